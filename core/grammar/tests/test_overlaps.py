"""One reading per wording: no sentence of the cards the rule set reads (every installed pool
and the Oracle corpus) is read by the reader's own sentence rules of two different modules.
Two modules reading the same words are two mechanisms for one rule; the cleanup that merged
them keeps this test to stop them growing back.

Every card is compiled while, for each sentence met, every rule the reader registers itself
(plugin ``grammar``) of the same kind is tried (composite rules apart); the rules that build
a reading are grouped by module.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from manastack.loading.rules import Rules
from manastack_grammar import matching
from manastack_grammar.builder import Builder
from manastack_grammar.registration import COMPOSITE_PRIORITY, SentenceRule
from manastack_grammar.ruleset import NAME


def _module(rule: SentenceRule) -> str:
    return rule.build.__module__


@pytest.fixture
def overlaps(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, set[str]]]:
    found: dict[str, set[str]] = {}
    seen: set[tuple[str, str]] = set()
    read: list[str] = []  # the sentences some rule of the reader read: the probe saw them
    original = matching._match_rules

    def probing(s: str, b: Builder, rules: Sequence[SentenceRule], *,
                kind: str, atomic: bool) -> Any:
        if (kind, s.lower()) not in seen:
            seen.add((kind, s.lower()))
            modules: set[str] = set()
            for rule in rules:
                if rule.kind != kind or rule.plugin != NAME or \
                        rule.priority <= COMPOSITE_PRIORITY:
                    continue
                m = rule.compiled.fullmatch(s)
                if m is None:
                    continue
                snap, depth = b.snapshot(), b.depth
                try:
                    rule.build(m, b)
                    modules.add(_module(rule))
                except Exception:  # a rule refusing the words
                    pass
                finally:
                    b.depth = depth
                    b.restore(snap)
            if modules:
                read.append(s)
            if len(modules) > 1:
                found[f"[{kind}] {s}"] = modules
        return original(s, b, rules, kind=kind, atomic=atomic)

    monkeypatch.setattr(matching, "_match_rules", probing)
    yield found
    assert len(read) > 5_000, "the probe tried none of the reader's rules"


def test_no_wording_is_read_by_two_kernel_modules(overlaps: dict[str, set[str]]) -> None:
    rules = Rules.load(env={})  # every installed plugin: their pools and their rules
    for name in rules.cards.names():
        rules.compile(rules.cards.get(name))
    assert overlaps == {}, "\n".join(f"{s}: {sorted(m)}" for s, m in overlaps.items())
