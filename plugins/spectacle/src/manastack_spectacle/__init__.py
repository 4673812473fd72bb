"""manastack-spectacle: the spectacle keyword (CR 702.137).

"Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost if an
opponent lost life this turn" (702.137a). It is an alternative cost (118.9): a casting
permission named ``"spectacle"`` from its owner's hand (``manastack_casting_permissions``),
offered only while an opponent of the caster has lost life this turn (the kernel's
``Game.life_lost_this_turn``, CR 119.3: damage, life lost and life paid all count). The
kernel then builds the total cost (601.2f) and refuses it with another alternative cost
(601.2b, 118.9a).

The entry module is light: the keyword's value and the hook's work are in
:mod:`manastack_spectacle.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell

#: Spectacle needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "spectacle"

#: The casting permission's name (``cast ... using="spectacle"``).
PERMISSION = "spectacle"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.137: the keyword line "Spectacle {R}"."""
    return [KeywordDef(name="spectacle", pattern=r"spectacle (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_spectacle.keyword", "build"), rule="702.137",
                       reminder="You may cast this spell for its spectacle cost rather than "
                       "its mana cost if an opponent lost life this turn.")]


@hookimpl
@reads_keyword("spectacle", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.137a, 118.9, 601.2b: cast a card from your hand paying its spectacle cost
    instead, if an opponent lost life this turn."""
    from manastack_spectacle.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("spectacle", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.137a: the explain log says a spell was cast for its spectacle cost, and why."""
    if spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION:
        from manastack_spectacle.keyword import log_cast

        log_cast(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The spectacle cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("spectacle", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
