"""Printed "Cast this spell only if you've cast another spell this turn.", played (CR 601.3,
601.2i).

Hewed Stone Retainers may begin to be cast only by a player who has cast a spell this turn:
asked as casting begins (CR 601.3), before it becomes cast itself (601.2i). Refused, the game
is as it was (CR 732); a spell of the opponent doesn't count.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HEWED_STONE_RETAINERS = CardDef(
    name="Hewed Stone Retainers", mana_cost="{3}", type_line="Artifact Creature — Golem",
    power="4", toughness="4",
    text="Cast this spell only if you've cast another spell this turn.")

CARDS = (HEWED_STONE_RETAINERS,)
kit = pytest.mark.plugins(extra={"retainers-kit": card_pool("retainers-kit", CARDS)})


def retainers_offered(table: Table) -> bool:
    """Whether the player with priority is offered to cast Hewed Stone Retainers."""
    return any(isinstance(a, CastSpell) and a.name == "Hewed Stone Retainers"
               for a in table.game.legal_actions())


@kit
def test_retainers_are_refused_before_any_spell_then_cast_after_one(table: Table) -> None:
    """CR 601.3: no spell cast this turn: refused, the game unchanged (732); after Alice
    casts Llanowar Elves, the Retainers are cast and resolve (601.2i)."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Hewed Stone Retainers", "Llanowar Elves")
    assert not retainers_offered(table)
    table.assert_illegal(table.cast, "Hewed Stone Retainers", rule="601.3")
    assert table.zone_of("Hewed Stone Retainers") is Zone.HAND
    assert not any(o.tapped for o in table.game.battlefield(0))
    table.cast("Llanowar Elves")
    table.resolve()
    assert retainers_offered(table)
    table.cast("Hewed Stone Retainers")
    table.resolve()
    table.assert_zone("Hewed Stone Retainers", Zone.BATTLEFIELD, 0)


@kit
def test_a_spell_of_the_opponent_is_not_another_spell_you_cast(table: Table) -> None:
    """CR 601.3: "you've cast": Bob's Shock this turn leaves Alice's Retainers refused."""
    table.lands(0, "Forest", 3)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Hewed Stone Retainers")
    table.hand(1, "Shock")
    table.pass_priority()
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 18
    assert table.game.pending().player == 0
    assert not retainers_offered(table)
    table.assert_illegal(table.cast, "Hewed Stone Retainers", rule="601.3")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
