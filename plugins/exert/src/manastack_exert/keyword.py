"""Exert as an optional cost to attack, and the abilities that trigger on it (CR 701.43)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeGuard

from attrs import field, frozen

from manastack.api import (
    Ability,
    CostPart,
    Game,
    GameObject,
    KeywordAbility,
    KeywordTrigger,
    Mode,
    SourceRef,
    TriggerCondition,
    Zone,
    attack_cost_instances,
    fire_event,
)
from manastack_exert import EVENT, EXERT, PLUGIN
from manastack_grammar.api import Builder, NotUnderstood, SentenceResult

#: The tag of a permanent exerted this turn: the turn's number ("If this creature hasn't
#: been exerted this turn", 701.43b: exerting it again is allowed by the rules).
EXERTED_TURN = "exerted_turn"

#: The kernel's mark of a permanent that doesn't untap during its controller's next untap
#: step (502.3): that step clears it, so exerting twice before it expires once (701.43b).
DOESNT_UNTAP = "doesnt_untap"


@frozen
class ExertChoice:
    """The choice "you may exert [it] as it attacks" (CR 701.43d, 508.1g): ``optional``, the
    player may decline; ``unless_exerted``: "If this creature hasn't been exerted this turn,
    ..." (offered only then)."""

    unless_exerted: bool = False
    optional: bool = True


@frozen
class ExertAbility(KeywordAbility):
    """"You may exert this creature as it attacks" (CR 701.43d): an optional cost to attack
    (508.1g)."""

    choice: ExertChoice = field(factory=ExertChoice, kw_only=True)


@frozen
class ExertTrigger(KeywordTrigger):
    """"You may exert this creature as it attacks. When you do, [effect]." (CR 701.43d,
    607.2h): the optional cost and the triggered ability linked to it, in one paragraph.
    It triggers on this creature exerted by this ability (the ``"exerted"`` event)."""

    choice: ExertChoice = field(factory=ExertChoice, kw_only=True)


@frozen
class ExertSelf(CostPart):
    """"Exert ~" as a part of an activated ability's cost (CR 701.43a, 118.3, 602.2b): paid
    by exerting the source, possible while it is on the battlefield (701.43c), even if it is
    already exerted (701.43b)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        obj = game.find(source) if source is not None else None
        return obj is not None and obj.zone is Zone.BATTLEFIELD

    def pay(self, game: Game, player: int, source: int | None) -> str:
        assert source is not None
        obj = game.obj(source)
        exert(game, obj, player, self.text)  # not an "as it attacks" ability: no linked trigger
        return f"exert {obj}"


def exert_cost(m: re.Match[str], b: Builder) -> CostPart:
    """CR 701.43a, 602.2b: "Exert ~" in the cost of an activated ability."""
    return ExertSelf(text=m.group(0))


def _by_this_ability(text: str) -> Callable[[Game, GameObject, Mapping[str, Any]], bool]:
    """CR 607.2h: "when you do" refers only to exerting by the static ability it is linked
    to (the same paragraph), not to exerting the creature by another ability."""

    def linked(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return data.get("ability") == text

    return linked


def as_it_attacks(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 701.43d: "You may exert this creature as it attacks." and, in the same paragraph,
    "When you do, [effect]." (the effect read with "it" meaning this creature, its only
    antecedent)."""
    unless = m["unless"] is not None
    if unless and not m.group(0).lower().split(", ", 1)[1].startswith("you may exert it "):
        raise NotUnderstood(m.group(0))  # "If ~ hasn't been exerted..., you may exert it"
    if not unless and re.match(r"you may exert it ", m.group(0), re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # "it" with nothing before it to name
    text = m.group(0)
    rest = m["rest"]
    if rest is None:
        return ExertAbility(keyword=EXERT, plugin=PLUGIN, choice=ExertChoice(unless), text=text)
    if re.match(r"if\b", rest, re.IGNORECASE):
        raise NotUnderstood(rest)  # an intervening "if" (603.4): no card of the corpus has one
    body = re.sub(r"\b(?:he|she)\b", "it", rest)  # Themberchaud: "he gains flying"
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent, it=SourceRef())
    instructions = tuple(inner.effect(body))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    effect = Mode(instructions=instructions, targets=tuple(inner.targets), text=rest)
    trigger = TriggerCondition(EVENT, self_only=True, predicate=_by_this_ability(text),
                               text="When you do")
    return ExertTrigger(trigger=trigger, effect=effect, keyword=EXERT, plugin=PLUGIN,
                        choice=ExertChoice(unless), text=text)


def you_exert_a_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you exert a creature" (CR 701.43a): the plugin event of a creature exerted
    by its controller, whatever let them."""
    return TriggerCondition(EVENT, whose="you", filter=b.filter("creature"), text=m.group(0))


def is_exert(ability: Ability) -> TypeGuard[ExertAbility | ExertTrigger]:
    """CR 701.43d: is ``ability`` "you may exert this creature as it attacks"?"""
    return isinstance(ability, (ExertAbility, ExertTrigger))


def offer(game: Game, attacker: GameObject) -> None:
    """CR 701.43d, 508.1g: for each exert ability the attacker has now (printed or granted),
    its controller may exert it; a "yes" exerts it (701.43a). One that has left the
    battlefield can't be exerted (701.43c): the kernel's instances stop then."""
    for obj, ability in attack_cost_instances(game, attacker, is_exert):
        if ability.choice.unless_exerted and obj.tags.get(EXERTED_TURN) == game.state.turn.number:
            game.log_event("combat", f"{obj} has been exerted this turn: it can't be exerted "
                           "as it attacks", rule="701.43d", obj=obj.id)
            continue
        player = game.controller(obj.id)
        (answer,) = game.decide(kind="may", player=player,
                                prompt=f"Exert {obj} as it attacks? (It won't untap during "
                                       "your next untap step.)",
                                options=("yes", "no"), rule="701.43d")
        if answer == "yes":
            exert(game, obj, player, ability.text)


def exert(game: Game, obj: GameObject, player: int, by: str) -> None:
    """CR 701.43a-b: ``player`` exerts ``obj``: it won't untap during their next untap step
    (the kernel's mark, 502.3); abilities triggering on it trigger (the ``"exerted"`` event)."""
    game.update(obj.id, tags={**obj.tags, DOESNT_UNTAP: True,
                              EXERTED_TURN: game.state.turn.number})
    game.log_event("effect", f"{game.player(player)} exerts {obj}: it won't untap during "
                   "their next untap step", rule="701.43a", obj=obj.id)
    fire_event(game, EVENT, obj=obj.id, player=player, ability=by)
