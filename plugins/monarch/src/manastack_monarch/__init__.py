"""manastack-monarch: the monarch (CR 724), a player designation.

CR 724.1: there is no monarch until an effect makes a player the monarch; 724.3: one at a
time. 724.2: two inherent triggered abilities with no source, controlled by the monarch as
they trigger ("At the beginning of the monarch's end step, that player draws a card";
"Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch"): the kernel's triggered abilities with no source
(:func:`manastack.api.set_sourceless_triggers`), which also pass them on as the monarch
leaves the game (724.4). Read inside sentences: "you become the monarch", "target player
becomes the monarch", "target opponent becomes the monarch", which the card reader composes
with its own forms ("When this creature enters, you become the monarch.", an activated
ability's effect, a spell's sentence).

The entry module is light: the instruction and the abilities are in
:mod:`manastack_monarch.keyword`, imported when they are needed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: The monarch needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "monarch"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 724: the designation, recognised inside sentences."""
    return [KeywordDef(name="the monarch", pattern=r"the monarch", kind="action",
                       rule="724.1")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"You become the monarch", "target player/opponent becomes the monarch" (724.1), an
    effect sentence; "if you're the monarch" (724.1), the condition of an "If ..." or of an
    intervening "if" (603.4)."""
    return [
        SentenceRule(name="becomes the monarch",
                     pattern=r"you become the monarch"
                             r"|(?P<who>target (?:player|opponent)) becomes the monarch",
                     build=deferred("manastack_monarch.keyword", "build"), kind="effect",
                     plugin=PLUGIN),
        SentenceRule(name="you're the monarch", pattern=r"you(?:'re| are) the monarch",
                     build=deferred("manastack_monarch.keyword", "build_condition"),
                     kind="condition", plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("monarch", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
