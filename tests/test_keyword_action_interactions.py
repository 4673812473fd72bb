"""The kernel's keyword actions connive and amass (CR 701.50, 701.47) with the other
keywords: a card discarded by conniving is in the graveyard, where flashback casts it
(702.34a), escape casts it (702.138a) and delve exiles it to pay (702.66a); an Army token
amassed the turn it is created can't attack, unless something gives it haste (302.6,
702.10b). The cards of the kernel's keyword actions are a pool of printed cards here."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, by_name, card_pool

from manastack.api import CardDef, Step, Zone

INFORMANT = CardDef(
    name="Raffine's Informant", mana_cost="{1}{W}", type_line="Creature — Human Wizard",
    text="When this creature enters, it connives. (Draw a card, then discard a card. If you "
         "discarded a nonland card, put a +1/+1 counter on this creature.)",
    power="2", toughness="1")
VAULT = CardDef(name="Spymaster's Vault", mana_cost=None, type_line="Land",
                text="This land enters tapped unless you control a Swamp.\n{T}: Add {B}.\n{B}, "
                     "{T}: Target creature you control connives X, where X is the number of "
                     "creatures that died this turn. (Draw X cards, then discard X cards. Put a "
                     "+1/+1 counter on that creature for each nonland card discarded this way.)")
SWARMING = CardDef(
    name="Swarming of Moria", mana_cost="{2}{R}", type_line="Sorcery",
    text="Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this token: Add one "
         "mana of any color.\")\nAmass Orcs 2. (Put two +1/+1 counters on an Army you control. "
         "It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature "
         "token first.)")
CARDS = (INFORMANT, VAULT, SWARMING)
POOL = {"actions-kit": card_pool("actions-kit", CARDS)}


def connive_away(table: Table, card: str, *, top: str = "Island") -> None:
    """Raffine's Informant enters and connives: ``top`` is drawn, ``card`` discarded."""
    table.lands(0, "Plains", 2)
    table.library(0, top)
    table.hand(0, card, "Raffine's Informant")
    table.cast("Raffine's Informant")
    table.resolve()
    table.on_decision("discard", by_name(card))
    table.resolve()
    table.assert_zone(card, Zone.GRAVEYARD)


@pytest.mark.plugins("flashback", extra=POOL)
def test_701_50a_a_card_connived_away_is_flashed_back(table: Table) -> None:
    """Think Twice discarded by conniving (a nonland card: a +1/+1 counter, 701.50a) is then
    cast from the graveyard for its flashback cost (702.34a) and exiled after."""
    connive_away(table, "Think Twice")
    table.assert_counters("Raffine's Informant", "+1/+1", 1)
    table.lands(0, "Island", 3)
    table.library(0, "Forest")
    table.cast("Think Twice", using="flashback")
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)
    assert "Forest" in table.names(Zone.HAND, 0)
    table.assert_logged(rule="702.34a")


@pytest.mark.plugins("delve", extra=POOL)
def test_701_50a_connived_cards_feed_delve(table: Table) -> None:
    """Spymaster's Vault after two creatures died: Grizzly Bears connives 2 (701.50e), the
    two discarded cards join the graveyard, and delve exiles them to pay Treasure Cruise's
    generic mana (702.66a)."""
    table.lands(0, "Swamp", 7)
    table.battlefield(0, "Spymaster's Vault", "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Llanowar Elves")
    table.library(0, "Forest", "Hill Giant")
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve()
    table.cast("Murder", targets=["Llanowar Elves"])
    table.resolve()
    table.activate("Spymaster's Vault", 0, targets=["Grizzly Bears"])
    table.on_decision("discard", by_name("Forest", "Hill Giant"))
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)  # one nonland card (701.50e)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Hill Giant", "Murder",
                                                      "Murder"]
    table.lands(0, "Island", 4)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Treasure Cruise")
    table.cast("Treasure Cruise", pay_with={"delve": ["Forest", "Hill Giant", "Murder",
                                                      "Murder"]})
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Treasure Cruise"]
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Hill Giant", "Murder", "Murder"]
    table.assert_logged(rule="702.66a")


@pytest.mark.plugins("haste", extra=POOL)
def test_702_10b_an_army_amassed_this_turn_attacks_only_with_haste(table: Table) -> None:
    """Swarming of Moria creates and grows a 2/2 Orc Army (701.47a); it came under Alice's
    control this turn (302.6), but Fervor gives her creatures haste (702.10b): it attacks
    for 2 the turn it was amassed."""
    table.battlefield(0, "Fervor")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Swarming of Moria")
    table.cast("Swarming of Moria")
    table.resolve()
    table.assert_counters("Orc Army Token", "+1/+1", 2)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Orc Army Token")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
