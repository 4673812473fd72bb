"""The hooks the game itself calls: manastack_game_setup, manastack_zone_changed,
manastack_continuous_effects, manastack_ignores_summoning_sickness; a plugin raising
inside one is named and the action is rolled back (CR 732)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import InProcessPlugin, plugin as plugin_of

from manastack.driver import Table
from manastack.engine.combat import can_block, declare_blockers
from manastack.engine.game import Game
from manastack.errors import IllegalActionError, PluginError
from manastack.model.combat import Block
from manastack.model.continuous import ContinuousEffect, ModifyPT
from manastack.model.objects import GameObject, Zone
from manastack.model.turns import Step


def plugin(**hooks: Any) -> InProcessPlugin:
    return plugin_of(**hooks)


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


def test_zone_changed_gets_the_move_as_replacements_left_it() -> None:
    """CR 614.1a, 614.5: the move handed over is the one that happened: its cause and the
    keys of the replacements applied to it (a plugin's replacement can then have its
    consequence, rebound's delayed trigger, 702.88a)."""
    from manastack.model.replacements import ZoneMove, exile_instead

    moves: list[ZoneMove] = []

    def replace(game: Game, move: ZoneMove) -> list[Any]:
        if move.to_zone is Zone.GRAVEYARD and move.obj.name == "Grizzly Bears":
            return [exile_instead("probe:exile", "exile it instead")]
        return []

    table = table_with(manastack_replace_zone_change=replace,
                       manastack_zone_changed=lambda move: moves.append(move))
    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.game.move(bears.id, Zone.GRAVEYARD, cause="destroy")
    (move,) = moves
    assert move.to_zone is Zone.EXILE and move.cause == "destroy"
    assert "probe:exile" in move.applied
    table.assert_zone("Grizzly Bears", Zone.EXILE)


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


# --------------------------------------------------------------------------
# manastack_block_restrictions (CR 509.1b)
# --------------------------------------------------------------------------


def _blocks_offered(table: Table) -> set[tuple[str, str]]:
    """The (blocker, attacker) pairs the blockers decision offers (CR 509.1a)."""
    table.go_to(Step.DECLARE_BLOCKERS)
    decision = table.game.pending()
    assert decision is not None and decision.kind == "blockers" and decision.rule == "509.1a"
    game = table.game
    return {(game.obj(o.blocker).name, game.obj(o.attacker).name) for o in decision.options}


def test_block_restrictions_of_a_plugin_are_obeyed_in_the_blockers_decision() -> None:
    """CR 509.1b: a plugin's restriction removes the pair from the blockers decision (509.1a);
    declaring it is refused with the plugin's reason, the game left as it was (CR 732), and
    the kernel's own check of a declaration (declare_blockers) cites 509.1b."""
    asked: list[tuple[str, str]] = []

    def forbid(game: Game, blocker: GameObject, attacker: GameObject) -> list[str]:
        asked.append((blocker.name, attacker.name))
        if blocker.name == "Grizzly Bears" and game.chars(attacker.id).power == 2:
            return ["the probe forbids it (509.1b)"]
        return []

    table = table_with(manastack_block_restrictions=forbid)
    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Savannah Lions")
    assert _blocks_offered(table) == {("Gray Ogre", "Savannah Lions")}
    assert ("Grizzly Bears", "Savannah Lions") in asked
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Savannah Lions"}, rule="509.1a")
    assert "the probe forbids it (509.1b)" in str(exc)
    bears, lions = table.find("Grizzly Bears").id, table.find("Savannah Lions").id
    with pytest.raises(IllegalActionError) as info:
        declare_blockers(table.game, [Block(bears, lions)])
    assert info.value.rule == "509.1b" and "the probe forbids it (509.1b)" in str(info.value)
    table.block({"Gray Ogre": "Savannah Lions"})
    assert table.game.is_blocking(table.find("Gray Ogre").id)
    table.assert_logged(rule="509.1a", contains="Gray Ogre")


def test_every_plugins_block_restriction_is_named_whatever_the_order() -> None:
    """CR 509.1b: restrictions are cumulative; the refusal names each one, sorted (the
    message doesn't depend on the order the plugins were called in)."""
    first = plugin(manastack_block_restrictions=lambda: ["zeta forbids it (509.1b)"])
    second = plugin(manastack_block_restrictions=lambda: ("alpha forbids it (509.1b)",
                                                          "zeta forbids it (509.1b)"))
    messages = []
    for extra in ({"one": first, "two": second}, {"two": second, "one": first}):
        table = Table.new(list(extra), extra=extra)
        table.battlefield(0, "Savannah Lions")
        table.battlefield(1, "Grizzly Bears")
        table.attack("Savannah Lions")
        table.go_to(Step.DECLARE_BLOCKERS)
        decision = table.game.pending()  # no legal block: no blockers decision (509.1a)
        assert decision is not None and decision.kind != "blockers"
        messages.append(can_block(table.game, table.find("Grizzly Bears").id,
                                         table.find("Savannah Lions").id))
    assert messages == ["alpha forbids it (509.1b); zeta forbids it (509.1b)"] * 2


def test_the_kernels_evasion_answers_the_hook_beside_the_plugins() -> None:
    """CR 702.9b, 509.1b: flying is the kernel's rule, answered through the same hook as the
    plugin ``core``: every pair is asked of every plugin, and a refused block gives every
    reason (Giant Spider may block the flyer thanks to reach, 702.17b)."""
    asked: list[str] = []

    def restriction(blocker: Any) -> list[str]:
        asked.append(blocker.name)
        return ["alpha forbids bears (509.1b)"] if blocker.name == "Grizzly Bears" else []

    table = table_with(manastack_block_restrictions=restriction)
    table.battlefield(0, "Serra Angel")
    table.battlefield(1, "Grizzly Bears", "Giant Spider")
    table.attack("Serra Angel")
    assert _blocks_offered(table) == {("Giant Spider", "Serra Angel")}
    assert set(asked) == {"Giant Spider", "Grizzly Bears"}
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Serra Angel"}, rule="509.1a")
    assert "alpha forbids bears (509.1b); the attacker has flying (702.9b)" in str(exc)


def test_the_kernel_alone_answers_flying_as_the_plugin_core(table: Table) -> None:
    """CR 702.9b with no plugin: the kernel's own implementation of the hook answers."""
    ruleset = table.game.rules.ruleset
    assert ruleset.has_impls("manastack_block_restrictions")
    assert "manastack_block_restrictions" in \
        next(p for p in ruleset.plugins if p.name == "core").hooks
    table.battlefield(0, "Serra Angel", "Savannah Lions")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Serra Angel", "Savannah Lions")
    assert _blocks_offered(table) == {("Grizzly Bears", "Savannah Lions")}


def test_a_plugin_raising_in_block_restrictions_is_named() -> None:
    def explode() -> None:
        raise ValueError("boom")

    table = table_with(manastack_block_restrictions=explode)
    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Savannah Lions")
    with pytest.raises(PluginError) as info:
        table.go_to(Step.DECLARE_BLOCKERS)
        table.game.pending()
    assert "'probe'" in str(info.value) and "manastack_block_restrictions" in str(info.value)


def test_damage_dealt_is_told_each_damage_with_its_amount_and_whether_combat() -> None:
    """CR 120.3, 510.2: combat damage to a player and to a creature, and a spell's damage,
    each reach the hook once, with the damage dealt."""
    from manastack.model.objects import PlayerRef

    seen: list[tuple[Any, Any, int, bool]] = []
    table = table_with(manastack_damage_dealt=lambda source, recipient, amount, combat:
                       seen.append((source, recipient, amount, combat)))
    bears, ogre = table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    (giant,) = table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.block({"Hill Giant": "Gray Ogre"})
    table.go_to(Step.END_COMBAT)
    assert sorted(seen, key=repr) == sorted([(bears.id, PlayerRef(1), 2, True),
                                             (ogre.id, giant.id, 2, True),
                                             (giant.id, ogre.id, 3, True)], key=repr)
    table.go_to(Step.MAIN2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert seen[-1][1:] == (PlayerRef(1), 2, False)


def test_damage_dealt_results_happen_before_state_based_actions() -> None:
    """A result the hook adds is part of the damage event (120.3): ten poison counters given
    there make the player lose at the next check of state-based actions (704.5c), before
    anything else happens."""
    from manastack.model.objects import PlayerRef

    def poison(game: Game, recipient: Any, combat: bool) -> None:
        if combat and isinstance(recipient, PlayerRef):
            game.add_poison(recipient.index, 10, rule="120.3g")

    table = table_with(manastack_damage_dealt=poison)
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.END_COMBAT)
    assert table.game.player(1).lost
    assert table.game.player(1).life == 18
    table.assert_logged(rule="704.5c")


def test_damage_dealt_is_not_told_prevented_damage() -> None:
    """CR 615.1a: prevented damage is never dealt: no result, no hook call."""
    from manastack.model.combat import PreventDamage

    seen: list[int] = []
    table = table_with(manastack_damage_dealt=lambda amount: seen.append(amount))
    table.battlefield(0, "Grizzly Bears")
    table.game.add_effect(ContinuousEffect(parts=(PreventDamage(),), players=(1,),
                                           text="prevent all damage to Bob"))
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)
    assert seen == []
