"""Printed "Whenever you cast a spell with mana value N or greater, ..." and "Whenever a player
casts a spell with mana value N or less, ~ deals N damage to that player.", played (CR 601.2i,
202.3, 202.3b, 603.2, 603.7c).

Ascendant Packleader grows when Alice casts Craw Wurm (mana value 6) and not for Grizzly
Bears (2); Blaze's mana value on the stack counts X (202.3b). Eidolon of the Great Revel deals
2 damage to whoever casts a spell of mana value 3 or less, Alice or Bob, not for Craw Wurm.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PACKLEADER = CardDef(
    name="Ascendant Packleader", mana_cost="{G}", type_line="Creature — Wolf", power="2",
    toughness="1",
    text="This creature enters with a +1/+1 counter on it if you control a permanent with mana "
         "value 4 or greater.\nWhenever you cast a spell with mana value 4 or greater, put a "
         "+1/+1 counter on this creature.")
EIDOLON = CardDef(
    name="Eidolon of the Great Revel", mana_cost="{R}{R}",
    type_line="Enchantment Creature — Spirit", power="2", toughness="2",
    text="Whenever a player casts a spell with mana value 3 or less, this creature deals 2 "
         "damage to that player.")

CARDS = (PACKLEADER, EIDOLON)
kit = pytest.mark.plugins(extra={"cast-mv-kit": card_pool("cast-mv-kit", CARDS)})


@kit
def test_packleader_grows_for_a_big_spell_only(table: Table) -> None:
    """CR 601.2i, 202.3: Craw Wurm (6) triggers it, Grizzly Bears (2) does not."""
    table.battlefield(0, "Ascendant Packleader")
    table.lands(0, "Forest", 8)
    table.hand(0, "Grizzly Bears", "Craw Wurm")
    table.cast("Grizzly Bears")
    assert len(table.names(Zone.STACK)) == 1  # no trigger for mana value 2
    table.resolve()
    table.cast("Craw Wurm")
    assert len(table.names(Zone.STACK)) == 2
    table.resolve()  # the trigger, above the spell (603.3)
    table.assert_counters("Ascendant Packleader", "+1/+1", 1)
    assert table.power("Ascendant Packleader") == 3


@kit
def test_packleader_counts_x_on_the_stack(table: Table) -> None:
    """CR 202.3b: Blaze with X=3 has mana value 4 on the stack: a counter; X=2 (3): none."""
    table.battlefield(0, "Ascendant Packleader")
    table.lands(0, "Mountain", 7)
    table.hand(0, "Blaze", "Blaze")
    table.cast("Blaze", x=2, targets=["Bob"])
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.cast("Blaze", x=3, targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Ascendant Packleader", "+1/+1", 1)


@kit
def test_eidolon_burns_whoever_casts_a_small_spell(table: Table) -> None:
    """CR 603.7c: "that player" is the caster: Alice for her Grizzly Bears, Bob for his
    Lightning Bolt; Craw Wurm (6) triggers nothing."""
    table.battlefield(0, "Eidolon of the Great Revel")
    table.lands(0, "Forest", 8)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Grizzly Bears", "Craw Wurm")
    table.hand(1, "Lightning Bolt")
    table.cast("Grizzly Bears")
    table.resolve()  # the trigger
    assert table.life(0) == 18
    assert table.life(1) == 20
    table.resolve()
    table.cast("Craw Wurm")
    assert len(table.names(Zone.STACK)) == 1
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()  # Bob's trigger
    assert table.life(1) == 18
    table.resolve_all()
    assert table.life(0) == 15


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
