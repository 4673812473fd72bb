"""manastack-dethrone: the dethrone keyword (CR 702.105).

"Dethrone is a triggered ability. 'Dethrone' means 'Whenever this creature attacks the
player with the most life or tied for most life, put a +1/+1 counter on this creature.'"
(702.105a); each instance triggers separately (702.105b). The life totals compared are
those of every player still in the game, the attacking player included, as the creature is
declared an attacker (the kernel's "attacks" event, 508.1m): the trigger condition, not an
intervening "if", so nothing is checked again as the ability resolves. A creature attacking
a planeswalker or a battle attacks no player: dethrone doesn't trigger.

The counter is read by the card reader from the rule's words ("put a +1/+1 counter on this
creature"); the event is the plugin's. The keyword is a :class:`~manastack.api.KeywordTrigger`
named "dethrone": ``game.has_keyword(obj, "dethrone")`` holds while the object has it.

The entry module is light: the build imports what it builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.api import Ability, CardSource, Context, Game, GameObject
    from manastack_grammar.api import Builder

#: Dethrone needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "dethrone"

#: The keyword's name, as it appears in an object's keywords.
DETHRONE = "dethrone"

#: CR 702.105a: what the keyword means.
DEFINITION = ("Whenever this creature attacks the player with the most life or tied for most "
              "life, put a +1/+1 counter on this creature.")


def attacks_most_life(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.105a: the player attacked has the most life or is tied for most life among
    the players still in the game (the attacking player included)."""
    from manastack.api import PlayerRef

    defender = data.get("defender")
    if not isinstance(defender, PlayerRef):
        return False  # a planeswalker or battle attacked: no player
    lives = [p.life for p in game.players if not p.lost]
    return bool(lives) and game.player(defender.index).life >= max(lives)


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.105a: the triggered ability the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    # the counter is read from the rule's words; the event "attacks the player with the
    # most life or tied for most life" is the kernel's "attacks" refined by the plugin
    read = recognize_line_ability("Whenever this creature attacks, put a +1/+1 counter on "
                                  "this creature.", b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))
    trigger = attrs.evolve(read.trigger, predicate=attacks_most_life,
                           text="~ attacks the player with the most life or tied for most "
                                "life")
    effect = attrs.evolve(read.effect,
                          instructions=(Custom(log_dethrone), *read.effect.instructions))
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=DETHRONE, optional=False,
                          text=match.group(0), plugin=PLUGIN)


def log_dethrone(ctx: Context) -> None:
    """The explain log names the keyword's rule, the creature and the player it attacked."""
    from manastack.api import PlayerRef

    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    defender = ctx.event.get("defender")
    whom = str(game.player(defender.index)) if isinstance(defender, PlayerRef) else "the player"
    game.log_event("effect", f"dethrone: {source or 'the creature'} attacked {whom}, who has "
                   "the most life or is tied for it: a +1/+1 counter goes on it",
                   rule="702.105a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.105: the keyword line "Dethrone"."""
    return [KeywordDef(name=DETHRONE, pattern="dethrone", rule="702.105", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The dethrone cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
