"""Encore's activated ability and its effect (CR 702.141a, 113.6, 602.5d, 508.1d).

Imported by the first card with encore read: ``manastack_encore`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import ActivatedAbility, Custom, Mode
from manastack_encore import ENCORE, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder

#: CR 702.141a, as the ability's effect reads.
TEXT = ("For each opponent, create a token that's a copy of this card that attacks that "
        "opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning "
        "of the next end step.")

@frozen
class EncoreAbility(ActivatedAbility):
    """"Encore [cost]" (702.141a): "[Cost], Exile this card from your graveyard: For each
    opponent, create a token ...", functioning in the graveyard only (113.6), activated only
    as a sorcery (602.5d)."""

    keyword: str = field(default=ENCORE, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> EncoreAbility | None:
    """CR 702.141a: the ability with its printed cost and the exile of the card; None (not
    understood, the line quoted) when the cost can't be read."""
    from manastack_grammar.api import graveyard_ability

    return graveyard_ability(match, b, EncoreAbility,
                             Mode(instructions=(Custom(encore),), text=TEXT),
                             sorcery_speed=True)


def encore(ctx: Context) -> None:
    """CR 702.141a: for each opponent, a token copy of the exiled card as it last existed in
    the graveyard (707.2, 608.2h) that attacks that opponent this turn if able (508.1d); the
    tokens gain haste (611.2c); sacrifice them at the beginning of the next end step
    (603.7)."""
    from manastack.api import (
        AddAbilities,
        ApplyEffect,
        AttacksPlayer,
        CreateDelayedTrigger,
        FixedObjects,
        ItRef,
        KeywordAbility,
        SacrificeObjects,
        Step,
    )

    game = ctx.game
    card = ctx.source_lki.card if ctx.source_lki is not None else None
    if card is None:  # an ability always has a source; nothing to copy otherwise (111.12)
        return
    opponents = game.opponents(ctx.controller)
    game.log_event("effect", f"encore: {game.player(ctx.controller)} creates a token copy of "
                   f"{card.name} for each opponent ({len(opponents)}), each attacking that "
                   "opponent this turn if able, with haste, sacrificed at the beginning of the "
                   "next end step", rule="702.141a", source=ctx.source)
    if not card.type_line.is_permanent:
        game.log_event("token", f"no token is created: {card.name} is not a permanent card",
                       rule="111.5")
        return
    tokens: list[int] = []
    for opponent in opponents:
        # CR 614.1a: a replacement may create more than one; each is such a token
        made = [t.id for t in game.create_tokens(card, ctx.controller)
                if game.find(t.id) is not None]
        if not made:
            continue
        tokens.extend(made)
        ApplyEffect(FixedObjects(tuple(made)), (AttacksPlayer(opponent),),
                    duration="end_of_turn", rule="508.1d",
                    text=f"it attacks {game.player(opponent)} this turn if able").run(ctx)
    if not tokens:
        return
    haste = KeywordAbility(keyword="haste", text="haste (encore)", plugin=PLUGIN)
    ApplyEffect(FixedObjects(tuple(tokens)), (AddAbilities((haste,)),), duration="forever",
                rule="702.141a", text="the tokens gain haste").run(ctx)
    text = "sacrifice them at the beginning of the next end step"
    CreateDelayedTrigger(event="step_begins", step=Step.END, what=FixedObjects(tuple(tokens)),
                         text=text,
                         effect=Mode(instructions=(SacrificeObjects(ItRef(), text="sacrifice "
                                                                    "them"),),
                                     text=text)).run(ctx)
    ctx.it = tokens
