"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood and printed, seeded random play
replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestWarpConformance(PluginConformance):
    plugin = "warp"
    keywords = ("warp",)
    printed = True
    other_keywords = ("haste",)  # Timeline Culler's
    # "You may cast this card from your graveyard using its warp ability." is not read
    unsupported = ("Timeline Culler",)
