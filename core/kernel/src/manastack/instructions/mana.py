"""The instructions that add mana (CR 106.4): a spell's or a non-mana ability's "Add {B}{B}{B}."
as it resolves, the mana going to its controller's pool (a spell is not a mana ability,
605.1a: it uses the stack and resolves as any other)."""

from __future__ import annotations

from attrs import field, frozen

from manastack.model.effects import Amount, Context, Instruction, amount
from manastack.model.mana import Mana


def _check_outputs(_: object, __: object, value: tuple[str, ...]) -> None:
    if not value or any(not out or set(out) - set("WUBRGC") for out in value):
        raise ValueError(f"mana outputs are non-empty strings of WUBRGC, got {value!r}")


@frozen
class AddMana(Instruction):
    """"Add {B}{B}{B}." (CR 106.4): the controller adds ``outputs[0]``, or the output they
    choose among several ("Add {B}{B} or {G}{G}.", 106.1b), one unit per symbol (106.3);
    ``times`` times ("Add {R} for each creature you control.", counted as it resolves).
    ``combination``: "Add X mana in any combination of {W} and/or {U}": ``times`` units, each
    of one of the one-type ``outputs``, the controller choosing how many of each (106.4)."""

    outputs: tuple[str, ...] = field(validator=_check_outputs)
    times: Amount = field(default=1, kw_only=True)
    combination: bool = field(default=False, kw_only=True)

    def run(self, ctx: Context) -> None:
        game = ctx.game
        if self.combination:
            self._add_combination(ctx)
            return
        chosen = self.outputs[0]
        if len(self.outputs) > 1:
            labels = ["".join(f"{{{c}}}" for c in out) for out in self.outputs]
            [answer] = game.decide(kind="mana_output", player=ctx.controller,
                                   prompt="Add which mana", options=self.outputs,
                                   labels=labels, rule="106.4")
            chosen = str(answer)
        made = chosen * max(0, amount(self.times, ctx))
        if not made:
            game.log_event("mana", f"{game.player(ctx.controller)} adds no mana (none counted)",
                           rule="106.4", source=ctx.source)
            return
        game.add_mana(ctx.controller, [Mana(c, source=ctx.source) for c in made],
                      rule="106.4", source=ctx.source)

    def _add_combination(self, ctx: Context) -> None:
        """CR 106.4, 107.3: the units counted now, split among the types as the controller
        chooses: how many of each type in turn, the last type taking the rest."""
        game = ctx.game
        left = max(0, amount(self.times, ctx))
        made = ""
        for i, kind in enumerate(self.outputs):
            if i == len(self.outputs) - 1:
                made += kind * left
                break
            [n] = game.decide(kind="mana_combination", player=ctx.controller,
                              prompt=f"how many of the {left} mana are {{{kind}}}",
                              options=range(left + 1), numbers=True, rule="106.4")
            made += kind * int(n)
            left -= int(n)
        if not made:
            game.log_event("mana", f"{game.player(ctx.controller)} adds no mana (none counted)",
                           rule="106.4", source=ctx.source)
            return
        game.add_mana(ctx.controller, [Mana(c, source=ctx.source) for c in made],
                      rule="106.4", source=ctx.source)
