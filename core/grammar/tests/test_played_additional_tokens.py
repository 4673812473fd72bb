"""Replacement effects adding one predefined token to a creation, played (CR 614.1a, 616.1).

Peregrin Took: "If one or more tokens would be created under your control, those tokens plus
an additional Food token are created instead." Worldwalker Helm: "If you would create one or
more artifact tokens, instead create those tokens plus an additional Map token." Raise the
Alarm's two Soldiers come with a Food under Peregrin Took; under the Helm alone, no Map (no
artifact token); under both, the Food makes the creation one of an artifact token, so the Helm
then applies too (616.1e): a Map as well. The cards come with their exact Oracle definitions
(the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PEREGRIN_TOOK = CardDef(
    name="Peregrin Took", mana_cost="{2}{G}", type_line="Legendary Creature — Halfling Citizen",
    text="If one or more tokens would be created under your control, those tokens plus an "
         "additional Food token are created instead. (It's an artifact with \"{2}, {T}, "
         "Sacrifice this token: You gain 3 life.\")\nSacrifice three Foods: Draw a card.",
    power="2", toughness="3")
WORLDWALKER_HELM = CardDef(
    name="Worldwalker Helm", mana_cost="{2}{U}", type_line="Artifact",
    text="If you would create one or more artifact tokens, instead create those tokens plus an "
         "additional Map token. (It's an artifact with \"{1}, {T}, Sacrifice this token: Target "
         "creature you control explores. Activate only as a sorcery.\")\n{1}{U}, {T}: Create a "
         "token that's a copy of target artifact token you control.")
RAISE_THE_ALARM = CardDef(
    name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
    text="Create two 1/1 white Soldier creature tokens.")

CARDS = (PEREGRIN_TOOK, WORLDWALKER_HELM, RAISE_THE_ALARM)

kit = pytest.mark.plugins(extra={"additional-token-kit": card_pool("additional-token-kit",
                                                                     CARDS)})


def tokens(table: Table, player: int = 0) -> list[str]:
    return sorted(o.card.name for o in table.game.objects_in(Zone.BATTLEFIELD, player)
                  if o.is_token)


def cast_permanent(table: Table, name: str, land: str) -> None:
    table.lands(0, land, 3)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def alarm(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()


@kit
def test_peregrin_took_adds_a_food(table: Table) -> None:
    """CR 614.1a, 111.10b: two Soldiers and a Food, created together; the Food works."""
    cast_permanent(table, "Peregrin Took", "Forest")
    alarm(table)
    assert tokens(table) == ["Food Token", "Soldier Token", "Soldier Token"]
    table.assert_logged(rule="614.1a", contains="Alice creates 3 token(s) instead of 2")
    table.lands(0, "Forest", 2)
    table.activate("Food Token")
    table.resolve()
    table.assert_life(0, 23)


@kit
def test_worldwalker_helm_needs_an_artifact_token(table: Table) -> None:
    """CR 614.1a: "one or more artifact tokens": two Soldiers alone get no Map."""
    cast_permanent(table, "Worldwalker Helm", "Island")
    alarm(table)
    assert tokens(table) == ["Soldier Token", "Soldier Token"]


@kit
def test_the_food_of_peregrin_took_lets_the_helm_add_a_map(table: Table) -> None:
    """CR 616.1e: after Peregrin Took's Food, the creation holds an artifact token: the Helm
    applies too, a Map added. Bob's tokens would be his own (none here)."""
    cast_permanent(table, "Peregrin Took", "Forest")
    cast_permanent(table, "Worldwalker Helm", "Island")
    alarm(table)
    assert tokens(table) == ["Food Token", "Map Token", "Soldier Token", "Soldier Token"]
    assert tokens(table, 1) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
