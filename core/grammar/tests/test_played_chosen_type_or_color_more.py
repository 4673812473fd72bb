"""More printed cards reading "the chosen type / color" of their "As ~ enters, choose ..."
(CR 614.12, 205.3m, 105.4), played where the choice is read from elsewhere than a static
ability: a leaves-the-battlefield trigger looking back (603.10a, Species Specialist), a
state trigger (603.8, Lurebound Scarecrow), a count as a trigger resolves (107.3c, Psychic
Allergy), a characteristic-defining count (604.3, Chameleon Spirit), opponents' creatures
only (Plague Engineer). A spell's "the chosen type" (chosen as it resolves, 608.2d) is not
the permanent's: Pack's Disdain's count stays unread.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SPECIES_SPECIALIST = CardDef(
    name="Species Specialist", mana_cost="{2}{B}{B}", type_line="Creature — Human Warrior",
    power="2", toughness="3",
    text="As this creature enters, choose a creature type.\nWhenever a creature of the chosen "
         "type dies, you may draw a card.")
LUREBOUND_SCARECROW = CardDef(
    name="Lurebound Scarecrow", mana_cost="{3}", type_line="Artifact Creature — Scarecrow",
    power="4", toughness="4",
    text="As this creature enters, choose a color.\nWhen you control no permanents of the "
         "chosen color, sacrifice this creature.")
PSYCHIC_ALLERGY = CardDef(
    name="Psychic Allergy", mana_cost="{3}{U}{U}", type_line="Enchantment",
    text="As this enchantment enters, choose a color.\nAt the beginning of each opponent's "
         "upkeep, this enchantment deals X damage to that player, where X is the number of "
         "nontoken permanents of the chosen color they control.\nAt the beginning of your "
         "upkeep, destroy this enchantment unless you sacrifice two Islands.")
PLAGUE_ENGINEER = CardDef(
    name="Plague Engineer", mana_cost="{2}{B}", type_line="Creature — Phyrexian Carrier",
    power="2", toughness="2",
    text="Deathtouch\nAs this creature enters, choose a creature type.\nCreatures of the "
         "chosen type your opponents control get -1/-1.")
CHAMELEON_SPIRIT = CardDef(
    name="Chameleon Spirit", mana_cost="{3}{U}", type_line="Creature — Illusion Spirit",
    power="*", toughness="*",
    text="As this creature enters, choose a color.\nChameleon Spirit's power and toughness "
         "are each equal to the number of permanents of the chosen color your opponents "
         "control.")
PACKS_DISDAIN = CardDef(
    name="Pack's Disdain", mana_cost="{1}{B}", type_line="Instant",
    text="Choose a creature type. Target creature gets -1/-1 until end of turn for each "
         "permanent of the chosen type you control.")

CARDS = (SPECIES_SPECIALIST, LUREBOUND_SCARECROW, PSYCHIC_ALLERGY, PLAGUE_ENGINEER,
         CHAMELEON_SPIRIT, PACKS_DISDAIN)
kit = pytest.mark.plugins(extra={"chosen-quality-more-kit":
                                 card_pool("chosen-quality-more-kit", CARDS)})


def _enters_choosing(table: Table, card: str, kind: str, choice: str, land: str,
                     lands: int) -> None:
    """Alice casts ``card`` and chooses ``choice`` (a decision of ``kind``) as it enters."""
    table.hand(0, card)
    table.lands(0, land, lands)
    table.cast(card)
    table.answer(kind, choice)
    table.resolve()
    table.assert_zone(card, Zone.BATTLEFIELD, 0)


@kit
def test_species_specialist_sees_its_own_death_of_the_chosen_type(table: Table) -> None:
    """CR 603.10a: Human chosen; Lightning Bolt kills the Specialist itself (a Human): its
    leaves-the-battlefield trigger looks back, with the type it chose, and Alice draws."""
    _enters_choosing(table, "Species Specialist", "choose_type", "Human", "Swamp", 4)
    table.library(0, "Island")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=[table.find("Species Specialist").id])
    table.resolve()
    table.assert_zone("Species Specialist", Zone.GRAVEYARD, 0)
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Island", Zone.HAND, 0)


@kit
def test_species_specialist_ignores_other_types(table: Table) -> None:
    """Bear chosen: Lightning Bolt kills Savannah Lions (a Cat), nothing triggers."""
    _enters_choosing(table, "Species Specialist", "choose_type", "Bear", "Swamp", 4)
    table.battlefield(1, "Savannah Lions")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=[table.find("Savannah Lions", player=1).id])
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_lurebound_scarecrow_is_sacrificed_with_no_permanent_of_the_color(table: Table) -> None:
    """CR 603.8: green chosen while Alice controls Grizzly Bears: nothing; once the Bears die,
    the state trigger sacrifices the Scarecrow."""
    table.battlefield(0, "Grizzly Bears")
    _enters_choosing(table, "Lurebound Scarecrow", "choose_color", "green", "Wastes", 3)
    table.resolve_all()
    table.assert_zone("Lurebound Scarecrow", Zone.BATTLEFIELD, 0)
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=[table.find("Grizzly Bears").id])
    table.resolve_all()
    table.assert_zone("Lurebound Scarecrow", Zone.GRAVEYARD, 0)


@kit
def test_psychic_allergy_counts_the_opponents_permanents_of_the_color(table: Table) -> None:
    """CR 107.3c: green chosen: at Bob's upkeep the Allergy deals him 2 damage for his two
    Grizzly Bears; his Forest (colorless) and Alice's Bears aren't counted."""
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Forest")
    table.battlefield(0, "Grizzly Bears")
    _enters_choosing(table, "Psychic Allergy", "choose_color", "green", "Island", 5)
    table.library(1, "Island")
    table.go_to("draw step", turn=2)
    assert table.life(1) == 18


@kit
def test_plague_engineer_shrinks_only_the_opponents_creatures(table: Table) -> None:
    """Bear chosen: Bob's Grizzly Bears is 1/1, Alice's stays 2/2."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    _enters_choosing(table, "Plague Engineer", "choose_type", "Bear", "Swamp", 3)
    assert table.game.power(table.find("Grizzly Bears", player=1).id) == 1
    assert table.game.power(table.find("Grizzly Bears", player=0).id) == 2


@kit
def test_chameleon_spirit_counts_the_chosen_color(table: Table) -> None:
    """CR 604.3: green chosen: two green permanents of Bob's make it 2/2; a third, 3/3."""
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    _enters_choosing(table, "Chameleon Spirit", "choose_color", "green", "Island", 4)
    assert (table.power("Chameleon Spirit"), table.toughness("Chameleon Spirit")) == (2, 2)
    table.battlefield(1, "Grizzly Bears")
    assert table.power("Chameleon Spirit") == 3


@kit
def test_a_spells_chosen_type_is_not_the_permanents(rules: Rules) -> None:
    """CR 608.2d, 614.12: Pack's Disdain chooses as it resolves: its count "of the chosen
    type" is not a permanent's kept choice and stays unread."""
    disdain = rules.card("Pack's Disdain")
    assert not disdain.playable
    assert any("the chosen type" in u for u in disdain.unrecognized)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
