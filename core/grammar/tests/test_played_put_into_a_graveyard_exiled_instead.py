"""Printed "if [an object] would be put into a graveyard [from anywhere], exile it instead"
static abilities, played (CR 614.1a, 110.1, 701.9a, 608.2n).

Rest in Peace, cast: Bob's Grizzly Bears killed by Lightning Bolt, the Bolt itself as it
resolves and the cards Mind Rot makes Bob discard are all exiled instead. Dryad Militant,
cast: the resolving Bolt is exiled, the Bears (no instant or sorcery) dies. Samurai of the
Pale Curtain, cast: the Bears (a permanent) is exiled, the resolving Bolt (not a permanent)
goes to the graveyard.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

REST_IN_PEACE = CardDef(
    name="Rest in Peace", mana_cost="{1}{W}", type_line="Enchantment",
    text="When this enchantment enters, exile all graveyards.\nIf a card or token would be put "
         "into a graveyard from anywhere, exile it instead.")
DRYAD_MILITANT = CardDef(
    name="Dryad Militant", mana_cost="{G/W}", type_line="Creature — Dryad Soldier",
    text="({G/W} can be paid with either {G} or {W}.)\nIf an instant or sorcery card would be "
         "put into a graveyard from anywhere, exile it instead.", power="2", toughness="1")
SAMURAI = CardDef(
    name="Samurai of the Pale Curtain", mana_cost="{W}{W}", type_line="Creature — Fox Samurai",
    text="Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end "
         "of turn.)\nIf a permanent would be put into a graveyard, exile it instead.",
    power="2", toughness="2", keywords=("Bushido",))
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (REST_IN_PEACE, DRYAD_MILITANT, SAMURAI, MIND_ROT)
kit = pytest.mark.plugins("bushido", extra={"to-graveyard-kit": card_pool("to-graveyard-kit",
                                                                          CARDS)})


def _cast(table: Table, name: str) -> None:
    table.lands(0, "Plains", 2)
    table.hand(0, name)
    table.cast(name)
    table.resolve_all()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def _bolt_the_bears(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_rest_in_peace_exiles_the_creature_and_the_spell(table: Table) -> None:
    """CR 614.1a: the Bears from the battlefield and the Bolt from the stack: exile."""
    _cast(table, "Rest in Peace")
    _bolt_the_bears(table)
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    assert table.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    assert table.names(Zone.GRAVEYARD) == []


@kit
def test_rest_in_peace_exiles_discarded_cards(table: Table) -> None:
    """CR 614.1a, 701.9a: "from anywhere": Bob's discarded cards from his hand."""
    _cast(table, "Rest in Peace")
    table.hand(1, "Forest", "Island")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert sorted(table.names(Zone.EXILE, 1)) == ["Forest", "Island"]
    assert table.names(Zone.GRAVEYARD, 1) == []


@kit
def test_dryad_militant_exiles_the_instant_not_the_creature(table: Table) -> None:
    """CR 614.1a: the Bolt is an instant card: exiled; the Bears is not: it dies."""
    _cast(table, "Dryad Militant")
    _bolt_the_bears(table)
    assert table.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@kit
def test_samurai_exiles_the_permanent_not_the_spell(table: Table) -> None:
    """CR 110.1, 614.1a: the Bears is a permanent: exiled; the Bolt is not: graveyard."""
    _cast(table, "Samurai of the Pale Curtain")
    _bolt_the_bears(table)
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
