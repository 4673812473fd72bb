"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestLandwalkConformance(PluginConformance):
    plugin = "landwalk"
    keywords = ("islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",
                "desertwalk", "nonbasic landwalk", "legendary landwalk", "snow landwalk",
                "artifact landwalk", "snow swampwalk", "snow forestwalk")
