"""Printed "Whenever a player sacrifices a creature, you may put a +1/+1 counter on this
creature.", played (CR 701.21a, 603.6c, 603.10a, 608.2d).

Mortician Beetle: Alice sacrificing Grizzly Bears to Bone Splinters gives it a counter, the
destroyed Hill Giant none; Bob sacrificing his own creature gives it another (a player, not
only its controller). Declining the "may" puts none.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MORTICIAN_BEETLE = CardDef(
    name="Mortician Beetle", mana_cost="{B}", type_line="Creature — Insect", power="1",
    toughness="1",
    text="Whenever a player sacrifices a creature, you may put a +1/+1 counter on this "
         "creature.")

CARDS = (MORTICIAN_BEETLE,)
kit = pytest.mark.plugins(extra={"beetle-kit": card_pool("beetle-kit", CARDS)})


@kit
def test_beetle_counts_each_players_sacrifice_not_a_destruction(table: Table) -> None:
    """CR 701.21a: Alice's Bears sacrificed: a counter, not for Bob's destroyed Giant; Bob's
    own sacrifice of Memnite: a second counter."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest")
    table.battlefield(0, "Mortician Beetle", "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Hill Giant"], sacrifice=["Grizzly Bears"])
    table.answer("may", "yes", player=0)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_counters("Mortician Beetle", "+1/+1", 1)
    table.next_turn()
    table.lands(1, "Swamp", 1)
    table.hand(1, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Mortician Beetle"], sacrifice=["Memnite"])
    table.answer("may", "yes", player=0)
    table.resolve()  # the Beetle's trigger, above the spell
    table.assert_counters("Mortician Beetle", "+1/+1", 2)


@kit
def test_beetle_may_decline(table: Table) -> None:
    """CR 608.2d: Alice declines: no counter."""
    table.battlefield(0, "Mortician Beetle", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Hill Giant"], sacrifice=["Grizzly Bears"])
    table.answer("may", "no", player=0)
    table.resolve_all()
    table.assert_counters("Mortician Beetle", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
