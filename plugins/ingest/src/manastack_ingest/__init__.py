"""manastack-ingest: the ingest keyword (CR 702.115).

"Ingest is a triggered ability. 'Ingest' means 'Whenever this creature deals combat damage
to a player, that player exiles the top card of their library.'" (702.115a); each instance
triggers separately (702.115b). The event is read by the card reader ("~ deals combat
damage to a player", 510.2, 603.2); "that player" is the player dealt the damage (the
event's recipient, 603.7c), who exiles the top card of their own library as the ability
resolves: nothing happens if their library is empty.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "ingest", so
``game.has_keyword(obj, "ingest")`` holds while the object has it.

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

#: Ingest needs no other plugin (every printed ingest card also has devoid, its own plugin).
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "ingest"

#: The keyword's name, as it appears in an object's keywords.
INGEST = "ingest"

#: CR 702.115a: what the keyword means.
DEFINITION = ("Whenever this creature deals combat damage to a player, that player exiles "
              "the top card of their library.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.115a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition
    from manastack_grammar.api import NotUnderstood, match_sentence

    # the event is the card reader's: this creature's combat damage to a player
    trigger = match_sentence("~ deals combat damage to a player", b, b.sentence_rules,
                             kind="trigger")
    if not isinstance(trigger, TriggerCondition):
        raise NotUnderstood(match.group(0))
    text = "that player exiles the top card of their library"
    effect = Mode(instructions=(Custom(exile_top_card),), text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=INGEST, optional=False,
                          text=match.group(0), plugin=PLUGIN)


def exile_top_card(ctx: Context) -> None:
    """CR 702.115a: the player dealt the combat damage exiles the top card of their
    library (none if it is empty, 608.2b)."""
    from manastack.api import PlayerRef, Zone

    game = ctx.game
    recipient = ctx.event.get("recipient")
    if not isinstance(recipient, PlayerRef) or game.player(recipient.index).lost:
        return
    player = game.player(recipient.index)
    library = game.library(recipient.index)
    source = game.find(ctx.source) if ctx.source is not None else None
    if not library:
        game.log_event("effect", f"ingest: {player}'s library is empty, nothing is exiled",
                       rule="702.115a", source=ctx.source)
        return
    top = library[0]
    game.log_event("effect", f"ingest: {source or 'the creature'} dealt combat damage to "
                   f"{player}, who exiles the top card of their library ({top})",
                   rule="702.115a", source=ctx.source)
    game.move(top.id, Zone.EXILE, cause="effect", rule="702.115a")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.115: the keyword line "Ingest"."""
    return [KeywordDef(name=INGEST, pattern="ingest", rule="702.115", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The ingest cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
