"""Kernel sentences for continuous effects, zone replacements, prevention and rule
effects (the grammar of :mod:`manastack.oracle`, extended).

Each rule turns one Oracle sentence into values of :mod:`manastack.effects`
or a static ability made of :mod:`manastack.layers` modifications:

- "Gain control of target creature [until end of turn]" (layer 2, 613.1b);
- "[Until end of turn,] target land becomes a 3/3 Elemental creature [with
  haste] [that's still a land | in addition to its other types]" (layers 4,
  5, 6, 7b; 205.1);
- "Target creature has base power and toughness 1/1 until end of turn",
  "loses all abilities", "switch ...'s power and toughness" (6, 7b, 7d);
- "Prevent the next N damage that would be dealt to any target this turn",
  "Prevent all [combat] damage that would be dealt [to X] this turn" (615); "Damage can't
  be prevented [this turn]" (615.12);
- "If target creature would die this turn, exile it instead" (614.1a);
- "Target creature can't block this turn", "Creatures can't block this turn", "...
  attacks this turn if able", "~ can't block", "Enchanted creature can't attack or
  block" (508.1c-d, 509.1b, 611.2c): the kernel's one representation of combat
  restrictions, :class:`~manastack.layers.Restriction` effects (temporary ones with a
  duration; printed ones from a static ability);
- "Create a token that's a copy of target creature" (707, 111.12);
- "Remove N [kind] counters from ...";
- statics: "Creatures your opponents control get -1/-1", Humility's "All
  creatures lose all abilities and have base power and toughness 1/1",
  Opalescence's "Each other non-Aura enchantment is a creature in addition
  to its other types and has base power and toughness each equal to its mana
  value", "[Walls] can attack as though they didn't have defender" (609.4),
  "You may cast creature spells as though they had flash", "You have
  hexproof" (613.10), Leyline of the Void's "If a card would be put into an
  opponent's graveyard from anywhere, exile it instead".
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from manastack.api import (
    YOU,
    AddAbilities,
    AddTypes,
    Amount,
    ApplyEffect,
    ApplyRule,
    AsThough,
    AttachedFilter,
    Characteristics,
    CreateTokenCopy,
    DamageCantBePrevented,
    DamageUnpreventable,
    GainControl,
    GainLife,
    ObjectFilter,
    PlayerKeyword,
    Prevent,
    PreventAll,
    RemoveAbilities,
    RemoveCounters,
    ReplaceMove,
    Restriction,
    SetColors,
    SetPT,
    SetPTFrom,
    StaticAbility,
    StaticEffect,
    SwitchPT,
    Zone,
    ZoneReplacement,
    restriction_ability,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.filters import parse_filter, singular
from manastack_grammar.phrases.numbers import number, parse_amount
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult

_PRIORITY = 5  # before the generic forms of manastack.oracle
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_EOT = r"(?P<eot> until end of turn| this turn)?"
_ALL_ZONES = tuple(Zone)


def _duration(m: re.Match[str]) -> str:
    return "end_of_turn" if m.groupdict().get("eot") else "forever"


def _is_single(phrase: str) -> bool:
    low = phrase.lower()
    return low.startswith(("target ", "up to ")) or low in (
        "it", "that creature", "~", "this creature", "that permanent", "that land", "them",
        "they", "those creatures")


# --------------------------------------------------------------------------
# Control and "becomes"
# --------------------------------------------------------------------------


@sentence("gain life implicit", rf"gain (?P<n>{NUMBER}|that much) life", priority=_PRIORITY)
def _gain_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"[You may] gain 3 life", "[you may] gain that much life" (the subject "you" left
    out, CR 119.3)."""
    return GainLife(parse_amount(m["n"], b), YOU, text=m.group(0))


@sentence("gain control", rf"gain control of (?P<what>.+?){_EOT}", priority=_PRIORITY)
def _gain_control(m: re.Match[str], b: Builder) -> SentenceResult:
    return GainControl(b.ref(m["what"]), duration=_duration(m), text=m.group(0))


@sentence("becomes pt", rf"(?P<what>.+?) becomes? (?P<p>\d+)/(?P<t>\d+){_EOT}", priority=_PRIORITY)
def _becomes_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature becomes 0/1 until end of turn" (layer 7b, CR 613.4b)."""
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          duration=_duration(m), text=m.group(0))


@sentence("becomes color",
          rf"(?P<what>.+?) becomes? (?P<colors>(?:white|blue|black|red|green|colorless)"
          rf"(?: and (?:white|blue|black|red|green))*){_EOT}", priority=_PRIORITY)
def _becomes_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature becomes white until end of turn" (layer 5, CR 105.3)."""
    colors = tuple(_COLORS[c] for c in re.findall(r"white|blue|black|red|green", m["colors"]))
    return ApplyEffect(b.ref(m["what"]), (SetColors(colors),), duration=_duration(m),
                          text=m.group(0))


@sentence("base pt", rf"(?P<what>.+?) (?:has|have) base power and toughness (?P<p>\d+)/(?P<t>\d+)"
          rf"{_EOT}", priority=_PRIORITY)
def _base_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    if not m["eot"]:
        raise NotUnderstood(m.group(0))  # without a duration it is a static ability
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          text=m.group(0))


@sentence("loses all abilities", rf"(?P<what>.+?) loses? all abilities{_EOT}",
          priority=_PRIORITY)
def _loses_all(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(b.ref(m["what"]), (RemoveAbilities(),), duration=_duration(m),
                          text=m.group(0))


@sentence("switch pt", rf"switch (?P<what>.+?)'s power and toughness{_EOT}", priority=_PRIORITY)
def _switch(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(b.ref(m["what"]), (SwitchPT(),), duration=_duration(m),
                          text=m.group(0))


# --------------------------------------------------------------------------
# Prevention and replacement
# --------------------------------------------------------------------------


@sentence("prevent next",
          rf"prevent the next (?P<n>{NUMBER}) damage that would be dealt to (?P<to>.+?) this turn",
          priority=_PRIORITY)
def _prevent_next(m: re.Match[str], b: Builder) -> SentenceResult:
    return Prevent(b.ref(m["to"]), number(m["n"]), text=m.group(0))


@sentence("prevent all to",
          r"prevent all (?P<combat>combat )?damage that would be dealt to (?P<to>.+?) this turn",
          priority=_PRIORITY)
def _prevent_all_to(m: re.Match[str], b: Builder) -> SentenceResult:
    return Prevent(b.ref(m["to"]), None, combat_only=bool(m["combat"]), text=m.group(0))


@sentence("prevent all", r"prevent all (?P<combat>combat )?damage that would be dealt this turn",
          priority=_PRIORITY)
def _prevent_all(m: re.Match[str], b: Builder) -> SentenceResult:
    return PreventAll(combat_only=bool(m["combat"]), text=m.group(0))


@sentence("damage can't be prevented this turn", r"damage can't be prevented this turn",
          priority=_PRIORITY)
def _unpreventable_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """Flaring Pain (CR 615.12): prevention effects prevent nothing until end of turn."""
    return DamageUnpreventable(text=m.group(0))


@sentence("damage can't be prevented", r"damage can't be prevented", kind="ability",
          priority=_PRIORITY)
def _unpreventable_static(m: re.Match[str], b: Builder) -> SentenceResult:
    """Everlasting Torment's static ability (CR 604.1, 615.12)."""
    return StaticAbility(effects=(StaticEffect(parts=(DamageCantBePrevented(text=m.group(0)),),
                                               text=m.group(0)),), text=m.group(0))


@sentence("would die exile",
          r"if (?P<what>.+?) would die this turn, exile (?:it|that creature) instead",
          priority=_PRIORITY)
def _would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    return ReplaceMove(b.ref(m["what"]), instead=Zone.EXILE, text=m.group(0))


# --------------------------------------------------------------------------
# Restrictions (CR 508.1c, 509.1b)
# --------------------------------------------------------------------------


#: Restriction kinds (layers.Restriction) by the words of a sentence.
_RESTRICTION_KINDS = {
    "can't attack": ("cant_attack",), "can't block": ("cant_block",),
    "can't attack or block": ("cant_attack", "cant_block"),
    "can't be blocked": ("cant_be_blocked",),
    "attacks each combat if able": ("must_attack",), "attack each combat if able": ("must_attack",),
}
_RESTRICTED = r"can't attack or block|can't attack|can't block|can't be blocked"


@sentence("restriction this turn",
          rf"(?P<what>.+?) (?:(?P<r>{_RESTRICTED}) this turn|attacks? this turn if able)",
          priority=-1)
def _restriction_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature can't block this turn", "Creatures can't block this turn", "...
    attacks this turn if able" (CR 508.1c-d, 509.1b): a Restriction effect until end of turn."""
    kinds = _RESTRICTION_KINDS[m["r"].lower()] if m["r"] else ("must_attack",)
    parts = tuple(Restriction(k) for k in kinds)
    what = m["what"]
    if _is_single(what) or what.lower().startswith("another target "):
        return ApplyEffect(b.ref(what), parts, text=m.group(0))
    try:
        flt = parse_filter(re.sub(r"^(?:all|each) ", "", what, flags=re.IGNORECASE))
    except NotUnderstood:
        # "creatures target player controls": no filter names a target; the creatures
        # there as it resolves
        low = what.lower().removeprefix("all ")
        return ApplyEffect(b.ref(low if low.startswith("each ") else "each " + singular(low)),
                              parts, text=m.group(0))
    # CR 611.2c: a rule effect isn't locked to the objects there as it began
    return ApplyRule(flt, parts, text=m.group(0))


@sentence("must be blocked this turn",
          r"(?P<what>.+?) (?:gains? (?P<kw>.+?) until end of turn and )?must be blocked this "
          r"turn if able", priority=_PRIORITY)
def _must_be_blocked(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature [gains deathtouch until end of turn and] must be blocked this turn
    if able" (Deadly Allure; CR 509.1c: a requirement the defending player obeys if able,
    611.2c: a rule effect until end of turn)."""
    what = m["what"]
    if not _is_single(what):
        raise NotUnderstood(m.group(0))
    parts: tuple[Any, ...] = (Restriction("must_be_blocked"),)
    if m["kw"]:
        parts = (AddAbilities(keyword_list(m["kw"], b)), *parts)
    return ApplyEffect(b.ref(what), parts, text=m.group(0))


@sentence("printed restriction",
          rf"(?P<who>~|(?P<which>enchanted|equipped) creature) (?P<r>{_RESTRICTED}|attacks each "
          r"combat if able)", kind="ability", priority=_PRIORITY)
def _printed_restriction(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't block", "Enchanted creature can't attack or block" (CR 604.1,
    508.1c-d, 509.1b): a static ability whose effect is a Restriction."""
    kinds = _RESTRICTION_KINDS[m["r"].lower()]
    if m["which"] is None:
        return restriction_ability(kinds, m.group(0))
    flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
    return _static(tuple(Restriction(k) for k in kinds), flt, m.group(0))


# --------------------------------------------------------------------------
# Tokens and counters
# --------------------------------------------------------------------------


@sentence("token copy", rf"create (?P<n>{NUMBER}) tokens? that's a copy of (?P<what>.+)",
          priority=_PRIORITY)
def _token_copy(m: re.Match[str], b: Builder) -> SentenceResult:
    if " except " in m["what"].lower():
        raise NotUnderstood(m.group(0))  # the exceptions of the copy (707.9) aren't read
    return CreateTokenCopy(b.ref(m["what"]), number(m["n"]), text=m.group(0))


@sentence("remove counters",
          rf"remove (?P<n>{NUMBER}|all) (?P<kind>[+-]1/[+-]1|\w+) counters? from (?P<what>.+)",
          priority=_PRIORITY)
def _remove_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    n: Amount = 10**6 if m["n"].lower() == "all" else number(m["n"])
    return RemoveCounters(m["kind"], n, b.ref(m["what"]), text=m.group(0))


@sentence("you gain player keyword", r"you gain (?P<kw>hexproof|shroud) until end of turn",
          priority=_PRIORITY)
def _you_gain(m: re.Match[str], b: Builder) -> SentenceResult:
    return ApplyEffect(YOU, (PlayerKeyword(m["kw"].lower()),), text=m.group(0))


# --------------------------------------------------------------------------
# Static abilities
# --------------------------------------------------------------------------


def _static(parts: tuple[Any, ...], flt: ObjectFilter | None, text: str, *,
            self_only: bool = False, zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
            ) -> StaticAbility:
    return StaticAbility(effects=(StaticEffect(parts=parts, filter=flt, self_only=self_only,
                                               zones=zones, text=text),), text=text)


@sentence("humility", r"all (?P<who>.+?) lose all abilities and have base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+)", kind="ability", priority=_PRIORITY)
def _humility(m: re.Match[str], b: Builder) -> SentenceResult:
    return _static((RemoveAbilities(), SetPT(int(m["p"]), int(m["t"]))), parse_filter(m["who"]),
                   m.group(0))


def _mana_value_pt(ch: Characteristics) -> tuple[int, int]:
    mv = ch.mana_cost.mana_value() if ch.mana_cost is not None else 0
    return mv, mv


@sentence("opalescence",
          r"each other non-aura enchantment is a creature in addition to its other types and has "
          r"base power and toughness each equal to its mana value", kind="ability",
          priority=_PRIORITY)
def _opalescence(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = ObjectFilter(types=("Enchantment",), not_subtypes=("Aura",), other=True,
                       text="other non-Aura enchantment")
    return _static((AddTypes(card_types=("Creature",)),
                    SetPTFrom(_mana_value_pt, text="base P/T equal to its mana value")),
                   flt, m.group(0))


def _who(phrase: str) -> tuple[ObjectFilter | None, bool]:
    low = phrase.lower()
    if low in ("~", "this creature"):
        return None, True
    return parse_filter(low), False


@sentence("attack as though no defender",
          r"(?P<who>.+?) can attack as though (?:it|they) didn't have defender", kind="ability",
          priority=_PRIORITY)
def _as_though_defender(m: re.Match[str], b: Builder) -> SentenceResult:
    flt, self_only = _who(m["who"])
    return _static((AsThough("attack", "no_defender", text=m.group(0)),), flt, m.group(0),
                   self_only=self_only)


@sentence("attack as though haste", r"(?P<who>.+?) can attack as though (?:it|they) had haste",
          kind="ability", priority=_PRIORITY)
def _as_though_haste(m: re.Match[str], b: Builder) -> SentenceResult:
    flt, self_only = _who(m["who"])
    return _static((AsThough("attack", "haste", text=m.group(0)),), flt, m.group(0),
                   self_only=self_only)


@sentence("cast as though flash",
          r"you may cast (?P<what>[\w ]*?)spells as though they had flash", kind="ability",
          priority=_PRIORITY)
def _as_though_flash(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].strip()
    base = parse_filter(what) if what else ObjectFilter()
    flt = attrs.evolve(base, owner="you", text=f"{what} spells you cast".strip())
    zones = tuple(z for z in _ALL_ZONES if z is not Zone.BATTLEFIELD)
    return _static((AsThough("cast", "flash", text=m.group(0)),), flt, m.group(0), zones=zones)


@sentence("player keyword", r"you have (?P<kw>hexproof|shroud)", kind="ability",
          priority=_PRIORITY)
def _you_have(m: re.Match[str], b: Builder) -> SentenceResult:
    text = m.group(0)
    return StaticAbility(effects=(StaticEffect(parts=(PlayerKeyword(m["kw"].lower()),),
                                               text=text),),
                         text=text)


@sentence("leyline of the void",
          r"if a card would be put into an opponent's graveyard from anywhere, exile it instead",
          kind="ability", priority=_PRIORITY)
def _leyline(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = ObjectFilter(owner="opponent", text="card an opponent owns")
    return _static((ZoneReplacement(to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                                    text=m.group(0)),), flt, m.group(0), zones=_ALL_ZONES)
