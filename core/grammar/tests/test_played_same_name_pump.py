"""Printed "Target creature and all other creatures with the same name as that creature get
-N/-N until end of turn.", cast and played (CR 201.2a, 611.2c, 613.4c, 608.2b).

Bile Blight: aimed at one of Bob's Grizzly Bears, every Grizzly Bears on the battlefield,
Alice's too, gets -3/-3 and dies; the Hill Giant is untouched. The affected set is fixed as
the spell resolves (611.2c): a Grizzly Bears arriving afterwards is a 2/2.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BILE_BLIGHT = CardDef(
    name="Bile Blight", mana_cost="{B}{B}", type_line="Instant",
    text="Target creature and all other creatures with the same name as that creature get "
         "-3/-3 until end of turn.")

CARDS = (BILE_BLIGHT,)
kit = pytest.mark.plugins(extra={"blight-kit": card_pool("blight-kit", CARDS)})


@kit
def test_bile_blight_shrinks_every_creature_with_the_targets_name(table: Table) -> None:
    """CR 201.2a: Bob's two Grizzly Bears and Alice's one die; Hill Giant, Memnite stay."""
    bears = table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Hill Giant")
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Bile Blight")
    table.cast("Bile Blight", targets=[bears[0].id])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1).count("Grizzly Bears") == 2
    assert table.names(Zone.GRAVEYARD, 0).count("Grizzly Bears") == 1
    assert table.power("Hill Giant") == 3 and table.toughness("Hill Giant") == 3
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


@kit
def test_bile_blight_set_is_fixed_on_resolution(table: Table) -> None:
    """CR 611.2c: the two Hill Giants get -3/-3 (0/0, they die, 704.5f); a Hill Giant put
    onto the battlefield afterwards is a 3/3."""
    table.battlefield(1, "Hill Giant", "Hill Giant", "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Bile Blight")
    table.cast("Bile Blight", targets=["Hill Giant"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1).count("Hill Giant") == 2
    assert table.power("Grizzly Bears") == 2
    table.battlefield(0, "Hill Giant")
    table.refresh()
    assert table.power("Hill Giant") == 3 and table.toughness("Hill Giant") == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
