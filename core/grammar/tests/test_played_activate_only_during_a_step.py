""""Activate only during any upkeep step." (Dwarven Armory), "Any player may activate this
ability but only during any upkeep step." (Infinite Hourglass) and "Activate only during an
opponent's turn." (Lavinia, Foil to Conspiracy), played (CR 602.5b, 503, 602.2, 500.1).

Each is activated at the moment its words name, whoever's turn it is for "any upkeep
step", and refused at any other (the game unchanged, 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

DWARVEN_ARMORY = CardDef(
    name="Dwarven Armory", mana_cost="{2}{R}{R}", type_line="Enchantment",
    text="{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate only during "
         "any upkeep step.")
INFINITE_HOURGLASS = CardDef(
    name="Infinite Hourglass", mana_cost="{4}", type_line="Artifact",
    text="At the beginning of your upkeep, put a time counter on this artifact.\nAll creatures "
         "get +1/+0 for each time counter on this artifact.\n{3}: Remove a time counter from "
         "this artifact. Any player may activate this ability but only during any upkeep step.")
LAVINIA = CardDef(
    name="Lavinia, Foil to Conspiracy", mana_cost="{1}{W/U}{W/U}",
    type_line="Legendary Creature — Human Detective", power="2", toughness="3",
    text="Vigilance\nWhenever you cast your second spell each turn, investigate. (Create a Clue "
         "token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")\n{T}: Add "
         "{C}{C}. Activate only during an opponent's turn.")

LESSER_WEREWOLF = CardDef(
    name="Lesser Werewolf", mana_cost="{3}{B}", type_line="Creature — Werewolf", power="2",
    toughness="4",
    text="{B}: If this creature's power is 1 or more, it gets -1/-0 until end of turn and put "
         "a -0/-1 counter on target creature blocking or blocked by this creature. Activate "
         "only during the declare blockers step.")

PRINTED = (DWARVEN_ARMORY, INFINITE_HOURGLASS, LAVINIA, LESSER_WEREWOLF)
kit = pytest.mark.plugins(extra={"step-kit": card_pool("step-kit", PRINTED)})


def _armory(table: Table) -> None:
    table.activate("Dwarven Armory", targets=["Grizzly Bears"],
                   answers=[Answer("sacrifice", table.ids(["Swamp"], zone=Zone.BATTLEFIELD))])


@kit
def test_armory_in_an_opponents_upkeep(table: Table) -> None:
    """CR 602.5b, 503: in Alice's main phase refused (732: no land sacrificed); in Bob's
    upkeep, Alice with priority pays {2} and a Swamp: the Bears get a +2/+2 counter."""
    table.battlefield(0, "Dwarven Armory", "Grizzly Bears", "Swamp")
    table.lands(0, "Mountain", 2)
    table.assert_illegal(_armory, table, rule="602.5b")
    table.assert_zone("Swamp", Zone.BATTLEFIELD)
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)
    table.pass_priority()
    assert table.game.pending().player == 0
    _armory(table)
    table.resolve()
    bears = table.find("Grizzly Bears")
    assert bears.counters.get("+2/+2") == 1
    assert table.game.power(bears.id) == 4
    table.assert_zone("Swamp", Zone.GRAVEYARD)


@kit
def test_hourglass_any_player_in_an_upkeep_only(table: Table) -> None:
    """CR 602.2, 602.5b: Bob activates Alice's Hourglass in his upkeep: a time counter
    removed, the Bears +1/+0 less; in his main phase he is refused (732)."""
    table.battlefield(0, "Infinite Hourglass", counters={"time": 2})
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.lands(1, "Swamp", 6)
    bears = table.find("Grizzly Bears")
    assert table.game.power(bears.id) == 4
    table.assert_illegal(table.activate, "Infinite Hourglass", rule="602.5b")
    assert table.tapped_count(1) == 0
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)
    table.activate("Infinite Hourglass")
    table.resolve()
    assert table.find("Infinite Hourglass").counters.get("time") == 1
    assert table.game.power(bears.id) == 3
    assert table.tapped_count(1) == 3


def _lavinia(table: Table) -> None:
    lavinia = table.find("Lavinia, Foil to Conspiracy", zone=Zone.BATTLEFIELD)
    index = next(i for i, a in enumerate(table.game.chars(lavinia.id).abilities)
                 if getattr(a, "is_mana_ability", False))
    table.game.act(ActivateAbility(lavinia.id, index, lavinia.card.name))


@kit
def test_lavinia_adds_two_colorless_in_an_opponents_turn_only(table: Table) -> None:
    """CR 602.5b, 605.1a: in Alice's own turn refused, Lavinia untapped; in Bob's turn {C}{C}
    is added."""
    table.battlefield(0, "Lavinia, Foil to Conspiracy")
    table.assert_illegal(_lavinia, table, rule="602.5b")
    assert not table.find("Lavinia, Foil to Conspiracy").tapped
    table.set_turn(active=1, turn=2)
    table.pass_priority()
    _lavinia(table)
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["C", "C"]


@kit
def test_lesser_werewolf_only_in_the_declare_blockers_step(table: Table) -> None:
    """CR 602.5b, 509: in the main phase refused (732: the Swamp untapped); blocked by
    Bob's Bears, in the declare blockers step it gets -1/-0 and the Bears a -0/-1 counter."""
    table.battlefield(0, "Lesser Werewolf")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.assert_illegal(table.activate, "Lesser Werewolf", targets=["Grizzly Bears"],
                         rule="602.5b")
    assert table.tapped_count(0) == 0
    table.attack("Lesser Werewolf")
    table.block({"Grizzly Bears": "Lesser Werewolf"})
    assert table.game.state.turn.step is Step.DECLARE_BLOCKERS
    table.activate("Lesser Werewolf", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.power(table.find("Lesser Werewolf").id) == 1
    assert table.find("Grizzly Bears").counters.get("-0/-1") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
