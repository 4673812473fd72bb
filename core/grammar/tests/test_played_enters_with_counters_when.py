"""Printed creatures that enter with counters for each colour spent or if their controller
attacked this turn, cast and played (CR 614.1c, 107.3c, 601.2h, 508.1a, 508.4).

Converge: Tajuru Stalwart ({2}{G}) paid with three colours enters with three +1/+1 counters,
paid with Forests alone with one; Glinting Creeper ("two +1/+1 counters ... for each color")
twice as many. Raid: Goblin Boarders cast before combat enters without its counter, cast
after its controller declared an attacker with it; declaring no attackers is no attack, and a
new turn starts again from none. The cards come with their exact Oracle definitions (the
corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TAJURU_STALWART = CardDef(
    name="Tajuru Stalwart", mana_cost="{2}{G}", type_line="Creature — Elf Scout Ally",
    text="Converge — This creature enters with a +1/+1 counter on it for each color of mana "
         "spent to cast it.", power="0", toughness="1")
GLINTING_CREEPER = CardDef(
    name="Glinting Creeper", mana_cost="{4}{G}", type_line="Creature — Plant",
    text="Converge — This creature enters with two +1/+1 counters on it for each color of mana "
         "spent to cast it.\nThis creature can't be blocked by creatures with power 2 or less.",
    power="0", toughness="0")
GOBLIN_BOARDERS = CardDef(
    name="Goblin Boarders", mana_cost="{2}{R}", type_line="Creature — Goblin Pirate",
    text="Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.",
    power="3", toughness="2")

CARDS = (TAJURU_STALWART, GLINTING_CREEPER, GOBLIN_BOARDERS)

kit = pytest.mark.plugins(extra={"enters-with-when-kit": card_pool("enters-with-when-kit", CARDS)})


@kit
@pytest.mark.parametrize(("lands", "counters"), [
    (("Forest", "Island", "Plains"), 3), (("Forest", "Forest", "Island"), 2),
    (("Forest", "Forest", "Forest"), 1), (("Forest", "Wastes", "Wastes"), 1)])
def test_tajuru_stalwart_counts_the_colors_spent(table: Table, lands: tuple[str, ...],
                                                 counters: int) -> None:
    """CR 601.2h, 106.1: each colour spent counts once; colorless mana is no colour."""
    table.battlefield(0, *lands)
    table.hand(0, "Tajuru Stalwart")
    table.cast("Tajuru Stalwart")
    table.resolve()
    table.assert_counters("Tajuru Stalwart", "+1/+1", counters)
    assert (table.power("Tajuru Stalwart"), table.toughness("Tajuru Stalwart")) == (
        counters, 1 + counters)
    table.assert_logged(rule="614.1c", contains="for each color of mana spent")


@kit
def test_glinting_creeper_enters_with_two_for_each_color(table: Table) -> None:
    """CR 107.3c: "two ... counters for each color": twice the colours spent (three: six)."""
    table.battlefield(0, "Forest", "Island", "Swamp", "Wastes", "Wastes")
    table.hand(0, "Glinting Creeper")
    table.cast("Glinting Creeper")
    table.resolve()
    table.assert_counters("Glinting Creeper", "+1/+1", 6)
    assert table.power("Glinting Creeper") == 6


@kit
def test_converge_put_onto_the_battlefield_uncast_gets_no_counter(table: Table) -> None:
    """CR 601.2h: a permanent not cast had no mana spent to cast it: no counters (122.1)."""
    stalwart = table.put("Tajuru Stalwart", Zone.GRAVEYARD, 0)
    table.game.move(stalwart.id, Zone.BATTLEFIELD, controller=0)
    table.assert_zone("Tajuru Stalwart", Zone.BATTLEFIELD, 0)
    table.assert_counters("Tajuru Stalwart", "+1/+1", 0)


def boarders(table: Table) -> list[int]:
    """The +1/+1 counters on each Goblin Boarders on the battlefield, in the order they came."""
    return [o.counters.get("+1/+1", 0) for o in table.game.objects_in(Zone.BATTLEFIELD)
            if o.card.name == "Goblin Boarders"]


@kit
def test_goblin_boarders_before_combat_has_no_counter(table: Table) -> None:
    """CR 614.1c: nobody attacked yet this turn: it enters as a 3/2."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Goblin Boarders")
    table.cast("Goblin Boarders")
    table.resolve()
    table.assert_counters("Goblin Boarders", "+1/+1", 0)
    assert table.power("Goblin Boarders") == 3


@kit
def test_goblin_boarders_after_an_attack_enters_with_its_counter(table: Table) -> None:
    """CR 508.1a: its controller declared an attacker this turn: a +1/+1 counter (614.1c);
    on the next turn, no attack yet, the next one enters without it."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 6)
    table.hand(0, "Goblin Boarders", "Goblin Boarders")
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    assert table.game.attacked_this_turn(0) and not table.game.attacked_this_turn(1)
    table.cast("Goblin Boarders")
    table.resolve()
    assert boarders(table) == [1]
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 2)
    assert not table.game.attacked_this_turn(0)
    table.cast("Goblin Boarders")
    table.resolve()
    assert boarders(table) == [1, 0]


@kit
def test_goblin_boarders_declaring_no_attacker_is_no_attack(table: Table) -> None:
    """CR 508.1a: a declare attackers step with no attacker chosen: nobody attacked."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Goblin Boarders")
    table.attack()
    table.go_to(Step.MAIN2)
    table.cast("Goblin Boarders")
    table.resolve()
    table.assert_counters("Goblin Boarders", "+1/+1", 0)


@kit
def test_an_opponents_attack_is_not_yours(table: Table) -> None:
    """CR 614.12: "you" is the player it enters under the control of: an opponent's attack
    this turn gives no counter (Goblin Boarders put onto the battlefield by its owner)."""
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    boarders = table.put("Goblin Boarders", Zone.GRAVEYARD, 1)
    table.game.move(boarders.id, Zone.BATTLEFIELD, controller=1)
    table.assert_counters("Goblin Boarders", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
