"""Printed "When enchanted creature leaves the battlefield, ...", played (CR 603.6c: to any
zone; 603.10a: the Aura looked back at, still attached as the creature left).

Valor of the Worthy: the enchanted Grizzly Bears returned to hand makes a Spirit; Unsummon
on another creature, or Naturalize on the Aura itself, makes none. Funeral March on Bob's
Hill Giant: the Giant returned to hand, Bob (its controller) sacrifices a creature, Alice's
stay.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

VALOR_OF_THE_WORTHY = CardDef(
    name="Valor of the Worthy", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1.\nWhen enchanted creature leaves "
         "the battlefield, create a 1/1 white Spirit creature token with flying.")
FUNERAL_MARCH = CardDef(
    name="Funeral March", mana_cost="{1}{B}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhen enchanted creature leaves the battlefield, its controller "
         "sacrifices a creature of their choice.")

CARDS = (VALOR_OF_THE_WORTHY, FUNERAL_MARCH)
kit = pytest.mark.plugins(extra={"leaves-kit": card_pool("leaves-kit", CARDS)})


def _spirits(table: Table) -> int:
    return sum(1 for n in table.names(Zone.BATTLEFIELD, 0) if n.startswith("Spirit"))


@kit
def test_valor_makes_a_spirit_when_its_creature_leaves(table: Table) -> None:
    """CR 603.6c: the Bears returned to hand (not dying) make a Spirit; Unsummon on the Giant
    first makes none."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Valor of the Worthy", "Unsummon", "Unsummon")
    table.cast("Valor of the Worthy", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.power("Grizzly Bears") == 3
    table.cast("Unsummon", targets=["Hill Giant"])
    table.resolve_all()
    assert _spirits(table) == 0
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert _spirits(table) == 1
    assert table.has_keyword(next(n for n in table.names(Zone.BATTLEFIELD, 0)
                                  if n.startswith("Spirit")), "flying")


@kit
def test_valor_leaving_itself_makes_no_spirit(table: Table) -> None:
    """The Aura destroyed, its creature staying: no Spirit."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Valor of the Worthy", "Naturalize")
    table.cast("Valor of the Worthy", targets=["Grizzly Bears"])
    table.resolve_all()
    table.cast("Naturalize", targets=["Valor of the Worthy"])
    table.resolve_all()
    table.assert_zone("Valor of the Worthy", Zone.GRAVEYARD, 0)
    assert _spirits(table) == 0


@kit
def test_funeral_march_its_controller_sacrifices(table: Table) -> None:
    """CR 608.2h: "its controller" is Bob, who controlled the Giant as it left: he
    sacrifices Memnite (his only creature left); Alice's Bears stay."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    table.lands(0, "Swamp", 3)
    table.lands(0, "Island", 1)
    table.hand(0, "Funeral March", "Unsummon")
    table.cast("Funeral March", targets=["Hill Giant"])
    table.resolve_all()
    table.cast("Unsummon", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
