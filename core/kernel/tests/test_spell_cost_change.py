"""A spell's change of its own cost (CR 601.2f, 113.6d): "This spell costs {1} less to
cast for each ...", counted as the total cost is determined."""

from __future__ import annotations

from manastack.driver import Table
from manastack.model.objects import Zone

GHOUL = "This spell costs {1} less to cast for each creature card in your graveyard."


def test_cr_601_2f_spell_costs_less_for_each_creature_card_in_your_graveyard(
        table: Table) -> None:
    ghoul = table.card("Test Ghoul", "Creature — Zombie", GHOUL, "{5}{B}", "5", "5")
    table.hand(0, ghoul)  # type: ignore[arg-type]
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Grizzly Bears", "Lightning Bolt")
    table.graveyard(1, "Hill Giant")  # not your graveyard
    # one creature card: {4}{B}, one more than the four lands
    table.assert_illegal(table.cast, "Test Ghoul", rule="601.2h")
    table.graveyard(0, "Gray Ogre")
    table.cast("Test Ghoul")  # two: {3}{B}
    table.assert_logged(rule="601.2f", contains="- {2}")
    table.resolve()
    table.assert_zone("Test Ghoul", Zone.BATTLEFIELD)


def test_cr_601_2f_more_reduction_than_generic_mana_leaves_the_coloured_part(
        table: Table) -> None:
    ghoul = table.card("Test Ghoul", "Creature — Zombie", GHOUL, "{1}{B}", "2", "2")
    table.hand(0, ghoul)  # type: ignore[arg-type]
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Grizzly Bears", "Gray Ogre", "Hill Giant")
    table.cast("Test Ghoul")  # {1}{B} - {3}: {B} (118.7a: generic only)
    table.resolve()
    table.assert_zone("Test Ghoul", Zone.BATTLEFIELD)
