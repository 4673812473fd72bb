""""Creatures can't attack you unless their controller pays {N} for each ..." played from
printed cards (CR 508.1d, 508.1g-i, 732).

Ghostly Prison ({2} for each creature attacking its controller): two attackers cost {4},
paid from the attacking player's lands as attackers are declared; a declaration whose total
can't be paid is refused and the game is left as it was; an attack whose own cost is more
than the player could ever pay now is not offered. Archon of Absolution ({1} for each):
the cost is its controller's, not a tax on the attacks of the Archon's controller.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.combat import attackers_decision
from manastack.model.cards import CardDef
from manastack.model.objects import Card, Zone
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine

GHOSTLY_PRISON = CardDef(
    name="Ghostly Prison", mana_cost="{2}{W}", type_line="Enchantment",
    text="Creatures can't attack you unless their controller pays {2} for each creature they "
         "control that's attacking you.")
ARCHON_OF_ABSOLUTION = CardDef(
    name="Archon of Absolution", mana_cost="{3}{W}", type_line="Creature — Archon",
    text="Flying\nProtection from white (This creature can't be blocked, targeted, dealt "
         "damage, enchanted, or equipped by anything white.)\nCreatures can't attack you or "
         "planeswalkers you control unless their controller pays {1} for each of those "
         "creatures.",
    power="3", toughness="2")

FUROR_OF_THE_BITTEN = CardDef(
    name="Furor of the Bitten", mana_cost="{R}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able.")

CARDS = (GHOSTLY_PRISON, ARCHON_OF_ABSOLUTION, FUROR_OF_THE_BITTEN)
kit = pytest.mark.plugins(extra={"attack-cost-kit": card_pool("attack-cost-kit", CARDS)})


@kit
def test_ghostly_prison_two_attackers_cost_four(table: Table) -> None:
    """CR 508.1g-h: {2} for each of the two creatures attacking: four lands tapped to pay
    {4}; both attack and deal their damage."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Plains", 4)
    table.battlefield(1, "Ghostly Prison")
    table.attack("Grizzly Bears", "Grizzly Bears#2")
    table.assert_logged(rule="508.1h", contains="the {4} cost to attack")
    assert table.tapped_count(0, "Plains") == 4
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)


@kit
def test_ghostly_prison_unpayable_declaration_is_refused_unchanged(table: Table) -> None:
    """CR 508.1h, 732: three lands can't pay {4}: the declaration is illegal and the game
    is as it was (no creature tapped, no land tapped); one attacker for {2} is then legal."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.battlefield(1, "Ghostly Prison")
    table.go_to(Step.DECLARE_ATTACKERS)
    exc = table.assert_illegal(table.attack, "Grizzly Bears", "Grizzly Bears#2", rule="508.1h")
    assert "can't pay {4}" in str(exc)
    assert table.tapped_count(0) == 0
    table.attack("Grizzly Bears")
    assert table.tapped_count(0, "Plains") == 2
    assert table.game.state.combat is not None and len(table.game.state.combat.attackers) == 1


@kit
def test_ghostly_prison_attack_never_payable_is_not_offered(table: Table) -> None:
    """CR 508.1g-h: with one land, no attack on Ghostly Prison's controller can be paid: the
    declare attackers decision offers none (the random agent never picks it)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Ghostly Prison")
    table.go_to(Step.DECLARE_ATTACKERS)
    assert attackers_decision(table.game) is None
    table.lands(0, "Plains", 1)
    decision = attackers_decision(table.game)
    assert decision is not None and len(decision.options) == 1
    assert "costs {2} to attack" in decision.options[0].label


@kit
def test_ghostly_prison_taxes_only_attacks_on_its_controller(table: Table) -> None:
    """CR 508.1d: "can't attack you": its own controller's attacks cost nothing."""
    table.battlefield(0, "Grizzly Bears", "Ghostly Prison")
    table.lands(0, "Plains", 2)
    table.attack("Grizzly Bears")
    assert table.tapped_count(0, "Plains") == 0
    table.assert_not_logged(rule="508.1h")


@kit
def test_archon_of_absolution_costs_one_per_attacker(table: Table) -> None:
    """CR 508.1g-h: {1} for each creature attacking the Archon's controller."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Archon of Absolution")
    table.attack("Grizzly Bears", "Grizzly Bears#2")
    table.assert_logged(rule="508.1h", contains="the {2} cost to attack")
    assert table.tapped_count(0, "Plains") == 2


def _walker(table: Table) -> None:
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    table.battlefield(1, walker, counters={"loyalty": 3})


@kit
def test_archon_taxes_an_attack_on_its_controllers_planeswalker(table: Table) -> None:
    """CR 508.1g: "you or planeswalkers you control": attacking the Archon's controller's
    planeswalker costs {1} too."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Archon of Absolution")
    _walker(table)
    table.attack("Grizzly Bears", defender="Test Walker")
    table.assert_logged(rule="508.1h", contains="the {1} cost to attack")
    assert table.tapped_count(0, "Plains") == 1


@kit
def test_ghostly_prison_doesnt_tax_an_attack_on_a_planeswalker(table: Table) -> None:
    """CR 508.1g: "can't attack you": a planeswalker of the Prison's controller is attacked
    for nothing."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Ghostly Prison")
    _walker(table)
    table.attack("Grizzly Bears", defender="Test Walker")
    assert table.tapped_count(0, "Plains") == 0
    table.assert_not_logged(rule="508.1h")


@kit
def test_a_requirement_to_attack_does_not_make_its_player_pay(table: Table) -> None:
    """CR 508.1d: Furor of the Bitten's "attacks each combat if able" doesn't oblige its
    controller to pay Ghostly Prison's {2}: declaring no attacker is legal, nothing paid;
    without the Prison the same empty declaration is refused."""
    table.battlefield(0, "Grizzly Bears", "Mountain")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Ghostly Prison")
    table.hand(0, "Furor of the Bitten")
    table.cast("Furor of the Bitten", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    prison = table.find("Ghostly Prison")
    table.game.destroy(prison.id)
    table.assert_illegal(table.attack, rule="508.1d")
    table.game.move(table.find("Ghostly Prison", zone=Zone.GRAVEYARD).id, Zone.BATTLEFIELD,
                    controller=1)
    table.attack()
    assert table.tapped_count(0, "Plains") == 0
    table.assert_logged(rule="508.1", contains="declares no attackers")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
