"""Deck lists: the usual text format ("4 Lightning Bolt") and the built-in decks.

Format (one entry per line, read as plain data: nothing in a deck file runs)::

    # name: Vanilla red-green
    # requires: earthbend, haste
    4 Lightning Bolt
    4x Grizzly Bears          # "4x" is accepted too
    1 Shock (M21) 159         # an Arena set code and collector number are ignored
    Sideboard                 # (or "SB: 2 Negate") the sideboard: parsed, not played

* Blank lines and comments (``#`` to the end of a line, ``//`` at its start) are ignored;
  ``Deck``, ``Main``, ``Mainboard`` and ``Commander`` headers are accepted.
* ``# name: ...`` names the deck; ``# requires: a, b`` lists the plugins its
  cards need, so a deck for a plugin that is not installed or not enabled is
  reported as such (:class:`DeckNeedsPluginError`) instead of failing on a card.
* Every error is one line naming the file and the line (:class:`DeckError`); a file that
  does not look like a deck list (no line like "4 Lightning Bolt") is not quoted back.
* Limits (:mod:`manastack_cli.limits`): at most 2,000 cards, 1,000 copies on one line,
  20,000 characters in a line and 1 MB in the file, checked before any card is made.

Checks against the rules (:meth:`Deck.check`): every card exists in the enabled
card sources and is playable (text understood, keyword plugins enabled), and,
for constructed play, CR 100.2a: at least 60 cards in the main deck and no
more than four copies of a card other than a basic land.

Built-in decks live in ``manastack_cli/data/decks/*.txt``; :func:`load_deck` takes
a path or the name of a built-in deck (``vanilla``, ``earthbend-haste``, ...).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen

from manastack import ManastackError, UnknownCardError, quoted
from manastack_cli.limits import (
    MAX_COUNT,
    MAX_DECK_CARDS,
    MAX_FILE_BYTES,
    MAX_LINE_CHARS,
    MAX_NUMBER_DIGITS,
)

if TYPE_CHECKING:
    from manastack import Rules

__all__ = [
    "MAX_COPIES",
    "MIN_CONSTRUCTED",
    "Deck",
    "DeckEntry",
    "DeckError",
    "DeckNeedsPluginError",
    "builtin_deck_names",
    "load_deck",
    "parse_deck",
]

#: CR 100.2a: a constructed deck has at least sixty cards ...
MIN_CONSTRUCTED = 60
#: ... and no more than four of any card other than basic lands.
MAX_COPIES = 4

_HEADERS = {"deck", "main", "maindeck", "mainboard", "main deck", "commander", "companion"}
_SIDEBOARD = {"sideboard", "side board", "sb"}
_ENTRY = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<name>\S.*?)$")
# What makes a file look like a deck list: a line such as "4 Lightning Bolt" or "4x Shock".
_LOOKS_LIKE_ENTRY = re.compile(r"^\s*(?:[Ss][Bb]:\s*)?\d{1,4}\s*[xX]?\s+[A-Za-z]", re.MULTILINE)
# Arena exports end a line with "(SET) 123": a set code in parentheses and a number.
_SET_SUFFIX = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(?:\s+[A-Za-z0-9-]+)?$")
_DIRECTIVE = re.compile(r"^\s*#\s*(?P<key>name|requires)\s*:\s*(?P<value>.*?)\s*$", re.IGNORECASE)
_PLUGIN_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")


class DeckError(ManastackError):
    """A malformed deck list, or a deck its rules can't play: names the file and the line."""


class DeckNeedsPluginError(DeckError):
    """A deck whose ``# requires:`` plugins are not all enabled (``plugins`` lists them)."""

    def __init__(self, message: str, plugins: Iterable[str]) -> None:
        super().__init__(message)
        self.plugins = tuple(plugins)


@frozen
class DeckEntry:
    """``count`` copies of the card called ``name``, from line ``line`` of the list."""

    count: int
    name: str
    line: int = 0


@frozen
class Deck:
    """A parsed deck list: main deck, sideboard, the plugins it needs, where it came from."""

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    requires: tuple[str, ...] = ()
    source: str = "<text>"

    @property
    def size(self) -> int:
        return sum(e.count for e in self.main)

    def cards(self) -> list[str]:
        """The main deck as a list of card names, one per card, in list order."""
        return [e.name for e in self.main for _ in range(e.count)]

    def missing_plugins(self, rules: Rules) -> list[str]:
        """The plugins of ``# requires:`` that ``rules`` doesn't have enabled."""
        return [p for p in self.requires if not rules.ruleset.is_enabled(p)]

    def check(self, rules: Rules, *, constructed: bool = True) -> Deck:
        """Check the deck can be played by ``rules``; return it with canonical card names.

        Raises :class:`DeckNeedsPluginError` if a required plugin is not enabled,
        else :class:`DeckError` for an unknown or unplayable card or (with
        ``constructed``) a deck breaking CR 100.2a.
        """
        missing = self.missing_plugins(rules)
        if missing:
            installed = {p.name for p in rules.ruleset.plugins}
            how = ", ".join(
                f"{p} ({'installed, not enabled' if p in installed else 'not installed'})"
                for p in missing
            )
            raise DeckNeedsPluginError(f"{self.source}: needs plugin(s) {how}", missing)
        entries: list[DeckEntry] = []
        merged: dict[str, int] = {}
        for entry in self.main:
            try:
                card = rules.card(entry.name)
            except UnknownCardError as exc:
                raise DeckError(f"{self.source}:{entry.line}: {exc}") from None
            if card.missing_keywords:
                keyword, plugin = card.missing_keywords[0]
                raise DeckError(
                    f"{self.source}:{entry.line}: {card.name!r} uses the keyword {keyword!r}, "
                    f"provided by the plugin {plugin!r}, which is not enabled")
            if card.unrecognized:
                raise DeckError(
                    f"{self.source}:{entry.line}: {card.name!r} is not playable: rules text not "
                    f"understood: {quoted(card.unrecognized[0])}")
            entries.append(DeckEntry(entry.count, card.name, entry.line))
            merged[card.name] = merged.get(card.name, 0) + entry.count
        if constructed:
            size = sum(merged.values())
            if size < MIN_CONSTRUCTED:
                raise DeckError(f"{self.source}: deck {quoted(self.name)} has {size} cards; a "
                                f"constructed deck has at least {MIN_CONSTRUCTED} (CR 100.2a)")
            for name, count in merged.items():
                card = rules.card(name)
                basic = card.type_line.has_supertype("Basic") and card.type_line.has_type("Land")
                if count > MAX_COPIES and not basic:
                    raise DeckError(
                        f"{self.source}: deck {quoted(self.name)} has {count} copies of {name!r}; "
                        f"at most {MAX_COPIES} of a card other than a basic land (CR 100.2a)")
        return Deck(name=self.name, main=tuple(entries), sideboard=self.sideboard,
                    requires=self.requires, source=self.source)


def _strip_comment(line: str) -> str:
    # "//" comments only start a line: split cards are named "Fire // Ice"
    if line.lstrip().startswith("//"):
        return ""
    cut = line.find("#")
    if cut >= 0:
        line = line[:cut]
    return line.strip()


def parse_deck(text: str, *, name: str = "deck", source: str = "<text>") -> Deck:
    """Parse a deck list (see the module docstring); :class:`DeckError` on malformed text."""
    if not isinstance(text, str):
        raise DeckError(f"{source}: a deck list is text, got {type(text).__name__}")
    if "\x00" in text:
        raise DeckError(f"{source}: not a text file (NUL byte)")
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    requires: list[str] = []
    in_side = False
    total = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise DeckError(f"{source}:{number}: too large: a line of {len(raw)} characters; at "
                            f"most {MAX_LINE_CHARS} (see 'Limits' in docs/scenarios.rst)")
        directive = _DIRECTIVE.match(raw)
        if directive:
            key, value = directive.group("key").lower(), directive.group("value")
            if key == "name":
                if value:
                    name = value
            else:
                for item in value.split(","):
                    plugin = item.strip()
                    if not plugin:
                        continue
                    if not _PLUGIN_NAME.match(plugin):
                        raise DeckError(f"{source}:{number}: bad plugin name {quoted(plugin)} in "
                                        "'# requires:'")
                    if plugin not in requires:
                        requires.append(plugin)
            continue
        line = _strip_comment(raw)
        if not line:
            continue
        low = line.lower().rstrip(":").strip()
        if low in _HEADERS:
            in_side = False
            continue
        if low in _SIDEBOARD:
            in_side = True
            continue
        target = side if in_side else main
        if line[:3].lower() == "sb:":
            target, line = side, line[3:].strip()
        match = _ENTRY.match(line)
        if match is None:
            if not main and not side and _LOOKS_LIKE_ENTRY.search(text) is None:
                # not a deck list (a binary, a scenario file): its text is not quoted back
                raise DeckError(f"{source}:{number}: not a deck list: no line reads "
                                "'COUNT CARD NAME' (like '4 Lightning Bolt')")
            raise DeckError(f"{source}:{number}: expected 'COUNT CARD NAME' "
                            f"(like '4 Lightning Bolt'), got {quoted(line)}")
        digits = match.group("count").lstrip("0")
        if len(digits) > MAX_NUMBER_DIGITS:  # before int(), which refuses 4,300 digits
            raise DeckError(f"{source}:{number}: a count of {len(digits)} digits is more than "
                            f"{MAX_COUNT}")
        count = int(match.group("count"))
        if count < 1:
            raise DeckError(f"{source}:{number}: a count must be at least 1, got {count}")
        if count > MAX_COUNT:
            raise DeckError(f"{source}:{number}: {count} copies is more than {MAX_COUNT}")
        total += count
        if total > MAX_DECK_CARDS:  # before any card is made: each would be a game object
            raise DeckError(f"{source}:{number}: too large: more than {MAX_DECK_CARDS} cards in "
                            "the deck (see 'Limits' in docs/scenarios.rst)")
        card = _SET_SUFFIX.sub("", match.group("name")).strip()
        if not card:
            raise DeckError(f"{source}:{number}: missing card name")
        target.append(DeckEntry(count, card, number))
    if not main:
        raise DeckError(f"{source}: no cards in the main deck")
    return Deck(name=name, main=tuple(main), sideboard=tuple(side), requires=tuple(requires),
                source=source)


def builtin_deck_names() -> list[str]:
    """Names of the built-in decks (``manastack_cli/data/decks/*.txt``), sorted."""
    folder = resources.files("manastack_cli").joinpath("data", "decks")
    return sorted(entry.name[:-4] for entry in folder.iterdir() if entry.name.endswith(".txt"))


def load_deck(spec: str | Path) -> Deck:
    """Read a deck from a file path, or the built-in deck of that name."""
    path = Path(spec)
    if path.is_file():
        try:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                raise DeckError(f"{path}: {size} bytes is too large for a deck list (at most "
                                f"{MAX_FILE_BYTES})")
            data = path.read_bytes()
        except OSError as exc:
            raise DeckError(f"{path}: cannot read: {exc.strerror or exc}") from None
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise DeckError(f"{path}: not UTF-8 text (byte {exc.start})") from None
        return parse_deck(text, name=path.stem, source=str(path))
    key = str(spec).strip().lower().replace("_", "-")
    names = builtin_deck_names()
    if key in names:
        resource = resources.files("manastack_cli").joinpath("data", "decks", f"{key}.txt")
        return parse_deck(resource.read_text("utf-8"), name=key,
                          source=f"built-in deck {key!r}")
    if path.exists():
        raise DeckError(f"{path}: not a file")
    raise DeckError(f"no deck file {quoted(spec)} and no built-in deck of that name "
                    f"(built-in: {', '.join(names)})")
