"""manastack-monstrosity: the monstrosity keyword action (CR 701.37).

CR 701.37a: "'Monstrosity N' means 'If this permanent isn't monstrous, put N +1/+1 counters
on it and it becomes monstrous.'" Monstrous is a designation (701.37b), neither an ability
nor a copiable value, kept on the permanent (the object's tag ``monstrous``) until it leaves
the battlefield: the new object (400.7) is not monstrous. Registered here: the keyword of
``kind="action"``, the sentence "monstrosity N" (read by the card reader inside its own
forms, "{5}{R}{R}: Monstrosity 3."), the trigger "When this creature becomes monstrous"
(the plugin event :data:`EVENT`) and the static "As long as this creature is monstrous, it
has [keywords]" (611.3a). A triggered ability of a card with "Monstrosity X" refers to the
X of 701.37c, which this package doesn't carry: such a trigger is not read.

The entry module is light: the work is in :mod:`manastack_monstrosity.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Monstrosity needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "monstrosity"

#: The object tag that says a permanent is monstrous (CR 701.37b).
MONSTROUS = "monstrous"

#: The plugin event fired as a permanent becomes monstrous (701.37a): ``obj`` the permanent,
#: ``player`` the controller of the ability, ``n`` the number of counters.
EVENT = "becomes_monstrous"

_KEYWORD_MODULE = "manastack_monstrosity.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.37: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="monstrosity", pattern=rf"monstrosity {NUMBER}", kind="action",
                       rule="701.37")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Monstrosity N" (701.37a), the trigger "When ~ becomes monstrous", the trigger event
    "~ enters or becomes monstrous" and the static "As long as ~ is monstrous, it has ..."
    (701.37b, 611.3a)."""
    return [
        SentenceRule(name="monstrosity", pattern=rf"monstrosity (?P<n>{NUMBER})",
                     build=deferred(_KEYWORD_MODULE, "build"), kind="effect", plugin=PLUGIN),
        SentenceRule(name="when becomes monstrous",
                     pattern=r"when ~ becomes monstrous, (?P<rest>.+)",
                     build=deferred(_KEYWORD_MODULE, "when_becomes_monstrous"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="enters or becomes monstrous",
                     pattern=r"~ enters(?: the battlefield)? or becomes monstrous",
                     build=deferred(_KEYWORD_MODULE, "enters_or_becomes_monstrous"),
                     kind="trigger", plugin=PLUGIN),
        SentenceRule(name="as long as monstrous",
                     pattern=r"as long as ~ is monstrous, (?:it|~) has (?P<kw>[^.]+)",
                     build=deferred(_KEYWORD_MODULE, "as_long_as_monstrous"), kind="ability",
                     plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The monstrosity cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
