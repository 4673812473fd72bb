"""Counter and token sentences (manastack_grammar.sentences.counters_and_tokens): counters put
on each of up to two targets, "then double the number of +1/+1 counters on it" (CR 701.10e),
a token with a quoted ability ("This token can't block."), and a predefined Food token
sacrificed for life."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table
from manastack.model.objects import Card, GameObject, Zone

# --------------------------------------------------------------------------
# Counters
# --------------------------------------------------------------------------


def test_counters_on_each_of_up_to_two_targets(table: Table, make: Callable[..., Card],
                                               put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Put a +1/+1 counter on each of up to two target creatures."))
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.cast("Test Card", targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.counters("Hill Giant", "+1/+1") == 1
    assert table.counters("Savannah Lions", "+1/+1") == 0


def test_double_the_counters_on_it(table: Table, make: Callable[..., Card],
                                   put: Callable[..., GameObject]) -> None:
    """CR 701.10e: as many more counters as it has (1 put, then doubled: 2 more than before)."""
    put(table, make(table, "Put a +1/+1 counter on target creature, then double the number of "
                           "+1/+1 counters on it."))
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 6)


# --------------------------------------------------------------------------
# Tokens
# --------------------------------------------------------------------------


def test_this_token_cant_block(table: Table, make: Callable[..., Card],
                               put: Callable[..., GameObject]) -> None:
    put(table, make(table, 'Create a 1/1 red Satyr creature token with "This token can\'t block."'))
    table.cast("Test Card")
    table.resolve()
    assert "cant_block" in table.restrictions("Satyr Token")


def test_food_token_is_created_and_sacrificed_for_three_life(table, card):
    feast = card(table, "Test Feast", "Sorcery", "Create a Food token.", cost="{G}")
    table.lands(0, "Forest", 3)
    table.put(feast, Zone.HAND, 0)
    table.cast("Test Feast")
    table.resolve()
    food = table.find("Food Token", zone=Zone.BATTLEFIELD)
    assert food.is_token and table.game.chars(food.id).type_line.has_subtype("Food")
    table.activate("Food Token")
    table.resolve()
    table.assert_life(0, 23)
    assert "Food Token" not in table.names(Zone.BATTLEFIELD)
