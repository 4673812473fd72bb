""""You may cast target instant or sorcery card from an opponent's graveyard without paying its
mana cost. If that spell would be put into their graveyard, exile it instead." and its "your
graveyard" variants in enters triggers, played (CR 115.1, 608.2g, 118.9, 614.1a, 400.3).

Arcane Heist casts the Lightning Bolt of Bob's graveyard for nothing, which is exiled after it
resolves; Torrential Gearhulk casts an instant of its controller's graveyard the same way;
Goblin Dark-Dwellers can't target a card of mana value 4. The printed cards come from the pool
below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ARCANE_HEIST = CardDef(
    name="Arcane Heist", mana_cost="{2}{U}{U}", type_line="Sorcery", keywords=("Cipher",),
    text="You may cast target instant or sorcery card from an opponent's graveyard without "
         "paying its mana cost. If that spell would be put into their graveyard, exile it "
         "instead.\nCipher (Then you may exile this spell card encoded on a creature you "
         "control. Whenever that creature deals combat damage to a player, its controller may "
         "cast a copy of the encoded card without paying its mana cost.)")
GEARHULK = CardDef(
    name="Torrential Gearhulk", mana_cost="{4}{U}{U}",
    type_line="Artifact Creature — Construct", power="5", toughness="6", keywords=("Flash",),
    text="Flash\nWhen this creature enters, you may cast target instant card from your "
         "graveyard without paying its mana cost. If that spell would be put into your "
         "graveyard, exile it instead.")
DARK_DWELLERS = CardDef(
    name="Goblin Dark-Dwellers", mana_cost="{3}{R}{R}", type_line="Creature — Goblin",
    power="4", toughness="4", keywords=("Menace",),
    text="Menace (This creature can't be blocked except by two or more creatures.)\nWhen this "
         "creature enters, you may cast target instant or sorcery card with mana value 3 or "
         "less from your graveyard without paying its mana cost. If that spell would be put "
         "into your graveyard, exile it instead.")

CARDS = (ARCANE_HEIST, GEARHULK, DARK_DWELLERS)
kit = pytest.mark.plugins("cipher", extra={"free-graveyard-kit": card_pool(
    "free-graveyard-kit", CARDS)})


@kit
def test_arcane_heist_casts_the_opponents_bolt_for_free_then_exiles_it(table: Table) -> None:
    """CR 608.2g, 118.9: the Bolt of Bob's graveyard is cast with no mana left; it deals 3 to
    Bob and, resolved, goes to exile instead of his graveyard (614.1a)."""
    table.graveyard(1, "Lightning Bolt")
    table.hand(0, "Arcane Heist")
    table.mana(0, "UUUU")
    bolt = table.ids(["Lightning Bolt"], player=1)[0]
    table.cast("Arcane Heist", targets=[bolt])
    table.answer("may", "yes")  # to cast the card (608.2d)
    table.answer("cast_free", bolt)
    table.answer("targets", "Bob")
    table.answer("may", "no")  # cipher: no creature to encode it on anyway
    table.resolve()  # Arcane Heist: the Bolt is cast
    table.assert_zone("Lightning Bolt", Zone.STACK)
    table.resolve()  # the Bolt
    table.assert_life(1, 17)
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    assert not table.names(Zone.GRAVEYARD, 1)


@kit
def test_arcane_heist_cant_target_your_own_graveyard(table: Table) -> None:
    """CR 115.1, 601.2c: "an opponent's graveyard": Alice's own Bolt is no legal target; the
    cast is refused and the game unchanged."""
    table.graveyard(0, "Lightning Bolt")
    table.hand(0, "Arcane Heist")
    table.mana(0, "UUUU")
    bolt = table.ids(["Lightning Bolt"], player=0)[0]
    table.assert_illegal(table.cast, "Arcane Heist", targets=[bolt])
    table.assert_zone("Arcane Heist", Zone.HAND, 0)


@kit
def test_torrential_gearhulk_casts_your_instant_for_free(table: Table) -> None:
    """CR 603.3, 608.2g: the enters trigger casts Alice's Lightning Bolt from her graveyard,
    exiled afterwards instead of going back (614.1a)."""
    table.graveyard(0, "Lightning Bolt")
    table.hand(0, "Torrential Gearhulk")
    table.mana(0, "UUUUUU")
    table.cast("Torrential Gearhulk")
    table.answer("targets", "Lightning Bolt")  # as the trigger is put on the stack (603.3d)
    table.resolve()  # the creature
    table.answer("may", "yes")
    table.answer("cast_free", table.ids(["Lightning Bolt"], player=0)[0])
    table.answer("targets", "Bob")
    table.resolve()  # the trigger: the Bolt is cast
    table.resolve()  # the Bolt
    table.assert_life(1, 17)
    table.assert_zone("Lightning Bolt", Zone.EXILE)


@kit
def test_goblin_dark_dwellers_cant_target_mana_value_four(table: Table) -> None:
    """CR 115.1, 202.3: "with mana value 3 or less": the sorcery of mana value 4 (Arcane
    Heist) is no legal target, the Bolt is."""
    table.graveyard(0, "Lightning Bolt", "Arcane Heist")
    table.hand(0, "Goblin Dark-Dwellers")
    table.mana(0, "RRRRR")
    offered = table.watch_decisions("targets")
    table.cast("Goblin Dark-Dwellers")
    table.resolve()  # the creature; its trigger asks its target
    names = {table.game.obj(o).card.name for d in offered for o in d.options
             if isinstance(o, int)}
    assert offered and "Lightning Bolt" in names
    assert "Arcane Heist" not in names


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
