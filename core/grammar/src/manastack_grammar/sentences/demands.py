"""Kernel sentences used by the graveyard keywords' cards (flashback, escape, delve).

None of these sentences is about a keyword: they are ordinary effect wording
that cards of those plugins print ("Counter target spell unless its controller
pays {X}", Kroxa's "each opponent discards a card, then each opponent who didn't
discard a nonland card this way loses 3 life", "Return a creature card of an
opponent's choice from your graveyard to your hand"). They are kernel grammar
(registered through :func:`manastack.oracle.sentence`, imported by
:mod:`manastack.core_rules`); the general forms these cards also use (draw, discard,
mill, reanimate, "..., then ...") are the base grammar's (:mod:`manastack.sentences`).
"""

from __future__ import annotations

import re

from manastack.api import (
    CounterUnlessPays,
    DiscardOrLoseLife,
    ManaCost,
    ReturnOpponentsChoice,
    SacrificeUnlessYouPay,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NUMBER, sentence
from manastack_grammar.results import SentenceResult

# --------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------


@sentence("discard or lose life",
          rf"each opponent discards a card, then each opponent who didn't discard a nonland card "
          rf"this way loses (?P<n>{NUMBER}) life")
def _discard_or_lose(m: re.Match[str], b: Builder) -> SentenceResult:
    return DiscardOrLoseLife(int_number(m["n"]), text=m.group(0))


@sentence("counter unless pays",
          r"counter (?P<what>target .*?spell) unless its controller pays (?P<cost>(?:\{[^}]+\})+)")
def _counter_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    return CounterUnlessPays(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("sacrifice unless you pay",
          r"sacrifice (?P<what>~|it) unless you pay (?P<cost>(?:\{[^}]+\})+)")
def _sacrifice_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    return SacrificeUnlessYouPay(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("opponent's choice to hand",
          r"return an? (?P<what>.+?) card of an opponent's choice from your graveyard to your hand")
def _opponents_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    return ReturnOpponentsChoice(parse_filter(m["what"]), text=m.group(0))
