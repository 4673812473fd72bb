"""Corpse Dance's wording, as sentence rules added to the card reader's grammar.

    Return the top creature card of your graveyard to the battlefield. That
    creature gains haste until end of turn. Exile it at the beginning of the
    next end step.

- "the top creature card of your graveyard" is a reference the reader doesn't
  know: :class:`TopCreatureCard` (the last card put into a graveyard is its top,
  CR 404.1 keeps the order);
- "That creature gains haste until end of turn" is the card reader's own sentence: a
  continuous effect until the cleanup step (CR 514.2) granting the keyword of
  the haste plugin (SEED-28: on a later turn the creature no longer has haste);
  without that plugin the card says it needs it;
- "Exile it at the beginning of the next end step" creates a delayed triggered
  ability (CR 603.7a) about that very object: if it has left the battlefield
  meanwhile it is a new object (CR 400.7) and the ability does nothing
  (CR 603.7c; SEED-27), even if the card came back.

The two sentence rules are registered by the package's entry module
(``manastack_register_sentences`` in :mod:`manastack_buyback`), their build
functions named with ``deferred``: this module is imported by the first sentence
that matches one of them, not when the rules are loaded.
"""

from __future__ import annotations

import re

from attrs import frozen

from manastack.api import Context, Instruction, ItRef, Mode, Ref, Target, Zone
from manastack_grammar.api import Builder, SentenceResult

__all__ = ["ExileAtNextEndStep", "ExileIfStillThere", "TopCreatureCard"]


@frozen
class TopCreatureCard(Ref):
    """The topmost creature card of the controller's graveyard (none if it has none)."""

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        for obj in reversed(game.graveyard(ctx.controller)):  # the last one put there is on top
            if game.chars(obj.id).is_creature:
                return [obj.id]
        return []


@frozen
class ExileIfStillThere(Instruction):
    """The delayed ability's effect: exile these objects if they are still on the battlefield.

    CR 603.7c: an object that left the zone it was expected in is a new object
    (CR 400.7); the ability doesn't find it and does nothing to it.
    """

    objects: tuple[int, ...] = ()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        for oid in self.objects:
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                game.log_event("effect", f"the object #{oid} is no longer on the battlefield: it "
                               "isn't exiled", rule="603.7c")
                continue
            game.move(oid, Zone.EXILE, cause="effect", rule="603.7c")


@frozen
class ExileAtNextEndStep(Instruction):
    """"Exile it at the beginning of the next end step": a delayed trigger (CR 603.7a).

    Created as the spell resolves, it triggers at the beginning of the next end
    step to begin (this turn's if it hasn't begun yet, else the next turn's).
    """

    what: Ref = ItRef()

    def run(self, ctx: Context) -> None:
        from manastack.api import Step, create_delayed

        objects = tuple(self.what.objects(ctx))
        if not objects:
            return
        game = ctx.game
        names = ", ".join(str(game.obj(o)) for o in objects)
        create_delayed(
            game, event="step_begins", step=Step.END, controller=ctx.controller,
            objects=objects, source=ctx.source,
            effect=Mode(instructions=(ExileIfStillThere(objects, text=f"exile {names}"),),
                        text=f"exile {names}"),
            text=f"at the beginning of the next end step, exile {names}",
        )


def _top_creature(match: re.Match[str], b: Builder) -> SentenceResult:
    from manastack.api import PutOntoBattlefield

    return PutOntoBattlefield(TopCreatureCard(), text=match.group(0))


def _exile_at_end(match: re.Match[str], b: Builder) -> SentenceResult:
    return ExileAtNextEndStep(b.ref(match["what"]), text=match.group(0))

