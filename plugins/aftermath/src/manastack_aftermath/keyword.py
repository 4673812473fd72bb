"""The aftermath keyword's ability and the work of its hooks (CR 702.127a).

Imported by the first card with aftermath read, or the first hook call of a game:
``manastack_aftermath`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Ability, KeywordAbility, Zone
from manastack_aftermath import PLUGIN, RULE

if TYPE_CHECKING:  # the engine's names: reading a card imports none of them
    from manastack.api import CastingPermission, Game, Replacement, Spell, ZoneMove

__all__ = ["AftermathAbility", "has_aftermath", "permissions", "replacements", "restrictions"]


@frozen
class AftermathAbility(KeywordAbility):
    """"Aftermath" on the second half of a split card (CR 702.127a)."""

    def __str__(self) -> str:
        return self.text or "Aftermath"


def _build(match: re.Match[str]) -> Ability | None:
    """"Aftermath" (its reminder text is the reader's to drop)."""
    return AftermathAbility(keyword="aftermath", text=match.group(0), plugin=PLUGIN)


def has_aftermath(abilities: Iterable[Ability]) -> bool:
    """Whether a half's abilities include aftermath (the half that has it, 702.127a)."""
    for a in abilities:  # noqa: SIM110 (any() and a generator: slower; every spell asks)
        if isinstance(a, AftermathAbility):
            return True
    return False


def _aftermath_half(game: Game, oid: int) -> str | None:
    """The name of the half of the card ``oid`` that has aftermath, if it has one."""
    card = game.obj(oid).card
    for half in card.halves:
        if has_aftermath(half.abilities):
            return half.name
    return None


def permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 702.127a: "You may cast this half of this split card from your graveyard": one
    permission per card in ``player``'s graveyard with an aftermath half; its mana cost is
    paid (the permission changes only the zone, 601.2f)."""
    from manastack.api import CastingPermission

    out: list[CastingPermission] = []
    for oid in game.with_keyword("aftermath", Zone.GRAVEYARD, player):
        half = _aftermath_half(game, oid)
        if half is None:
            continue  # aftermath granted to a card of one part: no half to cast
        out.append(CastingPermission(
            name="aftermath", obj=oid, zone=Zone.GRAVEYARD, cost=None, alternative=False,
            plugin=PLUGIN, label=f"aftermath ({half} from your graveyard)",
            data={"rule": RULE}))
    return out


def _cast_with_aftermath(spell: Spell) -> bool:
    return spell.permission.name == "aftermath" and spell.permission.plugin == PLUGIN


def restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.127a, checked at 601.2e: the aftermath half "can't be cast from any zone other
    than a graveyard"; the aftermath permission lets only that half be cast."""
    aftermath = has_aftermath(spell.card.abilities)
    if aftermath and spell.from_zone is not Zone.GRAVEYARD:
        return (f"{spell.card.name} has aftermath: it can't be cast from any zone other than "
                f"a graveyard (CR {RULE})",)
    if not aftermath and _cast_with_aftermath(spell):
        return (f"{spell.card.name} has no aftermath: only the aftermath half is cast from "
                f"the graveyard this way (CR {RULE})",)
    return ()


def replacements(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.127a, 614.1a: "If this spell was cast from a graveyard, exile it instead of
    putting it anywhere else any time it would leave the stack" (whatever let it be cast from
    there). A copy is not a card (707.10)."""
    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is Zone.EXILE or not obj.is_card:
        return ()  # every other move (asked on each one)
    spell = obj.spell
    if spell is None or spell.from_zone is not Zone.GRAVEYARD or \
            not has_aftermath(obj.card.abilities):
        return ()
    from manastack.api import exile_instead

    return (exile_instead(
        f"aftermath:{obj.id}",
        f"{obj.card.name} has aftermath and was cast from a graveyard: exile it instead of "
        "putting it anywhere else", rule=RULE),)
