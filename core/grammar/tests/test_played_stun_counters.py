""""Put a stun counter on each of them." after "Tap up to two target creatures." (CR 122.1d,
608.2c): "each of them" is every object the previous instruction acted on, as "them" is;
the stun counters' replacement effect keeps the permanent tapped and removes one counter
instead, in the untap step or by any other untap. Homesickness, Succumb to the Cold and
Smile at Death ("each of those creatures") come with their exact Oracle definitions (the
corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

HOMESICKNESS = CardDef(
    name="Homesickness", mana_cost="{4}{U}{U}", type_line="Instant",
    text="Target player draws two cards. Tap up to two target creatures. Put a stun counter on "
         "each of them. (If a permanent with a stun counter would become untapped, remove one "
         "from it instead.)")
SUCCUMB_TO_THE_COLD = CardDef(
    name="Succumb to the Cold", mana_cost="{2}{U}", type_line="Instant",
    text="Tap one or two target creatures an opponent controls. Put a stun counter on each of "
         "them. (If a permanent with a stun counter would become untapped, remove one from it "
         "instead.)")
SMILE_AT_DEATH = CardDef(
    name="Smile at Death", mana_cost="{3}{W}{W}", type_line="Enchantment",
    text="At the beginning of your upkeep, return up to two target creature cards with power 2 "
         "or less from your graveyard to the battlefield. Put a +1/+1 counter on each of those "
         "creatures.")

CARDS = (HOMESICKNESS, SUCCUMB_TO_THE_COLD, SMILE_AT_DEATH)

kit = pytest.mark.plugins(extra={"stun-kit": card_pool("stun-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_each_of_them_with_nothing_before_is_refused(table: Table) -> None:
    """"Each of them" names the objects of an earlier instruction: alone, it is not read."""
    card = table.game.rules.compile(CardDef(name="Odd Stun", mana_cost="{U}",
                                            type_line="Instant",
                                            text="Put a stun counter on each of them."))
    assert not card.playable


@kit
def test_succumb_to_the_cold_stuns_both_through_one_untap_step(table: Table) -> None:
    """Both of Bob's creatures are tapped with a stun counter each: in his untap step they
    stay tapped and lose the counter (122.1d); in the next one they untap (502.3)."""
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Succumb to the Cold")
    table.mana(0, "CCU")
    table.cast("Succumb to the Cold", targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    for name in ("Grizzly Bears", "Hill Giant"):
        table.assert_tapped(name)
        table.assert_counters(name, "stun", 1)
    table.next_turn()  # Bob's turn
    for name in ("Grizzly Bears", "Hill Giant"):
        table.assert_tapped(name)
        table.assert_counters(name, "stun", 0)
    table.assert_logged(rule="122.1d", contains="stun counter is removed")
    table.next_turn()
    table.next_turn()  # Bob's next turn
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Hill Giant", False)


@kit
def test_homesickness_one_target_creature_one_stun_counter(table: Table) -> None:
    """"Up to two": with one creature chosen, Bob draws two and only his Bears are tapped
    and stunned; Alice's Hill Giant is untouched."""
    table.library(1, "Island", "Island", "Island")
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Hill Giant")
    table.hand(0, "Homesickness")
    table.mana(0, "CCCCUU")
    table.cast("Homesickness", targets=["opponent", ["Grizzly Bears"]])
    table.resolve()
    assert len(table.names(Zone.HAND, 1)) == 2
    table.assert_tapped("Grizzly Bears")
    table.assert_counters("Grizzly Bears", "stun", 1)
    table.assert_tapped("Hill Giant", False)
    table.assert_counters("Hill Giant", "stun", 0)


@kit
def test_smile_at_death_a_counter_on_each_returned_creature(table: Table) -> None:
    """At Alice's upkeep, two creature cards with power 2 or less return; each of those
    creatures gets a +1/+1 counter (the new objects on the battlefield, 400.7)."""
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.battlefield(0, "Smile at Death")
    table.graveyard(0, "Grizzly Bears", "Llanowar Elves")
    table.set_turn(active=1, step=Step.END, turn=2)
    table.answer("targets", "Grizzly Bears", "Llanowar Elves")
    table.go_to(Step.DRAW, turn=3)
    for name in ("Grizzly Bears", "Llanowar Elves"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)
        table.assert_counters(name, "+1/+1", 1)
