""""Activate only as an instant." on a mana ability played (CR 602.2, 605.3a): Lion's Eye
Diamond and Diamond Lion make their mana only when activated with priority, never while
a spell's cost is being paid, so the spell must be cast with mana already in the pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

LIONS_EYE_DIAMOND = CardDef(
    name="Lion's Eye Diamond", mana_cost="{0}", type_line="Artifact",
    text="Discard your hand, Sacrifice this artifact: Add three mana of any one color. "
         "Activate only as an instant.")
DIAMOND_LION = CardDef(
    name="Diamond Lion", mana_cost="{2}", type_line="Artifact Creature — Cat",
    text="{T}, Discard your hand, Sacrifice this creature: Add three mana of any one color. "
         "Activate only as an instant.", power="2", toughness="2")

CARDS = (LIONS_EYE_DIAMOND, DIAMOND_LION)
kit = pytest.mark.plugins(extra={"instant-mana-kit": card_pool("instant-mana-kit", CARDS)})


def _pool(table: Table) -> list[str]:
    return sorted(u.color for u in table.game.player(0).mana_pool)


def _add(table: Table, name: str, colour: str) -> None:
    """The card's mana ability, activated by hand with priority (its restriction keeps the
    payment solver off it, 602.5b), ``colour`` chosen (106.1b, 605.3b)."""
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    table.game.act(ActivateAbility(obj.id, 0, name), Answer("mana_output", (colour,)))


@kit
def test_lions_eye_diamond_makes_three_of_one_color_with_priority(table: Table) -> None:
    """CR 605.3a, 602.2: with priority, Alice discards her hand and sacrifices the Diamond:
    three red mana in her pool."""
    table.battlefield(0, "Lion's Eye Diamond")
    table.hand(0, "Grizzly Bears", "Forest")
    _add(table, "Lion's Eye Diamond", "R")
    assert _pool(table) == ["R", "R", "R"]
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears",
                                                      "Lion's Eye Diamond"]


@kit
def test_lions_eye_diamond_is_never_tapped_while_a_spell_is_paid(table: Table) -> None:
    """CR 605.3a: casting Lightning Bolt with the Diamond as Alice's only source is refused
    (its mana ability can't be activated while the cost is paid); nothing changed (732)."""
    table.battlefield(0, "Lion's Eye Diamond")
    table.hand(0, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"])
    table.assert_zone("Lion's Eye Diamond", Zone.BATTLEFIELD, 0)
    table.assert_zone("Lightning Bolt", Zone.HAND, 0)
    table.assert_life(1, 20)


@kit
def test_diamond_lion_taps_for_three_of_one_color(table: Table) -> None:
    """CR 605.3a, 302.6: Diamond Lion (not summoning sick) taps, Alice's hand of one Forest is
    discarded, the Lion sacrificed: three green mana in her pool."""
    table.battlefield(0, "Diamond Lion")
    table.hand(0, "Forest")
    _add(table, "Diamond Lion", "G")
    assert _pool(table) == ["G", "G", "G"]
    table.assert_zone("Diamond Lion", Zone.GRAVEYARD, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
