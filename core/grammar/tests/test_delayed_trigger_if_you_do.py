""""If you do, [act] at the beginning of the next end step": the condition is checked as the
ability resolves and decides whether the delayed triggered ability is created at all
(CR 608.2c, 603.7a). It used to be read the other way round: the delayed trigger was always
created, with "if you do" inside it, checked at the end step, when nothing was "done" by it.

Hikari, Twilight Guardian and Lantern Kami come with their exact Oracle text (the test at the
end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

HIKARI = CardDef(
    name="Hikari, Twilight Guardian", mana_cost="{3}{W}{W}",
    type_line="Legendary Creature — Spirit", power="4", toughness="4",
    text="Flying\nWhenever you cast a Spirit or Arcane spell, you may exile Hikari. If you do, "
         "return it to the battlefield under its owner's control at the beginning of the next "
         "end step.")
LANTERN_KAMI = CardDef(
    name="Lantern Kami", mana_cost="{W}", type_line="Creature — Spirit", power="1",
    toughness="1", text="Flying")

PRINTED = (HIKARI, LANTERN_KAMI)
kit = pytest.mark.plugins(extra={"testkit": card_pool("hikari-testkit", PRINTED)})


def cast_a_spirit(table: Table) -> None:
    """Lantern Kami is cast: Hikari's trigger waits on the stack above it (CR 603.3)."""
    table.battlefield(0, "Hikari, Twilight Guardian")
    table.lands(0, "Plains", 1)
    table.hand(0, "Lantern Kami")
    table.cast("Lantern Kami")
    assert len(table.game.ids_in(Zone.STACK)) == 2


@kit
def test_hikari_exiled_returns_at_the_next_end_step(table: Table) -> None:
    cast_a_spirit(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.zone_of("Hikari, Twilight Guardian") is Zone.EXILE
    assert len(table.game.state.delayed) == 1  # CR 603.7a: created as the trigger resolved
    table.assert_logged(rule="603.7a", contains="delayed triggered ability created")
    table.resolve()  # Lantern Kami
    table.go_to(Step.END)
    assert table.game.ids_in(Zone.STACK)  # the delayed trigger (CR 603.7b)
    table.resolve()
    assert table.zone_of("Hikari, Twilight Guardian") is Zone.BATTLEFIELD
    assert not table.game.state.delayed


@kit
def test_hikari_not_exiled_creates_no_delayed_trigger(table: Table) -> None:
    """CR 608.2c: "If you do": the player didn't exile Hikari, so no delayed trigger exists."""
    cast_a_spirit(table)
    hikari = table.find("Hikari, Twilight Guardian").id
    table.resolve(answers=[Answer("may", ("no",))])
    assert not table.game.state.delayed
    table.assert_not_logged(rule="603.7a")
    table.resolve()  # Lantern Kami
    table.go_to(Step.END)
    assert not table.game.ids_in(Zone.STACK)
    assert table.find("Hikari, Twilight Guardian").id == hikari  # never left the battlefield


@kit
def test_hikari_refuses_an_answer_that_is_not_yes_or_no(table: Table) -> None:
    cast_a_spirit(table)
    table.assert_illegal(table.resolve, answers=[Answer("may", ("later",))], rule="608.2d")
    assert table.zone_of("Hikari, Twilight Guardian") is Zone.BATTLEFIELD
    assert not table.game.state.delayed


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
