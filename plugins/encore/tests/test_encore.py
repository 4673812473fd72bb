"""Encore (CR 702.141a, 113.6, 602.5d, 508.1d, 603.7): the manastack-encore plugin alone (with
haste, which it requires), playing printed cards.

The basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    ActivateAbility,
    Card as KernelCard,
    ExileSelf,
    GameObject,
    Rules,
    Step,
    TomlCardSource,
    TypeLine,
    Zone,
    hookimpl,
)

encore = pytest.mark.plugins("encore")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def encored(table: Table, name: str, land: str, count: int) -> list[GameObject]:
    """Alice encores ``name`` from her graveyard in her main phase; the ability resolves; the
    tokens made are returned."""
    table.lands(0, land, count)
    table.graveyard(0, name)
    table.activate(name)
    resolve_stack(table)
    return [o for o in table.game.objects_in(Zone.BATTLEFIELD)
            if o.is_token and o.card.name == name]


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("encore-cards", "manastack_encore", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@encore
def test_encore_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.141a, 113.6: the keyword line "Encore {3}{R}" is the plugin's, an activated
    ability that functions in the graveyard, at sorcery speed, whose cost exiles the card;
    encore requires haste."""
    assert rules.ruleset.plugin_of_keyword("encore") == "encore"
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"
    card = rules.card("Impulsive Pilferer")
    assert card.playable
    ability = card.abilities[-1]
    assert getattr(ability, "keyword", None) == "encore"
    assert getattr(ability, "zones", None) == ("graveyard",)
    assert getattr(ability, "sorcery_speed", None) is True
    assert str(ability.cost.mana) == "{3}{R}"  # type: ignore[attr-defined]
    assert [type(p) for p in ability.cost.parts] == [ExileSelf]  # type: ignore[attr-defined]


@encore
def test_a_hasty_token_attacks_and_is_sacrificed_at_the_end_step(table: Table) -> None:
    """CR 702.141a: Impulsive Pilferer encored for {3}{R}: the card is exiled; one token copy
    (one opponent) with haste attacks Bob at once: he takes 1; at the beginning of the end
    step it is sacrificed (603.7), and its own dies trigger makes a Treasure."""
    [token] = encored(table, "Impulsive Pilferer", "Mountain", 4)
    table.assert_zone("Impulsive Pilferer", Zone.EXILE, 0)
    assert table.game.has_keyword(token.id, "haste")
    table.assert_logged(rule="702.141a", contains="Impulsive Pilferer")
    table.attack("Impulsive Pilferer")
    table.go_to(Step.END)
    table.assert_life(1, 19)
    resolve_stack(table)
    assert table.game.find(token.id) is None
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)


@encore
def test_the_token_attacks_that_opponent_if_able(table: Table) -> None:
    """CR 508.1d, 702.141a: declaring no attackers, or attacking Bob's planeswalker rather
    than Bob, is refused while the token can attack Bob."""
    walker = KernelCard(name="Test Walker",
                        type_line=TypeLine.parse("Legendary Planeswalker — Jace"), loyalty="3")
    table.battlefield(1, walker, counters={"loyalty": 3})  # type: ignore[arg-type]
    encored(table, "Impulsive Pilferer", "Mountain", 4)
    table.assert_illegal(table.attack, rule="508.1d")
    table.assert_illegal(table.attack, "Impulsive Pilferer", defender="Test Walker",
                         rule="508.1d")
    table.attack("Impulsive Pilferer", defender="Bob")


def test_one_token_for_each_opponent_each_attacking_its_own() -> None:
    """CR 702.141a: three players: Trove Tracker encored makes two tokens, one attacking Bob,
    one attacking Carol; both attacking Bob is refused (508.1d)."""
    table = Table.new(["encore"], players=("Alice", "Bob", "Carol"))
    tokens = encored(table, "Trove Tracker", "Island", 7)
    assert len(tokens) == 2
    first, second = (f"Trove Tracker#{t.id}" for t in tokens)
    table.assert_illegal(table.attack, first, second, defender="Bob", rule="508.1d")
    table.assert_illegal(table.attack, first, second,
                         defenders={first: "Carol", second: "Bob"}, rule="508.1d")
    table.attack(first, second, defenders={first: "Bob", second: "Carol"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    table.assert_life(2, 18)


def offered(table: Table, name: str) -> bool:
    """Does the priority decision offer activating an ability of ``name`` (CR 117.1)?"""
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


@encore
def test_encore_only_as_a_sorcery_and_from_the_graveyard(table: Table) -> None:
    """CR 602.5d, 113.6: offered in Alice's main phase with the mana; not in Bob's turn; not
    from the hand."""
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Impulsive Pilferer")
    assert offered(table, "Impulsive Pilferer")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Impulsive Pilferer")
    table.assert_illegal(table.activate, "Impulsive Pilferer", rule="602.5d")
    table.set_turn(active=0, step=Step.MAIN1, turn=3)
    table.hand(0, "Exquisite Huntmaster")
    table.assert_illegal(table.activate, "Exquisite Huntmaster")


class _EncoreCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("encore-cards", "manastack_encore", "cards.toml")]


def test_without_the_plugin_an_encore_card_is_refused_naming_it() -> None:
    """A card with encore is refused naming the keyword and the plugin."""
    table = Table.new(["encore-cards"], extra={"encore-cards": _EncoreCardsOnly()})
    card = table.game.rules.card("Impulsive Pilferer")
    assert not card.playable
    assert card.missing_keywords == (("encore", "encore"),)
