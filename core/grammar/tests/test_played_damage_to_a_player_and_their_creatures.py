"""Damage to a target player (or planeswalker) and each creature that player controls, played
(CR 120.4, 115.1, 608.2h).

- "[−8]: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature
  that player or that planeswalker's controller controls.": the target and the creatures of
  that player (a planeswalker's controller) are dealt the damage at once; the creatures are
  not targeted; the activating player's own creatures are untouched.
- "[−8]: Chandra deals 10 damage to target player and each creature that player controls."
  (Chandra, Flame's Fury) and "[−7]: ... each creature and planeswalker they control."
  (Chandra, Bold Pyromancer).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_120_4_chandra_nalaar_hits_bob_and_his_creatures(table: Table) -> None:
    """CR 120.4, 606.3: 10 damage to Bob and to each creature Bob controls (both die, 704.5g);
    Alice's Grizzly Bears and life are untouched; the loyalty cost is paid."""
    table.battlefield(0, "Chandra Nalaar", counters={"loyalty": 9})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.activate("Chandra Nalaar", 2, targets=["Bob"])
    table.assert_counters("Chandra Nalaar", "loyalty", 1)
    table.resolve()
    table.assert_life(1, 10)
    table.assert_life(0, 20)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@oracle
def test_608_2h_chandra_nalaar_at_a_planeswalker_hits_its_controllers_creatures(
        table: Table) -> None:
    """CR 608.2h, 120.3c: Bob's planeswalker is dealt 10 damage (it loses 10 loyalty and
    dies, 704.5i) and so is each creature its controller, Bob, controls; Bob's life is not."""
    table.battlefield(0, "Chandra Nalaar", counters={"loyalty": 8})
    table.battlefield(1, "Chandra, Flame's Fury", counters={"loyalty": 4})
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.activate("Chandra Nalaar", 2, targets=["Chandra, Flame's Fury"])
    table.resolve()
    table.assert_zone("Chandra, Flame's Fury", Zone.GRAVEYARD, 1)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@oracle
def test_120_4_chandra_flames_fury_hits_the_target_player_only(table: Table) -> None:
    """CR 120.4: Alice targets Bob: his Hill Giant dies, her Craw Wurm doesn't."""
    table.battlefield(0, "Chandra, Flame's Fury", counters={"loyalty": 8})
    table.battlefield(0, "Craw Wurm")
    table.battlefield(1, "Hill Giant")
    table.activate("Chandra, Flame's Fury", 2, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 10)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 0)


@oracle
def test_120_4_chandra_bold_pyromancer_hits_creatures_and_planeswalkers(table: Table) -> None:
    """CR 120.4, 120.3c: Bob, his creature and his planeswalker are dealt 10 damage each."""
    table.battlefield(0, "Chandra, Bold Pyromancer", counters={"loyalty": 8})
    table.battlefield(1, "Chandra Nalaar", counters={"loyalty": 6})
    table.battlefield(1, "Hill Giant")
    table.activate("Chandra, Bold Pyromancer", 2, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 10)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Chandra Nalaar", Zone.GRAVEYARD, 1)
    table.assert_zone("Chandra, Bold Pyromancer", Zone.BATTLEFIELD, 0)
