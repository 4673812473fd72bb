"""Printed attack and block restrictions, played (CR 508.1c, 509.1b, 506.2, 611.2c, 611.3a).

Mouser Mark III (can't attack unless you control another artifact), Goblin Mutant (can't
attack if defending player controls an untapped creature with power 3 or greater), Evil Eye of
Orms-by-Gore (non-Eye creatures you control can't attack), Air Bladder (enchanted creature can
block only creatures with flying), Cavern Stomper (can't be blocked by creatures with power 2
or less this turn), June, Bounty Hunter (can't be blocked as long as you've drawn two or more
cards this turn). An illegal declaration is refused and leaves the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MOUSER = CardDef(
    name="Mouser Mark III", mana_cost="{1}{U/R}", type_line="Artifact Creature — Robot",
    power="2", toughness="3",
    text="This creature can't attack unless you control another artifact.")
GOBLIN_MUTANT = CardDef(
    name="Goblin Mutant", mana_cost="{2}{R}{R}", type_line="Creature — Goblin Mutant",
    power="5", toughness="3", keywords=("Trample",),
    text="Trample\nThis creature can't attack if defending player controls an untapped "
         "creature with power 3 or greater.\nThis creature can't block creatures with power 3 "
         "or greater.")
EVIL_EYE = CardDef(
    name="Evil Eye of Orms-by-Gore", mana_cost="{4}{B}", type_line="Creature — Eye",
    power="3", toughness="6",
    text="Non-Eye creatures you control can't attack.\nThis creature can't be blocked except "
         "by Walls.")
AIR_BLADDER = CardDef(
    name="Air Bladder", mana_cost="{U}", type_line="Enchantment — Aura", keywords=("Enchant",),
    text="Enchant creature\nEnchanted creature has flying.\nEnchanted creature can block only "
         "creatures with flying.")
CAVERN_STOMPER = CardDef(
    name="Cavern Stomper", mana_cost="{4}{G}{G}", type_line="Creature — Dinosaur",
    power="7", toughness="7", keywords=("Scry",),
    text="When this creature enters, scry 2. (Look at the top two cards of your library, then "
         "put any number of them on the bottom and the rest on top in any order.)\n{3}{G}: This "
         "creature can't be blocked by creatures with power 2 or less this turn.")
JUNE = CardDef(
    name="June, Bounty Hunter", mana_cost="{1}{B}",
    type_line="Legendary Creature — Human Mercenary", power="2", toughness="2",
    text="June can't be blocked as long as you've drawn two or more cards this turn.\n{1}, "
         "Sacrifice another creature: Create a Clue token. Activate only during your turn. "
         "(It's an artifact with \"{2}, Sacrifice this token: Draw a card.\")")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    power="0", toughness="2", keywords=("Flying",), text="Flying")
AIR_ELEMENTAL = CardDef(
    name="Air Elemental", mana_cost="{3}{U}{U}", type_line="Creature — Elemental",
    power="4", toughness="4", keywords=("Flying",), text="Flying")
HILL_GIANT = CardDef(
    name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant", power="3",
    toughness="3")
GOBLIN_COHORT = CardDef(
    name="Goblin Cohort", mana_cost="{R}", type_line="Creature — Goblin Warrior", power="2",
    toughness="2",
    text="This creature can't attack unless you've cast a creature spell this turn.")
IRON_GOLEM = CardDef(
    name="Iron Golem", mana_cost="{4}", type_line="Artifact Creature — Golem", power="5",
    toughness="3", keywords=("Vigilance",),
    text="Vigilance\nThis creature attacks or blocks each combat if able.")
BLOODTHIRSTER = CardDef(
    name="Bloodthirster", mana_cost="{5}{R}", type_line="Creature — Demon", power="6",
    toughness="6", keywords=("Flying", "Trample"),
    text="Flying, trample\nWhenever this creature deals combat damage to a player, untap it. "
         "After this phase, there is an additional combat phase.\nThis creature can't attack "
         "a player it has already attacked this turn.")
DIVINATION = CardDef(
    name="Divination", mana_cost="{2}{U}", type_line="Sorcery", text="Draw two cards.")

CARDS = (MOUSER, GOBLIN_MUTANT, EVIL_EYE, AIR_BLADDER, CAVERN_STOMPER, JUNE, ORNITHOPTER,
         AIR_ELEMENTAL, HILL_GIANT, DIVINATION, GOBLIN_COHORT, IRON_GOLEM,
         BLOODTHIRSTER)
kit = pytest.mark.plugins(extra={"combat-kit": card_pool("combat-kit", CARDS)})


@kit
def test_mouser_cant_attack_alone_among_artifacts(table: Table) -> None:
    """CR 508.1c: the Mouser is Alice's only artifact ("another" is not itself): refused."""
    table.battlefield(0, "Mouser Mark III")
    table.assert_illegal(table.attack, "Mouser Mark III", rule="508.1")
    assert not table.find("Mouser Mark III").tapped


@kit
def test_mouser_attacks_with_another_artifact(table: Table) -> None:
    """CR 508.1c, 611.3a: with Ornithopter, the restriction doesn't exist: it attacks."""
    table.battlefield(0, "Mouser Mark III", "Ornithopter")
    table.attack("Mouser Mark III")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_goblin_mutant_cant_attack_into_an_untapped_big_creature(table: Table) -> None:
    """CR 508.1c: Bob controls an untapped 3/3: the Mutant can't attack him."""
    table.battlefield(0, "Goblin Mutant")
    table.battlefield(1, "Hill Giant")
    table.assert_illegal(table.attack, "Goblin Mutant", rule="508.1")


@kit
def test_goblin_mutant_attacks_when_the_big_creature_is_tapped(table: Table) -> None:
    """CR 508.1c: a tapped 3/3 or an untapped 2/2 doesn't stop it."""
    table.battlefield(0, "Goblin Mutant")
    table.battlefield(1, "Hill Giant", tapped=True)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Goblin Mutant")
    assert table.game.is_attacking(table.find("Goblin Mutant").id)


@kit
def test_evil_eye_stops_other_creatures_but_not_itself(table: Table) -> None:
    """CR 508.1c: the Bears (not an Eye) can't attack; the Eye itself can."""
    table.battlefield(0, "Evil Eye of Orms-by-Gore", "Grizzly Bears")
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1")
    table.attack("Evil Eye of Orms-by-Gore")
    assert table.game.is_attacking(table.find("Evil Eye of Orms-by-Gore").id)


@kit
def test_evil_eye_doesnt_stop_the_opponents_creatures(table: Table) -> None:
    """CR 508.1c: "you control": Bob's Eye doesn't stop Alice's Bears."""
    table.battlefield(1, "Evil Eye of Orms-by-Gore")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    assert table.game.is_attacking(table.find("Grizzly Bears").id)


def _bladder_on_bobs_bears(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Air Bladder")
    table.lands(0, "Island", 1)
    table.cast("Air Bladder", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_air_bladder_creature_cant_block_a_creature_without_flying(table: Table) -> None:
    """CR 509.1b: the enchanted Bears can block only creatures with flying."""
    _bladder_on_bobs_bears(table)
    table.battlefield(0, "Hill Giant")
    table.attack("Hill Giant")
    table.blocks_offered()
    table.assert_illegal(table.block, {"Grizzly Bears": "Hill Giant"}, rule="509.1")


@kit
def test_air_bladder_creature_blocks_a_flyer(table: Table) -> None:
    """CR 509.1b, 702.9b: flying itself, it blocks the Air Elemental."""
    _bladder_on_bobs_bears(table)
    table.battlefield(0, "Air Elemental")
    table.attack("Air Elemental")
    table.block({"Grizzly Bears": "Air Elemental"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@kit
def test_cavern_stomper_evades_small_blockers_after_activation(table: Table) -> None:
    """CR 509.1b, 611.2c: after {3}{G}, the Bears (power 2) can't block it, the Giant can."""
    table.battlefield(0, "Cavern Stomper")
    table.lands(0, "Forest", 4)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.activate("Cavern Stomper")
    table.resolve()
    table.attack("Cavern Stomper")
    offered = table.blocks_offered()
    assert ("Hill Giant", "Cavern Stomper") in offered
    assert ("Grizzly Bears", "Cavern Stomper") not in offered
    table.assert_illegal(table.block, {"Grizzly Bears": "Cavern Stomper"}, rule="509.1")


@kit
def test_cavern_stomper_without_activation_is_blocked_by_small_creatures(table: Table) -> None:
    """CR 509.1b: not activated, no restriction."""
    table.battlefield(0, "Cavern Stomper")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Cavern Stomper")
    table.block({"Grizzly Bears": "Cavern Stomper"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@kit
def test_cavern_stomper_restriction_ends_with_the_turn(table: Table) -> None:
    """CR 611.2c, 514.2: "this turn": gone by the next turn."""
    table.battlefield(0, "Cavern Stomper")
    table.lands(0, "Forest", 4)
    table.activate("Cavern Stomper")
    table.resolve()
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.next_turn()
    table.battlefield(1, "Grizzly Bears")
    table.attack("Cavern Stomper")
    table.block({"Grizzly Bears": "Cavern Stomper"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@kit
def test_june_cant_be_blocked_after_two_draws(table: Table) -> None:
    """CR 121.1, 509.1b, 611.3a: Alice drew two cards with Divination: June can't be
    blocked."""
    table.battlefield(0, "June, Bounty Hunter")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest", "Forest", "Forest")
    table.hand(0, "Divination")
    table.lands(0, "Island", 3)
    table.cast("Divination")
    table.resolve()
    table.attack("June, Bounty Hunter")
    assert ("Grizzly Bears", "June, Bounty Hunter") not in table.blocks_offered()
    table.assert_illegal(table.block, {"Grizzly Bears": "June, Bounty Hunter"}, rule="509.1")


@kit
def test_june_is_blocked_after_one_draw(table: Table) -> None:
    """CR 611.3a: one card drawn this turn is not two: the Bears block."""
    table.battlefield(0, "June, Bounty Hunter")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest", "Forest")
    table.game.draw(0, 1)
    table.attack("June, Bounty Hunter")
    table.block({"Grizzly Bears": "June, Bounty Hunter"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("June, Bounty Hunter", Zone.GRAVEYARD, 0)


@kit
def test_goblin_cohort_attacks_after_a_creature_spell(table: Table) -> None:
    """CR 601.2i, 508.1c: Alice cast the Bears this turn: the Cohort attacks."""
    table.battlefield(0, "Goblin Cohort")
    table.hand(0, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.cast("Grizzly Bears")
    table.resolve()
    table.attack("Goblin Cohort")
    assert table.game.is_attacking(table.find("Goblin Cohort").id)


@kit
def test_goblin_cohort_cant_attack_after_a_noncreature_spell(table: Table) -> None:
    """CR 508.1c: a sorcery is no creature spell: refused, the game unchanged (CR 732)."""
    table.battlefield(0, "Goblin Cohort")
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination")
    table.lands(0, "Island", 3)
    table.cast("Divination")
    table.resolve()
    table.assert_illegal(table.attack, "Goblin Cohort", rule="508.1")


@kit
def test_iron_golem_must_attack_in_its_controllers_combat(table: Table) -> None:
    """CR 508.1d: declaring no attackers disobeys the Golem's requirement: refused."""
    table.battlefield(0, "Iron Golem", "Grizzly Bears")
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1d")
    table.attack("Iron Golem", "Grizzly Bears")
    assert table.game.is_attacking(table.find("Iron Golem").id)


@kit
def test_iron_golem_must_block_in_the_opponents_combat(table: Table) -> None:
    """CR 509.1c: Bob's Golem can block the Bears: no blocks disobey its requirement."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Iron Golem")
    table.attack("Grizzly Bears")
    table.blocks_offered()
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Iron Golem": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@kit
def test_iron_golem_blocks_any_one_attacker(table: Table) -> None:
    """CR 509.1c: the requirement is to block, not a given attacker: the Giant will do."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Iron Golem")
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Iron Golem": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_life(1, 18)


@kit
def test_iron_golem_unable_to_block_a_flyer_needs_not(table: Table) -> None:
    """CR 509.1c, 702.9b: it can't block the Air Elemental: no block obeys the most."""
    table.battlefield(0, "Air Elemental")
    table.battlefield(1, "Iron Golem")
    table.attack("Air Elemental")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_bloodthirster_cant_attack_the_same_player_twice(table: Table) -> None:
    """CR 508.1c, 500.8: it hits Bob, untaps, and in the additional combat it can't attack
    Bob again (refused, the game unchanged); the Bears, which haven't attacked, can."""
    table.battlefield(0, "Bloodthirster", "Grizzly Bears")
    table.attack("Bloodthirster")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_life(1, 14)
    assert not table.find("Bloodthirster").tapped
    table.assert_illegal(table.attack, "Bloodthirster", rule="508.1")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)


@kit
def test_bloodthirster_attacks_again_next_turn(table: Table) -> None:
    """CR 508.1c: "this turn": on Alice's next turn it attacks Bob again."""
    table.battlefield(0, "Bloodthirster")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.attack("Bloodthirster")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.next_turn()
    table.next_turn()
    table.attack("Bloodthirster")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 8)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
