"""Structural cross-checks: what the reader built against the words of the text it read.

A grammar rule that matches a sentence may still build something the sentence doesn't say
(an "a" read as "each", a target lost, an option made mandatory, a duration dropped). Each
check here compares one countable feature of the words with the same feature of the
structure built, ability by ability; a mismatch makes the sentence unread (the card is
refused naming it), because a card doing something its text doesn't say is worse than a
card not played. ``manastack cards --coverage --all --check`` lists them by kind.

The words are compared after reminder text (CR 207.2) and quoted abilities (granted, read
as abilities of their own and checked there) are removed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, cast

import attrs

if TYPE_CHECKING:
    from manastack.api import Ability, Card, Mode

#: How a cross-check problem is marked in a card's unread entries.
MARK = " [cross-check: "

_REMINDER = re.compile(r"\([^)]*\)")
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def words(text: str) -> str:
    """The text a check compares: lower case, without reminder text nor quoted abilities."""
    return _QUOTED.sub("", _REMINDER.sub("", text)).lower()


def _fields(node: object) -> tuple[attrs.Attribute[Any], ...]:
    """The attrs fields of a built value (checked with ``attrs.has`` by the caller)."""
    return tuple(attrs.fields(cast(Any, type(node))))


def nodes(root: object) -> Iterator[object]:
    """Every attrs value built under ``root`` (instructions, references, filters, target
    specifications), not descending into abilities nested in it (they are checked alone)."""
    from manastack.api import Ability

    stack: list[Any] = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, (tuple, list, frozenset, set)):
            stack.extend(node)
            continue
        if not attrs.has(type(node)):
            continue
        if node is not root and isinstance(node, Ability):
            continue
        yield node
        for f in _fields(node):
            value = getattr(node, f.name, None)
            if value is not None and not isinstance(value, (str, int, float, bool)):
                stack.append(value)


def modes_of(ability: Ability) -> tuple[Mode, ...]:
    """The modes of a spell or ability (one for a non-modal one), as built."""
    from manastack.api import Mode

    found = getattr(ability, "modes", None)
    if found:
        return tuple(found)
    effect = getattr(ability, "effect", None)
    return (effect,) if isinstance(effect, Mode) else ()


# --------------------------------------------------------------------------
# The checks: each takes the ability, returns problems (empty when the words agree)
# --------------------------------------------------------------------------

_TARGET_WORD = re.compile(r"\btargets?\b")
#: "target" as a noun or in a phrase that chooses nothing: "becomes the target of", "new
#: targets", "the target", "that targets", "targets you" (CR 115.1 counts only the
#: instances that choose).
_NOT_CHOOSING_BEFORE = re.compile(
    r"(?:\bthe|\bnew|\bits|\btheir|\bsingle|\bchange|\bthose|\bthat|\bchosen|\bsame|"
    r"\bmore|\ba|\bits own|\bonly) $")
_NOT_CHOOSING_AFTER = re.compile(
    r"targets? (?:of\b|you\b|it\b|them\b|that\b|only\b|~|this\b|a\b|an\b|one or more\b|"
    r"one\b|two or more\b|each\b)")


def choosing_target_words(text: str) -> int:
    """How many instances of the word "target" choose something (CR 115.1)."""
    count = 0
    for m in _TARGET_WORD.finditer(text):
        before = text[max(0, m.start() - 12):m.start()]
        if _NOT_CHOOSING_BEFORE.search(before) and not before.endswith("another "):
            continue
        if m.group(0) == "targets" and _NOT_CHOOSING_AFTER.match(text, m.start()):
            continue
        if m.group(0) == "target" and re.match(r"target (?:of|you\b|beyond the first)",
                                               text[m.start():]):
            continue  # "for each target beyond the first" counts the chosen ones (601.2f)
        count += 1
    return count


def keyword_defined(ability: Ability) -> bool:
    """A keyword ability (Enchant, Equip, a plugin's keyword): its targets and choices are
    the ones the rules define for it (CR 303.4a, 702.6a), not words of the card."""
    from manastack.api import EquipAbility, KeywordAbility, KeywordTrigger

    return isinstance(ability, (KeywordAbility, EquipAbility, KeywordTrigger))


def full_text(ability: Ability) -> str:
    """The words of an ability and of each of its modes (a modal spell's text is its
    "Choose one —" line; its modes carry their own)."""
    text = ability.text or ""
    if "\u2022" in text:  # the modes are printed in it, bullet by bullet (CR 700.2)
        return words(text)
    extra = [m.text for m in modes_of(ability) if m.text and m.text not in text]
    return words(" ".join([text, *extra]))


def check_targets(ability: Ability) -> list[str]:
    """CR 115.1, 601.2c: one target specification per instance of the word "target"."""
    from manastack.api import TargetSpec

    if keyword_defined(ability):
        return []
    text = full_text(ability)
    said = choosing_target_words(text)
    # a keyword action's own target ("earthbend N": target land you control, CR 701.66a)
    # is the rules' words, not the card's
    built = sum(1 for n in nodes(ability) if isinstance(n, TargetSpec)
                and (not n.text or words(n.text).removeprefix("target ") in text))
    if said != built:
        return [f"{said} instance(s) of \"target\", {built} target(s) built (CR 115.1)"]
    return []


def check_up_to(ability: Ability) -> list[str]:
    """CR 115.1b, 601.2c: "up to N target" and "any number of target" may choose none."""
    from manastack.api import TargetSpec

    if keyword_defined(ability):
        return []
    text = full_text(ability)
    # damage divided among "any number of targets" gives each at least 1 (CR 601.2d): one
    # target at least, so those are not counted
    said = len(re.findall(r"\b(?:up to (?:\w+|x)|(?<!among )any number of)(?: other)? "
                          r"target(?!s, divided)", text))
    # a keyword action's own "up to N target" ("support N": CR 701.41a) is the rules'
    # words, not the card's (as in check_targets)
    # "X target" (per_x) chooses exactly the X announced (CR 601.2b), not "up to"
    built = sum(1 for n in nodes(ability) if isinstance(n, TargetSpec) and n.min == 0
                and not n.per_x and (not n.text or words(n.text).removeprefix("target ") in text))
    if said != built:
        return [f"{said} \"up to\"/\"any number of\" target(s), {built} built that may "
                "choose none (CR 115.1b)"]
    return []


_INDEFINITE = re.compile(r"(?:a|an|one|another) ")


def check_each(ability: Ability) -> list[str]:
    """CR 608.2d: "a/an/one/another [filter]" is one object chosen, not each of them."""
    from manastack.api import Each

    text = full_text(ability)
    built = list(nodes(ability))
    # the objects a choice is made among ("choose a creature you control") are each of them
    pools = {id(getattr(n, "among", None)) for n in built}
    return [f"\"{n.filter.text}\" built as each object it describes (CR 608.2d)"
            for n in built
            if isinstance(n, Each) and _INDEFINITE.match((n.filter.text or "").lower())
            and id(n) not in pools and not _in_condition(n.filter.text.lower(), text)]


def _in_condition(phrase: str, text: str) -> bool:
    """"If a creature would die", "whenever a creature enters": in a condition "a" means
    any one of them (CR 603.2, 614.1), which each object describes."""
    return re.search(r"\b(?:if|whenever|when|unless|as long as|for each|where) "
                     + re.escape(phrase), text) is not None


#: The durations of CR 611.2a a sentence can say, as the words say them.
_DURATION_WORDS = (
    # "can't block this combat", "attacks this combat if able": until end of combat (511.3)
    ("end_of_combat", re.compile(r"\buntil end of combat\b|\b(?:can't attack or block|can't "
                                 r"block|can't be blocked) this combat\b|\b(?:attack|block)s? "
                                 r"this combat if able\b")),
    # "detain": its rules say until the next turn of the detaining player (CR 701.35a)
    ("your_next_turn", re.compile(r"\buntil your next turn\b|\bdetain\b")),
    ("while", re.compile(r"\bfor as long as\b")),
    ("end_of_turn", re.compile(r"\buntil end of turn\b|\bthis turn\b")),
)


def said_duration(text: str) -> str:
    """The duration a sentence says, "forever" when it says none (CR 611.2a)."""
    for kind, pattern in _DURATION_WORDS:
        if pattern.search(text):
            return kind
    return "forever"


def built_duration(node: object) -> str:
    """The duration an effect instruction was built with, named as :func:`said_duration`."""
    value = getattr(node, "duration", None)
    if value is None:
        return "end_of_turn" if getattr(node, "until_end_of_turn", False) else "forever"
    kind = value if isinstance(value, str) else str(getattr(value, "kind", ""))
    if kind.startswith("while") or "as_long" in kind:
        return "while"
    return {"next_turn_of": "your_next_turn"}.get(kind, kind)


def check_durations(ability: Ability) -> list[str]:
    """CR 611.2a: an effect lasts as long as its words say ("until end of turn", "until your
    next turn", "for as long as", or, saying none, for good)."""
    problems = []
    for n in nodes(ability):
        if not hasattr(n, "until_end_of_turn"):
            continue
        own = words(getattr(n, "text", "") or "")
        if not own:
            continue
        said, built = said_duration(own), built_duration(n)
        if said != built:
            problems.append(f"\"{own}\" says {said.replace('_', ' ')}, built to last "
                            f"{built.replace('_', ' ')} (CR 611.2a)")
    return problems


#: "You may [verb]": an optional action of the effect (CR 608.2d, 603.5). Permissions
#: ("you may cast", "you may play"), choices of new targets for a copy (707.10c) and the
#: repeat of a mode (700.2d) and the untap step's choice (502.3) are other uses of the words.
_OPTIONAL = re.compile(r"(?:^|[.,—:] )(?:then )?you may (?!cast\b|play\b|choose new target|"
                       r"choose the same mode|choose not to untap\b|spend\b|activate\b|"
                       r"look at\b)")


def check_options(ability: Ability) -> list[str]:
    """CR 608.2d, 603.5: each "you may" action is optional in what was built."""
    from manastack.api import MayDo

    text = full_text(ability)
    said = len(_OPTIONAL.findall(text))
    if not said:
        return []
    built = sum(1 for n in nodes(ability)
                if isinstance(n, MayDo) or getattr(n, "up_to", False) is True
                or getattr(n, "optional", False) is True)
    if built < said:
        return [f"{said} \"you may\" action(s), {built} built optional (CR 608.2d)"]
    return []


_CHOOSE = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2)}


def check_modes(ability: Ability) -> list[str]:
    """CR 700.2: "Choose one/two/one or both/one or more" is a modal ability with that many
    modes to choose."""
    text = words(ability.text or "")
    m = re.match(r"(?:.*?, )?choose (one or both|one or more|any number|one|two|three)\b",
                 text)
    if m is None or (":" in text[:m.start()] and not text.startswith("{")):
        return []
    modes = getattr(ability, "modes", None)
    if not modes or len(modes) < 2:
        return [f"\"choose {m.group(1)}\" built with {len(modes or ())} mode(s) (CR 700.2)"]
    low, high = getattr(ability, "min_modes", 1), getattr(ability, "max_modes", 1)
    want = _CHOOSE.get(m.group(1))
    if want is None:  # "one or more" / "any number"
        want = (1 if m.group(1) == "one or more" else 0, len(modes))
    if (low, high) != want and not getattr(ability, "repeatable", False):
        return [f"\"choose {m.group(1)}\" built as {low} to {high} mode(s) (CR 700.2)"]
    return []


def check_protection(ability: Ability) -> list[str]:
    """CR 702.16a: protection is from a quality the rules can test."""
    from manastack.api import KeywordAbility, is_quality

    if isinstance(ability, KeywordAbility) and ability.keyword.startswith("protection from "):
        quality = ability.keyword.removeprefix("protection from ")
        if not is_quality(quality):
            return [f"protection from {quality!r}, a quality the rules don't test (CR 702.16a)"]
    return []


def _refers_back(node: object) -> bool:
    """Whether ``node`` (an instruction, reference, effect part) holds an "it"
    (:class:`~manastack.api.ItRef`) before anything in it has acted: the steps an instruction
    runs after acting (a choice's "then", 608.2c) are not looked at, nor abilities built in it
    (checked alone); a wrapper that doesn't act ("you may", "if", a sequence) is looked at
    down to its first step."""
    from manastack.api import (
        Ability,
        Conditional,
        CreateDelayedTrigger,
        Instruction,
        ItRef,
        MayDo,
        Sequence_,
    )

    if isinstance(node, ItRef):
        return True
    if isinstance(node, CreateDelayedTrigger):
        # CR 603.7c: what it is about matters only to an "it" of its effect
        return isinstance(node.what, ItRef) and _refers_back(node.effect)
    if isinstance(node, Ability):
        return False
    if isinstance(node, (tuple, list)):
        if node and all(isinstance(v, Instruction) for v in node):
            return _refers_back(node[0])
        return any(_refers_back(v) for v in node)
    if not attrs.has(type(node)):
        return False
    wrapper = isinstance(node, (MayDo, Conditional, Sequence_))
    for f in _fields(node):
        value = getattr(node, f.name, None)
        if value is None or isinstance(value, (str, int, float, bool)):
            continue
        steps = isinstance(value, Instruction) or (
            isinstance(value, (tuple, list)) and bool(value) and
            all(isinstance(v, Instruction) for v in value))
        if isinstance(node, Instruction) and steps and not wrapper:
            continue  # run after this instruction acts: "it" may be what it acted on
        if _refers_back(value):
            return True
    return False


def check_antecedents(ability: Ability) -> list[str]:
    """CR 608.2c, 113.7: nothing has been acted on before the first instruction of an
    activated ability's effect (no event either, unlike a trigger's, 603.2), so an "it" there
    built as what the previous instruction acted on refers to nothing."""
    from manastack.api import ActivatedAbility

    if not isinstance(ability, ActivatedAbility):
        return []
    for mode in modes_of(ability):
        if mode.instructions and _refers_back(mode.instructions[0]):
            return ["\"it\" with nothing before it to refer to (CR 608.2c)"]
    return []


CHECKS: dict[str, Callable[[Ability], list[str]]] = {
    "targets": check_targets,
    "up to": check_up_to,
    "each": check_each,
    "duration": check_durations,
    "may": check_options,
    "modes": check_modes,
    "protection": check_protection,
    "antecedent": check_antecedents,
}


def check_linked_exile(abilities: tuple[Ability, ...]) -> list[tuple[Ability, str]]:
    """CR 607.2a: "the exiled card" is what an ability linked to this one, of the same
    object, exiled; an ability saying it on a card where no other ability was built as an
    exile refers to nothing (the reader links the lines by their words). A spell's effect
    that exiles may say it of what it exiled itself (Disorder in the Court, 608.2c)."""
    from manastack.api import Exile, ExiledWith, SpellAbility

    every = list(_with_nested(abilities))
    referring = [a for a in every if any(isinstance(n, ExiledWith) for n in nodes(a))]
    if not referring:
        return []
    exiling = [a for a in every if any(isinstance(n, Exile) for n in nodes(a))]
    return [(a, "\"the exiled card\" with no other ability of the card exiling (CR 607.2a)")
            for a in referring if not any(e is not a for e in exiling)
            and not (isinstance(a, SpellAbility) and a in exiling)]


def check_chosen_name(abilities: tuple[Ability, ...]) -> list[tuple[Ability, str]]:
    """CR 614.12, 201.4: "the chosen name" of a static ability is the name chosen as its
    permanent entered ("As ~ enters, choose a card name"); on a card where no ability was
    built as that choice it names nothing (a name chosen otherwise is not kept there)."""
    from manastack.api import EntersChoosingName, NamedSourcesCantActivate, ObjectFilter

    every = list(_with_nested(abilities))
    referring = [a for a in every if any(
        isinstance(n, NamedSourcesCantActivate) or
        (isinstance(n, ObjectFilter) and n.source_chosen_name) for n in nodes(a))]
    if not referring or any(isinstance(a, EntersChoosingName) for a in every):
        return []
    return [(a, "\"the chosen name\" with no \"As ~ enters, choose a card name\" (CR 614.12, "
                "201.4)") for a in referring]


def check_chosen_quality(abilities: tuple[Ability, ...]) -> list[tuple[Ability, str]]:
    """CR 614.12, 205.3m, 105.4: "of the chosen type / color" is the creature type or color
    chosen as its permanent entered ("As ~ enters, choose a creature type / a color"); on a
    card where no ability was built as that choice (a type chosen as a spell or trigger
    resolves, 608.2d) it is not what the permanent keeps."""
    from manastack.api import (
        AddManaOfChosenColor,
        EntersChoosingQuality,
        ObjectFilter,
        TriggeredManaAbility,
    )

    every = list(_with_nested(abilities))
    out: list[tuple[Ability, str]] = []
    for field, quality in (("source_chosen_type", "creature type"),
                           ("source_chosen_color", "color")):
        if any(isinstance(a, EntersChoosingQuality) and a.quality == quality for a in every):
            continue
        out += [(a, f"\"the chosen {quality.split()[-1]}\" with no \"As ~ enters, choose a "
                    f"{quality}\" (CR 614.12)")
                for a in every if any(isinstance(n, ObjectFilter) and getattr(n, field)
                                      for n in nodes(a)) or (
                    quality == "color" and (
                        (isinstance(a, TriggeredManaAbility) and a.choice == "chosen color")
                        or any(isinstance(n, AddManaOfChosenColor) for n in nodes(a))))]
    return out


def check_granting_source(abilities: tuple[Ability, ...]) -> list[tuple[Ability, str]]:
    """CR 201.5a: the card's name in an ability it grants (written ``§``) means the object
    granting it, which the granting effect binds as it grants it: a static ability's or a
    resolving effect's "has/gains [ability]", a token's abilities as the effect creating it
    happens. Anywhere else (an emblem, a copy's exception) nothing binds it: not read. Nor is
    an ability naming that object again after moving it (then the new object it became in a
    public zone, 201.5a), which the binding doesn't follow."""
    out: list[tuple[Ability, str]] = []
    for ability in abilities:
        problem = _granting_problem(ability)
        if problem:
            out.append((ability, problem))
    return out


def _granting_problem(root: Ability) -> str:
    """What :func:`check_granting_source` finds wrong in ``root`` ("" when nothing)."""
    from manastack.api import (
        AddAbilities,
        ApplyEffect,
        ApplyToEach,
        CreateToken,
        GrantingSource,
        SpellAbility,
        StaticEffect,
    )

    if isinstance(root, SpellAbility):
        # a spell is gone once resolved (400.7) and deals no damage from a graveyard (608.2h
        # as the kernel reads it, battlefield only): its name granted is not read
        return _unbound_anywhere(root)
    granted: list[object] = []  # the abilities a binding effect grants
    stack: list[object] = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, GrantingSource):
            if node.obj is None:
                return "the card's name in an ability nothing grants as it binds it (CR 201.5a)"
            continue
        if isinstance(node, (tuple, list, frozenset)):
            stack.extend(node)
            continue
        if not attrs.has(type(node)):
            continue
        for f in _fields(node):
            if not f.init:
                continue
            value = getattr(node, f.name, None)
            if value is None or isinstance(value, (str, int, float, bool)):
                continue
            if f.name == "parts" and isinstance(node, (StaticEffect, ApplyEffect, ApplyToEach)):
                for part in value:
                    (granted.extend(part.abilities) if isinstance(part, AddAbilities)
                     else stack.append(part))
            elif f.name == "card" and isinstance(node, CreateToken):
                granted.extend(value.abilities)
            else:
                stack.append(value)
    for ability in granted:
        if _moves_then_names(ability):
            return ("the card's name again after an instruction moved that object (CR 201.5a: "
                    "the new object), not read")
    return ""


def _unbound_anywhere(root: Ability) -> str:
    """The problem of a spell naming itself in an ability it grants ("" if it doesn't)."""
    from manastack.api import names_granting_source

    return ("the card's name in an ability a spell grants (CR 201.5a), not read"
            if names_granting_source(root) else "")


def _moves_then_names(ability: object) -> bool:
    """Does ``ability``'s effect move the object granting it (a zone change, CR 400.7) and
    name it more than once?"""
    from manastack.api import Ability, GrantingSource

    if not isinstance(ability, Ability):
        return False
    for mode in modes_of(ability):
        named = [n for n in nodes(mode) if isinstance(n, GrantingSource)]
        moving = [n for n in nodes(mode) if type(n).__module__.endswith(".zone_changes")
                  and any(isinstance(getattr(n, f.name, None), GrantingSource)
                          for f in _fields(n))]
        if moving and len(named) > 1:
            return True
    return False


def cross_check(abilities: tuple[Ability, ...]) -> tuple[str, ...]:
    """The unread entries the cross-checks add: each ability (nested ones too) whose
    structure disagrees with its words, with the problem; then those whose link to another
    ability of the card is missing."""
    out: list[str] = []
    for ability in _with_nested(abilities):
        problems = [p for check in CHECKS.values() for p in check(ability)]
        if problems:
            out.append(f"{ability.text or ability}{MARK}{'; '.join(problems)}]")
    out += [f"{ability.text or ability}{MARK}{problem}]"
            for ability, problem in check_linked_exile(abilities)]
    out += [f"{ability.text or ability}{MARK}{problem}]"
            for ability, problem in check_granting_source(abilities)]
    out += [f"{ability.text or ability}{MARK}{problem}]"
            for ability, problem in check_chosen_name(abilities)]
    out += [f"{ability.text or ability}{MARK}{problem}]"
            for ability, problem in check_chosen_quality(abilities)]
    return tuple(out)


def _with_nested(abilities: tuple[Ability, ...]) -> Iterator[Ability]:
    from manastack.api import Ability

    for ability in abilities:
        yield ability
        for f in _fields(ability):
            for value in _values(getattr(ability, f.name, None)):
                if isinstance(value, Ability):
                    yield from _with_nested((value,))


def _values(value: object) -> Iterator[object]:
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from _values(v)
    elif attrs.has(type(value)):
        from manastack.api import Ability

        if isinstance(value, Ability):
            yield value
        else:
            for f in _fields(value):
                yield from _values(getattr(value, f.name, None))


def cross_check_problems(card: Card) -> list[str]:
    """The cross-check problems of a compiled card (each marks a sentence unread)."""
    return [u for u in card.unrecognized if MARK in u]
