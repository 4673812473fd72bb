"""Numbers, amounts and counts (CR 107.1, 107.3).

:func:`number` reads "three", "X"; :func:`parse_amount` reads "that many", "twice ...",
"half ..., rounded up", "its power"; :func:`parse_count` what "the number of ..." and "for
each ..." count, with the count rules plugins register; :func:`static_count` the same counts
asked by a static ability on every layer pass (CR 604.3, 611.3a, 613.4). While a sentence ending ", where X
is ..." is read, "X" means that amount (:func:`x_means`).
"""

from __future__ import annotations

import contextvars
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, cast

from attrs import field, frozen

from manastack.api import (
    YOU,
    Amount,
    ChooseType,
    Conditional,
    Context,
    ControlledBy,
    Count,
    CountersOnGrantingSource,
    CounterSpell,
    DamageAtOnce,
    DealDamage,
    DefendingPlayer,
    Destroy,
    Discard,
    Exile,
    ItRef,
    ObjectFilter,
    OwnedBy,
    PluginError,
    PutLooked,
    PutOntoBattlefield,
    Ref,
    ReturnToHand,
    Sacrifice,
    SourceRef,
    TargetRef,
    Zone,
    amount,
    of_chosen_type,
    x_value,
)
from manastack_grammar.phrases.filters import (
    KEYWORD_ALT,
    TYPE_WORDS,
    parse_filter,
    permanent_filter,
    singular,
)
from manastack_grammar.registration import NotUnderstood, SentenceRule, may_match
from manastack_grammar.results import SentenceReport, worded
from manastack_grammar.ruleset import grammar_of
from manastack_grammar.text import GRANTING_NAME

if TYPE_CHECKING:
    from manastack.api import Game, GameObject
    from manastack_grammar.builder import Builder


NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20, "another": 1,
}


# The meaning of "X" while a sentence ending in ", where X is ..." is read (CR 107.3c).
_X_MEANING: contextvars.ContextVar[Amount | None] = contextvars.ContextVar(
    "manastack_x_meaning", default=None
)


# The sentence being matched, innermost first (the words a phrase is read among).
_SENTENCE: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "manastack_sentence", default=None)


def current_sentence() -> str | None:
    """The sentence the reader is matching now (innermost), None outside any."""
    return _SENTENCE.get()


@contextmanager
def reading_sentence(sentence: str) -> Iterator[None]:
    """Match a phrase of ``sentence`` knowing the words around it (:func:`current_sentence`)."""
    token = _SENTENCE.set(sentence)
    try:
        yield
    finally:
        _SENTENCE.reset(token)


def number(word: str) -> Amount:
    """"three" -> 3, "X" -> the announced X (or what ", where X is ..." says it is)."""
    w = word.lower().strip()
    if w == "x":
        meaning = _X_MEANING.get()
        return meaning if meaning is not None else x_value
    if w.isdigit():
        return int(w)
    if w in NUMBERS:
        return NUMBERS[w]
    raise NotUnderstood(word)


def int_number(word: str) -> int:
    """A number fixed in the text ("three" -> 3); X or any count raises NotUnderstood, where
    the rule needs a number known as the sentence is read."""
    value = number(word)
    if callable(value):
        raise NotUnderstood(word)
    return value


def x_meaning() -> Amount | None:
    """What "X" means in the sentence being read (", where X is ..."), None if undefined."""
    return _X_MEANING.get()


@contextmanager
def x_means(amount: Amount) -> Iterator[None]:
    """Read a sentence with "X" meaning ``amount`` (", where X is ...", CR 107.3c)."""
    token = _X_MEANING.set(amount)
    try:
        yield
    finally:
        _X_MEANING.reset(token)


@frozen
class _CountObjects:
    """The objects of ``zone`` matching ``filter`` counted as the count is asked (CR 107.3c);
    a value, not a closure, so that the card's cross-checks see the filter it counts with."""

    filter: ObjectFilter
    zone: Zone
    whose: str | None

    def __call__(self, ctx: Context) -> int:
        game = ctx.game
        if self.zone.shared:
            objs = game.objects_in(self.zone)
        elif self.whose == "you":
            objs = game.objects_in(self.zone, ctx.controller)
        elif self.whose == "opponents":
            objs = [o for p in game.opponents(ctx.controller)
                    for o in game.objects_in(self.zone, p)]
        else:
            objs = [o for p in range(len(game.players)) for o in game.objects_in(self.zone, p)]
        return sum(1 for o in objs if self.filter.matches(game, o, player=ctx.controller,
                                                          source=ctx.source))


def _count_objects(flt: ObjectFilter, zone: Zone, whose: str | None) -> Callable[[Context], int]:
    return _CountObjects(flt, zone, whose)


def _it_stat(stat: str, b: Builder) -> Callable[[Context], int]:
    if b.it is None and b.last is None and (b.self_trigger or b.left_trigger) and \
            _it_is_the_source(f"its {stat}"):
        # "When Ukkima leaves the battlefield, it deals X damage to target player and you gain
        # X life, where X is its power": the source, the sentence's subject, as it last
        # existed (CR 113.7, 603.10a, 608.2h), whatever a step before the gain acted on
        return _stat_of(stat, [SourceRef()])
    if stat == "mana value" and b.it is None and b.last is None:
        if b.where_subject is None:
            raise NotUnderstood(f"its {stat}")  # nothing it may refer to
        # "Target creature gets +0/+X ..., where X is its mana value": the subject (107.3c)
        b.where_subject[:] = [ItRef()]
        return _stat_of(stat, b.where_subject)
    if b.it is None and b.it_source and b.last is None:
        if b.where_subject is None:
            raise NotUnderstood(f"its {stat}")  # nothing it may refer to
        # "Target creature gets +X/+0 ..., where X is its power": the sentence's subject,
        # read after this phrase (the cell is filled in then, matching.py)
        b.where_subject[:] = [ItRef()]
        return _stat_of(stat, b.where_subject)
    return _stat_of(stat, [b.antecedent()])


def _stat_of(stat: str, cell: list[Ref]) -> Callable[[Context], int]:
    """The power or toughness of the object of the reference in ``cell`` (CR 208.1); its mana
    value (202.3) for "mana value": where it is now (a spell's with its X, 202.3e), else as it
    last existed (608.2h), X as 0."""

    def run(ctx: Context) -> int:
        ref = cell[0]
        ids = list(ref.objects(ctx))
        if not ids:
            ids = ctx.gone_named(ref)  # CR 608.2h, 111.7: a token gone, as it last existed
        if stat == "mana value":
            for oid in ids:
                if ctx.game.find(oid) is not None:
                    return ctx.game.mana_value(oid)  # a spell's with its X (202.3e)
                known = ctx.game.state.lki.get(oid)
                cost = known.chars.mana_cost if known is not None else None
                return cost.mana_value(0) if cost is not None else 0
            return 0
        for oid in ids:
            if ctx.game.find(oid) is not None and ctx.game.obj(oid).zone is Zone.BATTLEFIELD:
                return ctx.game.power(oid) if stat == "power" else ctx.game.toughness(oid)
            was = ctx.values.get("moved_from", {}).get(oid, oid)
            known_chars = ctx.lki[was][1] if was in ctx.lki else None
            if known_chars is not None:
                # CR 608.2h, 400.7: "sacrifice it. If you do, ... its power": "it" is now the
                # card the move made (or a token gone), its power the permanent's as it last
                # existed, layers applied
                return (known_chars.power if stat == "power" else known_chars.toughness) or 0
            if ctx.source_lki is not None and oid == ctx.source and \
                    ctx.game.find(oid) is not None:
                break  # the source still here, off the battlefield: its card's values
            old_chars = ctx.event.get("old_chars")
            if oid == ctx.event.get("obj") and old_chars is not None:
                # CR 603.10a, 608.2h: the creature that died, as it last existed
                return (old_chars.power if stat == "power" else old_chars.toughness) or 0
            if ctx.game.find(oid) is None and oid in ctx.game.state.lki:
                # CR 608.2h: a referred object that has left: as it last existed
                chars = ctx.game.state.lki[oid].chars
                return (chars.power if stat == "power" else chars.toughness) or 0
        # last known information (CR 608.2h) of the source itself
        if ctx.source_lki is not None and isinstance(ref, SourceRef):
            value = ctx.source_lki.card.power if stat == "power" else ctx.source_lki.card.toughness
            try:
                return int(value or 0)
            except ValueError:
                return 0
        return 0

    return run


def parse_count(phrase: str, b: Builder) -> Count:
    """What "the number of ..." / "for each ..." counts (CR 107.3c), as a :class:`Count`.

    "creature you control", "card in your graveyard", "creature card in your
    graveyard", "card in your hand", "opponent you have", "creature on the
    battlefield", "land you control"...
    """
    p = phrase.strip().lower().removeprefix("the number of ")
    text = phrase.strip()
    counted = _plugin_count(p, text, b)
    if counted is not None:
        return counted
    if p in ("color among permanents you control", "colors among permanents you control"):
        # CR 105.2, 608.2h: each of the five colors at least one of them has, counted once
        return Count(text, lambda ctx: len({c for o in ctx.game.battlefield(ctx.controller)
                                            for c in ctx.game.chars(o.id).colors}))
    if p in ("card type among cards in your graveyard",
             "card types among cards in your graveyard"):
        # CR 205.2a, 608.2h: each card type once among the cards in the controller's graveyard
        return Count(text, lambda ctx: len({
            t for o in ctx.game.objects_in(Zone.GRAVEYARD, ctx.controller)
            for t in ctx.game.chars(o.id).type_line.card_types}))
    if p == "other instant and sorcery spell you've cast this turn" and b.cast_trigger and \
            b.self_trigger and not b.is_permanent:
        # CR 601.2i, 205.2a, 608.2h: the instant and sorcery spells you cast this turn as the
        # ability resolves, less this one, whose casting triggered it ("other")
        return Count(text, _other_instants_and_sorceries_cast)
    m = re.fullmatch(r"([+-]1/[+-]1|[\w-]+) counters? removed this way", p)
    if m and b.removed_kind is not None and m.group(1) == b.removed_kind.lower():
        # CR 601.2h, 107.3c: the counters the cost's "Remove all" removed (the ability's X)
        return Count(text, x_value)
    m = re.fullmatch(r"(card|creature|permanent|creature card) (exiled|destroyed) this way|"
                     r"(artifact|enchantment|land|planeswalker) (destroyed) this way", p)
    if m and isinstance(b.last, Exile if m.group(2) == "exiled" else Destroy):
        if m.group(3):
            # "You gain 2 life for each enchantment destroyed this way" (Multani's Decree)
            return Count(text, _moved_this_way(m.group(3).capitalize(), m.group(4)))
        return Count(text, _moved_this_way(m.group(1), m.group(2)))
    m = re.fullmatch(r"differently named (.+?) you control", p)
    if m:
        # CR 201.2: each name once among those permanents; a face-down one has none (708.2)
        flt = permanent_filter(parse_filter(singular(m.group(1)) + " you control"))
        return Count(text, _differently_named(flt))
    if p in ("of that spell's colors", "of that spell's color") and b.cast_trigger \
            and b.it is None:
        # CR 105.2, 603.7c: the colors of the spell whose casting triggered it, on the stack
        # or as it last existed there (608.2h)
        return Count(text, _event_spell_colors)
    m = re.fullmatch(r"(.+?) (?:cards? )?in (your|each player's|all|an opponent's|target "
                     r"player's|that player's|their|each) (graveyards?|hands?|librar(?:y|ies))", p)
    if m:
        what = m.group(1)
        what = re.sub(r"\bcards?$", "", what).strip()
        if re.fullmatch(r"[a-z]+( and [a-z]+)+", what) and all(
                TYPE_WORDS.get(w) for w in what.split(" and ")):
            what = what.replace(" and ", " or ")  # "instant and sorcery cards": each is either
        if re.fullmatch(r"cards? named ~", what):
            # "cards named ~ in your graveyard" (Frantic Inventory): any card with this
            # card's name, not this object (CR 201.2, 201.5)
            flt = ObjectFilter(name=b.card, text=f"card named {b.card}")
        else:
            flt = parse_filter(what) if what not in ("", "card", "cards") else ObjectFilter()
        zone_word = m.group(3)
        zone = Zone.GRAVEYARD if zone_word.startswith("graveyard") else (
            Zone.HAND if zone_word.startswith("hand") else Zone.LIBRARY)
        whose = {"your": "you", "an opponent's": "opponents"}.get(m.group(2))
        if m.group(2) == "target player's" or (m.group(2) == "each" and zone_word.endswith("s")):
            raise NotUnderstood(phrase)  # "each graveyard" (CR 404.1): every player's, one each
        if m.group(2) in ("that player's", "their"):
            # "their hand" of "each opponent's upkeep, ... to that player": that player's
            if b.that_player is None:
                raise NotUnderstood(phrase)  # no player named before it
            # "equal to the number of cards in that player's hand": the player named before,
            # counted as the effect happens (CR 107.3c, 608.2h)
            owned = OwnedBy(flt, b.that_player, zone)
            return Count(text, lambda ctx: len(owned.resolve(ctx)))
        return Count(text, _count_objects(flt, zone, whose))
    m = re.fullmatch(r"(.+?) ((?:another )?target (?:player|opponent)) controls", p)
    if m:
        # "for each tapped creature target opponent controls" (Borrowing 100,000 Arrows): the
        # permanents the one target player controls as it resolves (CR 107.3c, 115.1, 109.4);
        # "another target player" (Biomantic Mastery) is a player other than the earlier
        # target's (115.3), not "another creature"
        flt = permanent_filter(parse_filter(singular(m.group(1))))
        if flt.controller is not None:
            raise NotUnderstood(phrase)
        controlled = ControlledBy(flt, b.ref(m.group(2)))
        b.that_player = controlled.player
        return Count(text, lambda ctx: len(controlled.resolve(ctx)))
    m = re.fullmatch(r"(.+?) (they|that player|defending player) controls?", p)
    if m and (b.that_player is not None or m.group(2) == "defending player"):
        # "equal to the number of artifacts they control" after a trigger naming a player
        # (Ancient Runes: the player whose upkeep it is, CR 603.7c), "for each land defending
        # player controls" of an attack trigger (Coastline Marauders, 508.5): the permanents
        # that player controls as it resolves (107.3c, 608.2h)
        flt = permanent_filter(parse_filter(singular(m.group(1))))
        if flt.controller is not None:
            raise NotUnderstood(phrase)
        player = b.that_player
        if m.group(2) == "defending player":
            if not (b.attack_trigger or b.unblocked_trigger):
                raise NotUnderstood(phrase)  # CR 506.2: no attack names the defending player
            player = DefendingPlayer()
        assert player is not None
        theirs = ControlledBy(flt, player)
        return Count(text, lambda ctx: len(theirs.resolve(ctx)))
    m = re.fullmatch(r"cards? (?:that were )?put into your graveyard from (?:your )?"
                     r"(hand|library|hand or library) this turn", p)
    if m:
        zones = {"hand": ("hand",), "library": ("library",),
                 "hand or library": ("hand", "library")}[m.group(1)]
        return Count(text, lambda ctx: sum(
            1 for owner, came in ctx.game.state.turn.to_graveyard
            if owner == ctx.controller and came in zones))
    m = re.fullmatch(r"creatures? blocking (it|~)( beyond the first)?", p)
    if m:  # CR 509.1a, 506.4: the creatures blocking that attacker in this combat
        blocked = b.ref(m.group(1))
        if m.group(2):  # "beyond the first": one less, never below zero (Johtull Wurm)
            return Count(text, lambda ctx: max(0, _blocking(ctx, blocked) - 1))
        return Count(text, lambda ctx: _blocking(ctx, blocked))
    if p in ("creature in your party", "creatures in your party"):
        # CR 700.8a: counted by the game, from 0 to 4
        return Count(text, lambda ctx: party_size(ctx.game, ctx.controller))
    if p in ("basic land type among lands you control",
             "basic land types among lands you control"):
        # CR 205.3i, 305.6: the basic land types among them, each counted once (domain)
        return Count(text, lambda ctx: basic_land_types(ctx.game, ctx.controller))
    if p in ("creature that died this turn", "creatures that died this turn"):
        # CR 700.4: put into a graveyard from the battlefield this turn (any controller)
        return Count(text, lambda ctx: ctx.game.state.turn.creatures_died)
    if p in ("creature that attacked this turn", "creatures that attacked this turn"):
        # CR 508.1a, 508.4: each creature declared as an attacker this turn, once, wherever
        # it is now (a creature put onto the battlefield attacking never attacked)
        return Count(text, lambda ctx: len(set(ctx.game.state.turn.records.attackers)))
    if p in ("creature you attacked with this turn", "creatures you attacked with this turn"):
        # CR 508.1a: only the active player declares attackers, so in "you"'s own turn the
        # turn's attackers are those "you" attacked with; in another's turn none
        return Count(text, lambda ctx: len(set(ctx.game.state.turn.records.attackers))
                     if ctx.game.active_player == ctx.controller else 0)
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[\w-]+) counters? on ~", p)
    if m:  # CR 122.1, 608.2h: the counters of that kind on the source now, or as it last was
        kind = m.group(1)
        return Count(text, lambda ctx: _source_counters(ctx, kind))
    m = re.fullmatch(rf"([+-]\d+/[+-]\d+|[\w-]+) counters? on {GRANTING_NAME}", p)
    if m:  # CR 201.5a, 608.2h: on the object granting the ability, now or as it last was
        return Count(text, CountersOnGrantingSource(m.group(1)))
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[\w-]+) counters? on it", p)
    if m and b.it is None and b.last is None and (
            b.left_trigger or b.self_trigger or b.it_source) and _it_is_the_source(p):
        # "When ~ leaves the battlefield, draw a card for each +1/+1 counter on it"
        # (Bloodtracker): "it" first in the effect of the source's own trigger or ability is
        # the source; gone, as it last existed on the battlefield (CR 122.1, 603.10a, 608.2h)
        kind = m.group(1)
        return Count(text, lambda ctx: _source_counters(ctx, kind))
    if p in ("card you've discarded this turn", "cards you've discarded this turn"):
        # CR 701.9a: each card the controller discarded this turn, wherever it is now (a
        # player discards only from their own hand, so the card's owner discarded it, 400.3)
        return Count(text, _discarded_this_turn)
    if p in ("card you've drawn this turn", "cards you've drawn this turn"):
        # CR 121.1: each card the controller drew this turn, counted as the effect happens
        return Count(text, lambda ctx: ctx.game.state.turn.cards_drawn.count(ctx.controller))
    m = re.fullmatch(r"([\w-]+) counters you have", p)
    if m:  # counters on a player (CR 122.1)
        kind = m.group(1)
        return Count(text, lambda ctx: ctx.game.player(ctx.controller).counter(kind))
    if p in ("opponent you have", "opponents you have", "opponent"):
        return Count(text, lambda ctx: len([q for q in ctx.game.opponents(ctx.controller)
                                            if not ctx.game.player(q).lost]))
    m = re.fullmatch(r"(.+?) of (?:that|the chosen) type", p)
    if m:
        return _count_of_chosen_type(m.group(1), phrase, b)
    m = re.fullmatch(r"(.+?) on the battlefield", p)
    if m:
        return Count(text, _count_objects(permanent_filter(parse_filter(m.group(1))),
                                          Zone.BATTLEFIELD, None))
    flt = parse_filter(p)
    if not flt.controller and not flt.attacking:
        # "attacking creature": those in combat, whoever controls them (CR 506.4, 508.1)
        raise NotUnderstood(phrase)
    return Count(text, _count_objects(permanent_filter(flt), Zone.BATTLEFIELD, None))


def _count_of_chosen_type(what: str, phrase: str, b: Builder) -> Count:
    """"permanent you control of that type" right after "Choose a creature type" (Distant
    Melody): the permanents of the type chosen as the spell resolves (CR 608.2d), counted
    when the count is asked (CR 107.3c)."""
    if not isinstance(b.last, ChooseType):
        raise NotUnderstood(phrase)  # "that type" names the type chosen just before only
    flt = parse_filter(what)
    if not flt.controller:
        raise NotUnderstood(phrase)

    def run(ctx: Context) -> int:
        return _count_objects(permanent_filter(of_chosen_type(ctx, flt)), Zone.BATTLEFIELD,
                              None)(ctx)

    return Count(phrase.strip(), run)


def source_counters(kind: str, text: str) -> Count:
    """"the number of [kind] counters on ~" compared with in a filter phrase ("with mana value
    equal to ...", CR 202.3): the source's counters now, or as it last existed (608.2h)."""
    return Count(text, lambda ctx: _source_counters(ctx, kind))


def _source_counters(ctx: Context, kind: str) -> int:
    """The ``kind`` counters on the ability's source, on the battlefield now or as it last
    existed there once it has left (CR 122.1, 608.2h)."""
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        # CR 608.2h: as it last existed on the battlefield, with the counters put on it during
        # this resolution (Rotisserie Elemental's skewer counter, then sacrificed), else as the
        # ability was put on the stack
        left = ctx.game.state.lki.get(ctx.source) if ctx.source is not None else None
        if left is not None and left.obj.zone is Zone.BATTLEFIELD:
            obj = left.obj
        else:
            obj = ctx.source_lki if ctx.source_lki is not None else obj
    return 0 if obj is None else obj.counter(kind)


#: Words naming an object other than the source before "it" could ("each creature you
#: control gets +1/+1 for each +1/+1 counter on it": each creature's own counters)
_OTHER_OBJECT = re.compile(r"\b(?:target (?!player\b|opponent\b)|any target|each (?!player\b|"
                           r"opponent\b)|enchanted|equipped|that (?!player\b)|those|these|another|other)",
                           re.IGNORECASE)
#: The source as the sentence's subject ("~ deals damage equal to the number of charge
#: counters on it to any target"): "it" is that subject
_SOURCE_SUBJECT = re.compile(r"(?:(?:then|if you do,|you may have) )?(?:~|it) deals?\b",
                             re.IGNORECASE)


def _it_is_the_source(phrase: str) -> bool:
    """May "it" of ``phrase`` in the sentence being read mean the source (CR 113.7)? Only if
    the source is the sentence's subject, or the sentence names no other object "it" could
    mean (players are never "it")."""
    sentence = current_sentence()
    if sentence is None:
        return False
    if _SOURCE_SUBJECT.match(sentence):
        return True
    rest = re.sub(r"(?:for each|the number of) " + re.escape(phrase), "", sentence,
                  flags=re.IGNORECASE)
    return _OTHER_OBJECT.search(rest) is None


def _differently_named(flt: ObjectFilter) -> Callable[[Context], int]:
    """CR 201.2: how many different names the permanents ``flt`` matches have, as they are
    now (107.3c); a permanent without a name (face down, 708.2) adds none."""

    def run(ctx: Context) -> int:
        game = ctx.game
        return len({game.chars(o.id).name for o in game.objects_in(Zone.BATTLEFIELD)
                    if flt.matches(game, o, player=ctx.controller, source=ctx.source)
                    and game.chars(o.id).name})

    return run


def _event_spell_colors(ctx: Context) -> int:
    """CR 105.2, 603.7c: the colors of the spell whose casting triggered the ability: on the
    stack now, else as it last existed there (608.2h)."""
    oid = ctx.event.get("obj")
    if not isinstance(oid, int):
        return 0
    obj = ctx.game.find(oid)
    if obj is not None and obj.zone is Zone.STACK:
        return len(ctx.game.chars(oid).colors)
    known = ctx.game.state.lki.get(oid)
    return len(known.chars.colors) if known is not None else 0


def _discarded_this_turn(ctx: Context) -> int:
    """CR 701.9a, 400.3: the cards the controller discarded this turn (their own cards); one
    that has left the graveyard since is known by its last known information (400.7)."""
    game = ctx.game
    n = 0
    for oid in game.state.turn.discarded:
        obj = game.find(oid)
        if obj is None:
            known = game.state.lki.get(oid)
            obj = known.obj if known is not None else None
        if obj is not None and obj.owner == ctx.controller:
            n += 1
    return n


def _blocking(ctx: Context, blocked: Ref) -> int:
    """How many creatures block the object ``blocked`` names now (CR 509.1a, 506.4); none
    out of combat."""
    combat = ctx.game.state.combat
    if combat is None:
        return 0
    for oid in blocked.objects(ctx):
        return len(combat.blocking(oid))
    return 0


def basic_land_types(game: Game, player: int) -> int:
    """CR 205.3i: how many of the basic land types (Plains, Island, Swamp, Mountain, Forest)
    are among the lands ``player`` controls, each type counted once."""
    return len({s for o in game.battlefield(player)
                if game.chars(o.id).type_line.has_type("Land")
                for s in game.chars(o.id).type_line.subtypes
                if s in ("Plains", "Island", "Swamp", "Mountain", "Forest")})


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def devotion(game: Game, player: int, color: str) -> int:
    """CR 700.5: ``player``'s devotion to ``color``: the mana symbols of that colour among
    the mana costs of the permanents they control (a hybrid or Phyrexian symbol of that
    colour is one), copy effects applied (700.5a); {C} and generic symbols count for none."""
    total = 0
    for obj in game.battlefield(player):
        cost = game.chars(obj.id).mana_cost
        if cost is not None:
            total += sum(1 for sym in cost.symbols if color in sym.colors)
    return total


#: The creature types a party is made of (CR 700.8).
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(game: Game, player: int) -> int:
    """CR 700.8, 700.8a-b: the creatures in ``player``'s party: up to one creature they
    control for each of Cleric, Rogue, Warrior and Wizard, a creature counted for one type
    only, the best assignment (a matching found by augmenting paths)."""
    members: dict[str, list[int]] = {t: [] for t in PARTY_TYPES}
    for obj in game.objects_in(Zone.BATTLEFIELD):
        chars = game.chars(obj.id)
        # CR 613.1b: the controller after control-changing effects (a stolen Rogue is theirs)
        if game.controller(obj.id) != player or not chars.type_line.has_type("Creature"):
            continue
        for kind in PARTY_TYPES:
            if chars.type_line.has_subtype(kind):
                members[kind].append(obj.id)
    holder: dict[int, str] = {}  # creature -> the party type it is counted for

    def assign(kind: str, seen: set[int]) -> bool:
        for creature in members[kind]:
            if creature in seen:
                continue
            seen.add(creature)
            # CR 700.8b: a creature already counted moves to another of its types if it can
            if creature not in holder or assign(holder[creature], seen):
                holder[creature] = kind
                return True
        return False

    return sum(1 for kind in PARTY_TYPES if assign(kind, set()))


def plugin_build(kind: str, text: str, b: Builder, probe: str | None = None
                 ) -> tuple[SentenceRule, object] | None:
    """The first sentence rule of kind ``kind`` of the builder's rule set that reads ``text``
    whole (``probe``, the text its cheap pre-check looks at, defaults to ``text``), and what
    it built; None if none does or there is no rule set."""
    if b.rules is None:
        return None
    probe = text if probe is None else probe
    for rule in grammar_of(b.rules).sentence_rules:
        if rule.kind != kind or not may_match(rule.pattern, probe):
            continue
        m = rule.compiled.fullmatch(text)
        if m is None:
            continue
        try:
            return rule, rule.build(m, b)
        except NotUnderstood:
            continue
    return None


def plugin_phrase(kind: str, phrase: str, report: str, b: Builder) -> Callable[[Context], object] | None:
    """The function the rule set's sentence rule of kind ``kind`` ("count": a plugin's "for
    each time it was kicked", 702.33c; "condition": "you're the monarch", 724) builds for
    ``phrase``, evaluated on resolution (CR 107.3c, 608.2c). The phrase is reported as
    ``report``, like a clause, so that the rule is among those the card is read with
    (``read_with``); dropped with the sentence if that is not understood. None if no rule
    reads ``phrase``."""
    found = plugin_build(kind, phrase, b)
    if found is None:
        return None
    rule, function = found
    if not callable(function):
        raise PluginError(f"plugin {rule.plugin!r}: {kind} rule {rule.name!r} built "
                          f"{function!r}, not a function of the effect's context")
    b.trace.append(SentenceReport(text=report, rule=rule.name, plugin=rule.plugin,
                                  depth=b.depth + 1, value=worded(function, phrase)))
    return cast("Callable[[Context], object]", function)


def _plugin_count(phrase: str, text: str, b: Builder) -> Count | None:
    """A count of a plugin's sentence rule of kind "count" (:func:`plugin_phrase`)."""
    function = plugin_phrase("count", phrase, phrase, b)
    return None if function is None else Count(text, cast("Callable[[Context], int]", function))


def parse_amount(phrase: str, b: Builder) -> Amount:
    """A number phrase: "three", "X", "that many", "twice the number of ...",
    "the number of cards in your hand", "its power", "half ..., rounded up"."""
    p = phrase.strip().lower()
    try:
        return number(p)
    except NotUnderstood:
        pass
    if p in ("that many", "that much") and b.removed_kind is not None and b.last is None:
        # "Remove all charge counters from ~: It deals that much damage" (CR 601.2h, 107.3c)
        return Count(p, x_value)
    if p in ("that many", "that much") and b.that_many is not None:
        # CR 603.7c: the objects the trigger condition counted, however often it is said
        # ("draw that many cards, then discard that many cards. You gain that much life.")
        return b.that_many
    if p in ("that many", "that much"):
        if isinstance(b.last, Conditional):
            # "If ~ was kicked, you gain life equal to X. Otherwise, you lose that much life"
            # (Sheoldred's Restoration): X counted only in the branch not taken (CR 608.2c)
            raise NotUnderstood(phrase)
        if b.cast_trigger and b.last is None:
            # CR 603.7c: casting a spell counts nothing; "that much" names no amount here
            raise NotUnderstood(phrase)
        # what the instruction before counted, else the trigger event's amount ("Whenever
        # you put one or more +1/+1 counters on a creature, you may gain that much life")
        return Count(p, lambda ctx: int(ctx.values.get("amount", ctx.values.get(
            "discarded", ctx.event.get("amount", 0)))))
    if p == "your life total":
        # CR 119.1, 608.2h: the controller's life total as the effect happens
        return Count(p, lambda ctx: ctx.game.player(ctx.controller).life)
    if p == "the amount of life you gained this turn":
        # CR 119.3, 119.9: every life gain of the controller this turn, added up (608.2h)
        return Count(p, lambda ctx: ctx.game.life_gained_this_turn(ctx.controller))
    m = re.fullmatch(r"your devotion to (white|blue|black|red|green)", p)
    if m:
        color = _COLOR_LETTERS[m.group(1)]
        return Count(p, lambda ctx: devotion(ctx.game, ctx.controller, color))
    m = re.fullmatch(r"(twice|three times) (.+)", p)
    if m:
        inner = parse_amount(m.group(2), b)
        factor = 2 if m.group(1) == "twice" else 3
        return Count(p, lambda ctx: amount(inner, ctx) * factor)
    m = re.fullmatch(r"half (.+?), rounded (up|down)", p)
    if m:
        inner = parse_amount(m.group(1), b)
        up = m.group(2) == "up"
        return Count(p, lambda ctx: -(-amount(inner, ctx) // 2) if up else
                     amount(inner, ctx) // 2)
    m = re.fullmatch(r"(?:(?P<n>\d+) minus (?P<a>.+)|(?P<b>.+) minus (?P<k>\d+))", p)
    if m:
        # "the number of cards in their hand minus 4" (Iron Maiden), "3 minus the number of
        # cards in their hand" (Rackling): a negative result is 0 (CR 107.1b)
        if m["n"] is not None:
            top, inner = int(m["n"]), parse_amount(m["a"], b)
            return Count(p, lambda ctx: max(0, top - amount(inner, ctx)))
        inner, less = parse_amount(m["b"], b), int(m["k"])
        return Count(p, lambda ctx: max(0, amount(inner, ctx) - less))
    m = re.fullmatch(r"(.+) plus (\d+|one|two|three)", p)
    if m:
        inner = parse_amount(m.group(1), b)
        extra = int_number(m.group(2))
        return Count(p, lambda ctx: amount(inner, ctx) + extra)
    m = re.fullmatch(r"(\d+|one|two|three) plus (.+)", p)
    if m:
        # "2 plus the number of cards named ~ in all graveyards" (Flame Burst; CR 107.3c)
        base, inner = int_number(m.group(1)), parse_amount(m.group(2), b)
        return Count(p, lambda ctx: base + amount(inner, ctx))
    m = re.fullmatch(r"that creature's (power|toughness)", p)
    if m and isinstance(b.last, (Sacrifice, Destroy, Exile)):
        return Count(p, _moved_creature_stat(m.group(1), b.last, b))
    if m and b.last is None and isinstance(b.reflexive_after, Sacrifice):
        # CR 603.12, 608.2h: "you may sacrifice another creature. When you do, ... that
        # creature's power": the one sacrificed, as it last existed
        return Count(p, _moved_creature_stat(m.group(1), b.reflexive_after, b))
    # "Destroy target attacking creature. You gain life equal to its power": the one target
    m = re.fullmatch(r"its (power|toughness)", p)
    if m and isinstance(b.last, (Destroy, Exile)):
        return Count(p, _moved_creature_stat(m.group(1), b.last, b))
    m = re.fullmatch(r"the sacrificed creature's (power|toughness)", p)
    if m and isinstance(b.last, Sacrifice):
        return Count(p, _moved_creature_stat(m.group(1), b.last, b))
    if m and b.cost_sacrifice:
        return Count(p, _cost_sacrificed_stat(m.group(1)))
    if p == "the sacrificed creature's mana value" and b.cost_sacrifice:
        return Count(p, _cost_sacrificed_mana_value)  # CR 202.3, 608.2h: as it last existed
    if p == "the sacrificed artifact's mana value" and b.cost_sacrifice_artifact:
        return Count(p, _cost_sacrificed_mana_value)
    if p == "that spell's mana value" and b.cast_trigger and b.it is None:
        # "Whenever you cast a historic spell, ~ gets +X/+X until end of turn, where X is that
        # spell's mana value" (Jamie McCrimmon): the spell cast (CR 603.7c, 202.3b)
        return Count(p, _event_spell_mana_value)
    if p in ("that spell's mana value", "its mana value") and isinstance(b.last, CounterSpell):
        # "Counter target ... spell. Its controller gains life equal to its mana value"
        # (Illumination): the countered spell as it last existed on the stack, X included
        spec = b.targets[b.last.what.index] if isinstance(b.last.what, TargetRef) else None
        if spec is None or spec.max != 1 or spec.min != 1 or spec.players is not None \
                or spec.also:
            raise NotUnderstood(phrase)  # "that spell" is the one target spell only
        return Count(p, _countered_spell_mana_value(b.last.what))
    if p == "its mana value" and isinstance(b.last, (Destroy, Exile)):
        return Count(p, _moved_mana_value(b.last, b))
    if p == "that creature's mana value" and isinstance(b.last, (Destroy, Exile, ReturnToHand)):
        # "Return target creature to its owner's hand. Create X ... tokens, where X is that
        # creature's mana value" (Aether Mutation): the creature as it last existed (608.2h)
        return Count(p, _moved_mana_value(b.last, b))
    if p == "that card's mana value" and isinstance(b.last, (ReturnToHand, PutOntoBattlefield)):
        return Count(p, _returned_card_mana_value(b.last, b))
    if p in ("that card's mana value", "the card's mana value") \
            and isinstance(b.last, PutLooked) and b.last.take == 1 and not b.last.up_to:
        # "reveal the top card ... and put that card into your hand. You lose life equal to
        # that card's mana value" (Pain Seer): the one card put, where it is (CR 202.3, 608.2c)
        return Count(p, _stat_of("mana value", [ItRef()]))
    if p == "that card's mana value" and isinstance(b.last, Discard):
        return Count(p, _discarded_card_mana_value(b.last, p))
    m = re.fullmatch(r"(?:its|that creature's|~'s|that permanent's) (power|toughness)", p) \
        or re.fullmatch(r"its (mana value)", p)
    if m:
        if p.startswith("~"):
            saved, b.it = b.it, SourceRef()
            try:
                return Count(p, _it_stat(m.group(1), b))
            finally:
                b.it = saved
        return Count(p, _it_stat(m.group(1), b))
    m = re.fullmatch(r"the (total) power of (.+)|the (greatest) power among (.+)", p)
    if m:
        return Count(p, _power_of_permanents(m.group(1) or m.group(3), m.group(2) or m.group(4)))
    m = re.fullmatch(r"the greatest toughness among (.+)", p)
    if m:
        return Count(p, _power_of_permanents("greatest", m.group(1), "toughness"))
    m = re.fullmatch(r"the greatest mana value among (.+)", p)
    if m:
        return Count(p, _greatest_mana_value(m.group(1)))
    if p == "the damage dealt this way" and isinstance(b.last, (DealDamage, DamageAtOnce)):
        # the damage the instruction before actually dealt, after prevention (CR 120.3, 615)
        return Count(p, lambda ctx: int(ctx.values.get("damage_dealt", 0)))
    if p.startswith("the number of "):
        return parse_count(p, b)
    if p == "the amount of mana spent to cast ~" or p == "the amount of mana spent to cast it":
        return Count(p, _mana_spent)
    m = re.fullmatch(r"the amassed army's (power|toughness)", p)
    if m:
        return Count(p, _amassed_stat(m.group(1)))
    counted = _plugin_count(p, phrase.strip(), b)  # a plugin's number ("your speed", 702.179f)
    if counted is not None:
        return counted
    raise NotUnderstood(phrase)


def _power_of_permanents(how: str, what: str, stat: str = "power"
                         ) -> Callable[[Context], int]:
    """"the total power of creatures you control" (their powers added), "the greatest power
    (or toughness) among creatures you control" (0 if none): the permanents as they are now
    (CR 208.1, 107.3c); only a group with a controller ("you control", "your opponents
    control")."""
    flt = permanent_filter(parse_filter(singular(what)))
    if not flt.controller:
        raise NotUnderstood(what)

    def run(ctx: Context) -> int:
        game = ctx.game
        value = game.power if stat == "power" else game.toughness
        powers = [value(o.id) for o in game.objects_in(Zone.BATTLEFIELD)
                  if flt.matches(game, o, player=ctx.controller, source=ctx.source)]
        if how == "total":
            return sum(powers)
        return max(powers, default=0)

    return run


def _greatest_mana_value(what: str) -> Callable[[Context], int]:
    """"the greatest mana value among permanents you control" (Accelerated Mutation): the
    permanents as they are when the number is needed (CR 202.3, 107.3c), 0 if there is none;
    only a group with a controller, as for power."""
    flt = permanent_filter(parse_filter(singular(what)))
    if not flt.controller:
        raise NotUnderstood(what)

    def run(ctx: Context) -> int:
        game = ctx.game
        return max((game.mana_value(o.id) for o in game.objects_in(Zone.BATTLEFIELD)
                    if flt.matches(game, o, player=ctx.controller, source=ctx.source)),
                   default=0)

    return run


def _moved_creature_stat(stat: str, last: Sacrifice | Destroy | Exile, b: Builder
                         ) -> Callable[[Context], int]:
    """"that creature's power/toughness" right after "[a player] sacrifices a creature" or
    "destroy/exile target creature": that one creature as it last existed on the battlefield
    (CR 608.2h: layers applied as it left), or now if it is still there (an indestructible
    one). Refused where "that creature" could be several (each player sacrificing one, two
    targets) or not a creature."""
    if isinstance(last, Sacrifice):
        single_player = isinstance(last.who, TargetRef) or last.who == YOU
        if not (single_player and last.count == 1 and "Creature" in last.filter.types):
            raise NotUnderstood(f"that creature's {stat}")

        def sacrificed(ctx: Context) -> int:
            # CR 603.12, 608.2h: in a reflexive "When you do, ...", the one its action sacrificed
            for oid in ctx.values.get("sacrificed", ctx.event.get("sacrificed", ())):
                chars = ctx.game.last_known_chars(oid)  # CR 608.2h
                return (chars.power if stat == "power" else chars.toughness) or 0
            return 0  # nothing was sacrificed (608.2h: no object to ask)

        return sacrificed
    what = last.what
    spec = b.targets[what.index] if isinstance(what, TargetRef) else None
    if spec is None or spec.max != 1 or spec.objects is None or spec.players is not None \
            or spec.also or "Creature" not in spec.objects.types:
        raise NotUnderstood(f"that creature's {stat}")
    return _stat_of(stat, [what])


def _cost_sacrificed_stat(stat: str) -> Callable[[Context], int]:
    """"the sacrificed creature's power" of a spell or ability whose cost sacrificed one
    creature (Fling): that creature as it last existed on the battlefield (CR 608.2h,
    601.2h, 602.2b)."""

    def run(ctx: Context) -> int:
        for oid in ctx.values.get("cost_sacrificed", ()):
            chars = ctx.game.last_known_chars(oid)  # CR 608.2h
            return (chars.power if stat == "power" else chars.toughness) or 0
        return 0  # no creature was sacrificed for it (a copy made otherwise: 707.10)

    return run


def _cost_sacrificed_mana_value(ctx: Context) -> int:
    """"the sacrificed artifact's mana value" of an ability whose cost sacrificed one artifact
    (Priest of Yawgmoth): as it last existed on the battlefield (CR 608.2h, 602.2b), X as 0
    (202.3e)."""
    for oid in ctx.values.get("cost_sacrificed", ()):
        known = ctx.game.state.lki.get(oid)
        cost = known.chars.mana_cost if known is not None else None
        return cost.mana_value(0) if cost is not None else 0
    return 0  # nothing was sacrificed for it: no object to ask (608.2h)


def _one_target_object(what: Ref, b: Builder, phrase: str) -> TargetRef:
    """The one target object of the instruction before (CR 115.1, 608.2c), which "its" /
    "that card" of ``phrase`` names; refused for several, none, a player or "up to"."""
    spec = b.targets[what.index] if isinstance(what, TargetRef) else None
    if spec is None or spec.max != 1 or spec.min != 1 or spec.objects is None \
            or spec.players is not None or spec.also:
        raise NotUnderstood(phrase)
    assert isinstance(what, TargetRef)
    return what


def _moved_mana_value(last: Destroy | Exile | ReturnToHand, b: Builder
                      ) -> Callable[[Context], int]:
    """"Destroy target artifact. You gain life equal to its mana value": the one target
    permanent as it last existed on the battlefield (CR 608.2h), its mana value with X as 0
    (202.3e: off the stack); refused for several or no targets."""
    what = _one_target_object(last.what, b, "its mana value")

    def run(ctx: Context) -> int:
        from manastack.api import face_up, whole_card

        game = ctx.game
        for oid in what.objects(ctx):
            if oid in game.state.objects:
                return game.mana_value(oid)  # still there (an indestructible one)
            known = game.state.lki.get(oid)
            if known is None:
                return 0
            cost = known.chars.mana_cost  # CR 608.2h: as it last existed
            whole = whole_card(known.obj)
            if whole.layout == "transform" and face_up(known.obj) == 1:
                cost = whole.mana_cost  # CR 202.3b: a back face has its front face's
            return cost.mana_value(0) if cost is not None else 0
        return 0  # the target was gone: no object to ask (608.2b)

    return run


def _event_spell_mana_value(ctx: Context) -> int:
    """The mana value of the spell whose casting triggered the ability: on the stack, with
    the X announced for it (CR 202.3b); gone from there, as it last existed on the stack
    (608.2h), X included."""
    oid = ctx.event.get("obj")
    return _spell_mana_value(ctx.game, oid) if isinstance(oid, int) else 0


def _countered_spell_mana_value(what: Ref) -> Callable[[Context], int]:
    """"Counter target spell. Create X Treasure tokens, where X is that spell's mana value"
    (Spell Swindle): the one target spell, as it last existed on the stack once countered
    (CR 608.2h), X included (202.3e); still there if it couldn't be countered (101.2)."""

    def run(ctx: Context) -> int:
        for oid in what.objects(ctx):
            return _spell_mana_value(ctx.game, oid)
        return 0  # no spell to ask (608.2b)

    return run


def _spell_mana_value(game: Game, oid: int) -> int:
    """The mana value of the spell ``oid``: on the stack now, with its X (CR 202.3e); gone from
    there, as it last existed on the stack (608.2h), X included."""
    obj = game.find(oid)
    if obj is not None and obj.zone is Zone.STACK:
        return game.mana_value(oid)
    known = game.state.lki.get(oid)
    if known is None:
        return 0  # no such spell known (it never was on the stack: 608.2b)
    cost = known.chars.mana_cost
    x = known.obj.spell.x if known.obj.spell is not None else 0
    return cost.mana_value(x or 0) if cost is not None else 0


def _other_instants_and_sorceries_cast(ctx: Context) -> int:
    """CR 601.2i, 205.2a: the instant and sorcery spells the controller cast this turn, less
    the one whose casting triggered the ability (Show of Confidence: "other")."""
    cast = sum(1 for p, types in ctx.game.state.turn.records.spells_cast
               if p == ctx.controller and ("Instant" in types or "Sorcery" in types))
    return max(cast - 1, 0)


def _moved_this_way(noun: str, verb: str) -> Callable[[Context], int]:
    """"You gain 3 life for each card exiled this way" (Crypt Incursion), "... for each
    creature destroyed this way" (Fumigate): the objects the instruction just before moved
    (CR 608.2c); an indestructible or regenerated one stayed and isn't counted (702.12b,
    701.19a), a card is not a token (108.2), a creature was one as it left (608.2h)."""

    def run(ctx: Context) -> int:
        game = ctx.game
        moved_from = ctx.values.get("moved_from", {})
        n = 0
        for oid in ctx.it:
            obj = game.find(oid) if isinstance(oid, int) else None
            if obj is None or obj.zone is Zone.BATTLEFIELD:
                continue  # it stayed (indestructible, regenerated) or ceased to exist
            if verb == "exiled" and obj.zone is not Zone.EXILE:
                continue  # a replacement put it elsewhere (614.6): not exiled
            if noun in ("card", "creature card") and obj.is_token:
                continue
            if noun == "creature card" and not game.chars(obj.id).is_creature:
                continue  # CR 205.2a: a creature card where it went (Malanthrope)
            if noun == "creature" or noun[0].isupper():
                # CR 608.2h: of that card type as it last existed on the battlefield
                known = ctx.lki.get(moved_from.get(oid, oid))
                chars = known[1] if known is not None else None
                if chars is None or not chars.is_(noun.capitalize()):
                    continue
            n += 1
        ceased = ctx.values.get("ceased")
        for oid, went in ceased[1] if ceased is not None and ceased[0] is ctx.it else ():
            # CR 111.7, 608.2h: a token moved by it, gone since; never a card (108.2)
            if noun in ("card", "creature card") or (
                    verb == "exiled" and went != str(Zone.EXILE)):
                continue
            known = ctx.lki.get(oid)
            chars = known[1] if known is not None else None
            if noun != "permanent" and (
                    chars is None or not chars.is_(noun.capitalize())):
                continue
            n += 1
        return n

    return run


def _returned_card_mana_value(last: ReturnToHand | PutOntoBattlefield, b: Builder
                              ) -> Callable[[Context], int]:
    """"Return target card from your graveyard to your hand. You gain life equal to that
    card's mana value" (Healing Technique): the one target card, now in its owner's hand
    (CR 400.7: "that card" follows it there, 608.2c), its mana value with X as 0 (202.3e);
    so "Put target creature card from a graveyard onto the battlefield under your control.
    You lose life equal to that card's mana value" (Reanimate), the permanent it became;
    refused for several or no targets or a target that isn't a card."""
    _one_target_object(last.what, b, "that card's mana value")

    def run(ctx: Context) -> int:
        for oid in ctx.it:
            if isinstance(oid, int) and ctx.game.find(oid) is not None:
                return ctx.game.mana_value(oid)
        return 0  # nothing was returned (608.2b): no card to ask

    return run


def _discarded_card_mana_value(last: Discard, phrase: str) -> Callable[[Context], int]:
    """"Target player discards a card. ~ deals damage to that player equal to that card's mana
    value" (Hellhole Rats): the one card one player discarded, where it went (CR 701.9a,
    400.7, 608.2c), its mana value with X as 0 (202.3e); refused where "that card" could be
    several cards (several players, "cards", "up to", a whole hand)."""
    one_player = isinstance(last.who, TargetRef) or last.who == YOU
    if not one_player or last.count != 1 or last.whole_hand or last.up_to:
        raise NotUnderstood(phrase)

    def run(ctx: Context) -> int:
        for oid in ctx.values.get("discarded_cards", ()):
            if ctx.game.find(oid) is not None:
                return ctx.game.mana_value(oid)  # CR 202.3: where the discard put it
        return 0  # nothing was discarded (an empty hand): no card to ask (608.2b)

    return run


def _amassed_stat(stat: str) -> Callable[[Context], int]:
    """"the amassed Army's power" (CR 701.47c): the Army the amass before chose, whether or
    not it got counters; gone since, as it last existed (608.2h). In "Amass Orcs 2. When you
    do, ..." the reflexive trigger is about that Army (603.12: its event's object)."""

    def run(ctx: Context) -> int:
        oid = ctx.values.get("amassed", ctx.event.get("obj"))
        if not isinstance(oid, int):
            return 0
        chars = ctx.game.last_known_chars(oid)  # now, or as it last existed (400.7)
        return (chars.power if stat == "power" else chars.toughness) or 0

    return run


def _mana_spent(ctx: Context) -> int:
    """CR 601.2h: the amount of mana spent to cast the spell (0 if it wasn't cast)."""
    spell = ctx.spell
    if spell is None and ctx.source_lki is not None:
        spell = ctx.source_lki.spell
    if spell is None:
        return 0
    return len(re.findall(r"\{[^}]+\}", spell.mana_spent)) if "{" in spell.mana_spent else \
        sum(1 for ch in spell.mana_spent if ch.isalpha())


@frozen
class StaticCount:
    """A count asked by a static ability for the object it is on, on every layer pass
    (:func:`static_count`). ``structural``: it reads only what a structural change alters
    (zones and their cards as printed, counters on objects, attachments, the characteristics
    and controllers of permanents in the pass), never a player's life or counters, tapped
    permanents, combat or the turn: a characteristic-defining ability or a "for each" bonus
    made of such counts waits for a structural change (``DefinePTStructural``,
    ``ModifyPTByStructural``) instead of being counted again at every change."""

    count: Callable[[Game, GameObject], int] = field(repr=False)
    structural: bool = False

    def __call__(self, game: Game, obj: GameObject) -> int:
        return self.count(game, obj)


#: The card types (CR 205.2a).
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery")


def static_count(phrase: str, b: Builder) -> StaticCount:
    """What "the number of ..." / "for each ..." counts in a static ability (CR 604.1,
    611.3a), counted again on every layer pass for the object the ability is on: "you" is
    that object's controller (its owner where it is not on the battlefield, 108.4a), so a
    characteristic-defining ability counts in every zone (604.3).

    Cards in a hand, graveyard or exile are counted by their printed characteristics, as a
    count asked inside the layer pass must (613.4a: no effect reaches them); permanents by
    the characteristics of the pass so far (a land made a creature by a layer-4 effect
    counts as a creature). Understood: "cards in your hand", "[types] cards in your
    graveyard", "cards with [keyword] you own in exile", "[permanents] you control",
    "[permanents] on the battlefield [with ...]", "Aura(s) [and Equipment] attached to it",
    "[kind] counters on ~", "[kind] counters you have", "card types among cards in all
    graveyards".
    """
    p = phrase.strip().lower().replace("\u2019", "'").removeprefix("the number of ")
    if re.search(r"\b(?:power|toughness)\b", p):
        # a count of P/T asked while P/T are being computed (613.4, 613.8): not read
        raise NotUnderstood(phrase)
    m = re.fullmatch(r"(?!card types among cards in all)(?:(?P<what>[a-z ]+?) )?cards? in (?:your "
                     r"(?P<zone>graveyard|hand)|(?P<all>all graveyards))", p)
    if m:
        zone = Zone.HAND if m["zone"] == "hand" else Zone.GRAVEYARD
        # CR 404.1: "all graveyards" is every player's; "your" the controller's
        every = m["all"] is not None
        if not m["what"]:
            return StaticCount(lambda game, obj: len(game.objects_in(
                zone, None if every else obj.controller)), structural=True)
        kinds = [w.strip() for w in re.split(r",? and |,? or |, ", m["what"])]
        types = tuple(t.capitalize() for t in kinds)
        if not all(t in CARD_TYPES for t in types):
            raise NotUnderstood(phrase)

        def count_types(game: Game, obj: GameObject) -> int:
            return sum(1 for o in game.objects_in(zone, None if every else obj.controller)
                       if any(game.rules.printed(o.card).type_line.has_type(t) for t in types))

        return StaticCount(count_types, structural=True)
    m = re.fullmatch(r"cards with (?P<kw>[a-z ]+) you own in exile", p)
    if m:
        keyword = m["kw"]
        registered = () if b.rules is None else \
            tuple(kd.name for kd in grammar_of(b.rules).keyword_defs)
        if not (re.fullmatch(KEYWORD_ALT, keyword) or keyword in registered):
            raise NotUnderstood(phrase)

        def count_keyword(game: Game, obj: GameObject) -> int:
            return sum(1 for o in game.objects_in(Zone.EXILE)
                       if o.owner == obj.controller
                       and keyword in game.rules.printed(o.card).keywords)

        return StaticCount(count_keyword, structural=True)
    m = re.fullmatch(r"(?P<what>.+?) attached to (?:it|~)", p)
    if m:  # CR 301.5, 303.4: the Auras / Equipment whose host the object is
        kinds = [w.strip() for w in re.split(r" and | or ", m["what"])]
        if not all(k in ("aura", "auras", "equipment") for k in kinds):
            raise NotUnderstood(phrase)
        subtypes = tuple("Aura" if k.startswith("aura") else "Equipment" for k in kinds)

        def count_attached(game: Game, obj: GameObject) -> int:
            return sum(1 for o in game.objects_in(Zone.BATTLEFIELD)
                       if o.attached_to == obj.id
                       and any(s in game.chars(o.id).type_line.subtypes for s in subtypes))

        return StaticCount(count_attached, structural=True)
    if p == "card types among cards in all graveyards":
        # CR 205.2a: each card type once, among every graveyard's cards as printed (613.4a)
        def count_card_types(game: Game, obj: GameObject) -> int:
            return len({t for o in game.objects_in(Zone.GRAVEYARD)
                        for t in game.rules.printed(o.card).type_line.card_types})

        return StaticCount(count_card_types, structural=True)
    if p in ("basic land type among lands you control",
             "basic land types among lands you control"):
        # CR 205.3i: domain's count, the lands' types as the pass has them (613.1d)
        return StaticCount(lambda game, obj: basic_land_types(game, obj.controller),
                           structural=True)
    if p == "poison counter your opponents have":
        # CR 122.1f, 102.2: every opponent's poison counters, added up
        return StaticCount(lambda game, obj: sum(game.player(o).poison
                                                 for o in game.opponents(obj.controller)))
    m = re.fullmatch(r"(?P<kind>[a-z]+) counters? you have", p)
    if m and m["kind"] != "poison":
        # CR 122.1: the counters of that kind the controller has (experience, energy...)
        kind = m["kind"]
        return StaticCount(lambda game, obj: game.player(obj.controller).counter(kind))
    m = re.fullmatch(r"(?P<kind>[a-z]+) counters? on ~", p)
    if m:  # CR 122.1: the counters of that kind on the object the ability is on
        kind = m["kind"]
        return StaticCount(lambda game, obj: obj.counter(kind), structural=True)
    m = re.fullmatch(r"(?P<what>.+?) on the battlefield(?: (?P<with>with .+))?", p)
    if m:
        flt = permanent_filter(parse_filter(
            singular(m["what"]) + (f" {m['with']}" if m["with"] else "")))
    else:
        flt = permanent_filter(parse_filter(singular(p)))
        if not flt.controller:
            raise NotUnderstood(phrase)

    def count_permanents(game: Game, obj: GameObject) -> int:
        return sum(1 for o in game.objects_in(Zone.BATTLEFIELD)
                   if flt.matches(game, o, player=obj.controller, source=obj.id))

    # a filter reading only the permanent and its characteristics (not tapped, combat...)
    return StaticCount(count_permanents, structural=flt.local)
