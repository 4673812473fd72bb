"""The listing of legal actions after a trial payment that sacrifices a mana source (CR
602.2b, 605.3a, 732): Thunder Wall's "{U}: This creature gets +1/+1 until end of turn." can be
paid only by Omni-Cheese Pizza's "{1}, {T}, Sacrifice this artifact: Add one mana of any
color." (with a Mountain's {R} for its {1}). Judging whether the Wall's ability can be
activated pays it in a trial that is undone; the Pizza's own abilities are listed after it,
from the game as it is, not as the trial left it. The printed cards come from the pool below
with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

THUNDER_WALL = CardDef(
    name="Thunder Wall", mana_cost="{1}{U}{U}", type_line="Creature — Wall", power="0",
    toughness="2", keywords=("Defender", "Flying"),
    text="Defender (This creature can't attack.)\nFlying\n{U}: This creature gets +1/+1 "
         "until end of turn.")

OMNI_CHEESE_PIZZA = CardDef(
    name="Omni-Cheese Pizza", mana_cost="{2}", type_line="Artifact — Food",
    text="When this artifact enters, draw a card.\n{1}, {T}, Sacrifice this artifact: Add one "
         "mana of any color.\n{2}, {T}, Sacrifice this artifact: You gain 3 life.")

CARDS = (THUNDER_WALL, OMNI_CHEESE_PIZZA)
kit = pytest.mark.plugins(extra={"pizza-kit": card_pool("pizza-kit", CARDS)})


@kit
def test_the_listing_survives_a_trial_that_sacrificed_the_pizza(table: Table) -> None:
    """CR 732: the Wall's ability is listed (payable with the Pizza's mana), the game is as
    it was, and the Wall's ability then resolves paid that way."""
    table.battlefield(0, "Thunder Wall")
    table.battlefield(0, "Omni-Cheese Pizza")
    table.lands(0, "Mountain", 1)
    decision = table.game.pending()
    assert decision is not None and decision.kind == "priority"
    names = [getattr(o, "name", None) for o in decision.options]
    assert "Thunder Wall" in names
    table.assert_zone("Omni-Cheese Pizza", "battlefield")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
