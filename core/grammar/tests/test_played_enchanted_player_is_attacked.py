""""Whenever enchanted player is attacked, X. Each opponent attacking that player does the
same." (Curse of Opulence, Curse of Vitality, Curse of Verbosity, Curse of Disturbance) and "Each
opponent attacking that player untaps all nonland permanents they control" (Curse of Bounty),
played with three players (CR 508.3b, 303.4, 506.2, 603.7c, 608.2c).

Alice casts the Curse on Bob. When Carol attacks Bob, Alice does X and Carol (an opponent of
Alice attacking Bob) does it too; Bob does nothing. When Alice herself attacks Bob, she does
X once (she is no opponent of her own). Carol attacking Alice triggers nothing (Alice isn't
the enchanted player), nor does an attack on a planeswalker Bob controls.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card, Zone
from manastack.model.typeline import TypeLine

OPULENCE = CardDef(
    name="Curse of Opulence", mana_cost="{R}", type_line="Enchantment — Aura Curse",
    keywords=("Enchant",),
    text="Enchant player\nWhenever enchanted player is attacked, create a Gold token. Each "
         "opponent attacking that player does the same. (A Gold token is an artifact with "
         "\"Sacrifice this token: Add one mana of any color.\")")
VITALITY = CardDef(
    name="Curse of Vitality", mana_cost="{2}{W}", type_line="Enchantment — Aura Curse",
    keywords=("Enchant",),
    text="Enchant player\nWhenever enchanted player is attacked, you gain 2 life. Each "
         "opponent attacking that player does the same.")
VERBOSITY = CardDef(
    name="Curse of Verbosity", mana_cost="{2}{U}", type_line="Enchantment — Aura Curse",
    keywords=("Enchant",),
    text="Enchant player\nWhenever enchanted player is attacked, you draw a card. Each "
         "opponent attacking that player does the same.")
DISTURBANCE = CardDef(
    name="Curse of Disturbance", mana_cost="{2}{B}", type_line="Enchantment — Aura Curse",
    keywords=("Enchant",),
    text="Enchant player\nWhenever enchanted player is attacked, create a 2/2 black Zombie "
         "creature token. Each opponent attacking that player does the same.")

BOUNTY = CardDef(
    name="Curse of Bounty", mana_cost="{1}{G}", type_line="Enchantment — Aura Curse",
    keywords=("Enchant",),
    text="Enchant player\nWhenever enchanted player is attacked, untap all nonland permanents "
         "you control. Each opponent attacking that player untaps all nonland permanents they "
         "control.")

CARDS = (OPULENCE, VITALITY, VERBOSITY, DISTURBANCE, BOUNTY)
kit = pytest.mark.plugins(extra={"curse-cycle-kit": card_pool("curse-cycle-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


def _cursed(table_factory: Callable[..., Table], curse: str, mana: str) -> Table:
    """Three players; Alice casts the Curse on Bob in her main phase (CR 303.4a)."""
    table = table_factory(players=THREE)
    table.mana(0, mana)
    table.hand(0, curse)
    table.cast(curse, targets=["Bob"])
    table.resolve()
    assert table.find(curse).zone is Zone.BATTLEFIELD
    return table


def _carol_attacks(table: Table, defender: str = "Bob", *, resolve: bool = True) -> None:
    """On Carol's turn her Grizzly Bears attack ``defender`` (CR 508.1); then, unless
    ``resolve`` is False, every trigger resolves."""
    table.set_turn(active=2)
    table.battlefield(2, "Grizzly Bears")
    table.attack("Grizzly Bears", defender=defender)
    if resolve:
        table.resolve_all()


def _counts(table: Table, word: str) -> tuple[int, ...]:
    """How many permanents named with ``word`` each player controls."""
    return tuple(sum(1 for n in table.names(Zone.BATTLEFIELD, player) if word in n)
                 for player in range(3))


@kit
def test_the_controller_and_the_attacking_opponent_each_create_a_gold_token(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.3b, 608.2c: Carol attacks Bob (enchanted): Alice and Carol each create a Gold
    token; Bob none."""
    table = _cursed(table_factory, "Curse of Opulence", "R")
    _carol_attacks(table)
    assert _counts(table, "Gold") == (1, 0, 1)


@kit
def test_the_controller_attacking_does_it_once(table_factory: Callable[..., Table]) -> None:
    """CR 102.2: Alice attacks Bob herself: one Gold token, hers; no other player's."""
    table = _cursed(table_factory, "Curse of Opulence", "R")
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Bob")
    table.resolve_all()
    assert _counts(table, "Gold") == (1, 0, 0)


@kit
def test_an_attack_on_another_player_does_nothing(table_factory: Callable[..., Table]) -> None:
    """CR 303.4, 508.3b: Carol attacks Alice, not the enchanted Bob: no token at all."""
    table = _cursed(table_factory, "Curse of Opulence", "R")
    _carol_attacks(table, "Alice")
    assert _counts(table, "Gold") == (0, 0, 0)


@kit
def test_an_attack_on_the_enchanted_players_planeswalker_does_nothing(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.3b: Carol attacks Bob's planeswalker, not Bob: no token."""
    table = _cursed(table_factory, "Curse of Opulence", "R")
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="4")
    table.battlefield(1, walker, counters={"loyalty": 4})
    _carol_attacks(table, "Test Walker")
    assert _counts(table, "Gold") == (0, 0, 0)


@kit
def test_vitality_the_controller_and_the_attacker_gain_two(
        table_factory: Callable[..., Table]) -> None:
    """CR 608.2c: Carol attacks Bob: Alice and Carol gain 2 life each, Bob nothing."""
    table = _cursed(table_factory, "Curse of Vitality", "WWW")
    _carol_attacks(table)
    assert (table.life(0), table.life(1), table.life(2)) == (22, 20, 22)


@kit
def test_verbosity_the_controller_and_the_attacker_draw(
        table_factory: Callable[..., Table]) -> None:
    """CR 608.2c: Carol attacks Bob: Alice and Carol draw a card each, Bob none."""
    table = _cursed(table_factory, "Curse of Verbosity", "UUU")
    for p in range(3):
        table.library(p, "Island", "Island")
    hands = [len(table.names(Zone.HAND, p)) for p in range(3)]
    _carol_attacks(table)
    assert [len(table.names(Zone.HAND, p)) - hands[p] for p in range(3)] == [1, 0, 1]


@kit
def test_disturbance_each_zombie_is_its_creators(table_factory: Callable[..., Table]) -> None:
    """CR 111.2, 608.2c: Carol attacks Bob: a 2/2 Zombie for Alice and one for Carol."""
    table = _cursed(table_factory, "Curse of Disturbance", "BBB")
    _carol_attacks(table)
    assert _counts(table, "Zombie") == (1, 0, 1)


@kit
def test_bounty_untaps_the_nonland_permanents_of_the_controller_and_the_attacker(
        table_factory: Callable[..., Table]) -> None:
    """CR 506.2, 608.2c: Carol attacks Bob: Alice's tapped Hill Giant and Carol's attacking
    Bears untap; their Forests (lands) and Bob's tapped Gray Ogre stay tapped."""
    table = table_factory(players=THREE)
    table.lands(0, "Forest", 2)
    table.hand(0, "Curse of Bounty")
    table.cast("Curse of Bounty", targets=["Bob"])
    table.resolve()
    table.battlefield(0, "Hill Giant", tapped=True)
    table.battlefield(1, "Gray Ogre", tapped=True)
    table.battlefield(2, "Forest", tapped=True)
    _carol_attacks(table, resolve=False)
    assert table.find("Grizzly Bears").tapped
    table.resolve_all()
    assert not table.find("Hill Giant").tapped
    assert not table.find("Grizzly Bears").tapped
    assert table.find("Gray Ogre").tapped
    assert all(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD)
               if o.card.name == "Forest")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
