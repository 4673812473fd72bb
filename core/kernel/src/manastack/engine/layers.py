"""Continuous effects and the layer system (CR 611, 612, 613).

A :class:`ContinuousEffect` is made of parts (:class:`Modification` values),
each in one layer or sublayer (CR 613.1-613.4):

====== ===================================== ==========================================
layer  what (CR)                              parts
====== ===================================== ==========================================
1      copy effects, copiable values (613.2)  :class:`BecomeCopy`
2      control (613.1b)                       :class:`SetController`
3      text (612, 613.1c)                     :class:`ChangeText`, :class:`SetName`
4      types (613.1d)                         :class:`AddTypes`, :class:`SetTypes`,
                                              :class:`RemoveTypes`
5      colour (613.1e)                        :class:`SetColors`
6      abilities, keyword counters (613.1f)   :class:`AddAbilities`,
                                              :class:`RemoveAbilities`,
                                              :class:`GrantVariableKeyword`
7a     characteristic-defining P/T            :class:`DefinePT`, ``SetPT(cda=True)``
7b     setting P/T                            :class:`SetPT`, :class:`SetPTFrom`,
                                              :class:`SetPTBy`
7c     modifying P/T, P/T counters            :class:`ModifyPT`, :class:`ModifyPTBy`
7d     switching P/T                          :class:`SwitchPT`
====== ===================================== ==========================================

After the characteristics, effects on players are applied (613.10,
:class:`PlayerKeyword`), then effects on the rules of the game (613.11,
:class:`RuleModification`: "as though" permissions, restrictions, replacement
and prevention effects, each read by the kernel service it concerns).

Within a layer, characteristic-defining abilities first (613.3), then
dependency order (613.8), then timestamps (613.7). An effect with parts in
several layers is locked to the objects it first applied to (613.6,
SEED-25). Effects come from resolving spells and abilities (611.2: their
objects are fixed when they begin, 611.2c), from static abilities (611.3:
re-read on every pass, including abilities granted by other effects, with
the timestamps of 613.7a) and from plugins (``manastack_continuous_effects``).

Caching: :func:`current` keeps one pass per game state. A pass is redone only
after a change that can alter characteristics (a *structural* change: zones,
counters, control, effects...) unless the pass read something else (a
condition, a tapped/attacking filter, a computed amount): then any change,
including a new step or turn, invalidates it. Querying a permanent's power in
a loop costs a dictionary lookup. A pass redone from the very same objects and
effects as the last one is that pass again when each of its effects reads only
the objects of the pass (``Modification.local``, ``ObjectFilter.local``): a card
drawn or a spell's choices change none of its characteristics. A pass with no
effect to apply, no static ability making effects and no keyword counter is each
object's printed characteristics (:func:`_plain_pass`).
"""

from __future__ import annotations

import re
from operator import is_
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from manastack.engine.hook_scopes import call_for_layers
from manastack.model.abilities import Ability, KeywordAbility, StaticAbility
from manastack.model.continuous import (
    _LAYER_INDEX,
    ABILITIES,
    COLORS,
    CONTROL,
    COST,
    COUNTER_STAMPS,
    EVERYTHING,
    KEYWORD_COUNTERS,
    LAYERS,
    NAME,
    PT,
    STAGES,
    TYPES,
    WHILE_SOURCE,
    AddAbilities,
    AdditionalLandPlays,
    AsThough,
    BecomeCopy,
    ChangeText,
    ContinuousEffect,
    GrantVariableKeyword,
    Modification,
    ModifyPTBy,
    PlayerKeyword,
    RuleModification,
    SetController,
    StaticEffect,
    ZonePlayPermission,
    _with,
)
from manastack.model.objects import Card, Characteristics, GameObject, Zone
from manastack.model.typeline import TypeLine

#: A counter of the kind "+X/+Y" (CR 122.1a): "+1/+1", "-1/-1", "+2/+2", "+1/+0" ...
_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence

    from manastack.engine.game import Game
    from manastack.model.filters import ObjectFilter
    from manastack.model.replacements import ZoneMove


def start_effect(game: Game, effect: ContinuousEffect) -> ContinuousEffect | None:
    """Begin an effect of a resolving spell or ability (CR 611.2), stamped now (613.7b).

    CR 611.2b: an effect "for as long as" something whose duration has
    already ended (or never began) does nothing."""
    if effect.duration.conditional and not effect.duration.lasts(game, effect):
        game.log_event("effect", f"{describe_effect(effect)}: its duration never begins, "
                       "it does nothing", rule="611.2b")
        return None
    started = game.add_effect(effect)
    expire(game)  # the new effect may end another's duration
    return started


def expire(game: Game) -> None:
    """End for good the "for as long as" effects whose duration is over (CR 611.2b).

    A duration is judged on the whole game as it is (every effect applied, so
    "for as long as you control X" sees control-changing effects); this runs
    after each zone change, each new effect and each state-based action check,
    and the effect is gone for good once its duration has ended, even if the
    condition becomes true again."""
    if not any(e.duration.conditional for e in game.state.effects):
        return
    ended = [e for e in game.state.effects if e.duration.conditional
             and not e.duration.lasts(game, e)]
    if ended:
        gone = {e.id for e in ended}
        game.end_effects(lambda e: e.id in gone, rule="611.2b")


# --------------------------------------------------------------------------
# "As though" permissions (CR 609.4)
# --------------------------------------------------------------------------


def as_though_possible(game: Game) -> bool:
    """Whether an "as though" effect (CR 609.4) may be in force now: a rule effect is.
    :func:`as_though` answers False for every object otherwise (asked once by a loop over
    a hand, not once per card)."""
    return bool(current(game)._rules)


def as_though(game: Game, action: str, condition: str, obj: GameObject) -> bool:
    """May ``obj`` be used for ``action`` as though ``condition`` were true? (CR 609.4)

    Every "as though" effect for ``action`` that applies to ``obj`` is
    considered; their conditions accumulate, so two effects with different
    conditions both work, and one whose requirement is met only thanks to
    another also works (609.4a, SEED-33). The real game is not changed: the
    answer concerns only this question (609.4)."""
    result = current(game)
    if not result._rules:
        return False  # no rule effect in force (most passes), so no "as though" one either
    found = result.rules_of(AsThough, game, obj)
    candidates = [(e, p) for e, p in found if p.action == action]
    if not candidates:
        return False
    assumed: frozenset[str] = frozenset()
    changed = True
    while changed:
        changed = False
        for _effect, part in candidates:
            if part.grants in assumed:
                continue
            if part.requires is None or part.requires(game, obj, assumed):
                assumed = assumed | {part.grants}
                changed = True
    return condition in assumed


# --------------------------------------------------------------------------
# Static abilities -> effects (CR 611.3, 613.7a)
# --------------------------------------------------------------------------


def static_zones(game: Game, objects: Iterable[GameObject]) -> set[Zone]:
    """Zones other than the battlefield that static abilities of ``objects`` reach
    (cards in graveyards, CR 611.3)."""
    found: set[Zone] = set()
    for obj in objects:
        for ability in obj.card.abilities:
            if isinstance(ability, StaticAbility):
                for template in ability.effects:
                    if isinstance(template, StaticEffect):
                        found.update(z for z in template.zones if z is not Zone.BATTLEFIELD)
    return found


def static_ability_effects(
    game: Game, obj: GameObject, ability: StaticAbility, *, timestamp: int | None = None,
    controller: int | None = None,
) -> list[ContinuousEffect]:
    """The effects ``ability`` of ``obj`` generates now (CR 611.3, 613.7a)."""
    out = []
    for template in ability.effects:
        if not isinstance(template, StaticEffect):
            continue  # cost modifiers and other rule statics are read elsewhere
        out.append(
            ContinuousEffect(
                parts=_for_source(template.parts, obj, controller),
                timestamp=obj.timestamp if timestamp is None else timestamp,  # CR 613.7a
                source=obj.id,
                controller=obj.controller if controller is None else controller,
                objects=(obj.id,) if template.self_only else None,
                players=(),
                filter=template.filter,
                zones=template.zones,
                condition=_bind(template.condition, obj) if template.condition else None,
                from_static=True,
                cda=template.cda,
                ability=ability,
                text=template.text or ability.text,
                rule="611.3",
            )
        )
    return out


def _for_source(parts: tuple[Modification, ...], obj: GameObject,
                controller: int | None) -> tuple[Modification, ...]:
    """``parts`` with each count of the source bound to ``obj`` as it is now (CR 611.3a),
    and each granted ability naming the card granting it bound to ``obj`` (201.5a)."""
    if not any((isinstance(p, ModifyPTBy) and p.of_source is not None) or
               (isinstance(p, AddAbilities) and p.names_granting_source) for p in parts):
        return parts
    if controller is not None and controller != obj.controller:
        obj = obj.replace(controller=controller)  # CR 613.1b: its controller of this pass
    return tuple(p.for_source(obj) if isinstance(p, ModifyPTBy) else
                 p.granted_by(obj.id) if isinstance(p, AddAbilities) else p for p in parts)


def _bind(condition: Callable[[Game, GameObject], bool], obj: GameObject) -> Callable[[Game], bool]:
    def check(game: Game) -> bool:
        return condition(game, obj)

    return check


def _functions_in(ability: StaticAbility, zone: Zone) -> bool:
    """CR 611.3b, 113.6: a static ability functions on the battlefield unless it says otherwise."""
    return zone.value in ability.zones or "all" in ability.zones


# --------------------------------------------------------------------------
# The layer pass
# --------------------------------------------------------------------------


#: No keyword: what a pass no static ability grants a keyword in holds (``keywords_granted``).
_NO_KEYWORDS: frozenset[str] = frozenset()


class LayerResult:
    """Characteristics and controllers after one pass, plus what the pass read.

    ``copiable`` holds the copiable values (CR 707.2) of objects affected by
    copy effects; ``control_since`` the timestamp of the control-changing
    effect that gave an object its current controller (CR 302.6);
    ``players`` the keywords of players (613.10); ``applied`` what was
    applied, for ``explain``.
    """

    __slots__ = (
        "_rules",
        "abilities_taken",
        "applied",
        "chars",
        "chars_version",
        "closed",
        "combat",
        "control_since",
        "controllers",
        "copiable",
        "derived",
        "enters_with_granted",
        "inputs",
        "kept",
        "keywords_granted",
        "land_plays",
        "plain",
        "players",
        "statics",
        "turn",
        "volatile",
        "zone_plays",
    )

    def __init__(self) -> None:
        self.chars: dict[int, Characteristics] = {}
        self.controllers: dict[int, int] = {}
        self.copiable: dict[int, Card] = {}
        self.control_since: dict[int, int] = {}
        self.players: dict[int, set[str]] = {}
        #: the additional lands each player may play each turn (CR 305.2)
        self.land_plays: dict[int, int] = {}
        #: each player's permissions to play cards from other zones, with their effect (601.3)
        self.zone_plays: dict[int, list[tuple[ContinuousEffect, ZonePlayPermission]]] = {}
        self.applied: list[tuple[str, str, int]] = []  # (layer, effect text, object id)
        self._rules: list[tuple[ContinuousEffect, RuleModification, frozenset[int] | None]] = []
        #: values worked out from this pass and the rest of the game (the trigger index, which
        #: reads other zones), kept with it: the same pass for another state starts without them
        self.derived: dict[Any, Any] = {}
        #: values worked out from this pass alone (its objects, their characteristics and
        #: controllers, its rule effects: the rule statics, the restriction kinds in force, the
        #: permanents' triggered abilities): the same pass for another state keeps them
        self.kept: dict[Any, Any] = {}
        self.volatile = False
        #: a static ability of an object of the pass may give an "enters with" ability
        #: (``StaticAbility.grants_enters_with``, CR 614.12)
        self.enters_with_granted = False
        #: an effect of the pass not fixed to its objects may take abilities away (layer 1
        #: copy, 3 text, 4 land type set, 6 "loses"): one that may also apply to a permanent
        #: entering now, changing its "enters" replacements (CR 614.12, 305.7)
        self.abilities_taken = False
        #: the keywords a static ability of an object of the pass may give objects
        #: (``StaticAbility.grants_keywords``, CR 613.1f)
        self.keywords_granted: frozenset[str] = _NO_KEYWORDS
        #: made by :func:`_plain_pass`: no effect, and no object of the pass has a static
        #: ability making effects (CR 611.3) or a keyword counter
        self.plain = False
        #: a plain pass's: an object of the pass has a static ability (rule statics, 604.1)
        self.statics = True
        #: every effect of the pass reads only the objects of the pass (``Modification.local``,
        #: ``ObjectFilter.local``, no duration tied to its source): with :attr:`inputs`, what
        #: lets :func:`recompute` reuse it for the same objects and effects
        self.closed = True
        #: the objects and effects the pass was made from (:func:`recompute`'s)
        self.inputs: tuple[list[GameObject], list[ContinuousEffect]] | None = None
        self.chars_version = -1
        self.turn: Any = None
        self.combat: Any = None

    def again(self) -> LayerResult:
        """The same pass for another state (:func:`recompute`): what it found, copied; what
        was worked out from the pass alone (``kept``) kept, and nothing worked out from the
        rest of the game (``derived`` may read other zones)."""
        other = LayerResult()
        other.chars = dict(self.chars)
        other.controllers = dict(self.controllers)
        other.copiable = dict(self.copiable)
        other.control_since = dict(self.control_since)
        other.players = {player: set(words) for player, words in self.players.items()}
        other.land_plays = dict(self.land_plays)
        other.zone_plays = {player: list(found) for player, found in self.zone_plays.items()}
        other.applied = list(self.applied)
        other._rules = list(self._rules)
        other.volatile = self.volatile
        other.enters_with_granted = self.enters_with_granted
        other.abilities_taken = self.abilities_taken
        other.keywords_granted = self.keywords_granted
        other.plain = self.plain
        other.statics = self.statics
        other.closed = self.closed
        other.kept = self.kept  # a function of the very same objects and effects
        return other

    def rules_of(self, kind: type[Any], game: Game, obj: GameObject | None = None, *,
                 entering: bool = False) -> list[tuple[ContinuousEffect, Any]]:
        """The rule effects of type ``kind`` in force (613.11), in timestamp order;
        with ``obj``, only those that apply to it. ``entering``: ``obj`` is the
        object as it would exist on the battlefield, about to enter (CR 614.12)."""
        out = []
        for effect, part, objects in self._rules:
            if not isinstance(part, kind):
                continue
            if obj is not None and not _rule_applies(game, effect, objects, obj, self,
                                                     entering):
                continue
            out.append((effect, part))
        return out

    def player_has(self, player: int, keyword: str) -> bool:
        return keyword in self.players.get(player, ())


def _rule_applies(game: Game, effect: ContinuousEffect, objects: frozenset[int] | None,
                  obj: GameObject, result: LayerResult, entering: bool) -> bool:
    if effect.objects is not None:
        return obj.id in effect.objects
    if not entering and objects is not None and obj.id in result.chars:
        return obj.id in objects  # objects of the pass were decided by the pass
    if effect.filter is None or obj.zone not in effect.zones:
        return False
    if entering or game.find(obj.id) is None:
        ch = game.rules.printed(obj.card)  # CR 614.12: as it would enter (simplified)
    else:
        ch = game.chars(obj.id)
    controller = _effect_controller(effect, result)
    return effect.filter.matches_chars(game, obj, ch, player=controller, source=effect.source)


class _Item:
    """One effect taking part in a pass (with its own state for 613.6)."""

    __slots__ = ("effect", "index", "layers", "stamp", "started", "targets", "tiebreak")

    def __init__(self, effect: ContinuousEffect, index: int, stamp: int | None = None,
                 tiebreak: int = 0) -> None:
        self.effect = effect
        self.index = index
        self.layers = frozenset(p.layer for p in effect.parts)
        self.stamp = effect.timestamp if stamp is None else stamp
        self.tiebreak = tiebreak  # CR 613.7a: keeps granted statics after the object's own
        self.started = False
        self.targets: tuple[int, ...] | None = None

    def sort_key(self) -> tuple[int, int, int]:
        return (self.stamp, self.tiebreak, self.index)


def _closed(effect: ContinuousEffect) -> bool:
    """Does ``effect`` read only the objects of the pass (its parts ``local``, its filter
    ``local``, no duration asking whether its source is still there, 611.2b)?"""
    if effect.duration.kind == WHILE_SOURCE:
        return False
    flt = effect.filter
    if flt is not None and not flt.local:
        return False
    return all(part.local for part in effect.parts)


class _Pass:
    """The working state of one layer pass."""

    def __init__(self, game: Game, objects: Sequence[GameObject], explain: bool) -> None:
        self.game = game
        self.result = LayerResult()
        self.explain = explain
        self.by_id = {obj.id: obj for obj in objects}
        self.objects = list(objects)
        self.items: list[_Item] = []
        self.buckets: dict[str, list[_Item]] = {name: [] for name in LAYERS + STAGES}
        self.statics_seen: set[tuple[int, int]] = set()  # (object id, id(ability))
        self.granted_stamp: dict[tuple[int, int], int] = {}  # 613.7a
        self.texts: dict[int, Card] = {}  # the card text after layers 1 and 3
        self.changed = False  # effects were added while a layer was being applied
        self.layer_index = -1

    # -- effects --------------------------------------------------------------

    def add(self, effect: ContinuousEffect, stamp: int | None = None, tiebreak: int = 0) -> None:
        item = _Item(effect, len(self.items), stamp, tiebreak)
        self.items.append(item)
        for layer in item.layers:
            self.buckets[layer].append(item)
        if effect.condition is not None or effect.duration.conditional:
            self.result.volatile = True
        if any(p.volatile for p in effect.parts):
            self.result.volatile = True
        flt = effect.filter
        if flt is not None and _filter_volatile(flt):
            self.result.volatile = True
        if self.result.closed and not _closed(effect):
            self.result.closed = False
        if not self.result.abilities_taken and effect.objects is None and any(
                ABILITIES in part.writes and type(part) not in _ADDS_ABILITIES
                for part in effect.parts):
            # CR 614.12: it may apply to a permanent as it would enter (611.2c: not one
            # fixed to the objects it affected when it began)
            self.result.abilities_taken = True

    def add_statics(self, obj: GameObject, ch: Characteristics) -> bool:
        """Effects of the static abilities ``obj`` has now and didn't have before in this
        pass (CR 611.3); True if there were any.

        An ability granted by an effect takes the later of the object's and that
        effect's timestamps, and stays after the object's own abilities when they
        are equal (613.7a). Its effects apply from the layer where it was gained on
        (an ability gained in layer 6 can't change layers 1-5 of this pass)."""
        if not ch.makes_effects:
            return False  # read once per characteristics value
        added = False
        for ability in ch.abilities:
            if not isinstance(ability, StaticAbility):
                continue
            if ability.grants_enters_with:
                self.result.enters_with_granted = True
            if ability.grants_keywords:  # an operator, not a call: the kernel's pass as it was
                self.result.keywords_granted = \
                    self.result.keywords_granted | ability.grants_keywords
            if not _functions_in(ability, obj.zone):
                continue
            key = (obj.id, id(ability))
            if key in self.statics_seen:
                continue
            self.statics_seen.add(key)
            granted = self.granted_stamp.get(key, 0)
            stamp = max(obj.timestamp, granted)
            controller = self.result.controllers.get(obj.id, obj.controller)
            for effect in static_ability_effects(self.game, obj, ability, timestamp=stamp,
                                                 controller=controller):
                if effect.condition is not None:
                    self.result.volatile = True
                    if not effect.condition(self.game):
                        continue
                self.add(effect, tiebreak=granted)
                added = True
        return added

    # -- applying -------------------------------------------------------------

    def source_has(self, effect: ContinuousEffect, chars: dict[int, Characteristics]) -> bool:
        """Does the static ability generating ``effect`` still exist? (613.6, 613.8a)"""
        if effect.ability is None or effect.source is None:
            return True
        ch = chars.get(effect.source)
        if ch is None:
            return True
        return any(a is effect.ability for a in ch.abilities)

    def affected(self, effect: ContinuousEffect, chars: dict[int, Characteristics],
                 controllers: dict[int, int] | None = None) -> tuple[int, ...]:
        if effect.objects is not None:
            return tuple(o for o in effect.objects if o in chars)
        flt = effect.filter
        if flt is None:
            return ()
        game = self.game
        controllers = self.result.controllers if controllers is None else controllers
        player = _effect_controller(effect, self.result, controllers)
        zones = effect.zones
        out = []
        for oid, ch in chars.items():
            obj = self.by_id[oid]
            if obj.zone not in zones:
                continue
            controller = controllers.get(oid, obj.controller)
            if controller != obj.controller:
                obj = obj.replace(controller=controller)
            if flt.matches_chars(game, obj, ch, player=player, source=effect.source):
                out.append(oid)
        return tuple(out)

    def apply_item(self, item: _Item, layer: str) -> None:
        effect = item.effect
        result = self.result
        chars = result.chars
        if not item.started:
            if effect.from_static and not self.source_has(effect, chars):
                return  # CR 613.6: the ability was removed before this effect began
            item.started = True
            item.targets = self.affected(effect, chars)  # CR 613.6: locked from now on
        targets = item.targets or ()
        game = self.game
        for part in effect.parts:
            if part.layer != layer:
                continue
            for oid in targets:
                ch = chars.get(oid)
                if ch is None:
                    continue
                obj = self.by_id[oid]
                controller = result.controllers.get(oid, obj.controller)
                if controller != obj.controller:
                    # CR 613.1b: layers 3-7 see the controller layer 2 gave it ("your hand")
                    obj = obj.replace(controller=controller)
                if isinstance(part, SetController):
                    player = effect.controller if part.player is None else part.player
                    if result.controllers[oid] != player:  # CR 302.6: a new controller
                        result.controllers[oid] = player
                        result.control_since[oid] = item.stamp
                elif isinstance(part, BecomeCopy):
                    result.copiable[oid] = part.card
                    self.texts[oid] = part.card
                    chars[oid] = game.rules.printed(part.card)
                elif isinstance(part, ChangeText):
                    # CR 707.2: text changes are not copiable values; kept apart
                    card = change_text(game, self.texts.get(oid, obj.card), part)
                    self.texts[oid] = card
                    chars[oid] = _with(game.rules.printed(card), name=ch.name)
                    self.changed = self.add_statics(obj, chars[oid]) or self.changed
                else:
                    chars[oid] = part.apply(ch, obj, game)
                    if isinstance(part, AddAbilities):
                        for ability in part.abilities:
                            key = (oid, id(ability))
                            self.granted_stamp[key] = max(self.granted_stamp.get(key, 0),
                                                          item.stamp)
                        if any(isinstance(a, StaticAbility) for a in part.abilities):
                            # CR 611.3, 613.7a: a gained static ability works at once
                            self.changed = self.add_statics(obj, chars[oid]) or self.changed
                if self.explain:
                    result.applied.append((layer, effect.text or part.describe(), oid))

    def keyword_counter_items(self) -> list[_Item]:
        """CR 122.1b, 613.1f, 613.7c: keyword counters apply in layer 6, in the order of
        their timestamps among the other effects of that layer (SEED-01)."""
        out: list[_Item] = []
        for oid, obj in self.by_id.items():
            if not obj.counters or oid not in self.result.chars:
                continue
            stamps = obj.tags.get(COUNTER_STAMPS, {})
            for kind, n in sorted(obj.counters.items()):
                if n > 0 and kind in KEYWORD_COUNTERS:
                    effect = _counter_effect(oid, kind)
                    # negative indices: distinct from the pass's own effects
                    out.append(_Item(effect, -1 - len(out), stamps.get(kind, obj.timestamp)))
        return out

    def pt_counters(self) -> None:
        """CR 122.1a, 613.4c: +X/+Y counters (+1/+1, -1/-1, +2/+2 ...) modify P/T in layer
        7c."""
        chars = self.result.chars
        for oid, obj in self.by_id.items():
            if not obj.counters:
                continue
            ch = chars.get(oid)
            if ch is not None:
                chars[oid] = _with_pt_counters(ch, obj.counters)

    def run_stages(self) -> None:
        """Effects on players (613.10), then on the rules (613.11), in timestamp order."""
        result = self.result
        for item in sorted(self.buckets["players"], key=_Item.sort_key):
            effect = item.effect
            if effect.from_static and not self.source_has(effect, result.chars):
                continue
            for part in effect.parts:
                if isinstance(part, PlayerKeyword):
                    for p in _players_of(self.game, effect, part.who, result):
                        result.players.setdefault(p, set()).add(part.keyword)
                elif isinstance(part, AdditionalLandPlays):
                    # CR 305.2a: every such effect adds to the count
                    for p in _players_of(self.game, effect, part.who, result):
                        result.land_plays[p] = result.land_plays.get(p, 0) + part.count
                elif isinstance(part, ZonePlayPermission):
                    # CR 601.3, 116.2a: a permission to play cards from another zone
                    for p in _players_of(self.game, effect, part.who, result):
                        result.zone_plays.setdefault(p, []).append((effect, part))
        for item in sorted(self.buckets["rules"], key=_Item.sort_key):
            effect = item.effect
            if effect.from_static and not item.started and not self.source_has(
                    effect, result.chars):
                continue
            if item.targets is not None:
                objects: frozenset[int] | None = frozenset(item.targets)
            elif effect.objects is not None:
                objects = frozenset(effect.objects)
            else:
                objects = frozenset(self.affected(effect, result.chars))
            for part in effect.parts:
                if isinstance(part, RuleModification):
                    result._rules.append((effect, part, objects))


def _with_pt_counters(ch: Characteristics, counters: Mapping[str, int]) -> Characteristics:
    """CR 122.1a, 613.4c: ``ch`` with the P/T its +X/+Y counters add (``ch`` itself when they
    add none, or it has no P/T)."""
    power = toughness = 0
    for kind, n in counters.items():
        m = _PT_COUNTER.fullmatch(kind)
        if m is not None and n > 0:
            power += int(m.group(1)) * n
            toughness += int(m.group(2)) * n
    if (power or toughness) and ch.power is not None and ch.toughness is not None:
        return _with(ch, power=ch.power + power, toughness=ch.toughness + toughness)
    return ch


def _counter_effect(oid: int, kind: str) -> ContinuousEffect:
    return ContinuousEffect(
        parts=(AddAbilities((KeywordAbility(keyword=kind, text=f"{kind} counter"),)),),
        objects=(oid,), text=f"{kind} counter", rule="122.1b",
    )


def _effect_controller(effect: ContinuousEffect, result: LayerResult,
                       controllers: dict[int, int] | None = None) -> int:
    """A static ability's effects are seen from its source's current controller."""
    if effect.from_static and effect.source is not None:
        table = result.controllers if controllers is None else controllers
        return table.get(effect.source, effect.controller)
    return effect.controller


def _players_of(game: Game, effect: ContinuousEffect, who: str, result: LayerResult) -> list[int]:
    if effect.players:
        return list(effect.players)
    you = _effect_controller(effect, result)
    if who == "you":
        return [you]
    if who == "opponents":
        return [p.index for p in game.players if p.index != you]
    return [p.index for p in game.players]


def _filter_volatile(flt: ObjectFilter) -> bool:
    """Does this filter read something a non-structural change alters (status, combat, the
    turn's damage records: "dealt damage by ~ this turn", CR 120.3)?"""
    return (flt.predicate is not None or flt.tapped is not None or flt.attacking is not None
            or flt.blocking is not None or flt.dealt_damage_by_source
            or flt.blocked_by_source or flt.blocking_or_blocked_by_source)


def filter_reads(flt: ObjectFilter | None) -> frozenset[str]:
    """What characteristics a filter reads (CR 613.8a: what an effect applies to)."""
    if flt is None:
        return frozenset()
    if flt.predicate is not None:
        return EVERYTHING
    reads = set()
    if flt.types or flt.any_types or flt.not_types or flt.subtypes or flt.not_subtypes or \
            flt.supertypes or flt.source_chosen_type:
        reads.add(TYPES)  # CR 613.8a: "of the chosen type" reads creature types too
    if flt.colors or flt.not_colors or flt.source_chosen_color:
        reads.add(COLORS)
    if flt.controller is not None or flt.controlled_by is not None:
        reads.add(CONTROL)
    if flt.keyword is not None or flt.not_keyword is not None:
        reads.add(ABILITIES)
    if flt.power_at_least is not None or flt.power_at_most is not None or \
            flt.power_greater_than_hand:
        reads.add(PT)
    if flt.name is not None:
        reads.add(NAME)
    if flt.mana_value_at_most is not None:
        reads.add(COST)
    return frozenset(reads)


def order_items(p: _Pass, layer: str, bucket: list[_Item]) -> list[_Item]:
    """The order of effects within a layer (CR 613.3, 613.7, 613.8).

    Characteristic-defining abilities first (613.3; in 7a they are all
    CDAs), then timestamp order, except that an effect that depends on
    another waits until just after it (613.8b). Effect A depends on B when
    both are in this layer, both or neither are CDAs, and applying B would
    change whether A exists (its ability removed) or what A applies to
    (613.8a); this is tested by applying B to a copy of the characteristics
    of the objects B affects. Only pairs where B writes something A reads
    are tried, so the usual pass costs nothing here. In a dependency loop
    the loop's effects go in timestamp order (613.8b).

    Copy and text-changing parts are not tried (a dependency on a text change
    is not detected).

    When some dependency exists the effects are applied here one at a time
    and the order is re-evaluated after each (613.8c); the result is then an
    ``_Applied`` list the caller must not apply again. (A dependency that
    would only appear after another effect of the layer is applied, with
    none at the start of the layer, is not looked for.)
    """
    ordered = sorted(bucket, key=lambda it: (not it.effect.cda, it.sort_key()))
    if len(ordered) < 2:
        return ordered
    candidates = _dependency_candidates(layer, ordered)
    if not candidates:
        return ordered
    depends = _dependencies(p, layer, ordered, candidates)
    if not any(depends.values()):
        return ordered
    out = _Applied()
    remaining = list(ordered)
    while remaining:
        loops = _loops(depends)
        chosen = None
        for item in remaining:
            waiting = depends.get(item.index, set()) - loops.get(item.index, set())
            if not waiting:
                chosen = item
                break
        if chosen is None:  # pragma: no cover - a graph without loops has a source
            chosen = remaining[0]
        out.append(chosen)
        remaining.remove(chosen)
        p.apply_item(chosen, layer)
        if remaining:
            depends = _dependencies(p, layer, remaining, candidates)  # CR 613.8c
    return out


class _Applied(list[_Item]):
    """Items already applied by the dependency loop (the caller must not apply them again)."""


def _item_writes(item: _Item, layer: str) -> frozenset[str]:
    writes: frozenset[str] = frozenset()
    for part in item.effect.parts:
        if part.layer == layer:
            writes = writes | part.writes
    return writes


#: The modifications that only give abilities (613.1f): they take none away.
_ADDS_ABILITIES: tuple[type[Any], ...] = (AddAbilities, GrantVariableKeyword)


def _only_adds_abilities(item: _Item, layer: str) -> bool:
    """Does ``item`` only give abilities in this layer? Then it can't take away the
    ability generating another effect (613.8a(b)); what it could change about what
    that effect applies to is found through what it writes."""
    return all(type(part) in _ADDS_ABILITIES
               for part in item.effect.parts if part.layer == layer)


def _dependency_candidates(layer: str, items: list[_Item]) -> set[tuple[int, int]]:
    """Pairs (a, b) where b could change what a applies to or whether a exists:
    b writes what a's filter reads, or b gives or takes abilities of a's source."""
    writers: dict[str, list[_Item]] = {}
    on_object: dict[int, list[_Item]] = {}
    ability_filters: list[_Item] = []
    for b in items:
        writes = _item_writes(b, layer)
        for w in writes:
            writers.setdefault(w, []).append(b)
        if ABILITIES in writes and not _only_adds_abilities(b, layer):
            if b.effect.objects is not None:
                for o in b.effect.objects:
                    on_object.setdefault(o, []).append(b)
            else:
                ability_filters.append(b)
    out: set[tuple[int, int]] = set()
    for a in items:
        e = a.effect
        if a.started:
            continue  # CR 613.6: locked, and applies even if its ability goes
        found: list[_Item] = []
        if e.objects is None:
            for w in filter_reads(e.filter):
                found.extend(writers.get(w, ()))
        if e.from_static and e.source is not None:
            found.extend(on_object.get(e.source, ()))
            found.extend(ability_filters)
        for b in found:
            if b is not a and a.effect.cda == b.effect.cda:  # CR 613.8a(c)
                out.add((a.index, b.index))
    return out


def _dependencies(p: _Pass, layer: str, remaining: list[_Item],
                  candidates: set[tuple[int, int]]) -> dict[int, set[int]]:
    result = p.result
    chars = result.chars
    by_index = {it.index: it for it in remaining}
    depends: dict[int, set[int]] = {}
    for ai, bi in candidates:
        a, b = by_index.get(ai), by_index.get(bi)
        if a is None or b is None or a.started:
            continue
        b_targets = b.targets if b.started else p.affected(b.effect, chars)
        if not b_targets:
            continue
        trial = {o: chars[o] for o in b_targets if o in chars}
        controllers = dict(result.controllers)
        for part in b.effect.parts:
            if part.layer != layer:
                continue
            for oid in trial:
                if isinstance(part, SetController):
                    controllers[oid] = b.effect.controller if part.player is None else part.player
                elif not isinstance(part, (BecomeCopy, ChangeText)):
                    trial[oid] = part.apply(trial[oid], p.by_id[oid], p.game)
        e = a.effect
        if e.from_static and e.source in trial and p.source_has(e, chars) and \
                not p.source_has(e, trial):
            depends.setdefault(ai, set()).add(bi)  # b removes a's ability: a's existence
            continue
        before = set(p.affected(e, {o: chars[o] for o in trial}))
        after = set(p.affected(e, trial, controllers))
        if before != after:
            depends.setdefault(ai, set()).add(bi)  # b changes what a applies to
    return depends


def _loops(depends: dict[int, set[int]]) -> dict[int, set[int]]:
    """For each effect, the other effects in the same dependency loop (613.8b)."""
    reach: dict[int, set[int]] = {}
    for start in depends:
        seen: set[int] = set()
        stack = list(depends[start])
        while stack:
            n = stack.pop()
            if n in seen:
                continue
            seen.add(n)
            stack.extend(depends.get(n, ()))
        reach[start] = seen
    return {a: {b for b in reach[a] if a in reach.get(b, ())} for a in reach}


def compute(
    game: Game,
    objects: Sequence[GameObject],
    effects: Sequence[ContinuousEffect],
    *,
    explain: bool = False,
) -> LayerResult:
    """Apply ``effects`` and the static abilities of ``objects`` layer by layer (CR 613).

    While the pass runs, a filter or condition that asks the game for
    characteristics gets the values computed so far."""
    if not effects:
        plain = _plain_pass(game, objects)
        if plain is not None and not (VERIFY_SKIPS or game.verify_skips):
            return plain
    else:
        plain = None
    p = _Pass(game, objects, explain)
    previous = game._layer_building
    game._layer_building = p.result
    try:
        _run(p, game, objects, effects)
    finally:
        game._layer_building = previous
    if plain is not None:
        _verify_same("plain", plain, p.result)
    return p.result


#: Set (tests; on in every :class:`~manastack.invariants.CheckedGame` through
#: ``Game.verify_skips``) to run the whole pass after :func:`_plain_pass` as well: a
#: difference raises.
VERIFY_SKIPS = False


def _plain_pass(game: Game, objects: Sequence[GameObject]) -> LayerResult | None:
    """CR 613: the pass when there is no effect, no object has a static ability making
    effects (611.3; rule statics such as cost modifiers are read where they apply) and none
    has a keyword counter (122.1b): each object's printed characteristics, under its own
    controller, with the P/T its +X/+Y counters add (613.4c: alone in layer 7c then); None
    otherwise. Most passes of a game without continuous effects (a vanilla game's every
    pass): what :func:`_run` would find without its eleven layers."""
    result = LayerResult()
    chars = result.chars
    controllers = result.controllers
    printed = game.rules.printed
    statics = False
    for obj in objects:
        ch = printed(obj.card)
        if ch.has_static:
            if ch.makes_effects:
                return None  # CR 611.3: its static abilities make effects
            statics = True
        counters = obj.counters
        if counters:
            if not KEYWORD_COUNTERS.isdisjoint(counters):
                return None  # CR 122.1b, 613.1f: a keyword counter gives its keyword
            ch = _with_pt_counters(ch, counters)
        chars[obj.id] = ch
        controllers[obj.id] = obj.controller
    result.plain = True
    result.statics = statics
    return result


#: What a pass found (:func:`_verify_same` compares them).
_FOUND = ("chars", "controllers", "copiable", "control_since", "players", "land_plays",
          "zone_plays", "_rules", "volatile", "enters_with_granted", "keywords_granted",
          "abilities_taken")


def _verify_same(kind: str, fast: LayerResult, full: LayerResult) -> None:
    """Raise if the ``kind`` pass (plain, reused) found something else than the whole pass."""
    for name in _FOUND:
        if getattr(fast, name) != getattr(full, name):
            raise AssertionError(f"the {kind} layer pass differs from the whole pass (CR 613) "
                                 f"in {name}: {getattr(fast, name)!r} != "
                                 f"{getattr(full, name)!r}")


def _run(p: _Pass, game: Game, objects: Sequence[GameObject],
         effects: Sequence[ContinuousEffect]) -> None:
    result = p.result
    chars = result.chars
    printed = game.rules.printed
    for obj in objects:
        chars[obj.id] = printed(obj.card)
        result.controllers[obj.id] = obj.controller
    for effect in effects:
        if effect.condition is not None:
            result.volatile = True
            if not effect.condition(game):
                continue  # "as long as ...": not now
        if effect.duration.kind == WHILE_SOURCE:
            result.closed = False  # CR 611.2b: asks where its source is, in any zone
            if not effect.duration.lasts(game, effect):
                continue  # its source left; removed for good by expire()
        p.add(effect)
    for layer in LAYERS:
        p.layer_index = _LAYER_INDEX[layer]
        if layer == "2":
            # CR 613.2c: the copiable values are known; static abilities of those
            # values generate effects (611.3); abilities gained later (layers 3
            # and 6) add theirs as they are gained
            for obj in objects:
                p.add_statics(obj, chars[obj.id])
        if layer == "7c":
            p.pt_counters()
        items = list(p.buckets[layer])
        if layer == "6":
            items += p.keyword_counter_items()
        done: set[int] = set()
        while items:
            p.changed = False
            ordered = order_items(p, layer, items)
            if isinstance(ordered, _Applied):
                done.update(id(it) for it in ordered)
            else:
                for item in ordered:
                    p.apply_item(item, layer)
                    done.add(id(item))
                    if p.changed:
                        break  # a gained static ability added effects to this layer
            if not p.changed:
                break
            items = [it for it in items if id(it) not in done]
            waiting = {id(it) for it in items}
            items += [it for it in p.buckets[layer] if id(it) not in done and id(it) not in waiting]
    p.run_stages()


def change_text(game: Game, card: Card, part: ChangeText) -> Card:
    """The copiable card with a word changed (CR 612.2), recognised again (cached)."""
    key = (id(card), part.old.lower(), part.new.lower())
    hit = _TEXT_CACHE.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    old, new = part.old, part.new
    pattern = re.compile(rf"\b{re.escape(old)}\b", re.IGNORECASE)

    def swap(m: re.Match[str]) -> str:
        word = m.group(0)
        return new.capitalize() if word[:1].isupper() else new.lower()

    subtypes = tuple(new.capitalize() if s.lower() == old.lower() else s
                     for s in card.type_line.subtypes)
    type_line = TypeLine(card.type_line.supertypes, card.type_line.card_types, subtypes)
    text = pattern.sub(swap, card.text) if card.text else card.text
    abilities = card.abilities
    if text != card.text and card.definition is not None:
        d = attrs.evolve(card.definition, text=text, type_line=str(type_line))
        abilities = game.rules.compile(d).abilities
    changed = attrs.evolve(card, type_line=type_line, text=text, abilities=abilities)
    _TEXT_CACHE[key] = (card, changed)
    return changed


_TEXT_CACHE: dict[tuple[int, str, str], tuple[Card, Card]] = {}


# --------------------------------------------------------------------------
# The cached pass of a game
# --------------------------------------------------------------------------


def structural_change(old: GameObject | None, new: GameObject) -> bool:
    """Can replacing ``old`` by ``new`` change any characteristic? Tapping, untapping
    and damage can't (a pass that reads them is volatile anyway)."""
    if old is None:
        return True
    return not (
        old.card is new.card
        and old.zone is new.zone
        and old.controller == new.controller
        and old.timestamp == new.timestamp
        and old.counters == new.counters
        and old.attached_to == new.attached_to
        and old.attached_player == new.attached_player  # CR 303.4: whose creatures it affects
        and old.tags == new.tags
        and old.spell is new.spell
        and old.controlled_since == new.controlled_since
        and old.is_token == new.is_token
        and old.is_copy == new.is_copy
    )


def current(game: Game) -> LayerResult:
    """The layer pass of the game's present state, computed at most once per change
    that can matter (see the module docstring). During a simultaneous event
    (``manastack.engine.triggers.simultaneously``) it is the pass from just before it."""
    batch = game._zone_batch
    if batch is not None and batch.result is not None:
        return batch.result  # a simultaneous event: as before it
    state = game.state
    cached = game._layer
    if cached is not None and game._cache_version != -1:
        if game._cache_version == state.version and (
                not cached.volatile or (cached.turn is state.turn and
                                        cached.combat is state.combat)):
            return cached
        if not cached.volatile and cached.chars_version == state.chars_version:
            game._cache_version = state.version
            return cached
    building = game._layer_building
    if building is not None:
        return building  # a filter asked during the pass
    return recompute(game)


_V = TypeVar("_V")


def keep_with_pass(game: Game, result: LayerResult, key: object, value: _V) -> _V:
    """Keep ``value``, worked out from the pass ``result`` and the objects on the battlefield:
    with the settled pass and the same pass made again for the very same objects and effects
    (``LayerResult.kept``, :func:`recompute`); with this pass only (``derived``) during a
    simultaneous event or while a pass is built, when the battlefield read is not the pass's
    objects (CR 603.10a, 613). Read it from ``kept``, then ``derived``."""
    if result is game._layer and game._zone_batch is None:
        result.kept[key] = value
    else:
        result.derived[key] = value
    return value


def _pass_inputs(game: Game) -> tuple[list[GameObject], list[ContinuousEffect]]:
    """The objects and effects of a layer pass of the game as it is (CR 613, 611.3b)."""
    objects = game.objects_in(Zone.BATTLEFIELD)
    effects = list(game.state.effects)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_continuous_effects"):
        # asked again after every structural change (see the hook's documentation); an
        # implementation declared with reads_keyword only when an object's card has it
        for found in call_for_layers(game, "manastack_continuous_effects"):
            effects.extend(found)
    extra_zones: set[Zone] = {z for e in effects for z in e.zones if z is not Zone.BATTLEFIELD}
    extra_zones |= static_zones(game, objects)
    extra_zones |= _off_battlefield_static_zones(game)
    for z in sorted(extra_zones, key=lambda z: z.value):
        objects.extend(game.objects_in(z))
    return objects, effects


def entering_chars(game: Game, move: ZoneMove) -> Characteristics:
    """CR 614.12: the characteristics of the permanent ``move`` would put onto the
    battlefield, as it would exist there: its own, with the continuous effects of what is
    already there (a static ability granting a keyword to "creatures you control"), under
    the control it would enter under. A pass of its own, not cached: asked by a replacement
    effect that modifies how a permanent enters, only when one may apply."""
    obj = move.obj
    if obj.zone is Zone.BATTLEFIELD:
        return game.chars(obj.id)
    controller = move.controller if move.controller is not None else obj.owner
    entering = obj.replace(zone=Zone.BATTLEFIELD, controller=controller)
    if move.copy_of is not None:
        entering = entering.replace(card=move.copy_of)  # CR 707.5, 614.12: as a copy
    objects, effects = _pass_inputs(game)
    objects = [o for o in objects if o.id != obj.id]
    objects.append(entering)
    return compute(game, objects, effects).chars[obj.id]


def entering_may_lose(game: Game, card: Card) -> bool:
    """CR 614.12: may the permanent with the text of ``card`` entering the battlefield now
    have other abilities there than printed on ``card``, taken away by a continuous effect
    that already exists ("Nonbasic lands are Mountains", 305.7) or by its own static
    abilities? False (its printed abilities apply, no pass of its own) when its static
    abilities make no effect and no effect of the settled pass not fixed to its objects may
    take abilities away (``LayerResult.abilities_taken``: a game without such an effect
    asks one attribute). During a simultaneous event: the pass from just before it, the
    effects that existed then."""
    if game.rules.printed(card).makes_effects:
        return True  # CR 614.12: its own static abilities, as they'd apply to it there
    result = current(game)
    if result is not game._layer and game._zone_batch is None:
        return True  # asked while a pass is built: not settled, so look
    return result.abilities_taken


def entering_abilities(game: Game, move: ZoneMove) -> tuple[Ability, ...]:
    """CR 614.12: the abilities of the permanent ``move`` would put onto the battlefield as
    it would exist there, what its own "enters" replacements are read from: the printed
    ones (of the card it enters as a copy of, 707.5) when :func:`entering_may_lose` says
    nothing may take them away, else those of :func:`entering_chars` (a pass of its own).
    Ask it only for a card with such a replacement printed; an object already on the
    battlefield has its printed ones."""
    card = move.copy_of if move.copy_of is not None else move.obj.card
    if move.obj.zone is Zone.BATTLEFIELD or not entering_may_lose(game, card):
        return card.abilities
    return entering_chars(game, move).abilities


def recompute(game: Game, *, explain: bool = False) -> LayerResult:
    """Run the layer pass now (CR 613) and cache it. The previous pass is reused when it is
    closed (each of its effects reads only the objects of the pass) and not volatile, and
    its inputs are the very same objects and effects: a change elsewhere (a card drawn, a
    spell's choices) then changes none of its characteristics."""
    state = game.state
    objects, effects = _pass_inputs(game)
    previous = game._layer
    if previous is not None and not explain and _same_inputs(previous, objects, effects):
        result = previous.again()
        if VERIFY_SKIPS or game.verify_skips:
            _verify_same("reused", result, compute(game, objects, effects))
    else:
        result = compute(game, objects, effects, explain=explain)
    result.inputs = (objects, effects)
    if (result.control_since or state.control_changes) and _note_control_changes(game, result):
        # CR 613.1b: a filter reading Game.control_changes saw the old count: once more
        result = compute(game, objects, effects, explain=explain)
    result.chars_version = state.chars_version
    result.turn = state.turn
    result.combat = state.combat
    game._layer = result
    game._cache_version = state.version
    game._chars_extra = {}
    return result


def _same_inputs(previous: LayerResult, objects: list[GameObject],
                 effects: list[ContinuousEffect]) -> bool:
    """Was ``previous`` a closed, non-volatile pass of these very objects and effects?"""
    if not previous.closed or previous.volatile or previous.inputs is None:
        return False
    was_objects, was_effects = previous.inputs
    return len(was_objects) == len(objects) and len(was_effects) == len(effects) and \
        all(map(is_, was_objects, objects)) and all(map(is_, was_effects, effects))


def _note_control_changes(game: Game, result: LayerResult) -> bool:
    """CR 613.1b, 701.54a: count each change of controller of a permanent a control-changing
    effect reached since the last pass (its end included); whether any was counted. A
    permanent that left is forgotten: it is a new object wherever it went (400.7).

    Each change is noted with the clock now (CR 302.6): it happened since the last pass, and
    a pass runs at each state-based action check and as each turn begins
    (turns._begin_turn), so the time noted is in the turn of the change, never after the
    next priority."""
    state = game.state
    seen = state.control_changes
    objects = state.objects
    changed = False
    for oid in (*result.control_since, *(o for o in seen if o not in result.control_since)):
        obj = objects.get(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            seen.pop(oid, None)
            continue
        now = result.controllers.get(oid, obj.controller)
        last, count, when = seen.get(oid, (obj.controller, 0, 0))
        if now != last:
            seen[oid] = (now, count + 1, state.clock)
            changed = True
        elif oid not in seen:
            seen[oid] = (now, count, when)
    return changed


#: the zones other than the battlefield whose cards' static abilities a pass reads
_STATIC_ZONES = frozenset({Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.COMMAND, Zone.STACK})


def _off_battlefield_static_zones(game: Game) -> set[Zone]:
    """Zones holding cards whose static abilities function there (CR 611.3b, 113.6)."""
    found: set[Zone] = set()
    objects = game.state.objects
    # only the objects whose card has such an ability (State.offzone_abilities), not every card
    # of every hand, graveyard and exile (a third of a pass's calls)
    for oid in game.state.offzone_abilities:
        obj = objects[oid]
        zone = obj.zone
        if zone in _STATIC_ZONES and zone not in found and _has_offzone_static(obj.card, zone):
            found.add(zone)
    return found


def _has_offzone_static(card: Card, zone: Zone) -> bool:
    key = (id(card), zone)
    hit = _OFFZONE.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    value = any(isinstance(a, StaticAbility) and _functions_in(a, zone) for a in card.abilities)
    _OFFZONE[key] = (card, value)
    return value


_OFFZONE: dict[tuple[int, Zone], tuple[Card, bool]] = {}


def explain(game: Game) -> list[tuple[str, str, int]]:
    """What a fresh pass applies, in order: (layer, effect, object id)."""
    result = recompute(game, explain=True)
    return list(result.applied)


def copiable_values(game: Game, obj_id: int) -> Card:
    """The copiable values of an object (CR 707.2): its card after layer 1 and 3."""
    result = current(game)
    hit = result.copiable.get(obj_id)
    return hit if hit is not None else game.obj(obj_id).card


def describe_effect(effect: ContinuousEffect) -> str:
    parts = "; ".join(f"layer {p.layer}: {p.describe()}" for p in effect.parts)
    duration = f" {effect.duration}" if str(effect.duration) else ""
    text = effect.text or parts
    said = text.rstrip(". ")
    if duration and (said.endswith(duration.strip()) or (
            duration.startswith(" for as long as") and " for as long as " in said)):
        duration = ""  # the text says it already ("gets +6/+6 until end of turn")
    return f"{text}{duration}"
