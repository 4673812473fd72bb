"""Tokens created with a quoted ability, played (CR 111.4, 113.1a).

Tend the Pests: "Create X 1/1 black and green Pest creature tokens with "When this token
dies, you gain 1 life," where X is the sacrificed creature's power." The quoted text is each
token's own ability, read as a card's line (its comma set inside the closing quote before
"where X is", 107.3c); X is the power of the creature sacrificed as the additional cost, as it
last existed (601.2h, 608.2h). The cards come with their exact Oracle definitions (the corpus
records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TEND_THE_PESTS = CardDef(
    name="Tend the Pests", mana_cost="{B}{G}", type_line="Instant",
    text="As an additional cost to cast this spell, sacrifice a creature.\nCreate X 1/1 black "
         "and green Pest creature tokens with \"When this token dies, you gain 1 life,\" where "
         "X is the sacrificed creature's power.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (TEND_THE_PESTS, MURDER)

kit = pytest.mark.plugins(extra={"quoted-token-kit": card_pool("quoted-token-kit", CARDS)})


def pests(table: Table) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
               if o.is_token and o.card.name == "Pest Token")


@kit
def test_tend_the_pests_x_pests_whose_death_gains_1_life(table: Table) -> None:
    """CR 601.2h, 107.3c: Hill Giant (power 3) sacrificed: three 1/1 black and green Pests;
    one destroyed, its own "When this token dies, you gain 1 life." triggers (603.6c)."""
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Tend the Pests")
    table.cast("Tend the Pests", sacrifice=["Hill Giant"])
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.resolve()
    assert pests(table) == 3
    pest = table.find("Pest Token", zone=Zone.BATTLEFIELD)
    chars = table.game.chars(pest.id)
    assert chars.colors == frozenset("BG") and (chars.power, chars.toughness) == (1, 1)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=[pest.id])
    table.resolve()
    assert pests(table) == 2
    table.assert_life(0, 20)
    table.resolve()  # the Pest's own dies trigger
    table.assert_life(0, 21)
    table.assert_life(1, 20)


@kit
def test_tend_the_pests_a_1_power_creature_makes_one(table: Table) -> None:
    """CR 107.3c: Memnite (power 1) sacrificed: X is 1, one Pest."""
    table.battlefield(0, "Memnite")
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Tend the Pests")
    table.cast("Tend the Pests", sacrifice=["Memnite"])
    table.resolve()
    assert pests(table) == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
