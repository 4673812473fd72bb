"""manastack-unleash: the keyword unleash (CR 702.98), two static abilities.

CR 702.98a: "'Unleash' means 'You may have this permanent enter with an additional +1/+1
counter on it' and 'This permanent can't block as long as it has a +1/+1 counter on it.'"

- The keyword is a :class:`~manastack.api.KeywordAbility` named "unleash"
  (``game.has_keyword(obj, "unleash")`` holds while the object has it).
- The first ability is a replacement effect on the event of entering (614.1c): the choice
  is made as the permanent would enter (614.12), from any zone, cast or not, by the player
  it would enter under the control of ("you"), as a decision of kind ``"may"``; "yes": the
  counter is on it as it enters (122.6). The kernel's ``manastack_replace_zone_change``,
  one per unleash printed on the entering card (a face-down spell has none, 708.2a).
- The second is a restriction on blocking (509.1b): the kernel's
  ``manastack_block_restrictions`` refuses a creature with unleash and a +1/+1 counter as a
  blocker, whatever put the counter there (the ability reads "a +1/+1 counter", not "that
  counter").

The entry module is light: the work is in :mod:`manastack_unleash.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, Replacement, ZoneMove

#: Unleash needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "unleash"

#: The keyword's name, as it appears in an object's keywords.
UNLEASH = "unleash"

REMINDER = ("You may have this creature enter with a +1/+1 counter on it. It can't block as "
            "long as it has a +1/+1 counter on it.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.98: the keyword line "Unleash"."""
    return [KeywordDef(name=UNLEASH, pattern="unleash", rule="702.98", reminder=REMINDER)]


@hookimpl
@reads_move(to_zone="battlefield")  # CR 702.98a: only an object entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.98a, 614.1c: as a permanent with unleash would enter, the optional counter."""
    from manastack_unleash.keyword import replacements

    return replacements(game, move)


@hookimpl
@reads_keyword(UNLEASH, "battlefield")
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> Iterable[str]:
    """CR 702.98a, 509.1b: it can't block as long as it has a +1/+1 counter on it."""
    from manastack_unleash.keyword import block_restrictions

    return block_restrictions(game, blocker)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The unleash creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
