""""This card" moved by an ability triggered by the card's own leaving the battlefield (CR
400.7e): "When this artifact is put into a graveyard from the battlefield, if it was a
creature, return this card to its owner's hand." (Weatherseed Totem), "When this creature
dies, you may exile this card. When you do, ..." (Doombot Harbinger, Flitting Guerrilla),
"When Guan Yu is put into your graveyard from the battlefield, you may shuffle Guan Yu into
your library." The ability finds the new object the card became in the public zone it went
to, while it is still there; the card that has left that zone since is a new object that it
doesn't find (400.7).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def murder(table: Table, name: str) -> None:
    """Alice casts Murder on ``name``; it resolves and its dies trigger is put on the stack."""
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=[name])
    table.resolve()


def shatter_animated_totem(table: Table) -> None:
    """Alice animates Weatherseed Totem (a 5/3 creature until end of turn), then Shatter puts
    it into her graveyard; its trigger is on the stack."""
    table.battlefield(0, "Weatherseed Totem")
    table.hand(0, "Shatter")
    table.mana(0, "CCGGG")
    table.activate("Weatherseed Totem")
    table.resolve()
    table.mana(0, "RR")
    table.cast("Shatter", targets=["Weatherseed Totem"])
    table.resolve()


@oracle
def test_400_7e_weatherseed_totem_that_was_a_creature_returns_to_hand(table: Table) -> None:
    """CR 400.7e, 603.4: the Totem was a creature as it left: the card it became in the
    graveyard is returned to Alice's hand."""
    shatter_animated_totem(table)
    table.resolve()
    table.assert_zone("Weatherseed Totem", Zone.HAND, 0)


@oracle
def test_603_4_weatherseed_totem_that_was_no_creature_stays(table: Table) -> None:
    """CR 603.4: not animated, the Totem was no creature: it stays in the graveyard."""
    table.battlefield(0, "Weatherseed Totem")
    table.hand(0, "Shatter")
    table.mana(0, "RR")
    table.cast("Shatter", targets=["Weatherseed Totem"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Weatherseed Totem", Zone.GRAVEYARD, 0)


@oracle
def test_400_7_weatherseed_totem_exiled_from_the_graveyard_is_not_found(table: Table) -> None:
    """CR 400.7: in response, Tormod's Crypt exiles Alice's graveyard: the Totem in exile is
    a new object, which the ability doesn't return."""
    table.battlefield(1, "Tormod's Crypt")
    shatter_animated_totem(table)
    table.pass_priority()  # Alice passes with the trigger on the stack; Bob has priority
    table.activate("Tormod's Crypt", targets=["Alice"])
    table.resolve()
    table.resolve()
    table.assert_zone("Weatherseed Totem", Zone.EXILE, 0)


@oracle
def test_400_7e_doombot_harbinger_exiles_itself_then_returns_a_creature_card(
        table: Table) -> None:
    """CR 400.7e, 603.12: Alice exiles the Doombot Harbinger card from her graveyard; when
    she does, Grizzly Bears returns from her graveyard to her hand."""
    table.battlefield(0, "Doombot Harbinger")
    table.graveyard(0, "Grizzly Bears")
    murder(table, "Doombot Harbinger")
    table.resolve()  # "you may exile this card": the default agent accepts
    table.resolve()  # the reflexive trigger, targeting Grizzly Bears
    table.assert_zone("Doombot Harbinger", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@oracle
def test_400_7e_flitting_guerrilla_exiles_itself_then_tucks_a_creature_card(
        table: Table) -> None:
    """CR 400.7e, 603.12: each player mills two, Alice exiles the Flitting Guerrilla card;
    when she does, Grizzly Bears goes from her graveyard on top of her library."""
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.battlefield(0, "Flitting Guerrilla")
    table.graveyard(0, "Grizzly Bears")
    murder(table, "Flitting Guerrilla")
    table.resolve()
    table.resolve()
    table.assert_zone("Flitting Guerrilla", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.LIBRARY, 0)


@pytest.mark.plugins("oracle", "horsemanship")
def test_400_7e_guan_yu_is_shuffled_into_the_library(table: Table) -> None:
    """CR 400.7e, 701.24: Alice shuffles the Guan Yu card from her graveyard into her
    library."""
    table.library(0, "Island", "Island")
    table.battlefield(0, "Guan Yu, Sainted Warrior")
    murder(table, "Guan Yu, Sainted Warrior")
    table.resolve()
    table.assert_zone("Guan Yu, Sainted Warrior", Zone.LIBRARY, 0)
