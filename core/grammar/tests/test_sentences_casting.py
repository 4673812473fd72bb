"""Casting sentences (manastack_grammar.sentences.casting): countering ("Counter target spell
you don't control", "noncreature spell an opponent controls", "each spell"; an ability on the
stack is not a spell, CR 113.7a, 601.2c), "Counter target spell unless its controller pays
{X}" (118.12: paid if the controller chooses to and can, countered otherwise), and "Spells
cost {1} more / less to cast" (601.2f)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.decisions import Answer
from manastack.model.effects import Context
from manastack.model.objects import Card, GameObject, Zone

# --------------------------------------------------------------------------
# Counter
# --------------------------------------------------------------------------


def test_counter_target_spell_you_dont_control(rules: Rules, understood: Callable[..., Any]) -> None:
    mode = understood(rules, "Counter target spell you don't control.")
    assert len(mode.targets) == 1 and mode.targets[0].zone is Zone.STACK
    spec = mode.targets[0]
    assert spec.objects is not None and spec.objects.controller == "not_you"
    noncreature = understood(rules, "Counter target noncreature spell an opponent "
                             "controls.").targets[0]
    assert noncreature.objects is not None and noncreature.objects.not_types == ("Creature",)
    assert noncreature.objects.controller == "opponent"
    assert understood(rules, "Counter each spell you don't control.").targets == ()


def test_an_ability_on_the_stack_is_not_a_spell(table: Table, understood: Callable[..., Any]) -> None:
    """CR 113.7a: Negate ("Counter target noncreature spell.") can't target an ability."""
    table.lands(0, "Island", 2)
    table.hand(0, "Negate")
    table.battlefield(1, "Prodigal Pyromancer")
    table.pass_priority()
    table.activate("Prodigal Pyromancer", targets=["opponent"])
    table.pass_priority()
    ability = table.game.ids_in(Zone.STACK)[-1]
    table.assert_illegal(table.cast, "Negate", targets=[ability], rule="601.2c")
    mode = understood(table.game.rules, "Counter each spell you don't control.")
    each = mode.instructions[0].what
    assert each.objects(Context(game=table.game, controller=0, source=None)) == []


def test_counter_unless_its_controller_pays_x(table: Table, make: Callable[..., Card],
                                              put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Counter target spell unless its controller pays {X}.",
                    cost="{X}{U}", type_line="Instant"))
    table.lands(0, "Island", 3)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 3)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Test Card", x=2, targets=["Lightning Bolt"])
    # Bob can pay {2}: he chooses to
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert all(o.tapped for o in table.game.battlefield(1))
    table.assert_logged(rule="118.12", contains="isn't countered")
    table.resolve()
    table.assert_life(0, 17)


def test_counter_unless_pays_counters_when_it_cant_be_paid(table: Table, make: Callable[..., Card],
                                                           put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Counter target spell unless its controller pays {X}.",
                    cost="{X}{U}", type_line="Instant"))
    table.lands(0, "Island", 4)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 2)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Test Card", x=3, targets=["Lightning Bolt"])
    table.resolve()  # Bob has one untapped Mountain: {3} can't be paid, no question asked
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    table.assert_life(0, 20)


# --------------------------------------------------------------------------
# Costs (601.2f)
# --------------------------------------------------------------------------


def test_spells_cost_more_or_less_for_every_spell(table: Table) -> None:
    """Sphere of Resistance and Helm of Awakening: "Spells cost {1} more/less to cast."."""
    for name in ("Sphere of Resistance", "Helm of Awakening"):
        assert not table.game.rules.card(name).unrecognized
    table.battlefield(1, "Sphere of Resistance", "Sphere of Resistance")
    table.battlefield(0, "Helm of Awakening")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Shock", targets=["Grizzly Bears"])  # {R} + {1} + {1} - {1}
    table.assert_logged(rule="601.2f", contains="= {1}{R} (locked)")
