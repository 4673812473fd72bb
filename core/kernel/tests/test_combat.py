"""Combat (CR 506-511), damage (120), prevention (615), "as though" permissions (609.4):
SEED-14, SEED-18, SEED-22, SEED-33."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table
from manastack.engine.combat import _divisions, attackers_decision, blockers_decision, can_block
from manastack.engine.damage import excess_damage
from manastack.engine.layers import as_though
from manastack.errors import IllegalActionError
from manastack.model.abilities import KeywordAbility, StaticAbility
from manastack.model.continuous import (
    UNTIL_END_OF_COMBAT,
    UNTIL_END_OF_TURN,
    AddAbilities,
    AddTypes,
    AsThough,
    ContinuousEffect,
    ModifyPT,
    RemoveAbilities,
    Restriction,
    SetController,
    SetPT,
)
from manastack.model.decisions import Answer
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, GameObject, PlayerRef, Zone
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine


def beast(name: str, p: int, t: int, *keywords: str, type_line: str = "Creature — Beast"
          ) -> Card:
    return Card(name=name, type_line=TypeLine.parse(type_line), power=str(p), toughness=str(t),
                abilities=tuple(KeywordAbility(keyword=k, text=k) for k in keywords))


def effect(table: Table, *parts: Any, **kwargs: Any) -> ContinuousEffect:
    return table.game.add_effect(ContinuousEffect(parts=tuple(parts), **kwargs))


def attackers(table: Table) -> set[str]:
    decision = attackers_decision(table.game)
    if decision is None:
        return set()
    return {table.game.obj(o.attacker).card.name for o in decision.options}


def to_damage(table: Table) -> None:
    table.go_to(Step.END_COMBAT)


# --------------------------------------------------------------------------
# Declaring attackers (CR 508.1a, SEED-22)
# --------------------------------------------------------------------------


def test_seed_22_who_may_attack(table: Table) -> None:
    """SEED-22 (CR 508.1a, 302.6): untapped creatures, not battles, each with haste or
    controlled continuously since the turn began."""
    game = table.game
    table.battlefield(0, "Grizzly Bears")  # controlled since before the turn
    table.battlefield(0, "Gray Ogre", sick=True)  # came under control this turn
    table.battlefield(0, "Hill Giant", tapped=True)
    table.battlefield(0, beast("Siege Beast", 3, 3, type_line="Creature Battle — Siege"))
    table.battlefield(0, beast("Quick Beast", 2, 2, "haste"), sick=True)  # no haste plugin
    assert game.summoning_sick(table.find("Gray Ogre").id)
    assert attackers(table) == {"Grizzly Bears"}
    with pytest.raises(IllegalActionError) as excinfo:
        table.attack("Gray Ogre")
    assert "302.6" in str(excinfo.value)


def test_seed_22_stolen_this_turn_cant_attack_stolen_earlier_can(table: Table) -> None:
    """SEED-22 (CR 302.6, 613.1b): control gained this turn: can't attack; control gained
    before the turn began: can (the effect's timestamp is when control began)."""
    game = table.game
    (old,) = table.battlefield(1, "Grizzly Bears")
    effect(table, SetController(0), objects=(old.id,), controller=0)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()  # our next turn: we controlled it since before it began
    (new,) = table.battlefield(1, "Gray Ogre")
    effect(table, SetController(0), objects=(new.id,), controller=0)
    assert game.controller(new.id) == 0
    assert attackers(table) == {"Grizzly Bears"}


def test_cr_508_1f_attacking_taps_unless_vigilance(table: Table) -> None:
    """CR 508.1f, 702.20b: attackers tap; with vigilance they don't."""
    table.battlefield(0, "Grizzly Bears", "Serra Angel")
    table.attack("Grizzly Bears", "Serra Angel")
    assert table.find("Grizzly Bears").tapped
    assert not table.find("Serra Angel").tapped


def test_cr_702_3b_defender_and_cant_attack(table: Table) -> None:
    """CR 702.3b: defender can't attack; CR 508.1c: "can't attack" restrictions."""
    table.battlefield(0, beast("Wall of Wood", 0, 3, "defender", type_line="Creature — Wall"))
    (bear,) = table.battlefield(0, "Grizzly Bears")
    effect(table, Restriction("cant_attack"), objects=(bear.id,))
    assert attackers(table) == set()


# --------------------------------------------------------------------------
# "As though" (CR 609.4, SEED-33)
# --------------------------------------------------------------------------


WALLS = ObjectFilter(types=("Creature",), subtypes=("Wall",), text="Wall creatures")


def test_seed_33_two_as_though_effects_with_different_conditions_both_apply(table: Table
                                                                            ) -> None:
    """SEED-33 (CR 609.4a): "Wall creatures can attack as though they didn't have
    defender" and "target creature with defender can attack this turn as though it didn't
    have defender" concern the same thing under different conditions: both apply."""
    table.battlefield(0, table.card("Rolling Stones", "Artifact", "Wall creatures can attack "
                              "as though they didn't have defender.", "{1}"))
    table.battlefield(0, beast("Wall of Wood", 0, 3, "defender", type_line="Creature — Wall"))
    (golem,) = table.battlefield(0, beast("Gate Golem", 2, 4, "defender",
                                          type_line="Creature — Golem"))
    (other,) = table.battlefield(0, beast("Other Golem", 2, 4, "defender",
                                          type_line="Creature — Golem"))
    assert attackers(table) == {"Wall of Wood"}
    effect(table, AsThough("attack", "no_defender"), objects=(golem.id,),
           duration=UNTIL_END_OF_TURN)
    assert attackers(table) == {"Wall of Wood", "Gate Golem"}
    assert table.game.has_keyword(golem.id, "defender")  # 609.4: only for that question
    assert other.id not in {o.attacker for o in attackers_decision(table.game).options}


def test_seed_33_one_as_though_effect_satisfies_another(table: Table) -> None:
    """SEED-33 (CR 609.4a): an "as though" effect whose requirement ("creatures without
    defender can attack as though they had haste") is met only because another "as
    though" effect treats the Wall as having no defender: both apply, so the summoning-
    sick Wall can attack."""
    table.battlefield(0, table.card("Rolling Stones", "Artifact", "Wall creatures can attack "
                              "as though they didn't have defender.", "{1}"))
    (wall,) = table.battlefield(0, beast("Wall of Wood", 0, 3, "defender",
                                         type_line="Creature — Wall"), sick=True)
    (bear,) = table.battlefield(0, "Grizzly Bears", sick=True)
    assert attackers(table) == set()

    def without_defender(game: Any, obj: GameObject, assumed: frozenset[str]) -> bool:
        return "no_defender" in assumed or "defender" not in game.chars(obj.id).keywords

    effect(table, AsThough("attack", "haste", requires=without_defender,
                           text="creatures without defender can attack as though they had "
                                "haste"), filter=ObjectFilter(types=("Creature",)))
    assert attackers(table) == {"Wall of Wood", "Grizzly Bears"}
    assert as_though(table.game, "attack", "haste", wall)
    table.attack("Wall of Wood")
    assert table.game.is_attacking(wall.id)
    assert not as_though(table.game, "attack", "flying", bear)


def test_seed_33_cast_as_though_it_had_flash(table: Table) -> None:
    """CR 609.4: "You may cast creature spells as though they had flash" changes when the
    card may be cast (702.8), and only for the cards it names."""
    table.lands(0, "Forest", 4)
    table.battlefield(0, table.card("Vedalken Timing", "Enchantment", "You may cast creature "
                              "spells as though they had flash.", "{1}{U}"))
    table.hand(0, "Grizzly Bears", "Divination")
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_illegal(table.cast, "Divination")


# --------------------------------------------------------------------------
# Declaring blockers (CR 509)
# --------------------------------------------------------------------------


def test_cr_702_9b_flying_and_reach(table: Table) -> None:
    """CR 702.9b, 702.17b: a flyer can be blocked only by flying or reach creatures."""
    game = table.game
    (angel,) = table.battlefield(0, "Serra Angel")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    (spider,) = table.battlefield(1, "Giant Spider")
    assert can_block(game, bear.id, angel.id) is not None
    assert can_block(game, spider.id, angel.id) is None
    table.attack("Serra Angel")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {"Grizzly Bears": "Serra Angel"}, rule="509.1")
    table.block({"Giant Spider": "Serra Angel"})
    assert game.is_blocking(spider.id)


def test_cr_702_111b_menace(table: Table) -> None:
    """CR 702.111b: menace: one blocker is illegal, two are fine."""
    table.battlefield(0, "Boggart Brute")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Boggart Brute")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {"Grizzly Bears": "Boggart Brute"}, rule="702.111b")
    table.block({"Grizzly Bears": "Boggart Brute", "Gray Ogre": "Boggart Brute"})
    assert table.game.is_blocking(table.find("Gray Ogre").id)


def test_cr_509_1b_cant_block_restriction_from_a_spell(table: Table) -> None:
    """CR 509.1b, 611.2c: "Creatures can't block this turn" applies to creatures that
    arrive later too (a rule effect isn't locked)."""
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, table.card("Panic Wave", "Sorcery", "Creatures can't block this turn.", "{R}"))
    table.cast("Panic Wave")
    table.resolve()
    table.battlefield(1, "Gray Ogre")
    table.attack("Grizzly Bears")
    assert blockers_decision(table.game) is None


def test_cr_509_1b_a_temporary_restriction_ends_with_the_turn(table: Table) -> None:
    """CR 509.1b, 514.2: "Target creature can't block this turn" is a Restriction effect
    until end of turn: the creature can't block now and can again next turn."""
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Gray Ogre")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.hand(0, table.card("Scare", "Instant", "Target creature can't block this turn.", "{R}"))
    table.cast("Scare", targets=["Gray Ogre"])
    table.resolve()
    assert table.restrictions("Gray Ogre") == {"cant_block"}
    table.next_turn()
    assert table.restrictions("Gray Ogre") == frozenset()


def test_cr_508_1c_509_1b_printed_restrictions_are_static_abilities(table: Table) -> None:
    """CR 604.1, 508.1c, 509.1b: "Enchanted creature can't attack or block" (an Aura's
    static ability) and "This creature can't block" (the creature's own) are Restriction
    effects; a creature that loses all abilities (613.1f) loses its own restriction."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, table.card("Goblin Raider", "Creature — Goblin",
                              "This creature can't block.", "{1}{R}", "2", "2"))
    table.battlefield(1, "Hill Giant")
    table.hand(0, table.card("Pacifism", "Enchantment — Aura", "Enchant creature\nEnchanted "
                       "creature can't attack or block.", "{1}{W}"))
    table.cast("Pacifism", targets=["Hill Giant"])
    table.resolve()
    assert table.restrictions("Hill Giant") == {"cant_attack", "cant_block"}
    assert table.restrictions("Goblin Raider") == {"cant_block"}
    raider = table.find("Goblin Raider")
    effect(table, RemoveAbilities(), objects=(raider.id,))
    assert table.restrictions("Goblin Raider") == frozenset()


# --------------------------------------------------------------------------
# Combat damage (CR 510)
# --------------------------------------------------------------------------


def test_cr_510_unblocked_damage_and_lifelink(table: Table) -> None:
    """CR 510.1b, 702.15b: an unblocked creature deals damage to the player it attacks;
    lifelink gains its controller that much life."""
    table.battlefield(0, "Vampire Nighthawk")
    table.attack("Vampire Nighthawk")
    table.block({})
    to_damage(table)
    table.assert_life(1, 18)
    table.assert_life(0, 22)
    table.assert_logged(rule="702.15b")


def test_cr_702_7_first_strike_kills_before_damage(table: Table) -> None:
    """CR 510.4, 702.7b: a first striker deals damage first; a blocker killed then deals none."""
    table.battlefield(0, "Youthful Knight")  # 2/1 first strike
    table.battlefield(1, beast("Soft Bear", 2, 2))
    table.attack("Youthful Knight")
    table.block({"Soft Bear": "Youthful Knight"})
    to_damage(table)
    table.assert_zone("Soft Bear", Zone.GRAVEYARD)
    table.assert_zone("Youthful Knight", Zone.BATTLEFIELD)
    table.assert_logged(rule="510.2", contains="first-strike")


def test_cr_702_4_double_strike_deals_twice(table: Table) -> None:
    """CR 702.4b, 510.4: double strike deals damage in both damage steps."""
    table.battlefield(0, "Fencing Ace")  # 1/1 double strike
    table.attack("Fencing Ace")
    table.block({})
    to_damage(table)
    table.assert_life(1, 18)


def test_cr_510_4_creature_with_first_strike_deals_once(table: Table) -> None:
    """CR 510.4: a creature that had first strike as the first step began doesn't deal
    damage again in the second step."""
    table.battlefield(0, "Youthful Knight", "Grizzly Bears")
    table.attack("Youthful Knight", "Grizzly Bears")
    table.block({})
    to_damage(table)
    table.assert_life(1, 16)


def test_cr_702_19b_trample_over_a_blocker(table: Table) -> None:
    """CR 702.19b: lethal damage to the blocker (counting damage already marked), the rest
    to the player."""
    game = table.game
    table.battlefield(0, "Colossal Dreadmaw")  # 6/6 trample
    (ogre,) = table.battlefield(1, "Gray Ogre")  # 2/2
    game.deal_damage(None, ogre.id, 1)
    table.attack("Colossal Dreadmaw")
    table.block({"Gray Ogre": "Colossal Dreadmaw"})
    to_damage(table)
    table.assert_life(1, 15)  # 1 was lethal to the damaged Ogre
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD)


def test_cr_702_2c_deathtouch_and_trample(table: Table) -> None:
    """CR 702.2c, 702.19b: with deathtouch, 1 damage is lethal: the rest tramples over."""
    table.battlefield(0, beast("Venom Wurm", 5, 5, "deathtouch", "trample"))
    table.battlefield(1, "Craw Wurm")  # 6/4
    table.attack("Venom Wurm")
    table.block({"Craw Wurm": "Venom Wurm"})
    to_damage(table)
    table.assert_life(1, 16)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)  # CR 704.5h


def test_cr_704_5h_deathtouch_blocker_kills_big_attacker(table: Table) -> None:
    """CR 702.2b, 704.5h: any damage from a deathtouch source destroys the creature."""
    table.battlefield(0, "Craw Wurm")
    table.battlefield(1, "Typhoid Rats")
    table.attack("Craw Wurm")
    table.block({"Typhoid Rats": "Craw Wurm"})
    to_damage(table)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)
    table.assert_logged(rule="704.5h")


def test_cr_510_1c_attacker_divides_damage_among_blockers(table: Table) -> None:
    """CR 510.1c: with two blockers the attacking player divides the damage as they choose."""
    game = table.game
    table.battlefield(0, "Craw Wurm")  # 6/4
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.attack("Craw Wurm")
    table.block({"Grizzly Bears": "Craw Wurm", "Gray Ogre": "Craw Wurm"})
    game.script.queue.append(Answer("damage_assignment", ((1, 5),)))
    to_damage(table)
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert table.find("Grizzly Bears").damage == 1


def test_cr_702_19b_trample_needs_lethal_to_all_blockers(table: Table) -> None:
    """CR 702.19b: damage to the player only once every blocker is assigned lethal damage:
    such a division isn't offered."""
    game = table.game
    table.battlefield(0, beast("Trampling Wurm", 5, 5, "trample"))
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    options = _divisions(5, [2, 2], True)
    assert options[0] == (2, 2, 1)
    assert (1, 2, 2) not in options and (0, 0, 5) not in options
    assert (3, 2, 0) in options
    table.attack("Trampling Wurm")
    table.block({"Grizzly Bears": "Trampling Wurm", "Gray Ogre": "Trampling Wurm"})
    with pytest.raises(IllegalActionError):
        game.script.queue.append(Answer("damage_assignment", ((0, 0, 5),)))
        to_damage(table)


def test_seed_14_untapping_an_attacker_keeps_it_attacking(table: Table) -> None:
    """SEED-14 (CR 506.4b): untapping an attacking creature doesn't remove it from combat."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    assert game.obj(bear.id).tapped
    game.untap(bear.id)
    table.block({})
    assert game.is_attacking(bear.id)
    to_damage(table)
    table.assert_life(1, 18)


def test_cr_506_4_control_change_removes_from_combat(table: Table) -> None:
    """CR 506.4: a creature whose controller changes is removed from combat."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    effect(table, SetController(1), objects=(bear.id,), controller=1)
    table.pass_priority()
    assert not game.is_attacking(bear.id)
    to_damage(table)
    table.assert_life(1, 20)
    table.assert_logged(rule="506.4")


def test_cr_506_4_leaving_the_battlefield_removes_from_combat(table: Table) -> None:
    """CR 506.4: a blocker that leaves the battlefield is gone from combat; the attacker
    stays blocked and, without trample, deals no damage (509.1h, 510.1c)."""
    game = table.game
    table.battlefield(0, "Craw Wurm")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    table.attack("Craw Wurm")
    table.block({"Grizzly Bears": "Craw Wurm"})
    game.move(bear.id, Zone.HAND)
    to_damage(table)
    table.assert_life(1, 20)


def test_cr_510_1b_attacked_planeswalker_gone_no_damage(table: Table) -> None:
    """CR 506.4c, 510.1b: an attacker whose planeswalker left deals no combat damage."""
    game = table.game
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    (pw,) = table.battlefield(1, walker, counters={"loyalty": 3})
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Test Walker")
    game.move(pw.id, Zone.GRAVEYARD)
    table.block({})
    to_damage(table)
    table.assert_life(1, 20)


def test_cr_120_3c_damage_to_a_planeswalker(table: Table) -> None:
    """CR 120.3c: damage to a planeswalker removes loyalty; at 0 it goes (704.5i)."""
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    table.battlefield(1, walker, counters={"loyalty": 3})
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.attack("Grizzly Bears", "Gray Ogre", defender="Test Walker")
    table.block({})
    to_damage(table)
    table.assert_zone("Test Walker", Zone.GRAVEYARD)
    table.assert_logged(rule="704.5i")
    table.assert_life(1, 20)


# --------------------------------------------------------------------------
# Prevention (CR 615) and protection
# --------------------------------------------------------------------------


def test_cr_615_7_prevention_shield(table: Table) -> None:
    """CR 615.7: "Prevent the next 3 damage that would be dealt to any target this turn"
    (Healing Salve's second mode) is a shield used up by the damage it prevents."""
    game = table.game
    table.lands(0, "Plains", 1)
    (ogre,) = table.battlefield(0, "Gray Ogre")
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["Gray Ogre"])
    table.resolve()
    game.deal_damage(None, ogre.id, 2)
    assert game.obj(ogre.id).damage == 0
    game.deal_damage(None, ogre.id, 2)
    assert game.obj(ogre.id).damage == 1
    game.deal_damage(None, ogre.id, 1)
    assert game.obj(ogre.id).damage == 2
    table.assert_logged(rule="615.7")


def test_cr_615_prevent_all_combat_damage(table: Table) -> None:
    """CR 615.1: "Prevent all combat damage that would be dealt this turn": no combat
    damage; other damage still happens."""
    game = table.game
    table.lands(1, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(1, table.card("Fog Bank Spell", "Instant", "Prevent all combat damage that "
                       "would be dealt this turn.", "{G}"))
    table.attack("Grizzly Bears")
    table.pass_priority()
    table.cast("Fog Bank Spell")
    table.resolve()
    table.block({})
    to_damage(table)
    table.assert_life(1, 20)
    game.deal_damage(None, PlayerRef(1), 2)
    table.assert_life(1, 18)


def test_cr_702_16e_protection_prevents_damage(table: Table) -> None:
    """CR 702.16e: damage from a source of the protected colour is prevented."""
    game = table.game
    (bear,) = table.battlefield(0, beast("Pro Red Bear", 2, 2, "protection from red"))
    (ogre,) = table.battlefield(1, "Gray Ogre")  # red
    game.deal_damage(ogre.id, bear.id, 2)
    assert game.obj(bear.id).damage == 0
    table.assert_logged(rule="702.16e")


def test_cr_120_3d_wither_and_infect(table: Table) -> None:
    """CR 120.3b, 120.3d: wither/infect damage to a creature is -1/-1 counters; infect damage
    to a player is poison counters."""
    game = table.game
    (src,) = table.battlefield(0, beast("Blight Beast", 2, 2, "infect"))
    (bear,) = table.battlefield(1, "Craw Wurm")
    game.deal_damage(src.id, bear.id, 2)
    assert game.obj(bear.id).counter("-1/-1") == 2 and game.obj(bear.id).damage == 0
    assert game.power(bear.id) == 4
    game.deal_damage(src.id, PlayerRef(1), 3)
    assert game.player(1).poison == 3 and game.player(1).life == 20


# --------------------------------------------------------------------------
# Excess damage (CR 120.4a, SEED-18)
# --------------------------------------------------------------------------


def test_seed_18_excess_damage_creature(table: Table) -> None:
    """SEED-18 (CR 120.4a): beyond lethal, counting damage already marked and damage dealt
    at the same time; with deathtouch any damage beyond 1."""
    game = table.game
    (wurm,) = table.battlefield(1, "Craw Wurm")  # 6/4
    assert excess_damage(game, wurm.id, 6) == 2
    game.deal_damage(None, wurm.id, 1)
    assert excess_damage(game, wurm.id, 6) == 3
    assert excess_damage(game, wurm.id, 6, simultaneous=2) == 5
    assert excess_damage(game, wurm.id, 6, deathtouch=True) == 5
    assert excess_damage(game, wurm.id, 1, deathtouch=True) == 0
    assert excess_damage(game, wurm.id, 6, simultaneous=5) == 6


def test_seed_18_excess_damage_planeswalker_battle_and_several_types(table: Table) -> None:
    """SEED-18 (CR 120.4a): planeswalker: beyond loyalty; battle: beyond defense; several of
    those types: the greatest amount."""
    game = table.game
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    (pw,) = table.battlefield(1, walker, counters={"loyalty": 3})
    siege = Card(name="Test Siege", type_line=TypeLine.parse("Battle — Siege"), defense="5")
    (bt,) = table.battlefield(1, siege, counters={"defense": 5})
    assert excess_damage(game, pw.id, 5) == 2
    assert excess_damage(game, pw.id, 5, simultaneous=1) == 3
    assert excess_damage(game, bt.id, 7) == 2
    both = Card(name="Walking Beast", type_line=TypeLine.parse("Legendary Creature Planeswalker"
                                                               " — Jace"),
                power="2", toughness="6", loyalty="2")
    (wb,) = table.battlefield(1, both, counters={"loyalty": 2})
    assert excess_damage(game, wb.id, 7) == 5  # max(7 - 6, 7 - 2)
    effect(table, AddTypes(card_types=("Creature",)), SetPT(1, 1), objects=(pw.id,))
    assert excess_damage(game, pw.id, 5) == 4  # max(5 - 1, 5 - 3)


def test_keyword_granted_until_end_of_turn_is_used_in_combat(table: Table) -> None:
    """CR 613.1f, 702.19: a keyword granted by an effect works in combat (trample)."""
    (bear,) = table.battlefield(0, "Craw Wurm")
    table.battlefield(1, "Grizzly Bears")
    effect(table, AddAbilities((KeywordAbility(keyword="trample"),)), objects=(bear.id,),
           duration=UNTIL_END_OF_TURN)
    table.attack("Craw Wurm")
    table.block({"Grizzly Bears": "Craw Wurm"})
    to_damage(table)
    table.assert_life(1, 16)


def test_static_can_attack_ability_from_text(table: Table) -> None:
    """The kernel grammar: "~ can't attack" is a restriction (508.1c)."""
    card = table.card("Timid Beast", "Creature — Beast", "~ can't attack.", "{1}", "3", "3")
    table.battlefield(0, card)
    assert attackers(table) == set()
    assert any(isinstance(a, StaticAbility) for a in card.abilities)


def _haste_for_bears() -> Any:
    import types

    from manastack.hookspecs import hookimpl

    mod = types.ModuleType("bear_rush")

    @hookimpl
    def manastack_continuous_effects(game: Any) -> list[ContinuousEffect]:
        return [ContinuousEffect(parts=(AsThough("attack", "haste"),),
                                 filter=ObjectFilter(types=("Creature",), subtypes=("Bear",)),
                                 timestamp=1, text="Bears can attack as though they had haste")]

    mod.manastack_continuous_effects = manastack_continuous_effects  # type: ignore[attr-defined]
    return mod


@pytest.mark.plugins(extra={"bear_rush": _haste_for_bears()})
def test_plugin_rule_effect_through_the_hook(table: Table) -> None:
    """Hook ``manastack_continuous_effects``: a plugin's rule-modifying effect (613.11, an
    "as though" permission, 609.4) is used by the kernel's combat rules."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre", sick=True)
    assert attackers(table) == {"Grizzly Bears"}


def test_cr_514_2_damage_wears_off_in_cleanup(table: Table) -> None:
    """CR 514.2, 120.6: damage stays marked until the cleanup step."""
    game = table.game
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    (wurm,) = table.battlefield(0, "Craw Wurm")
    game.deal_damage(None, wurm.id, 3)
    table.go_to(Step.END)
    assert game.obj(wurm.id).damage == 3
    table.next_turn()
    assert game.obj(wurm.id).damage == 0


def test_cr_511_3_until_end_of_combat(table: Table) -> None:
    """CR 511.3: an "until end of combat" effect ends as the end of combat step ends."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    effect(table, ModifyPT(2, 0), objects=(bear.id,),
           duration=UNTIL_END_OF_COMBAT)
    table.attack("Grizzly Bears")
    table.block({})
    to_damage(table)
    table.assert_life(1, 16)
    assert game.power(bear.id) == 4
    table.go_to(Step.MAIN2)
    assert game.power(bear.id) == 2


def test_cr_508_1d_must_attack_and_509_1b_cant_be_blocked(table: Table) -> None:
    """CR 508.1d: a creature that must attack and can must be declared; CR 509.1b: a
    creature that can't be blocked offers no block."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    effect(table, Restriction("must_attack"), Restriction("cant_be_blocked"), objects=(bear.id,))
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Gray Ogre", rule="508.1d")
    table.attack("Grizzly Bears")
    assert blockers_decision(game) is None
    to_damage(table)
    table.assert_life(1, 18)


def test_cr_302_6_gaining_control_you_already_have_changes_nothing(table: Table) -> None:
    """CR 302.6: an effect giving you control of a creature you already control doesn't
    interrupt your continuous control: it can still attack."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    effect(table, SetController(0), objects=(bear.id,), controller=0)
    assert attackers(table) == {"Grizzly Bears"}


def test_cr_702_16f_protection_and_blocking(table: Table) -> None:
    """CR 702.16f: an attacker with protection from red can't be blocked by red creatures."""
    game = table.game
    (knight,) = table.battlefield(0, beast("White Knight", 2, 2, "protection from red"))
    (ogre,) = table.battlefield(1, "Gray Ogre")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    assert can_block(game, ogre.id, knight.id) is not None
    assert can_block(game, bear.id, knight.id) is None


def test_with_several_opponents_the_attacked_player_declares_blockers() -> None:
    """CR 802.4, 802.4a: Carol, attacked, is asked for blockers, among her creatures only;
    Bob, before her in APNAP order, is attacked by nothing and is not asked."""
    t = Table.new(players=("Alice", "Bob", "Carol"))
    t.battlefield(0, beast("Attacker", 2, 2))
    t.battlefield(1, beast("Bystander", 3, 3))
    t.battlefield(2, beast("Guard", 1, 1))
    t.attack("Attacker", defender="Carol")
    t.go_to(Step.DECLARE_BLOCKERS)
    decision = blockers_decision(t.game)
    assert decision is not None and decision.player == 2
    assert {t.game.obj(o.blocker).card.name for o in decision.options} == {"Guard"}
    t.block({"Guard": "Attacker"})
    t.go_to(Step.END_COMBAT)
    t.assert_zone("Guard", Zone.GRAVEYARD)
    t.assert_life(2, 20)


def test_with_several_opponents_blockers_are_asked_in_apnap_order() -> None:
    """CR 101.4, 802.4: Bob active, the defending players in APNAP order are Carol, then
    Alice; both attacked and able to block, Carol is asked first (seat order asked Alice)."""
    t = Table.new(players=("Alice", "Bob", "Carol"), active=1)
    t.battlefield(1, beast("Attacker", 2, 2), beast("Second", 2, 2))
    t.battlefield(0, beast("Alice's", 1, 1))
    t.battlefield(2, beast("Carol's", 1, 1))
    t.attack("Attacker", "Second", defenders={"Attacker": "Alice", "Second": "Carol"})
    t.go_to(Step.DECLARE_BLOCKERS)
    decision = blockers_decision(t.game)
    assert decision is not None and decision.player == 2


def test_cr_510_1c_a_division_past_those_listed_is_legal_too(table: Table) -> None:
    """CR 510.1c: Craw Wurm (6/4) blocked by five creatures has 210 ways to divide its
    damage, more than a decision lists (``DIVISIONS_LISTED``): one not listed, all 6 to the
    last blocker, is still accepted (the rules' check finds nothing against it); one that
    adds up wrong is still refused with the rules' reason."""
    game = table.game
    table.battlefield(0, "Craw Wurm")
    blockers = ("Hill Giant", "Grizzly Bears", "Gray Ogre", "Savannah Lions", "Memnite")
    for name in blockers:
        table.battlefield(1, name)
    assert len(_divisions(6, [1] * 5, False, cap=10_000)) == 210
    assert (0, 0, 0, 0, 6) not in _divisions(6, [1] * 5, False)
    table.attack("Craw Wurm")
    table.block({name: "Craw Wurm" for name in blockers})
    game.script.queue.append(Answer("damage_assignment", ((0, 0, 0, 0, 7),)))
    with pytest.raises(IllegalActionError, match=r"7 damage assigned, not all its 6 \(510\.1c\)"):
        to_damage(table)
    game.script.queue.clear()
    game.script.queue.append(Answer("damage_assignment", ((0, 0, 0, 0, 6),)))
    to_damage(table)
    dead = [name for name in blockers if table.zone_of(name) is Zone.GRAVEYARD]
    assert len(dead) == 1
    assert all(table.find(name).damage == 0 for name in blockers if name not in dead)
    assert any(f"chooses 6 to {dead[0]}#" in e.text for e in game.log)

