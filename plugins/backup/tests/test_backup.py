"""Backup (CR 702.165, 603.3d, 608.2b, 611.2c): the manastack-backup plugin alone, playing
printed cards.

Grizzly Bears, Lightning Bolt and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Rules, Step, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("backup")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast(table: Table, name: str, mana: str, *targets: str) -> None:
    """Alice casts ``name`` in her first main phase; as it resolves each backup trigger
    targets the next of ``targets`` (603.3d)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    for target in targets:
        table.answer("targets", target)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("backup-cards", "manastack_backup", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_backup_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.165a: "Backup 1" (reminder text removed) is the plugin's triggered ability."""
    assert rules.ruleset.plugin_of_keyword("backup") == "backup"
    for name in ("Boon-Bringer Valkyrie", "Scorn-Blade Berserker", "Conclave Sledge-Captain"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "backup" in rules.printed(card).keywords


def test_702_165a_another_creature_gets_the_counter_and_the_abilities(table: Table) -> None:
    """CR 702.165a: Boon-Bringer Valkyrie's backup targets Grizzly Bears: a +1/+1 counter
    (3/3) and flying, first strike and lifelink until end of turn; the Valkyrie keeps its
    own."""
    table.battlefield(0, "Grizzly Bears")
    cast(table, "Boon-Bringer Valkyrie", "CCCWW", "Grizzly Bears")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    for keyword in ("flying", "first strike", "lifelink"):
        assert table.has_keyword("Grizzly Bears", keyword)
        assert table.has_keyword("Boon-Bringer Valkyrie", keyword)
    table.assert_counters("Boon-Bringer Valkyrie", "+1/+1", 0)
    table.assert_logged(rule="702.165a", contains="gains the abilities printed below backup")


def test_702_165a_the_abilities_last_until_end_of_turn(table: Table) -> None:
    """CR 702.165a, 514.2: the Bears lose flying, first strike and lifelink in the cleanup
    step; the counter stays."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(0, "Grizzly Bears")
    cast(table, "Boon-Bringer Valkyrie", "CCCWW", "Grizzly Bears")
    resolve_stack(table)
    table.next_turn()
    for keyword in ("flying", "first strike", "lifelink"):
        assert not table.has_keyword("Grizzly Bears", keyword)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


def test_702_165a_on_itself_only_the_counter(table: Table) -> None:
    """CR 702.165a: "If that's another creature": Boon-Bringer Valkyrie targets itself: a
    5/5, and no ability is granted (the log has no grant)."""
    cast(table, "Boon-Bringer Valkyrie", "CCCWW", "Boon-Bringer Valkyrie")
    resolve_stack(table)
    table.assert_counters("Boon-Bringer Valkyrie", "+1/+1", 1)
    assert (table.power("Boon-Bringer Valkyrie"), table.toughness("Boon-Bringer Valkyrie")) \
        == (5, 5)
    assert not table.logged(contains="gains the abilities printed below backup")


def test_608_2b_the_target_gone_nothing_happens(table: Table) -> None:
    """CR 608.2b: Grizzly Bears, the target, is bolted in response: the ability does
    nothing, no counter and no ability on anything."""
    table.battlefield(0, "Grizzly Bears")
    cast(table, "Boon-Bringer Valkyrie", "CCCWW", "Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_counters("Boon-Bringer Valkyrie", "+1/+1", 0)
    assert not table.logged(contains="gains the abilities printed below backup")


def test_702_165a_a_granted_activated_ability_is_the_targets_own(table: Table) -> None:
    """CR 702.165a, 113.7: Scorn-Blade Berserker's backup gives Grizzly Bears "{1},
    Sacrifice this creature: Draw a card.": the Bears sacrifices itself (not the Berserker)
    and Alice draws."""
    table.library(0, "Plains", "Plains")
    table.battlefield(0, "Grizzly Bears")
    cast(table, "Scorn-Blade Berserker", "B", "Grizzly Bears")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.mana(0, "C")
    table.activate("Grizzly Bears")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Scorn-Blade Berserker", Zone.BATTLEFIELD, 0)
    assert len(table.game.ids_in(Zone.HAND, 0)) == 1


def test_702_165a_each_backup_triggers_and_grants_what_is_below(table: Table) -> None:
    """CR 702.165a, 603.2: Conclave Sledge-Captain's three backups trigger separately: two
    on Grizzly Bears (a 4/4 with trample), one on itself (a 5/5)."""
    table.battlefield(0, "Grizzly Bears")
    cast(table, "Conclave Sledge-Captain", "CCCCCG", "Grizzly Bears", "Grizzly Bears",
         "Conclave Sledge-Captain")
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.assert_counters("Conclave Sledge-Captain", "+1/+1", 1)
    assert table.has_keyword("Grizzly Bears", "trample")
    assert not table.has_keyword("Grizzly Bears", "backup")


class _BackupCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("backup-cards", "manastack_backup", "cards.toml")]


def test_without_the_plugin_a_backup_card_is_refused_naming_it() -> None:
    """A card with backup is refused naming the keyword and the plugin."""
    table = Table.new(["backup-cards"], extra={"backup-cards": _BackupCardsOnly()})
    card = table.game.rules.card("Boon-Bringer Valkyrie")
    assert not card.playable
    assert card.missing_keywords == (("backup", "backup"),)
