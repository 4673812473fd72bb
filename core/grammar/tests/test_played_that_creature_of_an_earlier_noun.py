"""Printed demonstratives that name an earlier noun, not the object the instruction before
acted on, played (CR 608.2c, 603.7c, 603.12, 301.5c).

- Sword of the Meek: "Whenever a 1/1 creature you control enters, you may return this card
  from your graveyard to the battlefield, then attach it to that creature.": "it" is the
  Sword returned, "that creature" the 1/1 of the event (an Equipment can't be attached to
  itself, 301.5c);
- Ratonhnhaké꞉ton: "... create a 1/1 black Assassin creature token with menace. When you do,
  return target Equipment card from your graveyard to the battlefield, then attach it to that
  token.": "that token" is the Assassin the reflexive ability follows (603.12);
- Curse of the Werefox: "Create a Monster Role token attached to target creature you control.
  When you do, that creature fights up to one target creature you don't control.": "that
  creature" is the creature the Role was attached to, not the Role (608.2c), still that
  creature if the Role is gone before the reflexive ability resolves.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table, by_name
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_sword_of_the_meek_is_attached_to_the_creature_that_entered(table: Table) -> None:
    """CR 603.7c, 301.5c: Suntail Hawk (1/1) enters; the Sword returns from the graveyard and
    is attached to the Hawk (2/3 with it), not refused as attached to itself."""
    table.lands(0, "Plains", 1)
    table.graveyard(0, "Sword of the Meek")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Suntail Hawk")
    table.cast("Suntail Hawk")
    table.resolve()  # the Hawk; the Sword's trigger is put on the stack
    table.resolve()  # the trigger: "you may" answered yes by the first legal option
    sword = table.find("Sword of the Meek", zone=Zone.BATTLEFIELD)
    assert sword.attached_to == table.find("Suntail Hawk").id
    assert (table.power("Suntail Hawk"), table.toughness("Suntail Hawk")) == (2, 3)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.assert_logged(rule="701.3a", contains="is attached to Suntail Hawk")


@oracle
def test_ratonhnhaketon_attaches_the_equipment_to_the_assassin_token(table: Table) -> None:
    """CR 603.12: the reflexive ability's "that token" is the Assassin created; Bonesplitter
    returns and is attached to it (3/1)."""
    table.battlefield(0, "Ratonhnhaké꞉ton")
    table.graveyard(0, "Bonesplitter")
    table.attack("Ratonhnhaké꞉ton")
    table.go_to(Step.COMBAT_DAMAGE)
    table.game.pending()
    table.resolve_all()  # the trigger, then the reflexive ability targeting Bonesplitter
    token = table.find("Assassin Token")
    assert table.find("Bonesplitter", zone=Zone.BATTLEFIELD).attached_to == token.id
    assert (table.power("Assassin Token"), table.toughness("Assassin Token")) == (3, 1)
    table.assert_logged(rule="701.3a", contains="is attached to Assassin Token")


def _werefox(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.hand(0, "Curse of the Werefox")
    table.cast("Curse of the Werefox", targets=["Grizzly Bears"])
    table.on_decision("targets", by_name("Savannah Lions"))
    table.resolve()  # the Role is created on the Bears; the reflexive ability is put on the stack
    table.game.pending()


@oracle
def test_curse_of_the_werefox_the_enchanted_creature_fights(table: Table) -> None:
    """CR 608.2c, 701.14a: Grizzly Bears (3/3 with the Monster Role) fight Savannah Lions: 3
    damage to the Lions (dead), 2 to the Bears."""
    _werefox(table)
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD)
    assert table.find("Grizzly Bears").damage == 2


@oracle
def test_curse_of_the_werefox_the_creature_fights_with_the_role_gone(table: Table) -> None:
    """CR 603.12, 608.2c: the Role destroyed before the reflexive ability resolves, "that
    creature" is still the Bears (2/2 now): they and the Lions deal damage to each other and
    both die."""
    _werefox(table)
    role = table.find("Monster")
    table.game.move(role.id, Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_logged(rule="120.3", contains="deals 2 damage to Savannah Lions")
