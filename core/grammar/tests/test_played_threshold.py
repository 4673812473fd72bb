"""Printed threshold statics played: "[~] gets +N/+M [and has ...] as long as there are seven
or more cards in your graveyard" and "As long as there are seven or more cards in your
graveyard, ~ gets +N/+M and has flying / can't be blocked" (CR 611.3a, 613.4c, 613.1f,
509.1b; "Threshold" is an ability word, 207.2c).

The condition is one phrase ("there are N or more cards in your graveyard") read alike by
"If ...", "as long as ..." and "Activate only if ..."; the static ability's effects exist
exactly while it holds, asked on each layer pass.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import can_block
from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

WEREBEAR = CardDef(
    name="Werebear", mana_cost="{1}{G}", type_line="Creature — Human Bear Druid",
    text="{T}: Add {G}.\nThreshold — This creature gets +3/+3 as long as there are seven or "
         "more cards in your graveyard.", power="1", toughness="1")
MYSTIC_ZEALOT = CardDef(
    name="Mystic Zealot", mana_cost="{3}{W}", type_line="Creature — Human Nomad Mystic",
    text="Threshold — As long as there are seven or more cards in your graveyard, this "
         "creature gets +1/+1 and has flying.", power="2", toughness="4")
NIGHTWHORL_HERMIT = CardDef(
    name="Nightwhorl Hermit", mana_cost="{2}{U}", type_line="Creature — Rat Rogue",
    text="Vigilance\nThreshold — As long as there are seven or more cards in your graveyard, "
         "this creature gets +1/+0 and can't be blocked.", power="1", toughness="4")
SILVER_SERAPH = CardDef(
    name="Silver Seraph", mana_cost="{5}{W}{W}{W}", type_line="Creature — Angel",
    text="Flying\nThreshold — Other creatures you control get +2/+2 as long as there are "
         "seven or more cards in your graveyard.", power="6", toughness="6")

SERRA_ASCENDANT = CardDef(
    name="Serra Ascendant", mana_cost="{W}", type_line="Creature — Human Monk",
    text="Lifelink (Damage dealt by this creature also causes you to gain that much life.)\n"
         "As long as you have 30 or more life, this creature gets +5/+5 and has flying.",
    power="1", toughness="1")

CARDS = (WEREBEAR, MYSTIC_ZEALOT, NIGHTWHORL_HERMIT, SILVER_SERAPH, SERRA_ASCENDANT)
kit = pytest.mark.plugins(extra={"threshold-kit": card_pool("threshold-kit", CARDS)})


@kit
def test_werebear_gets_plus_three_only_with_seven_cards_in_your_graveyard(
        table: Table) -> None:
    """CR 611.3a: six cards, a 1/1; the seventh card, a 4/4; the opponent's graveyard does
    not count ("your graveyard")."""
    table.battlefield(0, "Werebear")
    table.graveyard(0, *["Island"] * 6)
    table.graveyard(1, *["Island"] * 5)
    assert (table.power("Werebear"), table.toughness("Werebear")) == (1, 1)
    table.graveyard(0, "Forest")
    assert (table.power("Werebear"), table.toughness("Werebear")) == (4, 4)


@kit
def test_mystic_zealot_has_flying_and_the_bonus_only_at_threshold(table: Table) -> None:
    """CR 611.3a, 613.1f, 613.4c: the condition said first; both effects come and go with
    it."""
    table.battlefield(0, "Mystic Zealot")
    table.graveyard(0, *["Island"] * 6)
    assert not table.has_keyword("Mystic Zealot", "flying")
    assert table.power("Mystic Zealot") == 2
    table.graveyard(0, "Island")
    assert table.has_keyword("Mystic Zealot", "flying")
    assert (table.power("Mystic Zealot"), table.toughness("Mystic Zealot")) == (3, 5)


def _hermit_attacks(table: Table, graveyard: int) -> None:
    table.battlefield(1, "Nightwhorl Hermit")
    table.graveyard(1, *["Island"] * graveyard)
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.attack("Nightwhorl Hermit")


@kit
def test_nightwhorl_hermit_can_be_blocked_below_threshold(table: Table) -> None:
    """CR 509.1b: with six cards the restriction does not exist: the Bears may block."""
    _hermit_attacks(table, 6)
    assert table.blocks_offered() == {("Grizzly Bears", "Nightwhorl Hermit")}


@kit
def test_nightwhorl_hermit_cant_be_blocked_at_threshold(table: Table) -> None:
    """CR 509.1b, 732: with seven cards no block is offered, one is refused and the game
    is as it was."""
    _hermit_attacks(table, 7)
    assert table.power("Nightwhorl Hermit") == 2
    assert table.blocks_offered() == set()
    before = table.game.to_json()
    reason = can_block(table.game, table.find("Grizzly Bears").id,
                       table.find("Nightwhorl Hermit").id)
    assert reason is not None and "can't be blocked" in reason
    with pytest.raises(IllegalActionError, match=r"509\.1"):
        table.block({"Grizzly Bears": "Nightwhorl Hermit"})
    assert table.game.to_json() == before


@kit
def test_silver_seraph_pumps_the_others_at_threshold(table: Table) -> None:
    """CR 611.3a, 613.4c: "Other creatures you control": the Seraph and the opponent's
    creature keep their size."""
    table.battlefield(0, "Silver Seraph", "Grizzly Bears")
    table.battlefield(1, "Werebear")
    table.graveyard(0, *["Island"] * 7)
    assert table.power("Grizzly Bears") == 4
    assert table.power("Silver Seraph") == 6
    assert table.power("Werebear") == 1


@kit
def test_serra_ascendant_at_thirty_life(table: Table) -> None:
    """CR 611.3a, 119: the same static ability on the life condition of the same phrase:
    19 life, a 1/1 without flying; 30, a 6/6 with flying."""
    table.battlefield(0, "Serra Ascendant")
    table.game.lose_life(0, 1)
    assert table.power("Serra Ascendant") == 1
    assert not table.has_keyword("Serra Ascendant", "flying")
    table.game.gain_life(0, 11)
    assert (table.power("Serra Ascendant"), table.toughness("Serra Ascendant")) == (6, 6)
    assert table.has_keyword("Serra Ascendant", "flying")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
