""""Whenever one or more creatures attack, ..." and "Whenever one or more creatures attack you,
..." played (CR 508.3b, 508.3d, 603.2).

Duelist's Heritage triggers as any player declares attackers, its controller's and the
opponent's: on its controller's turn the attacking Bears gain double strike (4 damage); on the
opponent's turn it triggers too, and its controller may decline. Orim's Prayer triggers only
when creatures attack its controller: the opponent's two attackers give 2 life, its
controller's own attack gives none. Sabotage Strategist's "those creatures" are the creatures
attacking its controller. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def _cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()


@oracle
def test_duelists_heritage_gives_double_strike_to_an_attacker(table: Table) -> None:
    """CR 508.3d: the Bears are declared: the trigger; CR 702.4b: double strike, 2 twice."""
    _cast(table, "Duelist's Heritage", "WWW")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.has_keyword("Grizzly Bears", "double strike")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)


@oracle
def test_duelists_heritage_triggers_on_the_opponents_attack_too(table: Table) -> None:
    """CR 508.3d: "one or more creatures attack": any player's attack; its controller
    declines, the Giant deals its 3."""
    _cast(table, "Duelist's Heritage", "WWW")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    asked = table.watch_decisions("may", player=0)
    table.attack("Hill Giant")
    table.resolve(answers=[Answer("may", ("no",))])
    assert len(asked) == 1
    assert not table.has_keyword("Hill Giant", "double strike")
    table.go_to(Step.MAIN2)
    table.assert_life(0, 17)


@oracle
def test_no_attack_no_trigger(table: Table) -> None:
    """CR 508.3d: no attacker declared: no trigger."""
    _cast(table, "Duelist's Heritage", "WWW")
    table.battlefield(0, "Grizzly Bears")
    asked = table.watch_decisions("may", player=0)
    table.attack()
    table.go_to(Step.MAIN2)
    assert not asked


@oracle
def test_orims_prayer_gains_life_when_creatures_attack_you(table: Table) -> None:
    """CR 508.3b: two creatures attack its controller: 1 life for each attacking creature."""
    _cast(table, "Orim's Prayer", "WWWWW")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.attack("Hill Giant", "Grizzly Bears")
    table.resolve_all()
    table.assert_life(0, 22)
    table.go_to(Step.MAIN2)
    table.assert_life(0, 17)


@oracle
def test_orims_prayer_ignores_its_controllers_own_attack(table: Table) -> None:
    """CR 508.3b: its controller attacks the opponent: not attacked, no life."""
    _cast(table, "Orim's Prayer", "WWWWW")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    table.assert_life(1, 18)


@oracle
def test_sabotage_strategist_weakens_those_attacking_creatures(table: Table) -> None:
    """CR 508.3b, 603.7c: "those creatures" are the creatures declared attacking its
    controller: both get -1/-0, the Strategist's own creatures untouched."""
    table.battlefield(0, "Sabotage Strategist", "Llanowar Elves")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.attack("Hill Giant", "Grizzly Bears")
    table.resolve_all()
    assert table.power("Hill Giant") == 2
    assert table.power("Grizzly Bears") == 1
    assert table.power("Llanowar Elves") == 1
    table.block()
    table.go_to(Step.MAIN2)
    table.assert_life(0, 17)
