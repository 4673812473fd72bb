"""Kernel sentences about casting spells: divided amounts (601.2d).

* "~ deals N damage divided as you choose among one or two targets" (Forked
  Bolt, Arc Lightning) and "Prevent the next N damage ... to any number of
  targets, divided as you choose": one instance of "target" with up to two
  (three, any number of) targets; the division is announced as the spell is
  cast (601.2d) and shares given to targets that became illegal do nothing (608.2b).

* "Noncreature spells with mana value 4 or greater can't be cast", "Noncreature spells
  with {X} in their mana costs can't be cast" (Gaddock Teeg), "Creature spells can't be
  cast" (Aether Storm), and the same prohibition said of players: "You can't cast creature
  spells" (Steel Golem), "Your opponents can't cast ... spells", "Players can't cast ...
  spells": a static ability (604.1) whose :class:`~manastack.casting.CastProhibition` the
  kernel checks at 601.2e; the "can't" wins over any permission (101.2). The spells are
  any phrase :func:`~manastack.oracle.parse_filter` reads (types, colours, mana value N or
  less/greater, "with {X} in their mana costs"); "with the chosen name", "during your
  turn", "more than one spell each turn" are not read.

Cost changes ("[Some] spells [you cast] cost {N} more/less to cast", 601.2f) are the
base grammar's (:mod:`manastack.sentences`), bare form included. A spell's change of its
own cost, "This spell costs {1} less to cast for each creature that died this turn"
(Diregraf Rebirth), is read here: a :class:`~manastack.casting.SpellCostChange` (601.2f,
113.6d) counted with :func:`~manastack.oracle.parse_count`.
"""

from __future__ import annotations

import re

import attrs

from manastack.api import (
    CastProhibition,
    DealDividedDamage,
    ManaCost,
    ObjectFilter,
    PreventDivided,
    SpellCostChange,
    StaticAbility,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import parse_count
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import sentence
from manastack_grammar.results import SentenceResult

_HOW_MANY = {"one or two": 2, "one, two, or three": 3, "any number of": 1000}


@sentence(
    "divided damage",
    r"~ deals (?P<n>\d+|x) damage divided as you choose among "
    r"(?P<how>one or two|one, two, or three|any number of) targets",
    priority=1,
)
def _divided_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 115.1: one instance of "target", several targets, an amount divided."""
    spec = attrs.evolve(parse_target("any target"), min=1, max=_HOW_MANY[m["how"].lower()],
                        text=f"{m['how'].lower()} targets")
    ref = b.target(spec)
    amount: int | str = "x" if m["n"].lower() == "x" else int(m["n"])
    return DealDividedDamage(amount=amount, index=ref.index, text=m.group(0))


@sentence("prevent divided",
          r"prevent the next (?P<n>\d+|x) damage that would be dealt this turn to "
          r"(?P<how>one or two|one, two, or three|any number of) targets, divided as you choose")
def _prevent_divided(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 615.7: prevention shields divided among the targets."""
    spec = attrs.evolve(parse_target("any target"), min=1, max=_HOW_MANY[m["how"].lower()],
                        text=f"{m['how'].lower()} targets")
    ref = b.target(spec)
    amount: int | str = "x" if m["n"].lower() == "x" else int(m["n"])
    return PreventDivided(amount=amount, index=ref.index, text=m.group(0))


# --------------------------------------------------------------------------
# Casting prohibitions (CR 101.2, 601.2e)
# --------------------------------------------------------------------------

#: "[what] spells [with ...]": the spells a prohibition is about.
_SPELLS = r"(?:(?P<what>[^.]+?) )?spells(?P<with> with [^.]+?)?"


def _spells(m: re.Match[str]) -> ObjectFilter:
    """The filter of "[what] spells [with ...]", matched against the spell being cast."""
    what, with_ = (m["what"] or "").lower(), (m["with"] or "").lower()
    # "card" stands for the noun: "spell" would ask for an object on the stack, and the card
    # is still in its zone when legal actions are listed (parse_filter reads the rest)
    flt = parse_filter(f"{what} card{with_}".strip())
    return attrs.evolve(flt, text=f"{what} spells{with_}".strip())


def _prohibition(flt: ObjectFilter, who: str, text: str) -> StaticAbility:
    return StaticAbility(effects=(CastProhibition(spells=flt, who=who, text=text),), text=text)


@sentence("spells can't be cast", rf"{_SPELLS} can't be cast", kind="ability")
def _cant_be_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Noncreature spells with mana value 4 or greater can't be cast." (Gaddock Teeg): no
    player may cast such a spell while the permanent is on the battlefield (CR 604.1, 101.2,
    checked at 601.2e with the spell's mana value, X included, 202.3e)."""
    return _prohibition(_spells(m), "any", m.group(0))


_WHO_CANT_CAST = {"you": "you", "your opponents": "opponents", "each opponent": "opponents",
                  "players": "any", "each player": "any"}


@sentence("player can't cast spells",
          rf"(?P<who>you|your opponents|each opponent|players|each player) can't cast {_SPELLS}",
          kind="ability")
def _player_cant_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You can't cast creature spells." (Steel Golem), "Your opponents can't cast spells
    with mana value 3 or less": the same prohibition, for some players' casts (CR 101.2,
    601.2e; "you" is the controller of the permanent, 109.5)."""
    return _prohibition(_spells(m), _WHO_CANT_CAST[m["who"].lower()], m.group(0))


# --------------------------------------------------------------------------
# The spell's own cost (CR 601.2f, 113.6d)
# --------------------------------------------------------------------------


@sentence("spell costs less for each",
          r"~ costs (?P<amount>(?:\{[^}]+\})+) (?P<dir>less|more) to cast for each (?P<what>.+)",
          kind="ability")
def _spell_cost_for_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This spell costs {1} less to cast for each creature that died this turn"."""
    return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                           count=parse_count(m["what"], b), text=m.group(0))
