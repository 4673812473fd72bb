"""Trigger events: the "[event]" of "When / Whenever / At [event], ..." (CR 603.1, 603.2,
603.6, 603.10).

"~ enters / dies / attacks / blocks / leaves the battlefield / becomes blocked / becomes
tapped", "~ [event] or [event]", "~ attacks and isn't blocked" (509.3g), "~ enters or
attacks", "~ / a [filter] becomes the target of a spell or ability [an opponent controls]",
"enchanted / equipped creature attacks / blocks / becomes tapped / deals combat damage to a
player", "you cast ~", "a / another [creature you control] enters / dies / attacks", "[you / an
opponent] casts a [filter] spell", "~ deals [combat] damage to a player / an opponent", "the
beginning of [your] upkeep / end step / draw step / combat [on your turn]", "an instant or
sorcery card leaves your graveyard", "you attack [a player with one or more ...]"
(508.3d-e), "you put one or more +1/+1 counters on ...".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.api import (
    STATE_EVENT,
    TAPPED_FOR_MANA,
    TURNED_FACE_UP,
    AttachedFilter,
    ControllerOf,
    Count,
    Each,
    EventObjects,
    EventPlayer,
    EventRef,
    PlayerRef,
    SourceRef,
    Step,
    TriggerCondition,
    Zone,
    is_omen_card,
    whole_card,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.conditions import control_condition
from manastack_grammar.phrases.filters import (
    parse_filter,
    permanent_filter,
    singular,
)
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import SentenceResult, worded
from manastack_grammar.sentences.common import COUNTER_KIND, rule

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from manastack.api import Game, GameObject


_M = re.Match[str]  # the match a rule's build receives


def _trigger(event: str, text: str, **kw: Any) -> Any:
    return TriggerCondition(event, text=text, **kw)


#: The events of "~ [event]" and the kernel event each names (CR 603.2, 603.6): "becomes
#: blocked" once each combat as blockers are declared for it (509.3c), "becomes tapped" only
#: as it becomes tapped, not as it enters tapped (603.2e); "phases in / out" (702.26b-c, the
#: phasing out one looking back in time, 603.10b); "crews a Vehicle": tapped to pay a crew
#: cost (702.122b).
_SELF_EVENTS = {"enters": "enters", "enters the battlefield": "enters", "dies": "dies",
                "attacks": "attacks", "blocks": "blocks", "leaves the battlefield": "leaves",
                "is put into a graveyard from the battlefield": "dies",
                "becomes blocked": "becomes_blocked", "becomes tapped": "tapped",
                "becomes untapped": "untapped", "phases in": "phases_in",
                "phases out": "phases_out", "crews a vehicle": "crews",
                "is put into exile from the battlefield": "exiled"}
#: A card naming two characters is plural ("When Cloak and Dagger enter", "Whenever Don &
#: Raph attack"): the same events of the source itself, the verb agreeing (CR 201.5).
_SELF_EVENTS.update({"enter": "enters", "enter the battlefield": "enters", "die": "dies",
                     "attack": "attacks", "block": "blocks",
                     "leave the battlefield": "leaves"})
_SELF_EVENT = "|".join(sorted(_SELF_EVENTS, key=len, reverse=True))
#: The events "enchanted / equipped creature" reads: not leaving the battlefield (603.10a).
_ATTACHED_EVENT = "attacks|blocks|becomes blocked|becomes tapped"


@rule("self event", rf"~ (?P<ev>{_SELF_EVENT})", kind="trigger")
def _self_event(m: _M, b: Builder) -> SentenceResult:
    return _trigger(_SELF_EVENTS[m["ev"].lower()], m.group(0), self_only=True)


@rule("self attacks for the first time each turn",
      r"~ attacks for the first time each turn", kind="trigger")
def _attacks_first_time(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ attacks for the first time each turn" (Aurelia, the Warleader; CR 508.1a,
    508.1m): as it is declared an attacker, if this is the first combat this turn it is
    declared one (the turn records each declaration); put onto the battlefield attacking it
    never attacked (508.4)."""

    def first(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return game.state.turn.records.attackers.count(source.id) == 1

    return TriggerCondition("attacks", self_only=True, predicate=first, text=m.group(0))


@rule("self attacks and isn't blocked", r"~ attacks and isn't blocked", kind="trigger")
def _attacks_unblocked(m: _M, b: Builder) -> SentenceResult:
    """CR 509.3g: "Whenever [a creature] attacks and isn't blocked" triggers when blockers
    are declared and none is declared for it (the event ``"attacks_unblocked"``)."""
    return _trigger("attacks_unblocked", m.group(0), self_only=True)


@rule("self dies during combat", r"~ dies during combat", kind="trigger")
def _dies_during_combat(m: _M, b: Builder) -> SentenceResult:
    """"When ~ dies during combat" (Mongrel Pack; CR 506.1, 603.10a): it dies while a step
    of the combat phase is under way, combat damage or not; looked back on as it last was."""

    def in_combat(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return game.state.turn.step.is_combat  # CR 506.1: the combat phase's five steps

    return TriggerCondition("dies", self_only=True, predicate=in_combat, text=m.group(0))


@rule("self enters or attacks",
      r"~ (?:enters(?: the battlefield)? or attacks|enter(?: the battlefield)? or attack)",
      kind="trigger")
def _enters_or_attacks(m: _M, b: Builder) -> SentenceResult:
    return (_trigger("enters", m.group(0), self_only=True),
            _trigger("attacks", m.group(0), self_only=True))


@rule("self enters or is turned face up", r"~ enters(?: the battlefield)? or is turned face up",
      kind="trigger")
def _enters_or_turned_face_up(m: _M, b: Builder) -> SentenceResult:
    """"When ~ enters or is turned face up" (Ponyback Brigade): two events, either one
    triggers it (CR 603.2); turning it face up is no entering (708.8), and a face-down
    permanent entering has no abilities to trigger (708.2)."""
    return (_trigger("enters", m.group(0), self_only=True),
            _trigger(TURNED_FACE_UP, m.group(0), self_only=True))


@rule("self event or event",
      rf"~ (?!enters?(?: the battlefield)? or attacks?$)(?P<a>{_SELF_EVENT}) or (?P<b>{_SELF_EVENT})",
      kind="trigger")
def _self_either_event(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ attacks or blocks", "When ~ enters or dies": one trigger condition per
    event, each a trigger event of its own (CR 603.2); the ability triggers on either."""
    first, second = _SELF_EVENTS[m["a"].lower()], _SELF_EVENTS[m["b"].lower()]
    if first == second:
        raise NotUnderstood(m.group(0))
    return (_trigger(first, m.group(0), self_only=True),
            _trigger(second, m.group(0), self_only=True))


@rule("becomes the target",
      r"(?:~|(?P<enchanted>enchanted creature)|(?P<a>a|an|another) (?P<what>.+?)) becomes "
      r"the target of "
      r"(?P<by>a spell or ability|a spell|an ability)"
      r"(?: (?P<whose>an opponent controls|you control))?"
      r"(?P<first> for the first time each turn)?", kind="trigger")
def _becomes_target(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ / a [creature you control] becomes the target of a spell or ability [an
    opponent controls]" (CR 603.2, 601.2c, 115.1): as the targets of a spell or ability are
    chosen; the player is the controller of that spell or ability. "... you control for the
    first time each turn" (valiant, 207.2c: Heartfire Hero): only the first time this turn
    it becomes the target of a spell or ability its controller controls, whether or not the
    ability triggered then. "That player" is the controller of the spell or ability (603.7c:
    Ashenmoor Liege). "When enchanted creature becomes the target of a spell or ability"
    (Crystallization, Illusionary Armor): the creature the Aura is attached to as the targets
    are chosen; "that creature" is it (603.7c)."""
    by = m["by"].lower()
    b.that_player = EventPlayer()  # CR 603.7c: the controller of the spell or ability
    whose = {"an opponent controls": "opponent", "you control": "you"}.get(
        (m["whose"] or "").lower())
    which: dict[str, Any] = {"self_only": True}
    if m["what"]:
        which = {"filter": parse_filter(
            ("another " if m["a"].lower() == "another" else "") + m["what"])}
    if m["enchanted"]:
        if m["first"] or whose or by != "a spell or ability":
            raise NotUnderstood(m.group(0))  # no printed card: not read loosely

        def enchanted(game: Game, source: GameObject, data: Any) -> bool:
            # CR 303.4: what the Aura enchants as the spell or ability targets it
            return source.attached_to is not None and data.get("obj") == source.attached_to

        b.it = EventRef("obj")
        return _trigger("becomes_target", m.group(0), filter=parse_filter("creature"),
                        predicate=enchanted)
    if m["first"]:
        if by != "a spell or ability" or whose == "opponent" or m["what"]:
            raise NotUnderstood(m.group(0))
        key = "times_this_turn_by_player" if whose == "you" else "times_this_turn"
        return _trigger("becomes_target", m.group(0), whose=whose, predicate=_first(key),
                        **which)
    if by == "a spell or ability":
        return _trigger("becomes_target", m.group(0), whose=whose, **which)
    want_spell = by == "a spell"

    def of_kind(game: Game, source: GameObject, data: Any) -> bool:
        targeting = game.find(data.get("source"))
        return targeting is not None and (targeting.spell is not None) == want_spell

    return _trigger("becomes_target", m.group(0), whose=whose, predicate=of_kind, **which)


def _first(key: str) -> Callable[[Game, GameObject, Any], bool]:
    """The event is the first of its kind this turn (``key``: the kernel's count in the
    event, this one included; CR 603.2)."""

    def first(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get(key) == 1)

    return first


@rule("you commit a crime", r"you commit a crime", kind="trigger")
def _you_commit_a_crime(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you commit a crime" (Blood Hustler; CR 700.13): once each time its
    controller casts a spell, activates an ability or puts a triggered ability on the stack
    that targets an opponent, something an opponent controls or a card in an opponent's
    graveyard."""
    return _trigger("crime", m.group(0), whose="you")


@rule("cast self", r"you cast ~", kind="trigger")
def _cast_self(m: _M, b: Builder) -> SentenceResult:
    return _trigger("cast", m.group(0), self_only=True)


@rule("object event",
          r"(?P<self>~ or )?(?:a|an|another|one or more) (?P<what>.+?) (?P<ev>enters|enters the "
          r"battlefield|dies|attacks|blocks|becomes blocked|becomes tapped|leaves the battlefield|"
          r"is put into (?:a|your|an opponent's) graveyard from the battlefield)", kind="trigger")
def _object_event(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a / another [filter] enters / dies / attacks / blocks / leaves the
    battlefield" (CR 603.2, 603.6, 603.10a, 508.1m, 509.1i: "blocks" once for each creature
    declared as a blocker, 509.3a); "becomes blocked": once each combat for each such
    attacker as blockers are declared for it (509.3c); "that creature" is the object of the
    event (603.7c); "is put into your / an opponent's graveyard from the battlefield": dies,
    a card you own / an opponent owns (404.1); "becomes tapped": as it becomes tapped, not
    entering tapped (603.2e)."""
    what = m["what"]
    low = m.group(0).lower()
    flt = parse_filter(("another " if " another " in f" {low} " else "") + what)
    ev = m["ev"].lower()
    event = {"enters the battlefield": "enters", "leaves the battlefield": "leaves",
             "is put into a graveyard from the battlefield": "dies",
             "becomes blocked": "becomes_blocked", "becomes tapped": "tapped",
             "is put into your graveyard from the battlefield": "dies",
             "is put into an opponent's graveyard from the battlefield": "dies"}.get(ev, ev)
    if ((flt.controller == "opponent" or flt.enchanted_player_controls)
            and event in ("enters", "attacks", "dies")):
        # CR 603.7c: "that player" is the opponent (or enchanted player, Trespasser's Curse)
        # who controls it (Blood Seeker), or controlled it as it last existed if it has left
        # (608.2h: Massacre Wurm's dying one)
        b.that_player = ControllerOf(EventRef("obj"), last_known=True)
    if ev == "is put into your graveyard from the battlefield":
        return _trigger(event, m.group(0), filter=flt, or_self=bool(m["self"]),
                        predicate=_into_your_graveyard)
    if ev == "is put into an opponent's graveyard from the battlefield":
        return _trigger(event, m.group(0), filter=flt, or_self=bool(m["self"]),
                        predicate=_into_an_opponents_graveyard)
    # CR 603.2: "~ or another black creature": the card itself whatever its colour then
    return _trigger(event, m.group(0), filter=flt, or_self=bool(m["self"]))


def _into_your_graveyard(game: Game, source: GameObject, data: Any) -> bool:
    """CR 404.1, 603.10a: it went to its owner's graveyard: yours only if you own it."""
    old = data.get("old_obj")
    return old is not None and old.owner == source.controller


def _into_an_opponents_graveyard(game: Game, source: GameObject, data: Any) -> bool:
    """CR 404.1, 603.10a: it went to its owner's graveyard: an opponent's if they own it."""
    old = data.get("old_obj")
    return old is not None and old.owner != source.controller


@rule("self put into your graveyard from the battlefield",
      r"~ is put into your graveyard from the battlefield", kind="trigger")
def _self_into_your_graveyard(m: _M, b: Builder) -> SentenceResult:
    """"When ~ is put into your graveyard from the battlefield" (Zodiac Dragon): it dies
    (CR 700.4) and goes to its owner's graveyard (404.1), the ability's controller's only if
    they own it, its controller as it last existed (603.10a)."""
    return _trigger("dies", m.group(0), self_only=True, predicate=_into_your_graveyard)


@rule("creature attacks you",
      r"(?:a|an) (?P<what>.+?) attacks (?:you(?P<walker> or a planeswalker you control)?|"
      r"(?P<enchanted>enchanted player)|(?P<opponent>one of your opponents|an opponent)"
      r"(?P<opp_walker> or a planeswalker an opponent controls)?)",
      kind="trigger")
def _attacks_you(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a creature attacks you [or a planeswalker you control]" (Blood Reckoning; CR
    508.1m, 506.2): once for each creature declared attacking the ability's controller, or a
    planeswalker they control as it is declared; "that creature" is the attacker (603.7c).
    "... attacks enchanted player" (Curse of Predation): the player the Aura is attached to
    as the attacker is declared (303.4, 508.1b), not a planeswalker they control. "... attacks
    one of your opponents" (Calculating Lich): an opponent of the ability's controller
    themself (102.2), "that player" being the attacked one (603.7c); "... or a planeswalker an
    opponent controls" (Gahiji, Honored One): either, no "that player" then."""
    walker = bool(m["walker"])
    enchanted = bool(m["enchanted"])
    opponent = bool(m["opponent"])
    opp_walker = bool(m["opp_walker"])
    if opponent and not opp_walker:
        b.that_player = EventRef("defender")

    def attacks_you(game: Game, source: GameObject, data: Any) -> bool:
        defender = data.get("defender")
        if opponent:  # CR 508.1b: the player attacked, a planeswalker only when it says so
            if isinstance(defender, PlayerRef):
                return defender.index != source.controller
            return (opp_walker and isinstance(defender, int) and game.find(defender) is not None
                    and game.chars(defender).type_line.has_type("Planeswalker")
                    and game.controller(defender) != source.controller)
        if enchanted:  # CR 303.4, 508.1b: the enchanted player themself is attacked
            return isinstance(defender, PlayerRef) and defender.index == source.attached_player
        if isinstance(defender, PlayerRef):
            return defender.index == source.controller
        return (walker and isinstance(defender, int) and game.find(defender) is not None
                and game.chars(defender).type_line.has_type("Planeswalker")
                and game.controller(defender) == source.controller)

    return _trigger("attacks", m.group(0), filter=parse_filter(m["what"]),
                    predicate=attacks_you)


@rule("creature dealt damage by self dies", r"a creature dealt damage by ~ this turn dies",
      kind="trigger")
def _dealt_damage_by_self_dies(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a creature dealt damage by ~ this turn dies" (Baron Sengir, CR 603.2, 700.4):
    the creature as it last existed on the battlefield (603.10a) was dealt damage by this
    very object this turn (120.3); a creature or source that left and came back is a new
    object (400.7)."""

    def dealt_by_source(game: Game, source: GameObject, data: Any) -> bool:
        old = data.get("old")
        return isinstance(old, int) and game.dealt_damage_by(source.id, old)

    return _trigger("dies", m.group(0), filter=parse_filter("creature"),
                    predicate=dealt_by_source)


@rule("cast a spell", r"(?P<who>you|an opponent|a player) casts? (?:a|an) (?:(?P<what>.+?) )?spell"
          r"(?P<chosen> of the chosen (?:type|color))?"
          r"(?P<mv> with mana value \d+ or (?:greater|less)| that targets (?:a|an) .+|"
          r" with \{X\} in its mana cost| that targets only a single (?P<only>[\w ]+)|"
          r" with mana value equal to the number of (?P<kind>[\w+/-]+) counters on ~)?"
          r"(?P<same> with the same name as a card in their graveyard)?"
          r"(?P<adventure> that has an Adventure)?(?: from (?:(?P<yard>your|a) graveyard|"
          r"(?P<elsewhere>anywhere other than your hand)))?"
          r"(?P<attacking> while ~ is attacking)?", kind="trigger")
def _cast_spell(m: _M, b: Builder) -> SentenceResult:
    """"Whenever [you / a player] cast[s] a [filter] spell [with mana value N or greater /
    less]" (Eidolon of the Great Revel; CR 601.2i, 202.3): the spell as it becomes cast, its
    mana value with any X chosen (202.3b); "that player" is its caster (603.7c). "... a
    spell that targets a creature you control" (Colleen Wing): one of its targets, chosen
    before it becomes cast (601.2c), is such a permanent (115.1). "... a spell with {X} in
    its mana cost" (Matterbending Mage): the symbol printed in it (107.3). "... a spell from your
    graveyard" (Secrets of the Dead), "a player casts a spell from a graveyard" (Ash Zealot):
    the zone the card was cast from (601.2a), "your" being the graveyard of the ability's
    controller (404.1: a card's owner's graveyard). "... a creature spell that has an
    Adventure" (Edgewall Innkeeper): an adventurer card cast as the creature (715.2a).
    "... an instant or sorcery spell that targets only a single creature you control"
    (Leyline of Resonance): one permanent is all it targets (115.1); "... a spell while ~ is
    attacking" (Fire Lord Azula): the source attacking as the spell becomes cast (506.4).
    "... a spell with mana value equal to the number of charge counters on ~" (Chalice of the
    Void): compared as it becomes cast (202.3b: X counted). "... a spell from anywhere other
    than your hand" (Graham O'Brien): the zone it was cast from (601.2a) is not its caster's
    hand. "... with the same name as a card in their graveyard" (Dragonlord Kolaghan): a name
    in common (201.2a) with a card in the caster's graveyard as it becomes cast. "... a spell
    of the chosen type" (Door of Destinies): of the creature type chosen as the source
    entered (614.12, 205.3m), as the spell becomes cast."""
    flt = parse_filter(m["what"]) if m["what"] else None
    if m["chosen"]:
        if any(m[g] for g in ("mv", "same", "adventure", "yard", "elsewhere", "attacking")):
            raise NotUnderstood(m.group(0))  # one quality of the spell read with the choice
        flt = parse_filter(f"{m['what'] or ''} spell{m['chosen']}".strip())
    if m["mv"] and not m["only"] and not m["kind"]:
        flt = parse_filter(f"{m['what'] or ''} spell{m['mv']}".strip())
    whose = {"you": "you", "an opponent": "opponent"}.get(m["who"].lower())
    if whose != "you":
        b.that_player = EventPlayer()
    if m["same"]:
        if m["mv"] or m["adventure"] or m["yard"] or m["elsewhere"] or m["attacking"] or \
                whose == "you":
            raise NotUnderstood(m.group(0))
        return _trigger("cast", m.group(0), filter=flt, whose=whose,
                        predicate=_named_as_a_card_in_their_graveyard)
    if m["kind"]:
        if m["adventure"] or m["yard"] or m["attacking"]:
            raise NotUnderstood(m.group(0))
        return _trigger("cast", m.group(0), filter=flt, whose=whose,
                        predicate=_mana_value_is_counters(m["kind"].lower()))
    if m["only"] or m["attacking"]:
        if m["adventure"] or m["yard"] or (m["only"] and m["attacking"]):
            raise NotUnderstood(m.group(0))
        check = _while_attacking if m["attacking"] else _targets_only_a_single(
            permanent_filter(parse_filter(m["only"])))
        return _trigger("cast", m.group(0), filter=flt, whose=whose, predicate=check)
    if m["elsewhere"]:
        if m["adventure"] or m["mv"]:
            raise NotUnderstood(m.group(0))
        return _trigger("cast", m.group(0), filter=flt, whose=whose,
                        predicate=_not_from_your_hand)
    if m["adventure"]:
        if m["yard"] or m["mv"]:
            raise NotUnderstood(m.group(0))
        return _trigger("cast", m.group(0), filter=flt, whose=whose, predicate=_has_an_adventure)
    if not m["yard"]:
        return _trigger("cast", m.group(0), filter=flt, whose=whose)
    yours = m["yard"].lower() == "your"

    def from_graveyard(game: Game, source: GameObject, data: Any) -> bool:
        # CR 601.2a: the spell remembers the zone it was cast from; 404.1: whose graveyard
        obj = game.find(data["obj"])
        if obj is None or obj.spell is None or obj.spell.from_zone is not Zone.GRAVEYARD:
            return False
        return not yours or obj.owner == source.controller

    return _trigger("cast", m.group(0), filter=flt, whose=whose, predicate=from_graveyard)


def _not_from_your_hand(game: Game, source: GameObject, data: Any) -> bool:
    """CR 601.2a, 404.1: the spell was cast from a zone other than the hand of the ability's
    controller (a card in a hand is in its owner's hand, 400.3)."""
    obj = game.find(data["obj"])
    if obj is None or obj.spell is None:
        return False
    return obj.spell.from_zone is not Zone.HAND or obj.owner != source.controller


def _named_as_a_card_in_their_graveyard(game: Game, source: GameObject, data: Any) -> bool:
    """CR 201.2a: the spell, as it becomes cast, has a name in common with a card in its
    caster's graveyard (601.2i; "their": the player who cast it, 603.7c)."""
    obj = game.find(data["obj"])
    if obj is None:
        return False
    names = set(game.chars(obj.id).name.split(" // ")) - {""}
    return any(names & set(game.chars(c.id).name.split(" // "))
               for c in game.graveyard(obj.controller))


def _mana_value_is_counters(kind: str) -> Callable[[Game, GameObject, Any], bool]:
    """CR 202.3, 202.3b: the spell's mana value, X as announced, equals the number of
    ``kind`` counters on the source (122.1) as the spell becomes cast."""

    def equal(game: Game, source: GameObject, data: Any) -> bool:
        obj = game.find(data["obj"])
        return obj is not None and game.mana_value(obj.id) == source.counters.get(kind, 0)

    return equal


def _while_attacking(game: Game, source: GameObject, data: Any) -> bool:
    """CR 506.4, 508.1: the source is an attacking creature as the spell becomes cast."""
    return game.is_attacking(source.id)


def _targets_only_a_single(flt: Any) -> Callable[[Game, GameObject, Any], bool]:
    """CR 115.1, 601.2c: every target chosen for the spell is one and the same permanent,
    which fits ``flt`` as "you" sees it (the same object chosen for several targets counts
    once)."""

    def only(game: Game, source: GameObject, data: Any) -> bool:
        obj = game.find(data["obj"])
        if obj is None or obj.spell is None:
            return False
        chosen = {t for group in obj.spell.targets for t in group}
        if len(chosen) != 1:
            return False
        target = next(iter(chosen))
        found = game.find(target) if isinstance(target, int) else None
        return found is not None and found.zone is Zone.BATTLEFIELD and flt.matches(
            game, found, player=source.controller, source=source.id)

    return only


def _has_an_adventure(game: Game, source: GameObject, data: Any) -> bool:
    """CR 715.2a: the spell cast is an adventurer card, whichever characteristics it uses (an
    omen card, laid out the same way, is none, 720.1)."""
    obj = game.find(data["obj"])
    return obj is not None and whole_card(obj).layout == "adventure" and \
        not is_omen_card(whole_card(obj))


@rule("activate an ability that isn't a mana ability",
      r"(?P<who>you|an opponent|a player) activates? an ability(?: of (?:a|an) (?P<what>[\w ,]+?))?"
      r"(?: that isn't a mana ability|, if it isn't a mana ability)", kind="trigger")
def _activate_nonmana_ability(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a player activates an ability that isn't a mana ability" (Burning-Tree
    Shaman), "Whenever an opponent activates an ability of an artifact, creature, or land that
    isn't a mana ability" (Immolation Shaman; CR 602.2, 605.1a, 603.2), "Whenever you activate
    an ability, if it isn't a mana ability" (the same: an intervening "if" about what the event
    is, true then and as it resolves, 603.4; Rings of Brighthearth): as the ability is put
    on the stack, its source a permanent of the filter then; "that player" is the one who
    activated it (603.7c). A mana ability never triggers it."""
    whose = {"you": "you", "an opponent": "opponent"}.get(m["who"].lower())
    if whose != "you":
        b.that_player = EventPlayer()
    flt = permanent_filter(parse_filter(m["what"])) if m["what"] else None

    def not_mana(game: Game, source: GameObject, data: Any) -> bool:
        ability = data.get("ability")  # CR 605.1a: one that could add mana is a mana ability
        if ability is None or ability.is_mana_ability:
            return False
        if flt is None:
            return True
        found = game.find(data["obj"])
        if found is not None:
            return flt.matches(game, found, player=source.controller, source=source.id)
        # CR 608.2h, 113.7a: a source sacrificed to pay the cost, as it last existed
        known = game.state.lki.get(data["obj"])
        return known is not None and flt.matches_chars(
            game, known.obj.replace(controller=known.last_controller), known.chars,
            player=source.controller, source=source.id)

    return _trigger("activate", m.group(0), whose=whose, predicate=not_mana)


@rule("cast a spell during an opponent's turn",
      r"you cast (?:(?:a|an) (?:(?P<what>.+?) )?spell during an|(?P<first>your first) spell "
      r"during each) opponent's turn", kind="trigger")
def _cast_during_opponents_turn(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you cast a [filter] spell during an opponent's turn" (Brineborn Cutthroat),
    "Whenever you cast your first spell during each opponent's turn" (Arena Trickster; CR
    601.2i, 603.2, 102.2): a spell its controller casts while an opponent is the active
    player; "first": the first spell they cast this turn (copies are not cast, 707.10)."""
    flt = parse_filter(m["what"]) if m["what"] else None
    first = bool(m["first"])

    def opponents_turn(game: Game, source: GameObject, data: Any) -> bool:
        if game.state.turn.active == source.controller:
            return False
        return not first or data.get("cast_this_turn") == 1

    return _trigger("cast", m.group(0), filter=flt, whose="you", predicate=opponents_turn)


@rule("cast or copy a spell", r"you cast or copy (?:a|an) (?P<what>.+?) spell", kind="trigger")
def _cast_or_copy_spell(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you cast or copy an instant or sorcery spell" (magecraft, 207.2c: Clever
    Lumimancer; CR 601.2i, 707.10): a spell its controller casts, or a copy of a spell put
    onto the stack under their control (a copy is not cast, so each triggers it once)."""
    flt = parse_filter(m["what"])
    return (_trigger("cast", m.group(0), filter=flt, whose="you"),
            _trigger("copy", m.group(0), filter=flt, whose="you"))


@rule("play a land",
      r"(?:(?P<you>you) play|(?P<who>a player|an opponent) plays) a land"
      r"(?P<spell> or (?:cast|casts) a spell)?", kind="trigger")
def _play_a_land(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a player / an opponent plays a land" (Horn of Greed, Burgeoning; CR 305.1,
    603.2): as the land is played (a special action, 116.2a), not as a land is put onto the
    battlefield otherwise; "that player" is the one who played it (603.7c). "Whenever you
    play a land or cast a spell" (The Endstone): either event (601.2i), a copy not being
    cast (707.10)."""
    if m["spell"] and bool(m["you"]) == m["spell"].endswith("casts a spell"):
        raise NotUnderstood(m.group(0))  # "you play ... casts", "a player plays ... cast"
    whose = "you" if m["you"] else {"an opponent": "opponent"}.get(m["who"].lower())
    if whose != "you":
        b.that_player = EventPlayer()
    played = _trigger("land_played", m.group(0), whose=whose)
    if not m["spell"]:
        return played
    return (played, _trigger("cast", m.group(0), whose=whose))


def _second(key: str, nth: int = 2) -> Callable[[Game, GameObject, Any], bool]:
    """The event is the player's ``nth`` (second, third) of its kind this turn (``key``: the
    kernel's count in the event, this one included)."""

    def second(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get(key) == nth)

    return second


@rule("cast second spell each turn",
      r"(?:(?P<you>you) cast your|(?P<who>an opponent|a player) casts their) "
      r"(?P<nth>second|third) spell each turn", kind="trigger")
def _cast_second_spell(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you cast your second spell each turn", "Whenever an opponent / a player casts
    their second spell each turn", "Whenever you cast your third spell each turn" (Captain
    Ripley Vance; CR 601.2i, 603.2): the spell its caster casts second (third) this turn,
    whoever's turn it is; copies are not cast (707.10)."""
    whose = "you" if m["you"] else {"an opponent": "opponent"}.get(m["who"].lower())
    nth = 3 if m["nth"].lower() == "third" else 2
    return _trigger("cast", m.group(0), whose=whose, predicate=_second("cast_this_turn", nth))


@rule("cast first spell each turn",
      r"(?:(?P<you>you) cast your|(?P<who>an opponent|a player) casts their) first "
      r"(?P<what>instant or sorcery |creature |noncreature )?spell each turn", kind="trigger")
def _cast_first_spell(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you cast your first spell each turn" (Rodeo Pyromancers), "... your first
    instant or sorcery spell each turn" (Double Vision), "Whenever a player casts their first
    spell each turn" (Pain Distributor; CR 601.2i, 603.2): the first such spell its caster
    casts this turn (the turn records each spell cast with its card types), whoever's turn it
    is; copies are not cast (707.10); "that player" / "they" is the caster (603.7c)."""
    whose = "you" if m["you"] else {"an opponent": "opponent"}.get(m["who"].lower())
    if whose != "you":
        b.that_player = EventPlayer()
    kinds = {"instant or sorcery ": ("Instant", "Sorcery"), "creature ": ("Creature",),
             "noncreature ": ()}.get((m["what"] or "").lower())

    def fits(types: tuple[str, ...]) -> bool:
        if kinds is None:
            return True
        if not kinds:  # CR 205.2a: "noncreature", without the creature type
            return "Creature" not in types
        return any(k in types for k in kinds)

    def first(game: Game, source: GameObject, data: Any) -> bool:
        player = data.get("player")
        cast = [types for p, types in game.state.turn.records.spells_cast if p == player]
        return bool(cast) and fits(cast[-1]) and sum(map(fits, cast)) == 1

    return _trigger("cast", m.group(0), whose=whose, predicate=first)


@rule("draw second card each turn",
      r"(?:(?P<you>you) draw your|(?P<who>an opponent) draws their) second card each turn",
      kind="trigger")
def _draw_second_card(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you draw your second card each turn", "Whenever an opponent draws their
    second card each turn" (Faerie Mastermind; CR 121.1, 603.2): each card is drawn on its
    own, so "draw two cards" triggers it on the second, counted for the player who draws;
    a replaced draw draws nothing (121.6, 614.6); "that player" is the one who drew
    (603.7c)."""
    if m["you"]:
        return _trigger("draw", m.group(0), whose="you", predicate=_second("drawn_this_turn"))
    b.that_player = EventPlayer()
    return _trigger("draw", m.group(0), whose="opponent", predicate=_second("drawn_this_turn"))


@rule("you draw a card", r"you draw a card", kind="trigger")
def _you_draw_a_card(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you draw a card" (Lorescale Coatl; CR 121.2, 603.2): once for each card
    drawn, "draw two cards" being two draws; a replaced draw draws nothing (121.6, 614.6)."""
    return _trigger("draw", m.group(0), whose="you")


@rule("another player draws a card", r"(?P<who>an opponent|a player) draws a card", kind="trigger")
def _player_draws_a_card(m: _M, b: Builder) -> SentenceResult:
    """"Whenever an opponent / a player draws a card" (Fate Unraveler; CR 121.2, 603.2): once
    for each card that player draws; "that player" / "they" is the one who drew (603.7c)."""
    b.that_player = EventPlayer()
    whose = "opponent" if m["who"].lower() == "an opponent" else None
    return _trigger("draw", m.group(0), whose=whose)


#: "a creature card", "a nonland card": the discarded card's card type (CR 205.2a)
_DISCARDED_KIND = (r"(?:(?P<kind>creature|land|nonland|noncreature|noncreature, nonland|artifact|"
                   r"instant|sorcery) )?")


@rule("you cycle or discard a card",
      rf"you (?P<cycle>cycle or )?discard (?P<another>a|another) {_DISCARDED_KIND}card",
      kind="trigger")
def _you_discard_a_card(m: _M, b: Builder) -> SentenceResult:
    """"Whenever you discard a card", "Whenever you cycle or discard a card" (Flameblade
    Adept; CR 701.9a, 702.29d): each card its controller discards, a cycled card once (the
    discard paying the cycling cost, 702.29a). "Another card" (Curator of Mysteries): the
    ability functions on the battlefield only (113.6), where its source is never a card
    discarded, so every discarded card is another one. "Whenever you discard a creature
    card" (Surly Badgersaur): of that card type, as it is in the zone it went to (the
    graveyard, 701.9a)."""
    return _trigger("discard", m.group(0), whose="you", **_discarded_kind(m))


def _discarded_kind(m: _M) -> dict[str, Any]:
    """The filter of "a [creature] card" discarded: nothing for any card."""
    if not m["kind"]:
        return {}
    if m.groupdict().get("cycle") or m.groupdict().get("another", "a").lower() == "another":
        raise NotUnderstood(m.group(0))  # "cycle or discard a creature card": not seen
    return {"filter": parse_filter(m["kind"])}


#: CR 113.6k: a discarded card's own "causes you to discard ~" trigger functions where the
#: card winds up: its owner's graveyard, or exile if a replacement sent it there (614.1).
_DISCARDED_CARD_ZONES = ("graveyard", "exile")


@sentence("an opponent's spell causes you to discard self",
          r"a spell or ability an opponent controls causes you to discard ~", kind="trigger",
          priority=1)
def _opponent_causes_you_to_discard_self(m: _M, b: Builder) -> SentenceResult:
    """"When a spell or ability an opponent controls causes you to discard this card, create
    four 1/1 colorless Gnome artifact creature tokens." (Metrognome; CR 701.9a, 113.6k): the
    card itself is discarded by an instruction of a spell or ability an opponent controls as
    it resolves (not to pay a cost, 118.3); the ability triggers from the zone the card went
    to, "it" being the card there; "that player" is that opponent (Psychic Purge)."""

    def by_an_opponent(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        caused_by = data.get("caused_by")
        return data.get("obj") == source.id and caused_by is not None and \
            caused_by != data.get("player")

    b.trigger_zones = _DISCARDED_CARD_ZONES
    b.it = SourceRef()  # "it" is the discarded card, where it went, not the hand card
    b.that_player = EventPlayer("caused_by")  # "that player": the opponent (603.7c)
    return _trigger("discard", m.group(0), whose="you", predicate=by_an_opponent)


@rule("an opponent discards a card",
      rf"(?P<who>an opponent|a player) discards a {_DISCARDED_KIND}card", kind="trigger")
def _opponent_discards_a_card(m: _M, b: Builder) -> SentenceResult:
    """"Whenever an opponent discards a card, that player loses 2 life." (Fell Specter; CR
    701.9a, 603.2): once for each card an opponent discards; "that player" is the one who
    discarded it (603.7c). "Whenever a player discards a card" (Spirit Cairn): any player,
    its controller too."""
    b.that_player = EventPlayer()
    whose = "opponent" if m["who"].lower() == "an opponent" else None
    return _trigger("discard", m.group(0), whose=whose, **_discarded_kind(m))


#: "enchanted creature", "equipped creature": the permanent the source is attached to as
#: the event happens (CR 303.4, 301.5); leaving the battlefield is not read (the Aura or
#: Equipment would have to be looked back at too, 603.10a).
_ATTACHED = r"(?P<how>enchanted|equipped) (?P<what>creature|land|permanent|artifact)"


def _subject(m: _M, **kw: Any) -> dict[str, Any]:
    """The trigger condition's object: ~ itself, what the source is attached to, or any
    object matching "a / another [filter]"."""
    other = m.groupdict().get("other")
    if other:
        return {"filter": parse_filter(
            ("another " if m["article"].lower() == "another" else "") + other), **kw}
    if not m["how"]:
        return {"self_only": True, **kw}
    previous = kw.pop("predicate", None)

    def attached(game: Game, source: GameObject, data: Any) -> bool:
        if source.attached_to is None or data.get("obj") != source.attached_to:
            return False
        return previous is None or bool(previous(game, source, data))

    return {"filter": parse_filter(m["what"]), "predicate": attached, **kw}


@rule("attached event",
      rf"{_ATTACHED} (?P<a>{_ATTACHED_EVENT})(?: or (?P<b>{_ATTACHED_EVENT}))?",
      kind="trigger")
def _attached_event(m: _M, b: Builder) -> SentenceResult:
    """"Whenever enchanted creature attacks", "When enchanted land becomes tapped",
    "Whenever equipped creature attacks or blocks" (CR 603.2): the event of the permanent
    the Aura or Equipment is attached to."""
    events = [_SELF_EVENTS[e.lower()] for e in (m["a"], m["b"]) if e]
    if len(set(events)) != len(events):
        raise NotUnderstood(m.group(0))
    found = tuple(_trigger(e, m.group(0), **_subject(m)) for e in events)
    return found if len(found) > 1 else found[0]


@rule("self or attached creature attacks",
      r"~ or (?:enchanted|equipped) creature attacks", kind="trigger")
def _self_or_attached_attacks(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ or enchanted creature attacks" (Heliod's Emissary, bestow; CR 508.1m,
    303.4, 301.5): as either it or the creature it is attached to is declared an attacker,
    each declaration an event of its own (603.2c)."""

    def self_or_attached(game: Game, source: GameObject, data: Any) -> bool:
        obj = data.get("obj")
        return obj == source.id or (source.attached_to is not None and obj == source.attached_to)

    return _trigger("attacks", m.group(0), predicate=self_or_attached)


@rule("attached creature dies",
      r"(?P<how>enchanted|equipped) (?P<what>creature|land|plains|island|swamp|mountain|forest)"
      r" (?P<ev>dies|leaves the battlefield|is put into a graveyard)", kind="trigger")
def _attached_dies(m: _M, b: Builder) -> SentenceResult:
    """"When enchanted creature dies, ..." (False Demise; CR 603.2, 700.4): the creature the
    Aura or Equipment was attached to as it died; "... leaves the battlefield" (Valor of the
    Worthy): to any zone (603.6c). A leaves-the-battlefield trigger looks back (603.10a): the
    source is seen as it was then, attached until state-based actions (704.5m) or leaving
    with it (its last known information). "When enchanted land dies, ..." (the Zendikons):
    the land the Aura made a creature; "dies" is still a creature's (700.4). "When enchanted
    Forest is put into a graveyard, ..." (the Genju): the land the Aura is attached to, a
    creature or not, put into a graveyard from the battlefield, where it is (303.4)."""
    what, ev = m["what"].lower(), m["ev"].lower()
    if m["how"].lower() != "enchanted" and what != "creature":
        raise NotUnderstood(m.group(0))
    if (what != "creature" and ev == "leaves the battlefield") or (
            what not in ("creature", "land") and ev != "is put into a graveyard"):
        raise NotUnderstood(m.group(0))

    def was_attached(game: Game, source: GameObject, data: Any) -> bool:
        return source.attached_to is not None and data.get("old") == source.attached_to

    if ev == "is put into a graveyard":  # CR 700.4: the kernel's "dies" event, any permanent
        return _trigger("dies", m.group(0), predicate=was_attached)
    event = "dies" if ev == "dies" else "leaves"
    return _trigger(event, m.group(0), filter=parse_filter("creature"), predicate=was_attached)


@rule("combat damage to a player",
      rf"(?:(?P<or_equipped>~ or equipped creature)|~|{_ATTACHED}|(?P<article>a|an|another) "
      r"(?P<other>.+?)) deals "
      r"(?P<combat>combat )?damage to (?P<who>a player or planeswalker|a player or battle|"
      r"a player|an opponent|one of your opponents|you)", kind="trigger")
def _combat_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ / equipped creature / a creature you control deals [combat] damage to a
    player / an opponent" (CR 603.2, 120.3): the damage event of this source, of the
    creature it is attached to or of a source matching the filter, once per source; "an
    opponent" is one of the ability's controller's opponents. "... to a player or
    planeswalker" (Psychic Frog) also counts damage dealt to a planeswalker (120.3c), "... to
    a player or battle" (Archpriest of Shadows) damage dealt to a battle (120.3h), no "that
    player" then. "a creature deals combat damage to you" (Teysa, Envoy of Ghosts):
    to the ability's controller, "that creature" being the source (603.7c). "~ or equipped
    creature" (Acquisition Octopus): either source, each of its own damage (603.2c)."""
    combat_only = bool(m["combat"])
    who = m["who"].lower()
    opponent = who in ("an opponent", "one of your opponents")  # CR 102.3: the same players
    walker = who == "a player or planeswalker"
    battle = who == "a player or battle"
    you = who == "you"  # "a creature deals combat damage to you" (Teysa): its controller

    def check(game: Game, source: GameObject, data: Any) -> bool:
        recipient = data.get("recipient")
        if combat_only and not data.get("combat"):
            return False
        if walker and isinstance(recipient, int):
            # CR 120.3c: the planeswalker as the damage is dealt, before any 704.5i
            return (game.find(recipient) is not None
                    and game.chars(recipient).type_line.has_type("Planeswalker"))
        if battle and isinstance(recipient, int):
            # CR 120.3h: the battle as the damage is dealt, before any 704.5v
            return (game.find(recipient) is not None
                    and game.chars(recipient).type_line.has_type("Battle"))
        if not isinstance(recipient, PlayerRef):
            return False
        if you:
            return recipient.index == source.controller
        return not opponent or recipient.index != source.controller

    if you and not m["other"]:
        raise NotUnderstood(m.group(0))  # "~ deals combat damage to you": not read
    if not walker and not battle and not you:
        b.that_player = EventRef("recipient")  # CR 603.2: "that player" is the one dealt damage
    if m["or_equipped"]:

        def self_or_equipped(game: Game, source: GameObject, data: Any) -> bool:
            # CR 301.5: the creature it is attached to as the damage is dealt, or itself
            obj = data.get("obj")
            if obj != source.id and (source.attached_to is None or obj != source.attached_to):
                return False
            return check(game, source, data)

        return _trigger("damage", m.group(0), predicate=self_or_equipped)
    worded(check, f"{m['combat'] or ''}damage to {who}")  # what explain shows it as
    return _trigger("damage", m.group(0), **_subject(m, predicate=check))


@rule("self enters or deals combat damage to a player",
      r"~ enters(?: the battlefield)? or deals combat damage to a player", kind="trigger")
def _enters_or_combat_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ enters or deals combat damage to a player" (Tomebound Lich; CR 603.2,
    603.6a, 510.2, 120.3): two events, either one triggers it, the damage once per combat
    damage step it deals combat damage to a player (603.2c); no "that player" (entering names
    none)."""

    def to_a_player(game: Game, source: GameObject, data: Any) -> bool:
        # CR 510.2: combat damage dealt by this creature to a player (not a planeswalker)
        return (data.get("obj") == source.id and bool(data.get("combat"))
                and isinstance(data.get("recipient"), PlayerRef))

    return (_trigger("enters", m.group(0), self_only=True),
            _trigger("damage", m.group(0), predicate=to_a_player))


@rule("damage to a creature",
      rf"(?:~|{_ATTACHED}|(?P<article>a|an|another) (?P<other>.+?)) deals "
      r"(?P<combat>combat )?damage to a creature", kind="trigger")
def _damage_to_creature(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ deals [combat] damage to a creature, destroy that creature" (CR 603.2,
    120.3): once for each creature it deals damage to (603.2c), "that creature" being the one
    dealt damage (a new object once it has died, 400.7, so no longer found)."""
    combat_only = bool(m["combat"])

    def check(game: Game, source: GameObject, data: Any) -> bool:
        recipient = data.get("recipient")
        if not isinstance(recipient, int) or (combat_only and not data.get("combat")):
            return False
        return game.find(recipient) is not None and game.chars(recipient).is_creature

    b.it = EventRef("recipient")
    worded(check, f"{m['combat'] or ''}damage to a creature")  # what explain shows it as
    return _trigger("damage", m.group(0), **_subject(m, predicate=check))


@rule("deals damage", rf"(?:~|{_ATTACHED}|(?P<article>a|an|another) (?P<other>[\w ]+?)) deals "
      r"(?P<combat>combat )?damage", kind="trigger")
def _deals_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ / enchanted creature / a creature you control deals [combat] damage, you
    gain that much life" (Noble Purpose; CR 603.2, 603.2c): once for each damage event the
    source deals damage in, whatever it is dealt to (a trampler's damage to a blocker and a
    player is one event); "that much" is all the damage it dealt in it, after prevention
    (615, 120.3)."""
    if m["other"] and m["other"].lower() == "source":
        raise NotUnderstood(m.group(0))  # "a source": any object, not a permanent filter
    if m["other"]:
        b.it = EventRef("obj")  # CR 603.7c: "it" / "its controller" is the source dealing it
    combat_only = bool(m["combat"])

    def check(game: Game, source: GameObject, data: Any) -> bool:
        return not combat_only or bool(data.get("combat"))

    worded(check, f"deals {m['combat'] or ''}damage")  # what explain shows it as
    return _trigger("dealt_damage", m.group(0), **_subject(m, predicate=check))


@rule("a source deals damage to self", r"a source deals damage to ~", kind="trigger")
def _source_deals_damage_to_self(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a source deals damage to ~" (Nested Ghoul; CR 603.2, 120.3): once for each
    source that deals damage to it (two blockers: twice), lethal damage too, not once per
    damage event as "is dealt damage" is (603.2c); damage it deals triggers nothing."""

    def to_self(game: Game, source: GameObject, data: Any) -> bool:
        return data.get("recipient") == source.id and bool(data.get("amount"))

    return _trigger("damage", m.group(0), predicate=to_self)


@rule("a source deals damage to a player",
      r"a source (?P<whose>you control|an opponent controls) deals (?P<combat>combat |noncombat )?"
      r"damage to (?P<to>you|an opponent)", kind="trigger")
def _source_deals_damage_to_player(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a source you control deals noncombat damage to an opponent" (Niv-Mizzet,
    Visionary), "Whenever a source an opponent controls deals damage to you" (Michiko Konda;
    CR 603.2, 120.3, 603.2c): once for each source that deals damage to the player, its
    controller as it deals it (the event's); "noncombat": not in the combat damage step
    (510.2). "That player" is the opponent dealt damage, or the opponent whose source dealt
    it to you (603.7c); "that much / many" the damage dealt."""
    yours = m["whose"].lower() == "you control"
    to_you = m["to"].lower() == "you"
    combat = {"combat ": True, "noncombat ": False}.get((m["combat"] or "").lower())

    def check(game: Game, source: GameObject, data: Any) -> bool:
        recipient, dealer = data.get("recipient"), data.get("player")
        if not isinstance(recipient, PlayerRef) or dealer is None or not data.get("amount"):
            return False
        if combat is not None and bool(data.get("combat")) != combat:
            return False
        if (dealer == source.controller) != yours:
            return False
        return (recipient.index == source.controller) == to_you

    if yours == to_you:
        raise NotUnderstood(m.group(0))  # "a source you control deals damage to you": not read
    b.that_player = EventPlayer() if to_you else EventRef("recipient")
    return _trigger("damage", m.group(0), predicate=check)


@rule("a creature is dealt damage", r"(?P<article>a|an|another) (?P<other>[\w ]+?) is dealt "
      r"(?P<combat>combat )?damage", kind="trigger")
def _object_is_dealt_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever a creature is dealt damage, destroy it" (Death Pits of Rath; CR 603.2,
    603.2c, 120.3): once for each creature in each damage event it is dealt damage in, "it" /
    "that creature" being that creature (603.7c), "that much" the damage dealt to it."""
    flt = parse_filter(m["other"])
    if flt.types != ("Creature",):
        raise NotUnderstood(m.group(0))  # a creature only: other objects not read here
    b.it = EventRef("obj")
    if not m["combat"]:
        return _trigger("is_dealt_damage", m.group(0), **_subject(m))

    def check(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get("combat"))  # CR 510.2: the combat damage step's damage only

    return _trigger("is_dealt_damage", m.group(0), **_subject(m, predicate=check))


@rule("is dealt damage", rf"(?:~|{_ATTACHED}) is dealt (?P<combat>combat )?damage",
      kind="trigger")
def _is_dealt_damage(m: _M, b: Builder) -> SentenceResult:
    """"Whenever ~ is dealt damage, it deals that much damage to any target" (Boros Reckoner),
    "When enchanted creature is dealt damage, destroy it" (Cracked Skull): once for each damage
    event the permanent is dealt damage in, all its sources together, "that much" being the
    damage dealt to it after prevention (CR 603.2, 603.2c, 120.4, 615); "is dealt combat
    damage" (Pious Warrior): only in a combat damage event (510.2)."""
    if m["how"]:
        if m["what"].lower() != "creature":
            raise NotUnderstood(m.group(0))
        b.it = EventRef("obj")  # "it" is the creature dealt damage, not the Aura (CR 603.2)
    if not m["combat"]:
        return _trigger("is_dealt_damage", m.group(0), **_subject(m))

    def check(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get("combat"))  # CR 510.2: the combat damage step's damage only

    return _trigger("is_dealt_damage", m.group(0), **_subject(m, predicate=check))


_STEPS = {"upkeep": "UPKEEP", "end step": "END", "draw step": "DRAW", "combat": "BEGIN_COMBAT",
          "first main phase": "MAIN1", "precombat main phase": "MAIN1",
          "postcombat main phases": "MAIN2"}  # CR 505.1a


_STEP_PATTERN = (r"the beginning of (?:(?P<whose>your|each|each opponent's|the next|each "
                 r"player's|the|each of your) )?(?P<step>upkeep|end step|draw step|(?:first|"
                 r"precombat) main phase|postcombat main phases|combat(?: on (?P<turn>your|each "
                 r"opponent's) turn)?)")


@rule("beginning of step", _STEP_PATTERN, kind="trigger")
def _step(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of [your / each / each opponent's] upkeep / end step / ...": the
    step as it begins (CR 503.1, 513.1, 507.1); "combat on each opponent's turn": an
    opponent's beginning of combat step; "each of your postcombat main phases": every main
    phase of your turn after the first, an added one too (505.1a)."""
    said = (m["whose"] or "").lower()
    step_word = m["step"].lower()
    if (said == "each of your") != (step_word == "postcombat main phases"):
        raise NotUnderstood(m.group(0))  # "your postcombat main phases", "each of your upkeep"
    whose = {"your": "you", "each": None, "each opponent's": "opponent", "the next": None,
             "each player's": None, "the": None, "each of your": "you", "": None}[said]
    turn = (m["turn"] or "").lower()
    step = Step[_STEPS[step_word.split(" on ")[0]]]
    if bool(turn) == bool(said):
        raise NotUnderstood(m.group(0))  # "your combat on your turn", "the beginning of upkeep"
    if turn:
        whose = "you" if turn == "your" else "opponent"
    if said in ("each opponent's", "each player's") or turn == "each opponent's":
        b.that_player = EventPlayer()  # CR 603.7c: "that player" is the one whose step it is
    return _trigger("step_begins", m.group(0), step=step, whose=whose)


@sentence("self enters and at the beginning of a step",
          r"~ enters(?: the battlefield)? and at (?P<step>the beginning of your upkeep)",
          kind="trigger")
def _enters_and_at_step(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ enters and at the beginning of your upkeep" (Old Rutstein; CR 603.2): one
    ability with two trigger events, either one triggering it."""
    said = re.fullmatch(_STEP_PATTERN, m["step"], re.IGNORECASE)
    if said is None:
        raise NotUnderstood(m.group(0))
    step = _step.build(said, b)
    return (_trigger("enters", m.group(0), self_only=True), step)


@rule("beginning of your second main phase", r"the beginning of your second main phase",
      kind="trigger")
def _second_main_phase(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of your second main phase" (Ninja Pizza): the main phase begun second
    this turn (CR 505.1b), a postcombat one (505.1a), not any later added one."""

    def second(game: Game, source: GameObject, data: Any) -> bool:
        return game.state.turn.main_phases == 2  # CR 505.1b: counted in the current turn

    return _trigger("step_begins", m.group(0), step=Step.MAIN2, whose="you", predicate=second)


@rule("end of combat", r"end of combat(?: on (?P<turn>your|each opponent's) turn)?",
      kind="trigger")
def _end_of_combat(m: _M, b: Builder) -> SentenceResult:
    """"At end of combat [on your turn]": as the end of combat step begins (CR 511.2), of
    every turn or only of its controller's (or an opponent's) turn."""
    turn = (m["turn"] or "").lower()
    whose = {"": None, "your": "you", "each opponent's": "opponent"}[turn]
    return _trigger("step_begins", m.group(0), step=Step.END_COMBAT, whose=whose)


@rule("beginning of the upkeep of enchanted permanent's controller",
      r"the beginning of the (?P<step>upkeep|end step) of enchanted "
      r"(?P<what>creature|artifact|land|enchantment|permanent)'s controller", kind="trigger")
def _attached_controllers_upkeep(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of the upkeep of enchanted creature's controller" (One Thousand
    Lashes; CR 503.1, 603.2), "... the end step of ..." (Lingering Death; 513.1): that step of
    whoever controls the enchanted permanent as the step begins; "that player" is that player
    (603.7c)."""

    def attached_controllers(game: Game, source: GameObject, data: Any) -> bool:
        attached = source.attached_to
        return (attached is not None and game.find(attached) is not None
                and game.controller(attached) == data.get("player"))

    b.that_player = EventPlayer()
    types = () if m["what"] == "permanent" else (m["what"].capitalize(),)
    b.it = Each(AttachedFilter(types=types, text=f"enchanted {m['what']}"))  # "that creature"
    step = Step.UPKEEP if m["step"] == "upkeep" else Step.END
    return _trigger("step_begins", m.group(0), step=step, predicate=attached_controllers)


@rule("beginning of enchanted player's upkeep",
      r"the beginning of enchanted player's upkeep", kind="trigger")
def _enchanted_players_upkeep(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of enchanted player's upkeep" (Curse of the Bloody Tome; CR 503.1,
    603.2, 303.4): the upkeep of the player the Aura is attached to as the step begins;
    "that player" is that player (603.7c)."""

    def enchanted_players(game: Game, source: GameObject, data: Any) -> bool:
        return source.attached_player is not None and source.attached_player == data.get("player")

    b.that_player = EventPlayer()
    return _trigger("step_begins", m.group(0), step=Step.UPKEEP, predicate=enchanted_players)


@sentence("beginning of combat on your turn",
          r"the beginning of (?:combat on your turn|your combat step)", kind="trigger")
def _combat_on_your_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    # CR 507.1, 603.2: the beginning of combat step of its controller's turn; "your combat
    # step" (Occupation of Llanowar) names that step: the combat phase's first (506.1)
    return TriggerCondition("step_begins", step=Step.BEGIN_COMBAT, whose="you",
                            text=m.group(0))


@sentence("card leaves your graveyard",
          r"(?:a|an) (?P<what>.+?) card leaves your graveyard", kind="trigger")
def _leaves_your_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an instant or sorcery card leaves your graveyard" (Murktide Regent): the
    card as it was in your graveyard (its owner is you, 404.1) is what the filter sees."""
    flt = parse_filter(m["what"])

    def left(game: Game, source: GameObject, data: Any) -> bool:
        old = data.get("old_obj")
        if old is None or old.owner != source.controller:
            return False
        chars = game.last_known_chars(old.id)  # as it last existed there (608.2h)
        return flt.matches_chars(game, old, chars, player=source.controller, source=source.id)

    return TriggerCondition("leaves_graveyard", predicate=left, text=m.group(0))


def _some_card_was(flt: Any) -> Callable[[Game, GameObject, Mapping[str, Any]], bool]:
    """Whether one of the cards of a grouped event (``olds``, CR 603.2c) matched ``flt``
    as it last was before the event (608.2h)."""

    def some(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return any(flt.matches_chars(game, old, game.last_known_chars(old.id),
                                     player=source.controller, source=source.id)
                   for old in data.get("olds", ()))

    return some


@sentence("one or more cards leave your graveyard",
          r"one or more (?:(?P<what>.+?) )?cards leave your graveyard(?P<yours> during your turn)?",
          kind="trigger")
def _cards_leave_your_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more cards leave your graveyard [during your turn]" (Tormod, the
    Desecrator, Attuned Hunter; CR 603.2c): once for each event in which cards left it,
    however many ("one or more artifact cards": if one of them was an artifact card there);
    "that many" is how many left."""
    some = _some_card_was(parse_filter(m["what"])) if m["what"] else None
    yours = bool(m["yours"])

    def matches(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        # CR 500.1: "during your turn": while its controller is the active player
        if yours and game.active_player != source.controller:
            return False
        return some is None or some(game, source, data)

    return TriggerCondition("cards_leave_graveyard", whose="you",
                            predicate=matches if some is not None or yours else None,
                            text=m.group(0))


@sentence("you discard one or more cards",
          r"you discard one or more (?:(?P<what>.+?) )?cards|you discard one or more cards "
          r"(?P<first>for the first time each turn)", kind="trigger")
def _you_discard_cards(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you discard one or more cards" (Dying to Serve; CR 603.2c, 701.9a): once for
    each event in which you discarded, however many cards ("one or more artifact cards": if
    one of them was an artifact card); "that many" is how many you discarded then. "... for
    the first time each turn" (Rielle, the Everwise): only your first such event of the turn
    (with a filter, "the first time" could be of discarding any card or such a card: not
    read)."""
    if m["first"]:

        def first(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
            return data.get("times_this_turn") == 1

        return TriggerCondition("discards", whose="you", predicate=first, text=m.group(0))
    if not m["what"]:
        return TriggerCondition("discards", whose="you", text=m.group(0))
    return TriggerCondition("discards", whose="you",
                            predicate=_some_card_was(parse_filter(m["what"])), text=m.group(0))


@sentence("you expend N", r"you expend (?P<n>\d+)", kind="trigger")
def _you_expend(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you expend 4" (Wandertale Mentor; CR 700.14): as you pay a cost to cast a
    spell, if the mana you had spent on spells this turn was less than N before it and at
    least N after it."""
    n = int(m["n"])

    def crossed(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return int(data.get("before", 0)) < n <= int(data.get("after", 0))

    return TriggerCondition("expend", whose="you", predicate=crossed, text=m.group(0))


@sentence("one or more tokens you control enter", r"one or more tokens you control enter",
          kind="trigger")
def _tokens_enter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more tokens you control enter" (Marneus Calgar; CR 603.2c, 111.1):
    once for each event in which tokens entered under your control, however many ("that
    many": how many)."""
    return TriggerCondition("tokens_enter", whose="you", text=m.group(0))


@sentence("one or more creatures die",
          r"one or more (?P<other>other )?(?P<what>(?:nontoken )?creatures)(?P<yours> you "
          r"control)? die", kind="trigger")
def _creatures_die(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more [other] [nontoken] creatures [you control] die" (Morbid
    Opportunist, Homicide Investigator; CR 603.2c, 700.4): once for each event in which such
    creatures died, however many, whoever controlled them unless "you control" (as each last
    existed, 603.10a); "other": not this permanent, which sees the others dying with it
    (603.10a)."""
    flt = parse_filter(m["what"].removesuffix("s"))
    other = bool(m["other"])
    yours = bool(m["yours"])

    def some_died(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        for old, controller in zip(data.get("olds", ()), data.get("controllers", ()),
                                   strict=True):
            if other and old.id == source.id:
                continue
            if yours and controller != source.controller:
                continue
            if flt.matches_chars(game, old, game.last_known_chars(old.id),
                                 player=source.controller, source=source.id):
                return True
        return False

    return TriggerCondition("creatures_die", predicate=some_died, text=m.group(0))


@sentence("one or more cards are milled", r"one or more (?:(?P<what>.+?) )?cards are milled",
          kind="trigger")
def _cards_milled(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more nonland cards are milled" (Mirelurk Queen; CR 603.2c, 701.17a):
    once for each event in which cards were milled, whoever milled them, if one of them matched
    the filter as it was in the library."""
    if not m["what"]:
        return TriggerCondition("cards_milled", text=m.group(0))
    return TriggerCondition("cards_milled", predicate=_some_card_was(parse_filter(m["what"])),
                            text=m.group(0))


@sentence("you attack", r"you attack", kind="trigger")
def _you_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 508.3d: once each time you declare one or more attackers."""
    return TriggerCondition("attackers_declared", whose="you", text=m.group(0))


@sentence("one or more creatures attack", r"one or more creatures attack(?P<you> you)?",
          kind="trigger")
def _creatures_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more creatures attack" (Duelist's Heritage; CR 508.3d): once each time
    any player declares one or more attackers; "... attack you" (Orim's Prayer; 508.3b): once
    as one or more creatures are declared attacking you (not your planeswalkers). Creatures put
    onto the battlefield attacking were never declared (508.4). "Those creatures" are the
    creatures so declared (603.7c)."""
    b.it = EventObjects("attackers", parse_filter("creature"))
    if not m["you"]:
        return TriggerCondition("attackers_declared", text=m.group(0))

    def attacks_you(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return bool(data.get("defender") == source.controller)

    return TriggerCondition("player_attacked", predicate=attacks_you, text=m.group(0))


@sentence("~ and at least N other creatures attack",
          r"~ and at least (?P<n>\w+) other (?:creatures|(?P<one>creature)) attack",
          kind="trigger")
def _attacks_with_others(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever this creature and at least two other creatures attack" (battalion, 207.2c:
    Boros Elite; "... and at least one other creature attack", Sokka, Lateral Strategist):
    once as attackers are declared (508.3a), if it is one of them and at least N others are
    too; creatures put onto the battlefield attacking don't count (508.4)."""
    n = int_number(m["n"])
    if (n == 1) != bool(m["one"]):  # "at least one other creature", "two other creatures"
        raise NotUnderstood(m.group(0))

    def with_others(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        declared = tuple(data.get("attackers", ()))
        return source.id in declared and len(declared) - 1 >= n

    return TriggerCondition("attackers_declared", whose="you", predicate=with_others,
                            text=m.group(0))


@sentence("you attack a player with",
          r"you attack a player(?: with one or more (?P<what>.+))?", kind="trigger")
def _you_attack_a_player(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 508.3e: once for each player attacked (by one or more creatures matching
    ``what``, as they are declared attackers): "Whenever you attack a player with one or
    more creatures with power 4 or greater" (Bitter Work). "That player" is the player
    attacked (603.7c)."""
    b.that_player = EventPlayer("defender")
    if not m["what"]:
        return TriggerCondition("player_attacked", whose="you", text=m.group(0))
    flt = parse_filter(singular(m["what"]))

    def with_such(game: Game, source: GameObject, data: Any) -> bool:
        return any(game.find(a) is not None and flt.matches(game, game.obj(a),
                                                           player=source.controller)
                   for a in data.get("attackers", ()))

    return TriggerCondition("player_attacked", whose="you", predicate=with_such,
                            text=m.group(0))


@sentence("a player attacks enchanted player",
          r"a player attacks enchanted player with one or more creatures", kind="trigger")
def _a_player_attacks_enchanted_player(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a player attacks enchanted player with one or more creatures" (Curse of
    Shallow Graves; CR 508.3e, 303.4): once as any player declares one or more creatures
    attacking the player the Aura is attached to (not a planeswalker); "that attacking
    player" is the one who declared them (603.7c)."""
    b.that_player = EventPlayer()
    b.attacking_player_trigger = True

    def attacks_enchanted(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return source.attached_player is not None and \
            data.get("defender") == source.attached_player

    return TriggerCondition("player_attacked", predicate=attacks_enchanted, text=m.group(0))


@sentence("enchanted player is attacked", r"enchanted player is attacked", kind="trigger")
def _enchanted_player_is_attacked(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever enchanted player is attacked" (Curse of Opulence; CR 508.3b, 303.4): once as
    one or more creatures are declared attacking the player the Aura is attached to, by any
    player (not a planeswalker of theirs, not a creature put onto the battlefield attacking);
    "that player" is the attacked player (603.7c)."""
    b.that_player = EventPlayer("defender")

    def attacks_enchanted(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return source.attached_player is not None and \
            data.get("defender") == source.attached_player

    return TriggerCondition("player_attacked", predicate=attacks_enchanted, text=m.group(0))


@sentence("one or more creatures you control attack",
          r"one or more (?P<what>.+?) you control attack(?P<player> a player)?", kind="trigger")
def _yours_attack(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more [Dragons] you control attack" (Mavren Fein, Dusk Apostle; CR
    508.1, 508.3d): once as its controller declares attackers, if one or more of them match
    the filter as they are declared; "... attack a player" (Attuma; 508.3e): once for each
    player attacked by such creatures. Creatures put onto the battlefield attacking were
    never declared (508.4)."""
    flt = parse_filter(f"{singular(m['what'])} you control")

    def such_attackers(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return any(game.find(a) is not None and flt.matches(game, game.obj(a),
                                                           player=source.controller,
                                                           source=source.id)
                   for a in data.get("attackers", ()))

    b.it = EventObjects("attackers", flt)  # "they": those of the attackers it names (603.7c)
    event = "player_attacked" if m["player"] else "attackers_declared"
    return TriggerCondition(event, whose="you", predicate=such_attackers, text=m.group(0))


@sentence("you attack with N or more",
          r"you attack with (?P<n>\w+) or more (?P<what>.+)", kind="trigger")
def _you_attack_with_n_or_more(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you attack with two or more creatures" (Chivalric Alliance; CR 508.1,
    508.3d): once as its controller declares attackers, if at least N of them (matching the
    filter as they are declared) are declared; creatures put onto the battlefield attacking
    were never declared (508.4)."""
    n = int_number(m["n"])
    flt = parse_filter(singular(m["what"]))

    def enough(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        declared = [a for a in data.get("attackers", ()) if game.find(a) is not None
                    and flt.matches(game, game.obj(a), player=source.controller,
                                    source=source.id)]
        return len(declared) >= n

    # "create that many ... tokens" (Lulu, Inspiring Hollyphant): those attackers, CR 603.7c
    attackers = EventObjects("attackers", flt)
    b.that_many = Count("that many", lambda ctx: len(attackers.resolve(ctx)))
    return TriggerCondition("attackers_declared", whose="you", predicate=enough,
                            text=m.group(0))


@sentence("you sacrifice a permanent",
          r"(?P<who>you|a player|an opponent) sacrifices? (?P<what>(?:a|an|another) .+|~)",
          kind="trigger")
def _you_sacrifice(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you sacrifice another permanent" (Bloodbriar; CR 701.21a, 603.6c, 603.10a):
    a permanent its controller (the ability's) moves to the graveyard by sacrificing it, as
    a cost or an effect; it looks back at the permanent as it last existed there. "Whenever
    a player / an opponent sacrifices a creature" (Mortician Beetle): its controller is that
    player, the only one who can sacrifice it (701.21a)."""
    who = m["who"].lower()
    if (who == "you") != (m.group(0).lower().startswith("you sacrifice ")):
        raise NotUnderstood(m.group(0))  # "you sacrifices", "a player sacrifice"
    whose = {"you": "you", "an opponent": "opponent"}.get(who)

    def sacrificed(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return bool(data.get("cause") == "sacrifice")

    if m["what"] == "~":
        if who != "you":
            raise NotUnderstood(m.group(0))
        # "When you sacrifice ~" (Ordeal of Heliod): a leaves-the-battlefield ability of the
        # source itself, looking back at it (603.6c, 603.10a)
        return TriggerCondition("leaves", whose="you", self_only=True, predicate=sacrificed,
                                text=m.group(0))
    flt = parse_filter(m["what"])
    return TriggerCondition("leaves", whose=whose, filter=flt, predicate=sacrificed,
                            text=m.group(0))


@sentence("a player taps a land for mana",
          r"(?P<who>you tap|a player taps|an opponent taps) an? (?P<what>[\w ,-]+?) for mana",
          kind="trigger")
def _taps_for_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a player taps a land for mana, ~ deals 1 damage to that player." (Manabarbs),
    "Whenever an opponent taps a Mountain for mana, you may gain 1 life." (Sanctimony): a
    triggered ability that isn't a mana ability, as it does more than add mana; it uses the
    stack (CR 605.1b), triggering whenever a mana ability with {T} in its cost is activated
    (106.12). "That player" is the one who tapped it, its controller (603.7c, 605.3a)."""
    who = m["who"].lower()
    whose = {"you tap": "you", "an opponent taps": "opponent"}.get(who)
    b.that_player = EventPlayer()
    return TriggerCondition(TAPPED_FOR_MANA, whose=whose, filter=parse_filter(m["what"]),
                            text=m.group(0))


@sentence("you put counters on", rf"you put one or more (?P<kind>{COUNTER_KIND}) counters on "
          r"(?P<what>an? .+|~)", kind="trigger")
def _you_put_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you put one or more +1/+1 counters on a creature" (CR 122.6: entering with
    counters counts, put by the permanent's controller, 122.6a)."""
    kind = m["kind"].lower()

    def of_kind(game: Game, source: GameObject, data: Any) -> bool:
        return bool(data.get("kind") == kind)

    if m["what"] == "~":
        return TriggerCondition("counters_added", whose="you", self_only=True,
                                predicate=of_kind, text=m.group(0))
    return TriggerCondition("counters_added", whose="you", filter=parse_filter(m["what"]),
                            predicate=of_kind, text=m.group(0))


@sentence("counters are put on", rf"one or more (?P<kind>{COUNTER_KIND}) counters are put on "
          r"(?P<what>(?:a|an|another) .+|~)", kind="trigger")
def _counters_are_put_on(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more +1/+1 counters are put on ~ / a creature you control" (Basking
    Broodscale; CR 122.6, 603.2c): once for each event putting counters of that kind on
    the permanent, by any player, entering with them included (122.6); "that creature" is
    the permanent (603.7c)."""
    kind = m["kind"].lower()

    def of_kind(game: Game, source: GameObject, data: Any) -> bool:
        obj = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        # CR 110.1: "a creature" is a permanent: a suspended card's counters are not on one
        return (bool(data.get("kind") == kind) and int(data.get("amount", 0)) > 0
                and obj is not None and obj.zone is Zone.BATTLEFIELD)

    if m["what"] == "~":
        return TriggerCondition("counters_added", self_only=True, predicate=of_kind,
                                text=m.group(0))
    b.it = EventRef("obj")
    return TriggerCondition("counters_added", filter=parse_filter(m["what"]), predicate=of_kind,
                            text=m.group(0))


@sentence("you scry or surveil", r"you (?P<action>scry|surveil)(?P<both> or surveil)?",
          kind="trigger")
def _you_scry_or_surveil(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you scry" (Arwen Undómiel), "Whenever you surveil" (Blood Operative; CR
    701.22b-d, 701.25c-d): once its controller's scry / surveil is complete, whatever they
    saw; scry 0 / surveil 0 is no such event. "Whenever you scry or surveil" (Matoya, Archon
    Elder): either event triggers the one ability (603.2)."""
    if m["both"]:
        if m["action"].lower() != "scry":
            raise NotUnderstood(m.group(0))
        return (TriggerCondition("scry", whose="you", text=m.group(0)),
                TriggerCondition("surveil", whose="you", text=m.group(0)))
    return TriggerCondition(m["action"].lower(), whose="you", text=m.group(0))


@sentence("one or more creatures you control deal combat damage to a player",
          r"one or more (?P<what>.+?) you control(?P<with> with .+?)? deal combat damage to "
          r"(?P<who>a player|an opponent)", kind="trigger")
def _yours_deal_combat_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever one or more creatures you control deal combat damage to a player" (Grim
    Hireling; CR 510.2, 603.2c): once for each player dealt combat damage in one combat
    damage step by one or more such creatures of its controller; "that player" is the one
    dealt damage (603.7c)."""
    flt = parse_filter(f"{singular(m['what'])} you control{m['with'] or ''}")
    opponent = m["who"].lower() == "an opponent"

    def such_sources(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        recipient = data.get("recipient")
        if not isinstance(recipient, PlayerRef) or (
                opponent and recipient.index == source.controller):
            return False
        return any(game.find(s) is not None and flt.matches(game, game.obj(s),
                                                           player=source.controller,
                                                           source=source.id)
                   for s in data.get("sources", ()))

    b.that_player = EventRef("recipient")
    return TriggerCondition("combat_damage_to_player", whose="you", predicate=such_sources,
                            text=m.group(0))


@sentence("a creature you control explores", r"(?P<what>(?:a|another) .+?) explores",
          kind="trigger")
def _explores(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a creature you control explores" (Lurking Chupacabra; CR 701.44b-c): once
    the permanent's explore is complete, whatever could be done; one that left before is
    known by its last known information."""
    return TriggerCondition("explores", filter=parse_filter(m["what"]), text=m.group(0))


@sentence("you're dealt damage",
          r"(?:you(?:'re| are)|(?P<opponent>an opponent) is) dealt (?P<kind>combat |noncombat )?"
          r"damage", kind="trigger")
def _you_are_dealt_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you're dealt damage, put that many charge counters on this artifact." (Sun
    Droplet; CR 120.4, 603.2c): once for each damage event its controller is dealt damage
    in, all its sources together, "that many" being the damage dealt after prevention
    (615). "Whenever an opponent is dealt noncombat damage" (Chandra's Spitfire): once for
    each such event of each opponent, "that player" being them (603.7c); "combat" /
    "noncombat": dealt in the combat damage step or not (510.2)."""
    kind = (m["kind"] or "").strip().lower()
    if m["opponent"]:
        b.that_player = EventPlayer()
    whose = "opponent" if m["opponent"] else "you"
    if not kind:
        return TriggerCondition("player_dealt_damage", whose=whose, text=m.group(0))
    combat = kind == "combat"

    def of_kind(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return bool(data.get("combat")) == combat

    return TriggerCondition("player_dealt_damage", whose=whose, predicate=of_kind,
                            text=m.group(0))


@sentence("player gains life", r"(?P<who>you|an opponent|a player) gains? life"
          r"(?P<first> for the first time each turn)?", kind="trigger")
def _gains_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you gain life [for the first time each turn]" (CR 119.9): once for each life
    gain event, none for 0 life (the kernel's event ``"gain_life"``, fired only when life is
    gained, 119.3, 119.7); "for the first time each turn": only that player's first life
    gain event of the turn (Cleric of Life's Bond)."""
    whose = {"you": "you", "an opponent": "opponent", "a player": None}[m["who"].lower()]
    if not m["first"]:
        return TriggerCondition("gain_life", whose=whose, text=m.group(0))

    def first(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return data.get("gains_this_turn") == 1

    return TriggerCondition("gain_life", whose=whose, predicate=first, text=m.group(0))


@sentence("player loses life",
          r"(?P<who>you|an opponent|a player) loses? life(?: (?P<when>during your turn|for the "
          r"first time each turn))?", kind="trigger")
def _loses_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you lose life" (Vilis, Broker of Blood), "Whenever an opponent loses life"
    (Exquisite Blood; CR 119.3, 603.2c): once for each life loss event, the damage of one
    damage event together (120.4), "that much" / "that many" being the life lost then;
    "during your turn" (Shadowheart, Cleric of Order): while its controller is the active
    player; "for the first time each turn" (Vengeful Warchief): that player's first life loss
    event of the turn. "That player" is the one who lost it (603.7c)."""
    who = m["who"].lower()
    whose = {"you": "you", "an opponent": "opponent", "a player": None}[who]
    if who != "you":
        b.that_player = EventPlayer()
    when = m["when"]
    if when is None:
        return TriggerCondition("life_loss_event", whose=whose, text=m.group(0))

    def at_that_time(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        if when == "during your turn":  # CR 500.1: its controller is the active player
            return game.active_player == source.controller
        return data.get("losses_this_turn") == 1

    return TriggerCondition("life_loss_event", whose=whose, predicate=at_that_time,
                            text=m.group(0))


@sentence("state: you control no", r"you control no (?P<what>.+)", kind="trigger")
def _you_control_no(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When you control no Islands, sacrifice ~." (Dandân): a state trigger (CR 603.8), that
    triggers as soon as its controller controls no such permanent ("other": but the source,
    109.4) and not again until it has left the stack."""
    holds = control_condition(m.group(0).lower())
    if holds is None:
        raise NotUnderstood(m.group(0))

    def state(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return holds(game, source.controller, source.id)

    return TriggerCondition(STATE_EVENT, predicate=state, text=m.group(0))


@sentence("state: ~ has no counters of a kind", r"~ has no (?P<kind>[\w+/-]+) counters on it",
          kind="trigger")
def _has_no_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When Dark Depths has no ice counters on it, sacrifice it." (Dark Depths, Afiya Grove):
    a state trigger (CR 603.8), triggering as soon as the permanent has no counter of that
    kind (122.1) and not again until the ability has left the stack."""
    kind = m["kind"].lower()
    b.it = SourceRef()  # "sacrifice it": the permanent itself (no event object, 603.8)

    def state(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return source.counter(kind) == 0  # CR 603.8, 122.1

    return TriggerCondition(STATE_EVENT, predicate=state, text=m.group(0))


@sentence("you cast a spell that targets ~", r"you cast a spell that targets ~", kind="trigger")
def _cast_targeting_self(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you cast a spell that targets ~" (heroic, Akroan Skyguard; CR 601.2i, 603.2):
    a spell its controller casts with the source among its chosen targets (601.2c); a copy
    is not cast (707.10), an ability is not a spell."""

    def targets_source(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        obj = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        spell = obj.spell if obj is not None else None
        return spell is not None and any(t == source.id for chosen in spell.targets
                                         for t in chosen if isinstance(t, int))

    return TriggerCondition("cast", whose="you", predicate=targets_source, text=m.group(0))


#: "blocks a creature" / "becomes blocked by a creature": the kernel's event of each pair of
#: a blocker and an attacker it blocks, ``other`` being the creature on the other side.
_PAIR_EVENTS = {"blocks": "blocks_creature", "becomes blocked by": "blocked_by_creature"}


@sentence("blocks or becomes blocked by a creature",
          rf"(?:~|{_ATTACHED}) (?P<a>blocks|becomes blocked by)(?: or (?P<b>becomes blocked by))?"
          r" (?:a|an) (?P<other_what>.+)", kind="trigger")
def _blocks_a_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever ~ blocks a creature [with flying]", "Whenever ~ becomes blocked by a
    [non-Wall] creature", "... blocks or becomes blocked by a creature" (CR 509.3b, 509.3d):
    once for each creature it blocks / each creature blocking it, that creature matching the
    filter as blockers are declared (509.3f); "that creature" is that one (603.7c)."""
    flt = parse_filter(m["other_what"])

    def other_matches(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        other = data.get("other")
        if not isinstance(other, int) or game.find(other) is None:
            return False
        return flt.matches_chars(game, game.obj(other), game.chars(other),
                                 player=source.controller, source=source.id)

    b.it = EventRef("other")
    events = [_PAIR_EVENTS[e.lower()] for e in (m["a"], m["b"]) if e]
    found = tuple(TriggerCondition(e, text=m.group(0),
                                   **_subject(m, predicate=other_matches)) for e in events)
    return found if len(found) > 1 else found[0]


@sentence("self put into a graveyard from anywhere",
          r"~ is put into (?:(?P<any>a) graveyard from anywhere|your graveyard from your "
          r"library)", kind="trigger")
def _self_into_graveyard_from(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ is put into a graveyard from anywhere" (Dread), "When ~ is put into your
    graveyard from your library" (Narcomoeba; CR 603.2, 404.1: a card goes to its owner's):
    the card itself arriving there, from any zone or from its library. Never a
    leaves-the-battlefield ability (603.6c): it triggers from the graveyard (113.6k), "it"
    being the card there (603.6)."""
    anywhere = bool(m["any"])

    def arrived(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        if data.get("obj") != source.id:
            return False
        return anywhere or getattr(data.get("old_obj"), "zone", None) is Zone.LIBRARY

    b.trigger_zones = ("graveyard",)
    b.it = SourceRef()
    return TriggerCondition("put_into_graveyard", predicate=arrived, text=m.group(0))


@sentence("card put into a graveyard from anywhere",
          r"(?:a|an) (?:(?P<what>[\w ]+?) )?card is put into (?P<whose>an opponent's|your) "
          r"graveyard from anywhere", kind="trigger")
def _card_into_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a card is put into an opponent's graveyard from anywhere" (The Haunt of
    Hightower; CR 603.2, 404.1): once for each card put there from any zone, a card going to
    its owner's graveyard; a token is no card (111.1, 108.2). "Whenever a land card / a black
    card is put into ..." (Skola Grovedancer, Compost): the card as it is in that graveyard
    matches the words (400.7: a new object there)."""
    opponent = m["whose"].lower() == "an opponent's"
    flt = parse_filter(m["what"]) if m["what"] else None

    def into_graveyard(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        new = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        if new is None or new.is_token:
            return False
        if flt is not None and not flt.matches(game, new, player=source.controller,
                                               source=source.id):
            return False
        return (new.owner != source.controller) if opponent else \
            new.owner == source.controller

    return TriggerCondition("put_into_graveyard", predicate=into_graveyard, text=m.group(0))
