"""Printed "Whenever one or more +1/+1 counters are put on this creature / a creature you
control", played (CR 122.6, 603.2, 603.2c, 603.7c).

Herd Baloth makes a Beast once for two counters put at once (one event), not for counters
put on another creature. Shalai and Hallar deals "that much" damage (the counters put) to
Bob, not when Bob's creature gets counters. Simic Ascendancy counts growth counters from its
own ability.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HERD_BALOTH = CardDef(
    name="Herd Baloth", mana_cost="{3}{G}{G}", type_line="Creature — Beast", power="4",
    toughness="4",
    text="Whenever one or more +1/+1 counters are put on this creature, you may create a 4/4 "
         "green Beast creature token.")
SHALAI = CardDef(
    name="Shalai and Hallar", mana_cost="{1}{R}{G}{W}",
    type_line="Legendary Creature — Angel Elf", power="3", toughness="3",
    text="Flying, vigilance\nWhenever one or more +1/+1 counters are put on a creature you "
         "control, Shalai and Hallar deals that much damage to target opponent.")
ASCENDANCY = CardDef(
    name="Simic Ascendancy", mana_cost="{G}{U}", type_line="Enchantment",
    text="{1}{G}{U}: Put a +1/+1 counter on target creature you control.\nWhenever one or more "
         "+1/+1 counters are put on a creature you control, put that many growth counters on "
         "this enchantment.\nAt the beginning of your upkeep, if this enchantment has twenty "
         "or more growth counters on it, you win the game.")
BOON = CardDef(
    name="Dragonscale Boon", mana_cost="{3}{G}", type_line="Instant",
    text="Put two +1/+1 counters on target creature and untap it.")

PRINTED = (HERD_BALOTH, SHALAI, ASCENDANCY, BOON)
kit = pytest.mark.plugins(extra={"counters-put-kit": card_pool("counters-put-kit", PRINTED)})


def _beasts(table: Table) -> int:
    return sum(1 for n in table.names(Zone.BATTLEFIELD, 0) if n.startswith("Beast"))


@kit
def test_herd_baloth_makes_one_beast_for_two_counters_at_once(table: Table) -> None:
    """CR 603.2c: two counters put by one instruction are one event: one Beast; counters on
    Grizzly Bears trigger nothing."""
    table.battlefield(0, "Herd Baloth", "Grizzly Bears")
    table.lands(0, "Forest", 8)
    table.hand(0, "Dragonscale Boon", "Dragonscale Boon")
    table.cast("Dragonscale Boon", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.cast("Dragonscale Boon", targets=["Herd Baloth"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert _beasts(table) == 1
    table.assert_counters("Herd Baloth", "+1/+1", 2)


@kit
def test_shalai_deals_that_much_for_your_creatures_only(table: Table) -> None:
    """CR 603.7c: "that much" is the number of counters put (2): Bob loses 2; counters put
    on Bob's creature trigger nothing."""
    table.battlefield(0, "Shalai and Hallar", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 8)
    table.hand(0, "Dragonscale Boon", "Dragonscale Boon")
    table.cast("Dragonscale Boon", targets=[table.ids(["Grizzly Bears"], player=1)[0]])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.cast("Dragonscale Boon", targets=[table.ids(["Grizzly Bears"], player=0)[0]])
    table.answer("targets", "Bob")  # as the trigger is put on the stack (603.3d)
    table.resolve_all()
    table.assert_life(1, 18)


@kit
def test_simic_ascendancy_grows_from_its_own_ability(table: Table) -> None:
    """CR 122.6: the +1/+1 counter its ability puts on Grizzly Bears: one growth counter."""
    table.battlefield(0, "Simic Ascendancy", "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.activate("Simic Ascendancy", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Simic Ascendancy", "growth", 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
