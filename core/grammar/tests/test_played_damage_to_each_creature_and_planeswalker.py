"""Damage to each creature and each planeswalker, played from a printed card (CR 120.3,
306.8).

Brotherhood's End: "Choose one — • Brotherhood's End deals 3 damage to each creature and
each planeswalker. • Destroy all artifacts with mana value 3 or less." Every creature and
every planeswalker, of each player, is dealt 3 damage; damage to a planeswalker removes
loyalty counters (CR 120.3c, 306.8, 704.5i). Players are not dealt damage.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BROTHERHOODS_END = CardDef(
    name="Brotherhood's End", mana_cost="{1}{R}{R}", type_line="Sorcery",
    text="Choose one —\n• Brotherhood's End deals 3 damage to each creature and each "
         "planeswalker.\n• Destroy all artifacts with mana value 3 or less.")
GARRUK_WILDSPEAKER = CardDef(
    name="Garruk Wildspeaker", mana_cost="{2}{G}{G}",
    type_line="Legendary Planeswalker — Garruk", loyalty="3",
    text="[+1]: Untap two target lands.\n[−1]: Create a 3/3 green Beast creature token.\n"
         "[−4]: Creatures you control get +3/+3 and gain trample until end of turn.")

PRINTED = (BROTHERHOODS_END, GARRUK_WILDSPEAKER)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_each_creature_and_each_planeswalker_is_dealt_three(table: Table) -> None:
    """CR 120.3: the 2/2s of both players die, the 2/4 keeps 3 damage, Garruk loses his 3
    loyalty (120.3c) and goes to the graveyard (704.5i); no player is dealt damage."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Garruk Wildspeaker", counters={"loyalty": 3})
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Brotherhood's End")
    table.cast("Brotherhood's End", modes=[0])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0).count("Grizzly Bears") == 1
    assert table.names(Zone.GRAVEYARD, 1).count("Grizzly Bears") == 1
    assert table.find("Giant Spider").damage == 3
    table.assert_zone("Garruk Wildspeaker", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="704.5i")
    assert table.life(0) == 20
    assert table.life(1) == 20


@kit
def test_a_planeswalker_with_more_loyalty_keeps_the_rest(table: Table) -> None:
    """CR 120.3c: 3 damage to a planeswalker with 5 loyalty leaves 2; it stays."""
    table.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 5})
    table.lands(0, "Mountain", 3)
    table.hand(0, "Brotherhood's End")
    table.cast("Brotherhood's End", modes=[0])
    table.resolve()
    table.assert_counters("Garruk Wildspeaker", "loyalty", 2)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
