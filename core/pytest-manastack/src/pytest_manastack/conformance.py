"""A conformance suite every plugin package runs: subclass :class:`PluginConformance` in the
package's tests.

It checks that the plugin loads alone (with what it declares it needs, and the base
plugins), declares in its packaging metadata the keywords given and teaches each to the
card reader, reads every card of its own card sources (those that need another plugin's
keyword with that plugin enabled where it is installed), and survives seeded random play
deterministically. :func:`corpus_coverage` measures a keyword's printed cards of the
Oracle corpus, for a plugin's README figure.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from manastack import Game, RandomAgent, Rules
from manastack.api import CORE_PLUGIN, Card, KeywordTrigger, OracleCorpusSource
from manastack_grammar.api import grammar_of
from pytest_manastack.in_process import assert_printed, corpus_installed

_BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


class PluginConformance:
    """Tests every plugin package should pass; subclass it in the package's tests::

        from pytest_manastack import PluginConformance

        class TestHasteConformance(PluginConformance):
            plugin = "haste"
            keywords = ("haste",)

    It checks that the plugin loads alone (with what it declares it needs, and
    the base plugins such as the card reader), that its distribution declares
    the ``keywords`` given (the entry-point group ``manastack.keywords``) and
    that the card reader knows each of them from this plugin, that every card of
    its own card sources (or ``cards``) is understood, and that ``games`` random
    games with decks of those cards run to their end or ``turns`` turns without
    an unexpected error, the same seed replaying the same log. ``extra`` maps
    names to in-process plugins, as the ``plugins`` marker does (an in-process
    plugin has no packaging metadata: it declares no keyword).

    ``other_keywords`` names the keywords of other plugins that cards of the pool use (an
    escape card with haste: ``other_keywords = ("haste",)``). Where the plugin of such a
    keyword is installed, the card is read with that plugin enabled too and must be
    understood so; where it is not installed, the reader is told the keyword (as the
    metadata of a plugin installed but not enabled declares it), so that the card counts as
    understood when what it lacks is only that keyword, and still fails for any sentence not
    understood. The list must stay true: a card needing another plugin's keyword that it
    doesn't name fails, and so does a keyword named that no card needs.
    ``unsupported`` names the cards of the pool whose text is known not to be understood
    yet; they must stay so (a card that becomes understood must leave the list, so the
    list never lies). Random play uses the playable cards only, with the plugin alone.

    ``printed = True`` checks that every card of the pool is the printed card of the Oracle
    corpus (skipped where no corpus is installed) and that each one's printed keywords name
    each of ``keywords``. ``trigger_keyword`` names a keyword that is a triggered ability
    (living weapon, job select): each card of the pool has exactly one ``KeywordTrigger`` of
    that name, registered by this plugin, whose text is the keyword as printed on the card,
    optional only if ``trigger_optional`` (CR 603.5: "may").
    """

    plugin: str = ""
    keywords: tuple[str, ...] | None = None
    cards: tuple[str, ...] | None = None
    unsupported: tuple[str, ...] = ()
    other_keywords: tuple[str, ...] = ()
    games: int = 3
    turns: int = 15
    extra: dict[str, Any] | None = None
    printed: bool = False
    trigger_keyword: str | None = None
    trigger_optional: bool = False

    def conformance_rules(self) -> Rules:
        if not self.plugin:
            raise TypeError(f"{type(self).__name__}.plugin is not set")
        return Rules.load(enable=[self.plugin], env={}, extra=self.extra)

    def conformance_cards(self, rules: Rules) -> list[str]:
        if self.cards is not None:
            return list(self.cards)
        names: list[str] = []
        for owner, source in rules.ruleset.registered("manastack_register_card_sources"):
            if owner == self.plugin:
                names.extend(source.names())
        return names

    def conformance_deck(self, rules: Rules, names: list[str]) -> list[str]:
        """17 basic lands of the cards' colours and 23 cards cycling through ``names``."""
        spells = [n for n in names if not rules.card(n).type_line.has_type("Land")]
        colours = sorted({c for n in spells for c in rules.card(n).colors} & set(_BASICS))
        lands = [_BASICS[c] for c in colours] or list(_BASICS.values())
        deck = [lands[i % len(lands)] for i in range(17)]
        pool = spells or names
        deck += [pool[i % len(pool)] for i in range(23)] if pool else []
        return deck

    def test_conformance_loads_alone(self) -> None:
        rules = self.conformance_rules()
        plugins = {p.name: p for p in rules.ruleset.plugins}
        info = plugins[self.plugin]
        assert info.enabled, info.reason
        base = {p.name for p in plugins.values() if p.base}  # enabled whatever is selected
        needed = {self.plugin, CORE_PLUGIN, *base, *info.requires}
        assert set(rules.ruleset.enabled) <= needed | _transitive(rules, info.requires)

    def test_conformance_declares_its_keywords(self) -> None:
        rules = self.conformance_rules()
        info = {p.name: p for p in rules.ruleset.plugins}[self.plugin]
        declared = sorted(k.lower() for k in info.keywords)
        if self.keywords is not None:
            assert declared == sorted(k.lower() for k in self.keywords), (
                f"plugin {self.plugin!r} declares keywords {declared} in its metadata "
                f"(manastack.keywords), expected {sorted(k.lower() for k in self.keywords)}")
        taught = {kd.name.lower() for owner, kd in grammar_of(rules).keyword_def_pairs
                  if owner == self.plugin}
        unread = [keyword for keyword in declared if keyword not in taught]
        assert not unread, (f"plugin {self.plugin!r} declares keywords {unread} in its metadata "
                            "but registers no KeywordDef of that name (manastack_register_keywords)")
        for keyword in declared:
            assert rules.ruleset.plugin_of_keyword(keyword) == self.plugin

    def test_conformance_cards_are_understood(self) -> None:
        problems: list[str] = []
        infos = self.conformance_rules().ruleset.plugins
        installed = {p.name for p in infos}
        owner = {k: p.name for p in infos for k in p.keywords}  # keyword -> installed plugin
        others = tuple(dict.fromkeys(k.lower() for k in self.other_keywords))
        own = sorted(k for k in others if owner.get(k) == self.plugin)
        if own:
            problems.append(f"'other_keywords' names keywords of the plugin under test: {own}")
        needed: set[str] = set()
        unread = False
        with _declared([k for k in others if k not in owner]):
            rules = self.conformance_rules()
            names = self.conformance_cards(rules)
            for name in names:
                card, enabled, needs = self._read_with_other_plugins(rules, name, installed)
                needed |= needs
                for keyword, plugin in card.missing_keywords:
                    if keyword not in others:
                        problems.append(f"{name}: needs the keyword {keyword!r} of the plugin "
                                        f"{plugin!r}, which 'other_keywords' doesn't name")
                with_others = (f" (with {', '.join(repr(p) for p in enabled)} enabled)"
                               if enabled else "")
                if name in self.unsupported:
                    if not card.unrecognized:
                        problems.append(f"{name}: understood now{with_others}; remove it from "
                                        "'unsupported'")
                elif card.unrecognized:
                    unread = True
                    problems.append(f"{name}: not understood{with_others} "
                                    f"{list(card.unrecognized)}")
        stale = [k for k in others if k not in needed and k not in own]
        if stale:
            problems.append(f"'other_keywords' names keywords no card of the pool needs: {stale}")
        unknown = sorted(set(self.unsupported) - set(names))
        if unknown:
            problems.append(f"'unsupported' names cards not in the pool: {unknown}")
        if unread:
            problems.append("(a card that lacks only the keyword of a plugin that is not "
                            "installed: name that keyword in 'other_keywords')")
        assert not problems, "\n".join(problems)

    def _read_with_other_plugins(self, rules: Rules, name: str, installed: set[str]
                                 ) -> tuple[Card, tuple[str, ...], set[str]]:
        """The card read with the installed plugins of the ``other_keywords`` it needs enabled
        too; those plugins; every keyword of another plugin it needed."""
        others = {k.lower() for k in self.other_keywords}
        card = rules.card(name)
        needs = {keyword for keyword, _ in card.missing_keywords}
        enabled: tuple[str, ...] = ()
        while True:
            more = sorted({plugin for keyword, plugin in card.missing_keywords
                           if keyword in others and plugin in installed} - set(enabled))
            if not more:
                return card, enabled, needs
            enabled = (*enabled, *more)
            card = Rules.load(enable=[self.plugin, *enabled], env={}, extra=self.extra).card(name)
            needs |= {keyword for keyword, _ in card.missing_keywords}

    def test_conformance_pool_is_printed(self) -> None:
        if not self.printed:
            pytest.skip("the pool is not declared printed ('printed = True')")
        rules = self.conformance_rules()
        names = self.conformance_cards(rules)
        for name in names:
            printed = rules.printed(rules.card(name)).keywords
            for keyword in self.keywords or ():
                assert keyword.lower() in printed, f"{name}: {keyword!r} is not printed on it"
        assert_printed(rules.card(name).definition for name in names)

    def test_conformance_trigger_keyword(self) -> None:
        if self.trigger_keyword is None:
            pytest.skip("no 'trigger_keyword' declared")
        rules = self.conformance_rules()
        wanted = self.trigger_keyword.lower()
        for name in self.conformance_cards(rules):
            card = rules.card(name)
            found = [a for a in card.abilities
                     if isinstance(a, KeywordTrigger) and a.keyword == wanted]
            assert len(found) == 1, f"{name}: {len(found)} '{wanted}' triggered abilities"
            assert found[0].plugin == self.plugin, (name, found[0].plugin)
            assert found[0].optional == self.trigger_optional, f"{name}: optional is wrong"
            text = found[0].text
            assert text.lower().startswith(wanted) and text in card.text, (
                f"{name}: the trigger's text {text!r} is not the keyword as printed")

    @pytest.mark.proves_nothing  # random games check invariants, not what a sentence does
    def test_conformance_survives_random_play(self) -> None:
        rules = self.conformance_rules()
        names = [n for n in self.conformance_cards(rules) if rules.card(n).playable]
        if not names:
            pytest.skip(f"plugin {self.plugin!r} ships no playable cards to play with")
        deck = self.conformance_deck(rules, names)
        digests = []
        for seed in range(self.games):
            game = Game.from_decks(rules, [deck, deck], seed=seed,
                                   agents=[RandomAgent(), RandomAgent()])
            game.run(max_turns=self.turns)
            assert game.result().over or game.turn.number > self.turns
            digests.append(game.log_digest())
        again = Game.from_decks(rules, [deck, deck], seed=0, agents=[RandomAgent(), RandomAgent()])
        again.run(max_turns=self.turns)
        assert again.log_digest() == digests[0], "the same seed played another game"


def corpus_coverage(rules: Rules, keyword: str) -> tuple[list[str], list[str]]:
    """The printed cards of the Oracle corpus whose MTGJSON keywords list ``keyword``, and
    those of them that ``rules`` make fully playable: ``(printed, playable)``.

    Skips the calling test when no corpus is installed (``manastack-core[oracle]`` or
    ``MANASTACK_ORACLE_CORPUS``): a plugin's README figure is checked where it can be."""
    if not corpus_installed():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(OracleCorpusSource.default_path())
    wanted = keyword.lower()
    printed = []
    for name in source.names():
        card = source.get(name)
        if card is not None and wanted in (k.lower() for k in card.keywords or ()):
            printed.append(name)
    playable = [n for n in printed if rules.compile(source.get(n)).playable]  # type: ignore[arg-type]
    return printed, playable


#: The plugin the keywords of ``other_keywords`` that no installed plugin declares are said
#: to belong to, while the cards are read (never imported: it is not enabled).
NOT_INSTALLED = "not-installed"


@contextmanager
def _declared(keywords: list[str]) -> Iterator[None]:
    """While open, ``keywords`` are declared as those of a plugin that is installed but not
    enabled (its distribution's entry points, :mod:`importlib.metadata`), whose module is
    never imported: the reader reports a card using one of them as needing that plugin
    (``missing_keywords``), rather than as text it doesn't understand."""
    if not keywords:
        yield
        return
    with tempfile.TemporaryDirectory(prefix="manastack-declared-") as folder:
        module = "pytest_manastack_not_installed"  # no such module: the plugin is never enabled
        info = Path(folder) / f"{module}-0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 0\n",
                                       "utf-8")
        lines = ["[manastack.plugins]", f"{NOT_INSTALLED} = {module}", "[manastack.keywords]",
                 *(f"{keyword} = {module}" for keyword in keywords)]
        (info / "entry_points.txt").write_text("\n".join(lines) + "\n", "utf-8")
        sys.path.append(folder)  # the kernel caches what it discovers per sys.path: a new key
        try:
            yield
        finally:
            sys.path.remove(folder)


def _transitive(rules: Rules, names: tuple[str, ...]) -> set[str]:
    by_name = {p.name: p for p in rules.ruleset.plugins}
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen or name not in by_name:
            continue
        seen.add(name)
        todo.extend(by_name[name].requires)
    return seen
