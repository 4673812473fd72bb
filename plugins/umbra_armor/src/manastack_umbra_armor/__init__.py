"""manastack-umbra_armor: the keyword umbra armor (CR 702.89), a static ability of Auras.

CR 702.89a: "'Umbra armor' means 'If enchanted permanent would be destroyed, instead remove
all damage marked on it and destroy this Aura.'" (formerly "totem armor", 702.89b). It is a
replacement effect (614.1a) on the destruction of the permanent the Aura is attached to:
destroyed by an effect ("Destroy target creature", 701.8a) or by a state-based action
(lethal damage, 704.5g; damage from a source with deathtouch, 704.5h). It does nothing to a
sacrifice (701.21a) or to a creature put into its owner's graveyard for toughness 0 or less
(704.5f): neither is a destruction.

- The keyword is a :class:`~manastack.api.KeywordAbility` named "umbra armor"
  (``game.has_keyword(aura, "umbra armor")`` holds while the Aura has it).
- The replacement: the kernel's ``manastack_replace_zone_change``, one per Aura with umbra
  armor attached to the permanent that would be destroyed; when several apply, the
  permanent's controller chooses which (616.1) and the others no longer apply (the
  permanent isn't destroyed any more).

The entry module is light: the work is in :mod:`manastack_umbra_armor.keyword`, imported
when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, Replacement, ZoneMove

PLUGIN = "umbra_armor"

#: The keyword's name, as it appears in an object's keywords.
UMBRA_ARMOR = "umbra armor"

REMINDER = ("If enchanted creature would be destroyed, instead remove all damage from it and "
            "destroy this Aura.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.89a: the keyword line "Umbra armor" (with its reminder text)."""
    return [KeywordDef(name=UMBRA_ARMOR, pattern="umbra armor", rule="702.89",
                       reminder=REMINDER)]


@hookimpl
@reads_move("battlefield", "graveyard")  # CR 702.89a: only a permanent put into a graveyard
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.89a, 614.1a: a permanent enchanted by an Aura with umbra armor would be
    destroyed: the Aura is destroyed instead."""
    if move.cause != "destroy":
        return []  # cheap check first: only a destruction (701.8a, 704.5g-h)
    from manastack_umbra_armor.keyword import replacements

    return replacements(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The umbra armor Auras this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
