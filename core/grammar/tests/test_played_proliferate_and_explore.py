"""Printed "proliferate" and "explores" played (CR 701.34, 701.44), kernel vocabulary.

Grim Affliction ("Put a -1/-1 counter on target creature, then proliferate.") and Steady
Progress ("Proliferate. ... Draw a card.") proliferate (701.34a, rule
"grammar:proliferate"): the caster chooses any number of permanents and players with
counters, and each chosen gets one more counter of each kind it has, poison included.
Merfolk Branchwalker ("When this creature enters, it explores.", rule "grammar:explore")
explores (701.44a): a land on top goes to the hand; anything else gives it a +1/+1 counter
and may go to the graveyard; if it left the battlefield first, it still explores, with no
counter (701.44b-c).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

PROLIFERATE = ("(Choose any number of permanents and/or players, then give each another "
               "counter of each kind already there.)")
GRIM_AFFLICTION = CardDef(
    name="Grim Affliction", mana_cost="{2}{B}", type_line="Instant",
    text="Put a -1/-1 counter on target creature, then proliferate. " + PROLIFERATE)
STEADY_PROGRESS = CardDef(name="Steady Progress", mana_cost="{2}{U}", type_line="Instant",
                          text="Proliferate. " + PROLIFERATE + "\nDraw a card.")
BRANCHWALKER = CardDef(
    name="Merfolk Branchwalker", mana_cost="{1}{G}", type_line="Creature — Merfolk Scout",
    text="When this creature enters, it explores. (Reveal the top card of your library. Put "
         "that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this "
         "creature, then put the card back or put it into your graveyard.)",
    power="2", toughness="1")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (GRIM_AFFLICTION, STEADY_PROGRESS, BRANCHWALKER, MURDER)
kit = pytest.mark.plugins(extra={"vocab-kit": card_pool("vocab-kit", CARDS)})


@kit
def test_proliferate_gives_each_chosen_one_more_of_each_kind(table: Table) -> None:
    """CR 701.34a: the -1/-1 counter just put on Hill Giant and Bob's poison are chosen and
    grow; Alice's Grizzly Bears with a +1/+1 counter is not chosen and keeps one."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Hill Giant")
    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.game.add_counters(bears.id, "+1/+1", 1)
    table.game.add_poison(1, 2)
    table.hand(0, "Grim Affliction")
    offered = table.watch_decisions("proliferate")
    giant = table.find("Hill Giant").id
    table.cast("Grim Affliction", targets=["Hill Giant"])
    table.resolve(answers=[Answer("proliferate", (giant, PlayerRef(1)))])
    [decision] = offered
    assert set(decision.options) == {giant, bears.id, PlayerRef(1)}
    assert (decision.min, decision.max) == (0, 3)
    table.assert_counters("Hill Giant", "-1/-1", 2)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.game.player(1).poison == 3
    table.assert_logged(rule="701.34a", contains="proliferates")


@kit
def test_proliferate_with_nothing_to_choose_asks_nothing(table: Table) -> None:
    """CR 701.34a: with no counter anywhere nothing is asked, and the spell goes on."""
    table.lands(0, "Island", 3)
    table.library(0, "Island")
    table.hand(0, "Steady Progress")
    offered = table.watch_decisions("proliferate")
    table.cast("Steady Progress")
    table.resolve()
    assert offered == []
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_logged(rule="701.34a", contains="nothing has a counter")


def _cast_branchwalker(table: Table, top: str) -> None:
    table.lands(0, "Forest", 2)
    table.library(0, top)
    table.hand(0, "Merfolk Branchwalker")
    table.cast("Merfolk Branchwalker")
    table.resolve()


@kit
def test_exploring_a_land_puts_it_into_the_hand(table: Table) -> None:
    """CR 701.44a: a land card revealed goes to the hand, and no counter is put."""
    _cast_branchwalker(table, "Forest")
    table.resolve()
    assert "Forest" in table.names(Zone.HAND, 0)
    table.assert_counters("Merfolk Branchwalker", "+1/+1", 0)
    table.assert_logged(rule="701.44a", contains="reveals Forest")


@pytest.mark.parametrize(("to_graveyard", "where"), [("yes", Zone.GRAVEYARD),
                                                    ("no", Zone.LIBRARY)])
@kit
def test_exploring_a_nonland_gives_a_counter_and_a_choice(
        table: Table, to_graveyard: str, where: Zone) -> None:
    """CR 701.44a: a nonland card: a +1/+1 counter on the explorer, and its controller may
    put the card into their graveyard or leave it on top."""
    _cast_branchwalker(table, "Grizzly Bears")
    table.resolve(answers=[Answer("may", (to_graveyard,))])
    table.assert_counters("Merfolk Branchwalker", "+1/+1", 1)
    table.assert_zone("Grizzly Bears", where)


@kit
def test_a_creature_gone_still_explores_without_a_counter(table: Table) -> None:
    """CR 701.44b-c: Murder in response to the trigger: the revealed nonland card may still
    go to the graveyard; no counter is put on anything."""
    _cast_branchwalker(table, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Merfolk Branchwalker"])
    table.resolve()
    table.assert_zone("Merfolk Branchwalker", Zone.GRAVEYARD)
    table.resolve(answers=[Answer("may", ("yes",))])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_logged(rule="701.44c", contains="still explores")
    # CR 603.7c, 608.2h: acted with as it last existed, so not "doesn't affect it"
    table.assert_not_logged(contains="doesn't affect it")
    assert not any(o.counters for o in table.game.battlefield())


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
