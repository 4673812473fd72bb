"""Kernel sentences about permanents: untapping, copies, reflexive and delayed triggers,
counters, and the static abilities the escape, delve, earthbend and overload cards use
that belong to no keyword.

Each rule is a :class:`~manastack.oracle.SentenceRule` of the kernel grammar
(registered with :func:`manastack.oracle.sentence`), so every card with the same
wording benefits, whatever plugins are enabled. The instructions the rules build are
defined here too when no other kernel module has them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack import effects as fx
from manastack.abilities import StaticAbility
from manastack.combat import PreventDamage
from manastack.layers import StaticEffect
from manastack.objects import Zone
from manastack.oracle import (
    Builder,
    NotUnderstood,
    SentenceResult,
    match_sentence,
    parse_filter,
    sentence,
)
from manastack.oracle import _singular as singular

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.layers import ContinuousEffect
    from manastack.objects import GameObject

# --------------------------------------------------------------------------
# Untapping (CR 502.3)
# --------------------------------------------------------------------------


@frozen
class SkipNextUntap(fx.Instruction):
    """"[Objects] don't untap during their controller's next untap step" (CR 502.3).

    The permanent carries the designation until the next untap step of whoever
    controls it then (the effect tracks the permanent, not its controller); that
    step uses it up whether or not the permanent was tapped. A permanent that
    leaves the battlefield is a new object without it (400.7)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            game.update(oid, tags={**obj.tags, "doesnt_untap": True})
            game.log_event("effect", f"{obj} doesn't untap during its controller's next "
                           "untap step", rule="502.3", obj=oid)
            done.append(oid)
        ctx.it = done


@sentence("doesn't untap next untap step",
          r"(?P<what>.+?) (?:doesn't|don't) untap during (?:its|their) controller's next "
          r"untap step")
def _skip_next_untap(m: re.Match[str], b: Builder) -> SentenceResult:
    return SkipNextUntap(b.ref(m["what"]), text=m.group(0))


# --------------------------------------------------------------------------
# Prevention with an additional effect (CR 615.5)
# --------------------------------------------------------------------------


@frozen
class PreventAndRemoveCounters(PreventDamage):
    """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
    damage and remove that many +1/+1 counters from it" (Polukranos): all of the damage
    is prevented, then that many counters are removed, as many as there are (615.5,
    122.8)."""

    kind: str = "+1/+1"

    def prevented(self, game: Game, effect: ContinuousEffect, recipient: Any, amount: int) -> None:
        obj = game.find(recipient) if isinstance(recipient, int) else None
        if obj is None or amount <= 0:
            return
        n = min(amount, obj.counter(self.kind))
        if n:
            game.remove_counters(obj.id, self.kind, n, rule="615.5")


def _has_counter_now(kind: str) -> Any:
    def check(game: Game, obj: GameObject) -> bool:
        now = game.find(obj.id)
        return now is not None and now.counter(kind) > 0

    return check


@sentence("prevent damage to ~ and remove counters",
          r"if damage would be dealt to ~ while it has an? (?P<kind>[+-]1/[+-]1|\w+) counter on "
          r"it, prevent that damage and remove that many (?P<kind2>[+-]1/[+-]1|\w+) counters "
          r"from it", kind="ability")
def _prevent_remove_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    kind = m["kind"].lower()
    if m["kind2"].lower() != kind:
        raise NotUnderstood(m.group(0))
    part = PreventAndRemoveCounters(amount=None, kind=kind, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               condition=_has_counter_now(kind),
                                               text=m.group(0)),), text=m.group(0))


# --------------------------------------------------------------------------
# Copies (CR 707.2, 111.12)
# --------------------------------------------------------------------------


@sentence("token copy of each chosen",
          r"for each (?:creature|permanent|artifact|object) chosen this way, create a token "
          r"that's a copy of it")
def _copy_each_chosen(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target artifact creature you control. For each creature chosen this way,
    create a token that's a copy of it" (March of Progress): one token per chosen object."""
    return fx.CreateTokenCopy(b.it if b.it is not None else fx.ItRef(), text=m.group(0))


# --------------------------------------------------------------------------
# Granting abilities
# --------------------------------------------------------------------------


@sentence("until end of turn, gains quoted ability",
          r"until end of turn, (?P<what>.+?) gains? (?P<ability>[\"“].+[\"”])")
def _until_eot_gains(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Until end of turn, target creature you control gains "When this creature dies,
    ..."" (Bail Out): the same as "... gains "..." until end of turn" (CR 611.2a)."""
    return match_sentence(f"{m['what']} gains {m['ability']} until end of turn", b,
                          b.sentence_rules, kind="effect", atomic=True)


# --------------------------------------------------------------------------
# Goad (CR 701.15)
# --------------------------------------------------------------------------


@frozen
class Goad(fx.Instruction):
    """"Goad [creatures]" (CR 701.15a): until the next turn of the effect's controller, each
    is goaded (:class:`~manastack.combat.Goaded`); a player goading a creature they already
    goaded does nothing more (701.15d)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        from manastack.combat import Goaded, goaded_by
        from manastack.layers import ContinuousEffect, start_effect, until_next_turn

        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or not game.chars(oid).is_creature:
                continue
            done.append(oid)
            if ctx.controller in goaded_by(game, oid):
                game.log_event("goad", f"{obj} is already goaded by "
                               f"{game.player(ctx.controller)}", rule="701.15d")
                continue
            start_effect(game, ContinuousEffect(
                parts=(Goaded(ctx.controller),), source=ctx.source, controller=ctx.controller,
                objects=(oid,), duration=until_next_turn(ctx.controller),
                text=f"goaded by {game.player(ctx.controller)}", rule="701.15a"))
            game.log_event("goad", f"{game.player(ctx.controller)} goads {obj}", rule="701.15a",
                           obj=oid)
        ctx.it = done


@sentence("goad", r"goad (?P<what>.+)")
def _goad(m: re.Match[str], b: Builder) -> SentenceResult:
    what = m["what"].lower()
    if re.fullmatch(r"(?:each|those) creatures? that (?:had|got) an? .+ counters? put on "
                    r"(?:it|them) this way", what):
        return Goad(fx.ItRef(), text=m.group(0))  # what the counters were just put on
    return Goad(b.ref(m["what"]), text=m.group(0))


# --------------------------------------------------------------------------
# Blocking restrictions (CR 509.1b)
# --------------------------------------------------------------------------


@sentence("can't be blocked except by this turn",
          r"(?P<what>.+?) can't be blocked (?:this turn except by (?P<flt>.+)|except by "
          r"(?P<flt2>.+?) this turn)")
def _blocked_only_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"They can't be blocked this turn except by creatures with haste" (Run for Your
    Life): locked to those creatures until end of turn (611.2c)."""
    from manastack.combat import BlockedOnlyBy

    phrase = (m["flt"] or m["flt2"]).strip()
    flt = parse_filter(singular(phrase))
    part = BlockedOnlyBy(flt, text=f"can't be blocked except by {phrase}")
    return fx.ApplyEffect(b.ref(m["what"]), (part,), duration="end_of_turn", text=m.group(0))


# --------------------------------------------------------------------------
# Cards leaving a graveyard (CR 603.6)
# --------------------------------------------------------------------------


@sentence("card leaves your graveyard",
          r"(?:a|an|one or more) (?P<what>.+?) cards? leaves? your graveyard", kind="trigger")
def _leaves_your_graveyard(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an instant or sorcery card leaves your graveyard" (Murktide Regent): the
    card as it was in your graveyard (its owner is you, 404.1) is what the filter sees."""
    from manastack.triggers import TriggerCondition

    flt = parse_filter(m["what"])

    def left(game: Game, source: GameObject, data: Any) -> bool:
        old = data.get("old_obj")
        if old is None or old.owner != source.controller:
            return False
        chars = game.last_known_chars(old.id)  # as it last existed there (608.2h)
        return flt.matches_chars(game, old, chars, player=source.controller, source=source.id)

    return TriggerCondition("leaves_graveyard", predicate=left, text=m.group(0))
