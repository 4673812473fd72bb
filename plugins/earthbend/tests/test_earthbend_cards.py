"""More printed earthbend cards, each cast or activated with its effect asserted.

Every test enables earthbend only (the kernel pulls in haste, its declared need),
unless it says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, CallbackAgent, Decision, Mana, Step, Zone

pytestmark = pytest.mark.plugins("earthbend")


def mana(table: Table, player: int, symbols: str) -> None:
    """Put mana in a player's pool (paying without tapping the lands in play)."""
    table.game.add_mana(player, [Mana(c) for c in symbols])


def land_creature(table: Table, name: str = "Forest") -> Any:
    """The land ``name`` that is a creature now (earthbent)."""
    found = [o for o in table.game.battlefield() if o.card.name == name
             and table.game.chars(o.id).is_creature]
    assert len(found) == 1, found
    return found[0]


def record(table: Table, kind: str, player: int = 0, *, first: bool = False) -> list[Decision]:
    """Record ``player``'s decisions of ``kind`` (answered as before, or with the first
    option if ``first``)."""
    seen: list[Decision] = []
    previous = table.game.agents[player]

    def choose(game: Any, decision: Decision) -> Any:
        if decision.kind == kind:
            seen.append(decision)
            if first:
                return decision.options[:1]
        return previous.choose(game, decision)

    table.game.agents[player] = CallbackAgent(choose)
    return seen


# --------------------------------------------------------------------------
# Reflexive triggers: "When you do, ..." (CR 603.12)
# --------------------------------------------------------------------------


def test_earth_rumble_earthbends_then_a_creature_you_control_fights(table: Table) -> None:
    table.battlefield(0, "Forest", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Earth Rumble")
    mana(table, 0, "GGGG")
    table.cast("Earth Rumble", targets=["Forest"])
    # the reflexive trigger's targets are chosen as it is put on the stack, once the
    # spell has resolved
    table.answer("targets", "Grizzly Bears")
    table.answer("targets", "Hill Giant")
    table.resolve()
    forest = land_creature(table)
    assert table.game.power(forest.id) == 2
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    assert len(table.game.stack()) == 1
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Earth Rumble", "Grizzly Bears"]
    assert table.game.obj(table.find("Hill Giant").id).damage == 2


def test_earth_rumble_the_earthbent_land_may_fight(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Earth Rumble")
    mana(table, 0, "GGGG")
    forest = table.find("Forest")
    table.cast("Earth Rumble", targets=["Forest"])
    table.answer("targets", forest.id)
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]  # 2 damage to a 2/2
    # the 2/2 land creature took 2 damage: it died, and earthbend returns it tapped
    assert table.names(Zone.GRAVEYARD, 0) == ["Earth Rumble", "Forest"]
    table.resolve()
    table.assert_zone("Forest", Zone.BATTLEFIELD)
    assert table.find("Forest").tapped


def test_earth_rumble_without_a_creature_to_fight_the_trigger_is_removed(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.hand(0, "Earth Rumble")
    mana(table, 0, "GGGG")
    table.cast("Earth Rumble", targets=["Forest"])
    table.resolve()
    assert table.game.stack() == []
    table.assert_logged(rule="603.3d")


def test_earthbender_ascension_grows_on_the_fourth_landfall(table: Table) -> None:
    table.battlefield(0, "Forest", "Grizzly Bears")
    table.library(0, "Forest", "Island", "Plains", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.hand(0, "Earthbender Ascension", "Forest", "Forest", "Forest")
    mana(table, 0, "GGG")
    table.cast("Earthbender Ascension")
    table.answer("targets", "Forest")
    table.answer("search", "Forest")
    table.resolve()
    table.resolve()  # earthbend 2, then a basic land onto the battlefield tapped
    table.resolve()  # the fetched land entered: landfall (one quest counter)
    assert table.counters("Earthbender Ascension", "quest") == 1
    assert table.game.stack() == []
    for turn in range(3):
        if turn:
            table.next_turn()
            table.next_turn()
        table.play("Forest")
        table.answer("targets", "Grizzly Bears")
        table.resolve()  # the quest counter; at four, the reflexive trigger
        if turn < 2:  # two or three quest counters: "when you do, if ..." doesn't trigger
            assert table.game.stack() == []
        else:
            assert len(table.game.stack()) == 1
            table.resolve()
    assert table.counters("Earthbender Ascension", "quest") == 4
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.has_keyword("Grizzly Bears", "trample")


# --------------------------------------------------------------------------
# Delayed triggers "this turn" (CR 603.7)
# --------------------------------------------------------------------------


def test_fatal_fissure_earthbends_when_the_creature_dies_this_turn(table: Table) -> None:
    table.battlefield(0, "Forest", "Swamp")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Fatal Fissure", "Lightning Bolt")
    mana(table, 0, "BBR")
    table.cast("Fatal Fissure", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.stack() == []
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.answer("targets", "Swamp")  # the delayed trigger's land, chosen as it triggers
    table.resolve()
    assert len(table.game.stack()) == 1
    table.resolve()
    swamp = land_creature(table, "Swamp")
    assert table.game.power(swamp.id) == 4


def test_fatal_fissure_does_nothing_if_the_creature_dies_a_later_turn(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.hand(0, "Fatal Fissure")
    mana(table, 0, "BB")
    table.cast("Fatal Fissure", targets=["Grizzly Bears"])
    table.resolve()
    table.next_turn()
    table.game.destroy(table.find("Grizzly Bears").id)
    table.pass_priority()
    assert table.game.stack() == []
    assert table.game.state.delayed == ()


# --------------------------------------------------------------------------
# Exhaust (CR 702.177) and "Activate only during your turn" (602.5b)
# --------------------------------------------------------------------------


def test_rebellious_captives_exhaust_once(table: Table) -> None:
    table.battlefield(0, "Rebellious Captives", "Forest")
    mana(table, 0, "GGGGGG")
    table.activate("Rebellious Captives", targets=["Forest"])
    table.resolve()
    assert table.counters("Rebellious Captives", "+1/+1") == 2
    assert table.game.power(land_creature(table).id) == 2
    mana(table, 0, "GGGGGG")
    table.assert_illegal(table.activate, "Rebellious Captives", targets=["Forest"],
                         rule="702.177a")


def test_exhaust_again_after_the_permanent_left_and_returned(table: Table) -> None:
    """A new object (CR 400.7) has not activated its exhaust ability."""
    captives = table.battlefield(0, "Rebellious Captives", "Forest")[0]
    mana(table, 0, "GGGGGG")
    table.activate("Rebellious Captives", targets=["Forest"])
    table.resolve()
    table.game.move(captives.id, Zone.HAND)
    table.game.move(table.find("Rebellious Captives").id, Zone.BATTLEFIELD)
    mana(table, 0, "GGGGGG")
    table.activate("Rebellious Captives", targets=["Forest"])
    table.resolve()
    assert table.counters("Rebellious Captives", "+1/+1") == 2


def test_bitter_work_draws_when_a_power_4_creature_attacks_a_player(table: Table) -> None:
    table.battlefield(0, "Bitter Work", "Craw Wurm", "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.attack("Craw Wurm", "Grizzly Bears")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]


def test_bitter_work_no_draw_with_small_attackers(table: Table) -> None:
    table.battlefield(0, "Bitter Work", "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.attack("Grizzly Bears")
    assert table.game.stack() == []
    assert table.names(Zone.HAND, 0) == []


def test_bitter_work_exhaust_only_during_your_turn_and_once(table_factory: Any) -> None:
    table = table_factory(active=1, step=Step.MAIN1)
    table.battlefield(0, "Bitter Work", "Forest", "Mountain")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.pass_priority()  # Bob passes: Alice has priority in Bob's turn
    mana(table, 0, "GGGG")
    table.assert_illegal(table.activate, "Bitter Work", targets=["Forest"], rule="602.5b")
    table.next_turn()
    mana(table, 0, "GGGG")
    table.activate("Bitter Work", targets=["Forest"])
    table.resolve()
    assert table.game.power(land_creature(table).id) == 4
    mana(table, 0, "GGGG")
    table.assert_illegal(table.activate, "Bitter Work", targets=["Mountain"], rule="702.177a")


# --------------------------------------------------------------------------
# Experience counters (CR 122.1) and "whenever you attack" (508.3d)
# --------------------------------------------------------------------------


def test_toph_earthbending_master_gains_experience_and_earthbends_when_you_attack(
        table: Table) -> None:
    table.battlefield(0, "Toph, Earthbending Master", "Forest")
    table.hand(0, "Forest", "Mountain")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.play("Forest")
    table.resolve()
    assert table.game.player(0).counter("experience") == 1
    table.assert_logged(rule="122.1", contains="experience")
    table.answer("targets", table.find("Forest").id)
    table.attack("Toph, Earthbending Master")
    table.resolve()  # earthbend 1: X is the number of experience counters
    assert table.game.power(land_creature(table).id) == 1
    table.next_turn()
    table.next_turn()
    table.play("Mountain")
    table.resolve()
    assert table.game.player(0).counter("experience") == 2


def test_whenever_you_attack_triggers_once_for_several_attackers(table: Table) -> None:
    """CR 508.3d: one trigger however many creatures attack."""
    table.battlefield(0, "Toph, Earthbending Master", "Grizzly Bears", "Forest")
    table.attack("Toph, Earthbending Master", "Grizzly Bears")
    assert len(table.game.stack()) == 1


# --------------------------------------------------------------------------
# "That spell", "that land's power", colors among Allies
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("spell", "counters"), [("Earthbending Lesson", 2),
                                                 ("Grizzly Bears", 1)])
def test_toph_hardheaded_teacher_lessons_add_a_counter(table: Table, spell: str,
                                                       counters: int) -> None:
    table.battlefield(0, "Toph, Hardheaded Teacher", "Mountain", "Forest")
    table.hand(0, spell)
    mana(table, 0, "GGGG")
    if spell == "Earthbending Lesson":
        table.cast(spell, targets=["Forest"])
    else:
        table.cast(spell)
    table.answer("targets", "Mountain")
    table.pass_priority()  # Toph's trigger goes on the stack above the spell
    table.resolve()
    mountain = land_creature(table, "Mountain")
    assert mountain.counter("+1/+1") == counters  # earthbend 1, plus one for a Lesson


def test_toph_hardheaded_teacher_discards_to_return_an_instant(table: Table) -> None:
    table.battlefield(0, "Forest", "Forest", "Mountain", "Mountain")
    table.hand(0, "Toph, Hardheaded Teacher", "Island")
    table.graveyard(0, "Lightning Bolt")
    table.cast("Toph, Hardheaded Teacher")
    table.resolve()
    table.answer("optional_trigger", "yes")
    table.resolve(answers=[Answer("discard", (table.find("Island").id,))])
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"]


def test_earthshape_protects_creatures_no_stronger_than_the_land(table: Table) -> None:
    table.battlefield(0, "Plains", "Grizzly Bears", "Hill Giant", "Craw Wurm")
    table.hand(0, "Earthshape")
    mana(table, 0, "WWW")
    table.cast("Earthshape", targets=["Plains"])
    table.resolve()
    plains = land_creature(table, "Plains")
    for name, protected in (("Grizzly Bears", True), ("Hill Giant", True),
                            ("Craw Wurm", False)):
        assert table.has_keyword(name, "hexproof") is protected, name
        assert table.has_keyword(name, "indestructible") is protected, name
    assert table.game.has_keyword(plains.id, "indestructible")  # 3 <= 3
    assert "hexproof" in table.game.player_keywords(0)


def test_earthen_ally_counts_colors_among_your_allies(table: Table) -> None:
    table.battlefield(0, "Earthen Ally")
    assert table.power("Earthen Ally") == 1  # itself: green
    table.battlefield(0, "Haru, Hidden Talent")  # a green Ally: no new color
    assert table.power("Earthen Ally") == 1
    table.battlefield(1, "Toph, Hardheaded Teacher")  # not yours
    assert table.power("Earthen Ally") == 1
    table.battlefield(0, "Toph, Hardheaded Teacher")  # a red and green Ally
    assert table.power("Earthen Ally") == 2
    assert table.toughness("Earthen Ally") == 2


# --------------------------------------------------------------------------
# A Saga (CR 714)
# --------------------------------------------------------------------------


def test_the_cave_of_two_lovers_reads_its_three_chapters(table: Table) -> None:
    table.battlefield(0, "Forest", "Mountain", "Mountain", "Mountain")
    table.hand(0, "The Cave of Two Lovers")
    table.library(0, "Island", "Forest", "Mountain", "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island", "Island")
    mana(table, 0, "RRRR")
    table.cast("The Cave of Two Lovers")
    table.resolve()
    assert table.counters("The Cave of Two Lovers", "lore") == 1  # 714.3a
    table.resolve()  # chapter I
    assert table.names(Zone.BATTLEFIELD, 0).count("Ally Token") == 2
    table.next_turn()
    assert table.counters("The Cave of Two Lovers", "lore") == 1  # not on Bob's turn
    seen = record(table, "search", first=True)
    table.next_turn()  # Alice's precombat main phase: a lore counter (714.3b), chapter II
    assert table.counters("The Cave of Two Lovers", "lore") == 2
    table.resolve()
    assert [label.split("#")[0] for label in seen[0].labels] == ["Mountain"]  # no Island
    assert "Mountain" in table.names(Zone.HAND, 0)
    table.next_turn()
    table.answer("targets", "Forest")
    table.next_turn()  # chapter III: earthbend 3
    assert table.counters("The Cave of Two Lovers", "lore") == 3
    table.assert_zone("The Cave of Two Lovers", Zone.BATTLEFIELD)  # its chapter is pending
    table.resolve()
    assert table.game.power(land_creature(table).id) == 3
    table.pass_priority()
    table.assert_zone("The Cave of Two Lovers", Zone.GRAVEYARD)  # 714.4, 704.5s
    table.assert_logged(rule="704.5s")


# --------------------------------------------------------------------------
# Counters being put (CR 122.6, 614.1a)
# --------------------------------------------------------------------------


def test_solid_ground_puts_one_more_counter(table: Table) -> None:
    table.battlefield(0, "Forest", "Mountain")
    table.battlefield(1, "Forest")
    table.hand(0, "Solid Ground", "Earthbending Lesson")
    mana(table, 0, "GGGG")
    table.cast("Solid Ground")
    table.answer("targets", table.find("Forest", player=0).id)
    table.resolve()
    table.resolve()  # earthbend 3: four counters
    assert land_creature(table).counter("+1/+1") == 4
    table.assert_logged(rule="614.1a", contains="4 +1/+1 counter(s) instead")
    mana(table, 0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Mountain"])
    table.resolve()
    assert land_creature(table, "Mountain").counter("+1/+1") == 5


def test_solid_ground_entering_with_counters_and_not_an_opponents(table: Table) -> None:
    table.battlefield(0, "Solid Ground")
    bears = table.graveyard(0, "Grizzly Bears")[0]
    new = table.game.move(bears.id, Zone.BATTLEFIELD, counters=[("+1/+1", 2)])
    assert new is not None and new.counter("+1/+1") == 3  # 122.6: entering counts
    theirs = table.graveyard(1, "Grizzly Bears")[0]
    other = table.game.move(theirs.id, Zone.BATTLEFIELD, counters=[("+1/+1", 2)])
    assert other is not None and other.counter("+1/+1") == 2  # not a permanent you control
    table.game.add_counters(new.id, "-1/-1", 1)
    assert table.game.obj(new.id).counter("-1/-1") == 1  # other kinds unchanged


def test_earth_kingdom_general_gains_life_once_each_turn(table: Table) -> None:
    table.battlefield(0, "Forest", "Mountain", "Plains")
    table.hand(0, "Earth Kingdom General", "Earthbending Lesson")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    mana(table, 0, "GGGG")
    table.cast("Earth Kingdom General")
    table.answer("targets", "Forest")
    table.resolve()
    table.resolve()  # earthbend 2: two +1/+1 counters put on a creature by Alice
    assert len(table.game.stack()) == 1
    table.answer("optional_trigger", "yes")
    table.resolve()
    table.assert_life(0, 22)
    mana(table, 0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Mountain"])
    table.resolve()
    table.answer("optional_trigger", "yes")
    table.resolve()  # triggers again, but this turn it was done already
    table.assert_life(0, 22)
    table.assert_logged(contains="already done this turn")


def test_earth_kingdom_general_ignores_other_counters(table: Table) -> None:
    table.battlefield(0, "Earth Kingdom General", "Grizzly Bears")
    table.game.add_counters(table.find("Grizzly Bears").id, "-1/-1", 1, by=0)
    table.game.add_counters(table.find("Grizzly Bears").id, "+1/+1", 1, by=1)  # Bob's
    table.pass_priority()
    assert table.game.stack() == []


# --------------------------------------------------------------------------
# A modal triggered ability (CR 700.2b)
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend", "flashback")  # Rockalanche, a Lesson, has flashback
def test_bumi_king_of_three_trials_chooses_up_to_x_modes(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.hand(0, "Bumi, King of Three Trials")
    table.graveyard(0, "Earthbending Lesson", "Earthbending Lesson", "Rockalanche", "Island")
    mana(table, 0, "GGGGGG")
    table.cast("Bumi, King of Three Trials")
    table.answer("modes", 0, 2)  # counters on Bumi, and earthbend 3
    table.answer("targets", "Forest")
    table.resolve()
    table.resolve()
    assert table.counters("Bumi, King of Three Trials", "+1/+1") == 3
    assert table.game.power(land_creature(table).id) == 3
    table.assert_logged(rule="700.2b", contains="modes chosen")


@pytest.mark.plugins("earthbend", "flashback")  # Rockalanche, a Lesson, has flashback
def test_bumi_king_of_three_trials_x_is_the_lessons_in_your_graveyard(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.hand(0, "Bumi, King of Three Trials")
    table.graveyard(0, "Earthbending Lesson", "Rockalanche", "Island")
    mana(table, 0, "GGGGGG")
    seen = record(table, "modes", first=True)
    table.cast("Bumi, King of Three Trials")
    table.resolve()
    assert [(d.min, d.max) for d in seen] == [(0, 2)]  # two Lessons: up to two modes


def test_bumi_king_of_three_trials_with_no_lesson_does_nothing(table: Table) -> None:
    table.battlefield(0, "Forest")
    table.hand(0, "Bumi, King of Three Trials")
    mana(table, 0, "GGGGGG")
    table.cast("Bumi, King of Three Trials")
    table.resolve()
    assert table.game.stack() == []  # X = 0: no mode chosen, removed (603.3c)
    table.assert_logged(rule="603.3c")
