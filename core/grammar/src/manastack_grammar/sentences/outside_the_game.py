"""Cards brought into the game from outside it (CR 400.11b): "Learn" (701.48) and the wishes,
"You may reveal a [quality] card you own from outside the game and put it into your hand".

Outside the game is not a zone (CR 400.11); what a player owns there is their sideboard
(400.11a), given as the game is set up (``Game.put_outside``).
"""

from __future__ import annotations

import re

from manastack.api import Learn, ObjectFilter, PutFromOutside, outside_filter
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.results import SentenceResult
from manastack_grammar.sentences.common import rule

_M = re.Match[str]  # the match a rule's build receives


@rule("learn", r"learn")
def _learn(m: _M, b: Builder) -> SentenceResult:
    """CR 701.48a: "Learn." (Academic Dispute), "When ~ enters, learn." (Gnarled Professor):
    discard a card to draw one, or a Lesson card from outside the game into the hand."""
    return Learn()


def _outside_quality(phrase: str) -> tuple[ObjectFilter, bool]:
    """"sorcery", "creature or land", "multicolored", "" (any card): the filter of the cards
    outside the game that fit, and whether "multicolored" (CR 105.2c) was said; only the
    printed types, subtypes and colours are read (400.11c)."""
    words = phrase.split()
    multicolored = "multicolored" in words
    rest = " ".join(w for w in words if w != "multicolored")
    flt = parse_filter(f"{rest} card".strip())
    if not outside_filter(flt) or "Permanent" in flt.types + flt.any_types:
        raise NotUnderstood(phrase)  # a quality a card outside the game isn't matched by
    return flt, multicolored


@rule("put a card from outside the game into your hand",
      r"(?:(?P<reveal>reveal) an? (?:(?P<what>[a-z ]+?) )?card you own "
      r"(?P<named>named ~ )?from outside the game and put it|put a card you own from outside "
      r"the game) into your hand")
def _from_outside(m: _M, b: Builder) -> SentenceResult:
    """CR 400.11b: "[You may] reveal a sorcery card you own from outside the game and put it
    into your hand" (Burning Wish), "... a creature or land card ..." (Living Wish), "... a
    multicolored card ..." (Glittering Wish), "[You may] put a card you own from outside the
    game into your hand" (Death Wish; Mastermind's Acquisition, with no "may": one is chosen
    if there is one), "... reveal a card you own named ~ from outside the game ..." (Legion
    Angel: the source's name). "You may" is the "you may" rule's (608.2d)."""
    if m["named"] and m["what"]:
        raise NotUnderstood(m.group(0))  # a quality besides the name: not read
    flt, multicolored = _outside_quality(m["what"] or "")
    return PutFromOutside(filter=flt, multicolored=multicolored, reveal=bool(m["reveal"]),
                          named_source=bool(m["named"]))
