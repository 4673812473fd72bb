"""A layer pass with no effect, no static ability and no counter (CR 613, 611.3, 122.1) gives
each object its printed characteristics under its own controller: the kernel finds that
without running the eleven layers. Speed never changes a game: with ``VERIFY_SKIPS`` the
whole pass runs after each plain one and is compared in seeded random games of every built-in
deck, and the same seeds give the same log digests without the plain pass."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import FastPathCheck, Table

from manastack.engine import layers

SEED = 37


def test_every_plain_pass_is_the_whole_pass(fast_path: FastPathCheck) -> None:
    decks = fast_path.verify(SEED, (layers, "VERIFY_SKIPS"))
    assert "vanilla" in decks and "overload" in decks


def test_a_plain_pass_gone_wrong_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A plain pass that differs from the whole one is found (here: a controller swapped)."""
    worked_out = layers._plain_pass

    def drifting(*args: Any) -> Any:
        found = worked_out(*args)
        if found is not None and found.controllers:
            oid = next(iter(found.controllers))
            found.controllers[oid] = 1 - found.controllers[oid]
        return found
    monkeypatch.setattr(layers, "_plain_pass", drifting)
    with pytest.raises(pytest.fail.Exception, match=r"plain layer pass differs .* controllers"):
        fast_path.verify(SEED, (layers, "VERIFY_SKIPS"))


def test_the_same_seeds_give_the_same_games_without_the_plain_pass(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(layers, "_plain_pass",
                                                           lambda game, objects: None))


def test_a_static_ability_or_a_counter_takes_the_whole_pass(table: Table) -> None:
    """CR 611.3: Glorious Anthem's static ability makes an effect (613.4c: +1/+1); CR 122.1a:
    a +1/+1 counter modifies P/T: neither pass is plain, and each gives its bonus."""
    bears = table.battlefield(0, "Grizzly Bears")[0]
    game = table.game
    assert layers._plain_pass(game, [bears]) is not None
    assert game.power(bears.id) == 2
    countered = table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})[0]
    assert layers._plain_pass(game, [countered]) is None
    assert game.power(countered.id) == 3
    anthem = table.battlefield(0, "Glorious Anthem")[0]
    assert layers._plain_pass(game, [anthem]) is None
    assert game.power(bears.id) == 3
    assert game.power(countered.id) == 3  # CR 613.4c: only its controller's creatures
