"""Unearth (CR 702.84a, 113.6, 602.5d, 603.7, 614.1a): the manastack-unearth plugin alone
(with haste, which it requires), playing printed cards.

Hill Giant, Unsummon and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, Rules, Step, TomlCardSource, Zone, hookimpl

unearth = pytest.mark.plugins("unearth")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def unearthed(table: Table, name: str, land: str, count: int) -> None:
    """Alice unearths ``name`` from her graveyard in her main phase and it resolves."""
    table.lands(0, land, count)
    table.graveyard(0, name)
    table.activate(name)
    resolve_stack(table)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("unearth-cards", "manastack_unearth", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@unearth
def test_unearth_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.84a, 113.6: the keyword line "Unearth {B}" is the plugin's, an activated ability
    that functions in the graveyard, at sorcery speed; unearth requires haste."""
    assert rules.ruleset.plugin_of_keyword("unearth") == "unearth"
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"
    card = rules.card("Dregscape Zombie")
    assert card.playable
    [ability] = card.abilities
    assert getattr(ability, "keyword", None) == "unearth"
    assert getattr(ability, "zones", None) == ("graveyard",)
    assert getattr(ability, "sorcery_speed", None) is True


@unearth
def test_unearthed_it_returns_with_haste_and_attacks(table: Table) -> None:
    """CR 702.84a, 702.10b: Dregscape Zombie unearthed for {B} returns to the battlefield,
    has haste and attacks the turn it returned: Bob takes 2."""
    unearthed(table, "Dregscape Zombie", "Swamp", 1)
    table.assert_zone("Dregscape Zombie", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Dregscape Zombie", "haste")
    table.assert_logged(rule="702.84a", contains="Dregscape Zombie")
    table.attack("Dregscape Zombie")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@unearth
def test_it_is_exiled_at_the_beginning_of_the_next_end_step(table: Table) -> None:
    """CR 702.84a, 603.7: at the beginning of the next end step the delayed trigger exiles
    the unearthed Dregscape Zombie."""
    unearthed(table, "Dregscape Zombie", "Swamp", 1)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Dregscape Zombie", Zone.EXILE, 0)


@unearth
def test_if_it_would_die_it_is_exiled_instead(table: Table) -> None:
    """CR 702.84a, 614.1a, 700.4: the unearthed Tocasia's Onulet (4/4) attacks, Colossal
    Dreadmaw (6/6) blocks it and deals it lethal damage: it is exiled instead of put into the graveyard (it
    doesn't die); its leaves-the-battlefield ability still triggers (603.6c): Alice gains 2."""
    unearthed(table, "Tocasia's Onulet", "Plains", 4)
    table.battlefield(1, "Colossal Dreadmaw")
    table.attack("Tocasia's Onulet")
    table.block({"Colossal Dreadmaw": "Tocasia's Onulet"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    table.assert_zone("Tocasia's Onulet", Zone.EXILE, 0)
    table.assert_life(0, 22)


@unearth
def test_if_it_would_return_to_hand_it_is_exiled_instead(table: Table) -> None:
    """CR 702.84a, 614.1a: "exile it instead of putting it anywhere else": Unsummon on the
    unearthed Dregscape Zombie exiles it."""
    unearthed(table, "Dregscape Zombie", "Swamp", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Dregscape Zombie"])
    resolve_stack(table)
    table.assert_zone("Dregscape Zombie", Zone.EXILE, 0)


@unearth
def test_its_own_end_step_sacrifice_exiles_it_too(table: Table) -> None:
    """CR 702.84a, 614.1a: Hellspark Elemental unearthed; at the beginning of the end step
    its own trigger sacrifices it: it is exiled, not put into the graveyard to be unearthed
    again."""
    unearthed(table, "Hellspark Elemental", "Mountain", 2)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Hellspark Elemental", Zone.EXILE, 0)


def offered(table: Table, name: str) -> bool:
    """Does the priority decision offer activating an ability of ``name`` (CR 117.1)?"""
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@unearth
def test_the_owner_is_offered_unearth_in_her_main_phase(table: Table) -> None:
    """CR 113.6, 602.2: the card in Alice's graveyard: she is offered its unearth ability in
    her main phase with the mana to pay; without the mana, it isn't offered."""
    table.graveyard(0, "Dregscape Zombie")
    assert not offered(table, "Dregscape Zombie")
    table.lands(0, "Swamp", 1)
    assert offered(table, "Dregscape Zombie")


@unearth
def test_unearth_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d: not in Bob's turn, nor with a spell on the stack; never offered then."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Dregscape Zombie")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Dregscape Zombie")
    table.assert_illegal(table.activate, "Dregscape Zombie", rule="602.5d")


@unearth
def test_it_functions_only_in_the_graveyard(table: Table) -> None:
    """CR 113.6, 702.84a: in the hand or on the battlefield, unearth can't be activated."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Dregscape Zombie")
    table.assert_illegal(table.activate, "Dregscape Zombie")
    table.battlefield(0, "Kathari Screecher")
    table.assert_illegal(table.activate, "Kathari Screecher")


@unearth
def test_gone_from_the_graveyard_in_response_nothing_returns(table: Table) -> None:
    """CR 400.7: Dregscape Zombie is exiled from the graveyard with its unearth ability on
    the stack: the ability resolves and returns nothing."""
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Dregscape Zombie")
    table.activate("Dregscape Zombie")
    table.game.move(table.find("Dregscape Zombie").id, Zone.EXILE, rule="400.7")
    table.refresh()
    resolve_stack(table)
    table.assert_zone("Dregscape Zombie", Zone.EXILE, 0)
    table.assert_logged(rule="400.7", contains="no longer in the graveyard")


class _UnearthCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("unearth-cards", "manastack_unearth", "cards.toml")]


def test_without_the_plugin_an_unearth_card_is_refused_naming_it() -> None:
    """A card with unearth is refused naming the keyword and the plugin."""
    table = Table.new(["unearth-cards"], extra={"unearth-cards": _UnearthCardsOnly()})
    card = table.game.rules.card("Dregscape Zombie")
    assert not card.playable
    assert card.missing_keywords == (("unearth", "unearth"),)
