"""Plugin sources import the kernel and the card reader through their declared APIs only.

A keyword plugin (``plugins/*/src``) and the third-party example (``examples/*/src``) may
import, of the ``manastack*`` packages, only :mod:`manastack.api`, :mod:`manastack_grammar.api`
and the plugin's own package: every other module of the kernel, the reader, the command
line or another plugin is private and may change in any release (``docs/api.rst``,
"Stability").

Imports under ``if TYPE_CHECKING:`` count like any other. The API is the contract for what
a plugin's annotations name as much as for what it runs: a type imported from a private
module breaks the plugin's type checking when that module moves, and hides a name the API
lacks. Imports inside functions count too (the light entry modules import there).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ALLOWED = frozenset({"manastack.api", "manastack_grammar.api"})


def undeclared_imports(source: str, own: str) -> list[tuple[int, str]]:
    """``(line, module)`` for each import in ``source`` of a ``manastack*`` module that is
    neither a declared API nor the package ``own`` (or one of its modules)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules = [node.module]
        else:
            continue  # a relative import stays inside the plugin's own package
        for module in modules:
            top = module.split(".")[0]
            if top.startswith("manastack") and top != own and module not in ALLOWED:
                found.append((node.lineno, module))
    return found


def plugin_sources() -> list[tuple[Path, str]]:
    """Every module of every plugin package, with the name of its own package."""
    out: list[tuple[Path, str]] = []
    for src in sorted([*ROOT.glob("plugins/*/src"), *ROOT.glob("examples/*/src")]):
        for path in sorted(src.rglob("*.py")):
            out.append((path, path.relative_to(src).parts[0].removesuffix(".py")))
    return out


def test_plugin_sources_import_only_the_declared_apis() -> None:
    sources = plugin_sources()
    packages = {own for _, own in sources}
    plugin_dirs = [d for d in ROOT.glob("plugins/*") if (d / "src").is_dir()]
    assert len(packages) >= len(plugin_dirs) + 1, packages  # every plugin and the example
    problems = [f"{path.relative_to(ROOT)}:{line}: imports {module}"
                for path, own in sources
                for line, module in undeclared_imports(path.read_text("utf-8"), own)]
    assert not problems, ("plugins may import only manastack.api, manastack_grammar.api and "
                          "their own package:\n" + "\n".join(problems))


def test_the_check_sees_type_checking_and_function_imports() -> None:
    source = '''
from typing import TYPE_CHECKING

from manastack.api import hookimpl
from manastack_grammar.api import KeywordDef
from manastack_demo.keyword import thing
from . import sibling

if TYPE_CHECKING:
    from manastack.engine.game import Game

def hook():
    import manastack.model.objects as objects
    from manastack import hookimpl
    from manastack_grammar.reader import parse_cost
    from manastack_haste import HASTE
'''
    assert undeclared_imports(source, "manastack_demo") == [
        (10, "manastack.engine.game"), (13, "manastack.model.objects"), (14, "manastack"),
        (15, "manastack_grammar.reader"), (16, "manastack_haste")]


#: What a plugin's tests may import of manastack: the top level (an application's names),
#: the declared APIs and the test kit.
TEST_ALLOWED = ALLOWED | {"manastack", "pytest_manastack"}


def private_uses(source: str) -> list[tuple[int, str]]:
    """``(line, expression)`` for each private attribute read or written in ``source``
    (``game._pending``, ``table._touch()``): dunders are Python's, not private state."""
    return [(node.lineno, ast.unparse(node)) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and node.attr.startswith("_")
            and not (node.attr.startswith("__") and node.attr.endswith("__"))]


def test_plugin_tests_use_the_test_kit_not_private_state() -> None:
    """A plugin's tests are written as a third party's would be: through the public names
    and the test kit's operations (``Table.refresh``, ``Table.watch_decisions``...), never
    by reaching into the game's private state or a private module."""
    tests = sorted([*ROOT.glob("plugins/*/tests/*.py"), *ROOT.glob("examples/*/tests/*.py")])
    assert len(tests) > 10
    problems = []
    for path in tests:
        source = path.read_text("utf-8")
        problems += [f"{path.relative_to(ROOT)}:{line}: {expr}" for line, expr in private_uses(source)]
        own = path.parents[1].name.removeprefix("manastack-").replace("-", "_")
        problems += [f"{path.relative_to(ROOT)}:{line}: imports {module}"
                     for line, module in undeclared_imports(source, f"manastack_{own}")
                     if module not in TEST_ALLOWED]
    assert not problems, "\n".join(problems)


def test_the_check_sees_private_state() -> None:
    source = "game._pending = None\ntable._touch()\nx.__class__\nfrom manastack.driver import Table\n"
    assert private_uses(source) == [(1, "game._pending"), (2, "table._touch")]
    assert undeclared_imports(source, "manastack_demo") == [(4, "manastack.driver")]
