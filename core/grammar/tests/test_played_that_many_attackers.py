"""Printed "Whenever you attack with one or more other creatures with flying, create that many
1/1 white Soldier creature tokens that are tapped and attacking." and "Whenever you attack with
one or more Zombies, draw that many cards, then discard that many cards. You gain that much
life.", played (CR 508.1, 508.3d, 508.4, 603.7c).

"that many" is the number of the attackers the trigger condition counted, each time it is
said: the other creatures with flying declared as attackers, not Lulu itself, nor a creature
without flying; the Zombies attacking with Varina.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LULU = CardDef(
    name="Lulu, Inspiring Hollyphant", mana_cost="{2}{R}{W}",
    type_line="Legendary Creature — Elephant Angel",
    text="Flying\nWhenever you attack with one or more other creatures with flying, create that "
         "many 1/1 white Soldier creature tokens that are tapped and attacking.",
    power="2", toughness="4")
WIND_DRAKE = CardDef(
    name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake", text="Flying",
    power="2", toughness="2")

VARINA = CardDef(
    name="Varina, Lich Queen", mana_cost="{1}{W}{U}{B}",
    type_line="Legendary Creature — Zombie Wizard",
    text="Whenever you attack with one or more Zombies, draw that many cards, then discard that "
         "many cards. You gain that much life.\n{2}, Exile two cards from your graveyard: Create "
         "a tapped 2/2 black Zombie creature token.", power="4", toughness="4")

SCATHE_ZOMBIES = CardDef(
    name="Scathe Zombies", mana_cost="{2}{B}", type_line="Creature — Zombie", text="",
    power="2", toughness="2")

PRINTED = (LULU, WIND_DRAKE, VARINA, SCATHE_ZOMBIES)
kit = pytest.mark.plugins(extra={"that-many-kit": card_pool("that-many-kit", PRINTED)})


def _soldiers(table: Table) -> list[bool]:
    return [o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
            if o.card.name == "Soldier Token"]


@kit
def test_lulu_makes_one_soldier_per_other_flying_attacker(table: Table) -> None:
    """CR 603.7c, 508.4: two other fliers attack (and Lulu and Grizzly Bears, not counted): two
    Soldiers, tapped and attacking."""
    table.battlefield(0, "Lulu, Inspiring Hollyphant", "Wind Drake", "Vampire Nighthawk",
                      "Grizzly Bears")
    table.attack("Lulu, Inspiring Hollyphant", "Wind Drake", "Vampire Nighthawk",
                 "Grizzly Bears")
    table.resolve_all()
    assert _soldiers(table) == [True, True]
    combat = table.game.state.combat
    assert combat is not None and sum(
        1 for a in combat.attackers if table.game.obj(a).card.name == "Soldier Token") == 2


@kit
def test_lulu_attacking_alone_with_a_ground_creature_doesnt_trigger(table: Table) -> None:
    """CR 603.2: no other creature with flying attacks: no trigger, no Soldier."""
    table.battlefield(0, "Lulu, Inspiring Hollyphant", "Grizzly Bears")
    table.attack("Lulu, Inspiring Hollyphant", "Grizzly Bears")
    assert not table.game.stack()
    assert _soldiers(table) == []


@kit
def test_varina_draws_discards_and_gains_as_many_as_zombies_attack(table: Table) -> None:
    """CR 603.7c: Varina and Scathe Zombies attack with Grizzly Bears: draw two, discard
    two, gain 2 life."""
    table.battlefield(0, "Varina, Lich Queen", "Scathe Zombies", "Grizzly Bears")
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Forest", "Forest")
    table.answer("discard", "Forest", "Forest")
    table.attack("Varina, Lich Queen", "Scathe Zombies", "Grizzly Bears")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest", "Forest"]
    table.assert_life(0, 22)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
