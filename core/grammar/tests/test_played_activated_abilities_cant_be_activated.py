"""Auras that stop a permanent's activated abilities played (CR 602.5, 605.1a, 508.1c,
509.1b, 303.4).

Arrest ("Enchanted creature can't attack or block, and its activated abilities can't be
activated.") on Prodigal Pyromancer: its "{T}: deal 1 damage" is refused (602.5), as are its
attack (508.1c) and its block (509.1b), the game unchanged (CR 732). On Llanowar Elves its
mana ability is refused too (605.1a: a mana ability is an activated ability), by hand and
for a payment. Faith's Fetters excepts mana abilities (605.1a): Llanowar Elves still taps
for {G}, by hand and for a payment, while Prodigal Pyromancer's ability and attack are refused.
Stupefying Touch ("Enchanted creature's activated abilities can't be
activated.") stops the abilities but not the attack. With the Aura gone, the abilities work.
Collector Ouphe ("Activated abilities of artifacts can't be activated.") stops every
player's artifact's mana ability (Sol Ring), not a creature's (Prodigal Pyromancer).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ARREST = CardDef(
    name="Arrest", mana_cost="{2}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can't attack or block, and its activated "
         "abilities can't be activated.")
STUPEFYING_TOUCH = CardDef(
    name="Stupefying Touch", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen this Aura enters, draw a card.\nEnchanted creature's "
         "activated abilities can't be activated.")

FAITHS_FETTERS = CardDef(
    name="Faith's Fetters", mana_cost="{3}{W}", type_line="Enchantment — Aura",
    text="Enchant permanent\nWhen this Aura enters, you gain 4 life.\nEnchanted permanent "
         "can't attack or block, and its activated abilities can't be activated unless "
         "they're mana abilities.")

COLLECTOR_OUPHE = CardDef(
    name="Collector Ouphe", mana_cost="{1}{G}", type_line="Creature — Ouphe", power="2",
    toughness="2", text="Activated abilities of artifacts can't be activated.")

CARDS = (ARREST, STUPEFYING_TOUCH, FAITHS_FETTERS, COLLECTOR_OUPHE)
kit = pytest.mark.plugins(extra={"cant-activate-kit": card_pool("cant-activate-kit", CARDS)})


def _enchant(table: Table, aura: str, creature: str, controller: int = 0) -> None:
    table.battlefield(controller, creature)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, aura)
    table.mana(0, "WWWWUU")
    table.cast(aura, targets=[creature])
    table.resolve_all()
    assert table.find(aura).attached_to == table.find(creature).id


@kit
def test_arrest_stops_the_sorcerers_ability_and_its_attack(table: Table) -> None:
    """CR 602.5: "{T}: ... 1 damage" refused; 508.1c: it can't attack; both leave the game
    unchanged."""
    _enchant(table, "Arrest", "Prodigal Pyromancer")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 2"], rule="602.5")
    table.go_to(Step.DECLARE_ATTACKERS)
    assert {"cant_attack", "cant_block", "cant_activate"} <= table.restrictions(
        "Prodigal Pyromancer")
    table.assert_illegal(table.attack, "Prodigal Pyromancer", rule="508.1")
    table.assert_life(1, 20)


@kit
def test_arrest_stops_a_mana_ability(table: Table) -> None:
    """CR 605.1a: a mana ability is an activated ability: refused by hand, and the payment
    can't use it."""
    _enchant(table, "Arrest", "Llanowar Elves")
    table.assert_illegal(table.tap_for_mana, "Llanowar Elves", "G", rule="602.5")
    table.hand(0, "Giant Growth")
    table.assert_illegal(table.cast, "Giant Growth", targets=["Llanowar Elves"])


@kit
def test_arrest_stops_a_block(table: Table) -> None:
    """CR 509.1b: the arrested creature can't block an attacker."""
    _enchant(table, "Arrest", "Prodigal Pyromancer")
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Island")
    table.next_turn()
    table.attack("Grizzly Bears")
    table.blocks_offered()
    table.assert_illegal(table.block, {"Prodigal Pyromancer": "Grizzly Bears"}, rule="509.1")


@kit
def test_stupefying_touch_stops_abilities_not_attacks(table: Table) -> None:
    """CR 602.5: the abilities are stopped; no restriction on attacking (508.1)."""
    _enchant(table, "Stupefying Touch", "Prodigal Pyromancer")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 2"], rule="602.5")
    table.attack("Prodigal Pyromancer")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)


@kit
def test_without_the_aura_the_ability_works_again(table: Table) -> None:
    """CR 611.3b: the restriction ends as the Aura leaves the battlefield."""
    _enchant(table, "Arrest", "Prodigal Pyromancer")
    table.game.destroy(table.find("Arrest").id)
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    table.resolve()
    table.assert_life(1, 19)


@kit
def test_faiths_fetters_stops_other_abilities_and_the_attack(table: Table) -> None:
    """CR 602.5: the non-mana ability is refused; 508.1c: no attack; the game unchanged."""
    _enchant(table, "Faith's Fetters", "Prodigal Pyromancer")
    table.assert_life(0, 24)  # the Aura's enter trigger (603.6a)
    assert {"cant_attack", "cant_block", "cant_activate_unless_mana"} <= table.restrictions(
        "Prodigal Pyromancer")
    assert "cant_activate" not in table.restrictions("Prodigal Pyromancer")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 2"], rule="602.5")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Prodigal Pyromancer", rule="508.1")
    table.assert_life(1, 20)


@kit
def test_faiths_fetters_lets_a_mana_ability_be_activated_by_hand(table: Table) -> None:
    """CR 605.1a: "unless they're mana abilities": the Elves tap for {G} by hand."""
    _enchant(table, "Faith's Fetters", "Llanowar Elves")
    table.tap_for_mana("Llanowar Elves", "G")
    table.assert_tapped("Llanowar Elves")
    assert [u.color for u in table.game.player(0).mana_pool].count("G") == 1


@kit
def test_faiths_fetters_lets_the_payment_use_a_mana_ability(table: Table) -> None:
    """CR 605.1a, 601.2g: the payment of Giant Growth's {G} may activate the Elves."""
    _enchant(table, "Faith's Fetters", "Llanowar Elves")
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Llanowar Elves"])
    table.resolve()
    table.assert_tapped("Llanowar Elves")
    assert table.power("Llanowar Elves") == 4


@kit
def test_collector_ouphe_stops_every_artifacts_abilities(table: Table) -> None:
    """CR 602.5, 605.1a: Sol Ring's mana ability is refused for Alice and Bob alike; a
    nonartifact's ability still works; with the Ouphe gone, Sol Ring taps for {C}{C}."""
    table.battlefield(1, "Collector Ouphe", "Sol Ring")
    table.battlefield(0, "Sol Ring", "Prodigal Pyromancer")
    assert "cant_activate" in table.restrictions("Sol Ring")
    table.assert_illegal(table.tap_for_mana, "Sol Ring", "C", rule="602.5")
    table.set_turn(active=1)
    table.assert_illegal(table.tap_for_mana, "Sol Ring", "C", rule="602.5")  # Bob's own
    table.set_turn(active=0)
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    table.resolve()
    table.assert_life(1, 19)
    table.game.destroy(table.find("Collector Ouphe").id)
    table.tap_for_mana("Sol Ring", "C")
    assert [u.color for u in table.game.player(0).mana_pool].count("C") == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
