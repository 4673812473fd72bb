"""Deck lists: the usual text format ("4 Lightning Bolt"), MTG Arena exports, MTGO text
exports and ``.dek`` files, and the built-in decks.

Text format (one entry per line, read as plain data: nothing in a deck file runs)::

    # name: Vanilla red-green
    # requires: earthbend, haste
    4 Lightning Bolt
    4x Grizzly Bears          # "4x" is accepted too
    1 Shock (M21) 159         # an Arena set code and collector number are ignored
    Sideboard                 # (or "SB: 2 Negate") the sideboard: outside the game

* Blank lines and comments (``#`` to the end of a line, ``//`` at its start) are ignored.
* Sections (a line alone, case-insensitive, with or without a colon): ``Deck`` (or
  ``Main``, ``Mainboard``, ``Main deck``), ``Sideboard``, ``Companion`` and ``Commander``.
  Each card goes to the section it is listed under (:class:`Deck` keeps them apart: a
  sideboard or companion card is never counted in the main deck). An MTG Arena export's
  ``About`` section (``Name My Deck``) names the deck.
* A plain list (no section line, no ``#``/``//`` line, no ``SB:``) of exactly two groups
  of cards separated by blank lines is an MTGO text export (or an Arena export without
  section lines): its second group is the sideboard. A list with three or more groups, or
  with a comment or a section line, groups its main deck as it likes: blank lines mean
  nothing there.
* An MTGO ``.dek`` file (XML: ``<Deck><Cards Quantity="4" Sideboard="false" Name="..."/>``)
  is recognised by its content. It is read with DTDs and entities refused (no entity
  expansion, no external file), and any element or attribute not of that format is
  refused naming the line.
* ``# name: ...`` names the deck; ``# requires: a, b`` lists the plugins its
  cards need, so a deck for a plugin that is not installed or not enabled is
  reported as such (:class:`DeckNeedsPluginError`) instead of failing on a card.
* Every error is one line naming the file and the line (:class:`DeckError`); a file that
  does not look like a deck list (no line like "4 Lightning Bolt") is not quoted back.
* Limits (:mod:`manastack_cli.limits`): at most 2,000 cards, 1,000 copies on one line,
  20,000 characters in a line and 1 MB in the file, checked before any card is made.

Checks against the rules (:meth:`Deck.check`): every card of every section exists in the
enabled card sources, every main-deck card is playable (text understood, keyword plugins
enabled; a game asks it of the sideboard too, which it puts outside the game, CR 400.11a:
:meth:`Deck.playable_side_cards`), a companion is one card with a companion ability (CR 702.139a), and, for
constructed play, CR 100.2a: at least 60 cards in the main deck; CR 100.4a: at most 15 in
the sideboard, and no more than four copies of a card other than a basic land in the deck
and sideboard together, or as many as the card's own text allows ("A deck can have any number
of cards named ~", CR 113.6n).

Built-in decks live in ``manastack_cli/data/decks/*.txt``; :func:`load_deck` takes
a path or the name of a built-in deck (``vanilla``, ``earthbend-haste``, ...).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen

from manastack import ManastackError, UnknownCardError, not_utf8, quoted
from manastack.api import DeckConstructionAbility
from manastack_cli.limits import (
    MAX_COUNT,
    MAX_DECK_CARDS,
    MAX_FILE_BYTES,
    MAX_LINE_CHARS,
    MAX_NUMBER_DIGITS,
)

if TYPE_CHECKING:
    from manastack import Rules
    from manastack.api import Card

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
    "parse_dek",
]

#: CR 100.2a: a constructed deck has at least sixty cards ...
MIN_CONSTRUCTED = 60
#: ... and no more than four of any card other than basic lands.
MAX_COPIES = 4

#: A section line -> the section of :class:`Deck` its cards go to.
_SECTIONS = {"deck": "main", "main": "main", "maindeck": "main", "mainboard": "main",
             "main deck": "main", "sideboard": "sideboard", "side board": "sideboard",
             "sb": "sideboard", "companion": "companion", "commander": "commander"}
#: CR 100.4a: a constructed sideboard has at most fifteen cards.
MAX_SIDEBOARD = 15
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
    """A parsed deck list: main deck, sideboard, companion and commander kept apart, the
    plugins it needs, where it came from. Only the main deck is played (:meth:`cards`)."""

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    requires: tuple[str, ...] = ()
    source: str = "<text>"
    companion: tuple[DeckEntry, ...] = ()
    commander: tuple[DeckEntry, ...] = ()
    #: read as an MTGO text export: the sideboard is the group after a blank line
    sideboard_by_blank_line: bool = False

    @property
    def size(self) -> int:
        """Cards in the main deck."""
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
        else :class:`DeckError` for an unknown card in any section, an unplayable card in
        the main deck, a companion that is more than one card or has no companion ability
        (CR 702.139a), or (with ``constructed``) a deck breaking CR 100.2a or a sideboard
        breaking CR 100.4a.
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
            card = self._playable(rules, entry)
            entries.append(DeckEntry(entry.count, card.name, entry.line))
            merged[card.name] = merged.get(card.name, 0) + entry.count
        side = tuple(DeckEntry(e.count, self._card(rules, e).name, e.line) for e in self.sideboard)
        commander = tuple(DeckEntry(e.count, self._card(rules, e).name, e.line)
                          for e in self.commander)
        companion = tuple(DeckEntry(e.count, self._card(rules, e).name, e.line)
                          for e in self.companion)
        if companion:
            first = companion[0]
            if len(companion) > 1 or first.count > 1:
                line = companion[1].line if len(companion) > 1 else first.line
                raise DeckError(f"{self.source}:{line}: a deck has one companion, not "
                                f"{sum(e.count for e in companion)} (CR 702.139a)")
            card = rules.card(first.name)
            keywords = card.definition.keywords if card.definition is not None else ()
            if not any(k.lower() == "companion" for k in keywords) and \
                    not card.text.startswith("Companion"):
                raise DeckError(f"{self.source}:{first.line}: {first.name!r} has no companion "
                                "ability (CR 702.139a)")
        if constructed:
            how = (f" (the cards after the blank line before line {side[0].line} were read as "
                   "the sideboard, as an MTGO text export has it: write 'Sideboard' above a "
                   "sideboard, or '# ' comments in a list grouped in two)"
                   if self.sideboard_by_blank_line and side else "")
            size = sum(merged.values())
            if size < MIN_CONSTRUCTED:
                raise DeckError(f"{self.source}: deck {quoted(self.name)} has {size} cards; a "
                                f"constructed deck has at least {MIN_CONSTRUCTED} (CR 100.2a)"
                                f"{how}")
            side_size = sum(e.count for e in side)
            if side_size > MAX_SIDEBOARD:
                raise DeckError(f"{self.source}: the sideboard has {side_size} cards; at most "
                                f"{MAX_SIDEBOARD} (CR 100.4a){how}")
            combined = dict(merged)
            for e in side:
                combined[e.name] = combined.get(e.name, 0) + e.count
            for name, count in combined.items():
                card = rules.card(name)
                basic = card.type_line.has_supertype("Basic") and card.type_line.has_type("Land")
                own = next((a for a in card.abilities
                            if isinstance(a, DeckConstructionAbility)), None)
                # CR 113.6n: the card's own deck construction rule replaces 100.2a's four
                most = MAX_COPIES if own is None else own.most
                if most is not None and count > most and not basic:
                    where = "" if merged.get(name, 0) == count else " with its sideboard"
                    rule = "CR 100.2a" if not where else "CR 100.2a, 100.4a"
                    limit = (f"at most {MAX_COPIES} of a card other than a basic land ({rule})"
                             if own is None else f"at most {most}, as its text says (CR 113.6n)")
                    raise DeckError(
                        f"{self.source}: deck {quoted(self.name)}{where} has {count} copies of "
                        f"{name!r}; {limit}")
        return Deck(name=self.name, main=tuple(entries), sideboard=side,
                    requires=self.requires, source=self.source, companion=companion,
                    commander=commander, sideboard_by_blank_line=self.sideboard_by_blank_line)

    def side_cards(self) -> list[str]:
        """The sideboard as a list of card names, one per card, in list order: the cards
        each player owns outside the game (CR 400.11a)."""
        return [e.name for e in self.sideboard for _ in range(e.count)]

    def playable_side_cards(self, rules: Rules) -> list[str]:
        """:meth:`side_cards`, for a game: learn and the wishes bring a card from outside the
        game into it (CR 400.11a), so a card there whose text is not all read is refused as a
        main-deck card is, naming its line (:meth:`check` only asks that it exists)."""
        for entry in self.sideboard:
            self._playable(rules, entry, " (in the sideboard, which an effect can bring into "
                                         "the game, CR 400.11a)")
        return self.side_cards()

    def _playable(self, rules: Rules, entry: DeckEntry, where: str = "") -> Card:
        """The card of ``entry``, refused naming its line when a plugin it needs is not
        enabled or its text is not all read."""
        card = self._card(rules, entry)
        if card.missing_keywords:
            keyword, plugin = card.missing_keywords[0]
            raise DeckError(
                f"{self.source}:{entry.line}: {card.name!r}{where} uses the keyword "
                f"{keyword!r}, provided by the plugin {plugin!r}, which is not enabled")
        if card.unrecognized:
            raise DeckError(
                f"{self.source}:{entry.line}: {card.name!r}{where} is not playable: rules text "
                f"not understood: {quoted(card.unrecognized[0])}")
        return card

    def _card(self, rules: Rules, entry: DeckEntry) -> Card:
        try:
            return rules.card(entry.name)
        except UnknownCardError as exc:
            raise DeckError(f"{self.source}:{entry.line}: {exc}") from None


def _strip_comment(line: str) -> str:
    # "//" comments only start a line: split cards are named "Fire // Ice"
    if line.lstrip().startswith("//"):
        return ""
    cut = line.find("#")
    if cut >= 0:
        line = line[:cut]
    return line.strip()


def parse_deck(text: str, *, name: str = "deck", source: str = "<text>") -> Deck:
    """Parse a deck list, or an MTGO ``.dek`` file (by its content; see the module
    docstring); :class:`DeckError` on malformed text."""
    if not isinstance(text, str):
        raise DeckError(f"{source}: a deck list is text, got {type(text).__name__}")
    if "\x00" in text:
        raise DeckError(f"{source}: not a text file (NUL byte)")
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return parse_dek(text, name=name, source=source)
    sections: dict[str, list[DeckEntry]] = {"main": [], "sideboard": [], "companion": [],
                                            "commander": []}
    requires: list[str] = []
    section = "main"
    in_about = False
    plain = True  # no section, directive, comment or "SB:" line: an export's shape
    groups: list[int] = []  # where each group of cards starts in the main deck's entries
    blank = True  # the line before is blank (or the file starts)
    total = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise DeckError(f"{source}:{number}: too large: a line of {len(raw)} characters; at "
                            f"most {MAX_LINE_CHARS} (see 'Limits' in docs/scenarios.rst)")
        directive = _DIRECTIVE.match(raw)
        if directive:
            plain = False
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
            if raw.strip():  # a comment line: a hand-written list
                plain = False
            else:
                blank = True
            continue
        if line != raw.strip():  # a comment after an entry
            plain = False
        low = line.lower().rstrip(":").strip()
        if low == "about":  # an Arena export's first section: the deck's name
            in_about, plain = True, False
            continue
        if in_about and line[:5].lower() == "name ":
            name = line[5:].strip() or name
            continue
        if low in _SECTIONS:
            section, in_about, plain = _SECTIONS[low], False, False
            continue
        in_about = False
        target = sections[section]
        if line[:3].lower() == "sb:":
            target, line, plain = sections["sideboard"], line[3:].strip(), False
        elif blank and target is sections["main"]:
            groups.append(len(target))
        blank = False
        match = _ENTRY.match(line)
        if match is None:
            if total == 0 and _LOOKS_LIKE_ENTRY.search(text) is None:
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
        full = match.group("name")
        card = _SET_SUFFIX.sub("", full).strip()
        if not card:
            raise DeckError(f"{source}:{number}: missing card name")
        target.append(DeckEntry(count, card, number))
    by_blank = plain and len(groups) == 2
    if by_blank:
        # MTGO's text export (and Arena's without sections): deck, blank line, sideboard
        main, side = sections["main"][:groups[1]], sections["main"][groups[1]:]
        sections["main"], sections["sideboard"] = main, side
    if not sections["main"]:
        raise DeckError(f"{source}: no cards in the main deck")
    return Deck(name=name, main=tuple(sections["main"]), sideboard=tuple(sections["sideboard"]),
                requires=tuple(requires), source=source,
                companion=tuple(sections["companion"]),
                commander=tuple(sections["commander"]), sideboard_by_blank_line=by_blank)


# -- MTGO .dek ---------------------------------------------------------------

#: The attributes of an MTGO ``<Cards>`` element (``CatID`` and ``Annotation`` are MTGO's
#: own catalogue number and a note: read, not used).
_DEK_CARD_ATTRIBUTES = frozenset({"CatID", "Quantity", "Sideboard", "Name", "Annotation"})
#: The other elements of a ``.dek`` file, whose text is MTGO's own bookkeeping.
_DEK_OTHER = frozenset({"NetDeckID", "PreconstructedDeckID"})


def parse_dek(text: str, *, name: str = "deck", source: str = "<text>") -> Deck:
    """Parse an MTGO ``.dek`` file (XML); :class:`DeckError` naming the line for XML that is
    malformed, declares a DTD or an entity, or is not that format."""
    from xml.parsers import expat  # only for a .dek file

    parser = expat.ParserCreate()
    sections: dict[bool, list[DeckEntry]] = {False: [], True: []}
    depth = 0
    total = 0

    def fail(problem: str) -> DeckError:
        return DeckError(f"{source}:{parser.CurrentLineNumber}: {problem}")

    def refuse(what: str) -> Callable[..., None]:
        def handler(*_: object) -> None:
            raise fail(f"{what} is not allowed in a .dek file (refused, not expanded)")
        return handler

    def start(tag: str, attributes: dict[str, str]) -> None:
        nonlocal depth, total
        depth += 1
        if depth == 1:
            if tag != "Deck":
                raise fail(f"not an MTGO .dek file: the root element is <{quoted(tag)[1:-1]}>, "
                           "not <Deck>")
            return
        if depth > 2 or (tag != "Cards" and tag not in _DEK_OTHER):
            raise fail(f"unknown element <{quoted(tag)[1:-1]}> in a .dek file")
        if tag != "Cards":
            return
        unknown = sorted(set(attributes) - _DEK_CARD_ATTRIBUTES)
        if unknown:
            raise fail(f"unknown attribute {quoted(unknown[0])} of <Cards>")
        card = attributes.get("Name", "").strip()
        if not card:
            raise fail("a <Cards> element without a Name")
        quantity = attributes.get("Quantity", "")
        if not quantity.isdigit() or len(quantity) > MAX_NUMBER_DIGITS:
            raise fail(f"Quantity must be a whole number, got {quoted(quantity)}")
        count = int(quantity)
        if count < 1:
            raise fail(f"a count must be at least 1, got {count}")
        if count > MAX_COUNT:
            raise fail(f"{count} copies is more than {MAX_COUNT}")
        side = attributes.get("Sideboard", "false").lower()
        if side not in ("true", "false"):
            raise fail(f"Sideboard must be true or false, got {quoted(side)}")
        total += count
        if total > MAX_DECK_CARDS:
            raise fail(f"too large: more than {MAX_DECK_CARDS} cards in the deck (see 'Limits' "
                       "in docs/scenarios.rst)")
        sections[side == "true"].append(DeckEntry(count, card, parser.CurrentLineNumber))

    def end(_tag: str) -> None:
        nonlocal depth
        depth -= 1

    def characters(data: str) -> None:
        if depth == 1 and data.strip():
            raise fail(f"unexpected text {quoted(data.strip())} in <Deck>")

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    # what defusedxml refuses: a DTD (entity expansion bombs), entities, external references
    parser.StartDoctypeDeclHandler = refuse("a DTD (<!DOCTYPE>)")
    parser.EntityDeclHandler = refuse("an entity declaration")
    parser.UnparsedEntityDeclHandler = refuse("an entity declaration")
    def external(*_: object) -> int:
        raise fail("an external entity is not allowed in a .dek file (refused, not expanded)")

    parser.ExternalEntityRefHandler = external
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(text.lstrip("\ufeff").encode("utf-8"), True)
    except expat.ExpatError as exc:
        raise DeckError(f"{source}:{exc.lineno}: not valid XML: "
                        f"{expat.ErrorString(exc.code)}") from None
    if not sections[False]:
        raise DeckError(f"{source}: no cards in the main deck")
    return Deck(name=name, main=tuple(sections[False]), sideboard=tuple(sections[True]),
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
            raise DeckError(not_utf8(str(path), data, exc)) from None
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
