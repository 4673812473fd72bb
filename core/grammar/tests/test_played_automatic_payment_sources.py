"""Printed mana abilities whose mana is chosen or counted as they resolve, or that say when they
may be activated, used by the automatic payment and the listing of castable spells (CR 601.2g-h,
605.3a, 106.4, 602.5b, 106.6).

The payer's plan may activate any mana ability whose cost is {T} (and/or sacrificing its
source) while a cost is paid (601.2g, 605.3a):

- "{T}: Add one mana of the chosen color." (Sol Grail): the color kept as it entered (105.4);
- "{T}: Add {C} for each Locus on the battlefield." (Cloudpost), "{T}: Add {G} for each
  creature you control." (Gaea's Cradle), "{T}: Add {U} for each artifact you control."
  (Tolarian Academy): as many as counted now (608.2h); what the cost doesn't need stays in the
  pool (106.4);
- "{T}: Add one mana of any color that a land an opponent controls could produce." (Fellwar
  Stone): one of those colors (106.7);
- "{T}: Add {B}. Activate only if you control a Swamp or a Forest." (Wastewood Verge): only
  while its condition holds (602.5b);
- "Spend this mana only to cast a multicolored spell." (Pillar of the Paruns): only for what
  it may pay for (106.6).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _sol_grail(table: Table, color: str) -> None:
    """Alice casts Sol Grail with three Wastes (then tapped) and chooses ``color``."""
    table.hand(0, "Sol Grail")
    table.lands(0, "Wastes", 3)
    table.cast("Sol Grail")
    table.answer("choose_color", color)
    table.resolve()
    table.assert_zone("Sol Grail", Zone.BATTLEFIELD, 0)


# --------------------------------------------------------------------------
# Chosen color (CR 105.4, 614.12)
# --------------------------------------------------------------------------


@oracle
def test_601_2g_sol_grail_pays_lightning_bolt_with_its_chosen_red(table: Table) -> None:
    """CR 601.2g, 605.3a, 105.4: red chosen, Sol Grail alone makes Lightning Bolt castable, and
    the automatic payment taps it for {R}."""
    _sol_grail(table, "red")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Sol Grail")
    table.resolve()
    assert table.life(1) == 17
    assert table.pool() == []


@oracle
def test_105_4_sol_grail_of_another_color_pays_no_red(table: Table) -> None:
    """CR 105.4, 732: blue chosen, Sol Grail makes no {R}: Lightning Bolt isn't castable, and
    casting it is refused, the Grail untapped."""
    _sol_grail(table, "blue")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Sol Grail", False)


@oracle
def test_107_4h_coldsteel_heart_pays_icehide_golems_snow_mana(table: Table) -> None:
    """CR 107.4h, 106.3: Coldsteel Heart is a snow artifact: the mana of its chosen color is
    snow mana, which pays Icehide Golem's {S} through the automatic payment."""
    table.hand(0, "Coldsteel Heart")
    table.lands(0, "Wastes", 2)
    table.cast("Coldsteel Heart")
    table.answer("choose_color", "green")
    table.resolve()
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.next_turn()
    table.next_turn()  # CR 502.3: Alice's untap step untaps the Heart and her Wastes
    for wastes in table.game.battlefield(0):
        if wastes.card.name == "Wastes":
            table.game.tap(wastes.id, rule="701.26a")
    table.hand(0, "Icehide Golem")
    assert table.castable() == ["Icehide Golem"]
    table.cast("Icehide Golem")
    table.assert_tapped("Coldsteel Heart")
    table.resolve()
    table.assert_zone("Icehide Golem", Zone.BATTLEFIELD, 0)


# --------------------------------------------------------------------------
# Counted as it resolves (CR 608.2h, 106.4)
# --------------------------------------------------------------------------


@oracle
def test_106_4_cloudpost_and_two_glimmerposts_pay_a_four_mana_spell(table: Table) -> None:
    """CR 601.2g, 608.2h: three Locus lands: Cloudpost adds {C}{C}{C}; with a Glimmerpost's
    {C} that pays Juggernaut's {4}; the other Glimmerpost stays untapped."""
    table.battlefield(0, "Cloudpost", "Glimmerpost", "Glimmerpost")
    table.hand(0, "Juggernaut")
    assert table.castable() == ["Juggernaut"]
    table.cast("Juggernaut")
    table.assert_tapped("Cloudpost")
    assert sum(1 for o in table.game.battlefield(0) if o.tapped) == 2
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Juggernaut", Zone.BATTLEFIELD, 0)


@oracle
def test_106_4_cloudpost_alone_counts_one_locus(table: Table) -> None:
    """CR 608.2h, 118.3: Cloudpost alone counts itself only ({C}): a {2} spell isn't castable."""
    table.battlefield(0, "Cloudpost")
    table.hand(0, "Millstone")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Millstone")


@oracle
def test_106_4_gaeas_cradle_leaves_what_the_cost_does_not_need(table: Table) -> None:
    """CR 605.3a, 106.4: three creatures: Gaea's Cradle adds {G}{G}{G} at once; Grizzly Bears'
    {1}{G} takes two, the third stays in the pool."""
    table.battlefield(0, "Gaea's Cradle", "Llanowar Elves", "Llanowar Elves", "Llanowar Elves",
                      sick=True)
    table.hand(0, "Grizzly Bears")
    assert table.castable() == ["Grizzly Bears"]
    table.cast("Grizzly Bears")
    table.assert_tapped("Gaea's Cradle")
    assert table.pool() == ["G"]


@oracle
def test_106_4_tolarian_academy_pays_phantom_warrior(table: Table) -> None:
    """CR 601.2g, 608.2h: three Ornithopters: Tolarian Academy adds {U}{U}{U}, paying Phantom
    Warrior's {1}{U}{U}."""
    table.battlefield(0, "Tolarian Academy", "Ornithopter", "Ornithopter", "Ornithopter")
    table.hand(0, "Phantom Warrior")
    assert table.castable() == ["Phantom Warrior"]
    table.cast("Phantom Warrior")
    table.assert_tapped("Tolarian Academy")
    assert table.pool() == []


@oracle
def test_608_2h_gaeas_cradle_counts_before_blood_pet_is_sacrificed(table: Table) -> None:
    """CR 608.2h, 601.2g: Blood Pet and a summoning-sick Llanowar Elves: the plan pays Putrefy's
    {1}{B}{G} with Gaea's Cradle's {G}{G} and Blood Pet's {B}; the Cradle counts both creatures
    before the plan sacrifices Blood Pet."""
    table.battlefield(0, "Blood Pet")
    table.battlefield(0, "Llanowar Elves", sick=True)
    table.battlefield(0, "Gaea's Cradle")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Putrefy")
    assert table.castable() == ["Putrefy"]
    table.cast("Putrefy", targets=["Grizzly Bears"])
    table.assert_tapped("Gaea's Cradle")
    table.assert_zone("Blood Pet", Zone.GRAVEYARD, 0)
    assert table.pool() == []


# --------------------------------------------------------------------------
# Any color a land an opponent controls could produce (CR 106.7)
# --------------------------------------------------------------------------


@oracle
def test_106_7_fellwar_stone_pays_red_from_the_opponents_mountain(table: Table) -> None:
    """CR 106.7, 601.2g: Bob controls an Island and a Mountain: Fellwar Stone's {R} pays
    Lightning Bolt, no question asked of the payer beyond the plan."""
    table.battlefield(0, "Fellwar Stone")
    table.battlefield(1, "Island", "Mountain")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Fellwar Stone")
    table.assert_logged(rule="601.2g", contains="{R} chosen with the payment's plan")
    table.resolve()
    assert table.life(1) == 17


@oracle
def test_106_7_fellwar_stone_without_a_red_land_opposite(table: Table) -> None:
    """CR 106.7: Bob controls only a Plains: Fellwar Stone makes no {R}."""
    table.battlefield(0, "Fellwar Stone")
    table.battlefield(1, "Plains")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == []


# --------------------------------------------------------------------------
# "Activate only if ..." (CR 602.5b)
# --------------------------------------------------------------------------


@oracle
def test_602_5b_wastewood_verge_adds_black_with_a_swamp(table: Table) -> None:
    """CR 602.5b, 601.2g: with a Swamp, the Verge's {B} ability may be activated: the Verge and
    the Swamp pay Hymn to Tourach's {B}{B}."""
    table.battlefield(0, "Wastewood Verge", "Swamp")
    table.hand(0, "Hymn to Tourach")
    assert table.castable() == ["Hymn to Tourach"]
    table.cast("Hymn to Tourach", targets=["Bob"])
    table.assert_tapped("Wastewood Verge")
    table.assert_tapped("Swamp")


@oracle
def test_602_5b_wastewood_verge_without_a_swamp_or_forest_adds_no_black(table: Table) -> None:
    """CR 602.5b, 732: with an Island only, the {B} ability can't be activated: Duress isn't
    castable and casting it is refused, the Verge untapped."""
    table.battlefield(0, "Wastewood Verge", "Island")
    table.hand(0, "Duress")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Duress", targets=["Bob"])
    table.assert_tapped("Wastewood Verge", False)


# --------------------------------------------------------------------------
# Restricted mana (CR 106.6)
# --------------------------------------------------------------------------


@oracle
def test_106_6_pillar_of_the_paruns_pays_a_multicolored_spell_only(table: Table) -> None:
    """CR 106.6: Pillar of the Paruns' mana pays Lightning Helix ({R}{W}, multicolored) with a
    Mountain, never Lightning Bolt (monocolored)."""
    table.battlefield(0, "Pillar of the Paruns", "Plains")
    table.hand(0, "Lightning Helix", "Lightning Bolt")
    assert table.castable() == ["Lightning Helix"]
    table.cast("Lightning Helix", targets=["Bob"])
    table.assert_tapped("Pillar of the Paruns")
