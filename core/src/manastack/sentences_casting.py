"""Kernel sentences about casting spells (CR 601.2f): cost increases and reductions.

The general form "[Some] spells [you cast] cost {N} more/less to cast" lives in
:mod:`manastack.oracle`; it needs words before "spells". This module adds the
bare form of Sphere of Resistance and Helm of Awakening, "Spells cost {1} more
to cast." (every spell, whoever casts it), as a
:class:`~manastack.casting.CostModifier` static ability.
"""

from __future__ import annotations

import re

from manastack.abilities import StaticAbility
from manastack.filters import ObjectFilter
from manastack.mana import ManaCost
from manastack.oracle import Builder, SentenceResult, sentence


@sentence(
    "all spells cost modifier",
    r"spells (?P<who>you cast |your opponents cast )?cost (?P<amount>(?:\{[^}]+\})+) "
    r"(?P<dir>more|less) to cast",
    kind="ability",
    priority=1,
)
def _all_spells_cost(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2f: a cost increase or reduction for every spell (of the players named)."""
    from manastack.casting import CostModifier

    who = {"you cast ": "you", "your opponents cast ": "opponents", None: "any"}[m["who"]]
    modifier = CostModifier(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                            spells=ObjectFilter(), who=who, text=m.group(0))
    return StaticAbility(effects=(modifier,), text=m.group(0))
