"""Printed "Destroy target creature with power X or less.", "Counter target spell with mana
value X.", "... with mana value N." and "Tap X target creatures.", played (CR 601.2b,
601.2c, 608.2b, 202.3).

Killing Glare and Spell Blast: X is announced (601.2b) before the target is chosen (601.2c),
so only an object within that X may be chosen, and the target is checked against the same
X on resolution (608.2b). Spell Snare and Isolate: exactly that mana value (202.3).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KILLING_GLARE = CardDef(
    name="Killing Glare", mana_cost="{X}{B}", type_line="Instant",
    text="Destroy target creature with power X or less.")
SPELL_BLAST = CardDef(
    name="Spell Blast", mana_cost="{X}{U}", type_line="Instant",
    text="Counter target spell with mana value X. (For example, if that spell's mana cost is "
         "{3}{U}{U}, X is 5.)")
SPELL_SNARE = CardDef(
    name="Spell Snare", mana_cost="{U}", type_line="Instant",
    text="Counter target spell with mana value 2.")
ISOLATE = CardDef(
    name="Isolate", mana_cost="{W}", type_line="Instant",
    text="Exile target permanent with mana value 1.")
GLIMPSE_THE_SUN_GOD = CardDef(
    name="Glimpse the Sun God", mana_cost="{X}{W}", type_line="Instant",
    text="Tap X target creatures. Scry 1. (Look at the top card of your library. You may put "
         "that card on the bottom.)")
GIANT_GROWTH = CardDef(
    name="Giant Growth", mana_cost="{G}", type_line="Instant",
    text="Target creature gets +3/+3 until end of turn.")

CARDS = (KILLING_GLARE, SPELL_BLAST, SPELL_SNARE, ISOLATE, GLIMPSE_THE_SUN_GOD)
kit = pytest.mark.plugins(extra={"x-bounded-kit": card_pool("x-bounded-kit",
                                                            (*CARDS, GIANT_GROWTH))})


@kit
def test_killing_glare_destroys_a_creature_with_power_x_or_less(table: Table) -> None:
    """CR 601.2b-c: X = 2, Grizzly Bears (power 2) is destroyed."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Killing Glare")
    table.cast("Killing Glare", x=2, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@kit
def test_killing_glare_cant_target_a_creature_with_greater_power(table: Table) -> None:
    """CR 601.2c: X = 2, Hill Giant's power 3 is over X: refused, the game as it was (732)."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Killing Glare")
    table.assert_illegal(table.cast, "Killing Glare", x=2, targets=["Hill Giant"])
    assert table.names(Zone.HAND, 0) == ["Killing Glare"]
    assert not any(o.tapped for o in table.game.battlefield(0))


@kit
def test_killing_glare_checks_the_same_x_on_resolution(table: Table) -> None:
    """CR 608.2b: Grizzly Bears grows to power 5 in response: no longer power 2 or less, the
    spell does nothing and Grizzly Bears stays."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Killing Glare", "Giant Growth")
    table.cast("Killing Glare", x=2, targets=["Grizzly Bears"])
    table.mana(0, "G")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_zone("Killing Glare", Zone.GRAVEYARD, 0)


@kit
def test_spell_blast_counters_a_spell_with_mana_value_x(table: Table) -> None:
    """CR 202.3, 701.6a: X = 3, Divination (mana value 3) is countered; X = 2 can't target
    it (601.2c)."""
    table.lands(0, "Island", 7)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Spell Blast")
    table.cast("Divination")
    table.assert_illegal(table.cast, "Spell Blast", x=2, targets=["Divination"])
    table.cast("Spell Blast", x=3, targets=["Divination"])
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Divination", "Spell Blast"]
    assert table.names(Zone.HAND, 0) == []


@kit
def test_spell_snare_counters_only_mana_value_two(table: Table) -> None:
    """CR 202.3: Divination (3) can't be chosen; Grizzly Bears (2) is countered."""
    table.lands(0, "Island", 4)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Grizzly Bears", "Spell Snare")
    table.cast("Divination")
    table.assert_illegal(table.cast, "Spell Snare", targets=["Divination"])
    table.resolve()
    table.mana(0, "CG")
    table.cast("Grizzly Bears")
    table.cast("Spell Snare", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_isolate_exiles_a_permanent_with_mana_value_one(table: Table) -> None:
    """CR 202.3: Llanowar Elves (1) is exiled; Grizzly Bears (2) can't be chosen."""
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Llanowar Elves", "Grizzly Bears")
    table.hand(0, "Isolate")
    table.assert_illegal(table.cast, "Isolate", targets=["Grizzly Bears"])
    table.cast("Isolate", targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.EXILE, 1)


@kit
def test_glimpse_the_sun_god_taps_exactly_x_creatures(table: Table) -> None:
    """CR 601.2b-c: X = 2, two of the opponent's three creatures are tapped; one target for
    X = 2 is refused (732)."""
    table.lands(0, "Plains", 3)
    table.library(0, "Plains")
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Llanowar Elves")
    table.hand(0, "Glimpse the Sun God")
    table.assert_illegal(table.cast, "Glimpse the Sun God", x=2, targets=[["Hill Giant"]])
    table.cast("Glimpse the Sun God", x=2, targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Llanowar Elves", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
