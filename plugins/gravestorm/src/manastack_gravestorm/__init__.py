"""manastack-gravestorm: the keyword gravestorm (CR 702.69), a triggered ability working on
the stack.

CR 702.69a: "Gravestorm is a triggered ability that functions on the stack. 'Gravestorm'
means 'When you cast this spell, copy it for each permanent that was put into a graveyard
from the battlefield this turn. If the spell has any targets, you may choose new targets
for any of the copies.'" Each instance triggers separately (702.69b).

- The trigger: a :class:`~manastack.api.KeywordTrigger` named "gravestorm" on the kernel's
  "cast" event with ``self_only``, like storm's: put on the stack above the spell (603.3).
- The count: the kernel's turn record ``permanents_to_graveyard``, every permanent put
  into a graveyard from the battlefield this turn by any player, tokens included (111.7),
  counted as the ability resolves (the words say "was put ... this turn": permanents put
  there in response count too, 608.2h).
- The copies (707.10): :func:`~manastack.api.copy_cast_spell`, with every choice made for
  the spell; for each copy with targets its controller may choose new ones (707.10c).

The entry module is light: the build runs when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context

#: Gravestorm needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "gravestorm"

#: The keyword's name, as it appears in an object's keywords.
GRAVESTORM = "gravestorm"

#: CR 702.69a, as the explain log and the ability's text give it.
TEXT = ("When you cast this spell, copy it for each permanent that was put into a graveyard "
        "from the battlefield this turn. If the spell has any targets, you may choose new "
        "targets for any of the copies.")
REMINDER = ("When you cast this spell, copy it for each permanent put into a graveyard from "
            "the battlefield this turn.")


def copy_for_each_permanent(ctx: Context) -> None:
    """CR 702.69a: one copy for each permanent put into a graveyard from the battlefield this
    turn (the kernel's turn record, as the ability resolves), each may get new targets
    (707.10c); made from the spell as it last existed on the stack if it has left it (113.7a,
    608.2h)."""
    from manastack.api import copy_cast_spell, spell_cast

    count = ctx.game.state.turn.records.permanents_to_graveyard
    original = spell_cast(ctx)
    if original is None:
        return
    name = original.card.name
    ctx.game.log_event("effect", f"gravestorm: {count} permanent(s) were put into a graveyard "
                       f"from the battlefield this turn, {count} "
                       f"cop{'y' if count == 1 else 'ies'} of {name}", rule="702.69a",
                       source=ctx.source)
    ctx.it = copy_cast_spell(ctx, original, count, "gravestorm")


def build(match: re.Match[str]) -> Ability:
    """CR 702.69a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition

    trigger = TriggerCondition("cast", self_only=True, whose="you",
                               text="you cast this spell")
    effect = Mode(instructions=(Custom(copy_for_each_permanent),), text=TEXT)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=GRAVESTORM, optional=False,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.69: the keyword line "Gravestorm"."""
    return [KeywordDef(name=GRAVESTORM, pattern="gravestorm", rule="702.69", build=build,
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The gravestorm cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
