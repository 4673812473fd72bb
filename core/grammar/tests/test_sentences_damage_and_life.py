"""Damage and life sentences (manastack_grammar.sentences.damage_and_life): damage equal to a
count ("the number of Mountains you control", "instant and sorcery cards", each card counted
once), damage to a target "attacking or blocking creature", and prevention: "Prevent all
combat damage that would be dealt this turn" (CR 615.1a), for this turn only."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step

# --------------------------------------------------------------------------
# Damage
# --------------------------------------------------------------------------


def test_damage_equal_to_a_count(table: Table, make: Callable[..., Card],
                                 put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Test Card deals damage to any target equal to the number of "
                           "Mountains you control."))
    table.lands(0, "Mountain", 4)
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 16)


def test_instant_and_sorcery_cards_are_counted_once_each(table: Table, make: Callable[..., Card],
                                                         put: Callable[..., GameObject]) -> None:
    """"the number of instant and sorcery cards in your graveyard": cards that are either."""
    put(table, make(table, "Test Card deals damage to any target equal to the number of "
                           "instant and sorcery cards in your graveyard."))
    table.graveyard(0, "Lightning Bolt", "Divination", "Grizzly Bears")
    # a card with both types (only an effect or a test makes one) counts once, not twice
    both = table.game.rules.compile(CardDef(name="Test Both", mana_cost="{1}",
                                            type_line="Instant Sorcery", text=""))
    put(table, both, Zone.GRAVEYARD)
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)


def test_attacking_or_blocking_is_either(table_factory: Callable[..., Table], make: Callable[..., Card],
                                         put: Callable[..., GameObject]) -> None:
    table = table_factory(active=1)
    put(table, make(table, "Test Card deals 3 damage to target attacking or blocking creature.",
                    type_line="Instant"))
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.attack("Hill Giant")
    table.pass_priority()
    offered = [t for t in table.game.legal_actions() if getattr(t, "name", "") == "Test Card"]
    assert offered
    table.cast("Test Card", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


def test_attacking_or_blocking_reaches_a_blocker_and_no_creature_out_of_combat(
        table_factory: Callable[..., Table], make: Callable[..., Card],
        put: Callable[..., GameObject]) -> None:
    """CR 508.1k, 509.1g: "attacking or blocking creature" is either; a creature in no combat
    role is not a legal target (601.2c)."""
    table = table_factory(active=1)
    put(table, make(table, "Test Card deals 3 damage to target attacking or blocking creature.",
                    type_line="Instant"))
    table.battlefield(0, "Gray Ogre", "Savannah Lions")
    table.battlefield(1, "Hill Giant")
    table.attack("Hill Giant")
    table.block({"Gray Ogre": "Hill Giant"})
    table.pass_priority()  # player 1 passes: player 0 has priority in the declare blockers step
    table.assert_illegal(table.cast, "Test Card", targets=["Savannah Lions"], rule="601.2c")
    table.cast("Test Card", targets=["Gray Ogre"])
    table.resolve()
    assert "Gray Ogre" in table.names(Zone.GRAVEYARD, 0)


# --------------------------------------------------------------------------
# Prevention (CR 615)
# --------------------------------------------------------------------------


def test_prevent_all_combat_damage_this_turn(table_factory: Callable[..., Table], make: Callable[..., Card],
                                             put: Callable[..., GameObject]) -> None:
    table = table_factory(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    put(table, make(table, "Prevent all combat damage that would be dealt this turn.",
                    type_line="Instant"))
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.attack("Hill Giant")
    table.pass_priority()
    table.cast("Test Card")
    table.resolve()
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.names(Zone.BATTLEFIELD, 0).count("Grizzly Bears") == 1  # no damage dealt
    table.assert_logged(rule="615.1a", contains="prevented")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Hill Giant"])  # not combat damage: dealt
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


def test_prevention_lasts_this_turn_only(table_factory: Callable[..., Table], make: Callable[..., Card],
                                         put: Callable[..., GameObject]) -> None:
    table = table_factory(active=0)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Craw Wurm")
    put(table, make(table, "Prevent all combat damage that would be dealt this turn.",
                    type_line="Instant"))
    table.cast("Test Card")
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS, turn=2)
    table.attack("Craw Wurm")
    table.go_to(Step.END)
    table.assert_life(0, 14)
