"""Reading a card with the grammar of its rule set: the kernel's hook ``manastack_read_card``
(:func:`read_card`) and the reading ``manastack explain`` prints (:func:`recognition`).

What the enabled plugins taught the reader is :mod:`manastack_grammar.ruleset`'s
(:func:`grammar_of`, :class:`Grammar`); the reading itself, line by line, is
:mod:`manastack_grammar.reader`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.api import CardDef, CardText, TypeLine
from manastack_grammar.checks import cross_check
from manastack_grammar.reader import Recognition, expand, recognize

if TYPE_CHECKING:
    from manastack.api import Rules

__all__ = ["read_card", "recognition"]


def recognition(rules: Rules, card: CardDef) -> Recognition:
    """The reading of ``card``, line by line and sentence by sentence (for ``explain``)."""
    return recognize(card.text, name=card.name, rules=rules,
                     is_permanent=TypeLine.parse(card.type_line, card=card.name).is_permanent)


def read_card(rules: Rules, card: CardDef) -> CardText:
    """The abilities of ``card``'s text, what was not understood, the keywords of plugins
    not enabled (CR 113, 207.2c, 702)."""
    found = recognition(rules, card)
    abilities = expand(found.abilities)
    # what was built must agree with the words, or the sentence counts as not read
    mismatches = cross_check(abilities)
    return CardText(abilities=abilities, unread=found.unrecognized + mismatches,
                    missing_keywords=found.missing_keywords, read_with=found.read_with)
