"""States joined by "or" in an object phrase, played: any one of them will do (CR 506.4, 508.1,
509.1, 110.5). Sonar Strike ("target attacking, blocking, or tapped creature") and Tetsuo
Umezawa ("Destroy target tapped or blocking creature.") could target no tapped creature: the
three states were each required.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_sonar_strike_hits_a_tapped_creature_out_of_combat(table: Table) -> None:
    """CR 115.1, 110.5: Hill Giant, tapped and not in combat, is a legal target; it is dealt 4
    damage and dies. An untapped Grizzly Bears out of combat is no legal target (CR 732)."""
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Hill Giant", tapped=True)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Sonar Strike")
    table.assert_illegal(table.cast, "Sonar Strike", targets=["Grizzly Bears"])
    table.cast("Sonar Strike", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@needs_corpus
@oracle
def test_tetsuo_umezawa_destroys_a_tapped_creature(table: Table) -> None:
    """CR 115.1, 110.5: a tapped Hill Giant is destroyed; an untapped Grizzly Bears, neither
    tapped nor blocking, is no legal target (CR 732)."""
    table.battlefield(0, "Tetsuo Umezawa", "Island", "Swamp", "Swamp", "Mountain")
    table.battlefield(1, "Hill Giant", tapped=True)
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.activate, "Tetsuo Umezawa", targets=["Grizzly Bears"])
    table.activate("Tetsuo Umezawa", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
