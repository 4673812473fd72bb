"""One reading per wording: no sentence of the cards the rule set reads (every installed pool
and the Oracle corpus) is read by the reader's own sentence rules of two different modules.
Two modules reading the same words are two mechanisms for one rule; the cleanup that merged
them keeps this test to stop them growing back. It also proves that the order of the
sentence modules (registration.GRAMMAR_MODULES) decides no reading but the ones listed in
:data:`KNOWN`: rules of two modules that never read the same sentence may be tried in either
order (test_rule_order.py).

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

#: Rules of two modules known to read the same sentences, and why: the first is tried first,
#: and reads them (test_rule_order.py keeps the pair in that order).
KNOWN = {
    # "You may put a creature card ... from among them onto the battlefield": the look at the
    # top reads its own "you may" (up to one) at the base priority, before "you may" (-12)
    ("put from among them", "you may"): "libraries before conditions, by priority",
}


def _module(rule: SentenceRule) -> str:
    return rule.build.__module__


@pytest.fixture
def overlaps(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[str]]]:
    found: dict[str, list[str]] = {}
    seen: set[tuple[str, str]] = set()
    read: list[str] = []  # the sentences some rule of the reader read: the probe saw them
    known: set[tuple[str, str]] = set()  # the known pairs met
    original = matching._match_rules

    def probing(s: str, b: Builder, rules: Sequence[SentenceRule], *,
                kind: str, atomic: bool) -> Any:
        if (kind, s.lower()) not in seen:
            seen.add((kind, s.lower()))
            readers: list[SentenceRule] = []
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
                    readers.append(rule)
                except Exception:  # a rule refusing the words
                    pass
                finally:
                    b.depth = depth
                    b.restore(snap)
            if readers:
                read.append(s)
            if len({_module(r) for r in readers}) > 1:
                pairs = {(a.name, b.name) for a in readers for b in readers}
                known.update(pairs & set(KNOWN))
                if not _known(readers):
                    found[f"[{kind}] {s}"] = [f"{r.name} ({_module(r)})" for r in readers]
        return original(s, b, rules, kind=kind, atomic=atomic)

    monkeypatch.setattr(matching, "_match_rules", probing)
    yield found
    assert len(read) > 5_000, "the probe tried none of the reader's rules"
    assert known == set(KNOWN), f"no longer read by two modules: {set(KNOWN) - known}"


def _known(readers: list[SentenceRule]) -> bool:
    """Every two readers of different modules are a known pair."""
    return all((a.name, b.name) in KNOWN or (b.name, a.name) in KNOWN
               for a in readers for b in readers if _module(a) < _module(b))


def test_no_wording_is_read_by_two_kernel_modules(overlaps: dict[str, list[str]]) -> None:
    rules = Rules.load(env={})  # every installed plugin: their pools and their rules
    for name in rules.cards.names():
        rules.compile(rules.cards.get(name))
    assert overlaps == {}, "\n".join(f"{s}: {m}" for s, m in overlaps.items())
