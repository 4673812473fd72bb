"""manastack.grammar: the kernel's grammar from an index, each module imported on first use.

Both ways (the index, or every module imported at load) must give the same rules in the
same order and read every card the same way; a stale or unreadable index is never used."""

from __future__ import annotations

import marshal
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from manastack import core_rules, grammar
from manastack.cards import TomlCardSource
from manastack.errors import PluginError
from manastack.plugins import clear_cache
from manastack.rules import Rules


def _key(rule: object) -> tuple[object, ...]:
    return (rule.name, rule.pattern, rule.kind, rule.priority,  # type: ignore[attr-defined]
            rule.build.__module__)  # type: ignore[attr-defined]


def _shown(card: object) -> str:
    return re.sub(r" at 0x[0-9a-f]+", "", repr(card))


@pytest.fixture
def index(tmp_path: Path) -> Path:
    path = tmp_path / "index.marshal"
    assert grammar.write_index(path, grammar.kernel_sentences())
    return path


def test_the_index_gives_the_same_rules_in_the_same_order(index: Path) -> None:
    eager = grammar.kernel_sentences()
    deferred = grammar.kernel_grammar(index)
    assert [_key(r) for r in deferred] == [_key(r) for r in eager]
    assert len(eager) > 150
    assert all(d.build is not e.build for d, e in zip(deferred, eager, strict=True))


def test_every_card_is_read_alike_both_ways(index: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    def load(register: object) -> Rules:
        monkeypatch.setattr(core_rules, "kernel_grammar", register)
        clear_cache()
        return Rules.load(env={})  # every installed plugin: their pools and their rules

    eager = load(grammar.kernel_sentences)
    deferred = load(lambda: grammar.kernel_grammar(index))
    clear_cache()
    assert [_key(r) for r in eager.sentence_rules] == [_key(r) for r in deferred.sentence_rules]
    pools = [name for source in eager.cards.sources if isinstance(source, TomlCardSource)
             for name in source.load()]
    sample = sorted(eager.cards.names())[::40]  # and one in 40 of the Oracle corpus (time)
    assert len(pools) > 250 and len(sample) > 800
    for name in [*pools, *sample]:  # closures made while reading print alike, addresses apart
        assert _shown(deferred.compile(deferred.cards.get(name))) == \
            _shown(eager.compile(eager.cards.get(name))), name
        assert _shown(deferred.recognition(name)) == _shown(eager.recognition(name)), name


def test_the_index_keeps_each_patterns_literals(index: Path) -> None:
    # the grammar's prefilter reads them from the index instead of working them out for ~180
    # patterns on the first card read; grammar.py is among the index's sources, so a change
    # to how literals are worked out makes the index stale
    entries = grammar.read_index(index)
    assert entries is not None
    _, sources, _ = marshal.loads(index.read_bytes())
    assert "manastack.grammar" in [module for module, _size, _mtime in sources]
    assert all(literals == grammar.literals_of(pattern)
               for _n, pattern, _k, _p, _m, literals in entries)
    assert sum(1 for entry in entries if entry[5]) > 150  # most patterns have some
    grammar.kernel_grammar(index)
    for _n, pattern, _k, _p, _m, literals in entries:
        assert grammar._KNOWN_LITERALS[pattern] == literals
        assert grammar.required_literals(pattern) == grammar.literals_of(pattern)


def test_a_stale_or_unreadable_index_is_not_used(index: Path) -> None:
    version, sources, entries = marshal.loads(index.read_bytes())
    module, size, mtime = sources[-1]
    index.write_bytes(marshal.dumps((version, [*sources[:-1], (module, size + 1, mtime)],
                                     entries)))  # a grammar module edited since
    assert grammar.read_index(index) is None
    rules = grammar.kernel_grammar(index)  # imports every module, writes a fresh index
    assert [r.build for r in rules] == [r.build for r in grammar.kernel_sentences()]
    if not sys.dont_write_bytecode:
        assert grammar.read_index(index) is not None
    for junk in (b"", b"junk", marshal.dumps((99, sources, entries)), marshal.dumps([1, 2])):
        index.write_bytes(junk)
        assert grammar.read_index(index) is None
    assert grammar.read_index(None) is None


def test_a_rule_missing_from_its_module_is_named() -> None:
    build = grammar._deferred_rule("manastack.sentences", "no such rule")
    with pytest.raises(PluginError, match=r"'no such rule' in manastack\.sentences"):
        build(None, None)  # type: ignore[arg-type]


def test_a_fresh_interpreter_imports_a_grammar_module_when_a_card_needs_it(
        tmp_path: Path) -> None:
    code = (
        "import sys, manastack\n"
        "rules = manastack.Rules.load()\n"
        "loaded = lambda: sorted(m for m in sys.modules if m.startswith('manastack.sentences'))\n"
        "print(loaded())\n"
        "card = rules.card('Lightning Bolt')\n"
        "print(loaded())\n"
        "print(type(card.abilities[0].modes[0].instructions[0]).__name__)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path)

    def run() -> list[str]:
        return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, check=True).stdout.splitlines()

    first = run()  # no index yet: every module imported, the index written
    assert first[0].count("manastack.sentences") == len(grammar.GRAMMAR_MODULES)
    second = run()
    assert second[0] == "[]"  # Rules.load() imported no grammar module
    assert second[1] == "['manastack.sentences']"  # the one "deals 3 damage" is read by
    assert second[2] == first[2] == "DealDamage"
