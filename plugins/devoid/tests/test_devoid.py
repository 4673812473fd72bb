"""Devoid (CR 702.114, 604.3, 613.1e, 613.3): the manastack-devoid plugin alone, playing
printed cards.

Grizzly Bears and the basic lands come from the kernel's pool; the devoid cards and Doom
Blade from this plugin's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, TomlCardSource, Zone, hookimpl

devoid = pytest.mark.plugins("devoid")


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("devoid-cards", "manastack_devoid", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def colors(table: Table, name: str, zone: Zone | None = None) -> frozenset[str]:
    return table.game.chars(table.find(name, zone=zone).id).colors


@devoid
def test_devoid_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.114a: the keyword line "Devoid" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("devoid") == "devoid"
    card = rules.card("Vestige of Emrakul")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["devoid", "trample"]


@devoid
def test_a_devoid_card_is_colorless_in_every_zone(table: Table) -> None:
    """CR 702.114a: "functions everywhere": Vestige of Emrakul ({3}{R}) is colorless in the
    hand, on the stack as it is cast (601.2), on the battlefield; Grizzly Bears stays green
    (202.2)."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Vestige of Emrakul")
    table.library(0, "Slaughter Drone")
    table.graveyard(1, "Oblivion Strike")
    table.battlefield(0, "Grizzly Bears")
    assert colors(table, "Vestige of Emrakul", Zone.HAND) == frozenset()
    assert colors(table, "Slaughter Drone", Zone.LIBRARY) == frozenset()
    assert colors(table, "Oblivion Strike", Zone.GRAVEYARD) == frozenset()
    table.cast("Vestige of Emrakul")
    assert colors(table, "Vestige of Emrakul", Zone.STACK) == frozenset()
    table.resolve()
    table.assert_zone("Vestige of Emrakul", Zone.BATTLEFIELD, 0)
    assert colors(table, "Vestige of Emrakul") == frozenset()
    assert colors(table, "Grizzly Bears") == frozenset({"G"})


@devoid
def test_a_colorless_spell_triggers_kozileks_sentinel(table: Table) -> None:
    """"Whenever you cast a colorless spell" (CR 603.2, 702.114a): casting Vestige of Emrakul
    triggers Kozilek's Sentinel (+1/+0 until end of turn); casting Grizzly Bears (green)
    doesn't."""
    table.battlefield(0, "Kozilek's Sentinel")
    table.lands(0, "Mountain", 4)
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Vestige of Emrakul")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.power("Kozilek's Sentinel") == 1
    table.cast("Vestige of Emrakul")
    table.resolve_all()
    table.assert_zone("Vestige of Emrakul", Zone.BATTLEFIELD, 0)
    assert table.power("Kozilek's Sentinel") == 2


@devoid
def test_doom_blade_destroys_a_black_mana_devoid_creature(table: Table) -> None:
    """CR 702.114a, 105.2c: Slaughter Drone ({1}{B}, devoid) is not black: it is a legal
    target for Doom Blade's "target nonblack creature" (601.2c) and is destroyed."""
    table.battlefield(1, "Slaughter Drone")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Doom Blade")
    table.cast("Doom Blade", targets=["Slaughter Drone"])
    table.resolve()
    table.assert_zone("Slaughter Drone", Zone.GRAVEYARD, 1)


@devoid
def test_slaughter_drone_gains_deathtouch_for_colorless_mana(table: Table) -> None:
    """The cast Slaughter Drone's "{C}: gains deathtouch until end of turn" (CR 602.2,
    106.1b: paid with colorless mana, here Wastes')."""
    table.lands(0, "Swamp", 2)
    table.lands(0, "Wastes", 1)
    table.hand(0, "Slaughter Drone")
    table.cast("Slaughter Drone")
    table.resolve()
    table.activate("Slaughter Drone")
    table.resolve()
    assert table.has_keyword("Slaughter Drone", "deathtouch")


@devoid
def test_oblivion_strike_exiles_a_creature(table: Table) -> None:
    """Oblivion Strike, a colorless sorcery (702.114a), exiles Grizzly Bears."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Oblivion Strike")
    assert colors(table, "Oblivion Strike", Zone.HAND) == frozenset()
    table.cast("Oblivion Strike", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)


class _DevoidCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("devoid-cards", "manastack_devoid", "cards.toml")]


def test_without_the_plugin_a_devoid_card_is_refused_naming_it() -> None:
    """A devoid card is refused naming the keyword and the plugin, never played as a colored
    card."""
    table = Table.new(["devoid-cards"], extra={"devoid-cards": _DevoidCardsOnly()})
    card = table.game.rules.card("Vestige of Emrakul")
    assert not card.playable
    assert card.missing_keywords == (("devoid", "devoid"),)
