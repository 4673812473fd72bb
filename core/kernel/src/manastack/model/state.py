"""A game's state: everything that makes a position, as values (CR 104, 400.7, 608.2h).

:class:`State` holds immutable values in a few containers; copying it is copying the
containers, which makes ``clone()`` and rolling back an illegal action (CR 732) cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import define, field, frozen

from manastack.model.objects import Card, Characteristics, GameObject, Player, Zone
from manastack.model.rng import Rng

if TYPE_CHECKING:
    from manastack.model.combat import Combat
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.triggers import DelayedTrigger, PendingTrigger, SourcelessTrigger
    from manastack.model.turns import TurnState


@frozen
class LastKnown:
    """An object as it last existed before it left its zone (CR 608.2h, 603.10, 113.7a).

    ``obj`` is the object value itself (zone, controller, counters, tapped...)
    and ``chars`` its characteristics after every continuous effect at that
    moment: "the sacrificed creature's power" reads ``chars.power``. ``controller`` is who
    controlled it then, control-changing effects included (layer 2, 613.1b): ``obj`` keeps
    the object's own field. ``became``: the id of the new object it became in the zone it
    moved to (CR 400.7), ``None`` if it ceased to exist (a token, 111.7); what "another"
    reads of an ability's source that has moved (Game.became). ``copiable``: its copiable
    values then when copy effects made them differ from its card (707.2), what "a copy of
    that creature" copies of it gone (608.2h).
    """

    obj: GameObject
    chars: Characteristics
    controller: int | None = None
    became: int | None = None
    copiable: Card | None = None

    @property
    def last_controller(self) -> int:
        """Who controlled the object as it last existed (CR 608.2h, 613.1b)."""
        return self.obj.controller if self.controller is None else self.controller


@frozen
class GameResult:
    """How a game stands (CR 104): over or not, who won, who lost, whether a draw."""

    over: bool
    winners: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()
    draw: bool = False
    rule: str = ""

    def __str__(self) -> str:
        if not self.over:
            return "in progress"
        if self.draw:
            return "draw"
        return "won by " + ", ".join(f"player {i + 1}" for i in self.winners)


@define
class State:
    """Everything that makes a game position; copying it is copying a few containers.

    The values inside the containers are immutable (attrs ``@frozen``) and
    replaced, never changed in place: that is what makes :meth:`copy` (and so
    ``clone()`` and rolling back an illegal action, CR 732) a matter of
    copying the containers. ``notes`` is for plugins' bookkeeping and follows
    the same rule: store immutable values in it.
    """

    objects: dict[int, GameObject]
    zones: dict[tuple[Zone, int], tuple[int, ...]]
    players: tuple[Player, ...]
    turn: TurnState
    effects: tuple[ContinuousEffect, ...] = ()
    delayed: tuple[DelayedTrigger, ...] = ()
    pending_triggers: tuple[PendingTrigger, ...] = ()
    #: triggered abilities with no source (CR 724.2), each controlled by a player
    sourceless: tuple[SourcelessTrigger, ...] = ()
    combat: Combat | None = None
    next_id: int = 1
    clock: int = 1
    rng: Rng = field(factory=Rng)
    version: int = 0
    chars_version: int = 0  # bumped only by changes that can alter characteristics
    winner: int | None = None
    over: bool = False
    notes: dict[str, Any] = field(factory=dict)
    lki: dict[int, LastKnown] = field(factory=dict)
    result_rule: str = ""
    #: the ids of the tokens and copies in the game, wherever they are (CR 111, 707): the
    #: state-based actions 704.5d-e look at these instead of at every card (Game._store)
    ephemeral: frozenset[int] = frozenset()
    #: the ids of the objects whose own card has a static ability that functions in every
    #: zone (CR 113.6b-c: "if this card would be put into a graveyard from anywhere"), read
    #: once per new object (400.7) or new card: what a move out of the library asks
    #: (zones._library_self_replacements), one set look-up (Game._store)
    everywhere: frozenset[int] = frozenset()
    #: the ids of the objects whose own card has a static or triggered ability that functions
    #: outside the battlefield (CR 611.3b, 113.6: "as long as this card is in your graveyard",
    #: suspend's triggers in exile): what each layer pass and its index of triggered
    #: abilities read to find the other zones they must read, instead of every card of every
    #: hand, graveyard and exile (Game._store)
    offzone_abilities: frozenset[int] = frozenset()
    #: the ids of the objects carrying a tag some hook implementation declared it reads
    #: (``reads_tag``: a plotted card, a card encoded by cipher), wherever they are: what
    #: the kernel reads before asking it (hook_scopes, Game._store)
    tagged: frozenset[int] = frozenset()
    #: each permanent a control-changing effect reached (CR 613.1b), as its id -> (the
    #: controller the last layer pass found, how many times a pass found it changed, the
    #: ``clock`` when a pass last found it changed, 0 if never): what "if another player
    #: gains control of it" (701.54a) and summoning sickness once the effect ends (302.6)
    #: read (Game.control_changes, Game.controlled_since_this_turn); empty in a game with
    #: no such effect
    control_changes: dict[int, tuple[int, int, int]] = field(factory=dict)
    #: the cards each player owns outside the game, by player index (CR 400.11a: their
    #: sideboard): card values, not objects, as outside the game is not a zone (400.11);
    #: empty while no player has any (Game.put_outside)
    outside: tuple[tuple[Card, ...], ...] = ()
    #: CR 103.4: each player's starting life total (20, a variant's otherwise): what "your
    #: starting life total" reads (119.1) for the whole game, saved with the position
    starting_life: int = 20

    def copy(self) -> State:
        return State(
            objects=dict(self.objects),
            zones=dict(self.zones),
            players=self.players,
            turn=self.turn,
            effects=self.effects,
            delayed=self.delayed,
            pending_triggers=self.pending_triggers,
            sourceless=self.sourceless,
            combat=self.combat,
            next_id=self.next_id,
            clock=self.clock,
            rng=Rng(self.rng.state),
            version=self.version,
            chars_version=self.chars_version,
            winner=self.winner,
            over=self.over,
            notes=dict(self.notes),
            lki=dict(self.lki),
            result_rule=self.result_rule,
            ephemeral=self.ephemeral,
            everywhere=self.everywhere,
            offzone_abilities=self.offzone_abilities,
            tagged=self.tagged,
            control_changes=dict(self.control_changes),
            outside=self.outside,
            starting_life=self.starting_life,
        )


PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)
