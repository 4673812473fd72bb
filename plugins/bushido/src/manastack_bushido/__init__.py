"""manastack-bushido: the bushido keyword (CR 702.45).

"Bushido is a triggered ability. 'Bushido N' means 'Whenever this creature blocks or
becomes blocked, it gets +N/+N until end of turn'" (702.45a); each instance triggers
separately (702.45b).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like prowess's: "~ blocks or becomes blocked" is two trigger conditions, read one sentence
each, the kernel's "blocks" and "becomes_blocked" events (both fired as blockers are declared, 509.1a,
509.3c), so one instance of bushido is two :class:`~manastack.api.KeywordTrigger` values
named "bushido", gained and lost together ("loses bushido" removes both). Each begins with
a log line citing 702.45a.

The entry module is light: the build imports what it builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Bushido needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "bushido"

#: The keyword's name, as it appears in an object's keywords.
BUSHIDO = "bushido"

#: CR 702.45a: what "Bushido N" means (its reminder text).
DEFINITION = ("Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until "
              "end of turn.")

#: The definition's two trigger events, each read as rules text on its own: one
#: triggered ability per event (509.1a "blocks", 509.3c "becomes blocked").
HALVES = ("Whenever this creature blocks, it gets +{n}/+{n} until end of turn.",
          "Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn.")


def build(match: re.Match[str], b: Builder) -> Sequence[Ability]:
    """CR 702.45a: the triggered abilities "Bushido N" stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    out: list[Ability] = []
    for half in HALVES:
        ability = recognize_line_ability(half.format(n=n), b)
        if not isinstance(ability, TriggeredAbility):
            raise NotUnderstood(match.group(0))
        event = ability.trigger.event

        def log(ctx: Context, n: int = n, event: str = event) -> None:
            # the explain log cites the keyword's rule, not only 603.2
            how = "blocks" if event == "blocks" else "becomes blocked"
            source = ctx.game.find(ctx.source) if ctx.source is not None else None
            who = str(source) if source is not None else "the creature"
            ctx.game.log_event("effect", f"bushido {n}: {who} {how}, it gets +{n}/+{n} until "
                               "end of turn", rule="702.45a", source=ctx.source)

        effect = attrs.evolve(ability.effect,
                              instructions=(Custom(log), *ability.effect.instructions))
        out.append(KeywordTrigger(trigger=ability.trigger, effect=effect, keyword=BUSHIDO,
                                  optional=ability.optional, text=match.group(0),
                                  plugin=PLUGIN))
    return out


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.45: the keyword line "Bushido N" (also in lists: "Flying, bushido 2")."""
    return [KeywordDef(name=BUSHIDO, pattern=r"bushido (?P<n>\d+)", rule="702.45",
                       build=build, with_builder=True,
                       reminder=DEFINITION.format(n="N"))]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The bushido creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("bushido", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
