"""Turn structure values: the steps of a turn (CR 500-514) and what the turn remembers.
"""

from __future__ import annotations

import enum
import operator
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

if TYPE_CHECKING:
    from manastack.model.objects import Characteristics


class Step(enum.Enum):
    """Steps of a turn in order (CR 500.1); main phases count as steps here."""

    NOT_STARTED = "not started"
    UNTAP = "untap step"
    UPKEEP = "upkeep step"
    DRAW = "draw step"
    MAIN1 = "precombat main phase"
    BEGIN_COMBAT = "beginning of combat step"
    DECLARE_ATTACKERS = "declare attackers step"
    DECLARE_BLOCKERS = "declare blockers step"
    FIRST_STRIKE_DAMAGE = "first strike combat damage step"
    COMBAT_DAMAGE = "combat damage step"
    END_COMBAT = "end of combat step"
    MAIN2 = "postcombat main phase"
    END = "end step"
    CLEANUP = "cleanup step"

    #: the value's type: read as ``_value_``, which the enum machinery stores on each member
    _value_: str

    @property
    def label(self) -> str:
        """The step's name as the log shows it (every event carries one, CR 500.1)."""
        return self._value_  # the stored value: ``value`` is a Python-level descriptor, slower

    @property
    def is_main(self) -> bool:
        """Is it a main phase (CR 505)?"""
        return self in (Step.MAIN1, Step.MAIN2)

    @property
    def is_combat(self) -> bool:
        """Is it a step of the combat phase (CR 506)?"""
        return self in _COMBAT


_ORDER = list(Step)[1:]


_COMBAT = frozenset(
    {
        Step.BEGIN_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_COMBAT,
    }
)


_RULE = {
    Step.UNTAP: "502",
    Step.UPKEEP: "503",
    Step.DRAW: "504",
    Step.MAIN1: "505",
    Step.BEGIN_COMBAT: "507",
    Step.DECLARE_ATTACKERS: "508",
    Step.DECLARE_BLOCKERS: "509",
    Step.FIRST_STRIKE_DAMAGE: "510.4",
    Step.COMBAT_DAMAGE: "510",
    Step.END_COMBAT: "511",
    Step.MAIN2: "505",
    Step.END: "513",
    Step.CLEANUP: "514",
}


@frozen
class CombatDamageToPlayer:
    """One combat damage dealt to a player (CR 510.2), with its source as it was then: "a
    player was dealt combat damage this turn by a creature that, at the time it dealt that
    damage, was ..." (603.10, 608.2h) reads ``chars`` and ``controller``, not the source now
    (it may have left, 400.7, changed types or controller since)."""

    #: the player dealt the damage
    player: int
    #: the id of the object that dealt it, the object it was then (400.7)
    source: int
    #: its characteristics as it dealt the damage, every continuous effect applied (613)
    chars: Characteristics
    #: who controlled it as it dealt the damage, control-changing effects included (613.1b)
    controller: int
    #: how much damage was dealt (after prevention, 615.1a)
    amount: int


@frozen
class TurnRecords:
    """What happened this turn that rules read later (CR 700.4, 400.7, 119.3, 120.3, 603.2,
    121.1); a new turn starts again from none.

    Kept apart from :class:`TurnState` in one value: they change a few times a turn, the
    turn's step and priority at every pass, and each pass copies only the fields it holds."""

    #: creatures put into a graveyard from the battlefield this turn (CR 700.4): "for each
    #: creature that died this turn" counts them; a new turn starts again from 0
    creatures_died: int = 0
    #: each card put into a graveyard this turn, as (owner, zone it came from) (CR 400.7):
    #: "the number of cards put into your graveyard from your hand or library this turn"
    to_graveyard: tuple[tuple[int, str], ...] = ()
    #: each loss of life this turn, as (player, amount) (CR 119.3; damage 120.3a, paying life
    #: 119.4): "if an opponent lost life this turn" (spectacle, 702.137a) reads it
    life_lost: tuple[tuple[int, int], ...] = ()
    #: each damage dealt to a player this turn, as (player, amount) (CR 120.3; infect's too,
    #: 120.3b, which is no life lost): "if an opponent was dealt damage this turn"
    #: (bloodthirst, 702.54a) reads it
    damage_to_players: tuple[tuple[int, int], ...] = ()
    #: each source that dealt damage to a player this turn, as (source, player) (CR 120.3):
    #: "if ~ dealt damage to an opponent this turn" (Dunerider Outlaw) reads it
    player_damage_sources: tuple[tuple[int, int], ...] = ()
    #: each time an object became the target of a spell or ability this turn, as (object,
    #: that spell's or ability's controller) (CR 115.1, 601.2c): "becomes the target of a
    #: spell or ability you control for the first time each turn" (valiant) counts them
    targeted: tuple[tuple[int, int], ...] = ()
    #: each life gain this turn, as (player, amount) (CR 119.3, 119.9): "if you gained N or
    #: more life this turn" (Resplendent Angel) reads it
    life_gained: tuple[tuple[int, int], ...] = ()
    #: each damage dealt to a permanent this turn, as (source, permanent, amount) (CR 120.3):
    #: "a creature dealt damage by ~ this turn"; a permanent that left and came back is a
    #: new object (400.7) with an id of its own, dealt nothing yet
    damage_to_objects: tuple[tuple[int, int, int], ...] = ()
    #: each (source object, ability text) whose "This ability triggers only once each turn"
    #: ability has triggered this turn (CR 603.2; a new object has a new id, 400.7)
    triggered_once: tuple[tuple[int, str], ...] = ()
    #: the player who drew each card drawn this turn, in order (CR 121.1): "whenever you draw
    #: your second card each turn" counts a player's draws; a new turn starts from none
    cards_drawn: tuple[int, ...] = ()
    #: the object each card discarded this turn became where it went (CR 701.9a): "if you
    #: discarded this card this turn" (mayhem, 702.187b) reads it; a card that then leaves
    #: that zone is a new object (400.7), no longer one discarded this turn
    discarded: tuple[int, ...] = ()
    #: each player who declared one or more attackers this turn (CR 508.1a): "if you attacked
    #: this turn" (raid) reads it; a creature put onto the battlefield attacking never
    #: "attacked" (508.4)
    attacked: tuple[int, ...] = ()
    #: each combat damage dealt to a player this turn, with its source as it was then (CR
    #: 510.2, 603.10): "if a player was dealt combat damage this turn by an Assassin you
    #: controlled" (freerunning, 702.173a) reads it
    combat_damage_to_players: tuple[CombatDamageToPlayer, ...] = ()
    #: permanents put into a graveyard from the battlefield this turn, tokens included (CR
    #: 111.7, 704.5d): "for each permanent put into a graveyard from the battlefield this
    #: turn" (gravestorm, 702.69a) counts them; a new turn starts again from 0
    permanents_to_graveyard: int = 0
    #: each player under whose control a permanent left the battlefield this turn, once (CR
    #: 207.2c): revolt's "if a permanent left the battlefield under your control this
    #: turn" reads it; a new turn starts again from none
    left_battlefield: tuple[int, ...] = ()
    #: each player who cast a creature spell this turn, once (CR 601.2i): "unless you've cast
    #: a creature spell this turn" (Goblin Cohort) reads it
    creature_spells_cast: tuple[int, ...] = ()
    #: each player who cast a noncreature spell this turn, once (CR 601.2i): "if you've cast a
    #: noncreature spell this turn" (Franklin Richards, Ascendant) reads it
    noncreature_spells_cast: tuple[int, ...] = ()
    #: the owner of each permanent card put into a graveyard from anywhere this turn, once
    #: per card (CR 700.11, 110.4a): "if you descended this turn" reads it
    descended: tuple[int, ...] = ()
    #: each permanent that entered the battlefield this turn, as (the object, its controller
    #: then, its card types then) (CR 603.6a, 205.2a, 400.7): "if an artifact entered the
    #: battlefield under your control this turn" (Akal Pakal, First Among Equals) and "if ~
    #: entered this turn" read it
    entered: tuple[tuple[int, int, tuple[str, ...]], ...] = ()
    #: each player who cast a spell from their hand this turn, once (CR 601.2a): "if you
    #: haven't cast a spell from your hand this turn" (Canyon Crab) reads it
    cast_from_hand: tuple[int, ...] = ()
    #: the owner of each card that left a graveyard this turn, once per player (CR 400.7):
    #: "if a card left your graveyard this turn" (Living History) reads it
    left_graveyard: tuple[int, ...] = ()
    #: the controller of each creature that died this turn, as it last existed (CR 700.4,
    #: 603.10a): "if a creature died under your control this turn" reads it
    died_under: tuple[int, ...] = ()
    #: each creature declared as an attacker this turn, whatever it attacked (CR 508.1a):
    #: "if this creature didn't attack this turn" (Air Nomad Student) reads it; one put onto
    #: the battlefield attacking never attacked (508.4)
    attackers: tuple[int, ...] = ()
    #: each (attacking creature, player it attacked) declared this turn (CR 508.1b): "can't
    #: attack a player it has already attacked this turn" (Bloodthirster) reads it
    attacks: tuple[tuple[int, int], ...] = ()
    #: each payment of mana to cast a spell this turn, as (player, mana units spent) (CR
    #: 700.14, 601.2h): "whenever you expend 4" reads the total before and after a payment
    spent_on_spells: tuple[tuple[int, int], ...] = ()
    #: the player of each life gain event this turn, in order (CR 119.9: lifelink damage to
    #: several at once is one): "whenever you gain life for the first time each turn"
    life_gain_events: tuple[int, ...] = ()
    #: each spell cast this turn, as (its caster, its card types as it became cast) (CR
    #: 601.2i, 205.2a): "whenever you cast your first instant or sorcery spell each turn"
    spells_cast: tuple[tuple[int, tuple[str, ...]], ...] = ()
    #: each event of cards moved together this turn, as (the event, its player) (CR 603.2c:
    #: ``discards``...): "whenever you discard one or more cards for the first time each turn"
    grouped_events: tuple[tuple[str, int], ...] = ()
    #: the player of each life loss event this turn, in order (CR 119.3; one damage event's
    #: damage is one, 120.4): "whenever you lose life for the first time each turn"
    life_loss_events: tuple[int, ...] = ()
    #: each (blocker, attacker) pair of the blocks declared this turn, in any combat (CR
    #: 509.1a, 509.1h): "creatures that blocked or were blocked by it this turn" reads them
    blocks: tuple[tuple[int, int], ...] = ()

    def changed(self, changes: dict[str, Any]) -> TurnRecords:
        """These records with ``changes`` made (each a field's new value), every other
        field kept.

        Built by the constructor with every field by position (read at once, in the class's
        field order): records change at every draw, damage, death and attack (CR 400.7), and
        ``attrs.evolve`` looks up the class's fields and reads each through a call, then
        passes each by name."""
        if not changes.keys() <= _RECORD_FIELDS:
            raise TypeError(f"not a turn record: {sorted(changes.keys() - _RECORD_FIELDS)}")
        values = list(_read_records(self))
        for name, value in changes.items():
            values[_RECORD_INDEX[name]] = value
        return TurnRecords(*values)


_NO_RECORDS = TurnRecords()
_RECORD_NAMES = tuple(field.name for field in attrs.fields(TurnRecords))
_RECORD_FIELDS = frozenset(_RECORD_NAMES)
#: each field's position in the constructor (attrs takes the fields in their order)
_RECORD_INDEX = {name: index for index, name in enumerate(_RECORD_NAMES)}
#: every field's value at once, in that order
_read_records = operator.attrgetter(*_RECORD_NAMES)


@frozen
class TurnState:
    """Where the game is: turn number, active player, step, who has priority."""

    number: int = 0
    active: int = 0
    step: Step = Step.NOT_STARTED
    priority: int | None = None
    passes: int = 0
    actions_done: bool = False
    first_player: int = 0
    extra_turns: tuple[int, ...] = ()
    #: each player who skips their next turn, once per entry (CR 614.10, 614.10a: two such
    #: effects skip the next two)
    skip_turns: tuple[int, ...] = ()
    #: each (player, step) that player skips the next of, once per entry (CR 614.10: "you
    #: skip your next draw step", Ivory Gargoyle)
    skip_steps: tuple[tuple[int, str], ...] = ()
    # CR 500.8: combat phases added after the current one, next first; each entry is
    # the attack restriction of that phase (an ObjectFilter of who may attack) or None
    extra_combats: tuple[Any, ...] = ()
    attack_filter: Any = None  # the restriction of the combat phase under way, if any
    #: CR 500.8: "after this main phase, there is an additional combat phase followed by an
    #: additional main phase": how many such pairs are still to come after the main phase
    #: under way, and the step the turn goes on with once the last added main phase ends
    added_combat_mains: int = 0
    resume_step: Step | None = None
    #: CR 500.8: combat phases added after a main phase without a main phase of their own
    #: ("after this phase" resolved in a main phase): the step the turn goes on with once
    #: the last of them ends (the combat phase, or the end phase, after that main phase)
    after_added_combat: Step | None = None
    #: whose regular turn was taken last: turn order resumes after them (CR 500.7)
    regular: int = 0
    #: a declare attackers step has begun this turn (CR 508): "Activate only ..., before
    #: attackers are declared" (602.5b) no longer allows the ability
    attackers_declared: bool = False
    #: the main phases begun this turn, the one under way included (CR 505.1b: "your second
    #: main phase" counts them; an added one counts too, 505.1a)
    main_phases: int = 0
    #: the combat phases begun this turn, the one under way included (CR 506.1, 500.8: "if
    #: it's the first combat phase of the turn" counts them; an added one counts too)
    combat_phases: int = 0
    #: what happened this turn (a new turn starts again from none); read through the
    #: properties below, changed with :meth:`noting`
    records: TurnRecords = _NO_RECORDS
    #: CR 500.7: this turn is an extra turn (one added by an effect), not a turn in the
    #: regular turn order; a scenario's ``extra_turn`` expectation reads it
    extra: bool = False

    def noting(self, **changes: Any) -> TurnState:
        """This turn with its records changed (each a :class:`TurnRecords` field)."""
        return self.passing(self.priority, self.passes,
                            records=self.records.changed(changes))

    def passing(self, priority: int | None, passes: int = 0, *,
                actions_done: bool | None = None, step: Step | None = None,
                records: TurnRecords | None = None,
                combat_phases: int | None = None) -> TurnState:
        """This turn with ``priority`` to that player (None: nobody, CR 117.3) after
        ``passes`` passes in succession (117.4), and, when given, the step, whether its
        turn-based actions are done (703), the records and the combat phases begun changed;
        every other field kept.

        Built by the constructor with every field by position (in the class's field order: a
        test gives every field its own value and compares with ``attrs.evolve``): the engine
        makes one at every pass and step, ``attrs.evolve`` looks up the class's fields at
        every call, and by name the call itself takes about as long as the fields' stores."""
        return TurnState(
            self.number,
            self.active,
            self.step if step is None else step,
            priority,
            passes,
            self.actions_done if actions_done is None else actions_done,
            self.first_player,
            self.extra_turns,
            self.skip_turns,
            self.skip_steps,
            self.extra_combats,
            self.attack_filter,
            self.added_combat_mains,
            self.resume_step,
            self.after_added_combat,
            self.regular,
            self.attackers_declared,
            self.main_phases,
            self.combat_phases if combat_phases is None else combat_phases,
            self.records if records is None else records,
            self.extra,
        )

    @property
    def creatures_died(self) -> int:
        """Creatures put into a graveyard from the battlefield this turn (CR 700.4)."""
        return self.records.creatures_died

    @property
    def to_graveyard(self) -> tuple[tuple[int, str], ...]:
        """Each card put into a graveyard this turn, as (owner, zone it came from) (CR
        400.7)."""
        return self.records.to_graveyard

    @property
    def life_lost(self) -> tuple[tuple[int, int], ...]:
        """Each loss of life this turn, as (player, amount) (CR 119.3)."""
        return self.records.life_lost

    @property
    def damage_to_players(self) -> tuple[tuple[int, int], ...]:
        """Each damage dealt to a player this turn, as (player, amount) (CR 120.3)."""
        return self.records.damage_to_players

    @property
    def damage_to_objects(self) -> tuple[tuple[int, int, int], ...]:
        """Each damage dealt to a permanent this turn, as (source, permanent, amount) (CR
        120.3)."""
        return self.records.damage_to_objects

    @property
    def triggered_once(self) -> tuple[tuple[int, str], ...]:
        """Each (source object, ability text) whose "triggers only once each turn" ability
        has triggered this turn (CR 603.2)."""
        return self.records.triggered_once

    @property
    def cards_drawn(self) -> tuple[int, ...]:
        """The player who drew each card drawn this turn, in order (CR 121.1)."""
        return self.records.cards_drawn

    @property
    def discarded(self) -> tuple[int, ...]:
        """The object each card discarded this turn became where it went (CR 701.9a, 400.7)."""
        return self.records.discarded

    @property
    def combat_damage_to_players(self) -> tuple[CombatDamageToPlayer, ...]:
        """Each combat damage dealt to a player this turn, its source as it was then (CR
        510.2, 603.10)."""
        return self.records.combat_damage_to_players
