"""Printed "As an additional cost to cast this spell, pay {4} or sacrifice an artifact or
creature." and "..., sacrifice a creature or discard a card.", played (CR 601.2b, 601.2f-h,
118.8).

Annihilating Glare and Bone Shards ask their caster, as they announce the spell, which of
the two costs they pay; the one chosen is paid with the total cost. A chosen cost that
can't be paid is refused and the game is left as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

ANNIHILATING_GLARE = CardDef(
    name="Annihilating Glare", mana_cost="{B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, pay {4} or sacrifice an artifact or "
         "creature.\nDestroy target creature or planeswalker.")
BONE_SHARDS = CardDef(
    name="Bone Shards", mana_cost="{B}", type_line="Sorcery",
    text="As an additional cost to cast this spell, sacrifice a creature or discard a card.\n"
         "Destroy target creature or planeswalker.")

PRINTED = (ANNIHILATING_GLARE, BONE_SHARDS)
kit = pytest.mark.plugins(extra={"cost-or-kit": card_pool("cost-or-kit", PRINTED)})

FIRST, SECOND = 0, 1


@kit
def test_glare_paid_with_four_more_mana(table: Table) -> None:
    """CR 601.2b, 601.2f: {4} chosen: the total cost is {4}{B}; nothing is sacrificed."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Annihilating Glare")
    table.cast("Annihilating Glare", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (FIRST,))])
    assert table.tapped_count(0) == 5
    table.resolve()
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_glare_paid_by_sacrificing_an_artifact(table: Table) -> None:
    """CR 601.2b, 701.21a: the sacrifice chosen, it costs {B} alone; an artifact that is not
    a creature may be sacrificed."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Sol Ring")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Annihilating Glare")
    table.cast("Annihilating Glare", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (SECOND,))])
    table.resolve()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_glare_mana_chosen_but_unaffordable_is_refused(table: Table) -> None:
    """CR 601.2h, 732: {4} chosen with one Swamp: refused, nothing changed."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Annihilating Glare")
    table.assert_illegal(table.cast, "Annihilating Glare", targets=["Hill Giant"],
                         answers=[Answer("additional_cost", (FIRST,))])
    table.assert_zone("Annihilating Glare", Zone.HAND, 0)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0


@kit
def test_bone_shards_paid_by_discarding_a_card(table: Table) -> None:
    """CR 601.2b, 701.9: the discard chosen; the creature stays."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Bone Shards", "Island")
    table.cast("Bone Shards", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (SECOND,))])
    table.resolve()
    table.assert_zone("Island", Zone.GRAVEYARD, 0)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_bone_shards_paid_by_sacrificing_a_creature(table: Table) -> None:
    """CR 601.2b, 701.21a: the sacrifice chosen; the card in hand stays."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Bone Shards", "Island")
    table.cast("Bone Shards", targets=["Hill Giant"],
               answers=[Answer("additional_cost", (FIRST,))])
    table.resolve()
    table.assert_zone("Island", Zone.HAND, 0)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_bone_shards_discard_chosen_with_no_other_card_is_refused(table: Table) -> None:
    """CR 601.2h, 732: no other card in hand to discard: refused, nothing changed."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Bone Shards")
    table.assert_illegal(table.cast, "Bone Shards", targets=["Hill Giant"],
                         answers=[Answer("additional_cost", (SECOND,))])
    table.assert_zone("Bone Shards", Zone.HAND, 0)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
