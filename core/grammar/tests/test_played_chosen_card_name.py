"""Printed Meddling Mage, played: "As this creature enters, choose a nonland card name." and
"Spells with the chosen name can't be cast." (CR 614.1c, 614.12, 201.4, 101.2, 604.1).

The name is chosen by the player it enters under the control of, as it enters (a replacement
effect, not a trigger), among the names of nonland cards (201.4a), and kept on the permanent;
while the Mage is on the battlefield no player can cast a spell with that name (a refused
cast leaves the game as it was, CR 732); other spells are cast as usual; once the Mage is gone,
so is the prohibition.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MEDDLING_MAGE = CardDef(
    name="Meddling Mage", mana_cost="{W}{U}", type_line="Creature — Human Wizard", power="2",
    toughness="2",
    text="As this creature enters, choose a nonland card name.\nSpells with the chosen name "
         "can't be cast.")

CARDS = (MEDDLING_MAGE,)
kit = pytest.mark.plugins(extra={"chosen-name-kit": card_pool("chosen-name-kit", CARDS)})


def _mage_naming(table: Table, name: str) -> None:
    """Alice casts Meddling Mage and names ``name`` as it enters."""
    table.hand(0, "Meddling Mage")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 1)
    table.cast("Meddling Mage")
    table.answer("name", name)
    table.resolve()
    table.assert_zone("Meddling Mage", Zone.BATTLEFIELD, 0)


@kit
def test_the_chosen_name_cant_be_cast_by_any_player(table: Table) -> None:
    """CR 101.2, 604.1: Lightning Bolt named: neither Bob nor Alice can cast it; Shock is
    cast as usual."""
    _mage_naming(table, "Lightning Bolt")
    table.hand(0, "Lightning Bolt", "Shock")
    table.lands(0, "Mountain", 2)
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"])
    table.assert_zone("Lightning Bolt", Zone.HAND, 0)
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 18
    table.set_turn(active=1, turn=2)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 1)
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Alice"])
    assert table.life(0) == 20


@kit
def test_the_name_is_chosen_as_it_enters_among_nonland_card_names(table: Table) -> None:
    """CR 614.12, 201.4a: the choice is made as the Mage enters (a replacement: nothing is
    put on the stack), among the names of nonland cards: a land's name is refused (CR 732)."""
    table.hand(0, "Meddling Mage")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 1)
    table.cast("Meddling Mage")
    table.answer("name", "Forest")
    table.assert_illegal(table.resolve)
    table.game.script.queue.clear()
    table.answer("name", "Shock")
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    assert any(e.rule == "614.12" and "chooses the name Shock" in e.text
               for e in table.game.log)
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.assert_illegal(table.cast, "Shock", targets=["Bob"])


@kit
def test_once_the_mage_is_gone_the_name_can_be_cast(table: Table) -> None:
    """CR 604.1: the prohibition is the Mage's static ability: Murder destroys it; then Bob
    casts Lightning Bolt."""
    _mage_naming(table, "Lightning Bolt")
    table.hand(0, "Murder")
    table.lands(0, "Swamp", 3)
    table.cast("Murder", targets=["Meddling Mage"])
    table.resolve()
    table.set_turn(active=1, turn=2)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 1)
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 17


@kit
def test_a_mage_put_straight_onto_the_battlefield_without_a_name_forbids_nothing(
        table: Table) -> None:
    """CR 201.4: no name was chosen (the Mage was put there to build the position, it never
    entered): nothing has "the chosen name"."""
    table.battlefield(0, "Meddling Mage")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(CARDS)


FIRE_TEXT = "Fire deals 2 damage divided as you choose among one or two targets."
FIRE_ICE = CardDef(
    name="Fire // Ice", mana_cost="{1}{R}", type_line="Instant", text=FIRE_TEXT, layout="split",
    faces=(CardDef(name="Fire", mana_cost="{1}{R}", type_line="Instant", text=FIRE_TEXT),
           CardDef(name="Ice", mana_cost="{1}{U}", type_line="Instant",
                   text="Tap target permanent.\nDraw a card.")))
split_kit = pytest.mark.plugins(extra={"chosen-name-kit": card_pool("chosen-name-kit",
                                                                    (*CARDS, FIRE_ICE))})


@split_kit
def test_one_half_of_a_split_card_is_a_name_the_other_can_be_cast(table: Table) -> None:
    """CR 201.4b, 709.4a: the player names one half of a split card, not both; 709.3b: on the
    stack a half has only its own name, so with Ice named, Ice can't be cast (refused, the
    game left as it was, 732) and Fire is cast as usual."""
    table.hand(0, "Meddling Mage")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 1)
    table.cast("Meddling Mage")
    table.answer("name", "Fire // Ice")
    table.assert_illegal(table.resolve)  # CR 201.4b: not both names
    table.game.script.queue.clear()
    table.answer("name", "Ice")
    table.resolve()
    assert any("chooses the name Ice" in e.text for e in table.game.log)
    table.hand(0, "Fire // Ice")
    table.lands(0, "Mountain", 2)
    table.lands(0, "Island", 2)
    table.assert_illegal(table.cast, "Fire // Ice", half="Ice", targets=["Meddling Mage"])
    table.assert_zone("Fire // Ice", Zone.HAND, 0)
    assert table.tapped_count(0) == 2  # only the Mage's lands
    table.cast("Fire // Ice", half="Fire", targets=["opponent"])
    table.resolve()
    assert table.life(1) == 18


@needs_corpus
@pytest.mark.plugins("oracle")
def test_a_back_face_is_a_name_judged_by_its_own_type_line(table: Table) -> None:
    """CR 201.4d, 201.4a: a double-faced card's back face is a name of its own, a nonland
    card name only if the back face is not a land: Perfected Form (a creature) and Search for
    Azcanta (an enchantment) may be named, Azcanta, the Sunken Ruin (a land) may not."""
    from manastack.engine.zones import card_names

    nonland = card_names(table.game, ("Land",))
    assert {"Perfected Form", "Aberrant Researcher", "Search for Azcanta"} <= set(nonland)
    assert "Azcanta, the Sunken Ruin" not in nonland
    assert not any(" // " in name for name in nonland)
    assert "Azcanta, the Sunken Ruin" in card_names(table.game)
