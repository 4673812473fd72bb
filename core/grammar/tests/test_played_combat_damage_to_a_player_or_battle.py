"""Printed "Whenever equipped creature deals combat damage to a player or battle, ..." played
(CR 510.2, 120.3h, 603.2).

Beamtown Beatstick is put into play with its exact Oracle definition (the corpus record,
checked below) and equipped to Grizzly Bears: its trigger counts combat damage dealt to a
player or to a battle (120.3h), not to a blocking creature. (Creatures attack players and
planeswalkers here, not battles yet: the battle half is read, not played.)
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BEAMTOWN_BEATSTICK = CardDef(
    name="Beamtown Beatstick", mana_cost="{R}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+0 and has menace. (It can't be blocked except by two or "
         "more creatures.)\nWhenever equipped creature deals combat damage to a player or "
         "battle, create a Treasure token.\nEquip {2} ({2}: Attach to target creature you "
         "control. Equip only as a sorcery.)")

CARDS = (BEAMTOWN_BEATSTICK,)

kit = pytest.mark.plugins(extra={"proved-player-or-battle-kit":
                                 card_pool("proved-player-or-battle-kit", CARDS)})

def treasures(table: Table) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
               if o.is_token and o.card.name == "Treasure Token")


def equip_bears(table: Table) -> None:
    table.battlefield(0, "Beamtown Beatstick", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.answer("targets", "Grizzly Bears")
    table.activate("Beamtown Beatstick")
    table.resolve_all()
    assert table.power("Grizzly Bears") == 3


@kit
def test_beamtown_beatstick_damage_to_a_player_makes_a_treasure(table: Table) -> None:
    """CR 510.2, 603.2: the equipped Bears deal 3 combat damage to the opponent: a Treasure."""
    equip_bears(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_life(1, 17)
    assert treasures(table) == 1


@kit
def test_beamtown_beatstick_damage_to_blockers_makes_nothing(table: Table) -> None:
    """CR 603.2: blocked by two creatures (menace), the damage goes to creatures: no
    Treasure."""
    table.battlefield(1, "Memnite", "Llanowar Elves")
    equip_bears(table)
    table.attack("Grizzly Bears")
    table.block({"Memnite": "Grizzly Bears", "Llanowar Elves": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert treasures(table) == 0
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
