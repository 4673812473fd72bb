"""Conditions (CR 608.2c, 603.4): :func:`condition_of` reads the condition of "If
[condition], ..." ("~ was cast from a graveyard", "you control three or more artifacts",
"it was a creature card") into a test of the effect's context, checked as the effect
happens; the intervening "if" clause of a triggered ability is read with it too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import attrs

from manastack.api import (
    CREATURE_TYPES,
    PERMANENT_TYPES,
    Context,
    DealDamage,
    Destroy,
    Discard,
    Exile,
    GameObject,
    ItRef,
    LookedRef,
    ManastackError,
    Mill,
    ObjectFilter,
    PlayerRef,
    PutOntoBattlefield,
    Ref,
    ReturnToHand,
    Sacrifice,
    SacrificeObjects,
    SourceRef,
    TargetRef,
    Zone,
)
from manastack_grammar.matching import is_mover
from manastack_grammar.phrases.filters import parse_filter, permanent_filter, singular
from manastack_grammar.phrases.numbers import (
    CARD_TYPES,
    basic_land_types,
    int_number,
    plugin_phrase,
)
from manastack_grammar.registration import NUMBER, NotUnderstood
from manastack_grammar.results import worded

if TYPE_CHECKING:
    from manastack.api import Game
    from manastack_grammar.builder import Builder


#: "if ~ is [not] an enchantment": a clause whose subject the effect's "it" then means (not a
#: demonstrative: "that creature" still names the object of the event, CR 603.7c)
SUBJECT_IS_A_KIND = re.compile(r"~ (?:is|isn't|is not) an? (?:artifact|creature|enchantment|"
                               r"land|planeswalker)$")
#: "if ~ is tapped": a clause whose subject the effect's "it" then means when the trigger event
#: is a player's and names no object of its own (Legolas, Counter of Kills: "Whenever you scry,
#: if ~ is tapped, you may untap it", CR 603.4, 608.2c)
SUBJECT_IS_TAPPED = re.compile(r"~ (?:is|isn't|is not) (?:tapped|untapped)$")


def condition_of(text: str, b: Builder, *, left: bool = False) -> Callable[[Context], bool]:
    """The condition of "If [condition], ..." (CR 608.2c): one condition (:func:`_one_condition`)
    or two joined by "or"/"and", each read whole."""
    snap = b.snapshot()
    try:
        return worded(_one_condition(text, b, left=left), text.strip())
    except NotUnderstood:
        b.restore(snap)
        joined = _joined_condition(text.strip().lower().replace("\u2019", "'"), b, left)
        if joined is None:
            raise
        return worded(joined, text.strip())


def _one_condition(text: str, b: Builder, *, left: bool = False) -> Callable[[Context], bool]:
    """The condition of "If [condition], ..." (CR 608.2c), checked as the effect happens.

    Understood: "~ was cast from a/your graveyard", "~ was cast from anywhere
    other than your hand", "you cast it [from your hand]", "{R} was spent to cast it/~",
    "at least N mana was spent to cast it", "~ is [not] an enchantment", "X was N or
    greater", "it was a [filter] card",
    "you control a/N or more [filter]", "you have N or less life", "there are
    N or more cards in your graveyard", "it has N or more [kind] counters on it" (or "there
    are N or more [kind] counters on it"), "it had
    no [kind] counters on it".
    """
    t = text.strip().lower().replace("\u2019", "'")
    if t in ("~ was cast from a graveyard", "~ was cast from your graveyard"):
        return _cast_from({Zone.GRAVEYARD})
    if t in ("~ was cast from anywhere other than your hand",
             "it was cast from anywhere other than your hand"):
        return _cast_from({z for z in Zone if z is not Zone.HAND})
    if t == "you cast it from anywhere other than your hand":
        return _you_cast_it_from(b.antecedent(),
                                 {z for z in Zone if z is not Zone.HAND})
    if t == "you cast it from your hand":  # CR 601.2a: the spell it was, cast from a hand
        return _you_cast_it_from(b.antecedent(), {Zone.HAND})
    if t == "you cast it":  # CR 601.2: it was a spell you cast, from wherever
        return _you_cast_it_from(b.antecedent(), set(Zone))
    m = re.fullmatch(r"no mana was spent to cast (it|that spell)", t)
    if m and (m.group(1) == "it" or b.cast_trigger):
        # CR 601.2h: "Whenever a player casts a spell, if no mana was spent to cast it" (Vexing
        # Bauble): not even one mana spent on the spell the event is about
        some = _spent_to_cast(b.antecedent(), None, 1)
        return lambda ctx: not some(ctx)
    m = re.fullmatch(r"(\{[wubrg]\}|at least (\w+) mana) was spent to cast (it|~)", t)
    if m:  # CR 601.2h: the mana spent to cast the spell the object is or was (608.3)
        symbol = m.group(1).upper() if m.group(2) is None else None
        least = int_number(m.group(2)) if m.group(2) is not None else 0
        return _spent_to_cast(SourceRef() if m.group(3) == "~" else b.antecedent(),
                              symbol, least)
    m = re.fullmatch(r"(?:its|(?P<that>that (?:permanent|creature|spell|card))'s) mana value "
                     r"(?:was|is) (?P<n>\w+) or (?P<way>less|greater|more)", t) or \
        re.fullmatch(r"(?:it|(?P<that>that (?:permanent|creature|spell|card))) (?:had|has) "
                     r"mana value (?P<n>\w+) or (?P<way>less|greater|more)", t)
    if m:  # CR 202.3, 608.2h: the object's mana value now, or as it last existed
        it = b.antecedent(m["that"] or "it")
        if m["that"] and isinstance(it, SourceRef):
            raise NotUnderstood(text)  # "that spell" names the event's spell, never the source
        return _mana_value_is(it, int_number(m["n"]), m["way"] == "less")
    m = re.fullmatch(r"(?P<whose>its|~'s) (?P<stat>power|toughness) is (?P<n>\w+) or "
                     r"(?P<way>less|greater|more)", t)
    if m:  # CR 208.1, 603.4: the creature's power or toughness now, or as it last existed
        it = SourceRef() if m["whose"] == "~'s" else b.antecedent()
        return _pt_is(it, m["stat"], int_number(m["n"]), m["way"] == "less")
    m = re.fullmatch(r"x (?:was|is) (\d+) or (greater|more|less)", t)
    if m:
        n, more = int(m.group(1)), m.group(2) != "less"
        return lambda ctx: ctx.x >= n if more else ctx.x <= n
    m = re.fullmatch(r"(?:it|that card) was an? (.+?) card", t)
    if m:
        flt = parse_filter(m.group(1))
        it = b.antecedent()
        return _it_was(flt, it)
    m = re.fullmatch(r"it(?:'s| is) an? (.+)", t)
    if m and not m.group(1).endswith((" card", " spell", " token")) and \
            not re.search(r"\b(?:ability|copy)\b", m.group(1)):
        # CR 608.2c: what "it" is now ("if it's an artifact creature", "if it's a creature")
        return _it_was(parse_filter(m.group(1)), b.antecedent())
    m = re.fullmatch(r"equipped creature is an? ([\w -]+)", t)
    if m and not m.group(1).endswith((" card", " spell", " token")):
        # CR 301.5, 608.2c: the creature the Equipment is attached to now is of that kind
        # ("If equipped creature is a Vampire", Blade of the Bloodchief); none: false
        return _it_was(parse_filter(m.group(1)), b.ref("equipped creature"))
    m = re.fullmatch(r"it(?:'s| is) (legendary|snow)", t)
    if m:  # CR 205.4, 608.2c: a supertype the object "it" has now ("If it's legendary")
        return _it_was(parse_filter(m.group(1)), b.antecedent())
    m = re.fullmatch(r"it has (?:a|one or more) counters? on it", t)
    if m:  # CR 122.1, 608.2c: any kind of counter on the object "it" now
        return _has_any_counter(b.antecedent())
    m = re.fullmatch(r"(?:it|that creature) was an? (.+)", t)
    if m and left and not m.group(1).endswith(" card"):
        # "Whenever equipped creature dies, if it was a Human" (Avacyn's Collar): the
        # permanent as it last existed on the battlefield (CR 603.10a, 608.2h)
        return _was_as_it_left(parse_filter(m.group(1)))
    m = re.fullmatch(r"that player has (\w+) or (fewer|more) cards in hand", t)
    if m and b.that_player is not None:
        # CR 402.1, 603.4: the cards in the hand of the event's player (Hellfire Mongrel)
        who, n, fewer = b.that_player, int_number(m.group(1)), m.group(2) == "fewer"
        return lambda ctx: any((len(ctx.game.hand(p)) <= n) if fewer else
                               (len(ctx.game.hand(p)) >= n) for p in who.players(ctx))
    if t == "that player has no cards in hand" and b.that_player is not None:
        # CR 402.1, 603.4: the hand of the event's player is empty
        empty = b.that_player
        return lambda ctx: any(not ctx.game.hand(p) for p in empty.players(ctx))
    if t in ("~ didn't attack this turn", "~ attacked this turn"):
        # CR 508.1a: the source was declared as an attacker this turn (this object, 400.7)
        did = t == "~ attacked this turn"
        return lambda ctx: ctx.source is not None and (
            ctx.source in ctx.game.state.turn.records.attackers) == did
    if t == "~ attacked or blocked this combat":
        # CR 506.1, 508.1a, 509.1a: declared as an attacker or a blocker in this combat, even
        # if removed from it since (506.4); one put onto the battlefield attacking never
        # "attacked" (508.4)
        return _attacked_or_blocked_this_combat
    m = re.fullmatch(r"(defending player|that player) controls more ([\w -]+?s) than you", t)
    if m and ((m.group(1) == "defending player" and b.attack_trigger) or
              (m.group(1) == "that player" and b.that_player is not None)):
        # CR 508.5, 109.4: the player the event names has more of them than you
        named = b.ref(m.group(1)) if m.group(1) == "defending player" else b.that_player
        counted = permanent_filter(parse_filter(singular(m.group(2))))
        assert named is not None
        return lambda ctx: any(_count(ctx, counted, p) > _count(ctx, counted, ctx.controller)
                               for p in named.players(ctx))
    m = re.fullmatch(r"(?P<who>you|an opponent) (?P<verb>controls?|controlled) (?P<what>that "
                     r"(?:creature|permanent|artifact|land)|it)", t)
    if m and (m["who"] == "you") == (m["verb"] != "controls"):
        return _controller_of_it(m["who"] == "you", m["verb"] == "controlled", m["what"], text,
                                 b)
    m = re.fullmatch(r"it's an? (?P<what>[\w -]+ card)", t)
    if m:  # CR 608.2c: the card "it" is now ("Return ... to your hand. If it's a Zombie card")
        return _it_was(parse_filter(m["what"]), b.antecedent())
    m = re.fullmatch(r"it (?:isn't|is not) an? (?P<what>[\w -]+ card)", t)
    if m:  # CR 608.2c: "Draw a card and reveal it. If it isn't a land card, discard it."
        return _it_was(parse_filter(m["what"]), b.antecedent(), negate=True)
    if t == "it shares a creature type with ~" and isinstance(b.it, LookedRef):
        # kinship (Ink Dissolver): the card looked at and this object, as it is or last
        # existed (CR 608.2h), have a creature type in common (205.3m; changeling: 702.73a)
        return _shares_a_creature_type_with_source(b.it)
    m = re.fullmatch(r"the sacrificed (?P<noun>creature|artifact) was (?P<what>.+)", t)
    if m and (b.cost_sacrifice if m["noun"] == "creature" else b.cost_sacrifice_artifact):
        # CR 601.2h, 602.2b: the one the cost sacrificed, as it last existed (608.2h)
        return _cost_sacrificed_was(_kind_filter(m["noun"], m["what"], text))
    m = re.fullmatch(r"that (?P<noun>creature|permanent|land|artifact|card) (?P<verb>is|was) "
                     r"(?P<what>.+)", t)
    if m and not (left and m["verb"] == "was"):
        return _that_object_is(m["noun"], m["verb"], m["what"], text, b)
    m = re.fullmatch(r"that creature has (?P<kw>deathtouch|defender|first strike|flying|"
                     r"haste|hexproof|indestructible|infect|lifelink|menace|reach|trample|"
                     r"toxic|vigilance|wither)", t)
    if m:  # CR 702: a keyword the creature has now, or had as it last existed (608.2h)
        return _that_object_is("creature", "is", f"a creature with {m['kw']}", text, b)
    if t == "you've cast another spell this turn" and b.spell_effect:
        return _cast_another_spell
    controls = control_condition(t)
    if controls is not None:
        return lambda ctx: controls(ctx.game, ctx.controller, ctx.source)
    of_player = player_condition(t)
    if of_player is not None:
        return lambda ctx: of_player(ctx.game, ctx.controller)
    if t in ("you search your library this way", "you searched your library this way"):
        return lambda ctx: bool(ctx.values.get("searched"))
    m = re.fullmatch(r"there are (\w+) or more basic land types among lands you control", t)
    if m:
        n = int_number(m.group(1))  # CR 305.6: Plains, Island, Swamp, Mountain, Forest
        return lambda ctx: basic_land_types(ctx.game, ctx.controller) >= n
    if t in ("it entered under your control", "that creature entered under your control"):
        if not isinstance(b.last, PutOntoBattlefield):
            raise NotUnderstood(text)  # "it entered": just put onto the battlefield by the effect
        it = b.antecedent()
        return lambda ctx: any(  # the object it became on the battlefield (CR 400.7)
            (o := ctx.game.find(oid)) is not None and o.zone is Zone.BATTLEFIELD
            and ctx.game.controller(oid) == ctx.controller for oid in it.objects(ctx))
    m = re.fullmatch(r"(?:it|~|that creature) had no ([+-]1/[+-]1|\w+) counters on it", t)
    if m:
        return _had_no_counters(m.group(1))
    m = re.fullmatch(r"(?:it|that creature) had (?:one or more |an? )?([+-]1/[+-]1 |\w+ )?"
                     r"counters? on it", t)
    if m and left:
        # CR 603.10a, 122.1: the counters on it as it last existed on the battlefield
        return _had_counters(m.group(1).strip() if m.group(1) else None)
    m = re.fullmatch(r"(?:it|~) has (\w+) or more ([+-]1/[+-]1|\w+) counters on it", t)
    there = re.fullmatch(r"there are (\w+) or more ([+-]1/[+-]1|\w+) counters on (it|~)", t)
    if there and (there.group(3) == "~" or isinstance(b.it, SourceRef)):
        m = there  # CR 122.1: the counters on the source, "it" being what was just acted on
    if m:
        n, kind = int_number(m.group(1)), m.group(2)
        held = b.it
        if m is not there and t.startswith("it ") and held is not None and \
                not isinstance(held, SourceRef):
            # CR 122.1, 608.2c: "put a counter on it. Then if it has three or more ... on
            # it": the object just acted on (the enchanted creature), not the source
            return lambda ctx: any(
                (o := ctx.game.find(oid)) is not None and o.counter(kind) >= n
                for oid in held.objects(ctx))
        return lambda ctx: ctx.source is not None and ctx.game.find(ctx.source) is not None and \
            ctx.game.obj(ctx.source).counter(kind) >= n
    m = re.fullmatch(r"there are no ([+-]1/[+-]1|\w+) counters on ~", t)
    if m:  # CR 122.1: none of that kind on the source now (a depletion land's last use)
        kind = m.group(1)
        return lambda ctx: ctx.source is not None and ctx.game.find(ctx.source) is not None \
            and ctx.game.obj(ctx.source).counter(kind) == 0

    if t == "~ dealt damage to an opponent this turn":
        # CR 120.3, 400.7: this very object dealt damage to an opponent of yours this turn
        return lambda ctx: ctx.source is not None and any(
            ctx.game.dealt_damage_to_player(ctx.source, o)
            for o in ctx.game.opponents(ctx.controller))
    m = re.fullmatch(r"~ (is|isn't|is not) an? (artifact|creature|enchantment|land|"
                     r"planeswalker)", t)
    if m:  # CR 205.2a, 603.4: the source's card types now, every effect applied (613.1d)
        kind, has = m.group(2).capitalize(), m.group(1) == "is"
        return lambda ctx: ctx.source is not None and \
            (o := ctx.game.find(ctx.source)) is not None and \
            ctx.game.chars(o.id).type_line.has_type(kind) == has
    if t in ("~ is tapped", "~ is untapped"):
        # CR 110.5: the source's status now (a storage land's "if ~ is tapped", 603.4)
        tapped = t == "~ is tapped"
        return lambda ctx: ctx.source is not None and (o := ctx.game.find(ctx.source)) \
            is not None and o.zone is Zone.BATTLEFIELD and o.tapped == tapped
    m = re.fullmatch(r"(?:an?|at least one) (?P<what>[\w -]+?) (?:is|was) (?P<verb>destroyed|"
                     r"exiled|put into exile|returned) this way", t)
    if m:  # CR 608.2c: one of the objects the instruction just before moved
        return _moved_this_way_was(_this_way_filter(m["what"], text), m["verb"], b, text)
    m = re.fullmatch(r"(?:an?|at least one) (?P<what>[\w -]+? card) (?:is|was) milled this way", t)
    if m:  # CR 701.17a, 608.2c: one of the cards the mill just before put into a graveyard
        return _milled_this_way(_this_way_filter(m["what"], text), b, text)
    m = re.fullmatch(r"an? (?P<what>[\w -]+? card) (?:is|was) discarded this way|"
                     r"you discarded a card this way", t)
    if m:  # CR 701.9a, 608.2c: one of the cards the discard just before put into a graveyard
        what = m["what"]
        return _discarded_this_way(None if what is None else _this_way_filter(what, text),
                                   what is None, b, text)
    if t in ("a player is dealt damage this way", "a player was dealt damage this way"):
        return _player_dealt_damage_this_way(b, text)  # CR 120.3, 608.2c
    m = re.fullmatch(r"an? (?P<what>[\w -]+?) (?:is|was) dealt damage this way", t)
    if m and "player" not in m["what"]:  # CR 120.3, 608.2c: a permanent the damage before hit
        return _dealt_damage_this_way(_this_way_filter(m["what"], text), b, text)
    m = re.fullmatch(r"an? (?P<what>[\w -]+?) was sacrificed this way", t)
    if m and (b.cost_sacrifice or b.cost_sacrifice_artifact) and \
            not isinstance(b.last, (Sacrifice, SacrificeObjects)):
        # CR 601.2h, 602.2b: the one the cost sacrificed, as it last existed (608.2h)
        return _cost_sacrificed_was(_this_way_filter(m["what"], text))
    m = re.fullmatch(r"(?:it|that creature|that permanent) was (tapped|untapped)", t)
    if m and not left:  # CR 110.5, 608.2h: its status as it last existed on the battlefield
        return _was_tapped_as_it_left(m.group(1) == "tapped", b, text)
    plugin = _plugin_condition(t, text, b)
    if plugin is not None:
        return plugin
    raise NotUnderstood(text)


def _joined_condition(t: str, b: Builder, left: bool) -> Callable[[Context], bool] | None:
    """"[condition] or [condition]" / "[condition] and [condition]": two conditions each read
    whole, either or both to hold (CR 608.2c); not read when both words join them, nor
    when no split reads as two conditions."""
    if " or " in t and " and " in t:
        return None
    for word in (" or ", " and "):
        parts = t.split(word)
        for i in range(1, len(parts)):
            first, second = word.join(parts[:i]), word.join(parts[i:])
            if first.startswith("you control ") and re.match(r"an? ", second):
                second = "you control " + second  # "you control an artifact and an enchantment"
            snap = b.snapshot()
            try:
                one, two = condition_of(first, b, left=left), condition_of(second, b, left=left)
            except NotUnderstood:
                b.restore(snap)
                continue
            if word == " or ":
                return lambda ctx: one(ctx) or two(ctx)
            return lambda ctx: one(ctx) and two(ctx)
    return None


def _plugin_condition(phrase: str, text: str, b: Builder) -> Callable[[Context], bool] | None:
    """A condition of a plugin's sentence rule of kind "condition" (a plugin's "you're the
    monarch", CR 724; :func:`plugin_phrase`), checked as the effect happens (608.2c)."""
    return cast("Callable[[Context], bool] | None", plugin_phrase("condition", phrase, text, b))


def control_condition(text: str) -> Callable[[Game, int, int | None], bool] | None:
    """"you control a Forest", "you control three or more artifacts", "you control another
    artifact", "you control no Islands", "an opponent controls an Island", "an opponent controls more
    lands than you": a count of the
    permanents "you" (or one of your opponents) control (CR 109.4, 110.2), read alike by
    "If ..." (608.2c) and "as long as ..." (611.3a); asked of a player and the ability's
    source ("another": not the source itself). None if the words are not one."""
    none = re.fullmatch(r"you control no (?P<what>.+)", text)
    if none is not None:  # no permanent of the kind: fewer than one
        flt = attrs.evolve(permanent_filter(parse_filter(singular(none["what"]))),
                           controller="you")
        return lambda game, you, source: not any(
            flt.matches(game, o, player=you, source=source) for o in game.battlefield(you))
    opp = re.fullmatch(r"an opponent controls an? (?P<what>.+)", text)
    if opp is not None:  # CR 109.4, 102.2: at least one such permanent of any one opponent
        ofl = permanent_filter(parse_filter(opp["what"]))
        return lambda game, you, source: any(
            ofl.matches(game, o, player=you, source=source)
            for p in game.opponents(you) for o in game.battlefield(p))
    many = re.fullmatch(r"an opponent controls (?P<n>\w+) or more (?P<what>.+)", text)
    if many is not None:  # CR 109.4, 102.2: one opponent alone controls that many of them
        try:
            n_least = int_number(many["n"])
            lfl = permanent_filter(parse_filter(singular(many["what"])))
        except NotUnderstood:
            return None
        return lambda game, you, source: any(
            sum(1 for o in game.battlefield(p) if lfl.matches(game, o, player=you, source=source))
            >= n_least for p in game.opponents(you))
    more = re.fullmatch(r"an opponent controls more (?P<what>[\w -]+?s) than you", text)
    if more is not None:  # CR 109.4, 102.2: some one opponent's count beats yours
        try:
            mfl = permanent_filter(parse_filter(singular(more["what"])))
        except NotUnderstood:
            return None

        def outnumbered(game: Game, you: int, source: int | None) -> bool:
            def count(p: int) -> int:
                return sum(1 for o in game.battlefield(p)
                           if mfl.matches(game, o, player=you, source=source))
            mine = count(you)
            return any(count(p) > mine for p in game.opponents(you))

        return outnumbered
    fewer = re.fullmatch(r"you control (?P<n>\w+) or fewer (?P<what>.+)", text)
    if fewer is not None:  # CR 109.4: at most that many of them (none counts)
        try:
            most = int_number(fewer["n"])
            ffl = attrs.evolve(permanent_filter(parse_filter(singular(fewer["what"]))),
                               controller="you")
        except NotUnderstood:
            return None
        return lambda game, you, source: sum(
            1 for o in game.battlefield(you)
            if ffl.matches(game, o, player=you, source=source)) <= most
    either = re.fullmatch(r"you control (?P<one>an? [\w-]+) or (?P<two>an? [\w-]+)", text)
    if either is not None:  # "a Swamp or a Mountain": one of either kind (CR 109.4)
        one = control_condition(f"you control {either['one']}")
        two = control_condition(f"you control {either['two']}")
        if one is None or two is None:
            return None
        return lambda game, you, source: one(game, you, source) or two(game, you, source)
    coven = re.fullmatch(r"you control (\w+) or more creatures with different powers", text)
    if coven is not None:  # CR 207.2c (coven): that many distinct powers among your creatures
        least = int_number(coven.group(1))
        return lambda game, you, source: len({game.power(o.id) for o in game.battlefield(you)
                                              if game.chars(o.id).is_creature}) >= least
    named = re.fullmatch(r"you control (\w+) or more lands with different names", text)
    if named is not None:  # CR 201.2b: that many distinct names among your lands
        at_least = int_number(named.group(1))
        return lambda game, you, source: len({
            name for o in game.battlefield(you)
            if (chars := game.chars(o.id)).type_line.has_type("Land") and (name := chars.name)
        }) >= at_least  # a land with no name (face down, 708.2) adds none
    m = re.fullmatch(rf"you control (?P<n>(\w+) or more|another|{NUMBER}) (?P<what>.+)", text)
    if m is None:
        return None
    word = m["n"]
    what = m["what"]
    if word == "another":  # one other than the source (CR 109.4)
        word, what = "a", "other " + what
    n = int_number(word.split()[0]) if " or more" in word else int_number(word)
    flt = permanent_filter(parse_filter(singular(what) if n > 1 else what))
    flt = attrs.evolve(flt, controller="you")

    def holds(game: Game, you: int, source: int | None) -> bool:
        return sum(1 for o in game.battlefield(you)
                   if flt.matches(game, o, player=you, source=source)) >= n

    return holds


def _spells_cast_this_turn(game: Game, you: int, kinds: str) -> int:
    """CR 601.2i, 205.2a: the spells "you" cast this turn that were instants or sorceries
    ("instant and sorcery") or not creatures ("noncreature") as they were cast."""
    if kinds == "noncreature":
        return sum(1 for p, types in game.state.turn.records.spells_cast
                   if p == you and "Creature" not in types)
    return sum(1 for p, types in game.state.turn.records.spells_cast
               if p == you and ("Instant" in types or "Sorcery" in types))


def player_condition(text: str) -> Callable[[Game, int], bool] | None:
    """A condition on the state of "you" (the ability's controller), read alike wherever it
    stands: "If [it], ..." (608.2c), "as long as [it]" (611.3a), "Activate only if [it]"
    (602.5b). None if the words are not one.

    Understood: "there are N or more cards in your graveyard" (or "you have N or more cards
    in your graveyard"; the threshold ability
    word, 207.2c; 404.2), "there are N or more card types among cards in your graveyard"
    (delirium, 207.2c; 205.2a), "you have no cards in hand", "you have N or less/more
    life" (119), "a creature died this turn" (700.4), "it's [not] your turn" (102.1),
    "creatures you control have total power N or greater" (formidable, 207.2c; 208.3), "you
    attacked this turn" (raid, 508.1a), "an opponent lost life this turn" (119.3), "you didn't
    attack with a creature this turn" (508.1a), "you gained [N or more] life this turn"
    (119.3), "a player has more life than each other player" (119.1), "you've cast a
    noncreature spell this turn" (601.2i), "you descended this turn" (700.11), "an artifact
    entered the battlefield under your control this turn" (603.6a), "you gained or lost life
    this turn" (119.3), "a creature is attacking you" (508.1b), "you have N or more cards in
    hand" (402.1), "you've cast N or more instant and sorcery / noncreature spells this turn"
    (601.2i), "there are five colors among permanents you control" (105.2), "an opponent has
    N or less life", "your life total is less / greater than N", "your life total is less
    than or equal to half your starting life total", "you have at least N life more than your
    starting life total" (119.1, 103.4), "you played a land this turn" (305.1)."""
    t = text.strip().lower().replace("\u2019", "'")
    # CR 404.1: "you have N or more cards in your graveyard" counts the same cards
    m = re.fullmatch(r"there are (\w+) or more cards in your graveyard", t) or \
        re.fullmatch(r"you have (\w+) or more cards in your graveyard", t)
    if m:
        n = int_number(m.group(1))
        return lambda game, you: len(game.graveyard(you)) >= n
    m = re.fullmatch(r"there are (\w+) or more permanent cards in your graveyard", t)
    if m:  # descend's count (207.2c): permanent cards (110.4a) there, by their printed types
        n = int_number(m.group(1))
        return lambda game, you: sum(
            1 for o in game.graveyard(you)
            if not PERMANENT_TYPES.isdisjoint(game.rules.printed(o.card).type_line.card_types)
        ) >= n
    m = re.fullmatch(r"there is an? (.+?) card in your graveyard", t)
    if m:  # CR 404.1: one card of that kind in your graveyard now
        try:
            found = parse_filter(m.group(1))
        except NotUnderstood:
            return None
        return lambda game, you: any(found.matches(game, o, player=you)
                                     for o in game.graveyard(you))
    if t == "you played a land this turn":
        # CR 305.1, 305.2: a land played as a special action (an effect putting one onto the
        # battlefield is no play); the count starts again as each turn begins
        return lambda game, you: game.player(you).lands_played >= 1
    if t == "you have more cards in hand than each opponent":
        # CR 402.1: your hand's size beats every opponent's
        return lambda game, you: all(len(game.hand(you)) > len(game.hand(o))
                                     for o in game.opponents(you))
    m = re.fullmatch(r"there are (\w+) or more card types among cards in your graveyard", t)
    if m:  # delirium's count (207.2c): the card types (205.2a) of the cards there, printed
        n = int_number(m.group(1))
        return lambda game, you: len(_card_types_in_graveyard(game, you)) >= n
    m = re.fullmatch(r"(?:there are|you have) (\w+) or more ([\w -]+?|\w+ and/or \w+) cards in "
                     r"your graveyard", t)
    if m and m.group(2) not in ("permanent", "card types among"):
        # CR 404.1: the cards of that kind in your graveyard now ("creature cards"); "instant
        # and/or sorcery cards": each card either or both
        kind = m.group(2).replace(" and/or ", " or ")
        try:
            n, flt = int_number(m.group(1)), parse_filter(singular(kind))
        except NotUnderstood:
            return None
        return lambda game, you: sum(1 for o in game.graveyard(you)
                                     if flt.matches(game, o, player=you)) >= n
    if t == "you have no cards in hand":
        return lambda game, you: not game.hand(you)
    if t == "an opponent has no cards in hand":  # CR 402.1, 102.2: one opponent's hand is empty
        return lambda game, you: any(not game.hand(o) for o in game.opponents(you))
    m = re.fullmatch(r"you have (\w+) or more cards in hand", t)
    if m:  # CR 402.1: the cards in your hand now
        least = int_number(m.group(1))
        return lambda game, you: len(game.hand(you)) >= least
    m = re.fullmatch(r"you have (\w+) or fewer cards in hand", t)
    if m:  # CR 402.1: the cards in your hand now
        most = int_number(m.group(1))
        return lambda game, you: len(game.hand(you)) <= most
    m = re.fullmatch(r"an opponent has (\w+) or more cards in their graveyard", t)
    if m:  # CR 404.1, 102.2: one opponent's graveyard holds that many cards
        least = int_number(m.group(1))
        return lambda game, you: any(len(game.graveyard(o)) >= least
                                     for o in game.opponents(you))
    if t in ("you weren't the starting player", "you were the starting player"):
        # CR 103.1: the player chosen to take the first turn, recorded as the game starts
        first = t == "you were the starting player"
        return lambda game, you: (game.state.turn.first_player == you) == first
    m = re.fullmatch(r"you have exactly (\w+) cards in hand", t)
    if m:  # Library of Alexandria: neither more nor fewer cards in that hand (CR 402.1)
        exact = int_number(m.group(1))
        return lambda game, you: len(game.hand(you)) == exact
    if t == "you've been attacked this step":
        return _attacked_this_step
    if t == "a creature is attacking you":
        return _a_creature_attacks_you
    if t == "you attacked this turn":
        # CR 508.1a: raid's "you attacked": you declared one or more attackers this turn
        return lambda game, you: game.attacked_this_turn(you)
    m = re.fullmatch(r"you(?: gained|'ve gained) (?:(\w+) or more )?life this turn", t)
    if m:  # CR 119.3, 119.9: the life you gained this turn, all its life gain events together
        n = int_number(m.group(1)) if m.group(1) else 1
        return lambda game, you: game.life_gained_this_turn(you) >= n
    if t == "a player has more life than each other player":
        # CR 119.1: one player's life total is greater than every other player's
        return lambda game, you: _one_player_has_most_life(game)
    if t == "you didn't attack with a creature this turn":
        # CR 508.1a, 508.4: no attackers declared this turn (only creatures attack, 506.3)
        return lambda game, you: not game.attacked_this_turn(you)
    if t == "it's your main phase":
        return _your_main_phase
    m = re.fullmatch(r"it's the first combat phase of (the|your) turn", t)
    if m:
        yours = m[1] == "your"
        return lambda game, you: _first_combat_phase(game) and (
            not yours or game.state.turn.active == you)
    if t in ("it's your turn", "it's not your turn"):
        # CR 102.1: the active player is the player whose turn it is
        mine = t == "it's your turn"
        return lambda game, you: (game.state.turn.active == you) == mine
    if t == "an opponent lost life this turn":
        # CR 119.3: life lost by damage (120.3a), loss or payment (119.4) this turn, any opponent
        return lambda game, you: any(game.life_lost_this_turn(o) > 0
                                     for o in game.opponents(you))
    if t == "a permanent left the battlefield under your control this turn":
        # revolt (CR 207.2c): the turn records each player a permanent left under the control of
        return lambda game, you: you in game.state.turn.records.left_battlefield
    m = re.fullmatch(r"you've drawn (\w+) or more cards this turn", t)
    if m:  # CR 121.1: the cards "you" drew this turn, each draw recorded
        drawn = int_number(m.group(1))
        return lambda game, you: game.state.turn.records.cards_drawn.count(you) >= drawn
    m = re.fullmatch(r"no (creature|artifact|enchantment|land|planeswalker)s are on the "
                     r"battlefield", t)
    if m:  # CR 110.1, 205.2a: no permanent of that card type there, whoever controls it
        kind = m.group(1).capitalize()
        return lambda game, you: not any(game.chars(o.id).type_line.has_type(kind)
                                         for o in game.objects_in(Zone.BATTLEFIELD))
    if t == "you've cast a creature spell this turn":
        # CR 601.2i: the turn records each player who cast a creature spell
        return lambda game, you: you in game.state.turn.records.creature_spells_cast
    if t == "you've cast a noncreature spell this turn":
        # CR 601.2i: the turn records each player who cast a noncreature spell
        return lambda game, you: you in game.state.turn.records.noncreature_spells_cast
    if t == "you've cast an instant or sorcery spell this turn":
        # CR 601.2i, 205.2a: a spell you cast this turn had instant or sorcery as it was cast
        return lambda game, you: any(p == you and ("Instant" in types or "Sorcery" in types)
                                     for p, types in game.state.turn.records.spells_cast)
    m = re.fullmatch(r"you've cast (\w+) or more (instant and sorcery|noncreature) spells "
                     r"this turn", t)
    if m:  # CR 601.2i, 205.2a: the spells of those types you cast this turn, as they were cast
        many, kinds = int_number(m.group(1)), m.group(2)
        return lambda game, you: _spells_cast_this_turn(game, you, kinds) >= many
    if t == "there are five colors among permanents you control":
        # CR 105.1, 105.2: each of the five colors is the color of one of them at least
        return lambda game, you: len({c for o in game.battlefield(you)
                                      for c in game.chars(o.id).colors}) == 5
    if t == "you've cast both a creature spell and a noncreature spell this turn":
        # CR 601.2i: one spell of each kind cast by you this turn
        return lambda game, you: you in game.state.turn.records.creature_spells_cast and \
            you in game.state.turn.records.noncreature_spells_cast
    if t == "you descended this turn":
        # CR 700.11: a permanent card was put into your graveyard from anywhere this turn
        return lambda game, you: you in game.state.turn.records.descended
    m = re.fullmatch(r"an? (artifact|creature|enchantment|land|planeswalker|battle) entered "
                     r"the battlefield under your control this turn", t)
    if m:  # CR 603.6a, 205.2a: one permanent of that card type entered under your control
        kind = m.group(1).capitalize()
        return lambda game, you: any(who == you and kind in kinds
                                     for _, who, kinds in game.state.turn.records.entered)
    if t == "you haven't cast a spell from your hand this turn":
        # CR 601.2a: no spell you cast this turn was cast from your hand
        return lambda game, you: you not in game.state.turn.records.cast_from_hand
    if t == "a card left your graveyard this turn":
        # CR 400.7: a card of your graveyard moved to another zone this turn
        return lambda game, you: you in game.state.turn.records.left_graveyard
    if t == "a creature died under your control this turn":
        # CR 700.4, 603.10a: a creature you controlled as it last existed died this turn
        return lambda game, you: you in game.state.turn.records.died_under
    m = re.fullmatch(r"a player lost (\w+) or more life this turn", t)
    if m:  # CR 119.3: one player's life lost this turn, all of its losses together
        lost = int_number(m.group(1))
        return lambda game, you: any(game.life_lost_this_turn(p.index) >= lost
                                     for p in game.state.players)
    if t == "you gained or lost life this turn":
        # CR 119.3: any life gained (119.9 events) or lost (damage 120.3a, payment 119.4)
        return lambda game, you: game.life_gained_this_turn(you) > 0 or \
            game.life_lost_this_turn(you) > 0
    if t == "a creature died this turn":
        # CR 700.4: "dies" is put into a graveyard from the battlefield; the turn counts them
        return lambda game, you: game.state.turn.creatures_died > 0
    m = re.fullmatch(r"creatures you control have total power (\w+) or greater", t)
    if m:  # formidable's count (207.2c): the powers of the creatures you control now (208.3)
        n = int_number(m.group(1))
        return lambda game, you: _total_power(game, you) >= n
    attacking = _attacking_condition(t)
    if attacking is not None:
        return attacking
    opponent_turn = _opponent_this_turn(t)
    if opponent_turn is not None:
        return opponent_turn
    m = re.fullmatch(r"you have (\d+) or (less|more|greater) life", t)
    if m:
        n, less = int(m.group(1)), m.group(2) == "less"
        return lambda game, you: (game.player(you).life <= n) if less else (
            game.player(you).life >= n)
    m = re.fullmatch(r"your life total is (less|greater) than (\d+)", t)
    if m:  # CR 119.1: strictly below / above N
        n, less = int(m.group(2)), m.group(1) == "less"
        return lambda game, you: (game.player(you).life < n) if less else (
            game.player(you).life > n)
    m = re.fullmatch(r"an opponent has (\d+) or less life", t)
    if m:  # CR 119.1, 102.2: one opponent's life total is that much or less
        most = int(m.group(1))
        return lambda game, you: any(game.player(o).life <= most for o in game.opponents(you))
    if t == "your life total is less than or equal to half your starting life total":
        # CR 119.1, 103.4: twice the life total at most the starting one (no rounding needed)
        return lambda game, you: 2 * game.player(you).life <= game.starting_life
    m = re.fullmatch(r"you have at least (\w+) life more than your starting life total", t)
    if m:  # CR 119.1, 103.4: the life total at least the starting one plus N
        more = int_number(m.group(1))
        return lambda game, you: game.player(you).life >= game.starting_life + more
    return None


def _attacking_condition(t: str) -> Callable[[Game, int], bool] | None:
    """"four or more creatures are attacking", "exactly one creature is attacking", "a white
    creature is attacking", "a Rat is attacking": the attacking creatures now, whoever
    controls them (CR 506.4, 508.1a). None if the words are not one."""
    m = re.fullmatch(r"(?:(?P<n>\w+) or more|exactly (?P<exact>\w+)) creatures? (?:is|are) "
                     r"attacking", t)
    if m:
        exact = m["exact"] is not None
        n = int_number(m["exact"] if exact else m["n"])
        return lambda game, you: (_attackers(game, None) == n) if exact else \
            (_attackers(game, None) >= n)
    m = re.fullmatch(r"an? (?P<what>[\w -]+?) is attacking", t)
    if m:
        try:
            flt = parse_filter(m["what"])
        except NotUnderstood:
            return None
        return lambda game, you: _attackers(game, flt, you) > 0
    return None


def _attackers(game: Game, flt: ObjectFilter | None, you: int = 0) -> int:
    """How many attacking creatures (of ``flt``, seen by ``you``) there are (CR 506.4)."""
    return sum(1 for o in game.objects_in(Zone.BATTLEFIELD) if game.is_attacking(o.id) and
               (flt is None or flt.matches(game, o, player=you)))


def _opponent_this_turn(t: str) -> Callable[[Game, int], bool] | None:
    """What an opponent did this turn, as the turn records it: "an opponent had an artifact
    enter the battlefield under their control this turn" / "two or more lands ..." (CR
    603.6a, 205.2a), "an opponent gained life this turn" (119.3, 119.9), "an opponent drew
    three or more cards this turn" (121.1), "an opponent cast three or more spells this turn"
    (601.2i), "an opponent had three or more cards put into their graveyard from anywhere this
    turn" (400.7). None if the words are not one."""
    m = re.fullmatch(r"an opponent had (?:an? (?P<one>artifact|creature|enchantment|land|"
                     r"planeswalker)|(?P<n>\w+) or more (?P<many>artifact|creature|enchantment|"
                     r"land|planeswalker)s) enter the battlefield under their control this turn",
                     t)
    if m:
        kind = (m["one"] or m["many"]).capitalize()
        n = 1 if m["one"] else int_number(m["n"])
        # one opponent's own count: "an opponent" is one player (CR 102.2)
        return lambda game, you: any(
            sum(1 for _, who, kinds in game.state.turn.records.entered
                if who == o and kind in kinds) >= n for o in game.opponents(you))
    if t == "an opponent gained life this turn":
        return lambda game, you: any(game.life_gained_this_turn(o) > 0
                                     for o in game.opponents(you))
    m = re.fullmatch(r"an opponent cast (\w+) or more spells this turn", t)
    if m:  # CR 601.2i: the spells one opponent cast this turn, whatever became of them
        cast_n = int_number(m.group(1))
        return lambda game, you: any(
            sum(1 for caster, _ in game.state.turn.records.spells_cast if caster == o) >= cast_n
            for o in game.opponents(you))
    m = re.fullmatch(r"an opponent had (\w+) or more cards put into their graveyard from "
                     r"anywhere this turn", t)
    if m:  # CR 400.7, 404.1: cards (no token, 111.8) put into that opponent's graveyard, any zone
        went = int_number(m.group(1))
        return lambda game, you: any(
            sum(1 for owner, _ in game.state.turn.to_graveyard if owner == o) >= went
            for o in game.opponents(you))
    m = re.fullmatch(r"an opponent drew (\w+) or more cards this turn", t)
    if m:
        drawn = int_number(m.group(1))
        return lambda game, you: any(game.state.turn.records.cards_drawn.count(o) >= drawn
                                     for o in game.opponents(you))
    return None


def _one_player_has_most_life(game: Game) -> bool:
    """One player in the game has more life than each other player (CR 119.1, 800.4a: a
    player who has left the game is no longer compared)."""
    lives = sorted((p.life for p in game.state.players if not p.lost), reverse=True)
    return len(lives) == 1 or (len(lives) > 1 and lives[0] > lives[1])


def _total_power(game: Game, you: int) -> int:
    """The sum of the powers of the creatures ``you`` control (CR 208.3: a negative power
    counts as it is)."""
    return sum(game.power(o.id) for o in game.battlefield(you)
               if game.chars(o.id).type_line.has_type("Creature"))


def _attacked_or_blocked_this_combat(ctx: Context) -> bool:
    """Whether the source was declared an attacker or a blocker in the current combat (CR
    508.1a, 509.1a): ``controllers`` keeps each combatant declared, removed or not (506.4);
    a blocker's controller is never the attacking player (506.2)."""
    combat, src = ctx.game.state.combat, ctx.source
    if combat is None or src is None or src not in combat.controllers:
        return False
    return (src in ctx.game.state.turn.records.attackers
            or combat.controllers[src] != ctx.game.state.turn.active)


def timing_condition(text: str) -> Callable[[Game, int], bool] | None:
    """The moment a phrase of "Cast ~ only ..." / "Activate only ..." names, asked of the game
    and the player casting or activating (CR 601.3, 602.5b), or None: "during combat [on your
    / an opponent's turn] [before / after blockers are declared]" (506.7, 506.7b-c: in any
    combat phase of the turn; 506.7f: "after blockers are declared" never in a combat whose
    declare blockers step was skipped), "during the end of combat step" (511), "during an
    opponent's upkeep" (503), "during your end step" (513), "during any upkeep step" (503),
    "during the declare blockers step" (509), "during an opponent's turn" (500.1)."""
    found = _timing_condition(text)
    return worded(found, text.strip()) if found is not None else None


def _timing_condition(text: str) -> Callable[[Game, int], bool] | None:
    t = text.lower()
    if t == "during the end of combat step":
        return lambda game, you: _step_is(game, "END_COMBAT")
    if t == "during an opponent's upkeep":
        return lambda game, you: _step_is(game, "UPKEEP") and \
            game.state.turn.active in game.opponents(you)
    if t == "during your end step":
        return lambda game, you: _step_is(game, "END") and game.state.turn.active == you
    if t == "during any upkeep step":
        return lambda game, you: _step_is(game, "UPKEEP")  # CR 503: whoever's turn it is
    if t == "during the declare blockers step":
        return lambda game, you: _step_is(game, "DECLARE_BLOCKERS")  # CR 509
    if t == "during an opponent's turn":
        return lambda game, you: game.state.turn.active in game.opponents(you)  # CR 500.1
    m = re.fullmatch(r"during combat(?: on (?P<whose>your|an opponent's) turn)?"
                     r"(?: (?P<when>before|after) blockers are declared)?", t)
    if m is None:
        return None
    whose, when = m["whose"], m["when"]

    def holds(game: Game, you: int) -> bool:
        active = game.state.turn.active
        if whose == "your" and active != you:
            return False
        if whose == "an opponent's" and active not in game.opponents(you):
            return False
        if when == "before":  # CR 506.7b: before the declare blockers step begins
            return _step_is(game, "BEGIN_COMBAT", "DECLARE_ATTACKERS")
        if when == "after":  # CR 506.7b, 506.7f: the blocks were declared in this combat
            combat = game.state.combat
            return combat is not None and bool(combat.blocks_declared) and _step_is(
                game, "DECLARE_BLOCKERS", "FIRST_STRIKE_DAMAGE", "COMBAT_DAMAGE", "END_COMBAT")
        return _step_is(game, "BEGIN_COMBAT", "DECLARE_ATTACKERS", "DECLARE_BLOCKERS",
                        "FIRST_STRIKE_DAMAGE", "COMBAT_DAMAGE", "END_COMBAT")

    return holds


def _step_is(game: Game, *names: str) -> bool:
    """Is the step under way one of the steps ``names`` (CR 500.1)?"""
    return game.state.turn.step.name in names


def _your_main_phase(game: Game, you: int) -> bool:
    """"it's your main phase" (CR 505.1): a main phase, precombat or postcombat (an added one
    too, 505.1a), of a turn ``you`` are the active player of (102.1)."""
    from manastack.api import Step  # on use: the phrase is read at start-up, asked in play

    t = game.state.turn
    return t.active == you and t.step in (Step.MAIN1, Step.MAIN2)


def _first_combat_phase(game: Game) -> bool:
    """"it's the first combat phase of the turn" (CR 506.1, 500.8): a combat phase is under
    way and no other began before it this turn."""
    from manastack.api import Step  # on use: the phrase is read at start-up, asked in play

    t = game.state.turn
    return t.combat_phases == 1 and t.step in (
        Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_COMBAT)


def _attacked_this_step(game: Game, you: int) -> bool:
    """"you've been attacked this step": in a declare attackers step, one or more creatures
    were declared as attackers attacking ``you`` (CR 508.6, 508.3b; not a creature put onto
    the battlefield attacking, 508.4, nor one attacking a planeswalker ``you`` control)."""
    from manastack.api import Step  # on use: the phrase is read at start-up, asked in play

    combat = game.state.combat
    return game.state.turn.step is Step.DECLARE_ATTACKERS and combat is not None and \
        you in combat.players_attacked


def _a_creature_attacks_you(game: Game, you: int) -> bool:
    """"a creature is attacking you": one attacking creature is attacking ``you`` now (CR
    508.1b, 506.4: not one attacking a planeswalker or battle of yours, nor one removed from
    combat)."""
    combat = game.state.combat
    return combat is not None and any(isinstance(d, PlayerRef) and d.index == you
                                      for d in combat.attackers.values())


def _card_types_in_graveyard(game: Game, you: int) -> set[str]:
    """The card types among the cards in ``you``'s graveyard (CR 205.2a), read from the
    printed cards: no effect reaches a graveyard card's type line that the layer pass, where
    "as long as" asks it, would not yet have computed."""
    found: set[str] = set()
    for o in game.graveyard(you):
        line = game.rules.printed(o.card).type_line
        found.update(t for t in CARD_TYPES if line.has_type(t))
    return found


def _was_as_it_left(flt: ObjectFilter) -> Callable[[Context], bool]:
    """"If it was a Human" of a leaves-the-battlefield trigger: the object's characteristics
    as it last existed on the battlefield (CR 603.10a, 608.2h), which the zone-change event
    carries; an event without them is false."""

    def check(ctx: Context) -> bool:
        old, chars = ctx.event.get("old_obj"), ctx.event.get("old_chars")
        if not isinstance(old, GameObject) or chars is None:
            return False
        return bool(flt.matches_chars(ctx.game, old, chars, player=ctx.controller,
                                      source=ctx.source))

    return check


def _has_any_counter(it: Ref) -> Callable[[Context], bool]:
    """"If it has a counter on it": a counter of any kind on the object now (CR 122.1)."""

    def check(ctx: Context) -> bool:
        return any((o := ctx.game.find(oid)) is not None and any(n > 0 for n in o.counters.values())
                   for oid in it.objects(ctx))

    return check


def _had_counters(kind: str | None) -> Callable[[Context], bool]:
    """"If it had counters on it" / "if it had a +1/+1 counter on it" of a
    leaves-the-battlefield trigger: the object as it last existed on the battlefield (CR
    603.10a), any kind of counter when none is named; an event without one is false."""

    def check(ctx: Context) -> bool:
        old = ctx.event.get("old_obj")
        if not isinstance(old, GameObject):
            return False
        return any(n > 0 for k, n in old.counters.items() if kind is None or k == kind)

    return check


def _had_no_counters(kind: str) -> Callable[[Context], bool]:
    """"If it had no [kind] counters on it" of a leaves-the-battlefield trigger (persist,
    undying): the object as it last existed on the battlefield (CR 603.10a, 603.4), which
    the zone-change event carries; an event without one (not a zone change) is false."""

    def check(ctx: Context) -> bool:
        old = ctx.event.get("old_obj")
        return isinstance(old, GameObject) and not old.counters.get(kind)

    return check


def _cast_from(zones: set[Zone]) -> Callable[[Context], bool]:
    """CR 601.2a: the zone the spell was cast from (kept on the spell while it resolves)."""

    def check(ctx: Context) -> bool:
        spell = ctx.spell
        if spell is None and ctx.source_lki is not None:
            spell = ctx.source_lki.spell
        return spell is not None and spell.from_zone in zones

    return check


def _you_cast_it_from(it: Ref, zones: set[Zone]) -> Callable[[Context], bool]:
    """"If you cast it from anywhere other than your hand" said of a permanent: the spell
    it was (CR 601.2a), cast by you from one of ``zones``."""

    def check(ctx: Context) -> bool:
        for oid in _meant(ctx, it):
            obj = _known(ctx.game, oid)  # CR 608.2h: as it last existed if it has left
            spell = obj.tags.get("cast") if obj is not None else None
            # CR 707.10: a copy of a spell was never cast
            if spell is not None and not spell.is_copy and \
                    spell.controller == ctx.controller and spell.from_zone in zones:
                return True
        return False

    return check


def _known(game: Game, oid: int) -> GameObject | None:
    """The object now, or as it last existed in the zone it left (CR 400.7, 608.2h)."""
    try:
        return game.last_known(oid)
    except ManastackError:
        return None


def _meant(ctx: Context, it: Ref) -> list[int]:
    """The objects "it" means, with, for a trigger's "it", the object its event is about even
    once it has left its zone: a condition asks it as it last existed (CR 603.2, 608.2h)."""
    found = it.objects(ctx)
    if not found and isinstance(it, ItRef):
        found = ctx.ceased_it()  # CR 111.7, 608.2h: a token gone with the move before
    about = ctx.event.get("obj") if isinstance(it, ItRef) and ctx.event else None
    return found if not isinstance(about, int) or about in found else [*found, about]


def _count(ctx: Context, kind: ObjectFilter, player: int) -> int:
    """How many permanents of ``kind`` ``player`` controls (CR 109.4)."""
    return sum(1 for o in ctx.game.battlefield(player)
               if kind.matches(ctx.game, o, player=ctx.controller, source=ctx.source))


def _any_meant(it: Ref, value: Callable[[Context, int], int | None], n: int,
               less: bool) -> Callable[[Context], bool]:
    """True when any object ``it`` means has a known ``value`` at most (``less``) or at least n."""

    def check(ctx: Context) -> bool:
        for oid in _meant(ctx, it):
            v = value(ctx, oid)
            if v is not None and (v <= n if less else v >= n):
                return True
        return False

    return check


def _pt_is(it: Ref, stat: str, n: int, less: bool) -> Callable[[Context], bool]:
    """"If its toughness is 3 or less": the object's power or toughness (CR 208.1), as it last
    existed if it has left the battlefield (608.2h)."""

    def value(ctx: Context, oid: int) -> int | None:
        obj = ctx.game.find(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            return ctx.game.power(oid) if stat == "power" else ctx.game.toughness(oid)
        try:
            chars = ctx.game.last_known_chars(oid)
        except ManastackError:
            return None
        got = chars.power if stat == "power" else chars.toughness
        return got if isinstance(got, int) else None

    return _any_meant(it, value, n, less)


def _mana_value_is(it: Ref, n: int, less: bool) -> Callable[[Context], bool]:
    """"If its mana value was 3 or less": the object's mana value (CR 202.3), as it last
    existed if it has left its zone (608.2h: the creature just returned to a hand)."""

    def value(ctx: Context, oid: int) -> int | None:
        if ctx.game.find(oid) is not None:
            return ctx.game.mana_value(oid)
        try:
            cost = ctx.game.last_known_chars(oid).mana_cost
            was = ctx.game.last_known(oid)
        except ManastackError:
            return None
        # CR 202.3e: a spell's X counts as announced while on the stack, 0 elsewhere
        x = was.spell.x if was.zone is Zone.STACK and was.spell is not None else 0
        return cost.mana_value(x or 0) if cost is not None else 0

    return _any_meant(it, value, n, less)


def _spent_to_cast(it: Ref, symbol: str | None, least: int) -> Callable[[Context], bool]:
    """"If {R} was spent to cast it" / "if at least four mana was spent to cast it": the
    mana spent to cast the spell (CR 601.2h), kept on the spell as it resolves and on the
    permanent it became (608.3); an object that wasn't cast had no mana spent on it."""

    def spent_on(ctx: Context, oid: int) -> str:
        if ctx.spell is not None and ctx.spell.obj == oid:
            return ctx.spell.mana_spent
        obj = _known(ctx.game, oid)  # CR 608.2h: as it last existed if it has left
        spell = None if obj is None else (obj.spell or obj.tags.get("cast"))
        return str(getattr(spell, "mana_spent", ""))

    def check(ctx: Context) -> bool:
        for oid in _meant(ctx, it):
            spent = spent_on(ctx, oid).split(" and ")[0]  # "... and N life": no mana
            if symbol is not None and symbol in spent:
                return True
            units = 0 if spent == "{0}" else spent.count("{")
            if symbol is None and units >= least:
                return True
        return False

    return check


def _kind_filter(noun: str, what: str, text: str) -> ObjectFilter:
    """The kind "[noun] is/was [what]" says: "a Zombie", "an artifact" (a filter of its own)
    or "legendary", "blue or black", "nonbasic" (words said of ``noun``)."""
    kind = re.fullmatch(r"an? (.+)", what)
    if kind is not None:
        flt = parse_filter(kind.group(1))
    elif re.fullmatch(r"[\w -]+", what) and not re.search(r"\b(?:a|an|the|on|with)\b", what):
        flt = parse_filter(f"{what} {noun}")  # "legendary", "blue or black", "nonbasic"
    else:
        raise NotUnderstood(text)
    if (noun == "card") != flt.text.endswith("card"):
        raise NotUnderstood(text)  # "that card is a Goblin card": a card said of a card only
    return flt


def _cost_sacrificed_was(flt: ObjectFilter) -> Callable[[Context], bool]:
    """"If the sacrificed creature was a Human": the permanent the cost sacrificed (CR
    601.2h, 602.2b), as it last existed on the battlefield (608.2h)."""

    def check(ctx: Context) -> bool:
        for oid in ctx.values.get("cost_sacrificed", ()):
            try:
                old, chars = ctx.game.last_known(oid), ctx.game.last_known_chars(oid)
            except ManastackError:
                continue
            if flt.matches_chars(ctx.game, old, chars, player=ctx.controller,
                                 source=ctx.source):
                return True
        return False

    return check


def _cast_another_spell(ctx: Context) -> bool:
    """"If you've cast another spell this turn" said by a resolving instant or sorcery: the
    spells you cast this turn (CR 601.2i), this one not counted if it was cast (a copy was
    not, 707.10); a spell resolves in the turn it was cast (500.2: no step ends with one)."""
    cast_now = ctx.game.player(ctx.controller).spells_cast_this_turn
    this = ctx.spell is not None and not ctx.spell.is_copy and \
        ctx.spell.controller == ctx.controller
    return cast_now - (1 if this else 0) >= 1


def _named_object(noun: str, text: str, b: Builder) -> Ref:
    """The one object "that [noun]" (or "it") names: what the previous instruction acted on,
    the object before it moved if it moved (CR 400.7: asked now while it is still there, as
    when "... instead" is checked before that instruction, else as it last existed, 608.2h),
    a single target of that kind, or what the trigger's event is about (603.7c). Refused when
    the reference is the source, several objects or an object of another kind."""
    if noun == "land" and b.land_enters_trigger:
        return ItRef()  # CR 603.7c: "that land" is the land whose entering triggered it
    last = b.last
    acted = getattr(last, "what", None)
    it = acted if last is not None and is_mover(last) and isinstance(acted, Ref) else \
        b.antecedent("it" if noun == "it" else f"that {noun}")
    if isinstance(it, ItRef):
        return it
    if not isinstance(it, TargetRef) or it.index >= len(b.targets):
        raise NotUnderstood(text)  # the source, a group: not "that [noun]"
    spec = b.targets[it.index]
    kinds = (*spec.objects.types, *spec.objects.any_types) if spec.objects is not None else ()
    if spec.max != 1 or spec.objects is None or (
            noun not in ("permanent", "card", "it") and noun.capitalize() not in kinds):
        raise NotUnderstood(text)  # several targets, or a target of another kind
    return it


def _controller_of_it(you: bool, was: bool, what: str, text: str,
                     b: Builder) -> Callable[[Context], bool]:
    """"If you control that creature" / "if an opponent controls that creature" (now) and "if
    you controlled that permanent" (as the earlier instruction acted on it, as it last existed
    on the battlefield if it moved; CR 608.2c, 608.2h, 400.7): its controller (108.4)."""
    if was and not (b.last is not None and is_mover(b.last)):
        raise NotUnderstood(text)  # "controlled" with nothing moved: not read
    it = _named_object(what.removeprefix("that "), text, b)

    def check(ctx: Context) -> bool:
        game = ctx.game
        for oid in _meant(ctx, it):
            obj = game.find(oid)
            if obj is not None and obj.zone is Zone.BATTLEFIELD:
                holder: int | None = game.controller(oid)
            elif obj is None and was and oid in game.state.lki:
                # CR 608.2h, 613.1b: who controlled it as it last existed, control-changing
                # effects included (a creature gained "until end of turn" was yours); every
                # object that left a zone has its last known information there
                holder = game.last_controller(oid) \
                    if game.last_known(oid).zone is Zone.BATTLEFIELD else None
            else:
                holder = None  # not a permanent now: no one controls it (108.4a)
            if holder is not None and (holder == ctx.controller) == you:
                return True
        return False

    return check


def _that_object_is(noun: str, verb: str, what: str, text: str,
                    b: Builder) -> Callable[[Context], bool]:
    """"If that creature is a Zombie" / "if that creature was a Human" / "if that land was
    nonbasic" (CR 608.2c): the object an earlier instruction of the ability acted on (or the
    trigger's event is about, 603.7c) is of that kind. "Is": as it is now; "was": as it was
    when that instruction acted on it, i.e. as it last existed if it moved (608.2h, 400.7).
    A kind the filters don't read ("rare or mythic rare") is refused."""
    flt = _kind_filter(noun, what, text)
    it = _named_object(noun, text, b)
    # a card moved between zones other than the battlefield keeps no characteristics of its
    # own there (608.2h): "that card" is then asked as the card it became (400.7)
    moved = noun == "card" and b.last is not None and is_mover(b.last)

    def check(ctx: Context) -> bool:
        game = ctx.game
        gone = [oid for oid in _meant(ctx, it) if game.find(oid) is None]
        for oid in [*_meant(ctx, it), *(ctx.it if moved and gone else ())]:
            obj = game.find(oid)
            if obj is not None:
                if flt.matches(game, obj, player=ctx.controller, source=ctx.source):
                    return True
                continue
            known = ctx.last_known(oid)  # CR 608.2h: as it last existed
            if known is not None and known[1] is not None:
                old, chars = known[0], known[1]
            else:
                try:
                    old, chars = game.last_known(oid), game.last_known_chars(oid)
                except ManastackError:
                    continue
            if flt.matches_chars(game, old, chars, player=ctx.controller, source=ctx.source):
                return True
        return False

    return check


def _it_was(flt: ObjectFilter, it: Ref, *, negate: bool = False) -> Callable[[Context], bool]:
    """The card "it" is of that kind; with ``negate``, it is still there and isn't (nothing
    there: nothing to do either way)."""
    def check(ctx: Context) -> bool:
        found = [o for oid in it.objects(ctx) if (o := ctx.game.find(oid)) is not None]
        matched = any(flt.matches(ctx.game, o, player=ctx.controller, source=ctx.source)
                      for o in found)
        return bool(found) and not matched if negate else matched

    return check


def _shares_a_creature_type_with_source(it: Ref) -> Callable[[Context], bool]:
    def check(ctx: Context) -> bool:
        if ctx.source is None:
            return False
        game = ctx.game
        mine = CREATURE_TYPES.intersection(game.last_known_chars(ctx.source).type_line.subtypes)
        return any(mine.intersection(game.chars(oid).type_line.subtypes)
                   for oid in it.objects(ctx))

    return check


def _this_way_filter(what: str, text: str) -> ObjectFilter:
    """The kind of "a [kind] is destroyed/exiled this way": one the filters read whole; a
    kind about who controlled it or other objects ("you controlled", "another") is refused,
    the moved object not being asked about them as it last existed."""
    if re.search(r"\b(?:you|your|another|other|controlled|owned|target|that|or)\b", what):
        raise NotUnderstood(text)
    return parse_filter(what)


#: "[kind] was destroyed/exiled/returned this way": the instruction it names and the zone
#: the object is in if it did (None: any but the battlefield, where one that stayed is)
_MOVED_THIS_WAY: dict[str, tuple[type, Zone | None]] = {
    "destroyed": (Destroy, None), "exiled": (Exile, Zone.EXILE),
    "put into exile": (Exile, Zone.EXILE), "returned": (ReturnToHand, Zone.HAND)}


def _moved_this_way_was(flt: ObjectFilter, verb: str, b: Builder, text: str
                        ) -> Callable[[Context], bool]:
    """"If an artifact is destroyed this way, ..." (Smashing Success), "If a creature card is
    exiled this way, ..." (Raven Eagle): one of the objects the instruction just before
    destroyed (or exiled) left its zone for it (CR 608.2c, 701.8a, 406.2), of that kind as it
    last existed (608.2h: a permanent as it was on the battlefield, a card as it is). One that
    stayed (indestructible, regenerated, 702.12b, 701.19a) or a replacement put elsewhere than
    exile (614.6) wasn't; "returned": put into its owner's hand. Read only right after a
    destroy (exile, return to hand) of the same effect."""
    kind, to = _MOVED_THIS_WAY[verb]
    if not isinstance(b.last, kind):
        raise NotUnderstood(text)  # "this way" names no destroying (exiling) of this effect

    def check(ctx: Context) -> bool:
        game = ctx.game
        moved_from: dict[int, int] = ctx.values.get("moved_from", {})
        for oid in ctx.it:
            obj = game.find(oid)
            if oid not in moved_from or obj is None or obj.zone is Zone.BATTLEFIELD:
                continue
            if to is not None and obj.zone is not to:
                continue
            known = ctx.lki.get(moved_from[oid])
            if known is not None and known[1] is not None:
                old, chars = known[0], known[1]  # it left the battlefield (or the stack)
            else:
                old, chars = obj, game.chars(obj.id)  # a card keeps its characteristics
            if flt.matches_chars(game, old, chars, player=ctx.controller, source=ctx.source):
                return True
        for oid, went in _ceased_by_it(ctx):
            # CR 111.7, 608.2h: a token it moved, gone since, as it last existed; never a card
            known = ctx.lki.get(oid)
            if flt.text.endswith("card") or known is None or known[1] is None or (
                    to is not None and went != str(to)):
                continue
            if flt.matches_chars(game, known[0], known[1], player=ctx.controller,
                                 source=ctx.source):
                return True
        return False

    return check


def _ceased_by_it(ctx: Context) -> list[tuple[int, str]]:
    """The tokens the move just before made cease to exist (CR 111.7), each with the zone it
    went to, while "it" still means that move's result (see ``Context.ceased_it``)."""
    ceased = ctx.values.get("ceased")
    if ceased is None or ceased[0] is not ctx.it:
        return []
    return list(ceased[1])


def _was_tapped_as_it_left(tapped: bool, b: Builder, text: str) -> Callable[[Context], bool]:
    """"Return target creature to its owner's hand. If it was tapped, create a Map token."
    (Brackish Blunder): the permanent the instruction just before moved from the battlefield,
    tapped (or untapped) as it last existed there (CR 110.5, 608.2h); nothing moved, no."""
    if b.last is None or not is_mover(b.last) or isinstance(b.last, PutOntoBattlefield) or \
            not isinstance(b.it, ItRef):
        raise NotUnderstood(text)  # "it" names no permanent that just left the battlefield

    def check(ctx: Context) -> bool:
        moved_from: dict[int, int] = ctx.values.get("moved_from", {})
        # CR 111.7: a token it moved is gone, but was tapped or not as it last existed
        for oid in [*ctx.it, *(oid for oid, _ in _ceased_by_it(ctx))]:
            known = ctx.lki.get(moved_from.get(oid, oid))
            if known is not None and known[0].zone is Zone.BATTLEFIELD and \
                    known[0].tapped == tapped:
                return True
        return False

    return check


def _dealt_damage_this_way(flt: ObjectFilter, b: Builder, text: str
                           ) -> Callable[[Context], bool]:
    """"Silver Bolt deals 3 damage to target creature. If a Werewolf is dealt damage this way,
    destroy it.": the one permanent the damage just before was dealt to, of that kind (CR
    608.2c); damage all prevented was never dealt (615.1a), nor is damage to a player a
    permanent's. Read only after damage to one recipient, which "it" then names."""
    last = b.last
    if not isinstance(last, DealDamage) or last.source is not None:
        raise NotUnderstood(text)  # "this way" names no damage of this effect's source
    one = isinstance(last.to, ItRef) or (
        isinstance(last.to, TargetRef) and last.to.index < len(b.targets) and
        b.targets[last.to.index].max == 1)
    if not one:
        raise NotUnderstood(text)  # several recipients: "it" would name none of them alone

    def check(ctx: Context) -> bool:
        game = ctx.game
        for oid in ctx.values.get("dealt_to", ()):
            obj = game.find(oid)
            if obj is not None and obj.zone is Zone.BATTLEFIELD and \
                    flt.matches(game, obj, player=ctx.controller, source=ctx.source):
                return True
        return False

    return check


def _player_dealt_damage_this_way(b: Builder, text: str) -> Callable[[Context], bool]:
    """"Play with Fire deals 2 damage to any target. If a player is dealt damage this way,
    scry 1.": the one recipient of the damage just before is a player and was dealt some
    (CR 120.3, 608.2c); damage all prevented was never dealt (615.1a)."""
    last = b.last
    if not isinstance(last, DealDamage) or last.source is not None or \
            last.excess_to_controller or not isinstance(last.to, TargetRef) or \
            last.to.index >= len(b.targets) or b.targets[last.to.index].max != 1:
        raise NotUnderstood(text)  # "this way" names no damage of this effect to one target
    to = last.to

    def check(ctx: Context) -> bool:
        return int(ctx.values.get("damage_dealt", 0)) > 0 and any(
            isinstance(t, PlayerRef) for t in to.resolve(ctx))

    return check


def _milled_this_way(flt: ObjectFilter, b: Builder, text: str) -> Callable[[Context], bool]:
    """"Mill a card. If a land card was milled this way, ~ can't be blocked this turn."
    (Saprazzan Breaker), "If a land card was milled this way" (Loafing Giant): one of the
    cards the mill just before moved is of that kind, found in the public zone it went to,
    a replacement's exile too (CR 701.17a, 701.17c, 608.2c)."""
    if not isinstance(b.last, Mill):
        raise NotUnderstood(text)  # "this way" names no mill of this effect

    def check(ctx: Context) -> bool:
        game = ctx.game
        for oid in ctx.values.get("milled", ()):
            obj = game.find(oid)
            if obj is not None and obj.zone not in (Zone.LIBRARY, Zone.HAND) and \
                    flt.matches(game, obj, player=ctx.controller, source=ctx.source):
                return True
        return False

    return check


def _discarded_this_way(flt: ObjectFilter | None, yours: bool, b: Builder, text: str
                        ) -> Callable[[Context], bool]:
    """"Each player discards a card. If you discarded a card this way, draw a card." (Fanatic
    of the Harrowing), "If a land card is discarded this way, ...": one of the cards the
    discard just before put into a graveyard (CR 701.9a, 608.2c) is yours (``yours``) or of
    that kind there; one a replacement put elsewhere wasn't discarded into it."""
    if not isinstance(b.last, Discard):
        raise NotUnderstood(text)  # "this way" names no discard of this effect

    def check(ctx: Context) -> bool:
        game = ctx.game
        for oid in ctx.values.get("discarded_cards", ()):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.GRAVEYARD:
                continue
            if yours and obj.owner == ctx.controller:
                return True
            if flt is not None and flt.matches(game, obj, player=ctx.controller,
                                               source=ctx.source):
                return True
        return False

    return check
