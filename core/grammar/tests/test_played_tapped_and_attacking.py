"""Printed "return target creature card ... from your graveyard to the battlefield tapped and
attacking", cast and played (CR 508.4, 603.2).

Alesha, Who Smiles at Death and Yore-Tiller Nephilim are cast from their owner's hand with
their exact Oracle definitions (the corpus records, checked below). The card returned enters
tapped and attacking what its controller chooses (508.4): an attacking creature never
declared as an attacker, so its own "attacks" abilities don't trigger (508.3a), and it deals
combat damage like any attacker (510.1).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ALESHA = CardDef(
    name="Alesha, Who Smiles at Death", mana_cost="{2}{R}",
    type_line="Legendary Creature — Human Warrior",
    text="First strike\nWhenever Alesha attacks, you may pay {W/B}{W/B}. If you do, return "
         "target creature card with power 2 or less from your graveyard to the battlefield "
         "tapped and attacking.", power="3", toughness="2")
YORE_TILLER = CardDef(
    name="Yore-Tiller Nephilim", mana_cost="{W}{U}{B}{R}", type_line="Creature — Nephilim",
    text="Whenever this creature attacks, return target creature card from your graveyard to "
         "the battlefield tapped and attacking.", power="2", toughness="2")

CARDS = (ALESHA, YORE_TILLER)

kit = pytest.mark.plugins(extra={"proved-tapped-and-attacking-kit":
                                 card_pool("proved-tapped-and-attacking-kit", CARDS)})


def _attacking(table: Table, name: str) -> bool:
    combat = table.game.state.combat
    return combat is not None and table.find(name).id in combat.attackers


@kit
def test_alesha_paid_returns_a_small_creature_attacking(table: Table) -> None:
    """CR 508.4, 118.3: Alesha attacks, its controller pays {W/B}{W/B} (two Plains) and the
    Grizzly Bears returns tapped and attacking; the opponent takes 3 + 2 combat damage."""
    table.battlefield(0, "Alesha, Who Smiles at Death")
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Grizzly Bears")
    table.answer("targets", "Grizzly Bears")
    table.answer("may", "yes")
    table.attack("Alesha, Who Smiles at Death")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Grizzly Bears")
    assert _attacking(table, "Grizzly Bears")
    assert table.tapped_count(0, "Plains") == 2
    table.assert_logged(rule="508.4", contains="not declared")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


@kit
def test_alesha_declined_returns_nothing(table: Table) -> None:
    """CR 608.2d: not paid, the card stays in the graveyard."""
    table.battlefield(0, "Alesha, Who Smiles at Death")
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Grizzly Bears")
    table.answer("targets", "Grizzly Bears")
    table.answer("may", "no")
    table.attack("Alesha, Who Smiles at Death")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Plains") == 0


@kit
def test_alesha_cannot_target_a_creature_card_with_greater_power(table: Table) -> None:
    """CR 603.3d, 115.1: Hill Giant (power 3) is not a legal target: the trigger has none
    and is removed; the Giant stays in the graveyard."""
    table.battlefield(0, "Alesha, Who Smiles at Death")
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Hill Giant")
    table.attack("Alesha, Who Smiles at Death")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


@kit
def test_yore_tiller_returns_an_attacker_whose_attack_trigger_does_not_fire(
        table: Table) -> None:
    """CR 508.4, 508.3a: a second Yore-Tiller Nephilim comes back attacking; it never
    "attacked", so its own ability doesn't trigger and the Grizzly Bears stays in the
    graveyard."""
    table.battlefield(0, "Yore-Tiller Nephilim")
    table.graveyard(0, "Yore-Tiller Nephilim", "Grizzly Bears")
    table.answer("targets", table.find("Yore-Tiller Nephilim", zone=Zone.GRAVEYARD).id)
    table.attack("Yore-Tiller Nephilim")
    table.resolve_all()
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 2
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    combat = table.game.state.combat
    assert combat is not None and len(combat.attackers) == 2
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_yore_tiller_out_of_combat_return_is_not_attacking(table: Table) -> None:
    """CR 506.3, 508.4: an effect putting a creature onto the battlefield attacking out of
    combat: it enters tapped and is never an attacking creature."""
    from manastack.api import Context, PutOntoBattlefield, SourceRef

    table.graveyard(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears", zone=Zone.GRAVEYARD)
    ctx = Context(game=table.game, controller=0, source=bears.id)
    PutOntoBattlefield(SourceRef(), tapped=True, attacking=True).run(ctx)
    table.refresh()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Grizzly Bears")
    assert table.game.state.combat is None
    table.assert_logged(rule="506.3", contains="never an attacking creature")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
