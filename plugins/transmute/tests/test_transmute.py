"""Transmute (CR 702.53): discard the card from your hand to search your library for a card
with the same mana value, as a sorcery. Runs alone with ``pytest plugins/transmute``."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("transmute")

#: Each card of the pool and its mana value (202.3).
CARDS = {"Clutch of the Undercity": 4, "Dimir Infiltrator": 2, "Dizzy Spell": 1,
         "Drift of Phantasms": 3, "Ethereal Usher": 6, "Muddle the Mixture": 2,
         "Tolaria West": 0}

#: A library with one card of each mana value 0 to 5 (and a second of 2), and their values.
VALUES = {"Memnite": 0, "Lightning Bolt": 1, "Grizzly Bears": 2, "Counterspell": 2,
          "Divination": 3, "Hill Giant": 4, "Serra Angel": 5}
LIBRARY = tuple(VALUES)


def searched(table: Table, name: str, mana: str, find: str | None) -> list[str]:
    """Alice transmutes ``name`` from her hand paying ``mana``, choosing ``find``; returns
    the names of the cards the search offered."""
    table.library(0, *LIBRARY)
    table.hand(0, name)
    table.mana(0, mana)
    seen = table.watch_decisions("search")
    table.activate(name)
    table.assert_zone(name, Zone.GRAVEYARD, 0)  # discarded as a cost (602.2b)
    if find is not None:
        table.answer("search", find)
    table.resolve()
    return sorted(str(label).split("#")[0] for d in seen for label in d.labels)


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("transmute", "manastack_transmute", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert [getattr(a, "keyword", None) for a in card.abilities].count("transmute") == 1
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_transmute_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("transmute", "manastack_transmute", "cards.toml")
    definition = source.get("Dimir Infiltrator")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("transmute", "transmute"),)


def test_702_53a_dimir_infiltrator_finds_a_card_of_mana_value_2(table: Table) -> None:
    """Only the two cards of mana value 2 are offered; the one chosen is revealed and put
    into the hand (701.23a, 701.20a), then the library is shuffled (701.24a)."""
    offered = searched(table, "Dimir Infiltrator", "CUB", "Counterspell")
    assert offered == ["Counterspell", "Grizzly Bears"]
    table.assert_zone("Counterspell", Zone.HAND, 0)
    assert len(table.game.hand(0)) == 1
    table.assert_logged(rule="702.53a", contains="mana value 2")
    table.assert_logged(rule="701.20a", contains="Counterspell")
    table.assert_logged(rule="701.24a")


@pytest.mark.parametrize(("name", "mana", "find"), [
    ("Dizzy Spell", "CUU", "Lightning Bolt"), ("Drift of Phantasms", "CUU", "Divination"),
    ("Clutch of the Undercity", "CUB", "Hill Giant"), ("Muddle the Mixture", "CUU", "Grizzly Bears"),
    ("Tolaria West", "CUU", "Memnite")])
def test_702_53a_each_card_of_the_pool_finds_its_mana_value(table: Table, name: str,
                                                            mana: str, find: str) -> None:
    """Tolaria West is a land: mana value 0 (202.3), as its reminder text says."""
    offered = searched(table, name, mana, find)
    assert offered == sorted(n for n, value in VALUES.items() if value == CARDS[name])
    table.assert_zone(find, Zone.HAND, 0)
    table.assert_logged(rule="702.53a", contains=f"mana value {CARDS[name]}")


def test_701_23b_ethereal_usher_finds_nothing_of_mana_value_6(table: Table) -> None:
    """No card of mana value 6: the search finds nothing; the card stays discarded and the
    library is still shuffled."""
    offered = searched(table, "Ethereal Usher", "CUU", None)
    assert offered == []
    assert table.game.hand(0) == []
    assert len(table.game.library(0)) == len(LIBRARY)
    table.assert_logged(rule="701.24a")


def test_702_53a_only_as_a_sorcery(table: Table) -> None:
    """With a spell on the stack, or in an opponent's turn, it can't be activated (602.5d);
    the refusal changes nothing (732)."""
    table.library(0, *LIBRARY)
    table.hand(0, "Dimir Infiltrator", "Lightning Bolt")
    table.mana(0, "RCUB")
    table.cast("Lightning Bolt", targets=["Bob"])
    assert not [a for a in table.game.legal_actions() if isinstance(a, ActivateAbility)]
    table.assert_illegal(table.activate, "Dimir Infiltrator", rule="602.5d")
    table.resolve()
    table.activate("Dimir Infiltrator")  # the stack is empty again in her main phase
    table.answer("search", "Grizzly Bears")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


def test_702_53a_not_in_the_opponents_turn(table: Table) -> None:
    table.library(0, *LIBRARY)
    table.library(1, "Island", "Island")
    table.hand(0, "Dimir Infiltrator")
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.mana(0, "CUB")
    table.pass_priority()  # Bob passes in his main phase: Alice has priority
    table.assert_illegal(table.activate, "Dimir Infiltrator", rule="602.5d")


def test_113_6b_not_from_the_battlefield(table: Table) -> None:
    """The ability functions only in the hand: a Dimir Infiltrator on the battlefield has no
    transmute to activate."""
    table.library(0, *LIBRARY)
    table.battlefield(0, "Dimir Infiltrator")
    table.mana(0, "CUB")
    assert not [a for a in table.game.legal_actions() if isinstance(a, ActivateAbility)]
    with pytest.raises(Exception, match="no activated ability"):
        table.activate("Dimir Infiltrator")


def test_dimir_infiltrator_cast_and_unblockable(table: Table) -> None:
    """The card's other text, read with transmute on the card: cast for {U}{B}, it can't be
    blocked."""
    table.hand(0, "Dimir Infiltrator")
    table.mana(0, "UB")
    table.cast("Dimir Infiltrator")
    table.resolve()
    table.assert_zone("Dimir Infiltrator", Zone.BATTLEFIELD, 0)
