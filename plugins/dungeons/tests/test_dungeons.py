"""The initiative (CR 725) and Undercity (309, 701.49d): taking the initiative ventures into
Undercity (725.2), the holder ventures at their upkeep, combat damage to the holder moves it
(725.2), one holder (725.3); the venture marker and its branches (701.49b), the room abilities
(309.4c), completing a dungeon as a state-based action (704.5t, 309.7); a dungeon whose
rooms aren't all read stays refused. Runs alone with ``pytest plugins/dungeons``."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("dungeons")

CARDS = ("Aarakocra Sneak", "Explore the Underdark", "Passageway Seer")


def holder(table: Table) -> int | None:
    from manastack_dungeons.initiative import initiative

    return initiative(table.game)


def marker(table: Table, player: int) -> tuple[str, str] | None:
    """(dungeon, room) of ``player``'s venture marker, or None."""
    from manastack_dungeons.dungeon import DUNGEON, DUNGEON_NAME, dungeon_of
    from manastack_dungeons.rooms import DUNGEONS

    obj = dungeon_of(table.game, player)
    if obj is None:
        return None
    dungeon = next(d for d in DUNGEONS if d.name == obj.tags[DUNGEON_NAME])
    return dungeon.name, dungeon.rooms[int(obj.tags[DUNGEON])].name


def hand(table: Table, player: int) -> list[str]:
    return sorted(o.name for o in table.game.hand(player))


def sneak(table: Table, player: int = 0) -> None:
    """``player`` casts Aarakocra Sneak; its enters trigger (take the initiative) and the
    initiative's "Whenever a player takes the initiative" trigger resolve: Secret Entrance's
    room ability is on the stack (309.4c)."""
    table.hand(player, "Aarakocra Sneak")
    table.mana(player, "UUUU")
    table.cast("Aarakocra Sneak")
    table.resolve()  # the creature spell
    table.resolve()  # "you take the initiative"
    table.resolve()  # "that player ventures into Undercity"


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("dungeons", "manastack_dungeons", "cards.toml")
    assert_printed([source.get(n) for n in CARDS])  # type: ignore[misc]
    for name in CARDS:
        assert rules.card(name).playable, rules.card(name).refusal()


def test_725_2_taking_the_initiative_ventures_into_undercity(table: Table) -> None:
    """Aarakocra Sneak: Alice takes the initiative; the initiative's trigger ventures her into
    Undercity (701.49d): the card in her command zone, the marker on Secret Entrance, whose
    room ability finds her a basic land (Forest) and shuffles."""
    assert holder(table) is None
    table.library(0, "Forest", "Hill Giant", "Island")
    table.answer("search", "Forest")
    sneak(table)
    assert holder(table) == 0
    assert marker(table, 0) == ("Undercity", "Secret Entrance")
    table.assert_logged(rule="725.3", contains="Alice takes the initiative")
    table.assert_logged(rule="701.49d", contains="puts Undercity into the command zone")
    assert [o.name for o in table.game.objects_in(Zone.COMMAND)] == ["Undercity"]
    table.resolve()  # Secret Entrance
    assert hand(table, 0) == ["Forest"]
    assert table.game.view(0)["players"][0]["designations"] == ["the initiative"]


def test_725_2_the_holder_ventures_at_their_upkeep_choosing_the_branch(table: Table) -> None:
    """Alice has the initiative: at her next upkeep she ventures into Undercity (725.2); two
    arrows leave Secret Entrance and she chooses Forge (701.49b), whose room ability puts two
    +1/+1 counters on her target Aarakocra Sneak; at Bob's upkeep nothing triggers."""
    table.library(0, "Forest", "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.answer("search", "Forest")
    sneak(table)
    table.resolve()  # Secret Entrance
    table.go_to(Step.UPKEEP, turn=2)
    assert table.game.stack() == []  # Bob's upkeep: not the holder's
    table.answer("venture_room", "Forge")
    table.answer("targets", "Aarakocra Sneak")
    table.go_to(Step.UPKEEP, turn=3)
    table.assert_logged(rule="725.2", contains="ventures into Undercity")
    table.resolve()  # the initiative's upkeep trigger: the marker moves
    assert marker(table, 0) == ("Undercity", "Forge")
    table.assert_logged(rule="701.49b", contains="from Secret Entrance to Forge")
    table.resolve()  # Forge
    table.assert_counters("Aarakocra Sneak", "+1/+1", 2)


def test_725_2_combat_damage_to_the_holder_moves_the_initiative(table: Table) -> None:
    """Alice has the initiative; Bob's Grizzly Bears and Memnite deal her combat damage: one
    trigger (one or more creatures of one player, 725.2), Bob takes the initiative (Alice
    ceases to have it, 725.3) and ventures into his own Undercity."""
    table.library(0, "Forest")
    table.library(1, "Plains")
    table.answer("search", "Forest")
    sneak(table)
    table.resolve()  # Secret Entrance
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.battlefield(1, "Grizzly Bears", "Memnite")
    table.attack("Grizzly Bears", "Memnite")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(0, 17)
    assert len(table.game.stack()) == 1  # a single trigger for the two creatures
    assert table.game.stack()[0].controller == 0  # the holder's as it triggered (725.2)
    table.resolve()
    assert holder(table) == 1
    table.assert_logged(rule="725.2", contains="Bob takes the initiative; Alice ceases")
    table.answer("search", "Plains", player=1)
    table.resolve()  # "Whenever a player takes the initiative": Bob ventures
    assert marker(table, 1) == ("Undercity", "Secret Entrance")
    assert marker(table, 0) == ("Undercity", "Secret Entrance")  # Alice keeps her dungeon
    table.resolve()
    assert hand(table, 1) == ["Plains"]


def test_725_5_taking_it_again_ventures_again(table: Table) -> None:
    """Alice has the initiative and casts Explore the Underdark ("... You take the
    initiative."): no second designation, but she ventures again (725.5): Lost Well (Scry
    2)."""
    table.library(0, "Forest", "Forest", "Island", "Island", "Island")
    table.answer("search", "Forest")
    sneak(table)
    table.resolve()  # Secret Entrance
    table.hand(0, "Explore the Underdark")
    table.mana(0, "GGGGG")
    table.answer("search", "Forest")
    table.cast("Explore the Underdark")
    table.resolve()
    table.assert_logged(rule="725.5", contains="takes the initiative again")
    assert holder(table) == 0
    table.answer("venture_room", "Lost Well")
    table.resolve()
    assert marker(table, 0) == ("Undercity", "Lost Well")
    assert table.game.view(0)["players"][0]["designations"] == ["the initiative"]


def test_704_5t_completing_undercity_and_venturing_again(table: Table) -> None:
    """Alice, holding the initiative, ventures at each of her upkeeps down Undercity: Forge
    (two +1/+1 counters on Aarakocra Sneak), Trap! (Bob loses 5 life), Archives (she draws),
    then the Throne of the Dead Three: its room ability puts Hill Giant from among her top
    ten cards onto the battlefield with three +1/+1 counters and hexproof until her next
    turn. While that ability is on the stack the dungeon stays (704.5t); once it has left,
    Undercity is removed from the game: completed (309.7). Venturing again brings a new
    Undercity (701.49c)."""
    from manastack_dungeons.dungeon import completed, venture

    table.library(0, "Forest")
    table.answer("search", "Forest")
    sneak(table)
    table.resolve()  # Secret Entrance
    table.library(0, *["Island"] * 6, "Hill Giant")
    table.library(1, *["Plains"] * 6)
    for turn, room, target in ((3, "Forge", "Aarakocra Sneak"), (5, "Trap!", "Bob"),
                               (7, "Archives", None)):
        table.answer("venture_room", room)
        if target is not None:
            table.answer("targets", target)
        table.go_to(Step.UPKEEP, turn=turn)
        table.resolve()  # the initiative's upkeep trigger
        table.resolve()  # the room ability
        assert marker(table, 0) == ("Undercity", room)
    table.assert_counters("Aarakocra Sneak", "+1/+1", 2)
    table.assert_life(1, 15)
    assert hand(table, 0) == ["Forest"] + ["Island"] * 3  # two draw steps and Archives
    table.answer("choose", "Hill Giant")
    table.go_to(Step.UPKEEP, turn=9)
    table.resolve()  # the initiative's upkeep trigger: the marker on the bottommost room
    assert marker(table, 0) == ("Undercity", "Throne of the Dead Three")  # 704.5t: not yet
    table.resolve()  # the Throne of the Dead Three
    assert marker(table, 0) is None  # its ability left the stack: removed (704.5t)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.assert_counters("Hill Giant", "+1/+1", 3)
    assert table.has_keyword("Hill Giant", "hexproof")
    assert completed(table.game, 0) == ("Undercity",)
    table.assert_logged(rule="704.5t", contains="removes Undercity")
    table.assert_logged(rule="309.7", contains="Alice completes Undercity")
    venture(table.game, 0, undercity=True)
    assert marker(table, 0) == ("Undercity", "Secret Entrance")


def test_a_clone_and_a_refused_action_keep_the_dungeon(table: Table) -> None:
    """The dungeon and the initiative are part of the game: a clone keeps them, and an
    illegal action leaves them as they were (CR 732)."""
    from manastack_dungeons.initiative import initiative

    from manastack.api import IllegalActionError

    table.library(0, "Forest")
    table.answer("search", "Forest")
    sneak(table)
    clone = table.game.clone()
    assert initiative(clone) == 0
    assert [o.name for o in clone.objects_in(Zone.COMMAND)] == ["Undercity"]
    assert clone.state_digest() == table.game.state_digest()
    with pytest.raises(IllegalActionError):
        table.cast("Aarakocra Sneak")
    assert marker(table, 0) == ("Undercity", "Secret Entrance") and holder(table) == 0


def test_309_4c_a_dungeon_with_an_unread_room_is_refused(rules: Any) -> None:
    """The four dungeons are read whole (Tomb of Annihilation's rooms too), so "venture into
    the dungeon" reads (Cloister Gargoyle's first line; its second, "As long as you've
    completed a dungeon", reads with the plugin's condition, 309.7); a dungeon with a room
    the reader doesn't read is refused, naming the room."""
    from manastack_dungeons.dungeon import dungeon_card
    from manastack_dungeons.rooms import DUNGEONS, Dungeon, Room

    cards = {d.name: dungeon_card(rules, d) for d in DUNGEONS}
    assert all(card.playable for card in cards.values()), [c.refusal() for c in cards.values()]
    unread = dungeon_card(rules, Dungeon("Test Dungeon", (
        Room("Odd Room", "Each player jumps up and down."),)))
    assert "Odd Room" in str(unread.refusal())
    from manastack.api import CardDef

    gargoyle = rules.compile(CardDef(
        name="Cloister Gargoyle", mana_cost="{2}{W}", type_line="Artifact Creature — Gargoyle",
        power="0", toughness="4",
        text="When this creature enters, venture into the dungeon. (Enter the first room or "
             "advance to the next room.)\nAs long as you've completed a dungeon, this creature "
             "gets +3/+0 and has flying."))
    assert gargoyle.playable, gargoyle.unrecognized
    assert "dungeons:you've completed a dungeon" in gargoyle.read_with


@pytest.mark.parametrize("bob_takes_it", [False, True])
def test_725_1_if_you_have_the_initiative_an_intervening_if(table: Table,
                                                            bob_takes_it: bool) -> None:
    """Passageway Seer: Alice takes the initiative as it enters; at her end step, if she has
    the initiative, a +1/+1 counter on it; once Bob has taken it (725.3), her end step
    triggers nothing (603.4)."""
    table.library(0, "Forest")
    table.library(1, "Plains")
    table.answer("search", "Forest")
    table.hand(0, "Passageway Seer")
    table.mana(0, "BBBB")
    table.cast("Passageway Seer")
    table.resolve()  # the creature spell
    table.resolve()  # "you take the initiative"
    table.resolve()  # Alice ventures into Undercity
    table.resolve()  # Secret Entrance
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    turn = 1
    if bob_takes_it:  # Bob's Aarakocra Sneak on his turn: he takes it (725.3)
        table.set_turn(active=1, step=Step.MAIN1, turn=2)
        table.answer("search", "Plains", player=1)
        sneak(table, 1)
        table.resolve()  # his Secret Entrance
        assert holder(table) == 1
        turn = 3
    table.go_to(Step.END, turn=turn)
    if bob_takes_it:
        assert table.game.stack() == []
        table.assert_counters("Passageway Seer", "+1/+1", 0)
    else:
        table.resolve()
        table.assert_counters("Passageway Seer", "+1/+1", 1)


def test_725_4_the_holder_leaving_the_game_the_active_player_takes_it() -> None:
    """Three players: Bob has the initiative and concedes on Carol's turn: Carol, the active
    player, takes the initiative as he leaves (725.4), and so ventures into Undercity
    (725.2: "Whenever a player takes the initiative")."""
    from manastack_dungeons.initiative import take_initiative

    table = Table.new(["dungeons"], players=("Alice", "Bob", "Carol"), active=2)
    table.library(1, "Plains")
    table.library(2, "Island", "Forest")
    take_initiative(table.game, 1)
    table.refresh()
    table.answer("search", "Plains", player=1)
    table.pass_priority()  # Bob's venture trigger is put on the stack
    table.resolve()  # Bob ventures into Undercity
    table.resolve()  # his Secret Entrance
    assert marker(table, 1) == ("Undercity", "Secret Entrance")
    table.game.concede(1)
    table.refresh()
    assert holder(table) == 2
    table.assert_logged(rule="725.4", contains="Carol gets it")
    table.answer("search", "Forest", player=2)
    table.pass_priority()  # Carol's venture trigger is put on the stack
    table.resolve()  # Carol ventures into Undercity
    assert marker(table, 2) == ("Undercity", "Secret Entrance")
    table.resolve()
    assert sorted(o.name for o in table.game.hand(2)) == ["Forest"]
