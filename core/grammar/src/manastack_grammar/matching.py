"""Matching a sentence against the sentence rules (CR 608.2c).

:func:`match_sentence` tries the rules of a kind in their order (higher priority first, a
plugin's before the reader's own at equal priority: :mod:`manastack_grammar.ruleset`) and
returns what the first one whose pattern matches and whose build succeeds built;
:func:`effect_instructions` reads a text sentence by sentence into instructions, a sentence
completing the previous one (:class:`~manastack_grammar.results.Amend`) included. After
each instruction, what "it" and "that player" mean next is noted on the builder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    MOVERS,
    Amount,
    CardDataError,
    Conditional,
    CreateToken,
    Destroy,
    Draw,
    EachPlayer,
    EventRef,
    Exile,
    GainControl,
    Instruction,
    ItRef,
    LookedRef,
    ManastackError,
    PluginError,
    PutOntoBattlefield,
    Ref,
    ReflexiveTrigger,
    ReturnToHand,
    Sequence_,
    SourceRef,
    TargetRef,
)
from manastack_grammar.phrases.numbers import parse_amount, reading_sentence, x_means
from manastack_grammar.registration import COMPOSITE_PRIORITY, NotUnderstood, SentenceRule, may_match
from manastack_grammar.results import Amend, SentenceReport, SentenceResult
from manastack_grammar.text import sentences

if TYPE_CHECKING:
    from manastack_grammar.builder import Builder


def is_mover(ins: Instruction) -> bool:
    """Instructions after which "it" means the moved object (a new object, CR 400.7)."""

    return isinstance(ins, (Exile, ReturnToHand, PutOntoBattlefield, Destroy,
                            CreateToken, MOVERS))


def _moves_looked(ins: Any) -> bool:
    """Does ``ins`` (or an instruction inside it: "If it's a land card, put it ...") move the
    card looked at?"""
    if isinstance(ins, Instruction):
        if is_mover(ins) and isinstance(getattr(ins, "what", None), LookedRef):
            return True
        if isinstance(ins, Draw):
            return True  # a draw takes the top card, maybe the one looked at (CR 121.1)
        return attrs.has(type(ins)) and any(_moves_looked(getattr(ins, f.name))
                                            for f in attrs.fields(type(ins)))
    if isinstance(ins, (list, tuple)):
        return any(_moves_looked(i) for i in ins)
    return False


def _note_it(result: Any, b: Builder) -> None:
    """After an instruction: what "it" and "that player" mean in the next one."""
    last = result[-1] if isinstance(result, Sequence) and result else result
    if not isinstance(last, Instruction):
        return
    b.last = last
    if isinstance(b.it, LookedRef) and _moves_looked(last):
        b.looked_moved = True
    if is_mover(last):
        b.it = ItRef()
        return
    if isinstance(last, GainControl) and not isinstance(
            last.what, (TargetRef, SourceRef, ItRef, EventRef)):
        # CR 613.1b, 611.2c: "Gain control of all artifacts your opponents control ... Untap
        # them": the permanents it affected, fixed as it began, not its filter read again
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


def _inside_if_you_do(out: list[Instruction], result: Instruction) -> bool:
    """Is ``result`` about "it", the object the "If you do, ..." just before made or moved?"""
    if not out:
        return False
    last = out[-1]
    return (isinstance(last, Conditional) and not last.otherwise
            and last.text.lower().startswith("if you do,") and _ends_with_it(last.then)
            and refers_to_it(result))


def _inside_otherwise(out: list[Instruction], result: Instruction, branch: bool) -> bool:
    """Is ``result`` about "that creature", the one the "Otherwise, put ... onto the
    battlefield" just before (``branch``: the last instruction is that "If") put there, when
    the "If" branch puts nothing onto it? CR 608.2c: "If it isn't a creature card, put it into
    your graveyard. Otherwise, put that card onto the battlefield. That creature gains haste.
    Sacrifice it ..." (Impromptu Raid): only the other branch made a creature to speak of."""
    if not branch or not out:
        return False
    last = out[-1]
    return (isinstance(last, Conditional) and bool(last.otherwise)
            and _ends_with_it(last.otherwise)
            and any(isinstance(i, PutOntoBattlefield) for i in last.otherwise)
            and not any(isinstance(i, PutOntoBattlefield) for i in last.then)
            and refers_to_it(result))


def _ends_with_it(then: Sequence[Instruction]) -> bool:
    """Does a branch end with a mover and only sentences about "it" after it? CR 608.2c:
    "It gains haste. Exile it ..." both speak of what the branch made, however many."""
    for ins in reversed(then):
        if is_mover(ins):
            return True
        if not refers_to_it(ins):
            return False
    return False


def x_names_the_cards_drawn(b: Builder, unbound: int, read: SentenceResult) -> bool:
    """Did X ("where X is its toughness"), read when ``b`` had ``unbound`` unbound "it"s, take
    one more, which the draw in ``read`` would make the cards drawn (CR 121.1, 608.2c)? "You
    draw cards equal to the sacrificed creature's power, then you gain life equal to its
    toughness" (Momentous Fall): "its" names that creature, which no instruction acted on."""
    steps = read if isinstance(read, list) else [read]
    # a draw last changes no "it" X is counted with ("you gain X life and draw X cards")
    return len(b.unbound) > unbound and any(isinstance(i, Draw) for i in steps[:-1])


def refers_to_it(value: Any) -> bool:
    """Does an instruction name the runtime "it" (:class:`~manastack.api.ItRef`) anywhere?"""
    if isinstance(value, ItRef):
        return True
    if isinstance(value, (tuple, list)):
        return any(refers_to_it(v) for v in value)
    if attrs.has(type(value)):
        return any(refers_to_it(getattr(value, f.name)) for f in attrs.fields(type(value)))
    return False


def match_sentence(
    sentence: str, b: Builder, sentence_rules: Sequence[SentenceRule], *, kind: str,
    atomic: bool = False,
) -> SentenceResult:
    """The first rule of ``kind`` whose pattern matches ``sentence`` and whose build succeeds."""
    s = sentence.strip().rstrip(".").strip()
    with reading_sentence(s):
        return _match_sentence(s, sentence, b, sentence_rules, kind=kind, atomic=atomic)


def _match_sentence(s: str, sentence: str, b: Builder, sentence_rules: Sequence[SentenceRule],
                    *, kind: str, atomic: bool) -> SentenceResult:
    try:
        return _match_rules(s, b, sentence_rules, kind=kind, atomic=atomic)
    except NotUnderstood:
        pass
    # ", where X is ..." (CR 107.3c): read the sentence with X meaning that amount
    m_where = re.fullmatch(r"(.+), where x is (.+)", s, re.IGNORECASE)
    if m_where is None:
        # 'with "[ability],"' then ' where X is': the comma set inside the closing quote
        m_where = re.fullmatch(r"(.+),([\"”]) where x is (.+)", s, re.IGNORECASE)
        if m_where is not None:
            s = f"{m_where.group(1)}{m_where.group(2)}, where x is {m_where.group(3)}"
            m_where = re.fullmatch(r"(.+), where x is (.+)", s, re.IGNORECASE)
    if m_where and kind == "effect":
        snap = b.snapshot()
        unbound = len(b.unbound)
        # "its power" first in an activated ability's effect: the sentence's subject, known
        # once the sentence is read (it fills the cell in, phrases/numbers.py)
        cell: list[Ref] = []
        saved_cell, b.where_subject = b.where_subject, cell
        try:
            meaning = parse_amount(m_where.group(2), b)
        except NotUnderstood:
            b.restore(snap)
            meaning = None
        finally:
            b.where_subject = saved_cell
        if meaning is not None:
            outer = b.subject
            if cell:
                b.subject = None  # the subject this sentence names
            try:
                with x_means(meaning):
                    result = match_sentence(m_where.group(1), b, sentence_rules, kind=kind,
                                            atomic=atomic)
                if x_names_the_cards_drawn(b, unbound, result):
                    raise NotUnderstood(sentence)
                if cell:
                    if not isinstance(b.subject, (SourceRef, TargetRef)) or (
                            isinstance(b.subject, TargetRef)
                            and b.targets[b.subject.index].objects is None):
                        # an "it" of a subject not one object ("target player": no power)
                        raise NotUnderstood(sentence)
                    cell[0] = b.subject
                return result
            finally:
                if b.subject is None:
                    b.subject = outer
    if kind == "effect" and m_where is None and _it_named(s, b):
        for worded in _equal_to_as_x(s):
            snap = b.snapshot()
            try:
                return match_sentence(worded, b, sentence_rules, kind=kind, atomic=atomic)
            except NotUnderstood:
                b.restore(snap)
    raise NotUnderstood(sentence)


#: "[gain / lose] life equal to A", "draw / mill cards equal to A", "deals damage to T equal
#: to A", "create a number of T equal to A", "put a number of K counters on O equal to A"
_EQUAL_TO = (
    (re.compile(r"(?P<pre>(?:.+? )?(?:gains?|loses?)) life equal to (?P<a>.+)", re.I),
     "{pre} X life"),
    (re.compile(r"(?P<pre>(?:.+? )?(?:draws?|mills?)) cards equal to (?P<a>.+)", re.I),
     "{pre} X cards"),
    (re.compile(r"(?P<pre>.+? deals?) damage to (?P<to>.+?) equal to (?P<a>.+)", re.I),
     "{pre} X damage to {to}"),
    (re.compile(r"(?P<pre>(?:.+? )?creates?) a number of (?P<what>.+?) equal to (?P<a>.+)",
                re.I), "{pre} X {what}"),
    (re.compile(r"(?P<pre>(?:.+? )?puts?) a number of (?P<what>.+? counters on .+?) equal to "
                r"(?P<a>.+)", re.I), "{pre} X {what}"),
)


def _it_named(s: str, b: Builder) -> bool:
    """Does a leading "it" name something: an object named before, else the source in its
    own trigger or a permanent's activated ability (CR 113.7, 603.2)? Not in "Whenever ~ or
    another Hero enters, it deals ...", where it is the creature that entered."""
    if not re.match(r"(?:you may have )?it deals?\b", s, re.IGNORECASE) or b.it is not None:
        return True
    return b.last is None and (b.self_trigger or b.it_source or b.left_trigger)


def _equal_to_as_x(s: str) -> list[str]:
    """The same sentence worded with X (CR 107.3c): "You gain life equal to A" is "You gain X
    life, where X is A", "~ deals damage equal to A to T" is "~ deals X damage to T, where X
    is A" (each place " to " may end the amount is tried), so every count reads with every
    effect that takes a number. Not where the sentence already has an X of its own."""
    if re.search(r"\bx\b", s, re.IGNORECASE) or " equal to " not in s.lower():
        return []
    out = [form.format(**m.groupdict()) + f", where X is {m['a']}"
           for pattern, form in _EQUAL_TO if (m := pattern.fullmatch(s))]
    m = re.fullmatch(r"(?P<pre>.+? deals?) damage equal to (?P<rest>.+)", s, re.IGNORECASE)
    if m:
        rest = m["rest"]
        for split in re.finditer(r" to ", rest):
            amount, to = rest[:split.start()], rest[split.end():]
            out.append(f"{m['pre']} X damage to {to}, where X is {amount}")
    return out


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
        if not b.is_permanent and _reads_an_entering_choice(lowered, result):
            # CR 614.12: a spell keeps no choice made as a permanent entered (its "chosen
            # type" is chosen as it resolves, 608.2d): not this rule's reading
            b.restore(snap)
            continue
        b.trace.insert(snap[1], SentenceReport(
            text=s, rule=rule.name, plugin=rule.plugin, depth=b.depth, value=result,
            targets=tuple(b.targets)))
        if kind == "effect":
            _note_it(result, b)
        return result
    raise NotUnderstood(s)


def _reads_an_entering_choice(lowered: str, result: object) -> bool:
    """Whether ``result`` reads "of the chosen type / color" as the choice kept on a
    permanent as it entered (CR 614.12); the words are looked at first, the build after."""
    if "the chosen type" not in lowered and "the chosen color" not in lowered:
        return False
    from manastack.api import ObjectFilter
    from manastack_grammar.checks import nodes

    return any(isinstance(n, ObjectFilter) and (n.source_chosen_type or n.source_chosen_color)
               for n in nodes(result))


#: ", where X is ..." closing a sentence: the words defining X (CR 107.3c).
_WHERE_X = re.compile(r", where X is (?P<x>[^.]+?)\.?$", re.IGNORECASE)
#: Words of a definition of X meaning an object or player of its own sentence ("its power",
#: "that spell's mana value"): another sentence's reading of them is not sure, not carried.
_X_NAMES_ITS_SENTENCE = re.compile(
    r"\b(?:it|its|it's|that|those|they|their|them|this way)\b", re.IGNORECASE)


#: What X means after a sentence defining it: None when no sentence did, ``(amount,)``, or
#: ``(None,)`` when it can't be carried (CR 107.3i).
_DefinedX = tuple[Amount | None] | None


def _x_defined_by(sent: str, b: Builder, before: _DefinedX) -> _DefinedX:
    """What X means for the sentences after ``sent`` (CR 107.3i: every X of an object has the
    same value; 107.3c: the text defines it): the amount its ", where X is ..." says, counted
    as each later instruction happens as in the sentence itself (608.2h); None when it
    defines X in words naming things of its own sentence (later X then not read); ``before``
    when it defines nothing."""
    m = _WHERE_X.search(sent)
    if m is None:
        return before
    if _X_NAMES_ITS_SENTENCE.search(m["x"]):
        return (None,)
    snap = b.snapshot()
    try:
        return (b.amount(m["x"]),)
    except NotUnderstood:
        return (None,)
    finally:
        b.restore(snap)


def _match_with_x(sent: str, b: Builder, atomic: bool, defined_x: _DefinedX) -> SentenceResult:
    """Read one sentence of an effect; a bare X in it is what an earlier sentence's ", where X
    is ..." said (CR 107.3i), refused where that can't be carried (``defined_x`` None)."""
    if defined_x is None or _WHERE_X.search(sent) or not re.search(r"\bX\b", sent):
        return match_sentence(sent, b, b.sentence_rules, kind="effect", atomic=atomic)
    if defined_x[0] is None:
        raise NotUnderstood(sent)  # CR 107.3i: X of an earlier sentence, not carried here
    with x_means(defined_x[0]):
        return match_sentence(sent, b, b.sentence_rules, kind="effect", atomic=atomic)


def effect_instructions(text: str, b: Builder, *, atomic: bool = False,
                        failures: list[str] | None = None) -> list[Instruction]:
    """The instructions of the sentences of ``text`` (CR 608.2c).

    Without ``failures`` the first sentence not understood raises
    :class:`NotUnderstood`; with it, each one is appended and the rest read on.
    """
    out: list[Instruction] = []
    previous = 0  # how many instructions the previous sentence made
    defined_x: _DefinedX = None  # what an earlier sentence said X is (CR 107.3i)
    otherwise = False  # the previous sentence was an "Otherwise, ..." or one of its branch's
    for sent in sentences(text):
        sent = re.sub(r"^then,? ", "", sent, flags=re.IGNORECASE)
        branch, otherwise = otherwise, False
        targets = len(b.targets)
        try:
            result = _match_with_x(sent, b, atomic, defined_x)
            if out and isinstance(out[-1], ReflexiveTrigger) and (
                    not isinstance(result, Instruction) or len(b.targets) != targets
                    or not refers_to_it(result)):
                raise NotUnderstood(sent)  # CR 603.12: the reflexive ability's, not read so
        except NotUnderstood:
            if failures is None:
                raise
            failures.append(sent)
            b.trace.append(SentenceReport(text=sent, depth=b.depth))
            previous = 0
            continue
        defined_x = _x_defined_by(sent, b, defined_x)
        if isinstance(result, Instruction) and out and isinstance(out[-1], ReflexiveTrigger):
            # CR 603.12: a sentence after "When you do, ..." is the reflexive ability's too;
            # its "it" is what the reflexive ability's last instruction acted on
            reflexive = out[-1]
            assert isinstance(reflexive, ReflexiveTrigger)
            out[-1] = attrs.evolve(reflexive, effect=attrs.evolve(
                reflexive.effect, instructions=(*reflexive.effect.instructions, result)))
            previous = 1
        elif isinstance(result, Instruction) and _inside_if_you_do(out, result):
            # CR 608.2c: "If you do, create a token. It gains haste": "it" is what the branch
            # made, which exists only if it was done: the sentence belongs to the branch
            last = out[-1]
            assert isinstance(last, Conditional)
            out[-1] = attrs.evolve(last, then=(*last.then, result))
            previous = 1
        elif isinstance(result, Instruction) and _inside_otherwise(out, result, branch):
            # CR 608.2c: "Otherwise, put that card onto the battlefield. That creature gains
            # haste": the creature only that branch put there: the sentence is the branch's
            last = out[-1]
            assert isinstance(last, Conditional)
            out[-1] = attrs.evolve(last, otherwise=(*last.otherwise, result))
            previous = 1
            otherwise = True
        elif isinstance(result, Instruction):
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
                if result.otherwise and previous == 1 and len(out) >= 2 and \
                        isinstance(out[-2], Conditional) and not out[-2].otherwise:
                    # "If A, X. If B, Y. Otherwise, Z": Z when neither A nor B (CR 608.2c),
                    # not merely when B is false: not read
                    raise NotUnderstood(sent)
                # it completes the whole previous sentence ("Search ..., then shuffle. If ...,
                # instead ..." replaces both), not only its last instruction
                whole = out[-previous:]
                target = whole[0] if len(whole) == 1 else Sequence_(steps=tuple(whole))
                b.amending_first = len(out) == previous  # an "instead" may need to know
                out[len(out) - previous:] = [result.apply(target)]
                previous = 1
                otherwise = result.otherwise
            except NotUnderstood:
                if failures is None:
                    raise NotUnderstood(sent) from None
                failures.append(sent)
        else:
            if failures is None:
                raise NotUnderstood(sent)
            failures.append(sent)
    return out
