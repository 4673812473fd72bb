"""Printed "Whenever ~ becomes blocked, each creature blocking it gets -1/-1 until end of
turn." (Plague Wight), "..., it deals 1 damage to each creature blocking it." (Battle-Scarred
Goblin), and "Whenever enchanted creature attacks, it deals 2 damage to any target." (Extra
Arms), played (CR 509.1a, 509.3c, 603.2, 611.2c, 120.3, 702.2b, 702.15b).

"Each creature blocking it" are the creatures blocking the attacker as the ability resolves,
and only they; "it deals" after a trigger on the enchanted creature's event is that creature
dealing the damage, not the Aura: a lifelink and deathtouch creature's damage gains its
controller life and destroys the creature dealt it.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

PLAGUE_WIGHT = CardDef(
    name="Plague Wight", mana_cost="{1}{B}", type_line="Creature — Zombie", power="2",
    toughness="1",
    text="Whenever this creature becomes blocked, each creature blocking it gets -1/-1 until "
         "end of turn.")
BATTLE_SCARRED_GOBLIN = CardDef(
    name="Battle-Scarred Goblin", mana_cost="{1}{R}", type_line="Creature — Goblin Warrior",
    power="2", toughness="2",
    text="Whenever this creature becomes blocked, it deals 1 damage to each creature blocking "
         "it.")
EXTRA_ARMS = CardDef(
    name="Extra Arms", mana_cost="{4}{R}", type_line="Enchantment — Aura",
    keywords=("Enchant",),
    text="Enchant creature\nWhenever enchanted creature attacks, it deals 2 damage to any "
         "target.")

CARDS = (PLAGUE_WIGHT, BATTLE_SCARRED_GOBLIN, EXTRA_ARMS)
kit = pytest.mark.plugins(extra={"blocking-it-kit": card_pool("blocking-it-kit", CARDS)})


@kit
def test_plague_wight_shrinks_each_blocker_only(table: Table) -> None:
    """CR 611.2c: Bob's two Bears block the Wight: each becomes 1/1 until end of turn; his
    third Bears, not blocking, stays 2/2."""
    table.battlefield(0, "Plague Wight")
    bears = table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.attack("Plague Wight")
    table.block(by={1: {f"Grizzly Bears#{bears[0].id}": "Plague Wight",
                        f"Grizzly Bears#{bears[1].id}": "Plague Wight"}})
    table.resolve_all()
    chars = [table.game.chars(b.id) for b in bears]
    assert [(c.power, c.toughness) for c in chars] == [(1, 1), (1, 1), (2, 2)]


@kit
def test_plague_wight_unblocked_shrinks_nothing(table: Table) -> None:
    """CR 509.3c: not blocked, no trigger: Bob's Bears stay 2/2 and he is dealt 2."""
    table.battlefield(0, "Plague Wight")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Plague Wight")
    table.block({})
    table.go_to(Step.END_COMBAT)
    assert table.power("Grizzly Bears") == 2
    assert table.life(1) == 18


@kit
def test_battle_scarred_goblin_damages_its_blockers(table: Table) -> None:
    """CR 120.3: blocked by Bob's Llanowar Elves (1/1) and Bears, the Goblin deals 1 to each:
    the Elves die before combat damage, the Bears survive with 1 damage; Bob's other Elves,
    not blocking, are untouched."""
    table.battlefield(0, "Battle-Scarred Goblin")
    elves = table.battlefield(1, "Llanowar Elves", "Llanowar Elves")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Battle-Scarred Goblin")
    table.block(by={1: {f"Llanowar Elves#{elves[0].id}": "Battle-Scarred Goblin",
                        "Grizzly Bears": "Battle-Scarred Goblin"}})
    table.resolve_all()
    assert table.game.find(elves[0].id) is None or \
        table.game.find(elves[0].id).zone is not Zone.BATTLEFIELD
    assert table.game.obj(elves[1].id).zone is Zone.BATTLEFIELD
    assert table.game.obj(elves[1].id).damage == 0
    assert table.game.obj(table.find("Grizzly Bears").id).damage == 1


@kit
def test_extra_arms_the_enchanted_creature_deals_the_damage(table: Table) -> None:
    """CR 603.2, 702.2b, 702.15b: Extra Arms on Alice's Vampire Nighthawk: as it attacks, the
    Nighthawk deals 2 damage to Bob's Hill Giant (3/3): deathtouch destroys it and lifelink
    gains Alice 2: the source is the creature, not the Aura."""
    table.battlefield(0, "Vampire Nighthawk")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Extra Arms")
    table.cast("Extra Arms", targets=["Vampire Nighthawk"])
    table.resolve_all()
    table.answer("targets", table.find("Hill Giant").id)
    table.attack("Vampire Nighthawk")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.life(0) == 22
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
