""""Its controller" of a permanent an instruction just destroyed, played from printed cards
(CR 608.2h, 111.2).

Pongify: "Destroy target creature. It can't be regenerated. Its controller creates a 3/3
green Ape creature token." Sip of Hemlock: "Destroy target creature. Its controller loses 2
life." The creature is in its owner's graveyard when "its controller" is read: the player
meant is the one who controlled it as it last existed on the battlefield (608.2h), layer 2
included, so a creature stolen with Control Magic gives its thief the Ape and the life
loss, not its owner. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PONGIFY = CardDef(
    name="Pongify", mana_cost="{U}", type_line="Instant",
    text="Destroy target creature. It can't be regenerated. Its controller creates a 3/3 "
         "green Ape creature token.")
SIP_OF_HEMLOCK = CardDef(
    name="Sip of Hemlock", mana_cost="{4}{B}{B}", type_line="Sorcery",
    text="Destroy target creature. Its controller loses 2 life.")
CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")

PRINTED = (PONGIFY, SIP_OF_HEMLOCK, CONTROL_MAGIC)

kit = pytest.mark.plugins(extra={"its-controller-kit": card_pool("its-controller-kit",
                                                                 PRINTED)})


def _steal_the_bears(table: Table) -> None:
    """Alice takes Bob's Grizzly Bears with Control Magic (CR 613.1b)."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 0


def _apes(table: Table, player: int) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD)
               if o.card.name == "Ape Token" and table.game.controller(o.id) == player)


@kit
def test_pongify_gives_the_ape_to_the_creatures_controller(table: Table) -> None:
    """CR 111.2: Bob's Bears are destroyed; Bob, their controller, creates the 3/3 Ape."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Pongify")
    table.cast("Pongify", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert (_apes(table, 0), _apes(table, 1)) == (0, 1)
    ape = table.find("Ape Token", zone=Zone.BATTLEFIELD)
    assert (table.power("Ape Token"), table.toughness("Ape Token")) == (3, 3)
    assert table.game.chars(ape.id).colors == frozenset("G")


@kit
def test_pongify_on_a_stolen_creature_gives_the_ape_to_the_thief(table: Table) -> None:
    """CR 608.2h: the Bears go to Bob's graveyard, but Alice controlled them as they last
    existed on the battlefield: Alice creates the Ape."""
    _steal_the_bears(table)
    table.lands(0, "Island", 1)
    table.hand(0, "Pongify")
    table.cast("Pongify", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert (_apes(table, 0), _apes(table, 1)) == (1, 0)


@kit
def test_sip_of_hemlock_on_a_stolen_creature_costs_the_thief_life(table: Table) -> None:
    """CR 608.2h: Alice controlled the Bears as they last existed: Alice loses 2 life, Bob,
    their owner, none."""
    _steal_the_bears(table)
    table.lands(0, "Swamp", 6)
    table.hand(0, "Sip of Hemlock")
    table.cast("Sip of Hemlock", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (18, 20)


@kit
def test_sip_of_hemlock_on_the_owners_creature(table: Table) -> None:
    """Bob's own Bears: Bob loses 2 life."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Sip of Hemlock")
    table.cast("Sip of Hemlock", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (20, 18)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
