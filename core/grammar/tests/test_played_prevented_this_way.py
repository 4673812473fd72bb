"""Printed prevention effects with "You gain life equal to the damage prevented this way", "The
next time target creature would deal damage this turn, prevent that damage" and the other
sources of one's choice played (CR 609.7a, 615.5, 615.7, 615.8).

Awe Strike (rules "grammar:the next time target creature would deal damage" and
"grammar:gain life equal to the damage prevented"): the target creature's next instance of
damage is prevented, all of it even when it is dealt to a blocker and a player at once (120.4),
and its controller gains that much life (615.5). Reverse Damage: the same additional effect on
a source of one's choice. Candles' Glow: on a shield of 3 (615.7), life equal to what it
prevented only. Pilgrim of Justice: "a red source of your choice would deal damage" without
"to you", to anything. Greater Realm of Preservation: "a black or red source". Circle of
Protection: Red: a non-red source's damage is not prevented. Martyr's Cause and Charm Peddler:
"would deal damage to any target / target creature": that one target's damage only. Acolyte's
Reward and Vengeful Archon (rule "grammar:if damage is prevented this way, ~ deals that much
damage"): the damage the shield prevented is dealt by the effect's source to the other target,
right after (615.5). Chant of Vitu-Ghazi: every creature's damage, and all of it gained.
Resistance Fighter and Azorius Ploy: "Prevent all combat damage target creature would deal this
turn" (rule "grammar:prevent all dealt by target creature"), that creature's combat damage only.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AWE_STRIKE = CardDef(
    name="Awe Strike", mana_cost="{W}", type_line="Instant",
    text="The next time target creature would deal damage this turn, prevent that damage. You "
         "gain life equal to the damage prevented this way.")
REVERSE_DAMAGE = CardDef(
    name="Reverse Damage", mana_cost="{1}{W}{W}", type_line="Instant",
    text="The next time a source of your choice would deal damage to you this turn, prevent "
         "that damage. You gain life equal to the damage prevented this way.")
CANDLES_GLOW = CardDef(
    name="Candles' Glow", mana_cost="{1}{W}", type_line="Instant — Arcane",
    text="Prevent the next 3 damage that would be dealt to any target this turn. You gain life "
         "equal to the damage prevented this way.\nSplice onto Arcane {1}{W} (As you cast an "
         "Arcane spell, you may reveal this card from your hand and pay its splice cost. If you "
         "do, add this card's effects to that spell.)")
PILGRIM_OF_JUSTICE = CardDef(
    name="Pilgrim of Justice", mana_cost="{2}{W}", type_line="Creature — Human Cleric",
    power="1", toughness="3", keywords=("Protection",),
    text="Protection from red\n{W}, Sacrifice this creature: The next time a red source of "
         "your choice would deal damage this turn, prevent that damage.")
GREATER_REALM = CardDef(
    name="Greater Realm of Preservation", mana_cost="{1}{W}", type_line="Enchantment",
    text="{1}{W}: The next time a black or red source of your choice would deal damage to you "
         "this turn, prevent that damage.")
COP_RED = CardDef(
    name="Circle of Protection: Red", mana_cost="{1}{W}", type_line="Enchantment",
    text="{1}: The next time a red source of your choice would deal damage to you this turn, "
         "prevent that damage.")
COLOSSAL_DREADMAW = CardDef(
    name="Colossal Dreadmaw", mana_cost="{4}{G}{G}", type_line="Creature — Dinosaur",
    power="6", toughness="6", keywords=("Trample",),
    text="Trample (This creature can deal excess combat damage to the player or planeswalker "
         "it's attacking.)")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}",
                         type_line="Creature — Zombie", power="2", toughness="2")
MARTYRS_CAUSE = CardDef(
    name="Martyr's Cause", mana_cost="{2}{W}", type_line="Enchantment",
    text="Sacrifice a creature: The next time a source of your choice would deal damage to any "
         "target this turn, prevent that damage.")
CHARM_PEDDLER = CardDef(
    name="Charm Peddler", mana_cost="{W}", type_line="Creature — Human Spellshaper",
    power="1", toughness="1",
    text="{W}, {T}, Discard a card: The next time a source of your choice would deal damage to "
         "target creature this turn, prevent that damage.")
ACOLYTES_REWARD = CardDef(
    name="Acolyte's Reward", mana_cost="{1}{W}", type_line="Instant",
    text="Prevent the next X damage that would be dealt to target creature this turn, where X "
         "is your devotion to white. If damage is prevented this way, Acolyte's Reward deals "
         "that much damage to any target. (Each {W} in the mana costs of permanents you control "
         "counts toward your devotion to white.)")
VENGEFUL_ARCHON = CardDef(
    name="Vengeful Archon", mana_cost="{4}{W}{W}{W}", type_line="Creature — Archon",
    power="7", toughness="7", keywords=("Flying",),
    text="Flying\n{X}: Prevent the next X damage that would be dealt to you this turn. If damage "
         "is prevented this way, this creature deals that much damage to target player or "
         "planeswalker.")
CHANT_OF_VITU_GHAZI = CardDef(
    name="Chant of Vitu-Ghazi", mana_cost="{6}{W}{W}", type_line="Instant",
    keywords=("Convoke",),
    text="Convoke (Your creatures can help cast this spell. Each creature you tap while casting "
         "this spell pays for {1} or one mana of that creature's color.)\nPrevent all damage "
         "that would be dealt by creatures this turn. You gain life equal to the damage "
         "prevented this way.")
RESISTANCE_FIGHTER = CardDef(
    name="Resistance Fighter", mana_cost="{W}", type_line="Creature — Human Soldier",
    power="1", toughness="1",
    text="Sacrifice this creature: Prevent all combat damage target creature would deal this "
         "turn.")
AZORIUS_PLOY = CardDef(
    name="Azorius Ploy", mana_cost="{1}{W}{W}{U}", type_line="Instant",
    text="Prevent all combat damage target creature would deal this turn.\nPrevent all combat "
         "damage that would be dealt to target creature this turn.")

CARDS = (AWE_STRIKE, REVERSE_DAMAGE, CANDLES_GLOW, PILGRIM_OF_JUSTICE, GREATER_REALM, COP_RED,
         COLOSSAL_DREADMAW, WALKING_CORPSE, MARTYRS_CAUSE, CHARM_PEDDLER, ACOLYTES_REWARD,
         VENGEFUL_ARCHON, CHANT_OF_VITU_GHAZI, RESISTANCE_FIGHTER, AZORIUS_PLOY)
kit = pytest.mark.plugins(extra={"prevented-kit": card_pool("prevented-kit", CARDS)})
#: Candles' Glow has splice (702.47), Chant of Vitu-Ghazi convoke (702.51): their plugins too
splice_kit = pytest.mark.plugins("splice",
                                 extra={"prevented-kit": card_pool("prevented-kit", CARDS)})
convoke_kit = pytest.mark.plugins("convoke",
                                  extra={"prevented-kit": card_pool("prevented-kit", CARDS)})


def _bob_bolts(table: Table, target: str) -> None:
    """Bob casts Lightning Bolt at ``target`` and passes: Alice has priority with it on the
    stack."""
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.pass_priority()


def _bob_attacks(table: Table, *attackers: str) -> None:
    """Bob's ``attackers`` enter and attack Alice; Alice has priority in declare attackers."""
    table.battlefield(1, *attackers)
    table.attack(*attackers)
    table.pass_priority()


@kit
def test_awe_strike_prevents_the_attackers_damage_and_gains_that_much(table: Table) -> None:
    """CR 615.8, 615.5: Bob's Hill Giant attacks; Awe Strike on it: its 3 to Alice is
    prevented and Alice gains 3."""
    table.set_turn(active=1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Awe Strike")
    _bob_attacks(table, "Hill Giant")
    table.cast("Awe Strike", targets=["Hill Giant"])
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 23)
    table.assert_logged(rule="615.5", contains="3 damage prevented")


@kit
def test_awe_strike_one_instance_to_a_blocker_and_a_player(table: Table) -> None:
    """CR 615.8, 120.4, 510.2: the trampling Colossal Dreadmaw blocked by Grizzly Bears deals
    2 to them and 4 to Alice at once: one instance, all prevented; Alice gains 6; then the
    the effect has ended."""
    table.set_turn(active=1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Awe Strike")
    _bob_attacks(table, "Colossal Dreadmaw")
    table.cast("Awe Strike", targets=["Colossal Dreadmaw"])
    table.resolve()
    table.block({"Grizzly Bears": "Colossal Dreadmaw"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_life(0, 26)
    assert not [e for e in table.game.state.effects if "target creature" in e.text]


@kit
def test_awe_strike_leaves_other_creatures_damage(table: Table) -> None:
    """CR 615.8: only the target's damage: Grizzly Bears attacking beside the Hill Giant
    deal their 2; Alice gains 3 for the Giant's."""
    table.set_turn(active=1)
    table.lands(0, "Plains", 1)
    table.hand(0, "Awe Strike")
    _bob_attacks(table, "Hill Giant", "Grizzly Bears")
    table.cast("Awe Strike", targets=["Hill Giant"])
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 21)  # 20 - 2 + 3


@kit
def test_reverse_damage_gains_the_bolts_damage(table: Table) -> None:
    """CR 609.7a, 615.5: Bob's Lightning Bolt at Alice is chosen: its 3 is prevented and Alice
    gains 3."""
    table.set_turn(active=1)
    table.lands(0, "Plains", 3)
    table.hand(0, "Reverse Damage")
    _bob_bolts(table, "Alice")
    table.cast("Reverse Damage")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    table.assert_life(0, 23)


@splice_kit
def test_candles_glow_gains_only_what_the_shield_prevented(table: Table) -> None:
    """CR 615.7, 615.5: a shield of 3 on Alice; Hill Giant and Grizzly Bears deal her 5 at
    once: 3 prevented (Alice gains 3), 2 dealt: 20 - 2 + 3."""
    table.set_turn(active=1)
    table.lands(0, "Plains", 2)
    table.hand(0, "Candles' Glow")
    _bob_attacks(table, "Hill Giant", "Grizzly Bears")
    table.cast("Candles' Glow", targets=["Alice"])
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 21)


@kit
def test_pilgrim_of_justice_saves_a_creature_from_a_red_spell(table: Table) -> None:
    """CR 609.7a, 615.8: "would deal damage" without "to you": Bob's Lightning Bolt at Alice's
    Grizzly Bears is chosen and prevented; the Bears live."""
    table.set_turn(active=1)
    table.battlefield(0, "Pilgrim of Justice", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    _bob_bolts(table, "Grizzly Bears")
    table.activate("Pilgrim of Justice")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Pilgrim of Justice", zone=Zone.GRAVEYARD) is not None


@kit
def test_greater_realm_offers_black_and_red_sources(table: Table) -> None:
    """CR 609.7a: "a black or red source": Bob's Hill Giant (red) and Walking Corpse (black)
    are offered, the green Grizzly Bears is not."""
    table.battlefield(0, "Greater Realm of Preservation")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Walking Corpse")
    sources = table.watch_decisions("choose_source")
    table.activate("Greater Realm of Preservation")
    table.answer("choose_source", "Walking Corpse")
    table.resolve()
    assert sorted(table.game.obj(o).name for o in sources[0].options) == \
        ["Hill Giant", "Walking Corpse"]


@kit
def test_circle_of_protection_red_does_not_stop_a_green_source(table: Table) -> None:
    """CR 609.7a, 609.7b: Hill Giant chosen; the green Grizzly Bears attacking with it deal
    their 2 to Alice, the Giant's 3 are prevented."""
    table.set_turn(active=1)
    table.battlefield(0, "Circle of Protection: Red")
    table.lands(0, "Plains", 1)
    _bob_attacks(table, "Hill Giant", "Grizzly Bears")
    table.activate("Circle of Protection: Red")
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)


@kit
def test_martyrs_cause_shields_the_target_player(table: Table) -> None:
    """CR 115.1, 609.7a, 615.8: Alice targets herself, sacrificing Grizzly Bears, and chooses
    Bob's Lightning Bolt aimed at her: its 3 is prevented."""
    table.set_turn(active=1)
    table.battlefield(0, "Martyr's Cause", "Grizzly Bears")
    _bob_bolts(table, "Alice")
    table.activate("Martyr's Cause", targets=["Alice"])
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.GRAVEYARD) is not None
    table.resolve()
    table.assert_life(0, 20)


@kit
def test_martyrs_cause_shields_only_its_target(table: Table) -> None:
    """CR 115.1: the target is Bob's Hill Giant; the chosen Lightning Bolt is aimed at Alice:
    not that target, so its 3 is dealt to her."""
    table.set_turn(active=1)
    table.battlefield(0, "Martyr's Cause", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _bob_bolts(table, "Alice")
    table.activate("Martyr's Cause", targets=["Hill Giant"])
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    table.assert_life(0, 17)


@kit
def test_charm_peddler_saves_the_target_creature(table: Table) -> None:
    """CR 609.7a, 615.8: Bob's Lightning Bolt at Alice's Hill Giant; Charm Peddler (discarding
    a Plains) targets the Giant, the Bolt chosen: the Giant is dealt nothing."""
    table.set_turn(active=1)
    table.battlefield(0, "Charm Peddler", "Hill Giant")
    table.lands(0, "Plains", 1)
    table.hand(0, "Plains")
    _bob_bolts(table, "Hill Giant")
    table.activate("Charm Peddler", targets=["Hill Giant"])
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Plains", zone=Zone.GRAVEYARD) is not None


@kit
def test_acolytes_reward_deals_what_it_prevented(table: Table) -> None:
    """CR 615.7, 615.5: devotion to white 3 (Savannah Lions, Serra Angel): Bob's Lightning Bolt
    at the Lions is prevented; Acolyte's Reward deals those 3 to Bob's Hill Giant, which dies."""
    table.set_turn(active=1)
    table.battlefield(0, "Savannah Lions", "Serra Angel")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.hand(0, "Acolyte's Reward")
    _bob_bolts(table, "Savannah Lions")
    table.cast("Acolyte's Reward", targets=["Savannah Lions", "Hill Giant"])
    table.resolve()
    table.resolve()
    assert table.find("Savannah Lions", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.GRAVEYARD) is not None
    table.assert_logged(rule="615.5", contains="3 damage prevented")


@kit
def test_acolytes_reward_deals_only_what_it_prevented(table: Table) -> None:
    """CR 615.7: devotion 1 (the Lions alone): 1 of the Bolt's 3 is prevented, the Lions die
    of the other 2; Bob is dealt 1."""
    table.set_turn(active=1)
    table.battlefield(0, "Savannah Lions")
    table.lands(0, "Plains", 2)
    table.hand(0, "Acolyte's Reward")
    _bob_bolts(table, "Savannah Lions")
    table.cast("Acolyte's Reward", targets=["Savannah Lions", "Bob"])
    table.resolve()
    table.resolve()
    assert table.find("Savannah Lions", zone=Zone.GRAVEYARD) is not None
    table.assert_life(1, 19)


@kit
def test_vengeful_archon_deals_back_combat_damage_prevented(table: Table) -> None:
    """CR 615.7, 615.5: X=2 shields Alice; Bob's attacking Hill Giant deals her 3: 2
    prevented, 1 dealt; the Archon deals 2 to Bob."""
    table.set_turn(active=1)
    table.battlefield(0, "Vengeful Archon")
    table.lands(0, "Plains", 2)
    _bob_attacks(table, "Hill Giant")
    table.activate("Vengeful Archon", targets=["Bob"], x=2)
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 19)
    table.assert_life(1, 18)


@convoke_kit
def test_chant_of_vitu_ghazi_gains_all_the_creatures_damage(table: Table) -> None:
    """CR 615.1a, 615.5: Bob's Hill Giant unblocked (3 to Alice), his Grizzly Bears blocked by
    Alice's Savannah Lions (2 and 2): all 7 prevented, Alice gains 7; Bob's Lightning Bolt,
    not a creature, is dealt."""
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.battlefield(0, "Savannah Lions")
    table.lands(0, "Plains", 8)
    table.hand(0, "Chant of Vitu-Ghazi")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({"Savannah Lions": "Grizzly Bears"})
    table.pass_priority()
    table.cast("Chant of Vitu-Ghazi")
    table.resolve()
    table.go_to(Step.END_COMBAT)
    assert table.find("Savannah Lions", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_life(0, 27)
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 24)


@kit
def test_resistance_fighter_stops_the_targets_combat_damage(table: Table) -> None:
    """CR 615.1a: the Fighter sacrificed targeting Bob's attacking Hill Giant: its 3 to Alice
    is prevented; the Grizzly Bears attacking beside it deal their 2."""
    table.set_turn(active=1)
    table.battlefield(0, "Resistance Fighter")
    _bob_attacks(table, "Hill Giant", "Grizzly Bears")
    table.activate("Resistance Fighter", targets=["Hill Giant"])
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)
    assert table.find("Resistance Fighter", zone=Zone.GRAVEYARD) is not None


@kit
def test_azorius_ploy_by_the_first_target_and_to_the_second(table: Table) -> None:
    """CR 615.1a, 115.1: Bob's Hill Giant (first target) deals Alice nothing; Alice's Serra
    Angel (second target) blocking Bob's Grizzly Bears is dealt nothing and kills them."""
    table.set_turn(active=1)
    table.battlefield(0, "Serra Angel")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.lands(0, "Island", 1)
    table.hand(0, "Azorius Ploy")
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({"Serra Angel": "Grizzly Bears"})
    table.pass_priority()
    table.cast("Azorius Ploy", targets=["Hill Giant", "Serra Angel"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 20)
    assert table.find("Serra Angel", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Grizzly Bears", zone=Zone.GRAVEYARD) is not None


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
