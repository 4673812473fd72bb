"""More printed overload cards, each cast in both forms (single target, and overloaded:
"target" becomes "each", CR 702.96a) with its effect asserted. Runs alone with
``pytest plugins/overload`` (kernel + overload only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import PlayerRef, Step, Zone

pytestmark = pytest.mark.plugins("overload")

CARDS = ("March of Progress", "Bail Out", "Spectacular Showdown")


def test_the_cards_of_this_file_are_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


def test_march_of_progress_copies_the_target_artifact_creature(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.battlefield(0, "Memnite", "Grizzly Bears")
    table.battlefield(1, "Memnite")
    table.hand(0, "March of Progress")
    table.assert_illegal(table.cast, "March of Progress", targets=["Grizzly Bears"],
                         rule="601.2c")  # not an artifact creature
    mine = table.find("Memnite", player=0)
    table.cast("March of Progress", targets=[mine.id])
    table.resolve()
    memnites = [o for o in table.game.battlefield(0) if o.card.name == "Memnite"]
    assert len(memnites) == 2 and sum(o.is_token for o in memnites) == 1
    assert [o.card.name for o in table.game.battlefield(1)] == ["Memnite"]


def test_march_of_progress_overloaded_copies_each_artifact_creature_you_control(
        table: Table) -> None:
    table.lands(0, "Island", 7)
    table.battlefield(0, "Memnite", "Memnite", "Grizzly Bears", "Sol Ring")
    table.battlefield(1, "Memnite")
    table.hand(0, "March of Progress")
    spell = table.cast("March of Progress", using="overload")
    assert spell.spell is not None and spell.spell.targets == ()
    table.resolve()
    tokens = [o.card.name for o in table.game.battlefield(0) if o.is_token]
    assert tokens == ["Memnite", "Memnite"]  # not the Bears, not Sol Ring (not a creature)
    assert len(table.game.battlefield(1)) == 1


def test_bail_out_returns_the_creature_tapped_and_it_pings_each_opponent(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Bail Out", "Lightning Bolt", "Lightning Bolt")
    table.cast("Bail Out", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()  # the granted trigger (the creature looks back in time, 603.10a)
    bears = table.find("Grizzly Bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.tapped and bears.owner == 0
    table.assert_life(1, 19)  # the returned creature dealt 1 damage to each opponent
    # a new object (400.7): the granted ability is gone, the next death is final
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.stack() == []
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


def test_bail_out_overloaded_covers_each_creature_you_control(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Bail Out", "Wrath of God")
    spell = table.cast("Bail Out", using="overload")
    assert spell.spell is not None and spell.spell.targets == ()
    table.resolve()
    table.cast("Wrath of God")
    table.resolve()
    assert len(table.game.stack()) == 2  # both of yours trigger
    table.resolve_all()
    creatures = [o for o in table.game.battlefield(0) if o.card.name != "Swamp"
                 and o.card.name != "Plains"]
    assert sorted(o.card.name for o in creatures) == ["Grizzly Bears", "Hill Giant"]
    assert all(o.tapped for o in creatures)
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]  # not yours: no ability
    table.assert_life(1, 18)


# --------------------------------------------------------------------------
# Spectacular Showdown: double strike counters and goad (CR 122.1b, 701.15)
# --------------------------------------------------------------------------


def _bobs_attack(table: Table) -> None:
    table.next_turn()
    assert table.game.state.turn.active == 1
    table.go_to(Step.DECLARE_ATTACKERS)


def test_spectacular_showdown_goads_the_target_until_your_next_turn(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Spectacular Showdown")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.cast("Spectacular Showdown", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "double strike") == 1
    assert table.has_keyword("Grizzly Bears", "double strike")
    table.assert_logged(rule="701.15a", contains="goads")
    _bobs_attack(table)
    table.assert_illegal(table.game.respond, [], rule="508.1d")  # it attacks if able
    bears = table.find("Grizzly Bears")
    table.attack("Grizzly Bears")
    assert table.game.is_attacking(bears.id)
    table.next_turn()  # Alice's next turn: the goad has ended (701.15a)
    table.next_turn()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.game.respond([])  # the Bears need not attack any more
    assert table.has_keyword("Grizzly Bears", "double strike")  # the counter stays


def test_spectacular_showdown_overloaded_goads_each_creature_yours_too(
        table: Table) -> None:
    table.lands(0, "Mountain", 7)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Spectacular Showdown")
    spell = table.cast("Spectacular Showdown", using="overload")
    assert spell.spell is not None and spell.spell.targets == ()
    table.resolve()
    assert table.counters("Hill Giant", "double strike") == 1
    assert table.counters("Grizzly Bears", "double strike") == 1
    table.go_to(Step.DECLARE_ATTACKERS)  # Alice's own goaded creature must attack now
    table.assert_illegal(table.game.respond, [], rule="508.1d")


def test_goad_a_goaded_creature_attacks_a_player_other_than_its_goader_if_able() -> None:
    """CR 701.15b in a three-player game: Carol's creature goaded by Alice must attack Bob
    (a player other than Alice), not Alice."""
    from manastack.api import Attack

    table = Table.new(["overload"], players=("Alice", "Bob", "Carol"))
    table.lands(0, "Mountain", 2)
    table.battlefield(2, "Grizzly Bears")
    table.hand(0, "Spectacular Showdown")
    for p in range(3):
        table.library(p, "Island", "Island", "Island")
    table.cast("Spectacular Showdown", targets=["Grizzly Bears"])
    table.resolve_all()
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 2
    table.go_to(Step.DECLARE_ATTACKERS)
    bears = table.find("Grizzly Bears").id
    table.assert_illegal(table.game.respond, [Attack(bears, PlayerRef(0))], rule="701.15b")
    table.game.respond([Attack(bears, PlayerRef(1))])
    assert table.game.state.combat is not None
    assert table.game.state.combat.attackers == {bears: PlayerRef(1)}


def test_goading_again_by_the_same_player_adds_nothing(table: Table) -> None:
    """CR 701.15d."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Spectacular Showdown", "Spectacular Showdown")
    table.cast("Spectacular Showdown", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Spectacular Showdown", targets=["Grizzly Bears"])
    table.resolve()
    assert table.counters("Grizzly Bears", "double strike") == 2
    table.assert_logged(rule="701.15d")
