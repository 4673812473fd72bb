"""manastack-surge: the surge keyword (CR 702.117).

"Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as you cast
this spell if you or one of your teammates has cast another spell this turn" (702.117a). It
is an alternative cost (118.9): a casting permission named ``"surge"`` from its owner's hand
(``manastack_casting_permissions``), offered only once its caster has cast a spell this turn
(the kernel's ``Player.spells_cast_this_turn``, counted as each spell becomes cast, 601.2i).
The kernel has no teams (810): "you or one of your teammates" is "you".

The sentences of surge cards that ask whether the surge cost was paid
(``manastack_register_sentences``): "If this spell's surge cost was paid, [effect]" (608.2c)
and "When this creature enters, if its surge cost was paid, [effect]" (an intervening "if",
603.4). A permanent remembers the spell it was (``GameObject.tags["cast"]``), with the
permission it was cast with.

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_surge.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, cost_paid_sentences, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, Spell
    from manastack_grammar.api import SentenceRule

#: Surge needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "surge"

#: The casting permission's name (``cast ... using="surge"``).
PERMISSION = "surge"

_KEYWORD_MODULE = "manastack_surge.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.117: the keyword line "Surge {1}{R}"."""
    return [KeywordDef(name="surge", pattern=r"surge (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred(_KEYWORD_MODULE, "build"), rule="702.117",
                       reminder="You may cast this spell for its surge cost if you or a "
                       "teammate has cast another spell this turn.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The sentences that ask whether the surge cost was paid (702.117a, 608.2c, 603.4)."""
    return cost_paid_sentences("surge", "702.117a", deferred(_KEYWORD_MODULE, "surge_paid"),
                               plugin=PLUGIN)


@hookimpl
@reads_keyword("surge", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.117a, 118.9, 601.2b: cast a card from your hand paying its surge cost instead,
    if you have cast another spell this turn."""
    from manastack_surge.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("surge", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.117a: the explain log says a spell was cast for its surge cost, and why."""
    if spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION:
        from manastack_surge.keyword import log_cast

        log_cast(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The surge cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("surge", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
