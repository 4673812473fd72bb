"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestSpliceConformance(PluginConformance):
    plugin = "splice"
    keywords = ("splice",)
    # Goryo's Vengeance and Through the Breach: "That creature gains haste"
    other_keywords = ("haste",)
    # the pool is every printed splice card; these have a sentence not read (README.md,
    # Coverage), or a splice the plugin refuses (Lifening Elemental): they must stay so
    unsupported = ("Fell Beast's Shriek",
                   "Lifening Elemental", "Nevermind", "Overblaze", "Reweave",
                   "Roar of Jukai", "Shifting Borders")
