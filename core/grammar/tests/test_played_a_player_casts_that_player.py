"""Printed "Whenever a player casts a [filter] spell, that player ..." (Soot Imp), played
(CR 601.2i, 603.2, 603.7c).

"That player" is the player who cast the spell, whoever controls the Imp: Bob casting
Grizzly Bears loses 1 life, not Alice; Alice casting her own nonblack spell loses 1 too; a
black spell costs nobody anything.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SOOT_IMP = CardDef(
    name="Soot Imp", mana_cost="{1}{B}{B}", type_line="Creature — Imp", power="1",
    toughness="2", keywords=("Flying",),
    text="Flying\nWhenever a player casts a nonblack spell, that player loses 1 life.")

CARDS = (SOOT_IMP,)
kit = pytest.mark.plugins(extra={"soot-imp-kit": card_pool("soot-imp-kit", CARDS)})


@kit
def test_the_opponent_who_casts_loses_the_life(table: Table) -> None:
    """CR 603.7c: Bob casts Grizzly Bears: Bob loses 1, Alice (the Imp's controller) none."""
    table.battlefield(0, "Soot Imp")
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert table.life(1) == 19
    assert table.life(0) == 20


@kit
def test_its_controller_casting_loses_the_life_too(table: Table) -> None:
    """CR 603.2: "a player" is any player, the Imp's controller included."""
    table.battlefield(0, "Soot Imp")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert table.life(0) == 19
    assert table.life(1) == 20


@kit
def test_a_black_spell_costs_nothing(table: Table) -> None:
    """CR 105.2: a black spell is no nonblack spell: no trigger."""
    table.battlefield(0, "Soot Imp", "Grizzly Bears")
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.life(1) == 20
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
