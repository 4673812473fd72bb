"""``manastack new-plugin``: the package it writes installs and passes its own tests."""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from manastack_cli.scaffold import ScaffoldError, hook_templates, new_plugin, package_files

import manastack
from manastack import Rules, hookspecs
from manastack_grammar import hookspecs as reader_hookspecs

MANASTACK = Path(sys.executable).parent / "manastack"


def test_package_files_name_every_part_of_a_plugin_package() -> None:
    files = package_files("split_second")
    assert set(files) == {
        "pyproject.toml", "README.md", "src/manastack_split_second/__init__.py",
        "src/manastack_split_second/keyword.py", "src/manastack_split_second/cards.toml",
        "src/manastack_split_second/py.typed", "tests/test_split_second.py",
    }
    project = tomllib.loads(files["pyproject.toml"])["project"]
    assert project["name"] == "manastack-split-second"
    assert project["entry-points"]["manastack.plugins"] == {
        "split_second": "manastack_split_second"}
    # the keyword as printed, declared in the metadata: read without importing the plugin
    assert project["entry-points"]["manastack.keywords"] == {
        "split second": "manastack_split_second"}
    # the versions of the kernel's release line it was written against (0.1.0: >=0.1,<0.2)
    major, minor = manastack.__version__.split(".")[:2]
    pin = f">={major}.{minor},<{major}.{int(minor) + 1}"
    assert project["dependencies"] == [f"manastack-core{pin}", f"manastack-grammar{pin}"]
    assert project["optional-dependencies"]["test"] == [f"pytest-manastack{pin}"]
    cards = tomllib.loads(files["src/manastack_split_second/cards.toml"])
    assert cards["card"][0]["text"] == "Split second"
    assert 'keywords = ("split second",)' in files["tests/test_split_second.py"]


def test_the_package_imports_only_the_declared_apis() -> None:
    """Its modules import from manastack.api and manastack_grammar.api alone (and the tests
    from the public names of manastack and pytest_manastack)."""
    files = package_files("frob")
    allowed = {"src/manastack_frob/__init__.py": {"manastack.api", "manastack_grammar.api"},
               "src/manastack_frob/keyword.py": {"manastack.api"},
               "tests/test_frob.py": {"manastack", "pytest_manastack"}}
    for path, modules in allowed.items():
        imported = set()
        for node in ast.walk(ast.parse(files[path])):
            if isinstance(node, ast.Import):
                imported |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level:
                imported.add(node.module or "")
        ours = {m for m in imported if m.split(".")[0] in ("manastack", "manastack_grammar",
                                                          "pytest_manastack")}
        assert ours == modules, path


def test_the_skeleton_points_to_every_other_hook() -> None:
    """Every hook of the kernel and of the card reader (which adds its own) is in the entry
    module: implemented, or as a template."""
    text = package_files("frob")["src/manastack_frob/__init__.py"]
    reader_hooks = [name for name in vars(reader_hookspecs) if name.startswith("manastack_")]
    assert reader_hooks == ["manastack_register_keywords", "manastack_register_sentences"]
    for hook in [*hookspecs.hook_names(), *reader_hooks]:
        assert hook in text, hook
    assert text.count("@hookimpl\ndef ") == 2  # the two live implementations
    assert "# def manastack_casting_permissions(game, player):" in hook_templates()


@pytest.mark.parametrize("bad", ["", "1abc", "Has Space", "core", "class", "a.b", "é"])
def test_a_bad_name_is_refused_in_one_line(bad: str) -> None:
    with pytest.raises(ScaffoldError) as info:
        package_files(bad)
    assert "\n" not in str(info.value)


def test_an_existing_directory_is_not_overwritten(tmp_path: Path) -> None:
    new_plugin("frob", tmp_path)
    with pytest.raises(ScaffoldError, match="already exists"):
        new_plugin("frob", tmp_path)


def test_the_generated_plugin_loads_in_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Imported as an in-process plugin (``extra=``), its keyword and card work."""
    root = new_plugin("frob_in_process", tmp_path)
    monkeypatch.syspath_prepend(str(root / "src"))
    module = __import__("manastack_frob_in_process")
    rules = Rules.load(enable=["frob_in_process"], env={}, extra={"frob_in_process": module})
    card = rules.card("Sample Frob In Process Bear")
    assert card.playable
    assert "frob in process" in rules.printed(card).keywords  # the keyword as printed


def test_the_generated_entry_module_is_light(tmp_path: Path) -> None:
    """Loading the rules with the generated plugin imports no card vocabulary, nor its own
    keyword module (the entry module imports only the declared APIs' light names:
    docs/plugin-guide.rst)."""
    root = new_plugin("frob_light", tmp_path)
    vocabulary = ("manastack.model.abilities", "manastack_grammar.reader", "manastack.model.effects",
                  "manastack.model.objects", "manastack.model.costs", "manastack.model.mana",
                  "manastack_frob_light.keyword")
    code = ("import sys, manastack\n"
            "import manastack_frob_light as m\n"
            "rules = manastack.Rules.load(enable=['frob_light'], env={}, extra={'frob_light': m})\n"
            "info = {p.name: p for p in rules.ruleset.plugins}['frob_light']\n"
            "assert info.enabled and 'manastack_register_keywords' in info.hooks, info\n"
            f"print(sorted(set({vocabulary!r}) & set(sys.modules)))")
    env = {**os.environ, "PYTHONPATH": str(root / "src")}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True).stdout.split("\n")[-2]
    assert out == "[]"


def test_cli_writes_the_package(tmp_path: Path) -> None:
    done = subprocess.run([str(MANASTACK), "new-plugin", "frob", "-d", str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "manastack-frob" / "src" / "manastack_frob" / "__init__.py").is_file()
    again = subprocess.run([str(MANASTACK), "new-plugin", "frob", "-d", str(tmp_path)],
                           capture_output=True, text=True, check=False)
    assert again.returncode == 2
    assert again.stderr.count("\n") == 1 and "already exists" in again.stderr


@pytest.mark.parametrize("where", ["a-file", "a-file/below", "in-a-file-target"])
def test_a_directory_that_cannot_be_written_is_one_line(tmp_path: Path, where: str) -> None:
    """Bad input (issue 9): a ``-d`` that is a file, under a file, or a target that is a
    file: exit status 2 and one line naming the path, never an internal error."""
    (tmp_path / "a-file").write_text("not a directory\n", encoding="utf-8")
    directory = tmp_path / where
    if where == "in-a-file-target":
        directory.mkdir()
        (directory / "manastack-frob").write_text("a file where the package would go\n")
    done = subprocess.run([str(MANASTACK), "new-plugin", "frob", "-d", str(directory)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("manastack: error: "), \
        done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def _can_build_offline() -> bool:
    """setuptools 70.1+ builds wheels by itself (older ones need the wheel package)."""
    if importlib.util.find_spec("setuptools") is None:
        return False
    from importlib.metadata import version

    major, minor = (int(p) for p in version("setuptools").split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


def _build_flags() -> list[str]:
    """Build with what is installed when it can (offline: requirements-dev.txt installs
    setuptools), else in isolation (pip fetches setuptools from the package index)."""
    return ["--no-build-isolation"] if _can_build_offline() else []


def test_the_development_setup_builds_plugins_offline() -> None:
    """requirements-dev.txt installs a setuptools that builds without the network, so the
    test below doesn't depend on the package index being reachable."""
    assert _can_build_offline()


def test_the_generated_package_installs_and_passes_its_own_tests(tmp_path: Path) -> None:
    """The real thing: pip installs the package (entry point and all), then its tests run.

    Installed with ``--target`` into a directory put on PYTHONPATH, so the
    subprocess runs with this environment's kernel and pytest and discovers the
    new plugin only through its entry point.
    """
    root = new_plugin("frobnicate", tmp_path)
    site = tmp_path / "site"
    pip = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", *_build_flags(),
         "--target", str(site), str(root)],
        capture_output=True, text=True, check=False)
    assert pip.returncode == 0, pip.stdout + pip.stderr
    assert (site / "manastack_frobnicate" / "cards.toml").is_file()
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("MANASTACK_PLUGINS", None)
    tests = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                           cwd=root, env=env, capture_output=True, text=True, check=False)
    assert tests.returncode == 0, tests.stdout + tests.stderr
    assert "7 passed" in tests.stdout  # its three tests and the four of the conformance suite
    listed = subprocess.run([str(MANASTACK), "plugins"], env=env, capture_output=True,
                            text=True, check=False)
    assert listed.returncode == 0, listed.stderr
    block = listed.stdout[listed.stdout.index("frobnicate "):].splitlines()
    assert block[0].split()[:3] == ["frobnicate", "enabled", "manastack-frobnicate"]
    assert "keywords: frobnicate" in block[2]  # from the package's metadata
