"""Asking only the plugins whose declared scope holds something now.

An implementation marked with :func:`manastack.api.reads_keyword` says what it looks at, and
returns nothing otherwise; the kernel then leaves it out of a call (pluggy's
``subset_hook_caller``, through ``RuleSet.call_without``) when its scope is empty:

- on a hook about a player (``manastack_casting_permissions``, ``manastack_special_actions``):
  no object with the keyword in that player's zone (``game.with_keyword``);
- on a hook about one spell (casting, costs, payment: the ``spell`` argument): the spell,
  as it is now, doesn't have the keyword (declared with the zone ``"stack"``).

With several keywords or zones declared, the implementation is asked when any holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.objects import Zone
    from manastack.model.spells import Spell


def call_for_player(game: Game, hook: str, player: int, **kwargs: Any) -> Any:
    """Call ``hook`` for ``player``, leaving out the implementations whose declared zones of
    ``player`` hold no object with their keyword."""
    ruleset = game.rules.ruleset
    indexes: dict[Zone, Mapping[str, list[int]]] = {}  # one look-up per zone, not per scope
    skip: list[str] = []
    for name, scope in ruleset.keyword_scopes(hook):
        for word, zone in scope:
            index = indexes.get(zone)
            if index is None:
                index = indexes[zone] = game.keywords_in(zone, player)
            if word in index:
                break
        else:
            skip.append(name)
    return ruleset.call_without(hook, frozenset(skip), game=game, player=player, **kwargs)


def call_for_spell(game: Game, hook: str, spell: Spell, **kwargs: Any) -> Any:
    """Call ``hook`` about ``spell``, leaving out the implementations declared for keywords
    the spell doesn't have now (its characteristics, CR 613: printed or granted)."""
    ruleset = game.rules.ruleset
    scopes = ruleset.keyword_scopes(hook)
    if scopes:
        keywords = game.chars(spell.obj).keywords
        skip = frozenset(name for name, scope in scopes
                         if not any(word in keywords for word, _ in scope))
        return ruleset.call_without(hook, skip, game=game, spell=spell, **kwargs)
    return ruleset.call(hook, game=game, spell=spell, **kwargs)
