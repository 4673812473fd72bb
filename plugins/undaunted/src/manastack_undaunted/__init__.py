"""manastack-undaunted: the undaunted keyword (CR 702.125).

"Undaunted is a static ability that functions while the spell with undaunted is on the
stack. Undaunted means 'This spell costs {1} less to cast for each opponent you have.'"
(702.125a); players who have left the game are not counted (702.125b); several instances
each apply (702.125c).

The plugin answers ``manastack_cost_reductions`` (601.2f) with one generic reduction per
instance, of {1} for each opponent of the caster still in the game as the total cost is
determined (the kernel's explain log names each reduction, citing 702.125a): the kernel
applies every reduction after every increase and never lets a generic reduction lower a
coloured requirement (118.7a).

The entry module is light: the hook imports what it builds when a spell is cast.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, CostChange, Game, Spell

#: Undaunted needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "undaunted"

#: The keyword's name, as it appears in an object's keywords.
UNDAUNTED = "undaunted"

#: CR 702.125a: what the keyword means.
DEFINITION = "This spell costs {1} less to cast for each opponent you have."


def opponents(game: Game, player: int) -> int:
    """CR 702.125a-b, 102.3: the caster's opponents, those who left the game not counted."""
    return sum(1 for p in game.players if p.index != player and not p.lost)


def reductions(game: Game, spell: Spell) -> list[CostChange]:
    """CR 702.125a, 702.125c: {1} less for each opponent, once per instance of undaunted."""
    from manastack.api import CostChange, KeywordAbility, ManaCost

    n = opponents(game, spell.controller)
    if n <= 0:
        return []
    instances = sum(1 for a in game.chars(spell.obj).abilities
                    if isinstance(a, KeywordAbility) and a.keyword == UNDAUNTED)
    return [CostChange(mana=ManaCost.parse(f"{{{n}}}"), rule="702.125a",
                       source=f"{spell.card.name}: undaunted ({n} opponent(s), CR 702.125a)")
            for _ in range(instances)]


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.125: the keyword line "Undaunted"."""
    return [KeywordDef(name=UNDAUNTED, pattern="undaunted", rule="702.125",
                       reminder=DEFINITION)]


@hookimpl
@reads_keyword(UNDAUNTED, "stack")
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 702.125a, 601.2f: {1} less for each opponent the caster has."""
    if UNDAUNTED not in game.chars(spell.obj).keywords:
        return ()  # asked for every spell cast: most have no undaunted
    return reductions(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The undaunted cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
