"""Toxic (CR 702.164, 120.3g): "Players dealt combat damage by this creature also get N
poison counters". Runs alone with ``pytest plugins/toxic`` (kernel + toxic only). Grizzly
Bears, Hill Giant, Shock and the basic lands come from the kernel's pool."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import (
    AddAbilities,
    ContinuousEffect,
    IllegalActionError,
    KeywordAbility,
    RemoveAbilities,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("toxic")

#: Each card of the pool and its total toxic value.
CARDS = {"Bilious Skulldweller": 1, "Branchblight Stalker": 2, "Duelist of Deep Faith": 1,
         "Flensing Raptor": 1, "Jawbone Duelist": 1, "Myr Convert": 1,
         "Paladin of Predation": 6, "Phyrexian Ornithopter": 1, "Slaughter Singer": 2,
         "Ichorspit Basilisk": 1}


def poison(table: Table, player: int = 1) -> int:
    return table.game.player(player).poison


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("toxic", "manastack_toxic", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_164a_toxic_n_is_a_static_keyword_carrying_n(rules: Any) -> None:
    card = rules.card("Branchblight Stalker")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordAbility)
    assert (ability.keyword, ability.plugin, getattr(ability, "n", None)) == ("toxic", "toxic", 2)


def test_without_the_plugin_a_toxic_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("toxic", "manastack_toxic", "cards.toml")
    definition = source.get("Branchblight Stalker")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("toxic", "toxic"),)


def test_702_164c_combat_damage_to_a_player_also_gives_poison(table: Table) -> None:
    """Branchblight Stalker (3/4, toxic 2), unblocked: Bob loses 3 life and gets 2 poison
    counters (120.3a and 120.3g, both results of the one damage)."""
    table.battlefield(0, "Branchblight Stalker")
    table.attack("Branchblight Stalker")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    assert poison(table) == 2
    table.assert_logged(rule="702.164c", contains="Bob gets 2 poison")


def test_702_164c_blocked_it_gives_no_poison(table: Table) -> None:
    table.battlefield(0, "Branchblight Stalker")
    table.battlefield(1, "Hill Giant")
    table.attack("Branchblight Stalker")
    table.block({"Hill Giant": "Branchblight Stalker"})
    table.go_to(Step.END_COMBAT)
    assert poison(table) == 0
    table.assert_not_logged(rule="702.164c")


def test_702_164c_noncombat_damage_gives_no_poison(table: Table) -> None:
    """Only combat damage gives poison: Alice controls Myr Convert (toxic 1) and Shocks Bob,
    damage that is not combat damage (the kernel's hook says combat=False) from a source
    without toxic: 2 life, no poison."""
    table.battlefield(0, "Myr Convert")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)
    assert poison(table) == 0


def test_120_8_no_damage_no_poison(table: Table) -> None:
    """Phyrexian Ornithopter (0/2, flying, toxic 1) deals no combat damage: no poison."""
    table.battlefield(0, "Phyrexian Ornithopter")
    table.attack("Phyrexian Ornithopter")
    table.go_to(Step.END_COMBAT)
    assert poison(table) == 0


def test_702_164c_double_strike_gives_poison_twice(table: Table) -> None:
    """Jawbone Duelist (1/1, double strike, toxic 1): two combat damage steps, each a
    combat damage event (510.4): 2 life, 2 poison."""
    table.battlefield(0, "Jawbone Duelist")
    table.attack("Jawbone Duelist")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert poison(table) == 2


def test_702_164b_the_total_toxic_value_adds_every_instance(table: Table) -> None:
    """Branchblight Stalker granted another toxic 2: total toxic value 4 (702.164b)."""
    table.battlefield(0, "Branchblight Stalker")
    oid = table.find("Branchblight Stalker", zone=Zone.BATTLEFIELD).id
    extra = table.game.rules.card("Branchblight Stalker").abilities
    table.game.add_effect(ContinuousEffect(parts=(AddAbilities(extra),), objects=(oid,),
                                           text="gains toxic 2"))
    table.refresh()
    table.attack("Branchblight Stalker")
    table.go_to(Step.END_COMBAT)
    assert poison(table) == 4


def test_613_1f_loses_toxic_gives_no_poison(table: Table) -> None:
    table.battlefield(0, "Branchblight Stalker")
    oid = table.find("Branchblight Stalker", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("toxic",)),),
                                           objects=(oid,), text="loses toxic"))
    table.refresh()
    assert not table.has_keyword("Branchblight Stalker", "toxic")
    table.attack("Branchblight Stalker")
    table.go_to(Step.END_COMBAT)
    assert poison(table) == 0
    table.assert_life(1, 17)


def test_704_5c_ten_poison_counters_lose_the_game(table: Table) -> None:
    """Bob has 4 poison counters; Paladin of Predation (toxic 6) connects: 10, and he loses
    at the next check of state-based actions (704.5c), his life still 14."""
    table.battlefield(0, "Paladin of Predation")
    table.game.add_poison(1, 4)
    table.attack("Paladin of Predation")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.END_COMBAT)
    game = table.game
    assert game.player(1).poison == 10 and game.player(1).lost and game.state.winner == 0
    assert game.player(1).life == 14
    table.assert_logged(rule="704.5c")


def test_702_164c_only_the_player_dealt_damage(table: Table) -> None:
    """Two attackers, one with toxic: only the toxic one's damage gives poison (1, not 2)."""
    table.battlefield(0, "Myr Convert", "Grizzly Bears")
    table.attack("Myr Convert", "Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    assert poison(table) == 1
    table.assert_life(1, 16)


def test_slaughter_singer_pumps_another_toxic_attacker(table: Table) -> None:
    table.battlefield(0, "Slaughter Singer", "Myr Convert")
    table.attack("Myr Convert")
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    assert table.power("Myr Convert") == 3
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    assert poison(table) == 1


def mana_for(cost: str) -> str:
    """The mana letters paying ``cost`` exactly ("{2}{B}" -> "CCB")."""
    return "".join("C" * int(s) if s.isdigit() else s for s in re.findall(r"\{(\w+)\}", cost))


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_164c_each_card_of_the_pool_cast_then_gives_its_toxic_value(table: Table,
                                                                          name: str) -> None:
    """Each card is cast (601.2) and attacks unblocked on Alice's next turn: as many poison
    counters as its toxic value, for each combat damage step it deals damage in (twice
    with double strike, 702.4c), none for the 0-power Ornithopter (120.8)."""
    definition = table.game.rules.cards.get(name)
    assert definition is not None and definition.mana_cost is not None
    table.mana(0, mana_for(definition.mana_cost))
    table.hand(0, name)
    table.cast(name)
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.attack(name)
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    table.go_to(Step.END_COMBAT)
    steps = 2 if table.has_keyword(name, "double strike") else 1
    expected = 0 if table.power(name) == 0 else CARDS[name] * steps
    assert poison(table) == expected
