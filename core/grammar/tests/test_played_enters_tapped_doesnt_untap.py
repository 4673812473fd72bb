"""Printed "Grimgrin enters tapped and doesn't untap during your untap step.", played (CR
614.1c, 502.3).

Grimgrin, Corpse-Born: cast, it enters tapped; its controller's next untap step leaves it
tapped; sacrificing another creature untaps it (and puts a +1/+1 counter on it).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GRIMGRIN = CardDef(
    name="Grimgrin, Corpse-Born", mana_cost="{3}{U}{B}",
    type_line="Legendary Creature — Zombie Warrior",
    text="Grimgrin enters tapped and doesn't untap during your untap step.\nSacrifice another "
         "creature: Untap Grimgrin and put a +1/+1 counter on it.\nWhenever Grimgrin attacks, "
         "destroy target creature defending player controls, then put a +1/+1 counter on "
         "Grimgrin.", power="5", toughness="5")

CARDS = (GRIMGRIN,)
kit = pytest.mark.plugins(extra={"grimgrin-kit": card_pool("grimgrin-kit", CARDS)})


@kit
def test_grimgrin_enters_tapped_and_stays_tapped(table: Table) -> None:
    """CR 614.1c: it enters tapped; CR 502.3: Alice's next untap step leaves it tapped while
    her lands untap; sacrificing Grizzly Bears untaps it with a +1/+1 counter."""
    assert table.game.rules.card("Grimgrin, Corpse-Born").playable
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Grimgrin, Corpse-Born")
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Wastes", "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes", "Wastes")
    table.cast("Grimgrin, Corpse-Born")
    table.resolve()
    assert table.find("Grimgrin, Corpse-Born").tapped
    table.next_turn()
    table.next_turn()
    assert table.game.active_player == 0
    assert table.find("Grimgrin, Corpse-Born").tapped
    assert table.tapped_count(0, "Swamp") == 0
    table.activate("Grimgrin, Corpse-Born")
    table.resolve()
    grimgrin = table.find("Grimgrin, Corpse-Born")
    assert not grimgrin.tapped
    assert grimgrin.counters.get("+1/+1") == 1
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
