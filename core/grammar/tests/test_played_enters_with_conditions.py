"""Printed "enters with" replacements with a condition or a count, played (CR 614.1c-d,
614.12, 107.3m, 207.2c, 601.2a).

Apocalypse Hydra (X counters, X more when X is 5 or more), Custodi Soulbinders (X the number of
other creatures on the battlefield), Narnam Renegade and Greenwheel Liberator (revolt: a
permanent left the battlefield under your control this turn), Myojin of Cleansing Fire (a
divinity counter if cast from the hand), Cave of the Frost Dragon (tapped if you control two
or more other lands).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

APOCALYPSE_HYDRA = CardDef(
    name="Apocalypse Hydra", mana_cost="{X}{R}{G}", type_line="Creature — Hydra",
    power="0", toughness="0",
    text="This creature enters with X +1/+1 counters on it. If X is 5 or more, it enters with "
         "an additional X +1/+1 counters on it.\n{1}{R}, Remove a +1/+1 counter from this "
         "creature: It deals 1 damage to any target.")
CUSTODI_SOULBINDERS = CardDef(
    name="Custodi Soulbinders", mana_cost="{3}{W}", type_line="Creature — Human Cleric",
    power="0", toughness="0",
    text="This creature enters with X +1/+1 counters on it, where X is the number of other "
         "creatures on the battlefield.\n{2}{W}, Remove a +1/+1 counter from this creature: "
         "Create a 1/1 white Spirit creature token with flying.")
NARNAM_RENEGADE = CardDef(
    name="Narnam Renegade", mana_cost="{G}", type_line="Creature — Elf Warrior",
    power="1", toughness="2", keywords=("Deathtouch", "Revolt"),
    text="Deathtouch\nRevolt — This creature enters with a +1/+1 counter on it if a permanent "
         "left the battlefield under your control this turn.")
GREENWHEEL_LIBERATOR = CardDef(
    name="Greenwheel Liberator", mana_cost="{1}{G}", type_line="Creature — Elf Warrior",
    power="2", toughness="1", keywords=("Revolt",),
    text="Revolt — This creature enters with two +1/+1 counters on it if a permanent left the "
         "battlefield under your control this turn.")
MYOJIN = CardDef(
    name="Myojin of Cleansing Fire", mana_cost="{5}{W}{W}{W}",
    type_line="Legendary Creature — Spirit", power="4", toughness="6",
    text="Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from "
         "your hand.\nMyojin of Cleansing Fire has indestructible as long as it has a divinity "
         "counter on it.\nRemove a divinity counter from Myojin of Cleansing Fire: Destroy all "
         "other creatures.")
CAVE = CardDef(
    name="Cave of the Frost Dragon", mana_cost=None, type_line="Land",
    text="If you control two or more other lands, this land enters tapped.\n{T}: Add {W}.\n"
         "{4}{W}: This land becomes a 3/4 white Dragon creature with flying until end of turn. "
         "It's still a land.")
PLANT_ELEMENTAL = CardDef(
    name="Plant Elemental", mana_cost="{1}{G}", type_line="Creature — Plant Elemental",
    power="3", toughness="4",
    text="When this creature enters, sacrifice it unless you sacrifice a Forest.")
GRIZZLY_BEARS = CardDef(
    name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
    power="2", toughness="2")

CARDS = (APOCALYPSE_HYDRA, CUSTODI_SOULBINDERS, NARNAM_RENEGADE, GREENWHEEL_LIBERATOR, MYOJIN,
         CAVE, PLANT_ELEMENTAL, GRIZZLY_BEARS)
kit = pytest.mark.plugins(extra={"enters-kit": card_pool("enters-kit", CARDS)})


@kit
def test_apocalypse_hydra_with_x_four_gets_four_counters(table: Table) -> None:
    """CR 107.3m, 614.1c: X is 4: four counters, the additional X doesn't apply."""
    table.hand(0, "Apocalypse Hydra")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 3)
    table.cast("Apocalypse Hydra", x=4)
    table.resolve()
    table.assert_counters("Apocalypse Hydra", "+1/+1", 4)


@kit
def test_apocalypse_hydra_with_x_five_gets_ten_counters(table: Table) -> None:
    """CR 614.1c: X is 5: X counters, and an additional X: ten."""
    table.hand(0, "Apocalypse Hydra")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 4)
    table.cast("Apocalypse Hydra", x=5)
    table.resolve()
    table.assert_counters("Apocalypse Hydra", "+1/+1", 10)
    assert table.power("Apocalypse Hydra") == 10


@kit
def test_custodi_soulbinders_counts_the_other_creatures(table: Table) -> None:
    """CR 614.1c, 107.3c: two creatures of Alice's and one of Bob's: three counters."""
    table.battlefield(0, "Grizzly Bears", "Plant Elemental")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Custodi Soulbinders")
    table.lands(0, "Plains", 4)
    table.cast("Custodi Soulbinders")
    table.resolve()
    table.assert_counters("Custodi Soulbinders", "+1/+1", 3)


@kit
def test_custodi_soulbinders_alone_dies_with_no_counter(table: Table) -> None:
    """CR 614.1c, 704.5f: no other creature: no counter, a 0/0 put into the graveyard."""
    table.hand(0, "Custodi Soulbinders")
    table.lands(0, "Plains", 4)
    table.cast("Custodi Soulbinders")
    table.resolve()
    table.assert_zone("Custodi Soulbinders", Zone.GRAVEYARD, 0)


@kit
def test_revolt_after_a_forest_was_sacrificed(table: Table) -> None:
    """CR 207.2c: Alice sacrificed a Forest to keep Plant Elemental: a permanent left the
    battlefield under her control this turn, both revolt creatures get their counters."""
    table.hand(0, "Plant Elemental", "Narnam Renegade", "Greenwheel Liberator")
    table.lands(0, "Forest", 6)
    table.cast("Plant Elemental")
    table.resolve()
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    table.cast("Narnam Renegade")
    table.resolve()
    table.cast("Greenwheel Liberator")
    table.resolve()
    table.assert_counters("Narnam Renegade", "+1/+1", 1)
    table.assert_counters("Greenwheel Liberator", "+1/+1", 2)


@kit
def test_revolt_without_a_permanent_leaving(table: Table) -> None:
    """CR 207.2c: nothing left the battlefield: no counters."""
    table.hand(0, "Narnam Renegade")
    table.lands(0, "Forest", 1)
    table.cast("Narnam Renegade")
    table.resolve()
    table.assert_counters("Narnam Renegade", "+1/+1", 0)


@kit
def test_revolt_ignores_an_opponents_permanent_leaving(table: Table) -> None:
    """CR 207.2c: Bob's creature left under Bob's control, not Alice's: no counter."""
    bears = table.battlefield(1, "Grizzly Bears")[0]
    table.game.move(bears.id, Zone.GRAVEYARD)
    table.hand(0, "Greenwheel Liberator")
    table.lands(0, "Forest", 2)
    table.cast("Greenwheel Liberator")
    table.resolve()
    table.assert_counters("Greenwheel Liberator", "+1/+1", 0)


@kit
def test_revolt_record_ends_with_the_turn(table: Table) -> None:
    """CR 207.2c, 500: "this turn": a Forest gone last turn doesn't count."""
    forest = table.battlefield(0, "Forest")[0]
    table.game.move(forest.id, Zone.GRAVEYARD)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.next_turn()
    table.hand(0, "Narnam Renegade")
    table.lands(0, "Forest", 1)
    table.cast("Narnam Renegade")
    table.resolve()
    table.assert_counters("Narnam Renegade", "+1/+1", 0)


@kit
def test_myojin_cast_from_hand_has_a_divinity_counter(table: Table) -> None:
    """CR 601.2a, 614.1c: cast from the hand: a divinity counter, so indestructible."""
    table.hand(0, "Myojin of Cleansing Fire")
    table.lands(0, "Plains", 8)
    table.cast("Myojin of Cleansing Fire")
    table.resolve()
    table.assert_counters("Myojin of Cleansing Fire", "divinity", 1)
    assert table.has_keyword("Myojin of Cleansing Fire", "indestructible")


@kit
def test_myojin_put_onto_the_battlefield_has_none(table: Table) -> None:
    """CR 614.1c: not cast, it enters without the counter."""
    myojin = table.graveyard(0, "Myojin of Cleansing Fire")[0]
    table.game.move(myojin.id, Zone.BATTLEFIELD)
    table.assert_counters("Myojin of Cleansing Fire", "divinity", 0)
    assert not table.has_keyword("Myojin of Cleansing Fire", "indestructible")


@kit
def test_cave_enters_tapped_with_two_other_lands(table: Table) -> None:
    """CR 614.1d: two other lands as it would enter: tapped."""
    table.battlefield(0, "Plains", "Plains")
    table.hand(0, "Cave of the Frost Dragon")
    table.play("Cave of the Frost Dragon")
    table.assert_tapped("Cave of the Frost Dragon")


@kit
def test_cave_enters_untapped_with_one_other_land(table: Table) -> None:
    """CR 614.1d: one other land: the replacement doesn't apply."""
    table.battlefield(0, "Plains")
    table.hand(0, "Cave of the Frost Dragon")
    table.play("Cave of the Frost Dragon")
    table.assert_tapped("Cave of the Frost Dragon", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
