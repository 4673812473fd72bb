"""Printed "Its controller sacrifices it at the beginning of the next end step." (Celestial
Sword), played (CR 603.7a, 603.7c, 701.21a).

The Sword's ability pumps Alice's Grizzly Bears and sets up a delayed trigger: the Bears
stay (a 5/5) until the end step begins, then whoever controls them sacrifices them.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CELESTIAL_SWORD = CardDef(
    name="Celestial Sword", mana_cost="{6}", type_line="Artifact",
    text="{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its controller "
         "sacrifices it at the beginning of the next end step.")

ACT_OF_AGGRESSION = CardDef(
    name="Act of Aggression", mana_cost="{3}{R/P}{R/P}", type_line="Instant",
    text="({R/P} can be paid with either {R} or 2 life.)\nGain control of target creature an "
         "opponent controls until end of turn. Untap that creature. It gains haste until end "
         "of turn.")

CARDS = (CELESTIAL_SWORD, ACT_OF_AGGRESSION)
kit = pytest.mark.plugins(extra={"sword-kit": card_pool("sword-kit", CARDS)})
with_haste = pytest.mark.plugins("haste", extra={"sword-kit": card_pool("sword-kit", CARDS)})


@kit
def test_celestial_sword_pumps_then_the_creature_is_sacrificed(table: Table) -> None:
    """CR 603.7a, 701.21a: the Bears are 5/5 until the end step, then sacrificed; the
    Sword itself stays."""
    table.lands(0, "Plains", 9)
    table.hand(0, "Celestial Sword")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Celestial Sword")
    table.resolve()
    table.activate("Celestial Sword", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.go_to(Step.END)
    table.resolve_all()  # the delayed trigger, put on the stack as the end step began
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Celestial Sword", Zone.BATTLEFIELD, 0)


@with_haste
def test_celestial_sword_the_controller_at_the_end_step_sacrifices(table: Table) -> None:
    """CR 603.7c, 608.2h: "its controller" is read as the delayed trigger resolves: Bob took
    the Bears with Act of Aggression after the Sword's ability resolved, so Bob sacrifices
    them (they go to Alice's graveyard, 404.2); Alice, no longer controlling them, couldn't."""
    table.lands(0, "Plains", 9)
    table.lands(1, "Mountain", 5)
    table.hand(0, "Celestial Sword")
    table.hand(1, "Act of Aggression")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Celestial Sword")
    table.resolve()
    table.activate("Celestial Sword", targets=["Grizzly Bears"])
    table.resolve()
    table.pass_priority()  # Alice passes in her main phase: Bob may cast an instant
    table.cast("Act of Aggression", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 1
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)  # Alice could not have (701.21a)


@kit
def test_celestial_sword_cant_target_an_opponents_creature(table: Table) -> None:
    """CR 115.1: "target creature you control": Bob's Bears are no legal target."""
    table.lands(0, "Plains", 9)
    table.hand(0, "Celestial Sword")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Celestial Sword")
    table.resolve()
    table.assert_illegal(table.activate, "Celestial Sword", targets=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
