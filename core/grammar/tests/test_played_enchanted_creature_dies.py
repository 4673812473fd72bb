"""Printed Auras with "When enchanted creature dies, return that card to the battlefield under
your control", cast and played (CR 603.2, 603.10a, 700.4, 603.3a).

False Demise on Alice's Grizzly Bears: the Bears die and come back under her control (a new
object, 400.7); the Aura goes to the graveyard (704.5m). On Bob's Hill Giant: the Giant comes
back under Alice's control, the Aura's controller. Another creature dying, or the enchanted
creature exiled, triggers nothing. The cards come with their exact Oracle definitions (the
corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FALSE_DEMISE = CardDef(
    name="False Demise", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen enchanted creature dies, return that card to the battlefield "
         "under your control.")

CARDS = (FALSE_DEMISE,)

kit = pytest.mark.plugins(extra={"false-demise-kit": card_pool("false-demise-kit", CARDS)})


def enchant(table: Table, name: str, player: int) -> int:
    """False Demise cast by Alice on ``player``'s ``name``; the creature's id."""
    creature = table.battlefield(player, name)[0]
    table.lands(0, "Island", 3)
    table.hand(0, "False Demise")
    table.cast("False Demise", targets=[creature.id])
    table.resolve()
    return creature.id


def leave(table: Table, obj: int, zone: Zone) -> None:
    table.game.move(obj, zone, cause="destroy" if zone is Zone.GRAVEYARD else "exile")
    table.refresh()
    table.game.pending()  # CR 117.5: triggered abilities are put on the stack


@kit
def test_false_demise_returns_its_own_creature(table: Table) -> None:
    """CR 603.10a: it triggers on the creature it was attached to as it died; the card
    returns (a new object, 400.7) and the Aura is put into the graveyard (704.5m)."""
    bears = enchant(table, "Grizzly Bears", 0)
    leave(table, bears, Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("False Demise", Zone.GRAVEYARD, 0)


@kit
def test_false_demise_on_an_opponents_creature_steals_it(table: Table) -> None:
    """CR 603.3a: "your" is the Aura's controller: Bob's Hill Giant returns under Alice's."""
    giant = enchant(table, "Hill Giant", 1)
    leave(table, giant, Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)


@kit
def test_another_creature_dying_triggers_nothing(table: Table) -> None:
    """CR 603.2: only the enchanted creature's death."""
    enchant(table, "Grizzly Bears", 0)
    other = table.battlefield(0, "Hill Giant")[0]
    leave(table, other.id, Zone.GRAVEYARD)
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


@kit
def test_the_enchanted_creature_exiled_doesnt_die(table: Table) -> None:
    """CR 700.4: "dies" is put into a graveyard from the battlefield; exile is not."""
    bears = enchant(table, "Grizzly Bears", 0)
    leave(table, bears, Zone.EXILE)
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)


@kit
def test_the_aura_leaving_with_the_creature_still_returns_it(table: Table) -> None:
    """CR 603.10a: put into graveyards at the same time, the Aura is looked back at as it
    was, attached to the creature: the creature returns."""
    from manastack.engine.triggers import simultaneously

    bears = enchant(table, "Grizzly Bears", 0)
    demise = table.find("False Demise", zone=Zone.BATTLEFIELD).id
    with simultaneously(table.game):
        for obj in (bears, demise):
            table.game.move(obj, Zone.GRAVEYARD, cause="destroy")
    table.refresh()
    table.game.pending()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("False Demise", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
