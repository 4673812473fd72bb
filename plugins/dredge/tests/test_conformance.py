"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestDredgeConformance(PluginConformance):
    plugin = "dredge"
    keywords = ("dredge",)
    # CR 603.6c, 510.1: their other sentences are not read yet (the dredge line is)
    unsupported = ("Golgari Brownscale",)
