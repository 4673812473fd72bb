"""Printing a scenario as it runs (``manastack run``, ``manastack demo``).

:class:`TextReporter` writes the readable log: each action, the events it caused with
their CR rules, the layer pass of each object an effect or a counter changes (CR 613), and
a board table after each action that changed it. :class:`JsonReporter` writes the event
log as JSON lines. :class:`Style` colours text for a terminal, or leaves it plain.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from manastack import Zone
from manastack.api import explain as explain_layers
from manastack_cli.scenario.expectations import concerning
from manastack_cli.scenario.files import Action, Scenario
from manastack_cli.scenario.runner import Reporter

if TYPE_CHECKING:
    from manastack import Game, IllegalActionError
    from manastack.api import Event, GameObject

__all__ = [
    "EXPLAIN_EVENTS",
    "LAYER_RULES",
    "JsonReporter",
    "Style",
    "TextReporter",
    "board_lines",
    "event_line",
    "layer_lines",
    "use_color",
]


def use_color(choice: str) -> bool:
    """Colour for ``--color auto|always|never``: auto is on for a terminal, unless ``NO_COLOR``
    has a value (https://no-color.org: any non-empty value; an empty one is unset) or ``TERM``
    is ``dumb``. ``--color always`` wins over ``NO_COLOR``, as that convention asks."""
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


class Style:
    """ANSI colours, or nothing (piped output, ``NO_COLOR``, ``--color never``)."""

    _CODES: ClassVar[dict[str, str]] = {
        "bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34",
        "magenta": "35", "cyan": "36",
    }

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def __call__(self, text: str, *styles: str) -> str:
        if not self.enabled or not styles:
            return text
        codes = ";".join(self._CODES[s] for s in styles)
        return f"\033[{codes}m{text}\033[0m"


_KIND_STYLE = {
    "cast": ("bold",), "resolve": ("bold",), "cost": ("yellow",), "zone_change": ("cyan",),
    "effect": ("magenta",), "trigger": ("blue",), "delayed": ("blue",), "replacement": ("magenta",),
    "damage": ("red",), "life": ("red",), "choice": ("dim",), "priority": ("dim",),
    "step": ("bold",), "turn": ("bold",),
}


def event_line(event: Event, style: Style) -> str:
    """One event as a readable line with its CR rule."""
    text = style(event.text, *_KIND_STYLE.get(event.kind, ()))
    cite = "  " + style(f"[CR {event.rule}]", "dim") if event.rule else ""
    return f"{text}{cite}"


def board_lines(game: Game, style: Style) -> list[str]:
    """The board as a table: per player a heading row (life, library, who is active),
    then one row per non-empty zone; then the stack, top first.

    Identical untapped (or tapped) permanents without counters or effects are
    shown once with a count ("Forest x4"), so a board of lands stays one line.
    """
    lines = []
    width = max(len(p.name) for p in game.players)
    active = game.state.turn.active
    for p in game.players:
        life = f"life {p.life}" + (f", poison {p.poison}" if p.poison else "")
        lost = "  " + style("LOST", "red", "bold") if p.lost else ""
        mark = " (active)" if p.index == active else ""
        pool = f"   pool {p.mana_pool}" if not p.mana_pool.is_empty() else ""
        lines.append("  | " + style(f"{p.name}{mark}".ljust(width + 9), "bold")
                     + f"  {life:<9}  library {len(game.library(p.index))}{pool}{lost}")
        permanents = _grouped([_permanent_text(game, o) for o in game.battlefield()
                               if game.controller(o.id) == p.index])
        rows = (
            ("hand", [o.card.name for o in game.hand(p.index)]),
            ("battlefield", permanents),
            ("graveyard", [o.card.name for o in game.graveyard(p.index)]),
            ("exile", [o.card.name for o in game.objects_in(Zone.EXILE) if o.owner == p.index]),
            ("command", [o.card.name for o in game.objects_in(Zone.COMMAND)
                         if o.owner == p.index]),
        )
        for label, names in rows:
            if names:
                lines.append(f"  |   {style(label.ljust(11), 'dim')}  {', '.join(names)}")
    stack = game.stack()
    if stack:
        lines.append("  |   " + style("stack".ljust(11), "dim") + "  " + ", ".join(
            f"{o.card.name} ({game.player(o.controller).name})" for o in reversed(stack))
            + "  (top first)")
    return lines


def _grouped(texts: Sequence[str]) -> list[str]:
    """Equal neighbours counted once: ["Forest", "Forest"] -> ["Forest x2"]."""
    out: list[str] = []
    counts: list[int] = []
    for text in texts:
        if out and out[-1] == text:
            counts[-1] += 1
        else:
            out.append(text)
            counts.append(1)
    return [t if n == 1 else _with_count(t, n) for t, n in zip(out, counts)]


def _with_count(text: str, n: int) -> str:
    name, sep, rest = text.partition(" (")
    return f"{name} x{n}{' (' if sep else ''}{rest}"


def _permanent_text(game: Game, obj: GameObject) -> str:
    ch = game.chars(obj.id)
    text = obj.card.name
    if ch.is_creature:
        text += f" {game.power(obj.id)}/{game.toughness(obj.id)}"
    notes = []
    if obj.tapped:
        notes.append("tapped")
    if ch.is_creature and game.summoning_sick(obj.id):
        notes.append("sick")
    if game.is_attacking(obj.id):
        notes.append("attacking")
    notes += [f"{kind}:{n}" for kind, n in sorted(obj.counters.items())]
    gained = sorted(ch.keywords - game.rules.printed(obj.card).keywords)
    notes += [f"+{k}" for k in gained]
    return text + (f" ({', '.join(notes)})" if notes else "")


#: The CR rule of each layer and sublayer (613.1, 613.4).
LAYER_RULES = {
    "1": "613.1a", "2": "613.1b", "3": "613.1c", "4": "613.1d", "5": "613.1e", "6": "613.1f",
    "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d",
}


def layer_lines(game: Game) -> dict[int, list[tuple[str, str]]]:
    """For each object some continuous effect or counter changes, what applies in
    which layer, in the order the layer pass applies it (CR 613): ``(layers, text)``.

    Consecutive layers of one effect are one row ("4, 6, 7b"), as an effect
    applies each of its parts in its own layer (613.6); +1/+1 and -1/-1
    counters are a row of layer 7c (613.4c).
    """
    out: dict[int, list[tuple[str, str]]] = {}
    for layer, text, oid in explain_layers(game):
        rows = out.setdefault(oid, [])
        if rows and rows[-1][1] == text:
            rows[-1] = (f"{rows[-1][0]}, {layer}", text)
        else:
            rows.append((layer, text))
    for obj in game.battlefield():
        plus = obj.counter("+1/+1") - obj.counter("-1/-1")
        if plus and game.chars(obj.id).is_creature:
            n = abs(plus)
            kind = "+1/+1" if plus > 0 else "-1/-1"
            out.setdefault(obj.id, []).append(("7c", f"{n} {kind} counter{'s' if n > 1 else ''}"))
    return out


def _wrapped(text: str, indent: str, width: int = 100) -> list[str]:
    """Prose from the file as lines of at most ``width`` characters (words never split)."""
    return textwrap.wrap(" ".join(text.split()), width=width, initial_indent=indent,
                         subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False)


#: How many events ``--explain`` shows under a failed expectation.
EXPLAIN_EVENTS = 12


class TextReporter(Reporter):
    """The readable log: each action, the events it caused with their CR rules, the board.

    ``explain``: under each failed expectation, the last :data:`EXPLAIN_EVENTS` events of the
    log concerning what it names (cards, players); when none does, the last events of the log.
    """

    def __init__(self, write: Callable[[str], None], style: Style, *, board: bool = True,
                 layers: bool = False, explain: bool = False) -> None:
        self.write = write
        self.style = style
        self.board = board
        self.layers = layers
        self.explaining = explain
        self._where: tuple[int, str] | None = None
        self._layered: dict[int, tuple[tuple[str, str], ...]] = {}
        self._board: list[str] = []
        self._refusal: IllegalActionError | None = None
        self._defaults: list[str] = []

    def begin(self, scenario: Scenario, game: Game) -> None:
        s = self.style
        self.write(s(f"scenario: {scenario.name}", "bold") + s(f"  ({scenario.path})", "dim"))
        if scenario.description:
            for line in _wrapped(scenario.description, "  "):
                self.write(line)
        plugins = ", ".join(game.rules.ruleset.enabled)
        t = game.state.turn
        self.write(f"  plugins: {plugins}")
        self.write(f"  turn {t.number}, {t.step.label}, {game.player(t.active).name} active")
        if self.board:
            self._board = board_lines(game, s)
            for line in self._board:
                self.write(line)

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        s = self.style
        self.write("")
        self.write(s(f"== {action.number}. {action.describe()}", "bold", "green"))
        if "note" in action.options:
            for line in _wrapped(action.options["note"], "   "):
                self.write(s(line, "dim"))
        for event in events:
            here = (event.turn, event.step)
            if here != self._where:
                self._where = here
                self.write(s(f"   -- turn {event.turn}, {event.step}", "dim"))
            self.write("   " + event_line(event, s))
        if self._refusal is not None:
            exc, self._refusal = self._refusal, None
            cite = f"  [CR {exc.rule}]" if exc.rule else ""
            self.write("   " + s(f"refused: {exc.reason}", "red") + s(cite, "dim"))
            self.write("   " + s("the game is exactly as it was before the attempt", "dim")
                       + s("  [CR 732]", "dim"))
        for message in self._defaults:  # a choice the file didn't state: said, not hidden
            self.write("   " + s(f"default: {message}", "yellow"))
        self._defaults = []
        if self.layers:
            self._write_layers(game)
        if self.board:
            lines = board_lines(game, s)
            if lines != self._board:  # an unchanged board is not shown again
                for line in lines:
                    self.write(line)
            self._board = lines

    def refused(self, action: Action, error: IllegalActionError) -> None:
        self._refusal = error

    def defaulted(self, action: Action, message: str) -> None:
        self._defaults.append(message)

    def _write_layers(self, game: Game) -> None:
        """The layer pass of every object whose effects or counters changed (CR 613)."""
        s = self.style
        now = {oid: tuple(rows) for oid, rows in layer_lines(game).items()
               if game.find(oid) is not None}
        for oid, rows in now.items():
            if self._layered.get(oid) == rows:
                continue
            obj = game.obj(oid)
            ch = game.chars(oid)
            result = f"{game.power(oid)}/{game.toughness(oid)} " if ch.is_creature else ""
            result += " ".join(t.lower() for t in ch.type_line.card_types)
            gained = sorted(ch.keywords - game.rules.printed(obj.card).keywords)
            result += "".join(f", {k}" for k in gained)
            self.write("   " + s(f"layers: {obj} is now {result.strip()}", "magenta")
                       + "  " + s("[CR 613.1]", "dim"))
            width = max(len(layers) for layers, _ in rows)
            for layers, text in rows:
                rules = ", ".join(LAYER_RULES.get(n.strip(), "613.1") for n in layers.split(","))
                self.write(f"     layer {layers.ljust(width)}  {text}  " + s(f"[CR {rules}]", "dim"))
        self._layered = now

    def failure(self, message: str) -> None:
        self.write(self.style(f"FAIL {message}", "red", "bold"))

    def explain(self, difference: str, game: Game) -> None:
        if not self.explaining:
            return
        s = self.style
        names = list(dict.fromkeys(getattr(difference, "names", ())))
        about = concerning(game, game.log, names)
        if about:
            shown = about[-EXPLAIN_EVENTS:]
            more = f"the last {len(shown)} of " if len(shown) < len(about) else ""
            self.write(s(f"     why: {more}{len(about)} event(s) concerning "
                         f"{', '.join(names)}:", "dim"))
        else:
            shown = game.log[-EXPLAIN_EVENTS:]
            about_what = f"no event concerns {', '.join(names)}; " if names else ""
            self.write(s(f"     why: {about_what}the last {len(shown)} event(s) of the log:",
                         "dim"))
        for event in shown:
            self.write(f"       turn {event.turn}, {event.step}: " + event_line(event, s))


class JsonReporter(Reporter):
    """The event log as JSON lines (:meth:`Event.to_json`); failures go to ``fail``."""

    def __init__(self, write: Callable[[str], None], fail: Callable[[str], None]) -> None:
        self.write = write
        self.fail = fail
        self._seen = 0

    def begin(self, scenario: Scenario, game: Game) -> None:
        self._seen = len(game.log)
        for event in game.log:
            self.write(event.to_json())

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        for event in events:
            self.write(event.to_json())

    def failure(self, message: str) -> None:
        self.fail(f"FAIL {message}")

    def defaulted(self, action: Action, message: str) -> None:
        self.fail(f"default: action {action.number} ({action.describe()}): {message}")

