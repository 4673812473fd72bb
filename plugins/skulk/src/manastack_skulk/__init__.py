"""manastack-skulk: the keyword skulk (CR 702.118), an evasion ability.

CR 702.118b: "A creature with skulk can't be blocked by creatures with greater power."
Multiple instances are redundant (702.118c): an object's keywords are a set. The plugin gives
the keyword its meaning through the kernel's question ``manastack_block_restrictions``
(509.1b), wherever the keyword comes from (printed, granted by an effect, layer 6). Both
powers are the creatures' current ones, after every effect (613), as blockers are declared.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Skulk needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
SKULK = "skulk"

REMINDER = "This creature can't be blocked by creatures with greater power."

ATTACKER_HAS_SKULK = ("the attacker has skulk: a creature with greater power can't block it "
                      "(702.118b)")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.118: the keyword line "Skulk"."""
    return [KeywordDef(name=SKULK, pattern="skulk", rule="702.118", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("skulk", "manastack_skulk", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(SKULK, "battlefield")  # asked only when the attacker or blocker has it
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.118b (509.1b), with both creatures' current power (613)."""
    if not game.has_keyword(attacker.id, SKULK):
        return None
    if game.power(blocker.id) <= game.power(attacker.id):
        return None
    return [ATTACKER_HAS_SKULK]
