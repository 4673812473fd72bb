"""Triggered mana abilities of lands anyone taps, played from printed cards (CR 605.1b,
605.4a, 106.12a).

- "Whenever a Forest is tapped for mana, its controller adds an additional {G}." (Vernal
  Bloom), "Whenever a Mountain is tapped for mana, its controller adds an additional {R}."
  (Gauntlet of Might): any player's land of that subtype, the mana going to the land's
  controller, who tapped it (605.3a).
- "Whenever a player taps a basic land / a Mountain, Forest, or Plains for mana, that player
  adds one mana of any type that land produced." (Lavaleaper, Keeper of Progenitus): only the
  lands the filter names (106.12a: "that land" is the land tapped).
- "Whenever enchanted land is tapped for mana, its controller adds an additional two mana in
  any combination of colors." (Dawn's Reflection): two units, each of a colour chosen on its
  own as it resolves (106.1b).

All resolve at once, without the stack (605.4a), rule "grammar:tap for mana add".
The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
with_haste = pytest.mark.plugins("oracle", "haste")
pytestmark = needs_corpus


@oracle
def test_605_1b_vernal_bloom_adds_green_for_every_players_forests_only(table: Table) -> None:
    """CR 605.1b, 605.4a: cast Vernal Bloom; its controller's Forest then adds {G}{G}, a Plains
    only {W}; the opponent's Forest gives the opponent (its controller, who tapped it) the
    extra {G}, nothing to Vernal Bloom's controller."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Vernal Bloom")
    table.cast("Vernal Bloom")
    table.resolve()
    table.assert_zone("Vernal Bloom", Zone.BATTLEFIELD)
    assert table.pool() == []  # the Forests paid before it was on the battlefield
    table.battlefield(0, "Plains", "Forest")
    table.battlefield(1, "Forest")
    table.tap_for_mana("Plains", "W")
    assert table.pool() == ["W"]
    table.assert_not_logged(rule="605.4a", contains="Vernal Bloom triggers")
    table.tap_for_mana("Forest", "G")
    assert table.pool() == ["G", "G", "W"]
    assert table.names(Zone.STACK) == []
    table.assert_logged(rule="605.4a", contains="Vernal Bloom triggers")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Forest", "G")
    assert table.pool(1) == ["G", "G"]
    assert table.pool(0) == ["G", "G", "W"]  # nothing more for Vernal Bloom's controller


@with_haste
def test_605_4a_gauntlet_of_might_extra_red_pays_a_second_spell(table: Table) -> None:
    """CR 605.4a, 601.2h: Gauntlet of Might cast; one Mountain tapped by hand makes {R}{R},
    which pays for both Raging Goblin and Lightning Bolt, the other Mountain left untapped."""
    table.lands(0, "Island", 4)
    table.hand(0, "Gauntlet of Might", "Raging Goblin", "Lightning Bolt")
    table.cast("Gauntlet of Might")
    table.resolve()
    table.assert_zone("Gauntlet of Might", Zone.BATTLEFIELD)
    table.battlefield(0, "Mountain", "Mountain")
    table.tap_for_mana("Mountain", "R")
    assert table.pool() == ["R", "R"]
    table.cast("Raging Goblin")
    table.resolve()
    table.cast("Lightning Bolt", targets=["Raging Goblin"])
    assert table.tapped_count(0, "Mountain") == 1
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Raging Goblin", Zone.GRAVEYARD)


@with_haste
def test_106_12a_lavaleaper_adds_for_basic_lands_not_nonbasic_ones(table: Table) -> None:
    """CR 106.12a, 605.1b: "a basic land": a Mountain adds one more {R}; Azorius Chancery
    (not basic) adds only its own {W}{U}; the opponent's basic Swamp gives them {B}{B}."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Lavaleaper")
    table.cast("Lavaleaper")
    table.resolve()
    table.assert_zone("Lavaleaper", Zone.BATTLEFIELD)
    table.battlefield(0, "Mountain", "Azorius Chancery")
    table.battlefield(1, "Swamp")
    table.tap_for_mana("Mountain", "R")
    assert table.pool() == ["R", "R"]
    table.tap_for_mana("Azorius Chancery", "WU")
    assert table.pool() == ["R", "R", "U", "W"]
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Swamp", "B")
    assert table.pool(1) == ["B", "B"]


@oracle
def test_106_12a_keeper_of_progenitus_ignores_islands_and_swamps(table: Table) -> None:
    """CR 106.12a: "a Mountain, Forest, or Plains": a Plains adds {W}{W}, an Island only {U}."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Keeper of Progenitus")
    table.cast("Keeper of Progenitus")
    table.resolve()
    table.assert_zone("Keeper of Progenitus", Zone.BATTLEFIELD)
    table.battlefield(0, "Plains", "Island")
    table.tap_for_mana("Island", "U")
    assert table.pool() == ["U"]
    table.assert_not_logged(rule="605.4a", contains="Keeper of Progenitus triggers")
    table.tap_for_mana("Plains", "W")
    assert table.pool() == ["U", "W", "W"]
    table.assert_logged(rule="605.4a", contains="Keeper of Progenitus triggers")


@oracle
def test_106_1b_dawns_reflection_adds_two_mana_each_of_a_chosen_colour(table: Table) -> None:
    """CR 605.4a, 106.1b: the enchanted Swamp adds {B}, then two more mana, each unit's colour
    asked on its own ({R}, then {U}); another land adds nothing more."""
    table.lands(0, "Forest", 4)
    table.battlefield(0, "Swamp", "Plains")
    table.hand(0, "Dawn's Reflection")
    table.cast("Dawn's Reflection", targets=["Swamp"])
    table.resolve()
    asked = table.watch_decisions("mana_color")
    table.answer("mana_color", "{R}")
    table.answer("mana_color", "{U}")
    table.tap_for_mana("Swamp", "B")
    assert table.pool() == ["B", "R", "U"]
    assert [tuple(d.options) for d in asked] == [("W", "U", "B", "R", "G")] * 2
    table.tap_for_mana("Plains", "W")
    assert table.pool() == ["B", "R", "U", "W"]
