"""Cards put from a graveyard on the top or bottom of a library, played (CR 401.4, 115.1,
601.2c).

Tomb Trawler's "{2}: Put target card from your graveyard on the bottom of your
library" targets a card of its controller's graveyard only and puts it under the others;
Bone Harvest's "Put any number of target creature cards from your graveyard on top of your
library" may target none or several creature cards there, and their owner chooses the order
they go on top in (401.4: the last one put there is the top card). Both come with their exact
Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

TOMB_TRAWLER = CardDef(
    name="Tomb Trawler", mana_cost="{2}", type_line="Artifact Creature — Golem",
    power="0", toughness="4",
    text="{2}: Put target card from your graveyard on the bottom of your library.")
BONE_HARVEST = CardDef(
    name="Bone Harvest", mana_cost="{2}{B}", type_line="Instant",
    text="Put any number of target creature cards from your graveyard on top of your library."
         "\nDraw a card at the beginning of the next turn's upkeep.")

PRINTED = (TOMB_TRAWLER, BONE_HARVEST)
kit = pytest.mark.plugins(extra={"graveyard-to-library-kit":
                                 card_pool("graveyard-to-library-kit", PRINTED)})


@kit
def test_tomb_trawler_puts_a_card_of_your_graveyard_on_the_bottom(table: Table) -> None:
    """CR 115.1, 401.4: the card goes under the library's cards; a card of another player's
    graveyard can't be the target (CR 601.2c, 732: the illegal activation changes nothing)."""
    table.battlefield(0, "Tomb Trawler")
    table.lands(0, "Island", 2)
    table.library(0, "Forest", "Swamp")
    shock = table.graveyard(0, "Shock")[0]
    bolt = table.graveyard(1, "Lightning Bolt")[0]
    table.assert_illegal(table.activate, "Tomb Trawler", targets=[bolt.id])
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    table.activate("Tomb Trawler", targets=[shock.id])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Swamp", "Shock"]
    table.assert_logged(rule="401.4")


@kit
def test_bone_harvest_puts_the_creature_cards_on_top_in_the_order_chosen(table: Table) -> None:
    """CR 401.4: the owner orders the cards put on top together; only creature cards of your
    graveyard may be targets (115.1), and the delayed draw takes the new top card."""
    table.hand(0, "Bone Harvest")
    table.mana(0, "BBB")
    table.library(0, "Forest")
    bears, giant, wurm = table.graveyard(0, "Grizzly Bears", "Hill Giant", "Craw Wurm")
    table.graveyard(0, "Shock")
    shock = table.find("Shock", zone=Zone.GRAVEYARD).id
    table.assert_illegal(table.cast, "Bone Harvest", targets=[[bears.id, shock]])
    orders = table.watch_decisions("order_top")
    table.cast("Bone Harvest", targets=[[bears.id, giant.id, wurm.id]])
    # Hill Giant first, then Grizzly Bears, then (the last, not asked) Craw Wurm on top
    table.resolve(answers=[Answer("order_top", (giant.id,)), Answer("order_top", (bears.id,))])
    assert len(orders) == 2
    assert sorted(orders[0].options) == sorted((bears.id, giant.id, wurm.id))
    assert table.names(Zone.LIBRARY, 0) == ["Craw Wurm", "Grizzly Bears", "Hill Giant",
                                            "Forest"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Bone Harvest", "Shock"]
    table.assert_logged(rule="401.4")


@kit
def test_bone_harvest_may_target_no_card(table: Table) -> None:
    """CR 115.1b, 601.2c: "any number of target" may be zero; the spell still resolves."""
    table.hand(0, "Bone Harvest")
    table.mana(0, "BBB")
    table.library(0, "Forest")
    table.graveyard(0, "Grizzly Bears")
    table.cast("Bone Harvest", targets=[[]])
    table.resolve()
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Bone Harvest", "Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
