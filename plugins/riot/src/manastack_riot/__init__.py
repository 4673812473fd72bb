"""manastack-riot: the keyword riot (CR 702.136), a static ability.

CR 702.136a: "'Riot' means 'You may have this permanent enter with an additional +1/+1
counter on it. If you don't, it gains haste.'" It is a replacement effect on the event of
entering (614.1c): the choice is made as the permanent would enter (614.12), from any zone,
cast or not, by the player it would enter under the control of ("you"), as a decision of
kind ``"may"``. "Yes": the counter is on it as it enters (122.6). "No": it has haste for as
long as it is that object on the battlefield (400.7). Each instance works separately
(702.136b): two riots are two choices.

- The keyword is a :class:`~manastack.api.KeywordAbility` named "riot"
  (``game.has_keyword(obj, "riot")`` holds while the object has it).
- The replacement: the kernel's ``manastack_replace_zone_change``, one per riot of the
  entering permanent as it would exist on the battlefield (614.12, ``game.entering_chars``):
  printed, or granted by a permanent already there ("Nontoken creatures you control have
  riot"); a face-down spell has none (708.2a).
- Haste (702.10) when the counter is declined: the replacement records its "no" on the move
  (``ZoneMove.record``), the kernel's ``manastack_zone_changed`` tags the new permanent and
  ``manastack_continuous_effects`` gives each tagged permanent haste (613.1f); the haste
  plugin lets it attack (702.10b), so riot requires it (``MANASTACK_REQUIRES``), as dash does.

The entry module is light: the work is in :mod:`manastack_riot.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move, reads_replacement, reads_tag
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        ContinuousEffect,
        Game,
        GameObject,
        Replacement,
        ZoneMove,
    )

#: Riot gives haste: the haste plugin makes haste let a creature attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "riot"

#: The keyword's name, as it appears in an object's keywords.
RIOT = "riot"

#: The tag of a permanent that entered without riot's counter: it has haste (702.136a).
HASTE_TAG = "riot_haste"

REMINDER = "This creature enters with your choice of a +1/+1 counter or haste."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.136: the keyword line "Riot" (also in lists: "Riot, trample")."""
    return [KeywordDef(name=RIOT, pattern="riot", rule="702.136", reminder=REMINDER)]


@hookimpl
@reads_move(to_zone="battlefield")  # CR 702.136a: only an object entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.136a, 614.1c: as a permanent with riot would enter, the counter or haste."""
    from manastack_riot.keyword import replacements

    return replacements(game, move)


@hookimpl
@reads_replacement(RIOT)  # told only of a move riot's replacement recorded on (702.136a)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.136a: the permanent whose controller declined the counter gains haste."""
    from manastack_riot.keyword import entered

    entered(game, old, new, move)


@hookimpl
@reads_tag(HASTE_TAG, "battlefield")  # asked only while a permanent that declined riot exists
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.136a, 613.1f: haste for each permanent that entered without riot's counter."""
    from manastack_riot.keyword import haste_effects

    return haste_effects(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The riot creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
