"""Libraries: shuffling, scry and surveil, searching, looking at the top (CR 401, 701.22,
701.23, 701.24, 701.25).

"Shuffle", "[who] shuffles [their library]", "Shuffle [cards] into their owner's library"
(its subject only the owner or you: other words before it are left to other rules), "The
owner of target X shuffles it into their library",
"[who] shuffles their [hand and] graveyard into their library", "Target player shuffles up to
N target cards from their graveyard into their library"; "Scry N", "Surveil N"; "Search
your library for [cards], [reveal it,] put it into your hand / onto the battlefield
[tapped], then shuffle", "... for an instant card or a card with flash"; "Look at / Reveal
the top N cards of your library", "Put one of them into your hand and the rest on the bottom
of your library in any order", "You may reveal a creature card from among them and put it
into your hand", "Put the rest into your graveyard", "... of the chosen type from among
them", "..., then put them back in any order"; "Search your library for a card, [reveal it,]
then shuffle and put that card on top"; "Its controller may search their library for ...",
"Target player may search their library for ..., put it into their hand, then shuffle".
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from manastack.api import (
    YOU,
    Choose,
    Conditional,
    ControlledBy,
    ControllerOf,
    Designate,
    EachPlayer,
    EventRef,
    Exile,
    ExileFromHand,
    ExileTop,
    Instruction,
    ItRef,
    LookAtTop,
    LookedRef,
    MayPlayExiled,
    Mill,
    MilledRef,
    ObjectFilter,
    PlayerFilter,
    PutFromHandOnTop,
    PutIntoGraveyard,
    PutLooked,
    PutLookedBack,
    PutPile,
    PutRest,
    Ref,
    ReturnToHand,
    RevealLooked,
    Scry,
    SearchLibrary,
    SeparateLookedIntoPiles,
    Shuffle,
    ShuffleFromTheirGraveyard,
    ShuffleLibrary,
    ShuffleZonesIn,
    Step,
    Surveil,
    TargetRef,
    TargetSpec,
    Zone,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import (
    KEYWORD_ALT,
    parse_filter,
    singular,
)
from manastack_grammar.phrases.numbers import (
    int_number,
    number,
    parse_amount,
    parse_count,
    x_meaning,
)
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import rule, subject_or_you

_M = re.Match[str]  # the match a rule's build receives


@rule("shuffle", r"shuffle")
def _shuffle_alone(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(YOU)


#: Subjects of "shuffles [cards] into their library" that are the cards' owner (CR 400.3).
_OWNER_SUBJECTS = frozenset({"you", "its owner", "~'s owner", "their owner", "their owners",
                             "the owners of those cards", "that player"})


@rule("shuffle into",
          r"(?:(?P<who>.+?) )?shuffles? (?P<what>.+?) into (?:its|their|your) owners?'?s? "
          r"librar(?:y|ies)|(?:(?P<who2>.+?) )?shuffles? (?P<what2>.+?) into (?:its|their|your) "
          r"librar(?:y|ies)")
def _shuffle_into(m: _M, b: Builder) -> SentenceResult:
    """CR 701.24a, 400.3: the cards go into their owners' libraries, so a subject naming
    their owner (or you, for your own cards) adds nothing; any other words before "shuffle"
    ("If you do,", "You may", "exile it, then", "The owner of target ...") are a condition,
    a choice, another instruction or a target, left to the rules that read them."""
    who = m["who"] or m["who2"]
    what = m["what"] or m["what2"]
    owner_of = re.fullmatch(r"the owner of (?P<t>target .+)|(?P<t2>target .+?)'s owner", who or "",
                            re.IGNORECASE)
    if owner_of and what.lower() == "it":
        # "The owner of target X shuffles it into their library": the target is what moves
        subject = b.subject
        target = b.ref(owner_of["t"] or owner_of["t2"])
        b.subject = subject  # the subject is the owner, not the target: no later "it draws"
        return Shuffle(target, who=EachPlayer("none"))
    if who is not None and who.lower() not in _OWNER_SUBJECTS:
        raise NotUnderstood(m.group(0))
    if what.lower() in ("their hand and graveyard", "your hand and graveyard",
                        "their graveyard", "your graveyard", "their hand", "your hand"):
        raise NotUnderstood(m.group(0))
    return Shuffle(b.ref(what), who=EachPlayer("none"))


@rule("shuffle library", r"(?:(?P<who>.+?) )?shuffles? (?:their|your) library")
def _shuffle(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(subject_or_you(m["who"], b))


@rule("scry", rf"(?:(?P<who>.+?) )?(?P<verb>scry|scries) (?P<n>{NUMBER})")
def _scry(m: _M, b: Builder) -> SentenceResult:
    return Scry(number(m["n"]), subject_or_you(m["who"], b, m["verb"]))


@rule("surveil", rf"(?:(?P<who>.+?) )?(?P<verb>surveils?) (?P<n>{NUMBER})")
def _surveil(m: _M, b: Builder) -> SentenceResult:
    return Surveil(number(m["n"]), subject_or_you(m["who"], b, m["verb"]))


#: "any number of": no card of a library is beyond it (CR 701.23b: the player chooses).
_ANY_NUMBER = 1_000


@rule("search library",
          r"search your library for (?P<n>up to (?:one|two|three|four|five|x)|a|an|one|two|three|"
          r"any number of) (?:(?P<what>.+?) )?cards?(?P<with> with [^,]+?)?"
          r"(?P<named> named (?P<name>~|[^,.~]+?(?:, (?!reveal |put |then |and |exile )"
          r"[^,.~]+?)??))?"
          r"(?P<reveal>,? (?:and )?reveal (?:it|them|that card|those cards))?"
          r"(?:,? (?:and )?put (?:it|them|that card|those cards|the card) (?P<to>into your hand|onto the "
          r"battlefield(?P<tapped> tapped)?)|, (?P<exile>exile (?:it|them)))?"
          r"(?P<shuffle>,? (?:then|and) shuffle)?"
          r"(?P<on_top> and put that card on top)?")
def _search(m: _M, b: Builder) -> SentenceResult:
    count_word = m["n"].lower()
    up_to = count_word.startswith("up to") or count_word == "any number of"
    # "any number of cards named ~" (Battalion Foot Soldier): as many as are found (701.23b)
    count = _ANY_NUMBER if count_word == "any number of" else \
        int_number(count_word.removeprefix("up to ").strip())
    # "... permanent card with mana value 2 or less": the quality is the filter's (CR 202.3)
    with_words = m["with"] or ""
    x_bounds: tuple[str, ...] = ()
    if with_words.lower() == " with mana value x or less":
        # "a creature card with mana value X or less" (Chord of Calling): the spell's X,
        # announced as it was cast (CR 107.3, 601.2b); a permanent's X or an X defined by
        # "where X is" is not that value: refused
        if b.is_permanent or x_meaning() is not None:
            raise NotUnderstood(m.group(0))
        with_words, x_bounds = "", ("mana_value_at_most",)
    what = ((m["what"] or "") + with_words).strip()
    flt = parse_filter(singular(what.lower()) if count > 1 else what) if what else ObjectFilter()
    if x_bounds:
        flt = attrs.evolve(flt, text=f"{flt.text or 'card'} with mana value X or less")
    if m["named"]:
        # "a card named ~" / "a card named Godsire" / "... named Kamber, the Plunderer" (a
        # comma inside the name): that name, whatever its other characteristics (CR 201.2); a
        # name is capitalized, anything else is not read
        name = b.card if m["name"] == "~" else m["name"]
        if not name[0].isupper() or re.search(r" (?:or|and|and/or) ", name):  # one name only
            raise NotUnderstood(m.group(0))
        flt = attrs.evolve(flt, name=name, text=f"{flt.text} card named {name}".strip())
    to = Zone.BATTLEFIELD if (m["to"] or "").startswith("onto") else Zone.HAND
    if m["exile"]:
        # "Search your library for three cards, exile them, then shuffle" (Foresight; CR
        # 701.23a, 406.2): the cards found go to exile face up; "three cards" with no quality
        # must all be found if the library has them (701.23b)
        if m["on_top"] or (m["exile"].lower().endswith("them")) != (count > 1 or up_to):
            raise NotUnderstood(m.group(0))
        return SearchLibrary(filter=flt, count=count, up_to=up_to, to=Zone.EXILE,
                             reveal=bool(m["reveal"]), shuffle=bool(m["shuffle"]),
                             x_bounds=x_bounds)
    if m["on_top"]:
        # "..., then shuffle and put that card on top": shuffled first, then on top (CR 701.23a)
        if m["to"] or not m["shuffle"] or count != 1 or up_to or x_bounds:
            raise NotUnderstood(m.group(0))
        return SearchLibrary(filter=flt, count=1, to=Zone.LIBRARY, reveal=bool(m["reveal"]),
                             shuffle=True)
    if not m["to"]:
        raise NotUnderstood(m.group(0))
    return SearchLibrary(filter=flt, count=count, up_to=up_to, to=to,
                            tapped=bool(m["tapped"]), reveal=bool(m["reveal"]),
                            shuffle=bool(m["shuffle"]), x_bounds=x_bounds)


@rule("look at the top",
      r"(?P<verb>look at|reveal) the top (?:(?P<n>.+?) cards?|card) of (?:your|(?P<whose>target "
      r"player|target opponent)'s) library")
def _look_top(m: _M, b: Builder) -> SentenceResult:
    """CR 401.3: a player may look at the top of a library only when an effect lets them;
    "target player's library": the target's (CR 115.1)."""
    whose = None
    if m["whose"]:
        whose = b.ref(m["whose"])
        b.that_player = whose
    if not m["n"]:
        # "Look at the top card of your library. If it's a land card, ...", "Reveal the top
        # card of target opponent's library. If it's a land, ..." (Prophecy): "it" / "that
        # card" is the card looked at, while still in that library (CR 401.3, 608.2c)
        b.it = LookedRef()
    count = parse_amount(m["n"], b) if m["n"] else 1  # "the top card": one (CR 401.3)
    return LookAtTop(count=count, reveal=m["verb"].lower() == "reveal",
                     whose=whose)


@rule("reveal the card looked at", r"reveal (?:it|that card)")
def _reveal_looked(m: _M, b: Builder) -> SentenceResult:
    """"Look at the top card of your library. If it shares a creature type with ~, you may
    reveal it." (kinship): the card looked at, still in the library, is revealed (CR
    701.20a); only while "it" is that card."""
    if not isinstance(b.it, LookedRef):
        raise NotUnderstood(m.group(0))
    return RevealLooked()


@rule("put the card looked at into your hand or graveyard",
      r"put (?:it|that card) into your (?P<zone>hand|graveyard)")
def _put_looked(m: _M, b: Builder) -> SentenceResult:
    """"Reveal the top card of your library. If it's a land card, put it onto the
    battlefield. Otherwise, put that card into your hand." (Coiling Oracle): the card looked
    at, still in your library, moves to your hand (not a draw, CR 121.1) or your graveyard
    (not a mill, 701.17a); only while "it" is that card."""
    if not isinstance(b.it, LookedRef):
        raise NotUnderstood(m.group(0))
    if m["zone"] == "hand":
        return ReturnToHand(LookedRef())
    return PutIntoGraveyard(LookedRef())


@rule("reveal the top card and put it into your hand",
      r"reveal the top card of your library and put (?:that card|it) into your hand")
def _reveal_top_into_hand(m: _M, b: Builder) -> SentenceResult:
    """"Reveal the top card of your library and put that card into your hand" (Dark
    Confidant): the one top card is revealed (CR 701.20a, 401.3) and moved to the hand
    (400.7), not drawn (121.1: "put", not "draw"); "that card" after is the card in the hand
    (608.2c); an empty library reveals nothing and puts nothing."""
    return [LookAtTop(count=1, reveal=True), PutLooked(take=1, to=Zone.HAND)]


_REST = (r"(?:the rest|the other|the others) (?P<rest>on the bottom of your library(?: in (?:any|a "
         r"random) order)?|into your graveyard)")


def _rest_zone(rest: str | None) -> tuple[Zone | None, bool]:
    if not rest:
        return None, False
    return (Zone.GRAVEYARD if "graveyard" in rest else Zone.LIBRARY), "random" in rest


@rule("put of them",
      rf"put (?P<n>{NUMBER}|any number)(?P<of> of (?:them|those cards))? (?P<to>into your hand|"
      r"onto the battlefield)"
      rf"(?: and {_REST})?")
def _put_of_them(m: _M, b: Builder) -> SentenceResult:
    """"Put one of them / of those cards into your hand and the rest ..." after "Look at the
    top N cards": "those cards" are the cards looked at, as "them" (CR 401.4, 608.2c).
    "Put one into your hand and the other into your graveyard" (Codecracker Hound): "one"
    of the cards just looked at, only right after the look that names them."""
    if not m["of"] and not (m["rest"] and isinstance(b.last, LookAtTop)):
        raise NotUnderstood(m.group(0))  # "put one ..." with no cards looked at just before
    n = 99 if m["n"].lower() == "any number" else int_number(m["n"])
    to = Zone.HAND if "hand" in m["to"] else Zone.BATTLEFIELD
    rest, random_order = _rest_zone(m["rest"])
    return PutLooked(take=n, up_to=m["n"].lower() == "any number", to=to, rest=rest,
                        random_order=random_order)


@rule("put from among them",
      rf"(?P<may>you may )?(?:reveal (?P<n1>{NUMBER}|up to (?:one|two)) (?P<what1>.+?) cards?"
      r"(?P<with1> with [^,]+?)? from among them and put (?:it|that card|them|those cards)|put "
      r"(?P<n2>" + NUMBER + r"|up to (?:one|two)) (?P<what2>.+?) cards?(?P<with2> with [^,]+?)? "
      r"from among (?:them|(?P<the_milled>the milled cards))|put all (?P<what3>[\w ]+?) cards "
      r"revealed this way) "
      rf"(?P<to>into your hand|onto the battlefield(?P<tapped> tapped)?"
      r"(?: with (?P<cn>a|an|one|two|three|four|five) \+1/\+1 counters? on (?:it|them))?)"
      rf"(?: and {_REST})?")
def _put_among(m: _M, b: Builder) -> SentenceResult:
    """"... from among them": among the cards just looked at or milled (CR 608.2c); "from
    among the milled cards" (Rapid Rescue) only right after the mill it names (701.17a);
    "onto the battlefield tapped" (Elvish Rejuvenator; 110.5b)."""
    if m["what3"]:
        # "Put all land cards revealed this way into your hand and the rest into your
        # graveyard" (Borborygmos Enraged; CR 701.20a, 608.2c): every one of them, no choice
        # left; only right after the top cards were revealed
        last = b.last
        if m["may"] or not (isinstance(last, LookAtTop) and last.reveal):
            raise NotUnderstood(m.group(0))
        rest, random_order = _rest_zone(m["rest"])
        return PutLooked(take=_ANY_NUMBER, filter=parse_filter(singular(m["what3"].lower())),
                         to=Zone.HAND if "hand" in m["to"] else Zone.BATTLEFIELD,
                         tapped=bool(m["tapped"]), rest=rest, random_order=random_order)
    word = (m["n1"] or m["n2"]).lower()
    up_to = bool(m["may"]) or word.startswith("up to")
    n = int_number(word.removeprefix("up to ").strip())
    # "... with mana value 5 or less", "... with power 2 or less" (Living Phone)
    what = (m["what1"] or m["what2"]).strip() + (m["with1"] or m["with2"] or "")
    flt = parse_filter(singular(what.lower()) if n > 1 else what)
    to = Zone.HAND if "hand" in m["to"] else Zone.BATTLEFIELD
    rest, random_order = _rest_zone(m["rest"])
    last = b.last
    if isinstance(last, Conditional) and not last.otherwise and last.then and \
            isinstance(last.then[-1], Mill):
        # CR 608.2c, 701.17a: "If you do, mill three cards. You may put a permanent card from
        # among them ..." (Bristlebud Farmer): the cards that mill moved, none if it wasn't done
        last = last.then[-1]
    milled = isinstance(last, Mill)
    if isinstance(last, Mill) and (rest is not None or m["n1"] or last.who is not YOU):
        raise NotUnderstood(m.group(0))  # milled cards have no rest to put back (701.17a)
    if m["the_milled"] and not milled:
        raise NotUnderstood(m.group(0))  # "the milled cards" with no mill just before
    # CR 122.6: "onto the battlefield with three +1/+1 counters on it" (Undercity's Throne
    # of the Dead Three): it enters with them
    counters = (("+1/+1", int_number(m["cn"])),) if m["cn"] else ()
    return PutLooked(take=n, filter=flt, up_to=up_to, to=to, rest=rest,
                        random_order=random_order, reveal=bool(m["n1"]), milled=milled,
                        tapped=bool(m["tapped"]), counters=counters)


@rule("put the rest", rf"put {_REST}")
def _put_rest(m: _M, b: Builder) -> SentenceResult:
    rest, random_order = _rest_zone(m["rest"])
    assert rest is not None
    return PutRest(rest, random_order)


@rule("player shuffles", r"(?P<who>that player|they|each player|target player) shuffles?")
def _player_shuffles(m: _M, b: Builder) -> SentenceResult:
    return ShuffleLibrary(b.ref(m["who"]))


@sentence("shuffle hand and graveyard into library",
          r"(?P<who>each player|target player|you|its owner) shuffles? (?:their|your) "
          r"(?P<hand>hand and )?"
          r"graveyard into (?:their|your) library")
def _shuffle_hand_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each player shuffles their hand and graveyard into their library" (Timetwister),
    "Target player shuffles their graveyard into their library" (Reminisce; CR 701.24a):
    each player's own zones, "their" being that player. "When ~ is put into a graveyard from
    anywhere, its owner shuffles their graveyard into their library" (Kozilek, Butcher of
    Truth): the card's owner, whose graveyard it went to (CR 404.1, 603.7c)."""
    zones = (Zone.HAND, Zone.GRAVEYARD) if m["hand"] else (Zone.GRAVEYARD,)
    return ShuffleZonesIn(b.ref(m["who"]), zones=zones, text=m.group(0))


def _card_or_keyword(base: ObjectFilter, keyword: str) -> ObjectFilter:
    """"an instant card or a card with flash": either (a predicate over the characteristics)."""

    def check(game: Any, obj: Any) -> bool:
        return base.matches(game, obj, player=obj.owner) or keyword in game.chars(obj.id).keywords

    return ObjectFilter(predicate=check, text=f"{base.text} card or card with {keyword}")


@sentence("search for a card or a card with",
          rf"search your library for an? (?P<what>[\w ]+?) card or a card with (?P<kw>{KEYWORD_ALT})"
          r"(?P<reveal>,? reveal it)?,? put it into your hand,? then shuffle")
def _search_or_keyword(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = _card_or_keyword(parse_filter(m["what"]), m["kw"].lower())
    return SearchLibrary(filter=flt, count=1, to=Zone.HAND, reveal=bool(m["reveal"]),
                            shuffle=True, text=m.group(0))


@sentence("target player shuffles target cards from their graveyard",
          r"(?P<who>target player|target opponent) shuffles? (?P<n>up to \w+|\w+) target cards? "
          r"from their graveyard into their library")
def _shuffle_from_their_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    who = b.target(TargetSpec(players=PlayerFilter("opponent" if "opponent" in m["who"]
                                                   else "any"), text=m["who"]))
    word = m["n"].lower()
    up_to = word.startswith("up to ")
    n = int_number(word.removeprefix("up to "))
    spec = TargetSpec(objects=ObjectFilter(text="card in their graveyard"), zone=Zone.GRAVEYARD,
                      min=0 if up_to else n, max=n, text=f"{m['n']} target cards",
                      owned_by_previous=1)  # CR 601.2c: in the graveyard of `who`, just before
    cards = b.target(spec)
    b.that_player = who
    return ShuffleFromTheirGraveyard(who, cards, text=m.group(0))


@rule("put them back in any order", r"put them back in any order")
def _put_back(m: _M, b: Builder) -> SentenceResult:
    """"Look at the top N cards of your library, then put them back in any order" (CR 401.4):
    the cards just looked at go back on top in the order their owner chooses."""
    return PutLookedBack()


@rule("its controller may search their library",
      r"its controller may search their library for (?P<rest>.+)")
def _its_controller_may_search(m: _M, b: Builder) -> SentenceResult:
    """"Exile target creature. Its controller may search their library for a basic land card,
    put it onto the battlefield tapped, then shuffle" (Path to Exile): the player who
    controlled the object as it last existed (CR 608.2h) searches their own library (701.23a)
    if they choose to (608.2d); the card enters under their control."""
    search = _their_search(m, b, m["rest"])
    who = b.ref("its controller")
    if not isinstance(who, ControllerOf):
        raise NotUnderstood(m.group(0))
    return attrs.evolve(search, who=attrs.evolve(who, last_known=True), optional=True,
                        text=m.group(0))


@rule("that player may search their library, the opponent controlling the target",
      r"that player may search their library for (?P<rest>.+)")
def _opponent_controlling_it_may_search(m: _M, b: Builder) -> SentenceResult:
    """"Destroy target nonbasic land an opponent controls. That player may search their
    library for a basic land card, put it onto the battlefield, then shuffle." (Volatile
    Fault, Boseiju, Who Endures): "that player" is the opponent the target had to be
    controlled by (CR 115.1), the one who controlled it as it last existed (608.2h); they
    search their own library (701.23a) if they choose to (608.2d). Any other antecedent (a
    player already named, a target of any controller) is not read here."""
    acted_on = getattr(b.last, "what", None)  # the object the sentence before acted on
    if b.that_player is not None and not (isinstance(acted_on, TargetRef) and
                                          b.that_player == ControllerOf(acted_on, last_known=True)):
        raise NotUnderstood(m.group(0))  # CR 608.2c: another player named before
    spec = b.targets[acted_on.index] if isinstance(acted_on, TargetRef) and \
        acted_on.index < len(b.targets) else None
    if spec is None or spec.objects is None or spec.objects.controller != "opponent" or \
            spec.max != 1 or spec.players is not None:
        raise NotUnderstood(m.group(0))  # "that player" must be the one opponent controlling it
    search = _their_search(m, b, m["rest"])
    return attrs.evolve(search, who=ControllerOf(b.antecedent("it"), last_known=True),
                        optional=True, text=m.group(0))


@rule("that player may search their library for that many",
      r"that player may search their library for that many (?P<rest>[\w ]+? cards, put those "
      r"cards onto the battlefield tapped, then shuffle)")
def _that_player_may_search_that_many(m: _M, b: Builder) -> SentenceResult:
    """"Exile all attacking creatures target player controls. That player may search their
    library for that many basic land cards, put those cards onto the battlefield tapped, then
    shuffle." (Settle the Wreckage): the target player (115.1) chooses whether to search
    (608.2d) for as many cards as creatures were exiled this way (608.2c: one a replacement
    put elsewhere isn't counted); a search for a stated quality may find fewer (701.23b)."""
    last = b.last
    what = getattr(last, "what", None)
    if not isinstance(last, Exile) or not isinstance(what, ControlledBy) or \
            not isinstance(what.player, TargetRef) or what.filter.types != ("Creature",):
        raise NotUnderstood(m.group(0))  # "that many": the creatures the one player controlled
    who = b.ref("that player")
    if who != what.player:
        raise NotUnderstood(m.group(0))
    many = parse_count("creature exiled this way", b)  # CR 608.2c: moved to exile just now
    search = _their_search(m, b, "two " + m["rest"])  # the count is "that many", below
    if search.count != 2 or search.up_to or search.to is not Zone.BATTLEFIELD:
        raise NotUnderstood(m.group(0))
    return attrs.evolve(search, who=who, count=many, optional=True, text=m.group(0))


def _their_search(m: _M, b: Builder, rest: str) -> SearchLibrary:
    """The search "[player] may search their library for ``rest``" stands for, read as the
    searcher's own "Search your library for ``rest``" (CR 701.23a): one search by "you",
    whose player the caller sets; anything else is not read."""
    steps = b.effect("search your library for " + rest)
    if len(steps) != 1 or not isinstance(steps[0], SearchLibrary) or steps[0].who is not YOU:
        raise NotUnderstood(m.group(0))
    return steps[0]


@rule("target player may search their library",
      r"(?P<who>target player) may search their library for (?P<rest>.+?, "
      r"(?:reveal it, )?put it into )their(?P<end> hand, then shuffle)")
def _target_player_may_search(m: _M, b: Builder) -> SentenceResult:
    """"Target player may search their library for a card named [name], reveal it, put it
    into their hand, then shuffle" (partner with, CR 702.124j): the target player (115.1)
    chooses whether to search (608.2d); the card found goes into their own hand ("their" is
    the searcher's) and only a player who searched shuffles (701.23a, 701.24a)."""
    who = b.ref(m["who"])
    search = _their_search(m, b, m["rest"] + "your" + m["end"])
    return attrs.evolve(search, who=who, optional=True, text=m.group(0))


@rule("put a card and/or a card from among them",
      r"you may put an? (?P<first>[\w ]+?) card and/or an? (?P<second>[\w ]+?) card from among "
      r"them into your hand")
def _put_and_or_among(m: _M, b: Builder) -> SentenceResult:
    """"You may put a creature card and/or a land card from among them into your hand" (In the
    Presence of Ages; CR 608.2d): up to one card of each kind among the cards looked at, a card
    of both kinds counting as either; asked as the first kind, then the second among the others,
    which allows every such pair and nothing else (a hand has no order, 404.1). "Them" must be
    the cards just looked at or revealed (401.3), not cards milled."""
    if not isinstance(b.last, LookAtTop):
        raise NotUnderstood(m.group(0))
    first = PutLooked(take=1, filter=parse_filter(m["first"]), up_to=True, to=Zone.HAND)
    second = PutLooked(take=1, filter=parse_filter(m["second"]), up_to=True, to=Zone.HAND)
    return [first, second]


@sentence("search for two, one onto the battlefield and the other into your hand",
          r"search your library for up to two (?P<what>[\w ]+?) cards, reveal those cards, put "
          r"one onto the battlefield tapped and the other into your hand, then shuffle")
def _search_one_and_the_other(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Search your library for up to two basic land cards, reveal those cards, put one onto
    the battlefield tapped and the other into your hand, then shuffle." (Cultivate, Kodama's
    Reach; CR 701.23a-b, 701.20a): of two found the searcher chooses the one put onto the
    battlefield; one found is "one", put onto the battlefield tapped."""
    flt = parse_filter(singular(m["what"].lower()))
    return SearchLibrary(filter=flt, count=2, up_to=True, to=Zone.HAND, tapped=True,
                         reveal=True, shuffle=True, one_to_battlefield=True)


@rule("put cards from your hand on top of your library",
      rf"put (?P<n>{NUMBER}) cards? from your hand on top of your library(?: in any order)?")
def _put_from_hand_on_top(m: _M, b: Builder) -> SentenceResult:
    """"..., then put two cards from your hand on top of your library in any order"
    (Brainstorm; CR 401.4): the controller's choice of cards and order."""
    return PutFromHandOnTop(int_number(m["n"]))


@rule("player puts cards from their hand on top of their library",
      rf"(?P<who>target opponent|target player|each player|each opponent) puts? (?P<n>{NUMBER}) "
      r"cards? from their hand on top of their library")
def _player_puts_from_hand_on_top(m: _M, b: Builder) -> SentenceResult:
    """"Target opponent puts a card from their hand on top of their library." (Chimney Goyf;
    CR 401.4): that player chooses the card from their own hand."""
    return PutFromHandOnTop(int_number(m["n"]), who=b.ref(m["who"]))


@rule("exile the top of your library",
      r"exile the top (?:(?P<n>two|three|four|five|x) cards|card) of your library")
def _exile_top(m: _M, b: Builder) -> SentenceResult:
    """"Exile the top card / the top N cards of your library" (CR 406.2, 401.1): face up; "that
    card" / "them" in the next sentence are the cards exiled (400.7)."""
    count = parse_amount(m["n"], b) if m["n"] else 1
    return ExileTop(count=count)


@rule("player exiles the top of their library",
      rf"(?P<who>target opponent|target player|each opponent|each player|defending player|"
      rf"that player) exiles the top (?:(?P<n>{NUMBER}) cards|card) of their library")
def _player_exiles_top(m: _M, b: Builder) -> SentenceResult:
    """"Whenever Ulamog attacks, defending player exiles the top twenty cards of their library"
    (CR 406.2, 401.1, 506.2): the player named exiles them face up from their own library;
    "that player" is the one the trigger or an earlier instruction names (603.7c), none named
    before: refused."""
    if m["who"].lower() == "that player" and b.that_player is None:
        raise NotUnderstood(m.group(0))
    who = b.ref(m["who"])
    if m["who"].lower() != "that player":
        b.that_player = who
    count = parse_amount(m["n"], b) if m["n"] else 1
    return ExileTop(count=count, who=who, text=m.group(0))


#: How long the permission lasts (CR 611.2a): this turn (it ends in the cleanup step, 514.2),
#: until the end of the controller's next turn, or until their next end step / upkeep begins.
_PLAY_UNTIL = {"this turn": False, "until end of turn": False,
               "until the end of your next turn": True}

#: CR 611.2a, 513.1, 503.1: the durations ending as a step of the controller's turn next begins.
_PLAY_UNTIL_STEP = {"until your next end step": Step.END,
                    "until the beginning of your next upkeep": Step.UPKEEP}

#: CR 611.2a, 400.7: "for as long as it remains exiled" (one card) / "they remain" (several):
#: the permission lasts until the card leaves exile, as one with no duration stated does.
_PLAY_WHILE_EXILED = {"for as long as it remains exiled": True,
                      "for as long as they remain exiled": False}

#: The words naming the cards just exiled, and whether they name one card (CR 400.7).
_EXILED_ONE = {"that card": True, "it": True, "those cards": False, "them": False}


@rule("choose one of the cards exiled", r"(?:then )?choose one(?: of them)?")
def _choose_exiled(m: _M, b: Builder) -> SentenceResult:
    """"Exile the top two cards of your library. Choose one of them. You may play that card this
    turn." (Jaya, Fiery Negotiator): the controller chooses one of the cards just exiled
    (608.2c), "that card" of the next sentence; only right after exiling the top two or more
    cards of their own library."""
    last = b.last
    if not (isinstance(last, ExileTop) and last.who == YOU and isinstance(last.count, int)
            and last.count >= 2):
        raise NotUnderstood(m.group(0))
    chosen = Choose(who=YOU, among=ItRef(), count=1, prompt="Choose one of the cards exiled",
                    text=m.group(0))
    b.exile_choice = chosen  # "that card" of a permission right after it is the card chosen
    return chosen


@rule("you may play the exiled cards",
      r"(?:(?P<before>until end of turn|until the end of your next turn|until your next end "
      r"step|until the beginning of your next upkeep), )?you may "
      r"(?P<verb>play|cast) (?P<what>that card|those cards|them|it)"
      r"(?P<free> without paying its mana cost)?"
      r"(?: (?P<after>this turn|until end of turn|until the end of your next turn|until your "
      r"next end step|for as long as (?:it remains|they remain) exiled))?")
def _may_play_exiled(m: _M, b: Builder) -> SentenceResult:
    """"You may play that card this turn" / "You may play it this turn" / "Until the end of your
    next turn, you may play those cards" (CR 601.2a, 611.2a), "You may play them." (Runestone
    Caverns: no duration, until the game ends, 611.2a), "... until your next end step" /
    "Until the beginning of your next upkeep, ..." (ending as that step of the controller's
    turn next begins, 513.1, 503.1), "... for as long as it remains exiled" (400.7): only
    right after "exile the top card(s) of your library", whose cards "that card" / "it" (one)
    or "those cards" / "them" (several) are. "play" allows a land (305.1), "cast" doesn't;
    timing and the mana cost are the card's own, or "without paying its mana cost" (Mind's
    Desire; 118.9, one card)."""
    if m["before"] is not None and m["after"] is not None:
        raise NotUnderstood(m.group(0))
    last = b.last
    # "If you control an outlaw, exile the top card ... . Until ..., you may play that card."
    # (Outlaws' Fury): "that card" exists only if the exile was done: the permission is given
    # in that branch (CR 608.2c), whose "it" is the card exiled
    branch = last if isinstance(last, Conditional) and not last.otherwise and last.then \
        and isinstance(last.then[-1], ExileTop) else None
    exiled = branch.then[-1] if branch is not None else last
    if isinstance(exiled, ExileFromHand) and exiled.zone is Zone.HAND and \
            isinstance(exiled.who, EventRef | TargetRef) and exiled.count == 1:
        one = True  # "that player exiles a card from their hand" (Fiend of the Shadows): one
    elif isinstance(exiled, ExileTop) and exiled.who == YOU:
        one = exiled.count == 1
    elif exiled is not None and exiled is b.exile_choice:
        one = True  # CR 608.2c: the card chosen among those exiled
    elif isinstance(exiled, Mill) and exiled.who == YOU and isinstance(exiled.count, int):
        # "Mill a card. You may play that card this turn." (Tablet of Discovery): played from
        # the graveyard, while it stays there (CR 601.3, 400.7)
        one = exiled.count == 1
    elif isinstance(exiled, Designate | Exile) and _one_graveyard_target(exiled.what, b):
        # "Choose target artifact card in your graveyard. You may cast that card this turn."
        # (Emry): cast from the graveyard; "Exile target ... card from your graveyard. Until
        # the end of your next turn, you may play that card." (Thor): from exile (CR 400.7)
        one = True
    else:
        raise NotUnderstood(m.group(0))
    what: Ref = MilledRef() if isinstance(exiled, Mill) else ItRef()
    permission = _exiled_permission(m, one, what)
    if branch is None:
        return permission

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, Conditional):
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, then=(*previous.then, permission))

    return Amend(apply)


def _one_graveyard_target(what: Ref, b: Builder) -> bool:
    """Is ``what`` one target card in a graveyard ("target artifact card in your graveyard",
    "up to one target instant or sorcery card from your graveyard"; CR 115.1, 404.1)?"""
    if not isinstance(what, TargetRef) or what.index >= len(b.targets):
        return False
    spec = b.targets[what.index]
    return spec.zone is Zone.GRAVEYARD and spec.max == 1 and not spec.also and \
        spec.players is None


def _exiled_permission(m: _M, one: bool, what: Ref) -> MayPlayExiled:
    """The permission "you may play/cast that card / those cards [duration]" builds for the
    card(s) just exiled or milled (``what``), ``one`` or several (CR 601.2a, 611.2a)."""
    if one != _EXILED_ONE[m["what"].lower()]:
        raise NotUnderstood(m.group(0))  # "that card" / "it" name one card, "them" several
    lands = m["verb"].lower() == "play"
    free = m["free"] is not None
    if free and not one:
        raise NotUnderstood(m.group(0))  # "its mana cost": one card
    if m["before"] is None and m["after"] is None:
        if free:
            raise NotUnderstood(m.group(0))  # a free cast with no duration: as it resolves
        if not lands:
            # "You may cast that card. If you don't, ..." (Chandra): a cast as it resolves
            raise NotUnderstood(m.group(0))
        # CR 611.2a: no duration stated: it lasts until the game ends (while exiled, 400.7)
        return MayPlayExiled(what, lands=lands, lasting=True)
    until = (m["before"] or m["after"]).lower()
    if until in _PLAY_WHILE_EXILED:
        if _PLAY_WHILE_EXILED[until] != one:
            raise NotUnderstood(m.group(0))  # "it remains" names one card, "they remain" several
        # CR 611.2a, 400.7: it lasts while the card stays exiled (a new object elsewhere)
        return MayPlayExiled(what, lands=lands, lasting=True, free=free)
    if until in _PLAY_UNTIL_STEP:
        return MayPlayExiled(what, lands=lands, free=free, until_step=_PLAY_UNTIL_STEP[until])
    return MayPlayExiled(what, lands=lands, next_turn=_PLAY_UNTIL[until], free=free)


@rule("an opponent separates those cards into two piles",
      r"an opponent separates (?:those cards|them) into two piles")
def _opponent_separates_piles(m: _M, b: Builder) -> SentenceResult:
    """"Reveal the top five cards of your library. An opponent separates those cards into two
    piles." (Fact or Fiction; CR 700.3): the cards just revealed from the controller's own
    library, still there while grouped (700.3c); only right after that reveal (cards exiled
    or targeted first, as Brilliant Ultimatum's or Boneyard Parley's, are not read here)."""
    last = b.last
    if not (isinstance(last, LookAtTop) and last.reveal and last.whose is None):
        raise NotUnderstood(m.group(0))
    return SeparateLookedIntoPiles(text=m.group(0))


@rule("put one pile into your hand and the other", rf"put one pile into your hand and {_REST}")
def _put_one_pile(m: _M, b: Builder) -> SentenceResult:
    """"Put one pile into your hand and the other into your graveyard / on the bottom of your
    library in any order" (Fact or Fiction, Jace, Architect of Thought; CR 700.3, 608.2d):
    the controller chooses the pile; only right after the piles were made."""
    if not isinstance(b.last, SeparateLookedIntoPiles):
        raise NotUnderstood(m.group(0))
    rest, random_order = _rest_zone(m["rest"])
    assert rest is not None  # _REST always names a zone
    return PutPile(to=Zone.HAND, rest=rest, random_order=random_order, text=m.group(0))
