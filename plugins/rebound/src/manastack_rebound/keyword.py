"""Rebound's replacement, its delayed trigger and the cast from exile (CR 702.88)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import IllegalActionError, Step, Zone, exile_instead
from manastack_rebound import REBOUND, RULE

if TYPE_CHECKING:
    from manastack.api import Context, Game, GameObject, Replacement, ZoneMove


def key(obj_id: int) -> str:
    """The replacement's key for the spell ``obj_id`` (one per spell: 702.88c, 614.5)."""
    return f"rebound:{obj_id}"


def rebounds(game: Game, obj: GameObject) -> bool:
    """CR 702.88a: a card (not a copy, 707.10) with rebound, cast from its controller's hand
    ("your hand": the hand is its owner's, 400.3)."""
    spell = obj.spell
    return (spell is not None and obj.is_card and spell.from_zone is Zone.HAND
            and spell.controller == obj.owner and REBOUND in game.chars(obj.id).keywords)


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.88a, 614.1a: exile it instead of putting it into the graveyard as it
    resolves (608.2n); countered (701.6a) or fizzling (608.2b), it is not resolving."""
    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is not Zone.GRAVEYARD \
            or not rebounds(game, obj):
        return ()
    return (exile_instead(key(obj.id), f"{obj.card.name} has rebound and was cast from its "
                          "controller's hand: exile it instead of putting it into the "
                          "graveyard", rule=RULE),)


def zone_changed(game: Game, old: GameObject, new: GameObject, move: ZoneMove) -> None:
    """CR 702.88a, 603.7a: the exile rebound caused creates "at the beginning of your next
    upkeep, you may cast this card from exile without paying its mana cost"."""
    from manastack.api import Custom, Mode, create_delayed

    if key(old.id) not in move.applied or old.spell is None or new.zone is not Zone.EXILE:
        return
    text = (f"at the beginning of your next upkeep, you may cast {new.card.name} from exile "
            "without paying its mana cost")
    create_delayed(game, event="step_begins", step=Step.UPKEEP, player=old.spell.controller,
                   controller=old.spell.controller, objects=(new.id,), source=new.id,
                   text=f"rebound: {text}",
                   effect=Mode(instructions=(Custom(cast_from_exile),), text=text))
    game.log_event("effect", f"rebound: {new.card.name} is exiled; {text}", rule=RULE,
                   source=new.id)


def cast_from_exile(ctx: Context) -> None:
    """CR 702.88a-b, 118.9: the player may cast the card, if still in exile (603.7c), without
    paying its mana cost (an alternative cost; additional costs still paid, 601.2f); an
    illegal cast (no legal target) leaves it in exile (732)."""
    from manastack.api import cast_without_paying

    game = ctx.game
    cards = [o for o in ctx.it if (obj := game.find(o)) is not None and obj.zone is Zone.EXILE]
    if not cards:
        game.log_event("effect", "rebound: the card is no longer in exile", rule="603.7c")
        return
    card = game.obj(cards[0])
    answer = game.decide(kind="may", player=ctx.controller,
                         prompt=f"Cast {card.card.name} from exile without paying its mana "
                         "cost?", options=("yes", "no"), rule=RULE)
    if answer[0] != "yes":
        game.log_event("effect", f"rebound: {card.card.name} is not cast and stays in exile",
                       rule=RULE, source=card.id)
        return
    try:
        cast_without_paying(game, ctx.controller, card.id)
    except IllegalActionError as exc:  # the game is as it was (CR 732)
        game.log_event("effect", f"rebound: {card.card.name} can't be cast: {exc}", rule=RULE,
                       source=card.id)
        return
    game.log_event("effect", f"rebound: {card.card.name} is cast from exile without paying "
                   "its mana cost", rule="118.9", source=card.id)
