"""Printed cards that choose a creature type or a color as they enter, played: "As this
artifact enters, choose a creature type." / "As ~ enters, choose a color." and what reads "of
the chosen type / color" (CR 614.1c, 614.12, 205.3m, 105.4).

The choice is made by the player the permanent enters under the control of, as it enters (a
replacement effect: nothing goes on the stack), and kept on the permanent: Door of Destinies
counts spells of that type and pumps creatures of it, Engineered Plague shrinks every creature
of it, Hall of Triumph pumps creatures of the chosen color, Pentarch Paladin targets only a
permanent of the chosen color and Doom Cannon sacrifices only a creature of the chosen type
(an illegal choice leaves the game as it was, CR 732). "the chosen type" of a spell that
chooses a type as it resolves is not the permanent's choice and stays unread.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DOOR_OF_DESTINIES = CardDef(
    name="Door of Destinies", mana_cost="{4}", type_line="Artifact",
    text="As this artifact enters, choose a creature type.\nWhenever you cast a spell of the "
         "chosen type, put a charge counter on this artifact.\nCreatures you control of the "
         "chosen type get +1/+1 for each charge counter on this artifact.")
ENGINEERED_PLAGUE = CardDef(
    name="Engineered Plague", mana_cost="{2}{B}", type_line="Enchantment",
    text="As this enchantment enters, choose a creature type.\nAll creatures of the chosen "
         "type get -1/-1.")
HALL_OF_TRIUMPH = CardDef(
    name="Hall of Triumph", mana_cost="{3}", type_line="Legendary Artifact",
    text="As Hall of Triumph enters, choose a color.\nCreatures you control of the chosen "
         "color get +1/+1.")
PENTARCH_PALADIN = CardDef(
    name="Pentarch Paladin", mana_cost="{2}{W}{W}{W}", type_line="Creature — Human Knight",
    power="3", toughness="3",
    text="Flanking (Whenever a creature without flanking blocks this creature, the blocking "
         "creature gets -1/-1 until end of turn.)\nAs this creature enters, choose a color.\n"
         "{W}{W}, {T}: Destroy target permanent of the chosen color.")
DOOM_CANNON = CardDef(
    name="Doom Cannon", mana_cost="{6}", type_line="Artifact",
    text="As this artifact enters, choose a creature type.\n{3}, {T}, Sacrifice a creature of "
         "the chosen type: This artifact deals 3 damage to any target.")

UTOPIA_SPRAWL = CardDef(
    name="Utopia Sprawl", mana_cost="{G}", type_line="Enchantment — Aura",
    text="Enchant Forest\nAs this Aura enters, choose a color.\nWhenever enchanted Forest is "
         "tapped for mana, its controller adds an additional one mana of the chosen color.")

SOL_GRAIL = CardDef(
    name="Sol Grail", mana_cost="{3}", type_line="Artifact",
    text="As this artifact enters, choose a color.\n{T}: Add one mana of the chosen color.")
COLDSTEEL_HEART = CardDef(
    name="Coldsteel Heart", mana_cost="{2}", type_line="Snow Artifact",
    text="This artifact enters tapped.\nAs this artifact enters, choose a color.\n{T}: Add one "
         "mana of the chosen color.")

CARDS = (DOOR_OF_DESTINIES, ENGINEERED_PLAGUE, HALL_OF_TRIUMPH, PENTARCH_PALADIN, DOOM_CANNON,
         UTOPIA_SPRAWL, SOL_GRAIL, COLDSTEEL_HEART)
kit = pytest.mark.plugins("flanking", extra={"chosen-quality-kit":
                                             card_pool("chosen-quality-kit", CARDS)})


def _enters_choosing(table: Table, card: str, kind: str, choice: str, lands: int,
                     land: str = "Wastes") -> None:
    """Alice casts ``card`` and chooses ``choice`` (a decision of ``kind``) as it enters."""
    table.hand(0, card)
    table.lands(0, land, lands)
    table.cast(card)
    table.answer(kind, choice)
    table.resolve()
    table.assert_zone(card, Zone.BATTLEFIELD, 0)


@kit
def test_door_of_destinies_counts_and_pumps_the_chosen_type(table: Table) -> None:
    """CR 614.12, 205.3m: Bear chosen as the Door enters, nothing put on the stack; casting
    Grizzly Bears puts a charge counter on it (601.2i, 603.2), Hill Giant doesn't; the Bears
    get +1/+1 for the counter, the Giant and Bob's Bears don't."""
    _enters_choosing(table, "Door of Destinies", "choose_type", "Bear", 4)
    assert not table.game.ids_in(Zone.STACK)
    assert any(e.rule == "614.12" and "creature type Bear" in e.text for e in table.game.log)
    table.hand(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Forest", 2)
    table.cast("Grizzly Bears")
    table.resolve_all()
    door = table.find("Door of Destinies")
    assert door.counters.get("charge") == 1
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.lands(0, "Mountain", 4)
    table.cast("Hill Giant")
    table.resolve_all()
    assert table.find("Door of Destinies").counters.get("charge") == 1
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)
    table.battlefield(1, "Grizzly Bears")
    assert table.game.power(table.find("Grizzly Bears", player=1).id) == 2


@kit
def test_engineered_plague_shrinks_every_creature_of_the_chosen_type(table: Table) -> None:
    """CR 613.4c, 704.5f: Elf chosen: both players' Llanowar Elves get -1/-1 and die, one
    entering later too; Grizzly Bears is unchanged."""
    table.battlefield(0, "Llanowar Elves", "Grizzly Bears")
    table.battlefield(1, "Llanowar Elves")
    _enters_choosing(table, "Engineered Plague", "choose_type", "Elf", 3, "Swamp")
    table.resolve_all()
    assert not [o for o in table.game.ids_in(Zone.BATTLEFIELD)
                if table.game.obj(o).name == "Llanowar Elves"]
    assert table.power("Grizzly Bears") == 2
    table.hand(1, "Llanowar Elves")
    table.set_turn(active=1, turn=2)
    table.lands(1, "Forest", 1)
    table.cast("Llanowar Elves")
    table.resolve_all()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)


@kit
def test_hall_of_triumph_pumps_creatures_of_the_chosen_color(table: Table) -> None:
    """CR 105.4, 614.12: green chosen: Alice's Grizzly Bears is 3/3, her Hill Giant (red)
    and Bob's Grizzly Bears (not hers) stay as they are."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    _enters_choosing(table, "Hall of Triumph", "choose_color", "green", 3)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.power("Hill Giant") == 3
    assert table.game.power(table.find("Grizzly Bears", player=1).id) == 2


@kit
def test_pentarch_paladin_targets_only_a_permanent_of_the_chosen_color(table: Table) -> None:
    """CR 115.1, 732: red chosen: Grizzly Bears (green) can't be the target, nothing
    happens; Hill Giant (red) is destroyed."""
    table.lands(0, "Plains", 3)
    _enters_choosing(table, "Pentarch Paladin", "choose_color", "red", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.set_turn(active=0, turn=3)  # CR 302.6: controlled since the turn began
    table.lands(0, "Plains", 2)
    table.assert_illegal(table.activate, "Pentarch Paladin",
                         targets=[table.find("Grizzly Bears", player=1).id])
    assert not table.find("Pentarch Paladin").tapped
    table.activate("Pentarch Paladin", targets=[table.find("Hill Giant", player=1).id])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_doom_cannon_sacrifices_only_a_creature_of_the_chosen_type(table: Table) -> None:
    """CR 601.2h, 732: Cat chosen: with only Grizzly Bears the cost can't be paid,
    nothing happens; Savannah Lions is sacrificed and the Cannon deals 3 damage."""
    _enters_choosing(table, "Doom Cannon", "choose_type", "Cat", 6)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Wastes", 3)
    table.assert_illegal(table.activate, "Doom Cannon", targets=["Bob"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Savannah Lions")
    table.activate("Doom Cannon", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_utopia_sprawl_adds_one_mana_of_the_chosen_color(table: Table) -> None:
    """CR 605.1b, 605.4a, 105.4: blue chosen as the Sprawl enters on Alice's Forest: tapping
    that Forest for mana adds {G} and an additional {U}."""
    (forest,) = table.lands(0, "Forest", 1)
    table.hand(0, "Utopia Sprawl")
    table.mana(0, "G")
    table.cast("Utopia Sprawl", targets=[forest.id])
    table.answer("choose_color", "blue")
    table.resolve()
    assert table.find("Utopia Sprawl").attached_to == forest.id
    assert any(e.rule == "614.12" and "color blue" in e.text for e in table.game.log)
    table.tap_for_mana("Forest", "G")
    assert table.pool(0) == ["G", "U"]


@kit
def test_utopia_sprawl_adds_nothing_for_another_forest(table: Table) -> None:
    """The Sprawl's trigger is the enchanted Forest's only: Bob's Forest adds {G} alone."""
    (forest,) = table.lands(0, "Forest", 1)
    table.hand(0, "Utopia Sprawl")
    table.mana(0, "G")
    table.cast("Utopia Sprawl", targets=[forest.id])
    table.answer("choose_color", "red")
    table.resolve()
    table.set_turn(active=1, turn=2)
    table.lands(1, "Forest", 1)
    table.tap_for_mana("Forest", "G")
    assert table.pool(1) == ["G"]
    assert table.pool(0) == []


@kit
def test_sol_grail_adds_one_mana_of_the_chosen_color(table: Table) -> None:
    """CR 605.1a, 106.4, 105.4: red chosen as Sol Grail enters: its mana ability adds {R},
    which pays for Lightning Bolt."""
    _enters_choosing(table, "Sol Grail", "choose_color", "red", 3)
    table.tap_for_mana("Sol Grail", index=0)
    assert table.pool(0) == ["R"]
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17


@kit
def test_coldsteel_heart_enters_tapped_and_adds_the_chosen_color(table: Table) -> None:
    """CR 614.1c, 614.12: Coldsteel Heart enters tapped with blue chosen; untapped, it adds
    {U}."""
    _enters_choosing(table, "Coldsteel Heart", "choose_color", "blue", 2)
    assert table.find("Coldsteel Heart").tapped
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()  # CR 502.3: Alice's untap step untaps it
    assert not table.find("Coldsteel Heart").tapped
    table.tap_for_mana("Coldsteel Heart", index=0)
    assert table.pool(0) == ["U"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
