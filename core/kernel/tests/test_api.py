"""manastack.api, the declared plugin API: complete, consistent, and light to import.

Every name is listed twice on purpose, once for type checkers (the ``TYPE_CHECKING``
re-exports) and once for the run time and the docs (``_SECTIONS``): these tests keep the two
equal, check that each name is found where its section says, and that every type a hook
receives or returns can be named from the API.
"""

from __future__ import annotations

import ast
import builtins
import inspect
import subprocess
import sys
import typing
from collections.abc import Iterator
from pathlib import Path

from manastack import api, hookspecs

SRC = Path(__file__).resolve().parents[1] / "src" / "manastack"

#: Names an annotation may use that are not the kernel's: builtins, typing, collections.abc.
GENERIC = {*dir(builtins), *typing.__all__, "Iterable", "Iterator", "Mapping", "Sequence",
           "Callable", "Collection", "Set", "MutableMapping", "pluggy", "PluginManager"}


def _type_checking_reexports() -> dict[str, str]:
    """name -> module of each ``from M import N as N`` under api.py's ``if TYPE_CHECKING:``."""
    tree = ast.parse((SRC / "api.py").read_text("utf-8"))
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.module, ast.unparse(imp)
                for alias in imp.names:
                    assert alias.asname == alias.name, f"{alias.name}: re-export as itself"
                    out[alias.name] = imp.module
    return out


def test_the_type_checking_reexports_and_the_sections_list_the_same_names() -> None:
    homes = {name: module for _, _, modules in api._SECTIONS
             for module, names in modules.items() for name in names}
    assert _type_checking_reexports() == homes
    assert sorted(homes) == api.__all__
    listed = [name for _, _, names in api.sections() for name in names]
    assert len(listed) == len(set(listed)), "a name is in two sections"


def test_every_name_resolves_to_the_object_of_its_home_module() -> None:
    import importlib

    for name in api.__all__:
        home = importlib.import_module(api._HOME[name])
        assert getattr(api, name) is getattr(home, name), name


def _annotation_names(annotation: str) -> Iterator[str]:
    for node in ast.walk(ast.parse(annotation, mode="eval")):
        if isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield from _annotation_names(node.value)


def test_every_type_a_hook_receives_or_returns_is_in_the_api() -> None:
    """A plugin implementing any hook can annotate it with names of manastack.api only."""
    missing = []
    for hook in hookspecs.hook_names():
        function = getattr(hookspecs, hook)
        for where, annotation in inspect.get_annotations(function).items():
            for name in _annotation_names(annotation):
                if name not in GENERIC and name not in api.__all__:
                    missing.append(f"{hook} ({where}): {name}")
    assert missing == []


def test_importing_the_api_imports_no_engine_module() -> None:
    code = ("import sys, manastack.api\n"
            "print(sorted(m for m in sys.modules if m.startswith(('manastack.engine', "
            "'manastack.instructions', 'manastack_grammar'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
