"""Printed "Counter target spell that targets a permanent you control.", played (CR 115.1,
601.2c, 701.6a, 608.2b).

Keep Safe may target only a spell one of whose targets is a permanent its caster controls:
Bob's Shock at Alice's Grizzly Bears is countered and Alice draws; Shock at Alice herself
(a player, not a permanent) or at Bob's own creature can't be chosen, and the cast is
refused with the game as it was (CR 732). Confound: "... that targets a creature" (any
controller).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KEEP_SAFE = CardDef(
    name="Keep Safe", mana_cost="{1}{U}", type_line="Instant",
    text="Counter target spell that targets a permanent you control.\nDraw a card.")
CONFOUND = CardDef(
    name="Confound", mana_cost="{1}{U}", type_line="Instant",
    text="Counter target spell that targets a creature.\nDraw a card.")

CARDS = (KEEP_SAFE, CONFOUND)
kit = pytest.mark.plugins(extra={"keep-safe-kit": card_pool("keep-safe-kit", CARDS)})


def _bob_shocks(table: Table, target: str) -> None:
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.pass_priority()
    table.cast("Shock", targets=[target])
    table.pass_priority()
    assert table.game.pending().player == 0


@kit
def test_keep_safe_counters_a_spell_targeting_your_creature(table: Table) -> None:
    """CR 701.6a: Shock at Alice's Grizzly Bears is countered (the Bears live), then Alice
    draws (121.1)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.hand(0, "Keep Safe")
    table.library(0, "Forest")
    _bob_shocks(table, "Grizzly Bears")
    table.cast("Keep Safe", targets=["Shock"])
    table.resolve()
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.names(Zone.STACK) == []
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_logged(rule="701.6a")


@kit
def test_keep_safe_cant_target_a_spell_targeting_a_player(table: Table) -> None:
    """CR 115.1: Shock at Alice targets a player, not a permanent she controls: Keep Safe has
    no legal target, refused (601.2c, 732)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Keep Safe")
    _bob_shocks(table, "Alice")
    table.assert_illegal(table.cast, "Keep Safe", targets=["Shock"], rule="601.2c")
    assert table.zone_of("Keep Safe") is Zone.HAND
    assert table.names(Zone.STACK) == ["Shock"]


@kit
def test_keep_safe_cant_target_a_spell_targeting_an_opponents_creature(table: Table) -> None:
    """"A permanent you control": Shock at Bob's own Hill Giant is not one of Alice's."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    table.hand(0, "Keep Safe")
    _bob_shocks(table, "Hill Giant")
    table.assert_illegal(table.cast, "Keep Safe", targets=["Shock"], rule="601.2c")


@kit
def test_confound_counters_a_spell_targeting_any_creature(table: Table) -> None:
    """"That targets a creature": Bob's Shock at his own Hill Giant may be countered."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    table.hand(0, "Confound")
    table.library(0, "Forest")
    _bob_shocks(table, "Hill Giant")
    table.cast("Confound", targets=["Shock"])
    table.resolve()
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.find("Hill Giant").damage == 0


@kit
def test_keep_safe_fizzles_when_the_targeted_creature_is_gone(table: Table) -> None:
    """CR 608.2b: the Bears leave the battlefield (Alice's own Lightning Bolt, cast in
    response) before Keep Safe resolves: Shock no longer targets a permanent Alice controls
    (400.7), so Keep Safe's target is illegal and it does nothing (no card drawn)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Keep Safe", "Lightning Bolt")
    table.library(0, "Forest")
    _bob_shocks(table, "Grizzly Bears")
    table.cast("Keep Safe", targets=["Shock"])
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.zone_of("Keep Safe") is Zone.GRAVEYARD
    assert "Forest" not in table.names(Zone.HAND, 0)
    assert table.names(Zone.STACK) == ["Shock"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
