"""manastack-ravenous: the keyword ravenous (CR 702.156).

CR 702.156a: "Ravenous is a keyword found on some creature cards with {X} in their mana
cost. Ravenous represents both a replacement effect and a triggered ability. 'Ravenous'
means 'This permanent enters with X +1/+1 counters on it' and 'When this permanent enters,
if X is 5 or more, draw a card.'"

- The replacement effect is the kernel's :class:`~manastack.api.EntersWith` with X counters
  (614.1c): X is the X of the spell the permanent was as it resolved (107.3m); put onto the
  battlefield any other way, X is 0 and it enters with no counter.
- The triggered ability is read from the rule's words ("When this creature enters, draw a
  card.") with the intervening "if X is 5 or more" (603.4): checked as it triggers and again
  as it resolves, against the same X (:func:`~manastack.api.resolved_x`). The explain log
  line of the draw cites 702.156a.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Game, GameObject
    from manastack_grammar.api import Builder

#: Ravenous needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "ravenous"

#: The keyword's name, as it appears in an object's keywords.
RAVENOUS = "ravenous"

#: The X from which the triggered ability draws a card (702.156a).
DRAW_FROM = 5

REMINDER = ("This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card "
            "when it enters.")


def x_is_five_or_more(game: Game, source: GameObject) -> bool:
    """CR 702.156a, 603.4, 107.3m: the intervening "if X is 5 or more", X the spell's."""
    from manastack.api import resolved_x

    return resolved_x(source) >= DRAW_FROM


def log_ravenous(ctx: Context) -> None:
    """The explain log names the keyword's rule and X as the card is drawn."""
    from manastack.api import resolved_x

    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    game.log_event("effect", f"ravenous: X was {resolved_x(source)} (5 or more): its "
                   f"controller draws a card", rule="702.156a", source=ctx.source)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability]:
    """CR 702.156a: the X counters it enters with and the trigger, named by the keyword."""
    import attrs

    from manastack.api import Custom, EntersWith, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    read = recognize_line_ability("When this creature enters, draw a card.", b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))
    trigger = attrs.evolve(read.trigger, intervening_if=x_is_five_or_more,
                           text="~ enters, if X is 5 or more")
    effect = attrs.evolve(read.effect,
                          instructions=(Custom(log_ravenous), *read.effect.instructions))
    counters = EntersWith(x_counters=("+1/+1",), rule="702.156a",
                          text=f"{match.group(0)}: it enters with X +1/+1 counters, X the "
                               "spell's (a replacement effect, CR 614.1c, 107.3m)")
    return (counters, KeywordTrigger(trigger=trigger, effect=effect, keyword=RAVENOUS,
                                     optional=False, text=match.group(0), plugin=PLUGIN))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.156: the keyword line "Ravenous"."""
    return [KeywordDef(name=RAVENOUS, pattern="ravenous", rule="702.156", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The ravenous cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
