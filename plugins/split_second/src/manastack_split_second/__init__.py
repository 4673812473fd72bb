"""manastack-split_second: the keyword split second (CR 702.61), a static ability.

CR 702.61a: "Split second is a static ability that functions only while the spell with split
second is on the stack. 'Split second' means 'As long as this spell is on the stack, players
can't cast other spells or activate abilities that aren't mana abilities.'" The plugin gives
the keyword its meaning through two of the kernel's questions: ``manastack_cast_restrictions``
(601.2e) and ``manastack_activation_restrictions`` (602.2a), asked both when the legal actions
are listed and when a cast or an activation is proposed, so a forbidden one is not offered
and, proposed anyway, is refused with the game left as it was (732). Mana abilities are not
forbidden (the kernel doesn't ask for them); special actions are not casts or activations
and triggered abilities still trigger and resolve (702.61b). Several instances are
redundant (702.61c): an object's keywords are a set.

The spells with split second on the stack are found by :mod:`manastack_split_second.keyword`,
imported by the first cast or activation asked about (loading the rules imports no object
model).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import ActivatedAbility, CardSource, Game, GameObject, Spell

#: Split second needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
SPLIT_SECOND = "split second"

#: The reminder text printed on the cards.
REMINDER = ("As long as this spell is on the stack, players can't cast spells or activate "
            "abilities that aren't mana abilities.")


def _reason(what: str, spells: list[GameObject]) -> str:
    return (f"{spells[0]} has split second: while it is on the stack, players can't "
            f"{what} (702.61a)")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.61: the keyword line "Split second"."""
    return [KeywordDef(name=SPLIT_SECOND, pattern="split second", rule="702.61",
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The split second spells this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("split_second", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> list[str] | None:
    """CR 702.61a: no other spell is cast while a spell with split second is on the stack,
    by any player, however it is cast."""
    from manastack_split_second.keyword import split_second_spells

    spells = split_second_spells(game, other_than=spell.obj)
    return [_reason("cast other spells", spells)] if spells else None


@hookimpl
@reads_keyword(SPLIT_SECOND, "stack")  # asked only while a spell with split second is there
def manastack_activation_restrictions(game: Game, player: int, obj: GameObject,
                                      ability: ActivatedAbility) -> list[str] | None:
    """CR 702.61a: no ability that isn't a mana ability is activated while a spell with
    split second is on the stack (mana abilities are still activated, 702.61b). The scope
    is a speed-up only: the spells on the stack are looked at here too."""
    if ability.is_mana_ability:
        return None
    from manastack_split_second.keyword import split_second_spells

    spells = split_second_spells(game)
    return [_reason("activate abilities that aren't mana abilities", spells)] if spells else None


@hookimpl
@reads_keyword(SPLIT_SECOND, "stack")  # told only of a spell with split second
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """The explain log says from when the prohibition holds (702.61a)."""
    if not game.has_keyword(spell.obj, SPLIT_SECOND):
        return  # the scope is a speed-up only: a spell without the keyword says nothing
    game.log_event("effect", f"split second: while {game.obj(spell.obj)} is on the stack, players can't "
                   "cast other spells or activate abilities that aren't mana abilities",
                   rule="702.61a", source=spell.obj)
