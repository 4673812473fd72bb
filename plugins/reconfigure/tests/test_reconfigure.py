"""Reconfigure (CR 702.151): "Reconfigure [cost]" means "[Cost]: Attach this permanent to
another target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a sorcery";
attached, the Equipment stops being a creature until it becomes unattached (702.151b). Runs
alone with ``pytest plugins/reconfigure`` (kernel + reconfigure only). Grizzly Bears, Shock
and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import ActivatedAbility, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("reconfigure")

#: The pool: its reconfigure cost's mana, its own power and toughness, and Grizzly Bears'
#: (2/2) with it attached.
CARDS = {"Lizard Blades": ("CC", (1, 1), (2, 2)), "Webspinner Cuff": ("CCCC", (1, 4), (3, 6)),
         "Bronzeplate Boar": ("CCCCC", (3, 2), (5, 4)), "Leech Gauntlet": ("CCCC", (2, 2), (2, 2))}

#: The keyword each one gives the creature it equips.
GRANTS = {"Lizard Blades": "double strike", "Webspinner Cuff": "reach",
          "Bronzeplate Boar": "trample", "Leech Gauntlet": "lifelink"}

ATTACH, UNATTACH = 0, 1


def board(table: Table, name: str) -> None:
    """Alice's main phase with ``name`` and Grizzly Bears on the battlefield."""
    table.battlefield(0, name)
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)


def attached_to(table: Table, name: str) -> str | None:
    obj = table.find(name)
    if obj.attached_to is None:
        return None
    return table.game.obj(obj.attached_to).card.name


def is_creature(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name).id).is_creature


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("reconfigure", "manastack_reconfigure", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_151a_the_keyword_is_two_sorcery_speed_abilities(rules: Any) -> None:
    card = rules.card("Lizard Blades")
    activated = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert len(activated) == 2
    assert all(a.sorcery_speed for a in activated)
    assert [str(a.cost) for a in activated] == [str(activated[0].cost)] * 2
    assert len(activated[ATTACH].effect.targets) == 1  # "another target creature ..."
    assert activated[UNATTACH].effect.targets == ()


def test_without_the_plugin_a_reconfigure_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("reconfigure", "manastack_reconfigure", "cards.toml")
    definition = source.get("Lizard Blades")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("reconfigure", "reconfigure"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_151ab_attached_it_is_no_creature_and_unattached_it_is_again(
        table: Table, name: str) -> None:
    """Each card of the pool reconfigures onto Grizzly Bears: it is attached (701.3a), stops
    being a creature (702.151b) and the Bears get its bonus; unattached again (702.151a) it
    is a creature with its own power and toughness and the Bears are a 2/2."""
    mana, own, equipped = CARDS[name]
    board(table, name)
    assert is_creature(table, name)
    table.mana(0, mana)
    table.activate(name, ATTACH, targets=["Grizzly Bears"])
    table.resolve()
    assert attached_to(table, name) == "Grizzly Bears"
    assert not is_creature(table, name)
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == equipped
    assert table.game.has_keyword(table.find("Grizzly Bears").id, GRANTS[name])
    table.assert_logged(rule="702.151b", contains="reconfigure")
    table.assert_logged(rule="701.3a", contains="Grizzly Bears")
    table.mana(0, mana)
    table.activate(name, UNATTACH)
    table.resolve()
    assert attached_to(table, name) is None
    assert is_creature(table, name)
    assert (table.power(name), table.toughness(name)) == own
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.game.has_keyword(table.find("Grizzly Bears").id, GRANTS[name])
    table.assert_logged(rule="702.151a", contains="unattached")


def test_702_151a_unattach_is_refused_while_attached_to_nothing(table: Table) -> None:
    """"Activate only if this permanent is attached to a creature": Lizard Blades attached
    to nothing can't activate its second ability; the game is left as it was (732)."""
    board(table, "Lizard Blades")
    table.mana(0, "CC")
    exc = table.assert_illegal(table.activate, "Lizard Blades", UNATTACH)
    assert "702.151a" in str(exc)
    assert table.names(Zone.STACK) == []


def test_702_151a_another_target_creature_not_itself(table: Table) -> None:
    """"another target creature you control": Lizard Blades can't target itself."""
    board(table, "Lizard Blades")
    table.mana(0, "CC")
    table.assert_illegal(table.activate, "Lizard Blades", ATTACH, targets=["Lizard Blades"])


def test_702_151a_a_creature_you_control_not_an_opponents(table: Table) -> None:
    """"target creature you control": Bob's Grizzly Bears is no legal target."""
    table.battlefield(0, "Lizard Blades")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, "CC")
    table.assert_illegal(table.activate, "Lizard Blades", ATTACH, targets=["Grizzly Bears"])
    assert attached_to(table, "Lizard Blades") is None


def test_702_151a_only_as_a_sorcery(table: Table) -> None:
    """"Activate only as a sorcery" (602.5d): not in Alice's combat or upkeep."""
    table.battlefield(0, "Lizard Blades")
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.UPKEEP)
    table.mana(0, "CC")
    table.assert_illegal(table.activate, "Lizard Blades", ATTACH, targets=["Grizzly Bears"])
    assert attached_to(table, "Lizard Blades") is None


def test_704_5n_the_creature_gone_it_is_a_creature_again(table: Table) -> None:
    """Bob shocks the Grizzly Bears wearing Lizard Blades: the Bears die, Lizard Blades
    becomes unattached (704.5n), stays on the battlefield and is a creature again, a 1/1
    (702.151b: until it becomes unattached)."""
    board(table, "Lizard Blades")
    table.mana(0, "CC")
    table.activate("Lizard Blades", ATTACH, targets=["Grizzly Bears"])
    table.resolve()
    table.hand(1, "Shock")
    table.mana(1, "R")
    table.pass_priority()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Lizard Blades", Zone.BATTLEFIELD, 0)
    assert attached_to(table, "Lizard Blades") is None
    assert is_creature(table, "Lizard Blades")
    assert (table.power("Lizard Blades"), table.toughness("Lizard Blades")) == (1, 1)


def test_the_attached_equipment_is_no_creature_to_shock(table: Table) -> None:
    """Attached, Lizard Blades is not a creature (702.151b): Shock ("any target": a
    creature, player, planeswalker or battle) can't target it."""
    board(table, "Lizard Blades")
    table.mana(0, "CC")
    table.activate("Lizard Blades", ATTACH, targets=["Grizzly Bears"])
    table.resolve()
    table.hand(1, "Shock")
    table.mana(1, "R")
    table.pass_priority()
    table.assert_illegal(table.cast, "Shock", targets=["Lizard Blades"])


def test_702_151a_unattach_is_offered_only_while_attached(table: Table) -> None:
    """The legal actions list the unattach ability only while Lizard Blades is attached to a
    creature (602.5b), the attach ability only while it can target another creature."""
    from manastack_reconfigure import is_unattach

    from manastack.api import ActivateAbility

    board(table, "Lizard Blades")
    table.mana(0, "CCCC")
    blades = table.find("Lizard Blades").id
    abilities = table.game.chars(blades).abilities
    (unattach,) = [i for i, a in enumerate(abilities)
                   if isinstance(a, ActivatedAbility) and is_unattach(a)]

    def offered() -> set[int]:
        return {a.index for a in table.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.obj == blades}

    assert unattach not in offered() and offered()
    table.activate("Lizard Blades", ATTACH, targets=["Grizzly Bears"])
    table.resolve()
    assert unattach in offered()
