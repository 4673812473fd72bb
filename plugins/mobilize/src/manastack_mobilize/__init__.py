"""manastack-mobilize: the mobilize keyword (CR 702.181).

"Mobilize is a triggered ability. 'Mobilize N' means 'Whenever this creature attacks,
create N 1/1 red Warrior creature tokens. Those tokens enter tapped and attacking.
Sacrifice them at the beginning of the next end step.'" (702.181a). The tokens are never
declared as attackers: they don't trigger "attacks" abilities (508.4), and their controller
chooses what each attacks among the defending players and the planeswalkers they control
(508.4; asked only when there is more than one).

The first and last sentences are read by the card reader ("create N 1/1 red Warrior
creature tokens", "Sacrifice them at the beginning of the next end step": a delayed
trigger, 603.7); the plugin makes the tokens enter tapped and puts them into combat
attacking (the kernel's ``put_into_combat_attacking``). The keyword is a
:class:`~manastack.api.KeywordTrigger` named "mobilize": ``game.has_keyword(obj,
"mobilize")`` holds while the object has it. "Mobilize X, where X is ..." is not read.

The entry module is light: the build imports what it builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Game
    from manastack_grammar.api import Builder

#: Mobilize needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "mobilize"

#: The keyword's name, as it appears in an object's keywords.
MOBILIZE = "mobilize"

REMINDER = ("Whenever this creature attacks, create N 1/1 red Warrior creature tokens. Those "
            "tokens enter tapped and attacking. Sacrifice them at the beginning of the next "
            "end step.")

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def definition(n: int) -> str:
    """CR 702.181a without "Those tokens enter tapped and attacking" (the plugin's step),
    N written as the rule's words say it."""
    if n == 1:
        return ("Whenever this creature attacks, create a 1/1 red Warrior creature token. "
                "Sacrifice it at the beginning of the next end step.")
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return (f"Whenever this creature attacks, create {word} 1/1 red Warrior creature tokens. "
            "Sacrifice them at the beginning of the next end step.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.181a: the triggered ability the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import (
        CreateDelayedTrigger,
        CreateToken,
        Custom,
        KeywordTrigger,
        TriggeredAbility,
    )
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))
    read = recognize_line_ability(definition(n), b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))
    steps = read.effect.instructions
    if len(steps) != 2 or not isinstance(steps[0], CreateToken) \
            or not isinstance(steps[1], CreateDelayedTrigger):
        raise NotUnderstood(match.group(0))

    def log(ctx: Context, n: int = n) -> None:
        # the explain log cites the keyword's rule as the tokens are created
        source = ctx.game.find(ctx.source) if ctx.source is not None else None
        ctx.game.log_event("effect", f"mobilize {n}: {source or 'the creature'} attacked, "
                           f"{n} tapped and attacking 1/1 red Warrior token(s) are created, "
                           "sacrificed at the beginning of the next end step",
                           rule="702.181a", source=ctx.source)

    # CR 702.181a: "Those tokens enter tapped and attacking", between the two read sentences
    instructions = (Custom(log), attrs.evolve(steps[0], tapped=True), Custom(enter_attacking),
                    steps[1])
    effect = attrs.evolve(read.effect, instructions=instructions,
                          text=REMINDER.split(", ", 1)[1].replace(" N ", f" {n} "))
    return KeywordTrigger(trigger=read.trigger, effect=effect, keyword=MOBILIZE,
                          optional=False, text=match.group(0), plugin=PLUGIN)


def attackable(game: Game, player: int) -> list[Any]:
    """CR 508.4: what a creature ``player`` puts onto the battlefield attacking may attack:
    a defending player (the opponents still in the game, 802.2) or a planeswalker one of
    them controls."""
    from manastack.api import PlayerRef

    options: list[Any] = [PlayerRef(p) for p in game.opponents(player)]
    for obj in game.battlefield():
        controller = game.controller(obj.id)
        if controller != player and not game.player(controller).lost and \
                game.chars(obj.id).type_line.has_type("Planeswalker"):
            options.append(obj.id)
    return options


def enter_attacking(ctx: Context) -> None:
    """CR 702.181a, 508.4: the tokens just created are attacking; their controller chooses
    what each attacks (asked only when there is a choice). ``ctx.it`` stays the tokens, for
    the delayed sacrifice."""
    from manastack.api import PlayerRef, put_into_combat_attacking

    game = ctx.game
    tokens = [t for t in (ctx.it or ()) if isinstance(t, int) and game.find(t) is not None]
    for token in tokens:
        player = game.controller(token)
        options = attackable(game, player)
        if not options:
            continue
        if len(options) == 1:
            defender = options[0]
        else:
            labels = [str(game.player(o.index)) if isinstance(o, PlayerRef) else str(game.obj(o))
                      for o in options]
            (defender,) = game.decide(kind="attack_target", player=player,
                                      prompt=f"what {game.obj(token)} attacks", options=options,
                                      labels=labels, rule="508.4")
        put_into_combat_attacking(game, token, defender, rule="508.4")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.181: the keyword line "Mobilize N"."""
    return [KeywordDef(name=MOBILIZE, pattern=r"mobilize (?P<n>\d+)", rule="702.181",
                       build=build, with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The mobilize cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
