"""manastack-haste: the keyword haste (CR 702.10).

Haste is a static ability (702.10a). A creature with haste can attack (702.10b,
508.1a) and its controller can activate its {T} and {Q} abilities (702.10c,
602.5a) even if it hasn't been controlled continuously since its controller's
most recent turn began: the "summoning sickness" rule of CR 302.6 doesn't stop
it. Multiple instances are redundant (702.10d).

Where haste comes from doesn't matter here: printed ("Haste"), granted by an
effect ("gains haste until end of turn", layer 6), by a static ability
("creatures you control have haste"), or by a haste keyword counter (122.1b).
The kernel puts every one of them in the object's keywords; this plugin only
gives the keyword its rules meaning, by answering the kernel's question
``manastack_ignores_summoning_sickness``. The answer is asked each time: a
creature that loses haste before attackers are declared can't attack; one that
loses it after attacking stays in combat (506.4 lists what removes it).

The entry module is light and the whole plugin: haste has no ability class of its own
(the kernel's plain keyword ability) and its hook needs only the game it is handed, so
loading the rules (``Rules.load()``) imports none of the card vocabulary through it
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Haste needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
HASTE = "haste"

REMINDER = "This creature can attack and {T} as soon as it comes under your control."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.10: the keyword line "Haste" (also found inside "flying, haste" lists)."""
    return [KeywordDef(name=HASTE, pattern="haste", rule="702.10", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("haste", "manastack_haste", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_ignores_summoning_sickness(game: Game, obj: GameObject) -> bool | None:
    """CR 702.10b-c: a creature with haste ignores 302.6 (attacking, {T} and {Q} abilities).

    Asked only for summoning-sick creatures; ``None`` leaves the kernel's "no".
    """
    if game.has_keyword(obj.id, HASTE):
        return True
    return None
