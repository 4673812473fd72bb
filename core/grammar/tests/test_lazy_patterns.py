"""The reader's regular expressions are compiled when first matched, not when the rules load
(start-up: docs/decisions.rst)."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import importlib, pkgutil, sys
import manastack, manastack_grammar
manastack.Rules.load()
# every module of the reader, loaded by then or not: the patterns they define, still
# uncompiled (importing a module must not compile them either)
for info in pkgutil.walk_packages(manastack_grammar.__path__, "manastack_grammar."):
    importlib.import_module(info.name)
modules = [m for name, m in sys.modules.items() if name.startswith("manastack_grammar.")]
lazy = [v for m in modules for v in vars(m).values() if type(v).__name__ == "LazyPattern"]
print(len(lazy), sum(v._compiled is not None for v in lazy))
"""


def test_loading_the_rules_compiles_none_of_the_card_reading_patterns() -> None:
    total, compiled = subprocess.run([sys.executable, "-c", CODE], capture_output=True,
                                     text=True, check=True).stdout.split()
    assert int(total) >= 10  # the reader's own patterns (sentence rules compile theirs apart)
    assert int(compiled) == 0
