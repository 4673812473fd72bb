"""The kernel's layers point one way (docs/architecture.rst): values, then services, then the
instruction vocabulary, then loading and the public faces; no import cycle, imports inside
functions counted; an import inside a function says why, in one line.

The graph is built from the source with ``ast``: an import under ``if TYPE_CHECKING:`` is for
type checkers only and is left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"

#: Each area of the kernel and what it may import, bottom up. ``manastack.errors`` and
#: ``manastack._lazy`` are below everything.
LAYERS: dict[str, int] = {
    "manastack.errors": 0, "manastack._lazy": 0,
    "manastack.model": 1,
    "manastack.engine": 2,
    "manastack.instructions": 3,
    "manastack.hookspecs": 4, "manastack.loading": 4, "manastack.core_plugin": 4,
    "manastack.driver": 5, "manastack.invariants": 5, "manastack.api": 5, "manastack": 6,
}


def _layer(module: str) -> int:
    best = ""
    for area in LAYERS:
        if (module == area or module.startswith(area + ".")) and len(area) > len(best):
            best = area
    return LAYERS[best]


def _modules() -> dict[str, Path]:
    found = {}
    for path in (SRC / "manastack").rglob("*.py"):
        parts = path.relative_to(SRC).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(path: Path, modules: dict[str, Path]) -> list[tuple[str, int, bool]]:
    """(imported kernel module, line, inside a function) of each runtime import."""
    tree = ast.parse(path.read_text())
    skipped: set[int] = set()
    in_function: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            skipped.update(id(n) for sub in node.body for n in ast.walk(sub))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            in_function.update(id(n) for n in ast.walk(node))
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{a.name}" for a in node.names] + [node.module]
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name:
                out.append((name, node.lineno, id(node) in in_function))
    return out


def _graph() -> dict[str, dict[str, tuple[int, bool]]]:
    modules = _modules()
    graph: dict[str, dict[str, tuple[int, bool]]] = {}
    for name, path in modules.items():
        edges = graph.setdefault(name, {})
        for target, line, inside in _imports(path, modules):
            if target != name and not name.startswith(target + "."):
                edges.setdefault(target, (line, inside))
    return graph


def test_no_import_cycle_even_counting_imports_inside_functions() -> None:
    graph = _graph()
    done: set[str] = set()
    for root in sorted(graph):
        path: list[str] = []
        stack = [(root, iter(sorted(graph[root])))]
        on_path = {root}
        path.append(root)
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                stack.pop()
                on_path.discard(node)
                path.pop()
                done.add(node)
                continue
            if child in on_path:
                cycle = [*path[path.index(child):], child]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if child not in done:
                stack.append((child, iter(sorted(graph[child]))))
                on_path.add(child)
                path.append(child)


def test_layers_point_one_way() -> None:
    """A module imports only modules of its own layer or below (values never import the
    engine, the engine never imports the instructions or the loading of plugins)."""
    upward = [f"{name} -> {target} (line {line})"
              for name, edges in sorted(_graph().items())
              for target, (line, _inside) in sorted(edges.items())
              if _layer(target) > _layer(name)]
    assert upward == []


def test_the_layering_test_would_see_a_cycle_and_an_upward_import(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("def f():\n    from manastack.engine import game\n")
    modules = {"manastack.model.a": tmp_path / "a.py", "manastack.engine.game": SRC}
    assert _imports(tmp_path / "a.py", modules) == [("manastack.engine.game", 2, True)]
    assert _layer("manastack.engine.game") > _layer("manastack.model.a")


def test_an_import_inside_a_function_says_why() -> None:
    """Inside a function, an import is for start-up (the module is loaded by Rules.load() or
    an entry module) and says so in one line: on its line, or on the line above its group."""
    silent = []
    for path in sorted((SRC / "manastack").rglob("*.py")):
        source = path.read_text()
        lines = source.splitlines()
        tree = ast.parse(source)
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in function.body:
                if isinstance(node, ast.Import | ast.ImportFrom):
                    first = node.lineno - 1
                    while first > 0 and lines[first - 1].strip().startswith(("from ", "import ")):
                        first -= 1  # the start of the group of imports
                    group = lines[first - 1:node.end_lineno]
                    if not any("#" in line for line in group):
                        silent.append(f"{path.relative_to(SRC)}:{node.lineno}: "
                                      f"{lines[node.lineno - 1].strip()}")
    assert silent == []


def test_the_kernel_imports_only_attrs_pluggy_and_the_standard_library() -> None:
    """The card reader, the command line, the test kit and the plugins sit above the kernel:
    it reaches them through hooks and entry points, never by importing them (type-checking
    imports included)."""
    import sys

    allowed = {"manastack", "attr", "attrs", "pluggy", *sys.stdlib_module_names}
    outside = []
    for path in sorted((SRC / "manastack").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            else:
                continue
            outside += [f"{path.relative_to(SRC)}:{node.lineno}: {name}" for name in names
                        if name.partition(".")[0] not in allowed]
    assert outside == []
