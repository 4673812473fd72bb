""""Activate only if this land entered this turn or if you control a basic land." (Dark
Fortress) and "Activate only if this creature entered this turn." (Fungus Elemental), played
(CR 602.5b, 603.6a, 605.1a).

Dark Fortress's second mana ability adds {B} or {R} the turn the land is played, or while
its controller controls a basic land; otherwise it is refused and the game is as it was
(CR 732), its first ability still adding {C}. Fungus Elemental's +2/+2 counter ability is
activated only the turn it entered.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DARK_FORTRESS = CardDef(
    name="Dark Fortress", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or "
         "if you control a basic land.")
FUNGUS_ELEMENTAL = CardDef(
    name="Fungus Elemental", mana_cost="{3}{G}", type_line="Creature — Fungus Elemental",
    power="3", toughness="3",
    text="{G}, Sacrifice a Forest: Put a +2/+2 counter on this creature. Activate only if this "
         "creature entered this turn.")

MIRREX = CardDef(
    name="Mirrex", mana_cost=None, type_line="Land — Sphere",
    text="{T}: Add {C}.\n{T}: Add one mana of any color. Activate only if this land entered "
         "this turn.\n{3}, {T}: Create a 1/1 colorless Phyrexian Mite artifact creature token "
         "with toxic 1 and \"This token can't block.\" (Players dealt combat damage by it also "
         "get a poison counter.)")

PRINTED = (DARK_FORTRESS, FUNGUS_ELEMENTAL, MIRREX)
kit = pytest.mark.plugins("toxic", extra={"entered-kit": card_pool("entered-kit", PRINTED)})


def _pool(table: Table) -> list[str]:
    return sorted(u.color for u in table.game.player(0).mana_pool)


def _add(table: Table, colour: str) -> None:
    """Dark Fortress's second ability, activated by its index (the payment solver leaves a
    restricted mana ability alone, 602.5b), ``colour`` chosen (106.1b, 605.3b)."""
    fortress = table.find("Dark Fortress", zone=Zone.BATTLEFIELD)
    table.game.act(ActivateAbility(fortress.id, 1, "Dark Fortress"),
                   Answer("mana_output", (colour,)))


@kit
def test_dark_fortress_adds_black_the_turn_it_is_played(table: Table) -> None:
    """CR 602.5b, 603.6a: played this turn (no basic land), its second ability adds {B}."""
    table.hand(0, "Dark Fortress")
    table.play("Dark Fortress")
    _add(table, "B")
    assert _pool(table) == ["B"]
    assert table.find("Dark Fortress").tapped


@kit
def test_dark_fortress_is_refused_without_a_basic_land_a_later_turn(table: Table) -> None:
    """CR 602.5b, 732: a land already there at the start of the turn, no basic land (Mirrex
    is not one, 205.4c): {R} refused, the land untapped and the pool empty; {C} still added."""
    table.battlefield(0, "Dark Fortress", "Mirrex")
    table.assert_illegal(_add, table, "R", rule="602.5b")
    assert not table.find("Dark Fortress").tapped
    assert _pool(table) == []
    table.tap_for_mana("Dark Fortress", "C")
    assert _pool(table) == ["C"]


@kit
def test_dark_fortress_adds_red_while_you_control_a_basic_land(table: Table) -> None:
    """CR 602.5b, 205.4c: a basic land its controller controls meets the other condition."""
    table.battlefield(0, "Dark Fortress", "Mountain")
    _add(table, "R")
    assert _pool(table) == ["R"]
    assert not table.find("Mountain").tapped


@kit
def test_an_opponents_basic_land_does_not_count(table: Table) -> None:
    """CR 602.5b, 109.5: "you control" is the activating player: the opponent's Swamp
    doesn't let the ability be activated."""
    table.battlefield(0, "Dark Fortress")
    table.battlefield(1, "Swamp")
    table.assert_illegal(_add, table, "B", rule="602.5b")


@kit
def test_fungus_elemental_grows_only_the_turn_it_entered(table: Table) -> None:
    """CR 602.5b, 603.6a: cast this turn, the ability puts a +2/+2 counter on it (the Forest
    sacrificed as the cost); the next turn it is refused, the game unchanged (732)."""
    table.hand(0, "Fungus Elemental")
    table.lands(0, "Forest", 6)
    table.cast("Fungus Elemental")
    table.resolve()
    table.activate("Fungus Elemental")
    table.resolve()
    elemental = table.find("Fungus Elemental")
    assert elemental.counters.get("+2/+2") == 1
    assert table.game.power(elemental.id) == 5
    assert len([o for o in table.game.battlefield(0) if o.card.name == "Forest"]) == 5
    table.library(0, *["Wastes"] * 3)
    table.library(1, *["Wastes"] * 3)
    table.next_turn()
    table.next_turn()
    assert table.game.active_player == 0
    table.assert_illegal(table.activate, "Fungus Elemental", rule="602.5b")
    assert table.find("Fungus Elemental").counters.get("+2/+2") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)


@kit
def test_mirrex_adds_any_colour_only_the_turn_it_is_played(table: Table) -> None:
    """CR 602.5b, 603.6a: played this turn, its second ability adds the chosen {G}; on the
    battlefield since an earlier turn, it is refused (732)."""
    table.hand(0, "Mirrex")
    table.play("Mirrex")
    mirrex = table.find("Mirrex", zone=Zone.BATTLEFIELD)
    table.game.act(ActivateAbility(mirrex.id, 1, "Mirrex"), Answer("mana_output", ("G",)))
    assert _pool(table) == ["G"]
    table.battlefield(1, "Mirrex")
    table.set_turn(active=1, turn=2)
    other = next(o for o in table.game.battlefield(1) if o.card.name == "Mirrex")
    table.assert_illegal(table.game.act, ActivateAbility(other.id, 1, "Mirrex"),
                         Answer("mana_output", ("G",)), rule="602.5b")
