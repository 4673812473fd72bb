"""Damage to the controller of a permanent a spell destroyed, played from a printed card
(CR 608.2h, 120.3a).

Cryoclasm: "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's
controller." The land is gone when the damage is dealt; its controller is the player who
controlled it as it last existed on the battlefield (CR 608.2h).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRYOCLASM = CardDef(
    name="Cryoclasm", mana_cost="{2}{R}", type_line="Sorcery",
    text="Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's controller.")

PRINTED = (CRYOCLASM,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _cast(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Cryoclasm")
    table.cast("Cryoclasm", targets=[target])
    table.resolve()


@kit
def test_the_opponents_land_is_destroyed_and_they_are_dealt_damage(table: Table) -> None:
    """CR 608.2h: the destroyed Island's controller, Bob, is dealt 3 damage; Alice none."""
    table.battlefield(1, "Island")
    _cast(table, "Island")
    table.assert_zone("Island", Zone.GRAVEYARD, 1)
    assert table.life(1) == 17
    assert table.life(0) == 20


@kit
def test_the_casters_own_land_deals_damage_to_the_caster(table: Table) -> None:
    """The controller, not the opponent: Alice's own Plains makes Alice take the 3."""
    table.battlefield(0, "Plains")
    _cast(table, "Plains")
    table.assert_zone("Plains", Zone.GRAVEYARD, 0)
    assert table.life(0) == 17
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
