"""Printed "If [source] would deal combat / noncombat damage to [recipients], it deals double
that damage to [them] instead", played (CR 614.1a, 510.2, 609.7c).

Charging Tuskodon: its own combat damage to a player is doubled (Bob loses 8), not its combat
damage to a blocking creature (4 to the wall). Solphim: noncombat damage from a source Alice
controls to Bob or his permanents is doubled (Shock: 4 to Bob), not to Alice's own wall, nor
Solphim's combat damage to Bob (5). Blind Fury: combat damage to a creature this turn is
doubled, combat damage to a player not.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CHARGING_TUSKODON = CardDef(
    name="Charging Tuskodon", mana_cost="{3}{R}{R}", type_line="Creature — Dinosaur",
    power="4", toughness="4",
    text="Trample\nIf this creature would deal combat damage to a player, it deals double "
         "that damage to that player instead.")
SOLPHIM = CardDef(
    name="Solphim, Mayhem Dominus", mana_cost="{2}{R}{R}",
    type_line="Legendary Creature — Phyrexian Horror", power="5", toughness="4",
    text="If a source you control would deal noncombat damage to an opponent or a permanent "
         "an opponent controls, it deals double that damage to that player or permanent "
         "instead.\n{1}{R/P}{R/P}, Discard two cards: Put an indestructible counter on "
         "Solphim. ({R/P} can be paid with either {R} or 2 life.)")
BLIND_FURY = CardDef(
    name="Blind Fury", mana_cost="{2}{R}{R}", type_line="Instant",
    text="All creatures lose trample until end of turn. If a creature would deal combat "
         "damage to a creature this turn, it deals double that damage to that creature "
         "instead.")
TOUGH_WALL = CardDef(
    name="Tough Test Wall", mana_cost="{4}", type_line="Artifact Creature — Wall", power="0",
    toughness="9")

PRINTED = (CHARGING_TUSKODON, SOLPHIM, BLIND_FURY)
kit = pytest.mark.plugins(extra={"combat-damage-modification-kit": card_pool(
    "combat-damage-modification-kit", (*PRINTED, TOUGH_WALL))})


@kit
def test_charging_tuskodon_doubles_its_combat_damage_to_a_player(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    cast_and_resolve(table, "Charging Tuskodon", {"Mountain": 5})
    next_turn(table, 2)
    table.attack("Charging Tuskodon")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)
    table.assert_logged(rule="614.1a")


@kit
def test_charging_tuskodon_doesnt_double_its_combat_damage_to_a_blocker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """Blocked by the 0/9 wall, all 4 is assigned to it (no excess to trample over): 4."""
    cast_and_resolve(table, "Charging Tuskodon", {"Mountain": 5})
    table.battlefield(1, "Tough Test Wall")
    next_turn(table, 2)
    table.attack("Charging Tuskodon")
    table.block({"Tough Test Wall": "Charging Tuskodon"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Tough Test Wall").damage == 4
    table.assert_life(1, 20)


def _shock(table: Table, target: str) -> None:
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()


@kit
def test_solphim_doubles_noncombat_damage_to_an_opponent(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    cast_and_resolve(table, "Solphim, Mayhem Dominus", {"Mountain": 4})
    _shock(table, "Bob")
    table.assert_life(1, 16)


@kit
def test_solphim_doesnt_double_damage_to_alices_own_permanent(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    cast_and_resolve(table, "Solphim, Mayhem Dominus", {"Mountain": 4})
    table.battlefield(0, "Tough Test Wall")
    _shock(table, "Tough Test Wall")
    assert table.find("Tough Test Wall").damage == 2


@kit
def test_solphim_doesnt_double_its_combat_damage(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    cast_and_resolve(table, "Solphim, Mayhem Dominus", {"Mountain": 4})
    next_turn(table, 2)
    table.attack("Solphim, Mayhem Dominus")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


@kit
def test_blind_fury_doubles_combat_damage_to_a_creature_not_to_a_player(
        table: Table, next_turn: Callable[..., None]) -> None:
    """Grizzly Bears blocked by the wall deal it 4; the unblocked Hill Giant deals Bob 3."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Tough Test Wall")
    next_turn(table, 2)
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Tough Test Wall": "Grizzly Bears"})
    table.mana(0, "RRCC")
    table.hand(0, "Blind Fury")
    table.cast("Blind Fury")
    table.resolve_all()
    table.assert_zone("Blind Fury", Zone.GRAVEYARD, 0)
    table.go_to(Step.END_COMBAT)
    assert table.find("Tough Test Wall").damage == 4
    table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
