"""manastack-fear: the keyword fear (CR 702.36), an evasion ability.

CR 702.36b: "A creature with fear can't be blocked except by artifact creatures and/or
black creatures." Multiple instances are redundant (702.36c): an object's
keywords are a set. The plugin gives the keyword its meaning through the kernel's question
``manastack_block_restrictions`` (509.1b), wherever the keyword comes from (printed,
granted by an effect, layer 6). The check is a few comparisons of the blocker's
characteristics (its card types and colors after every effect, 613), so it lives here with
no keyword module to import.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Fear needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
FEAR = "fear"

REMINDER = ("This creature can't be blocked except by artifact creatures and/or black "
            "creatures.")

ATTACKER_HAS_FEAR = ("the attacker has fear: only artifact creatures and/or black creatures can "
                     "block it (702.36b)")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.36: the keyword line "Fear" (also inside lists: "Flying; fear")."""
    return [KeywordDef(name=FEAR, pattern="fear", rule="702.36", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("fear", "manastack_fear", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(FEAR, "battlefield")  # asked only when the attacker or blocker has it
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.36b, with the blocker's and attacker's current characteristics (613)."""
    if not game.has_keyword(attacker.id, FEAR):
        return None
    blocker_chars = game.chars(blocker.id)
    if blocker_chars.is_("Artifact") or "B" in blocker_chars.colors:
        return None
    return [ATTACKER_HAS_FEAR]
