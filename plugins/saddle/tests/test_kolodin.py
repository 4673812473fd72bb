"""Kolodin, Triumph Caster's "Whenever a Mount you control enters, it becomes saddled until
end of turn." (CR 702.171b, 603.2): the Mount that entered is saddled without its saddle
cost. Kolodin's "Mounts and Vehicles you control have haste" needs the haste plugin."""

from __future__ import annotations

import pytest
from manastack_saddle.keyword import is_saddled
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import CardDef, Step

KOLODIN = CardDef(
    name="Kolodin, Triumph Caster", mana_cost="{R}{W}",
    type_line="Legendary Creature — Human Pilot", power="2", toughness="3",
    text="Mounts and Vehicles you control have haste.\nWhenever a Mount you control enters, it "
         "becomes saddled until end of turn.\nWhenever a Vehicle you control enters, it becomes "
         "an artifact creature until end of turn.")
PRINTED = (KOLODIN,)
pytestmark = pytest.mark.plugins("saddle", "haste",
                                 extra={"kolodin-kit": card_pool("kolodin-kit", PRINTED)})


def cast_both(table: Table) -> None:
    """Kolodin in play; Grizzly Bears, then Alacrian Jaguar cast and resolved."""
    table.battlefield(0, "Kolodin, Triumph Caster")
    table.hand(0, "Alacrian Jaguar", "Grizzly Bears")
    table.lands(0, "Forest", 7)
    for name in ("Grizzly Bears", "Alacrian Jaguar"):
        table.cast(name)
        table.resolve_all()


def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)


def test_702_171b_a_mount_enters_saddled_and_attacks_at_once(table: Table) -> None:
    """Alacrian Jaguar enters saddled, with haste: it attacks while saddled, +2/+2 (6)."""
    cast_both(table)
    jaguar = table.find("Alacrian Jaguar")
    assert is_saddled(table.game, jaguar.id)
    table.assert_logged(rule="702.171a")
    table.attack("Alacrian Jaguar")
    table.resolve_all()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


def test_702_171b_a_creature_that_is_no_mount_is_not_saddled(table: Table) -> None:
    """Grizzly Bears entering under Kolodin: no Mount, no trigger, not saddled."""
    cast_both(table)
    assert not is_saddled(table.game, table.find("Grizzly Bears").id)
