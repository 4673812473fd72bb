"""Rules: a loaded rule set plus what is built from it once (card data, compiled cards).

``Rules.load(...)`` selects and loads plugins (:func:`manastack.loading.ruleset.load_rules`)
with the kernel registered as the plugin ``core``, then collects the card sources and
card scripts plugins register. A card is compiled on first use and cached: its cost and
type line parsed (CR 202, 205), its rules text read by the card reader (the hook
``manastack_read_card``, CR 113), so a game never reads text in its inner loop.

Card sources, in the order a name is looked for: the kernel's pool, the plugins' pools,
then the big corpora: the Oracle corpus (the plugin ``oracle``, see
:mod:`manastack.loading.corpus`) and the MTGJSON ``AtomicCards.json`` files given as
``card_files``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.errors import CardDataError, PluginCrashError, PluginError, UnknownCardError
from manastack.loading.card_parts import missing_parts
from manastack.loading.corpus import INSTALL_HINT, NAME
from manastack.loading.ruleset import RuleSet, load_rules
from manastack.loading.sources import (
    PRIORITY_CORPUS,
    CardDatabase,
    CardSource,
    MTGJSONAtomicSource,
)
from manastack.model.cards import CardDef, CardText

if TYPE_CHECKING:
    from manastack.model.abilities import Ability, SpellAbility
    from manastack.model.objects import Card, Characteristics
    from manastack.model.typeline import TypeLine

_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class Rules:
    """What a game plays by: the enabled plugins and the cards, compiled on first use."""

    def __init__(self, ruleset: RuleSet,
                 extra_sources: Sequence[CardSource] = ()) -> None:
        self.ruleset = ruleset
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
        # keywords of plugins installed but not enabled (their packaging metadata), unless an
        # enabled plugin declares them too
        self._absent_keywords = {keyword: info.name for info in ruleset.plugins
                                 if not info.enabled for keyword in info.keywords
                                 if ruleset.plugin_of_keyword(keyword) is None}
        self._absent_re = re.compile(
            r"\b(?:" + "|".join(re.escape(k) for k in sorted(self._absent_keywords, key=len,
                                                               reverse=True)) + r")\b",
            re.IGNORECASE) if self._absent_keywords else None
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
        card_files: Iterable[str | os.PathLike[str]] = (),
        skip_broken: bool = False,
    ) -> Rules:
        """Load the rules with the plugins selected (see ``docs/plugins.rst``).

        ``card_files`` are MTGJSON ``AtomicCards.json`` files (or gzip-compressed
        ``AtomicCards.json.gz``) to read cards from,
        after every pool and the Oracle corpus. The same arguments give the same
        :class:`Rules` object (cards compiled once per process). Enabled plugins that fail
        to load raise :class:`~manastack.errors.BrokenPluginsError` naming every one;
        ``skip_broken`` loads without them instead (``rules.ruleset.broken`` lists them).
        """
        from manastack import core_plugin  # the kernel's own rules, registered as "core"

        ruleset = load_rules(
            enable, disable, env=env, extra=extra, use_entry_points=use_entry_points,
            core=core_plugin, skip_broken=skip_broken,
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

    @property
    def keyword_plugin(self) -> dict[str, str]:
        """Each keyword of an enabled plugin (its distribution's metadata) -> the plugin."""
        return {info_keyword: info.name for info in self.ruleset.plugins if info.enabled
                for info_keyword in info.keywords}

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
        if any(getattr(s, "priority", 50) >= PRIORITY_CORPUS for s in self.cards.sources):
            return ""
        if self.ruleset.is_enabled(NAME):
            return INSTALL_HINT
        return f"only the pools of the enabled plugins are searched; enable the plugin {NAME!r} " \
            "for the full Oracle corpus"

    def compile(self, d: CardDef) -> Card:
        """Parse a card's cost and type line and recognise its text (CR 202, 205, 113).

        A split card given with its halves is compiled half by half (CR 709), an adventurer
        or a double-faced card face by face (715, 712); a card whose other parts its data or
        the kernel lacks is refused (``manastack.loading.card_parts``)."""
        if d.faces and d.layout in ("split", "aftermath"):  # CR 702.127a: a split card
            card = self._compile_split(d)
        elif d.faces and d.layout in ("adventure", "modal_dfc", "transform"):
            card = self._compile_faces(d)
        else:
            card = self._compile_face(d)
        missing = missing_parts(d)
        if missing:
            card = attrs.evolve(card, unrecognized=(*card.unrecognized, *missing))
        return card

    def _compile_split(self, d: CardDef) -> Card:
        """CR 709.4: off the stack a split card has its halves' characteristics combined:
        both names, the combined mana cost (so colours and mana value), every card type
        and every ability; each half is kept to be cast on its own (709.3)."""
        # start-up: the card vocabulary is imported by the first card compiled
        from manastack.model.objects import Card
        from manastack.model.typeline import TypeLine

        halves = tuple(self._compile_face(face) for face in d.faces)
        mana_cost = None
        for half in halves:
            if half.mana_cost is not None:  # CR 709.4b: the combined mana costs
                mana_cost = half.mana_cost if mana_cost is None else mana_cost + half.mana_cost

        def union(words: Iterable[str]) -> tuple[str, ...]:
            return tuple(dict.fromkeys(words))

        type_line = TypeLine(  # CR 709.4c: each card type of either half
            supertypes=union(w for h in halves for w in h.type_line.supertypes),
            card_types=union(w for h in halves for w in h.type_line.card_types),
            subtypes=union(w for h in halves for w in h.type_line.subtypes),
        )
        unread = tuple(f"{half.name}: {u}" for half in halves for u in half.unrecognized)
        return Card(
            name=d.name, type_line=type_line, mana_cost=mana_cost,
            colors=frozenset().union(*(h.colors for h in halves)),
            abilities=tuple(a for h in halves for a in h.abilities),
            text="\n".join(h.text for h in halves), definition=d, unrecognized=unread,
            missing_keywords=tuple(m for h in halves for m in h.missing_keywords),
            halves=halves, read_with=frozenset().union(*(h.read_with for h in halves)),
            layout=d.layout,
        )

    def _compile_faces(self, d: CardDef) -> Card:
        """An adventurer or a double-faced card: off the stack (and, for a double-faced
        card, off the battlefield) it has only its first face's characteristics (CR 715.4,
        712.8a), its front face's name included; every face is compiled and must be read
        for the card to be playable, each kept to be cast or played on its own (715.3,
        712.11b, 712.12)."""
        faces = tuple(self._compile_face(face) for face in d.faces)
        front = faces[0]
        unread = tuple(f"{face.name}: {u}" for face in faces for u in face.unrecognized)
        return attrs.evolve(
            front, definition=d, unrecognized=unread,
            missing_keywords=tuple(m for f in faces for m in f.missing_keywords),
            halves=faces, layout=d.layout,
            read_with=frozenset().union(*(f.read_with for f in faces)),
        )

    def _compile_face(self, d: CardDef) -> Card:
        """One card face: a whole card, or a half of a split card (CR 709.1)."""
        # start-up: the card vocabulary is imported by the first card compiled
        from manastack.model.abilities import Mode, SpellAbility
        from manastack.model.mana import ManaCost
        from manastack.model.objects import Card
        from manastack.model.typeline import TypeLine

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
                raise PluginCrashError(f"plugin {plugin!r}: the card script of {d.name!r} raised "
                                       f"{type(exc).__name__}: {exc}") from exc
            unrecognized: tuple[str, ...] = ()
            missing: tuple[tuple[str, str], ...] = ()
            read_with: frozenset[str] = frozenset()
        else:
            read = self.read(d)
            abilities, unrecognized, missing = read.abilities, read.unread, read.missing_keywords
            read_with = read.read_with
        abilities = intrinsic_abilities(type_line) + abilities
        if (type_line.has_type("Instant") or type_line.has_type("Sorcery")) and not any(
            isinstance(a, SpellAbility) for a in abilities
        ):
            abilities = (SpellAbility(modes=(Mode(),)), *abilities)
        return Card(
            name=d.name, type_line=type_line, mana_cost=mana_cost, colors=colors,
            abilities=abilities, power=d.power, toughness=d.toughness, loyalty=d.loyalty,
            defense=d.defense, text=d.text, definition=d, unrecognized=problems + unrecognized,
            missing_keywords=missing, read_with=read_with,
        )

    def read(self, d: CardDef) -> CardText:
        """What the card reader makes of ``d``'s rules text (hook ``manastack_read_card``,
        CR 113); with no reader enabled, every line of a text is unread."""
        if self.ruleset.has_impls("manastack_read_card"):
            read: CardText | None = self.ruleset.call("manastack_read_card", rules=self, card=d)
            if read is not None:
                return read
        lines = tuple(line for line in d.text.splitlines() if line.strip())
        if not lines:
            return CardText()
        return CardText(unread=(f"{lines[0]} [no enabled plugin reads card text]", *lines[1:]))

    def spell_ability_from_text(self, card: Card, text: str) -> SpellAbility | None:
        """Read a changed text (overload's "each", 702.96b) into the spell's ability.

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
        from manastack.model.abilities import SpellAbility  # start-up: for the first card

        definition = card.definition or CardDef(name=card.name, mana_cost=None,
                                                type_line=str(card.type_line))
        read = self.read(attrs.evolve(definition, text=text))
        if read.unread:
            raise CardDataError(f"{card.name}: changed text not understood: "
                                + "; ".join(repr(s) for s in read.unread))
        for ability in read.abilities:
            if isinstance(ability, SpellAbility):
                return _Changed(ability)
        return _Changed(None)

    def printed(self, card: Card) -> Characteristics:
        """The characteristics of ``card`` with no effect applied (cached per card)."""
        hit = self._printed.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        from manastack.model.objects import Characteristics  # start-up: for the first card

        ch = Characteristics.printed(card)
        self._printed[id(card)] = (card, ch)
        return ch

    def token(self, name: str, type_line: str, *, power: str | None = None,
              toughness: str | None = None, colors: Iterable[str] = (),
              abilities: Iterable[Ability] = ()) -> Card:
        """A token's card (CR 111.4)."""
        # start-up: the card vocabulary is imported by the first card compiled
        from manastack.model.objects import Card
        from manastack.model.typeline import TypeLine

        return Card(name=name, type_line=TypeLine.parse(type_line), colors=frozenset(colors),
                    abilities=tuple(abilities), power=power, toughness=toughness)


def intrinsic_abilities(type_line: TypeLine) -> tuple[Ability, ...]:
    """CR 305.6: a land with a basic land type has "{T}: Add [mana]" for each."""
    # start-up: the card vocabulary is imported by the first card compiled
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
