"""More printed overload cards, each cast in both forms (single target, and overloaded:
"target" becomes "each", CR 702.96a) with its effect asserted. Runs alone with
``pytest plugins/overload`` (kernel + overload only)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table

pytestmark = pytest.mark.plugins("overload")

CARDS = ("March of Progress",)


def test_the_cards_of_this_file_are_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


def test_march_of_progress_copies_the_target_artifact_creature(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.battlefield(0, "Memnite", "Grizzly Bears")
    table.battlefield(1, "Memnite")
    table.hand(0, "March of Progress")
    table.assert_illegal(table.cast, "March of Progress", targets=["Grizzly Bears"],
                         rule="601.2c")  # not an artifact creature
    mine = table.find("Memnite", player=0)
    table.cast("March of Progress", targets=[mine.id])
    table.resolve()
    memnites = [o for o in table.game.battlefield(0) if o.card.name == "Memnite"]
    assert len(memnites) == 2 and sum(o.is_token for o in memnites) == 1
    assert [o.card.name for o in table.game.battlefield(1)] == ["Memnite"]


def test_march_of_progress_overloaded_copies_each_artifact_creature_you_control(
        table: Table) -> None:
    table.lands(0, "Island", 7)
    table.battlefield(0, "Memnite", "Memnite", "Grizzly Bears", "Sol Ring")
    table.battlefield(1, "Memnite")
    table.hand(0, "March of Progress")
    spell = table.cast("March of Progress", using="overload")
    assert spell.spell is not None and spell.spell.targets == ()
    table.resolve()
    tokens = [o.card.name for o in table.game.battlefield(0) if o.is_token]
    assert tokens == ["Memnite", "Memnite"]  # not the Bears, not Sol Ring (not a creature)
    assert len(table.game.battlefield(1)) == 1
