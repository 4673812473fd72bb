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

And two kinds of item name an option the file can't know by id:

* ``{ card = "...", newest = true }``: the newest object of that name among the options,
  the one made last (each zone change makes a new object, CR 400.7: the copy that just
  entered, not the legend already there); ``newest = false``, the oldest;
* a division, ``{ "Hill Giant" = 1, "Grizzly Bears" = 5 }``: the offered division giving
  each recipient named its amount and nothing to the others (CR 601.2d, 510.1c-d); a
  recipient given 0 gets none (refused for a divided spell's target, which gets at least
  one, 601.2d).

Either is turned into the option when the decision is asked; one that fits no option (or
several) is refused as an illegal answer (CR 732), the game as it was.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack import Answer, IllegalActionError, IllegalAnswerError

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import Decision

__all__ = ["ONE_CARD_AT_A_TIME", "Division", "Newest", "chosen_item", "expand", "install"]

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
        _resolve_items(game, decision)
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


# --------------------------------------------------------------------------
# Items naming an option the file can't know by id: the newest object of a name, a division
# --------------------------------------------------------------------------


@frozen
class Newest:
    """``{ card = "...", newest = true }``: the newest (``false``: oldest) object called
    ``name`` among a decision's options (CR 400.7: a zone change makes a new object)."""

    name: str
    newest: bool = True

    def __str__(self) -> str:
        return f"the {'newest' if self.newest else 'oldest'} {self.name}"


@frozen
class Division:
    """``{ "Hill Giant" = 1, "Grizzly Bears" = 5 }``: an amount divided among recipients by
    name (CR 601.2d, 510.1c-d), each named given that much, the others none."""

    parts: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        return ", ".join(f"{n} to {name}" for name, n in self.parts)


def chosen_item(item: Any) -> Any:
    """An item of a file's ``choose`` list as the answer holds it: a table naming the newest
    object of a name, or a division, as :class:`Newest` or :class:`Division`; any other item
    as it is."""
    if not isinstance(item, Mapping):
        return item
    if "card" in item and "newest" in item:
        return Newest(str(item["card"]).strip(), bool(item["newest"]))
    return Division(tuple((str(k).strip(), int(v)) for k, v in item.items()))


def _resolve_items(game: Game, decision: Decision) -> None:
    """The answer the decision will take (as ``Script.take`` finds it), its :class:`Newest`
    and :class:`Division` items turned into the options they name."""
    queue = game.script.queue
    for i, answer in enumerate(queue):
        if answer.player is not None and answer.player != decision.player:
            continue
        if answer.kind not in (decision.kind, "*"):
            continue
        if any(isinstance(item, (Newest, Division)) for item in answer.choice):
            taken: list[Any] = []
            for item in answer.choice:
                if isinstance(item, Newest):
                    item = _newest(game, decision, item, taken)
                elif isinstance(item, Division):
                    item = _division(game, decision, item)
                taken.append(item)
            queue[i] = Answer(answer.kind, tuple(taken), player=answer.player)
        return


def _refused(decision: Decision, why: str) -> IllegalAnswerError:
    """An item fitting no option: the answer refused, the game as it was (CR 732)."""
    return IllegalAnswerError(f"{decision.prompt}: {why}", rule=decision.rule,
                              step=decision.kind)


def _newest(game: Game, decision: Decision, item: Newest, taken: Sequence[Any]) -> int:
    """The option that is the newest (or oldest) object called ``item.name``, not taken yet:
    the highest (lowest) id, ids being given in order as objects are made (CR 400.7)."""
    ids = [] if decision.numbers else [
        o for o in decision.options
        if isinstance(o, int) and not isinstance(o, bool) and o not in taken]
    called = [o for o in ids if (obj := game.find(o)) is not None and game.called(obj, item.name)]
    if not called:
        offered = ", ".join(decision.label(k) for k in range(len(decision.options))[:8])
        raise _refused(decision, f"no option is an object called {item.name!r} "
                                 f"(the options: {offered or 'none'})")
    return max(called) if item.newest else min(called)


_ID_SUFFIX = re.compile(r"(.*)#(\d+)")


def _division(game: Game, decision: Decision, item: Division) -> tuple[int, ...]:
    """The offered division (an option: one amount per recipient, labelled "1 to Hill
    Giant#2, 5 to Grizzly Bears#3") giving each recipient ``item`` names its amount, the
    others none (CR 601.2d, 510.1c-d); an explicit 0 is one given none. Refused if none
    fits, or several do (two recipients of a name: name one as "Name#id")."""
    zeros = [name for name, n in item.parts if n == 0]
    if zeros and decision.kind == "divide":
        # CR 601.2d: each target of a divided spell or ability gets at least one
        raise _refused(decision, f"each target must receive at least one of the amount "
                                 f"divided (601.2d): 0 to {', '.join(zeros)}")
    given = tuple((name, n) for name, n in item.parts if n)
    fits = []
    for index, option in enumerate(decision.options):
        if not isinstance(option, tuple) or not all(isinstance(n, int) for n in option):
            continue
        parts = _label_parts(decision.label(index), [n for n in option if n])
        if parts is not None and _gives(game, parts, given):
            fits.append(index)
    if len(fits) == 1:
        found: tuple[int, ...] = decision.options[fits[0]]
        _check_zeros(game, decision, zeros, found)
        return found
    if fits:
        shown = "; ".join(decision.label(k) for k in fits[:4])
        raise _refused(decision, f"the division {item} fits several offered ({shown}): "
                                 "name each recipient as \"Name#id\"")
    offered = "; ".join(decision.label(k) for k in range(min(len(decision.options), 6)))
    more = f" and {len(decision.options) - 6} more" if len(decision.options) > 6 else ""
    why = f"no division offered gives {item}"
    amounts = _by_recipient(game, decision, item)
    reason = decision.why_not(game, amounts) if amounts is not None and decision.why_not \
        else None
    if amounts is not None and decision.partial and decision.why_not and reason is None:
        _check_zeros(game, decision, zeros, amounts)
        return amounts  # legal though past the divisions listed (CR 510.1c-d)
    if amounts is not None and reason:
        try:  # the kernel's refusal carries the rules its reason cites (CR 510.1c, 702.19b)
            decision.validate((amounts,), game)
        except IllegalActionError as exc:
            raise IllegalAnswerError(f"{decision.prompt}: {why} (offered: {offered or 'none'}"
                                     f"{more}): {reason}", rule=decision.rule,
                                     step=decision.kind, cites=exc.cites) from None
    raise _refused(decision, f"{why} (offered: {offered or 'none'}{more})")


def _check_zeros(game: Game, decision: Decision, zeros: Sequence[str],
                 amounts: Sequence[int]) -> None:
    """Each name given 0 names a recipient the chosen division gives none (CR 510.1c-d: a
    recipient may be assigned no damage); refused if it names none, or only one given some."""
    for name in zeros:
        named = [k for k, label in enumerate(decision.recipients) if _names(game, label, name)]
        if not named:
            shown = ", ".join(decision.recipients) or "none"
            raise _refused(decision, f"{name!r} given 0 is no recipient of the damage "
                                     f"(the recipients: {shown})")
        if all(k < len(amounts) and amounts[k] for k in named):
            raise _refused(decision, f"{name!r} is given 0 and an amount at once")


def _by_recipient(game: Game, decision: Decision, item: Division) -> tuple[int, ...] | None:
    """``item`` as the decision's amounts, one per recipient in order (none: 0), when each
    name it gives names one recipient of ``decision.recipients`` and no two name the same;
    None otherwise."""
    amounts = [0] * len(decision.recipients)
    taken: set[int] = set()
    for name, n in item.parts:
        found = [k for k, label in enumerate(decision.recipients)
                 if k not in taken and _names(game, label, name)]
        if len(found) != 1:
            return None
        taken.add(found[0])
        amounts[found[0]] = n
    return tuple(amounts) if decision.recipients else None


def _label_parts(label: str, amounts: Sequence[int]) -> list[tuple[str, int]] | None:
    """A division's label read with its known amounts, in order: "1 to Hill Giant#2, 5 to
    Grizzly Bears#3" with (1, 5) is [("Hill Giant#2", 1), ("Grizzly Bears#3", 5)]; None if
    the label isn't so made."""
    if not amounts:
        return []
    parts: list[tuple[str, int]] = []
    rest = label
    for k, n in enumerate(amounts):
        head = f"{n} to "
        if not rest.startswith(head):
            return None
        rest = rest[len(head):]
        if k + 1 < len(amounts):
            cut = rest.find(f", {amounts[k + 1]} to ")
            if cut < 0:
                return None
            parts.append((rest[:cut], n))
            rest = rest[cut + 2:]
        else:
            parts.append((rest, n))
    return parts


def _gives(game: Game, parts: Sequence[tuple[str, int]],
           wanted: Sequence[tuple[str, int]]) -> bool:
    """Do the recipients and amounts of ``parts`` pair off one to one with ``wanted``?"""
    if len(parts) != len(wanted):
        return False

    def pair(k: int, free: tuple[int, ...]) -> bool:
        if k == len(parts):
            return True
        label, n = parts[k]
        return any(wanted[w][1] == n and _names(game, label, wanted[w][0])
                   and pair(k + 1, tuple(f for f in free if f != w)) for w in free)

    return pair(0, tuple(range(len(wanted))))


def _names(game: Game, label: str, name: str) -> bool:
    """Does the file's ``name`` name the recipient labelled ``label`` ("Hill Giant#2", a
    player's name)? Its whole label, or the name of the object it shows."""
    wanted = name.strip().lower()
    if label.lower() == wanted:
        return True
    m = _ID_SUFFIX.fullmatch(label)
    obj = game.find(int(m.group(2))) if m else None
    return obj is not None and game.called(obj, wanted)
