"""Composite sentences: "A, then B", "A and B" (tried after every plain form), and
"..., where X is ..." read before any split, so that X is the same in every clause
(CR 107.3c; converge, "the number of colors of mana spent to cast ~", 601.2h).
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from manastack.api import (
    YOU,
    ApplyEffect,
    ApplyRule,
    ApplyToEach,
    ApplyToEachAtMostPower,
    BecomeChosenCreatureType,
    BecomeOfChoice,
    Context,
    Count,
    DoublePT,
    GainChosenAbility,
    GainProtectionOfChoice,
    Instruction,
    ItRef,
    PumpX,
    Ref,
    RuleModification,
)
from manastack_grammar.builder import Builder
from manastack_grammar.matching import x_names_the_cards_drawn
from manastack_grammar.phrases.numbers import x_means
from manastack_grammar.registration import COMPOSITE_PRIORITY, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult
from manastack_grammar.sentences.common import rule

_M = re.Match[str]  # the match a rule's build receives


_SEPARATORS = re.compile(r", then |,? and then |, and |; then | then | and |, ")


def _with_player(ins: Instruction, player: Ref) -> Instruction:
    """An instruction whose player ("who") was left out: it is ``player``."""
    if getattr(ins, "who", None) is YOU:
        changes: dict[str, Any] = {"who": player}
        changed: Instruction = attrs.evolve(ins, **changes)
        return changed
    raise NotUnderstood(str(ins))


def _rules_of_the_class(first: ApplyToEach, second: list[Instruction]) -> list[Instruction]:
    """"Each creature you control gets +3/+3 until end of turn and must be blocked this turn if
    able" (Joraga Invocation): the second clause's effect on "it", the first one's class,
    when it changes no characteristic, is a rule on that class as it is checked."""
    out: list[Instruction] = []
    for ins in second:
        if isinstance(ins, ApplyEffect) and ins.what == ItRef() and ins.parts and all(
                isinstance(part, RuleModification) for part in ins.parts):
            # CR 611.2c: each part's objects are determined independently; a rule's aren't
            # locked to those there as it began
            duration = ins.duration if ins.duration is not None else (
                "end_of_turn" if ins.until_end_of_turn else "forever")
            said = re.sub(r"^it ", f"each {first.filter.text} ", ins.text) \
                if first.filter.text else ins.text
            ins = ApplyRule(first.filter, ins.parts, duration=duration, text=said)
        out.append(ins)
    return out


#: the instructions whose effect lasts until end of turn whatever they are read with
_ALWAYS_UNTIL_EOT = (PumpX, ApplyToEachAtMostPower, DoublePT, GainChosenAbility,
                     GainProtectionOfChoice, BecomeChosenCreatureType, BecomeOfChoice)


#: a clause naming a duration of its own (its quoted abilities' words left out)
_OWN_DURATION = re.compile(r"\b(?:until|this turn|as long as|during)\b", re.IGNORECASE)

_UNTIL_EOT = " until end of turn"

#: the last clause's trailing "this turn" ("... and can't block this turn", "... and attacks
#: this turn if able"), on a restriction the same as "until end of turn" (CR 611.2a, 514.2)
_THIS_TURN_END = re.compile(r"\bthis turn(?: if able| except by [^,]+)?$", re.IGNORECASE)

#: words before a trailing "this turn" that make it a phrase's of its own ("for each creature
#: that died this turn", "if you've cast a spell this turn", "the first time ... this turn",
#: "where X is ... this turn"): no duration of the sentence
_SUBORDINATE = re.compile(
    r"\b(?:for each|where|that|who|whose|which|if|unless|as long as|first|next|equal to|"
    r"number of|amount of|whenever|when|during|before|after|since|was|were|had)\b|'ve\b",
    re.IGNORECASE)

#: a clause naming again the subject of the clause before it
_SAME_SUBJECT = ("it ", "they ", "that creature ", "those creatures ")


def _this_turn_said_for_all(text: str) -> bool:
    """Does ``text`` end with a "this turn" that is its last clause's duration, said once for
    the whole compound sentence (CR 611.2a), not a phrase of its own in that clause?"""
    separators = list(_SEPARATORS.finditer(text))
    if not separators:
        return False
    last = text[separators[-1].end():]
    said = _THIS_TURN_END.search(last)
    return said is not None and _SUBORDINATE.search(last[: said.start()]) is None


def _says_duration(clause: str) -> bool:
    return _OWN_DURATION.search(re.sub(r"\"[^\"]*\"|“[^”]*”", "", clause)) is not None


def _lasting(ins: Instruction) -> str | None:
    """How long the continuous effect an instruction starts lasts, as read: "end_of_turn",
    "forever" (no duration said, CR 611.2a), another duration, or None: no continuous effect
    (a one-shot action, 610.1)."""
    if isinstance(ins, _ALWAYS_UNTIL_EOT):
        return "end_of_turn"
    names = {f.name for f in attrs.fields(type(ins))} if attrs.has(type(ins)) else set()
    if "duration" not in names and "until_end_of_turn" not in names:
        return None
    duration = getattr(ins, "duration", None)
    if duration is None:
        # ApplyEffect / ApplyToEach: their flag; the others' None is until end of turn
        return "end_of_turn" if getattr(ins, "until_end_of_turn", True) else "forever"
    return duration if isinstance(duration, str) else "other"


def _until_eot(ins: Instruction) -> Instruction:
    """``ins``, read with no duration of its own, lasting until end of turn instead."""
    names = {f.name for f in attrs.fields(type(ins))}
    changes: dict[str, Any] = ({"until_end_of_turn": True, "duration": None}
                               if "until_end_of_turn" in names else {"duration": "end_of_turn"})
    changed: Instruction = attrs.evolve(ins, **changes)
    return changed


def _clause_until_eot(clause: str, b: Builder, *, strict: bool) -> list[Instruction]:
    """One clause of a sentence whose "until end of turn" is said once for all of it, before
    it ("Until end of turn, ~ loses hexproof and gains first strike and deathtouch") or after
    its last clause ("~ becomes an artifact creature and gets +1/+1 until end of turn"): CR
    611.2a, the duration is that of each continuous effect the sentence starts, the clause
    saying none of its own (514.2). ``strict`` (said before): every clause must start such an
    effect, a one-shot action can't last until end of turn (610.1); said after, it is the
    duration of the clauses that can take one only ("untap it and it gains haste ...")."""
    own = _says_duration(clause)
    if not own:
        snap = b.snapshot()
        try:
            read = b.effect(clause + _UNTIL_EOT, atomic=True)
        except NotUnderstood:
            read = []
        if read and all(_lasting(ins) == "end_of_turn" for ins in read):
            return read
        b.restore(snap)
    out: list[Instruction] = []
    for ins in b.effect(clause, atomic=True):
        lasting = _lasting(ins)
        if lasting == "forever" and not own:
            ins = _until_eot(ins)
        elif lasting != "end_of_turn" and strict:
            raise NotUnderstood(clause)  # the duration said for it can't be its own
        out.append(ins)
    return out


@rule("compound", r"(?P<all>.+(?:, then |,? and then |, and |; then | then | and |, ).+)",
          priority=COMPOSITE_PRIORITY)
def _compound(m: _M, b: Builder) -> SentenceResult:
    text = m["all"]
    if re.match(r"when you do, ", text, re.IGNORECASE):
        # CR 603.12: the reflexive ability's effect is the whole rest of the sentence ("When
        # you do, put a +1/+1 counter on ~, then it fights ..."), no part of it said apart
        raise NotUnderstood(text)
    if re.match(r"for each (?:opponent|player), ", text, re.IGNORECASE):
        # CR 608.2c: a leading "for each opponent," governs every clause after it ("..., exile
        # up to one target creature that player controls and that player gains life ..."):
        # "that player" of a later clause is each one's, which this split can't keep
        raise NotUnderstood(text)
    if re.match(r"at the beginning of [^,]+, ", text, re.IGNORECASE):
        # CR 603.7a: a leading "at the beginning of ..., " delays every instruction after it
        raise NotUnderstood(text)
    lead = re.match(r"until end of turn, ", text, re.IGNORECASE)
    if lead is not None:
        # CR 611.2a: said once before the sentence, the duration is every part's
        return _split(text[lead.end():], b, whole=True)
    if _this_turn_said_for_all(text):
        # CR 611.2a, 514.2: "gets +2/+0 and can't be blocked this turn": the trailing "this
        # turn" is the duration of every clause that says none, as "until end of turn" is
        snap = b.snapshot()
        try:
            return _split(text, b, whole=False, this_turn=True)
        except NotUnderstood:
            b.restore(snap)
        read = _split(text, b, whole=False)
        if any(_lasting(ins) == "forever" for ins in read):
            raise NotUnderstood(text)  # a clause lasting forever may be meant this turn only
        return read
    return _split(text, b, whole=False)


def _split(text: str, b: Builder, *, whole: bool, this_turn: bool = False
           ) -> list[Instruction]:
    """"A and B", "A, then B": A read alone, B the rest of the sentence. ``whole``: a leading
    "Until end of turn," is every clause's duration (each one read with it, strictly).
    ``this_turn``: the trailing "this turn" is (its last clause read lasting until end of
    turn, else this reading is refused), and the earlier clauses saying no duration take it."""
    trailing = whole or this_turn or text.lower().endswith(_UNTIL_EOT)

    def rest(right: str) -> list[Instruction]:
        if not whole:
            return b.effect(right)
        snap = b.snapshot()
        try:
            return _clause_until_eot(right, b, strict=True)
        except NotUnderstood:
            b.restore(snap)
        return _split(right, b, whole=True)

    for sep in _SEPARATORS.finditer(text):
        left, right = text[: sep.start()], text[sep.end():]
        if re.match(r"if [^,]+, ", left, re.IGNORECASE):
            # CR 608.2c: a leading "If [condition], ..." governs every clause after it
            # ("If this spell was kicked, A and if ..., B": B only if kicked, Scorching Lava)
            continue
        snap = b.snapshot()
        b.subject = None
        try:
            first = _clause_until_eot(left, b, strict=whole) if trailing \
                else b.effect(left, atomic=True)
        except NotUnderstood:
            b.restore(snap)
            continue
        subject = b.subject
        each = first[-1] if subject is None and first and isinstance(first[-1], ApplyToEach) \
            else None
        if each is not None:
            subject = ItRef()  # "each creature you control gets ... and can't be blocked"
        # the last clause's subject is the first one's: "this turn" can be the whole predicate's
        shared = right.lower().startswith(_SAME_SUBJECT)
        try:
            second = rest(right)
        except NotUnderstood:
            second = None
        if second is None:
            shared = True
        if second is None and subject is not None:
            # the second clause shares the first one's subject ("... and can't block this turn")
            saved_it = b.it
            b.it = subject
            try:
                second = rest("it " + right)
                if each is not None:
                    second = _rules_of_the_class(each, second)
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
                        second = [_with_player(i, player) for i in rest(verb_form)]
                        break
                    except NotUnderstood:
                        continue
        if second is not None and this_turn and (
                not shared or not second or _lasting(second[-1]) != "end_of_turn"):
            # CR 611.2a: "this turn" isn't the duration of a predicate the clauses share
            second = None
        if second is None:
            b.restore(snap)
            continue
        return [*first, *second]
    raise NotUnderstood(text)


def _colors_spent(ctx: Context) -> int:
    """CR 601.2h, 702 converge: the number of colours of mana spent to cast the spell."""
    spell = ctx.spell
    if spell is None and ctx.source_lki is not None:
        spell = ctx.source_lki.spell
    if spell is None:
        return 0
    return len(set(re.findall(r"\{([WUBRG])\}", spell.mana_spent)))


@sentence("where x is the number of colors of mana spent",
          r"(?P<body>.+), where x is the number of colors of mana spent to cast ~", priority=50)
def _converge(m: re.Match[str], b: Builder) -> SentenceResult:
    """Before any rule splitting the sentence: X is the same in every clause (CR 107.3c)."""
    with x_means(Count("the number of colors of mana spent to cast ~", _colors_spent)):
        return b.effect(m["body"])


@sentence("compound sentence, where x is",
          r"(?P<body>.+ (?:and|then) .+), where x is (?P<x>.+)", priority=50)
def _compound_where(m: re.Match[str], b: Builder) -> SentenceResult:
    """"A and B, where X is ...": X is the same in every clause (CR 107.3c). Read before the
    rules that split a sentence into clauses, which would give only the last clause the X.
    "If ..., A and B, where X is ...": the condition rules read it and this rule its rest."""
    if re.match(r"(?:then )?if ", m["body"], re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    unbound = len(b.unbound)
    meaning = b.amount(m["x"])
    with x_means(meaning):
        read = b.effect(m["body"])
    if x_names_the_cards_drawn(b, unbound, read):
        raise NotUnderstood(m.group(0))  # CR 608.2c: "its" isn't the cards drawn
    return read


#: "up to one target creature that player controls" inside "for each opponent, ...".
_EACH_ONES_TARGET = re.compile(r"\bup to one target (?P<what>.+?) that player controls\b",
                               re.IGNORECASE)
#: Words naming the player of "for each opponent" elsewhere: which target's controller they
#: mean is not read here.
_OTHER_PLAYER_WORDS = re.compile(r"\b(?:that player|that opponent|they|their|them)\b",
                                 re.IGNORECASE)
#: The targets of "for each opponent, ... up to one target ... that player controls" are at
#: most one per player: no more than the players of a game (CR 601.2c).
_AT_MOST_ONE_EACH = 100


@sentence("for each opponent, up to one target that player controls",
          r"for each (?P<who>opponent|player), (?P<effect>.+)")
def _for_each_player_a_target(m: _M, b: Builder) -> SentenceResult:
    """"For each opponent, destroy up to one target artifact or enchantment that player
    controls." (Dismantling Wave): one instance of "target" whose objects are each controlled
    by a different opponent (or player), at most one each, none required (CR 601.2c, 115.1b);
    the effect acts on all of them. Another word for "that player" (their life, a gain of
    theirs) would need each target's controller: refused."""
    effect = m["effect"]
    found = list(_EACH_ONES_TARGET.finditer(effect))
    if len(found) != 1:
        raise NotUnderstood(m.group(0))
    one = found[0]
    if _OTHER_PLAYER_WORDS.search(effect[: one.start()] + effect[one.end():]):
        raise NotUnderstood(m.group(0))
    whose = " an opponent controls" if m["who"].lower() == "opponent" else ""
    text = f"{effect[: one.start()]}up to one target {one['what']}{whose}{effect[one.end():]}"
    before = len(b.targets)
    instructions = b.effect(text)
    if len(b.targets) != before + 1:
        raise NotUnderstood(m.group(0))
    spec = b.targets[before]
    if spec.min != 0 or spec.max != 1 or spec.objects is None or spec.players is not None \
            or spec.also or spec.per_x:
        raise NotUnderstood(m.group(0))
    b.targets[before] = attrs.evolve(spec, max=_AT_MOST_ONE_EACH, one_per_controller=True,
                                     text=one.group(0))
    return instructions
