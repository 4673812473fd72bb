""""other" between a count and "target", played: "two other target permanents" (Nimbleclaw
Adept) excludes the source itself, as "up to two other target creatures" does (CR 115.1,
109.5: "other" says an object other than the source).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_nimbleclaw_adept_cant_untap_itself(table: Table) -> None:
    """CR 115.1, 601.2c: Nimbleclaw Adept is no legal target of its own "Untap two other target
    permanents"; the activation is refused and nothing changed (CR 732). Two tapped Forests are
    untapped."""
    table.battlefield(0, "Nimbleclaw Adept")
    forests = table.battlefield(0, "Forest", "Forest", tapped=True)
    table.assert_illegal(table.activate, "Nimbleclaw Adept",
                         targets=[["Nimbleclaw Adept", forests[0].id]])
    table.activate("Nimbleclaw Adept", targets=[[f.id for f in forests]])
    table.resolve()
    assert table.tapped_count(0, "Forest") == 0
    table.assert_tapped("Nimbleclaw Adept")
    table.assert_zone("Nimbleclaw Adept", Zone.BATTLEFIELD, 0)
