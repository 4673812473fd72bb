"""The miracle keyword's values and the work of its hooks (CR 702.94).

Imported by the first card with miracle read, or the first hook call of a game:
``manastack_miracle`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    Ability,
    Context,
    Cost,
    Instruction,
    KeywordAbility,
    KeywordTrigger,
    Mode,
    ResolutionCast,
    TriggerCondition,
    Zone,
)
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_miracle import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Game, GameObject, ZoneMove

__all__ = ["EVENT", "CastForMiracle", "MiracleAbility", "miracle_cost", "revealed"]

#: The event the miracle trigger listens for: the card revealed by its own static ability.
EVENT = "revealed_with_miracle"
#: ``state.notes`` key: the cards revealed with miracle, as their ids in the hand (702.94b).
_REVEALED = "miracle:revealed"


@frozen
class MiracleAbility(KeywordAbility):
    """"Miracle [cost]" (CR 702.94a): the static ability's half, carrying the miracle cost."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return self.text or f"Miracle {self.cost}"


def miracle_cost(obj_abilities: Sequence[Ability]) -> Cost | None:
    """The miracle cost of the first miracle ability among ``obj_abilities``."""
    for ability in obj_abilities:
        if isinstance(ability, MiracleAbility):
            return ability.cost
    return None


def revealed(game: Game) -> tuple[int, ...]:
    """The cards in a hand a player plays with revealed because of miracle (CR 702.94b): until
    the card leaves the hand (a new object, 400.7), or its miracle ability resolves or
    otherwise leaves the stack."""
    from manastack.api import StackAbility

    on_stack = set()
    for sid in game.ids_in(Zone.STACK):
        ability = game.obj(sid).tags.get("ability")
        if isinstance(ability, StackAbility) and ability.kind == "triggered":
            on_stack.add(ability.source)
    waiting = {t.source for t in game.state.pending_triggers}
    out = []
    for oid in game.state.notes.get(_REVEALED, ()):
        card = game.find(oid)
        if card is None or card.zone is not Zone.HAND:
            continue  # left the hand: no longer revealed
        if oid in waiting or oid in on_stack or game.state.notes.get(CAST.note) == oid:
            out.append(oid)
    return tuple(out)


def _forget_revealed(game: Game, oid: int) -> None:
    notes = dict(game.state.notes)
    notes[_REVEALED] = tuple(o for o in notes.get(_REVEALED, ()) if o != oid)
    game.state.notes = notes


#: CR 702.94a: the revealed card cast from the hand while its miracle trigger resolves.
CAST = ResolutionCast(name=KEYWORD, plugin=PLUGIN, zone=Zone.HAND, cost_of=miracle_cost,
                      rule=RULE, cast_rule=RULE)


@frozen
class CastForMiracle(Instruction):
    """"When you reveal this card this way, you may cast it by paying [cost] rather than its
    mana cost." (CR 702.94a)

    Done only if the card is still the object revealed, in its owner's hand (400.7: gone from
    the hand, it is a new object and the ability does nothing). The owner chooses; the cast is
    the kernel's, through the permission "miracle" (an alternative cost, 118.9, 601.2b,
    601.2f-h, timing ignored as an effect allows it during its resolution, 608.2g); a cast that
    can't be made (a cost that can't be paid) is undone (732) and the card stays in the hand.
    Either way the card is no longer revealed once the ability has resolved (702.94b)."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        card = game.find(ctx.source) if ctx.source is not None else None
        if card is None or card.zone is not Zone.HAND:
            game.log_event("miracle", "the card is no longer in its owner's hand: miracle does "
                           "nothing (CR 400.7)", rule=RULE)
            return
        cost = miracle_cost(game.chars(card.id).abilities)
        cast, failure = CAST.offer(game, card, cost)
        if cast:
            game.log_event("miracle", f"{card.card.name} is cast for its miracle cost {cost}",
                           rule=RULE, source=card.id)
        elif failure is not None:
            game.log_event("miracle", f"{card.card.name} can't be cast for its miracle cost "
                           f"({failure}): it stays in the hand", rule=RULE, source=card.id)
        _forget_revealed(game, card.id)
        if game.find(card.id) is not None:
            game.log_event("miracle", f"{card.card.name} is no longer revealed (the miracle "
                           "ability has resolved)", rule="702.94b", source=card.id)


def _trigger(text: str) -> KeywordTrigger:
    return KeywordTrigger(
        trigger=TriggerCondition(event=EVENT, self_only=True,
                                 text="When you reveal this card this way"),
        effect=Mode(instructions=(CastForMiracle(text=text),), text=text),
        keyword=KEYWORD, plugin=PLUGIN,
        text="When you reveal this card this way, you may cast it by paying its miracle cost "
             "rather than its mana cost.",
    )


def _build(match: re.Match[str]) -> Sequence[Ability] | None:
    """"Miracle {W}", "Miracle {1}{U}": the static ability and its linked trigger."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None  # a cost the grammar can't read: the line stays unrecognised, never guessed
    if cost.parts or cost.unpayable:
        return None  # only mana costs are printed
    # CR 107.3a, 601.2b: an {X} in the miracle cost (Bonfire of the Damned) is announced as
    # the spell is cast for that cost, the kernel's X announcement; the spell's X is that value
    text = match.group(0)
    return (MiracleAbility(keyword=KEYWORD, cost=cost, text=text, plugin=PLUGIN),
            _trigger(f"you may cast it for its miracle cost {cost}"))


# --------------------------------------------------------------------------
# What the hooks run (manastack_miracle's hook implementations call these)
# --------------------------------------------------------------------------


def zone_changed(game: Game, old: GameObject, new: GameObject | None, move: ZoneMove) -> None:
    """CR 702.94a: "You may reveal this card from your hand as you draw it if it's the first
    card you've drawn this turn"; revealed, "When you reveal this card this way" triggers.

    The kernel records a draw in the turn's ``cards_drawn`` after the card is in the hand, so
    here the card is its owner's first draw this turn when the owner has none recorded yet.
    Before the first turn begins (the opening hands, 103.5) there is no "this turn"."""
    if move.cause != "draw" or new is None or new.zone is not Zone.HAND:
        return  # not a draw into a hand (checked here too: the declared scope only speeds up)
    from manastack.api import Step

    turn = game.state.turn
    player = new.owner
    if turn.step is Step.NOT_STARTED or turn.number < 1 or player in turn.cards_drawn:
        return  # before the first turn (103.5), or not the first card drawn this turn
    abilities = game.chars(new.id).abilities
    cost = miracle_cost(abilities)
    if cost is None:
        return
    answer = game.decide(kind="may", player=player,
                         prompt=f"Reveal {new.card.name} as you draw it (miracle {cost})?",
                         options=("yes", "no"), rule=RULE)
    if answer[0] != "yes":
        return
    game.state.notes = {**game.state.notes,
                        _REVEALED: (*game.state.notes.get(_REVEALED, ()), new.id)}
    game.log_event("reveal", f"{game.player(player)} reveals {new.card.name} as they draw it, "
                   "the first card they have drawn this turn (miracle)", rule=RULE,
                   source=new.id)
    from manastack.api import trigger_ability

    for ability in abilities:
        if isinstance(ability, KeywordTrigger) and ability.keyword == KEYWORD:
            trigger_ability(game, new.id, ability, rule="603.11", obj=new.id, player=player)
            return


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.94a: while its miracle trigger resolves, the owner may cast the revealed card
    from the hand by paying its miracle cost rather than its mana cost (an alternative cost,
    118.9)."""
    return CAST.permissions(game, player)
