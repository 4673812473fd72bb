"""manastack-delve: the delve keyword (CR 702.66).

"Delve" means "For each generic mana in this spell's total cost, you may exile
a card from your graveyard rather than pay that mana" (702.66a). It is neither
an alternative nor an additional cost: it applies only after the total cost is
determined and locked (702.66b, 601.2f), so it works with whatever that total
is -- the mana cost, a flashback or escape cost, a cost increased or reduced,
an announced {X}. Several instances are redundant (702.66c).

The plugin answers ``manastack_payment_options`` with one
:class:`~manastack.casting.PaymentOption` per card in the caster's graveyard;
the kernel's payer (601.2g-h) then asks the caster, as a decision of kind
``"delve"``, which of those cards to exile, never more than the generic mana
of the locked total, never fewer than a payment with the mana available needs.
The spell's own card is on the stack by then (601.2a), so it can't be exiled
to pay for itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack import hookimpl
from manastack.abilities import KeywordDef
from manastack.cards import PRIORITY_POOL, CardSource, TomlCardSource
from manastack.casting import PaymentOption, Spell
from manastack.game import Game

__all__ = ["has_delve"]

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "delve"


def has_delve(game: Game, spell: Spell) -> bool:
    """CR 702.66a: delve functions while the spell is on the stack (its characteristics)."""
    return "delve" in game.chars(spell.obj).keywords


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.66: "Delve"."""
    return [KeywordDef(name="delve", pattern="delve", rule="702.66",
                       reminder="Each card you exile from your graveyard while casting this "
                                "spell pays for {1}.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The delve cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("delve", __name__, "cards.toml", priority=PRIORITY_POOL)]


@hookimpl
def manastack_payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """CR 702.66a-b: each card in the caster's graveyard may pay one generic mana of the
    locked total cost by being exiled. The spell's own card is never among them: it is
    on the stack (601.2a), or, when legal actions check affordability, it is the card
    about to be cast."""
    if not has_delve(game, spell):
        return ()
    return [
        PaymentOption(name="delve", obj=obj.id, action="exile", plugin=PLUGIN)
        for obj in game.graveyard(spell.controller)
        if obj.id != spell.obj
    ]
