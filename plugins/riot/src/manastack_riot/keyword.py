"""The riot keyword's replacement and the haste it gives (CR 702.136)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from manastack.api import (
    Ability,
    AddAbilities,
    ContinuousEffect,
    Game,
    GameObject,
    KeywordAbility,
    Replacement,
    StaticAbility,
    StaticEffect,
    Zone,
    ZoneMove,
    may_enter_with_counter,
)
from manastack_riot import HASTE_TAG, PLUGIN, RIOT

#: What a declined riot records on the move under the keyword's name, for the permanent to
#: gain haste once it is on the battlefield (the move is all that goes from the replacement
#: to the new object).
_DECLINED = "no"

Apply = Callable[[ZoneMove], ZoneMove]


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.136a-b, 614.12: one replacement per riot of the entering permanent as it would
    exist on the battlefield: printed, or granted by a permanent already there ("Nontoken
    creatures you control have riot"), and none if an effect there would take it away."""
    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    if not (_has_riot(move.obj.card.abilities) or _granted_around(game)):
        return []  # cheap first: no riot printed and nothing on the battlefield grants it
    return may_enter_with_counter(game, move, RIOT, text="riot: a +1/+1 counter or haste",
                                  prompt_note="else it gains haste", rule="702.136a",
                                  declined=_declined(game), as_it_would_exist=True)


def _has_riot(abilities: Iterable[Ability]) -> bool:
    for a in abilities:  # noqa: SIM110 (any() and a generator: slower; each entering)
        if isinstance(a, KeywordAbility) and a.keyword == RIOT:
            return True
    return False


def _granted_around(game: Game) -> bool:
    """CR 614.12, 613.1f: does a permanent have a static ability giving riot to others?"""
    if not game.keyword_grant_possible(RIOT):
        return False  # CR 613.1f: no static ability of the layer pass gives riot
    for permanent in game.battlefield():
        for ability in game.chars(permanent.id).abilities:
            if not isinstance(ability, StaticAbility):
                continue  # loops, not any(): read for every permanent entering
            for effect in ability.effects:
                if isinstance(effect, StaticEffect):
                    for part in effect.parts:
                        if isinstance(part, AddAbilities) and _has_riot(part.abilities):
                            return True
    return False


def _declined(game: Game) -> Apply:
    def declined(m: ZoneMove) -> ZoneMove:
        # CR 702.136a: "if you don't, it gains haste", once it is on the battlefield
        game.log_event("effect", f"riot: no counter for {m.obj}, so it gains haste",
                       rule="702.136a", source=m.obj.id)
        return m.record(RIOT, _DECLINED)

    return declined


def entered(game: Game, old: GameObject, new: GameObject | None, move: ZoneMove) -> None:
    """CR 702.136a: a riot declined as it entered: the new permanent (400.7) gains haste."""
    if new is None or new.zone is not Zone.BATTLEFIELD:
        return
    if move.recorded(RIOT) != _DECLINED:
        return  # CR 702.136b: each riot is its own choice; one "no" is enough for haste
    game.update(new.id, tags={**new.tags, HASTE_TAG: True})


def haste_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.136a: "if you don't, it gains haste", for as long as it is that permanent."""
    ids = tuple(o.id for o in game.battlefield() if o.tags.get(HASTE_TAG))
    if not ids:
        return []
    haste = KeywordAbility(keyword="haste", text="haste (riot)", plugin=PLUGIN)
    return [ContinuousEffect(parts=(AddAbilities((haste,)),), objects=ids, rule="702.136a",
                             text="riot declined its counter: it has haste")]
