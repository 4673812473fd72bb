"""Cards a scenario file brings: its ``cards`` field, card files in the TOML pool format.

A scenario may need a card no enabled pool ships: a made-up card for a rule, or a card
whose corpus entry the engine refuses (a split card without its second half). ``cards =
["fire-ice.toml"]`` names card files (:class:`manastack.api.TomlCardSource`: ``[[card]]``
tables, a split card's halves as ``[[card.faces]]``), relative to the scenario file; they
are read as one more pool, as a plugin's pool is, under the name :data:`PLUGIN`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from manastack.api import PRIORITY_POOL, CardSource, TomlCardSource, hookimpl

__all__ = ["PLUGIN", "card_files", "cards_plugin"]

#: The name of the in-process plugin that registers a scenario's card files.
PLUGIN = "scenario-cards"


def card_files(scenario_path: str, names: Sequence[str]) -> tuple[Path, ...]:
    """The card files ``names`` (relative to the scenario file), resolved."""
    base = Path(scenario_path).resolve().parent
    return tuple((base / n).resolve() for n in names)


@lru_cache(maxsize=32)
def cards_plugin(files: tuple[Path, ...]) -> object:
    """A plugin registering ``files`` as card sources; one object per set of files, so the
    rules loaded with it are cached as any others are."""
    sources = [TomlCardSource(f"{PLUGIN}:{f.name}", f, priority=PRIORITY_POOL) for f in files]

    class ScenarioCards:
        @staticmethod
        @hookimpl
        def manastack_register_card_sources() -> list[CardSource]:
            return list(sources)

    return ScenarioCards()
