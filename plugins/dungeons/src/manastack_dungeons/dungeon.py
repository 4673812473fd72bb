"""Dungeons (CR 309) and venturing into the dungeon (701.49): the dungeon cards built from
their rooms' texts read by the card reader, the venture marker, completing a dungeon."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack.api import Context, Instruction, Zone
from manastack_dungeons.rooms import DUNGEONS, UNDERCITY, Dungeon

if TYPE_CHECKING:
    from manastack.api import Card, Game, GameObject, Rules, TriggerCondition
    from manastack_grammar.api import Builder

__all__ = ["COMPLETED", "DUNGEON", "ROOM_EVENT", "VENTURED", "Venture", "complete_dungeon",
           "completed", "dungeon_card", "dungeon_of", "unread_rooms", "venture"]

#: The tag of a dungeon card in the command zone: the index of the room its owner's venture
#: marker is on (309.4).
DUNGEON = "dungeon"
#: The tag beside :data:`DUNGEON`: the dungeon's name (its data, :mod:`.rooms`).
DUNGEON_NAME = "dungeon_name"
#: The event of a venture marker moved into a room (309.4c): ``player``, ``dungeon`` (the
#: object), ``room`` (its index).
ROOM_EVENT = "venture_room"
#: The event of a player venturing into the dungeon (701.49): ``player``.
VENTURED = "ventured"
#: The event of a player completing a dungeon (309.7): ``player``, ``name``.
COMPLETED = "dungeon_completed"
#: The key of ``game.state.notes`` holding the dungeons completed: ((player, name), ...).
NOTE = "dungeons_completed"

_CARDS: dict[int, tuple[Rules, dict[str, Card]]] = {}


def _by_name(name: str) -> Dungeon:
    return next(d for d in DUNGEONS if d.name == name)


@frozen
class InRoom:
    """The room ability's trigger condition: the marker moved into room ``room`` of this
    dungeon (CR 309.4c); data, so a position holding a dungeon can be saved."""

    room: int

    def __call__(self, game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        # CR 309.4c: "When you move your venture marker into this room"
        return data.get("dungeon") == source.id and data.get("room") == self.room


def dungeon_card(rules: Rules, dungeon: Dungeon) -> Card:
    """The dungeon card (309.1): each room's text read by the card reader as a spell's effect
    and made the room ability "When you move your venture marker into this room, [effect]"
    (309.4c), functioning in the command zone; a room not read leaves the card refused,
    naming the room."""
    kept = _CARDS.get(id(rules))
    if kept is None or kept[0] is not rules:
        kept = _CARDS[id(rules)] = (rules, {})
    card = kept[1].get(dungeon.name)
    if card is not None:
        return card
    from manastack.api import (
        Card,
        CardDef,
        SpellAbility,
        TriggerCondition,
        TriggeredAbility,
        TypeLine,
    )

    abilities = []
    unread: list[str] = []
    for index, room in enumerate(dungeon.rooms):
        read = rules.compile(CardDef(name=dungeon.name, mana_cost=None, type_line="Sorcery",
                                     text=room.text))
        spell = read.abilities[0] if read.abilities else None
        if not read.playable or len(read.abilities) != 1 or \
                not isinstance(spell, SpellAbility) or len(spell.modes) != 1:
            unread.append(f"{room.name} — {room.text}")
            continue
        text = f"{room.name} — When you move your venture marker into this room, " \
               f"{room.text[0].lower()}{room.text[1:]}"
        abilities.append(TriggeredAbility(
            trigger=TriggerCondition(ROOM_EVENT, predicate=InRoom(index)),
            effect=spell.modes[0], text=text, zones=(Zone.COMMAND.value,)))
    card = Card(name=dungeon.name,
                type_line=TypeLine(card_types=("Dungeon",),
                                   subtypes=(dungeon.subtype,) if dungeon.subtype else ()),
                abilities=tuple(abilities),
                text="\n".join(f"{r.name} — {r.text}" for r in dungeon.rooms),
                unrecognized=tuple(unread))
    kept[1][dungeon.name] = card
    return card


def choices(undercity: bool) -> tuple[Dungeon, ...]:
    """The dungeons a player may choose as they venture with none in the command zone:
    Undercity alone when venturing into Undercity (701.49d); the others otherwise (only the
    initiative brings Undercity in, 725.2)."""
    return (UNDERCITY,) if undercity else tuple(d for d in DUNGEONS if d is not UNDERCITY)


def unread_rooms(rules: Rules, undercity: bool) -> list[str]:
    """The rooms not read of the dungeons a venture may bring in (each "Dungeon: room")."""
    return [f"{d.name}: {room}" for d in choices(undercity)
            for room in dungeon_card(rules, d).unrecognized]


def dungeon_of(game: Game, player: int) -> GameObject | None:
    """The dungeon card ``player`` owns in the command zone, if any (309.3: one at most)."""
    for obj in game.objects_in(Zone.COMMAND):
        if obj.owner == player and DUNGEON in obj.tags:
            return obj
    return None


def completed(game: Game, player: int) -> tuple[str, ...]:
    """The dungeons ``player`` has completed this game, in order (309.7)."""
    done: tuple[tuple[int, str], ...] = game.state.notes.get(NOTE, ())
    return tuple(name for who, name in done if who == player)


def _enter(game: Game, player: int, undercity: bool, source: int | None) -> None:
    """701.49a, 309.2a, 309.4a: choose a dungeon card from outside the game, put it into the
    command zone with the venture marker on its topmost room."""
    offered = choices(undercity)
    for d in offered:  # never silently less than the card says (an unread room)
        refusal = dungeon_card(game.rules, d).refusal()
        if refusal is not None:
            from manastack.api import UnsupportedCardError

            raise UnsupportedCardError(refusal)
    if len(offered) == 1:
        chosen = offered[0]
    else:
        (name,) = game.decide(kind="dungeon", player=player,
                              prompt="Venture into the dungeon: choose a dungeon card",
                              options=tuple(d.name for d in offered),
                              labels=tuple(d.name for d in offered), rule="701.49a")
        chosen = _by_name(str(name))
    obj = game.create_object(dungeon_card(game.rules, chosen), player, Zone.COMMAND, log=False)
    game.update(obj.id, tags={DUNGEON: 0, DUNGEON_NAME: chosen.name})
    game.log_event("effect", f"{game.player(player)} puts {chosen.name} into the command zone "
                   f"from outside the game; the venture marker is on {chosen.rooms[0].name}",
                   rule="701.49a" if not undercity else "701.49d", source=source)
    _moved_into(game, player, obj.id, 0)


def _moved_into(game: Game, player: int, dungeon: int, room: int) -> None:
    from manastack.api import fire_event

    fire_event(game, ROOM_EVENT, player=player, dungeon=dungeon, room=room)  # CR 309.4c


def complete_dungeon(game: Game, obj_id: int, *, rule: str, source: int | None = None) -> None:
    """309.7: ``obj_id``'s owner removes it from the game, and so completes it."""
    from manastack.api import fire_event

    obj = game.obj(obj_id)
    name = str(obj.tags[DUNGEON_NAME])
    game.remove_from_game(obj_id, why="the dungeon is completed", rule=rule, source=source)
    done: tuple[tuple[int, str], ...] = game.state.notes.get(NOTE, ())
    game.state.notes[NOTE] = (*done, (obj.owner, name))
    game.log_event("effect", f"{game.player(obj.owner)} completes {name}", rule="309.7",
                   source=source)
    fire_event(game, COMPLETED, player=obj.owner, name=name)


def venture(game: Game, player: int, *, undercity: bool = False,
            source: int | None = None) -> None:
    """``player`` ventures into the dungeon (701.49a-c), or into Undercity (701.49d)."""
    from manastack.api import fire_event

    obj = dungeon_of(game, player)
    if obj is None:
        _enter(game, player, undercity, source)
    else:
        dungeon = _by_name(str(obj.tags[DUNGEON_NAME]))
        room = int(obj.tags[DUNGEON])
        if dungeon.bottommost(room):
            # 701.49c: remove it (completing it, 309.7), then a new one
            complete_dungeon(game, obj.id, rule="701.49c", source=source)
            _enter(game, player, undercity, source)
        else:
            ahead = dungeon.rooms[room].to
            nxt = ahead[0]
            if len(ahead) > 1:  # 701.49b: several arrows: the player chooses one
                (answer,) = game.decide(
                    kind="venture_room", player=player,
                    prompt=f"{dungeon.name}: choose the room to move your venture marker into",
                    options=ahead, labels=tuple(dungeon.rooms[i].name for i in ahead),
                    rule="701.49b")
                nxt = int(answer)
            game.update(obj.id, tags={**obj.tags, DUNGEON: nxt})
            game.log_event("effect", f"{game.player(player)} moves the venture marker from "
                           f"{dungeon.rooms[room].name} to {dungeon.rooms[nxt].name} "
                           f"({dungeon.name})", rule="701.49b", source=source)
            _moved_into(game, player, obj.id, nxt)
    fire_event(game, VENTURED, player=player)


def completion_actions(game: Game) -> Iterable[Callable[[], None]]:
    """704.5t, 309.6: a dungeon whose venture marker is on its bottommost room, the source of
    no room ability that has triggered but not yet left the stack, is removed by its owner."""
    found = []
    for obj in game.objects_in(Zone.COMMAND):
        if DUNGEON not in obj.tags or \
                not _by_name(str(obj.tags[DUNGEON_NAME])).bottommost(int(obj.tags[DUNGEON])):
            continue
        if any(t.source == obj.id for t in game.state.pending_triggers):
            continue
        if any((a := item.tags.get("ability")) is not None and a.source == obj.id
               for item in game.objects_in(Zone.STACK)):
            continue
        found.append(_completion(game, obj.id))
    return found


def _completion(game: Game, obj_id: int) -> Callable[[], None]:
    def act() -> None:
        if game.find(obj_id) is not None:
            complete_dungeon(game, obj_id, rule="704.5t")
    return act


@frozen
class Venture(Instruction):
    """"Venture into the dungeon" (701.49a-c); ``undercity``: "venture into Undercity"
    (701.49d). The ability's controller ventures."""

    undercity: bool = False

    def run(self, ctx: Context) -> None:
        venture(ctx.game, ctx.controller, undercity=self.undercity, source=ctx.source)


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Venture into the dungeon" (701.49): refused while a dungeon it may bring in has a room
    the reader doesn't read (the card would do less than it says)."""
    from manastack_grammar.api import NotUnderstood

    if b.rules is not None and unread_rooms(b.rules, undercity=False):
        raise NotUnderstood(match.group(0))
    return [Venture(text=match.group(0))]


def build_completed(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"You've completed a dungeon" (309.7): the ability's controller has, this game."""
    return lambda ctx: bool(completed(ctx.game, ctx.controller))


def build_trigger(match: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever you venture into the dungeon" (701.49): the ability's controller ventures."""
    from manastack.api import TriggerCondition

    return TriggerCondition(VENTURED, whose="you")
