"""More printed escape cards, each cast (through escape where that is the point) and its
effect asserted. Runs alone with ``pytest plugins/escape`` (kernel + escape only, unless a
test says it needs another plugin)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CallbackAgent, Decision, Step, Zone

pytestmark = pytest.mark.plugins("escape")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest")

CARDS = ("Sleep of the Dead", "Chainweb Aracnir", "Phlage, Titan of Fire's Fury",
         "Charred Graverobber", "Pharika's Spawn", "Tizerus Charger", "Polukranos, Unchained",
         "Elspeth, Sun's Nemesis")


def test_the_cards_of_this_file_are_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


def test_sleep_of_the_dead_escapes_and_the_creature_skips_one_untap_step(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Sleep of the Dead", *FILLER[:3])
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Sleep of the Dead", using="escape", targets=["Grizzly Bears"],
               exile=list(FILLER[:3]))
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="502.3", contains="doesn't untap")
    assert table.names(Zone.GRAVEYARD, 0) == ["Sleep of the Dead"]  # no exile clause
    table.next_turn()  # Bob's turn: his untap step doesn't untap the Bears
    assert table.game.state.turn.active == 1
    table.assert_tapped("Grizzly Bears")
    table.next_turn()
    table.next_turn()  # Bob's next turn: they untap as usual
    table.assert_tapped("Grizzly Bears", False)


def test_sleep_of_the_dead_an_untapped_step_is_used_up_anyway(table: Table) -> None:
    """The designation is spent by the controller's next untap step even if the creature
    was untapped by then (CR 502.3: it keeps it from untapping during that step only)."""
    table.lands(0, "Island", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Sleep of the Dead")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.cast("Sleep of the Dead", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears")
    table.game.untap(bears.id)  # untapped by some other effect
    table.next_turn()
    assert not table.find("Grizzly Bears").tags.get("doesnt_untap")
    table.game.tap(bears.id)
    table.next_turn()
    table.next_turn()
    table.assert_tapped("Grizzly Bears", False)


def test_chainweb_aracnir_escapes_and_hits_a_flier_with_its_power(table: Table) -> None:
    table.lands(0, "Forest", 5)
    table.battlefield(1, "Serra Angel", "Air Elemental")
    table.graveyard(0, "Chainweb Aracnir", *FILLER[:4])
    table.cast("Chainweb Aracnir", using="escape", exile=list(FILLER[:4]))
    table.resolve()
    assert table.counters("Chainweb Aracnir", "+1/+1") == 3
    table.answer("targets", "Serra Angel")
    table.resolve()  # it deals damage equal to its power (4) to Serra Angel (4/4)
    assert "Serra Angel" in table.names(Zone.GRAVEYARD, 1)
    assert "Air Elemental" in table.names(Zone.BATTLEFIELD, 1)


def test_chainweb_aracnir_from_hand_deals_one(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.battlefield(1, "Serra Angel")
    table.hand(0, "Chainweb Aracnir")
    table.cast("Chainweb Aracnir")
    table.resolve()
    table.resolve()
    assert table.game.obj(table.find("Serra Angel").id).damage == 1


def test_phlage_cast_from_hand_deals_three_then_is_sacrificed(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.lands(0, "Plains", 1)
    table.hand(0, "Phlage, Titan of Fire's Fury")
    table.cast("Phlage, Titan of Fire's Fury")
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 17)
    table.assert_life(0, 23)
    table.assert_zone("Phlage, Titan of Fire's Fury", Zone.GRAVEYARD)


def test_phlage_escaped_stays_and_triggers_on_attack(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Phlage, Titan of Fire's Fury", *FILLER[:5])
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Phlage, Titan of Fire's Fury", using="escape", exile=list(FILLER[:5]))
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve_all()
    table.assert_zone("Phlage, Titan of Fire's Fury", Zone.BATTLEFIELD)
    table.assert_life(1, 17)
    table.next_turn()
    table.next_turn()  # Alice's next turn: Phlage is no longer summoning sick
    table.answer("targets", "Bob")
    table.attack("Phlage, Titan of Fire's Fury")
    table.resolve()
    table.assert_life(1, 14)
    table.assert_life(0, 26)


# --------------------------------------------------------------------------
# "Escapes with" variants (CR 702.138c)
# --------------------------------------------------------------------------


def test_charred_graverobber_escapes_with_a_counter_and_returns_an_outlaw(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Charred Graverobber", "Grizzly Bears", "Krovikan Scoundrel",
                    "Swab Goblin", *FILLER[:4])
    offered: list[list[str]] = []
    previous = table.game.agents[0]

    def choose(game: Any, decision: Decision) -> Any:
        if decision.kind == "targets":
            offered.append([game.obj(o).card.name for o in decision.options])
        return previous.choose(game, decision)

    table.game.agents[0] = CallbackAgent(choose)
    table.cast("Charred Graverobber", using="escape", exile=list(FILLER[:4]))
    table.resolve()
    assert table.counters("Charred Graverobber", "+1/+1") == 1
    # a Rogue and a Pirate are outlaws (700.12), the Bears aren't
    assert offered == [["Krovikan Scoundrel", "Swab Goblin"]]
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Krovikan Scoundrel"]


def test_outlaw_means_any_of_the_five_creature_types(rules: Any) -> None:
    """CR 700.12: Assassin, Mercenary, Pirate, Rogue, Warlock."""
    from manastack_grammar.api import parse_filter

    game = Table.new(["escape"]).game
    outlaw = parse_filter("outlaw card")
    bears = game.put("Grizzly Bears", Zone.GRAVEYARD, 0)
    rogue = game.put("Krovikan Scoundrel", Zone.GRAVEYARD, 0)
    graverobber = game.put("Charred Graverobber", Zone.GRAVEYARD, 0)  # a Mercenary
    assert [outlaw.matches(game, o, player=0) for o in (bears, rogue, graverobber)] == [
        False, True, True]


def test_pharikas_spawn_escaped_makes_each_opponent_sacrifice_a_non_gorgon(
        table: Table) -> None:
    table.lands(0, "Swamp", 6)
    table.battlefield(1, "Grizzly Bears", "Pitiless Gorgon")
    table.graveyard(0, "Pharika's Spawn", *FILLER[:3])
    table.cast("Pharika's Spawn", using="escape", exile=list(FILLER[:3]))
    table.resolve()
    assert table.counters("Pharika's Spawn", "+1/+1") == 2
    table.resolve()  # the trigger: Bob has only one non-Gorgon creature
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Pitiless Gorgon"]


def test_pharikas_spawn_cast_from_hand_has_no_trigger(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Pharika's Spawn")
    table.cast("Pharika's Spawn")
    table.resolve()
    assert table.game.stack() == []
    assert table.counters("Pharika's Spawn", "+1/+1") == 0
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]


@pytest.mark.parametrize(("choice", "pt", "flying"), [
    ("1 +1/+1 counter(s)", (4, 3), False), ("1 flying counter(s)", (3, 2), True)])
def test_tizerus_charger_escapes_with_the_counter_chosen(table: Table, choice: str,
                                                          pt: tuple[int, int],
                                                          flying: bool) -> None:
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Tizerus Charger", *FILLER[:5])
    table.cast("Tizerus Charger", using="escape", exile=list(FILLER[:5]))
    table.answer("escape_counters", choice)
    table.resolve()
    assert (table.power("Tizerus Charger"), table.toughness("Tizerus Charger")) == pt
    assert table.has_keyword("Tizerus Charger", "flying") is flying
    table.assert_logged(rule="702.138c", contains="escapes with 1")


def test_tizerus_charger_from_hand_gets_no_counter(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Tizerus Charger")
    table.cast("Tizerus Charger")
    table.resolve()
    assert table.game.obj(table.find("Tizerus Charger").id).counters == {}


def test_polukranos_escapes_with_twelve_counters_instead_of_six(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.lands(0, "Forest", 3)
    table.graveyard(0, "Polukranos, Unchained", *FILLER[:6])
    table.cast("Polukranos, Unchained", using="escape", exile=list(FILLER[:6]))
    table.resolve()
    assert table.counters("Polukranos, Unchained", "+1/+1") == 12
    assert table.power("Polukranos, Unchained") == 12
    table.assert_logged(rule="702.138c", contains="12 +1/+1")


def test_polukranos_cast_from_hand_enters_with_six(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Polukranos, Unchained")
    table.cast("Polukranos, Unchained")
    table.resolve()
    assert table.counters("Polukranos, Unchained", "+1/+1") == 6
    assert not table.logged(rule="702.138c")


def test_polukranos_damage_is_prevented_and_removes_counters(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Polukranos, Unchained", counters={"+1/+1": 2})
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Polukranos, Unchained"])
    table.resolve()
    # all 3 damage is prevented (615.5), the two counters are removed: a 0/0 dies (704.5f)
    table.assert_logged(rule="615.5")
    table.assert_zone("Polukranos, Unchained", Zone.GRAVEYARD)


def test_polukranos_fights_and_loses_counters_not_damage(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Polukranos, Unchained", counters={"+1/+1": 6})
    table.battlefield(1, "Hill Giant")
    table.activate("Polukranos, Unchained", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert table.counters("Polukranos, Unchained", "+1/+1") == 3
    assert table.game.obj(table.find("Polukranos, Unchained").id).damage == 0


# --------------------------------------------------------------------------
# Cards that grant haste: playable with the haste plugin enabled too
# --------------------------------------------------------------------------

# (each test is skipped where the haste plugin is not installed)
with_haste = pytest.mark.plugins("escape", "haste")


@pytest.mark.parametrize("name", ["Alex Wilder, Runaway", "Run for Your Life",
                                  "Escape Velocity"])
@pytest.mark.plugins("escape", installed=["haste"])
def test_haste_cards_need_the_haste_plugin(rules: Any, name: str) -> None:
    card = rules.card(name)
    assert not card.playable and card.missing_keywords == (("haste", "haste"),)


@pytest.mark.parametrize("name", ["Alex Wilder, Runaway", "Run for Your Life",
                                  "Escape Velocity"])
@with_haste
def test_haste_cards_are_understood_with_haste(rules: Any, name: str) -> None:
    assert rules.card(name).playable


@with_haste
def test_alex_wilder_escaped_gets_two_and_haste(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.graveyard(0, "Alex Wilder, Runaway", *FILLER[:3])
    table.cast("Alex Wilder, Runaway", using="escape", exile=list(FILLER[:3]))
    table.resolve()
    assert len(table.game.stack()) == 1  # cast from a graveyard: it triggers
    table.resolve()
    assert table.power("Alex Wilder, Runaway") == 3
    table.attack("Alex Wilder, Runaway")  # haste
    assert table.game.is_attacking(table.find("Alex Wilder, Runaway").id)


@with_haste
def test_alex_wilder_doesnt_trigger_for_a_creature_cast_from_hand(table: Table) -> None:
    """CR 603.4: the intervening "if" is false as the creature enters: no trigger at all."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Alex Wilder, Runaway")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.game.stack() == []
    assert table.power("Grizzly Bears") == 2
    assert not table.logged(contains="Alex Wilder, Runaway triggers")


@with_haste
def test_alex_wilder_pumps_another_creature_that_escaped(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.battlefield(0, "Alex Wilder, Runaway")
    table.graveyard(0, "Underworld Rage-Hound", *FILLER[:3])
    table.cast("Underworld Rage-Hound", using="escape", exile=list(FILLER[:3]))
    table.resolve()
    table.resolve()
    assert table.power("Underworld Rage-Hound") == 6  # 3 + a counter + 2
    assert table.has_keyword("Underworld Rage-Hound", "haste")
    assert table.power("Alex Wilder, Runaway") == 1


@with_haste
def test_run_for_your_life_only_hasty_creatures_can_block_them(table: Table) -> None:
    from manastack.api import Block, can_block

    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", "Hill Giant", sick=True)
    table.battlefield(1, "Craw Wurm", "Raging Goblin")
    table.graveyard(0, "Run for Your Life", *FILLER[:4])
    table.cast("Run for Your Life", using="escape", targets=[["Grizzly Bears", "Hill Giant"]],
               exile=list(FILLER[:4]))
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "haste")
    table.attack("Grizzly Bears", "Hill Giant")
    wurm = table.find("Craw Wurm").id
    assert "except by creature with haste" in (can_block(table.game, wurm,
                                                         table.find("Hill Giant").id) or "")
    table.go_to(Step.DECLARE_BLOCKERS)
    decision = table.game.pending()
    assert decision is not None and decision.kind == "blockers"
    assert {table.game.obj(o.blocker).card.name for o in decision.options} == {"Raging Goblin"}
    table.assert_illegal(table.game.respond, [Block(wurm, table.find("Hill Giant").id)],
                         rule="509.1a")  # not among the legal blocks


@with_haste
def test_escape_velocity_escapes_onto_a_creature(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.graveyard(0, "Escape Velocity", *FILLER[:2])
    table.cast("Escape Velocity", using="escape", targets=["Grizzly Bears"],
               exile=list(FILLER[:2]))
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    table.attack("Grizzly Bears")


# --------------------------------------------------------------------------
# A planeswalker with escape: loyalty abilities (CR 606, 306.5b)
# --------------------------------------------------------------------------


def test_elspeth_escapes_with_its_loyalty_and_uses_one_ability_a_turn(table: Table) -> None:
    table.lands(0, "Plains", 6)
    table.graveyard(0, "Elspeth, Sun's Nemesis", *FILLER[:4])
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.cast("Elspeth, Sun's Nemesis", using="escape", exile=list(FILLER[:4]))
    table.resolve()
    assert table.counters("Elspeth, Sun's Nemesis", "loyalty") == 5  # 306.5b
    table.activate("Elspeth, Sun's Nemesis", 1)  # [−2]: two 1/1 Human Soldiers
    assert table.counters("Elspeth, Sun's Nemesis", "loyalty") == 3  # the cost, 606.4
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Human Soldier Token") == 2
    table.assert_illegal(table.activate, "Elspeth, Sun's Nemesis", 2, rule="606.3")
    table.next_turn()
    table.next_turn()
    table.activate("Elspeth, Sun's Nemesis", 2)  # [−3]: you gain 5 life
    table.resolve()
    table.assert_life(0, 25)
    table.assert_zone("Elspeth, Sun's Nemesis", Zone.GRAVEYARD)  # 0 loyalty, 704.5i


def test_elspeth_cant_pay_more_loyalty_than_it_has(table: Table) -> None:
    """CR 606.6."""
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Elspeth, Sun's Nemesis")
    table.cast("Elspeth, Sun's Nemesis")
    table.resolve()
    elspeth = table.find("Elspeth, Sun's Nemesis")
    table.game.remove_counters(elspeth.id, "loyalty", 3)
    table.assert_illegal(table.activate, "Elspeth, Sun's Nemesis", 2, rule="606.6")
    table.activate("Elspeth, Sun's Nemesis", 0, targets=[["Grizzly Bears"]])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 3)


def test_loyalty_abilities_only_as_a_sorcery(table_factory: Any) -> None:
    table = table_factory(active=1)
    table.lands(0, "Plains", 4)
    elspeth = table.hand(0, "Elspeth, Sun's Nemesis")[0]
    table.game.move(elspeth.id, Zone.BATTLEFIELD)
    assert table.counters("Elspeth, Sun's Nemesis", "loyalty") == 5
    table.pass_priority()
    table.assert_illegal(table.activate, "Elspeth, Sun's Nemesis", 1, rule="606.3")
