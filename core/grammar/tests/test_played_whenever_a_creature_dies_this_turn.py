""""Whenever a [nontoken] creature [you control] dies this turn, ..." played (CR 603.7a-c,
700.4, 603.10a).

Death Frenzy: Alice's and Bob's Grizzly Bears die to the -2/-2 (two deaths: Alice gains 2);
Hill Giant survives; a creature Bolted this turn afterwards gains her 1 more, and one dying
next turn none. Gnawing Crescendo: Alice's Bears dying to a Bolt make her a 1/1 Rat; Bob's
Bears dying make none.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEATH_FRENZY = CardDef(
    name="Death Frenzy", mana_cost="{3}{B}{G}", type_line="Sorcery",
    text="All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you "
         "gain 1 life.")
GNAWING_CRESCENDO = CardDef(
    name="Gnawing Crescendo", mana_cost="{2}{R}", type_line="Instant",
    text="Creatures you control get +2/+0 until end of turn. Whenever a nontoken creature you "
         "control dies this turn, create a 1/1 black Rat creature token with \"This token "
         "can't block.\"")

CARDS = (DEATH_FRENZY, GNAWING_CRESCENDO)
kit = pytest.mark.plugins(extra={"dies-turn-kit": card_pool("dies-turn-kit", CARDS)})


def _bolt(table: Table, target: str, player: int = 0) -> None:
    table.mana(player, "R")
    table.hand(player, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()
    table.resolve_all()


@kit
def test_each_creature_dying_this_turn_gains_a_life(table: Table) -> None:
    """CR 603.7b: two Bears die: +2; Hill Giant (1/1 now) Bolted later this turn: +1."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "BBBGG")
    table.hand(0, "Death Frenzy")
    table.cast("Death Frenzy")
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Death Frenzy", "Grizzly Bears"]
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 22)
    _bolt(table, "Hill Giant")
    table.assert_life(0, 23)


@kit
def test_a_creature_dying_next_turn_gains_nothing(table: Table) -> None:
    """The near miss (603.7b: "this turn"): Bob's Hill Giant Bolted on his turn: no life."""
    table.battlefield(1, "Hill Giant")
    table.mana(0, "BBBGG")
    table.hand(0, "Death Frenzy")
    table.cast("Death Frenzy")
    table.resolve()
    table.set_turn(active=1, turn=2)
    _bolt(table, "Hill Giant", player=1)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)


@kit
def test_your_nontoken_creature_dying_makes_a_rat(table: Table) -> None:
    """CR 603.10a: Alice's Bears Bolted: a 1/1 Rat; Bob's Bears Bolted: none."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "RRR")
    table.hand(0, "Gnawing Crescendo")
    table.cast("Gnawing Crescendo")
    table.resolve()
    _bolt(table, table.ids(["Grizzly Bears"], player=1)[0])
    assert [n for n in table.names(Zone.BATTLEFIELD, 0) if "Rat" in n] == []
    _bolt(table, table.ids(["Grizzly Bears"], player=0)[0])
    rats = [n for n in table.names(Zone.BATTLEFIELD, 0) if "Rat" in n]
    assert len(rats) == 1
    assert (table.power(rats[0]), table.toughness(rats[0])) == (1, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
