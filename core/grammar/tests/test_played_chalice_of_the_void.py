"""Printed Chalice of the Void, played (CR 107.3m, 122.1, 202.3, 601.2i, 603.7c, 701.6a).

Cast for X=1 it enters with one charge counter; each spell with mana value 1 cast by any
player is countered (Bob's Shock, Alice's own Shock), a spell of mana value 2 (Grizzly
Bears) is not.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CHALICE_OF_THE_VOID = CardDef(
    name="Chalice of the Void", mana_cost="{X}{X}", type_line="Artifact",
    text="This artifact enters with X charge counters on it.\nWhenever a player casts a spell "
         "with mana value equal to the number of charge counters on this artifact, counter that "
         "spell.")
SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

CARDS = (CHALICE_OF_THE_VOID, SHOCK)
kit = pytest.mark.plugins(extra={"chalice-kit": card_pool("chalice-kit", CARDS)})


def _chalice_for_one(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Chalice of the Void")
    table.cast("Chalice of the Void", x=1)
    table.resolve_all()
    table.assert_counters("Chalice of the Void", "charge", 1)


@kit
def test_a_spell_of_the_counted_mana_value_is_countered(table: Table) -> None:
    """CR 202.3, 701.6a: Bob's Shock (mana value 1) is countered; Alice keeps her life."""
    _chalice_for_one(table)
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    table.resolve_all()
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)


@kit
def test_its_controllers_spell_is_countered_too(table: Table) -> None:
    """CR 603.2: "a player": Alice's own Shock at Bob is countered."""
    _chalice_for_one(table)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    table.assert_life(1, 20)


@kit
def test_another_mana_value_resolves(table: Table) -> None:
    """CR 202.3: Grizzly Bears has mana value 2: not countered."""
    _chalice_for_one(table)
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
