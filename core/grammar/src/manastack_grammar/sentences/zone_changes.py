"""Zone changes: destroying, exiling, returning, sacrificing, and their replacements
(CR 400.7, 406, 701.8, 701.21, 614.1a).

"Destroy [what]" ("... It can't be regenerated.", 701.19c; "Destroy each land that is snow
or could produce {C}"), "Regenerate [what]" (701.19a), "Exile [what] [until ~ leaves the
battlefield]" (610.3), "Exile [what]" ("... and all other creatures with the same name as
that creature", "For each creature exiled this way, its controller searches ..."), "Return
[what] to its owner's hand", "Return target creature card from your graveyard to your
hand", "Return / Put [what] onto the battlefield [tapped] [with counters]", "Return a card
of an opponent's choice from your graveyard ...", "Put [what] on top of / on the bottom of
its owner's library", "[who] sacrifices N [what]", "Sacrifice ~ [unless you pay {N}]",
"Attach ~ to target creature" (701.3); replacements of a move: "If target creature would
die this turn, exile it instead", "If ~ would die, exile it instead", "If a card would be
put into an opponent's graveyard from anywhere, exile it instead", "If that spell would be
put into a graveyard, exile it instead".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    EACH_PLAYER,
    YOU,
    ActivatedAbility,
    Amount,
    AttachTo,
    CantBeRegeneratedThisTurn,
    Choose,
    ChosenOnResolution,
    Conditional,
    Context,
    Cost,
    CreateToken,
    DealDamage,
    DealDividedDamage,
    DealtDamageThisWay,
    Destroy,
    DoneByEach,
    Each,
    EventRef,
    Exile,
    ExiledWith,
    ExileForLands,
    ExileFromASingleGraveyard,
    ExileSameName,
    ExileUntilLeaves,
    ExileWithCounters,
    Instruction,
    ItRef,
    ManaCost,
    MayCastFromGraveyardFree,
    MayDo,
    Mode,
    ObjectFilter,
    PayEnergy,
    PutOnLibrary,
    PutOntoBattlefield,
    Ref,
    Regenerate,
    ReplaceMove,
    ReturnOpponentsChoice,
    ReturnToHand,
    Sacrifice,
    SacrificeObjects,
    SacrificeOneOfEach,
    SacrificeUnlessCostPaid,
    SacrificeUnlessTheyPay,
    SacrificeUnlessYouPay,
    SourceRef,
    StaticAbility,
    StaticEffect,
    TargetRef,
    TargetSpec,
    Zone,
    ZoneReplacement,
)
from manastack_grammar.abilities import _SpellText
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.costs import energy_count, parse_cost
from manastack_grammar.phrases.filters import (
    filter_kwargs,
    parse_filter,
    permanent_filter,
    singular,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_amount
from manastack_grammar.phrases.references import EXILED_WITH, exiled_with_ref, parse_target
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import (
    ALL_ZONES,
    SPECIFIC_PRIORITY,
    rule,
    static_ability,
    strict_ref,
)

if TYPE_CHECKING:
    from manastack.api import GameObject


_M = re.Match[str]  # the match a rule's build receives


@rule("destroy", r"destroy (?P<what>.+)")
def _destroy(m: _M, b: Builder) -> SentenceResult:
    return Destroy(b.ref(m["what"]))


@rule("regenerate", r"regenerate (?P<what>.+)")
def _regenerate(m: _M, b: Builder) -> SentenceResult:
    """CR 701.19a: a regeneration shield on each permanent referred to, for this turn."""
    return Regenerate(b.ref(m["what"]))


@rule("cant be regenerated",
          r"(?:it|they|that creature|those creatures|(?:a|the) (?:creature|permanent)s? destroyed "
          r"this way|(?:creatures|permanents) destroyed this way) can't be regenerated(?: this "
          r"turn)?")
def _no_regen(m: _M, b: Builder) -> SentenceResult:
    """"It can't be regenerated" after "Destroy ...": that destruction is marked (CR 701.19c),
    in each branch of an "instead" (Toxic Stench, Kirtar's Wrath). "It can't be regenerated
    this turn" after damage to one target creature (Engulfing Flames): that creature, destroyed
    this turn, doesn't regenerate (lethal damage, 704.5g). After anything else: not read."""
    text = m.group(0)
    last = b.last
    if isinstance(last, DealDamage) and text.lower().startswith(("it ", "that creature ")) \
            and text.endswith("this turn") and isinstance(last.to, TargetRef) and \
            b.targets[last.to.index].max == 1:
        return CantBeRegeneratedThisTurn(last.to, text=text)

    def marked(step: Instruction) -> Instruction:
        return attrs.evolve(step, regenerate=False) if isinstance(step, Destroy) else step

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, Destroy):
            return marked(previous)
        if isinstance(previous, Conditional) and any(
                isinstance(s, Destroy) for s in (*previous.then, *previous.otherwise)):
            # CR 608.2c: "instead destroy ..." then "It can't be regenerated": each branch's
            return attrs.evolve(previous, then=tuple(map(marked, previous.then)),
                                otherwise=tuple(map(marked, previous.otherwise)))
        raise NotUnderstood(text)  # CR 701.19c: no destruction before it to mark

    return Amend(apply)


@sentence("dealt damage this way can't be regenerated",
          r"a creature dealt damage this way can't be regenerated this turn",
          priority=SPECIFIC_PRIORITY)
def _dealt_damage_no_regen(m: _M, b: Builder) -> SentenceResult:
    """"Incinerate deals 3 damage to any target. A creature dealt damage this way can't be
    regenerated this turn." (CR 701.19c, 608.2c): the creature the damage before was dealt
    to, destroyed later this turn (lethal damage, 704.5g) without regenerating."""
    if not isinstance(b.last, (DealDamage, DealDividedDamage)):
        raise NotUnderstood(m.group(0))  # "this way" names no damage of this effect
    return CantBeRegeneratedThisTurn(DealtDamageThisWay(), text=m.group(0))


@sentence("target can't be regenerated this turn",
          r"(?P<what>target (?:creature|permanent|[^.]+? creature)) can't be regenerated this turn",
          priority=SPECIFIC_PRIORITY)
def _target_no_regen(m: _M, b: Builder) -> SentenceResult:
    """"{R}: Target creature can't be regenerated this turn." (Furnace Brood; CR 701.19c): the
    target is destroyed this turn without regenerating, by any destruction (704.5g too)."""
    what = strict_ref(m["what"], b)
    if not isinstance(what, TargetRef) or b.targets[what.index].max != 1:
        raise NotUnderstood(m.group(0))  # CR 115.1: one target
    return CantBeRegeneratedThisTurn(what, text=m.group(0))


@rule("exile", r"exile (?P<what>.+)")
def _exile(m: _M, b: Builder) -> SentenceResult:
    return Exile(b.ref(m["what"]))


@sentence("exile with counters",
          rf"exile (?P<what>.+?) with (?P<n>{NUMBER}) (?P<kind>[a-z]+) counters? on it",
          priority=SPECIFIC_PRIORITY)
def _exile_with_counters(m: _M, b: Builder) -> SentenceResult:
    """"Exile Arc Blade with three time counters on it." (CR 122.1, 406.2): the card goes to
    exile with those counters; one with suspend is then suspended (702.62b)."""
    return ExileWithCounters(b.ref(m["what"]), kind=m["kind"], count=number(m["n"]))


@sentence("exile until ~ leaves", r"exile (?P<what>.+?) until ~ leaves the battlefield",
          priority=SPECIFIC_PRIORITY)
def _exile_until_leaves(m: _M, b: Builder) -> SentenceResult:
    """"When ~ enters, exile target creature an opponent controls until ~ leaves the
    battlefield" (CR 610.3): it returns under its owner's control when ~ leaves."""
    return ExileUntilLeaves(b.ref(m["what"]))


@sentence("each player returns the cards they own exiled with ~",
          r"each player returns to the battlefield all cards they own exiled with (?:~|it)",
          priority=SPECIFIC_PRIORITY)
def _each_player_returns_exiled_with(m: _M, b: Builder) -> SentenceResult:
    """"When this enchantment leaves the battlefield, each player returns to the battlefield
    all cards they own exiled with it" (Parallax Tide): every card its linked exiling ability
    exiled (CR 607.2a) enters at once (603.6a), each under its owner's control (the player
    putting it there, 110.2a)."""
    if not b.linked_exile:
        raise NotUnderstood(m.group(0))  # CR 607.2a: no ability of the card exiles
    return PutOntoBattlefield(ExiledWith(), text=m.group(0))


@sentence("put a card exiled with ~ onto the battlefield",
          r"(?:put|return) an? (?:(?P<kind>creature) )?card exiled with (?:~|it) (?:on)?to the "
          r"battlefield under (?P<whose>your|its owner's) control", priority=SPECIFIC_PRIORITY)
def _put_one_exiled_with(m: _M, b: Builder) -> SentenceResult:
    """"{2}{B}: Put a creature card exiled with Sisters of Stone Death onto the battlefield
    under your control" (Sisters of Stone Death): no target, so the ability's controller
    chooses one of the cards its linked exiling ability exiled (CR 607.2a) as it resolves
    (608.2c), and puts it there (110.2a); none: nothing happens."""
    if not b.linked_exile:
        raise NotUnderstood(m.group(0))  # CR 607.2a: no ability of the card exiles
    kind = m["kind"]
    among = ExiledWith(ObjectFilter(types=("Creature",)) if kind else None)
    then = PutOntoBattlefield(ItRef(), under_your_control=m["whose"] == "your")
    return Choose(YOU, among, 1, False, (then,),
                  prompt=f"Choose a {kind + ' ' if kind else ''}card exiled with this object")


@rule("bounce", r"return (?P<what>.+?) to (?:its|their) owners?'?s? hands?")
def _bounce(m: _M, b: Builder) -> SentenceResult:
    return ReturnToHand(b.ref(m["what"]))


@rule("player returns a permanent they control",
      r"(?P<who>that player|each player) returns (?P<what>an? [\w ]+?) they control to its "
      r"owner's hand")
def _player_returns_own(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a player casts a spell, that player returns a land they control to its
    owner's hand" (Mana Breach), "Each player returns a creature they control to its owner's
    hand" (Curfew): each such player chooses one of their own as it resolves, not targeted
    (CR 608.2d, in APNAP order 101.4); one who controls none returns nothing (609.3)."""
    if m["who"].lower() == "that player" and b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: no player named before
    who = b.that_player if m["who"].lower() == "that player" else EACH_PLAYER
    assert who is not None
    flt = attrs.evolve(permanent_filter(parse_filter(f"{m['what']} you control")),
                       text=f"{m['what']} they control")  # "you": each chooser (608.2d)
    return ReturnToHand(ChosenOnResolution(flt, by=who))


@rule("raise dead", r"return (?P<what>.+?) (?P<from>from (?:your|a|(?P<opp>an opponent's)) "
          r"graveyard) to (?:your|its owner's|their owner's|(?P<their>their)) hand")
def _raise(m: _M, b: Builder) -> SentenceResult:
    """"Return two target cards from an opponent's graveyard to their hand" (Nullmage
    Advocate): "their" is that opponent, the cards' owner (CR 404.1); the cards are all in
    that one opponent's graveyard (601.2c), each going to its owner's hand (400.3)."""
    what = m["what"]
    if "target" not in what.lower() or (m["their"] and not m["opp"]):
        raise NotUnderstood(m.group(0))
    if not m["their"]:
        return ReturnToHand(b.ref(f"{what} {m['from']}"))
    spec = parse_target(f"{what} {m['from']}")
    if spec.max > 1:
        spec = attrs.evolve(spec, single_owner=True)  # one opponent's graveyard
    return ReturnToHand(b.target(spec))


@rule("return to hand from graveyard", r"return (?P<what>.+?) to your hand")
def _return_to_hand(m: _M, b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if "graveyard" not in what and "target" not in what and what not in (
            "it", "that card", "them", "those cards", "~"):
        raise NotUnderstood(m.group(0))
    return ReturnToHand(b.ref(m["what"]))


_CHOOSE_COUNT = r"(?P<n>a|an|one|two|three|up to (?:one|two|three|x)|any number of)"


def _choose_count(word: str) -> tuple[int, bool]:
    w = word.lower()
    if w == "any number of":
        return 99, True
    if w.startswith("up to "):
        return int_number(w[6:]), True
    return int_number(w), False


@rule("choose cards from a zone",
          rf"(?P<verb>return|put) {_CHOOSE_COUNT} (?P<what>.+?) cards? from your (?P<zone>graveyard|"
          r"hand) (?P<to>to your hand|onto the battlefield|to the battlefield)(?P<tapped> tapped)?")
def _choose_from_zone(m: _M, b: Builder) -> SentenceResult:
    """No "target": the cards are chosen on resolution (CR 115.10a, 608.2c)."""
    n, up_to = _choose_count(m["n"])
    what = m["what"].strip()
    flt = parse_filter(singular(what.lower()) if n > 1 else what)
    zone = Zone.GRAVEYARD if m["zone"] == "graveyard" else Zone.HAND
    if "hand" in m["to"]:
        if zone is Zone.HAND:
            raise NotUnderstood(m.group(0))
        then: Instruction = ReturnToHand(ItRef())
    else:
        then = PutOntoBattlefield(ItRef(), under_your_control=True, tapped=bool(m["tapped"]))
    mine = attrs.evolve(flt, owner="you", other=True)  # not the ability's own card
    return Choose(YOU, Each(mine, zone=zone), n, up_to, (then,),
                     prompt=f"Choose {flt.text or 'a card'}")


@rule("attach", r"attach (?P<what>~|§|it|(?:up to one )?target equipment you control) to "
                r"(?P<to>.+)")
def _attach(m: _M, b: Builder) -> SentenceResult:
    """"Attach ~ to target creature"; "Attach target Equipment you control to target creature
    you control" (Auriok Windwalker; CR 701.3a, 301.5c): the creature a target too; "attach up
    to one target Equipment you control to that creature" (Kemba, Kha Enduring): zero or one
    Equipment chosen as the trigger is put on the stack (601.2c, 603.3d), onto the creature
    of the trigger's event (603.7c). In an ability the card grants, "attach Nettlevine Blight
    to ..." attaches the object granting it (201.5a)."""
    what = SourceRef() if m["what"] == "~" else b.ref(m["what"])
    to = b.ref(m["to"])
    if to == what and m["to"].lower().startswith("that "):
        to = _other_demonstrative(m["to"].lower(), b, m.group(0))
    onto = b.targets[to.index].objects if isinstance(to, TargetRef) else None
    if "target" in m["what"] and not (
            isinstance(to, SourceRef) or (onto is not None and "Creature" in onto.types)
            or _event_creature(m["to"], to, b)):
        raise NotUnderstood(m.group(0))  # CR 301.5c: an Equipment is attached to a creature
    return AttachTo(what, to)


def _other_demonstrative(phrase: str, b: Builder, sentence: str) -> Ref:
    """"attach it to that creature" where "it" and "that creature" would name the same object
    (the Equipment just returned): an Equipment can't be attached to itself (CR 301.5c), so
    the demonstrative names an earlier noun (608.2c): the creature of the trigger's event
    ("Whenever a 1/1 creature you control enters, ... return this card ..., then attach it to
    that creature", 603.7c), or the token a reflexive "When you do" follows ("create a ...
    token. When you do, return target Equipment card ..., then attach it to that token": the
    reflexive ability's event is about the token created, 603.12). Otherwise not read."""
    if phrase == "that creature" and b.object_event_trigger and b.reflexive_after is None:
        return EventRef("obj")
    if phrase == "that token" and isinstance(b.reflexive_after, CreateToken) and \
            b.reflexive_after.attached_to is None:
        return EventRef("obj")
    raise NotUnderstood(sentence)


def _event_creature(phrase: str, to: Ref, b: Builder) -> bool:
    """Is ``to`` (read from ``phrase``) "that creature" first in the effect of a trigger on
    one object's event ("Whenever ~ or another Cat you control enters"): that object, named
    a creature by the words (CR 603.7c, 608.2c)?"""
    return isinstance(to, ItRef) and phrase.lower() == "that creature" and \
        b.object_event_trigger and b.last is None and b.it is None


#: what "... to the battlefield attached to [it]" names (CR 303.4f): an object or player
#: fixed by the effect, or "a creature you control", one its controller chooses as it enters
_HOST = r"~|that creature|target creature(?: you control)?|target player|a creature you control"


@rule("reanimate",
          r"(?:return|put) (?P<what>.+?)(?P<from> from (?:your|a|their|its owner's|an opponent's) "
          rf"graveyard)? (?:on)?to the battlefield(?: attached to (?P<host>{_HOST}))?"
          r"(?P<tapped> tapped(?P<attacking> and attacking)?)?"
          r"(?: under (?P<whose>your|its owner's|their owner's|their owners'|its controller's) control)?"
          rf"(?: attached to (?P<host2>{_HOST}))?"
          r"(?: with (?P<counters>.+?) on (?:it|them))?", priority=-1)
def _reanimate(m: _M, b: Builder) -> SentenceResult:
    what = m["what"]
    low = what.lower()
    if "target" in low or (low.startswith(("all ", "each ")) and m["from"]):
        what = f"{what}{m['from'] or ' from your graveyard'}"
    elif low == "~" and (m["from"] or "").strip().lower() == "from your graveyard":
        what = "~ from your graveyard"  # an ability of the card there (CR 113.6m)
    elif low not in ("it", "that card", "them", "those cards", "that creature", "those creatures",
                     "the exiled card", "the exiled cards") and not EXILED_WITH.fullmatch(low):
        raise NotUnderstood(m.group(0))
    counters: tuple[tuple[str, Amount], ...] = ()
    if m["counters"]:
        cm = re.fullmatch(rf"({NUMBER}|an additional) ([+-]1/[+-]1|\w+) counters?",
                          m["counters"].lower())
        if cm is None:
            raise NotUnderstood(m.group(0))
        # "an additional +1/+1 counter" (Graceful Restoration): one, besides any the card
        # enters with by its own abilities (CR 122.6, 614.1c)
        n = 1 if cm.group(1) == "an additional" else number(cm.group(1))
        counters = ((cm.group(2), n),)  # CR 122.6: on it as it enters
    # CR 110.2a: cards of any owner put there by the ability's controller, no control named,
    # enter under that player's control ("put all cards exiled with it onto the battlefield";
    # "If you controlled it, return it to the battlefield tapped": a permanent you controlled
    # but didn't own comes back under your control)
    yours = m["whose"] in (None, "your")
    # CR 607.2a: only here, where its cards are put back, is "cards exiled with ~" read
    ref = exiled_with_ref(what, b) or b.ref(what)
    # CR 303.4f, 303.4i: "attached to that creature" names what an Aura (or Equipment,
    # 301.5c) enters attached to, read as it enters; nothing else can be attached (303.4h)
    named = m["host"] or m["host2"]
    host = None if named is None else Each(parse_filter("creature you control")) \
        if named == "a creature you control" else b.ref(named)
    # CR 508.4: "tapped and attacking": attacking as it enters, never declared an attacker
    return PutOntoBattlefield(ref, under_your_control=yours,
                              tapped=bool(m["tapped"]), counters=counters,
                              attacking=bool(m["attacking"]), attached_to=host)


@rule("tuck",
          r"put (?P<what>.+?) on (?P<pos>top|the bottom) of (?:(?:its|their) owners?'?s? "
          r"librar(?:y|ies)|(?P<yours>your library))")
def _tuck(m: _M, b: Builder) -> SentenceResult:
    """CR 401.4: "... of your library" only for cards from your graveyard, which you own
    (404.2), so it is their owner's library; any other card would need its owner's."""
    if m["yours"] and not m["what"].lower().endswith(" from your graveyard"):
        raise NotUnderstood(m.group(0))
    return PutOnLibrary(b.ref(m["what"]), position="top" if m["pos"] == "top" else "bottom")


@rule("owner puts it on top or bottom",
      r"(?:(?P<what>target .+?)'s owner|the owner of (?P<what2>target .+?)) puts it on their "
      r"choice of the top or bottom of their library")
def _tuck_owners_choice(m: _M, b: Builder) -> SentenceResult:
    """"Target creature's owner puts it on their choice of the top or bottom of their
    library" (Dire Downdraft), "The owner of target nonland permanent puts it ..." (Riverwalk
    Technique): the owner, not the caster, chooses (CR 401.4)."""
    return PutOnLibrary(b.ref(m["what"] or m["what2"]), position="choice", text=m.group(0))


@rule("tuck second from the top",
      r"put (?P<what>target .+?) into its owner's library second from the top")
def _tuck_second(m: _M, b: Builder) -> SentenceResult:
    """"Put target creature into its owner's library second from the top" (Bury in Books):
    under the top card, the only card of an empty library (CR 401.4)."""
    return PutOnLibrary(b.ref(m["what"]), position="second", text=m.group(0))


_NTH = {"third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6}


@rule("tuck nth from the top or beneath the top x",
      r"put (?P<what>target .+?) into its owner's library (?:(?P<nth>third|fourth|fifth|sixth|"
      r"seventh) from the top|just beneath the top (?P<x>x) cards of that library)")
def _tuck_nth(m: _M, b: Builder) -> SentenceResult:
    """"Put target nonland permanent into its owner's library third from the top" (Teferi,
    Hero of Dominaria): under the top two cards; "... just beneath the top X cards of that
    library" (Unexpectedly Absent): under the top X cards, X counted as it resolves (107.3);
    on the bottom of a library with fewer cards (CR 401.7)."""
    depth: Amount = _NTH[m["nth"].lower()] if m["nth"] else parse_amount(m["x"], b)
    return PutOnLibrary(b.ref(m["what"]), depth=depth, text=m.group(0))


@sentence("exile target cards from a single graveyard",
          r"exile (?P<n>up to \w+|\w+) target cards? from a single graveyard")
def _exile_from_a_single_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exile up to three target cards from a single graveyard" (Decompose; CR 115.1,
    601.2c): any cards in graveyards, all of them in one; a spell's targets are checked
    together as it is cast (601.2e). An ability's "up to N" (Carrion Beetles, Arashin
    Sunshield; 602.2b, 603.3d) has its choice checked as it is made: with "up to" no
    choice can be forced to fail, so a trigger always has a legal choice (none at worst)."""
    word = m["n"].lower()
    up_to = word.startswith("up to ")
    n = int_number(word.removeprefix("up to "))
    spec = TargetSpec(objects=ObjectFilter(text="card in a graveyard"), zone=Zone.GRAVEYARD,
                      min=0 if up_to else n, max=n, text=f"{m['n']} target cards")
    if not b.spell_effect:
        if not up_to:
            raise NotUnderstood(m.group(0))
        single = attrs.evolve(spec, single_owner=True,
                              text=f"{m['n']} target cards from a single graveyard")
        return Exile(b.target(single), text=m.group(0))
    return ExileFromASingleGraveyard(b.target(spec), text=m.group(0))


@sentence("exile target cards from graveyards",
          r"exile (?P<n>up to \w+|\w+) target cards from graveyards")
def _exile_from_graveyards(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exile up to two target cards from graveyards" (Rooftop Percher; CR 115.1, 601.2c):
    N cards, each in any graveyard (not all in one as "from a single graveyard" says)."""
    word = m["n"].lower()
    up_to = word.startswith("up to ")
    n = int_number(word.removeprefix("up to "))
    if n < 2:
        raise NotUnderstood(m.group(0))  # "one target cards" is no printed wording
    spec = TargetSpec(objects=ObjectFilter(text="card in a graveyard"), zone=Zone.GRAVEYARD,
                      min=0 if up_to else n, max=n, text=f"{m['n']} target cards from graveyards")
    return Exile(b.target(spec), text=m.group(0))


@rule("sacrifice",
          rf"(?:(?P<who>.+?) sacrifices?|sacrifice) (?P<n>{NUMBER}|another) (?P<what>.+?)"
          r"(?: of their choice)?")
def _sacrifice(m: _M, b: Builder) -> SentenceResult:
    """"Each player sacrifices a creature", and the imperative "Sacrifice a creature"
    (Accursed Centaur), said to the ability's controller: they choose which (CR 701.21a); "a
    creature" may be the source itself, "another creature" not (109.4)."""
    listed = re.fullmatch(r"(?P<first>[^,]+?)(?P<rest>(?:, an? [^,]+?)*),? and an? (?P<last>[^,]+)",
                          m["what"], re.IGNORECASE)
    if listed is not None and m["n"].lower() in ("a", "an"):
        # "sacrifice an artifact, a creature, and a land": one different permanent for each
        # (CR 701.21a), as the cost "Sacrifice a X, a Y, and a Z" reads (601.2h)
        words = [listed["first"], *re.findall(r", an? ([^,]+?)(?=,|$)", listed["rest"]),
                 listed["last"]]
        return SacrificeOneOfEach(b.ref(m["who"] or "you"), tuple(
            permanent_filter(parse_filter(w)) for w in words))
    if m["n"].lower() == "another":  # one other than the source (CR 109.4)
        n, what = 1, "another " + m["what"]
    else:
        n = int_number(m["n"])
        what = singular(m["what"].lower()) if n > 1 else m["what"]
    return Sacrifice(b.ref(m["who"] or "you"), permanent_filter(parse_filter(what)), n)


@rule("sacrifice it", r"sacrifice (?P<what>~|§|it|that creature|that token|the token|them|those "
          r"tokens|those creatures)")
def _sacrifice_it(m: _M, b: Builder) -> SentenceResult:
    """"Sacrifice it", "sacrifice ~" (CR 701.21a); in an ability the card grants, "sacrifice
    Spare Dagger" is the object granting it, not the one that has it (201.5a)."""
    return SacrificeObjects(b.ref(m["what"]))


@rule("its controller sacrifices it", r"its controller sacrifices (?P<what>it|that creature)")
def _controller_sacrifices_it(m: _M, b: Builder) -> SentenceResult:
    """"Its controller sacrifices it at the beginning of the next end step." (Cauldron
    Dance): only a permanent's controller can sacrifice it (CR 701.21a), so whoever controls
    the object named before as it happens does, even another player than the ability's."""
    return SacrificeObjects(strict_ref(m["what"], b), by_controller=True)


@rule("that player sacrifices it", r"that player sacrifices (?P<what>it|that creature|that "
      r"artifact|that land|that enchantment|that permanent)")
def _that_player_sacrifices_it(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of the end step of enchanted creature's controller, that player
    sacrifices that creature." (Lingering Death): the player the trigger names sacrifices it
    only if they still control it (CR 701.21a, 603.7c), whoever else controls it then: done by
    that player, as they would do it themself."""
    if b.that_player is None:
        raise NotUnderstood(m.group(0))
    what = strict_ref(m["what"], b)
    return DoneByEach(b.that_player, (SacrificeObjects(what, text=m.group(0)),),
                      text=m.group(0))


@sentence("would die exile",
          r"if (?P<what>.+?) would die this turn, exile (?:it|that creature) instead",
          priority=SPECIFIC_PRIORITY)
def _would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a: "If target creature would die this turn, exile it instead"; "If that
    creature or planeswalker would die ..." after damage to "target creature or
    planeswalker" (the same target); "If a creature dealt damage this way would die ..."
    (Anger of the Gods): the creatures the damage just before was dealt to (608.2c)."""
    low = m["what"].lower()
    if low == "a creature dealt damage this way":
        if not isinstance(b.last, (DealDamage, DealDividedDamage)):
            raise NotUnderstood(m.group(0))  # "this way" names no damage of this effect
        return ReplaceMove(DealtDamageThisWay(), instead=Zone.EXILE, text=m.group(0))
    if low == "that creature or planeswalker":
        if b.it is None:
            raise NotUnderstood(m.group(0))
        return ReplaceMove(b.it, instead=Zone.EXILE, text=m.group(0))
    if (article := re.fullmatch(r"an? (.+)", low)) is not None:
        # "If a creature would die this turn" (Flaying Tendrils): a rule of the game for the
        # turn, watching every creature as it would die, one entering later too (611.2c)
        if b.is_permanent:
            raise NotUnderstood(m.group(0))  # a static ability's wording is another rule
        return ReplaceMove(None, instead=Zone.EXILE, filter=parse_filter(article.group(1)),
                           text=m.group(0))
    what = b.ref(m["what"])
    if isinstance(what, ChosenOnResolution):
        what = Each(what.filter, what.zone)  # "if a creature ... would die": any one of them
    return ReplaceMove(what, instead=Zone.EXILE, text=m.group(0))


@sentence("cant be regenerated and would die exile",
          r"(?P<what>it|that creature) can't be regenerated this turn, and if it would die this "
          r"turn, exile it instead", priority=SPECIFIC_PRIORITY)
def _no_regen_and_would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Carbonize deals 3 damage to any target. If it's a creature, it can't be regenerated
    this turn, and if it would die this turn, exile it instead.": the creature is destroyed
    this turn without regenerating (CR 701.19c) and, if it would die this turn, is exiled
    instead (614.1a, 700.4)."""
    what = strict_ref(m["what"], b)
    return [CantBeRegeneratedThisTurn(what, text=m.group(0)),
            ReplaceMove(what, instead=Zone.EXILE, text=m.group(0))]


@sentence("would leave the battlefield exile instead",
          r"if (?P<what>it|that creature) would leave the battlefield, exile it instead of "
          r"putting it anywhere else", priority=SPECIFIC_PRIORITY)
def _would_leave_exile(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Return target creature card ... to the battlefield. ... If it would leave the
    battlefield, exile it instead of putting it anywhere else." (Whip of Erebos): a
    replacement effect (CR 614.1a) on the permanent "it" names, however it would leave the
    battlefield; it lasts while that permanent stays there (a new object after, 400.7)."""
    if b.it is None:
        raise NotUnderstood(m.group(0))  # no object named before
    return ReplaceMove(b.ref(m["what"]), instead=Zone.EXILE, to_zone=None,
                       duration="forever", text=m.group(0))


@sentence("dealt damage by self would die exile",
          r"if a creature dealt damage by ~ this turn would die, exile it instead",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _dealt_damage_by_self_would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a creature dealt damage by ~ this turn would die, exile it instead" (Frostwielder):
    a static replacement effect (CR 614.1a, 700.4) on each creature the permanent dealt
    damage to this turn (120.3), while the permanent is on the battlefield."""
    flt = ObjectFilter(types=("Creature",), dealt_damage_by_source=True,
                       text="creature dealt damage by ~ this turn")
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                           instead=Zone.EXILE, text=m.group(0))
    return static_ability((part,), flt, m.group(0))


@sentence("opponents' creatures would die exile",
          r"if a (?P<what>(?:nontoken )?creature an opponent controls) would die, exile it "
          r"instead", kind="ability", priority=SPECIFIC_PRIORITY)
def _opponents_creature_would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a creature an opponent controls would die, exile it instead" (Misery's Shadow): a
    static replacement effect (CR 614.1a, 700.4) on each creature an opponent controls while
    the permanent is on the battlefield: from the battlefield it goes to exile, not to its
    owner's graveyard."""
    flt = parse_filter(m["what"].lower())
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                           instead=Zone.EXILE, text=m.group(0))
    return static_ability((part,), flt, m.group(0))


#: "If a nontoken creature would enter and it wasn't cast, exile it instead" (CR 614.1a).
_ENTERS_NOT_CAST = (r"if a (?P<what>nontoken creature) would enter and it wasn't cast, exile it "
                    r"instead")


def _enters_not_cast(m: re.Match[str]) -> tuple[ObjectFilter, ZoneReplacement]:
    """The filter and the replacement of :data:`_ENTERS_NOT_CAST`: a nontoken creature put
    onto the battlefield from anywhere but by its cast spell resolving (601.2i, 608.3) goes
    to exile instead (614.1a), as it would exist there (614.12)."""
    part = ZoneReplacement(to_zone=Zone.BATTLEFIELD, instead=Zone.EXILE, not_cast=True,
                           text=m.group(0))
    return parse_filter(m["what"].lower()), part


@sentence("would enter and wasn't cast exile", _ENTERS_NOT_CAST, kind="ability",
          priority=SPECIFIC_PRIORITY)
def _would_enter_not_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a nontoken creature would enter and it wasn't cast, exile it instead." (Containment
    Priest): a static replacement effect (CR 614.1a) on every nontoken creature about to
    enter without having been cast, while the permanent is on the battlefield."""
    flt, part = _enters_not_cast(m)
    return static_ability((part,), flt, m.group(0))


@sentence("until end of turn would enter and wasn't cast exile",
          r"until end of turn, " + _ENTERS_NOT_CAST, priority=SPECIFIC_PRIORITY)
def _until_eot_would_enter_not_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Sacrifice this creature: Until end of turn, if a nontoken creature would enter and it
    wasn't cast, exile it instead." (Mistcaller): the same replacement as a rule of the game
    for the turn (CR 614.1a, 611.2c)."""
    flt, part = _enters_not_cast(m)
    return ReplaceMove(None, instead=Zone.EXILE, from_zone=None, to_zone=Zone.BATTLEFIELD,
                       filter=flt, not_cast=True, text=part.text)


@sentence("discarded by an opponent's spell onto the battlefield instead",
          r"if a spell or ability an opponent controls causes you to discard ~, put it onto the "
          r"battlefield(?: with (?P<n>two|three) \+1/\+1 counters on it)? instead of putting it "
          r"into your graveyard", kind="ability", priority=SPECIFIC_PRIORITY)
def _discarded_onto_battlefield(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a spell or ability an opponent controls causes you to discard this card, put it
    onto the battlefield instead of putting it into your graveyard." (Loxodon Smiter): the
    card's own static ability, functioning in its owner's hand (CR 113.6), replaces that
    discard's move to the graveyard (614.1a; it is still discarded, 701.9a); "with two
    +1/+1 counters on it" (Dodecapod): it enters with them (614.1c, 122.6). A discard paid
    as a cost, or to hand size (514.1), is no spell's or ability's doing."""
    counters = (("+1/+1", int_number(m["n"])),) if m["n"] else ()
    part = ZoneReplacement(from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           instead=Zone.BATTLEFIELD, counters=counters,
                           discarded_by_opponent=True, text=m.group(0))
    effect = StaticEffect(parts=(part,), self_only=True, zones=(Zone.HAND,), text=m.group(0))
    return StaticAbility(effects=(effect,), zones=("hand",), text=m.group(0))


@sentence("leyline of the void",
          r"if a card would be put into an opponent's graveyard from anywhere, exile it instead",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _leyline(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a card would be put into an opponent's graveyard from anywhere, exile it instead."
    (Leyline of the Void; CR 614.1a): a token is no card (111.1): it still goes there (and
    dies, 700.4) before it ceases to exist (111.7)."""
    flt = ObjectFilter(owner="opponent", token=False, text="card an opponent owns")
    return static_ability((ZoneReplacement(to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                                           text=m.group(0)),), flt, m.group(0), zones=ALL_ZONES)


@sentence("card would be put into your graveyard exile",
          r"if a card would be put into your graveyard from anywhere, exile it instead",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _your_graveyard_from_anywhere(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a card would be put into your graveyard from anywhere, exile it instead."
    (Yawgmoth's Agenda): a static replacement effect (CR 614.1a) on every card its controller
    owns bound for their graveyard (400.3: a card goes to its owner's), from any zone; a token
    is no card (111.1) and still goes there (111.7)."""
    flt = ObjectFilter(owner="you", token=False, text="card you own")
    return static_ability((ZoneReplacement(to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                                           text=m.group(0)),), flt, m.group(0), zones=ALL_ZONES)


@sentence("would be put into a graveyard from anywhere exile",
          r"if (?P<what>a card or token|an instant or sorcery card) would be put into a "
          r"graveyard from anywhere, exile it instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _graveyard_from_anywhere(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a card or token would be put into a graveyard from anywhere, exile it instead."
    (Rest in Peace), "If an instant or sorcery card ..." (Dryad Militant): a static
    replacement effect (CR 614.1a) on every such object bound for any graveyard, from any
    zone (a copy of a spell is neither, 707.10a)."""
    what = m["what"].lower()
    flt = ObjectFilter(text=what) if what == "a card or token" else parse_filter(
        what.removeprefix("an "))
    return static_ability((ZoneReplacement(to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                                           text=m.group(0)),), flt, m.group(0), zones=ALL_ZONES)


@sentence("permanent would be put into a graveyard exile",
          r"if a permanent would be put into a graveyard, exile it instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _permanent_to_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a permanent would be put into a graveyard, exile it instead." (Samurai of the Pale
    Curtain): a static replacement effect (CR 614.1a) on every permanent, a token too, going
    from the battlefield to a graveyard (110.1)."""
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                           instead=Zone.EXILE, text=m.group(0))
    return static_ability((part,), ObjectFilter(types=("Permanent",), text="permanent"),
                          m.group(0))


@sentence("self would be put into a graveyard shuffle instead",
          r"if ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into "
          r"its owner's library instead",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _self_shuffled_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    owner's library instead" (Darksteel Colossus): a replacement effect of the card's own
    static ability (CR 614.1a) that functions in every zone, as "from anywhere" says
    (113.6b): the card is revealed (701.20a), put into its owner's library and shuffled
    (701.24a)."""
    part = ZoneReplacement(to_zone=Zone.GRAVEYARD, instead=Zone.LIBRARY, shuffle=True,
                           reveal=True, text=m.group(0))
    effect = StaticEffect(parts=(part,), self_only=True, zones=ALL_ZONES, text=m.group(0))
    return StaticAbility(effects=(effect,), zones=("all",), text=m.group(0))


def _could_produce(colour: str) -> Callable[[Any, GameObject], bool]:
    """"could produce {C}" (CR 106.7): one of its mana abilities adds that type of mana."""

    def check(game: Any, obj: GameObject) -> bool:
        for ability in game.chars(obj.id).abilities:
            if isinstance(ability, ActivatedAbility) and ability.mana is not None and \
                    colour in ability.mana[0]:
                return True
        return False

    return check


def _is_snow(game: Any, obj: GameObject) -> bool:
    return bool(game.chars(obj.id).type_line.has_supertype("Snow"))


_QUALITY = re.compile(r"(.+?) that (?:is|could) (.+)")


def qualified_filter(phrase: str) -> ObjectFilter:
    """"land that is snow or could produce {C}": a filter plus "that is/could" qualities."""
    m = _QUALITY.fullmatch(phrase.strip())
    if m is None:
        return parse_filter(phrase)
    base = parse_filter(m.group(1))
    tests: list[Callable[[Any, GameObject], bool]] = []
    rest = m.group(0)[len(m.group(1)) + len(" that "):]
    for clause in re.split(r"\s+or\s+", rest):
        c = clause.strip().lower().removeprefix("is ")
        if c == "snow":
            tests.append(_is_snow)
        elif (mm := re.fullmatch(r"could produce \{([wubrgc])\}", c)) is not None:
            tests.append(_could_produce(mm.group(1).upper()))
        else:
            raise NotUnderstood(phrase)

    def predicate(game: Any, obj: GameObject) -> bool:
        return any(t(game, obj) for t in tests)

    kwargs = filter_kwargs(base)
    kwargs.update(predicate=predicate, text=phrase.strip())
    if not (base.types or base.any_types):
        kwargs["types"] = ("Permanent",)
    return ObjectFilter(**kwargs)


def qualified_ref(phrase: str, b: Builder) -> Ref:
    """"target/each [filter] that is ..." as a target or an "each" reference."""
    low = phrase.strip().lower()
    if low.startswith("target "):
        return b.target(TargetSpec(objects=qualified_filter(low[len("target "):]),
                                   text=phrase.strip()))
    if low.startswith("each "):
        return Each(qualified_filter(low[len("each "):]))
    raise NotUnderstood(phrase)


@sentence("destroy that is",
          r"destroy (?P<what>(?:target|each) .+? that (?:is|could) .+)", priority=1)
def _destroy_qualified(m: re.Match[str], b: Builder) -> SentenceResult:
    return Destroy(qualified_ref(m["what"], b), text=m.group(0))


def _spell_line(instructions: Sequence[Instruction], b: Builder, text: str) -> _SpellText:
    mode = Mode(instructions=tuple(instructions), targets=tuple(b.targets), text=text)
    return _SpellText(mode=mode, text=text)


@sentence("exile, controller searches for a basic land",
          r"exile (?P<what>.+?)\. for each creature exiled this way, its controller searches "
          r"their library for a basic land card\. those players put those cards onto the "
          r"battlefield tapped, then shuffle", kind="ability", priority=1)
def _exile_for_lands(m: re.Match[str], b: Builder) -> SentenceResult:
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    return _spell_line([ExileForLands(b.ref(m["what"]), text=m.group(0))], b, m.group(0))


@sentence("sacrifice unless you pay",
          r"sacrifice (?P<what>~|it) unless you (?:pay (?P<cost>(?:\{[^}]+\})+)|"
          r"(?P<discard>discard a card(?: at random)?|discard an? [^.]+? card|"
          r"return (?:a|an|another) [^.]+? you control to its owner's hand|"
          r"sacrifice an? [^.]+?|exile a card from your graveyard|"
          r"(?:discard|sacrifice|return|exile|tap|remove) [^.]+?))")
def _sacrifice_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Sacrifice it unless you pay {1}{U}", "When this creature enters, sacrifice it unless
    you discard a card at random." (Balduvian Horde): the action is an optional cost (CR
    118.12), its controller may take it only if they can (an empty hand can't discard); so
    "unless you discard a card" and "unless you return a land you control to its owner's
    hand" (Living Tsunami); "unless you discard a creature card" (Hidden Horror), "unless you
    return another creature you control to its owner's hand" (Faerie Impostor), "unless you
    sacrifice a Forest" (Plant Elemental), "unless you exile a card from your graveyard"
    (Rotting Giant), "unless you discard two cards" (Avatar of Discord), "unless you sacrifice
    two lands" (Cosmic Larva): each the same optional cost (118.12a), read by the cost reader
    (the sentence refused if it doesn't read the action as a cost)."""
    if m["discard"]:
        return SacrificeUnlessCostPaid(b.ref(m["what"]), parse_cost(m["discard"], b),
                                       text=m.group(0))
    energy = energy_count(m["cost"])
    if energy is not None:  # "unless you pay {E}{E}" (CR 107.14, 118.12): energy counters
        return SacrificeUnlessCostPaid(b.ref(m["what"]), Cost(parts=(PayEnergy(energy),)),
                                       text=m.group(0))
    return SacrificeUnlessYouPay(b.ref(m["what"]), ManaCost.parse(m["cost"]), text=m.group(0))


@sentence("sacrifice unless mana was spent to cast it",
          r"sacrifice (?P<what>~|it) unless (?P<mana>\{[wubrg]\}) was spent to cast (?:it|~)")
def _sacrifice_unless_spent(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When this creature enters, sacrifice it unless {U} was spent to cast it." (Azorius
    Herald): the mana spent to cast the spell the permanent was (CR 601.2h, 608.3); a
    permanent that wasn't cast had none spent, and is sacrificed (106.1, 701.21a)."""
    symbol = m["mana"].upper()

    def not_spent(ctx: Context) -> bool:
        obj = ctx.game.find(ctx.source) if ctx.source is not None else None
        spell = obj.tags.get("cast") if obj is not None else None
        return symbol not in str(getattr(spell, "mana_spent", ""))

    return Conditional(not_spent, then=(SacrificeObjects(b.ref(m["what"])),))


@sentence("opponent's choice to hand",
          r"return an? (?P<what>.+?) card of an opponent's choice from your graveyard to your hand")
def _opponents_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    return ReturnOpponentsChoice(parse_filter(m["what"]), text=m.group(0))


@sentence("if that spell would be put into a graveyard, exile it instead",
          r"if that spell would be put into (?P<whose>a|your|their) graveyard, exile it instead")
def _spell_exiled_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a: the spell just cast ("it") is exiled instead of going to a graveyard,
    however it leaves the stack (resolving, countered, no legal target). "your" / "their"
    graveyard: the card's owner's (CR 400.3), read only after a cast from that graveyard
    (Torrential Gearhulk: your own; Arcane Heist: an opponent's)."""
    whose = m["whose"].lower()
    if whose != "a":
        last = b.last
        if isinstance(last, MayDo) and len(last.then) == 1:
            last = last.then[0]
        if not isinstance(last, MayCastFromGraveyardFree) or \
                (last.whose is YOU) != (whose == "your") or \
                (whose == "their" and not re.search(r"opponent's|that player's",
                                                     _cast_from(last))):
            raise NotUnderstood(m.group(0))
    return ReplaceMove(ItRef(), Zone.EXILE, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD,
                          text=m.group(0))


def _cast_from(cast: MayCastFromGraveyardFree) -> str:
    """The words naming the graveyard the card was cast from (``"from an opponent's
    graveyard"``), of a cast's text."""
    text = (cast.text or "").lower()
    return text[text.rfind(" from "):] if " from " in text else ""


@sentence("exile and all with the same name",
          r"exile (?P<what>target .+?) and all other (?P<others>creatures|permanents) with the "
          r"same name as that (?:creature|permanent)")
def _exile_same_name(m: re.Match[str], b: Builder) -> SentenceResult:
    others = ObjectFilter(types=("Creature",) if m["others"] == "creatures" else ("Permanent",),
                          text=m["others"])
    return ExileSameName(b.ref(m["what"]), others, text=m.group(0))


@sentence("self would die exile instead", r"if ~ would die, exile it instead", kind="ability")
def _self_would_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a, 700.4: the permanent goes to exile instead of its owner's graveyard from the
    battlefield (a static ability: it also works when granted, "It gains \\"...\\"")."""
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, instead=Zone.EXILE,
                           text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))



@sentence("self would leave the battlefield exile instead",
          r"if ~ would leave the battlefield, exile it instead of putting it anywhere else",
          kind="ability")
def _self_would_leave(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 614.1a: however the permanent would leave the battlefield, it is exiled instead (a
    static ability: "It gains \"If this creature would leave the battlefield, ...\"", Geth,
    Thane of Contracts)."""
    part = ZoneReplacement(from_zone=Zone.BATTLEFIELD, instead=Zone.EXILE, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("sacrifices unless they pay",
          r"(?P<who>each opponent|each player|target opponent|target player) sacrifices an? "
          r"(?P<what>[^,.]+?) of their choice unless they pay (?P<cost>(?:\{[^}]+\})+)",
          priority=SPECIFIC_PRIORITY)
def _sacrifices_unless_they_pay(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When this creature enters, each opponent sacrifices a permanent of their choice unless
    they pay {3}." (Rishadan Brigand): each of those players may pay (CR 118.12), and each
    who doesn't sacrifices one they choose (701.21a)."""
    cost = ManaCost.parse(m["cost"])
    if cost.has_x:
        raise NotUnderstood(m.group(0))  # no X is announced for this payment (107.3)
    return SacrificeUnlessTheyPay(b.ref(m["who"]), permanent_filter(parse_filter(m["what"])),
                                  cost, text=m.group(0))
