"""The environments pass their libraries' own checkers and play whole games."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from manastack_cli.decks import DeckError
from pettingzoo.test import api_test

from manastack_gym import DONE, MAX_OPTIONS, ManastackAEC, ManastackEnv


def test_the_aec_environment_passes_pettingzoo_api_test() -> None:
    api_test(ManastackAEC(max_turns=6), num_cycles=300)


def test_the_gymnasium_environment_passes_check_env() -> None:
    check_env(ManastackEnv(max_turns=6), skip_render_check=True)


def play_aec(env: ManastackAEC, seed: int) -> list[float]:
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(max_iter=20_000):
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)))
    return [totals[a] for a in env.possible_agents]


def test_a_game_ends_by_the_rules_with_opposite_rewards() -> None:
    env = ManastackAEC(max_turns=60)
    rewards = [play_aec(env, seed) for seed in range(3)]
    assert all(sorted(r) in ([-1.0, 1.0], [0.0, 0.0]) for r in rewards)
    assert any(sorted(r) == [-1.0, 1.0] for r in rewards)


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    digests = []
    for _ in range(2):
        env = ManastackAEC(max_turns=8)
        play_aec(env, 5)
        assert env.table is not None
        digests.append(env.table.game.log_digest())
    assert digests[0] == digests[1]


def test_a_choice_of_several_options_takes_one_action_each_then_done() -> None:
    """Attackers (CR 508.1): each creature is an action; DONE declares them."""
    env = ManastackEnv(max_turns=40)
    rng = np.random.default_rng(0)
    observation, info = env.reset(seed=2)
    declared = 0
    for _ in range(5000):
        mask = observation["action_mask"]
        legal = np.flatnonzero(mask)
        action = int(rng.choice(legal))
        if mask[DONE] and mask[:MAX_OPTIONS].any() and info["view"]["pending"]["kind"] == \
                "attackers":
            action = int(np.flatnonzero(mask[:MAX_OPTIONS])[0])  # one attacker, then DONE
            observation, _, terminated, truncated, info = env.step(action)
            if observation["action_mask"][DONE]:
                attacking = len(env.table.game.log) if env.table else 0
                observation, _, terminated, truncated, info = env.step(DONE)
                assert env.table is not None and len(env.table.game.log) > attacking
                declared += 1
            continue
        observation, _, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break
    assert declared


def test_the_observation_hides_the_opponents_hand() -> None:
    env = ManastackEnv(max_turns=6)
    _, info = env.reset(seed=1)
    view = info["view"]
    assert view["players"][0]["hand"] is not None and view["players"][1]["hand"] is None


DECK_WITH_SIDEBOARD = """\
20 Mountain
20 Grizzly Bears

Sideboard
1 Hill Giant
"""


def test_a_deck_files_sideboard_is_outside_the_game(tmp_path: Path) -> None:
    """CR 400.11a: the deck list's sideboard is what its player owns outside the game, for
    learn and the wishes; both environments set it up, for each player."""
    deck = tmp_path / "red.txt"
    deck.write_text(DECK_WITH_SIDEBOARD, encoding="utf-8")
    env = ManastackEnv(str(deck), "vanilla", max_turns=4)
    env.reset(seed=3)
    assert env.table is not None
    game = env.table.game
    assert [c.name for c in game.outside(0)] == ["Hill Giant"]
    assert game.outside(1) == ()
    aec = ManastackAEC((str(deck), str(deck)), max_turns=4)
    aec.reset(seed=3)
    assert aec.table is not None
    assert [[c.name for c in aec.table.game.outside(p)] for p in (0, 1)] == [
        ["Hill Giant"], ["Hill Giant"]]


def test_sideboards_given_by_name_replace_the_decks_own() -> None:
    env = ManastackEnv(max_turns=4, sideboards=[["Lightning Bolt"], ["Hill Giant"]])
    env.reset(seed=1)
    assert env.table is not None
    assert [[c.name for c in env.table.game.outside(p)] for p in (0, 1)] == [
        ["Lightning Bolt"], ["Hill Giant"]]
    with pytest.raises(ValueError, match="1 sideboards for 2 decks"):
        ManastackEnv(max_turns=4, sideboards=[["Lightning Bolt"]])


def test_a_sideboard_card_not_read_is_refused_naming_its_line(tmp_path: Path) -> None:
    deck = tmp_path / "odd.txt"
    deck.write_text(DECK_WITH_SIDEBOARD.replace("Hill Giant", "Éowyn, Shieldmaiden"),
                    encoding="utf-8")
    refusal = r"odd\.txt:5: .*in the sideboard.* not playable: .*another Human"
    with pytest.raises(DeckError, match=refusal):
        ManastackEnv(str(deck), max_turns=4)
