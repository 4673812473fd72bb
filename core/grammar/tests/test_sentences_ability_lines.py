"""Whole ability lines (manastack_grammar.sentences.ability_lines): the triggered mana ability
"Whenever you tap a creature for mana, add an additional {G}" (CR 605.1b), resolved at once
(605.4a)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredManaAbility
from manastack.model.objects import Zone


def test_tapping_a_creature_for_mana_triggers_a_mana_ability(table, card):
    cub = card(table, "Test Cub", "Creature — Badger",
               "Whenever you tap a creature for mana, add an additional {G}.",
               cost="{1}{G}", power="2", toughness="2")
    ability = cub.abilities[-1]
    assert isinstance(ability, TriggeredManaAbility) and ability.adds == ("G",)
    table.put(cub, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Llanowar Elves", "Forest")
    table.tap_for_mana("Forest", "G")  # a land that isn't a creature: no trigger
    assert len(table.game.player(0).mana_pool) == 1
    table.tap_for_mana("Llanowar Elves", "G")
    assert len(table.game.player(0).mana_pool) == 3
    table.assert_logged(rule="605.4a")
