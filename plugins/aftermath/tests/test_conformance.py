"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keyword, its cards are understood, seeded random play replays."""

from __future__ import annotations

from pytest_manastack import PluginConformance


class TestAftermathConformance(PluginConformance):
    plugin = "aftermath"
    keywords = ("aftermath",)
    # Appeal's "+X/+X, where X is ..." and Dawn's "creature cards with mana value 2 or less
    # from your graveyard" are not read: refused, never half played
    unsupported = ("Dusk // Dawn",)
