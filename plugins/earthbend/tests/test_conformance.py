"""The kernel's conformance suite (manastack.testing.PluginConformance) run on the earthbend plugin.

It loads the plugin alone (with what it declares it needs), checks the keywords it
declares, that every card of its own pool it claims playable is understood, and that
seeded random games with decks of those cards end without an unexpected error and
replay identically.

The pool holds every printed earthbend card; those listed below are not understood
yet (Rockalanche needs the flashback plugin).
"""

from __future__ import annotations

from manastack.rules import Rules
from manastack.testing import PluginConformance

#: Cards of the pool this plugin alone does not make playable (see README.md).
NOT_PLAYABLE_ALONE = frozenset({
    "Bitter Work",
    "Bumi, King of Three Trials",
    "Earth Kingdom General",
    "Earth Rumble",
    "Earthbender Ascension",
    "Earthen Ally",
    "Earthshape",
    "Fatal Fissure",
    "Rebellious Captives",
    "Rockalanche",
    "Solid Ground",
    "The Cave of Two Lovers",
    "Toph, Earthbending Master",
    "Toph, Hardheaded Teacher",
})


class TestEarthbendConformance(PluginConformance):
    plugin = "earthbend"
    keywords = ("earthbend",)

    def conformance_cards(self, rules: Rules) -> list[str]:
        pool = super().conformance_cards(rules)
        assert set(pool) >= NOT_PLAYABLE_ALONE, NOT_PLAYABLE_ALONE - set(pool)
        return [name for name in pool if name not in NOT_PLAYABLE_ALONE]
