"""What loading the rules imports: the registries, not the game engine nor the card vocabulary.

``Rules.load()`` reads plugins' registrations (keywords, sentences, card sources); the
engine's modules (game, turns, casting, layers, zones, triggers...) are imported by the
first game, and the vocabulary card text is made of (abilities, effects, costs, objects,
the oracle reader) and each plugin's ``keyword`` module by the first card read
(benchmarks/README.md "Start-up", docs/decisions.rst, docs/plugin-guide.rst)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ENGINE = ("manastack.engine.game", "manastack.engine.turns", "manastack.engine.casting",
          "manastack.engine.payment", "manastack.engine.layers", "manastack.engine.zones",
          "manastack.engine.triggers", "manastack.model.decisions", "manastack.engine.combat",
          "manastack.engine.sba",
          # and the vocabulary card text is made of (imported through effects and costs)
          "manastack.instructions.zone_changes", "manastack.model.cost_parts")


VOCABULARY = ("manastack.model.abilities", "manastack_grammar.reader", "manastack.model.effects",
              "manastack.model.objects", "manastack.model.mana", "manastack.model.costs",
              "manastack.model.filters", "manastack.model.typeline")


def _fresh(code: str, cache: Path) -> list[str]:
    """The engine modules imported by ``code`` in a fresh interpreter, as after a first run
    (bytecode written by a warm-up)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(cache)
    program = (f"import sys\nENGINE = {ENGINE!r}\n{code}\n"
               "print(' '.join(sorted(m for m in ENGINE if m in sys.modules)))")
    for _ in range(2):  # the first run writes the bytecode
        out = subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                             text=True, check=True).stdout.split()
    return out


def test_loading_the_rules_with_every_plugin_imports_no_engine_module(tmp_path: Path) -> None:
    assert _fresh("import manastack\nrules = manastack.Rules.load()\n"
                  "assert len(rules.ruleset.enabled) >= 9, rules.ruleset.enabled",
                  tmp_path) == []


#: The card reader's light modules: the values plugins register, the hooks it adds, and its
#: declared API (names imported on first use), which plugins' entry modules import.
READER_REGISTRIES = ("manastack_grammar.registration", "manastack_grammar.hookspecs",
                     "manastack_grammar.api")


def test_loading_the_rules_with_every_plugin_imports_no_card_vocabulary(tmp_path: Path) -> None:
    # nor any module of a plugin package but its entry module (keyword.py, per-card scripts)
    assert _fresh("import manastack\nrules = manastack.Rules.load()\n"
                  "assert len(rules.ruleset.enabled) >= 9, rules.ruleset.enabled\n"
                  f"ENGINE = {VOCABULARY!r} + tuple(m for m in sys.modules\n"
                  f"    if m.startswith('manastack_') and '.' in m and m not in {READER_REGISTRIES!r})",
                  tmp_path) == []


def test_a_plugin_module_is_imported_by_the_first_card_that_needs_it(tmp_path: Path) -> None:
    assert _fresh("import manastack\nrules = manastack.Rules.load()\n"
                  "assert rules.card('Think Twice').playable\n"
                  "ENGINE = ('manastack_flashback.keyword', 'manastack_escape.keyword',\n"
                  "          'manastack.model.abilities', 'manastack_grammar.reader')",
                  tmp_path) == ["manastack.model.abilities", "manastack_flashback.keyword",
                                "manastack_grammar.reader"]


def test_a_game_imports_the_engine(tmp_path: Path) -> None:
    loaded = _fresh(
        "import manastack\nrules = manastack.Rules.load()\n"
        "deck = ['Mountain'] * 20 + ['Lightning Bolt'] * 20\n"
        "game = manastack.Game.from_decks(rules, [deck, deck], seed=1,\n"
        "    agents=[manastack.RandomAgent(), manastack.RandomAgent()])\n"
        "game.run(max_turns=3)", tmp_path)
    assert {"manastack.engine.game", "manastack.engine.turns", "manastack.engine.casting",
            "manastack.engine.layers", "manastack.engine.zones",
            "manastack.instructions.zone_changes", "manastack.model.cost_parts"} <= set(loaded)


def test_loading_the_rules_reads_no_distribution_metadata() -> None:
    """A plugin's distribution name and version (its ``METADATA`` file, parsed as an e-mail
    message) are read only when an error or a listing names the plugin: reading them for
    every plugin cost start-up ~35 ms with 150 plugins (benchmarks/README.md "Start-up")."""
    from manastack.loading import discovery
    from manastack.loading.rules import Rules
    from manastack.loading.ruleset import clear_cache

    read: list[object] = []
    metadata = discovery._metadata

    def reading(dist: object) -> tuple[str | None, str | None]:
        read.append(dist)
        return metadata(dist)

    clear_cache()
    discovery._metadata = reading  # type: ignore[assignment]
    try:
        rules = Rules.load(env={})
        assert len(rules.ruleset.enabled) >= 9
        assert read == []
        assert rules.ruleset.label(rules.ruleset.enabled[-1])  # asked: read then
        assert read
    finally:
        discovery._metadata = metadata
        clear_cache()
