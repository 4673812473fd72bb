"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood and printed, the keyword is one
triggered ability without "may" (CR 603.5), seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestForMirrodinConformance(PluginConformance):
    plugin = "for_mirrodin"
    keywords = ("for mirrodin!",)
    printed = True
    trigger_keyword = "for mirrodin!"
