"""Continuous effects of spells and abilities: "gets", "gains", "loses", "becomes",
control (CR 611, 613).

"[what] gets +N/+N until end of turn" (613.4c), "[what] gains flying [and haste] until end
of turn", "... gains \"[ability]\"", "... gets +1/+0, becomes black and gains shadow
until end of turn" (one effect, its parts in their layers), "Until end of turn, [...]",
"[what] loses [keyword] / all abilities", "[what] becomes a 2/2 Elemental creature [with
haste] [that's still a land]" (205.1, layers 4-7b), "... becomes 0/1 / white", "[what] has
base power and toughness N/N until end of turn / until your next turn", "Switch ...'s power
and toughness", "Double target creature's power" (701.10), "Gain control of [what] [until
end of turn]" (613.1b), "You gain hexproof until end of turn", "Each creature with power
less than or equal to that land's power gains ...".
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from manastack.api import (
    COLOR_QUALITIES,
    CREATURE_TYPES,
    YOU,
    AddAbilities,
    AddTypes,
    Amount,
    ApplyEffect,
    ApplyToEach,
    ApplyToEachAtMostPower,
    AttachedFilter,
    BecomeChosenCreatureType,
    BecomeOfChoice,
    Characteristics,
    Count,
    DoublePT,
    Each,
    ExchangeControl,
    GainControl,
    GainProtectionOfChoice,
    Instruction,
    ItRef,
    ModifyPT,
    ObjectFilter,
    OtherThan,
    PlayerKeyword,
    PlayerWithMostLife,
    PumpX,
    PutOntoBattlefield,
    Ref,
    RemoveAbilities,
    RemoveTypes,
    SetBasePTX,
    SetColors,
    SetController,
    SetLandTypes,
    SetPT,
    SetPTFrom,
    SetTypes,
    SourceRef,
    SwitchPT,
    TargetRef,
    TypeLine,
    intrinsic_abilities,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.matching import match_sentence
from manastack_grammar.phrases.durations import SOURCE_DURATION, source_duration
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    KEYWORD_ALT,
    parse_filter,
    permanent_filter,
    singular,
    subtype,
)
from manastack_grammar.phrases.numbers import number, parse_count
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import (
    PT,
    SPECIFIC_PRIORITY,
    is_a_parts,
    pt_amount,
    rule,
    static_ability,
    strict_ref,
)

_M = re.Match[str]  # the match a rule's build receives


def _subject(what: str, b: Builder) -> tuple[Ref | None, ObjectFilter | None]:
    """A subject of "gets"/"gains": a reference, or a filter locked on resolution (611.2c)."""
    low = what.lower().strip()
    low = re.sub(r"^all ", "", low)
    also = re.fullmatch(r"(it|that creature) also", low)
    if also:
        # "If it's legendary, it also gains trample": "also" adds to what the previous
        # instruction did to the same object (CR 608.2c), the grant itself is unchanged
        return b.ref(what.strip()[:len(also.group(1))]), None
    if "target" in low or low in ("~", "it", "they", "that creature", "those creatures", "them"):
        return b.ref(what), None
    if b.crewed_ref and low == b.crewed_ref:
        return b.ref(what), None  # CR 702.122b, 702.171c: the Vehicle crewed / Mount saddled
    if re.fullmatch(r"(?:enchanted|equipped) (?:creature|permanent|artifact|land)", low):
        return b.ref(what), None  # CR 611.2c: the object it is attached to as it resolves
    if re.fullmatch(r"(?:each creature|creatures) blocking (?:it|~)", low):
        return b.ref(what), None  # CR 611.2c: the creatures blocking it as it resolves
    if low.startswith("each "):
        low = low[5:]
    flt = parse_filter(singular(low))
    return None, permanent_filter(flt)


def _continuous(what: str, parts: tuple[Any, ...], text: str, b: Builder,
                until_eot: bool = True, duration: str | None = None) -> Instruction:
    ref, flt = _subject(what, b)
    if flt is not None and flt.other and b.spell_effect and b.targets:
        ref = _other_than_the_target(flt, text, b)
        flt = None
    if flt is not None:
        return ApplyToEach(flt, parts, until_end_of_turn=until_eot, text=text,
                           duration=duration)
    assert ref is not None
    return ApplyEffect(ref, parts, until_end_of_turn=until_eot, text=text, duration=duration)


def _other_than_the_target(flt: ObjectFilter, text: str, b: Builder) -> Ref:
    """"Target creature you control gets +2/+1 until end of turn. Each other creature you
    control gets +1/+1 until end of turn" (Phalanx Tactics, Sigil Blessing): a spell is never
    among the creatures, so "other" sets them against the one object the spell targets (CR
    115.1, 608.2c), locked as it resolves (611.2c). Several targets, or a player's: not read."""
    objects = [i for i, t in enumerate(b.targets) if t.objects is not None]
    if len(objects) != 1 or len(b.targets) != 1 or b.targets[objects[0]].max != 1:
        raise NotUnderstood(text)
    them = attrs.evolve(flt, other=False, text=flt.text.removeprefix("other "))
    return OtherThan(Each(them), TargetRef(objects[0]))


def _until(m: _M) -> str | None:
    """"until your next turn" (CR 611.2a: it lasts until that turn begins) or None: "until
    end of turn" (514.2)."""
    return "your_next_turn" if m["until"] == "your next turn" else None


@rule("pump", rf"(?P<what>.+?) (?:each )?gets? {PT} until (?P<until>end of turn|your next turn)")
def _pump(m: _M, b: Builder) -> SentenceResult:
    p, t = m.group(2), m.group(3)
    if "x" in (p + t).lower():
        if _until(m) is not None:
            raise NotUnderstood(m.group(0))  # an X lasting past this turn: not modelled
        ref, flt = _subject(m["what"], b)
        target = ref if ref is not None else Each(flt or ObjectFilter())
        return PumpX(target, p.lower(), t.lower(), x=number("x"), text=m.group(0))
    return _continuous(m["what"], (ModifyPT(pt_amount(p), pt_amount(t)),), m.group(0), b,
                       duration=_until(m))


@sentence("pump until end of turn for each",
          r"(?P<what>.+?) gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) (?:until end of turn for each "
          r"(?P<each>.+)|for each (?P<each_first>.+) until end of turn)",
          priority=SPECIFIC_PRIORITY)
def _pump_for_each(m: _M, b: Builder) -> SentenceResult:
    """"It gets +1/+1 until end of turn for each creature blocking it" (Elvish Berserker),
    "it gets -2/-1 until end of turn for each creature blocking it beyond the first" (Johtull
    Wurm): the count taken once, as the instruction is carried out (CR 107.3c, 608.2h), the
    change then fixed until end of turn (611.2c). Both parts raised or both lowered (or one
    +0 / -0). "All creatures get -1/-1 until end of turn for each Swamp you control"
    (Mutilate): each creature on the battlefield as it resolves, locked then (611.2c);
    "Until end of turn, ... gets +1/+1 for each ..." is the same, duration first (611.2a)."""
    subject, flt = _subject(m["what"], b)
    ref = subject if subject is not None else Each(flt or ObjectFilter())
    p, t = int(m["p"]), int(m["t"])
    signs = {s[0] for s in (m["p"], m["t"]) if int(s) != 0}
    if len(signs) != 1:
        raise NotUnderstood(m.group(0))
    sign = signs.pop()
    each = m["each"] or m["each_first"]
    if b.attached_trigger and each.lower().startswith("other "):
        # "other" names the creature the source is attached to, not the source (CR 301.5,
        # 303.4): a count this reading does not make (Sigil of Valor)
        raise NotUnderstood(m.group(0))
    counted = parse_count(each, b)
    if abs(p) == abs(t) or 0 in (p, t):
        x = Count(_each_words(max(abs(p), abs(t)), each), counted.function,
                  factor=counted.factor * max(abs(p), abs(t)))
        return PumpX(ref, f"{sign}x" if p else "+0", f"{sign}x" if t else "+0", x=x,
                     text=m.group(0))
    # unequal parts (-2/-1): one change per part, both of the same count (613.4c)
    xp = Count(_each_words(abs(p), each), counted.function, factor=counted.factor * abs(p))
    xt = Count(_each_words(abs(t), each), counted.function, factor=counted.factor * abs(t))
    return (PumpX(ref, f"{sign}x", "+0", x=xp, text=m.group(0)),
            PumpX(ref, "+0", f"{sign}x", x=xt, text=m.group(0)))


@sentence("pump for as long as ~ remains tapped",
          r"(?P<what>.+?) gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for as long as ~ remains tapped",
          priority=SPECIFIC_PRIORITY)
def _pump_while_tapped(m: _M, b: Builder) -> SentenceResult:
    """"Target creature gets +0/+3 for as long as this artifact remains tapped"
    (Endoskeleton): the bonus (613.4c) lasts until the source is untapped or leaves the
    battlefield, and is nothing if it already has as the effect would begin (CR 611.2b)."""
    ref, flt = _subject(m["what"], b)
    parts = (ModifyPT(pt_amount(m["p"]), pt_amount(m["t"])),)
    if flt is not None:
        return ApplyToEach(flt, parts, text=m.group(0), duration="while_source_tapped")
    assert ref is not None
    return ApplyEffect(ref, parts, text=m.group(0), duration="while_source_tapped")


@sentence("pump for each and gain keyword until end of turn",
          r"(?P<what>.+?) gets? \+(?P<p>\d+)/\+(?P<t>\d+) for each (?P<each>.+?) and gains? "
          rf"(?P<kw>(?:{KEYWORD_ALT})) until end of turn",
          priority=SPECIFIC_PRIORITY)
def _pump_for_each_and_gain(m: _M, b: Builder) -> SentenceResult:
    """"Until end of turn, target creature gets +1/+1 for each creature you control and gains
    trample" (Chorus of Might, duration first: CR 611.2a): the count taken once as the spell
    resolves (107.3c, 608.2h), the bonus (613.4c) and the keyword (613.1f) both on the one
    object until end of turn (514.2). +N/+N only; one object."""
    ref, _ = _subject(m["what"], b)
    p, t = int(m["p"]), int(m["t"])
    if ref is None or p != t or p == 0:
        raise NotUnderstood(m.group(0))
    counted = parse_count(m["each"], b)
    x = Count(_each_words(p, m["each"]), counted.function, factor=counted.factor * p)
    pump = PumpX(ref, "+x", "+x", x=x, text=m.group(0))
    grant = ApplyEffect(ref, (AddAbilities(keyword_list(m["kw"], b)),), until_end_of_turn=True,
                        text=m.group(0))
    return [pump, grant]


@rule("gain keyword", r"(?P<what>.+?) (?:each )?gains? (?P<kw>.+?) until "
                      r"(?P<until>end of turn|your next turn)")
def _gain_kw(m: _M, b: Builder) -> SentenceResult:
    choice = _PROTECTION_CHOICE.fullmatch(m["kw"])
    if choice is not None:
        if _until(m) is not None:
            raise NotUnderstood(m.group(0))  # a chosen protection past this turn: not modelled
        # CR 702.16a, 608.2d: the quality is chosen as the ability resolves
        grant = _continuous(m["what"], (), m.group(0), b)
        assert isinstance(grant, (ApplyEffect, ApplyToEach))
        also = (choice["also"].lower(),) if choice["also"] else ()
        return GainProtectionOfChoice(grant, (*also, *COLOR_QUALITIES), text=m.group(0))
    abilities = keyword_list(m["kw"], b)
    # CR 611.2a: "until your next turn" ends as that turn begins
    return _continuous(m["what"], (AddAbilities(abilities),), m.group(0), b,
                       duration=_until(m))


@rule("gain keyword for as long as",
      rf"(?P<what>.+?) (?:each )?(?:(?P<pump>gets? (?P<p>\+\d+)/(?P<t>\+\d+)) and )?"
      rf"(?:gains?|(?P<has>has|have)) "
      rf"(?P<kw>(?:{KEYWORD_ALT})(?:(?:,|,? and) (?:{KEYWORD_ALT}))*){SOURCE_DURATION}")
def _gain_kw_while(m: _M, b: Builder) -> SentenceResult:
    """"When this creature enters, another target permanent gains indestructible for as long
    as you control this creature" (Aegis Angel), "Target Soldier creature gets +2/+2 and has
    vigilance for as long as this creature remains tapped" (Pearlspear Courier): one effect,
    the keyword (CR 613.1f) and bonus (613.4c) lasting until the source's condition stops,
    for good (611.2b), nothing if it already has. "has" in an instruction gives the keyword
    for that duration, as "gains" does (611.2a)."""
    if m["has"] and not m["pump"] and "target" not in m["what"].lower():
        raise NotUnderstood(m.group(0))  # "~ has ...": a static ability, not this
    parts: tuple[Any, ...] = (AddAbilities(keyword_list(m["kw"], b)),)
    if m["pump"]:
        parts = (ModifyPT(pt_amount(m["p"]), pt_amount(m["t"])), *parts)
    return _continuous(m["what"], parts, m.group(0), b, until_eot=False,
                       duration=source_duration(m["source_duration"]))


#: "protection from the color of your choice", "protection from artifacts (colorless) or from
#: the color of your choice" (Mother of Runes, Jeweled Spirit, Giver of Runes)
_PROTECTION_CHOICE = re.compile(r"protection from (?:(?P<also>artifacts|colorless) or from )?"
                                r"the color of your choice", re.IGNORECASE)


@rule("gain ability", r"(?P<what>.+?) gains? (?P<kw>[\"“].+[\"”])")
def _gain_ability(m: _M, b: Builder) -> SentenceResult:
    # no duration: the effect lasts indefinitely (CR 611.2a)
    abilities = keyword_list(m["kw"], b)
    return _continuous(m["what"], (AddAbilities(abilities),), m.group(0), b, until_eot=False)


@rule("gain keyword forever", rf"(?P<what>it|that creature|they|those creatures) gains? "
          rf"(?P<kw>(?:{KEYWORD_ALT})(?:(?:,|,? and) (?:{KEYWORD_ALT}))*)")
def _gain_kw_forever(m: _M, b: Builder) -> SentenceResult:
    abilities = keyword_list(m["kw"], b)
    return _continuous(m["what"], (AddAbilities(abilities),), m.group(0), b, until_eot=False)


@rule("lose keyword", rf"(?P<what>.+?) loses? (?P<kw>{KEYWORD_ALT}) until end of turn")
def _lose_kw(m: _M, b: Builder) -> SentenceResult:
    return _continuous(m["what"], (RemoveAbilities((m["kw"].lower(),)),), m.group(0), b)


_VERB = r"(?:gets?|becomes?|gains?) "


# a clause boundary is a separator followed by the next verb ("gains flying and first
# strike" stays one clause)
_CLAUSE_SEP = re.compile(rf"(?:,? and |, )(?={_VERB})", re.IGNORECASE)


_COLOR_WORDS = r"(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))*"


@rule("pump and gain",
          rf"(?P<what>.+?) (?:each )?(?P<clauses>{_VERB}.+?(?:,|,? and) {_VERB}.+?) "
          r"until end of turn")
def _pump_gain(m: _M, b: Builder) -> SentenceResult:
    """Clauses sharing one subject and one duration: "Target creature gets +1/+0, becomes
    black, and gains shadow until end of turn" (Traitor's Clutch), "... becomes red and gains
    haste until end of turn", "... gains trample and gets +2/+2 until end of turn": one
    continuous effect (CR 611.2a) whose parts apply in their layers (613.1e colour, 613.1f
    abilities, 613.4c power and toughness), all ending in the cleanup step (514.2). A bonus
    of X ("gets +X/+X, where X is ...") or "+1/+1 for each ..." is counted once, as the
    effect begins (CR 107.3c, 608.2h), then fixed (611.2c): a change of its own."""
    parts: list[Any] = []
    counted: list[tuple[str, str, Amount]] = []  # (power, toughness, X) of a counted bonus
    order: list[str] = []
    for clause in _CLAUSE_SEP.split(m["clauses"]):
        pt = re.fullmatch(rf"gets? {PT}(?: for each (?P<each>.+))?", clause, re.IGNORECASE)
        if pt is not None:
            p, t = pt.group(1).lower(), pt.group(2).lower()
            if pt["each"]:
                counted.append(_for_each_bonus(p, t, pt["each"], m.group(0), b))
            elif "x" in p + t:
                counted.append((p, t, number("x")))
            else:
                parts.append(ModifyPT(pt_amount(p), pt_amount(t)))
                order.append("parts")
                continue
            order.append("counted")
        elif (col := re.fullmatch(rf"becomes? ({_COLOR_WORDS})", clause, re.IGNORECASE)):
            parts.append(SetColors(tuple(COLOR_LETTERS[c] for c in
                                         re.findall(r"white|blue|black|red|green",
                                                    col.group(1).lower()))))
            order.append("parts")
        elif (kw := re.fullmatch(r"gains? (.+)", clause, re.IGNORECASE)) is not None:
            parts.append(AddAbilities(keyword_list(kw.group(1), b)))
            order.append("parts")
        else:
            raise NotUnderstood(m.group(0))  # "becomes a 2/2 creature ...": "becomes"'s
    if not counted:
        return _continuous(m["what"], tuple(parts), m.group(0), b)
    ref, flt = _subject(m["what"], b)  # read once: "target creature" is one target
    pumps = [PumpX(ref if ref is not None else Each(flt or ObjectFilter()), p, t, x=x,
                   text=m.group(0)) for p, t, x in counted]
    if not parts:
        return pumps
    if flt is not None:
        fixed: Instruction = ApplyToEach(flt, tuple(parts), until_end_of_turn=True,
                                         text=m.group(0))
    else:
        assert ref is not None
        fixed = ApplyEffect(ref, tuple(parts), until_end_of_turn=True, text=m.group(0))
    # in the order the sentence gives them (each part in its own layer anyway, 613.1)
    return [*pumps, fixed] if order[0] == "counted" else [fixed, *pumps]


def _each_words(n: int, each: str) -> str:
    """What X is in "gets +N/+N for each [thing]", in words: "2 for each creature you control"
    (CR 107.3c), as explain shows it."""
    return f"{n} for each {each}"


def _for_each_bonus(p: str, t: str, each: str, text: str, b: Builder
                    ) -> tuple[str, str, Amount]:
    """"gets +1/+1 for each ..." inside "gains trample and gets ...": +N/+N (or +N/+0) times
    the count (CR 107.3c); both parts raised, N fixed in the text."""
    if "x" in p + t or p.startswith("-") or t.startswith("-"):
        raise NotUnderstood(text)
    pn, tn = pt_amount(p), pt_amount(t)
    if not (pn == tn or 0 in (pn, tn)) or pn == tn == 0:
        raise NotUnderstood(text)
    found = parse_count(each, b)
    x = Count(_each_words(max(pn, tn), each), found.function, factor=found.factor * max(pn, tn))
    return ("+x" if pn else "+0", "+x" if tn else "+0", x)


@rule("until end of turn first", r"until end of turn, (?P<rest>.+)")
def _until_eot(m: _M, b: Builder) -> SentenceResult:
    rest = m["rest"]
    # CR 611.2a: "Until end of turn, X loses all abilities ...": the same effect, duration first
    mm = re.fullmatch(r"(.+?) (gains?|gets?|becomes?|can't block|has|have|loses?) (.+)", rest,
                      re.IGNORECASE)
    if mm is None:
        raise NotUnderstood(m.group(0))
    # one sentence, not split again (a quoted ability's own period ends no sentence)
    return match_sentence(f"{rest} until end of turn", b, b.sentence_rules, kind="effect",
                          atomic=True)


_LOSES = r"(?:(?P<loses>loses all abilities and) )?"


_GAINS = r"(?P<loses2>,? loses all abilities,?)?(?:,? and gains (?P<gains>.+?))?"


_KEEP = r"(?P<keep> that's still (?:a|an) \w+| in addition to (?:its|their) other types)?"


_EOT_OR_THIS = r"(?P<eot> until end of turn| this turn)?"


_BECOMES = re.compile(
    rf"(?P<what>.+?) (?:each )?{_LOSES}becomes? (?:an? )?(?:(?P<p>\d+)/(?P<t>\d+) )?"
    r"(?P<desc>(?:[\w-]+ )*?)"
    r"(?P<types>artifact creatures?|enchantment creatures?|creatures?|artifacts?|lands?)"
    r"(?: with (?P<kw>(?!base ).+?))?(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    rf"{_GAINS}{_KEEP}{_EOT_OR_THIS}(?:{SOURCE_DURATION})?", re.IGNORECASE)


def _subtype_of(word: str) -> str:
    return subtype(word)


def _becomes_parts(m: _M, b: Builder) -> SentenceResult:
    """The one reading of "becomes" (CR 205.1): a new card type replaces the old ones
    (205.1a) unless the object keeps them ("in addition to its other types", "that's still
    a land", "an artifact creature": 205.1b, where only the creature types are replaced);
    new subtypes replace the old; then colours (layer 5), abilities lost then gained in text
    order (6, 613.1f), base power and toughness (7b)."""
    groups = m.groupdict()
    desc_words = (groups.get("desc") or "").split()
    colors: list[str] = []
    subtypes: list[str] = []
    for w in desc_words:
        low = w.lower()
        if low in COLOR_LETTERS:
            colors.append(COLOR_LETTERS[low])
        elif low in ("and", "colorless"):
            continue
        elif _subtype_of(w):
            subtypes.append(_subtype_of(w))
        else:
            raise NotUnderstood(m.group(0))
    types_word = (groups.get("types") or "").lower()
    card_types = tuple(t.capitalize().removesuffix("s") for t in types_word.split())
    kw_text = groups.get("kw")
    every = re.fullmatch(r"(?:(?P<rest>.+?),? and )?all creature types", kw_text or "")
    if every is not None and card_types == ("Creature",) and not subtypes:
        # "a 2/2 creature with all creature types" (Mutavault): every creature type of
        # 205.3m, as changeling gives (702.73a), in layer 4 with the card type
        subtypes = sorted(CREATURE_TYPES)
        kw_text = every["rest"]
    parts: list[Any] = []
    if card_types and (groups.get("keep") or types_word.startswith(("artifact creature",
                                                                       "enchantment creature"))):
        if subtypes and not groups.get("keep"):
            parts.append(RemoveTypes(subtype_categories=("creature",)))
        parts.append(AddTypes(card_types=card_types, subtypes=tuple(subtypes)))
    elif card_types:
        parts.append(SetTypes(card_types=card_types, subtypes=tuple(subtypes) or None))
    elif subtypes:
        parts.append(SetTypes(subtypes=tuple(subtypes)))
    if colors or "colorless" in [w.lower() for w in desc_words]:
        parts.append(SetColors(tuple(colors)))
    if groups.get("loses") or groups.get("loses2"):
        parts.append(RemoveAbilities())  # before what it gains: both layer 6, text order
    for kw in (kw_text, groups.get("gains")):
        if kw:
            parts.append(AddAbilities(keyword_list(kw, b)))
    p, t = groups.get("p") or groups.get("bp"), groups.get("t") or groups.get("bt")
    if p is not None and t is not None:
        parts.append(SetPT(int(p), int(t)))
    if not parts:
        raise NotUnderstood(m.group(0))
    ref = b.ref(groups["what"])  # "~" too: the subject a following clause may share
    if groups.get("source_duration"):
        if groups.get("eot"):
            raise NotUnderstood(m.group(0))  # two durations for one effect: no such wording
        # "for as long as ~ remains on the battlefield" (Awakener Druid; CR 611.2b)
        return ApplyEffect(ref, tuple(parts), rule="613.1", text=m.group(0),
                           duration=source_duration(groups["source_duration"]))
    return ApplyEffect(ref, tuple(parts), until_end_of_turn=bool(groups.get("eot")),
                          rule="613.1", text=m.group(0))


@rule("becomes", _BECOMES.pattern)
def _becomes(m: _M, b: Builder) -> SentenceResult:
    """"[Object] becomes a 2/1 blue Faerie creature with flying until end of turn" (CR 205.1,
    613): types (layer 4), colours (5), abilities (6), base power and toughness (7b)."""
    return _becomes_parts(m, b)


@rule("becomes with base pt",
          rf"(?P<what>.+?) {_LOSES}becomes? (?:an? )?(?P<desc>(?:[\w-]+ )*?[\w-]+) with base "
          rf"power and toughness (?P<bp>\d+)/(?P<bt>\d+){_GAINS}{_EOT_OR_THIS}")
def _becomes_base(m: _M, b: Builder) -> SentenceResult:
    """"Until end of turn, target creature becomes a blue Dragon with base power and
    toughness 4/4, loses all abilities, and gains flying" (CR 205.1a, 613.1d-f, 613.4b)."""
    return _becomes_parts(m, b)


def _mana_value_pt(ch: Characteristics) -> tuple[int, int]:
    """Power and toughness each equal to the object's mana value (CR 202.3; X is 0)."""
    mv = ch.mana_cost.mana_value() if ch.mana_cost is not None else 0
    return mv, mv


@rule("becomes an artifact creature with power and toughness equal to its mana value",
      r"(?P<what>target noncreature artifact) becomes an artifact creature with power and "
      r"toughness each equal to its mana value until end of turn")
def _becomes_creature_of_its_mana_value(m: _M, b: Builder) -> SentenceResult:
    """"Target noncreature artifact becomes an artifact creature with power and toughness each
    equal to its mana value until end of turn" (Karn, Silver Golem): it keeps its types and
    is also a creature (CR 205.1b, layer 4), its power and toughness set from its mana value
    (layer 7b, 613.4b), until end of turn (514.2)."""
    parts = (AddTypes(card_types=("Artifact", "Creature")),
             SetPTFrom(_mana_value_pt, text="power and toughness each equal to its mana value"))
    return ApplyEffect(b.ref(m["what"]), parts, until_end_of_turn=True, rule="613.1",
                       text=m.group(0))


@rule("still a land", r"(?:it's|it is|that's) still (?:a|an) (?P<t>land|artifact|enchantment)"
      r"|(?:they're|they are) still (?:lands|artifacts|enchantments)")
def _still(m: _M, b: Builder) -> SentenceResult:
    """CR 205.1b: the object keeps its prior card types ("It's still a land"); "They're
    still lands" (Natural Affinity) says the same of each object the effect before names."""
    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, ApplyEffect):
            raise NotUnderstood(m.group(0))
        parts: list[Any] = []
        for part in previous.parts:
            if isinstance(part, SetTypes):
                parts.append(AddTypes(card_types=part.card_types or (),
                                      subtypes=part.subtypes or ()))
            else:
                parts.append(part)
        return attrs.evolve(previous, parts=tuple(parts))

    return Amend(apply)


@rule("what it enters as is",
      r"(?:(?P<what>that creature|it|each of those creatures) is|it's) (?P<desc>an? .+?)"
      r"(?P<keep> in addition to its other (?:colors and )?types)?")
def _what_it_enters_as(m: _M, b: Builder) -> SentenceResult:
    """"Return it to the battlefield under its owner's control. It's an enchantment."
    (Enduring Courage), "... That creature is a black Zombie in addition to its other colors
    and types." (Dread Slaver): what the previous sentence puts onto the battlefield "is" so
    for good, simultaneously with entering (CR 611.2e, 611.2a): types (205.1a-b, layer 4),
    colours (105.3, layer 5)."""
    many = (m["what"] or "").lower() == "each of those creatures"
    parts = tuple(is_a_parts(m["desc"], m["keep"] or "", b, m.group(0)))

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, PutOntoBattlefield) or previous.is_as_it_enters:
            raise NotUnderstood(m.group(0))  # "is" of what another instruction did: not read
        ref = previous.what
        single = isinstance(ref, ItRef) or (
            isinstance(ref, TargetRef) and b.targets[ref.index].max == 1)
        several = isinstance(ref, TargetRef) and b.targets[ref.index].max != 1
        if not (several if many else single):
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, is_as_it_enters=parts, is_text=m.group(0))

    return Amend(apply)


_EOT = r"(?P<eot> until end of turn| this turn)?"


def _duration(m: re.Match[str]) -> str:
    return "end_of_turn" if m.groupdict().get("eot") else "forever"


@sentence("gain control", rf"gain control of (?P<what>.+?){_EOT}", priority=SPECIFIC_PRIORITY)
def _gain_control(m: re.Match[str], b: Builder) -> SentenceResult:
    return GainControl(b.ref(m["what"]), duration=_duration(m), text=m.group(0))


@sentence("gain control for as long as", rf"gain control of (?P<what>.+?){SOURCE_DURATION}",
          priority=SPECIFIC_PRIORITY)
def _gain_control_while(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When this creature enters, gain control of target creature or planeswalker for as
    long as you control this creature" (Dragonlord Silumgar), "... for as long as you control
    this artifact and this artifact remains tapped" (Helm of Possession): the control effect
    (CR 613.1b) ends for good once the source's condition stops, control then returning as
    the layers are applied again; nothing at all if it has already stopped (611.2b)."""
    return GainControl(b.ref(m["what"]), duration=source_duration(m["source_duration"]),
                       text=m.group(0))


@sentence("exchange control",
          r"exchange control of (?P<one>~|target .+?) and (?P<two>(?:another )?target .+)",
          priority=SPECIFIC_PRIORITY)
def _exchange_control(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exchange control of ~ and target nonland permanent" (Avarice Totem; CR 701.12a-b):
    two permanents, each ~ or one target; the exchange is for good (613.1b)."""
    one, two = b.ref(m["one"]), b.ref(m["two"])
    for ref in (one, two):
        single = isinstance(ref, TargetRef) and b.targets[ref.index].max == 1 and \
            b.targets[ref.index].players is None
        if not (isinstance(ref, SourceRef) or single):
            raise NotUnderstood(m.group(0))  # CR 701.12b: two permanents
    return ExchangeControl(one, two, text=m.group(0))


@sentence("the player with the most life gains control",
          r"the player with the most life gains control of (?P<what>~)")
def _most_life_gains_control(m: re.Match[str], b: Builder) -> SentenceResult:
    """"..., the player with the most life gains control of this creature." (Ghazbán Ogre;
    CR 119.1, 613.1b): the one player whose life total is greater than each other's as it
    resolves gains control of it indefinitely; on a tie, no one does (608.2b)."""
    return GainControl(b.ref(m["what"]), who=PlayerWithMostLife(), text=m.group(0))


@sentence("target player gains control of ~",
          r"(?P<who>target opponent|target player|that player) gains control of (?P<what>~|it)")
def _target_player_gains_control(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target opponent gains control of this creature." (Humble Defector; CR 613.1b,
    611.2a): the targeted player (115.1) controls it from then on, with no end; an illegal
    target at resolution gives it to no one (608.2b). "Whenever a player casts an artifact
    spell, that player gains control of this creature." (Drooling Ogre): the player the
    trigger names (603.7c). "When ~ enters, target opponent gains control of it." (Sleeper
    Agent): "it" only when it names the source itself (a trigger on ~'s own event)."""
    if m["who"].lower() == "that player" and b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: no player named before
    if m["what"].lower() == "it" and not (b.self_trigger and b.it is None and b.last is None):
        raise NotUnderstood(m.group(0))  # "it" names another object than the source
    who = b.ref(m["who"])
    return GainControl(SourceRef(), who=who, text=m.group(0))


@sentence("you control enchanted",
          r"you control enchanted (?P<what>creature|permanent|artifact|land)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _you_control_enchanted(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You control enchanted creature." (Control Magic): a static ability of the Aura whose
    effect, in layer 2, gives the permanent it is attached to the Aura's controller (CR
    613.1b, 303.4; "you", 109.5), for as long as it is attached."""
    what = m["what"].lower()
    types = () if what == "permanent" else (what.capitalize(),)
    flt = AttachedFilter(types=types, text=f"enchanted {what}")
    return static_ability((SetController(),), flt, m.group(0))


@sentence("becomes pt", rf"(?P<what>.+?) becomes? (?P<p>\d+)/(?P<t>\d+){_EOT}", priority=SPECIFIC_PRIORITY)
def _becomes_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature becomes 0/1 until end of turn" (layer 7b, CR 613.4b)."""
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          duration=_duration(m), text=m.group(0))


@sentence("becomes color",
          rf"(?P<what>.+?) becomes? (?P<colors>(?:white|blue|black|red|green|colorless)"
          rf"(?: and (?:white|blue|black|red|green))*){_EOT}", priority=SPECIFIC_PRIORITY)
def _becomes_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature becomes white until end of turn" (layer 5, CR 105.3)."""
    colors = tuple(COLOR_LETTERS[c] for c in re.findall(r"white|blue|black|red|green", m["colors"]))
    return ApplyEffect(b.ref(m["what"]), (SetColors(colors),), duration=_duration(m),
                          text=m.group(0))


@sentence("becomes the creature type of your choice",
          r"(?P<what>~|target creature|enchanted creature) becomes the creature type of your "
          r"choice until end of turn", priority=SPECIFIC_PRIORITY)
def _becomes_chosen_type(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature becomes the creature type of your choice until end of turn" (Mistform
    Dreamer): chosen as it resolves (CR 608.2d, 205.3m), replacing its creature types
    (205.1a), layer 4 (613.1d)."""
    return BecomeChosenCreatureType(b.ref(m["what"]), text=m.group(0))


_FIVE_COLORS = ("white", "blue", "black", "red", "green")  # CR 105.1
_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i


@sentence("becomes the color of your choice",
          r"(?P<what>~|target creature|target permanent|target spell or permanent) becomes the "
          r"color of your choice until end of turn", priority=SPECIFIC_PRIORITY)
def _becomes_chosen_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature becomes the color of your choice until end of turn" (Caldera Kavu):
    one of the five colours (CR 105.1), chosen as it resolves (608.2d), instead of its
    others (105.3), layer 5 (613.1e)."""
    parts = tuple((SetColors((COLOR_LETTERS[c],)),) for c in _FIVE_COLORS)
    return BecomeOfChoice(b.ref(m["what"]), _FIVE_COLORS, parts, kind="choose_color",
                          prompt="Choose a color", rule="105.3", text=m.group(0))


@sentence("gets one of two pt changes",
          r"(?P<what>~|target creature|enchanted creature) gets (?P<a>[+-]\d+/[+-]\d+) or "
          r"(?P<b>[+-]\d+/[+-]\d+) until end of turn", priority=SPECIFIC_PRIORITY)
def _gets_one_or_other(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature gets +1/-1 or -1/+1 until end of turn" (Brightling): its controller
    chooses one of the two as it resolves (CR 608.2d); layer 7c (613.4c), until cleanup."""
    options = (m["a"], m["b"])
    if options[0] == options[1]:
        raise NotUnderstood(m.group(0))
    parts = tuple((ModifyPT(*(pt_amount(v) for v in o.split("/"))),) for o in options)
    return BecomeOfChoice(b.ref(m["what"]), options, parts, kind="choose_pt_change",
                          prompt="Choose the change", rule="608.2d", verb="gets",
                          text=m.group(0))


@sentence("becomes the basic land type of your choice",
          r"(?P<what>target land|target land you control) becomes the basic land type of your "
          r"choice until end of turn", priority=SPECIFIC_PRIORITY)
def _becomes_chosen_land_type(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target land becomes the basic land type of your choice until end of turn" (Dream
    Thrush): one of the five basic land types (CR 205.3i) chosen as it resolves (608.2d);
    the land's subtype is set (305.7, layer 4): its old land types and rules-text abilities
    go, it has the chosen type's mana ability (305.6)."""
    parts = tuple((SetLandTypes(subtypes=(t,),
                                abilities=intrinsic_abilities(TypeLine.parse(f"Land — {t}"))),)
                  for t in _BASIC_LAND_TYPES)
    return BecomeOfChoice(b.ref(m["what"]), _BASIC_LAND_TYPES, parts,
                          kind="choose_land_type", prompt="Choose a basic land type",
                          rule="305.7", text=m.group(0))


@sentence("target land becomes a basic land type",
          r"(?P<what>target land|target land you control) becomes an? (?P<type>plains|island|"
          r"swamp|mountain|forest) until end of turn", priority=SPECIFIC_PRIORITY)
def _becomes_land_type(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target land becomes an Island until end of turn" (Streambed Aquitects): the land's
    subtype is set (CR 305.7, layer 4): its old land types and rules-text abilities go, it has
    the new type's mana ability (305.6), until the cleanup step (514.2)."""
    sub = m["type"].capitalize()
    part = SetLandTypes(subtypes=(sub,), abilities=intrinsic_abilities(TypeLine.parse(
        f"Land — {sub}")))
    return ApplyEffect(b.ref(m["what"]), (part,), duration="end_of_turn", rule="305.7",
                       text=m.group(0))


@sentence("base pt", rf"(?P<what>.+?) (?:has|have) base power and toughness (?P<p>\d+)/(?P<t>\d+)"
          rf"{_EOT}", priority=SPECIFIC_PRIORITY)
def _base_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    if not m["eot"]:
        raise NotUnderstood(m.group(0))  # without a duration it is a static ability
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          text=m.group(0))


@sentence("base pt x",
          r"(?P<what>.+?) (?:has|have) base power and toughness x/x(?P<every> and gains? all "
          r"creature types)? until end of turn", priority=SPECIFIC_PRIORITY)
def _base_pt_x(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures you control have base power and toughness X/X until end of turn" (Biomass
    Mutation), "Until end of turn, creatures you control have base power and toughness X/X and
    gain all creature types" (Mirror Entity): X counted as it resolves (CR 107.3, 608.2h),
    the effect locked to the creatures there then (611.2c): layer 7b (613.4b), and every
    creature type in layer 4 (205.3m, 613.1d)."""
    ref, flt = _subject(m["what"], b)
    what = ref if ref is not None else Each(flt or ObjectFilter())
    return SetBasePTX(what, x=number("x"), every_creature_type=bool(m["every"]),
                      text=m.group(0))


@sentence("loses all abilities", rf"(?P<what>.+?) loses? all abilities{_EOT}",
          priority=SPECIFIC_PRIORITY)
def _loses_all(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(b.ref(m["what"]), (RemoveAbilities(),), duration=_duration(m),
                          text=m.group(0))


@sentence("loses all abilities for as long as",
          rf"(?P<what>.+?) loses? all abilities{SOURCE_DURATION}", priority=SPECIFIC_PRIORITY)
def _loses_all_while(m: re.Match[str], b: Builder) -> SentenceResult:
    """"It loses all abilities for as long as The Wondrous Wasp remains on the battlefield"
    (The Wondrous Wasp): the abilities are removed in layer 6 (CR 613.1f) on that object,
    until the source's condition stops, for good (611.2b)."""
    ref, _ = _subject(m["what"], b)
    if ref is None:
        raise NotUnderstood(m.group(0))  # a filter of many: not this reading
    return ApplyEffect(ref, (RemoveAbilities(),), duration=source_duration(m["source_duration"]),
                       text=m.group(0))


@sentence("loses all abilities and has base pt",
          r"(?P<what>.+?) loses all abilities and has base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+) until end of turn", priority=SPECIFIC_PRIORITY)
def _loses_all_base_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature loses all abilities and has base power and toughness 0/1 until end of
    turn" (Humble, after "Until end of turn, ..."): one effect (CR 611.2a) in layers 6 and 7b
    (613.1f, 613.4b), the duration covering both clauses (514.2)."""
    return ApplyEffect(b.ref(m["what"]), (RemoveAbilities(), SetPT(int(m["p"]), int(m["t"]))),
                       duration="end_of_turn", text=m.group(0))


@sentence("switch pt", rf"switch (?P<what>.+?)'s power and toughness{_EOT}", priority=SPECIFIC_PRIORITY)
def _switch(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(b.ref(m["what"]), (SwitchPT(),), duration=_duration(m),
                          text=m.group(0))


@sentence("you gain player keyword", r"you gain (?P<kw>hexproof|shroud) until end of turn",
          priority=SPECIFIC_PRIORITY)
def _you_gain(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(YOU, (PlayerKeyword(m["kw"].lower()),), text=m.group(0))


@sentence("each with power at most that land's power gains",
          r"each (?P<what>.+?) with power less than or equal to (?:that land|that creature|it)'s "
          r"power gains? (?P<kw>.+?) until end of turn")
def _at_most_its_power(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"])
    if not flt.types:
        flt = attrs.evolve(flt, types=("Creature",))
    parts = (AddAbilities(keyword_list(m["kw"], b)),)
    return ApplyToEachAtMostPower(flt, parts, of=b.antecedent(),
                                  text=m.group(0))


@sentence("until your next turn base pt",
          r"until your next turn, (?P<what>.+?) (?:has|have) base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+)")
def _base_pt_next_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """Locked to the objects there as it resolves (CR 611.2c), layer 7b (613.4b)."""
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          duration="your_next_turn", text=m.group(0))


@sentence("double power",
          r"double (?P<what>.+?)'s (?P<stat>power|toughness|power and toughness) until end of turn")
def _double_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    stat = m["stat"].lower()
    return DoublePT(strict_ref(m["what"], b), power="power" in stat, toughness="toughness" in stat,
                    text=m.group(0))


@sentence("double the power of each",
          r"double the (?P<stat>power|toughness|power and toughness) of (?P<what>each .+?) "
          r"until end of turn")
def _double_pt_of_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Double the power and toughness of each creature you control until end of turn."
    (Unnatural Growth; CR 701.10b): each creature there as it resolves gets +X/+Y, X and Y
    its own power and toughness then (611.2c: creatures coming later are unaffected)."""
    stat = m["stat"].lower()
    return DoublePT(b.ref(m["what"]), power="power" in stat, toughness="toughness" in stat,
                    text=m.group(0))
