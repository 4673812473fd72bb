"""The kernel's conformance suite (manastack.testing.PluginConformance) run on the escape plugin.

It loads the plugin alone (with what it declares it needs), checks the keywords it
declares, that every card of its own pool it claims playable is understood, and that
seeded random games with decks of those cards end without an unexpected error and
replay identically.

Phoenix of Ash has haste: it needs the haste plugin, which escape doesn't require.
"""

from __future__ import annotations

from manastack.rules import Rules
from manastack.testing import PluginConformance

#: Cards of the pool this plugin alone does not make playable (see README.md).
NOT_PLAYABLE_ALONE = frozenset({
    "Phoenix of Ash",
})


class TestEscapeConformance(PluginConformance):
    plugin = "escape"
    keywords = ("escape",)

    def conformance_cards(self, rules: Rules) -> list[str]:
        pool = super().conformance_cards(rules)
        assert set(pool) >= NOT_PLAYABLE_ALONE, NOT_PLAYABLE_ALONE - set(pool)
        return [name for name in pool if name not in NOT_PLAYABLE_ALONE]
