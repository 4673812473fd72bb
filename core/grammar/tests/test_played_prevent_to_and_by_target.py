"""Printed "Prevent all [combat] damage that would be dealt to and dealt by target creature you
control this turn" and "Until your next turn, prevent all damage that would be dealt to and
dealt by target permanent an opponent controls", played (CR 615.1a, 611.2a, 510.2).

Cephalid Illusionist shields Alice's Grizzly Bears blocking Bob's Craw Wurm: neither is dealt
combat damage. Dovin, Hand of Control's [−1] shields Bob's Craw Wurm: Alice's Shock deals it
nothing, its attack on Bob's turn deals Alice nothing, and from Alice's next turn both happen
again. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CEPHALID_ILLUSIONIST = CardDef(
    name="Cephalid Illusionist", mana_cost="{1}{U}", type_line="Creature — Octopus Wizard",
    power="1", toughness="1",
    text="Whenever this creature becomes the target of a spell or ability, mill three cards.\n"
         "{2}{U}, {T}: Prevent all combat damage that would be dealt to and dealt by target "
         "creature you control this turn.")
DOVIN = CardDef(
    name="Dovin, Hand of Control", mana_cost="{2}{W/U}",
    type_line="Legendary Planeswalker — Dovin",
    text="Artifact, instant, and sorcery spells your opponents cast cost {1} more to cast.\n"
         "[−1]: Until your next turn, prevent all damage that would be dealt to and dealt by "
         "target permanent an opponent controls.",
    loyalty="5")

CARDS = (CEPHALID_ILLUSIONIST, DOVIN)
kit = pytest.mark.plugins(extra={"prevent-to-and-by-kit": card_pool("prevent-to-and-by-kit",
                                                                    CARDS)})


def _bears_block_the_wurm(table: Table) -> None:
    table.battlefield(0, "Cephalid Illusionist", "Grizzly Bears")
    table.lands(0, "Island", 3)
    table.set_turn(active=1)
    table.battlefield(1, "Craw Wurm")
    table.attack("Craw Wurm")
    table.block({"Grizzly Bears": "Craw Wurm"})
    table.pass_priority()  # Bob passes in the declare blockers step: Alice may act


@kit
def test_the_illusionist_shields_the_blocker_both_ways(table: Table) -> None:
    """CR 615.1a: the Bears are dealt no combat damage and deal none."""
    _bears_block_the_wurm(table)
    table.activate("Cephalid Illusionist", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.find("Grizzly Bears").damage == 0
    assert table.find("Craw Wurm").damage == 0


@kit
def test_without_the_activation_the_bears_die(table: Table) -> None:
    """CR 510.2: 6 damage to the 2/2 Bears, 2 to the Wurm."""
    _bears_block_the_wurm(table)
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.find("Craw Wurm").damage == 2


@kit
def test_the_illusionist_cannot_target_an_opponents_creature(table: Table) -> None:
    """CR 115.1, 602.2b: "target creature you control"; the refused activation changes
    nothing (732)."""
    _bears_block_the_wurm(table)
    with pytest.raises(IllegalActionError):
        table.activate("Cephalid Illusionist", targets=["Craw Wurm"])
    assert not table.find("Cephalid Illusionist").tapped
    assert not table.game.stack()


@kit
def test_dovin_shields_the_permanent_until_alices_next_turn(table: Table) -> None:
    """CR 615.1a, 611.2a: Shock deals the Wurm nothing and the Wurm deals Alice nothing on
    Bob's turn; as Alice's next turn begins the effect ends, and Shock deals 2 again."""
    table.battlefield(0, "Dovin, Hand of Control", counters={"loyalty": 5})
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.battlefield(1, "Craw Wurm")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.activate("Dovin, Hand of Control", targets=["Craw Wurm"])
    table.resolve()
    table.cast("Shock", targets=["Craw Wurm"])
    table.resolve()
    assert table.find("Craw Wurm").damage == 0
    table.next_turn()  # Bob's turn
    table.attack("Craw Wurm")
    table.go_to(Step.END_COMBAT)
    assert table.life(0) == 20
    table.next_turn()  # Alice's turn: the effect has ended (611.2a)
    table.cast("Shock", targets=["Craw Wurm"])
    table.resolve()
    assert table.find("Craw Wurm").damage == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
