"""The test kit (pytest-manastack, the pytest11 plugin ``pytest_manastack.fixtures``), tested
with pytester.

Each test writes a test module the way a plugin package would (no conftest) and
runs pytest on it in-process; fake installed distributions are written as
``*.dist-info`` directories on ``sys.path``.
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from pytest_manastack import PluginConformance  # noqa: F401

# The engine, the card reader and the suite are imported here, once: pytester's in-process
# runs drop the modules they import when they end, while the packages imported here
# (``manastack``, ``pytest_manastack``) keep the names they handed out; a run mixing those
# with freshly imported modules would hold two Zone (or KeywordDef) classes.
from manastack import Game, Rules, Table  # noqa: F401
from manastack.api import OracleCorpusSource
from manastack.loading.discovery import ENTRY_POINT_GROUP, KEYWORDS_GROUP
from manastack.loading.ruleset import clear_cache
from manastack_grammar.api import KeywordDef, grammar_of  # noqa: F401

# The reader's sentence modules are imported at the first card read: read one here, so that
# no pytester run is the first (its end would drop them and the next read register every
# sentence rule twice). Run alone, this file's tests would otherwise depend on another
# suite having read a card first.
Rules.load(enable=[], env={}).card("Shock")

pytest_plugins = ["pytester"]


@pytest.fixture(autouse=True)
def fresh_plugin_cache() -> object:
    clear_cache()
    yield
    clear_cache()


def install(root: Path, dist: str, plugins: dict[str, str],
            keywords: dict[str, tuple[str, ...]] | None = None) -> None:
    """A fake distribution ``dist`` declaring plugins (name -> module source) and the keywords
    of each (name -> keywords, the group ``manastack.keywords``)."""
    info = root / f"{dist.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    lines = [f"[{ENTRY_POINT_GROUP}]"]
    for name, source in plugins.items():
        (root / f"kit_{name}.py").write_text(textwrap.dedent(source))
        lines.append(f"{name} = kit_{name}")
    if keywords:
        lines.append(f"[{KEYWORDS_GROUP}]")
        lines += [f"{keyword} = kit_{name}" for name, words in keywords.items() for keyword in words]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")


GOOD = """
    from manastack import hookimpl

    @hookimpl
    def manastack_game_setup(game):
        game.state.notes["alpha"] = "set up"
"""
BOMB = "raise RuntimeError('bomb must never be imported')\n"


@pytest.fixture
def site(pytester: pytest.Pytester) -> Path:
    root = pytester.path / "site"
    root.mkdir()
    install(root, "kit-alpha", {"alpha": GOOD})
    install(root, "kit-bomb", {"bomb": BOMB})
    pytester.syspathinsert(root)
    return root


def test_the_kit_is_a_pytest11_entry_point_of_pytest_manastack() -> None:
    found = [ep for ep in importlib.metadata.entry_points(group="pytest11")
             if ep.value == "pytest_manastack.fixtures"]
    assert len(found) == 1
    assert found[0].dist is not None and found[0].dist.name == "pytest-manastack"


def test_the_pytest_plugin_module_imports_no_engine() -> None:
    """pytest imports ``pytest_manastack.fixtures`` in every run of an environment where the kit
    is installed: importing it loads neither the game engine nor the card vocabulary."""
    code = ("import sys, pytest_manastack, pytest_manastack.fixtures\n"
            "print(sorted(m for m in sys.modules if m.startswith(('manastack.engine', "
            "'manastack.model', 'manastack_grammar.'))))")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, check=True)
    assert done.stdout.strip() == "[]"


def test_a_plugin_package_needs_no_conftest(pytester: pytest.Pytester, site: Path) -> None:
    pytester.makepyfile(test_alpha="""
        import pytest

        @pytest.mark.plugins("alpha")
        def test_only_alpha(rules, game):
            # the kernel, the plugin named, and the base plugin: the card reader
            assert rules.ruleset.enabled == ("core", "alpha", "grammar")
            assert game.state.notes["alpha"] == "set up"

        def test_no_marker_means_kernel_and_base_plugins_only(rules):
            assert rules.ruleset.enabled == ("core", "grammar")

        @pytest.mark.plugins("alpha")
        def test_environment_is_ignored(table_factory, monkeypatch):
            monkeypatch.setenv("MANASTACK_PLUGINS", "bomb")
            monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "alpha")
            table = table_factory()
            assert table.game.rules.ruleset.enabled == ("core", "alpha", "grammar")

        def test_bomb_was_never_imported():
            import sys
            assert "kit_bomb" not in sys.modules
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=4)


def test_asking_for_a_plugin_that_fails_names_it(pytester: pytest.Pytester, site: Path) -> None:
    pytester.makepyfile(test_bomb="""
        import pytest

        @pytest.mark.plugins("bomb")
        def test_bomb(table):
            pass

        @pytest.mark.plugins("alhpa")
        def test_typo(table):
            pass
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(errors=2)
    result.stdout.fnmatch_lines([
        "*plugin 'bomb' (kit-bomb 1.0) could not be imported*bomb must never be imported*",
        # other installed plugins (the built-in keywords: affinity sorts before alpha,
        # annihilator before bomb) may stand between them
        "*unknown plugin 'alhpa'*did you mean 'alhpa' -> 'alpha'*installed plugins: *alpha, *bomb,"
        "*core*",
    ])


PACKAGE = """
[project]
name = "kit-{name}"
version = "1.0"

[project.entry-points."manastack.plugins"]
{name} = "kit_{name}"
"""


def test_another_plugin_not_installed_skips_the_test(pytester: pytest.Pytester, site: Path) -> None:
    """In a plugin package's tests (its pyproject.toml declares the plugin ``alpha``), a test
    that needs another plugin that is not installed is skipped, saying which; one that
    needs an installed plugin runs."""
    pytester.makefile(".toml", pyproject=PACKAGE.format(name="alpha"))
    pytester.makepyfile(test_alpha="""
        import pytest

        @pytest.mark.plugins("alpha", "ghost")
        def test_with_ghost(table):
            raise AssertionError("never run")

        @pytest.mark.plugins("alpha", "ghost, spook")
        def test_without_fixtures():
            raise AssertionError("never run")

        @pytest.mark.plugins("alpha", installed=["ghost"])
        def test_ghost_installed_not_enabled(rules):
            raise AssertionError("never run")

        @pytest.mark.plugins("alpha", installed=["bomb"])
        def test_bomb_installed_not_enabled(rules):
            assert rules.ruleset.enabled == ("core", "alpha", "grammar")
            assert "bomb" in {p.name for p in rules.ruleset.plugins}

        @pytest.mark.plugins("alpha", "ghost", extra={"ghost": object()})
        def test_in_process_is_there(rules):
            assert "ghost" in rules.ruleset.enabled
    """)
    result = pytester.runpytest("-p", "no:cacheprovider", "-rs")
    result.assert_outcomes(passed=2, skipped=3)
    result.stdout.fnmatch_lines_random([
        "SKIPPED*test_alpha.py:3: needs the plugin 'ghost', which is not installed",
        "SKIPPED*test_alpha.py:7: needs the plugins 'ghost', 'spook', which are not installed",
        "SKIPPED*test_alpha.py:11: needs the plugin 'ghost', which is not installed",
    ])


def test_the_package_s_own_plugin_missing_fails(pytester: pytest.Pytester, site: Path) -> None:
    """A plugin the package under test declares must be installed: its absence (a broken
    install) fails the test, never skips it, even when another plugin is missing too."""
    pytester.makefile(".toml", pyproject=PACKAGE.format(name="mine"))
    pytester.makepyfile(test_mine="""
        import pytest

        @pytest.mark.plugins("mine")
        def test_mine(table):
            pass

        @pytest.mark.plugins("ghost", "mine")
        def test_mine_and_ghost(table):
            pass
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(errors=2)
    result.stdout.fnmatch_lines(["*plugin 'mine' is declared by *pyproject.toml but is not "
                                 "installed: install that package*"])


@pytest.mark.parametrize("pyproject", [None, '[project]\nname = "kit-tests"\nversion = "1.0"\n'])
def test_outside_a_plugin_package_nothing_is_skipped(pytester: pytest.Pytester, site: Path,
                                                     pyproject: str | None) -> None:
    """Tests that are no plugin package's (no pyproject.toml, or one declaring no plugin)
    need every plugin they name: a missing one is an error."""
    if pyproject is not None:
        pytester.makefile(".toml", pyproject=pyproject)
    pytester.makepyfile(test_ghost="""
        import pytest

        @pytest.mark.plugins("alpha", "ghost")
        def test_ghost(table):
            pass
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*unknown plugin 'ghost'*"])


def test_building_positions_by_name(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_build="""
        from manastack import Step, Zone

        def test_every_zone_of_every_player(table):
            table.hand(1, "Shock", "Shock")
            table.library(1, "Forest", "Island")
            table.graveyard(1, "Lightning Bolt", counters={"time": 1})
            table.exile(0, "Divination")
            table.command(1, "Memnite")
            table.battlefield(1, "Grizzly Bears", tapped=True, counters={"+1/+1": 2})
            table.battlefield(0, "Savannah Lions", sick=True)
            table.battlefield(0, "Hill Giant")
            assert table.names(Zone.HAND, 1) == ["Shock", "Shock"]
            assert table.names(Zone.LIBRARY, 1) == ["Forest", "Island"]
            table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 1)
            table.assert_counters("Lightning Bolt", "time", 1, zone=Zone.GRAVEYARD)
            table.assert_zone("Divination", "exile")
            table.assert_zone("Memnite", Zone.COMMAND)
            table.assert_tapped("Grizzly Bears")
            table.assert_tapped("Hill Giant", False)
            table.assert_counters("Grizzly Bears", "+1/+1", 2)
            assert table.power("Grizzly Bears") == 4
            game = table.game
            assert game.summoning_sick(table.find("Savannah Lions").id)
            assert not game.summoning_sick(table.find("Hill Giant").id)

        def test_turn_step_and_active_player(table_factory):
            table = table_factory(step=Step.END, active=1, turn=4)
            decision = table.game.pending()
            t = table.game.turn
            assert (t.number, t.step, t.active, decision.player) == (4, Step.END, 1, 1)
            table.set_turn(active=0, step=Step.UPKEEP, turn=5)
            assert table.game.pending().player == 0 and table.game.turn.step is Step.UPKEEP

        def test_life_and_log(table):
            table.lands(0, "Mountain", 1)
            table.hand(0, "Shock")
            table.cast("Shock", targets=["Bob"])
            table.resolve()
            table.assert_life(1, 18)
            table.assert_logged(rule="601.2i", contains="casts Shock")
            table.assert_not_logged(contains="Lightning Bolt")
            table.assert_not_zone("Shock", Zone.HAND, 0)
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)


def test_scripted_decisions(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_script="""
        from manastack import Step, Zone

        def test_discard_chosen_by_name(table):
            table.hand(0, *["Forest"] * 7, "Island", "Shock")
            table.library(1, "Island")
            table.answer("discard", "Shock", "Island")
            table.go_to(Step.UPKEEP, turn=2)
            assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Island", "Shock"]

        def test_opponent_answer_is_theirs(table):
            table.answer("pick", "b", player=1)
            game = table.game
            assert game.decide(kind="pick", player=0, prompt="P", options=("a", "b")) == ("a",)
            assert game.decide(kind="pick", player=1, prompt="P", options=("a", "b")) == ("b",)

        def test_targets_by_name(table):
            table.lands(0, "Mountain", 1)
            table.battlefield(1, "Savannah Lions")
            table.hand(0, "Shock")
            table.cast("Shock", targets=["Savannah Lions"])
            table.resolve()
            table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)

        def test_mana_in_the_pool_pays(table):
            table.hand(0, "Lightning Bolt")
            table.mana(0, "R")
            table.cast("Lightning Bolt", targets=["Bob"])
            table.resolve()
            table.assert_life(1, 17)

        def test_every_decision_of_a_kind_answered_and_recorded(table):
            from manastack.driver import by_label, by_name

            table.hand(0, *["Forest"] * 7, "Island", "Shock")
            table.library(0, "Island", "Island")
            table.library(1, "Island", "Island")
            seen = table.on_decision("discard", by_name("Shock", "Island"))
            table.go_to(Step.UPKEEP, turn=2)
            assert [d.kind for d in seen] == ["discard"]
            assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Island", "Shock"]
            everything = table.on_decision(player=1)  # recorded, answered as before
            game = table.game
            assert game.decide(kind="pick", player=1, prompt="P", options=("a", "b")) == ("a",)
            assert [d.kind for d in everything] == ["pick"]
            table.on_decision("pick", by_label("second"), player=1)
            assert game.decide(kind="pick", player=1, prompt="P", options=("a", "b"),
                               labels=("first", "second")) == ("b",)
            assert len(everything) == 1  # the newer answerer takes the picks now
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=5)


def test_assertions_fail_with_a_useful_message(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_fail="""
        from manastack import Zone

        def test_zone(table):
            table.hand(0, "Shock")
            table.assert_zone("Shock", Zone.GRAVEYARD)

        def test_life(table):
            table.assert_life(1, 17)

        def test_counters(table):
            table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
            table.assert_counters("Grizzly Bears", "+1/+1", 3)

        def test_logged(table):
            table.assert_logged(rule="702.34a")

        def test_illegal_that_is_legal(table):
            table.hand(0, "Forest")
            table.assert_illegal(table.play, "Forest")

        def test_illegal_with_the_wrong_rule(table):
            table.hand(0, "Shock")
            table.assert_illegal(table.cast, "Shock", rule="999")
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=6)
    result.stdout.fnmatch_lines_random([
        "*Shock is not in graveyard: graveyard holds []*",
        "*Bob has 20 life, expected 17*",
        "*Grizzly Bears#* has 1 +1/+1 counter(s), expected 3*",
        "*no event with rule='702.34a'*",
        "*play was allowed*",
        "*cited CR '*', expected '999'*",
    ])


def test_unknown_card_in_a_test_names_the_closest(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_typo="""
        def test_typo(table):
            table.hand(0, "Lightnig Bolt")
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'*"])


def test_in_process_plugins_through_the_marker(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_extra="""
        import pytest
        from manastack import hookimpl
        from pytest_manastack import plugin

        @hookimpl
        def manastack_game_setup(game):
            game.state.notes["mine"] = True

        MINE = plugin(manastack_game_setup=manastack_game_setup)

        @pytest.mark.plugins(extra={"mine": MINE})
        def test_mine(game):
            assert game.rules.ruleset.enabled == ("core", "grammar", "mine")
            assert game.state.notes["mine"] is True
    """)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


MINI_POOL = """
[[card]]
name = "Mini Bear"
mana_cost = "{1}{G}"
type = "Creature — Bear"
power = "2"
toughness = "2"

[[card]]
name = "Mini Bolt"
mana_cost = "{R}"
type = "Instant"
text = "Mini Bolt deals 3 damage to any target."
"""

MINI_PLUGIN = """
    from pathlib import Path
    from manastack.api import TomlCardSource, hookimpl
    from pytest_manastack import PluginConformance, plugin

    @hookimpl
    def manastack_register_card_sources():
        return [TomlCardSource("mini", Path(__file__).with_name("mini.toml"))]

    def make_plugin(**more):
        return plugin(manastack_register_card_sources=manastack_register_card_sources, **more)
"""


def _mini_suite(pytester: pytest.Pytester, **settings: object) -> None:
    """The mini plugin's pool and a conformance suite of it, with ``settings`` as class
    attributes."""
    pytester.makefile(".toml", mini=MINI_POOL)
    lines = "".join(f"    {name} = {value!r}\n" for name, value in settings.items())
    pytester.makepyfile(test_mini=textwrap.dedent(MINI_PLUGIN) + textwrap.dedent("""
        class TestMini(PluginConformance):
            plugin = "mini"
            extra = {"mini": make_plugin()}
            keywords = ()
    """) + lines)


def test_the_conformance_suite_passes_a_sound_plugin(pytester: pytest.Pytester) -> None:
    _mini_suite(pytester, games=2, turns=8)
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=4, skipped=2)  # 'printed' and 'trigger_keyword' not declared
    result.stdout.fnmatch_lines(["*TestMini::test_conformance_survives_random_play PASSED*"])


def test_the_conformance_suite_checks_a_declared_printed_pool_and_trigger(
        pytester: pytest.Pytester) -> None:
    """``printed = True``: a pool card that is not the printed card fails; ``trigger_keyword``:
    a pool card without that keyword as one triggered ability fails (CR 603.5)."""
    _mini_suite(pytester, printed=True, trigger_keyword="mini-trigger")
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "printed or trigger")
    result.stdout.fnmatch_lines_random(["*Mini Bear: 0 'mini-trigger' triggered abilities*"])
    if OracleCorpusSource.default_path() is None:  # no corpus: the printed check is skipped
        result.assert_outcomes(failed=1, skipped=1)
    else:
        result.assert_outcomes(failed=2)
        result.stdout.fnmatch_lines_random(["*'Mini Bear' is not in the Oracle corpus*"])


def test_the_conformance_suite_catches_a_broken_plugin(pytester: pytest.Pytester) -> None:
    pytester.makefile(".toml", mini=MINI_POOL + """
[[card]]
name = "Mini Riddle"
mana_cost = "{G}"
type = "Sorcery"
text = "Mini Riddle frobnicates the gizmo."
""")
    pytester.makepyfile(test_mini=textwrap.dedent(MINI_PLUGIN) + textwrap.dedent("""
        @hookimpl
        def manastack_zone_changed(new):
            if new is not None and new.zone.value == "battlefield" and new.name == "Mini Bear":
                raise RuntimeError("bears are not allowed")

        class TestMini(PluginConformance):
            plugin = "mini"
            extra = {"mini": make_plugin(manastack_zone_changed=manastack_zone_changed)}
            keywords = ("mini-keyword",)
            cards = ("Mini Bear", "Mini Bolt", "Mini Riddle")
    """))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=3, skipped=2)
    result.stdout.fnmatch_lines_random([
        "*Mini Riddle: not understood*frobnicates*",
        "*plugin 'mini' (in-process) raised in manastack_zone_changed*bears are not allowed*",
        "*mini-keyword*",
    ])


def test_the_conformance_suite_keeps_the_unsupported_list_true(pytester: pytest.Pytester) -> None:
    """A card listed as not understood passes while it is not, and fails once it is (the
    list must then shrink); a card of another plugin's keyword named in ``other_keywords``
    counts as understood."""
    pytester.makefile(".toml", mini=MINI_POOL + """
[[card]]
name = "Mini Riddle"
mana_cost = "{G}"
type = "Sorcery"
text = "Mini Riddle frobnicates the gizmo."

[[card]]
name = "Mini Flier"
mana_cost = "{1}{R}"
type = "Creature — Bird"
power = "1"
toughness = "1"
text = "Haste"
""")
    pytester.makepyfile(test_mini=textwrap.dedent(MINI_PLUGIN) + textwrap.dedent("""
        class TestHonest(PluginConformance):
            plugin = "mini"
            extra = {"mini": make_plugin()}
            unsupported = ("Mini Riddle",)
            other_keywords = ("haste",)

        class TestStale(PluginConformance):
            plugin = "mini"
            extra = {"mini": make_plugin()}
            unsupported = ("Mini Riddle", "Mini Bolt")
            other_keywords = ("haste",)
    """))
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "understood")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*Mini Bolt: understood now; remove it from 'unsupported'*"])


GHOST_POOL = MINI_POOL + """
[[card]]
name = "Mini Ghost"
mana_cost = "{1}{U}"
type = "Creature — Spirit"
power = "1"
toughness = "1"
text = "Flying, ghoststrike"

[[card]]
name = "Mini Haunting"
mana_cost = "{U}"
type = "Instant"
text = "Target creature gains ghoststrike until end of turn."
"""


@pytest.mark.parametrize(("pool", "others", "outcome", "messages"), [
    # the keyword of a plugin that is not installed, named: understood
    (GHOST_POOL, ("Ghoststrike",), "passed", []),
    # not named: the reader doesn't know the word; the failure says what to do
    (GHOST_POOL, (), "failed", ["*Mini Ghost: not understood ?'Flying, ghoststrike'?*",
                                "*Mini Haunting: not understood*",
                                "*name that keyword in 'other_keywords'*"]),
    # any other sentence not understood still fails
    (GHOST_POOL + """
[[card]]
name = "Mini Ghoul"
mana_cost = "{B}"
type = "Creature — Zombie"
power = "1"
toughness = "1"
text = "Ghoststrike\\nMini Ghoul frobnicates the gizmo."
""", ("ghoststrike",), "failed", ["*Mini Ghoul: not understood*frobnicates*"]),
    # the list stays true: a keyword no card needs
    (MINI_POOL, ("ghoststrike",), "failed",
     ["*'other_keywords' names keywords no card of the pool needs: ?'ghoststrike'?*"]),
])
def test_the_conformance_suite_reads_cards_needing_a_plugin_not_installed(
        pytester: pytest.Pytester, pool: str, others: tuple[str, ...], outcome: str,
        messages: list[str]) -> None:
    """A pool card that lacks only the keyword of a plugin that is not installed, named in
    ``other_keywords``, is understood; any other sentence still fails the check."""
    pytester.makefile(".toml", mini=pool)
    pytester.makepyfile(test_mini=textwrap.dedent(MINI_PLUGIN) + textwrap.dedent(f"""
        class TestMini(PluginConformance):
            plugin = "mini"
            extra = {{"mini": make_plugin()}}
            other_keywords = {others!r}
    """))
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "understood")
    result.assert_outcomes(**{outcome: 1})
    result.stdout.fnmatch_lines_random(messages)
    assert not any("manastack-declared-" in p for p in sys.path)  # the declaration is gone


KEYWORD_PLUGIN = """
    from manastack.api import CardDef, MemoryCardSource, hookimpl
    from manastack_grammar.api import KeywordDef

    @hookimpl
    def manastack_register_card_sources():
        return [MemoryCardSource("kw", [CardDef(
            name="Kw Bear", mana_cost="{1}{G}", type_line="Creature — Bear", text="Kwstrike",
            power="2", toughness="2")])]
"""
TEACHES = """
    @hookimpl
    def manastack_register_keywords():
        return [KeywordDef(name="kwstrike", pattern="kwstrike")]
"""


@pytest.mark.parametrize(("teaches", "expected", "outcome", "message"), [
    (True, ("kwstrike",), "passed", None),
    (True, ("kwstrike", "kwblock"), "failed",  # (fnmatch patterns: no square brackets)
     "*declares keywords ?'kwstrike'? in its metadata (manastack.keywords), expected "
     "?'kwblock', 'kwstrike'?"),
    (False, ("kwstrike",), "failed",
     "*declares keywords ?'kwstrike'? in its metadata but registers no KeywordDef of that name*"),
])
def test_the_conformance_suite_checks_the_keywords_of_the_metadata(
        pytester: pytest.Pytester, teaches: bool, expected: tuple[str, ...], outcome: str,
        message: str | None) -> None:
    """The keywords a distribution declares (``manastack.keywords``) are those the suite is
    given, and the card reader knows each from that plugin (a ``KeywordDef`` it registers)."""
    root = pytester.path / "site"
    source = textwrap.dedent(KEYWORD_PLUGIN) + (textwrap.dedent(TEACHES) if teaches else "")
    install(root, "kit-kw", {"kw": source}, keywords={"kw": ("kwstrike",)})
    pytester.syspathinsert(root)
    pytester.makepyfile(test_kw=f"""
        from pytest_manastack import PluginConformance

        class TestKw(PluginConformance):
            plugin = "kw"
            keywords = {expected!r}
    """)
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "declares")
    result.assert_outcomes(**{outcome: 1})
    if message is not None:
        result.stdout.fnmatch_lines([message])


@pytest.mark.parametrize(("teaches", "others", "outcome", "message"), [
    (True, ("kwstrike",), "passed", None),
    # read with the plugin enabled: what it can't read fails, though it is installed
    (False, ("kwstrike",), "failed",
     "*Mini Kw: not understood (with 'kw' enabled) ?'Kwstrike'?*"),
    (True, (), "failed",
     "*Mini Kw: needs the keyword 'kwstrike' of the plugin 'kw', which 'other_keywords' "
     "doesn't name*"),
    (True, ("kwstrike", "mini"), "failed",
     "*'other_keywords' names keywords no card of the pool needs: ?'mini'?*"),
])
def test_the_conformance_suite_reads_cards_with_the_installed_plugins_they_use(
        pytester: pytest.Pytester, teaches: bool, others: tuple[str, ...], outcome: str,
        message: str | None) -> None:
    """A pool card needing the keyword of another installed plugin is read with that plugin
    enabled, and must be understood so."""
    root = pytester.path / "site"
    source = textwrap.dedent(KEYWORD_PLUGIN) + (textwrap.dedent(TEACHES) if teaches else "")
    install(root, "kit-kw", {"kw": source}, keywords={"kw": ("kwstrike",)})
    pytester.syspathinsert(root)
    pytester.makefile(".toml", mini=MINI_POOL + """
[[card]]
name = "Mini Kw"
mana_cost = "{1}{G}"
type = "Creature — Bear"
power = "2"
toughness = "2"
text = "Kwstrike"
""")
    pytester.makepyfile(test_mini=textwrap.dedent(MINI_PLUGIN) + textwrap.dedent(f"""
        class TestMini(PluginConformance):
            plugin = "mini"
            extra = {{"mini": make_plugin()}}
            other_keywords = {others!r}
    """))
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "understood")
    result.assert_outcomes(**{outcome: 1})
    if message is not None:
        result.stdout.fnmatch_lines([message])


def test_other_keywords_are_never_the_plugin_s_own(pytester: pytest.Pytester) -> None:
    root = pytester.path / "site"
    install(root, "kit-kw", {"kw": textwrap.dedent(KEYWORD_PLUGIN) + textwrap.dedent(TEACHES)},
            keywords={"kw": ("kwstrike",)})
    pytester.syspathinsert(root)
    pytester.makepyfile(test_kw="""
        from pytest_manastack import PluginConformance

        class TestKw(PluginConformance):
            plugin = "kw"
            other_keywords = ("kwstrike",)
    """)
    result = pytester.runpytest("-p", "no:cacheprovider", "-k", "understood")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*'other_keywords' names keywords of the plugin under test: "
                                 "?'kwstrike'?*"])


def test_a_card_no_pool_has_is_compiled_by_the_rules(table: Any) -> None:
    from manastack.errors import UnsupportedCardError

    martyr = table.card("Martyr", "Creature — Cleric", "When ~ dies, you gain 2 life.", "{W}",
                        "1", "1")
    (obj,) = table.battlefield(0, martyr)
    table.game.destroy(obj.id)
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 22)
    with pytest.raises(UnsupportedCardError, match="frobnicates"):
        table.card("Riddle", "Sorcery", "Riddle frobnicates the gizmo.", "{G}")
