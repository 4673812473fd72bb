"""Turn structure (CR 500-514), priority (117), the stack (405, 608), cleanup (514)."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest
from pytest_manastack import plugin as plugin_of

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.hookspecs import hookimpl
from manastack.loading.rules import Rules
from manastack.model.actions import PassPriority, PlayLand
from manastack.model.decisions import FirstLegalAgent
from manastack.model.events import Event
from manastack.model.objects import Zone
from manastack.model.turns import Step, TurnRecords, TurnState


def steps_logged(log: list[Event]) -> list[tuple[int, str]]:
    return [(e.turn, e.step) for e in log if e.kind == "step"]


def pass_until(table: Table, done: Callable[[], bool], limit: int = 200) -> None:
    for _ in range(limit):
        if done():
            return
        decision = table.game.pending()
        assert decision is not None
        if decision.kind == "priority":
            table.game.act(PassPriority())
        else:
            table.game.respond(())
    raise AssertionError("never got there")


def started_game(rules: Rules, *, seed: int = 0, library: int = 20) -> Game:
    game = Game(rules, seed=seed)
    game.auto_pass = False
    for player in (0, 1):
        for _ in range(library):
            game.put("Forest", Zone.LIBRARY, player)
    game.start()
    return game


# --------------------------------------------------------------------------
# Starting the game (CR 103) and the order of steps (CR 500.1)
# --------------------------------------------------------------------------


def test_start_shuffles_draws_seven_and_begins_turn_one(rules: Rules) -> None:
    game = started_game(rules)
    assert [len(game.hand(p)) for p in (0, 1)] == [7, 7]  # CR 103.5
    assert [len(game.library(p)) for p in (0, 1)] == [13, 13]
    rules_cited = [e.rule for e in game.log]
    assert rules_cited[0] == "103.1" and "103.3" in rules_cited
    decision = game.pending()
    assert decision is not None and decision.kind == "priority" and decision.player == 0
    assert game.turn.number == 1 and game.turn.step is Step.UPKEEP  # no priority in untap


def test_a_turn_goes_through_every_step_in_order(rules: Rules) -> None:
    game = started_game(rules)
    table = Table(game)
    pass_until(table, lambda: game.turn.number == 2 and game.turn.step is Step.UPKEEP)
    assert steps_logged(game.log) == [
        (1, "untap step"), (1, "upkeep step"), (1, "draw step"),
        (1, "precombat main phase"), (1, "beginning of combat step"),
        (1, "declare attackers step"),  # CR 508.8: no attackers, no blockers or damage steps
        (1, "end of combat step"), (1, "postcombat main phase"), (1, "end step"),
        (1, "cleanup step"),
        (2, "untap step"), (2, "upkeep step"),
    ]
    assert game.active_player == 1  # CR 500.1: the next player in turn order
    turn_events = [e for e in game.log if e.kind == "turn"]
    assert [e.rule for e in turn_events] == ["500.1", "500.1"]


def test_SEED_103_8a_the_starting_player_skips_the_first_draw(rules: Rules) -> None:
    game = started_game(rules)
    table = Table(game)
    pass_until(table, lambda: game.turn.step is Step.MAIN1)
    assert len(game.hand(0)) == 7  # CR 103.8a
    table.assert_logged(rule="103.8a")
    pass_until(table, lambda: game.turn.number == 2 and game.turn.step is Step.MAIN1)
    assert len(game.hand(1)) == 8  # CR 504.1: the other player draws on their first turn


def test_steps_cite_their_rules(rules: Rules) -> None:
    game = started_game(rules)
    pass_until(Table(game), lambda: game.turn.number == 2)
    cited = {e.step: e.rule for e in game.log if e.kind == "step"}
    assert cited["untap step"] == "502" and cited["draw step"] == "504"
    assert cited["precombat main phase"] == "505" and cited["cleanup step"] == "514"


# --------------------------------------------------------------------------
# Priority (CR 117) and the stack (CR 405, 608)
# --------------------------------------------------------------------------


def test_priority_passes_in_turn_order_and_the_step_ends_when_all_pass(table: Table) -> None:
    game = table.game
    decision = game.pending()
    assert decision is not None and decision.player == 0  # CR 117.3a
    game.act(PassPriority())
    decision = game.pending()
    assert decision is not None and decision.player == 1  # CR 117.3d
    assert game.turn.step is Step.MAIN1
    game.act(PassPriority())
    assert game.turn.step is Step.BEGIN_COMBAT  # CR 117.4, 500.2
    passes = [e for e in game.log if e.kind == "priority"]
    assert [e.rule for e in passes] == ["117.3d", "117.3d"]


def test_casting_returns_priority_to_the_caster_and_resolving_to_the_active_player(
    table: Table,
) -> None:
    game = table.game
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.hand(0, "Lightning Bolt")
    table.pass_priority()  # Alice passes; Bob has priority with an empty stack
    table.cast("Shock", targets=["Alice"])
    pending = game.pending()
    assert pending is not None and pending.player == 1  # CR 117.3c
    table.pass_priority()  # Bob passes; Alice gets priority with Shock on the stack
    table.cast("Lightning Bolt", targets=["Bob"])  # in response (CR 117.7)
    assert table.names(Zone.STACK) == ["Shock", "Lightning Bolt"]
    table.pass_priority()
    table.pass_priority()
    assert table.life(1) == 17 and table.life(0) == 20  # CR 405.5: last in, first out
    pending = game.pending()
    assert pending is not None and pending.player == 0  # CR 117.3b: the active player
    table.pass_priority()
    table.pass_priority()
    assert table.life(0) == 18 and table.names(Zone.STACK) == []
    assert game.turn.step is Step.MAIN1  # the step did not end while the stack had objects


def test_a_mana_ability_is_an_action_between_passes(table: Table) -> None:
    game = table.game
    table.lands(1, "Forest", 1)
    table.pass_priority()  # Alice passes
    table.tap_for_mana("Forest", "G")  # Bob acts: the passes are no longer in succession
    assert game.turn.priority == 1 and game.turn.passes == 0
    table.pass_priority()
    assert game.turn.step is Step.MAIN1  # only Bob passed since the action


def test_mana_empties_at_the_end_of_each_step(table: Table) -> None:
    game = table.game
    table.lands(0, "Forest", 1)
    table.tap_for_mana("Forest", "G")
    assert not game.player(0).mana_pool.is_empty()
    table.pass_priority()
    table.pass_priority()
    assert game.turn.step is Step.BEGIN_COMBAT
    assert game.player(0).mana_pool.is_empty()
    table.assert_logged(rule="500.5", contains="mana pool empties")


def test_only_the_player_with_priority_may_act(table: Table) -> None:
    game = table.game
    decision = game.pending()
    assert decision is not None
    table.hand(1, "Forest")
    wrong = game.state_digest()
    from manastack.engine.turns import perform

    with pytest.raises(IllegalActionError, match="priority"), game.transaction():
        perform(game, type(decision)(kind="priority", player=1, prompt="", options=()),
                (PassPriority(),))
    assert game.state_digest() == wrong


def test_lands_are_played_at_sorcery_speed_once_per_turn(table: Table) -> None:
    game = table.game
    table.hand(0, "Forest", "Island")
    assert any(isinstance(a, PlayLand) for a in game.legal_actions())
    table.play("Forest")
    assert table.names(Zone.BATTLEFIELD, 0) == ["Forest"]
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())  # CR 305.2
    table.assert_illegal(table.play, "Island", rule="305.2")


def test_no_land_in_the_upkeep(table_factory: Callable[..., Table]) -> None:
    table = table_factory(step=Step.UPKEEP)
    table.hand(0, "Forest")
    assert not any(isinstance(a, PlayLand) for a in table.game.legal_actions())
    table.assert_illegal(table.play, "Forest", rule="305.1")  # when, not how many (305.2)


# --------------------------------------------------------------------------
# Untap, draw, starting positions
# --------------------------------------------------------------------------


def test_untap_step_untaps_the_active_players_permanents_without_priority(
    table: Table,
) -> None:
    game = table.game
    table.battlefield(0, "Forest", tapped=True)
    table.battlefield(1, "Island", tapped=True)
    table.library(1, "Swamp")
    table.next_turn()  # Bob's turn
    assert game.named("Forest").tapped and not game.named("Island").tapped
    untap = [e for e in game.log if e.kind == "untap"]
    assert [e.rule for e in untap] == ["502.3"]
    assert not [e for e in game.log if e.kind == "priority" and e.step == "untap step"]


def test_starting_at_the_draw_step_draws_after_the_position_is_built(
    table_factory: Callable[..., Table],
) -> None:
    table = table_factory(step=Step.DRAW, active=1, turn=2)
    table.library(1, "Island", "Swamp")
    assert table.game.pending() is not None
    assert table.names(Zone.HAND, 1) == ["Island"]
    table.assert_logged(rule="504.1")


def test_starting_at_declare_attackers_asks_for_attackers(
    table_factory: Callable[..., Table],
) -> None:
    table = table_factory(step=Step.DECLARE_ATTACKERS)
    table.battlefield(0, "Grizzly Bears")
    decision = table.game.pending()
    assert decision is not None and decision.kind == "attackers" and decision.player == 0
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 18


def test_SEED_22_attackers_are_untapped_creatures_controlled_since_the_turn_began(
    table: Table,
) -> None:
    table.battlefield(0, "Grizzly Bears", sick=True)  # came under Alice's control this turn
    table.battlefield(0, "Savannah Lions")
    table.battlefield(0, "Hill Giant", tapped=True)
    table.battlefield(1, "Giant Spider")  # Bob's creature: not Alice's to declare
    table.go_to(Step.DECLARE_ATTACKERS)
    decision = table.game.pending()
    assert decision is not None and decision.player == 0
    attackers = {table.game.obj(a.attacker).name for a in decision.options}
    assert attackers == {"Savannah Lions"}  # CR 508.1a, 302.6
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")
    table.assert_illegal(table.attack, "Hill Giant", rule="508.1a")


# --------------------------------------------------------------------------
# Cleanup (CR 514) and extra turns (CR 500.7)
# --------------------------------------------------------------------------


def test_cleanup_discards_to_hand_size_removes_damage_and_ends_effects(
    table: Table,
) -> None:
    game = table.game
    table.hand(0, *["Forest"] * 8, "Island")
    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    game.set_object(game.obj(bears.id).replace(damage=1))
    from manastack.model.decisions import Answer

    island = game.named("Island", Zone.HAND).id
    forest = game.named("Forest", Zone.HAND).id
    game.script.queue.append(Answer("discard", (island, forest)))
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=2)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Giant Growth", "Island"]
    assert len(game.hand(0)) == 7  # CR 514.1
    assert game.obj(bears.id).damage == 0  # CR 514.2
    assert game.power(bears.id) == 2
    table.assert_logged(rule="514.1", contains="chooses")


def test_cleanup_repeats_after_state_based_actions_514_3a(rules: Rules) -> None:
    class Shrinker:
        """In-process plugin: a discarded card puts a -1/-1 counter on each creature."""

        @staticmethod
        @hookimpl
        def manastack_zone_changed(game: Game, old: object, new: object) -> None:
            if game.turn.step is Step.CLEANUP and getattr(new, "zone", None) is Zone.GRAVEYARD:
                for obj in game.battlefield():
                    if game.chars(obj.id).is_creature:
                        game.add_counters(obj.id, "-1/-1")

    table = Table.new(["shrinker"], extra={"shrinker": plugin_of(
        manastack_zone_changed=Shrinker.manastack_zone_changed)})
    game = table.game
    table.battlefield(0, "Savannah Lions")  # 2/1
    table.hand(0, *["Forest"] * 8)
    table.library(1, "Island")
    table.go_to(Step.CLEANUP)
    # the discard made the Lions 1/0: SBA in cleanup -> priority -> another cleanup step
    decision = game.pending()
    assert decision is not None and game.turn.step is Step.CLEANUP
    assert table.names(Zone.GRAVEYARD, 0).count("Savannah Lions") == 1
    table.pass_priority()
    table.pass_priority()
    table.assert_logged(rule="514.3a", contains="another cleanup step")
    assert game.turn.number == 2


def test_extra_turns_are_taken_most_recent_first(table: Table) -> None:
    game = table.game
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    game.add_extra_turn(1)
    game.add_extra_turn(0)
    table.assert_logged(rule="500.7")
    order = []
    for turn in (2, 3, 4):
        table.go_to(Step.MAIN1, turn=turn)
        order.append(game.active_player)
    assert order == [0, 1, 1]  # Alice's extra turn, Bob's extra turn, Bob's normal turn


def test_an_extra_turn_is_known_as_one_while_it_lasts(table: Table) -> None:
    """CR 500.7: the turn an effect added is an extra turn (``TurnState.extra``), the log
    says so; the turn after it, in turn order, is not. Alice's extra turn follows her own,
    so whose turn it is can't tell."""
    game = table.game
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    game.add_extra_turn(0)
    assert not game.state.turn.extra
    table.go_to(Step.MAIN1, turn=2)
    assert (game.active_player, game.state.turn.extra) == (0, True)
    table.assert_logged(rule="500.1", contains="turn 2 begins: Alice (an extra turn")
    table.go_to(Step.MAIN1, turn=3)
    assert (game.active_player, game.state.turn.extra) == (1, False)


def test_the_game_is_driven_to_the_end_by_agents(rules: Rules) -> None:
    from manastack.model.decisions import RandomAgent

    game = Game(rules, seed=3, agents=[RandomAgent(), RandomAgent()])
    for player in (0, 1):
        for name in ["Mountain"] * 10 + ["Savannah Lions", "Lightning Bolt"] * 5:
            game.put(name, Zone.LIBRARY, player)
    game.start()
    game.run(max_turns=60)
    result = game.result()
    assert result.over and len(result.winners) == 1
    assert game.pending() is None


def test_auto_pass_plays_through_until_a_real_choice_or_the_end(rules: Rules) -> None:
    """Nobody can ever act (six-mana creatures, no lands): the game runs to a decking loss.
    The discards down to seven at cleanup (CR 514.1) are the agents' (without agents they
    wait: test_decision_loop.py)."""
    deck = ["Craw Wurm"] * 10
    game = Game.from_decks(rules, [deck, deck], names=["Alice", "Bob"],
                           agents=[FirstLegalAgent(), FirstLegalAgent()])
    assert game.auto_pass
    assert game.pending() is None  # in one call: every priority had only "pass"
    result = game.result()
    # Alice skips her first draw (CR 103.8a): Bob's library runs out first, on turn 8
    assert result.winners == (0,) and game.turn.number == 8
    assert "Bob loses the game: attempted to draw from an empty library" in game.log_text()
    discards = [e for e in game.log if e.kind == "zone_change" and e.rule == "514.1"]
    assert discards  # hands over seven were discarded down at cleanup by the agents


def test_passing_keeps_every_field_it_is_not_given() -> None:
    """``TurnState.passing`` builds the turn by its constructor, every field by position
    (CR 117.3d, 117.4): a field added to the class and left out of it would be lost at the
    next pass, and two fields passed in each other's place would be swapped; each field has
    a value of its own here, so either shows."""
    records = TurnRecords(creatures_died=2, attacked=(1,))
    turn = TurnState(number=7, active=1, step=Step.MAIN2, priority=5, passes=6,
                     actions_done=True, first_player=2, extra_turns=(0,), skip_turns=(1,),
                     extra_combats=(None,), attack_filter="only", regular=3,
                     attackers_declared=True, records=records, added_combat_mains=4,
                     resume_step=Step.BEGIN_COMBAT, after_added_combat=Step.END,
                     skip_steps=((0, "draw step"),), main_phases=8, combat_phases=9,
                     extra=True)
    changed = {f.name for f in attrs.fields(TurnState)
               if getattr(turn, f.name) == getattr(TurnState(), f.name)}
    assert not changed, f"give {changed} a value other than the default here"
    values = [getattr(turn, f.name) for f in attrs.fields(TurnState)]
    assert len(values) == len({repr(v) for v in values}) + 2  # but the three True flags
    assert turn.passing(turn.priority, turn.passes) == turn
    for flag in ("actions_done", "attackers_declared", "extra"):  # each flag told apart
        one = attrs.evolve(turn, **{flag: False})
        assert one.passing(one.priority, one.passes) == one
    assert turn.passing(1) == attrs.evolve(turn, priority=1, passes=0)
    assert turn.passing(None, step=Step.END, actions_done=False) == \
        attrs.evolve(turn, priority=None, passes=0, step=Step.END, actions_done=False)
    assert turn.noting(creatures_died=3) == \
        attrs.evolve(turn, records=attrs.evolve(records, creatures_died=3))


def test_noting_keeps_every_record_it_is_not_given() -> None:
    """``TurnRecords.changed`` builds the records by their constructor (CR 400.7, 700.4): a
    record added to the class and left out of it would be lost at the next change."""
    records = TurnRecords(**{f.name: (5 if f.type in (int, "int") else ((1, 2),))
                             for f in attrs.fields(TurnRecords)})
    kept = {f.name for f in attrs.fields(TurnRecords)
            if getattr(records, f.name) == getattr(TurnRecords(), f.name)}
    assert not kept, f"give {kept} a value other than the default here"
    assert records.changed({}) == records
    for field in attrs.fields(TurnRecords):
        value = getattr(TurnRecords(), field.name)
        assert records.changed({field.name: value}) == \
            attrs.evolve(records, **{field.name: value})
    with pytest.raises(TypeError):
        records.changed({"no_such_record": 1})


def test_cr_502_3_the_other_players_permanents_are_not_asked_without_such_an_effect(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 502.3: with no "untap ~ during each other player's untap step" in force, the
    untap step asks no permanent of a non-active player for its restrictions."""
    from manastack.engine import turns

    asked: list[int] = []
    real = turns.restrictions

    def spy(game: Game, obj_id: int) -> frozenset[str]:
        asked.append(obj_id)
        return real(game, obj_id)

    monkeypatch.setattr(turns, "restrictions", spy)
    assert table.game.active_player == 0
    (island,) = table.battlefield(0, "Island", tapped=True)
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    assert table.game.active_player == 1
    assert island.id not in asked  # Bob's untap step: Alice's tapped Island is not asked
    table.assert_tapped("Island")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    assert asked.count(island.id) == 1  # Alice's own untap step asks it, and untaps it
    table.assert_tapped("Island", False)
