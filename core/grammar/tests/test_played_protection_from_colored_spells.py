"""Printed Emrakul, the Aeons Torn's "protection from spells that are one or more colors",
played (CR 702.16a-b, 702.16e, 105.2, 112.1, 113.7a).

A spell with a colour can't target Emrakul and its damage to Emrakul is prevented; the
ability of a coloured permanent is no spell, so it targets and damages Emrakul as usual; a
coloured spell that neither targets nor deals damage (Wrath of God) still destroys it:
protection stops only what 702.16 lists.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EMRAKUL = CardDef(
    name="Emrakul, the Aeons Torn", mana_cost="{15}", type_line="Legendary Creature — Eldrazi",
    power="15", toughness="15", keywords=("Annihilator", "Flying", "Protection"),
    text="This spell can't be countered.\nWhen you cast this spell, take an extra turn after "
         "this one.\nFlying, protection from spells that are one or more colors, annihilator "
         "6\nWhen Emrakul is put into a graveyard from anywhere, its owner shuffles their "
         "graveyard into their library.")
PYROCLASM = CardDef(
    name="Pyroclasm", mana_cost="{1}{R}", type_line="Sorcery",
    text="Pyroclasm deals 2 damage to each creature.")

CARDS = (EMRAKUL, PYROCLASM)
kit = pytest.mark.plugins("annihilator",
                          extra={"colored-spells-kit": card_pool("colored-spells-kit", CARDS)})
EMRAKUL_NAME = "Emrakul, the Aeons Torn"


@kit
def test_a_colored_spell_cant_target_emrakul(table: Table) -> None:
    """CR 702.16b: Lightning Bolt (red) can't target Emrakul: refused, the game as it was
    (CR 732); it can target Grizzly Bears."""
    table.battlefield(1, EMRAKUL_NAME, "Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.assert_illegal(table.cast, "Lightning Bolt", targets=[EMRAKUL_NAME])
    table.assert_zone("Lightning Bolt", Zone.HAND, 0)
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_a_colored_permanents_ability_is_no_spell(table: Table) -> None:
    """CR 113.7a: Prodigal Pyromancer (red) activates its ability targeting Emrakul: legal,
    and its 1 damage is dealt."""
    table.battlefield(1, EMRAKUL_NAME)
    table.battlefield(0, "Prodigal Pyromancer")
    table.activate("Prodigal Pyromancer", targets=[EMRAKUL_NAME])
    table.resolve()
    assert table.find(EMRAKUL_NAME).damage == 1


@kit
def test_damage_from_a_colored_spell_is_prevented(table: Table) -> None:
    """CR 702.16e: Pyroclasm deals 2 damage to each creature: none to Emrakul; the Bears
    die."""
    table.battlefield(1, EMRAKUL_NAME, "Grizzly Bears")
    table.hand(0, "Pyroclasm")
    table.lands(0, "Mountain", 2)
    table.cast("Pyroclasm")
    table.resolve()
    assert table.find(EMRAKUL_NAME).damage == 0
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_a_colored_spell_that_doesnt_target_or_damage_still_applies(table: Table) -> None:
    """CR 702.16: protection stops damage, enchanting or equipping, blocking and targeting
    only: Wrath of God (white) destroys Emrakul."""
    table.battlefield(1, EMRAKUL_NAME)
    table.library(1, "Plains")
    table.hand(0, "Wrath of God")
    table.lands(0, "Plains", 4)
    table.cast("Wrath of God")
    table.resolve_all()
    assert not table.game.ids_in(Zone.BATTLEFIELD, 1)


def test_hexproof_from_that_quality_is_not_read(rules: Rules) -> None:
    """CR 702.11d: "hexproof from [quality]" is read with protection's qualities, but a
    spell-only quality would be a hexproof that stops nothing as the kernel asks it: refused
    (no printed card says it)."""
    text = "Hexproof from spells that are one or more colors"
    card = rules.compile(CardDef(name="Test Wording", mana_cost="{2}",
                                 type_line="Creature — Bear", power="2", toughness="2",
                                 text=text))
    assert card.unrecognized == (text,)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
