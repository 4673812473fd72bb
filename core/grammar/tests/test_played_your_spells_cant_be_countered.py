""""Creature spells you control can't be countered.", played from a printed card (CR 101.2,
701.6a, 604.1, 110.2).

While Prowling Serpopard is on the battlefield, an instruction to counter a creature spell
its controller controls does nothing to it; an opponent's creature spells and its
controller's other spells are countered as usual. "Creature and enchantment spells" is a
spell of either type; a list mixing card types and a subtype is left unread. The printed
card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PROWLING_SERPOPARD = CardDef(
    name="Prowling Serpopard", mana_cost="{1}{G}{G}", type_line="Creature — Cat Snake",
    power="4", toughness="3",
    text="This spell can't be countered.\nCreature spells you control can't be countered.")

PRINTED = (PROWLING_SERPOPARD,)

kit = pytest.mark.plugins(extra={"serpopard-kit": card_pool("serpopard-kit", PRINTED)})


def _bears_then_counterspell(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.hand(0, "Grizzly Bears", "Counterspell")
    table.cast("Grizzly Bears")
    table.cast("Counterspell", targets=["Grizzly Bears"])
    table.resolve_all()


@kit
def test_my_creature_spell_is_not_countered(table: Table) -> None:
    table.battlefield(0, "Prowling Serpopard")
    _bears_then_counterspell(table)
    table.assert_logged(rule="101.2", contains="can't be countered")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@kit
def test_an_opponents_serpopard_does_not_protect_my_spell(table: Table) -> None:
    """"you control": the Serpopard's controller's spells only (CR 110.2)."""
    table.battlefield(1, "Prowling Serpopard")
    _bears_then_counterspell(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


@kit
def test_my_noncreature_spell_is_countered(table: Table) -> None:
    table.battlefield(0, "Prowling Serpopard")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Lightning Bolt", "Counterspell")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.cast("Counterspell", targets=["Lightning Bolt"])
    table.resolve_all()
    assert table.life(1) == 20
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD)


def _compiled(text: str) -> tuple[bool, tuple[str, ...]]:
    rules = Rules.load(enable=[], env={})
    card = rules.compile(CardDef(name="Test Uncounterable Ward", mana_cost="{2}",
                                 type_line="Artifact", text=text))
    return card.playable, tuple(card.unrecognized)


def test_a_list_of_card_types_is_either_type() -> None:
    """"Creature and enchantment spells": a spell that is a creature or an enchantment."""
    rules = Rules.load(enable=[], env={})
    card = rules.compile(CardDef(
        name="Test Uncounterable Ward", mana_cost="{2}", type_line="Artifact",
        text="Creature and enchantment spells you control can't be countered."))
    assert card.playable
    flt = card.abilities[0].effects[0].spells
    assert set(flt.any_types) == {"Creature", "Enchantment"} and not flt.types
    assert flt.controller == "you"


def test_a_list_mixing_types_and_a_subtype_is_left_unread() -> None:
    playable, unread = _compiled(
        "Instant, sorcery, and Dragon spells you control can't be countered.")
    assert not playable
    assert "Instant, sorcery, and Dragon spells you control can't be countered." in unread


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
