"""Printed "Whenever ~ deals combat damage to a player, [you may] destroy target artifact
[or enchantment] that player controls." and "..., you may have it deal 2 damage to target
creature that player controls.", played (CR 603.7c, 603.3d, 120.3, 608.2d).

"That player" is the player dealt damage, fixed as the ability is put on the stack: only
that player's permanents can be chosen. Caustic Wasps hitting Bob destroys Bob's Sol Ring,
never Alice's; with no artifact of Bob's the ability has no legal target and is removed.
Skirk Commando deals 2 damage to Bob's creature, not Alice's.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CAUSTIC_WASPS = CardDef(
    name="Caustic Wasps", mana_cost="{2}{G}", type_line="Creature — Insect", power="1",
    toughness="1", keywords=("Flying",),
    text="Flying\nWhenever this creature deals combat damage to a player, you may destroy "
         "target artifact that player controls.")
SKIRK_COMMANDO = CardDef(
    name="Skirk Commando", mana_cost="{1}{R}{R}", type_line="Creature — Goblin", power="2",
    toughness="1", keywords=("Morph",),
    text="Whenever this creature deals combat damage to a player, you may have it deal 2 "
         "damage to target creature that player controls.\nMorph {2}{R} (You may cast this "
         "card face down as a 2/2 creature for {3}. Turn it face up any time for its morph "
         "cost.)")

CARDS = (CAUSTIC_WASPS, SKIRK_COMMANDO)
POOL = {"that-player-controls-kit": card_pool("that-player-controls-kit", CARDS)}
kit = pytest.mark.plugins(extra=POOL)
morph_kit = pytest.mark.plugins("morph", extra=POOL)


@kit
def test_wasps_can_target_only_the_damaged_players_artifact(table: Table) -> None:
    """CR 603.7c, 603.3d: Bob was dealt damage: his Sol Ring is the only legal target."""
    table.battlefield(0, "Caustic Wasps", "Sol Ring")
    table.battlefield(1, "Sol Ring")
    table.answer("may", "yes", player=0)
    asked = table.watch_decisions("target")
    table.attack("Caustic Wasps")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    bobs = [o.id for o in table.game.battlefield(1) if o.card.name == "Sol Ring"]
    assert [tuple(d.options) for d in asked] in ([], [tuple(bobs)])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Sol Ring"]
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_wasps_without_an_artifact_of_bobs_is_removed(table: Table) -> None:
    """CR 603.3d: Alice's own Sol Ring is no legal target: the ability is removed."""
    table.battlefield(0, "Caustic Wasps", "Sol Ring")
    table.attack("Caustic Wasps")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    assert table.names(Zone.STACK) == []
    table.assert_logged(rule="603.3d")
    table.go_to(Step.END_COMBAT)
    assert table.names(Zone.GRAVEYARD, 0) == []


@morph_kit
def test_commando_deals_two_damage_to_bobs_creature(table: Table) -> None:
    """CR 603.7c: Bob's Grizzly Bears is the only legal target; Alice's survives."""
    table.battlefield(0, "Skirk Commando", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "yes", player=0)
    table.attack("Skirk Commando")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve()
    assert table.life(1) == 18
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
