""""All damage that would be dealt to you is dealt to ~ / enchanted creature / equipped
creature instead" played (CR 614.9, 616.1).

Empyrial Archangel, cast: Bob's Lightning Bolt at Alice and his unblocked Grizzly Bears deal
their damage to the Archangel instead (Alice stays at 20, the Archangel has 5 damage marked);
a Shock at Alice's Grizzly Bears is not redirected. Pariah, cast on Bob's Hill Giant: Bob's
Bolt at Alice is dealt to the Giant (it dies, Pariah goes too); his next Bolt hits Alice.
Pariah's Shield, cast and equipped: the Bolt kills the equipped Grizzly Bears; unattached, it
redirects nothing. With Personal Sanctuary preventing the damage too, Alice chooses which
applies first (616.1). The cards come with their exact Oracle text (checked at the end).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

EMPYRIAL_ARCHANGEL = CardDef(
    name="Empyrial Archangel", mana_cost="{4}{G}{W}{W}{U}", type_line="Creature — Angel",
    text="Flying\nShroud (This creature can't be the target of spells or abilities.)\nAll damage "
         "that would be dealt to you is dealt to this creature instead.", power="5",
    toughness="8")
PARIAH = CardDef(
    name="Pariah", mana_cost="{2}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nAll damage that would be dealt to you is dealt to enchanted creature "
         "instead.")
PARIAHS_SHIELD = CardDef(
    name="Pariah's Shield", mana_cost="{5}", type_line="Artifact — Equipment",
    text="All damage that would be dealt to you is dealt to equipped creature instead.\n"
         "Equip {3}")
PERSONAL_SANCTUARY = CardDef(
    name="Personal Sanctuary", mana_cost="{2}{W}", type_line="Enchantment",
    text="During your turn, prevent all damage that would be dealt to you.")

PRINTED = (EMPYRIAL_ARCHANGEL, PARIAH, PARIAHS_SHIELD, PERSONAL_SANCTUARY)
kit = pytest.mark.plugins(extra={"redirect-to-you-kit": card_pool("redirect-to-you-kit",
                                                                  PRINTED)})


def _bobs_turn(table: Table) -> None:
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()


def _bolt_alice(table: Table) -> None:
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()


@kit
def test_empyrial_archangel_takes_spell_and_combat_damage_dealt_to_you(table: Table) -> None:
    """CR 614.9: Bob's Bolt (3) and unblocked Bears (2) are dealt to the Archangel."""
    table.mana(0, "GWWUCCCC")
    table.hand(0, "Empyrial Archangel")
    table.cast("Empyrial Archangel")
    table.resolve()
    table.battlefield(1, "Grizzly Bears")
    _bobs_turn(table)
    _bolt_alice(table)
    table.assert_life(0, 20)
    assert table.find("Empyrial Archangel").damage == 3
    table.assert_logged(rule="614.9", contains="3 damage to Alice is dealt to Empyrial Archangel")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(0, 20)
    assert table.find("Empyrial Archangel").damage == 5


@kit
def test_empyrial_archangel_does_not_take_damage_dealt_to_your_creatures(
        table: Table) -> None:
    """CR 614.9: only damage to "you": Alice's Shock at her Grizzly Bears kills them."""
    table.mana(0, "GWWUCCCC")
    table.hand(0, "Empyrial Archangel")
    table.cast("Empyrial Archangel")
    table.resolve()
    table.battlefield(0, "Grizzly Bears", "Mountain")
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.find("Empyrial Archangel").damage == 0


@kit
def test_pariah_deals_your_damage_to_the_enchanted_creature(table: Table) -> None:
    """CR 614.9, 303.4: Pariah on Bob's Hill Giant: Bob's Bolt at Alice kills the Giant;
    Pariah gone with it, his next Bolt deals Alice 3."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 3)
    table.hand(0, "Pariah")
    table.cast("Pariah", targets=["Hill Giant"])
    table.resolve()
    _bobs_turn(table)
    _bolt_alice(table)
    table.assert_life(0, 20)
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.zone_of("Pariah") is Zone.GRAVEYARD
    _bolt_alice(table)
    table.assert_life(0, 17)


@kit
def test_pariahs_shield_redirects_only_while_attached(table: Table) -> None:
    """CR 614.9, 301.5: equipped Grizzly Bears take Bob's Bolt at Alice (they die); with the
    Shield unattached, the next Bolt deals Alice 3."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "CCCCCCCC")
    table.hand(0, "Pariah's Shield")
    table.cast("Pariah's Shield")
    table.resolve()
    table.activate("Pariah's Shield", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Pariah's Shield").attached_to == table.find("Grizzly Bears").id
    _bobs_turn(table)
    _bolt_alice(table)
    table.assert_life(0, 20)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    _bolt_alice(table)
    table.assert_life(0, 17)


@kit
def test_with_prevention_too_you_choose_which_applies_first(table: Table) -> None:
    """CR 616.1: Archangel and Personal Sanctuary: Alice chooses prevention first: Bob's
    Bolt on her turn is prevented, the Archangel is dealt nothing."""
    table.mana(0, "GWWUCCCCWWW")
    table.hand(0, "Empyrial Archangel", "Personal Sanctuary")
    table.cast("Empyrial Archangel")
    table.resolve()
    table.cast("Personal Sanctuary")
    table.resolve()
    asked = table.watch_decisions("replacement_order")
    table.on_decision("replacement_order", lambda game, d: ["prevent"])
    table.pass_priority()
    _bolt_alice(table)
    assert asked
    table.assert_life(0, 20)
    assert table.find("Empyrial Archangel").damage == 0


@kit
def test_with_two_archangels_you_choose_which_takes_the_damage(table: Table) -> None:
    """CR 616.1: Alice chooses the second Archangel: it is dealt Bob's Bolt, the first not."""
    table.mana(0, "GWWUCCCCGWWUCCCC")
    table.hand(0, "Empyrial Archangel", "Empyrial Archangel")
    table.cast("Empyrial Archangel")
    table.resolve()
    table.cast("Empyrial Archangel")
    table.resolve()
    first, second = sorted(o.id for o in table.game.state.objects.values()
                           if o.name == "Empyrial Archangel" and o.zone is Zone.BATTLEFIELD)
    seen = table.on_decision("replacement_order",
                             lambda game, d: [o for o in d.options
                                              if o.startswith(f"{second}:")][:1])
    table.pass_priority()
    _bolt_alice(table)
    assert len(seen) == 1 and seen[0].player == 0 and seen[0].rule == "616.1"
    table.assert_life(0, 20)
    assert table.game.obj(second).damage == 3
    assert table.game.obj(first).damage == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
