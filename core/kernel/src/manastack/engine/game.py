"""The game: its state, the primitives that change it, and how it is driven.

A :class:`Game` holds a :class:`State` (immutable values in a few
dictionaries), the :class:`manastack.loading.rules.Rules` it plays by, its event log
and its agents. Every change goes through a primitive of this class (move,
tap, damage, life, counters...), which records an event citing the CR rule.

Driving: every choice a player makes is a :class:`manastack.model.decisions.Decision`
with a finite list of legal options. The game rests at a decision: ``pending()``
returns it, ``legal_actions()`` its options and ``respond()`` answers it. Top-level
decisions are priority, declaring attackers and blockers; a choice made in the middle
of an action (targets, modes, X, costs, what to sacrifice, a choice while resolving)
is answered by a scripted answer if one matches, else by the deciding player's agent
if the game was given one, else it becomes the pending decision itself: the action
so far is undone (CR 732) and carried out again from its start, with the answers
given so far, once the player answers (the game is deterministic, so it takes the
same course). ``undo()`` goes back to the previous decision.

Every action is a transaction: if it turns out illegal (CR 732), or a plugin
raises, the game is restored exactly as it was.

Objects get a new identity on every zone change (CR 400.7); what an object
was when it left (with its characteristics) stays available through
:meth:`Game.last_known` / :meth:`Game.last_known_chars`. The game's only
source of randomness is its own generator (:mod:`manastack.model.rng`), part of the
state, so ``clone()`` replays identically and the same seed with the same
answers gives a byte-identical log. :meth:`Game.result` says who won (CR 104).
"""

from __future__ import annotations

import hashlib
import json
from collections import deque
from collections.abc import Callable, Mapping, Set as AbstractSet
from contextlib import AbstractContextManager, contextmanager
from operator import is_
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from manastack.engine import combat, damage as combat_rules, layers, phasing, turns
from manastack.engine.attachment import attach_refusal, aura_cant_enchant_player
from manastack.engine.combat import restriction_kinds
from manastack.engine.faces import keeps_face, show_face, transformed, whole_card
from manastack.engine.hook_scopes import call_for_zone_change
from manastack.engine.layers import current, describe_effect
from manastack.engine.leaving import leave_game
from manastack.engine.play_from_exile import PLAY_FROM_EXILE
from manastack.engine.positions import (
    FORMAT as POSITION_FORMAT,
    OLDER_FORMATS as OLDER_POSITION_FORMATS,
    Decoder,
    Encoder,
    PositionError,
    upgrade as upgrade_position,
)
from manastack.engine.replacement_order import next_replacement
from manastack.engine.targets import aura_target
from manastack.engine.triggers import (
    current_batch,
    fire_event,
    fire_grouped,
    fire_life_gain,
    fire_life_loss,
    one_event,
    sourceless_leave,
    zone_changed,
)
from manastack.engine.zones import (
    REVEALED,
    apply_replacements,
    card_replacements,
    own_counters,
    regenerate,
    replace_draw,
    return_exiled_until,
)
from manastack.errors import (
    IllegalActionError,
    IllegalAnswerError,
    ManastackError,
    ScenarioError,
    UnsupportedCardError,
)
from manastack.model.abilities import (
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.combat import CantGainLife, LifeGainReplacement
from manastack.model.continuous import (
    CANT_LOSE,
    CANT_PLAY_LANDS,
    CANT_WIN,
    COUNTER_STAMPS,
    HAND_REVEALED,
    LIBRARY_TOP_REVEALED,
    LOOKS_AT_LIBRARY_TOP,
    ONE_DRAW_EACH_TURN,
    UNSPENT_MANA_BECOMES_COLORLESS,
    BecomeCopy,
    ContinuousEffect,
    MoreCounters,
    MorePlayerCounters,
    MoreTokens,
    PowerAsThough,
    Restriction,
)
from manastack.model.decisions import Agent, Answer, Decision, DecisionNeeded, PassingAgent, Script
from manastack.model.effects import AURA_BECAME
from manastack.model.events import Event, digest, render_text
from manastack.model.filters import CHOSEN_COLOR, CHOSEN_NAME, CHOSEN_TYPE, Target
from manastack.model.inputs import answer_items, check_action
from manastack.model.mana import KEPT_UNTIL_END_OF_COMBAT, Mana, ManaPool, ManaSource
from manastack.model.objects import (
    DEALT_DAMAGE,
    DOUBLE_FACED_LAYOUTS,
    FACE_DOWN,
    MANIFESTED,
    SHARED,
    SPLIT_CARD,
    Card,
    Characteristics,
    GameObject,
    Player,
    PlayerRef,
    Zone,
)
from manastack.model.protection import hexproof_from, protection_from
from manastack.model.replacements import (
    CANT_BE_REGENERATED,
    NO_REGENERATION_TURN,
    Moved,
    ZoneMove,
)
from manastack.model.rng import Rng
from manastack.model.spells import CastingPermission, StackAbility
from manastack.model.state import PLAYER_ZONES, GameResult, LastKnown, State
from manastack.model.turns import CombatDamageToPlayer, Step, TurnState
from manastack.model.typeline import TypeLine

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Sequence

    from manastack.engine.damage import DamageEvent
    from manastack.engine.layers import LayerResult
    from manastack.engine.triggers import Batch
    from manastack.loading.rules import Rules
    from manastack.model.abilities import Ability, FlashForMore, PrintedAlternativeCost
    from manastack.model.replacements import Replacement


def _enabled_plugins(rules: Rules) -> list[str]:
    return sorted(info.name for info in rules.ruleset.plugins if info.enabled)


#: How many answers back :meth:`Game.undo` can go.
UNDO_DEPTH = 256


@attrs.frozen
class _Partial:
    """A step of the game to carry out: starting it, the answer to a top-level decision,
    or advancing to the next decision; with the answers to the choices made in it so far."""

    kind: str  # "start", "perform" or "advance"
    decision: Decision | None = None
    chosen: tuple[Any, ...] = ()
    start: tuple[bool, int, int] = (True, 7, 0)
    answers: tuple[Answer, ...] = ()


@attrs.frozen
class _Snapshot:
    """Everything an undone step restores (CR 732): the state, the log's length, the
    scripted answers and the decision the game waited for."""

    state: State
    log_length: int
    script: tuple[Answer, ...]
    pending: Decision | None
    partial: _Partial | None
    card_swaps: int = 0  # Game._card_swaps then: a card changed in place since, or not


_NO_IDS: frozenset[int] = frozenset()
#: the zones of an ability that functions on the battlefield alone (CR 611.3b, 113.6)
_ON_BATTLEFIELD = ("battlefield",)


def offzone_abilities(objects: Iterable[GameObject]) -> frozenset[int]:
    """The ids of ``objects`` whose own card has a static or triggered ability that functions
    outside the battlefield (CR 611.3b, 113.6): ``State.offzone_abilities`` read from the
    objects."""
    return frozenset(o.id for o in objects
                     if any(isinstance(a, (StaticAbility, TriggeredAbility))
                            and a.zones != _ON_BATTLEFIELD for a in o.card.abilities))


@attrs.define
class _OwnKeywords:
    """:meth:`Game.with_own_keyword`'s index: the objects with each keyword among their own
    abilities, read up to the object id ``upto``, for one state and one count of card swaps;
    ``pruned``: each (keyword, id) taken out of ``found`` because the object had left, put
    back when a restored state has the object again (CR 732)."""

    state: State
    upto: int
    swaps: int
    found: dict[str, set[int]]
    pruned: set[tuple[str, int]] = attrs.field(factory=set)


class Game:
    """A game of Magic played by :class:`Rules` (see the module docstring)."""

    #: list legal actions the long way too and compare (``legal_actions.VERIFY_SKIPS``,
    #: ``permissions.VERIFY_SKIPS``)
    verify_skips: ClassVar[bool] = False

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str] = ("Alice", "Bob"),
        *,
        seed: int = 0,
        agents: Sequence[Agent | None] | None = None,
        life: int = 20,
    ) -> None:
        self.rules = rules
        #: the tags declared read by a hook implementation (reads_tag), and the kernel's own
        #: permission to play an exiled card (CR 601.2a): Game._store indexes their objects in
        #: State.tagged
        self._indexed_tags: tuple[str, ...] = (
            PLAY_FROM_EXILE, *(t for t in rules.ruleset.indexed_tags() if t != PLAY_FROM_EXILE))
        zones: dict[tuple[Zone, int], tuple[int, ...]] = {}
        for i in range(len(players)):
            for z in PLAYER_ZONES:
                zones[(z, i)] = ()
        for z in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND):
            zones[(z, SHARED)] = ()
        self.state = State(
            objects={},
            zones=zones,
            players=tuple(Player(index=i, name=n, life=life) for i, n in enumerate(players)),
            turn=TurnState(),
            rng=Rng(seed),
            starting_life=life,
        )
        self.seed = seed
        self.log: list[Event] = []
        # no agent: the player's choices wait as pending decisions (nobody chooses for them)
        self.agents: list[Agent | None] = list(agents) if agents else [None for _ in players]
        self.script = Script()
        self.auto_pass = True
        self.replacement_sources: list[Callable[[Game, ZoneMove], list[Replacement]]] = []
        self._cache_version = -1
        self._layer: LayerResult | None = None
        self._chars_extra: dict[int, Characteristics] = {}
        self._keywords_in: tuple[LayerResult | None, int,
                                 dict[tuple[Zone, int], dict[str, list[int]]]] = (None, -1, {})
        self._activations_in: tuple[LayerResult | None, int, dict[
            tuple[Zone, int], tuple[tuple[int, ...], list[tuple[int, int, ActivatedAbility]]]]] = \
            (None, -1, {})
        #: activated_in's last answer per zone and player, with the ids, objects and layer
        #: characteristics it was read from: facts about immutable values, asked again when
        #: the index above is emptied (a new layer pass, a change of chars_version)
        self._activations_kept: dict[tuple[Zone, int], tuple[
            tuple[int, ...], tuple[GameObject, ...], tuple[Characteristics | None, ...],
            list[tuple[int, int, ActivatedAbility]]]] = {}
        self._scope_skips: tuple[LayerResult | None, int, dict[tuple[str, int], Any]] \
            = (None, -1, {})  # hook_scopes.call_for_player, kept as _keywords_in is
        #: hook_scopes._player_caller's callers of a hook whose declared keywords no object
        #: had, with those keywords: kept across passes (a rule set's ``kept_callers``)
        self._quiet_callers: dict[str, Any] | None = None
        #: ``_controlled_by``: the battlefield's ids, layer pass and version it was found at,
        #: and per player the ids they control
        self._controlled: tuple[tuple[int, ...] | None, LayerResult | None, int,
                                dict[int, tuple[int, ...]]] = (None, None, -1, {})
        self._sba_clear: tuple[object, ...] | None = None  # sba._unchanged
        #: ``sba._find``: per permanent, a value and characteristics found clear (sba.Known)
        self._sba_seen: dict[int, tuple[GameObject, Characteristics, str | None, bool]] = {}
        #: ``permissions.hand_permissions``: per player, the hand's ids, its objects and their
        #: permissions
        self.hand_permissions_kept: dict[int, tuple[tuple[int, ...], tuple[GameObject, ...],
                                                    list[CastingPermission]]] = {}
        #: and, kept with it, the cards of that hand that print an alternative cost (CR 118.9)
        self.printed_alternatives_kept: dict[
            int, tuple[tuple[GameObject, PrintedAlternativeCost | FlashForMore], ...]] = {}
        #: ``permissions.adventure_permissions``: exile's ids, its objects, and those on an
        #: adventure with the player who may cast each (CR 715.3d)
        self.adventures_kept: tuple[tuple[int, ...], tuple[GameObject, ...],
                                    tuple[tuple[GameObject, int | None], ...]] | None = None
        #: ``GraveyardCast.permissions``: per (keyword, plugin, card), the characteristics
        #: read and the permissions they gave (a fact about immutable values)
        self.keyword_permissions_kept: dict[tuple[str, str, int], tuple[
            Characteristics, tuple[CastingPermission, ...]]] = {}
        #: ``payment.mana_sources``: per noncreature permanent, the object and characteristics
        #: read and the sources they gave (a fact about immutable values)
        self.mana_sources_kept: dict[int, tuple[GameObject, Characteristics,
                                                list[ManaSource]]] = {}
        #: and per player, the ids, characteristics and objects of the permanents they
        #: control and the sources these give, while none is a creature with such a source
        self.player_sources_kept: dict[int, tuple[tuple[int, ...], tuple[
            Characteristics | None, ...], tuple[GameObject, ...], tuple[ManaSource, ...]]] = {}
        self._own_keywords: _OwnKeywords | None = None  # with_own_keyword
        self._card_swaps = 0  # objects whose card changed in place (a face turned, a copy)
        #: ``keywords_possible``: the state the kept keywords were read in (carried over a
        #: restore), every keyword a card stored in it had and every counter kind put on an
        #: object; then the layer pass and that count the answer was made from, and it
        self._seen_keywords: tuple[State | None, set[str]] = (None, set())
        self._possible: tuple[LayerResult | None, int, frozenset[str]] = (None, -1, frozenset())
        self._pending: Decision | None = None
        self._partial: _Partial | None = None  # the action waiting for ``_pending``'s answer
        self._answered: list[Answer] = []  # the answers given during the current step
        self._current: _Partial | None = None  # the step being carried out, and from where
        self._current_snapshot: _Snapshot | None = None
        self._history: deque[_Snapshot] = deque(maxlen=UNDO_DEPTH)
        self._in_action = 0
        #: CR 732: a payment's probe runs (``payment.costly_steps``): no player is asked anything
        self.probing = False
        #: a permanent had a mana ability the payment solver doesn't plan (CR 605.3a): from
        #: then on the payer may activate such abilities first (``payment.costly_steps``)
        self.costly_mana_seen = False
        # CR 614.5: the draw replacements applying now (zones.replace_draw), not asked again
        self.draw_replacing: frozenset[str] = frozenset()
        #: CR 608.2: the controller of the spell or ability resolving now (``stack``), whose
        #: instructions "cause" what they do (701.9a); None between resolutions
        self.resolving: int | None = None
        # The events being carried out right now: set only inside their ``with`` blocks (reset
        # as each block ends, even on an illegal action), never saved, never carried by clone().
        #: CR 120.4, 603.2c, 615.5: the damage event being dealt (``damage.one_damage_event``):
        #: what each source dealt in it and the prevention effects that applied once in it
        self._damage_event: DamageEvent | None = None
        #: CR 603.10a, 603.6a: the simultaneous zone changes (``triggers.simultaneously``)
        self._zone_batch: Batch | None = None
        #: CR 603.2c: the cards discarded, leaving a graveyard, or the tokens entering in one
        #: event (``triggers.one_event``)
        self._grouped: dict[tuple[str, int | None],
                            list[tuple[int | None, GameObject | None]]] | \
            None = None
        #: CR 613: the layer pass being computed, for filters asked during it (``layers.apply``)
        self._layer_building: LayerResult | None = None

        self.replacement_sources.append(card_replacements)
        if rules.ruleset.has_impls("manastack_game_setup"):
            rules.ruleset.call("manastack_game_setup", game=self)

    @classmethod
    def from_decks(
        cls,
        rules: Rules,
        decks: Sequence[Sequence[str]],
        *,
        names: Sequence[str] | None = None,
        seed: int = 0,
        agents: Sequence[Agent | None] | None = None,
        start: bool = True,
        sideboards: Sequence[Sequence[str]] | None = None,
    ) -> Game:
        """A game whose players' libraries are ``decks`` (card names), started (CR 103);
        ``sideboards``: the cards each player owns outside the game (CR 400.11a).

        Starting shuffles each library with the game's generator and draws
        seven cards; the first player is player 1 (mulligans are not modelled).
        """
        players = names or [f"Player {i + 1}" for i in range(len(decks))]
        if len(players) != len(decks):
            raise ValueError(f"{len(decks)} decks for {len(players)} players")
        game = cls(rules, players, seed=seed, agents=agents)
        for index, deck in enumerate(decks):
            for name in deck:
                game.put(name, Zone.LIBRARY, index)
        for index, side in enumerate(sideboards or ()):
            for name in side:
                game.put_outside(name, index)
        if start:
            game.start()
        return game

    # ------------------------------------------------------------------
    # Basic queries
    # ------------------------------------------------------------------

    @property
    def rng(self) -> Rng:
        """The game's seeded random number generator (shuffles, random choices): part of the
        state, so a copy replays the same draws."""
        return self.state.rng

    @property
    def players(self) -> tuple[Player, ...]:
        """Every player, in turn order (CR 101.4: player 0 is the starting player)."""
        return self.state.players

    @property
    def starting_life(self) -> int:
        """Each player's starting life total (CR 103.4: 20, a variant's otherwise), what
        "your starting life total" reads (119.1)."""
        return self.state.starting_life

    def player(self, index: int) -> Player:
        """The player of index ``index``."""
        return self.state.players[index]

    @property
    def turn(self) -> TurnState:
        """The current turn: its number, active player, phase and step (CR 500)."""
        return self.state.turn

    @property
    def active_player(self) -> int:
        """The index of the player whose turn it is (CR 102.1)."""
        return self.state.turn.active

    def opponents(self, player: int) -> list[int]:
        """The indexes of ``player``'s opponents still in the game (CR 102.2, 800.4a)."""
        return [p.index for p in self.state.players if p.index != player and not p.lost]

    def find(self, obj_id: int) -> GameObject | None:
        """The object ``obj_id`` if it is still in the game, else ``None`` (CR 400.7: a moved
        object is a new one)."""
        return self.state.objects.get(obj_id)

    def became(self, obj_id: int) -> int | None:
        """The object that ``obj_id``'s card is now, after each move (CR 400.7: a new object
        each time), while it is still in the game; ``obj_id`` itself if it hasn't moved,
        ``None`` if it ceased to exist. For "another", which is every object but the card
        whose ability it is, wherever that card went (docs/decisions.rst)."""
        seen = obj_id
        for _ in range(len(self.state.lki) + 1):  # each move makes one link: no cycle
            if seen in self.state.objects:
                return seen
            known = self.state.lki.get(seen)
            if known is None or known.became is None:
                return None
            seen = known.became
        return None

    def is_spell(self, obj_id: int | None) -> bool:
        """Whether ``obj_id`` is a spell now: a card or copy on the stack, not an ability
        (CR 112.1, 113.7a); for "protection from spells that are one or more colors"."""
        found = self.state.objects.get(obj_id) if obj_id is not None else None
        return found is not None and found.zone is Zone.STACK and found.spell is not None

    def obj(self, obj_id: int) -> GameObject:
        """The object ``obj_id``; ``IllegalActionError`` citing 400.7 if no longer in the
        game."""
        try:
            return self.state.objects[obj_id]
        except KeyError:
            raise IllegalActionError(f"no object #{obj_id} in the game", rule="400.7") from None

    def last_known(self, obj_id: int) -> GameObject:
        """The object ``obj_id`` now, or as it last existed if it left its zone (CR 400.7)."""
        obj = self.state.objects.get(obj_id)
        if obj is not None:
            return obj
        known = self.state.lki.get(obj_id)
        if known is None:
            raise IllegalActionError(f"no object #{obj_id} was ever in the game", rule="400.7")
        return known.obj

    def last_controller(self, obj_id: int) -> int | None:
        """Who controlled ``obj_id`` as it last existed before it left its zone (CR 608.2h,
        603.10a), control-changing effects included (layer 2, 613.1b): a creature gained
        "until end of turn" and sacrificed was its new controller's. ``None`` if the object
        never left a zone (no last known information): ask :meth:`controller` of one that is
        still there."""
        known = self.state.lki.get(obj_id)
        return None if known is None else known.last_controller

    def last_known_chars(self, obj_id: int) -> Characteristics:
        """Characteristics now, or as they last were when it left its zone (CR 608.2h)."""
        if obj_id in self.state.objects:
            return self.chars(obj_id)
        known = self.state.lki.get(obj_id)
        if known is None:
            raise IllegalActionError(f"no object #{obj_id} was ever in the game", rule="400.7")
        return known.chars

    def entering_chars(self, move: ZoneMove) -> Characteristics:
        """CR 614.12: the characteristics of the permanent ``move`` would put onto the
        battlefield, as it would exist there, continuous effects of what is already there
        included ("creatures you control have riot"): what a replacement effect that
        modifies how a permanent enters looks at. A layer pass of its own: ask it only when
        such a replacement may apply."""
        return layers.entering_chars(self, move)

    def entering_abilities(self, move: ZoneMove) -> tuple[Ability, ...]:
        """CR 614.12: the abilities of the permanent ``move`` would put onto the battlefield,
        as it would exist there given the continuous effects that already exist ("Nonbasic
        lands are Mountains" takes a land's, 305.7): what its own "enters" replacements are
        read from. The printed ones, without a pass of its own, unless an effect that may
        take abilities away exists; ask it only for a card with such a replacement printed.
        Granted abilities count only through :meth:`entering_chars`."""
        return layers.entering_abilities(self, move)

    def zone_key(self, zone: Zone, player: int | None) -> tuple[Zone, int]:
        """The key of a zone in ``state.zones``: shared zones (battlefield, stack, exile) ignore
        ``player``."""
        if zone.shared:
            return (zone, SHARED)
        if player is None:
            raise ValueError(f"zone {zone} needs a player")
        return (zone, player)

    def ids_in(self, zone: Zone, player: int | None = None) -> tuple[int, ...]:
        """The ids of the objects in a zone, in zone order (the library's top first); of a
        shared zone, those controlled by ``player`` if given."""
        if zone.shared:
            ids = self.state.zones[(zone, SHARED)]
            if player is None:
                return ids
            objects = self.state.objects
            if zone is Zone.BATTLEFIELD:
                return self._controlled_by(ids, player)
            return tuple(i for i in ids if objects[i].controller == player)
        if player is None:
            out: tuple[int, ...] = ()
            for p in self.state.players:
                out += self.state.zones[(zone, p.index)]
            return out
        return self.state.zones[(zone, player)]

    def holds_same(self, ids: Iterable[int], kept: Iterable[GameObject]) -> bool:
        """Whether the objects named ``ids`` are the very objects ``kept`` (the same ids in
        the same order are the caller's to check): objects are immutable and replaced on any
        change, and an object that changes zones is a new one (CR 400.7), so an answer that
        read only them still holds."""
        return all(map(is_, map(self.state.objects.__getitem__, ids), kept))

    def _controlled_by(self, ids: tuple[int, ...], player: int) -> tuple[int, ...]:
        """The permanents of ``ids`` (the battlefield, in order) ``player`` controls: after
        control-changing effects (layer 2, CR 613.1b). Kept while the battlefield's ids, the
        layer pass and the state's version stand: most priorities ask it of each player
        several times in one state."""
        layer = current(self)
        version = self.state.version
        seen_ids, seen_layer, seen_version, by_player = self._controlled
        if seen_ids is not ids or seen_layer is not layer or seen_version != version:
            by_player = {}
            self._controlled = (ids, layer, version, by_player)
        found = by_player.get(player)
        if found is None:
            controllers = layer.controllers
            objects = self.state.objects
            found = tuple([i for i in ids if (controllers[i] if i in controllers
                                              else objects[i].controller) == player])
            by_player[player] = found
        return found

    def objects_in(self, zone: Zone, player: int | None = None) -> list[GameObject]:
        """The objects in a zone, as ``ids_in`` orders and filters them."""
        objects = self.state.objects
        return [objects[i] for i in self.ids_in(zone, player)]

    def battlefield(self, controller: int | None = None) -> list[GameObject]:
        """The permanents on the battlefield, of ``controller`` only if given (CR 110.1)."""
        return self.objects_in(Zone.BATTLEFIELD, controller)

    def hand(self, player: int) -> list[GameObject]:
        """The cards in ``player``'s hand."""
        return self.objects_in(Zone.HAND, player)

    def graveyard(self, player: int) -> list[GameObject]:
        """The cards in ``player``'s graveyard, oldest first (CR 404.1)."""
        return self.objects_in(Zone.GRAVEYARD, player)

    def library(self, player: int) -> list[GameObject]:
        """The cards in ``player``'s library, top first (the next card drawn is the first)."""
        return self.objects_in(Zone.LIBRARY, player)

    def exile(self) -> list[GameObject]:
        """Every object in exile (CR 406)."""
        return self.objects_in(Zone.EXILE)

    def outside(self, player: int) -> tuple[Card, ...]:
        """The cards ``player`` owns outside the game (CR 400.11a: their sideboard), in the
        order given: cards, not objects, as outside the game is not a zone (400.11)."""
        found = self.state.outside
        return found[player] if player < len(found) else ()

    def put_attached(self, obj_id: int, to: int | PlayerRef) -> GameObject:
        """Attach the permanent ``obj_id``, put for a test or scenario (:meth:`put`), to the
        permanent ``to`` or the player ``to`` (a :class:`PlayerRef`), as a position is built:
        no event, nothing triggers. Refused (IllegalActionError citing 701.3b, the game
        unchanged) if it couldn't be attached there: an Aura to what its enchant ability
        doesn't allow (303.4d), an Equipment to a noncreature (301.5c), either to a permanent
        with protection from it (702.16c-d)..."""
        obj = self.obj(obj_id)
        if obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(f"{obj} is not on the battlefield: only a permanent is "
                                     "attached", rule="701.3a")
        if isinstance(to, PlayerRef):
            why = aura_cant_enchant_player(self, obj_id, to.index) if \
                self.chars(obj_id).type_line.has_subtype("Aura") else "only an Aura can " \
                "enchant a player (303.4a)"
            if not why and not any(getattr(a, "enchant", None) is not None
                                   for a in self.chars(obj_id).abilities):
                why = "an Aura without an enchant ability enchants nothing (303.4a)"
            shown = self.player(to.index).name
        else:
            if self.find(to) is None or to == obj_id:
                why = "it can't be attached to itself (301.5c, 303.4d)" if to == obj_id else \
                    f"no object #{to}"
            else:
                why = attach_refusal(self, obj_id, to)
            shown = str(self.obj(to)) if self.find(to) is not None else f"#{to}"
        if why:
            raise IllegalActionError(f"{obj} can't be attached to {shown}: {why}", rule="701.3b")
        if isinstance(to, PlayerRef):
            new = self.update(obj_id, attached_player=to.index, attached_to=None)
        else:
            new = self.update(obj_id, attached_to=to, attached_player=None)
        self.log_event("setup", f"{obj} is attached to {shown}", rule="701.3a", obj=obj_id)
        return new

    def put_outside(self, name: str | Card, player: int = 0, *, inert: bool = False) -> Card:
        """Give ``player`` a card they own outside the game (CR 400.11a: a card of their
        sideboard), as a game or scenario is set up. A card whose text is not all read is
        refused as :meth:`put` refuses it (it could be brought in), unless ``inert``."""
        card = name if isinstance(name, Card) else self.rules.card(name)
        refusal = card.refusal()
        if refusal is not None:
            if not inert:  # brought into the game, it must not silently do less than it says
                raise UnsupportedCardError(refusal)
            card = card.inert()
            self.log_event("setup", f"{card.name} is an inert placeholder, asked for: it has no "
                           f"abilities ({refusal})")
        self._set_outside(player, (*self.outside(player), card))
        return card

    def bring_in(self, player: int, card: Card, zone: Zone = Zone.HAND, *,
                 rule: str = "400.11b", source: int | None = None) -> GameObject:
        """CR 400.11b: ``card``, one ``player`` owns outside the game, brought into ``zone``
        of the game: a new object that ``player`` owns; it is no longer outside the game.
        IllegalActionError (400.11) if ``player`` has no such card outside the game."""
        cards = self.outside(player)
        index = next((i for i, c in enumerate(cards) if c is card),
                     next((i for i, c in enumerate(cards) if c == card), -1))
        require(index >= 0, f"{self.player(player)} owns no {card} outside the game",
                rule="400.11")
        self._set_outside(player, cards[:index] + cards[index + 1:])
        obj = self.create_object(card, player, zone, log=False)
        where = "hand" if zone is Zone.HAND else str(zone)
        self.log_event("outside", f"{self.player(player)} puts {card} from outside the game "
                       f"into their {where}", rule=rule, source=source)
        return obj

    def _set_outside(self, player: int, cards: tuple[Card, ...]) -> None:
        by_player = list(self.state.outside)
        by_player += [() for _ in range(len(self.state.players) - len(by_player))]
        by_player[player] = cards
        # CR 400.11a: with no card outside the game left, the state is as if none were given
        self.state.outside = tuple(by_player) if any(by_player) else ()
        self._touch()

    def stack(self) -> list[GameObject]:
        """The objects on the stack, bottom first: the last resolves first (CR 405.5)."""
        return self.objects_in(Zone.STACK)

    def called(self, obj: GameObject, name: str) -> bool:
        """Whether ``obj`` is called ``name`` (any case) where a test, a scenario or a scripted
        answer names it: by its card's printed name or a face's (``Card.is_called``), and, on
        the battlefield or the stack, by the name it has now (CR 707.2: a copy has the name of
        what it copies; 613.1a), as it last was there if it has left (608.2h)."""
        if obj.card.is_called(name):
            return True
        if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            return False  # elsewhere no copy effect applies: its name is its card's (707.2)
        known = obj.id in self.state.objects or obj.id in self.state.lki
        now = self.last_known_chars(obj.id).name.lower() if known else ""
        wanted = name.strip().lower()
        # CR 708.2, 201.2a: face down it has no name now; only its printed name finds it
        return bool(now) and (now == wanted or wanted in now.split(" // "))

    def named(self, name: str, zone: Zone | None = None, player: int | None = None) -> GameObject:
        """The first object called ``name`` (in ``zone``), for tests and scenarios."""
        for obj in self.state.objects.values():
            if obj.card.name.lower() != name.lower():
                continue
            if zone is not None and obj.zone is not zone:
                continue
            if player is not None and (obj.controller if obj.zone.shared else obj.owner) != player:
                continue
            return obj
        where = f" in {zone}" if zone else ""
        raise IllegalActionError(f"no object named {name!r}{where}")

    # ------------------------------------------------------------------
    # Characteristics (layers) and derived questions
    # ------------------------------------------------------------------

    def _layers(self) -> LayerResult:
        return layers.current(self)  # cached; see manastack.engine.layers

    def chars(self, obj_id: int) -> Characteristics:
        """The object's characteristics now (CR 613), cached until the game changes."""
        result = self._layer
        if result is None or self._cache_version != self.state.version:
            result = current(self)
        ch = result.chars.get(obj_id)
        if ch is not None:
            return ch
        building = self._layer_building
        if building is not None and obj_id in building.chars:
            # CR 613.1: asked by a condition of the pass computing it (its own static's "as
            # long as you control ..."): the values computed so far, not a new pass (a loop)
            return building.chars[obj_id]
        ch = self._chars_extra.get(obj_id)
        if ch is None:
            obj = self.obj(obj_id)
            if obj.counters:
                ch = layers.compute(self, [obj], []).chars[obj_id]
            else:  # no effect reaches it and no counter: its printed characteristics
                ch = self.rules.printed(obj.card)
            self._chars_extra[obj_id] = ch
        return ch

    def copiable(self, obj_id: int) -> Card:
        """The object's copiable values now (CR 707.2): its card after layers 1 and 3."""
        return layers.copiable_values(self, obj_id)

    def player_keywords(self, player: int) -> frozenset[str]:
        """The keywords a player has now (CR 613.10: hexproof, shroud, protection...)."""
        return frozenset(self._layers().players.get(player, ()))

    def land_plays(self, player: int) -> int:
        """How many lands a player may play this turn (CR 305.2): one, or what their rules say,
        plus every "You may play an additional land" effect on them (305.2a: they add up)."""
        found = self._layers()
        if CANT_PLAY_LANDS in found.players.get(player, ()):
            return 0  # CR 101.2: "can't play lands" wins over every "may play" effect
        return self.player(player).land_plays + found.land_plays.get(player, 0)

    def fresh_chars(self, obj_id: int) -> Characteristics:
        """A layer pass without the cache (the invariant checker compares both): made whole,
        not the last pass reused (``layers.recompute``)."""
        self._layer = None
        self._cache_version = -1
        return self.chars(obj_id)

    def controller(self, obj_id: int) -> int:
        """Who controls ``obj_id`` now: on the battlefield, after control-changing effects
        (layer 2, CR 613.1b)."""
        obj = self.obj(obj_id)
        if obj.zone is Zone.BATTLEFIELD:
            return current(self).controllers.get(obj_id, obj.controller)
        return obj.controller

    def control_changes(self, obj_id: int) -> int:
        """How many times the permanent ``obj_id``'s controller has changed since it entered
        the battlefield (CR 613.1b), a control-changing effect's end included: compare it with
        the number at an earlier moment to know whether another player gained control of it
        in between ("it stops being your Ring-bearer", 701.54a). Each layer pass counts the
        changes since the last one, so a change undone before any pass (within one
        instruction) isn't counted. 0 off the battlefield (a new object, 400.7)."""
        self._layers()  # CR 613.1b: the pass of the game as it is counts its changes first
        return self.state.control_changes.get(obj_id, (0, 0, 0))[1]

    def left_in_this_event(self) -> tuple[tuple[GameObject, Characteristics | None], ...]:
        """The objects that already left in the simultaneous event being carried out ("destroy
        all nonland permanents"), each as it last existed with its characteristics then; empty
        outside such an event. A replacement effect of one of them still applies to the others
        of the same event: it existed when the event happened (CR 614.12, 603.10a)."""
        batch = current_batch(self)
        return tuple((gone, chars) for gone, chars, _ in batch.left) if batch else ()

    def has_keyword(self, obj_id: int, keyword: str) -> bool:
        """Does ``obj_id`` have the keyword ``keyword`` now, after every continuous effect (CR
        613)?"""
        return keyword in self.chars(obj_id).keywords

    def keyword_grant_possible(self, keyword: str) -> bool:
        """May a static ability of an object give objects ``keyword`` now ("Nontoken
        creatures you control have riot", CR 604.2, 613.1f)? False only when no static
        ability the settled layer pass read may (``StaticAbility.grants_keywords``): a
        plugin reading every permanent's abilities for such a grant may skip that then.
        During a simultaneous event the pass is from before it, so the answer is True."""
        result = current(self)
        return not (result is self._layer and self._zone_batch is None
                    and keyword not in result.keywords_granted)

    def with_keyword(self, keyword: str, zone: Zone, player: int) -> list[int]:
        """The objects in ``player``'s ``zone`` that have ``keyword`` now, printed or granted
        (CR 613), in the zone's order: what a plugin asking at every priority reads ("each
        card with flashback in your graveyard"); worked out once per zone until the game
        changes, for every keyword at once.

        The index is kept while the layer pass is (``layers.current``: the same pass, so
        every object's characteristics are the ones the index read) and no change that can
        alter characteristics was made (``chars_version``: every zone change counts), not
        merely while nothing at all changed: tapping a land or paying life keeps it."""
        return self.keywords_in(zone, player).get(keyword, [])

    def keywords_in(self, zone: Zone, player: int) -> Mapping[str, list[int]]:
        """Every keyword the objects in ``player``'s ``zone`` have now, each with those
        objects in the zone's order: :meth:`with_keyword`'s index, for a caller asking about
        several keywords at once (the kernel, checking what plugins declared they read)."""
        by_zone: dict[tuple[Zone, int], dict[str, list[int]]] = self._zone_indexes(
            "_keywords_in")
        index = by_zone.get((zone, player))
        if index is None:
            index = by_zone[(zone, player)] = {}
            for oid in self.ids_in(zone, player):
                for word in self.chars(oid).keywords:
                    index.setdefault(word, []).append(oid)
        return index

    def carries_tag(self, tag: str, zone: Zone | None = None) -> bool:
        """Does an object in ``zone`` (any player's; every zone for None) carry ``tag`` now?
        What the kernel reads for an implementation declared with ``reads_tag`` (its index
        of the objects carrying a declared tag, ``State.tagged``; CR 400.7: a new object
        starts without the old one's tags unless the move keeps them)."""
        objects = self.state.objects
        for oid in self.state.tagged:
            obj = objects[oid]
            if tag in obj.tags and (zone is None or obj.zone is zone):
                return True
        return False

    def scope_skips(self) -> dict[tuple[str, int], Any]:
        """The callers ``hook_scopes.call_for_player`` made of a hook for a player (the
        plugins left out of it), kept as long as the keyword indexes they were read from
        (:meth:`keywords_in`): the same test as :meth:`_zone_indexes`, written out (asked
        for each player at each priority). The dict is the rule set's
        (``RuleSet.kept_callers``): it empties it when the plugins or ``full_scans`` change."""
        state = self.state
        layer = self._layer
        if layer is None or self._cache_version != state.version:
            layer = current(self)
        seen_layer, seen_version, skips = self._scope_skips
        if seen_layer is not layer or seen_version != state.chars_version:
            skips = self.rules.ruleset.kept_callers()
            self._scope_skips = (layer, state.chars_version, skips)
        return skips

    def with_own_keyword(self, keyword: str) -> tuple[int, ...]:
        """The objects of every zone whose own abilities include ``keyword``: their card's,
        before any continuous effect (what layer 6 starts from, CR 613.1f), in zone order.
        What a keyword that functions in every zone reads at every layer pass (changeling,
        702.73a; devoid, 702.114a): an object's card is read once, when the object is new
        (CR 400.7: a zone change makes a new object) or its card changes in place."""
        ids = self._own_keyword_ids(keyword)
        if not ids:
            return ()
        return tuple(i for zone in Zone for i in self.ids_in(zone) if i in ids)

    def has_own_keyword_in(self, keyword: str, zone: Zone | None = None) -> bool:
        """Is there an object in ``zone`` (any player's; every zone for None) whose own
        abilities include ``keyword`` (:meth:`with_own_keyword`'s index)? What the kernel
        reads, at each layer pass, for a ``manastack_continuous_effects`` implementation
        declared with ``reads_keyword``: that pass can't read the characteristics it makes."""
        ids = self._own_keyword_ids(keyword)
        if not ids or zone is None:
            return bool(ids)
        objects = self.state.objects
        return any(objects[i].zone is zone for i in ids)

    def _own_keyword_ids(self, keyword: str) -> AbstractSet[int]:
        """The ids of the objects now in the game whose card has ``keyword``, unordered."""
        ids = self.own_keywords().get(keyword)
        if not ids:
            return _NO_IDS
        objects = self.state.objects
        gone = [i for i in ids if i not in objects]
        if gone:  # the objects that left are gone; kept aside for a restored state
            ids.difference_update(gone)
            index = self._own_keywords
            assert index is not None
            index.pruned.update((keyword, i) for i in gone)
        return ids

    def own_keywords(self) -> Mapping[str, set[int]]:
        """Each keyword some object's card has had in this game, with the ids of those
        objects (those that left their zone since may still be listed, CR 400.7): brought
        up to date with the objects made since the last call, for the kernel's test "may a
        card have this keyword now?" before :meth:`has_own_keyword_in`."""
        state = self.state
        index = self._own_keywords
        if index is None or index.state is not state or index.upto > state.next_id or \
                index.swaps != self._card_swaps:
            index = self._own_keywords = _OwnKeywords(state, 0, self._card_swaps, {})
        objects = state.objects
        if index.upto < state.next_id:
            found = index.found
            for oid in range(index.upto, state.next_id):
                obj = objects.get(oid)
                if obj is None:
                    continue
                for ability in obj.card.abilities:
                    if isinstance(ability, KeywordAbility):
                        found.setdefault(ability.keyword, set()).add(oid)
            index.upto = state.next_id
        return index.found

    def keywords_possible(self) -> AbstractSet[str]:
        """A superset of the keywords objects have now (CR 613): every keyword of a card
        an object of this game had (printed, as :meth:`chars` reads an object no effect
        reaches), every counter kind put on an object (CR 122.1b: keyword counters), and
        the keywords of every object the current layer pass made characteristics for
        (granted, copied, changed). A keyword outside it is on no object in any zone: what
        the kernel tests before building :meth:`keywords_in` for a hook's declared scope."""
        state = self.state
        seen_state, seen = self._seen_keywords
        if seen_state is not state:  # another state (a saved position): read it once
            seen = set()
            printed = self.rules.printed
            for obj in state.objects.values():
                seen.update(printed(obj.card).keywords)
                seen.update(obj.counters)
            self._seen_keywords = (state, seen)
        layer = self._layer
        if layer is None or self._cache_version != state.version:
            layer = current(self)
        kept_layer, kept_size, possible = self._possible
        if kept_layer is not layer or kept_size != len(seen):
            possible = frozenset(seen).union(*[ch.keywords for ch in layer.chars.values()])
            self._possible = (layer, len(seen), possible)
        return possible

    def _zone_indexes(self, slot: str) -> Any:
        """The per-zone indexes kept in ``slot`` (:meth:`with_keyword`, :meth:`activated_in`),
        emptied when the layer pass or ``chars_version`` has changed since they were made."""
        state = self.state
        layer = self._layer
        if layer is None or self._cache_version != state.version:
            layer = current(self)
        seen_layer, seen_version, by_zone = getattr(self, slot)
        if seen_layer is not layer or seen_version != state.chars_version:
            by_zone = {}
            setattr(self, slot, (layer, state.chars_version, by_zone))
        return by_zone

    @property
    def indexed_tags(self) -> tuple[str, ...]:
        """The tags whose objects ``State.tagged`` indexes: the kernel's permission to play an
        exiled card (CR 601.2a) and every tag a hook implementation declares it reads."""
        return self._indexed_tags

    def activated_in(self, zone: Zone, player: int) -> list[tuple[int, int, ActivatedAbility]]:
        """``(object id, ability index, ability)`` for each activated ability (CR 602) of the
        objects in ``player``'s ``zone`` (on the battlefield: that player controls) now, in the
        zone's order and each object's ability order.

        Kept as :meth:`with_keyword`'s index is (the same layer pass and ``chars_version``),
        and while the zone holds the same objects: listing legal actions at every priority
        reads it instead of the characteristics of every permanent and card in hand. After a
        new pass or ``chars_version`` the last answer stands when the zone holds the very same
        objects with the very same characteristics in the pass (``Game.verify_skips``: read
        again as well, and compared)."""
        # _zone_indexes and zone_key written out: every priority asks this four times or more
        state = self.state
        layer = self._layer
        if layer is None or self._cache_version != state.version:
            layer = current(self)
        seen_layer, seen_version, by_zone = self._activations_in
        if seen_layer is not layer or seen_version != state.chars_version:
            by_zone = {}
            self._activations_in = (layer, state.chars_version, by_zone)
        held = state.zones[(zone, SHARED) if zone.shared else (zone, player)]
        key = (zone, player)
        entry = by_zone.get(key)
        if entry is not None and entry[0] is held:
            return entry[1]
        # a new pass or chars_version: the answer read from the very same objects with the
        # very same characteristics of the pass (or none: then the object's own, read from it
        # alone) still holds, found without reading each object's abilities again
        ids = self.ids_in(zone, player)
        in_pass = tuple(map(layer.chars.get, ids))
        kept = self._activations_kept.get(key)
        if kept is not None and kept[0] == ids and all(map(is_, kept[2], in_pass)) and \
                self.holds_same(ids, kept[1]):
            found = kept[3]
            if self.verify_skips and found != self._activations_read(ids):
                raise AssertionError(f"the kept activated abilities of {zone} ({player}) "
                                     f"differ from new ones (CR 602): {found!r}")
        else:
            found = self._activations_read(ids)
            self._activations_kept[key] = (
                ids, tuple(map(state.objects.__getitem__, ids)), in_pass, found)
        by_zone[key] = (held, found)
        return found

    def _activations_read(self, ids: tuple[int, ...]) -> list[tuple[int, int, ActivatedAbility]]:
        """:meth:`activated_in`'s answer read from the objects ``ids``' characteristics."""
        found: list[tuple[int, int, ActivatedAbility]] = []
        for oid in ids:
            for index, ability in enumerate(self.chars(oid).abilities):
                if isinstance(ability, ActivatedAbility):
                    found.append((oid, index, ability))
        return found

    def power(self, obj_id: int) -> int:
        """The power of ``obj_id`` after every continuous effect (CR 613.4), 0 if it has
        none."""
        return self.chars(obj_id).power or 0

    def power_as_though(self, obj_id: int, cost: str) -> int:
        """The power ``obj_id`` counts with when tapped to pay a ``cost`` (crew's, saddle's
        total power): its power and every "as though its power were N greater" effect on it
        for that cost (CR 609.4); nothing else sees it."""
        base = self.power(obj_id)
        result = current(self)
        if not result._rules:
            return base  # no rule effect in force (most passes)
        return base + sum(int(part.amount) for _, part in
                          result.rules_of(PowerAsThough, self, self.obj(obj_id))
                          if cost in part.costs)

    def toughness(self, obj_id: int) -> int:
        """The toughness of ``obj_id`` after every continuous effect (CR 613.4), 0 if it has
        none."""
        return self.chars(obj_id).toughness or 0

    def mana_value(self, obj_id: int) -> int:
        """CR 202.3: X counts its announced value on the stack, 0 elsewhere (107.3)."""
        obj = self.obj(obj_id)
        cost = self.chars(obj_id).mana_cost
        if transformed(obj) and cost == obj.card.mana_cost:
            cost = whole_card(obj).mana_cost  # CR 712.8c, 712.8e: the front face's mana cost
        if cost is None:
            return 0
        x = obj.spell.x if obj.spell is not None and obj.zone is Zone.STACK else 0
        return cost.mana_value(x or 0)

    def controlled_since_this_turn(self, obj_id: int) -> bool:
        """CR 302.6: a permanent that came under its controller's control this turn
        (not since their most recent turn began), before any plugin's exception."""
        obj = self.obj(obj_id)
        if obj.zone is not Zone.BATTLEFIELD:
            return False
        layer = self._layers()  # CR 613.1b: the pass first notes any change of controller
        began = self.player(layer.controllers.get(obj_id, obj.controller)).turn_began
        # CR 302.6, 613.1b: the latest of its entering, the control-changing effect in force
        # and the last change a pass noted (an effect's end gives it back to its owner)
        noted = self.state.control_changes.get(obj_id, (0, 0, 0))[2]
        since = max(obj.controlled_since, layer.control_since.get(obj_id, 0), noted)
        return since >= began

    def summoning_sick(self, obj_id: int) -> bool:
        """CR 302.6: controlled continuously since the controller's most recent turn began?

        Haste and similar answers come from plugins
        (``manastack_ignores_summoning_sickness``).
        """
        if not self.controlled_since_this_turn(obj_id):
            return False
        obj = self.obj(obj_id)
        if self.rules.ruleset.has_impls("manastack_ignores_summoning_sickness"):
            answer = self.rules.ruleset.call(
                "manastack_ignores_summoning_sickness", game=self, obj=obj
            )
            if answer:
                return False
        return True

    def is_attacking(self, obj_id: int) -> bool:
        """Is ``obj_id`` an attacking creature in the current combat (CR 506.4)? Of one that
        left the battlefield attacking, as it last existed (603.10a, 608.2h)."""
        combat = self.state.combat
        return combat is not None and (obj_id in combat.attackers
                                       or obj_id in combat.left_attacking)

    def is_blocking(self, obj_id: int) -> bool:
        """Is ``obj_id`` a blocking creature in the current combat (CR 506.4)? Of one that
        left the battlefield blocking, as it last existed (603.10a, 608.2h)."""
        combat = self.state.combat
        return combat is not None and (obj_id in combat.blockers
                                       or obj_id in combat.left_blocking)

    def can_be_targeted(self, obj: GameObject, player: int, source: int | None) -> bool:
        """CR 702.11 (hexproof), 702.18 (shroud), 702.16 (protection) for targeting a permanent
        (a card elsewhere or a spell may be targeted whatever its keywords: they are a
        permanent's, 113.6); "can't be the target of Aura spells" (Bartel Runeaxe; 601.2c,
        303.4a)."""
        # CR 303.4a: no such restriction in force asks no source what it is
        if source is not None and "cant_be_aura_target" in restriction_kinds(self) and \
                self.is_spell(source) and \
                self.chars(source).type_line.has_subtype("Aura") and any(
                    part.kind == "cant_be_aura_target"
                    for _, part in current(self).rules_of(Restriction, self, obj)):
            return False
        if obj.zone is not Zone.BATTLEFIELD:
            return True  # CR 113.6: these keywords of a card or a spell don't function there
        kws = self.chars(obj.id).keywords
        if not kws:
            return True
        if "shroud" in kws:
            return False
        if "hexproof" in kws and self.controller(obj.id) != player:
            return False
        if source is None or self.find(source) is None:
            return True
        ch = self.chars(source)
        # CR 702.16b: not by spells or abilities from a source with a protection's quality
        if protection_from(kws, ch, spell=self.is_spell(source)) is not None:
            return False
        # CR 702.11d: not by an opponent's spell or ability from a source with the quality of
        # a "hexproof from [quality]"
        return self.controller(obj.id) == player or hexproof_from(kws, ch) is None

    # ------------------------------------------------------------------
    # Logging
    # ------------------------------------------------------------------

    def log_event(self, kind: str, text: str, *, rule: str = "", source: int | None = None,
                  **data: Any) -> Event:
        """Append an event to the explain log, citing ``rule`` (every behaviour cites its CR
        rule); returns it."""
        turn = self.state.turn
        # by position (the fields' order): ~1,200 events a game, and matching keywords took
        # a third of the call
        event = Event(kind, text, rule, turn.number, turn.step.label, data, source)
        self.log.append(event)
        return event

    def log_text(self) -> str:
        """The explain log as text: one line per event, each with the CR rule it applied."""
        return render_text(self.log)

    def log_digest(self) -> str:
        """A hash of the whole log: two games with the same seed and choices have the same."""
        return digest(self.log)

    # ------------------------------------------------------------------
    # Decisions
    # ------------------------------------------------------------------

    def decide(
        self,
        *,
        kind: str,
        player: int,
        prompt: str,
        options: Sequence[Any],
        min: int = 1,
        max: int = 1,
        rule: str = "",
        labels: Sequence[str] = (),
        repeats: bool = False,
        numbers: bool = False,
    ) -> tuple[Any, ...]:
        """Ask ``player`` a decision in the middle of an action; return the validated answer.

        ``repeats``: an option may be chosen more than once (CR 700.2d); ``numbers``: the
        options are numbers, not object ids (a value for X)."""
        decision = Decision(
            kind=kind,
            player=player,
            prompt=prompt,
            options=tuple(options),
            min=min,
            max=max,
            rule=rule,
            labels=tuple(labels),
            repeats=repeats,
            numbers=numbers,
        )
        return self.ask(decision)

    def ask(self, decision: Decision) -> tuple[Any, ...]:
        """Ask a player ``decision`` (every choice is explicit): answered by the script, taken
        when forced, or by the player's agent; with no agent it raises ``DecisionNeeded``
        and the game waits (``pending``). Returns the chosen options, validated."""
        if self.probing and not decision.min == decision.max == len(decision.options):
            # CR 732: a payment's probe (``payment.costly_steps``) is undone, asks no player
            raise IllegalActionError(f"a probe can't ask: {decision.prompt}", rule="601.2g")
        scripted = self.script.take(decision)
        try:
            if scripted is not None:
                answer = decision.validate(self.match_names(decision, scripted), self)
            elif decision.min == decision.max == len(decision.options):
                answer = decision.options  # forced: nothing to choose
            else:
                agent = self.agents[decision.player]
                if agent is None:  # nobody chooses for the player: the decision waits
                    raise DecisionNeeded(decision)
                answer = decision.validate(agent.choose(self, decision), self)
            if not (decision.min == decision.max == len(decision.options)) or scripted:
                self._answered.append(Answer(decision.kind, answer, player=decision.player))
        except IllegalAnswerError:
            raise
        except IllegalActionError as exc:  # the player's own answer: refused, never retried
            raise IllegalAnswerError(exc.reason, rule=exc.rule, step=exc.step,
                                     cites=exc.cites) from None
        if decision.kind != "priority" and (len(decision.options) > 1 or decision.min != 1):
            shown = ", ".join(self._shown(decision, a) for a in answer) or "nothing"
            self.log_event(
                "choice",
                f"{self.player(decision.player)} chooses {shown} ({decision.prompt})",
                rule=decision.rule,
            )
        return answer

    def _shown(self, decision: Decision, option: Any) -> str:
        """An answer as the log shows it: an unlabelled object id as the object ("Mountain#7")."""
        if not decision.labels and not decision.numbers and isinstance(option, int) \
                and not isinstance(option, bool):
            obj = self.find(option)
            if obj is not None:
                return str(obj)
        return _label(decision, option)

    def match_names(self, decision: Decision, answer: Sequence[Any]) -> tuple[Any, ...]:
        """Replace names in a scripted answer by the options they name, in order.

        A string that is not itself an option names the first unused option
        that is an object of that name (object ids), a player of that name
        (``PlayerRef``), or whose label or text is that string (any case).
        """
        chosen: list[Any] = []
        for item in answer:
            if not isinstance(item, str) or item in decision.options:
                chosen.append(item)
                continue
            wanted = item.strip().lower()
            for index, option in enumerate(decision.options):
                if option in chosen:
                    continue
                if isinstance(option, int) and not isinstance(option, bool) \
                        and not decision.numbers:
                    obj = self.find(option)
                    if obj is not None and self.called(obj, wanted):  # its name now too, 707.2
                        chosen.append(option)
                        break
                    names: set[str] = set()
                elif isinstance(option, PlayerRef):
                    names = {self.player(option.index).name.lower(), str(option)}
                else:
                    names = {str(option).lower()}
                names.add(decision.label(index).lower())
                if wanted in names:
                    chosen.append(option)
                    break
            else:
                chosen.append(self._by_source(decision, item, chosen))
        return tuple(chosen)

    def _by_source(self, decision: Decision, item: str, chosen: Sequence[Any]) -> Any:
        """The one unused option whose effect comes from an object called ``item`` (a
        replacement effect named by its source's card, CR 616.1); refused naming the options
        if none is, or several are."""
        wanted = item.strip().lower()
        found = [option for option, source in zip(decision.options, decision.sources,
                                                  strict=False)
                 if option not in chosen and source is not None
                 and (obj := self.find(source)) is not None and self.called(obj, wanted)]
        if len(found) == 1:
            return found[0]
        if not found:
            raise IllegalActionError(f"{decision.prompt}: no option named {item!r} left",
                                     rule=decision.rule, step=decision.kind)
        shown = "; ".join(decision.label(decision.options.index(o)) for o in found)
        raise IllegalActionError(f"{decision.prompt}: {item!r} names several options, "
                                 f"name one by its text: {shown}", rule=decision.rule,
                                 step=decision.kind)

    # ------------------------------------------------------------------
    # Transactions (CR 732)
    # ------------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Run an action; on any error restore the exact previous state and log (CR 732)."""
        self._in_action += 1
        try:
            with self.all_or_nothing():
                yield
        finally:
            self._in_action -= 1

    @contextmanager
    def all_or_nothing(self, undo: type[BaseException] = BaseException) -> Iterator[None]:
        """Run several actions (a driver verb that passes priority, then declares attackers)
        so that an error anywhere restores the exact state, log and scripted answers from
        before the first one (CR 732: an illegal action is reversed as a whole). Unlike
        :meth:`transaction`, players may act inside it. ``undo``: the errors that restore
        (others leave what was done, such as a game that ended on the way)."""
        snapshot = self._snapshot()
        try:
            yield
        except undo:
            self._restore(snapshot)
            raise

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(self.state.copy(), len(self.log), tuple(self.script.queue),
                         self._pending, self._partial, self._card_swaps)

    def _restore(self, snapshot: _Snapshot) -> None:
        """Put the game back exactly where ``snapshot`` was taken (state, log, script)."""
        self.state = snapshot.state.copy()  # the snapshot may be restored again (undo)
        del self.log[snapshot.log_length:]
        self.script.queue.clear()
        self.script.queue.extend(snapshot.script)
        self._pending = snapshot.pending
        self._partial = snapshot.partial
        self._cache_version = -1
        self._controlled = (None, None, -1, {})  # the version restored may be reached again
        self._keep_own_keywords(snapshot)
        if self._seen_keywords[0] is not None:  # a superset of the restored state's: kept
            self._seen_keywords = (self.state, self._seen_keywords[1])

    def _keep_own_keywords(self, snapshot: _Snapshot) -> None:
        """Bring :meth:`own_keywords`'s index back to the restored state rather than read
        every object's card again (a step undone for a decision is replayed at once, CR
        732): the objects made since the snapshot are forgotten, those that left since are
        listed again; a card changed in place since the snapshot drops the index."""
        index = self._own_keywords
        if index is None:
            return
        if snapshot.card_swaps != self._card_swaps or index.swaps != self._card_swaps:
            self._own_keywords = None
            return
        upto = self.state.next_id
        if index.upto > upto:
            for ids in index.found.values():
                ids.difference_update([i for i in ids if i >= upto])
            # an id made in the undone step may be made again for another card
            index.pruned.difference_update([p for p in index.pruned if p[1] >= upto])
            index.upto = upto
        if index.pruned:
            found = index.found
            for keyword, oid in index.pruned:
                if oid < index.upto:
                    found[keyword].add(oid)  # left in the undone step: may be back (400.7)
        index.state = self.state

    # ------------------------------------------------------------------
    # State primitives: each records an event with its CR rule
    # ------------------------------------------------------------------

    def _touch(self, *, chars: bool = True) -> None:
        """The game changed; ``chars=False``: in a way that can't alter characteristics."""
        self.state.version += 1
        if chars:
            self.state.chars_version += 1

    def _tick(self) -> int:
        self.state.clock += 1
        return self.state.clock

    def set_object(self, obj: GameObject) -> None:
        """Replace an object's value (same identity, same zone)."""
        old = self.state.objects.get(obj.id)
        swapped = old is not None and old.card is not obj.card
        self._store(obj, new_card=swapped)
        if swapped:
            self._card_swaps += 1  # with_own_keyword reads each object's card once
        self._touch(chars=layers.structural_change(old, obj))

    def _store(self, obj: GameObject, *, new_card: bool = False) -> None:
        # every write of an object goes through here, so State.ephemeral stays exact;
        # new_card: a new object (CR 400.7) or a new card in place, whose abilities are read
        state = self.state
        state.objects[obj.id] = obj
        if obj.is_token or obj.is_copy:
            if obj.id not in state.ephemeral:
                state.ephemeral = state.ephemeral | {obj.id}
        elif obj.id in state.ephemeral:
            state.ephemeral = state.ephemeral - {obj.id}
        carries = False
        for tag in self._indexed_tags:  # a few declared tags: no call per write
            if tag in obj.tags:
                carries = True
                break
        if carries:
            if obj.id not in state.tagged:
                state.tagged = state.tagged | {obj.id}
        elif obj.id in state.tagged:
            state.tagged = state.tagged - {obj.id}
        seen_state, seen = self._seen_keywords
        if seen_state is state:  # keywords_possible: a superset, only ever added to
            if new_card or obj.is_emblem:
                seen.update(self.rules.printed(obj.card).keywords)
            if obj.counters:
                seen.update(obj.counters)  # CR 122.1b: a keyword counter gives its keyword
        if new_card:
            everywhere = state.everywhere - {obj.id} if obj.id in state.everywhere \
                else state.everywhere
            offzone = state.offzone_abilities - {obj.id} if obj.id in state.offzone_abilities \
                else state.offzone_abilities
            for ability in obj.card.abilities:
                if isinstance(ability, TriggeredAbility) and ability.zones != _ON_BATTLEFIELD:
                    offzone = offzone | {obj.id}  # CR 113.6: it triggers elsewhere
                elif isinstance(ability, StaticAbility) and ability.zones != _ON_BATTLEFIELD:
                    offzone = offzone | {obj.id}  # CR 611.3b, 113.6: it functions elsewhere
                    if "all" in ability.zones:
                        everywhere = everywhere | {obj.id}  # CR 113.6b: it functions everywhere
                        break
            state.everywhere = everywhere
            state.offzone_abilities = offzone

    def new_timestamp(self, obj_id: int, *, rule: str) -> GameObject:
        """The permanent ``obj_id`` receives a new timestamp (CR 613.7e: an Aura or Equipment
        becoming attached; 613.7f: turned face up or face down): the effects of its static
        abilities now apply after those older than it (613.7a)."""
        obj = self.update(obj_id, timestamp=self._tick())
        self._touch()
        self.log_event("effect", f"{obj} receives a new timestamp", rule=rule, obj=obj_id)
        return obj

    def update(self, obj_id: int, **changes: Any) -> GameObject:
        """Replace object ``obj_id`` by a copy with ``changes`` (the state holds immutable
        values); returns the new value."""
        obj = attrs.evolve(self.obj(obj_id), **changes)
        self.set_object(obj)
        return obj

    def set_player(self, player: Player) -> None:
        """Replace the player of ``player.index`` by ``player``."""
        players = list(self.state.players)
        players[player.index] = player
        self.state.players = tuple(players)
        self._touch(chars=False)

    def update_player(self, index: int, **changes: Any) -> Player:
        """Replace player ``index`` by a copy with ``changes``; returns the new value."""
        p = attrs.evolve(self.state.players[index], **changes)
        self.set_player(p)
        return p

    def new_id(self) -> int:
        """A fresh object id (CR 400.7: an object that changes zones gets a new one)."""
        i = self.state.next_id
        self.state.next_id += 1
        return i

    def create_object(
        self,
        card: Card,
        owner: int,
        zone: Zone,
        *,
        controller: int | None = None,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        is_token: bool = False,
        controlled_since: int | None = None,
        top: bool = False,
        log: bool = True,
    ) -> GameObject:
        """Put a new object into a zone (setting up a game, creating tokens)."""
        stamp = self._tick()
        obj = GameObject(
            id=self.new_id(),
            card=card,
            owner=owner,
            controller=owner if controller is None else controller,
            zone=zone,
            timestamp=stamp,
            tapped=tapped,
            counters=dict(counters or {}),
            is_token=is_token,
            controlled_since=stamp if controlled_since is None else controlled_since,
        )
        self._store(obj, new_card=True)
        key = self.zone_key(zone, obj.controller if zone.shared else owner)
        ids = self.state.zones[key]
        self.state.zones[key] = (obj.id, *ids) if top else (*ids, obj.id)
        self._touch()
        if log and is_token:
            self.log_event("token", f"{self.player(obj.controller)} creates {obj}", rule="111.1")
        return obj

    def create_tokens(self, card: Card, player: int, n: int = 1, *, tapped: bool = False,
                      counters: tuple[tuple[str, int], ...] = (),
                      attached_to: int | None = None) -> list[GameObject]:
        """CR 111.1: ``n`` tokens are created on the battlefield under ``player``'s control,
        as many as the replacement effects on that creation make it (614.1a); each enters
        with ``counters`` (122.6, an Incubator's: 701.53a), an Aura token attached to
        ``attached_to`` (303.4f)."""
        return self._create_batch(self._replaced_tokens(player, card, n), player,
                                  tapped=tapped, counters=counters, attached_to=attached_to)

    def create_tokens_together(self, batch: Sequence[tuple[Card, int]], player: int
                               ) -> list[GameObject]:
        """CR 111.1, 603.2c: one effect creates tokens of several kinds at once ("create a
        3/3 ... token with deathtouch and a 3/3 ... token with lifelink"): one creation event
        the replacement effects see whole (614.1a, 614.5), the tokens entering together."""
        return self._create_batch(self._replaced_batch(player, list(batch)), player)

    def _create_batch(self, batch: Sequence[tuple[Card, int]], player: int, *,
                      tapped: bool = False, counters: tuple[tuple[str, int], ...] = (),
                      attached_to: int | None = None) -> list[GameObject]:
        """The tokens of one creation, replacements applied (``batch``), in one event (CR
        603.2c); ``tapped``, ``counters`` and ``attached_to`` are the first kind's, the one
        the effect names (an additional token a replacement adds has none, 614.1a)."""
        with one_event(self):
            made = [self._create_one_token(batch[0][0], player, tapped=tapped,
                                           counters=counters, attached_to=attached_to)
                    for _ in range(batch[0][1])] if batch else []
            made.extend(self._create_one_token(card, player)
                        for card, count in batch[1:] for _ in range(count))
            return made

    def create_token(self, card: Card, player: int, *, tapped: bool = False) -> GameObject:
        """CR 111.1: a token is created under ``player``'s control; the first one if a
        replacement effect creates more instead (614.1a; :meth:`create_tokens` has them all)."""
        made = self.create_tokens(card, player, 1, tapped=tapped)
        return made[0]

    def _replaced_tokens(self, player: int, card: Card, n: int) -> list[tuple[Card, int]]:
        """CR 614.1a, 111.1: the "would create one or more tokens under your control, ...
        twice that many ... / those tokens plus an additional ... instead" effects of
        ``player`` (and those on every player's tokens, "if one or more tokens would be
        created") modify what is created, each once (614.5), in the order ``player``, whose
        event it is, chooses (616.1): the cards and how many of each, ``card`` first."""
        return self._replaced_batch(player, [(card, n)])

    def _replaced_batch(self, player: int, batch: list[tuple[Card, int]]
                        ) -> list[tuple[Card, int]]:
        """:meth:`_replaced_tokens` for one creation of several kinds of tokens ("create a
        ... token with deathtouch and a ... token with lifelink"): one event, each
        replacement applying once to all of it (CR 614.1a, 614.5)."""
        if sum(count for _, count in batch) <= 0:
            return batch
        left = {f"{effect.source}:{effect.id}:{i}": part for i, (effect, part) in enumerate(
            current(self).rules_of(MoreTokens, self))
            if effect.controller == player or part.anyone}
        while True:
            # CR 614.1a: only those whose event this is ("one or more Treasure tokens")
            fits = {k: r for k, r in left.items() if r.applies_to([c for c, _ in batch])}
            if not fits:
                break
            before = sum(count for _, count in batch)
            part = left.pop(next_replacement(
                self, player, fits, prompt=f"Which replacement applies first to creating "
                f"{before} token(s)?", label=lambda r: r.describe(), sources=_key_sources(fits)))
            batch = [(c, part.replaced(count)) for c, count in batch]
            if part.additional is not None:
                batch.append((part.additional, 1))
            after = sum(count for _, count in batch)
            self.log_event("replacement", f"{part.describe()}: {self.player(player)} creates "
                           f"{after} token(s) instead of {before}", rule="614.1a", player=player)
        return batch

    def _create_one_token(self, card: Card, player: int, *, tapped: bool = False,
                          counters: tuple[tuple[str, int], ...] = (),
                          attached_to: int | None = None) -> GameObject:
        """CR 111.1: one token is created on the battlefield under ``player``'s control; a
        double-faced token enters front face up (111.10i, 712.8d)."""

        probe = GameObject(id=0, card=card, owner=player, controller=player, zone=Zone.COMMAND,
                           is_token=True)
        move = apply_replacements(
            self, ZoneMove(obj=probe, to_zone=Zone.BATTLEFIELD, cause="token",
                                 controller=player, tapped=tapped, counters=counters))
        entering: dict[str, int] = {}
        for kind, n in move.counters:
            entering[kind] = entering.get(kind, 0) + n
        obj = self.create_object(card, player, Zone.BATTLEFIELD, tapped=move.tapped,
                                 counters=entering, is_token=True, log=False)
        if card.layout in DOUBLE_FACED_LAYOUTS and len(card.halves) == 2:
            obj = show_face(self, obj, 0)
        if obj.counters:
            # CR 122.6, 614.1a: entering with counters is having them put on it
            more = {k: m for k, v in obj.counters.items()
                    if (m := self._more_counters(obj, k, v)) > 0}
            if more != dict(obj.counters):
                obj = self.update(obj.id, counters=more)
        if attached_to is not None:  # CR 303.4f: the Aura token enters attached to it
            obj = self.update(obj.id, attached_to=attached_to)
        self.log_event("token", f"{self.player(player)} creates {obj}", rule="111.1")
        if attached_to is not None:
            self.log_event("attach", f"{obj} enters attached to {self.obj(attached_to)}",
                           rule="303.4f")
        zone_changed(self, None, obj, move)
        return obj

    def create_emblem(self, player: int, abilities: Iterable[Ability], *,
                      name: str = "emblem") -> GameObject:
        """CR 114.2: ``player`` gets an emblem with ``abilities``: put into the command zone,
        owned and controlled by that player. It has no characteristics but its abilities
        (114.3: no types, no mana cost, no colour; ``name`` only for the log and the few
        named ones, 701.54c), each of which functions in the command zone (114.4). Neither a
        card nor a permanent (114.5): "each permanent" and state-based actions never see it.
        Static, triggered and activated abilities only: a keyword on an emblem would be
        an ability of an object that has no types, which no card asks for."""
        made: list[Ability] = []
        for ability in abilities:
            if not isinstance(ability, (StaticAbility, TriggeredAbility, ActivatedAbility)):
                raise TypeError(f"an emblem's ability must be static, triggered or "
                                f"activated (CR 114.1), not {type(ability).__name__}")
            # CR 114.4: it functions in the command zone, where the emblem is
            made.append(attrs.evolve(ability, zones=(Zone.COMMAND.value,)))
        card = Card(name=name, type_line=TypeLine(), abilities=tuple(made))
        stamp = self._tick()
        obj = GameObject(id=self.new_id(), card=card, owner=player, controller=player,
                         zone=Zone.COMMAND, timestamp=stamp, controlled_since=stamp,
                         is_emblem=True)
        self._store(obj, new_card=True)  # CR 400.7: a new object, its abilities read
        key = self.zone_key(Zone.COMMAND, player)
        self.state.zones[key] = (*self.state.zones[key], obj.id)
        self._touch()
        self.log_event("emblem", f"{self.player(player)} gets an emblem"
                       + (f" ({name})" if name != "emblem" else ""), rule="114.2",
                       player=player)
        return obj

    def emblems(self, player: int | None = None) -> list[GameObject]:
        """The emblems in the command zone, of ``player`` only if given (CR 114.2)."""
        return [o for o in self.objects_in(Zone.COMMAND)
                if o.is_emblem and (player is None or o.controller == player)]

    def remove_from_game(self, obj_id: int, *, why: str, rule: str,
                         source: int | None = None) -> None:
        """An object in the command zone is removed from the game (CR 309.2c: a dungeon card
        leaves the command zone only as it leaves the game, 309.5b, 309.6): out of its zone
        into none, its last known information kept (608.2h); not a zone change (400.11)."""
        obj = self.obj(obj_id)
        require(obj.zone is Zone.COMMAND, f"{obj} is not in the command zone", rule="309.2c")
        self._remove_from_zone(obj)
        self._touch()
        self.log_event("outside", f"{self.player(obj.owner)} removes {obj} from the game "
                       f"({why})", rule=rule, source=source)

    def take_out(self, obj_id: int) -> GameObject:
        """Take an object out of the game at once, as a test harness changes a position (a
        scenario's ``remove``): out of its zone into none, its last known information kept
        (CR 608.2h), out of combat (506.4). It is no zone change (400.7): no event, so
        nothing triggers (603.2) and no replacement effect applies (614); what it leaves
        behind is the state-based actions' (an Aura attached to it, 704.5m). Logs nothing:
        the caller says why. Returns the object as it was."""
        obj = self.obj(obj_id)
        combat.remove_from_combat(self, obj_id)
        self._remove_from_zone(self.obj(obj_id))
        self._touch()
        return obj

    def create_token_copy(
        self, original: int, player: int, *, use_lki: bool = False, tapped: bool = False
    ) -> GameObject | None:
        """Create a token that is a copy of object ``original`` (CR 111.10, 707.2).

        CR 111.12 (SEED-21): if ``original`` no longer exists, no token is
        created, unless the effect uses last known information (``use_lki``),
        in which case the copy takes the values the object last had (its card). The
        copiable values of an object still there are its card as copy effects applying
        to it made it (707.2, 707.3: a token copy of a Clone copies what the Clone copied).
        """
        obj = self.find(original)
        if obj is None:
            known = self.state.lki.get(original) if use_lki else None
            if known is None:
                self.log_event("token", f"no token is created: object #{original} no longer "
                               "exists", rule="111.12")
                return None
            return self.create_token(known.copiable or known.obj.card, player, tapped=tapped)
        return self.create_token(self.copiable(original), player, tapped=tapped)

    def put(
        self,
        name: str | Card,
        zone: Zone | str = Zone.BATTLEFIELD,
        player: int = 0,
        *,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        sick: bool = False,
        controller: int | None = None,
        top: bool = False,
        inert: bool = False,
    ) -> GameObject:
        """Put a card straight into a zone (building a position for a test or scenario).

        On the battlefield it has been controlled since before the turn began
        unless ``sick`` (CR 302.6), and it has the counters its card type gives a permanent
        entering (a planeswalker its printed loyalty, CR 306.5b; a battle its printed
        defense, 310.4b): ``counters`` replace those of the kinds they name (``{"loyalty":
        0}`` for none), the others are added; no other replacement effect applies and
        nothing triggers, as nothing entered. A card whose text is not all read is refused
        (UnsupportedCardError naming the sentences) unless ``inert``: then it is an inert
        placeholder, its characteristics without any ability, and the log says so.
        """
        zone = Zone(zone) if isinstance(zone, str) else zone
        if zone is Zone.STACK:
            # a spell on the stack is the result of casting it (CR 601.2): choices, costs, targets
            raise ScenarioError(f"{name}: a card can't be put on the stack directly; cast it")
        card = name if isinstance(name, Card) else self.rules.card(name)
        refusal = card.refusal()
        if refusal is not None:
            if not inert:  # a card must never silently do less than its text says
                raise UnsupportedCardError(refusal)
            card = card.inert()
            self.log_event("setup", f"{card.name} is an inert placeholder, asked for: it has no "
                           f"abilities ({refusal})")
        since = None
        if zone is Zone.BATTLEFIELD and not sick:
            since = 0
        if zone is Zone.BATTLEFIELD:
            # CR 306.5b, 310.4b: as it would enter; the counters asked for replace their kind's
            counters = {**own_counters(card), **(counters or {})}
        counters = {kind: n for kind, n in (counters or {}).items() if n} or None
        obj = self.create_object(card, player, zone, controller=controller, tapped=tapped,
                                 counters=counters, controlled_since=since, top=top, log=False)
        if zone is Zone.BATTLEFIELD and sick and self.state.turn.step is Step.NOT_STARTED:
            obj = self.update(obj.id, tags={"_setup_sick": True})  # re-stamped by set_turn
        return obj

    def set_turn(self, *, active: int = 0, step: Step | str = Step.MAIN1, number: int = 1) -> None:
        """Jump to ``step`` of turn ``number`` with ``active`` as active player (tests)."""

        step = Step(step) if isinstance(step, str) else step
        turns.start_at(self, active=active, step=step, turn=number)
        self._pending = None

    def _remove_from_zone(self, obj: GameObject) -> None:
        # CR 400.7, 608.2h: keep what the object was, characteristics included, as it leaves
        found = self._layers()
        controller = found.controllers.get(obj.id, obj.controller) \
            if obj.zone is Zone.BATTLEFIELD else obj.controller  # CR 613.1b: layer 2 included
        # CR 707.2: copiable values a copy effect made (a dict look-up in layers computed above)
        self.state.lki[obj.id] = LastKnown(obj, self.chars(obj.id), controller,
                                           copiable=found.copiable.get(obj.id))
        key = self.zone_key(obj.zone, obj.controller if obj.zone.shared else obj.owner)
        if obj.phased_out is not None:
            key = phasing.KEY  # CR 702.26k: a phased-out permanent leaving the game
        ids = self.state.zones[key]
        self.state.zones[key] = tuple(i for i in ids if i != obj.id)
        if not self.state.zones[key] and key == phasing.KEY:
            del self.state.zones[key]
        del self.state.objects[obj.id]
        if obj.id in self.state.ephemeral:
            self.state.ephemeral = self.state.ephemeral - {obj.id}
        if obj.id in self.state.everywhere:
            self.state.everywhere = self.state.everywhere - {obj.id}
        if obj.id in self.state.offzone_abilities:
            self.state.offzone_abilities = self.state.offzone_abilities - {obj.id}
        if obj.id in self.state.tagged:
            self.state.tagged = self.state.tagged - {obj.id}

    def _aura_enters(self, aura: GameObject, player: int,
                     among: Sequence[Target] | None = None) -> Target | None:
        """CR 303.4f-g: what the Aura ``aura`` entering under ``player``'s control enchants:
        an object or player its enchant ability allows, not a permanent with protection from
        it (702.16c), chosen by ``player`` (it doesn't target: hexproof doesn't stop it);
        ``None`` when there is none, and the Aura stays in its zone (a spell: its owner's
        graveyard). ``among``: what the effect putting it there says it enters attached to
        ("attached to that creature"): only those, and none legal is 303.4i's stay."""
        spec = aura_target(aura.card.abilities)
        options: list[Target] = []
        if spec is not None:
            for flt, zone in spec.object_filters():
                for obj in self.objects_in(zone):
                    if obj.id not in options and flt.matches(self, obj, player=player,
                                                             source=aura.id) and \
                            protection_from(self.chars(obj.id).keywords,
                                            self.chars(aura.id)) is None:
                        options.append(obj.id)
            if spec.players is not None:
                options.extend(PlayerRef(p.index) for p in self.players
                               if not p.lost and spec.players.matches(p.index, player))
        if among is not None:
            options = [o for o in options if o in among]
        if not options:
            rule = "303.4g" if among is None else "303.4i"
            self.log_event("attach", f"{aura} stays in its {aura.zone}: nothing it could "
                           f"enchant (CR {rule})", rule=rule, obj=aura.id)
            if aura.zone is Zone.STACK:
                self.move(aura.id, Zone.GRAVEYARD, cause=rule, rule=rule)
            return None
        chosen: Target = self.decide(
            kind="enchant", player=player, prompt=f"What does {aura.card.name} enchant as it "
            "enters?", options=options, rule="303.4f")[0]
        return chosen

    def _equipment_enters(self, equipment: GameObject, among: Sequence[Target],
                          player: int) -> int | None:
        """CR 301.5c: the creature an Equipment said to enter attached to one of ``among``
        equips, chosen by ``player`` among those it could legally equip; ``None`` (it enters
        unattached, 301.5e) with none of them on the battlefield that it could equip (not a
        creature, one with protection from it, 702.16d)."""
        hosts: list[Target] = []
        for t in among:
            obj = None if isinstance(t, PlayerRef) else self.find(t)
            if obj is not None and obj.zone is Zone.BATTLEFIELD and obj.id not in hosts \
                    and not attach_refusal(self, equipment.id, obj.id):
                hosts.append(obj.id)
        if not hosts:
            self.log_event("attach", f"{equipment} enters unattached: nothing it is said to "
                           "enter attached to could be equipped by it (CR 301.5e)",
                           rule="301.5e", obj=equipment.id)
            return None
        chosen = self.decide(kind="equip", player=player, prompt=f"What does "
                             f"{equipment.card.name} equip as it enters?", options=hosts,
                             rule="301.5c")[0]
        return int(chosen)

    def _attached_as_it_enters(self, host: Target, then: Callable[[GameObject], None] | None
                               ) -> Callable[[GameObject], None]:
        """CR 303.4f: the Aura enters attached to ``host``, then ``then`` as it enters."""

        def attach(new: GameObject) -> None:
            if isinstance(host, PlayerRef):
                self.update(new.id, attached_player=host.index)
            else:
                self.update(new.id, attached_to=host)
            self.log_event("attach", f"{new} enters attached to {self._shown_target(host)}",
                           rule="303.4f", obj=new.id)
            if then is not None:
                then(new)

        return attach

    def _shown_target(self, target: Target) -> str:
        return self.player(target.index).name if isinstance(target, PlayerRef) else \
            str(self.obj(target))

    def move_each(self, obj_ids: Iterable[int | str], to_zone: Zone, *, cause: str = "effect",
                  rule: str = "400.7") -> list[int]:
        """Move each object in turn (:meth:`move`); the ids of the new objects that exist,
        what a following "it" or "them" refers to (CR 400.7, 608.2c)."""
        moved = []
        for obj_id in obj_ids:
            new = self.move(int(obj_id), to_zone, cause=cause, rule=rule)
            if new is not None:
                moved.append(new.id)
        return moved

    def move(
        self,
        obj_id: int,
        to_zone: Zone,
        *,
        cause: str = "effect",
        rule: str = "400.7",
        controller: int | None = None,
        tapped: bool = False,
        position: str = "top",
        depth: int = 0,
        counters: Iterable[tuple[str, int]] = (),
        note: str = "",
        face_down: str = "",
        caused_by: int | None = None,
        as_it_enters: Callable[[GameObject], None] | None = None,
        attach_to: Sequence[Target] | None = None,
    ) -> GameObject | None:
        """Move an object to another zone through replacement effects (CR 400.7, 614).

        ``attach_to``: what the effect putting an Aura onto the battlefield says it enters
        attached to ("attached to that creature", "to a creature you control"): one of those
        its controller chooses, or it stays where it is when none is legal (CR 303.4f, 303.4i).

        ``as_it_enters`` starts the effect of the resolving spell or ability saying the
        permanent "is [characteristic]": called with the new permanent before its entering
        is an event (CR 611.2e), so what triggers on it sees it so.

        ``face_down`` names the instruction that puts it onto the battlefield face down
        ("manifest", 701.40a; "cloak", 701.58a): it enters tagged ``FACE_DOWN`` and
        ``MANIFESTED`` (708.3), so its face-down characteristics apply as it enters.

        Returns the new object, or ``None`` if it ceased to exist (a token
        leaving the battlefield, CR 111.7) or stayed where it was.
        """
        return self.change_zone(obj_id, to_zone, cause=cause, rule=rule, controller=controller,
                                tapped=tapped, position=position, depth=depth, counters=counters,
                                note=note, face_down=face_down, caused_by=caused_by,
                                as_it_enters=as_it_enters, attach_to=attach_to).new

    def change_zone(
        self,
        obj_id: int,
        to_zone: Zone,
        *,
        cause: str = "effect",
        rule: str = "400.7",
        controller: int | None = None,
        tapped: bool = False,
        position: str = "top",
        depth: int = 0,
        counters: Iterable[tuple[str, int]] = (),
        note: str = "",
        face_down: str = "",
        caused_by: int | None = None,
        as_it_enters: Callable[[GameObject], None] | None = None,
        attach_to: Sequence[Target] | None = None,
    ) -> Moved:
        """:meth:`move`, saying what the move did (CR 400.7, 614): the new object, and the
        zone it was put into, ``None`` if it stayed where it was; a token put into that zone
        and gone (111.7, 704.5d) is ``Moved.ceased``, where a move a replacement effect sent
        elsewhere has another ``zone`` (614.1a). The same arguments as :meth:`move`."""

        old = self.obj(obj_id)
        if to_zone is Zone.BATTLEFIELD and old.zone is not Zone.BATTLEFIELD and not face_down \
                and old.spell is None and "Aura" in old.card.type_line.subtypes:
            # CR 303.4f: an Aura not resolving as an Aura spell enters attached to what its
            # controller chooses; with nothing it could enchant, it stays where it is (303.4g)
            attach = self._aura_enters(old, controller if controller is not None else old.owner,
                                       among=attach_to)
            if attach is None:
                return Moved(None, None)
            as_it_enters = self._attached_as_it_enters(attach, as_it_enters)
        elif attach_to is not None and to_zone is Zone.BATTLEFIELD \
                and old.zone is not Zone.BATTLEFIELD \
                and "Equipment" in old.card.type_line.subtypes:
            host = self._equipment_enters(old, attach_to,
                                          controller if controller is not None else old.owner)
            if host is not None:
                as_it_enters = self._attached_as_it_enters(host, as_it_enters)
        move = ZoneMove(
            obj=old,
            to_zone=to_zone,
            cause=cause,
            controller=controller,
            tapped=tapped,
            counters=tuple(counters),
            position=position,
            depth=depth,
            note=note,
            face_down=face_down,
            caused_by=caused_by,
        )
        move = apply_replacements(self, move)
        if move.regenerated_by is not None:
            return Moved(regenerate(self, old.id, move.regenerated_by), None)
        if move.to_zone is old.zone and move.to_zone is not Zone.LIBRARY:
            return Moved(old, None)
        revealed = move.recorded(REVEALED)
        if revealed is not None:  # CR 701.20a: "reveal ~" as the replacement applies
            self.log_event("reveal", f"{old} is revealed ({revealed})", rule="701.20a",
                           obj=old.id)
        new = self._do_move(move)
        if new is not None and (known := self.state.lki.get(old.id)) is not None:
            # CR 400.7: where the card went, for "another" of its own abilities (Game.became)
            self.state.lki[old.id] = LastKnown(known.obj, known.chars, known.controller, new.id,
                                               known.copiable)
        if new is not None and old.attached_to is not None and new.zone is Zone.GRAVEYARD \
                and move.lki is not None and "Aura" in move.lki.type_line.subtypes:
            # CR 400.7f: an ability on what it enchanted leaving finds it there
            notes = self.state.notes
            self.state.notes = {**notes, AURA_BECAME: (*notes.get(AURA_BECAME, ()),
                                                       (old.id, new.id))}
        for tag in (CHOSEN_NAME, CHOSEN_TYPE, CHOSEN_COLOR) if move.records else ():
            chosen = move.recorded(tag)
            if chosen is not None and new is not None and new.zone is Zone.BATTLEFIELD:
                # CR 614.12 (201.4, 205.3m, 105.4): the name, creature type or color chosen
                # as it entered, kept on the permanent
                new = self.update(new.id, tags={**new.tags, tag: chosen})
        if as_it_enters is not None and new is not None and new.zone is Zone.BATTLEFIELD:
            as_it_enters(new)  # CR 611.2e: simultaneously with entering
        verb = {
            Zone.GRAVEYARD: "is put into a graveyard",
            Zone.EXILE: "is exiled",
            Zone.HAND: "is put into a hand",
            Zone.LIBRARY: "is put into a library",
            Zone.BATTLEFIELD: "enters the battlefield",
            Zone.STACK: "is put on the stack",
            Zone.COMMAND: "is put into the command zone",
        }[move.to_zone]
        owner_note = ""
        if move.to_zone is Zone.BATTLEFIELD and new is not None:
            owner_note = f" under {self.player(new.controller)}'s control"
            if new.tapped:
                owner_note += ", tapped"
        became = f", now #{new.id}" if new is not None else ", and ceases to exist"
        self.log_event(
            "zone_change",
            f"{old} ({old.zone} -> {move.to_zone}{became}) {verb}{owner_note}"
            + (f" [{move.cause}]" if move.cause else ""),
            rule=rule,
            old=old.id,
            new=new.id if new else None,
            origin=str(old.zone),
            destination=str(move.to_zone),
        )
        if new is not None and move.to_zone is Zone.LIBRARY and move.position == "shuffle":
            self.shuffle(new.owner)  # CR 701.24a: "shuffle it into its owner's library"
        zone_changed(self, old, new, move)
        if self.rules.ruleset.has_impls("manastack_zone_changed"):
            call_for_zone_change(self, old, new, move)  # scoped by reads_keyword
        if old.zone is Zone.BATTLEFIELD and self.state.zones[(Zone.EXILE, SHARED)]:
            return_exiled_until(self, old.id)  # CR 610.3: "exile ... until ~ leaves"
        return Moved(new, move.to_zone)

    def _do_move(self, move: ZoneMove) -> GameObject | None:
        old = move.obj
        self._remove_from_zone(old)
        if self.state.combat is not None:
            # CR 506.4, 603.10a: out of combat, its combat status kept as it last existed
            combat.remove_from_combat(self, old.id, left=old.zone is Zone.BATTLEFIELD)
        vanishing = (old.is_token and old.zone is Zone.BATTLEFIELD) or (
            old.is_copy and old.zone is Zone.STACK)
        if vanishing and move.to_zone is not Zone.BATTLEFIELD:
            # CR 111.7/111.8, 707.10a: a token or a copy moves, then ceases to exist (704.5d)
            self._touch()
            return None
        stamp = self._tick()
        to = move.to_zone
        controller = old.owner
        if to is Zone.BATTLEFIELD and move.controller is not None:
            controller = move.controller
        elif to is Zone.STACK:
            controller = old.controller if move.controller is None else move.controller
        counters: dict[str, int] = {}
        for kind, n in move.counters:
            counters[kind] = counters.get(kind, 0) + n
        cast_with = None
        tags: dict[str, Any] = {}
        if old.zone is Zone.STACK and to is Zone.BATTLEFIELD and old.spell is not None:
            cast_with = old.spell.permission.name  # CR 702.138c: "escaped" etc. survive
            tags["cast"] = old.spell
            if old.spell.permission.mark is not None:
                # CR 608.3: the permission's own mark, so its plugin's scoped hooks see it
                tags[old.spell.permission.mark] = True
            if old.tags.get(FACE_DOWN):
                tags[FACE_DOWN] = old.tags[FACE_DOWN]  # CR 708.4: it resolves face down
        if to is Zone.BATTLEFIELD and move.face_down:
            # CR 701.40a, 708.3: put onto the battlefield face down by an effect
            tags[FACE_DOWN] = True
            tags[MANIFESTED] = move.face_down
        card = old.card
        if SPLIT_CARD in old.tags:
            if keeps_face(old, to):
                tags[SPLIT_CARD] = old.tags[SPLIT_CARD]  # CR 712.12, 712.13: same face up
            else:
                # CR 709.4, 712.8a, 715.4: off the stack (a double-faced card: off the
                # battlefield too) the card has its whole characteristics again
                card = old.tags[SPLIT_CARD]
        new = GameObject(
            id=self.new_id(),
            card=card,
            owner=old.owner,
            controller=controller,
            zone=to,
            timestamp=stamp,
            tapped=move.tapped if to is Zone.BATTLEFIELD else False,
            counters=counters if to is Zone.BATTLEFIELD or counters else {},
            # CR 608.3f, 707.10f: a copy of a permanent spell resolves into a token permanent
            is_token=old.is_token or (old.is_copy and old.zone is Zone.STACK),
            # CR 707.12: a copy of a card cast from another zone is a copy on the stack too
            is_copy=old.is_copy and old.zone is not Zone.STACK and to is Zone.STACK,
            controlled_since=stamp,
            cast_with=cast_with,
            tags=tags,
        )
        self._store(new, new_card=True)  # CR 400.7: a new object
        if to is Zone.BATTLEFIELD and move.copy_of is not None:
            self._enter_as_copy(new, move.copy_of)
        key = self.zone_key(to, new.controller if to.shared else new.owner)
        ids = self.state.zones[key]
        if to is Zone.LIBRARY:
            if move.position == "bottom":
                ids = (*ids, new.id)
            elif move.position == "second":  # CR 401.4: "second from the top", under one card
                ids = (*ids[:1], new.id, *ids[1:])
            elif move.position == "beneath":  # CR 401.7: under ``depth`` cards, or the bottom
                ids = (*ids[:move.depth], new.id, *ids[move.depth:])
            elif move.position == "random":
                pos = self.rng.below(len(ids) + 1)
                ids = (*ids[:pos], new.id, *ids[pos:])
            else:
                ids = (new.id, *ids)
        else:
            ids = (*ids, new.id)
        self.state.zones[key] = ids
        self._touch()
        if to is Zone.BATTLEFIELD and new.counters:
            # CR 122.6, 614.1a: entering with counters is having them put on it
            more = {k: m for k, v in new.counters.items()
                    if (m := self._more_counters(new, k, v)) > 0}
            if more != dict(new.counters):
                new = new.replace(counters=more)
                self._store(new)
                self._touch()
        return new

    def _enter_as_copy(self, new: GameObject, copied: Card) -> None:
        """CR 707.5: the permanent is a copy as it enters, not after: the copy effect (layer
        1, 613.2a) starts with the object, for as long as it is on the battlefield (400.7)."""
        self.add_effect(ContinuousEffect(parts=(BecomeCopy(copied),), objects=(new.id,),
                                         source=new.id, controller=new.controller,
                                         rule="707.5", text=f"enters as a copy of {copied.name}"))

    def tap(self, obj_id: int, *, rule: str = "701.26a") -> None:
        """Tap ``obj_id`` if it is untapped, logging ``rule`` (CR 701.26a)."""
        obj = self.obj(obj_id)
        if not obj.tapped:
            self.set_object(obj.replace(tapped=True))
            self.log_event("tap", f"{obj} becomes tapped", rule=rule, obj=obj_id)

            fire_event(self, "tapped", obj=obj_id, player=self.controller(obj_id))

    def untap(self, obj_id: int, *, rule: str = "701.26b") -> None:
        """Untap ``obj_id`` if it is tapped, logging ``rule`` (CR 701.26b). A permanent with a
        stun counter stays tapped and loses one stun counter instead (122.1d)."""
        obj = self.obj(obj_id)
        if obj.tapped and obj.zone is Zone.BATTLEFIELD and obj.counter("stun") > 0:
            # CR 122.1d: the stun counters' replacement effect, for every way of untapping
            self.log_event("untap", f"{obj} would become untapped: a stun counter is removed "
                           "from it instead", rule="122.1d", obj=obj_id)
            self.remove_counters(obj_id, "stun", 1, rule="122.1d")
            return
        if obj.tapped:
            self.set_object(obj.replace(tapped=False))
            self.log_event("untap", f"{obj} becomes untapped", rule=rule, obj=obj_id)

            fire_event(self, "untapped", obj=obj_id, player=self.controller(obj_id))

    def phase_out(self, obj_ids: Iterable[int], *, rule: str = "702.26b",
                  source: int | None = None) -> list[int]:
        """CR 702.26b: the permanents ``obj_ids`` phase out (what is attached to them
        indirectly, 702.26g): treated as though they do not exist, with no zone change
        (702.26d); the ids that phased out (those on the battlefield and phased in)."""
        return phasing.phase_out(self, obj_ids, rule=rule, source=source)

    def phase_in(self, obj_ids: Iterable[int], *, rule: str = "702.26c") -> list[int]:
        """CR 702.26c: the phased-out permanents ``obj_ids`` phase in (with what phased out
        indirectly with them, 702.26g); the ids that phased in."""
        return phasing.phase_in(self, obj_ids, rule=rule)

    def phased_out(self, controller: int | None = None) -> list[GameObject]:
        """The phased-out permanents (CR 702.26b), none of which the battlefield's look-ups
        return; of those that phased out under ``controller`` if given (502.1)."""
        return phasing.phased_out(self, controller)

    def add_counters(self, obj_id: int, kind: str, n: int = 1, *, rule: str = "122.1",
                     by: int | None = None) -> None:
        """Put ``n`` counters on an object; ``by``: the player putting them (the effect's
        controller; by default the object's controller, CR 122.6a), for "whenever you put
        counters" triggers. Replacement effects on counters apply first (614.1a)."""
        if n <= 0:
            return
        obj = self.obj(obj_id)
        n = self._more_counters(obj, kind, n)
        if n <= 0:
            return  # CR 122.6: "can't have counters put on it"
        counters = dict(obj.counters)
        counters[kind] = counters.get(kind, 0) + n

        # CR 613.7c: every counter of that kind gets the new counter's timestamp
        stamps = {**obj.tags.get(COUNTER_STAMPS, {}), kind: self._tick()}
        self.set_object(obj.replace(counters=counters, tags={**obj.tags, COUNTER_STAMPS: stamps}))
        self.log_event("counters", f"{n} {kind} counter(s) put on {obj}", rule=rule, obj=obj_id)

        fire_event(self, "counters_added", obj=obj_id, kind=kind, amount=n,
                      player=self.controller(obj_id) if by is None else by)

    def _more_counters(self, obj: GameObject, kind: str, n: int) -> int:
        """CR 614.1a: "that many plus one [kind] counters are put on it instead"."""
        if obj.zone is not Zone.BATTLEFIELD:
            return n
        if "cant_have_counters" in restriction_kinds(self) and any(
                part.kind == "cant_have_counters"
                for _, part in current(self).rules_of(Restriction, self, obj)):
            # CR 122.6: none put on it, on the battlefield or as it enters
            self.log_event("counters", f"{obj} can't have counters put on it: no {kind} "
                           "counter", rule="122.6", obj=obj.id)
            return 0
        left = dict(enumerate((effect, part) for effect, part in
                              current(self).rules_of(MoreCounters, self, obj)
                              if part.applies_to(kind)
                              and not isinstance(part, MorePlayerCounters)))
        while left and n > 0:
            # CR 616.1: the permanent's controller chooses (after control changes, 613.1b),
            # when the order changes the number
            effect, part = left.pop(next_replacement(
                self, self.controller(obj.id), left, prompt=f"Which replacement applies first to {n} "
                f"{kind} counter(s) on {obj}?", label=lambda ep: ep[0].text or ep[1].describe(),
                ask=len({p.times for _, p in left.values()}) > 1,
                sources={k: e.source for k, (e, _) in left.items()}))
            n = part.replaced(n)
            self.log_event("replace", f"{effect.text or part.describe()}: {n} {kind} "
                           f"counter(s) instead", rule="614.1a")
        return n

    def remove_counters(self, obj_id: int, kind: str, n: int = 1, *, rule: str = "122.8") -> None:
        """Remove ``n`` counters of ``kind`` from ``obj_id`` (CR 122.8);
        ``IllegalActionError`` if it has fewer."""
        obj = self.obj(obj_id)
        have = obj.counters.get(kind, 0)
        if have < n:
            raise IllegalActionError(f"{obj} has only {have} {kind} counter(s)", rule=rule)
        counters = dict(obj.counters)
        if have == n:
            del counters[kind]
        else:
            counters[kind] = have - n
        self.set_object(obj.replace(counters=counters))
        self.log_event("counters", f"{n} {kind} counter(s) removed from {obj}", rule=rule)
        # CR 122.8, 603.2: "when the last time counter is removed" (702.62a); ``left``: how
        # many of that kind remain
        fire_event(self, "counters_removed", obj=obj_id, kind=kind, amount=n, left=have - n,
                   player=self.controller(obj_id))

    def gain_life(self, player: int, n: int, *, rule: str = "119.3",
                  source: int | None = None) -> None:
        """``player`` gains ``n`` life (CR 119.3), unless an effect says they can't (119.7).
        The life ``source`` makes them gain in one simultaneous event (lifelink damage to
        several at once) is one life gain event (119.9), its trigger event fired once."""
        if n <= 0:
            return
        p = self.player(player)
        forbidden = self.life_gain_forbidden(player)
        if forbidden:  # CR 119.7: the player gains no life
            self.log_event("life", f"{p} can't gain life ({forbidden[0][1].describe()})",
                           rule="119.7", player=player)
            return
        batch = current_batch(self) if source is not None else None
        # CR 119.9: one source's simultaneous gains are one event, "plus N" added once
        first = batch is None or source is None or (player, source) not in batch.gained
        n, loses = self._replaced_life_gain(player, n, first=first)
        if loses:  # CR 614.6: the gain never happens, a life loss does instead
            self.lose_life(player, n, rule="614.6")
            return
        if n <= 0:  # CR 119.9: gaining 0 life is no life gain event
            return
        self.update_player(player, life=p.life + n)
        self.state.turn = self.state.turn.noting(  # CR 119.3: "if you gained life this turn"
            life_gained=(*self.state.turn.records.life_gained, (player, n)))
        self.log_event("life", f"{p} gains {n} life ({p.life + n})", rule=rule, player=player)
        if batch is not None and source is not None:
            batch.gained[(player, source)] = batch.gained.get((player, source), 0) + n
            return
        fire_life_gain(self, player, n)

    def life_gain_forbidden(self, player: int) -> list[tuple[ContinuousEffect, CantGainLife]]:
        """The effects under which ``player`` can't gain life (CR 119.7); "your opponents
        can't" binds every player but its controller (102.3)."""
        return [(effect, part) for effect, part in current(self).rules_of(CantGainLife, self)
                if not part.opponents or effect.controller != player]

    def _replaced_life_gain(self, player: int, n: int, *, first: bool) -> tuple[int, bool]:
        """CR 614.1a, 119.10: the "if you would gain life, ... instead" effects of ``player``
        modify the gain, each once (614.5), in the order ``player`` chooses (616.1); the life
        gained, and whether "loses that much life instead" replaced the gain by a loss."""
        left = {f"{effect.source}:{effect.id}:{i}": part for i, (effect, part) in enumerate(
            current(self).rules_of(LifeGainReplacement, self))
            if part.applies_to(player, effect) and (first or part.plus == 0)}
        while left:
            part = left.pop(next_replacement(
                self, player, left, prompt=f"Which replacement applies first to gaining {n} "
                "life?", label=lambda r: r.describe(), sources=_key_sources(left)))
            if part.loses:  # CR 614.6: no life gain event any more, the others don't apply
                self.log_event("replacement", f"{part.describe()}: {self.player(player)} loses "
                               f"{n} life instead of gaining it", rule="614.6", player=player)
                return n, True
            before, n = n, part.replaced(n)
            self.log_event("replacement", f"{part.describe()}: {self.player(player)} gains {n} "
                           f"life instead of {before}", rule="614.1a", player=player)
        return n, False

    def lose_life(self, player: int, n: int, *, rule: str = "119.3", paid: bool = False) -> None:
        """``player`` loses ``n`` life (CR 119.3); ``paid`` logs it as a cost paid (119.4)."""
        if n <= 0:
            return
        p = self.player(player)
        self.update_player(player, life=p.life - n)
        self.note_life_lost(player, n)
        verb = "pays" if paid else "loses"
        self.log_event("life", f"{p} {verb} {n} life ({p.life - n})", rule=rule, player=player)

        fire_event(self, "lose_life", player=player, amount=n)
        fire_life_loss(self, player, n)  # CR 119.3: one life loss event

    def note_life_lost(self, player: int, n: int) -> None:
        """Record that ``player`` lost ``n`` life this turn (CR 119.3, 120.3a, 119.4)."""
        self.state.turn = self.state.turn.noting(
            life_lost=(*self.state.turn.life_lost, (player, n)))

    def life_gained_this_turn(self, player: int) -> int:
        """How much life ``player`` gained this turn (CR 119.3, 119.9), after replacement
        (119.10); a new turn starts again from 0."""
        return sum(n for who, n in self.state.turn.records.life_gained if who == player)

    def life_lost_this_turn(self, player: int) -> int:
        """How much life ``player`` lost this turn (CR 119.3): damage (120.3a), life lost
        and life paid (119.4) all count; a new turn starts again from 0."""
        return sum(n for who, n in self.state.turn.life_lost if who == player)

    def note_damage_to_player(self, player: int, n: int, source: int | None = None) -> None:
        """Record that ``n`` damage was dealt to ``player`` this turn (CR 120.3), by
        ``source`` when known."""
        self.state.turn = self.state.turn.noting(
            damage_to_players=(*self.state.turn.damage_to_players, (player, n)))
        if source is not None:
            self._note_dealt_damage(source)
        if source is not None and (source, player) not in \
                self.state.turn.records.player_damage_sources:
            self.state.turn = self.state.turn.noting(player_damage_sources=(
                *self.state.turn.records.player_damage_sources, (source, player)))

    def dealt_damage_to_player(self, source: int, player: int) -> bool:
        """Did the object ``source`` deal damage to ``player`` this turn (CR 120.3)? A
        permanent that left and came back is a new object (400.7) that dealt none yet."""
        return (source, player) in self.state.turn.records.player_damage_sources

    def damage_dealt_this_turn(self, player: int) -> int:
        """How much damage was dealt to ``player`` this turn (CR 120.3): damage that caused
        life loss (120.3a) or poison counters (infect, 120.3b) alike; prevented damage was
        never dealt (615.1a); a new turn starts again from 0."""
        return sum(n for who, n in self.state.turn.damage_to_players if who == player)

    def note_combat_damage_to_player(self, player: int, source: int, chars: Characteristics,
                                     controller: int, n: int) -> None:
        """Record that ``source``, with ``chars`` and controlled by ``controller`` as it dealt
        it, dealt ``n`` combat damage to ``player`` this turn (CR 510.2, 603.10)."""
        record = CombatDamageToPlayer(player=player, source=source, chars=chars,
                                      controller=controller, amount=n)
        self.state.turn = self.state.turn.noting(combat_damage_to_players=(
            *self.state.turn.combat_damage_to_players, record))

    def combat_damage_to_players_this_turn(self) -> tuple[CombatDamageToPlayer, ...]:
        """Each combat damage dealt to a player this turn, in order, with its source as it
        was at the time it dealt that damage (CR 510.2, 603.10, 608.2h): its characteristics
        and controller then, whatever it is or wherever it went since; prevented damage was
        never dealt (615.1a); a new turn starts again from none."""
        return self.state.turn.combat_damage_to_players

    def note_attacked(self, player: int) -> None:
        """Record that ``player`` declared one or more attackers this turn (CR 508.1a)."""
        if player not in self.state.turn.records.attacked:
            self.state.turn = self.state.turn.noting(
                attacked=(*self.state.turn.records.attacked, player))

    def attacked_this_turn(self, player: int) -> bool:
        """Did ``player`` attack this turn, declaring one or more attackers (CR 508.1a)? A
        creature put onto the battlefield attacking never "attacked" (508.4)."""
        return player in self.state.turn.records.attacked

    def note_damage_to_object(self, source: int, obj: int, n: int) -> None:
        """Record that ``source`` dealt ``n`` damage to the permanent ``obj`` this turn (CR
        120.3)."""
        self._note_dealt_damage(source)
        self.state.turn = self.state.turn.noting(damage_to_objects=(
            *self.state.turn.damage_to_objects, (source, obj, n)))
        # CR 120.3: a pass whose filter reads "dealt damage by ~ this turn" is volatile and
        # redone at a new version; no other pass reads the records
        self._touch(chars=False)

    def _note_dealt_damage(self, source: int) -> None:
        """CR 120.3, 400.7: the permanent ``source`` has dealt damage, as long as it stays
        this object ("if it hasn't dealt damage yet")."""
        obj = self.find(source)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.tags.get(DEALT_DAMAGE):
            new = obj.replace(tags={**obj.tags, DEALT_DAMAGE: True})
            if DEALT_DAMAGE in self._indexed_tags:  # a plugin's kept answers read the tag
                self.set_object(new)
                return
            # CR 120.3: read only by "as long as it hasn't dealt damage yet", a condition that
            # makes its layer pass volatile (redone at every change) as a status (110.5) does
            self._store(new)
            self._touch(chars=False)

    def dealt_damage_by(self, source: int, obj: int) -> bool:
        """Whether ``source`` dealt damage to the permanent ``obj`` this turn (CR 120.3): "a
        creature dealt damage by ~ this turn"; both are the objects they were then (400.7),
        and prevented damage was never dealt (615.1a)."""
        return any(s == source and o == obj for s, o, _ in self.state.turn.damage_to_objects)

    def add_poison(self, player: int, n: int, *, rule: str = "122.1f") -> None:
        """Give ``player`` ``n`` poison counters (CR 122.1f; ten lose the game, 704.5c).
        Replacement effects on the counters they get apply first (614.1a)."""
        n = self._more_player_counters(player, "poison", n)
        if n <= 0:
            return
        p = self.player(player)
        self.update_player(player, poison=p.poison + n)
        self.log_event("poison", f"{p} gets {n} poison counter(s)", rule=rule)

    def add_player_counters(self, player: int, kind: str, n: int, *,
                            rule: str = "122.1") -> None:
        """Give ``player`` ``n`` more ``kind`` counters (CR 122.1: energy, experience...;
        poison through :meth:`add_poison`, 122.1f). Replacement effects apply first
        (614.1a)."""
        if kind == "poison":
            self.add_poison(player, n, rule=rule)
            return
        n = self._more_player_counters(player, kind, n)
        if n <= 0:
            return
        p = self.player(player)
        counters = dict(p.counters)
        counters[kind] = counters.get(kind, 0) + n
        self.update_player(player, counters=tuple(sorted(counters.items())))
        self.log_event("counters", f"{p} gets {n} {kind} counter(s) ({counters[kind]})",
                       rule=rule, player=player)

    def _more_player_counters(self, player: int, kind: str, n: int) -> int:
        """CR 614.1a: "If you would get one or more counters, you get that many plus one ...
        instead": the effects of ``player``'s own, in the order they choose (616.1) when it
        changes the number, each once (614.5)."""
        if n <= 0:
            return n
        left = dict(enumerate((effect, part) for effect, part in
                              current(self).rules_of(MorePlayerCounters, self)
                              if effect.controller == player and part.applies_to(kind)))
        while left:
            effect, part = left.pop(next_replacement(
                self, player, left, prompt=f"Which replacement applies first to {n} {kind} "
                f"counter(s) for {self.player(player)}?",
                label=lambda ep: ep[0].text or ep[1].describe(),
                ask=len({p.times for _, p in left.values()}) > 1,
                sources={k: e.source for k, (e, _) in left.items()}))
            n = part.replaced(n)
            self.log_event("replace", f"{effect.text or part.describe()}: {n} {kind} "
                           f"counter(s) instead", rule="614.1a", player=player)
        return n

    def add_mana(self, player: int, units: Iterable[Mana], *, rule: str = "106.4",
                 source: int | None = None) -> None:
        """Add mana to ``player``'s mana pool (CR 106.4), produced by ``source`` if given."""
        units = tuple(units)
        p = self.player(player)
        self.update_player(player, mana_pool=p.mana_pool.add(*units))
        self.log_event(
            "mana", f"{p} adds {''.join('{' + u.color + '}' for u in units)}", rule=rule,
            source=source,
        )

    def set_pool(self, player: int, pool: ManaPool) -> None:
        """Replace ``player``'s mana pool (paying and emptying it, CR 106.4, 500.4)."""
        self.update_player(player, mana_pool=pool)

    def empty_pools(self) -> None:
        """CR 106.4, 500.5: unused mana empties at the end of each step and phase, but for
        mana kept until end of combat while a combat step but the last ends (702.189a)."""
        step = self.state.turn.step
        in_combat = step in (Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                             Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE)
        for p in self.state.players:
            if not p.mana_pool.is_empty():
                kept = p.mana_pool.kept_after(in_combat, step is Step.CLEANUP)
                if len(kept) != len(p.mana_pool) and UNSPENT_MANA_BECOMES_COLORLESS in \
                        self._layers().players.get(p.index, ()):
                    kept = self._lost_mana_becomes_colorless(p, kept)
                    self.update_player(p.index, mana_pool=kept)
                elif len(kept) != len(p.mana_pool):
                    self.update_player(p.index, mana_pool=kept)
                    self.log_event("mana", f"{p}'s mana pool empties", rule="500.5")
                if kept:
                    self._log_kept(p, kept)

    def _lost_mana_becomes_colorless(self, p: Player, kept: ManaPool) -> ManaPool:
        """CR 614.1a, 500.5: "If you would lose unspent mana, that mana becomes colorless
        instead" (Horizon Stone): the mana ``p`` would lose stays as colorless mana, with the
        restrictions it had (only its type changes, 106.1b)."""
        left = list(kept)
        lost = []
        for unit in p.mana_pool:
            if unit in left:
                left.remove(unit)
            else:
                # no longer "kept" till a time: it stays while the replacement applies
                lost.append(attrs.evolve(unit, color="C", kept=None))
        self.log_event("mana", f"{p} would lose {ManaPool(tuple(lost))}: it becomes colorless "
                       "instead", rule="614.1a")
        return kept.add(*lost)

    def _log_kept(self, p: Player, kept: ManaPool) -> None:
        """Say which mana stays as the step ends, and until when (CR 702.189a, 500.5)."""
        combat = ManaPool(tuple(u for u in kept if u.kept == KEPT_UNTIL_END_OF_COMBAT))
        if combat:
            self.log_event("mana", f"{p} doesn't lose {combat} until end of combat",
                           rule="702.189a")
        turn = ManaPool(tuple(u for u in kept if u.kept is not None
                              and u.kept != KEPT_UNTIL_END_OF_COMBAT))
        if turn:  # mana kept by a replacement (614.1a, no ``kept``) is logged by it
            self.log_event("mana", f"{p} doesn't lose {turn} until end of turn", rule="500.5")

    def draw(self, player: int, n: int = 1, *, rule: str = "121.1") -> list[GameObject]:
        """``player`` draws ``n`` cards one at a time (CR 121.1, 121.2); from an empty library
        they lose at the next state-based check (121.4, 704.5b) unless a replacement effect
        replaced that draw (614.11, ``zones.replace_draw``). Returns the cards drawn."""
        drawn = []
        for _ in range(n):
            if player in self.state.turn.cards_drawn and \
                    ONE_DRAW_EACH_TURN in self._layers().players.get(player, ()):
                # CR 101.2: "can't draw more than one card each turn": this draw can't happen,
                # so nothing replaces it either (614.1); the player's first draw counted
                self.log_event("draw", f"{self.player(player)} can't draw more than one card "
                               "each turn: the draw doesn't happen", rule="101.2")
                continue
            if replace_draw(self, player):  # CR 614.11, 121.6: this draw (121.2) replaced
                continue
            library = self.state.zones[(Zone.LIBRARY, player)]
            if not library:
                # CR 121.4, 704.5b: drawing from an empty library loses at the next SBA check
                self.update_player(player, drew_from_empty=True)
                self.log_event(
                    "draw", f"{self.player(player)} can't draw: library is empty", rule="121.4"
                )
                continue
            new = self.move(library[0], Zone.HAND, cause="draw", rule=rule)
            if new is not None:
                drawn.append(new)
                # CR 121.1: each card is drawn on its own; "your second card each turn" counts
                turn = self.state.turn
                self.state.turn = turn.noting(cards_drawn=(*turn.cards_drawn, player))
                fire_event(self, "draw", player=player, obj=new.id,
                           drawn_this_turn=self.state.turn.cards_drawn.count(player))
        return drawn

    def discard(self, obj_id: int, *, rule: str = "701.9a",
                as_cost: bool = False) -> GameObject | None:
        """Discard ``obj_id``: it moves from its owner's hand to the graveyard (CR 701.9a) and
        "discard" triggers fire. Returns the new object, ``None`` if it went nowhere. The
        discard is caused by the spell or ability resolving (``resolving``), if any, unless
        it is a cost paid (``as_cost``, 118.3)."""
        obj = self.obj(obj_id)
        new = self.move(obj_id, Zone.GRAVEYARD, cause="discard", rule=rule,
                        caused_by=None if as_cost else self.resolving)
        if new is not None:  # CR 701.9a: "if you discarded this card this turn" reads it
            turn = self.state.turn
            self.state.turn = turn.noting(discarded=(*turn.discarded, new.id))
        # CR 701.9a: who caused it ("a spell or ability an opponent controls causes you to
        # discard this card"): the resolving spell or ability's controller, not a cost's payer
        fire_event(self, "discard", player=obj.owner, obj=new.id if new else None,
                   caused_by=None if as_cost else self.resolving)
        # CR 603.2c: "whenever you discard one or more cards", once per discarding event
        fire_grouped(self, "discards", obj.owner, new.id if new else None, obj)
        return new

    def fire_event(self, event: str, **data: Any) -> None:
        """Something happened that abilities may trigger on (CR 603.2): for the model's
        values, which may not import the engine (e.g. a crew cost's "crews", 702.122b)."""
        fire_event(self, event, **data)

    def one_event(self) -> AbstractContextManager[None]:
        """The cards discarded, or leaving a graveyard, and the tokens entering inside this
        ``with`` block do so in one event: "one or more" abilities trigger once for it (CR
        603.2c)."""
        return one_event(self)

    def choose_discards(self, player: int, n: int, *, prompt: str | None = None,
                        rule: str = "701.9a", up_to: bool = False) -> list[int]:
        """The player chooses ``n`` cards of their hand (all of it if smaller) and discards
        them (CR 701.9a; to hand size at cleanup, 514.1): the ids they had in hand.
        ``up_to``: "discard up to two cards", any number from none to ``n`` (CR 107.1c)."""
        hand = self.hand(player)
        n = min(n, len(hand))
        if n <= 0:
            return []
        chosen = self.decide(
            kind="discard",
            player=player,
            prompt=prompt or f"Discard {'up to ' if up_to else ''}{n} card(s)",
            options=tuple(o.id for o in hand),
            labels=tuple(str(o) for o in hand),
            min=0 if up_to else n,
            max=n,
            rule=rule,
        )
        with one_event(self):  # CR 701.9a, 603.2c: the chosen cards are discarded at once
            for oid in chosen:
                self.discard(oid, rule=rule)
        return list(chosen)

    def mill(self, player: int, n: int, *, rule: str = "701.17a") -> list[GameObject]:
        """``player`` mills ``n`` cards: the top cards of their library go to the graveyard (CR
        701.17a), as many as there are."""
        out = []
        # CR 701.17a, 603.2c: the top n cards, chosen at once (one shuffled back in doesn't
        # change them), milled in one event
        with one_event(self):
            for oid in self.state.zones[(Zone.LIBRARY, player)][:max(n, 0)]:
                if oid not in self.state.zones[(Zone.LIBRARY, player)]:
                    continue  # moved away meanwhile (by a replacement or trigger): not milled
                old = self.obj(oid)
                new = self.move(oid, Zone.GRAVEYARD, cause="mill", rule=rule)
                if new is not None:
                    out.append(new)
                    fire_grouped(self, "cards_milled", None, new.id, old)
        return out

    def shuffle(self, player: int, *, rule: str = "701.24a") -> None:
        """Shuffle ``player``'s library with the game's seeded generator (CR 701.24a)."""
        ids = list(self.state.zones[(Zone.LIBRARY, player)])
        self.rng.shuffle(ids)
        self.state.zones[(Zone.LIBRARY, player)] = tuple(ids)
        self._touch()
        self.log_event("shuffle", f"{self.player(player)} shuffles their library", rule=rule)

    def destroy(self, obj_id: int, *, rule: str = "701.8a",
                regenerate: bool = True) -> GameObject | None:
        """CR 701.8: move to its owner's graveyard unless indestructible (702.12b): what it
        became, itself if it stayed, ``None`` if it ceased to exist or wasn't on the
        battlefield (:meth:`destroy_moved` says which)."""
        return self.destroy_moved(obj_id, rule=rule, regenerate=regenerate).new

    def destroy_moved(self, obj_id: int, *, rule: str = "701.8a",
                      regenerate: bool = True) -> Moved:
        """:meth:`destroy`, saying what the move did (CR 701.8a, 400.7) as
        :meth:`change_zone` does: an indestructible permanent isn't destroyed and stays
        (702.12b: ``Moved(obj, None)``), a token put into a graveyard ceased to exist
        (``Moved.ceased``, 111.7); nothing is done to what isn't on the battlefield.

        ``regenerate=False`` ("it can't be regenerated", CR 701.19c): the zone move carries
        the note, so a regeneration replacement effect (a plugin's
        ``manastack_replace_zone_change``) knows not to apply."""
        obj = self.obj(obj_id)
        if obj.zone is not Zone.BATTLEFIELD:
            return Moved(None, None)
        if self.has_keyword(obj_id, "indestructible"):
            self.log_event("destroy", f"{obj} is indestructible and isn't destroyed",
                           rule="702.12b")
            return Moved(obj, None)
        if obj.tags.get(NO_REGENERATION_TURN) == self.state.turn.number:
            regenerate = False  # CR 701.19c: "can't be regenerated this turn"
        if not regenerate:
            self.log_event("destroy", f"{obj} is destroyed and can't be regenerated",
                           rule="701.19c")
            return self.change_zone(obj_id, Zone.GRAVEYARD, cause="destroy", rule=rule,
                                    note=CANT_BE_REGENERATED)
        return self.change_zone(obj_id, Zone.GRAVEYARD, cause="destroy", rule=rule)

    def sacrifice(self, obj_id: int, *, rule: str = "701.21a") -> GameObject | None:
        """CR 701.21a: move a permanent you control to its owner's graveyard (not destroyed):
        what it became (:meth:`sacrifice_moved` says what the move did)."""
        return self.sacrifice_moved(obj_id, rule=rule).new

    def sacrifice_moved(self, obj_id: int, *, rule: str = "701.21a") -> Moved:
        """:meth:`sacrifice`, saying what the move did (CR 701.21a, 400.7) as
        :meth:`change_zone` does: a sacrificed token ceased to exist (``Moved.ceased``,
        111.7), with the zone a replacement effect put it into (614.1a)."""
        return self.change_zone(obj_id, Zone.GRAVEYARD, cause="sacrifice", rule=rule)

    def deal_damage(
        self, source: int | None, recipient: int | PlayerRef, amount: int, *,
        combat: bool = False, rule: str = "120.3", unpreventable: bool = False
    ) -> int:

        """``source`` deals ``amount`` damage to a creature, planeswalker, battle or player (CR
        120.3), after prevention and replacement; returns the damage dealt."""
        return combat_rules.deal_damage(self, source, recipient, amount, combat=combat, rule=rule,
                                        unpreventable=unpreventable)

    def after_damage_event(self, action: Callable[[], None]) -> None:
        """Do ``action`` once the damage event being dealt is over (now if none is): a
        prevention effect's additional effect happens immediately after the damage would
        have been dealt (CR 615.5, 120.4)."""
        event = self._damage_event
        if event is None:
            action()
        else:
            event.after.append(action)

    def add_effect(self, effect: ContinuousEffect) -> ContinuousEffect:
        """Start a continuous effect (CR 611.2), stamped now (613.7b)."""

        effect = attrs.evolve(effect, timestamp=self._tick(), id=self.new_id())
        self.state.effects = (*self.state.effects, effect)
        self._touch()
        targets = ""
        if effect.objects is not None:
            targets = " to " + ", ".join(
                str(self.state.objects[o]) for o in effect.objects if o in self.state.objects
            )
        layers = ", ".join(effect.layers())
        self.log_event(
            "effect",
            f"continuous effect: {describe_effect(effect)}{targets} (layer {layers})",
            rule=effect.rule,
        )
        return effect

    def end_effects(self, predicate: Callable[[ContinuousEffect], bool], *, rule: str) -> None:
        """End the continuous effects ``predicate`` selects (a duration over, CR 611.2b, 514.2),
        logging ``rule``."""
        kept = tuple(e for e in self.state.effects if not predicate(e))
        if len(kept) != len(self.state.effects):
            ended = len(self.state.effects) - len(kept)
            self.state.effects = kept
            self._touch()
            self.log_event("effect", f"{ended} continuous effect(s) end", rule=rule)

    # ------------------------------------------------------------------
    # Driving the game
    # ------------------------------------------------------------------

    # ------------------------------------------------------------------
    # Winning and losing (CR 104)
    # ------------------------------------------------------------------

    def lose(self, player: int, why: str, *, rule: str) -> None:
        """``player`` loses the game and leaves it (CR 104.3, 104.5); the game may end."""
        self.lose_together([(player, why, rule)])

    def lose_together(self, losers: Iterable[tuple[int, str, str]]) -> None:
        """Several players lose at once, each ``(player, why, rule)`` (state-based actions
        are one event, CR 704.3); the game ends after all of them have lost, so if none
        remains it is a draw (CR 104.4a)."""
        leaving: set[int] = set()
        for index, why, rule in losers:
            if self.player(index).lost:
                continue
            if rule != "104.3a" and CANT_LOSE in self.player_keywords(index):
                # CR 104.3: "You can't lose the game"; a concession still does (104.3a)
                self.log_event("game", f"{self.player(index)} can't lose the game ({why})",
                               rule="104.3", player=index)
                continue
            self.update_player(index, lost=True)
            self.log_event("game", f"{self.player(index)} loses the game: {why}", rule=rule,
                           player=index)
            leaving.add(index)
        if leaving and self.state.sourceless:
            sourceless_leave(self, leaving)  # CR 724.4: a designation's abilities move on
        if leaving and sum(1 for p in self.state.players if not p.lost) > 1:
            leave_game(self, leaving)  # CR 800.4a: the game goes on without them
        self._check_game_end()

    def win(self, player: int, why: str, *, rule: str) -> None:
        """``player`` wins the game (CR 104.2b); the game ends immediately (104.1) and the
        players still in it who didn't win lose it."""
        if self.state.over or self.player(player).lost:
            return
        if CANT_WIN in self.player_keywords(player):
            # CR 104.2: "your opponents can't win the game": the effect wins nothing
            self.log_event("game", f"{self.player(player)} can't win the game ({why})",
                           rule="104.2", player=player)
            return
        self.update_player(player, won=True)
        self.log_event("game", f"{self.player(player)} wins the game: {why}", rule=rule,
                       player=player)
        self.state.over = True
        self.state.winner = player
        self.state.result_rule = rule
        for p in self.state.players:
            if p.index != player and not p.lost:
                self.update_player(p.index, lost=True)
        self._touch()

    def concede(self, player: int) -> None:
        """CR 104.3a: a player can concede at any time; they lose and leave the game."""
        self.lose(player, "concedes", rule="104.3a")
        self._pending = None

    def _check_game_end(self) -> None:
        """CR 104.2a: the last player in the game wins; nobody left is a draw (104.4a)."""
        if self.state.over:
            return
        living = [p.index for p in self.state.players if not p.lost]
        if len(living) > 1:
            return
        self.state.over = True
        self._touch()
        if living:
            self.state.winner = living[0]
            self.state.result_rule = "104.2a"
            self.update_player(living[0], won=True)
            self.log_event("game", f"{self.player(living[0])} wins the game", rule="104.2a",
                           player=living[0])
        else:
            self.state.result_rule = "104.4a"
            self.log_event("game", "the game is a draw", rule="104.4a")

    def result(self) -> GameResult:
        """Who won, who lost, or that the game goes on (CR 104)."""
        s = self.state
        losers = tuple(p.index for p in s.players if p.lost)
        if not s.over:
            return GameResult(over=False, losers=losers)
        winners = tuple(p.index for p in s.players if p.won or p.index == s.winner)
        return GameResult(over=True, winners=winners, losers=losers, draw=not winners,
                          rule=s.result_rule or ("104.2a" if winners else "104.4a"))

    def add_extra_turn(self, player: int, *, rule: str = "500.7") -> None:
        """CR 500.7: ``player`` takes an extra turn after this one; the newest is taken first."""
        t = self.state.turn
        self.state.turn = attrs.evolve(t, extra_turns=(player, *t.extra_turns))
        self._touch()
        self.log_event("turn", f"{self.player(player)} will take an extra turn", rule=rule,
                       player=player)

    def skip_next_turn(self, player: int, *, rule: str = "614.10") -> None:
        """CR 614.10: ``player`` skips their next turn (not this one, begun already); each
        such effect skips one more (614.10a)."""
        t = self.state.turn
        self.state.turn = attrs.evolve(t, skip_turns=(*t.skip_turns, player))
        self._touch()
        self.log_event("turn", f"{self.player(player)} will skip their next turn", rule=rule,
                       player=player)

    def skip_next_step(self, player: int, step: str, *, rule: str = "614.10") -> None:
        """CR 614.10: ``player`` skips their next ``step`` (a step value, "draw step"); each
        such effect skips one more."""
        t = self.state.turn
        self.state.turn = attrs.evolve(t, skip_steps=(*t.skip_steps, (player, step)))
        self._touch()
        self.log_event("turn", f"{self.player(player)} will skip their next {step}", rule=rule,
                       player=player)

    def start(self, *, shuffle: bool = True, draw: int = 7, first: int = 0) -> None:
        """Begin a game from libraries set up by the caller (CR 103)."""

        self._step(_Partial("start", start=(shuffle, draw, first)), self._snapshot())

    def pending(self) -> Decision | None:
        """The decision the game waits for (top-level, or a choice in the middle of an action
        nobody was there to make), or None when the game is over."""

        if self.state.over or self._in_action:
            return None  # asked from inside an action (an agent choosing): nothing waits yet
        if self._pending is None:
            self._partial = None  # the position was changed: what waited is forgotten
            # advancing performs game actions (auto-passes, turn-based actions, SBAs): a
            # plugin raising meanwhile must leave the game as it was (CR 732)
            self._step(_Partial("advance"), self._snapshot())
        return self._pending

    def _step(self, step: _Partial, snapshot: _Snapshot) -> None:
        """Carry out ``step`` with the answers it holds, then advance to the next decision.

        A choice no agent or scripted answer makes undoes the step (CR 732) and becomes the
        pending decision; answering it carries the step out again from ``snapshot``'s
        position with one answer more (the same seed takes the same course)."""
        self._answered = []
        self._current, self._current_snapshot = step, snapshot
        self._in_action += 1
        try:
            self._pending = self._partial = None
            self.script.queue.extendleft(reversed(step.answers))
            if step.kind == "start":
                shuffle, draw, first = step.start
                turns.start_game(self, shuffle=shuffle, draw=draw, first=first)
            else:
                if step.decision is not None:
                    turns.perform(self, step.decision, step.chosen)
                self._pending = turns.advance(self)
        except DecisionNeeded as needed:
            # the answers given so far, then the scripted ones not yet used, replayed in order
            answers = (*self._answered, *self.script.queue)
            self._restore(self._current_snapshot or snapshot)
            self.script.queue.clear()
            self._partial = attrs.evolve(self._current or step, answers=answers)
            self._pending = needed.decision
        except BaseException:
            self._restore(self._current_snapshot or snapshot)
            raise
        finally:
            self._in_action -= 1
            self._current = None

    def _checkpoint(self) -> None:
        """Between two game actions while advancing: once an answered step has used all its
        answers, the position here is where a later choice nobody makes waits (not back at
        the step's start, which may be turns ago)."""
        step = self._current
        if step is not None and step.answers and len(self._answered) >= len(step.answers):
            self._current_snapshot = self._snapshot()
            self._current = _Partial("advance")
            self._answered = []

    def legal_actions(self) -> tuple[Any, ...]:
        """The options of the pending decision (for priority: every castable spell, ability,
        land and passing), or ``()`` when the game is over."""
        decision = self.pending()
        return decision.options if decision is not None else ()

    def respond(self, answer: Sequence[Any]) -> None:
        """Answer the pending decision (CR 732: an illegal answer changes nothing)."""

        if self._in_action:  # CR 601.2a (SEED-41): nobody acts until casting is complete
            raise IllegalAnswerError(
                "no player can act while another action is being carried out", rule="601.2a"
            )
        decision = self.pending()
        if decision is None:
            raise IllegalActionError("the game is over", rule="104")
        partial = self._partial
        if partial is None:
            if decision.kind == "priority":  # checked here, at the edge: the engine trusts it
                chosen = answer_items(answer, decision.prompt, rule="117.1")
                if len(chosen) == 1:
                    check_action(chosen[0])
            else:
                chosen = decision.validate(answer, self)
            step = _Partial("perform", decision=decision, chosen=chosen)
        else:
            items = answer_items(answer, decision.prompt, rule=decision.rule, step=decision.kind)
            try:
                chosen = decision.validate(self.match_names(decision, items), self)
            except IllegalActionError as exc:  # the player's own answer (CR 732)
                raise IllegalAnswerError(exc.reason, rule=exc.rule, step=exc.step,
                                         cites=exc.cites) from None
            step = attrs.evolve(partial, answers=(
                *partial.answers, Answer(decision.kind, chosen, player=decision.player)))
        snapshot = self._snapshot()
        self._step(step, snapshot)
        self._history.append(snapshot)

    def undo(self) -> None:
        """Go back to the decision answered last: the position, log and pending decision as
        they were before that answer (up to ``UNDO_DEPTH`` answers back)."""
        if not self._history:
            raise IllegalActionError("there is no answer to undo")
        self._restore(self._history.pop())

    def act(self, action: Any, *answers: Any) -> None:
        """Take a priority action (cast, activate, play a land, pass) with scripted answers."""

        for a in answers:
            if not isinstance(a, Answer):
                raise IllegalAnswerError(f"scripted answers are Answer values, not "
                                         f"{type(a).__name__} {a!r:.40}")
        self.script.queue.extend(answers)
        try:
            self.respond((action,))
        finally:
            if answers:  # this action's unused answers go; those scripted before it stay
                left = [a for a in self.script.queue if not any(a is b for b in answers)]
                self.script.queue.clear()
                self.script.queue.extend(left)

    def run(self, *, max_turns: int = 50, max_actions: int = 100_000, tries: int = 50) -> None:
        """Let the agents play until the game ends or ``max_turns`` turns have passed.

        An agent may start an action it can't complete (an X it can't pay,
        CR 732.1): the action is reversed, a ``reversed`` event says so, and the
        same player decides again (732.2). After ``tries`` reversals in a row
        the player passes priority (or, for another decision, picks as few
        options as allowed: :class:`PassingAgent`).
        """
        actions = 0
        failures = 0
        while not self.state.over and actions < max_actions:
            decision = self.pending()
            if decision is None or self.state.turn.number > max_turns:
                break
            agent = self.agents[decision.player]
            if agent is None:
                raise ManastackError(f"{self.player(decision.player)} has no agent: answer "
                                     "game.pending() with game.respond(), or give Game agents")
            if failures >= tries:
                answer = PassingAgent().choose(self, decision)
            else:
                answer = agent.choose(self, decision)
            try:
                self.respond(answer)
            except IllegalActionError as exc:
                if failures >= tries:
                    raise
                failures += 1
                shown = ", ".join(str(a) for a in answer) if isinstance(answer, (list, tuple)) \
                    else repr(answer)
                shown = shown or "nothing"
                self.log_event("reversed", f"{self.player(decision.player)} can't {shown}: "
                               f"{exc.reason}; the action is reversed", rule="732.1",
                               player=decision.player)
                continue
            failures = 0
            actions += 1

    # ------------------------------------------------------------------
    # Copies, digests
    # ------------------------------------------------------------------

    def clone(self) -> Game:
        """An independent game in the same position (shares only immutable values)."""
        other = Game.__new__(Game)
        other.rules = self.rules
        other._indexed_tags = self._indexed_tags
        other.state = self.state.copy()
        other.seed = self.seed
        other.log = list(self.log)
        other.agents = list(self.agents)
        other.script = Script(self.script.queue)
        other.auto_pass = self.auto_pass
        other.replacement_sources = list(self.replacement_sources)
        other._cache_version = self._cache_version
        other._layer = self._layer
        other._chars_extra = dict(self._chars_extra)
        other._keywords_in = (None, -1, {})  # the clone works out its own
        other._activations_in = (None, -1, {})
        other._activations_kept = {}
        other._scope_skips = (None, -1, {})
        other._quiet_callers = None
        other._controlled = (None, None, -1, {})  # the clone's versions go their own way
        other._sba_clear = None
        other._sba_seen = self._sba_seen  # facts about immutable values: true in any game
        other.hand_permissions_kept = {}  # the clone keeps its own
        other.printed_alternatives_kept = {}
        other.adventures_kept = self.adventures_kept  # a fact about immutable values
        other.keyword_permissions_kept = self.keyword_permissions_kept  # true in any game
        other.mana_sources_kept = self.mana_sources_kept
        other.player_sources_kept = {}  # the clone keeps its own
        other.probing = False
        other.costly_mana_seen = self.costly_mana_seen  # shares the kept mana sources above
        other._own_keywords = None
        other._card_swaps = 0
        seen_state, seen = self._seen_keywords  # a superset of the copy's too
        other._seen_keywords = (other.state, set(seen)) if seen_state is self.state \
            else (None, set())
        other._possible = (None, -1, frozenset())
        other._pending = self._pending
        other._partial = self._partial
        other._answered = []
        other._current = other._current_snapshot = None
        other._history = deque(maxlen=UNDO_DEPTH)  # a clone starts its own history
        other._in_action = 0
        other.resolving = None  # a clone's resolution is replayed from its snapshot (608.2)
        # a clone starts outside any event: what the original's damage event or simultaneous
        # zone changes fire as they end (CR 603.2c, 603.6a) belongs to the original alone
        other._damage_event = None
        other._zone_batch = None
        other._grouped = None
        other._layer_building = None
        return other

    # ------------------------------------------------------------------
    # Positions as data, and what a player may know
    # ------------------------------------------------------------------

    def to_json(self) -> str:
        """The position as JSON: load it with :meth:`from_json` into rules with the same
        plugins, and the game goes on exactly as this one would (see
        ``manastack.engine.positions``). Agents and the undo history are not saved."""
        encode = Encoder(self.rules)
        encode.know_cards(o.card for o in (*self.state.objects.values(),
                                           *(k.obj for k in self.state.lki.values())))
        partial = self._partial
        data = {
            "format": POSITION_FORMAT,
            "plugins": _enabled_plugins(self.rules),
            "seed": self.seed,
            "auto_pass": self.auto_pass,
            "state": encode(self.state),
            "log": encode(self.log),
            "script": encode(tuple(self.script.queue)),
            "partial": None if partial is None else {
                "kind": partial.kind, "chosen": encode(partial.chosen),
                "start": encode(partial.start), "answers": encode(partial.answers)},
        }
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, rules: Rules, text: str | bytes, *,
                  agents: Sequence[Agent | None] | None = None) -> Game:
        """A game in the position :meth:`to_json` wrote (PositionError if it is malformed or
        was saved with other plugins than ``rules`` has)."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise PositionError(f"not a saved position: {exc}") from None
        if isinstance(data, dict) and data.get("format") in OLDER_POSITION_FORMATS:
            data = upgrade_position(data, data["format"])
        elif not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
            raise PositionError(f"not a saved position of format {POSITION_FORMAT}")
        wanted, have = data.get("plugins"), _enabled_plugins(rules)
        if wanted != have:
            raise PositionError(f"the position was saved with the plugins {wanted}; these "
                                f"rules have {have}")
        decode = Decoder(rules)
        try:
            state = decode(data["state"])
            log = decode(data["log"])
            script = decode(data["script"])
            seed = data["seed"]
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"malformed position: {exc!r:.120}") from None
        if not isinstance(state, State) or not isinstance(seed, int):
            raise PositionError("malformed position: no game state")
        # CR 103.4: a position saved while the starting life total was kept beside the state
        # names it there; one saved before either holds none (its game began at 20)
        state.starting_life = data.get("starting_life", state.starting_life)
        if not isinstance(state.starting_life, int) or isinstance(state.starting_life, bool):
            raise PositionError("malformed position: starting_life is not a number")
        game = cls(rules, [p.name for p in state.players], seed=seed, agents=agents,
                   life=state.starting_life)
        # the index follows these rules' declarations, not those the position was saved with
        state.tagged = frozenset(o.id for o in state.objects.values()
                                 if any(tag in o.tags for tag in game._indexed_tags))
        # a position saved before this index existed holds none: read from the cards
        state.offzone_abilities = offzone_abilities(state.objects.values())
        game.state = state
        game.log = list(log)
        game.script.queue.extend(script)
        game.auto_pass = bool(data.get("auto_pass", True))
        game._cache_version = -1
        game._controlled = (None, None, -1, {})  # another state: its versions are its own
        saved = data.get("partial")
        if saved and saved.get("kind") in ("advance", "start"):
            game._resume(saved, decode)  # the saved position is where the step began
            return game
        # the decision the position rests at is worked out again from the state; what that
        # logs (a step beginning, CR 500.2) the saved log already has
        game.pending()
        game.state = state
        del game.log[len(log):]
        game._cache_version = -1
        game._controlled = (None, None, -1, {})  # another state: its versions are its own
        if saved:
            game._resume(saved, decode)
        return game

    def _resume(self, saved: dict[str, Any], decode: Decoder) -> None:
        """Wait again at the choice a saved position waited for: carry its step out again
        from the saved position with the answers given so far (as :meth:`respond` does)."""
        kind = saved.get("kind")
        answers = decode(saved.get("answers", {"$tuple": []}))
        if kind == "perform":
            decision = self._pending  # the top-level decision the step answered
            if decision is None:
                raise PositionError("malformed position: it waits for no decision")
            step = _Partial("perform", decision=decision, chosen=decode(saved["chosen"]),
                            answers=answers)
        elif kind in ("advance", "start"):
            start = decode(saved.get("start", {"$tuple": [True, 7, 0]}))
            step = _Partial(kind, start=start, answers=answers)
        else:
            raise PositionError(f"malformed position: unknown step {kind!r:.40}")
        self._step(step, self._snapshot())
        if self._partial is None:
            raise PositionError("malformed position: the choice it waited for is not asked")

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may know, as plain data (CR 400.2): every public zone, the
        player's own hand, and of the hidden zones only their sizes (no one sees a library's
        cards or an opponent's hand, unless played revealed: 401.5, 701.20b). The decision
        the game waits for is shown whole to the player who makes it, and only as who
        decides what to the others."""
        s = self.state

        def public(obj: GameObject) -> dict[str, Any]:
            controller = self.controller(obj.id)  # CR 613.1b: who controls it now
            # CR 708.5: a face-down permanent's controller, its new one included, may look at it
            if obj.tags.get(FACE_DOWN) and controller != player and \
                    obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
                return face_down(obj)
            card = obj.card
            shown: dict[str, Any] = {
                "id": obj.id, "name": card.name, "owner": obj.owner, "controller": controller,
                "type_line": str(card.type_line),
                "mana_value": card.mana_cost.mana_value() if card.mana_cost is not None else 0}
            if obj.zone is Zone.BATTLEFIELD:
                chars = self.chars(obj.id)
                shown.update(tapped=obj.tapped, damage=obj.damage, token=obj.is_token,
                             counters=dict(sorted(obj.counters.items())),
                             type_line=str(chars.type_line), keywords=sorted(chars.keywords),
                             attached_to=obj.attached_to)
                if obj.attached_player is not None:  # CR 303.4: an Aura enchanting a player
                    shown.update(attached_player=obj.attached_player)
                if chars.power is not None:
                    shown.update(power=self.power(obj.id), toughness=self.toughness(obj.id))
            elif obj.zone is Zone.STACK:
                shown.update(modes=chosen_modes(obj))  # CR 700.2: public, as announced
            return shown

        def face_down(obj: GameObject) -> dict[str, Any]:
            # CR 708.5, 708.6: a face-down spell or permanent is seen by its controller
            # only; the others see its face-down characteristics (708.2a)
            chars = self.chars(obj.id)
            shown: dict[str, Any] = {
                "id": obj.id, "name": chars.name, "owner": obj.owner,
                "controller": self.controller(obj.id), "type_line": str(chars.type_line),
                "mana_value": 0, "face_down": True}
            if obj.zone is Zone.BATTLEFIELD:
                shown.update(tapped=obj.tapped, damage=obj.damage, token=obj.is_token,
                             counters=dict(sorted(obj.counters.items())),
                             keywords=sorted(chars.keywords), attached_to=obj.attached_to)
                if chars.power is not None:
                    shown.update(power=self.power(obj.id), toughness=self.toughness(obj.id))
            return shown

        def exiled(obj: GameObject) -> dict[str, Any]:
            # CR 406.3: a card exiled face down is seen by its owner only (702.143a)
            if obj.tags.get(FACE_DOWN) and obj.owner != player:
                return {"id": obj.id, "owner": obj.owner, "face_down": True}
            return public(obj)

        def names(zone: Zone, index: int) -> list[dict[str, Any]]:
            return [public(o) for o in self.objects_in(zone, index)]

        def revealed_top(index: int) -> dict[str, Any] | None:
            library = self.objects_in(Zone.LIBRARY, index)
            if not library or self._in_action:
                return None
            keywords = self.player_keywords(index)
            # CR 401.5: revealed to all, or looked at by its owner alone ("you may look at")
            if LIBRARY_TOP_REVEALED not in keywords and not (
                    index == player and LOOKS_AT_LIBRARY_TOP in keywords):
                return None
            return public(library[0])

        players = []
        for p in s.players:
            players.append({
                "index": p.index, "name": p.name, "life": p.life, "poison": p.poison,
                "counters": dict(p.counters), "mana_pool": str(p.mana_pool), "lost": p.lost,
                "won": p.won, "hand_size": len(self.objects_in(Zone.HAND, p.index)),
                "library_size": len(self.objects_in(Zone.LIBRARY, p.index)),
                # CR 401.5: the top card of a library played revealed; not in the middle of
                # an action, where a new top card is revealed only once it is done
                "library_top": revealed_top(p.index),
                "graveyard": names(Zone.GRAVEYARD, p.index),
                # CR 400.2: a hidden zone; "play with their hands revealed" shows it (701.20b)
                "hand": names(Zone.HAND, p.index) if p.index == player
                or HAND_REVEALED in self.player_keywords(p.index) else None,
                # CR 114.2-114.3: emblems are public, known only by their abilities
                "emblems": [{"id": o.id, "abilities": [a.text for a in o.card.abilities]}
                            for o in self.emblems(p.index)],
                # CR 724.1: a player designation with abilities of its own (the monarch, 724.2)
                "designations": sorted({t.name for t in s.sourceless
                                        if t.controller == p.index}),
            })
        decision = None if s.over else self._pending
        waiting: dict[str, Any] | None = None
        if decision is not None:
            waiting = {"player": decision.player, "kind": decision.kind}
            if decision.player == player:
                waiting.update(prompt=decision.prompt, min=decision.min, max=decision.max,
                               options=[decision.label(i) for i in range(len(decision.options))])
        t = s.turn
        return {
            "viewer": player, "turn": t.number, "step": t.step.label, "active": t.active,
            "priority": t.priority, "over": s.over, "winner": s.winner,
            "players": players,
            "battlefield": [public(o) for o in self.objects_in(Zone.BATTLEFIELD)],
            # CR 110.5, 702.26b: still on the battlefield, shown apart, as phased out
            **({"phased_out": [public(o) for o in self.phased_out()]}
               if phasing.KEY in self.state.zones else {}),
            "stack": [public(o) for o in self.objects_in(Zone.STACK)],
            "exile": [exiled(o) for o in self.objects_in(Zone.EXILE)],
            "pending": waiting,
        }

    def state_digest(self) -> str:
        """A SHA-256 of the whole game state (objects, zones, players, turn, effects)."""
        return hashlib.sha256(self.state_json().encode()).hexdigest()

    def state_json(self) -> str:
        """The whole position as canonical JSON: equal positions give equal text (the
        determinism checks and the digest compare it)."""
        s = self.state
        data = {
            "objects": [
                [o.id, o.card.name, o.owner, o.controller, str(o.zone), o.timestamp, o.tapped,
                 sorted(o.counters.items()), o.damage, o.deathtouch_damage, o.controlled_since,
                 o.is_token, o.is_copy, repr(o.spell), o.cast_with, o.attached_to,
                 sorted((k, repr(v)) for k, v in o.tags.items())]
                # an emblem is known by its abilities (CR 114.3); other objects keep their text
                + ([True, [a.text for a in o.card.abilities]] if o.is_emblem else [])
                # CR 110.5: only a phased-out permanent writes its status (older digests hold)
                + ([repr(o.phased_out)] if o.phased_out is not None else [])
                # CR 303.4: only an Aura attached to a player writes it (older digests hold)
                + ([["player", o.attached_player]] if o.attached_player is not None else [])
                for o in sorted(s.objects.values(), key=lambda o: o.id)
            ],
            "zones": sorted([str(k[0]), k[1], list(v)] for k, v in s.zones.items()),
            "players": [repr(p) for p in s.players],
            "turn": repr(s.turn),
            "effects": [repr(e) for e in s.effects],
            "delayed": [repr(d) for d in s.delayed],
            "pending_triggers": [repr(t) for t in s.pending_triggers],
            "combat": repr(s.combat),
            "next_id": s.next_id,
            "clock": s.clock,
            "rng": s.rng.state,
            "over": s.over,
            "winner": s.winner,
            "notes": sorted((k, repr(v)) for k, v in s.notes.items()),
        }
        if s.control_changes:  # CR 613.1b: only a game with a control-changing effect has any
            data["control_changes"] = sorted(s.control_changes.items())
        if s.outside:  # CR 400.11a: only a game with a sideboard writes it (older digests hold)
            data["outside"] = [[c.name for c in cards] for cards in s.outside]
        if s.sourceless:  # CR 724.2: only a game with them writes them (older digests hold)
            data["sourceless"] = [[t.name, t.controller, t.ability.text] for t in s.sourceless]
        return json.dumps(data, sort_keys=True, default=str)

    def __repr__(self) -> str:
        t = self.state.turn
        lives = ", ".join(f"{p.name} {p.life}" for p in self.state.players)
        return f"<Game turn {t.number} {t.step.label} ({lives})>"




def _label(decision: Decision, option: Any) -> str:
    try:
        index = decision.options.index(option)
    except ValueError:
        if decision.recipients and isinstance(option, tuple) and \
                len(option) == len(decision.recipients):  # a division not listed (510.1c)
            return ", ".join(f"{n} to {who}" for n, who in zip(option, decision.recipients)
                             if n) or "no damage"
        return str(option)
    return decision.label(index)


def require(condition: bool, message: str, *, rule: str, step: str = "") -> None:
    """Raise IllegalActionError unless ``condition`` (CR 732)."""
    if not condition:
        raise IllegalActionError(message, rule=rule, step=step)


def chosen_modes(obj: GameObject) -> list[dict[str, Any]]:
    """The modes chosen for a modal spell or ability on the stack (CR 700.2a-b, 602.2b,
    603.3c), numbered from 1 in printed order with their text; empty when it isn't modal."""
    found = obj.tags.get("ability")
    if isinstance(found, StackAbility):
        return [{"number": i + 1, "text": text}
                for i, text in zip(found.modes, found.mode_texts, strict=True)]
    spell = obj.spell
    if spell is None or spell.ability is None or not spell.ability.modal:
        return []
    return [{"number": i + 1, "text": spell.ability.modes[i].text} for i in spell.modes]


def _key_sources(left: Mapping[str, Any]) -> dict[str, int | None]:
    """The source object of each replacement keyed "source:effect:index" (CR 616.1: an
    answer may name the effect by its source's card)."""
    out: dict[str, int | None] = {}
    for key in left:
        head = key.split(":", 1)[0]
        out[key] = int(head) if head.isdigit() else None
    return out
