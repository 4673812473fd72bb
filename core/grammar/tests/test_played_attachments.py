"""Attaching by an ability's instruction, played from printed cards (CR 701.3a, 301.5c).

"Attach it to target creature you control" (Piston Sledge) and "you may attach this
Equipment to it" (Sai of the Shinobi) move an Equipment onto a creature (CR 701.3a); the
creature then gets what "Equipped creature gets ..." gives (CR 301.5a, 613.4c). The
trigger's target is chosen as it is put on the stack (CR 603.3d, 601.2c): an opponent's
creature is refused, and with no legal target the trigger is removed; "you may" leaves the
Equipment unattached when declined (CR 603.5).

The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

PISTON_SLEDGE = CardDef(
    name="Piston Sledge", mana_cost="{3}", type_line="Artifact — Equipment",
    text="When this Equipment enters, attach it to target creature you control.\n"
         "Equipped creature gets +3/+1.\nEquip—Sacrifice an artifact.")
SAI = CardDef(
    name="Sai of the Shinobi", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1.\nWhenever a creature you control enters, you may "
         "attach this Equipment to it.\nEquip {2}")

PRINTED = (PISTON_SLEDGE, SAI)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _attached_to(table: Table, name: str) -> int | None:
    return table.find(name, zone=Zone.BATTLEFIELD).attached_to


# --------------------------------------------------------------------------
# Piston Sledge: "attach it to target creature you control" (CR 701.3a)
# --------------------------------------------------------------------------


@kit
def test_piston_sledge_enters_and_attaches_to_the_target(table: Table) -> None:
    """CR 701.3a: its enters trigger attaches it; the Bears get +3/+1 (CR 301.5a)."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Piston Sledge")
    table.cast("Piston Sledge")
    table.answer("targets", "Grizzly Bears")  # as the trigger is put on the stack (603.3d)
    table.resolve()  # Piston Sledge
    table.resolve()  # its trigger
    assert _attached_to(table, "Piston Sledge") == table.find("Grizzly Bears").id
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 3)
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (2, 2)


@kit
def test_piston_sledge_cant_target_an_opponents_creature(table: Table) -> None:
    """"Target creature you control" (CR 115.1, 603.3d): an opponent's creature is refused,
    the game unchanged."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Piston Sledge")
    table.cast("Piston Sledge")
    table.assert_illegal(table.resolve, answers=[Answer("targets", ("Gray Ogre",))],
                         rule="601.2c")
    table.answer("targets", "Grizzly Bears")
    table.resolve_all()
    assert _attached_to(table, "Piston Sledge") == table.find("Grizzly Bears").id
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (2, 2)


@kit
def test_piston_sledge_stays_unattached_without_a_creature_of_yours(table: Table) -> None:
    """With no creature of its controller the trigger has no legal target and is removed
    from the stack (CR 603.3d): the Equipment stays unattached."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Piston Sledge")
    table.cast("Piston Sledge")
    table.resolve_all()
    assert _attached_to(table, "Piston Sledge") is None
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


# --------------------------------------------------------------------------
# Sai of the Shinobi: "you may attach this Equipment to it" (CR 701.3a, 603.5)
# --------------------------------------------------------------------------


def _sai_then_bears(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.hand(0, "Sai of the Shinobi", "Grizzly Bears")
    table.cast("Sai of the Shinobi")
    table.resolve()
    table.cast("Grizzly Bears")
    table.resolve()  # the Bears enter: Sai's trigger goes on the stack (603.3)


@kit
def test_sai_attaches_to_the_creature_that_entered_if_you_choose_to(table: Table) -> None:
    """CR 701.3a: "yes" attaches Sai to the Bears; they get +1/+1 (CR 301.5a)."""
    _sai_then_bears(table)
    table.answer("may", "yes")
    table.resolve_all()
    assert _attached_to(table, "Sai of the Shinobi") == table.find("Grizzly Bears").id
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)


@kit
def test_sai_stays_unattached_if_you_decline(table: Table) -> None:
    """CR 603.5: "you may" declined does nothing."""
    _sai_then_bears(table)
    table.answer("may", "no")
    table.resolve_all()
    assert _attached_to(table, "Sai of the Shinobi") is None
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
