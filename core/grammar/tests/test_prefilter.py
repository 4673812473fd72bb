"""The grammar's literal prefilter (registration.required_literals / may_match): a sentence
rule or keyword pattern is compiled and run only when the sentence holds every literal the
pattern needs. It must never turn away a sentence the pattern matches: cards read with and
without it are read alike."""

from __future__ import annotations

import re

import pytest

from manastack.loading.rules import Rules
from manastack.loading.ruleset import clear_cache
from manastack.loading.sources import TomlCardSource
from manastack_grammar import matching, registration
from manastack_grammar.grammar import recognition
from manastack_grammar.phrases import numbers
from manastack_grammar.registration import may_match, required_literals
from manastack_grammar.ruleset import grammar_of
from manastack_grammar.text import _REMINDER


@pytest.mark.parametrize(("pattern", "literals"), [
    (r"(?P<who>~|it) deals (?P<n>\d+|x) damage to (?P<t>.+)", (" deals ", " damage to ")),
    (r"draw (a|two) cards?", ("draw ", " card")),  # "s?": the s may be absent
    (r"colou?r", ("colo",)),
    (r"abc{0,2}def", ("def",)),  # c may appear zero times: the run stops before it
    (r"abc{2}de", ("abc",)),  # at least once: kept, and the run ends there
    (r"you gain (\d+) life", ("you gain ", " life")),
    (r"{T}: add {G}", ("{t}: add {g}",)),  # braces that are no quantifier are literal
    (r"creatures? you control get \+(\d+)/\+(\d+)", ("creature", " you control get +")),
    (r"[abc]xyz[^]]pqr", ("xyz", "pqr")),  # classes, "]" first in a class included
    (r"(?i)Hello World", ("hello world",)),  # lower case: matched case-insensitively
    (r"ab", ()),  # shorter than 3 characters: not worth a test
    (r"this|that", ()),  # alternatives at the top level: nothing common is known
    (r"(?x) a b c", ()),  # verbose: whitespace means nothing
    (r"(?ix)abc", ()),
    (r"\x41bcd", ()),  # escapes it does not read
    (r"abc\1def", ()),
    (r"x\s+yyy\dzzz", ("yyy", "zzz")),
    (r"ab\.cd", ("ab.cd",)),  # an escaped punctuation mark is itself
    (r"(unclosed abc", ()),
])
def test_required_literals(pattern: str, literals: tuple[str, ...]) -> None:
    assert required_literals(pattern) == literals


def test_may_match_needs_every_literal() -> None:
    pattern = r"(?P<who>~|it) deals (?P<n>\d+) damage to any target"
    assert may_match(pattern, "~ deals 3 damage to any target")
    assert not may_match(pattern, "~ deals 3 damage to target creature")  # "any target"
    assert not may_match(pattern, "draw a card")


def _shown(card: object) -> str:
    return re.sub(r" at 0x[0-9a-f]+", "", repr(card))


def test_every_rule_accepts_every_sentence_it_matches() -> None:
    """Soundness on the real grammar: for every sentence rule and keyword of every installed
    plugin, and every sentence of the pools' cards, a match implies the literals."""
    rules = Rules.load(env={})
    sentences: set[str] = set()
    for source in rules.cards.sources:
        if isinstance(source, TomlCardSource):
            for card in source.load().values():
                for line in card.text.splitlines():
                    line = _REMINDER.sub("", line).strip()
                    sentences.update(p.strip().rstrip(".") for p in re.split(r"(?<=\.) ", line))
                    sentences.update(item.strip() for item in line.split(","))
    grammar = grammar_of(rules)
    patterns = [r.pattern for r in grammar.sentence_rules] + [kd.pattern for kd in grammar.keyword_defs]
    assert len(patterns) > 200 and len(sentences) > 500
    matched = 0
    for pattern in patterns:
        compiled = re.compile(pattern, re.IGNORECASE)
        for sentence in sentences:
            if compiled.fullmatch(sentence):
                matched += 1
                assert may_match(pattern, sentence.lower()), (pattern, sentence)
    assert matched > 300


def test_cards_are_read_alike_with_and_without_the_prefilter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clear_cache()
    filtered = Rules.load(env={})
    clear_cache()
    for module in (matching, numbers, registration):  # every module that tests literals
        monkeypatch.setattr(module, "may_match", lambda pattern, lowered: True)
    every = Rules.load(env={})
    clear_cache()
    pools = [name for source in filtered.cards.sources if isinstance(source, TomlCardSource)
             for name in source.load()]
    sample = sorted(filtered.cards.names())[7::40]  # one in 40 of the Oracle corpus (time)
    assert len(pools) > 250 and len(sample) > 800
    for name in [*pools, *sample]:
        assert _shown(filtered.compile(filtered.cards.get(name))) == \
            _shown(every.compile(every.cards.get(name))), name
        assert _shown(recognition(filtered, filtered.definition(name))) == \
            _shown(recognition(every, every.definition(name))), name
