"""manastack-adapt: the adapt keyword action (CR 701.46).

CR 701.46a: "'Adapt N' means 'If this permanent has no +1/+1 counters on it, put N +1/+1
counters on it.'" The condition is checked as the instruction runs (the ability resolving):
two activations on the stack put counters once. Registered here: the keyword of
``kind="action"`` and the sentence "adapt N", read by the card reader inside its own forms
("{2}{G}{U}: Adapt 1.").

The entry module is light: the work is in :mod:`manastack_adapt.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Adapt needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "adapt"

_KEYWORD_MODULE = "manastack_adapt.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.46: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="adapt", pattern=rf"adapt {NUMBER}", kind="action", rule="701.46")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Adapt N" (701.46a)."""
    return [SentenceRule(name="adapt", pattern=rf"adapt (?P<n>{NUMBER})",
                         build=deferred(_KEYWORD_MODULE, "build"), kind="effect",
                         plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The adapt cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
