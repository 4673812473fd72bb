"""Printed "When(ever) [a player / an opponent] casts a spell, [...] counter that spell [...]",
played (CR 603.7c, 701.6a, 601.2i).

"That spell" is the spell whose casting triggered the ability: Hesitation, cast by Alice,
is sacrificed and counters the next spell Bob casts (Grizzly Bears goes to Bob's graveyard,
not the battlefield); Lunar Force ignores Alice's own spell; Decree of Silence counters
Bob's spell and gets a depletion counter, and leaves Alice's spell alone.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HESITATION = CardDef(
    name="Hesitation", mana_cost="{1}{U}", type_line="Enchantment",
    text="When a player casts a spell, sacrifice this enchantment and counter that spell.")
LUNAR_FORCE = CardDef(
    name="Lunar Force", mana_cost="{2}{U}", type_line="Enchantment",
    text="When an opponent casts a spell, sacrifice this enchantment and counter that spell.")
DECREE_OF_SILENCE = CardDef(
    name="Decree of Silence", mana_cost="{6}{U}{U}", type_line="Enchantment",
    keywords=("Cycling",),
    text="Whenever an opponent casts a spell, counter that spell and put a depletion counter on "
         "this enchantment. If there are three or more depletion counters on this enchantment, "
         "sacrifice it.\nCycling {4}{U}{U} ({4}{U}{U}, Discard this card: Draw a card.)\nWhen "
         "you cycle this card, you may counter target spell.")

CARDS = (HESITATION, LUNAR_FORCE, DECREE_OF_SILENCE)
kit = pytest.mark.plugins("cycling", extra={"counter-that-kit": card_pool("counter-that-kit",
                                                                          CARDS)})


def _bob_casts_bears(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()


@kit
def test_hesitation_counters_the_spell_cast_and_is_sacrificed(table: Table) -> None:
    """CR 603.7c, 701.6a: Alice casts Hesitation; Bob's Grizzly Bears is countered and
    Hesitation goes to Alice's graveyard."""
    table.lands(0, "Island", 2)
    table.hand(0, "Hesitation")
    table.cast("Hesitation")
    table.resolve_all()
    table.assert_zone("Hesitation", Zone.BATTLEFIELD, 0)
    _bob_casts_bears(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Hesitation", Zone.GRAVEYARD, 0)
    assert "Grizzly Bears" not in table.names(Zone.BATTLEFIELD)


@kit
def test_hesitation_counters_its_controllers_own_spell_too(table: Table) -> None:
    """CR 603.2: "a player" is any player: Alice's own Grizzly Bears is countered."""
    table.battlefield(0, "Hesitation")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Hesitation", Zone.GRAVEYARD, 0)


@kit
def test_lunar_force_ignores_its_controllers_spell(table: Table) -> None:
    """CR 603.2: Alice's own spell does not trigger Lunar Force; Bob's next spell is
    countered."""
    table.battlefield(0, "Lunar Force")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Lunar Force", Zone.BATTLEFIELD, 0)
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Lunar Force", Zone.GRAVEYARD, 0)


@kit
def test_decree_of_silence_counters_and_counts(table: Table) -> None:
    """CR 701.6a, 122.1: Bob's spell is countered, Decree gets a depletion counter and stays
    (fewer than three)."""
    table.battlefield(0, "Decree of Silence")
    _bob_casts_bears(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_counters("Decree of Silence", "depletion", 1)
    table.assert_zone("Decree of Silence", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
