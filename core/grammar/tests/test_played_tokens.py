"""Printed token copies and doubled keyword actions played (CR 707.2, 111.1, 701.16).

Myr Propagator ("{3}, {T}: Create a token that's a copy of this creature.") and Relm's
Sketching ("Create a token that's a copy of target artifact, creature, or land."), read
with "grammar:token copy", create tokens with the copiable values of the original (CR
707.2, 111.1). Secrets of the Key ("Investigate. If this spell was cast from a graveyard,
investigate twice instead.", rule "grammar:twice") investigates once cast from the hand,
twice cast by flashback from the graveyard (CR 701.16a, 702.34a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MYR_PROPAGATOR = CardDef(
    name="Myr Propagator", mana_cost="{3}", type_line="Artifact Creature — Myr", power="1",
    toughness="1", text="{3}, {T}: Create a token that's a copy of this creature.")
RELMS_SKETCHING = CardDef(
    name="Relm's Sketching", mana_cost="{2}{U}{U}", type_line="Sorcery",
    text="Create a token that's a copy of target artifact, creature, or land.")
SECRETS_OF_THE_KEY = CardDef(
    name="Secrets of the Key", mana_cost="{U}", type_line="Instant",
    text="Investigate. If this spell was cast from a graveyard, investigate twice instead. "
         "(Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a "
         "card.\")\nFlashback {3}{U}")

CARDS = (MYR_PROPAGATOR, RELMS_SKETCHING, SECRETS_OF_THE_KEY)


def tokens(table: Table, player: int, name: str) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.card.name == name and o.is_token)
kit = pytest.mark.plugins(
    "flashback", extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_myr_propagator_creates_a_copy_of_itself(table: Table) -> None:
    """CR 707.2, 111.1: a token Myr Propagator, an artifact creature 1/1."""
    table.lands(0, "Plains", 6)
    table.battlefield(0, "Myr Propagator")
    table.activate("Myr Propagator")
    table.resolve()
    assert tokens(table, 0, "Myr Propagator") == 1
    assert table.names(Zone.BATTLEFIELD, 0).count("Myr Propagator") == 2
    table.assert_illegal(table.activate, "Myr Propagator", rule="601.2h")  # tapped: {T} can't be paid (302.6)


@kit
def test_relms_sketching_copies_the_target_for_its_caster(table: Table) -> None:
    """CR 707.2, 111.1: the token copies the opponent's Serra Angel and is the caster's."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Serra Angel")
    table.hand(0, "Relm's Sketching")
    table.cast("Relm's Sketching", targets=["Serra Angel"])
    table.resolve()
    assert tokens(table, 0, "Serra Angel") == 1
    token = next(o for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
                 if o.card.name == "Serra Angel")
    assert table.game.has_keyword(token.id, "flying")
    assert (table.game.power(token.id), table.game.toughness(token.id)) == (4, 4)


@kit
def test_secrets_of_the_key_investigates_once_from_the_hand(table: Table) -> None:
    """CR 701.16a: cast from the hand, one Clue."""
    table.lands(0, "Island", 1)
    table.hand(0, "Secrets of the Key")
    table.cast("Secrets of the Key")
    table.resolve()
    assert tokens(table, 0, "Clue Token") == 1  # CR 111.4: its name


@kit
def test_secrets_of_the_key_investigates_twice_from_the_graveyard(table: Table) -> None:
    """CR 702.34a, 701.16a: cast by flashback from the graveyard, two Clues; then exiled."""
    table.lands(0, "Island", 4)
    table.graveyard(0, "Secrets of the Key")
    table.cast("Secrets of the Key", using="flashback")
    table.resolve()
    assert tokens(table, 0, "Clue Token") == 2  # CR 111.4: its name
    assert table.zone_of("Secrets of the Key") is Zone.EXILE


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
