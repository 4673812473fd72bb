"""Printed "When you next cast an instant or sorcery spell this turn, copy that spell. You may
choose new targets for the copy." played (CR 603.7a-c, 707.10, 707.10c).

Doublecast creates a delayed triggered ability as it resolves (603.7a): it triggers once
(603.7b), on the next instant or sorcery spell its controller casts this turn, and copies
that spell if it is still on the stack (603.7c); the copy's targets may change (707.10c).
It is gone at the end of the turn unused.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DOUBLECAST = CardDef(
    name="Doublecast", mana_cost="{R}{R}", type_line="Sorcery",
    text="When you next cast an instant or sorcery spell this turn, copy that spell. You may "
         "choose new targets for the copy.")

DUAL_STRIKE = CardDef(
    name="Dual Strike", mana_cost="{R}{R}", type_line="Instant", keywords=("Foretell",),
    text="When you next cast an instant or sorcery spell with mana value 4 or less this turn, "
         "copy that spell. You may choose new targets for the copy.\nForetell {R} (During "
         "your turn, you may pay {2} and exile this card from your hand face down. Cast it on "
         "a later turn for its foretell cost.)")
LAVA_AXE = CardDef(
    name="Lava Axe", mana_cost="{4}{R}", type_line="Sorcery",
    text="Lava Axe deals 5 damage to target player or planeswalker.")

PRINTED = (DOUBLECAST, DUAL_STRIKE, LAVA_AXE)
kit = pytest.mark.plugins("foretell",
                          extra={"doublecast-kit": card_pool("doublecast-kit", PRINTED)})


def _doublecast(table: Table, mountains: int) -> None:
    table.lands(0, "Mountain", 2 + mountains)
    table.hand(0, "Doublecast")
    table.cast("Doublecast")
    table.resolve()
    table.assert_logged(rule="603.7a", contains="When you next cast")


@kit
def test_the_next_bolt_is_copied(table: Table) -> None:
    """CR 603.7a, 707.10: the Bolt at Bob is copied; both resolve: Bob takes 6."""
    _doublecast(table, 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve([Answer("new_targets", ("no",), player=0)])  # the trigger: the copy
    table.assert_logged(rule="707.10", contains="a copy of Lightning Bolt")
    table.resolve_all()
    assert table.life(1) == 14
    assert table.life(0) == 20


@kit
def test_the_copy_may_get_a_new_target(table: Table) -> None:
    """CR 707.10c: the copy is aimed at the Grizzly Bears instead; the Bolt still hits Bob."""
    _doublecast(table, 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve([Answer("new_targets", ("yes",), player=0),
                   Answer("targets", ("Grizzly Bears",), player=0)])
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.life(1) == 17


@kit
def test_it_triggers_once_only(table: Table) -> None:
    """CR 603.7b: the second Bolt this turn is not copied: Bob takes 3 + 3 + 3."""
    _doublecast(table, 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve([Answer("new_targets", ("no",), player=0)])
    table.resolve_all()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 11
    assert not table.game.state.delayed


@kit
def test_a_creature_spell_does_not_trigger_it(table: Table) -> None:
    """CR 603.2: a creature spell is not an instant or sorcery spell: the trigger waits for
    the Bolt cast after it."""
    _doublecast(table, 3)
    table.hand(0, "Grizzly Bears", "Lightning Bolt")
    table.lands(0, "Forest", 2)
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert table.game.state.delayed
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve([Answer("new_targets", ("no",), player=0)])
    table.resolve_all()
    assert table.life(1) == 14
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


@kit
def test_an_opponents_spell_does_not_trigger_it(table: Table) -> None:
    """"You next cast": Bob's Bolt is not Alice's spell; it isn't copied."""
    _doublecast(table, 0)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve_all()
    assert table.life(0) == 17
    assert table.game.state.delayed


@kit
def test_it_is_gone_at_the_end_of_the_turn(table: Table) -> None:
    """"This turn" (CR 603.7a): on Alice's next turn her Bolt is not copied."""
    _doublecast(table, 1)
    table.hand(0, "Lightning Bolt")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    assert table.life(1) == 17


@kit
def test_dual_strike_skips_a_spell_of_mana_value_5_and_copies_the_next_bolt(
        table: Table) -> None:
    """CR 603.7a-b: Lava Axe (mana value 5) doesn't trigger it: Bob takes 5; the Bolt after
    it (mana value 1) is copied: 3 + 3 more."""
    table.lands(0, "Mountain", 8)
    table.hand(0, "Dual Strike", "Lava Axe", "Lightning Bolt")
    table.cast("Dual Strike")
    table.resolve()
    table.cast("Lava Axe", targets=["Bob"])
    assert not table.logged(rule="707.10")
    table.resolve_all()
    assert table.life(1) == 15
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve([Answer("new_targets", ("no",), player=0)])  # the trigger: the copy
    table.assert_logged(rule="707.10", contains="a copy of Lightning Bolt")
    table.resolve_all()
    assert table.life(1) == 9


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
