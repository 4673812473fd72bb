"""More printed delve cards, each cast paying with delve and its effect asserted.
Runs alone with ``pytest plugins/delve`` (kernel + delve only)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack import Zone
from manastack.driver import Table

pytestmark = pytest.mark.plugins("delve")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest",
          "Swamp", "Plains", "Mountain", "Wastes")

CARDS = ("Will of the Naga", "Death Rattle", "Delve too Deep", "Empty the Pits",
         "Literal Delver of Secrets", "Rite of Undoing", "Sibsig Muckdraggers")


def graveyard(table: Table, n: int, player: int = 0) -> list[str]:
    names = list(FILLER[:n])
    table.graveyard(player, *names)
    return names


def test_the_cards_of_this_file_are_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "delve" in rules.printed(card).keywords


def test_will_of_the_naga_taps_two_creatures_that_skip_their_untap(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Craw Wurm")
    table.hand(0, "Will of the Naga")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    exiled = graveyard(table, 4)
    table.cast("Will of the Naga", targets=[["Grizzly Bears", "Hill Giant"]], delve=exiled)
    table.assert_logged(rule="601.2h", contains="4 generic mana paid by delve")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Craw Wurm", False)
    table.next_turn()  # Bob's untap step: neither untaps
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")


def test_death_rattle_destroys_a_nongreen_creature(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.hand(0, "Death Rattle")
    exiled = graveyard(table, 5)
    table.assert_illegal(table.cast, "Death Rattle", targets=["Craw Wurm"], delve=exiled,
                         rule="601.2c")  # green: not a legal target
    table.cast("Death Rattle", targets=["Hill Giant"], delve=exiled)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.assert_logged(rule="701.19c")


@pytest.mark.parametrize(("x", "demon"), [(7, True), (6, False)])
def test_delve_too_deep_makes_a_demon_when_x_is_seven_or_more(table: Table, x: int,
                                                              demon: bool) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Delve too Deep")
    exiled = graveyard(table, x)
    table.cast("Delve too Deep", targets=["Craw Wurm"], x=x, delve=exiled)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]  # 6/4 gets -X/-X
    assert ("Demon Token" in table.names(Zone.BATTLEFIELD, 0)) is demon
    if demon:
        assert (table.power("Demon Token"), table.toughness("Demon Token")) == (7, 7)


def test_empty_the_pits_delves_for_x_tapped_zombies(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Empty the Pits")
    exiled = graveyard(table, 6)
    table.cast("Empty the Pits", x=3, delve=exiled)
    table.resolve()
    zombies = [o for o in table.game.battlefield(0) if o.card.name == "Zombie Token"]
    assert len(zombies) == 3 and all(z.tapped for z in zombies)


def test_literal_delver_of_secrets_is_a_flier_delved_out(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Literal Delver of Secrets")
    exiled = graveyard(table, 5)
    table.cast("Literal Delver of Secrets", delve=exiled)
    table.resolve()
    assert table.has_keyword("Literal Delver of Secrets", "flying")
    assert table.power("Literal Delver of Secrets") == 3


def test_rite_of_undoing_returns_one_of_each(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Rite of Undoing")
    exiled = graveyard(table, 4)
    table.cast("Rite of Undoing", targets=["Grizzly Bears", "Craw Wurm"], delve=exiled)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.names(Zone.HAND, 1) == ["Craw Wurm"]


def test_sibsig_muckdraggers_returns_a_creature_card_not_one_delved(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Sibsig Muckdraggers")
    exiled = graveyard(table, 8)
    table.graveyard(0, "Grizzly Bears")
    table.cast("Sibsig Muckdraggers", delve=exiled)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    table.resolve()
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
