""""The second spell you cast each turn costs {1} less to cast." (Highspire Bell-Ringer),
played (CR 601.2f, 601.2i, 604.1).

The caster's first spell of the turn costs its full cost, the second {1} less, the third
its full cost again; an illegal cast leaves the game as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HIGHSPIRE_BELL_RINGER = CardDef(
    name="Highspire Bell-Ringer", mana_cost="{2}{U}", type_line="Creature — Djinn Monk",
    power="1", toughness="4",
    text="Flying\nThe second spell you cast each turn costs {1} less to cast.")

PRINTED = (HIGHSPIRE_BELL_RINGER,)
kit = pytest.mark.plugins(extra={"bellringer-kit": card_pool("bellringer-kit", PRINTED)})


@kit
def test_only_the_second_spell_costs_less(table: Table) -> None:
    """CR 601.2f, 601.2i: Grizzly Bears ({1}{G}) can't be the first spell with one Forest;
    after Lightning Bolt it is the second and costs {G}; Hill Giant, the third, costs its
    full {3}{R} (three untapped Mountains are not enough)."""
    table.battlefield(0, "Highspire Bell-Ringer")
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears", "Lightning Bolt", "Hill Giant")
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2")
    assert table.tapped_count(0) == 0
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.cast("Grizzly Bears")
    table.assert_logged(rule="601.2f", contains="- {1} (Highspire Bell-Ringer)")
    assert table.tapped_count(0, "Forest") == 1
    assert table.tapped_count(0, "Mountain") == 1
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.lands(0, "Mountain", 3)
    table.assert_illegal(table.cast, "Hill Giant", rule="601.2")
    table.assert_zone("Hill Giant", Zone.HAND, 0)


@kit
def test_an_opponents_second_spell_is_not_cheaper(table: Table) -> None:
    """CR 601.2f: "you cast": the Bell-Ringer's controller's spells only."""
    table.battlefield(1, "Highspire Bell-Ringer")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Lightning Bolt", "Grizzly Bears")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2")
    assert table.tapped_count(0, "Forest") == 0


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
