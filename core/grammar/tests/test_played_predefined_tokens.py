"""Printed cards that create predefined tokens, cast and played (CR 111.10).

Vampire's Kiss creates two Blood tokens (111.10g), whose ability discards a card and draws
one; Biomechan Engineer creates a Lander token (111.10u) that fetches a basic land
tapped; Taste of Death has its caster ("You create ...") create three Food tokens (111.10b)
after each player sacrificed three creatures; The Battle of Bywater creates a Food token
for each creature its caster still controls (107.3c). The cards come with their exact
Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

VAMPIRES_KISS = CardDef(
    name="Vampire's Kiss", mana_cost="{1}{B}", type_line="Sorcery",
    text='Target player loses 2 life and you gain 2 life. Create two Blood tokens. (They\'re '
         'artifacts with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")')
TASTE_OF_DEATH = CardDef(
    name="Taste of Death", mana_cost="{4}{B}{B}", type_line="Sorcery",
    text='Each player sacrifices three creatures of their choice. You create three Food '
         'tokens. (They\'re artifacts with "{2}, {T}, Sacrifice this token: You gain 3 '
         'life.")')
BATTLE_OF_BYWATER = CardDef(
    name="The Battle of Bywater", mana_cost="{1}{W}{W}", type_line="Sorcery",
    text='Destroy all creatures with power 3 or greater. Then create a Food token for each '
         'creature you control. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You '
         'gain 3 life.")')

BIOMECHAN_ENGINEER = CardDef(
    name="Biomechan Engineer", mana_cost="{G}{U}", type_line="Creature — Insect Artificer",
    text='When this creature enters, create a Lander token. (It\'s an artifact with "{2}, {T}, '
         'Sacrifice this token: Search your library for a basic land card, put it onto the '
         'battlefield tapped, then shuffle.")\n{8}: Draw two cards and create a 2/2 colorless '
         'Robot artifact creature token.', power="2", toughness="2")

CARDS = (VAMPIRES_KISS, TASTE_OF_DEATH, BATTLE_OF_BYWATER, BIOMECHAN_ENGINEER)

kit = pytest.mark.plugins(extra={"predefined-tokens-kit": card_pool("predefined-tokens-kit",
                                                                    CARDS)})


def tokens(table: Table, player: int, name: str) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.card.name == name and o.is_token)


@kit
def test_vampires_kiss_creates_two_blood_tokens_that_loot(table: Table) -> None:
    """CR 111.10g: two Blood tokens, artifacts; one's ability ({1}, {T}, discard a card,
    sacrifice it) discards the only card in hand and draws one (602.2, 118.3)."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Vampire's Kiss", "Grizzly Bears")
    table.library(0, "Island")
    table.cast("Vampire's Kiss", targets=["Bob"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (22, 18)
    assert tokens(table, 0, "Blood Token") == 2
    blood = table.find("Blood Token", zone=Zone.BATTLEFIELD)
    assert "Artifact" in table.game.chars(blood.id).type_line.card_types
    table.activate("Blood Token")
    table.resolve()
    assert tokens(table, 0, "Blood Token") == 1  # sacrificed: a token ceases to exist (111.7)
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)


@kit
def test_taste_of_death_gives_its_caster_three_foods(table: Table) -> None:
    """CR 111.2: "You create three Food tokens": the caster's, not the opponent's; a Food's
    ability gains 3 life (111.10b)."""
    table.lands(0, "Swamp", 8)
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.battlefield(1, "Serra Angel", "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.hand(0, "Taste of Death")
    table.cast("Taste of Death")
    table.resolve()
    assert tokens(table, 0, "Food Token") == 3
    assert tokens(table, 1, "Food Token") == 0
    assert len([o for o in table.game.battlefield(1) if "Creature" in
                table.game.chars(o.id).type_line.card_types]) == 1
    table.activate("Food Token")
    table.resolve()
    assert table.life(0) == 23
    assert tokens(table, 0, "Food Token") == 2


@kit
def test_the_battle_of_bywater_makes_a_food_for_each_creature_left(table: Table) -> None:
    """CR 107.3c: the count is taken after the big creatures are destroyed: two small
    creatures of the caster's left, two Foods; the opponent's creature doesn't count."""
    table.lands(0, "Plains", 3)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.battlefield(1, "Grizzly Bears", "Serra Angel")
    table.hand(0, "The Battle of Bywater")
    table.cast("The Battle of Bywater")
    table.resolve()
    assert "Hill Giant" in table.names(Zone.GRAVEYARD, 0)
    assert "Serra Angel" in table.names(Zone.GRAVEYARD, 1)
    assert tokens(table, 0, "Food Token") == 2
    assert tokens(table, 1, "Food Token") == 0


@kit
def test_biomechan_engineer_creates_a_lander_that_fetches_a_basic_land(table: Table) -> None:
    """CR 111.10u, 603.2: as it enters, a Lander token; {2}, {T}, sacrifice it: a basic land
    card from the library onto the battlefield tapped (701.23)."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 3)
    table.library(0, "Hill Giant", "Mountain")
    table.hand(0, "Biomechan Engineer")
    table.cast("Biomechan Engineer")
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger
    assert tokens(table, 0, "Lander Token") == 1
    table.activate("Lander Token")
    mountain_card = table.find("Mountain", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (mountain_card,))])
    assert tokens(table, 0, "Lander Token") == 0
    mountain = table.find("Mountain", zone=Zone.BATTLEFIELD)
    assert mountain.tapped
    assert table.names(Zone.LIBRARY, 0) == ["Hill Giant"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
