"""Looking at a player's hand and choosing a card from it, played (CR 400.2, 701.9a, 609.3).

- "Sacrifice this enchantment: Look at target player's hand and choose a card from it. That
  player discards that card. Activate only as a sorcery." (Seer's Vision): the activating
  player chooses the card, the target player discards exactly it.
- "Whenever this creature deals combat damage to a player, look at that player's hand and
  choose a card from it. The player discards that card." (Doomsday Specter): the player dealt
  the damage (603.7c).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_9a_seers_vision_makes_bob_discard_the_chosen_card(table: Table) -> None:
    """CR 400.2, 701.9a: Alice sees Bob's hand and chooses Lightning Bolt: Bob discards it and
    keeps Grizzly Bears; Seer's Vision is sacrificed."""
    table.battlefield(0, "Seer's Vision")
    table.hand(1, "Grizzly Bears", "Lightning Bolt")
    asked = table.watch_decisions("choose")
    table.activate("Seer's Vision", 0, targets=["Bob"])
    table.assert_zone("Seer's Vision", Zone.GRAVEYARD, 0)
    table.resolve(answers=[Answer("choose", ("Lightning Bolt",))])
    assert asked and asked[0].player == 0 and len(asked[0].options) == 2
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 1)
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    table.assert_logged(rule="400.2", contains="looks at Bob's hand")


@oracle
def test_602_5d_seers_vision_is_activated_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d, 732: on Bob's turn it can't be activated: refused, it stays."""
    table.battlefield(0, "Seer's Vision")
    table.hand(1, "Grizzly Bears")
    table.set_turn(active=1)
    table.pass_priority()
    table.assert_illegal(table.activate, "Seer's Vision", 0, targets=["Bob"])
    table.assert_zone("Seer's Vision", Zone.BATTLEFIELD, 0)


@oracle
def test_609_3_seers_vision_at_an_empty_hand_does_nothing(table: Table) -> None:
    """CR 609.3: Bob's hand is empty: nothing is chosen or discarded."""
    table.battlefield(0, "Seer's Vision")
    table.activate("Seer's Vision", 0, targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []


@oracle
def test_603_7c_doomsday_specter_makes_the_damaged_player_discard(table: Table) -> None:
    """CR 603.7c, 701.9a: the Specter deals combat damage to Bob; Alice chooses Shock from his
    hand and Bob discards it."""
    table.battlefield(0, "Doomsday Specter")
    table.hand(1, "Shock", "Forest")
    table.attack("Doomsday Specter")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve(answers=[Answer("choose", ("Shock",))])
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.names(Zone.HAND, 1) == ["Forest"]
