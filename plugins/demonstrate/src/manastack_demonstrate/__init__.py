"""manastack-demonstrate: the keyword demonstrate (CR 702.144), a triggered ability of a
spell.

CR 702.144a: "Demonstrate is a triggered ability. 'Demonstrate' means 'When you cast this
spell, you may copy it and you may choose new targets for the copy. If you copy the spell,
choose an opponent. That player copies the spell and may choose new targets for that
copy.'"

- The trigger: a :class:`~manastack.api.KeywordTrigger` named "demonstrate" on the kernel's
  "cast" event with ``self_only``, like storm's: put on the stack above the spell (603.3).
- As it resolves, its controller answers the ability's "may" (603.5); if they copy, the copy is
  theirs (707.10, new targets 707.10c), then they choose an opponent still in the game (an
  ``"opponent"`` decision, 102.2, 800.4a), who gets a copy of their own and may choose its
  new targets. With no opponent left, nobody else copies it.

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

#: Demonstrate needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "demonstrate"

#: The keyword's name, as it appears in an object's keywords.
DEMONSTRATE = "demonstrate"

#: CR 702.144a, as the explain log and the ability's text give it.
TEXT = ("When you cast this spell, you may copy it and you may choose new targets for the "
        "copy. If you copy the spell, choose an opponent. That player copies the spell and "
        "may choose new targets for that copy.")
REMINDER = ("When you cast this spell, you may copy it. If you do, choose an opponent to also "
            "copy it. Players may choose new targets for their copies.")


def demonstrate(ctx: Context) -> None:
    """CR 702.144a, 707.10, 707.10c: you copy the spell (the "may" is the ability's, asked as
    it resolves, 603.5); an opponent you choose copies it too, each copy's controller
    choosing its new targets."""
    from manastack.api import copy_spell, spell_cast

    game = ctx.game
    you = ctx.controller
    original = spell_cast(ctx)
    if original is None:
        return
    name = original.card.name
    copies = [copy_spell(game, original, you, new_targets=True).id]
    opponents = tuple(game.opponents(you))
    whom = "no opponent is left to copy it"
    if opponents:
        (chosen,) = game.decide(kind="opponent", player=you,
                                prompt=f"Demonstrate: choose an opponent to copy {name}",
                                options=opponents,
                                labels=tuple(str(game.player(p)) for p in opponents),
                                rule="702.144a")
        who = int(chosen)
        copies.append(copy_spell(game, original, who, new_targets=True).id)
        whom = f"{game.player(who)} copies it too"
    game.log_event("effect", f"demonstrate: {game.player(you)} copies {name}, {whom}",
                   rule="702.144a", source=ctx.source)
    ctx.it = copies


def build(match: re.Match[str]) -> Ability:
    """CR 702.144a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition

    trigger = TriggerCondition("cast", self_only=True, whose="you",
                               text="you cast this spell")
    effect = Mode(instructions=(Custom(demonstrate),), text=TEXT)
    # CR 603.5: "you may copy it": the whole effect is optional, asked as it resolves
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=DEMONSTRATE, optional=True,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.144: the keyword line "Demonstrate"."""
    return [KeywordDef(name=DEMONSTRATE, pattern="demonstrate", rule="702.144", build=build,
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The demonstrate cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
