"""Printed "Activate only if you have exactly seven cards in hand.", "Activate only if there
are three or more brick counters on this artifact." and "Any player may activate this
ability but only as a sorcery.", played (CR 602.5b, 602.2, 602.5d).

Luxa River Shrine's second ability needs three or more brick counters on it. Library of
Alexandria draws a card only while its controller has exactly seven cards in
hand; Endbringer's Revel's ability may be activated by any player, each in their own main
phase with an empty stack. Outside them the activation is refused and the game is as it
was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LIBRARY_OF_ALEXANDRIA = CardDef(
    name="Library of Alexandria", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{T}: Draw a card. Activate only if you have exactly seven cards in "
         "hand.")
ENDBRINGERS_REVEL = CardDef(
    name="Endbringer's Revel", mana_cost="{2}{B}", type_line="Enchantment",
    text="{4}: Return target creature card from a graveyard to its owner's hand. Any player "
         "may activate this ability but only as a sorcery.")

LUXA_RIVER_SHRINE = CardDef(
    name="Luxa River Shrine", mana_cost="{3}", type_line="Artifact",
    text="{1}, {T}: You gain 1 life. Put a brick counter on this artifact.\n{T}: You gain 2 "
         "life. Activate only if there are three or more brick counters on this artifact.")

PYRAMID_OF_THE_PANTHEON = CardDef(
    name="Pyramid of the Pantheon", mana_cost="{1}", type_line="Artifact",
    text="{2}, {T}: Add one mana of any color. Put a brick counter on this artifact.\n{T}: Add "
         "three mana of any one color. Activate only if there are three or more brick counters "
         "on this artifact.")

PRINTED = (LIBRARY_OF_ALEXANDRIA, ENDBRINGERS_REVEL, LUXA_RIVER_SHRINE,
           PYRAMID_OF_THE_PANTHEON)
kit = pytest.mark.plugins(extra={"activationmore-kit": card_pool("activationmore-kit",
                                                                  PRINTED)})
SEVEN = ("Grizzly Bears", "Savannah Lions", "Island", "Island", "Forest", "Forest", "Swamp")


@kit
def test_library_draws_with_exactly_seven_cards_in_hand(table: Table) -> None:
    """CR 602.5b: with seven cards in hand the ability is activated and draws the eighth."""
    table.battlefield(0, "Library of Alexandria")
    table.hand(0, *SEVEN)
    table.library(0, "Craw Wurm")
    table.activate("Library of Alexandria")
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.HAND
    assert len(table.game.objects_in(Zone.HAND, 0)) == 8


@kit
def test_library_is_refused_with_six_or_eight_cards(table: Table) -> None:
    """CR 602.5b, 732: six cards, then eight: refused each time, the Library untapped."""
    table.battlefield(0, "Library of Alexandria")
    table.hand(0, *SEVEN[:6])
    table.library(0, "Craw Wurm")
    table.assert_illegal(table.activate, "Library of Alexandria", rule="602.5b")
    table.hand(0, "Craw Wurm", "Lightning Bolt")
    table.assert_illegal(table.activate, "Library of Alexandria", rule="602.5b")
    assert table.tapped_count(0) == 0


@kit
def test_any_player_may_activate_the_revel_in_their_own_main_phase(table: Table) -> None:
    """CR 602.2, 602.5d: the Revel's controller's opponent activates it in their own main
    phase; the card goes to its owner's hand (the Revel's controller's)."""
    table.battlefield(0, "Endbringer's Revel")
    table.graveyard(0, "Grizzly Bears")
    table.set_turn(active=1)
    table.lands(1, "Swamp", 4)
    table.activate("Endbringer's Revel", targets=["Grizzly Bears"])
    assert table.tapped_count(1) == 4
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, player=0)


@kit
def test_the_revel_is_not_activated_in_another_players_turn(table: Table) -> None:
    """CR 602.5d: in its controller's main phase the opponent, given priority, can't
    activate it (the game unchanged, 732); its controller can."""
    table.battlefield(0, "Endbringer's Revel")
    table.graveyard(1, "Grizzly Bears")
    table.lands(1, "Swamp", 4)
    table.lands(0, "Swamp", 4)
    table.pass_priority()
    assert table.game.pending().player == 1
    table.assert_illegal(table.activate, "Endbringer's Revel", targets=["Grizzly Bears"],
                         rule="602.5d")
    assert table.tapped_count(1) == 0
    table.pass_priority()
    table.set_turn(active=0)
    table.activate("Endbringer's Revel", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, player=1)


@kit
def test_the_shrine_gains_two_life_with_three_brick_counters(table: Table) -> None:
    """CR 602.5b, 122.1: with two brick counters the second ability is refused (the game
    unchanged, 732); a third counter from the first ability makes it legal."""
    table.battlefield(0, "Luxa River Shrine", counters={"brick": 2})
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.activate, "Luxa River Shrine", 1, rule="602.5b")
    table.activate("Luxa River Shrine", 0)
    table.resolve()
    table.assert_life(0, 21)
    assert table.find("Luxa River Shrine").counters.get("brick") == 3
    shrine = table.find("Luxa River Shrine")
    table.game.update(shrine.id, tapped=False)  # untapped again, as in a later turn
    table.refresh()
    table.activate("Luxa River Shrine", 1)
    table.resolve()
    table.assert_life(0, 23)


@kit
def test_the_pyramids_counted_mana_ability_is_left_unread(rules: Rules) -> None:
    """CR 602.5b, 605.3a: the mana ability limited by the source's counters is refused."""
    assert not rules.card("Pyramid of the Pantheon").playable


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
