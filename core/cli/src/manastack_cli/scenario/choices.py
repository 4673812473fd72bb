"""Scripted answers a scenario states in its own words, turned into the game's answers.

Two kinds of decision ask for an order, and a scenario names things the game's options
do not: the order of simultaneous triggered abilities (CR 603.3b) offers the abilities by
number, labelled with their text; and cards put back "in any order" one at a time (scry,
surveil: CR 701.22a, 701.25a) are asked one decision per card. Here:

* an ``order`` answer may name each triggered ability by its source's name (or its text):
  the first named is put on the stack first, so it resolves last;
* an answer of ``scry_top``, ``scry_bottom`` or ``surveil_top`` listing several cards is
  one answer per card, in the order they are put (all but the last card, which the game
  does not ask about: it goes where it must).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack import Answer

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import Decision

__all__ = ["ONE_CARD_AT_A_TIME", "expand", "install"]

#: Decisions asked once per card put back in an order (CR 701.22a, 701.25a).
ONE_CARD_AT_A_TIME = frozenset({"scry_top", "scry_bottom", "surveil_top"})

#: The rule of the decision ordering simultaneous triggered abilities.
_TRIGGER_ORDER_RULE = "603.3b"


def expand(answer: Answer) -> list[Answer]:
    """One answer per card for the decisions asked a card at a time; any other as it is."""
    if answer.kind in ONE_CARD_AT_A_TIME and len(answer.choice) > 1:
        return [Answer(answer.kind, (item,), player=answer.player) for item in answer.choice]
    return [answer]


def install(game: Game) -> None:
    """From now on, an ``order`` answer naming triggered abilities by their sources' names is
    turned into the decision's option numbers when it is asked (the answer is otherwise the
    game's own: validated as any scripted answer)."""
    ask = game.ask

    def asking(decision: Decision) -> tuple[Any, ...]:
        if decision.kind == "order" and decision.rule == _TRIGGER_ORDER_RULE:
            _name_triggers(game, decision)
        return ask(decision)

    game.ask = asking  # type: ignore[method-assign]


def _name_triggers(game: Game, decision: Decision) -> None:
    queue = game.script.queue
    for i, answer in enumerate(queue):
        if answer.player is not None and answer.player != decision.player:
            continue
        if answer.kind not in ("order", "*"):
            continue
        if not any(isinstance(item, str) for item in answer.choice):
            return
        sources = _trigger_sources(game)
        taken: list[Any] = []
        for item in answer.choice:
            if not isinstance(item, str):
                taken.append(item)
                continue
            wanted = item.strip().lower()
            for index, option in enumerate(decision.options):
                label = decision.label(index)
                if option not in taken and (label.lower() == wanted
                                            or wanted in sources.get(label, ())):
                    taken.append(option)
                    break
            else:
                taken.append(item)  # no such ability: the game refuses it, naming it
        queue[i] = Answer(answer.kind, tuple(taken), player=answer.player)
        return


def _trigger_sources(game: Game) -> dict[str, set[str]]:
    """Ability text -> the names of the sources that triggered with it (the log's trigger
    events: "Name triggers: text", CR 603.2)."""
    out: dict[str, set[str]] = {}
    for event in game.log:
        if event.kind != "trigger" or " triggers: " not in event.text:
            continue
        name, _, text = event.text.partition(" triggers: ")
        out.setdefault(text, set()).add(name.strip().lower())
    return out
