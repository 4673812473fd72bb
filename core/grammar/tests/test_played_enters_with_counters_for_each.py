""""This creature enters with N [kind] counters on it for each [thing]", played from printed
cards (CR 614.1c, 107.3c, 614.12).

Zombie Mob: "This creature enters with a +1/+1 counter on it for each creature card in your
graveyard. When this creature enters, exile all creature cards from your graveyard." Squad
Captain: "Vigilance ... This creature enters with a +1/+1 counter on it for each other
creature you control." The number is counted as the creature would enter (a replacement
effect, 614.1c), "you" being the player it enters under the control of (614.12); the count
is of that moment, not kept up to date afterwards. The printed cards come from the pool
below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ZOMBIE_MOB = CardDef(
    name="Zombie Mob", mana_cost="{2}{B}{B}", type_line="Creature — Zombie",
    text="This creature enters with a +1/+1 counter on it for each creature card in your "
         "graveyard.\nWhen this creature enters, exile all creature cards from your graveyard.",
    power="2", toughness="0")
SQUAD_CAPTAIN = CardDef(
    name="Squad Captain", mana_cost="{4}{W}", type_line="Creature — Human Soldier",
    text="Vigilance (Attacking doesn't cause this creature to tap.)\nThis creature enters "
         "with a +1/+1 counter on it for each other creature you control.",
    power="2", toughness="2")

PRINTED = (ZOMBIE_MOB, SQUAD_CAPTAIN)

kit = pytest.mark.plugins(extra={"enters-for-each-kit": card_pool("enters-for-each-kit",
                                                                  PRINTED)})


@kit
def test_zombie_mob_counts_creature_cards_in_your_graveyard(table: Table) -> None:
    """CR 614.1c: three creature cards in Alice's graveyard (her land and Bob's creature
    don't count): three counters, a 5/3; then its trigger exiles those cards (603.2)."""
    table.graveyard(0, "Grizzly Bears", "Giant Spider", "Llanowar Elves", "Forest")
    table.graveyard(1, "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Zombie Mob")
    table.cast("Zombie Mob")
    table.resolve()
    assert table.counters("Zombie Mob", "+1/+1") == 3
    assert (table.power("Zombie Mob"), table.toughness("Zombie Mob")) == (5, 3)
    table.resolve()  # the enters trigger
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    assert table.counters("Zombie Mob", "+1/+1") == 3  # counted once, as it entered


@kit
def test_zombie_mob_with_an_empty_graveyard_dies(table: Table) -> None:
    """No creature card: no counter, a 2/0 put into the graveyard by a state-based action
    (704.5f)."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Zombie Mob")
    table.cast("Zombie Mob")
    table.resolve()
    assert table.zone_of("Zombie Mob") is Zone.GRAVEYARD


@kit
def test_squad_captain_counts_other_creatures_you_control(table: Table) -> None:
    """CR 614.12: Alice's two other creatures count, Bob's creature doesn't: two counters."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Plains", 5)
    table.hand(0, "Squad Captain")
    table.cast("Squad Captain")
    table.resolve()
    assert table.counters("Squad Captain", "+1/+1") == 2
    assert (table.power("Squad Captain"), table.toughness("Squad Captain")) == (4, 4)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
