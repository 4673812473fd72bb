"""Printed spells that cost less by a number counted as the total cost is determined (CR
601.2f, 107.3c), played.

Ancient Stone Idol ("This spell costs {1} less to cast for each attacking creature.") counts
the creatures attacking, whoever controls them (506.4); Focus the Mind ("... {2} less to
cast if you've cast another spell this turn.") asks whether its caster cast a spell before
it (601.2f comes before 601.2i); Ghalta, Primal Hunger ("This spell costs {X} less to cast,
where X is the total power of creatures you control.") adds up the powers of its caster's
creatures (208.1). Without the reduction the cast can't be paid and the game is as it was
(732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ANCIENT_STONE_IDOL = CardDef(
    name="Ancient Stone Idol", mana_cost="{10}", type_line="Artifact Creature — Golem",
    power="12", toughness="12",
    text="Flash\nThis spell costs {1} less to cast for each attacking creature.\nTrample\n"
         "When this creature dies, create a 6/12 colorless Construct artifact creature token "
         "with trample.")
FOCUS_THE_MIND = CardDef(
    name="Focus the Mind", mana_cost="{4}{U}", type_line="Instant",
    text="This spell costs {2} less to cast if you've cast another spell this turn.\n"
         "Draw three cards, then discard a card.")
GHALTA = CardDef(
    name="Ghalta, Primal Hunger", mana_cost="{10}{G}{G}",
    type_line="Legendary Creature — Elder Dinosaur", power="12", toughness="12",
    text="This spell costs {X} less to cast, where X is the total power of creatures you "
         "control.\nTrample (This creature can deal excess combat damage to the player or "
         "planeswalker it's attacking.)")

PRINTED = (ANCIENT_STONE_IDOL, FOCUS_THE_MIND, GHALTA)
kit = pytest.mark.plugins(extra={"spellcounts-kit": card_pool("spellcounts-kit", PRINTED)})


@kit
def test_stone_idol_costs_one_less_for_each_attacker(table: Table) -> None:
    """CR 601.2f, 506.4: two creatures attack the Idol's caster: {10} less {2} is {8}."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.lands(1, "Island", 8)
    table.hand(1, "Ancient Stone Idol")
    table.attack("Grizzly Bears", "Savannah Lions")
    table.pass_priority()
    assert table.game.pending().player == 1
    table.cast("Ancient Stone Idol")
    table.assert_logged(rule="601.2f", contains="for each attacking creature")
    assert table.tapped_count(1) == 8
    table.resolve()
    table.assert_zone("Ancient Stone Idol", Zone.BATTLEFIELD, player=1)


@kit
def test_stone_idol_costs_full_with_no_attacker(table: Table) -> None:
    """CR 601.2f: no creature is attacking in the main phase: {10} can't be paid with eight
    lands, and the game is unchanged (732)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 8)
    table.hand(0, "Ancient Stone Idol")
    table.assert_illegal(table.cast, "Ancient Stone Idol", rule="601.2")
    table.assert_zone("Ancient Stone Idol", Zone.HAND, player=0)
    assert table.tapped_count(0) == 0


@kit
def test_focus_the_mind_is_cheaper_after_another_spell(table: Table) -> None:
    """CR 601.2f, 601.2i: first, with three Islands, it can't be cast for {4}{U} (732);
    after Lightning Bolt it costs {2}{U}, draws three cards and discards one (701.9)."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 3)
    table.library(0, "Grizzly Bears", "Savannah Lions", "Island", "Island")
    table.hand(0, "Focus the Mind", "Lightning Bolt")
    table.assert_illegal(table.cast, "Focus the Mind", rule="601.2")
    assert table.tapped_count(0) == 0
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.cast("Focus the Mind")
    table.assert_logged(rule="601.2f", contains="if you've cast another spell this turn")
    assert table.tapped_count(0) == 4
    table.resolve()
    assert table.zone_of("Focus the Mind") is Zone.GRAVEYARD
    assert len(table.game.objects_in(Zone.HAND, 0)) == 2
    assert len(table.game.objects_in(Zone.GRAVEYARD, 0)) == 3


@kit
def test_an_opponents_spell_does_not_count(table: Table) -> None:
    """CR 601.2f: "you've cast" is the caster: the opponent's spell leaves it at {4}{U}."""
    table.lands(1, "Mountain", 1)
    table.lands(0, "Island", 3)
    table.hand(1, "Lightning Bolt")
    table.hand(0, "Focus the Mind")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.game.pending().player == 0
    table.assert_illegal(table.cast, "Focus the Mind", rule="601.2")
    assert table.tapped_count(0) == 0


@kit
def test_ghalta_costs_less_by_the_total_power_of_your_creatures(table: Table) -> None:
    """CR 601.2f, 208.1: Grizzly Bears (2) and Craw Wurm (6) make it {2}{G}{G}; an
    opponent's creature adds nothing."""
    table.battlefield(0, "Grizzly Bears", "Craw Wurm")
    table.battlefield(1, "Savannah Lions")
    table.lands(0, "Forest", 4)
    table.hand(0, "Ghalta, Primal Hunger")
    table.cast("Ghalta, Primal Hunger")
    table.assert_logged(rule="601.2f", contains="total power of creatures you control")
    assert table.tapped_count(0) == 4
    table.resolve()
    table.assert_zone("Ghalta, Primal Hunger", Zone.BATTLEFIELD, player=0)


@kit
def test_ghalta_costs_full_with_only_an_opponents_creature(table: Table) -> None:
    """CR 601.2f: X is 0; {10}{G}{G} can't be paid with four Forests (732)."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 4)
    table.hand(0, "Ghalta, Primal Hunger")
    table.assert_illegal(table.cast, "Ghalta, Primal Hunger", rule="601.2")
    table.assert_zone("Ghalta, Primal Hunger", Zone.HAND, player=0)
    assert table.tapped_count(0) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
