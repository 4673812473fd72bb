"""An effect putting a card onto the battlefield face down (CR 701.40a, 708.3): the kernel's
``Game.move(face_down=...)`` and :class:`FaceDownPutting` (used by manifest)."""

from __future__ import annotations

import pytest

from manastack.api import (
    FACE_DOWN,
    MANIFESTED,
    FaceDownPutting,
    IllegalActionError,
    Zone,
    manifested,
)
from manastack.driver import Table

PUT = FaceDownPutting(plugin="test", instruction="manifest", rule="701.40a",
                      turn_rule="701.40b")


def test_701_40a_the_card_enters_tagged_face_down_and_hidden(table: Table) -> None:
    """Grizzly Bears from the library enters face down, tagged with the instruction; Bob
    is shown a face-down object (708.5; its characteristics are the plugin's effect)."""
    table.library(0, "Grizzly Bears")
    (oid,) = table.game.ids_in(Zone.LIBRARY, 0)[:1]
    new = PUT.put(table.game, 0, oid)
    assert new is not None and new.zone is Zone.BATTLEFIELD and new.controller == 0
    assert new.tags[FACE_DOWN] and new.tags[MANIFESTED] == "manifest"
    assert manifested(new) == "manifest" and PUT.is_put(new)
    assert [o["id"] for o in table.game.view(1)["battlefield"] if o.get("face_down")] == [
        new.id]
    assert not any(o.get("face_down") for o in table.game.view(0)["battlefield"])
    table.assert_logged(rule="701.40a")


def test_708_9_off_the_battlefield_it_is_face_up_again(table: Table) -> None:
    table.library(0, "Grizzly Bears")
    new = PUT.put(table.game, 0, table.game.ids_in(Zone.LIBRARY, 0)[0])
    assert new is not None
    gone = table.game.move(new.id, Zone.GRAVEYARD)
    assert gone is not None and not gone.tags.get(FACE_DOWN) and not manifested(gone)


def test_701_40b_a_creature_card_turns_face_up_for_its_mana_cost(table: Table) -> None:
    table.library(0, "Grizzly Bears")
    new = PUT.put(table.game, 0, table.game.ids_in(Zone.LIBRARY, 0)[0])
    assert new is not None
    assert list(PUT.special_actions(table.game, 0)) == []  # no mana yet
    table.lands(0, "Forest", 2)
    (action,) = PUT.special_actions(table.game, 0)
    PUT.turn_face_up(table.game, 0, action.obj)
    obj = table.game.obj(new.id)
    assert not obj.tags.get(FACE_DOWN) and MANIFESTED not in obj.tags
    table.assert_logged(rule="701.40b", contains="{1}{G}")


def test_701_40b_701_40g_an_instant_card_cant_be_turned_face_up(table: Table) -> None:
    table.library(0, "Lightning Bolt")
    new = PUT.put(table.game, 0, table.game.ids_in(Zone.LIBRARY, 0)[0])
    assert new is not None
    table.lands(0, "Mountain", 2)
    assert list(PUT.special_actions(table.game, 0)) == []
    before = table.game.obj(new.id)
    with pytest.raises(IllegalActionError):
        PUT.turn_face_up(table.game, 0, new.id)
    assert table.game.obj(new.id) == before  # CR 732: nothing changed
