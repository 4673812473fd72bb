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

from typing import TYPE_CHECKING

from manastack._lazy import lazy_names

if TYPE_CHECKING:
    from manastack.driver import Driver, Table, by_label, by_name, is_called
    from manastack.engine.game import Game
    from manastack.engine.positions import PositionError
    from manastack.errors import (
        CardDataError,
        IllegalActionError,
        IllegalAnswerError,
        ManastackError,
        PluginCrashError,
        PluginError,
        ScenarioError,
        UnknownCardError,
        UnsupportedCardError,
        not_utf8,
        quoted,
        shortened,
    )
    from manastack.hookspecs import hookimpl
    from manastack.loading.rules import Rules
    from manastack.model.actions import ActivateAbility, ActivateMana, CastSpell, PassPriority, PlayLand
    from manastack.model.decisions import (
        Answer,
        CallbackAgent,
        Decision,
        FirstLegalAgent,
        PassingAgent,
        RandomAgent,
    )
    from manastack.model.greedy import GreedyAgent
    from manastack.model.objects import PlayerRef, Zone
    from manastack.model.state import GameResult
    from manastack.model.turns import Step

# The names above are imported on first use (PEP 562): ``import manastack`` alone, or
# ``from manastack import hookimpl`` in a plugin, must not build the whole kernel
# (start-up time, benchmarks/README.md).
_LAZY = {
    "Answer": "model.decisions", "CallbackAgent": "model.decisions", "Decision": "model.decisions",
    "FirstLegalAgent": "model.decisions", "PassingAgent": "model.decisions", "RandomAgent": "model.decisions",
    "GreedyAgent": "model.greedy", "IllegalAnswerError": "errors",
    "CardDataError": "errors", "IllegalActionError": "errors", "ManastackError": "errors",
    "PluginCrashError": "errors", "PluginError": "errors", "ScenarioError": "errors",
    "UnknownCardError": "errors", "quoted": "errors", "shortened": "errors",
    "not_utf8": "errors",
    "PositionError": "engine.positions",
    "UnsupportedCardError": "errors",
    "Game": "engine.game", "GameResult": "model.state",
    "PlayerRef": "model.objects", "Zone": "model.objects",
    "hookimpl": "hookspecs",
    "Driver": "driver", "Table": "driver", "by_label": "driver", "by_name": "driver",
    "is_called": "driver",
    "Rules": "loading.rules",
    "ActivateAbility": "model.actions", "ActivateMana": "model.actions", "CastSpell": "model.actions",
    "PassPriority": "model.actions", "PlayLand": "model.actions", "Step": "model.turns",
}


__getattr__, __dir__ = lazy_names(__name__, {name: f"manastack.{module}"
                                               for name, module in _LAZY.items()})


__version__ = "0.1.0"

__all__ = [
    "ActivateAbility",
    "ActivateMana",
    "Answer",
    "CallbackAgent",
    "CardDataError",
    "CastSpell",
    "Decision",
    "Driver",
    "FirstLegalAgent",
    "Game",
    "GameResult",
    "GreedyAgent",
    "IllegalActionError",
    "IllegalAnswerError",
    "ManastackError",
    "PassPriority",
    "PassingAgent",
    "PlayLand",
    "PlayerRef",
    "PluginCrashError",
    "PluginError",
    "PositionError",
    "RandomAgent",
    "Rules",
    "ScenarioError",
    "Step",
    "Table",
    "UnknownCardError",
    "UnsupportedCardError",
    "Zone",
    "__version__",
    "by_label",
    "by_name",
    "hookimpl",
    "is_called",
    "not_utf8",
    "quoted",
    "shortened",
]
