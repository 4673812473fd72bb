""""Non-outlaw" played (CR 700.12): a creature with none of the outlaw types (Assassin,
Mercenary, Pirate, Rogue, Warlock).

Shoot the Sheriff ("Destroy target non-outlaw creature.") destroys Grizzly Bears (a Bear);
Krovikan Scoundrel (a Human Rogue) and Swab Goblin (a Goblin Pirate) can't be its target:
the cast is refused and nothing changes (CR 601.2c, 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SHOOT_THE_SHERIFF = CardDef(
    name="Shoot the Sheriff", mana_cost="{1}{B}", type_line="Instant",
    text="Destroy target non-outlaw creature. (Assassins, Mercenaries, Pirates, Rogues, and "
         "Warlocks are outlaws. Everyone else is fair game.)")
KROVIKAN_SCOUNDREL = CardDef(
    name="Krovikan Scoundrel", mana_cost="{1}{B}", type_line="Creature — Human Rogue",
    text="", power="2", toughness="1")
SWAB_GOBLIN = CardDef(
    name="Swab Goblin", mana_cost="{1}{R}", type_line="Creature — Goblin Pirate", text="",
    power="2", toughness="2")

CARDS = (SHOOT_THE_SHERIFF, KROVIKAN_SCOUNDREL, SWAB_GOBLIN)
kit = pytest.mark.plugins(extra={"non-outlaw-kit": card_pool("non-outlaw-kit", CARDS)})


def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


def _shoot(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Shoot the Sheriff")
    table.battlefield(1, "Grizzly Bears", "Krovikan Scoundrel", "Swab Goblin")


@kit
def test_shoot_the_sheriff_destroys_a_non_outlaw(table: Table) -> None:
    """CR 700.12: a Bear is no outlaw: destroyed (701.8a)."""
    _shoot(table)
    table.cast("Shoot the Sheriff", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Krovikan Scoundrel", Zone.BATTLEFIELD)


@kit
@pytest.mark.parametrize("outlaw", ["Krovikan Scoundrel", "Swab Goblin"])
def test_an_outlaw_is_no_legal_target(table: Table, outlaw: str) -> None:
    """A Rogue, a Pirate: outlaws (700.12), not "non-outlaw": the cast is refused (601.2c),
    the game unchanged (732)."""
    _shoot(table)
    table.assert_illegal(table.cast, "Shoot the Sheriff", targets=[outlaw])
    table.assert_zone(outlaw, Zone.BATTLEFIELD)
    table.assert_zone("Shoot the Sheriff", Zone.HAND)
