"""Printed "Activate only if there are seven or more cards in your graveyard [and only once]."
played (CR 602.5b; "Threshold" is an ability word, 207.2c).

The condition is the phrase "if ..." and "as long as ..." read too (a condition on the
activating player's state), asked as the ability is activated: unmet, the activation is
refused naming the restriction, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KROSAN_RESTORER = CardDef(
    name="Krosan Restorer", mana_cost="{2}{G}", type_line="Creature — Human Druid",
    text="{T}: Untap target land.\nThreshold — {T}: Untap up to three target lands. Activate "
         "only if there are seven or more cards in your graveyard.", power="1", toughness="2")
THOUGHT_SHUCKER = CardDef(
    name="Thought Shucker", mana_cost="{1}{U}", type_line="Creature — Rat Rogue",
    text="Threshold — {1}{U}: Put a +1/+1 counter on this creature and draw a card. Activate "
         "only if there are seven or more cards in your graveyard and only once.",
    power="1", toughness="3")

NIHILISTIC_GLEE = CardDef(
    name="Nihilistic Glee", mana_cost="{2}{B}{B}", type_line="Enchantment",
    text="{2}{B}, Discard a card: Target opponent loses 1 life and you gain 1 life.\n"
         "Hellbent — {1}, Pay 2 life: Draw a card. Activate only if you have no cards in hand.")

CARDS = (KROSAN_RESTORER, THOUGHT_SHUCKER, NIHILISTIC_GLEE)
kit = pytest.mark.plugins(extra={"activation-if-kit": card_pool("activation-if-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


@kit
def test_krosan_restorer_is_refused_below_threshold(table: Table) -> None:
    """CR 602.5b, 732: six cards in your graveyard (seven in the opponent's: not yours)."""
    table.battlefield(0, "Krosan Restorer")
    table.battlefield(0, "Forest", "Forest", tapped=True)
    table.graveyard(0, *["Island"] * 6)
    table.graveyard(1, *["Island"] * 7)
    table.activate("Krosan Restorer", 0, targets=["Forest"])  # the other ability: no condition
    table.resolve()
    assert table.tapped_count(0, "Forest") == 1
    (fresh,) = table.battlefield(0, "Krosan Restorer")  # untapped: only the condition fails
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="seven or more cards in your graveyard"):
        table.activate(f"Krosan Restorer#{fresh.id}", 1, targets=["Forest"])
    assert table.game.to_json() == before


@kit
def test_krosan_restorer_untaps_three_lands_at_threshold(table: Table) -> None:
    """CR 602.5b: with seven cards the ability is activated and resolves."""
    table.battlefield(0, "Krosan Restorer")
    forests = table.battlefield(0, "Forest", "Forest", "Forest", tapped=True)
    table.graveyard(0, *["Island"] * 7)
    table.activate("Krosan Restorer", 1, targets=[[f"Forest#{f.id}" for f in forests]])
    assert table.tapped_count(0, "Forest") == 3  # on the stack, not resolved yet
    table.resolve()
    assert table.tapped_count(0, "Forest") == 0


@kit
def test_thought_shucker_only_at_threshold_and_only_once(table: Table) -> None:
    """CR 602.5b: both restrictions; the second activation is refused though the
    condition holds."""
    table.battlefield(0, "Thought Shucker")
    table.library(0, "Island", "Island")
    table.graveyard(0, *["Island"] * 6)
    table.mana(0, "CU")
    with pytest.raises(IllegalActionError, match=r"602\.5b"):
        table.activate("Thought Shucker")
    table.graveyard(0, "Island")
    table.activate("Thought Shucker")
    table.resolve()
    assert table.counters("Thought Shucker", "+1/+1") == 1
    table.mana(0, "CU")
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="only once"):
        table.activate("Thought Shucker")
    assert table.game.to_json() == before


@kit
def test_nihilistic_glee_only_with_no_cards_in_hand(table: Table) -> None:
    """CR 602.5b, 732: the same phrase of the player's state ("you have no cards in hand"):
    one card in hand, refused with nothing paid; none, it is activated and draws."""
    table.battlefield(0, "Nihilistic Glee")
    (swamp,) = table.hand(0, "Swamp")
    table.library(0, "Island", "Island")
    table.mana(0, "CC")
    table.game.pending()  # the priority decision listed before the position is recorded
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="no cards in hand"):
        table.activate("Nihilistic Glee", 1)
    assert table.game.to_json() == before
    table.game.move(swamp.id, Zone.GRAVEYARD)
    table.refresh()
    table.activate("Nihilistic Glee", 1)
    table.resolve()
    assert table.life(0) == 18
    assert len(table.game.hand(0)) == 1


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
