"""Printed "Whenever you're dealt damage" and "Whenever a creature deals combat damage to
you", played (CR 120.4, 603.2c, 510.2, 603.7c).

Sun Droplet gets one trigger for two attackers' combat damage dealt at once (4 counters) and
3 counters for Lightning Bolt; Bob's life lost triggers nothing. Teysa, Envoy of Ghosts
destroys the creature that dealt Alice combat damage and makes a Spirit, not for a Bolt.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SUN_DROPLET = CardDef(
    name="Sun Droplet", mana_cost="{2}", type_line="Artifact",
    text="Whenever you're dealt damage, put that many charge counters on this artifact.\nAt "
         "the beginning of each upkeep, you may remove a charge counter from this artifact. "
         "If you do, you gain 1 life.")
TEYSA = CardDef(
    name="Teysa, Envoy of Ghosts", mana_cost="{5}{W}{B}",
    type_line="Legendary Creature — Human Advisor", power="4", toughness="4",
    text="Vigilance, protection from creatures\nWhenever a creature deals combat damage to "
         "you, destroy that creature. Create a 1/1 white and black Spirit creature token with "
         "flying.")

PRINTED = (SUN_DROPLET, TEYSA)
kit = pytest.mark.plugins(extra={"dealt-you-kit": card_pool("dealt-you-kit", PRINTED)})


@kit
def test_sun_droplet_counts_one_damage_event_once(table: Table) -> None:
    """CR 120.4, 603.2c: Bob's two Grizzly Bears deal combat damage at once: one trigger,
    4 counters; Alice's Bolt to Bob: none; Bob's Bolt to Alice: 3 more."""
    table.battlefield(0, "Sun Droplet")
    bears = table.battlefield(1, "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Sun Droplet", "charge", 0)
    table.set_turn(active=1, turn=2)
    table.attack(*(f"Grizzly Bears#{b.id}" for b in bears), defender="Alice")
    table.go_to(Step.COMBAT_DAMAGE)
    assert len(table.names(Zone.STACK)) == 1  # one trigger for the one damage event
    table.resolve_all()
    table.assert_life(0, 16)
    table.assert_counters("Sun Droplet", "charge", 4)
    table.go_to(Step.MAIN2)
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve_all()
    table.assert_counters("Sun Droplet", "charge", 7)


@kit
def test_teysa_destroys_the_creature_that_dealt_combat_damage(table: Table) -> None:
    """CR 510.2, 603.7c: Bob's Grizzly Bears deals Alice combat damage: it is destroyed and a
    Spirit is made; Bob's Bolt to Alice (no creature) triggers nothing."""
    table.battlefield(0, "Teysa, Envoy of Ghosts")
    table.battlefield(1, "Grizzly Bears")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.set_turn(active=1, turn=2)
    table.attack("Grizzly Bears", defender="Alice")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_life(0, 18)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 1
    table.go_to(Step.MAIN2)
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve_all()
    table.assert_life(0, 15)
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
