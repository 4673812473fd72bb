"""Changeling (CR 702.73, 604.3, 613.1d, 613.3): the manastack-changeling plugin alone,
playing printed cards.

Grizzly Bears, Memnite and the basic lands come from the kernel's pool; the Elf and Goblin
cards from this plugin's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import CREATURE_TYPES, Rules, TomlCardSource, Zone, hookimpl

changeling = pytest.mark.plugins("changeling")


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("changeling-cards", "manastack_changeling",
                                         "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def subtypes(table: Table, name: str, zone: Zone | None = None) -> tuple[str, ...]:
    return table.game.chars(table.find(name, zone=zone).id).type_line.subtypes


@changeling
def test_changeling_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.73a: the keyword line "Changeling" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("changeling") == "changeling"
    card = rules.card("Changeling Sentinel")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["changeling", "vigilance"]


@changeling
def test_a_cast_changeling_is_every_creature_type(table: Table) -> None:
    """CR 702.73a: the cast Woodland Changeling is every creature type (Elf, Goblin,
    Merfolk...), besides its printed Shapeshifter; Grizzly Bears stays a Bear."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Woodland Changeling")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Woodland Changeling")
    table.resolve()
    table.assert_zone("Woodland Changeling", Zone.BATTLEFIELD, 0)
    found = set(subtypes(table, "Woodland Changeling"))
    assert found == set(CREATURE_TYPES)
    assert {"Elf", "Goblin", "Merfolk", "Shapeshifter"} <= found
    assert subtypes(table, "Grizzly Bears") == ("Bear",)


@changeling
def test_changeling_works_in_every_zone(table: Table) -> None:
    """CR 702.73a, 604.3: "works everywhere": in the hand, the library and the graveyard the
    changeling card is every creature type too."""
    table.hand(0, "Woodland Changeling")
    table.library(0, "Changeling Sentinel")
    table.graveyard(1, "Woodland Changeling")
    for zone in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD):
        name = "Changeling Sentinel" if zone is Zone.LIBRARY else "Woodland Changeling"
        assert "Elf" in subtypes(table, name, zone), zone


@changeling
def test_an_elf_anthem_counts_the_changeling(table: Table) -> None:
    """CR 702.73a with 613.4c: Imperious Perfect's "Other Elves you control get +1/+1" gives
    the cast Changeling Sentinel +1/+1 (it is an Elf) but not Grizzly Bears, nor Bob's
    Woodland Changeling (not Alice's)."""
    table.battlefield(0, "Imperious Perfect", "Grizzly Bears")
    table.battlefield(1, "Woodland Changeling")
    table.lands(0, "Plains", 4)
    table.hand(0, "Changeling Sentinel")
    table.cast("Changeling Sentinel")
    table.resolve()
    assert (table.power("Changeling Sentinel"), table.toughness("Changeling Sentinel")) == (4, 3)
    assert table.power("Grizzly Bears") == 2
    assert table.power("Woodland Changeling") == 2


@changeling
def test_wellwisher_counts_every_elf_on_the_battlefield(table: Table) -> None:
    """"You gain 1 life for each Elf on the battlefield" (CR 702.73a): Wellwisher and both
    players' Woodland Changelings are Elves, Grizzly Bears isn't: 3 life."""
    table.battlefield(0, "Wellwisher", "Woodland Changeling", "Grizzly Bears")
    table.battlefield(1, "Woodland Changeling")
    table.activate("Wellwisher")
    table.resolve()
    table.assert_life(0, 23)


@changeling
def test_a_changeling_card_in_the_graveyard_is_a_goblin_card(table: Table) -> None:
    """CR 702.73a in the graveyard: Boggart Birth Rite returns "target Goblin card" from
    Alice's graveyard: Woodland Changeling is a legal target, Grizzly Bears isn't (601.2c)."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Boggart Birth Rite")
    table.graveyard(0, "Woodland Changeling", "Grizzly Bears")
    table.assert_illegal(table.cast, "Boggart Birth Rite", targets=["Grizzly Bears"],
                         rule="601.2c")
    table.cast("Boggart Birth Rite", targets=["Woodland Changeling"])
    table.resolve()
    table.assert_zone("Woodland Changeling", Zone.HAND, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


class _ChangelingCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("changeling-cards", "manastack_changeling",
                                            "cards.toml")]


def test_without_the_plugin_a_changeling_is_refused_naming_it() -> None:
    """A changeling card is refused naming the keyword and the plugin, never played as a
    plain Shapeshifter."""
    table = Table.new(["changeling-cards"], extra={"changeling-cards": _ChangelingCardsOnly()})
    card = table.game.rules.card("Woodland Changeling")
    assert not card.playable
    assert card.missing_keywords == (("changeling", "changeling"),)
