"""Printed "Whenever one or more [other] [nontoken] creatures [you control] die, ...", played
(CR 603.2c: once for each event, however many died; 700.4; 603.10a).

Simic Slaw: Wrath of God killing three creatures gives one charge counter, not three; a
later Murder another. Morbid Opportunist: dying in the Wrath with the others, it still draws
(it looks back, 603.10a), but its own death alone draws nothing ("other"). Homicide
Investigator: the opponent's creature dying makes no Clue; its controller's own does.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SIMIC_SLAW = CardDef(
    name="Simic Slaw", mana_cost="{2}", type_line="Artifact — Food Clue",
    text="Whenever one or more creatures die, put a charge counter on Simic Slaw.\n{2}, "
         "Sacrifice Simic Slaw: Draw X cards and gain X life, where X is the number of charge "
         "counters on Simic Slaw.")
MORBID_OPPORTUNIST = CardDef(
    name="Morbid Opportunist", mana_cost="{2}{B}", type_line="Creature — Human Rogue",
    text="Whenever one or more other creatures die, draw a card. This ability triggers only "
         "once each turn.", power="1", toughness="3")
HOMICIDE_INVESTIGATOR = CardDef(
    name="Homicide Investigator", mana_cost="{1}{B}", type_line="Creature — Human Detective",
    text="Whenever one or more nontoken creatures you control die, investigate. This ability "
         "triggers only once each turn. (Create a Clue token. It's an artifact with \"{2}, "
         "Sacrifice this token: Draw a card.\")", power="2", toughness="2")
WRATH_OF_GOD = CardDef(name="Wrath of God", mana_cost="{2}{W}{W}", type_line="Sorcery",
                       text="Destroy all creatures. They can't be regenerated.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (SIMIC_SLAW, MORBID_OPPORTUNIST, HOMICIDE_INVESTIGATOR, WRATH_OF_GOD, MURDER)
kit = pytest.mark.plugins(extra={"die-kit": card_pool("die-kit", CARDS)})


def _hand_size(table: Table, player: int) -> int:
    return len(table.names(Zone.HAND, player))


@kit
def test_slaw_counts_a_wrath_once_then_a_murder(table: Table) -> None:
    """CR 603.2c: three creatures destroyed at once: one counter; a later death: another."""
    table.battlefield(0, "Simic Slaw", "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    table.lands(0, "Plains", 4)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Wrath of God", "Murder")
    table.cast("Wrath of God")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_counters("Simic Slaw", "charge", 1)
    table.battlefield(1, "Hill Giant")
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_counters("Simic Slaw", "charge", 2)


@kit
def test_opportunist_dying_with_others_draws_once(table: Table) -> None:
    """CR 603.10a: it dies in the Wrath with two others and still sees them die: one card."""
    table.library(0, "Forest", "Forest", "Forest")
    table.battlefield(0, "Morbid Opportunist", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    before = _hand_size(table, 0)
    table.resolve_all()
    table.assert_zone("Morbid Opportunist", Zone.GRAVEYARD, 0)
    assert _hand_size(table, 0) == before + 1


@kit
def test_opportunist_own_death_alone_draws_nothing(table: Table) -> None:
    """"Other": Murder on the Opportunist alone: no card."""
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Morbid Opportunist")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Morbid Opportunist"])
    before = _hand_size(table, 0)
    table.resolve_all()
    table.assert_zone("Morbid Opportunist", Zone.GRAVEYARD, 0)
    assert _hand_size(table, 0) == before


@kit
def test_investigator_only_for_its_controllers_creatures(table: Table) -> None:
    """"Nontoken creatures you control": Bob's Hill Giant dying makes no Clue; Alice's
    Grizzly Bears dying then makes one."""
    table.battlefield(0, "Homicide Investigator", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert "Clue Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Clue Token") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
