"""Ability lines (CR 113.3): a line that is not a keyword line read as an ability.

:func:`read_line` tries whole-line rules (statics, "As an additional cost ...") first, then
reads "When/Whenever/At [event], [effect]" as a triggered ability (CR 603, an intervening
"if" clause checked twice, 603.4), "[cost]: [effect]" as an activated ability (CR 602, a
mana ability when it adds mana, 605) and anything else as spell text; :func:`modal_trigger`
makes a modal triggered ability (CR 700.2b). :func:`recognize_line_ability` reads a quoted
ability ("gains \"...\"") with a builder of its own.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from contextlib import nullcontext
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import attrs
from attrs import field, frozen

from manastack.api import (
    TAPPED_FOR_MANA,
    Ability,
    ActivatedAbility,
    ActivationCostReduction,
    ActivationRestriction,
    AddMana,
    AddManaLandsCouldProduce,
    AddManaOfChosenColor,
    AddManaOfEachColorAmong,
    AddManaOfThatColor,
    ChooseAColor,
    Conditional,
    Context,
    Cost,
    Count,
    DiscardSelf,
    ExileSelf,
    Instruction,
    KeywordTrigger,
    LazyPattern,
    Log,
    ManaCost,
    ModalActivatedAbility,
    ModalTriggeredAbility,
    Mode,
    PutCountersOnSelf,
    RemoveCountersCost,
    ReturnSelf,
    SacrificeSelf,
    SourceRef,
    TapSelf,
    TriggerCondition,
    TriggeredAbility,
    UntapSelf,
    Zone,
    parse_mana_outputs,
    parse_mana_produced,
)
from manastack_grammar.builder import Builder, Snapshot
from manastack_grammar.matching import effect_instructions, match_sentence
from manastack_grammar.phrases.conditions import (
    SUBJECT_IS_A_KIND,
    SUBJECT_IS_TAPPED,
    condition_of,
    control_condition,
    player_condition,
    timing_condition,
)
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.numbers import (
    int_number,
    parse_amount,
    parse_count,
    x_meaning,
    x_means,
)
from manastack_grammar.phrases.spending import spending_restriction
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.results import SentenceReport, worded
from manastack_grammar.text import SELF_WORDS, sentences

if TYPE_CHECKING:
    from manastack.api import Game, GameObject


def recognize_line_ability(line: str, b: Builder) -> Ability:
    """A line inside quotes ("This token can't block.") -> an ability.

    Granted abilities are recognised with a fresh builder: their targets and
    "it" belong to them, not to the sentence granting them.
    """
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    s = SELF_WORDS.sub("~", line.strip()).rstrip(".")
    rec = read_line(s, inner, is_permanent=True)
    # the granted ability's sentences are read for the card too, under the one granting it
    b.trace.extend(attrs.evolve(t, depth=t.depth + b.depth) for t in inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    if rec is None or isinstance(rec, _SpellText):
        raise NotUnderstood(line)
    return rec


def keyword_trigger(match: re.Match[str], b: Builder, definition: str, *, keyword: str,
                    plugin: str, first: Instruction | None = None) -> KeywordTrigger:
    """The triggered ability a keyword stands for, read from its CR definition
    (702.108a: "'Prowess' means 'Whenever you cast a noncreature spell, ...'") and named by
    the keyword (a :class:`~manastack.api.KeywordTrigger`: ``has_keyword`` holds while the
    object has it). ``first`` runs first as it resolves, inside the intervening "if" when
    the definition has one (603.4): a log line citing the keyword's rule. A definition the
    reader doesn't read leaves the keyword item not understood (``match``'s text)."""
    read = recognize_line_ability(definition, b)
    if not isinstance(read, TriggeredAbility):
        raise NotUnderstood(match.group(0))
    effect = read.effect
    if first is not None:
        steps = effect.instructions
        if steps and isinstance(steps[0], Conditional):  # CR 603.4: once the "if" holds
            steps = (attrs.evolve(steps[0], then=(first, *steps[0].then)), *steps[1:])
        else:
            steps = (first, *steps)
        effect = attrs.evolve(effect, instructions=steps)
    return KeywordTrigger(trigger=read.trigger, effect=effect, keyword=keyword,
                          optional=read.optional, text=match.group(0), plugin=plugin)


#: A keyword's activated ability class (a subclass of ActivatedAbility naming its keyword).
_Activated = TypeVar("_Activated", bound=ActivatedAbility)

#: CR 113.6m, 602.1: the cost's part "Exile this card from your graveyard" (embalm 702.128a,
#: encore 702.141a, scavenge 702.97a ...).
EXILE_FROM_GRAVEYARD = "Exile this card from your graveyard"


def keyword_cost(match: re.Match[str], b: Builder) -> Cost | None:
    """The cost printed after a keyword (CR 118.9, 702.1): the group ``mana`` of ``match``
    ("Blitz {2}{R}") or ``cost`` (after a dash, "Warp—{B}, Pay 2 life."). None (the keyword
    not understood, its line quoted) when the cost can't be read or can't be paid."""
    try:
        cost = parse_cost(match["mana"] or match["cost"], b)
    except NotUnderstood:
        return None
    return None if cost.unpayable else cost


def keyword_activated(match: re.Match[str], b: Builder, definition: str,
                      ability: type[_Activated], *, first: Instruction,
                      sorcery_speed: bool) -> _Activated | None:
    """The activated ability a keyword stands for, read from its CR definition with the
    printed cost (702.87a: "'Level up [cost]' means '[Cost]: Put a level counter on this
    permanent. Activate only as a sorcery.'"; ``{cost}`` in ``definition`` is ``match``'s group
    ``mana``) as an ``ability`` (a subclass naming the keyword). ``first`` runs first as it
    resolves: a log line citing the keyword's rule. None (the keyword not understood, its line
    quoted) when the printed cost can't be read or paid, or the reading is not one activated
    ability with the definition's timing (602.5d ``sorcery_speed``)."""
    if keyword_cost(match, b) is None:
        return None
    try:
        read = recognize_line_ability(definition.format(cost=match["mana"]), b)
    except NotUnderstood:
        return None
    if type(read) is not ActivatedAbility or read.sorcery_speed is not sorcery_speed:
        return None  # anything else is not what the keyword means
    effect = attrs.evolve(read.effect, instructions=(first, *read.effect.instructions))
    return ability(cost=read.cost, effect=effect, sorcery_speed=sorcery_speed,
                   restrictions=read.restrictions, text=match.group(0))


def graveyard_ability(match: re.Match[str], b: Builder, ability: type[_Activated],
                      effect: Mode, *, sorcery_speed: bool,
                      exile_self: bool = True) -> _Activated | None:
    """A keyword's activated ability that functions only while its card is in a graveyard
    (CR 113.6m, 602.1): "[Keyword] [cost]" read as "[cost], Exile this card from your
    graveyard: [effect]" (``exile_self``; off for "[cost]: [effect]", e.g. unearth 702.84a).
    ``match`` holds the printed cost as the group ``mana`` ("{2}{W}") or ``cost`` (after a
    dash, "—Pay 3 life."); ``effect`` and ``sorcery_speed`` (602.5d) are the keyword's own.
    None (not understood, the line quoted) when the cost can't be read or can't be paid."""
    cost = keyword_cost(match, b)
    if cost is None:
        return None
    if exile_self:
        cost = cost + Cost(parts=(ExileSelf(text=EXILE_FROM_GRAVEYARD),))
    return ability(cost=cost, effect=effect, sorcery_speed=sorcery_speed,
                   zones=(Zone.GRAVEYARD.value,), text=match.group(0))


#: "When/Whenever/At [event], [effect]" (CR 603.1): split at a comma, tried in turn.
_TRIGGER = LazyPattern(r"^(when|whenever|at) (.+?), (.+)$", re.IGNORECASE)


#: "[cost]: [effect]" (CR 602.1), the colon outside quotes.
#: An instant's or sorcery's sentence creating a delayed triggered ability (CR 603.7a), not a
#: triggered ability of the card: "When you next cast an instant or sorcery spell this turn, ..."
_DELAYED_ON_SPELL = LazyPattern(r"^when you next cast ", re.IGNORECASE)
_ACTIVATED = LazyPattern(r"^([^:\"“]+?): (.+)$")


#: The trigger events of a creature tapped for a total-power cost and the phrase naming the
#: permanent of the event: crew's (CR 702.122b) and saddle's (702.171c).
_CREWED = {frozenset({"crews"}): "that vehicle", frozenset({"saddles"}): "that mount",
           frozenset({"crews", "saddles"}): "that mount or vehicle"}


def crewed_ref(events: tuple[Any, ...]) -> str:
    """The phrase naming the Vehicle crewed or the Mount saddled when every one of ``events``
    is a creature crewing or saddling (603.7c), "" otherwise."""
    if not all(isinstance(c, TriggerCondition) for c in events):
        return ""
    return _CREWED.get(frozenset(c.event for c in events), "")


def modal_trigger(head: re.Match[str], b: Builder, modes: tuple[Mode, ...], low: int,
                  high: int, text: str) -> Ability | None:
    """A modal triggered ability (CR 700.2b) from its first line and its modes."""
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


def modal_activated(head: re.Match[str], b: Builder, modes: tuple[Mode, ...], low: int,
                    high: int, text: str) -> Ability | None:
    """A modal activated ability "[Cost]: Choose one —" and its modes (CR 700.2a, 602.1):
    its modes are chosen as it is activated (602.2b, 601.2b). Read only on the battlefield
    with a cost of no X and no "remove all", none of its modes adding mana (605.1a); else
    None (left unread)."""
    cost_text = head["cost"]
    if low < 1 or not _looks_like_cost(cost_text):
        return None
    try:
        cost = parse_cost(cost_text, b, variable_counters=True)
    except NotUnderstood:
        return None
    if cost.has_x or any(isinstance(p, (ExileSelf, DiscardSelf)) and
                         not getattr(p, "from_battlefield", False) for p in cost.parts) or \
            any(isinstance(p, RemoveCountersCost) and (p.all_counters or p.count_is_x)
                for p in cost.parts):
        return None  # X, a cost paid from a hand or graveyard (113.6m): not read here
    if any(re.match(r"add\b", m.text, re.IGNORECASE) for m in modes):
        return None  # CR 605.1a: a mode adding mana would make it a mana ability
    return ModalActivatedAbility(cost=cost, effect=Mode(text=text), modes=modes,
                                 min_modes=low, max_modes=high, text=text)


@frozen
class _SpellText(Ability):
    mode: Mode = field(factory=Mode)


def read_line(line: str, b: Builder, *, is_permanent: bool,
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
    if trig and not (not is_permanent and _DELAYED_ON_SPELL.match(line)):
        return _triggered(trig, b, failures)
    act = _ACTIVATED.match(line)
    if act and _looks_like_cost(act.group(1)):
        return _activated(act.group(1), act.group(2), b, failures)
    # otherwise: spell effect sentences
    b.spell_effect = not is_permanent  # a target restriction is checked only as a spell is cast
    try:
        instructions = effect_instructions(line, b, failures=failures)
    finally:
        b.spell_effect = False
    return _SpellText(mode=Mode(instructions=tuple(instructions), targets=tuple(b.targets),
                                text=line), text=line)


def _mana_ability_instructions(cost_text: str, effect: str, cost: Cost, text: str,
                               b: Builder, failures: list[str] | None
                               ) -> tuple[Snapshot, list[Instruction]]:
    """The instructions of a mana ability's ``text`` (CR 605.1a), "it" being the source, with
    the builder's state before them (to restore if the caller refuses what was read). Only a
    permanent's ability, on the battlefield, is a mana ability here."""
    if b.source_zone is not None or any(isinstance(p, ExileSelf) for p in cost.parts):
        raise NotUnderstood(f"{cost_text}: {effect}")
    snap = b.snapshot()
    b.it_source, b.sourced_it, b.last, b.subject = b.is_permanent, False, None, None
    try:
        instructions = effect_instructions(text, b, failures=failures)
    except NotUnderstood:
        b.restore(snap)
        raise NotUnderstood(f"{cost_text}: {effect}") from None
    finally:
        b.it_source = False
    return snap, instructions


def _counted_mana_ability(cost_text: str, effect: str, cost: Cost, text: str, b: Builder,
                          failures: list[str] | None) -> Ability:
    """"{T}: Add an amount of {G} equal to ~'s power.": a mana ability (no target, it adds
    mana, CR 605.1a) whose sentences are "add" instructions counted as it resolves at once
    (605.3a); anything else after "Add" is a mana ability the kernel can't make."""
    snap, instructions = _mana_ability_instructions(cost_text, effect, cost, text, b, failures)
    # "Choose a color." adds nothing itself: only before what adds the color (CR 105.4)
    adds = all(_adds_mana_only(i) or isinstance(i, ChooseAColor) for i in instructions) and \
        not isinstance(instructions[-1] if instructions else None, ChooseAColor)
    if not instructions or not adds or b.targets or effect.strip() != text or \
            not _counts_announced(text, cost):  # "Activate only"; 601.2b
        b.restore(snap)
        raise NotUnderstood(f"{cost_text}: {effect}")
    b.trace.append(SentenceReport(text=effect, rule="counted mana ability", plugin="core",
                                  value=Log("a mana ability resolving at once, its mana counted "
                                            "as it resolves (CR 605.1a, 605.3a)")))
    return ActivatedAbility(cost=cost, effect=Mode(instructions=tuple(instructions), text=effect),
                            text=f"{cost_text}: {effect}", mana_effect=True)


def _adds_mana_only(instruction: Instruction) -> bool:
    """Does the instruction only add mana? "Add {G}. If you control four or more creatures,
    add {G}{G} instead." (Leafkin Druid) is one: the condition chooses which mana (608.2c)."""
    if isinstance(instruction, Conditional):
        return bool(instruction.then) and bool(instruction.otherwise) and all(
            _adds_mana_only(i) for i in (*instruction.then, *instruction.otherwise))
    return isinstance(instruction, (AddMana, AddManaLandsCouldProduce,
                                    AddManaOfEachColorAmong, AddManaOfChosenColor,
                                    AddManaOfThatColor)) or (
        isinstance(instruction, Log) and instruction.rule == "903.4f")


def _any_number_kind(cost: Cost) -> str | None:
    """The kind of "Remove any number of [kind] counters from ~" (or "Remove X [kind]
    counters from ~") in ``cost`` (601.2b), or None."""
    for part in cost.parts:
        if isinstance(part, RemoveCountersCost) and part.count_is_x and \
                part.text.lower().startswith(("remove any number of", "remove x ")):
            return part.kind
    return None


def _counts_announced(text: str, cost: Cost) -> bool:
    """CR 601.2b, 107.3: the effect counts what the cost announced: "for each [kind] counter
    removed this way" after "Remove any number of [kind] counters", "X" after "Remove X [kind]
    counters" only; neither without such a cost."""
    kind = _any_number_kind(cost)
    if re.search(r", where X is ", text, re.IGNORECASE):  # CR 107.3c: the text defines X
        return kind is None and _removed_kind(text) is None and \
            not any(isinstance(p, RemoveCountersCost) and p.count_is_x for p in cost.parts)
    says_x = re.search(r"\bX\b", text) is not None
    by_x = any(isinstance(p, RemoveCountersCost) and p.count_is_x and
               p.text.lower().startswith("remove x ") for p in cost.parts)
    if by_x:
        return says_x and _removed_kind(text) is None
    return not says_x and _removed_kind(text) == kind


def _removed_kind(text: str) -> str | None:
    """The kind of "[kind] counter removed this way" the effect counts, or None."""
    m = re.search(r"each ([+-]1/[+-]1|[\w-]+) counter removed this way", text, re.IGNORECASE)
    return m.group(1).lower() if m else None


def _mana_ability_with_effect(cost_text: str, effect: str, cost: Cost, text: str, b: Builder,
                              failures: list[str] | None) -> Ability | None:
    """"{T}: Add {W} or {U}. This land deals 1 damage to you.": a mana ability (no target, it
    adds mana, CR 605.1a) whose first sentence adds fixed mana and whose other sentences are
    more instructions of the same resolution (605.3b), run after the mana is added; None when
    the first sentence isn't fixed mana. A target makes it no mana ability (605.5a): refused."""
    parts = sentences(text)
    produced = parse_mana_produced(parts[0]) if len(parts) > 1 else None
    if produced is None:
        return None
    rest = " ".join(sentences(text, keep_periods=True)[1:])
    snap, instructions = _mana_ability_instructions(cost_text, effect, cost, rest, b, failures)
    if not instructions or b.targets or effect.strip() != text or any(
            isinstance(i, AddMana) for i in instructions):
        b.restore(snap)
        raise NotUnderstood(f"{cost_text}: {effect}")
    b.trace.append(SentenceReport(text=parts[0], rule="mana ability", plugin="core",
                                  value=Log(f"add {produced[1]} of {'/'.join(produced[0])}, "
                                            "then the rest of the ability (CR 605.1a, "
                                            "605.3b)")))
    return ActivatedAbility(cost=cost, effect=Mode(instructions=tuple(instructions), text=effect),
                            mana=produced, text=f"{cost_text}: {effect}")


#: "Add two mana in any combination of colors." / "Add two mana of different colors."
_COLOUR_COMBINATION = LazyPattern(r"add (?P<n>two|three|four|five) mana (?:(?P<any>in any "
                                  r"combination of colors)|of different colors)\.?",
                                  re.IGNORECASE)


def colour_combination_outputs(text: str) -> tuple[str, ...] | None:
    """The outputs (CR 106.1a, 605.3b: one chosen as the ability resolves) of "Add N mana in any
    combination of colors" (every multiset of N colours, "WW", "WU"...) or of "Add N mana of
    different colors" (every set of N distinct colours), in WUBRG order; None otherwise."""
    m = _COLOUR_COMBINATION.fullmatch(text.strip())
    if m is None:
        return None
    n = int_number(m["n"].lower())
    combine = itertools.combinations_with_replacement if m["any"] else itertools.combinations
    return tuple("".join(c) for c in combine("WUBRG", n))


def _looks_like_cost(text: str) -> bool:
    low = text.lower().strip()
    return "{" in text or low.split()[0] in (
        "sacrifice", "discard", "pay", "exile", "tap", "remove", "return", "put", "untap")


def _activated(cost_text: str, effect: str, b: Builder,
               failures: list[str] | None = None) -> Ability:
    cost = parse_cost(cost_text, b, variable_counters=True)
    produced = parse_mana_produced(effect.strip())
    text = effect.strip()
    text, sorcery, restrictions, any_player = _usage_sentences(text)
    text, spend = spending_restriction(text)  # CR 106.6: "Spend this mana only to ..."
    text, reduction = _cost_reduction_sentence(text, b)
    if any_player and (produced is not None or re.match(r"^add\b", text, re.IGNORECASE) or
                       any(isinstance(p, (SacrificeSelf, ExileSelf, ReturnSelf))
                           for p in cost.parts)):
        # a mana ability anyone activates; a permanent only its controller sacrifices (701.21a)
        raise NotUnderstood(f"{cost_text}: {effect}")
    by_x = any(isinstance(p, RemoveCountersCost) and p.count_is_x and
               p.text.lower().startswith("remove x ") for p in cost.parts)
    if by_x and not any_player and not re.match(r"^add\b", text, re.IGNORECASE) and \
            _counts_announced(text, cost):
        pass  # CR 601.2b, 107.3a: "Remove X counters": the X announced, the effect's X
    elif _any_number_kind(cost) is not None:  # CR 601.2b: read only as a counted mana ability
        if any_player or not re.match(r"^add\b", text, re.IGNORECASE):
            raise NotUnderstood(f"{cost_text}: {effect}")  # "that many" of it isn't read yet
        return _counted_mana_ability(cost_text, effect, cost, text, b, failures)
    if produced is None and re.match(r"^add\b", text, re.IGNORECASE) and re.search(
            r"\. if [^.]+, add [^.]+ instead\.?$", text, re.IGNORECASE):
        # CR 605.1a, 608.2c: "Add {G}. If ..., add {G}{G} instead.": which mana it adds is
        # decided as it resolves, at once (605.3a)
        return _counted_mana_ability(cost_text, effect, cost, text, b, failures)
    if produced is None and re.match(r"^add\b", text, re.IGNORECASE):
        extra = _mana_ability_with_effect(cost_text, effect, cost, text, b, failures)
        if extra is not None:
            return extra
    # CR 605.1, 602.5b: "Activate only once each turn." limits a mana ability as any other
    limited = text != effect.strip()
    if produced is None and limited:
        produced = parse_mana_produced(text)
    if spend is not None and produced is None and parse_mana_outputs(text) is None and \
            colour_combination_outputs(text) is None:
        raise NotUnderstood(f"{cost_text}: {effect}")  # restricted mana of several types
    if re.match(r"\s*add\b", effect, re.IGNORECASE) and re.search(
            r"activate only if there are \w+ or more [\w+/-]+ counters on", effect,
            re.IGNORECASE):
        # CR 602.5b, 605.3a: a mana ability asked of its source's counters is not yet
        # played in a test (Pyramid of the Pantheon): left unread
        raise NotUnderstood(f"{cost_text}: {effect}")
    if produced is not None:
        # CR 106.6: the restriction the mana carries, said with what the ability adds
        only = f"; {spend.text} (CR 106.6)" if spend is not None else ""
        b.trace.append(SentenceReport(text=effect, rule="mana ability", plugin="core",
                                      value=Log(f"add {produced[1]} of {'/'.join(produced[0])}"
                                                f"{only}")))
        return ActivatedAbility(cost=cost, effect=Mode(text=effect), mana=produced,
                                sorcery_speed=sorcery, restrictions=tuple(restrictions),
                                text=f"{cost_text}: {effect}", mana_restriction=spend)
    outputs = parse_mana_outputs(text if limited or spend else effect.strip())
    if outputs is None:
        outputs = colour_combination_outputs(text if limited or spend else effect.strip())
    if outputs is not None:  # CR 605.1a, 106.3: fixed mana of several types, a choice of outputs
        shown = " or ".join("".join(f"{{{c}}}" for c in out) for out in outputs)
        # CR 106.6: "Spend this mana only to cast legendary spells" (Great Hall of the Citadel)
        only = f"; {spend.text} (CR 106.6)" if spend is not None else ""
        b.trace.append(SentenceReport(text=effect, rule="mana ability outputs", plugin="core",
                                      value=Log(f"add {shown} (CR 605.1a, 106.3){only}")))
        return ActivatedAbility(cost=cost, effect=Mode(text=effect), outputs=outputs,
                                sorcery_speed=sorcery, restrictions=tuple(restrictions),
                                text=f"{cost_text}: {effect}", mana_restriction=spend)
    if re.match(r"^add\b|^for each color among permanents you control, add |^choose a color\. "
                r"add ", text, re.IGNORECASE):
        return _counted_mana_ability(cost_text, effect, cost, text, b, failures)
    b.zone_named = True  # "Return ~ from your graveyard ...": where it functions (113.6m)
    # CR 113.7, 602.1: "It gets +4/+4": nothing acted on yet, "it" is the object the ability
    # belongs to (a permanent's; read only where it functions on the battlefield, below)
    b.it_source, b.sourced_it, b.last, b.subject = b.is_permanent, False, None, None
    # CR 602.2b, 601.2b: X announced before targets; not an X the text defines itself (107.3c)
    b.activation_x = cost.has_x and re.search(r"\bwhere x is\b", text, re.IGNORECASE) is None
    removed = [p.kind for p in cost.parts if isinstance(p, RemoveCountersCost) and p.all_counters]
    if removed and (cost.has_x or re.search(r"\bx\b", text, re.IGNORECASE)):
        raise NotUnderstood(f"{cost_text}: {effect}")  # the ability's X is the number removed
    b.removed_kind = removed[0] if removed else None
    try:
        instructions = effect_instructions(text, b, failures=failures)
    finally:
        b.zone_named = b.it_source = b.activation_x = False
        b.removed_kind = None
    zones: tuple[str, ...] = ("battlefield",)
    named = [p.text.lower() for p in cost.parts if isinstance(p, ExileSelf)
             and not p.from_battlefield]
    if named:  # "Exile ~ from your graveyard": paid only there (CR 113.6m, 113.6j)
        zones = ("graveyard",) if "graveyard" in named[0] else ("hand",)
    elif any(isinstance(p, DiscardSelf) for p in cost.parts):
        zones = ("hand",)  # CR 113.6m: "Discard this card" moves it out of the hand (channel)
    if b.source_zone is not None:
        if any(isinstance(part, _SELF_PARTS) for part in cost.parts) or any_player:
            # {T}, "Sacrifice ~", counters on ~: paid on the battlefield; not read elsewhere
            raise NotUnderstood(f"{cost_text}: {effect}")
        zones = (b.source_zone,)
    if b.sourced_it and zones != ("battlefield",):
        raise NotUnderstood(f"{cost_text}: {effect}")  # "it" of a card in a hand or graveyard
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)
    return ActivatedAbility(cost=cost, effect=mode, sorcery_speed=sorcery,
                            restrictions=tuple(restrictions), any_player=any_player,
                            zones=zones, text=f"{cost_text}: {effect}",
                            cost_reduction=reduction)


#: "This ability costs {1} less to activate for each [count]." closing an activated ability.
_COSTS_LESS = LazyPattern(r"(?:^|(?<=\. ))this ability costs (?P<amount>\{\d+\}) less to "
                          r"activate for each (?P<what>[^.]+)\.?$", re.IGNORECASE)


def _cost_reduction_sentence(text: str,
                             b: Builder) -> tuple[str, ActivationCostReduction | None]:
    """The effect's text without a last sentence "This ability costs {1} less to activate for
    each legendary creature you control." and that reduction (CR 602.2b, 601.2f: the count
    read as any "for each", 609.3), None if there is none."""
    found = _COSTS_LESS.search(text)
    if found is None or found.start() == 0:
        return text, None
    reduction = ActivationCostReduction(amount=ManaCost.parse(found["amount"]),
                                        count=parse_count(found["what"], b),
                                        text=found.group(0).rstrip("."))
    return text[: found.start()].rstrip(), reduction


#: The cost parts paid with the source itself (tapping, sacrificing, discarding, exiling it,
#: its counters): an ability functioning in a graveyard with one is not read.
_SELF_PARTS = (TapSelf, UntapSelf, SacrificeSelf, RemoveCountersCost, DiscardSelf, ExileSelf,
               PutCountersOnSelf, ReturnSelf)

#: The restrictions of "Activate only [when]" (CR 602.5b), each a phrase that composes with
#: the others ("Activate only during your turn and only once each turn").
_ONLY = {"once each turn": ("once_each_turn",), "once": ("once",),
         "during your turn": ("your_turn",), "during your upkeep": ("your_upkeep",),
         "during your turn, before attackers are declared": ("your_turn", "before_attackers"),
         "during the declare attackers step": ("declare_attackers_step",),
         # CR 602.2, 605.3a: only with priority, so a mana ability never while a cost is paid
         "as an instant": ("as_instant",)}

#: A last sentence of the ability limiting who activates it or when (CR 602.2, 602.5b, 602.5d).
_USAGE = LazyPattern(r"(?:^|(?<=\. )|(?<=\.\" )|(?<=\.” ))(?:activate only (?P<parts>[^.]+)|"
                     r"(?P<any>any player may activate this ability)"
                     r"(?: but only (?P<any_only>[^.]+))?|activate no more than "
                     r"(?P<times>twice|three times) each turn)\.?$", re.IGNORECASE)


def _usage_sentences(text: str) -> tuple[str, bool, list[ActivationRestriction], bool]:
    """The effect's text without its last sentences saying who may activate the ability and
    when: "Activate only as a sorcery." (602.5d), "Activate only during your upkeep and only
    once each turn.", "Activate no more than twice each turn." (602.5b), "Any player may
    activate this ability." (602.2), in any order;
    returns (effect text, sorcery speed, restrictions, any player). A sentence with a phrase
    not known is left in the text (the effect's reader reports it)."""
    sorcery = False
    any_player = False
    found: list[ActivationRestriction] = []
    while True:
        m = _USAGE.search(text)
        if m is None:
            break
        said = m.group(0).strip()
        if m["any"]:
            if any_player:
                break
            if m["any_only"]:
                # "... but only as a sorcery" (Endbringer's Revel): each player's own main
                # phase with an empty stack (CR 602.2, 602.5d, 307.1); "... but only during
                # any upkeep step" (Infinite Hourglass, 602.5b): asked of the moment
                read = _activate_only(m["any_only"], said)
                if read is None:
                    break
                sorcery = sorcery or read[0]
                found[:0] = read[1]
            any_player = True
        elif m["times"]:
            # CR 602.5b: "Activate no more than twice each turn"
            times = 2 if m["times"].lower() == "twice" else 3
            found[:0] = [ActivationRestriction("times_each_turn", text=said, times=times)]
        else:
            read = _activate_only(m["parts"], said)
            if read is None:
                break
            only_sorcery, restrictions = read
            sorcery = sorcery or only_sorcery
            found[:0] = restrictions
        text = text[: m.start()].rstrip()
    return text, sorcery, found, any_player


def only_phrases(parts: str, text: str) -> tuple[bool, list[ActivationRestriction]] | None:
    """The phrases of "Activate only ..." or "Cast ~ only ..." joined by "and only" (CR
    602.5b, 601.3): (as a sorcery, restrictions), None if a phrase is not known."""
    return _activate_only(parts, text)


def _activate_only(parts: str, text: str) -> tuple[bool, list[ActivationRestriction]] | None:
    """"as a sorcery", "during your turn and only once each turn", "once each turn and only
    if ...", "if ... and only once": the phrases of "Activate only ..." joined by "and only"
    (602.5b, 602.5d); a condition is a phrase of :func:`player_condition` (asked of the
    activating player). ``None`` if a phrase is not known."""
    sorcery = False
    out: list[ActivationRestriction] = []
    for part in re.split(r" and only ", parts.strip()):
        low = part.lower()
        if low == "as a sorcery":
            sorcery = True
            continue
        if low in _ONLY:
            out.extend(ActivationRestriction(kind, text=text) for kind in _ONLY[low])
            continue
        of_source = _source_condition(low)
        if of_source is not None:
            out.append(ActivationRestriction("source_condition", text=text,
                                             of_source=worded(of_source, part)))
            continue
        condition = _activator_condition(low)
        if condition is None and low.startswith("if ") and " or if " in low:
            either = _either_condition(low)
            if either is None:
                return None
            out.append(either(text))
            continue
        if condition is None:
            return None
        out.append(ActivationRestriction("condition", text=text,
                                         condition=worded(condition, part)))
    return sorcery, out


def _activator_condition(low: str) -> Callable[[Game, int], bool] | None:
    """A phrase of "Activate only if [condition]" asked of the activating player (CR 602.5b,
    109.4), or a moment ("during ..."), None if not known."""
    condition = player_condition(low.removeprefix("if ")) if low.startswith("if ") \
        else timing_condition(low)
    if condition is None and low.startswith("if "):
        condition = _control_condition(low.removeprefix("if "))
    return condition


#: The words naming the ability's source in a condition of "Activate only if ...".
_SOURCE = r"(?:~|this (?:artifact|creature|enchantment|land|permanent))"


def _source_condition(low: str) -> Callable[[Game, int], bool] | None:
    """A phrase of "Activate only if [condition]" about the ability's source (CR 602.5b), asked
    of the game and the source as the ability is activated, None if not one."""
    if m := re.fullmatch(rf"if {_SOURCE}'s power is (\d+) or greater", low):
        return _power_at_least(int(m.group(1)))
    if m := re.fullmatch(rf"if {_SOURCE} is (attacking or blocking|attacking|blocking)", low):
        return _in_combat_as(m.group(1))
    if m := re.fullmatch(rf"if there are (\w+) or more ([\w+/-]+) counters on {_SOURCE}", low):
        return _counters_at_least(m.group(2), int_number(m.group(1)))
    if re.fullmatch(rf"if {_SOURCE} entered this turn", low):
        return _entered_this_turn
    return None


def _either_condition(low: str) -> Callable[[str], ActivationRestriction] | None:
    """"if this land entered this turn or if you control a basic land": two phrases of
    "Activate only if", one met being enough (CR 602.5b); at most one about the source and
    one about the activating player, None if either is not known."""
    first, _, second = low.partition(" or if ")
    second = f"if {second}"
    if " or if " in second:
        return None
    sourced = [c for c in (_source_condition(first), _source_condition(second)) if c]
    players = [c for c in (_activator_condition(first), _activator_condition(second)) if c]
    if len(sourced) != 1 or len(players) != 1:
        return None
    of_source, condition = sourced[0], players[0]
    worded(of_source, first if _source_condition(first) else second)
    worded(condition, second if _source_condition(first) else first)
    return lambda text: ActivationRestriction("either", text=text, condition=condition,
                                              of_source=of_source)


def _entered_this_turn(game: Game, source: int) -> bool:
    """CR 602.5b, 603.6a, 400.7: the source is an object the turn records entering the
    battlefield (one that left and came back is a new object)."""
    return any(oid == source for oid, _, _ in game.state.turn.records.entered)


def _power_at_least(least: int) -> Callable[[Game, int], bool]:
    """CR 602.5b, 208.1: the source's power, as the ability is activated, is ``least`` or
    more."""
    return lambda game, source: game.power(source) >= least


def _in_combat_as(role: str) -> Callable[[Game, int], bool]:
    """CR 602.5b, 506.4: the source is an attacking (508.1) / blocking (509.1) creature, or
    either, as the ability is activated."""
    attacking, blocking = "attacking" in role, "blocking" in role
    return lambda game, source: (attacking and game.is_attacking(source)) or (
        blocking and game.is_blocking(source))


def _counters_at_least(kind: str, least: int) -> Callable[[Game, int], bool]:
    """CR 602.5b, 122.1: the source has ``least`` or more ``kind`` counters on it as the
    ability is activated."""
    return lambda game, source: game.obj(source).counters.get(kind, 0) >= least


def _control_condition(text: str) -> Callable[[Game, int], bool] | None:
    """"you control three or more artifacts" (metalcraft, 207.2c) as a condition of
    "Activate only if" (602.5b), asked of the activating player (109.4); "another" names the
    source, which the restriction isn't given, so it is not read."""
    if re.search(r"\banother\b|\bother\b", text):
        return None
    controls = control_condition(text)
    if controls is None:
        return None
    return lambda game, you: controls(game, you, None)


def _trigger_condition(clause: str, b: Builder) -> Any:
    """The event clause of a triggered ability (CR 603.1): rules of kind ``"trigger"``. A
    refinement of the event a rule built without its own words is shown, by explain, as the
    clause it was read from."""
    found = match_sentence(clause, b, b.sentence_rules, kind="trigger")
    for condition in found if isinstance(found, tuple) else (found,):
        if isinstance(condition, TriggerCondition):
            for function in (condition.predicate, condition.intervening_if,
                             condition.intervening_if_event):
                if function is not None:
                    worded(function, condition.text or clause.strip())
    return found


#: "This ability triggers only once each turn." closing a triggered ability (CR 603.2; the
#: CR words speed's inherent ability so, 702.179d): a limit on that ability, not an effect.
_ONCE_EACH_TURN = LazyPattern(r"(?:^|(?<=\. ))this ability triggers only once each turn\.?$",
                              re.IGNORECASE)


def _once_each_turn(effect_text: str) -> tuple[str, str]:
    """The effect's text without a last sentence "This ability triggers only once each turn."
    and that sentence ("" if none; CR 603.2: the ability doesn't trigger again this turn)."""
    found = _ONCE_EACH_TURN.search(effect_text)
    if found is None or found.start() == 0:
        return effect_text, ""
    return effect_text[: found.start()].rstrip(), found.group(0).rstrip(".")



def _cast_spell_x(ctx: Context) -> int:
    """The X announced for the spell whose casting triggered the ability (CR 601.2b, 107.3);
    0 once the spell has left the stack (a new object, 400.7)."""
    obj = ctx.game.find(ctx.event.get("obj", -1))
    return (obj.spell.x or 0) if obj is not None and obj.spell is not None else 0


#: The events of "Whenever a [kind] enters / dies / attacks ..." whose ``obj`` is the object
#: of that kind (CR 603.2, 603.7c; a dying one the card it became, 400.7d).
_OBJECT_EVENTS = frozenset({"enters", "dies", "leaves", "attacks", "blocks", "becomes_blocked",
                            "tapped"})
#: The events of a player's action naming no object ("Whenever you scry / surveil / gain life /
#: lose life", CR 701.22, 701.25, 119.3): an "it" of their effect is never what they are about.
_PLAYER_EVENTS = frozenset({"scry", "surveil", "gain_life", "lose_life"})


def _triggered(m: re.Match[str], b: Builder, failures: list[str] | None = None) -> Ability:
    clause = m.group(2)
    effect_text, once_said = _once_each_turn(m.group(3))
    once = bool(once_said)
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
    b.trigger_zones = None
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
    if isinstance(condition, TriggerCondition) and condition.event == "step_begins":
        # CR 113.7, 603.2: no object is what "At the beginning of ..." is about, so a leading
        # "it" is the permanent the ability belongs to ("this creature's owner shuffles it")
        b.it_source, b.sourced_it, b.last, b.subject = b.is_permanent, False, None, None
    subject_it = False
    try:
        # CR 508.5: "defending player" of an attack trigger is fixed by its event
        events = condition if isinstance(condition, tuple) else (condition,)
        b.attack_trigger = all(isinstance(c, TriggerCondition) and c.event == "attacks"
                               for c in events)
        # CR 702.122b, 702.171c, 603.7c: "that Vehicle" / "that Mount" is the one the creature
        # of the event crewed / saddled
        b.crewed_ref = crewed_ref(events)
        # CR 106.12, 603.7c: "that land" is the permanent tapped for mana
        b.tapped_for_mana_trigger = all(isinstance(c, TriggerCondition) and
                                        c.event == TAPPED_FOR_MANA for c in events)
        # CR 603.7c: "that land" of a landfall trigger is the land that entered
        b.land_enters_trigger = all(isinstance(c, TriggerCondition) and c.event == "enters"
                                    and c.filter is not None and c.filter.types == ("Land",)
                                    for c in events)
        optional = False
        intervening = None
        mi = re.match(r"if (.+?), (.+)$", effect_text, re.IGNORECASE)
        in_graveyard = False
        if mi:
            # "if ~ is in your graveyard" (Genesis): true only there, so the ability
            # functions from its owner's graveyard (CR 113.6b, 603.4)
            in_graveyard = re.fullmatch(r"(?:~|this card|this creature) is in your graveyard",
                                        mi.group(1).strip(), re.IGNORECASE) is not None
            # CR 603.10a: "if it was ..." looks back only when each event is a leaving
            left = all(isinstance(c, TriggerCondition) and c.event in ("dies", "leaves")
                       for c in (condition if isinstance(condition, tuple) else (condition,)))
            intervening = _source_in_graveyard if in_graveyard else condition_of(
                mi.group(1), b, left=left)
            effect_text = mi.group(2)
            if not in_graveyard and b.it is None and re.match(SUBJECT_IS_A_KIND,
                                                                mi.group(1)):
                # "if ~ is an enchantment, it becomes ...": "it" is the clause's subject
                b.it = SourceRef()
                subject_it = True
            elif not in_graveyard and b.it is None and re.match(
                    SUBJECT_IS_TAPPED, mi.group(1)) and all(
                    isinstance(c, TriggerCondition) and c.event in _PLAYER_EVENTS
                    for c in events):
                # CR 603.4, 608.2c: "Whenever you scry, if ~ is tapped, you may untap it": the
                # event is a player's and names no object, so "it" is the clause's subject
                b.it = SourceRef()
                subject_it = True
            elif in_graveyard and b.it is None and _returns_itself_from_graveyard(
                    effect_text, events):
                # CR 113.6b, 603.4: "... if this card is in your graveyard, ... return it to
                # your hand": no event object, so "it" is the card in the graveyard
                b.it = SourceRef()
                subject_it = True
        if effect_text.lower().startswith("you may ") and not re.search(
                r"\. if you do(?:n't)?\b", effect_text, re.IGNORECASE) and not re.match(
                # CR 603.12: the payment is made on resolution, "when you do" reads it
                r"you may (?:(?:discard|sacrifice) an? [^.]+? or )?pay (?:\{[^.]*|\d+ life)\. "
                r"when you do\b", effect_text,
                re.IGNORECASE) and not re.search(
                # CR 608.2c: "you may A. Then if ..., B" (Gallifrey Stands): the later sentence
                # is an instruction of its own, followed whatever the choice of A was
                r"\.\s+then if\b", effect_text, re.IGNORECASE) and not re.search(
                # CR 118.12: that player chooses to pay first; only unpaid is the choice offered
                r"unless that player pays \{[^.]*\.?$", effect_text, re.IGNORECASE) and not \
                re.fullmatch(r"you may [^.]+ at the beginning of the next end step\.?",
                             effect_text, re.IGNORECASE) and not re.match(
                # CR 608.2d: "you may A, and you may B": two choices made as it resolves
                r"you may [^.]*, (?:then |and )?you may ", effect_text, re.IGNORECASE):
            # CR 603.7a: "you may return that card ... at the beginning of the next end step"
            # is chosen as that delayed ability resolves, not as this one creates it
            optional = True
            b.optional_effect = True
            effect_text = effect_text[len("you may "):]
        # CR 509.3c: "Whenever ~ becomes blocked" is the source's own attack too
        b.unblocked_trigger = all(isinstance(c, TriggerCondition) and (
            c.event == "attacks_unblocked" or (c.event == "becomes_blocked" and c.self_only))
            for c in events)
        # CR 603.10a: "When ~ dies": the source looked back on as it last existed
        b.left_trigger = all(isinstance(c, TriggerCondition) and c.self_only and
                             c.event in ("dies", "leaves") for c in events)
        # CR 603.7c: "that spell" of "Whenever you cast a ... spell" is the spell cast
        b.cast_trigger = all(isinstance(c, TriggerCondition) and c.event == "cast"
                             for c in events)
        # CR 603.7c: "that ability" of "Whenever you activate an ability" is the one activated
        b.activate_trigger = all(isinstance(c, TriggerCondition) and c.event == "activate"
                                 for c in events)
        # CR 603.7c: "that spell or ability" of "Whenever ~ becomes the target of a spell or
        # ability" is the one targeting it
        b.target_trigger = all(isinstance(c, TriggerCondition) and c.event == "becomes_target"
                               for c in events)
        # CR 603.7c: "that many" of "Whenever ~ deals combat damage to a player" is the damage
        b.damage_trigger = all(isinstance(c, TriggerCondition) and c.event in (
            "damage", "dealt_damage") for c in events)
        b.self_trigger = all(isinstance(c, TriggerCondition) and c.self_only and
                             c.event not in ("dies", "leaves") for c in events)
        b.object_event_trigger = all(
            isinstance(c, TriggerCondition) and not c.self_only and c.filter is not None
            and c.event in _OBJECT_EVENTS for c in events)
        b.attached_trigger = re.match(r"(?:enchanted|equipped) (?:creature|permanent|artifact|"
                                      r"land|plains|island|swamp|mountain|forest) ", clause_text,
                                      re.IGNORECASE) is not None
        b.aura_left = b.attached_trigger and clause_text.lower().startswith("enchanted ") and \
            all(isinstance(c, TriggerCondition) and c.event in ("dies", "leaves")
                for c in events) and _AURA_RETURNS.search(effect_text) is not None
        b.self_left = all(isinstance(c, TriggerCondition) and c.self_only
                          and c.event in ("dies", "leaves") for c in events) and \
            0 < len(_SELF_MOVED.findall(effect_text)) == effect_text.count("~")
        b.zone_named = True  # "you may return ~ from your graveyard ...": 113.6m, below
        with x_means(Count("X", _cast_spell_x)) if b.cast_trigger and x_meaning() is None \
                else nullcontext():
            # CR 107.3, 603.7c: "X" of a trigger on casting a spell is that spell's X (Zaxara)
            unbound = len(b.unbound)
            instructions = effect_instructions(effect_text, b, failures=failures)
        if len(b.unbound) > unbound and any(
                isinstance(c, TriggerCondition) and c.text.lower().startswith("~ or equipped")
                for c in events):
            # CR 603.2: "it" of "~ or equipped creature deals ..." may be either (the source
            # or the creature dealing the damage): not read
            raise NotUnderstood(f"{m.group(1)} {clause}")
        if len(b.unbound) > unbound and all(
                isinstance(c, TriggerCondition) and c.event in _PLAYER_EVENTS for c in events):
            # CR 603.2, 608.2c: a player's scry, surveil or life change names no object: an
            # "it" nothing before it binds would name nothing, not read
            raise NotUnderstood(f"{m.group(1)} {clause}")
        if re.search(r"\bthat many\b", effect_text, re.IGNORECASE) and any(
                isinstance(c, TriggerCondition) and c.event in ("cards_milled", "creatures_die")
                and c.predicate is not None for c in events):
            # CR 701.17d, 603.2c: "that many" of "one or more nonland cards are milled" / "other
            # creatures you control die" counts those only, the event's amount all: not read
            raise NotUnderstood(f"{m.group(1)} {clause}")
    finally:
        if subject_it:
            b.it = None
        b.it_source = False
        b.attack_trigger = False
        b.crewed_ref = ""
        b.tapped_for_mana_trigger = False
        b.land_enters_trigger = False
        b.unblocked_trigger = False
        b.left_trigger = False
        b.cast_trigger = False
        b.activate_trigger = False
        b.target_trigger = False
        b.damage_trigger = False
        b.self_trigger = False
        b.object_event_trigger = False
        b.attached_trigger = False
        b.aura_left = False
        b.self_left = False
        b.attacking_player_trigger = False
        b.optional_effect = False
        b.zone_named = False
    zones: tuple[str, ...] = ("battlefield",)
    if b.trigger_zones is not None:
        # CR 113.6: the event says where the ability functions; no intervening "if" about ~
        # there, nor an effect naming the zone of ~, is read with it
        if in_graveyard or b.source_zone is not None:
            raise NotUnderstood(f"{m.group(1)} {clause}")
        zones, b.trigger_zones = b.trigger_zones, None
    elif in_graveyard:
        # an event about ~ itself, or an effect naming ~ ("return it / this card to your
        # hand": the card in the graveyard, which the effect's references don't reach)
        if b.source_zone is not None or any(not isinstance(c, TriggerCondition) or c.self_only
                                            for c in events) or (
                re.search(r"~|\b(?:it|its|this card|this creature)\b", effect_text,
                          re.IGNORECASE) and not _returns_itself_from_graveyard(effect_text,
                                                                                events)):
            raise NotUnderstood(f"{m.group(1)} {clause}")
        zones = ("graveyard",)
    elif b.source_zone is not None:
        # CR 113.6m: an effect moving ~ out of its graveyard functions only there; not read
        # when the event is about ~ itself or what it enchants (it may be what put ~ there)
        if b.source_zone != "graveyard" or b.sourced_it or intervening is not None or any(
                not isinstance(c, TriggerCondition) or c.self_only or
                re.search(r"\b(?:enchanted|equipped)\b", c.text, re.IGNORECASE)
                for c in events):
            raise NotUnderstood(f"{m.group(1)} {clause}")
        zones = ("graveyard",)
    if intervening is not None:
        # CR 603.4: checked when the event happens and again on resolution
        instructions = [InterveningIf(condition=intervening, then=tuple(instructions),
                                      text=mi.group(1) if mi else "")]
        condition = _checked_as_it_triggers(condition, intervening)
    if any(isinstance(c, TriggerCondition) and c.event == TAPPED_FOR_MANA for c in events) \
            and re.search(r"\badds?\b", effect_text, re.IGNORECASE):
        # CR 605.1b: a "tapped for mana" trigger adding mana is a mana ability, without the
        # stack: only the wordings of the rule "tap for mana add" read it
        raise NotUnderstood(f"{m.group(1)} {clause}")
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=effect_text)
    text = m.group(0)
    if once:
        b.trace.append(SentenceReport(text=once_said, rule="triggers only once each turn",
                                      plugin="core",
                                      value=Log("triggers at most once each turn for this "
                                                "object (CR 603.2, 400.7)")))
    if isinstance(condition, tuple):
        # one ability with several events: one limit, kept under the same text (CR 603.2)
        return _MultiTrigger(
            abilities=tuple(TriggeredAbility(trigger=c, effect=mode, optional=optional, text=text,
                                             once_each_turn=once, zones=zones)
                            for c in condition), text=text)
    return TriggeredAbility(trigger=condition, effect=mode, optional=optional, text=text,
                            once_each_turn=once, zones=zones)


#: "you may pay {B}{B}{B}. If you do, return it to your hand": the only words naming the card
#: of an ability of "At the beginning of ..., if this card is in your graveyard" (Ghastly Remains)
_RETURN_ITSELF = re.compile(
    r"you may pay (?:(?:\{(?:\d+|[WUBRGC])\})+|\d+ life)\. if you do, return (?:it|this card) to "
    r"your hand", re.IGNORECASE)


#: "return this card [from your graveyard] to its owner's hand": what an Aura's ability on
#: what it enchanted leaving reads of the Aura in its owner's graveyard (CR 400.7f)
_AURA_RETURNS = re.compile(r"\breturn ~(?: from your graveyard)? to (?:its owner's|your) hand|"
                           r"\breturn ~ from your graveyard to the battlefield\b")


#: "return ~ to its owner's hand", "exile ~", "shuffle ~ into your library": the card moved by
#: an ability triggered by its own leaving the battlefield, found where it went (CR 400.7e)
_SELF_MOVED = re.compile(r"\b(?:return|exile|shuffle|put) ~(?= (?:to|into|on|onto)\b|[.,]|$)",
                         re.IGNORECASE)


def _returns_itself_from_graveyard(effect_text: str, events: tuple[Any, ...]) -> bool:
    """Is the effect of a step trigger (no event object: "it" can only be the card, CR 603.2)
    a payment, then "return it to your hand" (the card in its owner's graveyard, 113.6b)?"""
    return _RETURN_ITSELF.fullmatch(effect_text.rstrip(".")) is not None and all(
        isinstance(c, TriggerCondition) and c.event == "step_begins" for c in events)


def _source_in_graveyard(ctx: Context) -> bool:
    """"if ~ is in your graveyard": the card is in its owner's graveyard now (CR 404.1, 603.4;
    one that left and came back is a new object, 400.7)."""
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    return obj is not None and obj.zone is Zone.GRAVEYARD


@frozen
class InterveningIf(Conditional):
    """A triggered ability's intervening "if" clause (CR 603.4), as it is checked on resolution
    (the trigger condition checks it as the event happens: :func:`_checked_as_it_triggers`);
    it does what a :class:`~manastack.api.Conditional` does, named apart for ``explain``."""

    #: CR 603.4: the condition is the trigger's too (``explain`` shows it on the trigger)
    intervening: ClassVar[bool] = True


def _checked_as_it_triggers(condition: Any, check: Callable[[Context], bool]) -> Any:
    """CR 603.4: an intervening "if" clause is also checked as the event happens: the
    ability doesn't trigger if it is false then ("it" is what the event is about)."""
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
