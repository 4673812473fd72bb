"""Turn structure and combat (CR 500-511, 701.14, 701.15, 701.26).

"Take an extra turn after this one", "After this phase, there is an additional combat
phase", "Only [creatures] can attack during that combat phase"; "Tap / Untap [what]",
"Transform [what]" (701.27),
"[what] doesn't untap during its controller's next untap step"; "[what] phase(s) out"
(702.26b); "[a] fights [b]", "Goad
[what]", "Suspect [what]" (701.60);
attack and block restrictions and requirements (508.1c-d, 509.1b-c): "Target
creature can't block this turn", "... attacks this turn if able", "... must be blocked this
turn if able", "... can't be blocked [this turn] except by ...", the statics "~ can't
block", "Enchanted creature can't attack or block", "~ can't be blocked by white
creatures", "~ can block only creatures with flying", "~ doesn't untap during your untap
step", "Enchanted creature doesn't untap during its controller's untap step" (502.3),
"[Walls] can attack as though they didn't have defender / had haste" (609.4).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from manastack.api import (
    UNTIL_END_OF_TURN,
    AddAbilities,
    AdditionalCombat,
    ApplyEffect,
    ApplyRule,
    AssignAsThoughUnblocked,
    AssignsByToughness,
    AssignsNoCombatDamage,
    AsThough,
    AttachedFilter,
    AttackNotController,
    AttackNotTwice,
    AttackTax,
    AttackUnlessDefender,
    BlockedOnlyBy,
    BlockersAtLeast,
    BlocksAdditional,
    BlocksIfAble,
    BlocksOnly,
    ChosenOnResolution,
    Conditional,
    Context,
    ContinuousEffect,
    ControlledBy,
    Custom,
    DoesntUntap,
    DoneByEach,
    Each,
    EndTheTurn,
    EventPlayer,
    ExtraTurn,
    Fight,
    Goad,
    ItRef,
    ObjectFilter,
    OpponentsAttacking,
    PhaseOut,
    RemoveAbilities,
    RemoveFromCombat,
    RestrictAddedCombat,
    Restriction,
    Sequence_,
    SkipNextStep,
    SkipNextTurn,
    SkipStep,
    SourceRef,
    StaticAbility,
    StaticEffect,
    Suspect,
    Tap,
    TapOrUntap,
    TargetRef,
    Transform,
    Untap,
    Zone,
    restriction_ability,
    start_effect,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.conditions import condition_of
from manastack_grammar.phrases.durations import SOURCE_DURATION, source_duration
from manastack_grammar.phrases.filters import (
    parse_filter,
    permanent_filter,
    singular,
)
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import SPECIFIC_PRIORITY, rule, static_ability, strict_ref

if TYPE_CHECKING:
    from manastack.api import Characteristics, Game, GameObject, Instruction

_M = re.Match[str]  # the match a rule's build receives


@frozen
class _GreaterPowerThanSource(ObjectFilter):
    """"creatures with greater power" than the source (CR 208.1): the object's power now
    greater than the source's; without the source on the battlefield nothing matches."""

    def matches_chars(self, game: Game, obj: GameObject, ch: Characteristics, *, player: int,
                      source: int | None = None) -> bool:
        if source is None or game.find(source) is None:
            return False
        if (ch.power or 0) <= game.power(source):
            return False
        return super().matches_chars(game, obj, ch, player=player, source=source)


@rule("extra turn", r"(?:(?P<who>target (?:player|opponent)) takes|(?:you )?take) an extra turn "
      r"after this one")
def _extra(m: _M, b: Builder) -> SentenceResult:
    """"[You] take an extra turn after this one": its controller's; "Target player takes an
    extra turn after this one" (Time Warp): the target's (CR 500.7)."""
    if m["who"] is None:
        return ExtraTurn()
    return ExtraTurn(b.ref(m["who"]))


@rule("end the turn", r"end the turn")
def _end_the_turn(m: _M, b: Builder) -> SentenceResult:
    """"End the turn" (Time Stop, Sundial of the Infinite): the stack exiled, the turn straight
    to its cleanup step (CR 723.1)."""
    return EndTheTurn()


@rule("skip your next turn", r"(?:you )?skip your next turn")
def _skip_turn(m: _M, b: Builder) -> SentenceResult:
    """"You skip your next turn" (Meditate; "Skip your next turn", Magosi): a replacement
    effect, that turn is not taken (CR 614.10, 614.10a)."""
    return SkipNextTurn()


@sentence("skip your draw step", r"skip your draw step", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _skip_draw_step(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Skip your draw step." (Yawgmoth's Bargain): a static ability whose replacement
    effect removes its controller's draw steps (CR 614.1b, 614.10)."""
    part = SkipStep(step="draw step", text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@rule("tap", r"tap (?P<what>.+)")
def _tap(m: _M, b: Builder) -> SentenceResult:
    return Tap(b.ref(m["what"]))


@rule("untap", r"untap (?P<what>.+)")
def _untap(m: _M, b: Builder) -> SentenceResult:
    if m["what"].lower() in ("enchanted creature", "equipped creature"):
        # the creature the source is attached to (CR 303.4, 301.5; Instill Energy)
        return Untap(Each(AttachedFilter(types=("Creature",), text=m["what"].lower())))
    if up_to := re.fullmatch(r"up to (two|three|four|five|six|seven) lands", m["what"].lower()):
        # CR 107.1c, 608.2d: no target, so chosen as it resolves among every land, any number
        # from none to N (Frantic Search, Peregrine Drake)
        return Untap(ChosenOnResolution(permanent_filter(parse_filter("land")),
                                        count=int_number(up_to[1]), up_to=True))
    return Untap(b.ref(m["what"]))


@rule("player untaps a permanent they control",
      r"that player untaps (?P<what>an? (?:land|creature|artifact|permanent)) they control")
def _player_untaps_own(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of each player's upkeep, that player untaps a land they control"
    (Hokori, Dust Drinker): the player named chooses one of their own as it resolves, not
    targeted (CR 608.2d, 603.7c); one who controls none untaps nothing (609.3)."""
    if b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: no player named before
    flt = attrs.evolve(permanent_filter(parse_filter(f"{m['what']} you control")),
                       text=f"{m['what']} they control")  # "you": the chooser (608.2d)
    return Untap(ChosenOnResolution(flt, by=b.that_player))


@rule("phase out", r"(?P<what>.+?) phases? out")
def _phase_out(m: _M, b: Builder) -> SentenceResult:
    """"~ phases out" (Renegade Silent), "Target creature phases out", "Permanents you
    control phase out": each permanent it names phases out (CR 702.26b), with what is
    attached to it (702.26g), until its controller's next untap step (502.1)."""
    return PhaseOut(strict_ref(m["what"], b))


@rule("transform", r"transform (?P<what>.+)")
def _transform(m: _M, b: Builder) -> SentenceResult:
    # CR 701.27a: turn a double-faced permanent over; the kernel refuses other permanents
    return Transform(b.ref(m["what"]))


@rule("fight", r"(?P<a>.+?) fights? (?P<b>.+)")
def _fight(m: _M, b: Builder) -> SentenceResult:
    first = SourceRef() if m["a"] == "~" else b.ref(m["a"])
    return Fight(first, b.ref(m["b"]))


def _is_single(phrase: str) -> bool:
    low = phrase.lower()
    return low.startswith(("target ", "up to ")) or low in (
        "it", "that creature", "~", "this creature", "that permanent", "that land", "them",
        "they", "those creatures")


#: Restriction kinds (layers.Restriction) by the words of a sentence.
_RESTRICTION_KINDS = {
    "can't attack": ("cant_attack",), "can't block": ("cant_block",),
    "can't attack or block": ("cant_attack", "cant_block"),
    "can't be blocked": ("cant_be_blocked",),
    "can't be blocked by more than one creature": ("one_blocker_at_most",),  # CR 509.1b
    "attacks each combat if able": ("must_attack",), "attack each combat if able": ("must_attack",),
    "must be blocked if able": ("must_be_blocked",),  # CR 509.1c
    "can't attack alone": ("cant_attack_alone",),  # CR 508.1c, 506.5
    "can't block alone": ("cant_block_alone",),  # CR 509.1b, 506.5
    "can't attack or block alone": ("cant_attack_alone", "cant_block_alone"),
    "can't block and can't be blocked": ("cant_block", "cant_be_blocked"),  # CR 509.1b, twice
    # CR 508.1d, 509.1c: a requirement to attack in its controller's combats, to block in others
    "attacks or blocks each combat if able": ("must_attack", "must_block"),
    "can't have counters put on it": ("cant_have_counters",),  # CR 122.6
    "can't be the target of aura spells": ("cant_be_aura_target",),  # CR 601.2c, 303.4a
}


_RESTRICTED = r"can't attack or block|can't attack|can't block|can't be blocked"
#: The printed restrictions: those and "can't be blocked by more than one creature".
_PRINTED = (rf"can't block and can't be blocked|{_RESTRICTED}|can't be blocked by more than "
            r"one creature|must be blocked if "
            r"able|can't attack or block alone|can't attack alone|can't block alone")


@sentence("restriction this turn",
          rf"(?P<what>.+?) (?:(?P<r>{_RESTRICTED}) (?P<until>this turn|until your next turn)|"
          r"(?P<act>attack|block)s? this turn if able)", priority=-1)
def _restriction_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature can't block this turn", "Creatures can't block this turn", "...
    attacks this turn if able" (CR 508.1c-d, 509.1b), "Target creature blocks this turn if
    able" (Courtly Provocateur; 509.1c): a Restriction effect until end of turn. "Target
    creature can't attack until your next turn" (Twisted Caverns): until the controller's next
    turn begins (611.2a), on one object only."""
    kinds = _RESTRICTION_KINDS[m["r"].lower()] if m["r"] else (f"must_{m['act'].lower()}",)
    parts = tuple(Restriction(k) for k in kinds)
    what = m["what"]
    if m["until"] and m["until"].lower() == "until your next turn":
        if not _is_single(what):
            raise NotUnderstood(m.group(0))  # a group until your next turn: not modelled
        # CR 611.2a: the effect lasts until the controller's next turn begins
        return ApplyEffect(b.ref(what), parts, duration="your_next_turn", rule="611.2a",
                           text=m.group(0))
    if _is_single(what) or what.lower().startswith("another target "):
        return ApplyEffect(b.ref(what), parts, text=m.group(0))
    if what.lower().startswith(("other ", "all other ", "each other ")) and b.targets:
        # CR 115.1, 608.2c: after "target creature", "other creatures" (Intimidation Bolt)
        # are those other than that target, not other than the source: not modelled
        raise NotUnderstood(m.group(0))
    try:
        flt = parse_filter(re.sub(r"^(?:all|each) ", "", what, flags=re.IGNORECASE))
    except NotUnderstood:
        # "creatures target player controls": no filter names a target
        low = what.lower().removeprefix("all ")
        ref = b.ref(low if low.startswith("each ") else "each " + singular(low))
        if isinstance(ref, ControlledBy) and ref.filter.controller is None and \
                ref.filter.owner is None:
            # CR 611.2c: a rule: that player fixed as it resolves, not the creatures
            return ApplyRule(ref.filter, parts, controlled_by=ref.player, text=m.group(0))
        return ApplyEffect(ref, parts, text=m.group(0))
    # CR 611.2c: a rule effect isn't locked to the objects there as it began
    return ApplyRule(flt, parts, text=m.group(0))


@sentence("restriction this combat",
          r"(?P<what>.+?) (?:(?P<r>can't attack or block|can't block|can't be blocked) this "
          r"combat|(?P<act>attack|block)s? this combat if able)", priority=-1)
def _restriction_this_combat(m: re.Match[str], b: Builder) -> SentenceResult:
    """"That creature can't block this combat" (Forgestoker Dragon), "it can't be blocked this
    combat", "That token ... attacks this combat if able" (Legion Warboss): a Restriction of
    that object until end of combat (CR 509.1b, 508.1d, 611.2c, 511.3), so not in a later
    combat phase of the turn (500.8)."""
    what = m["what"]
    if not _is_single(what):
        raise NotUnderstood(m.group(0))
    kinds = _RESTRICTION_KINDS[m["r"].lower()] if m["r"] else (f"must_{m['act'].lower()}",)
    return ApplyEffect(b.ref(what), tuple(Restriction(k) for k in kinds),
                       duration="end_of_combat", text=m.group(0))


@sentence("restriction for as long as",
          rf"(?P<what>.+?) (?P<r>can't attack or block|can't attack|can't block){SOURCE_DURATION}",
          priority=SPECIFIC_PRIORITY)
def _restriction_while(m: re.Match[str], b: Builder) -> SentenceResult:
    """"That creature can't attack or block for as long as you control this creature"
    (Extraction Specialist): a Restriction of that one object (CR 508.1c, 509.1b, 611.2c)
    ending for good as the source's condition stops, nothing if it already has (611.2b)."""
    what = m["what"]
    if not _is_single(what):
        raise NotUnderstood(m.group(0))
    return ApplyEffect(b.ref(what), tuple(Restriction(k) for k in
                                          _RESTRICTION_KINDS[m["r"].lower()]),
                       duration=source_duration(m["source_duration"]), text=m.group(0))


@sentence("must be blocked this turn",
          r"(?P<what>.+?) (?:gains? (?P<kw>.+?) until end of turn and )?must be blocked this "
          r"turn if able", priority=SPECIFIC_PRIORITY)
def _must_be_blocked(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature [gains deathtouch until end of turn and] must be blocked this turn
    if able" (Deadly Allure; CR 509.1c: a requirement the defending player obeys if able,
    611.2c: a rule effect until end of turn)."""
    what = m["what"]
    if not _is_single(what):
        raise NotUnderstood(m.group(0))
    parts: tuple[Any, ...] = (Restriction("must_be_blocked"),)
    if m["kw"]:
        parts = (AddAbilities(keyword_list(m["kw"], b)), *parts)
    return ApplyEffect(b.ref(what), parts, text=m.group(0))


@sentence("printed restriction",
          rf"(?P<who>~|(?P<which>enchanted|equipped) creature) (?P<r>{_PRINTED}|attacks each "
          r"combat if able|attacks or blocks each combat if able|can't have counters put on it|"
          r"can't be the target of aura spells)",
          kind="ability",
          priority=SPECIFIC_PRIORITY)
def _printed_restriction(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't block", "Enchanted creature can't attack or block", "This
    creature can't be blocked by more than one creature" (CR 604.1, 508.1c-d, 509.1b): a
    static ability whose effect is a Restriction."""
    kinds = _RESTRICTION_KINDS[m["r"].lower()]
    if m["which"] is None:
        return restriction_ability(kinds, m.group(0))
    flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
    return static_ability(tuple(Restriction(k) for k in kinds), flt, m.group(0))


@sentence("cant attack unless defending player controls",
          r"(?P<who>~|(?P<which>enchanted|equipped) creature) can't attack unless defending "
          r"player controls (?P<what>an? [^,.]+)", kind="ability", priority=SPECIFIC_PRIORITY)
def _attack_unless_defender(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ can't attack unless defending player controls an Island" (Sea Monster; CR 508.1c):
    a static ability restricting which player (or their planeswalker, 506.2) it attacks."""
    part = AttackUnlessDefender(permanent_filter(parse_filter(m["what"])))
    if m["which"] is None:
        return static_ability((part,), None, m.group(0), self_only=True)
    flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
    return static_ability((part,), flt, m.group(0))


@sentence("creatures with can't attack or don't untap",
          r"creatures (?P<flt>with(?:out)? [^,.]+?) (?P<r>can't attack or block|can't attack|"
          r"can't block|don't untap during their controllers' untap steps)", kind="ability")
def _filtered_creatures_restriction(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures without flying can't attack" (Magus of the Moat; CR 508.1c), "Creatures
    with power 3 or greater don't untap during their controllers' untap steps" (Marble
    Titan; 502.3): a static restriction of every creature fitting the filter, whoever
    controls it, asked as it applies (611.3a)."""
    flt = permanent_filter(parse_filter(f"creature {m['flt']}"))
    r = m["r"].lower()
    kinds = ("doesnt_untap",) if r.startswith("don't untap") else _RESTRICTION_KINDS[r]
    return static_ability(tuple(Restriction(k) for k in kinds), flt, m.group(0))


@sentence("permanents don't untap",
          r"(?!creatures with)(?P<what>[^,.]+?) don't untap during their controllers' untap "
          r"steps", kind="ability")
def _permanents_dont_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Islands don't untap during their controllers' untap steps" (Choke), "Nonbasic lands
    ..." (Back to Basics): every permanent fitting the plural noun, whoever controls it,
    stays tapped in its controller's untap step (CR 502.3, 611.3a: asked as it applies)."""
    what = m["what"].lower()
    if what in ("they", "them", "those creatures") or " of the chosen " in what:
        raise NotUnderstood(m.group(0))  # an earlier object or choice: read elsewhere or not
    flt = permanent_filter(parse_filter(singular(what)))
    if not (flt.types or flt.any_types or flt.subtypes):
        raise NotUnderstood(m.group(0))
    return static_ability((Restriction("doesnt_untap"),), flt, m.group(0))


@sentence("can't untap more than one",
          r"players can't untap more than one (?P<what>artifact|creature|land) during their "
          r"untap steps", kind="ability", priority=SPECIFIC_PRIORITY)
def _untap_at_most_one(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Players can't untap more than one artifact during their untap steps" (Damping Field,
    Smoke): every such permanent is limited, and the active player chooses the one that
    untaps (CR 502.3)."""
    what = m["what"].lower()
    flt = permanent_filter(parse_filter(what))
    return static_ability((Restriction(f"untap_one_{what}"),), flt, m.group(0))


@sentence("printed doesn't untap",
          r"(?:~ doesn't untap during your|(?P<which>enchanted|equipped) (?P<what>creature|"
          r"permanent|artifact|land) doesn't untap during its controller's) untap step",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _printed_doesnt_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature doesn't untap during your untap step", "Enchanted creature doesn't
    untap during its controller's untap step" (CR 502.3, 604.1): a static ability whose
    effect is a Restriction the untap step reads."""
    if m["which"] is None:
        return restriction_ability(("doesnt_untap",), m.group(0))
    what = m["what"].lower()
    types = () if what == "permanent" else (what.capitalize(),)
    flt = AttachedFilter(types=types, text=f"{m['which'].lower()} {what}")
    return static_ability((Restriction("doesnt_untap"),), flt, m.group(0))


@sentence("may choose not to untap",
          r"you may choose not to untap ~ during your untap step", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _may_choose_not_to_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may choose not to untap this land during your untap step" (a storage land; CR
    502.3: the active player determines which permanents untap): a static ability whose
    Restriction the untap step reads, asking its controller."""
    return restriction_ability(("may_not_untap",), m.group(0))


def _who(phrase: str) -> tuple[ObjectFilter | None, bool]:
    low = phrase.lower()
    if low in ("~", "this creature"):
        return None, True
    if low in ("enchanted creature", "equipped creature"):
        # the creature the source is attached to (CR 303.4, 301.5; Instill Energy)
        return AttachedFilter(types=("Creature",), text=low), False
    return parse_filter(low), False


@sentence("loses all abilities and doesn't untap",
          r"(?P<which>enchanted|equipped) (?P<what>creature|permanent|artifact) loses all "
          r"abilities and doesn't untap during its controller's untap step", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _loses_abilities_doesnt_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Enchanted permanent loses all abilities and doesn't untap during its controller's
    untap step" (Flood the Engine): a static ability on the permanent the source is attached
    to (CR 303.4, 301.5): it loses its abilities in layer 6 (613.1f) and the untap step
    leaves it tapped (502.3)."""
    what = m["what"].lower()
    types = () if what == "permanent" else (what.capitalize(),)
    flt = AttachedFilter(types=types, text=f"{m['which'].lower()} {what}")
    return static_ability((RemoveAbilities(), Restriction("doesnt_untap")), flt, m.group(0))


_KINDS = r"(?:artifacts|creatures|lands|enchantments|planeswalkers)"


@sentence("activated abilities of permanents can't be activated",
          rf"activated abilities of (?P<what>{_KINDS}|(?P<list>{_KINDS}(?:, {_KINDS})*,? and "
          rf"{_KINDS})|(?P<theirs>creatures your opponents control)) can't be activated",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _abilities_of_kind_cant_be_activated(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Activated abilities of artifacts can't be activated" (Collector Ouphe): a static
    ability on every such permanent, whoever controls it (611.3a: whatever matches now), its
    mana abilities included (CR 602.5, 605.1a). "of artifacts, creatures, and planeswalkers"
    (Clarion Conqueror): of each permanent of any of the types; "of creatures your opponents
    control" (Linvala, Keeper of Silence): only those of the source's controller's opponents."""
    what = m["what"].lower()
    if m["list"]:  # a permanent of any of the listed types, not one of all of them
        kinds = [singular(k) for k in re.split(r",? and |, ", what)]
        what = f"{', '.join(kinds[:-1])}{',' if len(kinds) > 2 else ''} or {kinds[-1]}"
    else:
        what = singular(what)
    flt = permanent_filter(parse_filter(what))
    return static_ability((Restriction("cant_activate"),), flt, m.group(0))


@sentence("untap ~ during each other player's untap step",
          r"untap ~ during each other player's untap step", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _untaps_in_others_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Untap this artifact during each other player's untap step" (Bender's Waterskin): a
    static ability whose effect the untap step of each other player reads (CR 502.3)."""
    return restriction_ability(("untaps_in_others_untap",), m.group(0))


@sentence("doesn't untap for as long as you control ~",
          rf"(?P<what>.+?) doesn't untap during its controller's untap step{SOURCE_DURATION}",
          priority=SPECIFIC_PRIORITY)
def _doesnt_untap_while_you_control(m: re.Match[str], b: Builder) -> SentenceResult:
    """"That creature doesn't untap during its controller's untap step for as long as you
    control this creature" (Dungeon Geists), "It doesn't untap ... for as long as this
    artifact remains tapped" (Deserter's Quarters), "... for as long as this Equipment remains
    on the battlefield" (Neko-Te): a rule effect on that object (CR 611.2c) the untap step
    reads (502.3), ending for good once you no longer control the source, or once it is
    untapped or gone (611.2b; nothing at all if so as it would begin)."""
    return ApplyEffect(strict_ref(m["what"], b), (Restriction("doesnt_untap"),),
                       duration=source_duration(m["source_duration"]), text=m.group(0))


@sentence("tap or untap", r"tap or untap (?P<what>(?:another )?target [^.]+)",
          priority=SPECIFIC_PRIORITY)
def _tap_or_untap(m: _M, b: Builder) -> SentenceResult:
    """"Tap or untap target creature" (Niblis of the Breath), "target artifact, creature, or
    land" (Elder Druid), "another target permanent" (Fatestitcher): one target permanent,
    tapped or untapped as its controller chooses as it resolves (CR 608.2d, 701.26a-b); "you
    may" before it is the general optional."""
    if re.search(r"\b(?:and|then)\b", m["what"]):
        raise NotUnderstood(m.group(0))  # a second instruction or object: not this sentence
    what = b.ref(m["what"])
    if not isinstance(what, TargetRef) or b.targets[what.index].max != 1 or \
            b.targets[what.index].players is not None:
        raise NotUnderstood(m.group(0))  # CR 115.1: one target permanent
    return TapOrUntap(what, text=m.group(0))


@sentence("remove from combat", r"remove (?P<what>it|~) from combat", priority=SPECIFIC_PRIORITY)
def _remove_from_combat(m: _M, b: Builder) -> SentenceResult:
    """"... and remove it from combat" (Gustcloak Harrier): the permanent stops attacking
    or blocking (CR 506.4)."""
    return RemoveFromCombat(b.ref(m["what"]), text=m.group(0))


@sentence("attack as though no defender",
          r"(?P<who>.+?) can attack as though (?:it|they) didn't have defender", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _as_though_defender(m: re.Match[str], b: Builder) -> SentenceResult:
    flt, self_only = _who(m["who"])
    return static_ability((AsThough("attack", "no_defender", text=m.group(0)),), flt, m.group(0),
                          self_only=self_only)


@sentence("attack as though haste", r"(?P<who>.+?) can attack as though (?:it|they) had haste",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _as_though_haste(m: re.Match[str], b: Builder) -> SentenceResult:
    flt, self_only = _who(m["who"])
    return static_ability((AsThough("attack", "haste", text=m.group(0)),), flt, m.group(0),
                          self_only=self_only)


@sentence("additional combat", r"after this phase, there is an additional combat phase")
def _additional_combat(m: re.Match[str], b: Builder) -> SentenceResult:
    return AdditionalCombat(text=m.group(0))


@sentence("additional combat and main phase",
          r"after this main phase, there is an additional combat phase followed by an "
          r"additional main phase")
def _additional_combat_and_main(m: re.Match[str], b: Builder) -> SentenceResult:
    """"After this main phase, there is an additional combat phase followed by an additional
    main phase" (Aggravated Assault): both added directly after the main phase under way
    (CR 500.8, 505.1a)."""
    return AdditionalCombat(after_main=True, text=m.group(0))


@sentence("if it's a phase, additional combat",
          r"if (?P<cond>it's the first combat phase of (?:the|your) turn|it's your main phase), "
          r"there is an additional combat phase after this phase(?P<main>, followed by an "
          r"additional main phase)?")
def _additional_combat_if_phase(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If it's the first combat phase of the turn, there is an additional combat phase after
    this phase" (Raiyuu, Storm's Edge), "If it's your main phase, there is an additional
    combat phase after this phase, followed by an additional main phase" (Overpowering
    Attack), "If it's your main phase, there is an additional combat phase after this phase"
    (Grim Reaper's Sprint: the combat phase alone, directly after the main phase): the phases
    added only if the condition holds as it resolves (CR 608.2c, 500.8, 505.1a). A combat
    phase does not add a main phase: refused."""
    in_main = m["cond"].lower() == "it's your main phase"
    if m["main"] and not in_main:
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)
    return Conditional(condition=cond, then=(AdditionalCombat(after_main=bool(m["main"])),),
                       text=m.group(0))


@sentence("only can attack", r"only (?P<what>.+?) can attack during that combat phase")
def _only_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    return RestrictAddedCombat(parse_filter(m["what"]), text=m.group(0))


@sentence("goad", r"goad (?P<what>.+)")
def _goad(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if re.fullmatch(r"(?:each|those) creatures? that (?:had|got) an? .+ counters? put on "
                    r"(?:it|them) this way", what):
        return Goad(ItRef(), text=m.group(0))  # what the counters were just put on
    return Goad(b.ref(m["what"]), text=m.group(0))


@sentence("suspect", r"suspect (?P<what>.+)")
def _suspect(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Suspect it", "suspect enchanted creature" (CR 701.60a): suspected until it leaves
    the battlefield, with menace and "can't block" (701.60c)."""
    return Suspect(b.ref(m["what"]), text=m.group(0))


@sentence("can't be blocked except by this turn",
          r"(?P<what>.+?) can't be blocked (?:this turn except by (?P<flt>.+)|except by "
          r"(?P<flt2>.+?) this turn)")
def _blocked_only_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"They can't be blocked this turn except by creatures with haste" (Run for Your
    Life): those creatures until end of turn. "Black creatures you control can't be blocked
    this turn except by black creatures" (Dread Charge): every creature of that kind as
    blockers are declared, one entering or turning black later included (611.2c, 509.1b)."""
    phrase = (m["flt"] or m["flt2"]).strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked except by {phrase}")
    what = b.ref(m["what"])
    if isinstance(what, Each) and what.zone is Zone.BATTLEFIELD:
        # CR 611.2c: a restriction changes no characteristic: a rule, not locked to objects
        return ApplyRule(what.filter, (part,), text=m.group(0))
    return ApplyEffect(what, (part,), duration="end_of_turn", text=m.group(0))


@sentence("can't be blocked by",
          r"~ can't be blocked by (?P<flt>(?!.* this turn$)(?!more than one creature$).+)",
          kind="ability")
def _cant_be_blocked_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked by white creatures" (Dauthi Horror): a static
    restriction on blocks (CR 509.1b) of the creature itself. "... by creatures with greater
    power" (Ant-Man, Elusive Avenger): power greater than its own, both as blockers are
    declared."""
    phrase = m["flt"].strip()
    if phrase.lower() == "creatures with greater power":
        flt: ObjectFilter = _GreaterPowerThanSource(types=("Creature",),
                                                    text="creatures with greater power")
    else:
        flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked by {phrase}", excluded=True)
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("can't be blocked except by",
          r"~ can't be blocked except by (?P<flt>(?!.* this turn$)(?!(?:two|three|four|five) or "
          r"more creatures$).+)", kind="ability")
def _cant_be_blocked_except_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked except by creatures with flying" (Silhana
    Ledgewalker), "... except by black creatures" (Dread Warlock): a static restriction on
    blocks (CR 509.1b): only a creature fitting the filter may block the creature itself."""
    phrase = m["flt"].strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked except by {phrase}")
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("can block only", r"(?P<who>~|(?P<which>enchanted|equipped) creature) can block "
          r"only (?P<flt>.+)", kind="ability", priority=SPECIFIC_PRIORITY)
def _can_block_only(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can block only creatures with flying" (Ascending Aven), "Enchanted
    creature can block only creatures with flying" (Air Bladder): a static restriction on
    what the creature itself (or the one the source is attached to) may block (CR 509.1b)."""
    phrase = m["flt"].strip()
    part = BlocksOnly(parse_filter(singular(phrase)), text=f"can block only {phrase}")
    if m["which"] is not None:  # CR 303.4, 301.5: the creature the source is attached to
        flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
        return static_ability((part,), flt, m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("can't block creatures with power N or greater",
          r"~ can't block creatures with power (?P<n>\d+) or (?P<way>greater|less)",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _cant_block_by_power(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't block creatures with power 2 or greater" (Brassclaw Orcs),
    "... power 2 or less" (Sunweb): a static restriction on what the creature itself may
    block (CR 509.1b), the attacker's power compared as blockers are declared."""
    n = int(m["n"])
    # powers are integers: "not N or greater" is "N-1 or less", and the other way round
    flt = (ObjectFilter(types=("Creature",), power_at_most=n - 1,
                        text=f"creatures with power {n - 1} or less")
           if m["way"] == "greater" else
           ObjectFilter(types=("Creature",), power_at_least=n + 1,
                        text=f"creatures with power {n + 1} or greater"))
    part = BlocksOnly(flt, text=m.group(0).replace("~ ", "", 1))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("doesn't untap during next untap step",
          r"(?P<what>.+?) (?:doesn't|don't) untap during (?:(?:its|their) controllers?'?s?'?"
          r"|(?P<your>your)) next untap steps?")
def _doesnt_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target creature doesn't untap during its controller's next untap step"; "Lands you
    control don't untap during your next untap step" (Rhonas's Last Stand): the untap step of
    the ability's controller only (CR 502.3). "Whenever ~ attacks, it doesn't untap during
    its controller's next untap step." (Apes of Rath): "it" is the attacking creature of the
    event (603.2, 508.1m)."""
    if m["what"].lower() == "it" and b.it is None and b.attack_trigger:
        return DoesntUntap(b.antecedent("it"), yours=m["your"] is not None, text=m.group(0))
    if m["what"].lower() == "that land" and b.it is None and b.last is None and \
            b.tapped_for_mana_trigger:
        # "Whenever an opponent taps a land for mana, that land doesn't untap during its
        # controller's next untap step." (Vorinclex): the land of the event (106.12, 603.7c)
        return DoesntUntap(b.antecedent("that land"), yours=False, text=m.group(0))
    if m["your"] and re.fullmatch(r"(?:all )?[a-z]+s you control", m["what"], re.IGNORECASE):
        # CR 611.2c: no characteristic changes, so a rule: a land played after it resolved
        # doesn't untap either; it ends as that untap step ends (502.3)
        flt = parse_filter(re.sub(r"^all ", "", m["what"], flags=re.IGNORECASE))
        return ApplyRule(flt, (Restriction("doesnt_untap"),), duration="your_next_untap_step",
                         text=m.group(0))
    return DoesntUntap(strict_ref(m["what"], b), yours=m["your"] is not None, text=m.group(0))


@sentence("each you control can't be blocked by more than one creature",
          r"each (?P<what>creature you control(?: with .+)?) can't be blocked by more than one "
          r"creature", kind="ability")
def _each_one_blocker_at_most(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each creature you control with power 4 or greater can't be blocked by more than one
    creature" (Challenger Troll): a static ability restricting blocks (CR 509.1b) of
    whatever matches the filter now (611.3a)."""
    flt = permanent_filter(parse_filter(m["what"]))
    return static_ability((Restriction("one_blocker_at_most"),), flt, m.group(0))


def _combatant(phrase: str) -> tuple[ObjectFilter | None, bool]:
    """Whom a printed combat rule is about: the creature itself (``self_only``), the creature
    the source is attached to (CR 303.4, 301.5), or "each creature you control [with ...]"
    (611.3a: whatever matches now)."""
    low = phrase.lower()
    if low in ("~", "this creature"):
        return None, True
    if low in ("enchanted creature", "equipped creature"):
        return AttachedFilter(types=("Creature",), text=low), False
    if low.startswith("each creature you control"):
        return permanent_filter(parse_filter(low.removeprefix("each "))), False
    raise NotUnderstood(phrase)


@sentence("all creatures able to block do so",
          r"all creatures able to block (?P<who>~|enchanted creature|equipped creature) do so",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _all_able_block(m: re.Match[str], b: Builder) -> SentenceResult:
    """"All creatures able to block this creature do so" (Breaker of Armies; CR 509.1c): a
    static ability whose effect is a requirement on each creature able to block it."""
    flt, self_only = _combatant(m["who"])
    return static_ability((Restriction("all_able_block"),), flt, m.group(0),
                          self_only=self_only)


@sentence("all creatures able to block do so this turn",
          r"all creatures able to block (?P<what>.+?) this turn do so", priority=SPECIFIC_PRIORITY)
def _all_able_block_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"All creatures able to block target creature this turn do so" (Irresistible Prey; CR
    509.1c, 611.2c): the requirement on that creature until end of turn."""
    what = m["what"]
    if not _is_single(what):
        raise NotUnderstood(m.group(0))
    return ApplyEffect(b.ref(what), (Restriction("all_able_block"),), text=m.group(0))


@sentence("can't be blocked except by n or more creatures",
          r"(?P<who>~|enchanted creature|equipped creature|each creature you control(?: with "
          r".+?)?) can't be blocked except by (?P<n>two|three|four|five) or more creatures",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _blockers_at_least(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't be blocked except by three or more creatures" (Pathrazer of
    Ulamog; CR 509.1b): a static restriction on the number of creatures blocking it."""
    flt, self_only = _combatant(m["who"])
    n = int_number(m["n"])
    part = BlockersAtLeast(n, text=f"can't be blocked except by {m['n'].lower()} or more "
                           "creatures")
    return static_ability((part,), flt, m.group(0), self_only=self_only)


@sentence("may assign combat damage as though unblocked",
          r"(?:you may have (?P<who>~)|(?P<which>enchanted|equipped) creature's controller may "
          r"have it) assign its combat damage as though it weren't blocked", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _as_though_unblocked(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may have this creature assign its combat damage as though it weren't blocked"
    (Deathcoil Wurm; CR 510.1c, 609.4): a static ability; its controller chooses as combat
    damage is assigned."""
    part = AssignAsThoughUnblocked(text=m.group(0))
    if m["which"] is None:
        return static_ability((part,), None, m.group(0), self_only=True)
    flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
    return static_ability((part,), flt, m.group(0))


@sentence("assigns combat damage equal to toughness",
          r"(?P<who>each creature(?: you control)?(?: with [^,]+?)?|~) assigns combat damage "
          r"equal to its toughness rather than its power(?P<attack> and can attack as though "
          r"it didn't have defender)?", kind="ability", priority=SPECIFIC_PRIORITY)
def _assigns_by_toughness(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each creature you control assigns combat damage equal to its toughness rather than
    its power" (Assault Formation), "Each creature ..." (Doran, the Siege Tower), "Each
    creature you control with toughness greater than its power ..." (Ancient Lumberknot): a
    static ability changing CR 510.1a's amount for each such creature while the permanent is
    on the battlefield (604.1), the filter checked as damage is assigned (611.3a); 0 or less
    toughness assigns none (510.1a). "... and can attack as though it didn't have defender"
    (Arcades, the Strategist): also an "as though" permission to attack (609.4, 702.3b)."""
    parts: tuple[Any, ...] = (AssignsByToughness(text=m.group(0)),)
    if m["attack"]:
        parts = (*parts, AsThough("attack", "no_defender", text=m["attack"].strip()))
    who = m["who"].lower()
    if who == "~":
        return static_ability(parts, None, m.group(0), self_only=True)
    return static_ability(parts, parse_filter(who.removeprefix("each ")), m.group(0))


@sentence("as long as attached, it assigns combat damage equal to toughness",
          r"as long as (?P<which>enchanted|equipped) creature(?:'s (?P<tough>toughness is "
          r"greater than its power)| has (?P<kw>[a-z]+)), it assigns combat damage equal to "
          r"its toughness rather than its power", kind="ability", priority=SPECIFIC_PRIORITY)
def _attached_assigns_by_toughness(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as equipped creature's toughness is greater than its power, it assigns combat
    damage equal to its toughness rather than its power" (Bark of Doran), "As long as
    enchanted creature has vigilance, it ..." (Solid Footing): the attached creature (CR
    303.4, 301.5) assigns its toughness (510.1a) while the condition holds (611.3a)."""
    which = m["which"].lower()
    cond = "with toughness greater than its power" if m["tough"] else f"with {m['kw']}"
    base = parse_filter(f"creature {cond}")
    flt = AttachedFilter(types=base.types, keyword=base.keyword, predicate=base.predicate,
                         text=f"{which} creature {cond}")
    return static_ability((AssignsByToughness(text=m.group(0)),), flt, m.group(0))


@sentence("may assign combat damage this turn as though unblocked",
          r"you may have (?P<what>~|target creature) assign its combat damage this turn as "
          r"though it weren't blocked", priority=SPECIFIC_PRIORITY)
def _as_though_unblocked_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{G}{G}, Discard a card: You may have this creature assign its combat damage this turn
    as though it weren't blocked" (Gurzigost; CR 510.1c, 611.2c): the permission
    until end of turn, the choice made as combat damage is assigned."""
    return ApplyEffect(b.ref(m["what"]), (AssignAsThoughUnblocked(text=m.group(0)),),
                       text=m.group(0))


#: "an additional creature", "an additional seven creatures", "any number of creatures".
_MORE_BLOCKS = (r"(?:an additional (?:creature|(?P<n>two|three|four|five|six|seven|eight|nine|"
                r"ten|ninety-nine) creatures)|(?P<any>any number of creatures))")


def _blocks_additional(m: re.Match[str]) -> BlocksAdditional:
    """CR 509.1a: the attackers beyond the first the creature may block (None: any number)."""
    count = None if m["any"] else (int_number(m["n"]) if m["n"] else 1)
    words = re.sub(r" (?:each combat|this turn)$", "", m.group(0).split(" can block ", 1)[1])
    return BlocksAdditional(count, text=f"can block {words}")


@sentence("can block additional creatures",
          rf"(?P<who>~|enchanted creature|equipped creature|each creature you control(?: with "
          rf".+?)?) can block {_MORE_BLOCKS}(?(any)| each combat)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _can_block_more(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can block an additional creature each combat" (Foriysian Brigade),
    "... any number of creatures" (Palace Guard; CR 509.1a): a static ability
    letting it block several attackers."""
    flt, self_only = _combatant(m["who"])
    return static_ability((_blocks_additional(m),), flt, m.group(0), self_only=self_only)


@sentence("can block additional creatures this turn",
          rf"(?P<what>~|target creature(?: defending player controls)?) can block "
          rf"{_MORE_BLOCKS} this turn", priority=SPECIFIC_PRIORITY)
def _can_block_more_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{W}: This creature can block an additional creature this turn" (Anurid
    Swarmsnapper), "Target creature can block any number of creatures this turn" (CR
    509.1a, 611.2c): the permission until end of turn."""
    return ApplyEffect(b.ref(m["what"]), (_blocks_additional(m),), text=m.group(0))


@sentence("activated abilities can't be activated",
          r"(?P<which>enchanted|equipped) (?P<what>creature|permanent|artifact)(?:'s activated "
          r"abilities can't be activated| (?P<r>can't attack or block|can't block), and its "
          r"activated abilities can't be activated| (?P<untap>doesn't untap during its "
          r"controller's untap step) and its activated abilities can't be activated)"
          r"(?P<mana> unless they're mana abilities)?",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _abilities_cant_be_activated(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Enchanted creature can't attack or block, and its activated abilities can't be
    activated" (Arrest), "Enchanted permanent ..." (Petrify), "Enchanted creature's activated
    abilities can't be activated" (Stupefying Touch), "Enchanted permanent doesn't untap
    during its controller's untap step and its activated abilities can't be activated"
    (Encrust; 502.3): a static ability restricting the
    permanent the source is attached to (CR 303.4, 301.5; 508.1c, 509.1b), and every
    activated ability of it, mana abilities included (602.5, 605.1a) unless "... unless
    they're mana abilities" excepts them (Faith's Fetters)."""
    stop = "cant_activate_unless_mana" if m["mana"] else "cant_activate"
    kinds = (*(_RESTRICTION_KINDS[m["r"].lower()] if m["r"] else ()),
             *(("doesnt_untap",) if m["untap"] else ()), stop)
    what = m["what"].lower()
    types = () if what == "permanent" else (what.capitalize(),)
    flt = AttachedFilter(types=types, text=f"{m['which'].lower()} {what}")
    return static_ability(tuple(Restriction(k) for k in kinds), flt, m.group(0))


@sentence("can attack this turn as though no defender",
          r"(?P<what>~|it|target creature(?: with defender)?) can attack this turn as though it "
          r"didn't have defender", priority=SPECIFIC_PRIORITY)
def _as_though_defender_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{W}: This creature can attack this turn as though it didn't have defender" (Mirror
    Wall; CR 609.4, 702.3b, 611.2c): the permission until end of turn."""
    part = AsThough("attack", "no_defender", text=m.group(0))
    return ApplyEffect(b.ref(m["what"]), (part,), text=m.group(0))


@sentence("target blocks ~ this turn if able",
          r"(?P<what>target [^,.]+?) blocks ~ this turn if able", priority=SPECIFIC_PRIORITY)
def _blocks_source_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{2}{G}: Target creature blocks this creature this turn if able" (Burning-Tree
    Bloodscale; CR 509.1c, 611.2c): until end of turn the target has the requirement to
    block the source (that object: a new one, 400.7, is not it), obeyed when it attacks."""
    what = b.ref(m["what"])
    text = m.group(0)

    def require(ctx: Context) -> None:
        game = ctx.game
        source = ctx.source
        if source is None or game.find(source) is None:
            return  # CR 400.7: the creature to block is gone; no requirement names it
        objects = tuple(o for o in what.objects(ctx) if game.find(o) is not None)
        if not objects:
            return
        start_effect(game, ContinuousEffect(
            parts=(BlocksIfAble(source),), source=source, controller=ctx.controller,
            objects=objects, duration=UNTIL_END_OF_TURN,
            text=f"blocks {game.obj(source)} this turn if able", rule="509.1c"))

    return Custom(require, text=text)


@sentence("creatures with power less than ~'s power can't block it",
          r"creatures with power less than ~'s power can't block it", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _smaller_cant_block(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures with power less than this creature's power can't block it" (Wandering
    Wolf; CR 509.1b): a static restriction on the blocks of the creature itself, the powers
    compared as blockers are declared."""
    flt = ObjectFilter(types=("Creature",), power_less_than_source=True,
                       text="creatures with power less than its power")
    part = BlockedOnlyBy(flt, text="can't be blocked by creatures with power less than its "
                         "power", excluded=True)
    return static_ability((part,), None, m.group(0), self_only=True)


@sentence("target can't block ~ this turn",
          r"(?P<what>target [^,.]+?) can't block ~ this turn", priority=SPECIFIC_PRIORITY)
def _cant_block_source_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{R}: Target creature can't block this creature this turn" (Spin Engine; CR 509.1b,
    611.2c): until end of turn the target may block only attackers other than the source
    (the source as that object: a new object, 400.7, is not it)."""
    part = BlocksOnly(ObjectFilter(other=True, text="creatures other than ~"),
                      text="can't block ~")
    return ApplyEffect(b.ref(m["what"]), (part,), text=m.group(0))


@sentence("creatures can't attack you unless their controller pays",
          r"creatures can't attack you(?P<pw> or planeswalkers you control)? unless their "
          r"controller pays \{(?P<n>\d+)\} for each (?P<each>creature they control that's "
          r"attacking you|of those creatures)", kind="ability", priority=SPECIFIC_PRIORITY)
def _attack_tax(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you" (Ghostly Prison), "... you or planeswalkers you control ...
    for each of those creatures" (Archon of Absolution): CR 508.1d, 508.1g-h, a cost the
    attacking player pays as attackers are declared, or the declaration is illegal."""
    planeswalkers = m["pw"] is not None
    if planeswalkers != (m["each"] == "of those creatures"):
        raise NotUnderstood(m.group(0))  # "those creatures" names the attacks of its subject
    part = AttackTax(int(m["n"]), planeswalkers=planeswalkers)
    return static_ability((part,), ObjectFilter(types=("Creature",), text="creatures"),
                          m.group(0))


@sentence("detain", r"detain (?P<what>(?:up to \w+ )?target .+)")
def _detain(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Detain target creature an opponent controls" (Azorius Arrester), "... up to two target
    creatures your opponents control" (Lyev Decree; CR 701.35a): until
    the next turn of the ability's controller, it can't attack or block and its activated
    abilities can't be activated (locked to it as the effect begins, 611.2c)."""
    parts = (Restriction("cant_attack"), Restriction("cant_block"), Restriction("cant_activate"))
    return ApplyEffect(b.ref(m["what"]), parts, duration="your_next_turn", rule="701.35a",
                       text=m.group(0))


@sentence("creatures you control can't attack",
          r"(?P<who>(?:non-[\w-]+ )?creatures you control) (?P<r>can't attack or block|"
          r"can't attack|can't block)", kind="ability", priority=SPECIFIC_PRIORITY)
def _your_creatures_restricted(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Non-Eye creatures you control can't attack." (Evil Eye of Orms-by-Gore; CR 508.1c,
    509.1b): a static restriction of each creature its controller controls that fits,
    asked as attackers are declared (611.3a)."""
    flt = permanent_filter(parse_filter(singular(m["who"])))
    kinds = _RESTRICTION_KINDS[m["r"].lower()]
    return static_ability(tuple(Restriction(k) for k in kinds), flt, m.group(0))


@sentence("creatures attack or block each combat if able",
          r"(?P<who>(?:all |other )?(?:[\w-]+ )*?creatures(?: you control| your opponents "
          r"control| enchanted player controls)?) (?P<act>attack|block) each combat if able",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _creatures_must_attack_or_block(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures your opponents control attack each combat if able" (Angler Turtle), "All
    creatures block each combat if able" (Grand Melee), "Other Goblin creatures you control
    attack each combat if able" (Goblin Rabblemaster): a static requirement on each creature
    fitting the filter, obeyed as attackers (CR 508.1d) or blockers (509.1c) are declared and
    asked as it applies (611.3a)."""
    who = re.sub(r"^all ", "", m["who"].lower())
    flt = permanent_filter(parse_filter(singular(who)))
    if flt.types != ("Creature",):
        raise NotUnderstood(m.group(0))
    return static_ability((Restriction(f"must_{m['act'].lower()}"),), flt, m.group(0))


@sentence("can't be blocked by this turn",
          r"~ can't be blocked by (?P<flt>(?!more than )[^,.]+?) this turn",
          priority=SPECIFIC_PRIORITY)
def _cant_be_blocked_by_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{3}{G}: This creature can't be blocked by creatures with power 2 or less this turn."
    (Cavern Stomper; CR 509.1b): a restriction on blocks of the source until end of turn,
    locked to that object (611.2c)."""
    phrase = m["flt"].strip()
    part = BlockedOnlyBy(parse_filter(singular(phrase)), text=f"can't be blocked by {phrase}",
                         excluded=True)
    return ApplyEffect(SourceRef(), (part,), duration="end_of_turn", text=m.group(0))


@sentence("cant attack if defending player controls",
          r"~ can't attack if defending player controls (?P<what>an? [^,.]+)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _attack_if_defender(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't attack if defending player controls an untapped creature with
    power 3 or greater" (Goblin Mutant; CR 508.1c): it may attack a player (or their
    planeswalker or battle, 506.2) only if that player controls no such permanent, checked
    as attackers are declared."""
    part = AttackUnlessDefender(permanent_filter(parse_filter(m["what"])), negated=True)
    return static_ability((part,), None, m.group(0), self_only=True)


@sentence("can't attack a player it has already attacked this turn",
          r"~ can't attack a player it has already attacked this turn", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _attack_not_twice(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature can't attack a player it has already attacked this turn."
    (Bloodthirster; CR 508.1c, 500.8): in an additional combat phase it attacks another
    player (or a planeswalker or battle, 506.2) or none."""
    return static_ability((AttackNotTwice(),), None, m.group(0), self_only=True)


@sentence("creatures can't attack you", r"creatures can't attack you", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _creatures_cant_attack_you(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Creatures can't attack you." (Blazing Archon; CR 508.1c): no creature may attack the
    source's controller, a player; their planeswalkers may still be attacked (506.2)."""
    return static_ability((AttackNotController(),),
                          ObjectFilter(types=("Creature",), text="creatures"), m.group(0))


@sentence("skip your next draw step", r"(?:you )?skip your next draw step")
def _skip_next_draw(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You skip your next draw step" (Ivory Gargoyle): a replacement effect, that step of the
    controller's doesn't happen, once (CR 614.10)."""
    return SkipNextStep(text=m.group(0))


@sentence("at the next end step and you skip your next draw step",
          r"(?P<what>.+? at the beginning of the next end step) and (?P<skip>you skip your next "
          r"draw step)", priority=SPECIFIC_PRIORITY)
def _next_end_step_and_skip(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When this creature dies, return it to the battlefield under its owner's control at the
    beginning of the next end step and you skip your next draw step." (Ivory Gargoyle): two
    instructions of the trigger's effect, the delayed ability (CR 603.7a) and the skip, done
    as it resolves (614.10), whatever becomes of the delayed one; the skip read by its own
    rule."""
    return [*b.effect(m["what"]), *b.effect(m["skip"])]


@sentence("assigns no combat damage this turn",
          r"(?P<what>~|it) assigns no combat damage this turn", priority=SPECIFIC_PRIORITY)
def _assigns_no_combat_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this
    creature assigns no combat damage this turn." (Ophidian): until end of turn the creature
    assigns no combat damage (CR 510.1a, 611.2a); that object only (400.7)."""
    if m["what"] == "it" and not (b.it is None and b.is_permanent):
        raise NotUnderstood(m.group(0))  # "it" of another antecedent: not read here
    return ApplyEffect(b.ref("~"), (AssignsNoCombatDamage(text=m.group(0)),), text=m.group(0))


@sentence("each opponent attacking that player does the same",
          r"each opponent attacking that player does the same")
def _opponents_attacking_do_the_same(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever enchanted player is attacked, create a Gold token. Each opponent attacking
    that player does the same." (Curse of Opulence): the previous sentence done again by each
    opponent of the controller attacking the attacked player as it resolves, as "you" (CR
    506.2, 508.1b, 608.2c), in APNAP order (101.4); with a target the words don't say whose
    it would be: refused, as is a "that player" not the attacked one (603.7c)."""
    if b.that_player != EventPlayer("defender") or b.targets:
        raise NotUnderstood(m.group(0))
    who = OpponentsAttacking(b.that_player)

    def apply(previous: Instruction) -> Instruction:
        steps = tuple(previous.steps) if isinstance(previous, Sequence_) else (previous,)
        return Sequence_(steps=(*steps, DoneByEach(who, steps, text=m.group(0))),
                         text=f"{previous.text}. {m.group(0)}")

    return Amend(apply)


#: The verbs "each opponent attacking that player [verb]s ..." is read with, and what they
#: are said of "you".
_ATTACKING_OPPONENT_VERBS = {"untaps": "untap", "creates": "create", "draws": "draw",
                             "gains": "gain"}


@sentence("each opponent attacking that player does",
          r"each opponent attacking that player (?P<verb>untaps|creates|draws|gains) "
          r"(?P<rest>[^.]+)")
def _opponents_attacking_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever enchanted player is attacked, untap all nonland permanents you control. Each
    opponent attacking that player untaps all nonland permanents they control." (Curse of
    Bounty): each opponent of the controller attacking the attacked player as it resolves
    does it, "they" being each of them (CR 506.2, 508.1b, 608.2c), in APNAP order (101.4);
    another word for a player in it ("that player") is not read."""
    if b.that_player != EventPlayer("defender") or b.targets:
        raise NotUnderstood(m.group(0))
    rest = m["rest"]
    if re.search(r"\b(?:that player|you|your|them|target)\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    said = re.sub(r"\bthey control\b", "you control", rest)
    said = re.sub(r"\btheir\b", "your", said)
    steps = tuple(b.effect(f"{_ATTACKING_OPPONENT_VERBS[m['verb'].lower()]} {said}"))
    return DoneByEach(OpponentsAttacking(b.that_player), steps, text=m.group(0))
