"""Whole lines that are abilities of a form of their own: loyalty abilities ("[−2]:
...", CR 606), chapter abilities ("I, II — ...", 714), exhaust ("Exhaust — [cost]:
[effect]", 702.177), a triggered ability whose reflexive part runs over several sentences
("... When you do, ...", 603.12), triggered mana abilities ("Whenever you tap a ...
for mana, add an additional {G}", 605.1b), and "As ~ is turned face up, put N +1/+1 counters
on it." (614.1e).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    ActivatedAbility,
    ActivationRestriction,
    AsTurnedFaceUp,
    AttachedFilter,
    ChapterAbility,
    Cost,
    LazyPattern,
    Mode,
    ObjectFilter,
    PutCountersOnSelf,
    RemoveCountersCost,
    TriggerCondition,
    TriggeredAbility,
    TriggeredManaAbility,
    reads_ahead,
)
from manastack_grammar.abilities import _MultiTrigger, recognize_line_ability
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import parse_filter
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult, worded
from manastack_grammar.sentences.common import reflexive
from manastack_grammar.sentences.conditions import after_you_do

if TYPE_CHECKING:
    from manastack.api import Game, GameObject


#: The lands "one mana of any type that land produced" may follow (CR 106.12a): "that land"
#: is the land tapped, so the subject must be lands only.
_LANDS = LazyPattern(r"(?:(?:basic|nonbasic|snow) )?land|(?:plains|island|swamp|mountain|"
                     r"forest)(?:(?:,|,? or) (?:plains|island|swamp|mountain|forest))*",
                     re.IGNORECASE)


@sentence("tap for mana add",
          r"whenever (?:(?P<who>you tap|a player taps) an? (?P<what>.+?)|enchanted (?P<attached>"
          r"land|permanent|artifact|creature|forest) is tapped|"
          r"an? (?P<tapped>[\w ,-]+?) is tapped) for mana, (?P<adder>add|that player adds|"
          r"its controller adds) (?P<mana>(?:an additional )?(?:\{[WUBRGC]\})+|an additional "
          r"(?P<n>one|two|three) mana (?:of any color|in any combination of colors)|one mana of "
          r"any type that land produced|an additional one mana of the chosen color)",
          kind="ability")
def _mana_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you tap a Swamp for mana, add an additional {B}." / "Whenever a player taps a
    land for mana, that player adds one mana of any type that land produced." / "Whenever
    enchanted land is tapped for mana, its controller adds an additional one mana of any
    color." / "Whenever a Forest is tapped for mana, its controller adds an additional {G}.":
    triggered mana abilities (CR 605.1b), resolved right after the mana ability (605.4a),
    whenever it produced mana (106.12a). "You tap ..., add", "a player taps ..., that player
    adds", "... is tapped ..., its controller adds" only: the mana goes to the player who
    tapped it (who controls it, 605.3a); "a [filter] is tapped" is anyone's tapping.
    "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana
    of the chosen color." (Utopia Sprawl): the enchanted land while it is a Forest (205.3i),
    the color chosen as the Aura entered (105.4, 614.12)."""
    who, adder, mana = (m["who"] or "").lower(), m["adder"].lower(), m["mana"].lower()
    expected = {"you tap": "add", "a player taps": "that player adds", "": "its controller adds"}
    if expected[who] != adder:
        raise NotUnderstood(m.group(0))
    what = m["what"] or m["tapped"] or m["attached"]
    if m["attached"]:
        kind = m["attached"].lower()
        types = () if kind == "permanent" else (kind.capitalize(),)
        if kind == "forest":  # a land subtype (CR 205.3i): a land that is a Forest
            flt: ObjectFilter = AttachedFilter(types=("Land",), subtypes=("Forest",),
                                               text="enchanted Forest")
        else:
            flt = AttachedFilter(types=types, text=f"enchanted {kind}")
    else:
        flt = parse_filter(what)
    any_player = who != "you tap"
    if mana.endswith("that land produced"):
        if _LANDS.fullmatch(what) is None:
            raise NotUnderstood(m.group(0))  # "that land" is the land tapped: lands only
        return TriggeredManaAbility(filter=flt, adds=(), any_player=any_player,
                                    choice="produced", text=m.group(0))
    if mana.endswith("of the chosen color"):
        # CR 105.4, 614.12: the color kept on the source as it entered
        return TriggeredManaAbility(filter=flt, adds=(), any_player=any_player,
                                    choice="chosen color", text=m.group(0))
    if m["n"]:
        # CR 106.1b, 605.4a: N mana, each of a colour chosen as it resolves
        return TriggeredManaAbility(filter=flt, adds=(), any_player=any_player,
                                    choice="color", amount=int_number(m["n"].lower()),
                                    text=m.group(0))
    colors = tuple(re.findall(r"\{([WUBRGC])\}", mana.upper()))
    if not colors:
        raise NotUnderstood(m.group(0))
    return TriggeredManaAbility(filter=flt, adds=colors, any_player=any_player,
                                text=m.group(0))


@sentence("trigger, then when you do",
          r"(?P<head>(?:when|whenever|at) .+?)\. when you do, (?P<rest>.+)", kind="ability")
def _triggered_when_you_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """A triggered ability whose reflexive part runs over several sentences ("... put a
    quest counter on ~. When you do, if it has four or more quest counters on it, put a
    +1/+1 counter on target creature you control. It gains trample until end of turn")."""
    ability = recognize_line_ability(m["head"], b)
    if not isinstance(ability, TriggeredAbility):
        raise NotUnderstood(m["head"])
    last = ability.effect.instructions[-1] if ability.effect.instructions else None
    then = after_you_do(reflexive(m["rest"], b, "When you do, " + m["rest"], last), last)
    effect = attrs.evolve(ability.effect,
                          instructions=(*ability.effect.instructions, then))
    return attrs.evolve(ability, effect=effect, text=m.group(0))


@sentence("exhaust", r"exhaust — (?P<cost>[^:]+?): (?P<effect>.+)", kind="ability")
def _exhaust(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    (CR 702.177a)."""
    ability = recognize_line_ability(f"{m['cost']}: {m['effect']}", b)
    if not isinstance(ability, ActivatedAbility) or ability.is_mana_ability:
        raise NotUnderstood(m.group(0))
    once = ActivationRestriction("once", text="Activate each exhaust ability only once")
    return attrs.evolve(ability, restrictions=(*ability.restrictions, once), text=m.group(0))


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}


def _reached(chapter: int) -> Callable[[Game, GameObject, Any], bool]:
    """CR 714.2b: lore counters were put on it, fewer than N before and at least N after."""

    def check(game: Game, source: GameObject, data: Any) -> bool:
        if data.get("kind") != "lore":
            return False
        now = game.find(source.id)
        after = (now or source).counter("lore")
        before = after - int(data.get("amount", 0))
        if not before < chapter <= after:
            return False
        # CR 702.155a: with read ahead, the turn it entered, only the chapter it has exactly
        return not (now is not None and reads_ahead(game.chars(now.id).abilities)
                    and now.timestamp >= game.player(game.active_player).turn_began
                    and after != chapter)

    return worded(check, f"lore counters go from fewer than {chapter} to {chapter} or more")


@sentence("chapter ability", r"(?P<nums>[ivx]+(?:, [ivx]+)*) — (?P<effect>.+)", kind="ability")
def _chapter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"I — Create two 1/1 white Ally creature tokens." (CR 714.2a-c): one chapter ability
    per numeral, triggering when lore counters reach it."""
    numbers = [_ROMAN.get(n.strip().lower(), 0) for n in m["nums"].split(",")]
    if 0 in numbers:
        raise NotUnderstood(m.group(0))
    instructions = tuple(b.effect(m["effect"]))
    mode = Mode(instructions=instructions, targets=tuple(b.targets), text=m["effect"])
    abilities = tuple(
        ChapterAbility(trigger=TriggerCondition("counters_added", self_only=True,
                                                predicate=_reached(n),
                                                text=f"lore counters reach {n}"),
                       effect=mode, chapter=n, text=m.group(0))
        for n in numbers)
    if len(abilities) == 1:
        return abilities[0]
    return _MultiTrigger(abilities=abilities, text=m.group(0))


@sentence("loyalty ability", r"\[(?P<sign>[+−-]?)(?P<n>\d+|x)\]: (?P<effect>.+)", kind="ability")
def _loyalty_ability(m: re.Match[str], b: Builder) -> SentenceResult:
    """"[−2]: Create two 1/1 white Human Soldier creature tokens." (CR 606): its cost puts or
    removes loyalty counters (606.4; it can't remove more than there are, 606.6); activated
    only as a sorcery (606.3) and only if no loyalty ability of that permanent was
    activated this turn. "[−X]": X is announced, at most the loyalty (107.3a, 606.6), and
    the effect's X is that value."""
    n = 0 if m["n"].lower() == "x" else int(m["n"])
    loyalty = f"[{m['sign']}{m['n'].upper()}]"
    if m["n"].lower() == "x":
        if m["sign"] not in ("−", "-"):
            raise NotUnderstood(m.group(0))  # "[+X]": only "[−X]" is read
        parts: tuple[Any, ...] = (RemoveCountersCost("loyalty", 0, count_is_x=True,
                                                     text=loyalty),)
    elif m["sign"] in ("−", "-") and n:
        parts = (RemoveCountersCost("loyalty", n, text=loyalty),)
    elif n:
        parts = (PutCountersOnSelf("loyalty", n, text=loyalty),)
    else:
        parts = ()
    instructions = tuple(b.effect(m["effect"]))
    mode = Mode(instructions=instructions, targets=tuple(b.targets), text=m["effect"])
    return ActivatedAbility(cost=Cost(parts=parts), effect=mode, sorcery_speed=True,
                            restrictions=(ActivationRestriction("loyalty", text="606.3"),),
                            text=m.group(0))


@sentence("as turned face up, counters",
          rf"as ~ is turned face up, put (?P<n>{NUMBER}) (?P<kind>[+-]1/[+-]1|[a-z]+) "
          r"counters? on (?:it|~)", kind="ability")
def _as_turned_face_up_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As this creature is turned face up, put four +1/+1 counters on it." (Bubble Smuggler,
    Hooded Hydra): a replacement effect of its own applied as it turns face up (CR 614.1e),
    before its "when turned face up" abilities trigger (708.8); a fixed number only."""
    return AsTurnedFaceUp(counters=((m["kind"].lower(), int_number(m["n"])),),
                          text=m.group(0))
