"""Casting a card while its own ability resolves, for a keyword's alternative cost (CR 608.2g,
118.9, 601.2b): the part madness (702.35b) and miracle (702.94a) share.

"When this card is exiled this way, its owner may cast it by paying [cost]", "When you reveal
this card this way, you may cast it by paying [cost]": while the ability resolves, its
owner is asked (603.5) and may cast the card through a permission open only then (timing
"now", 608.2g). One :class:`ResolutionCast` value describes the keyword: ``offer`` is the
resolution's work, ``permissions`` the work of ``manastack_casting_permissions``. What
happens to a card not cast (the graveyard, the hand) stays in each plugin.

The module imports only values at its top: the engine's services are imported by the
methods that run them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.abilities import Ability
    from manastack.model.costs import Cost
    from manastack.model.objects import GameObject
    from manastack.model.spells import CastingPermission


@frozen
class ResolutionCast:
    """A keyword whose ability lets its card's owner cast it while the ability resolves, for
    the keyword's cost rather than its mana cost (CR 608.2g, 118.9).

    ``name`` is the keyword and the permission's name, ``plugin`` the plugin giving it,
    ``zone`` where the card is as the ability resolves (exile for madness, the hand for
    miracle), ``cost_of(abilities)`` the keyword's cost among a card's abilities (None: the
    card has none), ``rule`` the rule the owner's "may" cites and ``cast_rule`` the one the
    permission cites.
    """

    name: str
    plugin: str
    zone: Zone
    cost_of: Callable[[Sequence[Ability]], Cost | None] = field(eq=False)
    rule: str
    cast_rule: str

    @property
    def note(self) -> str:
        """The ``state.notes`` key holding the card whose cast is open (its permission's)."""
        return f"{self.plugin}:casting"

    def offer(self, game: Game, card: GameObject, cost: Cost | None) -> tuple[bool, str | None]:
        """CR 603.5, 608.2g: ask ``card``'s owner whether they cast it now for ``cost``; if
        so, cast it through this keyword's permission, open only during this call. Returns
        whether it was cast and, when a cast was tried and could not be made, why (the cast
        is undone, 732)."""
        # the engine's services load with the first game, not with a plugin's keyword module
        from manastack.engine.casting import cast_by_permission
        from manastack.errors import IllegalActionError

        owner = card.owner
        answer = game.decide(kind="may", player=owner,
                             prompt=f"Cast {card.card.name} for its {self.name} cost {cost}?",
                             options=("yes", "no"), rule=self.rule)
        if answer[0] != "yes":
            return False, None
        game.state.notes = {**game.state.notes, self.note: card.id}
        try:
            cast_by_permission(game, owner, card.id, permission=self.name)
        except IllegalActionError as exc:
            return False, exc.reason
        finally:
            notes = dict(game.state.notes)
            notes.pop(self.note, None)
            game.state.notes = notes
        return True, None

    def permissions(self, game: Game, player: int) -> list[CastingPermission]:
        """CR 118.9, 608.2g: while :meth:`offer` is casting a card ``player`` owns, the
        permission to cast it from :attr:`zone` for this keyword's cost, any time ("now")."""
        casting = game.state.notes.get(self.note)
        if casting is None:
            return []
        # loaded by the first game that needs it: reading a card imports none
        from manastack.model.spells import CastingPermission

        out: list[CastingPermission] = []
        for oid in game.with_keyword(self.name, self.zone, player):
            if oid != casting or game.obj(oid).owner != player:
                continue
            cost = self.cost_of(game.chars(oid).abilities)
            if cost is None:
                continue
            out.append(CastingPermission(
                name=self.name, obj=oid, zone=self.zone, cost=cost, timing="now",
                plugin=self.plugin, label=f"{self.name} {cost}", data={"rule": self.cast_rule}))
        return out
