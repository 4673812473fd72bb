"""The grammar that reads card text: what plugins register, and the kernel's own rules.

:class:`KeywordDef` (a keyword item, CR 702) and :class:`SentenceRule` (a form of
sentence) are the values the registration hooks return; they live here, with the
pattern helpers they use, so that loading the rules (``Rules.load()``) needs no
class of the card vocabulary (abilities, instructions, costs, objects): a rule's
``build`` runs when a card is read, and may import what it builds then
(:func:`deferred`; docs/decisions.rst, "Loading the rules loads neither the game engine
nor the card vocabulary").

The reader's own sentence rules (:mod:`manastack_grammar.sentences`, one module per
wording area) are declared with :func:`sentence` and registered by this plugin through
``manastack_register_sentences``, like any plugin's. Their modules are imported by name
(:data:`GRAMMAR_MODULES`) when the rule set first reads a card, not by ``Rules.load()``
(benchmarks/README.md, "Start-up"): a game's cards match a few of the ~190 rules.
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack.api import LazyPattern, PluginError

if TYPE_CHECKING:
    from manastack.api import Ability
    from manastack_grammar.builder import Builder
    from manastack_grammar.results import SentenceResult

__all__ = [
    "COMPOSITE_PRIORITY",
    "EVERGREEN",
    "GRAMMAR_MODULES",
    "KERNEL_SENTENCES",
    "NUMBER",
    "KeywordDef",
    "NotUnderstood",
    "SentenceRule",
    "check_rule_names",
    "deferred",
    "grammar_pattern",
    "kernel_grammar",
    "kernel_keyword_defs",
    "kernel_sentences",
    "keyword_rule_name",
    "literals_of",
    "may_match",
    "required_literals",
    "sentence",
    "sentence_rule_name",
]

# --------------------------------------------------------------------------
# Patterns (CR 702 keyword items and sentences are matched case-insensitively)
# --------------------------------------------------------------------------


@functools.cache
def grammar_pattern(pattern: str) -> re.Pattern[str]:
    """A grammar pattern (keyword or sentence rule) compiled case-insensitively, once per
    process and only when first matched: compiling the ~250 patterns of the grammar eagerly
    was a fifth of ``import manastack`` (benchmarks/README.md, start-up)."""
    return re.compile(pattern, re.IGNORECASE)


_QUANTIFIER = LazyPattern(r"[?*+]|\{(\d*)(?:,\d*)?\}")
_CLASS_ESCAPES = frozenset("sSdDwWbBAZ")  # escapes that stand for no fixed character
_VERBOSE = LazyPattern(r"\(\?[a-zA-Z-]*x")  # an inline flag group turning verbose mode on


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
    return literals_of(pattern)


def literals_of(pattern: str) -> tuple[str, ...]:
    """:func:`required_literals`, worked out (not cached)."""
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
    turns the match into the ability value, or into several (a keyword that is also a
    triggered ability, CR 702.108a prowess: its :class:`~manastack.api.KeywordAbility`
    and a :class:`~manastack.api.KeywordTrigger`); it may return ``None`` to decline
    (the item looked like the keyword but its parameters, such as a cost, can't
    be read): the item is then reported as not understood. With ``with_builder`` it is
    called as ``build(match, builder)`` with the card's :class:`Builder`, like a
    :class:`SentenceRule`'s, so it may read the keyword's definition as rules text
    (``recognize_line_ability("Whenever you cast a noncreature spell, ...", builder)``). Without ``build``
    the keyword is a plain :class:`~manastack.api.KeywordAbility`. ``kind`` is
    ``"ability"`` (702) or ``"action"`` (701: recognised inside sentences by a sentence rule)
    or ``"section"``: ``pattern`` matches a heading line whose section, the lines after it
    up to the next heading of any section keyword, is one ability (a leveler's level symbol,
    CR 711.2; a Class's level, 716.2). The reader reads the section's lines as abilities,
    except its first lines fully matching ``own_lines`` (a P/T box, 711.2), and calls
    ``build(match, own, abilities, builder)`` with those lines (normalised) and the
    abilities read; a line of the section not read leaves the card refused, naming it. Such
    a build may read its own lines as effects with the builder (a spree mode, 702.172a): the
    rules it used are the section's, and a :exc:`NotUnderstood` it raises with the sentences
    it could not read names the lines holding them.
    """

    name: str
    pattern: str
    build: Callable[..., Ability | Sequence[Ability] | None] | None = None
    kind: str = "ability"
    rule: str = ""
    reminder: str = ""
    with_builder: bool = False
    own_lines: str = ""

    @property
    def compiled(self) -> re.Pattern[str]:
        """``pattern`` compiled case-insensitively, on first use (see ``grammar_pattern``)."""
        try:
            return grammar_pattern(self.pattern)
        except re.error as exc:
            raise PluginError(f"keyword {self.name!r}: invalid pattern {self.pattern!r}: "
                             f"{exc}") from exc

    def parse(self, item: str, builder: Builder | None = None) -> Ability | None:
        """The first ability :meth:`read` builds from ``item`` (None: not this keyword)."""
        found = self.read(item, builder)
        return found[0] if found else None

    def read(self, item: str, builder: Builder | None = None) -> tuple[Ability, ...] | None:
        """The abilities ``item`` stands for, or None when it is not this keyword (or
        ``build`` declined). ``builder``: the card's, handed to a ``build`` registered
        ``with_builder`` (which needs one)."""
        if not may_match(self.pattern, item.lower()):
            return None  # not compiled for nothing (start-up)
        match = self.compiled.fullmatch(item)
        if match is None:
            return None
        if self.build is None:
            # imported on use: Rules.load() imports this module, not the card vocabulary
            from manastack.api import KeywordAbility

            return (KeywordAbility(keyword=self.name, text=item),)
        if self.with_builder:
            if builder is None:  # the card reader always has one (importing it here: a cycle)
                raise TypeError(f"the keyword {self.name!r} is built with the card's builder: "
                                "read it with one")
            built = self.build(match, builder)
        else:
            built = self.build(match)
        if built is None:
            return None
        return (built,) if not isinstance(built, Sequence) else tuple(built) or None


@frozen
class SentenceRule:
    """One form of sentence, returned by plugins from ``manastack_register_sentences``.

    ``pattern`` is matched (case-insensitively, fully) against one sentence
    of rules text, reminder text removed, the card's name written ``~``, the
    final period removed. ``build(match, builder)`` returns instructions
    (effect sentences, ``kind="effect"``), an ability (whole-line rules,
    ``kind="ability"``) or a :class:`~manastack.api.TriggerCondition`
    (the event clause of a triggered ability, ``kind="trigger"``) or the function
    ``(context) -> int`` a count phrase stands for ("for each [phrase]", "the number of
    [phrase]": ``kind="count"``, counted on resolution, CR 107.3c) or the function
    ``(context) -> bool`` a condition stands for ("If [condition], ...", an intervening
    "if": ``kind="condition"``, checked as the effect happens, 608.2c, 603.4) or a
    :class:`~manastack.api.CostPart` (one part of a cost, "Exert ~": ``kind="cost"``), or raises
    :class:`NotUnderstood` to let the next rule try. Higher ``priority`` is
    tried first; rules at or below :data:`COMPOSITE_PRIORITY` are composite
    forms ("A, then B") tried after every plain form. ``plugin`` is filled in
    by the rule set with the name of the plugin that registered the rule.
    """

    name: str
    pattern: str
    build: Callable[[re.Match[str], Builder], SentenceResult]
    kind: str = "effect"
    priority: int = 0
    plugin: str = "core"

    @property
    def compiled(self) -> re.Pattern[str]:
        """``pattern`` compiled case-insensitively, on first use (start-up cost), cached per
        pattern; an invalid pattern is a PluginError naming the rule and its plugin."""
        try:
            return grammar_pattern(self.pattern)
        except re.error as exc:
            raise PluginError(f"plugin {self.plugin!r}: sentence rule {self.name!r} has an "
                              f"invalid pattern {self.pattern!r}: {exc}") from exc


def sentence_rule_name(plugin: str, rule: str) -> str:
    """The qualified name of a sentence rule among the rules a card is read with
    (``"grammar:bounce"``, ``"flashback:gains flashback"``): rule names are unique per plugin."""
    return f"{plugin}:{rule}"


def keyword_rule_name(plugin: str, kd: KeywordDef) -> str:
    """The qualified name of a keyword definition among the rules a card is read with
    (``"flashback:keyword flashback"``): apart from the plugin's sentence rules' names."""
    return f"{plugin}:keyword {kd.name}"


#: Rules at or below this priority are composite (they split a sentence into clauses).
COMPOSITE_PRIORITY = -50

#: A number word or digits in a pattern ("three", "an", "12", "X"): here, not with the phrase
#: parsers, so that a plugin's entry module can write its patterns with it
#: (:func:`manastack_grammar.phrases.numbers.number` reads the word).
NUMBER = (r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
          r"fourteen|fifteen|twenty|\d+|x)")


class NotUnderstood(Exception):
    """A phrase the grammar does not know (turned into an 'unrecognized' entry)."""


def deferred(module: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of ``module``, that module imported at the first call: the
    ``build`` of a :class:`KeywordDef` or :class:`SentenceRule` registered by a plugin
    whose entry module stays light (``Rules.load()`` imports it; a card read calls it)."""
    real: list[Callable[..., Any]] = []

    def call(*args: Any, **kwargs: Any) -> Any:
        if not real:
            real.append(getattr(importlib.import_module(module), name))
        return real[0](*args, **kwargs)

    call.__module__ = module
    call.__qualname__ = call.__name__ = name
    return call


def cost_paid_sentences(keyword: str, rule: str, paid: Callable[[Any], bool], *, plugin: str,
                        spell_was: str = "", it_was: str = "") -> list[SentenceRule]:
    """The two sentences of ``keyword`` cards asking whether its cost was paid: "If this
    spell's [keyword] cost was paid, [effect]" (CR 608.2c; tried before the reader's "if"
    rules, whose conditions don't include a cost paid; "..., [effect] instead" replaces the
    sentence before) and "When this creature enters, if its [keyword] cost was paid, [effect]"
    (an intervening "if", 603.4). ``paid`` tests a spell (``None``: an object that wasn't
    cast, 400.7); ``rule`` is the keyword's, logged when the branch runs. A keyword whose
    cards say it in other words gives them: ``spell_was`` ("this spell was bargained") and
    ``it_was`` ("it was bargained"). The builds are in the reader's ``cost_paid`` module,
    imported when used."""
    module = "manastack_grammar.cost_paid"
    spell_was = spell_was or f"this spell's {keyword} cost was paid"
    it_was = it_was or f"its {keyword} cost was paid"
    said = spell_was.removeprefix("this spell").strip() if spell_was.startswith(
        "this spell ") else ""
    spell_pattern = spell_was.replace("this spell", "(?:~|this spell)")  # plain words
    return [
        SentenceRule(name=f"if {spell_was}",
                     pattern=rf"if {spell_pattern}, (?P<rest>.+)",
                     build=functools.partial(deferred(module, "if_paid"), keyword, rule, said,
                                             paid),
                     priority=5, plugin=plugin),
        SentenceRule(name=f"when it enters, if {it_was}",
                     pattern=rf"when ~ enters, (?P<clause>if {it_was}), "
                             r"(?P<effect>.+)",
                     build=functools.partial(deferred(module, "enters_if_paid"), keyword, rule,
                                             said, paid),
                     kind="ability", plugin=plugin),
    ]


# --------------------------------------------------------------------------
# The kernel's keywords (CR 702)
# --------------------------------------------------------------------------

EVERGREEN = (
    ("flying", "702.9"), ("reach", "702.17"), ("vigilance", "702.20"),
    ("first strike", "702.7"), ("double strike", "702.4"), ("trample", "702.19"),
    ("deathtouch", "702.2"), ("lifelink", "702.15"), ("menace", "702.110"),
    ("defender", "702.3"), ("flash", "702.8"), ("hexproof", "702.11"),
    ("indestructible", "702.12"), ("shroud", "702.18"),
)


def _kernel_keyword(name: str) -> Callable[[re.Match[str]], Ability]:
    # the kernel plays these keywords (flying in combat, ...): their abilities name "core"
    def build(match: re.Match[str]) -> Ability:
        # imported on use: Rules.load() imports this module, not the card vocabulary
        from manastack.api import KeywordAbility

        return KeywordAbility(keyword=name, text=match.group(0), plugin="core")

    return build


def kernel_keyword_defs() -> list[KeywordDef]:
    """The evergreen keywords the kernel implements (CR 702), as plugin-style definitions."""
    return [KeywordDef(name=name, pattern=re.escape(name), build=_kernel_keyword(name), rule=rule)
            for name, rule in EVERGREEN] + [
        KeywordDef(name="protection", pattern=r"protection from (?P<quality>.+)",
                   build=deferred("manastack_grammar.keywords", "protection_ability"), rule="702.16"),
        KeywordDef(name="hexproof from", pattern=r"hexproof from (?P<quality>.+)",
                   build=deferred("manastack_grammar.keywords", "hexproof_from_ability"),
                   rule="702.11d"),
        KeywordDef(name="equip", pattern=r"equip(?: |—)(?P<cost>\{.+|[a-z].+)",
                   build=deferred("manastack_grammar.keywords", "equip_ability"), rule="702.6"),
        KeywordDef(name="enchant", pattern=r"enchant (creature|land|artifact|permanent|"
                   r"creature you control|creature or vehicle|nonland permanent|"
                   r"creature an opponent controls|planeswalker|enchantment)",
                   build=deferred("manastack_grammar.keywords", "enchant_ability"), rule="702.5"),
        KeywordDef(name="partner", pattern=r"partner(?: ?(?:—|-) ?(?:father & son|survivors|"
                   r"friends forever))?|friends forever|choose a background|doctor['’]s companion",
                   build=deferred("manastack_grammar.keywords", "partner_ability"), rule="702.124"),
    ]


# --------------------------------------------------------------------------
# The reader's own sentence rules (manastack_grammar.sentences)
# --------------------------------------------------------------------------

#: The reader's own sentence rules, in the order their modules registered them.
KERNEL_SENTENCES: list[SentenceRule] = []


def sentence(name: str, pattern: str, kind: str = "effect", priority: int = 0) -> Callable[
    [Callable[[re.Match[str], Builder], SentenceResult]], SentenceRule
]:
    """Decorator registering one of the reader's own sentence rules (its sentence modules
    use it): appended to :data:`KERNEL_SENTENCES` as the module is imported."""
    def deco(fn: Callable[[re.Match[str], Builder], SentenceResult]) -> SentenceRule:
        rule = SentenceRule(name=name, pattern=pattern, build=fn, kind=kind, priority=priority)
        KERNEL_SENTENCES.append(rule)
        return rule

    return deco


#: The reader's sentence modules, one per wording area: importing one registers its rules
#: (:func:`sentence`). Imported by name, like a plugin's :func:`deferred` build: they import
#: this module. Their order is the order of their rules at equal kind and priority; rules of
#: two modules never read the same sentence at equal priority (core/grammar/tests/
#: test_overlaps.py) except "shuffle into" (libraries) before "if you do" (conditions), so
#: that is the one order here a reading depends on. The rest keeps the order the rules had
#: before they were grouped by area (core/grammar/tests/test_rule_order.py).
GRAMMAR_MODULES = (
    "manastack_grammar.sentences.damage_and_life",
    "manastack_grammar.sentences.triggers",
    "manastack_grammar.sentences.drawing_and_discarding",
    "manastack_grammar.sentences.statics",
    "manastack_grammar.sentences.composite",
    "manastack_grammar.sentences.zone_changes",
    "manastack_grammar.sentences.libraries",
    "manastack_grammar.sentences.turns_and_combat",
    "manastack_grammar.sentences.casting",
    "manastack_grammar.sentences.ability_lines",
    "manastack_grammar.sentences.continuous_effects",
    "manastack_grammar.sentences.counters_and_tokens",
    "manastack_grammar.sentences.conditions",
    "manastack_grammar.sentences.choices",
    "manastack_grammar.sentences.copies",
    "manastack_grammar.sentences.mana",
    "manastack_grammar.sentences.outside_the_game",
)


def kernel_sentences() -> list[SentenceRule]:
    """Every sentence rule of the reader, in registration order: every sentence module
    imported."""
    for module in GRAMMAR_MODULES:
        importlib.import_module(module)
    check_rule_names()
    return list(KERNEL_SENTENCES)


def check_rule_names() -> None:
    """One rule a name in the reader's whole grammar: two rules for the same words would be
    two mechanisms for one rule."""
    names = [r.name for r in KERNEL_SENTENCES]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:  # pragma: no cover - a programming error caught at the first card read
        raise RuntimeError(f"duplicate kernel sentence rule names: {sorted(dupes)}")


def kernel_grammar() -> list[SentenceRule]:
    """The kernel's rules for ``manastack_register_sentences``."""
    return kernel_sentences()
