"""manastack-ripple: the ripple keyword (CR 702.60).

"Ripple is a triggered ability that functions only while the card with ripple is on the
stack. 'Ripple N' means 'When you cast this spell, you may reveal the top N cards of your
library, or, if there are fewer than N cards in your library, you may reveal all the cards
in your library. If you reveal cards from your library this way, you may cast any of those
cards with the same name as this spell without paying their mana costs, then put all
revealed cards not cast this way on the bottom of your library in any order.'" (702.60a)

- The trigger: a :class:`~manastack.api.KeywordTrigger` named "ripple" on the kernel's
  "cast" event, ``self_only``: it triggers from the stack (113.6k, 603.2) and resolves on
  its own (countering the spell doesn't stop it; "this spell's" name is then its last
  known one, 608.2h).
- The effect: "you may reveal" is asked as it resolves (603.5); the top N (or all, if
  fewer) are revealed; each revealed card with the spell's name may be cast with the
  kernel's :func:`~manastack.api.cast_without_paying` (118.9: an alternative cost; 608.2g:
  timing is ignored); the rest go on the bottom in the order the player chooses (401.4).
- Several instances trigger separately (702.60b).

The entry module is light: the trigger's work is in :mod:`manastack_ripple.keyword`,
imported when a card with ripple is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Ripple needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "ripple"

#: The keyword's name, as it appears in an object's keywords.
RIPPLE = "ripple"

RULE = "702.60a"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.60: the keyword line "Ripple N" (N a number)."""
    return [KeywordDef(name=RIPPLE, pattern=r"ripple (?P<n>\d+)",
                       build=deferred("manastack_ripple.keyword", "build"), with_builder=True,
                       rule="702.60")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The ripple cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("ripple", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
