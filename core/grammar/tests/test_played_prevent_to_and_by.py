""""Prevent all combat damage that would be dealt to and dealt by that creature this turn"
played (CR 615.1a, 510.1).

Ebony Horse's "{2}, {T}: Untap target attacking creature you control. Prevent all combat
damage that would be dealt to and dealt by that creature this turn" untaps the attacker; then
the combat damage it deals and the combat damage dealt to it are prevented, and only its own:
another attacker's damage is dealt. Ebony Horse comes with its exact Oracle text (the test at
the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

EBONY_HORSE = CardDef(
    name="Ebony Horse", mana_cost="{3}", type_line="Artifact",
    text="{2}, {T}: Untap target attacking creature you control. Prevent all combat damage "
         "that would be dealt to and dealt by that creature this turn.")

PRINTED = (EBONY_HORSE,)
kit = pytest.mark.plugins(extra={"to-and-by-kit": card_pool("to-and-by-kit", PRINTED)})


@kit
def test_ebony_horse_blocked_attacker_neither_deals_nor_is_dealt_combat_damage(
        table: Table) -> None:
    """CR 615.1a, 510.1: Grizzly Bears blocked by Hill Giant: neither is dealt damage; the
    unblocked Craw Wurm still deals its 6 (only that creature's damage is prevented)."""
    table.battlefield(0, "Ebony Horse", "Grizzly Bears", "Craw Wurm")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears", "Craw Wurm")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.activate("Ebony Horse", targets=["Grizzly Bears"])
    table.resolve()
    assert not table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).tapped  # untapped (701.26b)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_life(1, 14)  # the Craw Wurm's 6
    table.assert_logged(rule="615.1a", contains="damage from Grizzly Bears")
    table.assert_logged(rule="615.1a", contains="damage from Hill Giant")


@kit
def test_ebony_horse_unblocked_attacker_deals_no_combat_damage(table: Table) -> None:
    """CR 615.1a: the damage dealt by it to the player is prevented too."""
    table.battlefield(0, "Ebony Horse", "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.attack("Grizzly Bears")
    table.block({})
    table.activate("Ebony Horse", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@kit
def test_ebony_horse_targets_only_an_attacking_creature_you_control(table: Table) -> None:
    """CR 115.1, 601.2c: a creature not attacking can't be the target: refused, unchanged."""
    table.battlefield(0, "Ebony Horse", "Grizzly Bears", "Craw Wurm")
    table.lands(0, "Plains", 2)
    table.attack("Craw Wurm")
    table.block({})
    table.assert_illegal(table.activate, "Ebony Horse", targets=["Grizzly Bears"])


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
