"""Cumulative upkeep (CR 702.24a-b, 603.4, 118.12): the manastack-cumulative_upkeep plugin
alone, playing printed cards.

Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

cumulative = pytest.mark.plugins("cumulative_upkeep")


def upkeep(table: Table, name: str, age: int = 0) -> None:
    """Alice's ``name`` with ``age`` age counters; the game goes to her next upkeep (turn 3),
    the cumulative upkeep trigger on the stack (603.3)."""
    table.battlefield(0, name, counters={"age": age} if age else None)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.go_to(Step.UPKEEP, turn=3)


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("cumulative-upkeep-cards",
                                         "manastack_cumulative_upkeep", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@cumulative
def test_cumulative_upkeep_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.24a: "Cumulative upkeep {2}" (reminder text removed) is the plugin's, a triggered
    ability named by its keyword."""
    assert rules.ruleset.plugin_of_keyword("cumulative upkeep") == "cumulative_upkeep"
    card = rules.card("Arctic Wolves")
    assert card.playable
    assert getattr(card.abilities[0], "keyword", None) == "cumulative upkeep"


@cumulative
def test_an_age_counter_then_the_cost_for_each(table: Table) -> None:
    """CR 702.24a: Arctic Wolves with one age counter: at Alice's upkeep it gets a second,
    and she is asked to pay {2} for each: {4}; she pays and keeps it."""
    table.lands(0, "Forest", 4)
    upkeep(table, "Arctic Wolves", age=1)
    asked = table.watch_decisions("pay_unless", player=0)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Arctic Wolves", "age", 2)
    assert len(asked) == 1 and asked[0].labels[0] == "pay {4}"
    assert table.tapped_count(0, "Forest") == 4
    table.assert_zone("Arctic Wolves", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="702.24a", contains="Arctic Wolves")


@cumulative
def test_not_paid_it_is_sacrificed(table: Table) -> None:
    """CR 702.24a, 701.21a: "If you don't, sacrifice it"."""
    table.lands(0, "Forest", 4)
    upkeep(table, "Arctic Wolves")
    table.answer("pay_unless", False)
    resolve_stack(table)
    table.assert_zone("Arctic Wolves", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Forest") == 0


@cumulative
def test_no_partial_payment(table: Table) -> None:
    """CR 702.24a, 118.3: with two age counters then three, {6} is due; with four lands Alice
    can pay only part: she isn't asked, and Arctic Wolves is sacrificed."""
    table.lands(0, "Forest", 4)
    upkeep(table, "Arctic Wolves", age=2)
    asked = table.watch_decisions("pay_unless")
    resolve_stack(table)
    assert asked == []
    table.assert_zone("Arctic Wolves", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Forest") == 0


@cumulative
def test_pay_life_for_each_age_counter(table: Table) -> None:
    """CR 702.24a, 119.4: Gallowbraid with two age counters gets a third: Alice pays 3
    life."""
    upkeep(table, "Gallowbraid", age=2)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_life(0, 17)
    table.assert_zone("Gallowbraid", Zone.BATTLEFIELD, 0)


@cumulative
def test_sacrifice_a_different_creature_for_each_age_counter(table: Table) -> None:
    """CR 702.24a: Phyrexian Soulgorger with one age counter gets a second: two different
    creatures are sacrificed (the same one can't be chosen twice)."""
    table.battlefield(0, "Savannah Lions", "Grizzly Bears", "Grizzly Bears")
    upkeep(table, "Phyrexian Soulgorger", age=1)
    asked = table.watch_decisions("sacrifice", player=0)
    table.answer("pay_unless", True)
    table.answer("sacrifice", "Grizzly Bears", "Grizzly Bears")
    resolve_stack(table)
    assert [(d.min, d.max) for d in asked] == [(2, 2)]
    table.assert_zone("Phyrexian Soulgorger", Zone.BATTLEFIELD, 0)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Grizzly Bears"]


@cumulative
def test_put_a_counter_on_itself_for_each_age_counter(table: Table) -> None:
    """CR 702.24a, 122.1: Aboroth (9/9) with one age counter gets a second: two -1/-1
    counters are put on it as the cost: 7/7."""
    upkeep(table, "Aboroth", age=1)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Aboroth", "-1/-1", 2)
    assert (table.power("Aboroth"), table.toughness("Aboroth")) == (7, 7)


@cumulative
def test_an_opponent_gains_life_for_each_age_counter(table: Table) -> None:
    """CR 702.24a: Wall of Shards with one age counter gets a second: Bob gains 2 life."""
    upkeep(table, "Wall of Shards", age=1)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_life(1, 22)
    table.assert_zone("Wall of Shards", Zone.BATTLEFIELD, 0)


@cumulative
def test_a_counter_on_an_opponents_creature_for_each_age_counter(table: Table) -> None:
    """CR 702.24a: Sheltering Ancient with one age counter gets a second: a +1/+1 counter is
    put on a creature Bob controls for each (the same one may be chosen each time)."""
    table.battlefield(1, "Grizzly Bears")
    upkeep(table, "Sheltering Ancient", age=1)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.assert_zone("Sheltering Ancient", Zone.BATTLEFIELD, 0)


@cumulative
def test_with_no_opponents_creature_it_is_sacrificed(table: Table) -> None:
    """CR 118.3: Bob controls no creature: Sheltering Ancient's cost can't be paid."""
    upkeep(table, "Sheltering Ancient")
    resolve_stack(table)
    table.assert_zone("Sheltering Ancient", Zone.GRAVEYARD, 0)


@cumulative
def test_add_mana_for_each_age_counter(table: Table) -> None:
    """CR 702.24a, 106.4: Braid of Fire with two age counters gets a third: {R}{R}{R} is
    added to Alice's mana pool as the cost."""
    upkeep(table, "Braid of Fire", age=2)
    table.answer("pay_unless", True)
    resolve_stack(table)
    assert str(table.game.player(0).mana_pool).count("R") == 3
    table.assert_zone("Braid of Fire", Zone.BATTLEFIELD, 0)


@cumulative
def test_it_triggers_at_every_upkeep_of_its_controller_only(table: Table) -> None:
    """CR 702.24a: "your upkeep": Bob's upkeep puts no age counter; Alice's next ones do."""
    table.lands(0, "Island", 3)
    table.battlefield(0, "Illusionary Wall")
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Plains", "Plains", "Plains")
    table.go_to(Step.UPKEEP, turn=2)
    assert not table.game.ids_in(Zone.STACK)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.go_to(Step.UPKEEP, turn=5)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Illusionary Wall", "age", 2)
    assert table.tapped_count(0, "Island") == 2


def cast_earthen_goo(table: Table, age: int) -> None:
    """Alice casts Earthen Goo ({2}{R}); it has ``age`` age counters; the game goes to her
    next upkeep (turn 3), the cumulative upkeep trigger on the stack."""
    table.hand(0, "Earthen Goo")
    table.mana(0, "RRR")
    table.cast("Earthen Goo")
    table.resolve()
    if age:
        table.game.add_counters(table.find("Earthen Goo").id, "age", age, rule="702.24a")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.go_to(Step.UPKEEP, turn=3)


@cumulative
def test_either_mana_for_each_age_counter_any_mix(table: Table) -> None:
    """CR 702.24a: "Cumulative upkeep {R} or {G}", each choice made separately for each age
    counter: Earthen Goo with two age counters gets a third, and Alice pays it with one
    Mountain and two Forests; it is 5/5 (+1/+1 for each age counter)."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 2)
    cast_earthen_goo(table, age=2)
    asked = table.watch_decisions("pay_unless", player=0)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Earthen Goo", "age", 3)
    assert len(asked) == 1
    assert table.tapped_count(0, "Mountain") == 1 and table.tapped_count(0, "Forest") == 2
    table.assert_zone("Earthen Goo", Zone.BATTLEFIELD, 0)
    assert (table.power("Earthen Goo"), table.toughness("Earthen Goo")) == (5, 5)


@cumulative
def test_either_mana_but_no_other_colour(table: Table) -> None:
    """CR 702.24a, 118.3: one age counter, {R} or {G} due; with only Islands Alice can't pay:
    she isn't asked, nothing is tapped, and Earthen Goo is sacrificed."""
    table.lands(0, "Island", 3)
    cast_earthen_goo(table, age=0)
    asked = table.watch_decisions("pay_unless")
    resolve_stack(table)
    assert asked == []
    assert table.tapped_count(0, "Island") == 0
    table.assert_zone("Earthen Goo", Zone.GRAVEYARD, 0)


@cumulative
def test_either_mana_all_or_nothing(table: Table) -> None:
    """CR 702.24a: two age counters then three: three mana of red or green due; one Forest
    and two Islands pay only part: it is sacrificed, nothing tapped."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 2)
    cast_earthen_goo(table, age=2)
    resolve_stack(table)
    table.assert_zone("Earthen Goo", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0) == 0


class _CardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("cumulative-upkeep-cards",
                                            "manastack_cumulative_upkeep", "cards.toml")]


def test_without_the_plugin_a_cumulative_upkeep_card_is_refused_naming_it() -> None:
    """A card with cumulative upkeep is refused naming the keyword and the plugin."""
    table = Table.new(["cumulative-upkeep-cards"], extra={"cumulative-upkeep-cards": _CardsOnly()})
    card = table.game.rules.card("Arctic Wolves")
    assert not card.playable
    assert card.missing_keywords == (("cumulative upkeep", "cumulative_upkeep"),)
