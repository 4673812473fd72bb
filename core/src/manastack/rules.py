"""Rules: a loaded rule set plus everything built from it once (cards, keywords, grammar).

``Rules.load(...)`` selects and loads plugins (:func:`manastack.plugins.load_rules`)
with the kernel registered as the plugin ``core``, then collects, once, what
the registration hooks return: keyword definitions, card sources, sentence
rules and card scripts. Cards are compiled (parsed and recognised) on first
use and cached, so a game never recognises text in its inner loop.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from manastack import plugins
from manastack.abilities import Ability, ActivatedAbility, KeywordDef, Mode, SpellAbility
from manastack.cards import CardDatabase, CardDef
from manastack.costs import Cost, TapSelf
from manastack.errors import CardDataError, PluginError
from manastack.mana import ManaCost
from manastack.objects import Card, Characteristics
from manastack.oracle import SentenceRule, expand, recognize
from manastack.typeline import TypeLine

#: Keywords of the built-in keyword plugins, to name the plugin when it is off.
BUILTIN_KEYWORD_PLUGINS = {
    "haste": "haste",
    "flashback": "flashback",
    "escape": "escape",
    "delve": "delve",
    "overload": "overload",
    "escalate": "escalate",
    "earthbend": "earthbend",
}

_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class Rules:
    """What a game plays by: enabled plugins, cards, keywords and grammar."""

    def __init__(self, ruleset: plugins.RuleSet) -> None:
        self.ruleset = ruleset
        self.keyword_defs: tuple[KeywordDef, ...] = tuple(
            item for _, item in ruleset.registered("manastack_register_keywords")
        )
        self.keyword_plugin = {
            item.name.lower(): name
            for name, item in ruleset.registered("manastack_register_keywords")
        }
        rules = [item for _, item in ruleset.registered("manastack_register_sentences")]
        for name, item in ruleset.registered("manastack_register_sentences"):
            if not isinstance(item, SentenceRule):
                raise PluginError(f"plugin {name!r} returned {item!r} from "
                                  "manastack_register_sentences; expected SentenceRule values")
        # plugins' rules before the kernel's at equal priority
        self.sentence_rules: tuple[SentenceRule, ...] = tuple(
            sorted(rules, key=lambda r: (-r.priority, r.plugin == "core"))
        )
        self.card_scripts: dict[str, Any] = {
            key: value for _, (key, value) in ruleset.registered("manastack_register_card_scripts")
        }
        sources = [item for _, item in ruleset.registered("manastack_register_card_sources")]
        # the kernel's pool first, then plugins' pools, then big corpora (earlier wins)
        sources.sort(key=lambda s: getattr(s, "priority", 50))
        self.cards = CardDatabase(sources)
        disabled = {p.name for p in ruleset.plugins if not p.enabled}
        self._absent_keywords = {
            kw: plugin for kw, plugin in BUILTIN_KEYWORD_PLUGINS.items()
            if kw not in self.keyword_plugin
        }
        for name in disabled:
            if name not in self.keyword_plugin:
                self._absent_keywords.setdefault(name, name)
        self._compiled: dict[str, Card] = {}
        self._printed: dict[int, tuple[Card, Characteristics]] = {}
        self._changed_text: dict[tuple[str, str], _Changed | CardDataError] = {}

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
    ) -> Rules:
        """Load the rules with the plugins selected (see ``docs/plugins.rst``)."""
        from manastack import core_rules

        ruleset = plugins.load_rules(
            enable, disable, env=env, extra=extra, use_entry_points=use_entry_points,
            core=core_rules,
        )
        cached = _RULES.get(id(ruleset))
        if cached is not None and cached.ruleset is ruleset:
            return cached
        rules = cls(ruleset)
        _RULES[id(ruleset)] = rules
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

    def card(self, name: str) -> Card:
        """The compiled card called ``name`` (UnknownCardError with suggestions if none)."""
        card = self._compiled.get(name)
        if card is None:
            definition = self.cards.get(name)
            card = self._compiled.get(definition.name)
            if card is None:
                card = self.compile(definition)
                self._compiled[definition.name] = card
            self._compiled[name] = card
        return card

    def compile(self, d: CardDef) -> Card:
        """Parse a card's cost and type line and recognise its text (CR 202, 205, 113)."""
        mana_cost = ManaCost.parse(d.mana_cost, card=d.name) if d.mana_cost is not None else None
        type_line = TypeLine.parse(d.type_line, card=d.name)
        colors = (
            frozenset(d.colors) if d.colors is not None
            else (mana_cost.colors if mana_cost is not None else frozenset())
        )
        script = self.card_scripts.get(d.name)
        if script is not None:
            abilities = tuple(script(d, self))
            unrecognized: tuple[str, ...] = ()
            missing: tuple[tuple[str, str], ...] = ()
        else:
            rec = recognize(
                d.text, name=d.name, rules=self, is_permanent=type_line.is_permanent,
                keyword_defs=self.keyword_defs, sentence_rules=self.sentence_rules,
            )
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
            defense=d.defense, text=d.text, definition=d, unrecognized=unrecognized,
            missing_keywords=missing,
        )

    def recognition(self, name: str) -> Any:
        """The recognition report of a card (for ``manastack explain``)."""
        d = self.cards.get(name)
        type_line = TypeLine.parse(d.type_line, card=d.name)
        return recognize(
            d.text, name=d.name, rules=self, is_permanent=type_line.is_permanent,
            keyword_defs=self.keyword_defs, sentence_rules=self.sentence_rules,
        )

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
        rec = recognize(
            text, name=card.name, rules=self, is_permanent=card.type_line.is_permanent,
            keyword_defs=self.keyword_defs, sentence_rules=self.sentence_rules,
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
        ch = Characteristics.printed(card)
        self._printed[id(card)] = (card, ch)
        return ch

    def token(self, name: str, type_line: str, *, power: str | None = None,
              toughness: str | None = None, colors: Iterable[str] = (),
              abilities: Iterable[Ability] = ()) -> Card:
        """A token's card (CR 111.4)."""
        return Card(name=name, type_line=TypeLine.parse(type_line), colors=frozenset(colors),
                    abilities=tuple(abilities), power=power, toughness=toughness)


def intrinsic_abilities(type_line: TypeLine) -> tuple[Ability, ...]:
    """CR 305.6: a land with a basic land type has "{T}: Add [mana]" for each."""
    out: list[Ability] = []
    for subtype, colour in _BASIC_MANA.items():
        if type_line.has_subtype(subtype):
            out.append(ActivatedAbility(cost=Cost(parts=(TapSelf(text="{T}"),)), effect=Mode(),
                                        mana=((colour,), 1), text=f"{{T}}: Add {{{colour}}}."))
    return tuple(out)


class _Changed(NamedTuple):
    """A cached recognition of a changed text (None: it has no spell ability)."""

    ability: SpellAbility | None


_RULES: dict[int, Rules] = {}
