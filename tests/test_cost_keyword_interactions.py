"""The cost keywords (improvise 702.126, spectacle 702.137, affinity 702.41, emerge 702.119)
with the keywords already shipped (flashback 702.34, escape 702.138, delve 702.66, overload
702.96, haste 702.10, earthbend 701.66).

Each test enables the plugins it plays; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


# --------------------------------------------------------------------------
# Improvise (702.126b: it applies to the locked total cost, whichever it is)
# --------------------------------------------------------------------------


@pytest.mark.plugins("improvise", "flashback")
def test_702_126b_improvise_pays_the_generic_part_of_a_flashback_cost(table: Table) -> None:
    """Past in Flames gives Reverse Engineer flashback {3}{U}{U} (its mana cost, 702.34a);
    cast from the graveyard, that is the locked total (601.2f): three Memnites pay {3}, two
    Islands {U}{U}. Then it is exiled (702.34a)."""
    table.graveyard(0, "Reverse Engineer")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Past in Flames")
    table.cast("Past in Flames")
    table.resolve()
    table.battlefield(0, "Memnite", "Memnite", "Memnite")
    table.lands(0, "Island", 2)
    table.library(0, "Forest", "Forest", "Forest")
    table.cast("Reverse Engineer", using="flashback", zone=Zone.GRAVEYARD,
               pay_with={"improvise": ["Memnite", "Memnite", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by improvise")
    assert tapped(table, "Memnite") == 3
    table.resolve()
    table.assert_zone("Reverse Engineer", Zone.EXILE)
    assert table.names(Zone.HAND, 0).count("Forest") == 3


@pytest.mark.plugins("improvise", "escape")
def test_702_126b_improvise_pays_an_escape_costs_mana(table: Table) -> None:
    """Underworld Breach gives Foundry Assembler escape: {5} plus exiling three other cards
    from the graveyard (702.138a). Five artifacts pay the whole mana part; the three cards
    are exiled as the cost's other part (601.2h)."""
    table.battlefield(0, "Underworld Breach")
    table.graveyard(0, "Foundry Assembler", "Island", "Swamp", "Plains")
    table.battlefield(0, *["Memnite"] * 5)
    table.cast("Foundry Assembler", using="escape", zone=Zone.GRAVEYARD,
               exile=["Island", "Swamp", "Plains"],
               pay_with={"improvise": ["Memnite"] * 5})
    assert tapped(table, "Memnite") == 5
    assert sorted(table.names(Zone.EXILE)) == ["Island", "Plains", "Swamp"]
    table.resolve()
    table.assert_zone("Foundry Assembler", Zone.BATTLEFIELD)


@pytest.mark.plugins("improvise", "delve")
def test_601_2h_improvise_and_delve_on_one_spell(table: Table) -> None:
    """Both pay generic mana only: three exiled cards and two tapped artifacts pay {5}, an
    Island {U}; neither pays what the other paid (601.2h). A test card (none is printed
    with both)."""
    card = table.card("Test Improvised Delver", "Sorcery", "Improvise, delve\nDraw a card.",
                      "{5}{U}")
    table.hand(0, card)
    table.graveyard(0, "Swamp", "Plains", "Forest")
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    table.library(0, "Mountain")
    table.cast("Test Improvised Delver",
               pay_with={"delve": ["Swamp", "Plains", "Forest"],
                         "improvise": ["Memnite", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by delve")
    table.assert_logged(rule="601.2h", contains="2 generic mana paid by improvise")
    assert all(o.tapped for o in table.game.battlefield(0))


# --------------------------------------------------------------------------
# Spectacle (702.137a: an alternative cost once an opponent lost life this turn)
# --------------------------------------------------------------------------


def spectacle_offered(table: Table, name: str) -> bool:
    from manastack.api import CastSpell

    return any(isinstance(a, CastSpell) and a.name == name and a.permission == "spectacle"
               for a in table.game.legal_actions())


@pytest.mark.plugins("spectacle", "haste")
def test_702_137a_spectacle_after_a_hasty_creatures_combat_damage(table: Table) -> None:
    """Raging Goblin has haste (702.10b): it attacks the turn it is cast and deals 1 combat
    damage to Bob (120.3a, life lost); in the second main phase Spikewheel Acrobat may be
    cast for its spectacle cost {2}{R} (702.137a)."""
    table.hand(0, "Raging Goblin", "Spikewheel Acrobat")
    table.mana(0, "R")
    table.cast("Raging Goblin")
    table.resolve()
    table.lands(0, "Mountain", 3)
    assert not spectacle_offered(table, "Spikewheel Acrobat")
    table.attack("Raging Goblin")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
    assert spectacle_offered(table, "Spikewheel Acrobat")
    table.cast("Spikewheel Acrobat", using="spectacle")
    table.assert_logged(rule="702.137a", contains="Bob lost 1 life this turn")
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Mountain")
    table.resolve()
    table.assert_zone("Spikewheel Acrobat", Zone.BATTLEFIELD)


@pytest.mark.plugins("spectacle", "haste", "earthbend")
def test_702_137a_spectacle_after_an_earthbent_lands_damage(table: Table) -> None:
    """Earthbending Lesson makes a Forest a 0/0 creature with haste and four +1/+1 counters
    (701.66a); it attacks at once and deals 4 damage to Bob; then Skewer the Critics costs
    {R} (702.137a)."""
    table.battlefield(0, "Forest")
    table.mana(0, "GGGG")
    table.hand(0, "Earthbending Lesson", "Skewer the Critics")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.resolve()
    table.attack("Forest")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    table.mana(0, "R")
    table.cast("Skewer the Critics", using="spectacle", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 13)


@pytest.mark.plugins("spectacle", "flashback")
def test_118_9a_spectacle_and_flashback_are_not_combined(table: Table) -> None:
    """Past in Flames gives Skewer the Critics flashback (its mana cost {2}{R}); Bob lost
    life, but cast from the graveyard only the flashback cost may be paid: only one
    alternative cost applies (118.9a), so {R} doesn't pay for it."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.graveyard(0, "Skewer the Critics")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Past in Flames")
    table.cast("Past in Flames")
    table.resolve()
    assert not spectacle_offered(table, "Skewer the Critics")
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Skewer the Critics", using="spectacle",
                         zone=Zone.GRAVEYARD, targets=["Bob"])
    table.mana(0, "RR")
    table.cast("Skewer the Critics", using="flashback", zone=Zone.GRAVEYARD, targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="{2}{R}")
    table.resolve()
    table.assert_zone("Skewer the Critics", Zone.EXILE)
    table.assert_life(1, 14)


# --------------------------------------------------------------------------
# Affinity (702.41a: a reduction, applied as the total cost is determined, 601.2f)
# --------------------------------------------------------------------------


@pytest.mark.plugins("affinity", "delve")
def test_601_2f_affinity_reduces_then_delve_pays_the_generic_rest(table: Table) -> None:
    """A test card with affinity for artifacts and delve (none is printed with both): two
    Memnites make {7}{U} cost {5}{U} (601.2f, locked), then delve pays generic mana of that
    total (702.66a, 601.2h): five cards, not six; the Island pays {U}."""
    card = table.card("Test Affine Delver", "Sorcery",
                      "Affinity for artifacts\nDelve\nDraw a card.", "{7}{U}")
    table.hand(0, card)
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    table.graveyard(0, "Swamp", "Plains", "Forest", "Mountain", "Shock", "Divination")
    table.library(0, "Island")
    table.assert_illegal(table.cast, "Test Affine Delver",
                         pay_with={"delve": ["Swamp", "Plains", "Forest", "Mountain", "Shock",
                                             "Divination"]}, rule="601.2h")
    table.cast("Test Affine Delver",
               pay_with={"delve": ["Swamp", "Plains", "Forest", "Mountain", "Shock"]})
    table.assert_logged(rule="601.2f", contains="affinity for artifacts (2, CR 702.41a)")
    table.assert_logged(rule="601.2f", contains="= {5}{U}")
    table.assert_logged(rule="601.2h", contains="5 generic mana paid by delve")
    table.assert_zone("Divination", Zone.GRAVEYARD)


@pytest.mark.plugins("affinity", "escape")
def test_118_9d_affinity_reduces_an_escape_cost(table: Table) -> None:
    """Underworld Breach gives Frogmite escape: its mana cost {4} plus exiling three other
    cards (702.138a). Affinity applies to that alternative cost (118.9d): three Memnites
    make it {1}; the cards are still exiled."""
    table.battlefield(0, "Underworld Breach", "Memnite", "Memnite", "Memnite")
    table.graveyard(0, "Frogmite", "Island", "Swamp", "Plains")
    table.lands(0, "Mountain", 1)
    table.cast("Frogmite", using="escape", zone=Zone.GRAVEYARD,
               exile=["Island", "Swamp", "Plains"])
    table.assert_logged(rule="601.2f", contains="affinity for artifacts (3, CR 702.41a)")
    assert sorted(table.names(Zone.EXILE)) == ["Island", "Plains", "Swamp"]
    table.resolve()
    table.assert_zone("Frogmite", Zone.BATTLEFIELD)


@pytest.mark.plugins("affinity", "flashback")
def test_118_9d_affinity_reduces_a_flashback_cost(table: Table) -> None:
    """Past in Flames gives Thoughtcast flashback {4}{U} (its mana cost, 702.34a); two
    artifacts reduce that alternative cost to {2}{U} (118.9d, 601.2f). Affinity counts the
    artifacts, it doesn't tap them (unlike improvise)."""
    table.graveyard(0, "Thoughtcast")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Past in Flames")
    table.cast("Past in Flames")
    table.resolve()
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 3)
    table.library(0, "Forest", "Forest")
    table.cast("Thoughtcast", using="flashback", zone=Zone.GRAVEYARD)
    table.assert_logged(rule="601.2f", contains="= {2}{U}")
    assert tapped(table, "Memnite") == 0
    table.resolve()
    table.assert_zone("Thoughtcast", Zone.EXILE)


# --------------------------------------------------------------------------
# Emerge (702.119a: an alternative cost, a creature sacrificed, a reduction)
# --------------------------------------------------------------------------


@pytest.mark.plugins("emerge", "escape")
def test_118_9a_emerge_and_escape_are_not_combined(table: Table) -> None:
    """Underworld Breach gives Wretched Gryff escape from the graveyard: its mana cost
    {7} plus exiling three other cards (702.138a). Emerge is another alternative cost:
    only one applies (118.9a), so the escaped Gryff can't be cast for its emerge cost, and
    Hill Giant reduces nothing."""
    table.battlefield(0, "Underworld Breach", "Hill Giant")
    table.graveyard(0, "Wretched Gryff", "Island", "Swamp", "Plains")
    table.lands(0, "Island", 7)
    table.library(0, "Forest")
    offered = [a.permission for a in table.game.legal_actions()
               if getattr(a, "name", None) == "Wretched Gryff"]
    assert "emerge" not in offered and "escape" in offered
    table.assert_illegal(table.cast, "Wretched Gryff", using="emerge", zone=Zone.GRAVEYARD,
                         rule="601.3")
    table.cast("Wretched Gryff", using="escape", zone=Zone.GRAVEYARD,
               exile=["Island", "Swamp", "Plains"])
    table.assert_logged(rule="601.2f", contains="= {7}, Exile three")
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)


@pytest.mark.plugins("emerge", "delve")
def test_601_2h_an_emerge_cost_reduced_then_paid_with_delve(table: Table) -> None:
    """A test card with emerge and delve (none is printed with both): sacrificing Grizzly
    Bears makes emerge {5}{U} cost {3}{U} (702.119a, 601.2f); delve then pays {3} of that
    locked total (702.66a, 601.2h) and the Bears are sacrificed with the rest of the cost."""
    card = table.card("Test Emerging Delver", "Creature — Horror",
                      "Emerge {5}{U}\nDelve", "{6}{U}", "4", "4")
    table.hand(0, card)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.graveyard(0, "Swamp", "Plains", "Forest")
    table.cast("Test Emerging Delver", using="emerge",
               pay_with={"delve": ["Swamp", "Plains", "Forest"]})
    table.assert_logged(rule="601.2f", contains="= {3}{U}")
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by delve")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Test Emerging Delver", Zone.BATTLEFIELD)


@pytest.mark.plugins("emerge", "overload")
def test_118_9a_emerge_or_overload_never_both(table: Table) -> None:
    """A test card with emerge and overload (none is printed with both): each is an
    alternative cost, only one applies (118.9a). Cast for its overload cost, no creature is
    sacrificed and nothing reduces it; cast for its emerge cost, it isn't overloaded (it
    keeps "target", 702.96b)."""
    card = table.card("Test Emerging Wave", "Sorcery",
                      "Emerge {4}{U}\nReturn target creature you don't control to its "
                      "owner's hand.\nOverload {5}{U}{U}", "{3}{U}")
    table.hand(0, card)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.lands(0, "Island", 7)
    table.cast("Test Emerging Wave", using="overload")
    table.assert_logged(rule="601.2f", contains="= {5}{U}{U} (locked)")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Gray Ogre", "Hill Giant"]


@pytest.mark.plugins("emerge", "overload")
def test_118_9a_cast_for_its_emerge_cost_it_is_not_overloaded(table: Table) -> None:
    card = table.card("Test Emerging Wave", "Sorcery",
                      "Emerge {4}{U}\nReturn target creature you don't control to its "
                      "owner's hand.\nOverload {5}{U}{U}", "{3}{U}")
    table.hand(0, card)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.lands(0, "Island", 3)
    table.cast("Test Emerging Wave", using="emerge", targets=["Hill Giant"])
    table.assert_logged(rule="601.2f", contains="= {2}{U}")  # {4}{U} less Bears' 2
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD, 1)
