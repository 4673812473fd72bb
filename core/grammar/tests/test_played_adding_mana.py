"""Printed cards adding mana of several types, or adding mana as a spell, played (CR 106, 605).

- A mana ability adding fixed mana of several types ("{T}: Add {W}{U}." of Azorius Chancery,
  "{1}, {T}: Add {W}{U}." of Azorius Signet, rule "grammar:mana ability outputs") is a mana
  ability (605.1a): activated by hand, it resolves at once and adds exactly those symbols
  (605.3b, 106.3); its mana cost is paid as it is activated (602.2b, 601.2h). The payment solver
  doesn't plan it: the payment activates it first only when nothing else pays
  (docs/decisions.rst, "Mana abilities with other costs in the automatic payment").
- A filter land's "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." (Mystic Gate) adds one of the
  listed outputs, its controller's choice as it is activated (605.3b, 106.1b).
- A spell's "Add {B}{B}{B}." (Dark Ritual, rule "grammar:add mana") is not a mana ability
  (605.1a): it goes on the stack and adds the mana to its controller's pool as it resolves
  (106.4); the mana empties at the end of the step (500.5). "Add two mana of any one color."
  (Traitorous Greed, rule "grammar:add x mana of any one color") adds two of one colour.
  "Add {R} for each creature you control." (Battle Hymn, rule "grammar:add mana for each")
  counts as it resolves (107.3c).
- "Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add
  {C}."" (Nest Invader; "They have" of Kozilek's Predator, rule "grammar:created tokens have
  a mana ability"): the tokens created have the quoted mana ability (111.4, 605.1a), which
  the payer may use, sacrificing a token only when nothing else pays (601.2g).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


# --------------------------------------------------------------------------
# Mana abilities adding several types (CR 605.1a, 605.3b, 106.3)
# --------------------------------------------------------------------------


@oracle
def test_605_3b_azorius_chancery_adds_white_and_blue_at_once(table: Table) -> None:
    """CR 605.3b, 106.3: "{T}: Add {W}{U}." adds one {W} and one {U}, the land tapped."""
    table.battlefield(0, "Azorius Chancery")
    table.tap_for_mana("Azorius Chancery", "WU")
    assert table.pool() == ["U", "W"]
    table.assert_tapped("Azorius Chancery")
    table.assert_logged(rule="605.3b", contains="adds {W}{U}")


@oracle
def test_602_2b_azorius_signet_pays_its_mana_cost_and_adds_two_colours(table: Table) -> None:
    """CR 602.2b, 601.2h, 605.3b: "{1}, {T}: Add {W}{U}." pays {1} (a Plains tapped for it) and adds
    {W}{U}: one mana in, two out."""
    table.battlefield(0, "Azorius Signet")
    table.lands(0, "Plains", 1)
    table.tap_for_mana("Azorius Signet", "WU")
    assert table.pool() == ["U", "W"]
    table.assert_tapped("Azorius Signet")
    table.assert_tapped("Plains")
    table.assert_logged(rule="605.3b", contains="adds {W}{U}")


@oracle
def test_602_2b_azorius_signet_without_mana_for_its_cost_is_refused(table: Table) -> None:
    """CR 602.2b, 601.2h, 732: nothing pays the Signet's {1}: refused, the Signet stays untapped."""
    table.battlefield(0, "Azorius Signet")
    table.assert_illegal(table.tap_for_mana, "Azorius Signet", "WU")
    table.assert_tapped("Azorius Signet", False)
    assert table.pool() == []


@oracle
def test_605_1a_an_output_the_ability_cannot_make_is_refused(table: Table) -> None:
    """CR 605.1a: Azorius Signet adds {W}{U}, never {W} alone nor {U}{U}."""
    table.battlefield(0, "Azorius Signet")
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.tap_for_mana, "Azorius Signet", "W", rule="605.1a")
    table.assert_illegal(table.tap_for_mana, "Azorius Signet", "UU", rule="605.1a")
    table.assert_tapped("Azorius Signet", False)


@oracle
def test_601_2h_the_signet_mana_casts_a_two_colour_spell(table: Table) -> None:
    """CR 601.2h: Azorius Signet's {W}{U} in the pool pays Azorius First-Wing's {W}{U}."""
    table.battlefield(0, "Azorius Signet")
    table.lands(0, "Plains", 1)
    table.hand(0, "Azorius First-Wing")
    table.tap_for_mana("Azorius Signet", "WU")
    table.cast("Azorius First-Wing")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Azorius First-Wing", Zone.BATTLEFIELD)


@oracle
def test_605_3a_the_payer_uses_a_several_types_ability_only_when_nothing_else_pays(
        table: Table) -> None:
    """docs/decisions.rst: the payment solver doesn't plan an "Add {W}{U}" ability; with
    a Plains and a Forest, Raise the Alarm ({1}{W}) is paid by them, Azorius Chancery left
    untapped; with only the Chancery, the payment activates it first and its {W}{U} pays
    it (605.3a)."""
    table.battlefield(0, "Azorius Chancery", "Plains", "Forest")
    table.hand(0, "Raise the Alarm", "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.assert_tapped("Azorius Chancery", False)
    table.resolve()
    table.cast("Raise the Alarm")
    table.assert_tapped("Azorius Chancery")
    assert table.pool() == []
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 4


# --------------------------------------------------------------------------
# Filter lands: a choice of outputs (CR 605.3b, 106.1b)
# --------------------------------------------------------------------------


@oracle
def test_106_1b_mystic_gate_adds_the_chosen_output(table: Table) -> None:
    """CR 605.3b, 106.1b: "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}." paid with a Plains'
    {W} (hybrid, 107.4e), adds {U}{U} when that output is named."""
    table.battlefield(0, "Mystic Gate")
    table.lands(0, "Plains", 1)
    table.tap_for_mana("Mystic Gate", "UU")
    assert table.pool() == ["U", "U"]
    table.assert_tapped("Plains")
    table.assert_tapped("Mystic Gate")


@oracle
def test_605_3b_mystic_gate_activated_by_index_asks_which_output(table: Table) -> None:
    """CR 605.3b: activated as an ability (not naming the mana), its controller chooses one
    of the three outputs: {W}{U} here."""
    table.battlefield(0, "Mystic Gate")
    table.lands(0, "Island", 1)
    gate = table.find("Mystic Gate")
    table.game.act(ActivateAbility(gate.id, 1), Answer("mana_output", ("WU",)))
    assert table.pool() == ["U", "W"]
    table.assert_logged(rule="605.3b", contains="adds {W}{U}")


@oracle
def test_605_1a_the_payer_still_taps_mystic_gate_for_colourless(table: Table) -> None:
    """CR 605.1a, 601.2g: its first ability "{T}: Add {C}." is a source the payer uses: it
    pays Sol Ring's {1}."""
    table.battlefield(0, "Mystic Gate")
    table.hand(0, "Sol Ring")
    table.cast("Sol Ring")
    table.assert_tapped("Mystic Gate")
    table.resolve()
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)


# --------------------------------------------------------------------------
# Spells that add mana (CR 106.4, 605.1a)
# --------------------------------------------------------------------------


@oracle
def test_106_4_dark_ritual_adds_three_black_as_it_resolves(table: Table) -> None:
    """CR 106.4, 605.1a: Dark Ritual is a spell, not a mana ability: cast with a Swamp, it
    is on the stack and adds nothing until it resolves; then {B}{B}{B} is in the pool."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Dark Ritual")
    table.cast("Dark Ritual")
    table.assert_zone("Dark Ritual", Zone.STACK)
    assert table.pool() == []
    table.resolve()
    assert table.pool() == ["B", "B", "B"]
    table.assert_logged(rule="106.4", contains="adds {B}{B}{B}")
    table.assert_zone("Dark Ritual", Zone.GRAVEYARD)


@oracle
def test_106_4_dark_ritual_mana_casts_a_three_mana_spell(table: Table) -> None:
    """CR 106.4, 601.2h: one Swamp, Dark Ritual, then Vampire Nighthawk ({1}{B}{B}) paid from
    the pool."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Dark Ritual", "Vampire Nighthawk")
    table.cast("Dark Ritual")
    table.resolve()
    table.cast("Vampire Nighthawk")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Vampire Nighthawk", Zone.BATTLEFIELD)


@pytest.mark.plugins("oracle", "haste")
def test_106_1b_traitorous_greed_adds_two_of_one_chosen_colour(table: Table) -> None:
    """CR 106.4, 106.1b, 720.1: Traitorous Greed steals the opponent's tapped Hill Giant,
    untaps it, and adds two mana of the one colour chosen as it resolves ({G}{G}); the other
    colours are offered too, colourless is not."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Hill Giant", tapped=True)
    table.hand(0, "Traitorous Greed")
    asked = table.watch_decisions("mana_output")
    table.cast("Traitorous Greed", targets=["Hill Giant"])
    table.answer("mana_output", "{G}")
    table.resolve()
    assert [tuple(d.options) for d in asked] == [("W", "U", "B", "R", "G")]
    assert table.pool() == ["G", "G"]
    assert table.game.controller(table.find("Hill Giant").id) == 0
    table.assert_tapped("Hill Giant", False)


@oracle
def test_500_5_ritual_mana_empties_at_the_end_of_the_step(table: Table) -> None:
    """CR 500.5: Seething Song's {R}{R}{R}{R}{R} unspent is lost as the main phase ends."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Seething Song")
    table.cast("Seething Song")
    table.resolve()
    assert table.pool() == ["R"] * 5
    table.go_to(Step.BEGIN_COMBAT)
    assert table.pool() == []
    table.assert_logged(rule="500.5", contains="empties")


@oracle
def test_106_4_channel_the_suns_adds_one_of_each_colour(table: Table) -> None:
    """CR 106.4, 106.3: "Add {W}{U}{B}{R}{G}." adds five units of five types."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Channel the Suns")
    table.cast("Channel the Suns")
    table.resolve()
    assert table.pool() == ["B", "G", "R", "U", "W"]


@oracle
def test_106_4_liturgy_of_blood_destroys_then_adds(table: Table) -> None:
    """CR 608.2c, 106.4: "Destroy target creature. Add {B}{B}{B}." in printed order."""
    table.lands(0, "Swamp", 5)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Liturgy of Blood")
    table.cast("Liturgy of Blood", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert table.pool() == ["B", "B", "B"]


@oracle
def test_106_4_burning_tree_emissary_trigger_adds_red_and_green(table: Table) -> None:
    """CR 603.3, 106.4: "When this creature enters, add {R}{G}." is a triggered ability
    using the stack (not a mana ability, 605.1b): its mana is added as it resolves."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Burning-Tree Emissary")
    table.cast("Burning-Tree Emissary")
    table.resolve()
    assert table.pool() == []
    table.resolve()
    assert table.pool() == ["G", "R"]


@oracle
def test_cabal_ritual_threshold_adds_five_instead(table: Table) -> None:
    """CR 614.1a, 702.44 (threshold wording): with seven cards in its graveyard Cabal
    Ritual adds {B}{B}{B}{B}{B} instead of {B}{B}{B}."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, *["Island"] * 7)
    table.hand(0, "Cabal Ritual")
    table.cast("Cabal Ritual")
    table.resolve()
    assert table.pool() == ["B"] * 5


@oracle
def test_107_3c_battle_hymn_adds_red_for_each_creature(table: Table) -> None:
    """CR 106.4, 107.3c: "Add {R} for each creature you control." counts as it resolves:
    two Grizzly Bears of Alice's (Bob's Hill Giant not counted) make {R}{R}."""
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Battle Hymn")
    table.cast("Battle Hymn")
    table.resolve()
    assert table.pool() == ["R", "R"]
    table.assert_logged(rule="106.4", contains="adds {R}{R}")


@oracle
def test_107_3c_inner_fire_counts_the_hand_as_it_resolves(table: Table) -> None:
    """CR 608.2h, 107.3c: Inner Fire on the stack is not in the hand: three other cards
    there make {R}{R}{R}."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Inner Fire", "Island", "Island", "Island")
    table.cast("Inner Fire")
    table.resolve()
    assert table.pool() == ["R", "R", "R"]


@oracle
def test_107_3c_battle_hymn_with_no_creature_adds_nothing(table: Table) -> None:
    """CR 107.3c: zero creatures counted: no mana is added."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Battle Hymn")
    table.cast("Battle Hymn")
    table.resolve()
    assert table.pool() == []
    table.assert_logged(rule="106.4", contains="adds no mana")


# --------------------------------------------------------------------------
# Tokens created with a mana ability: "It has / They have "Sacrifice this token: Add {C}.""
# --------------------------------------------------------------------------


def _nest_invader(table: Table) -> None:
    """Nest Invader cast and resolved, then its enters trigger: a 0/1 Eldrazi Spawn."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Nest Invader")
    table.cast("Nest Invader")
    table.resolve()
    table.resolve()
    table.assert_zone("Eldrazi Spawn Token", Zone.BATTLEFIELD)


@oracle
def test_605_3b_the_spawn_token_sacrificed_adds_colourless(table: Table) -> None:
    """CR 111.4, 605.3b, 113.7a: "It has "Sacrifice this token: Add {C}."": the token made by
    Nest Invader's trigger is sacrificed for {C}, and ceases to exist (111.7)."""
    _nest_invader(table)
    table.tap_for_mana("Eldrazi Spawn Token", "C")
    assert table.pool() == ["C"]
    assert "Eldrazi Spawn Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="113.7a", contains="Eldrazi Spawn Token")


@oracle
def test_601_2g_the_payer_sacrifices_the_spawn_only_when_needed(table: Table) -> None:
    """CR 601.2g-h: with the Forests tapped for Nest Invader, Sol Ring's {1} is paid by
    sacrificing the Spawn (its only source)."""
    _nest_invader(table)
    table.hand(0, "Sol Ring")
    table.cast("Sol Ring")
    assert "Eldrazi Spawn Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.resolve()
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)


@oracle
def test_111_4_kozileks_predator_tokens_each_have_the_ability(table: Table) -> None:
    """CR 111.4: "They have ...": each of Kozilek's Predator's two Spawns adds {C} when
    sacrificed."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Kozilek's Predator")
    table.cast("Kozilek's Predator")
    table.resolve()
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Eldrazi Spawn Token") == 2
    table.tap_for_mana("Eldrazi Spawn Token", "C")
    table.tap_for_mana("Eldrazi Spawn Token", "C")
    assert table.pool() == ["C", "C"]
    assert "Eldrazi Spawn Token" not in table.names(Zone.BATTLEFIELD, 0)


@oracle
def test_605_1a_a_creature_with_no_mana_ability_makes_none(table: Table) -> None:
    """CR 605.1a: Grizzly Bears (no mana ability) can't be tapped for mana: refused."""
    table.battlefield(0, "Grizzly Bears")
    table.assert_illegal(table.tap_for_mana, "Grizzly Bears", "C", rule="605.1a")


@oracle
def test_603_3_awakening_zone_may_create_a_spawn_with_the_ability(table: Table) -> None:
    """CR 603.3, 111.4: at the beginning of Alice's upkeep Awakening Zone's trigger, "you
    may" answered yes, creates a 0/1 Eldrazi Spawn; "It has ..." gave it the mana ability."""
    table.battlefield(0, "Awakening Zone")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.answer("may", "yes", player=0)
    table.next_turn()
    table.next_turn()
    table.assert_zone("Eldrazi Spawn Token", Zone.BATTLEFIELD)
    table.tap_for_mana("Eldrazi Spawn Token", "C")
    assert table.pool() == ["C"]
