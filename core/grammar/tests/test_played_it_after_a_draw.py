""""It" / "those creatures" after a draw (CR 121.1, 608.2c).

After "draw a card", "it" is the card drawn ("Draw a card and reveal it"). A phrase naming
something else, creatures counted in the sentence before ("Draw a card for each creature you
control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.",
Inspiring Call) or the creature a cost sacrificed ("You draw cards equal to the sacrificed
creature's power, then you gain life equal to its toughness.", Momentous Fall), would be
read as the cards drawn, which are in a hand and are neither: those sentences are not read.
"You gain X life and draw X cards, where X is its toughness" (Fruit of the First Tree): the
draw comes last, X is the dying creature's toughness for both. The cards are the printed
cards of the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@oracle
def test_inspiring_call_those_creatures_is_not_read(rules: Rules) -> None:
    """CR 608.2c: "Those creatures" names the creatures counted, not the cards drawn: the
    sentence is refused, naming it."""
    card = rules.card("Inspiring Call")
    assert card.unrecognized == ("Those creatures gain indestructible until end of turn.",)


@oracle
def test_momentous_fall_its_toughness_is_not_read(rules: Rules) -> None:
    """CR 608.2c, 121.1: "its toughness" names the creature sacrificed to cast the spell,
    not the cards drawn just before: the sentence is refused, naming it."""
    card = rules.card("Momentous Fall")
    assert card.unrecognized == (
        "You draw cards equal to the sacrificed creature's power, then you gain life equal to "
        "its toughness.",)


@oracle
def test_fruit_of_the_first_tree_counts_the_dying_creatures_toughness(table: Table) -> None:
    """CR 603.10a, 608.2h: Hill Giant (3/3) enchanted by Fruit of the First Tree dies: Alice
    gains 3 life and draws 3 cards, the draw last."""
    table.battlefield(0, "Hill Giant")
    table.library(0, "Island", "Forest", "Plains", "Swamp")
    table.lands(0, "Forest", 4)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Fruit of the First Tree", "Lightning Bolt")
    table.cast("Fruit of the First Tree", targets=["Hill Giant"])
    table.resolve_all()
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_life(0, 23)
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island", "Plains"]
