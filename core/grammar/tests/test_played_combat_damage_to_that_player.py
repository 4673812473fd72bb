"""Printed "Whenever ~ deals combat damage to a player, that player loses half their life,
rounded up." and "..., that player discards that many cards.", played (CR 603.2, 603.7c,
119.3, 107.1a, 701.9a, 608.2c).

Ebonblade Reaper: attacking costs Alice half her life (rounded up), then its 1 damage leaves
Bob at 19 and he loses 10 more. Dreamstealer with two +1/+1 counters deals 3 damage: Bob
discards three of his four cards.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

REAPER = CardDef(
    name="Ebonblade Reaper", mana_cost="{2}{B}", type_line="Creature — Human Cleric", power="1",
    toughness="1", keywords=("Morph",),
    text="Whenever this creature attacks, you lose half your life, rounded up.\nWhenever this "
         "creature deals combat damage to a player, that player loses half their life, rounded "
         "up.\nMorph {3}{B}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn "
         "it face up any time for its morph cost.)")
DREAMSTEALER = CardDef(
    name="Dreamstealer", mana_cost="{2}{B}", type_line="Creature — Human Wizard", power="1",
    toughness="2", keywords=("Eternalize", "Menace"),
    text="Menace\nWhenever this creature deals combat damage to a player, that player discards "
         "that many cards.\nEternalize {4}{B}{B} ({4}{B}{B}, Exile this card from your "
         "graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Human "
         "Wizard with no mana cost. Eternalize only as a sorcery.)")

CARDS = (REAPER, DREAMSTEALER)
POOL = {"that-player-kit": card_pool("that-player-kit", CARDS)}
reaper_kit = pytest.mark.plugins("morph", extra=POOL)
dreamstealer_kit = pytest.mark.plugins("eternalize", extra=POOL)


@reaper_kit
def test_reaper_halves_both_life_totals(table: Table) -> None:
    """CR 107.1a: Alice 20 -> 10 as it attacks; Bob 20 - 1 = 19 -> loses 10 (rounded up)."""
    table.battlefield(0, "Ebonblade Reaper")
    table.attack("Ebonblade Reaper")
    table.resolve()
    assert table.life(0) == 10
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 9
    assert table.life(0) == 10


@reaper_kit
def test_reaper_blocked_halves_nobody_else(table: Table) -> None:
    """CR 510.1c: blocked, it deals no damage to Bob: only Alice's own loss."""
    table.battlefield(0, "Ebonblade Reaper")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Ebonblade Reaper")
    table.resolve()
    table.block({"Grizzly Bears": "Ebonblade Reaper"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 20


@dreamstealer_kit
def test_dreamstealer_makes_bob_discard_as_many_as_the_damage(table: Table) -> None:
    """CR 608.2c, 701.9a: 3 combat damage: Bob discards 3 of his 4 cards."""
    table.battlefield(0, "Dreamstealer", counters={"+1/+1": 2})
    table.hand(1, "Forest", "Island", "Swamp", "Mountain")
    table.attack("Dreamstealer")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 17
    assert len(table.names(Zone.GRAVEYARD, 1)) == 3
    assert len(table.names(Zone.HAND, 1)) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
