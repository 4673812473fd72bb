"""manastack-intimidate: the keyword intimidate (CR 702.13), an evasion ability.

CR 702.13b: "A creature with intimidate can't be blocked except by artifact creatures
and/or creatures that share a color with it." Multiple instances are redundant (702.13c): an object's
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

#: Intimidate needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
INTIMIDATE = "intimidate"

REMINDER = ("This creature can't be blocked except by artifact creatures and/or creatures "
            "that share a color with it.")

ATTACKER_HAS_INTIMIDATE = ("the attacker has intimidate: only artifact creatures and/or creatures sharing a "
                        "color with it can block it (702.13b)")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.13: the keyword line "Intimidate" (also inside lists: "Flying; intimidate")."""
    return [KeywordDef(name=INTIMIDATE, pattern="intimidate", rule="702.13", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("intimidate", "manastack_intimidate", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(INTIMIDATE, "battlefield")  # asked only when the attacker or blocker has it
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.13b, with the blocker's and attacker's current characteristics (613)."""
    if not game.has_keyword(attacker.id, INTIMIDATE):
        return None
    blocker_chars = game.chars(blocker.id)
    # 105.2c: a colorless attacker shares a color with no creature
    if blocker_chars.is_("Artifact") or blocker_chars.colors & game.chars(attacker.id).colors:
        return None
    return [ATTACKER_HAS_INTIMIDATE]
