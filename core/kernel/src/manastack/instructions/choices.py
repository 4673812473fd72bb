"""The instructions in which players choose as an effect resolves (CR 608.2d): each player
chooses among objects, a permanent or creature type (110.4a, 205.3m), a card name (201.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from manastack.engine.zones import card_names
from manastack.model import effects as fx
from manastack.model.effects import apnap_order
from manastack.model.filters import ObjectFilter
from manastack.model.typeline import CREATURE_TYPES, PERMANENT_TYPES

if TYPE_CHECKING:
    from manastack.engine.game import Game

# --------------------------------------------------------------------------
# "Each player chooses a creature they control. Destroy the rest."
# --------------------------------------------------------------------------


@frozen
class EachPlayerChooses(fx.Instruction):
    """"Each player chooses a [filter] they control" (CR 101.4: in APNAP order, each
    seeing the choices made before). The chosen objects are kept in
    ``ctx.values['kept']`` for "the rest" and become "it"."""

    filter: ObjectFilter = ObjectFilter(types=("Creature",))
    count: int = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        kept: list[int] = []
        players = [p.index for p in game.players if not p.lost]
        for p in apnap_order(ctx, players):
            options = tuple(o.id for o in game.battlefield(p)
                            if self.filter.matches(game, o, player=p, source=ctx.source))
            if not options:
                continue
            n = min(self.count, len(options))
            chosen = game.decide(kind="choose", player=p,
                                 prompt=f"Choose {n} {self.filter.text or 'permanent'} to keep",
                                 options=options, labels=tuple(str(game.obj(o)) for o in options),
                                 min=n, max=n, rule="101.4")
            kept.extend(int(c) for c in chosen)
        ctx.values["kept"] = tuple(kept)
        ctx.it = kept


# --------------------------------------------------------------------------
# "Choose a permanent type / creature type" and "the chosen type"
# --------------------------------------------------------------------------


@frozen
class ChooseType(fx.Instruction):
    """"Choose a permanent type" (CR 110.4a) / "Choose a creature type" (CR 205.3m): the
    controller chooses as the spell resolves (608.2d); kept as ``ctx.values['chosen_type']``."""

    kind: str = "permanent"

    def options(self) -> tuple[str, ...]:
        """The types a player may choose from, in a fixed order (CR 205.3m creature types,
        110.4a)."""
        if self.kind == "creature":
            return tuple(sorted(CREATURE_TYPES))
        return tuple(sorted(PERMANENT_TYPES))  # CR 110.4a, in a fixed order

    def run(self, ctx: fx.Context) -> None:
        options = self.options()
        (chosen,) = ctx.game.decide(kind="choose_type", player=ctx.controller,
                                    prompt=f"Choose a {self.kind} type", options=options,
                                    labels=options,
                                    rule="205.3m" if self.kind == "creature" else "110.4a")
        ctx.values["chosen_type"] = str(chosen)


# --------------------------------------------------------------------------
# Naming a card: "Choose a nonland card name" (CR 201.4)
# --------------------------------------------------------------------------


@frozen
class ChooseCardName(fx.Instruction):
    """"Choose a [nonland] card name" (CR 201.4): the name of a card of the Oracle card
    reference (here: every card the enabled card sources know, so the Oracle corpus when it
    is installed), never a token's name unless a card has it; kept as
    ``ctx.values['chosen_name']``. ``not_types``: card types excluded ("nonland")."""

    not_types: tuple[str, ...] = ()

    def options(self, ctx: fx.Context) -> tuple[str, ...]:

        """The names a player may choose from: every card name of the game's card sources (CR
        201.3)."""
        return self.names(ctx.game)

    def names(self, game: Game) -> tuple[str, ...]:
        """The card names of the game's card sources but those of ``not_types`` (CR 201.4)."""
        return card_names(game, self.not_types)

    def run(self, ctx: fx.Context) -> None:
        options = self.options(ctx)
        if not options:
            ctx.values["chosen_name"] = None
            return
        (chosen,) = ctx.game.decide(kind="name", player=ctx.controller,
                                    prompt="Choose a card name", options=options,
                                    labels=options, rule="201.4")
        ctx.values["chosen_name"] = str(chosen)
