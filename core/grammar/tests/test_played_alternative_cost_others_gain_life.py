"""Alternative costs paid by other players gaining life, played (CR 118.9, 119.3).

- "If you control a Forest, rather than pay this spell's mana cost, you may have each other
  player gain 6 life." (Reverent Silence).
- "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent
  gain 3 life." (Invigorate).

Without a Forest the alternative cost isn't offered: the cast for it is refused and the game is
left as it was (CR 732). The cards come from the Oracle corpus (plugin "oracle"), with their
exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")

#: The casting permission a printed alternative cost gives (CR 118.9).
ALTERNATIVE = "alternative cost"
pytestmark = needs_corpus


@oracle
def test_119_3_reverent_silence_for_six_life_destroys_all_enchantments(table: Table) -> None:
    """CR 118.9, 119.3: with a Forest, Reverent Silence is cast with no mana: Bob gains 6 life
    as the cost is paid, and every enchantment is destroyed (701.8a); Alice gains nothing."""
    table.battlefield(0, "Forest", "Glorious Anthem")
    table.battlefield(1, "Crusade")
    table.hand(0, "Reverent Silence")
    table.cast("Reverent Silence", using=ALTERNATIVE)
    assert table.life(1) == 26 and table.life(0) == 20
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 0)
    table.assert_zone("Crusade", Zone.GRAVEYARD, 1)
    assert table.tapped_count(0) == 0


@oracle
def test_732_reverent_silence_without_a_forest_is_refused(table: Table) -> None:
    """CR 118.9, 732: no Forest: the alternative cost is not offered; refused, Bob's life and
    the enchantments unchanged."""
    table.battlefield(0, "Plains", "Glorious Anthem")
    table.battlefield(1, "Crusade")
    table.hand(0, "Reverent Silence")
    table.assert_illegal(table.cast, "Reverent Silence", using=ALTERNATIVE)
    assert table.life(1) == 20
    table.assert_zone("Reverent Silence", Zone.HAND, 0)
    table.assert_zone("Crusade", Zone.BATTLEFIELD, 1)


@oracle
def test_119_3_invigorate_for_three_life_gives_plus_four(table: Table) -> None:
    """CR 118.9, 119.3: with a Forest, Invigorate is cast with no mana: the opponent gains 3
    life, the Bears get +4/+4 (611.2a)."""
    table.battlefield(0, "Forest", "Grizzly Bears")
    table.hand(0, "Invigorate")
    table.cast("Invigorate", using=ALTERNATIVE, targets=["Grizzly Bears"])
    assert table.life(1) == 23 and table.life(0) == 20
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (6, 6)
    assert table.tapped_count(0) == 0
