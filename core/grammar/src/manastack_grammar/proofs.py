"""Which rules of the grammar are proven in play: the record a test run makes, and the one
committed with this package (``data/proofs.json``).

A rule (a sentence rule, or a keyword definition read on keyword lines: their qualified
names, :attr:`Grammar.rule_names <manastack_grammar.ruleset.Grammar>`) is *proven* when a
test that passed played a real printed card read with it: an object of the card had a spell
or ability of it cast, activated, triggered or resolved in a game of the test, and its data
is the Oracle corpus's (same name, text, mana cost and type line). The test kit records that
(``pytest --manastack-proofs=PATH``, :mod:`pytest_manastack.proofs`); a card read only with
proven rules is *verified* (``manastack cards --coverage``).

The record a run writes keeps every (card, test) pair; the committed file keeps a few per
rule (:meth:`Proofs.capped`), so CI can tell a claim the run no longer makes (a stale
claim: :meth:`Proofs.stale_against`) from a proof not yet committed (:meth:`Proofs.new_in`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from attrs import field, frozen

__all__ = ["FORMAT", "PER_RULE", "Proofs", "committed", "committed_path"]

#: The version of the file's layout.
FORMAT = 1

#: How many (card, test) pairs the committed file keeps per rule, and tests per card.
PER_RULE = 3


def _pairs(value: Mapping[str, Iterable[tuple[str, str]]]) -> dict[str, tuple[tuple[str, str], ...]]:
    return {rule: tuple(sorted({(card, test) for card, test in pairs}))
            for rule, pairs in sorted(value.items())}


def _tests(value: Mapping[str, Iterable[str]]) -> dict[str, tuple[str, ...]]:
    return {card: tuple(sorted(set(tests))) for card, tests in sorted(value.items())}


@frozen
class Proofs:
    """Per rule, the (printed card, test node id) pairs that prove it; per printed card played
    in a passing test, those tests. ``corpus``: whether the run could compare the cards with
    the Oracle corpus (without it no card counts as printed, so nothing is proven)."""

    rules: Mapping[str, tuple[tuple[str, str], ...]] = field(factory=dict, converter=_pairs)
    played: Mapping[str, tuple[str, ...]] = field(factory=dict, converter=_tests)
    corpus: bool = True

    def proven(self, rule: str) -> bool:
        return bool(self.rules.get(rule))

    def was_played(self, card: str) -> bool:
        return bool(self.played.get(card))

    def unproven(self, names: Iterable[str]) -> list[str]:
        """Those of ``names`` (qualified rule names) with no proof, sorted."""
        return sorted(n for n in set(names) if not self.proven(n))

    def capped(self, keep: Proofs | None = None, per_rule: int = PER_RULE) -> Proofs:
        """This record with at most ``per_rule`` pairs per rule and one test per card, what
        ``keep`` (the committed file) already holds chosen first: the committed file changes
        only where the proofs do."""
        kept = keep or Proofs()
        rules: dict[str, list[tuple[str, str]]] = {}
        for rule, pairs in self.rules.items():
            old = [p for p in kept.rules.get(rule, ()) if p in pairs]
            rules[rule] = (old + [p for p in pairs if p not in old])[:per_rule]
        played: dict[str, list[str]] = {}
        for card, tests in self.played.items():
            old_tests = [t for t in kept.played.get(card, ()) if t in tests]
            played[card] = (old_tests + [t for t in tests if t not in old_tests])[:1]
        return Proofs(rules, played, self.corpus)

    def stale_against(self, run: Proofs) -> list[str]:
        """The claims of this (committed) record that ``run`` did not make: a pair proving a
        rule, or a card played in a test, the run did not record."""
        out: list[str] = []
        for rule, pairs in self.rules.items():
            recorded = set(run.rules.get(rule, ()))
            out.extend(f"rule {rule!r} proven by {card!r} in {test}" for card, test in pairs
                       if (card, test) not in recorded)
        for card, tests in self.played.items():
            recorded_tests = set(run.played.get(card, ()))
            out.extend(f"card {card!r} played in {test}" for test in tests
                       if test not in recorded_tests)
        return out

    def new_in(self, run: Proofs) -> list[str]:
        """The rules ``run`` proves and cards it plays that this (committed) record does not
        name."""
        return [*(f"rule {r!r}" for r in run.rules if run.rules[r] and not self.proven(r)),
                *(f"card {c!r}" for c in run.played if not self.was_played(c))]

    def to_json(self) -> str:
        data = {
            "format": FORMAT,
            "about": "rules of the grammar proven in play by printed cards in passing tests "
                     "(manastack_grammar.proofs); written by pytest --manastack-proofs",
            "corpus": self.corpus,
            "rules": {r: [list(p) for p in pairs] for r, pairs in self.rules.items()},
            "played": {c: list(t) for c, t in self.played.items()},
        }
        return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, *, where: str = "proofs") -> Proofs:
        """Read a record; a malformed one is a ValueError naming what is wrong."""
        data: Any = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{where}: not a proofs record of format {FORMAT}")
        rules, played = data.get("rules"), data.get("played")
        if not isinstance(rules, dict) or not all(
                isinstance(pairs, list) and all(
                    isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)
                    for p in pairs) for pairs in rules.values()):
            raise ValueError(f"{where}: 'rules' must map each rule to [card, test] pairs")
        if not isinstance(played, dict) or not all(
                isinstance(tests, list) and all(isinstance(t, str) for t in tests)
                for tests in played.values()):
            raise ValueError(f"{where}: 'played' must map each card to test node ids")
        return cls({r: [(c, t) for c, t in pairs] for r, pairs in rules.items()},
                   played, bool(data.get("corpus", True)))

    @classmethod
    def read(cls, path: str | Path) -> Proofs:
        return cls.from_json(Path(path).read_text(encoding="utf-8"), where=str(path))


def committed_path() -> Path:
    """Where this package keeps the committed record (``data/proofs.json``)."""
    return Path(str(resources.files("manastack_grammar") / "data" / "proofs.json"))


def committed() -> Proofs:
    """The committed record; an empty one if the package has none."""
    path = committed_path()
    return Proofs.read(path) if path.is_file() else Proofs()
