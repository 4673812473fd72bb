"""The card reader is a plugin of the kernel like any other (docs/architecture.rst): from
the kernel it imports ``manastack.api`` only (that the kernel never imports the reader is
core/kernel/tests/test_layering.py's)."""

from __future__ import annotations

import ast
from pathlib import Path

GRAMMAR = Path(__file__).resolve().parents[1] / "src" / "manastack_grammar"


def _imported(path: Path) -> list[tuple[str, int]]:
    """Every module ``path`` imports, with its line, at any depth (functions and
    ``TYPE_CHECKING`` blocks included: a type checker reads them too)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.extend((f"{node.module}.{alias.name}", node.lineno) for alias in node.names)
    return out


def test_the_reader_imports_only_the_declared_api_of_the_kernel() -> None:
    files = sorted(GRAMMAR.rglob("*.py"))
    assert len(files) > 10
    wrong = [f"{path.relative_to(GRAMMAR)}:{line}: {name}"
             for path in files for name, line in _imported(path)
             if (name == "manastack" or name.startswith("manastack."))
             and not (name == "manastack.api" or name.startswith("manastack.api."))]
    assert wrong == []

