"""Bloodthirst (CR 702.54, 614.1c, 614.12): the manastack-bloodthirst plugin alone, playing
printed cards.

Lightning Bolt, Shock, Healing Salve, Grizzly Bears and the basic lands come from the
kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

bloodthirst = pytest.mark.plugins("bloodthirst")


def bolt(table: Table, target: str) -> None:
    """Alice's Lightning Bolt deals 3 damage to ``target`` (CR 120.3)."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


def cast_minotaurs(table: Table) -> None:
    """Alice casts Gorehorn Minotaurs (3/3, bloodthirst 2) and it resolves."""
    table.hand(0, "Gorehorn Minotaurs")
    table.mana(0, "RRRR")
    table.cast("Gorehorn Minotaurs")
    table.resolve()
    table.assert_zone("Gorehorn Minotaurs", Zone.BATTLEFIELD, 0)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("bloodthirst-cards", "manastack_bloodthirst",
                                         "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@bloodthirst
def test_bloodthirst_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.54a: "Bloodthirst 2" (reminder text removed) is the plugin's: the keyword and
    its "enters with" replacement, whose log cites 702.54a."""
    from manastack.api import EntersWith

    assert rules.ruleset.plugin_of_keyword("bloodthirst") == "bloodthirst"
    card = rules.card("Gorehorn Minotaurs")
    assert card.playable
    assert "bloodthirst" in rules.printed(card).keywords
    entering = [a for a in card.abilities if isinstance(a, EntersWith)]
    assert [(a.counters, a.rule) for a in entering] == [((("+1/+1", 2),), "702.54a")]


@bloodthirst
def test_702_54a_after_damage_to_an_opponent_it_enters_with_the_counters(
        table: Table) -> None:
    """CR 702.54a, 614.1c, 122.6: Lightning Bolt deals 3 to Bob; Gorehorn Minotaurs then
    enters with two +1/+1 counters: a 5/5. None is put on it afterwards."""
    bolt(table, "Bob")
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 2)
    assert (table.power("Gorehorn Minotaurs"), table.toughness("Gorehorn Minotaurs")) == (5, 5)
    table.assert_logged(rule="702.54a", contains="Bloodthirst 2")
    assert not table.logged(contains="counter(s) put on Gorehorn Minotaurs")


@bloodthirst
def test_702_54a_with_no_damage_dealt_it_enters_without_counters(table: Table) -> None:
    """CR 702.54a: nobody was dealt damage this turn: a plain 3/3, and no 702.54a line."""
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 0)
    assert (table.power("Gorehorn Minotaurs"), table.toughness("Gorehorn Minotaurs")) == (3, 3)
    assert not table.logged(rule="702.54a")


@bloodthirst
def test_702_54a_damage_to_yourself_is_not_an_opponents(table: Table) -> None:
    """CR 702.54a: "an opponent": Alice's Lightning Bolt to herself doesn't count."""
    bolt(table, "Alice")
    table.assert_life(0, 17)
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 0)
    assert not table.logged(rule="702.54a")


@bloodthirst
def test_702_54a_damage_to_a_creature_is_not_damage_to_an_opponent(table: Table) -> None:
    """CR 702.54a: Bob's Grizzly Bears dealt 3 damage (and dead) is not Bob dealt damage."""
    table.battlefield(1, "Grizzly Bears")
    bolt(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 0)


@bloodthirst
def test_615_1a_prevented_damage_was_not_dealt(table: Table) -> None:
    """CR 615.1a: Healing Salve prevents the next 3 damage to Bob, then Shock's 2 is
    prevented: Bob was dealt no damage, Gorehorn Minotaurs enters without counters."""
    table.hand(0, "Healing Salve", "Shock")
    table.mana(0, "WR")
    table.cast("Healing Salve", modes=[1], targets=["Bob"])
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 20)
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 0)


@bloodthirst
def test_702_54a_combat_damage_earlier_in_the_turn_counts(table: Table) -> None:
    """CR 702.54a, 510.2: Alice's Grizzly Bears deals 2 combat damage to Bob; in her second
    main phase Stormblood Berserker (1/1, bloodthirst 2) enters as a 3/3."""
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    table.hand(0, "Stormblood Berserker")
    table.mana(0, "RR")
    table.cast("Stormblood Berserker")
    table.resolve()
    table.assert_counters("Stormblood Berserker", "+1/+1", 2)
    assert (table.power("Stormblood Berserker"),
            table.toughness("Stormblood Berserker")) == (3, 3)
    table.assert_logged(rule="702.54a")


@bloodthirst
def test_702_54a_last_turns_damage_does_not_count(table: Table) -> None:
    """CR 702.54a: "this turn": Bob was bolted during Alice's previous turn; in her next
    turn Gorehorn Minotaurs enters without counters."""
    for player in (0, 1):
        table.library(player, "Mountain", "Mountain", "Mountain")
    bolt(table, "Bob")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    cast_minotaurs(table)
    table.assert_counters("Gorehorn Minotaurs", "+1/+1", 0)


class _BloodthirstCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("bloodthirst-cards", "manastack_bloodthirst",
                                            "cards.toml")]


def test_without_the_plugin_a_bloodthirst_card_is_refused_naming_it() -> None:
    """A card with bloodthirst is refused naming the keyword and the plugin."""
    table = Table.new(["bloodthirst-cards"], extra={"bloodthirst-cards": _BloodthirstCardsOnly()})
    card = table.game.rules.card("Gorehorn Minotaurs")
    assert not card.playable
    assert card.missing_keywords == (("bloodthirst", "bloodthirst"),)
