"""The game's own random number generator (determinism: same seed, same game).

A SplitMix64 generator whose whole state is one integer, so that a game's
randomness is part of its state: ``clone()`` copies it for free and the same
seed gives the same sequence on every Python version and platform (the stdlib
``random`` module's algorithms for ``shuffle``/``randrange`` have changed
between versions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import MutableSequence, Sequence

T = TypeVar("T")

_MASK = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; return ``(new_state, 64 random bits)`` (SplitMix64)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Rng:
    """A small deterministic generator; ``state`` is a plain int (cheap to copy)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def bits(self) -> int:
        """The next 64 random bits; the generator moves on."""
        self.state, out = next_state(self.state)
        return out

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _MASK - (_MASK % n)
        while True:
            value = self.bits()
            if value < limit:
                return value % n

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items``, chosen uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place (CR 701.24a: a random order)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` of ``items``, chosen uniformly without repetition."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
