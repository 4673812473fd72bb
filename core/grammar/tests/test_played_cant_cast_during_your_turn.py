""""Your opponents can't cast spells during your turn.", played from a printed card (CR
101.2, 601.2e, 604.1, 102.1).

While Dragonlord Dromoka is on the battlefield, its controller's opponent can't cast a spell
during its controller's turn (the refused cast leaves the game as it was, 732); during the
opponent's own turn the opponent casts as usual, and the controller's own casts are never
bound. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DRAGONLORD_DROMOKA = CardDef(
    name="Dragonlord Dromoka", mana_cost="{4}{G}{W}",
    type_line="Legendary Creature — Elder Dragon", power="5", toughness="7",
    keywords=("Flying", "Lifelink"),
    text="This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast "
         "spells during your turn.")

PRINTED = (DRAGONLORD_DROMOKA,)

kit = pytest.mark.plugins(extra={"dromoka-kit": card_pool("dromoka-kit", PRINTED)})


@kit
def test_the_opponent_cant_cast_during_my_turn(table: Table) -> None:
    table.battlefield(0, "Dragonlord Dromoka")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Grizzly Bears")  # CR 102.1: its controller's own spells are not bound
    table.pass_priority()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Dragonlord Dromoka"],
                         rule="601.2e")
    table.assert_zone("Lightning Bolt", Zone.HAND)
    assert table.tapped_count(1) == 0
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@kit
def test_the_opponent_casts_during_their_own_turn(table: Table) -> None:
    table.battlefield(0, "Dragonlord Dromoka")
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve_all()
    assert table.life(0) == 17


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
