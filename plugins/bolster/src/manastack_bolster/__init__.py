"""manastack-bolster: the bolster keyword action (CR 701.39).

CR 701.39a: "Bolster N" means "Choose a creature you control with the least toughness or
tied for least toughness among creatures you control. Put N +1/+1 counters on that
creature." A keyword action (701), read inside sentences: the keyword registered with
``kind="action"`` and the sentence "bolster N" (``manastack_register_sentences``), which the
card reader composes with its own forms ("When this creature enters, bolster 2.", "Destroy
target creature with flying. Bolster 2.", "{2}{W}: Bolster 1."). The creature is chosen as
the instruction happens, not targeted (115.10): with several tied, its controller chooses
(a ``"bolster"`` decision); with no creature, nothing happens.

The entry module is light: the instruction is in :mod:`manastack_bolster.keyword`,
imported when a card with bolster is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import NUMBER, KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Bolster needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "bolster"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.39: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="bolster", pattern=rf"bolster {NUMBER}", kind="action",
                       rule="701.39")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"Bolster N" (701.39a), an effect sentence."""
    return [SentenceRule(name="bolster", pattern=rf"bolster (?P<n>{NUMBER})",
                         build=deferred("manastack_bolster.keyword", "build"), kind="effect",
                         plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The bolster cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("bolster", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
