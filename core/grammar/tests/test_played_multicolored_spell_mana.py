""""Spend this mana only to cast a multicolored spell." played (CR 106.6, 105.4).

Obsidian Obelisk's "{T}: Add one mana of any color. Spend this mana only to cast a
multicolored spell." pays for Lightning Helix (red and white) but not for Lightning Bolt
(red only): the Bolt can't be cast with it (refused, the game unchanged, CR 732) and isn't
offered; its other ability's {C} still pays a generic cost (Grizzly Bears).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import CastSpell
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

OBELISK = CardDef(
    name="Obsidian Obelisk", mana_cost="{2}", type_line="Artifact",
    text="This artifact enters tapped.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend "
         "this mana only to cast a multicolored spell.")
HELIX = CardDef(
    name="Lightning Helix", mana_cost="{R}{W}", type_line="Instant",
    text="Lightning Helix deals 3 damage to any target and you gain 3 life.")

CARDS = (OBELISK, HELIX)
kit = pytest.mark.plugins(extra={"obelisk-kit": card_pool("obelisk-kit", CARDS)})


def _offered(table: Table, name: str) -> bool:
    return any(isinstance(a, CastSpell) and a.name == name for a in table.game.legal_actions())


@kit
def test_the_obelisk_pays_for_a_multicolored_spell(table: Table) -> None:
    """CR 106.6: the Mountain pays {R}, the Obelisk's white mana {W}: Helix resolves."""
    table.battlefield(0, "Obsidian Obelisk", "Mountain")
    table.hand(0, "Lightning Helix")
    assert _offered(table, "Lightning Helix")
    table.cast("Lightning Helix", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_life(0, 23)
    table.assert_tapped("Obsidian Obelisk")


@kit
def test_the_obelisk_pays_nothing_of_a_monocolored_spell(table: Table) -> None:
    """CR 106.6: red only, the Bolt can't use its red mana: not offered, and refused."""
    table.battlefield(0, "Obsidian Obelisk")
    table.hand(0, "Lightning Bolt")
    assert not _offered(table, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"])
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    table.assert_tapped("Obsidian Obelisk", False)
    table.assert_life(1, 20)


@kit
def test_its_colorless_mana_pays_a_generic_cost(table: Table) -> None:
    """CR 106.6: the restriction is on the colored ability's mana only: {C} and a Forest
    pay for Grizzly Bears."""
    table.battlefield(0, "Obsidian Obelisk", "Forest")
    table.hand(0, "Grizzly Bears")
    assert _offered(table, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
