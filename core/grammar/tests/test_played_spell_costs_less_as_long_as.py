"""A spell's own cost reduction said with "as long as" or "during your turn", played (CR
601.2f, 102.1).

- "This spell costs {1} less to cast during your turn." (Mental Modulation): {U} while its
  caster is the active player, {1}{U} otherwise.
- "Delirium — This spell costs {2} less to cast as long as there are four or more card types
  among cards in your graveyard." (Drag to the Roots).

Where the reduction doesn't apply, the cheaper cast can't be paid and is refused, the game left
as it was (CR 732). The cards come from the Oracle corpus (plugin "oracle"), with their exact
printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_102_1_mental_modulation_costs_u_during_your_turn(table: Table) -> None:
    """CR 601.2f, 102.1: Alice's turn: cast for {U} with one Island; the Bears become tapped
    and Alice draws the card (121.1)."""
    table.lands(0, "Island", 1)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest")
    table.hand(0, "Mental Modulation")
    table.cast("Mental Modulation", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_tapped("Grizzly Bears", True)
    assert table.names(Zone.HAND, 0) == ["Forest"]


@oracle
def test_732_mental_modulation_on_bobs_turn_is_refused(table: Table) -> None:
    """CR 102.1, 732: Bob's turn: no reduction, {1}{U} can't be paid with one Island; refused,
    the Bears stay untapped."""
    table.set_turn(active=1)
    table.lands(0, "Island", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Mental Modulation")
    table.pass_priority()
    table.assert_illegal(table.cast, "Mental Modulation", targets=["Grizzly Bears"])
    table.assert_zone("Mental Modulation", Zone.HAND, 0)
    table.assert_tapped("Grizzly Bears", False)
    assert table.tapped_count(0) == 0


@oracle
def test_601_2f_drag_to_the_roots_with_four_card_types_costs_bg(table: Table) -> None:
    """CR 601.2f: a land, a creature, an instant and a sorcery card in Alice's graveyard: Drag to
    the Roots costs {B}{G} and destroys Bob's Crusade (701.8a)."""
    table.graveyard(0, "Forest", "Grizzly Bears", "Lightning Bolt", "Divination")
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.battlefield(1, "Crusade")
    table.hand(0, "Drag to the Roots")
    table.cast("Drag to the Roots", targets=["Crusade"])
    table.resolve()
    table.assert_zone("Crusade", Zone.GRAVEYARD, 1)


@oracle
def test_732_drag_to_the_roots_with_three_card_types_is_refused(table: Table) -> None:
    """CR 601.2f, 732: three card types only: the full {2}{B}{G} can't be paid with two lands;
    refused, Crusade stays."""
    table.graveyard(0, "Forest", "Grizzly Bears", "Lightning Bolt")
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.battlefield(1, "Crusade")
    table.hand(0, "Drag to the Roots")
    table.assert_illegal(table.cast, "Drag to the Roots", targets=["Crusade"])
    table.assert_zone("Crusade", Zone.BATTLEFIELD, 1)
    assert table.tapped_count(0) == 0
