"""Job select (CR 702.182): "Job select" means "When this Equipment enters, create a 1/1
colorless Hero creature token, then attach this Equipment to it." Runs alone with
``pytest plugins/job_select`` (kernel + job select only). Grizzly Bears, Naturalize and the
basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("job_select")

#: The pool: the mana that casts each one, the Hero's power and toughness with the Equipment
#: attached and the creature type the Equipment adds.
CARDS = {"Warrior's Sword": ("CCCR", 4, 3, "Warrior"), "Monk's Fist": ("CC", 2, 1, "Monk"),
         "Bard's Bow": ("CCG", 3, 3, "Bard"), "Dragoon's Lance": ("CW", 2, 1, "Knight"),
         "White Mage's Staff": ("CW", 2, 2, "Cleric"), "Thief's Knife": ("CCU", 2, 2, "Rogue"),
         "Red Mage's Rapier": ("CR", 1, 1, "Wizard")}

HERO = "Hero Token"


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("job_select", "manastack_job_select", "cards.toml")


def cast_equipment(table: Table, name: str) -> None:
    """Alice casts ``name`` in her main phase; it resolves and enters (its job select
    triggers, 603.2) and the trigger waits on the stack."""
    table.hand(0, name)
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, CARDS[name][0])
    table.cast(name)
    table.resolve()
    assert table.names(Zone.STACK) == [f"ability of {name}"]


def attached_to(table: Table, name: str) -> str | None:
    obj = table.find(name)
    if obj.attached_to is None:
        return None
    return table.game.obj(obj.attached_to).card.name


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword as one triggered ability)."""
    assert sorted(pool().names()) == sorted(CARDS)


def test_without_the_plugin_a_job_select_card_names_it() -> None:
    from manastack.api import Rules

    definition = pool().get("Monk's Fist")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("job select", "job_select"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_182a_a_hero_is_created_and_equipped(table: Table, name: str) -> None:
    """Each Equipment of the pool, cast for its cost: its trigger creates a 1/1 colorless
    Hero creature token and attaches the Equipment to it (701.3a); the Hero has the
    Equipment's bonus (613.4c) and creature type (613.1d)."""
    _mana, power, toughness, subtype = CARDS[name]
    cast_equipment(table, name)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count(HERO) == 1
    hero = table.find(HERO)
    assert hero.card.colors == frozenset()
    assert attached_to(table, name) == HERO
    assert (table.power(HERO), table.toughness(HERO)) == (power, toughness)
    assert {"Hero", subtype} <= set(table.game.chars(hero.id).type_line.subtypes)
    table.assert_logged(rule="702.182a", contains="job select")
    table.assert_logged(rule="701.3a", contains=HERO)


def test_702_182a_the_equipment_gone_the_hero_stays_unequipped(table: Table) -> None:
    """Bob destroys Warrior's Sword with Naturalize in response to its job select: the Hero is
    still created (702.182a) but nothing is attached to it (the Equipment is a new object in
    the graveyard, 400.7); a 1/1, unlike a living weapon's Germ it stays on the
    battlefield."""
    cast_equipment(table, "Warrior's Sword")
    table.hand(1, "Naturalize")
    table.mana(1, "CG")
    table.pass_priority()  # Alice passes: Bob has priority
    table.cast("Naturalize", targets=["Warrior's Sword"])
    table.resolve()
    table.assert_zone("Warrior's Sword", Zone.GRAVEYARD, 0)
    table.resolve()  # the job select
    table.assert_logged(rule="702.182a", contains="job select")
    table.assert_not_logged(rule="701.3a")
    table.assert_zone(HERO, Zone.BATTLEFIELD, 0)
    assert (table.power(HERO), table.toughness(HERO)) == (1, 1)
    assert "Warrior" not in table.game.chars(table.find(HERO).id).type_line.subtypes


def test_701_3a_equipped_to_another_creature_the_hero_is_a_1_1_again(table: Table) -> None:
    """Alice equips Monk's Fist to Grizzly Bears (702.6a): the Hero is a plain 1/1 Hero again
    and stays; Grizzly Bears is a 3/2 Monk."""
    table.battlefield(0, "Grizzly Bears")
    cast_equipment(table, "Monk's Fist")
    table.resolve()
    assert (table.power(HERO), table.toughness(HERO)) == (2, 1)
    table.mana(0, "CC")
    table.activate("Monk's Fist", targets=["Grizzly Bears"])
    table.resolve()
    assert attached_to(table, "Monk's Fist") == "Grizzly Bears"
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 2)
    assert (table.power(HERO), table.toughness(HERO)) == (1, 1)
    table.assert_zone(HERO, Zone.BATTLEFIELD, 0)


def test_dragoons_lance_gives_its_hero_flying_during_alices_turn_only(table: Table) -> None:
    """Dragoon's Lance's Hero, a 2/1 Knight, has flying during Alice's turn (611.3a: the
    condition is checked continuously), not during Bob's."""
    cast_equipment(table, "Dragoon's Lance")
    table.resolve()
    assert table.has_keyword(HERO, "flying")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    assert not table.has_keyword(HERO, "flying")
    assert (table.power(HERO), table.toughness(HERO)) == (2, 1)


def equipped_hero_next_turn(table: Table, name: str) -> None:
    """``name``'s Hero, made this turn, on Alice's next turn: no longer summoning sick
    (CR 302.6)."""
    cast_equipment(table, name)
    table.resolve()
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.set_turn(active=0, step=Step.MAIN1, turn=3)


def test_white_mages_staff_gives_its_hero_a_lifegain_attack_trigger(table: Table) -> None:
    """White Mage's Staff's Hero has "Whenever this creature attacks, you gain 1 life" (113.1a:
    a granted ability, read whole though its text has a comma): it attacks, Alice gains 1
    life and Bob, unblocked, loses 2 (the 2/2 Cleric)."""
    equipped_hero_next_turn(table, "White Mage's Staff")
    table.attack(HERO)
    table.resolve()  # the granted trigger (603.2)
    table.assert_life(0, 21)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


def test_thiefs_knife_gives_its_hero_a_card_on_combat_damage_only(table: Table) -> None:
    """Thief's Knife's Hero has "Whenever this creature deals combat damage to a player, draw a
    card": unblocked, it deals 2 damage to Bob and Alice, its controller, draws one card; Bob
    draws nothing."""
    equipped_hero_next_turn(table, "Thief's Knife")
    table.library(0, "Island")
    hand, bob_hand = len(table.names(Zone.HAND, 0)), len(table.names(Zone.HAND, 1))
    table.attack(HERO)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    assert len(table.names(Zone.HAND, 0)) == hand + 1
    assert len(table.names(Zone.HAND, 1)) == bob_hand


def test_red_mages_rapier_pumps_its_hero_when_alice_casts_a_noncreature_spell(
        table: Table) -> None:
    """Red Mage's Rapier's Hero has "Whenever you cast a noncreature spell, this creature gets
    +2/+0 until end of turn": Alice casts Shock, the Hero is a 3/1 until end of turn (514.2);
    casting Grizzly Bears, a creature spell, doesn't trigger it."""
    cast_equipment(table, "Red Mage's Rapier")
    table.resolve()
    table.hand(0, "Grizzly Bears", "Shock")
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve()
    assert (table.power(HERO), table.toughness(HERO)) == (1, 1)
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve()  # the granted trigger
    assert (table.power(HERO), table.toughness(HERO)) == (3, 1)
    table.resolve()  # Shock
    table.assert_life(1, 18)
