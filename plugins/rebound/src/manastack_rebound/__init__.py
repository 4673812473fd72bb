"""manastack-rebound: the rebound keyword (CR 702.88).

"Rebound appears on some instants and sorceries. It represents a static ability that
functions while the spell is on the stack and may create a delayed triggered ability.
'Rebound' means 'If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost.'" (702.88a)

- The replacement (614.1a): ``manastack_replace_zone_change`` answers "exile it instead"
  for a card with rebound that was cast from its controller's hand and would be put into
  the graveyard as it resolves (608.2n); not when it is countered or fizzles, and not a
  copy (707.10). With another replacement (flashback's exile, a "would be put into a
  graveyard" effect), the affected card's controller orders them (616.1).
- The delayed trigger (603.7): ``manastack_zone_changed`` sees the move rebound's
  replacement applied to (``move.applied``) and creates "at the beginning of your next
  upkeep" on the card in exile; on resolution the player may cast it with the kernel's
  :func:`~manastack.api.cast_without_paying` (702.88b, 118.9: an alternative cost,
  additional costs still paid) if it is still there (603.7c). Cast from exile, it doesn't
  rebound again.
- Several instances are redundant (702.88c): one replacement per spell.

The entry module is light: the hooks' work is in :mod:`manastack_rebound.keyword`,
imported on the first spell with rebound.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move, reads_replacement
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, Replacement, ZoneMove

#: Rebound needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "rebound"

#: The keyword's name, as it appears in an object's keywords.
REBOUND = "rebound"

RULE = "702.88a"

REMINDER = ("If you cast this spell from your hand, exile it as it resolves. At the beginning "
            "of your next upkeep, you may cast this card from exile without paying its mana "
            "cost.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.88: the keyword line "Rebound"."""
    return [KeywordDef(name=REBOUND, pattern="rebound", rule="702.88", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The rebound cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("rebound", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_move("stack", "graveyard")  # CR 702.88a: only a spell put into a graveyard
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.88a: a spell with rebound cast from your hand is exiled instead of being put
    into your graveyard as it resolves."""
    if move.cause != "resolve":
        return ()  # asked on every move: the cheap check first, nothing imported
    import manastack_rebound.keyword as keyword

    return keyword.replace_zone_change(game, move)


@hookimpl
@reads_replacement("rebound")  # told only of a move rebound's replacement applied to (702.88a)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.88a, 603.7a: exiled by rebound, the card gets its delayed trigger."""
    if new is None or move.cause != "resolve":
        return  # told of every move: the cheap check first, nothing imported
    import manastack_rebound.keyword as keyword

    keyword.zone_changed(game, old, new, move)
