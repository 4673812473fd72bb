"""Printed "You gain life equal to the damage dealt this way." played (CR 120.3, 615.1).

Syphon Soul: "Syphon Soul deals 2 damage to each other player. You gain life equal to the
damage dealt this way." Corrupt: "Corrupt deals damage to any target equal to the number of
Swamps you control. You gain life equal to the damage dealt this way." The life gained is
the damage the instruction before actually dealt: all of it even beyond a creature's
toughness (120.3), none of what a shield prevented (615.1).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SYPHON_SOUL = CardDef(
    name="Syphon Soul", mana_cost="{2}{B}", type_line="Sorcery",
    text="Syphon Soul deals 2 damage to each other player. You gain life equal to the damage "
         "dealt this way.")
CORRUPT = CardDef(
    name="Corrupt", mana_cost="{5}{B}", type_line="Sorcery",
    text="Corrupt deals damage to any target equal to the number of Swamps you control. You "
         "gain life equal to the damage dealt this way.")
SHIELDED_PASSAGE = CardDef(
    name="Shielded Passage", mana_cost="{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to target creature this turn.")

PRINTED = (SYPHON_SOUL, CORRUPT, SHIELDED_PASSAGE)
kit = pytest.mark.plugins(extra={"dealtway-kit": card_pool("dealtway-kit", PRINTED)})


@kit
def test_syphon_soul_gains_the_two_damage_dealt_to_the_opponent(table: Table) -> None:
    """CR 120.3: 2 damage to Bob, then Alice gains 2 life."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Syphon Soul")
    table.cast("Syphon Soul")
    table.resolve()
    assert table.life(1) == 18
    assert table.life(0) == 22


@kit
def test_corrupt_gains_all_the_damage_even_beyond_toughness(table: Table) -> None:
    """CR 120.3: six Swamps, 6 damage to a 2/2: all 6 are dealt, Alice gains 6."""
    table.lands(0, "Swamp", 6)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Corrupt")
    table.cast("Corrupt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.life(0) == 26


@kit
def test_corrupt_gains_nothing_when_the_damage_is_prevented(table: Table) -> None:
    """CR 615.1: the shielded creature is dealt no damage, so no life is gained."""
    table.lands(0, "Swamp", 6)
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Shielded Passage", "Corrupt")
    table.cast("Shielded Passage", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Corrupt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
