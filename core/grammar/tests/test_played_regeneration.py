"""Printed "Regenerate ..." played (CR 701.19).

Drudge Skeletons ("{B}: Regenerate this creature.") and Death Ward ("Regenerate target
creature.") put a regeneration shield on a creature for the turn (701.19a, rule
"grammar:regenerate"). The next time it would be destroyed, by an effect (Murder), by
lethal damage (704.5g) or by deathtouch damage (704.5h), instead its damage is removed, it
is tapped and it is removed from combat; the shield is then used up. Wrath of God's "They
can't be regenerated" (701.19c) and a sacrifice (701.21a) are not destruction a shield
replaces; an indestructible creature isn't destroyed and keeps its shield (702.12b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

REMINDER = ("(The next time this creature would be destroyed this turn, instead tap it, "
            "remove it from combat, and heal all damage on it.)")
DRUDGE_SKELETONS = CardDef(
    name="Drudge Skeletons", mana_cost="{1}{B}", type_line="Creature — Skeleton",
    text="{B}: Regenerate this creature. " + REMINDER, power="1", toughness="1")
DEATH_WARD = CardDef(name="Death Ward", mana_cost="{W}", type_line="Instant",
                     text="Regenerate target creature.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")
WRATH_OF_GOD = CardDef(name="Wrath of God", mana_cost="{2}{W}{W}", type_line="Sorcery",
                       text="Destroy all creatures. They can't be regenerated.")
TYPHOID_RATS = CardDef(
    name="Typhoid Rats", mana_cost="{B}", type_line="Creature — Rat",
    text="Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
    power="1", toughness="1")
DARKSTEEL_MYR = CardDef(
    name="Darksteel Myr", mana_cost="{3}", type_line="Artifact Creature — Myr",
    text="Indestructible (Damage and effects that say \"destroy\" don't destroy this "
         "creature. If its toughness is 0 or less, it still dies.)", power="0", toughness="1")

CARDS = (DRUDGE_SKELETONS, DEATH_WARD, MURDER, WRATH_OF_GOD, TYPHOID_RATS, DARKSTEEL_MYR)
kit = pytest.mark.plugins(extra={"regen-kit": card_pool("regen-kit", CARDS)})


def _shield_skeletons(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Drudge Skeletons")
    table.activate("Drudge Skeletons")
    table.resolve()


@kit
def test_a_regenerated_creature_is_not_destroyed_and_is_tapped(table: Table) -> None:
    """CR 701.19a: Murder would destroy the shielded Skeletons; instead it stays (the same
    object), tapped, and the shield is used up: a second Murder destroys it."""
    _shield_skeletons(table)
    skeletons = table.find("Drudge Skeletons").id
    table.lands(0, "Swamp", 6)
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=["Drudge Skeletons"])
    table.resolve()
    assert table.find("Drudge Skeletons").id == skeletons
    table.assert_tapped("Drudge Skeletons")
    table.assert_logged(rule="701.19a", contains="regenerates")
    table.cast("Murder", targets=["Drudge Skeletons"])
    table.resolve()
    table.assert_zone("Drudge Skeletons", Zone.GRAVEYARD)


@kit
def test_lethal_damage_is_removed_and_the_creature_leaves_combat(table: Table) -> None:
    """CR 701.19a, 704.5g: the shielded Drudge Skeletons attacks and Grizzly Bears blocks;
    the lethal damage destroys it as a state-based action, regeneration replaces that: no
    damage is left marked and it is no longer attacking."""
    _shield_skeletons(table)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Drudge Skeletons")
    table.block({"Grizzly Bears": "Drudge Skeletons"})
    table.go_to(Step.COMBAT_DAMAGE)
    skeletons = table.find("Drudge Skeletons")
    assert skeletons.zone is Zone.BATTLEFIELD and skeletons.damage == 0 and skeletons.tapped
    combat = table.game.state.combat
    assert combat is not None and skeletons.id not in combat.attackers
    table.assert_logged(rule="701.19a", contains="Drudge Skeletons")


@kit
def test_deathtouch_damage_is_destruction_too(table: Table) -> None:
    """CR 704.5h: 1 damage from Typhoid Rats would destroy the Skeletons shielded by Death
    Ward; the shield regenerates them."""
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Drudge Skeletons")
    table.battlefield(1, "Typhoid Rats")
    table.hand(0, "Death Ward")
    table.cast("Death Ward", targets=["Drudge Skeletons"])
    table.resolve()
    table.attack("Drudge Skeletons")
    table.block({"Typhoid Rats": "Drudge Skeletons"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Drudge Skeletons", Zone.BATTLEFIELD)
    table.assert_zone("Typhoid Rats", Zone.GRAVEYARD)
    table.assert_logged(rule="701.19a", contains="Drudge Skeletons")


@kit
def test_cant_be_regenerated_destroys_through_the_shield(table: Table) -> None:
    """CR 701.19c: Wrath of God's "They can't be regenerated": the shield doesn't apply."""
    _shield_skeletons(table)
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    table.assert_zone("Drudge Skeletons", Zone.GRAVEYARD)
    table.assert_not_logged(rule="701.19a", contains="regenerates")


@kit
def test_a_sacrifice_is_not_destruction(table: Table) -> None:
    """CR 701.21a, 701.19a: sacrificing a shielded creature puts it into the graveyard."""
    _shield_skeletons(table)
    skeletons = table.find("Drudge Skeletons").id
    table.game.sacrifice(skeletons)
    table.assert_zone("Drudge Skeletons", Zone.GRAVEYARD)


@kit
def test_the_shield_lasts_only_this_turn(table: Table) -> None:
    """CR 701.19a ("this turn"), 514.2: next turn, Murder destroys the creature."""
    _shield_skeletons(table)
    table.library(0, "Swamp")
    table.library(1, "Swamp")
    table.next_turn()
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Drudge Skeletons"])
    table.resolve()
    table.assert_zone("Drudge Skeletons", Zone.GRAVEYARD)


@kit
def test_an_indestructible_creature_keeps_its_shield(table: Table) -> None:
    """CR 702.12b: Murder doesn't destroy Darksteel Myr, so nothing is replaced and the
    Myr stays untapped."""
    table.lands(0, "Plains", 1)
    table.lands(0, "Swamp", 3)
    table.battlefield(0, "Darksteel Myr")
    table.hand(0, "Death Ward", "Murder")
    table.cast("Death Ward", targets=["Darksteel Myr"])
    table.resolve()
    table.cast("Murder", targets=["Darksteel Myr"])
    table.resolve()
    table.assert_zone("Darksteel Myr", Zone.BATTLEFIELD)
    table.assert_tapped("Darksteel Myr", False)
    assert any(e.rule == "701.19a" for e in table.game.state.effects)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_a_saved_position_keeps_the_shield(table: Table) -> None:
    """A position saved with a shield up and loaded back regenerates the same way."""
    from manastack.engine.game import Game

    _shield_skeletons(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    loaded = Game.from_json(table.game.rules, table.game.to_json())
    again = Table(loaded)
    again.cast("Murder", targets=["Drudge Skeletons"])
    again.resolve()
    again.assert_zone("Drudge Skeletons", Zone.BATTLEFIELD)
    again.assert_tapped("Drudge Skeletons")
