"""manastack-jumpstart: the jump-start keyword (CR 702.133).

"Jump-start" means two static abilities (702.133a):

* while the card is in a graveyard: "You may cast this card from your graveyard
  if the resulting spell is an instant or sorcery spell by discarding a card as
  an additional cost to cast it" -- a casting permission
  (``manastack_casting_permissions``) for the card's mana cost plus the discard
  (601.2b, 601.2f-h), checked at 601.2e (``manastack_cast_restrictions``);
* while it is on the stack: "If this spell was cast using its jump-start
  ability, exile this card instead of putting it anywhere else any time it would
  leave the stack" -- a replacement effect (614.1a) through
  ``manastack_replace_zone_change``.

Everything here goes through public kernel hooks and values only. The entry
module is light: the registrations and one-line hook implementations; the work is
in :mod:`manastack_jumpstart.keyword`, imported on first use (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        Game,
        IllegalActionError,
        Replacement,
        Spell,
        ZoneMove,
    )
    from manastack_jumpstart.keyword import *  # noqa: F403 (the names handed out below)
else:  # JumpStartAbility, DISCARD_A_CARD from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_jumpstart.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "jumpstart"
KEYWORD = "jump-start"
RULE = "702.133a"

_KEYWORD_MODULE = "manastack_jumpstart.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.133: "Jump-start" (no cost of its own: the card's mana cost and a discard)."""
    return [KeywordDef(name=KEYWORD, pattern=r"jump-start", build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.133", reminder="You may cast this card from your graveyard by "
                                                "discarding a card in addition to paying its other "
                                                "costs. Then exile this card.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The jump-start cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("jumpstart", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(KEYWORD, "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.133a: cast a card with jump-start from your graveyard, discarding a card
    (:data:`manastack_jumpstart.keyword.JUMP_START`, the kernel's
    :class:`~manastack.api.GraveyardCast`)."""
    import manastack_jumpstart.keyword as keyword

    return keyword.JUMP_START.permissions(game, player)


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.133a (checked at 601.2e): jump-start casts only instant and sorcery spells."""
    if spell.permission.plugin != PLUGIN:
        return ()  # CR 702.133a: not cast with this plugin's permission (asked of every spell)
    import manastack_jumpstart.keyword as keyword

    return keyword.JUMP_START.restrictions(game, spell)


@hookimpl
@reads_move("stack")  # CR 702.133a: only a spell leaving the stack
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.133a: a card cast with jump-start is exiled whenever it would leave the stack."""
    import manastack_jumpstart.keyword as keyword

    return keyword.JUMP_START.replacements(game, move)


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.133a, 601.3: jump-start casts a card only from its owner's graveyard."""
    import manastack_jumpstart.keyword as keyword

    return keyword.JUMP_START.refusal(game, player, obj, permission)
