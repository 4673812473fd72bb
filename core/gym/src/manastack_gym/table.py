"""One game seen through actions that are indexes: the part both environments share.

Every decision of the game (``Game.pending()``: priority, attackers, targets, X, a
discard...) is answered by actions that are option indexes. A decision with one answer
takes one action; a decision with several answers (attackers, "up to two targets") takes
one action per option chosen, then :data:`DONE` (or stops by itself at its maximum).
The action mask allows only options that keep the answer legal where the decision can
say so (its ``check``: the combat declaration rules, CR 508.1, 509.1). An answer the
game still refuses (CR 732: an X nobody can pay, say) changes nothing; that option is
masked for the rest of that decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from manastack import Decision, Game, IllegalActionError, PassPriority, RandomAgent, Rules
from manastack_gym.encoding import DONE, MAX_OPTIONS, encode


def load_deck_cards(deck: str | Sequence[str]) -> list[str]:
    """A deck: a built-in deck's name (``manastack simulate --list-decks``) or card names."""
    if isinstance(deck, str):
        from manastack_cli.decks import load_deck

        return load_deck(deck).cards()
    return list(deck)


def load_deck_sideboard(deck: str | Sequence[str], rules: Rules) -> list[str]:
    """The cards a deck's player owns outside the game (CR 400.11a): a deck file's or built-in
    deck's sideboard, each card refused naming its line if its text is not all read (learn and
    the wishes bring it in); none for a list of card names."""
    if isinstance(deck, str):
        from manastack_cli.decks import load_deck

        return load_deck(deck).playable_side_cards(rules)
    return []


class GameTable:
    """A game between ``players`` whose decisions are answered by option indexes."""

    def __init__(self, rules: Rules, decks: Sequence[Sequence[str]], *, seed: int,
                 max_turns: int, agents: Sequence[Any] | None = None,
                 sideboards: Sequence[Sequence[str]] = ()) -> None:
        names = [f"player_{i}" for i in range(len(decks))]
        self.game = Game.from_decks(rules, decks, names=names, seed=seed,
                                    agents=list(agents) if agents else None,
                                    sideboards=sideboards)
        self.max_turns = max_turns
        self.chosen: list[int] = []
        self.refused: set[int] = set()
        self._decision: Decision | None = None

    # -- what is asked ----------------------------------------------------

    def decision(self) -> Decision | None:
        decision = self.game.pending()
        if decision is not self._decision:
            self._decision, self.chosen, self.refused = decision, [], set()
        return decision

    def options(self) -> list[Any]:
        """The decision's options as actions index them (passing first when they are cut)."""
        decision = self.decision()
        if decision is None:
            return []
        options = list(decision.options)
        if len(options) > MAX_OPTIONS:
            passes = [o for o in options if isinstance(o, PassPriority)]
            options = (passes + [o for o in options if not isinstance(o, PassPriority)])
        return options[:MAX_OPTIONS]

    @property
    def over(self) -> bool:
        return self.game.result().over

    @property
    def truncated(self) -> bool:
        return not self.over and self.game.turn.number > self.max_turns

    def mask(self) -> NDArray[np.int8]:
        mask = np.zeros(MAX_OPTIONS + 1, dtype=np.int8)
        decision = self.decision()
        if decision is None or self.over or self.truncated:
            return mask
        options = self.options()
        single = decision.min == decision.max == 1
        for i in range(len(options)):
            if i in self.refused or (i in self.chosen and not decision.repeats):
                continue
            if not single and len(self.chosen) >= decision.max:
                break
            mask[i] = 1
        if not single and len(self.chosen) >= decision.min and self._accepts(self.chosen):
            mask[DONE] = 1
        if not mask.any():
            # nothing legal left to add: start the choice again (or take the least answer)
            self.chosen = []
            if self._accepts([]):
                mask[DONE] = 1
            else:
                mask[: len(options)] = [0 if i in self.refused else 1 for i in range(len(options))]
        return mask

    def _accepts(self, chosen: Sequence[int]) -> bool:
        decision = self.decision()
        if decision is None:
            return False
        options = self.options()
        return decision.accepts(self.game, [options[i] for i in chosen])

    def observe(self, player: int) -> NDArray[np.float32]:
        decision = self.decision()
        mine = decision is not None and decision.player == player
        legal = self.mask() if mine else np.zeros(MAX_OPTIONS + 1, dtype=np.int8)
        return encode(self.game.view(player), legal, set(self.chosen) if mine else set())

    # -- answering --------------------------------------------------------

    def act(self, action: int) -> None:
        """Take ``action`` for the player who decides (an index, or ``DONE``)."""
        decision = self.decision()
        if decision is None:
            raise ValueError("the game is over")
        if not self.mask()[action]:
            raise ValueError(f"action {action} is not legal now")
        if decision.min == decision.max == 1:
            self._respond(decision, [action])
            return
        if action != DONE:
            self.chosen.append(action)
            if len(self.chosen) < decision.max:
                return
        self._respond(decision, list(self.chosen))

    def _respond(self, decision: Decision, indexes: list[int]) -> None:
        options = self.options()
        try:
            self.game.respond([options[i] for i in indexes])
        except IllegalActionError:
            # refused as a whole (CR 732): the game is as it was; don't offer it again
            if len(indexes) == 1:
                self.refused.add(indexes[0])
            self.chosen = []

    def play_agent(self, player: int, agent: Any) -> None:
        """Let ``agent`` answer ``player``'s decisions until another player decides."""
        tries = 0
        while not self.over and not self.truncated:
            decision = self.decision()
            if decision is None or decision.player != player:
                return
            answer = agent.choose(self.game, decision) if tries < 20 else \
                RandomAgent().choose(self.game, decision)
            try:
                self.game.respond(answer)
                tries = 0
            except IllegalActionError:
                tries += 1
                if tries > 40:
                    self.game.respond([o for o in decision.options
                                       if isinstance(o, PassPriority)][:1])

    def reward(self, player: int) -> float:
        result = self.game.result()
        if not result.over or result.draw:
            return 0.0
        return 1.0 if player in result.winners else -1.0
