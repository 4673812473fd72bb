"""The hooks the game itself calls: manastack_game_setup, manastack_zone_changed,
manastack_continuous_effects, manastack_ignores_summoning_sickness; a plugin raising
inside one is named and the action is rolled back (CR 732)."""

from __future__ import annotations

import types
from typing import Any

import pytest

from manastack import Game, Step, Zone, hookimpl
from manastack.driver import Table
from manastack.errors import PluginError
from manastack.layers import ContinuousEffect, ModifyPT
from manastack.objects import GameObject


def plugin(**hooks: Any) -> types.SimpleNamespace:
    return types.SimpleNamespace(**{name: hookimpl(fn) for name, fn in hooks.items()})


def table_with(**hooks: Any) -> Table:
    return Table.new(["probe"], extra={"probe": plugin(**hooks)})


def test_game_setup_is_called_once_per_new_game_not_per_clone() -> None:
    calls: list[Game] = []
    table = table_with(manastack_game_setup=lambda game: calls.append(game))
    assert calls == [table.game]
    table.game.clone()
    assert len(calls) == 1


def test_zone_changed_gets_last_known_information_and_the_new_object() -> None:
    seen: list[tuple[GameObject, GameObject | None]] = []
    table = table_with(manastack_zone_changed=lambda old, new: seen.append((old, new)))
    bears = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})[0]
    new = table.game.move(bears.id, Zone.GRAVEYARD)
    assert seen == [(bears, new)]
    old, moved = seen[0]
    assert old.zone is Zone.BATTLEFIELD and old.counter("+1/+1") == 1
    assert moved is not None and moved.zone is Zone.GRAVEYARD
    token = table.game.create_token(table.game.rules.token("Elf Token", "Creature — Elf"), 0)
    table.game.move(token.id, Zone.EXILE)
    assert seen[-1] == (token, None)  # CR 111.7: it ceased to exist


def test_continuous_effects_of_a_plugin_apply_in_their_layer() -> None:
    def effects(game: Game) -> list[ContinuousEffect]:
        bears = [o.id for o in game.battlefield() if o.name == "Grizzly Bears"]
        return [ContinuousEffect(parts=(ModifyPT(1, 2),), objects=tuple(bears), rule="613.4c")]

    table = table_with(manastack_continuous_effects=effects)
    table.battlefield(0, "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 4)


def test_ignores_summoning_sickness_lets_a_new_creature_attack() -> None:
    asked: list[str] = []

    def ignores(obj: GameObject) -> bool | None:
        asked.append(obj.name)
        return True if obj.name == "Savannah Lions" else None

    table = table_with(manastack_ignores_summoning_sickness=ignores)
    table.battlefield(0, "Savannah Lions", "Grizzly Bears", sick=True)
    game = table.game
    assert not game.summoning_sick(table.find("Savannah Lions").id)
    assert game.summoning_sick(table.find("Grizzly Bears").id)  # CR 302.6
    table.go_to(Step.DECLARE_ATTACKERS)
    decision = game.pending()
    assert decision is not None
    assert {game.obj(a.attacker).name for a in decision.options} == {"Savannah Lions"}
    assert "Savannah Lions" in asked


def test_a_plugin_raising_in_a_hook_is_named_and_the_action_is_rolled_back() -> None:
    def explode(new: GameObject | None) -> None:
        if new is not None and new.zone is Zone.STACK:
            raise ValueError("boom")

    table = table_with(manastack_zone_changed=explode)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    game = table.game
    game.pending()
    before, log_length = game.state_digest(), len(game.log)
    with pytest.raises(PluginError) as info:
        table.cast("Shock", targets=["Bob"])
    message = str(info.value)
    assert "'probe'" in message and "in-process" in message
    assert "manastack_zone_changed" in message and "boom" in message
    assert game.state_digest() == before and len(game.log) == log_length
    assert table.names(Zone.HAND, 0) == ["Shock"]
