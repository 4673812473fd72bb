"""Printed "This creature has hexproof if it hasn't dealt damage yet." (Karakyk Guardian),
played (CR 702.11b, 611.3a, 120.3, 400.7).

Until it deals damage as this object, its controller's opponents can't target it; once it
has dealt damage (blocking, here), it no longer has hexproof.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KARAKYK_GUARDIAN = CardDef(
    name="Karakyk Guardian", mana_cost="{3}{G}{U}{R}", type_line="Creature — Dragon",
    power="6", toughness="5", keywords=("Flying", "Trample", "Vigilance"),
    text="Flying, vigilance, trample\nThis creature has hexproof if it hasn't dealt damage yet. "
         "(It can't be the target of spells or abilities your opponents control.)")
SHOCK = CardDef(
    name="Shock", mana_cost="{R}", type_line="Instant",
    text="Shock deals 2 damage to any target.")

CARDS = (KARAKYK_GUARDIAN, SHOCK)
kit = pytest.mark.plugins(extra={"guardian-kit": card_pool("guardian-kit", CARDS)})


@kit
def test_the_guardian_has_hexproof_before_dealing_damage(table: Table) -> None:
    """CR 702.11b: Alice can't target Bob's Guardian with Shock: refused (CR 732)."""
    table.battlefield(1, "Karakyk Guardian")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    assert table.has_keyword("Karakyk Guardian", "hexproof")
    table.assert_illegal(table.cast, "Shock", targets=["Karakyk Guardian"])


@kit
def test_the_guardian_loses_hexproof_once_it_dealt_damage(table: Table) -> None:
    """CR 120.3, 611.3a: it blocks and kills the Bears; then Alice's Shock targets it."""
    table.battlefield(1, "Karakyk Guardian")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.attack("Grizzly Bears")
    table.block({"Karakyk Guardian": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert not table.has_keyword("Karakyk Guardian", "hexproof")
    table.cast("Shock", targets=["Karakyk Guardian"])
    table.resolve()
    assert table.game.obj(table.find("Karakyk Guardian").id).damage == 4


@kit
def test_its_controller_may_target_it(table: Table) -> None:
    """CR 702.11b: hexproof is against opponents only: Alice shocks her own Guardian."""
    table.battlefield(0, "Karakyk Guardian")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.cast("Shock", targets=["Karakyk Guardian"])
    table.resolve()
    assert table.has_keyword("Karakyk Guardian", "hexproof")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


@kit
def test_hexproof_ends_as_the_damage_is_recorded(table: Table) -> None:
    """CR 120.3, 611.3a: the layer pass read before the damage is not kept after it: the
    Guardian loses hexproof at once, though recording the damage changes no characteristic
    by itself (its condition is asked at every change, as a status is, 110.5)."""
    table.battlefield(1, "Karakyk Guardian")
    table.battlefield(0, "Grizzly Bears")
    guardian = table.find("Karakyk Guardian").id
    bears = table.find("Grizzly Bears").id
    assert table.has_keyword("Karakyk Guardian", "hexproof")  # the pass is made and kept
    table.game.note_damage_to_object(guardian, bears, 1)
    assert not table.has_keyword("Karakyk Guardian", "hexproof")
