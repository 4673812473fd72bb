"""Amplify (CR 702.38a-b, 614.1c, 614.12): the manastack-amplify plugin alone, playing printed
cards. Runs alone with ``pytest plugins/amplify``.

Kalonian Tusker (Beast), Fencing Ace (Human Soldier), Grizzly Bears and the basic lands come
from the kernel's pool.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Decision, Game, Rules, Step, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("amplify")


def cast_amplifying(table: Table, name: str, mana: str, show: Sequence[str]) -> list[Decision]:
    """Alice casts ``name``; as it would enter she reveals the cards of her hand named
    ``show``."""
    table.set_turn(active=0, step=Step.MAIN1)

    def pick(game: Game, decision: Decision) -> list[int]:
        return [o for o in decision.options if game.chars(o).name in show]

    asked = table.on_decision("reveal", pick)
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    return asked


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("amplify-cards", "manastack_amplify", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_amplify_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.38a: the keyword line "Amplify 1" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("amplify") == "amplify"
    for name in ("Aven Warhawk", "Glowering Rogon", "Zombie Brute"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
    assert [getattr(a, "n", None) for a in rules.card("Glowering Rogon").abilities] == [1]


def test_702_38a_one_counter_per_card_revealed(table: Table) -> None:
    """CR 702.38a, 122.6: Glowering Rogon (4/4 Beast) enters as Alice reveals Kalonian Tusker
    and another Glowering Rogon: two +1/+1 counters, a 6/6; the revealed cards stay in her
    hand. Grizzly Bears (a Bear) is not offered."""
    table.hand(0, "Kalonian Tusker", "Glowering Rogon", "Grizzly Bears")
    asked = cast_amplifying(table, "Glowering Rogon", "GGGGGG",
                            ["Kalonian Tusker", "Glowering Rogon"])
    assert len(asked) == 1 and asked[0].min == 0 and len(asked[0].options) == 2
    offered = {table.game.chars(o).name for o in asked[0].options}
    assert offered == {"Kalonian Tusker", "Glowering Rogon"}
    rogon = [o for o in table.game.battlefield(0) if o.card.name == "Glowering Rogon"]
    assert len(rogon) == 1
    table.assert_counters("Glowering Rogon", "+1/+1", 2)
    assert (table.power("Glowering Rogon"), table.toughness("Glowering Rogon")) == (6, 6)
    assert sorted(table.names(Zone.HAND, 0)) == ["Glowering Rogon", "Grizzly Bears",
                                                  "Kalonian Tusker"]
    table.assert_logged(rule="702.38a", contains="enters with 2 +1/+1 counter(s)")
    # CR 122.6: it enters with them, none is put on it afterwards
    assert not table.logged(contains="counter(s) put on Glowering Rogon")


def test_702_38a_any_creature_type_it_has_is_shared(table: Table) -> None:
    """CR 702.38a: Aven Warhawk is a Bird Soldier: Fencing Ace (Human Soldier) shares
    Soldier; one counter, a 3/3 flier."""
    table.hand(0, "Fencing Ace")
    cast_amplifying(table, "Aven Warhawk", "WWWWW", ["Fencing Ace"])
    table.assert_counters("Aven Warhawk", "+1/+1", 1)
    assert (table.power("Aven Warhawk"), table.toughness("Aven Warhawk")) == (3, 3)


def test_702_38a_revealing_none_is_allowed(table: Table) -> None:
    """CR 702.38a: "any number" includes none: Zombie Brute enters a 5/4 without counters."""
    table.hand(0, "Zombie Brute")
    asked = cast_amplifying(table, "Zombie Brute", "BBBBBBB", [])
    assert len(asked) == 1
    table.assert_counters("Zombie Brute", "+1/+1", 0)
    assert table.power("Zombie Brute") == 5
    table.assert_logged(rule="702.38a", contains="no card revealed")


def test_702_38a_no_card_sharing_a_type_is_not_asked(table: Table) -> None:
    """CR 702.38a: with no Beast in her hand (Grizzly Bears is a Bear) Alice isn't asked."""
    table.hand(0, "Grizzly Bears")
    asked = cast_amplifying(table, "Glowering Rogon", "GGGGGG", [])
    assert asked == []
    table.assert_counters("Glowering Rogon", "+1/+1", 0)


def test_702_38a_the_card_itself_cant_be_revealed(table: Table) -> None:
    """CR 702.38a, 614.12: Glowering Rogon put onto the battlefield from Alice's hand (not
    cast) can't reveal itself; the Kalonian Tusker beside it is revealed: one counter."""
    table.hand(0, "Kalonian Tusker")
    (rogon,) = table.hand(0, "Glowering Rogon")
    asked = table.on_decision("reveal", lambda _g, d: list(d.options))
    table.game.move(rogon.id, Zone.BATTLEFIELD, rule="400.7")
    assert len(asked) == 1 and rogon.id not in asked[0].options
    table.assert_counters("Glowering Rogon", "+1/+1", 1)


def test_702_38a_only_your_own_hand(table: Table) -> None:
    """CR 702.38a: "your hand": Bob's Kalonian Tusker is not offered."""
    table.hand(1, "Kalonian Tusker")
    asked = cast_amplifying(table, "Glowering Rogon", "GGGGGG", [])
    assert asked == []


class _AmplifyCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("amplify-cards", "manastack_amplify", "cards.toml")]


def test_without_the_plugin_an_amplify_card_is_refused_naming_it() -> None:
    """A card with amplify is refused naming the keyword and the plugin."""
    table = Table.new(["amplify-cards"], extra={"amplify-cards": _AmplifyCardsOnly()})
    card = table.game.rules.card("Glowering Rogon")
    assert not card.playable
    assert card.missing_keywords == (("amplify", "amplify"),)
