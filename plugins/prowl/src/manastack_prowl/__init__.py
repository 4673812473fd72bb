"""manastack-prowl: the prowl keyword (CR 702.76).

"Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a player
was dealt combat damage this turn by a source that, at the time it dealt that damage, was
under your control and had any of this spell's creature types" (702.76a). It is an
alternative cost (118.9): a casting permission named ``"prowl"`` from its owner's hand
(``manastack_casting_permissions``), offered for a card only while the condition holds for
that card's own creature types.

The condition looks back at the moment the damage was dealt: the kernel records each combat
damage dealt to a player this turn with its source's characteristics and controller at that
time (``Game.combat_damage_to_players_this_turn``, 510.2, 603.10). A source that left the
battlefield, lost a creature type or changed control since still counts as it was then.

The sentences of prowl cards that ask whether the prowl cost was paid
(``manastack_register_sentences``): "If this spell's prowl cost was paid, [effect]" (608.2c)
and "When this creature enters, if its prowl cost was paid, [effect]" (an intervening "if",
603.4); a permanent remembers the spell it was, with the permission it was cast with (608.3).

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_prowl.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, cost_paid_sentences, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell
    from manastack_grammar.api import SentenceRule

#: Prowl needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "prowl"

#: The casting permission's name (``cast ... using="prowl"``).
PERMISSION = "prowl"

_KEYWORD_MODULE = "manastack_prowl.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.76: the keyword line "Prowl {1}{B}" (a mana cost)."""
    return [KeywordDef(name="prowl", pattern=r"prowl (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred(_KEYWORD_MODULE, "build"), rule="702.76",
                       reminder="You may cast this for its prowl cost if you dealt combat "
                       "damage to a player this turn with a creature with any of its "
                       "creature types.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The sentences that ask whether the prowl cost was paid (702.76a, 608.2c, 603.4)."""
    return cost_paid_sentences("prowl", "702.76a", deferred(_KEYWORD_MODULE, "prowl_paid"),
                               plugin=PLUGIN)


@hookimpl
@reads_keyword("prowl", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.76a, 118.9, 601.2b: cast a card from your hand paying its prowl cost instead, if
    a source you controlled with any of its creature types dealt combat damage to a player
    this turn."""
    from manastack_prowl.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("prowl", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.76a: the explain log says a spell was cast for its prowl cost, and why."""
    if spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION:
        from manastack_prowl.keyword import log_cast

        log_cast(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The prowl cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("prowl", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
