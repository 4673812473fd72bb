"""Printed "Counter target activated or triggered ability" and "Counter target spell,
activated ability, or triggered ability" played (CR 701.6b, 113.7a, 115.1).

Stifle: "Counter target activated or triggered ability. (Mana abilities can't be
targeted.)" Squelch: "Counter target activated ability. ... Draw a card." Disallow and Deny
the Witch: "Counter target spell, activated ability, or triggered ability." An ability on
the stack may be targeted (115.1) and, countered, is removed from the stack: its effect
never happens (701.6b); an ability is not a spell (113.7a), nor is a spell an ability.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

STIFLE = CardDef(
    name="Stifle", mana_cost="{U}", type_line="Instant",
    text="Counter target activated or triggered ability. (Mana abilities can't be targeted.)")
SQUELCH = CardDef(
    name="Squelch", mana_cost="{1}{U}", type_line="Instant",
    text="Counter target activated ability. (Mana abilities can't be targeted.)\nDraw a card.")
DISALLOW = CardDef(
    name="Disallow", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Counter target spell, activated ability, or triggered ability. (Mana abilities "
         "can't be targeted.)")
DENY_THE_WITCH = CardDef(
    name="Deny the Witch", mana_cost="{1}{W}{U}{B}", type_line="Instant",
    text="Counter target spell, activated ability, or triggered ability. Its controller loses "
         "life equal to the number of creatures you control.")
ELVISH_VISIONARY = CardDef(
    name="Elvish Visionary", mana_cost="{1}{G}", type_line="Creature — Elf Shaman",
    power="1", toughness="1", text="When this creature enters, draw a card.")

PRINTED = (STIFLE, SQUELCH, DISALLOW, DENY_THE_WITCH, ELVISH_VISIONARY)
kit = pytest.mark.plugins(extra={"stifle-kit": card_pool("stifle-kit", PRINTED)})


def _bob_pings_alice(table: Table) -> int:
    """Bob activates Prodigal Pyromancer at Alice, then passes: Alice has priority with the
    ability on the stack (CR 117.3c-d); returns the ability's id."""
    table.pass_priority()
    table.activate("Prodigal Pyromancer", targets=["Alice"])
    ability = table.game.ids_in(Zone.STACK)[-1]
    table.pass_priority()
    return ability


@kit
def test_stifle_counters_an_activated_ability(table: Table) -> None:
    """CR 701.6b: the Pyromancer's ability is removed from the stack; Alice takes no
    damage, and the Pyromancer stays tapped (its cost was paid)."""
    table.battlefield(1, "Prodigal Pyromancer")
    table.lands(0, "Island", 1)
    table.hand(0, "Stifle")
    ability = _bob_pings_alice(table)
    table.cast("Stifle", targets=[ability])
    table.resolve()
    assert ability not in table.game.ids_in(Zone.STACK)
    assert not table.game.ids_in(Zone.STACK)
    assert table.life(0) == 20
    table.assert_tapped("Prodigal Pyromancer")
    table.assert_zone("Stifle", Zone.GRAVEYARD, 0)


@kit
def test_stifle_counters_a_triggered_ability(table: Table) -> None:
    """Elvish Visionary's enters trigger is countered: no card is drawn; the creature stays
    on the battlefield (only the ability is countered, 701.6b)."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.library(0, "Plains", "Plains")
    table.hand(0, "Elvish Visionary", "Stifle")
    table.cast("Elvish Visionary")
    table.resolve()
    trigger = table.game.ids_in(Zone.STACK)[-1]
    table.cast("Stifle", targets=[trigger])
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    assert table.names(Zone.HAND, 0) == []
    table.assert_zone("Elvish Visionary", Zone.BATTLEFIELD, 0)


@kit
def test_stifle_cannot_target_a_spell(table: Table) -> None:
    """CR 113.7a, 115.1: a spell is not an ability; refused, the game unchanged (732)."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Lightning Bolt", "Stifle")
    bolt = table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_illegal(table.cast, "Stifle", targets=[bolt.id])


@kit
def test_squelch_cannot_target_a_triggered_ability(table: Table) -> None:
    """"Target activated ability": a triggered ability can't be chosen (115.1)."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.library(0, "Plains", "Plains")
    table.hand(0, "Elvish Visionary", "Squelch")
    table.cast("Elvish Visionary")
    table.resolve()
    trigger = table.game.ids_in(Zone.STACK)[-1]
    table.assert_illegal(table.cast, "Squelch", targets=[trigger])


@kit
def test_squelch_counters_an_activated_ability_and_draws(table: Table) -> None:
    """Squelch counters the Pyromancer's ability, then Alice draws a card (121.1)."""
    table.battlefield(1, "Prodigal Pyromancer")
    table.lands(0, "Island", 2)
    table.library(0, "Plains")
    table.hand(0, "Squelch")
    ability = _bob_pings_alice(table)
    table.cast("Squelch", targets=[ability])
    table.resolve()
    assert table.life(0) == 20
    assert table.names(Zone.HAND, 0) == ["Plains"]


@kit
def test_disallow_counters_a_spell_or_an_ability(table: Table) -> None:
    """Disallow takes either: Lightning Bolt is countered (701.6a), then, with another
    Disallow, the Pyromancer's ability (701.6b)."""
    table.battlefield(1, "Prodigal Pyromancer")
    table.lands(0, "Island", 6)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt", "Disallow", "Disallow")
    bolt = table.cast("Lightning Bolt", targets=["Bob"])
    table.cast("Disallow", targets=[bolt.id])
    table.resolve()
    assert table.life(1) == 20
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)
    ability = _bob_pings_alice(table)
    table.cast("Disallow", targets=[ability])
    table.resolve()
    assert table.life(0) == 20


@kit
def test_deny_the_witch_makes_the_abilitys_controller_lose_life(table: Table) -> None:
    """The countered ability's controller, Bob, loses 2: Alice controls two creatures."""
    table.battlefield(1, "Prodigal Pyromancer")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Deny the Witch")
    ability = _bob_pings_alice(table)
    table.cast("Deny the Witch", targets=[ability])
    table.resolve()
    assert table.life(0) == 20
    assert table.life(1) == 18


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
