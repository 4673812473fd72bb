"""Awaken (CR 702.113): an alternative cost whose spell ability makes a land you control a
0/0 Elemental creature with haste and N +1/+1 counters. Runs alone with
``pytest plugins/awaken`` (kernel + awaken + haste)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("awaken", "haste")

#: Each card of the pool, its N and its awaken cost.
CARDS = {"Coastal Discovery": (4, "{5}{U}"), "Boiling Earth": (4, "{6}{R}"),
         "Clutch of Currents": (3, "{4}{U}"), "Ruinous Path": (4, "{5}{B}{B}")}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def test_the_pool_is_the_cards_played_with_their_awaken_count_and_cost(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their awaken N and cost (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("awaken", "manastack_awaken", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, (count, cost) in CARDS.items():
        card = rules.card(name)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", None) == "awaken"]
        assert str(ability.cost.mana) == cost
        assert ability.count == count


def test_without_the_plugin_an_awaken_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("awaken", "manastack_awaken", "cards.toml")
    definition = source.get("Coastal Discovery")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("awaken", "awaken"),)


def test_702_113b_cast_normally_it_does_nothing_to_lands(table: Table) -> None:
    """For its mana cost the spell has no land target (702.113b): only its draw."""
    table.battlefield(0, "Island")
    table.library(0, "Forest", "Swamp", "Mountain")
    table.hand(0, "Coastal Discovery")
    table.mana(0, "CCCU")
    assert "awaken" not in permissions(table, "Coastal Discovery")  # {5}{U} not payable
    table.cast("Coastal Discovery")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2
    island = table.find("Island")
    chars = table.game.chars(island.id)
    assert not chars.is_creature
    assert island.counters.get("+1/+1", 0) == 0
    table.assert_not_logged(rule="702.113a")


def test_702_113a_awakened_the_land_is_a_4_4_creature_with_haste(table: Table) -> None:
    """Cast for {5}{U}: draw two, then four +1/+1 counters on target land you control; it
    is a 0/0 Elemental creature land with haste (layers 4, 6, 7b), so 4/4, and it can
    attack this turn (702.10); tapped for mana it still makes mana (305.6, "still a land")."""
    table.battlefield(0, "Island", "Forest")
    table.library(0, "Forest", "Swamp", "Mountain")
    table.hand(0, "Coastal Discovery")
    table.mana(0, "CCCCCU")
    assert "awaken" in permissions(table, "Coastal Discovery")
    table.cast("Coastal Discovery", using="awaken", targets=["Island"])
    table.assert_logged(rule="702.113a", contains="awaken cost")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2
    island = table.find("Island")
    chars = table.game.chars(island.id)
    assert chars.is_creature and chars.is_land
    assert "Elemental" in chars.type_line.subtypes and "Island" in chars.type_line.subtypes
    assert (chars.power, chars.toughness) == (4, 4)
    assert table.has_keyword("Island", "haste")
    assert not table.game.chars(table.find("Forest").id).is_creature
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Island")
    table.go_to(Step.END)
    table.assert_life(1, 16)


def test_an_awakened_land_taps_for_mana(table: Table) -> None:
    table.battlefield(0, "Island")
    table.library(0, "Forest", "Swamp")
    table.hand(0, "Coastal Discovery")
    table.mana(0, "CCCCCU")
    table.cast("Coastal Discovery", using="awaken", targets=["Island"])
    table.resolve()
    table.tap_for_mana("Island", "U")  # still an Island: its mana ability stays (305.6)
    table.assert_tapped("Island")
    assert str(table.game.player(0).mana_pool).count("U") == 1


def test_608_2b_the_land_gone_the_rest_of_the_spell_still_happens(table: Table) -> None:
    """Clutch of Currents awakened: its creature target still legal, the land gone before
    it resolves: the creature returns, nothing happens to a land (608.2b)."""
    table.battlefield(0, "Island", "Forest")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Clutch of Currents")
    table.mana(0, "CCCCU")
    table.cast("Clutch of Currents", using="awaken", targets=["Grizzly Bears", "Island"])
    table.game.move(table.find("Island").id, Zone.GRAVEYARD, cause="test", rule="701.8")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)
    assert not table.game.chars(table.find("Forest").id).is_creature


def test_608_2b_its_only_target_gone_the_spell_doesnt_resolve(table: Table) -> None:
    """Coastal Discovery awakened has one target, the land: gone, the spell doesn't resolve
    (608.2b: all its targets illegal), so no card is drawn."""
    table.battlefield(0, "Island")
    table.library(0, "Forest", "Swamp")
    table.hand(0, "Coastal Discovery")
    table.mana(0, "CCCCCU")
    table.cast("Coastal Discovery", using="awaken", targets=["Island"])
    table.game.move(table.find("Island").id, Zone.GRAVEYARD, cause="test", rule="701.8")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    table.assert_zone("Coastal Discovery", Zone.GRAVEYARD, 0)


def test_boiling_earth_and_ruinous_path_awakened(table: Table) -> None:
    """Boiling Earth (no other target) and Ruinous Path (its creature target first), each
    for its awaken cost: their own effects, then the land awakened."""
    table.battlefield(0, "Mountain", "Swamp")
    table.battlefield(1, "Llanowar Elves", "Hill Giant")
    table.hand(0, "Boiling Earth", "Ruinous Path")
    table.mana(0, "CCCCCCR")
    table.cast("Boiling Earth", using="awaken", targets=["Mountain"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    mountain = table.game.chars(table.find("Mountain").id)
    assert (mountain.power, mountain.toughness) == (4, 4)
    table.mana(0, "CCCCCBB")
    table.cast("Ruinous Path", using="awaken", targets=["Hill Giant", "Swamp"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    swamp = table.game.chars(table.find("Swamp").id)
    assert swamp.is_creature and (swamp.power, swamp.toughness) == (4, 4)


def test_702_113a_only_a_land_you_control(table: Table) -> None:
    """"Target land you control": an opponent's land is refused, the game left as it was
    (732)."""
    table.battlefield(1, "Island")
    table.library(0, "Forest", "Swamp")
    table.hand(0, "Coastal Discovery")
    table.mana(0, "CCCCCU")
    table.assert_illegal(table.cast, "Coastal Discovery", using="awaken", targets=["Island"])
