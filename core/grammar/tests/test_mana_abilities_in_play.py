"""Mana abilities of printed cards, activated by hand and by the automatic payer (CR 605, 601.2g-h).

A mana ability whose cost sacrifices its source (Lotus Petal, Black Lotus, a Treasure token,
Crystal Vein's second ability) still adds its mana: the source is gone once the cost is paid,
and the ability uses it as it last existed (CR 605.3, 113.7a, 608.2h). The automatic payer
uses such a source only when the cost can't be paid without sacrificing anything.

A land with two mana abilities (Volcanic Island's and Underground Sea's type lines give
"{T}: Add {U}." and "{T}: Add {R}." or "{B}.", CR 305.6) pays with either, once (it taps once).

A refused action leaves the game exactly as it was (CR 732): nothing sacrificed or tapped.

The cards below come from the Oracle corpus with their exact text (they are not in the kernel's
pool); the last test checks them against the corpus when it is installed.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.payment import mana_sources
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.mana import Mana
from manastack.model.objects import Zone

LOTUS_PETAL = CardDef(
    name="Lotus Petal", mana_cost="{0}", type_line="Artifact",
    text="{T}, Sacrifice this artifact: Add one mana of any color.")
BLACK_LOTUS = CardDef(
    name="Black Lotus", mana_cost="{0}", type_line="Artifact",
    text="{T}, Sacrifice this artifact: Add three mana of any one color.")
VOLCANIC_ISLAND = CardDef(
    name="Volcanic Island", mana_cost=None, type_line="Land — Island Mountain",
    text="({T}: Add {U} or {R}.)")
UNDERGROUND_SEA = CardDef(
    name="Underground Sea", mana_cost=None, type_line="Land — Island Swamp",
    text="({T}: Add {U} or {B}.)")
CRYSTAL_VEIN = CardDef(
    name="Crystal Vein", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{T}, Sacrifice this land: Add {C}{C}.")
SEIZE_THE_SPOILS = CardDef(
    name="Seize the Spoils", mana_cost="{2}{R}", type_line="Sorcery",
    text="As an additional cost to cast this spell, discard a card.\nDraw two cards and "
         "create a Treasure token. (It's an artifact with \"{T}, Sacrifice this token: Add "
         "one mana of any color.\")")

GILD = CardDef(
    name="Gild", mana_cost="{3}{B}", type_line="Sorcery",
    text="Exile target creature. Create a Gold token. (It's an artifact with \"Sacrifice this "
         "token: Add one mana of any color.\")")
BASAL_THRULL = CardDef(
    name="Basal Thrull", mana_cost="{B}{B}", type_line="Creature — Thrull", power="1",
    toughness="2", text="{T}, Sacrifice this creature: Add {B}{B}.")
# its first line is the opening-hand action (CR 103.6a, test_played_opening_hand.py)
LEYLINE_OF_ABUNDANCE = CardDef(
    name="Leyline of Abundance", mana_cost="{2}{G}{G}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nWhenever you tap a creature for mana, add an additional {G}.\n"
         "{6}{G}{G}: Put a +1/+1 counter on each creature you control.")

#: Leyline of Abundance without its opening-hand line, for its mana trigger alone.
ABUNDANCE_TRIGGER = CardDef(
    name="Test Abundance", mana_cost="{2}{G}{G}", type_line="Enchantment",
    text=LEYLINE_OF_ABUNDANCE.text.split("\n", 1)[1])

PRINTED = (LOTUS_PETAL, BLACK_LOTUS, VOLCANIC_ISLAND, UNDERGROUND_SEA, CRYSTAL_VEIN,
           SEIZE_THE_SPOILS, GILD, BASAL_THRULL, LEYLINE_OF_ABUNDANCE)

Kit = card_pool("mana-abilities-testkit", (*PRINTED, ABUNDANCE_TRIGGER))


kit = pytest.mark.plugins(extra={"testkit": Kit})


def treasure(table: Table) -> None:
    """Cast Seize the Spoils with three Mountains: its Treasure token enters (CR 111.10a)."""
    table.lands(0, "Mountain", 3)
    table.library(0, "Island", "Island")
    table.hand(0, "Seize the Spoils", "Grizzly Bears")
    table.cast("Seize the Spoils", discard=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Treasure Token", Zone.BATTLEFIELD)
    assert table.tapped_count(0) == 3


# --------------------------------------------------------------------------
# Sacrificing the source: by hand (CR 605.3, 113.7a)
# --------------------------------------------------------------------------


@kit
def test_lotus_petal_adds_one_mana_and_goes_to_the_graveyard(table: Table) -> None:
    table.battlefield(0, "Lotus Petal")
    table.tap_for_mana("Lotus Petal", "U")
    assert table.pool() == ["U"]
    assert table.game.player(0).mana_pool.units[0].source is not None  # CR 106.3
    table.assert_zone("Lotus Petal", Zone.GRAVEYARD)
    table.assert_logged(rule="113.7a", contains="Lotus Petal")


@kit
def test_black_lotus_adds_three_mana_of_one_colour(table: Table) -> None:
    table.battlefield(0, "Black Lotus")
    table.tap_for_mana("Black Lotus", "B")
    assert table.pool() == ["B", "B", "B"]
    table.assert_zone("Black Lotus", Zone.GRAVEYARD)
    table.hand(0, "Murder")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Murder", targets=["Grizzly Bears"])  # paid from the pool (CR 601.2h)
    assert table.pool() == []


@kit
def test_a_treasure_token_adds_mana_and_ceases_to_exist(table: Table) -> None:
    treasure(table)
    table.tap_for_mana("Treasure Token", "G")
    assert table.pool() == ["G"]
    # CR 111.7, 704.5d: the token went to the graveyard and ceased to exist there
    assert "Treasure Token" not in table.names(Zone.GRAVEYARD, 0)
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_a_creature_sacrificed_for_mana_was_tapped_for_mana(table: Table) -> None:
    """CR 106.12a, 605.4a: Leyline of Abundance's trigger sees Basal Thrull as it last existed."""
    table.battlefield(0, "Test Abundance", "Basal Thrull")
    table.tap_for_mana("Basal Thrull", "B")
    assert table.pool() == ["B", "B", "G"]
    table.assert_zone("Basal Thrull", Zone.GRAVEYARD)
    table.assert_logged(rule="605.4a", contains="Test Abundance")


@kit
def test_the_printed_leyline_of_abundance_adds_an_additional_green(table: Table) -> None:
    """CR 106.12a, 605.1b: the printed Leyline of Abundance (its opening-hand line read,
    103.6a) adds {G} when its controller taps Basal Thrull for mana."""
    table.battlefield(0, "Leyline of Abundance", "Basal Thrull")
    table.tap_for_mana("Basal Thrull", "B")
    assert table.pool() == ["B", "B", "G"]
    table.assert_logged(rule="605.4a", contains="Leyline of Abundance")


@kit
def test_a_tapped_lotus_petal_is_refused_and_nothing_changes(table: Table) -> None:
    table.battlefield(0, "Lotus Petal", tapped=True)
    table.assert_illegal(table.tap_for_mana, "Lotus Petal", "R", rule="601.2h")
    table.assert_zone("Lotus Petal", Zone.BATTLEFIELD)
    assert table.pool() == []


@kit
def test_a_colour_black_lotus_cannot_make_is_refused_and_nothing_changes(table: Table) -> None:
    table.battlefield(0, "Black Lotus")
    table.assert_illegal(table.tap_for_mana, "Black Lotus", "C", rule="605.1a")
    table.assert_zone("Black Lotus", Zone.BATTLEFIELD)


# --------------------------------------------------------------------------
# Sacrificing the source: the automatic payer (CR 601.2g-h)
# --------------------------------------------------------------------------


@kit
def test_a_spell_payable_only_with_lotus_petal_is_offered_and_cast(table: Table) -> None:
    table.battlefield(0, "Lotus Petal")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["player 2"])
    table.assert_zone("Lotus Petal", Zone.GRAVEYARD)
    table.assert_logged(rule="601.2g", contains="without sacrificing")
    assert table.pool() == []
    table.resolve()
    table.assert_life(1, 17)


@kit
def test_the_payer_never_sacrifices_when_it_can_pay_without(table: Table) -> None:
    table.battlefield(0, "Lotus Petal")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt", "Shock")
    table.cast("Lightning Bolt", targets=["player 2"])
    table.assert_tapped("Mountain")
    table.assert_zone("Lotus Petal", Zone.BATTLEFIELD)  # policy: tap the land, keep the Petal
    table.assert_not_logged(rule="601.2g", contains="without sacrificing")
    table.resolve()
    table.cast("Shock", targets=["player 2"])  # now only the Petal can pay
    table.assert_zone("Lotus Petal", Zone.GRAVEYARD)


@kit
def test_black_lotus_pays_a_three_mana_spell(table: Table) -> None:
    table.battlefield(0, "Black Lotus")
    table.hand(0, "Vampire Nighthawk")
    table.cast("Vampire Nighthawk")
    table.assert_zone("Black Lotus", Zone.GRAVEYARD)
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Vampire Nighthawk", Zone.BATTLEFIELD)


@kit
def test_the_surplus_of_black_lotus_stays_in_the_pool(table: Table) -> None:
    table.battlefield(0, "Black Lotus")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["player 2"])
    assert table.pool() == ["R", "R"]  # CR 106.4: three red made, one spent


@kit
def test_a_treasure_pays_a_spell_automatically(table: Table) -> None:
    treasure(table)
    table.hand(0, "Unsummon")
    table.battlefield(1, "Grizzly Bears")
    assert table.castable() == ["Unsummon"]
    table.cast("Unsummon", targets=["Grizzly Bears"])
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)
    assert "Treasure Token" not in table.names(Zone.GRAVEYARD, 0)  # CR 704.5d
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND)


@kit
def test_a_gold_token_pays_without_tapping(table: Table) -> None:
    """A Gold token's ability costs only its sacrifice (CR 111.10): the payer may use it."""
    table.lands(0, "Swamp", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Gild", "Lightning Bolt")
    table.cast("Gild", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Gold Token", Zone.BATTLEFIELD)
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["player 2"])
    assert "Gold Token" not in table.names(Zone.BATTLEFIELD, 0) + table.names(Zone.GRAVEYARD, 0)


@kit
def test_a_cost_even_sacrifices_cannot_pay_is_refused_and_nothing_changes(table: Table) -> None:
    table.battlefield(0, "Lotus Petal")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Counterspell", "Winterflame")
    table.battlefield(1, "Grizzly Bears")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Winterflame", modes=[0], targets=["Grizzly Bears"],
                         rule="601.2h")  # {1}{U}{R}: two sources, three mana
    table.assert_zone("Lotus Petal", Zone.BATTLEFIELD)
    table.assert_tapped("Mountain", False)


@kit
def test_crystal_vein_is_tapped_when_its_colourless_mana_is_enough(table: Table) -> None:
    """Two mana abilities of different amounts: the one that keeps the land when it can."""
    table.battlefield(0, "Crystal Vein")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Gray Ogre")
    table.cast("Gray Ogre")  # {2}{R}: two Mountains and {C}
    table.assert_zone("Crystal Vein", Zone.BATTLEFIELD)
    table.assert_tapped("Crystal Vein")
    assert table.pool() == []


@kit
def test_crystal_vein_is_sacrificed_when_two_mana_are_needed(table: Table) -> None:
    table.battlefield(0, "Crystal Vein")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Gray Ogre")
    assert table.castable() == ["Gray Ogre"]
    table.cast("Gray Ogre")  # {2}{R}: the Mountain and {C}{C}
    table.assert_zone("Crystal Vein", Zone.GRAVEYARD)
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD)


@kit
def test_crystal_vein_sacrificed_by_hand_through_its_second_ability(table: Table) -> None:
    """``ActivateMana`` uses the first ability adding {C}; ``ActivateAbility`` names one."""
    (vein,) = table.battlefield(0, "Crystal Vein")
    table.game.act(ActivateAbility(vein.id, 1, "Crystal Vein"))
    assert table.pool() == ["C", "C"]
    table.assert_zone("Crystal Vein", Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# Dual lands: both mana abilities are offered (CR 305.6)
# --------------------------------------------------------------------------


@kit
def test_volcanic_island_and_underground_sea_pay_u_r_and_b(table: Table) -> None:
    table.battlefield(0, "Volcanic Island", "Underground Sea")
    sources = mana_sources(table.game, 0)
    assert [s.colors for s in sources] == [("U", "R"), ("U", "B")]
    table.hand(0, "Goblin Electromancer")
    assert table.castable() == ["Goblin Electromancer"]
    table.cast("Goblin Electromancer")  # {U}{R}: the Island red, the Sea blue
    assert table.tapped_count(0) == 2
    table.resolve()
    table.assert_zone("Goblin Electromancer", Zone.BATTLEFIELD)


@kit
def test_the_second_ability_of_each_dual_land_pays(table: Table) -> None:
    table.battlefield(0, "Underground Sea", "Underground Sea", "Volcanic Island")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])  # {1}{B}{B}: both Seas' {B}
    assert table.tapped_count(0) == 3
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


@kit
def test_a_dual_land_taps_once_so_two_colours_need_two_lands(table: Table) -> None:
    table.battlefield(0, "Volcanic Island")
    table.hand(0, "Goblin Electromancer", "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.assert_illegal(table.cast, "Goblin Electromancer", rule="601.2h")
    table.assert_tapped("Volcanic Island", False)


@kit
def test_tapping_a_dual_land_by_hand_for_either_colour(table: Table) -> None:
    table.battlefield(0, "Volcanic Island", "Underground Sea")
    table.tap_for_mana("Volcanic Island", "R")
    table.tap_for_mana("Underground Sea", "B")
    assert table.pool() == ["B", "R"]
    assert all(isinstance(u, Mana) and u.source is not None
               for u in table.game.player(0).mana_pool)


# --------------------------------------------------------------------------
# The cards are the printed ones
# --------------------------------------------------------------------------


@needs_corpus
def test_the_cards_above_have_their_oracle_text() -> None:
    assert_printed(PRINTED)
