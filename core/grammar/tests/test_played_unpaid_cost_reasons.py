"""Printed cards whose cost part can't be paid, played: casting or activating them is refused
naming the part and why (CR 118.3: a cost that can't be paid can't be begun; 601.2h, 602.2b),
citing the part's own rule (701.21a sacrificing, 701.9a discarding, 119.4 life), and the game
is left as it was (732). An additional cost from a spell's text (Village Rites, Thrill of
Possibility), a kicker cost the caster chose to pay (Bog Down, 702.33a) and an activated
ability's cost (Blasting Station, Icatian Crier). The cards come with their exact Oracle
definitions (the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import UnpaidCostError
from manastack.driver import Table
from manastack.model.cards import CardDef

VILLAGE_RITES = CardDef(
    name="Village Rites", mana_cost="{B}", type_line="Instant",
    text="As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.")
THRILL_OF_POSSIBILITY = CardDef(
    name="Thrill of Possibility", mana_cost="{1}{R}", type_line="Instant",
    text="As an additional cost to cast this spell, discard a card.\nDraw two cards.")
BLASTING_STATION = CardDef(
    name="Blasting Station", mana_cost="{3}", type_line="Artifact",
    text="{T}, Sacrifice a creature: This artifact deals 1 damage to any target.\nWhenever a "
         "creature enters, you may untap this artifact.")
ICATIAN_CRIER = CardDef(
    name="Icatian Crier", mana_cost="{2}{W}", type_line="Creature — Human Spellshaper",
    text="{1}{W}, {T}, Discard a card: Create two 1/1 white Citizen creature tokens.",
    power="1", toughness="1")
TRISKELION = CardDef(
    name="Triskelion", mana_cost="{6}", type_line="Artifact Creature — Construct",
    text="This creature enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from "
         "this creature: It deals 1 damage to any target.", power="1", toughness="1")
WIREWOOD_SYMBIOTE = CardDef(
    name="Wirewood Symbiote", mana_cost="{G}", type_line="Creature — Insect",
    text="Return an Elf you control to its owner's hand: Untap target creature. Activate only "
         "once each turn.", power="1", toughness="1")
BOG_DOWN = CardDef(
    name="Bog Down", mana_cost="{2}{B}", type_line="Sorcery",
    text="Kicker—Sacrifice two lands. (You may sacrifice two lands in addition to any other "
         "costs as you cast this spell.)\nTarget player discards two cards. If this spell was "
         "kicked, that player discards three cards instead.")

CARDS = (VILLAGE_RITES, THRILL_OF_POSSIBILITY, BLASTING_STATION, ICATIAN_CRIER, TRISKELION,
         WIREWOOD_SYMBIOTE, BOG_DOWN)

kit = pytest.mark.plugins("kicker", extra={"unpaid-costs-kit": card_pool("unpaid-costs-kit",
                                                                         CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def refused(table: Table, action: object, *args: object, **kwargs: object) -> UnpaidCostError:
    """The refusal of ``action`` at 601.2h (the game unchanged, 732), an ``UnpaidCostError``."""
    exc = table.assert_illegal(action, *args, rule="601.2h", **kwargs)  # type: ignore[arg-type]
    assert isinstance(exc, UnpaidCostError), exc
    return exc


@kit
def test_village_rites_with_no_creature_to_sacrifice_says_why(table: Table) -> None:
    """CR 701.21a, 118.3: "As an additional cost to cast this spell, sacrifice a creature"
    with no creature: refused, naming the part and that none of the caster's permanents
    can pay it."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Village Rites")
    exc = refused(table, table.cast, "Village Rites")
    assert "can't pay 'sacrifice a creature': only 0 can pay it, 1 needed" in exc.reason, exc
    assert {"118.3", "701.21a"} <= set(exc.rules), exc.rules
    table.battlefield(0, "Grizzly Bears")
    table.cast("Village Rites", sacrifice=["Grizzly Bears"])


@kit
def test_thrill_of_possibility_with_an_empty_hand_says_why(table: Table) -> None:
    """CR 701.9a, 118.3: "As an additional cost to cast this spell, discard a card" with no
    other card in hand (the spell itself is on the stack, 601.2a): refused, saying why."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Thrill of Possibility")
    exc = refused(table, table.cast, "Thrill of Possibility")
    assert "can't pay 'discard a card': only 0 can pay it, 1 needed" in exc.reason, exc
    assert {"118.3", "701.9a"} <= set(exc.rules), exc.rules


@kit
def test_bog_down_kicked_with_one_land_says_why(table: Table) -> None:
    """CR 702.33a, 701.21a: Bog Down's kicker, "Sacrifice two lands", chosen by a player with
    one land (Sol Ring and a Swamp pay {2}{B}): refused, saying only one land can pay it."""
    table.battlefield(0, "Sol Ring")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Bog Down")
    exc = refused(table, table.cast, "Bog Down", targets=["Bob"], pay={"kicker": True})
    assert "can't pay 'Sacrifice two lands': only 1 can pay it, 2 needed" in exc.reason, exc
    assert {"118.3", "701.21a"} <= set(exc.rules), exc.rules


@kit
def test_blasting_station_with_no_creature_to_sacrifice_says_why(table: Table) -> None:
    """CR 602.2b, 701.21a: "{T}, Sacrifice a creature" with no creature: the activation is
    refused naming the part and why."""
    table.battlefield(0, "Blasting Station")
    exc = refused(table, table.activate, "Blasting Station", targets=["Bob"])
    assert "can't pay 'Sacrifice a creature': only 0 can pay it, 1 needed" in exc.reason, exc
    assert {"118.3", "701.21a"} <= set(exc.rules), exc.rules


@kit
def test_icatian_crier_with_an_empty_hand_says_why(table: Table) -> None:
    """CR 602.2b, 701.9a: "{1}{W}, {T}, Discard a card" with an empty hand: refused naming
    the discard and why."""
    table.battlefield(0, "Icatian Crier")
    table.lands(0, "Plains", 2)
    exc = refused(table, table.activate, "Icatian Crier")
    assert "can't pay 'Discard a card': only 0 can pay it, 1 needed" in exc.reason, exc
    assert {"118.3", "701.9a"} <= set(exc.rules), exc.rules


@kit
def test_triskelion_with_no_counter_left_says_why(table: Table) -> None:
    """CR 118.3, 122.1: "Remove a +1/+1 counter from this creature" with none on it: the
    activation is refused, saying it has 0 of the 1 needed."""
    table.battlefield(0, "Triskelion", counters={"+1/+1": 0})
    exc = refused(table, table.activate, "Triskelion", targets=["Bob"])
    assert "it has 0 +1/+1 counter(s), 1 needed (118.3)" in exc.reason, exc
    assert "118.3" in exc.rules, exc.rules


@kit
def test_wirewood_symbiote_with_no_elf_to_return_says_why(table: Table) -> None:
    """CR 118.3: "Return an Elf you control to its owner's hand" with no Elf (the Symbiote is
    an Insect): refused, saying none can pay it."""
    table.battlefield(0, "Wirewood Symbiote")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    exc = refused(table, table.activate, "Wirewood Symbiote", targets=["Grizzly Bears"])
    assert "only 0 can pay it, 1 needed (118.3)" in exc.reason, exc


@kit
def test_a_refusal_of_a_part_has_one_wording_whoever_refuses(table: Table) -> None:
    """CR 118.3, 601.2h: Blasting Station's "Sacrifice a creature" with no creature, refused
    as the activation pays the whole cost, reads exactly as the part's own refusal
    (``CostPart.unpaid``, as its ``pay`` refuses): the same words, rule and cited rules."""
    station = table.battlefield(0, "Blasting Station")[0]
    exc = refused(table, table.activate, "Blasting Station", targets=["Bob"])
    own = exc.part.unpaid(table.game, 0, station.id)
    assert (exc.reason, exc.rule, exc.step) == (own.reason, own.rule, own.step), (exc, own)
    assert set(own.rules) <= set(exc.rules), (exc.rules, own.rules)
    with pytest.raises(UnpaidCostError) as caught:
        exc.part.pay(table.game, 0, station.id)
    assert caught.value.reason == exc.reason, caught.value
