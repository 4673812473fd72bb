"""Printed "Whenever [a player / an opponent / you] activate(s) an ability [of a ...] that
isn't a mana ability, ...", played (CR 602.2, 605.1a, 603.2, 603.7c).

The player who activates it is "that player"; the lands tapped to pay (mana abilities) count
for nothing: Bob pumping his Immolation Shaman ({3}{R}{R}) is dealt 1 by Alice's Burning-Tree
Shaman and 1 by her Immolation Shaman, Alice pumping hers is dealt 1 by Bob's Immolation
Shaman only; Crackdown Construct gets +1/+1 for Alice's activation, not for Bob's.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

BURNING_TREE_SHAMAN = CardDef(
    name="Burning-Tree Shaman", mana_cost="{1}{R}{G}", type_line="Creature — Centaur Shaman",
    power="3", toughness="4",
    text="Whenever a player activates an ability that isn't a mana ability, this creature deals "
         "1 damage to that player.")
IMMOLATION_SHAMAN = CardDef(
    name="Immolation Shaman", mana_cost="{1}{R}", type_line="Creature — Lizard Shaman",
    power="1", toughness="3",
    text="Whenever an opponent activates an ability of an artifact, creature, or land that isn't "
         "a mana ability, this creature deals 1 damage to that player.\n{3}{R}{R}: This creature "
         "gets +3/+3 and gains menace until end of turn.")
CRACKDOWN_CONSTRUCT = CardDef(
    name="Crackdown Construct", mana_cost="{4}", type_line="Artifact Creature — Construct",
    power="2", toughness="2",
    text="Whenever you activate an ability of an artifact or creature that isn't a mana ability, "
         "this creature gets +1/+1 until end of turn.")

CARDS = (BURNING_TREE_SHAMAN, IMMOLATION_SHAMAN, CRACKDOWN_CONSTRUCT)
kit = pytest.mark.plugins(extra={"activate-kit": card_pool("activate-kit", CARDS)})


def _pump(table: Table, player: int, shaman_id: int) -> None:
    table.lands(player, "Mountain", 5)
    table.activate(f"Immolation Shaman#{shaman_id}")
    table.resolve_all()


@kit
def test_the_activating_player_is_dealt_the_damage(table: Table) -> None:
    """CR 603.7c: Bob activates: Burning-Tree and Alice's Immolation Shaman deal him 1 each;
    his own Shaman (he is no opponent of his) deals nothing; Alice's life stays."""
    table.battlefield(0, "Burning-Tree Shaman")
    table.battlefield(0, "Immolation Shaman")
    bobs = table.battlefield(1, "Immolation Shaman")[0]
    table.set_turn(active=1)
    _pump(table, 1, bobs.id)
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_its_controller_activating_is_dealt_damage_by_burning_tree(table: Table) -> None:
    """CR 603.2: "a player": Alice activates: her Burning-Tree deals her 1, Bob's Immolation
    Shaman 1 more; her own Immolation Shaman nothing."""
    table.battlefield(0, "Burning-Tree Shaman")
    alices = table.battlefield(0, "Immolation Shaman")[0]
    table.battlefield(1, "Immolation Shaman")
    _pump(table, 0, alices.id)
    assert table.life(0) == 18
    assert table.life(1) == 20


@kit
def test_crackdown_construct_counts_its_controllers_activations(table: Table) -> None:
    """CR 603.2: Bob's activation: nothing; Alice's: +1/+1."""
    table.battlefield(0, "Crackdown Construct")
    alices = table.battlefield(0, "Immolation Shaman")[0]
    bobs = table.battlefield(1, "Immolation Shaman")[0]
    table.set_turn(active=1)
    _pump(table, 1, bobs.id)
    assert table.power("Crackdown Construct") == 2
    table.set_turn(active=0, turn=2)
    _pump(table, 0, alices.id)
    assert table.power("Crackdown Construct") == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
