""""For each 1 damage prevented this way, put a +1/+1 counter on that creature" played (CR
615.5, 615.7, 615.12, 122.1).

Test of Faith ("Prevent the next 3 damage that would be dealt to target creature this turn.
..."): Shock's 2 to the shielded creature is prevented and gives it two +1/+1 counters; then
Lightning Bolt's 3: the last 1 of the shield is prevented (one more counter), 2 is dealt.
Brace for Impact ("Prevent all damage that would be dealt to target multicolored creature
this turn. ..."): Boros Reckoner (red and white) blocked by Hill Giant is dealt nothing and gets
three counters. After Impractical Joke ("Damage can't be prevented this turn. ..."), nothing is
prevented, so no counter is put (615.12). The cards come with their exact Oracle text (the
test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TEST_OF_FAITH = CardDef(
    name="Test of Faith", mana_cost="{1}{W}", type_line="Instant",
    text="Prevent the next 3 damage that would be dealt to target creature this turn. For each "
         "1 damage prevented this way, put a +1/+1 counter on that creature.")
BRACE_FOR_IMPACT = CardDef(
    name="Brace for Impact", mana_cost="{4}{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to target multicolored creature this turn. "
         "For each 1 damage prevented this way, put a +1/+1 counter on that creature.")
BOROS_RECKONER = CardDef(
    name="Boros Reckoner", mana_cost="{R/W}{R/W}{R/W}", type_line="Creature — Minotaur Wizard",
    text="Whenever this creature is dealt damage, it deals that much damage to any target.\n"
         "{R/W}: This creature gains first strike until end of turn.", power="3",
    toughness="3")
IMPRACTICAL_JOKE = CardDef(
    name="Impractical Joke", mana_cost="{R}", type_line="Sorcery",
    text="Damage can't be prevented this turn. Impractical Joke deals 3 damage to up to one "
         "target creature or planeswalker.")

PRINTED = (TEST_OF_FAITH, BRACE_FOR_IMPACT, BOROS_RECKONER, IMPRACTICAL_JOKE)
kit = pytest.mark.plugins(extra={"prevented-counters-kit": card_pool("prevented-counters-kit",
                                                                     PRINTED)})


@kit
def test_test_of_faith_puts_a_counter_for_each_damage_prevented(table: Table) -> None:
    """CR 615.5, 615.7: Shock: 2 prevented, 2 counters; Lightning Bolt: 1 prevented (the
    shield used up), 1 counter, 2 dealt to the now 4/4 Grizzly Bears (they survive)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Test of Faith", "Shock", "Lightning Bolt")
    table.cast("Test of Faith", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 2
    assert table.find("Grizzly Bears").damage == 0
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 3
    assert table.find("Grizzly Bears").damage == 2
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    table.assert_logged(rule="615.5", contains="+1/+1")


@kit
def test_brace_for_impact_prevents_combat_damage_and_adds_counters(table: Table) -> None:
    """CR 615.1a, 615.5: Boros Reckoner blocked by Hill Giant: its 3 is prevented, three
    counters; nothing was dealt, so its own trigger does not fire."""
    table.battlefield(0, "Boros Reckoner")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 5)
    table.hand(0, "Brace for Impact")
    table.attack("Boros Reckoner")
    table.block({"Hill Giant": "Boros Reckoner"})
    table.cast("Brace for Impact", targets=["Boros Reckoner"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    assert table.counters("Boros Reckoner", "+1/+1") == 3
    assert table.find("Boros Reckoner").damage == 0
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    table.assert_life(1, 20)


@kit
def test_brace_for_impact_targets_only_a_multicolored_creature(table: Table) -> None:
    """CR 115.1, 601.2c: Grizzly Bears (green only) can't be the target: refused, unchanged."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 5)
    table.hand(0, "Brace for Impact")
    table.assert_illegal(table.cast, "Brace for Impact", targets=["Grizzly Bears"])


@kit
def test_no_counter_when_the_damage_cant_be_prevented(table: Table) -> None:
    """CR 615.12: after Impractical Joke, its 3 damage to the shielded Hill Giant is dealt
    (it dies): nothing was prevented, no counter was put; the shield is not reduced."""
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Test of Faith", "Impractical Joke")
    table.cast("Test of Faith", targets=["Hill Giant"])
    table.resolve()
    table.cast("Impractical Joke", targets=["Hill Giant"])
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert not table.logged(rule="615.5")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
