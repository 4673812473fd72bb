"""Printed keyword creatures, cast and played (CR 702.4, 702.11, 702.12, 702.16, 702.18).

Each card is cast from its owner's hand with its exact Oracle definition (the corpus record);
the tests assert what its keyword does in the game: double strike deals combat damage twice
(702.4b), hexproof forbids the opponents' targets (702.11b), indestructible survives "destroy"
and lethal damage (702.12b), protection forbids targets with the quality (702.16b), shroud
forbids every target (702.18a). An illegal target is refused, the game as it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BOROS_SWIFTBLADE = CardDef(
    name="Boros Swiftblade", mana_cost="{R}{W}", type_line="Creature — Human Soldier",
    text="Double strike", power="1", toughness="2")
PRIMAL_HUNTBEAST = CardDef(
    name="Primal Huntbeast", mana_cost="{3}{G}", type_line="Creature — Beast",
    text="Hexproof (This creature can't be the target of spells or abilities your opponents "
         "control.)", power="3", toughness="3")
DARKSTEEL_MYR = CardDef(
    name="Darksteel Myr", mana_cost="{3}", type_line="Artifact Creature — Myr",
    text='Indestructible (Damage and effects that say "destroy" don\'t destroy this creature. '
         "If its toughness is 0 or less, it still dies.)", power="0", toughness="1")
VULSHOK_REFUGEE = CardDef(
    name="Vulshok Refugee", mana_cost="{1}{R}{R}", type_line="Creature — Human Warrior",
    text="Protection from red", power="3", toughness="2")
PINCHER_BEETLES = CardDef(
    name="Pincher Beetles", mana_cost="{2}{G}", type_line="Creature — Insect",
    text="Shroud (This creature can't be the target of spells or abilities.)",
    power="3", toughness="1")

CARDS = (BOROS_SWIFTBLADE, PRIMAL_HUNTBEAST, DARKSTEEL_MYR, VULSHOK_REFUGEE, PINCHER_BEETLES)

kit = pytest.mark.plugins(extra={"proveb-kit": card_pool("proveb-kit", CARDS)})


def next_own_turn(table: Table) -> None:
    """To player 0's next turn, where the creature it cast is no longer summoning sick
    (CR 302.6); both players have cards to draw (CR 504.1)."""
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()


# --------------------------------------------------------------------------
# Double strike (CR 702.4)
# --------------------------------------------------------------------------


@kit
def test_double_strike_deals_first_strike_and_regular_combat_damage(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.4b: a creature with double strike deals combat damage in both combat damage
    steps (510.4): unblocked, Boros Swiftblade's 1 power hits twice."""
    cast_and_resolve(table, "Boros Swiftblade", {"Mountain": 1, "Plains": 1})
    assert table.has_keyword("Boros Swiftblade", "double strike")
    # CR 302.6: summoning sick the turn it was cast
    table.assert_illegal(table.attack, "Boros Swiftblade", rule="508.1a")
    next_own_turn(table)
    table.attack("Boros Swiftblade")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_double_strike_kills_a_blocker_before_it_strikes_back(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.4b, 510.4: blocked by a 2/1, Boros Swiftblade's first-strike damage kills it
    before the regular combat damage step; the Swiftblade takes no damage."""
    cast_and_resolve(table, "Boros Swiftblade", {"Mountain": 1, "Plains": 1})
    table.battlefield(1, "Savannah Lions")
    next_own_turn(table)
    table.attack("Boros Swiftblade")
    table.block({"Savannah Lions": "Boros Swiftblade"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    table.assert_zone("Boros Swiftblade", Zone.BATTLEFIELD, 0)
    assert table.find("Boros Swiftblade").damage == 0
    table.assert_life(1, 20)


# --------------------------------------------------------------------------
# Hexproof (CR 702.11)
# --------------------------------------------------------------------------


@kit
def test_hexproof_refuses_an_opponents_target_and_allows_its_controllers(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.11b: "This permanent can't be the target of spells or abilities your opponents
    control": the opponent's Lightning Bolt can't target Primal Huntbeast (refused, CR 732);
    its controller's Giant Growth can."""
    cast_and_resolve(table, "Primal Huntbeast", {"Forest": 5})
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Primal Huntbeast"])
    table.resolve()
    assert table.power("Primal Huntbeast") == 6
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Primal Huntbeast"],
                         rule="601.2c")
    table.cast("Lightning Bolt", targets=["opponent"])  # another target is still fine
    table.resolve()
    table.assert_life(0, 17)


# --------------------------------------------------------------------------
# Indestructible (CR 702.12)
# --------------------------------------------------------------------------


@kit
def test_indestructible_survives_destroy_and_lethal_damage(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.12b: a permanent with indestructible isn't destroyed by "destroy" effects nor
    by lethal damage (704.5g): Darksteel Myr stays after Murder and Lightning Bolt, while
    Murder destroys a creature without it."""
    cast_and_resolve(table, "Darksteel Myr", {"Swamp": 9, "Mountain": 1})
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murder", "Murder", "Lightning Bolt")
    table.cast("Murder", targets=["Darksteel Myr"])
    table.resolve()
    table.assert_zone("Darksteel Myr", Zone.BATTLEFIELD, 0)
    table.cast("Lightning Bolt", targets=["Darksteel Myr"])
    table.resolve()
    table.assert_zone("Darksteel Myr", Zone.BATTLEFIELD, 0)
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


# --------------------------------------------------------------------------
# Protection (CR 702.16)
# --------------------------------------------------------------------------


@kit
def test_protection_from_red_refuses_red_targets_not_black_ones(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.16b: a permanent with protection from red can't be the target of red spells:
    Lightning Bolt is refused (CR 732); black Murder targets and destroys Vulshok Refugee."""
    cast_and_resolve(table, "Vulshok Refugee", {"Mountain": 4, "Swamp": 3})
    table.hand(0, "Lightning Bolt", "Murder")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Vulshok Refugee"])
    table.cast("Murder", targets=["Vulshok Refugee"])
    table.resolve()
    table.assert_zone("Vulshok Refugee", Zone.GRAVEYARD, 0)


@kit
def test_protection_from_red_refuses_red_blockers_not_colorless_ones(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.16f: a creature with protection from red can't be blocked by red creatures:
    the red Gray Ogre's block is refused (CR 732); the colorless Memnite may block, and
    the Refugee's 3 damage kills it."""
    cast_and_resolve(table, "Vulshok Refugee", {"Mountain": 3})
    table.battlefield(1, "Gray Ogre", "Memnite")
    next_own_turn(table)
    table.attack("Vulshok Refugee")
    table.assert_illegal(table.block, {"Gray Ogre": "Vulshok Refugee"})
    table.block({"Memnite": "Vulshok Refugee"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Vulshok Refugee", Zone.BATTLEFIELD, 0)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD, 1)


# --------------------------------------------------------------------------
# Shroud (CR 702.18)
# --------------------------------------------------------------------------


@kit
def test_shroud_refuses_every_players_targets(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 702.18a: "This permanent can't be the target of spells or abilities": its
    controller's Giant Growth is refused as well as the opponent's Lightning Bolt (CR 732)."""
    cast_and_resolve(table, "Pincher Beetles", {"Forest": 4})
    table.hand(0, "Giant Growth")
    table.assert_illegal(table.cast, "Giant Growth", targets=["Pincher Beetles"])
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Pincher Beetles"])
    assert table.power("Pincher Beetles") == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
