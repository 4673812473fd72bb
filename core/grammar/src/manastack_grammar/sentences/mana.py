"""Adding mana as an effect (CR 106.4): a spell's "Add {B}{B}{B}." (Dark Ritual), "Add
{W}{U}{B}{R}{G}." (Channel the Suns). The mana goes to the controller's pool as the spell or
ability resolves; a spell is not a mana ability (605.1a), it uses the stack. Mana abilities'
own "Add" (605.1a) are read with their cost (:mod:`manastack_grammar.abilities`)."""

from __future__ import annotations

import re

from manastack.api import AddMana, parse_mana_outputs
from manastack_grammar.builder import Builder
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import SentenceResult


@sentence("add mana", r"add (?P<mana>(?:\{[wubrgc]\})+(?:(?:, (?:\{[wubrgc]\})+)*,? or "
          r"(?:\{[wubrgc]\})+)?)")
def _add_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add {R}{R}{R}." / "Add {B}{B} or {G}{G}." (CR 106.4; the output chosen as it resolves,
    106.1b): fixed mana symbols only, never "for each" or "mana of any color"."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, text=m.group(0))
