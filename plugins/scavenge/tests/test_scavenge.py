"""Scavenge (CR 702.97a, 113.6, 602.5d, 608.2b, 608.2h): the manastack-scavenge plugin alone,
playing printed cards.

Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, ExileSelf, Rules, Step, TomlCardSource, Zone, hookimpl

scavenge = pytest.mark.plugins("scavenge")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("scavenge-cards", "manastack_scavenge", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@scavenge
def test_scavenge_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.97a, 113.6: the keyword line "Scavenge {4}{G}{G}" is the plugin's, an activated
    ability that functions in the graveyard, at sorcery speed, whose cost exiles the card,
    with one target creature."""
    assert rules.ruleset.plugin_of_keyword("scavenge") == "scavenge"
    card = rules.card("Deadbridge Goliath")
    assert card.playable
    [ability] = card.abilities
    assert getattr(ability, "keyword", None) == "scavenge"
    assert getattr(ability, "zones", None) == ("graveyard",)
    assert getattr(ability, "sorcery_speed", None) is True
    assert str(ability.cost.mana) == "{4}{G}{G}"  # type: ignore[attr-defined]
    assert [type(p) for p in ability.cost.parts] == [ExileSelf]  # type: ignore[attr-defined]
    assert len(ability.effect.targets) == 1  # type: ignore[attr-defined]


@scavenge
def test_scavenged_its_power_in_counters_on_the_target(table: Table) -> None:
    """CR 702.97a: Deadbridge Goliath (5/5) scavenged for {4}{G}{G} onto Grizzly Bears: the
    card is exiled, and the Bears get five +1/+1 counters: a 7/7."""
    table.lands(0, "Forest", 6)
    table.graveyard(0, "Deadbridge Goliath")
    table.battlefield(0, "Grizzly Bears")
    table.activate("Deadbridge Goliath", targets=["Grizzly Bears"])
    table.assert_zone("Deadbridge Goliath", Zone.EXILE, 0)  # exiled as the cost (601.2h)
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 5)
    assert table.power("Grizzly Bears") == 7
    table.assert_logged(rule="702.97a", contains="Deadbridge Goliath")


@scavenge
def test_slitherhead_scavenged_for_nothing_onto_an_opponents_creature(table: Table) -> None:
    """CR 702.97a, 115.1: "target creature" is any creature: Slitherhead (1/1) scavenged for
    {0} puts one +1/+1 counter on Bob's Grizzly Bears."""
    table.graveyard(0, "Slitherhead")
    table.battlefield(1, "Grizzly Bears")
    table.activate("Slitherhead", targets=["Grizzly Bears"])
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.game.controller(table.find("Grizzly Bears").id) == 1


@scavenge
def test_the_target_gone_nothing_happens_and_the_card_stays_exiled(table: Table) -> None:
    """CR 608.2b, 702.97a: the target creature leaves before the ability resolves: it does
    nothing; the card, exiled as a cost, stays in exile."""
    table.lands(0, "Forest", 6)
    table.graveyard(0, "Drudge Beetle")
    table.battlefield(0, "Grizzly Bears")
    table.activate("Drudge Beetle", targets=["Grizzly Bears"])
    table.game.move(table.find("Grizzly Bears").id, Zone.GRAVEYARD, rule="400.7")
    table.refresh()
    resolve_stack(table)
    table.assert_zone("Drudge Beetle", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.97a")


@pytest.mark.plugins("scavenge", "haste")
def test_dreg_mangler_scavenged_onto_a_hasty_attacker(table: Table) -> None:
    """CR 702.97a, 602.5d: Dreg Mangler (3/3, haste) scavenged for {3}{B}{G} in Alice's main
    phase onto her Grizzly Bears: three +1/+1 counters; the 5/5 Bears attack: Bob takes 5."""
    table.lands(0, "Swamp", 4)
    table.lands(0, "Forest", 1)
    table.graveyard(0, "Dreg Mangler")
    table.battlefield(0, "Grizzly Bears")
    table.activate("Dreg Mangler", targets=["Grizzly Bears"])
    resolve_stack(table)
    table.assert_counters("Grizzly Bears", "+1/+1", 3)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


def offered(table: Table, name: str) -> bool:
    """Does the priority decision offer activating an ability of ``name`` (CR 117.1)?"""
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@scavenge
def test_offered_with_the_mana_and_a_creature_to_target(table: Table) -> None:
    """CR 113.6, 602.2, 601.2c: Drudge Beetle in Alice's graveyard: its scavenge ability is
    offered in her main phase with {5}{G} and a creature to target; not without the mana."""
    table.graveyard(0, "Drudge Beetle")
    table.battlefield(0, "Grizzly Bears")
    assert not offered(table, "Drudge Beetle")
    table.lands(0, "Forest", 6)
    assert offered(table, "Drudge Beetle")


@scavenge
def test_scavenge_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d: not in Bob's turn; never offered then."""
    table.graveyard(0, "Slitherhead")
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Slitherhead")
    table.assert_illegal(table.activate, "Slitherhead", targets=["Grizzly Bears"],
                         rule="602.5d")


@scavenge
def test_it_functions_only_in_the_graveyard(table: Table) -> None:
    """CR 113.6, 702.97a: on the battlefield or in the hand, scavenge can't be activated."""
    table.battlefield(0, "Slitherhead")
    table.battlefield(0, "Grizzly Bears")
    table.assert_illegal(table.activate, "Slitherhead", targets=["Grizzly Bears"])


class _ScavengeCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("scavenge-cards", "manastack_scavenge",
                                            "cards.toml")]


def test_without_the_plugin_a_scavenge_card_is_refused_naming_it() -> None:
    """A card with scavenge is refused naming the keyword and the plugin."""
    table = Table.new(["scavenge-cards"], extra={"scavenge-cards": _ScavengeCardsOnly()})
    card = table.game.rules.card("Deadbridge Goliath")
    assert not card.playable
    assert card.missing_keywords == (("scavenge", "scavenge"),)
