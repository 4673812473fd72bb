"""Printed "Creatures target player controls attack this turn if able." played (CR 611.2c,
508.1d).

Incite War and Instigator: the requirement changes no characteristic and no controller, so it
is a rule of the game (611.2c) until end of turn. The player is the target, fixed as it
resolves; the creatures are those that player controls as attackers are declared: one put
onto the battlefield after it resolved, or one that player gained control of since, must
attack too. Incite War's other mode, "Creatures you control gain first strike until end of
turn", gives an ability (a characteristic): locked to the creatures there as it resolved
(611.2c, first sentence). The cards come from the Oracle corpus, with their exact text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

kit = pytest.mark.plugins("oracle", "haste", "entwine")
pytestmark = needs_corpus


def _incite_war_on_bobs_turn(table: Table) -> None:
    """Bob's turn: Alice casts Incite War entwined, Bob its target; then Bob takes Alice's
    Hill Giant with Threaten and gets a Raging Goblin, and Alice a Savannah Lions."""
    table.battlefield(0, "Hill Giant", "Elite Vanguard")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Incite War")
    table.battlefield(1, "Grizzly Bears")
    table.lands(1, "Mountain", 3)
    table.hand(1, "Threaten")
    table.set_turn(active=1)
    table.pass_priority()  # Bob passes: Alice may cast her instant
    table.answer("all_modes", "yes")
    table.cast("Incite War", targets=["Bob"])
    table.resolve()
    table.cast("Threaten", targets=["Hill Giant"])
    table.resolve()
    table.battlefield(1, "Raging Goblin", sick=True)
    table.battlefield(0, "Savannah Lions")


@kit
def test_incite_war_a_creature_arriving_or_changing_control_later_must_attack(
        table: Table) -> None:
    """CR 611.2c, 508.1d: Bob's Grizzly Bears, the Raging Goblin that entered after Incite
    War resolved and the Hill Giant he gained control of since must all attack: leaving
    either newcomer home is refused."""
    _incite_war_on_bobs_turn(table)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1d")
    table.assert_illegal(table.attack, "Grizzly Bears", "Raging Goblin", rule="508.1d")
    table.assert_illegal(table.attack, "Grizzly Bears", "Hill Giant", rule="508.1d")
    table.attack("Grizzly Bears", "Raging Goblin", "Hill Giant")
    for name in ("Grizzly Bears", "Raging Goblin", "Hill Giant"):
        assert table.game.is_attacking(table.find(name).id)
    table.assert_logged(rule="611.2c", contains="attack this turn if able")


@kit
def test_incite_war_first_strike_stays_with_the_creatures_there_as_it_resolved(
        table: Table) -> None:
    """CR 611.2c: the entwined first strike mode modifies characteristics: Alice's Elite
    Vanguard, there as it resolved, has first strike; her Savannah Lions, arrived later,
    has not, while Bob's later Raging Goblin is held by the other mode's rule."""
    _incite_war_on_bobs_turn(table)
    assert table.has_keyword("Elite Vanguard", "first strike")
    assert not table.has_keyword("Savannah Lions", "first strike")
    table.assert_illegal(table.attack, "Grizzly Bears", "Hill Giant", rule="508.1d")


@kit
def test_instigator_the_target_player_is_fixed_as_it_resolves(table: Table) -> None:
    """CR 611.2c, 608.2b: Alice activates Instigator in Bob's turn targeting Bob; a Raging
    Goblin put onto the battlefield under Bob's control afterwards must attack too."""
    table.battlefield(0, "Instigator", "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Forest")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1)
    table.pass_priority()
    table.answer("discard", "Forest")
    table.activate("Instigator", targets=["Bob"])
    table.resolve()
    table.battlefield(1, "Raging Goblin", sick=True)
    table.assert_illegal(table.attack, "Hill Giant", rule="508.1d")
    table.attack("Hill Giant", "Raging Goblin")
    assert table.game.is_attacking(table.find("Raging Goblin").id)
