"""manastack-evolve: the keyword evolve (CR 702.100), a triggered ability.

CR 702.100a: "'Evolve' means 'Whenever a creature you control enters, if that creature's
power is greater than this creature's power and/or that creature's toughness is greater
than this creature's toughness, put a +1/+1 counter on this creature.'" The condition is an
intervening "if" (603.4): checked as the creature enters and again as the ability resolves,
against the entering creature as it is then, or as it last was if it has left the
battlefield (608.2h). A noncreature permanent has no greater power or toughness than a
creature (702.100c): if either is no longer a creature, the condition is false. Each
instance triggers separately (702.100d).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "evolve"
(``game.has_keyword(obj, "evolve")`` holds while the object has it): its trigger is read by
the card reader from the rule's words ("Whenever a creature you control enters, put a +1/+1
counter on this creature."); the comparison with the entering creature of the event is the
trigger's ``intervening_if_event``, which the kernel checks with the event as the creature
enters and again as the ability resolves (603.4).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Game, GameObject
    from manastack_grammar.api import Builder

#: Evolve needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "evolve"

#: The keyword's name, as it appears in an object's keywords.
EVOLVE = "evolve"

REMINDER = ("Whenever a creature you control enters, if that creature has greater power or "
            "toughness than this creature, put a +1/+1 counter on this creature.")

#: CR 702.100a without its intervening "if", given to the kernel apart (603.4).
TRIGGER = "Whenever a creature you control enters, put a +1/+1 counter on this creature."


def bigger(game: Game, source_id: int, entered_id: int) -> bool:
    """CR 702.100a, 702.100c: is the entered creature's power greater than the evolving
    creature's, or its toughness? Both as they are now, or as they last were on the
    battlefield (608.2h); false if either is not a creature."""
    from manastack.api import IllegalActionError

    try:
        mine = game.last_known_chars(source_id)
        theirs = game.last_known_chars(entered_id)
    except IllegalActionError:  # an object never in the game: nothing to compare (400.7)
        return False
    if not (mine.is_creature and theirs.is_creature):
        return False  # CR 702.100c: a noncreature permanent has no greater power/toughness
    return (theirs.power or 0) > (mine.power or 0) or \
        (theirs.toughness or 0) > (mine.toughness or 0)


def greater(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 603.4, 702.100a: the intervening "if", with the creature of the event: checked by
    the kernel as it enters and again as the ability resolves."""
    entered = data.get("obj")
    return isinstance(entered, int) and bigger(game, source.id, entered)


def evolves(ctx: Context) -> None:
    """CR 702.100a-b: a +1/+1 counter on this creature (it evolves), if it is still on the
    battlefield."""
    game = ctx.game
    source = ctx.source_permanent()
    if source is None:
        return  # CR 400.7: the creature left the battlefield, no counter to put
    game.log_event("effect", f"evolve: {source} evolves, a +1/+1 counter on it",
                   rule="702.100a", source=ctx.source)
    game.add_counters(source.id, "+1/+1", 1, rule="702.100b")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.100a: the enters trigger the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    read = recognize_line_ability(TRIGGER, b)
    if not isinstance(read, TriggeredAbility) or read.optional or \
            read.trigger.predicate is not None or read.trigger.intervening_if is not None:
        raise NotUnderstood(match.group(0))
    trigger = attrs.evolve(read.trigger, intervening_if_event=greater)
    effect = attrs.evolve(read.effect, instructions=(Custom(evolves),),
                          text="if that creature's power or toughness is greater than this "
                               "creature's, put a +1/+1 counter on this creature")
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=EVOLVE, optional=False,
                          text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.100: the keyword line "Evolve"."""
    return [KeywordDef(name=EVOLVE, pattern="evolve", rule="702.100", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The evolve cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
