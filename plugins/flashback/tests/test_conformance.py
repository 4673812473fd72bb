"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestFlashbackConformance(PluginConformance):
    plugin = "flashback"
    keywords = ("flashback",)
    # Firecat Blitz and Electroduplicate make creatures with haste
    other_keywords = ("haste",)
