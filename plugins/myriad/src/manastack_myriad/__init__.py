"""manastack-myriad: the keyword myriad (CR 702.116), a triggered ability.

CR 702.116a: "'Myriad' means 'Whenever this creature attacks, for each opponent other than
defending player, you may create a token that's a copy of this creature that's tapped and
attacking that player or a planeswalker they control. If one or more tokens are created
this way, exile the tokens at end of combat.'" Each instance triggers separately
(702.116b).

- The keyword is a :class:`~manastack.api.KeywordTrigger` named "myriad", triggering on
  the kernel's "attacks" event of this creature (508.1m).
- As it resolves, for each opponent other than the defending player (the player it
  attacks, or the controller of the planeswalker it attacks, 506.2),
  in seating order, its controller answers a ``"may"`` decision, then, if that opponent
  controls planeswalkers, a ``"myriad defender"`` decision: that player or one of them.
  The token is the kernel's ``CreateTokenCopy`` of the creature (707.2, its last known
  information if it has left the battlefield), created tapped and put onto the battlefield
  attacking (``put_into_combat_attacking``, 508.4: it was never declared, so its own
  "attacks" abilities don't trigger, 508.3a).
- The tokens made are exiled at the beginning of the next end of combat step by a delayed
  triggered ability (603.7, 511.2).

The entry module is light: the work is in :mod:`manastack_myriad.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Myriad needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "myriad"

#: The keyword's name, as it appears in an object's keywords.
MYRIAD = "myriad"

REMINDER = ("Whenever this creature attacks, for each opponent other than defending player, "
            "you may create a token copy that's tapped and attacking that player or a "
            "planeswalker they control. Exile the tokens at end of combat.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.116: the keyword line "Myriad" (also in lists: "Trample, myriad")."""
    return [KeywordDef(name=MYRIAD, pattern="myriad", rule="702.116", reminder=REMINDER,
                       build=deferred("manastack_myriad.keyword", "build"))]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The myriad creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
