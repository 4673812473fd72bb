"""Printed activated abilities that function in the graveyard, "Activate only during your
upkeep" and "Any player may activate this ability", played (CR 113.6m, 602.2, 602.5b).

Reassembling Skeleton's "{1}{B}: Return this card from your graveyard to the battlefield
tapped." and Hammer of Bogardan's "{2}{R}{R}{R}: Return this card from your graveyard to your
hand. Activate only during your upkeep." are abilities of the card in its owner's graveyard
(113.6m): not of the permanent, and refused elsewhere. "Activate only during your upkeep"
allows the ability in the upkeep of its controller's turn only (602.5b). Squallmonger's "{2}:
This creature deals 1 damage to each creature with flying and each player. Any player may
activate this ability." is activated by its controller's opponent too, who pays for it (602.2).
The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.legal_actions import legal_priority_actions
from manastack.errors import IllegalActionError
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

REASSEMBLING_SKELETON = CardDef(
    name="Reassembling Skeleton", mana_cost="{1}{B}", type_line="Creature — Skeleton Warrior",
    text="{1}{B}: Return this card from your graveyard to the battlefield tapped.",
    power="1", toughness="1")
HAMMER_OF_BOGARDAN = CardDef(
    name="Hammer of Bogardan", mana_cost="{1}{R}{R}", type_line="Sorcery",
    text="Hammer of Bogardan deals 3 damage to any target.\n{2}{R}{R}{R}: Return this card "
         "from your graveyard to your hand. Activate only during your upkeep.")
SQUALLMONGER = CardDef(
    name="Squallmonger", mana_cost="{3}{G}", type_line="Creature — Monger",
    text="{2}: This creature deals 1 damage to each creature with flying and each player. "
         "Any player may activate this ability.", power="3", toughness="3")

EXPENDABLE_LACKEY = CardDef(
    name="Expendable Lackey", mana_cost="{U}", type_line="Creature — Human Citizen",
    text="{1}{U}, Exile this card from your graveyard: Create a 1/1 blue Fish creature token "
         "with \"This token can't be blocked.\" Activate only as a sorcery.",
    power="1", toughness="1")

CARDS = (REASSEMBLING_SKELETON, HAMMER_OF_BOGARDAN, SQUALLMONGER, EXPENDABLE_LACKEY)
kit = pytest.mark.plugins(extra={"graveyard-ability-kit": card_pool("graveyard-ability-kit",
                                                                     CARDS)})


def _activations(table: Table, player: int, name: str) -> list[ActivateAbility]:
    return [a for a in legal_priority_actions(table.game, player)
            if isinstance(a, ActivateAbility) and a.name == name]


@kit
def test_reassembling_skeleton_returns_from_the_graveyard_tapped(table: Table) -> None:
    """CR 113.6m, 602.2: listed and activated from its owner's graveyard; it returns as a
    new object (400.7), tapped."""
    table.lands(0, "Swamp", 2)
    [card] = table.graveyard(0, "Reassembling Skeleton")
    assert _activations(table, 0, "Reassembling Skeleton")
    table.activate("Reassembling Skeleton")
    table.resolve()
    table.assert_zone("Reassembling Skeleton", Zone.BATTLEFIELD, 0)
    back = table.find("Reassembling Skeleton", zone=Zone.BATTLEFIELD)
    assert back.id != card.id and back.tapped
    assert table.tapped_count(0, "Swamp") == 2


@kit
def test_the_skeleton_on_the_battlefield_has_no_ability_to_activate(table: Table) -> None:
    """CR 113.6m: the ability functions only in the graveyard: not listed for the permanent,
    and refused with the game as it was (CR 732)."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Reassembling Skeleton")
    assert not _activations(table, 0, "Reassembling Skeleton")
    with pytest.raises(IllegalActionError, match="no activated ability"):
        table.activate("Reassembling Skeleton")
    table.assert_zone("Reassembling Skeleton", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Swamp") == 0
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_the_ability_does_nothing_once_the_card_has_left_the_graveyard(table: Table) -> None:
    """CR 400.7: exiled in response, the card is a new object the ability doesn't return."""
    table.lands(0, "Swamp", 2)
    [card] = table.graveyard(0, "Reassembling Skeleton")
    table.activate("Reassembling Skeleton")
    table.game.move(card.id, Zone.EXILE, cause="effect", rule="406.2")
    table.refresh()
    table.resolve()
    table.assert_zone("Reassembling Skeleton", Zone.EXILE, 0)


@kit
def test_hammer_of_bogardan_returns_to_hand_during_its_owners_upkeep(table: Table) -> None:
    """CR 602.5b, 503: in its owner's upkeep the sorcery's graveyard ability returns it to
    their hand."""
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Hammer of Bogardan")
    table.activate("Hammer of Bogardan")
    table.resolve()
    table.assert_zone("Hammer of Bogardan", Zone.HAND, 0)
    table.assert_logged(rule="602.2a", contains="Hammer of Bogardan")


def _hammer_refused(table: Table) -> None:
    with pytest.raises(IllegalActionError, match="during your upkeep"):
        table.activate("Hammer of Bogardan")
    table.assert_zone("Hammer of Bogardan", Zone.GRAVEYARD, 0)  # the game as it was (CR 732)
    assert table.tapped_count(0, "Mountain") == 0
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_hammer_of_bogardan_is_refused_outside_its_owners_upkeep(table: Table) -> None:
    """CR 602.5b: not in a main phase, nor in an opponent's upkeep; refused naming the
    restriction, the game as it was (CR 732), and not listed."""
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Hammer of Bogardan")
    assert not _activations(table, 0, "Hammer of Bogardan")
    _hammer_refused(table)
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)
    table.pass_priority()  # the active player passes: player 0 gets priority in 1's upkeep
    _hammer_refused(table)


@kit
def test_any_player_may_activate_squallmonger(table: Table) -> None:
    """CR 602.2: "Any player may activate this ability": the opponent of its controller
    activates it with their own mana, and controls the ability; each player is dealt 1."""
    table.battlefield(0, "Squallmonger")
    table.lands(1, "Forest", 2)
    table.pass_priority()  # player 1 gets priority
    assert _activations(table, 1, "Squallmonger")
    table.activate("Squallmonger")
    assert table.tapped_count(1, "Forest") == 2
    table.resolve()
    table.assert_life(0, 19)
    table.assert_life(1, 19)


@kit
def test_an_ability_without_those_words_stays_its_controllers(table: Table) -> None:
    """CR 602.2: the Skeleton's ability is its owner's only: not listed for the opponent."""
    table.graveyard(0, "Reassembling Skeleton")
    table.lands(1, "Swamp", 2)
    table.pass_priority()
    assert not _activations(table, 1, "Reassembling Skeleton")


@kit
def test_an_ability_exiling_the_card_from_the_graveyard_functions_there(table: Table) -> None:
    """CR 113.6m, 113.6j, 602.5d: "Exile this card from your graveyard" is paid only there:
    the ability is activated from the graveyard, as a sorcery; on the battlefield there is
    none to activate."""
    table.lands(0, "Island", 2)
    table.graveyard(0, "Expendable Lackey")
    assert _activations(table, 0, "Expendable Lackey")
    table.activate("Expendable Lackey")
    table.assert_zone("Expendable Lackey", Zone.EXILE, 0)
    table.resolve()
    assert "Fish Token" in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_the_lackey_on_the_battlefield_has_no_ability_to_activate(table: Table) -> None:
    """CR 113.6m: the permanent's ability functions only in the graveyard: not listed."""
    table.lands(0, "Island", 2)
    table.battlefield(0, "Expendable Lackey")
    assert not _activations(table, 0, "Expendable Lackey")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
