"""Unearth's activated ability and its effect (CR 702.84a, 113.6, 602.5d).

Imported by the first card with unearth read: ``manastack_unearth`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import ActivatedAbility, Custom, Mode, Zone
from manastack_unearth import PLUGIN, UNEARTH

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder

#: CR 702.84a, as the ability's effect reads.
TEXT = ("Return this card from your graveyard to the battlefield. It gains haste. Exile it at "
        "the beginning of the next end step. If it would leave the battlefield, exile it "
        "instead of putting it anywhere else.")


#: The zones a permanent leaving the battlefield may be put into, other than exile (400.1).
ELSEWHERE = (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.STACK, Zone.COMMAND)


@frozen
class UnearthAbility(ActivatedAbility):
    """"Unearth [cost]" (702.84a): "[Cost]: Return this card ...", functioning in the graveyard
    only (113.6), activated only as a sorcery (602.5d)."""

    keyword: str = field(default=UNEARTH, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> UnearthAbility | None:
    """CR 702.84a: the ability with its printed cost; None (not understood, the line quoted)
    when the cost can't be read."""
    from manastack_grammar.api import graveyard_ability

    return graveyard_ability(match, b, UnearthAbility,
                             Mode(instructions=(Custom(unearth),), text=TEXT),
                             sorcery_speed=True, exile_self=False)


def unearth(ctx: Context) -> None:
    """CR 702.84a: return the card (still in the graveyard, 400.7); it gains haste (611.2c);
    exile it at the beginning of the next end step (603.7); if it would leave the
    battlefield, exile it instead (614.1a)."""
    from manastack.api import (
        AddAbilities,
        ApplyEffect,
        CreateDelayedTrigger,
        Exile,
        FixedObjects,
        ItRef,
        KeywordAbility,
        PutOntoBattlefield,
        Step,
        ZoneReplacement,
    )

    game = ctx.game
    card = game.find(ctx.source) if ctx.source is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        game.log_event("resolve", "unearth: the card is no longer in the graveyard, nothing "
                       "returns", rule="400.7", source=ctx.source)
        return
    game.log_event("effect", f"unearth: {card} returns to the battlefield with haste, exiled at "
                   "the beginning of the next end step or if it would leave the battlefield",
                   rule="702.84a", source=ctx.source)
    PutOntoBattlefield(FixedObjects((card.id,), zone=Zone.GRAVEYARD),
                       text="return this card to the battlefield").run(ctx)
    if not ctx.it:
        return  # a replacement put it elsewhere: nothing more to follow (400.7)
    haste = KeywordAbility(keyword="haste", text="haste (unearth)", plugin=PLUGIN)
    ApplyEffect(ItRef(), (AddAbilities((haste,)),), duration="forever", rule="702.84a",
                text="it gains haste").run(ctx)
    # one replacement per other zone it could be put into: a move to exile is left alone
    instead = "if it would leave the battlefield, exile it instead of putting it anywhere else"
    ApplyEffect(ItRef(), tuple(ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=zone,
                                               instead=Zone.EXILE, text=instead)
                               for zone in ELSEWHERE),
                duration="forever", rule="614.1a", text=instead).run(ctx)
    exile = "exile it at the beginning of the next end step"
    CreateDelayedTrigger(event="step_begins", step=Step.END, what=ItRef(), text=exile,
                         effect=Mode(instructions=(Exile(ItRef(), text="exile it"),),
                                     text=exile)).run(ctx)
