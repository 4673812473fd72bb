"""Exceptions raised by manastack.

Every error a user can cause derives from :class:`ManastackError` and carries a
one-line message fit for a terminal: what is wrong and where.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from manastack.model.costs import CostPart

#: How many characters of a user's text (a card name, a line of a file) a message quotes.
QUOTE_LIMIT = 80


def shortened(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    shown = str(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "\u2026"


def quoted(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``text`` quoted as ``repr`` does (control and bidirectional characters escaped), cut
    to ``limit`` characters with an ellipsis: a 10 MB name must not make a 10 MB message."""
    shown = str(text)
    if len(shown) > limit:
        return repr(shown[: limit - 1]) + "\u2026"
    return repr(shown)


def not_utf8(where: str, raw: bytes, exc: UnicodeDecodeError) -> str:
    """The one-line message for a file that is not UTF-8 text: the file, the line holding
    the first bad byte (counted from 1) and that byte's offset."""
    line = raw.count(b"\n", 0, exc.start) + 1
    return f"{where}:{line}: not UTF-8 text ({exc.reason} at byte {exc.start})"


class ManastackError(Exception):
    """Base class of every error manastack raises on purpose."""


class IllegalActionError(ManastackError):
    """An action that the rules do not allow (CR 732, "Handling Illegal Actions").

    The game is left exactly as it was before the action began. ``rule`` names the
    CR rule that forbids it and ``step`` the point of the sequence that found it
    (for a spell, the 601.2 step). ``cites`` are the specific rules the refusal rests on
    besides (flying's 702.9b for a block refused at 509.1a, split second's 702.61a for a
    spell refused at 601.2e): :attr:`rules` is every rule it cites. They add nothing to the
    message, which names them itself where it should.
    """

    def __init__(self, message: str, *, rule: str = "", step: str = "",
                 cites: Iterable[str] = ()) -> None:
        self.reason = message
        self.rule = rule
        self.step = step
        self.cites = tuple(dict.fromkeys(c for c in cites if c))
        where = f" [{step}]" if step else ""
        cite = f" (CR {rule})" if rule else ""
        super().__init__(f"illegal action{where}: {message}{cite}")

    @property
    def rules(self) -> tuple[str, ...]:
        """Every CR rule the refusal rests on: ``rule``, ``step`` when it is a rule (a
        decision's step is its kind, "blockers"), then ``cites``; each once."""
        step = (self.step,) if _RULE_NUMBER.fullmatch(self.step) else ()
        return tuple(dict.fromkeys(r for r in (self.rule, *step, *self.cites) if r))


#: A CR rule number: "702", "702.9", "702.9b".
_RULE_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
#: The rule numbers of a parenthesis: "(702.9b)", "(500.8, 508.1c)", "(508.1d: needn't ...)".
_CITED = re.compile(r"\(([^()]*)\)")
_RULE_IN_TEXT = re.compile(r"(?<![\d.])\d{3}\.\d+[a-z]?(?![\d])")


def rules_named(*reasons: str | None) -> tuple[str, ...]:
    """The CR rules ``reasons`` cite, for :class:`IllegalActionError`'s ``cites``: a
    restriction's reason ends with its rule in parentheses, as the restriction hooks ask
    ("has defender (702.3b)", "the attacker has flying (702.9b)"), several joined by "; "."""
    out: list[str] = []
    for reason in reasons:
        for group in _CITED.findall(reason or ""):
            out += _RULE_IN_TEXT.findall(group)
    return tuple(dict.fromkeys(out))


class UnpaidCostError(IllegalActionError):
    """A cost part that can't be paid now (CR 118.3: a cost that can't be paid can't be begun;
    601.2h): ``part`` is the :class:`~manastack.api.CostPart` left unpaid, so a refusal can
    name it and ask it why (``CostPart.unpaid_reason``) without reading the message."""

    def __init__(self, message: str, *, part: CostPart, rule: str = "", step: str = "",
                 cites: Iterable[str] = ()) -> None:
        super().__init__(message, rule=rule, step=step, cites=cites)
        self.part = part


class IllegalAnswerError(IllegalActionError):
    """A player's own answer to a decision is not one of its legal answers (or a player tried
    to act while another action was being carried out, CR 601.2a). The action is refused as
    a whole (CR 732), never worked around by asking again another way."""


class CardDataError(ManastackError):
    """Malformed card data: names the card and the offending text."""


class UnknownCardError(ManastackError):
    """A card name that no enabled card source knows; suggests the closest names."""

    def __init__(self, name: str, suggestions: Sequence[str] = ()) -> None:
        self.name = name
        self.suggestions = tuple(suggestions)
        hint = f"; did you mean {', '.join(quoted(s) for s in self.suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {quoted(name)}{hint}")


class UnsupportedCardError(ManastackError):
    """A card whose text is not fully recognised, or needs a keyword whose plugin is off."""


class PluginError(ManastackError):
    """A plugin could not be loaded, selected, or raised inside a hook (names the plugin)."""


class BrokenPluginsError(PluginError):
    """Enabled plugins that failed to load (an import or entry point that raises, a hook
    implementation pluggy refuses): every one is named, ``broken`` maps each name to its
    one-line cause. The message is one line for one plugin, else a line per plugin."""

    def __init__(self, message: str, broken: Mapping[str, str]) -> None:
        super().__init__(message)
        self.broken = dict(broken)


class PluginCrashError(PluginError):
    """A plugin raised an unexpected exception inside a hook or a card script: a bug in that
    plugin, not in what the user gave (names the plugin; the original is ``__cause__``)."""


class ScenarioError(ManastackError):
    """A malformed scenario file: names the file and the line or action."""
