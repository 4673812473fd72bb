""""Whenever equipped creature attacks alone, ..." played (CR 506.5, 508.1m, 301.5, 603.2).

Reaper's Talisman ("... defending player loses 2 life and you gain 2 life"), cast and
equipped: the trigger fires when the equipped creature is the only one declared as an
attacker, not when another creature attacks with it, nor when another creature attacks
alone. Sigil of Valor stays refused: its "each other creature you control" excludes the
equipped creature, a count not modelled.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

TALISMAN = CardDef(
    name="Reaper's Talisman", mana_cost="{B}", type_line="Artifact — Equipment",
    text="Whenever equipped creature attacks, it gains deathtouch until end of turn.\n"
         "Whenever equipped creature attacks alone, defending player loses 2 life and you "
         "gain 2 life.\nEquip {2} ({2}: Attach to target creature you control. Equip only as "
         "a sorcery.)")
SIGIL = CardDef(
    name="Sigil of Valor", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Whenever equipped creature attacks alone, it gets +1/+1 until end of turn for each "
         "other creature you control.\nEquip {1} ({1}: Attach to target creature you "
         "control. Equip only as a sorcery.)")

CARDS = (TALISMAN, SIGIL)
kit = pytest.mark.plugins("exalted", extra={"alone-equip-kit": card_pool("alone-equip-kit",
                                                                        CARDS)})


def _equip(table: Table, equipment: str, mana: str, equip: str, creature: str) -> None:
    table.mana(0, mana)
    table.hand(0, equipment)
    table.cast(equipment)
    table.resolve()
    table.mana(0, equip)
    table.activate(equipment, targets=[creature])
    table.resolve()


@kit
def test_reapers_talisman_drains_when_the_equipped_creature_attacks_alone(
        table: Table) -> None:
    """CR 506.5: the equipped Bears attack alone: Bob loses 2 (and 2 combat damage), Alice
    gains 2; the Bears also have deathtouch (the other trigger)."""
    table.battlefield(0, "Grizzly Bears")
    _equip(table, "Reaper's Talisman", "B", "CC", "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(0, 22)
    assert table.has_keyword("Grizzly Bears", "deathtouch")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_reapers_talisman_not_alone_no_drain(table: Table) -> None:
    """CR 506.5: the equipped Bears attack with Savannah Lions: no drain."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    _equip(table, "Reaper's Talisman", "B", "CC", "Grizzly Bears")
    table.attack("Grizzly Bears", "Savannah Lions")
    table.resolve_all()
    table.assert_life(1, 20)
    table.assert_life(0, 20)


@kit
def test_reapers_talisman_another_creature_alone_no_drain(table: Table) -> None:
    """The near miss: the unequipped Savannah Lions attack alone: no drain."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    _equip(table, "Reaper's Talisman", "B", "CC", "Grizzly Bears")
    table.attack("Savannah Lions")
    table.resolve_all()
    table.assert_life(1, 20)
    table.assert_life(0, 20)


def test_sigil_of_valor_stays_refused(rules: Any) -> None:
    """Its count "each other creature you control" excludes the equipped creature (CR 301.5),
    which this reading does not model: the card stays refused, naming the sentence."""
    card = rules.compile(SIGIL)
    assert not card.playable
    assert any("for each other creature you control" in u for u in card.unrecognized)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
