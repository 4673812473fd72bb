"""Cost reductions for some of their controller's spells, played (CR 601.2f, 601.2a,
601.2i, 205.2a).

Shadow in the Warp ("The first creature spell you cast each turn costs {2} less to cast."):
a noncreature spell cast before doesn't use it up; the second creature spell pays in full.
Patrician Geist ("Spells you cast from your graveyard cost {1} less to cast.") and Sage of
the Beyond ("Spells you cast from anywhere other than your hand cost {2} less to cast."):
Think Twice's flashback from the graveyard is cheaper, the same card cast from the hand is
not.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SHADOW_IN_THE_WARP = CardDef(
    name="Shadow in the Warp", mana_cost="{1}{R}{G}", type_line="Enchantment",
    text="The first creature spell you cast each turn costs {2} less to cast.\nWhenever an "
         "opponent casts their first noncreature spell each turn, this enchantment deals 2 "
         "damage to that player.")
PATRICIAN_GEIST = CardDef(
    name="Patrician Geist", mana_cost="{2}{U}", type_line="Creature — Spirit Knight",
    power="2", toughness="2",
    text="Flying\nOther Spirits you control get +1/+1.\nSpells you cast from your graveyard "
         "cost {1} less to cast.")
SAGE_OF_THE_BEYOND = CardDef(
    name="Sage of the Beyond", mana_cost="{5}{U}{U}", type_line="Creature — Spirit Giant",
    power="5", toughness="5",
    text="Flying\nSpells you cast from anywhere other than your hand cost {2} less to cast.\n"
         "Foretell {4}{U} (During your turn, you may pay {2} and exile this card from your "
         "hand face down. Cast it on a later turn for its foretell cost.)")
THINK_TWICE = CardDef(
    name="Think Twice", mana_cost="{1}{U}", type_line="Instant",
    text="Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its "
         "flashback cost. Then exile it.)")

PRINTED = (SHADOW_IN_THE_WARP, PATRICIAN_GEIST, SAGE_OF_THE_BEYOND, THINK_TWICE)
kit = pytest.mark.plugins("flashback", "foretell",
                          extra={"kind-zone-kit": card_pool("kind-zone-kit", PRINTED)})


def _untapped(table: Table) -> int:
    """Alice's untapped lands."""
    return sum(1 for o in table.game.battlefield(0)
               if not o.tapped and table.game.chars(o.id).type_line.has_type("Land"))


@kit
def test_shadow_lowers_the_first_creature_spell_only(table: Table) -> None:
    """CR 601.2f, 601.2i: Shadow (a noncreature spell) cast first; the Wurm, the first
    creature spell, costs {2}{G}{G} (four lands); the Bears then cost {1}{G} in full."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 8)
    table.hand(0, "Shadow in the Warp", "Craw Wurm", "Grizzly Bears")
    table.cast("Shadow in the Warp")
    table.resolve()
    assert _untapped(table) == 6
    table.cast("Craw Wurm")
    assert _untapped(table) == 2
    table.resolve()
    table.cast("Grizzly Bears")
    assert _untapped(table) == 0
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@kit
def test_shadow_a_second_creature_spell_is_refused_without_full_mana(table: Table) -> None:
    """CR 601.2f, 732: after the Bears (reduced to {G}), a second Bears costs {1}{G}: one
    Forest left can't pay it, the game unchanged."""
    table.battlefield(0, "Shadow in the Warp")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert _untapped(table) == 1
    table.resolve()
    table.assert_illegal(table.cast, "Grizzly Bears")
    assert _untapped(table) == 1


@kit
def test_patrician_geist_lowers_flashback_from_the_graveyard(table: Table) -> None:
    """CR 601.2f, 601.2a: Think Twice from the hand costs {1}{U} (two Islands), its
    flashback from the graveyard {2}{U} less {1}: two Islands again."""
    table.library(0, *["Wastes"] * 4)
    table.lands(0, "Island", 7)
    table.hand(0, "Patrician Geist", "Think Twice")
    table.cast("Patrician Geist")
    table.resolve()
    assert table.tapped_count(0, "Island") == 3
    table.cast("Think Twice")
    assert table.tapped_count(0, "Island") == 5
    table.resolve()
    table.cast("Think Twice", using="flashback")
    assert table.tapped_count(0, "Island") == 7
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)


@kit
def test_sage_lowers_flashback_by_two(table: Table) -> None:
    """CR 601.2f, 601.2a: with Sage of the Beyond (cast for {5}{U}{U} from the hand, not
    lowered), Think Twice's flashback {2}{U} costs {U}: one Island."""
    table.library(0, *["Wastes"] * 4)
    table.lands(0, "Island", 8)
    table.hand(0, "Sage of the Beyond")
    table.graveyard(0, "Think Twice")
    table.cast("Sage of the Beyond")
    assert table.tapped_count(0, "Island") == 7
    table.resolve()
    table.cast("Think Twice", using="flashback")
    assert table.tapped_count(0, "Island") == 8
    table.resolve()
    assert len(table.game.objects_in(Zone.HAND, 0)) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
