"""Activation costs paid with the source, its counters, another permanent's counters or the
library, played (CR 601.2h, 602.2b, 118.3).

- "Return this enchantment to its owner's hand: Draw three cards, then discard four cards."
  (Attunement) and "Sacrifice a creature, Return this enchantment to its owner's hand: Return
  target creature card from your graveyard to the battlefield." (Recurring Nightmare): the
  source goes back to its owner's hand as the ability is activated (601.2h).
- "{1}{R}, Remove a counter from this creature: ..." (Brambleback Brute), "{2}{B}, Remove two
  counters from this creature: ..." (Gnarlbark Elm): counters of any kind (122.1), the payer
  choosing which kind when there are several.
- "{1}, Remove a +1/+1 counter from a creature you control: ..." (Ghave, Guru of Spores),
  "{T}, Remove a counter from a creature you control: Create a Treasure token." (Fain, the
  Broker): one permanent chosen among those with the counter.
- "{2}{B}{G}, Mill four cards: Return this card from your graveyard to the battlefield."
  (Rot Farm Skeleton): not payable with fewer cards in the library (701.17b).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_601_2h_attunement_returns_itself_to_draw_three_and_discard_four(table: Table) -> None:
    """CR 601.2h: Attunement goes to its owner's hand as the cost; then three drawn, four
    discarded (121.1, 701.9a)."""
    table.battlefield(0, "Attunement")
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Forest", "Forest")
    table.activate("Attunement", 0)
    table.assert_zone("Attunement", Zone.HAND, 0)
    table.resolve(answers=[Answer("discard", ("Attunement", "Forest", "Forest", "Island"))])
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Island"]
    assert len(table.names(Zone.GRAVEYARD, 0)) == 4
    table.assert_logged(rule="601.2h", contains="Attunement")


@oracle
def test_602_2_an_opponents_attunement_is_refused(table: Table) -> None:
    """CR 602.2, 732: only its controller activates it (and returns it): refused, it stays."""
    table.battlefield(1, "Attunement")
    table.library(0, "Island", "Island", "Island")
    table.assert_illegal(table.activate, "Attunement", 0)
    table.assert_zone("Attunement", Zone.BATTLEFIELD, 1)


@oracle
def test_601_2h_recurring_nightmare_swaps_a_creature(table: Table) -> None:
    """CR 601.2h: a creature sacrificed and the enchantment returned to hand, then the target
    creature card is returned to the battlefield (as a sorcery, 602.5d)."""
    table.battlefield(0, "Recurring Nightmare", "Grizzly Bears")
    table.graveyard(0, "Hill Giant")
    table.activate("Recurring Nightmare", 0, targets=["Hill Giant"])
    table.assert_zone("Recurring Nightmare", Zone.HAND, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)


@oracle
def test_732_recurring_nightmare_without_a_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: no creature to sacrifice: refused, the enchantment stays."""
    table.battlefield(0, "Recurring Nightmare")
    table.graveyard(0, "Hill Giant")
    table.assert_illegal(table.activate, "Recurring Nightmare", 0, targets=["Hill Giant"])
    table.assert_zone("Recurring Nightmare", Zone.BATTLEFIELD, 0)


@oracle
def test_601_2h_brambleback_brute_removes_a_minus_counter(table: Table) -> None:
    """CR 601.2h, 122.1: one -1/-1 counter removed (the Brute grows to 3/4); the target can't
    block this turn (509.1b)."""
    table.battlefield(0, "Brambleback Brute", counters={"-1/-1": 2})
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.activate("Brambleback Brute", 0, targets=["Grizzly Bears"])
    table.assert_counters("Brambleback Brute", "-1/-1", 1)
    table.resolve()
    assert table.power("Brambleback Brute") == 3
    assert "cant_block" in table.restrictions("Grizzly Bears")


@oracle
def test_732_brambleback_brute_without_counters_is_refused(table: Table) -> None:
    """CR 118.3, 732: no counter on it: the ability can't be activated; nothing changes."""
    table.battlefield(0, "Brambleback Brute")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.assert_illegal(table.activate, "Brambleback Brute", 0, targets=["Grizzly Bears"])


@oracle
def test_601_2h_gnarlbark_elm_removes_two_counters_of_chosen_kinds(table: Table) -> None:
    """CR 601.2h: two counters of any kinds: with a -1/-1 and two stun counters the payer
    chooses the kind of each; the target gets -2/-2 (dies, 704.5f)."""
    table.battlefield(0, "Gnarlbark Elm", counters={"-1/-1": 1, "stun": 2})
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    asked = table.watch_decisions("counter_kind")
    table.activate("Gnarlbark Elm", 0, targets=["Grizzly Bears"],
                   answers=[Answer("counter_kind", ("stun",)),
                            Answer("counter_kind", ("-1/-1",))])
    assert asked and set(asked[0].options) == {"-1/-1", "stun"}
    table.assert_counters("Gnarlbark Elm", "stun", 1)
    table.assert_counters("Gnarlbark Elm", "-1/-1", 0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@oracle
def test_732_gnarlbark_elm_with_one_counter_is_refused(table: Table) -> None:
    """CR 118.3, 732: one counter can't pay "Remove two counters"; nothing changes."""
    table.battlefield(0, "Gnarlbark Elm", counters={"-1/-1": 1})
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.assert_illegal(table.activate, "Gnarlbark Elm", 0, targets=["Grizzly Bears"])
    table.assert_counters("Gnarlbark Elm", "-1/-1", 1)


@oracle
def test_601_2h_ghave_removes_a_counter_from_a_creature_you_control(table: Table) -> None:
    """CR 601.2h: a +1/+1 counter removed from a chosen creature you control (here Ghave
    itself); a 1/1 Saproling created (111.1)."""
    table.battlefield(0, "Ghave, Guru of Spores", counters={"+1/+1": 5})
    table.lands(0, "Wastes", 1)
    table.activate("Ghave, Guru of Spores", 0)
    table.assert_counters("Ghave, Guru of Spores", "+1/+1", 4)
    table.resolve()
    assert "Saproling Token" in table.names(Zone.BATTLEFIELD, 0)


@oracle
def test_732_ghave_with_no_counter_on_your_creatures_is_refused(table: Table) -> None:
    """CR 118.3, 732: only an opponent's creature has a +1/+1 counter: refused."""
    table.battlefield(0, "Ghave, Guru of Spores")
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    table.lands(0, "Wastes", 1)
    table.assert_illegal(table.activate, "Ghave, Guru of Spores", 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@oracle
def test_601_2h_fain_removes_a_counter_of_any_kind_from_another_creature(table: Table) -> None:
    """CR 601.2h, 122.1: "a counter" of any kind from a creature you control (a stun counter
    on a Bears); a Treasure created."""
    table.battlefield(0, "Fain, the Broker")
    table.battlefield(0, "Grizzly Bears", counters={"stun": 1})
    table.activate("Fain, the Broker", 1,
                   answers=[Answer("remove_counter", ("Grizzly Bears",))])
    table.assert_counters("Grizzly Bears", "stun", 0)
    table.resolve()
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)


@oracle
def test_732_fain_with_no_counters_is_refused(table: Table) -> None:
    """CR 118.3, 732: no creature of yours has a counter: refused, Fain stays untapped."""
    table.battlefield(0, "Fain, the Broker", "Grizzly Bears")
    table.assert_illegal(table.activate, "Fain, the Broker", 1)
    table.assert_tapped("Fain, the Broker", False)


@oracle
def test_701_17a_rot_farm_skeleton_mills_four_to_return(table: Table) -> None:
    """CR 701.17a, 602.2b: four cards milled from the library as the cost; the Skeleton
    returns from the graveyard to the battlefield."""
    table.graveyard(0, "Rot Farm Skeleton")
    table.library(0, "Island", "Island", "Island", "Island", "Island")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 2)
    table.activate("Rot Farm Skeleton", 0)
    assert table.names(Zone.GRAVEYARD, 0).count("Island") == 4
    table.resolve()
    table.assert_zone("Rot Farm Skeleton", Zone.BATTLEFIELD, 0)


@oracle
def test_701_17b_rot_farm_skeleton_with_three_cards_is_refused(table: Table) -> None:
    """CR 701.17b, 732: three cards can't pay "Mill four cards": refused, nothing milled."""
    table.graveyard(0, "Rot Farm Skeleton")
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 2)
    table.assert_illegal(table.activate, "Rot Farm Skeleton", 0)
    assert table.names(Zone.LIBRARY, 0).count("Island") == 3


@oracle
def test_601_2h_leashling_puts_a_card_on_top_to_return_itself(table: Table) -> None:
    """CR 601.2h: Forest from the hand on top of the library as the cost; Leashling returns to
    its owner's hand as the ability resolves."""
    table.battlefield(0, "Leashling")
    table.library(0, "Island")
    table.hand(0, "Forest")
    table.activate("Leashling", 0, answers=[Answer("put_on_library", ("Forest",))])
    top = table.game.state.zones[(Zone.LIBRARY, 0)][0]  # the top card (CR 401.1)
    assert table.game.obj(top).card.name == "Forest"
    table.resolve()
    table.assert_zone("Leashling", Zone.HAND, 0)
    assert table.names(Zone.HAND, 0) == ["Leashling"]


@oracle
def test_732_leashling_with_an_empty_hand_is_refused(table: Table) -> None:
    """CR 118.3, 732: no card in hand to put on the library: refused; it stays."""
    table.battlefield(0, "Leashling")
    table.library(0, "Island")
    table.assert_illegal(table.activate, "Leashling", 0)
    table.assert_zone("Leashling", Zone.BATTLEFIELD, 0)
