"""Rulings audit of haste (CR 702.10, 302.6): scenarios a judge would check.

Each docstring cites the rule and, when it is one, the card ruling. Cards no pool ships
come with their exact Oracle text from the in-process card source ``KIT``.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import CardDef, Step, Zone

_CARDS = (
    CardDef(name="Mishra's Factory", mana_cost=None, type_line="Land",
            text="{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature "
                 "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature "
                 "gets +1/+1 until end of turn."),
    CardDef(name="Dryad Arbor", mana_cost=None, type_line="Land Creature — Forest Dryad",
            power="1", toughness="1",
            text="(This land isn't a spell, it's affected by summoning sickness, and it has "
                 "\"{T}: Add {G}.\")"),
)


Kit = card_pool("haste-rulings-kit", _CARDS)


plugins = pytest.mark.plugins("haste", extra={"kit": Kit})


@plugins
def test_a_static_haste_grant_covers_creatures_that_enter_later(table: Table) -> None:
    """CR 611.3a, 702.10b: "Creatures you control have haste" (Fervor) is a static ability;
    it applies to a creature cast after it, which attacks at once (Fervor rulings)."""
    table.battlefield(0, "Fervor")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    bears = table.find("Grizzly Bears")
    assert table.game.controlled_since_this_turn(bears.id)
    assert not table.game.summoning_sick(bears.id)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@plugins
def test_a_land_animated_the_turn_it_was_played_attacks_with_a_haste_grant(
        table: Table) -> None:
    """CR 302.6, 702.10b: Mishra's Factory played this turn and animated is a creature that
    came under your control this turn; with Fervor it has haste, so it attacks."""
    table.battlefield(0, "Fervor", "Wastes")
    table.hand(0, "Mishra's Factory")
    table.play("Mishra's Factory")
    factory = table.find("Mishra's Factory")
    assert not table.has_keyword("Mishra's Factory", "haste")  # not a creature yet
    table.activate("Mishra's Factory")
    table.resolve()
    assert table.has_keyword("Mishra's Factory", "haste")
    assert not table.game.summoning_sick(factory.id)
    table.attack("Mishra's Factory")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@plugins
def test_dryad_arbor_with_haste_taps_for_mana_the_turn_it_is_played(table: Table) -> None:
    """CR 702.10c, 302.6: haste lets a land creature played this turn use its {T} mana
    ability (Dryad Arbor is affected by summoning sickness; Fervor gives it haste)."""
    table.battlefield(0, "Fervor")
    table.hand(0, "Dryad Arbor")
    table.play("Dryad Arbor")
    table.tap_for_mana("Dryad Arbor", "G")
    assert table.game.player(0).mana_pool
    table.assert_tapped("Dryad Arbor")


@plugins
def test_haste_granted_in_the_beginning_of_combat_step_is_in_time_to_attack(
        table: Table) -> None:
    """CR 508.1a: attack legality is checked as attackers are declared; haste gained earlier
    in that combat (Crashing Drawbridge in the beginning of combat step) is enough."""
    table.battlefield(0, "Crashing Drawbridge")
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.go_to(Step.BEGIN_COMBAT)
    table.activate("Crashing Drawbridge")
    table.resolve()
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@plugins
def test_a_haste_creature_that_arrived_this_turn_blocks_as_any_creature(
        table_factory: Any) -> None:
    """CR 702.10, 509.1a: haste and summoning sickness are about attacking and {T}/{Q}
    only; Raging Goblin put onto the battlefield on the opponent's turn blocks."""
    table: Table = table_factory(active=1)
    table.battlefield(0, "Raging Goblin", sick=True)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.block({"Raging Goblin": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Raging Goblin", Zone.GRAVEYARD)
    table.assert_life(0, 20)
