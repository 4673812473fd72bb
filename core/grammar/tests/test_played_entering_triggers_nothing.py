""""Creatures entering don't cause abilities to trigger." (Torpor Orb) and "Artifacts and
creatures entering ..." (Doorkeeper Thrull), played (CR 603.2, 603.6a, 613.11).

With Torpor Orb out, Elvish Visionary's own enter trigger and Soul Warden's "whenever another
creature enters" don't trigger; an artifact that isn't a creature, Ichor Wellspring, still
draws as it enters, except under Doorkeeper Thrull. Shattered, its "put into a graveyard"
trigger is no entering and still draws. The cards come with their exact Oracle texts.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TORPOR_ORB = CardDef(name="Torpor Orb", mana_cost="{2}", type_line="Artifact",
                     text="Creatures entering don't cause abilities to trigger.")
DOORKEEPER = CardDef(
    name="Doorkeeper Thrull", mana_cost="{1}{W}", type_line="Creature — Thrull",
    power="1", toughness="2",
    text="Flash\nFlying\nArtifacts and creatures entering don't cause abilities to trigger.")
VISIONARY = CardDef(name="Elvish Visionary", mana_cost="{1}{G}",
                    type_line="Creature — Elf Shaman", power="1", toughness="1",
                    text="When this creature enters, draw a card.")
SOUL_WARDEN = CardDef(name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric",
                      power="1", toughness="1",
                      text="Whenever another creature enters, you gain 1 life.")
WELLSPRING = CardDef(
    name="Ichor Wellspring", mana_cost="{2}", type_line="Artifact",
    text="When this artifact enters or is put into a graveyard from the battlefield, draw a "
         "card.")

SHATTER = CardDef(name="Shatter", mana_cost="{1}{R}", type_line="Instant",
                  text="Destroy target artifact.")

CARDS = (TORPOR_ORB, DOORKEEPER, VISIONARY, SOUL_WARDEN, WELLSPRING, SHATTER)
kit = pytest.mark.plugins(extra={"torpor-kit": card_pool("torpor-kit", CARDS)})


def _cast(table: Table, name: str, land: str, n: int) -> None:
    table.lands(0, land, n)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.resolve_all()


def _hand_size(table: Table) -> int:
    return len(table.game.objects_in(Zone.HAND, 0))


@kit
def test_without_the_orb_both_trigger(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Soul Warden")
    _cast(table, "Elvish Visionary", "Forest", 2)
    assert _hand_size(table) == 1
    table.assert_life(0, 21)


@kit
def test_torpor_orb_stops_the_creatures_own_and_others_enter_triggers(table: Table) -> None:
    """CR 603.2, 613.11: Elvish Visionary entering triggers neither its own ability nor Soul
    Warden's; the log says why."""
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Soul Warden")
    table.battlefield(1, "Torpor Orb")
    _cast(table, "Elvish Visionary", "Forest", 2)
    assert _hand_size(table) == 0
    table.assert_life(0, 20)
    table.assert_logged(rule="603.2", contains="entering triggers no ability")


@kit
def test_torpor_orb_lets_an_artifact_that_isnt_a_creature_trigger(table: Table) -> None:
    """CR 603.6a: only creatures: Ichor Wellspring draws as it enters."""
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Torpor Orb")
    _cast(table, "Ichor Wellspring", "Forest", 2)
    assert _hand_size(table) == 1


@kit
def test_doorkeeper_thrull_stops_the_artifact_too_not_its_leaving(table: Table) -> None:
    """CR 603.2, 603.6c: under Doorkeeper Thrull the Wellspring entering draws nothing; put
    into a graveyard from the battlefield, it draws."""
    table.library(0, "Forest", "Forest")
    table.battlefield(1, "Doorkeeper Thrull")
    _cast(table, "Ichor Wellspring", "Forest", 2)
    assert _hand_size(table) == 0
    table.set_turn(active=1)
    table.lands(1, "Mountain", 2)
    table.hand(1, "Shatter")
    table.cast("Shatter", targets=["Ichor Wellspring"])
    table.resolve()  # Shatter
    table.resolve()  # the Wellspring's trigger
    assert _hand_size(table) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
