"""Printed "The next time a [red] source of your choice would deal damage to you this turn,
prevent that damage" and "Prevent all damage a source of your choice would deal this turn"
played (CR 609.7a, 609.7b, 615.8, 615.1a).

Circle of Protection: Red and Circle of Protection: Artifacts (rule "grammar:the next time a
source of your choice would deal damage to you"): the source is chosen as the ability
resolves (decision ``choose_source``, logged with 609.7a) among the sources of that kind, a
spell on the stack or a permanent; its next instance of damage to the controller is
prevented, and only that one (615.8). Pay No Heed (rule "grammar:prevent all damage a source
of your choice would deal"): all the chosen source's damage this turn, to anything.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

COP_RED = CardDef(
    name="Circle of Protection: Red", mana_cost="{1}{W}", type_line="Enchantment",
    text="{1}: The next time a red source of your choice would deal damage to you this turn, "
         "prevent that damage.")
COP_ARTIFACTS = CardDef(
    name="Circle of Protection: Artifacts", mana_cost="{1}{W}", type_line="Enchantment",
    text="{2}: The next time an artifact source of your choice would deal damage to you this "
         "turn, prevent that damage.")
PAY_NO_HEED = CardDef(
    name="Pay No Heed", mana_cost="{W}", type_line="Instant",
    text="Prevent all damage a source of your choice would deal this turn.")
BOROS_SWIFTBLADE = CardDef(
    name="Boros Swiftblade", mana_cost="{R}{W}", type_line="Creature — Human Soldier",
    power="1", toughness="2", keywords=("Double strike",), text="Double strike")
BRONZE_SABLE = CardDef(
    name="Bronze Sable", mana_cost="{2}", type_line="Artifact Creature — Sable", power="2",
    toughness="1")

CARDS = (COP_RED, COP_ARTIFACTS, PAY_NO_HEED, BOROS_SWIFTBLADE, BRONZE_SABLE)
kit = pytest.mark.plugins(extra={"source-choice-kit": card_pool("source-choice-kit", CARDS)})


@kit
def test_circle_of_protection_red_prevents_a_chosen_red_spell(table: Table) -> None:
    """CR 609.7a: Bob's Lightning Bolt on the stack is chosen; its 3 to Alice is prevented;
    the second Bolt, another source, is dealt."""
    table.set_turn(active=1)
    table.battlefield(0, "Circle of Protection: Red")
    table.lands(0, "Plains", 1)
    table.lands(1, "Mountain", 2)
    table.hand(1, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    sources = table.watch_decisions("choose_source")
    table.activate("Circle of Protection: Red")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    assert len(sources) == 1
    table.assert_logged(rule="609.7a", contains="Lightning Bolt")
    table.resolve()
    table.assert_life(0, 20)
    table.assert_logged(rule="615.1a", contains="from Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)


@kit
def test_circle_of_protection_red_offers_only_red_sources(table: Table) -> None:
    """CR 609.7a: "a red source": Bob's Grizzly Bears (green) and Hill Giant (red) on the
    battlefield: only the Giant is offered, and chosen alone it is chosen at once."""
    table.battlefield(0, "Circle of Protection: Red")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    sources = table.watch_decisions("choose_source")
    table.activate("Circle of Protection: Red")
    table.resolve()
    assert [table.game.obj(o).name for o in sources[0].options] == ["Hill Giant"]


@kit
def test_circle_of_protection_red_only_the_next_instance(table: Table) -> None:
    """CR 615.8: Bob's Boros Swiftblade (red and white, double strike) is chosen: its
    first-strike damage to Alice is prevented and the shield is used up; its regular combat
    damage is dealt (510.4)."""
    table.set_turn(active=1)
    table.battlefield(0, "Circle of Protection: Red")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Boros Swiftblade")
    table.attack("Boros Swiftblade")
    table.pass_priority()
    table.activate("Circle of Protection: Red")
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 19)
    table.assert_logged(rule="615.8")
    assert not [e for e in table.game.state.effects if "red source" in e.text]


@kit
def test_circle_of_protection_red_nothing_to_choose(table: Table) -> None:
    """CR 609.7a: no red source at all: the ability does nothing, logged."""
    table.battlefield(0, "Circle of Protection: Red")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears")
    table.activate("Circle of Protection: Red")
    table.resolve()
    table.assert_logged(rule="609.7a", contains="does nothing")


@kit
def test_circle_of_protection_artifacts_an_artifact_creature(table: Table) -> None:
    """CR 609.7a: Bob's attacking Bronze Sable (an artifact creature) is the one artifact
    source offered; its 2 to Alice is prevented, the Bears' 2 are dealt."""
    table.set_turn(active=1)
    table.battlefield(0, "Circle of Protection: Artifacts")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Bronze Sable", "Grizzly Bears")
    table.attack("Bronze Sable", "Grizzly Bears")
    table.pass_priority()
    sources = table.watch_decisions("choose_source")
    table.activate("Circle of Protection: Artifacts")
    table.resolve()
    assert [table.game.obj(o).name for o in sources[0].options] == ["Bronze Sable"]
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)  # the Bears' 2 only


@kit
def test_pay_no_heed_prevents_all_the_chosen_sources_damage(table: Table) -> None:
    """CR 615.1a: Hill Giant chosen: blocked by Grizzly Bears, it deals them nothing; the
    Bears' 2 to it is dealt (damage dealt by the source only)."""
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Pay No Heed")
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.pass_priority()
    table.cast("Pay No Heed")
    table.answer("choose_source", "Hill Giant")
    table.resolve()
    table.go_to(Step.END_COMBAT)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
