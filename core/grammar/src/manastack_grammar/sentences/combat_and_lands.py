"""Kernel sentences that cards of the haste and earthbend plugins use but that are
about no keyword: additional combat phases, conditional statics, "enters tapped
unless", triggered mana abilities.

Each rule is a :class:`~manastack.oracle.SentenceRule` of the kernel grammar
(registered with :func:`manastack.oracle.sentence`), so every card with the same
wording benefits, whatever plugins are enabled.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    AddAbilities,
    AdditionalCombat,
    AddTypes,
    DefinePTStructural,
    EntersWith,
    GameObject,
    ObjectFilter,
    RestrictAddedCombat,
    StaticAbility,
    StaticEffect,
    Step,
    TriggerCondition,
    TriggeredManaAbility,
    Zone,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import SentenceResult

if TYPE_CHECKING:
    from manastack.api import Game, ZoneMove


@sentence("additional combat", r"after this phase, there is an additional combat phase")
def _additional_combat(m: re.Match[str], b: Builder) -> SentenceResult:
    return AdditionalCombat(text=m.group(0))


@sentence("only can attack", r"only (?P<what>.+?) can attack during that combat phase")
def _only_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    return RestrictAddedCombat(parse_filter(m["what"]), text=m.group(0))


# --------------------------------------------------------------------------
# Triggers
# --------------------------------------------------------------------------


@sentence("beginning of combat on your turn", r"the beginning of combat on your turn",
          kind="trigger")
def _combat_on_your_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    # CR 507.1, 603.2: the beginning of combat step of its controller's turn
    return TriggerCondition("step_begins", step=Step.BEGIN_COMBAT, whose="you",
                            text=m.group(0))


# --------------------------------------------------------------------------
# Static abilities (CR 604, 611.3)
# --------------------------------------------------------------------------


def _on_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player == obj.controller


@sentence("during your turn has", r"during your turn, ~ has (?P<kw>.+)", kind="ability")
def _during_your_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    return StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities(keyword_list(m["kw"], b)),), self_only=True,
        condition=_on_your_turn, text=m.group(0)),), text=m.group(0))


_TYPE_WORDS = {"lands": "Land", "land": "Land", "artifacts": "Artifact", "artifact": "Artifact",
               "creatures": "Creature", "creature": "Creature", "enchantments": "Enchantment",
               "enchantment": "Enchantment"}


@sentence("are type in addition",
          r"(?P<who>.+?) you control (?:are|is) (?:an? )?(?P<type>\w+) in addition to their "
          r"other types", kind="ability")
def _are_also(m: re.Match[str], b: Builder) -> SentenceResult:
    card_type = _TYPE_WORDS.get(m["type"].lower())
    if card_type is None:
        raise NotUnderstood(m.group(0))
    # CR 205.1b, 613.1d: a type-changing static in layer 4, to whatever fits (611.3a)
    return StaticAbility(effects=(StaticEffect(
        parts=(AddTypes(card_types=(card_type,)),), filter=parse_filter(m["who"] + " you control"),
        text=m.group(0)),), text=m.group(0))


def _counters_on_printed(kind: str, card_type: str) -> Any:
    """A CDA's count of ``kind`` counters on permanents of ``card_type`` its controller
    controls. Computed inside the layer pass (613.4a), so it reads the printed type lines
    and the objects' own controllers (not effects that would change them)."""

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        total = sum(o.counter(kind) for o in game.objects_in(Zone.BATTLEFIELD)
                    if o.controller == obj.controller and o.card.type_line.has_type(card_type))
        printed = game.rules.printed(obj.card)
        return total, printed.toughness or 0

    return compute


@sentence("power equal to counters on",
          r"~'s power is equal to the number of (?P<kind>\+1/\+1|-1/-1|\w+) counters on "
          r"(?P<what>lands|creatures|artifacts) you control", kind="ability")
def _power_from_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    # CR 604.3, 613.4a: a characteristic-defining ability, layer 7a; it counts counters
    # on battlefield objects only: a structural read, the cached pass stays valid
    compute = _counters_on_printed(m["kind"], _TYPE_WORDS[m["what"]])
    effect = StaticEffect(parts=(DefinePTStructural(compute),), self_only=True, text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


# --------------------------------------------------------------------------
# "Enters tapped unless" (CR 614.1d)
# --------------------------------------------------------------------------


def _basic_aware_filter(phrase: str) -> ObjectFilter:
    """"a basic land", "a Mountain": parse_filter plus the supertype "basic"."""
    words = re.sub(r"^(a|an) ", "", phrase.strip().lower())
    basic = words.startswith("basic ")
    flt = parse_filter(words.removeprefix("basic "))
    return attrs.evolve(flt, supertypes=("Basic",)) if basic else flt


@sentence("enters tapped unless", r"~ enters tapped unless you control (?P<what>an? .+)",
          kind="ability")
def _enters_tapped_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = _basic_aware_filter(m["what"])

    def controls(game: Game, move: ZoneMove) -> bool:
        player = move.controller if move.controller is not None else move.obj.owner
        return any(flt.matches(game, o, player=player) for o in game.battlefield(player))

    return EntersWith(tapped=True, unless=controls, text=m.group(0))


# --------------------------------------------------------------------------
# Triggered mana abilities (CR 605.1b, 106.12)
# --------------------------------------------------------------------------


@sentence("tap for mana add", r"whenever you tap an? (?P<what>.+?) for mana, add an additional "
          r"(?P<mana>(?:\{[WUBRGC]\})+)", kind="ability")
def _mana_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"])
    colors = tuple(re.findall(r"\{([WUBRGC])\}", m["mana"].upper()))
    if not colors:
        raise NotUnderstood(m.group(0))
    return TriggeredManaAbility(filter=flt, adds=colors, text=m.group(0))
