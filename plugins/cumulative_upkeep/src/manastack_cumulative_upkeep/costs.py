"""Cumulative upkeep costs the kernel's cost parts don't have (CR 702.24a, 118.3): each is
paid once per age counter, "each choice ... made separately for each age counter".

Read only from a cumulative upkeep line (:func:`read_cost`): "An opponent gains 1 life."
(Wall of Shards), "Put a +1/+1 counter on a creature an opponent controls." (Sheltering
Ancient), "Add {R}." (Braid of Fire).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from manastack.api import Cost, CostPart, Mana, ManaCost

if TYPE_CHECKING:
    from manastack.api import Game

_NUMBERS = {"one": 1, "two": 2, "three": 3}


@frozen
class OpponentGainsLife(CostPart):
    """"An opponent gains N life" ``times`` times: the opponent chosen for each (702.24a);
    paid even if no life is gained (119.10's effects don't stop a cost being paid)."""

    competes_with_mana: ClassVar[bool] = False

    amount: int = 1
    times: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return bool(game.opponents(player))

    def pay(self, game: Game, player: int, source: int | None) -> str:
        gained: dict[int, int] = {}
        opponents = tuple(game.opponents(player))
        for _ in range(self.times):
            who = int(game.decide(kind="opponent", player=player,
                                  prompt=f"Choose an opponent for '{self}'", options=opponents,
                                  labels=tuple(str(game.player(p)) for p in opponents),
                                  rule="702.24a")[0])
            gained[who] = gained.get(who, 0) + self.amount
        for who, n in gained.items():
            game.gain_life(who, n, rule="702.24a")
        return ", ".join(f"{game.player(w)} gains {n} life" for w, n in gained.items())


@frozen
class CounterOnOpponentsCreature(CostPart):
    """"Put a [kind] counter on a creature an opponent controls" ``times`` times: the
    creature chosen for each (702.24a: the same one may be chosen again)."""

    competes_with_mana: ClassVar[bool] = False

    kind: str = "+1/+1"
    times: int = 1

    def _creatures(self, game: Game, player: int) -> tuple[int, ...]:
        return tuple(o.id for opp in game.opponents(player) for o in game.battlefield(opp)
                     if game.chars(o.id).is_creature)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return bool(self._creatures(game, player))

    def pay(self, game: Game, player: int, source: int | None) -> str:
        chosen: list[int] = []
        for _ in range(self.times):
            options = self._creatures(game, player)
            pick = int(game.decide(kind="cost", player=player,
                                   prompt=f"Choose for '{self}'", options=options,
                                   labels=tuple(str(game.obj(o)) for o in options),
                                   rule="702.24a")[0])
            game.add_counters(pick, self.kind, 1, rule="702.24a", by=player)
            chosen.append(pick)
        return ", ".join(f"a {self.kind} counter on {game.obj(o)}" for o in chosen)


@frozen
class AddManaCost(CostPart):
    """"Add {R}" as a cost ``times`` times: the mana goes to the payer's pool (106.4)."""

    competes_with_mana: ClassVar[bool] = False

    mana: ManaCost = ManaCost(())
    times: int = 1

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        return True

    def pay(self, game: Game, player: int, source: int | None) -> str:
        units = [Mana(str(s)[1:-1], source=source) for s in self.mana.symbols] * self.times
        game.add_mana(player, units, rule="702.24a", source=source)
        return "add " + "".join(str(u) for u in units)


_GAINS = re.compile(r"an opponent gains (\d+|one|two|three) life", re.I)
_COUNTER = re.compile(r"put an? ([+-]\d+/[+-]\d+) counter on a creature an opponent controls",
                      re.I)
_ADD = re.compile(r"add ((?:\{[WUBRGC]\})+)", re.I)


def read_cost(text: str) -> Cost | None:
    """One of the three wordings above as a cost (for one age counter), or None."""
    text = text.strip().rstrip(".")
    if m := _GAINS.fullmatch(text):
        n = int(m[1]) if m[1].isdigit() else _NUMBERS[m[1].lower()]
        return Cost(parts=(OpponentGainsLife(amount=n, text=text),))
    if m := _COUNTER.fullmatch(text):
        return Cost(parts=(CounterOnOpponentsCreature(kind=m[1], text=text),))
    if m := _ADD.fullmatch(text):
        return Cost(parts=(AddManaCost(mana=ManaCost.parse(m[1].upper()), text=text),))
    return None
