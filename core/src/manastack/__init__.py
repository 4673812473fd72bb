"""manastack: a Magic: The Gathering rules framework built around plugins.

The kernel models the Comprehensive Rules every mechanic leans on; each
keyword is a plugin using the hooks of :mod:`manastack.hookspecs`.

>>> from manastack import Game, RandomAgent, Rules
>>> rules = Rules.load(enable=[], env={})
>>> deck = ["Mountain"] * 20 + ["Savannah Lions"] * 20
>>> game = Game.from_decks(rules, [deck, deck], seed=1, agents=[RandomAgent(), RandomAgent()])
>>> game.run(max_turns=80)
>>> game.result().over
True
"""

from __future__ import annotations

from manastack.decisions import (
    Answer,
    CallbackAgent,
    Decision,
    FirstLegalAgent,
    PassingAgent,
    RandomAgent,
)
from manastack.errors import (
    CardDataError,
    IllegalActionError,
    ManastackError,
    PluginError,
    ScenarioError,
    UnknownCardError,
    UnsupportedCardError,
)
from manastack.game import Game, GameResult
from manastack.objects import PlayerRef, Zone
from manastack.plugins import hookimpl
from manastack.rules import Rules
from manastack.turns import (
    ActivateAbility,
    ActivateMana,
    CastSpell,
    PassPriority,
    PlayLand,
    Step,
)

__version__ = "0.1.0"

__all__ = [
    "ActivateAbility",
    "ActivateMana",
    "Answer",
    "CallbackAgent",
    "CardDataError",
    "CastSpell",
    "Decision",
    "FirstLegalAgent",
    "Game",
    "GameResult",
    "IllegalActionError",
    "ManastackError",
    "PassPriority",
    "PassingAgent",
    "PlayLand",
    "PlayerRef",
    "PluginError",
    "RandomAgent",
    "Rules",
    "ScenarioError",
    "Step",
    "UnknownCardError",
    "UnsupportedCardError",
    "Zone",
    "__version__",
    "hookimpl",
]
