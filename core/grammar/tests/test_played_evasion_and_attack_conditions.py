"""Printed evasion and attack conditions, each card cast from its owner's hand and played
(CR 508.1c, 509.1b, 732).

Dread Warlock ("can't be blocked except by black creatures"), Rampaging Ceratops ("... except
by three or more creatures"), Hazy Homunculus ("can't be blocked as long as defending player
controls an untapped land"), Wandering Wolf ("Creatures with power less than this creature's
power can't block it") and Familiar Ground ("Each creature you control can't be blocked by
more than one creature") restrict blocks (509.1b); Goblin Cohort ("can't attack unless you've
cast a creature spell this turn"), Mogg Jailer ("can't attack if defending player controls an
untapped creature with power 2 or less") and Evil Eye of Urborg ("Non-Eye creatures you
control can't attack") restrict attacks (508.1c). A declaration a restriction forbids is
refused naming the rule, the game unchanged (CR 732); the legal one is declared and its
damage dealt (510.1, 510.2).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

DREAD_WARLOCK = CardDef(
    name="Dread Warlock", mana_cost="{1}{B}{B}", type_line="Creature — Human Wizard Warlock",
    text="This creature can't be blocked except by black creatures.", power="2", toughness="2")
RAMPAGING_CERATOPS = CardDef(
    name="Rampaging Ceratops", mana_cost="{4}{R}", type_line="Creature — Dinosaur",
    text="This creature can't be blocked except by three or more creatures.", power="5",
    toughness="4")
HAZY_HOMUNCULUS = CardDef(
    name="Hazy Homunculus", mana_cost="{1}{U}", type_line="Creature — Homunculus Illusion",
    text="This creature can't be blocked as long as defending player controls an untapped "
         "land.", power="1", toughness="1")
WANDERING_WOLF = CardDef(
    name="Wandering Wolf", mana_cost="{1}{G}", type_line="Creature — Wolf",
    text="Creatures with power less than this creature's power can't block it.", power="2",
    toughness="1")
FAMILIAR_GROUND = CardDef(
    name="Familiar Ground", mana_cost="{2}{G}", type_line="Enchantment",
    text="Each creature you control can't be blocked by more than one creature.")
GOBLIN_COHORT = CardDef(
    name="Goblin Cohort", mana_cost="{R}", type_line="Creature — Goblin Warrior",
    text="This creature can't attack unless you've cast a creature spell this turn.",
    power="2", toughness="2")
MOGG_JAILER = CardDef(
    name="Mogg Jailer", mana_cost="{1}{R}", type_line="Creature — Goblin",
    text="This creature can't attack if defending player controls an untapped creature with "
         "power 2 or less.", power="2", toughness="2")
EVIL_EYE_OF_URBORG = CardDef(
    name="Evil Eye of Urborg", mana_cost="{4}{B}", type_line="Creature — Eye",
    text="Non-Eye creatures you control can't attack.\nWhenever this creature becomes "
         "blocked by a creature, destroy that creature.", power="6", toughness="3")
WALKING_CORPSE = CardDef(
    name="Walking Corpse", mana_cost="{1}{B}", type_line="Creature — Zombie", text="",
    power="2", toughness="2")

CARDS = (DREAD_WARLOCK, RAMPAGING_CERATOPS, HAZY_HOMUNCULUS, WANDERING_WOLF, FAMILIAR_GROUND,
         GOBLIN_COHORT, MOGG_JAILER, EVIL_EYE_OF_URBORG, WALKING_CORPSE)
kit = pytest.mark.plugins(extra={"evasion-cast-kit": card_pool("evasion-cast-kit", CARDS)})


def _ids(table: Table, player: int, *names: str) -> list[str]:
    return [f"{o.card.name}#{o.id}" for o in table.battlefield(player, *names)]


@kit
def test_dread_warlock_is_blocked_only_by_a_black_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b, 105.2: the cast Warlock attacks; Bob's green Grizzly Bears blocking it is
    refused, the game unchanged; his black Walking Corpse blocks it and both die (510.2)."""
    cast_and_resolve(table, "Dread Warlock", {"Swamp": 3})
    table.battlefield(1, "Grizzly Bears", "Walking Corpse")
    next_turn(table, 2)
    table.attack("Dread Warlock")
    assert table.blocks_offered() == {("Walking Corpse", "Dread Warlock")}
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Dread Warlock"}, rule="509.1")
    assert "except by black creature" in str(exc)
    table.block({"Walking Corpse": "Dread Warlock"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Dread Warlock", Zone.GRAVEYARD, 0)
    table.assert_zone("Walking Corpse", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@kit
def test_rampaging_ceratops_needs_three_blockers(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: two Bears blocking the cast Ceratops are refused, the game unchanged;
    three block it, none of its 5 damage reaches Bob (510.1c) and it dies (704.5g)."""
    a, b, c = _ids(table, 1, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    cast_and_resolve(table, "Rampaging Ceratops", {"Mountain": 5})
    next_turn(table, 2)
    table.attack("Rampaging Ceratops")
    exc = table.assert_illegal(
        table.block, {a: "Rampaging Ceratops", b: "Rampaging Ceratops"}, rule="509.1")
    assert "three or more creatures" in str(exc)
    table.block({a: "Rampaging Ceratops", b: "Rampaging Ceratops", c: "Rampaging Ceratops"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    table.assert_zone("Rampaging Ceratops", Zone.GRAVEYARD, 0)


@kit
def test_hazy_homunculus_is_unblockable_while_an_untapped_land_is_there(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b, 611.3a: Bob controls an untapped Swamp: Grizzly Bears blocking the cast
    Homunculus is refused and its 1 damage reaches him; next attack, his Swamp tapped, the
    Bears may block it and it dies."""
    cast_and_resolve(table, "Hazy Homunculus", {"Island": 2})
    table.battlefield(1, "Grizzly Bears")
    (swamp,) = table.lands(1, "Swamp", 1)
    next_turn(table, 2)
    table.attack("Hazy Homunculus")
    assert table.blocks_offered() == set()
    table.assert_illegal(table.block, {"Grizzly Bears": "Hazy Homunculus"}, rule="509.1")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
    next_turn(table, 2)
    table.game.tap(swamp.id)
    table.attack("Hazy Homunculus")
    assert table.blocks_offered() == {("Grizzly Bears", "Hazy Homunculus")}
    table.block({"Grizzly Bears": "Hazy Homunculus"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Hazy Homunculus", Zone.GRAVEYARD, 0)
    table.assert_life(1, 19)


@kit
def test_wandering_wolf_cant_be_blocked_by_a_smaller_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: Llanowar Elves (power 1, less than the Wolf's 2) blocking it is refused,
    the game unchanged; Grizzly Bears (power 2, not less) blocks it and the Wolf dies."""
    cast_and_resolve(table, "Wandering Wolf", {"Forest": 2})
    table.battlefield(1, "Llanowar Elves", "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Wandering Wolf")
    assert table.blocks_offered() == {("Grizzly Bears", "Wandering Wolf")}
    table.assert_illegal(table.block, {"Llanowar Elves": "Wandering Wolf"}, rule="509.1")
    table.block({"Grizzly Bears": "Wandering Wolf"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Wandering Wolf", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)


@kit
def test_familiar_ground_allows_one_blocker_per_attacker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: with the cast Familiar Ground, two Bears blocking Alice's one Hill Giant
    are refused, the game unchanged; one Bears blocks it and dies, the Giant lives (3/3
    dealt 2)."""
    cast_and_resolve(table, "Familiar Ground", {"Forest": 3})
    table.battlefield(0, "Hill Giant")
    a, b = _ids(table, 1, "Grizzly Bears", "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Hill Giant")
    exc = table.assert_illegal(table.block, {a: "Hill Giant", b: "Hill Giant"}, rule="509.1")
    assert "more than one creature" in str(exc)
    table.block({a: "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@kit
def test_familiar_ground_doesnt_limit_the_opponents_attackers(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: "each creature you control": Bob's attacking Hill Giant may be blocked by
    Alice's two Bears."""
    cast_and_resolve(table, "Familiar Ground", {"Forest": 3})
    a, b = _ids(table, 0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    next_turn(table, 1)
    table.attack("Hill Giant")
    table.block({a: "Hill Giant", b: "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_goblin_cohort_attacks_only_after_a_creature_spell(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1c: on a turn Alice has cast no creature spell its attack is refused, the game
    unchanged; once she casts Llanowar Elves that turn (601.2), it attacks for 2."""
    cast_and_resolve(table, "Goblin Cohort", {"Mountain": 1})
    next_turn(table, 2)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Goblin Cohort", rule="508.1")
    table.assert_life(1, 20)
    next_turn(table, 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Llanowar Elves")
    table.cast("Llanowar Elves")
    table.resolve()
    table.attack("Goblin Cohort")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


@kit
def test_mogg_jailer_cant_attack_past_an_untapped_small_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1c: Bob controls an untapped Llanowar Elves (power 1): the cast Jailer's attack
    is refused, the game unchanged; the Elves tapped, it attacks, and Bob's untapped Hill
    Giant (power 3) doesn't stop it."""
    cast_and_resolve(table, "Mogg Jailer", {"Mountain": 2})
    (elves,) = table.battlefield(1, "Llanowar Elves")
    table.battlefield(1, "Hill Giant")
    next_turn(table, 2)
    table.assert_illegal(table.attack, "Mogg Jailer", rule="508.1")
    table.game.tap(elves.id)
    table.attack("Mogg Jailer")
    assert table.game.is_attacking(table.find("Mogg Jailer").id)


@kit
def test_evil_eye_of_urborg_stops_non_eye_attackers_only(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1c: with the cast Evil Eye, Alice's Grizzly Bears attacking is refused, the
    game unchanged; the Eye itself attacks for 6. Bob's creatures may still attack."""
    cast_and_resolve(table, "Evil Eye of Urborg", {"Swamp": 5})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    next_turn(table, 1)
    table.attack("Savannah Lions")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)
    next_turn(table, 1)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Grizzly Bears", "Evil Eye of Urborg", rule="508.1")
    table.attack("Evil Eye of Urborg")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
