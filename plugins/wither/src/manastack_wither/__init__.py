"""manastack-wither: the keyword wither (CR 702.80), a static ability.

CR 702.80a: "Damage dealt to a creature by a source with wither isn't marked on that
creature. Rather, it causes that source's controller to put that many -1/-1 counters on that
creature." Damage to a player or a planeswalker is dealt as usual (120.3a, 120.3c).

What damage does is the kernel's rule 120.3 (120.3d for creatures), which already reads a
source's keywords, its last known ones when it has left its zone (702.80b), from any zone
(702.80c); more than one wither is redundant (702.80d). This plugin provides the keyword: it
reads the keyword line "Wither" (and "gains wither"), so that the cards are playable and,
without the plugin, refused naming it rather than dealing ordinary damage.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Wither needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords (the kernel's damage rule
#: 120.3d reads it).
WITHER = "wither"

REMINDER = "This deals damage to creatures in the form of -1/-1 counters."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.80a: the keyword line "Wither" (also inside lists: "Flying, wither")."""
    return [KeywordDef(name=WITHER, pattern="wither", rule="702.80", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("wither", "manastack_wither", "cards.toml",
                                        priority=PRIORITY_POOL)]
