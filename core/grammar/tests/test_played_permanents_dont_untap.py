""""[Permanents] don't untap during their controllers' untap steps." played (CR 502.3).

Choke ("Islands don't ...") keeps every Island tapped in its controller's untap step, the
opponent's and its own controller's alike, while the other lands untap; Crackdown
("Nonwhite creatures with power 3 or greater don't ...") holds a red 3/3 but not a white
4/4 nor a nonwhite 2/2. Gone with the permanent, everything untaps again.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

CHOKE = CardDef(
    name="Choke", mana_cost="{2}{G}", type_line="Enchantment",
    text="Islands don't untap during their controllers' untap steps.")
CRACKDOWN = CardDef(
    name="Crackdown", mana_cost="{2}{W}", type_line="Enchantment",
    text="Nonwhite creatures with power 3 or greater don't untap during their controllers' "
         "untap steps.")

CARDS = (CHOKE, CRACKDOWN)
kit = pytest.mark.plugins(extra={"untap-step-kit": card_pool("untap-step-kit", CARDS)})


@kit
def test_choke_keeps_the_opponents_islands_tapped(table: Table) -> None:
    """CR 502.3: Bob's untap step: his Island stays tapped, his Forest untaps."""
    table.battlefield(0, "Choke")
    table.battlefield(1, "Island", "Forest", tapped=True)
    table.library(1, "Plains")
    table.next_turn()
    table.assert_tapped("Island")
    table.assert_tapped("Forest", False)


@kit
def test_choke_holds_its_controllers_islands_too(table: Table) -> None:
    """CR 502.3: "their controllers'": Alice's own Island stays tapped in her untap step."""
    table.battlefield(0, "Choke")
    table.battlefield(0, "Island", "Forest", tapped=True)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.next_turn()
    table.assert_tapped("Island")
    table.assert_tapped("Forest", False)


@kit
def test_without_choke_the_islands_untap(table: Table) -> None:
    """CR 611.3b: the static ability's effect ends with Choke; the next untap step untaps."""
    choke = table.battlefield(0, "Choke")[0]
    table.battlefield(1, "Island", tapped=True)
    table.game.destroy(choke.id)
    table.library(1, "Plains")
    table.next_turn()
    table.assert_tapped("Island", False)


@kit
def test_crackdown_holds_only_nonwhite_creatures_with_power_3_or_greater(table: Table) -> None:
    """CR 502.3: the red 3/3 stays tapped; the white 4/4 and the green 2/2 untap."""
    table.battlefield(0, "Crackdown")
    table.battlefield(1, "Hill Giant", "Serra Angel", "Grizzly Bears", tapped=True)
    table.library(1, "Plains")
    table.next_turn()
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Serra Angel", False)
    table.assert_tapped("Grizzly Bears", False)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
