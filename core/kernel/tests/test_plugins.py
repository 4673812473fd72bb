"""Plugin discovery, selection and dispatch (manastack.plugins), with real entry points.

Each test builds throw-away distributions (a ``*.dist-info`` directory and a
plugin module) in ``tmp_path``, and sees only those: ``sys.path`` is reduced
to ``tmp_path`` and the standard library, so installed plugins don't interfere.
"""

from __future__ import annotations

import sys
import sysconfig
import textwrap
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pluggy
import pytest
from pytest_manastack import plugin as plugin_of

from manastack.errors import BrokenPluginsError, IllegalActionError, PluginError
from manastack.hookspecs import hookimpl
from manastack.loading.discovery import (
    BASE_GROUP,
    CORE_PLUGIN,
    ENTRY_POINT_GROUP,
    KEYWORDS_GROUP,
    discover,
)
from manastack.loading.ruleset import (
    PROJECT,
    RuleSet,
    _PluginManager,
    clear_cache,
    describe_plugins,
    load_rules,
)
from manastack.loading.selection import _load_object

HEADER = "from manastack import hookimpl\n"
RAISES_ON_IMPORT = "raise RuntimeError('this module must never be imported')\n"


class Source(str):
    """A plugin module's source, with the keywords its distribution declares for it."""

    keywords: tuple[str, ...] = ()


def keyword_plugin(*names: str, requires: tuple[str, ...] = ()) -> Source:
    """Source of a plugin module whose distribution declares ``names`` as its keywords
    (entry-point group ``manastack.keywords``)."""
    source = Source(HEADER + f"MANASTACK_REQUIRES = {requires!r}\n")
    source.keywords = names
    return source


class Dists:
    """Builds distributions in a directory that is on sys.path."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.count = 0

    def add(self, dist: str, plugins: dict[str, str], version: str = "0.1", *,
            base: bool = False) -> None:
        """Install ``dist``: each plugin name -> source of its own module (``base``: in the
        group of base plugins); a :class:`Source`'s keywords are declared too."""
        self.count += 1
        info = self.root / f"{dist.replace('-', '_')}-{version}.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
        lines = [f"[{BASE_GROUP if base else ENTRY_POINT_GROUP}]"]
        keywords = [f"[{KEYWORDS_GROUP}]"]
        for name, source in plugins.items():
            module = self.module(name)
            (self.root / f"{module}.py").write_text(source)
            lines.append(f"{name} = {module}")
            keywords.extend(f"{k} = {module}" for k in getattr(source, "keywords", ()))
        text = "\n".join(lines) + "\n"
        if len(keywords) > 1:
            text += "\n" + "\n".join(keywords) + "\n"
        (info / "entry_points.txt").write_text(text)
        clear_cache()

    def module(self, name: str) -> str:
        return f"mstest_{name}"


@pytest.fixture
def dists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Dists]:
    stdlib = {sysconfig.get_path("stdlib"), sysconfig.get_path("platstdlib")}
    dynload = tuple(s + "/lib-dynload" for s in stdlib)
    kept = [p for p in sys.path if p in stdlib or p.startswith(dynload) or p.endswith(".zip")]
    monkeypatch.setattr(sys, "path", [str(tmp_path), *kept])
    before = set(sys.modules)
    clear_cache()
    yield Dists(tmp_path)
    for name in set(sys.modules) - before:
        if name.startswith("mstest_"):
            del sys.modules[name]
    clear_cache()


def load(**kwargs: Any) -> RuleSet:
    """load_rules with an empty environment unless the test gives one."""
    kwargs.setdefault("env", {})
    return load_rules(**kwargs)


def info(rules: RuleSet, name: str) -> Any:
    return next(p for p in rules.plugins if p.name == name)


class Core:
    """A stand-in for the kernel's own plugin."""

    @hookimpl
    def manastack_ignores_summoning_sickness(self, obj: Any) -> bool | None:
        return None


# --------------------------------------------------------------------------
# Discovery
# --------------------------------------------------------------------------


def test_discover_reads_entry_points_without_importing(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": RAISES_ON_IMPORT}, version="1.2")
    dists.add("acme-rules", {"earthbend": RAISES_ON_IMPORT, "delve": RAISES_ON_IMPORT})

    found = discover()

    assert [(p.name, p.value, p.distribution, p.version) for p in found] == [
        ("delve", "mstest_delve", "acme-rules", "0.1"),
        ("earthbend", "mstest_earthbend", "acme-rules", "0.1"),
        ("haste", "mstest_haste", "manastack-haste", "1.2"),
    ]
    assert not any(name.startswith("mstest_") for name in sys.modules)


def test_a_zip_on_sys_path_is_read_by_importlib_metadata(dists: Dists) -> None:
    import zipfile

    archive = dists.root / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped_rules-3.0.dist-info/METADATA", "Name: zipped-rules\nVersion: 3.0\n")
        z.writestr("zipped_rules-3.0.dist-info/entry_points.txt",
                   f"[{ENTRY_POINT_GROUP}]\nzipped = mstest_zipped\n")
    sys.path.append(str(archive))
    clear_cache()

    assert ("zipped", "mstest_zipped", "zipped-rules", "3.0") in [
        (p.name, p.value, p.distribution, p.version) for p in discover()]


def test_a_malformed_entry_points_file_names_its_distribution(dists: Dists) -> None:
    dists.add("acme-rules", {"delve": HEADER})
    bad = dists.root / "acme_rules-0.1.dist-info" / "entry_points.txt"
    bad.write_text(f"[{ENTRY_POINT_GROUP}]\ndelve = mstest_delve\njust words\n")
    clear_cache()
    with pytest.raises(PluginError, match=r"the distribution acme-rules 0.1 declares malformed "
                                          r"entry points \(its entry_points.txt\)"):
        discover()


def test_entry_point_values_name_modules_and_attributes(dists: Dists) -> None:
    (dists.root / "mstest_obj.py").write_text("class plugin:\n    obj = 42\n")
    assert _load_object("mstest_obj:plugin.obj [extra]") == 42
    assert _load_object(" mstest_obj ").__name__ == "mstest_obj"  # type: ignore[attr-defined]


def test_one_name_in_two_distributions_names_both(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": HEADER})
    info_dir = dists.root / "other_haste-0.2.dist-info"
    info_dir.mkdir()
    (info_dir / "METADATA").write_text("Metadata-Version: 2.1\nName: other-haste\nVersion: 0.2\n")
    (info_dir / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nhaste = mstest_haste\n")
    clear_cache()

    with pytest.raises(PluginError, match="'haste'") as caught:
        discover()
    assert "manastack-haste" in str(caught.value)
    assert "other-haste" in str(caught.value)
    with pytest.raises(PluginError, match="two distributions"):
        load()


def test_core_is_a_reserved_name(dists: Dists) -> None:
    dists.add("sneaky", {"core": HEADER})
    with pytest.raises(PluginError, match="sneaky declares a plugin named 'core'"):
        load()
    with pytest.raises(PluginError, match="reserved"):
        load(use_entry_points=False, extra={"core": Core()})


# --------------------------------------------------------------------------
# Selection
# --------------------------------------------------------------------------


def test_default_enables_every_installed_plugin(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})

    rules = load(core=Core())

    assert rules.enabled == ("core", "delve", "haste")
    assert [p.name for p in rules.plugins] == ["core", "delve", "haste"]
    assert info(rules, "haste").reason == "enabled (default: all installed)"
    assert info(rules, "core").enabled
    assert rules.is_enabled("delve") and rules.is_enabled(CORE_PLUGIN)


def test_allow_list_argument_never_imports_the_others(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("broken", {"broken": RAISES_ON_IMPORT})

    rules = load(enable=[" haste "])

    assert rules.enabled == ("haste",)
    assert not rules.is_enabled("broken")
    assert info(rules, "broken").reason == "not in the allow list (enable=)"
    assert info(rules, "broken").enabled is False
    assert "mstest_broken" not in sys.modules


def test_allow_list_from_environment(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})
    dists.add("broken", {"broken": RAISES_ON_IMPORT})

    rules = load(env={"MANASTACK_PLUGINS": " delve, ,haste,"})

    assert rules.enabled == ("delve", "haste")
    assert info(rules, "broken").reason == "not in the allow list (MANASTACK_PLUGINS)"
    assert info(rules, "haste").reason == "enabled (allow list: MANASTACK_PLUGINS)"


def test_empty_allow_list_means_core_only(dists: Dists) -> None:
    dists.add("broken", {"broken": RAISES_ON_IMPORT})
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})

    rules = load(env={"MANASTACK_PLUGINS": ""}, core=Core())
    assert rules.enabled == ("core",)
    assert load(enable=[], core=Core()).enabled == ("core",)
    assert load(enable=["core"], core=Core()).enabled == ("core",)
    assert "mstest_broken" not in sys.modules


def test_block_list_is_the_union_of_argument_and_environment(dists: Dists) -> None:
    dists.add("broken-a", {"a": RAISES_ON_IMPORT})
    dists.add("broken-b", {"b": RAISES_ON_IMPORT})
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})

    rules = load(disable=["a"], env={"MANASTACK_DISABLE_PLUGINS": " b "})

    assert rules.enabled == ("haste",)
    assert info(rules, "a").reason == "blocked by disable="
    assert info(rules, "b").reason == "blocked by MANASTACK_DISABLE_PLUGINS"
    both = load(disable=["a", "b"], env={"MANASTACK_DISABLE_PLUGINS": "b"})
    assert info(both, "b").reason == "blocked by disable= and MANASTACK_DISABLE_PLUGINS"
    assert "mstest_a" not in sys.modules and "mstest_b" not in sys.modules


def test_explicit_arguments_win_over_the_environment(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})

    # enable= replaces MANASTACK_PLUGINS
    assert load(enable=["delve"], env={"MANASTACK_PLUGINS": "haste"}).enabled == ("delve",)
    # enable= overrides MANASTACK_DISABLE_PLUGINS, visibly
    rules = load(enable=["haste"], env={"MANASTACK_DISABLE_PLUGINS": "haste"})
    assert rules.enabled == ("haste",)
    assert rules.notes == ("haste enabled: enable= overrides MANASTACK_DISABLE_PLUGINS",)
    # disable= overrides MANASTACK_PLUGINS
    rules = load(disable=["haste"], env={"MANASTACK_PLUGINS": "haste,delve"})
    assert rules.enabled == ("delve",)
    assert info(rules, "haste").reason == "blocked by disable= (overrides MANASTACK_PLUGINS)"


def test_contradiction_at_one_level_is_an_error(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})

    with pytest.raises(PluginError, match=r"'haste' is both enabled \(enable=\) and disabled "
                                          r"\(disable=\)"):
        load(enable=["haste"], disable=["haste"])
    env = {"MANASTACK_PLUGINS": "haste", "MANASTACK_DISABLE_PLUGINS": "haste"}
    with pytest.raises(PluginError, match=r"both enabled \(MANASTACK_PLUGINS\) and disabled "
                                          r"\(MANASTACK_DISABLE_PLUGINS\)"):
        load(env=env)


@pytest.mark.parametrize(
    ("kwargs", "source"),
    [
        ({"enable": ["hste"]}, "enable="),
        ({"disable": ["hste"]}, "disable="),
        ({"env": {"MANASTACK_PLUGINS": "delve,hste"}}, "MANASTACK_PLUGINS"),
        ({"env": {"MANASTACK_DISABLE_PLUGINS": "hste"}}, "MANASTACK_DISABLE_PLUGINS"),
    ],
)
def test_unknown_names_list_the_installed_plugins(
    dists: Dists, kwargs: dict[str, Any], source: str
) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})

    with pytest.raises(PluginError) as caught:
        load(**kwargs)
    message = str(caught.value)
    assert f"unknown plugin 'hste' in {source}" in message
    assert "did you mean 'hste' -> 'haste'?" in message
    assert message.endswith("installed plugins: core, delve, haste")


def test_core_cannot_be_disabled(dists: Dists) -> None:
    with pytest.raises(PluginError, match=r"'core' plugin .* can't be disabled; remove it from "
                                          r"MANASTACK_DISABLE_PLUGINS"):
        load(env={"MANASTACK_DISABLE_PLUGINS": "core"}, core=Core())
    with pytest.raises(PluginError, match="can't be disabled; remove it from disable="):
        load(disable=["core"])


# --------------------------------------------------------------------------
# Dependencies
# --------------------------------------------------------------------------


def test_dependency_is_pulled_in_with_a_note(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-earthbend", {"earthbend": keyword_plugin("earthbend",
                                                                  requires=("haste", "core"))})
    dists.add("broken", {"broken": RAISES_ON_IMPORT})

    rules = load(enable=["earthbend"])

    assert rules.enabled == ("earthbend", "haste")
    assert rules.notes == ("haste enabled: needed by earthbend",)
    assert info(rules, "haste").reason == "pulled in: needed by earthbend"
    assert info(rules, "earthbend").requires == ("haste", "core")
    assert "mstest_broken" not in sys.modules


def test_transitive_dependencies(dists: Dists) -> None:
    dists.add("pkg", {
        "a": keyword_plugin("ka", requires=("b",)),
        "b": keyword_plugin("kb", requires=("c",)),
        "c": keyword_plugin("kc"),
    })
    rules = load(enable=["a"])
    assert rules.enabled == ("a", "b", "c")
    assert rules.notes == ("b enabled: needed by a", "c enabled: needed by b")


def test_blocked_dependency_names_both_plugins(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-earthbend", {"earthbend": keyword_plugin("earthbend",
                                                                  requires=("haste",))})

    with pytest.raises(PluginError) as caught:
        load(env={"MANASTACK_DISABLE_PLUGINS": "haste"})
    assert str(caught.value) == (
        "earthbend needs haste, which is disabled (MANASTACK_DISABLE_PLUGINS)"
    )
    with pytest.raises(PluginError, match=r"earthbend needs haste, which is disabled \(disable=\)"):
        load(enable=["earthbend"], disable=["haste"])
    # an explicit enable= of the need overrides the environment's block
    assert load(enable=["earthbend", "haste"],
                env={"MANASTACK_DISABLE_PLUGINS": "haste"}).enabled == ("earthbend", "haste")


def test_missing_dependency_names_both_plugins(dists: Dists) -> None:
    dists.add("manastack-earthbend", {"earthbend": keyword_plugin("earthbend",
                                                                  requires=("haste",))})
    with pytest.raises(PluginError, match="earthbend needs haste, which is not installed"):
        load()


def test_dependency_cycle_is_named(dists: Dists) -> None:
    dists.add("pkg", {
        "a": keyword_plugin("ka", requires=("b",)),
        "b": keyword_plugin("kb", requires=("c",)),
        "c": keyword_plugin("kc", requires=("a",)),
    })
    with pytest.raises(PluginError, match=r"plugin dependency cycle: a -> b -> c -> a"):
        load(enable=["a"])


def test_requires_must_be_a_tuple_of_names(dists: Dists) -> None:
    dists.add("pkg", {"a": HEADER + "MANASTACK_REQUIRES = 'haste'\n"})
    with pytest.raises(PluginError, match=r"plugin 'a' \(pkg 0.1\): MANASTACK_REQUIRES must be "
                                          r"a tuple.*\('haste',\)"):
        load()


# --------------------------------------------------------------------------
# Validation at load
# --------------------------------------------------------------------------


def test_duplicate_keyword_names_both_plugins_and_packages(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("acme-speed", {"speed": keyword_plugin("Haste", "rush")})

    with pytest.raises(PluginError) as caught:
        load()
    message = str(caught.value)
    assert "keyword 'haste' is declared by two plugins" in message
    assert "'haste' (manastack-haste 0.1)" in message
    assert "'speed' (acme-speed 0.1)" in message
    assert message.endswith("disable one")
    # with one of them off, the keyword has one owner
    rules = load(disable=["speed"])
    assert rules.plugin_of_keyword("HASTE") == "haste"
    assert rules.plugin_of_keyword("rush") is None
    assert info(rules, "haste").keywords == ("haste",)


def test_keywords_come_from_packaging_metadata_not_from_importing(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": Source(RAISES_ON_IMPORT)})
    quick = dists.root / "manastack_haste-0.1.dist-info" / "entry_points.txt"
    quick.write_text(quick.read_text() + f"\n[{KEYWORDS_GROUP}]\nHaste = mstest_haste\n")
    clear_cache()
    (haste,) = discover()
    assert haste.keywords == ("haste",)  # read without importing the plugin; lower case
    rules = load(disable=["haste"])
    assert info(rules, "haste").keywords == ("haste",) and not info(rules, "haste").enabled
    assert rules.plugin_of_keyword("haste") is None


def test_a_keyword_declared_for_no_plugin_of_its_distribution_is_an_error(dists: Dists) -> None:
    dists.add("acme", {"rush": HEADER})
    meta = dists.root / "acme-0.1.dist-info" / "entry_points.txt"
    meta.write_text(meta.read_text() + f"\n[{KEYWORDS_GROUP}]\nrush = somewhere_else\n")
    clear_cache()
    with pytest.raises(PluginError, match=r"distribution acme declares the keyword 'rush' "
                                          r"\[manastack.keywords\] for 'somewhere_else'"):
        discover()


def test_misspelt_hook_names_plugin_and_hook(dists: Dists) -> None:
    source = HEADER + "@hookimpl\ndef manastack_cost_increase(game, spell):\n    return []\n"
    dists.add("acme-tax", {"tax": source})

    with pytest.raises(PluginError) as caught:
        load()
    assert str(caught.value) == (
        "plugin 'tax' (acme-tax 0.1) implements unknown hook 'manastack_cost_increase'; "
        "did you mean 'manastack_cost_increases'? "
        "(to load without it: disable=tax or MANASTACK_DISABLE_PLUGINS=tax)"
    )


def test_argument_the_hook_lacks_names_plugin(dists: Dists) -> None:
    source = HEADER + "@hookimpl\ndef manastack_cost_increases(game, card):\n    return []\n"
    dists.add("acme-tax", {"tax": source})
    with pytest.raises(PluginError, match=r"plugin 'tax' \(acme-tax 0.1\) is invalid: .*'card'"):
        load()


def test_unmarked_hook_function_is_an_error(dists: Dists) -> None:
    dists.add("acme-tax", {"tax": "def manastack_cost_increases(game, spell):\n    return []\n"})
    with pytest.raises(PluginError, match=r"plugin 'tax' \(acme-tax 0.1\) defines "
                                          r"manastack_cost_increases without the @hookimpl"):
        load()


def test_hook_wrappers_wrap_the_call_as_pluggy_makes_them(dists: Dists) -> None:
    source = HEADER + textwrap.dedent("""
        @hookimpl(wrapper=True)
        def manastack_cost_increases(game, spell):
            found = yield  # every other implementation's answers
            return [*found, "wrapped"]
        """)
    dists.add("acme-wrap", {"wrap": source, "beta": ORDER_PLUGINS["beta"]})
    rules = load()
    assert rules.call("manastack_cost_increases", game="g", spell="s") == ["beta", "wrapped"]


def test_import_error_names_plugin_and_distribution(dists: Dists) -> None:
    dists.add("acme-broken", {"broken": RAISES_ON_IMPORT})
    with pytest.raises(PluginError) as caught:
        load()
    message = str(caught.value)
    assert message.startswith("plugin 'broken' (acme-broken 0.1) could not be imported")
    assert "RuntimeError: this module must never be imported" in message
    assert isinstance(caught.value.__cause__, RuntimeError)


def test_missing_module_names_plugin(dists: Dists) -> None:
    info_dir = dists.root / "ghost-1.0.dist-info"
    info_dir.mkdir()
    (info_dir / "METADATA").write_text("Metadata-Version: 2.1\nName: ghost\nVersion: 1.0\n")
    (info_dir / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nghost = mstest_nowhere\n")
    clear_cache()
    with pytest.raises(PluginError, match=r"plugin 'ghost' \(ghost 1.0\) could not be imported "
                                          r"from 'mstest_nowhere': ModuleNotFoundError"):
        load()


# --------------------------------------------------------------------------
# Dispatch
# --------------------------------------------------------------------------

ORDER_PLUGINS = {
    "first": HEADER + "@hookimpl(tryfirst=True)\ndef manastack_cost_increases(spell):\n"
                      "    return 'first'\n",
    "last": HEADER + "@hookimpl(trylast=True)\ndef manastack_cost_increases(game):\n"
                     "    return 'last'\n",
    "alpha": HEADER + "@hookimpl\ndef manastack_cost_increases():\n    return 'alpha'\n",
    "beta": HEADER + "@hookimpl\ndef manastack_cost_increases(game, spell):\n"
                     "    return 'beta'\n",
    "silent": HEADER + "@hookimpl\ndef manastack_cost_increases(game, spell):\n"
                       "    return None\n",
}


class CoreWithCost(Core):
    @hookimpl
    def manastack_cost_increases(self, spell: Any) -> str:
        return "core"


def test_call_order_matches_pluggy_and_respects_tryfirst_trylast(dists: Dists) -> None:
    dists.add("pkg", ORDER_PLUGINS)
    rules = load(core=CoreWithCost())

    results = rules.call("manastack_cost_increases", game="g", spell="s")

    assert results == ["first", "alpha", "beta", "core", "last"]
    assert results == rules.hook.manastack_cost_increases(game="g", spell="s")  # it is pluggy's
    assert rules.call_each("manastack_cost_increases", game="g", spell="s") == [
        ("first", "first"), ("alpha", "alpha"), ("beta", "beta"), ("core", "core"),
        ("last", "last"),
    ]


def test_implementations_receive_only_the_arguments_they_declare() -> None:
    seen: list[tuple[str, tuple[Any, ...]]] = []
    def manastack_cost_increases(spell: Any) -> list[Any]:
        seen.append(("spell only", (spell,)))
        return [spell]

    def manastack_cost_reductions(game: Any, spell: Any) -> list[Any]:
        seen.append(("both", (game, spell)))
        return []

    plugin = plugin_of(manastack_cost_increases=manastack_cost_increases)
    core = plugin_of(manastack_cost_reductions=manastack_cost_reductions)
    rules = load(use_entry_points=False, extra={"p": plugin}, core=core)

    assert rules.call("manastack_cost_increases", game="g", spell="s") == [["s"]]
    assert rules.call("manastack_cost_reductions", game="g", spell="s") == [[]]
    assert seen == [("spell only", ("s",)), ("both", ("g", "s"))]
    with pytest.warns(UserWarning, match="spell"), \
            pytest.raises(pluggy.HookCallError, match="'spell'"):
        rules.call("manastack_cost_increases", game="g")  # the caller's bug, as pluggy reports it


def test_a_firstresult_hook_stops_at_the_first_answer() -> None:
    calls: list[str] = []

    def plugin(name: str, answer: bool | None) -> object:
        @hookimpl
        def manastack_ignores_summoning_sickness(obj: Any) -> bool | None:
            calls.append(name)
            return answer

        return plugin_of(
            manastack_ignores_summoning_sickness=manastack_ignores_summoning_sickness
        )

    rules = load(use_entry_points=False,
                 extra={"a": plugin("a", None), "b": plugin("b", True), "c": plugin("c", False)})
    assert rules.call("manastack_ignores_summoning_sickness", game=1, obj=2) is True
    assert calls == ["a", "b"]  # firstresult, as the hook specification declares


def test_has_impls_and_empty_hooks(dists: Dists) -> None:
    dists.add("pkg", {"beta": ORDER_PLUGINS["beta"]})
    rules = load()

    assert rules.has_impls("manastack_cost_increases")
    assert not rules.has_impls("manastack_cost_reductions")
    assert rules.call("manastack_cost_reductions", game=1, spell=2) == []
    assert rules.call_each("manastack_cost_reductions", game=1, spell=2) == []
    with pytest.raises(KeyError, match="unknown hook 'manastack_cost_reduction'; did you mean "
                                       "'manastack_cost_reductions'"):
        rules.call("manastack_cost_reduction", game=1, spell=2)
    assert info(rules, "beta").hooks == ("manastack_cost_increases",)


def test_exception_in_a_plugin_names_plugin_distribution_and_hook(dists: Dists) -> None:
    source = HEADER + textwrap.dedent("""
        from manastack.errors import IllegalActionError

        @hookimpl
        def manastack_cost_increases(spell):
            if spell == "illegal":
                raise IllegalActionError("no", rule="601.2e")
            return [1 / spell]
        """)
    dists.add("acme-tax", {"tax": source}, version="2.0")
    rules = load()

    for method in (rules.call, rules.call_each):
        with pytest.raises(PluginError) as caught:
            method("manastack_cost_increases", game=None, spell=0)
        assert str(caught.value) == (
            "plugin 'tax' (acme-tax 2.0) raised in manastack_cost_increases: "
            "ZeroDivisionError: division by zero"
        )
        assert isinstance(caught.value.__cause__, ZeroDivisionError)

    with pytest.raises(IllegalActionError) as illegal:
        rules.call("manastack_cost_increases", game=None, spell="illegal")
    assert str(illegal.value) == "illegal action: no (CR 601.2e)"
    assert illegal.value.__cause__ is None


def test_registered_is_called_once_and_flattened(dists: Dists) -> None:
    counts = {"sources": 0, "scripts": 0}

    class Plugin:
        @hookimpl
        def manastack_register_card_sources(self) -> list[str]:
            counts["sources"] += 1
            return ["pool-a", "pool-b"]

        @hookimpl
        def manastack_register_card_scripts(self) -> dict[str, str]:
            counts["scripts"] += 1
            return {"Goblin": "script-g", "Elf": "script-e"}

    class Other:
        @hookimpl
        def manastack_register_card_sources(self) -> Iterator[str]:
            counts["sources"] += 1
            yield "pool-c"

    rules = load(use_entry_points=False, extra={"p": Plugin(), "q": Other()})
    for _ in range(3):
        assert rules.registered("manastack_register_card_sources") == (
            ("p", "pool-a"), ("p", "pool-b"), ("q", "pool-c"))
        assert rules.registered("manastack_register_card_scripts") == (
            ("p", ("Goblin", "script-g")), ("p", ("Elf", "script-e")))
    assert counts == {"sources": 2, "scripts": 1}  # once per implementation, once in all


def test_registered_refuses_a_non_iterable_result() -> None:
    class Plugin:
        @hookimpl
        def manastack_register_card_sources(self) -> str:
            return "not a list"

    rules = load(use_entry_points=False, extra={"p": Plugin()})
    with pytest.raises(PluginError, match=r"plugin 'p' \(in-process\) returned a str from "
                                          r"manastack_register_card_sources"):
        rules.registered("manastack_register_card_sources")


# --------------------------------------------------------------------------
# In-process plugins, cache, description
# --------------------------------------------------------------------------


def test_in_process_plugin_replaces_an_installed_one(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": RAISES_ON_IMPORT})
    fake = types.ModuleType("fake_haste")
    rules = load(extra={"haste": fake})

    assert rules.enabled == ("haste",)
    assert rules.notes == ("haste: in-process plugin replaces the one from manastack-haste 0.1",)
    assert info(rules, "haste").module == "fake_haste"
    assert info(rules, "haste").distribution is None
    assert "mstest_haste" not in sys.modules


def test_loading_a_module_never_runs_its_lazy_getattr(dists: Dists) -> None:
    # a plugin handing names out lazily (PEP 562, manastack._lazy.names_from) has them
    # imported on first use, not by the loader looking for MANASTACK_REQUIRES and hooks
    asked: list[str] = []

    def lazy(name: str) -> Any:
        asked.append(name)
        raise AttributeError(name)

    module = types.ModuleType("mstest_lazy_names")
    module.__getattr__ = lazy  # type: ignore[method-assign]
    rules = load(use_entry_points=False, extra={"lazy": module})
    assert rules.enabled == ("lazy",)
    assert info(rules, "lazy").requires == ()
    assert asked == []


def test_in_process_plugin_given_as_an_import_path(dists: Dists) -> None:
    (dists.root / "mstest_lazy.py").write_text(ORDER_PLUGINS["beta"])
    rules = load(use_entry_points=False, extra={"lazy": "mstest_lazy"})
    assert info(rules, "lazy").hooks == ("manastack_cost_increases",)
    assert info(rules, "lazy").module == "mstest_lazy"
    off = load(use_entry_points=False, extra={"lazy": "mstest_never"}, disable=["lazy"])
    assert off.enabled == ()


def test_cache_returns_the_same_rule_set_until_cleared(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})

    first = load(enable=["haste", "delve"], env={"OTHER": "x"})
    assert load(enable=["delve", "haste"], env={}) is first  # order and other variables ignored
    assert load(enable=("haste", "delve"), env={"MANASTACK_DISABLE_PLUGINS": "delve"}) is not first
    assert load(env={"MANASTACK_PLUGINS": "haste"}) is not load(env={"MANASTACK_PLUGINS": "delve"})

    clear_cache()
    again = load(enable=["haste", "delve"])
    assert again is not first
    assert again.enabled == first.enabled


def test_cache_sees_new_distributions_after_clear_cache(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    assert load().enabled == ("haste",)
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})  # calls clear_cache()
    assert load().enabled == ("delve", "haste")


def test_describe_plugins_rows(dists: Dists) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")}, version="1.0")
    dists.add("broken", {"broken": RAISES_ON_IMPORT})

    rows = describe_plugins(load(disable=["broken"], core=Core()))

    assert rows == [
        {"name": "core", "version": "", "distribution": "", "keywords": "",
         "hooks": "manastack_ignores_summoning_sickness", "enabled": "yes",
         "reason": "always enabled (the kernel's own rules)"},
        {"name": "broken", "version": "0.1", "distribution": "broken", "keywords": "",
         "hooks": "", "enabled": "no", "reason": "blocked by disable="},
        {"name": "haste", "version": "1.0", "distribution": "manastack-haste",
         "keywords": "haste", "hooks": "", "enabled": "yes",
         "reason": "enabled (default: all installed)"},
    ]


def test_environment_defaults_to_os_environ(
    dists: Dists, monkeypatch: pytest.MonkeyPatch
) -> None:
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})
    dists.add("manastack-delve", {"delve": keyword_plugin("delve")})
    monkeypatch.setenv("MANASTACK_PLUGINS", "haste")
    monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "")
    assert load_rules().enabled == ("haste",)
    monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "haste")
    monkeypatch.delenv("MANASTACK_PLUGINS")
    assert load_rules().enabled == ("delve",)


def _registered(pm: Any, plugin: object) -> list[tuple[str, str, object]]:
    return sorted(((caller.name, impl.plugin_name, impl.function)
                   for caller in pm.get_hookcallers(plugin) or ()
                   for impl in caller.get_hookimpls() if impl.plugin is plugin),
                  key=lambda item: (item[0], item[1]))


def test_module_plugins_register_as_pluggy_itself_would() -> None:
    """_PluginManager reads a module's namespace instead of pluggy's getattr_static walk:
    every installed plugin (and the kernel) must register the same implementations."""
    import importlib

    import pluggy

    from manastack import core_plugin as core_rules, hookspecs

    modules = [core_rules] + [importlib.import_module(p.value.split(":")[0])
                              for p in discover()]
    assert len(modules) >= 8
    for module in modules:
        ours = _PluginManager(PROJECT)
        theirs = pluggy.PluginManager(PROJECT)
        for pm in (ours, theirs):
            pm.add_hookspecs(hookspecs)
            pm.register(module, name="p")
        assert _registered(ours, module) == _registered(theirs, module) != [], module


def test_an_object_plugin_is_left_to_pluggy() -> None:
    """Only modules are read through their namespace; a plugin object (whose properties
    pluggy >= 1.5 takes care not to run) registers exactly as with pluggy's manager."""
    import pluggy

    from manastack import hookspecs
    from manastack.hookspecs import hookimpl

    class Plugin:
        @property
        def manastack_game_setup(self) -> Any:  # a property named like a hook
            return None

        @hookimpl
        def manastack_register_keywords(self) -> list[object]:
            return []

    plugin = Plugin()
    found = []
    for pm in (_PluginManager(PROJECT),
               pluggy.PluginManager(PROJECT)):
        pm.add_hookspecs(hookspecs)
        pm.register(plugin, name="object")
        found.append([name for name, _, _ in _registered(pm, plugin)])
    assert found[0] == found[1] == ["manastack_register_keywords"]


def test_a_module_plugins_marked_function_under_another_name_is_found() -> None:
    """A hook implementation named otherwise (``specname=``) is still found in a module."""
    from manastack import hookspecs
    from manastack.hookspecs import hookimpl

    module = types.ModuleType("mstest_specname")

    @hookimpl(specname="manastack_register_keywords")
    def keywords() -> list[object]:
        return []

    module.keywords = keywords  # type: ignore[attr-defined]
    module.helper = lambda: None  # type: ignore[attr-defined]  # unmarked: ignored
    module.Thing = type("Thing", (), {})  # type: ignore[attr-defined]
    pm = _PluginManager(PROJECT)
    pm.add_hookspecs(hookspecs)
    pm.register(module, name="specname")
    assert [(name, fn) for name, _, fn in _registered(pm, module)] == \
        [("manastack_register_keywords", keywords)]


# --------------------------------------------------------------------------
# Base plugins, plugins adding hooks, tracing
# --------------------------------------------------------------------------


def test_a_base_plugin_is_enabled_whatever_the_allow_list_unless_blocked(dists: Dists) -> None:
    dists.add("acme-reader", {"reader": ORDER_PLUGINS["beta"]}, base=True)
    dists.add("manastack-haste", {"haste": keyword_plugin("haste")})

    assert load(enable=["haste"]).enabled == ("haste", "reader")
    assert load(enable=[]).enabled == ("reader",)
    assert info(load(enable=[]), "reader").reason == \
        "enabled (a base plugin: always, unless blocked)"
    assert info(load(enable=[]), "reader").base
    blocked = load(disable=["reader"])
    assert blocked.enabled == ("haste",)
    assert info(blocked, "reader").reason == "blocked by disable="


ADDS_HOOKS = HEADER + textwrap.dedent("""
    import sys
    import pluggy

    spec = pluggy.HookspecMarker("manastack")

    class Specs:
        @staticmethod
        @spec
        def manastack_family_bonus(game):
            "A hook of this plugin's own, for the plugins of its family."

    @hookimpl
    def manastack_add_hookspecs(pluginmanager):
        pluginmanager.add_hookspecs(Specs)
    """)


def test_a_plugin_adds_hooks_that_other_plugins_implement(dists: Dists) -> None:
    member = HEADER + "@hookimpl\ndef manastack_family_bonus(game):\n    return game * 2\n"
    dists.add("acme-family", {"family": ADDS_HOOKS, "member": member})
    rules = load()
    assert rules.call("manastack_family_bonus", game=21) == [42]
    assert info(rules, "member").hooks == ("manastack_family_bonus",)
    # without the plugin that declares it, the hook is unknown: a typo, named
    with pytest.raises(PluginError, match=r"plugin 'member' \(acme-family 0.1\) implements "
                                          r"unknown hook 'manastack_family_bonus'"):
        load(disable=["family"])


def test_an_implementation_of_an_added_hook_with_a_wrong_argument_is_named(dists: Dists) -> None:
    member = HEADER + "@hookimpl\ndef manastack_family_bonus(game, spell):\n    return 1\n"
    dists.add("acme-family", {"family": ADDS_HOOKS, "member": member})
    with pytest.raises(PluginError, match=r"plugin 'member' \(acme-family 0.1\) is invalid"):
        load()


def test_hook_calls_are_traced_with_pluggys_own_tracing(
        dists: Dists, capsys: pytest.CaptureFixture[str]) -> None:
    dists.add("pkg", {"beta": ORDER_PLUGINS["beta"]})
    quiet = load()
    quiet.call("manastack_cost_increases", game="g", spell="s")
    assert capsys.readouterr().err == ""
    traced = load(env={"MANASTACK_TRACE_HOOKS": "1"})
    traced.call("manastack_cost_increases", game="g", spell="s")
    err = capsys.readouterr().err
    assert "manastack_cost_increases" in err and "beta" in err



# --------------------------------------------------------------------------
# Several broken plugins
# --------------------------------------------------------------------------

#: Plugins that fail to load, each its own way, a plugin needing one of them, and a good one.
BROKEN = {
    "bomb": RAISES_ON_IMPORT,
    "tax": HEADER + "@hookimpl\ndef manastack_cost_increase(game, spell):\n    return []\n",
    # a valid implementation registered before the refused one: it must not be left behind
    "odd": HEADER + "@hookimpl\ndef manastack_additional_costs(game, spell):\n    return ['odd']\n"
                    "@hookimpl\ndef manastack_cost_increases(game, card):\n    return ['odd']\n",
    "bare": HEADER + "def manastack_cost_increases(game, spell):\n    return ['bare']\n",
    "needy": HEADER + "MANASTACK_REQUIRES = ('bomb',)\n",
}
CAUSES = {
    "bare": "plugin 'bare' (acme-bare 0.1) defines manastack_cost_increases without the "
            "@hookimpl marker",
    "bomb": "plugin 'bomb' (acme-bomb 0.1) could not be imported from 'mstest_bomb': "
            "RuntimeError: this module must never be imported",
    "needy": "plugin 'needy' (acme-needy 0.1) needs bomb, which failed to load",
    "odd": "plugin 'odd' (acme-odd 0.1) is invalid: ",
    "tax": "plugin 'tax' (acme-tax 0.1) implements unknown hook 'manastack_cost_increase'",
}
GOOD = HEADER + "@hookimpl\ndef manastack_cost_increases(game, spell):\n    return 'good'\n"


@pytest.fixture
def broken(dists: Dists) -> Dists:
    for name, source in BROKEN.items():
        dists.add(f"acme-{name}", {name: source})
    dists.add("acme-good", {"good": GOOD})
    return dists


def test_every_broken_plugin_is_named_with_its_cause_one_line_each(broken: Dists) -> None:
    with pytest.raises(BrokenPluginsError) as caught:
        load()
    names = "bare,bomb,needy,odd,tax"
    lines = str(caught.value).splitlines()
    assert lines[0] == (f"5 plugins failed to load (to load without them: disable={names} or "
                        f"MANASTACK_DISABLE_PLUGINS={names}):")
    assert len(lines) == 6
    for line, name in zip(lines[1:], sorted(CAUSES), strict=True):
        assert line.startswith(f"  {CAUSES[name]}"), line
    assert sorted(caught.value.broken) == sorted(CAUSES)
    assert "'card'" in caught.value.broken["odd"]  # pluggy's reason, kept


def test_skip_broken_loads_the_others_and_lists_the_broken_ones(broken: Dists) -> None:
    rules = load(skip_broken=True)
    assert sorted(rules.broken) == sorted(CAUSES)
    assert rules.enabled == ("good",)
    for name, cause in CAUSES.items():
        assert not info(rules, name).enabled
        assert (info(rules, name).broken or "").startswith(cause)
        assert info(rules, name).reason == "enabled (default: all installed), but it failed to load"
    assert info(rules, "good").broken is None
    # nothing of a refused plugin is left registered
    assert rules.call("manastack_cost_increases", game="g", spell="s") == ["good"]
    assert not rules.has_impls("manastack_additional_costs")
    error = rules.broken_error()
    assert error is not None and error.broken == rules.broken
    with pytest.raises(BrokenPluginsError) as caught:
        load()
    assert str(caught.value) == str(error)


@pytest.mark.parametrize("how", ["disable=", "MANASTACK_DISABLE_PLUGINS", "enable="])
def test_deselecting_the_broken_plugins_loads_the_rest(broken: Dists, how: str) -> None:
    names = sorted(CAUSES)
    if how == "disable=":
        rules = load(disable=names)
    elif how == "enable=":
        rules = load(enable=["good"])
    else:
        rules = load(env={"MANASTACK_DISABLE_PLUGINS": ",".join(names)})
    assert rules.enabled == ("good",) and rules.broken == {}
    assert rules.call("manastack_cost_increases", game="g", spell="s") == ["good"]


def test_one_broken_plugin_is_one_line_saying_how_to_load_without_it(broken: Dists) -> None:
    with pytest.raises(BrokenPluginsError) as caught:
        load(disable=["bare", "needy", "odd", "tax"])
    assert str(caught.value) == (f"{CAUSES['bomb']} (to load without it: disable=bomb or "
                                 "MANASTACK_DISABLE_PLUGINS=bomb)")
    assert isinstance(caught.value.__cause__, RuntimeError)


def test_every_plugin_that_raises_in_a_registration_hook_is_named() -> None:
    """Two plugins whose registration hooks raise: both are named with their cause, not only
    the first one called; one alone keeps its own error (PluginCrashError names it)."""
    from manastack.errors import PluginCrashError

    def bomb(message: str) -> Any:
        def manastack_register_card_sources() -> list[Any]:
            raise RuntimeError(message)
        return plugin_of(manastack_register_card_sources=manastack_register_card_sources)

    with pytest.raises(BrokenPluginsError) as raised:
        rules = load_rules(use_entry_points=False,
                           extra={"first": bomb("first is broken"), "second": bomb("second too")})
        rules.registered("manastack_register_card_sources")
    assert set(raised.value.broken) == {"first", "second"}
    text = str(raised.value)
    assert text.startswith("2 plugins failed to load")
    assert "raised in manastack_register_card_sources: RuntimeError: first is broken" in text
    assert "RuntimeError: second too" in text
    with pytest.raises(PluginCrashError, match=r"'lone'.*RuntimeError: alone"):
        rules = load_rules(use_entry_points=False, extra={"lone": bomb("alone")})
        rules.registered("manastack_register_card_sources")
