"""manastack-provoke: the provoke keyword (CR 702.39).

"Provoke is a triggered ability. 'Provoke' means 'Whenever this creature attacks, you may
choose to have target creature defending player controls block this creature this combat
if able. If you do, untap that creature.'" (702.39a); each instance triggers separately
(702.39b).

The target and the "may" are read by the card reader from "Whenever this creature attacks,
you may untap target creature defending player controls"; the plugin adds the requirement:
as the ability resolves, the target gets the kernel's :class:`~manastack.api.BlocksIfAble`
requirement on this creature until end of combat (509.1c). It is only a requirement: a
creature that can't block this creature (tapped again, a flying attacker and no reach or
flying) isn't forced to do anything. Declined, nothing happens. The keyword is a
:class:`~manastack.api.KeywordTrigger` named "provoke".

The entry module is light: the build imports what it builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Provoke needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "provoke"

#: The keyword's name, as it appears in an object's keywords.
PROVOKE = "provoke"

#: CR 702.39a: what the keyword means.
DEFINITION = ("Whenever this creature attacks, you may choose to have target creature "
              "defending player controls block this creature this combat if able. If you "
              "do, untap that creature.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.39a: the triggered ability the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    # the "may", the target and the untap are read from words; "defending player controls"
    # is the attacking creature's own defending player (CR 506.2), and the requirement added
    read = recognize_line_ability("Whenever this creature attacks, you may untap target "
                                  "creature.", b)
    if not isinstance(read, TriggeredAbility) or not read.optional \
            or len(read.effect.targets) != 1 or read.effect.targets[0].objects is None:
        raise NotUnderstood(match.group(0))
    spec = read.effect.targets[0]
    assert spec.objects is not None
    target = attrs.evolve(spec, objects=attrs.evolve(
        spec.objects, defending_controls=True, text="creature defending player controls"),
        text="target creature defending player controls")
    effect = attrs.evolve(read.effect, targets=(target,),
                          instructions=(Custom(must_block), *read.effect.instructions))
    return KeywordTrigger(trigger=read.trigger, effect=effect, keyword=PROVOKE,
                          optional=True, text=match.group(0), plugin=PLUGIN)


def must_block(ctx: Context) -> None:
    """CR 702.39a, 509.1c: the target blocks this creature this combat if able (a
    requirement lasting until end of combat, 511.3); the untap follows (read words)."""
    from manastack.api import UNTIL_END_OF_COMBAT, BlocksIfAble, ContinuousEffect, start_effect

    game = ctx.game
    chosen = [t for group in ctx.targets for t in group if isinstance(t, int)
              and t not in ctx.illegal and game.find(t) is not None]
    if ctx.source is None or game.find(ctx.source) is None or not chosen:
        return  # CR 702.39a: the requirement names this creature; gone, nothing to block
    target = chosen[0]  # the one target instance (CR 702.39a)
    start_effect(game, ContinuousEffect(
        parts=(BlocksIfAble(ctx.source),), source=ctx.source, controller=ctx.controller,
        objects=(target,), duration=UNTIL_END_OF_COMBAT,
        text=f"blocks {game.obj(ctx.source)} this combat if able", rule="702.39a"))
    game.log_event("effect", f"provoke: {game.obj(target)} untaps and blocks "
                   f"{game.obj(ctx.source)} this combat if able", rule="702.39a",
                   source=ctx.source, obj=target)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.39: the keyword line "Provoke"."""
    return [KeywordDef(name=PROVOKE, pattern="provoke", rule="702.39", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The provoke cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
