"""The rooms of Tomb of Annihilation and Dungeon of the Mad Mage, played (CR 309.4c): each
test puts the player's dungeon in the command zone with the venture marker on the room before
(309.4), ventures (701.49b), resolves the room ability and asserts its effect."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, needs_corpus

from manastack.api import IllegalActionError, Step

pytestmark = pytest.mark.plugins("dungeons")


def at_room(table: Table, player: int, dungeon: str, room: str) -> None:
    """``player``'s ``dungeon`` in the command zone, the marker on ``room`` (309.4a)."""
    from manastack_dungeons.dungeon import DUNGEON, DUNGEON_NAME, dungeon_card
    from manastack_dungeons.rooms import DUNGEONS

    from manastack.api import Zone

    data = next(d for d in DUNGEONS if d.name == dungeon)
    index = next(i for i, r in enumerate(data.rooms) if r.name == room)
    obj = table.game.create_object(dungeon_card(table.game.rules, data), player, Zone.COMMAND,
                                   log=False)
    table.game.update(obj.id, tags={DUNGEON: index, DUNGEON_NAME: dungeon})


def venture_into(table: Table, player: int, room: str | None = None) -> None:
    """``player`` ventures (choosing ``room`` at a fork) and the room ability triggers."""
    from manastack_dungeons.dungeon import venture

    if room is not None:
        table.answer("venture_room", room)
    venture(table.game, player)
    table.refresh()
    table.game.pending()  # CR 117.5: the room ability goes on the stack before priority


def test_611_2a_twisted_caverns_target_creature_cant_attack_until_your_next_turn(
        table: Table) -> None:
    """Dungeon of the Mad Mage, Twisted Caverns: "Target creature can't attack until your next
    turn." Alice targets Bob's Hill Giant: on Bob's turn it can't attack (508.1c; refused, the
    game as it was, 732), his Grizzly Bears can; as Alice's next turn begins it ends (611.2a)."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    at_room(table, 0, "Dungeon of the Mad Mage", "Dungeon Level")
    venture_into(table, 0, "Twisted Caverns")
    table.answer("targets", "Hill Giant")
    table.resolve()
    assert "cant_attack" in table.restrictions("Hill Giant")
    assert "cant_block" not in table.restrictions("Hill Giant")
    assert "cant_attack" not in table.restrictions("Grizzly Bears")
    table.assert_logged(rule="611.2a")
    table.next_turn()
    assert table.game.state.turn.active == 1
    table.go_to(Step.DECLARE_ATTACKERS)
    before = table.game.to_json()
    with pytest.raises(IllegalActionError):
        table.attack("Hill Giant")
    assert table.game.to_json() == before
    table.attack("Grizzly Bears")
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert "cant_attack" not in table.restrictions("Hill Giant")


def _may_cast(table: Table, name: str, player: int = 0) -> bool:
    from manastack.api import PLAY_FROM_EXILE, all_permissions

    return any(p.name == PLAY_FROM_EXILE and table.game.obj(p.obj).card.name == name
               for p in all_permissions(table.game, player))


def test_611_2a_runestone_caverns_exiles_two_and_she_may_play_them_while_exiled(
        table: Table) -> None:
    """Dungeon of the Mad Mage, Runestone Caverns: "Exile the top two cards of your library.
    You may play them." Forest and Grizzly Bears are exiled; no duration is stated, so the
    permission lasts until the game ends (611.2a): two turns later Alice plays the Forest
    (305.1) and casts the Bears (601.2a) from exile; Bob never may."""
    from manastack.api import PLAY_FROM_EXILE, Zone

    table.library(0, "Forest", "Grizzly Bears", *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    at_room(table, 0, "Dungeon of the Mad Mage", "Lost Level")
    venture_into(table, 0, "Runestone Caverns")
    table.resolve()
    assert sorted(table.names(Zone.EXILE)) == ["Forest", "Grizzly Bears"]
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(contains="for as long as it remains exiled")
    table.next_turn()
    assert not _may_cast(table, "Grizzly Bears", 1)
    table.next_turn()  # Alice's next turn: not ended with the turn (514.2)
    assert _may_cast(table, "Grizzly Bears", 0)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)
    table.mana(0, "GG")
    table.cast("Grizzly Bears", using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_608_2g_mad_wizards_lair_draws_three_reveals_them_and_casts_one_free(
        table: Table) -> None:
    """Dungeon of the Mad Mage, Mad Wizard's Lair: "Draw three cards and reveal them. You may
    cast one of them without paying its mana cost." Alice draws and reveals Hill Giant,
    Lightning Bolt and Island (701.20a); she is offered only the two spells drawn, not the
    Grizzly Bears already in her hand (nor the Island, a land: 305.9), and casts Hill Giant
    with no mana as the ability resolves (118.9, 608.2g)."""
    from manastack.api import Zone

    table.hand(0, "Grizzly Bears")
    table.library(0, "Hill Giant", "Lightning Bolt", "Island", "Forest")

    offered: list[str] = []

    def giant(game: object, decision: object) -> list[object]:
        options = decision.options  # type: ignore[attr-defined]
        offered.extend(sorted({table.game.obj(o[0]).card.name for o in options}))
        return [o for o in options if table.game.obj(o[0]).card.name == "Hill Giant"][:1]

    seen = table.on_decision("cast_free", giant)
    at_room(table, 0, "Dungeon of the Mad Mage", "Deep Mines")
    venture_into(table, 0)
    table.resolve()
    assert len(seen) == 1 and offered == ["Hill Giant", "Lightning Bolt"]
    table.assert_logged(rule="701.20a", contains="Hill Giant, Lightning Bolt, Island")
    assert table.names(Zone.STACK) == ["Hill Giant"]
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Island", "Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]


def test_118_12_veils_of_fear_each_player_loses_2_life_unless_they_discard(
        table: Table) -> None:
    """Tomb of Annihilation, Veils of Fear: "Each player loses 2 life unless they discard a
    card." In APNAP order (101.4) Alice chooses not to discard, Bob discards his Forest (118.12):
    Alice loses 2 life and keeps her hand, Bob loses none."""
    from manastack.api import Zone

    table.hand(0, "Island")
    table.hand(1, "Forest")
    at_room(table, 0, "Tomb of Annihilation", "Trapped Entry")
    table.answer("pay_unless", False, player=0)
    table.answer("pay_unless", True, player=1)
    table.answer("discard", "Forest", player=1)
    venture_into(table, 0, "Veils of Fear")
    table.resolve()
    table.assert_life(0, 18)
    table.assert_life(1, 20)
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert table.names(Zone.HAND, 1) == []
    table.assert_zone("Forest", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="118.12")


def test_118_12_sandfall_cell_each_player_loses_2_unless_they_sacrifice(
        table: Table) -> None:
    """Tomb of Annihilation, Sandfall Cell: "Each player loses 2 life unless they sacrifice an
    artifact, creature, or land." Alice sacrifices her Forest (a land, 701.21a) and loses no
    life; Bob, who controls only an enchantment, can't pay (118.3) and loses 2; his
    enchantment stays (one of the three types only)."""
    from manastack.api import Zone

    table.battlefield(0, "Forest", "Grizzly Bears")
    table.battlefield(1, "Glorious Anthem")
    at_room(table, 0, "Tomb of Annihilation", "Veils of Fear")
    table.answer("pay_unless", True, player=0)
    table.answer("sacrifice", "Forest", player=0)
    venture_into(table, 0)
    table.resolve()
    table.assert_life(0, 20)
    table.assert_life(1, 18)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Glorious Anthem", Zone.BATTLEFIELD, 1)


def test_701_21a_oubliette_discards_and_sacrifices_one_of_each(table: Table) -> None:
    """Tomb of Annihilation, Oubliette: "Discard a card and sacrifice an artifact, a creature,
    and a land." Alice discards her Island, then sacrifices one different permanent for each:
    her Memnite (an artifact creature) answers one of them only (the artifact here), the
    Grizzly Bears the creature, one Forest the land: three permanents, her second Forest
    stays. Bob, not the room's controller, loses nothing."""
    from manastack.api import Zone

    table.hand(0, "Island")
    table.battlefield(0, "Memnite", "Grizzly Bears", "Forest", "Forest")
    table.battlefield(1, "Hill Giant", "Mountain")
    at_room(table, 0, "Tomb of Annihilation", "Trapped Entry")
    table.answer("sacrifice", "Memnite", player=0)
    table.answer("sacrifice", "Grizzly Bears", player=0)
    venture_into(table, 0, "Oubliette")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears", "Island",
                                                       "Memnite"]
    assert table.names(Zone.BATTLEFIELD, 0) == ["Forest"]
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Hill Giant", "Mountain"]
    table.assert_logged(rule="701.21a")


def test_609_3_oubliette_an_artifact_creature_answers_one_part_only(table: Table) -> None:
    """Oubliette with only an Memnite (an artifact creature) and a Forest: the Memnite
    answers the artifact or the creature, not both (as the cost SacrificeEach reads, 601.2h);
    she sacrifices both permanents, as much as she can (609.3), and nothing is left to ask."""
    from manastack.api import Zone

    table.battlefield(0, "Memnite", "Forest")
    at_room(table, 0, "Tomb of Annihilation", "Trapped Entry")
    venture_into(table, 0, "Oubliette")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Memnite"]
    assert table.names(Zone.BATTLEFIELD, 0) == []


def test_704_5j_cradle_of_the_death_god_creates_the_atropal(table: Table) -> None:
    """Tomb of Annihilation, Cradle of the Death God: "Create The Atropal, a legendary 4/4
    black God Horror creature token with deathtouch." The token is named The Atropal (111.4),
    legendary, a 4/4 with deathtouch; a second one puts the legend rule to work (704.5j): Alice
    keeps one of the two."""
    from manastack.api import Zone

    at_room(table, 0, "Tomb of Annihilation", "Sandfall Cell")
    venture_into(table, 0)
    table.resolve()
    atropal = [o for o in table.game.battlefield(0) if o.name == "The Atropal"]
    assert len(atropal) == 1
    assert atropal[0].card.type_line.supertypes == ("Legendary",)
    assert table.power("The Atropal") == 4 and table.toughness("The Atropal") == 4
    assert table.has_keyword("The Atropal", "deathtouch")
    assert table.names(Zone.BATTLEFIELD, 1) == []
    at_room(table, 0, "Tomb of Annihilation", "Sandfall Cell")
    venture_into(table, 0)
    table.resolve()
    assert [o.name for o in table.game.battlefield(0)].count("The Atropal") == 1
    table.assert_logged(rule="704.5j")


@needs_corpus
@pytest.mark.plugins("dungeons", "oracle")
def test_701_49a_fates_reversal_and_secret_door_venture_into_tomb_of_annihilation(
        table: Table) -> None:
    """Printed venture cards read from the Oracle corpus: Fates' Reversal ("Return up to one
    target creature card from your graveyard to your hand. Venture into the dungeon.") returns
    Grizzly Bears and Alice, with no dungeon, chooses Tomb of Annihilation (701.49a): Trapped
    Entry, each player loses 1 life. Secret Door's "{4}{U}: Venture into the dungeon." moves the
    marker on (701.49b) into Veils of Fear, the room she chooses: she discards her Bears, Bob
    declines to discard and loses 2 life (118.12)."""
    from manastack.api import Zone

    table.graveyard(0, "Grizzly Bears")
    table.hand(0, "Fates' Reversal")
    table.hand(1, "Island")
    table.battlefield(0, "Secret Door")
    table.mana(0, "BB")
    table.answer("dungeon", "Tomb of Annihilation")
    table.cast("Fates' Reversal", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    table.game.pending()
    table.resolve()  # Trapped Entry's room ability
    table.assert_life(0, 19)
    table.assert_life(1, 19)
    table.assert_logged(rule="701.49a", contains="Tomb of Annihilation")
    table.mana(0, "UUUUU")
    table.answer("venture_room", "Veils of Fear")
    table.answer("pay_unless", True, player=0)
    table.answer("pay_unless", False, player=1)
    table.activate("Secret Door", 0)
    table.resolve()
    table.game.pending()
    table.resolve()  # Veils of Fear's room ability
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(0, 19)
    table.assert_life(1, 17)
    assert table.names(Zone.HAND, 1) == ["Island"]
