"""The grammar of a rule set: the keywords and sentences every enabled plugin registered
(:func:`grammar_of`), in the order they are tried.

The registrations are gathered when the rule set first reads a card, not by
``Rules.load()``: registering this plugin's own sentences imports its sentence modules
(benchmarks/README.md, "Start-up"). A malformed registration is then the plugin's
error, named, at that first read. Reading a card with the grammar is
:mod:`manastack_grammar.grammar`'s.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import attrs
from attrs import frozen

from manastack.api import PluginError
from manastack_grammar.registration import (
    KeywordDef,
    SentenceRule,
    keyword_rule_name,
    sentence_rule_name,
)

if TYPE_CHECKING:
    from manastack.api import Rules

__all__ = ["NAME", "SENTENCE_KINDS", "Grammar", "grammar_of"]

#: This plugin's name: its rules are tried after other plugins' at equal priority.
NAME = "grammar"

SENTENCE_KINDS = ("effect", "ability", "trigger", "count", "condition", "cost")


@frozen
class Grammar:
    """What the enabled plugins taught the reader: keyword definitions with the plugin that
    registered each, in call order; sentence rules in the order they are tried.
    ``rule_names``: the qualified name of each sentence rule and of each keyword definition
    read on keyword lines (``sentence_rule_name``,
    ``keyword_rule_name``)."""

    keyword_def_pairs: tuple[tuple[str, KeywordDef], ...]
    sentence_rules: tuple[SentenceRule, ...]
    rule_names: frozenset[str] = frozenset()

    @property
    def keyword_defs(self) -> tuple[KeywordDef, ...]:
        """Every keyword definition the enabled plugins register."""
        return tuple(kd for _, kd in self.keyword_def_pairs)

    def missing_keyword(self, rules: Rules, item: str) -> tuple[str, str] | None:
        """``(keyword, plugin)`` if ``item`` starts with a keyword whose plugin is installed but
        not enabled, and no enabled plugin reads it."""
        found = rules.missing_keyword(item)
        return None if found is None or self._read(found[0]) else found

    def absent_keyword_in(self, rules: Rules, text: str) -> tuple[str, str] | None:
        """``(keyword, plugin)`` for such a keyword anywhere in ``text``."""
        found = rules.absent_keyword_in(text)
        return None if found is None or self._read(found[0]) else found

    def _read(self, keyword: str) -> bool:
        return any(kd.name.lower() == keyword for _, kd in self.keyword_def_pairs)


_grammars: weakref.WeakKeyDictionary[Rules, Grammar] = weakref.WeakKeyDictionary()


def grammar_of(rules: Rules) -> Grammar:
    """The grammar of ``rules``, gathered from the registration hooks once."""
    found = _grammars.get(rules)
    if found is None:
        found = _grammars[rules] = _gather(rules)
    return found


def _gather(rules: Rules) -> Grammar:
    ruleset = rules.ruleset
    pairs: list[tuple[str, KeywordDef]] = []
    owner: dict[str, str] = {}
    for plugin, keyword in ruleset.registered("manastack_register_keywords"):
        if not isinstance(keyword, KeywordDef):
            raise PluginError(f"plugin {plugin!r} ({ruleset.label(plugin)}) returned {keyword!r} "
                              "from manastack_register_keywords; expected KeywordDef values")
        folded = keyword.name.lower()
        other = owner.get(folded)
        if other is not None:
            if other == plugin:
                raise PluginError(f"plugin {plugin!r} ({ruleset.label(plugin)}) declares "
                                  f"keyword {keyword.name!r} twice")
            raise PluginError(
                f"keyword {keyword.name!r} is declared by two plugins: {other!r} "
                f"({ruleset.label(other)}) and {plugin!r} ({ruleset.label(plugin)}); "
                "disable one")
        owner[folded] = plugin
        pairs.append((plugin, keyword))
    sentences: list[SentenceRule] = []
    for plugin, item in ruleset.registered("manastack_register_sentences"):
        if not isinstance(item, SentenceRule):
            raise PluginError(f"plugin {plugin!r} returned {item!r} from "
                              "manastack_register_sentences; expected SentenceRule values")
        if item.kind not in SENTENCE_KINDS:
            raise PluginError(f"plugin {plugin!r}: sentence rule {item.name!r} has kind "
                              f"{item.kind!r}; expected 'effect', 'ability', 'trigger' or "
                              "'count'")
        # the grammar knows who registered each rule (explain names it)
        sentences.append(item if item.plugin == plugin else attrs.evolve(item, plugin=plugin))
    # plugins' rules before this plugin's own at equal priority (a plugin reads its
    # keyword's wording more precisely than the general rule)
    ordered = sorted(sentences, key=lambda r: (-r.priority, r.plugin == NAME))
    keywords = sorted(pairs, key=lambda pair: pair[0] == NAME)  # plugins' before its own
    names = frozenset({*(sentence_rule_name(r.plugin, r.name) for r in ordered),
                       *(keyword_rule_name(p, kd) for p, kd in keywords
                         if kd.kind in ("ability", "section"))})
    return Grammar(tuple(keywords), tuple(ordered), names)

