"""manastack-flashback: the flashback keyword (CR 702.34).

"Flashback [cost]" means two static abilities (702.34a):

* while the card is in a graveyard: "You may cast this card from your
  graveyard if the resulting spell is an instant or sorcery spell by paying
  [cost] rather than paying its mana cost" -- a casting permission
  (``manastack_casting_permissions``) whose cost is an alternative cost
  (118.9, 601.2b, 601.2f-h), checked at 601.2e (``manastack_cast_restrictions``);
* while it is on the stack: "If the flashback cost was paid, exile this card
  instead of putting it anywhere else any time it would leave the stack" -- a
  replacement effect (614.1a) through ``manastack_replace_zone_change``.

Effects may grant flashback to cards in a graveyard ("... gains flashback until
end of turn. The flashback cost is equal to its mana cost.", Snapcaster Mage,
Past in Flames; "... has flashback ..." statics): the granted ability's cost is
the card's mana cost, read when the permission is offered, and a card with no
mana cost can't be cast that way (CR 118.6, 202.1b).

Everything here goes through public kernel hooks and values only.
The package's entry module is light: the registrations (keyword, sentences, card
pool) and one-line hook implementations. The abilities, instructions and the work
of the hooks live in :mod:`manastack_flashback.keyword`, imported by the first card
with flashback read or the first hook call of a game (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

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
    from manastack_flashback.keyword import *  # noqa: F403 (the names handed out below)
else:  # FlashbackAbility, GrantFlashback... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_flashback.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "flashback"
RULE = "702.34a"

_KEYWORD = r"flashback(?:\s*—\s*|\s+)(?P<cost>.+)"
_COST_SENTENCE = r"the flashback cost is equal to (?:its|that card's) mana cost"
_KEYWORD_MODULE = "manastack_flashback.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.34: "Flashback [cost]"."""
    return [KeywordDef(name="flashback", pattern=_KEYWORD, build=deferred(_KEYWORD_MODULE, "_build"),
                       rule="702.34", reminder="You may cast this card from your graveyard for "
                                               "its flashback cost. Then exile it.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The flashback cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("flashback", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """Granting flashback: "X gains flashback until end of turn. The flashback cost is equal
    to its mana cost." (one-shot) and "Each ... card in your graveyard has flashback. ..." (static)."""
    return [
        SentenceRule(name="gains flashback", pattern=r"(?P<what>.+?) gains? flashback until end of turn",
                     build=deferred(_KEYWORD_MODULE, "_grant_until_eot"), plugin=PLUGIN),
        SentenceRule(name="flashback cost is mana cost", pattern=_COST_SENTENCE,
                     build=deferred(_KEYWORD_MODULE, "_cost_is_mana_cost"), plugin=PLUGIN),
        SentenceRule(name="has flashback",
                     pattern=r"each (?P<what>.+?) cards? in your graveyard (?:has|have) flashback\. "
                             + _COST_SENTENCE,
                     build=deferred(_KEYWORD_MODULE, "_static_grant"), kind="ability",
                     plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword("flashback", "graveyard")  # asked only when such a card exists
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.34a: cast a card with flashback from your graveyard for its flashback cost
    (:data:`manastack_flashback.keyword.FLASHBACK`, the kernel's
    :class:`~manastack.api.GraveyardCast`)."""
    import manastack_flashback.keyword as keyword

    return keyword.FLASHBACK.permissions(game, player)


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.34a, 601.3: flashback casts a card only from its owner's graveyard."""
    if permission != "flashback":
        return None
    import manastack_flashback.keyword as keyword

    return keyword.FLASHBACK.refusal(game, player, obj, permission)


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.34a (checked at 601.2e): flashback casts only instant and sorcery spells."""
    if spell.permission.plugin != PLUGIN:
        return ()  # CR 702.34a: not cast with this plugin's permission (asked of every spell)
    import manastack_flashback.keyword as keyword

    return keyword.FLASHBACK.restrictions(game, spell)


@hookimpl
@reads_move("stack")  # CR 702.34a: only a spell leaving the stack
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.34a: a card cast with flashback is exiled whenever it would leave the stack."""
    import manastack_flashback.keyword as keyword

    return keyword.FLASHBACK.replacements(game, move)
