""""Whenever an attacking creature you control dies, return that card to its owner's hand."
(Ares, God of War), played (CR 603.10a, 608.2h, 506.4): a creature leaving the battlefield is
removed from combat, but the leaves-the-battlefield ability looks back in time: the creature
was attacking as it last existed, so it triggers. A creature that wasn't attacking as it died
(not declared, or dying after combat) doesn't.

The card comes from the Oracle corpus (plugin "oracle"), with its exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def finish_stack(table: Table) -> None:
    """Resolve whatever is on the stack (the triggers of the deaths)."""
    while table.game.stack():
        table.resolve()


@oracle
def test_603_10a_an_attacker_killed_in_combat_returns_to_hand(table: Table) -> None:
    """CR 603.10a, 510.2: Grizzly Bears attacks, Hill Giant blocks and kills it in combat
    damage: it was attacking as it died, Ares returns the card to Alice's hand."""
    table.battlefield(0, "Ares, God of War", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.attack("Ares, God of War", "Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    finish_stack(table)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@oracle
def test_608_2h_an_attacker_destroyed_before_damage_returns_to_hand(table: Table) -> None:
    """CR 608.2h, 506.4: Bob's Murder destroys the attacking Grizzly Bears in the declare
    blockers step: it was attacking as it left, Ares returns the card."""
    table.battlefield(0, "Ares, God of War", "Grizzly Bears")
    table.hand(1, "Murder")
    table.attack("Ares, God of War", "Grizzly Bears")
    table.block({})
    table.mana(1, "BBB")
    table.pass_priority()  # Alice passes in the declare blockers step; Bob has priority
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    finish_stack(table)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@oracle
def test_603_2_a_creature_that_did_not_attack_stays_in_the_graveyard(table: Table) -> None:
    """CR 603.2, 508.1: Llanowar Elves stays home; Murder destroys it during combat: it
    wasn't attacking, nothing triggers."""
    table.battlefield(0, "Ares, God of War", "Llanowar Elves")
    table.hand(1, "Murder")
    table.attack("Ares, God of War")
    table.block({})
    table.mana(1, "BBB")
    table.pass_priority()
    table.cast("Murder", targets=["Llanowar Elves"])
    table.resolve()
    finish_stack(table)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 0)


@oracle
def test_506_4_a_creature_that_attacked_dying_after_combat_stays(table: Table) -> None:
    """CR 511.3, 506.4: after combat Grizzly Bears is no longer an attacking creature: Murder
    in the second main phase kills it, nothing triggers."""
    table.battlefield(0, "Ares, God of War", "Grizzly Bears")
    table.hand(1, "Murder")
    table.attack("Ares, God of War", "Grizzly Bears")
    table.block({})
    table.go_to(Step.MAIN2)
    table.mana(1, "BBB")
    table.pass_priority()
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    finish_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
