"""Emblems (CR 114): an object in the command zone with abilities only, owned and controlled
by the player who gets it, whose abilities function there, neither a card nor a permanent."""

from __future__ import annotations

import json

import pytest

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.instructions.damage import GainLife
from manastack.instructions.permanents import CreateEmblem
from manastack.model import effects as fx
from manastack.model.abilities import Mode, StaticAbility, TriggeredAbility
from manastack.model.objects import PlayerRef, Zone
from manastack.model.triggers import TriggerCondition

#: "Whenever you cast a spell, you gain 1 life.", the kind of ability an emblem has (114.1)
CAST_LIFE = TriggeredAbility(trigger=TriggerCondition("cast", whose="you"),
                             effect=Mode(instructions=(GainLife(1),)),
                             text="Whenever you cast a spell, you gain 1 life.")


def run(table: Table, instruction: fx.Instruction, controller: int = 0) -> fx.Context:
    ctx = fx.Context(game=table.game, controller=controller, source=None)
    instruction.run(ctx)
    return ctx


def abilities_of(table: Table, name: str, kind: type) -> tuple:  # type: ignore[type-arg]
    return tuple(a for a in table.game.rules.card(name).abilities if isinstance(a, kind))


def test_114_2_the_emblem_is_in_the_command_zone_owned_and_controlled(table: Table) -> None:
    anthem = abilities_of(table, "Glorious Anthem", StaticAbility)
    (eid,) = run(table, CreateEmblem(anthem), controller=1).it
    emblem = table.game.obj(eid)
    assert emblem.zone is Zone.COMMAND and emblem.owner == 1 and emblem.controller == 1
    assert emblem.is_emblem and not emblem.is_card and not emblem.is_token  # CR 114.5
    assert table.game.emblems(1) == [emblem] and table.game.emblems(0) == []
    ch = table.game.chars(eid)
    # CR 114.3: no types, no mana cost, no colour
    assert not ch.type_line.card_types and ch.mana_cost is None and not ch.colors
    table.assert_logged(rule="114.2", contains="gets an emblem")


def test_114_4_its_static_ability_functions_in_the_command_zone(table: Table) -> None:
    """An emblem with Glorious Anthem's ability: Alice's Grizzly Bears get +1/+1 (layer 7c),
    Bob's Hill Giant doesn't; the bears entering later get it too."""
    table.battlefield(1, "Hill Giant")
    run(table, CreateEmblem(abilities_of(table, "Glorious Anthem", StaticAbility)))
    table.battlefield(0, "Grizzly Bears")
    bears = table.find("Grizzly Bears")
    assert (table.game.power(bears.id), table.game.toughness(bears.id)) == (3, 3)
    giant = table.find("Hill Giant")
    assert (table.game.power(giant.id), table.game.toughness(giant.id)) == (3, 3)


def test_114_4_its_triggered_ability_triggers(table: Table) -> None:
    """An emblem with "Whenever you cast a spell, you gain 1 life.": Alice casts Grizzly
    Bears and gains 1 life; Bob casting doesn't trigger Alice's emblem."""
    run(table, CreateEmblem((CAST_LIFE,)))
    table.hand(0, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve()
    table.resolve()
    table.assert_life(0, 21)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="603.2", contains="emblem triggers")


def test_114_5_never_a_permanent(table: Table) -> None:
    """Wrath of God destroys all creatures; Akroma's Vengeance each artifact, creature and
    enchantment: the emblem is untouched, and its ability still applies afterwards."""
    run(table, CreateEmblem(abilities_of(table, "Glorious Anthem", StaticAbility)))
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Wrath of God")
    table.mana(0, "WWCC")
    table.cast("Wrath of God")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    (emblem,) = table.game.emblems(0)
    assert emblem.zone is Zone.COMMAND
    assert emblem.id not in {o.id for o in table.game.battlefield()}
    table.battlefield(0, "Savannah Lions")
    lions = table.find("Savannah Lions")
    assert table.game.power(lions.id) == 3


def test_each_player_may_get_one(table: Table) -> None:
    """"Each player gets an emblem" (114.2): one per player, each its own controller's."""
    ctx = run(table, CreateEmblem(abilities_of(table, "Glorious Anthem", StaticAbility),
                                  who=fx.EACH_PLAYER))
    assert len(ctx.it) == 2
    assert [table.game.obj(e).controller for e in ctx.it] == [0, 1]
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    assert table.game.power(table.find("Grizzly Bears").id) == 3
    assert table.game.power(table.find("Hill Giant").id) == 4


def test_clone_and_rollback_keep_it(table: Table) -> None:
    run(table, CreateEmblem(abilities_of(table, "Glorious Anthem", StaticAbility)))
    table.battlefield(0, "Grizzly Bears")
    other = table.game.clone()
    assert [e.card.abilities for e in other.emblems(0)] == \
        [e.card.abilities for e in table.game.emblems(0)]
    assert other.power(table.find("Grizzly Bears").id) == 3
    assert other.state_digest() == table.game.state_digest()
    table.hand(0, "Lightning Bolt")
    before = json.loads(table.game.state_json())["objects"]
    with pytest.raises(IllegalActionError):  # CR 732: no mana, the game is put back
        table.cast("Lightning Bolt", targets=[PlayerRef(1)])
    assert json.loads(table.game.state_json())["objects"] == before
    assert table.game.emblems(0) and table.game.power(table.find("Grizzly Bears").id) == 3


def test_the_digest_tells_emblems_apart(table: Table) -> None:
    """Two positions differing only by which ability an emblem has are not equal."""
    one = table.game.clone()
    two = table.game.clone()
    one.create_emblem(0, abilities_of(table, "Glorious Anthem", StaticAbility))
    two.create_emblem(0, (CAST_LIFE,))
    assert one.state_digest() != two.state_digest()


def test_an_emblem_has_no_keyword_ability(table: Table) -> None:
    flying = table.game.rules.card("Serra Angel").abilities
    with pytest.raises(TypeError, match=r"114\.1"):
        table.game.create_emblem(0, flying)
    assert table.game.emblems() == []
