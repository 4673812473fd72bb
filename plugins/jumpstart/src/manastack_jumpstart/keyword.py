"""The jump-start keyword's values and the work of its hooks (CR 702.133).

Imported by the first card with jump-start read, or the first hook call of a game:
``manastack_jumpstart`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import UNPAYABLE, Ability, Cost, DiscardCost, KeywordAbility, Zone
from manastack_jumpstart import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Characteristics, Game, Replacement, Spell, ZoneMove

__all__ = ["DISCARD_A_CARD", "JumpStartAbility", "jump_start_cost"]


@frozen
class JumpStartAbility(KeywordAbility):
    """"Jump-start" (CR 702.133a): no cost of its own; the cast pays the card's mana cost
    and discards a card."""

    def __str__(self) -> str:
        return self.text or "Jump-start"


#: CR 702.133a: "discarding a card as an additional cost to cast it" (any card in hand, 701.9a).
DISCARD_A_CARD = DiscardCost(count=1, text="Discard a card")


def jump_start_cost(ch: Characteristics) -> Cost:
    """The total a jump-start cast starts from: the mana cost and the discard (601.2f).

    The discard is an additional cost (702.133a, 118.8): it is paid with the mana cost,
    never instead of it. A card with no mana cost (202.1b) can't be cast this way (118.6).
    """
    if ch.mana_cost is None:
        return UNPAYABLE
    return Cost(mana=ch.mana_cost, parts=(DISCARD_A_CARD,))


def _build(match: re.Match[str]) -> Ability:
    """"Jump-start": the keyword alone, its reminder text removed by the reader."""
    return JumpStartAbility(keyword=KEYWORD, text="Jump-start", plugin=PLUGIN)


# --------------------------------------------------------------------------
# What the hooks run (manastack_jumpstart's hook implementations call these)
# --------------------------------------------------------------------------


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.133a: cast a card with jump-start from your graveyard by paying its mana cost
    and discarding a card (601.2b, 601.2f-h).

    The permission is not an alternative cost (``alternative=False``, 118.9): its cost is the
    mana cost with the additional discard, so the total cost (601.2f) is the same as the
    mana cost plus an additional cost. The card's own timing applies (timing ``None``).
    """
    from manastack.api import CastingPermission

    out: list[CastingPermission] = []
    for oid in game.with_keyword(KEYWORD, Zone.GRAVEYARD, player):
        ch = game.chars(oid)
        if not any(isinstance(a, JumpStartAbility) for a in ch.abilities):
            continue
        cost = jump_start_cost(ch)
        out.append(CastingPermission(
            name=KEYWORD, obj=oid, zone=Zone.GRAVEYARD, cost=cost, alternative=False,
            plugin=PLUGIN, label=f"jump-start ({cost})", data={"rule": RULE},
        ))
    return out


def cast_with_jump_start(spell: Spell | None) -> bool:
    """Was ``spell`` cast using its jump-start ability (702.133a)?"""
    return spell is not None and spell.permission.name == KEYWORD and \
        spell.permission.plugin == PLUGIN


def cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.133a (checked at 601.2e): jump-start casts only instant and sorcery spells."""
    if not cast_with_jump_start(spell):
        return ()
    ch = game.chars(spell.obj)
    if ch.type_line.has_type("Instant") or ch.type_line.has_type("Sorcery"):
        return ()
    return (f"{spell.card.name} would be a {ch.type_line} spell: only an instant or sorcery "
            "spell can be cast with jump-start (CR 702.133a)",)


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.133a: a card cast with jump-start is exiled whenever it would leave the stack
    (resolving, countered, fizzling, returned to hand...). A copy is not a card (707.10)."""
    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is Zone.EXILE:
        return ()  # every other move (asked on each one): nothing imported
    if not cast_with_jump_start(obj.spell) or not obj.is_card:
        return ()
    from manastack.api import exile_instead

    return (exile_instead(
        f"jump-start:{obj.id}",
        f"{obj.card.name} was cast with jump-start: exile it instead of putting it anywhere else",
        rule=RULE,
    ),)
