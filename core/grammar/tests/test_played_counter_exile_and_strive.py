"""Printed "If that spell is countered this way, exile it instead of putting it into its
owner's graveyard" and "This spell costs {M} more to cast for each target beyond the first"
(strive), played (CR 614.1a, 701.6a, 601.2c, 601.2f).

Dissipate counters a spell that goes to exile instead of its owner's graveyard; Syncopate
does so only if its controller doesn't pay {X}. Aerial Formation costs {2}{U} more for each
target creature chosen beyond the first: its total cost is determined after its targets
(601.2f), and a cast that can't pay it is refused with the game as it was (CR 732). The
cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DISSIPATE = CardDef(
    name="Dissipate", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Counter target spell. If that spell is countered this way, exile it instead of "
         "putting it into its owner's graveyard.")
SYNCOPATE = CardDef(
    name="Syncopate", mana_cost="{X}{U}", type_line="Instant",
    text="Counter target spell unless its controller pays {X}. If that spell is countered "
         "this way, exile it instead of putting it into its owner's graveyard.")
AERIAL_FORMATION = CardDef(
    name="Aerial Formation", mana_cost="{U}", type_line="Instant",
    text="Strive — This spell costs {2}{U} more to cast for each target beyond the first.\n"
         "Any number of target creatures each get +1/+1 and gain flying until end of turn.")

CARDS = (DISSIPATE, SYNCOPATE, AERIAL_FORMATION)
kit = pytest.mark.plugins(extra={"counter-strive-kit": card_pool("counter-strive-kit", CARDS)})


def _bears_cast_then_countered_with(table: Table, counter: str, *, x: int | None = None) -> None:
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.lands(1, "Island", 4)
    table.hand(1, counter)
    table.cast("Grizzly Bears")
    table.pass_priority()  # player 1 gets priority with the Bears on the stack
    table.cast(counter, targets=["Grizzly Bears"], x=x)


@kit
def test_dissipate_exiles_the_spell_it_counters(table: Table) -> None:
    """CR 701.6a, 614.1a: the countered spell goes to exile, not its owner's graveyard."""
    _bears_cast_then_countered_with(table, "Dissipate")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    assert "Grizzly Bears" not in table.names(Zone.GRAVEYARD, 0)
    table.assert_zone("Dissipate", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="614.1a", contains="instead of its owner's graveyard")


@kit
def test_syncopate_exiles_the_spell_when_its_controller_doesnt_pay(table: Table) -> None:
    """CR 118.12, 614.1a: not paid, the spell is countered and exiled."""
    _bears_cast_then_countered_with(table, "Syncopate", x=1)
    table.resolve(answers=[Answer("pay_unless", (False,))])
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)


@kit
def test_syncopate_paid_leaves_the_spell_on_the_stack(table: Table) -> None:
    """CR 118.12: paid, the spell isn't countered (nothing is exiled); it resolves."""
    table.lands(0, "Forest", 1)
    _bears_cast_then_countered_with(table, "Syncopate", x=1)
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_zone("Grizzly Bears", Zone.STACK)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_aerial_formation_with_one_target_costs_its_mana_cost(table: Table) -> None:
    """CR 601.2f: no target beyond the first, no increase."""
    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Aerial Formation")
    table.cast("Aerial Formation", targets=[["Grizzly Bears"]])
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "flying")


@kit
def test_aerial_formation_costs_more_for_each_target_beyond_the_first(table: Table) -> None:
    """CR 601.2c, 601.2f: three targets: {U} and twice {2}{U}, seven lands tapped; each
    creature gets +1/+1 and flying."""
    table.lands(0, "Island", 7)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.hand(0, "Aerial Formation")
    table.cast("Aerial Formation",
               targets=[["Grizzly Bears", "Savannah Lions", "Hill Giant"]])
    assert table.tapped_count(0, "Island") == 7
    table.resolve()
    assert (table.power("Grizzly Bears"), table.power("Savannah Lions"),
            table.power("Hill Giant")) == (3, 3, 4)
    assert all(table.has_keyword(n, "flying")
               for n in ("Grizzly Bears", "Savannah Lions", "Hill Giant"))


@kit
def test_aerial_formation_unaffordable_for_its_targets_is_refused(table: Table) -> None:
    """CR 601.2f, 601.2h, 732: six lands can't pay for three targets ({5}{U}{U}{U} is 8):
    refused, nothing tapped, the card still in hand."""
    table.lands(0, "Island", 6)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.hand(0, "Aerial Formation")
    with pytest.raises(IllegalActionError):
        table.cast("Aerial Formation",
                   targets=[["Grizzly Bears", "Savannah Lions", "Hill Giant"]])
    table.assert_zone("Aerial Formation", Zone.HAND, 0)
    assert table.tapped_count(0, "Island") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
