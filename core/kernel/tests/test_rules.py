"""Rules: card sources of a rule set, compiling and caching cards, plugin grammar.

Sources: the kernel's own pool, plugins' pools, the Oracle corpus (the plugin
``oracle``, tested when the corpus is installed), a user's MTGJSON
``AtomicCards.json`` (``card_files``), and unknown names with suggestions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pytest

from manastack.errors import PluginError, UnknownCardError
from manastack.hookspecs import hookimpl
from manastack.instructions.zone_changes import Draw
from manastack.loading import ruleset as plugins
from manastack.loading.rules import Rules
from manastack.loading.sources import PRIORITY_CORPUS, OracleCorpusSource
from manastack.model.abilities import Ability, KeywordAbility, SpellAbility
from manastack.model.cards import CardDef
from manastack_grammar.api import Builder, KeywordDef, SentenceRule, grammar_of

needs_corpus = pytest.mark.skipif(not OracleCorpusSource.available(),
                                  reason="the Oracle corpus is not installed "
                                  "(pip install 'manastack-core[oracle]')")


def load(*names: str, extra: Mapping[str, object] | None = None, **kwargs: Any) -> Rules:
    return Rules.load(enable=list(names) + list(extra or {}), env={}, extra=extra, **kwargs)


# --------------------------------------------------------------------------
# The kernel's pool and caching
# --------------------------------------------------------------------------


def test_kernel_pool_is_the_first_source(rules: Rules) -> None:
    assert rules.cards.sources[0].name == "core"
    bolt = rules.card("Lightning Bolt")
    assert bolt.definition is not None and bolt.definition.source == "core"


def test_card_is_compiled_once_and_cached(rules: Rules) -> None:
    first = rules.card("Wrath of God")
    assert rules.card("Wrath of God") is first
    assert rules.card("wrath of god") is first  # case-insensitive lookups share it
    with pytest.MonkeyPatch.context() as patch:  # from now on, a dict lookup: nothing else
        patch.setattr(rules, "compile", _redone)
        patch.setattr(rules, "definition", _redone)
        for name in ("Wrath of God", "wrath of god"):
            assert rules.card(name) is first


def _redone(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("a cached card was looked up or compiled again")


def test_same_arguments_same_rules() -> None:
    assert load() is load()


def test_unknown_card_suggests_close_names(rules: Rules) -> None:
    with pytest.raises(UnknownCardError) as info:
        rules.card("Lightnig Bolt")
    assert "Lightning Bolt" in info.value.suggestions
    message = str(info.value)
    assert "did you mean 'Lightning Bolt'" in message
    assert "enable the plugin 'oracle'" in message  # where more cards would come from


# --------------------------------------------------------------------------
# A user's MTGJSON AtomicCards.json
# --------------------------------------------------------------------------


def atomic_file(tmp_path: Path) -> Path:
    data = {"meta": {}, "data": {
        "Cyclonic Rift": [{
            "name": "Cyclonic Rift", "manaCost": "{1}{U}", "type": "Instant",
            "text": "Return target nonland permanent you don't control to its owner's hand.\n"
                    "Overload {6}{U}", "keywords": ["Overload"], "layout": "normal",
        }],
        "Divination": [{
            "name": "Divination", "manaCost": "{2}{U}", "type": "Sorcery",
            "text": "Draw three cards.", "layout": "normal",
        }],
        "Fire // Ice": [
            {"name": "Fire // Ice", "faceName": "Fire", "manaCost": "{1}{R}", "type": "Instant",
             "text": "Fire deals 2 damage divided as you choose among one or two targets.",
             "side": "a", "layout": "split"},
            {"name": "Fire // Ice", "faceName": "Ice", "manaCost": "{1}{U}", "type": "Instant",
             "text": "Tap target permanent.\nDraw a card.", "side": "b", "layout": "split"},
        ],
    }}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data))
    return path


def test_card_files_add_an_mtgjson_source(tmp_path: Path) -> None:
    rules = load(card_files=[atomic_file(tmp_path)])
    rift = rules.card("Cyclonic Rift")
    assert rift.definition is not None and rift.definition.source == "mtgjson:AtomicCards.json"
    assert rift.missing_keywords == (("overload", "overload"),)
    # the kernel pool wins a name both know (Divination is in both)
    assert rules.card("Divination").definition.source == "core"  # type: ignore[union-attr]
    assert rules.card("Fire").name == "Fire // Ice"  # front face lookup
    assert rules.cards.sources[-1].priority == PRIORITY_CORPUS  # type: ignore[attr-defined]


def test_card_files_are_part_of_the_rules_identity(tmp_path: Path) -> None:
    path = atomic_file(tmp_path)
    assert load(card_files=[path]) is load(card_files=[str(path)])
    assert load(card_files=[path]) is not load()


# --------------------------------------------------------------------------
# The Oracle corpus (plugin "oracle")
# --------------------------------------------------------------------------


@needs_corpus
def test_oracle_plugin_adds_the_corpus_after_the_pools() -> None:
    rules = load("oracle")
    assert rules.cards.sources[0].name == "core"
    assert rules.cards.sources[-1].name == "oracle"
    rift = rules.card("cyclonic rift")
    assert rift.definition.source == "oracle"  # type: ignore[union-attr]
    assert rules.card("Lightning Bolt").definition.source == "core"  # type: ignore[union-attr]
    assert len(rules.cards) > 33_000


@needs_corpus
def test_corpus_unknown_names_get_suggestions() -> None:
    rules = load("oracle")
    with pytest.raises(UnknownCardError) as info:
        rules.card("Cyclonic Rfit")
    assert info.value.suggestions[0] == "Cyclonic Rift"
    assert "oracle" not in str(info.value).split("?")[-1]  # no install hint: it is installed


@needs_corpus
def test_corpus_cards_are_compiled_once_then_looked_up() -> None:
    """A corpus card is compiled on its first lookup only (the microseconds a lookup
    costs are measured by benchmarks/bench_cards.py, not asserted here)."""
    rules = load("oracle")
    rules.card("Shock")  # loads and indexes the corpus
    names = rules.cards.names()[::500]
    first = {n: rules.card(n) for n in names}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules, "compile", _redone)
        patch.setattr(rules, "definition", _redone)
        for n in names:
            assert rules.card(n) is first[n]


def test_oracle_plugin_without_the_corpus_says_how_to_install(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MANASTACK_ORACLE_CORPUS", str(tmp_path / "missing.json"))
    plugins.clear_cache()
    try:
        rules = load("oracle")
        assert [s.name for s in rules.cards.sources] == ["core"]
        with pytest.raises(UnknownCardError, match=r"pip install 'manastack-core\[oracle\]'"):
            rules.card("Cyclonic Rift")
    finally:
        plugins.clear_cache()


# --------------------------------------------------------------------------
# Plugins' grammar, card scripts, card pools
# --------------------------------------------------------------------------


def _double_draw(m: re.Match[str], b: Builder) -> Any:
    return [Draw(1), Draw(1)]


class Grammar:
    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        return [SentenceRule(name="double draw", pattern=r"draw a card twice", build=_double_draw)]


class Scripts:
    @hookimpl
    def manastack_register_card_scripts(self) -> Mapping[str, Any]:
        def bears(d: CardDef, rules: Rules) -> Iterable[Ability]:
            return [KeywordAbility(keyword="flying", text="scripted")]

        def broken(d: CardDef, rules: Rules) -> Iterable[Ability]:
            raise KeyError("oops")

        return {"Grizzly Bears": bears, "Hill Giant": broken}


class BadRule:
    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        def explode(m: re.Match[str], b: Builder) -> Any:
            raise ZeroDivisionError("bad rule")

        return [SentenceRule(name="explodes", pattern=r"explode", build=explode)]


class BadKind:
    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        return [SentenceRule(name="odd", pattern="x", build=_double_draw, kind="static")]


class NotARule:
    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        return ["draw a card"]


def test_plugin_sentences_are_used_and_named() -> None:
    rules = load(extra={"doubling": Grammar()})
    card = rules.compile(CardDef(name="Twice", mana_cost="{U}", type_line="Sorcery",
                                 text="Draw a card twice."))
    mode = next(a for a in card.abilities if isinstance(a, SpellAbility)).modes[0]
    assert mode.instructions == (Draw(1), Draw(1))
    rule = next(r for r in grammar_of(rules).sentence_rules if r.name == "double draw")
    assert rule.plugin == "doubling"
    rules_in_order = grammar_of(rules).sentence_rules
    assert rules_in_order.index(rule) < min(  # before the reader's own at equal priority
        i for i, r in enumerate(rules_in_order) if r.plugin == "grammar" and r.priority == 0)


def test_card_scripts_win_over_text() -> None:
    rules = load(extra={"scripts": Scripts()})
    bears = rules.card("Grizzly Bears")
    assert [a.text for a in bears.abilities] == ["scripted"] and bears.playable
    with pytest.raises(PluginError, match=r"'scripts'.*Hill Giant.*KeyError"):
        rules.card("Hill Giant")


def test_a_raising_sentence_rule_names_its_plugin() -> None:
    rules = load(extra={"bad": BadRule()})
    with pytest.raises(PluginError, match="plugin 'bad': sentence rule 'explodes' raised "
                       "ZeroDivisionError"):
        rules.compile(CardDef(name="Boom", mana_cost="{R}", type_line="Instant",
                              text="Explode."))


@pytest.mark.parametrize(("plugin", "problem"), [(BadKind(), "kind 'static'"),
                                                 (NotARule(), "expected SentenceRule")])
def test_malformed_sentence_registrations_are_errors(plugin: object, problem: str) -> None:
    rules = load(extra={"odd": plugin})  # sentences are gathered when the first card is read
    with pytest.raises(PluginError, match=f"plugin 'odd'.*{problem}"):
        rules.card("Lightning Bolt")


class Counts:
    """A plugin's count phrase (``kind="count"``): "for each [phrase]" reads it."""

    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        def seven(m: re.Match[str], b: Builder) -> Any:
            return lambda ctx: 7

        def not_a_function(m: re.Match[str], b: Builder) -> Any:
            return 7

        return [SentenceRule(name="lucky", pattern=r"lucky number", build=seven, kind="count"),
                SentenceRule(name="broken", pattern=r"broken number", build=not_a_function,
                             kind="count")]


def test_a_plugin_count_phrase_is_read_for_each() -> None:
    # CR 107.3c: counted as the effect happens; a build that returns no function is the
    # plugin's error, named
    rules = load(extra={"counts": Counts()})
    card = rules.compile(CardDef(name="Luck", mana_cost="{W}", type_line="Sorcery",
                                 text="You gain 1 life for each lucky number."))
    assert card.playable
    mode = next(a for a in card.abilities if isinstance(a, SpellAbility)).modes[0]
    amount = mode.instructions[0].amount  # type: ignore[attr-defined]
    assert amount(None) == 7 and str(amount) == "1 for each lucky number"
    with pytest.raises(PluginError, match="plugin 'counts': count rule 'broken' built 7"):
        rules.compile(CardDef(name="Bad Luck", mana_cost="{W}", type_line="Sorcery",
                              text="You gain 1 life for each broken number."))
    plain = load()  # without the plugin the phrase is not understood
    assert not plain.compile(CardDef(name="Luck", mana_cost="{W}", type_line="Sorcery",
                                     text="You gain 1 life for each lucky number.")).playable


class Conditions:
    """A plugin's condition (``kind="condition"``): "If [condition], ..." reads it."""

    @hookimpl
    def manastack_register_sentences(self) -> Iterable[object]:
        def lucky(m: re.Match[str], b: Builder) -> Any:
            return lambda ctx: ctx.controller == 0

        def not_a_function(m: re.Match[str], b: Builder) -> Any:
            return True

        return [SentenceRule(name="lucky", pattern=r"you're lucky", build=lucky,
                             kind="condition"),
                SentenceRule(name="broken", pattern=r"you're broken", build=not_a_function,
                             kind="condition")]


def test_a_plugin_condition_is_read_after_if() -> None:
    # CR 608.2c: checked as the effect happens; a build that returns no function is the
    # plugin's error, named
    from manastack.api import Conditional, Context

    rules = load(extra={"conditions": Conditions()})
    text = "If you're lucky, you gain 3 life."
    card = rules.compile(CardDef(name="Luck", mana_cost="{W}", type_line="Sorcery", text=text))
    assert card.playable and "conditions:lucky" in card.read_with
    mode = next(a for a in card.abilities if isinstance(a, SpellAbility)).modes[0]
    (conditional,) = mode.instructions
    assert isinstance(conditional, Conditional)
    assert conditional.condition(Context(game=None, controller=0, source=None))  # type: ignore[arg-type]
    assert not conditional.condition(Context(game=None, controller=1, source=None))  # type: ignore[arg-type]
    with pytest.raises(PluginError, match="plugin 'conditions': condition rule 'broken' built"):
        rules.compile(CardDef(name="Bad Luck", mana_cost="{W}", type_line="Sorcery",
                              text="If you're broken, you gain 3 life."))
    plain = load()  # without the plugin the condition is not understood
    assert not plain.compile(CardDef(name="Luck", mana_cost="{W}", type_line="Sorcery",
                                     text=text)).playable


class GreedyKeyword:
    """A keyword whose pattern also matches lines that are not that keyword."""

    @hookimpl
    def manastack_register_keywords(self) -> Iterable[object]:
        from manastack.errors import CardDataError

        def build(m: re.Match[str]) -> Any:
            raise CardDataError(f"frob cost not understood: {m['rest']!r}")

        return [KeywordDef(name="frob", pattern=r"frob(?P<rest>.*)", build=build)]


def test_cards_with_data_the_kernel_cannot_read_still_load() -> None:
    rules = load(extra={"greedy": GreedyKeyword()})
    odd = rules.compile(CardDef(name="Odd Frob", mana_cost="{1}", type_line="Artifact",
                                text="Frob costs cost {2} less."))
    assert not odd.playable and odd.unrecognized == ("Frob costs cost {2} less.",)
    half = rules.compile(CardDef(name="Cheap Thing", mana_cost="{1}{W}", type_line="Creature — "
                                 "Donkey", text="Spells you cast cost {½} less to cast.",
                                 power="1", toughness="3"))
    assert half.unrecognized == ("Spells you cast cost {½} less to cast.",)
    phyrexian = rules.compile(CardDef(name="Odd Cost", mana_cost="{8}{C/P}", type_line="Artifact"))
    assert phyrexian.mana_cost is None and len(phyrexian.unrecognized) == 1
    assert "Odd Cost" in phyrexian.unrecognized[0] and "'{8}{C/P}'" in phyrexian.unrecognized[0]
