"""Modular (CR 702.43, 614.1c, 603.10a): the manastack-modular plugin alone, playing printed
cards.

Hill Giant, Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

modular = pytest.mark.plugins("modular")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast_artifact(table: Table, name: str, generic: int) -> None:
    """Alice casts the colorless artifact creature ``name`` with ``generic`` Plains."""
    table.lands(0, "Plains", generic)
    table.hand(0, name)
    table.cast(name)
    table.resolve()


def dies_blocking(table: Table, name: str, attacker: str = "Hill Giant") -> None:
    """Bob attacks with ``attacker``; Alice's ``name`` blocks it and is dealt lethal damage
    (510.2, 704.5g); the modular trigger goes on the stack (its target chosen then)."""
    table.battlefield(1, attacker)
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack(attacker)
    table.block({name: attacker})
    table.go_to(Step.COMBAT_DAMAGE)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("modular-cards", "manastack_modular", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@modular
def test_modular_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.43a: "Modular 1" (reminder text removed) is the plugin's: a static "enters
    with" ability and a triggered ability, both named by the keyword."""
    assert rules.ruleset.plugin_of_keyword("modular") == "modular"
    card = rules.card("Arcbound Stinger")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["flying", None, "modular"]


@modular
def test_702_43a_a_cast_modular_creature_enters_with_its_counters(table: Table) -> None:
    """CR 702.43a, 614.1c, 122.6: the cast Arcbound Bruiser (0/0, modular 3) enters with three
    +1/+1 counters: a 3/3 that survives the state-based check (704.5f never sees it 0/0)."""
    cast_artifact(table, "Arcbound Bruiser", 5)
    table.assert_zone("Arcbound Bruiser", Zone.BATTLEFIELD, 0)
    table.assert_counters("Arcbound Bruiser", "+1/+1", 3)
    assert (table.power("Arcbound Bruiser"), table.toughness("Arcbound Bruiser")) == (3, 3)
    table.assert_logged(rule="614.1c")
    # CR 122.6: it enters with the counters, none is put on it afterwards
    assert not table.logged(contains="counter(s) put on Arcbound Bruiser")


@modular
def test_702_43a_the_counters_it_had_go_to_the_target(table: Table) -> None:
    """CR 702.43a, 603.3d, 603.5: the cast Arcbound Worker (1/1 with its counter) blocks Hill
    Giant and dies; its trigger targets Arcbound Stinger and its controller says yes: the
    Stinger gets one +1/+1 counter, a 2/2."""
    cast_artifact(table, "Arcbound Worker", 1)
    table.battlefield(0, "Arcbound Stinger", counters={"+1/+1": 1})
    table.answer("targets", "Arcbound Stinger")
    dies_blocking(table, "Arcbound Worker")
    table.assert_zone("Arcbound Worker", Zone.GRAVEYARD, 0)
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Arcbound Stinger", "+1/+1", 2)
    assert (table.power("Arcbound Stinger"), table.toughness("Arcbound Stinger")) == (2, 2)
    table.assert_logged(rule="702.43a", contains="had 1 +1/+1 counter(s)")


@modular
def test_603_10a_it_counts_the_counters_it_had_as_it_last_existed(table: Table) -> None:
    """CR 603.10a, 608.2h: Arcbound Prototype (modular 2) has three +1/+1 counters when it
    blocks Hill Giant and dies: its trigger puts three counters, counted as it last existed
    on the battlefield (not its modular number), on Arcbound Worker: a 4/4."""
    table.battlefield(0, "Arcbound Prototype", counters={"+1/+1": 3})
    table.battlefield(0, "Arcbound Worker", counters={"+1/+1": 1})
    table.answer("targets", "Arcbound Worker")
    dies_blocking(table, "Arcbound Prototype")
    table.assert_zone("Arcbound Prototype", Zone.GRAVEYARD, 0)
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Arcbound Worker", "+1/+1", 4)
    assert (table.power("Arcbound Worker"), table.toughness("Arcbound Worker")) == (4, 4)
    table.assert_logged(rule="702.43a", contains="had 3 +1/+1 counter(s)")


@modular
def test_603_5_saying_no_puts_no_counter(table: Table) -> None:
    """CR 603.5: "you may": Arcbound Worker dies, its controller declines: Arcbound Stinger
    keeps the counter it had."""
    table.battlefield(0, "Arcbound Worker", counters={"+1/+1": 1})
    table.battlefield(0, "Arcbound Stinger", counters={"+1/+1": 1})
    table.answer("targets", "Arcbound Stinger")
    dies_blocking(table, "Arcbound Worker")
    table.answer("may", "no")
    resolve_stack(table)
    table.assert_counters("Arcbound Stinger", "+1/+1", 1)
    assert not table.logged(rule="702.43a")


@modular
def test_608_2b_a_target_that_is_not_an_artifact_creature_is_never_chosen(
        table: Table) -> None:
    """CR 702.43a, 115.1: the target is an artifact creature: with only Grizzly Bears (not an
    artifact) besides the dead Worker, the trigger has no legal target and is removed from
    the stack (603.3d); the Bears get nothing."""
    table.battlefield(0, "Arcbound Worker", counters={"+1/+1": 1})
    table.battlefield(0, "Grizzly Bears")
    dies_blocking(table, "Arcbound Worker")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    assert not table.logged(rule="702.43a")


class _ModularCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("modular-cards", "manastack_modular", "cards.toml")]


@modular
def test_614_12_modular_granted_by_a_permanent_enters_with_its_counter(table: Table) -> None:
    """CR 614.12, 702.43a: a permanent that says "Other artifact creatures you control have
    modular 1." (the grant of Blaster, Combat DJ, which stays unread): Memnite (1/1), as it
    would exist on the battlefield, has modular 1, so it enters with a +1/+1 counter (a
    2/2); Arcbound Worker enters with its own and the granted one."""
    card = table.card("Combat DJ", "Artifact Creature — Robot", "Other artifact creatures "
                      "you control have modular 1.", "{3}{R}", "3", "3")
    table.battlefield(0, card)  # type: ignore[arg-type]
    cast_artifact(table, "Memnite", 0)
    table.assert_counters("Memnite", "+1/+1", 1)
    assert (table.power("Memnite"), table.toughness("Memnite")) == (2, 2)
    cast_artifact(table, "Arcbound Worker", 1)
    table.assert_counters("Arcbound Worker", "+1/+1", 2)


@modular
def test_614_12_the_grant_ends_when_its_permanent_leaves(table: Table) -> None:
    """CR 614.12, 611.3a: "Other artifact creatures you control have modular 1." grants
    modular only while its permanent is on the battlefield: Arcbound Worker enters with
    its own counter and the granted one; once the granting permanent has left, the next
    Arcbound Worker enters with its own counter only (a 1/1), and Memnite with none."""
    card = table.card("Combat DJ", "Artifact Creature — Robot", "Other artifact creatures "
                      "you control have modular 1.", "{3}{R}", "3", "3")
    table.battlefield(0, card)  # type: ignore[arg-type]
    cast_artifact(table, "Arcbound Worker", 1)
    table.assert_counters("Arcbound Worker", "+1/+1", 2)
    dj = table.find("Combat DJ", zone=Zone.BATTLEFIELD)
    table.game.move(dj.id, Zone.GRAVEYARD, cause="test", rule="701.8a")
    table.game.move(table.find("Arcbound Worker").id, Zone.EXILE, cause="test", rule="406.1")
    cast_artifact(table, "Arcbound Worker", 1)
    table.assert_counters("Arcbound Worker", "+1/+1", 1)
    assert (table.power("Arcbound Worker"), table.toughness("Arcbound Worker")) == (1, 1)
    cast_artifact(table, "Memnite", 0)
    table.assert_counters("Memnite", "+1/+1", 0)
    assert (table.power("Memnite"), table.toughness("Memnite")) == (1, 1)


def test_without_the_plugin_a_modular_card_is_refused_naming_it() -> None:
    """A card with modular is refused naming the keyword and the plugin."""
    table = Table.new(["modular-cards"], extra={"modular-cards": _ModularCardsOnly()})
    card = table.game.rules.card("Arcbound Worker")
    assert not card.playable
    assert card.missing_keywords == (("modular", "modular"),)
