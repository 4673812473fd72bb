"""A spell cast "as" something (CR 601.2a, 613.1, 613.2, 400.7): the characteristics a
casting permission carries apply to the spell on the stack and the permanent it becomes,
through ``manastack.api.cast_as_spell`` and ``cast_as_effects``; in any other zone, cast
another way, or back on the battlefield later, the card has its normal characteristics.
"""

from __future__ import annotations

from collections.abc import Iterable

from pytest_manastack import plugin

from manastack.api import (
    CastingPermission,
    ContinuousEffect,
    Game,
    GameObject,
    SetColors,
    SetPT,
    Spell,
    Zone,
    cast_as_effects,
    cast_as_spell,
)
from manastack.driver import Table

#: The test permission: cast a creature card from your hand "giant", a blue 5/5.
GIANT = "giant"
CHANGES = (SetColors(("U",)), SetPT(5, 5))


def _giant(obj: GameObject) -> Spell | None:
    return cast_as_spell(obj, plugin=GIANT, permission=GIANT)


def _permissions(game: Game, player: int) -> list[CastingPermission]:
    return [CastingPermission(name=GIANT, obj=o.id, zone=Zone.HAND, alternative=False,
                              plugin=GIANT, characteristics=CHANGES)
            for o in game.hand(player) if o.card.type_line.has_type("Creature")]


def _effects(game: Game) -> Iterable[ContinuousEffect]:
    return cast_as_effects(game, _giant, rule="613.1", text="cast as a blue 5/5")


def _table() -> Table:
    giant = plugin(manastack_casting_permissions=_permissions,
                   manastack_continuous_effects=_effects)
    table = Table.new(enable=[GIANT], extra={GIANT: giant})
    table.lands(0, "Forest", 4)
    return table


def test_the_permissions_characteristics_apply_on_the_stack_and_to_the_permanent() -> None:
    """CR 613.1, 608.3: the spell cast "giant" is a blue 5/5 on the stack and as the
    permanent it becomes; the effect is in the layers of its parts (5 and 7b), and cites
    the rule given."""
    table = _table()
    table.hand(0, "Grizzly Bears")
    spell = table.cast("Grizzly Bears", using=GIANT)
    chars = table.game.chars(spell.id)
    assert (chars.power, chars.toughness, chars.colors) == (5, 5, frozenset({"U"}))
    (effect,) = _effects(table.game)
    assert effect.objects == (spell.id,) and effect.rule == "613.1"
    assert effect.layers() == ["5", "7b"]
    table.resolve()
    (bears,) = table.game.battlefield(0)[4:]
    assert bears.card.name == "Grizzly Bears" and _giant(bears) is not None
    assert (table.game.chars(bears.id).power, table.game.chars(bears.id).toughness) == (5, 5)


def test_cast_another_way_or_a_new_object_has_its_normal_characteristics() -> None:
    """CR 400.7: cast from the hand normally, nothing applies; the permanent cast "giant"
    that leaves the battlefield is a new object with its normal characteristics."""
    table = _table()
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    plain = table.cast("Grizzly Bears")
    assert _giant(plain) is None and not list(_effects(table.game))
    assert table.game.chars(plain.id).power == 2
    table.resolve()
    giant = table.cast("Grizzly Bears", using=GIANT)
    table.resolve()
    assert _giant(giant) is not None
    bears = [o for o in table.game.battlefield() if o.card.name == "Grizzly Bears"]
    big = [o for o in bears if _giant(o) is not None]
    assert len(bears) == 2 and len(big) == 1
    moved = table.game.move(big[0].id, Zone.GRAVEYARD, cause="test", rule="400.7")
    assert moved is not None
    assert _giant(moved) is None
    assert table.game.chars(moved.id).power == 2
    assert not list(_effects(table.game))
