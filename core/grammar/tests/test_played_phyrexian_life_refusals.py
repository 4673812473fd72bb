"""Printed spells with Phyrexian mana whose life can't be paid, played: the refusal names the
life payment as the cost part left unpaid and cites 119.4, and the game is left as it was
(CR 732).

A Phyrexian symbol is paid with one mana of its color or 2 life (CR 107.4f); life is paid only
from a life total at least that large (119.4). Dismember ({1}{B/P}{B/P}) cast with an Island
and Underground River ("{T}: Add {U} or {B}. This land deals 1 damage to you.") by a player
at 2 life: the payment plans the Island's {1}, the River's {B} and 2 life; the River's mana
ability deals its 1 damage as it resolves (605.3b), before the life is paid (601.2g-h), so
the 2 life can't be paid from the 1 left: refused naming "2 life (Phyrexian mana)". Gitaxian
Probe ({U/P}) with the life announced (601.2b) at 1 life: refused the same way.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.api import UnpaidCostError
from manastack.driver import Table
from manastack.model.cost_parts import PayLife
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _dismember_table(table: Table, life: int) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Underground River", "Island")
    table.hand(0, "Dismember")
    table.game.update_player(0, life=life)


@oracle
def test_119_4_dismembers_life_left_short_by_a_painland_names_the_life_part(
        table: Table) -> None:
    """CR 107.4f, 119.4, 601.2h, 732: at 2 life the River's damage leaves 1, too little for
    the 2 life planned: refused as the part "2 life (Phyrexian mana)", citing 119.4; the
    lands untapped, the life 2, Dismember in hand (the game as it was)."""
    _dismember_table(table, 2)
    table.game.pending()  # the step settled: what follows is the cast alone
    before = table.game.state_digest()
    exc = table.assert_illegal(table.cast, "Dismember", targets=["Grizzly Bears"],
                               rule="601.2h")
    assert isinstance(exc, UnpaidCostError), exc
    assert exc.step == "601.2h", exc
    assert exc.part == PayLife(2), exc.part
    assert exc.reason == ("can't pay '2 life (Phyrexian mana)': Alice has 1 life: paying 2 life "
                          "needs a life total of at least 2 (119.4)"), exc.reason
    assert {"118.3", "119.4"} <= set(exc.rules), exc.rules
    assert table.game.state_digest() == before
    table.assert_life(0, 2)
    table.assert_zone("Dismember", Zone.HAND)


@oracle
def test_119_4_dismember_with_the_life_to_pay_is_cast(table: Table) -> None:
    """CR 107.4f, 119.4: at 3 life the River's 1 damage leaves 2, enough: Dismember is cast,
    Alice at 0 life."""
    _dismember_table(table, 3)
    table.cast("Dismember", targets=["Grizzly Bears"])
    table.assert_life(0, 0)


@oracle
def test_119_4_gitaxian_probe_announced_with_life_at_1_life_names_the_life_part(
        table: Table) -> None:
    """CR 601.2b, 107.4f, 119.4, 732: Gitaxian Probe's {U/P} announced as 2 life by a player
    at 1 life: refused as the part "2 life (Phyrexian mana)", citing 119.4, nothing changed."""
    table.hand(0, "Gitaxian Probe")
    table.game.update_player(0, life=1)
    exc = table.assert_illegal(table.cast, "Gitaxian Probe", targets=["Bob"],
                               answers=[Answer("phyrexian", ("life",))])
    assert isinstance(exc, UnpaidCostError), exc
    assert "can't pay '2 life (Phyrexian mana)': Alice has 1 life" in exc.reason, exc
    assert "119.4" in exc.rules, exc.rules
    table.assert_life(0, 1)
