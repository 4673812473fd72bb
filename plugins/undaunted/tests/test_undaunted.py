"""Undaunted (CR 702.125): "This spell costs {1} less to cast for each opponent you have"; a
player who has left the game isn't counted (702.125b). Runs alone with
``pytest plugins/undaunted`` (kernel + undaunted only). Grizzly Bears and the basic lands come
from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, KeywordAbility, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("undaunted")

CARDS = ("Coastal Breach", "Curtains' Call", "Seeds of Renewal", "Sublime Exhalation")

FOUR = ("Alice", "Bob", "Carol", "Dan")


def casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("undaunted", "manastack_undaunted", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_125a_the_keyword_is_a_static_ability_named_undaunted(rules: Any) -> None:
    (ability,) = [a for a in rules.card("Sublime Exhalation").abilities
                  if isinstance(a, KeywordAbility)]
    assert (ability.keyword, ability.plugin) == ("undaunted", "undaunted")


def test_without_the_plugin_an_undaunted_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("undaunted", "manastack_undaunted", "cards.toml")
    definition = source.get("Sublime Exhalation")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("undaunted", "undaunted"),)


def test_702_125a_one_opponent_one_less(table: Table) -> None:
    """Two players: Sublime Exhalation {6}{W} costs {5}{W}; five Plains can't pay it, six
    can, and it destroys every creature."""
    table.hand(0, "Sublime Exhalation")
    table.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    assert "Sublime Exhalation" not in casts(table)
    table.assert_illegal(table.cast, "Sublime Exhalation", rule="601.2h")
    table.battlefield(0, "Plains")
    table.cast("Sublime Exhalation")
    table.assert_logged(rule="601.2f", contains="undaunted (1 opponent(s), CR 702.125a)")
    table.assert_logged(rule="601.2f", contains="= {5}{W}")
    resolve_stack(table)
    assert not [o for o in table.game.battlefield() if o.name == "Grizzly Bears"]


def test_702_125a_three_opponents_three_less() -> None:
    """Four players: Curtains' Call {5}{B} costs {2}{B}: three Swamps pay it, and it destroys
    two target creatures."""
    table = Table.new(["undaunted"], players=FOUR)
    table.hand(0, "Curtains' Call")
    table.battlefield(0, "Swamp", "Swamp", "Swamp")
    bears = table.battlefield(1, "Grizzly Bears")[0]
    other = table.battlefield(2, "Grizzly Bears")[0]
    table.cast("Curtains' Call", targets=[[bears.id, other.id]])
    table.assert_logged(rule="601.2f", contains="= {2}{B}")
    resolve_stack(table)
    table.assert_zone("Curtains' Call", Zone.GRAVEYARD)
    assert not [o for o in table.game.battlefield() if o.name == "Grizzly Bears"]


def test_702_125b_a_player_who_left_is_not_counted() -> None:
    """Four players, Dan has conceded: Coastal Breach {6}{U} costs {4}{U}, not {3}{U}: four
    Islands can't pay it, five can; it returns every nonland permanent to its owner's
    hand."""
    table = Table.new(["undaunted"], players=FOUR)
    table.game.concede(3)
    table.hand(0, "Coastal Breach")
    table.battlefield(0, "Island", "Island", "Island", "Island")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.cast, "Coastal Breach", rule="601.2h")
    table.battlefield(0, "Island")
    table.cast("Coastal Breach")
    table.assert_logged(rule="601.2f", contains="undaunted (2 opponent(s), CR 702.125a)")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.HAND)


def test_118_7a_the_reduction_never_lowers_coloured_mana() -> None:
    """Four players: Seeds of Renewal {6}{G} costs {3}{G}: {G} is still needed, four Islands
    can't pay it; three Islands and a Forest do, and it returns up to two cards from Alice's
    graveyard and is exiled."""
    table = Table.new(["undaunted"], players=FOUR)
    table.hand(0, "Seeds of Renewal")
    table.graveyard(0, "Grizzly Bears")
    table.battlefield(0, "Island", "Island", "Island", "Island")
    table.assert_illegal(table.cast, "Seeds of Renewal", targets=["Grizzly Bears"],
                         rule="601.2h")
    table.battlefield(0, "Forest")
    table.cast("Seeds of Renewal", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="= {3}{G}")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.HAND)
    table.assert_zone("Seeds of Renewal", Zone.EXILE)
