"""manastack-support: the support keyword action (CR 701.41).

CR 701.41a: "'Support N' on a permanent means 'Put a +1/+1 counter on each of up to N other
target creatures.' 'Support N' on an instant or sorcery spell means 'Put a +1/+1 counter on
each of up to N target creatures.'" A keyword action (701), read inside sentences: the
keyword registered with ``kind="action"`` and the sentence "support N", which the card
reader composes with its own forms ("When this creature enters, support 2.", "{4}{G}{W}:
Support 2.", "Support 2."). The sentence is read as the rule's own words, so its targets are
the card reader's ("up to N", 601.2c; "other", 115.3 and 109.5). "Support X" is not read:
no X-many targets form is known to the reader.

The entry module is light: the reading is in :mod:`manastack_support.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Support needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "support"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.41: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="support", pattern=rf"support {NUMBER}", kind="action",
                       rule="701.41")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Support N" (701.41a), an effect sentence."""
    return [SentenceRule(name="support", pattern=rf"support (?P<n>{NUMBER})",
                         build=deferred("manastack_support.keyword", "build"), kind="effect",
                         plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The support cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
