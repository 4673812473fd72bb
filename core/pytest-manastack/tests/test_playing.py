"""cast_and_resolve: the test kit's helper for playing one card (CR 601.2, 608)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import Table, cast_and_resolve

from manastack.api import Answer, IllegalActionError, Zone


def test_it_builds_the_position_casts_and_resolves(table: Table) -> None:
    spell = cast_and_resolve(table, "Lightning Bolt", lands={"Mountain": 1},
                             yours=["Grizzly Bears"], theirs=["Hill Giant"], hand=["Forest"],
                             targets=["Hill Giant"])
    assert spell.spell is not None and len(spell.spell.targets) == 1
    table.assert_logged(rule="601.2c", contains="targets Hill Giant")
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)  # CR 704.5g: 3 damage to a 3/3
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_tapped("Mountain")  # CR 601.2g-h: the land paid for it
    assert not table.game.ids_in(Zone.STACK)


def test_mana_in_the_pool_pays_without_lands(table: Table) -> None:
    cast_and_resolve(table, "Shock", mana="R", targets=["opponent"])
    table.assert_life(1, 18)
    assert table.names(Zone.BATTLEFIELD) == []


def test_without_resolving_the_spell_waits_on_the_stack(table: Table) -> None:
    spell = cast_and_resolve(table, "Shock", mana="R", targets=["opponent"], resolve=False)
    assert table.game.ids_in(Zone.STACK) == (spell.id,)
    table.assert_life(1, 20)
    table.resolve()
    table.assert_life(1, 18)


def test_choices_made_while_it_resolves(table: Table) -> None:
    table.library(0, "Forest", "Island")
    cast_and_resolve(table, "Rampant Growth", lands={"Forest": 2},
                     resolving=[Answer("search", ("Island",))])
    table.assert_zone("Island", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Island")
    table.assert_zone("Forest", Zone.LIBRARY, 0)


def test_another_player_casts_and_the_opponent_is_the_next_player(
        table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    spell = cast_and_resolve(table, "Shock", player=1, mana="R", theirs=["Grizzly Bears"],
                             targets=["Grizzly Bears"])
    assert spell.controller == 1
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(0, 20)
    table.assert_life(1, 20)


def test_a_cast_that_is_refused_raises(table: Table) -> None:
    with pytest.raises(IllegalActionError):
        cast_and_resolve(table, "Lightning Bolt", targets=["opponent"])  # CR 601.2h: no mana
    table.assert_zone("Lightning Bolt", Zone.HAND, 0)
