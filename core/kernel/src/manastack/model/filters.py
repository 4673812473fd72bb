"""Which objects and players a phrase of rules text means (CR 109, 115).

``ObjectFilter`` reads phrases such as "nonland permanent you don't control"
or "creature card in your graveyard"; ``TargetSpec`` is one instance of the
word "target" (CR 115.1) with its filter and how many may be chosen.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.model.objects import Characteristics, GameObject, PlayerRef, Zone
from manastack.model.protection import HEXPROOF_FROM_PREFIX, protection_from

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from manastack.engine.game import Game
    from manastack.model.spells import Spell

Target = int | PlayerRef
"""A chosen target: an object id or a player."""

#: The tag of a permanent holding the card name chosen as it entered (CR 201.4, 614.12).
CHOSEN_NAME = "chosen name"
#: The tag of a permanent holding the creature type chosen as it entered (CR 205.3m, 614.12).
CHOSEN_TYPE = "chosen type"
#: The tag of a permanent holding the color chosen as it entered (CR 105.4, 614.12).
CHOSEN_COLOR = "chosen color"


def _has_hexproof_variant(keyword: str, keywords: frozenset[str]) -> bool:
    """CR 702.11e: an effect that looks for hexproof finds a "hexproof from [quality]" too."""
    return keyword == "hexproof" and any(k.startswith(HEXPROOF_FROM_PREFIX) for k in keywords)


@frozen
class ObjectFilter:
    """A description of objects; every condition given must hold.

    ``types``: all of these card types; ``any_types``: at least one;
    ``not_types``: none. ``controller``: ``"you"``, ``"not_you"`` (you don't
    control), ``"opponent"`` or ``None``, relative to the perspective player.
    ``other``: not the source itself ("another creature").
    ``attached_to_source``: the object the source is attached to ("enchanted
    creature", "equipped creature", CR 303.4m, 301.5).
    ``counter``: has at least one counter of this kind ("with a +1/+1 counter
    on it", CR 122.1); counters are not characteristics, so the layer pass
    needs no dependency test for it.
    ``power_less_than_source``: its power is less than the source's ("with power less than
    this creature's power", CR 702.134a mentor), the source's last known power if it has left
    the battlefield (608.2h); without a source nothing matches.
    ``dealt_damage_by_source``: the source dealt damage to it this turn ("a creature dealt
    damage by ~ this turn", CR 120.3; each the object it is now, 400.7).
    ``dealt_damage_to_you``: it dealt damage to the perspective player this turn ("target
    creature that dealt damage to you this turn", CR 120.3; the object it is now, 400.7).
    ``defending_controls``: controlled by the player the source is attacking, or by the
    controller of the planeswalker or battle it attacks ("target creature defending player
    controls" of an attacking creature's own ability, CR 506.2); nothing when the source
    isn't attacking. ``defending_player``: that player fixed as the creature attacked (an
    attack trigger's, CR 508.5: it stays so after the creature leaves combat or the
    battlefield); ``None``: looked up in the current combat.
    ``event_player_controls``: "target ... that player controls" of a triggered ability,
    the key of its event naming that player (``"recipient"``, ``"player"``; CR 603.7c);
    ``controlled_by``: that player, fixed from the event as the ability is put on the stack
    (603.3d, by the ``with_event_player`` function); not yet fixed, nothing matches. Without
    ``event_player_controls``: controlled by that player, fixed as a rule effect began
    ("creatures target player controls can't block this turn", 611.2c).
    ``targets_one``: a spell one of whose chosen targets is a permanent fitting this filter,
    seen by the same player ("spell that targets a permanent you control", CR 115.1, 601.2c).
    """

    types: tuple[str, ...] = ()
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    controller: str | None = None
    owner: str | None = None
    other: bool = False
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    token: bool | None = None
    keyword: str | None = None
    not_keyword: str | None = None
    power_at_least: int | None = None
    power_at_most: int | None = None
    mana_value_at_most: int | None = None
    mana_value_is: int | None = None
    name: str | None = None
    #: "not named Detention Sphere": any name but this one (CR 201.2)
    not_name: str | None = None
    #: "with the chosen name": named as the name chosen as its source entered (CR 201.4,
    #: 614.12; the source's tag ``CHOSEN_NAME``); none chosen, nothing matches
    source_chosen_name: bool = False
    #: "of the chosen type": has the creature type chosen as its source entered (CR 205.3m,
    #: 614.12; the source's tag ``CHOSEN_TYPE``); none chosen, nothing matches
    source_chosen_type: bool = False
    #: "of the chosen color": is the color chosen as its source entered (CR 105.4, 614.12;
    #: the source's tag ``CHOSEN_COLOR``); none chosen, nothing matches
    source_chosen_color: bool = False
    attached_to_source: bool = False
    counter: str | None = None
    power_less_than_source: bool = False
    #: "with power greater than the number of cards in your hand" (Ensnaring Bridge): its
    #: power now exceeds the count of cards in the hand of the player "you" is (CR 208.1, 402.1)
    power_greater_than_hand: bool = False
    dealt_damage_by_source: bool = False
    dealt_damage_to_you: bool = False
    defending_controls: bool = False
    defending_player: int | None = None
    event_player_controls: str | None = None
    controlled_by: int | None = None
    targets_one: ObjectFilter | None = None
    #: "creatures enchanted player controls": controlled by the player the source Aura is
    #: attached to (CR 303.4, 702.5d); the source attached to no player: nothing matches
    enchanted_player_controls: bool = False
    #: "target creature blocking it": blocking the source in the current combat (CR 509.1g)
    blocking_source: bool = False
    #: "creatures blocked by ~": an attacker the source blocks in the current combat (509.1g)
    blocked_by_source: bool = False
    #: "creatures blocking or blocked by ~": either one, in the current combat (CR 509.1g)
    blocking_or_blocked_by_source: bool = False
    predicate: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False, repr=False)
    text: str = field(default="", eq=False)

    def matches(
        self, game: Game, obj: GameObject, *, player: int, source: int | None = None
    ) -> bool:
        """Does ``obj`` fit, seen by ``player`` (the controller of the effect)?"""
        ch = game.chars(obj.id)
        if (self.controller is not None or self.controlled_by is not None) and \
                obj.zone is Zone.BATTLEFIELD:
            controller = game.controller(obj.id)  # CR 613.1b: after control-changing effects
            if controller != obj.controller:
                obj = obj.replace(controller=controller)
        return self.matches_chars(game, obj, ch, player=player, source=source)

    @cached_property
    def local(self) -> bool:
        """Does it read nothing but the object and its characteristics (types, colours,
        controller, keywords, P/T, name, counters...) and what its source is attached to (a
        permanent, CR 301.5, 303.4: an object of the pass), no other object, combat, the
        turn's records or a function? Read once per value: a layer pass whose inputs are the same
        objects and effects then matches the same objects (``layers.recompute``)."""
        return all(name in _LOCAL_FIELDS or getattr(self, name) == default
                   for name, default in _FIELD_DEFAULTS)

    def matches_chars(
        self,
        game: Game,
        obj: GameObject,
        ch: Characteristics,
        *,
        player: int,
        source: int | None = None,
    ) -> bool:
        """Do characteristics ``ch`` of an object (as layers made them) fit the filter?"""
        tl = ch.type_line
        for t in self.types:
            if t == "Permanent":
                if obj.zone is not Zone.BATTLEFIELD and not tl.is_permanent:
                    return False
            elif t in STACK_KINDS:
                if not on_stack_as(obj, t):
                    return False
            elif not tl.has_type(t):
                return False
        if self.any_types and not any(
            (tl.is_permanent if t == "Permanent" else on_stack_as(obj, t) if t in STACK_KINDS
             else tl.has_type(t)) for t in self.any_types
        ):
            return False
        if any(tl.has_type(t) for t in self.not_types):
            return False
        if any(not tl.has_subtype(s) for s in self.subtypes):
            return False
        if any(tl.has_subtype(s) for s in self.not_subtypes):
            return False
        if any(not tl.has_supertype(s) for s in self.supertypes):
            return False
        if self.colors and not any(c in ch.colors for c in self.colors):
            return False
        if any(c in ch.colors for c in self.not_colors):
            return False
        if self.controller is not None and not _relation(
            self.controller, obj.controller, player, game
        ):
            return False
        if self.controlled_by is not None and self.event_player_controls is None and \
                obj.controller != self.controlled_by:
            return False  # CR 109.4: not controlled by the player fixed as the effect began
        if self.owner is not None and not _relation(self.owner, obj.owner, player, game):
            return False
        if self.other and source is not None and (obj.id == source or (
                source not in game.state.objects and game.became(source) == obj.id)):
            # "another": not the card itself, even once it moved and is a new object (CR
            # 400.7): "When ~ dies, return another target Elf card" can't return it
            return False
        if self.tapped is not None and obj.tapped != self.tapped:
            return False
        if self.attacking is not None and game.is_attacking(obj.id) != self.attacking:
            return False
        if self.blocking is not None and game.is_blocking(obj.id) != self.blocking:
            return False
        if self.token is not None and obj.is_token != self.token:
            return False
        if self.keyword is not None and self.keyword not in ch.keywords and \
                not _has_hexproof_variant(self.keyword, ch.keywords):
            return False
        if self.not_keyword is not None and (self.not_keyword in ch.keywords or
                                             _has_hexproof_variant(self.not_keyword, ch.keywords)):
            return False
        if self.power_at_least is not None and (ch.power or 0) < self.power_at_least:
            return False
        if self.power_at_most is not None and (ch.power or 0) > self.power_at_most:
            return False
        if self.mana_value_at_most is not None:
            # CR 202.3: from the characteristics being matched (X counts on the stack only)
            x = obj.spell.x if obj.spell is not None and obj.zone is Zone.STACK else 0
            mv = ch.mana_cost.mana_value(x or 0) if ch.mana_cost is not None else 0
            if mv > self.mana_value_at_most:
                return False
        if self.mana_value_is is not None and game.mana_value(obj.id) != self.mana_value_is:
            return False  # CR 202.3: "with mana value 2" (X counts on the stack only)
        if self.name is not None and ch.name != self.name:
            return False
        if self.not_name is not None and ch.name == self.not_name:
            return False  # CR 201.2: "not named [name]"
        if self.source_chosen_name:
            chosen = kept_choice(game, source, CHOSEN_NAME)
            if chosen is None or ch.name != chosen:
                return False  # CR 201.4: only an object with the name chosen
        if self.source_chosen_type:
            kind = kept_choice(game, source, CHOSEN_TYPE)
            if kind is None or not tl.has_subtype(str(kind)):
                return False  # CR 205.3m: only an object with the creature type chosen
        if self.source_chosen_color:
            color = kept_choice(game, source, CHOSEN_COLOR)
            if color is None or color not in ch.colors:
                return False  # CR 105.4: only an object of the color chosen
        if self.attached_to_source:
            host = game.find(source) if source is not None else None
            if host is None or host.attached_to != obj.id:
                return False
        if self.enchanted_player_controls and not _enchanted_player_controls(game, obj, source):
            return False  # CR 303.4: not controlled by the player the source enchants
        if self.counter is not None and obj.counter(self.counter) <= 0:
            return False  # CR 122.1: "with a +1/+1 counter on it"
        if self.power_less_than_source and not (ch.power or 0) < _source_power(game, source):
            return False
        if self.power_greater_than_hand and not (
                ch.power is not None and ch.power > len(game.objects_in(Zone.HAND, player))):
            return False  # CR 208.1, 402.1: power compared with the cards in that hand now
        if self.dealt_damage_by_source and (source is None
                                            or not game.dealt_damage_by(source, obj.id)):
            return False  # CR 120.3: not dealt damage by the source this turn
        if self.dealt_damage_to_you and not game.dealt_damage_to_player(obj.id, player):
            return False  # CR 120.3: it dealt no damage to the perspective player this turn
        if self.defending_controls and not (
                game.controller(obj.id) == self.defending_player
                if self.defending_player is not None
                else _defending_controls(game, obj, source)):
            return False  # CR 506.2, 508.5: not controlled by the player the source attacks
        if self.event_player_controls is not None and (
                self.controlled_by is None or game.controller(obj.id) != self.controlled_by):
            return False  # CR 603.7c: not controlled by "that player" of the event
        if self.targets_one is not None and not _targets_one(game, obj, self.targets_one,
                                                             player, source):
            return False  # CR 115.1: none of its targets fits "that targets a ..."
        if self.blocking_source and not _blocks_source(game, obj, source):
            return False  # CR 509.1g: not one of the creatures blocking the source
        if self.blocked_by_source and not _blocked_by_source(game, obj, source):
            return False  # CR 509.1g: not an attacker the source blocks
        if self.blocking_or_blocked_by_source and not (
                _blocks_source(game, obj, source) or _blocked_by_source(game, obj, source)):
            return False  # CR 509.1g: neither blocking the source nor blocked by it
        return self.predicate is None or self.predicate(game, obj)

    def __str__(self) -> str:
        return self.text or "object"


def _targets_one(game: Game, obj: GameObject, flt: ObjectFilter, player: int,
                 source: int | None) -> bool:
    """CR 601.2c, 115.1: one of the targets chosen for the spell ``obj`` is a permanent that
    fits ``flt`` (CR 110.1: on the battlefield; one that left it is a new object, 400.7)."""
    spell = obj.spell
    if spell is None:
        return False
    for chosen in spell.targets:
        for target in chosen:
            found = game.find(target) if isinstance(target, int) else None
            if found is not None and found.zone is Zone.BATTLEFIELD and \
                    flt.matches(game, found, player=player, source=source):
                return True
    return False


def _blocks_source(game: Game, obj: GameObject, source: int | None) -> bool:
    """Whether ``obj`` blocks the source in the current combat (CR 509.1g)."""
    combat = game.state.combat
    return combat is not None and source is not None and source in combat.blocked_by(obj.id)


def _blocked_by_source(game: Game, obj: GameObject, source: int | None) -> bool:
    """Whether the source blocks ``obj`` in the current combat (CR 509.1g)."""
    combat = game.state.combat
    return combat is not None and source is not None and obj.id in combat.blocked_by(source)


def _source_power(game: Game, source: int | None) -> float:
    """The source's power now, or as it last existed on the battlefield (CR 608.2h);
    infinitely small without one, so that "less than it" matches nothing."""
    if source is None:
        return float("-inf")
    obj = game.find(source)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return game.power(source)
    lki = game.state.lki.get(source)
    if lki is not None and lki.chars.power is not None:
        return lki.chars.power
    return float("-inf")


def _defending_controls(game: Game, obj: GameObject, source: int | None) -> bool:
    """CR 506.2: ``obj`` is controlled by the defending player of the source's attack (the
    player it attacks, or the controller of the planeswalker or battle it attacks)."""
    combat = game.state.combat
    defender = combat.attackers.get(source) if combat is not None and source is not None \
        else None
    if defender is None:
        return False
    if isinstance(defender, PlayerRef):
        player = defender.index
    elif game.find(defender) is not None:
        player = game.controller(defender)
    else:
        return False
    return game.controller(obj.id) == player


def kept_choice(game: Game, source: int | None, tag: str) -> object | None:
    """The choice kept on ``source`` as it entered (CR 614.12), read from the permanent as it
    last existed once it has left (603.10a, 608.2h: Species Specialist seeing its own death);
    None if nothing was chosen."""
    if source is None:
        return None
    host = game.find(source)
    if host is None:
        known = game.state.lki.get(source)
        host = known.obj if known is not None else None
    return host.tags.get(tag) if host is not None else None


def _enchanted_player_controls(game: Game, obj: GameObject, source: int | None) -> bool:
    """CR 303.4, 613.1b: ``obj`` is controlled (after control-changing effects) by the player
    the Aura ``source`` is attached to."""
    aura = game.find(source) if source is not None else None
    if aura is None or aura.attached_player is None:
        return False
    # CR 603.10a: a permanent gone (a "dies" trigger looking back) carries the controller it
    # last had, as the trigger gives it (``old_controller``); one still there is asked
    here = obj.zone is Zone.BATTLEFIELD and game.find(obj.id) is not None
    who = game.controller(obj.id) if here else obj.controller
    return who == aura.attached_player


#: The filter's fields read from the object and its characteristics alone (``local``).
_LOCAL_FIELDS = frozenset({
    "types", "any_types", "not_types", "subtypes", "not_subtypes", "supertypes", "colors",
    "not_colors", "controller", "controlled_by", "owner", "other", "token", "keyword", "not_keyword",
    "power_at_least", "power_at_most", "mana_value_at_most", "name", "counter", "text",
    # the source's attachment: a permanent's (an object of the pass too), or nothing
    "attached_to_source",
})

#: Every field of :class:`ObjectFilter` with its default (``local``: one left at its
#: default reads nothing).
_FIELD_DEFAULTS = tuple((f.name, f.default) for f in attrs.fields(ObjectFilter))


def _relation(kind: str, who: int, player: int, game: Game) -> bool:
    if kind == "you":
        return who == player
    if kind in ("not_you", "opponent"):
        return who != player
    raise ValueError(f"unknown relation {kind!r}")


@frozen
class PlayerFilter:
    """Which players: ``"any"``, ``"you"``, ``"opponent"``."""

    who: str = "any"

    def matches(self, candidate: int, player: int) -> bool:
        """Does player ``candidate`` fit the filter, seen from ``player`` ("you", "an
        opponent")?"""
        if self.who == "any":
            return True
        if self.who == "you":
            return candidate == player
        return candidate != player


#: What an object on the stack is, as a filter's type word: a spell or an activated or
#: triggered ability (CR 113.7a: an ability on the stack is not a spell).
STACK_KINDS = {"Spell": None, "Activated ability": "activated",
               "Triggered ability": "triggered"}


def on_stack_as(obj: GameObject, word: str) -> bool:
    """Is ``obj`` on the stack as a spell, an activated or a triggered ability (CR 112.1,
    113.7a, 405.1)? A mana ability never is one (605.3b: it doesn't use the stack)."""
    if obj.zone is not Zone.STACK:
        return False
    ability = obj.tags.get("ability")
    if word == "Spell":
        return ability is None
    return ability is not None and getattr(ability, "kind", None) == STACK_KINDS[word]


@frozen
class TargetSpec:
    """One instance of "target ..." (CR 115.1): what may be chosen and how many.

    ``objects``: a filter of objects in ``zone`` that may be chosen (``None``:
    no object); ``players``: which players may be chosen (``None``: none).
    "Any target" (CR 115.4) is creatures, players, planeswalkers and battles.
    ``min``/``max``: "up to two target creatures" is 0..2 (CR 115.1b).
    ``also``: further (filter, zone) pairs an object may fit instead: "target spell or
    creature" is a spell on the stack or a creature on the battlefield (CR 115.1).
    ``other_than_previous``: "another target ..." after N earlier instances of "target" in
    the same mode: none of the objects chosen for those N may be chosen here (CR 115.3,
    601.2c: the same object may fill different instances of "target" unless the text says
    "another").
    ``per_x``: "X target creature cards": exactly X of them, the spell's X announced before
    targets are chosen (CR 601.2b, 601.2c); ``min``/``max`` are 0 until then.
    ``x_bounds``: the ``objects`` filter's int fields that are the spell's X ("target creature
    with power X or less": ``power_at_most``), set as targets are chosen, X being announced
    before (CR 601.2b, 601.2c), and kept for the check on resolution (608.2b).
    ``single_owner``: "up to two target cards from a single graveyard": the objects chosen for
    this instance all have one owner (CR 601.2c, 404.1); a card keeps its owner, so those
    still in a graveyard on resolution are still in one (608.2b).
    ``one_per_controller``: "for each opponent, ... up to one target creature that player
    controls": the objects chosen for this instance are each controlled by a different
    player as they are chosen (CR 601.2c), so at most one for each of them.
    ``owned_by_previous``: "target player shuffles up to four target cards from their
    graveyard": the objects chosen for this instance are owned by (in the graveyard of, CR
    404.1) a player chosen for the instance N before it, so only those are offered once that
    player is chosen (CR 601.2c: targets are chosen in order).
    ``only_if_paid``: the name of a spell's additional cost this instance exists with: its
    targets are chosen only if that cost was paid (CR 601.2c: "If the gift was promised,
    target creature ...", 702.174m); unpaid, the instance has no target and is never asked.
    ``unless_paid``: the opposite, an instance the text replaces when that cost is paid ("Counter
    target creature spell. If the gift was promised, instead counter target spell.").
    """

    objects: ObjectFilter | None = None
    players: PlayerFilter | None = None
    zone: Zone = Zone.BATTLEFIELD
    min: int = 1
    max: int = 1
    text: str = ""
    also: tuple[tuple[ObjectFilter, Zone], ...] = ()
    other_than_previous: int = 0
    per_x: bool = False
    x_bounds: tuple[str, ...] = ()
    single_owner: bool = False
    one_per_controller: bool = False
    owned_by_previous: int = 0
    only_if_paid: str = ""
    unless_paid: str = ""

    def required_for(self, spell: Spell | None) -> bool:
        """CR 601.2c: does this instance exist for ``spell`` (the cost it names paid, or not
        paid for ``unless_paid``)?"""
        if self.only_if_paid and (spell is None or not spell.paid_additional(self.only_if_paid)):
            return False
        return not (self.unless_paid and spell is not None and
                    spell.paid_additional(self.unless_paid))

    def object_filters(self) -> tuple[tuple[ObjectFilter, Zone], ...]:
        """Every (filter, zone) an object target may fit (CR 115.1: any part of the phrase)."""
        first = ((self.objects, self.zone),) if self.objects is not None else ()
        return first + self.also

    def __str__(self) -> str:
        return self.text or "target"

    def candidates(self, game: Game, player: int, source: int | None) -> list[Target]:
        """Every legal choice now for this instance (CR 115.2, 601.2c)."""
        found: list[Target] = []
        for flt, zone in self.object_filters():
            for obj in game.objects_in(zone):
                if obj.id == source and zone is Zone.STACK:
                    continue  # CR 115.5: a spell can't target itself
                if obj.id not in found and flt.matches(game, obj, player=player,
                                                       source=source) and \
                        game.can_be_targeted(obj, player, source):
                    found.append(obj.id)
        if self.players is not None:
            for p in game.players:
                if not p.lost and self.players.matches(p.index, player) and \
                        player_targetable(game, p.index, player, source):
                    found.append(PlayerRef(p.index))
        return found

    def ruled_out(self, game: Game, player: int, source: int | None) -> list[Target]:
        """What fits this instance's words but can't be targeted by ``player``'s ``source``
        (hexproof, shroud, protection: CR 702.11b-d, 702.18a, 702.16b): asked only when a
        refusal says why, never while listing what can be done."""
        found: list[Target] = []
        for flt, zone in self.object_filters():
            for obj in game.objects_in(zone):
                if obj.id == source and zone is Zone.STACK:
                    continue  # CR 115.5: not a choice at all, whatever its keywords
                if obj.id not in found and flt.matches(game, obj, player=player,
                                                       source=source) and \
                        not game.can_be_targeted(obj, player, source):
                    found.append(obj.id)
        if self.players is not None:
            for p in game.players:
                if not p.lost and self.players.matches(p.index, player) and \
                        not player_targetable(game, p.index, player, source):
                    found.append(PlayerRef(p.index))
        return found

    def is_legal(self, game: Game, target: Target, player: int, source: int | None) -> bool:
        """Is ``target`` still legal (CR 608.2b on resolution)?"""
        if isinstance(target, PlayerRef):
            if self.players is None:
                return False
            p = game.player(target.index)
            return not p.lost and self.players.matches(target.index, player) and \
                player_targetable(game, target.index, player, source)
        obj = game.find(target)
        if obj is None or obj.phased_out is not None:
            return False  # CR 702.26b: a phased-out permanent is treated as though it doesn't exist
        return any(obj.zone is zone and flt.matches(game, obj, player=player, source=source)
                   for flt, zone in self.object_filters()) and \
            game.can_be_targeted(obj, player, source)


def with_defending_player(spec: TargetSpec, player: int) -> TargetSpec:
    """``spec`` with "defending player" fixed as ``player`` in each of its object filters
    saying "defending player controls" (CR 508.5: the player the creature attacked, even
    once it has left combat)."""
    def fix(flt: ObjectFilter) -> ObjectFilter:
        return attrs.evolve(flt, defending_player=player) if flt.defending_controls else flt

    objects = fix(spec.objects) if spec.objects is not None else None
    also = tuple((fix(flt), zone) for flt, zone in spec.also)
    if objects == spec.objects and also == spec.also:
        return spec
    return attrs.evolve(spec, objects=objects, also=also)


def with_event_player(spec: TargetSpec, event: Mapping[str, Any]) -> TargetSpec:
    """``spec`` with "that player" fixed from ``event`` in each of its object filters saying
    "that player controls" (CR 603.7c, 603.3d: as the triggered ability is put on the
    stack, its targets chosen then)."""
    def fix(flt: ObjectFilter) -> ObjectFilter:
        if flt.event_player_controls is None:
            return flt
        value = event.get(flt.event_player_controls)
        if isinstance(value, int) and flt.event_player_controls == "player":
            value = PlayerRef(value)  # the event's ``player`` is an index, not an object
        return attrs.evolve(flt, controlled_by=value.index if isinstance(value, PlayerRef)
                            else None)  # an object, not a player: nothing matches

    objects = fix(spec.objects) if spec.objects is not None else None
    also = tuple((fix(flt), zone) for flt, zone in spec.also)
    if objects == spec.objects and also == spec.also:
        return spec
    return attrs.evolve(spec, objects=objects, also=also)


def player_targetable(game: Game, target: int, player: int, source: int | None) -> bool:
    """Effects on players (CR 613.10): a player with hexproof can't be the target of
    opponents' spells and abilities (702.11c), with shroud of any (702.18), with
    protection from a colour of sources of that colour (702.16)."""
    keywords = game.player_keywords(target)
    if not keywords:
        return True
    if "shroud" in keywords:
        return False
    if "hexproof" in keywords and target != player:
        return False
    # CR 702.16b: a player with protection, as a permanent
    return source is None or game.find(source) is None or \
        protection_from(keywords, game.chars(source), spell=game.is_spell(source)) is None


@frozen
class AttachedFilter(ObjectFilter):
    """"enchanted creature" / "equipped creature": the object the source (an Aura or an
    Equipment) is attached to (CR 303.4, 301.5), or was attached to as it last existed if the
    source has left the battlefield (608.2h, 603.10a), as well as the filter's own
    conditions."""

    def matches_chars(self, game: Game, obj: GameObject, ch: Any, *, player: int,
                      source: int | None = None) -> bool:
        if source is None:
            return False
        if source not in game.state.objects and source not in game.state.lki:
            return False
        # CR 608.2h, 603.10a: an Aura or Equipment gone ("When this Aura leaves the
        # battlefield, destroy enchanted creature") is asked as it last existed
        if game.last_known(source).attached_to != obj.id:
            return False
        return super().matches_chars(game, obj, ch, player=player, source=source)
