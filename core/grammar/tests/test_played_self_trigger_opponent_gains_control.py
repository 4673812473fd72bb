"""Printed "When/Whenever ~ [does something], target opponent gains control of it." (Sleeper
Agent, Goblin Cadets), played (CR 603.2, 613.1b, 611.2a, 115.1, 506.4).

"It" is the source itself, the permanent whose own event triggered the ability: Sleeper Agent
enters under Alice and Bob, the target opponent, controls it from then on (it then damages
him in his upkeep); Goblin Cadets blocking or becoming blocked goes to the target opponent
and is removed from combat (506.4), so it deals and is dealt no combat damage.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SLEEPER_AGENT = CardDef(
    name="Sleeper Agent", mana_cost="{B}", type_line="Creature — Phyrexian Minion", power="3",
    toughness="3",
    text="When this creature enters, target opponent gains control of it.\nAt the beginning "
         "of your upkeep, this creature deals 2 damage to you.")
GOBLIN_CADETS = CardDef(
    name="Goblin Cadets", mana_cost="{R}", type_line="Creature — Goblin", power="2",
    toughness="1",
    text="Whenever this creature blocks or becomes blocked, target opponent gains control of "
         "it. (This removes this creature from combat.)")

CARDS = (SLEEPER_AGENT, GOBLIN_CADETS)
kit = pytest.mark.plugins(extra={"gains-control-of-it-kit": card_pool("gains-control-of-it-kit",
                                                                        CARDS)})


@kit
def test_sleeper_agent_goes_to_bob_and_damages_him(table: Table) -> None:
    """CR 613.1b, 611.2a: cast by Alice, it enters and Bob controls it indefinitely; in his
    upkeep its "you" is Bob (109.5): he is dealt 2, Alice none."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Sleeper Agent")
    table.cast("Sleeper Agent")
    table.resolve()  # the creature spell
    assert len(table.names(Zone.STACK)) == 1  # its enters trigger
    table.resolve()
    agent = table.find("Sleeper Agent")
    assert table.game.controller(agent.id) == 1
    assert "Sleeper Agent" in table.names(Zone.BATTLEFIELD, 1)
    table.library(1, "Forest")
    table.next_turn()  # Bob's turn, past his upkeep
    assert table.life(1) == 18
    assert table.life(0) == 20
    assert table.game.controller(agent.id) == 1


@kit
def test_goblin_cadets_blocked_goes_to_bob_and_leaves_combat(table: Table) -> None:
    """CR 506.4: Alice's Cadets, blocked by Bob's Bears, become Bob's and leave combat: no
    combat damage either way; Alice is dealt none and the Cadets survive."""
    table.battlefield(0, "Goblin Cadets")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Goblin Cadets")
    table.block({"Grizzly Bears": "Goblin Cadets"})
    table.resolve_all()
    cadets = table.find("Goblin Cadets")
    assert table.game.controller(cadets.id) == 1
    assert not table.game.is_attacking(cadets.id)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Goblin Cadets", Zone.BATTLEFIELD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.life(1) == 20 and table.life(0) == 20


@kit
def test_goblin_cadets_blocking_goes_to_the_attacker(table: Table) -> None:
    """CR 603.2, 506.4: Bob's Cadets block Alice's Bears: Alice gains control of them, they
    leave combat; the Bears stay blocked (509.1h) and deal no damage to Bob."""
    table.battlefield(1, "Goblin Cadets")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.block({"Goblin Cadets": "Grizzly Bears"})
    table.resolve_all()
    cadets = table.find("Goblin Cadets")
    assert table.game.controller(cadets.id) == 0
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Goblin Cadets", Zone.BATTLEFIELD, 0)
    assert table.life(1) == 20


@kit
def test_goblin_cadets_unblocked_stay_alices(table: Table) -> None:
    """CR 603.2: attacking unblocked is neither blocking nor becoming blocked: no trigger."""
    table.battlefield(0, "Goblin Cadets")
    table.attack("Goblin Cadets")
    table.block({})
    table.go_to(Step.END_COMBAT)
    cadets = table.find("Goblin Cadets")
    assert table.game.controller(cadets.id) == 0
    assert table.life(1) == 18


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
