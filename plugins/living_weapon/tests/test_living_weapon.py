"""Living weapon (CR 702.92): "Living weapon" means "When this Equipment enters, create a 0/0
black Phyrexian Germ creature token, then attach this Equipment to it." Runs alone with
``pytest plugins/living_weapon`` (kernel + living weapon only). Grizzly Bears, Naturalize,
Shock and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("living_weapon")

#: The pool: the mana that casts each one and the Germ it makes (power, toughness with the
#: Equipment attached).
CARDS = {"Flayer Husk": ("C", 1, 1), "Mortarpod": ("CC", 0, 1),
         "Strandwalker": ("CCCCC", 2, 4), "Skinwing": ("CCCC", 2, 2),
         "Sickleslicer": ("CCC", 2, 2), "Mandibular Kite": ("W", 1, 1),
         "Drossclaw": ("CB", 1, 1)}

GERM = "Phyrexian Germ Token"


def cast_equipment(table: Table, name: str, cost: str) -> None:
    """Alice casts ``name`` in her main phase; it resolves and enters (its living weapon
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
    assert sorted(TomlCardSource.from_package("living_weapon", "manastack_living_weapon",
                                         "cards.toml").names()) == sorted(CARDS)


def test_without_the_plugin_a_living_weapon_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("living_weapon", "manastack_living_weapon",
                                         "cards.toml")
    definition = source.get("Flayer Husk")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("living weapon", "living_weapon"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_92a_a_germ_is_created_and_equipped(table: Table, name: str) -> None:
    """Each Equipment of the pool, cast for its cost: its trigger creates a 0/0 black
    Phyrexian Germ creature token and attaches the Equipment to it (701.3a); the Germ has the
    Equipment's bonus (613.4c) and survives state-based actions."""
    mana, power, toughness = CARDS[name]
    cast_equipment(table, name, mana)
    assert table.names(Zone.STACK) != []
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count(GERM) == 1
    germ = table.find(GERM)
    assert germ.card.colors == frozenset({"B"})
    assert attached_to(table, name) == GERM
    assert (table.power(GERM), table.toughness(GERM)) == (power, toughness)
    table.assert_logged(rule="702.92a", contains="living weapon")
    table.assert_logged(rule="701.3a", contains=GERM)



def test_702_92a_the_equipment_gone_the_germ_stays_unequipped_and_dies(table: Table) -> None:
    """Bob destroys Flayer Husk with Naturalize in response to its living weapon: the Germ
    is still created (702.92a) but nothing is attached to it (the Equipment is a new object
    in the graveyard, 400.7); a 0/0, it is put into the graveyard (704.5f) and ceases to
    exist there (704.5d)."""
    cast_equipment(table, "Flayer Husk", "C")
    table.hand(1, "Naturalize")
    table.mana(1, "CG")
    table.pass_priority()  # Alice passes: Bob has priority
    table.cast("Naturalize", targets=["Flayer Husk"])
    table.resolve()
    table.assert_zone("Flayer Husk", Zone.GRAVEYARD, 0)
    table.resolve()  # the living weapon
    table.assert_logged(rule="702.92a", contains="living weapon")
    table.assert_not_logged(rule="701.3a")
    table.assert_logged(rule="704.5f", contains=GERM)
    assert GERM not in table.names(Zone.BATTLEFIELD)
    assert GERM not in table.names(Zone.GRAVEYARD)


def test_701_3a_equipped_to_another_creature_the_germ_dies(table: Table) -> None:
    """Alice equips Flayer Husk to Grizzly Bears (702.6a): the Germ is a 0/0 again and is put
    into the graveyard (704.5f); Grizzly Bears is 3/3."""
    table.battlefield(0, "Grizzly Bears")
    cast_equipment(table, "Flayer Husk", "C")
    table.resolve()
    assert (table.power(GERM), table.toughness(GERM)) == (1, 1)
    table.mana(0, "CC")
    table.activate("Flayer Husk", targets=["Grizzly Bears"])
    table.resolve()
    assert attached_to(table, "Flayer Husk") == "Grizzly Bears"
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    table.assert_logged(rule="704.5f", contains=GERM)
    assert GERM not in table.names(Zone.BATTLEFIELD)


def test_mortarpods_germ_sacrifices_itself_and_the_equipment_stays(table: Table) -> None:
    """Mortarpod's Germ (0/1) has "Sacrifice this creature: This creature deals 1 damage to
    any target." Sacrificed to deal 1 damage to Bob, it leaves; Mortarpod stays on the
    battlefield, attached to nothing (701.3d), ready to be equipped again."""
    cast_equipment(table, "Mortarpod", "CC")
    table.resolve()
    assert attached_to(table, "Mortarpod") == GERM
    table.activate(GERM, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 19)
    assert GERM not in table.names(Zone.BATTLEFIELD)
    table.assert_zone("Mortarpod", Zone.BATTLEFIELD, 0)
    assert attached_to(table, "Mortarpod") is None
