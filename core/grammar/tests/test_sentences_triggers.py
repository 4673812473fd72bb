"""Trigger events (manastack_grammar.sentences.triggers): the "[event]" of "When / Whenever /
At [event], ..." (CR 603.2): "At the beginning of the end step" (every end step), "At the
beginning of combat on your turn", "Whenever another Human you control enters" (not the
entering object itself, 603.10a)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step


def test_at_the_beginning_of_the_end_step_sacrifice_this(table_factory: Callable[..., Table],
                                                         make: Callable[..., Card],
                                                         put: Callable[..., GameObject]) -> None:
    table = table_factory(active=1)
    put(table, make(table, "At the beginning of the end step, sacrifice this enchantment.",
                    type_line="Enchantment"), Zone.BATTLEFIELD)
    table.go_to(Step.END)  # Bob's end step: "the end step" is every end step
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Test Card"]


def test_at_the_beginning_of_combat_on_your_turn(table_factory, card):
    for active, expected in ((0, 21), (1, 20)):
        table = table_factory(active=active)
        drummer = card(table, "Test Drummer", "Creature — Human",
                       "At the beginning of combat on your turn, you gain 1 life.",
                       cost="{G}", power="1", toughness="1")
        table.put(drummer, Zone.BATTLEFIELD, 0)
        table.go_to(Step.BEGIN_COMBAT)
        if table.game.stack():
            table.resolve_all()
        table.assert_life(0, expected)


def test_whenever_another_creature_enters_does_not_trigger_on_itself(table, card):
    greeter = card(table, "Test Greeter", "Creature — Human",
                   "Whenever another Human you control enters, you gain 1 life.",
                   cost="{G}", power="1", toughness="1")
    table.put(greeter, Zone.HAND, 0)
    table.put(greeter, Zone.HAND, 0)
    table.battlefield(0, "Forest", "Forest")
    table.cast("Test Greeter")
    table.resolve()
    assert not table.game.stack()  # the entering object is itself, not "another"
    table.cast("Test Greeter")
    table.resolve()
    table.resolve_all()  # the first one sees the second (and not vice versa)
    table.assert_life(0, 21)
