"""Intervening "if" clauses of enters triggers (CR 603.4), played from printed cards: each
condition checked as the event happens (false: the ability doesn't trigger) and again as the
ability resolves (false by then: it does nothing).

Feasting Troll King ("When this creature enters, if you cast it from your hand, create
three Food tokens.") cast from its owner's hand makes three Foods; returned from the
graveyard by Zombify it was not cast (601.2a) and makes none. Iridescent Tiger ("When this
creature enters, if you cast it, add {W}{U}{B}{R}{G}.") cast adds the five mana; put onto
the battlefield by Zombify, nothing. Loyal Warhound ("When this creature enters, if an
opponent controls more lands than you, search your library for a basic Plains card, put it
onto the battlefield tapped, then shuffle.") searches while an opponent has more lands; with
as many lands as each opponent it doesn't trigger; when the opponent loses a land before it
resolves, it does nothing (603.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FEASTING_TROLL_KING = CardDef(
    name="Feasting Troll King", mana_cost="{2}{G}{G}{G}{G}",
    type_line="Creature — Troll Noble",
    text="Vigilance, trample\nWhen this creature enters, if you cast it from your hand, "
         "create three Food tokens. (They're artifacts with \"{2}, {T}, Sacrifice this token: "
         "You gain 3 life.\")\nSacrifice three Foods: Return this card from your graveyard to "
         "the battlefield. Activate only during your turn.", power="7", toughness="6")
IRIDESCENT_TIGER = CardDef(
    name="Iridescent Tiger", mana_cost="{4}{R}", type_line="Creature — Cat",
    text="When this creature enters, if you cast it, add {W}{U}{B}{R}{G}.",
    power="3", toughness="4")
ZOMBIFY = CardDef(
    name="Zombify", mana_cost="{3}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield.")
LOYAL_WARHOUND = CardDef(
    name="Loyal Warhound", mana_cost="{1}{W}", type_line="Creature — Dog",
    text="Vigilance\nWhen this creature enters, if an opponent controls more lands than you, "
         "search your library for a basic Plains card, put it onto the battlefield tapped, "
         "then shuffle.", power="3", toughness="1")

CARDS = (FEASTING_TROLL_KING, IRIDESCENT_TIGER, ZOMBIFY, LOYAL_WARHOUND)
kit = pytest.mark.plugins(extra={"intervening-if-kit": card_pool("intervening-if-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def _foods(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0)
               if table.game.chars(o.id).type_line.has_subtype("Food"))


@kit
def test_troll_king_cast_from_hand_makes_three_foods(table: Table) -> None:
    """CR 601.2a, 603.4: cast from its owner's hand: three Food tokens."""
    table.hand(0, "Feasting Troll King")
    table.mana(0, "GGGGGG")
    table.cast("Feasting Troll King")
    table.resolve_all()
    table.assert_zone("Feasting Troll King", Zone.BATTLEFIELD, 0)
    assert _foods(table) == 3


@kit
def test_troll_king_returned_by_zombify_makes_no_food(table: Table) -> None:
    """CR 603.4: put onto the battlefield by an effect, it wasn't cast: no trigger."""
    table.graveyard(0, "Feasting Troll King")
    table.hand(0, "Zombify")
    table.mana(0, "BBBB")
    table.cast("Zombify", targets=["Feasting Troll King"])
    table.resolve_all()
    table.assert_zone("Feasting Troll King", Zone.BATTLEFIELD, 0)
    assert _foods(table) == 0


@kit
def test_iridescent_tiger_cast_adds_five_mana(table: Table) -> None:
    """CR 601.2, 106.4: cast, it adds {W}{U}{B}{R}{G} to its controller's pool."""
    table.hand(0, "Iridescent Tiger")
    table.mana(0, "RRRRR")
    table.cast("Iridescent Tiger")
    table.resolve_all()
    pool = table.game.player(0).mana_pool
    assert sorted(str(pool).replace("{", "").replace("}", "")) == sorted("WUBRG"), pool


@kit
def test_iridescent_tiger_not_cast_adds_nothing(table: Table) -> None:
    """CR 603.4: returned by Zombify, never cast: no trigger, no mana."""
    table.graveyard(0, "Iridescent Tiger")
    table.hand(0, "Zombify")
    table.mana(0, "BBBB")
    table.cast("Zombify", targets=["Iridescent Tiger"])
    table.resolve_all()
    table.assert_zone("Iridescent Tiger", Zone.BATTLEFIELD, 0)
    assert not table.logged(contains="Iridescent Tiger adds")
    assert "W" not in str(table.game.player(0).mana_pool)


def _warhound(table: Table, mine: int, theirs: int) -> None:
    table.lands(1, "Plains", theirs)
    table.lands(0, "Plains", mine)
    table.library(0, "Plains", "Island")
    table.hand(0, "Loyal Warhound")


@kit
def test_warhound_behind_on_lands_fetches_a_plains(table: Table) -> None:
    """CR 603.4, 701.23a: the opponent has more lands: a basic Plains, tapped."""
    _warhound(table, 2, 3)
    table.answer("search", "Plains")
    table.cast("Loyal Warhound")
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0)
                if table.game.chars(o.id).name == "Plains"]) == 3
    assert table.tapped_count(0, "Plains") == 3  # the two paid with, and the one found


@kit
def test_warhound_even_on_lands_does_not_trigger(table: Table) -> None:
    """CR 603.4: as many lands as the opponent: no trigger, no search."""
    _warhound(table, 2, 2)
    seen = table.watch_decisions("search")
    table.cast("Loyal Warhound")
    table.resolve_all()
    assert not seen
    assert len(table.game.library(0)) == 2


@kit
def test_warhound_condition_false_on_resolution_does_nothing(table: Table) -> None:
    """CR 603.4: true as it entered, false as it resolves (the opponent's land gone)."""
    _warhound(table, 2, 3)
    seen = table.watch_decisions("search")
    table.cast("Loyal Warhound")
    table.resolve()  # the creature spell: it enters, the ability triggers
    assert table.game.stack(), "the ability triggered"
    gone = table.game.battlefield(1)[0]
    table.game.move(gone.id, Zone.GRAVEYARD)
    table.resolve_all()
    assert not seen
    assert len(table.game.library(0)) == 2


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
