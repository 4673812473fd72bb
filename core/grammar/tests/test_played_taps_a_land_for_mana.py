"""Triggered abilities on a permanent tapped for mana that aren't mana abilities, played from
printed cards (CR 605.1b, 106.12, 603.3).

"Whenever a player taps a land for mana, ~ deals 1 damage to that player." (Manabarbs), "...
a nonbasic land ..." (Burning Earth), "... an Island ..." (Scald), "Whenever an opponent taps
a Mountain for mana, you may gain 1 life." (Sanctimony), "Whenever you tap a land for mana,
remove a +1/+1 counter from this creature." (Savage Firecat): rule "grammar:a player taps a
land for mana". They do more than add mana, so they use the stack (605.1b, last sentence):
put on it the next time a player would receive priority (603.3), above a spell whose cost
tapped the land. "Whenever you tap a land for mana, add {G}." (Groundchuck & Dirtbag, rule
"grammar:tap for mana add") adds mana only: a triggered mana ability, resolved at once
without the stack (605.1b, 605.4a).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def stack(table: Table) -> list[str]:
    return list(table.names(Zone.STACK))


@oracle
def test_605_1b_manabarbs_deals_damage_through_the_stack_to_whoever_taps(table: Table) -> None:
    """CR 605.1b, 603.3: cast Manabarbs; the opponent's Forests tapped to cast Grizzly Bears
    put two Manabarbs triggers on the stack above the Bears; resolved, the opponent (who
    tapped) loses 2 life, Manabarbs' controller none."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Manabarbs")
    table.cast("Manabarbs")
    table.resolve()
    table.assert_zone("Manabarbs", Zone.BATTLEFIELD)
    assert table.game.player(0).life == 20  # its own lands were tapped before it was there
    table.battlefield(1, "Forest", "Forest")
    table.hand(1, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.cast("Grizzly Bears")
    assert stack(table) == ["Grizzly Bears", "ability of Manabarbs", "ability of Manabarbs"]
    table.resolve()
    table.resolve()
    assert table.game.player(1).life == 18
    assert table.game.player(0).life == 20
    table.assert_logged(rule="120.3")


@oracle
def test_605_1b_manabarbs_the_mana_is_there_before_the_damage(table: Table) -> None:
    """CR 605.1b: the land's mana is added at once; the damage waits on the stack until a
    player would receive priority (603.3) and it resolves."""
    table.battlefield(0, "Manabarbs", "Forest")
    table.tap_for_mana("Forest", "G")
    assert table.pool() == ["G"]
    assert table.game.player(0).life == 20
    table.resolve()
    assert table.game.player(0).life == 19


@oracle
def test_605_1b_burning_earth_punishes_nonbasic_lands_only(table: Table) -> None:
    """CR 605.1b: "a nonbasic land": Azorius Chancery tapped costs 1 life, a Plains nothing."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Burning Earth")
    table.cast("Burning Earth")
    table.resolve()
    table.battlefield(0, "Plains", "Azorius Chancery")
    table.tap_for_mana("Plains", "W")
    assert stack(table) == []
    assert table.game.player(0).life == 20
    table.tap_for_mana("Azorius Chancery", "WU")
    assert stack(table) == ["ability of Burning Earth"]
    table.resolve()
    assert table.game.player(0).life == 19


@oracle
def test_605_1b_scald_punishes_islands_only(table: Table) -> None:
    """CR 605.1b: "an Island": the opponent's Island costs them 1 life, their Swamp nothing."""
    table.battlefield(0, "Scald")
    table.battlefield(1, "Island", "Swamp")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Swamp", "B")
    table.tap_for_mana("Island", "U")
    table.resolve()
    assert table.game.player(1).life == 19
    assert table.game.player(0).life == 20


@oracle
def test_605_1b_sanctimony_gains_life_for_an_opponents_mountain_only(table: Table) -> None:
    """CR 605.1b, 603.5: "an opponent taps a Mountain": its controller may gain 1 life; its
    own Mountain, or the opponent's Forest, triggers nothing."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Sanctimony")
    table.cast("Sanctimony")
    table.resolve()
    table.battlefield(0, "Mountain")
    table.tap_for_mana("Mountain", "R")
    assert stack(table) == []
    table.battlefield(1, "Mountain", "Forest")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Forest", "G")
    assert stack(table) == []
    table.tap_for_mana("Mountain", "R")
    assert stack(table) == ["ability of Sanctimony"]
    table.answer("may", "yes", player=0)
    table.resolve()
    assert table.game.player(0).life == 21


@oracle
def test_605_1b_savage_firecat_loses_a_counter_per_land_tapped(table: Table) -> None:
    """CR 605.1b, 122.1: cast Savage Firecat (entering with seven +1/+1 counters); each of
    its controller's lands tapped for mana afterwards removes one, through the stack."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Savage Firecat")
    table.cast("Savage Firecat")
    table.resolve()
    cat = table.find("Savage Firecat", zone=Zone.BATTLEFIELD)
    assert cat.counter("+1/+1") == 7
    table.battlefield(0, "Mountain", "Mountain")
    table.battlefield(1, "Mountain")
    table.tap_for_mana("Mountain", "R")
    table.tap_for_mana("Mountain", "R")
    assert stack(table) == ["ability of Savage Firecat", "ability of Savage Firecat"]
    table.resolve()
    table.resolve()
    assert table.find("Savage Firecat", zone=Zone.BATTLEFIELD).counter("+1/+1") == 5
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Mountain", "R")  # the opponent's: "whenever you tap" only
    assert stack(table) == []


@oracle
def test_605_4a_groundchuck_and_dirtbag_adds_green_at_once(table: Table) -> None:
    """CR 605.1b, 605.4a: "Whenever you tap a land for mana, add {G}." adds mana only: a
    mana ability, resolved at once, nothing on the stack; the {G} pays a spell."""
    table.battlefield(0, "Groundchuck & Dirtbag", "Mountain")
    table.hand(0, "Grizzly Bears")
    table.tap_for_mana("Mountain", "R")
    assert table.pool() == ["G", "R"]
    assert stack(table) == []
    table.cast("Grizzly Bears")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@oracle
def test_605_1b_vorinclex_keeps_an_opponents_tapped_land_tapped(table: Table) -> None:
    """CR 605.1b, 106.12, 603.7c, 502.3: the opponent's Forest tapped for mana: Vorinclex's
    trigger goes on the stack; resolved, "that land" (the Forest) doesn't untap during the
    opponent's next untap step, their Island tapped otherwise does; Vorinclex's controller's
    own Forest adds {G}{G} at once (its triggered mana ability) and triggers nothing."""
    table.battlefield(0, "Vorinclex, Voice of Hunger", "Forest")
    table.battlefield(1, "Forest")
    table.battlefield(1, "Island", tapped=True)
    table.tap_for_mana("Forest", "G")
    assert table.pool() == ["G", "G"]
    assert stack(table) == []
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Forest", "G")
    assert stack(table) == ["ability of Vorinclex, Voice of Hunger"]
    table.resolve()
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.go_to(Step.UPKEEP, turn=3)
    table.go_to(Step.UPKEEP, turn=4)
    assert table.game.active_player == 1
    forest = next(o for o in table.game.battlefield(1) if o.card.name == "Forest")
    island = next(o for o in table.game.battlefield(1) if o.card.name == "Island")
    assert forest.tapped
    assert not island.tapped
    table.go_to(Step.UPKEEP, turn=6)
    assert table.tapped_count(1) == 0  # its controller's untap step after that untaps it
