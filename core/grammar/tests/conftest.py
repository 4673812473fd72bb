"""Fixtures the reader's tests share: test cards compiled from Oracle sentences by the table's
rules (``card``, ``make``), put into a zone (``put``), and one spell's text read into its
first mode (``understood``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Card, GameObject, Zone
from manastack_grammar.reader import recognize
from manastack_grammar.ruleset import grammar_of


def _card(table: Table, name: str, type_line: str, text: str = "", cost: str | None = None,
          power: str | None = None, toughness: str | None = None) -> Card:
    return table.game.rules.compile(CardDef(name=name, mana_cost=cost, type_line=type_line,
                                            text=text, power=power, toughness=toughness))


def _make(table: Table, text: str, *, name: str = "Test Card", cost: str | None = "{0}",
          type_line: str = "Sorcery", power: str | None = None,
          toughness: str | None = None) -> Card:
    card = _card(table, name, type_line, text, cost, power, toughness)
    assert card.playable, card.unrecognized
    return card


def _put(table: Table, card: Card, zone: Zone = Zone.HAND, player: int = 0) -> GameObject:
    return table.put(card, zone, player)


def _understood(rules: Rules, text: str, name: str = "Test") -> Any:
    rec = recognize(text, name=name, rules=rules, is_permanent=False,
                    keyword_defs=grammar_of(rules).keyword_defs,
                    sentence_rules=grammar_of(rules).sentence_rules)
    assert not rec.unrecognized, rec.unrecognized
    return rec.abilities[0].modes[0]


@pytest.fixture
def card() -> Callable[..., Card]:
    """``card(table, name, type_line, text="", cost=None, power=None, toughness=None)``: a
    card compiled by the table's rules from data given here (a test card), understood or
    not."""
    return _card


@pytest.fixture
def make() -> Callable[..., Card]:
    """``make(table, text, name="Test Card", cost="{0}", type_line="Sorcery", power=None,
    toughness=None)``: a test card with ``text``, which must be understood (playable)."""
    return _make


@pytest.fixture
def put() -> Callable[..., GameObject]:
    """``put(table, card, zone=Zone.HAND, player=0)``: ``card`` put into ``player``'s
    ``zone``."""
    return _put


@pytest.fixture
def understood() -> Callable[..., Any]:
    """``understood(rules, text, name="Test")``: the first mode of the spell ``text`` is
    read into, every sentence of it understood."""
    return _understood


def _cast_and_resolve(table: Table, name: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def _next_turn(table: Table, turns: int) -> None:
    table.library(0, *["Plains"] * turns)
    table.library(1, *["Plains"] * turns)
    for _ in range(turns):
        table.next_turn()


@pytest.fixture
def cast_and_resolve() -> Callable[..., None]:
    """``cast_and_resolve(table, name, lands)``: player 0 gets ``lands`` (``{"Plains": 2}``),
    casts ``name`` from hand (CR 601.2) and it resolves onto the battlefield (608.3)."""
    return _cast_and_resolve


@pytest.fixture
def next_turn() -> Callable[..., None]:
    """``next_turn(table, turns)``: ``turns`` turns on, both players having a card to draw
    each turn (CR 504.1); two turns on, player 0's creatures are no longer summoning sick
    (CR 302.6)."""
    return _next_turn


def _soldiers(table: Table, player: int = 1) -> None:
    """``player`` casts Raise the Alarm (two 1/1 Soldier tokens) in their main phase; Alice
    then has priority in her own."""
    table.set_turn(active=player)
    table.lands(player, "Plains", 2)
    table.hand(player, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    if player != 0:
        table.set_turn(active=0)


@pytest.fixture
def soldiers() -> Callable[..., None]:
    """``soldiers(table, player=1)``: ``player`` makes two 1/1 Soldier tokens with the printed
    Raise the Alarm (the Oracle corpus: mark the test ``plugins("oracle")``); Alice then has
    priority in her own main phase (the tests of tokens ceasing to exist, 111.7)."""
    return _soldiers
