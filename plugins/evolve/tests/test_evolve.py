"""Evolve (CR 702.100, 603.4): the manastack-evolve plugin alone, playing printed cards.

Grizzly Bears, Savannah Lions, Giant Growth, Lightning Bolt and the basic lands come from
the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("evolve")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name``; the spell resolves (the evolve triggers, if any, wait on the
    stack, 603.3)."""
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("evolve-cards", "manastack_evolve", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_evolve_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.100a: "Evolve" (reminder text removed) is the plugin's triggered ability, named
    by the keyword."""
    assert rules.ruleset.plugin_of_keyword("evolve") == "evolve"
    for name in ("Cloudfin Raptor", "Experiment One", "Crocanura", "Adaptive Snapjaw"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "evolve" in rules.printed(card).keywords


def test_702_100a_a_bigger_creature_enters_it_evolves(table: Table) -> None:
    """CR 702.100a-b: Cloudfin Raptor (0/1); Grizzly Bears (2/2) enters under Alice's
    control: the Raptor gets a +1/+1 counter, a 1/2."""
    table.battlefield(0, "Cloudfin Raptor")
    cast(table, "Grizzly Bears", "GG")
    table.assert_logged(rule="603.2", contains="Cloudfin Raptor triggers")
    resolve_stack(table)
    table.assert_counters("Cloudfin Raptor", "+1/+1", 1)
    assert (table.power("Cloudfin Raptor"), table.toughness("Cloudfin Raptor")) == (1, 2)
    table.assert_logged(rule="702.100a", contains="Cloudfin Raptor")


def test_702_100a_greater_power_alone_is_enough(table: Table) -> None:
    """CR 702.100a "and/or": Crocanura (1/3); Savannah Lions (2/1) has the greater power but
    not toughness: Crocanura evolves to 2/4."""
    table.battlefield(0, "Crocanura")
    cast(table, "Savannah Lions", "W")
    resolve_stack(table)
    table.assert_counters("Crocanura", "+1/+1", 1)
    assert (table.power("Crocanura"), table.toughness("Crocanura")) == (2, 4)


def test_603_4_neither_greater_it_does_not_trigger(table: Table) -> None:
    """CR 603.4: Adaptive Snapjaw (6/2); Grizzly Bears (2/2) has neither greater power nor
    greater toughness (equal is not greater): no trigger at all."""
    table.battlefield(0, "Adaptive Snapjaw")
    cast(table, "Grizzly Bears", "GG")
    assert not table.logged(contains="Adaptive Snapjaw triggers")
    assert table.game.ids_in(Zone.STACK) == ()
    table.assert_counters("Adaptive Snapjaw", "+1/+1", 0)


def test_603_4_equal_size_does_not_trigger(table: Table) -> None:
    """CR 603.4, 702.100a: Experiment One with a +1/+1 counter is a 2/2; Grizzly Bears (2/2)
    is neither greater in power nor in toughness: no trigger, no counter."""
    (one,) = table.battlefield(0, "Experiment One")
    table.game.add_counters(one.id, "+1/+1", 1)
    cast(table, "Grizzly Bears", "GG")
    assert not table.logged(contains="Experiment One triggers")
    assert table.game.ids_in(Zone.STACK) == ()
    table.assert_counters("Experiment One", "+1/+1", 1)


def test_702_100a_an_opponents_creature_does_not_count(table: Table) -> None:
    """CR 702.100a: "a creature you control": Bob's Grizzly Bears entering doesn't trigger
    Alice's Cloudfin Raptor."""
    table.battlefield(0, "Cloudfin Raptor")
    table.battlefield(1, "Grizzly Bears")
    table.game.move(table.game.battlefield(1)[-1].id, Zone.HAND, rule="400.7")
    bears = table.game.ids_in(Zone.HAND, 1)[-1]
    table.game.move(bears, Zone.BATTLEFIELD, rule="400.7")
    assert not table.logged(contains="Cloudfin Raptor triggers")
    table.assert_counters("Cloudfin Raptor", "+1/+1", 0)


def test_702_100a_entering_itself_it_does_not_evolve(table: Table) -> None:
    """CR 702.100a, 603.6a: Experiment One sees itself enter, but it is not greater than
    itself: no counter."""
    cast(table, "Experiment One", "G")
    resolve_stack(table)
    table.assert_counters("Experiment One", "+1/+1", 0)


def test_603_4_no_longer_greater_as_it_resolves_nothing_happens(table: Table) -> None:
    """CR 603.4: Grizzly Bears enters, Cloudfin Raptor's evolve triggers; in response Giant
    Growth makes the Raptor 3/4: as the ability resolves the Bears is no longer greater, no
    counter."""
    table.battlefield(0, "Cloudfin Raptor")
    cast(table, "Grizzly Bears", "GG")
    table.hand(0, "Giant Growth")
    table.mana(0, "G")
    table.cast("Giant Growth", targets=["Cloudfin Raptor"])
    resolve_stack(table)
    table.assert_counters("Cloudfin Raptor", "+1/+1", 0)
    assert (table.power("Cloudfin Raptor"), table.toughness("Cloudfin Raptor")) == (3, 4)
    table.assert_logged(rule="603.4", contains="evolve")
    table.assert_not_logged(rule="702.100a")


def test_608_2h_the_entered_creature_gone_its_last_known_size_counts(table: Table) -> None:
    """CR 608.2h: Grizzly Bears enters and Experiment One's evolve triggers; Lightning Bolt
    kills the Bears in response: as last it was on the battlefield it was a 2/2, greater:
    Experiment One still evolves (2/2)."""
    table.battlefield(0, "Experiment One")
    cast(table, "Grizzly Bears", "GG")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    resolve_stack(table)
    table.assert_counters("Experiment One", "+1/+1", 1)
    assert (table.power("Experiment One"), table.toughness("Experiment One")) == (2, 2)


def test_702_100a_it_evolves_step_by_step(table: Table) -> None:
    """CR 702.100a: Experiment One (1/1) evolves on Grizzly Bears (2/2) to 2/2, then not on
    Savannah Lions (2/1), then on Adaptive Snapjaw (6/2) to 3/3."""
    table.battlefield(0, "Experiment One")
    cast(table, "Grizzly Bears", "GG")
    resolve_stack(table)
    cast(table, "Savannah Lions", "W")
    resolve_stack(table)
    table.assert_counters("Experiment One", "+1/+1", 1)
    cast(table, "Adaptive Snapjaw", "CCCCG")
    resolve_stack(table)
    table.assert_counters("Experiment One", "+1/+1", 2)
    assert (table.power("Experiment One"), table.toughness("Experiment One")) == (3, 3)


class _EvolveCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("evolve-cards", "manastack_evolve", "cards.toml")]


def test_without_the_plugin_an_evolve_card_is_refused_naming_it() -> None:
    """A card with evolve is refused naming the keyword and the plugin."""
    table = Table.new(["evolve-cards"], extra={"evolve-cards": _EvolveCardsOnly()})
    card = table.game.rules.card("Cloudfin Raptor")
    assert not card.playable
    assert card.missing_keywords == (("evolve", "evolve"),)
