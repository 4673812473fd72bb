"""Casting spells, activating abilities, and resolving them (CR 601, 602, 605, 608).

:func:`cast` runs the casting sequence of CR 601.2 as explicit steps, each a
hook point for plugins:

- 601.2a the card moves to the stack at once (SEED-41) through the casting
  permission the player chose: the kernel's "from hand", or one a plugin
  offers through ``manastack_casting_permissions``. With several permissions
  the player names one; the others do nothing (SEED-42). Timing is the card's
  own unless the permission says otherwise (SEED-40).
- 601.2b announcement, in the rule's order: text changes
  (``manastack_spell_text``), modes (700.2: all at once, none twice), the
  intention to pay additional costs (``manastack_additional_costs``; optional
  ones are asked yes/no), the value of X, then the nonhybrid equivalent of
  hybrid symbols and life or mana for Phyrexian symbols (see *Announcing
  mana symbols* below);
- 601.2c targets, one choice per instance of "target" in the chosen modes
  (115.3: the same object may be chosen for different instances); 601.2d the
  division of an amount among targets (instructions with a ``divides``
  attribute, e.g. "divided as you choose among one or two targets");
  601.2e legality (``manastack_cast_restrictions``; the kernel's own answer includes
  the casting prohibitions of permanents, :class:`CastProhibition`: "Noncreature
  spells with mana value 4 or greater can't be cast", 101.2);
- 601.2f the total cost: base (mana cost or the one alternative cost) plus
  additional costs plus increases minus reductions (kernel statics such as
  Thalia's, and ``manastack_cost_increases`` / ``manastack_cost_reductions``),
  in the rules' order whatever order the effects arrived in; then locked;
- 601.2g mana abilities are activated first (the payment solver picks them;
  mana already in the pool is used first), then 601.2h the costs are paid:
  non-mana parts, other ways to pay generic mana (``manastack_payment_options``,
  e.g. delve), mana and Phyrexian life (:mod:`manastack.payment`);
- 601.2i the spell becomes cast (``manastack_spell_cast``, "cast" triggers).

Any failure raises :class:`~manastack.errors.IllegalActionError` naming the
601.2 step and the CR rule; the game's transaction puts everything back
(CR 732), mana abilities activated meanwhile included.

Casting without paying the mana cost (CR 118.9)
    :func:`cast_without_paying` is what effects and plugins call ("you may
    cast it without paying its mana cost"). It is an alternative cost: no other
    alternative cost may be used with it (SEED-32, 118.9a), additional costs
    are still paid (SEED-17) and X is 0 (107.3b). A plugin may also offer it as
    a permission (``CastingPermission(without_paying=True)``).

Announcing mana symbols (CR 601.2b)
    By default the payment solver chooses, at 601.2h, the half of each hybrid
    symbol and mana or life for each Phyrexian symbol: the choice a player
    would announce to make the payment possible with the least life. A player
    who wants to announce explicitly gets one decision per symbol, of kind
    ``"hybrid"`` (options: each colour, ``"2"`` for {2/W}, ``"C"`` for {C/W})
    or ``"phyrexian"`` (its colour(s) or ``"life"``), plus ``"auto"``. They
    are asked only when the scripted answers hold an answer of that kind
    (``Answer("hybrid", ("W",))``) or when the player's agent has an attribute
    ``announces`` containing the kind; anybody else keeps the automatic choice.

Paying mana by hand (CR 605)
    ``ActivateMana`` actions (``Driver.tap_for_mana``) put mana into the pool
    before casting; the solver spends pool mana before activating anything.
    They are always accepted when legal but not listed among the legal
    priority actions, to keep that list short for agents and search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import attrs
from attrs import field, frozen

from manastack.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCostAbility,
    Mode,
    SpellAbility,
    SpellRule,
    StaticAbility,
)
from manastack.costs import Cost, CostChange, ExileFromGraveyard, PayLife, total_cost
from manastack.effects import Context, run_mode
from manastack.effects import amount as amount_of
from manastack.errors import CardDataError, IllegalActionError, UnsupportedCardError
from manastack.filters import Target, TargetSpec
from manastack.mana import ManaCost, ManaSource, ManaSymbol, can_pay
from manastack.objects import Card, GameObject, PlayerRef, Zone
from manastack.payment import (
    PaymentOption,
    activate_mana,
    mana_abilities,
    mana_sources,
    pay_cost,
    pay_cost_parts,
    pay_mana,
    summoning_sick_error,
    taps_source,
)

if TYPE_CHECKING:
    from manastack.game import Game

_T = TypeVar("_T")


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
    refer to it (``"flashback"``).
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

    @property
    def is_alternative_cost(self) -> bool:
        """Does choosing it apply an alternative cost (CR 118.9)?"""
        return self.without_paying or (self.alternative and self.cost is not None)

    def __str__(self) -> str:
        return self.label or self.name


@frozen
class AdditionalCost:
    """An additional cost (CR 118.8, 601.2b): paid ``times`` times; optional ones are chosen."""

    name: str
    cost: Cost
    times: int = 1
    optional: bool = False
    plugin: str = "core"
    label: str = ""

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
    is_copy: bool = False
    provisional: bool = False
    cant_be_countered: bool = False

    @property
    def method(self) -> str:
        return self.permission.name

    def paid_additional(self, name: str) -> int:
        """How many times the additional cost ``name`` was paid (0 if not)."""
        return sum(a.times for a in self.additional if a.name == name)

    def chosen_modes(self) -> list[Mode]:
        if self.ability is None:
            return []
        return [self.ability.modes[i] for i in self.modes]

    def __str__(self) -> str:
        return self.card.name


@frozen
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.7, 405.1)."""

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


# --------------------------------------------------------------------------
# Permissions and timing
# --------------------------------------------------------------------------


def all_permissions(game: Game, player: int) -> list[CastingPermission]:
    """The kernel's permission (cast a card from your hand, CR 601.2a) plus plugins'."""
    out = [
        CastingPermission(name="hand", obj=obj.id, zone=Zone.HAND, alternative=False,
                          label="from hand")
        for obj in game.hand(player)
        if not obj.card.type_line.has_type("Land")
    ]
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_casting_permissions"):
        for found in ruleset.call("manastack_casting_permissions", game=game, player=player):
            out.extend(found)
    return out


def permissions_for(game: Game, player: int, obj_id: int) -> list[CastingPermission]:
    return [p for p in all_permissions(game, player) if p.obj == obj_id]


def has_instant_timing(game: Game, obj: GameObject) -> bool:
    """CR 304.1, 702.8 (flash): instants and cards with flash may be cast any time;
    so may cards an effect lets you cast "as though [they] had flash" (609.4)."""
    from manastack.layers import as_though

    ch = game.chars(obj.id)
    return ch.type_line.has_type("Instant") or "flash" in ch.keywords or \
        as_though(game, "cast", "flash", obj)


def sorcery_timing_ok(game: Game, player: int) -> bool:
    """CR 307.1, 117.1a: main phase of your turn, stack empty."""
    t = game.state.turn
    return t.active == player and t.step.is_main and not game.state.zones[(Zone.STACK, -1)]


def timing_allows(game: Game, player: int, obj: GameObject, permission: CastingPermission) -> bool:
    """CR 117.1a: the permission's timing if it sets one, else the card's (SEED-40)."""
    timing = permission.timing
    if timing == "now":
        return True  # CR 608.2g: an effect lets the player cast it while it resolves
    if timing is None:
        timing = "instant" if has_instant_timing(game, obj) else "sorcery"
    return timing == "instant" or sorcery_timing_ok(game, player)


def check_playable(game: Game, card: Card) -> None:
    """A card whose text isn't understood or needs a disabled plugin can't be used."""
    if card.missing_keywords:
        keyword, plugin = card.missing_keywords[0]
        raise UnsupportedCardError(
            f"{card.name!r} uses the keyword {keyword!r}, provided by the plugin {plugin!r}, "
            "which is not enabled"
        )
    if card.unrecognized:
        quoted = "; ".join(repr(s) for s in card.unrecognized)
        raise UnsupportedCardError(f"{card.name!r}: rules text not understood: {quoted}")


def _payment_options(game: Game, spell: Spell) -> list[PaymentOption]:
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_payment_options"):
        return []
    out: list[PaymentOption] = []
    for found in ruleset.call("manastack_payment_options", game=game, spell=spell):
        out.extend(found)
    return out


def generic_alternatives(game: Game, total: Cost, options: Sequence[PaymentOption]) -> int:
    """How many of ``options`` can pay generic mana of ``total`` (CR 601.2h, 702.66a).

    A card the cost's own parts exile from the graveyard ("Exile three other cards from
    your graveyard", escape) is paid with that part and can't also be exiled for delve:
    that many graveyard options are counted out.
    """
    in_graveyard = sum(1 for o in options if (found := game.find(o.obj)) is not None
                       and found.zone is Zone.GRAVEYARD)
    reserved = sum(p.count for p in total.parts if isinstance(p, ExileFromGraveyard))
    return len(options) - min(reserved, in_graveyard)


# --------------------------------------------------------------------------
# Cost modification (CR 601.2f)
# --------------------------------------------------------------------------


def _rule_statics(game: Game, kind: type[_T]) -> list[tuple[GameObject, _T]]:
    """The rule statics of type ``kind`` that the static abilities of permanents have now,
    with their source: they function on the battlefield only (CR 604.1, 113.6) and as the
    object's current abilities say (an ability removed in layer 6 does nothing)."""
    out: list[tuple[GameObject, _T]] = []
    for obj in game.battlefield():
        for ability in game.chars(obj.id).abilities:
            if isinstance(ability, StaticAbility):
                out.extend((obj, eff) for eff in ability.effects if isinstance(eff, kind))
    return out


def cost_modifiers(game: Game) -> list[tuple[GameObject, CostModifier]]:
    """The cost-changing static abilities of permanents (CR 604.1, 601.2f), with their source."""
    return _rule_statics(game, CostModifier)


def cost_changes(
    game: Game, spell: Spell, modifiers: Sequence[tuple[GameObject, CostModifier]] | None = None,
) -> tuple[list[CostChange], list[CostChange]]:
    """Increases and reductions: kernel statics (Thalia-like) plus plugins' hooks.

    The order they are found in does not matter: :func:`manastack.costs.total_cost`
    applies them in the rules' order (601.2f). ``modifiers`` may pass
    :func:`cost_modifiers` computed once for several spells.
    """
    increases: list[CostChange] = []
    reductions: list[CostChange] = []
    for obj, modifier in cost_modifiers(game) if modifiers is None else modifiers:
        change = modifier.applies(game, obj, spell)
        if change is not None:
            (increases if modifier.increase else reductions).append(change)
    for ability in spell.card.abilities:
        if isinstance(ability, SpellCostChange):  # CR 113.6d: the spell's own
            change = ability.change(game, spell)
            if change is not None:
                (increases if ability.increase else reductions).append(change)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_cost_increases"):
        for found in ruleset.call("manastack_cost_increases", game=game, spell=spell):
            increases.extend(found)
    if ruleset.has_impls("manastack_cost_reductions"):
        for found in ruleset.call("manastack_cost_reductions", game=game, spell=spell):
            reductions.extend(found)
    return increases, reductions


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
        ctx = Context(game=game, controller=spell.controller, source=spell.obj, spell=spell)
        n = amount_of(self.count, ctx)
        if n <= 0:
            return None
        return CostChange(mana=Cost(mana=self.amount).times(n).mana,
                          source=f"{spell.card.name}: {self.text} ({n})", rule="601.2f")


def _spell_of(game: Game, who: str, controller: int, spell: Spell) -> GameObject | None:
    """The spell's object when a static ability of a permanent controlled by ``controller``
    concerns it: ``who`` is "you" (that player's spells), "opponents" or "any"."""
    if who == "you" and spell.controller != controller:
        return None
    if who == "opponents" and spell.controller == controller:
        return None
    return game.find(spell.obj)


@frozen
class CostModifier:
    """A static ability changing the cost of spells (CR 601.2f): Thalia, Electromancer.

    ``spells`` filters the spells affected; ``who``: "you" (spells you cast),
    "opponents" or "any".
    """

    amount: ManaCost
    increase: bool
    spells: Any  # ObjectFilter over the spell's card characteristics
    who: str = "any"
    text: str = ""

    def applies(self, game: Game, source: GameObject, spell: Spell) -> CostChange | None:
        controller = game.controller(source.id)
        obj = _spell_of(game, self.who, controller, spell)
        if obj is None:
            return None
        ch = game.chars(obj.id)
        if not self.spells.matches_chars(game, obj, ch, player=controller, source=source.id):
            return None
        return CostChange(mana=self.amount, source=f"{source.card.name}", rule="601.2f")


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
    (:func:`prohibition_reasons`), so a forbidden cast is refused and rolled back (732)
    however it is cast, without paying its mana cost included (118.9).
    """

    spells: Any  # ObjectFilter over the spell's characteristics
    who: str = "any"
    text: str = ""

    def forbids(self, game: Game, source: GameObject, spell: Spell) -> bool:
        controller = game.controller(source.id)
        obj = _spell_of(game, self.who, controller, spell)
        if obj is None:
            return False
        return bool(self.spells.matches(game, obj, player=controller, source=source.id))


def prohibition_reasons(game: Game, spell: Spell) -> list[str]:
    """CR 601.2e, 101.2: why the casting prohibitions of permanents forbid ``spell``, one
    reason per prohibition (each names its source and its words)."""
    return [f"{source.card.name}: {prohibition.text} ({spell.card.name} can't be cast, "
            "CR 101.2)"
            for source, prohibition in _rule_statics(game, CastProhibition)
            if prohibition.forbids(game, source, spell)]


def announced_cost(base: Cost, choices: Sequence[tuple[int, str]]) -> Cost:
    """Apply 601.2b announcements to hybrid and Phyrexian symbols of ``base``'s mana.

    A colour (or "C") becomes that symbol, "2" the generic half of {2/W}, and
    "life" removes a Phyrexian symbol for 2 life (CR 107.4e-f).
    """
    if not choices:
        return base
    by_index = dict(choices)
    symbols: list[ManaSymbol] = []
    life = 0
    for i, sym in enumerate(base.mana.symbols):
        choice = by_index.get(i)
        if choice is None:
            symbols.append(sym)
        elif choice == "life":
            life += 2  # CR 107.4f
        elif choice == "2":
            symbols.append(ManaSymbol.number(sym.amount))  # CR 107.4e: the generic half
        elif choice == "C":
            symbols.append(ManaSymbol("colorless", colors=("C",)))
        else:
            symbols.append(ManaSymbol("colored", colors=(choice,)))
    parts = base.parts
    if life:
        parts = (*parts, PayLife(life, text=f"{life} life (Phyrexian mana)"))
    return Cost(mana=ManaCost(tuple(symbols)), parts=parts, unpayable=base.unpayable)


def base_cost(spell: Spell) -> Cost:
    """601.2f: the mana cost or the alternative cost chosen (118.9), with X and announcements.

    Cast without paying its mana cost, the base is nothing (118.9, even for a
    card with no mana cost: 118.6a); a card with no mana cost otherwise can't
    be cast for it (202.1b, 118.6).
    """
    if spell.without_paying:
        return Cost()
    if spell.permission.cost is not None:
        base = spell.permission.cost
    elif spell.card.mana_cost is None:
        return Cost(unpayable=True)  # CR 202.1b, 118.6: no mana cost, can't be paid
    else:
        base = Cost(mana=spell.card.mana_cost)
    base = announced_cost(base, spell.mana_choices)
    return base.with_x(spell.x or 0)  # CR 107.3a: in its mana and its parts ("Discard X cards")


def _unannounced_mana(spell: Spell) -> ManaCost | None:
    """The base mana cost before X and announcements (what 601.2b's choices are about)."""
    if spell.without_paying:
        return None
    if spell.permission.cost is not None:
        return spell.permission.cost.mana
    return spell.card.mana_cost


def compute_total(
    game: Game, spell: Spell, modifiers: Sequence[tuple[GameObject, CostModifier]] | None = None,
) -> tuple[Cost, list[str]]:
    """The total cost of ``spell`` (CR 601.2f), with the steps for the explain log."""
    base = base_cost(spell)
    # CR 107.3a: an X in an additional cost is the spell's X too
    additional = [a.cost.with_x(spell.x or 0).times(a.times) for a in spell.additional
                  if a.times > 0]
    increases, reductions = cost_changes(game, spell, modifiers)
    return total_cost(base, additional, increases, reductions)


# --------------------------------------------------------------------------
# 601.2: casting a spell
# --------------------------------------------------------------------------


def cast(
    game: Game,
    player: int,
    obj_id: int,
    *,
    permission: str = "hand",
    without_paying: bool = False,
) -> GameObject:
    """Cast the card ``obj_id`` through the permission named ``permission`` (CR 601.2).

    Returns the spell on the stack. ``without_paying`` casts it without paying
    its mana cost (118.9); effects should call :func:`cast_without_paying`.
    """
    card_obj = game.obj(obj_id)
    check_playable(game, card_obj.card)
    if card_obj.card.type_line.has_type("Land"):
        raise IllegalActionError(f"{card_obj} is a land: lands are played, not cast",
                                 rule="305.1", step="601.2a")
    if card_obj.zone is Zone.STACK:
        raise IllegalActionError(f"{card_obj} is already on the stack", rule="601.2a",
                                 step="601.2a")
    options = [p for p in permissions_for(game, player, obj_id) if p.name == permission]
    if not options:
        names = sorted({p.name for p in permissions_for(game, player, obj_id)})
        hint = f" (available: {', '.join(names)})" if names else " (no permission applies)"
        raise IllegalActionError(
            f"{game.player(player)} has no permission {permission!r} to cast {card_obj} from "
            f"its {card_obj.zone}{hint}",
            rule="601.3",
            step="601.2a",
        )
    perm = options[0]
    if len(options) > 1:  # SEED-42: the player chooses one; the others do nothing
        labels = tuple(f"{p} ({p.plugin})" for p in options)
        answer = game.decide(
            kind="casting_permission", player=player,
            prompt=f"Which {permission} permission casts {card_obj}?",
            options=tuple(range(len(options))), labels=labels, rule="601.2b",
        )
        perm = options[answer[0]]
    return cast_with(game, player, card_obj, perm, without_paying=without_paying)


def cast_without_paying(
    game: Game,
    player: int,
    obj_id: int,
    *,
    permission: str | None = None,
) -> GameObject:
    """Cast a card without paying its mana cost (CR 118.9), as an effect allows.

    For effects and plugins ("you may cast that card without paying its mana
    cost"). With ``permission=None`` the effect itself is the permission: the
    card is cast from wherever it is, during the resolution that allows it
    (608.2g: timing doesn't apply). With a permission name ("hand", a plugin's)
    that permission is used, with its timing; it may not carry an alternative
    cost of its own (118.9a, SEED-32, SEED-38). Either way additional costs
    are still paid (SEED-17) and X is 0 (107.3b).

    If the cast is illegal, :class:`IllegalActionError` is raised and the game
    is exactly as before this call (CR 732); the caller's effect goes on.
    """
    with game.transaction():
        if permission is not None:
            return cast(game, player, obj_id, permission=permission, without_paying=True)
        card_obj = game.obj(obj_id)
        check_playable(game, card_obj.card)
        if card_obj.card.type_line.has_type("Land"):
            raise IllegalActionError(f"{card_obj} is a land: lands are played, not cast",
                                     rule="305.1", step="601.2a")
        perm = CastingPermission(
            name="without paying", obj=obj_id, zone=card_obj.zone, alternative=True,
            timing="now", without_paying=True, label="without paying its mana cost",
        )
        return cast_with(game, player, card_obj, perm)


def cast_with(
    game: Game,
    player: int,
    card_obj: GameObject,
    perm: CastingPermission,
    *,
    without_paying: bool = False,
) -> GameObject:
    """Run 601.2a-i for ``card_obj`` through the chosen permission ``perm``."""
    if perm.obj != card_obj.id:
        raise IllegalActionError(f"the permission {perm} is for another object than {card_obj}",
                                 rule="601.3", step="601.2a")
    if without_paying and perm.is_alternative_cost and not perm.without_paying:
        # CR 118.9a: only one alternative cost; "without paying" is one (SEED-32)
        raise IllegalActionError(
            f"{card_obj} is cast without paying its mana cost: its {perm.name} cost, an "
            "alternative cost, can't be paid instead", rule="118.9a", step="601.2b",
        )
    without_paying = without_paying or perm.without_paying
    if card_obj.zone is not perm.zone:
        raise IllegalActionError(
            f"{card_obj} is in {card_obj.zone}, the permission {perm} casts it from {perm.zone}",
            rule="601.3", step="601.2a")
    if not timing_allows(game, player, card_obj, perm):
        raise IllegalActionError(
            f"{card_obj} can be cast only at sorcery speed: in your main phase with an empty "
            "stack", rule="307.1", step="601.2a",
        )
    from_zone = card_obj.zone
    # 601.2a: the card moves to the stack at once (SEED-41)
    on_stack = game.move(card_obj.id, Zone.STACK, cause="cast", rule="601.2a", controller=player)
    if on_stack is None or on_stack.zone is not Zone.STACK:
        raise IllegalActionError(f"{card_obj} could not be put on the stack", rule="601.2a",
                                 step="601.2a")
    game.log_event(
        "cast",
        f"{game.player(player)} begins to cast {on_stack.card.name} from {from_zone}"
        + ("" if perm.name == "hand" else f" ({perm})"),
        rule="601.2a",
    )
    spell = Spell(
        obj=on_stack.id, card=on_stack.card, controller=player, permission=perm,
        from_zone=from_zone, without_paying=without_paying, text=on_stack.card.text,
        ability=spell_ability(on_stack.card),
        cant_be_countered=any(
            isinstance(a, SpellRule) and a.rule == "cant_be_countered"
            for a in on_stack.card.abilities
        ),
    )
    spell = announce(game, spell)
    spell = choose_targets(game, spell)
    spell = announce_division(game, spell)
    check_legality(game, spell)
    spell = lock_and_pay(game, spell)
    return become_cast(game, spell)


def spell_ability(card: Card) -> SpellAbility | None:
    for ability in card.abilities:
        if isinstance(ability, SpellAbility):
            return ability
    return None


def _record(game: Game, spell: Spell) -> Spell:
    """Keep the choices made so far on the stack object (X counts in its mana value, 202.3e)."""
    game.update(spell.obj, spell=spell)
    return spell


def announce(game: Game, spell: Spell) -> Spell:
    """CR 601.2b: text changes, modes, additional costs, X, hybrid and Phyrexian symbols."""
    changed = with_changed_text(game, spell)
    if changed is not spell:
        spell = changed
        game.log_event("announce", f"{spell.card.name}'s text becomes: {spell.text!r}",
                       rule="601.2b")
    spell = _announce_modes(game, spell)
    spell = _announce_additional_costs(game, spell)
    spell = _announce_x(game, spell)
    mana = _unannounced_mana(spell)
    if mana is not None:
        choices = announce_mana_symbols(game, spell.controller, mana, spell.card.name)
        spell = attrs.evolve(spell, mana_choices=choices)
    return _record(game, spell)


def _announce_modes(game: Game, spell: Spell) -> Spell:
    """CR 700.2, 601.2b: all modes at once, none twice (SEED-10, SEED-12) unless the spell
    says the same mode may be chosen more than once (700.2d: then it is performed that many
    times in sequence, each time with its own targets)."""
    ability = spell.ability
    if ability is None:
        return spell
    if not ability.modal:
        return attrs.evolve(spell, modes=(0,))
    labels = tuple(m.text for m in ability.modes)
    chosen = game.decide(
        kind="modes", player=spell.controller,
        prompt=f"Choose modes of {spell.card.name} ({ability.min_modes} to {ability.max_modes})",
        options=tuple(range(len(ability.modes))), labels=labels,
        min=ability.min_modes, max=ability.max_modes,
        rule="700.2d" if ability.repeatable else "700.2", repeats=ability.repeatable,
    )
    modes = tuple(sorted(int(c) for c in chosen))  # CR 700.2: no mode twice (validated)
    game.log_event("announce", f"modes chosen: {', '.join(labels[i] for i in modes)}",
                   rule="601.2b")
    return attrs.evolve(spell, modes=modes)


def _announce_additional_costs(game: Game, spell: Spell) -> Spell:
    """CR 601.2b, 118.8: the printed additional costs and plugins'; optional ones are asked."""
    additional: list[AdditionalCost] = []
    for ab in spell.card.abilities:
        if isinstance(ab, AdditionalCostAbility):
            additional.append(AdditionalCost(name="additional", cost=ab.cost, label=ab.text))
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_additional_costs"):
        for found in ruleset.call("manastack_additional_costs", game=game, spell=spell):
            additional.extend(found)
    chosen_costs = []
    for extra in additional:
        if extra.optional:
            answer = game.decide(
                kind="pay_additional", player=spell.controller,
                prompt=f"Pay {extra.label or extra.name} for {spell.card.name}?",
                options=(True, False), labels=("yes", "no"), rule="601.2b",
            )
            if not answer[0]:
                continue
        if extra.times > 0:
            chosen_costs.append(extra)
            game.log_event("announce", f"additional cost: {extra} ({extra.cost})", rule="601.2b")
    return attrs.evolve(spell, additional=tuple(chosen_costs))


def with_changed_text(game: Game, spell: Spell) -> Spell:
    """CR 601.2b, 612: the spell with the text changes plugins make (overload's "each").

    Also used by the affordability checks of legal actions (``spell.provisional``),
    so a spell whose changed text has no target is offered even when the
    unchanged one could not be cast (CR 702.96b). Raises CardDataError if the
    changed text is not understood.
    """
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_spell_text"):
        return spell
    text = spell.text
    for changed in ruleset.call("manastack_spell_text", game=game, spell=spell, text=text):
        text = changed
    if text == spell.text:
        return spell
    ability = game.rules.spell_ability_from_text(spell.card, text)
    return attrs.evolve(spell, text=text, ability=ability)


def _x_parts_payable(costs: Iterable[Cost], x: int, game: Game, player: int,
                     source: int | None) -> bool:
    """CR 107.3a, 601.2b: can the parts of ``costs`` that count X ("Discard X cards") be paid
    with X = ``x``? (Their mana is checked with the rest of the total cost.)"""
    return all(part.with_x(x).can_pay(game, player, source)
               for cost in costs for part in cost.parts if part.has_x)


def _announce_x(game: Game, spell: Spell) -> Spell:
    """CR 107.3a, 601.2b: the value of X; 0 when cast without paying (107.3b).

    X may be in the mana of the cost paid or in a part of it: a flashback cost "{R}{R},
    Discard X cards" asks for X too (107.3a: an alternative cost with an X in it), and the
    spell's X is that value (Conflagrate deals X damage). The choices offered are the X
    whose mana and X-dependent parts can be paid now.
    """
    if spell.permission.cost is not None:
        cost = spell.permission.cost
    elif spell.card.mana_cost is not None:
        cost = Cost(mana=spell.card.mana_cost)
    else:
        return spell
    extra = [a.cost for a in spell.additional if a.times > 0]
    if not cost.has_x and not any(c.has_x for c in extra):
        return spell
    if spell.without_paying:
        x = 0  # CR 107.3b
        game.log_event("announce", "X = 0 (cast without paying its mana cost)", rule="107.3b")
        return attrs.evolve(spell, x=x)
    options = _payment_options(game, attrs.evolve(spell, x=0))
    def affordable(value: int) -> bool:
        if not _x_parts_payable((cost, *extra), value, game, spell.controller, spell.obj):
            return False
        total, _ = compute_total(game, attrs.evolve(spell, x=value))
        # CR 601.2h: cards exiled by the cost itself (escape) can't also pay generic mana
        return _mana_affordable(game, spell.controller, total.mana,
                                generic_alternatives(game, total, options))

    mana = cost.mana if cost.mana.has_x else next(
        (c.mana for c in extra if c.mana.has_x), cost.mana)
    high = max_affordable_x(game, spell.controller, mana, affordable, len(options))
    answer = game.decide(
        kind="x", player=spell.controller,
        prompt=f"Announce X for {spell.card.name} (0 to {high} can be paid)",
        options=tuple(range(high + 1)), rule="107.3a",
    )
    x = int(answer[0])
    game.log_event("announce", f"X = {x}", rule="601.2b")
    return attrs.evolve(spell, x=x)


def _mana_affordable(game: Game, player: int, mana: ManaCost, alternatives: int,
                     exclude: Iterable[int] = ()) -> bool:
    p = game.player(player)
    return can_pay(mana, pool=p.mana_pool, sources=mana_sources(game, player, exclude),
                   life=p.life, generic_alternatives=min(alternatives, mana.generic))


def max_affordable_x(
    game: Game,
    player: int,
    cost: ManaCost,
    affordable: Callable[[int], bool] | None = None,
    alternatives: int = 0,
) -> int:
    """The largest X the player could pay now: the options of the X announcement (107.3a).

    ``affordable(x)`` says whether the whole cost with that X can be paid
    (cost changes included); by default the mana cost alone. Paying more for
    a bigger X never gets cheaper, so a binary search finds the bound. Never
    less than 0: an X the player can't pay fails at 601.2h like any cost.
    """
    if affordable is None:
        def affordable(value: int) -> bool:
            return _mana_affordable(game, player, cost.with_x(value), alternatives)

    p = game.player(player)
    units = len(p.mana_pool) + sum(s.amount for s in mana_sources(game, player)) + alternatives
    per_x = max(cost.x_count, 1)
    low, high = 0, units // per_x + 1
    while high < 1_000_000 and affordable(high):  # big reductions: look further
        low, high = high, high * 2
    if not affordable(low):
        return 0
    while high - low > 1:
        mid = (low + high) // 2
        if affordable(mid):
            low = mid
        else:
            high = mid
    return low


_KIND_OF_SYMBOL = {
    "hybrid": "hybrid", "mono_hybrid": "hybrid",
    "phyrexian": "phyrexian", "hybrid_phyrexian": "phyrexian",
}


def wants_announcement(game: Game, player: int, kind: str) -> bool:
    """Does the player announce ``kind`` symbols explicitly (script or agent), or let the payer?"""
    if any(a.kind == kind for a in game.script.queue):
        return True
    agent = game.agents[player] if player < len(game.agents) else None
    return kind in getattr(agent, "announces", ())


def announce_mana_symbols(
    game: Game, player: int, mana: ManaCost, what: str
) -> tuple[tuple[int, str], ...]:
    """CR 601.2b: the nonhybrid equivalent of hybrid symbols, life or mana for Phyrexian ones.

    Asked only of a player who wants to announce (see the module docstring);
    "auto" leaves a symbol to the payment solver.
    """
    choices: list[tuple[int, str]] = []
    for i, sym in enumerate(mana.symbols):
        kind = _KIND_OF_SYMBOL.get(sym.kind)
        if kind is None or not wants_announcement(game, player, kind):
            continue
        halves: tuple[str, ...]
        if sym.kind == "mono_hybrid":
            halves = ("C" if sym.colorless_half else str(sym.amount), sym.colors[0])
        else:
            halves = sym.colors
        if kind == "phyrexian":
            halves = (*halves, "life")
        options = (*halves, "auto")
        labels = tuple(
            "2 life" if h == "life" else "let the payment choose" if h == "auto"
            else f"{{{h}}}" for h in options
        )
        answer = game.decide(
            kind=kind, player=player,
            prompt=f"Announce how {sym} of {what} will be paid",
            options=options, labels=labels,
            rule="107.4f" if kind == "phyrexian" else "107.4e",
        )
        choice = str(answer[0])
        if choice != "auto":
            choices.append((i, choice))
            shown = "2 life" if choice == "life" else f"{{{choice}}}"
            game.log_event("announce", f"{sym} of {what} will be paid with {shown}",
                           rule="601.2b")
    return tuple(choices)


def choose_targets(game: Game, spell: Spell) -> Spell:
    """CR 601.2c: targets for each instance of "target" in the chosen modes (115.3)."""
    if spell.ability is None:
        aura = _aura_target(spell.card)
        if aura is None:
            return spell
        specs: list[tuple[int, TargetSpec]] = [(0, aura)]
    else:
        specs = [
            (m, spec) for m in spell.modes for spec in spell.ability.modes[m].targets
        ]
    chosen: list[tuple[Target, ...]] = []
    for _mode, spec in specs:
        chosen.append(_choose_one_target(game, spell.controller, spell.obj, spec,
                                         spell.card.name))
    return _record(game, attrs.evolve(spell, targets=tuple(chosen), target_specs=tuple(specs)))


def _aura_target(card: Card) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets what its enchant ability allows."""
    for ability in card.abilities:
        spec = getattr(ability, "enchant", None)
        if isinstance(spec, TargetSpec):
            return spec
    return None


def _choose_one_target(
    game: Game, player: int, source: int, spec: TargetSpec, name: str
) -> tuple[Target, ...]:
    """One instance of "target" (CR 601.2c): distinct choices within it, legal ones only."""
    candidates = spec.candidates(game, player, source)
    if len(candidates) < spec.min:
        raise IllegalActionError(
            f"no legal choice for '{spec}' of {name}", rule="601.2c", step="601.2c"
        )
    high = min(spec.max, len(candidates))
    answer = game.decide(
        kind="targets", player=player, prompt=f"Choose {spec} for {name}",
        options=tuple(candidates), labels=tuple(_target_label(game, t) for t in candidates),
        min=spec.min, max=high, rule="601.2c",
    )
    if answer:
        game.log_event(
            "targets",
            f"{name} targets {', '.join(_target_label(game, t) for t in answer)} ({spec})",
            rule="601.2c",
        )
    return tuple(answer)


def _target_label(game: Game, target: Target) -> str:
    if isinstance(target, PlayerRef):
        return str(game.player(target.index))
    return str(game.obj(target))


def divided_instructions(mode: Mode) -> list[tuple[int, int | str]]:
    """Instructions dividing an amount among a mode's targets (601.2d).

    An instruction takes part by having an attribute ``divides``: (index of
    the instance of "target" in its mode, the amount: a number or ``"x"``).
    """
    out: list[tuple[int, int | str]] = []
    for instruction in mode.instructions:
        divides = getattr(instruction, "divides", None)
        if divides is not None:
            out.append(divides)
    return out


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to give ``total`` to ``parts`` targets, each at least one (601.2d)."""
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first, *rest) for first in range(1, total - parts + 2)
            for rest in compositions(total - first, parts - 1)]


def announce_division(game: Game, spell: Spell) -> Spell:
    """CR 601.2d: the player announces how an amount is divided among its targets."""
    if spell.ability is None:
        return spell
    division: list[tuple[int, tuple[int, ...]]] = []
    offset = 0
    for m in spell.modes:
        mode = spell.ability.modes[m]
        for index, amount in divided_instructions(mode):
            instance = offset + index
            chosen = spell.targets[instance] if instance < len(spell.targets) else ()
            if not chosen:
                continue
            total = amount if isinstance(amount, int) else spell.x or 0
            options = compositions(total, len(chosen))
            if not options:
                raise IllegalActionError(
                    f"{total} can't be divided among {len(chosen)} targets: each must get "
                    "at least one", rule="601.2d", step="601.2d")
            names = [_target_label(game, t) for t in chosen]
            labels = tuple(", ".join(f"{n} to {name}" for n, name in zip(split, names,
                                                                            strict=True))
                           for split in options)
            answer = game.decide(
                kind="divide", player=spell.controller,
                prompt=f"Divide {total} among the targets of {spell.card.name}",
                options=tuple(options), labels=labels, rule="601.2d",
            )
            split = tuple(answer[0])
            division.append((instance, split))
            game.log_event("announce", f"{spell.card.name} divides {total}: "
                           + labels[options.index(split)], rule="601.2d")
        offset += len(mode.targets)
    if not division:
        return spell
    return _record(game, attrs.evolve(spell, division=tuple(division)))


def restriction_reasons(game: Game, spell: Spell) -> list[str]:
    """What plugins say makes ``spell`` illegal to cast (``manastack_cast_restrictions``)."""
    ruleset = game.rules.ruleset
    reasons: list[str] = []
    if ruleset.has_impls("manastack_cast_restrictions"):
        for found in ruleset.call("manastack_cast_restrictions", game=game, spell=spell):
            reasons.extend(found)
    return reasons


def check_legality(game: Game, spell: Spell) -> None:
    """CR 601.2e: the game checks the proposed spell can legally be cast."""
    reasons = restriction_reasons(game, spell)
    if reasons:
        raise IllegalActionError("; ".join(reasons), rule="601.2e", step="601.2e")


def lock_and_pay(game: Game, spell: Spell) -> Spell:
    """CR 601.2f-h: determine and lock the total cost, then activate mana abilities and pay."""
    total, steps = compute_total(game, spell)
    game.log_event(
        "cost", f"total cost of {spell.card.name}: {'; '.join(steps)}", rule="601.2f",
        total=str(total),
    )
    if total.unpayable:
        raise IllegalActionError(
            f"{spell.card.name}'s cost can't be paid", rule="118.6", step="601.2f"
        )
    spell = _record(game, attrs.evolve(spell, total=total))
    options = _payment_options(game, spell)
    paid, spent, used = pay_cost(game, spell.controller, spell.obj, total, options=options,
                                 what=spell.card.name)
    description = [spent, *paid] if not total.mana.is_empty() or not paid else paid
    game.log_event("cost", f"{game.player(spell.controller)} pays {', '.join(description)}",
                   rule="601.2h")
    return attrs.evolve(spell, paid=tuple(paid), mana_spent=spent, exiled_to_pay=used)


def become_cast(game: Game, spell: Spell) -> GameObject:
    """CR 601.2i: the spell becomes cast; "when you cast" abilities trigger."""
    from manastack import triggers

    obj = game.update(spell.obj, spell=spell)
    p = game.player(spell.controller)
    game.update_player(spell.controller, spells_cast_this_turn=p.spells_cast_this_turn + 1)
    game.log_event("cast", f"{p} casts {spell.card.name}", rule="601.2i", obj=obj.id)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_spell_cast"):
        ruleset.call("manastack_spell_cast", game=game, spell=spell)
    triggers.fire(game, "cast", obj=obj.id, player=spell.controller)
    return obj


# --------------------------------------------------------------------------
# Lands (CR 305)
# --------------------------------------------------------------------------


def play_land(game: Game, player: int, obj_id: int) -> GameObject:
    """CR 305.1-305.2: a land from your hand, in your main phase, stack empty, one per turn."""
    obj = game.obj(obj_id)
    check_playable(game, obj.card)
    if not obj.card.type_line.has_type("Land"):
        raise IllegalActionError(f"{obj} is not a land", rule="305.1")
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{obj} is not in your hand", rule="305.1")
    if not sorcery_timing_ok(game, player):
        raise IllegalActionError("lands are played in your main phase with an empty stack",
                                 rule="305.2")
    p = game.player(player)
    if p.lands_played >= p.land_plays:
        raise IllegalActionError("you have already played a land this turn", rule="305.2")
    game.update_player(player, lands_played=p.lands_played + 1)
    new = game.move(obj_id, Zone.BATTLEFIELD, cause="play", rule="305.1", controller=player)
    assert new is not None
    return new


# --------------------------------------------------------------------------
# 602: activating abilities
# --------------------------------------------------------------------------


def activate(game: Game, player: int, obj_id: int, index: int) -> GameObject:
    """Activate the ``index``-th ability of a permanent (CR 602.2).

    Like a spell (602.2a-b follow 601.2a-h): the ability goes on the stack
    first, then X, mana symbols and targets are announced, the total cost is
    locked and paid (mana abilities first, 602.2g), and it becomes activated.
    """
    obj = game.obj(obj_id)
    abilities = game.chars(obj_id).abilities
    if index < 0 or index >= len(abilities) or not isinstance(abilities[index], ActivatedAbility):
        raise IllegalActionError(f"{obj} has no activated ability #{index + 1}", rule="602.1",
                                 step="602.2a")
    ability = abilities[index]
    assert isinstance(ability, ActivatedAbility)
    if obj.zone is not Zone.BATTLEFIELD or game.controller(obj_id) != player:
        raise IllegalActionError(f"{game.player(player)} doesn't control {obj}", rule="602.2",
                                 step="602.2a")
    if ability.is_mana_ability:
        assert ability.mana is not None
        activate_mana(game, player, obj_id, ability.mana[0][0])
        return obj
    check_activation(game, player, obj, ability)
    if ability.sorcery_speed and not sorcery_timing_ok(game, player):
        raise IllegalActionError("this ability can be activated only as a sorcery", rule="602.5d",
                                 step="602.2a")
    # 602.2a: the ability is put on the stack first; its source is remembered as it was
    lki = obj
    provisional = StackAbility(source=obj_id, source_lki=lki, controller=player,
                               mode=ability.effect, kind="activated", text=ability.text)
    game.log_event("activate", f"{game.player(player)} activates {obj}: {ability.text}",
                   rule="602.2a")
    stack_obj = put_ability_on_stack(game, provisional)
    x = 0
    if ability.cost.has_x:  # 602.2b, 107.3a: in the mana or in a part ("Discard X cards")
        tapping = [obj_id] if taps_source(ability.cost) else []
        def affordable(value: int) -> bool:
            if not _x_parts_payable((ability.cost,), value, game, player, obj_id):
                return False
            return _mana_affordable(game, player, ability.cost.mana.with_x(value), 0, tapping)

        high = max_affordable_x(game, player, ability.cost.mana, affordable)
        x = int(game.decide(kind="x", player=player,
                            prompt=f"Announce X for {obj} (0 to {high} can be paid)",
                            options=tuple(range(high + 1)), rule="107.3a")[0])
        game.log_event("announce", f"X = {x}", rule="602.2b")
    choices = announce_mana_symbols(game, player, ability.cost.mana, str(obj))
    targets = tuple(
        _choose_one_target(game, player, obj_id, spec, obj.card.name)
        for spec in ability.effect.targets
    )
    base = announced_cost(ability.cost, choices)
    cost = base.with_x(x)
    game.log_event("cost", f"total cost of {obj}'s ability: {cost} (locked)", rule="602.2b")
    exclude = [obj_id] if taps_source(cost) else []
    paid, spent, _ = pay_cost(game, player, obj_id, cost, what=str(obj), exclude=exclude)
    shown = [spent, *paid] if not cost.mana.is_empty() or not paid else paid
    game.log_event("cost", f"{game.player(player)} pays {', '.join(shown)}", rule="602.2b")
    final = attrs.evolve(provisional, targets=targets, x=x)
    stack_obj = game.update(stack_obj.id, tags={"ability": final})
    _note_activation(game, obj_id, ability)
    from manastack import triggers

    triggers.fire(game, "activate", obj=obj_id, player=player)
    return stack_obj


def check_activation(game: Game, player: int, obj: GameObject, ability: ActivatedAbility) -> None:
    """CR 302.6, 602.5a (SEED-24): {T}/{Q} abilities of creatures need continuous control.

    ``game.summoning_sick`` asks plugins (``manastack_ignores_summoning_sickness``:
    haste) whether to waive it.
    """
    if taps_source(ability.cost) and game.chars(obj.id).is_creature and \
            game.summoning_sick(obj.id):
        raise summoning_sick_error(game, player, obj)
    for restriction in ability.restrictions:  # CR 602.5b: "Activate only ..."
        if restriction.kind == "your_turn" and game.state.turn.active != player:
            raise IllegalActionError(f"{obj}: activate only during your turn", rule="602.5b",
                                     step="602.2a")
        used = obj.tags.get(_activated_key(ability))
        if restriction.kind == "once" and used is not None:
            raise IllegalActionError(f"{obj}: this ability can be activated only once",
                                     rule="702.177a" if "exhaust" in ability.text.lower()
                                     else "602.5b", step="602.2a")
        if restriction.kind == "once_each_turn" and used == game.state.turn.number:
            raise IllegalActionError(f"{obj}: this ability was already activated this turn",
                                     rule="602.5b", step="602.2a")
        if restriction.kind == "loyalty" and used == game.state.turn.number:
            raise IllegalActionError(f"{obj}: a loyalty ability of it was already activated "
                                     "this turn", rule="606.3", step="602.2a")


def _activated_key(ability: ActivatedAbility) -> str:
    if any(r.kind == "loyalty" for r in ability.restrictions):
        return "activated:loyalty"  # CR 606.3: one loyalty ability per permanent each turn
    return f"activated:{ability.text}"


def _note_activation(game: Game, obj_id: int, ability: ActivatedAbility) -> None:
    """Remember that the object's ability was activated (for "only once", 602.5b); a new
    object (400.7) starts afresh."""
    obj = game.find(obj_id)
    if obj is not None and ability.restrictions:
        game.update(obj_id, tags={**obj.tags, _activated_key(ability): game.state.turn.number})


def put_ability_on_stack(game: Game, ability: StackAbility) -> GameObject:
    """An ability on the stack is an object, not a card (CR 405.1, 113.7)."""
    name = f"ability of {ability.source_lki.card.name}"
    card = Card(name=name, type_line=_ABILITY_TYPE, text=ability.text)
    obj = game.create_object(card, ability.controller, Zone.STACK, log=False)
    obj = game.update(obj.id, is_copy=True, tags={"ability": ability})
    game.log_event(
        "stack", f"{name} is put on the stack: {ability.text}",
        rule="603.3" if ability.kind == "triggered" else "602.2a",
    )
    return obj


def copy_spell(game: Game, original: GameObject, controller: int, *,
               new_targets: bool = False) -> GameObject:
    """CR 707.10: put a copy of the spell ``original`` onto the stack under ``controller``'s
    control (who also owns it). The copy has every choice made for the original: modes
    (700.2g), targets, X, the division of an amount, and the alternative and additional
    costs chosen (so a copy of an overloaded spell is overloaded, 702.96; a copy of an
    escalated spell keeps its modes and nothing is paid for it, 702.120). It isn't cast
    (no "whenever you cast" trigger fires) and ceases to exist when it leaves the stack
    (707.10a), except that a copy of a permanent spell resolves into a token permanent
    (707.10f, 608.3f). ``new_targets``: "you may choose new targets for the copy" (707.10c).
    """
    spell = original.spell
    assert spell is not None
    new = game.create_object(original.card, controller, Zone.STACK, log=False)
    # what was paid stays the original's: effects of the copy referring to the costs paid
    # use the original's (707.10)
    copied = attrs.evolve(spell, obj=new.id, controller=controller, is_copy=True,
                          provisional=False)
    game.update(new.id, is_copy=True, spell=copied)
    game.log_event("copy", f"a copy of {spell.card.name} is put on the stack under "
                   f"{game.player(controller)}'s control, with the choices made for it",
                   rule="707.10", obj=new.id)
    if new_targets and copied.targets:
        copied = _change_copy_targets(game, copied)
        game.update(new.id, spell=copied)
    return game.obj(new.id)


def _change_copy_targets(game: Game, spell: Spell) -> Spell:
    """CR 707.10c: for each instance of "target", the copy's controller may keep the target
    (even an illegal one) or choose a new one, which must be legal."""
    chosen = list(spell.targets)
    for i, ((_, spec), current) in enumerate(zip(spell.target_specs, spell.targets,
                                                 strict=False)):
        shown = ", ".join(_target_label_safe(game, t) for t in current) or "none"
        answer = game.decide(kind="new_targets", player=spell.controller,
                             prompt=f"Choose new targets for the copy of {spell.card.name} "
                                    f"({spec}; now {shown})?",
                             options=("no", "yes"), rule="707.10c")
        if answer[0] == "yes":
            chosen[i] = _choose_one_target(game, spell.controller, spell.obj, spec,
                                           f"the copy of {spell.card.name}")
    return attrs.evolve(spell, targets=tuple(chosen))


def _ability_type() -> Any:
    from manastack.typeline import TypeLine

    return TypeLine()


_ABILITY_TYPE = _ability_type()


# --------------------------------------------------------------------------
# 608: resolving
# --------------------------------------------------------------------------


def resolve_top(game: Game) -> None:
    """Resolve the top object of the stack (CR 608)."""
    stack = game.state.zones[(Zone.STACK, -1)]
    obj = game.obj(stack[-1])
    ability = obj.tags.get("ability")
    if isinstance(ability, StackAbility):
        _resolve_ability(game, obj, ability)
        return
    spell = obj.spell
    if spell is None:
        game.move(obj.id, Zone.GRAVEYARD, cause="resolve", rule="608.2n")
        return
    game.log_event("resolve", f"{spell.card.name} resolves", rule="608.1")
    legal, illegal = _check_targets(game, spell.controller, obj.id, spell.target_specs,
                                    spell.targets)
    if spell.targets and any(spell.targets) and not legal:
        # CR 608.2b: every target illegal -> the spell doesn't resolve (SEED-09)
        game.log_event("resolve", f"{spell.card.name} doesn't resolve: all its targets are "
                       "illegal", rule="608.2b")
        remove_from_stack(game, obj.id, cause="fizzle", rule="608.2b")
        return
    if illegal:
        shown = ", ".join(_target_label_safe(game, t) for t in illegal)
        game.log_event("resolve", f"illegal target(s) not affected: {shown}", rule="608.2b")
    if obj.card.type_line.is_permanent:
        _resolve_permanent(game, obj, spell)
        return
    offset = 0
    for m in spell.modes:  # CR 700.2: the chosen modes in printed order
        assert spell.ability is not None
        mode = spell.ability.modes[m]
        n = len(mode.targets)
        targets = spell.targets[offset:offset + n]
        offset += n
        ctx = Context(game=game, controller=spell.controller, source=obj.id, source_lki=obj,
                      spell=spell, targets=targets, illegal=frozenset(illegal), x=spell.x or 0,
                      values={"target_offset": offset - n})
        run_mode(ctx, mode)
    if game.find(obj.id) is not None and game.obj(obj.id).zone is Zone.STACK:
        # CR 608.2n: last, an instant or sorcery goes to its owner's graveyard
        # (replacement effects may send it elsewhere, 614)
        remove_from_stack(game, obj.id, cause="resolve", rule="608.2n")


def _target_label_safe(game: Game, target: Target) -> str:
    if isinstance(target, PlayerRef):
        return str(game.player(target.index))
    found = game.find(target)
    return str(found) if found else f"#{target}"


def _check_targets(
    game: Game,
    controller: int,
    source: int,
    specs: Sequence[tuple[int, TargetSpec]],
    targets: Sequence[tuple[Target, ...]],
) -> tuple[list[Target], list[Target]]:
    """CR 608.2b: which chosen targets are still legal, instance by instance."""
    legal: list[Target] = []
    illegal: list[Target] = []
    for (_, spec), chosen in zip(specs, targets, strict=False):
        for t in chosen:
            (legal if spec.is_legal(game, t, controller, source) else illegal).append(t)
    return legal, illegal


def _resolve_permanent(game: Game, obj: GameObject, spell: Spell) -> None:
    """CR 608.3: a permanent spell becomes a permanent under its controller's control."""
    attach_to = None
    if spell.targets and spell.targets[0]:
        attach_to = spell.targets[0][0]
    new = game.move(obj.id, Zone.BATTLEFIELD, cause="resolve", rule="608.3",
                    controller=spell.controller)
    if new is not None and new.zone is Zone.BATTLEFIELD and obj.is_copy:
        # CR 608.3f, 707.10f: no longer a copy of a spell, and not "created" (111.1)
        game.log_event("token", f"the copy of {obj.card.name} becomes a token permanent, "
                       f"{new}", rule="608.3f", obj=new.id)
    if new is not None and new.zone is Zone.BATTLEFIELD and isinstance(attach_to, int):
        game.update(new.id, attached_to=attach_to)
        game.log_event("attach", f"{new} is attached to {game.obj(attach_to)}", rule="303.4f")


def remove_from_stack(game: Game, obj_id: int, *, cause: str, rule: str) -> None:
    """A spell leaves the stack: to its owner's graveyard unless replaced (608.2n, 701.6a)."""
    obj = game.obj(obj_id)
    if obj.tags.get("ability") is not None:
        game._remove_from_zone(obj)
        game._touch()
        game.log_event("stack", f"{obj.card.name} is removed from the stack", rule=rule)
        return
    game.move(obj_id, Zone.GRAVEYARD, cause=cause, rule=rule)


def _resolve_ability(game: Game, obj: GameObject, ability: StackAbility) -> None:
    game.log_event("resolve", f"{obj.card.name} resolves: {ability.text}", rule="608.2")
    specs = [(0, s) for s in ability.mode.targets]
    legal, illegal = _check_targets(game, ability.controller, ability.source, specs,
                                    ability.targets)
    if ability.targets and any(ability.targets) and not legal:
        game.log_event("resolve", "the ability doesn't resolve: all its targets are illegal",
                       rule="608.2b")
        remove_from_stack(game, obj.id, cause="fizzle", rule="608.2b")
        return
    # remove first: the ability is gone from the stack once it has resolved (608.2n)
    remove_from_stack(game, obj.id, cause="resolve", rule="608.2n")
    # "it" with nothing before it in the effect is what the trigger event is about: the
    # creature that entered, the card a dying creature became (400.7d), the spell cast
    about = ability.event.get("obj")
    ctx = Context(game=game, controller=ability.controller, source=ability.source,
                  source_lki=ability.source_lki, targets=ability.targets,
                  illegal=frozenset(illegal), x=ability.x, event=dict(ability.event),
                  it=[about] if isinstance(about, int) else [])
    run_mode(ctx, ability.mode)


# --------------------------------------------------------------------------
# Legal actions (what a player may do with priority, CR 117.1)
# --------------------------------------------------------------------------


class _Affordability:
    """Answers "can this mana cost be paid now?" once per distinct question (one listing)."""

    def __init__(self, game: Game, player: int) -> None:
        self.game = game
        self.player = player
        self._sources: list[ManaSource] | None = None
        self._answers: dict[tuple[str, int, int | None], bool] = {}
        self._modifiers: list[tuple[GameObject, CostModifier]] | None = None

    @property
    def modifiers(self) -> list[tuple[GameObject, CostModifier]]:
        if self._modifiers is None:
            self._modifiers = cost_modifiers(self.game)
        return self._modifiers

    @property
    def sources(self) -> list[ManaSource]:
        if self._sources is None:
            self._sources = mana_sources(self.game, self.player)
        return self._sources

    def can_pay(self, mana: ManaCost, alternatives: int = 0, exclude: int | None = None) -> bool:
        if mana.is_empty():
            return True
        key = (str(mana), min(alternatives, mana.generic), exclude)
        found = self._answers.get(key)
        if found is None:
            p = self.game.player(self.player)
            sources = self.sources if exclude is None else \
                [s for s in self.sources if s.id != exclude]
            found = can_pay(mana, pool=p.mana_pool, sources=sources, life=p.life,
                            generic_alternatives=key[1])
            self._answers[key] = found
        return found


def legal_priority_actions(game: Game, player: int) -> list[Any]:
    """Play a land, cast a spell, activate an ability: each option currently possible.

    Affordability is checked with the cheap payer test (X as 0, optional costs
    unpaid, the automatic announcement of hybrid and Phyrexian symbols);
    casting checks everything again and rolls back if it fails. Mana
    abilities (``ActivateMana``) are accepted at any time but not listed.
    """
    from manastack.turns import ActivateAbility, CastSpell, PlayLand

    out: list[Any] = []
    p = game.player(player)
    sorcery_ok = sorcery_timing_ok(game, player)
    payer = _Affordability(game, player)
    if sorcery_ok and p.lands_played < p.land_plays:
        seen: set[str] = set()
        for obj in game.hand(player):
            if obj.card.type_line.has_type("Land") and obj.card.playable and \
                    obj.card.name not in seen:
                seen.add(obj.card.name)
                out.append(PlayLand(obj.id, obj.card.name))
    casts: list[CastSpell] = []
    seen_cast: set[tuple[str, str, str]] = set()
    # copies of one card in one zone with the same permission cost get the same answer:
    # a refusal is checked once (a graveyard full of cards with escape from Underworld Breach)
    refused: set[tuple[str, str, str, str]] = set()
    for perm in all_permissions(game, player):
        card_obj = game.find(perm.obj)
        if card_obj is None or not card_obj.card.playable or card_obj.zone is not perm.zone:
            continue
        key = (card_obj.card.name, perm.name, str(card_obj.zone))
        if key in seen_cast:
            continue
        refusal = (*key, str(perm.cost))
        if refusal in refused:
            continue
        if not timing_allows(game, player, card_obj, perm):
            continue
        if castable(game, player, card_obj, perm, payer):
            seen_cast.add(key)
            casts.append(CastSpell(card_obj.id, perm.name, card_obj.card.name))
        else:
            refused.add(refusal)
    out.extend(casts)
    for obj in game.battlefield(player):
        for index, ability in enumerate(game.chars(obj.id).abilities):
            if not isinstance(ability, ActivatedAbility) or ability.is_mana_ability:
                continue
            if ability.sorcery_speed and not sorcery_ok:
                continue
            if activatable(game, player, obj, ability, payer):
                out.append(ActivateAbility(obj.id, index, obj.card.name))
    return out


def castable(
    game: Game, player: int, obj: GameObject, perm: CastingPermission,
    payer: _Affordability | Sequence[ManaSource] | None = None,
) -> bool:
    """A quick check that casting ``obj`` through ``perm`` can succeed (no decision asked).

    Necessary conditions only where choices matter (X as 0, optional
    additional costs unpaid, targets exist for enough modes); the cast itself
    checks everything again. The cost is checked first: it is cached per
    listing and rules out most cards.
    """
    if not isinstance(payer, _Affordability):
        payer = _Affordability(game, player)
    extra = tuple(
        AdditionalCost(name="additional", cost=a.cost)
        for a in obj.card.abilities if isinstance(a, AdditionalCostAbility)
    )
    spell = Spell(obj=obj.id, card=obj.card, controller=player, permission=perm,
                  from_zone=obj.zone, text=obj.card.text, ability=spell_ability(obj.card),
                  provisional=True, x=0, without_paying=perm.without_paying, additional=extra)
    total, _ = compute_total(game, spell, payer.modifiers)
    if total.unpayable:
        return False
    for part in total.parts:
        if not part.can_pay(game, player, obj.id):
            return False
    alternatives = 0
    if total.mana.generic:
        alternatives = generic_alternatives(game, total, _payment_options(game, spell))
    if not payer.can_pay(total.mana, alternatives):
        return False
    try:
        spell = with_changed_text(game, spell)  # overload: no targets needed (702.96b)
    except CardDataError:
        return False  # the changed text is not understood: casting would fail
    if restriction_reasons(game, spell):
        return False  # CR 601.2e would refuse it: don't offer it
    ability = spell.ability
    if ability is not None:
        if ability.modal:
            ok = 0
            for mode in ability.modes:
                ok += _mode_targets_ok(game, player, obj.id, mode, spell=True)
                if ok >= ability.min_modes or (ok and ability.repeatable):
                    return True  # CR 700.2d: one choosable mode may fill every choice
            return ok >= ability.min_modes
        return all(_mode_targets_ok(game, player, obj.id, m, spell=True) for m in ability.modes)
    aura = _aura_target(obj.card)
    return aura is None or len(aura.candidates(game, player, obj.id)) >= aura.min


def _mode_targets_ok(game: Game, player: int, source: int, mode: Mode, *,
                     spell: bool = False) -> bool:
    """CR 601.2c: enough legal choices for every instance of "target" of the mode. For a
    ``spell`` the card itself never counts: it is on the stack when targets are chosen
    (601.2a, 115.5), not in the graveyard it is cast from (flashback, escape)."""
    for spec in mode.targets:
        if spec.min == 0:
            continue
        candidates = spec.candidates(game, player, source)
        if spell:
            candidates = [c for c in candidates if c != source]
        if len(candidates) < spec.min:
            return False
    return True


def activatable(
    game: Game, player: int, obj: GameObject, ability: ActivatedAbility,
    payer: _Affordability | Sequence[ManaSource] | None = None,
) -> bool:
    """A quick check that the ability can be activated now (302.6, costs, targets)."""
    if not isinstance(payer, _Affordability):
        payer = _Affordability(game, player)
    try:
        check_activation(game, player, obj, ability)
    except IllegalActionError:
        return False
    for part in ability.cost.parts:
        if not part.with_x(0).can_pay(game, player, obj.id):  # X as 0 (107.3a)
            return False
    if not _mode_targets_ok(game, player, obj.id, ability.effect):
        return False
    mana = ability.cost.mana.with_x(0)
    return payer.can_pay(mana, exclude=obj.id if taps_source(ability.cost) else None)



__all__ = [
    "AdditionalCost",
    "CastingPermission",
    "CostModifier",
    "PaymentOption",
    "Spell",
    "StackAbility",
    "activate",
    "activate_mana",
    "cast",
    "cast_with",
    "cast_without_paying",
    "compute_total",
    "legal_priority_actions",
    "mana_abilities",
    "mana_sources",
    "pay_cost",
    "pay_cost_parts",
    "pay_mana",
    "play_land",
    "resolve_top",
]
