""""If you do, [effect]": done only if the instruction before it was done (CR 608.2c), as
that instruction says when it resolves ("you may": the answer, 608.2d; "sacrifice this
enchantment": it was still there to sacrifice, 701.21a; "remove a counter from it": there
was one to remove, 122.8). After an instruction that doesn't say whether it was done, the
sentence is not read, and the card is refused naming it: it used to be read with nothing
ever saying "done", so the effect never happened (Promise of Bunrei made no Spirits).

"You may sacrifice it. If you do, ...": answering yes is not enough when it is gone by then
(Impaler Shrike: the sacrifice says it wasn't done). Promise of Bunrei, Woeleecher, Impaler
Shrike, Akoum Flameseeker ("Discard a card. If you do": a card was discarded, 701.9a) and
Alora, Cheerful Assassin come with their exact Oracle text (the
test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

PROMISE_OF_BUNREI = CardDef(
    name="Promise of Bunrei", mana_cost="{2}{W}", type_line="Enchantment",
    text="When a creature you control dies, sacrifice this enchantment. If you do, create four "
         "1/1 colorless Spirit creature tokens.")
WOELEECHER = CardDef(
    name="Woeleecher", mana_cost="{5}{W}", type_line="Creature — Elemental", power="3",
    toughness="5",
    text="{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.")
AKOUM_FLAMESEEKER = CardDef(
    name="Akoum Flameseeker", mana_cost="{2}{R}", type_line="Creature — Human Shaman Ally",
    power="3", toughness="2",
    text="Cohort — {T}, Tap an untapped Ally you control: Discard a card. If you do, draw a "
         "card.")
ALORA = CardDef(
    name="Alora, Cheerful Assassin", mana_cost="{3}{U}{B}",
    type_line="Legendary Creature — Halfling Rogue Assassin", power="4", toughness="4",
    text="Whenever you attack, up to one target attacking creature can't be blocked this turn. "
         "At the beginning of the next end step, return that creature to its owner's hand. If "
         "you do, each opponent loses 2 life.")

IMPALER_SHRIKE = CardDef(
    name="Impaler Shrike", mana_cost="{2}{U}{U}", type_line="Creature — Phyrexian Bird",
    power="3", toughness="1",
    text="Flying\nWhenever this creature deals combat damage to a player, you may sacrifice it. "
         "If you do, draw three cards.")

PRINTED = (PROMISE_OF_BUNREI, WOELEECHER, AKOUM_FLAMESEEKER, ALORA, IMPALER_SHRIKE)
#: a vanilla Ally for the Flameseeker's cost (a test card, not printed)
TEST_ALLY = CardDef(name="Test Ally", mana_cost="{1}", type_line="Creature — Kor Ally",
                    power="1", toughness="1")
kit = pytest.mark.plugins(extra={"testkit": card_pool("if-you-do-testkit",
                                                      (*PRINTED, TEST_ALLY))})


def spirits(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0) if o.card.name.startswith("Spirit"))


@kit
def test_promise_of_bunrei_sacrificed_makes_four_spirits(table: Table) -> None:
    table.battlefield(0, "Promise of Bunrei", "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()  # the dies trigger (CR 603.3)
    assert table.zone_of("Promise of Bunrei") is Zone.GRAVEYARD
    assert spirits(table) == 4


@kit
def test_promise_of_bunrei_already_gone_makes_no_spirits(table: Table) -> None:
    """Two creatures die at once (CR 603.2): two triggers; the first sacrifices the
    enchantment and makes four Spirits, the second can't sacrifice it (608.2c): none."""
    table.battlefield(0, "Promise of Bunrei", "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert len(table.game.ids_in(Zone.STACK)) == 2
    table.resolve()
    assert spirits(table) == 4
    table.resolve()
    assert spirits(table) == 4
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_woeleecher_removes_a_counter_and_gains_life(table: Table) -> None:
    table.battlefield(0, "Woeleecher")
    table.battlefield(1, "Craw Wurm", counters={"-1/-1": 2})
    table.lands(0, "Plains", 1)
    table.activate("Woeleecher", targets=["Craw Wurm"])
    table.resolve()
    table.assert_counters("Craw Wurm", "-1/-1", 1)
    table.assert_life(0, 22)


@kit
def test_woeleecher_without_a_counter_to_remove_gains_nothing(table: Table) -> None:
    table.battlefield(0, "Woeleecher")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Plains", 1)
    table.activate("Woeleecher", targets=["Craw Wurm"])
    table.resolve()
    table.assert_life(0, 20)


@kit
def test_woeleecher_can_be_activated_only_once_untapped(table: Table) -> None:
    """CR 602.2b, 732: the {T} cost can't be paid twice; the refused activation changes nothing."""
    table.battlefield(0, "Woeleecher")
    table.battlefield(1, "Craw Wurm", counters={"-1/-1": 2})
    table.lands(0, "Plains", 2)
    table.activate("Woeleecher", targets=["Craw Wurm"])
    table.assert_illegal(table.activate, "Woeleecher", targets=["Craw Wurm"])


def shrike_connects(table: Table) -> None:
    """Impaler Shrike deals combat damage to Bob: its trigger waits on the stack (CR 603.3)."""
    table.battlefield(0, "Impaler Shrike")
    table.library(0, "Plains", "Island", "Swamp", "Forest")
    table.attack("Impaler Shrike")
    table.go_to(Step.COMBAT_DAMAGE)
    for _ in range(3):
        if table.game.ids_in(Zone.STACK):
            break
        table.pass_priority()
    table.assert_life(1, 17)
    assert table.game.ids_in(Zone.STACK)


@kit
def test_impaler_shrike_sacrificed_draws_three(table: Table) -> None:
    shrike_connects(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.zone_of("Impaler Shrike") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 0) == ["Plains", "Island", "Swamp"]


@kit
def test_impaler_shrike_kept_draws_nothing(table: Table) -> None:
    shrike_connects(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.zone_of("Impaler Shrike") is Zone.BATTLEFIELD
    assert table.names(Zone.HAND, 0) == []


@kit
def test_impaler_shrike_gone_before_it_is_sacrificed_draws_nothing(table: Table) -> None:
    """CR 608.2c: "yes", but it died in response: it wasn't sacrificed, so no cards."""
    shrike_connects(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Impaler Shrike"])
    table.resolve()
    assert table.zone_of("Impaler Shrike") is Zone.GRAVEYARD
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == []


@kit
def test_if_you_do_after_what_says_not_whether_it_was_done_is_refused(table: Table) -> None:
    """A delayed trigger keeps no "done": the sentence is not read."""
    with pytest.raises(UnsupportedCardError, match="If you do, each opponent loses 2 life"):
        table.battlefield(0, "Alora, Cheerful Assassin")


@kit
def test_the_refused_cards_name_the_sentence(rules: Rules) -> None:
    assert not rules.card("Alora, Cheerful Assassin").playable
    assert rules.card("Akoum Flameseeker").playable
    assert rules.card("Promise of Bunrei").playable
    assert rules.card("Woeleecher").playable


def _flameseeker_with_an_ally(table: Table, *hand: str) -> None:
    table.battlefield(0, "Akoum Flameseeker", "Test Ally")
    if hand:
        table.hand(0, *hand)
    table.library(0, "Island", "Forest")


@kit
def test_flameseeker_discards_a_card_and_draws(table: Table) -> None:
    """CR 608.2c, 701.9a: "Discard a card. If you do, draw a card.": a card was discarded,
    so one is drawn (the discard is not a choice, 608.2d)."""
    _flameseeker_with_an_ally(table, "Mountain")
    table.activate("Akoum Flameseeker")
    table.assert_tapped("Test Ally")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Mountain"]
    assert len(table.names(Zone.HAND, 0)) == 1
    assert table.names(Zone.HAND, 0) != ["Mountain"]


@kit
def test_flameseeker_with_an_empty_hand_draws_nothing(table: Table) -> None:
    """CR 608.2c: no card in hand, none is discarded: "you do" is false, nothing is drawn."""
    _flameseeker_with_an_ally(table)
    table.activate("Akoum Flameseeker")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert len(table.names(Zone.LIBRARY, 0)) == 2


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
