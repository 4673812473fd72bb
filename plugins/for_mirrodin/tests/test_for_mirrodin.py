"""For Mirrodin! (CR 702.163): "For Mirrodin!" means "When this Equipment enters, create a 2/2
red Rebel creature token, then attach this Equipment to it." Runs alone with
``pytest plugins/for_mirrodin`` (kernel + For Mirrodin! only). Grizzly Bears, Naturalize and
the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("for_mirrodin")

#: The pool: the mana that casts each one and the Rebel it makes (power, toughness with the
#: Equipment attached).
CARDS = {"Barbed Batterfist": ("CR", 3, 1), "Goldwarden's Helm": ("CCW", 2, 3),
         "Vulshok Splitter": ("CCCR", 4, 2), "Mirran Bardiche": ("CCCCW", 4, 3),
         "Sylvok Battle-Chair": ("CCCCGG", 6, 6)}

REBEL = "Rebel Token"


def cast_equipment(table: Table, name: str, cost: str) -> None:
    """Alice casts ``name`` in her main phase; it resolves and enters (its For Mirrodin!
    triggers, 603.2) and the trigger waits on the stack."""
    table.hand(0, name)
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, cost)
    table.cast(name)
    table.resolve()


def attached_to(table: Table, name: str) -> str | None:
    obj = table.find(name)
    if obj.attached_to is None:
        return None
    return table.game.obj(obj.attached_to).card.name


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword as one triggered ability)."""
    source = TomlCardSource.from_package("for_mirrodin", "manastack_for_mirrodin",
                                         "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_for_mirrodin_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("for_mirrodin", "manastack_for_mirrodin",
                                         "cards.toml")
    definition = source.get("Barbed Batterfist")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("for mirrodin!", "for_mirrodin"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_163a_a_rebel_is_created_and_equipped(table: Table, name: str) -> None:
    """Each Equipment of the pool, cast for its cost: its trigger creates a 2/2 red Rebel
    creature token and attaches the Equipment to it (701.3a); the Rebel has the Equipment's
    bonus (613.4c)."""
    mana, power, toughness = CARDS[name]
    cast_equipment(table, name, mana)
    assert table.names(Zone.STACK) != []
    assert REBEL not in table.names(Zone.BATTLEFIELD)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count(REBEL) == 1
    rebel = table.find(REBEL)
    assert rebel.card.colors == frozenset({"R"})
    assert rebel.card.type_line.has_subtype("Rebel")
    assert attached_to(table, name) == REBEL
    assert (table.power(REBEL), table.toughness(REBEL)) == (power, toughness)
    table.assert_logged(rule="702.163a", contains="For Mirrodin!")
    table.assert_logged(rule="701.3a", contains=REBEL)


def test_702_163a_the_equipment_gone_the_rebel_stays_unequipped(table: Table) -> None:
    """Bob destroys Barbed Batterfist with Naturalize in response to its For Mirrodin!: the
    Rebel is still created (702.163a) but nothing is attached to it (the Equipment is a new
    object in the graveyard, 400.7); it stays, a 2/2."""
    cast_equipment(table, "Barbed Batterfist", "CR")
    table.hand(1, "Naturalize")
    table.mana(1, "CG")
    table.pass_priority()  # Alice passes: Bob has priority
    table.cast("Naturalize", targets=["Barbed Batterfist"])
    table.resolve()
    table.assert_zone("Barbed Batterfist", Zone.GRAVEYARD, 0)
    table.resolve()  # the For Mirrodin!
    table.assert_logged(rule="702.163a", contains="For Mirrodin!")
    table.assert_not_logged(rule="701.3a")
    assert table.names(Zone.BATTLEFIELD, 0).count(REBEL) == 1
    assert (table.power(REBEL), table.toughness(REBEL)) == (2, 2)


def test_701_3a_equipped_to_another_creature_the_rebel_is_a_2_2(table: Table) -> None:
    """Alice equips Barbed Batterfist to Grizzly Bears (702.6a, Equip {1}): the Rebel is a 2/2
    again and stays; Grizzly Bears is 3/1."""
    table.battlefield(0, "Grizzly Bears")
    cast_equipment(table, "Barbed Batterfist", "CR")
    table.resolve()
    assert (table.power(REBEL), table.toughness(REBEL)) == (3, 1)
    table.mana(0, "C")
    table.activate("Barbed Batterfist", targets=["Grizzly Bears"])
    table.resolve()
    assert attached_to(table, "Barbed Batterfist") == "Grizzly Bears"
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 1)
    assert (table.power(REBEL), table.toughness(REBEL)) == (2, 2)


def test_the_rebel_dying_the_equipment_stays_unattached(table: Table) -> None:
    """Bob's Shock kills the Rebel wearing Barbed Batterfist (a 3/1): Barbed Batterfist
    stays on the battlefield attached to nothing (701.3d, 704.5n)."""
    cast_equipment(table, "Barbed Batterfist", "CR")
    table.resolve()
    table.hand(1, "Shock")
    table.mana(1, "R")
    table.pass_priority()
    table.cast("Shock", targets=[REBEL])
    table.resolve()
    assert REBEL not in table.names(Zone.BATTLEFIELD)
    table.assert_zone("Barbed Batterfist", Zone.BATTLEFIELD, 0)
    assert attached_to(table, "Barbed Batterfist") is None
