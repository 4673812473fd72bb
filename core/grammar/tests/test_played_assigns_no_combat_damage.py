"""Printed "[this creature] assigns no combat damage this turn" played (CR 510.1a, 611.2a).

Ophidian: "Whenever this creature attacks and isn't blocked, you may draw a card. If you do,
this creature assigns no combat damage this turn." Keeper of Tresserhorn: "Whenever this
creature attacks and isn't blocked, it assigns no combat damage this turn and defending player
loses 2 life." The creature deals no combat damage; without the effect (Ophidian's draw
declined, Keeper blocked) it deals its power.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

OPHIDIAN = CardDef(
    name="Ophidian", mana_cost="{2}{U}", type_line="Creature — Snake", power="1",
    toughness="3",
    text="Whenever this creature attacks and isn't blocked, you may draw a card. If you do, "
         "this creature assigns no combat damage this turn.")
KEEPER = CardDef(
    name="Keeper of Tresserhorn", mana_cost="{5}{B}", type_line="Creature — Avatar",
    power="6", toughness="6",
    text="Whenever this creature attacks and isn't blocked, it assigns no combat damage this "
         "turn and defending player loses 2 life.")

PRINTED = (OPHIDIAN, KEEPER)
kit = pytest.mark.plugins(extra={"no-damage-kit": card_pool("no-damage-kit", PRINTED)})


@kit
def test_ophidian_draws_and_deals_no_combat_damage(table: Table) -> None:
    """Alice draws; Ophidian (1/3) assigns no combat damage: Bob stays at 20."""
    table.battlefield(0, "Ophidian")
    table.library(0, "Island", "Island")
    table.answer("may", "yes")
    table.attack("Ophidian")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_ophidian_declining_the_draw_deals_its_damage(table: Table) -> None:
    """"If you do": no draw, no effect: Ophidian deals 1."""
    table.battlefield(0, "Ophidian")
    table.library(0, "Island", "Island")
    table.answer("may", "no")
    table.attack("Ophidian")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
    assert table.names(Zone.HAND, 0) == []


@kit
def test_keeper_of_tresserhorn_unblocked_makes_bob_lose_two_only(table: Table) -> None:
    """Unblocked: Bob loses 2 and takes no combat damage (18, not 12 or 14)."""
    table.battlefield(0, "Keeper of Tresserhorn")
    table.attack("Keeper of Tresserhorn")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


@kit
def test_keeper_of_tresserhorn_blocked_deals_its_damage(table: Table) -> None:
    """Blocked by Grizzly Bears: no trigger; the Bears are dealt 6 and die, Bob stays at 20."""
    table.battlefield(0, "Keeper of Tresserhorn")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Keeper of Tresserhorn")
    table.block({"Grizzly Bears": "Keeper of Tresserhorn"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@kit
def test_the_effect_ends_with_the_turn(table: Table) -> None:
    """CR 514.2: in Alice's next turn, Ophidian unblocked with the draw declined deals 1."""
    table.battlefield(0, "Ophidian")
    table.library(0, *["Island"] * 5)
    table.library(1, *["Island"] * 5)
    table.answer("may", "yes")
    table.attack("Ophidian")
    table.go_to(Step.MAIN2)
    table.next_turn()
    table.next_turn()
    table.answer("may", "no")
    table.attack("Ophidian")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
