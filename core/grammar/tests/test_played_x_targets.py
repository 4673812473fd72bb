"""Printed "Return X target creature cards from your graveyard to your hand.", played (CR
601.2b, 601.2c, 115.1, 608.2b).

Death Denied: X is announced (601.2b) before the targets are chosen (601.2c), and exactly
X creature cards of its caster's graveyard are its targets; X more than there are such
cards can't be cast (the game as it was, CR 732). X = 0 chooses none.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEATH_DENIED = CardDef(
    name="Death Denied", mana_cost="{X}{B}{B}", type_line="Instant — Arcane",
    text="Return X target creature cards from your graveyard to your hand.")

CARDS = (DEATH_DENIED,)
kit = pytest.mark.plugins(extra={"death-denied-kit": card_pool("death-denied-kit", CARDS)})


@kit
def test_death_denied_returns_exactly_x_creature_cards(table: Table) -> None:
    """CR 601.2b-c: X = 2, two of the three creature cards are chosen and returned; the
    third and the land stay (608.2)."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Death Denied")
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Forest")
    table.cast("Death Denied", x=2, targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Death Denied", "Forest",
                                                      "Llanowar Elves"]


@kit
def test_death_denied_can_not_choose_fewer_than_x(table: Table) -> None:
    """CR 601.2c: X = 2 with one target named: refused, the game unchanged (732)."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Death Denied")
    table.graveyard(0, "Grizzly Bears", "Hill Giant")
    table.assert_illegal(table.cast, "Death Denied", x=2, targets=[["Grizzly Bears"]])
    assert table.names(Zone.HAND, 0) == ["Death Denied"]
    assert not any(o.tapped for o in table.game.battlefield(0))


@kit
def test_death_denied_with_x_above_the_creature_cards_is_refused(table: Table) -> None:
    """CR 601.2c: X = 3 but two creature cards (a land is no creature card): no legal
    choice of three targets, refused (732)."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Death Denied")
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Forest")
    table.assert_illegal(table.cast, "Death Denied", x=3,
                         targets=[["Grizzly Bears", "Hill Giant", "Forest"]], rule="601.2c")
    assert table.names(Zone.HAND, 0) == ["Death Denied"]


@kit
def test_death_denied_for_x_zero_returns_nothing(table: Table) -> None:
    """X = 0: no target is chosen and nothing is returned."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Death Denied")
    table.graveyard(0, "Grizzly Bears")
    table.cast("Death Denied", x=0)
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Death Denied", "Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
