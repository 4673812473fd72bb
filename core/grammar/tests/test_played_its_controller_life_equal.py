"""Printed "Its controller gains life equal to its toughness." (Avenger en-Dal) and "When
enchanted creature dies, that creature's controller loses life equal to its toughness."
(Banewasp Affliction), played (CR 608.2c, 608.2h, 603.10a).

The player named is the one who controlled the creature as it last existed on the
battlefield (608.2h), not the ability's controller: Bob's exiled attacker gives Bob its
toughness in life, Alice none; Bob's enchanted Grizzly Bears dies and Bob loses 2, Alice
(the Aura's controller) nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AVENGER = CardDef(
    name="Avenger en-Dal", mana_cost="{1}{W}", type_line="Creature — Human Spellshaper",
    power="1", toughness="1",
    text="{2}{W}, {T}, Discard a card: Exile target attacking creature. Its controller gains "
         "life equal to its toughness.")
BANEWASP = CardDef(
    name="Banewasp Affliction", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    keywords=("Enchant",),
    text="Enchant creature\nWhen enchanted creature dies, that creature's controller loses "
         "life equal to its toughness.")

SWORDS = CardDef(
    name="Swords to Plowshares", mana_cost="{W}", type_line="Instant",
    text="Exile target creature. Its controller gains life equal to its power.")
ILLUMINATION = CardDef(
    name="Illumination", mana_cost="{W}{W}", type_line="Instant",
    text="Counter target artifact or enchantment spell. Its controller gains life equal to its "
         "mana value.")
CHALICE = CardDef(
    name="Chalice of the Void", mana_cost="{X}{X}", type_line="Artifact",
    text="This artifact enters with X charge counters on it.\nWhenever a player casts a spell "
         "with mana value equal to the number of charge counters on this artifact, counter "
         "that spell.")

CARDS = (AVENGER, BANEWASP, SWORDS, ILLUMINATION, CHALICE)
kit = pytest.mark.plugins(extra={"its-controller-kit": card_pool("its-controller-kit", CARDS)})


@kit
def test_avenger_gives_the_attackers_controller_its_toughness(table: Table) -> None:
    """CR 608.2h: Bob's Craw Wurm (6/4) attacks and is exiled: Bob gains 4, Alice nothing."""
    table.battlefield(0, "Avenger en-Dal")
    table.lands(0, "Plains", 3)
    table.hand(0, "Forest")
    table.set_turn(active=1)
    table.battlefield(1, "Craw Wurm")
    table.attack("Craw Wurm")
    table.pass_priority()  # Bob passes: Alice may activate (CR 117.3d)
    table.activate("Avenger en-Dal", targets=["Craw Wurm"],
                   answers=[Answer("discard", (table.find("Forest").id,))])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.EXILE, 1)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    assert table.life(1) == 24
    assert table.life(0) == 20


@kit
def test_avenger_counts_the_toughness_as_it_last_existed(table: Table) -> None:
    """CR 608.2h: Giant Growth's +3/+3 on Bob's Craw Wurm still counts once it is gone: 7."""
    table.battlefield(0, "Avenger en-Dal")
    table.lands(0, "Plains", 3)
    table.hand(0, "Forest")
    table.set_turn(active=1)
    table.battlefield(1, "Craw Wurm")
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.attack("Craw Wurm")
    table.cast("Giant Growth", targets=["Craw Wurm"])
    table.resolve()
    table.pass_priority()
    table.activate("Avenger en-Dal", targets=["Craw Wurm"],
                   answers=[Answer("discard", (table.find("Forest", zone=Zone.HAND).id,))])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.EXILE, 1)
    assert table.life(1) == 27
    assert table.life(0) == 20


@kit
def test_banewasp_makes_the_dead_creatures_controller_lose(table: Table) -> None:
    """CR 603.10a, 608.2h: Alice's Aura on Bob's Grizzly Bears; the Bears die: Bob loses 2,
    Alice (who controls the Aura and its ability) loses nothing."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Banewasp Affliction", "Lightning Bolt")
    table.cast("Banewasp Affliction", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.resolve()  # the dies trigger
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_swords_to_plowshares_gives_the_controller_the_power(table: Table) -> None:
    """CR 608.2h: Alice exiles her own Grizzly Bears: Alice gains 2; then Bob's Craw Wurm: Bob
    gains 6, Alice no more."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Plains", 2)
    table.hand(0, "Swords to Plowshares")
    table.cast("Swords to Plowshares", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    assert (table.life(0), table.life(1)) == (22, 20)
    table.hand(0, "Swords to Plowshares")
    table.cast("Swords to Plowshares", targets=["Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.EXILE, 1)
    assert (table.life(0), table.life(1)) == (22, 26)


@kit
def test_illumination_gives_the_spells_controller_its_mana_value_with_x(table: Table) -> None:
    """CR 608.2h, 202.3e: Bob's Chalice of the Void cast with X=2 (mana value 4) is countered:
    Bob gains 4, Alice nothing."""
    table.set_turn(active=1)
    table.lands(1, "Forest", 4)
    table.hand(1, "Chalice of the Void")
    table.lands(0, "Plains", 2)
    table.hand(0, "Illumination")
    table.cast("Chalice of the Void", x=2)
    table.pass_priority()  # Bob passes: Alice responds (CR 117.3c)
    table.cast("Illumination", targets=["Chalice of the Void"])
    table.resolve()
    table.assert_zone("Chalice of the Void", Zone.GRAVEYARD, 1)
    assert table.life(1) == 24
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
