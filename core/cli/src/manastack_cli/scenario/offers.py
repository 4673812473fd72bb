"""What a decision offers, stated by a scenario: ``unavailable`` and ``offered`` on an answer.

A scenario answers a decision with ``choose``; it can also state what the decision's options
are, which is how a rule that makes a choice impossible is tested: a spell's new target
can't be a creature with hexproof (CR 702.11b, 115.7), Duress can't take a land (701.9b:
only a card that fits the instruction is chosen), "sacrifice another creature" doesn't
offer its source (109.5). An answer table may say:

* ``unavailable = [...]``: none of these is among the decision's options;
* ``offered = [...]``: the options are exactly these (no other, none missing).

Each item names an option as ``choose`` does: a card name (every object of that name among
the options), a player ("Bob", "you", "opponent"), or ``{ card = "...", newest = true }``,
which here names the newest (oldest) object of that name in the game: the one made last,
wherever it is (CR 400.7), since an option that is unavailable is not among the options to
pick it from. The statement is checked on the first decision of the answer's ``kind`` (and
``player``, when given) asked during the action, whatever answers it (the answer's own
``choose``, the action's ``targets`` or ``sacrifice``, or the first legal option when the
table has no ``choose``). A statement that does not hold is a failed expectation, reported
with the others (the run goes on); one no decision of its kind was asked for is a bad file,
like an unused answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from attrs import define, field, frozen

from manastack import PlayerRef, Zone
from manastack_cli.scenario.choices import Newest

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import Decision

__all__ = ["Offers", "Statement"]


@frozen
class Statement:
    """What the first decision of ``kind`` (of ``player``, when given) asked during an action
    must offer: none of ``unavailable``; exactly ``offered`` when given."""

    kind: str
    player: int | None = None
    unavailable: tuple[Any, ...] = ()
    offered: tuple[Any, ...] | None = None

    def describe(self) -> str:
        parts = []
        if self.unavailable:
            parts.append(f"unavailable = [{', '.join(_shown(i) for i in self.unavailable)}]")
        if self.offered is not None:
            parts.append(f"offered = [{', '.join(_shown(i) for i in self.offered)}]")
        return f"{self.kind!r} ({'; '.join(parts)})"


@define
class Offers:
    """The statements of the action being taken, each checked on the decision it is about
    as the game asks it (:meth:`install`); ``failures`` are the ones that did not hold,
    ``checked`` how many were checked."""

    pending: list[Statement] = field(factory=list)
    failures: list[str] = field(factory=list)
    checked: int = 0

    def install(self, game: Game) -> None:
        """From now on, each decision the game asks is first checked against the first
        pending statement of its kind and player (a wrapper of ``Game.ask``: asked once per
        decision, not on the priority listing)."""
        ask = game.ask

        def asking(decision: Decision) -> tuple[Any, ...]:
            self.check(game, decision)
            return ask(decision)

        game.ask = asking  # type: ignore[method-assign]

    def start(self, statements: Sequence[Statement]) -> None:
        """An action begins: its statements are the pending ones."""
        self.pending = list(statements)
        self.failures = []
        self.checked = 0

    def check(self, game: Game, decision: Decision) -> None:
        for i, statement in enumerate(self.pending):
            if statement.player is not None and statement.player != decision.player:
                continue
            if statement.kind != decision.kind:
                continue
            del self.pending[i]
            self.checked += 1
            for message in _differences(game, decision, statement):
                if message not in self.failures:  # a step replayed asks the same again
                    self.failures.append(message)
            return


def _differences(game: Game, decision: Decision, statement: Statement) -> list[str]:
    """How ``decision``'s options differ from ``statement``, in words naming the option and
    the decision."""
    asked = (f"the {decision.kind!r} decision ({game.player(decision.player).name}: "
             f"{decision.prompt}, CR {decision.rule})")
    shown = _options_shown(game, decision)
    out = []
    for item in statement.unavailable:
        found = _naming(game, decision, item)
        if found:
            which = ", ".join(_option_shown(game, decision, k) for k in found)
            said = _shown(item, game)
            said += f" ({which})" if which != said else ""
            out.append(f"{asked} offered {said}, stated unavailable (its options: {shown})")
    if statement.offered is not None:
        named: set[int] = set()
        for item in statement.offered:
            found = _naming(game, decision, item)
            if not found:
                out.append(f"{asked} did not offer {_shown(item, game)}, stated offered "
                           f"(its options: {shown})")
            named.update(found)
        extra = [k for k in range(len(decision.options)) if k not in named]
        if extra:
            others = ", ".join(_option_shown(game, decision, k) for k in extra)
            out.append(f"{asked} offered {others}, not among those stated offered "
                       f"(its options: {shown})")
    return out


def _naming(game: Game, decision: Decision, item: Any) -> list[int]:
    """The indexes of the options ``item`` names: each object of a name (by its name now, CR
    707.2), a player, an option whose label or value is the item; the newest (oldest)
    object of a name in the game, if it is an option."""
    options = decision.options
    if isinstance(item, Newest):
        made = [o.id for zone in Zone for o in game.objects_in(zone)
                if game.called(o, item.name)]
        if not made:
            return []
        wanted = max(made) if item.newest else min(made)
        return [k for k, option in enumerate(options) if _is_id(decision, option)
                and option == wanted]
    if isinstance(item, PlayerRef):
        return [k for k, option in enumerate(options) if option == item]
    text = str(item).strip().lower()
    found = []
    for k, option in enumerate(options):
        if option == item and type(option) is type(item):
            found.append(k)
            continue
        if _is_id(decision, option):
            obj = game.find(option)
            if obj is not None and game.called(obj, text):
                found.append(k)
                continue
        elif isinstance(option, PlayerRef) and game.player(option.index).name.lower() == text:
            found.append(k)
            continue
        if decision.label(k).lower() == text or str(option).lower() == text:
            found.append(k)
    return found


def _is_id(decision: Decision, option: Any) -> bool:
    """Is ``option`` an object's id (not a number chosen, not a flag)?"""
    return isinstance(option, int) and not isinstance(option, bool) and not decision.numbers


def _option_shown(game: Game, decision: Decision, index: int) -> str:
    option = decision.options[index]
    if _is_id(decision, option) and not decision.labels:
        obj = game.find(option)
        if obj is not None:
            return str(obj)
    if isinstance(option, PlayerRef):
        return game.player(option.index).name
    return decision.label(index)


def _options_shown(game: Game, decision: Decision) -> str:
    shown = [_option_shown(game, decision, k) for k in range(min(len(decision.options), 12))]
    more = len(decision.options) - len(shown)
    return (", ".join(shown) or "none") + (f" and {more} more" if more > 0 else "")


def _shown(item: Any, game: Game | None = None) -> str:
    if isinstance(item, PlayerRef):
        return game.player(item.index).name if game is not None else f"player {item.index + 1}"
    if isinstance(item, Newest):
        return str(item)
    return repr(item)

