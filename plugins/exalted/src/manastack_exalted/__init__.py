"""manastack-exalted: the exalted keyword (CR 702.83).

"Exalted is a triggered ability. 'Exalted' means 'Whenever a creature you control attacks
alone, that creature gets +1/+1 until end of turn'" (702.83a); each instance triggers
separately (702.83b). A creature "attacks alone" when it is the only creature declared as
an attacker during the declare attackers step (506.5, 702.83b).

The plugin teaches the reader the trigger event "[a creature you control / ~ / equipped
creature] attacks alone"
(a :class:`~manastack_grammar.api.SentenceRule` of kind ``"trigger"``: the kernel's
``"attacks"`` event, when it is the only attacker declared), so that the keyword's
definition is read as rules text, like prowess's, and so are the printed sentences using it
("Whenever a creature you control attacks alone, it gains lifelink until end of turn",
Battlegrace Angel). The keyword is a :class:`~manastack.api.KeywordTrigger` named
"exalted": ``game.has_keyword(obj, "exalted")`` holds while the object has it.

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

#: Exalted needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "exalted"

#: The keyword's name, as it appears in an object's keywords.
EXALTED = "exalted"

#: CR 702.83a: what the keyword means, read as the card's rules text.
DEFINITION = ("Whenever a creature you control attacks alone, that creature gets +1/+1 "
              "until end of turn.")

#: "[a creature you control] attacks alone", "~ attacks alone", "equipped creature attacks
#: alone" (the event clause).
ATTACKS_ALONE = (r"(?:(?P<self>~)|(?P<how>enchanted|equipped) creature|(?:a|an|another) "
                 r"(?P<what>.+?)) attacks alone")


def declared_alone(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 506.5: the creature of the "attacks" event is the only one declared as an attacker
    (the event fires as attackers are declared, 508.1m, so every attacker is then one)."""
    attackers = [o.id for o in game.battlefield() if game.is_attacking(o.id)]
    return attackers == [data.get("obj")]


def attached_declared_alone(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 506.5, 303.4, 301.5: the creature declared alone is the one the source is attached
    to ("Whenever equipped creature attacks alone", Reaper's Talisman)."""
    return source.attached_to is not None and data.get("obj") == source.attached_to and \
        declared_alone(game, source, data)


def attacks_alone(match: re.Match[str], b: Builder) -> TriggerCondition:
    """CR 506.5, 508.1m, 603.2: the "attacks" event of a creature declared alone."""
    from manastack.api import TriggerCondition
    from manastack_grammar.api import parse_filter

    if match["self"]:
        return TriggerCondition("attacks", self_only=True, predicate=declared_alone,
                                text=match.group(0))
    if match["how"]:  # CR 303.4, 301.5: the creature the Aura or Equipment is attached to
        return TriggerCondition("attacks", filter=parse_filter("creature"),
                                predicate=attached_declared_alone, text=match.group(0))
    return TriggerCondition("attacks", filter=parse_filter(match["what"]),
                            predicate=declared_alone, text=match.group(0))


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.83a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=EXALTED, plugin=PLUGIN,
                           first=Custom(log_exalted))


def log_exalted(ctx: Context) -> None:
    """The explain log names the keyword's rule and the creature attacking alone."""
    game = ctx.game
    obj = ctx.event.get("obj")
    attacker = game.find(obj) if isinstance(obj, int) else None
    who = str(attacker) if attacker is not None else "the creature"
    game.log_event("effect", f"exalted: {who} attacked alone, it gets +1/+1 until end of "
                   "turn", rule="702.83a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.83: the keyword line "Exalted" (also in lists: "Flying, exalted")."""
    return [KeywordDef(name=EXALTED, pattern="exalted", rule="702.83", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 506.5: the trigger event "[a creature you control] attacks alone"."""
    return [SentenceRule(name="attacks alone", pattern=ATTACKS_ALONE, build=attacks_alone,
                         kind="trigger")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The exalted cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("exalted", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
