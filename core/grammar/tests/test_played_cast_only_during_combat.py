""""Cast this spell only during combat [on your turn] [before blockers are declared]", "Cast
this spell only during an opponent's upkeep" and "Activate only during the end of combat step"
played (CR 601.3, 602.5b, 506.7b-c, 506.7g).

Panic is refused in the precombat main phase and in the declare blockers step (the game
unchanged, 732), cast in the declare attackers step: the Hill Giant can't block. Festival is
refused in its caster's own upkeep and cast in the opponent's. Desert's damage ability is
refused in the declare blockers step and activated in the end of combat step, on the attacker
still attacking. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@oracle
def test_panic_only_during_combat_before_blockers(table: Table) -> None:
    """CR 506.7b-c: refused before combat and once blockers are declared; in the declare
    attackers step it is cast: the Giant can't block (509.1b)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Panic")
    table.lands(0, "Mountain", 1)
    exc = table.assert_illegal(table.cast, "Panic", targets=["Hill Giant"])
    assert "during combat before blockers are declared" in str(exc)
    table.attack("Grizzly Bears")
    table.cast("Panic", targets=["Hill Giant"])
    table.resolve()
    with pytest.raises(IllegalActionError):
        table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


@oracle
def test_panic_refused_after_blockers_are_declared(table: Table) -> None:
    """CR 506.7b: in the declare blockers step, blockers are declared: refused, unchanged."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.hand(0, "Panic")
    table.lands(0, "Mountain", 1)
    exc = table.assert_illegal(table.cast, "Panic", targets=["Hill Giant"])
    assert "during combat before blockers are declared" in str(exc)
    assert table.zone_of("Panic") is Zone.HAND


@oracle
def test_festival_only_during_an_opponents_upkeep(table: Table) -> None:
    """CR 503: refused in its caster's own upkeep; in the opponent's upkeep it is cast, and
    the opponent's creatures can't attack that turn (508.1c)."""
    table.set_turn(active=0, step=Step.UPKEEP)
    table.hand(0, "Festival")
    table.lands(0, "Plains", 1)
    exc = table.assert_illegal(table.cast, "Festival")
    assert "during an opponent's upkeep" in str(exc)
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)
    table.battlefield(1, "Hill Giant")
    table.library(1, "Plains")
    table.pass_priority()  # the active player passes: the other player may cast
    table.cast("Festival")
    table.resolve()
    table.assert_illegal(table.attack, "Hill Giant")


@oracle
def test_desert_only_during_the_end_of_combat_step(table: Table) -> None:
    """CR 511, 602.5b: refused in the declare blockers step; in the end of combat step the
    Elves are still attacking: 1 damage kills them."""
    table.battlefield(1, "Desert")
    table.battlefield(0, "Llanowar Elves")
    table.attack("Llanowar Elves")
    table.block()
    table.pass_priority()
    exc = table.assert_illegal(table.activate, "Desert", 0, targets=["Llanowar Elves"])
    assert "during the end of combat step" in str(exc)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    table.pass_priority()
    table.activate("Desert", 0, targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD)
