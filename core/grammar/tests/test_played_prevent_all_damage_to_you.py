""""Prevent all damage that would be dealt to you." played (CR 615.1a, 615.10, 611.3a).

Glacial Chasm, played as a land (its enters trigger sacrifices a Plains): Bob's Lightning Bolt
at Alice deals her nothing, his attacking Grizzly Bears nothing either; a Shock at Alice's
Grizzly Bears still deals them 2 (only damage to "you"). Personal Sanctuary ("During your
turn, ..."): Bob's Bolt on Alice's turn is prevented, on Bob's turn it is dealt. The cards
come with their exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

GLACIAL_CHASM = CardDef(
    name="Glacial Chasm", mana_cost=None, type_line="Land",
    text="Cumulative upkeep—Pay 2 life. (At the beginning of your upkeep, put an age counter on "
         "this permanent, then sacrifice it unless you pay its upkeep cost for each age counter "
         "on it.)\nWhen this land enters, sacrifice a land.\nCreatures you control can't "
         "attack.\nPrevent all damage that would be dealt to you.")
PERSONAL_SANCTUARY = CardDef(
    name="Personal Sanctuary", mana_cost="{2}{W}", type_line="Enchantment",
    text="During your turn, prevent all damage that would be dealt to you.")

PRINTED = (GLACIAL_CHASM, PERSONAL_SANCTUARY)
POOL = card_pool("prevent-all-to-you-kit", PRINTED)
kit = pytest.mark.plugins("cumulative_upkeep", extra={"prevent-all-to-you-kit": POOL})


def _play_chasm(table: Table) -> None:
    table.battlefield(0, "Plains")
    table.hand(0, "Glacial Chasm")
    table.on_decision(pick=lambda game, d: [o for o in d.options if isinstance(o, int) and
                                            game.obj(o).name == "Plains"][:1] or
                      list(d.options)[:1])
    table.play("Glacial Chasm")
    table.resolve()  # its enters trigger: sacrifice a land (the Plains, not itself)
    assert table.zone_of("Plains") is Zone.GRAVEYARD
    assert table.zone_of("Glacial Chasm") is Zone.BATTLEFIELD


@kit
def test_glacial_chasm_prevents_spell_and_combat_damage_to_you(table: Table) -> None:
    """CR 615.1a: Bob's Bolt at Alice and his attacking Bears deal her nothing."""
    _play_chasm(table)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 20)
    table.assert_logged(rule="615.1a", contains="prevented (Prevent all damage")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 20)


@kit
def test_glacial_chasm_does_not_prevent_damage_to_your_creatures(table: Table) -> None:
    """CR 615.1a: only damage to "you": a Shock at Alice's Grizzly Bears deals them 2."""
    _play_chasm(table)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Mountain")
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_personal_sanctuary_prevents_only_during_your_turn(table: Table) -> None:
    """CR 611.3a: Bob's Bolt on Alice's turn is prevented; on Bob's turn it deals 3."""
    table.lands(0, "Plains", 3)
    table.hand(0, "Personal Sanctuary")
    table.cast("Personal Sanctuary")
    table.resolve()
    table.lands(1, "Mountain", 2)
    table.hand(1, "Lightning Bolt", "Lightning Bolt")
    table.pass_priority()  # Alice passes: Bob may cast an instant on her turn
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 20)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
