"""The cascade trigger and its effect (CR 702.85)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack.api import IllegalActionError, Zone
from manastack_cascade import CASCADE, PLUGIN, RULE

if TYPE_CHECKING:
    from manastack.api import Ability, Context, Game, GameObject
    from manastack_grammar.api import Builder


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.85a: "When you cast this spell, ..." as a trigger named by the keyword; it
    triggers from the stack (113.6k), each instance separately (702.85c)."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition

    trigger = TriggerCondition("cast", self_only=True, text="When you cast this spell")
    text = ("exile cards from the top of your library until you exile a nonland card whose "
            "mana value is less than this spell's mana value. You may cast that card without "
            "paying its mana cost ...")
    effect = Mode(instructions=(Custom(cascade),), text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=CASCADE,
                          text=match.group(0), plugin=PLUGIN)


def spell_mana_value(game: Game, ctx: Context) -> int:
    """"This spell's mana value" (202.3): read on the stack, or as it last was there if it
    has left (608.2h: countered before the trigger resolves)."""
    spell = game.find(ctx.source) if ctx.source is not None else None
    if spell is not None and spell.zone is Zone.STACK:
        return game.mana_value(spell.id)
    lki = ctx.source_lki
    if lki is None or lki.card.mana_cost is None:
        return 0
    x = lki.spell.x if lki.spell is not None else 0
    return lki.card.mana_cost.mana_value(x or 0)


def cascade(ctx: Context) -> None:
    """CR 702.85a: exile from the top until a nonland card of lesser mana value, may cast it
    without paying its mana cost (118.9), the rest on the bottom in a random order."""
    game = ctx.game
    player = ctx.controller
    limit = spell_mana_value(game, ctx)
    exiled: list[int] = []
    hit: GameObject | None = None
    while game.library(player):
        top = game.library(player)[0]
        new = game.move(top.id, Zone.EXILE, rule=RULE, note="cascade")
        if new is None or new.zone is not Zone.EXILE:
            break  # a replacement put it elsewhere: it is not exiled this way
        exiled.append(new.id)
        if not game.chars(new.id).type_line.has_type("Land") and \
                game.mana_value(new.id) < limit:
            hit = new
            break
    if hit is None:
        game.log_event("effect", f"cascade: no nonland card with mana value less than {limit}"
                       " was exiled", rule=RULE, source=ctx.source)
    else:
        game.log_event("effect", f"cascade: {hit} is exiled, a nonland card with mana value "
                       f"{game.mana_value(hit.id)} (less than {limit})", rule=RULE,
                       source=ctx.source)
        cast_hit(ctx, hit, limit)
    rest = [o for o in exiled if (obj := game.find(o)) is not None and obj.zone is Zone.EXILE]
    game.rng.shuffle(rest)  # 701.24a-like: a random order nobody knows
    for oid in rest:
        game.move(oid, Zone.LIBRARY, position="bottom", rule=RULE, note="cascade")
    if rest:
        game.log_event("effect", f"cascade: {len(rest)} exiled card(s) not cast are put on the "
                       "bottom of the library in a random order", rule=RULE, source=ctx.source)


def cast_hit(ctx: Context, hit: GameObject, limit: int) -> None:
    """CR 702.85a, 118.9: the player may cast the card without paying its mana cost, if the
    resulting spell's mana value is less (a split card's half is checked as cast, 709.3);
    an illegal cast leaves the game as it was (732) and the card stays exiled."""
    from manastack.api import cast_without_paying

    game = ctx.game
    answer = game.decide(kind="may", player=ctx.controller,
                         prompt=f"Cast {hit.card.name} without paying its mana cost?",
                         options=("yes", "no"), rule=RULE)
    if answer[0] != "yes":
        game.log_event("effect", f"cascade: {hit.card.name} is not cast", rule=RULE,
                       source=ctx.source)
        return
    try:
        with game.transaction():
            spell = cast_without_paying(game, ctx.controller, hit.id)
            value = game.mana_value(spell.id)
            if value >= limit:
                raise IllegalActionError(
                    f"the resulting spell {spell.card.name} has mana value {value}, not less "
                    f"than {limit}", rule=RULE, step="601.2e")
    except IllegalActionError as exc:  # the game is as it was (CR 732)
        game.log_event("effect", f"cascade: {hit.card.name} can't be cast: {exc}", rule=RULE,
                       source=ctx.source)
        return
    game.log_event("effect", f"cascade: {spell.card.name} is cast without paying its mana "
                   "cost", rule="118.9", source=ctx.source)
