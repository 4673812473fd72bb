"""Targets and references: which objects and players a phrase means (CR 109, 115).

:func:`parse_target` reads one instance of "target" ("up to two target creatures", "target
creature card from your graveyard", "any target") into a
:class:`~manastack.api.TargetSpec`; :func:`parse_ref` reads every other way a sentence
names what it acts on: "each opponent", "all creatures", "it", "that player", "its
controller", "~".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from manastack.api import (
    EACH_OPPONENT,
    EACH_PLAYER,
    YOU,
    AttachedFilter,
    AttachedTo,
    AttackedBy,
    AuraBecame,
    BlockedWith,
    BlockersOf,
    ChosenOnResolution,
    ControlledBy,
    ControllerOf,
    CreateToken,
    DefendingPlayer,
    Each,
    EventPlayer,
    EventRef,
    Exile,
    ExiledWith,
    GrantingSource,
    Instruction,
    ManaValueEquals,
    ObjectFilter,
    OtherThan,
    OwnedBy,
    OwnerOf,
    PlayerFilter,
    Ref,
    Repeat,
    SameNameAs,
    SourceBecame,
    SourceRef,
    TargetRef,
    TargetSpec,
    Union,
    Zone,
)
from manastack_grammar.phrases.filters import (
    TYPE_WORDS,
    ability_from_source,
    parse_filter,
    permanent_filter,
    single_target,
    singular,
)
from manastack_grammar.phrases.numbers import int_number, source_counters, x_meaning
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.text import GRANTING_NAME

if TYPE_CHECKING:
    from manastack_grammar.builder import Builder


# kept for plugins written against the first kernel
_PLAYER_TARGETS = {
    "player": PlayerFilter("any"),
    "opponent": PlayerFilter("opponent"),
}


#: The card types of permanents (CR 110.4) and "permanent" itself, as filters name them.
_PERMANENT_WORDS = {"Permanent", "Creature", "Artifact", "Enchantment", "Land", "Planeswalker",
                    "Battle"}


#: How a controller clause reads, by the filter's ``controller`` value.
_CONTROLLER_WORDS = {"you": "you control", "not_you": "you don't control",
                     "opponent": "an opponent controls"}


def _defending_target(phrase: str, text: str, b: Builder) -> TargetSpec:
    """"target creature defending player controls" (CR 506.2) in an attack trigger: the
    player the creature attacked, fixed as it attacked (508.5, the kernel's
    ``defending_controls``); anywhere else who "defending player" is isn't known here."""
    if not b.attack_trigger:
        raise NotUnderstood(text)
    spec = parse_target(phrase)
    if spec.objects is None or spec.players is not None or spec.also or \
            spec.objects.controller is not None:
        raise NotUnderstood(text)
    objects = attrs.evolve(spec.objects, defending_controls=True,
                           text=f"{spec.objects.text or 'object'} defending player controls")
    return attrs.evolve(spec, objects=objects, text=text)


def _event_player_target(phrase: str, text: str, b: Builder) -> TargetSpec:
    """"destroy target artifact that player controls" in a triggered ability whose "that
    player" is its event's player (the player dealt damage, who cast the spell; CR 603.7c):
    fixed from the event as the ability is put on the stack (603.3d); any other "that
    player" isn't known as targets are chosen."""
    that = b.that_player
    # an event player under another key (the player attacked, "defender") isn't read here
    key = that.key if isinstance(that, EventRef) else "player" if isinstance(
        that, EventPlayer) and that.key == "player" else None
    spec = parse_target(phrase)
    if key is None or spec.objects is None or spec.players is not None or spec.also or \
            spec.objects.controller is not None:
        raise NotUnderstood(text)
    objects = attrs.evolve(spec.objects, event_player_controls=key,
                           text=f"{spec.objects.text or 'object'} that player controls")
    return attrs.evolve(spec, objects=objects, text=text)


#: "with power X or less" / "with mana value X" at the end of a target phrase: the filter's
#: field that the spell's X fills (CR 601.2b, 601.2c).
_X_BOUNDS = ((re.compile(r"(.+) with power x or less"), "power_at_most"),
             (re.compile(r"(.+) with mana value x"), "mana_value_is"))


def _x_bounded_target(phrase: str, b: Builder) -> TargetSpec | None:
    """"target creature with power X or less", "target spell with mana value X" of a
    spell (Killing Glare, Spell Blast): X is announced before targets are chosen (CR 601.2b,
    601.2c), so the filter takes it then; the X of a permanent's ability, or an X defined by
    ", where X is ...", is not read here (None: not this phrase)."""
    low = phrase.strip().lower().replace("\u2019", "'")
    for pattern, field in _X_BOUNDS:
        m = pattern.fullmatch(low)
        if m is None:
            continue
        if b.is_permanent or x_meaning() is not None:
            raise NotUnderstood(phrase)
        spec = parse_target(m.group(1))
        if spec.objects is None or spec.players is not None or spec.also or spec.per_x \
                or getattr(spec.objects, field) is not None:
            raise NotUnderstood(phrase)
        objects = attrs.evolve(spec.objects, text=f"{spec.objects.text} {low[len(m.group(1)) + 1:]}")
        return attrs.evolve(spec, objects=objects, x_bounds=(field,), text=phrase.strip())
    return None


def parse_target(phrase: str) -> TargetSpec:
    """One instance of "target" (CR 115.1): "target creature", "any target",
    "up to two target creatures", "another target creature", "one or two target
    creatures", "any number of target creatures", "target player or
    planeswalker", "target creature card from your graveyard", "target card from
    a graveyard", "target noncreature spell", "target spell you don't control"."""
    p = phrase.strip()
    low = p.lower().replace("\u2019", "'")
    if m := re.fullmatch(r"x (target .+)", low):
        # CR 601.2b, 601.2c: "X target creature cards": read as "two target ...", the count
        # set to the spell's X as its targets are chosen
        spec = parse_target(f"two {m.group(1)}")
        return attrs.evolve(spec, min=0, max=0, per_x=True, text=p)
    if low in ("any target", "any other target"):
        # CR 115.4: creature, player, planeswalker or battle
        return TargetSpec(
            objects=ObjectFilter(any_types=("Creature", "Planeswalker", "Battle"),
                                 other=low == "any other target",
                                 text="creature, planeswalker or battle"),
            players=PlayerFilter("any"), text=low,
        )
    minimum, maximum = 1, 1
    # CR 115.1, 109.5: "two other target permanents", "any number of other target creatures":
    # "other" before "target" excludes the source as it does after "up to N"
    if m := re.fullmatch(r"(any number of|\w+ or \w+|two|three|four|five) other target (.+)", low):
        low = f"{m.group(1)} target other {m.group(2)}"
    m = re.fullmatch(r"up to (\w+) (?:other )?target (.+)", low)
    if m:
        minimum, maximum = 0, int_number(m.group(1))
        low = "target " + m.group(2) if "other target" not in low else "target other " + m.group(2)
    m = re.fullmatch(r"any number of (?:other )?target (.+)", low)
    if m:
        minimum, maximum = 0, 99
        low = "target " + m.group(1)
    m = re.fullmatch(r"(\w+) or (\w+) target (.+)", low)
    if m:
        minimum, maximum = int_number(m.group(1)), int_number(m.group(2))
        low = "target " + m.group(3)
    m = re.fullmatch(r"(two|three|four|five) (?:other )?target (.+)", low)
    if m:
        minimum = maximum = int_number(m.group(1))
        low = "target " + m.group(2)
    other = False
    if low.startswith("another target "):
        other = True
        low = "target " + low[len("another target "):]
    if not low.startswith("target "):
        raise NotUnderstood(phrase)
    rest = low[len("target "):]
    if rest.startswith("other "):
        other = True
        rest = rest[len("other "):]
    if rest.endswith(" other than ~") and re.fullmatch(
            r"(?:non\w+ )?\w+(?: you control)?", rest.removesuffix(" other than ~")):
        # "target creature other than ~" says what "another target creature" says (CR 115.1);
        # "target nonland permanent other than ~", "target creature you control other than ~"
        other = True
        rest = rest.removesuffix(" other than ~")
    if maximum > 1:  # "two target players": each one player (CR 115.1)
        rest = {"players": "player", "opponents": "opponent"}.get(rest) or singular(rest)
    if rest in _PLAYER_TARGETS:
        return TargetSpec(players=_PLAYER_TARGETS[rest], min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"(player|opponent) or planeswalker", rest)
    if m:
        return TargetSpec(
            objects=ObjectFilter(types=("Planeswalker",), text="planeswalker"),
            players=_PLAYER_TARGETS[m.group(1)], min=minimum, max=maximum, text=p,
        )
    m = re.fullmatch(r"creature or player", rest)
    if m:
        return TargetSpec(objects=ObjectFilter(types=("Creature",), text="creature"),
                          players=PlayerFilter("any"), min=minimum, max=maximum, text=p)
    if (m := re.fullmatch(r"spell, (?P<permanent>[\w\s-]+?),? or card in (?:a|any) graveyard",
                          rest)) and maximum == 1:
        # CR 115.1: "target spell, nonland permanent, or card in a graveyard" (Endless Detour):
        # one object of any of the three, each in its own zone (a spell on the stack, 405.1)
        permanent = permanent_filter(parse_filter(m["permanent"]))
        if not set(permanent.types + permanent.any_types) <= _PERMANENT_WORDS:
            raise NotUnderstood(phrase)
        return TargetSpec(objects=attrs.evolve(permanent, other=other), min=minimum,
                          max=maximum, text=p,
                          also=((ObjectFilter(types=("Spell",), text="spell"), Zone.STACK),
                                (ObjectFilter(text="card in a graveyard"), Zone.GRAVEYARD)))
    rest = re.sub(r"\bcard that's an? (.+?) (from|in) ", r"\1 card \2 ", rest)
    m = re.fullmatch(r"(.*?)\s*cards?(?P<with> with .+?)? (?:from|in) (your|a|an opponent's|"
                     r"target player's|that player's|each player's) graveyards?", rest)
    if m:
        what = (m.group(1) + (m.group("with") or "")).strip()
        base = parse_filter(what) if what else ObjectFilter()
        whose = m.group(3)
        owner = {"your": "you", "an opponent's": "opponent"}.get(whose)
        if whose in ("target player's", "that player's"):
            raise NotUnderstood(phrase)
        flt = attrs.evolve(base, owner=owner, text=rest, other=other)
        return TargetSpec(objects=flt, zone=Zone.GRAVEYARD, min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"(.*?)\s*cards? in (?:(?:a|any) graveyard|graveyards)", rest)
    if m:
        flt = attrs.evolve(parse_filter(m.group(1)) if m.group(1) else ObjectFilter(), text=rest)
        return TargetSpec(objects=flt, zone=Zone.GRAVEYARD, min=minimum, max=maximum, text=p)
    sourced = re.fullmatch(r"(?P<what>.+ ability(?: you control)?) from an? "
                           r"(?P<src>colorless|creature|artifact) source", rest)
    words = sourced["what"] if sourced else rest
    whose = next((k for k, said in _CONTROLLER_WORDS.items()
                  if words.endswith(f" ability {said}")), None)
    single = whose is None and words.endswith(" with a single target")
    kinds = _STACK_OBJECT_WORDS.get(
        words.removesuffix(" with a single target") if single else
        words if whose is None else words.removesuffix(f" {_CONTROLLER_WORDS[whose]}"))
    if kinds is not None and maximum == 1 and not other and \
            not (sourced and "Spell" in kinds):
        # CR 115.1, 113.7a: an activated or triggered ability on the stack may be a target;
        # a mana ability never is one (605.3b: it doesn't use the stack); "you control":
        # the ability's controller (CR 113.8); "with a single target": 115.9a; "from a
        # colorless source": what its source is (113.7)
        predicate = single_target if single else \
            ability_from_source(sourced["src"]) if sourced else None
        return TargetSpec(objects=ObjectFilter(any_types=kinds, controller=whose, text=rest,
                                               predicate=predicate),
                          zone=Zone.STACK, min=minimum, max=maximum, text=p)
    m = re.fullmatch(r"spell,? or (?P<other>.+)", rest) or \
        re.fullmatch(r"(?P<other>.+?),? or spell", rest)
    if m and maximum == 1 and not re.search(r"\b(spells?|abilit(?:y|ies)|cards?|players?)\b",
                                           m["other"]):
        # CR 115.1: "target spell or creature" is a spell on the stack or a creature on the
        # battlefield, not a creature spell
        permanent = permanent_filter(parse_filter(m["other"]))
        if not set(permanent.types + permanent.any_types) <= _PERMANENT_WORDS:
            raise NotUnderstood(phrase)
        # "spell or nonland permanent an opponent controls": the controller clause ends the
        # whole noun phrase, so it binds the spell too (CR 108.4: a spell has a controller)
        spell = ObjectFilter(types=("Spell",), controller=permanent.controller,
                             text="spell" if permanent.controller is None else
                             f"spell {_CONTROLLER_WORDS[permanent.controller]}")
        return TargetSpec(objects=attrs.evolve(permanent, other=other), min=minimum,
                          max=maximum, text=p, also=((spell, Zone.STACK),))
    if re.fullmatch(r"[\w\s]*\bspell that targets an? .+", rest) and maximum == 1:
        # CR 115.1: "target spell that targets a permanent you control" (Keep Safe)
        flt = attrs.evolve(parse_filter(rest), other=other)
        return TargetSpec(objects=flt, zone=Zone.STACK, min=minimum, max=maximum, text=p)
    if re.search(r"\bspells?\b", rest):
        body = re.sub(r"\bspells?\b", "", rest).strip()
        body = re.sub(r"\s+", " ", body)
        if body.startswith("with "):
            body = rest  # "spell with mana value 2 or less": the suffix needs its noun
        flt = parse_filter(body) if body else ObjectFilter()
        # CR 113.7a: an ability on the stack is not a spell, so "Spell" stays a type here
        flt = attrs.evolve(flt, types=("Spell", *(t for t in flt.types if t != "Spell")),
                           text=rest)
        return TargetSpec(objects=flt, zone=Zone.STACK, min=minimum, max=maximum, text=p)
    flt = parse_filter(rest)
    if not (flt.types or flt.any_types):
        flt = attrs.evolve(flt, types=("Permanent",))
    if other:
        flt = attrs.evolve(flt, other=True)
    return TargetSpec(objects=flt, min=minimum, max=maximum, text=p)


#: "target activated ability", "target spell, activated ability, or triggered ability":
#: what may be chosen on the stack (CR 113.7a: an ability on the stack is not a spell).
_STACK_OBJECT_WORDS = {
    "activated ability": ("Activated ability",),
    "triggered ability": ("Triggered ability",),
    "activated or triggered ability": ("Activated ability", "Triggered ability"),
    "spell, activated ability, or triggered ability": ("Spell", "Activated ability",
                                                       "Triggered ability"),
    # CR 113.7a, 405.1: what is on the stack is a spell or an activated or triggered ability
    "spell or ability": ("Spell", "Activated ability", "Triggered ability"),
}


def made_tokens(last: Instruction | None) -> bool:
    """Did the instruction ``last`` create tokens and nothing else ("create ...", "investigate
    X times"), so that "it" can't mean what it acted on unless the words name tokens (CR
    111.1, 608.2c)?"""
    return isinstance(last, CreateToken) or (
        isinstance(last, Repeat) and bool(last.steps)
        and all(isinstance(i, CreateToken) for i in last.steps))


_IT_WORDS = ("it", "that creature", "that card", "that permanent", "that land",
             "that artifact", "that enchantment", "that planeswalker", "that spell",
             "that token", "the creature", "the token", "them", "those creatures",
             "those cards", "those permanents", "those tokens", "they", "those lands",
             "that creature card", "the exiled card", "the exiled cards", "this way")


#: "all cards exiled with ~", "each creature card exiled with it" (CR 607.2a): every such card,
#: "it" being the source when nothing else was named before.
EXILED_WITH = re.compile(r"(?:all|each) (?:(?P<kind>creature) )?cards? exiled with (?P<by>~|it)")


def exiled_with_ref(phrase: str, b: Builder) -> Ref | None:
    """"all cards exiled with ~" (an :data:`EXILED_WITH` phrase): the cards the linked exiling
    ability of the same object exiled (CR 607.2a); None for another phrase."""
    found = EXILED_WITH.fullmatch(phrase.strip().lower())
    if found is None or not (found["by"] == "~" or b.it is None):
        return None
    if not b.linked_exile:
        raise NotUnderstood(phrase)  # CR 607.2a: no ability of the card exiles
    kind = found["kind"]
    return ExiledWith(ObjectFilter(types=(kind.capitalize(),)) if kind else None)


def parse_ref(phrase: str, b: Builder) -> Ref:
    """Who or what: a target phrase, "each ...", "all ...", "you", "it", "~",
    "that player", "its controller", "creatures you control" ..."""
    p = phrase.strip()
    low = p.lower().replace("\u2019", "'")
    if b.aura_left and low in ("~", "~ from your graveyard"):
        return AuraBecame()  # CR 400.7f: the Aura as it became in its owner's graveyard
    if b.self_left and low == "~":
        return SourceBecame()  # CR 400.7e: the card ~ became where it went as it left
    if low in ("~", "this", "itself"):
        return SourceRef()
    if low == GRANTING_NAME:
        # CR 201.5a: the card's name in an ability it grants is the object granting it
        return GrantingSource()
    if low == "~ from your graveyard" and b.zone_named:
        # CR 113.6m: the ability moves the card out of that zone, so it functions there; the
        # card there (a new object if it left and came back, 400.7, is not it)
        b.source_zone = "graveyard"
        return SourceRef()
    if low in ("the exiled card", "the exiled cards") and b.it is None:
        if not b.linked_exile:
            raise NotUnderstood(phrase)  # CR 607.2a: no ability of the card exiles
        return ExiledWith()  # CR 607.2a: what the linked exiling ability of ~ exiled
    if low in ("the exiled card", "the exiled cards") and not isinstance(b.last, Exile) \
            and not made_tokens(b.last):
        # CR 608.2c: the cards the exile before moved; an instruction between moved other
        # objects, which "it" would name instead (after tokens, the antecedent tells: a
        # spell's own exile, Builder.not_the_tokens)
        raise NotUnderstood(phrase)
    if low in ("they", "them") and b.it is None and isinstance(b.that_player, EventPlayer):
        return b.that_player  # CR 603.7c: the player of the event, not the card it is about
    if low in _IT_WORDS:
        if b.cast_trigger and b.it is None and b.last is None and low in (
                "that creature", "that permanent", "that land", "that artifact",
                "that enchantment", "that planeswalker", "that token"):
            # "Whenever you cast a spell that targets only a single creature, gain control of
            # that creature" (Loki): the event's object is the spell, no permanent (603.7c)
            raise NotUnderstood(phrase)
        host = b.attached_host(low)
        if host is not None:
            return host  # CR 608.2c: the creature just attached to, not "it" attached
        if low.startswith("that ") and isinstance(b.it, SourceRef):
            # "sacrifice ~. If you do, return that card": a demonstrative names an earlier
            # noun of the event, not the source the last instruction acted on (CR 603.7c)
            raise NotUnderstood(phrase)
        return b.antecedent(low)
    if low in ("that permanent or player", "that creature or player"):
        if isinstance(b.it, TargetRef):
            return b.it  # the target of "any target" itself, a permanent or a player
        raise NotUnderstood(phrase)
    m = re.fullmatch(r"(enchanted|equipped) (creature|permanent|artifact|land)", low)
    if m:  # CR 303.4, 301.5: the one object the source Aura or Equipment is attached to
        types = () if m.group(2) == "permanent" else (m.group(2).capitalize(),)
        return Each(AttachedFilter(types=types, text=low))
    m = re.fullmatch(r"enchanted (plains|island|swamp|mountain|forest)", low)
    if m:  # "Enchant Forest" ... "enchanted Forest": the land the Aura is attached to (303.4)
        return Each(AttachedFilter(types=("Land",), subtypes=(m.group(1).capitalize(),),
                                   text=low))
    if low in ("you", "yourself"):
        return YOU
    if b.crewed_ref and low == b.crewed_ref:
        # CR 702.122b, 702.171c, 603.7c: the Vehicle the creature crewed / Mount it saddled
        return EventRef("vehicle")
    m = re.fullmatch(r"the player or planeswalker (it's|it is|that creature is) attacking", low)
    if m:
        # CR 506.3, 508.1b: what that attacking creature attacks now; a battle is neither
        return AttackedBy(b.antecedent("it" if m.group(1).startswith("it") else "that creature"))
    if low == "defending player" and (b.attack_trigger or b.unblocked_trigger):
        # CR 506.2, 508.5: the player the attacking creature of the event attacks
        return DefendingPlayer()
    if low == "each other opponent" and b.that_player is not None:
        # "Whenever ~ deals combat damage to an opponent, it deals that much damage to each
        # other opponent" (Grenzo's Ruffians): each opponent but the one named (CR 603.7c)
        return OtherThan(EACH_OPPONENT, b.that_player)
    if low in ("each opponent", "your opponents", "each of your opponents", "each other player",
               "opponents"):
        return EACH_OPPONENT
    if low in ("each player", "all players", "players"):
        return EACH_PLAYER
    if low == "that attacking player" and b.that_player == EventPlayer() and \
            b.attacking_player_trigger:
        return b.that_player  # CR 603.7c: the player who declared the attack of the event
    if low in ("that player", "that opponent", "the player", "that creature's controller"):
        if b.that_player is not None and low != "that creature's controller":
            return b.that_player
        if low == "that creature's controller":
            # CR 603.7c: the controller of the creature named, never the trigger's other player
            # (the one dealt damage by it, Turf War's; the one who cast the spell)
            # CR 608.2h: who controlled it as it last existed, if it has left (Death Charmer's
            # creature killed by the damage of the event)
            return ControllerOf(b.antecedent(low), last_known=True)
        if b.it is not None:
            return ControllerOf(b.antecedent(low))
        raise NotUnderstood(phrase)
    if low in ("that spell's controller", "that ability's controller",
               "that spell or ability's controller") and b.target_trigger:
        # "Whenever ~ becomes the target of a spell or ability, ~ deals 3 damage to that spell
        # or ability's controller" (Retromancer): who controls the one targeting it (603.7c)
        return EventPlayer()
    if re.fullmatch(r"that (?:land|permanent|artifact|enchantment)'s controller", low):
        # "Destroy target Plains or Island. ~ deals 3 damage to that land's controller": who
        # controlled it as it last existed on the battlefield (CR 608.2h)
        return ControllerOf(b.antecedent(low), last_known=True)
    if low in ("its controller", "their controller", "its controllers", "their controllers"):
        # "Destroy target creature. Its controller ...": once it has left the battlefield, who
        # controlled it as it last existed there (CR 608.2h), whatever instruction moved it
        return ControllerOf(b.antecedent(low), last_known=True)
    if low in ("its owner", "their owner", "its owners", "their owners"):
        return OwnerOf(b.antecedent(low))
    m = re.fullmatch(r"(target (?:nonland )?(creature|permanent|artifact|enchantment|land))"
                     r"(?P<not_named> not named ~)? and all other (\2s) with the same name as "
                     r"that \2", low)
    if m:
        # "Target creature and all other creatures with the same name as that creature get
        # -3/-3" (Bile Blight), "Destroy target nonland permanent and all other permanents
        # with the same name as that permanent" (Maelstrom Pulse): the target and the others
        # of the named card type (not "nonland": the words don't say it) named as it is (CR
        # 201.2a); "target nonland permanent not named ~" (Detention Sphere): the target only
        # may not have this card's name (201.2)
        if m["not_named"]:
            spec = parse_target(p[: m.end(1)])
            assert spec.objects is not None
            spec = attrs.evolve(spec, objects=attrs.evolve(
                spec.objects, not_name=b.card, text=f"{spec.objects.text} not named {b.card}"),
                text=f"{spec.text} not named ~")  # the card's words, as the text has them
            first: Ref = b.target(spec)
        else:
            first = parse_ref(p[: m.end(1)], b)
        others = ObjectFilter(types=(m.group(4)[:-1].capitalize(),), text=m.group(4))
        return Union((first, SameNameAs(first, others)))
    m = re.fullmatch(r"you and (target opponent|that player) each", low)
    if m and (m.group(1) != "that player" or b.that_player is not None):
        # "you and target opponent each draw a card" (Farsight Adept), "you and that player
        # each draw that many cards" (Diviner Spirit): both players act, one named twice acting
        # twice (CR 608.2c); "that player" is the one the trigger names (603.7c)
        return Union((YOU, parse_ref(m.group(1), b)), each=True)
    m = re.fullmatch(r"(.+?) and ((?:another )?target .+)", low)
    if m and ("target" in m.group(1) or m.group(1) == "~"):
        # "~ and another target creature" (Coastal Wizard): the source and the target, other
        # than it (CR 115.1, 109.5)
        first = parse_ref(p[: m.end(1)], b)
        second = parse_ref(p[m.start(2):], b)
        return Union((first, second))
    m = re.fullmatch(r"(?:each creature|all creatures|creatures) blocking (it|~)", low)
    if m and b.last is None:
        # "each creature blocking it" (Plague Wight): the creatures blocking that attacker as
        # the instruction runs (CR 509.1a, 506.4); after an instruction (Ib Halfheart's "sacrifice
        # it") the attacker may have left combat: refused
        return BlockersOf(parse_ref(m.group(1), b))
    m = re.fullmatch(r"all (?P<what>equipment|auras) attached to (?P<to>it|that creature)", low)
    if m:
        # "Destroy all Equipment attached to that creature" (Blastfire Bolt): those attached to
        # the object named before, as the instruction runs (CR 301.5, 303.4)
        kind = "Equipment" if m["what"] == "equipment" else "Aura"
        return AttachedTo(parse_ref(m["to"], b), parse_filter(kind))
    m = re.fullmatch(r"(?:each creature|all creatures) that (?P<both>blocked or )?(?:was|were) "
                     r"blocked by (?P<it>it|that creature) this turn", low)
    if m:
        # "all creatures that blocked or were blocked by it this turn" (Gaze of the Gorgon):
        # the turn's blocks recorded as declared (CR 509.1a), whatever combat they were in
        return BlockedWith(parse_ref(m["it"], b), blocked_by_only=not m["both"])
    if low == "both creatures" and b.it == EventRef("other"):
        # "Whenever ~ blocks or becomes blocked by a creature, destroy both creatures" (Dead-Iron
        # Sledge): the trigger's creature and the one it blocks / is blocked by (CR 603.7c)
        return Union((EventRef("obj"), EventRef("other")))
    if low in ("each of them", "each of those creatures", "each of those permanents"):
        # CR 608.2c: every object the previous instruction acted on ("Tap up to two target
        # creatures. Put a stun counter on each of them."), as "them" is; nothing earlier: refused
        if b.it is None:
            raise NotUnderstood(phrase)
        return b.antecedent(low)
    m = re.fullmatch(r"each of (.*target .+)", low)
    if m:
        return parse_ref(p[m.start(1):], b)
    if low == "target player's graveyard":
        # "Exile target player's graveyard": every card in it (CR 404.1), as "all cards from
        # target player's graveyard" is
        return _zone_each("card", "target player's", Zone.GRAVEYARD, b)
    if low == "all graveyards":
        # "Exile all graveyards": every card in every player's graveyard (CR 404.1)
        return _zone_each("card", "all", Zone.GRAVEYARD, b)
    if low.startswith(("each ", "all ")):
        rest = low.split(" ", 1)[1]
        m = re.fullmatch(r"(.+?) target (player|opponent) controls", rest)
        if m:
            player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                         text=f"target {m.group(2)}"))
            b.that_player = player
            flt = parse_filter(singular(m.group(1)))
            return ControlledBy(flt, player)
        m = re.fullmatch(r"(.+?) defending player controls", rest)
        if m and (b.attack_trigger or b.unblocked_trigger):
            # "it deals 6 damage to each creature defending player controls" (Lord of
            # Shatterskull Pass): the permanents of the player it attacks, fixed as it attacked
            # (CR 506.2, 508.5); "defending player" of no attack isn't known: refused below
            flt = permanent_filter(parse_filter(singular(m.group(1))))
            if flt.controller is not None:
                raise NotUnderstood(phrase)
            return ControlledBy(flt, DefendingPlayer())
        m = re.fullmatch(r"(.+?) and each (player|opponent)", rest)
        if m:
            return Union((Each(permanent_filter(parse_filter(singular(m.group(1))))),
                          EACH_PLAYER if m.group(2) == "player" else EACH_OPPONENT))
        m = re.fullmatch(r"(creature|planeswalker|battle) and each (creature|planeswalker|battle)",
                         rest)
        if m and m.group(1) != m.group(2):
            # "each creature and each planeswalker": both, an object of both types once
            return Union(tuple(Each(permanent_filter(parse_filter(w))) for w in m.groups()))
        m = re.fullmatch(r"(.+?) with mana value equal to the number of ([\w-]+) counters on ~",
                         rest)
        if m and " and " not in m.group(1) and " or " not in m.group(1):
            # CR 202.3, 608.2h: the mana value compared with the source's counters as the
            # effect happens ("each artifact and creature": two kinds, not read here)
            return ManaValueEquals(Each(permanent_filter(parse_filter(singular(m.group(1))))),
                                   source_counters(m.group(2), f"the number of {m.group(2)} counters on ~"))
        m = re.fullmatch(r"(.+?) cards? (?:in|from) (your|each player's|all|target player's|"
                         r"that player's|an opponent's) graveyards?", rest)
        if m:
            return _zone_each(m.group(1), m.group(2), Zone.GRAVEYARD, b)
        flt = parse_filter(singular(rest))
        if "Spell" in flt.types:
            return Each(flt, zone=Zone.STACK)  # CR 113.7a: not abilities on the stack
        if flt.other and b.spell_effect and made_tokens(b.last):
            # CR 608.2c: "Create X 1/1 white Soldier creature tokens. If X is 5 or more,
            # destroy all other creatures" (Martial Coup, White Sun's Twilight): a spell isn't
            # on the battlefield, so "other" sets the permanents against the tokens it just
            # created, which survive
            them = attrs.evolve(flt, other=False, text=flt.text.removeprefix("other "))
            return OtherThan(Each(permanent_filter(them)), b.antecedent("those tokens"))
        return Each(permanent_filter(flt))
    m = re.fullmatch(r"(.+?) target (player|opponent) controls", low)
    if m and not low.startswith("target"):
        player = b.target(TargetSpec(players=_PLAYER_TARGETS[m.group(2)],
                                     text=f"target {m.group(2)}"))
        b.that_player = player
        return ControlledBy(parse_filter(singular(m.group(1))), player)
    if "target" in low:
        defending = re.fullmatch(r"(.*\btarget .+?) defending player controls", p, re.IGNORECASE)
        if defending:
            return b.target(_defending_target(defending.group(1), p, b))
        that = re.fullmatch(r"(.*\btarget .+?) that player controls", p, re.IGNORECASE)
        if that:
            return b.target(_event_player_target(that.group(1), p, b))
        spec = _x_bounded_target(p, b) or parse_target(p)
        if spec.per_x and b.is_permanent and not b.activation_x:
            raise NotUnderstood(p)  # CR 601.2b: only a spell's X is known as targets are chosen
        ref = b.target(spec)
        spec = b.targets[ref.index]
        if spec.players is not None and spec.objects is None:
            b.that_player = ref
        elif spec.objects is not None and spec.objects.controller == "opponent" and \
                spec.max == 1 and b.that_player is None:
            # CR 608.2h, 608.2c: "Destroy target creature an opponent controls. That player
            # loses 3 life": "that player" is the opponent who controlled it as it last existed,
            # not its owner whose graveyard it went to
            b.that_player = ControllerOf(ref, last_known=True)
        return ref
    words = low.split()
    if words and words[0] in ("a", "an", "one", "another") and words[-1] in (
            "control", "controls"):
        # CR 608.2d: "a creature you control" is one object chosen on resolution, not each
        flt = parse_filter(low[len("one "):] if words[0] == "one" else low)
        return ChosenOnResolution(permanent_filter(flt))
    if words and words[0] in ("a", "an", "another", "one"):
        raise NotUnderstood(phrase)  # CR 608.2c: one object chosen, not each of them
    # a plural noun phrase: "creatures you control", "attacking creatures"
    if words and (words[-1] in ("control", "controls") or any(
            w in TYPE_WORDS and w.endswith("s") for w in words) or (
            words[0] == "other")):
        flt = parse_filter(singular(low))
        if flt.types or flt.any_types or flt.subtypes:
            return Each(permanent_filter(flt))
    raise NotUnderstood(phrase)


def _zone_each(what: str, whose: str, zone: Zone, b: Builder) -> Ref:
    if re.fullmatch(r"[a-z]+( and [a-z]+)+", what.strip()) and all(
            TYPE_WORDS.get(w) for w in what.strip().split(" and ")):
        what = what.replace(" and ", " or ")  # "all instant and sorcery cards": each is either
    flt = parse_filter(singular(what)) if what.strip() not in ("", "card") else ObjectFilter()
    owner = {"your": "you"}.get(whose)
    if whose in ("target player's",):
        player = b.target(TargetSpec(players=PlayerFilter("any"), text="target player"))
        b.that_player = player
        return OwnedBy(flt, player, zone)
    if whose == "that player's" and b.that_player is not None:
        return OwnedBy(flt, b.that_player, zone)
    if whose == "an opponent's":
        raise NotUnderstood(what)
    return Each(attrs.evolve(flt, owner=owner), zone=zone)
