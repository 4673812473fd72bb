"""Printed mana abilities adding a counted amount of one chosen colour, or a fixed number of
units split between two types, played (CR 106.4, 107.3c, 605.1a, 605.3a).

- "{T}: Add X mana of any one color, where X is this creature's power." (Heronblade Elite,
  rule "grammar:add x mana of any one color" inside "core:counted mana ability"): one
  colour chosen as it resolves (106.1b), as many units as the power then
  (608.2h); activated by hand, the payment solver never plans it (its amount isn't fixed).
- "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}." (Goblin
  Clearcutter, rule "grammar:add x mana in any combination"): three units, the controller
  choosing how many are {R}, the rest {G}.
- "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana
  value." (Priest of Yawgmoth, rule "grammar:add an amount of mana"): the artifact the cost
  sacrificed, as it last existed (602.2b, 608.2h).
- "{T}: Add one mana of any type that a land you control could produce." (Reflecting Pool,
  rule "grammar:add mana a land an opponent controls could produce"): a type one of the
  controller's other lands could produce, colourless included (106.7).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def tap_counted(table: Table, name: str) -> None:
    """Activate ``name``'s only mana ability by its index (it is activated by hand)."""
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.is_mana_ability]
    table.game.act(ActivateAbility(obj.id, index, name))


@oracle
def test_107_3c_heronblade_elite_adds_its_power_of_one_chosen_color(table: Table) -> None:
    """CR 106.4, 107.3c, 605.3a: the 1/1 Elite with a +1/+1 counter (a 2/2) tapped adds two
    mana of the one colour chosen ({U}{U}), at once, without the stack."""
    table.battlefield(0, "Heronblade Elite", counters={"+1/+1": 1})
    table.answer("mana_output", "U")
    tap_counted(table, "Heronblade Elite")
    assert table.pool() == ["U", "U"]
    table.assert_tapped("Heronblade Elite")
    assert not table.game.stack()


@oracle
def test_608_2h_heronblade_elite_counts_its_power_as_it_resolves(table: Table) -> None:
    """CR 608.2h: three +1/+1 counters make the 1/1 a 4/4: four {G}, all of the one colour."""
    table.battlefield(0, "Heronblade Elite", counters={"+1/+1": 3})
    table.answer("mana_output", "G")
    tap_counted(table, "Heronblade Elite")
    assert table.pool() == ["G"] * 4


@oracle
def test_601_2h_heronblade_elite_mana_pays_a_spell(table: Table) -> None:
    """CR 106.4, 601.2h: the 1/1 Elite with two +1/+1 counters adds its power (three) in {G},
    one of which pays Giant Growth's {G}."""
    table.battlefield(0, "Heronblade Elite", counters={"+1/+1": 2})
    table.hand(0, "Giant Growth")
    table.answer("mana_output", "G")
    tap_counted(table, "Heronblade Elite")
    assert table.pool() == ["G"] * 3
    table.cast("Giant Growth", targets=["Heronblade Elite"])
    assert table.pool() == ["G"] * 2


@oracle
def test_302_6_summoning_sick_heronblade_elite_is_refused(table: Table) -> None:
    """CR 302.6, 732: a summoning-sick creature can't pay {T}: refused, no mana."""
    table.battlefield(0, "Heronblade Elite", sick=True)
    table.assert_illegal(tap_counted, table, "Heronblade Elite")
    assert table.pool() == []


@oracle
def test_106_4_goblin_clearcutter_adds_three_split_red_and_green(table: Table) -> None:
    """CR 106.4, 605.3a: sacrificing a Forest, the Clearcutter adds three units, one {R}
    chosen, the rest {G}; the Forest is in the graveyard."""
    table.battlefield(0, "Goblin Clearcutter", "Forest")
    table.answer("mana_combination", 1)
    tap_counted(table, "Goblin Clearcutter")
    assert table.pool() == ["G", "G", "R"]
    table.assert_tapped("Goblin Clearcutter")
    assert table.find("Forest").zone is Zone.GRAVEYARD


@oracle
def test_601_2h_goblin_clearcutter_mana_pays_a_spell(table: Table) -> None:
    """CR 601.2h: all three as {R} pay Lightning Bolt's {R}, two {R} left."""
    table.battlefield(0, "Goblin Clearcutter", "Forest")
    table.hand(0, "Lightning Bolt")
    table.answer("mana_combination", 3)
    tap_counted(table, "Goblin Clearcutter")
    table.cast("Lightning Bolt", targets=["opponent"])
    assert table.pool() == ["R", "R"]


@oracle
def test_732_goblin_clearcutter_without_a_forest_is_refused(table: Table) -> None:
    """CR 602.2b, 732: no Forest to sacrifice: refused, the Clearcutter stays untapped."""
    table.battlefield(0, "Goblin Clearcutter", "Mountain")
    table.assert_illegal(tap_counted, table, "Goblin Clearcutter")
    table.assert_tapped("Goblin Clearcutter", False)
    assert table.pool() == []


@oracle
def test_605_3a_the_payment_solver_never_plans_the_clearcutter(table: Table) -> None:
    """CR 601.2g, 732: the Clearcutter's mana is added only by activating it by hand; casting
    Lightning Bolt with no mana in the pool is refused, the Forest stays, nothing is tapped."""
    table.battlefield(0, "Goblin Clearcutter", "Forest")
    table.hand(0, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["opponent"])
    table.assert_tapped("Goblin Clearcutter", False)
    assert table.find("Forest").zone is Zone.BATTLEFIELD


@oracle
def test_602_2b_priest_of_yawgmoth_adds_the_sacrificed_artifacts_mana_value(
        table: Table) -> None:
    """CR 602.2b, 608.2h, 605.3a: sacrificing Millstone (mana value 2) adds {B}{B}; the
    Millstone is in the graveyard, the stack stays empty."""
    table.battlefield(0, "Priest of Yawgmoth", "Millstone")
    table.answer("sacrifice", "Millstone")
    tap_counted(table, "Priest of Yawgmoth")
    assert table.pool() == ["B", "B"]
    assert table.find("Millstone").zone is Zone.GRAVEYARD
    assert not table.game.stack()


@oracle
def test_601_2h_priest_of_yawgmoth_mana_pays_a_spell(table: Table) -> None:
    """CR 601.2h: the {B}{B}{B}{B} from a sacrificed Juggernaut (mana value 4) pays Hymn to
    Tourach's {B}{B}, two {B} left."""
    table.battlefield(0, "Priest of Yawgmoth", "Juggernaut")
    table.hand(0, "Hymn to Tourach")
    table.answer("sacrifice", "Juggernaut")
    tap_counted(table, "Priest of Yawgmoth")
    assert table.pool() == ["B"] * 4
    table.cast("Hymn to Tourach", targets=["opponent"])
    assert table.pool() == ["B", "B"]


@oracle
def test_202_3_priest_of_yawgmoth_a_zero_mana_value_artifact_adds_nothing(
        table: Table) -> None:
    """CR 202.3, 608.2h: Ornithopter costs {0}, mana value 0: no mana, the Priest tapped."""
    table.battlefield(0, "Priest of Yawgmoth", "Ornithopter")
    table.answer("sacrifice", "Ornithopter")
    tap_counted(table, "Priest of Yawgmoth")
    assert table.pool() == []


@oracle
def test_732_priest_of_yawgmoth_without_an_artifact_is_refused(table: Table) -> None:
    """CR 602.2b, 732: no artifact to sacrifice: refused, the Priest stays untapped."""
    table.battlefield(0, "Priest of Yawgmoth", "Grizzly Bears")
    table.assert_illegal(tap_counted, table, "Priest of Yawgmoth")
    table.assert_tapped("Priest of Yawgmoth", False)
    assert table.pool() == []


@oracle
def test_106_7_reflecting_pool_adds_a_type_your_lands_could_produce(table: Table) -> None:
    """CR 106.7: with a Forest and a Wastes, Reflecting Pool adds {G} or {C} (a type, colourless
    included), chosen: {C}; the opponent's Island doesn't count."""
    table.battlefield(0, "Reflecting Pool", "Forest", "Wastes")
    table.battlefield(1, "Island")
    table.answer("mana_color", "C")
    tap_counted(table, "Reflecting Pool")
    assert table.pool() == ["C"]
    table.assert_tapped("Reflecting Pool")


@oracle
def test_106_7_reflecting_pool_mana_pays_a_spell(table: Table) -> None:
    """CR 106.7, 601.2h: with a Mountain (tapped: its costs are ignored) the Pool adds {R}
    (the only type), which pays Lightning Bolt."""
    table.battlefield(0, "Reflecting Pool")
    table.battlefield(0, "Mountain", tapped=True)
    table.hand(0, "Lightning Bolt")
    tap_counted(table, "Reflecting Pool")
    assert table.pool() == ["R"]
    table.cast("Lightning Bolt", targets=["opponent"])
    assert table.pool() == []


@oracle
def test_106_7_reflecting_pools_alone_add_nothing(table: Table) -> None:
    """CR 106.7: two Reflecting Pools and no other land: neither can produce a type of
    itself, so tapping one adds no mana, and the log says why."""
    table.battlefield(0, "Reflecting Pool", "Reflecting Pool")
    table.battlefield(1, "Forest")
    obj = table.find("Reflecting Pool", zone=Zone.BATTLEFIELD)
    table.game.act(ActivateAbility(obj.id, 0, "Reflecting Pool"))
    assert table.pool() == []
    table.assert_logged(rule="106.7", contains="no land you control could produce a type")
