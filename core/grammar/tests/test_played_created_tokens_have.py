"""Tokens created with a quoted ability said in the next sentence, played (CR 111.3, 113.1a).

Dance with Devils ("Create two 1/1 red Devil creature tokens. They have "When this token
dies, it deals 1 damage to any target.""): each Devil has the dies trigger, which deals its
damage when that Devil dies, and nothing when another creature dies; Make Mischief ("... It
has ..."): the one Devil it creates has it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DANCE_WITH_DEVILS = CardDef(
    name="Dance with Devils", mana_cost="{3}{R}", type_line="Instant",
    text="Create two 1/1 red Devil creature tokens. They have \"When this token dies, it deals "
         "1 damage to any target.\"")
MAKE_MISCHIEF = CardDef(
    name="Make Mischief", mana_cost="{2}{R}", type_line="Sorcery",
    text="Make Mischief deals 1 damage to any target. Create a 1/1 red Devil creature token. "
         "It has \"When this token dies, it deals 1 damage to any target.\"")

PRINTED = (DANCE_WITH_DEVILS, MAKE_MISCHIEF)
kit = pytest.mark.plugins(extra={"devils-kit": card_pool("devils-kit", PRINTED)})


def _devils(table: Table) -> list[int]:
    return [o.id for o in table.game.battlefield(0) if o.card.name == "Devil Token"]


@kit
def test_dance_with_devils_devils_each_deal_one_damage_when_they_die(table: Table) -> None:
    """CR 111.3, 603.6c: two red 1/1 Devils; Shock kills one: its trigger deals 1 damage to
    Bob (20 - 1); the other Devil is still there with the same ability; Grizzly Bears dying
    triggers nothing."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Dance with Devils")
    table.cast("Dance with Devils")
    table.resolve()
    devils = _devils(table)
    assert len(devils) == 2
    ch = table.game.chars(devils[0])
    assert ch.colors == frozenset({"R"}) and (ch.power, ch.toughness) == (1, 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=[f"Devil Token#{devils[0]}"])
    table.answer("targets", "Bob")  # as the trigger is put on the stack (CR 603.3d)
    table.resolve_all()
    table.assert_life(1, 19)
    assert _devils(table) == [devils[1]]
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_life(1, 19)


@kit
def test_make_mischief_devil_deals_one_damage_when_it_dies(table: Table) -> None:
    """CR 111.3: Make Mischief deals 1 damage to Bob and creates one Devil; Shocked, the Devil's
    trigger deals 1 more to Bob."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Make Mischief", "Shock")
    table.cast("Make Mischief", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 19)
    devils = _devils(table)
    assert len(devils) == 1
    table.cast("Shock", targets=[f"Devil Token#{devils[0]}"])
    table.answer("targets", "Bob")
    table.resolve_all()
    table.assert_life(1, 18)
    assert _devils(table) == []


def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
