"""manastack-encore: the keyword encore (CR 702.141), an activated ability that functions in
the graveyard.

CR 702.141a: "Encore is an activated ability that functions while the card with encore is in
a graveyard. 'Encore [cost]' means '[Cost], Exile this card from your graveyard: For each
opponent, create a token that's a copy of this card that attacks that opponent this turn if
able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate
only as a sorcery.'"

- The ability: an :class:`~manastack_encore.keyword.EncoreAbility` (an activated ability
  whose ``zones`` is the graveyard, 113.6; sorcery speed, 602.5d), offered to the card's
  owner by the kernel's priority decision (602.2); exiling the card is part of its cost
  (601.2h).
- Its effect, with the kernel's instructions: one token copy of the card as it last existed
  in the graveyard (707.2, 608.2h) per opponent, each with the kernel's ``AttacksPlayer``
  requirement for that opponent this turn (508.1d); an effect gives them haste (611.2c; the
  haste plugin lets them attack, 702.10b, so encore requires it); a delayed trigger
  sacrifices them at the beginning of the next end step (603.7).

The entry module is light: the work is in :mod:`manastack_encore.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Encore's tokens gain haste: the haste plugin makes haste let a creature attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "encore"

#: The keyword's name, as it appears in an object's keywords.
ENCORE = "encore"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.141a: the keyword line "Encore {5}{R}"; a cost the reader can't read is no
    match (the line is reported, never guessed)."""
    return [KeywordDef(name=ENCORE,
                       pattern=r"encore(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_encore.keyword", "build"), with_builder=True,
                       rule="702.141")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The encore cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("encore", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
