"""Auras that keep the enchanted permanent tapped played (CR 502.3, 602.5, 613.1f, 303.4).

Encrust ("Enchanted permanent doesn't untap during its controller's untap step and its
activated abilities can't be activated."): Bob's tapped Prodigal Pyromancer stays tapped
through Bob's untap step, and its ability is refused once untapped by another effect (602.5,
the game unchanged, CR 732). Flood the Engine ("When this Aura enters, tap enchanted
permanent." and "Enchanted permanent loses all abilities and doesn't untap during its
controller's untap step."): Bob's Serra Angel is tapped, loses flying and vigilance (layer
6) and stays tapped through Bob's untap step; with the Aura gone it untaps and flies again.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

ENCRUST = CardDef(
    name="Encrust", mana_cost="{1}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant artifact or creature\nEnchanted permanent doesn't untap during its "
         "controller's untap step and its activated abilities can't be activated.")
FLOOD_THE_ENGINE = CardDef(
    name="Flood the Engine", mana_cost="{2}{U}", type_line="Enchantment — Aura",
    text="Enchant creature or Vehicle\nWhen this Aura enters, tap enchanted permanent.\n"
         "Enchanted permanent loses all abilities and doesn't untap during its controller's "
         "untap step.")

CARDS = (ENCRUST, FLOOD_THE_ENGINE)
kit = pytest.mark.plugins(extra={"stays-tapped-kit": card_pool("stays-tapped-kit", CARDS)})


def _turns(table: Table, n: int) -> None:
    for _ in range(n):
        table.library(0, "Island")
        table.library(1, "Island")
        table.next_turn()


@kit
def test_encrust_keeps_it_tapped_and_stops_its_ability(table: Table) -> None:
    """CR 502.3: the Pyromancer stays tapped in Bob's untap step; 602.5: untapped, its
    "{T}: ... 1 damage" is still refused, the game unchanged."""
    table.lands(0, "Island", 3)
    table.battlefield(1, "Prodigal Pyromancer", tapped=True)
    table.hand(0, "Encrust")
    table.cast("Encrust", targets=["Prodigal Pyromancer"])
    table.resolve()
    assert {"doesnt_untap", "cant_activate"} <= table.restrictions("Prodigal Pyromancer")
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Prodigal Pyromancer")
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's")
    table.game.untap(table.find("Prodigal Pyromancer").id)
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 1"],
                         rule="602.5")
    table.assert_life(0, 20)


@kit
def test_flood_the_engine_taps_strips_and_holds(table: Table) -> None:
    """CR 603.6a: the enter trigger taps the Angel; 613.1f: it loses flying and vigilance;
    502.3: it stays tapped through Bob's untap step; 611.3b: with the Aura destroyed, it
    untaps in the next one and has flying again."""
    table.lands(0, "Island", 3)
    table.battlefield(1, "Serra Angel")
    table.hand(0, "Flood the Engine")
    table.cast("Flood the Engine", targets=["Serra Angel"])
    table.resolve_all()
    table.assert_tapped("Serra Angel")
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")
    _turns(table, 1)
    table.assert_tapped("Serra Angel")
    table.game.destroy(table.find("Flood the Engine").id)
    assert table.has_keyword("Serra Angel", "flying")
    _turns(table, 2)
    table.assert_tapped("Serra Angel", False)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
