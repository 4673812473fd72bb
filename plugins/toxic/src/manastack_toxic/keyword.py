"""The value of a toxic ability (CR 702.164a) and the damage result it adds (702.164c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import IllegalActionError, KeywordAbility, PlayerRef

if TYPE_CHECKING:
    from manastack.api import Game

#: The keyword's name, as it appears in an object's keywords.
TOXIC = "toxic"


@frozen
class ToxicAbility(KeywordAbility):
    """"Toxic N" (702.164a): a static ability; ``n`` is N."""

    n: int = field(default=1, kw_only=True)


def total_toxic_value(game: Game, source: int) -> int:
    """CR 702.164b: the sum of the N of every toxic ability the creature has (as it last
    existed on the battlefield, if it has left it since, 608.2h)."""
    try:
        abilities = game.last_known_chars(source).abilities
    except IllegalActionError:
        return 0  # never an object of this game (400.7): no creature, no toxic
    return sum(a.n for a in abilities if isinstance(a, ToxicAbility))


def give_poison(game: Game, source: int | None, recipient: object, combat: bool) -> None:
    """CR 702.164c, 120.3g: combat damage dealt to a player by a creature with toxic makes
    its controller give the player poison counters equal to its total toxic value, besides
    the damage's other results."""
    if not combat or source is None or not isinstance(recipient, PlayerRef):
        return
    total = total_toxic_value(game, source)
    if total > 0:
        game.add_poison(recipient.index, total, rule="702.164c")
