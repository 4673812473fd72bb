"""Kernel grammar: sentence forms of the overload and escalate cards, in general wording.

Overload changes "target" to "each" (CR 702.96a), so every sentence below is
written for both its "target ..." and its "each ..." form; escalate's modal
cards add a few modes. Each form is generic Oracle wording that other cards
share (Wheel of Fortune's "discards all the cards in their hand, then draws that
many cards", Path to Exile's "its controller searches their library for a basic
land card"...). Duress's "reveals their hand. You choose a ... card from it. That
player discards that card." is the base grammar's (manastack.sentences).

Forms (rule numbers of what they do):

- "[player] discards all the cards in their hand, then draws that many cards."
- "Creatures target player controls gain [keywords] / get +N/+N until end of
  turn." (611.2c: the set is locked as the effect begins)
- "Counter target spell you don't control." (701.6a; "each" is kernel grammar)
- "Destroy [what]. A creature destroyed this way can't be regenerated." (701.19c)
- "[what] that is snow or could produce {C}" (205.4a, 106.7)
- "Until end of turn, [what] becomes a [colours] [type] with base power and
  toughness N/M[, loses all abilities, and gains [keywords]]" (613.1d-f, 613.4b)
- "Put N +1/+1 counters on each artifact that became a creature this way." (after
  manastack.sentences_effects' "becomes a N/M artifact creature", 205.1b)
- "Put a +1/+1 counter on [what], then double the number of +1/+1 counters on
  each creature that had a +1/+1 counter put on it this way." (701.10e)
- "Exile [what]. For each creature exiled this way, its controller searches
  their library for a basic land card. Those players put those cards onto the
  battlefield tapped, then shuffle." (701.23, 701.24)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from manastack.api import (
    YOU,
    ActivatedAbility,
    Destroy,
    DiscardHandThenDraw,
    Each,
    ExileForLands,
    GameObject,
    Instruction,
    ItRef,
    Mode,
    ObjectFilter,
    PutCounters,
    PutCountersThenDouble,
    Ref,
    TargetSpec,
)
from manastack_grammar.abilities import _SpellText
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import filter_kwargs, parse_filter
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult

_PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"


# --------------------------------------------------------------------------
# Phrases
# --------------------------------------------------------------------------


def _could_produce(colour: str) -> Callable[[Any, GameObject], bool]:
    """"could produce {C}" (CR 106.7): one of its mana abilities adds that type of mana."""

    def check(game: Any, obj: GameObject) -> bool:
        for ability in game.chars(obj.id).abilities:
            if isinstance(ability, ActivatedAbility) and ability.mana is not None and \
                    colour in ability.mana[0]:
                return True
        return False

    return check


def _is_snow(game: Any, obj: GameObject) -> bool:
    return bool(game.chars(obj.id).type_line.has_supertype("Snow"))


_QUALITY = re.compile(r"(.+?) that (?:is|could) (.+)")


def qualified_filter(phrase: str) -> ObjectFilter:
    """"land that is snow or could produce {C}": a filter plus "that is/could" qualities."""
    m = _QUALITY.fullmatch(phrase.strip())
    if m is None:
        return parse_filter(phrase)
    base = parse_filter(m.group(1))
    tests: list[Callable[[Any, GameObject], bool]] = []
    rest = m.group(0)[len(m.group(1)) + len(" that "):]
    for clause in re.split(r"\s+or\s+", rest):
        c = clause.strip().lower().removeprefix("is ")
        if c == "snow":
            tests.append(_is_snow)
        elif (mm := re.fullmatch(r"could produce \{([wubrgc])\}", c)) is not None:
            tests.append(_could_produce(mm.group(1).upper()))
        else:
            raise NotUnderstood(phrase)

    def predicate(game: Any, obj: GameObject) -> bool:
        return any(t(game, obj) for t in tests)

    kwargs = filter_kwargs(base)
    kwargs.update(predicate=predicate, text=phrase.strip())
    if not (base.types or base.any_types):
        kwargs["types"] = ("Permanent",)
    return ObjectFilter(**kwargs)


def qualified_ref(phrase: str, b: Builder) -> Ref:
    """"target/each [filter] that is ..." as a target or an "each" reference."""
    low = phrase.strip().lower()
    if low.startswith("target "):
        return b.target(TargetSpec(objects=qualified_filter(low[len("target "):]),
                                   text=phrase.strip()))
    if low.startswith("each "):
        return Each(qualified_filter(low[len("each "):]))
    raise NotUnderstood(phrase)


# --------------------------------------------------------------------------
# Sentences (effects)
# --------------------------------------------------------------------------


@sentence("discard hand then draw that many",
          r"(?:(?P<who>.+?) )?discards? all the cards in (?:their|your) hand,? then draws? that "
          r"many cards")
def _wheel(m: re.Match[str], b: Builder) -> SentenceResult:
    who = b.ref(m["who"]) if m["who"] else YOU
    return DiscardHandThenDraw(who, text=m.group(0))


@sentence("destroy that is",
          r"destroy (?P<what>(?:target|each) .+? that (?:is|could) .+)", priority=1)
def _destroy_qualified(m: re.Match[str], b: Builder) -> SentenceResult:
    return Destroy(qualified_ref(m["what"], b), text=m.group(0))


@sentence("counters on each that became a creature",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on each (?:\w+ )?that "
          r"became a creature this way")
def _counters_on_those(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutCounters(m["kind"], int_number(m["n"]), ItRef(), text=m.group(0))


@sentence("counters then double",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on (?P<what>.+?), then double "
          r"the number of (?P<kind2>[+-]1/[+-]1|\w+) counters on each creature that had an? "
          r"(?P<kind3>[+-]1/[+-]1|\w+) counters? put on it this way")
def _counters_double(m: re.Match[str], b: Builder) -> SentenceResult:
    if not m["kind"] == m["kind2"] == m["kind3"]:
        raise NotUnderstood(m.group(0))
    return PutCountersThenDouble(m["kind"], int_number(m["n"]), b.ref(m["what"]),
                                 text=m.group(0))


# --------------------------------------------------------------------------
# Whole lines whose sentences depend on each other (recognised as spell text)
# --------------------------------------------------------------------------


def _spell_line(instructions: Sequence[Instruction], b: Builder, text: str) -> _SpellText:
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)
    return _SpellText(mode=mode, text=text)


@sentence("exile, controller searches for a basic land",
          r"exile (?P<what>.+?)\. for each creature exiled this way, its controller searches "
          r"their library for a basic land card\. those players put those cards onto the "
          r"battlefield tapped, then shuffle", kind="ability", priority=1)
def _exile_for_lands(m: re.Match[str], b: Builder) -> SentenceResult:
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    return _spell_line([ExileForLands(b.ref(m["what"]), text=m.group(0))], b, m.group(0))
