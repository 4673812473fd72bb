"""manastack-training: the training keyword (CR 702.149).

"Training is a triggered ability. 'Training' means 'Whenever this creature and at least one
other creature with power greater than this creature's power attack, put a +1/+1 counter on
this creature.'" (702.149a); each instance triggers separately (702.149b).

The plugin teaches the reader the trigger event "~ and at least one other creature with
power greater than ~'s power attack" (a :class:`~manastack_grammar.api.SentenceRule` of
kind ``"trigger"``: the kernel's ``"attacks"`` event of the creature itself, when another
creature declared as an attacker has greater power), so that the keyword's definition is
read as rules text. The powers are compared as the attackers are declared (508.1m, 603.2):
the trigger condition, not an intervening "if", so nothing is checked again as the ability
resolves. The keyword is a :class:`~manastack.api.KeywordTrigger` named "training".

"When this creature trains" (702.149c) is not read: no card of the pool uses it.

The entry module is light: the builds import what they build when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.api import (
        Ability,
        CardSource,
        Context,
        Game,
        GameObject,
        TriggerCondition,
    )
    from manastack_grammar.api import Builder

#: Training needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "training"

#: The keyword's name, as it appears in an object's keywords.
TRAINING = "training"

#: CR 702.149a: what the keyword means, read as the card's rules text.
DEFINITION = ("Whenever this creature and at least one other creature with power greater "
              "than this creature's power attack, put a +1/+1 counter on this creature.")

#: "~ and at least one other creature with power greater than ~'s power attack".
ATTACKS_WITH_GREATER = (r"~ and at least one other creature with power greater than ~'s "
                        r"power attack")


def greater_power_attacks(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.149a, 508.1m: another creature declared as an attacker has power greater than
    the creature's (the event fires as attackers are declared: every attacker is one)."""
    obj = data.get("obj")
    if not isinstance(obj, int) or game.find(obj) is None:
        return False
    mine = game.power(obj)
    return any(game.power(o.id) > mine for o in game.battlefield()
               if o.id != obj and game.is_attacking(o.id))


def attacks_with_greater(match: re.Match[str], b: Builder) -> TriggerCondition:
    """CR 702.149a, 603.2: the "attacks" event of the creature itself, with a creature of
    greater power attacking too."""
    from manastack.api import TriggerCondition

    return TriggerCondition("attacks", self_only=True, predicate=greater_power_attacks,
                            text=match.group(0))


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.149a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=TRAINING, plugin=PLUGIN,
                           first=Custom(log_training))


def log_training(ctx: Context) -> None:
    """The explain log names the keyword's rule and the creature that trains."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    game.log_event("effect", f"training: {source or 'the creature'} attacked with a creature "
                   "of greater power: a +1/+1 counter goes on it", rule="702.149a",
                   source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.149: the keyword line "Training"."""
    return [KeywordDef(name=TRAINING, pattern="training", rule="702.149", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 702.149a: the trigger event "~ and at least one other creature with power greater
    than ~'s power attack"."""
    return [SentenceRule(name="attacks with a creature of greater power",
                         pattern=ATTACKS_WITH_GREATER, build=attacks_with_greater,
                         kind="trigger", plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The training cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
