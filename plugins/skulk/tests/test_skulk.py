"""Skulk (CR 702.118, 509.1b): the manastack-skulk plugin alone, playing printed cards.

The skulk creatures are cast from their owner's hand (CR 601.2) and attack on her next turn.
Grizzly Bears, Hill Giant, Savannah Lions, Memnite, Giant Growth and the basic lands come
from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_skulk import ATTACKER_HAS_SKULK
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

skulk = pytest.mark.plugins("skulk")


def cast_and_attack_next_turn(table: Table, name: str, lands: dict[str, int]) -> None:
    """Alice casts ``name`` (CR 601.2), it resolves (608.3); on her next turn it is no longer
    summoning sick (302.6): the game is in her precombat main phase."""
    for land, count in lands.items():
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
    source = TomlCardSource.from_package("skulk-cards", "manastack_skulk", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@skulk
def test_skulk_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.118a: the keyword line "Skulk" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("skulk") == "skulk"
    card = rules.card("Vampire Cutthroat")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["skulk", "lifelink"]


@skulk
def test_a_creature_with_greater_power_cant_block(table: Table) -> None:
    """CR 702.118b: the cast Furtive Homunculus (2/1): Hill Giant (power 3) can't block it:
    not offered (509.1a), refused when declared (509.1b, the game as it was, CR 732);
    Grizzly Bears (power 2, not greater) and Memnite (1) can."""
    cast_and_attack_next_turn(table, "Furtive Homunculus", {"Island": 2})
    giant, bears, memnite = table.battlefield(1, "Hill Giant", "Grizzly Bears", "Memnite")
    table.attack("Furtive Homunculus")
    attacker = table.find("Furtive Homunculus").id
    assert can_block(table.game, giant.id, attacker) == ATTACKER_HAS_SKULK
    assert can_block(table.game, bears.id, attacker) is None
    assert can_block(table.game, memnite.id, attacker) is None
    assert table.blocks_offered() == {("Grizzly Bears", "Furtive Homunculus"),
                                      ("Memnite", "Furtive Homunculus")}
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(giant.id, attacker)],
                         rule="509.1b")
    assert table.game.state_digest() == before
    table.block({"Grizzly Bears": "Furtive Homunculus"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Furtive Homunculus", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@skulk
def test_an_unblocked_skulk_creature_deals_its_damage(table: Table) -> None:
    """CR 702.118b, 510.1a: the cast Rancid Rats (1/1): Hill Giant and Savannah Lions both
    have greater power, so no block is offered; 1 damage reaches Bob."""
    cast_and_attack_next_turn(table, "Rancid Rats", {"Swamp": 2})
    table.battlefield(1, "Hill Giant", "Savannah Lions")
    table.attack("Rancid Rats")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)


@skulk
def test_the_powers_are_the_current_ones(table: Table) -> None:
    """CR 702.118b with 613: the cast Vampire Cutthroat (1/1) attacks; Giant Growth makes it
    4/4 before blockers are declared (613.4c), so Hill Giant (3) may now block it."""
    cast_and_attack_next_turn(table, "Vampire Cutthroat", {"Swamp": 1})
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.battlefield(1, "Hill Giant")
    table.attack("Vampire Cutthroat")
    giant, attacker = table.find("Hill Giant").id, table.find("Vampire Cutthroat").id
    assert can_block(table.game, giant, attacker) == ATTACKER_HAS_SKULK
    table.cast("Giant Growth", targets=["Vampire Cutthroat"])
    table.resolve()
    assert table.power("Vampire Cutthroat") == 4
    assert can_block(table.game, giant, attacker) is None
    assert table.blocks_offered() == {("Hill Giant", "Vampire Cutthroat")}


@skulk
def test_a_skulk_creature_blocks_anything(table: Table) -> None:
    """CR 702.118b restricts only what blocks the creature with skulk: Farbog Revenant (1/3,
    lifelink) blocks Hill Giant (3/3); its 1 damage gains Bob 1 life (702.15b)."""
    table.battlefield(0, "Hill Giant")
    revenant = table.battlefield(1, "Farbog Revenant")
    table.attack("Hill Giant")
    assert can_block(table.game, revenant[0].id, table.find("Hill Giant").id) is None
    table.block({"Farbog Revenant": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 21)
    table.assert_zone("Farbog Revenant", Zone.GRAVEYARD, 1)


class _SkulkCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("skulk-cards", "manastack_skulk", "cards.toml")]


def test_without_the_plugin_a_skulk_card_is_refused_naming_it() -> None:
    """A card with skulk is refused naming the keyword and the plugin, never played as a
    creature anything can block."""
    table = Table.new(["skulk-cards"], extra={"skulk-cards": _SkulkCardsOnly()})
    card = table.game.rules.card("Furtive Homunculus")
    assert not card.playable
    assert card.missing_keywords == (("skulk", "skulk"),)


@skulk
def test_a_blocker_grown_after_the_block_stays_blocking(table: Table) -> None:
    """CR 702.118b restricts declaring the block (509.1b) and no more: Grizzly Bears (2)
    blocks Furtive Homunculus (2/1); Bob's Giant Growth then makes it 5/5, greater power, and
    it stays blocking (509.1h): the Homunculus is destroyed, the Bears survive, no damage
    reaches Bob."""
    table.battlefield(0, "Furtive Homunculus")
    table.battlefield(1, "Grizzly Bears", "Forest")
    table.hand(1, "Giant Growth")
    table.attack("Furtive Homunculus")
    table.block({"Grizzly Bears": "Furtive Homunculus"})
    table.pass_priority()  # Alice passes: Bob has priority in the declare blockers step
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Furtive Homunculus", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_life(1, 20)
