"""Printed "endures N" played (CR 701.63), kernel vocabulary.

Dusyut Earthcarver ("When this creature enters, it endures 3.", rule "grammar:endure"):
its controller chooses three +1/+1 counters on it or a 3/3 white Spirit creature token
(701.63a); gone before its trigger resolves, only the token is left to choose.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

EARTHCARVER = CardDef(name="Dusyut Earthcarver", mana_cost="{5}{G}",
                      type_line="Creature — Elephant Druid",
                      text="Reach\nWhen this creature enters, it endures 3. (Put three +1/+1 "
                           "counters on it or create a 3/3 white Spirit creature token.)",
                      power="4", toughness="4")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (EARTHCARVER, MURDER)
kit = pytest.mark.plugins(extra={"actions-kit": card_pool("actions-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def _cast_earthcarver(table: Table) -> None:
    table.lands(0, "Forest", 6)
    table.hand(0, "Dusyut Earthcarver")
    table.cast("Dusyut Earthcarver")
    table.resolve()  # the creature spell; its enters trigger goes on the stack


@kit
def test_endure_with_counters(table: Table) -> None:
    """CR 701.63a: the controller chooses the counters: a 7/7 Earthcarver, no token."""
    offered = table.watch_decisions("endure")
    _cast_earthcarver(table)
    table.resolve(answers=[Answer("endure", ("counters",))])
    [decision] = offered
    assert decision.options == ("counters", "token")
    table.assert_counters("Dusyut Earthcarver", "+1/+1", 3)
    assert (table.power("Dusyut Earthcarver"), table.toughness("Dusyut Earthcarver")) == (7, 7)
    assert "Spirit Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="701.63a", contains="to endure 3 with +1/+1 counters")


@kit
def test_endure_with_a_spirit_token(table: Table) -> None:
    """CR 701.63a: the controller chooses the token: a 3/3 white Spirit creature token, the
    Earthcarver stays a 4/4 with no counter."""
    _cast_earthcarver(table)
    table.resolve(answers=[Answer("endure", ("token",))])
    table.assert_counters("Dusyut Earthcarver", "+1/+1", 0)
    assert table.power("Dusyut Earthcarver") == 4
    spirit = table.find("Spirit Token")
    chars = table.game.chars(spirit.id)
    assert chars.colors == frozenset({"W"})
    assert chars.type_line.card_types == ("Creature",)
    assert chars.type_line.has_subtype("Spirit")
    assert (table.power("Spirit Token"), table.toughness("Spirit Token")) == (3, 3)
    table.assert_logged(rule="701.63a", contains="with a Spirit token")


@kit
def test_endure_when_it_is_gone_leaves_only_the_token(table: Table) -> None:
    """CR 701.63a: the Earthcarver destroyed with its trigger on the stack: no counters can
    be put on it, so the choice is the token alone, and it is created."""
    offered = table.watch_decisions("endure")
    _cast_earthcarver(table)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Dusyut Earthcarver"])
    table.resolve()  # Murder
    table.assert_zone("Dusyut Earthcarver", Zone.GRAVEYARD)
    table.resolve(answers=[Answer("endure", ("token",))])
    [decision] = offered
    assert decision.options == ("token",)
    assert (table.power("Spirit Token"), table.toughness("Spirit Token")) == (3, 3)


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
