"""Several defending players declare blockers, each in turn (CR 802.4, 509.1, 101.4).

With the attack multiple players option (802.1) every opponent of the attacking player is
a defending player (802.2); each one attacked declares blockers in APNAP order, the first
declaring all their blocks before the second (802.4), with only their own creatures and
against only the creatures attacking them or their planeswalkers (802.4a), their blocks
judged apart from the others' (802.4b). The attackers become blocked, and "blocks"
abilities trigger, once every defending player has declared (509.1h-i)."""

from __future__ import annotations

from typing import Any

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.abilities import KeywordAbility
from manastack.model.combat import Block
from manastack.model.continuous import ContinuousEffect, Restriction
from manastack.model.decisions import Decision, FirstLegalAgent, RandomAgent
from manastack.model.objects import Card, Zone
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine

PLAYERS = ("Alice", "Bob", "Carol", "Dave")


def beast(name: str, p: int, t: int, *keywords: str) -> Card:
    return Card(name=name, type_line=TypeLine.parse("Creature — Beast"), power=str(p),
                toughness=str(t), abilities=tuple(KeywordAbility(keyword=k, text=k)
                                                  for k in keywords))


def four_players(active: int = 0) -> Table:
    """Alice's three raiders attack Bob, Carol and Dave; Bob and Carol have a wall each,
    Dave has nothing to block with."""
    t = Table.new(players=PLAYERS, active=active)
    t.battlefield(0, beast("Raider A", 2, 2), beast("Raider B", 3, 3), beast("Raider C", 1, 1))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(2, beast("Carol's Wall", 0, 5))
    t.attack("Raider A", "Raider B", "Raider C",
             defenders={"Raider A": "Bob", "Raider B": "Carol", "Raider C": "Dave"})
    t.go_to(Step.DECLARE_BLOCKERS)
    return t


def the_block(decision: Decision, game: Game, blocker: str, attacker: str) -> Block:
    [option] = [o for o in decision.options if isinstance(o, Block)
                and game.obj(o.blocker).card.name == blocker
                and game.obj(o.attacker).card.name == attacker]
    return option


def test_two_attacked_players_each_declare_blockers_in_apnap_order() -> None:
    """CR 802.4: Bob, then Carol (APNAP from Alice) each get a blockers decision of their
    own, each listing only their creatures against the creature attacking them (802.4a);
    nothing is blocked until both have declared (509.1h); both blocks then stand."""
    t = four_players()
    game = t.game
    first = game.pending()
    assert first is not None and first.kind == "blockers" and first.player == 1
    assert first.rule == "509.1a"
    assert {(game.obj(o.blocker).card.name, game.obj(o.attacker).card.name)
            for o in first.options} == {("Bob's Wall", "Raider A")}
    game.respond([the_block(first, game, "Bob's Wall", "Raider A")])
    second = game.pending()
    assert second is not None and second.kind == "blockers" and second.player == 2
    assert {(game.obj(o.blocker).card.name, game.obj(o.attacker).card.name)
            for o in second.options} == {("Carol's Wall", "Raider B")}
    combat = game.state.combat
    assert combat is not None and combat.blocks_declared == (1,)
    assert combat.blocked == frozenset()  # CR 509.1h: not before every player has declared
    game.respond([the_block(second, game, "Carol's Wall", "Raider B")])
    after = game.pending()
    assert after is not None and after.kind == "priority" and after.player == 0  # CR 509.2
    combat = game.state.combat
    assert combat is not None and combat.blocks_declared == (1, 2)
    raiders = {game.named(n).id for n in ("Raider A", "Raider B")}
    assert combat.blocked == raiders
    # the explain log says who declared what, in turn, citing 802.4
    said = [(e.rule, e.text) for e in game.log if e.kind == "combat"]
    assert ("802.4", "Bob declares 1 blocker(s)") in said
    assert ("802.4", "Carol declares 1 blocker(s)") in said
    assert said.index(("802.4", "Bob declares 1 blocker(s)")) < \
        said.index(("802.4", "Carol declares 1 blocker(s)"))
    t.go_to(Step.END_COMBAT)
    t.assert_life(1, 20)
    t.assert_life(2, 20)
    t.assert_life(3, 19)  # Dave, unblocked: nothing of his could block
    t.assert_zone("Bob's Wall", Zone.BATTLEFIELD)


def test_apnap_order_starts_left_of_the_active_player() -> None:
    """CR 101.4, 802.4: with Carol attacking, the defending players in APNAP order are Dave,
    Alice, Bob: Dave is asked first though he sits last."""
    t = Table.new(players=PLAYERS, active=2)
    t.battlefield(2, beast("Raider A", 2, 2), beast("Raider B", 2, 2))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(3, beast("Dave's Wall", 0, 4))
    t.attack("Raider A", "Raider B", defenders={"Raider A": "Bob", "Raider B": "Dave"})
    t.go_to(Step.DECLARE_BLOCKERS)
    asked = []
    while (decision := t.game.pending()) is not None and decision.kind == "blockers":
        asked.append(decision.player)
        t.game.respond([])
    assert asked == [3, 1]
    assert [e.text for e in t.game.log if e.rule == "509.1"][-1] == "no blockers are declared"


def test_a_player_blocks_only_creatures_attacking_them() -> None:
    """CR 802.4a: Bob can't block the raider attacking Carol: the block is refused with the
    reason, and the game is as it was (CR 732)."""
    t = four_players()
    game = t.game
    decision = game.pending()
    assert decision is not None and decision.player == 1
    before, length = game.state_digest(), len(game.log)
    wrong = Block(game.named("Bob's Wall").id, game.named("Raider B").id)
    try:
        game.respond([wrong])
    except IllegalActionError as exc:
        assert "attacked player" in exc.reason
    else:
        raise AssertionError("Bob blocked a creature attacking Carol")
    assert game.state_digest() == before and len(game.log) == length


def test_the_next_player_may_not_block_with_the_first_players_creatures() -> None:
    """CR 802.4a: Carol declares with her own creatures: Bob's wall, though a creature
    attacks Bob, is not hers to block with, and the refusal says whose turn it is."""
    t = Table.new(players=PLAYERS)
    t.battlefield(0, beast("Raider A", 2, 2), beast("Raider B", 3, 3))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(2, beast("Carol's Wall", 0, 5))
    t.attack("Raider A", "Raider B", defenders={"Raider A": "Bob", "Raider B": "Carol"})
    t.go_to(Step.DECLARE_BLOCKERS)
    game = t.game
    game.respond([])  # Bob declares no blockers
    decision = game.pending()
    assert decision is not None and decision.player == 2
    before = game.state_digest()
    try:
        game.respond([Block(game.named("Bob's Wall").id, game.named("Raider A").id)])
    except IllegalActionError as exc:
        assert "802.4" in exc.reason and "Carol" in exc.reason
    else:
        raise AssertionError("Carol blocked with Bob's creature")
    assert game.state_digest() == before
    assert game.pending() == decision


def test_each_players_requirements_are_judged_apart() -> None:
    """CR 802.4b, 509.1c: Raider B, attacking Carol, must be blocked if able: Bob declaring
    no blockers obeys every requirement of his; Carol declaring none is refused, and her
    declaration blocking it is legal."""
    t = four_players()
    game = t.game
    raider = game.named("Raider B").id
    game.add_effect(ContinuousEffect(parts=(Restriction("must_be_blocked"),),
                                     objects=(raider,)))
    game.respond([])  # Bob: legal, the requirement is Carol's alone
    decision = game.pending()
    assert decision is not None and decision.player == 2
    assert decision.problem(game, ()) is not None
    try:
        game.respond([])
    except IllegalActionError as exc:
        assert exc.rule == "509.1c"
    else:
        raise AssertionError("Carol ignored a blocking requirement")
    game.respond([the_block(decision, game, "Carol's Wall", "Raider B")])
    combat = game.state.combat
    assert combat is not None and combat.blocked == frozenset({raider})


def test_menace_counts_only_the_players_own_blockers() -> None:
    """CR 802.4b, 702.111b: a menace raider attacking Carol needs two of Carol's creatures;
    Bob's creatures never count for it (he is not offered the block at all)."""
    t = Table.new(players=PLAYERS)
    t.battlefield(0, beast("Raider A", 2, 2), beast("Brute", 3, 3, "menace"))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(2, beast("Carol's Wall", 0, 5), beast("Carol's Bear", 2, 2))
    t.attack("Raider A", "Brute", defenders={"Raider A": "Bob", "Brute": "Carol"})
    t.go_to(Step.DECLARE_BLOCKERS)
    game = t.game
    bob = game.pending()
    assert bob is not None and bob.player == 1
    assert all(game.obj(o.attacker).card.name == "Raider A" for o in bob.options)
    game.respond([])
    carol = game.pending()
    assert carol is not None and carol.player == 2
    alone = the_block(carol, game, "Carol's Wall", "Brute")
    assert carol.problem(game, (alone,)) is not None  # menace: one blocker is not enough
    both = (alone, the_block(carol, game, "Carol's Bear", "Brute"))
    assert carol.problem(game, both) is None
    game.respond(list(both))
    combat = game.state.combat
    assert combat is not None and combat.blocked == frozenset({game.named("Brute").id})


def test_the_driver_gives_each_player_their_blocks() -> None:
    """Table.block with both players' blocks: each defending player is asked in turn and
    answers with the blocks of the creatures they control (802.4); ``by`` names a player's
    blocker among that player's permanents (two creatures of the same name)."""
    t = four_players()
    t.block({"Bob's Wall": "Raider A", "Carol's Wall": "Raider B"})
    combat = t.game.state.combat
    assert combat is not None and len(combat.blocked) == 2
    t2 = Table.new(players=PLAYERS)
    t2.battlefield(0, beast("Raider A", 2, 2), beast("Raider B", 3, 3))
    t2.battlefield(1, beast("Wall", 0, 4))
    (carols,) = t2.battlefield(2, beast("Wall", 0, 5))
    t2.attack("Raider A", "Raider B", defenders={"Raider A": "Bob", "Raider B": "Carol"})
    t2.block(by={2: {"Wall": "Raider B"}})
    combat = t2.game.state.combat
    assert combat is not None and combat.blockers == {carols.id: t2.game.named("Raider B").id}


def test_a_block_by_a_player_not_attacked_is_refused_whole() -> None:
    """CR 802.4a, 732: Dave, attacked by nothing, has no blocks to declare: a block stated
    for his creature is refused, and Bob's block stated with it is undone too."""
    t = Table.new(players=PLAYERS)
    t.battlefield(0, beast("Raider A", 2, 2))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(3, beast("Dave's Wall", 0, 4))
    t.attack("Raider A", defender="Bob")
    t.go_to(Step.DECLARE_BLOCKERS)
    before = t.game.state_digest()
    t.assert_illegal(t.block, {"Bob's Wall": "Raider A", "Dave's Wall": "Raider A"},
                     rule="509.1a")
    assert t.game.state_digest() == before


def test_a_position_saved_between_two_declarations_goes_on_the_same(rules: Rules) -> None:
    """A position saved after Bob declared waits for Carol's blockers when loaded (the step
    does not begin again); the same answers give the same log."""
    t = Table.new(players=PLAYERS)
    t.battlefield(0, beast("Raider A", 2, 2), beast("Raider B", 3, 3))
    t.battlefield(1, beast("Bob's Wall", 0, 4))
    t.battlefield(2, beast("Carol's Wall", 0, 5))
    t.attack("Raider A", "Raider B", defenders={"Raider A": "Bob", "Raider B": "Carol"})
    t.go_to(Step.DECLARE_BLOCKERS)
    game = t.game
    first = game.pending()
    assert first is not None
    game.respond([the_block(first, game, "Bob's Wall", "Raider A")])
    loaded = Game.from_json(game.rules, game.to_json())
    decision, again = game.pending(), loaded.pending()
    assert decision is not None and again is not None
    assert (again.kind, again.player, again.options) == (decision.kind, decision.player,
                                                        decision.options)
    for g in (game, loaded):
        g.respond([the_block(decision, g, "Carol's Wall", "Raider B")])
        g.pending()
    assert loaded.log_digest() == game.log_digest()
    assert loaded.state_digest() == game.state_digest()


class Recording:
    """An agent that notes each blockers decision it is asked (turn, player) and lets
    another agent answer."""

    def __init__(self, agent: Any, seen: list[tuple[int, int]]) -> None:
        self.agent, self.seen = agent, seen

    def choose(self, game: Game, decision: Decision) -> Any:
        if decision.kind == "blockers":
            self.seen.append((game.state.turn.number, decision.player))
        return self.agent.choose(game, decision)


def four_player_game(rules: Rules, agent: Any, seen: list[tuple[int, int]]) -> Game:
    deck = ["Forest"] * 14 + ["Grizzly Bears"] * 16
    return Game.from_decks(rules, [deck] * 4, names=PLAYERS, seed=4,
                           agents=[Recording(agent, seen) for _ in PLAYERS])


def test_random_agents_play_four_player_games_with_several_defenders(rules: Rules) -> None:
    """The decision loop runs a four-player game of random agents: in some combat two
    defending players are each asked for blockers, in APNAP order from the active player,
    and every answer the agents give is legal (no reversal)."""
    seen: list[tuple[int, int]] = []
    game = four_player_game(rules, RandomAgent(), seen)
    game.run(max_turns=24)
    assert game.state.turn.number >= 12 or game.state.over
    assert not [e for e in game.log if e.kind == "reversed"]
    by_turn: dict[int, list[int]] = {}
    for turn, player in seen:
        by_turn.setdefault(turn, []).append(player)
    several = {turn: players for turn, players in by_turn.items() if len(set(players)) > 1}
    assert several, by_turn
    for turn, players in several.items():
        active = (turn - 1) % 4  # no extra turns in these decks
        order = [(p - active) % 4 for p in players]
        assert order == sorted(order), (turn, players)


def test_first_legal_agents_still_play_four_player_games(rules: Rules) -> None:
    """FirstLegalAgent (never attacks: it picks no option) plays a four-player game to its
    turn limit; nobody is asked for blockers."""
    seen: list[tuple[int, int]] = []
    game = four_player_game(rules, FirstLegalAgent(), seen)
    game.run(max_turns=8)
    assert game.state.turn.number > 8
    assert seen == []
