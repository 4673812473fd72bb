"""The kernel's conformance suite (manastack.testing.PluginConformance) run on the escalate plugin.

It loads the plugin alone (with what it declares it needs), checks the keywords it
declares, that every card of its own pool is understood, and that seeded random games
with decks of those cards end without an unexpected error and replay identically.
"""

from __future__ import annotations

from manastack.testing import PluginConformance


class TestEscalateConformance(PluginConformance):
    plugin = "escalate"
    keywords = ("escalate",)
