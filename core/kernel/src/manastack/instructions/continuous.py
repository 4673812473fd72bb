"""The instructions that start continuous effects (CR 611.2): "gets +2/+2 until end of turn",
"gains flying", "becomes a 4/4", rule modifications for a duration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs
from attrs import field, frozen

from manastack.engine.layers import start_effect
from manastack.model import continuous as layers, effects as fx
from manastack.model.abilities import KeywordAbility
from manastack.model.continuous import (
    AddAbilities,
    AddTypes,
    ContinuousEffect,
    ModifyPT,
    RemoveTypes,
)
from manastack.model.effects import Context, Each, Instruction, Ref
from manastack.model.objects import Zone
from manastack.model.protection import PROTECTION_PREFIX as PROTECTION
from manastack.model.typeline import CREATURE_TYPES

if TYPE_CHECKING:
    from manastack.model.abilities import Ability
    from manastack.model.continuous import Duration, Modification
    from manastack.model.filters import ObjectFilter


def _duration(value: str | Duration | None, ctx: Context, default: str) -> Duration:
    """A duration named in a sentence, made concrete for this resolution (CR 611.2a)."""

    if value is None:
        value = default
    if not isinstance(value, str):
        return value
    if value == "end_of_turn":
        return layers.UNTIL_END_OF_TURN
    if value == "end_of_combat":
        return layers.UNTIL_END_OF_COMBAT
    if value == "your_next_turn":
        return layers.until_next_turn(ctx.controller)
    if value == "your_next_untap_step":
        return layers.through_next_untap_step(ctx.controller, "during your next untap step")
    if value == "while_source" and ctx.source is not None:
        return layers.while_source_remains(ctx.source)
    if value == "while_you_control_source" and ctx.source is not None:
        return layers.for_as_long_as(layers.you_control(ctx.source),
                                     "for as long as you control its source")
    if value == "while_source_tapped" and ctx.source is not None:
        return layers.for_as_long_as(layers.remains_tapped(ctx.source),
                                     "for as long as its source remains tapped")
    if value == "while_you_control_source_tapped" and ctx.source is not None:
        # CR 611.2b: both conditions of "for as long as you control ~ and ~ remains tapped"
        # must hold; the effect ends for good once either stops
        control, tapped = layers.you_control(ctx.source), layers.remains_tapped(ctx.source)
        return layers.for_as_long_as(lambda g, e: control(g, e) and tapped(g, e),
                                     "for as long as you control its source and it "
                                     "remains tapped")
    if value == "forever":
        return layers.Duration()
    raise ValueError(f"unknown duration {value!r}")


@frozen
class ApplyEffect(Instruction):
    """Start a continuous effect on objects, locked as it begins (CR 611.2c).

    "gets +N/+N until end of turn", "gains [keyword] until end of turn",
    "becomes a 0/0 land creature" ... ``parts`` are layer modifications.
    ``duration``: a :class:`~manastack.model.continuous.Duration` or one of
    ``"end_of_turn"``, ``"end_of_combat"``, ``"your_next_turn"``,
    ``"while_source"``, ``"while_you_control_source"``, ``"while_source_tapped"``,
    ``"while_you_control_source_tapped"``, ``"forever"``; by
    default until end of turn (``until_end_of_turn=False``: forever).
    Players named by ``what`` get the effect too ("you gain hexproof").
    """

    what: Ref
    parts: tuple[Modification, ...]
    until_end_of_turn: bool = True
    rule: str = "611.2"
    duration: str | Duration | None = field(default=None, kw_only=True)

    def run(self, ctx: Context) -> None:

        game = ctx.game
        objects = tuple(o for o in self.what.objects(ctx) if game.find(o) is not None)
        players = tuple(self.what.players(ctx))
        if not objects and not players:
            return
        # CR 611.2c: the effect follows these objects where they are; a spell on the stack is
        # one ("target spell or permanent becomes red"), and a new object once it moves (400.7)
        # but for the permanent a permanent spell becomes (400.7a: engine.stack)
        zones = tuple(dict.fromkeys((Zone.BATTLEFIELD,
                                     *(game.obj(o).zone for o in objects))))
        start_effect(
            game,
            ContinuousEffect(
                parts=_granted_by(ctx, self.parts),
                source=ctx.source,
                controller=ctx.controller,
                objects=objects,
                players=players,
                zones=zones,
                duration=_duration(self.duration, ctx,
                                   "end_of_turn" if self.until_end_of_turn else "forever"),
                text=self.text,
                rule=self.rule,
            ),
        )
        ctx.it = list(objects)


def _granted_by(ctx: Context, parts: tuple[Modification, ...]) -> tuple[Modification, ...]:
    """``parts`` with each granted ability naming the card granting it bound to the source of
    the resolving spell or ability (CR 201.5a), logged; the same parts when none does."""
    if not any(isinstance(p, AddAbilities) and p.names_granting_source for p in parts) or \
            ctx.source is None:
        return parts
    ctx.game.log_event("effect", f"the ability granted names {ctx.source_name}: that object "
                       "only", rule="201.5a", source=ctx.source)
    return tuple(p.granted_by(ctx.source) if isinstance(p, AddAbilities) else p for p in parts)


@frozen
class ApplyToEach(Instruction):
    """A continuous effect on every object matching now, locked (CR 611.2c).

    "Creatures you control get +2/+0 until end of turn."
    """

    filter: ObjectFilter
    parts: tuple[Modification, ...]
    until_end_of_turn: bool = True
    duration: str | Duration | None = field(default=None, kw_only=True)

    def run(self, ctx: Context) -> None:
        ApplyEffect(Each(self.filter), self.parts, self.until_end_of_turn, text=self.text,
                    duration=self.duration).run(ctx)


@frozen
class ApplyRule(Instruction):
    """An effect changing the rules for whatever matches ``filter`` while it lasts
    (CR 611.2c: not locked to the objects there when it began; 613.11).

    "Creatures can't block this turn": ``ApplyRule(creatures, (Restriction("cant_block"),))``.
    ``controlled_by``: "creatures target player controls can't block this turn": the player
    it names, fixed as it resolves; the objects that player controls matched as the rule is
    checked (a creature entering or changing control later included); no player: nothing."""

    filter: ObjectFilter
    parts: tuple[Modification, ...]
    duration: str | Duration | None = "end_of_turn"
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    controlled_by: Ref | None = None

    def run(self, ctx: Context) -> None:

        filters = [self.filter]
        if self.controlled_by is not None:
            # CR 611.2c, 608.2b: the player is determined once, on resolution (an illegal
            # target: none); which objects that player controls is not
            filters = [attrs.evolve(self.filter, controlled_by=p)
                       for p in dict.fromkeys(self.controlled_by.players(ctx))]
        for flt in filters:
            start_effect(ctx.game, ContinuousEffect(
                parts=self.parts, source=ctx.source, controller=ctx.controller, filter=flt,
                zones=self.zones, duration=_duration(self.duration, ctx, "end_of_turn"),
                text=self.text, rule="611.2c",
            ))


@frozen
class PumpX(fx.Instruction):
    """"gets -X/-X until end of turn": X known on resolution (CR 107.3, 611.2c)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref
    power: str
    toughness: str
    x: fx.Amount = field(default=fx.x_value, eq=False)

    def run(self, ctx: fx.Context) -> None:
        x = fx.amount(self.x, ctx)

        def val(s: str) -> int:
            sign = -1 if s.startswith("-") else 1
            body = s[1:]
            return sign * (x if body == "x" else int(body))

        ApplyEffect(self.what, (ModifyPT(val(self.power), val(self.toughness)),),
                       text=self.text).run(ctx)


@frozen
class SetBasePTX(fx.Instruction):
    """"[Creatures] have base power and toughness X/X until end of turn" (Biomass Mutation):
    X counted once, as it resolves (CR 107.3, 608.2h), the effect locked to the objects there
    then (611.2c), in layer 7b (613.4b); ``every_creature_type``: "... and gain all creature
    types" (Mirror Entity): every creature type of 205.3m added in layer 4 (613.1d), the same
    effect (611.2a)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref
    x: fx.Amount = field(default=fx.x_value, eq=False)
    every_creature_type: bool = False

    def run(self, ctx: fx.Context) -> None:
        x = fx.amount(self.x, ctx)
        parts: tuple[Any, ...] = (layers.SetPT(x, x),)
        if self.every_creature_type:
            parts = (AddTypes(subtypes=tuple(sorted(CREATURE_TYPES))), *parts)
        ctx.game.log_event("effect", f"X is {x}: base power and toughness {x}/{x} (CR 107.3, "
                           "613.4b)", rule="613.4b", source=ctx.source)
        ApplyEffect(self.what, parts, text=self.text).run(ctx)


# --------------------------------------------------------------------------
# Comparing with "that land's power" (CR 608.2h)
# --------------------------------------------------------------------------


@frozen
class ApplyToEachAtMostPower(fx.Instruction):
    """"Each creature you control with power less than or equal to that land's power gains
    hexproof and indestructible until end of turn" (Earthshape): the power of "it" is read
    once, now (its last known power if it is gone, 608.2h); the effect is locked to the
    creatures matching then (611.2c)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    filter: ObjectFilter
    parts: tuple[Any, ...]
    of: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        power = None
        for oid in self.of.objects(ctx):
            if game.find(oid) is not None and game.obj(oid).zone is Zone.BATTLEFIELD:
                power = game.power(oid)
            elif oid in game.state.lki:
                power = game.state.lki[oid].chars.power
            break
        if power is None:
            return
        flt = attrs.evolve(self.filter, power_at_most=power)
        ApplyEffect(fx.Each(flt), self.parts, text=self.text).run(ctx)


@frozen
class DoublePT(fx.Instruction):
    """"Double [creature]'s power [and toughness] until end of turn" (CR 701.10a-c): it gets
    +X/+0 where X is its power as the effect happens (701.10b); a negative power gets -X/-0
    with X the difference between 0 and it (701.10c), so the change is the value itself."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref
    power: bool = True
    toughness: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        done: list[int] = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            dp = game.power(oid) if self.power else 0
            dt = game.toughness(oid) if self.toughness else 0
            ApplyEffect(fx.FixedObjects((oid,)), (ModifyPT(dp, dt),), rule="701.10b",
                           text=self.text).run(ctx)
            done.append(oid)
        ctx.it = done


# --------------------------------------------------------------------------
# "gains your choice of A or B until end of turn"
# --------------------------------------------------------------------------


@frozen
class GainChosenAbility(fx.Instruction):
    """"[Object] gains your choice of [A] or [B] until end of turn": the controller
    chooses as the spell resolves (CR 608.2d), then the object gains it (611.2c)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref
    choices: tuple[tuple[Ability, ...], ...]
    labels: tuple[str, ...]

    def run(self, ctx: fx.Context) -> None:
        objects = [o for o in self.what.objects(ctx) if ctx.game.find(o) is not None]
        if not objects:
            return
        (chosen,) = ctx.game.decide(kind="choose_mode", player=ctx.controller,
                                    prompt="Choose the ability it gains",
                                    options=tuple(range(len(self.choices))), labels=self.labels,
                                    rule="608.2d")
        ApplyEffect(fx.FixedObjects(tuple(objects)), (AddAbilities(self.choices[chosen]),),
                       text=f"gains {self.labels[chosen]} until end of turn").run(ctx)


@frozen
class GainProtectionOfChoice(fx.Instruction):
    """"[Object] gains protection from [artifacts or from] the color of your choice until end
    of turn" (Mother of Runes, Jeweled Spirit): as the ability resolves (CR 608.2d) its
    controller chooses one of ``qualities`` (the five colours, 105.1, and any other quality
    offered); then ``grant`` (an :class:`ApplyEffect` or :class:`ApplyToEach` without parts)
    gives the objects protection from it (702.16a), locked as it begins (611.2c)."""

    grant: ApplyEffect | ApplyToEach
    qualities: tuple[str, ...]

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        if isinstance(self.grant, ApplyEffect) and not self.grant.what.players(ctx) and not any(
                game.find(o) is not None for o in self.grant.what.objects(ctx)):
            return  # nothing left to gain it: nothing to choose (CR 608.2b)
        labels = tuple(PROTECTION + q for q in self.qualities)
        (chosen,) = game.decide(kind="protection_quality", player=ctx.controller,
                                prompt="Choose what it gains protection from",
                                options=self.qualities, labels=labels, rule="702.16a")
        keyword = PROTECTION + str(chosen)
        game.log_event("choose", f"{game.player(ctx.controller)} chooses {chosen}: "
                       f"{keyword} until end of turn", rule="702.16a")
        ability = KeywordAbility(keyword=keyword, text=keyword, plugin="core")
        attrs.evolve(self.grant, parts=(AddAbilities((ability,)),),
                     text=f"gains {keyword} until end of turn").run(ctx)


@frozen
class BecomeChosenCreatureType(fx.Instruction):
    """"[Object] becomes the creature type of your choice until end of turn" (Mistform
    Dreamer): as it resolves its controller chooses a creature type (CR 608.2d, 205.3m);
    the objects then have that creature type instead of all their others (205.1a: it
    replaces the creature types, not the other subtypes), a layer-4 effect (613.1d) locked
    as it begins (611.2c)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        if not any(game.find(o) is not None for o in self.what.objects(ctx)):
            return  # nothing left to change: nothing to choose (CR 608.2b)
        options = tuple(sorted(CREATURE_TYPES))
        (chosen,) = game.decide(kind="choose_type", player=ctx.controller,
                                prompt="Choose a creature type", options=options,
                                labels=options, rule="205.3m")
        game.log_event("choose", f"{game.player(ctx.controller)} chooses {chosen}",
                       rule="205.3m")
        ApplyEffect(self.what, (RemoveTypes(subtype_categories=("creature",)),
                                AddTypes(subtypes=(str(chosen),))),
                    text=f"becomes a {chosen} until end of turn", rule="205.1a").run(ctx)


@frozen
class BecomeOfChoice(fx.Instruction):
    """"[Object] becomes the color of your choice until end of turn" (Caldera Kavu, CR 105.3,
    layer 5), "Target land becomes the basic land type of your choice until end of turn"
    (Dream Thrush, 305.7, layer 4): as it resolves its controller chooses one of ``options``
    (608.2d); the objects get that option's ``parts`` until end of turn, locked as it begins
    (611.2c). ``kind``, ``prompt`` and ``rule`` name the choice; ``verb``: how the log says
    the effect ("gets" for "gets +1/-1 or -1/+1 until end of turn", 613.4c)."""

    #: CR 611.2a: how long the effect it starts lasts, whatever it is read with (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: fx.Ref
    options: tuple[str, ...]
    parts: tuple[tuple[layers.Modification, ...], ...]
    kind: str
    prompt: str
    rule: str
    verb: str = "becomes"

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        if not any(game.find(o) is not None for o in self.what.objects(ctx)):
            return  # nothing left to change: nothing to choose (CR 608.2b)
        (chosen,) = game.decide(kind=self.kind, player=ctx.controller, prompt=self.prompt,
                                options=self.options, labels=self.options, rule=self.rule)
        game.log_event("choose", f"{game.player(ctx.controller)} chooses {chosen}",
                       rule=self.rule)
        parts = self.parts[self.options.index(str(chosen))]
        ApplyEffect(self.what, parts, text=f"{self.verb} {chosen} until end of turn",
                    rule=self.rule).run(ctx)


# --------------------------------------------------------------------------
# "... doesn't untap during its controller's next untap step"
# --------------------------------------------------------------------------


@frozen
class DoesntUntap(fx.Instruction):
    """"[Permanent] doesn't untap during its controller's next untap step" (CR 502.3): the
    untap step of the turn rules skips it once (the ``doesnt_untap`` tag). The tag is on the
    object: if it leaves the battlefield it is a new object without it (CR 400.7). ``yours``:
    "... during your next untap step": the tag holds the controller's index, and only that
    player's next untap step skips it."""

    what: fx.Ref
    yours: bool = False

    @property
    def lasts(self) -> str:
        """CR 502.3, 611.2a: the untap step it skips (explain)."""
        whose = "your" if self.yours else "its controller's"
        return f"during {whose} next untap step"

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            hold: bool | int = ctx.controller if self.yours else True
            game.update(oid, tags={**obj.tags, "doesnt_untap": hold})
            whose = f"{game.player(ctx.controller)}'s" if self.yours else "its controller's"
            game.log_event("effect", f"{obj} doesn't untap during {whose} next untap step",
                           rule="502.3", obj=oid)
            done.append(oid)
        ctx.it = done  # "It doesn't untap ... and [it] ...": the permanents it acted on
