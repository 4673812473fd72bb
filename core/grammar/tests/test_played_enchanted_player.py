"""Printed Curses, Auras with "Enchant player" (CR 303.4, 702.5d), cast at a player and played.

Curse of the Bloody Tome ("At the beginning of enchanted player's upkeep, that player mills
two cards."), Curse of Predation ("Whenever a creature attacks enchanted player, put a +1/+1
counter on it.") and Curse of the Forsaken ("... its controller gains 1 life.") are cast
from their owner's hand with their exact Oracle definitions (the corpus records, checked
below): each targets a player as it is cast (303.4a), is attached to that player as it
resolves (608.3c), and its ability triggers at that player's upkeep only, or as a
creature is declared attacking that player (508.1m), "that player" being that player
(603.7c). Curse of Death's Hold ("Creatures enchanted player controls get -1/-1.") shrinks
the creatures of the player it is attached to only (613.4c); Trespasser's Curse drains that
player as one of their creatures enters, "that player" being its controller (603.7c).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CURSE_OF_THE_BLOODY_TOME = CardDef(
    name="Curse of the Bloody Tome", mana_cost="{2}{U}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nAt the beginning of enchanted player's upkeep, that player mills "
         "two cards.")

CURSE_OF_PREDATION = CardDef(
    name="Curse of Predation", mana_cost="{2}{G}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nWhenever a creature attacks enchanted player, put a +1/+1 counter "
         "on it.")
CURSE_OF_THE_FORSAKEN = CardDef(
    name="Curse of the Forsaken", mana_cost="{2}{W}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nWhenever a creature attacks enchanted player, its controller gains "
         "1 life.")

CURSE_OF_DEATHS_HOLD = CardDef(
    name="Curse of Death's Hold", mana_cost="{3}{B}{B}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nCreatures enchanted player controls get -1/-1.")

TRESPASSERS_CURSE = CardDef(
    name="Trespasser's Curse", mana_cost="{1}{B}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nWhenever a creature enchanted player controls enters, that player "
         "loses 1 life and you gain 1 life.")

CARDS = (CURSE_OF_THE_BLOODY_TOME, CURSE_OF_PREDATION, CURSE_OF_THE_FORSAKEN,
         CURSE_OF_DEATHS_HOLD, TRESPASSERS_CURSE)

kit = pytest.mark.plugins(extra={"proved-enchanted-player-kit":
                                 card_pool("proved-enchanted-player-kit", CARDS)})


def _curse(table: Table, aura: str, player: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[player])
    table.resolve()
    table.assert_zone(aura, Zone.BATTLEFIELD, 0)


@kit
def test_curse_of_the_bloody_tome_mills_the_enchanted_player_at_their_upkeep(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 608.3c, 503.1, 603.7c: cast at the opponent, it is attached to them; at their upkeep
    they mill two cards, and nothing is milled at the Aura's controller's own upkeep."""
    table.library(1, "Island", "Island", "Island")
    table.library(0, "Island", "Island", "Island")
    _curse(table, "Curse of the Bloody Tome", "player 2", {"Island": 3})
    curse = table.find("Curse of the Bloody Tome")
    assert curse.attached_player == 1 and curse.attached_to is None
    table.assert_logged(rule="608.3c")  # an Aura spell resolving (303.4f is any other way in)
    next_turn(table, 1)  # the enchanted player's upkeep
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == []
    next_turn(table, 1)  # the Aura's controller's upkeep
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_curse_of_the_bloody_tome_on_its_controller_mills_them(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.5d: "enchant player" allows any player, its controller too: cast at yourself,
    you mill two at your upkeep, the opponent nothing at theirs."""
    table.library(1, "Island", "Island", "Island")
    table.library(0, "Island", "Island", "Island")
    _curse(table, "Curse of the Bloody Tome", "player 1", {"Island": 3})
    next_turn(table, 2)  # the opponent's upkeep, then the Aura's controller's
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Island", "Island"]


@kit
def test_curse_of_predation_grows_each_creature_attacking_the_enchanted_player(
        table: Table) -> None:
    """CR 508.1m, 603.7c: cast at the opponent, each creature attacking them gets a +1/+1
    counter; the Aura's controller's own creatures are the attackers here."""
    table.battlefield(0, "Grizzly Bears", "Memnite")
    _curse(table, "Curse of Predation", "player 2", {"Forest": 3})
    table.attack("Grizzly Bears", "Memnite")
    table.resolve_all()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.counters("Memnite", "+1/+1") == 1


@kit
def test_curse_of_predation_on_its_controller_ignores_attacks_on_the_opponent(
        table: Table) -> None:
    """CR 303.4, 508.1b: attached to its own controller, a creature attacking the opponent
    attacks a player who isn't enchanted: no counter."""
    table.battlefield(0, "Grizzly Bears")
    _curse(table, "Curse of Predation", "player 1", {"Forest": 3})
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.counters("Grizzly Bears", "+1/+1") == 0


@kit
def test_curse_of_the_forsaken_gives_life_to_the_attackers_controller(table: Table) -> None:
    """CR 508.1m, 603.7c: each creature attacking the enchanted player gives its controller
    1 life; the enchanted player gains none."""
    table.battlefield(0, "Grizzly Bears", "Memnite")
    _curse(table, "Curse of the Forsaken", "player 2", {"Plains": 3})
    table.attack("Grizzly Bears", "Memnite")
    table.resolve_all()
    table.assert_life(0, 22)
    table.assert_life(1, 20)


@kit
def test_curse_of_deaths_hold_shrinks_the_enchanted_players_creatures_only(
        table: Table) -> None:
    """CR 303.4, 613.4c, 704.5f: cast at the opponent, their creatures get -1/-1 (their
    Memnite, 1/1, dies), the Aura's controller's creatures don't."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    _curse(table, "Curse of Death's Hold", "player 2", {"Swamp": 5})
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (2, 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


@kit
def test_trespassers_curse_drains_the_enchanted_player_as_their_creature_enters(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2, 603.7c: the Aura's controller's own creature entering does nothing; the
    enchanted player's creature entering costs them 1 life and gives the Aura's controller 1."""
    _curse(table, "Trespasser's Curse", "player 2", {"Swamp": 2})
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_life(0, 20)
    table.assert_life(1, 20)
    next_turn(table, 1)  # the enchanted player's turn
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_life(1, 19)
    table.assert_life(0, 21)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
