# mypy: disable-error-code="empty-body"
"""The hook specifications of the kernel: the reference for plugin authors.

A plugin is a module (or object) named by an entry point of the group
``manastack.plugins``; the entry-point name is the plugin's name. It implements some
of the hooks below with the :data:`manastack.api.hookimpl` marker::

    from manastack.api import hookimpl

    @hookimpl
    def manastack_block_restrictions(game, blocker, attacker):
        ...

A plugin module may also define ``MANASTACK_REQUIRES = ("haste",)``: the names of the
plugins it needs (``docs/plugins.rst``). The card reader (the ``grammar`` plugin of
``manastack-grammar``) adds the hooks that teach it new wordings,
``manastack_register_keywords`` and ``manastack_register_sentences``
(:mod:`manastack_grammar.hookspecs`), through :func:`manastack_add_hookspecs`.

Hooks are called through pluggy's plugin manager: ``firstresult`` hooks stop at the
first answer, hook wrappers (``@hookimpl(wrapper=True)``) wrap a call, and
``tryfirst``/``trylast`` order the implementations; otherwise they are called by
plugin name, A to Z, the kernel's own (``core``) last. The kernel never depends on
that order where the rules don't: collected effects are ordered by the rules (layer,
timestamp, 601.2f order). An implementation may accept any subset of a hook's
arguments (a pluggy rule).

Loading the rules imports each enabled plugin's entry module and calls only
``manastack_add_hookspecs``; the other registration hooks are called when their values
are first needed. How often each hook is called matters for speed, and is stated in
each docstring: the game hooks are called at the game point they name, only when at
least one enabled plugin implements them. An exception raised by an implementation is
reported as a :class:`manastack.errors.PluginError` naming the plugin and its package,
and the action during which it happened is rolled back (CR 732).

The hooks come in five families:

1. Registration: added hooks, card sources, card scripts, reading a card's text.
2. Casting steps (CR 601.2): permissions, all modes, special actions (116.2), additional
   costs, legality, cast.
3. Cost modification (CR 601.2f-h, 118): increases, reductions, payment options.
4. Zone changes (CR 400.7, 614, 603.6): replacement effects, after the move.
5. Continuous effects and rule questions (CR 611-613, 302.6, 509.1b, 702), damage's
   results (120.3), exceptions to 608.2b and 704.5m (bestow, 702.103e-f), the game's
   setup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import pluggy

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.errors import IllegalActionError
    from manastack.loading.rules import Rules
    from manastack.loading.sources import CardSource
    from manastack.model.abilities import ActivatedAbility, CardScript
    from manastack.model.actions import SpecialAction
    from manastack.model.cards import CardDef, CardText
    from manastack.model.combat import BlockersNeeded
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.costs import CostChange
    from manastack.model.objects import GameObject, PlayerRef, Zone
    from manastack.model.replacements import DrawReplacement, Replacement, ZoneMove
    from manastack.model.spells import (
        AdditionalCost,
        CastingPermission,
        OtherPayer,
        PaymentOption,
        Spell,
    )

#: Marks a hook specification (this module's functions).
hookspec = pluggy.HookspecMarker("manastack")
#: Marks a plugin's implementation of a hook: ``@hookimpl`` (``manastack.api.hookimpl``).
hookimpl = pluggy.HookimplMarker("manastack")

#: The attribute :func:`reads_keyword` sets on a hook implementation.
READS_KEYWORD = "manastack_reads_keyword"
#: The attribute :func:`reads_tag` sets on a hook implementation.
READS_TAG = "manastack_reads_tag"
#: The attribute :func:`reads_replacement` sets on a hook implementation.
READS_REPLACEMENT = "manastack_reads_replacement"
#: The attribute :func:`reads_move` sets on a hook implementation.
READS_MOVE = "manastack_reads_move"

#: The hooks on which the kernel reads a :func:`reads_tag` declaration; on any other, an
#: implementation carrying one is always asked.
TAG_HOOKS = frozenset({"manastack_casting_permissions", "manastack_special_actions",
                       "manastack_continuous_effects", "manastack_zone_changed",
                       "manastack_state_based_actions"})

#: The hooks about one spell on which the kernel reads a :func:`reads_keyword` zone other
#: than the stack as the spell's controller's zone (splice's cards in hand, CR 702.47a).
HELD_ZONE_HOOKS = frozenset({"manastack_spell_text"})

_F = TypeVar("_F", bound=Callable[..., Any])


def reads_keyword(keyword: str, zone: Zone | str | None = None) -> Callable[[_F], _F]:
    """Declare what an implementation looks at, so that the kernel asks it only when that
    holds something now (it returns nothing otherwise). Put it under ``@hookimpl``; it is
    optional (an implementation without it is always asked) and repeatable (several
    keywords or zones: asked when any holds).

    - On a hook about a player (``manastack_casting_permissions``,
      ``manastack_special_actions``, ``manastack_replace_draw``,
      ``manastack_phasing_permanents``): it answers only for objects in that player's
      ``zone`` that have ``keyword`` now (``game.with_keyword(keyword, zone, player)``).
    - On a hook about one spell (``manastack_additional_costs``, ``manastack_spell_text``,
      ``manastack_cast_restrictions``, ``manastack_spell_cast``,
      ``manastack_choose_all_modes``, ``manastack_cost_increases``,
      ``manastack_cost_reductions``, ``manastack_payment_options``): declare the zone
      ``"stack"``; it answers only for a spell that has ``keyword`` now (its
      characteristics, printed or granted). On ``manastack_spell_text``, declare another
      zone (``"hand"``) when it answers only while an object in that zone of the spell's
      controller has ``keyword`` now (splice's cards in hand, CR 702.47a). Don't declare it
      when the answer depends on something else (how the spell is cast: a keyword granted
      to the card in another zone doesn't follow it to the stack, CR 400.7).
    - On ``manastack_continuous_effects`` (asked at each layer pass, CR 613): it answers
      only for objects in ``zone`` (any player's; every zone when ``zone`` is left out)
      whose card has ``keyword``: their own abilities, before any effect
      (``game.with_own_keyword``), since the pass can't read the characteristics it is
      making. A keyword an effect grants is not seen: don't declare it for objects that
      may have your keyword that way (a card given suspend by another card, CR 702.62).
    - On a hook about creatures in combat (``manastack_attack_restrictions``,
      ``manastack_blockers_needed``, ``manastack_block_restrictions``,
      ``manastack_attack_optional_costs``): declare the zone
      ``"battlefield"``; it answers only when one of the creatures asked about (the
      attacker, the blocker) has ``keyword`` now, printed or granted (CR 613).
    - On ``manastack_activation_restrictions`` (asked for every ability a player could
      activate) and ``manastack_declare_bands`` (asked as attackers are declared): it
      answers only while an object in ``zone``, whoever's it is, has
      ``keyword`` now, printed or granted (split second: ``"stack"``, CR 702.61a).
    - On ``manastack_zone_changed`` (told of every zone change): it answers only when the
      new object is in ``zone`` (any zone when left out) and has ``keyword`` there now,
      printed or granted (miracle: ``"hand"``, a card drawn, CR 702.94a; madness:
      ``"exile"``, a card exiled by its own replacement, 702.35a).

    ``zone`` is a :class:`~manastack.api.Zone` or its value (``"graveyard"``): a value keeps
    the entry module from importing the object model at start-up. These hooks are asked at
    every priority, for every spell a player could cast: with many plugins installed, the
    declaration is what keeps a game that uses none of them as fast as the kernel alone::

        @hookimpl
        @reads_keyword("flashback", "graveyard")
        def manastack_casting_permissions(game, player): ...

        @hookimpl
        @reads_keyword("convoke", "stack")
        def manastack_payment_options(game, spell): ...

        @hookimpl
        @reads_keyword("devoid")                  # a card with devoid, in any zone
        def manastack_continuous_effects(game): ...

        @hookimpl
        @reads_keyword("fear", "battlefield")     # the attacker or blocker has fear now
        def manastack_block_restrictions(game, blocker, attacker): ...

        @hookimpl
        @reads_keyword("split second", "stack")   # a spell on the stack has split second
        def manastack_activation_restrictions(game, player, obj, ability): ...

        @hookimpl
        @reads_keyword("miracle", "hand")         # the card put into a hand has miracle
        def manastack_zone_changed(game, old, new, move): ...

    On any other hook the declaration is ignored: the implementation is always asked.
    """
    def mark(function: _F) -> _F:
        scope = (*getattr(function, READS_KEYWORD, ()), (keyword, zone))
        setattr(function, READS_KEYWORD, scope)
        return function
    return mark


def reads_tag(tag: str, zone: Zone | str | None = None) -> Callable[[_F], _F]:
    """Declare that an implementation looks only at objects carrying ``tag`` (a key of
    ``GameObject.tags``, written by a plugin or the kernel), so that the kernel asks it
    only while one exists: the other half of :func:`reads_keyword`'s declaration, for what
    a keyword can't tell (an effect can plot a card without plot, CR 702.170d; a card
    encoded by cipher, 702.99a). Put it under ``@hookimpl``, with or without
    ``reads_keyword``: the implementation is asked when any declaration holds.

    - On ``manastack_casting_permissions``, ``manastack_special_actions`` and
      ``manastack_continuous_effects``: an object in ``zone`` (any player's; every zone
      when left out) carries ``tag`` now (the kernel's index of the objects carrying a
      declared tag, ``game.carries_tag``).
    - On ``manastack_zone_changed``: the object that left its zone carried ``tag`` there,
      or the new object carries it in its new zone, that zone being ``zone`` (any when
      left out; CR 400.7: a face-down spell leaving the stack, 708.9).

    - On ``manastack_state_based_actions``: an object in ``zone`` carries ``tag`` now; an
      implementation declaring no tag is never asked there.

    On any other hook the declaration makes the implementation always asked::

        @hookimpl
        @reads_tag("plotted", "exile")            # a plotted card in exile (702.170d)
        def manastack_casting_permissions(game, player): ...
    """
    def mark(function: _F) -> _F:
        scope = (*getattr(function, READS_TAG, ()), (tag, zone))
        setattr(function, READS_TAG, scope)
        return function
    return mark


#: The hooks on which the kernel reads a :func:`reads_replacement` declaration.
REPLACEMENT_HOOKS = frozenset({"manastack_zone_changed"})


def reads_replacement(key: str) -> Callable[[_F], _F]:
    """Declare that an implementation of ``manastack_zone_changed`` looks only at a move a
    replacement effect keyed ``key`` (or ``key:...``, one per object) applied to
    (``move.applied``, CR 614.5) or recorded something on (``move.records``), so that
    the kernel tells it of no other zone change: the consequence of a replacement once the
    object is in its new zone (rebound's delayed trigger, 702.88a; cipher's encoding,
    702.99b; riot's haste, 702.136a). Put it under ``@hookimpl``, with or without
    ``reads_keyword`` or ``reads_tag``: the implementation is told when any declaration
    holds. On any other hook the declaration makes the implementation always asked::

        @hookimpl
        @reads_replacement("rebound")             # a move rebound's replacement applied to
        def manastack_zone_changed(game, old, new, move): ...
    """
    def mark(function: _F) -> _F:
        setattr(function, READS_REPLACEMENT, (*getattr(function, READS_REPLACEMENT, ()), key))
        return function
    return mark


#: The hooks on which the kernel reads a :func:`reads_move` declaration.
MOVE_HOOKS = frozenset({"manastack_replace_zone_change", "manastack_zone_changed"})
#: The move hooks on which the other declarations are read too (``call_for_zone_change``):
#: on the others, an implementation without :func:`reads_move` is asked about every move.
TOLD_HOOKS = frozenset({"manastack_zone_changed"})


def reads_move(from_zone: Zone | str | None = None,
               to_zone: Zone | str | None = None) -> Callable[[_F], _F]:
    """Declare that an implementation of ``manastack_replace_zone_change`` returns
    replacement effects only for a move from ``from_zone`` (the zone ``move.obj`` is in)
    to ``to_zone`` (``move.to_zone``), either left out for any zone, so that the kernel
    asks it about no other zone change (CR 614.1: a replacement effect watches for a
    particular event; a spell cast with flashback leaving the stack, 702.34a; a permanent
    entering with counters, 614.1c). On ``manastack_zone_changed`` the same: told only of a
    change from ``from_zone`` (``old.zone``) to ``to_zone`` (the new object's zone, else
    ``move.to_zone``; CR 400.7), or when another declaration of it holds. Repeatable:
    asked when any declaration holds. Put it under ``@hookimpl``; on any other hook the
    declaration makes the implementation always asked::

        @hookimpl
        @reads_move("stack")                      # a spell leaving the stack
        def manastack_replace_zone_change(game, move): ...
    """
    def mark(function: _F) -> _F:
        setattr(function, READS_MOVE, (*getattr(function, READS_MOVE, ()), (from_zone, to_zone)))
        return function
    return mark

# --------------------------------------------------------------------------
# 1. Registration (called once per rule set)
# --------------------------------------------------------------------------


@hookspec(historic=True)
def manastack_add_hookspecs(pluginmanager: pluggy.PluginManager) -> None:
    """Add hook specifications of this plugin's own, for other plugins to implement.

    Call ``pluginmanager.add_hookspecs(module)`` with a module of ``@hookspec``
    functions (:data:`hookspec`): the card reader adds the hooks that register
    keywords and sentences this way. Called once as each plugin is registered,
    before any other hook (pytest's ``pytest_addhooks`` works the same way).
    """


@hookspec
def manastack_register_card_sources() -> Iterable[CardSource]:
    """Contribute card sources: where card data (name, cost, type line, text) comes from.

    Return :class:`manastack.api.CardSource` values. The kernel's own pool is
    one; a keyword plugin ships the cards of its keyword as a data file inside
    its package; the Oracle corpus is another. Data files never execute code.
    Called once per rule set.
    """


@hookspec
def manastack_register_card_scripts() -> Mapping[str, CardScript]:
    """Per-card behaviour in Python for cards no sentence rule can express.

    Return a mapping from exact card name to a
    :class:`manastack.api.CardScript`, which returns the card's abilities.
    A script wins over text recognition for that card. Called once per rule set.
    """


@hookspec(firstresult=True)
def manastack_read_card(rules: Rules, card: CardDef) -> CardText | None:
    """Read a card's rules text into abilities (CR 113, 207.2c, 702): the card reader.

    Return a :class:`manastack.model.cards.CardText`: the abilities in printed order,
    each sentence not understood (quoted when the card is refused) and each keyword
    whose plugin is not enabled. The first answer wins (``firstresult``): the
    ``grammar`` plugin (the distribution ``manastack-grammar``) is the reader the
    project ships; a plugin marked ``tryfirst`` answers before it. No answer means
    no reader is enabled: a card with rules text is then not playable. Called once
    per card and rule set (cards are compiled once), and again for a text an effect
    changes (overload's "each", CR 702.96b) with ``card`` carrying the new text.
    """


# --------------------------------------------------------------------------
# 2. Casting steps (CR 601.2)
# --------------------------------------------------------------------------


@hookspec
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """Permissions that ``player`` has now to cast cards.

    CR 601.2a-b, 601.3: the kernel's plugin ``core`` answers first with the
    permission to cast a card from its owner's hand at its normal timing
    (permission ``"hand"``). A plugin adds others: casting from the graveyard
    (flashback, escape), with an alternative cost (overload), with a different
    timing. Return :class:`manastack.api.CastingPermission` values, each
    naming the object it applies to, the zone, the alternative cost if any and
    the timing if it differs (SEED-40: timing is the card's own otherwise).
    When several permissions apply to one card, the player chooses one and the
    others do nothing (SEED-42). Called when legal actions are listed and when
    a cast begins; keep it a scan of the zones your keyword reaches.
    """


@hookspec
def manastack_choose_all_modes(game: Game, spell: Spell) -> Iterable[str]:
    """What lets the caster choose every mode of ``spell`` instead of the number specified.

    CR 700.2, 601.2b: a modal spell's text says how many modes are chosen; an ability
    may let its controller choose all of them instead (702.42a: entwine). Return a short
    label per such ability (``"entwine {2}"``), or nothing. When one is returned and the
    spell has more modes than it lets choose, the kernel asks its controller (decision
    ``"all_modes"``, yes or no) before the usual choice of modes; a yes chooses every mode
    at once (700.2: none twice), and the plugin's ``manastack_additional_costs`` then sees
    ``spell.modes`` holding them all. Called once per cast of a modal spell, after the
    text changes.
    """


@hookspec
def manastack_special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """Special actions ``player`` may take now (CR 116.2): suspending a card from the hand
    (116.2f), foretelling it (116.2h), plotting it (116.2k).

    Return :class:`manastack.api.SpecialAction` values naming the object, the action and
    your plugin; each becomes an option of the priority decision (117.1). Check the
    action's own timing here (116.2f: "only if they could begin to cast that card";
    116.2h: "during their turn") and that its cost can be paid. Called at every priority
    of every player while at least one enabled plugin implements it: keep it a scan of
    the zone your keyword reaches (``game.with_keyword``).
    """


@hookspec(firstresult=True)
def manastack_take_special_action(game: Game, player: int,
                                  action: SpecialAction) -> bool | None:
    """Take the special action ``action`` (one your plugin offered: ``action.plugin``):
    pay its cost and do what it does (CR 116.2), without the stack; return ``True``.

    Return ``None`` for another plugin's action. The kernel has checked that it is one
    offered now, runs it as one action (an exception leaves the game unchanged, 732) and
    gives ``player`` priority afterward (116.3).
    """


@hookspec(firstresult=True)
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """Why ``player`` can't cast the card ``obj`` through the permission named
    ``permission`` (one of your plugin's) now, when none of that name applies to it (CR
    601.3): the refusal citing your keyword's rule and the reason (the card isn't in the
    zone the keyword casts it from, 601.2a), or ``None`` to leave the kernel's. Asked only
    after such a cast is refused, never at priority.
    """


@hookspec(firstresult=True)
def manastack_special_action_refused(game: Game, player: int, obj: int,
                                     action: str) -> IllegalActionError | None:
    """Why ``player`` can't take the special action ``action`` ("turn face up") with the
    object ``obj`` now, when none is offered (CR 116.2): the refusal, citing the rules it
    rests on and its reason (an unpaid cost, 601.2g-h), or ``None`` if ``obj`` is none of
    your plugin's. Asked by the kernel only after such an action is refused (whoever sent
    it to ``Game.act``), never at priority; the refusal it returns is the one raised.
    """


@hookspec
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """Additional costs the caster may or must pay for ``spell`` (CR 601.2b, 118.8).

    Called once during announcement, after the casting permission and the
    modes are chosen. Return :class:`manastack.api.AdditionalCost` values:
    escalate returns one cost to pay once per mode beyond the first; kicker or
    buyback an optional one. Additional costs never change the mana value
    (SEED-11) and are paid even when the spell is cast without paying its mana
    cost (SEED-17).
    """


@hookspec(firstresult=True)
def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
    """Return a changed rules text for ``spell`` as it is cast, or ``None``.

    CR 601.2b/702.96b: overload changes "target" to "each" when its cost is
    chosen. The kernel reads the returned text again, so the spell's targets and
    effects follow the new wording. The first answer wins (``firstresult``): in
    call order, ``tryfirst`` implementations first, then by plugin name A to Z. A
    spell is cast through one permission (SEED-42), so two plugins rarely both
    answer; one that must come first says ``tryfirst``. Called once per cast, after
    the casting permission is chosen and before modes and targets; also when legal
    actions check whether a card can be cast (``spell.provisional`` is True then:
    answer the same, but change nothing in the game, not even its log).
    """


@hookspec
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """Reasons the cast is illegal, checked at CR 601.2e.

    Return human-readable reasons (each containing its CR rule), or nothing.
    A non-empty answer makes the cast illegal and the game is rolled back
    (CR 732). Flashback uses it to refuse a spell that is not an instant or
    sorcery (702.34a); the kernel answers the casting prohibitions of permanents
    ("Noncreature spells with mana value 4 or greater can't be cast", 101.2:
    :class:`manastack.api.CastProhibition`) through it too.

    Also asked when legal actions check what can be cast, so that a cast the
    restriction would refuse is not offered: ``spell.provisional`` is then
    True and ``spell.obj`` is the card where it is (not yet on the stack).
    """


@hookspec
def manastack_activation_restrictions(game: Game, player: int, obj: GameObject,
                                      ability: ActivatedAbility) -> Iterable[str]:
    """Reasons ``player`` can't activate ``ability`` of ``obj`` now (CR 602.2, 101.2).

    Return human-readable reasons (each containing its CR rule), or nothing. A non-empty
    answer makes the activation illegal: it is refused before anything is done (602.2a,
    the game left as it was, CR 732) and the ability is not offered among the legal
    actions. Asked only for abilities that aren't mana abilities (a mana ability is
    activated while a spell is cast, 605.3a); special actions are not activations and are
    not asked (116.1). Split second uses it (702.61a). A question: it must not change the
    game. An implementation declared with :func:`reads_keyword` (a keyword and a zone) is
    asked only while an object in that zone, any player's, has the keyword.
    """


@hookspec
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """Told that ``spell`` became cast (CR 601.2i), after its costs are paid.

    Use it for bookkeeping; effects that trigger on casting are triggered
    abilities and go through the kernel's trigger service.
    """


# --------------------------------------------------------------------------
# 3. Cost modification (CR 601.2f-h, 118)
# --------------------------------------------------------------------------


@hookspec
def manastack_cost_increases(game: Game, spell: Spell) -> Iterable[CostChange]:
    """Cost increases that apply to ``spell`` (CR 601.2f).

    Return :class:`manastack.api.CostChange` values. The kernel applies all
    increases before all reductions whatever order they came in, then locks the
    total cost. Called once per cast (and when legal actions check what is
    affordable).
    """


@hookspec
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """Cost reductions that apply to ``spell`` (CR 601.2f, 118.7).

    A generic reduction never reduces coloured requirements. Applied after every
    increase. Called as :func:`manastack_cost_increases`.
    """


@hookspec
def manastack_payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """Other ways to pay part of the locked total cost (CR 601.2h).

    Delve (702.66) returns one :class:`manastack.api.PaymentOption` per card
    in the caster's graveyard that may be exiled instead of paying {1}; convoke
    (702.51) one per untapped creature, with ``mana`` its colours: it pays {1} or
    one mana of one of them. Each option is a one-time source of one mana applied
    after the total cost is locked: options are neither alternative nor additional
    costs (702.66b, 702.51b). An object that is also a mana source (Llanowar Elves)
    is used once: tapped for mana or as the option (601.2g-h). The payer asks the
    caster which options to use, one decision per option ``name``. Called once per
    cast, and when legal actions check what is affordable.
    """


@hookspec
def manastack_other_payers(game: Game, spell: Spell) -> Iterable[OtherPayer]:
    """Permissions for another player to pay generic mana of ``spell``'s total cost
    (CR 601.2g-h; assist, 702.132a).

    Return :class:`manastack.api.OtherPayer` values. Asked once the total cost is locked
    (601.2f) and only if it has generic mana: the caster chooses another player or none
    (a decision of kind ``name``); the chosen player activates their own mana abilities
    and pays the amount of generic mana they choose (``"<name>_amount"``) from their own
    pool, before the caster activates mana abilities and pays the rest (601.2g-h). That
    mana is mana spent to cast the spell. Called once per cast.
    """


# --------------------------------------------------------------------------
# 4. Zone changes (CR 400.7, 614, 603.6)
# --------------------------------------------------------------------------


@hookspec
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """Replacement effects that apply to an object about to change zones (CR 614).

    ``move`` says which object, from where, to where, and why. Return
    :class:`manastack.api.Replacement` values; each rewrites the move
    (another destination, enters tapped, with counters, under another
    controller). When several apply, the affected object's controller (or its
    owner) chooses the order (CR 616.1); each applies at most once per move.
    Flashback returns "exile it instead" for a card cast with flashback
    leaving the stack, however it leaves (resolving, countered, fizzling).
    Called on every zone change: check the cheap conditions first.
    """


@hookspec
def manastack_replace_draw(game: Game, player: int) -> Iterable[DrawReplacement]:
    """Replacement effects that apply to ``player`` drawing one card (CR 614.1a, 614.11).

    CR 614.11: "Some effects replace card draws"; 121.6: such an effect reads "if a player
    would draw a card, ... instead". Each card of a draw of several is its own event (121.2):
    the hook is asked before each one, also when the library is empty (a draw from an empty
    library with no replacement makes the player lose at the next state-based check,
    121.4, 704.5b). Return :class:`manastack.api.DrawReplacement` values; ``apply`` does
    what happens instead, and the card isn't drawn. When several apply, or when each one is
    a "you may" (``optional``), ``player`` (the affected player, 616.1) chooses which one
    applies or, if all are optional, to draw normally: an explicit decision
    ``"replace_draw"``. A replacement is not asked again about the draws its own effect
    makes (614.5: "draw two cards instead" draws two). Dredge returns "mill N, return this
    card to your hand" for each card with dredge in the player's graveyard (702.52a). Called
    on every draw: declare what you read with :func:`manastack.api.reads_keyword` (dredge:
    ``("dredge", "graveyard")``) so a game with none of it doesn't ask.
    """


@hookspec
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """Told that an object changed zones (CR 400.7, 603.6).

    ``old`` is the last known information of the object that left, ``new`` the
    new object (``None`` if it ceased to exist, e.g. a token leaving the
    battlefield). ``move`` is the zone change as it happened, after replacement
    effects (614.1): its ``cause``, in ``applied``, the keys of the replacements
    that applied (614.5), and in ``records`` (``move.recorded(key)``) what a replacement
    recorded as it applied (riot's "no", 702.136a), so that a plugin's replacement can have a
    consequence once the object is in its new zone (rebound's delayed trigger, 702.88a; a
    card "exiled this way" by madness, 702.35a). Triggered abilities printed on cards use the kernel's
    trigger service; this hook is for a plugin's own bookkeeping. An implementation may
    leave out parameters it doesn't use.
    """


# --------------------------------------------------------------------------
# 5. Continuous effects and rule questions (CR 611-613, 302.6, 509.1b)
# --------------------------------------------------------------------------


@hookspec
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """Continuous effects from a plugin's rules, beyond those of cards and spells.

    CR 611.3, 613: return :class:`manastack.api.ContinuousEffect` values;
    each carries its layer, timestamp and the objects it applies to. The kernel
    sorts all effects by layer, then dependency, then timestamp (613.7-613.8),
    never by the order plugins answered. Parts may also be rule effects
    (613.10-613.11: ``PlayerKeyword``, ``AsThough``, ``Restriction``,
    ``ZoneReplacement``, ``PreventDamage``), read by the kernel service they
    concern. Called when characteristics are recomputed after a change that
    can alter them (zones, counters, control, effects), not on every query nor
    after a tap or a life change: an effect that depends on such things should
    carry a ``condition``, which is evaluated on every pass.
    """


@hookspec(firstresult=True)
def manastack_ignores_summoning_sickness(game: Game, obj: GameObject) -> bool | None:
    """May ``obj`` attack and use {T}/{Q} abilities though it came under its
    controller's control since their most recent turn began? (CR 302.6, 702.10)

    Return ``True`` to allow it (haste does), ``None`` when you have no opinion.
    The kernel's own answer is "no". Called only for creatures that are
    summoning sick.
    """


@hookspec
def manastack_attack_restrictions(game: Game, attacker: GameObject) -> Iterable[str]:
    """Reasons why ``attacker`` can't attack, beyond the kernel's own (CR 508.1c).

    ``attacker`` is an untapped creature of the active player. Return short reasons,
    each ending with its CR rule in parentheses (``["has defender (702.3b)"]``), or
    nothing. One reason from any plugin makes the attack illegal: the creature is not
    offered in the attackers decision and a declaration using it is refused with rule
    508.1c, the game left as it was (CR 732). The kernel's own answer is defender
    (702.3b), lifted by "can attack as though it didn't have defender" (609.4). Called
    when the attackers decision lists its options and when a declaration is checked; a
    question: it must not change the game.
    """


@hookspec
def manastack_attack_optional_costs(game: Game, attacker: GameObject) -> None:
    """Let the active player choose and pay the optional costs to attack with ``attacker``
    (CR 508.1g-j: costs a player may pay "as" a creature attacks, "You may exert this
    creature as it attacks", 701.43d).

    Called once for each chosen creature, in the order of the declaration, after the
    declaration is checked (508.1a-d) and the attackers are tapped (508.1f), before any
    ability triggers on attacking (508.1m). An implementation asks its choice with
    ``game.decide`` (a decision for the player, and the same answer for the same seed) and
    pays it; abilities that trigger on that payment ("when you do", 603.2) trigger now and
    are put on the stack with the attack triggers (508.2b). Declared with
    ``reads_keyword(keyword, "battlefield")``, an implementation is asked only when
    ``attacker`` has that keyword now (printed or granted, CR 613).
    """


@hookspec
def manastack_declare_bands(game: Game, attackers: tuple[int, ...]) -> None:
    """Let the active player announce which of ``attackers`` (the creatures just declared,
    in the order of the declaration) are banded with which (CR 508.1e, 702.22c).

    Called once per declaration of two or more attackers, after the declaration is checked (508.1a-d)
    and before the attackers tap (508.1f); ``game.state.combat.attackers`` already says
    what each attacks (702.22d). An implementation asks its choice with ``game.decide`` and
    records the bands itself (a tag of the attackers); an answer it refuses raises
    :class:`~manastack.api.IllegalActionError`. Declared with
    ``reads_keyword(keyword, "battlefield")``, an implementation is asked only while an
    object on the battlefield has that keyword now (printed or granted, CR 613).
    """


@hookspec
def manastack_blocked_together(game: Game, attacker: GameObject) -> Iterable[tuple[int, str]]:
    """The other attacking creatures that become blocked by each creature blocking
    ``attacker`` (CR 702.22h: the other creatures of its band), each with the rule why.

    Asked once blockers are declared (509.1h), for each attacking creature a declared block
    blocks, before any attacking creature becomes blocked and before "blocks" and "becomes
    blocked" abilities trigger (509.3): the kernel adds those creatures to what the blocker
    blocks. A question: it must not change the game.
    """


@hookspec(firstresult=True)
def manastack_combat_damage_chooser(game: Game, creature: GameObject) -> tuple[int, str] | None:
    """The player who divides ``creature``'s combat damage among several recipients, and
    the rule why, when it is not its controller (CR 510.1c-d; banding's 702.22j-k: the
    defending player divides an attacker's damage when a creature with banding blocks it).

    Asked only when the division is a choice (several creatures blocking or blocked, or
    trample); that player may choose any legal division. The first answer counts; None:
    its controller divides it. A question: it must not change the game.
    """


@hookspec
def manastack_blockers_needed(game: Game, attacker: GameObject) -> Iterable[BlockersNeeded]:
    """The fewest creatures that may block ``attacker`` (CR 509.1b), with the rule why.

    Return :class:`manastack.api.BlockersNeeded` values, or nothing: menace answers
    ``BlockersNeeded(2, "has menace", rule="702.111b")`` ("can't be blocked except by two
    or more creatures"). The largest count counts. A declaration in which fewer block it
    is refused citing that value's rule; blocking requirements (509.1c) count it as
    blocked only with that many. A question: it must not change the game.
    """


@hookspec
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> Iterable[str]:
    """Reasons why ``blocker`` can't block ``attacker``, beyond the kernel's own (CR 509.1b).

    This is where an evasion keyword lives (shadow 702.28b, horsemanship
    702.31b, fear 702.36b, intimidate 702.13b, skulk 702.118b, landwalk
    702.14c...): a restriction on which creatures may block which.

    ``blocker`` is an untapped creature on the battlefield controlled by the
    defending player, ``attacker`` an attacking creature (both the current
    :class:`~manastack.api.GameObject`; read their characteristics with
    ``game.chars(obj.id)`` and keywords with ``game.has_keyword(obj.id, name)``,
    so that granted and lost abilities count, layer 6). Return a list of
    short reasons, each ending with its CR rule in parentheses, e.g.
    ``["the attacker has shadow (702.28b)"]``; return nothing (``None`` or an
    empty list) when this plugin doesn't forbid the block. One reason from any
    plugin makes the block illegal: the pair is not offered in the blockers
    decision (509.1a) and a declaration using it is refused with rule 509.1b,
    the game left as it was (CR 732).

    Every answer is collected (this is not a *firstresult* hook): restrictions
    are independent and cumulative (509.1b: a block violating any one is
    illegal), so the verdict doesn't depend on the order plugins are called,
    and the refusal names every reason (sorted, so the message doesn't depend
    on that order either). "Can block as though ..." permissions (609.4, Wall
    of Diffusion) belong to the plugin whose restriction they lift: answer
    nothing for such a blocker.

    Called only when the kernel's own checks found no reason (tapped or not a
    creature 509.1a, "can't block", decayed, "can't be blocked [except by]"); the
    kernel's evasion rules answer through this hook too, as the plugin ``core``
    (flying and reach 702.9b, protection 702.16f): when the blockers decision lists its
    options (once per untapped creature of the defending player and attacker
    it could block), when a declaration is checked, and when blocking
    requirements are weighed (509.1c). It is a question: it must not change
    the game (no log entry, no state change), and must answer the same for the
    same state. Example (skulk, CR 702.118b)::

        @hookimpl
        def manastack_block_restrictions(game, blocker, attacker):
            if game.has_keyword(attacker.id, "skulk") and (
                    game.chars(blocker.id).power > game.chars(attacker.id).power):
                return ["the attacker has skulk: a creature with greater power "
                        "can't block it (702.118b)"]
            return None
    """


@hookspec
def manastack_damage_dealt(game: Game, source: int | None, recipient: int | PlayerRef,
                           amount: int, combat: bool) -> None:
    """Told that damage was dealt (CR 120.3, 120.4), to add the damage's further results.

    ``source`` is the id of the damage's source (``None`` for damage without one),
    ``recipient`` the permanent's id or the player (a :class:`~manastack.api.PlayerRef`),
    ``amount`` the damage dealt after prevention (615), ``combat`` whether it is combat
    damage (510.2). Called after the kernel's own results (life loss 120.3a, poison from
    infect 120.3b, loyalty and defense 120.3c/h, damage or -1/-1 counters 120.3d-e, lifelink
    120.3f) and before the "damage" trigger event (603.2), as part of the same damage event:
    what the hook does happens at the same time, before state-based actions are checked
    (704.3). Toxic (702.164c, 120.3g) gives poison counters here. Prevented damage (615.1a)
    and 0 damage (120.8) call nothing. Called once per source and recipient of each damage
    event, only when an enabled plugin implements it.
    """


@hookspec(firstresult=True)
def manastack_spell_targets_illegal(game: Game, spell: Spell) -> Spell | None:
    """Every target of ``spell`` is illegal as it begins to resolve (CR 608.2b): return the
    spell as it goes on resolving instead of being removed from the stack, or ``None``.

    A keyword that makes a spell stop being what made it target answers here: a bestowed
    Aura spell whose target is illegal ceases to be bestowed and resolves as a creature
    spell (702.103e, 608.3b); a mutating creature spell, as a creature spell (702.140b).
    The returned spell (typically without its targets) replaces the one on the stack, its
    targets are checked again, and it resolves (a permanent spell attaches only to a legal
    target). The first answer wins (``firstresult``); the implementation logs what it did,
    citing its rule. Called only for a spell with targets all of which are illegal.
    """


@hookspec(firstresult=True)
def manastack_aura_illegal(game: Game, obj: GameObject, problem: str) -> bool | None:
    """The Aura ``obj`` would be put into its owner's graveyard by CR 704.5m (``problem``
    says why): return ``True`` after performing an exception to that rule instead, or
    ``None``.

    A bestowed Aura attached to an illegal object or to nothing becomes unattached and
    ceases to be bestowed, staying on the battlefield as an enchantment creature
    (702.103f, "an exception to rule 704.5m"). Called as the state-based actions are
    performed, all at once (704.3); the implementation logs what it did, citing its rule.
    The first answer wins (``firstresult``).
    """


@hookspec
def manastack_phasing_permanents(game: Game, player: int) -> Iterable[int]:
    """The phased-in permanents ``player`` controls that phase out as their untap step
    begins (CR 502.1, 702.26a): those with phasing. The kernel phases them out and the
    permanents that phased out under ``player``'s control in, simultaneously, before
    anything untaps; what is attached to them phases out with them (702.26g).

    Called once per untap step (not when it is skipped, 702.26m), only when an enabled
    plugin implements it; the answers are joined. Declare :func:`reads_keyword` with the
    zone ``"battlefield"`` to be asked only when a permanent of ``player``'s has the keyword.
    """


@hookspec
def manastack_game_setup(game: Game) -> None:
    """Told that a game was created with this plugin enabled, before play starts.

    Called once per :class:`~manastack.api.Game` built (not for its clones,
    which copy the state, ``game.state.notes`` included). A plugin may keep
    per-game bookkeeping in ``game.state.notes`` (immutable values only, so
    that ``clone()`` and rollbacks stay exact).
    """


@hookspec
def manastack_state_based_actions(game: Game) -> Iterable[Callable[[], None]]:
    """The state-based actions of a plugin's own objects that apply now (CR 704.3, 704.5):
    each a function performing one (and logging it with its rule); the kernel performs
    them with its own, simultaneously, and checks again (704.3). A dungeon whose venture
    marker is on its bottommost room is removed from the game (704.5t).

    Asked at each check that finds something changed, only for an implementation declared
    with :func:`reads_tag` while an object carrying its tag exists in its zone (one
    declaring none is never asked): a game without such an object pays nothing::

        @hookimpl
        @reads_tag("dungeon", "command")
        def manastack_state_based_actions(game): ...
    """


def hook_names() -> list[str]:
    """Every hook specified in this module, in source order."""
    return [name for name in globals() if name.startswith("manastack_")]


def spec_arguments(name: str) -> tuple[str, ...]:
    """The argument names of the hook ``name`` (for generated documentation)."""
    func: Any = globals()[name]
    code = func.__code__
    return tuple(code.co_varnames[: code.co_argcount])
