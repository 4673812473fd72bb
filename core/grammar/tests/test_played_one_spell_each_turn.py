""""Each player can't cast more than one spell each turn.", played from a printed card (CR
101.2, 601.2e, 601.2i, 604.1).

Arcane Laboratory is cast from the hand: it is its caster's one spell this turn, so once
it is on the battlefield that player can't cast another this turn (the refused cast leaves
the game as it was, 732); in the next turn the opponent casts one spell and is refused a
second, and the count starts again each turn. The printed card comes from the pool below
with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ARCANE_LABORATORY = CardDef(
    name="Arcane Laboratory", mana_cost="{2}{U}", type_line="Enchantment",
    text="Each player can't cast more than one spell each turn.")

PRINTED = (ARCANE_LABORATORY,)

kit = pytest.mark.plugins(extra={"laboratory-kit": card_pool("laboratory-kit", PRINTED)})


@kit
def test_one_spell_each_turn_for_each_player(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Arcane Laboratory", "Lightning Bolt", "Lightning Bolt")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Arcane Laboratory")
    table.resolve_all()
    table.assert_zone("Arcane Laboratory", Zone.BATTLEFIELD)
    # CR 601.2i: the Laboratory itself was this turn's spell, cast before it arrived
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["opponent"], rule="601.2e")
    assert table.names(Zone.HAND, 0).count("Lightning Bolt") == 2
    assert table.tapped_count(0) == 3
    table.next_turn()
    table.lands(1, "Mountain", 2)
    table.hand(1, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve_all()
    assert table.life(0) == 17
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["opponent"], rule="601.2e")
    assert table.names(Zone.HAND, 1).count("Lightning Bolt") == 1
    table.next_turn()  # a new turn: its active player casts one spell again
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve_all()
    assert table.life(1) == 17


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
