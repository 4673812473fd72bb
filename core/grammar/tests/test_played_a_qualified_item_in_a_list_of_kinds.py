"""A list of kinds whose later item has its own qualifier, played: the word qualifies that item
alone (CR 205.2a, 205.4, 110.5).

Radiant Strike ("Destroy target artifact or tapped creature.") destroys an untapped artifact:
"tapped" is the creature's, not the artifact's; an untapped creature is still no legal target.
Banishing Slash ("artifact, enchantment, or tapped creature") destroys an untapped enchantment.
Ray of Ruin ("Exile target creature, Vehicle, or nonbasic land.") exiles a creature (it is any
creature, not a creature that is also a Vehicle and a nonbasic land) and a nonbasic land, not a
basic one. Bumi Bash ("Destroy target land creature or nonbasic land.") can't destroy a creature
that is no land. Acclaimed Contender ("a Knight, Aura, Equipment, or legendary artifact card")
finds a nonlegendary Equipment: "legendary" is the artifact's. Sazh Katzroy ("search your
library for a Bird or basic land card") finds a Forest. Skirk Shaman ("can't be blocked except
by artifact creatures and/or red creatures") is blocked by Ornithopter, colorless: "red" is the
second item's.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_radiant_strike_destroys_an_untapped_artifact(table: Table) -> None:
    """CR 115.1, 205.2a: Mind Stone, untapped, is a legal target; it is destroyed."""
    table.lands(0, "Plains", 4)
    table.battlefield(1, "Mind Stone")
    table.hand(0, "Radiant Strike")
    table.cast("Radiant Strike", targets=["Mind Stone"])
    table.resolve()
    table.assert_zone("Mind Stone", Zone.GRAVEYARD, 1)
    table.assert_life(0, 23)


@needs_corpus
@oracle
def test_radiant_strike_refuses_an_untapped_creature(table: Table) -> None:
    """The near miss, CR 601.2c: an untapped Grizzly Bears is neither an artifact nor a tapped
    creature; the cast is refused and nothing changed (CR 732)."""
    table.lands(0, "Plains", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Radiant Strike")
    table.assert_illegal(table.cast, "Radiant Strike", targets=["Grizzly Bears"])
    table.assert_zone("Radiant Strike", Zone.HAND, 0)
    table.battlefield(1, "Hill Giant", tapped=True)
    table.cast("Radiant Strike", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@needs_corpus
@oracle
def test_banishing_slash_destroys_an_untapped_enchantment(table: Table) -> None:
    """CR 115.1: Glorious Anthem, untapped, is a legal target ("tapped" is the creature's)."""
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Glorious Anthem")
    table.hand(0, "Banishing Slash")
    table.cast("Banishing Slash", targets=[["Glorious Anthem"]])
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 1)


@needs_corpus
@oracle
def test_ray_of_ruin_exiles_a_creature_and_a_nonbasic_land_not_a_basic_one(table: Table) -> None:
    """CR 205.2a, 205.4: Grizzly Bears (a creature) and Svogthos, the Restless Tomb (a
    nonbasic land) are exiled; a Forest (basic) is no legal target."""
    table.lands(0, "Swamp", 10)
    table.battlefield(1, "Grizzly Bears", "Svogthos, the Restless Tomb", "Forest")
    table.hand(0, "Ray of Ruin", "Ray of Ruin")
    table.cast("Ray of Ruin", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    table.assert_illegal(table.cast, "Ray of Ruin", targets=["Forest"])
    table.cast("Ray of Ruin", targets=["Svogthos, the Restless Tomb"])
    table.resolve_all()
    table.assert_zone("Svogthos, the Restless Tomb", Zone.EXILE, 1)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 1)


@needs_corpus
@oracle
def test_bumi_bash_cant_destroy_a_creature_that_is_no_land(table: Table) -> None:
    """CR 205.2a: "land creature" is one item (both card types): Grizzly Bears is no legal
    target of the second mode; Dryad Arbor (a land creature) is."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears", "Dryad Arbor")
    table.hand(0, "Bumi Bash")
    table.assert_illegal(table.cast, "Bumi Bash", modes=[1], targets=["Grizzly Bears"])
    table.cast("Bumi Bash", modes=[1], targets=["Dryad Arbor"])
    table.resolve()
    table.assert_zone("Dryad Arbor", Zone.GRAVEYARD, 1)


@needs_corpus
@oracle
def test_acclaimed_contender_finds_an_equipment_card(table: Table) -> None:
    """CR 205.3, 205.4: "Knight, Aura, Equipment, or legendary artifact card": Bonesplitter (a
    nonlegendary Equipment) is among the cards that can be put into the hand; "legendary" is
    the artifact item's alone."""
    table.battlefield(0, "Knight of the White Orchid")
    table.library(0, "Bonesplitter", "Forest", "Forest", "Forest", "Forest", "Forest")
    table.lands(0, "Plains", 3)
    table.hand(0, "Acclaimed Contender")
    table.cast("Acclaimed Contender")
    table.answer("choose", "Bonesplitter")
    table.resolve_all()
    table.assert_zone("Bonesplitter", Zone.HAND, 0)


@needs_corpus
@oracle
def test_sazh_katzroy_finds_a_basic_land(table: Table) -> None:
    """CR 205.4, 701.23: the search offers the Forest and the Island (basic lands, no Bird);
    the Forest is put into the hand."""
    table.library(0, "Grizzly Bears", "Forest", "Island")
    table.lands(0, "Forest", 4)
    table.hand(0, "Sazh Katzroy")
    table.cast("Sazh Katzroy")
    offered = table.watch_decisions("search")
    table.answer("may", "yes")
    table.answer("search", "Forest")
    table.resolve_all()
    assert len(offered[0].options) == 2  # the Forest and the Island
    table.assert_zone("Forest", Zone.HAND, 0)


@needs_corpus
@oracle
def test_skirk_shaman_can_be_blocked_by_a_colorless_artifact_creature(table: Table) -> None:
    """CR 509.1b: Ornithopter (an artifact creature, colorless) and Hill Giant (red) may block
    it; Grizzly Bears (green, no artifact) may not."""
    table.set_turn(step=Step.BEGIN_COMBAT)
    table.battlefield(0, "Skirk Shaman")
    table.battlefield(1, "Ornithopter", "Grizzly Bears", "Hill Giant")
    table.attack("Skirk Shaman")
    assert table.blocks_offered() == {("Ornithopter", "Skirk Shaman"),
                                      ("Hill Giant", "Skirk Shaman")}
