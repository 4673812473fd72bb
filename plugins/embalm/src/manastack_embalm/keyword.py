"""Embalm's activated ability and its effect (CR 702.128a, 113.6, 602.5d, 707.9b).

Imported by the first card with embalm read: ``manastack_embalm`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import ActivatedAbility, Custom, Mode, copy_except
from manastack_embalm import EMBALM, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Card, Context
    from manastack_grammar.api import Builder

#: CR 702.128a, as the ability's effect reads.
TEXT = ("Create a token that's a copy of this card, except it's white, it has no mana cost, "
        "and it's a Zombie in addition to its other types.")

@frozen
class EmbalmAbility(ActivatedAbility):
    """"Embalm [cost]" (702.128a): "[Cost], Exile this card from your graveyard: Create a
    token that's a copy of this card, except ...", functioning in the graveyard only (113.6),
    activated only as a sorcery (602.5d)."""

    keyword: str = field(default=EMBALM, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> EmbalmAbility | None:
    """CR 702.128a: the ability with its printed cost and the exile of the card; None (not
    understood, the line quoted) when the cost can't be read."""
    from manastack_grammar.api import graveyard_ability

    return graveyard_ability(match, b, EmbalmAbility,
                             Mode(instructions=(Custom(embalm),), text=TEXT),
                             sorcery_speed=True)


def embalmed(card: Card) -> Card:
    """CR 702.128a, 707.9b: the copy "except it's white, it has no mana cost, and it's a
    Zombie in addition to its other types" (205.1b); a colour-defining ability of the card is
    not copied (707.9d)."""
    return copy_except(card, colors=frozenset({"W"}), no_mana_cost=True,
                       add_subtypes=("Zombie",))


def embalm(ctx: Context) -> None:
    """CR 702.128a: create a token that's a copy of the exiled card, as it last existed in
    the graveyard (its copiable values, 707.2; 608.2h), except it's white, has no mana cost
    and is a Zombie too (707.9b)."""
    game = ctx.game
    card = ctx.source_lki.card if ctx.source_lki is not None else None
    if card is None:  # an ability always has a source; nothing to copy otherwise (111.12)
        return
    game.log_event("effect", f"embalm: {game.player(ctx.controller)} creates a token copy of "
                   f"{card.name}, white, with no mana cost, a Zombie in addition to its other "
                   "types", rule="702.128a", source=ctx.source)
    if not card.type_line.is_permanent:
        game.log_event("token", f"no token is created: {card.name} is not a permanent card",
                       rule="111.5")
        return
    # CR 614.1a: a replacement may create more than one such token
    ctx.it = [token.id for token in game.create_tokens(embalmed(card), ctx.controller)]
