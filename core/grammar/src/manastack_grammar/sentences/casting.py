"""Spells and casting (CR 601, 701.6, 118).

Countering: "Counter target spell [unless its controller pays {X}]", "Counter each ...", "~
can't be countered"; casting without paying (118.9): "You may cast a spell with mana value X
or less from your hand without paying its mana cost", "... an instant spell from that
player's graveyard without paying its mana cost", "Discover N" (701.57);
costs: "As an additional cost to cast ~,
[cost]" (or "[cost] or pay {M}", the caster choosing one, 601.2b), "[Some] spells [you cast]
cost {N} more / less to cast" (601.2f), "This spell costs {1} less to cast for each ..."
or "... if [condition]" (113.6d); prohibitions (101.2, 601.2e): "Noncreature spells with mana
value 4 or greater can't be cast", "Your opponents can't cast ... spells"; "You may cast creature spells as
though they had flash".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from manastack.api import (
    EACH_PLAYER,
    GRAVEYARD_ZONE,
    LIBRARY_TOP,
    YOU,
    ActivationRestriction,
    AdditionalCostAbility,
    Amount,
    ApplyRule,
    AsThough,
    CastProhibition,
    CastRestriction,
    CastWithoutPaying,
    Conditional,
    Context,
    Cost,
    CostModifier,
    Count,
    CounterProhibition,
    CounterSpell,
    CounterUnlessPays,
    Discover,
    Draw,
    EquipCostModifier,
    EventRef,
    FlashForMore,
    Instruction,
    ItRef,
    LookAtTop,
    ManaCost,
    MayCastFromGraveyardFree,
    ObjectFilter,
    OthersGainLife,
    PlayerKeyword,
    PrintedAlternativeCost,
    Ref,
    SpellCostChange,
    SpellRule,
    StaticAbility,
    StaticEffect,
    TargetRef,
    Zone,
    ZonePlayPermission,
)
from manastack_grammar.abilities import only_phrases
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.conditions import condition_of, control_condition, player_condition
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.filters import TYPE_WORDS, parse_filter, permanent_filter
from manastack_grammar.phrases.numbers import int_number, parse_amount, parse_count, x_meaning
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult, worded
from manastack_grammar.sentences.common import ALL_ZONES, SPECIFIC_PRIORITY, rule, static_ability
from manastack_grammar.sentences.statics import static_condition

if TYPE_CHECKING:
    from manastack.api import Game

_M = re.Match[str]  # the match a rule's build receives


@rule("cast without paying",
      r"you may cast (?:a|an) (?:(?P<what>.+?) )?spell(?: with mana value (?P<n>x|\d+) or less)? "
      r"from your hand without paying its mana cost")
def _cast_free(m: _M, b: Builder) -> SentenceResult:
    """Electrodominance's "You may cast a spell with mana value X or less from your hand
    without paying its mana cost" (CR 118.9, 608.2g)."""
    flt = parse_filter(m["what"]) if m["what"] else ObjectFilter()
    limit = parse_amount(m["n"], b) if m["n"] else None
    return CastWithoutPaying(flt, limit)


@rule("cast one of them without paying",
      r"you may cast one of them without paying its mana cost")
def _cast_one_of_them_free(m: _M, b: Builder) -> SentenceResult:
    """"Draw three cards and reveal them. You may cast one of them without paying its mana
    cost." (Mad Wizard's Lair; CR 118.9, 608.2g): one of the cards drawn, cast as the ability
    resolves; "them" only after a draw that revealed them."""
    last = b.last
    if not isinstance(last, Draw) or not last.reveal or last.who != YOU:
        raise NotUnderstood(m.group(0))
    return CastWithoutPaying(among=ItRef())


@rule("discover", r"discover (?P<n>\d+)")
def _discover(m: _M, b: Builder) -> SentenceResult:
    """"Discover 4" (CR 701.57a): exile until a nonland card with mana value 4 or less, cast
    it free or put it into the hand; "discover X" is left unread (a fixed number here)."""
    return Discover(int(m["n"]), text=m.group(0))


@rule("counter", r"counter (?P<what>(?:target|up to one target) .*(?:spell|ability).*?)")
def _counter(m: _M, b: Builder) -> SentenceResult:
    """"Counter target spell" (CR 701.6a); "Counter target activated or triggered ability"
    (Stifle): an ability countered is removed from the stack (701.6b)."""
    return CounterSpell(b.ref(m["what"]))


@sentence("countered this way exile instead",
          r"if that spell is countered this way, exile it instead of putting it into its owner's "
          r"graveyard", priority=SPECIFIC_PRIORITY)
def _countered_exile_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Counter target spell. If that spell is countered this way, exile it instead of
    putting it into its owner's graveyard." (Dissipate): a replacement of the countered
    spell's move to the graveyard (CR 614.1a, 701.6a), part of the counter instruction; after
    anything but countering one target spell it is not read."""

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, (CounterSpell, CounterUnlessPays)) or \
                not isinstance(previous.what, TargetRef) or previous.instead is not None:
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, instead=Zone.EXILE)

    return Amend(apply)


#: "put it ... instead of into that player's graveyard": where a countered spell goes.
_COUNTERED_TO = {"into its owner's hand": (Zone.HAND, "top"),
                 "on top of its owner's library": (Zone.LIBRARY, "top"),
                 "on the bottom of its owner's library": (Zone.LIBRARY, "bottom")}


@sentence("countered this way put instead",
          r"if that spell is countered this way, put it (?P<to>into its owner's hand|on top of "
          r"its owner's library|on the bottom of its owner's library) instead of into that "
          r"player's graveyard", priority=SPECIFIC_PRIORITY)
def _countered_put_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Counter target spell. If that spell is countered this way, put it on top of its
    owner's library instead of into that player's graveyard." (Memory Lapse), "... into its
    owner's hand ..." (Remand), "... on the bottom ..." (Spell Crumple): a replacement of the
    countered spell's move to the graveyard (CR 614.1a, 701.6a), part of the counter
    instruction; after anything but countering one target spell it is not read."""
    zone, position = _COUNTERED_TO[m["to"].lower()]

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, CounterSpell) or \
                not isinstance(previous.what, TargetRef) or previous.instead is not None:
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, instead=zone, position=position)

    return Amend(apply)


@sentence("counter the targeting spell or ability",
          r"counter that (?P<kind>spell or ability|spell|ability)(?: unless its controller pays "
          r"(?P<cost>(?:\{[^}]+\})+))?")
def _counter_targeting(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever ~ becomes the target of a spell or ability for the first time each turn,
    counter that spell or ability." (Glyph Keeper), "... unless its controller pays {2}"
    (Frost Titan): the spell or ability whose targeting triggered it (CR 603.7c, 701.6a-b,
    118.12). "When a player casts a spell, sacrifice ~ and counter that spell" (Hesitation):
    the spell whose casting triggered it (601.2i)."""
    if b.cast_trigger and m["kind"].lower() == "spell":
        # "Whenever a player casts a spell, counter that spell" (Hesitation): the spell whose
        # casting triggered it (CR 603.7c), wherever in the effect it is named
        what = EventRef("obj")
    elif not b.target_trigger or b.last is not None:
        raise NotUnderstood(m.group(0))  # "that spell" names no targeting spell here
    else:
        what = EventRef("source")
    if m["cost"]:
        if "{x}" in m["cost"].lower() and x_meaning() is not None:
            raise NotUnderstood(m.group(0))  # an X the text defines: not the announced one
        return CounterUnlessPays(what, ManaCost.parse(m["cost"]), text=m.group(0))
    return CounterSpell(what, text=m.group(0))


@sentence("counter that spell if it has the revealed card's mana value",
          r"counter that spell if it has the same mana value as the revealed card")
def _counter_if_same_mana_value(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an opponent casts a spell, you may reveal the top card of your library. If
    you do, counter that spell if it has the same mana value as the revealed card."
    (Counterbalance): the spell whose casting triggered it (CR 603.7c) is countered (701.6a)
    only if its mana value, X included on the stack (202.3, 107.3), equals that of the one
    card just revealed (X is 0 in a library, 107.3), compared as it resolves (608.2c)."""
    look = b.last
    if not b.cast_trigger or not isinstance(look, LookAtTop) or look.count != 1 or \
            not look.reveal or look.whose is not None:
        raise NotUnderstood(m.group(0))  # "the revealed card": the one revealed just before
    spell = EventRef("obj")
    return Conditional(condition=lambda ctx: _same_mana_value(ctx, spell),
                       then=(CounterSpell(spell, text=m.group(0)),), text=m.group(0))


def _same_mana_value(ctx: Context, spell: Ref) -> bool:
    """CR 202.3, 608.2c: the triggering spell, still on the stack, has the mana value of the
    card revealed from the top of the library (as it is now, or as it last was there)."""
    game = ctx.game
    revealed = [o for o in ctx.values.get("looked", ()) if isinstance(o, int)]
    spells = [o for o in spell.objects(ctx) if isinstance(o, int)]
    if len(revealed) != 1 or len(spells) != 1:
        return False
    found = game.find(spells[0])
    if found is None or found.zone is not Zone.STACK:
        return False  # CR 701.6a: a spell no longer on the stack isn't countered
    card = game.find(revealed[0])
    revealed_mv = game.mana_value(card.id) if card is not None else 0
    same = game.mana_value(found.id) == revealed_mv
    game.log_event("resolve", f"{found} has mana value {game.mana_value(found.id)}, the "
                   f"revealed card {revealed_mv}: {'the same' if same else 'not the same'} "
                   "(CR 202.3, 608.2c)", rule="202.3", source=ctx.source)
    return same


@rule("counter each", r"counter (?P<what>(?:each|all) .*spells?.*?)")
def _counter_each(m: _M, b: Builder) -> SentenceResult:
    return CounterSpell(b.ref(m["what"]))


@rule("cant be countered", r"~ can't be countered", kind="ability")
def _cant_counter(m: _M, b: Builder) -> SentenceResult:
    return SpellRule(rule="cant_be_countered", text="This spell can't be countered.")


#: The colour words of "Spend only black mana on X" and their mana symbols (CR 105.1, 107.4a).
_COLOR_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@rule("spend only mana on x", r"spend only (?P<first>white|blue|black|red|green)"
      r"(?: and/or (?P<second>white|blue|black|red|green))? mana on x", kind="ability")
def _x_mana(m: _M, b: Builder) -> SentenceResult:
    """"Spend only black mana on X." (Consume Spirit): each unit of the spell's X is paid
    only with mana of that colour (CR 106.6, 107.3a), "black and/or red": either colour, as a
    hybrid {B/R} symbol is paid (107.4e)."""
    first = _COLOR_SYMBOL[m["first"].lower()]
    second = _COLOR_SYMBOL[m["second"].lower()] if m["second"] else None
    if second == first:
        return None
    mana = f"{{{first}/{second}}}" if second else f"{{{first}}}"
    return SpellRule(rule="x_mana", mana=mana, text=m.group(0))


@rule("additional cost", r"as an additional cost to cast ~, (?P<cost>.+)", kind="ability")
def _additional(m: _M, b: Builder) -> SentenceResult:
    choice = re.fullmatch(r"(?P<first>.+) or pay (?P<mana>(?:\{[^}]+\})+)", m["cost"],
                          re.IGNORECASE)
    if choice and " or " not in choice["first"] and "," not in choice["first"]:
        # "sacrifice a creature or pay {3}{B}": the caster chooses one as they cast (CR 601.2b)
        first = parse_cost(choice["first"], b)
        paid = Cost(mana=ManaCost.parse(choice["mana"]))
        return AdditionalCostAbility(cost=first, alternatives=(first, paid), text=m.group(0))
    mana_first = re.fullmatch(r"pay (?P<mana>(?:\{[^}]+\})+) or (?P<second>[^,]+)", m["cost"],
                              re.IGNORECASE)
    if mana_first:
        # "pay {4} or sacrifice an artifact or creature" (Annihilating Glare): the mana
        # before the first "or", the rest one cost (CR 601.2b: the caster chooses one)
        paid = Cost(mana=ManaCost.parse(mana_first["mana"]))
        second = parse_cost(mana_first["second"], b)
        return AdditionalCostAbility(cost=paid, alternatives=(paid, second), text=m.group(0))
    two = re.fullmatch(rf"(?P<first>{_COST_VERB} [^,]+?) or (?P<second>{_COST_VERB} [^,]+)",
                       m["cost"], re.IGNORECASE)
    if two and " or " not in two["second"]:
        # "sacrifice a creature or discard a card" (Bone Shards): "or" before a cost's verb
        # joins two costs, the caster choosing one (CR 601.2b)
        first = parse_cost(two["first"], b)
        return AdditionalCostAbility(cost=first, alternatives=(first, parse_cost(
            two["second"], b)), text=m.group(0))
    return AdditionalCostAbility(cost=parse_cost(m["cost"], b), text=m.group(0))


#: The verbs a cost begins with (CR 118.1), where "or" may join two costs.
_COST_VERB = r"(?:sacrifice|discard|exile|pay|return|tap|remove|reveal)"


#: "[what] spells [you cast] cost {M} more / less to cast", the words after any "During
#: turns other than yours, " or "As long as [condition], ".
_COST_MODIFIER = (r"(?:(?P<what>.+?) )?spells (?P<with>with \w+ )?"
                  r"(?P<who>you cast |your opponents cast )?"
                  r"(?P<from>from your graveyard |from anywhere other than your hand )?"
                  r"(?P<aim>that target ~ )?"
                  r"cost (?P<amount>(?:\{[^}]+\})+) (?P<dir>more|less) to cast")


@rule("cost modifier", r"(?P<when>during turns other than yours, )?" + _COST_MODIFIER,
      kind="ability")
def _cost_modifier(m: _M, b: Builder) -> SentenceResult:
    """"Noncreature spells cost {1} more to cast" (Thalia), "Spells your opponents cast that
    target ~ cost {2} more to cast" (Boreal Elemental: only those whose targets, chosen
    first, include the permanent; CR 601.2c, 601.2f); "During turns other than yours, spells
    you cast cost {1} less to cast" (Geyser Drake): only while its controller is not the
    active player (102.1); "Spells you cast from your graveyard / from anywhere other than your
    hand" (Patrician Geist, Savvy Trader): only those cast from that zone (601.2a)."""
    if m["from"] and m["who"] != "you cast ":
        raise NotUnderstood(m.group(0))  # "your graveyard" names the caster's own
    what = (m["what"] or "").lower().replace(" and ", " or ")
    if m["with"]:
        # "Creature spells with flying you cast" (Warden of Evos Isle): the spell has the
        # keyword as it is cast (CR 601.2f, 702.9a)
        what = f"{what or 'spell'} {m['with'].strip().lower()}"
    flt = ObjectFilter(text="spells") if what in ("", "spells") else parse_filter(what)
    who = {"you cast ": "you", "your opponents cast ": "opponents", None: "any"}[m["who"]]
    modifier = CostModifier(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                            spells=flt, who=who, text=m.group(0),
                            targeting_source=m["aim"] is not None,
                            not_your_turn=m["when"] is not None,
                            cast_from={"from your graveyard ": "graveyard",
                                       "from anywhere other than your hand ": "not hand",
                                       None: ""}[m["from"]])
    return StaticAbility(effects=(modifier,), text=m.group(0))


@sentence("equip abilities cost less",
          r"equip abilities you activate (?P<aim>that target ~ )?cost (?P<amount>\{\d+\}) less "
          r"to activate", kind="ability")
def _equip_cost_less(m: _M, b: Builder) -> SentenceResult:
    """"Equip abilities you activate cost {1} less to activate." (Éowyn, Lady of Rohan),
    "Equip abilities you activate that target this creature cost {2} less to activate."
    (Helitrooper): the total cost of the equip abilities (CR 702.6a) the permanent's
    controller activates is that much generic mana lower (602.2b, 601.2f, 118.7a); "that
    target ~" only when the target, chosen first (601.2c), is the permanent itself."""
    modifier = EquipCostModifier(amount=ManaCost.parse(m["amount"]),
                                 targeting_source=m["aim"] is not None, text=m.group(0))
    return StaticAbility(effects=(modifier,), text=m.group(0))


@sentence("as long as, cost modifier",
          r"as long as (?P<cond>[^,]+), (?P<when>(?!))?" + _COST_MODIFIER, kind="ability")
def _cost_modifier_while(m: _M, b: Builder) -> SentenceResult:
    """"As long as this creature is tapped, creature spells you cast cost {2} less to cast."
    (Centaur Omenreader): the cost modifier of the rest, applied only while the condition
    holds of its source as a spell's total cost is determined (CR 611.3a, 601.2f)."""
    condition = static_condition(m["cond"])
    ability = _cost_modifier.build(m, b)
    assert isinstance(ability, StaticAbility)
    return StaticAbility(effects=tuple(attrs.evolve(e, condition=condition)
                                       for e in ability.effects), text=m.group(0))


@sentence("nth spell each turn costs less",
          r"the (?P<nth>first|second|third) (?:(?P<kind>artifact|creature|enchantment|instant|"
          r"sorcery|planeswalker|battle) )?spell you cast each turn costs "
          r"(?P<amount>(?:\{[^}]+\})+) less to cast", kind="ability")
def _nth_spell_cost(m: re.Match[str], b: Builder) -> SentenceResult:
    """"The second spell you cast each turn costs {1} less to cast." (Highspire Bell-Ringer):
    a spell its controller casts after exactly one other this turn (CR 601.2f, 601.2i: this
    one counted once cast), any kind of spell; "The first creature spell you cast each turn"
    (Conduit of Ruin): the caster's spells of that card type only are counted (205.2a)."""
    nth = {"first": 1, "second": 2, "third": 3}[m["nth"].lower()]
    kind = (m["kind"] or "").lower()
    spells = parse_filter(kind) if kind else ObjectFilter(text="spells")
    modifier = CostModifier(amount=ManaCost.parse(m["amount"]), increase=False,
                            spells=spells, who="you", text=m.group(0), nth_each_turn=nth,
                            nth_types=(kind.capitalize(),) if kind else ())
    return StaticAbility(effects=(modifier,), text=m.group(0))


@sentence("cast as though flash",
          r"you may cast (?P<what>[\w ]*?)spells as though they had flash", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _as_though_flash(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].strip()
    base = parse_filter(what) if what else ObjectFilter()
    flt = attrs.evolve(base, owner="you", text=f"{what} spells you cast".strip())
    zones = tuple(z for z in ALL_ZONES if z is not Zone.BATTLEFIELD)
    return static_ability((AsThough("cast", "flash", text=m.group(0)),), flt, m.group(0), zones=zones)


@sentence("cast as though flash this turn",
          r"you may cast spells this turn as though they had flash",
          priority=SPECIFIC_PRIORITY)
def _as_though_flash_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{G}{U}, {T}: You may cast spells this turn as though they had flash" (Alchemist's
    Refuge): a rule effect until end of turn on the spells its controller casts (CR 609.4,
    611.2c, 702.8a, 514.2)."""
    flt = ObjectFilter(owner="you", text="spells you cast")
    zones = tuple(z for z in ALL_ZONES if z is not Zone.BATTLEFIELD)
    return ApplyRule(flt, (AsThough("cast", "flash", text=m.group(0)),), zones=zones,
                     text=m.group(0))


@sentence("counter unless pays",
          r"counter (?P<what>target .*?spell) unless its controller pays (?P<cost>(?:\{[^}]+\})+)"
          r"(?: for each (?P<each>.+))?")
def _counter_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Counter target spell unless its controller pays {3}" (CR 701.6a, 118.12); "... pays
    {1} for each card in your graveyard" (Circular Logic): the cost that many times, counted
    as it resolves (107.3c, 608.2h)."""
    per: Amount | None = parse_count(m["each"], b) if m["each"] else None
    cost = m["cost"]
    if "{x}" in cost.lower() and x_meaning() is not None:
        # "pays {X}, where X is its mana value" (Rethink): {1} X times, X the text's (107.3c)
        if cost.upper() != "{X}" or per is not None:
            raise NotUnderstood(m.group(0))
        cost, per = "{1}", x_meaning()
    return CounterUnlessPays(b.ref(m["what"]), ManaCost.parse(cost), per=per,
                             text=m.group(0))


#: "[what] spells [with ...]": the spells a prohibition is about.
_SPELLS = r"(?:(?P<what>[^.]+?) )?spells(?P<with> with [^.]+?)?"


def _spells(m: re.Match[str]) -> ObjectFilter:
    """The filter of "[what] spells [with ...]", matched against the spell being cast."""
    what, with_ = (m["what"] or "").lower(), (m["with"] or "").lower()
    said = f"{what} spells{with_}".strip()
    listed = re.split(r",? and |, ", what)
    if len(listed) > 1:
        # "creature and enchantment spells": a spell of either type (a list of card types
        # only; a list mixing kinds, "instant, sorcery, and Dragon", is refused)
        if not all(TYPE_WORDS.get(w) for w in listed):
            raise NotUnderstood(m.group(0))
        what = " or ".join(listed)
    # "card" stands for the noun: "spell" would ask for an object on the stack, and the card
    # is still in its zone when legal actions are listed (parse_filter reads the rest)
    flt = parse_filter(f"{what} card{with_}".strip())
    return attrs.evolve(flt, text=said)


def _prohibition(flt: ObjectFilter, who: str, text: str, *,
                 during_your_turn: bool = False, per_turn: int | None = None) -> StaticAbility:
    return StaticAbility(effects=(CastProhibition(spells=flt, who=who, text=text,
                                                  during_your_turn=during_your_turn,
                                                  per_turn=per_turn),),
                         text=text)


@sentence("spells can't be cast", rf"{_SPELLS} can't be cast", kind="ability")
def _cant_be_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Noncreature spells with mana value 4 or greater can't be cast." (Gaddock Teeg): no
    player may cast such a spell while the permanent is on the battlefield (CR 604.1, 101.2,
    checked at 601.2e with the spell's mana value, X included, 202.3e)."""
    return _prohibition(_spells(m), "any", m.group(0))


@sentence("spells can't be countered", rf"{_SPELLS}(?P<yours> you control)? can't be countered",
          kind="ability")
def _cant_be_countered(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Spells can't be countered." (Lier, Disciple of the Drowned), "Creature spells you
    control can't be countered." (Prowling Serpopard): while the permanent is on the
    battlefield (CR 604.1), an instruction to counter such a spell does nothing to it (CR
    101.2, 701.6a); "you control": only the spells its controller controls (109.5, 110.2)."""
    text = m.group(0)
    flt = _spells(m)
    if m["yours"]:
        flt = attrs.evolve(flt, controller="you", text=f"{flt.text} you control")
    return StaticAbility(effects=(CounterProhibition(spells=flt, text=text),), text=text)


#: CR 401.5: "You may look at the top card of your library any time": its controller alone
#: sees that card (the player keyword the kernel's view reads).
_LOOK_AT_TOP = "you may look at the top card of your library any time"


def _looks_at_top(text: str) -> StaticEffect:
    return StaticEffect(parts=(PlayerKeyword("may look at the top card of their library any "
                                             "time"),), text=text)


@sentence("may look at the top card of your library any time", _LOOK_AT_TOP, kind="ability")
def _look_at_top_any_time(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may look at the top card of your library any time." (Augur of Autumn): an effect
    on its controller (613.10) letting them alone see that card (CR 401.5); it changes
    nothing else in the game (playing it is another ability's permission)."""
    return StaticAbility(effects=(_looks_at_top(m.group(0)),), text=m.group(0))


#: The zones "you may play ... from ..." names (CR 404.1, 401.1).
_PLAY_ZONES = {"your graveyard": GRAVEYARD_ZONE, "the top of your library": LIBRARY_TOP}


@sentence("may play lands or cast spells from a zone",
          rf"(?P<look>{_LOOK_AT_TOP}, and )?you may (?:(?P<lands>play lands)|"
          r"(?P<both>play lands and )?cast (?:(?P<what>\w+) )?spells) from "
          r"(?P<zone>your graveyard|the top of your library)", kind="ability")
def _play_from_zone(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may play lands from your graveyard." (Crucible of Worlds), "You may play lands
    from the top of your library." (Courser of Kruphix), "You may play lands and cast spells
    from the top of your library." (Future Sight), "You may cast creature spells from the top
    of your library." (Eladamri, Korvecdal; CR 601.3, 116.2a, 305.1): an effect on its
    controller (613.10), who may play those cards from that zone of their own, with the
    cards' own timing and costs (117.1a); a land played so counts against the lands they may
    play (305.2). "[what] spells": one card type word (a creature card, not a Dragon or a
    "with" clause); Radha's "You may look at ... any time, and you may play lands ..." gives
    both effects (401.5)."""
    text = m.group(0)
    what = m["what"]
    spells: ObjectFilter | None = None
    if m["lands"] is None:
        if what is not None and not TYPE_WORDS.get(what.lower()):
            raise NotUnderstood(text)  # "[type] spells": one card type, nothing more
        spells = parse_filter(f"{what.lower()} card" if what else "card")
    permission = ZonePlayPermission(zone=_PLAY_ZONES[m["zone"].lower()],
                                    lands=bool(m["lands"] or m["both"]), spells=spells)
    effects: tuple[StaticEffect, ...] = (StaticEffect(parts=(permission,), text=text),)
    if m["look"]:
        effects = (_looks_at_top(text), *effects)
    return StaticAbility(effects=effects, text=text)


_WHO_CANT_CAST = {"you": "you", "your opponents": "opponents", "each opponent": "opponents",
                  "players": "any", "each player": "any"}


@sentence("player can't cast spells",
          rf"(?P<who>you|your opponents|each opponent|players|each player) can't cast {_SPELLS}"
          r"(?P<during> during your turn)?",
          kind="ability")
def _player_cant_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You can't cast creature spells." (Steel Golem), "Your opponents can't cast spells
    with mana value 3 or less": the same prohibition, for some players' casts (CR 101.2,
    601.2e; "you" is the controller of the permanent, 109.5); "... during your turn"
    (Dragonlord Dromoka): only while that player is the active player (102.1)."""
    return _prohibition(_spells(m), _WHO_CANT_CAST[m["who"].lower()], m.group(0),
                        during_your_turn=bool(m["during"]))


@sentence("player can't cast more than one spell each turn",
          r"(?P<who>you|your opponents|each opponent|players|each player) can't cast more than "
          r"one spell each turn", kind="ability")
def _player_cant_cast_more_than_one(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each player can't cast more than one spell each turn." (Arcane Laboratory): a player
    who has cast a spell this turn can't cast another while the permanent is on the
    battlefield (CR 101.2, 601.2e, 604.1; spells cast before it arrived count, 601.2i). Only
    "spell": a kind of spell ("noncreature spell") would need the casts counted by kind."""
    return _prohibition(ObjectFilter(text="spells"), _WHO_CANT_CAST[m["who"].lower()],
                        m.group(0), per_turn=1)


@sentence("spell costs less for each",
          r"~ costs (?P<amount>(?:\{[^}]+\})+) (?P<dir>less|more) to cast for each (?P<what>.+)",
          kind="ability")
def _spell_cost_for_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This spell costs {1} less to cast for each creature that died this turn", "~ costs
    {1}{U} more to cast for each target beyond the first" (strive)."""
    what = m["what"].lower()
    count = _TARGETS_BEYOND_FIRST if what == "target beyond the first" else parse_count(
        m["what"], b)
    return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=m["dir"] == "more",
                           count=count, text=m.group(0))


@sentence("spell costs X less where X is",
          r"~ costs \{X\} less to cast, where X is (?P<what>.+)", kind="ability")
def _spell_cost_where_x(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This spell costs {X} less to cast, where X is the total power of creatures you
    control." (Ghalta): {1} less for each point of that number, counted as the total cost is
    determined (CR 601.2f, 107.3c; "you" the caster); it reduces generic mana only."""
    return SpellCostChange(amount=ManaCost.parse("{1}"), increase=False,
                           count=parse_amount(m["what"], b), text=m.group(0))


@sentence("spell costs less if it targets",
          r"~ costs (?P<amount>(?:\{[^}]+\})+) less to cast if it targets an? (?P<what>.+)",
          kind="ability")
def _spell_cost_if_it_targets(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This spell costs {3} less to cast if it targets a tapped creature" (Seized from
    Slumber): the total cost is determined after the targets are chosen (CR 601.2c, 601.2f),
    so it is lower when one of them, as it is then, is such an object ("you" is the
    spell's controller)."""
    flt = parse_filter(m["what"])

    def targets_one(ctx: Context) -> int:
        spell = ctx.spell
        if spell is None:
            return 0  # CR 601.2f: no target chosen yet, no reduction
        game = ctx.game
        for group in spell.targets:
            for target in group:
                obj = game.find(target) if isinstance(target, int) else None
                if obj is not None and flt.matches(game, obj, player=ctx.controller,
                                                   source=ctx.source):
                    return 1
        return 0

    return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=False,
                           count=Count(f"if it targets {m['what']}", targets_one),
                           text=m.group(0))


@sentence("spell costs less if a condition holds",
          r"~ costs (?P<amount>(?:\{[^}]+\})+) less to cast (?:(?:if|as long as) (?!it targets )"
          r"(?P<cond>.+)|(?P<during>during your turn))", kind="ability")
def _spell_cost_if(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This spell costs {1} less to cast if you control a Wizard" (Academy Journeymage): the
    reduction applies while the condition holds as the total cost is determined (CR 601.2f,
    "you" the spell's controller; 113.6d), read with the words of "If ..." (608.2c); "if
    you've cast another spell this turn" (Focus the Mind): the total cost is determined
    before the spell becomes cast (601.2f before 601.2i), so any spell the caster cast.
    "... as long as you've drawn two or more cards this turn" (Gwaihir the Windlord): the same
    condition in other words; "... during your turn" (Mental Modulation): while the caster is
    the active player (102.1)."""
    if m["during"]:
        mine = condition_of("it's your turn", b)
        return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=False,
                               count=Count("if it's your turn", lambda ctx: int(mine(ctx))),
                               text=m.group(0))
    if m["cond"].lower() == "you've cast another spell this turn":
        return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=False,
                               count=Count(f"if {m['cond']}", _cast_another_spell),
                               text=m.group(0))
    holds = condition_of(m["cond"], b)
    return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=False,
                           count=Count(f"if {m['cond']}", lambda ctx: int(holds(ctx))),
                           text=m.group(0))


@sentence("if a condition holds spell costs less",
          r"if (?P<cond>[^,]+), ~ costs (?P<amount>(?:\{[^}]+\})+) less to cast", kind="ability")
def _if_spell_costs_less(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you weren't the starting player, this spell costs {1} less to cast." (Unforgiving
    Overtake): the words of "~ costs {M} less to cast if [condition]" in the other order
    (CR 601.2f, 113.6d)."""
    holds = condition_of(m["cond"], b)
    return SpellCostChange(amount=ManaCost.parse(m["amount"]), increase=False,
                           count=Count(f"if {m['cond']}", lambda ctx: int(holds(ctx))),
                           text=m.group(0))


def _cast_another_spell(ctx: Context) -> int:
    """CR 601.2f, 601.2i: 1 if the caster cast a spell this turn (this one not yet cast)."""
    return int(ctx.game.player(ctx.controller).spells_cast_this_turn > 0)


def _targets_beyond_the_first(ctx: Context) -> int:
    """CR 601.2c, 601.2f: the targets chosen for the spell (each instance of "target" its
    choices; the total cost is determined after them), less one; 0 before any is chosen."""
    spell = ctx.spell
    if spell is None:
        return 0
    return max(0, sum(len(chosen) for chosen in spell.targets) - 1)


#: "for each target beyond the first": counted as the spell's total cost is determined.
_TARGETS_BEYOND_FIRST = Count("target beyond the first", _targets_beyond_the_first)


@sentence("may cast a spell from a graveyard without paying",
          r"(?:then )?you may cast an? (?P<what>.+?) spell from (?P<whose>that player's|your|"
          r"target player's|target opponent's) graveyard without paying its mana cost")
def _may_cast_free(m: re.Match[str], b: Builder) -> SentenceResult:
    whose = m["whose"].lower()
    if whose == "your":
        who: Ref = YOU
    elif whose == "that player's":
        if b.that_player is None:
            raise NotUnderstood(m.group(0))
        who = b.that_player
    else:
        who = b.ref(whose.removesuffix("'s"))
    flt = attrs.evolve(parse_filter(m["what"]), owner=None)
    return MayCastFromGraveyardFree(flt, who, text=m.group(0))


@sentence("may cast a target card from a graveyard without paying",
          r"cast (?P<target>target (?P<what>.+?) card"
          r"(?: with mana value (?:\d+ or less|less than or equal to ~'s power))?) "
          r"(?P<from>from (?P<whose>your|an opponent's|that player's|a) graveyard|in a graveyard) "
          r"without paying its mana cost")
def _may_cast_target_free(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may cast target instant or sorcery card from an opponent's graveyard without
    paying its mana cost." (Arcane Heist, Torrential Gearhulk): the card is a target (CR
    115.1), cast during the resolution if its controller wants (608.2g: timing permissions
    don't apply), without paying its mana cost (118.9); "that spell" is then the spell. The
    words "cast target ..." are the rest of "you may ..." (the rule "you may" reads the
    choice; no card orders such a cast)."""
    ref = b.ref(f"{m['target']} {m['from']}")
    if not isinstance(ref, TargetRef):
        raise NotUnderstood(m.group(0))
    spec = b.targets[ref.index]
    if spec.zone is not Zone.GRAVEYARD or spec.max != 1 or spec.min != 1 or spec.also:
        raise NotUnderstood(m.group(0))
    whose = (m["whose"] or "a").lower()
    who: Ref = YOU if whose == "your" else EACH_PLAYER
    return MayCastFromGraveyardFree(ObjectFilter(text=m["what"]), who, what=ref,
                                    text=m.group(0))


#: The restrictions of "Cast ~ only ..." the kernel checks as a spell begins to be cast: the
#: moment and the caster's state (CR 601.3), not how often ("once": activations, 602.5b).
_CAST_ONLY_KINDS = frozenset({"your_turn", "your_upkeep", "before_attackers",
                              "declare_attackers_step", "condition"})


@sentence("cast only", r"cast ~ only (?P<parts>[^.]+)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _cast_only(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Cast this spell only during the declare attackers step and only if you've been
    attacked this step." (Assassin's Blade): the phrases of "Activate only ..." (602.5b)
    restricting when the card may begin to be cast (CR 601.3; 113.6e: from any zone)."""
    said = f"{m.group(0)}."
    parts = re.split(r" and only ", m["parts"])
    # "if you've cast another spell this turn": asked as casting begins (CR 601.3), before
    # this spell becomes cast (601.2i), so another spell is any spell the caster cast
    another = [ActivationRestriction("condition", text=said, condition=_cast_a_spell_this_turn)
               for part in parts if part.lower() == _ANOTHER_SPELL]
    rest = " and only ".join(part for part in parts if part.lower() != _ANOTHER_SPELL)
    read = only_phrases(rest, said) if rest else (False, [])
    if read is None or read[0] or not (read[1] or another) or \
            any(r.kind not in _CAST_ONLY_KINDS for r in read[1]):
        raise NotUnderstood(m.group(0))
    return CastRestriction(restrictions=(*another, *read[1]), text=said)


#: The condition of "Cast ~ only if you've cast another spell this turn" (Hewed Stone
#: Retainers), read only where the card's own casting asks it (CR 601.3).
_ANOTHER_SPELL = "if you've cast another spell this turn"


def _cast_a_spell_this_turn(game: Game, you: int) -> bool:
    """CR 601.2i: ``you`` cast a spell this turn (this card not yet cast: CR 601.3)."""
    return bool(game.player(you).spells_cast_this_turn)


@sentence("may pay rather than mana cost",
          r"(?:if (?P<cond>[^,]+), )?you may (?:(?P<free>cast ~ without paying its mana cost)|"
          r"(?P<cost>[^,]+?) rather than pay ~'s mana cost)",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _printed_alternative_cost(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (Bringer of the
    White Dawn), "If you control a Plains, you may tap an untapped creature you control rather
    than pay this spell's mana cost." (Orim's Cure), "If an opponent controls a Plains and you
    control a Swamp, you may cast this spell without paying its mana cost." (Massacre): an
    alternative cost (CR 118.9) the card may be cast from its owner's hand for while the
    condition holds (asked of the caster, 109.5), its parts read as any cost (118.1: "pay
    {1}" is the mana {1})."""
    condition = _alternative_condition(m["cond"], b)
    if m["free"]:
        return PrintedAlternativeCost(cost=Cost(), without_paying=True, condition=condition,
                                      text=m.group(0))
    cost = parse_cost(re.sub(r"(?i)\bpay (?=\{)", "", m["cost"]), b)
    if cost.mana.is_empty() and not cost.parts and m["cost"].lower() != "pay {0}":
        # CR 118.5: only a printed {0} is a cost of no mana (paid by acknowledging it)
        raise NotUnderstood(m.group(0))
    return PrintedAlternativeCost(cost=cost, condition=condition, text=m.group(0))


@sentence("rather than mana cost, may have others gain life",
          r"(?:if (?P<cond>[^,]+), )?rather than pay ~'s mana cost, you may have "
          r"(?P<who>each other player|an opponent) gain (?P<n>\w+) life",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _others_gain_life_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you control a Forest, rather than pay this spell's mana cost, you may have each
    other player gain 6 life." (Reverent Silence), "... have an opponent gain 3 life."
    (Invigorate): an alternative cost (CR 118.9) paid by the other players gaining that life
    (119.3), offered while the condition holds."""
    condition = _alternative_condition(m["cond"], b)
    part = OthersGainLife(int_number(m["n"]), each=m["who"].lower() == "each other player",
                          text=f"have {m['who']} gain {m['n']} life")
    return PrintedAlternativeCost(cost=Cost(parts=(part,)), condition=condition,
                                  text=m.group(0))


def _never(game: Game, you: int, card: int) -> bool:
    """CR 903.3: a commander is a card designated so in the Commander variant; the kernel
    plays no variant, so no player ever controls one."""
    return False


def _alternative_condition(said: str | None,
                           b: Builder) -> Callable[[Game, int, int], bool] | None:
    """The condition of "If [condition], you may [cost] rather than pay ..." (CR 118.9),
    asked of the player casting the card from their hand (109.5) and the card: "you control
    a Plains" (110.2), "an opponent controls a Mountain", both joined by "and" (each must
    hold), a state of that player ("it's not your turn"), "you control a commander" (never,
    903.3); None if no words."""
    if said is None:
        return None
    parts = [_one_condition(part, b) for part in said.strip().lower().split(" and ")]
    if len(parts) == 1:
        return worded(parts[0], said.strip())
    return worded(lambda game, you, card: all(part(game, you, card) for part in parts),
                  said.strip())


def _one_condition(low: str, b: Builder) -> Callable[[Game, int, int], bool]:
    if low == "you control a commander":
        return _never
    controls = control_condition(low)
    if controls is not None:
        return lambda game, you, card: controls(game, you, card)
    if m := re.fullmatch(r"an opponent controls an? (?P<what>.+)", low):
        flt = permanent_filter(parse_filter(m["what"]))
        return lambda game, you, card: any(
            flt.matches(game, o, player=you, source=card)
            for opponent in game.opponents(you) for o in game.battlefield(opponent))
    state = player_condition(low)
    if state is None:
        raise NotUnderstood(low)
    return lambda game, you, card: state(game, you)


@sentence("may cast as though flash if you pay more",
          r"you may cast ~ as though it had flash if you pay (?P<amount>(?:\{\d+\})+) more to "
          r"cast it", kind="ability", priority=SPECIFIC_PRIORITY)
def _flash_for_more(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may cast this spell as though it had flash if you pay {2} more to cast it." (Rout):
    cast any time an instant could be (CR 702.8a, 609.4) for that much more (601.2f)."""
    return FlashForMore(amount=ManaCost.parse(m["amount"]), text=m.group(0))
