"""Horsemanship (CR 702.31, 509.1b): the manastack-horsemanship plugin alone, playing printed
cards.

The horsemanship creatures are cast from their owner's hand (CR 601.2) and attack on her next
turn. Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_horsemanship import ATTACKER_HAS_HORSEMANSHIP
from pytest_manastack import Table, assert_printed

from manastack.api import (
    Block,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    can_block,
    declare_blockers,
    hookimpl,
)

horsemanship = pytest.mark.plugins("horsemanship")


def cast_and_attack_next_turn(table: Table, name: str, land: str, count: int) -> None:
    """Alice casts ``name`` (CR 601.2), it resolves (608.3); on her next turn it is no longer
    summoning sick (302.6): the game is in her precombat main phase."""
    table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("horsemanship-cards", "manastack_horsemanship",
                                         "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@horsemanship
def test_horsemanship_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.31a: the keyword line "Horsemanship" (reminder text removed) is the plugin's,
    also in a list ("Vigilance; horsemanship")."""
    assert rules.ruleset.plugin_of_keyword("horsemanship") == "horsemanship"
    card = rules.card("Shu General")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["vigilance",
                                                                       "horsemanship"]


@horsemanship
@pytest.mark.parametrize(("name", "land", "count"),
                         [("Shu Cavalry", "Plains", 3), ("Wu Light Cavalry", "Island", 2)])
def test_only_creatures_with_horsemanship_block_it(
        table: Table, name: str, land: str, count: int) -> None:
    """CR 702.31b: Grizzly Bears (no horsemanship) can't block the cast horsemanship
    creature: not offered (509.1a), refused when declared (509.1b, the game as it was, CR
    732); Wei Scout (horsemanship) can, and the attacker's damage destroys it (704.5g)."""
    cast_and_attack_next_turn(table, name, land, count)
    bears, scout = table.battlefield(1, "Grizzly Bears", "Wei Scout")
    table.attack(name)
    attacker = table.find(name).id
    assert can_block(table.game, bears.id, attacker) == ATTACKER_HAS_HORSEMANSHIP
    assert can_block(table.game, scout.id, attacker) is None
    assert table.blocks_offered() == {("Wei Scout", name)}
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, attacker)],
                         rule="509.1b")
    assert table.game.state_digest() == before
    table.block({"Wei Scout": name})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Wei Scout", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@horsemanship
def test_an_unblocked_horsemanship_creature_deals_its_damage(table: Table) -> None:
    """CR 702.31b, 510.1a: with only creatures without horsemanship to block, no block is
    offered; the cast Lady Zhurong's 4 damage reaches Bob."""
    cast_and_attack_next_turn(table, "Lady Zhurong, Warrior Queen", "Forest", 5)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.attack("Lady Zhurong, Warrior Queen")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@horsemanship
def test_a_horsemanship_creature_blocks_anything(table: Table) -> None:
    """CR 702.31b: "A creature with horsemanship can block a creature with or without
    horsemanship": Shu Cavalry blocks Grizzly Bears; Yellow Scarves Cavalry can't block at
    all (its own "can't block", 509.1a, read by the kernel)."""
    table.battlefield(0, "Grizzly Bears")
    cavalry, scarves = table.battlefield(1, "Shu Cavalry", "Yellow Scarves Cavalry")
    table.attack("Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    assert can_block(table.game, cavalry.id, bears) is None
    assert can_block(table.game, scarves.id, bears) is not None
    assert table.blocks_offered() == {("Shu Cavalry", "Grizzly Bears")}
    table.block({"Shu Cavalry": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Shu Cavalry", Zone.GRAVEYARD, 1)


class _HorsemanshipCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("horsemanship-cards", "manastack_horsemanship",
                                            "cards.toml")]


def test_without_the_plugin_a_horsemanship_card_is_refused_naming_it() -> None:
    """A card with horsemanship is refused naming the keyword and the plugin, never played
    as a creature anything can block."""
    table = Table.new(["horsemanship-cards"],
                      extra={"horsemanship-cards": _HorsemanshipCardsOnly()})
    card = table.game.rules.card("Shu Cavalry")
    assert not card.playable
    assert card.missing_keywords == (("horsemanship", "horsemanship"),)
