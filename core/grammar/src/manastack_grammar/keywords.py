"""Keywords (CR 702): keyword lines of a card and keywords inside sentences.

:func:`keyword_line` reads a line made only of keywords with the
:class:`~manastack_grammar.registration.KeywordDef` values of the enabled plugins;
:func:`keyword_list` reads the keywords a sentence grants ("gains flying and haste", or a
quoted ability). The kernel's keywords with parameters are built here: protection
(702.16), enchant (702.5), equip (702.6).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from manastack.api import (
    COLORED_SPELLS,
    CREATURE_TYPES,
    PROTECTION_PREFIX as PROTECTION,
    Ability,
    AttachTo,
    CardDataError,
    EnchantAbility,
    EquipAbility,
    KeywordAbility,
    KeywordTrigger,
    Mode,
    SourceRef,
    TargetRef,
    TriggeredAbility,
    is_quality,
    restriction_ability,
)
from manastack_grammar.abilities import _MultiTrigger, recognize_line_ability
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import (
    EVERGREEN,
    KeywordDef,
    NotUnderstood,
    keyword_rule_name,
)
from manastack_grammar.results import SentenceReport
from manastack_grammar.ruleset import grammar_of

if TYPE_CHECKING:
    from manastack.api import Rules
    from manastack_grammar.builder import Builder


def _granted(line: str, b: Builder) -> tuple[Ability, ...]:
    """A quoted ability granted: a trigger on two events ("When this creature dies or is put
    into exile from the battlefield, ...") is one triggered ability per event, as printed
    ones are (CR 603.2)."""
    ability = recognize_line_ability(line, b)
    if isinstance(ability, _MultiTrigger):
        return ability.abilities
    return (ability,)


def keyword_list(phrase: str, b: Builder) -> tuple[Ability, ...]:
    """"flying and haste", "first strike", "hexproof and indestructible",
    "vigilance, trample, lifelink, indestructible, and haste", or a quoted
    ability ("\"This token can't block.\"")."""
    text = phrase.strip()
    quoted = re.fullmatch(r"[\"“](.+)[\"”]", text)
    if quoted:
        return _granted(quoted.group(1), b)
    m = re.fullmatch(r"(.+?),? and [\"“](.+)[\"”]", text)
    if m:
        return (*keyword_list(m.group(1), b), *_granted(m.group(2), b))
    items = expand_protection(re.split(r",\s*(?:and\s+)?|\s+and\s+", text.lower()))
    out: list[Ability] = []
    for item in items:
        item = item.strip()
        abilities = _keyword_abilities(item, b)
        if abilities is None:
            raise NotUnderstood(phrase)
        out.extend(abilities)
        if item == "decayed":
            out.append(_decayed_trigger(b))
    return tuple(out)


def _decayed_trigger(b: Builder) -> Ability:
    """CR 702.147a: decayed's triggered ability, read by the grammar from its definition
    ("When this creature attacks, sacrifice it at end of combat"); its "can't block" is the
    kernel's combat rule for the keyword (``can_block`` of the kernel's combat engine)."""
    read = recognize_line_ability("When this creature attacks, sacrifice it at end of combat", b)
    if not isinstance(read, TriggeredAbility):
        raise NotUnderstood("decayed")
    return KeywordTrigger(trigger=read.trigger, effect=read.effect, keyword="decayed",
                          text="decayed: when this creature attacks, sacrifice it at end of "
                               "combat")


def _keyword_abilities(item: str, b: Builder) -> tuple[Ability, ...] | None:
    """The abilities a granted keyword stands for (prowess: two, CR 702.108a), or None."""
    if b.rules is not None:
        for plugin, kd in grammar_of(b.rules).keyword_def_pairs:
            if kd.kind != "ability":
                continue  # a keyword action (CR 701), a section heading: never granted
            granted = _granted_builder(b)
            parsed = kd.read(item, granted)
            if parsed is not None:
                # the granting sentence is read with the keyword's definition (and the rules
                # reading that definition), as a keyword line is: its play proves them
                b.trace.append(SentenceReport(text=item, rule=f"keyword {kd.name}",
                                              plugin=plugin, depth=b.depth + 1,
                                              value=parsed[0]))
                b.trace.extend(attrs.evolve(t, depth=t.depth + b.depth + 2)
                               for t in granted.trace if t.understood)
                return tuple(_with_plugin(a, plugin) for a in parsed)
        absent = grammar_of(b.rules).missing_keyword(b.rules, item)
        if absent is not None:
            b.missing.append(absent)  # granting a keyword whose plugin is off
            return (KeywordAbility(keyword=item, text=item),)
    for name, _ in EVERGREEN:
        if item == name:
            return (KeywordAbility(keyword=name, text=name, plugin="core"),)
    if item in ("myriad", "decayed"):  # decayed: CR 702.147a (with _decayed_trigger)
        return (KeywordAbility(keyword=item, text=item, plugin="core"),)
    if item == "can't block":
        return (restriction_ability(("cant_block",), item),)  # CR 509.1b: a static ability
    return None


def _granted_builder(b: Builder) -> Builder:
    """A granted keyword's own builder: its targets and "it" are not the granting
    sentence's (like a quoted ability's, :func:`recognize_line_ability`)."""
    from manastack_grammar.builder import Builder

    return Builder(card=b.card, rules=b.rules, is_permanent=True)


def _with_plugin(ability: Ability, plugin: str) -> Ability:
    if isinstance(ability, (KeywordAbility, KeywordTrigger)) and not ability.plugin:
        return attrs.evolve(ability, plugin=plugin)
    return ability


def keyword_line(
    line: str, rules: Rules | None, kw_pairs: Sequence[tuple[str, KeywordDef]],
    used: list[str] | None = None, builder: Builder | None = None,
    spans: list[tuple[int, int]] | None = None,
) -> tuple[list[Ability], list[tuple[str, str]]] | None:
    """A line made only of keywords, or None. Tries the whole line first (costs with commas).
    ``used`` gets the qualified name (:func:`keyword_rule_name`) of each definition that read
    an item; ``builder`` (the card's) is handed to definitions that build with one; ``spans``
    gets, for each ability found, the slice of ``builder.trace`` its definition added."""
    s = line.strip()
    found: list[Ability] = []
    missing: list[tuple[str, str]] = []
    names: list[str] = []

    def traced() -> int:
        return len(builder.trace) if builder is not None else 0

    start = traced()
    whole = _one_keyword(s.rstrip("."), rules, kw_pairs, names, builder)
    if whole is not None:
        if isinstance(whole, tuple):
            missing.append(whole)
        else:
            found.extend(whole)
            if spans is not None:
                spans.extend((start, traced()) for _ in whole)
        if used is not None:
            used.extend(names)
        return found, missing
    for item in expand_protection(re.split(r",\s*|;\s*", s)):
        item = item.strip().rstrip(".")
        if not item:
            continue
        start = traced()
        one = _one_keyword(item, rules, kw_pairs, names, builder)
        if one is None:
            return None
        if isinstance(one, tuple):
            missing.append(one)
        else:
            found.extend(one)
            if spans is not None:
                spans.extend((start, traced()) for _ in one)
    if used is not None:
        used.extend(names)
    return found, missing


def _one_keyword(
    item: str, rules: Rules | None, kw_pairs: Sequence[tuple[str, KeywordDef]],
    used: list[str], builder: Builder | None = None,
) -> list[Ability] | tuple[str, str] | None:
    """The abilities of one keyword item, or (keyword, plugin) when its plugin is off."""
    for plugin, kd in kw_pairs:
        if kd.kind != "ability":
            continue
        try:
            parsed = kd.read(item, builder)
        except (NotUnderstood, CardDataError):
            # the plugin knows the keyword but not this form (a cost it can't read):
            # the line is not understood rather than taken for something else, and the
            # card still loads for inspection
            return None
        if parsed is not None:
            used.append(keyword_rule_name(plugin, kd))
            return [_with_plugin(a, plugin) for a in parsed]
    if rules is not None:
        absent = grammar_of(rules).missing_keyword(rules, item)
        if absent is not None:
            return absent
    return None


def expand_protection(items: Sequence[str]) -> list[str]:
    """CR 702.16g: "protection from A and from B" (or "from A, from B, and from C") is one
    protection ability per quality: the items of a keyword list, with each "from B" made
    "protection from B"."""
    out: list[str] = []
    for item in items:
        item = item.strip()
        more = re.fullmatch(r"(?:and )?(from .+)", item, re.IGNORECASE)
        if more and out and out[-1].lower().startswith("protection from "):
            item = "protection " + more.group(1)
        head = re.fullmatch(r"(protection from )(.+)", item, re.IGNORECASE)
        if head is None:
            out.append(item)
            continue
        for quality in re.split(r",? (?:and )?from ", head.group(2), flags=re.IGNORECASE):
            out.append(head.group(1) + quality)
    return out


def protection_ability(m: re.Match[str]) -> Ability | None:
    """"Protection from [quality]" (CR 702.16a), as the keyword ``protection from red``; a
    quality the kernel can't play (a name, a player, "the chosen color") is declined."""
    quality = m["quality"].strip().lower()
    if not is_quality(quality):
        return None  # not read: never a keyword that protects from nothing
    return KeywordAbility(keyword=PROTECTION + quality, text=m.group(0), plugin="core")


def hexproof_from_ability(m: re.Match[str]) -> Ability | None:
    """"Hexproof from [quality]" (CR 702.11d), as the keyword ``hexproof from monocolored``,
    with protection's qualities; "from A and from B" (702.11f) and a quality the kernel can't
    play (a name, "the chosen color") are declined."""
    quality = m["quality"].strip().lower()
    if not is_quality(quality) or quality == COLORED_SPELLS:
        return None  # not read: never a hexproof that stops nothing (a spell quality: 702.11d)
    return KeywordAbility(keyword="hexproof from " + quality, text=m.group(0), plugin="core")


def partner_ability(m: re.Match[str]) -> Ability:
    """A partner ability (CR 702.124a: partner, partner—[text], friends forever, choose a
    Background, Doctor's companion): it modifies the Commander variant's deck construction
    and functions before the game begins, so in a game it is a keyword that does nothing.
    "Partner with [name]" (702.124j) is not one of these: it also has a triggered ability."""
    said = re.sub(r" ?(?:—|-) ?", "—", m.group(0).lower()).replace("’", "'")
    return KeywordAbility(keyword=said, text=m.group(0), plugin="core")


def enchant_ability(m: re.Match[str]) -> Ability:
    """"Enchant [object]" (CR 702.5a)."""
    return EnchantAbility(enchant=parse_target("target " + m.group(1).lower()),
                          keyword="enchant", text=m.group(0), plugin="core")


#: CR 702.6c: "Equip [quality] [cost]": the quality, then a mana cost
_EQUIP_QUALITY = re.compile(r"(?P<quality>[a-z][a-z' -]*?) (?P<cost>\{.+)", re.IGNORECASE)


def _equip_quality(quality: str) -> str | None:
    """The creature an "Equip [quality]" ability may target (CR 702.6c): "legendary
    creature", "creature token", or one creature type ("Knight": a Knight creature); any
    other quality (commander, planeswalker 702.6e, "worthy", several types) is not read."""
    q = quality.strip().lower()
    if q in ("legendary creature", "creature token"):
        return q
    for name in CREATURE_TYPES:
        if name.lower() == q:
            return f"{name} creature"
    return None


def equip_ability(m: re.Match[str]) -> Ability | None:
    """"Equip [cost]" (CR 702.6a); "Equip [quality] [cost]" targets only a creature you
    control with that quality (702.6c)."""
    what, cost_text = "creature", m["cost"]
    qualified = None if cost_text.startswith("{") else _EQUIP_QUALITY.fullmatch(cost_text)
    quality = _equip_quality(qualified["quality"]) if qualified is not None else None
    if qualified is not None and quality is not None:
        what, cost_text = quality, qualified["cost"]
    # otherwise the whole is the cost ("Equip—Pay {E}{E}"); a quality the rules can't test
    # ("Equip commander {3}") is no cost either: parse_cost refuses it, never a looser target
    cost = parse_cost(cost_text)
    spec = parse_target(f"target {what} you control")
    effect = Mode(instructions=(AttachTo(SourceRef(), TargetRef(0),
                                         text=f"attach ~ to target {what} you control"),),
                  targets=(spec,), text=f"Attach this permanent to target {what} you control.")
    return EquipAbility(cost=cost, effect=effect, sorcery_speed=True, text=m.group(0))
