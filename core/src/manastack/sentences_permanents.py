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

from attrs import frozen

from manastack import effects as fx
from manastack.objects import Zone
from manastack.oracle import Builder, SentenceResult, sentence

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
