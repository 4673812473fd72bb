"""Beginning-of-step triggers with a condition of the turn, played from printed cards (CR
603.2, 603.4, 503.1, 513.1).

Curious Obsession ("At the beginning of your end step, if you didn't attack with a creature
this turn, sacrifice this Aura."): an intervening "if" (603.4) on whether its controller
declared attackers this turn (508.1a). Altar of Shadows ("At the beginning of your first
main phase, add {B} for each charge counter on this artifact."): a triggered ability adding
mana (605.5a: not a mana ability, it uses the stack), counted as it resolves (608.2h).
Eladamri's Vineyard ("At the beginning of each player's first main phase, that player adds
{G}{G}."): the player whose main phase it is adds the mana (603.7c). Resplendent Angel ("At
the beginning of each end step, if you gained 5 or more life this turn, create a 4/4 white
Angel creature token with flying and vigilance."): all the life its controller gained this
turn counts (119.3, 119.9). Dunerider Outlaw ("At the beginning of each end step, if this
creature dealt damage to an opponent this turn, put a +1/+1 counter on it."): damage this very
creature dealt to a player (120.3). Unnatural Growth ("At the beginning of each combat, double
the power and toughness of each creature you control until end of turn."): 701.10b, on every
player's turn. The printed cards come from the pool below with their exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CURIOUS_OBSESSION = CardDef(
    name="Curious Obsession", mana_cost="{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 and has \"Whenever this creature "
         "deals combat damage to a player, you may draw a card.\"\nAt the beginning of your "
         "end step, if you didn't attack with a creature this turn, sacrifice this Aura.")

ALTAR_OF_SHADOWS = CardDef(
    name="Altar of Shadows", mana_cost="{7}", type_line="Artifact",
    text="At the beginning of your first main phase, add {B} for each charge counter on this "
         "artifact.\n{7}, {T}: Destroy target creature. Then put a charge counter on this "
         "artifact.")

ELADAMRIS_VINEYARD = CardDef(
    name="Eladamri's Vineyard", mana_cost="{G}", type_line="Enchantment",
    text="At the beginning of each player's first main phase, that player adds {G}{G}.")

RESPLENDENT_ANGEL = CardDef(
    name="Resplendent Angel", mana_cost="{1}{W}{W}", type_line="Creature — Angel",
    power="3", toughness="3",
    text="Flying\nAt the beginning of each end step, if you gained 5 or more life this turn, "
         "create a 4/4 white Angel creature token with flying and vigilance.\n{3}{W}{W}{W}: "
         "Until end of turn, this creature gets +2/+2 and gains lifelink.")

SACRED_NECTAR = CardDef(name="Sacred Nectar", mana_cost="{1}{W}", type_line="Sorcery",
                        text="You gain 4 life.")

DUNERIDER_OUTLAW = CardDef(
    name="Dunerider Outlaw", mana_cost="{B}{B}", type_line="Creature — Human Rebel Rogue",
    power="1", toughness="1",
    text="Protection from green\nAt the beginning of each end step, if this creature dealt "
         "damage to an opponent this turn, put a +1/+1 counter on it.")

ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}",
                      type_line="Artifact Creature — Thopter", power="0", toughness="2",
                      text="Flying")

UNNATURAL_GROWTH = CardDef(
    name="Unnatural Growth", mana_cost="{1}{G}{G}{G}{G}", type_line="Enchantment",
    text="At the beginning of each combat, double the power and toughness of each creature "
         "you control until end of turn.")

PRINTED = (CURIOUS_OBSESSION, ALTAR_OF_SHADOWS, ELADAMRIS_VINEYARD, RESPLENDENT_ANGEL,
           SACRED_NECTAR, DUNERIDER_OUTLAW, ORNITHOPTER, UNNATURAL_GROWTH)

kit = pytest.mark.plugins(extra={"step-conditions-kit": card_pool("step-conditions-kit",
                                                                  PRINTED)})


def _obsess(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Curious Obsession")
    table.cast("Curious Obsession", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3


@kit
def test_curious_obsession_sacrificed_without_an_attack(table: Table) -> None:
    """CR 603.4, 508.1a: Alice declares no attackers this turn: at her end step the Aura is
    sacrificed (the Bears back to 2/2)."""
    _obsess(table)
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("graveyard", 0)
    assert table.power("Grizzly Bears") == 2


@kit
def test_curious_obsession_kept_after_an_attack(table: Table) -> None:
    """CR 603.4: Alice attacked with the Bears this turn (and drew for the combat damage):
    at her end step the ability doesn't trigger and the Aura stays."""
    table.library(0, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)
    assert table.life(1) == 17


@kit
def test_curious_obsession_not_on_the_opponents_end_step(table: Table) -> None:
    """CR 503.1, 603.2: "your end step": at Bob's end step, Alice having attacked in none of
    his turn, nothing triggers."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    _obsess(table)
    table.attack("Grizzly Bears")
    table.block({})
    table.resolve_all()
    table.next_turn()
    table.go_to(Step.END)
    table.resolve_all()
    assert "Curious Obsession" in table.names("battlefield", 0)


@kit
def test_altar_of_shadows_adds_black_for_its_counter(table: Table) -> None:
    """CR 122.1, 106.4: the Altar destroys Bob's Bears and gets a charge counter; at Alice's
    next precombat main phase its trigger adds {B}, not at Bob's."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Altar of Shadows")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 7)
    table.activate("Altar of Shadows", targets=["Grizzly Bears"])
    table.resolve()
    assert "Grizzly Bears" in table.names("graveyard", 1)
    table.assert_counters("Altar of Shadows", "charge", 1)
    table.next_turn()
    table.resolve_all()
    assert table.pool() == [] and table.pool(1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert table.pool() == ["B"]


@kit
def test_altar_of_shadows_counts_every_counter(table: Table) -> None:
    """CR 107.3c: three charge counters add {B}{B}{B}; with none the trigger adds nothing."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Altar of Shadows", counters={"charge": 3})
    table.battlefield(1, "Altar of Shadows")
    table.next_turn()
    table.resolve_all()
    assert table.pool(1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert table.pool() == ["B", "B", "B"]


@kit
def test_eladamris_vineyard_gives_each_player_green(table: Table) -> None:
    """CR 603.7c, 106.4: Alice controls the Vineyard; at Bob's precombat main phase Bob adds
    {G}{G}, Alice nothing; at hers, she does. Bob spends it on his Grizzly Bears."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Eladamri's Vineyard")
    table.next_turn()
    table.resolve_all()
    assert table.pool(1) == ["G", "G"] and table.pool() == []
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert "Grizzly Bears" in table.names("battlefield", 1) and table.pool(1) == []
    table.go_to(Step.MAIN1, turn=3)
    table.resolve_all()
    assert table.pool() == ["G", "G"] and table.pool(1) == []


def _angels(table: Table, player: int = 0) -> int:
    return table.names("battlefield", player).count("Angel Token")


@kit
def test_resplendent_angel_after_five_lifelink_damage(table: Table) -> None:
    """CR 702.15b, 119.3: the Angel made 5/5 with lifelink deals 5 combat damage to Bob:
    Alice gained 5 life, so at her end step she creates a 4/4 Angel token."""
    table.battlefield(0, "Resplendent Angel")
    table.lands(0, "Plains", 6)
    table.activate("Resplendent Angel")
    table.resolve()
    table.attack("Resplendent Angel")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 25)
    assert _angels(table) == 0
    table.go_to(Step.END)
    table.resolve_all()
    assert _angels(table) == 1
    assert table.power("Angel Token") == 4 and table.has_keyword("Angel Token", "vigilance")


@kit
def test_resplendent_angel_four_life_is_not_enough(table: Table) -> None:
    """CR 603.4: Sacred Nectar gains Alice 4 life: at the end step the ability doesn't
    trigger."""
    table.battlefield(0, "Resplendent Angel")
    table.lands(0, "Plains", 2)
    table.hand(0, "Sacred Nectar")
    table.cast("Sacred Nectar")
    table.resolve()
    table.assert_life(0, 24)
    table.go_to(Step.END)
    table.resolve_all()
    assert _angels(table) == 0


@kit
def test_resplendent_angel_adds_up_the_gains(table: Table) -> None:
    """CR 119.3: two Sacred Nectars, 4 life each, are 8 life gained this turn: a token at
    Alice's end step; at Bob's end step (nothing gained in his turn) no other."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Resplendent Angel")
    table.lands(0, "Plains", 4)
    table.hand(0, "Sacred Nectar", "Sacred Nectar")
    table.cast("Sacred Nectar")
    table.resolve()
    table.cast("Sacred Nectar")
    table.resolve()
    table.go_to(Step.END)
    table.resolve_all()
    assert _angels(table) == 1
    table.next_turn()
    table.go_to(Step.END)
    table.resolve_all()
    assert _angels(table) == 1


@kit
def test_dunerider_outlaw_grows_after_hitting_an_opponent(table: Table) -> None:
    """CR 120.3, 603.4: the Outlaw deals 1 combat damage to Bob: a +1/+1 counter at Alice's
    end step; at Bob's end step, having dealt him none in his turn, no other."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Dunerider Outlaw")
    table.attack("Dunerider Outlaw")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    table.assert_counters("Dunerider Outlaw", "+1/+1", 0)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_counters("Dunerider Outlaw", "+1/+1", 1)
    table.next_turn()
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_counters("Dunerider Outlaw", "+1/+1", 1)


@kit
def test_dunerider_outlaw_blocked_does_not_grow(table: Table) -> None:
    """CR 603.4: blocked by Bob's Ornithopter, the Outlaw deals its damage to it, none to
    Bob; Alice's Grizzly Bears hitting Bob is not the Outlaw's damage: no counter."""
    table.battlefield(0, "Dunerider Outlaw", "Grizzly Bears")
    table.battlefield(1, "Ornithopter")
    table.attack("Dunerider Outlaw", "Grizzly Bears")
    table.block({"Ornithopter": "Dunerider Outlaw"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Dunerider Outlaw", "battlefield", 0)
    table.assert_counters("Dunerider Outlaw", "+1/+1", 0)


@kit
def test_unnatural_growth_doubles_at_each_combat(table: Table) -> None:
    """CR 701.10b, 514.2: at Alice's beginning of combat her Grizzly Bears and Hill Giant
    double (4/4, 6/6), Bob's Gray Ogre doesn't; the effect ends with the turn, and at Bob's
    beginning of combat hers double again from 2/2."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre")
    table.lands(0, "Forest", 5)
    table.hand(0, "Unnatural Growth")
    table.cast("Unnatural Growth")
    table.resolve()
    assert table.power("Grizzly Bears") == 2
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (6, 6)
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (2, 2)
    table.next_turn()
    assert table.power("Grizzly Bears") == 2
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.power("Gray Ogre") == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(PRINTED)
