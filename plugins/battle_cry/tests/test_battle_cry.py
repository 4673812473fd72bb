"""Battle cry (CR 702.91): "Whenever this creature attacks, each other attacking creature
gets +1/+0 until end of turn". Runs alone with ``pytest plugins/battle_cry`` (kernel +
battle cry only). Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("battle_cry")

CARDS = ("Goblin Wardriver", "Accorder Paladin", "Sanguine Evangelist", "Kuldotha Ringleader",
         "Loxodon Partisan")


def attack(table: Table, *names: str) -> None:
    """``names`` are declared attackers (CR 508.1) and the triggers resolve."""
    table.attack(*names)
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("battle_cry", "manastack_battle_cry", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_91a_the_keyword_is_a_triggered_ability_named_battle_cry(rules: Any) -> None:
    card = rules.card("Goblin Wardriver")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("battle cry", "battle_cry")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_battle_cry_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("battle_cry", "manastack_battle_cry", "cards.toml")
    definition = source.get("Goblin Wardriver")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("battle cry", "battle_cry"),)


def test_702_91a_each_other_attacking_creature_gets_plus_one_zero(table: Table) -> None:
    """Goblin Wardriver (2/2) and Grizzly Bears attack: the Bears get +1/+0 (a 3/2), the
    Wardriver doesn't ("other"), Alice's Hill Giant, not attacking, doesn't either."""
    table.battlefield(0, "Goblin Wardriver", "Grizzly Bears", "Hill Giant")
    assert table.has_keyword("Goblin Wardriver", "battle cry")
    table.attack("Goblin Wardriver", "Grizzly Bears")
    table.assert_logged(rule="603.2", contains="battle cry")
    table.resolve()
    table.assert_logged(rule="702.91a", contains="Goblin Wardriver")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    assert (table.power("Goblin Wardriver"), table.toughness("Goblin Wardriver")) == (2, 2)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


def test_702_91b_two_instances_trigger_separately(table: Table) -> None:
    """Accorder Paladin (3/1), Goblin Wardriver (2/2) and Grizzly Bears attack: each battle
    cry gives the others +1/+0: the Paladin 4/1, the Wardriver 3/2, the Bears 4/2."""
    table.battlefield(0, "Accorder Paladin", "Goblin Wardriver", "Grizzly Bears")
    attack(table, "Accorder Paladin", "Goblin Wardriver", "Grizzly Bears")
    assert sum(1 for event in table.game.log if event.rule == "702.91a") == 2
    assert table.power("Accorder Paladin") == 4
    assert table.power("Goblin Wardriver") == 3
    assert table.power("Grizzly Bears") == 4
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 9)


def test_702_91a_attacking_alone_it_pumps_no_one(table: Table) -> None:
    """Loxodon Partisan (3/4) attacks alone: no other attacking creature, it stays a 3/4."""
    table.battlefield(0, "Loxodon Partisan", "Grizzly Bears")
    attack(table, "Loxodon Partisan")
    table.assert_logged(rule="702.91a")
    assert table.power("Loxodon Partisan") == 3
    assert table.power("Grizzly Bears") == 2
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


def test_702_91a_the_bonus_ends_at_end_of_turn(table: Table) -> None:
    """CR 514.2: Sanguine Evangelist's +1/+0 on the Bears ends in the cleanup step."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains")
    table.battlefield(0, "Sanguine Evangelist", "Grizzly Bears")
    attack(table, "Sanguine Evangelist", "Grizzly Bears")
    assert table.power("Grizzly Bears") == 3
    table.next_turn()
    assert table.power("Grizzly Bears") == 2


def test_702_91a_a_blocked_attacker_keeps_the_bonus(table: Table) -> None:
    """Kuldotha Ringleader (4/4) and Grizzly Bears attack; Bob's Hill Giant (3/3) blocks the
    Bears, now 3/2: the Giant dies (3 damage), the Bears die too."""
    table.battlefield(0, "Kuldotha Ringleader", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    attack(table, "Kuldotha Ringleader", "Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_life(1, 16)
