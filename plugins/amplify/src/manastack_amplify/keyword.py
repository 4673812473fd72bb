"""The amplify keyword's replacement on entering (CR 702.38a)."""

from __future__ import annotations

import re
from collections.abc import Callable

from attrs import field, frozen

from manastack.api import (
    Game,
    KeywordAbility,
    Replacement,
    Zone,
    ZoneMove,
    each_instance_as_it_enters,
    entering_player,
)
from manastack_amplify import AMPLIFY, PLUGIN

#: The kind of counter amplify puts (702.38a).
COUNTER = "+1/+1"

Apply = Callable[[ZoneMove], ZoneMove]


@frozen
class AmplifyAbility(KeywordAbility):
    """"Amplify N" (702.38a): a static ability, a replacement as the permanent enters."""

    n: int = field(default=1, kw_only=True)
    keyword: str = field(default=AMPLIFY, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str]) -> AmplifyAbility:
    """CR 702.38a: the keyword with its N."""
    return AmplifyAbility(n=int(match["n"]), text=match.group(0))


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.38a-b, 614.12: one replacement per amplify of the entering permanent as it
    would exist on the battlefield."""
    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    return each_instance_as_it_enters(
        game, move, AmplifyAbility, rule="702.38a",
        text=lambda a: f"{a.text}: reveal cards as it enters",
        apply=lambda a, entering: _amplify(
            game, a.n, frozenset(entering.type_line.subtypes_of("creature"))))


def sharing(game: Game, player: int, types: frozenset[str], entering: int) -> tuple[int, ...]:
    """CR 702.38a: the cards in the player's hand sharing a creature type with the entering
    permanent (205.3m), not the entering card itself."""
    return tuple(o.id for o in game.hand(player) if o.id != entering
                 and types & set(game.chars(o.id).type_line.subtypes_of("creature")))


def _amplify(game: Game, n: int, types: frozenset[str]) -> Apply:
    def apply(m: ZoneMove) -> ZoneMove:
        # CR 702.38a: "your hand" is the hand of the player it would enter under (614.12)
        player = entering_player(m)
        cards = sharing(game, player, types, m.obj.id)
        chosen: tuple[int, ...] = ()
        if cards:
            chosen = tuple(game.decide(
                kind="reveal", player=player,
                prompt=f"Amplify {n}: reveal any number of cards sharing a creature type with "
                       f"{m.obj} as it enters", options=cards, min=0, max=len(cards),
                rule="702.38a"))
        names = ", ".join(game.chars(c).name for c in chosen) or "no card"
        game.log_event("effect", f"amplify {n}: {names} revealed from hand, {m.obj} enters "
                       f"with {n * len(chosen)} +1/+1 counter(s)", rule="702.38a",
                       source=m.obj.id)
        if not chosen:
            return m
        return m.replace(counters=(*m.counters, (COUNTER, n * len(chosen))))

    return apply
