"""Static abilities counted or conditional on the game, played (CR 604.2, 611.3a, 613.4).

Death's Shadow ("gets -X/-X, where X is your life total", 119.1), Mycosynth Fiend ("+1/+1 for
each poison counter your opponents have", 122.1f), Kavu Scout (domain, 205.3i), Basking
Capybara (descend 4: permanent cards, 110.4a), Gavony Ironwright (fateful hour, the condition
said first), Fledgling Osprey ("has flying as long as it's enchanted", 303.4), Illusory
Wrappings and Kasmina's Transmutation (an Aura setting base power and toughness, 7b, and
removing abilities, layer 6): each counted again on every layer pass, in its layer.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEATHS_SHADOW = CardDef(
    name="Death's Shadow", mana_cost="{B}", type_line="Creature — Avatar",
    text="This creature gets -X/-X, where X is your life total.", power="13", toughness="13")
MYCOSYNTH_FIEND = CardDef(
    name="Mycosynth Fiend", mana_cost="{2}{G}", type_line="Creature — Phyrexian Horror",
    text="This creature gets +1/+1 for each poison counter your opponents have.", power="2",
    toughness="2")
KAVU_SCOUT = CardDef(
    name="Kavu Scout", mana_cost="{2}{R}", type_line="Creature — Kavu Scout",
    text="Domain — This creature gets +1/+0 for each basic land type among lands you control.",
    power="0", toughness="2")
BASKING_CAPYBARA = CardDef(
    name="Basking Capybara", mana_cost="{1}{G}", type_line="Creature — Capybara",
    text="Descend 4 — This creature gets +3/+0 as long as there are four or more permanent "
         "cards in your graveyard.", power="1", toughness="3")
GAVONY_IRONWRIGHT = CardDef(
    name="Gavony Ironwright", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    text="Fateful hour — As long as you have 5 or less life, other creatures you control get "
         "+1/+4.", power="1", toughness="4")
FLEDGLING_OSPREY = CardDef(
    name="Fledgling Osprey", mana_cost="{U}", type_line="Creature — Bird",
    text="This creature has flying as long as it's enchanted.", power="1", toughness="1")
ILLUSORY_WRAPPINGS = CardDef(
    name="Illusory Wrappings", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature has base power and toughness 0/2.")
KASMINAS_TRANSMUTATION = CardDef(
    name="Kasmina's Transmutation", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature loses all abilities and has base power and "
         "toughness 1/1.")

FEAR_OF_DEATH = CardDef(
    name="Fear of Death", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen this Aura enters, mill two cards. (Put the top two cards of "
         "your library into your graveyard.)\nEnchanted creature gets -X/-0, where X is the "
         "number of cards in your graveyard.")

PRINTED = (FEAR_OF_DEATH, DEATHS_SHADOW, MYCOSYNTH_FIEND, KAVU_SCOUT, BASKING_CAPYBARA, GAVONY_IRONWRIGHT,
           FLEDGLING_OSPREY, ILLUSORY_WRAPPINGS, KASMINAS_TRANSMUTATION)
kit = pytest.mark.plugins(extra={"counted-statics-kit": card_pool("counted-statics-kit",
                                                                  PRINTED)})


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def _enchant(table: Table, aura: str, creature: str) -> None:
    """``aura`` cast from hand onto ``creature``, paid from the pool (CR 303.4a)."""
    table.mana(0, "UUU")
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()


@kit
def test_deaths_shadow_dies_at_20_life_and_lives_at_5(table: Table) -> None:
    """CR 119.1, 613.4c, 704.5f: cast at 20 life it is -7/-7 and dies as it enters; at 5
    life the next one is 8/8, and shrinks to 0/0 and dies when life goes up to 13."""
    table.mana(0, "B")
    table.hand(0, "Death's Shadow")
    table.cast("Death's Shadow")
    table.resolve()
    table.assert_zone("Death's Shadow", Zone.GRAVEYARD)
    table.game.update_player(0, life=5)
    table.mana(0, "B")
    table.hand(0, "Death's Shadow")
    table.cast("Death's Shadow")
    table.resolve()
    assert _pt(table, "Death's Shadow") == (8, 8)
    table.game.update_player(0, life=12)
    table.refresh()
    assert _pt(table, "Death's Shadow") == (1, 1)
    table.game.update_player(0, life=13)
    table.refresh()
    table.pass_priority()
    assert "Death's Shadow" not in table.names(Zone.BATTLEFIELD)


@kit
def test_mycosynth_fiend_counts_every_opponents_poison(table: Table) -> None:
    """CR 122.1f: the opponents' poison counters added up; the controller's own don't
    count."""
    table.battlefield(0, "Mycosynth Fiend")
    assert _pt(table, "Mycosynth Fiend") == (2, 2)
    table.game.update_player(1, poison=3)
    table.game.update_player(0, poison=4)
    table.refresh()
    assert _pt(table, "Mycosynth Fiend") == (5, 5)


@kit
def test_kavu_scout_counts_basic_land_types_once(table: Table) -> None:
    """CR 205.3i: a Forest and two Islands are two types (+2/+0); the opponent's Mountain
    counts for nothing."""
    table.battlefield(0, "Kavu Scout", "Forest", "Island", "Island")
    table.battlefield(1, "Mountain")
    assert _pt(table, "Kavu Scout") == (2, 2)
    table.battlefield(0, "Swamp")
    assert _pt(table, "Kavu Scout") == (3, 2)


@kit
def test_basking_capybara_counts_permanent_cards_only(table: Table) -> None:
    """CR 110.4a: three permanent cards and an instant are not four permanent cards; a fourth
    (a land card) turns descend 4 on (+3/+0); the opponent's graveyard never counts."""
    table.battlefield(0, "Basking Capybara")
    table.graveyard(0, "Grizzly Bears", "Sol Ring", "Glorious Anthem", "Lightning Bolt")
    table.graveyard(1, "Forest", "Forest")
    assert _pt(table, "Basking Capybara") == (1, 3)
    table.graveyard(0, "Forest")
    assert _pt(table, "Basking Capybara") == (4, 3)


@kit
def test_gavony_ironwright_at_5_or_less_life_after_base_pt(table: Table) -> None:
    """CR 611.3a: at 6 life nothing; at 5 the other creatures get +1/+4, not the Ironwright
    itself nor the opponent's; Illusory Wrappings' base 0/2 (7b) comes before it (7c):
    1/6 (613.4)."""
    table.battlefield(0, "Gavony Ironwright", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.game.update_player(0, life=6)
    table.refresh()
    assert _pt(table, "Grizzly Bears") == (2, 2)
    table.game.update_player(0, life=5)
    table.refresh()
    assert _pt(table, "Grizzly Bears") == (3, 6)
    assert _pt(table, "Gavony Ironwright") == (1, 4)
    assert _pt(table, "Hill Giant") == (3, 3)
    _enchant(table, "Illusory Wrappings", "Grizzly Bears")
    assert _pt(table, "Grizzly Bears") == (1, 6)


@kit
def test_fledgling_osprey_flies_while_enchanted(table: Table) -> None:
    """CR 303.4: enchanted by Illusory Wrappings it has flying (and base 0/2); an Equipment
    or an Aura on another creature doesn't make it enchanted; the Aura gone, no flying."""
    table.battlefield(0, "Fledgling Osprey", "Grizzly Bears")
    assert not table.has_keyword("Fledgling Osprey", "flying")
    _enchant(table, "Illusory Wrappings", "Grizzly Bears")
    assert not table.has_keyword("Fledgling Osprey", "flying")
    assert _pt(table, "Grizzly Bears") == (0, 2)
    table.game.move(table.find("Illusory Wrappings").id, Zone.GRAVEYARD)
    table.refresh()
    assert _pt(table, "Grizzly Bears") == (2, 2)
    _enchant(table, "Illusory Wrappings", "Fledgling Osprey")
    assert table.has_keyword("Fledgling Osprey", "flying")
    assert _pt(table, "Fledgling Osprey") == (0, 2)


@kit
def test_kasminas_transmutation_removes_the_ospreys_own_ability(table: Table) -> None:
    """CR 613.1f, 613.4b: enchanted by Kasmina's Transmutation the Osprey loses all its
    abilities (its "has flying as long as it's enchanted" too: no flying) and is 1/1; a Hill
    Giant is 1/1 as well."""
    table.battlefield(0, "Fledgling Osprey", "Hill Giant")
    _enchant(table, "Kasmina's Transmutation", "Fledgling Osprey")
    assert not table.has_keyword("Fledgling Osprey", "flying")
    assert _pt(table, "Fledgling Osprey") == (1, 1)
    _enchant(table, "Kasmina's Transmutation", "Hill Giant")
    assert _pt(table, "Hill Giant") == (1, 1)


@kit
def test_fear_of_death_counts_its_controllers_graveyard(table: Table) -> None:
    """CR 613.4c, 611.3a: cast by player 0 on the opponent's Craw Wurm (6/4): it mills two
    (plus one card already there: X = 3, 3/4); "your" graveyard is the Aura's controller's,
    the opponent's own graveyard counts for nothing; one more card there: 2/4."""
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Forest")
    table.graveyard(1, "Forest", "Forest", "Forest")
    table.library(0, "Island", "Island", "Island")
    _enchant(table, "Fear of Death", "Craw Wurm")
    table.resolve_all()
    assert len(table.game.graveyard(0)) == 3
    assert _pt(table, "Craw Wurm") == (3, 4)
    table.graveyard(0, "Swamp")
    assert _pt(table, "Craw Wurm") == (2, 4)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
