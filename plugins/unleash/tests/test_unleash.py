"""Unleash (CR 702.98, 614.1c, 614.12, 509.1b): the manastack-unleash plugin, playing printed
cards. Runs alone with ``pytest plugins/unleash``.

Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import IllegalActionError, Rules, Step, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("unleash")


def cast(table: Table, name: str, mana: str, choice: str) -> None:
    """Alice casts ``name`` in her first main phase; as it resolves she answers unleash's
    "may" with ``choice`` (the choice is made as it would enter, 614.12)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.answer("may", choice)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def bob_attacks(table: Table) -> None:
    """Bob's turn: his Grizzly Bears attack Alice."""
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.attack("Grizzly Bears")


def test_the_pool_cards_are_the_printed_ones_and_read(rules: Rules) -> None:
    source = TomlCardSource.from_package("unleash-cards", "manastack_unleash", "cards.toml")
    assert_printed(source.get(n) for n in source.names())
    assert rules.ruleset.plugin_of_keyword("unleash") == "unleash"
    for name in source.names():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "unleash" in rules.printed(card).keywords


def test_702_98a_yes_it_enters_with_the_counter_and_cant_block(table: Table) -> None:
    """CR 702.98a, 122.6: Gore-House Chainwalker (2/1) enters with the additional +1/+1
    counter, a 3/2; it can't block as long as it has it (509.1b): not offered, and a
    declaration blocking with it is refused, the game left as it was (732)."""
    cast(table, "Gore-House Chainwalker", "CR", "yes")
    table.assert_counters("Gore-House Chainwalker", "+1/+1", 1)
    assert (table.power("Gore-House Chainwalker"), table.toughness("Gore-House Chainwalker")) \
        == (3, 2)
    table.assert_logged(rule="702.98a", contains="enters with an additional +1/+1 counter")
    bob_attacks(table)
    assert not any(b == "Gore-House Chainwalker" for b, _ in table.blocks_offered())
    with pytest.raises(IllegalActionError, match=r"509\.1"):
        table.block({"Gore-House Chainwalker": "Grizzly Bears"})
    assert table.game.state.turn.step is Step.DECLARE_BLOCKERS


def test_702_98a_no_counter_it_can_block(table: Table) -> None:
    """CR 702.98a: declined, Rakdos Cackler stays a 1/1 without a counter and blocks."""
    cast(table, "Rakdos Cackler", "R", "no")
    table.assert_counters("Rakdos Cackler", "+1/+1", 0)
    table.assert_logged(rule="702.98a", contains="without the additional +1/+1 counter")
    bob_attacks(table)
    table.block({"Rakdos Cackler": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Rakdos Cackler", Zone.GRAVEYARD, 0)
    table.assert_life(0, 20)


def test_702_98a_any_plus_one_counter_stops_it_blocking(table: Table) -> None:
    """CR 702.98a: "a +1/+1 counter", whatever put it there: Dead Reveler with a +1/+1
    counter it didn't enter with can't block."""
    table.battlefield(0, "Dead Reveler", counters={"+1/+1": 1})
    bob_attacks(table)
    assert not any(b == "Dead Reveler" for b, _ in table.blocks_offered())


def test_702_98a_as_long_as_the_counter_gone_it_blocks(table: Table) -> None:
    """CR 702.98a, 704.5q: Dead Reveler with a +1/+1 and a -1/-1 counter: both are removed
    as a state-based action before Bob attacks, and without a +1/+1 counter it can block."""
    table.battlefield(0, "Dead Reveler", counters={"+1/+1": 1, "-1/-1": 1})
    bob_attacks(table)
    table.assert_counters("Dead Reveler", "+1/+1", 0)
    assert ("Dead Reveler", "Grizzly Bears") in table.blocks_offered()


def test_a_creature_without_unleash_blocks_with_a_counter(table: Table) -> None:
    """CR 702.98a: the restriction is unleash's: Hill Giant with a +1/+1 counter blocks."""
    table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})
    bob_attacks(table)
    assert ("Hill Giant", "Grizzly Bears") in table.blocks_offered()


def test_702_98a_put_onto_the_battlefield_not_cast_it_still_chooses(table: Table) -> None:
    """CR 702.98a, 614.12: Splatter Thug put onto the battlefield from Alice's graveyard;
    she takes the counter (3/3, first strike)."""
    (thug,) = table.graveyard(0, "Splatter Thug")
    table.answer("may", "yes")
    table.game.move(thug.id, Zone.BATTLEFIELD, rule="400.7")
    table.assert_counters("Splatter Thug", "+1/+1", 1)
    assert (table.power("Splatter Thug"), table.toughness("Splatter Thug")) == (3, 3)


class _UnleashCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("unleash-cards", "manastack_unleash", "cards.toml")]


def test_without_the_plugin_an_unleash_card_is_refused_naming_it() -> None:
    """A card with unleash is refused naming the keyword and the plugin."""
    table = Table.new(["unleash-cards"], extra={"unleash-cards": _UnleashCardsOnly()})
    card = table.game.rules.card("Rakdos Cackler")
    assert not card.playable
    assert card.missing_keywords == (("unleash", "unleash"),)
