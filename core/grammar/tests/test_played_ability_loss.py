"""Printed cards that take abilities away, cast and played (CR 613.1f, 613.4b, 613.5).

"All creatures lose all abilities and have base power and toughness 1/1" (Humility) is a
static ability of layers 6 and 7b (613.1f, 613.4b): the P/T counters still apply over it
(613.4c). "It loses all abilities until end of turn" (Merfolk Trickster) is a continuous
effect from a resolving ability lasting until the cleanup step (514.2). The cards come with
their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

HUMILITY = CardDef(
    name="Humility", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="All creatures lose all abilities and have base power and toughness 1/1.")
MERFOLK_TRICKSTER = CardDef(
    name="Merfolk Trickster", mana_cost="{U}{U}", type_line="Creature — Merfolk Wizard",
    text="Flash\nWhen this creature enters, tap target creature an opponent controls. It "
         "loses all abilities until end of turn.", power="2", toughness="2")

CARDS = (HUMILITY, MERFOLK_TRICKSTER)

kit = pytest.mark.plugins(extra={"proveb-loss-kit": card_pool("proveb-loss-kit", CARDS)})


@kit
def test_humility_makes_every_creature_a_1_1_without_abilities(table: Table) -> None:
    """CR 613.1f, 613.4b: with Humility on the battlefield, Air Elemental (4/4 flying) of
    either player is a 1/1 without flying; +1/+1 counters still apply over it (613.4c).
    When Humility leaves, the creatures are as printed again (611.3a)."""
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Air Elemental")
    table.battlefield(1, "Air Elemental")
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2})
    table.hand(0, "Humility")
    table.cast("Humility")
    table.resolve()
    table.assert_zone("Humility", Zone.BATTLEFIELD, 0)
    for elemental in table.game.objects_in(Zone.BATTLEFIELD):
        if elemental.card.name == "Air Elemental":
            assert table.game.power(elemental.id) == 1
            assert table.game.toughness(elemental.id) == 1
            assert not table.game.has_keyword(elemental.id, "flying")
            assert table.game.chars(elemental.id).abilities == ()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Humility"])
    table.resolve()
    table.assert_zone("Humility", Zone.GRAVEYARD, 0)
    assert table.power("Air Elemental") == 4
    assert table.has_keyword("Air Elemental", "flying")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)


@kit
def test_merfolk_trickster_taps_a_creature_that_loses_its_abilities_this_turn(
        table: Table) -> None:
    """CR 603.2, 613.1f, 514.2: when Merfolk Trickster enters, the opponent's Air Elemental
    is tapped and loses flying until end of turn; next turn it flies again. The trigger
    can't target its controller's own creature ("an opponent controls", 115.1): refused,
    the game as it was (CR 732)."""
    table.lands(0, "Island", 2)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Air Elemental", "Savannah Lions")
    table.hand(0, "Merfolk Trickster")
    table.cast("Merfolk Trickster")
    bears = Answer("targets", (table.find("Grizzly Bears").id,))
    table.assert_illegal(table.resolve, [bears], rule="601.2c")
    elemental = Answer("targets", (table.find("Air Elemental").id,))
    table.resolve([elemental])  # the creature spell; its trigger targets
    table.assert_zone("Merfolk Trickster", Zone.BATTLEFIELD, 0)
    table.resolve()  # the trigger
    table.assert_tapped("Air Elemental")
    assert not table.has_keyword("Air Elemental", "flying")
    assert table.game.chars(table.find("Air Elemental").id).abilities == ()
    assert table.power("Air Elemental") == 4  # its P/T are unchanged
    table.next_turn()
    assert table.has_keyword("Air Elemental", "flying")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
