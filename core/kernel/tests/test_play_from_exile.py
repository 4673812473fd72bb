"""Playing an exiled card for a while (CR 601.2a, 305.1, 611.2a, 400.7)."""

from __future__ import annotations

from manastack.api import PLAY_FROM_EXILE, all_permissions, allow_play_from_exile
from manastack.driver import Table
from manastack.model.actions import PlayLand
from manastack.model.objects import Zone


def _allow(table: Table, name: str, player: int = 0, *, lands: bool = True,
           next_turn: bool = False) -> int:
    for who in (0, 1):
        table.library(who, *["Island"] * 4)  # turns pass: nobody draws from an empty library
    obj = table.find(name, zone=Zone.EXILE)
    allow_play_from_exile(table.game, obj.id, player, lands=lands, next_turn=next_turn)
    table.refresh()
    return obj.id


def test_a_spell_is_cast_from_exile_for_its_mana_cost_this_turn(table: Table) -> None:
    table.exile(0, "Grizzly Bears")
    _allow(table, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_the_mana_cost_is_paid(table: Table) -> None:
    table.exile(0, "Grizzly Bears")
    _allow(table, "Grizzly Bears")
    table.assert_illegal(table.cast, "Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)


def test_a_land_is_played_from_exile_and_counts_as_the_land_drop(table: Table) -> None:
    table.exile(0, "Forest")
    table.hand(0, "Island")
    _allow(table, "Forest")
    assert any(isinstance(a, PlayLand) for a in table.game.legal_actions())
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.assert_illegal(table.play, "Island", rule="305.2b")  # CR 305.2


def test_cast_only_does_not_let_a_land_be_played(table: Table) -> None:
    table.exile(0, "Forest")
    _allow(table, "Forest", lands=False)
    assert not any(isinstance(a, PlayLand) for a in table.game.legal_actions())
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")


def test_the_opponent_may_not_play_it(table: Table) -> None:
    table.exile(0, "Grizzly Bears")
    _allow(table, "Grizzly Bears", player=0)
    table.mana(1, "GG")
    assert not [p for p in all_permissions(table.game, 1) if p.name == PLAY_FROM_EXILE]
    assert [p for p in all_permissions(table.game, 0) if p.name == PLAY_FROM_EXILE]


def test_this_turn_ends_in_the_cleanup_step(table: Table) -> None:
    table.exile(0, "Forest")
    _allow(table, "Forest")
    table.next_turn()
    table.next_turn()
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")
    assert table.logged(rule="611.2a", contains="no longer")


def test_until_the_end_of_your_next_turn_lasts_through_it(table: Table) -> None:
    table.exile(0, "Forest")
    _allow(table, "Forest", next_turn=True)
    table.next_turn()  # the opponent's turn: it lasts
    table.next_turn()  # your next turn: it may be played
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


def test_until_the_end_of_your_next_turn_ends_then(table: Table) -> None:
    table.exile(0, "Forest")
    _allow(table, "Forest", next_turn=True)
    for _ in range(4):
        table.next_turn()
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")


def test_a_new_object_loses_the_permission(table: Table) -> None:
    # CR 400.7: the card leaving exile and coming back is a new object
    obj = table.exile(0, "Forest")[0]
    _allow(table, "Forest")
    game = table.game
    game.move(obj.id, Zone.GRAVEYARD, cause="test", rule="400.7")
    new = game.move(table.find("Forest", zone=Zone.GRAVEYARD).id, Zone.EXILE, cause="test",
                    rule="400.7")
    assert new is not None and PLAY_FROM_EXILE not in new.tags
    table.refresh()
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE, rule="305.1")


def test_the_permission_survives_a_clone(table: Table) -> None:
    table.exile(0, "Forest")
    _allow(table, "Forest")
    copy = table.game.clone()
    assert copy.state_digest() == table.game.state_digest()
    assert any(isinstance(a, PlayLand) for a in copy.legal_actions())


def test_the_permission_survives_a_clone_and_a_saved_position(table: Table) -> None:
    # the kernel indexes the objects carrying the permission (State.tagged): a copy of the game
    # and a position read back rebuild the index, so the card is still offered
    table.exile(0, "Grizzly Bears")
    oid = _allow(table, "Grizzly Bears")
    assert oid in table.game.state.tagged
    for game in (table.game.clone(), type(table.game).from_json(table.game.rules,
                                                                table.game.to_json())):
        assert [p.obj for p in all_permissions(game, 0) if p.name == PLAY_FROM_EXILE] == [oid]


def test_the_permission_leaves_the_index_with_the_card(table: Table) -> None:
    # CR 400.7: the card cast from exile is a new object without the permission
    table.exile(0, "Grizzly Bears")
    oid = _allow(table, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    assert oid not in table.game.state.tagged
    assert not [p for p in all_permissions(table.game, 0) if p.name == PLAY_FROM_EXILE]
