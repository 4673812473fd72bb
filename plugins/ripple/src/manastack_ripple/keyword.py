"""The ripple trigger and its effect (CR 702.60)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from manastack.api import IllegalActionError, Zone
from manastack_ripple import PLUGIN, RIPPLE, RULE

if TYPE_CHECKING:
    from manastack.api import Ability, Context, Game
    from manastack_grammar.api import Builder


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.60a: "When you cast this spell, ..." as a trigger named by the keyword; it
    triggers from the stack (113.6k), each instance separately (702.60b)."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition

    n = int(match["n"])
    trigger = TriggerCondition("cast", self_only=True, text="When you cast this spell")
    text = (f"you may reveal the top {n} cards of your library. You may cast any of those "
            "cards with the same name as this spell without paying their mana costs ...")
    effect = Mode(instructions=(Custom(ripple(n)),), text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=RIPPLE,
                          text=match.group(0), plugin=PLUGIN)


def spell_name(game: Game, ctx: Context) -> str | None:
    """"This spell's" name (201.2): read on the stack, or as it last was there if it has
    left (608.2h: countered before the trigger resolves)."""
    spell = game.find(ctx.source) if ctx.source is not None else None
    if spell is not None and spell.zone is Zone.STACK:
        return game.chars(spell.id).name
    lki = ctx.source_lki
    return lki.card.name if lki is not None else None


def ripple(n: int) -> Callable[[Context], None]:
    """CR 702.60a: the effect of "Ripple N"."""

    def run(ctx: Context) -> None:
        game = ctx.game
        player = ctx.controller
        library = game.library(player)
        if not library:
            game.log_event("effect", "ripple: the library is empty, nothing is revealed",
                           rule=RULE, source=ctx.source)
            return
        answer = game.decide(kind="may", player=player,
                             prompt=f"Ripple {n}: reveal the top {n} cards of your library?",
                             options=("yes", "no"), rule=RULE)
        if answer[0] != "yes":
            game.log_event("effect", "ripple: nothing is revealed", rule=RULE,
                           source=ctx.source)
            return
        revealed = [o.id for o in library[:n]]  # fewer than N: all of them (702.60a)
        name = spell_name(game, ctx)
        game.log_event("effect", f"ripple {n}: reveals "
                       f"{', '.join(game.chars(o).name for o in revealed)}", rule=RULE,
                       source=ctx.source)
        for oid in revealed:
            if game.chars(oid).name == name:
                cast_one(ctx, oid)
        rest = [o for o in revealed
                if (obj := game.find(o)) is not None and obj.zone is Zone.LIBRARY]
        bottom(ctx, rest)

    return run


def cast_one(ctx: Context, oid: int) -> None:
    """CR 702.60a, 118.9: the player may cast a revealed card with the spell's name without
    paying its mana cost; an illegal cast leaves the game as it was (732), the card stays."""
    from manastack.api import cast_without_paying

    game = ctx.game
    card = game.obj(oid).card.name
    answer = game.decide(kind="may", player=ctx.controller,
                         prompt=f"Cast {card} without paying its mana cost?",
                         options=("yes", "no"), rule=RULE)
    if answer[0] != "yes":
        game.log_event("effect", f"ripple: {card} is not cast", rule=RULE, source=ctx.source)
        return
    try:
        cast_without_paying(game, ctx.controller, oid)
    except IllegalActionError as exc:  # the game is as it was (CR 732)
        game.log_event("effect", f"ripple: {card} can't be cast: {exc}", rule=RULE,
                       source=ctx.source)
        return
    game.log_event("effect", f"ripple: {card} is cast without paying its mana cost",
                   rule="118.9", source=ctx.source)


def bottom(ctx: Context, rest: list[int]) -> None:
    """CR 702.60a, 401.4: the revealed cards not cast go on the bottom in any order (the
    player's: first chosen goes first)."""
    game = ctx.game
    if len(rest) > 1:
        rest = [int(o) for o in game.decide(
            kind="order", player=ctx.controller,
            prompt="Order the revealed cards for the bottom of your library (first goes first)",
            options=tuple(rest), labels=tuple(str(game.obj(o)) for o in rest),
            min=len(rest), max=len(rest), rule=RULE)]
    for oid in rest:
        game.move(oid, Zone.LIBRARY, position="bottom", rule=RULE, note="ripple")
    if rest:
        game.log_event("effect", f"ripple: {len(rest)} revealed card(s) not cast are put on the "
                       "bottom of the library in the order chosen", rule=RULE,
                       source=ctx.source)
