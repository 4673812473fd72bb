"""Printed Counterbalance, played: "Whenever an opponent casts a spell, you may reveal the top
card of your library. If you do, counter that spell if it has the same mana value as the
revealed card." (CR 603.7c, 202.3, 608.2c, 701.6a).

Bob casts a spell in his main phase; Alice's Counterbalance triggers; if she reveals, the
spell is countered only when its mana value, X included on the stack (107.3), equals the
revealed card's; the revealed card stays on top of her library.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COUNTERBALANCE = CardDef(
    name="Counterbalance", mana_cost="{U}{U}", type_line="Enchantment",
    text="Whenever an opponent casts a spell, you may reveal the top card of your library. If "
         "you do, counter that spell if it has the same mana value as the revealed card.")

CARDS = (COUNTERBALANCE,)
kit = pytest.mark.plugins(extra={"counterbalance-kit": card_pool("counterbalance-kit", CARDS)})


def _bob_casts(table: Table, spell: str, top: str, *, reveal: str = "yes",
               x: int | None = None, lands: int = 2) -> None:
    """Bob, the active player, casts ``spell``; Alice's top card is ``top``; she answers
    ``reveal`` to the trigger, which resolves."""
    table.set_turn(active=1)
    table.battlefield(0, "Counterbalance")
    table.library(0, top, "Plains")
    table.hand(1, spell)
    table.lands(1, "Mountain", lands)
    if spell == "Grizzly Bears":
        table.lands(1, "Forest", 2)
    table.cast(spell, x=x)
    table.answer("may", reveal, player=0)
    table.resolve()  # the trigger, above the spell (CR 603.3)
    assert table.game.objects_in(Zone.LIBRARY, 0)[0].card.name == top


@kit
def test_a_spell_with_the_revealed_mana_value_is_countered(table: Table) -> None:
    """CR 202.3, 701.6a: Grizzly Bears (2) against a revealed Grizzly Bears (2): countered."""
    _bob_casts(table, "Grizzly Bears", "Grizzly Bears", lands=0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert not table.game.ids_in(Zone.STACK)


@kit
def test_a_spell_with_another_mana_value_resolves(table: Table) -> None:
    """CR 608.2c: Grizzly Bears (2) against a revealed Llanowar Elves (1): not countered."""
    _bob_casts(table, "Grizzly Bears", "Llanowar Elves", lands=0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_not_revealing_counters_nothing(table: Table) -> None:
    """CR 608.2c: "If you do": Alice doesn't reveal; the equal mana values don't matter."""
    _bob_casts(table, "Grizzly Bears", "Grizzly Bears", reveal="no", lands=0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_x_counts_in_the_mana_value_on_the_stack(table: Table) -> None:
    """CR 202.3, 107.3: Blaze with X = 1 has mana value 2 on the stack: countered by a
    revealed Grizzly Bears, though its printed {X}{R} is 1 elsewhere."""
    _bob_casts(table, "Blaze", "Grizzly Bears", x=1, lands=2)
    table.assert_zone("Blaze", Zone.GRAVEYARD, 1)


@kit
def test_blaze_with_x_0_is_not_countered_by_a_mana_value_2(table: Table) -> None:
    """The near miss: Blaze with X = 0 (mana value 1) against a revealed Grizzly Bears."""
    _bob_casts(table, "Blaze", "Grizzly Bears", x=0, lands=1)
    table.assert_zone("Blaze", Zone.STACK, 1)


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(CARDS)
