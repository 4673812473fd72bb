"""Printed "As long as [condition], [anthem]", played (CR 611.3a, 613.4c, 613.1f):
"As long as this enchantment has seven or more quest counters on it, creatures you control
get +5/+5." (Beastmaster Ascension; 122.1), "As long as this creature entered this turn,
creatures you control have haste." (Keldon Strike Team; 603.6a, 400.7), "As long as you have
one or fewer cards in hand, Minotaurs you control get +2/+0." (Neheb, the Worthy; 402.1).

Each anthem applies while its condition holds, asked again on every layer pass, and not
otherwise.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

BEASTMASTER_ASCENSION = CardDef(
    name="Beastmaster Ascension", mana_cost="{2}{G}", type_line="Enchantment",
    text="Whenever a creature you control attacks, you may put a quest counter on this "
         "enchantment.\nAs long as this enchantment has seven or more quest counters on it, "
         "creatures you control get +5/+5.")
KELDON_STRIKE_TEAM = CardDef(
    name="Keldon Strike Team", mana_cost="{2}{R}", type_line="Creature — Human Warrior",
    text="Kicker {1}{W} (You may pay an additional {1}{W} as you cast this spell.)\nWhen this "
         "creature enters, if it was kicked, create two 1/1 white Soldier creature tokens.\n"
         "As long as this creature entered this turn, creatures you control have haste.",
    power="3", toughness="1")
NEHEB = CardDef(
    name="Neheb, the Worthy", mana_cost="{1}{B}{R}",
    type_line="Legendary Creature — Minotaur Warrior",
    text="First strike\nOther Minotaurs you control have first strike.\nAs long as you have "
         "one or fewer cards in hand, Minotaurs you control get +2/+0.\nWhenever Neheb deals "
         "combat damage to a player, each player discards a card.",
    power="2", toughness="2")

CARDS = (BEASTMASTER_ASCENSION, KELDON_STRIKE_TEAM, NEHEB)
kit = pytest.mark.plugins("kicker", "haste", extra={"as-long-as-kit": card_pool("as-long-as-kit", CARDS)})


@kit
def test_six_quest_counters_are_not_enough(table: Table) -> None:
    """CR 611.3a: six quest counters: Grizzly Bears stays a 2/2."""
    table.battlefield(0, "Beastmaster Ascension", counters={"quest": 6})
    table.battlefield(0, "Grizzly Bears")
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_seven_quest_counters_give_plus_five(table: Table) -> None:
    """CR 122.1, 613.4c: seven quest counters: Grizzly Bears is a 7/7, the opponent's Savannah
    Lions unchanged."""
    table.battlefield(0, "Beastmaster Ascension", counters={"quest": 7})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (7, 7)
    assert table.power("Savannah Lions") == 2


@kit
def test_keldon_strike_team_gives_haste_the_turn_it_entered(table: Table) -> None:
    """CR 603.6a, 611.3a: the turn Keldon Strike Team entered, the Grizzly Bears that came
    under its controller's control this turn has haste (it may attack); the next turn the
    Team entered no more this turn: no haste."""
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Keldon Strike Team")
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    assert not table.has_keyword("Grizzly Bears", "haste")
    table.cast("Keldon Strike Team", pay={"kicker": False})
    table.resolve_all()
    assert table.has_keyword("Grizzly Bears", "haste")
    assert table.has_keyword("Keldon Strike Team", "haste")
    table.attack("Grizzly Bears")  # CR 302.6: haste lets it attack the turn it came
    assert table.game.is_attacking(table.find("Grizzly Bears").id)
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert not table.has_keyword("Grizzly Bears", "haste")


@kit
def test_neheb_gets_plus_two_with_one_or_fewer_cards_in_hand(table: Table) -> None:
    """CR 402.1, 611.3a: two cards in hand: Neheb is a 2/2; one card: a 4/2."""
    table.battlefield(0, "Neheb, the Worthy")
    table.hand(0, "Grizzly Bears", "Lightning Bolt")
    table.refresh()
    assert (table.power("Neheb, the Worthy"), table.toughness("Neheb, the Worthy")) == (2, 2)
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert (table.power("Neheb, the Worthy"), table.toughness("Neheb, the Worthy")) == (4, 2)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
