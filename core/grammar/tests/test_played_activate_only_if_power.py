""""Activate only if this creature's power is N or greater.", played from a printed card
(CR 602.5b, 208.1).

Bloodshot Trainee (2/3) can't use its ability: the activation is illegal and leaves the game
as it was (732). With two +1/+1 counters its power is 4 and the ability deals 4 damage.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BLOODSHOT_TRAINEE = CardDef(
    name="Bloodshot Trainee", mana_cost="{3}{R}", type_line="Creature — Goblin Warrior",
    power="2", toughness="3",
    text="{T}: This creature deals 4 damage to target creature. Activate only if this "
         "creature's power is 4 or greater.")

PRINTED = (BLOODSHOT_TRAINEE,)

kit = pytest.mark.plugins(extra={"trainee-kit": card_pool("trainee-kit", PRINTED)})


@kit
def test_with_power_2_the_ability_cant_be_activated(table: Table) -> None:
    table.battlefield(0, "Bloodshot Trainee")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.activate, "Bloodshot Trainee", targets=["Grizzly Bears"],
                         rule="602.5b")
    assert table.tapped_count(0) == 0
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, player=1)


@kit
def test_with_power_4_it_deals_4_damage(table: Table) -> None:
    table.battlefield(0, "Bloodshot Trainee", counters={"+1/+1": 2})
    table.battlefield(1, "Grizzly Bears")
    table.activate("Bloodshot Trainee", targets=["Grizzly Bears"])
    assert table.tapped_count(0) == 1
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
