"""Dredge's ability and the replacement of a draw it offers (CR 702.52a-b, 614.11, 616.1).

Imported at the first card with dredge read, or the first draw of a player with a card with
dredge in their graveyard: ``manastack_dredge`` (the entry point) stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import DrawReplacement, KeywordAbility, Zone
from manastack_dredge import DREDGE, PLUGIN

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.api import Game

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


@frozen
class DredgeAbility(KeywordAbility):
    """"Dredge N" (702.52a): a static ability that functions only in its owner's graveyard."""

    n: int = field(default=1, kw_only=True)
    keyword: str = field(default=DREDGE, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str]) -> DredgeAbility:
    """CR 702.52a: the keyword with its N."""
    return DredgeAbility(n=int(match["n"]), text=match.group(0))


def replacements(game: Game, player: int) -> list[DrawReplacement]:
    """CR 702.52a-b: for each dredge ability of each card in ``player``'s graveyard (its
    owner's, 404.2), "you may instead mill N cards and return this card from your graveyard
    to your hand", as long as the library has at least N cards."""
    library = len(game.ids_in(Zone.LIBRARY, player))
    out: list[DrawReplacement] = []
    for oid in game.with_keyword(DREDGE, Zone.GRAVEYARD, player):
        obj = game.obj(oid)
        for i, ability in enumerate(game.chars(oid).abilities):
            if not isinstance(ability, DredgeAbility):
                continue
            if ability.n > library:
                continue  # CR 702.52b: fewer cards than N in the library: can't dredge
            word = _NUMBERS[ability.n] if ability.n < len(_NUMBERS) else str(ability.n)
            out.append(DrawReplacement(
                key=f"dredge:{oid}:{i}", rule="702.52a", optional=True, controller=player,
                text=f"{ability.text} ({obj.card.name}): mill {word} card(s) and return "
                     f"{obj.card.name} to hand instead of drawing",
                apply=_dredging(player, oid, ability.n)))
    return out


def _dredging(player: int, card: int, n: int) -> Callable[[Game], None]:
    """What the replacement does when chosen: :func:`dredge` of ``card`` for ``player``."""
    return lambda game: dredge(game, player, card, n)


def dredge(game: Game, player: int, card: int, n: int) -> None:
    """CR 702.52a: ``player`` mills ``n`` cards (701.17a), then the card returns from the
    graveyard to its owner's hand, if it is still there (400.7)."""
    obj = game.find(card)
    game.log_event("effect", f"{game.player(player)} dredges {n} with {obj}: mills {n} and "
                   "returns it to hand instead of drawing", rule="702.52a", obj=card)
    game.mill(player, n, rule="702.52a")
    obj = game.find(card)
    if obj is None or obj.zone is not Zone.GRAVEYARD:
        game.log_event("effect", "dredge: the card is no longer in the graveyard, nothing "
                       "returns", rule="400.7")
        return
    game.move(card, Zone.HAND, cause="return", rule="702.52a")
