"""Printed "you may [do something]. When you do, ..." played when it can't be done or isn't
(CR 603.12, 608.2d).

Forgehammer Centurion ("Whenever this creature attacks, you may remove two oil counters from
it. When you do, target creature can't block this turn."): with two oil counters they are
removed and the reflexive ability makes the target unable to block. With one or none, two
can't be removed: the option is impossible, so it isn't offered (608.2d: a player can't
choose an impossible option), no counter is removed, and the reflexive ability doesn't
trigger (603.12: the action wasn't taken during the resolution), so the creature can block.
Kappa Tech-Wrecker is the same for "remove a deathtouch counter" with none left.

Lithobraking ("Create a Lander token. Then you may sacrifice an artifact. When you do,
Lithobraking deals 2 damage to each creature."): declining the sacrifice means no reflexive
trigger, though the instruction before it made a token (603.12).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FORGEHAMMER_CENTURION = CardDef(
    name="Forgehammer Centurion", mana_cost="{2}{R}",
    type_line="Creature — Phyrexian Warrior", power="3", toughness="2",
    text="Whenever another creature or artifact you control is put into a graveyard from the "
         "battlefield, put an oil counter on this creature.\nWhenever this creature attacks, "
         "you may remove two oil counters from it. When you do, target creature can't block "
         "this turn.")
KAPPA_TECH_WRECKER = CardDef(
    name="Kappa Tech-Wrecker", mana_cost="{1}{G}", type_line="Creature — Turtle Ninja",
    power="1", toughness="3", keywords=("Ninjutsu",),
    text="Ninjutsu {1}{G}\nThis creature enters with a deathtouch counter on it.\nWhenever this "
         "creature deals combat damage to a player, you may remove a deathtouch counter from "
         "it. When you do, exile target artifact or enchantment that player controls.")
LITHOBRAKING = CardDef(
    name="Lithobraking", mana_cost="{2}{R}", type_line="Instant",
    text="Create a Lander token. Then you may sacrifice an artifact. When you do, Lithobraking "
         "deals 2 damage to each creature. (A Lander token is an artifact with \"{2}, {T}, "
         "Sacrifice this token: Search your library for a basic land card, put it onto the "
         "battlefield tapped, then shuffle.\")")

CARDS = (FORGEHAMMER_CENTURION, KAPPA_TECH_WRECKER, LITHOBRAKING)

kit = pytest.mark.plugins("ninjutsu", extra={
    "may-remove-counters-kit": card_pool("may-remove-counters-kit", CARDS)})


def _centurion_attacks(table: Table, oil: int) -> list[str]:
    """Alice's Forgehammer Centurion with ``oil`` oil counters attacks Bob, who has Hill
    Giant; Alice says "yes" if she is asked and targets Hill Giant. Returns the kinds of the
    decisions she was asked while the attack trigger resolved."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Forgehammer Centurion", counters={"oil": oil} if oil else None)
    table.battlefield(1, "Hill Giant")
    asked = table.watch_decisions(player=0)
    table.attack("Forgehammer Centurion")
    if oil >= 2:
        table.answer("may", "yes", player=0)
        table.answer("targets", "Hill Giant", player=0)
    table.resolve_all()
    return [d.kind for d in asked]


@kit
def test_two_oil_counters_removed_and_the_target_cant_block(table: Table) -> None:
    """CR 603.12: the two counters removed, the reflexive ability triggers; Hill Giant can't
    block this turn (509.1b)."""
    asked = _centurion_attacks(table, 2)
    assert "may" in asked
    assert table.counters("Forgehammer Centurion", "oil") == 0
    assert table.blocks_offered() == set()


@pytest.mark.parametrize("oil", [1, 0])
@kit
def test_fewer_than_two_oil_counters_nothing_removed_and_the_target_can_block(
        table: Table, oil: int) -> None:
    """CR 608.2d: two oil counters can't be removed, so the option isn't offered and none is
    removed; CR 603.12: no reflexive trigger, Hill Giant can block."""
    asked = _centurion_attacks(table, oil)
    assert "may" not in asked and "targets" not in asked
    assert table.counters("Forgehammer Centurion", "oil") == oil
    table.assert_logged(rule="608.2d", contains="isn't offered")
    assert table.blocks_offered() == {("Hill Giant", "Forgehammer Centurion")}
    table.block({"Hill Giant": "Forgehammer Centurion"})  # CR 509.1a: a legal block


@kit
def test_kappa_without_its_counter_exiles_nothing(table: Table) -> None:
    """CR 608.2d, 603.12: "remove a deathtouch counter" with none on it (N = 1) isn't
    offered, and the reflexive ability doesn't trigger: Bob's Sol Ring stays."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Kappa Tech-Wrecker")  # put directly: no deathtouch counter
    table.battlefield(1, "Sol Ring")
    asked = table.watch_decisions(player=0)
    table.attack("Kappa Tech-Wrecker")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    assert [d.kind for d in asked if d.kind in ("may", "targets")] == []
    assert table.names("exile", 1) == []
    assert table.names("battlefield", 1) == ["Sol Ring"]


@kit
def test_lithobraking_declined_deals_no_damage(table: Table) -> None:
    """CR 603.12: the Lander token is made, the sacrifice declined: the reflexive ability
    doesn't trigger (the token made before it is not the action it waits for), Grizzly
    Bears take no damage."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Lithobraking")
    table.cast("Lithobraking")
    table.answer("may", "no", player=0)
    table.resolve_all()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert "Lander Token" in table.names("battlefield", 0)


@kit
def test_lithobraking_sacrificing_an_artifact_deals_two_damage(table: Table) -> None:
    """CR 603.12: Sol Ring sacrificed, the reflexive ability deals 2 damage to each
    creature: Grizzly Bears die (704.5g)."""
    table.battlefield(0, "Sol Ring")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Lithobraking")
    table.cast("Lithobraking")
    table.answer("may", "yes", player=0)
    table.answer("sacrifice", "Sol Ring", player=0)
    table.resolve_all()
    assert table.names("graveyard", 0).count("Sol Ring") == 1
    assert table.names("graveyard", 1) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
