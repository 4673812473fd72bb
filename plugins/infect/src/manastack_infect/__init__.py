"""manastack-infect: the keyword infect (CR 702.90), a static ability.

CR 702.90b: "Damage dealt to a player by a source with infect doesn't cause that player to
lose life. Rather, it causes that source's controller to give the player that many poison
counters." 702.90c: "Damage dealt to a creature by a source with infect isn't marked on that
creature. Rather, it causes that source's controller to put that many -1/-1 counters on that
creature."

What damage does is the kernel's rule 120.3 (120.3b for players, 120.3d for creatures), which
already reads a source's keywords, its last known ones when it has left (702.90d, 702.90e),
for wither (702.80) and infect alike; a player with ten or more poison counters loses the
game (704.5c). This plugin provides the keyword: it reads the keyword line "Infect" (and
"gains infect"), so that the cards are playable and, without the plugin, refused naming it
rather than dealing ordinary damage.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Infect needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords (the kernel's damage rule
#: 120.3 reads it).
INFECT = "infect"

REMINDER = ("This creature deals damage to creatures in the form of -1/-1 counters and to "
            "players in the form of poison counters.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.90a: the keyword line "Infect" (also inside lists: "Flying, infect")."""
    return [KeywordDef(name=INFECT, pattern="infect", rule="702.90", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("infect", "manastack_infect", "cards.toml",
                                        priority=PRIORITY_POOL)]
