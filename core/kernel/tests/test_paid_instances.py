"""The first P alike instances of an optional additional cost paid (CR 603.4, 601.2f-h):
``manastack.api.times_paid`` counts the instances paid for a spell, ``among_first_paid`` is
the intervening "if" of each instance's "when you cast this spell, if its cost was paid"
trigger (conspire 702.78b, casualty 702.153b: each instance triggers on its own payment),
``abilities_now`` the instances the object has now or had as it last existed (608.2h), and
``instance_index`` which instance a trigger is, for a cost each instance pays any number of
times (replicate 702.56b, squad 702.157b).
"""

from __future__ import annotations

import attrs

from manastack.api import (
    AdditionalCost,
    Card,
    CastingPermission,
    Cost,
    Custom,
    Game,
    GameObject,
    Mode,
    Spell,
    TriggerCondition,
    TriggeredAbility,
    TypeLine,
    Zone,
    abilities_now,
    among_first_paid,
    instance_index,
    times_paid,
)
from manastack.driver import Table

TITHE = "tithe"


def _alike(ability: TriggeredAbility) -> bool:
    return isinstance(ability.trigger.intervening_if, Paid)


@attrs.frozen(eq=False)
class Paid:
    """One instance's intervening "if": "if its tithe cost was paid" (known by identity)."""

    def __call__(self, game: Game, source: GameObject) -> bool:
        return among_first_paid(game, source, self, _alike, times_paid(source.spell, TITHE,
                                                                       TITHE))


def _trigger(condition: object) -> TriggeredAbility:
    return TriggeredAbility(
        trigger=TriggerCondition("cast", self_only=True, whose="you",
                                 intervening_if=condition),  # type: ignore[arg-type]
        effect=Mode(instructions=(Custom(lambda ctx: None),)), zones=("stack",),
        text="When you cast this spell, if its tithe cost was paid, do nothing.")


FIRST, SECOND = Paid(), Paid()
OTHER = _trigger(None)
CARD = Card(name="Test Tithe Spell", type_line=TypeLine.parse("Sorcery"),
            abilities=(OTHER, _trigger(FIRST), _trigger(SECOND)))


def _spell(table: Table, *additional: AdditionalCost) -> GameObject:
    game = table.game
    obj = game.create_object(CARD, 0, Zone.STACK, log=False)
    spell = Spell(obj=obj.id, card=CARD, controller=0, from_zone=Zone.HAND,
                  permission=CastingPermission(name="hand", obj=obj.id, zone=Zone.HAND),
                  additional=additional)
    return game.update(obj.id, spell=spell)


def _tithe(label: str = "", plugin: str = TITHE, times: int = 1) -> AdditionalCost:
    return AdditionalCost(name=TITHE, cost=Cost(), plugin=plugin, label=label, times=times)


def test_times_paid_counts_the_costs_of_that_name_plugin_and_label() -> None:
    """CR 601.2f-h, 118.8: only the additional costs of that name from that plugin (and
    with that label, when given) count, each as many times as it was paid."""
    table = Table.new()
    obj = _spell(table, _tithe("tithe 1"), _tithe("tithe 2", times=2),
                 _tithe("tithe 1", plugin="another"))
    assert times_paid(obj.spell, TITHE, TITHE) == 3
    assert times_paid(obj.spell, TITHE, TITHE, "tithe 1") == 1
    assert times_paid(obj.spell, TITHE, TITHE, "tithe 2") == 2
    assert times_paid(obj.spell, TITHE, "another") == 1
    assert times_paid(obj.spell, "kicker", TITHE) == 0
    assert times_paid(None, TITHE, TITHE) == 0


def test_the_first_p_alike_instances_trigger_with_p_paid() -> None:
    """CR 603.4, 702.78b, 702.153b: with one of two alike instances paid only the first
    instance's condition holds; with both paid, both; with none, neither. The unrelated
    trigger is no instance (not counted)."""
    table = Table.new()
    game = table.game
    none, one, two = _spell(table), _spell(table, _tithe()), _spell(table, _tithe(), _tithe())
    assert [(FIRST(game, o), SECOND(game, o)) for o in (none, one, two)] == \
        [(False, False), (True, False), (True, True)]


def test_the_instances_of_an_object_that_left_are_those_it_last_had() -> None:
    """CR 608.2h, 113.7a: the spell gone from the stack, its instances are those of the card
    as it last existed, and its payments those made for it."""
    table = Table.new()
    game = table.game
    obj = _spell(table, _tithe())
    assert abilities_now(game, obj.id, obj.card) == game.chars(obj.id).abilities
    game.move(obj.id, Zone.GRAVEYARD, cause="test", rule="400.7")
    assert game.find(obj.id) is None
    assert abilities_now(game, obj.id, obj.card) == CARD.abilities
    assert (FIRST(game, obj), SECOND(game, obj)) == (True, False)


def test_instance_index_is_the_triggers_place_among_the_alike_ones() -> None:
    """CR 603.4, 702.56b: the instance a trigger is, known by its intervening "if" object:
    the unrelated trigger is not counted; an object no trigger has is the first (0)."""
    table = Table.new()
    obj = _spell(table)
    game = table.game
    assert [instance_index(game, obj, c, _alike) for c in (FIRST, SECOND, Paid())] == [0, 1, 0]


def test_times_paid_counts_one_instance_when_asked_cr_702_56b() -> None:
    """CR 702.56b, 702.157b: payments announced for an instance (``instance``) are counted
    for it alone, even with the same cost and label as another instance's."""
    table = Table.new()
    first = attrs.evolve(_tithe("tithe {1}", times=2), instance=0)
    second = attrs.evolve(_tithe("tithe {1}"), instance=1)
    obj = _spell(table, first, second)
    assert times_paid(obj.spell, TITHE, TITHE, "tithe {1}") == 3
    assert [times_paid(obj.spell, TITHE, TITHE, instance=i) for i in (0, 1, 2)] == [2, 1, 0]
    assert times_paid(obj.spell, TITHE, TITHE, "other", instance=0) == 0
