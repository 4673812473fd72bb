"""Anointed Procession and Mondrak, Glory Dominus, played: "If an effect would create one
or more tokens under your control, it creates twice that many of those tokens instead." and
"If one or more tokens would be created under your control, twice that many of those tokens
are created instead." (CR 614.1a, 111.1, 616.1).

Raise the Alarm creates two Soldiers: four with one doubler, eight with two (its controller
choosing which applies first, each applying once: 614.5, 616.1). An opponent's doubler
changes nothing ("under your control"). The cards come with their exact Oracle definitions
(the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_label
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ANOINTED_PROCESSION = CardDef(
    name="Anointed Procession", mana_cost="{3}{W}", type_line="Enchantment",
    text="If an effect would create one or more tokens under your control, it creates twice "
         "that many of those tokens instead.")
MONDRAK = CardDef(
    name="Mondrak, Glory Dominus", mana_cost="{2}{W}{W}",
    type_line="Legendary Creature — Phyrexian Horror",
    text="If one or more tokens would be created under your control, twice that many of those "
         "tokens are created instead.\n{1}{W/P}{W/P}, Sacrifice two other artifacts and/or "
         "creatures: Put an indestructible counter on Mondrak. ({W/P} can be paid with either "
         "{W} or 2 life.)", power="4", toughness="4")
RAISE_THE_ALARM = CardDef(
    name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
    text="Create two 1/1 white Soldier creature tokens.")

PRIMAL_VIGOR = CardDef(
    name="Primal Vigor", mana_cost="{4}{G}", type_line="Enchantment",
    text="If one or more tokens would be created, twice that many of those tokens are created "
         "instead.\nIf one or more +1/+1 counters would be put on a creature, twice that many "
         "+1/+1 counters are put on that creature instead.")

BATTLEGROWTH = CardDef(name="Battlegrowth", mana_cost="{G}", type_line="Instant",
                       text="Put a +1/+1 counter on target creature.")

CARDS = (ANOINTED_PROCESSION, MONDRAK, RAISE_THE_ALARM, PRIMAL_VIGOR, BATTLEGROWTH)

kit = pytest.mark.plugins(extra={"token-doublers-kit": card_pool("token-doublers-kit", CARDS)})


def soldiers(table: Table, player: int) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.is_token and o.card.name == "Soldier Token")


def alarm(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()


@kit
def test_without_a_doubler_two_soldiers(table: Table) -> None:
    alarm(table)
    assert soldiers(table, 0) == 2


@kit
def test_anointed_procession_doubles(table: Table) -> None:
    """CR 614.1a: two Soldiers become four, all created by the spell."""
    table.battlefield(0, "Anointed Procession")
    alarm(table)
    assert soldiers(table, 0) == 4
    table.assert_logged(rule="614.1a", contains="Alice creates 4 token(s) instead of 2")


@kit
def test_mondrak_doubles(table: Table) -> None:
    """CR 614.1a: the other wording, the same replacement."""
    table.battlefield(0, "Mondrak, Glory Dominus")
    alarm(table)
    assert soldiers(table, 0) == 4


@kit
def test_an_opponents_procession_changes_nothing(table: Table) -> None:
    """CR 614.1a: "under your control": Bob's Procession doesn't double Alice's tokens."""
    table.battlefield(1, "Anointed Procession")
    alarm(table)
    assert soldiers(table, 0) == 2
    assert soldiers(table, 1) == 0


@pytest.mark.parametrize("first", ["an effect would create", "would be created"])
@kit
def test_with_two_the_controller_chooses_the_order(table: Table, first: str) -> None:
    """CR 616.1, 614.5: Alice picks which applies first; each applies once: 2 x 2 x 2 = 8."""
    table.battlefield(0, "Anointed Procession", "Mondrak, Glory Dominus")
    seen = table.on_decision("replacement_order", by_label(first))
    alarm(table)
    assert len(seen) == 1 and seen[0].rule == "616.1" and seen[0].player == 0
    assert soldiers(table, 0) == 8


@kit
def test_two_processions_make_four_times_as_many(table: Table) -> None:
    """CR 614.5: each of two Processions applies once to the event: 2 x 4 = 8."""
    table.battlefield(0, "Anointed Procession", "Anointed Procession")
    table.on_decision("replacement_order", by_label("an effect would create"))
    alarm(table)
    assert soldiers(table, 0) == 8


@kit
def test_an_opponents_primal_vigor_doubles_them_too(table: Table) -> None:
    """CR 614.1a: "If one or more tokens would be created" is every player's creation: Bob's
    Primal Vigor doubles Alice's Soldiers, and his Anointed Procession ("under your control")
    still doesn't: four."""
    table.battlefield(1, "Primal Vigor", "Anointed Procession")
    alarm(table)
    assert soldiers(table, 0) == 4
    table.assert_logged(rule="614.1a", contains="Alice creates 4 token(s) instead of 2")


@kit
def test_primal_vigor_and_a_procession_of_hers_make_eight(table: Table) -> None:
    """CR 614.1a, 614.5, 616.1: Bob's Primal Vigor and Alice's Procession each apply once to
    Alice's creation: eight Soldiers."""
    table.battlefield(1, "Primal Vigor")
    table.battlefield(0, "Anointed Procession")
    alarm(table)
    assert soldiers(table, 0) == 8


@kit
def test_primal_vigor_doubles_counters_on_any_creature(table: Table) -> None:
    """CR 614.1a, 122.6: "on a creature": Bob's Primal Vigor puts two +1/+1 counters on
    Alice's Grizzly Bears where her Battlegrowth puts one."""
    table.battlefield(1, "Primal Vigor")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Battlegrowth")
    table.cast("Battlegrowth", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 2)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
