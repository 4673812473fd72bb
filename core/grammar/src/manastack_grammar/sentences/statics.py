"""Static abilities of permanents (CR 604, 611.3, 613, 614.1c-d).

Anthems: "Creatures you control get +1/+1 [and have ...]", "Other Soldiers you control
have flying", "Enchanted / Equipped creature gets +2/+2 and has ..."; conditional statics:
"~ has first strike as long as it's attacking", "During your turn, ~ has ...";
characteristic-defining abilities (604.3, 613.4a): "~'s power is equal to the number of
...", "~'s power and toughness are each equal to ..."; "~ gets +1/+0 for each color among
..."; type changes: "[Lands] you control are [Forests] in addition to their other types",
Opalescence, Humility; entering: "~ enters tapped [unless you control a ... / N or more
lands / unless a player has N or less life / you have N or more opponents]", "~ enters
with N counters on it" (614.1c-d); "Enchant [object]" (303.4); "You have hexproof"; the
opening-hand action "If this card is in your opening hand, you may begin the game with it on
the battlefield" (103.6a).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    CREATURE_TYPES,
    DEALT_DAMAGE,
    EXILE_ZONE,
    GRAVEYARD_ZONE,
    YOU,
    AddAbilities,
    AdditionalLandPlays,
    AdditionalTriggers,
    AddLandTypes,
    AddTypes,
    ApplyEffect,
    AssignsByToughness,
    AsThough,
    AttachedFilter,
    Characteristics,
    Context,
    DeckConstructionAbility,
    DefinePT,
    DefinePTFromPermanents,
    DefinePTStructural,
    EnchantAbility,
    EnteringTriggersNothing,
    EntersWith,
    Goaded,
    ModifyPT,
    ModifyPTBy,
    ModifyPTByStructural,
    ObjectFilter,
    OpeningHandAbility,
    PlayerKeyword,
    PTEachEqualToCountersOnGrantingSource,
    RemoveAbilities,
    RemoveTypes,
    ReplaceMove,
    Restriction,
    SetColors,
    SetLandTypes,
    SetPT,
    SetPTFrom,
    SetTypes,
    StaticAbility,
    StaticEffect,
    TypeLine,
    Zone,
    ZonePlayPermission,
    ZoneReplacement,
    entering_player,
    entering_x,
    intrinsic_abilities,
    restriction_ability,
)
from manastack_grammar.abilities import _Statics
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.conditions import control_condition, player_condition
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    parse_filter,
    permanent_filter,
    singular,
    subtype,
)
from manastack_grammar.phrases.numbers import (
    StaticCount,
    int_number,
    parse_count,
    plugin_phrase,
    static_count,
)
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult, worded
from manastack_grammar.sentences.common import (
    PT,
    SPECIFIC_PRIORITY,
    is_a_parts,
    pt_amount,
    rule,
    static_ability,
)
from manastack_grammar.text import GRANTING_NAME

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, ZoneMove


_M = re.Match[str]  # the match a rule's build receives


@rule("enters with counters",
          rf"~ enters (?P<tapped>tapped )?with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? "
          r"on it", kind="ability")
def _enters_with(m: _M, b: Builder) -> SentenceResult:
    """"~ enters with N [kind] counters on it", "~ enters tapped with two charge counters on
    it" (the Vivid lands): one replacement effect doing both (CR 614.1c, 122.6)."""
    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                      tapped=bool(m["tapped"]), text=m.group(0))


@sentence("enters with x counters",
          r"~ enters with x (?P<kind>[+-]1/[+-]1|\w+) counters? on it", kind="ability")
def _enters_with_x(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature enters with X +1/+1 counters on it" (Endless One): X is the value
    chosen as it was cast (CR 107.3m, 614.1c); 0 when it enters without being cast."""
    return EntersWith(x_counters=(m["kind"].lower(),), text=m.group(0))


def _colors_spent_to_cast(game: Game, move: ZoneMove) -> int:
    """CR 601.2h, 106.1: the colours of mana spent to cast the spell that resolves into the
    permanent (colorless mana is no colour); 0 when it enters without being cast."""
    spell = move.obj.spell if move.obj.zone is Zone.STACK else None
    if spell is None:
        return 0
    return len(set(re.findall(r"\{([WUBRG])\}", spell.mana_spent)))


@sentence("enters with counters for each color of mana spent",
          rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it for each "
          r"color of mana spent to cast it", kind="ability")
def _enters_with_converge(m: _M, b: Builder) -> SentenceResult:
    """Converge: "This creature enters with a +1/+1 counter on it for each color of mana spent
    to cast it" (CR 614.1c, 107.3c; the colours spent, 601.2h, 106.1)."""
    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                      per=_colors_spent_to_cast, text=m.group(0))


@sentence("enters with counters for each",
          rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it for each "
          r"(?!color of mana spent)(?P<each>.+)", kind="ability")
def _enters_with_for_each(m: _M, b: Builder) -> SentenceResult:
    """"This creature enters with a +1/+1 counter on it for each creature card in your
    graveyard" (Golgari Grave-Troll; CR 614.1c, 107.3c): counted as it would enter, "you"
    being the player it would enter under the control of (614.12)."""
    if "target" in m["each"].lower():
        raise NotUnderstood(m.group(0))  # a replacement effect has no targets (614.1c)
    count = parse_count(m["each"], b)

    def per(game: Game, move: ZoneMove) -> int:
        player = entering_player(move)
        return count(Context(game=game, controller=player, source=move.obj.id))

    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                      per=worded(per, f"for each {m['each']}"), text=m.group(0))


@sentence("enters with counters if you attacked this turn",
          rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it if you "
          r"attacked this turn", kind="ability")
def _enters_with_raid(m: _M, b: Builder) -> SentenceResult:
    """Raid: "This creature enters with a +1/+1 counter on it if you attacked this turn" (CR
    614.1c): "you", the player it would enter under the control of (614.12), declared one or
    more attackers this turn (508.1a)."""

    def not_attacked(game: Game, move: ZoneMove) -> bool:
        # CR 614.1c: the replacement applies only "if you attacked this turn" (508.1a)
        player = entering_player(move)
        return not game.attacked_this_turn(player)

    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),), unless=not_attacked,
                      text=m.group(0))


@sentence("enters with counters if a condition holds",
          rf"~ enters with (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|\w+) counters? on it if "
          r"(?!you attacked this turn$)(?P<cond>.+)", kind="ability")
def _enters_with_if(m: _M, b: Builder) -> SentenceResult:
    """"This creature enters with a +1/+1 counter on it if an opponent lost life this turn"
    (Cindering Cutthroat), "... if a creature died this turn" (Festerhide Boar), "... if you
    control a creature with power 4 or greater" (Frontier Mastodon): CR 614.1c, the condition
    asked as it would enter, "you" being the player it would enter under the control of
    (614.12)."""
    cond = m["cond"]
    if cond.lower() == "you cast it from your hand":
        return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                          unless=_not_cast_from_hand, text=m.group(0))
    asked = player_condition(cond)
    controls = control_condition(cond.lower()) if "another" not in cond.lower() else None
    if asked is None and controls is None:
        raise NotUnderstood(m.group(0))

    def fails(game: Game, move: ZoneMove) -> bool:
        # CR 614.1c: no counters unless the condition holds as it would enter
        player = entering_player(move)
        if asked is not None:
            return not asked(game, player)
        return controls is None or not controls(game, player, None)

    return EntersWith(counters=((m["kind"].lower(), int_number(m["n"])),),
                      unless=worded(fails, f"not: {cond}"), text=m.group(0))


def _not_cast_from_hand(game: Game, move: ZoneMove) -> bool:
    """"if you cast it from your hand" (Myojin of Cleansing Fire): the spell that resolves
    into the permanent was cast from its owner's hand (CR 601.2a); entering any other way,
    it wasn't cast (614.1c: no counter)."""
    spell = move.obj.spell if move.obj.zone is Zone.STACK else None
    return spell is None or spell.from_zone is not Zone.HAND


@sentence("enters with x counters where x is",
          r"~ enters with x (?P<kind>[+-]1/[+-]1|\w+) counters? on it, where x is (?P<each>.+)",
          kind="ability")
def _enters_with_x_where(m: _M, b: Builder) -> SentenceResult:
    """"This creature enters with X +1/+1 counters on it, where X is the number of other
    creatures on the battlefield." (Custodi Soulbinders): X counted as it would enter (CR
    614.1c, 107.3c); it isn't on the battlefield yet, so "other" counts every creature there."""
    if not m["each"].lower().startswith("the number of ") or "target" in m["each"].lower():
        raise NotUnderstood(m.group(0))  # only a count; a replacement has no targets (614.1c)
    count = parse_count(m["each"], b)

    def per(game: Game, move: ZoneMove) -> int:
        return count(Context(game=game, controller=entering_player(move),
                             source=move.obj.id))

    return EntersWith(counters=((m["kind"].lower(), 1),), per=worded(per, m["each"]),
                      text=m.group(0))


@sentence("enters with additional x counters if x is",
          rf"if x is (?P<n>{NUMBER}) or more, (?:it|~) enters with an additional x "
          r"(?P<kind>[+-]1/[+-]1|\w+) counters on it", kind="ability")
def _enters_with_more_x(m: _M, b: Builder) -> SentenceResult:
    """"If X is 5 or more, it enters with an additional X +1/+1 counters on it." (Apocalypse
    Hydra): a second replacement (CR 614.1c) adding X more, X the spell's (107.3m), only when
    that X is at least N."""
    n = int_number(m["n"])
    return EntersWith(x_counters=(m["kind"].lower(),),
                      unless=worded(lambda game, move: entering_x(move) < n,
                                    f"X is less than {n}"), text=m.group(0))


@sentence("if you control lands, enters tapped",
          rf"if you control (?P<n>{NUMBER}) or (?P<bound>more|fewer) (?P<what>(?:other |basic )?"
          r"lands), ~ enters tapped", kind="ability")
def _if_count_enters_tapped(m: _M, b: Builder) -> SentenceResult:
    """"If you control two or more other lands, this land enters tapped." (Cave of the Frost
    Dragon): the count taken as the land would enter (CR 614.1d, 614.12); "other": not
    counting itself, which isn't on the battlefield yet."""
    flt = parse_filter(m["what"])
    holds = _at_least_or_most(int_number(m["n"]), m["bound"])

    def fewer(game: Game, move: ZoneMove) -> bool:
        you = entering_player(move)
        return not holds(sum(1 for o in game.battlefield(you)
                             if o.id != move.obj.id and flt.matches(game, o, player=you)))

    return EntersWith(tapped=True, unless=fewer, text=m.group(0))


@rule("enters tapped", r"~ enters (?:the battlefield )?tapped", kind="ability")
def _enters_tapped(m: _M, b: Builder) -> SentenceResult:
    """"~ enters tapped" (CR 614.1c, 614.12), and its older Oracle wording "~ enters the
    battlefield tapped": the same replacement effect, the same words otherwise."""
    return EntersWith(tapped=True, text=m.group(0))


@sentence("enters tapped and doesn't untap",
          r"~ enters tapped and doesn't untap during your untap step", kind="ability")
def _enters_tapped_doesnt_untap(m: _M, b: Builder) -> SentenceResult:
    """"Grimgrin enters tapped and doesn't untap during your untap step" (Grimgrin,
    Corpse-Born): two abilities in one sentence, the replacement "enters tapped" (CR 614.1c)
    and the static restriction the untap step reads (502.3)."""
    return _Statics(abilities=(EntersWith(tapped=True, text="~ enters tapped"),
                               restriction_ability(("doesnt_untap",), m.group(0))),
                    text=m.group(0))


@sentence("doesn't untap if",
          r"~ doesn't untap during your untap step if (?P<cond>.+)", kind="ability")
def _doesnt_untap_if(m: _M, b: Builder) -> SentenceResult:
    """"This land doesn't untap during your untap step if it has a depletion counter on it"
    (Land Cap): the untap step's restriction (CR 502.3) only while the condition holds,
    asked as the step untaps (611.3a)."""
    return StaticAbility(effects=(StaticEffect(
        parts=(Restriction("doesnt_untap"),), self_only=True,
        condition=static_condition(m["cond"]), text=m.group(0)),), text=m.group(0))


_ENTERING_KINDS = r"(?:artifacts|creatures|lands|nonbasic lands|permanents|nonland permanents)"


def _any_kind(kinds: list[str]) -> Callable[[Game, GameObject], bool]:
    """Each permanent that is one of ``kinds`` ("artifact", "creature", "land", "nonbasic
    land"): "Creatures and nonbasic lands" takes a basic land that is a creature (205.4a)."""
    wanted = [(k.split()[-1].capitalize(), k.startswith("nonbasic ")) for k in kinds]

    def matches(game: Game, obj: GameObject) -> bool:
        found = game.find(obj.id)
        # CR 614.12, 111.1: a permanent about to enter (a token not yet created, a card
        # from another zone) is judged as it would exist on the battlefield
        ch = (game.chars(obj.id) if found is not None and found.zone is obj.zone
              else game.rules.printed(obj.card))
        tl = ch.type_line
        return any(tl.has_type(t) and not (nonbasic and tl.has_supertype("Basic"))
                   for t, nonbasic in wanted)

    return matches


@sentence("others enter tapped",
          rf"(?P<what>(?P<kinds>{_ENTERING_KINDS}|(?:{_ENTERING_KINDS}, )+and {_ENTERING_KINDS}|"
          rf"{_ENTERING_KINDS} and {_ENTERING_KINDS}) "
          r"your opponents control) enter (?:the battlefield )?tapped", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _others_enter_tapped(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures your opponents control enter tapped." (Authority of the Consuls),
    "Artifacts, creatures, and lands your opponents control enter tapped." (Frozen Aether:
    each permanent of any of those types): a static replacement effect (CR 614.1c) on each
    such permanent as it would enter: it enters under an opponent's control, judged as it
    would exist on the battlefield (614.12)."""
    kinds = [singular(k) for k in re.split(r", and |, | and ", m["kinds"].lower())]
    if "nonbasic land" in kinds:
        # CR 205.4a: "nonbasic" qualifies the lands only, not the other kinds listed
        if not set(kinds) <= {"artifact", "creature", "land", "nonbasic land"}:
            raise NotUnderstood(m.group(0))
        flt = attrs.evolve(parse_filter("permanent your opponents control"),
                           predicate=_any_kind(kinds), text=m["what"].lower())
        part = ZoneReplacement(to_zone=Zone.BATTLEFIELD, tapped=True, text=m.group(0))
        return static_ability((part,), flt, m.group(0))
    # "A, B, and C" names each permanent that is any of them: the filter's "A, B, or C"
    listed = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
    flt = parse_filter(f"{listed} your opponents control")
    part = ZoneReplacement(to_zone=Zone.BATTLEFIELD, tapped=True, text=m.group(0))
    return static_ability((part,), flt, m.group(0))


@sentence("this turn others enter with an additional counter",
          r"this turn, each (?P<what>creature you control) enters with an additional "
          r"(?P<kind>[+-]1/[+-]1) counter on it", priority=SPECIFIC_PRIORITY)
def _this_turn_enter_with_a_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{G}{U}: This turn, each creature you control enters with an additional +1/+1 counter
    on it." (Zameck Guildmage): a replacement effect until end of turn (CR 614.1c, 611.2c:
    it modifies the rules, so it watches every creature entering under its controller's
    control later this turn), judged as each would exist on the battlefield (614.12)."""
    return ReplaceMove(None, instead=None, from_zone=None, to_zone=Zone.BATTLEFIELD,
                       filter=parse_filter(m["what"]), counters=((m["kind"].lower(), 1),),
                       text=m.group(0))


@sentence("others enter with an additional counter",
          r"each (?P<what>(?:other )?[\w -]+? you control) enters with an additional "
          r"(?P<kind>[+-]1/[+-]1|loyalty) counter on it", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _others_enter_with_a_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each other Rogue creature you control enters with an additional +1/+1 counter on it."
    (Oona's Blackguard), "Each planeswalker you control enters with an additional loyalty
    counter on it." (Oath of Gideon): a static replacement effect (CR 614.1c) on each such
    permanent as it would enter under your control, judged as it would exist on the
    battlefield (614.12); "additional": on top of any it enters with anyway; "other": not
    this permanent."""
    return _enter_with_a_counter(m["what"], m["kind"], m.group(0))


def _enter_with_a_counter(what: str, kind: str, text: str) -> StaticAbility:
    """"each [permanent you control] enters with an additional [kind] counter on it": the
    static replacement (CR 614.1c) on each such permanent as it would enter (614.12)."""
    flt = parse_filter(what)
    if flt.controller != "you" or not (flt.types or flt.subtypes):
        raise NotUnderstood(text)  # not a kind of permanent you control
    part = ZoneReplacement(to_zone=Zone.BATTLEFIELD, counters=((kind.lower(), 1),), text=text)
    return static_ability((part,), flt, text)


@sentence("as long as in your graveyard, others enter with an additional counter",
          r"as long as ~ is in your graveyard, each (?P<what>(?:other )?[\w -]+? you control) "
          r"enters with an additional (?P<kind>[+-]1/[+-]1) counter on it", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _graveyard_enter_with_a_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as this creature is in your graveyard, each Human creature you control enters
    with an additional +1/+1 counter on it." (Dearly Departed): the replacement of "each ...
    enters with an additional counter" (CR 614.1c, 614.12), from a static ability that
    functions only in its owner's graveyard (113.6b, 611.3b); "you" is that owner (109.5)."""
    ability = _enter_with_a_counter(m["what"], m["kind"], m.group(0))
    return attrs.evolve(ability, zones=("graveyard",))


@rule("begin the game on the battlefield",
      r"if (?:~|this card) is in your opening hand, you may begin the game with (?:it|~) on "
      r"the battlefield", kind="ability")
def _opening_hand(m: _M, b: Builder) -> SentenceResult:
    """CR 103.6a: an action from the opening hand, taken as the game begins."""
    return OpeningHandAbility(text=m.group(0))


@rule("a deck can have cards named ~",
      rf"a deck can have (?:any number of|up to (?P<n>{NUMBER})) cards named ~", kind="ability")
def _deck_construction(m: _M, b: Builder) -> SentenceResult:
    """CR 113.6n, 100.2a: "A deck can have any number of cards named ~" (Relentless Rats),
    "... up to seven cards named ~" (Seven Dwarves): a deck construction rule, checked where
    a deck list is (manastack decks); nothing in a game."""
    return DeckConstructionAbility(most=int_number(m["n"]) if m["n"] else None,
                                   text=m.group(0))


def _static_filter(who: str) -> ObjectFilter:
    low = who.lower().strip()
    flt = parse_filter(singular(low))
    return permanent_filter(flt)


def _group_filters(who: str) -> tuple[ObjectFilter, ...]:
    """The objects an anthem's subject names, as filters no object matches twice (an object
    fitting two of them gets the bonus once, CR 611.3a): "Enchanted creatures you control"
    (creatures with an Aura attached, 303.4), "Equipped creatures you control" (301.5),
    "Skeletons you control and other Zombies you control" (the second without the first's
    subtype); otherwise the one filter of the words."""
    low = who.lower().strip()
    attached = re.fullmatch(r"(?P<how>enchanted|equipped) (?P<rest>creatures you control)", low)
    if attached is not None:
        held = _is_enchanted if attached["how"] == "enchanted" else _is_equipped
        return (attrs.evolve(_static_filter(attached["rest"]), predicate=held, text=low),)
    if low.startswith(("enchanted ", "equipped ")):
        raise NotUnderstood(who)  # "Enchanted creatures" of every player: not read
    both = re.fullmatch(r"(?P<one>[\w-]+s you control) and (?P<two>(?:other )?[\w-]+s you control)",
                        low)
    if both is not None:
        one, two = _static_filter(both["one"]), _static_filter(both["two"])
        bare = attrs.evolve(one, subtypes=(), text="")
        if len(one.subtypes) != 1 or bare != attrs.evolve(_static_filter("permanents you "
                                                                          "control"), text="") \
                or two.controller != one.controller:
            raise NotUnderstood(who)  # only "[subtype]s you control and ...": a simple union
        return one, attrs.evolve(two, not_subtypes=(*two.not_subtypes, *one.subtypes))
    return (_static_filter(who),)


@rule("anthem keyword", r"(?P<who>.+?) (?:have|has) (?P<kw>.+)", kind="ability")
def _anthem_kw(m: _M, b: Builder) -> SentenceResult:
    """"Creatures you control have haste", "Other Soldiers you control have flying", "All
    Sliver creatures have shadow", "Each creature you control with a +1/+1 counter on it has
    trample" (CR 604.2, 611.3a: a static ability granting keywords in layer 6, 613.1f, to
    whatever matches at each moment, every player's for "All ...")."""
    who = m["who"]
    low = who.lower()
    each = low.startswith("each ")
    if low in ("~", "it") or (low.startswith(("enchanted", "equipped")) and
                              not re.match(r"\w+ creatures ", low)) or \
            low.startswith("each of ") or \
            (each and " and " in low):
        # "Each land and Ally you control" is each of both kinds: not one filter
        raise NotUnderstood(m.group(0))
    every = low.startswith("all ")
    flts = _group_filters(who[4:] if every else who[5:] if each else who)
    if not all(flt.controller or flt.other or every for flt in flts):
        raise NotUnderstood(m.group(0))  # a bare "Creatures have ...": not read
    # "Instant and sorcery spells you control have deathtouch": the spells on the stack
    # (CR 611.3, 613.1f), in the layer pass with the permanents
    return StaticAbility(effects=tuple(
        StaticEffect(parts=(AddAbilities(keyword_list(m["kw"], b)),), filter=flt,
                     zones=(Zone.STACK,) if "Spell" in flt.types else (Zone.BATTLEFIELD,),
                     text=m.group(0)) for flt in flts), text=m.group(0))


@rule("anthem pt", rf"(?P<who>.+?) gets? {PT}(?: and (?:have|has) (?P<kw>.+))?", kind="ability")
def _anthem_pt(m: _M, b: Builder) -> SentenceResult:
    """"Creatures you control get +1/+1", "All Sliver creatures get +1/+0", "Each legendary
    creature you control gets +1/+1" (CR 604.1, 611.3: layer 7c, whatever matches now)."""
    who = re.sub(r"^(?:all|each) ", "", m["who"], flags=re.IGNORECASE)
    if who.lower() in ("~", "it") or (who.lower().startswith(("enchanted", "equipped")) and
                                      not re.match(r"\w+ creatures ", who.lower())) or \
            "target" in who.lower():
        raise NotUnderstood(m.group(0))
    flts = _group_filters(who)
    if "x" in (m.group(2) + m.group(3)).lower():
        raise NotUnderstood(m.group(0))
    parts: list[Any] = [ModifyPT(pt_amount(m.group(2)), pt_amount(m.group(3)))]
    if m["kw"]:
        parts.append(AddAbilities(keyword_list(m["kw"], b)))
    return StaticAbility(effects=tuple(StaticEffect(parts=tuple(parts), filter=flt,
                                                    text=m.group(0)) for flt in flts),
                         text=m.group(0))


@sentence("anthem pt for each", rf"(?P<who>.+?) gets? {PT} for each (?P<each>.+)",
          kind="ability")
def _anthem_pt_for_each(m: _M, b: Builder) -> SentenceResult:
    """"Creatures you control get +1/+1 for each unity counter on ~" (Call for Unity), "All
    Sliver creatures get +1/+1 for each other Sliver on the battlefield" (Sliver Legion): a
    static ability in layer 7c (CR 613.4c, 611.3a) whose count is the source's ("you" its
    controller, "~" itself: 109.5), asked again on every layer pass; "other" excludes the
    creature getting the bonus."""
    text = m.group(0)
    who = re.sub(r"^(?:all|each) ", "", m["who"], flags=re.IGNORECASE)
    low_who = who.lower()
    if low_who in ("~", "it") or low_who.startswith(("enchanted", "equipped")) or \
            "target" in low_who:
        raise NotUnderstood(text)  # the object itself, an attached one's: other rules
    flt = _static_filter(who)
    p_text, t_text = m.group(2), m.group(3)
    if "x" in (p_text + t_text).lower():
        raise NotUnderstood(text)
    p, t = pt_amount(p_text), pt_amount(t_text)
    each = m["each"].lower()
    if _SHARING.fullmatch(each):
        # "Each creature gets +1/+1 for each other creature on the battlefield that shares at
        # least one creature type with it" (Coat of Arms): "it" is each creature it affects
        part = ModifyPTBy(worded(_sharing_count(p, t), f"{p_text}/{t_text} for each {each} "
                                 "(CR 613.4c, 205.3m)"),
                          text=text)
        return StaticAbility(effects=(StaticEffect(parts=(part,), filter=flt, text=text),),
                             text=text)
    if each.startswith("other "):
        counted = each[len("other "):]
        anywhere = counted.endswith(" on the battlefield")
        counted_flt = permanent_filter(parse_filter(singular(
            counted.removesuffix(" on the battlefield"))))
        if not (anywhere or counted_flt.controller) or (anywhere and counted_flt.controller):
            raise NotUnderstood(text)

        def of_source_other(game: Game, obj: GameObject, source: GameObject) -> tuple[int, int]:
            # CR 109.5: "you" is the source's controller; "other": not the affected object
            n = sum(1 for o in game.objects_in(Zone.BATTLEFIELD) if o.id != obj.id and
                    counted_flt.matches(game, o, player=source.controller, source=source.id))
            return p * n, t * n

        part = ModifyPTBy(counted_for_its_source, text=text, of_source=worded(
            of_source_other, f"{p_text}/{t_text} for each {m['each']}, counted for the source"))
    else:
        count = static_count(each, b)

        def of_source_count(game: Game, obj: GameObject, source: GameObject) -> tuple[int, int]:
            n = count(game, source)  # CR 611.3a: counted for the ability's source
            return p * n, t * n

        part = ModifyPTBy(counted_for_its_source, text=text, of_source=worded(
            of_source_count, f"{p_text}/{t_text} for each {m['each']}, counted for the source"))
    return StaticAbility(effects=(StaticEffect(parts=(part,), filter=flt, text=text),),
                         text=text)


#: "for each other creature on the battlefield that shares at least one creature type with it"
_SHARING = re.compile(r"other creatures? on the battlefield that shares? (?:at least one|a) "
                      r"creature type with it")


def _sharing_count(p: int, t: int) -> Callable[[Game, GameObject], tuple[int, int]]:
    """Layer 7c (CR 613.4c), counted for each creature affected: the other creatures on the
    battlefield with a creature type in common with it (205.3m; their types as layer 4 left
    them, a changeling having every one, 702.73a), anyone's (no "you" in it)."""

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        mine = CREATURE_TYPES.intersection(game.chars(obj.id).type_line.subtypes)
        n = 0
        if mine:
            for other in game.objects_in(Zone.BATTLEFIELD):
                ch = game.chars(other.id)
                if other.id != obj.id and ch.is_creature and \
                        mine.intersection(ch.type_line.subtypes):
                    n += 1
        return p * n, t * n

    return compute


def counted_for_its_source(game: Game, obj: GameObject) -> tuple[int, int]:
    """A :class:`ModifyPTBy` counted for the ability's source only (its ``of_source``, CR
    611.3a, 109.5): unbound to a source, it changes nothing."""
    return 0, 0


#: A clause of an attached object's static ability after its subject (CR 613.1f, 509.1b):
#: the next clause of "..., and ..." starts with one of these verbs.
_ATTACHED_CLAUSE = re.compile(
    r",? and (?=(?:has|can't|loses|attacks|assigns|is goaded|is every creature type)\b)")


def _attached_pt_for_each(amount: str, what: str, text: str, b: Builder) -> ModifyPTBy:
    """"gets +1/+1 for each other creature you control" of an Aura or Equipment (CR 613.4c,
    611.3a): counted for the Aura or Equipment, the source ("you" its controller, "~" itself,
    "other" not the attached creature), again on every layer pass."""
    pt = re.fullmatch(PT, amount)
    if pt is None or "x" in amount.lower():
        raise NotUnderstood(text)
    p, t = pt_amount(pt.group(1)), pt_amount(pt.group(2))
    low = what.lower()
    other = low.startswith("other ")
    if other:  # "other" names the attached object: not counted (CR 303.4, 301.5)
        low = low[len("other "):]
    # "Equipment attached to it": "it" is the attached creature, the others the source's
    of_attached = not other and bool(re.search(r" attached to it$", low))
    if not of_attached and re.search(r"\bits?\b", low):
        raise NotUnderstood(text)  # another count of the attached creature: not read
    if other:
        flt = permanent_filter(parse_filter(singular(low)))
        if not flt.controller:
            raise NotUnderstood(text)

        def of_source_other(game: Game, obj: GameObject, source: GameObject) -> tuple[int, int]:
            you = source.controller
            n = sum(1 for o in game.objects_in(Zone.BATTLEFIELD)
                    if o.id != obj.id and flt.matches(game, o, player=you, source=source.id))
            return p * n, t * n

        return ModifyPTBy(counted_for_its_source, text=text, of_source=worded(
            of_source_other, f"{amount} for each {what}, counted for the source"))

    count = static_count(low, b)

    def of_source_count(game: Game, obj: GameObject, source: GameObject) -> tuple[int, int]:
        n = count(game, obj if of_attached else source)
        return p * n, t * n

    # unbound (no source named): no count
    return ModifyPTBy(counted_for_its_source, text=text, of_source=worded(
        of_source_count, f"{amount} for each {what}"
        + ("" if of_attached else ", counted for the source")))


@rule("attached gets",
      r"(?P<which>enchanted|equipped) (?P<what>creature|permanent|land|artifact) "
      r"(?P<rest>(?:gets|has|loses) .+)", kind="ability")
def _attached(m: _M, b: Builder) -> SentenceResult:
    """"Enchanted creature gets +2/+2 and has flying", "Equipped creature has ...",
    "Enchanted creature gets +2/+2 and attacks each combat if able" (Furor of the Bitten;
    CR 508.1d: a requirement on the attached creature), "Enchanted creature gets +1/+1 and
    is goaded" (Martial Impetus; 701.15b), "... gets +1/+0 and can't be blocked" (Aether
    Tunnel; 509.1b), "... gets -3/-0 and loses all abilities" (Duskmourn's Domination;
    613.1f), "... gets +1/+1 for each other creature you control" (Bravado; 613.4c): one
    static ability of the Aura or Equipment, its clauses joined by "and" (613.4c, 613.1f,
    303.4, 301.5)."""
    text = m.group(0)
    parts: list[Any] = []
    clauses = _ATTACHED_CLAUSE.split(m["rest"])
    for i, clause in enumerate(clauses):
        low = clause.lower()
        pt = re.fullmatch(rf"gets {PT}", low)
        each = re.fullmatch(r"gets ([+-](?:\d+|x)/[+-](?:\d+|x)) for each (.+)", low)
        if i == 0 and pt is not None:
            if "x" in (pt.group(1) + pt.group(2)):
                raise NotUnderstood(text)
            parts.append(ModifyPT(pt_amount(pt.group(1)), pt_amount(pt.group(2))))
        elif i == 0 and each is not None:
            parts.append(_attached_pt_for_each(each.group(1), each.group(2), text, b))
        elif i == 0 and (where := re.fullmatch(
                r"gets ([+-])(x|0)/([+-])(x|0), where x is the number of (.+)", low)):
            # "-X/-0, where X is the number of ...": -1/-0 for each one counted (CR 613.4c)
            p_one = "1" if where.group(2) == "x" else "0"
            t_one = "1" if where.group(4) == "x" else "0"
            amount = f"{where.group(1)}{p_one}/{where.group(3)}{t_one}"
            parts.append(_attached_pt_for_each(amount, where.group(5), text, b))
        elif (base_pt := re.fullmatch(r"has base power and toughness (\d+)/(\d+)", low)):
            # CR 613.4b: setting base P/T, layer 7b (before the +N/+M of 7c)
            parts.append(SetPT(int(base_pt.group(1)), int(base_pt.group(2))))
        elif low.startswith("has "):
            parts.append(AddAbilities(keyword_list(clause[len("has "):], b)))
        elif i > 0 and low in _RESTRICTIONS:  # CR 509.1b: a restriction of the attached one
            parts.append(Restriction(_RESTRICTIONS[low]))
        elif low == "loses all abilities":  # CR 613.1f: layer 6
            parts.append(RemoveAbilities())
        elif i > 0 and low == "attacks each combat if able":
            parts.append(Restriction("must_attack"))  # CR 508.1d: a requirement
        elif i > 0 and low == "is every creature type":
            # CR 205.3m, 613.1d: every creature type, added in layer 4
            parts.append(AddTypes(subtypes=tuple(sorted(CREATURE_TYPES))))
        elif i > 0 and low == "assigns combat damage equal to its toughness rather than its power":
            parts.append(AssignsByToughness(text=clause))  # CR 510.1a: its toughness instead
        elif i > 0 and low == "is goaded":
            # CR 701.15b: goaded by the Aura's controller while it is attached
            parts.extend((Restriction("must_attack"), Goaded()))
        else:
            raise NotUnderstood(text)
    which, what = m["which"].lower(), m["what"].lower()
    base = permanent_filter(parse_filter(what))
    flt = AttachedFilter(types=base.types, text=f"{which} {what}")
    return StaticAbility(effects=(StaticEffect(parts=tuple(parts), filter=flt, text=text),),
                         text=text)


@sentence("attached is a type gets an additional",
          rf"as long as (?P<which>enchanted|equipped) creature is an? (?P<sub>[\w-]+), it gets "
          rf"an additional {PT}", kind="ability")
def _attached_is_a_type(m: _M, b: Builder) -> SentenceResult:
    """"As long as equipped creature is a Human, it gets an additional +1/+1." (Heavy Mattock,
    Silver-Inlaid Dagger): the attached creature gets it while it has that creature type
    (CR 611.3a, 205.3m), judged by its types of the layer pass (613.1d), in layer 7c."""
    sub = m["sub"].capitalize()
    p, t = m.group(3), m.group(4)
    if sub not in CREATURE_TYPES or "x" in (p + t).lower():
        raise NotUnderstood(m.group(0))
    which = m["which"].lower()
    flt = AttachedFilter(types=("Creature",), subtypes=(sub,),
                         text=f"{which} creature that is a {sub}")
    return static_ability((ModifyPT(pt_amount(p), pt_amount(t)),), flt, m.group(0))


@sentence("as long as attached is legendary or a subtype, it gets or has",
          r"as long as (?P<which>enchanted|equipped) creature is (?P<kind>legendary|an? [\w-]+"
          r"(?: or an? [\w-]+)?), it (?P<rest>(?:gets|has) .+)", kind="ability")
def _attached_is_kind(m: _M, b: Builder) -> SentenceResult:
    """"As long as equipped creature is legendary, it has menace." (Gimli's Axe), "As long as
    enchanted creature is a Human, it has first strike." (Hope Against Hope), "... is a Human
    or an Angel, it has vigilance." (Bladed Bracers), "... is a Human, it gets +1/+1."
    (Sharpened Pitchfork): the attached creature (CR 303.4, 301.5) gets it while it is
    legendary (205.4) or has one of those creature types (205.3m), judged by its
    characteristics of the layer pass (613.1d-e); +N/+M in layer 7c, keywords in layer 6."""
    text, which = m.group(0), m["which"].lower()
    kind = m["kind"].lower()
    subs = tuple(w.split(" ", 1)[1].capitalize() for w in kind.split(" or ")) \
        if kind != "legendary" else ()
    if any(sub not in CREATURE_TYPES for sub in subs):
        raise NotUnderstood(text)
    parts: list[Any] = []
    for i, clause in enumerate(re.split(r",? and (?=has )", m["rest"])):
        pt = re.fullmatch(rf"gets {PT}", clause.lower())
        if i == 0 and pt is not None and "x" not in (pt.group(1) + pt.group(2)).lower():
            parts.append(ModifyPT(pt_amount(pt.group(1)), pt_amount(pt.group(2))))
        elif clause.lower().startswith("has "):
            parts.append(AddAbilities(keyword_list(clause[len("has "):], b)))
        else:
            raise NotUnderstood(text)
    if not subs:  # CR 205.4: the supertype legendary
        flt = AttachedFilter(types=("Creature",), supertypes=("Legendary",),
                             text=f"{which} creature that is legendary")
    elif len(subs) == 1:
        flt = AttachedFilter(types=("Creature",), subtypes=subs,
                             text=f"{which} creature that is a {subs[0]}")
    else:  # CR 205.3m: one of the creature types is enough
        def either(game: Game, obj: GameObject) -> bool:
            return not set(subs).isdisjoint(game.chars(obj.id).type_line.subtypes)

        flt = AttachedFilter(types=("Creature",), predicate=either,
                             text=f"{which} creature that is a " + " or a ".join(subs))
    return static_ability(tuple(parts), flt, text)


@sentence("as long as attached is attacking alone, it can't be blocked",
          r"as long as (?P<which>enchanted|equipped) creature is attacking alone, it can't be "
          r"blocked", kind="ability")
def _attached_alone_unblockable(m: _M, b: Builder) -> SentenceResult:
    """"As long as enchanted creature is attacking alone, it can't be blocked." (Security
    Bypass): a restriction (CR 509.1b) of the attached creature (303.4, 301.5) while it is
    attacking and no other creature is (506.5), asked as blocks are declared (611.3a)."""
    which = m["which"].lower()
    flt = AttachedFilter(types=("Creature",), predicate=_attacking_alone,
                         text=f"{which} creature attacking alone")
    return static_ability((Restriction("cant_be_blocked"),), flt, m.group(0))


@sentence("enchanted land is a basic land type",
          r"enchanted land is an? (?P<type>plains|island|swamp|mountain|forest)",
          kind="ability")
def _enchanted_land_is(m: _M, b: Builder) -> SentenceResult:
    """"Enchanted land is a Swamp." (Contaminated Ground), "... is an Island." (Spreading
    Seas): the land's subtype set (CR 305.7, layer 4, 613.1d): it loses its old land types
    and the abilities of its rules text, and has the new type's mana ability (305.6)."""
    sub = m["type"].capitalize()
    mana = intrinsic_abilities(TypeLine.parse(f"Land — {sub}"))
    flt = AttachedFilter(types=("Land",), text="enchanted land")
    return static_ability((SetLandTypes(subtypes=(sub,), abilities=mana),), flt, m.group(0))


@sentence("as long as enchanted land is a land type, creatures of a type get",
          r"as long as enchanted land is an? (?P<basic>basic )?(?P<type>plains|island|swamp|"
          rf"mountain|forest), (?P<sub>[\w-]+) creatures get {PT}", kind="ability")
def _enchanted_land_is_then_creatures_get(m: _M, b: Builder) -> SentenceResult:
    """"As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2." (Goblin
    Caves): every creature of that type, whoever controls it (no controller named, CR 109.4),
    gets +N/+M (layer 7c, 613.4c) while the land the Aura enchants (303.4) is of that land
    type (305.6) and, if said, basic (205.4a), asked on every layer pass (611.3a)."""
    sub, land = m["sub"].capitalize(), m["type"].capitalize()
    if sub not in CREATURE_TYPES or "x" in (m.group(4) + m.group(5)).lower():
        raise NotUnderstood(m.group(0))
    basic = m["basic"] is not None

    def enchanted_land_is(game: Game, obj: GameObject) -> bool:
        land_obj = game.find(obj.attached_to) if obj.attached_to is not None else None
        if land_obj is None or land_obj.zone is not Zone.BATTLEFIELD:
            return False
        line = game.chars(land_obj.id).type_line
        return land in line.subtypes and (not basic or "Basic" in line.supertypes)

    flt = ObjectFilter(types=("Creature",), subtypes=(sub,), text=f"{sub} creatures")
    return StaticAbility(effects=(StaticEffect(
        parts=(ModifyPT(pt_amount(m.group(4)), pt_amount(m.group(5))),), filter=flt,
        condition=enchanted_land_is, text=m.group(0)),), text=m.group(0))


@sentence("enchanted is a creature with base pt in addition",
          r"enchanted (?P<what>artifact|land) is a creature with base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+) in addition to its other types", kind="ability")
def _enchanted_is_a_creature(m: _M, b: Builder) -> SentenceResult:
    """"Enchanted artifact is a creature with base power and toughness 5/5 in addition to its
    other types." (Ensoul Artifact): the enchanted object keeps its types and is also a
    creature (CR 205.1b, layer 4, 613.1d) with base P/T N/N (layer 7b, 613.4b)."""
    what = m["what"].lower()
    flt = AttachedFilter(types=(what.capitalize(),), text=f"enchanted {what}")
    return static_ability((AddTypes(card_types=("Creature",)),
                           SetPT(int(m["p"]), int(m["t"]))), flt, m.group(0))


_ATTACHED_WHAT = {"creature": ("Creature",), "land": ("Land",), "artifact": ("Artifact",),
                  "permanent": ()}


@sentence("attached is a",
          r"(?P<which>enchanted|equipped) (?P<what>creature|land|artifact|permanent|plains|"
          r"island|swamp|mountain|forest) (?:(?P<mods>(?:gets|has|loses) .+?),? and )?"
          r"is (?P<desc>an? .+?)"
          r"(?P<keep> in addition to its other (?:colors and |creature )?types|"
          r" that's still a land|\. it's still a land)?"
          r"(?P<lose> and loses all other card types)?", kind="ability")
def _attached_is_a(m: _M, b: Builder) -> SentenceResult:
    """"Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land."
    (Wind Zendikon), "Enchanted creature loses all abilities and is a green Elk creature with
    base power and toughness 3/3." (Kenrith's Transformation), "Enchanted creature gets
    -1/-1 and is a black Zombie in addition to its other colors and types." (Ghoulflesh),
    "Enchanted creature has base power and toughness 0/4, has defender, loses all other
    abilities, and is a blue Wall ..." (Deep Freeze): the object the Aura or Equipment is
    attached to (CR 303.4, 301.5) has its characteristics changed in their layers (613.1d-f,
    613.4b-c): types (205.1a-b), colours, abilities lost then gained, base P/T, the bonus.
    "Enchanted permanent is an enchantment and loses all other card types." (Enchantmentize)
    says outright what "is a" alone does: the card types are replaced (205.1a)."""
    what = m["what"].lower()
    keep = m["keep"] or ""
    if m["lose"] and (keep or m["mods"]):
        raise NotUnderstood(m.group(0))  # "loses all other card types" only after plain "is a"
    if m["which"].lower() == "equipped" and what != "creature":
        raise NotUnderstood(m.group(0))
    if "land" in keep.lower() and what not in ("land", *_BASIC_LAND_TYPE):
        raise NotUnderstood(m.group(0))
    if what in _ATTACHED_WHAT:
        flt = AttachedFilter(types=_ATTACHED_WHAT[what], text=f"{m['which'].lower()} {what}")
    else:
        sub = _BASIC_LAND_TYPE[what]
        flt = AttachedFilter(types=("Land",), subtypes=(sub,), text=f"enchanted {sub}")
    parts = is_a_parts(m["desc"], keep, b, m.group(0))
    if all(isinstance(p, SetTypes) and p.card_types is None for p in parts) and \
            all(s in _BASIC_LAND_TYPE.values() for p in parts for s in p.subtypes or ()):
        raise NotUnderstood(m.group(0))  # "is an Island": a land type set (305.7), not this
    lost: list[Any] = []
    gained: list[Any] = []
    after: list[Any] = []
    for clause in _mod_clauses(m["mods"] or ""):
        low = clause.lower()
        base = re.fullmatch(r"has base power and toughness (\d+)/(\d+)", low)
        gets = re.fullmatch(r"gets ([+-]\d+)/([+-]\d+)", low)
        if not clause:
            continue
        if low == "loses all abilities" and not gained:
            lost.append(RemoveAbilities())
        elif low == "loses all other abilities" and gained:
            # CR 613.1f: "other" than what it has by this effect: lost first, then gained
            lost.append(RemoveAbilities())
        elif base and not any(isinstance(p, SetPT) for p in parts):
            after.append(SetPT(int(base[1]), int(base[2])))  # CR 613.4b
        elif gets:
            after.append(ModifyPT(pt_amount(gets[1]), pt_amount(gets[2])))  # CR 613.4c
        elif low.startswith("has ") and not low.startswith("has base"):
            gained.append(AddAbilities(keyword_list(clause[4:], b)))
        else:
            raise NotUnderstood(m.group(0))
    return static_ability((*lost, *gained, *parts, *after), flt, m.group(0))


def _mod_clauses(mods: str) -> list[str]:
    """The clauses of "gets +1/+1, has "Whenever this creature attacks, you gain 1 life," and
    ...": split at the commas outside a quoted ability (CR 113.1a: a granted ability is one
    whole), the comma set inside the closing quote being the list's, not the ability's."""
    clauses = re.findall(r'(?:[^,"“”]|["“][^"“”]*["”])+', mods)
    return [re.sub(r',(["”])$', r"\1", c.strip()) for c in clauses]


def _self_cda(part: Any, text: str) -> StaticAbility:
    """A characteristic-defining ability of the card itself (CR 604.3): in every zone, applied
    first in its layer (613.3)."""
    effect = StaticEffect(parts=(part,), self_only=True, cda=True, zones=tuple(Zone), text=text)
    return StaticAbility(effects=(effect,), zones=tuple(z.value for z in Zone), text=text)


@sentence("~ is all colors", r"~ is all colors", kind="ability")
def _self_all_colors(m: _M, b: Builder) -> SentenceResult:
    """"Transguild Courier is all colors.": a characteristic-defining ability (CR 604.3,
    105.2) making it white, blue, black, red and green in every zone (layer 5, 613.3)."""
    return _self_cda(SetColors(("W", "U", "B", "R", "G")), m.group(0))


@sentence("each is all colors", r"each (?P<who>[\w ]+?) is all colors", kind="ability")
def _each_all_colors(m: _M, b: Builder) -> SentenceResult:
    """"Each nonland permanent you control is all colors." (Leyline of the Guildpact): the
    colour of each such permanent is set to all five (CR 105.3, layer 5, 613.1e)."""
    flt = permanent_filter(parse_filter(m["who"]))
    return static_ability((SetColors(("W", "U", "B", "R", "G")),), flt, m.group(0))


@sentence("~ is also creature types",
          r"~ is also (?:an? )?(?P<subs>[\w-]+(?:, [\w-]+)*,? and [\w-]+)", kind="ability")
def _self_is_also(m: _M, b: Builder) -> SentenceResult:
    """"Burakos is also a Cleric, Rogue, Warrior, and Wizard.": a characteristic-defining
    ability (CR 604.3) adding creature types to the ones it has in every zone (205.1b, layer
    4, 613.3); a creature type only where it can have one (205.3d)."""
    words = [w.strip() for w in re.split(r",? and |, ", m["subs"])]
    subs = tuple(subtype(w) for w in words)
    if not all(s in CREATURE_TYPES for s in subs):
        raise NotUnderstood(m.group(0))
    return _self_cda(AddTypes(subtypes=subs), m.group(0))


@sentence("all lands are creatures that are still lands",
          r"all lands are (?P<p>\d+)/(?P<t>\d+) creatures that are still lands",
          kind="ability")
def _lands_are_creatures(m: _M, b: Builder) -> SentenceResult:
    """"All lands are 1/1 creatures that are still lands." (Living Plane): every player's
    lands keep their types and are also creatures (CR 205.1b, layer 4, 613.1d) with base P/T
    N/N (layer 7b, 613.4b)."""
    flt = permanent_filter(parse_filter("land"))
    return static_ability((AddTypes(card_types=("Creature",)),
                           SetPT(int(m["p"]), int(m["t"]))), flt, m.group(0))


@sentence("as long as enchanted permanent is a subtype, it's a creature",
          r"as long as enchanted permanent is an? (?P<sub>[\w-]+), it's a creature in addition "
          r"to its other types", kind="ability")
def _enchanted_subtype_is_creature(m: _M, b: Builder) -> SentenceResult:
    """"As long as enchanted permanent is a Vehicle, it's a creature in addition to its other
    types." (Aerial Modification): the enchanted permanent is also a creature (CR 205.1b,
    layer 4, 613.1d) while it has that subtype, judged on each layer pass (611.3a)."""
    sub = m["sub"].capitalize()
    if sub != "Vehicle":
        raise NotUnderstood(m.group(0))  # another subtype: not read (no corpus card to play)
    flt = AttachedFilter(subtypes=(sub,), text=f"enchanted permanent that is a {sub}")
    return static_ability((AddTypes(card_types=("Creature",)),), flt, m.group(0))


_BASIC_LAND_TYPE = {"plains": "Plains", "island": "Island", "islands": "Island",
                    "swamp": "Swamp", "swamps": "Swamp", "mountain": "Mountain",
                    "mountains": "Mountain", "forest": "Forest", "forests": "Forest"}


def _land_mana(sub: str) -> tuple[Any, ...]:
    """The mana ability a basic land type gives a land (CR 305.6)."""
    return intrinsic_abilities(TypeLine.parse(f"Land — {sub}"))


@sentence("lands are a basic land type",
          r"(?P<who>nonbasic lands|all (?:plains|islands|swamps|mountains|forests)) are "
          r"(?P<type>plains|islands|swamps|mountains|forests)", kind="ability")
def _lands_are(m: _M, b: Builder) -> SentenceResult:
    """"Nonbasic lands are Mountains." (Blood Moon), "All Mountains are Plains." (Conversion):
    every player's such lands have their land subtype set (CR 305.7, layer 4, 613.1d): they
    lose their old land types and the abilities of their rules text, and have the new type's
    mana ability (305.6); effects of layer 4 apply in timestamp order unless one depends on
    another (613.7, 613.8)."""
    who = m["who"].lower().removeprefix("all ")
    flt = permanent_filter(parse_filter(singular(who)))
    sub = _BASIC_LAND_TYPE[m["type"].lower()]
    return static_ability((SetLandTypes(subtypes=(sub,), abilities=_land_mana(sub)),), flt,
                          m.group(0))


@sentence("lands are basic land types in addition",
          r"(?P<who>each land|lands you control) (?:is|are) (?:an? (?P<type>plains|island|swamp|"
          r"mountain|forest)|(?P<every>every basic land type)) in addition to (?:its|their) "
          r"other (?:land )?types", kind="ability")
def _lands_are_also(m: _M, b: Builder) -> SentenceResult:
    """"Each land is a Swamp in addition to its other land types." (Blanket of Night), "Lands
    you control are every basic land type in addition to their other types." (Dryad of the
    Ilysian Grove): the lands keep their land types and rules text, and gain the new types and
    their mana abilities (CR 305.7, 205.1b; layer 4, 613.1d)."""
    subs = ("Plains", "Island", "Swamp", "Mountain", "Forest") if m["every"] else \
        (_BASIC_LAND_TYPE[m["type"].lower()],)
    gained = tuple((sub, ability) for sub in subs for ability in _land_mana(sub))
    who = "land" if m["who"].lower() == "each land" else "land you control"
    return static_ability((AddLandTypes(gained=gained),), permanent_filter(parse_filter(who)),
                          m.group(0))


@rule("enchant", r"enchant (?P<what>.+)", kind="ability")
def _enchant(m: _M, b: Builder) -> SentenceResult:
    spec = parse_target("target " + m["what"])
    return EnchantAbility(enchant=spec, keyword="enchant", text=m.group(0), plugin="core")


@sentence("humility", r"all (?P<who>.+?) lose all abilities and have base power and toughness "
          r"(?P<p>\d+)/(?P<t>\d+)", kind="ability", priority=SPECIFIC_PRIORITY)
def _humility(m: re.Match[str], b: Builder) -> SentenceResult:
    return static_ability((RemoveAbilities(), SetPT(int(m["p"]), int(m["t"]))), parse_filter(m["who"]),
                          m.group(0))


def _mana_value_pt(ch: Characteristics) -> tuple[int, int]:
    mv = ch.mana_cost.mana_value() if ch.mana_cost is not None else 0
    return mv, mv


@sentence("opalescence",
          r"each other non-aura enchantment is a creature in addition to its other types and has "
          r"base power and (?:base )?toughness each equal to its mana value", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _opalescence(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 205.1b, 613.1d, 613.4b: Opalescence's current Oracle wording says "base power and
    base toughness"; the older "base power and toughness" reads the same."""
    flt = ObjectFilter(types=("Enchantment",), not_subtypes=("Aura",), other=True,
                       text="other non-Aura enchantment")
    return static_ability((AddTypes(card_types=("Creature",)),
                           SetPTFrom(_mana_value_pt, text="base P/T equal to its mana value")),
                          flt, m.group(0))


@sentence("player keyword", r"you have (?P<kw>hexproof|shroud)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _you_have(m: re.Match[str], b: Builder) -> SentenceResult:
    text = m.group(0)
    return StaticAbility(effects=(StaticEffect(parts=(PlayerKeyword(m["kw"].lower()),),
                                               text=text),),
                         text=text)


def _on_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player == obj.controller


@sentence("during your turn has", r"during your turn, ~ has (?P<kw>.+)", kind="ability")
def _during_your_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    return StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities(keyword_list(m["kw"], b)),), self_only=True,
        condition=_on_your_turn, text=m.group(0)),), text=m.group(0))


@sentence("during your turn gets", rf"during your turn, ~ gets {PT}", kind="ability")
def _during_your_turn_gets(m: re.Match[str], b: Builder) -> SentenceResult:
    """"During your turn, this creature gets +1/+1" (Dapper Shieldmate): layer 7c (613.4c),
    only while its controller is the active player (CR 611.3a, 102.1)."""
    if "x" in (m.group(1) + m.group(2)).lower():
        raise NotUnderstood(m.group(0))
    return StaticAbility(effects=(StaticEffect(
        parts=(ModifyPT(pt_amount(m.group(1)), pt_amount(m.group(2))),), self_only=True,
        condition=_on_your_turn, text=m.group(0)),), text=m.group(0))


@sentence("during your turn attached gets",
          r"during your turn, (?P<rest>(?:enchanted|equipped) (?:creature|permanent|land|"
          r"artifact) (?:gets|has) .+)", kind="ability")
def _during_your_turn_attached(m: re.Match[str], b: Builder) -> SentenceResult:
    """"During your turn, equipped creature gets +1/+1 and has first strike" (Hook Swords):
    the attached object's static ability (613.4c, 613.1f, 301.5), only while the source's
    controller is the active player (CR 611.3a, 102.1)."""
    inner = _attached.compiled.fullmatch(m["rest"])
    if inner is None:
        raise NotUnderstood(m.group(0))
    ability = _attached.build(inner, b)
    # a requirement, goad or restriction "during your turn" is not read (CR 508.1d, 509.1b)
    if not isinstance(ability, StaticAbility) or any(
            isinstance(part, (Restriction, Goaded)) for e in ability.effects for part in e.parts):
        raise NotUnderstood(m.group(0))
    return StaticAbility(effects=tuple(
        attrs.evolve(e, condition=_on_your_turn, text=m.group(0)) for e in ability.effects),
        text=m.group(0))


def _not_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player != obj.controller


@sentence("during a player's turn, anthem",
          r"(?P<when>during your turn|during turns other than yours), "
          r"(?P<rest>(?!~ |it |(?:enchanted|equipped) (?!creatures you control ))[^,]+? "
          r"(?:gets?|has|have) .+)",
          kind="ability")
def _during_turn_anthem(m: re.Match[str], b: Builder) -> SentenceResult:
    """"During your turn, creatures you control get +1/+0 and have trample." (Street Riot),
    "During turns other than yours, tapped creatures you control have hexproof." (Oak Street
    Innkeeper): the static ability the rest reads as alone (an anthem: +N/+M in layer 7c,
    613.4c; keywords in layer 6, 613.1f), applying only while its controller is (or isn't)
    the active player (CR 611.3a, 102.1). Anything else it could say is not read here."""
    mine = m["when"].lower() == "during your turn"
    return _anthem_while(m["rest"], _on_your_turn if mine else _not_your_turn, m.group(0), b)


def _anthem_while(rest: str, condition: Callable[[Game, GameObject], bool], text: str,
                  b: Builder) -> StaticAbility:
    """The anthem ``rest`` reads as alone ("creatures you control get +1/+0 and have
    trample": +N/+M in layer 7c, 613.4c; keywords in layer 6, 613.1f), applying only while
    ``condition`` holds (CR 611.3a); anything else ``rest`` could say is refused."""
    from manastack_grammar.matching import match_sentence  # the rest read as a sentence

    ability = match_sentence(rest, b, b.sentence_rules, kind="ability")
    if not isinstance(ability, StaticAbility) or not ability.effects or any(
            e.condition is not None or e.self_only or e.filter is None or e.cda or
            e.zones != (Zone.BATTLEFIELD,) or
            not all(isinstance(part, (ModifyPT, AddAbilities)) for part in e.parts)
            for e in ability.effects):
        raise NotUnderstood(text)
    _battlefield_keywords(rest, text)  # CR 113.6d-f: none working off the battlefield
    return StaticAbility(effects=tuple(attrs.evolve(e, condition=condition, text=text)
                                       for e in ability.effects), text=text)


@sentence("as long as, anthem with keywords",
          r"as long as (?P<cond>[^,]+), (?P<rest>(?!~ |it |(?:enchanted|equipped) )[^,]+? "
          r"(?:has|have) .+)", kind="ability")
def _as_long_as_anthem_keywords(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as you control seven or more enchantments, creatures you control have flying
    and vigilance." (Hallowed Haunting), "As long as ~ is tapped, creatures you control have
    menace and deathtouch." (Corrupted Key): the keyword anthem of the rest, only while the
    condition holds, asked of the source on every layer pass (CR 611.3a, 613.1f)."""
    return _anthem_while(m["rest"], condition_of_static(m["cond"], b), m.group(0), b)


@sentence("as long as enchanted permanent is a creature",
          r"as long as enchanted permanent is a creature, it (?P<rest>(?:gets|has) .+)",
          kind="ability")
def _enchanted_permanent_is_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as enchanted permanent is a creature, it gets +2/+1." (Akki War Paint): the
    clauses of "enchanted creature gets ..." (613.4c, 613.1f, 303.4) applied to the
    enchanted permanent only while it is a creature, judged on each layer pass (CR 611.3a,
    205.2a)."""
    inner = _attached.compiled.fullmatch(f"enchanted creature {m['rest']}")
    if inner is None:
        raise NotUnderstood(m.group(0))
    ability = _attached.build(inner, b)
    if not isinstance(ability, StaticAbility):
        raise NotUnderstood(m.group(0))
    return StaticAbility(effects=tuple(attrs.evolve(e, text=m.group(0)) for e in ability.effects),
                         text=m.group(0))


_TYPE_WORDS = {"lands": "Land", "land": "Land", "artifacts": "Artifact", "artifact": "Artifact",
               "creatures": "Creature", "creature": "Creature", "enchantments": "Enchantment",
               "enchantment": "Enchantment"}


@sentence("are type in addition",
          r"(?P<who>.+?) you control (?:are|is) (?:an? )?(?P<type>\w+) in addition to their "
          r"other types", kind="ability")
def _are_also(m: re.Match[str], b: Builder) -> SentenceResult:
    card_type = _TYPE_WORDS.get(m["type"].lower())
    if card_type is None:
        raise NotUnderstood(m.group(0))
    # CR 205.1b, 613.1d: a type-changing static in layer 4, to whatever fits (611.3a)
    return StaticAbility(effects=(StaticEffect(
        parts=(AddTypes(card_types=(card_type,)),), filter=parse_filter(m["who"] + " you control"),
        text=m.group(0)),), text=m.group(0))


def _counters_on_printed(kind: str, card_type: str) -> Any:
    """A CDA's count of ``kind`` counters on permanents of ``card_type`` its controller
    controls. Computed inside the layer pass (613.4a), so it reads the printed type lines;
    controllers are those of the pass, after control-changing effects (613.1b, layer 2)."""

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        you = game.controller(obj.id)  # CR 613.1b: layer 2 is applied before layer 7a
        total = sum(o.counter(kind) for o in game.objects_in(Zone.BATTLEFIELD)
                    if game.controller(o.id) == you and o.card.type_line.has_type(card_type))
        printed = game.rules.printed(obj.card)
        return total, printed.toughness or 0

    return compute


@sentence("power equal to counters on",
          r"~'s power is equal to the number of (?P<kind>\+1/\+1|-1/-1|\w+) counters on "
          r"(?P<what>lands|creatures|artifacts) you control", kind="ability")
def _power_from_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    # CR 604.3, 613.4a: a characteristic-defining ability, layer 7a; it counts counters
    # on permanents only: a structural read of the pass's own objects
    compute = _counters_on_printed(m["kind"], _TYPE_WORDS[m["what"]])
    effect = StaticEffect(parts=(DefinePTFromPermanents(worded(compute, _after_subject(
        m.group(0)))),), self_only=True,
                          text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


def _basic_aware_filter(phrase: str) -> ObjectFilter:
    """"a basic land", "a Mountain": parse_filter plus the supertype "basic"."""
    words = re.sub(r"^(a|an) ", "", phrase.strip().lower())
    basic = words.startswith("basic ")
    flt = parse_filter(words.removeprefix("basic "))
    return attrs.evolve(flt, supertypes=("Basic",)) if basic else flt


@sentence("enters tapped unless", r"~ enters tapped unless you control (?P<what>an? .+)",
          kind="ability")
def _enters_tapped_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"... unless you control a basic land", "... unless you control an Island or a Swamp":
    either of the two kinds named is enough."""
    filters = tuple(_basic_aware_filter(part)
                    for part in re.split(r" or (?=an? )", m["what"].strip(), flags=re.IGNORECASE))

    def controls(game: Game, move: ZoneMove) -> bool:
        player = entering_player(move)
        return any(flt.matches(game, o, player=player)
                   for flt in filters for o in game.battlefield(player))

    return EntersWith(tapped=True, unless=controls, text=m.group(0))


def _at_least_or_most(n: int, bound: str) -> Callable[[int], bool]:
    """"N or more" / "N or fewer" / "N or less" as a test of a count."""
    if bound.lower() == "more":
        return lambda count: count >= n
    return lambda count: count <= n


@sentence("enters tapped unless a count of permanents",
          rf"~ enters tapped unless (?P<who>you|your opponents) control (?P<n>{NUMBER}) or "
          r"(?P<bound>more|fewer) (?P<what>(?:other |basic )?lands)", kind="ability")
def _enters_tapped_unless_count(m: re.Match[str], b: Builder) -> SentenceResult:
    """"... unless you control two or fewer other lands", "... two or more basic lands", "...
    unless your opponents control eight or more lands" (614.1d: the count is taken as the
    land would enter; "other": not counting itself, which isn't on the battlefield yet)."""
    flt = parse_filter(m["what"])
    holds = _at_least_or_most(int_number(m["n"]), m["bound"])
    opponents = m["who"].lower() == "your opponents"

    def counted(game: Game, move: ZoneMove) -> bool:
        you = entering_player(move)
        whose = game.opponents(you) if opponents else [you]
        return holds(sum(1 for p in whose for o in game.battlefield(p)
                         if o.id != move.obj.id and flt.matches(game, o, player=you)))

    return EntersWith(tapped=True, unless=counted, text=m.group(0))


@sentence("enters tapped unless a player's life",
          rf"~ enters tapped unless a player has (?P<n>{NUMBER}) or less life", kind="ability")
def _enters_tapped_unless_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"... unless a player has 13 or less life": any player still in the game (CR 614.1d)."""
    n = int_number(m["n"])

    def low_life(game: Game, move: ZoneMove) -> bool:
        return any(p.life <= n for p in game.players if not p.lost)

    return EntersWith(tapped=True, unless=low_life, text=m.group(0))


@sentence("enters tapped unless a number of opponents",
          rf"~ enters tapped unless you have (?P<n>{NUMBER}) or more opponents", kind="ability")
def _enters_tapped_unless_opponents(m: re.Match[str], b: Builder) -> SentenceResult:
    """"... unless you have two or more opponents": the opponents still in the game (CR
    102.2, 800.4a: a player who left the game is no one's opponent)."""
    n = int_number(m["n"])

    def many(game: Game, move: ZoneMove) -> bool:
        return len(game.opponents(entering_player(move))) >= n

    return EntersWith(tapped=True, unless=many, text=m.group(0))


@sentence("as enters, may pay or enters tapped",
          r"as ~ enters, you may (?P<cost>pay \d+ life|pay (?:\{[^}]+\})+|reveal an? "
          r"[\w ]+? card from your hand)\. if you don't, (?:it|~) enters tapped",
          kind="ability")
def _enters_tapped_unless_paid(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As this land enters, you may pay 2 life. If you don't, it enters tapped." (the shock
    lands), "... you may reveal an Island or Swamp card from your hand. If you don't, ~ enters
    tapped." (Choked Estuary): one replacement effect whose choice is made as the permanent
    would enter (CR 614.12, 614.1c); life paid only as much as one has (119.4), a card
    revealed only one the hand holds (701.20a)."""
    return EntersWith(tapped=True, unless_paid=parse_cost(m["cost"]), text=m.group(0))


def static_condition(text: str) -> Callable[[Game, GameObject], bool]:
    """The condition of a static ability's "as long as [condition]" (CR 611.3a): see
    :func:`_static_condition`; explain shows its words."""
    return worded(_static_condition(text), text.strip())


def _static_condition(text: str) -> Callable[[Game, GameObject], bool]:
    """The condition of a static ability's "as long as [condition]" (CR 611.3a), asked on
    every layer pass for the object the ability is on.

    Understood: "it's attacking", "it's attacking alone" (506.5), "it's blocking" (506.4:
    the combat state), "it's
    untapped", "it's tapped" (110.5: its status), the
    conditions on your state of :func:`player_condition` ("you have no cards in hand", "there
    are seven or more cards in your graveyard") and on what you control of
    :func:`control_condition` ("you control a Forest", "... three or more artifacts", "...
    another artifact": not the object itself), asked of the object's controller; "it's
    modified" (700.9), "another creature entered the battlefield under your control this
    turn" (603.6a), and two of these joined by "and" (both must hold)."""
    t = text.strip().lower().replace("\u2019", "'")
    if t in ("it hasn't dealt damage yet", "~ hasn't dealt damage yet"):
        # CR 120.3, 400.7: no damage dealt since it became this object
        return lambda game, obj: not obj.tags.get(DEALT_DAMAGE)
    if t in ("it's attacking", "it is attacking", "~ is attacking"):
        return lambda game, obj: game.is_attacking(obj.id)
    if t in ("it's attacking alone", "it is attacking alone", "~ is attacking alone"):
        return _attacking_alone  # CR 506.5: attacking, and no other creature is
    if t in ("it's blocking", "it is blocking", "~ is blocking"):
        return lambda game, obj: game.is_blocking(obj.id)
    # a permanent's status, not a characteristic (CR 110.5, 110.5a): asked of it as it is now
    if t in ("it's untapped", "it is untapped", "~ is untapped"):
        return lambda game, obj: not obj.tapped
    if t in ("it's tapped", "it is tapped", "~ is tapped"):
        return lambda game, obj: obj.tapped
    if t in ("it's equipped", "it is equipped", "~ is equipped"):
        return _is_equipped  # CR 301.5a: an Equipment is attached to it
    if t in ("it's enchanted", "it is enchanted", "~ is enchanted"):
        return _is_enchanted  # CR 303.4: an Aura is attached to it
    if t in ("it's modified", "it is modified", "~ is modified"):
        return _is_modified  # CR 700.9: counters, equipped, or enchanted by its controller's Aura
    another = re.fullmatch(r"another (?P<kind>artifact|creature|enchantment|land|planeswalker) "
                           r"entered the battlefield under your control this turn", t)
    if another is not None:  # CR 603.6a, 400.7: one other than this object entered this turn
        kind = another["kind"].capitalize()
        return lambda game, obj: any(
            oid != obj.id and who == obj.controller and kind in kinds
            for oid, who, kinds in game.state.turn.records.entered)
    counters = re.fullmatch(r"(?:it|~) has (?P<n>\w+) or more (?P<kind>[+-]1/[+-]1|[\w-]+) "
                            r"counters on it", t) or \
        re.fullmatch(r"there are (?P<n>\w+) or more (?P<kind>[+-]1/[+-]1|[\w-]+) counters on ~",
                     t)
    if counters is not None:  # CR 122.1: that many counters of the kind on it now
        least, named = int_number(counters["n"]), counters["kind"]
        return lambda game, obj: obj.counters.get(named, 0) >= least
    if t in ("~ entered this turn", "it entered this turn"):
        # CR 603.6a, 400.7: this object is one the turn records entering the battlefield
        return lambda game, obj: any(oid == obj.id
                                     for oid, _, _ in game.state.turn.records.entered)
    if t in ("it has a counter on it", "~ has a counter on it"):
        return lambda game, obj: any(n > 0 for n in obj.counters.values())  # CR 122.1: any kind
    among = re.fullmatch(r"there are (?P<n>\w+) or more counters among creatures you control", t)
    if among is not None:  # CR 122.1, 109.4: every counter of every kind on those creatures
        most = int_number(among["n"])
        return lambda game, obj: sum(
            n for o in game.battlefield(obj.controller)
            if game.chars(o.id).type_line.has_type("Creature")
            for n in o.counters.values()) >= most
    counter = re.fullmatch(r"(?:it|~) has an? (?P<kind>[+-]1/[+-]1|[\w-]+) counter on it", t)
    if counter is not None:  # CR 122.1: one or more counters of that kind on it now
        kind = counter["kind"]
        return lambda game, obj: obj.counters.get(kind, 0) > 0
    defending = re.fullmatch(r"defending player controls (?P<what>an? .+)", t)
    if defending is not None:  # CR 506.2: the player it attacks; never true unless attacking
        flt = attrs.evolve(permanent_filter(parse_filter(defending["what"])),
                           defending_controls=True)
        return lambda game, obj: any(flt.matches(game, o, player=obj.controller, source=obj.id)
                                     for o in game.objects_in(Zone.BATTLEFIELD))
    of_player = player_condition(t)  # "you have no cards in hand", threshold's count...
    if of_player is not None:
        return lambda game, obj: of_player(game, obj.controller)
    controls = control_condition(t)  # "you control three or more artifacts" (109.4)
    if controls is not None:
        return lambda game, obj: controls(game, obj.controller, obj.id)
    both = re.fullmatch(r"(?P<one>.+?) and (?P<two>(?:you|an opponent|your) .+)", t)
    if both is not None:  # "you have 30 or more life and an opponent has 10 or less life"
        one, two = static_condition(both["one"]), static_condition(both["two"])
        return lambda game, obj: one(game, obj) and two(game, obj)
    raise NotUnderstood(text)


def condition_of_static(text: str, b: Builder) -> Callable[[Game, GameObject], bool]:
    """The condition of "as long as [text]" (:func:`static_condition`), else a plugin's
    condition rule ("you're the monarch", CR 724.1; "you've completed a dungeon", 309.7)
    asked of the source's controller on every layer pass (611.3a); NotUnderstood if none
    reads it."""
    try:
        return static_condition(text)
    except NotUnderstood:
        low = text.strip().lower().replace("\u2019", "'")
        asked = plugin_phrase("condition", low, text, b)
        if asked is None:
            raise
    return worded(lambda game, obj: bool(asked(Context(game=game, controller=obj.controller,
                                                       source=obj.id))), text.strip())


def _is_modified(game: Game, obj: GameObject) -> bool:
    """CR 700.9: "modified": one or more counters on it, equipped (301.5), or enchanted by an
    Aura its controller controls (303.4)."""
    if any(n > 0 for n in obj.counters.values()):
        return True
    you = game.controller(obj.id)
    for o in game.objects_in(Zone.BATTLEFIELD):
        if o.attached_to != obj.id:
            continue
        subtypes = game.chars(o.id).type_line.subtypes
        if "Equipment" in subtypes or ("Aura" in subtypes and game.controller(o.id) == you):
            return True
    return False


def _attacking_alone(game: Game, obj: GameObject) -> bool:
    """CR 506.5: "is attacking alone": it's attacking but no other creatures are."""
    combat = game.state.combat
    return combat is not None and set(combat.attackers) == {obj.id}


def _is_equipped(game: Game, obj: GameObject) -> bool:
    """CR 301.5a: "equipped": an Equipment on the battlefield is attached to the object."""
    return any(o.attached_to == obj.id and "Equipment" in game.chars(o.id).type_line.subtypes
               for o in game.objects_in(Zone.BATTLEFIELD))


def _is_enchanted(game: Game, obj: GameObject) -> bool:
    """CR 303.4: "enchanted": an Aura on the battlefield is attached to the object."""
    return any(o.attached_to == obj.id and "Aura" in game.chars(o.id).type_line.subtypes
               for o in game.objects_in(Zone.BATTLEFIELD))


#: Keywords whose abilities work while the card is cast or in another zone (CR 113.6d-f:
#: "has flash as long as ...", "has cascade as long as ..."): a static ability of a permanent
#: granting them, which this reader applies on the battlefield only, is not read.
_OFF_BATTLEFIELD_KEYWORDS = re.compile(
    r"\b(?:flash|cascade|split second|storm|convoke|delve|improvise|affinity|flashback|"
    r"rebound|madness|cycling|ninjutsu|evoke|kicker|buyback|suspend|foretell|plot|dash|blitz|"
    r"emerge|spectacle|escape|jump-start|retrace|unearth|embalm|eternalize|scavenge|dredge|"
    r"encore|disturb|morph|disguise|bestow|overload|replicate|entwine|splice|miracle|prowl|"
    r"surge|assist|demonstrate|casualty|offspring|squad|gift|mutate|prototype|warp)\b",
    re.IGNORECASE)


def _battlefield_keywords(text: str, whole: str) -> str:
    """``text``, a keyword list granted by a permanent's conditional static ability; refused
    (NotUnderstood) if one works off the battlefield (CR 113.6d-f)."""
    if _OFF_BATTLEFIELD_KEYWORDS.search(text):
        raise NotUnderstood(whole)
    return text


@sentence("has as long as", r"~ has (?P<kw>.+?) as long as (?P<cond>.+)", kind="ability")
def _has_as_long_as(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature has first strike as long as it's attacking" (Soltari Lancer), "...
    has shadow as long as you have no cards in hand" (Cutthroat il-Dal): a static ability
    granting keywords in layer 6 (613.1f) only while the condition holds (611.3a)."""
    condition = static_condition(m["cond"])
    keywords = _battlefield_keywords(m["kw"], m.group(0))
    return StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities(keyword_list(keywords, b)),), self_only=True, condition=condition,
        text=m.group(0)),), text=m.group(0))


def _colors_among(flt: ObjectFilter) -> Callable[[Game, GameObject], int]:
    def count(game: Game, obj: GameObject) -> int:
        you = game.controller(obj.id) if game.find(obj.id) is not None else obj.controller
        colors: set[str] = set()
        for other in game.battlefield(you):
            if flt.matches(game, other, player=you, source=obj.id):
                colors |= game.chars(other.id).colors
        return len(colors)

    return count


@sentence("gets +N/+M for each color among",
          r"~ gets \+(?P<p>\d+)/\+(?P<t>\d+) for each color among (?P<what>.+)", kind="ability")
def _pump_per_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature gets +1/+0 for each color among Allies you control" (Earthen Ally):
    layer 7c, counted on each layer pass (613.4c)."""
    flt = parse_filter(singular(m["what"]))
    if flt.controller is None:
        raise NotUnderstood(m.group(0))
    count = _colors_among(flt)
    p, t = int(m["p"]), int(m["t"])

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        n = count(game, obj)
        return p * n, t * n

    part = ModifyPTBy(worded(compute, _after_subject(m.group(0))), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               text=m.group(0)),), text=m.group(0))



def _after_subject(text: str) -> str:
    """"~'s power is equal to ..." -> "power is equal to ...", "~ gets +1/+1 for each ..." ->
    "gets +1/+1 for each ...": the words of a computed amount, as explain shows it."""
    return re.sub(r"^(?:~'s|~) ", "", text.strip())


def _cda_pt(compute: Callable[[Any, Any], tuple[int, int]], text: str,
            *counts: StaticCount) -> StaticAbility:
    """A characteristic-defining ability setting power and toughness (CR 604.3), layer 7a
    (613.4a): it functions in every zone. Made of ``counts`` that are all structural, it is
    counted again only after a structural change (``DefinePTStructural``)."""
    structural = bool(counts) and all(count.structural for count in counts)
    worded(compute, _after_subject(text))  # what explain shows it as
    part = DefinePTStructural(compute) if structural else DefinePT(compute)
    effect = StaticEffect(parts=(part,), self_only=True, cda=True, zones=tuple(Zone), text=text)
    return StaticAbility(effects=(effect,), zones=tuple(z.value for z in Zone), text=text)

@sentence("power and toughness are each equal to counts",
          r"~'s power and toughness are each equal to (?P<what>the number of .+)", kind="ability")
def _pt_equal_to_counts(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This token's power and toughness are each equal to the number of A plus the number
    of B", "... the number of lands you control" (Ashaya), "... cards in your hand" (Aeon
    Chronicler): a characteristic-defining ability (CR 604.3), layer 7a (613.4a), in every
    zone; the count is :func:`static_count`'s. "... equal to the number of slime counters on
    Gutter Grime", on the token Gutter Grime creates: the counters on that object (201.5a),
    none once it has left the battlefield (400.7)."""
    granting = re.fullmatch(rf"the number of (?P<kind>[a-z]+) counters on {GRANTING_NAME}",
                            m["what"].lower())
    if granting is not None:
        part = DefinePTStructural(PTEachEqualToCountersOnGrantingSource(granting["kind"]))
        effect = StaticEffect(parts=(part,), self_only=True, cda=True, zones=tuple(Zone),
                              text=m.group(0))
        return StaticAbility(effects=(effect,), zones=tuple(z.value for z in Zone),
                             text=m.group(0))
    counts = [static_count(part, b) for part in re.split(r" plus ", m["what"])]

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        n = sum(count(game, obj) for count in counts)
        return n, n

    return _cda_pt(compute, m.group(0), *counts)


@sentence("power and toughness are each equal to your life total",
          r"~'s power and toughness are each equal to your life total", kind="ability")
def _pt_equal_to_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Serra Avatar's power and toughness are each equal to your life total.": a
    characteristic-defining ability (CR 604.3) in layer 7a (613.4a), in every zone; "your"
    is the object's controller, its owner where it is not on the battlefield or the stack
    (108.4a), whose life total (119.1) is asked on every layer pass."""

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        n = game.player(obj.controller).life
        return n, n

    return _cda_pt(compute, m.group(0))


@sentence("power or toughness equal to the greatest mana value among",
          r"~'s (?P<stat>power|toughness) is equal to the greatest mana value among "
          r"(?P<what>.+)", kind="ability")
def _stat_equal_to_greatest_mana_value(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Dodgy Jalopy's power is equal to the greatest mana value among creatures you
    control.": a characteristic-defining ability (CR 604.3) in layer 7a (613.4a), in every
    zone; the mana values (202.3) of the permanents of the pass so far, 0 if there is none;
    only a group with a controller; the other value stays the printed one."""
    flt = permanent_filter(parse_filter(singular(m["what"])))
    if not flt.controller:
        raise NotUnderstood(m.group(0))
    power = m["stat"] == "power"

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        printed = game.rules.printed(obj.card)
        n = max((game.mana_value(o.id) for o in game.objects_in(Zone.BATTLEFIELD)
                 if flt.matches(game, o, player=obj.controller, source=obj.id)), default=0)
        return (n, printed.toughness or 0) if power else (printed.power or 0, n)

    return _cda_pt(compute, m.group(0))


@sentence("power equal to the number on the battlefield",
          r"~'s power is equal to the number of (?P<what>[\w ]+?) on the battlefield"
          r"(?: (?P<with>with .+))?", kind="ability")
def _power_equal_to_permanents(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Dauthi Warlord's power is equal to the number of creatures on the battlefield with
    shadow": a characteristic-defining ability (CR 604.3), layer 7a (613.4a), in every zone.
    It counts every player's permanents; asked inside the layer pass, the filter reads the
    characteristics of layers 1-6 already applied (a creature given shadow counts); the
    toughness stays the printed one."""
    count = static_count(m.group(0).split(" equal to ", 1)[1], b)

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        return count(game, obj), game.rules.printed(obj.card).toughness or 0

    return _cda_pt(compute, m.group(0), count)


@sentence("power equal to a count and toughness that number plus",
          rf"~'s power is equal to (?P<what>the number of .+?) and its toughness is equal to "
          rf"that number plus (?P<n>{NUMBER})", kind="ability")
def _power_and_toughness_plus(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Tarmogoyf's power is equal to the number of card types among cards in all graveyards
    and its toughness is equal to that number plus 1." (Tarmogoyf, Barrowgoyf): a
    characteristic-defining ability (CR 604.3) in layer 7a (613.4a), in every zone; the
    count is :func:`static_count`'s."""
    count = static_count(m["what"], b)
    plus = int_number(m["n"])

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        n = count(game, obj)
        return n, n + plus

    return _cda_pt(compute, m.group(0), count)


@sentence("power or toughness equal to a count",
          r"~'s (?P<stat>power|toughness) is equal to (?P<what>the number of "
          r"(?!.* counters on )(?!.* on the battlefield).+)", kind="ability")
def _power_or_toughness_equal_to_count(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Adeline's power is equal to the number of creatures you control", "Bronze Guardian's
    power is equal to the number of artifacts you control", "People of the Woods's toughness
    is equal to the number of Forests you control": a characteristic-defining ability (CR
    604.3) in layer 7a (613.4a), in every zone; the other value stays the printed one."""
    count = static_count(m["what"], b)
    power = m["stat"].lower() == "power"

    def compute(game: Any, obj: Any) -> tuple[int, int]:
        printed = game.rules.printed(obj.card)
        n = count(game, obj)
        return (n, printed.toughness or 0) if power else (printed.power or 0, n)

    return _cda_pt(compute, m.group(0), count)


@sentence("gets +N/+M for each",
          r"~ gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?!color among)(?P<what>.+)",
          kind="ability")
def _pump_for_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Akiri gets +1/+0 for each artifact you control", "Evershrike gets +2/+2 for each Aura
    attached to it", "Dread Slag gets -4/-4 for each card in your hand", "This creature gets
    +1/+1 for each oil counter on it" (Trawler Drake; 122.1): a static ability (611.3a) in
    layer 7c (613.4c), counted again on every layer pass (:func:`static_count`)."""
    # "counters on it": "it" is the subject, ~ itself (CR 122.1)
    what = re.sub(r"(counters? on) it$", r"\1 ~", m["what"].strip())
    count = static_count(what, b)
    p, t = pt_amount(m["p"]), pt_amount(m["t"])

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        n = count(game, obj)
        return p * n, t * n

    # a count of what only a structural change alters waits for one (613.4c)
    part = (ModifyPTByStructural if count.structural else ModifyPTBy)(
        worded(compute, _after_subject(m.group(0))), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               text=m.group(0)),), text=m.group(0))


@sentence("gets X/X where X is",
          r"~ gets (?P<p>[+-])x/(?P<t>[+-])x, where x is (?P<what>your life total)",
          kind="ability")
def _pump_where_x_is(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature gets -X/-X, where X is your life total." (Death's Shadow): a static
    ability (CR 611.3a) in layer 7c (613.4c), X the controller's life total (119.1) asked
    again on every layer pass."""
    sp, st = (1 if m["p"] == "+" else -1), (1 if m["t"] == "+" else -1)

    def compute(game: Game, obj: GameObject) -> tuple[int, int]:
        n = game.player(obj.controller).life
        return sp * n, st * n

    part = ModifyPTBy(worded(compute, _after_subject(m.group(0))), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               text=m.group(0)),), text=m.group(0))


_RESTRICTIONS = {"can't block": "cant_block", "can't be blocked": "cant_be_blocked"}


def _conditional_static(who: str, what: str, cond: str, text: str,
                        b: Builder) -> StaticAbility:
    """The static ability "[who] [what] as long as [cond]" (CR 604.2, 611.3a): ``what`` is
    "get(s) +N/+M" (layer 7c, 613.4c), "has base power and toughness N/N" (7b, 613.4b), "has
    [keywords]" (layer 6, 613.1f), "can't block",
    "can't be blocked" (509.1b), joined by "and"; ``who`` is "~" (the object itself) or the
    objects of an anthem ("Other creatures you control"). The effects exist only while the
    condition holds, asked on every layer pass."""
    condition = condition_of_static(cond, b) if cond else None
    low = re.sub(r"^(?:all|each) ", "", who.strip(), flags=re.IGNORECASE)
    self_only = low.lower() == "~"
    if low.lower() == "it" or low.lower().startswith(("enchanted", "equipped")) or \
            "target" in low.lower():
        raise NotUnderstood(text)  # an attached object's or a target's: not read here
    flt = None if self_only else _static_filter(low)
    if flt is not None and not flt.controller and not flt.other and \
            not who.lower().startswith("all "):
        raise NotUnderstood(text)  # a bare "Creatures get ...": not read (as the anthems)
    parts: list[Any] = []
    kinds: list[str] = []
    for clause in re.split(r",? and (?=(?:has|have|can't) )", what.strip()):
        pt = re.fullmatch(rf"gets? {PT}", clause)
        if pt and "x" not in (pt.group(1) + pt.group(2)).lower():
            parts.append(ModifyPT(pt_amount(pt.group(1)), pt_amount(pt.group(2))))
        elif clause.lower() in _RESTRICTIONS and self_only:
            kinds.append(_RESTRICTIONS[clause.lower()])
        elif (base := re.fullmatch(r"(?:has|have) base power and toughness (\d+)/(\d+)",
                                   clause.lower())):
            # CR 613.4b: setting base power and toughness, layer 7b (before 7c's +N/+M)
            parts.append(SetPT(int(base.group(1)), int(base.group(2))))
        elif re.match(r"(?:has|have) ", clause):
            keywords = _battlefield_keywords(clause.split(" ", 1)[1], text)
            parts.append(AddAbilities(keyword_list(keywords, b)))
        else:
            raise NotUnderstood(text)
    effects: list[StaticEffect] = []
    if parts:
        effects.append(StaticEffect(parts=tuple(parts), self_only=self_only, filter=flt,
                                    condition=condition, text=text))
    if kinds:  # CR 509.1b: a restriction of the object itself, on the same condition
        effects.append(StaticEffect(parts=tuple(Restriction(k) for k in kinds),
                                    self_only=True, condition=condition, text=text))
    return StaticAbility(effects=tuple(effects), text=text)


@sentence("gets as long as",
          rf"(?P<who>.+?) (?P<what>gets? {PT}(?:,? and (?:has|have|can't) .+?)?) as long as "
          r"(?P<cond>.+)", kind="ability")
def _gets_as_long_as(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Threshold — This creature gets +3/+3 as long as there are seven or more cards in your
    graveyard" (Werebear), "Other creatures you control get +2/+2 as long as ..." (Silver
    Seraph): CR 611.3a, layer 7c (613.4c)."""
    return _conditional_static(m["who"], m["what"], m["cond"], m.group(0), b)


@sentence("anthem has as long as",
          r"(?P<who>(?!~ |it )[^,]+? you control) (?P<what>have .+?) as long as (?P<cond>.+)",
          kind="ability")
def _anthem_has_as_long_as(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Metalcraft — Artifacts you control have shroud as long as you control three or more
    artifacts." (Indomitable Archangel), "Creatures you control have vigilance as long as
    this creature is enchanted." (Gate Hound): keywords granted in layer 6 (CR 613.1f) to
    the group while the condition holds (611.3a)."""
    return _conditional_static(m["who"], m["what"], m["cond"], m.group(0), b)


@sentence("can't be blocked as long as",
          r"(?P<who>~) (?P<what>can't be blocked) as long as (?P<cond>.+)", kind="ability")
def _cant_be_blocked_as_long_as(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked as long as defending player controls an artifact"
    (Bouncing Beebles): a restriction of the object itself (CR 509.1b) that exists only
    while the condition holds (611.3a)."""
    return _conditional_static(m["who"], m["what"], m["cond"], m.group(0), b)


@sentence("as long as, attack as though no defender",
          r"as long as (?P<cond>[^,]+), (?P<who>~|it) can attack as though it didn't have "
          r"defender",
          kind="ability")
def _as_long_as_no_defender(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as you control a creature with power 4 or greater, this creature can attack
    as though it didn't have defender" (Bristlepack Sentry), "As long as this creature has a
    +1/+1 counter on it, it ..." (Scuttlegator): CR 609.4, 702.3b, only while the condition
    holds (611.3a)."""
    if m["who"] == "it" and not m["cond"].startswith("~ "):
        raise NotUnderstood(m.group(0))  # "it" of another antecedent: not read here
    part = AsThough("attack", "no_defender", text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               condition=static_condition(m["cond"]),
                                               text=m.group(0)),), text=m.group(0))


@sentence("as long as, self static",
          r"as long as (?P<cond>[^,]+), (?P<who>~|it) (?P<what>(?:gets|has|can't) .+)",
          kind="ability")
def _as_long_as_first(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Threshold — As long as there are seven or more cards in your graveyard, this creature
    gets +1/+1 and has flying" (Mystic Zealot), "... gets +1/+0 and can't be blocked"
    (Nightwhorl Hermit): the condition said first, the same static ability (CR 611.3a).
    "As long as this creature is equipped, it gets +0/+2" (Dwarfhold Champion): "it" is the
    object the condition names, read only when that is "~"."""
    who = m["who"]
    if who == "it":
        if not m["cond"].startswith("~ "):
            raise NotUnderstood(m.group(0))  # "it" of another antecedent: not read here
        who = "~"
    return _conditional_static(who, m["what"], m["cond"], m.group(0), b)


@sentence("as long as, ~ is an artifact creature",
          r"as long as (?P<cond>[^,]+), ~ is an artifact creature", kind="ability")
def _as_long_as_artifact_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as it's your turn and you control an Army, Grond is an artifact creature."
    (Grond, the Gatebreaker): the object has the card types artifact and creature (layer 4,
    613.1d), keeping its other types and subtypes (a Vehicle stays one, 205.1b), its printed
    power and toughness then counting (208.3), only while the condition holds (611.3a)."""
    return StaticAbility(effects=(StaticEffect(
        parts=(AddTypes(card_types=("Artifact", "Creature")),), self_only=True,
        condition=static_condition(m["cond"]), text=m.group(0)),), text=m.group(0))


@sentence("as long as, anthem",
          rf"as long as (?P<cond>[^,]+), (?P<who>(?!~ |it )[^,]+?) (?P<what>gets? {PT}"
          r"(?:,? and (?:has|have) .+?)?)", kind="ability")
def _as_long_as_anthem(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Fateful hour — As long as you have 5 or less life, other creatures you control get
    +1/+4" (Gavony Ironwright): the condition said first, the anthem of "... get +N/+M as
    long as ..." (CR 611.3a, 613.4c), asked of the source's controller on every layer pass."""
    return _conditional_static(m["who"], m["what"], m["cond"], m.group(0), b)


@sentence("as long as in your graveyard, anthem",
          r"as long as ~ is in your graveyard(?: and (?P<cond>[^,]+))?, (?P<who>(?!~ |it )"
          r"[^,]+? you control) (?P<what>(?:gets? [+-]\d+/[+-]\d+|have) .+)", kind="ability")
def _graveyard_anthem(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as this card is in your graveyard and you control a Mountain, creatures you
    control have haste." (Anger and the other Incarnations): an anthem (CR 613.1f, 613.4c)
    from a static ability that functions only while the card is in its owner's graveyard
    (113.6b, 611.3b); "you" is that owner (109.5), the rest of the condition asked on every
    layer pass (611.3a)."""
    ability = _conditional_static(m["who"], m["what"], m["cond"] or "", m.group(0), b)
    return attrs.evolve(ability, zones=("graveyard",))


@sentence("as long as devotion is less than, isn't a creature",
          r"as long as your devotion to (?P<c1>white|blue|black|red|green)(?: and "
          rf"(?P<c2>white|blue|black|red|green))? is less than (?P<n>{NUMBER}), ~ isn't a "
          r"creature", kind="ability")
def _devotion_not_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as your devotion to white is less than five, Heliod isn't a creature." (the
    Theros gods): the object loses the card type creature (layer 4, 613.1d; 205.1a) while its
    controller's devotion (CR 700.5: the mana symbols of that colour, hybrid and Phyrexian
    ones too, among the mana costs of the permanents they control, copy effects applied,
    700.5a) is below N; asked on every layer pass (611.3a)."""
    colors = tuple(COLOR_LETTERS[c.lower()] for c in (m["c1"], m["c2"]) if c)
    n = int_number(m["n"])

    def low_devotion(game: Game, obj: GameObject) -> bool:
        devotion = 0
        for o in game.battlefield(obj.controller):
            cost = game.chars(o.id).mana_cost
            if cost is not None:
                devotion += cost.devotion(*colors)
        return devotion < n

    return StaticAbility(effects=(StaticEffect(
        parts=(RemoveTypes(card_types=("Creature",)),), self_only=True,
        condition=low_devotion, text=m.group(0)),), text=m.group(0))


@sentence("no maximum hand size", r"(?P<who>you|players) have no maximum hand size",
          kind="ability")
def _no_maximum_hand_size(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You have no maximum hand size" (Spellbook, Reliquary Tower): an effect on its
    controller (613.10) the cleanup step reads (CR 402.2, 514.1: no discard down to seven);
    "Players have no maximum hand size." (Price of Knowledge): on every player."""
    who = "each" if m["who"].lower() == "players" else "you"
    return StaticAbility(effects=(StaticEffect(
        parts=(PlayerKeyword("no maximum hand size", who=who),), text=m.group(0)),),
        text=m.group(0))


@sentence("no maximum hand size for a duration",
          r"you have no maximum hand size (?P<until>for the rest of the game|until your next "
          r"turn)")
def _no_maximum_hand_size_for_the_game(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You have no maximum hand size for the rest of the game." (Wisdom of Ages): an effect
    of the resolving spell or ability on its controller (CR 611.2a, 613.10) lasting the whole
    game, read by the cleanup step (402.2, 514.1), wherever the source then is; "... until
    your next turn" (Enter the Infinite): until that turn begins (611.2a)."""
    forever = m["until"].lower() == "for the rest of the game"
    return ApplyEffect(YOU, (PlayerKeyword("no maximum hand size"),),
                       duration="forever" if forever else "your_next_turn", text=m.group(0))


@sentence("can't draw more than one card each turn",
          r"(?P<who>each opponent|each player) can't draw more than one card each turn",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _one_draw_each_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each opponent can't draw more than one card each turn." (Narset, Parter of Veils),
    "Each player ..." (Spirit of the Labyrinth): an effect on players (613.10) under which a
    draw after the player's first of the turn (CR 121.1, draws before the permanent arrived
    counted) doesn't happen (101.2); the kernel's draw reads the player keyword."""
    who = "opponents" if m["who"].lower() == "each opponent" else "each"
    return StaticAbility(effects=(StaticEffect(
        parts=(PlayerKeyword("can't draw more than one card each turn", who=who),),
        text=m.group(0)),), text=m.group(0))


@sentence("unspent mana becomes colorless instead",
          r"if you would lose unspent mana, that mana becomes colorless instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _unspent_mana_colorless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would lose unspent mana, that mana becomes colorless instead." (Horizon Stone):
    a replacement effect (CR 614.1a) on its controller's mana emptying from their pool as a
    step or phase ends (500.5): it stays there as colorless mana; the kernel's emptying reads
    the player keyword (613.10)."""
    return StaticAbility(effects=(StaticEffect(
        parts=(PlayerKeyword("unspent mana becomes colorless instead", who="you"),),
        text=m.group(0)),), text=m.group(0))


@sentence("can't play lands", r"(?P<who>you|players) can't play lands", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _cant_play_lands(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Players can't play lands." (Territorial Dispute), "You can't play lands." (Aggressive
    Mining): an effect on players (613.10) that no "may play" effect overrides (CR 101.2,
    305.2); the kernel's land play reads the player keyword."""
    who = "each" if m["who"].lower() == "players" else "you"
    return StaticAbility(effects=(StaticEffect(
        parts=(PlayerKeyword("can't play lands", who=who),), text=m.group(0)),),
        text=m.group(0))


@sentence("play with hands revealed",
          r"(?P<who>players|your opponents) play with their hands revealed", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _hands_revealed(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Players play with their hands revealed." (Revelation), "Your opponents ..." (Seer's
    Vision): an effect on players (613.10) under which every player sees their hand (CR 400.2,
    701.20b); it changes nothing else in the game."""
    who = "opponents" if m["who"].lower() == "your opponents" else "each"
    return StaticAbility(effects=(StaticEffect(parts=(
        PlayerKeyword("plays with their hand revealed", who=who),), text=m.group(0)),),
        text=m.group(0))


@sentence("play with the top card of library revealed",
          r"(?P<who>players play|play) with the top card of (?:their libraries|your library) "
          r"revealed", kind="ability", priority=SPECIFIC_PRIORITY)
def _library_top_revealed(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Players play with the top card of their libraries revealed." (Lantern of Insight,
    Field of Dreams), "Play with the top card of your library revealed." (Conspicuous
    Snoop): an effect on players (613.10) under which every player sees the top card of that
    player's library (CR 401.5, 701.18c); it changes nothing else in the game."""
    players = m["who"].lower() == "players play"
    if players != m.group(0).lower().endswith("their libraries revealed"):
        raise NotUnderstood(m.group(0))  # "players" with "their libraries", "play" with "your"
    return StaticAbility(effects=(StaticEffect(parts=(
        PlayerKeyword("plays with the top card of their library revealed",
                      who="each" if players else "you"),), text=m.group(0)),),
        text=m.group(0))


@sentence("entering doesn't trigger",
          r"(?P<types>creatures|artifacts and creatures) entering don't cause abilities to "
          r"trigger", kind="ability", priority=SPECIFIC_PRIORITY)
def _entering_triggers_nothing(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures entering don't cause abilities to trigger." (Torpor Orb, Hushwing Gryff,
    Tocatli Honor Guard), "Artifacts and creatures entering ..." (Doorkeeper Thrull): a rule
    effect (CR 613.11) under which such a permanent entering triggers nothing (603.2,
    603.6a); "enters with" and "as ~ enters" still apply (603.6d, 614.1c)."""
    types = ("Artifact", "Creature") if m["types"].lower().startswith("artifacts") \
        else ("Creature",)
    part = EnteringTriggersNothing(types, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


#: the player keywords the kernel reads for "can't lose the game" (CR 104.3) and "can't win
#: the game" (104.2b)
_CANT_LOSE, _CANT_WIN = "can't lose the game", "can't win the game"


@sentence("can't lose and opponents can't win",
          r"(?:you can't (?P<mine>lose|win) the game(?: and your opponents can't "
          r"(?P<theirs>lose|win) the game)?|(?P<players>players can't lose the game or win the "
          r"game))",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _cant_lose_cant_win(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You can't lose the game and your opponents can't win the game." (Platinum Angel,
    Herald of Eternal Dawn), the other way round (Abyssal Persecutor: "You can't win the game
    and your opponents can't lose the game."), "You can't lose the game." alone (Lich's
    Mastery), "Players can't lose the game or win the game." (Platinum Persecutor): effects
    on players (613.10). One who can't lose loses by no state-based action or effect but may
    still concede (CR 104.3, 104.3a, 704.5a-c); one who can't win wins by no effect (104.2b),
    but still as the last player in the game (104.2a overrides it)."""
    parts: tuple[PlayerKeyword, ...]
    if m["players"]:
        parts = (PlayerKeyword(_CANT_LOSE, who="each"), PlayerKeyword(_CANT_WIN, who="each"))
    else:
        mine, theirs = m["mine"].lower(), (m["theirs"] or "").lower()
        if theirs == mine:
            raise NotUnderstood(m.group(0))  # no printed card: both can't lose, say
        parts = (PlayerKeyword(_CANT_LOSE if mine == "lose" else _CANT_WIN),)
        if theirs:
            parts += (PlayerKeyword(_CANT_LOSE if theirs == "lose" else _CANT_WIN,
                                    who="opponents"),)
    return StaticAbility(effects=(StaticEffect(parts=parts, text=m.group(0)),),
                         text=m.group(0))


@sentence("may play an additional land",
          r"(?:you may play (?:an additional land|(?P<n>two|three) additional lands) on each of "
          r"your turns|(?P<each>each player may play an additional land on each of their turns))",
          kind="ability")
def _additional_land(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may play an additional land on each of your turns" (Exploration), "... two
    additional lands ..." (Azusa, Lost but Seeking; CR 305.2, 505.6b): an effect on its
    controller (613.10) raising the lands they may play each turn; several add up (305.2a).
    "Each player may ... on each of their turns" (Rites of Flourishing): on every player."""
    return StaticAbility(effects=(StaticEffect(
        parts=(AdditionalLandPlays(int_number(m["n"]) if m["n"] else 1,
                                   who="each" if m["each"] else "you"),), text=m.group(0)),),
        text=m.group(0))


@sentence("may play an additional land this turn", r"you may play an additional land this turn",
          priority=SPECIFIC_PRIORITY)
def _additional_land_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may play an additional land this turn" (Explore, Urban Evolution): an effect of the
    resolving spell or ability (CR 611.2) on its controller raising the lands they may play
    this turn by one (305.2, 305.2a: it adds to any other), ending at cleanup (514.2)."""
    return ApplyEffect(YOU, (AdditionalLandPlays(1),), duration="end_of_turn", text=m.group(0))


@sentence("can't play lands this turn", r"target player can't play lands this turn",
          priority=SPECIFIC_PRIORITY)
def _cant_play_lands_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target player can't play lands this turn" (Turf Wound, Solfatara): an effect on the
    target player until cleanup (CR 611.2, 514.2) that no "may play" effect overrides (101.2,
    305.2); the kernel's land play reads the player keyword."""
    return ApplyEffect(b.ref("target player"), (PlayerKeyword("can't play lands"),),
                       duration="end_of_turn", text=m.group(0))


@sentence("can't attack unless a condition holds",
          r"~ can't attack unless (?!defending player )(?P<cond>.+)", kind="ability")
def _cant_attack_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't attack unless you control another artifact." (Mouser Mark III;
    CR 508.1c): a restriction of the creature itself that exists while the condition doesn't
    hold, asked as attackers are declared (611.3a); "another": not the creature itself."""
    holds = static_condition(m["cond"])
    return StaticAbility(effects=(StaticEffect(
        parts=(Restriction("cant_attack"),), self_only=True,
        condition=worded(lambda game, obj: not holds(game, obj), f"not: {m['cond']}"),
        text=m.group(0)),), text=m.group(0))


@sentence("can't attack or block if a condition holds",
          r"~ can't (?P<what>attack|block) if (?!defending player )(?P<cond>.+)", kind="ability")
def _cant_attack_or_block_if(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't block if you control an untapped land." (Branded Brawlers; CR
    509.1b, 508.1c): a restriction of the creature itself that exists while the condition
    holds, asked as attackers or blockers are declared (611.3a)."""
    holds = static_condition(m["cond"])
    kind = "cant_attack" if m["what"] == "attack" else "cant_block"
    return StaticAbility(effects=(StaticEffect(
        parts=(Restriction(kind),), self_only=True, condition=holds, text=m.group(0)),),
        text=m.group(0))


@sentence("can't attack or block unless a condition holds",
          r"~ can't attack or block unless (?P<cond>.+)", kind="ability")
def _cant_attack_or_block_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't attack or block unless it has five or more +1/+1 counters on
    it." (Slumbering Dragon; CR 508.1c, 509.1b): both restrictions of the creature itself
    exist while the condition doesn't hold, asked as attackers or blockers are declared
    (611.3a); a plugin's condition too ("unless you have max speed", 702.179e)."""
    holds = condition_of_static(m["cond"], b)
    return StaticAbility(effects=(StaticEffect(
        parts=(Restriction("cant_attack"), Restriction("cant_block")), self_only=True,
        condition=worded(lambda game, obj: not holds(game, obj), f"not: {m['cond']}"),
        text=m.group(0)),), text=m.group(0))


@sentence("has keywords if",
          r"(?P<who>~) (?P<what>has [^,.]+?) if (?P<cond>it hasn't dealt damage yet)",
          kind="ability")
def _has_if(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature has hexproof if it hasn't dealt damage yet." (Karakyk Guardian): the
    keyword exists while the condition holds (CR 604.2, 611.3a), the same static ability as
    "as long as"; damage it dealt as this object (120.3, 400.7) ends it."""
    return _conditional_static(m["who"], m["what"], m["cond"], m.group(0), b)


@sentence("triggers an additional time",
          r"if (?:(?P<cause>.+?) (?P<ev>entering(?: the battlefield)?|dying|attacking|entering or "
          r"leaving the battlefield) causes a "
          r"triggered "
          r"ability of "
          r"(?P<permanent>a permanent you control) to trigger|a triggered ability of "
          r"(?P<of>.+? you control(?: with .+?)?) triggers), (?P<it>that ability|it) triggers "
          r"an additional time", kind="ability", priority=SPECIFIC_PRIORITY)
def _triggers_additional_time(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time" (Panharmonicon), "If a
    triggered ability of a legendary creature you control triggers, that ability triggers an
    additional time" (Annie Joins Up): the abilities of those permanents trigger once more
    (CR 603.2d), for the first only those an object of that kind entering triggered
    (603.6a); "If a creature dying causes ..." (Teysa Karlov): those a creature put into a
    graveyard from the battlefield triggered (700.4); "If a creature attacking causes ..."
    (Isshin, Two Heavens as One): those a creature declared as an attacker triggered (508.3a,
    508.3d); "If a legendary permanent or an artifact entering or leaving the battlefield causes
    ..." (Gandalf the White): those such a permanent entering or leaving the battlefield
    triggered (603.6a, 603.6c)."""
    if m["cause"]:
        ev = m["ev"].lower()
        # "a legendary permanent or an artifact" (Gandalf the White): either one, each with
        # its own article; "an artifact or creature" (Panharmonicon) is one filter
        either = re.fullmatch(r"(an? .+?) or (an? .+)", m["cause"], re.IGNORECASE)
        cause = parse_filter(either.group(1) if either else m["cause"])
        other = parse_filter(either.group(2)) if either else None
        events = ("enters", "leaves") if ev == "entering or leaving the battlefield" else \
            ({"dying": "dies", "attacking": "attacks"}.get(ev, "enters"),)
        # CR 110.1: what enters the battlefield is a permanent, whatever its type words; an
        # object enters or leaves in one event, so the two parts never both double a trigger
        parts = tuple(AdditionalTriggers(of=parse_filter("permanent you control"), event=e,
                                         cause=cause, or_cause=other, text=m.group(0))
                      for e in events)
        return StaticAbility(effects=(StaticEffect(parts=parts, text=m.group(0)),),
                             text=m.group(0))
    else:
        of = parse_filter(m["of"])
        # "a Shaman or another Wizard": "another" binds one alternative only, not modelled
        if of.controller != "you" or " or another " in m["of"].lower():
            raise NotUnderstood(m.group(0))
        part = AdditionalTriggers(of=of, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


#: The zones "You may cast ~ from ..." names, with the permission's zone (CR 404.1, 406.1).
_OWN_CAST_ZONES = {"your graveyard": (Zone.GRAVEYARD, GRAVEYARD_ZONE),
                   "exile": (Zone.EXILE, EXILE_ZONE)}


@sentence("may cast ~ from a zone",
          r"you may cast ~ from (?P<zones>your graveyard|exile|your graveyard or from exile)"
          r"(?: as long as (?P<cond>.+))?", kind="ability")
def _cast_itself_from_zone(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may cast this card from your graveyard." (Skaab Ruinator), "... as long as you
    control a Zombie." (Gravecrawler), "You may cast this card from exile." (Misthollow
    Griffin): the card's own permission to be cast from that zone (CR 601.3, 113.6f), with
    its mana cost and normal timing (601.2a, 117.1a), only while the condition holds
    (611.3a); what matters of it is where the card is, so it functions there (113.6f)."""
    condition = static_condition(m["cond"]) if m["cond"] else None
    named = [_OWN_CAST_ZONES[z] for z in m["zones"].lower().split(" or from ")]
    effects = tuple(StaticEffect(parts=(ZonePlayPermission(
        zone=zone, spells=parse_filter("card"), itself=True),), condition=condition,
        text=m.group(0)) for _, zone in named)
    return StaticAbility(effects=effects, zones=tuple(z.value for z, _ in named),
                         text=m.group(0))


@sentence("as long as, cast as though flash",
          r"(?:as long as|if) (?P<cond>[^,]+), you may cast ~ as though it had flash",
          kind="ability",
          priority=SPECIFIC_PRIORITY)
def _as_long_as_flash(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as you control a green or blue permanent, you may cast this spell as though it
    had flash." (Hungering Yeti): the card may be cast any time an instant could be (CR 702.8a,
    609.4) while the condition holds (611.3a), from wherever it may be cast; "If [condition],
    you may cast this spell as though it had flash" (Serpent of the Pass) is the same
    permission, asked as the spell would begin to be cast (601.3d)."""
    part = AsThough("cast", "flash", text=m.group(0))
    zones = tuple(z for z in Zone if z is not Zone.BATTLEFIELD)
    # CR 113.6: an ability about casting the card functions where the card is cast from
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, zones=zones,
                                               condition=static_condition(m["cond"]),
                                               text=m.group(0)),),
                         zones=tuple(z.value for z in zones), text=m.group(0))
