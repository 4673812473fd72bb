"""Wither (CR 702.80, 120.3d, 704.5f): the manastack-wither plugin alone, playing printed
cards.

The wither creatures are cast from their owner's hand (CR 601.2) and attack on her next turn.
Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

wither = pytest.mark.plugins("wither")


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
    source = TomlCardSource.from_package("wither-cards", "manastack_wither", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@wither
def test_wither_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.80a: the keyword line "Wither" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("wither") == "wither"
    card = rules.card("Rustrazor Butcher")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["first strike", "wither"]


@wither
def test_sickle_ripper_puts_minus_counters_on_its_blocker(table: Table) -> None:
    """CR 702.80a, 120.3d: the cast Sickle Ripper (2/1) blocked by Hill Giant (3/3): the
    Giant gets two -1/-1 counters (1/1), no damage marked; the Giant's 3 damage destroys the
    Ripper (704.5g)."""
    cast_and_attack_next_turn(table, "Sickle Ripper", {"Swamp": 2})
    table.battlefield(1, "Hill Giant")
    table.attack("Sickle Ripper")
    table.block({"Hill Giant": "Sickle Ripper"})
    table.go_to(Step.END_COMBAT)
    table.assert_counters("Hill Giant", "-1/-1", 2)
    assert table.find("Hill Giant").damage == 0
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 1)
    table.assert_logged(rule="120.3d", contains="2 -1/-1 counter(s) put on Hill Giant")
    table.assert_zone("Sickle Ripper", Zone.GRAVEYARD, 0)


@wither
def test_wither_damage_to_a_player_is_life_loss(table: Table) -> None:
    """CR 120.3a: wither changes only damage to creatures: the unblocked Smoldering Butcher
    (4/2) makes Bob lose 4 life and gives no poison counter."""
    cast_and_attack_next_turn(table, "Smoldering Butcher", {"Swamp": 4})
    table.attack("Smoldering Butcher")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)
    assert table.game.player(1).poison == 0


@wither
def test_counters_to_zero_toughness_kill(table: Table) -> None:
    """CR 702.80a, 704.5f: Wildslayer Elves (3/3) blocked by Grizzly Bears (2/2): three
    -1/-1 counters make the Bears -1/-1, put into the graveyard as a state-based action; the
    Elves survive the Bears' 2 damage."""
    table.battlefield(0, "Wildslayer Elves")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Wildslayer Elves")
    table.block({"Grizzly Bears": "Wildslayer Elves"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="704.5f")
    table.assert_zone("Wildslayer Elves", Zone.BATTLEFIELD, 0)


@wither
def test_the_counters_stay_after_the_turn(table: Table) -> None:
    """CR 702.80a, 514.2: Juvenile Gloomwidow (1/3, reach, wither) blocks Grizzly Bears: the
    Bears get a -1/-1 counter, which cleanup doesn't remove (only marked damage goes): on the
    next turn the Bears are still 1/1, while the Gloomwidow's 2 damage is gone."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Juvenile Gloomwidow")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.attack("Grizzly Bears")
    table.block({"Juvenile Gloomwidow": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Juvenile Gloomwidow").damage == 2
    table.next_turn()
    table.assert_counters("Grizzly Bears", "-1/-1", 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (1, 1)
    assert table.find("Juvenile Gloomwidow").damage == 0


@wither
def test_a_spell_with_wither_puts_counters(table: Table) -> None:
    """CR 702.80c: wither works from any zone: Puncture Blast, on the stack, deals its 3
    damage to Hill Giant (3/3) as three -1/-1 counters; the Giant, 0/0, is put into the
    graveyard (704.5f), not destroyed by lethal damage (704.5g)."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Puncture Blast")
    table.cast("Puncture Blast", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="120.3d", contains="3 -1/-1 counter(s) put on Hill Giant")
    table.assert_logged(rule="704.5f")


@wither
def test_a_spell_with_wither_at_a_player_is_life_loss(table: Table) -> None:
    """CR 120.3a: Puncture Blast aimed at Bob makes him lose 3 life."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Puncture Blast")
    table.cast("Puncture Blast", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Puncture Blast", Zone.GRAVEYARD, 0)


class _WitherCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("wither-cards", "manastack_wither", "cards.toml")]


def test_without_the_plugin_a_wither_card_is_refused_naming_it() -> None:
    """A card with wither is refused naming the keyword and the plugin, never played as a
    creature dealing ordinary damage."""
    table = Table.new(["wither-cards"], extra={"wither-cards": _WitherCardsOnly()})
    card = table.game.rules.card("Sickle Ripper")
    assert not card.playable
    assert card.missing_keywords == (("wither", "wither"),)
