"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestSpeedConformance(PluginConformance):
    plugin = "speed"
    keywords = ("start your engines!", "max speed")
    # Hazoret, Godseeker has haste: read with the haste plugin where it is installed
    other_keywords = ("haste",)
