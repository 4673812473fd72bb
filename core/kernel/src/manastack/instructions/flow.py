"""The instructions that change what happens next (CR 500.7, 603.7, 608.2g): extra turns,
delayed triggered abilities, casting a spell while an effect resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.engine import triggers
from manastack.engine.casting import cast, cast_without_paying
from manastack.engine.legal_actions import castable
from manastack.engine.permissions import permissions_for
from manastack.engine.stack import (
    change_the_target,
    choose_new_targets,
    copy_ability,
    copy_spell,
)
from manastack.engine.triggers import create_delayed
from manastack.engine.turns import end_the_turn
from manastack.errors import IllegalActionError
from manastack.model import effects as fx
from manastack.model.effects import YOU, Context, Instruction, ItRef, Ref
from manastack.model.filters import ObjectFilter, Target
from manastack.model.objects import GameObject, PlayerRef, Zone
from manastack.model.spells import CastingPermission
from manastack.model.triggers import PendingTrigger, TriggerCondition
from manastack.model.turns import Step

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.model.abilities import Mode


@frozen
class ExtraTurn(Instruction):
    """"[Target player] takes an extra turn after this one" (CR 500.7); ``who`` defaults to
    the controller ("Take an extra turn after this one")."""

    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            t = ctx.game.state.turn
            # CR 500.7: the newest extra turn is taken first
            ctx.game.state.turn = attrs.evolve(t, extra_turns=(p, *t.extra_turns))
            ctx.game.log_event("turn", f"{ctx.game.player(p)} will take an extra turn",
                               rule="500.7")


@frozen
class EndTheTurn(Instruction):
    """"End the turn" (Time Stop, Sundial of the Infinite; CR 723.1): the stack exiled, the
    turn straight to its cleanup step (``manastack.engine.turns.end_the_turn``)."""

    def run(self, ctx: Context) -> None:
        end_the_turn(ctx.game)


@frozen
class SkipNextTurn(Instruction):
    """"[Player] skips their next turn" (CR 614.10)."""

    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.skip_next_turn(p)


@frozen
class SkipNextStep(Instruction):
    """"You skip your next draw step" (Ivory Gargoyle; CR 614.10): the next such step of
    each player of ``who`` doesn't happen (``step``: the step's value)."""

    who: Ref = YOU
    step: str = "draw step"

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.skip_next_step(p, self.step)


@frozen
class CreateDelayedTrigger(Instruction):
    """Create a delayed triggered ability (CR 603.7) about the objects of ``what``.

    ``event``: ``"step_begins"`` (``step``, default the next end step; a tuple of steps:
    the next of any of them, "your next main phase" 505.1), ``"dies"``, ``"exiled"``,
    ``"leaves"``...; ``events`` for several ("when that permanent dies or is put into
    exile")."""

    event: str
    effect: Mode
    what: Ref = field(factory=ItRef)
    controller_from_ctx: bool = True
    events: tuple[str, ...] = ()
    step: Any = None
    #: "at the beginning of your next upkeep": only a step of its controller's turn (603.7a)
    yours: bool = field(default=False, kw_only=True)
    #: "at this turn's next end of combat": gone at the end of this turn if not triggered
    this_turn: bool = field(default=False, kw_only=True)
    #: "add an amount of {C} equal to that spell's mana value" (Mana Drain): counted now, as
    #: the ability creating it resolves (608.2h), the delayed ability's event amount (603.7c)
    noted: fx.Amount | None = field(default=None, kw_only=True)
    #: its effect acts only on the objects of ``what`` ("Sacrifice it at the beginning of the
    #: next end step"): with none of them (nothing was put onto the battlefield), there is no
    #: object for it to refer to and none is created (CR 603.7c, 603.7a)
    about_objects: bool = field(default=False, kw_only=True)

    def run(self, ctx: Context) -> None:

        objects = tuple(o for o in self.what.objects(ctx) if ctx.game.find(o) is not None)
        if self.about_objects and not objects:
            ctx.game.log_event("resolve", f"{ctx.source_name}: \"{self.text}\" refers to no "
                               "object: no delayed triggered ability is created (CR 603.7c)",
                               rule="603.7c")
            return
        noted = None if self.noted is None else max(0, fx.amount(self.noted, ctx))
        triggers.create_delayed(
            ctx.game,
            event=self.event,
            effect=_with_creator_targets(ctx, self.effect),
            controller=ctx.controller,
            objects=objects,
            source=ctx.source,
            step=self.step,
            text=self.text,
            events=self.events,
            source_lki=ctx.source_lki,
            player=ctx.controller if self.yours else None,
            this_turn=self.this_turn,
            noted=noted,
        )


def _with_creator_targets(ctx: Context, effect: Mode) -> Mode:
    """The delayed ability's effect knowing the targets its creator chose, which its words
    name ("Destroy target blocking creature at end of combat", "Target player draws a card at
    the beginning of the next turn's upkeep"): chosen as the creator was cast or activated,
    never again, and not targets of the delayed ability (CR 603.7c). An effect with targets
    of its own chooses them as it is put on the stack, so it is left as it is (603.3d)."""
    if not ctx.targets or effect.targets or not fx.names_targets(effect.instructions):
        return effect  # nothing of it names a target: nothing to remember, nothing logged
    game = ctx.game
    remembered = tuple(
        tuple((t, None if isinstance(t, PlayerRef) else game.obj(t).zone) for t in instance
              if t not in ctx.illegal and (isinstance(t, PlayerRef) or game.find(t) is not None))
        for instance in ctx.targets)
    return attrs.evolve(effect, instructions=(CreatorTargets(targets=remembered),
                                              *effect.instructions))


@frozen
class CreatorTargets(Instruction):
    """First in a delayed ability's effect: "target ..." of its words means what the spell or
    ability that created it targeted (CR 603.7c), each object only while it is in the zone it
    was in then (a new object otherwise, 400.7); the players always."""

    targets: tuple[tuple[tuple[Target, Zone | None], ...], ...] = ()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        kept: list[tuple[Target, ...]] = []
        for instance in self.targets:
            now: list[Target] = []
            for t, zone in instance:
                if isinstance(t, int):
                    obj = game.find(t)
                    if obj is None or obj.zone is not zone:
                        game.log_event("resolve", f"{ctx.source_name}: a target of what created it "
                                       f"(#{t}) has left the {zone.value if zone else 'zone'}"
                                       ", not affected (CR 603.7c, 400.7)", rule="603.7c")
                        continue
                now.append(t)
            kept.append(tuple(now))
        ctx.targets = tuple(kept)
        ctx.illegal = frozenset()


@frozen
class LoseTheGame(Instruction):
    """"You lose the game" (CR 104.3e: an effect may state that a player loses the game)."""

    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.lose(p, f"{ctx.source_name}: an effect says so", rule="104.3e")


@frozen
class WinTheGame(Instruction):
    """"You win the game" (CR 104.2b: an effect may state that a player wins the game; the
    game ends at once, 104.1)."""

    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.win(p, f"{ctx.source_name}: an effect says so", rule="104.2b")


# --------------------------------------------------------------------------
# Fights
# --------------------------------------------------------------------------


@frozen
class CastWithoutPaying(fx.Instruction):
    """"You may cast a [filter] spell with mana value N or less from your hand without
    paying its mana cost", "You may cast one of them without paying its mana cost" (``among``:
    the cards just drawn; CR 118.9, 608.2g): cast while the effect resolves, with any
    permission the player has for the card (the casting rules say which are legal) but no
    timing (608.2g: 601.2a-i only; a creature or sorcery is cast with the stack not empty, in
    any step); a land is never cast. Decision ``cast_free``: (card, permission) or nothing."""

    filter: ObjectFilter = ObjectFilter()
    max_mana_value: fx.Amount | None = None
    #: "one of them" (Mad Wizard's Lair): only those cards, while still in the hand (400.7)
    among: Ref | None = None

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        limit = None if self.max_mana_value is None else fx.amount(self.max_mana_value, ctx)
        among = None if self.among is None else set(self.among.objects(ctx))
        options: list[tuple[int, str]] = []
        for obj in game.hand(ctx.controller):
            if among is not None and obj.id not in among:
                continue
            if obj.card.type_line.has_type("Land"):
                continue
            if limit is not None and game.mana_value(obj.id) > limit:
                continue
            if not self.filter.matches(game, obj, player=ctx.controller, source=ctx.source):
                continue
            options.extend((obj.id, p.name) for p in permissions_for(game, ctx.controller, obj.id))
        if not options:
            return
        chosen = game.decide(kind="cast_free", player=ctx.controller,
                             prompt="Cast a spell without paying its mana cost?",
                             options=tuple(options), min=0, max=1, rule="118.9")
        for obj_id, permission in chosen:
            # CR 608.2g: cast as the effect resolves, whatever the card's timing
            cast(game, ctx.controller, obj_id, permission=permission, without_paying=True,
                 now=True)


@frozen
class Discover(fx.Instruction):
    """"Discover N" (CR 701.57a): exile cards from the top of your library until a nonland
    card with mana value N or less; cast it without paying its mana cost (118.9) if the
    resulting spell's mana value is N or less, else put it into your hand; the rest go on
    the bottom in a random order. Decision ``discover``: "cast" or "hand"."""

    count: fx.Amount

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        who = ctx.controller
        limit = fx.amount(self.count, ctx)
        exiled: list[int] = []
        hit: int | None = None
        while game.library(who):
            new = game.move(game.library(who)[0].id, Zone.EXILE, rule="701.57a")
            if new is None or new.zone is not Zone.EXILE:
                break  # a replacement put it elsewhere: it is not exiled this way
            exiled.append(new.id)
            if not game.chars(new.id).type_line.has_type("Land") and \
                    game.mana_value(new.id) <= limit:
                hit = new.id
                break
        if hit is None:  # CR 701.57b: discovered all the same
            game.log_event("discover", f"{game.player(who)} discovers {limit}: no nonland "
                           f"card with mana value {limit} or less is exiled", rule="701.57b")
        else:
            # CR 701.57c: the discovered card, cast or put into the hand
            game.log_event("discover", f"{game.player(who)} discovers {limit}: "
                           f"{game.obj(hit)} is exiled", rule="701.57c", obj=hit)
            self._cast_or_keep(ctx, hit, limit)
        rest = [o for o in exiled if (obj := game.find(o)) is not None and obj.zone is Zone.EXILE
                and o != hit]
        game.rng.shuffle(rest)  # CR 701.57a: a random order
        for oid in rest:
            game.move(oid, Zone.LIBRARY, position="bottom", rule="701.57a")
        if rest:
            game.log_event("discover", f"{len(rest)} other exiled card(s) are put on the "
                           "bottom of the library in a random order", rule="701.57a")
        ctx.it = [hit] if hit is not None else []

    @staticmethod
    def _cast_or_keep(ctx: fx.Context, hit: int, limit: int) -> None:
        """CR 701.57a: the player chooses to cast it or not; a cast that is illegal or whose
        spell's mana value is over N leaves the game as it was (732): the card goes to the
        hand."""
        game = ctx.game
        who = ctx.controller
        choice = game.decide(kind="discover", player=who, prompt=f"Discover: cast "
                             f"{game.obj(hit)} without paying its mana cost, or put it into "
                             "your hand?", options=("cast", "hand"), rule="701.57a")[0]
        if choice == "cast":
            try:
                with game.transaction():
                    spell = cast_without_paying(game, who, hit)
                    value = game.mana_value(spell.id)
                    if value > limit:
                        raise IllegalActionError(
                            f"the resulting spell {spell.card.name} has mana value {value}, "
                            f"more than {limit}", rule="701.57a", step="601.2e")
            except IllegalActionError as exc:  # CR 732: the game is as it was
                game.log_event("discover", f"{game.obj(hit)} can't be cast: {exc}",
                               rule="701.57a")
            else:
                game.log_event("discover", f"{game.player(who)} casts {spell.card.name} "
                               "without paying its mana cost (discover)", rule="701.57a")
                return
        game.log_event("discover", f"{game.player(who)} puts {game.obj(hit)} into their hand "
                       "(discover)", rule="701.57a")
        game.move(hit, Zone.HAND, rule="701.57a")


# --------------------------------------------------------------------------
# Additional combat phases (CR 500.8, 506.1)
# --------------------------------------------------------------------------


@frozen
class AdditionalCombat(fx.Instruction):
    """"After this phase, there is an additional combat phase" (CR 500.8).

    The phase is added directly after the phase under way: the combat phase, or the main
    phase (then the turn goes on with what followed that main phase; no main phase is
    added, 505.1a); resolved in another phase, after the turn's next combat phase. The most
    recently added comes first.

    ``after_main``: "After this main phase, there is an additional combat phase followed by
    an additional main phase" (Aggravated Assault): both added after the main phase under
    way (505.1a: that main phase is a postcombat one); outside a main phase there is no
    "this main phase", and nothing is added.
    """

    after_main: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        t = game.state.turn
        if self.after_main:
            if t.step not in (Step.MAIN1, Step.MAIN2):
                game.log_event("turn", "not in a main phase: no phase is added", rule="500.8")
                return
            game.state.turn = attrs.evolve(t, added_combat_mains=t.added_combat_mains + 1)
            game.log_event("turn", "after this main phase, there will be an additional combat "
                           "phase followed by an additional main phase", rule="500.8")
            return
        game.state.turn = attrs.evolve(t, extra_combats=(None, *t.extra_combats))
        after = " after this main phase" if t.step in (Step.MAIN1, Step.MAIN2) else ""
        game.log_event("turn", f"there will be an additional combat phase{after}",
                       rule="500.8")


@frozen
class RestrictAddedCombat(fx.Instruction):
    """"Only [filter] can attack during that combat phase": a restriction on the combat
    phase just added (CR 508.1c)."""

    only: ObjectFilter

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        t = game.state.turn
        if not t.extra_combats:
            return
        game.state.turn = attrs.evolve(t, extra_combats=(self.only, *t.extra_combats[1:]))
        game.log_event("turn", f"only {self.only} can attack during that combat phase",
                       rule="508.1c")


# --------------------------------------------------------------------------
# Reflexive triggered abilities: "When you do, ..." (CR 603.12)
# --------------------------------------------------------------------------


@frozen
class ReflexiveTrigger(fx.Instruction):
    """"[Action]. When you do, [effect]" (CR 603.12): a reflexive triggered ability,
    created as the spell or ability resolves, that triggers if the action before it was
    taken: with ``done`` or ``paid``, as the action recorded when it was done (what it acted
    on may be gone: a sacrificed token); otherwise if it acted on something ("it" is not
    empty). It follows the rules of delayed triggered abilities
    (603.7): put on the stack the next time a player would receive priority, its targets
    chosen then (603.3d: none legal, it is removed). An intervening "if" (``condition``) is
    checked as it triggers and as it resolves (603.4)."""

    effect: Mode
    condition: Callable[[fx.Context], bool] | None = field(default=None, eq=False,
                                                          repr=False)
    #: after "you may pay {1}": it triggers if the cost was paid (``ctx.values["did"]``,
    #: 608.2c), "that creature" still being the one of the ability's event (603.12)
    paid: bool = False
    #: after an action that records whether it was done (``ctx.values["did"]``: "you may
    #: remove two oil counters from it", a sacrifice, a tap): it triggers only if it was
    done: bool = False

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        if self.paid and not ctx.values.get("did"):
            game.log_event("trigger", f"{self.text}: the cost wasn't paid, it doesn't "
                           "trigger", rule="603.12")
            return
        if self.done and not ctx.values.get("did"):
            # CR 603.12: the action wasn't taken (declined, or impossible and not offered,
            # 608.2d): the event didn't occur during the resolution, no trigger
            game.log_event("trigger", f"{self.text}: the action wasn't taken, it doesn't "
                           "trigger", rule="603.12")
            return
        if not ctx.it and not self.paid and not self.done:
            # CR 603.12: an action recording nothing was taken if it left something acted on;
            # one that records it ("done") was taken even if that is gone (a token, 111.7)
            game.log_event("trigger", f"{self.text}: the action wasn't taken, it doesn't "
                           "trigger", rule="603.12")
            return
        if self.condition is not None and not self.condition(ctx):
            game.log_event("trigger", f"{self.text}: its condition is false, it doesn't "
                           "trigger", rule="603.4")
            return
        source = ctx.source_lki
        if ctx.source is not None and game.find(ctx.source) is not None:
            source = game.obj(ctx.source)
        if source is None:
            return
        pending = PendingTrigger(
            source=ctx.source if ctx.source is not None else source.id, source_lki=source,
            controller=ctx.controller, effect=self.effect, text=self.text,
            # CR 603.12: the event of the ability creating it, "it" the object acted on
            event=dict(ctx.event) if self.paid else _acted_on(ctx),
            delayed=True,
            order=len(game.state.pending_triggers))
        game.state.pending_triggers = (*game.state.pending_triggers, pending)
        game._touch(chars=False)
        game.log_event("trigger", f"reflexive trigger: {self.text}", rule="603.12")


def _acted_on(ctx: fx.Context) -> dict[str, Any]:
    """The event of a reflexive ability (CR 603.12): the creating ability's, "it" the object
    the action acted on, none if that is gone (a sacrificed token ceased to exist, 111.7);
    "host": the object that one was attached to then (a Role token created attached to a
    creature, 303.4f); "sacrificed": the permanents the action sacrificed, "the sacrificed creature" of the
    reflexive ability (608.2h: as they last existed)."""
    event = {k: v for k, v in ctx.event.items() if k not in ("obj", "host")}
    if ctx.values.get("sacrificed"):
        event["sacrificed"] = ctx.values["sacrificed"]
    if not ctx.it:
        return event
    acted = ctx.game.find(ctx.it[0])
    if acted is not None and acted.attached_to is not None:
        # CR 603.12, 608.2c: "create a Role token attached to target creature. When you do,
        # that creature ...": the object it was attached to, kept if the token leaves
        event["host"] = acted.attached_to
    return {**event, "obj": ctx.it[0]}


# --------------------------------------------------------------------------
# Delayed triggered abilities "this turn" (CR 603.7)
# --------------------------------------------------------------------------


@frozen
class WhenItDiesThisTurn(fx.Instruction):
    """"When that creature dies this turn, [effect]" (CR 603.7a): a delayed triggered ability
    about the objects of ``what`` now, triggering once (603.7b) if one of them dies during
    this turn; its targets are chosen as it is put on the stack (603.3d). ``event``
    ``"leaves"``: "When that creature leaves the battlefield this turn" (to any zone,
    603.6c)."""

    effect: Mode
    what: fx.Ref = field(factory=fx.ItRef)
    event: str = "dies"

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        objects = tuple(o for o in self.what.objects(ctx)
                        if (obj := game.find(o)) is not None and obj.zone is Zone.BATTLEFIELD)
        if not objects:
            return
        create_delayed(game, event=self.event, effect=self.effect,
                                controller=ctx.controller, objects=objects, source=ctx.source,
                                text=self.text, source_lki=ctx.source_lki, this_turn=True)


@frozen
class WhenNextThisTurn(fx.Instruction):
    """"When you next cast an instant or sorcery spell this turn, [effect]" (CR 603.7a): a
    delayed triggered ability triggering once (603.7b), the next time this turn an event
    satisfies ``condition`` (a trigger condition, 603.2, its "you" the instruction's
    controller); its effect acts on the event's object, if still where the event put it
    (603.7c: "that spell" on the stack). Gone unused at the end of the turn."""

    effect: Mode
    condition: TriggerCondition
    #: "Whenever a creature blocks this turn, ...": every such event this turn, not only the
    #: next (CR 603.7b: a stated duration)
    repeats: bool = field(default=False, kw_only=True)

    def run(self, ctx: fx.Context) -> None:
        create_delayed(ctx.game, event=self.condition.event, effect=self.effect,
                       controller=ctx.controller, source=ctx.source, text=self.text,
                       source_lki=ctx.source_lki, this_turn=True, condition=self.condition,
                       repeats=self.repeats)


# --------------------------------------------------------------------------
# Casting a spell during resolution (CR 608.2g, 118.9)
# --------------------------------------------------------------------------


@frozen
class MayCastFromGraveyardFree(fx.Instruction):
    """"You may cast an instant or sorcery spell from that player's graveyard without paying
    its mana cost" (Sorcerous Squall): the controller picks one such card that can be cast
    now (or none), and casts it during this resolution (608.2g: timing permissions don't
    apply) without paying its mana cost (118.9: X is 0, additional costs are paid). The
    spell becomes "it" ("If that spell would be put into a graveyard, ...")."""

    filter: ObjectFilter
    whose: fx.Ref
    #: "You may cast target instant or sorcery card from an opponent's graveyard without
    #: paying its mana cost" (Arcane Heist): only that target card, still in a graveyard
    #: (CR 115.1, 608.2b: an illegal target is not cast); ``filter`` and ``whose`` unused
    what: fx.Ref | None = None

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        ctx.it = []
        options = []
        for obj in self._candidates(ctx):
            perm = CastingPermission(
                name="without paying", obj=obj.id, zone=Zone.GRAVEYARD, alternative=True,
                timing="now", without_paying=True, label="without paying its mana cost")
            if castable(game, ctx.controller, obj, perm):
                options.append(obj.id)
        if not options:
            game.log_event("cast", "no spell can be cast this way", rule="608.2g")
            return
        chosen = game.decide(kind="cast_free", player=ctx.controller,
                             prompt="Cast a spell without paying its mana cost?",
                             options=tuple(options),
                             labels=tuple(str(game.obj(o)) for o in options), min=0, max=1,
                             rule="608.2g")
        for oid in chosen:
            try:
                spell = cast_without_paying(game, ctx.controller, int(oid))
            except IllegalActionError as exc:  # the game is as it was (CR 732)
                game.log_event("cast", f"it can't be cast: {exc}", rule="608.2g")
                return
            ctx.it = [spell.id]

    def _candidates(self, ctx: fx.Context) -> list[GameObject]:
        """The graveyard cards this may cast: the target card, or those ``filter`` fits in
        ``whose`` graveyards."""
        game = ctx.game
        if self.what is not None:
            found = (game.find(oid) for oid in self.what.objects(ctx))
            return [obj for obj in found if obj is not None and obj.zone is Zone.GRAVEYARD]
        return [obj for p in self.whose.players(ctx) for obj in game.graveyard(p)
                if self.filter.matches(game, obj, player=ctx.controller, source=ctx.source)]


@frozen
class OncePerTurn(fx.Instruction):
    """"Do this only once each turn" (the optional action before it): done at most once each
    turn for this object (a new object, 400.7, starts afresh)."""

    then: tuple[fx.Instruction, ...] = ()
    key: str = ""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        tag = f"once-each-turn:{self.key}"
        turn = game.state.turn.number
        if source is not None and source.tags.get(tag) == turn:
            game.log_event("resolve", f"{self.key}: already done this turn", rule="603.5")
            return
        for step in self.then:
            step.run(ctx)
        if source is not None:
            game.update(source.id, tags={**game.obj(source.id).tags, tag: turn})


# --------------------------------------------------------------------------
# Copying a spell: "Copy target instant or sorcery spell" (CR 707.10)
# --------------------------------------------------------------------------


@frozen
class CopySpell(fx.Instruction):
    """"Copy [spell]" (CR 707.10): a copy on the stack under the instruction's controller,
    with every choice made for the original (see ``manastack.engine.stack.copy_spell``);
    ``new_targets``: "You may choose new targets for the copy" (707.10c). A spell that has
    left the stack is not copied (its target is illegal: 608.2b)."""

    what: fx.Ref
    new_targets: bool = False
    #: "copy it twice", "copy it for each ...": how many copies (CR 707.10), counted as the
    #: instruction runs (608.2h); each copy gets its own choice of new targets (707.10c)
    times: fx.Amount = 1
    #: "... they may copy this spell and may choose a new target for that copy" (Chain
    #: Lightning): the one player named copies it, under their control, if they choose (CR
    #: 707.10, 608.2d); None: the controller, always
    copier: fx.Ref | None = None

    def run(self, ctx: fx.Context) -> None:
        controller = ctx.controller
        if self.copier is not None:
            copier = self.copier.one_player(ctx)
            if copier is None:
                return  # CR 608.2h: the player named is gone: nobody copies
            controller = copier
            spells = [o for o in self.what.objects(ctx) if (obj := ctx.game.find(o)) is not None
                      and obj.zone is Zone.STACK]
            if not spells:
                return  # CR 608.2b: nothing left on the stack to copy
            names = ", ".join(str(ctx.game.obj(o)) for o in spells)
            (answer,) = ctx.game.decide(kind="may", player=controller, prompt=f"Copy {names}?",
                                        options=("yes", "no"), rule="707.10")
            if answer != "yes":
                ctx.game.log_event("copy", f"{ctx.game.player(controller)} doesn't copy "
                                   f"{names}", rule="608.2d")
                return
        _copy_each(ctx, self.what, lambda obj: obj.spell is not None, copy_spell,
                   self.new_targets, fx.amount(self.times, ctx), controller)


@frozen
class CopyAbility(fx.Instruction):
    """"Copy target activated or triggered ability you control" (Strionic Resonator, CR
    707.10): a copy on the stack under the instruction's controller, with every choice made
    for the original (see ``manastack.engine.stack.copy_ability``); ``new_targets``: "You
    may choose new targets for the copy" (707.10c). An ability that has left the stack is
    not copied (its target is illegal: 608.2b)."""

    what: fx.Ref
    new_targets: bool = False
    #: "copy target triggered ability you control twice": how many copies (CR 707.10), each
    #: with its own choice of new targets (707.10c)
    times: fx.Amount = 1

    def run(self, ctx: fx.Context) -> None:
        _copy_each(ctx, self.what, lambda obj: obj.tags.get("ability") is not None,
                   copy_ability, self.new_targets, fx.amount(self.times, ctx), ctx.controller)


def _copy_each(ctx: fx.Context, what: fx.Ref, copyable: Callable[[GameObject], bool],
               copy: Callable[..., GameObject], new_targets: bool, times: int,
               controller: int) -> None:
    """CR 707.10: ``times`` copies of each object ``what`` names that is still on the stack
    and ``copyable``, under ``controller``'s control; "it" is then the copies."""
    copies: list[int] = []
    for oid in what.objects(ctx):
        for _ in range(times):
            obj = ctx.game.find(oid)
            if obj is None or obj.zone is not Zone.STACK or not copyable(obj):
                break  # CR 608.2b: gone from the stack, an illegal target
            copies.append(copy(ctx.game, obj, controller, new_targets=new_targets).id)
    ctx.it = copies


@frozen
class ChangeTarget(fx.Instruction):
    """"Change the target of target spell [or ability] with a single target" (Deflection,
    Bolt Bend, CR 115.7a): the instruction's controller changes the spell's or ability's one
    target to another legal one, if there is one (see
    ``manastack.engine.stack.change_the_target``). One that has left the stack is not
    changed (its target is illegal: 608.2b)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        by = source.card.name if source is not None else "the effect"
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK or \
                    (obj.spell is None and obj.tags.get("ability") is None):
                continue
            change_the_target(game, oid, ctx.controller, by=by)


@frozen
class ChooseNewTargets(fx.Instruction):
    """"You may choose new targets for target spell" (Redirect, CR 115.7d): for each instance
    of "target" of the spell or ability, the instruction's controller keeps its targets or
    chooses new legal ones (see ``manastack.engine.stack.choose_new_targets``). One that has
    left the stack is not changed (its target is illegal: 608.2b)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        by = source.card.name if source is not None else "the effect"
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK or \
                    (obj.spell is None and obj.tags.get("ability") is None):
                continue
            choose_new_targets(game, oid, ctx.controller, by=by)
