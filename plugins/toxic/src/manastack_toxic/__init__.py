"""manastack-toxic: the toxic keyword (CR 702.164).

"Toxic is a static ability. It is written 'toxic N'" (702.164a); "combat damage dealt to a
player by a creature with toxic causes that creature's controller to give the player a
number of poison counters equal to that creature's total toxic value, in addition to the
damage's other results" (702.164c, 120.3g); the total toxic value is the sum of the N of its
toxic abilities (702.164b).

The keyword is a :class:`~manastack.api.KeywordAbility` carrying N
(:class:`manastack_toxic.keyword.ToxicAbility`); the poison counters are given through the
kernel's ``manastack_damage_dealt`` hook, as part of the damage event (before state-based
actions: ten poison counters lose the game at the next check, 704.5c). Infect's poison
(120.3b) and toxic's add up.

The entry module is light: the builds and the hook import what they use when called.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Game, PlayerRef

#: Toxic needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "toxic"

#: CR 702.164a: what "Toxic N" means (the reminder text's words).
DEFINITION = "Players dealt combat damage by this creature also get N poison counters."


def build(match: re.Match[str]) -> Ability:
    """CR 702.164a: "Toxic N", a static ability carrying N."""
    from manastack_toxic.keyword import TOXIC, ToxicAbility

    return ToxicAbility(keyword=TOXIC, n=int(match["n"]), text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.164: the keyword "Toxic N" (also in lists: "Flying, toxic 1")."""
    return [KeywordDef(name="toxic", pattern=r"toxic (?P<n>\d+)", rule="702.164", build=build,
                       reminder=DEFINITION)]


@hookimpl
def manastack_damage_dealt(game: Game, source: int | None, recipient: int | PlayerRef,
                           combat: bool) -> None:
    """CR 702.164c, 120.3g: poison counters for combat damage to a player."""
    from manastack_toxic.keyword import give_poison

    give_poison(game, source, recipient, combat)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The toxic creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("toxic", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
