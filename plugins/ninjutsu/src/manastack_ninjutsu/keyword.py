"""Ninjutsu's activated ability, its cost parts and its effect (CR 702.49, 508.4, 509.1h).

Imported by the first card with ninjutsu read: ``manastack_ninjutsu`` (the entry point)
stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import attrs
from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    Context,
    CostPart,
    IllegalActionError,
    Instruction,
    Mode,
    Zone,
    is_unblocked,
    put_into_combat_attacking,
)
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_ninjutsu import NINJUTSU, RULE

if TYPE_CHECKING:
    from manastack.api import Game

__all__ = [
    "NinjutsuAbility",
    "PutOntoBattlefieldAttacking",
    "ReturnUnblockedAttacker",
    "RevealThisCard",
]

#: Tag on the card in hand: what each creature returned to pay its ninjutsu attacked, in
#: the order paid (the last activation resolves first, 405.5).
DEFENDERS = "ninjutsu_defenders"

_EFFECT_TEXT = "Put this card onto the battlefield from your hand tapped and attacking."


@frozen
class NinjutsuAbility(ActivatedAbility):
    """"Ninjutsu [cost]" (702.49a), functioning in the hand only (113.6b)."""

    keyword: str = field(default=NINJUTSU, kw_only=True)
    plugin: str = field(default="ninjutsu", kw_only=True, eq=False)


@frozen
class RevealThisCard(CostPart):
    """"Reveal this card from your hand" (702.49a-b): the card must be in its owner's hand;
    it stays revealed while the ability is on the stack."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.HAND and obj.owner == player

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        game.log_event("reveal", f"{game.player(player)} reveals {game.obj(source)} (it stays "
                       "revealed until the ability leaves the stack)", rule="702.49b",
                       source=source)
        return f"reveal {game.obj(source)}"


@frozen
class ReturnUnblockedAttacker(CostPart):
    """"Return an unblocked attacking creature you control to its owner's hand" (702.49a):
    only once blockers are declared (509.1h, 702.49c). What the creature attacked is
    recorded on the card in hand for the effect (702.49c)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def candidates(self, game: Game, player: int) -> list[int]:
        return [o.id for o in game.battlefield(player)
                if game.controller(o.id) == player and game.chars(o.id).is_creature
                and is_unblocked(game, o.id)]

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return bool(self.candidates(game, player))

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        options = tuple(self.candidates(game, player))
        if not options:
            raise IllegalActionError("no unblocked attacking creature to return", rule="702.49c")
        (chosen,) = game.decide(kind="return", player=player,
                                prompt="Return an unblocked attacking creature you control",
                                options=options, rule="702.49a")
        creature = int(chosen)
        combat = game.state.combat
        assert combat is not None
        defender = combat.attackers[creature]
        card = game.obj(source)
        game.update(source, tags={**card.tags,
                                  DEFENDERS: (*card.tags.get(DEFENDERS, ()), defender)})
        name = str(game.obj(creature))
        game.move(creature, Zone.HAND, cause="cost", rule=RULE)
        return f"return {name}"


@frozen
class PutOntoBattlefieldAttacking(Instruction):
    """Put the card with ninjutsu from its owner's hand onto the battlefield tapped and
    attacking what the returned creature attacked (702.49a, 702.49c, 508.4); if the card
    is no longer in the hand it is a new object (400.7) and nothing happens."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        card = game.find(ctx.source) if ctx.source is not None else None
        if card is None or card.zone is not Zone.HAND:
            game.log_event("ninjutsu", "the card is no longer in its owner's hand: nothing "
                           "happens", rule="400.7")
            ctx.it = []
            return
        defenders: tuple[Any, ...] = card.tags.get(DEFENDERS, ())
        defender = defenders[-1] if defenders else None
        game.update(card.id, tags={**card.tags, DEFENDERS: defenders[:-1]})
        new = game.move(card.id, Zone.BATTLEFIELD, cause="effect", controller=ctx.controller,
                        tapped=True, rule=RULE)
        ctx.it = [new.id] if new is not None else []
        if new is not None and defender is not None:
            put_into_combat_attacking(game, new.id, defender, rule="702.49c")


def _build(match: re.Match[str]) -> NinjutsuAbility | None:
    """"Ninjutsu {1}{U}": the printed cost plus the reveal and the return (702.49a); a cost
    the grammar can't read is no match."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None
    cost = attrs.evolve(cost, parts=(
        *cost.parts, RevealThisCard(text="Reveal this card from your hand"),
        ReturnUnblockedAttacker(
            text="Return an unblocked attacking creature you control to its owner's hand")))
    effect = Mode(instructions=(PutOntoBattlefieldAttacking(text=_EFFECT_TEXT),),
                  text=_EFFECT_TEXT)
    return NinjutsuAbility(cost=cost, effect=effect, zones=(Zone.HAND.value,),
                           text=match.group(0))
