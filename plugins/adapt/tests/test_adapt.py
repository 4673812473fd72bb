"""Adapt (CR 701.46a): N +1/+1 counters on a permanent that has none. Runs alone with
``pytest plugins/adapt`` (kernel + adapt only); Unsummon and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("adapt")

CARDS = ("Aeromunculus", "Pteramander", "Sauroform Hybrid", "Skatewing Spy", "Skitter Eel",
         "Trollbred Guardian", "Zegana, Utopian Speaker")


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("adapt", "manastack_adapt", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "adapt:adapt" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_adapt_is_not_read() -> None:
    source = TomlCardSource.from_package("adapt", "manastack_adapt", "cards.toml")
    definition = source.get("Aeromunculus")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_pteramander_adapts_for_less_with_instants_in_the_graveyard(table: Table) -> None:
    """CR 602.2b, 601.2f: "{7}{U}: Adapt 4. This ability costs {1} less to activate for each
    instant and sorcery card in your graveyard": three Unsummons make it {4}{U}; four mana
    can't pay it (refused, nothing changed), five can, and it adapts 4 (701.46a)."""
    table.battlefield(0, "Pteramander")
    table.graveyard(0, "Unsummon", "Unsummon", "Unsummon")
    table.mana(0, "CCCU")
    table.assert_illegal(table.activate, "Pteramander")
    table.mana(0, "C")
    table.activate("Pteramander")
    table.resolve()
    table.assert_counters("Pteramander", "+1/+1", 4)
    assert (table.power("Pteramander"), table.toughness("Pteramander")) == (5, 5)


def test_701_46a_counters_when_it_has_none(table: Table) -> None:
    """Aeromunculus (2/3): "{2}{G}{U}: Adapt 1." puts a counter on it; a second activation
    resolves and does nothing (it has a +1/+1 counter)."""
    table.battlefield(0, "Aeromunculus")
    table.mana(0, "CCGU")
    table.activate("Aeromunculus")
    table.resolve()
    table.assert_counters("Aeromunculus", "+1/+1", 1)
    assert (table.power("Aeromunculus"), table.toughness("Aeromunculus")) == (3, 4)
    table.assert_logged(rule="701.46a", contains="no +1/+1 counters")
    table.mana(0, "CCGU")
    table.activate("Aeromunculus")
    table.resolve()
    table.assert_counters("Aeromunculus", "+1/+1", 1)
    table.assert_logged(rule="701.46a", contains="nothing happens")


def test_701_46a_both_activations_on_the_stack(table: Table) -> None:
    """Activated twice in response: the condition is checked as each resolves, so Skitter
    Eel gets two counters, not four."""
    table.battlefield(0, "Skitter Eel")
    table.mana(0, "CCUCCU")
    table.activate("Skitter Eel")
    table.activate("Skitter Eel")
    table.resolve()
    table.resolve()
    table.assert_counters("Skitter Eel", "+1/+1", 2)


def test_701_46a_a_counter_already_there_nothing(table: Table) -> None:
    """Sauroform Hybrid with a +1/+1 counter already: adapt 4 adds none."""
    table.battlefield(0, "Sauroform Hybrid", counters={"+1/+1": 1})
    table.mana(0, "CCCCGG")
    table.activate("Sauroform Hybrid")
    table.resolve()
    table.assert_counters("Sauroform Hybrid", "+1/+1", 1)


def test_701_46a_other_counters_do_not_count(table: Table) -> None:
    """"No +1/+1 counters": a -1/-1 counter is not one, so Skitter Eel with a -1/-1 counter
    adapts; the +1/+1 and -1/-1 counters then cancel out in pairs (704.5q), one +1/+1 stays."""
    table.battlefield(0, "Skitter Eel", counters={"-1/-1": 1})
    table.mana(0, "CCU")
    table.activate("Skitter Eel")
    table.resolve()
    table.assert_counters("Skitter Eel", "+1/+1", 1)
    table.assert_counters("Skitter Eel", "-1/-1", 0)
    assert table.power("Skitter Eel") == 4


def test_400_7_gone_in_response_nothing_happens(table: Table) -> None:
    table.battlefield(0, "Skitter Eel")
    table.hand(1, "Unsummon")
    table.mana(0, "CCU")
    table.mana(1, "U")
    table.activate("Skitter Eel")
    table.pass_priority()
    table.cast("Unsummon", targets=["Skitter Eel"])
    table.resolve()
    table.resolve()
    table.assert_zone("Skitter Eel", Zone.HAND, 0)
    table.assert_logged(rule="701.46a", contains="left the battlefield")


def test_skatewing_spy_flying_for_each_creature_with_a_counter(table: Table) -> None:
    table.battlefield(0, "Skatewing Spy", "Trollbred Guardian")
    assert not table.has_keyword("Skatewing Spy", "flying")
    table.mana(0, "CCCCCU")
    table.activate("Skatewing Spy")
    table.resolve()
    assert table.has_keyword("Skatewing Spy", "flying")
    assert table.has_keyword("Skatewing Spy", "trample")  # Trollbred Guardian's
    assert not table.has_keyword("Trollbred Guardian", "flying")
    table.mana(0, "CCG")
    table.activate("Trollbred Guardian")
    table.resolve()
    table.assert_counters("Trollbred Guardian", "+1/+1", 2)
    assert table.has_keyword("Trollbred Guardian", "flying")
    assert table.has_keyword("Trollbred Guardian", "trample")


def test_zegana_adapts_then_the_next_one_draws(table: Table) -> None:
    """Zegana adapts (four counters); a second Zegana entering sees another creature with a
    +1/+1 counter: Alice draws a card (603.4 checked on resolution too)."""
    table.battlefield(0, "Zegana, Utopian Speaker")
    table.library(0, "Island", "Island")
    table.mana(0, "CCCCGU")
    table.activate("Zegana, Utopian Speaker")
    table.resolve()
    table.assert_counters("Zegana, Utopian Speaker", "+1/+1", 4)
    table.hand(0, "Zegana, Utopian Speaker")
    table.mana(0, "CCGU")
    hand = len(table.names(Zone.HAND, 0))
    table.cast("Zegana, Utopian Speaker")
    table.resolve()
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == hand  # cast one, drew one
