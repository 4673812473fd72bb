"""Printed cards whose sentence "You create [creature token]" follows another player's
instruction, played (CR 111.2: the token is created under the control of the player the
sentence names, here the spell's controller).

No Way Out: Bob discards two cards, Alice creates a 2/2 black Zombie with decayed (702.147a).
Rat Out: up to one target creature gets -1/-1, Alice creates a 1/1 black Rat with "This token
can't block." The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

NO_WAY_OUT = CardDef(
    name="No Way Out", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target opponent discards two cards. You create a 2/2 black Zombie creature token with "
         "decayed. (It can't block. When it attacks, sacrifice it at end of combat.)")
RAT_OUT = CardDef(
    name="Rat Out", mana_cost="{B}", type_line="Instant",
    text="Up to one target creature gets -1/-1 until end of turn. You create a 1/1 black Rat "
         "creature token with \"This token can't block.\"")

CARDS = (NO_WAY_OUT, RAT_OUT)

kit = pytest.mark.plugins(extra={"you-create-kit": card_pool("you-create-kit", CARDS)})


@kit
def test_no_way_out_bob_discards_alice_gets_a_decayed_zombie(table: Table) -> None:
    """CR 111.2, 701.9a: Bob's two cards to his graveyard; the Zombie is Alice's, with
    decayed; Bob gets no token."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "No Way Out")
    table.hand(1, "Island", "Forest")
    table.cast("No Way Out", targets=["opponent"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == []
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Forest", "Island"]
    assert table.names(Zone.BATTLEFIELD, 0).count("Zombie Token") == 1
    assert "Zombie Token" not in table.names(Zone.BATTLEFIELD, 1)
    assert (table.power("Zombie Token"), table.toughness("Zombie Token")) == (2, 2)
    assert table.has_keyword("Zombie Token", "decayed")


@kit
def test_rat_out_shrinks_bobs_creature_and_alice_gets_a_rat_that_cant_block(
        table: Table) -> None:
    """CR 704.5f: Bob's Memnite (1/1) at -1/-1 dies; Alice's Rat can't block (509.1a)."""
    table.battlefield(1, "Memnite")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Rat Out")
    table.cast("Rat Out", targets=["Memnite"])
    table.resolve()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)
    assert table.names(Zone.BATTLEFIELD, 0).count("Rat Token") == 1
    assert "cant_block" in table.restrictions("Rat Token")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
