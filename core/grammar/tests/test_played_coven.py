"""Coven ("if you control three or more creatures with different powers", CR 207.2c, 208.1),
played in its three places: an activation condition (Dawnhart Mentor, 602.5b), a
condition checked as a spell resolves (Might of the Old Ways, 608.2c) and an intervening
"if" of a trigger (Candlegrove Witch, 603.4).

Three creatures with only two powers among them (0, 1, 1) are not enough; the powers are
those of the moment the condition is asked (the +2/+2 given first counts).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MIGHT_OF_THE_OLD_WAYS = CardDef(
    name="Might of the Old Ways", mana_cost="{1}{G}", type_line="Instant",
    text="Target creature gets +2/+2 until end of turn.\nCoven — Then if you control three or "
         "more creatures with different powers, draw a card.")
DAWNHART_MENTOR = CardDef(
    name="Dawnhart Mentor", mana_cost="{2}{G}", type_line="Creature — Human Warlock",
    power="0", toughness="4",
    text="When this creature enters, create a 1/1 white Human creature token.\nCoven — {5}{G}: "
         "Target creature you control gets +3/+3 and gains trample until end of turn. Activate "
         "only if you control three or more creatures with different powers.")
CANDLEGROVE_WITCH = CardDef(
    name="Candlegrove Witch", mana_cost="{1}{W}", type_line="Creature — Human Warlock",
    power="2", toughness="2",
    text="Coven — At the beginning of combat on your turn, if you control three or more "
         "creatures with different powers, this creature gains flying until end of turn.")

PRINTED = (MIGHT_OF_THE_OLD_WAYS, DAWNHART_MENTOR, CANDLEGROVE_WITCH)
kit = pytest.mark.plugins(extra={"coven-kit": card_pool("coven-kit", PRINTED)})


def _hand_size(table: Table) -> int:
    return len(table.game.objects_in(Zone.HAND, 0))


@kit
def test_mentor_refused_with_two_powers_then_activated_with_three(table: Table) -> None:
    """CR 602.5b, 207.2c: Mentor (0), its Human token (1) and Llanowar Elves (1): two
    different powers, refused with nothing paid (732); with Grizzly Bears (2) too, the
    Bears get +3/+3 and trample."""
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Forest", 9)
    table.hand(0, "Dawnhart Mentor")
    table.cast("Dawnhart Mentor")
    table.resolve()
    table.resolve()
    assert table.find("Human Token").card.name == "Human Token"
    table.assert_illegal(table.activate, "Dawnhart Mentor", targets=["Llanowar Elves"],
                         rule="602.5b")
    assert table.tapped_count(0) == 3  # Mentor's {2}{G} only
    table.battlefield(0, "Grizzly Bears")
    table.activate("Dawnhart Mentor", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears")
    assert table.game.power(bears.id) == 5
    assert table.game.has_keyword(bears.id, "trample")


@kit
def test_might_draws_when_the_pump_makes_a_third_power(table: Table) -> None:
    """CR 608.2c: Bears (2), Lions (2), Elves (1); the Lions become 4/3 first, so three
    different powers as the condition is asked: a card is drawn."""
    table.library(0, "Wastes", "Wastes")
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Llanowar Elves")
    table.lands(0, "Forest", 2)
    table.hand(0, "Might of the Old Ways")
    table.cast("Might of the Old Ways", targets=["Savannah Lions"])
    table.resolve()
    assert table.game.power(table.find("Savannah Lions").id) == 4
    assert _hand_size(table) == 1


@kit
def test_might_draws_nothing_with_two_powers(table: Table) -> None:
    """CR 608.2c, 207.2c: the Elves become 3/3: powers 2, 2, 3: no card drawn."""
    table.library(0, "Wastes", "Wastes")
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Llanowar Elves")
    table.lands(0, "Forest", 2)
    table.hand(0, "Might of the Old Ways")
    table.cast("Might of the Old Ways", targets=["Llanowar Elves"])
    table.resolve()
    assert table.game.power(table.find("Llanowar Elves").id) == 3
    assert _hand_size(table) == 0


def _witch_at_combat(table: Table, *others: str) -> bool:
    table.battlefield(0, *others)
    table.lands(0, "Plains", 2)
    table.hand(0, "Candlegrove Witch")
    table.cast("Candlegrove Witch")
    table.resolve()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    return table.has_keyword("Candlegrove Witch", "flying")


@kit
def test_witch_gains_flying_with_three_powers(table: Table) -> None:
    """CR 603.4, 207.2c: Witch (2), Elves (1), Craw Wurm (6): it gains flying."""
    assert _witch_at_combat(table, "Llanowar Elves", "Craw Wurm")


@kit
def test_witch_stays_grounded_with_two_powers(table: Table) -> None:
    """CR 603.4: Witch (2), Bears (2), Elves (1): two powers, no trigger, no flying."""
    assert not _witch_at_combat(table, "Grizzly Bears", "Llanowar Elves")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
