"""Printed replacement and prevention effects of static abilities played from the hand: each
card cast (CR 601.2) and resolved onto the battlefield (608.3), then the event it changes
done and asserted on the game, with the events it leaves alone.

Sphere of Law prevents 2 of each red source's damage to its controller, not a green
creature's (615.1a, 615.10); Champion Lancer takes no damage from creatures, Shock's damage
still (615.1a, 609.7c); Ali from Cairo leaves its controller at 1 life after Lightning Bolt
(614.1a, 120.3a); Patient Zero keeps damage on Bob's creature through cleanup, not on
Alice's own (514.2); Rhox Faithmender doubles its controller's life gain, not Bob's
(614.1a, 119.10); Anointed Procession doubles Spectral Procession's tokens for its
controller, not for Bob (614.1a, 111.1); Misery's Shadow exiles Bob's creature that would
die, Alice's own dies as ever (614.1a, 700.4).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SPHERE = CardDef(name="Sphere of Law", mana_cost="{3}{W}", type_line="Enchantment",
                 text="If a red source would deal damage to you, prevent 2 of that damage.")
LANCER = CardDef(
    name="Champion Lancer", mana_cost="{4}{W}{W}", type_line="Creature — Human Knight",
    power="3", toughness="3",
    text="Prevent all damage that would be dealt to this creature by creatures.")
ALI = CardDef(
    name="Ali from Cairo", mana_cost="{2}{R}{R}", type_line="Creature — Human",
    power="0", toughness="1",
    text="Damage that would reduce your life total to less than 1 reduces it to 1 instead.")
PATIENT_ZERO = CardDef(
    name="Patient Zero", mana_cost="{1}{B}", type_line="Creature — Zombie", power="2",
    toughness="2",
    text="Lifelink\nDamage isn't removed from creatures your opponents control during cleanup "
         "steps.")
RHOX = CardDef(
    name="Rhox Faithmender", mana_cost="{3}{W}", type_line="Creature — Rhino Monk",
    power="1", toughness="5",
    text="Lifelink (Damage dealt by this creature also causes you to gain that much life.)\n"
         "If you would gain life, you gain twice that much life instead.")
PROCESSION = CardDef(
    name="Anointed Procession", mana_cost="{3}{W}", type_line="Enchantment",
    text="If an effect would create one or more tokens under your control, it creates twice "
         "that many of those tokens instead.")
SHADOW = CardDef(
    name="Misery's Shadow", mana_cost="{1}{B}", type_line="Creature — Shade", power="2",
    toughness="2",
    text="If a creature an opponent controls would die, exile it instead.\n{1}: This "
         "creature gets +1/+1 until end of turn.")

SERAPH = CardDef(
    name="Guardian Seraph", mana_cost="{2}{W}{W}", type_line="Creature — Angel", power="3",
    toughness="4",
    text="Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that "
         "damage.")
VITALITY = CardDef(
    name="Angel of Vitality", mana_cost="{2}{W}", type_line="Creature — Angel", power="2",
    toughness="2",
    text="Flying\nIf you would gain life, you gain that much life plus 1 instead.\nThis "
         "creature gets +2/+2 as long as you have 25 or more life.")
MONDRAK = CardDef(
    name="Mondrak, Glory Dominus", mana_cost="{2}{W}{W}",
    type_line="Legendary Creature — Phyrexian Horror", power="4", toughness="4",
    text="If one or more tokens would be created under your control, twice that many of those "
         "tokens are created instead.\n{1}{W/P}{W/P}, Sacrifice two other artifacts and/or "
         "creatures: Put an indestructible counter on Mondrak. ({W/P} can be paid with either "
         "{W} or 2 life.)")
BARRICADE = CardDef(
    name="Crystal Barricade", mana_cost="{1}{W}", type_line="Artifact Creature — Wall",
    power="0", toughness="4",
    text="Defender (This creature can't attack.)\nYou have hexproof. (You can't be the target "
         "of spells or abilities your opponents control.)\nPrevent all noncombat damage that "
         "would be dealt to other creatures you control.")

CARDS = (SPHERE, LANCER, ALI, PATIENT_ZERO, RHOX, PROCESSION, SHADOW, SERAPH, VITALITY,
         MONDRAK, BARRICADE)
kit = pytest.mark.plugins(extra={"replacements-cast-kit":
                                 card_pool("replacements-cast-kit", CARDS)})

CastAndResolve = Callable[[Table, str, dict[str, int]], None]


def _burn(table: Table, caster: int, spell: str, target: str | int) -> None:
    table.lands(caster, "Mountain", 1)
    table.hand(caster, spell)
    table.cast(spell, targets=[target])
    table.resolve()


@kit
def test_sphere_of_law_cast_prevents_two_of_each_red_sources_damage(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.10: Shock's 2 to Alice all prevented, Lightning Bolt's 3 down to 1; the
    ability is never used up (a shield of each event)."""
    cast_and_resolve(table, "Sphere of Law", {"Plains": 4})
    table.set_turn(active=1)
    _burn(table, 1, "Shock", "Alice")
    assert table.life(0) == 20
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.life(0) == 19
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.life(0) == 18
    table.assert_logged(rule="615")


@kit
def test_sphere_of_law_leaves_a_green_creatures_damage_and_bobs_life_alone(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.1a: "a red source ... to you": Grizzly Bears' combat damage to Alice is all
    dealt; Shock to Bob is not prevented (Bob is not "you")."""
    cast_and_resolve(table, "Sphere of Law", {"Plains": 4})
    _burn(table, 0, "Shock", "Bob")
    assert table.life(1) == 18
    table.set_turn(active=1)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Alice")
    table.go_to(Step.MAIN2)
    assert table.life(0) == 18


@kit
def test_champion_lancer_cast_takes_no_damage_from_creatures(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.1a, 609.7c: Prodigal Pyromancer's 1 damage (a creature's) is prevented; Shock's
    2 (an instant's) is dealt."""
    cast_and_resolve(table, "Champion Lancer", {"Plains": 6})
    table.set_turn(active=1)
    table.battlefield(1, "Prodigal Pyromancer")
    table.activate("Prodigal Pyromancer", targets=["Champion Lancer"])
    table.resolve()
    assert table.find("Champion Lancer", zone=Zone.BATTLEFIELD).damage == 0
    _burn(table, 1, "Shock", "Champion Lancer")
    assert table.find("Champion Lancer", zone=Zone.BATTLEFIELD).damage == 2


@kit
def test_champion_lancer_blocks_unharmed(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.1a, 510.2: the Hill Giant's 3 combat damage to the Lancer is prevented, the
    Lancer's 3 to the Giant dealt."""
    cast_and_resolve(table, "Champion Lancer", {"Plains": 6})
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant")
    table.attack("Hill Giant", defender="Alice")
    table.block({"Champion Lancer": "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Champion Lancer", Zone.BATTLEFIELD, 0)
    assert table.find("Champion Lancer", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_ali_from_cairo_cast_leaves_alice_at_one_life(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 120.3a: at 2 life, Lightning Bolt's 3 damage leaves Alice at 1, again and
    again; with Ali gone, the next Bolt takes her to 0 and she loses (704.5a)."""
    cast_and_resolve(table, "Ali from Cairo", {"Mountain": 4})
    table.game.update_player(0, life=2)
    table.set_turn(active=1)
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.life(0) == 1
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.life(0) == 1
    assert not table.game.state.over
    _burn(table, 1, "Shock", "Ali from Cairo")
    table.assert_zone("Ali from Cairo", Zone.GRAVEYARD, 0)
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_patient_zero_cast_keeps_damage_on_bobs_creature_through_cleanup(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 514.2: the Hill Giant's 2 damage stays after Alice's cleanup, so a second Shock on
    Bob's turn kills it; Alice's own Craw Wurm is healed as ever."""
    cast_and_resolve(table, "Patient Zero", {"Swamp": 2})
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Craw Wurm")
    _burn(table, 0, "Shock", "Hill Giant")
    _burn(table, 0, "Shock", "Craw Wurm")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2
    assert table.find("Craw Wurm", zone=Zone.BATTLEFIELD).damage == 0
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.pass_priority()
    table.cast("Shock", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_rhox_faithmender_cast_doubles_alices_life_gain_only(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 119.10: Healing Salve's 3 life to Alice becomes 6; to Bob it stays 3."""
    cast_and_resolve(table, "Rhox Faithmender", {"Plains": 4})
    table.lands(0, "Plains", 2)
    table.hand(0, "Healing Salve", "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert table.life(0) == 26
    table.cast("Healing Salve", modes=[0], targets=["Bob"])
    table.resolve()
    assert table.life(1) == 23


@kit
def test_anointed_procession_cast_doubles_alices_tokens_only(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 111.1: Alice's Spectral Procession makes six Spirits; Bob's makes three."""
    cast_and_resolve(table, "Anointed Procession", {"Plains": 4})
    table.lands(0, "Plains", 3)
    table.hand(0, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 6
    table.set_turn(active=1)
    table.lands(1, "Plains", 3)
    table.hand(1, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Spirit Token") == 3


@kit
def test_miserys_shadow_cast_exiles_bobs_dying_creature(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 700.4: Bob's Savannah Lions, dealt lethal damage, goes to exile, not to his
    graveyard; Alice's own Savannah Lions dies into her graveyard."""
    cast_and_resolve(table, "Misery's Shadow", {"Swamp": 2})
    table.battlefield(1, "Savannah Lions")
    table.battlefield(0, "Savannah Lions")
    lions = table.find("Savannah Lions", zone=Zone.BATTLEFIELD, player=1)
    _burn(table, 0, "Shock", lions.id)
    assert table.names(Zone.EXILE, 1) == ["Savannah Lions"]
    assert table.names(Zone.GRAVEYARD, 1) == []
    table.set_turn(active=1)
    _burn(table, 1, "Shock", "Savannah Lions")
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Savannah Lions", "Shock"]
    assert table.names(Zone.EXILE, 0) == []


@kit
def test_guardian_seraph_cast_prevents_one_of_an_opponents_sources_damage(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.10: Bob's Lightning Bolt deals Alice 2, not 3; Alice's own Shock to herself (a
    source she controls) deals its full 2."""
    cast_and_resolve(table, "Guardian Seraph", {"Plains": 4})
    _burn(table, 0, "Shock", "Alice")
    assert table.life(0) == 18
    table.set_turn(active=1)
    _burn(table, 1, "Lightning Bolt", "Alice")
    assert table.life(0) == 16


@kit
def test_angel_of_vitality_cast_adds_one_to_each_life_gain(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 119.10: Healing Salve's 3 life to Alice becomes 4, twice: at 28 life the
    Angel is 4/4 (611.3a); Bob's gain is not changed."""
    cast_and_resolve(table, "Angel of Vitality", {"Plains": 3})
    table.lands(0, "Plains", 3)
    table.hand(0, "Healing Salve", "Healing Salve", "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert table.life(0) == 24
    assert (table.power("Angel of Vitality"), table.toughness("Angel of Vitality")) == (2, 2)
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert table.life(0) == 28
    assert (table.power("Angel of Vitality"), table.toughness("Angel of Vitality")) == (4, 4)
    table.cast("Healing Salve", modes=[0], targets=["Bob"])
    table.resolve()
    assert table.life(1) == 23


@kit
def test_mondrak_cast_doubles_alices_tokens(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 614.1a, 111.1: "twice that many of those tokens are created": six Spirits."""
    cast_and_resolve(table, "Mondrak, Glory Dominus", {"Plains": 4})
    table.lands(0, "Plains", 3)
    table.hand(0, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 6


@kit
def test_crystal_barricade_cast_prevents_noncombat_damage_to_other_creatures(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 615.1a, 604.1: Bob's Shock on Alice's Hill Giant is prevented; Lightning Bolt on the
    Barricade itself ("other") is dealt; the Giant blocked takes its combat damage."""
    cast_and_resolve(table, "Crystal Barricade", {"Plains": 2})
    table.battlefield(0, "Hill Giant")
    table.set_turn(active=1)
    _burn(table, 1, "Shock", "Hill Giant")
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 0
    _burn(table, 1, "Lightning Bolt", "Crystal Barricade")
    assert table.find("Crystal Barricade", zone=Zone.BATTLEFIELD).damage == 3
    table.battlefield(1, "Gray Ogre")
    table.attack("Gray Ogre", defender="Alice")
    table.block({"Hill Giant": "Gray Ogre"})
    table.go_to(Step.MAIN2)
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
