"""Eternalize (CR 702.129a, 113.6, 602.5d, 707.9b): the manastack-eternalize plugin alone,
playing printed cards. Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, ExileSelf, GameObject, Rules, Step, TomlCardSource, Zone

eternalize = pytest.mark.plugins("eternalize")

CARDS = ("Adorned Pouncer", "Proven Combatant", "Sinuous Striker", "Steadfast Sentinel",
         "Timeless Witness")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def token_of(table: Table, name: str) -> GameObject:
    [token] = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
               if o.is_token and o.card.name == name]
    return token


def eternalized(table: Table, name: str, land: str, count: int) -> GameObject:
    """Alice eternalizes ``name`` from her graveyard in her main phase; the token made."""
    table.lands(0, land, count)
    table.graveyard(0, name)
    table.activate(name)
    resolve_stack(table)
    return token_of(table, name)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("eternalize-cards", "manastack_eternalize",
                                         "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    assert_printed(source.get(n) for n in source.names())


@eternalize
def test_every_pool_card_is_read(rules: Rules) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
        assert "eternalize:keyword eternalize" in card.read_with


@eternalize
def test_eternalize_is_an_ability_of_the_graveyard(rules: Rules) -> None:
    """CR 702.129a, 113.6: "Eternalize {4}{U}{U}" is an activated ability that functions in
    the graveyard, at sorcery speed, whose cost exiles the card."""
    assert rules.ruleset.plugin_of_keyword("eternalize") == "eternalize"
    ability = rules.card("Proven Combatant").abilities[-1]
    assert getattr(ability, "keyword", None) == "eternalize"
    assert getattr(ability, "zones", None) == ("graveyard",)
    assert getattr(ability, "sorcery_speed", None) is True
    assert str(ability.cost.mana) == "{4}{U}{U}"  # type: ignore[attr-defined]
    assert [type(p) for p in ability.cost.parts] == [ExileSelf]  # type: ignore[attr-defined]


@eternalize
def test_702_129a_a_4_4_black_zombie_with_no_mana_cost(table: Table) -> None:
    """Proven Combatant (a blue 1/1 Human Warrior) eternalized for {4}{U}{U}: the card is
    exiled; the token is a 4/4, black only, a Zombie Human Warrior, no mana cost (707.9b)."""
    token = eternalized(table, "Proven Combatant", "Island", 6)
    table.assert_zone("Proven Combatant", Zone.EXILE, 0)
    chars = table.game.chars(token.id)
    assert chars.colors == frozenset({"B"})
    assert {"Zombie", "Human", "Warrior"} <= set(chars.type_line.subtypes)
    assert chars.mana_cost is None
    assert (table.game.power(token.id), table.game.toughness(token.id)) == (4, 4)
    assert table.game.controller(token.id) == 0
    table.assert_logged(rule="702.129a", contains="Proven Combatant")


@eternalize
def test_the_token_copies_the_abilities(table: Table) -> None:
    """CR 707.2: Adorned Pouncer's double strike and Steadfast Sentinel's vigilance are
    copied; the P/T is 4/4 whatever the card's (1/1, 2/3)."""
    pouncer = eternalized(table, "Adorned Pouncer", "Plains", 5)
    assert table.game.has_keyword(pouncer.id, "double strike")
    assert table.game.power(pouncer.id) == 4
    sentinel = eternalized(table, "Steadfast Sentinel", "Plains", 6)
    assert table.game.has_keyword(sentinel.id, "vigilance")
    assert table.game.toughness(sentinel.id) == 4


@eternalize
def test_timeless_witness_token_enters_and_returns_a_card(table: Table) -> None:
    """The token's copied "When this creature enters, return target card from your graveyard
    to your hand" triggers as it enters (603.6a): Grizzly Bears returns."""
    table.graveyard(0, "Grizzly Bears")
    table.lands(0, "Forest", 7)
    table.graveyard(0, "Timeless Witness")
    table.activate("Timeless Witness")
    table.resolve()
    table.answer("targets", "Grizzly Bears")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert table.game.power(token_of(table, "Timeless Witness").id) == 4


@eternalize
def test_sinuous_striker_a_cost_with_a_discard(table: Table) -> None:
    """"Eternalize—{3}{U}{U}, Discard a card.": the discard is part of the cost; with no card
    in hand it can't be activated and the game is unchanged (CR 602.2, 732)."""
    table.lands(0, "Island", 5)
    table.graveyard(0, "Sinuous Striker")
    table.assert_illegal(table.activate, "Sinuous Striker")
    table.assert_zone("Sinuous Striker", Zone.GRAVEYARD, 0)
    table.hand(0, "Grizzly Bears")
    table.activate("Sinuous Striker")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    resolve_stack(table)
    assert table.game.power(token_of(table, "Sinuous Striker").id) == 4


@eternalize
def test_the_card_is_exiled_as_the_cost_is_paid(table: Table) -> None:
    """CR 601.2h, 602.2: while the ability is on the stack the card is already exiled; it
    can't be eternalized twice."""
    table.lands(0, "Island", 12)
    table.graveyard(0, "Proven Combatant")
    table.activate("Proven Combatant")
    table.assert_zone("Proven Combatant", Zone.EXILE, 0)
    table.assert_illegal(table.activate, "Proven Combatant")


def offered(table: Table, name: str) -> bool:
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@eternalize
def test_only_as_a_sorcery_and_only_from_the_graveyard(table: Table) -> None:
    """CR 602.5d: not in Bob's turn; CR 113.6: not from the hand."""
    table.lands(0, "Island", 6)
    table.hand(0, "Proven Combatant")
    table.assert_illegal(table.activate, "Proven Combatant")
    table.graveyard(0, "Proven Combatant")
    assert offered(table, "Proven Combatant")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()
    assert not offered(table, "Proven Combatant")
    table.assert_illegal(table.activate, "Proven Combatant", rule="602.5d")


def test_without_the_plugin_eternalize_is_not_read() -> None:
    source = TomlCardSource.from_package("eternalize", "manastack_eternalize", "cards.toml")
    definition = source.get("Proven Combatant")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable
