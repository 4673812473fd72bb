"""More printed delve cards, each cast paying with delve and its effect asserted.
Runs alone with ``pytest plugins/delve`` (kernel + delve only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CallbackAgent, Decision, Zone

pytestmark = pytest.mark.plugins("delve")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest",
          "Swamp", "Plains", "Mountain", "Wastes")

CARDS = ("Will of the Naga", "Death Rattle", "Delve too Deep", "Empty the Pits",
         "Literal Delver of Secrets", "Rite of Undoing", "Sibsig Muckdraggers",
         "Murktide Regent", "Ethereal Forager", "Sorcerous Squall", "Necropolis Fiend")


def graveyard(table: Table, n: int, player: int = 0) -> list[str]:
    names = list(FILLER[:n])
    table.graveyard(player, *names)
    return names


def test_the_cards_of_this_file_are_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "delve" in rules.printed(card).keywords


def test_will_of_the_naga_taps_two_creatures_that_skip_their_untap(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Craw Wurm")
    table.hand(0, "Will of the Naga")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    exiled = graveyard(table, 4)
    table.cast("Will of the Naga", targets=[["Grizzly Bears", "Hill Giant"]], pay_with={"delve": exiled})
    table.assert_logged(rule="601.2h", contains="4 generic mana paid by delve")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Craw Wurm", False)
    table.next_turn()  # Bob's untap step: neither untaps
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")


def test_death_rattle_destroys_a_nongreen_creature(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.hand(0, "Death Rattle")
    exiled = graveyard(table, 5)
    table.assert_illegal(table.cast, "Death Rattle", targets=["Craw Wurm"], pay_with={"delve": exiled},
                         rule="601.2c")  # green: not a legal target
    table.cast("Death Rattle", targets=["Hill Giant"], pay_with={"delve": exiled})
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.assert_logged(rule="701.19c")


@pytest.mark.parametrize(("x", "demon"), [(7, True), (6, False)])
def test_delve_too_deep_makes_a_demon_when_x_is_seven_or_more(table: Table, x: int,
                                                              demon: bool) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Delve too Deep")
    exiled = graveyard(table, x)
    table.cast("Delve too Deep", targets=["Craw Wurm"], x=x, pay_with={"delve": exiled})
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]  # 6/4 gets -X/-X
    assert ("Demon Token" in table.names(Zone.BATTLEFIELD, 0)) is demon
    if demon:
        assert (table.power("Demon Token"), table.toughness("Demon Token")) == (7, 7)


def test_empty_the_pits_delves_for_x_tapped_zombies(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Empty the Pits")
    exiled = graveyard(table, 6)
    table.cast("Empty the Pits", x=3, pay_with={"delve": exiled})
    table.resolve()
    zombies = [o for o in table.game.battlefield(0) if o.card.name == "Zombie Token"]
    assert len(zombies) == 3 and all(z.tapped for z in zombies)


def test_literal_delver_of_secrets_is_a_flier_delved_out(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Literal Delver of Secrets")
    exiled = graveyard(table, 5)
    table.cast("Literal Delver of Secrets", pay_with={"delve": exiled})
    table.resolve()
    assert table.has_keyword("Literal Delver of Secrets", "flying")
    assert table.power("Literal Delver of Secrets") == 3


def test_rite_of_undoing_returns_one_of_each(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Rite of Undoing")
    exiled = graveyard(table, 4)
    table.cast("Rite of Undoing", targets=["Grizzly Bears", "Craw Wurm"], pay_with={"delve": exiled})
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.names(Zone.HAND, 1) == ["Craw Wurm"]


def test_sibsig_muckdraggers_returns_a_creature_card_not_one_delved(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Sibsig Muckdraggers")
    exiled = graveyard(table, 8)
    table.graveyard(0, "Grizzly Bears")
    table.cast("Sibsig Muckdraggers", pay_with={"delve": exiled})
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    table.resolve()
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


# --------------------------------------------------------------------------
# Cards "exiled with" a delve ability (CR 406.6, 607.2a)
# --------------------------------------------------------------------------


def test_murktide_regent_counts_the_instants_and_sorceries_it_delved(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Murktide Regent")
    table.graveyard(0, "Lightning Bolt", "Divination", "Shock", "Grizzly Bears", "Island",
                    "Forest", "Counterspell")
    table.cast("Murktide Regent", pay_with={"delve": ["Lightning Bolt", "Divination", "Shock",
                                         "Grizzly Bears", "Island"]})
    table.resolve()
    # three instants and sorceries among the five delved; Counterspell stayed behind
    assert table.counters("Murktide Regent", "+1/+1") == 3
    assert table.power("Murktide Regent") == 6
    table.assert_logged(rule="614.1c", contains="3 +1/+1 counter(s)")


def test_murktide_regent_grows_when_an_instant_leaves_your_graveyard(table: Table) -> None:
    table.lands(0, "Island", 7)
    table.hand(0, "Murktide Regent")
    table.graveyard(0, "Counterspell", "Grizzly Bears")
    table.cast("Murktide Regent")  # paid with mana only: no counters
    table.resolve()
    assert table.counters("Murktide Regent", "+1/+1") == 0
    table.game.move(table.find("Grizzly Bears").id, Zone.EXILE)
    table.game.move(table.find("Counterspell").id, Zone.EXILE)
    table.pass_priority()  # the trigger goes on the stack (only for the instant)
    assert len(table.game.stack()) == 1
    table.resolve()
    assert table.counters("Murktide Regent", "+1/+1") == 1


def test_murktide_regent_not_cast_enters_with_no_counters(table: Table) -> None:
    murktide = table.graveyard(0, "Murktide Regent")[0]
    table.game.move(murktide.id, Zone.BATTLEFIELD)
    assert table.counters("Murktide Regent", "+1/+1") == 0


def test_ethereal_forager_returns_a_delved_instant_when_it_attacks(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Ethereal Forager")
    table.graveyard(0, "Lightning Bolt", "Grizzly Bears", "Divination", "Forest")
    table.cast("Ethereal Forager", pay_with={"delve": ["Lightning Bolt", "Grizzly Bears", "Divination",
                                          "Forest"]})
    table.resolve()
    table.exile(0, "Shock")  # exiled, but not with the Forager
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.next_turn()
    table.next_turn()
    offered: list[list[str]] = []
    previous = table.game.agents[0]

    def choose(game: Any, decision: Decision) -> Any:
        if decision.kind == "choose":
            offered.append([game.obj(o).card.name for o in decision.options])
        return previous.choose(game, decision)

    table.game.agents[0] = CallbackAgent(choose)
    table.attack("Ethereal Forager")
    table.answer("optional_trigger", "yes")
    table.resolve()
    assert offered == [["Lightning Bolt", "Divination"]]  # not the Bears, not Shock
    assert "Lightning Bolt" in table.names(Zone.HAND, 0)
    assert "Divination" in table.names(Zone.EXILE)


@pytest.mark.plugins("delve", "haste")
def test_soulflayer_has_the_keywords_of_the_creature_cards_it_delved(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Soulflayer")
    table.graveyard(0, "Vampire Nighthawk", "Serra Angel", "Lightning Bolt", "Island",
                    "Typhoid Rats")
    table.cast("Soulflayer", pay_with={"delve": ["Vampire Nighthawk", "Serra Angel", "Lightning Bolt",
                                    "Island"]})
    table.resolve()
    for keyword in ("flying", "deathtouch", "lifelink", "vigilance"):
        assert table.has_keyword("Soulflayer", keyword), keyword
    for keyword in ("haste", "trample", "first strike"):
        assert not table.has_keyword("Soulflayer", keyword), keyword


@pytest.mark.plugins("delve", "haste")
def test_soulflayer_cast_without_delve_has_nothing(table: Table) -> None:
    table.lands(0, "Swamp", 6)
    table.hand(0, "Soulflayer")
    table.graveyard(0, "Vampire Nighthawk")
    table.cast("Soulflayer", pay_with={"delve": []})
    table.resolve()
    assert not table.has_keyword("Soulflayer", "flying")


@pytest.mark.plugins("delve", installed=["haste"])
def test_soulflayer_needs_the_haste_plugin(rules: Any) -> None:
    assert rules.card("Soulflayer").missing_keywords == (("haste", "haste"),)


# --------------------------------------------------------------------------
# Casting a spell during resolution (CR 608.2g, 118.9, 614.1a)
# --------------------------------------------------------------------------


def test_sorcerous_squall_casts_a_milled_instant_then_exiles_it(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Sorcerous Squall")
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Lightning Bolt", "Island", "Island", "Grizzly Bears", "Island",
                  "Divination", "Island", "Island", "Island", "Island")
    exiled = graveyard(table, 6)
    offered: list[list[str]] = []
    previous = table.game.agents[0]

    def choose(game: Any, decision: Decision) -> Any:
        if decision.kind == "cast_free":
            offered.append([label.split("#")[0] for label in decision.labels])
            return tuple(o for o in decision.options
                         if game.obj(o).card.name == "Lightning Bolt")
        return previous.choose(game, decision)

    table.game.agents[0] = CallbackAgent(choose)
    table.cast("Sorcerous Squall", targets=["Bob"], pay_with={"delve": exiled})
    table.answer("targets", "Grizzly Bears")  # the Bolt's target, chosen as it is cast
    table.resolve()
    assert offered == [["Lightning Bolt", "Divination"]]  # instants and sorceries only
    assert len(table.names(Zone.LIBRARY, 1)) == 1
    bolt = table.find("Lightning Bolt", zone=Zone.STACK)
    assert bolt.controller == 0 and bolt.owner == 1
    assert bolt.spell is not None and bolt.spell.without_paying
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island", "Grizzly Bears", "Island",
                                              "Divination", "Island", "Island", "Island",
                                              "Grizzly Bears"]
    assert "Lightning Bolt" in table.names(Zone.EXILE)  # not its owner's graveyard


def test_sorcerous_squall_the_cast_is_optional(table: Table) -> None:
    table.lands(0, "Island", 9)
    table.hand(0, "Sorcerous Squall")
    table.library(1, *(["Divination"] + ["Island"] * 9))
    table.cast("Sorcerous Squall", targets=["Bob"], pay_with={"delve": []})
    table.answer("cast_free")  # cast nothing
    table.resolve()
    assert table.game.stack() == []
    assert "Divination" in table.names(Zone.GRAVEYARD, 1)


# --------------------------------------------------------------------------
# X in an activation cost's part (CR 107.3a, 602.2b)
# --------------------------------------------------------------------------


def test_necropolis_fiend_is_cast_with_delve(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Necropolis Fiend")
    graveyard(table, 5)
    table.cast("Necropolis Fiend", pay_with={"delve": list(FILLER[:5])})  # {7}{B}{B}: five by delve
    table.resolve()
    table.assert_zone("Necropolis Fiend", Zone.BATTLEFIELD)
    assert table.names(Zone.GRAVEYARD, 0) == []


def test_necropolis_fiend_exiles_x_cards_for_minus_x(table: Table) -> None:
    table.battlefield(0, "Necropolis Fiend")
    table.graveyard(0, "Lightning Bolt", "Shock", "Divination")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.activate("Necropolis Fiend", x=2, targets=["Hill Giant"])
    table.assert_logged(rule="602.2b", contains="X = 2")
    assert len(table.names(Zone.GRAVEYARD, 0)) == 1  # two of the three exiled (601.2h)
    table.resolve()
    assert table.power("Hill Giant") == 1 and table.toughness("Hill Giant") == 1
    # X is bounded by the one card left in the graveyard (107.3a)
    table.game.update(table.find("Necropolis Fiend").id, tapped=False)
    table.assert_illegal(table.activate, "Necropolis Fiend", x=2, targets=["Hill Giant"],
                         rule="107.3a")
