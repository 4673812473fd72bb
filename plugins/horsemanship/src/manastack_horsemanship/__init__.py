"""manastack-horsemanship: the keyword horsemanship (CR 702.31), an evasion ability.

CR 702.31b: "A creature with horsemanship can't be blocked by creatures without
horsemanship. A creature with horsemanship can block a creature with or without
horsemanship." Multiple instances are redundant (702.31c): an object's keywords are a set.
The plugin gives the keyword its meaning through the kernel's question
``manastack_block_restrictions`` (509.1b), wherever the keyword comes from (printed, granted
by an effect, layer 6): both creatures' keywords are their current ones (613).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Horsemanship needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
HORSEMANSHIP = "horsemanship"

REMINDER = "This creature can't be blocked except by creatures with horsemanship."

ATTACKER_HAS_HORSEMANSHIP = ("the attacker has horsemanship: only creatures with horsemanship "
                             "can block it (702.31b)")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.31: the keyword line "Horsemanship" (also inside lists: "Vigilance;
    horsemanship")."""
    return [KeywordDef(name=HORSEMANSHIP, pattern="horsemanship", rule="702.31",
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("horsemanship", "manastack_horsemanship", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword(HORSEMANSHIP, "battlefield")  # asked only when the attacker or blocker has it
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.31b (509.1b), with both creatures' current keywords (613)."""
    if not game.has_keyword(attacker.id, HORSEMANSHIP):
        return None
    if game.has_keyword(blocker.id, HORSEMANSHIP):
        return None
    return [ATTACKER_HAS_HORSEMANSHIP]
