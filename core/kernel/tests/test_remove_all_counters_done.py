""""Remove all [kind] counters from it. If you do / When you do, ..." (CR 608.2c, 603.12): done
if one or more counters were removed.

The reader reads "you may remove all +1/+1 counters from ~. If you do, ..." as a "you may" of
the removal followed by a condition on whether it was done, and "... remove all study counters
from it. When you do, ..." as the removal followed by a reflexive ability that triggers only if
it was done. The removal recorded "not done" whatever it removed ("all" is a count no object
has). No printed card the reader plays says it yet (Sarulf, Realm Eater's "you may remove all
of them" and the Vhal cards' "When this creature specializes" are not read), so the shared
instructions are run here on a printed permanent, Grizzly Bears with +1/+1 counters.

Removing all of no counters removes nothing: no counter is removed, so no event occurred for a
reflexive ability to trigger on (603.12), and "you may remove all of them" with none isn't an
option to choose (608.2d: ``RemoveCounters.possible`` asks for one); the removal records it as
not done either way.
"""

from __future__ import annotations

from manastack.driver import Table
from manastack.instructions.flow import ReflexiveTrigger
from manastack.instructions.permanents import ALL_COUNTERS, RemoveCounters
from manastack.instructions.zone_changes import Draw
from manastack.model import effects as fx
from manastack.model.abilities import Mode
from manastack.model.objects import Zone


def _did(ctx: fx.Context) -> bool:
    return bool(ctx.values.get("did"))


def _bears(table: Table, counters: int) -> int:
    """Alice's Grizzly Bears with ``counters`` +1/+1 counters; a card in each library."""
    table.library(0, "Forest")
    table.library(1, "Forest")
    (bear,) = table.battlefield(0, "Grizzly Bears",
                                counters={"+1/+1": counters} if counters else None)
    return bear.id


def _resolve(table: Table, source: int, *instructions: fx.Instruction) -> fx.Context:
    """Run ``instructions`` as the effect of an ability of ``source`` Alice controls."""
    game = table.game
    ctx = fx.Context(game=game, controller=0, source=source, source_lki=game.obj(source))
    for ins in instructions:
        ins.run(ctx)
    return ctx


REMOVE_ALL = RemoveCounters("+1/+1", ALL_COUNTERS, fx.SourceRef(),
                            text="remove all +1/+1 counters from ~")


def test_608_2c_you_may_remove_all_counters_if_you_do_is_done(table: Table) -> None:
    """CR 608.2c: "You may remove all +1/+1 counters from ~. If you do, draw a card": the two
    counters removed, the removal was done and Alice draws."""
    bear = _bears(table, 2)
    table.answer("may", "yes", player=0)
    ctx = _resolve(table, bear, fx.MayDo(then=(REMOVE_ALL,), text="you may remove all"),
                   fx.Conditional(condition=_did, then=(Draw(),), text="If you do"))
    assert table.counters("Grizzly Bears", "+1/+1") == 0
    assert ctx.values["did"] is True
    assert table.names(Zone.HAND, 0) == ["Forest"]


def test_608_2d_you_may_remove_all_of_no_counters_isnt_offered(table: Table) -> None:
    """CR 608.2d, 608.2c: with no +1/+1 counter the option isn't offered: not done, no draw."""
    bear = _bears(table, 0)
    asked = table.watch_decisions(player=0)
    ctx = _resolve(table, bear, fx.MayDo(then=(REMOVE_ALL,), text="you may remove all"),
                   fx.Conditional(condition=_did, then=(Draw(),), text="If you do"))
    assert [d.kind for d in asked] == []
    assert ctx.values["did"] is False
    assert table.names(Zone.HAND, 0) == []


def test_603_12_remove_all_counters_when_you_do_triggers_if_any_was_removed(
        table: Table) -> None:
    """CR 603.12: "Remove all +1/+1 counters from ~. When you do, draw a card": three counters
    removed, the reflexive ability triggers and resolves: Alice draws."""
    bear = _bears(table, 3)
    reflexive = ReflexiveTrigger(effect=Mode(instructions=(Draw(),), text="draw a card"),
                                 done=True, text="When you do, draw a card")
    ctx = _resolve(table, bear, REMOVE_ALL, reflexive)
    assert ctx.values["did"] is True
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    table.pass_priority()
    table.resolve_all()
    assert table.counters("Grizzly Bears", "+1/+1") == 0
    assert table.names(Zone.HAND, 0) == ["Forest"]


def test_603_12_remove_all_of_no_counters_doesnt_trigger(table: Table) -> None:
    """CR 603.12: no counter to remove, none is: no event, the reflexive ability doesn't
    trigger and Alice draws nothing."""
    bear = _bears(table, 0)
    reflexive = ReflexiveTrigger(effect=Mode(instructions=(Draw(),), text="draw a card"),
                                 done=True, text="When you do, draw a card")
    ctx = _resolve(table, bear, REMOVE_ALL, reflexive)
    assert ctx.values["did"] is False
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")
    assert table.game.state.pending_triggers == ()
    assert table.names(Zone.HAND, 0) == []
