"""Printed statics over every creature, land or permanent of a kind, each card cast from its
owner's hand and played (CR 205.1b, 502.3, 508.1c, 508.1g-h, 602.5, 605.1a, 732).

Moat ("Creatures without flying can't attack.") and Meekstone ("Creatures with power 3 or
greater don't untap during their controllers' untap steps.") apply to every player's
creatures fitting the filter; Propaganda ("Creatures can't attack you unless their controller
pays {2} for each creature they control that's attacking you.") is a cost to attack its
controller (508.1g-h); Living Plane ("All lands are 1/1 creatures that are still lands.")
makes every land a creature that still taps for mana (205.1b); Cursed Totem ("Activated
abilities of creatures can't be activated.") stops every creature's activated ability, mana
abilities included (605.1a), not an artifact's. What a static forbids is refused naming the
rule, the game unchanged (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MOAT = CardDef(name="Moat", mana_cost="{2}{W}{W}", type_line="Enchantment",
               text="Creatures without flying can't attack.")
MEEKSTONE = CardDef(
    name="Meekstone", mana_cost="{1}", type_line="Artifact",
    text="Creatures with power 3 or greater don't untap during their controllers' untap "
         "steps.")
PROPAGANDA = CardDef(
    name="Propaganda", mana_cost="{2}{U}", type_line="Enchantment",
    text="Creatures can't attack you unless their controller pays {2} for each creature they "
         "control that's attacking you.")
LIVING_PLANE = CardDef(name="Living Plane", mana_cost="{2}{G}{G}",
                       type_line="World Enchantment",
                       text="All lands are 1/1 creatures that are still lands.")
CURSED_TOTEM = CardDef(name="Cursed Totem", mana_cost="{2}", type_line="Artifact",
                       text="Activated abilities of creatures can't be activated.")
WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")

CARDS = (MOAT, MEEKSTONE, PROPAGANDA, LIVING_PLANE, CURSED_TOTEM, WIND_DRAKE)
kit = pytest.mark.plugins(extra={"global-statics-cast-kit":
                                 card_pool("global-statics-cast-kit", CARDS)})


@kit
def test_moat_stops_every_creature_without_flying(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1c: with Alice's cast Moat, Bob's Grizzly Bears attacking is refused, the game
    unchanged; his Wind Drake (flying) attacks for 2. On her turn her own Bears can't
    attack either."""
    cast_and_resolve(table, "Moat", {"Plains": 4})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears", "Wind Drake")
    next_turn(table, 1)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1")
    table.attack("Wind Drake")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)
    next_turn(table, 1)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1")
    table.assert_life(1, 20)


@kit
def test_meekstone_keeps_big_creatures_tapped(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 502.3: after Alice casts Meekstone, Bob's tapped Hill Giant (power 3) stays tapped
    in his untap step while his tapped Grizzly Bears (power 2) untap."""
    cast_and_resolve(table, "Meekstone", {"Plains": 1})
    table.battlefield(1, "Hill Giant", "Grizzly Bears", tapped=True)
    next_turn(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_propaganda_taxes_each_attacker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1g-h: after Alice casts Propaganda, Bob's two Bears attacking her with three
    lands ({4} owed) is refused, the game unchanged; one Bears attacks, he pays {2} (two
    lands tapped) and it deals her 2."""
    cast_and_resolve(table, "Propaganda", {"Island": 3})
    first, second = (f"{o.card.name}#{o.id}"
                     for o in table.battlefield(1, "Grizzly Bears", "Grizzly Bears"))
    table.lands(1, "Forest", 3)
    next_turn(table, 1)
    exc = table.assert_illegal(table.attack, first, second, rule="508.1h")
    assert "can't pay {4}" in str(exc)
    table.attack(first)
    table.assert_logged(rule="508.1h", contains="the {2} cost to attack")
    assert table.tapped_count(1, "Forest") == 2
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)


@kit
def test_living_plane_makes_every_land_a_1_1_creature(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 205.1b, 613.1d/f: after Alice casts Living Plane, her Forests and Bob's Island are
    1/1 creatures and still lands (a Forest taps for {G}); the Plane is no creature. Next
    turn a Forest attacks and deals Bob 1."""
    cast_and_resolve(table, "Living Plane", {"Forest": 4})
    table.battlefield(1, "Island")
    island = table.game.chars(table.find("Island").id).type_line
    assert island.has_type("Creature") and island.has_type("Land")
    assert (table.power("Island"), table.toughness("Island")) == (1, 1)
    assert not table.game.chars(table.find("Living Plane").id).type_line.has_type("Creature")
    next_turn(table, 2)
    table.tap_for_mana("Forest", "G")
    assert [u.color for u in table.game.player(0).mana_pool] == ["G"]
    forest = next(o for o in table.game.battlefield(0)
                  if o.card.name == "Forest" and not o.tapped)
    table.attack(f"Forest#{forest.id}")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)


@kit
def test_cursed_totem_stops_creatures_abilities_not_artifacts(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5, 605.1a: after Alice casts Cursed Totem, Prodigal Pyromancer's "{T}: ...
    damage" and Llanowar Elves' mana ability are refused, the game unchanged; Sol Ring (an
    artifact) still taps for {C}{C}."""
    cast_and_resolve(table, "Cursed Totem", {"Plains": 2})
    table.battlefield(0, "Prodigal Pyromancer", "Llanowar Elves", "Sol Ring")
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 2"],
                         rule="602.5")
    table.assert_illegal(table.tap_for_mana, "Llanowar Elves", "G", rule="602.5")
    table.assert_life(1, 20)
    table.tap_for_mana("Sol Ring", "C")
    assert [u.color for u in table.game.player(0).mana_pool] == ["C", "C"]
    table.assert_zone("Cursed Totem", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
