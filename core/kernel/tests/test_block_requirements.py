"""CR 509.1c: "must be blocked if able" -- the defending player obeys as many blocking
requirements as possible without breaking a restriction (menace 702.111b, flying 702.9b)."""

from __future__ import annotations

from manastack.driver import Table
from manastack.model.turns import Step

LURE = "Target creature must be blocked this turn if able."


def _lure(table: Table, *names: str) -> None:
    spell = table.card("Test Lure", "Instant", LURE, "{G}")
    for name in names:
        table.hand(0, spell)  # type: ignore[arg-type]
        table.lands(0, "Forest", 1)
        table.cast("Test Lure", targets=[name])
        table.resolve()


def test_cr_509_1c_two_requirements_one_blocker_blocks_either(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    _lure(table, "Grizzly Bears", "Gray Ogre")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Hill Giant": "Gray Ogre"})  # one of the two: the most that can be obeyed
    table.assert_logged(rule="509.1a", contains="Hill Giant")


def test_cr_509_1c_a_menace_attacker_with_one_possible_blocker_need_not_be_blocked(
        table: Table) -> None:
    table.battlefield(0, "Boggart Brute")
    table.battlefield(1, "Hill Giant")
    _lure(table, "Boggart Brute")
    table.attack("Boggart Brute")
    table.block({})  # one blocker can't block menace alone (702.111b): nothing to obey


def test_cr_509_1c_flying_attacker_and_a_creature_that_can_block_it(table: Table) -> None:
    table.battlefield(0, "Serra Angel")
    table.battlefield(1, "Grizzly Bears", "Giant Spider")
    _lure(table, "Serra Angel")
    table.attack("Serra Angel")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.assert_illegal(table.block, {"Grizzly Bears": "Serra Angel"}, rule="509.1a")
    table.block({"Giant Spider": "Serra Angel"})
