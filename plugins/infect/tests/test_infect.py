"""Infect (CR 702.90, 120.3b, 120.3d, 704.5c): the manastack-infect plugin alone, playing
printed cards.

The infect creatures are cast from their owner's hand (CR 601.2) and attack on her next turn.
Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import IllegalActionError, Rules, Step, TomlCardSource, Zone, hookimpl

infect = pytest.mark.plugins("infect")


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
    source = TomlCardSource.from_package("infect-cards", "manastack_infect", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@infect
def test_infect_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.90a: the keyword line "Infect" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("infect") == "infect"
    card = rules.card("Plague Stinger")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["flying", "infect"]


@infect
def test_glistener_elf_gives_poison_not_life_loss(table: Table) -> None:
    """CR 702.90b, 120.3b: the cast Glistener Elf, unblocked, gives Bob 1 poison counter; his
    life stays 20."""
    cast_and_attack_next_turn(table, "Glistener Elf", {"Forest": 1})
    table.attack("Glistener Elf")
    table.go_to(Step.END_COMBAT)
    assert table.game.player(1).poison == 1
    table.assert_life(1, 20)
    table.assert_logged(rule="120.3b", contains="Glistener Elf")


@infect
def test_cystbearer_puts_minus_counters_on_its_blocker(table: Table) -> None:
    """CR 702.90c, 120.3d: the cast Cystbearer (2/3) blocked by Hill Giant (3/3): the Giant
    gets two -1/-1 counters (1/1), no damage marked; the Giant's 3 damage destroys the
    Cystbearer (704.5g)."""
    cast_and_attack_next_turn(table, "Cystbearer", {"Forest": 3})
    table.battlefield(1, "Hill Giant")
    table.attack("Cystbearer")
    table.block({"Hill Giant": "Cystbearer"})
    table.go_to(Step.END_COMBAT)
    table.assert_counters("Hill Giant", "-1/-1", 2)
    assert table.find("Hill Giant").damage == 0
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 1)
    table.assert_zone("Cystbearer", Zone.GRAVEYARD, 0)


@infect
def test_counters_to_zero_toughness_kill(table: Table) -> None:
    """CR 702.90c, 704.5f: Cystbearer blocked by Grizzly Bears (2/2): two -1/-1 counters make
    it 0/0, put into the graveyard; the Cystbearer survives the Bears' 2 damage."""
    table.battlefield(0, "Cystbearer")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Cystbearer")
    table.block({"Grizzly Bears": "Cystbearer"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="704.5f")
    table.assert_zone("Cystbearer", Zone.BATTLEFIELD, 0)


@infect
def test_ten_poison_counters_lose_the_game(table: Table) -> None:
    """CR 704.5c: Bob has 8 poison counters; the cast Plague Stinger (flying, infect) and
    Glistener Elf, unblocked, give him 2 more: he loses the game."""
    cast_and_attack_next_turn(table, "Plague Stinger", {"Swamp": 2})
    table.battlefield(0, "Glistener Elf")
    table.game.add_poison(1, 8)
    table.attack("Plague Stinger", "Glistener Elf")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.END_COMBAT)  # combat damage ends the game on the way (104.3d)
    game = table.game
    assert game.player(1).poison == 10
    assert game.player(1).lost and game.state.over and game.state.winner == 0
    table.assert_logged(rule="704.5c")


class _InfectCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("infect-cards", "manastack_infect", "cards.toml")]


def test_without_the_plugin_an_infect_card_is_refused_naming_it() -> None:
    """A card with infect is refused naming the keyword and the plugin, never played as a
    creature dealing ordinary damage."""
    table = Table.new(["infect-cards"], extra={"infect-cards": _InfectCardsOnly()})
    card = table.game.rules.card("Glistener Elf")
    assert not card.playable
    assert card.missing_keywords == (("infect", "infect"),)
