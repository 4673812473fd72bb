"""Casting a card from its owner's hand for a keyword's alternative cost (CR 118.9, 601.2b,
601.2f): the part blitz (702.152a), dash (702.109a), evoke (702.74a), spectacle (702.137a),
surge (702.117a) and warp (702.185a) share.

Each such keyword is "[Keyword] [cost]": "you may cast this card by paying [cost] rather
than its mana cost", sometimes only while a condition holds ("if an opponent lost life this
turn"). The keyword's ability is an :class:`AlternativeCostAbility` (a subclass per
keyword); one :class:`HandAlternativeCost` value describes the keyword: its method
``permissions`` is the work of the hook ``manastack_casting_permissions``, ``cast_with``
and ``became`` answer "was this spell cast for that cost?" and "is this permanent the
spell cast for that cost?" (608.3, 400.7). What follows the cast (a delayed trigger, haste,
a sacrifice) stays in each plugin.

The module imports only values at its top: the engine's services are imported by the
methods that run them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.model.abilities import KeywordAbility
from manastack.model.costs import Cost
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.objects import GameObject
    from manastack.model.spells import CastingPermission, Spell


@frozen
class AlternativeCostAbility(KeywordAbility):
    """"[Keyword] [cost]": the alternative cost its card may be cast for from the hand (CR
    118.9). A keyword subclasses it to be told from the others (``WarpAbility``...)."""

    cost: Cost = field(factory=Cost, kw_only=True)


def _default_label(name: str, ability: AlternativeCostAbility) -> str:
    return f"for its {name} cost {ability.cost}"


@frozen
class HandAlternativeCost:
    """A keyword that lets its card be cast from its owner's hand for an alternative cost
    (CR 118.9, 601.2b).

    ``name`` is the keyword and the permission's name, ``plugin`` the plugin that gives the
    permission, ``ability`` the keyword's ability class and ``rule`` its rule (cited in the
    permission's ``data``). ``condition(game, player)``, when given, is asked once a card
    with the keyword is in the hand: no permission while it is false ("if an opponent lost
    life this turn"). ``label(ability)`` is the permission's label, "for its [name] cost
    [cost]" when not given. ``mark``, when given, is the tag the permanent such a spell
    becomes carries (``CastingPermission.mark``, CR 608.3): :meth:`became` reads only it,
    and the plugin's hooks about that permanent declare ``reads_tag(mark, "battlefield")``.
    """

    name: str
    plugin: str
    ability: type[AlternativeCostAbility]
    rule: str
    condition: Callable[[Game, int], bool] | None = field(default=None, eq=False)
    label: Callable[[AlternativeCostAbility], str] | None = field(default=None, eq=False)
    mark: str | None = None

    def permissions(self, game: Game, player: int) -> list[CastingPermission]:
        """CR 118.9, 601.2b: cast a card from your hand paying this keyword's cost instead of
        its mana cost; each instance of the keyword its own permission (printed or granted),
        the player picks one as the cast begins. Only the hand: a permission from another
        zone carries its own alternative cost, which can't be combined (118.9a). The card's
        own timing applies."""
        cards = game.with_keyword(self.name, Zone.HAND, player)
        if not cards or (self.condition is not None and not self.condition(game, player)):
            return []
        # loaded by the first game that needs it: reading a card imports none
        from manastack.model.spells import CastingPermission

        out: list[CastingPermission] = []
        for oid in cards:
            for ability in game.chars(oid).abilities:
                if isinstance(ability, self.ability):
                    label = self.label(ability) if self.label is not None else \
                        _default_label(self.name, ability)
                    out.append(CastingPermission(
                        name=self.name, obj=oid, zone=Zone.HAND, cost=ability.cost,
                        alternative=True, plugin=self.plugin, label=label,
                        data={"rule": self.rule}, mark=self.mark))
        return out

    def cast_with(self, spell: Spell | None) -> bool:
        """CR 118.9: was ``spell`` cast for this keyword's cost (the permission it was cast
        with; a copy of a spell copies that choice, 707.10)?"""
        return spell is not None and spell.permission.plugin == self.plugin and \
            spell.permission.name == self.name

    def became(self, obj: GameObject | None) -> bool:
        """CR 608.3: is ``obj`` the permanent a spell cast for this keyword's cost became? One
        that left the battlefield and came back is a new object (400.7), not that spell."""
        if self.mark is not None:
            # CR 608.3: only the permanent such a spell became carries the mark (a move makes a
            # new object with new tags, 400.7), so the mark alone answers
            return obj is not None and self.mark in obj.tags
        # the engine's services load with the first game, not with a plugin's keyword module
        from manastack.engine.permissions import cast_with_permission

        return cast_with_permission(obj, plugin=self.plugin, permission=self.name) is not None
