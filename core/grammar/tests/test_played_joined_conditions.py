"""Two conditions joined by "or" (CR 603.4, 608.2c), each read whole, played from a printed
card: Sand Strangler ("When this creature enters, if you control a Desert or there is a
Desert card in your graveyard, you may have this creature deal 3 damage to target
creature.") deals its 3 damage with Painted Bluffs (a Desert) on the battlefield, or with
Painted Bluffs in its controller's graveyard (404.1); with neither, it doesn't trigger.
Kami of Terrible Secrets ("When this creature enters, if you control an artifact and an
enchantment, you draw a card and you gain 1 life.", "you control" said once for both) draws
and gains with Ornithopter and Opal Caryatid, not with Ornithopter alone.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SAND_STRANGLER = CardDef(
    name="Sand Strangler", mana_cost="{3}{R}", type_line="Creature — Beast",
    text="When this creature enters, if you control a Desert or there is a Desert card in "
         "your graveyard, you may have this creature deal 3 damage to target creature.",
    power="3", toughness="3")
PAINTED_BLUFFS = CardDef(
    name="Painted Bluffs", mana_cost=None, type_line="Land — Desert",
    text="{T}: Add {C}.\n{1}, {T}: Add one mana of any color.")
KAMI_OF_TERRIBLE_SECRETS = CardDef(
    name="Kami of Terrible Secrets", mana_cost="{3}{B}", type_line="Creature — Spirit",
    text="When this creature enters, if you control an artifact and an enchantment, you draw "
         "a card and you gain 1 life.", power="3", toughness="4")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")
OPAL_CARYATID = CardDef(
    name="Opal Caryatid", mana_cost="{W}", type_line="Enchantment",
    text="When an opponent casts a creature spell, if this permanent is an enchantment, it "
         "becomes a 2/2 Soldier creature.")

CARDS = (SAND_STRANGLER, PAINTED_BLUFFS, KAMI_OF_TERRIBLE_SECRETS, ORNITHOPTER, OPAL_CARYATID)
kit = pytest.mark.plugins(extra={"joined-kit": card_pool("joined-kit", CARDS)})


def _strangler(table: Table) -> list[object]:
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Sand Strangler")
    table.mana(0, "RRRR")
    seen = table.watch_decisions("targets")
    table.answer("targets", "Hill Giant")
    table.answer("may", "yes", player=0)
    table.cast("Sand Strangler")
    table.resolve_all()
    return seen


@kit
def test_with_a_desert_on_the_battlefield_it_deals_3(table: Table) -> None:
    """CR 603.4: "you control a Desert" holds: Hill Giant is dealt 3 and dies."""
    table.battlefield(0, "Painted Bluffs")
    _strangler(table)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_with_a_desert_card_in_the_graveyard_it_deals_3(table: Table) -> None:
    """CR 404.1, 603.4: the other condition holds: "a Desert card in your graveyard"."""
    table.graveyard(0, "Painted Bluffs")
    _strangler(table)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_with_no_desert_anywhere_it_does_not_trigger(table: Table) -> None:
    """CR 603.4: neither holds (the opponent's Desert is not yours): no trigger."""
    table.battlefield(1, "Painted Bluffs")
    table.graveyard(1, "Painted Bluffs")
    seen = _strangler(table)
    assert not seen
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


def _kami(table: Table, *mine: str) -> None:
    table.battlefield(0, *mine)
    table.library(0, "Island")
    table.hand(0, "Kami of Terrible Secrets")
    table.mana(0, "BBBB")
    table.cast("Kami of Terrible Secrets")
    table.resolve_all()


@kit
def test_kami_with_an_artifact_and_an_enchantment_draws_and_gains(table: Table) -> None:
    """CR 603.4: both conditions hold: a card drawn, 1 life gained."""
    _kami(table, "Ornithopter", "Opal Caryatid")
    table.assert_zone("Island", Zone.HAND, 0)
    table.assert_life(0, 21)


@kit
def test_kami_with_an_artifact_only_does_not_trigger(table: Table) -> None:
    """CR 603.4: no enchantment you control: no trigger."""
    _kami(table, "Ornithopter")
    table.assert_zone("Island", Zone.LIBRARY, 0)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
