"""Printed "Incinerate deals 3 damage to any target. A creature dealt damage this way can't
be regenerated this turn.", played (CR 701.19c, 701.19a, 704.5g, 608.2c).

Bob's Drudge Skeletons (1/1) has a regeneration shield from its own ability; Incinerate's 3
damage is lethal and the Skeletons are destroyed without regenerating (701.19c). Shock's
lethal damage after the same shield is replaced: the Skeletons regenerate and stay,
tapped (701.19a). Incinerate at Bob himself deals 3 damage and marks no creature.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

INCINERATE = CardDef(
    name="Incinerate", mana_cost="{1}{R}", type_line="Instant",
    text="Incinerate deals 3 damage to any target. A creature dealt damage this way can't be "
         "regenerated this turn.")
DRUDGE_SKELETONS = CardDef(
    name="Drudge Skeletons", mana_cost="{1}{B}", type_line="Creature — Skeleton",
    power="1", toughness="1",
    text="{B}: Regenerate this creature. (The next time this creature would be destroyed this "
         "turn, instead tap it, remove it from combat, and heal all damage on it.)")

CARDS = (INCINERATE, DRUDGE_SKELETONS)
kit = pytest.mark.plugins(extra={"incinerate-kit": card_pool("incinerate-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def _bolt_a_shielded_skeleton(table: Table, spell: str) -> None:
    table.battlefield(1, "Drudge Skeletons")
    table.lands(1, "Swamp", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, spell)
    table.cast(spell, targets=["Drudge Skeletons"])
    table.pass_priority()  # Alice passes: Bob regenerates in response
    table.activate("Drudge Skeletons")
    table.resolve()  # the regeneration shield
    table.resolve()  # the burn spell


@kit
def test_incinerate_kills_through_regeneration(table: Table) -> None:
    """CR 701.19c: lethal damage destroys it; the shield doesn't apply."""
    _bolt_a_shielded_skeleton(table, "Incinerate")
    assert table.zone_of("Drudge Skeletons") is Zone.GRAVEYARD
    table.assert_logged(rule="701.19c")


@kit
def test_other_damage_lets_it_regenerate(table: Table) -> None:
    """CR 701.19a: Shock's lethal damage: the shield replaces the destruction."""
    _bolt_a_shielded_skeleton(table, "Shock")
    assert table.zone_of("Drudge Skeletons") is Zone.BATTLEFIELD
    assert table.find("Drudge Skeletons").tapped


@kit
def test_incinerate_at_a_player(table: Table) -> None:
    """CR 120.3a: 3 damage to Bob; no creature was dealt damage this way."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Incinerate")
    table.cast("Incinerate", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
