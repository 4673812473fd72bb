"""manastack-bloodthirst: the keyword bloodthirst (CR 702.54), a static ability.

CR 702.54a: "'Bloodthirst N' means 'If an opponent was dealt damage this turn, this
permanent enters with N +1/+1 counters on it.'" It is a replacement effect on the event of
entering (614.1c, 122.6): the counters are on it as it enters, from any zone, cast or not.
The condition is checked as the permanent would enter (614.12), against the opponents of
the player it would enter under the control of; damage counts whatever it did (life lost,
120.3a, or poison counters from infect, 120.3b), prevented damage was never dealt (615.1a).
Each instance applies separately (702.54c).

The keyword reads as two abilities: a :class:`~manastack.api.KeywordAbility` named
"bloodthirst" (``game.has_keyword(obj, "bloodthirst")`` holds while the object has it) and
the kernel's :class:`~manastack.api.EntersWith` with its condition, whose explain log line
cites 702.54a. "Bloodthirst X" (702.54b, X the total damage the opponents were dealt) is a
count the kernel's ``EntersWith`` doesn't take: it stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource

#: Bloodthirst needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "bloodthirst"

#: The keyword's name, as it appears in an object's keywords.
BLOODTHIRST = "bloodthirst"

#: The kind of counter bloodthirst puts (702.54a).
COUNTER = "+1/+1"

REMINDER = ("If an opponent was dealt damage this turn, this creature enters with N +1/+1 "
            "counters on it.")

_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def opponent_was_dealt_damage(game: Any, move: Any) -> bool:
    """CR 702.54a, 614.12: was an opponent of the player the permanent would enter under the
    control of dealt damage this turn (120.3, the kernel's per-turn record)?"""
    player = move.controller if move.controller is not None else move.obj.owner
    return any(game.damage_dealt_this_turn(o) > 0 for o in game.opponents(player))


def build(match: re.Match[str]) -> Sequence[Ability]:
    """CR 702.54a: the keyword and the counters it enters with while the condition holds."""
    from manastack.api import EntersWith, KeywordAbility

    n = int(match["n"])
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    text = (f"{match.group(0)}: an opponent was dealt damage this turn, it enters with {word} "
            f"+1/+1 counter(s) (a replacement effect, CR 614.1c)")

    def no_damage(game: Any, move: Any) -> bool:
        # CR 702.54a: the replacement applies only "if an opponent was dealt damage this turn"
        return not opponent_was_dealt_damage(game, move)

    return (KeywordAbility(keyword=BLOODTHIRST, text=match.group(0), plugin=PLUGIN),
            EntersWith(counters=((COUNTER, n),), unless=no_damage, rule="702.54a", text=text))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.54: the keyword line "Bloodthirst N" (also in lists: "Flying, bloodthirst 3")."""
    return [KeywordDef(name=BLOODTHIRST, pattern=r"bloodthirst (?P<n>\d+)", rule="702.54",
                       build=build, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The bloodthirst cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
