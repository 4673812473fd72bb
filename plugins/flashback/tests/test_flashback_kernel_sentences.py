"""Printed flashback cards made playable by kernel sentences (coverage, second pass): each
cast (from the graveyard with flashback where that matters) and its rules outcome asserted.
Only the kernel and flashback are enabled unless a test says otherwise."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import PlayerRef, Step, Zone

pytestmark = pytest.mark.plugins("flashback")


# --------------------------------------------------------------------------
# "Damage can't be prevented this turn." (CR 615.12)
# --------------------------------------------------------------------------


def test_flaring_pain_flashback_makes_a_prevention_shield_prevent_nothing(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Healing Salve", "Lightning Bolt")
    table.graveyard(0, "Flaring Pain")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()
    table.cast("Flaring Pain", using="flashback")
    table.resolve()
    table.assert_zone("Flaring Pain", Zone.EXILE)  # CR 702.34a
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 17)  # all 3 dealt: the shield prevents nothing
    table.assert_logged(rule="615.12", contains="prevents none")
    # CR 615.12: the shield isn't reduced; it still prevents once the turn is over
    shields = [e for e in table.game.state.effects if "Prevent the next 3" in e.text]
    assert shields and shields[0].parts[0].amount == 3  # type: ignore[attr-defined]


def test_without_flaring_pain_the_shield_prevents_the_damage(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Healing Salve", "Lightning Bolt")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 20)


def test_flaring_pain_beats_protection_and_ends_with_the_turn(table: Table) -> None:
    game = table.game
    knight = table.card("Test Pro Red Knight", "Creature — Knight", "Protection from red",
                        "{1}{W}", "2", "5")
    (bear,) = table.battlefield(1, knight)  # type: ignore[arg-type]
    (ogre,) = table.battlefield(0, "Gray Ogre")  # red
    table.lands(0, "Mountain", 2)
    table.hand(0, "Flaring Pain")
    table.cast("Flaring Pain")
    table.resolve()
    table.assert_zone("Flaring Pain", Zone.GRAVEYARD)
    game.deal_damage(ogre.id, bear.id, 2)
    assert game.obj(bear.id).damage == 2  # 702.16e prevents nothing (615.12)
    table.assert_logged(rule="615.12", contains="protection would prevent")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    game.deal_damage(ogre.id, table.find("Test Pro Red Knight").id, 2)
    assert table.find("Test Pro Red Knight").damage == 0  # the effect ended (514.2)


def test_flaring_pain_can_be_cast_with_flashback_only_from_the_graveyard(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Flaring Pain")
    table.assert_illegal(table.cast, "Flaring Pain", using="flashback", rule="601.3")


def test_damage_cant_be_prevented_static_applies_while_on_the_battlefield(table: Table) -> None:
    torment = table.card("Test Torment", "Enchantment", "Damage can't be prevented.", "{2}{B}")
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()
    (enchantment,) = table.battlefield(1, torment)  # type: ignore[arg-type]
    table.game.deal_damage(None, PlayerRef(1), 2)
    table.assert_life(1, 18)
    table.game.move(enchantment.id, Zone.GRAVEYARD)
    table.game.deal_damage(None, PlayerRef(1), 2)
    table.assert_life(1, 18)  # the shield, never reduced, prevents now



# --------------------------------------------------------------------------
# "... must be blocked this turn if able." (CR 509.1c)
# --------------------------------------------------------------------------


def _allured(table: Table, attacker: str = "Grizzly Bears") -> None:
    table.battlefield(0, attacker)
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.lands(0, "Forest", 1)
    table.graveyard(0, "Deadly Allure")
    table.cast("Deadly Allure", using="flashback", targets=[attacker])
    table.resolve()
    table.assert_zone("Deadly Allure", Zone.EXILE)
    assert table.has_keyword(attacker, "deathtouch")
    assert "must_be_blocked" in table.restrictions(attacker)
    table.attack(attacker)
    table.go_to(Step.DECLARE_BLOCKERS)


def test_deadly_allure_flashback_the_creature_must_be_blocked(table: Table) -> None:
    _allured(table)
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Hill Giant": "Grizzly Bears"})  # one blocker obeys the requirement
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)  # deathtouch (702.2b, 704.5h)
    table.assert_zone("Gray Ogre", Zone.BATTLEFIELD)


def test_deadly_allure_no_block_is_fine_when_no_creature_can_block(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", tapped=True)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Deadly Allure")
    table.cast("Deadly Allure", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Deadly Allure", Zone.GRAVEYARD)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(1, 18)


def test_deadly_allure_requirement_and_deathtouch_end_with_the_turn(table: Table) -> None:
    _allured(table, "Craw Wurm")
    table.block({"Gray Ogre": "Craw Wurm"})
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    assert "must_be_blocked" not in table.restrictions("Craw Wurm")  # CR 514.2
    assert not table.has_keyword("Craw Wurm", "deathtouch")


# --------------------------------------------------------------------------
# "This spell costs {1} less to cast for each creature that died this turn." (CR 601.2f)
# --------------------------------------------------------------------------


def _two_creatures_die(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Shock")
    table.cast("Lightning Bolt", targets=["Gray Ogre"])
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert table.game.state.turn.creatures_died == 2  # CR 700.4: any player's creatures


def test_diregraf_rebirth_flashback_costs_one_less_for_each_creature_that_died(
        table: Table) -> None:
    _two_creatures_die(table)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 3)  # {5}{B}{G} - {2} = {3}{B}{G}
    table.graveyard(0, "Diregraf Rebirth")
    table.cast("Diregraf Rebirth", using="flashback", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="- {2}")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, player=0)
    table.assert_zone("Diregraf Rebirth", Zone.EXILE)


def test_diregraf_rebirth_one_mana_short_is_illegal(table: Table) -> None:
    _two_creatures_die(table)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 2)  # {3}{B}{G} needs five
    table.graveyard(0, "Diregraf Rebirth")
    table.assert_illegal(table.cast, "Diregraf Rebirth", using="flashback",
                         targets=["Grizzly Bears"], rule="601.2h")


def test_diregraf_rebirth_from_hand_counts_the_deaths_of_this_turn_only(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Diregraf Rebirth")
    table.graveyard(0, "Hill Giant")
    # no creature died yet: {3}{B}{G} can't be paid with three lands
    table.assert_illegal(table.cast, "Diregraf Rebirth", targets=["Hill Giant"], rule="601.2h")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Lightning Bolt", "Shock")
    table.mana(0, "RR")
    table.cast("Lightning Bolt", targets=["Gray Ogre"])
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Diregraf Rebirth", targets=["Hill Giant"])  # {1}{B}{G}
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, player=0)
    table.assert_zone("Diregraf Rebirth", Zone.GRAVEYARD)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    assert table.game.state.turn.creatures_died == 0  # a new turn starts from 0


# --------------------------------------------------------------------------
# Token copies "except it has ..." (CR 707.9a-b, 111.10)
# --------------------------------------------------------------------------


@pytest.mark.plugins("flashback", "haste")
def test_electroduplicate_flashback_copy_has_haste_and_is_sacrificed_at_end_step(
        table: Table) -> None:
    table.battlefield(0, "Hill Giant", sick=True)  # came under your control this turn
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Electroduplicate")
    table.cast("Electroduplicate", using="flashback", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Electroduplicate", Zone.EXILE)
    giants = [o for o in table.game.battlefield(0) if o.card.name == "Hill Giant"]
    assert len(giants) == 2
    token = next(o for o in giants if o.is_token)
    assert table.game.has_keyword(token.id, "haste")  # CR 707.9a: part of the copy
    assert table.game.power(token.id) == 3
    table.go_to(Step.DECLARE_ATTACKERS)
    decision = table.game.pending()
    assert decision is not None and decision.kind == "attackers"
    # CR 302.6: only the token, with haste, can attack; the original is summoning sick
    assert {a.attacker for a in decision.options} == {token.id}
    table.game.respond([a for a in decision.options if a.attacker == token.id])
    table.go_to(Step.END)
    table.resolve()
    left = [o for o in table.game.battlefield(0) if o.card.name == "Hill Giant"]
    assert len(left) == 1 and not left[0].is_token
    table.assert_logged(rule="701.21a")


@pytest.mark.plugins("flashback", "haste")
def test_electroduplicate_cant_copy_an_opponents_creature(table: Table) -> None:
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Electroduplicate")
    table.assert_illegal(table.cast, "Electroduplicate", using="flashback",
                         targets=["Hill Giant"], rule="601.2c")


# --------------------------------------------------------------------------
# Tokens "with decayed" (CR 702.147a)
# --------------------------------------------------------------------------


def _zombies(table: Table) -> list[int]:
    return [o.id for o in table.game.battlefield(0) if o.card.name.startswith("Zombie")]


def test_rotten_reunion_flashback_exiles_a_card_and_makes_a_decayed_zombie(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Rotten Reunion")
    table.graveyard(1, "Hill Giant")
    table.cast("Rotten Reunion", using="flashback", targets=[["Hill Giant"]])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.assert_zone("Rotten Reunion", Zone.EXILE)
    (zombie,) = _zombies(table)
    assert table.game.has_keyword(zombie, "decayed")
    assert table.game.power(zombie) == 2 and table.game.toughness(zombie) == 2


def test_a_decayed_zombie_cant_block(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Rotten Reunion")
    table.cast("Rotten Reunion", targets=[[]])  # up to one target: none
    table.resolve()
    (zombie,) = _zombies(table)
    table.assert_zone("Rotten Reunion", Zone.GRAVEYARD)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.attack("Grizzly Bears")
    table.go_to(Step.DECLARE_BLOCKERS)
    from manastack.api import can_block

    assert "702.147a" in (can_block(table.game, zombie, table.find("Grizzly Bears").id) or "")
    table.assert_illegal(table.block, {"Zombie Token": "Grizzly Bears"}, rule="509.1a")


def test_a_decayed_zombie_that_attacks_is_sacrificed_at_end_of_combat(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Rotten Reunion")
    table.cast("Rotten Reunion", targets=[[]])
    table.resolve()
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.attack("Zombie Token")
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(1, 18)  # it deals its damage first
    assert _zombies(table)  # still there until end of combat
    table.go_to(Step.END_COMBAT)
    table.resolve()
    assert not _zombies(table)
    table.assert_logged(rule="701.21a")


def test_ghoulcallers_harvest_flashback_half_the_creature_cards_rounded_up(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 3)
    table.graveyard(0, "Ghoulcaller's Harvest", "Grizzly Bears", "Hill Giant", "Gray Ogre",
                    "Lightning Bolt")
    table.cast("Ghoulcaller's Harvest", using="flashback")
    table.resolve()
    assert len(_zombies(table)) == 2  # three creature cards: half, rounded up
    assert all(table.game.has_keyword(z, "decayed") for z in _zombies(table))
    table.assert_zone("Ghoulcaller's Harvest", Zone.EXILE)


def test_ghoulcallers_harvest_flashback_needs_its_whole_cost(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 3)
    table.graveyard(0, "Ghoulcaller's Harvest", "Grizzly Bears")
    table.assert_illegal(table.cast, "Ghoulcaller's Harvest", using="flashback", rule="601.2h")


# --------------------------------------------------------------------------
# "the number of cards that were put into your graveyard from your hand or library this
# turn" (CR 400.7: each card that went there, remembered for the turn)
# --------------------------------------------------------------------------


def test_welcome_the_dead_flashback_counts_cards_put_into_your_graveyard_this_turn(
        table: Table) -> None:
    table.library(0, "Island", "Forest", "Plains", "Swamp", "Mountain")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Swamp", 6)
    table.hand(0, "Faithless Looting")
    table.hand(1, "Shock")
    table.graveyard(0, "Welcome the Dead")
    table.cast("Faithless Looting")  # draw two, then discard two: two from your hand
    table.resolve()
    table.game.discard(table.find("Shock").id, rule="701.9a")  # the opponent's: not counted
    table.cast("Welcome the Dead", using="flashback")
    table.resolve()
    zombies = [o for o in table.game.battlefield(0) if o.card.name.startswith("Zombie Druid")]
    assert len(zombies) == 3  # two discarded by Faithless Looting, one by Welcome the Dead
    assert all(z.tapped for z in zombies)
    table.assert_life(0, 18)
    table.assert_zone("Welcome the Dead", Zone.EXILE)


def test_welcome_the_dead_counts_nothing_from_an_earlier_turn(table: Table) -> None:
    table.library(0, "Island", "Forest", "Plains", "Swamp", "Mountain", "Island", "Forest")
    table.library(1, "Island", "Island", "Island")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Welcome the Dead", "Lightning Bolt")
    table.game.discard(table.find("Lightning Bolt").id, rule="701.9a")
    table.next_turn()
    table.next_turn()
    table.cast("Welcome the Dead")
    table.resolve()
    zombies = [o for o in table.game.battlefield(0) if o.card.name.startswith("Zombie Druid")]
    assert len(zombies) == 1  # only the card it made you discard this turn
    table.assert_zone("Welcome the Dead", Zone.GRAVEYARD)


def test_welcome_the_dead_flashback_needs_six_mana(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Welcome the Dead")
    table.assert_illegal(table.cast, "Welcome the Dead", using="flashback", rule="601.2h")


# --------------------------------------------------------------------------
# "... and the damage can't be prevented" said of one damage event (CR 615.12)
# --------------------------------------------------------------------------

SEVEN = ("Island", "Forest", "Plains", "Swamp", "Mountain", "Island", "Forest")


def _shield_opponent(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()


def test_lightning_surge_flashback_with_threshold_deals_6_that_cant_be_prevented(
        table: Table) -> None:
    _shield_opponent(table)
    table.lands(0, "Mountain", 7)
    # six cards and Healing Salve: seven once Lightning Surge itself is on the stack
    table.graveyard(0, "Lightning Surge", *SEVEN[:6])
    table.cast("Lightning Surge", using="flashback", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 14)  # 6, the shield prevents none (615.12)
    table.assert_logged(rule="615.12", contains="prevents none")
    table.assert_zone("Lightning Surge", Zone.EXILE)


def test_lightning_surge_without_threshold_deals_4_and_a_shield_prevents_3(table: Table) -> None:
    _shield_opponent(table)
    table.lands(0, "Mountain", 5)
    table.hand(0, "Lightning Surge")
    table.graveyard(0, *SEVEN[:5])  # five and Healing Salve: six, no threshold
    table.cast("Lightning Surge", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 19)
    table.assert_zone("Lightning Surge", Zone.GRAVEYARD)


def test_lightning_surge_flashback_needs_seven_mana(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.graveyard(0, "Lightning Surge")
    table.assert_illegal(table.cast, "Lightning Surge", using="flashback", targets=["opponent"],
                         rule="601.2h")
