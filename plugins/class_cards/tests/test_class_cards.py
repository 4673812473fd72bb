"""Class cards (CR 716.2a-d): the manastack-class_cards plugin alone, playing printed cards.
Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    ActivatedAbility,
    CardDef,
    Rules,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("class_cards")

CARDS = ("Cleric Class", "Gossip's Talent", "Hunter's Talent", "Leader's Talent", "Wizard Class")


def level(table: Table, name: str) -> object:
    return table.find(name).tags.get("class_level", 1)


def test_the_pool_is_printed_and_understood(rules: Rules) -> None:
    source = TomlCardSource.from_package("class_cards", "manastack_class_cards", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "class_cards:keyword class level" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_716_2a_the_level_bars_are_sorcery_speed_activated_abilities(rules: Rules) -> None:
    card = rules.card("Hunter's Talent")
    bars = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert [str(a.cost.mana) for a in bars] == ["{1}{G}", "{3}{G}"]
    assert all(a.sorcery_speed and a.effect.targets == () for a in bars)
    assert [getattr(a, "level", None) for a in bars] == [2, 3]


def test_without_the_plugin_a_class_is_not_read() -> None:
    source = TomlCardSource.from_package("class_cards", "manastack_class_cards", "cards.toml")
    definition = source.get("Leader's Talent")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_716_2_a_section_line_not_read_leaves_the_class_refused(rules: Rules) -> None:
    card = rules.compile(CardDef(
        name="Odd Class", mana_cost="{W}", type_line="Enchantment — Class",
        text="You gain 1 life.\n{W}: Level 2\nOdd Class frobnicates."))
    assert not card.playable
    assert any("frobnicates" in u for u in card.unrecognized)


def test_716_2a_leaders_talent_level_3_only_from_level_2(table: Table) -> None:
    """Leader's Talent enters at level 1 (716.2d): Level 3 is refused (only if level 2),
    the game unchanged (CR 732). Level 2, then level 3: "Whenever you cast a spell, put a
    +1/+1 counter on each creature you control" works only then."""
    table.battlefield(0, "Leader's Talent", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    table.mana(0, "CCCWCCW")
    assert level(table, "Leader's Talent") == 1
    table.assert_illegal(table.activate, "Leader's Talent", 1, rule="602.5b")
    table.activate("Leader's Talent", 0)  # {2}{W}: Level 2
    table.resolve()
    assert level(table, "Leader's Talent") == 2
    assert not table.find("Leader's Talent").counters  # a designation, no counter (716.4)
    table.assert_logged(rule="716.2a", contains="level becomes 2")
    table.assert_illegal(table.activate, "Leader's Talent", 0, rule="602.5b")  # not again
    table.mana(0, "GG")
    table.cast("Grizzly Bears")  # level 2: no counters for a spell cast
    table.resolve()
    assert all(o.counter("+1/+1") == 0 for o in table.game.battlefield(0))
    table.activate("Leader's Talent", 1)  # {3}{W}: Level 3
    table.resolve()
    assert level(table, "Leader's Talent") == 3
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve()  # the trigger: a counter on each creature Alice controls
    bears = [o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]
    assert sorted(o.counter("+1/+1") for o in bears) == [1, 1]
    [bobs] = [o for o in table.game.battlefield(1) if o.card.name == "Grizzly Bears"]
    assert bobs.counter("+1/+1") == 0


def test_716_2a_hunters_talent_level_2_attack_trigger(table: Table) -> None:
    """Hunter's Talent at level 2: "Whenever you attack, target attacking creature gets
    +1/+0 and gains trample until end of turn"; at level 1 the attack gives nothing."""
    table.battlefield(0, "Hunter's Talent", "Grizzly Bears")
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.power("Grizzly Bears") == 2
    assert not table.has_keyword("Grizzly Bears", "trample")
    table.next_turn()
    table.next_turn()
    table.mana(0, "CG")
    table.activate("Hunter's Talent", 0)
    table.resolve()
    assert level(table, "Hunter's Talent") == 2
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.power("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "trample")


def test_602_5d_a_level_only_as_a_sorcery(table: Table) -> None:
    """Not in Bob's turn (602.5d): refused, the game unchanged (CR 732)."""
    table.battlefield(0, "Gossip's Talent")
    table.mana(0, "CU")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()
    table.assert_illegal(table.activate, "Gossip's Talent", 0, rule="602.5d")
    assert level(table, "Gossip's Talent") == 1



def test_716_2a_wizard_class_becomes_level_2_and_draws_two(table: Table) -> None:
    """Wizard Class: "When this Class becomes level 2, draw two cards" triggers as its Level
    2 resolves (the ability gained with the level, 603.2); another Wizard Class staying at
    level 1 does not trigger."""
    table.battlefield(0, "Wizard Class", "Wizard Class")
    table.library(0, "Island", "Island", "Island", "Island")
    table.mana(0, "CCU")
    hand = len(table.names(Zone.HAND, 0))
    table.activate("Wizard Class", 0)
    table.resolve()  # the level becomes 2: the trigger goes on the stack
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == hand + 2
    assert sorted(o.tags.get("class_level", 1) for o in table.game.battlefield(0)) == [1, 2]
    table.assert_logged(rule="716.2a", contains="level becomes 2")


def test_716_2a_cleric_class_level_3_returns_a_creature_and_gains_its_toughness(
        table: Table) -> None:
    """Cleric Class at level 2, then Level 3: "return target creature card from your
    graveyard to the battlefield. You gain life equal to that creature's toughness."
    (Grizzly Bears: 2 life, plus 1 by its level 1 ability). Level 3 from level 1 is
    refused, the game unchanged."""
    table.battlefield(0, "Cleric Class")
    table.graveyard(0, "Grizzly Bears")
    table.mana(0, "CCCCW")
    table.assert_illegal(table.activate, "Cleric Class", 1, rule="602.5b")
    assert table.find("Cleric Class").tags.get("class_level", 1) == 1
    table.mana(0, "CCCW")
    table.activate("Cleric Class", 0)
    table.resolve()
    life = table.life(0)
    table.activate("Cleric Class", 1)
    table.resolve()  # the level becomes 3: the trigger targets the Bears
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_life(0, life + 3)  # its level 1: "that much life plus 1 instead"
