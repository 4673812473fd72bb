""""Destroy target nonland permanent and all other permanents with the same name as that
permanent." and its kin, cast and played (CR 201.2a, 608.2b, 701.8a, 603.10a).

Maelstrom Pulse aimed at one of Bob's Grizzly Bears destroys every Grizzly Bears on the
battlefield, Alice's too, and nothing else. Echoing Ruin reaches only artifacts ("all other
artifacts"), and Echoing Truth returns the target and its namesakes to their owners' hands.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MAELSTROM_PULSE = CardDef(
    name="Maelstrom Pulse", mana_cost="{1}{B}{G}", type_line="Sorcery",
    text="Destroy target nonland permanent and all other permanents with the same name as "
         "that permanent.")
ECHOING_RUIN = CardDef(
    name="Echoing Ruin", mana_cost="{1}{R}", type_line="Sorcery",
    text="Destroy target artifact and all other artifacts with the same name as that "
         "artifact.")
ECHOING_TRUTH = CardDef(
    name="Echoing Truth", mana_cost="{1}{U}", type_line="Instant",
    text="Return target nonland permanent and all other permanents with the same name as "
         "that permanent to their owners' hands.")

CARDS = (MAELSTROM_PULSE, ECHOING_RUIN, ECHOING_TRUTH)
kit = pytest.mark.plugins(extra={"pulse-kit": card_pool("pulse-kit", CARDS)})


@kit
def test_maelstrom_pulse_destroys_the_target_and_every_namesake(table: Table) -> None:
    """CR 201.2a: Bob's two Grizzly Bears and Alice's one are destroyed; Hill Giant and
    Memnite stay."""
    bears = table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Hill Giant")
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Maelstrom Pulse")
    table.cast("Maelstrom Pulse", targets=[bears[0].id])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1).count("Grizzly Bears") == 2
    assert table.names(Zone.GRAVEYARD, 0).count("Grizzly Bears") == 1
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="201.2a", contains="named Grizzly Bears")


@kit
def test_maelstrom_pulse_with_no_namesake_destroys_the_target_only(table: Table) -> None:
    """CR 701.8a: only the targeted Hill Giant is destroyed; the Grizzly Bears stays."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Maelstrom Pulse")
    table.cast("Maelstrom Pulse", targets=["Hill Giant"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_echoing_ruin_destroys_artifacts_of_that_name_only(table: Table) -> None:
    """"all other artifacts": both Memnites are artifacts and are destroyed (201.2a)."""
    mem = table.battlefield(1, "Memnite", "Memnite", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Echoing Ruin")
    table.cast("Echoing Ruin", targets=[mem[0].id])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1).count("Memnite") == 2
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@kit
def test_echoing_truth_returns_each_namesake_to_its_owners_hand(table: Table) -> None:
    """CR 400.3: Bob's Memnite goes to Bob's hand, Alice's to Alice's."""
    mem = table.battlefield(1, "Memnite", "Hill Giant")
    table.battlefield(0, "Memnite")
    table.lands(0, "Island", 2)
    table.hand(0, "Echoing Truth")
    table.cast("Echoing Truth", targets=[mem[0].id])
    table.resolve_all()
    assert "Memnite" in table.names(Zone.HAND, 1)
    assert "Memnite" in table.names(Zone.HAND, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
