""""Whenever a creature blocks this turn, ..." played (CR 603.7a-c, 509.3a).

Battle Cry ("Untap all white creatures you control. Whenever a creature blocks this turn, it
gets +0/+1 until end of turn."), cast in its controller's precombat main phase: each creature
declared as a blocker this turn gets +0/+1 (every one, not only the first: 603.7b, a stated
duration); a creature that doesn't block gets nothing; the next turn nothing triggers.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BATTLE_CRY = CardDef(
    name="Battle Cry", mana_cost="{2}{W}", type_line="Instant",
    text="Untap all white creatures you control.\nWhenever a creature blocks this turn, it "
         "gets +0/+1 until end of turn.")

WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")
ELVES = CardDef(name="Llanowar Elves", mana_cost="{G}", type_line="Creature — Elf Druid",
                text="{T}: Add {G}.", power="1", toughness="1")

CARDS = (BATTLE_CRY, WIND_DRAKE, ELVES)
kit = pytest.mark.plugins(extra={"battle-cry-kit": card_pool("battle-cry-kit", CARDS)})


def _battle_cry(table: Table) -> None:
    table.mana(0, "WWW")
    table.hand(0, "Battle Cry")
    table.cast("Battle Cry")
    table.resolve()


@kit
def test_each_blocker_this_turn_gets_plus_zero_plus_one(table: Table) -> None:
    """CR 603.7b, 509.3a: Bob's two blockers each get +0/+1: Savannah Lions 2/2 (dies to the
    Bears' 2), Giant Spider 2/5; Wind Drake, not blocking, stays 2/2."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Savannah Lions", "Giant Spider", "Wind Drake")
    _battle_cry(table)
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Savannah Lions": "Grizzly Bears", "Giant Spider": "Hill Giant"})
    table.resolve_all()
    assert table.toughness("Savannah Lions") == 2
    assert table.toughness("Giant Spider") == 5
    assert table.toughness("Wind Drake") == 2
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    assert table.find("Giant Spider").damage == 3


@kit
def test_the_bonus_saves_a_blocker(table: Table) -> None:
    """Savannah Lions (2/1, then 2/2) block Llanowar Elves (1/1) and survive its 1 damage."""
    table.battlefield(0, "Llanowar Elves")
    table.battlefield(1, "Savannah Lions")
    _battle_cry(table)
    table.attack("Llanowar Elves")
    table.block({"Savannah Lions": "Llanowar Elves"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 1)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 0)


@kit
def test_next_turn_a_block_gets_nothing(table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.7b: "this turn": on Bob's turn Alice's Hill Giant blocks and stays 3/3."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    _battle_cry(table)
    next_turn(table, 1)
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.resolve_all()
    assert table.toughness("Hill Giant") == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
