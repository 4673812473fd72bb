"""Mana that may be spent only on some kinds of spells or abilities, played from printed cards
(CR 106.6; rule "grammar:spend this mana only" for a spell's or trigger's "Add ...").

- "Spend this mana only to cast a Dragon creature spell." (Haven of the Spirit Dragon), "...
  a Knight or Equipment spell." (Tournament Grounds), "... legendary spells." (Great Hall of
  the Citadel, two mana in any combination of colors), "... Myr spells or activate abilities
  of Myr." (Myr Reservoir): subtypes, supertypes and the sources of abilities.
- "Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells."
  (Geosurge): the restriction after a spell's "Add", on every unit it adds.

Restricted mana pays only what it allows, whoever pays (the automatic payer or the pool); a
spend it forbids is refused and the game stays as it was (CR 732).
The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_106_6_haven_of_the_spirit_dragon_pays_a_dragon_creature_spell(table: Table) -> None:
    """CR 106.6: Llanowar Elves (no Dragon) isn't offered with the Haven alone, and its {G} in
    the pool can't pay it (CR 732: nothing changes); that {G} pays Dragon Hatchling's {1} (a
    Dragon creature spell), a Mountain its {R}."""
    table.battlefield(0, "Haven of the Spirit Dragon")
    table.hand(0, "Llanowar Elves", "Dragon Hatchling")
    assert table.castable() == []
    table.tap_for_mana("Haven of the Spirit Dragon", "G")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Llanowar Elves", rule="601.2h")
    assert table.game.player(0).mana_pool == before  # CR 732: nothing changed
    table.assert_zone("Llanowar Elves", Zone.HAND)
    table.battlefield(0, "Mountain")
    assert table.castable() == ["Dragon Hatchling"]
    table.cast("Dragon Hatchling")  # the Haven's {G} pays the generic {1}, the Mountain {R}
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Dragon Hatchling", Zone.BATTLEFIELD)
    table.assert_logged(rule="106.6", contains="Dragon creature spell")


@oracle
def test_106_6_tournament_grounds_pays_an_equipment_not_another_artifact(table: Table) -> None:
    """CR 106.6: "a Knight or Equipment spell": Bonesplitter (Equipment) is paid by the
    automatic payer with the Grounds' mana; Sol Ring (no Equipment) from a pool of it is
    refused, the game unchanged (CR 732)."""
    table.battlefield(0, "Tournament Grounds")
    table.hand(0, "Sol Ring", "Bonesplitter")
    table.tap_for_mana("Tournament Grounds", "W")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Sol Ring", rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.assert_zone("Sol Ring", Zone.HAND)
    table.cast("Bonesplitter")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Bonesplitter", Zone.BATTLEFIELD)


@oracle
def test_106_6_great_hall_of_the_citadel_pays_a_legendary_spell_only(table: Table) -> None:
    """CR 106.6, 605.3b: "{1}, {T}: Add two mana in any combination of colors": the Plains pays
    the {1}, {W}{W} added; Savannah Lions (not legendary) is refused, Isamaru, Hound of Konda
    (legendary) is paid, one {W} left."""
    table.battlefield(0, "Great Hall of the Citadel", "Plains")
    table.hand(0, "Savannah Lions", "Isamaru, Hound of Konda")
    table.tap_for_mana("Great Hall of the Citadel", "WW")
    assert table.pool() == ["W", "W"]
    table.assert_tapped("Plains")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Savannah Lions", rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.cast("Isamaru, Hound of Konda")
    assert table.pool() == ["W"]
    table.resolve()
    table.assert_zone("Isamaru, Hound of Konda", Zone.BATTLEFIELD)
    table.assert_zone("Savannah Lions", Zone.HAND)


@oracle
def test_106_6_myr_reservoir_pays_a_myr_spell_not_another_artifact(table: Table) -> None:
    """CR 106.6: Myr Reservoir's {C}{C} pays Myr Sire ({2}, a Myr); Mind Stone ({2}) isn't."""
    table.battlefield(0, "Myr Reservoir")
    table.hand(0, "Mind Stone", "Myr Sire")
    assert table.castable() == ["Myr Sire"]
    table.tap_for_mana("Myr Reservoir", "C")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Mind Stone", rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.cast("Myr Sire")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Myr Sire", Zone.BATTLEFIELD)


@pytest.mark.plugins("oracle", "haste")
def test_106_6_geosurge_mana_pays_creatures_not_an_instant(table: Table) -> None:
    """CR 106.4, 106.6: Geosurge resolves, adding seven {R} that may pay only artifact or
    creature spells: Lightning Bolt is refused (CR 732: nothing changes), Raging Goblin and
    Sol Ring are paid from the pool."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Geosurge", "Lightning Bolt", "Raging Goblin", "Sol Ring")
    table.cast("Geosurge")
    table.resolve()
    assert table.pool() == ["R"] * 7
    table.assert_logged(rule="106.6", contains="artifact or creature spells")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["player 2"],
                         rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.assert_zone("Lightning Bolt", Zone.HAND)
    table.cast("Raging Goblin")
    table.resolve()
    table.cast("Sol Ring")
    table.resolve()
    assert table.pool() == ["R"] * 5
    table.assert_zone("Raging Goblin", Zone.BATTLEFIELD)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)


@oracle
def test_106_6_myr_reservoir_pays_an_ability_of_a_myr_not_of_another_source(
        table: Table) -> None:
    """CR 106.6, 602.2b: "activate abilities of Myr": the Reservoir's {C} in the pool pays Myr
    Galvanizer's {1}, {T} ability (it untaps the other Myr, the tapped Reservoir's own Palladium
    Myr); Mind Stone's {1}, {T}, sacrifice ability (no Myr) is refused, nothing changed (CR
    732)."""
    table.battlefield(0, "Myr Reservoir", "Myr Galvanizer", "Mind Stone")
    table.battlefield(0, "Palladium Myr", tapped=True)
    table.library(0, "Island")
    table.tap_for_mana("Myr Reservoir", "C")
    assert table.pool() == ["C", "C"]
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.activate, "Mind Stone", rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.assert_zone("Mind Stone", Zone.BATTLEFIELD)
    table.activate("Myr Galvanizer")
    assert table.pool() == ["C"]
    table.resolve()
    table.assert_tapped("Palladium Myr", False)
