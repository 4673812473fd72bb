"""The evoke keyword's values and its hook's work (CR 702.74)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import AlternativeCostAbility, HandAlternativeCost
from manastack_evoke import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, CastingPermission, Context, Game, GameObject
    from manastack_grammar.api import Builder


@frozen
class EvokeAbility(AlternativeCostAbility):
    """"Evoke [cost]" (702.74a): the alternative cost the card may be cast for."""


def _label(ability: AlternativeCostAbility) -> str:
    """The permission's label: the mana, or the printed line for a cost with other parts
    ("Evoke—Exile a blue card from your hand.")."""
    if not ability.cost.parts:
        return f"for its evoke cost {ability.cost.mana}"
    return f"for its evoke cost ({ability.text})"


#: CR 702.74a, 118.9: cast from the hand for the evoke cost.
FROM_HAND = HandAlternativeCost(name=PERMISSION, plugin=PLUGIN, ability=EvokeAbility,
                                rule="702.74a", label=_label)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.74a: the alternative cost and the "sacrifice it" trigger, both named "evoke";
    None (not understood) when the cost can't be read."""
    from manastack.api import (
        Custom,
        KeywordTrigger,
        Mode,
        SacrificeObjects,
        SourceRef,
        TriggerCondition,
    )
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    if cost is None:
        return None
    trigger = TriggerCondition("enters", self_only=True, intervening_if=was_evoked,
                               text="~ enters, if its evoke cost was paid")
    effect = Mode(instructions=(Custom(log_evoked), SacrificeObjects(SourceRef(),
                                text="its controller sacrifices it")),
                  text="its controller sacrifices it")
    return (EvokeAbility(keyword="evoke", cost=cost, text=match.group(0), plugin=PLUGIN),
            KeywordTrigger(trigger=trigger, effect=effect, keyword="evoke",
                           text=match.group(0), plugin=PLUGIN))


def was_evoked(game: Game, source: GameObject) -> bool:
    """CR 702.74a, 603.4: the permanent is the spell that was cast for its evoke cost (608.3:
    the spell became it; 400.7: one that left and came back is new)."""
    return FROM_HAND.became(source)


def log_evoked(ctx: Context) -> None:
    """The explain log cites the keyword's rule."""
    source = ctx.game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the evoked permanent"
    ctx.game.log_event("effect", f"evoke: {who} was cast for its evoke cost, its controller "
                       "sacrifices it", rule="702.74a", source=ctx.source)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.74a, 118.9, 601.2b: cast a card from your hand paying its evoke cost instead
    (only the hand: a permission from another zone carries its own alternative cost, which
    can't be combined, 118.9a). Timing stays the card's own."""
    return FROM_HAND.permissions(game, player)
