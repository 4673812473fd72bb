"""The greedy agent: it plays games to their end (a player loses, CR 104.3), deterministically,
with every invariant holding; and its combat choices, position by position."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest
from manastack_cli.decks import load_deck
from manastack_cli.main import main
from manastack_cli.simulate import AGENTS, SimConfig, play_game, simulate

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.actions import CastSpell, PassPriority, PlayLand
from manastack.model.combat import Attack, Block
from manastack.model.greedy import GreedyAgent
from manastack.model.objects import PlayerRef
from manastack.model.turns import Step

SHORT_SOAK = 40  # games: the long soak is benchmarks/soak.py (benchmarks/README.md)


@pytest.fixture(scope="module")
def everything() -> Rules:
    return Rules.load()


@pytest.fixture(scope="module")
def vanilla(everything: Rules) -> tuple[str, ...]:
    return tuple(load_deck("vanilla").check(everything).cards())


@pytest.mark.proves_nothing
def test_a_short_greedy_soak_ends_by_the_rules_with_every_invariant(
        vanilla: tuple[str, ...]) -> None:
    """Every installed plugin, the invariants checked after every action; at least 90% of
    the games end with a player losing, not at the turn cap (random play: about 6%)."""
    config = SimConfig(decks=(vanilla, vanilla), deck_names=("vanilla", "vanilla"), seed=11,
                       games=SHORT_SOAK, agent="greedy", check=True, max_turns=30)
    summary = simulate(config, workers=1)
    failures = [f"seed {r.seed} action {r.error_action}: {r.error}" for r in summary.errors]
    assert not failures, "\n".join(failures)
    outcomes = summary.outcomes()
    by_rules = outcomes["P1 wins"] + outcomes["P2 wins"] + outcomes["draw"]
    assert by_rules >= 0.9 * SHORT_SOAK, outcomes
    assert summary.actions > summary.games


@pytest.mark.proves_nothing
def test_greedy_games_are_determined_by_their_seed(everything: Rules,
                                                   vanilla: tuple[str, ...]) -> None:
    config = SimConfig(decks=(vanilla, vanilla), seed=2, games=1, agent="greedy",
                       max_turns=30)
    first, again = play_game(config, 0, rules=everything), play_game(config, 0, rules=everything)
    assert first == again and first.digest == again.digest
    other = play_game(config, 1, rules=everything)
    assert other.digest != first.digest


def test_greedy_is_offered_wherever_agents_are_named() -> None:
    assert AGENTS["greedy"] is GreedyAgent
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["simulate", "--deck", "vanilla", "--games", "2", "--agent", "greedy",
                     "--seed", "3"])
    assert code == 0
    assert "agent greedy" in out.getvalue()


# --------------------------------------------------------------------------
# Choices, position by position
# --------------------------------------------------------------------------


def test_at_priority_it_plays_a_land_then_the_costliest_spell(table: Table) -> None:
    agent = GreedyAgent()
    table.hand(0, "Forest", "Grizzly Bears", "Memnite")
    table.lands(0, "Forest", 2)
    decision = table.game.pending()
    assert decision is not None
    (choice,) = agent.choose(table.game, decision)
    assert isinstance(choice, PlayLand)
    table.play("Forest")
    decision = table.game.pending()
    assert decision is not None
    (choice,) = agent.choose(table.game, decision)
    assert isinstance(choice, CastSpell) and choice.name == "Grizzly Bears"


def test_with_nothing_to_do_it_passes(table: Table) -> None:
    decision = table.game.pending()
    assert decision is not None
    assert agent_choice(table) == (PassPriority(),)


def agent_choice(table: Table) -> tuple[object, ...]:
    decision = table.game.pending()
    assert decision is not None
    return tuple(GreedyAgent().choose(table.game, decision))


def test_it_attacks_with_what_no_blocker_kills_and_keeps_back_what_one_does(
        table: Table) -> None:
    bears, giant = (o.id for o in table.battlefield(0, "Grizzly Bears", "Craw Wurm"))
    table.battlefield(1, "Hill Giant")  # 3/3: kills the bears and survives; not the wurm
    table.go_to(Step.DECLARE_ATTACKERS)
    chosen = agent_choice(table)
    assert all(isinstance(a, Attack) for a in chosen)
    assert [a.attacker for a in chosen if isinstance(a, Attack)] == [giant]
    assert all(isinstance(a, Attack) and a.defender == PlayerRef(1) for a in chosen)
    assert bears not in [a.attacker for a in chosen if isinstance(a, Attack)]


def test_it_attacks_with_everything_when_that_is_lethal_through_every_block(
        table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.game.update_player(1, life=4)  # one bears blocked, the other two deal 4
    table.go_to(Step.DECLARE_ATTACKERS)
    assert len(agent_choice(table)) == 3


def test_it_blocks_to_kill_and_chump_blocks_only_to_survive(table: Table) -> None:
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.battlefield(1, "Grizzly Bears", "Craw Wurm")
    giant, memnite = (o.id for o in table.battlefield(0, "Hill Giant", "Memnite"))
    table.attack("Grizzly Bears", "Craw Wurm")
    table.go_to(Step.DECLARE_BLOCKERS)
    chosen = agent_choice(table)
    # the giant kills the bears and survives; the memnite doesn't throw itself at the wurm
    bears = table.find("Grizzly Bears").id
    assert chosen == (next(o for o in table.game.legal_actions()
                           if isinstance(o, Block) and o.blocker == giant
                           and o.attacker == bears),)
    table.game.update_player(0, life=6)  # now the wurm's 6 would kill: the memnite chumps
    table.refresh()
    chosen = agent_choice(table)
    assert {(b.blocker, b.attacker) for b in chosen if isinstance(b, Block)} == {
        (giant, bears), (memnite, table.find("Craw Wurm").id)}
