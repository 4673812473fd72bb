"""Printed cards with energy, played (CR 107.14, 122.1).

- "You get {E}{E}" / "you get six {E}" (rule "grammar:player gets energy"): the player gets
  that many energy counters (122.1: counters on a player); ``game.view()`` shows them.
- "Pay {E}{E}" as a cost part (Longtusk Cub, Aethertide Whale; "{T}, Pay {E}: Add one mana
  of any color." of Aether Hub, a mana ability): the player removes that many energy counters
  (107.14); without them the action is refused and the game is as it was (118.3, 601.2h, 732).
- "You may pay {E}{E}. If you do, ..." (Thriving Ibex, rule "grammar:you may pay energy"): the
  player may pay only if they have the energy (118.3, 608.2d); "If you do" reads whether
  they paid (608.2c).
- "Sacrifice this creature unless you pay {E}{E}" (Lathnu Hellion, 118.12).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
#: Lathnu Hellion has haste (CR 702.10)
with_haste = pytest.mark.plugins("oracle", "haste")
pytestmark = needs_corpus


def energy(table: Table, player: int = 0) -> int:
    return dict(table.game.player(player).counters).get("energy", 0)


def give_energy(table: Table, n: int, player: int = 0) -> None:
    """A position where ``player`` already has ``n`` energy counters (CR 122.1)."""
    table.game.update_player(player, counters=(("energy", n),))
    table.refresh()


def offered(table: Table, name: str) -> bool:
    """Is an activated ability of ``name`` among the actions the player may take now?"""
    decision = table.game.pending()
    assert decision is not None
    oid = table.find(name).id
    return any(isinstance(o, ActivateAbility) and o.obj == oid for o in decision.options)


# --------------------------------------------------------------------------
# Getting energy (CR 107.14, 122.1)
# --------------------------------------------------------------------------


@oracle
def test_122_1_aether_hub_entering_gives_its_controller_one_energy(table: Table) -> None:
    """CR 122.1, 107.14: "When this land enters, you get {E}": one energy counter on the
    player, shown by the game's view."""
    table.hand(0, "Aether Hub")
    table.play("Aether Hub")
    table.resolve()
    assert energy(table) == 1
    assert energy(table, 1) == 0
    assert table.game.view(0)["players"][0]["counters"] == {"energy": 1}
    table.assert_logged(rule="122.1", contains="1 energy counter(s) (1)")


@oracle
def test_122_1_aethertide_whale_gets_six_energy_then_pays_four_to_return(table: Table) -> None:
    """CR 107.14, 602.2b: "you get six {E}", then "Pay {E}{E}{E}{E}: Return this creature to its
    owner's hand." removes four of them as the ability is activated."""
    table.hand(0, "Aethertide Whale")
    table.mana(0, "UUUUUU")
    table.cast("Aethertide Whale")
    table.resolve()
    table.resolve()
    assert energy(table) == 6
    table.activate("Aethertide Whale")
    assert energy(table) == 2  # paid as the cost, before it resolves (602.2b)
    table.assert_logged(rule="107.14", contains="pays {E}{E}{E}{E} (2 energy left)")
    table.resolve()
    table.assert_zone("Aethertide Whale", "hand")


# --------------------------------------------------------------------------
# Paying energy as a cost (CR 107.14, 118.3, 601.2h)
# --------------------------------------------------------------------------


@oracle
def test_107_14_aether_hub_pays_one_energy_for_a_mana_of_any_color(table: Table) -> None:
    """CR 107.14, 605.3b: "{T}, Pay {E}: Add one mana of any color." taps the land, removes the
    counter and adds the colour chosen."""
    table.battlefield(0, "Aether Hub")
    give_energy(table, 1)
    table.tap_for_mana("Aether Hub", "R")
    assert table.pool() == ["R"]
    assert energy(table) == 0
    assert table.game.player(0).counters == ()
    table.assert_tapped("Aether Hub")


@oracle
def test_118_3_aether_hub_without_energy_is_refused_and_changes_nothing(table: Table) -> None:
    """CR 118.3, 601.2h, 732: no energy counter to remove: the mana ability can't be
    activated; the land stays untapped and the pool empty. Its "{T}: Add {C}." still works."""
    table.battlefield(0, "Aether Hub")
    table.assert_illegal(table.tap_for_mana, "Aether Hub", "G", rule="601.2h")
    table.assert_tapped("Aether Hub", False)
    assert table.pool() == []
    table.tap_for_mana("Aether Hub", "C")
    assert table.pool() == ["C"]


@oracle
def test_107_14_longtusk_cub_pays_two_energy_for_a_counter(table: Table) -> None:
    """CR 107.14, 602.2b: "Pay {E}{E}: Put a +1/+1 counter on this creature." with three
    energy: one left, and the counter once it resolves."""
    table.battlefield(0, "Longtusk Cub")
    give_energy(table, 3)
    table.activate("Longtusk Cub")
    assert energy(table) == 1
    table.resolve()
    table.assert_counters("Longtusk Cub", "+1/+1", 1)


@oracle
def test_118_3_longtusk_cub_with_one_energy_is_refused(table: Table) -> None:
    """CR 118.3, 601.2h, 732: one energy can't pay {E}{E}: refused, the energy kept."""
    table.battlefield(0, "Longtusk Cub")
    give_energy(table, 1)
    assert not offered(table, "Longtusk Cub")  # not a legal action either (118.3)
    table.assert_illegal(table.activate, "Longtusk Cub", rule="601.2h")
    assert energy(table) == 1
    give_energy(table, 2)
    assert offered(table, "Longtusk Cub")


@oracle
def test_122_1_longtusk_cub_combat_damage_gives_two_energy(table: Table) -> None:
    """CR 510.2, 603.2, 122.1: "Whenever this creature deals combat damage to a player, you get
    {E}{E}."""
    table.battlefield(0, "Longtusk Cub")
    table.attack("Longtusk Cub")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 18
    assert energy(table) == 2


# --------------------------------------------------------------------------
# "You may pay {E}{E}. If you do, ..." (CR 118.3, 608.2c, 608.2d)
# --------------------------------------------------------------------------


@oracle
def test_608_2d_thriving_ibex_pays_two_energy_for_a_counter_as_it_attacks(
        table: Table) -> None:
    """CR 608.2d, 608.2c: the attack trigger asks; paid, the Ibex gets the counter."""
    table.battlefield(0, "Thriving Ibex")
    give_energy(table, 2)
    asked = table.watch_decisions("may", player=0)
    table.attack("Thriving Ibex")
    table.resolve(answers=[Answer("may", ("yes",))])
    assert len(asked) == 1
    assert energy(table) == 0
    table.assert_counters("Thriving Ibex", "+1/+1", 1)
    table.assert_logged(rule="118.3", contains="pays {E}{E}")


@oracle
def test_608_2c_thriving_ibex_declining_keeps_the_energy_and_no_counter(table: Table) -> None:
    """CR 608.2c: not paid, "If you do" does nothing."""
    table.battlefield(0, "Thriving Ibex")
    give_energy(table, 2)
    table.attack("Thriving Ibex")
    table.resolve(answers=[Answer("may", ("no",))])
    assert energy(table) == 2
    table.assert_counters("Thriving Ibex", "+1/+1", 0)


@oracle
def test_118_3_thriving_ibex_with_one_energy_is_not_asked(table: Table) -> None:
    """CR 118.3: one energy can't pay {E}{E}: nobody is asked, nothing is paid, no counter."""
    table.battlefield(0, "Thriving Ibex")
    give_energy(table, 1)
    asked = table.watch_decisions("may", player=0)
    table.attack("Thriving Ibex")
    table.resolve()
    assert asked == []
    assert energy(table) == 1
    table.assert_counters("Thriving Ibex", "+1/+1", 0)
    table.assert_logged(rule="118.3", contains="can't pay {E}{E}")


# --------------------------------------------------------------------------
# "Sacrifice this creature unless you pay {E}{E}" (CR 118.12)
# --------------------------------------------------------------------------


@with_haste
def test_118_12_lathnu_hellion_is_kept_by_paying_two_energy(table: Table) -> None:
    """CR 118.12, 107.14: at the end step, paying {E}{E} keeps the Hellion."""
    table.battlefield(0, "Lathnu Hellion")
    give_energy(table, 3)
    table.go_to(Step.END)
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_zone("Lathnu Hellion", "battlefield")
    assert energy(table) == 1


@with_haste
def test_118_12_lathnu_hellion_without_energy_is_sacrificed(table: Table) -> None:
    """CR 118.3, 118.12, 701.21a: one energy can't pay {E}{E}: the Hellion is sacrificed."""
    table.battlefield(0, "Lathnu Hellion")
    give_energy(table, 1)
    table.go_to(Step.END)
    table.resolve()
    table.assert_zone("Lathnu Hellion", "graveyard")
    assert energy(table) == 1


# --------------------------------------------------------------------------
# "You may pay any amount of {E}" and "that much" (CR 107.14, 608.2c)
# --------------------------------------------------------------------------


@oracle
def test_608_2c_harnessed_lightning_deals_the_energy_paid(table: Table) -> None:
    """CR 107.14, 608.2c: "You get {E}{E}{E}, then you may pay any amount of {E}. Harnessed
    Lightning deals that much damage to that creature.": three paid, the Hill Giant dies."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Harnessed Lightning")
    table.mana(0, "RR")
    asked = table.watch_decisions("pay_energy", player=0)
    table.cast("Harnessed Lightning", targets=["Hill Giant"])
    table.resolve(answers=[Answer("pay_energy", (3,))])
    assert asked[0].options == (0, 1, 2, 3)
    assert energy(table) == 0
    table.assert_zone("Hill Giant", "graveyard")


@oracle
def test_608_2c_harnessed_lightning_paying_less_keeps_the_rest(table: Table) -> None:
    """CR 107.14, 608.2c: with one energy already, four may be paid; two paid deal 2 damage
    and leave two energy counters."""
    table.battlefield(1, "Hill Giant")
    give_energy(table, 1)
    table.hand(0, "Harnessed Lightning")
    table.mana(0, "RR")
    asked = table.watch_decisions("pay_energy", player=0)
    table.cast("Harnessed Lightning", targets=["Hill Giant"])
    table.resolve(answers=[Answer("pay_energy", (2,))])
    assert asked[0].options == (0, 1, 2, 3, 4)
    assert energy(table) == 2
    table.assert_zone("Hill Giant", "battlefield")
    assert table.game.obj(table.find("Hill Giant").id).damage == 2


# --------------------------------------------------------------------------
# "... and get {E}{E}": the subject left out (CR 107.14, 122.1)
# --------------------------------------------------------------------------


@oracle
def test_122_1_reservoir_walker_gains_life_and_gets_three_energy(table: Table) -> None:
    """CR 119.3, 122.1: "When this creature enters, you gain 3 life and get {E}{E}{E}."."""
    table.hand(0, "Reservoir Walker")
    table.mana(0, "CCCCC")
    table.cast("Reservoir Walker")
    table.resolve()
    table.resolve()
    assert table.life(0) == 23
    assert energy(table) == 3
    assert energy(table, 1) == 0


@oracle
def test_122_1_live_fast_draws_loses_life_and_gets_two_energy(table: Table) -> None:
    """CR 121.1, 119.3, 122.1: "You draw two cards, lose 2 life, and get {E}{E}." all happen to
    the caster."""
    table.library(0, "Forest", "Forest", "Forest")
    table.hand(0, "Live Fast")
    table.mana(0, "BBB")
    table.cast("Live Fast")
    table.resolve()
    assert table.life(0) == 18
    assert table.life(1) == 20
    assert table.names("hand", 0) == ["Forest", "Forest"]
    assert energy(table) == 2
