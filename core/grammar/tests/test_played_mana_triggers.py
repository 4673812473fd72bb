"""Triggered abilities adding mana, played from printed cards (CR 106.4, 603, 605.1b, 605.5a).

- "When this land enters, add one mana of any color." (Crumbling Vestige, rule "grammar:add
  one mana of any color") triggers on entering, not on a mana ability: it is no mana ability
  (605.5a), goes on the stack and adds one mana of the colour its controller chooses as it
  resolves (106.4, 106.1b).
- "At the beginning of your first main phase, add {G}{G}." (Hulking Raptor, rule
  "grammar:beginning of step"): the first main phase is the precombat one (505.1a); the
  trigger uses the stack (605.5a) and the mana empties as the phase ends (500.5).
- "At the beginning of your upkeep, add {G}. Until end of turn, you don't lose this mana as
  steps and phases end." (Sakura-Tribe Springcaller, rule "grammar:mana not lost until end of
  turn"): the {G} stays in the pool as the upkeep, draw step and main phases end (500.5) and
  is lost only as the cleanup step ends, "until end of turn" being over (514.2).
- Triggered mana abilities (605.1b, rule "grammar:tap for mana add"): "Whenever enchanted
  land is tapped for mana, its controller adds an additional {G}{G}." (Overgrowth), "...
  an additional one mana of any color." (Fertile Ground), "Whenever you tap a land for mana,
  add one mana of any type that land produced." (Mirari's Wake), "Whenever a player taps a
  land for mana, that player adds one mana of any type that land produced." (Dictate of
  Karametra). They resolve right after the mana ability, without the stack (605.4a), only
  when it produced mana (106.12a), the mana going to the player who tapped the land. The
  payment solver doesn't plan with the extra mana: the lands it taps still add it, left
  floating (docs/decisions.rst, "Triggered mana abilities and the payment solver").

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


# --------------------------------------------------------------------------
# "When ~ enters, add one mana of any color." (CR 605.5a, 106.4)
# --------------------------------------------------------------------------


@oracle
def test_605_5a_crumbling_vestige_adds_a_chosen_colour_through_the_stack(table: Table) -> None:
    """CR 605.5a, 106.4: the enters trigger uses the stack; as it resolves its controller chooses
    the colour, and the land itself enters tapped (614.1c)."""
    table.hand(0, "Crumbling Vestige")
    table.play("Crumbling Vestige")
    table.assert_tapped("Crumbling Vestige")
    assert table.pool() == []
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.answer("mana_output", "{B}")
    table.resolve()
    assert table.pool() == ["B"]
    table.assert_logged(rule="106.4", contains="adds {B}")


@oracle
def test_106_4_crumbling_vestige_offers_the_five_colours_only(table: Table) -> None:
    """CR 105.1, 106.4: "any color" is one of the five colours, never colourless."""
    table.hand(0, "Crumbling Vestige")
    asked = table.watch_decisions("mana_output")
    table.play("Crumbling Vestige")
    table.resolve()
    assert [tuple(d.options) for d in asked] == [("W", "U", "B", "R", "G")]
    assert len(table.pool()) == 1


# --------------------------------------------------------------------------
# "At the beginning of your first main phase, add {M}." (CR 505.1a, 605.5a)
# --------------------------------------------------------------------------

raptor = pytest.mark.plugins("oracle", "ward")


@raptor
def test_505_1a_hulking_raptor_adds_green_mana_in_the_first_main_phase(table: Table) -> None:
    """CR 505.1a, 603.2, 605.5a: the trigger goes on the stack as the precombat main phase
    begins; resolved, it adds {G}{G} (106.4), lost as the phase ends (500.5)."""
    table.battlefield(0, "Hulking Raptor")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    table.go_to(Step.MAIN1)
    assert table.names(Zone.STACK) == ["ability of Hulking Raptor"]
    table.resolve()
    assert table.pool() == ["G", "G"]
    table.assert_logged(rule="106.4", contains="adds {G}{G}")
    table.go_to(Step.BEGIN_COMBAT)
    assert table.pool() == []
    table.assert_logged(rule="500.5", contains="mana pool empties")


@raptor
def test_505_1a_hulking_raptor_does_not_trigger_in_the_second_main_phase_or_on_another_turn(
        table: Table) -> None:
    """CR 505.1a: "your first main phase": not the postcombat one, not an opponent's."""
    table.battlefield(0, "Hulking Raptor")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.set_turn(active=0, step=Step.END_COMBAT, turn=2)
    table.go_to(Step.MAIN2)
    assert table.names(Zone.STACK) == []
    table.set_turn(active=1, step=Step.UPKEEP, turn=3)
    table.go_to(Step.MAIN1)
    assert table.names(Zone.STACK) == []
    assert table.pool() == []


# --------------------------------------------------------------------------
# "Until end of turn, you don't lose this mana as steps and phases end." (CR 500.5, 514.2)
# --------------------------------------------------------------------------


@oracle
def test_500_5_springcallers_green_mana_stays_until_the_turn_ends(table: Table) -> None:
    """CR 500.5, 106.4, 514.2: the {G} added in the upkeep is still there in the end step, then
    lost as the cleanup step ends: nothing of it is left on the next turn."""
    table.battlefield(0, "Sakura-Tribe Springcaller")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.set_turn(active=0, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve()
    assert table.pool() == ["G"]
    table.go_to(Step.MAIN1)
    assert table.pool() == ["G"]
    table.assert_logged(rule="500.5", contains="doesn't lose {G} until end of turn")
    table.assert_not_logged(rule="500.5", contains="mana pool empties")
    table.go_to(Step.END)
    assert table.pool() == ["G"]
    table.go_to(Step.UPKEEP, turn=3)
    assert table.pool() == []
    table.assert_logged(rule="500.5", contains="mana pool empties")


@oracle
def test_500_5_springcallers_kept_mana_pays_a_spell_in_the_main_phase(table: Table) -> None:
    """CR 500.5, 601.2h: the {G} kept from the upkeep pays for Llanowar Elves later in the turn,
    no land tapped."""
    table.battlefield(0, "Sakura-Tribe Springcaller")
    table.library(0, "Forest", "Forest")
    table.hand(0, "Llanowar Elves")
    table.set_turn(active=0, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve()
    table.go_to(Step.MAIN1)
    table.cast("Llanowar Elves")
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD)
    assert table.pool() == []


# --------------------------------------------------------------------------
# Triggered mana abilities: "tapped for mana" (CR 605.1b, 605.4a, 106.12a)
# --------------------------------------------------------------------------


@oracle
def test_605_4a_overgrowth_adds_two_green_as_the_enchanted_land_is_tapped(table: Table) -> None:
    """CR 605.1b, 605.4a: the Swamp enchanted with Overgrowth adds {B}, then {G}{G} at once
    (nothing on the stack); another land tapped adds nothing more."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Swamp", "Island")
    table.hand(0, "Overgrowth")
    table.cast("Overgrowth", targets=["Swamp"])
    table.resolve()
    table.tap_for_mana("Swamp", "B")
    assert table.names(Zone.STACK) == []
    assert table.pool() == ["B", "G", "G"]
    table.assert_logged(rule="605.4a", contains="Overgrowth triggers")
    table.tap_for_mana("Island", "U")
    assert table.pool() == ["B", "G", "G", "U"]


@oracle
def test_605_4a_fertile_ground_adds_one_mana_of_the_chosen_colour(table: Table) -> None:
    """CR 605.4a, 105.1: "an additional one mana of any color": the colour chosen as it
    resolves, among the five."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Swamp")
    table.hand(0, "Fertile Ground")
    table.cast("Fertile Ground", targets=["Swamp"])
    table.resolve()
    asked = table.watch_decisions("mana_color")
    table.answer("mana_color", "{R}")
    table.tap_for_mana("Swamp", "B")
    assert table.pool() == ["B", "R"]
    assert [tuple(d.options) for d in asked] == [("W", "U", "B", "R", "G")]


@oracle
def test_605_1b_fertile_ground_on_an_opponents_land_gives_its_controller_the_mana(
        table: Table) -> None:
    """CR 605.1b, 605.3a: the Aura's controller doesn't tap the land: the land's controller
    does, and "its controller adds" the mana to their own pool."""
    table.lands(0, "Forest", 2)
    table.battlefield(1, "Swamp")
    table.hand(0, "Fertile Ground")
    table.cast("Fertile Ground", targets=["Swamp"])
    table.resolve()
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.answer("mana_color", "{W}", player=1)
    table.tap_for_mana("Swamp", "B")
    assert table.pool(1) == ["B", "W"]
    assert table.pool(0) == []


@oracle
def test_106_12a_mirari_s_wake_adds_the_type_the_land_produced(table: Table) -> None:
    """CR 106.12a, 605.4a: a Forest tapped adds {G}, then one more {G}, no choice to make."""
    table.battlefield(0, "Mirari's Wake", "Forest")
    asked = table.watch_decisions("mana_color")
    table.tap_for_mana("Forest", "G")
    assert table.pool() == ["G", "G"]
    assert asked == []
    table.assert_logged(rule="605.4a", contains="Mirari's Wake triggers")


@oracle
def test_106_12a_mirari_s_wake_on_a_two_colour_land_offers_both_types(table: Table) -> None:
    """CR 106.12a: Azorius Chancery produced {W}{U}: one more mana of either type."""
    table.battlefield(0, "Mirari's Wake", "Azorius Chancery")
    asked = table.watch_decisions("mana_color")
    table.answer("mana_color", "{U}")
    table.tap_for_mana("Azorius Chancery", "WU")
    assert table.pool() == ["U", "U", "W"]
    assert [tuple(d.options) for d in asked] == [("W", "U")]


@oracle
def test_605_1b_mirari_s_wake_ignores_an_opponents_lands(table: Table) -> None:
    """CR 605.1b: "whenever you tap": the opponent's Forest adds only its own {G}."""
    table.battlefield(0, "Mirari's Wake")
    table.battlefield(1, "Forest")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Forest", "G")
    assert table.pool(1) == ["G"]
    table.assert_not_logged(rule="605.4a", contains="Mirari's Wake triggers")


@oracle
def test_605_1b_dictate_of_karametra_gives_any_player_the_extra_mana(table: Table) -> None:
    """CR 605.1b, 605.4a: "whenever a player taps a land for mana, that player adds": the
    opponent tapping their Mountain gets {R}{R}; its controller's own Forest {G}{G}."""
    table.battlefield(0, "Dictate of Karametra", "Forest")
    table.battlefield(1, "Mountain")
    table.tap_for_mana("Forest", "G")
    assert table.pool(0) == ["G", "G"]
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.tap_for_mana("Mountain", "R")
    assert table.pool(1) == ["R", "R"]
    table.assert_logged(rule="605.4a", contains="Dictate of Karametra triggers")


@oracle
def test_605_4a_lands_tapped_to_pay_a_spell_add_the_extra_mana_too(table: Table) -> None:
    """CR 601.2g, 605.4a: the payment taps a Forest for Llanowar Elves; Mirari's Wake adds a
    {G} as it is tapped, which stays in the pool (the plan paid with the land's own mana)."""
    table.battlefield(0, "Mirari's Wake", "Forest", "Forest")
    table.hand(0, "Llanowar Elves")
    table.cast("Llanowar Elves")
    assert table.tapped_count(0) == 1
    assert table.pool() == ["G"]


@oracle
def test_605_4a_the_extra_mana_pays_a_spell_tapped_by_hand(table: Table) -> None:
    """CR 605.4a, 601.2h: one Forest tapped by hand under Mirari's Wake makes {G}{G}, paying
    for Grizzly Bears' {1}{G} with the other Forest left untapped."""
    table.battlefield(0, "Mirari's Wake", "Forest", "Forest")
    table.hand(0, "Grizzly Bears")
    table.tap_for_mana("Forest", "G")
    table.cast("Grizzly Bears")
    assert table.tapped_count(0, "Forest") == 1
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
