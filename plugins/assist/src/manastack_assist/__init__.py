"""manastack-assist: the assist keyword (CR 702.132).

"If the total cost to cast a spell with assist includes a generic mana component, before you
activate mana abilities while casting it, you may choose another player. That player has a
chance to activate mana abilities. [...] Before you begin to pay the total cost of the spell,
the player you chose may pay for any amount of the generic mana in the spell's total cost"
(702.132a). The plugin answers ``manastack_other_payers`` with one
:class:`~manastack.api.OtherPayer` named ``"assist"`` for a spell with assist; the kernel's
step between 601.2f and 601.2g asks the caster which other player (or none, a decision of
kind ``"assist"``), asks that player how much generic mana they pay (``"assist_amount"``),
activates that player's own mana abilities and spends their mana, then the caster pays the
rest. Several instances give one permission (like 702.51d for convoke).

The entry module is the whole plugin: one keyword, one card pool and one hook that needs
only the game it is handed (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, OtherPayer, Spell

#: Assist needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "assist"

#: The keyword's name, and the kind of the caster's decision choosing the other player.
ASSIST = "assist"

REMINDER = "Another player can pay up to {N} of this spell's cost."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.132: the keyword line "Assist"."""
    return [KeywordDef(name=ASSIST, pattern="assist", rule="702.132", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The assist cards this package's tests cast (exact Oracle text)."""
    return [TomlCardSource.from_package("assist", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("assist", "stack")
def manastack_other_payers(game: Game, spell: Spell) -> Iterable[OtherPayer]:
    """CR 702.132a: the caster may choose another player who pays generic mana of the
    locked total cost with their own mana."""
    if ASSIST not in game.chars(spell.obj).keywords:
        return ()  # asked for every spell cast: most have no assist
    from manastack.api import OtherPayer

    return (OtherPayer(name=ASSIST, plugin=PLUGIN, rule="702.132a"),)
