"""Rules: a loaded rule set plus everything built from it once (cards, keywords, grammar).

``Rules.load(...)`` selects and loads plugins (:func:`manastack.plugins.load_rules`)
with the kernel registered as the plugin ``core``, then collects, once, what
the registration hooks return: keyword definitions, card sources, sentence
rules and card scripts. Cards are compiled (parsed and recognised) on first
use and cached, so a game never recognises text in its inner loop.

Card sources, in the order a name is looked for: the kernel's pool, the
plugins' pools, then the big corpora: the Oracle corpus (the plugin
``oracle``, see :mod:`manastack.corpus`) and the MTGJSON ``AtomicCards.json``
files given as ``card_files``.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.errors import CardDataError, PluginError, UnknownCardError
from manastack.grammar import KeywordDef, SentenceRule
from manastack.loading import plugins
from manastack.loading.sources import CardDatabase, CardSource, MTGJSONAtomicSource
from manastack.model.cards import CardDef

if TYPE_CHECKING:
    from manastack.model.abilities import Ability, SpellAbility
    from manastack.model.objects import Card, Characteristics
    from manastack.model.typeline import TypeLine
    from manastack.oracle import Recognition

#: Keywords of the built-in keyword plugins, to name the plugin when it is off.
BUILTIN_KEYWORD_PLUGINS = {
    "haste": "haste",
    "flashback": "flashback",
    "escape": "escape",
    "delve": "delve",
    "overload": "overload",
    "escalate": "escalate",
    "earthbend": "earthbend",
    "shadow": "shadow",
    "kicker": "kicker",
    "multikicker": "kicker",  # CR 702.33c: the kicker plugin reads both keyword lines
}

_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class Rules:
    """What a game plays by: enabled plugins, cards, keywords and grammar."""

    def __init__(self, ruleset: plugins.RuleSet,
                 extra_sources: Sequence[CardSource] = ()) -> None:
        self.ruleset = ruleset
        #: (plugin, keyword definition) pairs, in the order plugins registered them.
        self.keyword_def_pairs: tuple[tuple[str, KeywordDef], ...] = tuple(
            ruleset.registered("manastack_register_keywords")
        )
        self.keyword_defs: tuple[KeywordDef, ...] = tuple(kd for _, kd in self.keyword_def_pairs)
        self.keyword_plugin = {
            item.name.lower(): name for name, item in self.keyword_def_pairs
        }
        self.card_scripts: dict[str, Any] = {}
        self.card_script_plugin: dict[str, str] = {}
        for name, (key, value) in ruleset.registered("manastack_register_card_scripts"):
            if not callable(value):
                raise PluginError(f"plugin {name!r}: the card script for {key!r} is not callable")
            self.card_scripts[key] = value
            self.card_script_plugin[key] = name
        sources = [item for _, item in ruleset.registered("manastack_register_card_sources")]
        sources.extend(extra_sources)
        # the kernel's pool first, then plugins' pools, then big corpora (earlier wins);
        # the sort is stable: equal priorities keep the registration order
        sources.sort(key=lambda s: getattr(s, "priority", 50))
        self.cards = CardDatabase(sources)
        disabled = {p.name for p in ruleset.plugins if not p.enabled}
        self._absent_keywords = {
            kw: plugin for kw, plugin in BUILTIN_KEYWORD_PLUGINS.items()
            if kw not in self.keyword_plugin
        }
        for name in disabled:
            if name not in self.keyword_plugin and name != "oracle":
                self._absent_keywords.setdefault(name, name)
        self._absent_re = re.compile(
            r"\b(?:" + "|".join(re.escape(k) for k in sorted(self._absent_keywords, key=len,
                                                               reverse=True)) + r")\b",
            re.IGNORECASE) if self._absent_keywords else None
        self._compiled: dict[str, Card] = {}
        self._printed: dict[int, tuple[Card, Characteristics]] = {}
        self._changed_text: dict[tuple[str, str], _Changed | CardDataError] = {}

    @functools.cached_property
    def sentence_rules(self) -> tuple[SentenceRule, ...]:
        """The sentence rules every enabled plugin registered, plugins' before the kernel's at
        equal priority. Gathered when the first card is read, not by ``Rules.load()``:
        registering the grammar's sentences imports its modules (benchmarks/README.md,
        "Start-up")."""
        rules: list[SentenceRule] = []
        for name, item in self.ruleset.registered("manastack_register_sentences"):
            if not isinstance(item, SentenceRule):
                raise PluginError(f"plugin {name!r} returned {item!r} from "
                                  "manastack_register_sentences; expected SentenceRule values")
            if item.kind not in ("effect", "ability", "trigger", "count"):
                raise PluginError(f"plugin {name!r}: sentence rule {item.name!r} has kind "
                                  f"{item.kind!r}; expected 'effect', 'ability', 'trigger' "
                                  "or 'count'")
            # the rule set knows who registered each rule (explain names it)
            rules.append(item if item.plugin == name else attrs.evolve(item, plugin=name))
        # plugins' rules before the kernel's at equal priority
        return tuple(
            sorted(rules, key=lambda r: (-r.priority, r.plugin == "core"))
        )

    # ------------------------------------------------------------------

    @classmethod
    def load(
        cls,
        enable: Iterable[str] | None = None,
        disable: Iterable[str] = (),
        *,
        env: Mapping[str, str] | None = None,
        extra: Mapping[str, object] | None = None,
        use_entry_points: bool = True,
        card_files: Iterable[str | os.PathLike[str]] = (),
    ) -> Rules:
        """Load the rules with the plugins selected (see ``docs/plugins.rst``).

        ``card_files`` are MTGJSON ``AtomicCards.json`` files to read cards from,
        after every pool and the Oracle corpus. The same arguments give the same
        :class:`Rules` object (cards compiled once per process).
        """
        from manastack import core_plugin as core_rules

        ruleset = plugins.load_rules(
            enable, disable, env=env, extra=extra, use_entry_points=use_entry_points,
            core=core_rules,
        )
        files = tuple(os.fspath(f) for f in card_files)
        key = (id(ruleset), files)
        cached = _RULES.get(key)
        if cached is not None and cached.ruleset is ruleset:
            return cached
        extra_sources = [MTGJSONAtomicSource(path, name=f"mtgjson:{os.path.basename(path)}")
                         for path in files]
        rules = cls(ruleset, extra_sources)
        _RULES[key] = rules
        return rules

    # ------------------------------------------------------------------

    def missing_keyword(self, item: str) -> tuple[str, str] | None:
        """If ``item`` starts with a keyword whose plugin is not enabled: (keyword, plugin)."""
        low = item.strip().lower()
        for keyword, plugin in self._absent_keywords.items():
            if low == keyword or low.startswith((keyword + " ", keyword + "—", keyword + "-",
                                                 keyword + " {")):
                return keyword, plugin
        return None

    def absent_keyword_in(self, text: str) -> tuple[str, str] | None:
        """A keyword whose plugin is not enabled used anywhere in ``text`` ("When this
        creature enters, earthbend 2"), as ``(keyword, plugin)``; None if none."""
        if self._absent_re is None:
            return None
        m = self._absent_re.search(text)
        if m is None:
            return None
        keyword = m.group(0).lower()
        return keyword, self._absent_keywords[keyword]

    def card(self, name: str) -> Card:
        """The compiled card called ``name`` (UnknownCardError with suggestions if none).

        Compiled once per rule set and cached: a second call costs a dict lookup.
        """
        card = self._compiled.get(name)
        if card is None:
            definition = self.definition(name)
            card = self._compiled.get(definition.name)
            if card is None:
                card = self.compile(definition)
                self._compiled[definition.name] = card
            self._compiled[name] = card
        return card

    def definition(self, name: str) -> CardDef:
        """The printed data of the card called ``name`` (exact, case-insensitive, front face)."""
        try:
            return self.cards.get(name)
        except UnknownCardError as exc:
            hint = self._corpus_hint()
            if hint:
                exc.args = (f"{exc} ({hint})",)
            raise

    def _corpus_hint(self) -> str:
        from manastack.loading.corpus import INSTALL_HINT, NAME
        from manastack.loading.sources import PRIORITY_CORPUS

        if any(getattr(s, "priority", 50) >= PRIORITY_CORPUS for s in self.cards.sources):
            return ""
        if self.ruleset.is_enabled(NAME):
            return INSTALL_HINT
        return f"only the pools of the enabled plugins are searched; enable the plugin {NAME!r} " \
            "for the full Oracle corpus"

    def compile(self, d: CardDef) -> Card:
        """Parse a card's cost and type line and recognise its text (CR 202, 205, 113)."""
        from manastack.model.abilities import Mode, SpellAbility
        from manastack.model.mana import ManaCost
        from manastack.model.objects import Card
        from manastack.model.typeline import TypeLine
        from manastack.oracle import expand

        problems: tuple[str, ...] = ()
        try:
            mana_cost = ManaCost.parse(d.mana_cost, card=d.name) if d.mana_cost is not None \
                else None
        except CardDataError as exc:
            # a symbol the kernel does not know ({C/P}, Un-cards' {½}): the card still loads
            # for inspection, and is not playable; using it quotes the one-line error
            mana_cost = None
            problems = (str(exc),)
        type_line = TypeLine.parse(d.type_line, card=d.name)
        colors = (
            frozenset(d.colors) if d.colors is not None
            else (mana_cost.colors if mana_cost is not None else frozenset())
        )
        script = self.card_scripts.get(d.name)
        if script is not None:
            try:
                abilities = tuple(script(d, self))
            except (CardDataError, PluginError):
                raise
            except Exception as exc:
                plugin = self.card_script_plugin.get(d.name, "?")
                raise PluginError(f"plugin {plugin!r}: the card script of {d.name!r} raised "
                                  f"{type(exc).__name__}: {exc}") from exc
            unrecognized: tuple[str, ...] = ()
            missing: tuple[tuple[str, str], ...] = ()
        else:
            rec = self._recognize(d, type_line)
            abilities = expand(rec.abilities)
            unrecognized = rec.unrecognized
            missing = rec.missing_keywords
        abilities = intrinsic_abilities(type_line) + abilities
        if (type_line.has_type("Instant") or type_line.has_type("Sorcery")) and not any(
            isinstance(a, SpellAbility) for a in abilities
        ):
            abilities = (SpellAbility(modes=(Mode(),)), *abilities)
        return Card(
            name=d.name, type_line=type_line, mana_cost=mana_cost, colors=colors,
            abilities=abilities, power=d.power, toughness=d.toughness, loyalty=d.loyalty,
            defense=d.defense, text=d.text, definition=d, unrecognized=problems + unrecognized,
            missing_keywords=missing,
        )

    def _recognize(self, d: CardDef, type_line: TypeLine) -> Recognition:
        from manastack.oracle import recognize

        return recognize(
            d.text, name=d.name, rules=self, is_permanent=type_line.is_permanent,
            keyword_defs=(), sentence_rules=self.sentence_rules,
        )

    def recognition(self, name: str) -> Recognition:
        """The recognition report of a card (for ``manastack explain``): line by line,
        sentence by sentence, which rule of which plugin made what."""
        from manastack.model.typeline import TypeLine
        from manastack.oracle import LineReport, Recognition

        d = self.definition(name)
        if d.name in self.card_scripts:
            plugin = self.card_script_plugin.get(d.name, "?")
            card = self.card(d.name)
            return Recognition(card.abilities, lines=(LineReport(
                d.text, d.text, "script", f"card script of plugin {plugin!r}", plugin=plugin),))
        return self._recognize(d, TypeLine.parse(d.type_line, card=d.name))

    def spell_ability_from_text(self, card: Card, text: str) -> SpellAbility | None:
        """Recognise a changed text (overload's "each", 702.96b) into the spell's ability.

        Cached per card and text: legal actions ask it on every listing.
        """
        key = (card.name, text)
        hit = self._changed_text.get(key)
        if hit is None:
            try:
                hit = self._recognize_changed(card, text)
            except CardDataError as exc:
                hit = exc
            self._changed_text[key] = hit
        if isinstance(hit, CardDataError):
            raise hit
        return hit.ability

    def _recognize_changed(self, card: Card, text: str) -> _Changed:
        from manastack.model.abilities import SpellAbility
        from manastack.oracle import expand, recognize

        rec = recognize(
            text, name=card.name, rules=self, is_permanent=card.type_line.is_permanent,
            sentence_rules=self.sentence_rules,
        )
        if rec.unrecognized:
            raise CardDataError(
                f"{card.name}: changed text not understood: "
                + "; ".join(repr(s) for s in rec.unrecognized)
            )
        for ability in expand(rec.abilities):
            if isinstance(ability, SpellAbility):
                return _Changed(ability)
        return _Changed(None)

    def printed(self, card: Card) -> Characteristics:
        """The characteristics of ``card`` with no effect applied (cached per card)."""
        hit = self._printed.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        from manastack.model.objects import Characteristics

        ch = Characteristics.printed(card)
        self._printed[id(card)] = (card, ch)
        return ch

    def token(self, name: str, type_line: str, *, power: str | None = None,
              toughness: str | None = None, colors: Iterable[str] = (),
              abilities: Iterable[Ability] = ()) -> Card:
        """A token's card (CR 111.4)."""
        from manastack.model.objects import Card
        from manastack.model.typeline import TypeLine

        return Card(name=name, type_line=TypeLine.parse(type_line), colors=frozenset(colors),
                    abilities=tuple(abilities), power=power, toughness=toughness)


def intrinsic_abilities(type_line: TypeLine) -> tuple[Ability, ...]:
    """CR 305.6: a land with a basic land type has "{T}: Add [mana]" for each."""
    from manastack.model.abilities import ActivatedAbility, Mode
    from manastack.model.cost_parts import TapSelf
    from manastack.model.costs import Cost

    out: list[Ability] = []
    for subtype, colour in _BASIC_MANA.items():
        if type_line.has_subtype(subtype):
            out.append(ActivatedAbility(cost=Cost(parts=(TapSelf(text="{T}"),)), effect=Mode(),
                                        mana=((colour,), 1), text=f"{{T}}: Add {{{colour}}}."))
    return tuple(out)


class _Changed:
    """A cached recognition of a changed text (None: it has no spell ability)."""

    __slots__ = ("ability",)

    def __init__(self, ability: SpellAbility | None) -> None:
        self.ability = ability


_RULES: dict[tuple[int, tuple[str, ...]], Rules] = {}
