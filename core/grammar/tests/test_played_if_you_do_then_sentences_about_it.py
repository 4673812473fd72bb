"""Printed "If you do, create a token .... It gains haste. Exile it at the beginning of the
next end step.", played (CR 608.2c: every sentence after "If you do" that speaks of "it",
the object the branch made, belongs to the branch; 603.5, 603.7a).

Felhide Spiritbinder: paid, the token copy gains haste and is exiled at the next end step;
declined, nothing is made, and nothing is exiled (not Felhide Spiritbinder itself).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, by_name, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FELHIDE_SPIRITBINDER = CardDef(
    name="Felhide Spiritbinder", mana_cost="{3}{R}", type_line="Creature — Minotaur Shaman",
    power="3", toughness="4", keywords=("Inspired",),
    text="Inspired — Whenever this creature becomes untapped, you may pay {1}{R}. If you do, "
         "create a token that's a copy of another target creature, except it's an enchantment "
         "in addition to its other types. It gains haste. Exile it at the beginning of the next "
         "end step.")

PRINTED = (FELHIDE_SPIRITBINDER,)
kit = pytest.mark.plugins("haste", "buyback", extra={
    "if-you-do-it-kit": card_pool("if-you-do-it-kit", PRINTED)})


def _untap_felhide(table: Table, answer: str) -> None:
    """Felhide Spiritbinder untaps in Alice's untap step (CR 502.3), its trigger targets Hill
    Giant; Alice answers ``answer`` to "you may pay {1}{R}"; then to her end step."""
    table.set_turn(active=1, step=Step.END, turn=2)
    table.battlefield(0, "Felhide Spiritbinder", tapped=True)
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Mountain", 2)
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    table.on_decision("targets", by_name("Hill Giant"))
    table.on_decision("may", lambda game, d: (answer,))
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve_all()


@kit
def test_felhide_paid_copies_gives_haste_and_exiles_the_token(table: Table) -> None:
    """CR 608.2c, 707.2, 603.7a: paid: a token copy of Hill Giant with haste, exiled as the
    next end step begins; Felhide Spiritbinder and Hill Giant stay."""
    _untap_felhide(table, "yes")
    assert table.names(Zone.BATTLEFIELD, 0).count("Hill Giant") == 2
    copy = [o for o in table.game.battlefield() if o.name == "Hill Giant" and o.is_token]
    assert len(copy) == 1 and table.game.has_keyword(copy[0].id, "haste")
    table.go_to(Step.END)
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Hill Giant") == 1
    table.assert_zone("Felhide Spiritbinder", Zone.BATTLEFIELD)


@kit
def test_felhide_declined_makes_and_exiles_nothing(table: Table) -> None:
    """CR 608.2c-d: declined: no token, and "Exile it" has no "it": Felhide Spiritbinder (the
    source) is not exiled at the end step."""
    _untap_felhide(table, "no")
    table.go_to(Step.END)
    table.resolve_all()
    table.go_to(Step.MAIN1, turn=4)
    table.assert_zone("Felhide Spiritbinder", Zone.BATTLEFIELD)
    assert table.names(Zone.EXILE, 0) == []
    assert table.names(Zone.BATTLEFIELD, 0).count("Hill Giant") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
