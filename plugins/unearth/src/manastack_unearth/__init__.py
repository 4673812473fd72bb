"""manastack-unearth: the keyword unearth (CR 702.84), an activated ability that functions in
the graveyard.

CR 702.84a: "Unearth is an activated ability that functions while the card with unearth is in
a graveyard. 'Unearth [cost]' means '[Cost]: Return this card from your graveyard to the
battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave
the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.'"

- The ability: an :class:`~manastack_unearth.keyword.UnearthAbility` (an activated ability
  whose ``zones`` is the graveyard, 113.6; sorcery speed, 602.5d), offered to the card's
  owner by the kernel's priority decision (602.2).
- Its effect, with the kernel's instructions: the card returns (if it is still in the
  graveyard, 400.7); an effect gives it haste (611.2c; the haste plugin lets it attack,
  702.10b, so unearth requires it); a delayed trigger exiles it at the beginning of the next
  end step (603.7); a replacement effect exiles it if it would leave the battlefield (614.1a),
  whatever moves it (dies, is bounced, sacrificed).

The entry module is light: the work is in :mod:`manastack_unearth.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Unearth gives haste: the haste plugin makes haste let a creature attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "unearth"

#: The keyword's name, as it appears in an object's keywords.
UNEARTH = "unearth"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.84: the keyword line "Unearth {1}{B}"; a cost the reader can't read is no
    match (the line is reported, never guessed)."""
    return [KeywordDef(name=UNEARTH,
                       pattern=r"unearth(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_unearth.keyword", "build"), with_builder=True,
                       rule="702.84")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The unearth cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("unearth", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
