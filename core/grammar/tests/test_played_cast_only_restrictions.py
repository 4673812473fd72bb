"""Printed "Cast this spell only ..." and "Activate only ..." in the declare attackers step,
played (CR 601.3, 602.5b, 508.6).

Assassin's Blade ("Cast this spell only during the declare attackers step and only if
you've been attacked this step.") can begin to be cast only then (CR 601.3, 113.6e): by a
player one or more creatures were declared as attackers attacking (508.6, 508.3b). The same
phrases restrict Kongming's Contraptions's "{T}: ... Activate only during the declare
attackers step and only if you've been attacked this step." (602.5b). Outside them the cast
or activation is refused and the game is as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ASSASSINS_BLADE = CardDef(
    name="Assassin's Blade", mana_cost="{1}{B}", type_line="Instant",
    text="Cast this spell only during the declare attackers step and only if you've been "
         "attacked this step.\nDestroy target nonblack attacking creature.")
KONGMINGS_CONTRAPTIONS = CardDef(
    name="Kongming's Contraptions", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="{T}: This creature deals 2 damage to target attacking creature. Activate only during "
         "the declare attackers step and only if you've been attacked this step.",
    power="2", toughness="4")

CARDS = (ASSASSINS_BLADE, KONGMINGS_CONTRAPTIONS)
kit = pytest.mark.plugins(extra={"castonly-kit": card_pool("castonly-kit", CARDS)})


def blade_castable(table: Table) -> bool:
    """Whether the player with priority is offered to cast Assassin's Blade (CR 601.3)."""
    return any(isinstance(a, CastSpell) and a.name == "Assassin's Blade"
               for a in table.game.legal_actions())


@kit
def test_assassins_blade_destroys_an_attacker_of_its_caster(table: Table) -> None:
    """CR 601.3, 508.6: refused to the defending player in the beginning of combat step
    (the game unchanged, 732); once Grizzly Bears is declared attacking that player, the
    Blade is cast in the declare attackers step and destroys it (701.8a)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Swamp", 2)
    table.hand(1, "Assassin's Blade")
    table.go_to(Step.BEGIN_COMBAT)
    table.pass_priority()
    assert table.game.pending().player == 1
    assert not blade_castable(table)
    table.assert_illegal(table.cast, "Assassin's Blade", targets=["Grizzly Bears"],
                         rule="601.3")
    assert table.zone_of("Assassin's Blade") is Zone.HAND
    table.pass_priority()
    table.attack("Grizzly Bears")
    table.pass_priority()
    assert blade_castable(table)
    table.cast("Assassin's Blade", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.zone_of("Assassin's Blade") is Zone.GRAVEYARD


@kit
def test_the_attacking_player_hasnt_been_attacked(table: Table) -> None:
    """CR 508.6: the active player attacked, they were not attacked: in their own declare
    attackers step the Blade is refused to them."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Assassin's Blade")
    table.attack("Grizzly Bears")
    assert table.game.pending().player == 0
    assert not blade_castable(table)
    table.assert_illegal(table.cast, "Assassin's Blade", targets=["Grizzly Bears"],
                         rule="601.3")


@kit
def test_the_blade_is_refused_after_the_declare_attackers_step(table: Table) -> None:
    """CR 601.3: in the declare blockers step the defending player was attacked this combat,
    not this step: refused."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Swamp", 2)
    table.hand(1, "Assassin's Blade")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.DECLARE_BLOCKERS)
    table.pass_priority()
    assert table.game.pending().player == 1
    table.assert_illegal(table.cast, "Assassin's Blade", targets=["Grizzly Bears"],
                         rule="601.3")


@kit
def test_kongmings_contraptions_shoots_an_attacker_only_when_attacked(table: Table) -> None:
    """CR 602.5b: before attackers are declared the ability is refused (732); in the declare
    attackers step, attacked, its controller deals 2 damage to the attacking Grizzly Bears,
    which dies (704.5g)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Kongming's Contraptions")
    table.go_to(Step.BEGIN_COMBAT)
    table.pass_priority()
    table.assert_illegal(table.activate, "Kongming's Contraptions",
                         targets=["Grizzly Bears"], rule="602.5b")
    table.pass_priority()
    table.attack("Grizzly Bears")
    table.pass_priority()
    table.activate("Kongming's Contraptions", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_tapped("Kongming's Contraptions")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
