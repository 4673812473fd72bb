"""manastack-affinity: the affinity keyword (CR 702.41).

"Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control"
(702.41a); it functions while the spell is on the stack, and several instances each apply
(702.41b). The plugin reads "[text] you control" with the card reader's counting phrases
(the same as "for each artifact you control"); a kind it can't read leaves the card
refused, naming the line. It answers ``manastack_cost_reductions`` (601.2f) with one
generic reduction per instance: the kernel applies every reduction after every increase
and never lets a generic reduction lower a coloured requirement (118.7a), then locks the
total cost, which delve, convoke or improvise may then help pay (601.2g-h).

The entry module is light: the keyword's value and the hook's work are in
:mod:`manastack_affinity.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CostChange, Game, Spell

#: Affinity needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "affinity"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.41: the keyword line "Affinity for artifacts"."""
    return [KeywordDef(name="affinity", pattern=r"affinity for (?P<what>[^(.;,]+?)",
                       build=deferred("manastack_affinity.keyword", "build"),
                       with_builder=True, rule="702.41",
                       reminder="This spell costs {1} less to cast for each [text] you "
                       "control.")]


@hookimpl
@reads_keyword("affinity", "stack")
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 702.41a-b, 601.2f: {1} less for each permanent of the kind the caster controls,
    once per instance of affinity."""
    if "affinity" not in game.chars(spell.obj).keywords:
        return ()  # asked for every spell cast: most have no affinity
    from manastack_affinity.keyword import reductions

    return reductions(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The affinity cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("affinity", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
