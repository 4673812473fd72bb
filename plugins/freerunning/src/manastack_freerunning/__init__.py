"""manastack-freerunning: the freerunning keyword (CR 702.173).

"Freerunning [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a
player was dealt combat damage this turn by a creature that, at the time it dealt that
damage, was an Assassin creature or a commander under your control" (702.173a). It is an
alternative cost (118.9): a casting permission named ``"freerunning"`` from its owner's
hand (``manastack_casting_permissions``), offered only while the condition holds.

The condition looks back at the moment the damage was dealt: the kernel records each
combat damage dealt to a player this turn with its source's characteristics and controller
at that time (``Game.combat_damage_to_players_this_turn``, 510.2, 603.10). A creature that
stops being an Assassin or changes control later doesn't change what was recorded. The
kernel has no commander (CR 903 is a variant this framework doesn't play): the "or a commander" branch
can't hold in its games (docs/decisions.rst).

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_freerunning.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell

#: Freerunning needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "freerunning"

#: The casting permission's name (``cast ... using="freerunning"``).
PERMISSION = "freerunning"

@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.173: the keyword line "Freerunning {1}{B}" (a mana cost only: "Freerunning—
    Return a blue creature you control to its owner's hand" stays unread)."""
    return [KeywordDef(name="freerunning", pattern=r"freerunning (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_freerunning.keyword", "build"),
                       rule="702.173",
                       reminder="You may cast this spell for its freerunning cost if you dealt "
                       "combat damage to a player this turn with an Assassin or commander.")]


@hookimpl
@reads_keyword("freerunning", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.173a, 118.9, 601.2b: cast a card from your hand paying its freerunning cost
    instead, if an Assassin creature you controlled dealt combat damage to a player this
    turn."""
    from manastack_freerunning.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("freerunning", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.173a: the explain log says a spell was cast for its freerunning cost, and why."""
    if spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION:
        from manastack_freerunning.keyword import log_cast

        log_cast(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The freerunning cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("freerunning", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
