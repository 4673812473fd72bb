"""The earthbend keyword action's instructions, sentence builds and the work of its hook
(CR 701.66).

Imported by the first card that earthbends read, or the first hook call of a game:
``manastack_earthbend`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    Amount,
    Context,
    Instruction,
    KeywordAbility,
    Mode,
    Ref,
    Zone,
    amount as evaluate_amount,
    x_value,
)
from manastack_earthbend import EARTHBENT, EVENT, RETURN_TEXT, RULE
from manastack_grammar.api import (
    Builder,
    NotUnderstood,
    SentenceResult,
    match_sentence,
    parse_amount,
    parse_filter,
    parse_target,
    worded,
)

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import ContinuousEffect, Game, GameObject

__all__ = [
    "Earthbend",
    "ReturnEarthbentLand",
    "x_amount",
]

_HASTE = KeywordAbility(keyword="haste", text="haste", plugin="earthbend")
_LAND_YOU_CONTROL = "target land you control"


# --------------------------------------------------------------------------
# The instructions
# --------------------------------------------------------------------------


@frozen
class Earthbend(Instruction):
    """Earthbend ``amount`` with the land of ``land`` (CR 701.66a); the land becomes "it"."""

    amount: Amount
    land: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        n = max(0, evaluate_amount(self.amount, ctx))  # CR 608.2h: X is determined once, now
        lands = [oid for oid in self.land.objects(ctx)
                 if (obj := game.find(oid)) is not None and obj.zone is Zone.BATTLEFIELD]
        ctx.it = lands
        if not lands:
            # CR 608.2b: the target is illegal (or gone): this earthbend does nothing
            game.log_event("earthbend", "earthbend: no legal land, nothing happens",
                           rule="608.2b")
            return
        for land in lands:
            _earthbend(game, ctx, land, n)


def _earthbend(game: Game, ctx: Context, land: int, n: int) -> None:
    from manastack.api import AddAbilities, AddTypes, ContinuousEffect, SetPT, create_delayed, fire_event

    game.log_event("earthbend", f"{game.player(ctx.controller)} earthbends {n}: "
                   f"{game.obj(land)}", rule=RULE, obj=land)
    # One effect, three layers (4, 6, 7b), locked to this land (611.2c, 613.6)
    game.add_effect(ContinuousEffect(
        parts=(AddTypes(card_types=("Creature",)), AddAbilities((_HASTE,)), SetPT(0, 0)),
        source=ctx.source, controller=ctx.controller, objects=(land,),
        text="earthbend: a 0/0 land creature with haste", rule=RULE,
    ))
    # marked so that the effect's end (400.7) is looked for only as this land leaves
    game.update(land, tags={**game.obj(land).tags, EARTHBENT: True})
    game.add_counters(land, "+1/+1", n, rule=RULE, by=ctx.controller)
    create_delayed(
        game, event="dies", events=("exiled",), controller=ctx.controller, objects=(land,),
        source=ctx.source, text=RETURN_TEXT,
        effect=Mode(instructions=(ReturnEarthbentLand(text=RETURN_TEXT),), text=RETURN_TEXT),
    )
    # CR 701.66b: "whenever you earthbend" triggers as the delayed ability is created
    fire_event(game, EVENT, player=ctx.controller, obj=land, amount=n)


@frozen
class ReturnEarthbentLand(Instruction):
    """The delayed ability's effect: return the card to the battlefield tapped under the
    ability's controller's control (701.66a), if it is still where it went (603.7c)."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        oid = ctx.event.get("obj")
        obj = game.find(oid) if isinstance(oid, int) else None
        if obj is None or obj.zone not in (Zone.GRAVEYARD, Zone.EXILE):
            game.log_event("earthbend", "the earthbent land is no longer where it went: "
                           "it isn't returned", rule="603.7c")
            ctx.it = []
            return
        new = game.move(obj.id, Zone.BATTLEFIELD, cause="effect", controller=ctx.controller,
                        tapped=True, rule=RULE)
        ctx.it = [new.id] if new is not None else []


# --------------------------------------------------------------------------
# X: "where X is ..." (CR 107.3, 608.2h)
# --------------------------------------------------------------------------


def x_amount(phrase: str, b: Builder) -> Amount:
    """The amount of "where X is [phrase]" for the earthbend cards' wordings."""
    p = phrase.strip().lower().rstrip(".")
    m = re.fullmatch(r"twice (.+)", p)
    if m:
        inner = x_amount(m.group(1), b)
        return lambda ctx: 2 * evaluate_amount(inner, ctx)
    if p == "that creature's power":
        return _event_power
    if p == "the number of cards in your hand":
        return lambda ctx: len(ctx.game.hand(ctx.controller))
    if re.fullmatch(r"the amount of mana spent to cast (?:her|him|it|them|~)", p):
        return _mana_spent
    m = re.fullmatch(r"the number of (.+?) you control( with .+)?", p)
    if m:
        flt = parse_filter(m.group(1) + (m.group(2) or "") + " you control")

        def count(ctx: Context) -> int:
            game = ctx.game
            return sum(1 for o in game.battlefield(ctx.controller)
                       if flt.matches(game, o, player=ctx.controller, source=ctx.source))

        return count
    return parse_amount(phrase, b)  # the reader's amounts ("the number of ... counters you have")


def _event_power(ctx: Context) -> int:
    """"That creature's power": the triggering creature's last known power (608.2h)."""
    chars = ctx.event.get("old_chars")
    if chars is not None and chars.power is not None:
        return int(chars.power)
    old: GameObject | None = ctx.event.get("old_obj")
    if old is not None:
        return ctx.game.rules.printed(old.card).power or 0
    obj = ctx.event.get("obj")
    if isinstance(obj, int) and ctx.game.find(obj) is not None:
        return ctx.game.power(obj)
    return 0


def _mana_spent(ctx: Context) -> int:
    """The mana spent to cast the source (CR 601.2h), 0 if it wasn't cast."""
    source = ctx.source_lki
    spell = source.tags.get("cast") if source is not None else None
    spent = getattr(spell, "mana_spent", "") or ""
    return sum(1 for symbol in re.findall(r"\{([^}]+)\}", spent) if symbol != "0")


# --------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------


def _earthbend_sentence(m: re.Match[str], b: Builder) -> SentenceResult:
    """"earthbend N" / "earthbend X, where X is ..." [", then <sentence>"] (701.66a)."""
    if m["n"].lower() == "x":
        amount = x_amount(m["x"], b) if m["x"] else x_value
        if m["x"] and callable(amount):
            worded(amount, m["x"])  # what X is, in its words for explain (CR 107.3c)
    elif m["x"]:
        raise NotUnderstood(m.group(0))
    else:
        amount = int(m["n"])
    land = b.target(parse_target(_LAND_YOU_CONTROL))
    text = m.group(0)
    if m["rest"]:
        text = re.sub(r",?\s*then\s*$", "", text[: m.start("rest")])
    steps: list[Instruction] = [Earthbend(amount, land, text=text)]
    if m["rest"]:
        if b.rules is None:
            raise NotUnderstood(m["rest"])
        rest = match_sentence(m["rest"], b, b.sentence_rules, kind="effect")
        if isinstance(rest, Instruction):
            steps.append(rest)
        elif isinstance(rest, Sequence):
            steps.extend(rest)
        else:
            raise NotUnderstood(m["rest"])
    return steps


def _you_earthbend(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you earthbend" (701.66b): the plugin event fired by :class:`Earthbend`."""
    from manastack.api import TriggerCondition

    return TriggerCondition(EVENT, whose="you", text=m.group(0))


# --------------------------------------------------------------------------
# What the hook runs (manastack_earthbend's hook implementation calls this)
# --------------------------------------------------------------------------


def end_effect_of_departed_land(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 400.7: a land that left the battlefield is a new object; the earthbend effect
    locked to the old one ends (it could never apply again)."""
    if old.zone is not Zone.BATTLEFIELD:
        return

    def locked_to_it(effect: ContinuousEffect) -> bool:
        return effect.rule == RULE and effect.objects == (old.id,)

    if any(locked_to_it(e) for e in game.state.effects):
        game.end_effects(locked_to_it, rule="400.7")
