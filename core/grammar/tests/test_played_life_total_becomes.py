""""[A player's] life total becomes N" played (CR 119.5).

The player gains or loses the life needed to end up with the new total, so it is a life gain
(Ajani's Pridemate triggers) or a life loss (Exquisite Blood sees it), "can't gain life"
leaves a lower total as it is (119.7), and a total already N changes nothing. Elderscale
Wurm's intervening "if your life total is less than 7" (603.4) is asked as it triggers and
as it resolves. Every card comes with its exact Oracle text (the test at the end compares
them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

BLESSED_WIND = CardDef(
    name="Blessed Wind", mana_cost="{7}{W}{W}", type_line="Sorcery",
    text="Target player's life total becomes 20.")
MAGISTER_SPHINX = CardDef(
    name="Magister Sphinx", mana_cost="{4}{W}{U}{B}", type_line="Artifact Creature — Sphinx",
    text="Flying\nWhen this creature enters, target player's life total becomes 10.",
    power="5", toughness="5")
OKETRAS_LAST_MERCY = CardDef(
    name="Oketra's Last Mercy", mana_cost="{1}{W}{W}", type_line="Sorcery",
    text="Your life total becomes equal to your starting life total. Lands you control don't "
         "untap during your next untap step.")
ELDERSCALE_WURM = CardDef(
    name="Elderscale Wurm", mana_cost="{4}{G}{G}{G}", type_line="Creature — Wurm",
    text="Trample\nWhen this creature enters, if your life total is less than 7, your life "
         "total becomes 7.\nAs long as you have 7 or more life, damage that would reduce your "
         "life total to less than 7 reduces it to 7 instead.",
    power="7", toughness="7")
AJANIS_PRIDEMATE = CardDef(
    name="Ajani's Pridemate", mana_cost="{1}{W}", type_line="Creature — Cat Soldier",
    text="Whenever you gain life, put a +1/+1 counter on this creature.",
    power="2", toughness="2")
EXQUISITE_BLOOD = CardDef(
    name="Exquisite Blood", mana_cost="{4}{B}", type_line="Enchantment",
    text="Whenever an opponent loses life, you gain that much life.")
LEYLINE_OF_PUNISHMENT = CardDef(
    name="Leyline of Punishment", mana_cost="{2}{R}{R}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nPlayers can't gain life.\nDamage can't be prevented.")

PRINTED = (BLESSED_WIND, MAGISTER_SPHINX, OKETRAS_LAST_MERCY, ELDERSCALE_WURM,
           AJANIS_PRIDEMATE, EXQUISITE_BLOOD, LEYLINE_OF_PUNISHMENT)
kit = pytest.mark.plugins(extra={"life-total-kit": card_pool("life-total-kit", PRINTED)})


def _blessed_wind(table: Table, target: str) -> None:
    table.lands(0, "Plains", 9)
    table.hand(0, "Blessed Wind")
    table.cast("Blessed Wind", targets=[target])
    table.resolve_all()  # the spell, then what it triggered


@kit
def test_blessed_wind_raises_a_life_total_by_a_life_gain(table: Table) -> None:
    """CR 119.5: Alice at 3 becomes 20 by gaining 17 life, a life gain event: her Ajani's
    Pridemate gets a counter (119.9)."""
    table.battlefield(0, "Ajani's Pridemate")
    table.game.update_player(0, life=3)
    _blessed_wind(table, "Alice")
    table.assert_life(0, 20)
    table.assert_logged(rule="119.5", contains="gains 17 life")
    table.assert_counters("Ajani's Pridemate", "+1/+1", 1)


@kit
def test_blessed_wind_lowers_a_life_total_by_a_life_loss(table: Table) -> None:
    """CR 119.5: Bob at 27 becomes 20 by losing 7 life: Alice's Exquisite Blood gains her 7
    ("whenever an opponent loses life")."""
    table.battlefield(0, "Exquisite Blood")
    table.game.update_player(1, life=27)
    _blessed_wind(table, "Bob")
    table.assert_life(1, 20)
    table.assert_life(0, 27)


@kit
def test_a_player_who_cant_gain_life_keeps_a_lower_total(table: Table) -> None:
    """CR 119.7: under Leyline of Punishment, Alice at 3 stays at 3: the life she would gain
    to reach 20 is not gained."""
    table.battlefield(1, "Leyline of Punishment")
    table.game.update_player(0, life=3)
    _blessed_wind(table, "Alice")
    table.assert_life(0, 3)


@kit
def test_a_life_total_already_that_number_changes_nothing(table: Table) -> None:
    """CR 119.5: Alice at 20 gains and loses nothing: no life gain event, the Pridemate gets
    no counter."""
    table.battlefield(0, "Ajani's Pridemate")
    _blessed_wind(table, "Alice")
    table.assert_life(0, 20)
    table.assert_counters("Ajani's Pridemate", "+1/+1", 0)


@kit
def test_magister_sphinx_sets_the_target_players_life_total(table: Table) -> None:
    """CR 119.5, 603.3d: the Sphinx's enters trigger targets Bob, at 20: he loses 10."""
    table.lands(0, "Plains", 4)
    table.lands(0, "Island", 1)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Magister Sphinx")
    table.cast("Magister Sphinx")
    table.answer("targets", "Bob")
    table.resolve_all()
    table.assert_life(1, 10)
    table.assert_life(0, 20)


@kit
def test_oketras_last_mercy_restores_the_starting_life_total(table: Table) -> None:
    """CR 119.5, 103.4: Alice at 4 goes back to 20, the starting life total."""
    table.game.update_player(0, life=4)
    table.lands(0, "Plains", 3)
    table.hand(0, "Oketra's Last Mercy")
    table.cast("Oketra's Last Mercy")
    table.resolve()
    table.assert_life(0, 20)


def _cast_wurm(table: Table) -> None:
    table.lands(0, "Forest", 7)
    table.hand(0, "Elderscale Wurm")
    table.cast("Elderscale Wurm")
    table.resolve()


@kit
def test_elderscale_wurm_below_seven_becomes_seven(table: Table) -> None:
    """CR 603.4, 119.5: Alice at 2: the trigger's "if" holds; she gains 5 and is at 7."""
    table.game.update_player(0, life=2)
    _cast_wurm(table)
    table.resolve()
    table.assert_life(0, 7)


@kit
def test_elderscale_wurm_at_seven_or_more_doesnt_trigger(table: Table) -> None:
    """CR 603.4: Alice at 12: "if your life total is less than 7" is false, nothing
    triggers and her life total stays 12 (not 7)."""
    table.game.update_player(0, life=12)
    _cast_wurm(table)
    assert not table.game.stack()
    table.assert_life(0, 12)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
