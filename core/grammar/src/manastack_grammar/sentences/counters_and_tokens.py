"""Counters and tokens (CR 122, 111, 701.10e, 701.16).

"Put N +1/+1 counters on [what] [for each ...]", "Put an additional ... counter on ...",
"Remove N [kind] counters from ...", "Double the number of +1/+1 counters on ...", "[who]
gets N [kind] counters" (on players, 122.1), "Put N counters on each artifact that became a
creature this way", "... then double the number of counters on each creature that had a
counter put on it this way", the replacement "If one or more +1/+1 counters would be put on
..., that many plus one ... are put on it instead" (614.1a); tokens: "Create N 1/1 white
Soldier creature tokens [with flying]", "Create a Treasure / Food / Clue / Gold / Blood /
Shard / Lander / Map / Mutagen / Junk token [for each ...]", "Target player creates two Treasure
tokens" (111.10, 111.2), "Investigate [N times]", "Proliferate" (701.34), "Populate"
(701.36), "Incubate N" (701.53), "[permanent] explores" (701.44), "Amass [subtype] N" (701.47), "[permanent]
connives [N]" (701.50), "[permanent] endures N" (701.63), "Time travel" (701.56),
"Create N of those tokens", "Create that many ..." after a zone
change, a token whose power and toughness an ability defines (111.4, 208.2b); "[player]
gets an emblem with "[ability]"" (114.2); the replacement "If an effect would create one or
more tokens under your control, it creates twice that many ... instead" (614.1a).
"""

from __future__ import annotations

import re

import attrs

from manastack.api import (
    YOU,
    Ability,
    ActivatedAbility,
    AddAbilities,
    Amass,
    Amount,
    ApplyEffect,
    Card,
    CardDef,
    Connive,
    Count,
    CountInto,
    CreateEmblem,
    CreateToken,
    CreateTokenCopy,
    CreateTokensTogether,
    Destroy,
    DistributeCounters,
    DoubleCounters,
    Each,
    EachPlayer,
    Endure,
    Exile,
    Explore,
    Instruction,
    ItRef,
    MoreCounters,
    MorePlayerCounters,
    MoreTokens,
    MoveCounters,
    PlayerCounters,
    Populate,
    Proliferate,
    PutCounters,
    PutCountersOf,
    PutCountersThenDouble,
    PutOntoBattlefield,
    Ref,
    RemoveCounters,
    Repeat,
    ReturnToHand,
    Sequence_,
    SourceRef,
    StaticAbility,
    StaticEffect,
    TargetRef,
    TimeTravel,
    TriggeredAbility,
    TypeLine,
    intrinsic_abilities,
    token_card,
)
from manastack_grammar.abilities import recognize_line_ability
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.costs import energy_count
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    parse_filter,
    permanent_filter,
    subtype,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_amount
from manastack_grammar.reader import expand, recognize
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import (
    COUNTER_KIND,
    DIVIDED_AMONG,
    SPECIFIC_PRIORITY,
    divided_amount,
    divided_targets,
    for_each_amount,
    rule,
    strict_ref,
    subject_or_you,
)

_M = re.Match[str]  # the match a rule's build receives


@rule("counters", rf"put (?P<n>{NUMBER}|.+?) (?P<kind>[+-]\d+/[+-]\d+|(?:first|double) strike|"
          r"[\w-]+) counters? on "
          r"(?P<what>.+?)(?: for each (?P<each>.+))?")
def _counters(m: _M, b: Builder) -> SentenceResult:
    """"Put N [kind] counters on [what]" (CR 122.1; "+2/+2": any +X/+Y counter, 122.1a)."""
    amount = for_each_amount(parse_amount(m["n"], b), m["each"], b)
    return PutCounters(m["kind"].lower(), amount, b.ref(m["what"]))


@sentence("distribute counters",
          rf"distribute (?P<n>{NUMBER}) (?P<kind>[+-]\d+/[+-]\d+) counters among (?P<how>{DIVIDED_AMONG}) "
          r"(?P<what>target .+)", priority=SPECIFIC_PRIORITY)
def _distribute_counters(m: _M, b: Builder) -> SentenceResult:
    """"Distribute two +1/+1 counters among one or two target creatures." (Abzan Charm), "...
    among any number of target creatures you control" (CR 601.2d, 122.1): the division is
    announced with the targets (a spell 601.2d, an ability 602.2b, 603.3d), each target
    getting at least one counter."""
    ref = divided_targets(m["how"], m["what"], m.group(0), b)
    return DistributeCounters(amount=divided_amount(m["n"], m.group(0)), index=ref.index,
                              kind=m["kind"].lower(), text=m.group(0))


_TOKEN = re.compile(
    r"create (?:(?P<name>(?:the )?[a-z][\w'-]*(?: [a-z][\w'-]*)*?), (?=an? legendary ))?"
    rf"(?P<n>{NUMBER}|that many) (?P<legendary>legendary )?(?P<tapped>tapped )?"
    r"(?P<p>\d+|x)/(?P<t>\d+|x) "
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+) "
    r"(?P<types>[\w ]+?) (?P<card_types>(?:(?:artifact|enchantment|land) )*)creature "
    r"tokens?(?: with (?P<kw>.+?))?"
    r"(?: (?:that's|that are) (?P<attacking>tapped and attacking|attacking))?"
    r"(?: for each (?P<each>.+))?",
    re.IGNORECASE,
)


@rule("token", _TOKEN.pattern)
def _token(m: _M, b: Builder) -> SentenceResult:
    x: Amount | None = None
    if m["p"].lower() == "x" or m["t"].lower() == "x":
        # "Create an X/X ... token, where X is ..." (or the X announced for the spell): the
        # value as the token is created becomes its power and toughness (CR 107.3, 111.3)
        if m["n"].lower() in ("x", "that many"):
            raise NotUnderstood(m.group(0))  # "X X/X tokens": not read
        x = number("x")
    colors = frozenset(COLOR_LETTERS[c] for c in re.findall(r"white|blue|black|red|green",
                                                            m["colors"].lower()))
    subtypes = tuple(w.capitalize() for w in m["types"].split())
    abilities: tuple[Ability, ...] = ()
    if m["kw"]:
        abilities = keyword_list(m["kw"].strip(), b)
    # CR 205.2a: "Golem enchantment artifact creature", "Forest Dryad land creature": the card
    # types before "creature" are types, not subtypes (205.3d), nor part of the name (111.4)
    card_types = (*(w.capitalize() for w in m["card_types"].split()), "Creature")
    if m["legendary"] and not m["name"]:
        raise NotUnderstood(m.group(0))  # a legendary token with no name given: not read
    if m["name"] and (m["n"].lower() not in ("a", "an") or m["each"]):
        raise NotUnderstood(m.group(0))  # "Create [name], a ... token": one token
    # CR 111.4: "Create [name], a ... token" names it; none given (SEED-20): its subtypes
    # plus the word "Token"
    # CR 205.4a: "legendary", a supertype, so the legend rule applies to it (704.5j)
    type_line = TypeLine(supertypes=("Legendary",) if m["legendary"] else (),
                         card_types=card_types, subtypes=subtypes)
    card = Card(
        name=m["name"] or " ".join(subtypes) + " Token",
        type_line=type_line,
        colors=colors,
        # CR 305.6: a Forest land token has "{T}: Add {G}"
        abilities=intrinsic_abilities(type_line) + abilities,
        power=m["p"].upper(),
        toughness=m["t"].upper(),
    )
    count = parse_amount(m["n"], b)
    attacking = (m["attacking"] or "").lower()
    # CR 508.4: "that's [tapped and] attacking": put onto the battlefield attacking
    return CreateToken(card, for_each_amount(count, m["each"], b),
                       tapped=bool(m["tapped"]) or attacking.startswith("tapped"),
                       attacking=bool(attacking), x=x)


@sentence("tokens attacking that player",
          r"(?:for each (?P<each>opponent), )?(?P<make>create .+?) "
          r"(?:that's|that are) (?P<tapped>tapped and )?attacking that player"
          r"(?P<pw> or a planeswalker they control)?", priority=SPECIFIC_PRIORITY)
def _tokens_attacking_that_player(m: _M, b: Builder) -> SentenceResult:
    """"For each opponent, create a 1/1 red Goblin creature token that's tapped and
    attacking that player" (Endless Foot Assault), "... or a planeswalker they control"
    (Adeline, Resplendent Cathar), "Whenever you attack a player, create ... attacking that
    player" (Soaring Lightbringer): the effect names the player each token attacks, or lets
    its controller choose that player or one of their planeswalkers (CR 508.4, 508.4a)."""
    if m["each"]:
        each: Ref = EachPlayer("opponent")
    elif b.that_player is not None:
        each = b.that_player
    else:
        raise NotUnderstood(m.group(0))  # no player named for "that player"
    token = _TOKEN.fullmatch(m["make"])
    if token is None or token["attacking"] or token["each"]:
        raise NotUnderstood(m.group(0))
    made = _token.build(token, b)
    if not isinstance(made, CreateToken):
        raise NotUnderstood(m.group(0))
    return attrs.evolve(made, tapped=made.tapped or bool(m["tapped"]), attack_each=each,
                        their_planeswalkers=bool(m["pw"]), text=m.group(0))


#: CR 111.10: predefined tokens, by name -> (type line, rules text).
PREDEFINED_TOKENS = {
    "treasure": ("Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
    "food": ("Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "clue": ("Artifact — Clue", "{2}, Sacrifice this token: Draw a card."),
    "gold": ("Artifact — Gold", "Sacrifice this token: Add one mana of any color."),
    "blood": ("Artifact — Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
    "shard": ("Enchantment — Shard", "{2}, Sacrifice this token: Scry 1, then draw a card."),
    "lander": ("Artifact — Lander", "{2}, {T}, Sacrifice this token: Search your library for a "
                                    "basic land card, put it onto the battlefield tapped, then "
                                    "shuffle."),
    # CR 111.10s: its explore is 701.44a
    "map": ("Artifact — Map", "{1}, {T}, Sacrifice this token: Target creature you control "
                              "explores. Activate only as a sorcery."),
    # CR 111.10: not yet listed in 111.10; defined by the reminder text each card prints
    "mutagen": ("Artifact — Mutagen", "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on "
                                      "target creature. Activate only as a sorcery."),
    # CR 111.10t: its card may be played this turn only (601.2a, 611.2a)
    "junk": ("Artifact — Junk", "{T}, Sacrifice this token: Exile the top card of your library. "
                                "You may play that card this turn. Activate only as a sorcery."),
    # CR 111.10h: its mana can't be spent to cast a nonartifact spell (106.6)
    "powerstone": ("Artifact — Powerstone", "{T}: Add {C}. This mana can't be spent to cast a "
                                            "nonartifact spell."),
}

#: The predefined tokens' names, as the alternatives of a pattern.
_PREDEFINED = "|".join(PREDEFINED_TOKENS)


def predefined_token(kind: str, count: Amount, b: Builder, *, tapped: bool = False
                     ) -> CreateToken:
    """"Create a Treasure token" (CR 111.10): the token's text is recognised like a card's."""
    kind = kind.lower()
    type_line, text = PREDEFINED_TOKENS[kind]
    # CR 111.4: no name given -> its subtype plus the word "Token" ("Food Token")
    d = CardDef(name=f"{kind.capitalize()} Token", mana_cost=None, type_line=type_line, text=text)
    if b.rules is not None:
        card = b.rules.compile(d)
    else:
        rec = recognize(text, name=d.name, rules=None, is_permanent=True)
        card = Card(name=d.name, type_line=TypeLine.parse(type_line), abilities=expand(
            rec.abilities), text=text, unrecognized=rec.unrecognized)
    if not card.playable:
        raise NotUnderstood(f"create a {kind} token")
    return CreateToken(card, count, tapped=tapped)


@rule("predefined token",
          rf"create (?P<n>{NUMBER}) (?P<tapped>tapped )?(?P<kind>{_PREDEFINED}) tokens?")
def _predefined(m: _M, b: Builder) -> SentenceResult:
    return predefined_token(m["kind"], number(m["n"]), b, tapped=bool(m["tapped"]))


#: where "create a [token] and a [token]" starts its next kind of token: a count, then a
#: power and toughness, "tapped" or a predefined token's name
_NEXT_TOKEN = re.compile(
    rf"(?:,? and |, )(?=(?:a|an|one|two|three) (?:tapped )?(?:\d+/\d+ |(?:{_PREDEFINED}) "
    r"token))", re.IGNORECASE)


@rule("tokens of several kinds",
      r"create (?P<kinds>(?:a|an|one|two|three) .+? tokens?\b.*?(?:,? and |, )"
      r"(?:a|an|one|two|three) .+ tokens?\b.*)")
def _tokens_of_several_kinds(m: _M, b: Builder) -> SentenceResult:
    """"Create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a
    3/3 colorless Phyrexian Wurm artifact creature token with lifelink" (Wurmcoil Engine),
    "create a Treasure token and a 2/2 blue Bird creature token with flying" (Song of
    Eärendil), "a ..., a ..., and a ..." (Trostani's Summoner): one effect creating tokens
    of several kinds in one event (CR 111.1, 603.2c, 614.1a). Each part is read as its own
    "create [part]"; one that is tapped, attacking, counted "for each" or X/X, or not read,
    leaves the whole sentence unread."""
    parts: list[CreateToken] = []
    for words in _NEXT_TOKEN.split(m["kinds"]):
        one = "create " + words
        token = _TOKEN.fullmatch(one)
        if token is not None:
            if token["attacking"] or token["each"] or token["tapped"]:
                raise NotUnderstood(m.group(0))
            made = _token.build(token, b)
        else:
            predefined = _predefined.compiled.fullmatch(one)  # "create a Treasure token"
            if predefined is None or predefined["tapped"]:
                raise NotUnderstood(m.group(0))
            made = _predefined.build(predefined, b)
        if not isinstance(made, CreateToken) or made.x is not None:
            raise NotUnderstood(m.group(0))
        parts.append(made)
    if len(parts) < 2:
        raise NotUnderstood(m.group(0))
    return CreateTokensTogether(tuple(parts), text=m.group(0))


#: The players a sentence may name as the one who creates tokens (CR 111.2: under their control).
@sentence("predefined tokens, that many of the damage",
          rf"create that many (?P<tapped>tapped )?(?P<kind>{_PREDEFINED}) tokens")
def _predefined_that_many(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a creature you control deals combat damage to a player, create that many
    Treasure tokens." (Old Gnawbone): as many as the damage dealt in the event (CR 603.7c,
    120.3, 111.10); only first in a trigger on damage, nothing counted before."""
    if not b.damage_trigger or b.last is not None:
        raise NotUnderstood(m.group(0))  # "that many" names no amount here
    dealt = Count(m.group(0), lambda ctx: int(ctx.event.get("amount", 0)))
    return predefined_token(m["kind"], dealt, b, tapped=bool(m["tapped"]))


_CREATOR = (r"target player|target opponent|each player|each opponent|that player|"
            r"its controller|that creature's controller")


@sentence("a player creates predefined tokens",
          rf"(?:(?P<you>you) create|(?P<who>{_CREATOR}) creates) "
          rf"(?P<n>{NUMBER}) (?P<tapped>tapped )?(?P<kind>{_PREDEFINED}) tokens?"
          r"(?: for each (?P<each>.+))?")
def _player_creates(m: _M, b: Builder) -> SentenceResult:
    """"Target player creates two Treasure tokens", "You create a Treasure token for each
    ...": the token is created under the named player's control (CR 111.2)."""
    made = predefined_token(m["kind"], for_each_amount(number(m["n"]), m["each"], b), b,
                            tapped=bool(m["tapped"]))
    who = subject_or_you(None if m["you"] else m["who"], b)
    return attrs.evolve(made, who=who, text=m.group(0))


@sentence("a player creates creature tokens",
          rf"(?:(?P<you>you) create|(?P<who>{_CREATOR}) creates) (?P<rest>.+)")
def _player_creates_creatures(m: _M, b: Builder) -> SentenceResult:
    """"Destroy target creature. Its controller creates a 3/3 green Ape creature token": the
    token is created under the named player's control (CR 111.2); "its controller" of a
    creature gone is who controlled it as it last existed (608.2h). "You create ..." after
    another player's instruction (No Way Out): under the spell's controller's control."""
    token = _TOKEN.fullmatch(f"create {m['rest']}")
    if token is None:
        raise NotUnderstood(m.group(0))
    made = _token.build(token, b)
    if not isinstance(made, CreateToken):
        raise NotUnderstood(m.group(0))
    who = subject_or_you(None, b) if m["you"] else b.ref(m["who"])
    return attrs.evolve(made, who=who, text=m.group(0))


@rule("predefined tokens for each",
      rf"create (?P<n>{NUMBER}) (?P<tapped>tapped )?(?P<kind>{_PREDEFINED}) tokens? "
      r"for each (?P<each>.+)")
def _predefined_each(m: _M, b: Builder) -> SentenceResult:
    """"Create a Treasure token for each creature you control" (CR 107.3c: N times a count)."""
    return predefined_token(m["kind"], for_each_amount(number(m["n"]), m["each"], b), b,
                            tapped=bool(m["tapped"]))


@rule("a number of tokens equal to",
      r"create a number of (?P<rest>(?:tapped )?(?:[\w/ ,]+?) tokens(?: with .+?)?) equal to "
      r"(?P<amount>.+)")
def _tokens_equal_to(m: _M, b: Builder) -> SentenceResult:
    """"Create a number of Food tokens equal to the number of opponents you have" (Gluttonous
    Troll): the tokens of the token rules, as many as the amount (CR 111.1, 107.3)."""
    count = parse_amount(m["amount"], b)
    rest = m["rest"]
    kind = re.fullmatch(rf"(?P<tapped>tapped )?(?P<kind>{_PREDEFINED}) tokens", rest,
                        re.IGNORECASE)
    if kind is not None:
        return predefined_token(kind["kind"], count, b, tapped=bool(kind["tapped"]))
    token = _TOKEN.fullmatch(f"create two {rest}")
    if token is None or token["each"]:
        raise NotUnderstood(m.group(0))
    made = _token.build(token, b)
    if not isinstance(made, CreateToken):
        raise NotUnderstood(m.group(0))
    return attrs.evolve(made, count=count, text=m.group(0))


#: CR 111.10j-r: the Role tokens, by name -> their rules text (each a colorless Aura Role
#: enchantment token named so, with enchant creature).
ROLE_TOKENS = {
    "cursed": "Enchanted creature has base power and toughness 1/1.",
    "monster": "Enchanted creature gets +1/+1 and has trample.",
    "royal": "Enchanted creature gets +1/+1 and has ward {1}.",
    "sorcerer": "Enchanted creature gets +1/+1 and has \"Whenever this creature attacks, "
                "scry 1.\"",
    "virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",
    "wicked": "Enchanted creature gets +1/+1.\nWhen this token is put into a graveyard from "
              "the battlefield, each opponent loses 1 life.",
    "young hero": "Enchanted creature has \"Whenever this creature attacks, if its toughness "
                  "is 3 or less, put a +1/+1 counter on it.\"",
}


def role_token(kind: str, b: Builder) -> Card:
    """A Role token's card (CR 111.10j-r, 303.7): its text read like a card's; a Role whose
    text isn't read leaves the sentence creating it unread, naming it."""
    name = kind.title()
    d = CardDef(name=name, mana_cost=None, type_line="Enchantment — Aura Role",
                text=f"Enchant creature\n{ROLE_TOKENS[kind.lower()]}")
    if b.rules is None:
        raise NotUnderstood(f"create a {name} Role token")
    card = b.rules.compile(d)
    if not card.playable:
        raise NotUnderstood(f"create a {name} Role token")
    return card


@rule("role token attached",
      rf"create an? (?P<kind>{'|'.join(ROLE_TOKENS)}) role token attached to (?P<to>.+)")
def _role_token(m: _M, b: Builder) -> SentenceResult:
    """"Create a Monster Role token attached to target creature you control" (CR 111.10k):
    an Aura token entering attached to that creature (303.4f; none there: not created,
    303.4g); a second Role of its controller on it puts the older into the graveyard
    (303.7a, 704.5y)."""
    card = role_token(m["kind"], b)
    return CreateToken(card, 1, attached_to=b.ref(m["to"]), text=m.group(0))


@rule("role token attached to each",
      rf"for each (?P<each>.+?), create an? (?P<kind>{'|'.join(ROLE_TOKENS)}) role token "
      r"attached to (?P<to>it|that (?:creature|\w+))")
def _role_token_each(m: _M, b: Builder) -> SentenceResult:
    """"For each creature your opponents control, create a Cursed Role token attached to that
    creature" (Asinine Antics), "For each of those creatures, ... attached to it" (Become
    Brutes): one Role for each object, each entering attached to its own (CR 111.10j-r,
    303.4f)."""
    each = m["each"].strip()
    if m["to"].lower() not in ("it", "that creature") and not (
            m["to"].lower().startswith("that ") and
            each.lower().startswith(m["to"].lower().removeprefix("that ") + " ")):
        raise NotUnderstood(m.group(0))  # "that Rat" names the noun "for each" counts
    if each.lower() in ("of those creatures", "of them"):
        hosts = strict_ref("those creatures", b)
    elif each.lower().startswith("of "):
        raise NotUnderstood(m.group(0))
    else:
        hosts = b.ref(f"each {each}")
        if not isinstance(hosts, Each):
            raise NotUnderstood(m.group(0))
    card = role_token(m["kind"], b)
    return CreateToken(card, 1, attached_to=hosts, each_attached=True, text=m.group(0))


@rule("proliferate", r"proliferate")
def _proliferate(m: _M, b: Builder) -> SentenceResult:
    """CR 701.34a: any number of permanents and players with counters get one more of each."""
    return Proliferate()


def _incubator(b: Builder) -> Card:
    """CR 111.10i: a double-faced token: front, a colorless Incubator artifact with "{2}:
    Transform this token."; back, a 0/0 colorless Phyrexian artifact creature named
    Phyrexian Token."""
    text = "{2}: Transform this token."
    d = CardDef(name="Incubator Token", mana_cost=None, type_line="Artifact — Incubator",
                text=text)
    if b.rules is not None:
        front = b.rules.compile(d)
    else:
        rec = recognize(text, name=d.name, rules=None, is_permanent=True)
        front = Card(name=d.name, type_line=TypeLine.parse(d.type_line), abilities=expand(
            rec.abilities), text=text, unrecognized=rec.unrecognized)
    if not front.playable:
        raise NotUnderstood("create an Incubator token")
    back = Card(name="Phyrexian Token", type_line=TypeLine(card_types=("Artifact", "Creature"),
                                                           subtypes=("Phyrexian",)),
                power="0", toughness="0")
    # CR 712.8a: the whole card has its front face's characteristics
    return attrs.evolve(front, name="Incubator Token // Phyrexian Token", halves=(front, back),
                        layout="transform")


@rule("incubate", rf"incubate (?P<n>{NUMBER})")
def _incubate(m: _M, b: Builder) -> SentenceResult:
    """"Incubate 2" (CR 701.53a): an Incubator token (111.10i) that enters with N +1/+1
    counters; "incubate X, where X is ..." with that many, counted as it happens (107.3c)."""
    n = number(m["n"])
    return CreateToken(_incubator(b), 1, counters=(("+1/+1", n),), text=m.group(0))


@sentence("that token gains", r"(?:that token|those tokens) gains? (?P<kw>[\w ,]+)",
          priority=SPECIFIC_PRIORITY)
def _that_token_gains(m: _M, b: Builder) -> SentenceResult:
    """"Create a token that's a copy of target artifact. That token gains haste." (Cogwork
    Assembler): the tokens the previous instruction created (CR 111.1), for the rest of the
    game, no duration being said (611.2a)."""
    if not isinstance(b.last, (CreateToken, CreateTokenCopy)):
        raise NotUnderstood(m.group(0))
    abilities = keyword_list(m["kw"].strip(), b)
    return ApplyEffect(ItRef(), (AddAbilities(abilities),), until_end_of_turn=False,
                       text=m.group(0))


@rule("populate", r"populate")
def _populate(m: _M, b: Builder) -> SentenceResult:
    """CR 701.36a: a token that's a copy of a creature token you control (none: 701.36b)."""
    return Populate(text=m.group(0))


@rule("explore", r"(?P<what>.+?) explores")
def _explore(m: _M, b: Builder) -> SentenceResult:
    """CR 701.44a: "When ~ enters, it explores", "Target creature you control explores"."""
    return Explore(b.ref(m["what"]))


@rule("investigate", r"investigate")
def _investigate(m: _M, b: Builder) -> SentenceResult:
    """CR 701.16a: create a Clue token."""
    return predefined_token("clue", 1, b)


@rule("investigate n times", rf"investigate (?P<n>{NUMBER}) times")
def _investigate_times(m: _M, b: Builder) -> SentenceResult:
    """"Investigate three times", "investigate X times" (CR 701.16a): that many separate
    investigations, one Clue each ("twice" is the rule "twice")."""
    return Repeat(number(m["n"]), (predefined_token("clue", 1, b),), text=m.group(0))


@rule("amass", rf"amass (?P<type>[a-z]+) (?P<n>{NUMBER})")
def _amass(m: _M, b: Builder) -> SentenceResult:
    """"Amass Orcs 2", "Amass Zombies X" (CR 701.47a): the subtype is written in the plural,
    the Army becomes one of it (an old "amass N" is Oracle's "amass Zombies N", 701.47d)."""
    kind = subtype(m["type"])
    if not kind:
        raise NotUnderstood(m.group(0))
    return Amass(kind, number(m["n"]), text=m.group(0))


@rule("connive", rf"(?P<what>.+?) connives(?: (?P<n>{NUMBER}))?")
def _connive(m: _M, b: Builder) -> SentenceResult:
    """"When ~ enters, it connives", "Target creature you control connives X" (CR 701.50a,
    701.50e: "connives N" draws and discards N)."""
    count: Amount = number(m["n"]) if m["n"] else 1
    # "Whenever Kang attacks, he connives": the pronoun is the trigger's "it"
    what = "it" if m["what"].lower() in ("he", "she") else m["what"]
    return Connive(b.ref(what), count, text=m.group(0))


@rule("endure", rf"(?P<what>.+?) endures (?P<n>{NUMBER})")
def _endure(m: _M, b: Builder) -> SentenceResult:
    """"When ~ enters, it endures 3" (CR 701.63a): counters on it or an N/N Spirit token,
    its controller's choice; "endures X" is left unread (a fixed number here)."""
    return Endure(b.ref(m["what"]), int_number(m["n"]), text=m.group(0))


@rule("time travel", r"time travel")
def _time_travel(m: _M, b: Builder) -> SentenceResult:
    """"Time travel." (CR 701.56a): a time counter on or off each permanent with one and
    suspended card the player chooses; "time travel three times" is left unread."""
    return TimeTravel(text=m.group(0))


_MOVED = (PutOntoBattlefield, Exile, ReturnToHand, Destroy)


@sentence("create that many after moving", r"create that many (?P<rest>.+)", priority=1)
def _that_many_moved(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Return up to three target land cards ... to the battlefield. Create that many ...
    tokens": "that many" is how many the previous instruction moved (CR 609.3)."""
    last = b.last
    if not isinstance(last, _MOVED):
        raise NotUnderstood(m.group(0))
    b.last = None  # read the sentence itself with the plain token rules
    try:
        made = b.effect(m.group(0), atomic=True)
    finally:
        b.last = last

    def apply(previous: Instruction) -> Instruction:
        return Sequence_(steps=(CountInto((previous,)), *made), text=m.group(0))

    return Amend(apply)


@rule("more of those tokens", rf"create (?P<n>{NUMBER}) of those tokens")
def _more_tokens(m: _M, b: Builder) -> SentenceResult:
    last = b.last
    if not isinstance(last, CreateToken):
        raise NotUnderstood(m.group(0))
    return attrs.evolve(last, count=number(m["n"]), text=m.group(0))


@sentence("remove counters",
          rf"remove (?P<n>{NUMBER}|all) (?:(?P<kind>[+-]1/[+-]1|\w+) )?counters? from "
          r"(?P<what>.+)", priority=SPECIFIC_PRIORITY)
def _remove_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Remove two +1/+1 counters from ~"; no kind: "Remove a counter from target permanent"
    (Thrull Parasite), "Remove all counters from target permanent" (Vampire Hexmage): of any
    kinds, the controller choosing which (CR 122.1, 608.2d)."""
    n: Amount = 10**6 if m["n"].lower() == "all" else number(m["n"])
    if not m["kind"] and m["n"].lower() not in ("a", "all"):
        raise NotUnderstood(m.group(0))  # "two counters" of chosen kinds: not played yet
    return RemoveCounters(m["kind"] or "", n, b.ref(m["what"]), text=m.group(0))


@sentence("move counters",
          rf"move (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? from (?P<source>.+?) onto "
          r"(?P<what>.+)", priority=SPECIFIC_PRIORITY)
def _move_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Move a +1/+1 counter from ~ onto target creature" (Explorer's Cache), "Move a +1/+1
    counter from target creature you control onto ~" (Cytoplast Root-Kin): removed from one,
    put on the other, or not at all (CR 122.5); each side one object (~ or one target)."""
    if m["kind"].lower() == "counter":
        raise NotUnderstood(m.group(0))  # "a counter" of any kind: not read here
    source, what = b.ref(m["source"]), b.ref(m["what"])
    for ref in (source, what):
        if not (isinstance(ref, SourceRef) or (isinstance(ref, TargetRef) and
                b.targets[ref.index].max == 1 and b.targets[ref.index].players is None)):
            raise NotUnderstood(m.group(0))  # CR 122.5: one object on each side
    return MoveCounters(m["kind"].lower(), int_number(m["n"]), source, what, text=m.group(0))


@sentence("counters on each that became a creature",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on each (?:\w+ )?that "
          r"became a creature this way")
def _counters_on_those(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutCounters(m["kind"], int_number(m["n"]), ItRef(), text=m.group(0))


@sentence("its counters on", r"put its counters on (?P<what>.+)")
def _its_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ dies, put its counters on target creature you control" (Dockworker Drone): as
    many counters of each kind as the source had as it last existed on the battlefield (CR
    603.10a, 608.2h); only in a trigger of the source leaving it, with nothing before."""
    if not b.left_trigger or b.it is not None or b.last is not None:
        raise NotUnderstood(m.group(0))
    return PutCountersOf(SourceRef(), b.ref(m["what"]), text=m.group(0))


@sentence("counters then double",
          rf"put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on (?P<what>.+?), then double "
          r"the number of (?P<kind2>[+-]1/[+-]1|\w+) counters on each creature that had an? "
          r"(?P<kind3>[+-]1/[+-]1|\w+) counters? put on it this way")
def _counters_double(m: re.Match[str], b: Builder) -> SentenceResult:
    if not m["kind"] == m["kind2"] == m["kind3"]:
        raise NotUnderstood(m.group(0))
    return PutCountersThenDouble(m["kind"], int_number(m["n"]), b.ref(m["what"]),
                                 text=m.group(0))


@sentence("player gets counters",
          rf"(?P<who>you|each player|each opponent|target player|defending player|that player|"
          rf"its controller|that creature's controller) gets? (?P<n>{NUMBER}|an additional) "
          r"(?P<kind>[\w-]+) counters?")
def _player_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each opponent gets a poison counter" (CR 122.1, poison 122.1f); "that player gets two
    poison counters" after a trigger naming a player (Marsh Viper: the player dealt damage,
    603.7c), "its controller gets a poison counter" (Relic Putrescence: the controller of the
    permanent of the event, 608.2h). "An additional" counter is one more (Necrogen
    Rotpriest)."""
    kind = m["kind"].lower()
    n = 1 if m["n"].lower() == "an additional" else number(m["n"])
    return PlayerCounters(kind, n, b.ref(m["who"]), text=m.group(0))


@sentence("an additional counter",
          r"put an additional (?P<kind>[+-]1/[+-]1|[\\w-]+) counter on (?P<what>.+)")
def _additional_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    return PutCounters(m["kind"].lower(), 1, b.ref(m["what"]), text=m.group(0))


@sentence("more counters instead",
          rf"if one or more (?P<kind>{COUNTER_KIND}) counters would be put on (?P<what>.+?), "
          rf"(?:that many plus (?P<n>{NUMBER})|(?P<twice>twice) that many) "
          rf"(?P<kind2>{COUNTER_KIND}) counters are put on (?P<on>it|that creature|that "
          r"permanent) instead",
          kind="ability")
def _more_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If one or more +1/+1 counters would be put on a permanent you control, that many
    plus one +1/+1 counters are put on it instead" (Solid Ground), "... twice that many +1/+1
    counters are put on it instead" (Corpsejack Menace), "... put on ~, that many plus one
    ... on it" (Mowu): a replacement effect (614.1a), also as a permanent enters with
    counters (122.6); "that creature" / "that permanent" is the one the counters would go on,
    so its noun must be the filter's."""
    kind = m["kind"].lower()
    if m["kind2"].lower() != kind:
        raise NotUnderstood(m.group(0))
    on = m["on"].lower()
    what = m["what"].lower()
    if (on != "it" and not what.startswith(("a ", "an "))) or \
            (on == "that creature" and "creature" not in what) or \
            (on == "that permanent" and "permanent" not in what):
        raise NotUnderstood(m.group(0))
    part = _more(MoreCounters, kind, m)
    if what == "~":
        effect = StaticEffect(parts=(part,), self_only=True, text=m.group(0))
    else:
        effect = StaticEffect(parts=(part,), filter=permanent_filter(parse_filter(m["what"])),
                              text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("more of each kind of counters instead",
          r"if one or more counters would be put on (?P<what>.+?), (?:that many plus "
          r"(?P<n>one)|(?P<twice>twice) that many) of each of those kinds of counters are put "
          r"on (?P<on>it|that permanent) instead",
          kind="ability")
def _more_of_each_kind(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If one or more counters would be put on an artifact or creature you control, that many
    plus one of each of those kinds of counters are put on that permanent instead" (Winding
    Constrictor), "... twice that many of each of those kinds ..." (Loading Zone): the
    replacement of :func:`_more_counters` for every kind of counter, each kind counted on its
    own (CR 614.1a, 122.6)."""
    what = m["what"].lower()
    if not what.startswith(("a ", "an ")) or "your team" in what:
        raise NotUnderstood(m.group(0))  # "~", or a team's (810.2): not these words' reading
    part = _more(MoreCounters, "", m)
    effect = StaticEffect(parts=(part,), filter=permanent_filter(parse_filter(m["what"])),
                          text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("you get more counters instead",
          r"if you would get one or more (?:(?P<each>counters)|\{e\}(?: \(energy counters\))?), you "
          r"get (?:that many plus (?P<n>one)|(?P<twice>twice) that many) (?(each)of each of "
          r"those kinds of counters|\{e\}) instead",
          kind="ability")
def _you_get_more_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would get one or more counters, you get that many plus one of each of those
    kinds of counters instead" (Winding Constrictor), "If you would get one or more {E} (energy
    counters), you get twice that many {E} instead" (Aether Refinery): a replacement effect on
    the counters its controller gets, poison included (CR 614.1a, 122.1, 122.1f)."""
    part = _more(MorePlayerCounters, "" if m["each"] else "energy", m)
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


def _more(kind_of: type[MoreCounters], kind: str, m: re.Match[str]) -> MoreCounters:
    """"twice that many" or "that many plus N" of ``kind`` counters instead (CR 614.1a)."""
    if m["twice"]:
        return kind_of(kind, plus=0, times=2, text=m.group(0))
    return kind_of(kind, plus=int_number(m["n"]), text=m.group(0))


@sentence("more tokens instead",
          r"if (?:one or more tokens would be created(?P<yours> under your control)?, twice that "
          r"many of those tokens are created|an effect would create one or more tokens under "
          r"your control, it creates twice that many of those tokens) instead",
          kind="ability")
def _more_tokens_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If an effect would create one or more tokens under your control, it creates twice
    that many of those tokens instead" (Anointed Procession), "If one or more tokens would
    be created under your control, twice that many ... are created instead" (Adrix and
    Nev): a static replacement effect on its controller's token creations (CR 614.1a,
    111.1; several: 616.1); "If one or more tokens would be created, ..." (Primal Vigor):
    on every player's."""
    anyone = m.group(0).lower().startswith("if one or more") and not m["yours"]
    part = MoreTokens(times=2, text=m.group(0), anyone=anyone)
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("additional token instead",
          rf"(?:if you would create one or more (?P<what>(?:\w+ )?)tokens, instead create those "
          rf"tokens plus an additional (?P<kind>{_PREDEFINED}) token|if one or more "
          rf"(?P<what2>(?:\w+ )?)tokens would be created under your control, those tokens plus "
          rf"an additional (?P<kind2>{_PREDEFINED}) token are created instead)",
          kind="ability")
def _additional_token_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would create one or more tokens, instead create those tokens plus an additional
    Food token" (Tippy-Toe), "... one or more Treasure tokens ..." (Jolene): a static
    replacement effect on its controller's token creations adding one predefined token to
    the event (CR 614.1a, 111.10; several: 616.1)."""
    what = (m["what"] if m["what"] is not None else m["what2"]).strip().lower()
    kind = m["kind"] or m["kind2"]
    if what and what not in PREDEFINED_TOKENS and what not in ("artifact", "creature",
                                                                 "enchantment"):
        raise NotUnderstood(m.group(0))
    extra = predefined_token(kind, 1, b).card
    part = MoreTokens(times=1, additional=extra, only=what.capitalize(), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("double counters",
          r"double the number of (?P<kind>[+-]1/[+-]1|\w+) counters on (?P<what>it|that creature|"
          r"~|target .+|enchanted creature|equipped creature|each (?:other )?creature you control)")
def _double_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Double the number of +1/+1 counters on target creature / on ~" (Dragonsguard Elite),
    "on each creature you control" (Bristly Bill; CR 701.10e, 122.1): each gets as many more
    of those counters as it has, the creatures those there as it resolves (608.2c). First in
    an attack trigger, "it" is the attacking creature of the event (Fractal Harness: the
    equipped creature as it attacks, 603.7c, 508.1m)."""
    what = m["what"].lower()
    if what == "it" and b.it is None and b.attack_trigger and b.last is None:
        ref = b.ref(what)  # CR 603.7c: the creature whose attack triggered it
    else:
        ref = strict_ref(m["what"], b)
    return DoubleCounters(m["kind"].lower(), ref, text=m.group(0))


_TOKEN_NO_PT = re.compile(
    r"create (?P<n>a|one|two|three) (?P<colors>(?:(?:white|blue|black|red|green)(?:,? and | )?)+) "
    r"(?P<types>[A-Za-z ]+?) creature tokens? with (?P<kw>.*[\"“].+[\"”])", re.IGNORECASE)


@sentence("token whose pt an ability defines", _TOKEN_NO_PT.pattern)
def _token_cda(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Create a red Elemental creature token with trample and "This token's power and
    toughness are each equal to ..."": no printed P/T, the token's ability defines them
    (CR 111.4, 208.2b: 0 until then)."""
    abilities = keyword_list(m["kw"], b)
    if not any(isinstance(a, StaticAbility) and any(getattr(e, "cda", False)
                                                   for e in a.effects) for a in abilities):
        raise NotUnderstood(m.group(0))  # a token without P/T needs an ability defining them
    subtypes = tuple(subtype(w) for w in m["types"].split())
    if not all(subtypes):
        raise NotUnderstood(m.group(0))
    colors = tuple(COLOR_LETTERS[c] for c in re.findall(r"white|blue|black|red|green",
                                                        m["colors"].lower()))
    card = token_card(subtypes=subtypes, colors=colors, power="*", toughness="*",
                         abilities=abilities)
    return CreateToken(card, int_number(m["n"]), text=m.group(0))


@sentence("player gets an emblem",
          r"(?P<who>you|target player|target opponent|each opponent) gets? an emblem with,? "
          r"(?P<abilities>[\"“][^\"“”]+[\"”](?: and [\"“][^\"“”]+[\"”])?)")
def _player_gets_emblem(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You get an emblem with "Creatures you control get +1/+1."" (CR 114.2): each player
    named gets an emblem in the command zone whose abilities are the quoted ones, read as
    abilities of their own (114.4: they function there; "this emblem" is the emblem, their
    source). One quoted ability not read leaves the sentence unread, naming it."""
    quoted = re.findall(r"[\"“]([^\"“”]+)[\"”]", m["abilities"])
    abilities = tuple(recognize_line_ability(q, b) for q in quoted)
    if not all(isinstance(a, (StaticAbility, TriggeredAbility, ActivatedAbility))
               for a in abilities):
        raise NotUnderstood(m.group(0))  # CR 114.1: an emblem has no keyword of its own
    return CreateEmblem(abilities, b.ref(m["who"]), text=m.group(0))


@sentence("player gets energy",
          rf"(?P<who>you|each player|each opponent|target player) gets? "
          rf"(?P<energy>(?:\{{E\}})+|(?:{NUMBER}|that many) \{{E\}})")
def _player_gets_energy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You get {E}{E}" / "you get six {E}" (CR 107.14, 122.1): each player named gets that many
    energy counters; "X {E}" is the X the text defines (107.3); "that many {E}" first in a
    damage trigger is the damage of the event (Empyreal Voyager, 603.7c)."""
    n: Amount
    fixed = energy_count(m["energy"])
    if m["energy"].lower().startswith("that many"):
        if not b.damage_trigger or b.last is not None:
            raise NotUnderstood(m.group(0))  # "that many" names no amount here
        n = Count(m.group(0), lambda ctx: int(ctx.event.get("amount", 0)))
    elif fixed is not None:
        n = fixed
    else:
        n = number(m["energy"].split()[0])  # "X {E}"
    return PlayerCounters("energy", n, b.ref(m["who"]), text=m.group(0))


@sentence("get energy implicit", rf"get (?P<energy>(?:\{{E\}})+|{NUMBER} \{{E\}})",
          priority=SPECIFIC_PRIORITY)
def _get_energy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You gain 3 life and get {E}{E}{E}" (Reservoir Walker): the subject "you" left out of
    the second action (CR 107.14, 122.1)."""
    n = energy_count(m["energy"])
    if n is None:
        raise NotUnderstood(m.group(0))  # "get X {E}": X said nowhere in these words
    return PlayerCounters("energy", n, YOU, text=m.group(0))
