"""Printed "Spend this mana only on costs that contain {X}." played (CR 106.6, 107.3,
601.2h).

Rosheen Meanderer's {C}{C}{C}{C} pays Blaze ({X}{R}) for X=4 with a Mountain for the {R}:
Bob takes 4. Grizzly Bears ({1}{G}) has no {X}: with a Forest and Rosheen the cast is refused
and the game stays as it was (CR 732).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ROSHEEN_MEANDERER = CardDef(
    name="Rosheen Meanderer", mana_cost="{3}{R/G}",
    type_line="Legendary Creature — Giant Shaman", power="4", toughness="4",
    text="{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.")
BLAZE = CardDef(name="Blaze", mana_cost="{X}{R}", type_line="Sorcery",
                text="Blaze deals X damage to any target.")
GRIZZLY_BEARS = CardDef(name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
                        power="2", toughness="2")

CARDS = (ROSHEEN_MEANDERER, BLAZE, GRIZZLY_BEARS)
kit = pytest.mark.plugins(extra={"x-cost-mana-kit": card_pool("x-cost-mana-kit", CARDS)})


@kit
def test_rosheen_mana_pays_a_cost_with_x(table: Table) -> None:
    """CR 106.6, 107.3: Blaze X=4 paid by Rosheen's four {C} and a Mountain: Bob takes 4."""
    table.battlefield(0, "Rosheen Meanderer")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Blaze")
    table.cast("Blaze", x=4, targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 16
    assert all(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD))


@kit
def test_rosheen_mana_cant_pay_a_cost_without_x(table: Table) -> None:
    """CR 106.6, 732: Grizzly Bears' {1}{G} has no {X}: Rosheen's mana can't pay its {1};
    refused, nothing tapped, the Bears still in hand, the pool empty."""
    table.battlefield(0, "Rosheen Meanderer")
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert not any(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD))
    table.assert_zone("Grizzly Bears", Zone.HAND)
    assert not table.game.player(0).mana_pool


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
