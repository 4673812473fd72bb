"""Conditions on what happened this turn, read from the turn's records (CR 700.11, 601.2i,
603.6a), played from printed cards as intervening "if" clauses (603.4) and "as long as"
(611.3a).

Child of the Volcano ("At the beginning of your end step, if you descended this turn, put a
+1/+1 counter on this creature."): after its controller's Grizzly Bears died (a permanent
card put into its owner's graveyard, 700.11) it gets the counter; after only Shock (an
instant card) went there, or an opponent's creature died, none. Invisible Woman ("At the
beginning of combat on your turn, if you've cast a noncreature spell this turn, create a
0/3 colorless Wall creature token with defender and reach.") makes the Wall after Shock was
cast, not after a creature spell. Mechan Shieldmate ("As long as an artifact entered the
battlefield under your control this turn, this creature can attack as though it didn't have
defender.") attacks once Ornithopter entered, and is refused before (702.3b, 732). Starlit
Soothsayer ("At the beginning of your end step, if you gained or lost life this turn,
surveil 1.") surveils after its controller was dealt damage by Shock (119.3), not in a turn
where that player's life didn't change. None of
these records can be undone within the turn, so the check on resolution (603.4) matches the
check as it triggered.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CHILD_OF_THE_VOLCANO = CardDef(
    name="Child of the Volcano", mana_cost="{3}{R}", type_line="Creature — Elemental",
    text="Trample\nAt the beginning of your end step, if you descended this turn, put a "
         "+1/+1 counter on this creature. (You descended if a permanent card was put into "
         "your graveyard from anywhere.)", power="3", toughness="3")
INVISIBLE_WOMAN = CardDef(
    name="Invisible Woman", mana_cost="{2}{W}", type_line="Legendary Creature — Human Hero",
    text="At the beginning of combat on your turn, if you've cast a noncreature spell this "
         "turn, create a 0/3 colorless Wall creature token with defender and reach.\nWhenever "
         "you attack, you may pay {R}{G}{W}{U}. When you do, target creature gets +1/+0 until "
         "end of turn for each creature you control and can't be blocked this turn.",
    power="3", toughness="3")
MECHAN_SHIELDMATE = CardDef(
    name="Mechan Shieldmate", mana_cost="{1}{U}", type_line="Artifact Creature — Robot Soldier",
    text="Defender\nAs long as an artifact entered the battlefield under your control this "
         "turn, this creature can attack as though it didn't have defender.",
    power="3", toughness="2")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")
SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")
STARLIT_SOOTHSAYER = CardDef(
    name="Starlit Soothsayer", mana_cost="{2}{B}", type_line="Creature — Bat Cleric",
    text="Flying\nAt the beginning of your end step, if you gained or lost life this turn, "
         "surveil 1. (Look at the top card of your library. You may put it into your "
         "graveyard.)", power="2", toughness="2")

CARDS = (CHILD_OF_THE_VOLCANO, INVISIBLE_WOMAN, MECHAN_SHIELDMATE, ORNITHOPTER, SHOCK,
         STARLIT_SOOTHSAYER)
kit = pytest.mark.plugins(extra={"this-turn-kit": card_pool("this-turn-kit", CARDS)})


def _child_after_shock(table: Table, target: str | None, owner: int = 0) -> None:
    table.battlefield(0, "Child of the Volcano")
    if target is not None:
        table.battlefield(owner, target)
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=[target if target is not None else "Bob"])
    table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()


@kit
def test_child_of_the_volcano_after_your_creature_died_grows(table: Table) -> None:
    """CR 700.11: your Grizzly Bears, a permanent card, went to your graveyard: descended."""
    _child_after_shock(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_counters("Child of the Volcano", "+1/+1", 1)


@kit
def test_child_of_the_volcano_after_an_instant_only_does_not_grow(table: Table) -> None:
    """CR 700.11, 110.4a: an instant card in your graveyard is no permanent card."""
    _child_after_shock(table, None)
    table.assert_life(1, 18)
    table.assert_counters("Child of the Volcano", "+1/+1", 0)


@kit
def test_child_of_the_volcano_after_an_opponents_creature_died_does_not_grow(
        table: Table) -> None:
    """CR 700.11: the opponent's creature went to its owner's graveyard, not yours."""
    _child_after_shock(table, "Grizzly Bears", owner=1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_counters("Child of the Volcano", "+1/+1", 0)


def _tokens(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0) if o.is_token)


@kit
def test_invisible_woman_after_a_noncreature_spell_makes_a_wall(table: Table) -> None:
    """CR 601.2i, 603.4: Shock was cast this turn: the Wall token at the beginning of combat."""
    table.battlefield(0, "Invisible Woman")
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert _tokens(table) == 1
    wall = next(o for o in table.game.battlefield(0) if o.is_token)
    assert table.game.chars(wall.id).type_line.has_subtype("Wall")


@kit
def test_invisible_woman_after_a_creature_spell_only_makes_none(table: Table) -> None:
    """CR 603.4: only a creature spell was cast this turn: no trigger, no token."""
    table.battlefield(0, "Invisible Woman")
    table.hand(0, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert _tokens(table) == 0


@kit
def test_mechan_shieldmate_attacks_once_an_artifact_entered(table: Table) -> None:
    """CR 611.3a, 603.6a: Ornithopter entered under your control: the defender may attack."""
    table.battlefield(0, "Mechan Shieldmate")
    table.hand(0, "Ornithopter")
    table.cast("Ornithopter")
    table.resolve_all()
    table.attack("Mechan Shieldmate")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)


@kit
def test_mechan_shieldmate_cannot_attack_without_an_artifact_entering(table: Table) -> None:
    """CR 702.3b, 732: no artifact entered this turn: the attack is refused."""
    table.battlefield(0, "Mechan Shieldmate")
    table.battlefield(0, "Ornithopter")
    table.assert_illegal(table.attack, "Mechan Shieldmate")
    table.assert_life(1, 20)


def _soothsayer(table: Table, shock: str) -> None:
    table.battlefield(0, "Starlit Soothsayer")
    table.library(0, "Island", "Forest")
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=[shock])
    table.resolve_all()
    table.on_decision("surveil", by_name("Island"))
    table.go_to(Step.END)
    table.resolve_all()


@kit
def test_starlit_soothsayer_after_losing_life_surveils(table: Table) -> None:
    """CR 119.3, 701.25a: its controller lost 2 life this turn: surveil 1 (Island milled)."""
    _soothsayer(table, "Alice")
    table.assert_life(0, 18)
    table.assert_logged(rule="701.25a", contains="surveils 1")
    table.assert_zone("Island", Zone.GRAVEYARD, 0)


@kit
def test_starlit_soothsayer_with_life_unchanged_does_not_surveil(table: Table) -> None:
    """CR 603.4: only the opponent's life changed: no trigger, the library untouched."""
    _soothsayer(table, "Bob")
    table.assert_life(1, 18)
    table.assert_not_logged(rule="701.25a")
    table.assert_zone("Island", Zone.LIBRARY, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
