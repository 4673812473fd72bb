"""Printed static abilities played from the hand: each card cast (CR 601.2) and resolved
onto the battlefield (608.3), then its static ability asserted on the game.

Spellbook keeps ten cards through its controller's cleanup (402.2, 514.1); Platinum Angel
keeps its controller in the game at 0 life (104.3, 704.5a); Blood Moon makes a nonbasic land
a Mountain tapping for {R} alone, basic lands untouched (305.7); Cave of the Frost Dragon
enters tapped only with two or more other lands (614.1c); Gavony Ironwright's anthem holds
only at 5 or less life and spares itself (611.3a, 613.4c); Hardy Veteran is 2/4 only on its
controller's turn (611.3a); Karakyk Guardian has hexproof until it has dealt damage (702.11,
604.2).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step

SPELLBOOK = CardDef(name="Spellbook", mana_cost="{0}", type_line="Artifact — Book",
                    text="You have no maximum hand size.")
ANGEL = CardDef(
    name="Platinum Angel", mana_cost="{7}", type_line="Artifact Creature — Angel",
    power="4", toughness="4",
    text="Flying\nYou can't lose the game and your opponents can't win the game.")
BLOOD_MOON = CardDef(name="Blood Moon", mana_cost="{2}{R}", type_line="Enchantment",
                     text="Nonbasic lands are Mountains.")
CAVE = CardDef(
    name="Cave of the Frost Dragon", mana_cost=None, type_line="Land",
    text="If you control two or more other lands, this land enters tapped.\n{T}: Add {W}.\n"
         "{4}{W}: This land becomes a 3/4 white Dragon creature with flying until end of "
         "turn. It's still a land.")
IRONWRIGHT = CardDef(
    name="Gavony Ironwright", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    power="1", toughness="4",
    text="Fateful hour — As long as you have 5 or less life, other creatures you control get "
         "+1/+4.")
VETERAN = CardDef(name="Hardy Veteran", mana_cost="{1}{G}",
                  type_line="Creature — Human Warrior", power="2", toughness="2",
                  text="During your turn, this creature gets +0/+2.")
GUARDIAN = CardDef(
    name="Karakyk Guardian", mana_cost="{3}{G}{U}{R}", type_line="Creature — Dragon",
    power="6", toughness="5",
    text="Flying, vigilance, trample\nThis creature has hexproof if it hasn't dealt damage "
         "yet. (It can't be the target of spells or abilities your opponents control.)")

TOWER = CardDef(name="Reliquary Tower", mana_cost=None, type_line="Land",
                text="You have no maximum hand size.\n{T}: Add {C}.")
CONVERSION = CardDef(
    name="Conversion", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}.\n"
         "All Mountains are Plains.")

CARDS = (SPELLBOOK, ANGEL, BLOOD_MOON, CAVE, IRONWRIGHT, VETERAN, GUARDIAN, TOWER,
         CONVERSION)
kit = pytest.mark.plugins(extra={"statics-cast-kit": card_pool("statics-cast-kit", CARDS)})

CastAndResolve = Callable[[Table, str, dict[str, int]], None]
NextTurn = Callable[[Table, int], None]


def _shock(table: Table, caster: int, target: str) -> None:
    table.lands(caster, "Mountain", 1)
    table.hand(caster, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve()


@kit
def test_spellbook_cast_keeps_ten_cards_through_cleanup(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 402.2, 514.1: no discard down to seven at Alice's cleanup; Bob's hand is held."""
    cast_and_resolve(table, "Spellbook", {})
    table.hand(0, *["Island"] * 10)
    table.hand(1, *["Island"] * 9)
    table.library(0, "Island")
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=2)
    assert len(table.game.hand(0)) == 10
    assert table.names(Zone.GRAVEYARD, 0) == []
    table.assert_logged(rule="402.2", contains="no maximum hand size")
    # "you": Bob's own cleanup (turn 2) still discards him down to seven
    table.go_to(Step.UPKEEP, turn=3)
    assert len(table.game.hand(1)) == 7


@kit
def test_reliquary_tower_played_keeps_nine_cards_through_cleanup(table: Table) -> None:
    """CR 402.2, 514.1: the land played and tapped for {C}; Alice keeps nine cards."""
    table.hand(0, "Reliquary Tower")
    table.play("Reliquary Tower")
    table.tap_for_mana("Reliquary Tower", "C")
    table.hand(0, *["Island"] * 9)
    table.library(0, "Island")
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=2)
    assert len(table.game.hand(0)) == 9
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_platinum_angel_cast_keeps_alice_in_at_zero_life(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 104.3, 704.5a: at 0 life Alice stays in while the Angel is on the battlefield."""
    cast_and_resolve(table, "Platinum Angel", {"Plains": 7})
    table.game.update_player(0, life=2)
    table.set_turn(active=1)
    _shock(table, 1, "Alice")
    assert table.life(0) == 0
    assert not table.game.state.over
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Platinum Angel"])
    table.resolve()
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_blood_moon_cast_makes_a_nonbasic_land_a_mountain(
        table: Table, cast_and_resolve: CastAndResolve, card: Callable[..., Card],
        put: Callable[..., GameObject]) -> None:
    """CR 305.7: the nonbasic land is a Mountain, taps for {R} not {G}; a Forest is a Forest."""
    grove = card(table, "Test Grove", "Land", "{T}: Add {G}.")
    obj = put(table, grove, Zone.BATTLEFIELD, 1)
    table.battlefield(1, "Forest")
    assert "Mountain" not in table.game.chars(obj.id).type_line.subtypes
    cast_and_resolve(table, "Blood Moon", {"Mountain": 3})
    assert table.game.chars(obj.id).type_line.subtypes == ("Mountain",)
    forest = table.find("Forest", zone=Zone.BATTLEFIELD, player=1)
    assert table.game.chars(forest.id).type_line.subtypes == ("Forest",)
    table.set_turn(active=1)
    with pytest.raises(IllegalActionError):
        table.tap_for_mana("Test Grove", "G")
    table.tap_for_mana("Test Grove", "R")
    table.assert_tapped("Test Grove")


@kit
def test_conversion_cast_makes_every_mountain_a_plains(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 305.7: Bob's Mountain is a Plains: it taps for {W}, not {R}; his Forest is a
    Forest."""
    table.battlefield(1, "Mountain", "Forest")
    cast_and_resolve(table, "Conversion", {"Plains": 4})
    mountain = table.find("Mountain", zone=Zone.BATTLEFIELD, player=1)
    forest = table.find("Forest", zone=Zone.BATTLEFIELD, player=1)
    assert table.game.chars(mountain.id).type_line.subtypes == ("Plains",)
    assert table.game.chars(forest.id).type_line.subtypes == ("Forest",)
    table.set_turn(active=1)
    with pytest.raises(IllegalActionError):
        table.tap_for_mana("Mountain", "R")
    table.tap_for_mana("Mountain", "W")
    assert table.find("Mountain", zone=Zone.BATTLEFIELD, player=1).tapped


@kit
def test_cave_of_the_frost_dragon_enters_tapped_with_two_other_lands(table: Table) -> None:
    """CR 614.1c: two other lands: it enters tapped; it taps for {W} the next turn."""
    table.battlefield(0, "Plains", "Plains")
    table.hand(0, "Cave of the Frost Dragon")
    table.play("Cave of the Frost Dragon")
    table.assert_tapped("Cave of the Frost Dragon")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.next_turn()
    table.tap_for_mana("Cave of the Frost Dragon", "W")
    table.assert_tapped("Cave of the Frost Dragon")


@kit
def test_cave_of_the_frost_dragon_enters_untapped_with_one_other_land(table: Table) -> None:
    """CR 614.1c: one other land only ("two or more other": not counting itself): untapped."""
    table.battlefield(0, "Plains")
    table.hand(0, "Cave of the Frost Dragon")
    table.play("Cave of the Frost Dragon")
    table.assert_tapped("Cave of the Frost Dragon", False)
    table.tap_for_mana("Cave of the Frost Dragon", "W")
    table.assert_tapped("Cave of the Frost Dragon")


@kit
def test_gavony_ironwright_cast_pumps_others_only_at_five_or_less_life(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 611.3a, 613.4c: at 20 life nothing; at 5 "other creatures you control" get +1/+4,
    not the Ironwright itself nor Bob's creature."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    cast_and_resolve(table, "Gavony Ironwright", {"Plains": 3})
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.game.update_player(0, life=5)
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 6)
    assert (table.power("Gavony Ironwright"), table.toughness("Gavony Ironwright")) == (1, 4)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)
    table.game.update_player(0, life=6)
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_hardy_veteran_cast_is_2_4_on_its_controllers_turn_only(
        table: Table, cast_and_resolve: CastAndResolve, next_turn: NextTurn) -> None:
    """CR 611.3a: +0/+2 during Alice's turn; 2/2 during Bob's."""
    cast_and_resolve(table, "Hardy Veteran", {"Forest": 2})
    assert (table.power("Hardy Veteran"), table.toughness("Hardy Veteran")) == (2, 4)
    next_turn(table, 1)
    assert table.game.state.turn.active == 1
    assert (table.power("Hardy Veteran"), table.toughness("Hardy Veteran")) == (2, 2)
    next_turn(table, 1)
    assert (table.power("Hardy Veteran"), table.toughness("Hardy Veteran")) == (2, 4)


@kit
def test_karakyk_guardian_cast_has_hexproof_until_it_deals_damage(
        table: Table, cast_and_resolve: CastAndResolve, next_turn: NextTurn) -> None:
    """CR 702.11b, 604.2: Bob's Shock can't target it before it has dealt damage; after its
    combat damage to Bob (510.2) it has no hexproof and Bob's Shock targets it."""
    cast_and_resolve(table, "Karakyk Guardian",
                     {"Forest": 1, "Island": 1, "Mountain": 4})
    assert table.has_keyword("Karakyk Guardian", "hexproof")
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    with pytest.raises(IllegalActionError):
        table.cast("Shock", targets=["Karakyk Guardian"])
    assert table.zone_of("Shock") is Zone.HAND
    table.set_turn(active=0)
    next_turn(table, 2)
    table.attack("Karakyk Guardian", defender="Bob")
    table.go_to(Step.MAIN2)
    assert table.life(1) == 14
    assert not table.has_keyword("Karakyk Guardian", "hexproof")
    table.set_turn(active=1)
    table.cast("Shock", targets=["Karakyk Guardian"])
    table.resolve()
    assert table.find("Karakyk Guardian", zone=Zone.BATTLEFIELD).damage == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
