"""What the reader's sentence modules share; it registers no rule.

* :func:`rule`: :func:`~manastack_grammar.registration.sentence` at the base grammar's
  priority (:data:`BASE_PRIORITY`, two below the default): the general readings ("Destroy
  [anything]", "[who] gains N life"), tried after the precise forms of the same words, which
  sit at the default priority or at :data:`SPECIFIC_PRIORITY`;
* readers of sentence parts: the subject left out ("Draw a card": you,
  :func:`subject_or_you`), "N ... for each [thing]" (:func:`for_each_amount`, CR 107.3c),
  P/T changes (:data:`PT`, :func:`pt_amount`), a pronoun that needs something before it to
  name (:func:`strict_ref`);
* builders: a static ability of one effect (:func:`static_ability`, CR 604), a reflexive
  triggered ability, "When you do, ..." (:func:`reflexive`, CR 603.12).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from manastack.api import (
    YOU,
    AddAbilities,
    AddTypes,
    Amount,
    Conditional,
    Count,
    CreateToken,
    EventRef,
    Instruction,
    MayDo,
    Mode,
    ObjectFilter,
    Ref,
    ReflexiveTrigger,
    SetColors,
    SetPT,
    SetTypes,
    StaticAbility,
    StaticEffect,
    TargetRef,
    Zone,
    amount,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.conditions import condition_of
from manastack_grammar.phrases.filters import COLOR_LETTERS, subtype
from manastack_grammar.phrases.numbers import int_number, parse_count, x_meaning
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import COMPOSITE_PRIORITY, NotUnderstood, SentenceRule, sentence
from manastack_grammar.results import SentenceResult

#: The base grammar's rules (made with :func:`rule`) sit two steps below the default priority:
#: a rule of the reader or of a plugin giving a more specific reading of the same words at
#: the default priority is tried first.
BASE_PRIORITY = -2


def rule(name: str, pattern: str, kind: str = "effect", priority: int = 0) -> Callable[
        [Callable[[re.Match[str], Builder], SentenceResult]], SentenceRule]:
    """:func:`~manastack_grammar.registration.sentence` at the base grammar's priority
    (composite rules, at or below ``COMPOSITE_PRIORITY``, keep theirs)."""
    return sentence(name, pattern, kind, priority + BASE_PRIORITY if priority > COMPOSITE_PRIORITY
                    else priority)


#: A power/toughness change, "+1/+1", "-X/-0" (CR 613.4c): the two signed numbers.
PT = r"([+-](?:\d+|x))/([+-](?:\d+|x))"


def pt_amount(text: str) -> int:
    """"+2" -> 2, "-1" -> -1."""
    return int(text.replace("+", ""))


def subject_or_you(phrase: str | None, b: Builder, verb: str = "") -> Ref:
    """The subject of a sentence; none written means "you" (an imperative, "Draw a card").

    A verb in the third person ("draws", "scries") with no subject is a clause whose
    subject was left out ("..., then draws that many cards"): not an imperative.
    """
    if phrase is None or not phrase.strip():
        if verb.lower().endswith("s"):
            raise NotUnderstood(verb)
        return YOU
    return b.ref(phrase)


def for_each_amount(base: Amount, each: str | None, b: Builder) -> Amount:
    """"N ... for each [thing]": N times the count of things (CR 107.3c)."""
    if not each:
        return base
    count = parse_count(each, b)
    if isinstance(base, int):
        return Count(f"{base} for each {count}", count.function, factor=base)
    return Count(f"X for each {count}", lambda ctx: amount(base, ctx) * count(ctx))


#: Precise forms tried before the generic ones of the default priority and the base grammar
#: ("gain N life" with its subject left out, "gain control of", "prevent ...").
SPECIFIC_PRIORITY = 5


#: Every zone: where a static ability of a card in any zone applies (CR 113.6).
ALL_ZONES = tuple(Zone)


def static_ability(parts: tuple[Any, ...], flt: ObjectFilter | None, text: str, *,
                   self_only: bool = False, zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
                   ) -> StaticAbility:
    """A static ability of one effect (CR 604.1): ``parts`` applied to what ``flt`` matches
    (or to the permanent itself, ``self_only``) while the card is in one of ``zones``."""
    return StaticAbility(effects=(StaticEffect(parts=parts, filter=flt, self_only=self_only,
                                               zones=zones, text=text),), text=text)


#: The kind of a counter in a pattern: "+1/+1", "-1/-1", "lore", "time"... (CR 122.1).
COUNTER_KIND = r"[+-]1/[+-]1|[\w-]+"


def reflexive(text: str, b: Builder, label: str,
              after: Instruction | None = None) -> ReflexiveTrigger:
    """The reflexive ability "When you do, [text]": its own targets (a fresh builder), an
    optional intervening "if [condition], ..." (checked then and on resolution, 603.4). It
    triggers with the event of the ability that created it, so "that player" is still that
    event's player (603.12: "Whenever ~ deals combat damage to a player, ... When you do,
    exile target artifact that player controls"). ``after``: the action it follows, whose
    object "that creature" may name ("you may sacrifice another creature. When you do, ~
    deals damage equal to that creature's power", 608.2h)."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    inner.that_player = b.that_player
    # CR 603.12, 508.5: it triggers with the attack trigger's event, whose defending player
    # is fixed ("When you do, ... fights up to one target creature defending player controls")
    inner.attack_trigger = b.attack_trigger
    inner.reflexive_after = after.then[-1] if isinstance(after, MayDo) and after.then else after
    if isinstance(inner.reflexive_after, CreateToken) and \
            inner.reflexive_after.attached_to is not None:
        # CR 603.12, 608.2c: after "create a Role token attached to target creature", "that
        # creature" is the creature the token was attached to (the event's "host"), not the token
        inner.it = EventRef("host")
    condition = None
    body = text
    mi = re.fullmatch(r"if (?P<cond>.+?), (?P<rest>.+)", text, re.IGNORECASE | re.DOTALL)
    if mi:
        condition = condition_of(mi["cond"], inner)
        body = mi["rest"]
    instructions = tuple(inner.effect(body))
    if condition is not None:
        instructions = (Conditional(condition=condition, then=instructions,
                                       text=mi["cond"] if mi else ""),)
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=instructions, targets=tuple(inner.targets), text=body)
    return ReflexiveTrigger(effect=mode, condition=condition, text=label)


def strict_ref(phrase: str, b: Builder) -> Ref:
    """``b.ref(phrase)``, refusing "it"/"those creatures" with nothing before it to name (in a
    triggered ability that would be the triggering object, which these rules don't read) or
    named inside an "If ..." just before (they are only the objects it acted on if it did)."""
    pronoun = phrase.lower() in ("it", "that creature", "that permanent", "that land", "them",
                                 "they", "those creatures", "those permanents")
    if pronoun and (b.it is None or isinstance(b.last, Conditional)):
        raise NotUnderstood(phrase)
    return b.ref(phrase)


#: "divided as you choose among one or two targets": at most how many targets (CR 601.2d)
DIVIDED_AMONG = r"one or two|one, two, or three|any number of|up to (?:two|three|four)"
_AT_MOST = {"one or two": 2, "one, two, or three": 3, "any number of": 1000, "up to two": 2,
            "up to three": 3, "up to four": 4}


def divided_amount(word: str, sentence: str) -> int | str:
    """The amount divided (CR 601.2d): a number, or "x" for the X announced (107.3a); an X
    that ", where X is ..." defines is counted as it is announced, which isn't read."""
    if word.lower() != "x":
        return int_number(word)
    if x_meaning() is not None:
        raise NotUnderstood(sentence)
    return "x"


def divided_targets(how: str, what: str, sentence: str, b: Builder) -> TargetRef:
    """The one instance of "target" an amount is divided among (CR 601.2d, 115.1): "among
    one, two, or three targets" (any target), "among any number of target creatures [you
    control]" (the plural read as "any number of target ..."), at least one target; "among up
    to two target creatures": none, one or two."""
    how, what = how.lower(), what.lower()
    least = 0 if how.startswith("up to") else 1  # "up to": no target at all may be chosen
    if what == "targets":
        spec = attrs.evolve(parse_target("any target"), min=least, max=_AT_MOST[how],
                            text=f"{how} targets")
    else:
        plural = parse_target(f"any number of {what}")
        if plural.players is not None or plural.also or plural.per_x or \
                plural.zone is not Zone.BATTLEFIELD:
            raise NotUnderstood(sentence)
        spec = attrs.evolve(plural, min=least, max=_AT_MOST[how], text=f"{how} {what}")
    return b.target(spec)


_CARD_TYPE_WORDS = {"creature": "Creature", "artifact": "Artifact", "land": "Land",
                    "enchantment": "Enchantment"}


def is_a_parts(desc: str, keep: str, b: Builder, text: str) -> list[Any]:
    """The phrase "is a [N/N] [colours] [subtypes] [card types] [with base power and toughness
    N/N] [with abilities]" of a static ability, ``keep`` the words that retain what the object
    had ("in addition to its other (colors and) types", "still a land"). Without them the
    card types and the subtypes of each named category are replaced (CR 205.1a), with them
    all are kept (205.1b); colours are set (105.3) unless "its other colors" keeps them;
    abilities are gained (layer 6, 613.1f); base P/T set in layer 7b (613.4b). Layer 4 types,
    5 colours (613.1d-e)."""
    m = re.fullmatch(r"an? (?:(?P<p>\d+)/(?P<t>\d+) )?(?P<words>[\w -]+?)"
                     r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
                     r"(?: with (?P<kw>.+))?", desc, re.IGNORECASE)
    if m is None or (m["p"] and m["bp"]):
        raise NotUnderstood(text)
    colors: list[str] = []
    subtypes: list[str] = []
    card_types: list[str] = []
    for w in m["words"].split():
        low = w.lower()
        if low in COLOR_LETTERS and not subtypes and not card_types:
            colors.append(COLOR_LETTERS[low])
        elif low == "and" and colors and not subtypes and not card_types:
            continue
        elif low in _CARD_TYPE_WORDS:
            card_types.append(_CARD_TYPE_WORDS[low])
        elif subtype(w) and not card_types:
            subtypes.append(subtype(w))
        else:
            raise NotUnderstood(text)
    keep_low = keep.lower()
    if (not subtypes and not card_types) or (card_types and "creature types" in keep_low):
        raise NotUnderstood(text)
    if not keep and len(card_types) > 1:
        raise NotUnderstood(text)  # "is an artifact creature" keeps types (205.1b): not read
    parts: list[Any] = []
    if keep:  # CR 205.1b: every prior type stays
        parts.append(AddTypes(card_types=tuple(card_types), subtypes=tuple(subtypes)))
    else:  # CR 205.1a
        parts.append(SetTypes(card_types=tuple(card_types) or None,
                              subtypes=tuple(subtypes) or None))
    if colors:  # CR 105.3, layer 5
        parts.append(SetColors(tuple(colors), add="colors" in keep_low))
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    p, t = m["p"] or m["bp"], m["t"] or m["bt"]
    if p is not None and t is not None:
        parts.append(SetPT(int(p), int(t)))
    return parts
