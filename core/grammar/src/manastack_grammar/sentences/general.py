"""The kernel's grammar of Oracle sentences (registered by the ``core`` plugin).

Each rule below is a :class:`~manastack.oracle.SentenceRule` made with the
:func:`~manastack.oracle.sentence` decorator: a pattern over one sentence
(reminder text removed, the card's name written ``~``, no final period) and a
function building values of the effect vocabulary (:mod:`manastack.effects`,
:mod:`manastack.effects_extra`) or abilities (:mod:`manastack.abilities`).

Three kinds:

``effect``
    One sentence of a spell's or ability's effect (CR 608.2c): "Draw three
    cards.", "Target player gains 4 life.", "Return target nonland permanent
    you don't control to its owner's hand.", "Put a +1/+1 counter on each
    creature target player controls." Composite rules, tried last, split
    "A, then B" and "A and B" into their clauses; the second clause may
    leave its subject out ("gets +1/+0 until end of turn and can't be blocked
    this turn"): it is the first clause's.
``ability``
    A whole line that is an ability by itself: statics ("Creatures you control
    get +1/+1.", "Spells cost {1} more to cast."), "As an additional cost to
    cast this spell, ...", "This creature enters with ...".
``trigger``
    The event clause of a triggered ability (CR 603.1): "~ enters", "a
    creature you control dies", "the beginning of your upkeep".

Plugins add rules of each kind through ``manastack_register_sentences``; a
plugin's rule is tried before the kernel's at equal priority. The rules here are
the base grammar: they sit at :data:`BASE_PRIORITY` (one below the default), so
the kernel's area modules (``sentences_<area>.py``, imported by
:mod:`manastack.core_rules`) and plugins reading the same words more precisely
win at the default priority.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    YOU,
    Ability,
    AddAbilities,
    AdditionalCostAbility,
    AddTypes,
    Amount,
    ApplyEffect,
    ApplyToEach,
    AttachedFilter,
    AttachTo,
    Card,
    CardDef,
    CastWithoutPaying,
    Choose,
    ChooseRevealed,
    Conditional,
    Context,
    CostModifier,
    Count,
    CounterSpell,
    CountInto,
    CreateDelayedTrigger,
    CreateToken,
    DamageEqual,
    DealDamage,
    Designate,
    Destroy,
    Discard,
    DiscardAtRandom,
    DiscardObjects,
    Draw,
    Each,
    EachPlayer,
    EnchantAbility,
    EntersWith,
    Exile,
    ExtraTurn,
    Fight,
    GainLife,
    Instruction,
    ItRef,
    LookAtHand,
    LookAtTop,
    LoseLife,
    ManaCost,
    MayDiscardRecorded,
    MayDo,
    Mill,
    Mode,
    ModifyPT,
    ObjectFilter,
    PlayerRef,
    PumpX,
    PutCounters,
    PutLooked,
    PutOnLibrary,
    PutOntoBattlefield,
    PutRest,
    Ref,
    RemoveAbilities,
    RemoveTypes,
    Repeat,
    ReturnToHand,
    RevealHand,
    Sacrifice,
    SacrificeObjects,
    Scry,
    SearchLibrary,
    Sequence_,
    SetColors,
    SetPT,
    SetTypes,
    Shuffle,
    ShuffleLibrary,
    SourceRef,
    SpellRule,
    StaticAbility,
    StaticEffect,
    Step,
    Surveil,
    Tap,
    TapRecorded,
    TriggerCondition,
    TypeLine,
    Untap,
    Zone,
    amount,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.matching import is_mover, match_sentence
from manastack_grammar.phrases.conditions import condition_of
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    KEYWORD_ALT,
    parse_filter,
    permanent_filter,
    singular,
    subtype,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_amount, parse_count, x_means
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.reader import expand, recognize
from manastack_grammar.registration import (
    COMPOSITE_PRIORITY,
    KERNEL_SENTENCES,
    NUMBER,
    NotUnderstood,
    SentenceRule,
    sentence,
)
from manastack_grammar.results import Amend, Otherwise, SentenceResult

if TYPE_CHECKING:
    from manastack.api import Game, GameObject


#: The base grammar's rules sit two steps below the default priority: a kernel area
#: module (``sentences_<area>.py``) or a plugin giving a more specific reading of the same
#: words at the default priority is tried first.
BASE_PRIORITY = -2


def rule(name: str, pattern: str, kind: str = "effect", priority: int = 0) -> Callable[
        [Callable[[re.Match[str], Builder], SentenceResult]], SentenceRule]:
    """:func:`~manastack.oracle.sentence` at the base grammar's priority."""
    return sentence(name, pattern, kind, priority + BASE_PRIORITY if priority > COMPOSITE_PRIORITY
                    else priority)


_PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"


_M = re.Match[str]


def _pt_amount(text: str) -> int:
    return int(text.replace("+", ""))


def _who(phrase: str | None, b: Builder, verb: str = "") -> Ref:
    """The subject of a sentence; none written means "you" (an imperative, "Draw a card").

    A verb in the third person ("draws", "scries") with no subject is a clause whose
    subject was left out ("..., then draws that many cards"): not an imperative.
    """
    if phrase is None or not phrase.strip():
        if verb.lower().endswith("s"):
            raise NotUnderstood(verb)
        return YOU
    return b.ref(phrase)


def _times(base: Amount, each: str | None, b: Builder) -> Amount:
    """"N ... for each [thing]": N times the count of things (CR 107.3c)."""
    if not each:
        return base
    count = parse_count(each, b)
    if isinstance(base, int):
        return Count(f"{base} for each {count}", count.function, factor=base)
    return Count(f"X for each {count}", lambda ctx: amount(base, ctx) * count(ctx))


# --------------------------------------------------------------------------
# Cards and life (CR 119, 120, 121)
# --------------------------------------------------------------------------


@rule("draw", r"(?:(?P<who>.+?) )?(?P<verb>draws?) (?P<n>.+?) cards?(?: for each (?P<each>.+))?")
def _draw(m: _M, b: Builder) -> SentenceResult:
    who = _who(m["who"], b, m["verb"])
    return Draw(_times(parse_amount(m["n"], b), m["each"], b), who)


@rule("draw a card each", r"(?:(?P<who>.+?) )?(?P<verb>draws?) a card for each (?P<each>.+)",
          priority=1)
def _draw_each(m: _M, b: Builder) -> SentenceResult:
    return Draw(_times(1, m["each"], b), _who(m["who"], b, m["verb"]))


@rule("damage", r"(?P<src>~|it|that creature|this token) deals? (?P<n>.+?) damage to "
          r"(?P<to>.+?)(?: for each (?P<each>.+))?")
def _damage(m: _M, b: Builder) -> SentenceResult:
    src = m["src"].lower()
    amount = _times(parse_amount(m["n"], b), m["each"], b)
    if src == "~" or (src == "it" and b.it is None and b.is_permanent):
        return DealDamage(amount, b.ref(m["to"]))
    if src == "this token":
        return DealDamage(amount, b.ref(m["to"]))
    # another object deals the damage ("It deals 1 damage to each opponent")
    source = b.ref(m["src"])
    return DealDamage(amount, b.ref(m["to"]), source=source)


@rule("damage that can't be prevented",
      r"(?P<src>~) deals? (?P<n>.+?) damage to (?P<to>.+?) and the damage can't be prevented",
      priority=1)
def _damage_unpreventable(m: _M, b: Builder) -> SentenceResult:
    """"~ deals 6 damage to that permanent or player and the damage can't be prevented"
    (Lightning Surge; CR 615.12: prevention effects prevent none of this damage)."""
    return DealDamage(parse_amount(m["n"], b), b.ref(m["to"]), unpreventable=True)


@rule("damage equal to power",
          r"(?P<src>~|it|that creature|target creature you control) deals damage equal to "
          r"(?:its|~'s|that creature's) (?P<stat>power|toughness) to (?P<to>.+)")
def _damage_equal(m: _M, b: Builder) -> SentenceResult:
    src_word = m["src"].lower()
    # "When ~ enters, it deals damage equal to its power ...": "it" is the source itself
    own = src_word == "~" or (src_word == "it" and b.it is None and b.is_permanent)
    source = SourceRef() if own else b.ref(m["src"])
    return DamageEqual(source, b.ref(m["to"]), stat=m["stat"].lower())


@rule("gain life", r"(?P<who>.+?) gains? (?P<n>.+?) life(?: for each (?P<each>.+))?")
def _gain(m: _M, b: Builder) -> SentenceResult:
    return GainLife(_times(parse_amount(m["n"], b), m["each"], b), b.ref(m["who"]))


@rule("lose life", r"(?P<who>.+?) loses? (?P<n>.+?) life(?: for each (?P<each>.+))?")
def _lose(m: _M, b: Builder) -> SentenceResult:
    return LoseLife(_times(parse_amount(m["n"], b), m["each"], b), b.ref(m["who"]))


@rule("discard", rf"(?:(?P<who>.+?) )?(?P<verb>discards?) (?P<n>{NUMBER}) cards?(?P<random> at "
          r"random)?")
def _discard(m: _M, b: Builder) -> SentenceResult:
    who = _who(m["who"], b, m["verb"])
    if m["random"]:
        return DiscardAtRandom(who, number(m["n"]))
    return Discard(who, number(m["n"]))


@rule("discard hand", r"(?:(?P<who>.+?) )?(?P<verb>discards?) (?:their|your) hand|"
          r"(?:(?P<who2>.+?) )?(?P<verb2>discards?) all (?:the )?cards in (?:their|your) hand")
def _discard_hand(m: _M, b: Builder) -> SentenceResult:
    return Discard(_who(m["who"] or m["who2"], b, m["verb"] or m["verb2"]), whole_hand=True)


@rule("mill", r"(?:(?P<who>.+?) )?(?P<verb>mills?) (?P<n>.+?) cards?")
def _mill(m: _M, b: Builder) -> SentenceResult:
    return Mill(_who(m["who"], b, m["verb"]), parse_amount(m["n"], b))


# --------------------------------------------------------------------------
# Moving objects (CR 400.7, 701)
# --------------------------------------------------------------------------


@rule("destroy", r"destroy (?P<what>.+)")
def _destroy(m: _M, b: Builder) -> SentenceResult:
    return Destroy(b.ref(m["what"]))


@rule("cant be regenerated",
          r"(?:it|they|that creature|those creatures|(?:a|the) (?:creature|permanent)s? destroyed "
          r"this way|(?:creatures|permanents) destroyed this way) can't be regenerated(?: this "
          r"turn)?")
def _no_regen(m: _M, b: Builder) -> SentenceResult:
    """"It can't be regenerated" after "Destroy ...": that destruction is marked (CR 701.19c).

    After anything else it changes nothing: the kernel has no regeneration (701.19)."""

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, Destroy):
            return attrs.evolve(previous, regenerate=False)
        return previous

    return Amend(apply)


@rule("exile", r"exile (?P<what>.+)")
def _exile(m: _M, b: Builder) -> SentenceResult:
    return Exile(b.ref(m["what"]))


@rule("bounce", r"return (?P<what>.+?) to (?:its|their) owners?'?s? hands?")
def _bounce(m: _M, b: Builder) -> SentenceResult:
    return ReturnToHand(b.ref(m["what"]))


@rule("raise dead", r"return (?P<what>.+?) (?P<from>from (?:your|a) graveyard) to "
          r"(?:your|its owner's|their owner's) hand")
def _raise(m: _M, b: Builder) -> SentenceResult:
    what = m["what"]
    if "target" in what.lower():
        return ReturnToHand(b.ref(f"{what} {m['from']}"))
    raise NotUnderstood(m.group(0))


@rule("return to hand from graveyard", r"return (?P<what>.+?) to your hand")
def _return_to_hand(m: _M, b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if "graveyard" not in what and "target" not in what and what not in (
            "it", "that card", "them", "those cards", "~"):
        raise NotUnderstood(m.group(0))
    return ReturnToHand(b.ref(m["what"]))


_CHOOSE_COUNT = r"(?P<n>a|an|one|two|three|up to (?:one|two|three|x)|any number of)"


def _choose_count(word: str) -> tuple[int, bool]:
    w = word.lower()
    if w == "any number of":
        return 99, True
    if w.startswith("up to "):
        return int_number(w[6:]), True
    return int_number(w), False


@rule("choose cards from a zone",
          rf"(?P<verb>return|put) {_CHOOSE_COUNT} (?P<what>.+?) cards? from your (?P<zone>graveyard|"
          r"hand) (?P<to>to your hand|onto the battlefield|to the battlefield)(?P<tapped> tapped)?")
def _choose_from_zone(m: _M, b: Builder) -> SentenceResult:
    """No "target": the cards are chosen on resolution (CR 115.10a, 608.2c)."""
    n, up_to = _choose_count(m["n"])
    what = m["what"].strip()
    flt = parse_filter(singular(what.lower()) if n > 1 else what)
    zone = Zone.GRAVEYARD if m["zone"] == "graveyard" else Zone.HAND
    if "hand" in m["to"]:
        if zone is Zone.HAND:
            raise NotUnderstood(m.group(0))
        then: Instruction = ReturnToHand(ItRef())
    else:
        then = PutOntoBattlefield(ItRef(), under_your_control=True, tapped=bool(m["tapped"]))
    mine = attrs.evolve(flt, owner="you", other=True)  # not the ability's own card
    return Choose(YOU, Each(mine, zone=zone), n, up_to, (then,),
                     prompt=f"Choose {flt.text or 'a card'}")


@rule("shuffle", r"shuffle")
def _shuffle_alone(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(YOU)


@rule("choose target", r"choose (?P<what>(?:up to \w+ )?target .+|each .+)")
def _choose_target(m: _M, b: Builder) -> SentenceResult:
    return Designate(b.ref(m["what"]))


_NEXT_STEP = {"the next end step": "END", "the next turn's upkeep": "UPKEEP",
              "end of combat": "END_COMBAT"}


@rule("at the next step",
          r"(?P<what>.+?) at (?:the beginning of (?P<step>the next end step|the next turn's "
          r"upkeep)|(?P<step3>end of combat))|"
          r"at the beginning of (?P<step2>the next end step|the next turn's upkeep), (?P<what2>.+)")
def _at_next_step(m: _M, b: Builder) -> SentenceResult:
    """A delayed triggered ability (CR 603.7a) about what "it" is now; "at end of combat" is
    at the beginning of the next end of combat step (511.2)."""
    about = b.it if b.it is not None else ItRef()
    saved = b.it
    b.it = ItRef()
    try:
        steps = b.effect(m["what"] or m["what2"], atomic=True)
    finally:
        b.it = saved
    step = (m["step"] or m["step2"] or m["step3"]).lower()
    return CreateDelayedTrigger(event="step_begins", effect=Mode(instructions=tuple(steps),
                                                              text=m.group(0)),
                             what=about, step=Step[_NEXT_STEP[step]], text=m.group(0))


@rule("attach", r"attach (?P<what>~|it) to (?P<to>.+)")
def _attach(m: _M, b: Builder) -> SentenceResult:
    return AttachTo(SourceRef() if m["what"] == "~" else b.ref(m["what"]), b.ref(m["to"]))


@rule("reanimate",
          r"(?:return|put) (?P<what>.+?)(?P<from> from (?:your|a|their|its owner's|an opponent's) "
          r"graveyard)? (?:on)?to the battlefield(?P<tapped> tapped)?"
          r"(?: under (?P<whose>your|its owner's|their owners'|its controller's) control)?"
          r"(?: with (?P<counters>.+?) on (?:it|them))?", priority=-1)
def _reanimate(m: _M, b: Builder) -> SentenceResult:
    what = m["what"]
    low = what.lower()
    if "target" in low or (low.startswith(("all ", "each ")) and m["from"]):
        what = f"{what}{m['from'] or ' from your graveyard'}"
    elif low not in ("it", "that card", "them", "those cards", "that creature", "those creatures",
                     "the exiled card", "the exiled cards"):
        raise NotUnderstood(m.group(0))
    out: list[Instruction] = [PutOntoBattlefield(
        b.ref(what), under_your_control=m["whose"] == "your", tapped=bool(m["tapped"]))]
    if m["counters"]:
        cm = re.fullmatch(rf"({NUMBER}) ([+-]1/[+-]1|\w+) counters?", m["counters"].lower())
        if cm is None:
            raise NotUnderstood(m.group(0))
        # CR 614.1c in spirit: the counters are on it as it enters
        out.append(PutCounters(cm.group(2), number(cm.group(1)), ItRef()))
    return out


@rule("tuck",
          r"put (?P<what>.+?) on (?P<pos>top|the bottom) of (?:its|their) owners?'?s? librar(?:y|ies)")
def _tuck(m: _M, b: Builder) -> SentenceResult:
    return PutOnLibrary(b.ref(m["what"]), position="top" if m["pos"] == "top" else "bottom")


@rule("shuffle into",
          r"(?:(?P<who>.+?) )?shuffles? (?P<what>.+?) into (?:its|their|your) owners?'?s? "
          r"librar(?:y|ies)|(?:(?P<who2>.+?) )?shuffles? (?P<what2>.+?) into (?:its|their|your) "
          r"librar(?:y|ies)")
def _shuffle_into(m: _M, b: Builder) -> SentenceResult:
    what = m["what"] or m["what2"]
    if what.lower() in ("their hand and graveyard", "your hand and graveyard",
                        "their graveyard", "your graveyard", "their hand", "your hand"):
        raise NotUnderstood(m.group(0))
    return Shuffle(b.ref(what), who=EachPlayer("none"))


@rule("shuffle library", r"(?:(?P<who>.+?) )?shuffles? (?:their|your) library")
def _shuffle(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(_who(m["who"], b))


@rule("sacrifice",
          rf"(?P<who>.+?) sacrifices? (?P<n>{NUMBER}) (?P<what>.+?)(?: of their choice)?")
def _sacrifice(m: _M, b: Builder) -> SentenceResult:
    n = int_number(m["n"])
    what = singular(m["what"].lower()) if n > 1 else m["what"]
    return Sacrifice(b.ref(m["who"]), permanent_filter(parse_filter(what)), n)


@rule("sacrifice it", r"sacrifice (?P<what>~|it|that creature|that token|the token|them|those "
          r"tokens|those creatures)")
def _sacrifice_it(m: _M, b: Builder) -> SentenceResult:
    return SacrificeObjects(b.ref(m["what"]))


@rule("extra turn", r"take an extra turn after this one")
def _extra(m: _M, b: Builder) -> SentenceResult:
    return ExtraTurn()


@rule("scry", rf"(?:(?P<who>.+?) )?(?P<verb>scry|scries) (?P<n>{NUMBER})")
def _scry(m: _M, b: Builder) -> SentenceResult:
    return Scry(number(m["n"]), _who(m["who"], b, m["verb"]))


@rule("surveil", rf"(?:(?P<who>.+?) )?(?P<verb>surveils?) (?P<n>{NUMBER})")
def _surveil(m: _M, b: Builder) -> SentenceResult:
    return Surveil(number(m["n"]), _who(m["who"], b, m["verb"]))


# --------------------------------------------------------------------------
# Searching and looking (CR 701.20, 701.23)
# --------------------------------------------------------------------------


@rule("search library",
          r"search your library for (?P<n>up to (?:one|two|three|four|five|x)|a|an|one|two|three)"
          r" (?:(?P<what>.+?) )?cards?"
          r"(?P<reveal>,? (?:and )?reveal (?:it|them|that card|those cards))?"
          r"(?:,? (?:and )?put (?:it|them|that card|those cards|the card) (?P<to>into your hand|onto the "
          r"battlefield(?P<tapped> tapped)?))?(?P<shuffle>,? (?:then|and) shuffle)?")
def _search(m: _M, b: Builder) -> SentenceResult:
    count_word = m["n"].lower()
    up_to = count_word.startswith("up to")
    count = int_number(count_word.removeprefix("up to ").strip())
    what = (m["what"] or "").strip()
    flt = parse_filter(singular(what.lower()) if count > 1 else what) if what else ObjectFilter()
    to = Zone.BATTLEFIELD if (m["to"] or "").startswith("onto") else Zone.HAND
    if not m["to"]:
        raise NotUnderstood(m.group(0))
    return SearchLibrary(filter=flt, count=count, up_to=up_to, to=to,
                            tapped=bool(m["tapped"]), reveal=bool(m["reveal"]),
                            shuffle=bool(m["shuffle"]))


@rule("look at hand", r"look at (?P<who>.+?)'s hand")
def _look_hand(m: _M, b: Builder) -> SentenceResult:
    ref = b.ref(m["who"])
    b.that_player = ref
    return LookAtHand(ref)


@rule("reveal hand", r"(?P<who>.+?) reveals? (?:their|your|his or her) hand")
def _reveal(m: _M, b: Builder) -> SentenceResult:
    ref = b.ref(m["who"])
    b.that_player = ref
    return RevealHand(ref)


@rule("choose from revealed",
          rf"you choose (?P<n>{NUMBER}) (?:(?P<what>.+?) )?cards? from (?:it|them|that hand|their "
          r"hand|among them)(?P<with> with mana value \d+ or less)?")
def _choose_revealed(m: _M, b: Builder) -> SentenceResult:
    n = int_number(m["n"])
    what = " ".join((m["what"] or "").replace(",", " ").split())
    what = (singular(what.lower()) if n > 1 else what) + (m["with"] or "")
    flt = parse_filter(what) if what.strip() not in ("", "card") else ObjectFilter()
    return ChooseRevealed(flt, n)


@rule("discard chosen", r"(?:that player|they|the player) discards? (?:that card|those cards|it"
          r"|them)")
def _discard_chosen(m: _M, b: Builder) -> SentenceResult:
    return DiscardObjects(ItRef())


@rule("look at the top",
      r"(?P<verb>look at|reveal) the top (?P<n>.+?) cards? of your library")
def _look_top(m: _M, b: Builder) -> SentenceResult:
    return LookAtTop(count=parse_amount(m["n"], b), reveal=m["verb"].lower() == "reveal")


_REST = (r"(?:the rest|the other|the others) (?P<rest>on the bottom of your library(?: in (?:any|a "
         r"random) order)?|into your graveyard)")


def _rest_zone(rest: str | None) -> tuple[Zone | None, bool]:
    if not rest:
        return None, False
    return (Zone.GRAVEYARD if "graveyard" in rest else Zone.LIBRARY), "random" in rest


@rule("put of them",
      rf"put (?P<n>{NUMBER}|any number) of them (?P<to>into your hand|onto the battlefield)"
      rf"(?: and {_REST})?")
def _put_of_them(m: _M, b: Builder) -> SentenceResult:
    n = 99 if m["n"].lower() == "any number" else int_number(m["n"])
    to = Zone.HAND if "hand" in m["to"] else Zone.BATTLEFIELD
    rest, random_order = _rest_zone(m["rest"])
    return PutLooked(take=n, up_to=m["n"].lower() == "any number", to=to, rest=rest,
                        random_order=random_order)


@rule("put from among them",
      rf"(?P<may>you may )?(?:reveal (?P<n1>{NUMBER}|up to (?:one|two)) (?P<what1>.+?) cards? "
      r"from among them and put (?:it|that card|them|those cards)|put (?P<n2>" + NUMBER +
      r"|up to (?:one|two)) (?P<what2>.+?) cards?(?P<with2> with [^,]+?)? from among them) "
      rf"(?P<to>into your hand|onto the battlefield)(?: and {_REST})?")
def _put_among(m: _M, b: Builder) -> SentenceResult:
    word = (m["n1"] or m["n2"]).lower()
    up_to = bool(m["may"]) or word.startswith("up to")
    n = int_number(word.removeprefix("up to ").strip())
    what = (m["what1"] or m["what2"]).strip() + (m["with2"] or "")  # "... with mana value 5 or less"
    flt = parse_filter(singular(what.lower()) if n > 1 else what)
    to = Zone.HAND if "hand" in m["to"] else Zone.BATTLEFIELD
    rest, random_order = _rest_zone(m["rest"])
    return PutLooked(take=n, filter=flt, up_to=up_to, to=to, rest=rest,
                        random_order=random_order, reveal=bool(m["n1"]))


@rule("put the rest", rf"put {_REST}")
def _put_rest(m: _M, b: Builder) -> SentenceResult:
    rest, random_order = _rest_zone(m["rest"])
    assert rest is not None
    return PutRest(rest, random_order)


# --------------------------------------------------------------------------
# Counters, tapping, combat restrictions, fights (CR 122, 701.14, 701.26)
# --------------------------------------------------------------------------


@rule("counters", rf"put (?P<n>{NUMBER}|.+?) (?P<kind>[+-]1/[+-]1|(?:first|double) strike|"
          r"[\w-]+) counters? on "
          r"(?P<what>.+?)(?: for each (?P<each>.+))?")
def _counters(m: _M, b: Builder) -> SentenceResult:
    amount = _times(parse_amount(m["n"], b), m["each"], b)
    return PutCounters(m["kind"].lower(), amount, b.ref(m["what"]))


@rule("tap", r"tap (?P<what>.+)")
def _tap(m: _M, b: Builder) -> SentenceResult:
    return Tap(b.ref(m["what"]))


@rule("untap", r"untap (?P<what>.+)")
def _untap(m: _M, b: Builder) -> SentenceResult:
    return Untap(b.ref(m["what"]))


@rule("fight", r"(?P<a>.+?) fights? (?P<b>.+)")
def _fight(m: _M, b: Builder) -> SentenceResult:
    first = SourceRef() if m["a"] == "~" else b.ref(m["a"])
    return Fight(first, b.ref(m["b"]))


# --------------------------------------------------------------------------
# Spells on the stack (CR 701.6)
# --------------------------------------------------------------------------


@rule("cast without paying",
      r"you may cast (?:a|an) (?:(?P<what>.+?) )?spell(?: with mana value (?P<n>x|\d+) or less)? "
      r"from your hand without paying its mana cost")
def _cast_free(m: _M, b: Builder) -> SentenceResult:
    """Electrodominance's "You may cast a spell with mana value X or less from your hand
    without paying its mana cost" (CR 118.9, 608.2g)."""
    flt = parse_filter(m["what"]) if m["what"] else ObjectFilter()
    limit = parse_amount(m["n"], b) if m["n"] else None
    return CastWithoutPaying(flt, limit)


@rule("counter", r"counter (?P<what>(?:target|up to one target) .*spell.*?)")
def _counter(m: _M, b: Builder) -> SentenceResult:
    return CounterSpell(b.ref(m["what"]))


@rule("counter each", r"counter (?P<what>(?:each|all) .*spells?.*?)")
def _counter_each(m: _M, b: Builder) -> SentenceResult:
    return CounterSpell(b.ref(m["what"]))


# --------------------------------------------------------------------------
# Continuous effects from spells: until end of turn (CR 611.2, 613)
# --------------------------------------------------------------------------


def _subject(what: str, b: Builder) -> tuple[Ref | None, ObjectFilter | None]:
    """A subject of "gets"/"gains": a reference, or a filter locked on resolution (611.2c)."""
    low = what.lower().strip()
    low = re.sub(r"^all ", "", low)
    if "target" in low or low in ("~", "it", "they", "that creature", "those creatures", "them"):
        return b.ref(what), None
    if low.startswith("each "):
        low = low[5:]
    flt = parse_filter(singular(low))
    return None, permanent_filter(flt)


def _continuous(what: str, parts: tuple[Any, ...], text: str, b: Builder,
                until_eot: bool = True) -> Instruction:
    ref, flt = _subject(what, b)
    if flt is not None:
        return ApplyToEach(flt, parts, until_end_of_turn=until_eot, text=text)
    assert ref is not None
    return ApplyEffect(ref, parts, until_end_of_turn=until_eot, text=text)


@rule("pump", rf"(?P<what>.+?) (?:each )?gets? {_PT} until end of turn")
def _pump(m: _M, b: Builder) -> SentenceResult:
    p, t = m.group(2), m.group(3)
    if "x" in (p + t).lower():
        ref, flt = _subject(m["what"], b)
        target = ref if ref is not None else Each(flt or ObjectFilter())
        return PumpX(target, p.lower(), t.lower(), x=number("x"), text=m.group(0))
    return _continuous(m["what"], (ModifyPT(_pt_amount(p), _pt_amount(t)),), m.group(0), b)


@rule("gain keyword", r"(?P<what>.+?) (?:each )?gains? (?P<kw>.+?) until end of turn")
def _gain_kw(m: _M, b: Builder) -> SentenceResult:
    abilities = keyword_list(m["kw"], b)
    return _continuous(m["what"], (AddAbilities(abilities),), m.group(0), b)


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
          rf"(?P<what>.+?) (?:each )?(?P<clauses>(?:gets?|becomes?) .+?(?:,|,? and) {_VERB}.+?) "
          r"until end of turn")
def _pump_gain(m: _M, b: Builder) -> SentenceResult:
    """Clauses sharing one subject and one duration: "Target creature gets +1/+0, becomes
    black, and gains shadow until end of turn" (Traitor's Clutch), "... becomes red and gains
    haste until end of turn", "... gets +2/+0 and gains first strike until end of turn": one
    continuous effect (CR 611.2a) whose parts apply in their layers (613.1e colour, 613.1f
    abilities, 613.4c power and toughness), all ending in the cleanup step (514.2)."""
    parts: list[Any] = []
    for clause in _CLAUSE_SEP.split(m["clauses"]):
        if (pt := re.fullmatch(rf"gets? {_PT}", clause, re.IGNORECASE)) is not None:
            if "x" in clause.lower():
                raise NotUnderstood(m.group(0))  # X known on resolution: PumpX's
            parts.append(ModifyPT(_pt_amount(pt.group(1)), _pt_amount(pt.group(2))))
        elif (col := re.fullmatch(rf"becomes? ({_COLOR_WORDS})", clause, re.IGNORECASE)):
            parts.append(SetColors(tuple(COLOR_LETTERS[c] for c in
                                         re.findall(r"white|blue|black|red|green",
                                                    col.group(1).lower()))))
        elif (kw := re.fullmatch(r"gains? (.+)", clause, re.IGNORECASE)) is not None:
            parts.append(AddAbilities(keyword_list(kw.group(1), b)))
        else:
            raise NotUnderstood(m.group(0))  # "becomes a 2/2 creature ...": "becomes"'s
    return _continuous(m["what"], tuple(parts), m.group(0), b)


@rule("until end of turn first", r"until end of turn, (?P<rest>.+)")
def _until_eot(m: _M, b: Builder) -> SentenceResult:
    rest = m["rest"]
    mm = re.fullmatch(r"(.+?) (gains?|gets?|becomes?|can't block|has|have) (.+)", rest,
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
    rf"(?P<what>.+?) {_LOSES}becomes? (?:an? )?(?:(?P<p>\d+)/(?P<t>\d+) )?(?P<desc>(?:[\w-]+ )*?)"
    r"(?P<types>artifact creatures?|enchantment creatures?|creatures?|artifacts?|lands?)"
    r"(?: with (?P<kw>(?!base ).+?))?(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    rf"{_GAINS}{_KEEP}{_EOT_OR_THIS}", re.IGNORECASE)


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
    for kw in (groups.get("kw"), groups.get("gains")):
        if kw:
            parts.append(AddAbilities(keyword_list(kw, b)))
    p, t = groups.get("p") or groups.get("bp"), groups.get("t") or groups.get("bt")
    if p is not None and t is not None:
        parts.append(SetPT(int(p), int(t)))
    if not parts:
        raise NotUnderstood(m.group(0))
    ref = b.ref(groups["what"])  # "~" too: the subject a following clause may share
    return ApplyEffect(ref, tuple(parts), until_end_of_turn=bool(groups.get("eot")),
                          rule="613.1", text=m.group(0))


def _subtype_of(word: str) -> str:
    return subtype(word)


@rule("still a land", r"(?:it's|it is|that's) still (?:a|an) (?P<t>land|artifact|enchantment)")
def _still(m: _M, b: Builder) -> SentenceResult:
    """CR 205.1b: the object keeps its prior card types ("It's still a land")."""
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


@rule("player shuffles", r"(?P<who>that player|they|each player|target player) shuffles?")
def _player_shuffles(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(b.ref(m["who"]))


# --------------------------------------------------------------------------
# Tokens (CR 111)
# --------------------------------------------------------------------------

_TOKEN = re.compile(
    rf"create (?P<n>{NUMBER}|that many) (?P<tapped>tapped )?(?P<p>\d+|x)/(?P<t>\d+|x) "
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+) "
    r"(?P<types>[\w ]+?) (?P<artifact>artifact )?creature tokens?(?: with (?P<kw>.+?))?"
    r"(?: for each (?P<each>.+))?",
    re.IGNORECASE,
)


@rule("token", _TOKEN.pattern)
def _token(m: _M, b: Builder) -> SentenceResult:
    if m["p"].lower() == "x" or m["t"].lower() == "x":
        raise NotUnderstood(m.group(0))
    colors = frozenset(COLOR_LETTERS[c] for c in re.findall(r"white|blue|black|red|green",
                                                      m["colors"].lower()))
    subtypes = tuple(w.capitalize() for w in m["types"].split())
    abilities: tuple[Ability, ...] = ()
    if m["kw"]:
        abilities = keyword_list(m["kw"].strip(), b)
    card_types = ("Artifact", "Creature") if m["artifact"] else ("Creature",)
    # CR 111.4 (SEED-20): no name given -> its subtypes plus the word "Token"
    card = Card(
        name=" ".join(subtypes) + " Token",
        type_line=TypeLine(card_types=card_types, subtypes=subtypes),
        colors=colors,
        abilities=abilities,
        power=m["p"],
        toughness=m["t"],
    )
    count = parse_amount(m["n"], b)
    return CreateToken(card, _times(count, m["each"], b), tapped=bool(m["tapped"]))


#: CR 111.10: predefined tokens, by name -> (type line, rules text).
PREDEFINED_TOKENS = {
    "treasure": ("Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
    "food": ("Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "clue": ("Artifact — Clue", "{2}, Sacrifice this token: Draw a card."),
    "gold": ("Artifact — Gold", "Sacrifice this token: Add one mana of any color."),
}


@rule("predefined token",
          rf"create (?P<n>{NUMBER}) (?P<tapped>tapped )?(?P<kind>treasure|food|clue|gold) tokens?")
def _predefined(m: _M, b: Builder) -> SentenceResult:
    return predefined_token(m["kind"], number(m["n"]), b, tapped=bool(m["tapped"]))


def predefined_token(kind: str, count: Amount, b: Builder, *, tapped: bool = False
                     ) -> CreateToken:
    """"Create a Treasure token" (CR 111.10): the token's text is recognised like a card's."""
    kind = kind.lower()
    type_line, text = PREDEFINED_TOKENS[kind]
    # CR 111.4: no name given -> its subtype plus the word "Token" ("Food Token")
    d = CardDef(name=f"{kind.capitalize()} Token", mana_cost=None, type_line=type_line, text=text)
    if b.rules is not None:
        card = b.rules.compile(d)
    else:
        rec = recognize(text, name=d.name, rules=None, is_permanent=True)
        card = Card(name=d.name, type_line=TypeLine.parse(type_line), abilities=expand(
            rec.abilities), text=text, unrecognized=rec.unrecognized)
    if not card.playable:
        raise NotUnderstood(f"create a {kind} token")
    return CreateToken(card, count, tapped=tapped)


@rule("investigate", r"investigate")
def _investigate(m: _M, b: Builder) -> SentenceResult:
    """CR 701.16a: create a Clue token."""
    return predefined_token("clue", 1, b)


# --------------------------------------------------------------------------
# Sentences completing the previous one ("... instead", "If you do", "that many")
# --------------------------------------------------------------------------


@sentence("put that card onto the battlefield instead",
          r"if (?P<cond>.+?), put (?:that card|it|them|those cards) onto the battlefield instead",
          priority=1)
def _onto_battlefield_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Search your library for a Vehicle card, reveal it, and put it into your hand. If this
    spell was cast from a graveyard, put that card onto the battlefield instead.": the card
    found still is; only where it goes changes (CR 608.2c)."""
    last = b.last
    if not isinstance(last, (SearchLibrary, PutLooked)) or last.to is not Zone.HAND:
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, (SearchLibrary, PutLooked)):
            raise NotUnderstood(m.group(0))
        return Conditional(condition=cond, then=(attrs.evolve(previous, to=Zone.BATTLEFIELD),),
                              otherwise=(previous,), text=m.group(0))

    return Amend(apply)


@sentence("if you do after tapping or discarding", r"if you do, (?P<rest>.+)", priority=1)
def _if_you_do_recorded(m: re.Match[str], b: Builder) -> SentenceResult:
    last = b.last
    if isinstance(last, Tap):
        def record(previous: Instruction) -> Instruction:
            if not isinstance(previous, Tap):
                raise NotUnderstood(m.group(0))
            return TapRecorded(previous.what, text=previous.text)
    elif isinstance(last, MayDo) and len(last.then) == 1 and \
            isinstance(last.then[0], Discard):
        def record(previous: Instruction) -> Instruction:
            if not isinstance(previous, MayDo):
                raise NotUnderstood(m.group(0))
            return MayDiscardRecorded(previous, text=previous.text)
    else:
        raise NotUnderstood(m.group(0))  # the base grammar's "if you do" reads the rest
    steps = tuple(b.effect(m["rest"]))

    def apply(previous: Instruction) -> Instruction:
        return Sequence_(steps=(record(previous), Conditional(
            condition=lambda ctx: bool(ctx.values.get("did")), then=steps, text=m.group(0))),
            text=m.group(0))

    return Amend(apply)


_MOVED = (PutOntoBattlefield, Exile, ReturnToHand, Destroy)


@sentence("create that many after moving", r"create that many (?P<rest>.+)", priority=1)
def _that_many_moved(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Return up to three target land cards ... to the battlefield. Create that many ...
    tokens": "that many" is how many the previous instruction moved (CR 609.3)."""
    last = b.last
    if not isinstance(last, _MOVED):
        raise NotUnderstood(m.group(0))
    b.last = None  # read the sentence itself with the plain token rules
    try:
        made = b.effect(m.group(0), atomic=True)
    finally:
        b.last = last

    def apply(previous: Instruction) -> Instruction:
        return Sequence_(steps=(CountInto((previous,)), *made), text=m.group(0))

    return Amend(apply)


@sentence("instead, with that many",
          r"if (?P<cond>.+?), (?P<rest>.*\bthat many\b.*) instead", priority=2)
def _instead_that_many(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target player mills X cards. If this spell was cast from a graveyard, that player mills
    twice that many cards instead": "that many" is the replaced instruction's amount
    (CR 608.2c), not a count kept from something done before."""
    last = b.last
    previous_amount = getattr(last, "count", None)
    if previous_amount is None:
        previous_amount = getattr(last, "amount", None)
    if previous_amount is None or last is None:
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)
    with x_means(previous_amount):
        steps = tuple(b.effect(re.sub(r"\bthat many\b", "X", m["rest"])))

    def apply(previous: Instruction) -> Instruction:
        if previous is not last:
            raise NotUnderstood(m.group(0))
        return Conditional(condition=cond, then=steps, otherwise=(previous,), text=m.group(0))

    return Amend(apply)


# --------------------------------------------------------------------------
# Choices and conditions (CR 608.2c-d, 603.4)
# --------------------------------------------------------------------------


@rule("you may", r"you may (?P<rest>.+)", priority=-10)
def _may(m: _M, b: Builder) -> SentenceResult:
    steps = b.effect(m["rest"])
    return MayDo(tuple(steps), text=m.group(0))


@rule("if you do", r"if you do, (?P<rest>.+)")
def _if_you_do(m: _M, b: Builder) -> SentenceResult:
    steps = b.effect(m["rest"])
    return Conditional(condition=_did, then=tuple(steps), text=m.group(0))


def _did(ctx: Context) -> bool:
    return bool(ctx.values.get("did"))


@rule("if then", r"(?:then )?if (?P<cond>.+?), (?P<rest>.+)", priority=-5)
def _if(m: _M, b: Builder) -> SentenceResult:
    rest = m["rest"]
    if rest.lower().endswith(" instead") or rest.lower().startswith("instead "):
        raise NotUnderstood(m.group(0))  # replacing the earlier effect: not a plain condition
    cond = condition_of(m["cond"], b)
    steps = b.effect(rest)
    return Conditional(condition=cond, then=tuple(steps), text=m.group(0))


@rule("instead",
          r"(?:then )?if (?P<cond>.+?), (?:instead (?P<rest>.+)|(?P<rest2>.+) instead)|"
          r"(?P<rest3>.+) instead if (?P<cond3>.+)", priority=1)
def _instead(m: _M, b: Builder) -> SentenceResult:
    """"If [condition], [effect] instead": the effect replaces what the previous sentence
    does when the condition holds (CR 608.2c), e.g. "If this spell was cast from a
    graveyard, put ten +1/+1 counters on that creature instead"."""
    cond = condition_of(m["cond"] or m["cond3"], b)
    saved = b.it
    last = b.last
    moved = getattr(last, "what", None)
    if last is not None and is_mover(last) and isinstance(moved, Ref):
        # "that card" is what the replaced instruction would have moved, not what it moved
        b.it = moved
    try:
        steps = tuple(b.effect(m["rest"] or m["rest2"] or m["rest3"]))
    finally:
        b.it = saved

    def apply(previous: Instruction) -> Instruction:
        return Conditional(condition=cond, then=steps, otherwise=(previous,),
                              text=m.group(0))

    return Amend(apply)


@rule("more of those tokens", rf"create (?P<n>{NUMBER}) of those tokens")
def _more_tokens(m: _M, b: Builder) -> SentenceResult:
    last = b.last
    if not isinstance(last, CreateToken):
        raise NotUnderstood(m.group(0))
    return attrs.evolve(last, count=number(m["n"]), text=m.group(0))


@rule("twice", r"(?P<what>investigate|draw a card|scry 1|surveil 1) twice")
def _twice(m: _M, b: Builder) -> SentenceResult:
    return Repeat(2, tuple(b.effect(m["what"])), text=m.group(0))


@rule("otherwise", r"otherwise, (?P<rest>.+)")
def _otherwise(m: _M, b: Builder) -> SentenceResult:
    return Otherwise(tuple(b.effect(m["rest"])))




# --------------------------------------------------------------------------
# Composite sentences: "A, then B", "A and B" (tried after every plain form)
# --------------------------------------------------------------------------

_SEPARATORS = re.compile(r", then |,? and then |, and |; then | then | and |, ")


@rule("compound", r"(?P<all>.+(?:, then |,? and then |, and |; then | then | and |, ).+)",
          priority=COMPOSITE_PRIORITY)
def _compound(m: _M, b: Builder) -> SentenceResult:
    text = m["all"]
    for sep in _SEPARATORS.finditer(text):
        left, right = text[: sep.start()], text[sep.end():]
        snap = b.snapshot()
        b.subject = None
        try:
            first = b.effect(left, atomic=True)
        except NotUnderstood:
            b.restore(snap)
            continue
        subject = b.subject
        if subject is None and first and isinstance(first[-1], ApplyToEach):
            subject = ItRef()  # "each creature you control gets ... and can't be blocked"
        try:
            second = b.effect(right)
        except NotUnderstood:
            second = None
        if second is None and subject is not None:
            # the second clause shares the first one's subject ("... and can't block this turn")
            saved_it = b.it
            b.it = subject
            try:
                second = b.effect("it " + right)
            except NotUnderstood:
                second = None
            finally:
                if second is None:
                    b.it = saved_it
        if second is None and not right.lower().startswith(("you ", "each ", "target ", "draw ",
                                                            "it ", "they ")):
            # a player subject: "Target player discards ..., then draws that many cards"
            player = b.that_player
            if player is not None:
                for verb_form in (right, re.sub(r"^(\w+)", lambda x: x.group(1), right)):
                    try:
                        second = [_with_player(i, player) for i in b.effect(verb_form)]
                        break
                    except NotUnderstood:
                        continue
        if second is None:
            b.restore(snap)
            continue
        return [*first, *second]
    raise NotUnderstood(text)


def _with_player(ins: Instruction, player: Ref) -> Instruction:
    """An instruction whose player ("who") was left out: it is ``player``."""
    if getattr(ins, "who", None) is YOU:
        changes: dict[str, Any] = {"who": player}
        changed: Instruction = attrs.evolve(ins, **changes)
        return changed
    raise NotUnderstood(str(ins))


# --------------------------------------------------------------------------
# Whole-line abilities (statics, spell rules, replacement of entering)
# --------------------------------------------------------------------------


@rule("cant be countered", r"~ can't be countered", kind="ability")
def _cant_counter(m: _M, b: Builder) -> SentenceResult:
    return SpellRule(rule="cant_be_countered", text="This spell can't be countered.")


@rule("additional cost", r"as an additional cost to cast ~, (?P<cost>.+)", kind="ability")
def _additional(m: _M, b: Builder) -> SentenceResult:
    return AdditionalCostAbility(cost=parse_cost(m["cost"], b), text=m.group(0))


@rule("enters with counters",
          rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it", kind="ability")
def _enters_with(m: _M, b: Builder) -> SentenceResult:
    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),), text=m.group(0))


@rule("enters tapped", r"~ enters tapped", kind="ability")
def _enters_tapped(m: _M, b: Builder) -> SentenceResult:
    return EntersWith(tapped=True, text=m.group(0))


def _static_filter(who: str) -> ObjectFilter:
    low = who.lower().strip()
    flt = parse_filter(singular(low))
    return permanent_filter(flt)


@rule("anthem keyword", r"(?P<who>.+?) (?:have|has) (?P<kw>.+)", kind="ability")
def _anthem_kw(m: _M, b: Builder) -> SentenceResult:
    """"Creatures you control have haste", "Other Soldiers you control have flying", "All
    Sliver creatures have shadow" (CR 604.2, 611.3a: a static ability granting keywords in
    layer 6, 613.1f, to whatever matches at each moment, every player's for "All ...")."""
    who = m["who"]
    low = who.lower()
    if low in ("~", "it") or low.startswith(("enchanted", "equipped", "each ")):
        raise NotUnderstood(m.group(0))
    every = low.startswith("all ")
    flt = _static_filter(who[4:] if every else who)
    if not (flt.controller or flt.other or every):
        raise NotUnderstood(m.group(0))  # a bare "Creatures have ...": not read
    return StaticAbility(effects=(StaticEffect(parts=(AddAbilities(keyword_list(m["kw"], b)),),
                                               filter=flt, text=m.group(0)),), text=m.group(0))


@rule("anthem pt", rf"(?P<who>.+?) gets? {_PT}(?: and (?:have|has) (?P<kw>.+))?", kind="ability")
def _anthem_pt(m: _M, b: Builder) -> SentenceResult:
    """"Creatures you control get +1/+1", "All Sliver creatures get +1/+0", "Each legendary
    creature you control gets +1/+1" (CR 604.1, 611.3: layer 7c, whatever matches now)."""
    who = re.sub(r"^(?:all|each) ", "", m["who"], flags=re.IGNORECASE)
    if who.lower() in ("~", "it") or who.lower().startswith(("enchanted", "equipped")) or \
            "target" in who.lower():
        raise NotUnderstood(m.group(0))
    flt = _static_filter(who)
    if "x" in (m.group(2) + m.group(3)).lower():
        raise NotUnderstood(m.group(0))
    parts: list[Any] = [ModifyPT(_pt_amount(m.group(2)), _pt_amount(m.group(3)))]
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    return StaticAbility(effects=(StaticEffect(parts=tuple(parts), filter=flt,
                                               text=m.group(0)),), text=m.group(0))


@rule("attached gets",
          rf"(?P<which>enchanted|equipped) (?P<what>creature|permanent|land|artifact) gets {_PT}"
          r"(?: and has (?P<kw>.+))?|(?P<which2>enchanted|equipped) (?P<what2>creature|permanent|"
          r"land|artifact) has (?P<kw2>.+)", kind="ability")
def _attached(m: _M, b: Builder) -> SentenceResult:
    parts: list[Any] = []
    p, t = m.group(3), m.group(4)
    if p is not None:
        if "x" in (p + t).lower():
            raise NotUnderstood(m.group(0))
        parts.append(ModifyPT(_pt_amount(p), _pt_amount(t)))
    kw = m["kw"] or m["kw2"]
    if kw:
        parts.append(AddAbilities(keyword_list(kw, b)))
    which = m["which"] or m["which2"]
    what = m["what"] or m["what2"]
    base = permanent_filter(parse_filter(what))
    flt = AttachedFilter(types=base.types, text=f"{which} {what}")
    return StaticAbility(effects=(StaticEffect(parts=tuple(parts), filter=flt,
                                               text=m.group(0)),), text=m.group(0))


@rule("cost modifier",
    r"(?:(?P<what>.+?) )?spells (?P<who>you cast |your opponents cast )?cost (?P<amount>(?:\{[^}]+\})+) "
    r"(?P<dir>more|less) to cast", kind="ability")
def _cost_modifier(m: _M, b: Builder) -> SentenceResult:
    what = (m["what"] or "").lower().replace(" and ", " or ")
    flt = ObjectFilter(text="spells") if what in ("", "spells") else parse_filter(what)
    who = {"you cast ": "you", "your opponents cast ": "opponents", None: "any"}[m["who"]]
    modifier = CostModifier(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                            spells=flt, who=who, text=m.group(0))
    return StaticAbility(effects=(modifier,), text=m.group(0))


@rule("enchant", r"enchant (?P<what>.+)", kind="ability")
def _enchant(m: _M, b: Builder) -> SentenceResult:
    spec = parse_target("target " + m["what"])
    return EnchantAbility(enchant=spec, keyword="enchant", text=m.group(0), plugin="core")


# --------------------------------------------------------------------------
# Trigger events (CR 603.1, 603.6, 603.10)
# --------------------------------------------------------------------------


def _trigger(event: str, text: str, **kw: Any) -> Any:
    return TriggerCondition(event, text=text, **kw)


@rule("self event",
          r"~ (?P<ev>enters|enters the battlefield|dies|attacks|blocks|leaves the battlefield|is put "
          r"into a graveyard from the battlefield|becomes blocked)", kind="trigger")
def _self_event(m: _M, b: Builder) -> SentenceResult:
    ev = m["ev"].lower()
    event = {"enters the battlefield": "enters", "leaves the battlefield": "leaves",
             "is put into a graveyard from the battlefield": "dies"}.get(ev, ev)
    if event == "becomes blocked":
        raise NotUnderstood(m.group(0))
    return _trigger(event, m.group(0), self_only=True)


@rule("self attacks and isn't blocked", r"~ attacks and isn't blocked", kind="trigger")
def _attacks_unblocked(m: _M, b: Builder) -> SentenceResult:
    """CR 509.3g: "Whenever [a creature] attacks and isn't blocked" triggers when blockers
    are declared and none is declared for it (the event ``"attacks_unblocked"``)."""
    return _trigger("attacks_unblocked", m.group(0), self_only=True)


@rule("self enters or attacks", r"~ enters(?: the battlefield)? or attacks", kind="trigger")
def _enters_or_attacks(m: _M, b: Builder) -> SentenceResult:
    return (_trigger("enters", m.group(0), self_only=True),
            _trigger("attacks", m.group(0), self_only=True))


@rule("cast self", r"you cast ~", kind="trigger")
def _cast_self(m: _M, b: Builder) -> SentenceResult:
    return _trigger("cast", m.group(0), self_only=True)


@rule("object event",
          r"(?P<self>~ or )?(?:a|an|another|one or more) (?P<what>.+?) (?P<ev>enters|enters the "
          r"battlefield|dies|attacks|leaves the battlefield|is put into a graveyard from the "
          r"battlefield)", kind="trigger")
def _object_event(m: _M, b: Builder) -> SentenceResult:
    what = m["what"]
    low = m.group(0).lower()
    flt = parse_filter(("another " if " another " in f" {low} " and not m["self"] else "") + what)
    ev = m["ev"].lower()
    event = {"enters the battlefield": "enters", "leaves the battlefield": "leaves",
             "is put into a graveyard from the battlefield": "dies"}.get(ev, ev)
    if m["self"]:
        flt = attrs.evolve(flt, other=False)
    return _trigger(event, m.group(0), filter=flt)


@rule("cast a spell", r"(?P<who>you|an opponent|a player) casts? (?:a|an) (?:(?P<what>.+?) )?spell",
          kind="trigger")
def _cast_spell(m: _M, b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"]) if m["what"] else None
    whose = {"you": "you", "an opponent": "opponent"}.get(m["who"].lower())
    return _trigger("cast", m.group(0), filter=flt, whose=whose)


@rule("combat damage to a player",
      r"~ deals (?P<combat>combat )?damage to (?P<who>a player|an opponent)", kind="trigger")
def _combat_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ deals [combat] damage to a player / an opponent" (CR 603.2, 120.3): the
    damage event of this source; "an opponent" is one of its controller's opponents."""
    combat_only = bool(m["combat"])
    opponent = m["who"].lower() == "an opponent"

    def check(game: Game, source: GameObject, data: Any) -> bool:
        recipient = data.get("recipient")
        if not isinstance(recipient, PlayerRef) or (combat_only and not data.get("combat")):
            return False
        return not opponent or recipient.index != source.controller

    return _trigger("damage", m.group(0), self_only=True, predicate=check)


_STEPS = {"upkeep": "UPKEEP", "end step": "END", "draw step": "DRAW", "combat": "BEGIN_COMBAT"}


@rule("beginning of step",
          r"the beginning of (?P<whose>your|each|each opponent's|the next|each player's|the) "
          r"(?P<step>upkeep|end step|draw step|combat(?: on your turn)?)", kind="trigger")
def _step(m: _M, b: Builder) -> SentenceResult:
    whose = {"your": "you", "each": None, "each opponent's": "opponent", "the next": None,
             "each player's": None, "the": None}[m["whose"].lower()]  # "the end step": each
    step_word = m["step"].lower()
    step = Step[_STEPS[step_word.replace(" on your turn", "")]]
    if step_word.endswith("on your turn"):
        whose = "you"
    return _trigger("step_begins", m.group(0), step=step, whose=whose)


def check_rule_names() -> None:
    """One rule a name in the whole kernel grammar (this module and the area modules, which
    :mod:`manastack.core_rules` imports, then calls this): two rules for the same words
    would be two mechanisms for one rule."""
    names = [r.name for r in KERNEL_SENTENCES]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:  # pragma: no cover - a programming error caught at import
        raise RuntimeError(f"duplicate kernel sentence rule names: {sorted(dupes)}")
