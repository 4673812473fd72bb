""""[Target creature ...]. Other creatures can't attack this turn." (Intimidation Bolt), refused
(CR 115.1, 608.2c).

Intimidation Bolt: "Intimidation Bolt deals 3 damage to target creature. Other creatures can't
attack this turn." "Other creatures" are those other than the target creature: one that
survives the damage may attack. Read as "creatures other than the source" (a spell, so every
creature), the target couldn't attack either. The exclusion of the target from a rule effect
isn't modelled, so the card is refused, naming the sentence, rather than played wrong. The card
comes from the Oracle corpus (plugin "oracle"), with its exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_intimidation_bolt_is_refused_naming_its_sentence(table: Table) -> None:
    """CR 608.2c: "other creatures" set against the target, not the source: not read, so the
    card can't enter a game stopping its own target from attacking."""
    with pytest.raises(UnsupportedCardError, match="Other creatures can't attack this turn"):
        table.hand(0, "Intimidation Bolt")


@pytest.mark.plugins("oracle", "dash")
def test_goblin_heelcutter_target_still_cant_block(table: Table) -> None:
    """CR 509.1b: the sibling wording with one target ("target creature can't block this
    turn", Goblin Heelcutter) still reads and plays: the targeted Grizzly Bears can't block
    the attacking Heelcutter."""
    table.battlefield(0, "Goblin Heelcutter")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=0, turn=3)
    table.answer("targets", "Grizzly Bears")  # as the trigger is put on the stack (603.3d)
    table.attack("Goblin Heelcutter")
    table.resolve_all()
    assert table.blocks_offered() == set()
