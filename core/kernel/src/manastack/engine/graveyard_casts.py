"""Casting a card from a graveyard with a keyword's permission (CR 601.2b, 601.3): the part
flashback (702.34a), jump-start (702.133a), retrace (702.81a) and escape (702.138a) share.

Each such keyword is "you may cast this card from your graveyard" by paying a cost of its
own or its mana cost with an additional cost; flashback and jump-start add "if the resulting
spell is an instant or sorcery spell" (checked at 601.2e) and "exile this card instead of
putting it anywhere else any time it would leave the stack" (a replacement effect, 614.1a).
One :class:`GraveyardCast` value describes a keyword; its methods are the work of the hooks
``manastack_casting_permissions``, ``manastack_cast_restrictions`` and
``manastack_replace_zone_change``.

The module imports only values at its top: the engine's services are imported by the
methods that run them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.errors import IllegalActionError
from manastack.model.abilities import KeywordAbility
from manastack.model.costs import UNPAYABLE, Cost, CostPart
from manastack.model.objects import Characteristics, Zone

#: Set (tests; on in every :class:`~manastack.invariants.CheckedGame` through
#: ``Game.verify_skips``) to build each kept graveyard permission anew as well: a difference
#: raises.
VERIFY_SKIPS = False

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.replacements import Replacement, ZoneMove
    from manastack.model.spells import CastingPermission, Spell


def mana_cost_and(ch: Characteristics, *parts: CostPart) -> Cost:
    """The card's mana cost with the additional cost ``parts`` (601.2f, 118.8: paid with the
    mana cost, never instead of it); a card with no mana cost (202.1b) can't be cast this
    way (118.6): unpayable."""
    if ch.mana_cost is None:
        return UNPAYABLE
    return Cost(mana=ch.mana_cost, parts=parts)


@frozen
class GraveyardCast:
    """A keyword that lets its card be cast from its owner's graveyard (CR 601.2b, 601.3).

    ``name`` is the keyword (the permission is named after it), ``plugin`` the plugin that
    gives the permission, ``ability`` the keyword's ability class and ``rule`` its rule.
    ``cost(ability, characteristics)`` is the cost a permission asks for;
    ``alternative``: it is paid rather than the mana cost (118.9), not with it. ``label``
    is the permission's label, ``{name}``, ``{cost}`` and ``{source}`` (", from [what granted
    the ability]" for an ability with a ``source``, else nothing) filled in.
    ``one_per_cost``: abilities of the same cost give one permission (else one per ability,
    escape's, 702.138a, SEED-42). ``instant_or_sorcery``:
    only an instant or sorcery spell may be cast this way (601.2e); ``exiled``: the card is
    exiled instead of going anywhere else any time it would leave the stack (614.1a).
    """

    name: str
    plugin: str
    ability: type[KeywordAbility]
    rule: str
    cost: Callable[[KeywordAbility, Characteristics], Cost] = field(eq=False)
    alternative: bool = True
    label: str = "{name} ({cost})"
    one_per_cost: bool = True
    instant_or_sorcery: bool = False
    exiled: bool = False

    def permissions(self, game: Game, player: int) -> Iterable[CastingPermission]:
        """CR 601.2b: cast a card with this keyword from your graveyard. One permission per
        distinct cost of its abilities of this keyword (printed and granted ones); the
        player picks one as the cast begins. The card's own timing applies.

        Asked at every priority: a card's permissions read only its id and characteristics,
        so they are kept with the characteristics object they were read from (immutable)."""
        out: list[CastingPermission] = []
        kept_all = game.keyword_permissions_kept
        for oid in game.with_keyword(self.name, Zone.GRAVEYARD, player):
            ch = game.chars(oid)
            key = (self.name, self.plugin, oid)
            kept = kept_all.get(key)
            if kept is None or kept[0] is not ch:
                kept = (ch, self._permissions_of(oid, ch))
                kept_all[key] = kept
            elif (VERIFY_SKIPS or game.verify_skips) and kept[1] != self._permissions_of(oid,
                                                                                    ch):
                raise AssertionError(f"the kept {self.name} permissions of {oid} differ from "
                                     f"new ones (CR 601.2b): {kept[1]!r}")
            out.extend(kept[1])
        return out

    def _permissions_of(self, oid: int, ch: Characteristics) -> tuple[CastingPermission, ...]:
        # loaded by the first game that needs it: reading a card imports none
        from manastack.model.spells import CastingPermission

        out: list[CastingPermission] = []
        seen: set[str] = set()
        for ability in (a for a in ch.abilities if isinstance(a, self.ability)):
            cost = self.cost(ability, ch)
            if self.one_per_cost:
                key = str(cost)
                if key in seen:
                    continue  # two identical abilities are one choice
                seen.add(key)
            granted = getattr(ability, "source", "")
            out.append(CastingPermission(
                name=self.name, obj=oid, zone=Zone.GRAVEYARD, cost=cost,
                alternative=self.alternative, plugin=self.plugin,
                label=self.label.format(name=self.name, cost=cost,
                                        source=f", from {granted}" if granted else ""),
                data={"rule": self.rule}))
        return tuple(out)

    def refusal(self, game: Game, player: int, obj_id: int,
                permission: str) -> IllegalActionError | None:
        """Why a card with this keyword isn't cast with it: it is not in its owner's
        graveyard, where the keyword casts it from (its ``rule``, 601.2a, 601.3); None if
        ``permission`` isn't this keyword or the card has none of it (the kernel explains)."""
        obj = game.find(obj_id)
        if permission != self.name or obj is None or not any(
                isinstance(a, self.ability) for a in game.chars(obj_id).abilities):
            return None
        if obj.zone is Zone.GRAVEYARD and obj.owner == player:
            return None  # in the right zone: the other checks say why
        where = f"in {obj.zone.value}" if obj.owner == player or obj.zone is not \
            Zone.GRAVEYARD else f"in {game.player(obj.owner)}'s graveyard"
        return IllegalActionError(
            f"{obj} is {where}: {self.name} casts it only from its owner's graveyard "
            f"({self.rule})", rule="601.3", step="601.2a", cites=(self.rule,))

    def cast_with(self, spell: Spell | None) -> bool:
        """Was ``spell`` cast with this keyword's permission?"""
        return spell is not None and spell.permission.name == self.name and \
            spell.permission.plugin == self.plugin

    def restrictions(self, game: Game, spell: Spell) -> Iterable[str]:
        """CR 601.2e: cast this way, only an instant or sorcery spell is legal (flashback
        702.34a, jump-start 702.133a); nothing when ``instant_or_sorcery`` is off."""
        if not self.instant_or_sorcery or not self.cast_with(spell):
            return ()
        ch = game.chars(spell.obj)
        if ch.type_line.has_type("Instant") or ch.type_line.has_type("Sorcery"):
            return ()
        return (f"{spell.card.name} would be a {ch.type_line} spell: only an instant or "
                f"sorcery spell can be cast with {self.name} (CR {self.rule})",)

    def replacements(self, game: Game, move: ZoneMove) -> Iterable[Replacement]:
        """CR 614.1a: a card cast this way is exiled whenever it would leave the stack
        (resolving, countered, fizzling, returned to hand...) when ``exiled`` is on. A copy
        is not a card (707.10)."""
        obj = move.obj
        if not self.exiled or obj.zone is not Zone.STACK or move.to_zone is Zone.EXILE:
            return ()  # every other move (asked on each one): nothing imported
        if not self.cast_with(obj.spell) or not obj.is_card:
            return ()
        # loaded by the first game that needs it: reading a card imports none
        from manastack.model.replacements import exile_instead

        return (exile_instead(
            f"{self.name}:{obj.id}",
            f"{obj.card.name} was cast with {self.name}: exile it instead of putting it "
            "anywhere else", rule=self.rule),)
