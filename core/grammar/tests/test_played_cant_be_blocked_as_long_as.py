"""Printed "This creature can't be blocked as long as defending player controls an
artifact.", played (CR 509.1b, 611.3a, 506.2).

Bouncing Beebles: the restriction holds only while the player it attacks controls an
artifact; an artifact of its own controller does not count. Blocked when Bob has none,
unblockable when Bob has Bonesplitter (the block refused, the game unchanged, CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

BOUNCING_BEEBLES = CardDef(
    name="Bouncing Beebles", mana_cost="{2}{U}", type_line="Creature — Beeble",
    text="This creature can't be blocked as long as defending player controls an artifact.",
    power="2", toughness="2")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}",
                       type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")

CARDS = (BOUNCING_BEEBLES, BONESPLITTER)
kit = pytest.mark.plugins(extra={"beebles-kit": card_pool("beebles-kit", CARDS)})


@kit
def test_bouncing_beebles_may_be_blocked_when_defending_player_has_no_artifact(
        table: Table) -> None:
    """CR 611.3a: Alice's own Bonesplitter does not count; Bob's Grizzly Bears may block."""
    assert table.game.rules.card("Bouncing Beebles").playable
    table.battlefield(0, "Bouncing Beebles", "Bonesplitter")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Bouncing Beebles")
    assert table.blocks_offered() == {("Grizzly Bears", "Bouncing Beebles")}
    table.block({"Grizzly Bears": "Bouncing Beebles"})


@kit
def test_bouncing_beebles_cant_be_blocked_when_defending_player_has_an_artifact(
        table: Table) -> None:
    """CR 509.1b, 506.2: Bob, the defending player, controls Bonesplitter: no block is
    offered and the block is refused, the game unchanged (732)."""
    table.battlefield(0, "Bouncing Beebles")
    table.battlefield(1, "Grizzly Bears", "Bonesplitter")
    table.attack("Bouncing Beebles")
    assert table.blocks_offered() == set()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.block({"Grizzly Bears": "Bouncing Beebles"})
    assert table.game.to_json() == before


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
