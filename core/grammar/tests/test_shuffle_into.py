"""Shuffling cards into their owners' libraries keeps what is around the words "shuffle ...
into ... library" (CR 701.24a, 608.2c-d).

"If you do, shuffle ..." is done only if you did (608.2c); "You may shuffle ..." only if the
player chooses to (608.2d, a ``may`` decision); "The owner of target X shuffles it into their
library" targets X (115.1) and shuffles it. The rule that reads the shuffle used to take any
words before "shuffle" as its (ignored) subject: the shuffle then happened unconditionally,
without the choice, or of nothing. "You may exile it. If you do": not done if it is gone by
then (608.2c). Rooting Kavu, Put Away, Cathartic Parting and Cremate come with their exact
Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

ROOTING_KAVU = CardDef(
    name="Rooting Kavu", mana_cost="{2}{G}{G}", type_line="Creature — Kavu", power="4",
    toughness="3",
    text="When this creature dies, you may exile it. If you do, shuffle all creature cards "
         "from your graveyard into your library.")
PUT_AWAY = CardDef(
    name="Put Away", mana_cost="{2}{U}{U}", type_line="Instant",
    text="Counter target spell. You may shuffle up to one target card from your graveyard "
         "into your library.")
CATHARTIC_PARTING = CardDef(
    name="Cathartic Parting", mana_cost="{1}{G}", type_line="Sorcery",
    text="The owner of target artifact or enchantment an opponent controls shuffles it into "
         "their library. You may shuffle up to four target cards from your graveyard into "
         "your library.")

CREMATE = CardDef(name="Cremate", mana_cost="{B}", type_line="Instant",
                  text="Exile target card from a graveyard.\nDraw a card.")

PRINTED = (ROOTING_KAVU, PUT_AWAY, CATHARTIC_PARTING, CREMATE)
kit = pytest.mark.plugins(extra={"testkit": card_pool("shuffle-into-testkit", PRINTED)})

LIBRARY = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def kavu_dies(table: Table) -> None:
    """Rooting Kavu is dealt 3 damage and dies (CR 704.5g): its trigger waits on the stack."""
    table.battlefield(0, "Rooting Kavu")
    table.graveyard(0, "Grizzly Bears", "Serra Angel", "Island")
    table.library(0, *LIBRARY)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Rooting Kavu"])
    table.resolve()
    assert table.zone_of("Rooting Kavu") is Zone.GRAVEYARD
    assert table.game.ids_in(Zone.STACK)  # CR 603.3: the dies trigger


@kit
def test_rooting_kavu_exiled_shuffles_the_creature_cards_in(table: Table) -> None:
    kavu_dies(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.zone_of("Rooting Kavu") is Zone.EXILE
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Island", "Lightning Bolt"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == sorted(
        [*LIBRARY, "Grizzly Bears", "Serra Angel"])
    table.assert_logged(rule="701.24c", contains="shuffles their library")


@kit
def test_rooting_kavu_not_exiled_shuffles_nothing(table: Table) -> None:
    """CR 608.2c: "If you do": the player didn't exile it, so nothing is shuffled."""
    kavu_dies(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.zone_of("Rooting Kavu") is Zone.GRAVEYARD
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(
        ["Rooting Kavu", "Grizzly Bears", "Serra Angel", "Island", "Lightning Bolt"])
    assert table.names(Zone.LIBRARY, 0) == list(LIBRARY)
    table.assert_not_logged(contains="shuffles their library")


@kit
def test_rooting_kavu_gone_from_the_graveyard_shuffles_nothing(table: Table) -> None:
    """CR 608.2c: "yes", but Cremate exiled it in response: "you" didn't exile it."""
    kavu_dies(table)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Cremate")
    table.cast("Cremate", targets=["Rooting Kavu"])
    table.resolve()
    assert table.zone_of("Rooting Kavu") is Zone.EXILE
    table.resolve(answers=[Answer("may", ("yes",))])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(
        ["Grizzly Bears", "Serra Angel", "Island", "Lightning Bolt", "Cremate"])
    table.assert_not_logged(contains="shuffles their library")


@kit
def test_rooting_kavu_refuses_an_answer_that_is_not_yes_or_no(table: Table) -> None:
    kavu_dies(table)
    table.assert_illegal(table.resolve, answers=[Answer("may", ("maybe",))], rule="608.2d")
    assert table.zone_of("Rooting Kavu") is Zone.GRAVEYARD


def put_away_on_shock(table: Table) -> None:
    table.graveyard(0, "Grizzly Bears")
    table.library(0, *LIBRARY)
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 4)
    table.hand(0, "Shock", "Put Away")
    table.cast("Shock", targets=[PlayerRef(1)])
    table.cast("Put Away", targets=["Shock", ["Grizzly Bears"]])


@kit
def test_put_away_may_shuffle_the_card_in(table: Table) -> None:
    put_away_on_shock(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    table.assert_life(1, 20)  # Shock countered
    assert table.zone_of("Shock") is Zone.GRAVEYARD
    assert sorted(table.names(Zone.LIBRARY, 0)) == sorted([*LIBRARY, "Grizzly Bears"])


@kit
def test_put_away_may_leave_the_card_in_the_graveyard(table: Table) -> None:
    """CR 608.2d: "You may": the player chooses not to; the spell is still countered."""
    put_away_on_shock(table)
    table.resolve(answers=[Answer("may", ("no",))])
    table.assert_life(1, 20)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.names(Zone.LIBRARY, 0) == list(LIBRARY)


@kit
def test_put_away_refuses_an_answer_that_is_not_yes_or_no(table: Table) -> None:
    put_away_on_shock(table)
    table.assert_illegal(table.resolve, answers=[Answer("may", ("both",))], rule="608.2d")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


def cathartic_parting_on_sol_ring(table: Table) -> None:
    table.battlefield(1, "Sol Ring")
    table.graveyard(0, "Grizzly Bears", "Murder")
    table.lands(0, "Forest", 2)
    table.hand(0, "Cathartic Parting")
    table.cast("Cathartic Parting", targets=["Sol Ring", ["Grizzly Bears"]])


@kit
def test_cathartic_parting_shuffles_the_target_into_its_owners_library(table: Table) -> None:
    cathartic_parting_on_sol_ring(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.LIBRARY, 1) == ["Sol Ring"]  # CR 400.3: its owner's library
    assert table.names(Zone.BATTLEFIELD, 1) == []
    assert table.names(Zone.LIBRARY, 0) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Murder", "Cathartic Parting"]


@kit
def test_cathartic_parting_may_keep_the_graveyard(table: Table) -> None:
    cathartic_parting_on_sol_ring(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.names(Zone.LIBRARY, 1) == ["Sol Ring"]
    assert table.names(Zone.LIBRARY, 0) == []
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_cathartic_parting_targets_only_what_an_opponent_controls(table: Table) -> None:
    """CR 115.1, 601.2c: the artifact is a target: one of your own is refused."""
    table.battlefield(0, "Sol Ring")
    table.lands(0, "Forest", 2)
    table.hand(0, "Cathartic Parting")
    table.assert_illegal(table.cast, "Cathartic Parting", targets=["Sol Ring", []])
    assert table.zone_of("Cathartic Parting") is Zone.HAND


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
