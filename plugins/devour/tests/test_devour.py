"""Devour (CR 702.82a, 614.1c, 614.12): the manastack-devour plugin alone, playing printed
cards. Runs alone with ``pytest plugins/devour``.

Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Decision, Game, Rules, Step, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("devour")


def cast_devouring(table: Table, name: str, mana: str, eat: Sequence[str]) -> list[Decision]:
    """Alice casts ``name``; as it would enter she sacrifices the creatures named ``eat``."""
    table.set_turn(active=0, step=Step.MAIN1)
    ids = {o.id for o in table.game.battlefield(0) if o.card.name in eat}

    def pick(_game: Game, decision: Decision) -> list[int]:
        return [o for o in decision.options if o in ids]

    asked = table.on_decision("sacrifice", pick)
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    return asked


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("devour-cards", "manastack_devour", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_devour_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.82a: the keyword line "Devour 3" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("devour") == "devour"
    card = rules.card("Thunder-Thrash Elder")
    assert card.playable
    assert [getattr(a, "n", None) for a in card.abilities] == [3]


def test_devour_one_counter_per_creature_sacrificed(table: Table) -> None:
    """CR 702.82a, 122.6: Gorger Wurm (5/5, devour 1) enters as Alice sacrifices her two
    Grizzly Bears: it enters with two +1/+1 counters, a 7/7; Hill Giant, not chosen, stays."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Hill Giant")
    asked = cast_devouring(table, "Gorger Wurm", "RRGGG", ["Grizzly Bears"])
    assert len(asked) == 1 and asked[0].min == 0
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Grizzly Bears"]
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.assert_counters("Gorger Wurm", "+1/+1", 2)
    assert (table.power("Gorger Wurm"), table.toughness("Gorger Wurm")) == (7, 7)
    table.assert_logged(rule="702.82a", contains="2 creature(s) sacrificed")
    # CR 122.6: it enters with them, none is put on it afterwards
    assert not table.logged(contains="counter(s) put on Gorger Wurm")


def test_devour_n_multiplies(table: Table) -> None:
    """CR 702.82a: Thunder-Thrash Elder (1/1, devour 3) devours one Grizzly Bears: three
    +1/+1 counters, a 4/4."""
    table.battlefield(0, "Grizzly Bears")
    cast_devouring(table, "Thunder-Thrash Elder", "RRR", ["Grizzly Bears"])
    table.assert_counters("Thunder-Thrash Elder", "+1/+1", 3)
    assert table.power("Thunder-Thrash Elder") == 4


def test_sacrificing_none_is_allowed(table: Table) -> None:
    """CR 702.82a: "any number" includes none: Gluttonous Slime enters a 2/2 without
    counters; Grizzly Bears stays."""
    table.battlefield(0, "Grizzly Bears")
    cast_devouring(table, "Gluttonous Slime", "GGG", [])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_counters("Gluttonous Slime", "+1/+1", 0)
    table.assert_logged(rule="702.82a", contains="0 creature(s) sacrificed")


def test_only_your_own_creatures_are_offered(table: Table) -> None:
    """CR 702.82a, 701.21a: "you" sacrifices: Bob's Hill Giant is not among the options;
    with no creature of hers, Alice isn't asked."""
    table.battlefield(1, "Hill Giant")
    asked = cast_devouring(table, "Gluttonous Slime", "GGG", [])
    assert asked == []
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


def test_put_onto_the_battlefield_not_cast_it_still_devours(table: Table) -> None:
    """CR 614.12, 702.82a: Gorger Wurm put onto the battlefield from the graveyard (not
    cast) still devours: Alice sacrifices Grizzly Bears, a 6/6."""
    table.battlefield(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    table.on_decision("sacrifice", lambda _g, d: [bears])
    (wurm,) = table.graveyard(0, "Gorger Wurm")
    table.game.move(wurm.id, Zone.BATTLEFIELD, rule="400.7")
    table.assert_counters("Gorger Wurm", "+1/+1", 1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


class _DevourCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("devour-cards", "manastack_devour", "cards.toml")]


def test_without_the_plugin_a_devour_card_is_refused_naming_it() -> None:
    """A card with devour is refused naming the keyword and the plugin."""
    table = Table.new(["devour-cards"], extra={"devour-cards": _DevourCardsOnly()})
    card = table.game.rules.card("Gorger Wurm")
    assert not card.playable
    assert card.missing_keywords == (("devour", "devour"),)
