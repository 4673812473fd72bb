"""Printed "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into
its owner's library instead" played (CR 614.1a, 113.6b, 701.20a, 701.24a).

The card's own static ability is a replacement effect that functions in every zone, as
"from anywhere" says: Nexus of Fate resolving (608.2n), Darksteel Colossus discarded from
the hand by Mind Rot or milled from the library by Thought Scour are revealed and shuffled
into their owner's library, never put into the graveyard.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SHUFFLE = ("If {name} would be put into a graveyard from anywhere, reveal {name} and "
           "shuffle it into its owner's library instead.")
DARKSTEEL_COLOSSUS = CardDef(
    name="Darksteel Colossus", mana_cost="{11}", type_line="Artifact Creature — Golem",
    text="Trample (This creature can deal excess combat damage to the player or planeswalker "
         "it's attacking.)\nIndestructible (Damage and effects that say \"destroy\" don't "
         "destroy this creature.)\n" + SHUFFLE.format(name="Darksteel Colossus"),
    power="11", toughness="11")
NEXUS_OF_FATE = CardDef(name="Nexus of Fate", mana_cost="{5}{U}{U}", type_line="Instant",
                        text="Take an extra turn after this one.\n"
                             + SHUFFLE.format(name="Nexus of Fate"))
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")
THOUGHT_SCOUR = CardDef(name="Thought Scour", mana_cost="{U}", type_line="Instant",
                        text="Target player mills two cards.\nDraw a card.")
DIABOLIC_EDICT = CardDef(name="Diabolic Edict", mana_cost="{1}{B}", type_line="Instant",
                         text="Target player sacrifices a creature of their choice.")

CARDS = (DARKSTEEL_COLOSSUS, NEXUS_OF_FATE, MIND_ROT, THOUGHT_SCOUR, DIABOLIC_EDICT)
kit = pytest.mark.plugins(extra={"shuffle-kit": card_pool("shuffle-kit", CARDS)})


def _shuffled_in(table: Table, name: str, player: int) -> None:
    """The card is in its owner's library, not in a graveyard; revealed, then shuffled."""
    assert name in table.names(Zone.LIBRARY, player)
    assert name not in table.names(Zone.GRAVEYARD, player)
    table.assert_logged(rule="701.20a", contains=f"{name}")
    table.assert_logged(rule="701.24a", contains="shuffles their library")


@kit
def test_a_resolved_instant_is_shuffled_into_the_library(table: Table) -> None:
    """CR 608.2n, 614.1a: Nexus of Fate resolves; instead of the graveyard it goes to its
    owner's library, revealed and shuffled in."""
    table.lands(0, "Island", 7)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Nexus of Fate")
    table.cast("Nexus of Fate")
    table.resolve()
    _shuffled_in(table, "Nexus of Fate", 0)
    assert len(table.names(Zone.LIBRARY, 0)) == 4


@kit
def test_a_discarded_card_is_shuffled_into_the_library(table: Table) -> None:
    """CR 113.6b, 701.9a: the ability functions in the hand: Mind Rot makes the opponent
    discard Darksteel Colossus and an Island; the Island goes to the graveyard, the Colossus
    to its owner's library."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot")
    table.hand(1, "Darksteel Colossus", "Island")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == []
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    _shuffled_in(table, "Darksteel Colossus", 1)


@kit
def test_a_milled_card_is_shuffled_back_into_the_library(table: Table) -> None:
    """CR 113.6b, 701.17a: the ability functions in the library: Thought Scour mills
    Darksteel Colossus, which is shuffled back into its owner's library; the other milled
    card goes to the graveyard."""
    table.lands(0, "Island", 1)
    table.hand(0, "Thought Scour")
    table.library(1, "Darksteel Colossus", "Island", "Forest")
    table.cast("Thought Scour", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    _shuffled_in(table, "Darksteel Colossus", 1)
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Darksteel Colossus", "Forest"]


@kit
def test_a_sacrificed_permanent_is_shuffled_into_the_library(table: Table) -> None:
    """CR 701.21a, 614.1a: Diabolic Edict makes the opponent sacrifice the indestructible
    Darksteel Colossus; it goes from the battlefield to its owner's library."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Diabolic Edict")
    table.battlefield(1, "Darksteel Colossus")
    table.cast("Diabolic Edict", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1) == []
    _shuffled_in(table, "Darksteel Colossus", 1)


@kit
def test_a_card_without_the_ability_still_goes_to_the_graveyard(table: Table) -> None:
    """CR 614.1a: the replacement is the card's own: a milled Island is not shuffled in."""
    table.lands(0, "Island", 1)
    table.hand(0, "Thought Scour")
    table.library(1, "Island", "Forest", "Plains")
    table.cast("Thought Scour", targets=["Bob"])
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Forest", "Island"]
    assert not any(e.rule == "701.24a" for e in table.game.log)


@kit
def test_the_index_of_abilities_that_function_everywhere_follows_each_object(
        table: Table) -> None:
    """CR 113.6b, 400.7: State.everywhere lists exactly the objects whose own card has a
    static ability that functions in every zone; a milled card is looked up there (a move
    out of the library reads nothing else), through zone changes (a new object each time),
    a card turned into another in place and clone()."""
    game = table.game
    (colossus,) = table.library(1, "Darksteel Colossus")
    (island,) = table.library(1, "Island")
    assert game.state.everywhere == {colossus.id}
    clone = game.clone()
    moved = game.move(colossus.id, Zone.HAND)
    assert moved is not None and game.state.everywhere == {moved.id}
    assert clone.state.everywhere == {colossus.id}  # the clone kept its own
    game.update(moved.id, card=game.obj(island.id).card)  # not the Colossus any more
    assert game.state.everywhere == frozenset()
    game.update(island.id, card=clone.obj(colossus.id).card)  # the Island becomes one
    assert game.state.everywhere == {island.id}
    # the card that now has the ability is milled: shuffled back in, never in a graveyard
    game.mill(1, 1)
    assert table.names(Zone.GRAVEYARD, 1) == []
    (back,) = (i for i in game.ids_in(Zone.LIBRARY, 1) if i in game.state.everywhere)
    assert game.obj(back).card.name == "Darksteel Colossus"
    # without the index entry the move would go to the graveyard: the look-up is what reads it
    clone.state.everywhere = frozenset()
    clone.move(colossus.id, Zone.GRAVEYARD)
    assert [clone.obj(i).card.name for i in clone.ids_in(Zone.GRAVEYARD, 1)] == [
        "Darksteel Colossus"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
