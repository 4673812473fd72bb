"""Abilities: what a card's rules text becomes (CR 113, 602, 603, 604, 702).

Recognising Oracle text (``manastack.oracle``) turns each line of a card into
one of these values. They are data: the kernel's services (casting, triggers,
layers) give them their meaning, and keyword plugins subclass
:class:`KeywordAbility` for their own keywords.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from attrs import field

from manastack._attrs import frozen
from manastack.errors import PluginError

if TYPE_CHECKING:
    from manastack.cards import CardDef
    from manastack.costs import Cost
    from manastack.effects import Instruction
    from manastack.filters import ObjectFilter, TargetSpec
    from manastack.layers import StaticEffect
    from manastack.triggers import TriggerCondition


@frozen
class Ability:
    """Base of every ability; ``text`` is the Oracle text it was recognised from."""

    text: str = field(default="", kw_only=True, eq=False)


@frozen
class KeywordAbility(Ability):
    """A keyword ability (CR 702), named in lower case: ``"flying"``, ``"flashback"``.

    Keyword plugins subclass it to carry parameters (a flashback cost, an
    escalate cost). ``plugin`` names the plugin that recognised it.
    """

    keyword: str
    plugin: str = field(default="", kw_only=True, eq=False)

    def __str__(self) -> str:
        return self.text or self.keyword.capitalize()


@frozen
class Mode:
    """One mode of a spell or ability, or the whole effect of a non-modal one (CR 700.2).

    ``targets`` lists each instance of the word "target" (CR 115.1, 601.2c);
    ``instructions`` are done in order on resolution (CR 608.2c).
    """

    instructions: tuple[Instruction, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@frozen
class SpellAbility(Ability):
    """The effect of an instant or sorcery as it resolves (CR 113.3a).

    Non-modal spells have one mode. Modal spells ("Choose one or more —") list
    their modes with how many may be chosen (CR 700.2); ``repeatable``: "You may
    choose the same mode more than once" (CR 700.2d).
    """

    modes: tuple[Mode, ...]
    min_modes: int = 1
    max_modes: int = 1
    modal: bool = False
    repeatable: bool = False


@frozen
class ActivationRestriction:
    """"Activate only ..." (CR 602.5b): when an activated ability may be activated.

    ``kind``: ``"your_turn"`` ("Activate only during your turn"), ``"once"``
    ("Activate only once": an exhaust ability, 702.177a; once per object, 400.7),
    ``"once_each_turn"`` ("Activate only once each turn"), ``"loyalty"`` (a loyalty
    ability: no other loyalty ability of that permanent activated this turn, 606.3)."""

    kind: str
    text: str = ""


@frozen
class ActivatedAbility(Ability):
    """``[cost]: [effect]`` (CR 602). ``mana`` is set for mana abilities (CR 605):
    the colour options and amount they add. ``restrictions``: "Activate only ..."
    (602.5b) besides ``sorcery_speed``."""

    cost: Cost
    effect: Mode
    mana: tuple[tuple[str, ...], int] | None = None
    sorcery_speed: bool = False
    restrictions: tuple[ActivationRestriction, ...] = field(default=(), kw_only=True)

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None


@frozen
class TriggeredAbility(Ability):
    """``When/Whenever/At [event], [effect]`` (CR 603)."""

    trigger: TriggerCondition
    effect: Mode
    optional: bool = False


@frozen
class KeywordTrigger(TriggeredAbility):
    """The triggered ability a keyword represents besides itself (CR 702.147a: decayed
    means "This creature can't block" and "When this creature attacks, sacrifice it at end
    of combat"): it comes with the keyword and is lost with it ("loses decayed")."""

    keyword: str = field(default="", kw_only=True)


@frozen
class ModalTriggeredAbility(TriggeredAbility):
    """A modal triggered ability: "When ~ enters, choose one —" and bullets (CR 700.2b).

    Its controller chooses the modes as it is put on the stack, then their targets; if no
    mode is chosen, it is removed from the stack (603.3c). ``max_modes`` may be an amount
    computed then ("choose up to X, where X is ...")."""

    modes: tuple[Mode, ...] = field(default=(), kw_only=True)
    min_modes: int = field(default=1, kw_only=True)
    max_modes: int | Callable[[Any], int] = field(default=1, kw_only=True)


@frozen
class ChapterAbility(TriggeredAbility):
    """A Saga's chapter ability "{rN} — [Effect]" (CR 714.2b): "When one or more lore
    counters are put onto this Saga, if the number of lore counters on it was less than N
    and became at least N, [effect]"."""

    chapter: int = field(default=1, kw_only=True)


def final_chapter(abilities: Iterable[Ability]) -> int:
    """CR 714.2d: the greatest chapter number among chapter abilities (0 if none)."""
    return max((a.chapter for a in abilities if isinstance(a, ChapterAbility)), default=0)


@frozen
class StaticAbility(Ability):
    """A static ability (CR 604): continuous effects while its object is on the battlefield."""

    effects: tuple[StaticEffect | Any, ...] = ()  # StaticEffect, or rule statics (CostModifier)
    zones: tuple[str, ...] = ("battlefield",)


@frozen
class EntersWith(Ability):
    """"[This] enters with N [kind] counters on it" / "enters tapped" (CR 614.1c-d).

    ``unless(game, move)``: when given and true as the object would enter, the
    replacement doesn't apply ("enters tapped unless you control a basic land").
    """

    counters: tuple[tuple[str, int], ...] = ()
    tapped: bool = False
    unless: Callable[[Any, Any], bool] | None = field(default=None, eq=False, kw_only=True)


@frozen
class TriggeredManaAbility(Ability):
    """"Whenever you tap a [filter] for mana, add an additional [mana]" (CR 605.1b, 106.12).

    A triggered mana ability doesn't use the stack: it resolves right after the
    mana ability that triggered it (605.4a). ``adds`` lists the colours added.
    """

    filter: ObjectFilter
    adds: tuple[str, ...]


@frozen
class AdditionalCostAbility(Ability):
    """"As an additional cost to cast this spell, [cost]" (CR 601.2b, 118.8)."""

    cost: Cost


@frozen
class SpellRule(Ability):
    """A rule about the spell itself: "This spell can't be countered." (CR 101.2)."""

    rule: str


@functools.cache
def grammar_pattern(pattern: str) -> re.Pattern[str]:
    """A grammar pattern (keyword or sentence rule) compiled case-insensitively, once per
    process and only when first matched: compiling the ~250 patterns of the grammar eagerly
    was a fifth of ``import manastack`` (benchmarks/README.md, start-up)."""
    return re.compile(pattern, re.IGNORECASE)


_QUANTIFIER = re.compile(r"[?*+]|\{(\d*)(?:,\d*)?\}")
_CLASS_ESCAPES = frozenset("sSdDwWbBAZ")  # escapes that stand for no fixed character
_VERBOSE = re.compile(r"\(\?[a-zA-Z-]*x")  # an inline flag group turning verbose mode on


@functools.cache
def required_literals(pattern: str) -> tuple[str, ...]:
    """Strings (lower case, 3 characters or more) that every case-insensitive match of
    ``pattern`` contains: its literal runs outside groups, classes and quantified atoms.

    The grammar tries ~250 patterns in turn on each sentence; a pattern whose literals are
    not all in the sentence can't match it, and is neither compiled nor run (compiling the
    patterns a card's first sentences tried was two thirds of the way from ``Rules.load()``
    to a first game: benchmarks/README.md). Conservative: a pattern with an alternative
    at its top level, verbose mode or an escape this reader does not know gives ``()``
    (always tried).
    """
    if _VERBOSE.search(pattern):
        return ()  # verbose mode: whitespace in the pattern means nothing
    runs: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if len(current) >= 3:
            runs.append("".join(current).lower())
        current.clear()

    def quantifier(at: int) -> tuple[int, bool] | None:
        # (end of the quantifier, may it repeat zero times) or None if none starts here
        m = _QUANTIFIER.match(pattern, at)
        if m is None:
            return None
        text = m.group(0)
        optional = text in "?*" or (text[0] == "{" and (m.group(1) or "0") == "0")
        end = m.end()
        if end < len(pattern) and pattern[end] in "?+":
            end += 1  # lazy or possessive
        return end, optional

    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "|":
            return ()  # alternatives at the top level: no literal is common to all
        if c == "\\":
            if i + 1 >= n:
                return ()
            escaped = pattern[i + 1]
            if escaped.isalnum():
                if escaped not in _CLASS_ESCAPES:
                    return ()  # \x41, \1, \N{...}: not read here
                flush()
                i += 2
                q = quantifier(i)
                i = q[0] if q else i
                continue
            literal, i = escaped, i + 2
        elif c == "[" or c == "(":
            flush()
            i = _skip_group(pattern, i)
            if i < 0:
                return ()
            q = quantifier(i)
            i = q[0] if q else i
            continue
        elif c in ".^$":
            flush()
            i += 1
            q = quantifier(i)
            i = q[0] if q else i
            continue
        elif c in "*+?" or (c == "{" and _QUANTIFIER.match(pattern, i)):
            return ()  # a quantifier with nothing before it: not a pattern read here
        else:
            literal, i = c, i + 1
        q = quantifier(i)
        if q is None:
            current.append(literal)
            continue
        i, optional = q
        if not optional:
            current.append(literal)  # at least once: the run ends with it
        flush()
    flush()
    return tuple(runs)


def _skip_group(pattern: str, i: int) -> int:
    """The index after the class ``[...]`` or the group ``(...)`` starting at ``i``, nested
    groups, classes and escapes included; -1 if it never closes."""
    n = len(pattern)
    if pattern[i] == "[":
        i += 1
        if i < n and pattern[i] == "^":
            i += 1
        if i < n and pattern[i] == "]":
            i += 1  # a "]" first is a member of the class
        while i < n and pattern[i] != "]":
            i += 2 if pattern[i] == "\\" else 1
        return i + 1 if i < n else -1
    depth = 0
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = _skip_group(pattern, i)
            if i < 0:
                return -1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def may_match(pattern: str, lowered: str) -> bool:
    """Can ``pattern`` match the text whose lower-case form is ``lowered``? False only when
    one of its :func:`required_literals` is missing."""
    for literal in required_literals(pattern):  # noqa: SIM110 (all() and a generator: slower)
        if literal not in lowered:
            return False
    return True


@frozen
class KeywordDef:
    """A keyword a plugin implements, returned by ``manastack_register_keywords``.

    ``pattern`` is a regular expression matched (case-insensitively, fully)
    against one keyword item of a card's text, reminder text removed. ``build``
    turns the match into the ability value; it may return ``None`` to decline
    (the item looked like the keyword but its parameters, such as a cost, can't
    be read): the item is then reported as not understood. ``kind`` is ``"ability"`` (702) or
    ``"action"`` (701: recognised inside sentences by a sentence rule).
    """

    name: str
    pattern: str
    build: Callable[[re.Match[str]], Ability | None] | None = None
    kind: str = "ability"
    rule: str = ""
    reminder: str = ""

    @property
    def compiled(self) -> re.Pattern[str]:
        """``pattern`` compiled case-insensitively, on first use (see :func:`grammar_pattern`)."""
        try:
            return grammar_pattern(self.pattern)
        except re.error as exc:
            raise PluginError(f"keyword {self.name!r}: invalid pattern {self.pattern!r}: "
                             f"{exc}") from exc

    def parse(self, item: str) -> Ability | None:
        if not may_match(self.pattern, item.lower()):
            return None  # not compiled for nothing (start-up)
        match = self.compiled.fullmatch(item)
        if match is None:
            return None
        if self.build is None:
            return KeywordAbility(keyword=self.name, text=item)
        return self.build(match)


CardScript = Callable[["CardDef", Any], Iterable[Ability]]
"""A per-card script: ``(card definition, rules) -> abilities`` (``manastack_register_card_scripts``)."""


def keyword_names(abilities: Iterable[Ability]) -> frozenset[str]:
    """The keyword names among ``abilities`` (for O(1) ``has_keyword`` queries)."""
    return frozenset(a.keyword for a in abilities if isinstance(a, KeywordAbility))
