"""Impending (CR 702.176a): "Impending N—[cost]" means "You may choose to pay [cost] rather
than pay this spell's mana cost," "If you chose to pay this permanent's impending cost, it
enters with N time counters on it," "As long as this permanent's impending cost was paid and
it has a time counter on it, it's not a creature," and "At the beginning of your end step,
if this permanent's impending cost was paid and it has a time counter on it, remove a time
counter from it." Runs alone with ``pytest plugins/impending`` (kernel + impending only).
Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("impending")

CARDS = ("Overlord of the Mistmoors", "Overlord of the Boilerbilges",
         "Overlord of the Floodpits")

MISTMOORS = "Overlord of the Mistmoors"


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def overlord(table: Table) -> Any:
    (obj,) = [o for o in table.game.battlefield(0) if o.card.name == MISTMOORS]
    return obj


def is_creature(table: Table) -> bool:
    return table.game.chars(overlord(table).id).is_creature


def cast_impending(table: Table) -> None:
    """Alice casts Overlord of the Mistmoors for its impending cost {2}{W}{W}."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, "CCWW")
    table.hand(0, MISTMOORS)
    table.cast(MISTMOORS, using="impending")
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("impending", "manastack_impending", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_impending_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("impending", "manastack_impending", "cards.toml")
    definition = source.get(MISTMOORS)
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("impending", "impending"),)


def test_702_176a_cast_for_impending_four_time_counters_and_not_a_creature(
        table: Table) -> None:
    """For {2}{W}{W} (118.9): it enters with four time counters (614.1c), isn't a creature
    (no creature types either, 205.1a) and its enters trigger still makes two Insects."""
    cast_impending(table)
    table.assert_counters(MISTMOORS, "time", 4)
    assert not is_creature(table)
    types = table.game.chars(overlord(table).id).type_line
    assert types.card_types == ("Enchantment",) and types.subtypes == ()
    assert [o.card.name for o in table.game.battlefield(0)].count("Insect Token") == 2
    with pytest.raises(IllegalActionError):
        table.attack(MISTMOORS)


def test_702_176a_the_end_step_removes_one_on_your_turn_only(table: Table) -> None:
    """At the beginning of Alice's end step a time counter is removed (3 left); Bob's end
    step removes none."""
    cast_impending(table)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_logged(rule="702.176a", contains="time counter is removed")
    table.assert_counters(MISTMOORS, "time", 3)
    assert not is_creature(table)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_counters(MISTMOORS, "time", 3)


def test_702_176a_once_the_last_is_removed_it_is_a_creature(table: Table) -> None:
    """With one time counter left, Alice's end step removes it: a 6/6 Avatar Horror
    enchantment creature."""
    cast_impending(table)
    table.game.remove_counters(overlord(table).id, "time", 3)
    assert not is_creature(table)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_counters(MISTMOORS, "time", 0)
    assert is_creature(table)
    assert (table.power(MISTMOORS), table.toughness(MISTMOORS)) == (6, 6)
    assert table.game.chars(overlord(table).id).type_line.has_subtype("Avatar")


def test_702_176a_cast_for_its_mana_cost_a_creature_without_counters(table: Table) -> None:
    """For {5}{W}{W}: no time counters, a 6/6 creature; time counters put on it later
    don't stop it being one (its impending cost was not paid)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, "CCCCCWW")
    table.hand(0, MISTMOORS)
    table.cast(MISTMOORS)
    resolve_stack(table)
    table.assert_counters(MISTMOORS, "time", 0)
    assert is_creature(table)
    table.game.add_counters(overlord(table).id, "time", 2)
    assert is_creature(table)
    table.go_to(Step.END)
    assert not table.logged(rule="702.176a", contains="time counter is removed")


def test_702_176a_put_onto_the_battlefield_not_cast(table: Table) -> None:
    """Put onto the battlefield from the graveyard: no cost was paid, no counters."""
    (card,) = table.graveyard(0, MISTMOORS)
    table.game.move(card.id, Zone.BATTLEFIELD, rule="400.7")
    table.assert_counters(MISTMOORS, "time", 0)
    assert is_creature(table)


def test_702_176a_the_boilerbilges_enters_and_deals_four(table: Table) -> None:
    """Overlord of the Boilerbilges for its impending cost {2}{R}{R}: four time counters, not
    a creature, and its enters trigger deals 4 damage to Hill Giant."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(1, "Hill Giant")
    table.mana(0, "CCRR")
    table.hand(0, "Overlord of the Boilerbilges")
    table.cast("Overlord of the Boilerbilges", using="impending")
    table.answer("targets", "Hill Giant")
    resolve_stack(table)
    table.assert_counters("Overlord of the Boilerbilges", "time", 4)
    (obj,) = [o for o in table.game.battlefield(0)
              if o.card.name == "Overlord of the Boilerbilges"]
    assert not table.game.chars(obj.id).is_creature
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
