"""Spells and what plugins exchange with the casting sequence (CR 601): permissions to cast,
additional costs, other ways to pay, the spell being cast, abilities on the stack, and
the rule statics that change or forbid casting (cost modifiers, prohibitions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.model.abilities import Ability, Mode, SpellAbility
from manastack.model.costs import Cost, CostChange
from manastack.model.effects import Context, amount as amount_of
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from manastack.engine.game import Game
    from manastack.model.continuous import Modification
    from manastack.model.filters import Target, TargetSpec
    from manastack.model.mana import ManaCost
    from manastack.model.objects import Card, GameObject
    from manastack.model.replacements import ZoneMove


# --------------------------------------------------------------------------
# Values plugins exchange with the casting sequence
# --------------------------------------------------------------------------

#: Timing values of a permission: the card's own (None), "instant", "sorcery",
#: or "now" for a permission an effect gives while it resolves (CR 608.2g).
TIMINGS = (None, "instant", "sorcery", "now")


def _check_timing(_inst: object, _attr: object, value: str | None) -> None:
    if value not in TIMINGS:
        raise ValueError(f"a casting permission's timing is one of {TIMINGS}, got {value!r}")


@frozen
class CastingPermission:
    """A permission to cast the card ``obj`` (CR 601.2a-b, 601.3).

    ``cost`` is an alternative cost (CR 118.9) to pay instead of the mana
    cost, or ``None`` for the mana cost. ``alternative`` is False for a
    permission whose cost is not an alternative cost (casting from another
    zone for the mana cost). ``without_paying`` makes it the alternative cost
    "without paying its mana cost" (118.9; nothing is paid for the base cost,
    X is 0). ``timing`` (``"instant"``/``"sorcery"``/``"now"``) overrides the
    card's own timing; ``None`` keeps it (SEED-40). ``name`` is how actions
    refer to it (``"flashback"``). ``characteristics``: how casting with it changes the
    spell as it is put onto the stack (bestow: an Aura enchantment with enchant creature,
    702.103b); whether it can be cast is evaluated with them (702.103d). The plugin giving
    the permission applies them on the stack itself (a continuous effect, 613).
    ``face_down`` casts the card as a face-down spell (CR 708.4, morph 702.37c): it is
    tagged ``FACE_DOWN`` as it is put on the stack, and its plugin gives it the face-down
    characteristics (708.2a) as a layer-1 effect.
    ``mark``: a tag the permanent the spell becomes carries (CR 608.3; set as it resolves,
    beside ``tags["cast"]``), so a hook declared with ``reads_tag(mark, "battlefield")``
    is asked only while such a permanent exists (blitz 702.152a, dash 702.109a).
    """

    name: str
    obj: int
    zone: Zone
    cost: Cost | None = None
    alternative: bool = True
    timing: str | None = field(default=None, validator=_check_timing)
    plugin: str = "core"
    label: str = ""
    data: Mapping[str, Any] = field(factory=dict)
    without_paying: bool = False
    characteristics: tuple[Modification, ...] = ()
    face_down: bool = False
    mark: str | None = None

    @property
    def is_alternative_cost(self) -> bool:
        """Does choosing it apply an alternative cost (CR 118.9)?"""
        return self.without_paying or (self.alternative and self.cost is not None)

    def __str__(self) -> str:
        return self.label or self.name


@frozen
class AdditionalCost:
    """An additional cost (CR 118.8, 601.2b): paid ``times`` times; optional ones are chosen.

    ``instance``: which instance of its keyword on the object it was announced for (its
    index among them), when instances are paid separately (702.56b, 702.157b); None when
    not told apart."""

    name: str
    cost: Cost
    times: int = 1
    optional: bool = False
    plugin: str = "core"
    label: str = ""
    instance: int | None = None

    def __str__(self) -> str:
        times = f" x{self.times}" if self.times != 1 else ""
        return f"{self.label or self.name}{times}"


@frozen
class Spell:
    """A spell being cast or on the stack: every choice made for it (CR 601.2).

    While casting, ``obj`` is the object on the stack (CR 601.2a); for the
    affordability checks of legal actions it is the card where it is and
    ``provisional`` is True. ``mana_choices`` are the announced nonhybrid
    equivalents (601.2b): (index of the symbol in the base mana cost, choice).
    ``division`` (601.2d): for an instance of "target" among which an amount
    is divided (its index in ``targets``), the amount each of its targets gets.
    """

    def divided(self, instance: int) -> tuple[int, ...] | None:
        """The amounts announced for the targets of instance ``instance`` (601.2d)."""
        return dict(self.division).get(instance)

    obj: int
    card: Card
    controller: int
    permission: CastingPermission
    from_zone: Zone
    without_paying: bool = False
    text: str = ""
    ability: SpellAbility | None = None
    modes: tuple[int, ...] = ()
    x: int | None = None
    targets: tuple[tuple[Target, ...], ...] = ()
    target_specs: tuple[tuple[int, TargetSpec], ...] = ()
    additional: tuple[AdditionalCost, ...] = ()
    mana_choices: tuple[tuple[int, str], ...] = ()
    division: tuple[tuple[int, tuple[int, ...]], ...] = ()
    total: Cost | None = None
    paid: tuple[str, ...] = ()
    mana_spent: str = ""
    exiled_to_pay: tuple[int, ...] = ()
    #: the ids on the battlefield of the permanents sacrificed to pay its costs (601.2h)
    sacrificed: tuple[int, ...] = ()
    is_copy: bool = False
    provisional: bool = False
    cant_be_countered: bool = False

    @property
    def method(self) -> str:
        """The name of the permission it was cast with ("hand", "flashback", "overload"...)."""
        return self.permission.name

    def paid_additional(self, name: str) -> int:
        """How many times the additional cost ``name`` was paid (0 if not)."""
        return sum(a.times for a in self.additional if a.name == name)

    def chosen_modes(self) -> list[Mode]:
        """The modes chosen as it was cast (CR 601.2b, 700.2), in printed order."""
        if self.ability is None:
            return []
        return [self.ability.modes[i] for i in self.modes]

    def __str__(self) -> str:
        return self.card.name


@frozen
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.7, 405.1).

    ``modes``: the modes chosen for a modal ability, their indices among the ability's modes
    in printed order (CR 700.2a-b, 602.2b, 603.3c), as a spell keeps its own; ``mode`` is
    their effect put together. ``mode_texts`` are those modes' texts, in the same order."""

    source: int
    source_lki: GameObject
    controller: int
    mode: Mode
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    kind: str = "activated"
    event: Mapping[str, Any] = field(factory=dict)
    text: str = ""
    delayed: bool = False
    modes: tuple[int, ...] = ()
    mode_texts: tuple[str, ...] = ()
    #: the ids on the battlefield of the permanents sacrificed to pay its cost (602.2b)
    sacrificed: tuple[int, ...] = ()
    #: an amount divided among the targets of an instance of "target" (602.2b, 603.3d, as
    #: a spell's ``division``, 601.2d): that instance's index, the amount each target gets
    division: tuple[tuple[int, tuple[int, ...]], ...] = ()


def _spell_of(game: Game, who: str, controller: int, spell: Spell) -> GameObject | None:
    """The spell's object when a static ability of a permanent controlled by ``controller``
    concerns it: ``who`` is "you" (that player's spells), "opponents" or "any"."""
    if who == "you" and spell.controller != controller:
        return None
    if who == "opponents" and spell.controller == controller:
        return None
    return game.find(spell.obj)


@frozen
class SpellCostChange(Ability):
    """"This spell costs {1} less to cast for each creature that died this turn" (Diregraf
    Rebirth): a change of the spell's own total cost (CR 601.2f), whatever cost is paid
    (an alternative cost such as flashback included, 118.9d). It functions on the stack
    (113.6d) and is read in the card's zone when legal actions are listed.

    ``amount`` is the change for each one ``count`` counts (an Amount, read with the
    spell's controller as the player "you"); a count of 0 changes nothing.
    """

    amount: ManaCost
    increase: bool
    count: Any = 1

    def change(self, game: Game, spell: Spell) -> CostChange | None:
        """The cost change for ``spell``, from its own text (CR 601.2f), or ``None`` if it
        changes nothing."""
        ctx = Context(game=game, controller=spell.controller, source=spell.obj, spell=spell)
        n = amount_of(self.count, ctx)
        if n <= 0:
            return None
        return CostChange(mana=Cost(mana=self.amount).times(n).mana,
                          source=f"{spell.card.name}: {self.text} ({n})", rule="601.2f")


@frozen
class CostModifier:
    """A static ability changing the cost of spells (CR 601.2f): Thalia, Electromancer.

    ``spells`` filters the spells affected; ``who``: "you" (spells you cast),
    "opponents" or "any". ``targeting_source``: only the spells that target ``source``
    ("Spells your opponents cast that target this creature cost {2} more to cast"; the
    targets are chosen before the total cost is determined, 601.2c).
    """

    amount: ManaCost
    increase: bool
    spells: Any  # ObjectFilter over the spell's card characteristics
    who: str = "any"
    text: str = ""
    targeting_source: bool = False
    nth_each_turn: int | None = None
    #: "During turns other than yours, ...": only while the source's controller is not the
    #: active player (CR 102.1: "your turn" is the turn they are active in)
    not_your_turn: bool = False
    #: "The first creature spell you cast each turn": with ``nth_each_turn``, only the
    #: caster's spells of one of these card types this turn are counted (CR 601.2i, 205.2a)
    nth_types: tuple[str, ...] = ()
    #: "Spells you cast from your graveyard" (``"graveyard"``), "... from anywhere other than
    #: your hand" (``"not hand"``): the zone the spell was cast from (CR 601.2a)
    cast_from: str = ""
    #: "As long as ~ is tapped, ...": only while this holds of the source (CR 611.3a), asked
    #: as the total cost is determined (601.2f)
    condition: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False,
                                                              repr=False)

    def applies(self, game: Game, source: GameObject, spell: Spell) -> CostChange | None:
        """The cost change this modifier, of ``source``, makes to ``spell`` (CR 601.2f), or
        ``None``. ``nth_each_turn``: only the caster's nth spell this turn ("The second
        spell you cast each turn"; its earlier casts counted, this one not yet cast, 601.2i)."""
        controller = game.controller(source.id)
        if self.not_your_turn and game.active_player == controller:
            return None  # CR 102.1: its controller's own turn is not "other than yours"
        if self.condition is not None and not self.condition(game, source):
            return None  # CR 611.3a: the ability's "as long as" condition doesn't hold now
        obj = _spell_of(game, self.who, controller, spell)
        if obj is None:
            return None
        if self.nth_each_turn is not None and self.nth_types:
            # CR 601.2i: the caster's earlier spells of those types this turn (this one not
            # yet cast); the card types each had as it became cast (205.2a)
            earlier = sum(1 for p, types in game.state.turn.records.spells_cast
                          if p == spell.controller and not set(types).isdisjoint(self.nth_types))
            if earlier != self.nth_each_turn - 1:
                return None
        elif self.nth_each_turn is not None and \
                game.player(spell.controller).spells_cast_this_turn != self.nth_each_turn - 1:
            return None
        if self.cast_from and not _cast_from_fits(self.cast_from, spell.from_zone):
            return None  # CR 601.2a: not cast from the zone its words name
        if self.cast_from == "graveyard" and obj.owner != spell.controller:
            return None  # CR 404.1: another player's graveyard is not "your graveyard"
        if self.targeting_source and not any(source.id in group for group in spell.targets):
            return None  # CR 601.2c: it doesn't target the source (as its targets were chosen)
        ch = game.chars(obj.id)
        if not self.spells.matches_chars(game, obj, ch, player=controller, source=source.id):
            return None
        return CostChange(mana=self.amount, source=f"{source.card.name}", rule="601.2f")


def _cast_from_fits(kind: str, zone: Zone) -> bool:
    """CR 601.2a: a spell cast from ``zone`` is one "cast from your graveyard" (``kind``
    "graveyard") or "from anywhere other than your hand" ("not hand")."""
    if kind == "graveyard":
        return zone.value == "graveyard"
    return kind == "not hand" and zone.value != "hand"


# --------------------------------------------------------------------------
# Casting prohibitions (CR 101.2, 601.2e)
# --------------------------------------------------------------------------


@frozen
class CastProhibition:
    """A static ability forbidding the casting of some spells (CR 604.1, 101.2: the "can't"
    wins over any permission): "Noncreature spells with mana value 4 or greater can't be
    cast" (Gaddock Teeg), "You can't cast creature spells" (Steel Golem).

    ``spells`` filters the spell being cast, as it is on the stack at 601.2e (its mana value
    counts X's announced value, 202.3e) or as the card is when legal actions are listed;
    ``who``: whose casts are forbidden, ``"any"`` player's, ``"you"`` (the source's
    controller) or ``"opponents"``. Checked by the kernel's ``manastack_cast_restrictions``
    (``prohibition_reasons``), so a forbidden cast is refused and rolled back (732)
    however it is cast, without paying its mana cost included (118.9). ``during_your_turn``:
    only while the source's controller is the active player ("Your opponents can't cast
    spells during your turn", 102.1). ``per_turn``: the spells a player may cast each turn
    ("can't cast more than one spell each turn"): a spell is forbidden once its caster has
    cast that many this turn (a spell counts as it becomes cast, 601.2i).
    """

    spells: Any  # ObjectFilter over the spell's characteristics
    who: str = "any"
    text: str = ""
    during_your_turn: bool = False
    per_turn: int | None = None

    def forbids(self, game: Game, source: GameObject, spell: Spell) -> bool:
        """Does this prohibition, of ``source``, forbid casting ``spell`` (CR 101.2: can't beats
        can)?"""
        controller = game.controller(source.id)
        if self.during_your_turn and game.active_player != controller:
            return False  # CR 102.1: "your turn" is the turn its controller is active in
        if self.per_turn is not None and \
                game.player(spell.controller).spells_cast_this_turn < self.per_turn:
            return False  # CR 601.2i: the spells its caster has cast this turn, this one not yet
        obj = _spell_of(game, self.who, controller, spell)
        if obj is None:
            return False
        return bool(self.spells.matches(game, obj, player=controller, source=source.id))


@frozen
class CounterProhibition:
    """A static ability saying some spells can't be countered: "Spells can't be countered."
    (Lier, Disciple of the Drowned). While its source is on the battlefield (CR 604.1), an
    instruction to counter such a spell does nothing to it (CR 101.2: the "can't" wins;
    701.6a); checked by :func:`manastack.instructions.zone_changes.counter`.

    ``spells`` filters the spell on the stack, as the source's controller sees it.
    """

    spells: Any  # ObjectFilter over the spell's characteristics
    text: str = ""

    def protects(self, game: Game, source: GameObject, obj: GameObject) -> bool:
        """Does this effect, of ``source``, say ``obj`` can't be countered (CR 101.2)?"""
        controller = game.controller(source.id)
        return bool(self.spells.matches(game, obj, player=controller, source=source.id))


@frozen
class OtherPayer:
    """A permission for another player to pay generic mana of a spell's locked total cost
    (CR 601.2g-h; assist, 702.132a), returned by ``manastack_other_payers``.

    ``name`` is the kind of the caster's decision choosing that player (or none), and of
    the chosen player's decision of how much they pay (``"<name>_amount"``). The chosen
    player pays with their own mana pool and mana abilities; that mana is spent to cast
    the spell (601.2h).
    """

    name: str
    plugin: str = "core"
    rule: str = "601.2h"


def _mana_types(value: Iterable[str]) -> tuple[str, ...]:
    return tuple(value)


@frozen
class PaymentOption:
    """A way to pay one mana of the locked total cost otherwise (CR 601.2h): a one-time source.

    ``name`` is the option's public name: the kind of the payer's decision choosing among
    options of that name ("delve", "convoke"), and the name a scenario's ``pay_with`` and
    the test kit's ``pay_with`` use. ``action`` is what paying this way does: ``"exile"``
    moves ``obj`` to exile (delve, 702.66a), ``"tap"`` taps it (convoke, 702.51a).

    ``mana`` are the types of mana the option may pay for besides generic mana: empty, it
    pays one generic mana only (delve); ``("G",)``, one generic mana or one {G} (a green
    creature tapped for convoke, 702.51a); several, one of any of them. The object is used
    once: when it is also a mana source (Llanowar Elves), tapping it for mana and using it
    as the option exclude each other (CR 601.2g-h).
    """

    name: str
    obj: int
    action: str = "exile"
    plugin: str = "core"
    mana: tuple[str, ...] = field(default=(), converter=_mana_types)


def spell_of(obj: GameObject | None) -> Spell | None:
    """The spell ``obj`` is on the stack, or the spell the permanent ``obj`` was as it
    resolved (what was paid and chosen for it: kicker, X, the permission used); None for
    any other object, which was never cast as that object (400.7)."""
    if obj is None:
        return None
    spell = obj.spell if obj.zone is Zone.STACK else obj.tags.get("cast")
    return spell if isinstance(spell, Spell) else None


def entering_x(move: ZoneMove) -> int:
    """CR 107.3m: the value of X of the spell resolving into the permanent ``move`` puts onto
    the battlefield ("enters with X counters"); 0 when it enters any other way."""
    spell = spell_of(move.obj) if move.obj.zone is Zone.STACK else None
    return (spell.x or 0) if spell is not None else 0


def resolved_x(obj: GameObject | None) -> int:
    """CR 107.3m: the value of X of the spell the permanent ``obj`` was as it resolved, for
    its enters-the-battlefield abilities ("if X is 5 or more"); 0 when it entered another
    way or was cast with no X (a new object after that, 400.7)."""
    spell = spell_of(obj) if obj is not None and obj.zone is Zone.BATTLEFIELD else None
    return (spell.x or 0) if spell is not None else 0
