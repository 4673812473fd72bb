"""Storm (CR 702.40) with the other keyword plugins: a spell cast by flashback, escape or
overload, with escalate or delve, is one spell cast (601.2i) and counts for storm; storm's
copies are not cast (707.10) and pay nothing; haste from a copied Spreading Insurrection."""

from __future__ import annotations

import pytest

from manastack.api import Answer, OracleCorpusSource, Step, Zone
from manastack.driver import Table

KEEP = Answer("new_targets", ("no",))


def goblins(table: Table, player: int = 0) -> int:
    return sum(o.is_token and o.card.name.startswith("Goblin")
               for o in table.game.objects_in(Zone.BATTLEFIELD) if o.controller == player)


@pytest.mark.plugins("storm", "flashback")
def test_702_34a_a_flashback_cast_counts_for_storm(table: Table) -> None:
    """CR 702.34a, 702.40a: Firebolt cast from the graveyard by flashback is a spell cast
    this turn: Grapeshot after it has one copy (2 + 1 + 1 damage to Bob)."""
    table.lands(0, "Mountain", 7)
    table.graveyard(0, "Firebolt")
    table.hand(0, "Grapeshot")
    table.cast("Firebolt", using="flashback", targets=["opponent"])
    table.resolve()
    table.assert_zone("Firebolt", Zone.EXILE, 0)
    table.cast("Grapeshot", targets=["opponent"])
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="702.40a", contains="1 copy")
    table.resolve_all()
    table.assert_life(1, 16)


@pytest.mark.plugins("storm", "escape")
def test_702_138a_an_escaped_spell_counts_for_storm(table: Table) -> None:
    """CR 702.138a, 702.40a: Satyr's Cunning escaped from the graveyard counts: Empty the
    Warrens after it makes four Goblins, and the Satyr is a fifth token."""
    table.lands(0, "Mountain", 7)
    table.graveyard(0, "Satyr's Cunning", "Island", "Forest")
    table.hand(0, "Empty the Warrens")
    table.cast("Satyr's Cunning", using="escape", exile=["Island", "Forest"])
    table.resolve()
    table.cast("Empty the Warrens")
    table.resolve_all()
    assert goblins(table) == 4
    assert len([o for o in table.game.battlefield(0) if o.is_token]) == 5


@pytest.mark.plugins("storm", "overload")
def test_702_96a_an_overloaded_spell_is_one_spell_for_storm(table: Table) -> None:
    """CR 702.96a, 702.40a: Cyclonic Rift overloaded returns each of Bob's nonland
    permanents, and is still one spell cast: Weather the Storm after it has one copy."""
    table.lands(0, "Island", 7)
    table.lands(0, "Forest", 2)
    table.battlefield(1, "Memnite", "Grizzly Bears")
    table.hand(0, "Cyclonic Rift", "Weather the Storm")
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Memnite"]
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_logged(rule="702.40a", contains="1 copy")
    table.assert_life(0, 26)


@pytest.mark.plugins("storm", "escalate")
def test_702_120a_an_escalated_spell_is_one_spell_for_storm(table: Table) -> None:
    """CR 702.120a, 700.2: Borrowed Hostility with both modes (escalate paid once) is one
    spell: Grapeshot after it has one copy, not two."""
    table.lands(0, "Mountain", 6)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Borrowed Hostility", "Grapeshot")
    table.cast("Borrowed Hostility", modes=[0, 1], targets=["Grizzly Bears", "Grizzly Bears"])
    table.resolve()
    table.cast("Grapeshot", targets=["opponent"])
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="702.40a", contains="1 copy")
    table.resolve_all()
    table.assert_life(1, 18)


@pytest.mark.plugins("storm", "delve")
def test_707_10_brain_freeze_copies_fill_the_graveyard_for_delve(table: Table) -> None:
    """CR 702.40a, 707.10, 702.66a: after Memnite, Brain Freeze at Alice resolves twice
    (six cards milled, the copy costs nothing); Treasure Cruise then delves six of them
    and costs {1}{U}: a spell cast with delve, counted as any other."""
    table.library(0, *["Island"] * 10)
    table.lands(0, "Island", 4)
    table.hand(0, "Memnite", "Brain Freeze", "Treasure Cruise")
    table.cast("Memnite")
    table.resolve()
    table.cast("Brain Freeze", targets=["Alice"])
    table.resolve(answers=[KEEP])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0).count("Island") == 6
    table.cast("Treasure Cruise", exile=["Island"] * 6)
    table.resolve()
    assert table.names(Zone.EXILE, 0).count("Island") == 6
    assert table.names(Zone.HAND, 0) == ["Island", "Island", "Island"]


@pytest.mark.plugins("storm", "haste", "oracle")
def test_707_10c_spreading_insurrection_copy_steals_another_creature_with_haste(
        table: Table) -> None:
    """CR 702.40a, 707.10c, 702.10: Spreading Insurrection after one spell: the copy
    targets Bob's other creature; Alice controls both, they have haste and attack."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Memnite", "Spreading Insurrection")
    table.cast("Memnite")
    table.resolve()
    table.cast("Spreading Insurrection", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Hill Giant"]))])
    table.resolve_all()
    for name in ("Grizzly Bears", "Hill Giant"):
        assert table.game.controller(table.find(name).id) == 0
        assert table.has_keyword(name, "haste")
    table.attack("Grizzly Bears", "Hill Giant")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)
