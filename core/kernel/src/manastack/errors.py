"""Exceptions raised by manastack.

Every error a user can cause derives from :class:`ManastackError` and carries a
one-line message fit for a terminal: what is wrong and where.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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


class ManastackError(Exception):
    """Base class of every error manastack raises on purpose."""


class IllegalActionError(ManastackError):
    """An action that the rules do not allow (CR 732, "Handling Illegal Actions").

    The game is left exactly as it was before the action began. ``rule`` names the
    CR rule that forbids it and ``step`` the point of the sequence that found it
    (for a spell, the 601.2 step).
    """

    def __init__(self, message: str, *, rule: str = "", step: str = "") -> None:
        self.reason = message
        self.rule = rule
        self.step = step
        where = f" [{step}]" if step else ""
        cite = f" (CR {rule})" if rule else ""
        super().__init__(f"illegal action{where}: {message}{cite}")


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
