"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestOverloadConformance(PluginConformance):
    plugin = "overload"
    keywords = ("overload",)
    other_keywords = ("myriad",)  # Corporeal Projection grants it
    # not understood yet (test_unsupported_overload_cards_say_which_sentence): must stay so
    # until it is, then leave this list
    unsupported = ("Mizzix's Mastery",)
