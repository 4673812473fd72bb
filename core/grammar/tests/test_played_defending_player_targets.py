""""Tap target creature defending player controls" of attack triggers, played from printed
cards (CR 506.2, 508.5, 508.1m, 608.2b).

Fiend Binder ("Whenever this creature attacks, tap target creature defending player
controls."): the target is a creature of the player it attacks, never one of its
controller's; the defending player is fixed as it attacks (508.5), so when Fiend Binder is
destroyed with its trigger on the stack the target stays legal and is tapped. Thunder Lasso
("Whenever equipped creature attacks, ...") is the Equipment's ability, not the attacking
creature's: the defending player is still the one the equipped creature attacks. The same
words outside an attack trigger are not read (who "defending player" is isn't known there).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

FIEND_BINDER = CardDef(
    name="Fiend Binder", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="Whenever this creature attacks, tap target creature defending player controls.",
    power="3", toughness="2")
THUNDER_LASSO = CardDef(
    name="Thunder Lasso", mana_cost="{2}{W}", type_line="Artifact — Equipment",
    text="When this Equipment enters, attach it to target creature you control.\nEquipped "
         "creature gets +1/+1.\nWhenever equipped creature attacks, tap target creature "
         "defending player controls.\nEquip {2}")

CARDS = (FIEND_BINDER, THUNDER_LASSO)
kit = pytest.mark.plugins(extra={"defending-player-kit": card_pool("defending-player-kit",
                                                                    CARDS)})


@kit
def test_the_target_is_a_creature_of_the_player_attacked(table: Table) -> None:
    """CR 506.2: only the defending player's creatures may be chosen; the attacker's
    controller's own creature is no candidate."""
    table.battlefield(0, "Fiend Binder", "Llanowar Elves")
    table.battlefield(1, "Grizzly Bears")
    seen = table.watch_decisions("targets")
    table.attack("Fiend Binder")
    assert seen, "the trigger asks for its target"
    assert set(seen[0].options) == {table.find("Grizzly Bears").id}
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Llanowar Elves", False)
    table.assert_not_logged(rule="508.5")  # the attacker is still attacking


@kit
def test_the_target_stays_legal_when_the_attacker_is_destroyed(table: Table) -> None:
    """CR 508.5: the defending player is the one the creature attacked even after it left
    the battlefield; the target is still legal as the ability resolves (608.2b) and tapped."""
    table.battlefield(0, "Fiend Binder")
    table.battlefield(1, "Grizzly Bears")
    table.answer("targets", "Grizzly Bears")
    table.attack("Fiend Binder")
    table.game.destroy(table.find("Fiend Binder").id)  # in response to the trigger
    table.assert_zone("Fiend Binder", "graveyard")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="508.5", contains="defending player is still")


@kit
def test_no_target_with_no_creature_of_the_defending_player(table: Table) -> None:
    """CR 603.3d: no creature of the defending player: the trigger is removed, the
    attacker's controller's creatures untouched."""
    table.battlefield(0, "Fiend Binder", "Llanowar Elves")
    table.attack("Fiend Binder")
    table.resolve_all()
    table.assert_tapped("Llanowar Elves", False)
    table.assert_logged(rule="603.3d")


@kit
def test_equipment_trigger_names_the_equipped_creatures_defending_player(table: Table) -> None:
    """CR 508.5: Thunder Lasso's ability refers to the player the equipped creature
    attacks; the Lasso's controller's creatures can't be chosen."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Thunder Lasso")
    table.mana(0, "WWW")
    table.cast("Thunder Lasso")
    table.answer("targets", "Grizzly Bears")
    table.resolve_all()
    assert table.find("Thunder Lasso").attached_to == table.find("Grizzly Bears").id
    seen = table.watch_decisions("targets")
    table.attack("Grizzly Bears")
    assert seen and set(seen[0].options) == {table.find("Gray Ogre").id}
    table.resolve()
    table.assert_tapped("Gray Ogre")
    table.assert_tapped("Llanowar Elves", False)


@kit
def test_defending_player_outside_an_attack_trigger_is_not_read(table: Table) -> None:
    """Read means right: "defending player" of an activated ability is not fixed by any
    attack, so the sentence is refused rather than guessed."""
    with pytest.raises(Exception, match="not understood"):
        table.card("Test Binder", "Creature — Human", "{T}: Tap target creature defending "
                   "player controls.", "{W}", "1", "1")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
