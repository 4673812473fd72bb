"""Amounts of the cards the instruction just before moved, played from printed cards (CR
608.2c, 608.2h, 202.3).

Hellhole Rats makes Bob discard a card of his choice: Hill Giant (mana value 4) deals 4
damage to Bob, not the 2 of the other card he kept nor the 1 card discarded (701.9a).
Multani's Decree destroys three enchantments of both players: 6 life, the creature not
counted (a creature isn't an enchantment, 205.2a). Reanimate puts
Bob's Hill Giant onto the battlefield under Alice's control: she loses 4 (its mana value).
Malanthrope exiles Bob's graveyard of two creature cards and a land: two counters.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HELLHOLE_RATS = CardDef(
    name="Hellhole Rats", mana_cost="{2}{B}{R}", type_line="Creature — Rat", power="2",
    toughness="2",
    text="Haste\nWhen this creature enters, target player discards a card. This creature "
         "deals damage to that player equal to that card's mana value.")
HILL_GIANT = CardDef(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                     text="", power="3", toughness="3")

MULTANIS_DECREE = CardDef(
    name="Multani's Decree", mana_cost="{3}{G}", type_line="Sorcery",
    text="Destroy all enchantments. You gain 2 life for each enchantment destroyed this way.")
GLORIOUS_ANTHEM = CardDef(name="Glorious Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment",
                          text="Creatures you control get +1/+1.")
REANIMATE = CardDef(
    name="Reanimate", mana_cost="{B}", type_line="Sorcery",
    text="Put target creature card from a graveyard onto the battlefield under your control. "
         "You lose life equal to that card's mana value.")

MALANTHROPE = CardDef(
    name="Malanthrope", mana_cost="{1}{G}{U}", type_line="Creature — Tyranid", power="2",
    toughness="2",
    text="Flying\nScavenge the Dead — When this creature enters, exile target player's "
         "graveyard. Put a +1/+1 counter on this creature for each creature card exiled this "
         "way.")

CARDS = (HELLHOLE_RATS, HILL_GIANT, MULTANIS_DECREE, GLORIOUS_ANTHEM, REANIMATE, MALANTHROPE)
kit = pytest.mark.plugins("haste", extra={"discarded-amount-kit":
                                          card_pool("discarded-amount-kit", CARDS)})


@kit
def test_hellhole_rats_deals_the_discarded_cards_mana_value(table: Table) -> None:
    """CR 701.9a, 202.3: Bob discards Hill Giant (4), keeping Grizzly Bears (2): 4 damage."""
    table.hand(0, "Hellhole Rats")
    table.hand(1, "Hill Giant", "Grizzly Bears")
    table.mana(0, "BBRR")
    table.cast("Hellhole Rats")
    table.answer("targets", "Bob")  # as the trigger is put on the stack (CR 603.3d)
    table.resolve()  # the creature spell
    table.answer("discard", "Hill Giant", player=1)
    table.resolve()  # the enters ability
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    table.assert_life(1, 16)
    table.assert_life(0, 20)


@kit
def test_hellhole_rats_with_an_empty_hand_deals_nothing(table: Table) -> None:
    """CR 608.2b: no card discarded, no card to ask: 0 damage."""
    table.hand(0, "Hellhole Rats")
    table.mana(0, "BBRR")
    table.answer("targets", "Bob")
    table.cast("Hellhole Rats")
    table.resolve_all()
    table.assert_life(1, 20)


@kit
def test_multanis_decree_gains_two_for_each_enchantment_destroyed(table: Table) -> None:
    """CR 608.2c: three anthems of both players destroyed, the Bears stay: 6 life, not 2."""
    table.battlefield(0, "Glorious Anthem")
    table.battlefield(0, "Glorious Anthem")
    table.battlefield(1, "Glorious Anthem")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Multani's Decree")
    table.mana(0, "GGGG")
    table.cast("Multani's Decree")
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0).count("Glorious Anthem") == 2
    assert table.names(Zone.GRAVEYARD, 1) == ["Glorious Anthem"]
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 26)


@kit
def test_reanimate_loses_the_reanimated_cards_mana_value(table: Table) -> None:
    """CR 202.3, 608.2c: Bob's Hill Giant (mana value 4) enters under Alice: she loses 4."""
    table.graveyard(1, "Hill Giant")
    table.hand(0, "Reanimate")
    table.mana(0, "B")
    table.cast("Reanimate", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 16)
    table.assert_life(1, 20)


@kit
def test_malanthrope_counts_the_creature_cards_exiled(table: Table) -> None:
    """CR 608.2c, 205.2a: Hill Giant, Grizzly Bears and a Forest exiled: two counters."""
    table.graveyard(1, "Hill Giant", "Grizzly Bears", "Forest")
    table.hand(0, "Malanthrope")
    table.mana(0, "GUU")
    table.answer("targets", "Bob")
    table.cast("Malanthrope")
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert len(table.names(Zone.EXILE, 1)) == 3
    table.assert_counters("Malanthrope", "+1/+1", 2)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@pytest.mark.plugins("kicker")
def test_that_much_after_a_branch_not_taken_is_refused(table: Table) -> None:
    """Read means right: "Otherwise, you lose that much life" names an amount counted only in
    the other branch (Sheoldred's Restoration, CR 608.2c): not guessed as 0."""
    text = ("Kicker {2}{W}\nReturn target creature card from your graveyard to the battlefield. If this "
            "spell was kicked, you gain life equal to that card's mana value. Otherwise, you "
            "lose that much life.")
    with pytest.raises(Exception, match="not understood"):
        table.card("Test Restoration", "Sorcery", text, "{3}{B}")
    # without its last sentence the card reads: the refusal is that sentence's alone
    table.card("Test Restoration", "Sorcery", text.rsplit(" Otherwise", 1)[0], "{3}{B}")
