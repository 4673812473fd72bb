"""Epic's spell abilities (CR 702.50a-b): the casting prohibition and the upkeep copies.

Imported by the first resolving spell: ``manastack_epic`` (the entry point) stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from manastack_epic import CANT_CAST, EPIC, RULE

if TYPE_CHECKING:
    from manastack.api import Card, Context, Game, GameObject, TriggeredAbility


def _has_epic(card: Card) -> bool:
    return any(getattr(a, "keyword", None) == EPIC for a in card.abilities)


def resolved(game: Game, spell_obj: GameObject) -> None:
    """CR 702.50a: the spell ``spell_obj`` (as it last existed on the stack, 608.2h) resolved;
    if it has epic, its controller can't cast spells for the rest of the game and gets the
    upkeep trigger copying it."""
    spell = spell_obj.spell
    if spell is None or not _has_epic(spell_obj.card):
        return
    controller = spell.controller
    barred = game.state.notes.get(CANT_CAST, frozenset())
    game.state.notes[CANT_CAST] = frozenset({*barred, controller})
    game.log_event("effect", f"epic: {game.player(controller)} can't cast spells for the rest "
                   "of the game", rule=RULE, source=spell_obj.id)
    from manastack.api import set_sourceless_triggers

    name = f"epic: {spell_obj.card.name} #{spell_obj.id}"
    set_sourceless_triggers(game, name, controller, (upkeep_trigger(spell_obj),), rule=RULE)
    game.log_event("delayed", f"epic: at the beginning of each of {game.player(controller)}'s "
                   f"upkeeps, copy {spell_obj.card.name}", rule="603.7b", source=spell_obj.id)


def without_epic(spell_obj: GameObject) -> GameObject:
    """CR 702.50a, 707.10: the spell as it last existed, except for its epic ability."""
    card = attrs.evolve(spell_obj.card, abilities=tuple(
        a for a in spell_obj.card.abilities if getattr(a, "keyword", None) != EPIC))
    spell = spell_obj.spell
    assert spell is not None
    return spell_obj.replace(card=card, spell=attrs.evolve(spell, card=card))


def upkeep_trigger(spell_obj: GameObject) -> TriggeredAbility:
    """CR 702.50a: "At the beginning of each of your upkeeps for the rest of the game, copy
    this spell except for its epic ability. If the spell has any targets, you may choose new
    targets for the copy." (603.7b: a duration, so it triggers each time)."""
    from manastack.api import Custom, Mode, Step, TriggerCondition, TriggeredAbility

    original = without_epic(spell_obj)
    text = (f"At the beginning of each of your upkeeps, copy {spell_obj.card.name} except for "
            "its epic ability")

    def copy(ctx: Context) -> None:
        from manastack.api import copy_spell

        # CR 707.10c: "if the spell has any targets": copy_spell asks only then
        copy_spell(ctx.game, original, ctx.controller, new_targets=True)

    return TriggeredAbility(
        trigger=TriggerCondition(event="step_begins", step=Step.UPKEEP, whose="you", text=text),
        effect=Mode(instructions=(Custom(copy, text=text),), text=text), text=text)
