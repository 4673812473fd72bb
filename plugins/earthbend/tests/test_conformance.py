"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestEarthbendConformance(PluginConformance):
    plugin = "earthbend"
    keywords = ("earthbend",)
    # Rockalanche has flashback
    other_keywords = ("flashback",)
    # every card of the pool is understood now: none is listed as unsupported (a card
    # that stops being understood fails test_conformance_cards_are_understood)
