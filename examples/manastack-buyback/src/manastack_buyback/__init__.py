"""Buyback (CR 702.27) as a manastack plugin, written only against the public hooks.

CR 702.27a: "Buyback [cost]" means "You may pay an additional [cost] as you
cast this spell" and "If the buyback cost was paid, put this spell into its
owner's hand instead of into that player's graveyard as it resolves."

That is two hooks:

- ``manastack_additional_costs``: an optional :class:`~manastack.casting.AdditionalCost`
  named ``"buyback"`` (CR 601.2b: the intention to pay it is announced, SEED-23;
  CR 118.8: paying it never changes the spell's mana value);
- ``manastack_replace_zone_change``: a replacement effect (CR 614.1a) sending the
  spell to its owner's hand instead of the graveyard, **only as it resolves**:
  a buyback spell that is countered, or doesn't resolve because its targets
  became illegal (CR 608.2b), goes to the graveyard as usual.

The keyword line is recognised by a :class:`~manastack.abilities.KeywordDef`
("Buyback {3}", "Buyback—Discard two cards."), its cost read by the kernel's
cost grammar. The plugin also makes Corpse Dance playable
(:mod:`manastack_buyback.corpse_dance`); that card needs the haste plugin,
whose keyword it grants.

Decision written down: when buyback and another "instead" replacement both
apply to the spell leaving the stack (flashback's "exile it instead of putting
it anywhere else", CR 702.34a), the spell's controller orders them (CR 616.1);
buyback only replaces a move *to the graveyard*, so either order ends in exile,
as the rules say.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack import Zone, hookimpl
from manastack.abilities import Ability, KeywordAbility, KeywordDef
from manastack.cards import CardSource, TomlCardSource
from manastack.costs import Cost
from manastack.errors import CardDataError
from manastack.oracle import Builder, NotUnderstood, SentenceRule, parse_cost
from manastack_buyback.corpse_dance import CORPSE_DANCE_SENTENCES

# the game engine's modules (casting, game, layers, zones...) are imported inside the
# functions that run them: loading the plugin (Rules.load) imports none of them
if TYPE_CHECKING:
    from manastack.casting import AdditionalCost, Spell
    from manastack.game import Game
    from manastack.zones import Replacement, ZoneMove

__all__ = ["BUYBACK", "Buyback", "buyback_cost"]

#: The name of the additional cost (and of the keyword): ``pay={"buyback": True}`` in tests.
BUYBACK = "buyback"


@frozen
class Buyback(KeywordAbility):
    """"Buyback [cost]" on a card (CR 702.27a); ``cost`` is the buyback cost."""

    cost: Cost = field(kw_only=True)


def _build(match: re.Match[str]) -> Ability:
    raw = match.group("cost")
    try:
        cost = parse_cost(raw, Builder(card=""))
    except NotUnderstood:
        raise CardDataError(f"buyback cost not understood: {raw!r}") from None
    return Buyback(keyword=BUYBACK, cost=cost, text=match.group(0), plugin=BUYBACK)


#: "Buyback {3}" / "Buyback—Discard two cards." (CR 702.27a), reminder text removed.
KEYWORD = KeywordDef(
    name=BUYBACK,
    pattern=r"buyback(?:\s+|\s*[—-]\s*)(?P<cost>.+?)\.?",
    build=_build,
    rule="702.27a",
    reminder="You may pay an additional [cost] as you cast this spell. If you do, put this card "
             "into your hand as it resolves.",
)


def buyback_cost(spell: Spell) -> Cost | None:
    """The buyback cost printed on ``spell``'s card, or None if it has no buyback."""
    for ability in spell.card.abilities:
        if isinstance(ability, Buyback):
            return ability.cost
    return None


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.27: the keyword buyback."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards with buyback that the tests and examples use."""
    return [TomlCardSource.from_package(BUYBACK, "manastack_buyback", "cards.toml")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """Corpse Dance's wording (see :mod:`manastack_buyback.corpse_dance`)."""
    return CORPSE_DANCE_SENTENCES


@hookimpl
def manastack_additional_costs(spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.27a, 601.2b: the buyback cost, which the caster may choose to pay."""
    from manastack.casting import AdditionalCost

    cost = buyback_cost(spell)
    if cost is None:
        return ()
    return [AdditionalCost(name=BUYBACK, cost=cost, optional=True, plugin=BUYBACK,
                           label=f"buyback ({cost})")]


@hookimpl
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves.

    Only a spell *resolving* (the move of CR 608.2n) and only instead of the
    graveyard: countered (701.6a) or not resolving (608.2b), it goes to the graveyard.
    """
    from manastack.zones import Replacement

    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is not Zone.GRAVEYARD or move.cause != "resolve":
        return ()
    spell = obj.spell
    if spell is None or spell.paid_additional(BUYBACK) == 0:
        return ()
    return [Replacement(
        key=f"buyback:{obj.id}",
        text=f"buyback: {obj.card.name} is put into its owner's hand as it resolves",
        apply=lambda m: m.replace(to_zone=Zone.HAND),
        rule="702.27a",
    )]
