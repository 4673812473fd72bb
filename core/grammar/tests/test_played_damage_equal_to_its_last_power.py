"""Printed "it deals damage equal to its power" where "it" has left the battlefield, played (CR
608.2h, 113.7a, 603.10a, 702.2b, 702.15b).

- Heartfire Hero: "When this creature dies, it deals damage equal to its power to each
  opponent.": the Hero dealt the damage as it last existed, its +1/+1 counters counted.
- Heartfire Immolator: "{R}, Sacrifice this creature: It deals damage equal to its power to
  target creature or planeswalker.": the creature sacrificed to pay the cost, as it last
  existed (602.2b); wearing Basilisk Collar then, its damage has deathtouch and lifelink.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HEARTFIRE_HERO = CardDef(
    name="Heartfire Hero", mana_cost="{R}", type_line="Creature — Mouse Soldier",
    text="Valiant — Whenever this creature becomes the target of a spell or ability you "
         "control for the first time each turn, put a +1/+1 counter on it.\nWhen this "
         "creature dies, it deals damage equal to its power to each opponent.",
    power="1", toughness="1")
HEARTFIRE_IMMOLATOR = CardDef(
    name="Heartfire Immolator", mana_cost="{1}{R}", type_line="Creature — Human Wizard",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end "
         "of turn.)\n{R}, Sacrifice this creature: It deals damage equal to its power to "
         "target creature or planeswalker.",
    power="2", toughness="2")
BASILISK_COLLAR = CardDef(
    name="Basilisk Collar", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature has deathtouch and lifelink. (Any amount of damage it deals to a "
         "creature is enough to destroy it. Damage dealt by this creature also causes you to "
         "gain that much life.)\nEquip {2} ({2}: Attach to target creature you control. Equip "
         "only as a sorcery.)")
PRINTED = (HEARTFIRE_HERO, HEARTFIRE_IMMOLATOR, BASILISK_COLLAR)
kit = pytest.mark.plugins("prowess",
                         extra={"last-power-kit": card_pool("last-power-kit", PRINTED)})


def _bob_bolts(table: Table, target: str) -> None:
    """Bob, given priority, casts Lightning Bolt at ``target``."""
    table.pass_priority()
    table.mana(1, "R")
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])


@kit
def test_heartfire_hero_dead_deals_its_last_known_power(table: Table) -> None:
    """CR 608.2h, 603.10a: the Hero with two +1/+1 counters (3/3) dies to Bob's Bolt; its
    ability deals 3 damage to Bob, the Hero as it last existed being the source."""
    table.battlefield(0, "Heartfire Hero", counters={"+1/+1": 2})
    _bob_bolts(table, "Heartfire Hero")
    table.resolve_all()
    table.assert_zone("Heartfire Hero", Zone.GRAVEYARD, 0)
    table.assert_life(1, 17)
    assert any("Heartfire Hero" in e.text and "deals 3 damage to Bob" in e.text
               for e in table.game.log)


@kit
def test_heartfire_immolator_sacrificed_deals_its_last_known_power(table: Table) -> None:
    """CR 602.2b, 608.2h: sacrificed to pay the cost, the Immolator with a +1/+1 counter
    (3/3) deals 3 damage to Hill Giant (3/3): it dies."""
    table.battlefield(0, "Mountain")
    table.battlefield(0, "Heartfire Immolator", counters={"+1/+1": 1})
    table.battlefield(1, "Hill Giant")
    table.activate("Heartfire Immolator", targets=["Hill Giant"])
    table.assert_zone("Heartfire Immolator", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert any("Heartfire Immolator" in e.text and "deals 3 damage to Hill Giant" in e.text
               for e in table.game.log)


@kit
def test_heartfire_immolator_wearing_basilisk_collar_keeps_deathtouch_and_lifelink(
        table: Table) -> None:
    """CR 608.2h, 702.2b, 702.15b: the Immolator (2/2) sacrificed wore Basilisk Collar: its 2
    damage is deathtouch damage, Craw Wurm (6/4) is destroyed, and Alice gains 2 life."""
    table.battlefield(0, "Mountain", "Heartfire Immolator", "Basilisk Collar")
    table.battlefield(1, "Craw Wurm")
    table.game.update(table.find("Basilisk Collar").id,
                      attached_to=table.find("Heartfire Immolator").id)
    table.refresh()
    table.activate("Heartfire Immolator", targets=["Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    table.assert_life(0, 22)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
