""""Whenever you cast your second spell each turn", "Whenever an opponent casts their second
spell each turn" and "Whenever you draw your second card each turn", played from printed
cards (CR 601.2i, 121.1, 603.2).

The trigger event is one player's second spell cast (or card drawn) this turn: the first
and the third don't trigger, another player's spells don't count toward it, and a new turn
starts again from none. "Draw two cards" draws them one at a time (121.1, 121.2), so the
second of them triggers. The printed cards come from the pool below with their exact Oracle
text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

THUNDER_DRAKE = CardDef(
    name="Thunder Drake", mana_cost="{3}{U}", type_line="Creature — Elemental Drake",
    keywords=("Flying",), text="Flying\nWhenever you cast your second spell each turn, put a "
    "+1/+1 counter on this creature.", power="2", toughness="3")
MONOLOGUE_TAX = CardDef(
    name="Monologue Tax", mana_cost="{2}{W}", type_line="Enchantment", keywords=("Treasure",),
    text="Whenever an opponent casts their second spell each turn, you create a Treasure "
         "token.")
LAT_NAM_ADEPT = CardDef(
    name="Lat-Nam Adept", mana_cost="{3}{U}", type_line="Creature — Human Wizard",
    text="Whenever you draw your second card each turn, put a +1/+1 counter on this "
         "creature.", power="3", toughness="3")
DIVINATION = CardDef(name="Divination", mana_cost="{2}{U}", type_line="Sorcery",
                     text="Draw two cards.")

PRINTED = (THUNDER_DRAKE, MONOLOGUE_TAX, LAT_NAM_ADEPT, DIVINATION)

kit = pytest.mark.plugins(extra={"second-kit": card_pool("second-kit", PRINTED)})


def _unsummon(table: Table, target: str) -> None:
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=[target])
    table.resolve_all()


@kit
def test_thunder_drake_grows_on_the_second_spell_only(table: Table) -> None:
    table.battlefield(0, "Thunder Drake")
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.lands(0, "Island", 4)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    _unsummon(table, "Grizzly Bears")
    table.assert_counters("Thunder Drake", "+1/+1", 0)  # the first spell: no trigger
    _unsummon(table, "Grizzly Bears")
    table.assert_counters("Thunder Drake", "+1/+1", 1)  # CR 603.2: the second spell
    _unsummon(table, "Grizzly Bears")
    table.assert_counters("Thunder Drake", "+1/+1", 1)  # the third: no trigger
    table.next_turn()
    table.next_turn()  # a new turn of its controller: counted again from none
    _unsummon(table, "Grizzly Bears")
    table.assert_counters("Thunder Drake", "+1/+1", 1)


@kit
def test_monologue_tax_counts_each_opponent_s_own_spells(table: Table) -> None:
    table.battlefield(0, "Monologue Tax")
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.lands(1, "Island", 2)
    table.hand(0, "Unsummon")
    table.hand(1, "Unsummon", "Unsummon")
    bears = [o.id for o in table.game.battlefield(1) if o.card.name == "Grizzly Bears"]
    mine = [o.id for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]
    table.cast("Unsummon", targets=[bears[0]])  # your spell: not an opponent's
    table.pass_priority()
    table.cast("Unsummon", targets=[mine[0]])  # the opponent's first: the second spell cast
    table.resolve_all()
    assert not [o for o in table.game.battlefield(0) if o.is_token]
    table.pass_priority()
    table.cast("Unsummon", targets=[mine[1]])  # the opponent's second spell this turn
    table.resolve_all()
    assert [o.card.name for o in table.game.battlefield(0) if o.is_token] == ["Treasure Token"]


@kit
def test_lat_nam_adept_grows_on_the_second_card_drawn(table: Table) -> None:
    table.battlefield(0, "Lat-Nam Adept")
    table.lands(0, "Island", 6)
    table.library(0, *(["Island"] * 6))
    table.hand(0, "Divination", "Divination")
    table.cast("Divination")
    table.resolve_all()
    # CR 121.1, 603.2: the cards are drawn one at a time; the second triggers it
    table.assert_counters("Lat-Nam Adept", "+1/+1", 1)
    table.cast("Divination")
    table.resolve_all()
    table.assert_counters("Lat-Nam Adept", "+1/+1", 1)  # the third and fourth: no trigger


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
