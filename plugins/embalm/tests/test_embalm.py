"""Embalm (CR 702.128a, 113.6, 602.5d, 707.9b, 111.1): the manastack-embalm plugin alone,
playing printed cards.

Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    ActivateAbility,
    ExileSelf,
    GameObject,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    hookimpl,
)

embalm = pytest.mark.plugins("embalm")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def embalmed(table: Table, name: str, land: str, count: int) -> GameObject:
    """Alice embalms ``name`` from her graveyard in her main phase; the ability resolves; the
    token made is returned."""
    table.lands(0, land, count)
    table.graveyard(0, name)
    table.activate(name)
    resolve_stack(table)
    return token_of(table, name)


def token_of(table: Table, name: str) -> GameObject:
    [token] = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
               if o.is_token and o.card.name == name]
    return token


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("embalm-cards", "manastack_embalm", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@embalm
def test_embalm_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.128a, 113.6: the keyword line "Embalm {W}" is the plugin's, an activated ability
    that functions in the graveyard, at sorcery speed, whose cost exiles the card."""
    assert rules.ruleset.plugin_of_keyword("embalm") == "embalm"
    card = rules.card("Sacred Cat")
    assert card.playable
    ability = card.abilities[-1]
    assert getattr(ability, "keyword", None) == "embalm"
    assert getattr(ability, "zones", None) == ("graveyard",)
    assert getattr(ability, "sorcery_speed", None) is True
    assert str(ability.cost.mana) == "{W}"  # type: ignore[attr-defined]
    assert [type(p) for p in ability.cost.parts] == [ExileSelf]  # type: ignore[attr-defined]


@embalm
def test_embalmed_sacred_cat_is_a_white_zombie_token_with_no_mana_cost(table: Table) -> None:
    """CR 702.128a, 707.9b: Sacred Cat embalmed for {W}: the card is exiled, and Alice gets a
    token copy of it: a 1/1 with lifelink, white, a Zombie Cat, with no mana cost (mana
    value 0, 202.3a)."""
    token = embalmed(table, "Sacred Cat", "Plains", 1)
    table.assert_zone("Sacred Cat", Zone.EXILE, 0)
    chars = table.game.chars(token.id)
    assert chars.colors == frozenset({"W"})
    assert "Zombie" in chars.type_line.subtypes and "Cat" in chars.type_line.subtypes
    assert chars.mana_cost is None
    assert table.game.controller(token.id) == 0
    assert (table.game.power(token.id), table.game.toughness(token.id)) == (1, 1)
    assert table.game.has_keyword(token.id, "lifelink")
    table.assert_logged(rule="702.128a", contains="Sacred Cat")


@embalm
def test_a_green_card_embalmed_is_a_white_token_only(table: Table) -> None:
    """CR 702.128a, 707.9b, 105.3: Honored Hydra (green) embalmed for {3}{G}: its token is
    white and not green, a 6/6 with trample, a Zombie besides its own creature types."""
    token = embalmed(table, "Honored Hydra", "Forest", 4)
    chars = table.game.chars(token.id)
    assert chars.colors == frozenset({"W"})
    assert "Zombie" in chars.type_line.subtypes and "Hydra" in chars.type_line.subtypes
    assert (table.game.power(token.id), table.game.toughness(token.id)) == (6, 6)
    assert table.game.has_keyword(token.id, "trample")


@embalm
def test_the_token_copies_the_cards_abilities(table: Table) -> None:
    """CR 707.2, 603.6a: Anointer Priest's "Whenever a creature token you control enters, you
    gain 1 life." is copied: its embalmed token entering triggers it; Alice gains 1."""
    embalmed(table, "Anointer Priest", "Plains", 4)
    table.assert_life(0, 21)


@embalm
def test_the_token_has_summoning_sickness(table: Table) -> None:
    """CR 302.6, 702.128a: embalm gives no haste: the token can't attack the turn it was
    created."""
    embalmed(table, "Sacred Cat", "Plains", 1)
    table.assert_illegal(table.attack, "Sacred Cat", rule="508.1a")


@embalm
def test_the_card_is_exiled_as_the_cost_is_paid(table: Table) -> None:
    """CR 702.128a, 601.2h, 602.2: exiling the card is part of the cost: while the ability is
    on the stack the card is already in exile, and it can't be embalmed again."""
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Sacred Cat")
    table.activate("Sacred Cat")
    table.assert_zone("Sacred Cat", Zone.EXILE, 0)
    assert table.game.ids_in(Zone.STACK)
    table.assert_illegal(table.activate, "Sacred Cat")
    resolve_stack(table)
    token_of(table, "Sacred Cat")


def offered(table: Table, name: str) -> bool:
    """Does the priority decision offer activating an ability of ``name`` (CR 117.1)?"""
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@embalm
def test_the_owner_is_offered_embalm_in_her_main_phase(table: Table) -> None:
    """CR 113.6, 602.2: the card in Alice's graveyard: she is offered its embalm ability in
    her main phase with the mana to pay; without the mana, it isn't offered."""
    table.graveyard(0, "Sacred Cat")
    assert not offered(table, "Sacred Cat")
    table.lands(0, "Plains", 1)
    assert offered(table, "Sacred Cat")


@embalm
def test_embalm_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d: not in Bob's turn; never offered then."""
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Sacred Cat")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Sacred Cat")
    table.assert_illegal(table.activate, "Sacred Cat", rule="602.5d")


@embalm
def test_it_functions_only_in_the_graveyard(table: Table) -> None:
    """CR 113.6, 702.128a: in the hand or on the battlefield, embalm can't be activated."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Sacred Cat")
    table.assert_illegal(table.activate, "Sacred Cat")
    table.battlefield(0, "Honored Hydra")
    table.assert_illegal(table.activate, "Honored Hydra")


class _EmbalmCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("embalm-cards", "manastack_embalm", "cards.toml")]


def test_without_the_plugin_an_embalm_card_is_refused_naming_it() -> None:
    """A card with embalm is refused naming the keyword and the plugin."""
    table = Table.new(["embalm-cards"], extra={"embalm-cards": _EmbalmCardsOnly()})
    card = table.game.rules.card("Sacred Cat")
    assert not card.playable
    assert card.missing_keywords == (("embalm", "embalm"),)
