"""manastack-extort: the extort keyword (CR 702.101).

CR 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each
opponent loses 1 life and you gain life equal to the total life lost this way." A triggered
ability the keyword stands for (a :class:`~manastack.api.KeywordTrigger` on the cast event of
its controller's spells, 603.2); multiple instances trigger separately (702.101b). The
payment is made as the ability resolves (608.2c): an explicit decision of the controller,
offered only when {W/B} can be paid now (the kernel's ``pays_unless``, mana abilities
included, 605.3a). "The total life lost this way" is measured on each opponent's life total
(119.3).

The entry module is light: the ability and its instruction are in
:mod:`manastack_extort.keyword`, imported when a card with extort is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Extort needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "extort"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.101a: the keyword line "Extort"."""
    return [KeywordDef(name="extort", pattern=r"extort",
                       build=deferred("manastack_extort.keyword", "build"), rule="702.101a",
                       reminder="Whenever you cast a spell, you may pay {W/B}. If you do, each "
                       "opponent loses 1 life and you gain that much life.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The extort cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("extort", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
