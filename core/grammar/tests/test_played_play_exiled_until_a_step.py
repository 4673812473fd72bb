""""Exile the top card of your library. You may play it until your next end step." and
"Until the beginning of your next upkeep, you may play that card.", played (CR 601.2a, 305.1,
611.2a, 513.1, 503.1, 400.7).

Haste Magic's card is played in its caster's turn and not once her end step has begun; cast in
the opponent's turn, "your next end step" is the caster's, so the card waits for her turn.
Yasmin Khan's ability activated in her end step lasts through her next turn until that turn's
end step. Elkin Bottle's card lasts through the opponent's turn and ends as its controller's
next upkeep begins. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE, Step
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HASTE_MAGIC = CardDef(
    name="Haste Magic", mana_cost="{1}{R}", type_line="Instant",
    text="Target creature gets +3/+1 and gains haste until end of turn. Exile the top card of "
         "your library. You may play it until your next end step.")
YASMIN_KHAN = CardDef(
    name="Yasmin Khan", mana_cost="{3}{R}", type_line="Legendary Creature — Human Detective",
    power="3", toughness="3", keywords=("Doctor's companion",),
    text="{T}: Exile the top card of your library. Until your next end step, you may play it.\n"
         "Doctor's companion (You can have two commanders if the other is the Doctor.)")
ELKIN_BOTTLE = CardDef(
    name="Elkin Bottle", mana_cost="{3}", type_line="Artifact",
    text="{3}, {T}: Exile the top card of your library. Until the beginning of your next "
         "upkeep, you may play that card.")

CARDS = (HASTE_MAGIC, YASMIN_KHAN, ELKIN_BOTTLE)
kit = pytest.mark.plugins("haste", extra={"until-a-step-kit": card_pool("until-a-step-kit",
                                                                         CARDS)})


def _libraries(table: Table, *top: str) -> None:
    table.library(0, *top, *["Island"] * 8)
    table.library(1, *["Island"] * 8)  # turns pass: nobody draws from an empty library


def _haste_magic(table: Table) -> None:
    """Alice casts Haste Magic on her Grizzly Bears and it resolves."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Haste Magic")
    table.mana(0, "RR")
    table.cast("Haste Magic", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_haste_magic_plays_the_land_as_the_land_of_the_turn(table: Table) -> None:
    """CR 305.1, 305.2b: the exiled land is played from exile as the turn's land; a second
    land is refused and the game is unchanged."""
    _libraries(table, "Forest")
    table.hand(0, "Mountain")
    _haste_magic(table)
    assert table.power("Grizzly Bears") == 5
    table.assert_zone("Forest", Zone.EXILE)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Mountain", rule="305.2b")
    table.assert_zone("Mountain", Zone.HAND, 0)


@kit
def test_haste_magic_the_permission_ends_as_your_end_step_begins(table: Table) -> None:
    """CR 611.2a, 513.1: castable in the second main phase, not once the end step began."""
    _libraries(table, "Lightning Bolt")
    _haste_magic(table)
    table.go_to(Step.MAIN2)
    assert table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.go_to(Step.END)
    assert not table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.assert_logged(rule="611.2a", contains="may no longer play Lightning Bolt")
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE,
                         targets=["Bob"])
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.assert_life(1, 20)


@kit
def test_yasmin_khan_in_your_end_step_lasts_through_your_next_turn(table: Table) -> None:
    """CR 611.2a, 513.1: activated in Alice's end step, "your next end step" is the one of her
    next turn: she plays the land then (305.1), never Bob (601.2a)."""
    _libraries(table, "Forest")
    table.battlefield(0, "Yasmin Khan")
    table.go_to(Step.END)
    table.activate("Yasmin Khan")
    table.resolve()
    table.assert_zone("Forest", Zone.EXILE)
    table.next_turn()  # Bob's turn: Alice's end step has not come again
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")  # Bob can't
    table.next_turn()  # Alice's next turn
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@kit
def test_yasmin_khan_the_card_is_not_playable_after_your_next_end_step(table: Table) -> None:
    """CR 611.2a: the spell is castable in Alice's next turn until her end step begins."""
    _libraries(table, "Grizzly Bears")
    table.battlefield(0, "Yasmin Khan")
    table.go_to(Step.END)
    table.activate("Yasmin Khan")
    table.resolve()
    table.next_turn()
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.next_turn()
    assert table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.go_to(Step.END)
    assert not table.permitted("Grizzly Bears", permission=PLAY_FROM_EXILE)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_elkin_bottle_lasts_through_the_opponents_turn(table: Table) -> None:
    """CR 611.2a: activated in Alice's turn, the instant is still castable by her in Bob's
    turn (its own timing, 601.2a): Lightning Bolt hits Bob."""
    _libraries(table, "Lightning Bolt")
    table.battlefield(0, "Elkin Bottle")
    table.mana(0, "RRR")
    table.activate("Elkin Bottle")
    table.resolve()
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.go_to(Step.UPKEEP, turn=2)  # Bob's upkeep: not Alice's
    table.go_to(Step.END, turn=2)
    assert table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    assert not table.permitted("Lightning Bolt", 1, permission=PLAY_FROM_EXILE)


@kit
def test_elkin_bottle_ends_as_your_next_upkeep_begins(table: Table) -> None:
    """CR 611.2a, 503.1: in Alice's next upkeep the card can no longer be cast; the game is
    unchanged by the refused cast."""
    _libraries(table, "Lightning Bolt")
    table.battlefield(0, "Elkin Bottle")
    table.mana(0, "RRR")
    table.activate("Elkin Bottle")
    table.resolve()
    table.go_to(Step.UPKEEP, turn=3)
    assert not table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE,
                         targets=["Bob"])
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.assert_life(1, 20)


@kit
def test_elkin_bottle_plays_a_land_this_turn(table: Table) -> None:
    """CR 305.1: "play": a land exiled by it is played from exile."""
    _libraries(table, "Forest")
    table.battlefield(0, "Elkin Bottle")
    table.mana(0, "RRR")
    table.activate("Elkin Bottle")
    table.resolve()
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
