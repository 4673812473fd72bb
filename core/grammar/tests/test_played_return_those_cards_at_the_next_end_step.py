""""Exile ... Return those cards to the battlefield under their owner's control at the
beginning of the next end step." played (Ghostway, Eerie Interlude; CR 603.7a, 603.7c,
610.3, 400.7).

The delayed triggered ability is created as the spell resolves and returns the cards the
spell exiled (603.7c), each under its owner's control (110.2a), at the beginning of the next
end step; until then they stay in exile. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def _cast_then_end_step(table: Table, spell: str, mana: str, *targets: str) -> None:
    """Alice casts ``spell`` in her main phase and it resolves; the turn goes on to the end
    step, where the delayed trigger resolves."""
    table.mana(0, mana)
    table.hand(0, spell)
    table.cast(spell, targets=list(targets))
    table.resolve()
    table.go_to(Step.END)
    table.resolve_all()


@oracle
def test_ghostway_exiles_each_creature_alice_controls_until_the_end_step(table: Table) -> None:
    """CR 603.7a: Alice's creatures are in exile until the end step, then back; Bob's Hill Giant
    is untouched."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    table.mana(0, "WCC")
    table.hand(0, "Ghostway")
    table.cast("Ghostway")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    table.assert_zone("Gray Ogre", Zone.EXILE, 0)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@oracle
def test_ghostway_returns_a_borrowed_creature_to_its_owner(table: Table) -> None:
    """CR 110.2a, 400.7: Bob's Hill Giant, controlled by Alice, comes back as a new object
    under its owner's control: Bob's."""
    table.battlefield(0, "Grizzly Bears")
    [giant] = table.battlefield(1, "Hill Giant")
    table.game.update(giant.id, controller=0)
    _cast_then_end_step(table, "Ghostway", "WCC")
    back = table.find("Hill Giant")
    assert back.zone is Zone.BATTLEFIELD
    assert back.controller == 1
    assert back.id != giant.id


@oracle
def test_eerie_interlude_returns_only_the_targets(table: Table) -> None:
    """CR 603.7c: the two targets come back; Alice's third creature, not a target, never left."""
    bears, _ogre, giant = table.battlefield(0, "Grizzly Bears", "Gray Ogre", "Hill Giant")
    _cast_then_end_step(table, "Eerie Interlude", "WCC", "Grizzly Bears", "Gray Ogre")
    for name in ("Grizzly Bears", "Gray Ogre", "Hill Giant"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)
    assert table.find("Grizzly Bears").id != bears.id  # it left and came back (400.7)
    assert table.find("Hill Giant").id == giant.id  # never left
    table.assert_logged(rule="603.7a")
