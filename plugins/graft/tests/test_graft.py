"""Graft (CR 702.58, 122.5, 603.4, 603.5): the manastack-graft plugin alone, playing printed
cards.

Grizzly Bears, Lightning Bolt and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("graft")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name``; the spell resolves (the graft triggers, if any, wait on the
    stack, 603.3)."""
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def hydropon(table: Table) -> None:
    """Alice casts Vigean Hydropon (0/0, graft 5): it enters with five +1/+1 counters."""
    cast(table, "Vigean Hydropon", "GGU")
    table.assert_counters("Vigean Hydropon", "+1/+1", 5)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("graft-cards", "manastack_graft", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_graft_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.58a: "Graft 1" (reminder text removed) is the plugin's: the counters it enters
    with (a replacement citing 702.58a) and the triggered ability named by the keyword."""
    from manastack.api import EntersWith

    assert rules.ruleset.plugin_of_keyword("graft") == "graft"
    card = rules.card("Simic Initiate")
    assert card.playable
    assert "graft" in rules.printed(card).keywords
    entering = [a for a in card.abilities if isinstance(a, EntersWith)]
    assert [(a.counters, a.rule) for a in entering] == [((("+1/+1", 1),), "702.58a")]


def test_702_58a_it_enters_with_n_counters(table: Table) -> None:
    """CR 702.58a, 614.1c, 122.6: Simic Initiate (0/0, graft 1) enters with a +1/+1 counter:
    a 1/1 that survives (704.5f); none is put on it afterwards, and it doesn't trigger on
    itself ("another")."""
    cast(table, "Simic Initiate", "G")
    table.assert_counters("Simic Initiate", "+1/+1", 1)
    assert (table.power("Simic Initiate"), table.toughness("Simic Initiate")) == (1, 1)
    table.assert_logged(rule="702.58a", contains="Graft 1")
    assert not table.logged(contains="counter(s) put on Simic Initiate")
    assert not table.logged(contains="Simic Initiate triggers")


def test_702_58a_yes_a_counter_moves_onto_the_creature(table: Table) -> None:
    """CR 702.58a, 122.5, 603.5: Grizzly Bears enters; Alice moves a counter from Vigean
    Hydropon onto it: Hydropon 4/4, the Bears 3/3."""
    hydropon(table)
    cast(table, "Grizzly Bears", "GG")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Vigean Hydropon", "+1/+1", 4)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.assert_logged(rule="702.58a", contains="moves from Vigean Hydropon")


def test_603_5_no_nothing_moves(table: Table) -> None:
    """CR 603.5: "you may": Alice declines; the counters stay where they were."""
    hydropon(table)
    cast(table, "Grizzly Bears", "GG")
    table.answer("may", "no")
    resolve_stack(table)
    table.assert_counters("Vigean Hydropon", "+1/+1", 5)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


def test_702_58a_another_creature_of_any_player_counts(table: Table) -> None:
    """CR 702.58a: "another creature", whoever controls it: Bob's Grizzly Bears entering
    triggers Alice's Hydropon, and she may move a counter onto it."""
    hydropon(table)
    table.hand(1, "Grizzly Bears")
    bears = table.game.ids_in(Zone.HAND, 1)[-1]
    table.game.move(bears, Zone.BATTLEFIELD, rule="400.7")
    table.refresh()
    table.assert_logged(contains="Vigean Hydropon triggers")
    table.pass_priority()  # CR 603.3: the trigger goes on the stack as a player would get
    # priority
    assert table.game.ids_in(Zone.STACK)
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Vigean Hydropon", "+1/+1", 4)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.game.controller(table.game.battlefield(1)[-1].id) == 1


def test_603_4_without_a_counter_it_does_not_trigger(table: Table) -> None:
    """CR 603.4: Llanowar Reborn (a land, graft 1) put on the battlefield in a built
    position with no +1/+1 counter on it: Grizzly Bears entering doesn't trigger it."""
    table.battlefield(0, "Llanowar Reborn")
    table.assert_counters("Llanowar Reborn", "+1/+1", 0)
    cast(table, "Grizzly Bears", "GG")
    assert not table.logged(contains="Llanowar Reborn triggers")
    assert table.game.ids_in(Zone.STACK) == ()


def test_702_58a_a_land_with_graft_moves_its_counter(table: Table) -> None:
    """CR 702.58a, 305.1: Alice plays Llanowar Reborn: it enters tapped with a +1/+1 counter
    (a noncreature permanent keeps it); Grizzly Bears enters and the counter moves onto it."""
    table.hand(0, "Llanowar Reborn")
    table.play("Llanowar Reborn")
    table.assert_counters("Llanowar Reborn", "+1/+1", 1)
    cast(table, "Grizzly Bears", "GG")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Llanowar Reborn", "+1/+1", 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


def test_122_5_the_creature_gone_nothing_moves(table: Table) -> None:
    """CR 122.5, 400.7: Grizzly Bears enters, Hydropon's graft triggers; Lightning Bolt
    kills the Bears in response: nothing moves, Hydropon keeps its five counters."""
    hydropon(table)
    cast(table, "Grizzly Bears", "GG")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Vigean Hydropon", "+1/+1", 5)
    table.assert_logged(rule="122.5", contains="nothing moves")


def test_603_4_the_last_counter_moved_the_next_trigger_does_nothing(table: Table) -> None:
    """CR 603.4: Simic Initiate (graft 1) moves its only counter onto Grizzly Bears, then
    dies as a 0/0 (704.5f): the next creature entering finds no Initiate to trigger."""
    cast(table, "Simic Initiate", "G")
    cast(table, "Grizzly Bears", "GG")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_zone("Simic Initiate", Zone.GRAVEYARD, 0)


class _GraftCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("graft-cards", "manastack_graft", "cards.toml")]


def test_without_the_plugin_a_graft_card_is_refused_naming_it() -> None:
    """A card with graft is refused naming the keyword and the plugin."""
    table = Table.new(["graft-cards"], extra={"graft-cards": _GraftCardsOnly()})
    card = table.game.rules.card("Simic Initiate")
    assert not card.playable
    assert card.missing_keywords == (("graft", "graft"),)
