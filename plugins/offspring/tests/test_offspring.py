"""Offspring (CR 702.175a): an optional additional cost; when the permanent enters, if it
was paid, a token that's a copy of it, except it's 1/1. Runs alone with
``pytest plugins/offspring``. Shock, Murder and the basic lands come from the kernel's
pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("offspring")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def tokens(table: Table, name: str) -> list[int]:
    return [o.id for o in table.game.battlefield(0)
            if o.card.name == name and not o.is_card]


def test_offspring_is_the_plugins_keyword(rules: Any) -> None:
    assert rules.ruleset.plugin_of_keyword("offspring") == "offspring"


def test_without_the_plugin_an_offspring_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("offspring", "manastack_offspring", "cards.toml")
    definition = source.get("Coruscation Mage")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("offspring", "offspring"),)


def test_702_175a_paid_a_1_1_token_copy_with_the_abilities(table: Table) -> None:
    """Coruscation Mage (2/2) cast with its offspring cost {2} paid ({1}{R} + {2}): a 1/1
    token copy of it (707.9b) enters; Alice casts Shock at Bob: each Mage, the token too,
    deals 1 damage to each opponent (20 - 2 - 1 - 1 = 16)."""
    table.mana(0, "CCCR")
    table.hand(0, "Coruscation Mage")
    table.cast("Coruscation Mage", pay={"offspring": True})
    resolve_stack(table)
    table.assert_logged(rule="702.175a", contains="offspring cost was paid")
    [token] = tokens(table, "Coruscation Mage")
    assert table.game.chars(token).power == 1 and table.game.chars(token).toughness == 1
    assert table.names(Zone.BATTLEFIELD, 0).count("Coruscation Mage") == 2
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    resolve_stack(table)
    table.assert_life(1, 16)


def test_702_175a_not_paid_no_token(table: Table) -> None:
    """Coruscation Mage cast for {1}{R} only: the trigger's "if" is false (603.4)."""
    table.mana(0, "CR")
    table.hand(0, "Coruscation Mage")
    table.cast("Coruscation Mage", pay={"offspring": False})
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 0).count("Coruscation Mage") == 1


def test_601_2f_the_offspring_cost_is_added_to_the_total_cost(table: Table) -> None:
    """Iridescent Vinelasher {B} with offspring {2}: {B} alone can't pay it; the game is
    left as it was (732)."""
    table.mana(0, "B")
    table.hand(0, "Iridescent Vinelasher")
    with pytest.raises(IllegalActionError):
        table.cast("Iridescent Vinelasher", pay={"offspring": True})
    table.assert_zone("Iridescent Vinelasher", Zone.HAND, 0)


def test_702_175a_the_token_copies_its_enters_trigger_too(table: Table) -> None:
    """Intrepid Rabbit with offspring {1}: its own enters trigger and the offspring trigger;
    the 1/1 token copy's enters trigger fires too (it is a copy, 707.2), but its offspring
    trigger doesn't: the token was not cast (603.4)."""
    table.mana(0, "CCCW")
    table.hand(0, "Intrepid Rabbit")
    table.cast("Intrepid Rabbit", pay={"offspring": True},
               targets=["Intrepid Rabbit"])
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Intrepid Rabbit") == 2
    [token] = tokens(table, "Intrepid Rabbit")
    card = table.game.obj(token).card
    assert (card.power, card.toughness) == ("1", "1")  # its copiable values (707.9b)
    assert table.names(Zone.BATTLEFIELD, 0).count("Intrepid Rabbit") == 2  # no third


def test_608_2h_gone_before_the_trigger_resolves_the_copy_is_still_made(
        table: Table) -> None:
    """Iridescent Vinelasher with offspring paid, destroyed by Murder in response to the
    offspring trigger: the token is a copy of it as it last was (608.2h), 1/1."""
    table.mana(0, "CCB")
    table.hand(0, "Iridescent Vinelasher")
    table.cast("Iridescent Vinelasher", pay={"offspring": True})
    table.resolve()  # the spell: the trigger goes on the stack
    assert table.game.ids_in(Zone.STACK)
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Iridescent Vinelasher"])
    resolve_stack(table)
    table.assert_zone("Iridescent Vinelasher", Zone.GRAVEYARD, 0)
    [token] = tokens(table, "Iridescent Vinelasher")
    assert (table.game.chars(token).power, table.game.chars(token).toughness) == (1, 1)
