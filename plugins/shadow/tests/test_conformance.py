"""The kernel's conformance suite run on this package (manastack.testing.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from manastack.testing import PluginConformance


class TestShadowConformance(PluginConformance):
    plugin = "shadow"
    keywords = ("shadow",)
    unsupported = ()
