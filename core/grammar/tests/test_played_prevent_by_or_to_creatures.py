"""Printed "Prevent all [combat] damage that would be dealt by target creature / this turn by
[creatures] / this turn to [creatures] / to you this turn by attacking creatures" played (CR
615.1a, 611.3a, 514.2).

Restrain and Horn of Deafening (rule "grammar:prevent all dealt by target creature"): the
damage the one target creature deals is prevented, not the damage dealt to it. Fog of War,
Obscuring Haze and Divine Light (rule "grammar:prevent all this turn to or by creatures"):
the creatures are the ones matching as the damage would be dealt (a creature pumped above
power 3 after Fog of War resolved deals its damage). Deep Wood (rule "grammar:prevent all to
you this turn by creatures"): only the damage attacking creatures would deal to its caster.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

RESTRAIN = CardDef(
    name="Restrain", mana_cost="{2}{W}", type_line="Instant",
    text="Prevent all combat damage that would be dealt by target attacking creature this "
         "turn.\nDraw a card.")
HORN_OF_DEAFENING = CardDef(
    name="Horn of Deafening", mana_cost="{4}", type_line="Artifact",
    text="{2}, {T}: Prevent all combat damage that would be dealt by target creature this "
         "turn.")
FOG_OF_WAR = CardDef(
    name="Fog of War", mana_cost="{2}{G}", type_line="Instant",
    text="You gain 1 life for each creature on the battlefield. Prevent all combat damage "
         "that would be dealt this turn by creatures with power 3 or less.")
OBSCURING_HAZE = CardDef(
    name="Obscuring Haze", mana_cost="{2}{G}", type_line="Instant",
    text="If you control a commander, you may cast this spell without paying its mana cost.\n"
         "Prevent all damage that would be dealt this turn by creatures your opponents "
         "control.")
DIVINE_LIGHT = CardDef(
    name="Divine Light", mana_cost="{W}", type_line="Sorcery",
    text="Prevent all damage that would be dealt this turn to creatures you control.")
DEEP_WOOD = CardDef(
    name="Deep Wood", mana_cost="{1}{G}", type_line="Instant",
    text="Cast this spell only during the declare attackers step and only if you've been "
         "attacked this step.\nPrevent all damage that would be dealt to you this turn by "
         "attacking creatures.")

CARDS = (RESTRAIN, HORN_OF_DEAFENING, FOG_OF_WAR, OBSCURING_HAZE, DIVINE_LIGHT, DEEP_WOOD)
kit = pytest.mark.plugins(extra={"prevent-by-kit": card_pool("prevent-by-kit", CARDS)})


def _attacked(table: Table, *attackers: str) -> None:
    """Bob (player 1) attacks Alice with ``attackers``; Alice gets priority in the declare
    attackers step."""
    table.set_turn(active=1)
    table.attack(*attackers)
    table.pass_priority()


@kit
def test_restrain_prevents_the_damage_the_attacker_deals_not_the_damage_it_is_dealt(
        table: Table) -> None:
    """CR 615.1a: Hill Giant blocked by Savannah Lions deals no combat damage (the Lions
    live); the Lions' 2 to it is dealt; the unblocked Grizzly Bears still deal 2 to Alice.
    Restrain draws a card too."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.battlefield(0, "Savannah Lions")
    table.lands(0, "Plains", 3)
    table.library(0, "Island")
    table.hand(0, "Restrain")
    _attacked(table, "Hill Giant", "Grizzly Bears")
    table.cast("Restrain", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.block({"Savannah Lions": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Savannah Lions", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2
    table.assert_life(0, 18)
    table.assert_logged(rule="615.1a", contains="damage from Hill Giant")


@kit
def test_restrain_targets_only_an_attacking_creature(table: Table) -> None:
    """CR 115.1: a creature not attacking is no legal target; the game is unchanged (732)."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.hand(0, "Restrain")
    _attacked(table, "Hill Giant")
    table.assert_illegal(table.cast, "Restrain", targets=["Grizzly Bears"])


@kit
def test_horn_of_deafening_silences_a_blocker(table: Table) -> None:
    """CR 615.1a: Alice's Grizzly Bears attack, Hill Giant blocks; the Horn on the Giant: the
    Bears live, the Giant has their 2 damage."""
    table.battlefield(0, "Horn of Deafening", "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.activate("Horn of Deafening", targets=["Hill Giant"])
    table.resolve()
    table.assert_tapped("Horn of Deafening")
    table.go_to(Step.END_COMBAT)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2


@kit
def test_fog_of_war_prevents_by_power_as_the_damage_is_dealt(table: Table) -> None:
    """CR 615.1a, 611.3a: after Fog of War (3 creatures: 3 life), Craw Wurm (power 6) deals
    its damage; Grizzly Bears pumped to 5 by Giant Growth after it resolved deal theirs;
    Savannah Lions (power 2) deal none."""
    table.battlefield(1, "Craw Wurm", "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Forest", 3)
    table.lands(1, "Forest", 1)
    table.hand(0, "Fog of War")
    table.hand(1, "Giant Growth")
    _attacked(table, "Craw Wurm", "Grizzly Bears", "Savannah Lions")
    table.cast("Fog of War")
    table.resolve()
    table.assert_life(0, 23)
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 23 - 6 - 5)


@kit
def test_obscuring_haze_prevents_only_the_opponents_creatures_damage(table: Table) -> None:
    """CR 615.1a: Bob's Hill Giant blocked by Alice's Grizzly Bears deals nothing (the Bears
    live); the Bears' 2 to it is dealt: only Bob's creatures' damage is prevented."""
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 3)
    table.hand(0, "Obscuring Haze")
    _attacked(table, "Hill Giant")
    table.cast("Obscuring Haze")
    table.resolve()
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2
    table.assert_life(0, 20)


@kit
def test_divine_light_shields_only_creatures_you_control(table: Table) -> None:
    """CR 615.1a: Lightning Bolt to Alice's Grizzly Bears is prevented; Shock to Bob's
    Savannah Lions and Lightning Bolt to Alice are dealt."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Divine Light", "Lightning Bolt", "Shock", "Lightning Bolt")
    table.cast("Divine Light")
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    table.cast("Shock", targets=["Savannah Lions"])
    table.resolve()
    assert table.zone_of("Savannah Lions") is Zone.GRAVEYARD
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)


@kit
def test_deep_wood_prevents_only_attackers_damage_to_you(table: Table) -> None:
    """CR 615.1a: the unblocked Hill Giant's 3 to Alice is prevented; the blocked Grizzly
    Bears' 2 to Alice's Savannah Lions is dealt (to a creature, not to her)."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.battlefield(0, "Savannah Lions")
    table.lands(0, "Forest", 2)
    table.hand(0, "Deep Wood")
    _attacked(table, "Hill Giant", "Grizzly Bears")
    table.cast("Deep Wood")
    table.resolve()
    table.block({"Savannah Lions": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 20)
    assert table.zone_of("Savannah Lions") is Zone.GRAVEYARD


@kit
def test_deep_wood_does_not_prevent_a_spells_damage(table: Table) -> None:
    """CR 615.1a: Lightning Bolt is no attacking creature: its 3 to Alice is dealt."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Forest", 2)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Deep Wood")
    table.hand(1, "Lightning Bolt")
    _attacked(table, "Hill Giant")
    table.cast("Deep Wood")
    table.resolve()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
