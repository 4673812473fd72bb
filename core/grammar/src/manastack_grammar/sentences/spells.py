"""Kernel sentences of instants and sorceries (first needed by the printed flashback cards).

Nothing here is about a keyword: these are ordinary effect sentences that
spells print, read into the effect vocabulary (:mod:`manastack.effects`,
:mod:`manastack.effects_extra`) or into the few instructions defined below.
Each instruction cites the CR rule it applies and logs its events with it.

- "Target opponent exiles a card from their hand" (CR 406, the player chooses);
- "Exile target creature and all other creatures with the same name as that
  creature" (CR 201.2);
- "Each player chooses a creature they control. Destroy the rest." (CR 101.4:
  choices in APNAP order);
- "Choose a permanent type / a creature type" and what uses "the chosen
  type" (CR 205.2a, 205.3m, 608.2d);
- "Until your next turn, [objects] have base power and toughness 1/1"
  (CR 611.2c, 613.4b);
- "Double target creature's power until end of turn" (CR 701.10b-c), "double
  the number of +1/+1 counters on it" (CR 701.10e);
- "[Object] gains your choice of double strike or lifelink until end of turn"
  (CR 608.2d);
- "Each player shuffles their hand and graveyard into their library"
  (CR 701.24);
- "Create a token that's a copy of [object], except it isn't legendary / it's
  a 1/1 green Frog" (CR 707.9b), "For each creature token on the battlefield,
  its controller creates a token that's a copy of that creature" (CR 111.10);
- "~ deals damage to [object] equal to [amount]" (CR 120.3) and ", where X is
  the number of colors of mana spent to cast ~" (converge, CR 601.2h);
- "Search your library for an instant card or a card with flash" (CR 701.23);
- "Copy target instant or sorcery spell. You may choose new targets for the copy."
  (CR 707.10, 707.10c).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from manastack.api import (
    CREATURE_TYPES,
    Ability,
    ApplyEffect,
    Card,
    ChooseCardName,
    ChooseType,
    ChosenTypeCards,
    Conditional,
    Context,
    CopyEachToken,
    CopySpell,
    Count,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DefinePT,
    Destroy,
    DiscardNamed,
    DoesntUntap,
    DoubleCounters,
    DoublePT,
    EachPlayerChooses,
    Exile,
    ExileFromHand,
    ExileSameName,
    GainChosenAbility,
    Instruction,
    ObjectFilter,
    PlayerFilter,
    PutLooked,
    PutLookedOfChosenType,
    Ref,
    ReturnToHand,
    RevealHand,
    SearchLibrary,
    SetColors,
    SetPT,
    ShuffleFromTheirGraveyard,
    ShuffleZonesIn,
    StaticAbility,
    StaticEffect,
    TargetSpec,
    TheRest,
    Zone,
    ZoneReplacement,
    token_card,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.filters import KEYWORD_ALT, parse_filter, permanent_filter, singular, subtype
from manastack_grammar.phrases.numbers import int_number, x_means
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


#: CR 110.4a: the permanent types, in the order a player is offered them.


def _ref(phrase: str, b: Builder) -> Ref:
    """``b.ref(phrase)``, refusing "it"/"those creatures" with nothing before it to name (in a
    triggered ability that would be the triggering object, which these rules don't read) or
    named inside an "If ..." just before (they are only the objects it acted on if it did)."""
    pronoun = phrase.lower() in ("it", "that creature", "that permanent", "that land", "them",
                                 "they", "those creatures", "those permanents")
    if pronoun and (b.it is None or isinstance(b.last, Conditional)):
        raise NotUnderstood(phrase)
    return b.ref(phrase)


@sentence("exiles cards from hand",
          rf"(?P<who>target opponent|target player|each opponent|each player|that player) "
          rf"exiles? (?P<n>{NUMBER}) cards? from (?:their|his or her) hand")
def _exile_from_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    return ExileFromHand(b.ref(m["who"]), int_number(m["n"]), text=m.group(0))


@sentence("exile and all with the same name",
          r"exile (?P<what>target .+?) and all other (?P<others>creatures|permanents) with the "
          r"same name as that (?:creature|permanent)")
def _exile_same_name(m: re.Match[str], b: Builder) -> SentenceResult:
    others = ObjectFilter(types=("Creature",) if m["others"] == "creatures" else ("Permanent",),
                          text=m["others"])
    return ExileSameName(b.ref(m["what"]), others, text=m.group(0))


@sentence("each player chooses one they control",
          r"each player chooses (?P<n>a|an|one|two|three) (?P<what>.+?) they control")
def _each_player_chooses(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"])
    if not (flt.types or flt.any_types):
        raise NotUnderstood(m.group(0))
    return EachPlayerChooses(flt, int_number(m["n"]), text=m.group(0))


@sentence("destroy the rest", r"(?P<verb>destroy|exile|sacrifice) the rest")
def _destroy_the_rest(m: re.Match[str], b: Builder) -> SentenceResult:
    last = b.last
    if not isinstance(last, EachPlayerChooses):
        raise NotUnderstood(m.group(0))  # "the rest" of what was chosen just before
    rest = TheRest(last.filter)
    verb = m["verb"].lower()
    if verb == "destroy":
        return Destroy(rest, text=m.group(0))
    if verb == "exile":
        return Exile(rest, text=m.group(0))
    raise NotUnderstood(m.group(0))  # each player sacrifices their own: not this sentence


@sentence("choose a type", r"choose a (?P<kind>permanent|creature) type")
def _choose_type(m: re.Match[str], b: Builder) -> SentenceResult:
    return ChooseType(m["kind"].lower(), text=m.group(0))


@sentence("return all of the chosen type",
          r"return all (?P<what>[\w ]*?)cards of the chosen type from your graveyard to your hand")
def _return_chosen_type(m: re.Match[str], b: Builder) -> SentenceResult:
    if not isinstance(b.last, ChooseType):
        raise NotUnderstood(m.group(0))
    what = m["what"].strip()
    flt = parse_filter(what) if what else ObjectFilter()
    return ReturnToHand(ChosenTypeCards(Zone.GRAVEYARD, flt), text=m.group(0))


@sentence("reveal cards of the chosen type from among them",
          r"you may reveal any number of cards of the chosen type from among them and put the "
          r"revealed cards into your hand")
def _reveal_chosen_type(m: re.Match[str], b: Builder) -> SentenceResult:
    look = PutLooked(take=99, up_to=True, to=Zone.HAND, reveal=True)
    return PutLookedOfChosenType(look, text=m.group(0))


# --------------------------------------------------------------------------
# Power and toughness: base P/T until your next turn, doubling
# --------------------------------------------------------------------------


@sentence("until your next turn base pt",
          r"until your next turn, (?P<what>.+?) (?:has|have) base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+)")
def _base_pt_next_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """Locked to the objects there as it resolves (CR 611.2c), layer 7b (613.4b)."""
    return ApplyEffect(b.ref(m["what"]), (SetPT(int(m["p"]), int(m["t"])),),
                          duration="your_next_turn", text=m.group(0))


@sentence("double power",
          r"double (?P<what>.+?)'s (?P<stat>power|toughness|power and toughness) until end of turn")
def _double_pt(m: re.Match[str], b: Builder) -> SentenceResult:
    stat = m["stat"].lower()
    return DoublePT(_ref(m["what"], b), power="power" in stat, toughness="toughness" in stat,
                    text=m.group(0))


@sentence("double counters",
          r"double the number of (?P<kind>[+-]1/[+-]1|\w+) counters on (?P<what>it|that creature|"
          r"target .+)")
def _double_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    return DoubleCounters(m["kind"].lower(), _ref(m["what"], b), text=m.group(0))


@sentence("gains your choice of",
          r"(?P<what>.+?) gains? your choice of (?P<a>.+?) or (?P<b>.+?) until end of turn")
def _gain_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    choices = (keyword_list(m["a"], b), keyword_list(m["b"], b))
    return GainChosenAbility(_ref(m["what"], b), choices, (m["a"].lower(), m["b"].lower()),
                             text=m.group(0))


@sentence("shuffle hand and graveyard into library",
          r"(?P<who>each player|target player|you) shuffles? (?:their|your) hand and graveyard "
          r"into (?:their|your) library")
def _shuffle_hand_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    return ShuffleZonesIn(b.ref(m["who"]), text=m.group(0))


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


# --------------------------------------------------------------------------
# Token copies with exceptions (CR 707.9b), copies for each token
# --------------------------------------------------------------------------


def _not_legendary(card: Card) -> Card:
    tl = card.type_line
    return attrs.evolve(card, type_line=attrs.evolve(
        tl, supertypes=tuple(s for s in tl.supertypes if s != "Legendary")))


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


_EXCEPT_PT = re.compile(r"it's an? (?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:(?:white|blue|black|red|green)"
                        r"(?: and )?)+) (?P<type>[A-Za-z]+)", re.IGNORECASE)


def _with_abilities(abilities: tuple[Ability, ...]) -> Callable[[Card], Card]:
    """"except it has haste and "At the beginning of the end step, sacrifice this token.""
    (Electroduplicate): the abilities are part of the token's copiable values (CR 707.9a-b),
    so a copy of the token has them too."""

    def modify(card: Card) -> Card:
        return attrs.evolve(card, abilities=(*card.abilities, *abilities))

    return modify


@sentence("token copy except",
          rf"create (?P<n>{NUMBER}) tokens? that's a copy of (?P<what>.+?), except (?P<except>.+)")
def _token_copy_except(m: re.Match[str], b: Builder) -> SentenceResult:
    exception = m["except"].strip()
    modify: Callable[[Card], Card]
    if exception.lower() == "it isn't legendary":
        modify = _not_legendary
    elif (has := re.fullmatch(r"it has (?P<what>.+)", exception, re.IGNORECASE)) is not None:
        modify = _with_abilities(keyword_list(has["what"], b))  # CR 707.9a
    else:
        e = _EXCEPT_PT.fullmatch(exception)
        if e is None or not subtype(e["type"]):
            raise NotUnderstood(m.group(0))
        colors = tuple(_COLORS[c] for c in re.findall(r"white|blue|black|red|green",
                                                      e["colors"].lower()))
        modify = _becomes_pt_color_type(int(e["p"]), int(e["t"]), colors, (subtype(e["type"]),))
    return CreateTokenCopy(_ref(m["what"], b), int_number(m["n"]), modify=modify,
                              text=m.group(0))


@sentence("for each token its controller creates a copy",
          r"for each (?P<what>creature token|token) on the battlefield, its controller creates a "
          r"token that's a copy of that (?:creature|token|permanent)")
def _copy_each_token(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = ObjectFilter(types=("Creature",) if "creature" in m["what"] else (), token=True,
                       text=m["what"])
    return CopyEachToken(flt, text=m.group(0))


# --------------------------------------------------------------------------
# Damage equal to an amount; converge
# --------------------------------------------------------------------------


@sentence("damage to equal to",
          r"~ deals damage to (?P<to>.+?) equal to (?P<amount>.+)")
def _damage_to_equal(m: re.Match[str], b: Builder) -> SentenceResult:
    amount = b.amount(m["amount"])
    return DealDamage(amount, _ref(m["to"], b), text=m.group(0))


def _colors_spent(ctx: Context) -> int:
    """CR 601.2h, 702 converge: the number of colours of mana spent to cast the spell."""
    spell = ctx.spell
    if spell is None and ctx.source_lki is not None:
        spell = ctx.source_lki.spell
    if spell is None:
        return 0
    return len(set(re.findall(r"\{([WUBRG])\}", spell.mana_spent)))


@sentence("where x is the number of colors of mana spent",
          r"(?P<body>.+), where x is the number of colors of mana spent to cast ~", priority=50)
def _converge(m: re.Match[str], b: Builder) -> SentenceResult:
    """Before any rule splitting the sentence: X is the same in every clause (CR 107.3c)."""
    with x_means(Count("the number of colors of mana spent to cast ~", _colors_spent)):
        return b.effect(m["body"])


@sentence("compound sentence, where x is",
          r"(?P<body>.+ (?:and|then) .+), where x is (?P<x>.+)", priority=50)
def _compound_where(m: re.Match[str], b: Builder) -> SentenceResult:
    """"A and B, where X is ...": X is the same in every clause (CR 107.3c). Read before the
    rules that split a sentence into clauses, which would give only the last clause the X.
    "If ..., A and B, where X is ...": the condition rules read it and this rule its rest."""
    if re.match(r"(?:then )?if ", m["body"], re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    meaning = b.amount(m["x"])
    with x_means(meaning):
        return b.effect(m["body"])


@sentence("doesn't untap during next untap step",
          r"(?P<what>.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'?s?'? next "
          r"untap steps?")
def _doesnt_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    return DoesntUntap(_ref(m["what"], b), text=m.group(0))


@sentence("choose a card name", r"choose a (?P<what>non\w+ )?card name")
def _choose_name(m: re.Match[str], b: Builder) -> SentenceResult:
    word = (m["what"] or "").strip().lower()
    not_types: tuple[str, ...] = ()
    if word:
        flt = parse_filter(word)
        if not flt.not_types or flt.types or flt.subtypes or flt.colors:
            raise NotUnderstood(m.group(0))
        not_types = flt.not_types
    return ChooseCardName(not_types, text=m.group(0))


@sentence("reveals hand and discards all with that name",
          r"(?P<who>target player|target opponent|each opponent|that player) reveals (?:their|his "
          r"or her) hand and discards all cards with that name")
def _reveal_discard_named(m: re.Match[str], b: Builder) -> SentenceResult:
    if not isinstance(b.last, ChooseCardName):
        raise NotUnderstood(m.group(0))
    who = b.ref(m["who"])
    return [RevealHand(who, text=m.group(0)), DiscardNamed(who, text=m.group(0))]


# --------------------------------------------------------------------------
# "If this creature would die, exile it instead" (a static replacement of the permanent)
# --------------------------------------------------------------------------


@sentence("self would die exile instead", r"if ~ would die, exile it instead", kind="ability")
def _self_would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a, 700.4: the permanent goes to exile instead of its owner's graveyard from the
    battlefield (a static ability: it also works when granted, "It gains \\"...\\"")."""
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                           text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


# --------------------------------------------------------------------------
# Characteristic-defining P/T from counts of cards (CR 604.3, 613.4a)
# --------------------------------------------------------------------------


def _printed_card_count(phrase: str) -> Callable[[Any, Any], int]:
    """A count of cards read from their printed characteristics, as a CDA computed inside
    the layer pass must (613.4a): "the number of instant and sorcery cards in your
    graveyard", "the number of cards with flashback you own in exile"."""
    p = phrase.strip().lower().removeprefix("the number of ")
    m = re.fullmatch(r"(?P<what>[a-z ]+?) cards? in your (?P<zone>graveyard|hand)", p)
    if m:
        kinds = [w.strip() for w in re.split(r",? and |,? or |, ", m["what"])]
        types = tuple(t.capitalize() for t in kinds)
        if not all(t in ("Artifact", "Creature", "Enchantment", "Instant", "Land",
                         "Planeswalker", "Sorcery", "Battle") for t in types):
            raise NotUnderstood(phrase)
        zone = Zone.GRAVEYARD if m["zone"] == "graveyard" else Zone.HAND

        def count_types(game: Any, obj: Any) -> int:
            return sum(1 for o in game.objects_in(zone, obj.controller)
                       if any(game.rules.printed(o.card).type_line.has_type(t) for t in types))

        return count_types
    m = re.fullmatch(rf"cards with (?P<kw>{KEYWORD_ALT}|flashback|escape) you own in exile", p)
    if m:
        keyword = m["kw"]

        def count_keyword(game: Any, obj: Any) -> int:
            return sum(1 for o in game.objects_in(Zone.EXILE)
                       if o.owner == obj.controller
                       and keyword in game.rules.printed(o.card).keywords)

        return count_keyword
    raise NotUnderstood(phrase)


@sentence("power and toughness are each equal to counts",
          r"~'s power and toughness are each equal to (?P<what>the number of .+)", kind="ability")
def _pt_equal_to_counts(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This token's power and toughness are each equal to the number of A plus the number
    of B": a characteristic-defining ability (CR 604.3), layer 7a (613.4a), in every zone."""
    counts = [_printed_card_count(part) for part in re.split(r" plus ", m["what"])]

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        n = sum(count(game, obj) for count in counts)
        return n, n

    effect = StaticEffect(parts=(DefinePT(compute),), self_only=True, cda=True,
                          zones=tuple(Zone), text=m.group(0))
    return StaticAbility(effects=(effect,), zones=tuple(z.value for z in Zone), text=m.group(0))


@sentence("power equal to the number on the battlefield",
          r"~'s power is equal to the number of (?P<what>[\w ]+?) on the battlefield"
          r"(?: (?P<with>with .+))?", kind="ability")
def _power_equal_to_permanents(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Dauthi Warlord's power is equal to the number of creatures on the battlefield with
    shadow": a characteristic-defining ability (CR 604.3), layer 7a (613.4a), in every zone.
    It counts every player's permanents; asked inside the layer pass, the filter reads the
    characteristics of layers 1-6 already applied (a creature given shadow counts); the
    toughness stays the printed one."""
    phrase = singular(m["what"]) + (f" {m['with']}" if m["with"] else "")
    flt = permanent_filter(parse_filter(phrase))

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        n = sum(1 for o in game.objects_in(Zone.BATTLEFIELD)
                if flt.matches(game, o, player=obj.controller, source=obj.id))
        return n, game.rules.printed(obj.card).toughness or 0

    effect = StaticEffect(parts=(DefinePT(compute),), self_only=True, cda=True,
                          zones=tuple(Zone), text=m.group(0))
    return StaticAbility(effects=(effect,), zones=tuple(z.value for z in Zone), text=m.group(0))


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
    colors = tuple(_COLORS[c] for c in re.findall(r"white|blue|black|red|green",
                                                  m["colors"].lower()))
    card = token_card(subtypes=subtypes, colors=colors, power="*", toughness="*",
                         abilities=abilities)
    return CreateToken(card, int_number(m["n"]), text=m.group(0))


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
                      min=0 if up_to else n, max=n, text=f"{m['n']} target cards")
    cards = b.target(spec)
    b.that_player = who
    return ShuffleFromTheirGraveyard(who, cards, text=m.group(0))


@sentence("copy target spell",
          r"copy (?P<what>target (?:instant or sorcery |instant |sorcery )?spell"
          r"(?: you control| an opponent controls)?)")
def _copy_spell(m: re.Match[str], b: Builder) -> SentenceResult:
    return CopySpell(b.ref(m["what"]), text=m.group(0))


@sentence("choose new targets for the copy",
          r"you may choose new targets for (?:the|that) copy")
def _new_targets(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 707.10c, after "Copy ...": its controller may change the copy's targets."""

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, CopySpell):
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, new_targets=True)

    return Amend(apply)
