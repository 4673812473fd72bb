"""manastack-storm: the keyword storm (CR 702.40), a triggered ability working on the stack.

CR 702.40a: "Storm is a triggered ability that functions on the stack. 'Storm' means 'When
you cast this spell, copy it for each other spell that was cast before it this turn. If the
spell has any targets, you may choose new targets for any of the copies.'"

- The trigger: a :class:`~manastack.api.KeywordTrigger` named "storm" on the kernel's
  "cast" event with ``self_only``: it triggers from the stack as the spell becomes cast
  (113.6k, 601.2i), so a flashback or escape cast counts too, and is put on the stack
  above the spell (603.3). Each instance triggers separately (702.40b).
- The count: the kernel's "cast" event says how many other spells were cast this turn
  before this one, by every player (``spells_before``), fixed as the spell is cast: spells
  cast in response to the trigger are not "before it". Copies are not cast (707.10): they
  are never counted.
- The copies (707.10): :func:`~manastack.api.copy_spell`, with every choice made for the
  spell (modes, X, targets, an alternative or additional cost paid); for each copy with
  targets its controller may choose new ones (707.10c). The ability exists independently
  of the spell (113.7a): if the spell has left the stack, the copies are made from it as it
  last existed on the stack (608.2h). A copy of a permanent spell becomes a token
  (707.10f, 608.3f).

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

#: Storm needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "storm"

#: The keyword's name, as it appears in an object's keywords.
STORM = "storm"

#: CR 702.40a, as the explain log and the ability's text give it.
TEXT = ("When you cast this spell, copy it for each other spell that was cast before it this "
        "turn. If the spell has any targets, you may choose new targets for any of the copies.")

REMINDER = ("When you cast this spell, copy it for each spell cast before it this turn. You "
            "may choose new targets for the copies.")


def copy_for_each_spell_before(ctx: Context) -> None:
    """CR 702.40a: one copy for each other spell cast before the spell this turn (counted
    as it was cast), each may get new targets (707.10c); made from the spell as it last
    existed on the stack if it has left it (113.7a, 608.2h)."""
    from manastack.api import copy_cast_spell, spell_cast

    count = ctx.event.get("spells_before", 0)
    original = spell_cast(ctx)
    if original is None:
        return
    name = original.card.name
    ctx.game.log_event("effect", f"storm: {count} other spell(s) were cast before {name} this "
                       f"turn, {count} cop{'y' if count == 1 else 'ies'}", rule="702.40a",
                       source=ctx.source)
    ctx.it = copy_cast_spell(ctx, original, count, "storm")


def build(match: re.Match[str]) -> Ability:
    """CR 702.40a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition

    trigger = TriggerCondition("cast", self_only=True, whose="you",
                               text="you cast this spell")
    effect = Mode(instructions=(Custom(copy_for_each_spell_before),), text=TEXT)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=STORM, optional=False,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.40: the keyword line "Storm"."""
    return [KeywordDef(name=STORM, pattern="storm", rule="702.40", build=build,
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The storm cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("storm", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
