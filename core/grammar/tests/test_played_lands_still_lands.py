"""Lands that become creatures and are "still lands" played (CR 205.1b, 613.1d, 613.4b).

Natural Affinity ("All lands become 2/2 creatures until end of turn. They're still lands."):
every player's lands are 2/2 creatures that keep the Land type and their land subtypes, so
a Forest still taps for {G}; as the turn ends they are lands alone again (514.2). Thelonite
Druid's "... Forests you control become 2/3 creatures until end of turn. They're still
lands." affects only its controller's Forests. Anthousa, Setessan Hero's heroic trigger
("... up to three target lands you control each become 2/2 Warrior creatures until end of
turn. They're still lands.") animates only the lands chosen as its targets.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer

NATURAL_AFFINITY = CardDef(
    name="Natural Affinity", mana_cost="{2}{G}", type_line="Instant",
    text="All lands become 2/2 creatures until end of turn. They're still lands.")
THELONITE_DRUID = CardDef(
    name="Thelonite Druid", mana_cost="{2}{G}", type_line="Creature — Human Cleric Druid",
    power="1", toughness="1",
    text="{1}{G}, {T}, Sacrifice a creature: Forests you control become 2/3 creatures until "
         "end of turn. They're still lands.")

ANTHOUSA = CardDef(
    name="Anthousa, Setessan Hero", mana_cost="{3}{G}{G}",
    type_line="Legendary Creature — Human Warrior", power="4", toughness="5",
    text="Heroic — Whenever you cast a spell that targets Anthousa, up to three target lands "
         "you control each become 2/2 Warrior creatures until end of turn. They're still "
         "lands.")

CARDS = (NATURAL_AFFINITY, THELONITE_DRUID, ANTHOUSA)
kit = pytest.mark.plugins(extra={"still-lands-kit": card_pool("still-lands-kit", CARDS)})


def _is_land_creature(table: Table, name: str, player: int) -> bool:
    obj = next(o for o in table.game.battlefield(player) if o.card.name == name)
    tl = table.game.chars(obj.id).type_line
    return tl.has_type("Land") and tl.has_type("Creature") and tl.has_subtype(name)


@kit
def test_natural_affinity_makes_every_land_a_creature_that_is_still_a_land(
        table: Table) -> None:
    """CR 205.1b: Alice's Forests and Bob's Island are 2/2 creatures and still lands (with
    their subtypes); an untapped Forest still taps for {G}; 514.2: the next turn they are
    not creatures."""
    table.lands(0, "Forest", 4)
    table.battlefield(1, "Island")
    table.hand(0, "Natural Affinity")
    table.cast("Natural Affinity")
    table.resolve()
    assert _is_land_creature(table, "Forest", 0)
    assert _is_land_creature(table, "Island", 1)
    assert table.power("Island") == 2 and table.toughness("Island") == 2
    table.tap_for_mana("Forest", "G")
    assert [u.color for u in table.game.player(0).mana_pool].count("G") == 1
    table.library(0, "Forest")
    table.library(1, "Island")
    table.next_turn()
    island = table.find("Island")
    assert not table.game.chars(island.id).is_creature
    assert table.game.chars(island.id).type_line.has_subtype("Island")


@kit
def test_thelonite_druid_animates_only_your_forests(table: Table) -> None:
    """CR 205.1b: Alice's Forests become 2/3 creatures that are still Forests; Bob's Forest
    stays a land only; the cost sacrificed Grizzly Bears (602.2)."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Thelonite Druid", "Grizzly Bears")
    table.battlefield(1, "Forest")
    table.activate("Thelonite Druid", answers=[Answer("sacrifice", ("Grizzly Bears",))])
    table.resolve()
    assert _is_land_creature(table, "Forest", 0)
    mine = next(o for o in table.game.battlefield(0) if o.card.name == "Forest")
    assert (table.game.chars(mine.id).power, table.game.chars(mine.id).toughness) == (2, 3)
    bobs = next(o for o in table.game.battlefield(1) if o.card.name == "Forest")
    assert not table.game.chars(bobs.id).is_creature
    table.assert_zone("Grizzly Bears", "graveyard")


@kit
def test_anthousa_animates_the_chosen_lands_only(table: Table) -> None:
    """CR 603.3d: Giant Growth targeting Anthousa triggers heroic; two of three Forests are
    chosen; 205.1b: they are 2/2 Warrior creatures and still Forests, the third is not."""
    forests = table.lands(0, "Forest", 3)
    table.battlefield(0, "Anthousa, Setessan Hero")
    table.hand(0, "Giant Growth")
    table.mana(0, "G")
    # the heroic trigger's targets, chosen as it is put on the stack (603.3d)
    table.cast("Giant Growth", targets=["Anthousa, Setessan Hero"],
               answers=[Answer("targets", (forests[0].id, forests[1].id))])
    table.resolve()  # the heroic trigger, above the spell
    for forest in forests[:2]:
        ch = table.game.chars(forest.id)
        assert ch.is_creature and ch.type_line.has_type("Land")
        assert ch.type_line.has_subtype("Forest") and ch.type_line.has_subtype("Warrior")
        assert (ch.power, ch.toughness) == (2, 2)
    assert not table.game.chars(forests[2].id).is_creature


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
