"""The environments: a PettingZoo AEC environment and a Gymnasium single-agent one.

Both play a manastack game whose every choice is a pending decision (``Game.pending()``):
the agent to act is the player who decides, its observation is what it may know
(:mod:`manastack_gym.encoding`), its action an option index with a mask of the legal
ones (:mod:`manastack_gym.table`). The reward is +1 for a win, -1 for a loss and 0 for a
draw, given when the game ends (CR 104); a game still going after ``max_turns`` turns is
truncated. The raw view (``Game.view``) is in ``info["view"]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from manastack import RandomAgent, Rules
from manastack_gym.encoding import MAX_OPTIONS, OBSERVATION_SIZE
from manastack_gym.table import GameTable, load_deck_cards, load_deck_sideboard

Observation = dict[str, Any]  # "observation" and "action_mask" arrays


def observation_space() -> spaces.Dict:
    return spaces.Dict({
        "observation": spaces.Box(-1.0, 10.0, (OBSERVATION_SIZE,), dtype=np.float32),
        "action_mask": spaces.Box(0, 1, (MAX_OPTIONS + 1,), dtype=np.int8),
    })


def _rules(plugins: Sequence[str] | None) -> Rules:
    return Rules.load(enable=list(plugins), env={}) if plugins is not None else Rules.load(env={})


def _sideboards(decks: Sequence[str | Sequence[str]], given: Sequence[Sequence[str]] | None,
                rules: Rules) -> list[list[str]]:
    """Each player's cards outside the game (CR 400.11a): ``given`` (card names per player),
    else each deck file's or built-in deck's own sideboard."""
    if given is not None:
        if len(given) != len(decks):
            raise ValueError(f"{len(given)} sideboards for {len(decks)} decks")
        return [list(side) for side in given]
    return [load_deck_sideboard(d, rules) for d in decks]


class ManastackAEC(AECEnv):  # type: ignore[misc]
    """A game for two or more players as a PettingZoo AEC environment."""

    metadata: ClassVar[dict[str, Any]] = {"name": "manastack_v0", "render_modes": ["ansi"],
                                          "is_parallelizable": False}

    def __init__(self, decks: Sequence[str | Sequence[str]] = ("vanilla", "vanilla"), *,
                 plugins: Sequence[str] | None = None, max_turns: int = 30,
                 render_mode: str | None = None,
                 sideboards: Sequence[Sequence[str]] | None = None) -> None:
        super().__init__()
        self.rules = _rules(plugins)
        self.decks = [load_deck_cards(d) for d in decks]
        self.sideboards = _sideboards(decks, sideboards, self.rules)
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(len(self.decks))]
        self._observation_space = observation_space()
        self._action_space = spaces.Discrete(MAX_OPTIONS + 1)
        self._seed: int | None = None
        self.table: GameTable | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seed = seed
        game_seed = self._seed if self._seed is not None else \
            int(np.random.SeedSequence().generate_state(1)[0])
        self._seed = None if self._seed is None else self._seed + 1  # the next reset differs
        self.table = GameTable(self.rules, self.decks, seed=game_seed, max_turns=self.max_turns,
                               sideboards=self.sideboards)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._settle()

    def _index(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _settle(self) -> None:
        """Select the agent who decides; end the game's agents when it is over."""
        table = self.table
        assert table is not None
        if table.over or table.truncated:
            for a in self.agents:
                self.rewards[a] = table.reward(self._index(a))
                self.terminations[a] = table.over
                self.truncations[a] = not table.over
            if self.agents:
                self.agent_selection = self.agents[0]
        else:
            decision = table.decision()
            assert decision is not None
            self.agent_selection = self.possible_agents[decision.player]
        for a in self.agents:
            self.infos[a] = {"view": table.game.view(self._index(a))}

    def observe(self, agent: str) -> Observation:
        table = self.table
        assert table is not None
        index = self._index(agent)
        observation = table.observe(index)
        mask = table.mask() if agent == self.agent_selection and not (
            table.over or table.truncated) else np.zeros(MAX_OPTIONS + 1, dtype=np.int8)
        return {"observation": observation, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        assert table is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        if not table.mask()[int(action)]:  # a masked action changes nothing
            self.infos[agent] = {**self.infos[agent], "illegal_action": True}
            return
        table.act(int(action))
        self.rewards = {a: 0.0 for a in self.agents}
        self._settle()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.table is None:
            return None
        return self.table.game.log_text()

    def close(self) -> None:
        self.table = None


class ManastackEnv(gymnasium.Env[Observation, np.int64]):
    """A game as a Gymnasium environment: the agent plays player 0 against ``opponent``
    (an agent, as ``manastack.RandomAgent``), which answers every decision of its own."""

    # gymnasium declares ``metadata`` an instance attribute with a class-level default
    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(self, deck: str | Sequence[str] = "vanilla",
                 opponent_deck: str | Sequence[str] | None = None, *, opponent: Any = None,
                 plugins: Sequence[str] | None = None, max_turns: int = 30,
                 render_mode: str | None = None,
                 sideboards: Sequence[Sequence[str]] | None = None) -> None:
        self.rules = _rules(plugins)
        both = (deck, opponent_deck or deck)
        self.decks = [load_deck_cards(d) for d in both]
        self.sideboards = _sideboards(both, sideboards, self.rules)
        self.opponent = opponent if opponent is not None else RandomAgent()
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(MAX_OPTIONS + 1)
        self.table: GameTable | None = None

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        # the opponent's choices inside actions are its agent's; the learner's all wait
        self.table = GameTable(self.rules, self.decks, seed=game_seed, max_turns=self.max_turns,
                               agents=[None, self.opponent], sideboards=self.sideboards)
        self.table.play_agent(1, self.opponent)
        return self._observation(), self._info()

    def _observation(self) -> Observation:
        table = self.table
        assert table is not None
        return {"observation": table.observe(0), "action_mask": table.mask()}

    def _info(self) -> dict[str, Any]:
        assert self.table is not None
        return {"view": self.table.game.view(0), "action_mask": self.table.mask()}

    def step(self, action: np.int64 | int) -> tuple[Observation, float, bool, bool,
                                                    dict[str, Any]]:
        table = self.table
        assert table is not None
        if not table.mask()[int(action)]:  # a masked action changes nothing
            return self._observation(), 0.0, False, False, {**self._info(), "illegal_action": True}
        table.act(int(action))
        table.play_agent(1, self.opponent)
        return (self._observation(), table.reward(0), table.over, table.truncated,
                self._info())

    def render(self) -> str | None:
        return self.table.game.log_text() if self.table is not None else None
