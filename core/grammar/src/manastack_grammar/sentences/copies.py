"""Copies (CR 707, 111.12): "Create a token that's a copy of [what] [, except ...]" (707.9),
"For each creature chosen this way, create a token that's a copy of it", "For each
creature token on the battlefield, its controller creates a token that's a copy of that
creature", "Copy target instant or sorcery spell. You may choose new targets for the copy."
(707.10), "You may have ~ enter as a copy of any creature on the battlefield" (614.1c, 707.5).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from manastack.api import (
    CREATURE_TYPES,
    Ability,
    Amount,
    Card,
    ChangeTarget,
    ChooseNewTargets,
    Conditional,
    ControllerOf,
    CopyAbility,
    CopyEachToken,
    CopySpell,
    CreateTokenCopy,
    EntersAsCopy,
    EventRef,
    Instruction,
    ItRef,
    MayPayCost,
    ObjectFilter,
    Ref,
    Sequence_,
    SetColors,
    SourceRef,
    StaticAbility,
    TargetRef,
    WhenNextThisTurn,
    Zone,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    parse_filter,
    subtype,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_count
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import SPECIFIC_PRIORITY, strict_ref
from manastack_grammar.sentences.conditions import _did


@sentence("token copy",
          rf"create (?P<n>{NUMBER}) (?P<tapped>tapped )?tokens? that's a copy of (?P<what>.+)",
          priority=SPECIFIC_PRIORITY)
def _token_copy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Create a token that's a copy of target creature", "create a tapped token that's a
    copy of ~" (Compy Swarm): the token enters tapped (CR 111.12, 707.2, 110.5); the source,
    or the object "it" / "that creature" names (Ondu Spiritdancer, Mirrorworks), gone from
    its zone, the token copies it as it last existed there (608.2h)."""
    if " except " in m["what"].lower():
        raise NotUnderstood(m.group(0))  # the exceptions of the copy (707.9) aren't read
    what = b.ref(m["what"])
    return CreateTokenCopy(what, number(m["n"]), tapped=bool(m["tapped"]),
                           use_lki=isinstance(what, (SourceRef, ItRef)), text=m.group(0))


@sentence("token copy of each chosen",
          r"for each (?:creature|permanent|artifact|object) chosen this way, create a token "
          r"that's a copy of it")
def _copy_each_chosen(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target artifact creature you control. For each creature chosen this way,
    create a token that's a copy of it" (March of Progress): one token per chosen object."""
    return CreateTokenCopy(b.antecedent(), text=m.group(0))


def _not_legendary(card: Card) -> Card:
    tl = card.type_line
    return attrs.evolve(card, type_line=attrs.evolve(
        tl, supertypes=tuple(s for s in tl.supertypes if s != "Legendary")))


def _defines_pt_or_color(ability: Ability) -> bool:
    """A characteristic-defining ability setting power/toughness or colour (CR 604.3)."""
    if not isinstance(ability, StaticAbility):
        return False
    for effect in ability.effects:
        if not getattr(effect, "cda", False):
            continue
        for part in getattr(effect, "parts", ()):
            if getattr(part, "layer", "").startswith("7") or isinstance(part, SetColors):
                return True
    return False


def _becomes_pt_color_type(power: int, toughness: int, colors: tuple[str, ...],
                           creature_types: tuple[str, ...]) -> Callable[[Card], Card]:
    """"except it's a 1/1 green Frog": the exception sets power, toughness, colour and
    creature types (CR 707.9b); setting a creature type replaces the creature types only
    (205.1a); characteristic-defining abilities for what it sets are not copied (707.9d)."""
    def modify(card: Card) -> Card:
        tl = card.type_line
        subtypes = tuple(s for s in tl.subtypes if s not in CREATURE_TYPES) + creature_types
        return attrs.evolve(card, power=str(power), toughness=str(toughness),
                            colors=frozenset(colors),
                            type_line=attrs.evolve(tl, subtypes=subtypes),
                            abilities=tuple(a for a in card.abilities if not _defines_pt_or_color(a)))

    return modify


_EXCEPT_PT = re.compile(r"it's an? (?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:(?:white|blue|black|red|green)"
                        r"(?: and )?)+) (?P<type>[A-Za-z]+)", re.IGNORECASE)


def _with_abilities(abilities: tuple[Ability, ...]) -> Callable[[Card], Card]:
    """"except it has haste and "At the beginning of the end step, sacrifice this token.""
    (Electroduplicate): the abilities are part of the token's copiable values (CR 707.9a-b),
    so a copy of the token has them too."""

    def modify(card: Card) -> Card:
        return attrs.evolve(card, abilities=(*card.abilities, *abilities))

    return modify


def _in_addition(words: str) -> Callable[[Card], Card] | None:
    """"it's an artifact in addition to its other types", "it's a Shapeshifter Rogue in
    addition to its other types": card types and subtypes gained, every other type kept
    (CR 707.9b, 205.1b); None if a word is neither a card type nor a subtype."""
    card_types: list[str] = []
    subtypes: list[str] = []
    for word in words.split():
        if word.lower() in _CARD_TYPE_WORDS:
            card_types.append(word.capitalize())
        elif subtype(word):
            subtypes.append(subtype(word))
        else:
            return None

    def modify(card: Card) -> Card:
        return attrs.evolve(card, type_line=card.type_line.with_types(card_types, subtypes))

    return modify


_CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "land")

#: where one exception of a copy ends and the next begins: "..., and it has flying"
_NEXT_EXCEPTION = re.compile(r",? and (?=(?:it(?:'s| has| isn't)|the token (?:has|isn't))\b)",
                             re.IGNORECASE)


def _one_exception(exception: str, b: Builder) -> Callable[[Card], Card] | None:
    """One exception of a copy effect (CR 707.9), or None if it isn't read."""
    if exception.lower() in ("it isn't legendary", "the token isn't legendary"):
        return _not_legendary
    if (has := re.fullmatch(r"(?:it|the token) has (?P<what>.+)", exception,
                            re.IGNORECASE)) is not None:
        return _with_abilities(keyword_list(has["what"], b))  # CR 707.9a
    if (more := re.fullmatch(r"it's an? (?P<words>[\w ]+?) in addition to its other types",
                             exception, re.IGNORECASE)) is not None:
        return _in_addition(more["words"])
    e = _EXCEPT_PT.fullmatch(exception)
    if e is None or not subtype(e["type"]):
        return None
    colors = tuple(COLOR_LETTERS[c] for c in re.findall(r"white|blue|black|red|green",
                                                        e["colors"].lower()))
    return _becomes_pt_color_type(int(e["p"]), int(e["t"]), colors, (subtype(e["type"]),))


def copy_exceptions(text: str, b: Builder) -> Callable[[Card], Card]:
    """The exceptions of a copy effect, "except it isn't legendary", "except it's an artifact
    in addition to its other types and it has haste": each modifies the copiable values in
    text order, and the result is the copy's copiable values (CR 707.9a-b). Raises
    :class:`NotUnderstood` naming ``text`` if one isn't read."""
    modifiers: list[Callable[[Card], Card]] = []
    # a quoted ability is one exception whatever its words ("it has "... and it's ..."")
    parts = [text.strip()] if '"' in text else _NEXT_EXCEPTION.split(text.strip())
    for part in parts:
        modify = _one_exception(part.strip(), b)
        if modify is None:
            raise NotUnderstood(text)
        modifiers.append(modify)

    def modify_all(card: Card) -> Card:
        for modify in modifiers:
            card = modify(card)
        return card

    return modifiers[0] if len(modifiers) == 1 else modify_all


@sentence("token copy except",
          rf"create (?P<n>{NUMBER}) tokens? that's a copy of (?P<what>.+?), except (?P<except>.+)")
def _token_copy_except(m: re.Match[str], b: Builder) -> SentenceResult:
    try:
        modify = copy_exceptions(m["except"], b)
    except NotUnderstood:
        raise NotUnderstood(m.group(0)) from None
    what = strict_ref(m["what"], b)
    # CR 608.2h, 111.12: the source or "it" gone, the token copies its last known information
    return CreateTokenCopy(what, int_number(m["n"]), modify=modify,
                           use_lki=isinstance(what, (SourceRef, ItRef)), text=m.group(0))


@sentence("enter as a copy",
          r"you may have ~ enter as a copy of (?P<what>any [\w ]+? on the battlefield|an? [\w ]+? "
          r"(?:you control|an opponent controls))(?:, except (?P<except>.+))?", kind="ability")
def _enter_as_copy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may have this creature enter as a copy of any creature on the battlefield"
    (Clone), "... of a creature you control, except it's a Shapeshifter Rogue in addition
    to its other types" (Glasspool Mimic): a replacement effect as it enters (CR 614.1c,
    707.5), the permanent chosen then (614.12a), the exceptions copiable values (707.9)."""
    what = m["what"].removeprefix("any ").removesuffix(" on the battlefield")
    if re.search(r"\b(?:enchantment|permanent)\b", what, re.IGNORECASE):
        # CR 303.4f: a copy of an Aura would be attached as it enters: not modelled
        raise NotUnderstood(m.group(0))
    flt = parse_filter(what)
    modify = copy_exceptions(m["except"], b) if m["except"] else None
    return EntersAsCopy(flt, modify=modify, text=m.group(0))


@sentence("for each token its controller creates a copy",
          r"for each (?P<what>creature token|token) on the battlefield, its controller creates a "
          r"token that's a copy of that (?:creature|token|permanent)")
def _copy_each_token(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = ObjectFilter(types=("Creature",) if "creature" in m["what"] else (), token=True,
                       text=m["what"])
    return CopyEachToken(flt, text=m.group(0))


#: "twice", "three times", "for each [thing]" after "copy [what]": how many copies (CR 707.10)
_TIMES = r"(?: (?P<times>twice|(?:three|four|five|\d+) times)| for each (?P<each>[^.,]+))?"


def _copy_times(m: re.Match[str], b: Builder) -> Amount:
    """How many copies "copy [what] twice" / "... for each [thing]" makes (CR 707.10, 107.3c):
    a number fixed in the text, or a count made as the instruction runs (608.2h)."""
    if m["times"]:
        word = m["times"].lower()
        return 2 if word == "twice" else int_number(word.removesuffix(" times"))
    if m["each"]:
        return parse_count(m["each"], b)
    return 1


@sentence("copy target spell",
          r"copy (?P<what>target (?:[\w/ -]+ )?spell(?: [^.,]*?)??|that spell|it)" + _TIMES)
def _copy_spell(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Copy target instant or sorcery spell" (CR 707.10), "copy target instant spell you
    control with mana value 2 or less" (the target phrase read as any "target spell", 115.1);
    "copy that spell" where that spell is bound: a delayed trigger's (Doublecast) or, first
    in a trigger on casting a spell, the spell cast (Double Vision, 603.7c); a copy of a
    permanent spell becomes a token (707.10f); "twice", "for each [thing]": that many copies
    (Echo Mage, Show of Confidence)."""
    what = m["what"].lower()
    if what in ("that spell", "it") and b.it is None and not (b.cast_trigger and b.last is None):
        raise NotUnderstood(m.group(0))  # only where "that spell" is bound (603.7c: Doublecast)
    if what == "it" and not b.cast_trigger:
        raise NotUnderstood(m.group(0))  # "it" copies a spell only after a cast trigger
    if " except " in f" {what} ":
        raise NotUnderstood(m.group(0))  # the exceptions of the copy (707.9c) aren't read
    ref = b.ref(m["what"])
    return CopySpell(ref, times=_copy_times(m, b), text=m.group(0))


@sentence("copy target ability",
          r"copy (?P<what>target (?:activated or triggered|activated|triggered) ability"
          r"(?: you control)?(?: from an? (?:colorless|creature|artifact) source)?|that ability)"
          + _TIMES)
def _copy_ability(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Copy target triggered ability you control" (Strionic Resonator, CR 707.10): a copy
    of the ability on the stack, not activated nor triggered (707.10); "copy that ability"
    in a trigger on activating an ability: the ability activated (Rings of Brighthearth,
    603.7c); "twice": two copies (Mister Fantastic); "from a colorless source": what its
    source is (Abstruse Archaic, 113.7)."""
    if m["what"].lower() == "that ability":
        if not b.activate_trigger:
            raise NotUnderstood(m.group(0))  # bound only by an activation trigger (603.7c)
        return CopyAbility(EventRef("stack_obj"), times=_copy_times(m, b), text=m.group(0))
    return CopyAbility(b.ref(m["what"]), times=_copy_times(m, b), text=m.group(0))


@sentence("choose new targets for the copy",
          r"you may choose new targets for (?:the|that) cop(?P<plural>ies|y)")
def _new_targets(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 707.10c, after "Copy ...": its controller may change the copy's targets; "the
    copies" follows only an instruction making more than one (each chosen apart)."""
    plural = m["plural"] == "ies"

    def counted(copy: CopySpell | CopyAbility) -> CopySpell | CopyAbility:
        if plural and copy.times == 1:
            raise NotUnderstood(m.group(0))  # "the copies" of a single copy: not this reading
        return attrs.evolve(copy, new_targets=True)

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, WhenNextThisTurn) and previous.effect.instructions and \
                isinstance(copy := previous.effect.instructions[-1], CopySpell):
            # the copy the delayed trigger makes (Doublecast, CR 603.7a)
            effect = attrs.evolve(previous.effect, instructions=(
                *previous.effect.instructions[:-1], counted(copy)))
            return attrs.evolve(previous, effect=effect)
        if isinstance(previous, Conditional) and not previous.otherwise and previous.then \
                and previous.text.lower().startswith("if you do,") and \
                isinstance(copy := previous.then[-1], (CopySpell, CopyAbility)):
            # "If you do, copy that ability.": the copy made only if it was done (608.2c)
            return attrs.evolve(previous, then=(*previous.then[:-1], counted(copy)))
        if isinstance(previous, Conditional) and previous.then and previous.otherwise and \
                previous.text.lower().rstrip(".").endswith(" instead") and \
                isinstance(then := previous.then[-1], (CopySpell, CopyAbility)) and \
                isinstance(other := previous.otherwise[-1], (CopySpell, CopyAbility)):
            # "If ~ was cast from a graveyard, copy that spell twice instead." (Increasing
            # Vengeance, 608.2c): the copies of whichever branch is made
            if plural and then.times == 1 and other.times == 1:
                raise NotUnderstood(m.group(0))
            return attrs.evolve(
                previous, then=(*previous.then[:-1], attrs.evolve(then, new_targets=True)),
                otherwise=(*previous.otherwise[:-1], attrs.evolve(other, new_targets=True)))
        if isinstance(previous, Sequence_):
            # "Copy target instant or sorcery spell, then return it to its owner's hand"
            # (Narset's Reversal): the one copy the sentence makes (707.10c)
            at = [i for i, step in enumerate(previous.steps)
                  if isinstance(step, (CopySpell, CopyAbility))]
            if len(at) != 1:
                raise NotUnderstood(m.group(0))
            copy = previous.steps[at[0]]
            assert isinstance(copy, (CopySpell, CopyAbility))
            steps = list(previous.steps)
            steps[at[0]] = counted(copy)
            return attrs.evolve(previous, steps=tuple(steps))
        if not isinstance(previous, (CopySpell, CopyAbility)):
            raise NotUnderstood(m.group(0))
        return counted(previous)

    return Amend(apply)


@sentence("change the target of target spell",
          r"change the target of (?P<what>target (?:spell|spell or ability|activated ability) "
          r"with a single target)")
def _change_target(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 115.7a (Deflection; Bolt Bend: "target spell or ability", Reroute: "target
    activated ability"): its one target becomes another legal one, if any."""
    return ChangeTarget(b.ref(m["what"]), text=m.group(0))


@sentence("choose new targets for target spell",
          r"you may choose new targets for (?P<what>target spell)")
def _new_targets_for_spell(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 115.7d (Redirect): for each instance of "target" of the spell, its targets kept or
    new legal ones chosen, by the instruction's controller."""
    return ChooseNewTargets(b.ref(m["what"]), text=m.group(0))


#: The player a spell's offer names after its one target ("Then that player or that
#: permanent's controller may pay {R}{R}", Chain Lightning; CR 608.2c).
_OFFERED = (r"(?P<who>that player or that permanent's controller|that (?:permanent|creature)'s "
            r"controller|that player)")


def _offered_player(m: re.Match[str], b: Builder) -> Ref:
    """The player "that player" / "that permanent's controller" / "that player or that
    permanent's controller" names in a spell with one target, which they must fit: the
    target player, or the controller of the target permanent as it last existed (CR 608.2h:
    it may have been destroyed or returned to a hand just before). Anything else is unread."""
    if not b.spell_effect or len(b.targets) != 1:
        raise NotUnderstood(m.group(0))
    spec = b.targets[0]
    if spec.min != 1 or spec.max != 1 or spec.also or spec.zone is not Zone.BATTLEFIELD:
        raise NotUnderstood(m.group(0))  # one target, a permanent or a player
    who = m["who"].lower()
    players = spec.players is not None
    if who == "that player":
        if not players or spec.objects is not None:
            raise NotUnderstood(m.group(0))
        return TargetRef(0)
    if who.startswith("that player or") != players or spec.objects is None:
        raise NotUnderstood(m.group(0))  # "that player or ..." only after "any target"
    if who.startswith("that creature") and "Creature" not in (spec.objects.types or ()):
        raise NotUnderstood(m.group(0))
    return ControllerOf(TargetRef(0), last_known=True)


@sentence("that player or that permanent's controller may pay",
          rf"{_OFFERED} may (?:pay (?P<mana>(?:\{{(?:\d+|[WUBRGC])\}})+)|(?P<part>discard a card|"
          r"sacrifice a land)(?: of their choice)?)")
def _offered_payment(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Then that player or that permanent's controller may pay {R}{R}." (Chain Lightning),
    "Then that creature's controller may pay {U}{U}." (String of Disappearances), "... may
    discard a card" (Chain of Plasma), "... may sacrifice a land of their choice" (Chain of
    Vapor): the player named pays as the spell resolves if they choose and can (CR 608.2d,
    118.3); "If the player does" reads whether they did (608.2c)."""
    who = _offered_player(m, b)
    text = m["mana"] or m["part"][:1].upper() + m["part"][1:]
    cost = parse_cost(text, b)
    if cost.unpayable or cost.has_x or (cost.mana.is_empty() == (m["mana"] is not None)):
        raise NotUnderstood(m.group(0))
    return MayPayCost(cost, payer=who, text=m.group(0))


@sentence("that player may copy this spell and may choose a new target",
          rf"(?:(?P<did>if the player does), they|{_OFFERED}) may copy ~ and may choose a new "
          r"target for that copy")
def _offered_copy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If the player does, they may copy this spell and may choose a new target for that
    copy." (Chain Lightning), "Then that permanent's controller may copy this spell ..."
    (Chain of Acid): the player named, not the caster, may put a copy of the resolving spell
    on the stack under their own control (CR 707.10, 608.2d) and choose a new target for it
    (707.10c); the copy offers the same again as it resolves. After "may pay", only if the
    player paid (608.2c)."""
    if m["did"] is None:
        return CopySpell(SourceRef(), new_targets=True, copier=_offered_player(m, b),
                         text=m.group(0))
    paid = b.last
    if not isinstance(paid, MayPayCost) or paid.payer is None:
        raise NotUnderstood(m.group(0))  # "the player" is the one offered the payment
    return Conditional(condition=_did, then=(
        CopySpell(SourceRef(), new_targets=True, copier=paid.payer, text=m.group(0)),),
        text=m.group(0))
