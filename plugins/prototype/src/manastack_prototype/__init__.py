"""manastack-prototype: the prototype keyword (CR 702.160, 718).

"Prototype [cost] — P/T": a player who casts the card may cast it "prototyped"; then "the
alternative set of its power, toughness, and mana cost characteristics are used" (702.160a).

- Casting it prototyped (718.3, 718.3a): a casting permission named ``"prototype"`` from its
  owner's hand whose cost is the prototype mana cost. It is not an alternative cost (118.9):
  the spell's mana cost *is* that cost, so the permission is ``alternative=False``.
- Its characteristics (718.3b, 718.2a): a layer-1 effect (613.2) from this plugin
  (``manastack_continuous_effects``, built by :func:`~manastack.api.cast_as_effects`) gives
  the prototyped spell and the permanent it becomes the copiable values of the card with
  the prototype mana cost, power and toughness, and the colours of that mana cost (105.2);
  a copy of it copies them (718.3c-d, 707.2).
- Anywhere else, or cast normally, the card has its normal characteristics (718.4): the
  effect follows only the spell cast prototyped and the permanent it became (400.7).

The entry module is light: the work is in :mod:`manastack_prototype.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, ContinuousEffect, Game

PLUGIN = "prototype"

#: The casting permission's name (``cast ... using="prototype"``).
PERMISSION = "prototype"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.160a, 718.1: the keyword line "Prototype {1}{B} — 1/1" (a mana cost, a power
    and a toughness)."""
    return [KeywordDef(name="prototype",
                       pattern=r"prototype (?P<mana>(?:\{[^}]+\})+) — (?P<power>\d+)/"
                       r"(?P<toughness>\d+)",
                       build=deferred("manastack_prototype.keyword", "build"), rule="702.160",
                       reminder="You may cast this spell with different mana cost, color, "
                       "and size. It keeps its abilities and types.")]


@hookimpl
@reads_keyword("prototype", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 718.3, 718.3a, 601.2b: cast a card from your hand prototyped, its mana cost the
    prototype mana cost."""
    from manastack_prototype.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("prototype", "stack")  # a prototyped spell or permanent is a card with
@reads_keyword("prototype", "battlefield")  # prototype (718.2a): asked only when one is there
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 718.3b, 613.2: a prototyped spell or permanent has the prototype mana cost, power,
    toughness and colours."""
    from manastack_prototype.keyword import prototyped_effects

    return prototyped_effects(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The prototype cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("prototype", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
