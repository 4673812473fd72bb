""""Put a -1/-1 counter on a creature you control" as a cost, played (CR 601.2h, 602.2b,
122.1, 118.3).

Lethal Sting and Scarscale Ritual ("As an additional cost to cast this spell, ..."): the
caster chooses one of their creatures and the counter is put on it as the spell is cast; with
no creature the cost can't be paid and the spell is refused, the game unchanged (732).
Hatchet Bully's "{2}{R}, {T}, Put a -1/-1 counter on a creature you control: ..." may put it
on the Bully itself.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

LETHAL_STING = CardDef(
    name="Lethal Sting", mana_cost="{2}{B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, put a -1/-1 counter on a creature you "
         "control.\nDestroy target creature.")
SCARSCALE_RITUAL = CardDef(
    name="Scarscale Ritual", mana_cost="{1}{U/B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, put a -1/-1 counter on a creature you "
         "control.\nDraw two cards.")
HATCHET_BULLY = CardDef(
    name="Hatchet Bully", mana_cost="{3}{R}", type_line="Creature — Goblin Warrior",
    power="3", toughness="3",
    text="{2}{R}, {T}, Put a -1/-1 counter on a creature you control: This creature deals 2 "
         "damage to any target.")

PRINTED = (LETHAL_STING, SCARSCALE_RITUAL, HATCHET_BULLY)
kit = pytest.mark.plugins(extra={"counter-cost-kit": card_pool("counter-cost-kit", PRINTED)})


def _on(table: Table, name: str) -> Answer:
    return Answer("put_counter", (table.find(name, zone=Zone.BATTLEFIELD).id,))


@kit
def test_lethal_sting_puts_the_counter_then_destroys(table: Table) -> None:
    """CR 601.2h: the counter is on Alice's Bears (now 1/1) once cast; Bob's Wurm is
    destroyed as it resolves; Alice's Lions are untouched."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Lethal Sting")
    table.cast("Lethal Sting", targets=["Craw Wurm"], answers=[_on(table, "Grizzly Bears")])
    bears = table.find("Grizzly Bears")
    assert bears.counters.get("-1/-1") == 1
    assert table.game.power(bears.id) == 1
    assert not table.find("Savannah Lions").counters
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)


@kit
def test_lethal_sting_without_a_creature_is_refused(table: Table) -> None:
    """CR 118.3, 601.2h, 732: Alice controls no creature (Bob's doesn't count): refused,
    the Swamps untapped and the card in her hand."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Lethal Sting")
    table.assert_illegal(table.cast, "Lethal Sting", targets=["Craw Wurm"])
    assert table.tapped_count(0) == 0
    table.assert_zone("Lethal Sting", Zone.HAND)


@kit
def test_scarscale_ritual_kills_a_one_toughness_creature_and_draws_two(table: Table) -> None:
    """CR 601.2h, 704.5f: the counter on Llanowar Elves (1/1) makes it 0/0, put into the
    graveyard; the Ritual draws two cards."""
    table.library(0, *["Wastes"] * 3)
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Island", 2)
    table.hand(0, "Scarscale Ritual")
    table.cast("Scarscale Ritual", answers=[_on(table, "Llanowar Elves")])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD)
    assert len(table.game.objects_in(Zone.HAND, 0)) == 2


@kit
def test_hatchet_bully_may_put_the_counter_on_itself(table: Table) -> None:
    """CR 602.2b, 601.2h: the Bully, tapped, gets the counter (2/2) and deals 2 damage to
    Bob."""
    table.battlefield(0, "Hatchet Bully")
    table.lands(0, "Mountain", 3)
    table.activate("Hatchet Bully", targets=["Bob"], answers=[_on(table, "Hatchet Bully")])
    bully = table.find("Hatchet Bully")
    assert bully.tapped and bully.counters.get("-1/-1") == 1
    table.resolve()
    table.assert_life(1, 18)
    assert table.game.power(bully.id) == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
