"""Printed triggered abilities "..., you may pay N life. If you do / When you do, ..." and
"..., you may pay {M} and sacrifice an artifact. If you do, ...", cast and played (CR 118.3,
119.4, 603.12, 608.2c, 608.2d).

Ambulatory Edifice ("When this creature enters, you may pay 2 life. When you do, target
creature gets -1/-1 until end of turn."), Zhentarim Bandit ("Whenever this creature attacks,
you may pay 1 life. If you do, create a Treasure token.") and Sokenzan Smelter ("At the
beginning of combat on your turn, you may pay {1} and sacrifice an artifact. If you do, create
a 3/1 red Construct artifact creature token with haste.") are cast from their owner's hand with
their exact Oracle definitions (the corpus records, checked below): the controller chooses as
the ability resolves whether to pay, and may only if they can pay all of it; only if they pay
does the rest happen.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AMBULATORY_EDIFICE = CardDef(
    name="Ambulatory Edifice", mana_cost="{2}{B}", type_line="Artifact Creature — Phyrexian "
    "Construct", text="When this creature enters, you may pay 2 life. When you do, target "
    "creature gets -1/-1 until end of turn.", power="3", toughness="2")
ZHENTARIM_BANDIT = CardDef(
    name="Zhentarim Bandit", mana_cost="{1}{B}", type_line="Creature — Halfling Rogue",
    text="Whenever this creature attacks, you may pay 1 life. If you do, create a Treasure "
         "token. (It's an artifact with \"{T}, Sacrifice this token: Add one mana of any "
         "color.\")", power="2", toughness="1")
SOKENZAN_SMELTER = CardDef(
    name="Sokenzan Smelter", mana_cost="{1}{R}", type_line="Creature — Goblin Artificer",
    text="At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. "
         "If you do, create a 3/1 red Construct artifact creature token with haste.",
    power="2", toughness="2")

CARDS = (AMBULATORY_EDIFICE, ZHENTARIM_BANDIT, SOKENZAN_SMELTER)

kit = pytest.mark.plugins("haste", "oracle", extra={"proved-may-pay-life-kit":
                                 card_pool("proved-may-pay-life-kit", CARDS)})


@kit
def test_ambulatory_edifice_paid_shrinks_the_target(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 119.4, 603.12: 2 life paid as the enters ability resolves; the reflexive ability then
    targets Grizzly Bears (603.3d), which gets -1/-1."""
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "yes")
    table.answer("targets", "Grizzly Bears")
    cast_and_resolve(table, "Ambulatory Edifice", {"Swamp": 3})
    table.resolve_all()
    table.assert_life(0, 18)
    assert table.power("Grizzly Bears") == 1
    assert table.toughness("Grizzly Bears") == 1
    table.assert_logged(rule="603.12", contains="reflexive trigger")


@kit
def test_ambulatory_edifice_declined_pays_nothing_and_shrinks_nothing(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2d, 603.12: not paid: no life is paid, the reflexive ability doesn't trigger."""
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "no")
    cast_and_resolve(table, "Ambulatory Edifice", {"Swamp": 3})
    table.resolve_all()
    table.assert_life(0, 20)
    assert table.power("Grizzly Bears") == 2
    table.assert_logged(rule="603.12", contains="wasn't paid")


@kit
def test_ambulatory_edifice_at_one_life_cannot_pay(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 119.4, 118.3: at 1 life, 2 life can't be paid: nobody is asked, nothing shrinks."""
    table.battlefield(1, "Grizzly Bears")
    table.game.update_player(0, life=1)
    cast_and_resolve(table, "Ambulatory Edifice", {"Swamp": 3})
    table.resolve_all()
    table.assert_life(0, 1)
    assert table.power("Grizzly Bears") == 2
    table.assert_logged(rule="118.3", contains="can't pay")


@kit
def test_zhentarim_bandit_paid_makes_a_treasure(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 119.4, 608.2c: attacking, 1 life paid: a Treasure token is created."""
    cast_and_resolve(table, "Zhentarim Bandit", {"Swamp": 2})
    next_turn(table, 2)
    table.answer("may", "yes")
    table.attack("Zhentarim Bandit")
    table.resolve_all()
    table.assert_life(0, 19)
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 1


@kit
def test_zhentarim_bandit_declined_makes_none(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 608.2c-d: not paid: no life lost, no Treasure."""
    cast_and_resolve(table, "Zhentarim Bandit", {"Swamp": 2})
    next_turn(table, 2)
    table.answer("may", "no")
    table.attack("Zhentarim Bandit")
    table.resolve_all()
    table.assert_life(0, 20)
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_sokenzan_smelter_pays_one_and_sacrifices_an_artifact(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 118.3, 608.2c: at the beginning of combat its controller pays {1} (a Mountain) and
    sacrifices Ornithopter, both one payment: a 3/1 Construct with haste is created."""
    cast_and_resolve(table, "Sokenzan Smelter", {"Mountain": 2})
    table.battlefield(0, "Ornithopter")
    table.lands(0, "Mountain", 1)
    table.answer("may", "yes")
    table.answer("sacrifice", "Ornithopter")
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert "Ornithopter" in table.names(Zone.GRAVEYARD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Construct Token") == 1
    assert table.power("Construct Token") == 3
    assert table.has_keyword("Construct Token", "haste")
    assert table.tapped_count(0, "Mountain") == 2 + 1  # two for the spell, one paid


@kit
def test_sokenzan_smelter_declined_keeps_the_artifact(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 608.2d: not paid: the artifact stays, no mana is spent, no token."""
    cast_and_resolve(table, "Sokenzan Smelter", {"Mountain": 2})
    table.battlefield(0, "Ornithopter")
    table.lands(0, "Mountain", 1)
    table.answer("may", "no")
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert "Ornithopter" in table.names(Zone.BATTLEFIELD, 0)
    assert "Construct Token" not in table.names(Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Mountain") == 2


@kit
def test_sokenzan_smelter_without_an_artifact_cannot_pay(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 118.3: mana to spare but no artifact to sacrifice: the payment can't be made, nothing
    is paid (the Mountain stays untapped) and no token is created."""
    cast_and_resolve(table, "Sokenzan Smelter", {"Mountain": 2})
    table.lands(0, "Mountain", 1)
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert "Construct Token" not in table.names(Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Mountain") == 2
    table.assert_logged(rule="118.3", contains="can't pay")


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
