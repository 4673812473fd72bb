"""Exert as a part of an activated ability's cost (CR 701.43a, 602.2b, 118.3): "{T}, Exert
this creature: [effect]". Paying it exerts the source: it won't untap during its
controller's next untap step (502.3), and "Whenever you exert a creature" triggers. Runs alone
with ``pytest plugins/exert``; the cards are this package's pool (exact Oracle text).
"""

from __future__ import annotations

from typing import Any

import pytest
from manastack_exert.keyword import ExertSelf
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, ActivatedAbility, Answer, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("exert")


def untap_steps(table: Table) -> None:
    """Bob's turn, then Alice's next untap step and precombat main phase."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    table.next_turn()
    table.next_turn()


def test_701_43a_the_cost_part_is_read(rules: Any) -> None:
    """CR 602.2b: "{T}, Exert this creature" is {T} and the plugin's exert part; the first
    ability of Fervent Paincaster has no such part."""
    plain, exerting = rules.card("Fervent Paincaster").abilities
    assert isinstance(plain, ActivatedAbility) and isinstance(exerting, ActivatedAbility)
    assert not any(isinstance(p, ExertSelf) for p in plain.cost.parts)
    assert [type(p).__name__ for p in exerting.cost.parts] == ["TapSelf", "ExertSelf"]


def test_701_43a_fervent_paincaster_exerted_deals_damage_and_stays_tapped(
        table: Table) -> None:
    """CR 701.43a, 602.2b: Fervent Paincaster taps and exerts itself: 1 damage kills Bob's
    Savannah Lions (704.5g); Bob's life is untouched; it doesn't untap during Alice's next
    untap step (502.3) and untaps in the one after."""
    table.battlefield(0, "Fervent Paincaster")
    table.battlefield(1, "Savannah Lions")
    table.activate("Fervent Paincaster", 1, targets=["Savannah Lions"])
    table.assert_tapped("Fervent Paincaster")
    table.assert_logged(rule="701.43a", contains="exerts Fervent Paincaster")
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)
    untap_steps(table)
    table.assert_tapped("Fervent Paincaster")
    table.assert_logged(rule="502.3", contains="Fervent Paincaster")
    untap_steps(table)
    table.assert_tapped("Fervent Paincaster", False)


def test_732_a_tapped_paincaster_cant_be_exerted_for_the_ability(table: Table) -> None:
    """CR 118.3, 732: {T} can't be paid by a tapped creature: refused, and it is not exerted
    (it untaps as usual)."""
    table.battlefield(0, "Fervent Paincaster", tapped=True)
    table.battlefield(1, "Savannah Lions")
    table.assert_illegal(table.activate, "Fervent Paincaster", 1, targets=["Savannah Lions"])
    table.assert_not_logged(rule="701.43a")
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 1)
    untap_steps(table)
    table.assert_tapped("Fervent Paincaster", False)


def test_701_43a_steward_of_solidarity_makes_a_warrior_and_triggers_trueheart_twins(
        table: Table) -> None:
    """CR 701.43a, 603.2: Steward of Solidarity exerted for its cost makes a 1/1 Warrior with
    vigilance; "Whenever you exert a creature" (Trueheart Twins) triggers: +1/+0 to each
    creature Alice controls."""
    table.battlefield(0, "Steward of Solidarity", "Trueheart Twins")
    table.activate("Steward of Solidarity", 0)
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Warrior Token") == 1
    assert table.has_keyword("Warrior Token", "vigilance")
    assert table.power("Steward of Solidarity") == 3  # 2/2, +1/+0 from the Twins' trigger
    table.assert_tapped("Steward of Solidarity")
    untap_steps(table)
    table.assert_tapped("Steward of Solidarity")


def test_701_43a_oasis_ritualist_exerted_adds_two_mana_of_one_color(table: Table) -> None:
    """CR 605.1a, 701.43a: the exert mana ability adds two mana of the one colour chosen, and
    the Ritualist stays tapped through Alice's next untap step."""
    (ritualist,) = table.battlefield(0, "Oasis Ritualist")
    table.game.act(ActivateAbility(ritualist.id, 1, "Oasis Ritualist"),
                   Answer("mana_output", ("G",)))
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["G", "G"]
    table.assert_logged(rule="701.43a", contains="exerts Oasis Ritualist")
    untap_steps(table)
    table.assert_tapped("Oasis Ritualist")


def test_the_cost_pool_is_printed_and_read(rules: Any) -> None:
    source = TomlCardSource.from_package("exert", "manastack_exert", "cost_cards.toml")
    assert_printed(source.get(n) for n in source.names())
    for name in source.names():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
