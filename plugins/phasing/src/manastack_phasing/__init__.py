"""manastack-phasing: the keyword phasing (CR 702.26).

"Phasing is a static ability that modifies the rules of the untap step. During each player's
untap step, before the active player untaps permanents, all phased-in permanents with
phasing that player controls 'phase out.' Simultaneously, all phased-out permanents that had
phased out under that player's control 'phase in.'" (702.26a, 502.1). Multiple instances are
redundant (702.26p): an object's keywords are a set.

The phased-out status and what it means (702.26b-k) are the kernel's (``Game.phase_out``,
``Game.phase_in``); the plugin answers the kernel's untap-step question
``manastack_phasing_permanents``: the phased-in permanents with phasing the active player
controls, with their current keywords (613), printed or granted.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game

#: Phasing needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
PHASING = "phasing"

REMINDER = ("This phases in or out before you untap during each of your untap steps. While "
            "it's phased out, it's treated as though it doesn't exist.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.26: the keyword line "Phasing" (also in lists: "Flying; phasing")."""
    return [KeywordDef(name=PHASING, pattern="phasing", rule="702.26", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("phasing", "manastack_phasing", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(PHASING, "battlefield")
def manastack_phasing_permanents(game: Game, player: int) -> list[int]:
    """CR 702.26a, 502.1: the phased-in permanents with phasing ``player`` controls (the
    battlefield's look-ups return only phased-in ones), as their untap step begins."""
    return [obj.id for obj in game.battlefield(player) if game.has_keyword(obj.id, PHASING)]
