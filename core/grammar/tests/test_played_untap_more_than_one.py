""""Players can't untap more than one [artifact / creature] during their untap steps." played
(CR 502.3).

Smoke: in Bob's untap step he chooses the one creature that untaps, the others stay
tapped, his lands untap as usual. With Damping Field too, an artifact creature counts
against both limits: untapping Memnite leaves no artifact nor creature to untap; untapping
Sol Ring still lets one creature that is not an artifact untap.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

SMOKE = CardDef(
    name="Smoke", mana_cost="{R}{R}", type_line="Enchantment",
    text="Players can't untap more than one creature during their untap steps.")
DAMPING_FIELD = CardDef(
    name="Damping Field", mana_cost="{2}{W}", type_line="Enchantment",
    text="Players can't untap more than one artifact during their untap steps.")

CARDS = (SMOKE, DAMPING_FIELD)
kit = pytest.mark.plugins(extra={"smoke-kit": card_pool("smoke-kit", CARDS)})


@kit
def test_smoke_untaps_the_one_creature_chosen(table: Table) -> None:
    """CR 502.3: Bob chooses Hill Giant: it untaps; the Bears stay tapped; his Forest untaps."""
    table.battlefield(0, "Smoke")
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Forest", tapped=True)
    table.library(1, "Plains")
    seen = table.watch_decisions("untap_one")
    table.answer("untap_one", "Hill Giant", player=1)
    table.next_turn()
    table.assert_tapped("Hill Giant", False)
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Forest", False)
    assert len(seen) == 1 and seen[0].player == 1 and seen[0].min == 0 and seen[0].max == 1
    assert len(seen[0].options) == 2
    assert table.logged(rule="502.3", contains="stays tapped")


@kit
def test_smoke_may_untap_no_creature(table: Table) -> None:
    """CR 502.3: "more than one": none is allowed too."""
    table.battlefield(0, "Smoke")
    table.battlefield(1, "Grizzly Bears", "Hill Giant", tapped=True)
    table.library(1, "Plains")
    table.answer("untap_one", player=1)
    table.next_turn()
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Grizzly Bears")


@kit
def test_an_artifact_creature_counts_against_both_limits(table: Table) -> None:
    """CR 502.3: Memnite untapped is the artifact and the creature: nothing else untaps."""
    table.battlefield(0, "Smoke", "Damping Field")
    table.battlefield(1, "Memnite", "Grizzly Bears", "Sol Ring", tapped=True)
    table.library(1, "Plains")
    seen = table.watch_decisions("untap_one")
    table.answer("untap_one", "Memnite", player=1)
    table.next_turn()
    table.assert_tapped("Memnite", False)
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Sol Ring")
    assert len(seen) == 1


@kit
def test_an_artifact_and_a_creature_that_is_not_one(table: Table) -> None:
    """CR 502.3: Sol Ring (the artifact), then Grizzly Bears (the creature) both untap."""
    table.battlefield(0, "Smoke", "Damping Field")
    table.battlefield(1, "Memnite", "Grizzly Bears", "Sol Ring", tapped=True)
    table.library(1, "Plains")
    seen = table.watch_decisions("untap_one")
    table.answer("untap_one", "Sol Ring", player=1)
    table.answer("untap_one", "Grizzly Bears", player=1)
    table.next_turn()
    table.assert_tapped("Sol Ring", False)
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Memnite")
    assert len(seen) == 2 and len(seen[1].options) == 1  # Memnite's artifact limit is used


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
