"""New timestamps (CR 613.7e-f): an Equipment that becomes attached, a permanent turned face
up, each receives a new timestamp, so its static abilities apply after the older ones in
their layer (613.7a); attaching to what it is already attached to does nothing (701.3b)."""

from __future__ import annotations

from manastack.driver import Table
from manastack.instructions.permanents import AttachTo
from manastack.model import effects as fx
from manastack.model.objects import Zone

SMALL = "Equipped creature has base power and toughness 1/1.\nEquip {1}"
LARGE = "Equipped creature has base power and toughness 4/4.\nEquip {1}"


def attach(table: Table, equipment: int, creature: int) -> None:
    ctx = fx.Context(game=table.game, controller=0, source=equipment)
    AttachTo(fx.FixedObjects(ids=(equipment,)), fx.FixedObjects(ids=(creature,))).run(ctx)


def test_613_7e_the_equipment_attached_last_sets_the_base_pt() -> None:
    table = Table.new()
    (bears, giant) = table.battlefield(0, "Grizzly Bears", "Hill Giant")
    (small,) = table.battlefield(0, table.card("Small Blade", "Artifact — Equipment", SMALL,
                                               "{1}"))
    (large,) = table.battlefield(0, table.card("Large Blade", "Artifact — Equipment", LARGE,
                                               "{1}"))
    game = table.game
    attach(table, large.id, bears.id)
    attach(table, small.id, bears.id)
    assert (game.power(bears.id), game.toughness(bears.id)) == (1, 1)  # small: the latest
    stamp = game.obj(small.id).timestamp
    attach(table, large.id, giant.id)
    attach(table, large.id, bears.id)  # CR 613.7e: the large one is now the latest
    assert (game.power(bears.id), game.toughness(bears.id)) == (4, 4)
    table.assert_logged(rule="613.7e", contains="Large Blade")
    attach(table, small.id, bears.id)  # CR 701.3b: already attached there: nothing
    assert game.obj(small.id).timestamp == stamp
    assert (game.power(bears.id), game.toughness(bears.id)) == (4, 4)
    assert game.obj(small.id).zone is Zone.BATTLEFIELD
