"""Printed "This creature has persist as long as you control a black creature" played
(Wingrattle Scarecrow): with Child of Night it dies and returns with a -1/-1 counter (CR
702.79a), and its own condition, asked again as it enters with that counter, reads the
values the layer pass has computed so far (613.1) instead of starting that pass again.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WINGRATTLE_SCARECROW = CardDef(
    name="Wingrattle Scarecrow", mana_cost="{3}", type_line="Artifact Creature — Scarecrow",
    power="2", toughness="2",
    text="This creature has flying as long as you control a blue creature.\nThis creature "
         "has persist as long as you control a black creature. (When this creature dies, if "
         "it had no -1/-1 counters on it, return it to the battlefield under its owner's "
         "control with a -1/-1 counter on it.)")
CHILD_OF_NIGHT = CardDef(name="Child of Night", mana_cost="{1}{B}",
                         type_line="Creature — Vampire", text="Lifelink", power="2",
                         toughness="1")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (WINGRATTLE_SCARECROW, CHILD_OF_NIGHT, MURDER)
kit = pytest.mark.plugins("persist", extra={"scarecrow-kit": card_pool("scarecrow-kit", CARDS)})


def _murder_the_scarecrow(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Wingrattle Scarecrow"])
    table.resolve_all()


@kit
def test_with_a_black_creature_the_scarecrow_persists(table: Table) -> None:
    """CR 702.79a, 613.1: Child of Night is black: the murdered Scarecrow returns with a
    -1/-1 counter, a 1/1 that still has persist while Alice controls Child of Night."""
    table.battlefield(0, "Wingrattle Scarecrow", "Child of Night")
    _murder_the_scarecrow(table)
    table.assert_zone("Wingrattle Scarecrow", Zone.BATTLEFIELD, 0)
    table.assert_counters("Wingrattle Scarecrow", "-1/-1", 1)
    assert (table.power("Wingrattle Scarecrow"), table.toughness("Wingrattle Scarecrow")) == (1, 1)
    assert table.has_keyword("Wingrattle Scarecrow", "persist")


@kit
def test_without_a_black_creature_the_scarecrow_stays_dead(table: Table) -> None:
    """CR 702.79a: with no black creature it has no persist: it stays in the graveyard."""
    table.battlefield(0, "Wingrattle Scarecrow")
    _murder_the_scarecrow(table)
    table.assert_zone("Wingrattle Scarecrow", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
