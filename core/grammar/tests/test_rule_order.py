"""The order the reader tries its own sentence rules in, kept when the sentence modules were
regrouped by wording area (the order before: data/sentence_rule_order.tsv, recorded then).

Which rule reads a sentence first is decided by priority, then, at equal kind and priority,
by the order the rules were registered: the order of registration.GRAMMAR_MODULES, then the
order inside a module (a plugin's rules come before the reader's own at equal priority,
whatever this order). The regrouping kept every rule with its kind and priority, and the
recorded order inside each module and of every two rules that read the same sentences
(test_overlaps.KNOWN). Two rules of different modules may now be tried in the other order
only if no sentence of the corpus is read by both (test_overlaps.py), and the reading of the
whole Oracle corpus is unchanged.
"""

from __future__ import annotations

from pathlib import Path

from manastack_grammar.registration import kernel_sentences

#: The rules of two modules that read the same sentences: test_overlaps.KNOWN.
READ_TOGETHER = (("put from among them", "you may"),)


def _recorded() -> list[tuple[str, str, int]]:
    text = (Path(__file__).parent / "data" / "sentence_rule_order.tsv").read_text()
    rows = [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]
    return [(name, kind, int(priority)) for name, kind, priority, _module in rows]


def _trial_order(rules: list[tuple[str, str, int]]) -> dict[str, int]:
    """Each rule's place as the rules are tried (by priority, then as registered: the sort is
    stable); only the places of two rules of one kind are compared."""
    ordered = sorted(rules, key=lambda r: -r[2])
    return {name: i for i, (name, _kind, _priority) in enumerate(ordered)}


def test_the_reader_registers_the_recorded_rules() -> None:
    now = [(r.name, r.kind, r.priority) for r in kernel_sentences()]
    assert sorted(now) == sorted(_recorded())


def test_inside_each_module_the_rules_keep_the_recorded_order() -> None:
    place = {name: i for i, (name, _kind, _priority) in enumerate(_recorded())}
    by_module: dict[str, list[str]] = {}
    for rule in kernel_sentences():
        by_module.setdefault(rule.build.__module__, []).append(rule.name)
    assert len(by_module) >= 12
    for module, names in by_module.items():
        assert names == sorted(names, key=place.__getitem__), module


def test_rules_that_read_the_same_sentences_are_tried_in_the_recorded_order() -> None:
    before = _trial_order(_recorded())
    now = _trial_order([(r.name, r.kind, r.priority) for r in kernel_sentences()])
    for first, second in READ_TOGETHER:
        assert (before[first] < before[second]) == (now[first] < now[second]), (first, second)


def test_only_rules_of_different_modules_changed_places() -> None:
    """Two rules of the same kind and priority tried in the other order than recorded are
    in two modules (never both reading a sentence: test_overlaps.py), never a pair that reads
    the same sentences."""
    recorded = _recorded()
    kinds = {name: (kind, priority) for name, kind, priority in recorded}
    module = {r.name: r.build.__module__ for r in kernel_sentences()}
    before = _trial_order(recorded)
    now = _trial_order([(r.name, r.kind, r.priority) for r in kernel_sentences()])
    swapped = [(a, b) for a in before for b in before
               if kinds[a] == kinds[b] and before[a] < before[b] and now[a] > now[b]]
    for a, b in swapped:
        assert module[a] != module[b], (a, b)
        assert (a, b) not in READ_TOGETHER and (b, a) not in READ_TOGETHER, (a, b)
