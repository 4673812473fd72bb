"""manastack-foretell: the foretell keyword (CR 702.143).

"Foretell is a keyword that functions while the card with foretell is in a player's hand.
Any time a player has priority during their turn, that player may pay {2} and exile a card
with foretell from their hand face down. That player may look at that card as long as it
remains in exile. They may cast that card after the current turn has ended by paying any
foretell cost it has rather than paying that spell's mana cost. Casting a spell this way
follows the rules for paying alternative costs in rules 601.2b and 601.2f–h." (702.143a)

- The special action (116.2h, 702.143b): offered at priority during the player's own turn
  through the kernel's ``manastack_special_actions`` when {2} can be paid; taken through
  ``manastack_take_special_action``: pay {2}, exile the card face down (the kernel's
  ``FACE_DOWN`` tag: :meth:`Game.view` hides it from the other players, 406.3), marked
  foretold with the turn it was foretold.
- The alternative cost (118.9): a casting permission named ``"foretell"`` from exile, for a
  foretold card owned by the player, on a later turn only; the kernel builds the total
  cost (601.2f) and refuses another alternative cost with it (118.9a). The card's timing
  stays its own.

The entry module is light: the work is in :mod:`manastack_foretell.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        Game,
        IllegalActionError,
        SpecialAction,
    )

#: Foretell needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "foretell"

#: The special action's and the casting permission's name.
ACTION = PERMISSION = "foretell"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.143: the keyword line "Foretell {1}{U}" (a mana cost)."""
    return [KeywordDef(name="foretell", pattern=r"foretell (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_foretell.keyword", "build"),
                       with_builder=True, rule="702.143",
                       reminder="During your turn, you may pay {2} and exile this card from "
                       "your hand face down. Cast it on a later turn for its foretell cost.")]


@hookimpl
@reads_keyword("foretell", "hand")
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2h, 702.143a: during your turn, pay {2} and exile a card with foretell from
    your hand face down."""
    from manastack_foretell.keyword import special_actions

    return special_actions(game, player)


@hookimpl
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """CR 116.2h, 702.143a-b: pay {2}, exile the card face down, foretold."""
    if action.plugin != PLUGIN:
        return None
    from manastack_foretell.keyword import foretell

    foretell(game, player, action.obj)
    return True


@hookimpl
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """CR 116.2h, 702.143a: why foretelling ``obj`` isn't offered (not in the hand, not
    your turn, {2} unpaid)."""
    if action != ACTION:
        return None
    from manastack_foretell.keyword import refusal

    return refusal(game, player, obj)


@hookimpl
@reads_keyword("foretell", "exile")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.143a, 118.9, 601.2b: cast a foretold card from exile for its foretell cost,
    after the turn it was foretold."""
    from manastack_foretell.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The foretell cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("foretell", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
