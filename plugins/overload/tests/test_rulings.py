"""Rulings audit of overload (CR 702.96): scenarios a judge would check.

Each docstring cites the rule and the card ruling it comes from (the Gatherer rulings of
Cyclonic Rift, Vandalblast, Mizzium Mortars, Blustersquall, Damn, Street Spasm, Mind Rake,
Downsize ...). Cards no pool ships come with their exact Oracle text from ``KIT``.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import Answer, CardDef, Step, Zone

_CARDS = (
    CardDef(name="Gladecover Scout", mana_cost="{G}", type_line="Creature — Elf Scout",
            power="1", toughness="1",
            text="Hexproof (This creature can't be the target of spells or abilities your "
                 "opponents control.)"),
    CardDef(name="Humble Budoka", mana_cost="{1}{G}", type_line="Creature — Human Monk",
            power="2", toughness="2",
            text="Shroud (This creature can't be the target of spells or abilities.)"),
    CardDef(name="Silver Knight", mana_cost="{W}{W}", type_line="Creature — Human Knight",
            power="2", toughness="2", text="First strike, protection from red"),
    CardDef(name="Twincast", mana_cost="{U}{U}", type_line="Instant",
            text="Copy target instant or sorcery spell. You may choose new targets for the "
                 "copy."),
    CardDef(name="Aegis of the Gods", mana_cost="{1}{W}",
            type_line="Enchantment Creature — Human Soldier", power="2", toughness="1",
            text="You have hexproof. (You can't be the target of spells or abilities your "
                 "opponents control.)"),
)


Kit = card_pool("overload-rulings-kit", _CARDS)


plugins = pytest.mark.plugins("overload", extra={"kit": Kit})


@plugins
def test_overloaded_spell_with_nothing_to_affect_still_resolves(table: Table) -> None:
    """CR 702.96b, 608.2b: an overloaded spell has no targets, so it is never "countered on
    resolution" for want of a legal target; Vandalblast overloaded with no artifact an
    opponent controls resolves, destroys nothing of yours, and goes to the graveyard."""
    table.lands(0, "Mountain", 5)
    table.battlefield(0, "Sol Ring")
    table.hand(0, "Vandalblast")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Vandalblast", using="overload")
    table.resolve()
    table.assert_zone("Vandalblast", Zone.GRAVEYARD)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)
    table.assert_not_logged(rule="608.2b")


@pytest.mark.plugins("overload", extra={"kit": Kit})
def test_overloaded_rift_returns_each_opponents_permanents_in_multiplayer(
        table_factory: Any) -> None:
    """CR 702.96a-b: "each nonland permanent you don't control" covers every opponent's
    permanents, in a game of three (Cyclonic Rift rulings: all opponents are affected)."""
    table: Table = table_factory(players=("Alice", "Bob", "Carol"))
    table.lands(0, "Island", 7)
    table.battlefield(0, "Sol Ring")
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(2, "Hill Giant", "Glorious Anthem")
    table.lands(2, "Forest", 1)
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.HAND, 2)) == ["Glorious Anthem", "Hill Giant"]
    assert table.names(Zone.BATTLEFIELD, 2) == ["Forest"]
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)


@pytest.mark.plugins("overload", "haste", extra={"kit": Kit})  # Act of Treason: haste
def test_overloaded_rift_judges_control_per_object_and_returns_to_the_owners_hand(
        table_factory: Any) -> None:
    """CR 702.96a, 608.2h, 108.3: "you don't control" is checked for each object as the
    overloaded spell resolves; Alice's creature that Bob controls (Act of Treason) goes back
    to its owner's hand: Alice's."""
    table: Table = table_factory(active=1)
    table.lands(1, "Mountain", 3)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.hand(1, "Act of Treason")
    giant = table.find("Hill Giant")
    table.cast("Act of Treason", targets=["Hill Giant"])
    table.resolve()
    assert table.game.controller(giant.id) == 1
    table.pass_priority()  # Bob passes: Alice may cast her instant
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]


@plugins
def test_overloaded_mortars_damage_to_protection_from_red_is_prevented(table: Table) -> None:
    """CR 702.96b, 702.16e: overload gets around targeting, not protection's damage
    prevention (Mizzium Mortars rulings): Silver Knight (protection from red) takes no
    damage; the hexproof and shroud creatures are dealt 4 and die."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Mizzium Mortars")
    table.battlefield(1, "Silver Knight", "Gladecover Scout", "Humble Budoka")
    table.cast("Mizzium Mortars", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Gladecover Scout", "Humble Budoka"]
    table.assert_zone("Silver Knight", Zone.BATTLEFIELD)
    assert table.find("Silver Knight").damage == 0
    table.assert_logged(rule="702.16e")


@plugins
def test_overloaded_damn_is_paid_with_its_overload_cost_only(table: Table) -> None:
    """CR 702.96a, 118.9, 601.2f: Damn's overload cost {2}{W}{W} replaces its mana cost
    {B}{B}; white mana alone casts it overloaded (Damn rulings), and its mana value stays 2
    (118.9c, 202.3). It destroys each creature, yours included."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Damn")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Gladecover Scout")
    table.assert_illegal(table.cast, "Damn", targets=["Hill Giant"], rule="601.2h")
    spell = table.cast("Damn", using="overload")
    assert table.game.mana_value(spell.id) == 2
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Plains"] * 4
    assert table.names(Zone.BATTLEFIELD, 1) == []


@plugins
def test_an_overloaded_sorcery_keeps_sorcery_timing(table_factory: Any) -> None:
    """CR 702.96a, 307.1: overload changes the cost and the text, not when the spell may be
    cast; Vandalblast overloaded can't be cast on the opponent's turn, while Cyclonic Rift,
    an instant, can be cast overloaded then (Cyclonic Rift rulings)."""
    table: Table = table_factory(active=1)
    table.lands(0, "Mountain", 5)
    table.lands(0, "Island", 7)
    table.hand(0, "Vandalblast", "Cyclonic Rift")
    table.battlefield(1, "Sol Ring")
    table.pass_priority()  # Bob passes: Alice has priority in Bob's main phase
    table.assert_illegal(table.cast, "Vandalblast", using="overload", rule="307.1")
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Sol Ring"]


@plugins
def test_overloaded_street_spasm_mana_value_counts_x_once(table: Table) -> None:
    """CR 202.3e, 118.9c, 107.3: overloaded for {X}{X}{R}{R} with X=2 (six mana), Street
    Spasm on the stack has mana value 3: its mana cost {X}{R} with X=2 (Street Spasm
    rulings: X counts twice in the overload cost only). It deals 2 damage to each creature
    without flying you don't control."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Street Spasm")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions", "Air Elemental", "Hill Giant")
    spell = table.cast("Street Spasm", using="overload", x=2)
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Mountain")
    assert table.game.mana_value(spell.id) == 3
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions"]
    assert table.find("Hill Giant").damage == 2
    assert table.find("Air Elemental").damage == 0
    assert table.find("Grizzly Bears").damage == 0


@plugins
def test_overloaded_blustersquall_taps_hexproof_and_shroud_creatures(table: Table) -> None:
    """CR 702.96b: no targets, so hexproof and shroud don't matter (Blustersquall rulings);
    the creatures of the caster stay untapped."""
    table.lands(0, "Island", 4)
    table.hand(0, "Blustersquall")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gladecover Scout", "Humble Budoka")
    table.cast("Blustersquall", using="overload")
    table.resolve()
    table.assert_tapped("Gladecover Scout")
    table.assert_tapped("Humble Budoka")
    table.assert_tapped("Grizzly Bears", False)


@plugins
def test_overloaded_mind_rake_affects_a_player_with_hexproof(table: Table) -> None:
    """CR 702.96b, 702.11c: "each player discards two cards" targets nobody, so a player
    with hexproof (Aegis of the Gods) discards too."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Mind Rake")
    table.battlefield(1, "Aegis of the Gods")
    table.hand(1, "Shock", "Lightning Bolt")
    table.assert_illegal(table.cast, "Mind Rake", targets=["opponent"], rule="601.2c")
    table.cast("Mind Rake", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Lightning Bolt", "Shock"]


@plugins
def test_overloaded_downsize_affects_only_the_creatures_there_as_it_resolves(
        table: Table) -> None:
    """CR 611.2c: the set of creatures "each creature you don't control" affects is fixed as
    the overloaded Downsize resolves; a creature entering later keeps its power."""
    table.lands(0, "Island", 3)
    table.hand(0, "Downsize")
    table.battlefield(1, "Hill Giant")
    table.cast("Downsize", using="overload")
    table.resolve()
    table.battlefield(1, "Craw Wurm")
    assert table.power("Hill Giant") == -1  # 3 - 4: power can be negative (107.1b)
    assert table.power("Craw Wurm") == 6


@plugins
def test_the_overload_cost_is_refused_when_it_cant_be_paid_and_nothing_changes(
        table: Table) -> None:
    """CR 601.2h, 732: with mana for the normal cost but not the overload cost, casting
    Cyclonic Rift overloaded is illegal and the game is left exactly as it was; the normal
    cast with a target still works."""
    table.lands(0, "Island", 6)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.cast, "Cyclonic Rift", using="overload", rule="601.2h")
    table.cast("Cyclonic Rift", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]


@plugins
def test_overloaded_rift_at_the_end_of_the_opponents_turn(table_factory: Any) -> None:
    """CR 702.96a, 304.1: Cyclonic Rift is an instant, overloaded or not; cast in the
    opponent's end step, the returned permanents can't be recast before Alice's turn."""
    table: Table = table_factory(active=1, step=Step.END)
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring")
    table.pass_priority()
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Sol Ring"]


@plugins
def test_a_copy_of_an_overloaded_spell_is_overloaded(table: Table) -> None:
    """CR 707.10, 702.96: a copy copies the alternative cost chosen, so a copy of an
    overloaded Cyclonic Rift is overloaded too, with no target to change (707.10c); its
    "you don't control" is its controller's (Cyclonic Rift rulings): Bob's copy returns
    Alice's permanents, then Alice's Rift returns Bob's."""
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(0, "Sol Ring", "Grizzly Bears")
    table.lands(1, "Island", 2)
    table.battlefield(1, "Hill Giant")
    table.hand(1, "Twincast")
    table.cast("Cyclonic Rift", using="overload")
    table.pass_priority()
    table.cast("Twincast", targets=["Cyclonic Rift"])
    seen = table.watch_decisions()
    table.resolve()  # Twincast
    assert "new_targets" not in [d.kind for d in seen]  # no target to change
    copy = table.game.stack()[-1]
    assert copy.is_copy and copy.spell is not None and copy.spell.targets == ()
    assert table.game.mana_value(copy.id) == 2  # the copied mana cost {1}{U} (707.2, 202.3)
    table.resolve()  # the copy, Bob's
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Sol Ring"]
    assert "Hill Giant" in table.names(Zone.BATTLEFIELD, 1)
    table.resolve()  # the original, Alice's
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]


@plugins
def test_a_copy_of_a_single_target_rift_may_change_its_target(table: Table) -> None:
    """CR 707.10c: the copy of a Cyclonic Rift cast for its mana cost has a target; the
    copy's controller may choose a new legal one ("nonland permanent you don't control" is
    judged for Bob, the copy's controller)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(0, "Sol Ring", "Grizzly Bears")
    table.lands(1, "Island", 2)
    table.battlefield(1, "Hill Giant")
    table.hand(1, "Twincast")
    table.cast("Cyclonic Rift", targets=["Hill Giant"])
    table.pass_priority()
    table.cast("Twincast", targets=["Cyclonic Rift"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Sol Ring"]))])
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Sol Ring"]
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]
