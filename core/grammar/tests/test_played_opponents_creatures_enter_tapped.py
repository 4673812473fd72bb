"""Authority of the Consuls, played: "Creatures your opponents control enter tapped." (CR
614.1c, 614.12) and "Whenever a creature an opponent controls enters, you gain 1 life."
Frozen Aether: "Artifacts, creatures, and lands your opponents control enter tapped."

The opponent's creature spell resolves into a tapped creature (and its controller's
opponent gains 1 life); its controller's own creature and the opponent's land enter untapped.
The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AUTHORITY = CardDef(
    name="Authority of the Consuls", mana_cost="{W}", type_line="Enchantment",
    text="Creatures your opponents control enter tapped.\nWhenever a creature an opponent "
         "controls enters, you gain 1 life.")

FROZEN_AETHER = CardDef(
    name="Frozen Aether", mana_cost="{3}{U}", type_line="Enchantment",
    text="Artifacts, creatures, and lands your opponents control enter tapped.")

CARDS = (AUTHORITY, FROZEN_AETHER)

kit = pytest.mark.plugins(extra={"consuls-kit": card_pool("consuls-kit", CARDS)})


@kit
def test_the_opponents_creature_enters_tapped(table: Table) -> None:
    """CR 614.1c: Bob's Grizzly Bears enters tapped; Alice gains 1 life (603.2)."""
    table.battlefield(0, "Authority of the Consuls")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears", "Forest")
    table.cast("Grizzly Bears")
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert bears.tapped
    assert bears.controller == 1
    table.resolve()  # the life trigger
    table.assert_life(0, 21)
    table.assert_logged(rule="614.1", contains="Creatures your opponents control enter tapped")
    table.play("Forest")  # a land is not a creature: untapped
    assert table.tapped_count(1, "Forest") == 2


@kit
def test_its_controllers_own_creature_enters_untapped(table: Table) -> None:
    """CR 614.12: the creature enters under Alice's control: not an opponent's."""
    table.battlefield(0, "Authority of the Consuls")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert not table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).tapped
    table.assert_life(0, 20)


@kit
def test_frozen_aether_taps_each_listed_kind(table: Table) -> None:
    """CR 614.1c: Bob's creature, artifact and land each enter tapped (any of the listed
    types); Alice's own land enters untapped (614.12: not an opponent's)."""
    table.battlefield(0, "Frozen Aether")
    table.set_turn(active=1)
    table.lands(1, "Forest", 3)
    table.hand(1, "Grizzly Bears", "Forest", "Sol Ring")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).tapped
    table.assert_logged(rule="614.1", contains="Artifacts, creatures, and lands your opponents")
    table.cast("Sol Ring")
    table.resolve()
    assert table.find("Sol Ring", zone=Zone.BATTLEFIELD).tapped
    table.play("Forest")
    assert table.tapped_count(1, "Forest") == 4
    table.set_turn(active=0)
    table.hand(0, "Island")
    table.play("Island")
    assert not table.find("Island", zone=Zone.BATTLEFIELD).tapped


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
