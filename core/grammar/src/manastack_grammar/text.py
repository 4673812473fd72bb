"""Normalising a card's text and splitting it into sentences (CR 201.5, 207.2a, 207.2c,
207.2d).

:func:`normalize_lines` removes reminder text, ability words and flavor words and writes the card's name
(and "this creature"-like words) ``~``, and the card's name inside a quoted ability it
grants ``§`` (CR 201.5a: the object granting it); :func:`sentences` splits a line at its periods,
quoted abilities kept whole.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from importlib import resources

from manastack.api import LazyPattern

#: Reminder text in parentheses (CR 207.2a): removed before a line is read.
_REMINDER = LazyPattern(r"\s*\([^()]*\)")


#: Words by which a card names itself, written ``~`` like its name (CR 201.5).
SELF_WORDS = LazyPattern(
    r"\b(this (?:creature|spell|permanent|land|enchantment|artifact|card|planeswalker|aura|"
    r"equipment|vehicle|token|saga|battle|class|case|room|siege|emblem))\b",
    re.IGNORECASE,
)


#: CR 207.2c: ability words have no rules meaning; "Landfall — Whenever ..." is read without it.
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "infusion", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "renew", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "vivid", "void",
    "will of the council",
)


_ABILITY_WORD = LazyPattern(
    r"^(?:" + "|".join(re.escape(w) for w in ABILITY_WORDS) + r") — ", re.IGNORECASE
)


#: A word or words before " — " at the start of a line: an ability word or a flavor word.
_PREFIX = LazyPattern(r"^([^—•{}()]{1,61}?) — (?=\S)")


@functools.cache
def flavor_words() -> frozenset[str]:
    """CR 207.2d: the flavor words (lower case), which have no rules meaning: each printed on
    one card only, so a list (``data/flavor_words.json`` says how it was made) rather than any
    word before a dash, which could be a mechanic the rules at hand don't define."""
    data = json.loads((resources.files("manastack_grammar") / "data" /
                       "flavor_words.json").read_text(encoding="utf-8"))
    return frozenset(data["words"])


def normalize_lines(text: str, name: str, *,
                    short_names: Sequence[str] = ()) -> list[tuple[str, str]]:
    """``(printed line, normalised line)`` pairs: reminder text, ability words and flavor
    words removed, the card's name (or its short name, "Uro" of "Uro, Titan of
    Nature's Wrath", CR 201.4b) and "this creature"-like words written ``~``.
    ``short_names``: more shortened names (CR 201.5c: "Ajani" of Ajani Vengeant), written
    ``~`` unless possessive ("Nissa's Chosen" names another card) or naming a planeswalker
    type ("a Gideon planeswalker", 205.3j)."""
    out: list[tuple[str, str]] = []
    names = [n for n in (name.split(" // ") if " // " in name else [name])]
    shorts = [n.split(",")[0] for n in names if "," in n]
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        printed = line
        line = line.replace("\u2019", "'")
        line = _ABILITY_WORD.sub("", line)
        prefix = _PREFIX.match(line)
        if prefix is not None and prefix.group(1).lower() in flavor_words():
            line = line[prefix.end():]  # CR 207.2d: a flavor word, no rules meaning
        line = "".join(_own_name(part, quoted, names, shorts, short_names)
                       for part, quoted in _quote_spans(line))
        line = SELF_WORDS.sub("~", line)
        out.append((printed, line))
    return out


#: How the card's name is written inside a quoted ability it grants (CR 201.5a): the object
#: granting it, not the object that has it ("this creature" there, written ``~``).
GRANTING_NAME = "§"


def _own_name(text: str, quoted: bool, names: Sequence[str], shorts: Sequence[str],
              short_names: Sequence[str]) -> str:
    """``text`` with the card's names written ``~``, or :data:`GRANTING_NAME` inside quotes."""
    mark = GRANTING_NAME if quoted else "~"
    for n in names:
        text = text.replace(n, mark)
    for short in shorts:
        if len(short) >= 3:
            text = re.sub(rf"\b{re.escape(short)}\b", mark, text)
    for short in short_names:
        text = re.sub(rf"\b{re.escape(short)}\b(?!'s\b| planeswalker)", mark, text)
    return text


#: A quoted ability (CR 113.1a), with its marks: straight or curly.
_QUOTED = LazyPattern(r'"[^"]*"|\u201c[^\u201d]*\u201d')


def _quote_spans(line: str) -> list[tuple[str, bool]]:
    """``line`` cut into its parts outside and inside quotation marks (a quoted ability, CR
    113.1a), each with whether it is quoted; the marks stay with the quoted part."""
    out: list[tuple[str, bool]] = []
    start = 0
    for quoted in _QUOTED.finditer(line):
        if quoted.start() > start:
            out.append((line[start:quoted.start()], False))
        out.append((quoted.group(0), True))
        start = quoted.end()
    if start < len(line):
        out.append((line[start:], False))
    return out


def normalize(text: str, name: str) -> list[str]:
    """Lines of ``text`` without reminder text, the card's name as ``~``."""
    return [line for _, line in normalize_lines(text, name)]


#: A sentence ends at a period followed by a space (quotes aside: :func:`sentences`).
_SENTENCE_END = LazyPattern(r"(?<=\.) +")


def sentences(text: str, *, keep_periods: bool = False) -> list[str]:
    """Split a line into sentences at ". " outside quotes (a quoted ability ending in a
    period ends the sentence too); final periods removed unless ``keep_periods``."""
    if '"' not in text and "“" not in text:
        out = [p.strip() for p in _SENTENCE_END.split(text.strip())]
    else:
        out = []
        depth = 0
        start = 0
        n = len(text)
        for i, ch in enumerate(text):
            closing = False
            if ch == '"':
                depth = 1 - depth
                closing = depth == 0
            elif ch == "“":
                depth = 1
            elif ch == "”":
                depth = 0
                closing = True
            if (i + 1 == n or text[i + 1] == " ") and (
                    (ch == "." and depth == 0) or (closing and i > 0 and text[i - 1] == ".")):
                out.append(text[start:i + 1].strip())
                start = i + 1
        if text[start:].strip():
            out.append(text[start:].strip())
    if keep_periods:
        return [s for s in out if s.strip(". ")]
    return [s[:-1] if s.endswith(".") else s for s in out if s.strip(". ")]
