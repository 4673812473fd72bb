"""The mayhem keyword's values and the work of its hook (CR 702.187).

Imported by the first card with mayhem read, or the first hook call of a game:
``manastack_mayhem`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Ability, Cost, GraveyardCast, KeywordAbility
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_mayhem import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
# (GraveyardCast's module holds values only, its methods import the engine's services)
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Characteristics, Game, IllegalActionError

__all__ = ["MAYHEM", "MayhemAbility", "permissions", "refusal"]


@frozen
class MayhemAbility(KeywordAbility):
    """"Mayhem [cost]" (CR 702.187b): ``cost`` is the printed mayhem cost."""

    cost: Cost = field(kw_only=True)

    def __str__(self) -> str:
        return self.text or f"Mayhem {self.cost}"


def _mayhem_cost(ability: KeywordAbility, ch: Characteristics) -> Cost:
    # CR 702.187b: paid rather than the mana cost (an alternative cost, 118.9)
    assert isinstance(ability, MayhemAbility)
    return ability.cost


def _build(match: re.Match[str]) -> Ability | None:
    """"Mayhem {1}{R}", "Mayhem {B/R}"."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None  # a cost the grammar can't read: the line stays unrecognised, never guessed
    return MayhemAbility(keyword=KEYWORD, cost=cost, text=match.group(0), plugin=PLUGIN)


#: CR 702.187b: cast from your graveyard paying the mayhem cost rather than the mana cost
#: (118.9). The card's own timing applies (any card type: a creature at sorcery speed,
#: 307.1), and nothing replaces where it goes afterwards.
MAYHEM = GraveyardCast(name=KEYWORD, plugin=PLUGIN, ability=MayhemAbility, rule=RULE,
                       cost=_mayhem_cost, label="{name} {cost}")


def permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 702.187b: "as long as you discarded this card this turn": only the graveyard
    objects the turn records as discarded this turn (701.9a); a card that left the graveyard
    and came back is a new object (400.7), not discarded this turn."""
    discarded = set(game.state.turn.discarded)
    return [p for p in MAYHEM.permissions(game, player) if p.obj in discarded]


def refusal(game: Game, player: int, obj_id: int,
            permission: str) -> IllegalActionError | None:
    """Why a card with mayhem isn't cast with it (601.3): not in its owner's graveyard
    (601.2a), or in it but not discarded this turn (702.187b); None otherwise (the kernel
    explains)."""
    from manastack.api import IllegalActionError

    refused = MAYHEM.refusal(game, player, obj_id, permission)
    obj = game.find(obj_id)
    if refused is not None or permission != KEYWORD or obj is None or not any(
            isinstance(a, MayhemAbility) for a in game.chars(obj_id).abilities):
        return refused
    if obj_id in game.state.turn.discarded:
        return None  # a permission applies: the other checks say why
    return IllegalActionError(
        f"{obj} wasn't discarded this turn: mayhem casts it from its owner's graveyard only "
        f"as long as they discarded it this turn ({RULE})", rule="601.3", step="601.2a",
        cites=(RULE,))
