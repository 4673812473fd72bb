"""Printed "[Do something] unless you [do something else]", played (CR 118.12a, 118.3): the
other action is a cost the ability's controller may pay as it resolves, only if they can pay
all of it; not paid, the first action is done.

Blood Funnel ("Whenever you cast a noncreature spell, counter that spell unless you sacrifice a
creature.") and Avatar of Discord ("When this creature enters, sacrifice it unless you discard
two cards.").
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

BLOOD_FUNNEL = CardDef(
    name="Blood Funnel", mana_cost="{1}{B}", type_line="Enchantment",
    text="Noncreature spells you cast cost {2} less to cast.\nWhenever you cast a noncreature "
         "spell, counter that spell unless you sacrifice a creature.")
AVATAR_OF_DISCORD = CardDef(
    name="Avatar of Discord", mana_cost="{B/R}{B/R}{B/R}", type_line="Creature — Avatar",
    text="({B/R} can be paid with either {B} or {R}.)\nFlying\nWhen this creature enters, "
         "sacrifice it unless you discard two cards.",
    power="5", toughness="3")

CARDS = (BLOOD_FUNNEL, AVATAR_OF_DISCORD)
kit = pytest.mark.plugins(extra={"unless-you-kit": card_pool("unless-you-kit", CARDS)})


def _funnel_then_shock(table: Table, creatures: tuple[str, ...]) -> list[object]:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Blood Funnel", "Shock")
    if creatures:
        table.battlefield(0, *creatures)
    table.cast("Blood Funnel")
    table.resolve()
    asked = table.watch_decisions("pay_unless")
    table.cast("Shock", targets=["Bob"])
    table.assert_zone("Shock", Zone.STACK)
    return asked


@kit
def test_blood_funnel_alice_sacrifices_and_shock_resolves(table: Table) -> None:
    """CR 118.12a: Alice (the trigger's controller) sacrifices the Bears: Shock isn't
    countered and deals 2 damage to Bob."""
    asked = _funnel_then_shock(table, ("Grizzly Bears",))
    table.resolve(answers=[Answer("pay_unless", (True,), player=0)])
    assert [d.player for d in asked] == [0]
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.resolve()
    table.assert_life(1, 18)


@kit
def test_blood_funnel_alice_declines_and_shock_is_countered(table: Table) -> None:
    _funnel_then_shock(table, ("Grizzly Bears",))
    table.resolve(answers=[Answer("pay_unless", (False,), player=0)])
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert table.names(Zone.STACK) == []
    table.assert_life(1, 20)


@kit
def test_blood_funnel_without_a_creature_counters_unasked(table: Table) -> None:
    """CR 118.3: no creature to sacrifice, the cost can't be paid: Shock is countered."""
    asked = _funnel_then_shock(table, ())
    table.resolve()
    assert asked == []
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    table.assert_life(1, 20)


def _avatar(table: Table, hand: tuple[str, ...]) -> list[object]:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Avatar of Discord", *hand)
    table.cast("Avatar of Discord")
    table.resolve()
    asked = table.watch_decisions("pay_unless")
    return asked


@kit
def test_avatar_kept_by_discarding_two_cards(table: Table) -> None:
    asked = _avatar(table, ("Forest", "Island", "Plains"))
    table.resolve(answers=[Answer("pay_unless", (True,), player=0)])
    assert [d.player for d in asked] == [0]
    table.assert_zone("Avatar of Discord", Zone.BATTLEFIELD, 0)
    assert len(table.names(Zone.HAND, 0)) == 1
    assert len(table.names(Zone.GRAVEYARD, 0)) == 2


@kit
def test_avatar_sacrificed_when_alice_declines(table: Table) -> None:
    _avatar(table, ("Forest", "Island"))
    table.resolve(answers=[Answer("pay_unless", (False,), player=0)])
    assert table.zone_of("Avatar of Discord") is Zone.GRAVEYARD
    assert len(table.names(Zone.HAND, 0)) == 2


@kit
def test_avatar_sacrificed_with_one_card_in_hand(table: Table) -> None:
    """CR 118.3: one card can't pay "discard two cards": not asked, and the one card stays."""
    asked = _avatar(table, ("Forest",))
    table.resolve()
    assert asked == []
    assert table.zone_of("Avatar of Discord") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 0) == ["Forest"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
