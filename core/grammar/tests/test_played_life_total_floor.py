""""Damage that would reduce your life total to less than 1 reduces it to 1 instead" played
(CR 614.1a, 120.3a).

Ali from Cairo's controller at 3 life is dealt Lightning Bolt's 3: the life total becomes 1,
not 0, and the game goes on; the damage is still dealt (a lifelink source's controller gains
all of it, 702.15b); damage above the floor is dealt as usual; the opponent's Ali does not
protect its controller's opponent; with Ali gone, the damage kills. Ali from Cairo comes with
its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ALI_FROM_CAIRO = CardDef(
    name="Ali from Cairo", mana_cost="{2}{R}{R}", type_line="Creature — Human",
    text="Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    power="0", toughness="1")

PRINTED = (ALI_FROM_CAIRO,)
kit = pytest.mark.plugins(extra={"life-floor-kit": card_pool("life-floor-kit", PRINTED)})


def _bolted(table: Table, player: int, *, life: int) -> None:
    """``player`` at ``life`` is dealt Alice's Lightning Bolt's 3 (CR 120.3a)."""
    table.game.update_player(player, life=life)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice" if player == 0 else "Bob"])
    table.resolve()


@kit
def test_ali_from_cairo_keeps_its_controller_at_one_life(table: Table) -> None:
    """CR 614.1a: Alice at 3 is dealt 3: her life total becomes 1 instead of 0; she is
    still in the game (704.5a)."""
    table.battlefield(0, "Ali from Cairo")
    _bolted(table, 0, life=3)
    table.assert_life(0, 1)
    assert not table.game.player(0).lost
    table.assert_logged(rule="614.1a", contains="becomes 1 instead of 0")


@kit
def test_ali_from_cairo_damage_above_the_floor_is_dealt_as_usual(table: Table) -> None:
    """CR 120.3a: at 10, Lightning Bolt's 3 makes it 7: the floor changes nothing."""
    table.battlefield(0, "Ali from Cairo")
    _bolted(table, 0, life=10)
    table.assert_life(0, 7)


@kit
def test_ali_from_cairo_does_not_prevent_the_damage(table: Table) -> None:
    """CR 614.1a, 702.15b: Bob's Vampire Nighthawk (lifelink) deals Alice, at 1, its 2
    combat damage: Alice stays at 1, Bob gains 2 (the damage is dealt, not prevented)."""
    table.battlefield(0, "Ali from Cairo")
    table.battlefield(1, "Vampire Nighthawk")
    table.game.update_player(0, life=1)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.attack("Vampire Nighthawk")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 1)
    table.assert_life(1, 22)


@kit
def test_ali_from_cairo_protects_only_its_controller(table: Table) -> None:
    """CR 614.1a: "your life total": Bob, at 3, with Alice's Ali on the battlefield, loses
    the game to Lightning Bolt (704.5a)."""
    table.battlefield(0, "Ali from Cairo")
    _bolted(table, 1, life=3)
    assert table.game.player(1).lost or table.game.is_over


@kit
def test_without_ali_from_cairo_the_damage_kills(table: Table) -> None:
    """CR 611.3a: Ali shocked first leaves; then Lightning Bolt takes Alice from 3 to 0."""
    table.battlefield(0, "Ali from Cairo")
    table.game.update_player(0, life=3)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Lightning Bolt")
    table.cast("Shock", targets=["Ali from Cairo"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.game.player(0).lost or table.game.is_over


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)


# "If you control a creature, ..." (Worship): the floor applies only while the condition holds,
# asked as the damage is dealt (CR 614.1a, 611.3a).

WORSHIP = CardDef(
    name="Worship", mana_cost="{3}{W}", type_line="Enchantment",
    text="If you control a creature, damage that would reduce your life total to less than 1 "
         "reduces it to 1 instead.")

CONDITIONAL = (WORSHIP,)
worship_kit = pytest.mark.plugins(extra={"worship-kit": card_pool("worship-kit", CONDITIONAL)})


@worship_kit
def test_worship_with_a_creature_keeps_its_controller_at_one_life(table: Table) -> None:
    """CR 614.1a: Alice at 3 controls Worship and Grizzly Bears; Lightning Bolt's 3 makes her
    life total 1."""
    table.battlefield(0, "Worship", "Grizzly Bears")
    _bolted(table, 0, life=3)
    table.assert_life(0, 1)
    assert not table.game.player(0).lost


@worship_kit
def test_worship_without_a_creature_does_nothing(table: Table) -> None:
    """CR 614.1a: "If you control a creature": Alice at 3 controls Worship and no creature;
    Lightning Bolt takes her to 0 and she loses (704.5a)."""
    table.battlefield(0, "Worship")
    _bolted(table, 0, life=3)
    assert table.game.player(0).lost or table.game.is_over


@worship_kit
def test_worship_an_opponents_creature_is_not_yours(table: Table) -> None:
    """CR 614.1a: "you control": Bob's Grizzly Bears don't turn on Alice's Worship."""
    table.battlefield(0, "Worship")
    table.battlefield(1, "Grizzly Bears")
    _bolted(table, 0, life=3)
    assert table.game.player(0).lost or table.game.is_over


@worship_kit
def test_worship_applies_when_the_creature_dies_in_the_same_combat_damage(table: Table) -> None:
    """CR 510.2, 614.1a, 704.3: Bob's Hill Giant and Vampire Nighthawk attack Alice at 2; her
    Grizzly Bears block the Giant and die to its damage, dealt at the same time as the
    Nighthawk's: she still controlled a creature as the damage was dealt, so her life total
    becomes 1 (the Bears die after, as a state-based action)."""
    table.battlefield(0, "Worship", "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Vampire Nighthawk")
    table.game.update_player(0, life=2)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.attack("Hill Giant", "Vampire Nighthawk")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 1)
    assert not table.game.player(0).lost
    table.assert_zone("Grizzly Bears", "graveyard")


@needs_corpus
def test_worship_is_the_printed_card() -> None:
    assert_printed(CONDITIONAL)
