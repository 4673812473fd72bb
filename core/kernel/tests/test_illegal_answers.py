"""A player's illegal answer refuses the action (CR 732), whatever path the engine takes: the
payment that may try a cost's parts in two orders (601.2g-h) never asks the question again
to work around it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError, IllegalAnswerError
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision

SELESNYA_EVANGEL = CardDef(
    name="Selesnya Evangel", mana_cost="{G}{W}", type_line="Creature — Elf Shaman",
    power="1", toughness="1",
    text="{1}, {T}, Tap an untapped creature you control: Create a 1/1 green Saproling "
         "creature token.")
kit = pytest.mark.plugins(extra={"evangel": card_pool("evangel-testkit", [SELESNYA_EVANGEL])})


@kit
def test_an_illegal_answer_to_a_cost_is_refused_not_asked_again(table: Table) -> None:
    """The cost taps an untapped creature and pays {1}: it may be paid in either order
    (601.2h). Alice first names the Forest, not a creature: the activation is refused, the
    game as it was, and she is asked once, never a second time in the other order."""
    table.battlefield(0, "Selesnya Evangel", "Serra Angel", "Grizzly Bears", "Forest")
    asked: list[Decision] = []

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        asked.append(decision)
        if len(asked) == 1:
            return (table.find("Forest").id,)  # not one of the options
        return (decision.options[0],)

    table.on_decision("tap", pick)
    exc = table.assert_illegal(table.activate, "Selesnya Evangel")
    assert isinstance(exc, IllegalAnswerError)
    assert len(asked) == 1
    assert table.names("battlefield", 0).count("Saproling Token") == 0


@kit
def test_a_legal_answer_pays_and_the_token_is_made(table: Table) -> None:
    table.battlefield(0, "Selesnya Evangel", "Serra Angel", "Grizzly Bears", "Forest")
    table.on_decision("tap", lambda game, d: (table.find("Grizzly Bears").id,))
    table.activate("Selesnya Evangel")
    table.resolve()
    assert table.find("Grizzly Bears").tapped and table.find("Forest").tapped
    assert not table.find("Serra Angel").tapped
    assert table.names("battlefield", 0).count("Saproling Token") == 1


def test_an_illegal_answer_is_an_illegal_action(table: Table) -> None:
    """IllegalAnswerError is an IllegalActionError: callers that refuse illegal actions
    refuse it too."""
    assert issubclass(IllegalAnswerError, IllegalActionError)
