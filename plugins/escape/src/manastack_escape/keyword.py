"""The escape keyword's values and the work of its hooks (CR 702.138).

Imported by the first card with escape (or an "escapes with" sentence) read, or the
first hook call of a game: ``manastack_escape`` itself (the entry point) stays light,
so that loading the rules imports none of the card vocabulary (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import (
    UNPAYABLE,
    Ability,
    Characteristics,
    Context,
    Cost,
    Custom,
    EntersWith,
    GameObject,
    GraveyardCast,
    Instruction,
    KeywordAbility,
    Mode,
    ObjectFilter,
    StaticAbility,
    TriggeredAbility,
    Zone,
)
from manastack_escape import PLUGIN, RULE
from manastack_grammar.api import NUMBER, Builder, NotUnderstood, int_number, parse_cost

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Game, Replacement, ZoneMove

__all__ = [
    "EntersOrEscapesWith",
    "EscapeAbility",
    "EscapesWith",
    "escape_cost",
    "escaped",
]

# --------------------------------------------------------------------------
# Abilities
# --------------------------------------------------------------------------


@frozen
class EscapeAbility(KeywordAbility):
    """"Escape—[cost]" (CR 702.138a).

    ``cost`` is the printed escape cost. ``None`` means an escape cost equal
    to the card's mana cost plus ``extra`` (Underworld Breach grants that:
    "equal to the card's mana cost plus exile three other cards"); it is
    resolved against the card when the permission is offered
    (:func:`escape_cost`). ``source`` names what granted it, for the choice
    between several escape permissions (SEED-42).
    """

    cost: Cost | None = field(default=None, kw_only=True)
    extra: Cost = field(factory=Cost, kw_only=True)
    source: str = field(default="", kw_only=True, eq=False)

    def __str__(self) -> str:
        return self.text or "Escape"


def escape_cost(ability: KeywordAbility, ch: Characteristics) -> Cost:
    """The escape cost of ``ability`` (an :class:`EscapeAbility`) for a card with
    characteristics ``ch``.

    A granted escape cost built on the mana cost is unpayable for a card with
    no mana cost (CR 202.1b, 118.6).
    """
    if not isinstance(ability, EscapeAbility):
        raise TypeError(f"not an escape ability: {ability!r}")
    if ability.cost is not None:
        return ability.cost
    if ch.mana_cost is None:
        return UNPAYABLE
    return Cost(mana=ch.mana_cost) + ability.extra


@frozen
class EscapesWith(Ability):
    """"[This permanent] escapes with N [kind] counters on it" (CR 702.138c).

    It means "If this permanent escaped, it enters with those counters": a
    replacement effect (614.1c) applied by :func:`replace_zone_change`.
    ``choices``: "escapes with your choice of a +1/+1 counter or a flying counter on
    it" (Tizerus Charger): its controller picks one of them as it enters (614.12).
    """

    counters: tuple[tuple[str, int], ...] = ()
    choices: tuple[tuple[str, int], ...] = ()


@frozen
class EntersOrEscapesWith(EntersWith):
    """"[This] enters with N counters on it. It escapes with M counters on it instead."
    (Polukranos, CR 702.138c, 614.1c): the kernel's "enters with" replacement applies
    unless it escaped (``unless``); if it escaped, :func:`replace_zone_change`
    puts ``escape_counters`` on it instead."""

    escape_counters: tuple[tuple[str, int], ...] = field(default=(), kw_only=True)


def _entering_escaped(game: Game, move: ZoneMove) -> bool:
    return move.obj.zone is Zone.STACK and escaped(move.obj)


def escaped(obj: GameObject) -> bool:
    """CR 702.138b: was ``obj`` (a spell, or the permanent a spell became) cast from a
    graveyard with an escape ability?"""
    from manastack.api import spell_of

    spell = spell_of(obj)
    return spell is not None and spell.permission.name == "escape" and \
        spell.permission.plugin == PLUGIN and spell.from_zone is Zone.GRAVEYARD


# --------------------------------------------------------------------------
# Recognition (the builds manastack_escape registers)
# --------------------------------------------------------------------------


def _build(match: re.Match[str]) -> Ability | None:
    """"Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard"."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None  # e.g. "Exile a land you control": left unrecognised, never guessed
    return EscapeAbility(keyword="escape", cost=cost, text=match.group(0), plugin=PLUGIN)


def _escapes_with(match: re.Match[str], b: Builder) -> Ability:
    n = int_number(match["n"])
    return EscapesWith(counters=((match["kind"].lower(), n),), text=match.group(0))


def _escapes_with_choice(match: re.Match[str], b: Builder) -> Ability:
    """"~ escapes with your choice of a +1/+1 counter or a flying counter on it"."""
    choices = tuple((m.group(2).lower(), int_number(m.group(1))) for m in re.finditer(
        rf"({NUMBER}) ([+-]1/[+-]1|[\w ]+?) counters?", match["list"], re.IGNORECASE))
    if len(choices) < 2:
        raise NotUnderstood(match.group(0))
    return EscapesWith(choices=choices, text=match.group(0))


def _enters_or_escapes_with(match: re.Match[str], b: Builder) -> Ability:
    """"~ enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on
    it instead" (Polukranos)."""
    enters = ((match["kind"].lower(), int_number(match["n"])),)
    escapes = ((match["kind2"].lower(), int_number(match["n2"])),)
    return EntersOrEscapesWith(counters=enters, unless=_entering_escaped,
                               escape_counters=escapes, text=match.group(0))


def _enters_this_way(match: re.Match[str], b: Builder) -> Ability:
    """"When it enters this way, [effect]" after "~ escapes with ..." (Pharika's Spawn):
    a triggered ability of the permanent that triggers only as it enters having escaped
    (702.138c). Its targets are its own (a fresh builder, as for any ability)."""
    from manastack.api import TriggerCondition

    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = inner.effect(match["effect"])
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=tuple(instructions), targets=tuple(inner.targets),
                text=match["effect"])
    condition = TriggerCondition("enters", self_only=True, predicate=_escaped_entering,
                                 text="it enters this way (it escaped)")
    return TriggeredAbility(trigger=condition, effect=mode, text=match.group(0))


def _escaped_entering(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    obj = data.get("obj")
    found = game.find(obj) if isinstance(obj, int) else None
    return found is not None and escaped(found)


def _sacrifice_unless_escaped(match: re.Match[str], b: Builder) -> Instruction:
    return Custom(function=_sacrifice_source_unless_escaped, text=match.group(0))


def _sacrifice_source_unless_escaped(ctx: Context) -> None:
    """"Sacrifice it unless it escaped" (Uro, Kroxa): CR 702.138b, 701.21a."""
    game = ctx.game
    if ctx.source is None:
        return
    obj = game.find(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or game.controller(obj.id) != ctx.controller:
        return  # it left (a new object, CR 400.7) or changed hands: nothing to sacrifice
    if escaped(obj):
        game.log_event("escape", f"{obj} escaped: it isn't sacrificed", rule="702.138b")
        return
    game.sacrifice(obj.id, rule="701.21a")


def _grant_escape(match: re.Match[str], b: Builder) -> Ability:
    """Underworld Breach: a static ability whose effect reaches cards in graveyards (611.3)."""
    from manastack.api import AddAbilities, ExileFromGraveyard, StaticEffect

    n = int_number(match["n"])
    extra = Cost(parts=(ExileFromGraveyard(
        count=n, other=True, text=f"Exile {match['n']} other cards from your graveyard"),))
    granted = EscapeAbility(keyword="escape", cost=None, extra=extra, plugin=PLUGIN,
                            source=b.card,
                            text=f"Escape—mana cost, exile {match['n']} other cards ({b.card})")
    flt = ObjectFilter(not_types=("Land",), owner="you", text="nonland card in your graveyard")
    effect = StaticEffect(parts=(AddAbilities((granted,)),), filter=flt, zones=(Zone.GRAVEYARD,),
                          text=match.group(0))
    return StaticAbility(effects=(effect,), text=match.group(0))


# --------------------------------------------------------------------------
# What the hooks run (manastack_escape's hook implementations call these)
# --------------------------------------------------------------------------


#: CR 702.138a: cast from your graveyard for the escape cost (an alternative cost, 118.9), one
#: permission per escape ability, printed and granted, labelled with what granted it (601.2b,
#: SEED-42). The card's own timing applies (SEED-40).
ESCAPE_CAST = GraveyardCast(name="escape", plugin=PLUGIN, ability=EscapeAbility, rule=RULE,
                            cost=escape_cost, label="{name} {cost}{source}", one_per_cost=False)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.138a: cast a card with escape from your graveyard for its escape cost.

    One permission per escape ability of the card (its own, and any granted by
    Underworld Breach...): when several apply, the player chooses one as the
    cast begins and the others do nothing (601.2b, SEED-42). Timing is the
    card's own (SEED-40). Kept with the card's characteristics
    (``GraveyardCast.permissions``)."""
    return ESCAPE_CAST.permissions(game, player)


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.138c, 614.1c: an escaped permanent enters with its "escapes with" counters."""
    obj = move.obj
    if move.to_zone is not Zone.BATTLEFIELD or obj.zone is not Zone.STACK or not escaped(obj):
        return ()
    from manastack.api import enters_with_counters

    out: list[Replacement] = []
    for i, ability in enumerate(obj.card.abilities):
        if isinstance(ability, EntersOrEscapesWith):
            counters = ability.escape_counters
        elif isinstance(ability, EscapesWith) and ability.choices:
            out.append(_chosen_counters(game, obj, ability, i))
            continue
        elif isinstance(ability, EscapesWith):
            counters = ability.counters
        else:
            continue

        shown = ", ".join(f"{n} {kind}" for kind, n in counters)
        out.append(enters_with_counters(
            f"escapes-with:{obj.id}:{i}",
            f"{obj.card.name} escaped: it enters with {shown} counter(s)", counters,
            rule="702.138c",
        ))
    return out


def _chosen_counters(game: Game, obj: GameObject, ability: EscapesWith, i: int) -> Replacement:
    """"Escapes with your choice of ...": its controller chooses as it enters (614.12)."""
    from manastack.api import Replacement

    def apply(m: ZoneMove) -> ZoneMove:
        labels = tuple(f"{n} {kind} counter(s)" for kind, n in ability.choices)
        (pick,) = game.decide(
            kind="escape_counters", player=m.obj.controller,
            prompt=f"{obj.card.name} escapes with your choice of counters",
            options=tuple(range(len(ability.choices))), labels=labels, rule="702.138c")
        chosen = ability.choices[pick]
        game.log_event("escape", f"{obj.card.name} escapes with {labels[pick]}",
                       rule="702.138c")
        return m.replace(counters=(*m.counters, chosen))

    return Replacement(key=f"escapes-with:{obj.id}:{i}",
                       text=f"{obj.card.name} escaped: it enters with the counter chosen",
                       apply=apply, rule="702.138c")
