"""Continuous effects and the layer system (CR 611, 612, 613).

A :class:`ContinuousEffect` is made of parts, each in one layer or sublayer
(CR 613.1, 613.4); the kernel applies every part of every effect layer by
layer, by dependency then timestamp within a layer (613.7, 613.8). An effect
with parts in several layers locks the set of objects it applies to when it
first applies (613.6, SEED-25).

Effects come from resolving spells and abilities (611.2: they lock the objects
they affect when created, 611.2c), from static abilities (611.3: they apply to
whatever fits, continuously) and from plugins (``manastack_continuous_effects``).

The result of a pass is cached per game state version, so querying power or
keywords in a loop costs a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.abilities import Ability, KeywordAbility, StaticAbility, keyword_names
from manastack.objects import Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from manastack.filters import ObjectFilter
    from manastack.game import Game

#: Layers and sublayers in the order of CR 613.1 and 613.4.
LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
_LAYER_INDEX = {name: i for i, name in enumerate(LAYERS)}

#: The keyword counters of CR 122.1b.
KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "decayed",
        "exalted",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)


# --------------------------------------------------------------------------
# Modifications: what one part of an effect does, in its layer
# --------------------------------------------------------------------------


@frozen
class Modification:
    """What an effect does to one object's characteristics, in one layer."""

    layer: str = field(init=False, default="")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        raise NotImplementedError

    def describe(self) -> str:
        return type(self).__name__


@frozen
class SetController(Modification):
    """Layer 2: control-changing effects (CR 613.1b)."""

    player: int
    layer: str = field(init=False, default="2")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return ch  # control is not a characteristic; the pass records it separately

    def describe(self) -> str:
        return f"controlled by player {self.player + 1}"


@frozen
class AddTypes(Modification):
    """Layer 4: "becomes a [type] in addition to its other types" (CR 205.1b, 613.1d)."""

    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    layer: str = field(init=False, default="4")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        tl = ch.type_line.with_types(self.card_types, self.subtypes, self.supertypes)
        return attrs.evolve(ch, type_line=tl)

    def describe(self) -> str:
        return "is also " + " ".join(self.supertypes + self.card_types + self.subtypes)


@frozen
class SetTypes(Modification):
    """Layer 4: "becomes a [type]" replacing card types and/or subtypes (CR 205.1a)."""

    card_types: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    layer: str = field(init=False, default="4")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return attrs.evolve(
            ch, type_line=ch.type_line.replace_types(self.card_types, self.subtypes)
        )


@frozen
class SetColors(Modification):
    """Layer 5: "becomes [colour]" (CR 105.3, 613.1e)."""

    colors: tuple[str, ...]
    add: bool = False
    layer: str = field(init=False, default="5")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        colors = frozenset(self.colors) | (ch.colors if self.add else frozenset())
        return attrs.evolve(ch, colors=colors)


@frozen
class AddAbilities(Modification):
    """Layer 6: "gains [ability]" / "has [ability]" (CR 613.1f)."""

    abilities: tuple[Ability, ...]
    layer: str = field(init=False, default="6")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        abilities = ch.abilities + self.abilities
        return attrs.evolve(ch, abilities=abilities, keywords=keyword_names(abilities))

    def describe(self) -> str:
        return "gains " + ", ".join(str(a) for a in self.abilities)


@frozen
class RemoveAbilities(Modification):
    """Layer 6: "loses all abilities" (``keywords`` empty) or loses named keywords."""

    keywords: tuple[str, ...] = ()
    layer: str = field(init=False, default="6")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if not self.keywords:
            return attrs.evolve(ch, abilities=(), keywords=frozenset())
        kept = tuple(
            a
            for a in ch.abilities
            if not (isinstance(a, KeywordAbility) and a.keyword in self.keywords)
        )
        return attrs.evolve(ch, abilities=kept, keywords=keyword_names(kept))

    def describe(self) -> str:
        return "loses " + (", ".join(self.keywords) if self.keywords else "all abilities")


@frozen
class SetPT(Modification):
    """Layer 7b (or 7a for a characteristic-defining ability): base P/T becomes X/Y."""

    power: int | None
    toughness: int | None
    cda: bool = False
    layer: str = field(init=False, default="7b")

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "layer", "7a" if self.cda else "7b")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power = ch.power if self.power is None else self.power
        toughness = ch.toughness if self.toughness is None else self.toughness
        return attrs.evolve(ch, power=power, toughness=toughness)

    def describe(self) -> str:
        return f"base power and toughness {self.power}/{self.toughness}"


@frozen
class DefinePT(Modification):
    """Layer 7a: a characteristic-defining ability computing P/T (CR 604.3, 613.4a)."""

    compute: Callable[[Game, GameObject], tuple[int, int]] = field(eq=False)
    layer: str = field(init=False, default="7a")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power, toughness = self.compute(game, obj)
        return attrs.evolve(ch, power=power, toughness=toughness)


@frozen
class ModifyPT(Modification):
    """Layer 7c: "gets +N/+M" (CR 613.4c)."""

    power: int
    toughness: int
    layer: str = field(init=False, default="7c")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if ch.power is None or ch.toughness is None:
            return ch
        return attrs.evolve(ch, power=ch.power + self.power, toughness=ch.toughness + self.toughness)

    def describe(self) -> str:
        return f"{self.power:+d}/{self.toughness:+d}"


@frozen
class SwitchPT(Modification):
    """Layer 7d: switch power and toughness (CR 613.4d)."""

    layer: str = field(init=False, default="7d")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return attrs.evolve(ch, power=ch.toughness, toughness=ch.power)


# --------------------------------------------------------------------------
# Durations (CR 611.2a-b, 514.2)
# --------------------------------------------------------------------------

FOREVER = "forever"
END_OF_TURN = "end_of_turn"  # CR 514.2: ends in the cleanup step
NEXT_TURN_OF = "next_turn_of"  # "until your next turn": ends as that player's next turn begins
WHILE_SOURCE = "while_source"  # "for as long as [source] remains on the battlefield" (611.2b)


@frozen
class Duration:
    kind: str = FOREVER
    player: int | None = None
    source: int | None = None

    def __str__(self) -> str:
        return {
            FOREVER: "",
            END_OF_TURN: "until end of turn",
            NEXT_TURN_OF: "until that player's next turn",
            WHILE_SOURCE: "for as long as its source remains",
        }.get(self.kind, self.kind)


UNTIL_END_OF_TURN = Duration(END_OF_TURN)


# --------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------


@frozen
class ContinuousEffect:
    """A continuous effect (CR 611): parts in layers, the objects it affects, a duration.

    ``objects`` fixes the affected objects (611.2c: an effect from a resolving
    spell or ability that changes characteristics affects only the objects it
    affected when it began); otherwise ``filter`` is evaluated during each
    layer pass (611.3a). ``condition`` makes it apply only while true
    ("as long as"). ``zones`` says where the affected objects may be (cards in
    graveyards can be affected: Underworld Breach, flashback-granting effects).
    """

    parts: tuple[Modification, ...]
    timestamp: int = 0
    source: int | None = None
    controller: int = 0
    objects: tuple[int, ...] | None = None
    filter: ObjectFilter | None = None
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    duration: Duration = Duration()
    condition: Callable[[Game], bool] | None = field(default=None, eq=False)
    from_static: bool = False
    text: str = ""
    rule: str = "611.2"
    id: int = 0

    def layers(self) -> list[str]:
        return sorted({p.layer for p in self.parts}, key=_LAYER_INDEX.__getitem__)


@frozen
class StaticEffect:
    """A template a static ability turns into a :class:`ContinuousEffect` (CR 611.3).

    ``filter`` is relative to the ability's controller; ``self_only`` means the
    object the ability is on ("this creature has ...").
    """

    parts: tuple[Modification, ...]
    filter: ObjectFilter | None = None
    self_only: bool = False
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    condition: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False)
    text: str = ""


def _static_effects(game: Game, objects: Iterable[GameObject]) -> list[ContinuousEffect]:
    """The effects generated now by static abilities of permanents (CR 611.3, 613.7a)."""
    found: list[ContinuousEffect] = []
    for obj in objects:
        for ability in obj.card.abilities:
            if not isinstance(ability, StaticAbility):
                continue
            found.extend(static_ability_effects(game, obj, ability))
    return found


def static_zones(game: Game, objects: Iterable[GameObject]) -> set[Zone]:
    """Zones other than the battlefield that static abilities of ``objects`` reach
    (Underworld Breach: cards in graveyards, CR 611.3)."""
    found: set[Zone] = set()
    for obj in objects:
        for ability in obj.card.abilities:
            if isinstance(ability, StaticAbility):
                for template in ability.effects:
                    if isinstance(template, StaticEffect):
                        found.update(z for z in template.zones if z is not Zone.BATTLEFIELD)
    return found


def static_ability_effects(
    game: Game, obj: GameObject, ability: StaticAbility
) -> list[ContinuousEffect]:
    out = []
    for template in ability.effects:
        if not isinstance(template, StaticEffect):
            continue  # cost modifiers and other rule statics are read elsewhere
        if template.condition is not None and not template.condition(game, obj):
            continue
        out.append(
            ContinuousEffect(
                parts=template.parts,
                timestamp=obj.timestamp,  # CR 613.7a
                source=obj.id,
                controller=obj.controller,
                objects=(obj.id,) if template.self_only else None,
                filter=template.filter,
                zones=template.zones,
                from_static=True,
                text=template.text or ability.text,
                rule="611.3",
            )
        )
    return out


# --------------------------------------------------------------------------
# The layer pass
# --------------------------------------------------------------------------


class LayerResult:
    """Characteristics and controllers after one pass, plus what was applied (for explain)."""

    __slots__ = ("applied", "chars", "controllers")

    def __init__(self) -> None:
        self.chars: dict[int, Characteristics] = {}
        self.controllers: dict[int, int] = {}
        self.applied: list[tuple[str, str, int]] = []  # (layer, effect text, object id)


def printed_characteristics(obj: GameObject) -> Characteristics:
    """Copiable values plus counters on the object's own card (no effects)."""
    return Characteristics.printed(obj.card)


def compute(
    game: Game,
    objects: Sequence[GameObject],
    effects: Sequence[ContinuousEffect],
    *,
    explain: bool = False,
) -> LayerResult:
    """Apply ``effects`` to ``objects`` layer by layer (CR 613.1-613.8).

    Static abilities of the objects are turned into effects here; an effect
    whose source loses the ability in layer 6 stops applying in layer 7,
    unless it had already started applying in an earlier layer (613.6).
    """
    result = LayerResult()
    chars = result.chars
    for obj in objects:
        chars[obj.id] = game.rules.printed(obj.card)
        result.controllers[obj.id] = obj.controller
    by_id = {obj.id: obj for obj in objects}

    statics = _static_effects(game, (o for o in objects if o.zone is Zone.BATTLEFIELD))
    all_effects = [e for e in effects if e.condition is None or e.condition(game)]
    all_effects.extend(statics)
    if not all_effects and not any(obj.counters for obj in objects):
        return result

    locked: dict[int, tuple[int, ...]] = {}  # CR 613.6: objects fixed at first application
    keyed = [(i, e) for i, e in enumerate(all_effects)]

    for layer in LAYERS:
        in_layer = [
            (i, e) for i, e in keyed if any(p.layer == layer for p in e.parts)
        ]
        if layer == "6":
            _keyword_counters(chars, by_id)
        if layer == "7c":
            _pt_counters(chars, by_id)
        if not in_layer:
            continue
        ordered = _order(game, layer, in_layer, chars, by_id, result)
        for i, effect in ordered:
            if effect.from_static and i not in locked and not _source_has_static(
                effect, chars
            ):
                continue  # CR 613.6: the ability was removed before this effect began
            targets = locked.get(i)
            if targets is None:
                targets = _affected(game, effect, chars, by_id, result)
                if len(effect.layers()) > 1:
                    locked[i] = targets
            for part in effect.parts:
                if part.layer != layer:
                    continue
                for oid in targets:
                    ch = chars.get(oid)
                    if ch is None:
                        continue
                    if isinstance(part, SetController):
                        result.controllers[oid] = part.player
                    else:
                        chars[oid] = part.apply(ch, by_id[oid], game)
                    if explain:
                        result.applied.append((layer, effect.text or part.describe(), oid))
    return result


def _source_has_static(effect: ContinuousEffect, chars: dict[int, Characteristics]) -> bool:
    if effect.source is None:
        return True
    ch = chars.get(effect.source)
    if ch is None:
        return True
    return any(isinstance(a, StaticAbility) for a in ch.abilities)


def _affected(
    game: Game,
    effect: ContinuousEffect,
    chars: dict[int, Characteristics],
    by_id: dict[int, GameObject],
    result: LayerResult,
) -> tuple[int, ...]:
    if effect.objects is not None:
        return tuple(o for o in effect.objects if o in chars)
    if effect.filter is None:
        return ()
    out = []
    for oid, ch in chars.items():
        obj = by_id[oid]
        if obj.zone not in effect.zones:
            continue
        controller = result.controllers.get(oid, obj.controller)
        if controller != obj.controller:
            obj = obj.replace(controller=controller)
        if effect.filter.matches_chars(
            game, obj, ch, player=effect.controller, source=effect.source
        ):
            out.append(oid)
    return tuple(out)


def _order(
    game: Game,
    layer: str,
    in_layer: list[tuple[int, ContinuousEffect]],
    chars: dict[int, Characteristics],
    by_id: dict[int, GameObject],
    result: LayerResult,
) -> list[tuple[int, ContinuousEffect]]:
    """Timestamp order, adjusted by dependencies (CR 613.7, 613.8).

    An effect depends on another in the same layer when applying the other
    would change which objects it applies to (613.8a); the one depended on
    applies first, unless they depend on each other (a loop: timestamp order,
    613.8b). Effects with fixed objects can't depend on anything.
    """
    ordered = sorted(in_layer, key=lambda ie: (ie[1].timestamp, ie[0]))
    dynamic = [ie for ie in ordered if ie[1].objects is None and ie[1].filter is not None]
    if len(ordered) < 2 or not dynamic:
        return ordered
    depends: dict[int, set[int]] = {i: set() for i, _ in ordered}
    for i, a in dynamic:
        base = _affected(game, a, chars, by_id, result)
        for j, b in ordered:
            if i == j:
                continue
            trial = dict(chars)
            for oid in _affected(game, b, chars, by_id, result):
                for part in b.parts:
                    if part.layer == layer and not isinstance(part, SetController) and \
                            oid in trial:
                        trial[oid] = part.apply(trial[oid], by_id[oid], game)
            if _affected(game, a, trial, by_id, result) != base:
                depends[i].add(j)
    out: list[tuple[int, ContinuousEffect]] = []
    remaining = list(ordered)
    while remaining:
        for pos, (i, e) in enumerate(remaining):
            waiting = {j for j in depends[i] if any(k == j for k, _ in remaining)}
            # CR 613.8b: a dependency loop is ignored; timestamps decide
            if not waiting or all(i in depends[j] for j in waiting):
                out.append((i, e))
                del remaining[pos]
                break
        else:
            out.extend(remaining)
            break
    return out


def _keyword_counters(chars: dict[int, Characteristics], by_id: dict[int, GameObject]) -> None:
    """CR 122.1b, 613.1f: a keyword counter gives its object that keyword, in layer 6."""
    for oid, obj in by_id.items():
        if not obj.counters:
            continue
        extra = tuple(
            KeywordAbility(keyword=kind, text=f"{kind} counter")
            for kind, n in sorted(obj.counters.items())
            if n > 0 and kind in KEYWORD_COUNTERS
        )
        if extra:
            ch = chars[oid]
            abilities = ch.abilities + extra
            chars[oid] = attrs.evolve(ch, abilities=abilities, keywords=keyword_names(abilities))


def _pt_counters(chars: dict[int, Characteristics], by_id: dict[int, GameObject]) -> None:
    """CR 122.1a, 613.4c: +1/+1 and -1/-1 counters modify P/T in layer 7c."""
    for oid, obj in by_id.items():
        if not obj.counters:
            continue
        plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        ch = chars[oid]
        if plus and ch.power is not None and ch.toughness is not None:
            chars[oid] = attrs.evolve(ch, power=ch.power + plus, toughness=ch.toughness + plus)


def describe_effect(effect: ContinuousEffect) -> str:
    parts = "; ".join(f"layer {p.layer}: {p.describe()}" for p in effect.parts)
    duration = f" {effect.duration}" if str(effect.duration) else ""
    return f"{effect.text or parts}{duration}"


def parts_in(effect: ContinuousEffect, layer: str) -> list[Modification]:
    return [p for p in effect.parts if p.layer == layer]

