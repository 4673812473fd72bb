"""Printed static abilities that function in their owner's graveyard, played (CR 113.6b,
611.3b, 611.3a).

Anger ("As long as this card is in your graveyard and you control a Mountain, creatures you
control have haste."): cast, Bolted into the graveyard, it gives Alice's creatures haste only
while she controls a Mountain, never Bob's, and no longer once Raise Dead returns it to her
hand. Wonder gives flying the same way with an Island. Dearly Departed ("As long as this
creature is in your graveyard, each Human creature you control enters with an additional
+1/+1 counter on it."): cast, Murdered, Alice's Youthful Knight enters with a +1/+1 counter,
her Grizzly Bears (not a Human) without one.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ANGER = CardDef(
    name="Anger", mana_cost="{3}{R}", type_line="Creature — Incarnation",
    text="Haste\nAs long as this card is in your graveyard and you control a Mountain, "
         "creatures you control have haste.", power="2", toughness="2")
WONDER = CardDef(
    name="Wonder", mana_cost="{3}{U}", type_line="Creature — Incarnation",
    text="Flying\nAs long as this card is in your graveyard and you control an Island, "
         "creatures you control have flying.", power="2", toughness="2")
DEARLY_DEPARTED = CardDef(
    name="Dearly Departed", mana_cost="{4}{W}{W}", type_line="Creature — Spirit",
    text="Flying\nAs long as this creature is in your graveyard, each Human creature you "
         "control enters with an additional +1/+1 counter on it.", power="5", toughness="5")
RAISE_DEAD = CardDef(
    name="Raise Dead", mana_cost="{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to your hand.")

CARDS = (ANGER, WONDER, DEARLY_DEPARTED, RAISE_DEAD)
kit = pytest.mark.plugins("haste", extra={"graveyard-statics-kit": card_pool("graveyard-statics-kit",
                                                                    CARDS)})


def _cast(table: Table, name: str, mana: str, targets: list[str] | None = None) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=targets or [])
    table.resolve()
    table.resolve_all()


def _has(table: Table, name: str, keyword: str, player: int = 0) -> bool:
    obj = next(o for o in table.game.objects_in(Zone.BATTLEFIELD, player) if o.card.name == name)
    return table.game.has_keyword(obj.id, keyword)


@kit
def test_anger_gives_haste_from_the_graveyard_with_a_mountain(table: Table) -> None:
    """CR 113.6b, 611.3b: on the battlefield its ability does nothing (Bears: no haste); in
    Alice's graveyard with no Mountain, nothing; with a Mountain, her creatures have haste
    (702.10) and Bob's don't; the Mountain gone or Anger back in her hand: none."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    _cast(table, "Anger", "RRRR")
    assert not _has(table, "Grizzly Bears", "haste")
    _cast(table, "Lightning Bolt", "R", targets=["Anger"])
    table.assert_zone("Anger", Zone.GRAVEYARD, 0)
    assert not _has(table, "Grizzly Bears", "haste")
    mountain = table.battlefield(0, "Mountain")[0]
    table.refresh()
    assert _has(table, "Grizzly Bears", "haste")
    assert not _has(table, "Grizzly Bears", "haste", player=1)
    table.game.move(mountain.id, Zone.GRAVEYARD, rule="test")
    table.refresh()
    assert not _has(table, "Grizzly Bears", "haste")
    table.battlefield(0, "Mountain")
    table.refresh()
    assert _has(table, "Grizzly Bears", "haste")
    _cast(table, "Raise Dead", "B", targets=["Anger"])
    table.assert_zone("Anger", Zone.HAND, 0)
    assert not _has(table, "Grizzly Bears", "haste")


@kit
def test_wonder_gives_flying_from_the_graveyard_with_an_island(table: Table) -> None:
    """CR 113.6b, 702.9a: Wonder Bolted into the graveyard, an Island: Alice's Bears fly and
    can't be blocked by Bob's Bears (509.1b); Bob's creatures don't fly."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    _cast(table, "Wonder", "UUUU")
    _cast(table, "Lightning Bolt", "R", targets=["Wonder"])
    assert not _has(table, "Grizzly Bears", "flying")
    table.battlefield(0, "Island")
    table.refresh()
    assert _has(table, "Grizzly Bears", "flying")
    assert not _has(table, "Grizzly Bears", "flying", player=1)


@kit
def test_dearly_departed_adds_a_counter_to_humans_from_the_graveyard(table: Table) -> None:
    """CR 614.1c, 614.12, 113.6b: Dearly Departed on the battlefield: Youthful Knight (a
    Human) enters with no counter; Murdered, in Alice's graveyard: the next Youthful Knight
    enters with a +1/+1 counter (a 3/2), Grizzly Bears with none."""
    _cast(table, "Dearly Departed", "WWWWWW")
    _cast(table, "Youthful Knight", "WW")
    assert table.find("Youthful Knight").counters.get("+1/+1", 0) == 0
    _cast(table, "Murder", "BBB", targets=["Dearly Departed"])
    table.assert_zone("Dearly Departed", Zone.GRAVEYARD, 0)
    table.game.move(table.find("Youthful Knight").id, Zone.EXILE, rule="test")
    _cast(table, "Youthful Knight", "WW")
    knight = table.find("Youthful Knight", zone=Zone.BATTLEFIELD)
    assert knight.counters.get("+1/+1") == 1
    assert table.power("Youthful Knight") == 3
    _cast(table, "Grizzly Bears", "GG")
    assert table.find("Grizzly Bears").counters.get("+1/+1", 0) == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
