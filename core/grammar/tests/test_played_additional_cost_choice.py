""""As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}" played
(CR 601.2b, 601.2f-h, 118.8).

Spark Harvest ("... Destroy target creature or planeswalker.") asks its caster, as they
announce it, which of the two additional costs they will pay: sacrificing a creature (the
spell then costs {B}) or paying {3}{B} more. It is offered when either can be paid; a cost
chosen that can't be paid is refused and the game is left as it was (CR 732). Spark Harvest
comes with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SPARK_HARVEST = CardDef(
    name="Spark Harvest", mana_cost="{B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\n"
         "Destroy target creature or planeswalker.")

PRINTED = (SPARK_HARVEST,)
kit = pytest.mark.plugins(extra={"cost-choice-kit": card_pool("cost-choice-kit", PRINTED)})

SACRIFICE, PAY = 0, 1


def _offered(table: Table) -> bool:
    return any(isinstance(a, CastSpell) and a.name == "Spark Harvest"
               for a in table.game.legal_actions())


@kit
def test_spark_harvest_paid_by_sacrificing_a_creature(table: Table) -> None:
    """CR 601.2b: the sacrifice chosen, the spell costs {B} alone; the creature is sacrificed
    (701.21a) and the target destroyed (701.8a)."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spark Harvest")
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    choices = table.watch_decisions("additional_cost")
    table.cast("Spark Harvest", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (SACRIFICE,))])
    assert len(choices) == 1 and len(choices[0].options) == 2
    assert choices[0].player == 0
    table.resolve()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="601.2b", contains="additional cost chosen")


@kit
def test_spark_harvest_paid_with_mana(table: Table) -> None:
    """CR 601.2f-h: {3}{B} chosen, the total cost is {3}{B}{B}; no creature is sacrificed."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Spark Harvest")
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.cast("Spark Harvest", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (PAY,))])
    table.resolve()
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert all(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
               if o.card.name == "Swamp")


@kit
def test_spark_harvest_offered_when_either_cost_can_be_paid(table: Table) -> None:
    """CR 601.2b, 601.2h: with one Swamp and no creature neither cost can be paid: not offered;
    with a creature, or with five Swamps, it is."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spark Harvest")
    table.battlefield(1, "Hill Giant")
    assert not _offered(table)
    table.lands(0, "Swamp", 4)
    assert _offered(table)


@kit
def test_spark_harvest_offered_with_a_creature_to_sacrifice(table: Table) -> None:
    """CR 601.2b: one Swamp and a creature: the sacrifice can be paid, it is offered."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spark Harvest")
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Memnite")
    assert _offered(table)


@kit
def test_spark_harvest_mana_chosen_but_unaffordable_is_refused(table: Table) -> None:
    """CR 601.2h, 732: {3}{B} chosen with one Swamp: the cast is refused, nothing changed."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Spark Harvest")
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.assert_illegal(table.cast, "Spark Harvest", targets=["Hill Giant"],
                         answers=[Answer("additional_cost", (PAY,))])
    table.assert_zone("Spark Harvest", Zone.HAND, 0)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
