""""Whenever ~ attacks and isn't blocked, defending player gets a poison counter", played
from a printed card (CR 509.3g, 506.2, 508.5, 122.1f).

Crypt Cobra: unblocked, the player it attacks gets a poison counter (not its controller);
blocked, the ability doesn't trigger. Destroyed with its trigger on the stack, the player it
attacked still gets the counter (508.5: the defending player is the one it was attacking).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CRYPT_COBRA = CardDef(
    name="Crypt Cobra", mana_cost="{3}{B}", type_line="Creature — Snake",
    text="Whenever this creature attacks and isn't blocked, defending player gets a poison "
         "counter. (A player with ten or more poison counters loses the game.)",
    power="3", toughness="3")

CARDS = (CRYPT_COBRA,)
kit = pytest.mark.plugins(extra={"unblocked-kit": card_pool("unblocked-kit", CARDS)})


@kit
def test_crypt_cobra_unblocked_gives_the_defending_player_a_poison_counter(
        table: Table) -> None:
    """CR 509.3g, 506.2: no blocker declared: the player attacked gets a poison counter
    (122.1f), its controller none; combat damage is dealt as usual."""
    table.battlefield(0, "Crypt Cobra")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Crypt Cobra")
    table.block({})
    table.resolve()
    assert (table.game.player(1).poison, table.game.player(0).poison) == (1, 0)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)


@kit
def test_crypt_cobra_blocked_gives_no_counter(table: Table) -> None:
    """CR 509.3g: a blocked creature's "attacks and isn't blocked" doesn't trigger."""
    table.battlefield(0, "Crypt Cobra")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Crypt Cobra")
    table.block({"Grizzly Bears": "Crypt Cobra"})
    table.go_to(Step.MAIN2)
    assert table.game.player(1).poison == 0


@kit
def test_crypt_cobra_destroyed_in_response_still_poisons_the_player_it_attacked(
        table: Table) -> None:
    """CR 508.5: the defending player is the player it was attacking once it has left
    combat: the counter is still given as the ability resolves (608.2b)."""
    table.battlefield(0, "Crypt Cobra")
    table.attack("Crypt Cobra")
    table.block({})
    table.game.destroy(table.find("Crypt Cobra").id)  # in response to the trigger
    table.assert_zone("Crypt Cobra", "graveyard")
    table.resolve()
    assert table.game.player(1).poison == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
