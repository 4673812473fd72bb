"""``reads_keyword``: an implementation is asked only when what it declares holds now (a
player's zone holding a card with the keyword, or the spell asked about having it), and an
implementation without the declaration is always asked."""

from __future__ import annotations

from typing import Any

from pytest_manastack import plugin

from manastack.api import reads_keyword
from manastack.driver import Table
from manastack.model.objects import Zone


def _recorder(calls: list[str], key: str) -> Any:
    def record(**kwargs: Any) -> list[Any]:
        spell = kwargs.get("spell")
        calls.append(key if spell is None else f"{key}:{spell.card.name}")
        return []
    return record


def test_a_spell_hook_declared_for_a_keyword_is_asked_only_about_a_spell_having_it() -> None:
    calls: list[str] = []

    def payment_options(game: Any, spell: Any) -> list[Any]:
        return _recorder(calls, "flying")(game=game, spell=spell)  # type: ignore[no-any-return]

    def additional_costs(game: Any, spell: Any) -> list[Any]:
        return _recorder(calls, "any")(game=game, spell=spell)  # type: ignore[no-any-return]

    scoped = reads_keyword("flying", "stack")(payment_options)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_payment_options=scoped, manastack_additional_costs=additional_costs)})
    t.lands(0, "Plains", 5)
    t.lands(0, "Forest", 2)
    t.hand(0, "Grizzly Bears", "Serra Angel")
    t.cast("Grizzly Bears")
    assert "flying:Grizzly Bears" not in calls and "any:Grizzly Bears" in calls
    t.resolve()
    t.cast("Serra Angel")
    assert "flying:Serra Angel" in calls and "any:Serra Angel" in calls


def test_a_player_hook_declared_for_a_zone_is_asked_only_when_it_holds_the_keyword() -> None:
    calls: list[str] = []

    def permissions(game: Any, player: int) -> list[Any]:
        calls.append(f"player {player}")
        return []

    scoped = reads_keyword("flying", Zone.GRAVEYARD)(permissions)
    t = Table.new(enable=["scopes"], extra={"scopes": plugin(
        manastack_casting_permissions=scoped)})
    t.game.legal_actions()
    assert calls == []
    t.graveyard(0, "Serra Angel")
    t.game.legal_actions()
    assert calls == ["player 0"]
