"""manastack-cumulative_upkeep: the keyword cumulative upkeep (CR 702.24), a triggered
ability.

CR 702.24a: "'Cumulative upkeep [cost]' means 'At the beginning of your upkeep, if this
permanent is on the battlefield, put an age counter on this permanent. Then you may pay
[cost] for each age counter on it. If you don't, sacrifice it.'" The condition is an
intervening "if" (603.4). The whole cost is paid or none of it (no partial payment,
702.24a), by the kernel's :class:`~manastack.api.SacrificeUnlessCostPaid` (118.12). Each
instance triggers separately and counts every age counter on the permanent as it resolves
(702.24b).

Read costs: mana ("Cumulative upkeep {1}", "{S}", hybrid symbols, each symbol's choice made
per counter) and "Pay N life" (with or without mana). A cost with another part ("Sacrifice
a creature", "Discard a card") or a choice between costs ("{W} or {U}") is not read: the
card stays refused, quoting the keyword line.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "cumulative upkeep". The
entry module is light: the work is in :mod:`manastack_cumulative_upkeep.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Cumulative upkeep needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "cumulative_upkeep"

#: The keyword's name, as it appears in an object's keywords.
CUMULATIVE_UPKEEP = "cumulative upkeep"

#: The kind of counter it puts (702.24a).
AGE = "age"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.24: "Cumulative upkeep {1}", "Cumulative upkeep {G} or {W}" and "Cumulative
    upkeep—Pay 1 life."."""
    return [KeywordDef(name=CUMULATIVE_UPKEEP,
                       pattern=r"cumulative upkeep(?: (?P<mana>(?:\{[^}]+\})+)\.?|"
                               r" (?P<either>\{[wubrg]\} or \{[wubrg]\})\.?|"
                               r"\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_cumulative_upkeep.keyword", "build"),
                       with_builder=True, rule="702.24")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cumulative upkeep cards this package's tests and examples play (exact Oracle
    text)."""
    return [TomlCardSource.from_package("cumulative_upkeep", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
