"""Printed "Black creatures you control can't be blocked this turn except by black creatures."
played (CR 611.2c, 509.1b).

Dread Charge (rule "grammar:can't be blocked except by this turn"): the restriction changes no
characteristic, so it is a rule of the game (611.2c) on every black creature its caster
controls as blockers are declared, one put onto the battlefield after it resolved included;
their other creatures may be blocked as usual. The cards come with their exact Oracle text (the
test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

DREAD_CHARGE = CardDef(
    name="Dread Charge", mana_cost="{3}{B}", type_line="Sorcery",
    text="Black creatures you control can't be blocked this turn except by black creatures.")
DREAD_WARLOCK = CardDef(
    name="Dread Warlock", mana_cost="{1}{B}{B}", type_line="Creature — Human Wizard Warlock",
    text="This creature can't be blocked except by black creatures.", power="2", toughness="2")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}",
                         type_line="Creature — Zombie", text="", power="2", toughness="2")

PRINTED = (DREAD_CHARGE, DREAD_WARLOCK, WALKING_CORPSE)
kit = pytest.mark.plugins(extra={"charge-kit": card_pool("charge-kit", PRINTED)})


@kit
def test_dread_charge_covers_a_black_creature_arriving_after_it_resolved(table: Table) -> None:
    """CR 611.2c, 509.1b: Walking Corpse, put onto the battlefield after Dread Charge resolved,
    may be blocked only by Bob's Dread Warlock (black), not by his Hill Giant; Alice's green
    Grizzly Bears may be blocked by either. The illegal block is refused."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Dread Warlock", "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Dread Charge")
    table.cast("Dread Charge")
    table.resolve()
    table.battlefield(0, "Walking Corpse")
    table.attack("Walking Corpse", "Grizzly Bears")
    assert table.blocks_offered() == {("Dread Warlock", "Walking Corpse"),
                                      ("Dread Warlock", "Grizzly Bears"),
                                      ("Hill Giant", "Grizzly Bears")}
    with pytest.raises(IllegalActionError, match="can't be blocked except by black creature"):
        table.block({"Hill Giant": "Walking Corpse"})
    table.block({"Dread Warlock": "Walking Corpse", "Hill Giant": "Grizzly Bears"})
    table.assert_logged(rule="611.2c", contains="black creatures")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
