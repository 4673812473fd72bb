"""The instructions that add mana (CR 106.4): a spell's or a non-mana ability's "Add {B}{B}{B}."
as it resolves, the mana going to its controller's pool (a spell is not a mana ability,
605.1a: it uses the stack and resolves as any other)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.model.abilities import ActivatedAbility
from manastack.model.cards import COLORS, color_word
from manastack.model.effects import Amount, Context, Instruction, Ref, amount
from manastack.model.filters import CHOSEN_COLOR, kept_choice
from manastack.model.mana import PLANNED_MANA_TYPE, Mana, ManaRestriction

if TYPE_CHECKING:
    from manastack.engine.game import Game


def _check_outputs(_: object, __: object, value: tuple[str, ...]) -> None:
    if not value or any(not out or set(out) - set("WUBRGC") for out in value):
        raise ValueError(f"mana outputs are non-empty strings of WUBRGC, got {value!r}")


def _snow(ctx: Context) -> bool:
    """CR 106.3, 107.4h: mana made by a snow source (as it last existed, 608.2h) is snow mana."""
    if ctx.source is None:
        return False
    return ctx.game.last_known_chars(ctx.source).type_line.has_supertype("Snow")


def _type_chosen(ctx: Context, options: tuple[str, ...], what: str, rule: str) -> str:
    """The type of mana added of ``options`` (several: chosen as it resolves, ``rule``): the
    one the payment's plan chose (CR 601.2g), else asked of the controller."""
    if len(options) == 1:
        return options[0]
    planned = ctx.values.get(PLANNED_MANA_TYPE)
    if planned in options:
        ctx.game.log_event("mana", f"{ctx.source_name}: {{{planned}}} chosen with the "
                           "payment's plan", rule="601.2g", source=ctx.source)
        return str(planned)
    [answer] = ctx.game.decide(kind="mana_color", player=ctx.controller,
                               prompt=f"Add one mana of which {what}", options=options,
                               labels=[f"{{{c}}}" for c in options], rule=rule)
    return str(answer)


@frozen
class AddMana(Instruction):
    """"Add {B}{B}{B}." (CR 106.4): the controller adds ``outputs[0]``, or the output they
    choose among several ("Add {B}{B} or {G}{G}.", 106.1b), one unit per symbol (106.3);
    ``times`` times ("Add {R} for each creature you control.", counted as it resolves).
    ``combination``: "Add X mana in any combination of {W} and/or {U}": ``times`` units, each
    of one of the one-type ``outputs``, the controller choosing how many of each (106.4).
    ``kept``: "Until end of turn, you don't lose this mana as steps and phases end." (500.5,
    ``KEPT_UNTIL_END_OF_TURN``) on each unit added. ``who``: "that player adds {G}{G}" (Eladamri's
    Vineyard): the mana goes to each player it names instead (106.4), a fixed output only.
    ``restriction``: "Spend this mana only to cast creature spells." (106.6) on each unit."""

    outputs: tuple[str, ...] = field(validator=_check_outputs)
    times: Amount = field(default=1, kw_only=True)
    combination: bool = field(default=False, kw_only=True)
    kept: str | None = field(default=None, kw_only=True)
    who: Ref | None = field(default=None, kw_only=True)
    restriction: ManaRestriction | None = field(default=None, kw_only=True)

    def _units(self, made: str, ctx: Context) -> list[Mana]:
        if self.restriction is not None:  # CR 106.6: said by the explain log with the mana
            ctx.game.log_event("mana", f"the mana: {self.restriction.text}", rule="106.6",
                               source=ctx.source)
        snow = _snow(ctx)
        return [Mana(c, snow=snow, source=ctx.source, kept=self.kept,
                     restriction=self.restriction) for c in made]

    def foreseeable(self) -> bool:
        """CR 608.2h: mana of one type, counted now ("Add {C} for each Locus ..."), for its
        controller and lost as steps end: the payment may foresee it (not a combination)."""
        return len(self.outputs) == 1 and len(set(self.outputs[0])) == 1 and \
            not self.combination and self.who is None and self.kept is None

    def foreseen_mana(self, ctx: Context) -> tuple[tuple[str, ...], int, ManaRestriction | None]:
        made = self.outputs[0]  # CR 608.2h: counted as if it resolved now
        return (made[0],), len(made) * max(0, amount(self.times, ctx)), self.restriction

    def run(self, ctx: Context) -> None:
        game = ctx.game
        if self.who is not None and not self.combination and len(self.outputs) == 1:
            made = self.outputs[0] * max(0, amount(self.times, ctx))
            for p in self.who.players(ctx):  # CR 106.4: the named player adds it
                game.add_mana(p, self._units(made, ctx), rule="106.4", source=ctx.source)
            return
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
        game.add_mana(ctx.controller, self._units(made, ctx), rule="106.4", source=ctx.source)

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
        game.add_mana(ctx.controller, self._units(made, ctx), rule="106.4", source=ctx.source)


def could_produce(game: Game, player: int, seen: frozenset[int] = frozenset(), *,
                  own: bool = False) -> frozenset[str]:
    """CR 106.7: the types of mana the lands ``player``'s opponents control (``own``: the lands
    ``player`` controls) could produce: what their mana abilities would add if they resolved
    now, their costs ignored. An ability asking the same of lands is followed once per land
    (``seen``), so two such lands asking of each other add nothing of themselves."""
    types: set[str] = set()
    for controller in ((player,) if own else game.opponents(player)):
        for land in game.battlefield(controller):
            ch = game.chars(land.id)
            if not ch.type_line.has_type("Land") or land.id in seen:
                continue
            for a in ch.abilities:
                if not isinstance(a, ActivatedAbility) or not a.is_mana_ability:
                    continue
                if a.mana is not None:
                    types.update(a.mana[0])
                for out in a.outputs:
                    types.update(out)
                for i in a.effect.instructions if a.mana_effect else ():
                    if isinstance(i, AddMana):
                        types.update("".join(i.outputs))
                    elif isinstance(i, AddManaLandsCouldProduce):
                        types |= i.types(game, controller, seen | {land.id})
                    elif isinstance(i, AddManaOfChosenColor):  # the color it kept (614.12)
                        types.update(i.types(game, land.id))
                    elif isinstance(i, AddManaOfThatColor):  # each color counted above 0
                        types |= i.types(game, controller)
    return frozenset(types)


@frozen
class AddManaOfEachColorAmong(Instruction):
    """"For each color among permanents you control, add one mana of that color." (Bloom
    Tender; CR 106.4, 105.2): one unit of each colour at least one permanent its controller
    controls has as it resolves (608.2h), in WUBRG order; colourless is no colour (105.2c)."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        found = {c for o in game.battlefield(ctx.controller) for c in game.chars(o.id).colors}
        made = "".join(c for c in COLORS if c in found)
        if not made:
            game.log_event("mana", f"{game.player(ctx.controller)} adds no mana: no colour among "
                           "the permanents they control (CR 105.2c)", rule="106.4",
                           source=ctx.source)
            return
        snow = _snow(ctx)
        game.add_mana(ctx.controller, [Mana(c, snow=snow, source=ctx.source) for c in made],
                      rule="106.4", source=ctx.source)


@frozen
class AddManaLandsCouldProduce(Instruction):
    """"Add one mana of any color that a land an opponent controls could produce." (Exotic
    Orchard): one mana of a colour among those of ``could_produce`` (CR 106.7, 105.1:
    colourless is no colour), chosen by the controller; none when there is none (106.7).
    ``yours``: "of any type that a land you control could produce" (Reflecting Pool): the
    controller's own lands, and any type, colourless included (106.7)."""

    yours: bool = field(default=False, kw_only=True)

    def types(self, game: Game, player: int, seen: frozenset[int]) -> frozenset[str]:
        """CR 106.7: the types ``player`` may add with it (a colour only, unless ``yours``)."""
        found = could_produce(game, player, seen, own=self.yours)
        return found if self.yours else found & frozenset(COLORS)

    def foreseeable(self) -> bool:
        return True  # CR 106.7: the lands as they are now

    def foreseen_mana(self, ctx: Context) -> tuple[tuple[str, ...], int, ManaRestriction | None]:
        seen = frozenset({ctx.source}) if ctx.source is not None else frozenset()
        types = self.types(ctx.game, ctx.controller, seen)  # CR 106.7
        return tuple(c for c in (*COLORS, "C") if c in types), 1, None

    def run(self, ctx: Context) -> None:
        game = ctx.game
        seen = frozenset({ctx.source}) if ctx.source is not None else frozenset()
        types = self.types(game, ctx.controller, seen)
        options = tuple(c for c in (*COLORS, "C") if c in types)
        if not options:
            whose = "you control could produce a type" if self.yours else \
                "an opponent controls could produce a colour"
            game.log_event("mana", f"{game.player(ctx.controller)} adds no mana: no land "
                           f"{whose}", rule="106.7", source=ctx.source)
            return
        chosen = _type_chosen(ctx, options, "type" if self.yours else "colour", "106.7")
        game.add_mana(ctx.controller, [Mana(chosen, snow=_snow(ctx), source=ctx.source)],
                      rule="106.7", source=ctx.source)


@frozen
class AddManaOfChosenColor(Instruction):
    """"Add one mana of the chosen color." (Coldsteel Heart; CR 106.4, 105.4): one mana of
    the color chosen as the source entered (614.12), the source as it last existed if it has
    left (608.2h); nothing chosen (it never entered so), no mana. ``or_mana``: "Add {R} or
    one mana of the chosen color." (the Thriving lands): the controller adds one of the two
    (chosen as it resolves, 608.2d), only ``or_mana`` when no color was chosen."""

    or_mana: str | None = field(default=None, kw_only=True)

    def types(self, game: Game, source: int | None) -> tuple[str, ...]:
        """The types of mana it may add now (CR 106.7: what it "could produce"), in WUBRG
        order: the color kept on ``source`` as it entered and ``or_mana``."""
        color = kept_choice(game, source, CHOSEN_COLOR)
        found = {str(color)} if color is not None else set()
        found |= {self.or_mana} if self.or_mana else set()
        return tuple(c for c in (*COLORS, "C") if c in found)

    def foreseeable(self) -> bool:
        return True  # CR 105.4, 614.12: the color kept as the source entered

    def foreseen_mana(self, ctx: Context) -> tuple[tuple[str, ...], int, ManaRestriction | None]:
        return self.types(ctx.game, ctx.source), 1, None  # the chosen color, or or_mana

    def run(self, ctx: Context) -> None:
        game = ctx.game
        options = self.types(game, ctx.source)
        if not options:
            game.log_event("mana", f"{ctx.source_name}: no color was chosen as it entered, "
                           "no mana is added (CR 614.12, 106.4)", rule="614.12",
                           source=ctx.source)
            return
        chosen = _type_chosen(ctx, options, "colour", "608.2d")  # which of the two
        game.add_mana(ctx.controller, [Mana(chosen, snow=_snow(ctx), source=ctx.source)],
                      rule="106.4", source=ctx.source)


#: Where "Choose a color." keeps the color chosen as the ability resolves, for "that color".
COLOR_CHOSEN_NOW = "color chosen now"


@frozen
class ChooseAColor(Instruction):
    """"Choose a color." (Nykthos, Shrine to Nyx; CR 105.4, 608.2d): the controller chooses
    one of the five colors as it resolves, kept for the instructions after it ("that color")."""

    def run(self, ctx: Context) -> None:
        planned = ctx.values.get(PLANNED_MANA_TYPE)
        if planned in COLORS:  # CR 601.2g: the color chosen with the payment's plan
            color: object = planned
            ctx.game.log_event("mana", f"{ctx.source_name}: {color_word(str(planned))} chosen "
                               "with the payment's plan", rule="601.2g", source=ctx.source)
        else:
            [color] = ctx.game.decide(kind="choose_color", player=ctx.controller,
                                      prompt="Choose a color", options=COLORS,
                                      labels=[color_word(c) for c in COLORS], rule="105.4")
        ctx.values[COLOR_CHOSEN_NOW] = str(color)
        ctx.game.log_event("effect", f"{ctx.game.player(ctx.controller)} chooses "
                           f"{color_word(str(color))} (CR 105.4, 608.2d)", rule="105.4",
                           source=ctx.source)


@frozen
class AddManaOfThatColor(Instruction):
    """"Add an amount of mana of that color equal to your devotion to that color." after
    "Choose a color." (Nykthos, Shrine to Nyx; CR 106.4, 700.5): ``count(game, player,
    color)`` mana of the color just chosen, counted as it resolves; none counted, none added."""

    count: Callable[[Game, int, str], int] = field(eq=False)

    def types(self, game: Game, player: int) -> frozenset[str]:
        """CR 106.7: the colors it could add now: those the count is above zero for."""
        return frozenset(c for c in COLORS if self.count(game, player, c) > 0)

    def run(self, ctx: Context) -> None:
        color = ctx.values.get(COLOR_CHOSEN_NOW)
        if color is None:  # a reader error: "that color" with no "Choose a color." before
            raise ValueError("AddManaOfThatColor follows ChooseAColor")
        n = self.count(ctx.game, ctx.controller, color)
        if n <= 0:
            ctx.game.log_event("mana", f"{ctx.game.player(ctx.controller)} adds no mana: "
                               f"the count for {color_word(color)} is 0 (CR 106.4)",
                               rule="106.4", source=ctx.source)
            return
        ctx.game.add_mana(ctx.controller, [Mana(color, snow=_snow(ctx), source=ctx.source)
                                          for _ in range(n)],
                          rule="106.4", source=ctx.source)
