"""Printed "for each opponent, A and that player B" is not split into A and B (CR 608.2c).

Luminate Primordial: "When this creature enters, for each opponent, exile up to one target
creature that player controls and that player gains life equal to its power." Each opponent
gains life for that opponent's own exiled creature; read as two clauses, the gain had nobody
to go to (the exiled cards' controller) and no one gained life. That pairing isn't read: the
card is refused, naming the sentence, rather than played wrong. The card comes from the
Oracle corpus (plugin "oracle"), with its exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_luminate_primordial_is_refused_naming_its_sentence(table: Table) -> None:
    """CR 608.2c: the sentence whose "that player" is each opponent in turn is not read, so
    the card can't enter a game as if it were."""
    with pytest.raises(UnsupportedCardError, match="for each opponent, exile up to one target "
                       "creature that player controls and that player gains life"):
        table.hand(0, "Luminate Primordial")
