"""Printed "the sacrificed creature's power" played (CR 601.2h, 602.2b, 608.2h).

Fling: "As an additional cost to cast this spell, sacrifice a creature. / Fling deals damage
equal to the sacrificed creature's power to any target." Bloodshot Cyclops: "{T}, Sacrifice a
creature: This creature deals damage equal to the sacrificed creature's power to any
target." Call for Blood: "... Target creature gets -X/-X until end of turn, where X is the
sacrificed creature's power." The creature the cost sacrificed, as it last existed on the
battlefield (608.2h): a pump it had then counts, though the card in the graveyard has its
printed power.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

FLING = CardDef(
    name="Fling", mana_cost="{1}{R}", type_line="Instant",
    text="As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
         "equal to the sacrificed creature's power to any target.")
BLOODSHOT_CYCLOPS = CardDef(
    name="Bloodshot Cyclops", mana_cost="{5}{R}", type_line="Creature — Cyclops Giant",
    power="4", toughness="4",
    text="{T}, Sacrifice a creature: This creature deals damage equal to the sacrificed "
         "creature's power to any target.")

CALL_FOR_BLOOD = CardDef(
    name="Call for Blood", mana_cost="{4}{B}", type_line="Instant — Arcane",
    text="As an additional cost to cast this spell, sacrifice a creature.\nTarget creature gets "
         "-X/-X until end of turn, where X is the sacrificed creature's power.")

PRINTED = (FLING, BLOODSHOT_CYCLOPS, CALL_FOR_BLOOD)
kit = pytest.mark.plugins(extra={"flung-kit": card_pool("flung-kit", PRINTED)})


@kit
def test_fling_deals_the_sacrificed_creatures_power(table: Table) -> None:
    """Hill Giant (3/3) sacrificed as Fling is cast (601.2h): Bob is dealt 3."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Fling")
    table.cast("Fling", targets=["Bob"], sacrifice=["Hill Giant"])
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.life(1) == 17
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_fling_uses_the_power_the_creature_last_had(table: Table) -> None:
    """CR 608.2h: Grizzly Bears pumped by Giant Growth to 5/5, then flung: 5 damage."""
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Giant Growth", "Fling")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Fling", targets=["Bob"], sacrifice=["Grizzly Bears"])
    table.resolve()
    assert table.life(1) == 15


@kit
def test_fling_kills_a_creature_with_the_damage(table: Table) -> None:
    """Any target: Hill Giant's 3 damage destroys Grizzly Bears (120.3, 704.5g)."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Fling")
    table.cast("Fling", targets=["Grizzly Bears"], sacrifice=["Hill Giant"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.life(1) == 20


@kit
def test_bloodshot_cyclops_flings_the_creature_its_cost_sacrificed(table: Table) -> None:
    """CR 602.2b: the Cyclops taps and sacrifices Hill Giant; Bob is dealt 3, not the
    Cyclops's own 4."""
    table.battlefield(0, "Bloodshot Cyclops")
    table.battlefield(0, "Hill Giant")
    table.activate("Bloodshot Cyclops", targets=["Bob"],
                   answers=[Answer("sacrifice", ("Hill Giant",))])
    table.resolve()
    assert table.life(1) == 17
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_tapped("Bloodshot Cyclops")


@kit
def test_call_for_blood_shrinks_by_the_sacrificed_creatures_power(table: Table) -> None:
    """Hill Giant sacrificed: Craw Wurm (6/4) gets -3/-3 (608.2h), and survives as 3/1."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Call for Blood")
    table.cast("Call for Blood", targets=["Craw Wurm"], sacrifice=["Hill Giant"])
    table.resolve()
    wurm = table.find("Craw Wurm")
    assert (table.game.chars(wurm.id).power, table.game.chars(wurm.id).toughness) == (3, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
