"""A choice made as an ability resolves (CR 608.2d) deciding what an object becomes until end
of turn: "{G}: This creature becomes the color of your choice until end of turn." (Caldera
Kavu; one of the five colours, 105.1, instead of its others, 105.3, layer 5) and "{T}: Target
land becomes the basic land type of your choice until end of turn." (Dream Thrush; the land's
subtype set, 305.7, layer 4: its old types and mana ability go, the chosen type's comes).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.turns import Step

CALDERA_KAVU = CardDef(
    name="Caldera Kavu", mana_cost="{2}{R}", type_line="Creature — Kavu", power="2",
    toughness="2",
    text="{1}{B}: This creature gets +1/+1 until end of turn.\n{G}: This creature becomes the "
         "color of your choice until end of turn.")
DREAM_THRUSH = CardDef(
    name="Dream Thrush", mana_cost="{1}{U}", type_line="Creature — Bird", power="1",
    toughness="1",
    text="Flying\n{T}: Target land becomes the basic land type of your choice until end of "
         "turn.")

PRINTED = (CALDERA_KAVU, DREAM_THRUSH)
kit = pytest.mark.plugins(extra={"of-choice-kit": card_pool("of-choice-kit", PRINTED)})
FIVE = ("white", "blue", "black", "red", "green")


@kit
def test_caldera_kavu_becomes_the_chosen_color_until_end_of_turn(table: Table) -> None:
    """Asked on resolution among the five colours (nothing while on the stack): blue, and
    blue only (105.3); red again at the cleanup (514.2)."""
    table.battlefield(0, "Caldera Kavu", "Forest")
    kavu = table.find("Caldera Kavu")
    assert table.game.chars(kavu.id).colors == frozenset({"R"})
    seen = table.watch_decisions("choose_color")
    table.activate("Caldera Kavu", 1)
    assert seen == []
    table.resolve(answers=[Answer("choose_color", ("blue",))])
    (decision,) = seen
    assert tuple(decision.options) == FIVE and decision.player == 0
    assert table.game.chars(kavu.id).colors == frozenset({"U"})
    table.assert_logged(rule="105.3", contains="chooses blue")
    table.go_to(Step.UPKEEP, turn=2)
    assert table.game.chars(kavu.id).colors == frozenset({"R"})


@kit
def test_dream_thrush_makes_a_forest_an_island_until_end_of_turn(table: Table) -> None:
    """The opponent's Forest is an Island (not a Forest) and taps for {U}, not {G}
    (305.7); the other Forest is unchanged; next turn it is a Forest again."""
    table.battlefield(0, "Dream Thrush")
    table.battlefield(1, "Forest", "Forest")
    forest = table.find("Forest", player=1)
    table.activate("Dream Thrush", targets=[f"Forest#{forest.id}"])
    table.resolve(answers=[Answer("choose_land_type", ("Island",))])
    tl = table.game.chars(forest.id).type_line
    assert tl.has_subtype("Island") and not tl.has_subtype("Forest")
    (ability,) = table.game.chars(forest.id).abilities
    assert isinstance(ability, ActivatedAbility) and ability.mana == (("U",), 1)
    other = next(o for o in table.game.battlefield(1) if o.id != forest.id)
    assert table.game.chars(other.id).type_line.has_subtype("Forest")
    table.go_to(Step.UPKEEP, turn=2)
    assert table.game.chars(forest.id).type_line.has_subtype("Forest")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
