"""Printed triggered abilities that return their card from its owner's graveyard, cast and
played (CR 113.6m, 603.2).

Aurora Eidolon ("Whenever you cast a multicolored spell, you may return this card from your
graveyard to your hand."), Bladewing's Thrall and Interceptor, Shadow's Hound are put into
their owner's graveyard with their exact Oracle definitions (the corpus records, checked
below). An ability whose effect moves the card out of the graveyard functions only there
(113.6m): it triggers while the card is in the graveyard, never from the battlefield.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step

AURORA_EIDOLON = CardDef(
    name="Aurora Eidolon", mana_cost="{3}{W}", type_line="Creature — Spirit",
    text="{W}, Sacrifice this creature: Prevent the next 3 damage that would be dealt to any "
         "target this turn.\nWhenever you cast a multicolored spell, you may return this card "
         "from your graveyard to your hand.", power="2", toughness="2")
BLADEWINGS_THRALL = CardDef(
    name="Bladewing's Thrall", mana_cost="{2}{B}{B}", type_line="Creature — Zombie",
    text="This creature has flying as long as you control a Dragon.\nWhen a Dragon enters, "
         "you may return this card from your graveyard to the battlefield.",
    power="3", toughness="3")
INTERCEPTOR = CardDef(
    name="Interceptor, Shadow's Hound", mana_cost="{2}{B}{B}",
    type_line="Legendary Creature — Dog",
    text="Menace\nAssassins you control have menace.\nWhenever you attack with one or more "
         "legendary creatures, you may pay {2}{B}. If you do, return this card from your "
         "graveyard to the battlefield tapped and attacking.", power="4", toughness="3")

LIGHTNING_HELIX = CardDef(
    name="Lightning Helix", mana_cost="{R}{W}", type_line="Instant",
    text="Lightning Helix deals 3 damage to any target and you gain 3 life.")
SHIVAN_DRAGON = CardDef(
    name="Shivan Dragon", mana_cost="{4}{R}{R}", type_line="Creature — Dragon",
    text="Flying\n{R}: This creature gets +1/+0 until end of turn.", power="5", toughness="5")
ISAMARU = CardDef(
    name="Isamaru, Hound of Konda", mana_cost="{W}", type_line="Legendary Creature — Dog",
    text="", power="2", toughness="2")

CARDS = (AURORA_EIDOLON, BLADEWINGS_THRALL, INTERCEPTOR, LIGHTNING_HELIX, SHIVAN_DRAGON,
         ISAMARU)

kit = pytest.mark.plugins(extra={"proved-graveyard-triggers-kit":
                                 card_pool("proved-graveyard-triggers-kit", CARDS)})


def _helix(table: Table) -> None:
    table.hand(0, "Lightning Helix")
    table.mana(0, "RW")
    table.cast("Lightning Helix", targets=[PlayerRef(1)])


@kit
def test_aurora_eidolon_returns_to_hand_as_a_multicolored_spell_is_cast(table: Table) -> None:
    """CR 113.6m, 603.2: Lightning Helix (red and white, 105.2) is cast; the Eidolon in the
    graveyard triggers and its owner returns it to their hand."""
    table.graveyard(0, "Aurora Eidolon")
    _helix(table)
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Aurora Eidolon", Zone.HAND, 0)
    table.assert_life(1, 17)


@kit
def test_aurora_eidolon_declined_stays_in_the_graveyard(table: Table) -> None:
    """CR 603.5: "you may": declined, the card stays where it is."""
    table.graveyard(0, "Aurora Eidolon")
    _helix(table)
    table.answer("may", "no")
    table.resolve_all()
    table.assert_zone("Aurora Eidolon", Zone.GRAVEYARD, 0)


@kit
def test_aurora_eidolon_ignores_a_monocolored_spell(table: Table) -> None:
    """CR 105.2: Lightning Bolt is one color: no trigger, nothing is asked."""
    table.graveyard(0, "Aurora Eidolon")
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=[PlayerRef(1)])
    table.resolve_all()
    table.assert_zone("Aurora Eidolon", Zone.GRAVEYARD, 0)


@kit
def test_aurora_eidolon_on_the_battlefield_does_not_trigger(table: Table) -> None:
    """CR 113.6m: the ability functions only in the graveyard: on the battlefield the
    Eidolon doesn't trigger (its owner is asked nothing, it stays there)."""
    table.battlefield(0, "Aurora Eidolon")
    _helix(table)
    table.resolve_all()
    table.assert_zone("Aurora Eidolon", Zone.BATTLEFIELD, 0)
    table.assert_not_logged(contains="Whenever you cast a multicolored spell")


@kit
def test_bladewings_thrall_returns_as_a_dragon_enters(table: Table) -> None:
    """CR 113.6m, 603.2: Shivan Dragon is cast and enters; the Thrall comes back from the
    graveyard to the battlefield, with flying (its controller controls a Dragon)."""
    table.graveyard(0, "Bladewing's Thrall")
    table.hand(0, "Shivan Dragon")
    table.mana(0, "RRRRRR")
    table.cast("Shivan Dragon")
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Bladewing's Thrall", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Bladewing's Thrall", "flying")


@kit
def test_interceptor_paid_returns_tapped_and_attacking(table: Table) -> None:
    """CR 113.6m, 508.3d, 508.4: attacking with a legendary creature (Isamaru, Hound of
    Konda), its owner pays {2}{B} and the Hound returns from the graveyard tapped and
    attacking: the opponent takes 2 + 4."""
    table.graveyard(0, "Interceptor, Shadow's Hound")
    table.battlefield(0, "Isamaru, Hound of Konda")
    table.lands(0, "Swamp", 3)
    table.answer("may", "yes")
    table.attack("Isamaru, Hound of Konda")
    table.resolve_all()
    table.assert_zone("Interceptor, Shadow's Hound", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Interceptor, Shadow's Hound")
    assert table.tapped_count(0, "Swamp") == 3
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@kit
def test_interceptor_declined_stays_in_the_graveyard(table: Table) -> None:
    """CR 608.2d: not paid, the Hound stays in the graveyard and the Swamps untapped."""
    table.graveyard(0, "Interceptor, Shadow's Hound")
    table.battlefield(0, "Isamaru, Hound of Konda")
    table.lands(0, "Swamp", 3)
    table.answer("may", "no")
    table.attack("Isamaru, Hound of Konda")
    table.resolve_all()
    table.assert_zone("Interceptor, Shadow's Hound", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Swamp") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
