"""Cipher's exile encoded on a creature, the encoding and the granted trigger (CR 702.99)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from manastack.api import IllegalActionError, PlayerRef, Replacement, Zone
from manastack_cipher import CIPHER, ENCODED_ON, PLUGIN, RULE

if TYPE_CHECKING:
    from manastack.api import (
        Context,
        ContinuousEffect,
        Game,
        GameObject,
        TriggeredAbility,
        ZoneMove,
    )


def key(obj_id: int) -> str:
    """The replacement's key for the spell ``obj_id`` (one per spell, 614.5)."""
    return f"cipher:{obj_id}"


def creatures_of(game: Game, player: int) -> list[int]:
    """The creatures ``player`` controls ("a creature you control", 702.99a)."""
    # CR 613.1b: the creatures the player controls now, a stolen one included
    return [o.id for o in game.battlefield(player) if game.chars(o.id).is_creature]


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.99a, 608.2n, 614.15: a spell with cipher represented by a card (not a copy,
    707.10) that resolves may be exiled encoded on a creature its controller controls,
    instead of being put into the graveyard; its own last instruction, so applied first."""
    obj = move.obj
    spell = obj.spell
    if obj.zone is not Zone.STACK or move.to_zone is not Zone.GRAVEYARD or spell is None \
            or not obj.is_card or CIPHER not in game.chars(obj.id).keywords:
        return ()
    controller = spell.controller
    if not creatures_of(game, controller):
        return ()  # CR 702.99a: no creature to encode it on, so it goes to the graveyard

    def encode(m: ZoneMove) -> ZoneMove:
        creatures = creatures_of(game, controller)
        answer = game.decide(kind="may", player=controller,
                             prompt=f"Cipher: exile {obj.card.name} encoded on a creature you "
                             "control?", options=("yes", "no"), rule=RULE)
        if answer[0] != "yes" or not creatures:
            game.log_event("effect", f"cipher: {obj.card.name} is not encoded and goes to the "
                           "graveyard", rule=RULE, source=obj.id)
            return m
        chosen = game.decide(kind="choose", player=controller,
                             prompt=f"Choose the creature to encode {obj.card.name} on",
                             options=tuple(creatures),
                             labels=tuple(str(game.obj(c)) for c in creatures), rule=RULE)
        return m.replace(to_zone=Zone.EXILE).record(key(obj.id), str(int(chosen[0])))

    return (Replacement(key=key(obj.id), text=f"{obj.card.name} has cipher: you may exile it "
                        "encoded on a creature you control", apply=encode, rule=RULE,
                        controller=controller, category="self"),)


def zone_changed(game: Game, old: GameObject, new: GameObject, move: ZoneMove) -> None:
    """CR 702.99b: the card exiled by cipher is encoded on the chosen creature (its tag)."""
    recorded = move.recorded(key(old.id))
    if recorded is None or new.zone is not Zone.EXILE:
        return
    creature = game.find(int(recorded))
    if creature is None or creature.zone is not Zone.BATTLEFIELD:
        return  # CR 702.99c: nothing to stay encoded on
    game.update(new.id, tags={**new.tags, ENCODED_ON: creature.id})
    game.log_event("effect", f"cipher: {new.card.name} is exiled encoded on {creature}",
                   rule="702.99b", source=new.id)


def encoded_on(game: Game, card: GameObject) -> GameObject | None:
    """CR 702.99c: the permanent the exiled ``card`` is encoded on, while it is still the
    same object on the battlefield (400.7), whatever its controller or types."""
    creature = card.tags.get(ENCODED_ON)
    if card.zone is not Zone.EXILE or not isinstance(creature, int):
        return None
    found = game.find(creature)
    return found if found is not None and found.zone is Zone.BATTLEFIELD else None


def combat_damage_to_a_player(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.99a, 510.2: "deals combat damage to a player" (not to a planeswalker or
    creature, and not noncombat damage)."""
    return isinstance(data.get("recipient"), PlayerRef) and bool(data.get("combat"))


def granted_triggers(game: Game, cards: Sequence[GameObject]) -> Iterable[ContinuousEffect]:
    """CR 702.99a, 613.1f: "for as long as this card is encoded on that creature, that
    creature has" the combat damage trigger, one per encoded card."""
    from manastack.api import AddAbilities, ContinuousEffect

    effects = []
    for card in cards:
        creature = encoded_on(game, card)
        if creature is None:
            continue
        effects.append(ContinuousEffect(
            parts=(AddAbilities((granted_trigger(card),)),), objects=(creature.id,),
            source=card.id, controller=card.owner, rule=RULE,
            text=f"{card.card.name} is encoded on it"))
    return effects


def granted_trigger(card: GameObject) -> TriggeredAbility:
    """CR 702.99a: "Whenever this creature deals combat damage to a player, you may copy the
    encoded card and you may cast the copy without paying its mana cost."""
    from manastack.api import Custom, Mode, TriggerCondition, TriggeredAbility

    card_id, name = card.id, card.card.name

    def cast_copy(ctx: Context) -> None:
        cast_encoded_copy(ctx, card_id)

    text = (f"you may copy the encoded card ({name}) and you may cast the copy without "
            "paying its mana cost")
    trigger = TriggerCondition(event="damage", self_only=True,
                               predicate=combat_damage_to_a_player,
                               text="whenever this creature deals combat damage to a player")
    return TriggeredAbility(trigger=trigger, effect=Mode(instructions=(Custom(cast_copy),),
                                                         text=text),
                            text=f"Whenever this creature deals combat damage to a player, "
                            f"{text}. (cipher: {name})")


def cast_encoded_copy(ctx: Context, card_id: int) -> None:
    """CR 702.99a, 707.12, 118.9: the ability's controller may copy the encoded card, if it is
    still encoded on this creature, and cast the copy without paying its mana cost; an
    illegal cast (no legal target) makes no copy (732)."""
    from manastack.api import cast_copy_without_paying

    game = ctx.game
    card = game.find(card_id)
    if card is None or card.zone is not Zone.EXILE:
        game.log_event("effect", "cipher: the encoded card is no longer in exile",
                       rule="702.99c")
        return
    answer = game.decide(kind="may", player=ctx.controller,
                         prompt=f"Cipher: cast a copy of {card.card.name} without paying its "
                         "mana cost?", options=("yes", "no"), rule=RULE)
    if answer[0] != "yes":
        game.log_event("effect", f"cipher: no copy of {card.card.name} is cast", rule=RULE,
                       source=card.id)
        return
    try:
        cast_copy_without_paying(game, ctx.controller, card.id)
    except IllegalActionError as exc:  # the game is as it was (CR 732)
        game.log_event("effect", f"cipher: a copy of {card.card.name} can't be cast: {exc}",
                       rule=RULE, source=card.id)
        return
    game.log_event("effect", f"cipher: a copy of {card.card.name} is cast without paying its "
                   f"mana cost ({PLUGIN})", rule="707.12", source=card.id)
