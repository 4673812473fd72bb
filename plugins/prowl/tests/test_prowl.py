"""Prowl (CR 702.76): an alternative cost allowed once a source you controlled that had any of
the spell's creature types dealt combat damage to a player this turn. Runs alone with
``pytest plugins/prowl`` (kernel + prowl only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("prowl")

#: Each card of the pool and its prowl cost.
CARDS = {"Latchkey Faerie": "{2}{U}", "Morsel Theft": "{1}{B}", "Thieves' Fortune": "{U}"}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def hit_with(table: Table, attacker: str, player: int = 0) -> None:
    """``player``'s ``attacker`` attacks unblocked; the game goes on to their second main
    phase."""
    table.battlefield(player, attacker)
    table.set_turn(active=player, step=Step.MAIN1)
    table.attack(attacker)
    table.go_to(Step.MAIN2)


def pool_is_empty(table: Table, player: int = 0) -> bool:
    return not table.game.player(player).mana_pool


def test_the_pool_is_the_cards_played_with_their_prowl_cost(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their prowl cost (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("prowl", "manastack_prowl", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        assert f"Prowl {cost}" in str(source.get(name))


def test_without_the_plugin_a_prowl_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("prowl", "manastack_prowl", "cards.toml")
    definition = source.get("Thieves' Fortune")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("prowl", "prowl"),)


def test_702_76a_no_prowl_before_combat_damage(table: Table) -> None:
    """Nothing dealt combat damage: the prowl cast is refused and changes nothing (CR 732)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.hand(0, "Morsel Theft")
    table.mana(0, "BB")
    assert "prowl" not in permissions(table, "Morsel Theft")
    with pytest.raises(IllegalActionError):
        table.cast("Morsel Theft", using="prowl", targets=["Bob"])
    table.assert_zone("Morsel Theft", Zone.HAND)
    table.assert_life(1, 20)
    assert len(table.game.player(0).mana_pool) == 2


def test_702_76a_morsel_theft_for_its_prowl_cost_after_a_rogue_hit(table: Table) -> None:
    """Latchkey Faerie (a Faerie Rogue) deals 3 combat damage to Bob: Morsel Theft (a Kindred
    Rogue sorcery) may be cast for {1}{B} rather than {2}{B}{B} (118.9, 601.2f), BB pays it
    all; Bob loses 3, Alice gains 3 and, the prowl cost paid, draws a card (702.76a, 608.2c).
    Its mana value stays 4 (118.9c)."""
    hit_with(table, "Latchkey Faerie")
    table.assert_life(1, 17)
    table.hand(0, "Morsel Theft")
    table.library(0, "Swamp")
    table.mana(0, "BB")
    assert "prowl" in permissions(table, "Morsel Theft")
    table.cast("Morsel Theft", using="prowl", targets=["Bob"])
    assert pool_is_empty(table)  # {1}{B}: both black mana spent, no more
    spell = table.find("Morsel Theft", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 4
    table.assert_logged(rule="601.2f", contains="{1}{B}")
    table.assert_logged(rule="702.76a", contains="Rogue")
    table.resolve()
    table.assert_life(1, 14)
    table.assert_life(0, 23)
    table.assert_zone("Swamp", Zone.HAND, 0)


def test_702_76a_morsel_theft_for_its_mana_cost_draws_nothing(table: Table) -> None:
    """After the hit, Morsel Theft cast for its mana cost: the prowl cost was not paid, so no
    card is drawn (608.2c)."""
    hit_with(table, "Latchkey Faerie")
    table.hand(0, "Morsel Theft")
    table.library(0, "Swamp")
    table.mana(0, "BBBB")
    table.cast("Morsel Theft", targets=["Bob"])
    assert pool_is_empty(table)
    table.resolve()
    table.assert_life(1, 14)
    table.assert_life(0, 23)
    table.assert_zone("Swamp", Zone.LIBRARY, 0)


def test_702_76a_a_creature_sharing_no_creature_type_does_not_allow_it(table: Table) -> None:
    """Boggart Brute (a Goblin Warrior) deals 3 combat damage to Bob: no Rogue, no Faerie, so
    neither Morsel Theft nor Latchkey Faerie may prowl; refused, nothing changes (CR 732)."""
    hit_with(table, "Boggart Brute")
    table.assert_life(1, 17)
    table.hand(0, "Morsel Theft", "Latchkey Faerie")
    table.mana(0, "BBU")
    assert "prowl" not in permissions(table, "Morsel Theft")
    assert "prowl" not in permissions(table, "Latchkey Faerie")
    with pytest.raises(IllegalActionError):
        table.cast("Morsel Theft", using="prowl", targets=["Bob"])
    table.assert_zone("Morsel Theft", Zone.HAND)
    assert len(table.game.player(0).mana_pool) == 3
    table.assert_life(1, 17)


def test_702_76a_damage_to_a_blocker_is_not_damage_to_a_player(table: Table) -> None:
    """Latchkey Faerie is blocked by Bob's Air Elemental: combat damage, but to a creature."""
    table.battlefield(0, "Latchkey Faerie")
    table.battlefield(1, "Air Elemental")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Latchkey Faerie")
    table.block({"Air Elemental": "Latchkey Faerie"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    table.hand(0, "Thieves' Fortune")
    table.mana(0, "U")
    assert "prowl" not in permissions(table, "Thieves' Fortune")


def test_702_76a_noncombat_damage_does_not_count(table: Table) -> None:
    """Only combat damage counts (510.2): Lightning Bolt to Bob with a Rogue in play allows
    nothing."""
    table.battlefield(0, "Latchkey Faerie")
    table.set_turn(active=0, step=Step.MAIN1)
    table.hand(0, "Lightning Bolt", "Morsel Theft")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.mana(0, "BB")
    assert "prowl" not in permissions(table, "Morsel Theft")


def test_702_76a_under_your_control_not_the_opponents_rogue(table: Table) -> None:
    """Bob's Latchkey Faerie hits Alice on his turn: he may prowl, she may not."""
    hit_with(table, "Latchkey Faerie", player=1)
    table.assert_life(0, 17)
    from manastack_prowl.keyword import any_combat_damage_by

    assert not any_combat_damage_by(table.game, 0)
    table.hand(0, "Thieves' Fortune")
    table.hand(1, "Thieves' Fortune")
    table.library(1, "Island", "Island", "Island", "Island")
    table.mana(0, "U")
    table.mana(1, "U")
    from manastack_prowl.keyword import casting_permissions

    assert [p.obj for p in casting_permissions(table.game, 0)] == []
    assert len(casting_permissions(table.game, 1)) == 1
    table.cast("Thieves' Fortune", using="prowl")
    assert not table.game.player(1).mana_pool
    table.resolve()
    assert len(table.names(Zone.HAND, 1)) == 1  # one of the four into Bob's hand
    assert len(table.names(Zone.LIBRARY, 1)) == 3


def test_702_76a_at_the_time_it_dealt_the_damage(table: Table) -> None:
    """The Rogue dies after its combat damage: it was a Rogue under Alice's control as it
    dealt the damage, so prowl is still allowed this turn."""
    hit_with(table, "Latchkey Faerie")
    table.hand(0, "Lightning Bolt", "Morsel Theft")
    table.library(0, "Swamp")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Latchkey Faerie"])
    table.resolve()
    table.assert_zone("Latchkey Faerie", Zone.GRAVEYARD)
    table.mana(0, "BB")
    table.cast("Morsel Theft", using="prowl", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 14)
    table.assert_zone("Swamp", Zone.HAND, 0)


def test_702_76a_only_this_turn(table: Table) -> None:
    """The hit was last turn: on Alice's next turn prowl is not allowed again."""
    hit_with(table, "Latchkey Faerie")
    table.hand(0, "Morsel Theft")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.mana(0, "BB")
    assert "prowl" in permissions(table, "Morsel Theft")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0
    table.mana(0, "BB")
    assert "prowl" not in permissions(table, "Morsel Theft")


def test_702_76a_latchkey_faerie_for_its_prowl_cost_draws_a_card(table: Table) -> None:
    """A first Latchkey Faerie hits Bob; a second is cast for {2}{U} rather than {3}{U}:
    its enters trigger's intervening "if" holds (603.4) and Alice draws a card."""
    hit_with(table, "Latchkey Faerie")
    table.hand(0, "Latchkey Faerie")
    table.library(0, "Island")
    table.mana(0, "UUU")
    table.cast("Latchkey Faerie", using="prowl")
    assert pool_is_empty(table)
    table.resolve()
    table.resolve_all()
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 2
    table.assert_zone("Island", Zone.HAND, 0)
    table.assert_logged(rule="702.76a", contains="prowl cost was paid")


def test_702_76a_latchkey_faerie_for_its_mana_cost_draws_nothing(table: Table) -> None:
    """Latchkey Faerie cast for {3}{U}: its prowl cost was not paid, no trigger (603.4)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.hand(0, "Latchkey Faerie")
    table.library(0, "Island")
    table.mana(0, "UUUU")
    table.cast("Latchkey Faerie")
    table.resolve()
    table.resolve_all()
    table.assert_zone("Latchkey Faerie", Zone.BATTLEFIELD, 0)
    table.assert_zone("Island", Zone.LIBRARY, 0)


def test_702_76a_thieves_fortune_at_instant_speed(table: Table) -> None:
    """Thieves' Fortune (a Kindred Rogue instant) for {U} after the hit, in the end step: one
    of the top four cards into Alice's hand, the rest to the bottom."""
    hit_with(table, "Latchkey Faerie")
    table.go_to(Step.END)
    table.hand(0, "Thieves' Fortune")
    table.library(0, "Island", "Swamp", "Forest", "Mountain", "Plains")
    table.mana(0, "U")
    table.cast("Thieves' Fortune", using="prowl")
    assert pool_is_empty(table)
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 1
    assert len(table.names(Zone.LIBRARY, 0)) == 4
