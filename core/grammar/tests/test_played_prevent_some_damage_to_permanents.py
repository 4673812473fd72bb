""""If a source would deal damage to equipped creature / a Cleric creature you control,
prevent N of that damage." played (CR 615.10, 611.3a).

Daunting Defender, cast: Bob's Lightning Bolt at it deals 2, not 3 (it is a Cleric); his Shock
at Alice's Grizzly Bears (no Cleric) kills them. Shield of the Realm, cast and equipped to
Grizzly Bears: the Bolt at them deals 1, they live; a second Bolt deals another 1 and they
die (never used up).
The cards come with their exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DAUNTING_DEFENDER = CardDef(
    name="Daunting Defender", mana_cost="{4}{W}", type_line="Creature — Human Cleric",
    text="If a source would deal damage to a Cleric creature you control, prevent 1 of that "
         "damage.", power="3", toughness="3")
SHIELD_OF_THE_REALM = CardDef(
    name="Shield of the Realm", mana_cost="{2}", type_line="Artifact — Equipment",
    text="If a source would deal damage to equipped creature, prevent 2 of that damage.\n"
         "Equip {1}")

PRINTED = (DAUNTING_DEFENDER, SHIELD_OF_THE_REALM)
kit = pytest.mark.plugins(extra={"prevent-some-kit": card_pool("prevent-some-kit", PRINTED)})


def _bob_casts(table: Table, spell: str, target: str) -> None:
    table.lands(1, "Mountain", 1)
    table.hand(1, spell)
    table.pass_priority()  # Alice passes: Bob casts his instant on her turn
    table.cast(spell, targets=[target])
    table.resolve()


@kit
def test_daunting_defender_prevents_one_to_clerics_only(table: Table) -> None:
    """CR 615.10: Bolt at the Defender: 2 marked; Shock at the Bears (no Cleric): dead."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "WCCCC")
    table.hand(0, "Daunting Defender")
    table.cast("Daunting Defender")
    table.resolve()
    _bob_casts(table, "Lightning Bolt", "Daunting Defender")
    assert table.find("Daunting Defender", zone=Zone.BATTLEFIELD).damage == 2
    table.assert_logged(rule="615.10", contains="prevents 1 damage from Lightning Bolt")
    _bob_casts(table, "Shock", "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_shield_of_the_realm_prevents_two_to_the_equipped_creature(table: Table) -> None:
    """CR 615.10, 301.5: the equipped Bears are dealt 1 by each Bolt; the second kills."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "CCC")
    table.hand(0, "Shield of the Realm")
    table.cast("Shield of the Realm")
    table.resolve()
    table.activate("Shield of the Realm", targets=["Grizzly Bears"])
    table.resolve()
    _bob_casts(table, "Lightning Bolt", "Grizzly Bears")
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 1
    _bob_casts(table, "Lightning Bolt", "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
