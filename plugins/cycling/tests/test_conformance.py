"""The test kit's conformance suite run on this package (pytest_manastack.PluginConformance):
loads alone, declares its keywords, its cards are understood, seeded random play replays."""

from __future__ import annotations

from manastack_cycling import CYCLING, TYPECYCLINGS
from pytest_manastack import PluginConformance


class TestCyclingConformance(PluginConformance):
    plugin = "cycling"
    keywords = (CYCLING, *TYPECYCLINGS)
    # Marshaling Cry has flashback, Street Wraith swampwalk
    other_keywords = ("flashback", "swampwalk")
