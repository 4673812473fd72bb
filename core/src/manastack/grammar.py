"""The kernel's grammar of Oracle sentences, loaded on first use.

The kernel's sentence rules (:mod:`manastack.sentences` and the area modules
``sentences_<area>.py``) are registered by the ``core`` plugin through
``manastack_register_sentences``, like any plugin's. Their modules hold ~60
instruction classes; importing them was a fifth of ``Rules.load()`` (benchmarks/
README.md, "Start-up"), though a game's cards match a few of its ~180 rules.

So the rule set gets the kernel's rules from an index, each rule's name, pattern,
kind, priority and module, and a rule's module is imported the first time the rule
matches a sentence (:func:`kernel_grammar`). The index is made by importing every
grammar module once, and kept next to the bytecode (``manastack/__pycache__``, as
:mod:`manastack._attrs` keeps attrs' methods), valid while the size and
modification time of every grammar module's source are those it was made from:
Python's own test for ``.pyc`` files. Without a valid index (first run, edited
source, ``PYTHONDONTWRITEBYTECODE``, read-only install), the modules are imported
at load as before; both ways give the same rules in the same order
(core/tests/test_grammar_index.py).
"""

from __future__ import annotations

import importlib
import marshal
import os
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from manastack._attrs import cache_path, write_atomically

if TYPE_CHECKING:
    from manastack.oracle import Builder, SentenceResult, SentenceRule

#: The kernel's grammar modules: importing one registers its sentences
#: (:func:`manastack.oracle.sentence`, in :data:`manastack.oracle.KERNEL_SENTENCES`).
GRAMMAR_MODULES = (
    "manastack.sentences",
    "manastack.sentences_effects",
    "manastack.sentences_haste_earthbend",
    "manastack.sentences_overload_escalate",
    "manastack.sentences_graveyard",
    "manastack.sentences_casting",
    "manastack.sentences_permanents",
    "manastack.sentences_spells",
)

_FORMAT = 1  # bumped when the index's layout changes
INDEX_PATH = cache_path("_grammar_index")

# (name, pattern, kind, priority, module) of one rule
_Entry = tuple[str, str, str, int, str]


def kernel_sentences() -> list[SentenceRule]:
    """Every kernel sentence rule, in registration order: every grammar module imported."""
    from manastack.oracle import KERNEL_SENTENCES
    from manastack.sentences import check_rule_names

    for module in GRAMMAR_MODULES:
        importlib.import_module(module)
    check_rule_names()
    return list(KERNEL_SENTENCES)


def kernel_grammar(index_path: str | os.PathLike[str] | None = INDEX_PATH) -> list[SentenceRule]:
    """The kernel's rules for ``manastack_register_sentences``: from a valid index, rules
    whose module is imported on first use; otherwise every module imported now (and the
    index written for the next process)."""
    from manastack.oracle import SentenceRule

    entries = read_index(index_path)
    if entries is None:
        rules = kernel_sentences()
        if index_path is not None and not sys.dont_write_bytecode:
            write_index(index_path, rules)
        return rules
    return [SentenceRule(name=name, pattern=pattern, build=_deferred(module, name), kind=kind,
                         priority=priority)
            for name, pattern, kind, priority, module in entries]


def _sources() -> list[tuple[str, int, int]] | None:
    # (module, size, mtime_ns) of each grammar module's source; None if one has no source
    folder = os.path.dirname(os.path.realpath(__file__))
    found = []
    for module in GRAMMAR_MODULES:
        try:
            stat = os.stat(os.path.join(folder, module.rpartition(".")[2] + ".py"))
        except OSError:
            return None
        found.append((module, stat.st_size, stat.st_mtime_ns))
    return found


def write_index(path: str | os.PathLike[str], rules: list[SentenceRule]) -> bool:
    """Write the index of ``rules`` (the kernel's, every module imported); True if written."""
    sources = _sources()
    if sources is None:
        return False
    entries = [(r.name, r.pattern, r.kind, r.priority, r.build.__module__) for r in rules]
    return write_atomically(path, marshal.dumps((_FORMAT, sources, entries)))


def read_index(path: str | os.PathLike[str] | None) -> list[_Entry] | None:
    """The index's rules when it was made from the grammar modules as they are now."""
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            version, sources, entries = marshal.loads(f.read())
        if version != _FORMAT or sources != _sources():
            return None
        return [(str(name), str(pattern), str(kind), int(priority), str(module))
                for name, pattern, kind, priority, module in entries]
    except (OSError, EOFError, ValueError, TypeError):
        return None  # none yet, or not one of ours


def _deferred(module: str,
              name: str) -> Callable[[re.Match[str], Builder], SentenceResult]:
    """The build function of the rule ``name``, its module imported at the first call."""
    real: list[Callable[[re.Match[str], Builder], SentenceResult]] = []

    def build(match: re.Match[str], builder: Builder) -> SentenceResult:
        if not real:
            real.append(_imported_build(module, name))
        return real[0](match, builder)

    build.__module__ = module  # where the rule is written (explain, grammar tests)
    build.__qualname__ = build.__name__ = f"deferred {name!r}"
    return build


def _imported_build(module: str,
                    name: str) -> Callable[[re.Match[str], Builder], SentenceResult]:
    from manastack.errors import PluginError
    from manastack.oracle import KERNEL_SENTENCES

    importlib.import_module(module)
    for rule in KERNEL_SENTENCES:
        if rule.name == name:
            return rule.build
    # only a source changed without its size or time changing could do it (as for a .pyc)
    raise PluginError(f"plugin 'core': the grammar index names the rule {name!r} in {module}, "
                      f"which has no such rule; delete {INDEX_PATH} and run again")
