"""Modes with a cost listed before their effect (CR 700.2h): spree's "+ {1} — Counter target
spell." (702.172a), tiered's "• Fire — {0} — ~ deals 1 damage to each creature." (702.183a).

:func:`costed_modes` reads such lines for a keyword plugin's section build: each line's cost
(:func:`~manastack_grammar.phrases.costs.parse_cost`) and its effect, with the effect
grammar, into a mode whose targets are its own (601.2c: chosen only if the mode is).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from manastack.api import Cost, Mode
from manastack_grammar.builder import Builder
from manastack_grammar.matching import effect_instructions
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.registration import NotUnderstood

__all__ = ["costed_modes"]


def costed_modes(lines: Sequence[str], line: re.Pattern[str],
                 b: Builder) -> tuple[tuple[Mode, Cost], ...]:
    """Each of ``lines`` (fully matching ``line``, whose groups ``cost`` and ``effect`` are
    the mode's cost and effect) as a mode and its cost (CR 700.2h), read with a builder of
    its own; the rules used are recorded in ``b``. Raises :exc:`NotUnderstood` with every
    sentence not read (a line not matching ``line``, a cost or an effect sentence): a mode
    is never left out."""
    out: list[tuple[Mode, Cost]] = []
    failures: list[str] = []
    for text in lines:
        found = line.fullmatch(text)
        if found is None:
            failures.append(text)
            continue
        mb = Builder(card=b.card, rules=b.rules, is_permanent=False)
        mode_failures: list[str] = []
        try:
            cost = parse_cost(found["cost"], mb)
        except NotUnderstood:
            mode_failures.append(text)
            cost = Cost()
        instructions = effect_instructions(found["effect"], mb, failures=mode_failures)
        b.trace.extend(mb.trace)
        b.missing.extend(x for x in mb.missing if x not in b.missing)
        failures.extend(mode_failures)
        out.append((Mode(instructions=tuple(instructions), targets=tuple(mb.targets),
                         text=found["effect"]), cost))
    if failures:
        raise NotUnderstood(*failures)
    return tuple(out)
