"""Printed "Whenever ~ or another [type] you control enters, attach up to one target Equipment
you control to that creature." played (CR 603.7c, 601.2c, 603.3d, 701.3a-b).

- Kemba, Kha Enduring: "Whenever Kemba or another Cat you control enters, attach up to one
  target Equipment you control to that creature.";
- Sokka and Suki: "Whenever Sokka and Suki or another Ally you control enters, attach up to
  one target Equipment you control to that creature."

"Up to one target Equipment you control" is a target, chosen as the trigger is put on the
stack: zero or one (601.2c, 603.3d), only an Equipment its controller controls (115.1).
"That creature" is the creature of the event, the one that entered (603.7c): the legend
itself or the other Cat or Ally. The attach follows 701.3b: onto a creature with protection
from artifacts the Equipment doesn't move. The cards come from the Oracle corpus (plugin
"oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _cast_and_trigger(table: Table, creature: str, *targets: str) -> None:
    """Cast ``creature`` and resolve it; the trigger of its entering takes ``targets`` (none:
    zero targets for "up to one") as it is put on the stack, then resolves."""
    table.cast(creature)
    table.answer("targets", *targets)
    table.resolve()  # the creature spell; the trigger is put on the stack
    table.resolve()  # the trigger


@oracle
def test_603_7c_kemba_takes_bonesplitter_as_she_enters(table: Table) -> None:
    """CR 603.7c, 701.3a: Kemba enters; her trigger attaches Bonesplitter to "that creature",
    Kemba herself: 2/2 +2/+0, and +1/+1 from her own "Equipped creatures you control"."""
    table.battlefield(0, "Bonesplitter", "Plains", "Plains")
    table.hand(0, "Kemba, Kha Enduring")
    _cast_and_trigger(table, "Kemba, Kha Enduring", "Bonesplitter")
    assert table.find("Bonesplitter").attached_to == table.find("Kemba, Kha Enduring").id
    assert table.power("Kemba, Kha Enduring") == 5
    assert table.toughness("Kemba, Kha Enduring") == 3
    table.assert_logged(rule="701.3a", contains="Bonesplitter")


@oracle
def test_603_7c_kemba_moves_the_equipment_onto_another_cat(table: Table) -> None:
    """CR 603.7c, 701.3a: Bonesplitter on Grizzly Bears; Savannah Lions (a Cat) enter: the
    trigger moves it onto the Lions, "that creature", not onto Kemba."""
    table.battlefield(0, "Kemba, Kha Enduring", "Grizzly Bears", "Bonesplitter", "Plains",
                      "Plains")
    table.activate("Bonesplitter", targets=["Grizzly Bears"])  # equip {1}
    table.resolve()
    table.hand(0, "Savannah Lions")
    _cast_and_trigger(table, "Savannah Lions", "Bonesplitter")
    assert table.find("Bonesplitter").attached_to == table.find("Savannah Lions").id
    assert table.power("Savannah Lions") == 5  # 2/1, +2/+0, +1/+1
    assert table.power("Grizzly Bears") == 2
    assert table.power("Kemba, Kha Enduring") == 2


@oracle
def test_601_2c_kemba_up_to_one_may_target_nothing(table: Table) -> None:
    """CR 601.2c, 603.3d: "up to one": no target chosen, the trigger resolves and attaches
    nothing; Bonesplitter stays unattached."""
    table.battlefield(0, "Bonesplitter", "Plains", "Plains")
    table.hand(0, "Kemba, Kha Enduring")
    _cast_and_trigger(table, "Kemba, Kha Enduring")
    assert table.find("Bonesplitter").attached_to is None
    assert table.power("Kemba, Kha Enduring") == 2
    assert not table.game.ids_in(Zone.STACK)
    table.assert_logged(rule="601.2c", contains="chooses nothing")


@oracle
def test_115_1_kemba_cant_target_an_opponents_equipment(table: Table) -> None:
    """CR 115.1, 601.2c: "Equipment you control": Bob's Bonesplitter isn't a legal target;
    the trigger is put on the stack with none (up to one) and Bob keeps his Equipment
    unattached."""
    table.battlefield(0, "Plains", "Plains")
    table.battlefield(1, "Bonesplitter")
    table.hand(0, "Kemba, Kha Enduring")
    seen = table.watch_decisions("targets")
    table.cast("Kemba, Kha Enduring")
    table.resolve()
    assert all(table.find("Bonesplitter").id not in d.options for d in seen)
    table.resolve_all()
    assert table.find("Bonesplitter").attached_to is None


@oracle
def test_603_2_kemba_a_creature_not_a_cat_doesnt_trigger_it(table: Table) -> None:
    """CR 603.2: Grizzly Bears (a Bear) enter: no trigger, the Equipment stays put."""
    table.battlefield(0, "Kemba, Kha Enduring", "Bonesplitter", "Forest", "Forest")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    assert table.find("Bonesplitter").attached_to is None


@oracle
def test_701_3b_kemba_a_cat_with_protection_from_artifacts_cant_have_it(
        table: Table) -> None:
    """CR 701.3b, 702.16d: Bonesplitter on Kemba; Nacatl Savage (a Cat, protection from
    artifacts) enters and the trigger targets Bonesplitter: it can't be attached to the
    Savage, so it doesn't move: Kemba keeps it."""
    table.battlefield(0, "Bonesplitter", "Plains", "Plains", "Forest", "Forest")
    table.hand(0, "Kemba, Kha Enduring", "Nacatl Savage")
    _cast_and_trigger(table, "Kemba, Kha Enduring", "Bonesplitter")
    _cast_and_trigger(table, "Nacatl Savage", "Bonesplitter")
    assert table.find("Bonesplitter").attached_to == table.find("Kemba, Kha Enduring").id
    assert table.power("Kemba, Kha Enduring") == 5
    assert table.power("Nacatl Savage") == 2
    table.assert_logged(rule="701.3b", contains="protection from artifacts (702.16d)")


@oracle
def test_608_2b_kemba_the_cat_gone_the_equipment_stays(table: Table) -> None:
    """CR 603.7c, 400.7: Savannah Lions enter and are bounced with the trigger on the stack:
    "that creature" is gone, so Bonesplitter, on Kemba, doesn't move."""
    table.battlefield(0, "Bonesplitter", "Plains", "Plains", "Plains")
    table.hand(0, "Kemba, Kha Enduring", "Savannah Lions")
    _cast_and_trigger(table, "Kemba, Kha Enduring", "Bonesplitter")
    table.cast("Savannah Lions")
    table.answer("targets", "Bonesplitter")
    table.resolve()  # the Lions; the trigger is put on the stack
    table.pass_priority()
    table.mana(1, "U")
    table.hand(1, "Unsummon")
    table.cast("Unsummon", targets=["Savannah Lions"])
    table.resolve()  # Unsummon
    table.resolve()  # the trigger
    table.assert_zone("Savannah Lions", Zone.HAND, 0)
    assert table.find("Bonesplitter").attached_to == table.find("Kemba, Kha Enduring").id


@oracle
def test_603_7c_sokka_and_suki_equip_the_ally_token_their_equipment_made(
        table: Table) -> None:
    """CR 603.7c, 701.3a: Sokka and Suki enter (nothing to attach: zero targets); Bonesplitter
    enters and their other trigger creates a 1/1 white Ally token; the token entering
    triggers the first: Bonesplitter is attached to the token (3/1), not to Sokka and
    Suki."""
    table.battlefield(0, "Island", "Mountain", "Plains", "Plains")
    table.hand(0, "Sokka and Suki", "Bonesplitter")
    _cast_and_trigger(table, "Sokka and Suki")
    table.cast("Bonesplitter")
    table.resolve()  # Bonesplitter; the token trigger is put on the stack
    table.answer("targets", "Bonesplitter")
    table.resolve()  # the token is created; the attach trigger is put on the stack
    table.resolve()  # the attach trigger
    token = table.find("Ally Token")
    assert table.find("Bonesplitter").attached_to == token.id
    assert table.power("Ally Token") == 3
    assert table.power("Sokka and Suki") == 3


@oracle
def test_603_7c_sokka_and_suki_take_the_equipment_themselves(table: Table) -> None:
    """CR 603.7c, 701.3a: Bonesplitter on Grizzly Bears; Sokka and Suki enter and take it
    ("that creature" is them): 5/3."""
    table.battlefield(0, "Bonesplitter", "Grizzly Bears", "Plains")
    table.activate("Bonesplitter", targets=["Grizzly Bears"])
    table.resolve()
    table.battlefield(0, "Island", "Mountain", "Plains")
    table.hand(0, "Sokka and Suki")
    _cast_and_trigger(table, "Sokka and Suki", "Bonesplitter")
    assert table.find("Bonesplitter").attached_to == table.find("Sokka and Suki").id
    assert table.power("Sokka and Suki") == 5
    assert table.power("Grizzly Bears") == 2
