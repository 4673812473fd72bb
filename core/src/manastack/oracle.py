"""Oracle text recognition: a card's rules text becomes abilities (CR 112, 113, 702).

:func:`recognize` reads a card's text line by line (each line is one ability
or a keyword list, CR 113.2), after removing reminder text and writing the
card's own name as ``~``:

- keyword lines ("Flying, vigilance", "Flashback {2}{U}", "Escalate—Discard a
  card.") go to the :class:`~manastack.abilities.KeywordDef` of the enabled
  plugins (the kernel's evergreen keywords are one of them);
- "[cost]: [effect]" is an activated ability (CR 602), "When/Whenever/At
  ..., ..." a triggered ability (CR 603), "Choose one —" with "•" bullets a
  modal spell (CR 700.2);
- other lines are split into sentences and matched against
  :class:`SentenceRule` values: the kernel's grammar plus what plugins add
  through ``manastack_register_sentences``.

What is not understood is reported sentence by sentence, never guessed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from attrs import define, field, frozen

from manastack import effects as fx
from manastack.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCostAbility,
    EntersWith,
    KeywordAbility,
    KeywordDef,
    Mode,
    SpellAbility,
    SpellRule,
    StaticAbility,
    TriggeredAbility,
)
from manastack.costs import (
    Cost,
    CostPart,
    Discard,
    ExileFromGraveyard,
    PayLife,
    RemoveCounters,
    Sacrifice,
    SacrificeSelf,
    TapSelf,
    TapUntapped,
    UntapSelf,
)
from manastack.filters import ObjectFilter, PlayerFilter, TargetSpec
from manastack.layers import (
    AddAbilities,
    AddTypes,
    ModifyPT,
    SetColors,
    SetPT,
    StaticEffect,
)
from manastack.mana import EMPTY_COST, ManaCost, parse_mana_produced
from manastack.objects import Zone

if TYPE_CHECKING:
    from manastack.rules import Rules


# --------------------------------------------------------------------------
# Rules of the grammar
# --------------------------------------------------------------------------


@define
class Builder:
    """What a sentence rule's ``build`` gets besides its match: the mode being built.

    ``target(spec)`` registers an instance of "target" (CR 115.1) and returns
    the reference to use in instructions; ``card`` is the card's name.
    """

    card: str
    rules: Rules | None = None
    targets: list[TargetSpec] = field(factory=list)
    is_permanent: bool = False
    missing: list[tuple[str, str]] = field(factory=list)

    def target(self, spec: TargetSpec) -> fx.TargetRef:
        self.targets.append(spec)
        return fx.TargetRef(len(self.targets) - 1)

    def ref(self, phrase: str) -> fx.Ref:
        """An object/player phrase: "target creature", "each opponent", "it", "~"..."""
        return parse_ref(phrase, self)


SentenceResult = fx.Instruction | Sequence[fx.Instruction] | Ability | None


@frozen
class SentenceRule:
    """One form of sentence, returned by plugins from ``manastack_register_sentences``.

    ``pattern`` is matched (case-insensitively, fully) against one sentence
    of rules text, reminder text removed, the card's name written ``~``, the
    final period removed. ``build(match, builder)`` returns instructions
    (effect sentences, ``kind="effect"``) or an ability (whole-line rules,
    ``kind="ability"``). Higher ``priority`` is tried first.
    """

    name: str
    pattern: str
    build: Callable[[re.Match[str], Builder], SentenceResult]
    kind: str = "effect"
    priority: int = 0
    plugin: str = "core"
    compiled: re.Pattern[str] = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "compiled", re.compile(self.pattern, re.IGNORECASE))


class NotUnderstood(Exception):
    """A phrase the grammar does not know (turned into an 'unrecognized' entry)."""


# --------------------------------------------------------------------------
# Text normalisation
# --------------------------------------------------------------------------

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = re.compile(
    r"\b(this (?:creature|spell|permanent|land|enchantment|artifact|card|planeswalker|aura|"
    r"equipment|vehicle|token))\b",
    re.IGNORECASE,
)


def normalize(text: str, name: str) -> list[str]:
    """Lines of ``text`` without reminder text, the card's name as ``~``."""
    lines = []
    short = name.split(",")[0] if "," in name else None
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        line = line.replace(name, "~")
        if short and len(short) >= 3:  # "Uro" of "Uro, Titan of Nature's Wrath"
            line = re.sub(rf"\b{re.escape(short)}\b", "~", line)
        line = _SELF_WORDS.sub("~", line)
        lines.append(line)
    return lines


def sentences(text: str) -> list[str]:
    """Split a line into sentences at ". " outside quotes; final periods removed."""
    out: list[str] = []
    depth = 0
    current = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "\"“”":
            depth = 1 - depth if ch == '"' else (1 if ch == "“" else 0)
        current += ch
        if ch == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(current.strip())
            current = ""
        i += 1
    if current.strip():
        out.append(current.strip())
    return [s[:-1] if s.endswith(".") else s for s in out if s.strip(". ")]


# --------------------------------------------------------------------------
# Numbers, noun phrases, references
# --------------------------------------------------------------------------

NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "another": 1,
}
NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|x)"


def number(word: str) -> fx.Amount:
    w = word.lower().strip()
    if w == "x":
        return fx.x_value
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


_TYPES = {
    "creature": "Creature", "creatures": "Creature", "artifact": "Artifact",
    "artifacts": "Artifact", "enchantment": "Enchantment", "enchantments": "Enchantment",
    "land": "Land", "lands": "Land", "planeswalker": "Planeswalker",
    "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
    "permanent": "Permanent", "permanents": "Permanent", "spell": "Spell", "spells": "Spell",
    "card": "", "cards": "",
}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def parse_filter(phrase: str) -> ObjectFilter:
    """"nonland permanent you don't control", "attacking creature", "creature card"...

    Raises NotUnderstood for words it does not know.
    """
    p = phrase.strip().lower()
    kw: dict[str, Any] = {}
    # controller clauses
    for suffix, value in (
        (" you don't control", ("controller", "not_you")),
        (" an opponent controls", ("controller", "opponent")),
        (" your opponents control", ("controller", "opponent")),
        (" you control", ("controller", "you")),
        (" you own", ("owner", "you")),
    ):
        if p.endswith(suffix):
            p = p[: -len(suffix)]
            kw[value[0]] = value[1]
            break
    m = re.search(r" with power (\d+) or greater$", p)
    if m:
        kw["power_at_least"] = int(m.group(1))
        p = p[: m.start()]
    m = re.search(r" with power (\d+) or less$", p)
    if m:
        kw["power_at_most"] = int(m.group(1))
        p = p[: m.start()]
    m = re.search(r" with mana value (\d+) or less$", p)
    if m:
        kw["mana_value_at_most"] = int(m.group(1))
        p = p[: m.start()]
    if re.search(r"\battacking or blocking\b", p):  # either one (508, 509), not both
        p = re.sub(r"\battacking or blocking\b ?", "", p).strip()
        kw["predicate"] = _attacking_or_blocking
    m = re.search(r" with (flying|trample|haste|deathtouch|lifelink|vigilance|reach|menace)$", p)
    if m:
        kw["keyword"] = m.group(1)
        p = p[: m.start()]
    m = re.search(r" without (flying)$", p)
    if m:
        kw["not_keyword"] = m.group(1)
        p = p[: m.start()]
    words = p.split()
    types: list[str] = []
    any_types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    colors: list[str] = []
    not_colors: list[str] = []
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
        elif w == "tapped":
            kw["tapped"] = True
        elif w == "untapped":
            kw["tapped"] = False
        elif w == "token" or w == "tokens":
            kw["token"] = True
        elif w == "nontoken":
            kw["token"] = False
        elif w == "legendary":
            kw["supertypes"] = ("Legendary",)
        elif w in _COLORS:
            colors.append(_COLORS[w])
        elif w.startswith("non") and w[3:] in _COLORS:
            not_colors.append(_COLORS[w[3:]])
        elif w.startswith("non") and w[3:] in _TYPES and _TYPES[w[3:]]:
            not_types.append(_TYPES[w[3:]])
        elif w.startswith("non-") and w[4:] in _TYPES:
            not_types.append(_TYPES[w[4:]])
        elif w in _TYPES:
            if _TYPES[w]:
                if i + 2 < len(words) and words[i + 1] == "or" and words[i + 2] in _TYPES:
                    any_types.extend([_TYPES[w], _TYPES[words[i + 2]]])
                    i += 2
                elif i + 1 < len(words) and words[i + 1] in ("or", "and/or"):
                    any_types.append(_TYPES[w])
                else:
                    types.append(_TYPES[w])
        elif w in ("or", "and/or", ","):
            pass
        elif w[:1].isalpha() and w.capitalize() in _subtype_names():
            subtypes.append(w.capitalize())
        elif w.endswith("s") and w[:-1].capitalize() in _subtype_names():
            subtypes.append(w[:-1].capitalize())
        else:
            raise NotUnderstood(phrase)
        i += 1
    if any_types and types:
        any_types.extend(types)
        types = []
    return ObjectFilter(
        types=tuple(types), any_types=tuple(dict.fromkeys(any_types)), not_types=tuple(not_types),
        subtypes=tuple(subtypes), colors=tuple(colors), not_colors=tuple(not_colors),
        text=phrase.strip(), **kw,
    )


def _attacking_or_blocking(game: Any, obj: Any) -> bool:
    return bool(game.is_attacking(obj.id) or game.is_blocking(obj.id))


@functools.cache
def _subtype_names() -> frozenset[str]:
    from manastack import typeline

    return typeline.CREATURE_TYPES | typeline.ARTIFACT_TYPES | typeline.ENCHANTMENT_TYPES | \
        typeline.LAND_TYPES


_PLAYER_TARGETS = {
    "player": PlayerFilter("any"),
    "opponent": PlayerFilter("opponent"),
}


def parse_target(phrase: str) -> TargetSpec:
    """"target creature", "any target", "up to two target creatures", "target player"..."""
    p = phrase.strip()
    low = p.lower()
    if low == "any target":
        # CR 115.4: creature, player, planeswalker or battle
        return TargetSpec(
            objects=ObjectFilter(any_types=("Creature", "Planeswalker", "Battle"),
                                 text="creature, planeswalker or battle"),
            players=PlayerFilter("any"), text="any target",
        )
    minimum, maximum = 1, 1
    m = re.fullmatch(r"up to (\w+) (?:other )?target (.+)", low)
    if m:
        minimum, maximum = 0, int_number(m.group(1))
        low = "target " + m.group(2)
    m = re.fullmatch(r"(\w+) or (\w+) target (.+)", low)
    if m:
        minimum, maximum = int_number(m.group(1)), int_number(m.group(2))
        low = "target " + m.group(3)
    m = re.fullmatch(r"(two|three|four) target (.+)", low)
    if m:
        minimum = maximum = int_number(m.group(1))
        low = "target " + m.group(2)
    if not low.startswith("target "):
        raise NotUnderstood(phrase)
    rest = low[len("target "):]
    if rest in _PLAYER_TARGETS:
        return TargetSpec(players=_PLAYER_TARGETS[rest], min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"(player|opponent) or planeswalker", rest)
    if m:
        return TargetSpec(
            objects=ObjectFilter(types=("Planeswalker",), text="planeswalker"),
            players=_PLAYER_TARGETS[m.group(1)], min=minimum, max=maximum, text=p,
        )
    m = re.fullmatch(r"(?:(.+) )?card from (your|a|an opponent's) graveyard", rest) or re.fullmatch(
        r"(?:(.+) )?card in (your|a|an opponent's) graveyard", rest)
    if m:
        base = parse_filter(m.group(1)) if m.group(1) else ObjectFilter()  # "target card from a graveyard"
        owner = {"your": "you", "a": None, "an opponent's": "opponent"}[m.group(2)]
        flt = ObjectFilter(types=base.types, any_types=base.any_types, not_types=base.not_types,
                           owner=owner, text=rest)
        return TargetSpec(objects=flt, zone=Zone.GRAVEYARD, min=minimum, max=maximum, text=p)
    if rest.endswith("spell") or rest.endswith("spells") or "spell " in rest:
        flt = parse_filter(rest.replace("spells", "spell").replace("spell", "").strip() or "")
        flt = ObjectFilter(types=("Spell", *flt.types), any_types=flt.any_types,
                           not_types=flt.not_types, controller=flt.controller, colors=flt.colors,
                           text=rest)
        return TargetSpec(objects=flt, zone=Zone.STACK, min=minimum, max=maximum, text=p)
    flt = parse_filter(rest)
    if not (flt.types or flt.any_types):
        flt = ObjectFilter(**{**_filter_kwargs(flt), "types": ("Permanent",)})
    return TargetSpec(objects=flt, min=minimum, max=maximum, text=p)


def _filter_kwargs(flt: ObjectFilter) -> dict[str, Any]:
    import attrs

    return {a.name: getattr(flt, a.name) for a in attrs.fields(ObjectFilter)}


def parse_ref(phrase: str, b: Builder) -> fx.Ref:
    """Who or what: a target phrase, "each ...", "you", "it", "~"..."""
    p = phrase.strip()
    low = p.lower()
    if low in ("~", "it", "this", "itself") and b.is_permanent and low != "it":
        return fx.SourceRef()
    if low == "~":
        return fx.SourceRef()
    if low in ("it", "that creature", "that card", "them", "those creatures", "those cards",
               "that permanent", "that land", "they"):
        return fx.ItRef()
    if low == "you":
        return fx.YOU
    if low in ("each opponent", "your opponents", "each of your opponents"):
        return fx.EACH_OPPONENT
    if low == "each player":
        return fx.EACH_PLAYER
    if low.startswith("each "):
        rest = low[5:]
        m = re.fullmatch(r"(.+?) target (player|opponent) controls", rest)
        if m:
            player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                         text=f"target {m.group(2)}"))
            flt = parse_filter(m.group(1))
            return _ControlledBy(flt, player)
        m = re.fullmatch(r"(.+?) and each (player|opponent)", rest)
        if m:
            return _Union((fx.Each(parse_filter(m.group(1))),
                           fx.EACH_PLAYER if m.group(2) == "player" else fx.EACH_OPPONENT))
        flt = parse_filter(rest)
        if not (flt.types or flt.any_types):
            flt = ObjectFilter(**{**_filter_kwargs(flt), "types": ("Permanent",)})
        if "Spell" in flt.types:
            return fx.Each(flt, zone=Zone.STACK)
        return fx.Each(flt)
    m = re.fullmatch(r"(.+?) target (player|opponent) controls", low)
    if m and not low.startswith("target"):
        player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                     text=f"target {m.group(2)}"))
        return _ControlledBy(parse_filter(m.group(1)), player)
    if "target" in low:
        return b.target(parse_target(p))
    raise NotUnderstood(phrase)


@frozen
class _ControlledBy(fx.Ref):
    """"creatures target player controls"."""

    filter: ObjectFilter = ObjectFilter()
    player: fx.Ref = field(factory=fx.YOU.__class__)

    def resolve(self, ctx: fx.Context) -> list[Any]:
        owners = set(self.player.players(ctx))
        return [
            o.id for o in ctx.game.objects_in(Zone.BATTLEFIELD)
            if ctx.game.controller(o.id) in owners
            and self.filter.matches(ctx.game, o, player=ctx.game.controller(o.id),
                                    source=ctx.source)
        ]


@frozen
class _Union(fx.Ref):
    refs: tuple[fx.Ref, ...] = ()

    def resolve(self, ctx: fx.Context) -> list[Any]:
        out: list[Any] = []
        for r in self.refs:
            out.extend(r.resolve(ctx))
        return out


# --------------------------------------------------------------------------
# Keywords and simple abilities used inside sentences
# --------------------------------------------------------------------------

EVERGREEN = (
    ("flying", "702.9"), ("reach", "702.17"), ("vigilance", "702.20"),
    ("first strike", "702.7"), ("double strike", "702.4"), ("trample", "702.19"),
    ("deathtouch", "702.2"), ("lifelink", "702.15"), ("menace", "702.110"),
    ("defender", "702.3"), ("flash", "702.8"), ("hexproof", "702.11"),
    ("indestructible", "702.12"), ("shroud", "702.18"),
)


def keyword_list(phrase: str, b: Builder) -> tuple[Ability, ...]:
    """"flying and haste", "first strike", "hexproof and indestructible"."""
    items = re.split(r",\s*(?:and\s+)?|\s+and\s+", phrase.strip().lower())
    out: list[Ability] = []
    for item in items:
        item = item.strip()
        ability = _keyword_ability(item, b)
        if ability is None:
            raise NotUnderstood(phrase)
        out.append(ability)
    return tuple(out)


def _keyword_ability(item: str, b: Builder) -> Ability | None:
    if b.rules is not None:
        for kd in b.rules.keyword_defs:
            if kd.kind == "action":
                continue  # a keyword action (CR 701) is never a granted ability
            parsed = kd.parse(item)
            if parsed is not None:
                return parsed
        absent = b.rules.missing_keyword(item)
        if absent is not None:
            b.missing.append(absent)  # granting a keyword whose plugin is off
            return KeywordAbility(keyword=item, text=item)
    for name, _ in EVERGREEN:
        if item == name:
            return KeywordAbility(keyword=name, text=name)
    if item.startswith("protection from "):
        return KeywordAbility(keyword=item, text=item)
    if item in ("haste", "myriad", "can't block"):
        return KeywordAbility(keyword=item, text=item)
    return None


# --------------------------------------------------------------------------
# The kernel's sentence rules
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

_PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"


def _pt_amount(text: str) -> int:
    return int(text.replace("+", ""))


@sentence("draw", rf"(?P<who>.+?) draws? (?P<n>{NUMBER}) cards?")
def _draw(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Draw(number(m["n"]), b.ref(m["who"]))


@sentence("you draw", rf"draw (?P<n>{NUMBER}) cards?")
def _you_draw(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Draw(number(m["n"]), fx.YOU)


@sentence("damage", rf"(?P<src>~|it) deals (?P<n>{NUMBER}|\d+) damage to (?P<to>.+)")
def _damage(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.DealDamage(number(m["n"]), b.ref(m["to"]))


@sentence("gain life", rf"(?P<who>you|.+?) gains? (?P<n>{NUMBER}) life")
def _gain(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.GainLife(number(m["n"]), b.ref(m["who"]))


@sentence("lose life", rf"(?P<who>.+?) loses? (?P<n>{NUMBER}) life")
def _lose(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.LoseLife(number(m["n"]), b.ref(m["who"]))


@sentence("lose and gain", rf"(?P<who>.+?) loses (?P<n>{NUMBER}) life and you gain (?P<k>{NUMBER}) life")
def _drain(m: re.Match[str], b: Builder) -> SentenceResult:
    return [fx.LoseLife(number(m["n"]), b.ref(m["who"])), fx.GainLife(number(m["k"]), fx.YOU)]


@sentence("destroy", r"destroy (?P<what>.+?)(?:\. (?:it|they) can't be regenerated)?")
def _destroy(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Destroy(b.ref(m["what"]))


@sentence("exile", r"exile (?P<what>.+)")
def _exile(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Exile(b.ref(m["what"]))


@sentence("bounce", r"return (?P<what>.+?) to (?:its|their) owners?'?s? hands?")
def _bounce(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.ReturnToHand(b.ref(m["what"]))


@sentence("reanimate",
    r"(?:return|put) (?P<what>.+?) (?:from (?:your|a|their) graveyard )?onto the battlefield"
    r"(?P<tapped> tapped)?(?P<yours> under your control)?")
def _reanimate(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"]
    if what.lower().startswith("target") and "graveyard" not in what.lower():
        what = what + " card from your graveyard"
    return fx.PutOntoBattlefield(b.ref(what), under_your_control=bool(m["yours"]),
                                 tapped=bool(m["tapped"]))


@sentence("raise dead", r"return (?P<what>target .+? card) from your graveyard to your hand")
def _raise(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.ReturnToHand(b.ref(m["what"] + " from your graveyard"))


@sentence("tuck",
          r"put (?P<what>.+?) on (?P<pos>top|the bottom) of (?:its|their) owners?'?s? librar(?:y|ies)")
def _tuck(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.PutOnLibrary(b.ref(m["what"]), position="top" if m["pos"] == "top" else "bottom")


@sentence("pump", rf"(?P<what>.+?) gets? {_PT} until end of turn")
def _pump(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"]
    low = what.lower()
    p, t = m.group(2), m.group(3)
    if "x" in (p + t).lower():
        return fx.Custom(function=_pump_x(b.ref(what), p, t), text=m.group(0))
    parts = (ModifyPT(_pt_amount(p), _pt_amount(t)),)
    if low.startswith(("creatures ", "each ", "all ")) or low.startswith("other creatures"):
        flt = parse_filter(re.sub(r"^(each|all) ", "", low))
        return fx.ApplyToEach(flt, parts, text=m.group(0))
    return fx.ApplyEffect(b.ref(what), parts, text=m.group(0))


def _pump_x(ref: fx.Ref, p: str, t: str) -> Callable[[fx.Context], None]:
    def run(ctx: fx.Context) -> None:
        def val(s: str) -> int:
            sign = -1 if s.startswith("-") else 1
            body = s[1:]
            return sign * (ctx.x if body.lower() == "x" else int(body))

        fx.ApplyEffect(ref, (ModifyPT(val(p), val(t)),), text=f"{p}/{t}").run(ctx)

    return run


@sentence("gain keyword", r"(?P<what>.+?) gains? (?P<kw>.+?) until end of turn")
def _gain_kw(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"]
    abilities = keyword_list(m["kw"], b)
    low = what.lower()
    if low.startswith("creatures "):
        return fx.ApplyToEach(parse_filter(low), (AddAbilities(abilities),), text=m.group(0))
    m2 = re.fullmatch(r"creatures target (player|opponent) controls", low)
    if m2:
        ref = b.ref(what)
        return fx.ApplyEffect(ref, (AddAbilities(abilities),), text=m.group(0))
    return fx.ApplyEffect(b.ref(what), (AddAbilities(abilities),), text=m.group(0))


@sentence("pump and gain",
    rf"(?P<what>.+?) gets? {_PT} and gains? (?P<kw>.+?) until end of turn")
def _pump_gain(m: re.Match[str], b: Builder) -> SentenceResult:
    parts = (ModifyPT(_pt_amount(m.group(2)), _pt_amount(m.group(3))),
             AddAbilities(keyword_list(m["kw"], b)))
    what = m["what"]
    if what.lower().startswith("creatures "):
        return fx.ApplyToEach(parse_filter(what), parts, text=m.group(0))
    return fx.ApplyEffect(b.ref(what), parts, text=m.group(0))


@sentence("tap", r"tap (?P<what>.+)")
def _tap(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Tap(b.ref(m["what"]))


@sentence("untap", r"untap (?P<what>.+)")
def _untap(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Untap(b.ref(m["what"]))


@sentence("counter", r"counter (?P<what>target .*spell.*?)")
def _counter(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.CounterSpell(b.ref(m["what"]))


@sentence("counter each", r"counter (?P<what>each .*spell.*?)")
def _counter_each(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.CounterSpell(b.ref(m["what"]))


@sentence("counters", rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on (?P<what>.+)")
def _counters(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.PutCounters(m["kind"], number(m["n"]), b.ref(m["what"]))


@sentence("discard", rf"(?P<who>.+?) discards? (?P<n>{NUMBER}) cards?")
def _discard(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Discard(b.ref(m["who"]), number(m["n"]))


@sentence("discard hand", r"(?P<who>.+?) discards? (?:their|your) hand")
def _discard_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Discard(b.ref(m["who"]), whole_hand=True)


@sentence("mill", rf"(?P<who>.+?) mills? (?P<n>{NUMBER}) cards?")
def _mill(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Mill(b.ref(m["who"]), number(m["n"]))


@sentence("sacrifice",
    rf"(?P<who>.+?) sacrifices? (?P<n>{NUMBER}) (?P<what>.+?)(?: of their choice)?")
def _sacrifice(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].removesuffix("s") if m["n"] not in ("a", "an", "one") else m["what"]
    return fx.Sacrifice(b.ref(m["who"]), parse_filter(what), int_number(m["n"]))


@sentence("extra turn", r"take an extra turn after this one")
def _extra(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.ExtraTurn()


@sentence("scry", rf"scry (?P<n>{NUMBER})")
def _scry(m: re.Match[str], b: Builder) -> SentenceResult:
    n = int_number(m["n"])
    return fx.Custom(function=lambda ctx: scry(ctx, n), text=m.group(0))


def scry(ctx: fx.Context, n: int) -> None:
    """CR 701.22: look at the top N, put any on the bottom in any order, the rest on top."""
    game = ctx.game
    top = game.state.zones[(Zone.LIBRARY, ctx.controller)][:n]
    if not top:
        return
    bottom = game.decide(kind="scry", player=ctx.controller, prompt=f"Scry {n}: cards to bottom",
                         options=top, labels=tuple(str(game.obj(i)) for i in top), min=0,
                         max=len(top), rule="701.22a")
    for oid in bottom:
        game.move(oid, Zone.LIBRARY, position="bottom", cause="scry", rule="701.22a")
    game.log_event("scry", f"{game.player(ctx.controller)} scries {n}", rule="701.22a")


_TOKEN = re.compile(
    rf"create (?P<n>{NUMBER}) (?P<tapped>tapped )?(?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:(?:white|blue|"
    r"black|red|green|colorless)(?:,? and |, | )?)+) (?P<types>[\w ]+?) (?:artifact )?creature "
    r"tokens?(?: with (?P<kw>.+))?",
    re.IGNORECASE,
)


@sentence("token", _TOKEN.pattern)
def _token(m: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.objects import Card
    from manastack.typeline import TypeLine

    colors = frozenset(_COLORS[c] for c in re.findall(r"white|blue|black|red|green",
                                                      m["colors"].lower()))
    subtypes = tuple(w.capitalize() for w in m["types"].split())
    abilities: tuple[Ability, ...] = ()
    if m["kw"]:
        kw = m["kw"].strip()
        quoted = re.fullmatch(r"[\"“](.+)[\"”]", kw)
        if quoted:
            inner = recognize_line_ability(quoted.group(1).rstrip("."), b)
            abilities = (inner,)
        else:
            abilities = keyword_list(kw, b)
    # CR 111.4 (SEED-20): no name given -> its subtypes plus the word "Token"
    card = Card(
        name=" ".join(subtypes) + " Token",
        type_line=TypeLine(card_types=("Creature",), subtypes=subtypes),
        colors=colors,
        abilities=abilities,
        power=m["p"],
        toughness=m["t"],
    )
    return fx.CreateToken(card, number(m["n"]), tapped=bool(m["tapped"]))


@sentence("shuffle into", r"shuffle (?P<what>.+?) into (?:its|their) owners?'?s? librar(?:y|ies)")
def _shuffle_into(m: re.Match[str], b: Builder) -> SentenceResult:
    return fx.Shuffle(b.ref(m["what"]), who=fx.EachPlayer("none"))


@sentence("noop reveal", r"(?P<who>.+?) reveals (?:their|your) hand")
def _reveal(m: re.Match[str], b: Builder) -> SentenceResult:
    b.ref(m["who"])
    return fx.Custom(function=lambda ctx: None, text=m.group(0))


# ---- whole-line abilities (static, spell rules) ---------------------------


@sentence("cant be countered", r"~ can't be countered", kind="ability")
def _cant_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    return SpellRule(rule="cant_be_countered", text="This spell can't be countered.")


@sentence("additional cost", r"as an additional cost to cast ~, (?P<cost>.+)", kind="ability")
def _additional(m: re.Match[str], b: Builder) -> SentenceResult:
    return AdditionalCostAbility(cost=parse_cost(m["cost"], b), text=m.group(0))


@sentence("enters with counters",
    rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it", kind="ability")
def _enters_with(m: re.Match[str], b: Builder) -> SentenceResult:
    return EntersWith(counters=((m["kind"], int_number(m["n"])),), text=m.group(0))


@sentence("enters tapped", r"~ enters tapped", kind="ability")
def _enters_tapped(m: re.Match[str], b: Builder) -> SentenceResult:
    return EntersWith(tapped=True, text=m.group(0))


@sentence("anthem keyword", r"(?P<who>creatures you control|other creatures you control) have (?P<kw>.+)",
    kind="ability")
def _anthem_kw(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["who"])
    return StaticAbility(effects=(StaticEffect(parts=(AddAbilities(keyword_list(m["kw"], b)),),
                                               filter=flt, text=m.group(0)),), text=m.group(0))


@sentence("anthem pt", rf"(?P<who>(?:other )?creatures you control) get {_PT}", kind="ability")
def _anthem_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["who"])
    return StaticAbility(effects=(StaticEffect(
        parts=(ModifyPT(_pt_amount(m.group(2)), _pt_amount(m.group(3))),), filter=flt,
        text=m.group(0)),), text=m.group(0))


@sentence("enchanted gets", rf"enchanted creature gets {_PT}(?: and has (?P<kw>.+))?", kind="ability")
def _enchanted(m: re.Match[str], b: Builder) -> SentenceResult:
    parts: list[Any] = [ModifyPT(_pt_amount(m.group(1)), _pt_amount(m.group(2)))]
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    flt = ObjectFilter(predicate=_enchanted_by_source, text="enchanted creature")
    return StaticAbility(effects=(StaticEffect(parts=tuple(parts), filter=flt,
                                               text=m.group(0)),), text=m.group(0))


def _enchanted_by_source(game: Any, obj: Any) -> bool:
    return any(
        o.attached_to == obj.id and "Aura" in o.card.type_line.subtypes
        for o in game.objects_in(Zone.BATTLEFIELD)
    )


@sentence("cant block", r"~ can't block", kind="ability")
def _cant_block(m: re.Match[str], b: Builder) -> SentenceResult:
    return KeywordAbility(keyword="can't block", text=m.group(0))


@sentence("must attack", r"~ attacks each combat if able", kind="ability")
def _must_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    return KeywordAbility(keyword="attacks each combat if able", text=m.group(0))


@sentence("cost modifier",
    r"(?:(?P<what>.+?) )?spells (?P<who>you cast |your opponents cast )?cost (?P<amount>(?:\{[^}]+\})+) "
    r"(?P<dir>more|less) to cast", kind="ability")
def _cost_modifier(m: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.casting import CostModifier

    what = (m["what"] or "").lower().replace(" and ", " or ")  # "Spells cost ...": every spell
    flt = ObjectFilter() if what in ("", "spells") else parse_filter(what)
    who = {"you cast ": "you", "your opponents cast ": "opponents", None: "any"}[m["who"]]
    modifier = CostModifier(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                            spells=flt, who=who, text=m.group(0))
    return StaticAbility(effects=(modifier,), text=m.group(0))


@sentence("enchant", r"enchant (?P<what>.+)", kind="ability")
def _enchant(m: re.Match[str], b: Builder) -> SentenceResult:
    spec = parse_target("target " + m["what"])
    return EnchantAbility(enchant=spec, keyword="enchant", text=m.group(0))


@frozen
class EnchantAbility(KeywordAbility):
    """"Enchant [object]" (CR 702.5): what an Aura spell targets and may be attached to."""

    enchant: TargetSpec = field(factory=TargetSpec, kw_only=True)


# --------------------------------------------------------------------------
# Costs
# --------------------------------------------------------------------------


def parse_cost(text: str, b: Builder) -> Cost:
    """"{2}{R}, {T}, Sacrifice a creature" (CR 118, 602.1a)."""
    mana = EMPTY_COST
    parts: list[CostPart] = []
    for raw in re.split(r",\s*|\s+and\s+", text.strip().rstrip(".")):
        item = raw.strip()
        low = item.lower()
        if not item:
            continue
        if re.fullmatch(r"(\{[^}]+\})+", item) and item not in ("{T}", "{Q}"):
            tap = "{T}" in item
            mana = mana + ManaCost.parse(item.replace("{T}", ""))
            if tap:
                parts.append(TapSelf(text="{T}"))
            continue
        if item == "{T}":
            parts.append(TapSelf(text="{T}"))
        elif item == "{Q}":
            parts.append(UntapSelf(text="{Q}"))
        elif low in ("sacrifice ~", "sacrifice it"):
            parts.append(SacrificeSelf(text=item))
        elif m := re.fullmatch(r"pay (\d+) life", low):
            parts.append(PayLife(int(m.group(1)), text=item))
        elif m := re.fullmatch(rf"discard ({NUMBER}) cards?", low):
            parts.append(Discard(count=int_number(m.group(1)), text=item))
        elif m := re.fullmatch(rf"sacrifice ({NUMBER}|another) (.+)", low):
            what = m.group(2)
            other = what.startswith("another ") or m.group(1) == "another"
            flt = parse_filter(what.removeprefix("another ").removesuffix("s")
                               if m.group(1) not in ("a", "an", "another") else
                               what.removeprefix("another "))
            parts.append(Sacrifice(count=int_number(m.group(1)), filter=flt, other=other,
                                   text=item))
        elif m := re.fullmatch(rf"tap ({NUMBER}) untapped (.+?) you control", low):
            what = m.group(2)
            flt = parse_filter(what.removesuffix("s") if m.group(1) not in ("a", "an") else what)
            parts.append(TapUntapped(count=int_number(m.group(1)), filter=flt, text=item))
        elif m := re.fullmatch(rf"exile ({NUMBER}) (other )?cards? from your graveyard", low):
            parts.append(ExileFromGraveyard(count=int_number(m.group(1)),
                                            other=bool(m.group(2)), text=item))
        elif m := re.fullmatch(rf"remove ({NUMBER}) (\S+) counters? from ~", low):
            parts.append(RemoveCounters(m.group(2), int_number(m.group(1)), text=item))
        else:
            raise NotUnderstood(item)
    return Cost(mana=mana, parts=tuple(parts))


# --------------------------------------------------------------------------
# Lines
# --------------------------------------------------------------------------


def effect_mode(text: str, b: Builder, sentence_rules: Sequence[SentenceRule]) -> Mode:
    """Sentences of an effect -> a mode with its targets (CR 608.2c)."""
    instructions: list[fx.Instruction] = []
    for sentence in sentences(text):
        result = match_sentence(sentence, b, sentence_rules, kind="effect")
        if isinstance(result, fx.Instruction):
            instructions.append(result)
        elif isinstance(result, Sequence):
            instructions.extend(result)
        else:
            raise NotUnderstood(sentence)
    return Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)


def match_sentence(
    sentence: str, b: Builder, sentence_rules: Sequence[SentenceRule], *, kind: str
) -> SentenceResult:
    s = sentence.strip().rstrip(".")
    for rule in sentence_rules:
        if rule.kind != kind:
            continue
        m = rule.compiled.fullmatch(s)
        if m is None:
            continue
        saved = len(b.targets)
        try:
            return rule.build(m, b)
        except NotUnderstood:
            del b.targets[saved:]
            continue
    raise NotUnderstood(sentence)


def recognize_line_ability(line: str, b: Builder) -> Ability:
    """A line inside quotes ("This token can't block.") -> an ability."""
    rules = b.rules.sentence_rules if b.rules is not None else KERNEL_SENTENCES
    s = line.strip().rstrip(".")
    s = _SELF_WORDS.sub("~", s)
    result = match_sentence(s, b, rules, kind="ability")
    if isinstance(result, Ability):
        return result
    raise NotUnderstood(line)


_TRIGGER = re.compile(r"^(when|whenever|at) (.+?), (.+)$", re.IGNORECASE)
_ACTIVATED = re.compile(r"^([^:\"“]+?): (.+)$")
_MODAL = re.compile(
    r"^choose (one|two|one or more|one or both|any number) ?(?:—|-)\s*$", re.IGNORECASE
)


@frozen
class Recognition:
    """What a card's text became: abilities, plus what was not understood."""

    abilities: tuple[Ability, ...]
    unrecognized: tuple[str, ...] = ()
    missing_keywords: tuple[tuple[str, str], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()  # (source line, what it became)


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
    lines = normalize(text, name)
    abilities: list[Ability] = []
    unrecognized: list[str] = []
    missing: list[tuple[str, str]] = []
    notes: list[tuple[str, str]] = []
    rules_list = sorted(sentence_rules, key=lambda r: -r.priority)
    spell_modes: list[Mode] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        b = Builder(card=name, rules=rules, is_permanent=is_permanent)
        ability: Ability | None
        modal = _MODAL.match(line)
        if modal:
            bullets = []
            i += 1
            while i < len(lines) and lines[i].startswith("•"):
                bullets.append(lines[i].lstrip("• ").strip())
                i += 1
            modes = []
            for bullet in bullets:
                mb = Builder(card=name, rules=rules, is_permanent=is_permanent)
                try:
                    modes.append(effect_mode(bullet, mb, rules_list))
                except NotUnderstood:
                    unrecognized.append(bullet)
                missing.extend(x for x in mb.missing if x not in missing)
            low, high = _mode_counts(modal.group(1).lower(), len(bullets))
            if len(modes) == len(bullets):
                abilities.append(SpellAbility(modes=tuple(modes), min_modes=low,
                                              max_modes=high, modal=True, text=line))
                notes.append((line, f"modal spell: choose {low} to {high} of {len(modes)}"))
            continue
        i += 1
        # keyword lines
        kw = _keyword_line(line, rules, keyword_defs)
        if kw is not None:
            found, miss = kw
            abilities.extend(found)
            missing.extend(miss)
            for a in found:
                notes.append((line, f"keyword {getattr(a, 'keyword', a)}"))
            for keyword, plugin in miss:
                notes.append((line, f"keyword {keyword}: plugin {plugin} not enabled"))
            continue
        try:
            ability = _line_ability(line, b, rules_list)
        except NotUnderstood:
            ability = None
        missing.extend(x for x in b.missing if x not in missing)
        if ability is not None:
            if isinstance(ability, _SpellText):
                if is_permanent:
                    unrecognized.append(line)  # a permanent has no spell effect (CR 608.3)
                    continue
                spell_modes.append(ability.mode)
                notes.append((line, "spell effect"))
            else:
                abilities.append(ability)
                notes.append((line, type(ability).__name__))
            continue
        unrecognized.append(line)
    if spell_modes:
        merged = Mode(
            instructions=tuple(x for m in spell_modes for x in m.instructions),
            targets=tuple(t for m in spell_modes for t in m.targets),
            text=" ".join(m.text for m in spell_modes),
        )
        merged = _renumber(spell_modes, merged)
        abilities.insert(0, SpellAbility(modes=(merged,), text=merged.text))
    return Recognition(tuple(abilities), tuple(unrecognized), tuple(missing), tuple(notes))


def _renumber(modes: list[Mode], merged: Mode) -> Mode:
    """Spell text on several lines: target indices of later lines shift."""
    if len(modes) == 1:
        return modes[0]
    import attrs

    instructions: list[fx.Instruction] = []
    offset = 0
    for mode in modes:
        for ins in mode.instructions:
            instructions.append(_shift_targets(ins, offset) if offset else ins)
        offset += len(mode.targets)
    return attrs.evolve(merged, instructions=tuple(instructions))


def _shift_targets(ins: Any, offset: int) -> Any:
    import attrs

    if isinstance(ins, fx.TargetRef):
        return fx.TargetRef(ins.index + offset)
    if not attrs.has(type(ins)):
        return ins
    changes = {}
    for a in attrs.fields(type(ins)):
        value = getattr(ins, a.name)
        if isinstance(value, fx.Ref) or (attrs.has(type(value)) and isinstance(
                value, fx.Instruction)):
            changes[a.name] = _shift_targets(value, offset)
        elif isinstance(value, tuple) and value and all(
                isinstance(v, (fx.Ref, fx.Instruction)) for v in value):
            changes[a.name] = tuple(_shift_targets(v, offset) for v in value)
    if not changes:
        return ins
    init_names = {a.name for a in attrs.fields(type(ins)) if a.init}
    return attrs.evolve(ins, **{k: v for k, v in changes.items() if k in init_names})


def _mode_counts(word: str, n: int) -> tuple[int, int]:
    return {
        "one": (1, 1), "two": (2, 2), "one or more": (1, n), "one or both": (1, 2),
        "any number": (0, n),
    }.get(word, (1, 1))


@frozen
class _SpellText(Ability):
    mode: Mode = field(factory=Mode)


def _line_ability(line: str, b: Builder, rules_list: Sequence[SentenceRule]) -> Ability | None:
    s = line.strip().rstrip(".")
    # whole-line abilities first (statics, "as an additional cost", plugin lines)
    try:
        result = match_sentence(s, b, rules_list, kind="ability")
        if isinstance(result, Ability):
            return result
    except NotUnderstood:
        pass
    trig = _TRIGGER.match(line)
    if trig:
        return _triggered(trig, b, rules_list)
    act = _ACTIVATED.match(line)
    if act and ("{" in act.group(1) or act.group(1).lower().split()[0] in (
            "sacrifice", "discard", "pay", "exile", "tap", "remove")):
        return _activated(act.group(1), act.group(2), b, rules_list)
    # otherwise: spell effect sentences
    mode = effect_mode(line, b, rules_list)
    return _SpellText(mode=mode, text=line)


def _activated(cost_text: str, effect: str, b: Builder,
               rules_list: Sequence[SentenceRule]) -> Ability:
    cost = parse_cost(cost_text, b)
    produced = parse_mana_produced(effect.strip())
    sorcery = False
    text = effect
    m = re.search(r"\s*activate only as a sorcery\.?$", text, re.IGNORECASE)
    if m:
        sorcery = True
        text = text[: m.start()]
    if produced is not None:
        return ActivatedAbility(cost=cost, effect=Mode(text=effect), mana=produced,
                                text=f"{cost_text}: {effect}")
    mode = effect_mode(text, b, rules_list)
    return ActivatedAbility(cost=cost, effect=mode, sorcery_speed=sorcery,
                            text=f"{cost_text}: {effect}")


_TRIGGER_EVENTS: list[tuple[re.Pattern[str], Callable[[re.Match[str], Builder], Any]]] = []


def _trigger_rule(pattern: str) -> Callable[[Callable[[re.Match[str], Builder], Any]],
                                             Callable[[re.Match[str], Builder], Any]]:
    def deco(fn: Callable[[re.Match[str], Builder], Any]) -> Callable[
            [re.Match[str], Builder], Any]:
        _TRIGGER_EVENTS.append((re.compile(pattern, re.IGNORECASE), fn))
        return fn

    return deco


def _trigger_condition(clause: str, b: Builder) -> Any:
    """The event clause of a triggered ability (CR 603.1): plugin rules of kind
    ``"trigger"`` first (they return a TriggerCondition), then the kernel's forms."""
    from manastack.triggers import TriggerCondition
    from manastack.turns import Step

    c = clause.strip()
    low = c.lower()
    if b.rules is not None:
        try:
            found = match_sentence(c, b, b.rules.sentence_rules, kind="trigger")
        except NotUnderstood:
            found = None
        if found is not None:
            return found
    if low in ("~ enters", "~ enters the battlefield"):
        return TriggerCondition("enters", self_only=True, text=c)
    if low == "~ dies":
        return TriggerCondition("dies", self_only=True, text=c)
    if low == "~ attacks":
        return TriggerCondition("attacks", self_only=True, text=c)
    if low in ("~ enters or attacks", "~ enters the battlefield or attacks"):
        return (TriggerCondition("enters", self_only=True, text=c),
                TriggerCondition("attacks", self_only=True, text=c))
    if low == "you cast ~":
        return TriggerCondition("cast", self_only=True, text=c)
    m = re.fullmatch(r"(?:a|another) (.+?) (?:you control )?(enters|dies)", low)
    if m:
        flt = parse_filter(m.group(1) + (" you control" if "you control" in low else ""))
        if low.startswith("another "):
            import attrs

            flt = attrs.evolve(flt, other=True)  # "another": not the ability's source
        return TriggerCondition(m.group(2), filter=flt, text=c)
    m = re.fullmatch(r"you cast (?:a|an) (.+?) spell", low)
    if m:
        flt = parse_filter(m.group(1))
        return TriggerCondition("cast", filter=flt, whose="you", text=c)
    steps = {"upkeep": Step.UPKEEP, "end step": Step.END, "draw step": Step.DRAW,
             "combat": Step.BEGIN_COMBAT}
    m = re.fullmatch(r"the beginning of (your|each|each opponent's|the next) (upkeep|end step|"
                     r"draw step|combat(?: on your turn)?)", low)
    if m:
        whose = {"your": "you", "each": None, "each opponent's": "opponent",
                 "the next": None}[m.group(1)]
        step = steps[m.group(2).replace(" on your turn", "")]
        if m.group(2).endswith("on your turn"):
            whose = "you"
        return TriggerCondition("step_begins", step=step, whose=whose, text=c)
    raise NotUnderstood(clause)


def _triggered(m: re.Match[str], b: Builder, rules_list: Sequence[SentenceRule]) -> Ability:
    condition = _trigger_condition(m.group(2), b)
    effect_text = m.group(3)
    optional = False
    if effect_text.lower().startswith("you may "):
        optional = True
        effect_text = effect_text[len("you may "):]
    mode = effect_mode(effect_text, b, rules_list)
    text = m.group(0)
    if isinstance(condition, tuple):
        return _MultiTrigger(
            abilities=tuple(TriggeredAbility(trigger=c, effect=mode, optional=optional, text=text)
                            for c in condition), text=text)
    return TriggeredAbility(trigger=condition, effect=mode, optional=optional, text=text)


@frozen
class _MultiTrigger(Ability):
    abilities: tuple[TriggeredAbility, ...] = ()


def _keyword_line(
    line: str, rules: Rules | None, keyword_defs: Sequence[KeywordDef]
) -> tuple[list[Ability], list[tuple[str, str]]] | None:
    """A line made only of keywords, or None. Tries the whole line first (costs with commas)."""
    s = line.strip()
    found: list[Ability] = []
    missing: list[tuple[str, str]] = []
    whole = _one_keyword(s.rstrip("."), rules, keyword_defs)
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
        one = _one_keyword(item, rules, keyword_defs)
        if one is None:
            return None
        if isinstance(one, tuple):
            missing.append(one)
        else:
            found.append(one)
    return found, missing


def _one_keyword(
    item: str, rules: Rules | None, keyword_defs: Sequence[KeywordDef]
) -> Ability | tuple[str, str] | None:
    for kd in keyword_defs:
        if kd.kind == "action":
            continue  # CR 701: keyword actions are verbs inside sentences, not keyword lines
        parsed = kd.parse(item)
        if parsed is not None:
            return parsed
    if rules is not None:
        plugin = rules.missing_keyword(item)
        if plugin is not None:
            return plugin
    return None


def expand(abilities: Iterable[Ability]) -> tuple[Ability, ...]:
    """Flatten helper abilities (a trigger on two events) into plain abilities."""
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, _MultiTrigger):
            out.extend(a.abilities)
        else:
            out.append(a)
    return tuple(out)


def kernel_keyword_defs() -> list[KeywordDef]:
    """The evergreen keywords the kernel implements (CR 702), as plugin-style definitions."""
    return [KeywordDef(name=name, pattern=re.escape(name), rule=rule) for name, rule in EVERGREEN] + [
        KeywordDef(name="protection", pattern=r"protection from (white|blue|black|red|green)",
                   build=lambda m: KeywordAbility(keyword=m.group(0).lower(), text=m.group(0)),
                   rule="702.16"),
        KeywordDef(name="enchant", pattern=r"enchant (creature|land|artifact|permanent|"
                   r"creature you control|creature or vehicle)",
                   build=lambda m: EnchantAbility(
                       enchant=parse_target("target " + m.group(1).lower()), keyword="enchant",
                       text=m.group(0)), rule="702.5"),
    ]


def set_colors(colors: Iterable[str]) -> SetColors:
    return SetColors(tuple(colors))


def land_creature(power: int, toughness: int) -> tuple[AddTypes, SetPT]:
    return AddTypes(card_types=("Creature",)), SetPT(power, toughness)
