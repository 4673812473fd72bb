""""When Dark Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a
legendary 20/20 black Avatar creature token with flying and indestructible." (Dark Depths)
played (CR 603.8, 122.1, 701.21a, 608.2c).

A state trigger: it triggers as soon as the permanent has no counter of that kind, and not
again while the ability is on the stack; "it" is the permanent itself.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DARK_DEPTHS = CardDef(
    name="Dark Depths", mana_cost=None, type_line="Legendary Snow Land",
    text="Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter from Dark "
         "Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it. If you do, create "
         "Marit Lage, a legendary 20/20 black Avatar creature token with flying and "
         "indestructible.")

AFIYA_GROVE = CardDef(
    name="Afiya Grove", mana_cost="{1}{G}", type_line="Enchantment",
    text="This enchantment enters with three +1/+1 counters on it.\nAt the beginning of your "
         "upkeep, move a +1/+1 counter from this enchantment onto target creature.\nWhen this "
         "enchantment has no +1/+1 counters on it, sacrifice it.")

PRINTED = (DARK_DEPTHS, AFIYA_GROVE)
kit = pytest.mark.plugins(extra={"depths-kit": card_pool("depths-kit", PRINTED)})


@kit
def test_removing_the_last_ice_counter_makes_marit_lage(table: Table) -> None:
    """CR 603.8, 701.21a, 608.2c: the last counter removed, the state trigger goes on the
    stack; it resolves: Dark Depths is sacrificed and Marit Lage is created."""
    table.battlefield(0, "Dark Depths", counters={"ice": 1})
    table.lands(0, "Swamp", 3)
    table.activate("Dark Depths")
    assert len(table.game.ids_in(Zone.STACK)) == 1  # no counter gone yet: no trigger
    table.resolve()
    assert table.counters("Dark Depths", "ice") == 0
    assert len(table.game.ids_in(Zone.STACK)) == 1  # the state trigger (603.8)
    table.resolve()
    table.assert_zone("Dark Depths", Zone.GRAVEYARD, 0)
    lage = table.find("Marit Lage", zone=Zone.BATTLEFIELD)
    assert lage.is_token and lage.controller == 0
    assert (table.power("Marit Lage"), table.toughness("Marit Lage")) == (20, 20)
    assert table.has_keyword("Marit Lage", "flying")
    assert table.has_keyword("Marit Lage", "indestructible")
    ch = table.game.chars(lage.id)
    assert "Legendary" in ch.type_line.supertypes and "Avatar" in ch.type_line.subtypes
    assert ch.colors == frozenset({"B"})


@kit
def test_with_ice_counters_left_nothing_triggers(table: Table) -> None:
    """CR 603.8: two counters, one removed: the state doesn't hold, no trigger."""
    table.battlefield(0, "Dark Depths", counters={"ice": 2})
    table.lands(0, "Swamp", 3)
    table.activate("Dark Depths")
    table.resolve()
    assert table.counters("Dark Depths", "ice") == 1
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Dark Depths", Zone.BATTLEFIELD, 0)


@kit
def test_the_state_trigger_triggers_once_while_on_the_stack(table: Table) -> None:
    """CR 603.8: put onto the battlefield with no counter (not "enters with": 614.1c applies
    only as it enters), it triggers once; while that ability waits on the stack, it doesn't
    trigger again."""
    table.battlefield(0, "Dark Depths", counters={"ice": 0})
    table.lands(0, "Swamp", 3)
    table.refresh()
    table.pass_priority()  # Alice passes, Bob gets priority: the state still holds
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Dark Depths"]
    assert len([o for o in table.game.battlefield(0) if o.card.name == "Marit Lage"]) == 1


@kit
def test_afiya_grove_moving_its_last_counter_is_sacrificed(table: Table) -> None:
    """CR 603.8: Afiya Grove's last +1/+1 counter moved onto Grizzly Bears in Alice's upkeep:
    the state trigger sacrifices it."""
    table.set_turn(active=1, step="end step")
    table.battlefield(0, "Afiya Grove", counters={"+1/+1": 1})
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Forest")
    table.go_to("upkeep step", turn=2)
    table.resolve()  # the upkeep trigger, its one target the Bears
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert len(table.game.ids_in(Zone.STACK)) == 1  # the state trigger
    table.resolve()
    table.assert_zone("Afiya Grove", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
