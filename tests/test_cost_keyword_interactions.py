"""The cost keywords (improvise 702.126, spectacle 702.137, affinity 702.41) with the
keywords already shipped (flashback 702.34, escape 702.138, delve 702.66, overload 702.96,
haste 702.10, earthbend 701.66).

Each test enables the plugins it plays; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


# --------------------------------------------------------------------------
# Improvise (702.126b: it applies to the locked total cost, whichever it is)
# --------------------------------------------------------------------------


@pytest.mark.plugins("improvise", "flashback")
def test_702_126b_improvise_pays_the_generic_part_of_a_flashback_cost(table: Table) -> None:
    """Past in Flames gives Reverse Engineer flashback {3}{U}{U} (its mana cost, 702.34a);
    cast from the graveyard, that is the locked total (601.2f): three Memnites pay {3}, two
    Islands {U}{U}. Then it is exiled (702.34a)."""
    table.graveyard(0, "Reverse Engineer")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Past in Flames")
    table.cast("Past in Flames")
    table.resolve()
    table.battlefield(0, "Memnite", "Memnite", "Memnite")
    table.lands(0, "Island", 2)
    table.library(0, "Forest", "Forest", "Forest")
    table.cast("Reverse Engineer", using="flashback", zone=Zone.GRAVEYARD,
               pay_with={"improvise": ["Memnite", "Memnite", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by improvise")
    assert tapped(table, "Memnite") == 3
    table.resolve()
    table.assert_zone("Reverse Engineer", Zone.EXILE)
    assert table.names(Zone.HAND, 0).count("Forest") == 3


@pytest.mark.plugins("improvise", "escape")
def test_702_126b_improvise_pays_an_escape_costs_mana(table: Table) -> None:
    """Underworld Breach gives Foundry Assembler escape: {5} plus exiling three other cards
    from the graveyard (702.138a). Five artifacts pay the whole mana part; the three cards
    are exiled as the cost's other part (601.2h)."""
    table.battlefield(0, "Underworld Breach")
    table.graveyard(0, "Foundry Assembler", "Island", "Swamp", "Plains")
    table.battlefield(0, *["Memnite"] * 5)
    table.cast("Foundry Assembler", using="escape", zone=Zone.GRAVEYARD,
               exile=["Island", "Swamp", "Plains"],
               pay_with={"improvise": ["Memnite"] * 5})
    assert tapped(table, "Memnite") == 5
    assert sorted(table.names(Zone.EXILE)) == ["Island", "Plains", "Swamp"]
    table.resolve()
    table.assert_zone("Foundry Assembler", Zone.BATTLEFIELD)


@pytest.mark.plugins("improvise", "delve")
def test_601_2h_improvise_and_delve_on_one_spell(table: Table) -> None:
    """Both pay generic mana only: three exiled cards and two tapped artifacts pay {5}, an
    Island {U}; neither pays what the other paid (601.2h). A test card (none is printed
    with both)."""
    card = table.card("Test Improvised Delver", "Sorcery", "Improvise, delve\nDraw a card.",
                      "{5}{U}")
    table.hand(0, card)
    table.graveyard(0, "Swamp", "Plains", "Forest")
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    table.library(0, "Mountain")
    table.cast("Test Improvised Delver",
               pay_with={"delve": ["Swamp", "Plains", "Forest"],
                         "improvise": ["Memnite", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by delve")
    table.assert_logged(rule="601.2h", contains="2 generic mana paid by improvise")
    assert all(o.tapped for o in table.game.battlefield(0))
