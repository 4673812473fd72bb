"""Printed "Whenever [an object] enters / attacks, [you may have] it deal N damage to ...",
played: the object of the event deals the damage, not the permanent with the ability (CR
603.2, 603.7c), as it last existed if it has left the battlefield since (608.2h); its
lifelink counts (702.15b).

- Aether Charge: "Whenever a Beast you control enters, you may have it deal 4 damage to
  target opponent or planeswalker.": Aardvark Sloth (lifelink) deals it, Alice gains 4 life,
  even when the Sloth was bolted in response.
- Dragon Tempest: "Whenever a Dragon you control enters, it deals X damage to any target,
  where X is the number of Dragons you control.": the Dragon that entered deals it.
- Scourge of Valkas: "Whenever this creature or another Dragon you control enters, it deals X
  damage to any target ...": another Dragon entering deals it, not the Scourge.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AETHER_CHARGE = CardDef(
    name="Aether Charge", mana_cost="{4}{R}", type_line="Enchantment",
    text="Whenever a Beast you control enters, you may have it deal 4 damage to target "
         "opponent or planeswalker.")
AARDVARK_SLOTH = CardDef(
    name="Aardvark Sloth", mana_cost="{3}{W}", type_line="Creature — Sloth Beast",
    text="Lifelink (Damage dealt by this creature also causes you to gain that much life.)",
    power="3", toughness="3")
DRAGON_TEMPEST = CardDef(
    name="Dragon Tempest", mana_cost="{1}{R}", type_line="Enchantment",
    text="Whenever a creature you control with flying enters, it gains haste until end of "
         "turn.\nWhenever a Dragon you control enters, it deals X damage to any target, where "
         "X is the number of Dragons you control.")
SCOURGE_OF_VALKAS = CardDef(
    name="Scourge of Valkas", mana_cost="{2}{R}{R}{R}", type_line="Creature — Dragon",
    text="Flying\nWhenever this creature or another Dragon you control enters, it deals X "
         "damage to any target, where X is the number of Dragons you control.\n{R}: This "
         "creature gets +1/+0 until end of turn.",
    power="4", toughness="4")
ADULT_GOLD_DRAGON = CardDef(
    name="Adult Gold Dragon", mana_cost="{3}{R}{W}", type_line="Creature — Dragon",
    text="Flying, lifelink, haste", power="4", toughness="3")

PRINTED = (AETHER_CHARGE, AARDVARK_SLOTH, DRAGON_TEMPEST, SCOURGE_OF_VALKAS, ADULT_GOLD_DRAGON)
kit = pytest.mark.plugins("haste",
                         extra={"event-object-kit": card_pool("event-object-kit", PRINTED)})


def test_the_cards_are_printed_as_the_corpus_has_them() -> None:
    assert_printed(PRINTED)


@kit
def test_aether_charge_the_beast_deals_the_damage(table: Table) -> None:
    """CR 603.7c, 702.15b: Aardvark Sloth entered: it deals the 4 damage to Bob, and its
    lifelink gains Alice 4 life; the enchantment deals none."""
    table.battlefield(0, "Aether Charge")
    table.lands(0, "Plains", 4)
    table.hand(0, "Aardvark Sloth")
    table.cast("Aardvark Sloth")
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve()  # the trigger; Alice has it deal the damage
    table.assert_life(1, 16)
    table.assert_life(0, 24)
    assert any(e.text.startswith("Aardvark Sloth") and "deals 4 damage to Bob" in e.text
               for e in table.game.log)


@kit
def test_aether_charge_the_beast_gone_deals_it_as_it_last_existed(table: Table) -> None:
    """CR 608.2h: Bob bolts the Sloth in response to the trigger: the Sloth as it last
    existed still deals the 4 damage, with lifelink."""
    table.battlefield(0, "Aether Charge")
    table.lands(0, "Plains", 4)
    table.hand(0, "Aardvark Sloth")
    table.cast("Aardvark Sloth")
    table.answer("targets", "Bob")
    table.resolve()
    table.pass_priority()
    table.mana(1, "R")
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Aardvark Sloth"])
    table.resolve()  # the Bolt
    table.assert_zone("Aardvark Sloth", Zone.GRAVEYARD, 0)
    table.resolve()  # the trigger
    table.assert_life(1, 16)
    table.assert_life(0, 24)


@kit
def test_dragon_tempest_the_dragon_deals_the_damage(table: Table) -> None:
    """CR 603.7c, 702.15b: Adult Gold Dragon entered: it deals 1 damage (one Dragon) to Bob,
    and its lifelink gains Alice 1 life."""
    table.battlefield(0, "Dragon Tempest")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Plains", 2)
    table.hand(0, "Adult Gold Dragon")
    table.cast("Adult Gold Dragon")
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 21)


@kit
def test_scourge_of_valkas_another_dragon_deals_the_damage(table: Table) -> None:
    """CR 603.7c, 702.15b: Adult Gold Dragon entered beside the Scourge: the Gold Dragon deals
    2 damage (two Dragons) to Bob, its lifelink gaining Alice 2 life."""
    table.battlefield(0, "Scourge of Valkas")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Plains", 2)
    table.hand(0, "Adult Gold Dragon")
    table.cast("Adult Gold Dragon")
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(0, 22)
