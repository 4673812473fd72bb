"""Ripple (CR 702.60): "When you cast this spell, you may reveal the top N cards of your
library, or, if there are fewer than N cards in your library, you may reveal all the cards in
your library. If you reveal cards from your library this way, you may cast any of those
cards with the same name as this spell without paying their mana costs, then put all
revealed cards not cast this way on the bottom of your library in any order." Runs alone
with ``pytest plugins/ripple`` (kernel + ripple only). Hill Giant, Counterspell and the basic
lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("ripple")

CARDS = ("Surging Aether", "Surging Flame", "Surging Sentinels", "Surging Might",
         "Surging Dementia")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def library_names(table: Table, player: int = 0) -> list[str]:
    """The library top first."""
    return [o.card.name for o in table.game.library(player)]


def test_the_pool_is_the_cards_played_with_a_ripple_cast_trigger(rules: Any) -> None:
    """The cards these tests play are the package's pool, each with one ripple trigger on its
    own cast (the conformance suite checks that each is printed, understood and has the
    keyword)."""
    source = TomlCardSource.from_package("ripple", "manastack_ripple", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        (trigger,) = [a for a in card.abilities if isinstance(a, KeywordTrigger)
                      and a.keyword == "ripple"]
        assert trigger.trigger.event == "cast" and trigger.trigger.self_only


def test_without_the_plugin_a_ripple_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("ripple", "manastack_ripple", "cards.toml")
    definition = source.get("Surging Flame")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("ripple", "ripple"),)


def test_702_60a_reveals_four_casts_the_same_name_rest_on_the_bottom(table: Table) -> None:
    """Surging Flame on Hill Giant: the top four are revealed, the Surging Flame among them is
    cast without paying its mana cost (118.9) at the same Hill Giant; the second Flame's own
    ripple reveals nothing (declined); Forest, Island and Swamp go to the bottom in the
    order chosen (401.4); Mountain, the fifth card, was not revealed and is now on top."""
    table.library(0, "Forest", "Surging Flame", "Island", "Swamp")
    table.library(0, "Mountain")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Surging Flame")
    table.cast("Surging Flame", targets=["Hill Giant"])
    table.assert_logged(rule="113.6k", contains="triggers")
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("targets", "Hill Giant")
    table.answer("order", "Island", "Forest", "Swamp")
    table.resolve()
    table.assert_logged(rule="702.60a", contains="reveals Forest, Surging Flame, Island, Swamp")
    table.assert_logged(rule="118.9", contains="Surging Flame is cast")
    assert table.tapped_count(0) == 2  # nothing more was paid
    assert library_names(table) == ["Mountain", "Island", "Forest", "Swamp"]
    table.answer("may", "no")  # the second Flame's ripple
    resolve_stack(table)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.names(Zone.GRAVEYARD, 0) == ["Surging Flame", "Surging Flame"]


def test_702_60a_the_reveal_is_optional(table: Table) -> None:
    """"You may reveal": declined, nothing moves, nothing is cast."""
    table.library(0, "Surging Dementia", "Island")
    table.hand(1, "Island", "Forest")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Surging Dementia")
    table.cast("Surging Dementia", targets=["Bob"])
    table.answer("may", "no")
    table.resolve()
    table.assert_logged(rule="702.60a", contains="nothing is revealed")
    assert library_names(table) == ["Surging Dementia", "Island"]


def test_702_60a_the_same_name_only_and_casting_is_optional(table: Table) -> None:
    """Surging Aether reveals Surging Flame (another name: not offered) and Surging Aether
    (declined): both go to the bottom."""
    table.library(0, "Surging Flame", "Surging Aether")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 4)
    table.hand(0, "Surging Aether")
    table.cast("Surging Aether", targets=["Hill Giant"])
    table.answer("may", "yes")
    table.answer("may", "no")
    table.answer("order", "Surging Aether", "Surging Flame")
    table.resolve()
    table.assert_logged(rule="702.60a", contains="Surging Aether is not cast")
    assert not table.logged(contains="Surging Flame is not cast")
    assert library_names(table) == ["Surging Aether", "Surging Flame"]
    resolve_stack(table)
    table.assert_zone("Hill Giant", Zone.HAND, 1)


def test_702_60a_fewer_than_n_cards_reveals_them_all(table: Table) -> None:
    """Two cards in the library: both are revealed; the Surging Sentinels is cast and enters;
    its own ripple finds an empty library."""
    table.library(0, "Surging Sentinels", "Plains")
    table.lands(0, "Plains", 3)
    table.hand(0, "Surging Sentinels")
    table.cast("Surging Sentinels")
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.resolve()
    table.assert_logged(rule="702.60a", contains="reveals Surging Sentinels, Plains")
    assert library_names(table) == ["Plains"]
    table.answer("may", "yes")
    resolve_stack(table)
    assert [o.card.name for o in table.game.battlefield(0)].count("Surging Sentinels") == 2


def test_702_60a_the_trigger_resolves_even_if_the_spell_is_countered(table: Table) -> None:
    """The trigger is independent of its source (113.7a); "this spell's" name is then its
    last known one (608.2h)."""
    table.library(0, "Surging Dementia")
    table.hand(1, "Island", "Forest")
    table.lands(0, "Swamp", 2)
    table.lands(1, "Island", 2)
    table.hand(0, "Surging Dementia")
    table.hand(1, "Counterspell")
    table.cast("Surging Dementia", targets=["Bob"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Surging Dementia"])
    table.resolve()
    table.assert_zone("Surging Dementia", Zone.GRAVEYARD, 0)
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("targets", "Bob")
    table.resolve()
    table.assert_zone("Surging Dementia", Zone.STACK)


def test_702_60a_an_aura_cast_by_ripple_needs_its_target(table: Table) -> None:
    """Surging Might (an Aura, 303.4a) cast by ripple targets a creature as it is cast; both
    enchant Grizzly Bears: +4/+4."""
    table.library(0, "Surging Might")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 3)
    table.hand(0, "Surging Might")
    table.cast("Surging Might", targets=["Grizzly Bears"])
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    resolve_stack(table)
    assert table.power("Grizzly Bears") == 6
