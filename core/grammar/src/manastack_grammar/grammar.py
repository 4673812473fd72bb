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
    type_line = TypeLine.parse(card.type_line, card=card.name)
    return recognize(card.text, name=card.name, rules=rules,
                     is_permanent=type_line.is_permanent,
                     short_names=planeswalker_short_names(card.name, type_line))


def planeswalker_short_names(name: str, type_line: TypeLine) -> tuple[str, ...]:
    """CR 201.5c: a planeswalker's text calls it by its planeswalker type when its name
    starts with it ("Ajani deals 3 damage" on Ajani Vengeant). Names with a comma already
    have their short name (the part before it, :func:`~manastack_grammar.text.normalize_lines`)."""
    if not type_line.has_type("Planeswalker"):
        return ()
    firsts = {face.split(" ")[0] for face in name.split(" // ") if "," not in face}
    return tuple(t for t in type_line.subtypes if t in firsts and len(t) >= 3)


def read_card(rules: Rules, card: CardDef) -> CardText:
    """The abilities of ``card``'s text, what was not understood, the keywords of plugins
    not enabled (CR 113, 207.2c, 702)."""
    found = recognition(rules, card)
    abilities = expand(found.abilities)
    # what was built must agree with the words, or the sentence counts as not read
    mismatches = cross_check(abilities)
    return CardText(abilities=abilities, unread=found.unrecognized + mismatches,
                    missing_keywords=found.missing_keywords, read_with=found.read_with)
