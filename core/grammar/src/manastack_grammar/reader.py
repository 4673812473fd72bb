"""Oracle text recognition: a card's rules text becomes abilities (CR 112, 113, 207.2c, 702).

:func:`recognize` reads a card's text line by line (each line is one ability
or a keyword list, CR 113.2), after removing reminder text (CR 207.2a) and
ability words (CR 207.2c) and writing the card's own name as ``~``
(CR 201.5):

- keyword lines ("Flying, vigilance", "Flashback {2}{U}", "Escalate—Discard a
  card.") go to the :class:`~manastack.abilities.KeywordDef` of the enabled
  plugins (the kernel's evergreen keywords are one of them);
- whole-line abilities (statics, "As an additional cost to cast this spell,
  ...", "enters with") are :class:`SentenceRule` values of kind ``"ability"``;
- "When/Whenever/At [event], [effect]" is a triggered ability (CR 603): the
  event clause goes to rules of kind ``"trigger"`` first, then the kernel's
  forms; "[cost]: [effect]" an activated ability (CR 602); "Choose one —"
  with "•" bullets a modal spell (CR 700.2);
- other lines are split into sentences and matched against rules of kind
  ``"effect"``: the kernel's grammar (:mod:`manastack.sentences`) plus what
  plugins add through ``manastack_register_sentences``.

The phrase parsers a rule's ``build`` uses are public: :func:`parse_filter`
("nonland permanent you don't control"), :func:`parse_target` ("up to two
target creatures"), :func:`parse_ref` ("each creature target opponent
controls", "it", "you"), :func:`parse_amount` ("X, where X is the number of
...") and :func:`parse_cost` ("{1}{U}, Pay 3 life", "Discard a card").

What is not understood is reported sentence by sentence, never guessed; a
:class:`Recognition` also records, line by line and sentence by sentence, which
rule of which plugin recognised what (``manastack explain`` prints it).
"""

from __future__ import annotations

import contextvars
import functools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, cast

import attrs
from attrs import define, field, frozen

from manastack.api import (
    ARTIFACT_TYPES,
    CREATURE_TYPES,
    EACH_OPPONENT,
    EACH_PLAYER,
    EMPTY_COST,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    MOVERS,
    SPELL_TYPES,
    YOU,
    Ability,
    ActivatedAbility,
    ActivationRestriction,
    Amount,
    Card,
    CardDataError,
    Conditional,
    Context,
    ControlledBy,
    ControllerOf,
    Cost,
    CostPart,
    Count,
    CreateToken,
    Custom,
    Destroy,
    DiscardHand,
    DiscardSelf,
    Each,
    EachPlayer,
    EquipAbility,
    Exile,
    ExilePermanents,
    ExileSelf,
    Instruction,
    ItRef,
    KeywordAbility,
    LazyPattern,
    ManaCost,
    ManastackError,
    Mode,
    ObjectFilter,
    OwnedBy,
    PlayerFilter,
    PluginError,
    PutCountersOnSelf,
    PutOntoBattlefield,
    Ref,
    ReturnPermanents,
    ReturnToHand,
    Sequence_,
    SourceRef,
    SpellAbility,
    TargetRef,
    TargetSpec,
    TriggeredAbility,
    Union,
    Zone,
    amount,
    parse_mana_produced,
    shift_targets,
    x_value,
)
from manastack_grammar.grammar import grammar_of
from manastack_grammar.registration import (
    COMPOSITE_PRIORITY,
    EVERGREEN,
    NUMBER,
    KeywordDef,
    NotUnderstood,
    SentenceRule,
    may_match,
)

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, Rules


# --------------------------------------------------------------------------
# Rules of the grammar
# --------------------------------------------------------------------------


@frozen
class SentenceReport:
    """One sentence (or clause) and what recognised it, for ``manastack explain``.

    ``rule`` is the name of the :class:`SentenceRule` that matched ("" when
    nothing did), ``plugin`` the plugin that registered it, ``value`` what it
    built (``became`` describes it), ``depth`` how deep in a composite sentence
    ("A, then B") it is.
    """

    text: str
    rule: str = ""
    plugin: str = ""
    depth: int = 0
    value: Any = field(default=None, eq=False, repr=False)
    targets: tuple[TargetSpec, ...] = field(default=(), eq=False, repr=False)

    @property
    def understood(self) -> bool:
        return bool(self.rule)

    @property
    def became(self) -> str:
        return describe(self.value, self.targets) if self.rule else ""


@define
class Builder:
    """What a sentence rule's ``build`` gets besides its match: the ability being built.

    ``target(spec)`` registers an instance of "target" (CR 115.1) and returns
    the reference to use in instructions; ``ref(phrase)`` reads "target
    creature", "each opponent", "it"...; ``effect(text)`` recognises a clause
    as effect instructions (for rules built of smaller sentences); ``amount``
    reads numbers, X and "that many". ``card`` is the card's name.

    ``it`` is what "it"/"that creature" means in the next sentence: the object
    reference of the previous instruction, or the objects it moved (a new
    object after a zone change, CR 400.7). ``that_player`` is the same for
    "that player"/"they".
    """

    card: str
    rules: Rules | None = None
    targets: list[TargetSpec] = field(factory=list)
    is_permanent: bool = False
    missing: list[tuple[str, str]] = field(factory=list)
    trace: list[SentenceReport] = field(factory=list)
    it: Ref | None = None
    that_player: Ref | None = None
    subject: Ref | None = None
    last: Instruction | None = None
    depth: int = 0
    grammar: Sequence[SentenceRule] | None = None  # only these rules (tools, tests)

    def target(self, spec: TargetSpec) -> TargetRef:
        self.targets.append(spec)
        return TargetRef(len(self.targets) - 1)

    def ref(self, phrase: str) -> Ref:
        """An object/player phrase: "target creature", "each opponent", "it", "~"..."""
        ref = parse_ref(phrase, self)
        if self.subject is None:
            self.subject = ref
        return ref

    def filter(self, phrase: str) -> ObjectFilter:
        return parse_filter(phrase)

    def amount(self, phrase: str) -> Amount:
        return parse_amount(phrase, self)

    def effect(self, text: str, *, atomic: bool = False) -> list[Instruction]:
        """Recognise ``text`` as effect sentences; ``atomic``: no composite rule."""
        return effect_instructions(text, self, atomic=atomic)

    @property
    def sentence_rules(self) -> Sequence[SentenceRule]:
        if self.grammar is not None:
            return self.grammar
        if self.rules is not None:
            return grammar_of(self.rules).sentence_rules
        from manastack_grammar.registration import kernel_sentences

        return sorted(kernel_sentences(), key=lambda r: -r.priority)

    def snapshot(self) -> tuple[int, int, int, Ref | None, Ref | None, Ref | None]:
        return (len(self.targets), len(self.trace), len(self.missing), self.it,
                self.that_player, self.subject)

    def restore(self, snap: tuple[int, int, int, Ref | None, Ref | None,
                                  Ref | None]) -> None:
        del self.targets[snap[0]:]
        del self.trace[snap[1]:]
        del self.missing[snap[2]:]
        self.it, self.that_player, self.subject = snap[3], snap[4], snap[5]


SentenceResult = Instruction | Sequence[Instruction] | Ability | Any | None


# --------------------------------------------------------------------------
# Text normalisation
# --------------------------------------------------------------------------

_REMINDER = LazyPattern(r"\s*\([^()]*\)")


_SELF_WORDS = LazyPattern(
    r"\b(this (?:creature|spell|permanent|land|enchantment|artifact|card|planeswalker|aura|"
    r"equipment|vehicle|token|saga|battle|class|case|room|siege))\b",
    re.IGNORECASE,
)


#: CR 207.2c: ability words have no rules meaning; "Landfall — Whenever ..." is read without it.
ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "renew", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "void", "will of the council",
)


_ABILITY_WORD = LazyPattern(
    r"^(?:" + "|".join(re.escape(w) for w in ABILITY_WORDS) + r") — ", re.IGNORECASE
)


def normalize_lines(text: str, name: str) -> list[tuple[str, str]]:
    """``(printed line, normalised line)`` pairs: reminder text and ability words
    removed, the card's name (or its short name, "Uro" of "Uro, Titan of
    Nature's Wrath", CR 201.4b) and "this creature"-like words written ``~``."""
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
        for n in names:
            line = line.replace(n, "~")
        for short in shorts:
            if len(short) >= 3:
                line = re.sub(rf"\b{re.escape(short)}\b", "~", line)
        line = _SELF_WORDS.sub("~", line)
        out.append((printed, line))
    return out


def normalize(text: str, name: str) -> list[str]:
    """Lines of ``text`` without reminder text, the card's name as ``~``."""
    return [line for _, line in normalize_lines(text, name)]


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


# --------------------------------------------------------------------------
# Numbers and amounts
# --------------------------------------------------------------------------

NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20, "another": 1,
}


# The meaning of "X" while a sentence ending in ", where X is ..." is read (CR 107.3c).
_X_MEANING: contextvars.ContextVar[Amount | None] = contextvars.ContextVar(
    "manastack_x_meaning", default=None
)


def number(word: str) -> Amount:
    """"three" -> 3, "X" -> the announced X (or what ", where X is ..." says it is)."""
    w = word.lower().strip()
    if w == "x":
        meaning = _X_MEANING.get()
        return meaning if meaning is not None else x_value
    if w.isdigit():
        return int(w)
    if w in NUMBERS:
        return NUMBERS[w]
    raise NotUnderstood(word)


def int_number(word: str) -> int:
    value = number(word)
    if callable(value):
        raise NotUnderstood(word)
    return value


@contextmanager
def x_means(amount: Amount) -> Iterator[None]:
    """Read a sentence with "X" meaning ``amount`` (", where X is ...", CR 107.3c)."""
    token = _X_MEANING.set(amount)
    try:
        yield
    finally:
        _X_MEANING.reset(token)


def _count_objects(flt: ObjectFilter, zone: Zone, whose: str | None) -> Callable[[Context], int]:
    def run(ctx: Context) -> int:
        game = ctx.game
        if zone.shared:
            objs = game.objects_in(zone)
        elif whose == "you":
            objs = game.objects_in(zone, ctx.controller)
        elif whose == "opponents":
            objs = [o for p in game.opponents(ctx.controller) for o in game.objects_in(zone, p)]
        else:
            objs = [o for p in range(len(game.players)) for o in game.objects_in(zone, p)]
        return sum(1 for o in objs if flt.matches(game, o, player=ctx.controller,
                                                  source=ctx.source))

    return run


def _it_stat(stat: str, b: Builder) -> Callable[[Context], int]:
    ref = b.it if b.it is not None else ItRef()

    def run(ctx: Context) -> int:
        for oid in ref.objects(ctx):
            if ctx.game.find(oid) is not None and ctx.game.obj(oid).zone is Zone.BATTLEFIELD:
                return ctx.game.power(oid) if stat == "power" else ctx.game.toughness(oid)
            if ctx.source_lki is not None and oid == ctx.source:
                break
        # last known information (CR 608.2h) of the source itself
        if ctx.source_lki is not None and isinstance(ref, SourceRef):
            value = ctx.source_lki.card.power if stat == "power" else ctx.source_lki.card.toughness
            try:
                return int(value or 0)
            except ValueError:
                return 0
        return 0

    return run


def parse_count(phrase: str, b: Builder) -> Count:
    """What "the number of ..." / "for each ..." counts (CR 107.3c), as a :class:`Count`.

    "creature you control", "card in your graveyard", "creature card in your
    graveyard", "card in your hand", "opponent you have", "creature on the
    battlefield", "land you control"...
    """
    p = phrase.strip().lower().removeprefix("the number of ")
    text = phrase.strip()
    counted = _plugin_count(p, text, b)
    if counted is not None:
        return counted
    m = re.fullmatch(r"(.+?) (?:cards? )?in (your|each player's|all|an opponent's|target "
                     r"player's) (graveyards?|hands?|librar(?:y|ies))", p)
    if m:
        what = m.group(1)
        what = re.sub(r"\bcards?$", "", what).strip()
        if re.fullmatch(r"[a-z]+( and [a-z]+)+", what) and all(
                _TYPES.get(w) for w in what.split(" and ")):
            what = what.replace(" and ", " or ")  # "instant and sorcery cards": each is either
        flt = parse_filter(what) if what not in ("", "card", "cards") else ObjectFilter()
        zone_word = m.group(3)
        zone = Zone.GRAVEYARD if zone_word.startswith("graveyard") else (
            Zone.HAND if zone_word.startswith("hand") else Zone.LIBRARY)
        whose = {"your": "you", "an opponent's": "opponents"}.get(m.group(2))
        if m.group(2) == "target player's":
            raise NotUnderstood(phrase)
        return Count(text, _count_objects(flt, zone, whose))
    m = re.fullmatch(r"cards? (?:that were )?put into your graveyard from (?:your )?"
                     r"(hand|library|hand or library) this turn", p)
    if m:
        zones = {"hand": ("hand",), "library": ("library",),
                 "hand or library": ("hand", "library")}[m.group(1)]
        return Count(text, lambda ctx: sum(
            1 for owner, came in ctx.game.state.turn.to_graveyard
            if owner == ctx.controller and came in zones))
    if p in ("creature that died this turn", "creatures that died this turn"):
        # CR 700.4: put into a graveyard from the battlefield this turn (any controller)
        return Count(text, lambda ctx: ctx.game.state.turn.creatures_died)
    m = re.fullmatch(r"([\w-]+) counters you have", p)
    if m:  # counters on a player (CR 122.1)
        kind = m.group(1)
        return Count(text, lambda ctx: ctx.game.player(ctx.controller).counter(kind))
    if p in ("opponent you have", "opponents you have", "opponent"):
        return Count(text, lambda ctx: len([q for q in ctx.game.opponents(ctx.controller)
                                            if not ctx.game.player(q).lost]))
    m = re.fullmatch(r"(.+?) on the battlefield", p)
    if m:
        return Count(text, _count_objects(_permanent_filter(parse_filter(m.group(1))),
                                          Zone.BATTLEFIELD, None))
    flt = parse_filter(p)
    if not flt.controller:
        raise NotUnderstood(phrase)
    return Count(text, _count_objects(_permanent_filter(flt), Zone.BATTLEFIELD, None))


def _plugin_count(phrase: str, text: str, b: Builder) -> Count | None:
    """A count of the rule set's sentence rules of kind ``"count"`` (a plugin's "for each
    time it was kicked", 702.33c); their ``build`` returns the function counted on
    resolution (CR 107.3c). None if no rule reads ``phrase``."""
    if b.rules is None:
        return None
    for rule in grammar_of(b.rules).sentence_rules:
        if rule.kind != "count" or not may_match(rule.pattern, phrase):
            continue
        m = rule.compiled.fullmatch(phrase)
        if m is None:
            continue
        try:
            function = rule.build(m, b)
        except NotUnderstood:
            continue
        if not callable(function):
            raise PluginError(f"plugin {rule.plugin!r}: count rule {rule.name!r} built "
                              f"{function!r}, not a function of the effect's context")
        return Count(text, cast("Callable[[Context], int]", function))
    return None


def _permanent_filter(flt: ObjectFilter) -> ObjectFilter:
    if flt.types or flt.any_types:
        return flt
    return attrs.evolve(flt, types=("Permanent",))


def parse_amount(phrase: str, b: Builder) -> Amount:
    """A number phrase: "three", "X", "that many", "twice the number of ...",
    "the number of cards in your hand", "its power", "half ..., rounded up"."""
    p = phrase.strip().lower()
    try:
        return number(p)
    except NotUnderstood:
        pass
    if p in ("that many", "that much"):
        # what the instruction before counted, else the trigger event's amount ("Whenever
        # you put one or more +1/+1 counters on a creature, you may gain that much life")
        return Count(p, lambda ctx: int(ctx.values.get("amount", ctx.values.get(
            "discarded", ctx.event.get("amount", 0)))))
    m = re.fullmatch(r"(twice|three times) (.+)", p)
    if m:
        inner = parse_amount(m.group(2), b)
        factor = 2 if m.group(1) == "twice" else 3
        return Count(p, lambda ctx: amount(inner, ctx) * factor)
    m = re.fullmatch(r"half (.+?), rounded (up|down)", p)
    if m:
        inner = parse_amount(m.group(1), b)
        up = m.group(2) == "up"
        return Count(p, lambda ctx: -(-amount(inner, ctx) // 2) if up else
                     amount(inner, ctx) // 2)
    m = re.fullmatch(r"(.+) plus (\d+|one|two|three)", p)
    if m:
        inner = parse_amount(m.group(1), b)
        extra = int_number(m.group(2))
        return Count(p, lambda ctx: amount(inner, ctx) + extra)
    m = re.fullmatch(r"(?:its|that creature's|~'s|that permanent's) (power|toughness)", p)
    if m:
        if p.startswith("~"):
            saved, b.it = b.it, SourceRef()
            try:
                return Count(p, _it_stat(m.group(1), b))
            finally:
                b.it = saved
        return Count(p, _it_stat(m.group(1), b))
    if p.startswith("the number of "):
        return parse_count(p, b)
    if p == "the amount of mana spent to cast ~" or p == "the amount of mana spent to cast it":
        return Count(p, _mana_spent)
    raise NotUnderstood(phrase)


def _mana_spent(ctx: Context) -> int:
    """CR 601.2h: the amount of mana spent to cast the spell (0 if it wasn't cast)."""
    spell = ctx.spell
    if spell is None and ctx.source_lki is not None:
        spell = ctx.source_lki.spell
    if spell is None:
        return 0
    return len(re.findall(r"\{[^}]+\}", spell.mana_spent)) if "{" in spell.mana_spent else \
        sum(1 for ch in spell.mana_spent if ch.isalpha())


# --------------------------------------------------------------------------
# Noun phrases: filters, targets, references
# --------------------------------------------------------------------------

_TYPES = {
    "creature": "Creature", "creatures": "Creature", "artifact": "Artifact",
    "artifacts": "Artifact", "enchantment": "Enchantment", "enchantments": "Enchantment",
    "land": "Land", "lands": "Land", "planeswalker": "Planeswalker",
    "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
    "permanent": "Permanent", "permanents": "Permanent", "spell": "Spell", "spells": "Spell",
    "kindred": "Kindred", "card": "", "cards": "",
}


_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


# Keyword names as words of noun phrases and sentences ("creature with shadow", "loses
# flying"): reading a word only tests the name among an object's keywords, so plugin keywords
# (haste, shadow...) may stand here; the keyword's line and its rules stay the plugin's
# (KeywordDef, hooks), and granting one ("gains shadow") still needs the plugin's KeywordDef.
_KEYWORD_WORDS = (
    "flying", "trample", "haste", "deathtouch", "lifelink", "vigilance", "reach", "menace",
    "first strike", "double strike", "defender", "hexproof", "indestructible", "flash",
    "shroud", "shadow", "horsemanship", "fear", "intimidate", "flanking", "islandwalk",
    "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "infect", "wither", "prowess",
    "ward", "toxic", "changeling",
)


_KEYWORD_ALT = "|".join(re.escape(k) for k in _KEYWORD_WORDS)


def _and_predicates(*preds: Callable[[Game, GameObject], bool] | None) -> Callable[
        [Game, GameObject], bool] | None:
    found = [p for p in preds if p is not None]
    if not found:
        return None
    if len(found) == 1:
        return found[0]

    def both(game: Game, obj: GameObject) -> bool:
        return all(p(game, obj) for p in found)

    return both


def _has_counter(kind: str) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: obj.counter(kind) > 0


def _toughness_cmp(n: int, at_least: bool) -> Callable[[Game, GameObject], bool]:
    def check(game: Game, obj: GameObject) -> bool:
        t = game.chars(obj.id).toughness or 0
        return t >= n if at_least else t <= n

    return check


def _mana_value_at_least(n: int) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: game.mana_value(obj.id) >= n


def _has_x_in_mana_cost(game: Game, obj: GameObject) -> bool:
    """"with {X} in its mana cost" (CR 107.3): the symbol is there, whatever X's value."""
    cost = game.chars(obj.id).mana_cost
    return cost is not None and cost.has_x


def _lacks_supertype(name: str) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: not game.chars(obj.id).type_line.has_supertype(name)


def _has_supertype(name: str) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: game.chars(obj.id).type_line.has_supertype(name)


#: CR 700.12: "outlaw" means an object with any of these creature types.
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


def _any_subtype(names: Sequence[str]) -> Callable[[Game, GameObject], bool]:
    """"Mountain or Cave", "outlaw": at least one of these subtypes."""
    return lambda game, obj: any(game.chars(obj.id).type_line.has_subtype(n) for n in names)


def _color_count(kind: str) -> Callable[[Game, GameObject], bool]:
    def check(game: Game, obj: GameObject) -> bool:
        n = len(game.chars(obj.id).colors)
        return n == 0 if kind == "colorless" else (n == 1 if kind == "monocolored" else n >= 2)

    return check


def _attacking_or_blocking(game: Game, obj: GameObject) -> bool:
    return game.is_attacking(obj.id) or game.is_blocking(obj.id)


def parse_filter(phrase: str) -> ObjectFilter:
    """"nonland permanent you don't control", "attacking creature", "creature card"...

    Understood: a leading "a"/"an"/"another"/"other"; colours and "non"-colours,
    "colorless", "monocolored", "multicolored"; card types and "non"-types,
    lists joined by "or"/"and/or"/commas ("artifact, enchantment, or land":
    any of them); subtypes and "non-Subtype" (subtypes joined by "or": any of
    them), "outlaw" (CR 700.12); "legendary", "nonlegendary",
    "basic", "nonbasic", "snow"; "token", "nontoken"; "attacking", "blocking",
    "attacking or blocking", "tapped", "untapped"; "you control", "you don't
    control", "an opponent controls", "you own"; "with power/toughness/mana
    value N or less/greater", "with {X} in its/their mana cost(s)", "with flying",
    "without flying", "with a +1/+1 counter on it". Raises :class:`NotUnderstood` for any
    other word.
    """
    p = phrase.strip().lower().replace("\u2019", "'")
    p = re.sub(r"^(?:a|an) ", "", p)
    p = re.sub(r" that's an? (.+)$", r" \1", p)  # "card that's an instant or sorcery"
    kw: dict[str, Any] = {}
    preds: list[Callable[[Game, GameObject], bool] | None] = []
    # controller and owner clauses (CR 108.3, 110.2)
    p = " " + p  # so that "you control" alone is a controller clause
    for suffix, value in (
        (" you don't control", ("controller", "not_you")),
        (" an opponent controls", ("controller", "opponent")),
        (" your opponents control", ("controller", "opponent")),
        (" opponents control", ("controller", "opponent")),
        (" you control", ("controller", "you")),
        (" you own", ("owner", "you")),
        (" you don't own", ("owner", "not_you")),
    ):
        if p.endswith(suffix):
            p = p[: -len(suffix)]
            kw[value[0]] = value[1]
            break
    p = p.strip()
    changed = True
    while changed:
        changed = False
        for pattern, apply in _FILTER_SUFFIXES:
            m = re.search(pattern, p)
            if m:
                apply(m, kw, preds)
                p = p[: m.start()].strip()
                changed = True
        # "... you control with ..." : the controller clause may come before "with"
        for suffix, relation in ((" you control", "you"), (" you don't control", "not_you"),
                                 (" an opponent controls", "opponent")):
            if p.endswith(suffix) and "controller" not in kw:
                p = p[: -len(suffix)]
                kw["controller"] = relation
                changed = True
    if p.endswith(" attacking or blocking") or " attacking or blocking " in f" {p} ":
        p = re.sub(r"\battacking or blocking\b", "", p).strip()
        preds.append(_attacking_or_blocking)
    words = [w for w in re.split(r"[\s,]+", p) if w]
    types: list[str] = []
    any_types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    not_subtypes: list[str] = []
    supertypes: list[str] = []
    colors: list[str] = []
    not_colors: list[str] = []
    saw_or = False
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("other", "another"):
            kw["other"] = True
        elif w == "attacking":
            kw["attacking"] = True
        elif w == "nonattacking":
            kw["attacking"] = False
        elif w == "blocking":
            kw["blocking"] = True
        elif w == "nonblocking":
            kw["blocking"] = False
        elif w == "tapped":
            kw["tapped"] = True
        elif w == "untapped":
            kw["tapped"] = False
        elif w in ("token", "tokens"):
            kw["token"] = True
        elif w == "nontoken":
            kw["token"] = False
        elif w in ("legendary", "basic", "snow"):
            supertypes.append(w.capitalize())
        elif w in ("nonlegendary", "nonbasic", "nonsnow"):
            preds.append(_lacks_supertype(w[3:].capitalize()))
        elif w in ("colorless", "monocolored", "multicolored"):
            preds.append(_color_count(w))
        elif w in _COLORS:
            colors.append(_COLORS[w])
        elif w.startswith("non") and w[3:] in _COLORS:
            not_colors.append(_COLORS[w[3:]])
        elif w.startswith("non-") and w[4:] in _COLORS:
            not_colors.append(_COLORS[w[4:]])
        elif w.startswith("non") and w[3:] in _TYPES and _TYPES[w[3:]]:
            not_types.append(_TYPES[w[3:]])
        elif w.startswith("non-") and w[4:] in _TYPES and _TYPES[w[4:]]:
            not_types.append(_TYPES[w[4:]])
        elif w.startswith("non-") and _subtype(w[4:]):
            not_subtypes.append(_subtype(w[4:]))
        elif w in _TYPES:
            if _TYPES[w]:
                if i + 1 < len(words) and words[i + 1] in ("or", "and/or"):
                    any_types.append(_TYPES[w])
                    saw_or = True
                elif saw_or and any_types:
                    any_types.append(_TYPES[w])
                elif i + 1 < len(words) and words[i + 1] in _TYPES and _TYPES[words[i + 1]] \
                        and p.count(",") and "or" in words:
                    any_types.append(_TYPES[w])  # "artifact, enchantment, or land"
                else:
                    types.append(_TYPES[w])
        elif w in ("or", "and/or", "and"):
            saw_or = saw_or or w != "and"
        elif w in ("outlaw", "outlaws"):
            preds.append(_any_subtype(OUTLAW_TYPES))  # CR 700.12
        elif _subtype(w):
            subtypes.append(_subtype(w))
        else:
            raise NotUnderstood(phrase)
        i += 1
    if saw_or and len(subtypes) > 1 and not any_types:
        preds.append(_any_subtype(tuple(subtypes)))  # "Mountain or Cave card": either one
        subtypes = []
    if any_types and types:
        # "artifact or creature card" / "noncreature artifact or enchantment": keep lists apart
        any_types.extend(t for t in types if t not in any_types)
        types = []
    pred = _and_predicates(kw.pop("predicate", None), *preds)
    return ObjectFilter(
        types=tuple(types), any_types=tuple(dict.fromkeys(any_types)), not_types=tuple(not_types),
        subtypes=tuple(subtypes), not_subtypes=tuple(not_subtypes),
        supertypes=tuple(supertypes), colors=tuple(colors), not_colors=tuple(not_colors),
        predicate=pred, text=phrase.strip(), **kw,
    )


def _suffix_power(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    n = int(m.group(2))
    if m.group(1) == "power":
        kw["power_at_least" if m.group(3) == "greater" else "power_at_most"] = n
    else:
        preds.append(_toughness_cmp(n, m.group(3) == "greater"))


def _suffix_mv(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    n = int(m.group(1))
    if m.group(2) == "less":
        kw["mana_value_at_most"] = n
    else:
        preds.append(_mana_value_at_least(n))


def _suffix_x_cost(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(_has_x_in_mana_cost)


def _suffix_keyword(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["keyword"] = m.group(1)


def _suffix_no_keyword(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["not_keyword"] = m.group(1)


def _suffix_counter(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    # a field, not a predicate: the layer pass then knows it reads only counters (CR 613.8a)
    if "counter" in kw:
        preds.append(_has_counter(m.group(1)))
    else:
        kw["counter"] = m.group(1)


_FILTER_SUFFIXES: tuple[tuple[str, Callable[[re.Match[str], dict[str, Any], list[Any]], None]],
                        ...] = (
    (r" with (power|toughness) (\d+) or (greater|less)$", _suffix_power),
    (r" with mana value (\d+) or (less|greater)$", _suffix_mv),
    (r" with \{x\} in (?:its|their) mana costs?$", _suffix_x_cost),
    (rf" with ({_KEYWORD_ALT})$", _suffix_keyword),
    (rf" without ({_KEYWORD_ALT})$", _suffix_no_keyword),
    (r" with (?:a|one or more) ([+-]1/[+-]1|\w+) counters? on (?:it|them)$", _suffix_counter),
    (r" with ([+-]1/[+-]1|\w+) counters on them$", _suffix_counter),
)


@functools.cache
def _subtype_index() -> dict[str, str]:

    names = CREATURE_TYPES | ARTIFACT_TYPES | \
        ENCHANTMENT_TYPES | LAND_TYPES | SPELL_TYPES
    index: dict[str, str] = {}
    for n in names:
        index[n.lower()] = n
    for n in names:
        low = n.lower()
        for plural in (low + "s", low + "es", low[:-1] + "ies" if low.endswith("y") else "",
                       low[:-1] + "ves" if low.endswith("f") else "",
                       low[:-2] + "ves" if low.endswith("fe") else "",
                       low[:-3] + "men" if low.endswith("man") else ""):
            if plural:
                index.setdefault(plural, n)
    index.setdefault("elves", "Elf")
    index.setdefault("dwarves", "Dwarf")
    return index


def _subtype(word: str) -> str:
    """The subtype a (possibly plural) word names, or ""."""
    return _subtype_index().get(word.lower(), "")


# kept for plugins written against the first kernel
_PLAYER_TARGETS = {
    "player": PlayerFilter("any"),
    "opponent": PlayerFilter("opponent"),
}


def parse_target(phrase: str) -> TargetSpec:
    """One instance of "target" (CR 115.1): "target creature", "any target",
    "up to two target creatures", "another target creature", "one or two target
    creatures", "any number of target creatures", "target player or
    planeswalker", "target creature card from your graveyard", "target card from
    a graveyard", "target noncreature spell", "target spell you don't control"."""
    p = phrase.strip()
    low = p.lower().replace("\u2019", "'")
    if low in ("any target", "any other target"):
        # CR 115.4: creature, player, planeswalker or battle
        return TargetSpec(
            objects=ObjectFilter(any_types=("Creature", "Planeswalker", "Battle"),
                                 other=low == "any other target",
                                 text="creature, planeswalker or battle"),
            players=PlayerFilter("any"), text="any target",
        )
    minimum, maximum = 1, 1
    m = re.fullmatch(r"up to (\w+) (?:other )?target (.+)", low)
    if m:
        minimum, maximum = 0, int_number(m.group(1))
        low = "target " + m.group(2) if "other target" not in low else "target other " + m.group(2)
    m = re.fullmatch(r"any number of (?:other )?target (.+)", low)
    if m:
        minimum, maximum = 0, 99
        low = "target " + m.group(1)
    m = re.fullmatch(r"(\w+) or (\w+) target (.+)", low)
    if m:
        minimum, maximum = int_number(m.group(1)), int_number(m.group(2))
        low = "target " + m.group(3)
    m = re.fullmatch(r"(two|three|four|five) (?:other )?target (.+)", low)
    if m:
        minimum = maximum = int_number(m.group(1))
        low = "target " + m.group(2)
    other = False
    if low.startswith("another target "):
        other = True
        low = "target " + low[len("another target "):]
    if not low.startswith("target "):
        raise NotUnderstood(phrase)
    rest = low[len("target "):]
    if rest.startswith("other "):
        other = True
        rest = rest[len("other "):]
    if maximum > 1:
        rest = _singular(rest)
    if rest in _PLAYER_TARGETS:
        return TargetSpec(players=_PLAYER_TARGETS[rest], min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"(player|opponent) or planeswalker", rest)
    if m:
        return TargetSpec(
            objects=ObjectFilter(types=("Planeswalker",), text="planeswalker"),
            players=_PLAYER_TARGETS[m.group(1)], min=minimum, max=maximum, text=p,
        )
    m = re.fullmatch(r"creature or player", rest)
    if m:
        return TargetSpec(objects=ObjectFilter(types=("Creature",), text="creature"),
                          players=PlayerFilter("any"), min=minimum, max=maximum, text=p)
    rest = re.sub(r"\bcard that's an? (.+?) (from|in) ", r"\1 card \2 ", rest)
    m = re.fullmatch(r"(.*?)\s*cards?(?P<with> with .+?)? (?:from|in) (your|a|an opponent's|"
                     r"target player's|that player's|each player's) graveyards?", rest)
    if m:
        what = (m.group(1) + (m.group("with") or "")).strip()
        base = parse_filter(what) if what else ObjectFilter()
        whose = m.group(3)
        owner = {"your": "you", "an opponent's": "opponent"}.get(whose)
        if whose in ("target player's", "that player's"):
            raise NotUnderstood(phrase)
        flt = attrs.evolve(base, owner=owner, text=rest, other=other)
        return TargetSpec(objects=flt, zone=Zone.GRAVEYARD, min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"(.*?)\s*cards? in (?:(?:a|any) graveyard|graveyards)", rest)
    if m:
        flt = attrs.evolve(parse_filter(m.group(1)) if m.group(1) else ObjectFilter(), text=rest)
        return TargetSpec(objects=flt, zone=Zone.GRAVEYARD, min=minimum, max=maximum, text=p)
    if re.search(r"\bspells?\b", rest):
        body = re.sub(r"\bspells?\b", "", rest).strip()
        body = re.sub(r"\s+", " ", body)
        flt = parse_filter(body) if body else ObjectFilter()
        # CR 113.7a: an ability on the stack is not a spell, so "Spell" stays a type here
        flt = attrs.evolve(flt, types=("Spell", *(t for t in flt.types if t != "Spell")),
                           text=rest)
        return TargetSpec(objects=flt, zone=Zone.STACK, min=minimum, max=maximum, text=p)
    flt = parse_filter(rest)
    if not (flt.types or flt.any_types):
        flt = attrs.evolve(flt, types=("Permanent",))
    if other:
        flt = attrs.evolve(flt, other=True)
    return TargetSpec(objects=flt, min=minimum, max=maximum, text=p)


def _singular(phrase: str) -> str:
    """"creatures you control" -> "creature you control" (the first noun only)."""
    words = phrase.split()
    for i, w in enumerate(words):
        if w in _TYPES and w.endswith("s") and _TYPES.get(w[:-1]) == _TYPES[w]:
            words[i] = w[:-1]
            break
        if w == "sorceries":
            words[i] = "sorcery"
            break
        if _subtype(w) and _subtype(w).lower() != w:
            words[i] = _subtype(w).lower()
            break
    return " ".join(words)


def _filter_kwargs(flt: ObjectFilter) -> dict[str, Any]:
    return {a.name: getattr(flt, a.name) for a in attrs.fields(ObjectFilter)}


_IT_WORDS = ("it", "that creature", "that card", "that permanent", "that land",
             "that artifact", "that enchantment", "that planeswalker", "that spell",
             "that token", "the creature", "the token", "them", "those creatures",
             "those cards", "those permanents", "those tokens", "they", "those lands",
             "that creature card", "the exiled card", "the exiled cards", "this way")


def parse_ref(phrase: str, b: Builder) -> Ref:
    """Who or what: a target phrase, "each ...", "all ...", "you", "it", "~",
    "that player", "its controller", "creatures you control" ..."""
    p = phrase.strip()
    low = p.lower().replace("\u2019", "'")
    if low in ("~", "this", "itself"):
        return SourceRef()
    if low in _IT_WORDS:
        return b.it if b.it is not None else ItRef()
    if low in ("that permanent or player", "that creature or player"):
        if isinstance(b.it, TargetRef):
            return b.it  # the target of "any target" itself, a permanent or a player
        raise NotUnderstood(phrase)
    if low in ("you", "yourself"):
        return YOU
    if low in ("each opponent", "your opponents", "each of your opponents", "each other player",
               "opponents"):
        return EACH_OPPONENT
    if low in ("each player", "all players", "players"):
        return EACH_PLAYER
    if low in ("that player", "that opponent", "the player", "that creature's controller"):
        if b.that_player is not None:
            return b.that_player
        if low == "that creature's controller" or b.it is not None:
            return ControllerOf(b.it if b.it is not None else ItRef())
        raise NotUnderstood(phrase)
    if low in ("its controller", "their controller", "its controllers", "their controllers"):
        return ControllerOf(b.it if b.it is not None else ItRef())
    if low in ("its owner", "their owner", "its owners", "their owners"):
        from manastack.api import OwnerOf

        return OwnerOf(b.it if b.it is not None else ItRef())
    m = re.fullmatch(r"(.+?) and (target .+)", low)
    if m and ("target" in m.group(1)):
        first = parse_ref(p[: m.end(1)], b)
        second = parse_ref(p[m.start(2):], b)
        return Union((first, second))
    m = re.fullmatch(r"each of (.*target .+)", low)
    if m:
        return parse_ref(p[m.start(1):], b)
    if low.startswith(("each ", "all ")):
        rest = low.split(" ", 1)[1]
        m = re.fullmatch(r"(.+?) target (player|opponent) controls", rest)
        if m:
            player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                         text=f"target {m.group(2)}"))
            b.that_player = player
            flt = parse_filter(_singular(m.group(1)))
            return ControlledBy(flt, player)
        m = re.fullmatch(r"(.+?) and each (player|opponent)", rest)
        if m:
            return Union((Each(_permanent_filter(parse_filter(_singular(m.group(1))))),
                          EACH_PLAYER if m.group(2) == "player" else EACH_OPPONENT))
        m = re.fullmatch(r"(.+?) cards? (?:in|from) (your|each player's|all|target player's|"
                         r"that player's|an opponent's) graveyards?", rest)
        if m:
            return _zone_each(m.group(1), m.group(2), Zone.GRAVEYARD, b)
        flt = parse_filter(_singular(rest))
        if "Spell" in flt.types:
            return Each(flt, zone=Zone.STACK)  # CR 113.7a: not abilities on the stack
        return Each(_permanent_filter(flt))
    m = re.fullmatch(r"(.+?) target (player|opponent) controls", low)
    if m and not low.startswith("target"):
        player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                     text=f"target {m.group(2)}"))
        b.that_player = player
        return ControlledBy(parse_filter(_singular(m.group(1))), player)
    if "target" in low:
        ref = b.target(parse_target(p))
        spec = b.targets[ref.index]
        if spec.players is not None and spec.objects is None:
            b.that_player = ref
        return ref
    # a plural noun phrase: "creatures you control", "attacking creatures"
    words = low.split()
    if words and (words[-1] in ("control", "controls") or any(
            w in _TYPES and w.endswith("s") for w in words) or (
            words[0] == "other")):
        flt = parse_filter(_singular(low))
        if flt.types or flt.any_types or flt.subtypes:
            return Each(_permanent_filter(flt))
    raise NotUnderstood(phrase)


def _zone_each(what: str, whose: str, zone: Zone, b: Builder) -> Ref:
    flt = parse_filter(_singular(what)) if what.strip() not in ("", "card") else ObjectFilter()
    owner = {"your": "you"}.get(whose)
    if whose in ("target player's",):
        player = b.target(TargetSpec(players=PlayerFilter("any"), text="target player"))
        b.that_player = player
        return OwnedBy(flt, player, zone)
    if whose == "that player's" and b.that_player is not None:
        return OwnedBy(flt, b.that_player, zone)
    if whose == "an opponent's":
        raise NotUnderstood(what)
    return Each(attrs.evolve(flt, owner=owner), zone=zone)


# --------------------------------------------------------------------------
# Keywords inside sentences ("gains flying and haste until end of turn")
# --------------------------------------------------------------------------

def keyword_list(phrase: str, b: Builder) -> tuple[Ability, ...]:
    """"flying and haste", "first strike", "hexproof and indestructible",
    "vigilance, trample, lifelink, indestructible, and haste", or a quoted
    ability ("\"This token can't block.\"")."""
    text = phrase.strip()
    quoted = re.fullmatch(r"[\"“](.+)[\"”]", text)
    if quoted:
        return (recognize_line_ability(quoted.group(1), b),)
    m = re.fullmatch(r"(.+?),? and [\"“](.+)[\"”]", text)
    if m:
        return (*keyword_list(m.group(1), b), recognize_line_ability(m.group(2), b))
    items = re.split(r",\s*(?:and\s+)?|\s+and\s+", text.lower())
    out: list[Ability] = []
    for item in items:
        item = item.strip()
        ability = _keyword_ability(item, b)
        if ability is None:
            raise NotUnderstood(phrase)
        out.append(ability)
        if item == "decayed":
            out.append(_decayed_trigger(b))
    return tuple(out)


def _decayed_trigger(b: Builder) -> Ability:
    """CR 702.147a: decayed's triggered ability, read by the grammar from its definition
    ("When this creature attacks, sacrifice it at end of combat"); its "can't block" is the
    kernel's combat rule for the keyword (:func:`manastack.combat.can_block`)."""
    from manastack.api import KeywordTrigger

    read = recognize_line_ability("When this creature attacks, sacrifice it at end of combat", b)
    if not isinstance(read, TriggeredAbility):
        raise NotUnderstood("decayed")
    return KeywordTrigger(trigger=read.trigger, effect=read.effect, keyword="decayed",
                          text="decayed: when this creature attacks, sacrifice it at end of "
                               "combat")


def _keyword_ability(item: str, b: Builder) -> Ability | None:
    if b.rules is not None:
        for plugin, kd in grammar_of(b.rules).keyword_def_pairs:
            if kd.kind == "action":
                continue  # a keyword action (CR 701) is never a granted ability
            parsed = kd.parse(item)
            if parsed is not None:
                return _with_plugin(parsed, plugin)
        absent = grammar_of(b.rules).missing_keyword(b.rules, item)
        if absent is not None:
            b.missing.append(absent)  # granting a keyword whose plugin is off
            return KeywordAbility(keyword=item, text=item)
    for name, _ in EVERGREEN:
        if item == name:
            return KeywordAbility(keyword=name, text=name, plugin="core")
    if item.startswith("protection from "):
        # CR 702.16: the kernel's protection reads the quality from the keyword's name
        return KeywordAbility(keyword=item, text=item, plugin="core")
    if item in ("myriad", "decayed"):  # decayed: CR 702.147a (with _decayed_trigger)
        return KeywordAbility(keyword=item, text=item, plugin="core")
    if item == "can't block":
        from manastack.api import restriction_ability

        return restriction_ability(("cant_block",), item)  # CR 509.1b: a static ability
    return None


def _with_plugin(ability: Ability, plugin: str) -> Ability:
    if isinstance(ability, KeywordAbility) and not ability.plugin:
        return attrs.evolve(ability, plugin=plugin)
    return ability


# --------------------------------------------------------------------------
# The kernel's sentence rules are declared in manastack.sentences with this decorator
# --------------------------------------------------------------------------


def sentence(name: str, pattern: str, kind: str = "effect", priority: int = 0) -> Callable[
    [Callable[[re.Match[str], Builder], SentenceResult]], SentenceRule
]:
    """Decorator adding a kernel sentence rule (modules of the kernel's grammar use it)."""

    def deco(fn: Callable[[re.Match[str], Builder], SentenceResult]) -> SentenceRule:
        rule = SentenceRule(name=name, pattern=pattern, build=fn, kind=kind, priority=priority)
        KERNEL_SENTENCES.append(rule)
        return rule

    return deco


KERNEL_SENTENCES: list[SentenceRule] = []


# --------------------------------------------------------------------------
# Costs
# --------------------------------------------------------------------------

_COST_SPLIT = LazyPattern(r",\s*(?:and\s+)?|\s+and\s+(?=[A-Z{]|pay|discard|sacrifice|exile|tap|"
                         r"remove|return|put)", re.IGNORECASE)


def parse_cost(text: str, b: Builder | None = None) -> Cost:
    """A cost (CR 118, 602.1a): "{2}{R}, {T}, Sacrifice a creature", "Pay 3 life".

    Keyword plugins parse their costs with it ("Flashback—{1}{U}, Pay 3
    life.", "Escalate—Discard a card.", "Escape—{3}{B}, Exile four other
    cards from your graveyard."). Understood parts: mana symbols; {T}, {Q};
    "Pay N life"; "Discard a card / N cards / a [filter] card / your hand";
    "Sacrifice ~ / a [filter] / N [filter]s / another [filter]"; "Tap an
    untapped [filter] you control / N untapped [filter]s you control";
    "Exile N (other) cards from your graveyard", "Exile a [filter] card from
    your graveyard", "Exile ~ from your graveyard", "Exile a [filter] you
    control"; "Return a [filter] you control to its owner's hand"; "Remove
    N [kind] counters from ~"; "Put N [kind] counters on ~". The count of a
    part paid by choosing objects may be X ("Discard X cards", "Sacrifice X
    Mountains", "Exile X blue cards from your graveyard"): X is announced with
    the rest of the cost (CR 107.3a, 601.2b); counters removed or put are a
    fixed count.
    """
    from manastack.api import (
        DiscardCost,
        ExileFromGraveyard,
        PayLife,
        RemoveCountersCost,
        SacrificeCost,
        SacrificeSelf,
        TapSelf,
        TapUntapped,
        UntapSelf,
    )

    mana = EMPTY_COST
    parts: list[CostPart] = []
    body = text.strip().rstrip(".").replace("\u2019", "'")
    body = _SELF_WORDS.sub("~", body)
    for raw in _COST_SPLIT.split(body):
        item = raw.strip()
        low = item.lower()
        if not item:
            continue
        if re.fullmatch(r"(\{[^}]+\})+", item) and item not in ("{T}", "{Q}"):
            symbols = re.findall(r"\{[^}]+\}", item)
            paid = []
            for sym in symbols:
                if sym == "{T}":
                    parts.append(TapSelf(text="{T}"))
                elif sym == "{Q}":
                    parts.append(UntapSelf(text="{Q}"))
                elif sym == "{E}":
                    raise NotUnderstood(item)  # energy (CR 107.14): not a kernel resource
                else:
                    paid.append(sym)
            if paid:
                try:
                    # parsed as printed, so the cost reads as on the card
                    parsed = ManaCost.parse("".join(paid))
                except Exception as exc:  # a symbol the mana module does not know
                    raise NotUnderstood(item) from exc
                mana = parsed if mana.is_empty() else mana + parsed
            continue
        if item == "{T}":
            parts.append(TapSelf(text="{T}"))
        elif item == "{Q}":
            parts.append(UntapSelf(text="{Q}"))
        elif low in ("sacrifice ~", "sacrifice it"):
            parts.append(SacrificeSelf(text=item))
        elif m := re.fullmatch(r"pay (\d+) life", low):
            parts.append(PayLife(int(m.group(1)), text=item))
        elif low in ("discard your hand",):
            parts.append(DiscardHand(text=item))
        elif low == "discard ~":
            parts.append(DiscardSelf(text=item))
        elif m := re.fullmatch(rf"discard ({NUMBER}) (?:(.+?) )?cards?(?: at random)?", low):
            if low.endswith("at random"):
                raise NotUnderstood(item)
            what = (m.group(2) or "").strip()
            parts.append(DiscardCost(**_chosen(m.group(1), what, item), text=item))
        elif m := re.fullmatch(rf"sacrifice ({NUMBER}|another) (.+)", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            what = what.removeprefix("other ").removeprefix("another ")
            parts.append(SacrificeCost(**_chosen(count_word, what, item, permanents=True),
                                   other=other, text=item))
        elif m := re.fullmatch(rf"tap ({NUMBER}|another) untapped (.+?) you control", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            what = what.removeprefix("other ")
            parts.append(TapUntapped(**_chosen(count_word, what, item, permanents=True),
                                     other=other, text=item))
        elif m := re.fullmatch(rf"exile ({NUMBER}) (other )?(?:(.+?) )?cards? from your graveyard",
                               low):
            what = (m.group(3) or "").strip()
            parts.append(ExileFromGraveyard(**_chosen(m.group(1), what, item),
                                            other=bool(m.group(2)), text=item))
        elif low in ("exile ~ from your graveyard", "exile ~ from your hand"):
            parts.append(ExileSelf(text=item))
        elif low == "exile ~":
            parts.append(ExileSelf(text=item, from_battlefield=True))
        elif m := re.fullmatch(rf"exile ({NUMBER}|another) (.+?) you control", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            what = what.removeprefix("other ")
            parts.append(ExilePermanents(**_chosen(count_word, what, item, permanents=True),
                                            other=other, text=item))
        elif m := re.fullmatch(rf"return ({NUMBER}|another) (.+?) you control to (?:its|their) "
                               r"owner's hand", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            parts.append(ReturnPermanents(**_chosen(count_word, what, item, permanents=True),
                                             other=other, text=item))
        elif m := re.fullmatch(rf"remove ({NUMBER}) ([+-]1/[+-]1|\S+) counters? from ~", low):
            parts.append(RemoveCountersCost(m.group(2), _fixed(m.group(1), item), text=item))
        elif m := re.fullmatch(rf"put ({NUMBER}) ([+-]1/[+-]1|\S+) counters? on ~", low):
            parts.append(PutCountersOnSelf(m.group(2), _fixed(m.group(1), item), text=item))
        else:
            raise NotUnderstood(item)
    return Cost(mana=mana, parts=tuple(parts))


def _chosen(word: str, what: str, item: str, *, permanents: bool = False) -> dict[str, Any]:
    """``count``, ``count_is_x`` and ``filter`` of a part paid by choosing objects: "a" / "an"
    / "another" / a number / X ("Discard X cards", "Sacrifice X Mountains": X is announced
    while casting or activating, CR 107.3a, 601.2b, and replaces the count before the cost
    is locked, 601.2f) of ``what`` (no words: any card), permanents when ``permanents``."""
    is_x = word == "x"
    count = 0 if is_x else 1 if word in ("a", "an", "another") else _fixed(word, item)
    if not what:
        return {"count": count, "count_is_x": is_x, "filter": ObjectFilter()}
    flt = parse_filter(_singular(what) if count > 1 or is_x else what)
    return {"count": count, "count_is_x": is_x,
            "filter": _permanent_filter(flt) if permanents else flt}


def _fixed(word: str, item: str) -> int:
    """A count in a cost; "X" is refused (a cost part is paid with a fixed count)."""
    try:
        return int_number(word)
    except NotUnderstood:
        raise NotUnderstood(item) from None


# --------------------------------------------------------------------------
# Sentences, effects, lines
# --------------------------------------------------------------------------


def describe(value: Any, targets: Sequence[TargetSpec] = ()) -> str:
    """A short readable form of an instruction, reference or ability (``manastack explain``)."""
    if isinstance(value, TargetRef):
        spec = targets[value.index] if value.index < len(targets) else None
        return f"target#{value.index + 1}({spec.text if spec else '?'})"
    if isinstance(value, EachPlayer):
        return {"you": "you", "opponent": "each opponent", "any": "each player"}.get(
            value.who, value.who)
    if isinstance(value, SourceRef):
        return "~"
    if isinstance(value, ItRef):
        return "it"
    if isinstance(value, Each):
        where = "" if value.zone is Zone.BATTLEFIELD else f" in {value.zone}"
        return f"each({value.filter.text or 'object'}{where})"
    if isinstance(value, ObjectFilter):
        return value.text or "object"
    if isinstance(value, Count):
        return value.describe
    if callable(value) and getattr(value, "__name__", "") == "x_value":
        return "X"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(describe(v, targets) for v in value) + "]"
    if isinstance(value, Mode):
        return "; ".join(describe(i, targets) for i in value.instructions) or "(nothing)"
    if isinstance(value, Custom):
        return f"Custom({value.text})"
    if isinstance(value, (ManaCost, Cost, CostPart)):
        return str(value)
    if isinstance(value, Card):
        pt = f" {value.power}/{value.toughness}" if value.power is not None else ""
        return f"{value.name}{pt}"
    if isinstance(value, Conditional):
        other = f" else {describe(value.otherwise, targets)}" if value.otherwise else ""
        return f"If({value.text or 'condition'}: {describe(value.then, targets)}{other})"
    if attrs.has(type(value)) and not isinstance(value, (str, int)):
        bits = []
        for a in attrs.fields(type(value)):
            if a.name in ("text", "compiled") or not a.init:
                continue
            v = getattr(value, a.name)
            if v is None or v == () or v is False or (a.default is not attrs.NOTHING and
                                                      _same(a.default, v)):
                continue
            bits.append(f"{a.name}={describe(v, targets)}" if not isinstance(v, bool) else a.name)
        name = type(value).__name__
        return f"{name}({', '.join(bits)})"
    if callable(value):
        return getattr(value, "__name__", "function")
    return str(value)


def _same(default: Any, value: Any) -> bool:
    if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
        return False
    try:
        return bool(default == value)
    except Exception:  # pragma: no cover - exotic values
        return False


def _is_mover(ins: Instruction) -> bool:
    """Instructions after which "it" means the moved object (a new object, CR 400.7)."""

    return isinstance(ins, (Exile, ReturnToHand, PutOntoBattlefield, Destroy,
                            CreateToken, MOVERS))


def _note_it(result: Any, b: Builder) -> None:
    """After an instruction: what "it" and "that player" mean in the next one."""
    last = result[-1] if isinstance(result, Sequence) and result else result
    if not isinstance(last, Instruction):
        return
    b.last = last
    if _is_mover(last):
        b.it = ItRef()
        return
    for name in ("what", "to"):
        ref = getattr(last, name, None)
        if isinstance(ref, Ref) and not isinstance(ref, EachPlayer):
            b.it = ref
            return
    who = getattr(last, "who", None)
    if isinstance(who, Ref) and not isinstance(who, EachPlayer):
        b.that_player = who


def match_sentence(
    sentence: str, b: Builder, sentence_rules: Sequence[SentenceRule], *, kind: str,
    atomic: bool = False,
) -> SentenceResult:
    """The first rule of ``kind`` whose pattern matches ``sentence`` and whose build succeeds."""
    s = sentence.strip().rstrip(".").strip()
    try:
        return _match_rules(s, b, sentence_rules, kind=kind, atomic=atomic)
    except NotUnderstood:
        pass
    # ", where X is ..." (CR 107.3c): read the sentence with X meaning that amount
    m_where = re.fullmatch(r"(.+), where x is (.+)", s, re.IGNORECASE)
    if m_where and kind == "effect":
        snap = b.snapshot()
        try:
            meaning = parse_amount(m_where.group(2), b)
        except NotUnderstood:
            b.restore(snap)
        else:
            with x_means(meaning):
                return match_sentence(m_where.group(1), b, sentence_rules, kind=kind,
                                      atomic=atomic)
    raise NotUnderstood(sentence)


def _match_rules(s: str, b: Builder, sentence_rules: Sequence[SentenceRule], *, kind: str,
                 atomic: bool) -> SentenceResult:
    lowered = s.lower()
    for rule in sentence_rules:
        if rule.kind != kind or (atomic and rule.priority <= COMPOSITE_PRIORITY):
            continue
        if not may_match(rule.pattern, lowered):
            continue  # a literal the pattern needs is missing: neither compiled nor run
        m = rule.compiled.fullmatch(s)
        if m is None:
            continue
        snap = b.snapshot()
        b.depth += 1
        try:
            result = rule.build(m, b)
        except (NotUnderstood, CardDataError):
            # CardDataError: the words hold data the kernel can't read (a mana symbol it
            # does not know, "{½}"): not understood, the card still loads
            b.restore(snap)
            continue
        except ManastackError:
            raise
        except Exception as exc:
            # a rule's bug names the rule and its plugin (hookspecs: a plugin that raises
            # is named), never passes for "not understood"
            raise PluginError(
                f"plugin {rule.plugin!r}: sentence rule {rule.name!r} raised "
                f"{type(exc).__name__}: {exc} on {s!r} of {b.card!r}") from exc
        finally:
            b.depth -= 1
        b.trace.insert(snap[1], SentenceReport(
            text=s, rule=rule.name, plugin=rule.plugin, depth=b.depth, value=result,
            targets=tuple(b.targets)))
        if kind == "effect":
            _note_it(result, b)
        return result
    raise NotUnderstood(s)


def effect_instructions(text: str, b: Builder, *, atomic: bool = False,
                        failures: list[str] | None = None) -> list[Instruction]:
    """The instructions of the sentences of ``text`` (CR 608.2c).

    Without ``failures`` the first sentence not understood raises
    :class:`NotUnderstood`; with it, each one is appended and the rest read on.
    """
    out: list[Instruction] = []
    previous = 0  # how many instructions the previous sentence made
    for sent in sentences(text):
        sent = re.sub(r"^then,? ", "", sent, flags=re.IGNORECASE)
        try:
            result = match_sentence(sent, b, b.sentence_rules, kind="effect", atomic=atomic)
        except NotUnderstood:
            if failures is None:
                raise
            failures.append(sent)
            b.trace.append(SentenceReport(text=sent, depth=b.depth))
            previous = 0
            continue
        if isinstance(result, Instruction):
            out.append(result)
            previous = 1
        elif isinstance(result, Sequence) and not isinstance(result, str) and all(
                isinstance(r, Instruction) for r in result):
            out.extend(result)
            previous = len(result)
        elif isinstance(result, Amend):
            try:
                if not out or not previous:
                    raise NotUnderstood(sent)
                # it completes the whole previous sentence ("Search ..., then shuffle. If ...,
                # instead ..." replaces both), not only its last instruction
                whole = out[-previous:]
                target = whole[0] if len(whole) == 1 else Sequence_(steps=tuple(whole))
                out[len(out) - previous:] = [result.apply(target)]
                previous = 1
            except NotUnderstood:
                if failures is None:
                    raise NotUnderstood(sent) from None
                failures.append(sent)
        else:
            if failures is None:
                raise NotUnderstood(sent)
            failures.append(sent)
    return out


@frozen
class Amend:
    """What a sentence that completes the previous one returns ("Put two of them into your
    hand ..." after "Look at the top seven cards ..."): ``apply(previous)`` returns the
    previous instruction changed, or raises :class:`NotUnderstood`."""

    apply: Callable[[Instruction], Instruction] = field(eq=False)


def Otherwise(instructions: Sequence[Instruction]) -> Amend:
    """"Otherwise, [effect]": the other branch of the previous "If ..." sentence."""

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, Conditional) or previous.otherwise:
            raise NotUnderstood("otherwise")
        return attrs.evolve(previous, otherwise=tuple(instructions))

    return Amend(apply)


def recognize_line_ability(line: str, b: Builder) -> Ability:
    """A line inside quotes ("This token can't block.") -> an ability.

    Granted abilities are recognised with a fresh builder: their targets and
    "it" belong to them, not to the sentence granting them.
    """
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    s = _SELF_WORDS.sub("~", line.strip()).rstrip(".")
    rec = _read_line(s, inner, is_permanent=True)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    if rec is None or isinstance(rec, _SpellText):
        raise NotUnderstood(line)
    return rec


_TRIGGER = LazyPattern(r"^(when|whenever|at) (.+?), (.+)$", re.IGNORECASE)


_ACTIVATED = LazyPattern(r"^([^:\"“]+?): (.+)$")


_MODAL = LazyPattern(
    r"^choose (one|two|three|one or more|one or both|any number|up to one|up to two)"
    r"(?: ?(?:—|-)|(?P<repeat>\. you may choose the same mode more than once\.))\s*$",
    re.IGNORECASE,
)


#: "When ~ enters, choose up to X, where X is ... —" followed by bullets (CR 700.2b).
_MODAL_TRIGGER = LazyPattern(
    r"^(?P<word>when|whenever|at) (?P<clause>.+?), choose (?P<count>one|two|three|one or more|"
    r"one or both|any number|up to one|up to two|up to x)(?:, where x is (?P<x>.+?))? ?(?:—|-)\s*$",
    re.IGNORECASE,
)


def _modal_trigger(head: re.Match[str], b: Builder, modes: tuple[Mode, ...], low: int,
                   high: int, text: str) -> Ability | None:
    """A modal triggered ability (CR 700.2b) from its first line and its modes."""
    from manastack.api import ModalTriggeredAbility

    try:
        condition = _trigger_condition(head["clause"], b)
    except NotUnderstood:
        return None
    most: Any = high
    if head["count"].lower() == "up to x":
        if not head["x"]:
            return None
        try:
            most = parse_amount(head["x"], b)
        except NotUnderstood:
            return None
        low = 0
    elif head["x"]:
        return None

    def one(c: Any) -> ModalTriggeredAbility:
        return ModalTriggeredAbility(trigger=c, effect=Mode(text=text), modes=modes,
                                     min_modes=low, max_modes=most, text=text)

    if isinstance(condition, tuple):
        return _MultiTrigger(abilities=tuple(one(c) for c in condition), text=text)
    return one(condition)


@frozen
class LineReport:
    """What one line of a card's text became (for ``manastack explain``).

    ``kind``: "keyword", "spell", "modal", "activated", "triggered", "static",
    "ability", "missing keyword" or "not understood". ``sentences`` traces the
    rules that matched each sentence; ``failed`` lists the sentences no rule
    understood.
    """

    printed: str
    text: str
    kind: str
    became: str = ""
    plugin: str = ""
    sentences: tuple[SentenceReport, ...] = ()
    failed: tuple[str, ...] = ()

    @property
    def understood(self) -> bool:
        return self.kind not in ("not understood", "missing keyword") and not self.failed


@frozen
class Recognition:
    """What a card's text became: abilities, plus what was not understood."""

    abilities: tuple[Ability, ...]
    unrecognized: tuple[str, ...] = ()
    missing_keywords: tuple[tuple[str, str], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()  # (source line, what it became)
    lines: tuple[LineReport, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.unrecognized and not self.missing_keywords


def recognize(
    text: str,
    *,
    name: str,
    rules: Rules | None,
    is_permanent: bool,
    keyword_defs: Sequence[KeywordDef] = (),
    sentence_rules: Sequence[SentenceRule] = (),
) -> Recognition:
    """Recognise a card's Oracle text (see the module docstring)."""
    pairs = normalize_lines(text, name)
    abilities: list[Ability] = []
    unrecognized: list[str] = []
    missing: list[tuple[str, str]] = []
    reports: list[LineReport] = []
    spell_modes: list[Mode] = []
    kw_pairs: Sequence[tuple[str, KeywordDef]] = (
        grammar_of(rules).keyword_def_pairs if rules is not None and not keyword_defs
        else [(_kd_plugin(rules, kd), kd) for kd in keyword_defs]
    )

    def quote(printed: str, normal: str, failed: Sequence[str]) -> list[str]:
        """The printed sentences holding the failed (normalised) ones."""
        if not failed:
            return []
        p_sents, n_sents = sentences(printed, keep_periods=True), sentences(normal)
        out: list[str] = []
        for f in failed:
            found = [i for i, s in enumerate(n_sents) if f in s or s in f]
            if found and len(p_sents) == len(n_sents):
                out.extend(p_sents[i] for i in found)
            else:
                out.append(f.replace("~", name.split(" // ")[0]) + ".")
        return list(dict.fromkeys(out))

    i = 0
    while i < len(pairs):
        printed, line = pairs[i]
        modal = _MODAL.match(line)
        trigger_head = _MODAL_TRIGGER.match(line) if modal is None else None
        if trigger_head is not None and not (i + 1 < len(pairs) and
                                             pairs[i + 1][1].startswith("•")):
            trigger_head = None
        if modal or trigger_head:
            bullets: list[tuple[str, str]] = []
            i += 1
            while i < len(pairs) and pairs[i][1].startswith("•"):
                bullets.append((pairs[i][0].lstrip("• ").strip(), pairs[i][1].lstrip("• ").strip()))
                i += 1
            modes: list[Mode] = []
            traces: list[SentenceReport] = []
            failed_all: list[str] = []
            for b_printed, bullet in bullets:
                mb = Builder(card=name, rules=rules, is_permanent=is_permanent)
                bullet_failures: list[str] = []
                instructions = effect_instructions(bullet, mb, failures=bullet_failures)
                traces.extend(mb.trace)
                if bullet_failures:
                    unrecognized.extend(quote(b_printed, bullet, bullet_failures))
                    failed_all.extend(bullet_failures)
                else:
                    modes.append(Mode(instructions=tuple(instructions), targets=tuple(mb.targets),
                                      text=bullet))
                missing.extend(x for x in mb.missing if x not in missing)
            count_word = (modal.group(1) if modal else trigger_head["count"]).lower()  # type: ignore[index]
            low, high = _mode_counts(count_word, len(bullets))
            block = "\n".join([printed] + ["• " + bp for bp, _ in bullets])
            if trigger_head is not None:
                tb = Builder(card=name, rules=rules, is_permanent=is_permanent)
                ability = None
                if len(modes) == len(bullets):
                    ability = _modal_trigger(trigger_head, tb, tuple(modes), low, high,
                                             block)
                if ability is not None:
                    abilities.append(ability)
                    reports.append(LineReport(
                        block, line, "triggered", "modal triggered ability (CR 700.2b): "
                        f"choose {count_word} of {len(modes)} modes as it is put on the stack",
                        plugin=_plugin_of(Builder(card=name, trace=[*tb.trace, *traces])),
                        sentences=(*tb.trace, *traces)))
                else:
                    if not failed_all:
                        unrecognized.append(printed)
                    reports.append(LineReport(block, line, "not understood",
                                              "modal triggered ability",
                                              sentences=(*tb.trace, *traces),
                                              failed=tuple(failed_all) or (line,)))
                continue
            if is_permanent:
                unrecognized.append(block.split("\n")[0])
                reports.append(LineReport(block, line, "not understood",
                                          "a modal choice outside a spell or trigger",
                                          sentences=tuple(traces), failed=(line,)))
                continue
            if len(modes) == len(bullets) and bullets:
                # CR 700.2d: "You may choose the same mode more than once."
                repeatable = modal is not None and modal["repeat"] is not None
                abilities.append(SpellAbility(modes=tuple(modes), min_modes=low,
                                              max_modes=high, modal=True, text=line,
                                              repeatable=repeatable))
                reports.append(LineReport(block, line, "modal",
                                          f"modal spell: choose {low} to {high} of {len(modes)} "
                                          + ("modes, the same one more than once allowed "
                                             "(CR 700.2d)" if repeatable else "modes (CR 700.2)"),
                                          plugin=_plugin_of(Builder(card=name, trace=traces)),
                                          sentences=tuple(traces)))
            else:
                reports.append(LineReport(block, line, "not understood", "modal spell",
                                          sentences=tuple(traces), failed=tuple(failed_all)))
            continue
        i += 1
        # keyword lines
        kw = _keyword_line(line, rules, kw_pairs)
        if kw is not None:
            found, miss = kw
            abilities.extend(found)
            missing.extend(x for x in miss if x not in missing)
            for a in found:
                plugin = getattr(a, "plugin", "") or ""
                reports.append(LineReport(printed, line, "keyword",
                                          f"keyword {getattr(a, 'keyword', a)}"
                                          f"{_keyword_detail(a)}", plugin=plugin))
            for keyword, plugin in miss:
                reports.append(LineReport(printed, line, "missing keyword",
                                          f"keyword {keyword}: plugin {plugin!r} not enabled",
                                          plugin=plugin))
            continue
        b = Builder(card=name, rules=rules, is_permanent=is_permanent)
        failures: list[str] = []
        try:
            ability = _read_line(line, b, is_permanent=is_permanent, failures=failures)
        except NotUnderstood as exc:
            ability = None
            if not failures:
                failures.append(str(exc) if str(exc) in line else line)
        missing.extend(x for x in b.missing if x not in missing)
        if (ability is None or failures) and not is_permanent and reports and \
                reports[-1].kind == "spell":
            # CR 113.3a: the paragraphs of an instant's or sorcery's text are one spell
            # ability, so a paragraph may complete the one before it ("Threshold — Create
            # four ... instead if ..."): read the two together
            joined_b = Builder(card=name, rules=rules, is_permanent=False)
            joined_text = f"{reports[-1].text} {line}"
            try:
                joined = _read_line(joined_text, joined_b, is_permanent=False)
            except NotUnderstood:
                joined = None
            if isinstance(joined, _SpellText):
                spell_modes[-1] = joined.mode
                before = reports.pop()
                reports.append(LineReport(f"{before.printed}\n{printed}", joined_text, "spell",
                                          "spell effect: " + describe(joined.mode,
                                                                     joined.mode.targets),
                                          plugin=_plugin_of(joined_b),
                                          sentences=tuple(joined_b.trace)))
                missing.extend(x for x in joined_b.missing if x not in missing)
                continue
        if ability is not None and not failures:
            if isinstance(ability, _SpellText):
                if is_permanent:
                    unrecognized.append(printed)  # a permanent has no spell effect (CR 608.3)
                    reports.append(LineReport(printed, line, "not understood",
                                              "an effect with no trigger or cost on a permanent",
                                              sentences=tuple(b.trace), failed=(line,)))
                    continue
                spell_modes.append(ability.mode)
                reports.append(LineReport(printed, line, "spell",
                                          "spell effect: " + describe(ability.mode,
                                                                     ability.mode.targets),
                                          plugin=_plugin_of(b), sentences=tuple(b.trace)))
            else:
                reports.append(LineReport(printed, line, _kind_of(ability),
                                          _ability_summary(ability), plugin=_plugin_of(b),
                                          sentences=tuple(b.trace)))
                abilities.append(ability)
            continue
        quoted = quote(printed, line, failures) or [printed]
        unrecognized.extend(q for q in quoted if q not in unrecognized)
        if rules is not None:
            # a keyword action of a disabled plugin inside a sentence ("earthbend 2")
            for failed in failures or [line]:
                absent = grammar_of(rules).absent_keyword_in(rules, failed)
                if absent is not None and absent not in missing:
                    missing.append(absent)
        reports.append(LineReport(printed, line, "not understood", "",
                                  sentences=tuple(b.trace), failed=tuple(failures)))
    if spell_modes:
        merged = Mode(
            instructions=tuple(x for m in spell_modes for x in m.instructions),
            targets=tuple(t for m in spell_modes for t in m.targets),
            text=" ".join(m.text for m in spell_modes),
        )
        merged = _renumber(spell_modes, merged)
        abilities.insert(0, SpellAbility(modes=(merged,), text=merged.text))
    notes = tuple((r.text, r.became or r.kind) for r in reports)
    return Recognition(tuple(abilities), tuple(unrecognized), tuple(missing), notes,
                       tuple(reports))


def _kd_plugin(rules: Rules | None, kd: KeywordDef) -> str:
    if rules is None:
        return "core"
    for plugin, known in grammar_of(rules).keyword_def_pairs:
        if known is kd:
            return plugin
    return ""


def _keyword_detail(a: Ability) -> str:
    bits = []
    for attr in ("cost", "n", "amount"):
        v = getattr(a, attr, None)
        if v is not None and not callable(v):
            bits.append(f"{attr} {v}")
    return f" ({', '.join(bits)})" if bits else ""


def _plugin_of(b: Builder) -> str:
    plugins = [t.plugin for t in b.trace if t.plugin]
    others = [p for p in plugins if p != "core"]
    return ", ".join(dict.fromkeys(others)) if others else (plugins[0] if plugins else "core")


def _kind_of(a: Ability) -> str:
    if isinstance(a, (TriggeredAbility, _MultiTrigger)):
        return "triggered"
    if isinstance(a, ActivatedAbility):
        return "activated"
    from manastack.api import StaticAbility

    if isinstance(a, StaticAbility):
        return "static"
    return "ability"


def _ability_summary(a: Ability) -> str:
    if isinstance(a, _MultiTrigger):
        return " + ".join(_ability_summary(x) for x in a.abilities)
    if isinstance(a, TriggeredAbility):
        cond = a.trigger
        what = describe(a.effect, a.effect.targets)
        opt = "you may: " if a.optional else ""
        return f"triggered ability (CR 603) on {getattr(cond, 'text', cond)!s}: {opt}{what}"
    if isinstance(a, ActivatedAbility):
        if a.mana is not None:
            colours, n = a.mana
            return f"mana ability (CR 605): cost {a.cost}, adds {n} of {'/'.join(colours)}"
        speed = " (sorcery speed)" if a.sorcery_speed else ""
        return f"activated ability (CR 602): cost {a.cost}{speed}: " + describe(
            a.effect, a.effect.targets)
    return describe(a)


def _renumber(modes: list[Mode], merged: Mode) -> Mode:
    """Spell text on several lines: target indices of later lines shift."""
    if len(modes) == 1:
        return modes[0]
    instructions: list[Instruction] = []
    offset = 0
    for mode in modes:
        for ins in mode.instructions:
            instructions.append(shift_targets(ins, offset) if offset else ins)
        offset += len(mode.targets)
    return attrs.evolve(merged, instructions=tuple(instructions))


def _mode_counts(word: str, n: int) -> tuple[int, int]:
    return {
        "one": (1, 1), "two": (2, 2), "three": (3, 3), "one or more": (1, n),
        "one or both": (1, 2), "any number": (0, n), "up to one": (0, 1), "up to two": (0, 2),
    }.get(word, (1, 1))


@frozen
class _SpellText(Ability):
    mode: Mode = field(factory=Mode)


def _read_line(line: str, b: Builder, *, is_permanent: bool,
               failures: list[str] | None = None) -> Ability | None:
    """One line that is not a keyword line -> an ability (or spell text)."""
    s = line.strip().rstrip(".")
    # whole-line abilities first (statics, "as an additional cost", plugin lines)
    snap = b.snapshot()
    try:
        result = match_sentence(s, b, b.sentence_rules, kind="ability")
        if isinstance(result, Ability):
            return result
    except NotUnderstood:
        b.restore(snap)
    # several static sentences on one line ("~ can't block. ~ has flying.")
    parts = sentences(line)
    if len(parts) > 1 and is_permanent:
        snap = b.snapshot()
        try:
            found = [match_sentence(p, b, b.sentence_rules, kind="ability") for p in parts]
        except NotUnderstood:
            b.restore(snap)
        else:
            if all(isinstance(f, Ability) for f in found):
                return _Statics(abilities=tuple(f for f in found if isinstance(f, Ability)),
                                text=line)
            b.restore(snap)
    trig = _TRIGGER.match(line)
    if trig:
        return _triggered(trig, b, failures)
    act = _ACTIVATED.match(line)
    if act and _looks_like_cost(act.group(1)):
        return _activated(act.group(1), act.group(2), b, failures)
    # otherwise: spell effect sentences
    instructions = effect_instructions(line, b, failures=failures)
    return _SpellText(mode=Mode(instructions=tuple(instructions), targets=tuple(b.targets),
                                text=line), text=line)


def _looks_like_cost(text: str) -> bool:
    low = text.lower().strip()
    return "{" in text or low.split()[0] in (
        "sacrifice", "discard", "pay", "exile", "tap", "remove", "return", "put", "untap")


def _activated(cost_text: str, effect: str, b: Builder,
               failures: list[str] | None = None) -> Ability:
    cost = parse_cost(cost_text, b)
    produced = parse_mana_produced(effect.strip())
    text = effect.strip()
    sorcery = False
    m = re.search(r"\s*activate only as a sorcery\.?$", text, re.IGNORECASE)
    if m:
        sorcery = True
        text = text[: m.start()]
    restrictions: list[ActivationRestriction] = []
    m = re.search(r"\s*activate only (during your turn|once each turn|once)\.?$", text,
                  re.IGNORECASE)
    if m:  # CR 602.5b
        kind = {"during your turn": "your_turn", "once each turn": "once_each_turn",
                "once": "once"}[m.group(1).lower()]
        restrictions.append(ActivationRestriction(kind, text=m.group(0).strip()))
        text = text[: m.start()]
    if produced is not None:
        from manastack.api import Log

        b.trace.append(SentenceReport(text=effect, rule="mana ability", plugin="core",
                                      value=Log(f"add {produced[1]} of {'/'.join(produced[0])}")))
        return ActivatedAbility(cost=cost, effect=Mode(text=effect), mana=produced,
                                text=f"{cost_text}: {effect}")
    if re.match(r"^add\b", text, re.IGNORECASE):
        raise NotUnderstood(f"{cost_text}: {effect}")  # a mana ability the kernel can't make
    instructions = effect_instructions(text, b, failures=failures)
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)
    return ActivatedAbility(cost=cost, effect=mode, sorcery_speed=sorcery,
                            restrictions=tuple(restrictions), text=f"{cost_text}: {effect}")


def _trigger_condition(clause: str, b: Builder) -> Any:
    """The event clause of a triggered ability (CR 603.1): rules of kind ``"trigger"``."""
    return match_sentence(clause, b, b.sentence_rules, kind="trigger")


def _triggered(m: re.Match[str], b: Builder, failures: list[str] | None = None) -> Ability:
    clause = m.group(2)
    effect_text = m.group(3)
    condition = None
    # the split at the first comma may fall inside the clause ("At the beginning of
    # combat on your turn, ..." has none, "Whenever ~ or another creature you control
    # enters, ..." neither; but "if" intervening clauses do): try each comma in turn
    candidates = [(clause, effect_text)]
    rest = effect_text
    head = clause
    while ", " in rest:
        a, _, rest = rest.partition(", ")
        head = f"{head}, {a}"
        candidates.append((head, rest))
    snap = b.snapshot()
    for clause_text, effect_candidate in candidates:
        try:
            condition = _trigger_condition(clause_text, b)
        except NotUnderstood:
            b.restore(snap)
            continue
        effect_text = effect_candidate
        break
    if condition is None:
        raise NotUnderstood(f"{m.group(1)} {clause}")
    optional = False
    intervening = None
    mi = re.match(r"if (.+?), (.+)$", effect_text, re.IGNORECASE)
    if mi:
        from manastack_grammar.sentences.general import condition_of

        intervening = condition_of(mi.group(1), b)
        effect_text = mi.group(2)
    if effect_text.lower().startswith("you may ") and not re.search(
            r"\. if you do\b", effect_text, re.IGNORECASE):
        optional = True
        effect_text = effect_text[len("you may "):]
    instructions = effect_instructions(effect_text, b, failures=failures)
    if intervening is not None:
        # CR 603.4: checked when the event happens and again on resolution
        instructions = [Conditional(condition=intervening, then=tuple(instructions),
                                       text=mi.group(1) if mi else "")]
        condition = _checked_as_it_triggers(condition, intervening)
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=effect_text)
    text = m.group(0)
    if isinstance(condition, tuple):
        return _MultiTrigger(
            abilities=tuple(TriggeredAbility(trigger=c, effect=mode, optional=optional, text=text)
                            for c in condition), text=text)
    return TriggeredAbility(trigger=condition, effect=mode, optional=optional, text=text)


def _checked_as_it_triggers(condition: Any, check: Callable[[Context], bool]) -> Any:
    """CR 603.4: an intervening "if" clause is also checked as the event happens: the
    ability doesn't trigger if it is false then ("it" is what the event is about)."""
    from manastack.api import TriggerCondition

    if isinstance(condition, tuple):
        return tuple(_checked_as_it_triggers(c, check) for c in condition)
    if not isinstance(condition, TriggerCondition):
        return condition
    previous = condition.predicate

    def predicate(game: Game, source: GameObject, data: Any) -> bool:
        if previous is not None and not previous(game, source, data):
            return False
        about = data.get("obj")
        ctx = Context(game=game, controller=source.controller, source=source.id,
                         source_lki=source, event=dict(data),
                         it=[about] if isinstance(about, int) else [])
        return bool(check(ctx))

    return attrs.evolve(condition, predicate=predicate)


@frozen
class _MultiTrigger(Ability):
    abilities: tuple[TriggeredAbility, ...] = ()


@frozen
class _Statics(Ability):
    abilities: tuple[Ability, ...] = ()


def _keyword_line(
    line: str, rules: Rules | None, kw_pairs: Sequence[tuple[str, KeywordDef]]
) -> tuple[list[Ability], list[tuple[str, str]]] | None:
    """A line made only of keywords, or None. Tries the whole line first (costs with commas)."""
    s = line.strip()
    found: list[Ability] = []
    missing: list[tuple[str, str]] = []
    whole = _one_keyword(s.rstrip("."), rules, kw_pairs)
    if whole is not None:
        if isinstance(whole, tuple):
            missing.append(whole)
        else:
            found.append(whole)
        return found, missing
    for item in re.split(r",\s*|;\s*", s):
        item = item.strip().rstrip(".")
        if not item:
            continue
        one = _one_keyword(item, rules, kw_pairs)
        if one is None:
            return None
        if isinstance(one, tuple):
            missing.append(one)
        else:
            found.append(one)
    return found, missing


def _one_keyword(
    item: str, rules: Rules | None, kw_pairs: Sequence[tuple[str, KeywordDef]]
) -> Ability | tuple[str, str] | None:
    for plugin, kd in kw_pairs:
        if kd.kind != "ability":
            continue
        try:
            parsed = kd.parse(item)
        except (NotUnderstood, CardDataError):
            # the plugin knows the keyword but not this form (a cost it can't read):
            # the line is not understood rather than taken for something else, and the
            # card still loads for inspection
            return None
        if parsed is not None:
            return _with_plugin(parsed, plugin)
    if rules is not None:
        absent = grammar_of(rules).missing_keyword(rules, item)
        if absent is not None:
            return absent
    return None


def expand(abilities: Iterable[Ability]) -> tuple[Ability, ...]:
    """Flatten helper abilities (a trigger on two events, several statics on a line)."""
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, _MultiTrigger):
            out.extend(a.abilities)
        elif isinstance(a, _Statics):
            out.extend(expand(a.abilities))
        else:
            out.append(a)
    return tuple(out)


def protection_ability(m: re.Match[str]) -> Ability:
    """"Protection from [quality]" (CR 702.16a), as the keyword ``protection from red``."""
    return KeywordAbility(keyword=m.group(0).lower(), text=m.group(0), plugin="core")


def enchant_ability(m: re.Match[str]) -> Ability:
    """"Enchant [object]" (CR 702.5a)."""
    from manastack.api import EnchantAbility

    return EnchantAbility(enchant=parse_target("target " + m.group(1).lower()),
                          keyword="enchant", text=m.group(0), plugin="core")


def equip_ability(m: re.Match[str]) -> Ability:
    """"Equip [cost]" (CR 702.6a)."""
    from manastack.api import AttachTo

    cost = parse_cost(m["cost"])
    spec = parse_target("target creature you control")
    effect = Mode(instructions=(AttachTo(SourceRef(), TargetRef(0),
                                         text="attach ~ to target creature you control"),),
                  targets=(spec,), text="Attach this permanent to target creature you control.")
    return EquipAbility(cost=cost, effect=effect, sorcery_speed=True, text=m.group(0))
