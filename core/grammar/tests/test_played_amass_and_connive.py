"""Printed "amass", "connives" and "investigate N times" played (CR 701.47, 701.50,
701.16), kernel vocabulary.

Swarming of Moria, Mordor Muster and Callous Dismissal amass (701.47a, rule
"grammar:amass"): with no Army a 0/0 black [subtype] Army token is created first; the Army
chosen gets the +1/+1 counters and becomes that subtype in addition; Surrounded by Orcs
and Foray of Orcs use "the amassed Army's power" (701.47c). Raffine's Informant
("When this creature enters, it connives.") and Mob Lookout ("... target creature you
control connives.") connive (701.50a, rule "grammar:connive"): draw, discard, and a +1/+1
counter only for a nonland card discarded; gone first, it still connives (701.50c).
Spymaster's Vault connives X (701.50e); several connive one at a time (701.50d). Confirm
Suspicions investigates three times (701.16a, rule "grammar:investigate n times").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import token_card
from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Card, GameObject, Zone

AMASS_ZOMBIES_1 = ("(Put a +1/+1 counter on an Army you control. It's also a Zombie. If you "
                   "don't control an Army, create a 0/0 black Zombie Army creature token first.)")
AMASS_ORCS_1 = ("(Put a +1/+1 counter on an Army you control. It's also an Orc. If you don't "
                "control an Army, create a 0/0 black Orc Army creature token first.)")
AMASS_ORCS_2 = ("(Put two +1/+1 counters on an Army you control. It's also an Orc. If you "
                "don't control an Army, create a 0/0 black Orc Army creature token first.)")
CONNIVE_IT = ("(Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 "
              "counter on this creature.)")
CONNIVE_THAT = ("(Draw a card, then discard a card. If you discarded a nonland card, put a "
                "+1/+1 counter on that creature.)")
CLUE = ("(To investigate, create a Clue token. It's an artifact with \"{2}, Sacrifice this "
        "token: Draw a card.\")")

SWARMING = CardDef(name="Swarming of Moria", mana_cost="{2}{R}", type_line="Sorcery",
                   text="Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this "
                        "token: Add one mana of any color.\")\nAmass Orcs 2. " + AMASS_ORCS_2)
MUSTER = CardDef(name="Mordor Muster", mana_cost="{1}{B}", type_line="Sorcery",
                 text="You draw a card and you lose 1 life.\nAmass Orcs 1. " + AMASS_ORCS_1)
DISMISSAL = CardDef(name="Callous Dismissal", mana_cost="{1}{U}", type_line="Sorcery",
                    text="Return target nonland permanent to its owner's hand.\nAmass Zombies 1. "
                         + AMASS_ZOMBIES_1)
INFORMANT = CardDef(name="Raffine's Informant", mana_cost="{1}{W}",
                    type_line="Creature — Human Wizard",
                    text="When this creature enters, it connives. " + CONNIVE_IT,
                    power="2", toughness="1")
LOOKOUT = CardDef(name="Mob Lookout", mana_cost="{1}{U/B}",
                  type_line="Creature — Human Rogue Villain",
                  text="When this creature enters, target creature you control connives. "
                       + CONNIVE_THAT, power="0", toughness="3")
VAULT = CardDef(name="Spymaster's Vault", mana_cost=None, type_line="Land",
                text="This land enters tapped unless you control a Swamp.\n{T}: Add {B}.\n{B}, "
                     "{T}: Target creature you control connives X, where X is the number of "
                     "creatures that died this turn. (Draw X cards, then discard X cards. Put a "
                     "+1/+1 counter on that creature for each nonland card discarded this way.)")
SUSPICIONS = CardDef(name="Confirm Suspicions", mana_cost="{3}{U}{U}", type_line="Instant",
                     text="Counter target spell.\nInvestigate three times. " + CLUE)
AMASS_ORCS_3 = ("(To amass Orcs 3, put three +1/+1 counters on an Army you control. It's also "
                "an Orc. If you don't control an Army, create a 0/0 black Orc Army creature "
                "token first.)")
AMASS_ORCS_2_TO = ("(To amass Orcs 2, put two +1/+1 counters on an Army you control. It's also "
                   "an Orc. If you don't control an Army, create a 0/0 black Orc Army creature "
                   "token first.)")
SURROUNDED = CardDef(name="Surrounded by Orcs", mana_cost="{3}{U}", type_line="Sorcery",
                     text="Amass Orcs 3, then target player mills X cards, where X is the "
                          "amassed Army's power. " + AMASS_ORCS_3)
FORAY = CardDef(name="Foray of Orcs", mana_cost="{3}{R}", type_line="Sorcery",
                text="Amass Orcs 2. When you do, Foray of Orcs deals X damage to target "
                     "creature an opponent controls, where X is the amassed Army's power. "
                     + AMASS_ORCS_2_TO)
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (SWARMING, MUSTER, DISMISSAL, INFORMANT, LOOKOUT, VAULT, SUSPICIONS, MURDER,
         SURROUNDED, FORAY)
kit = pytest.mark.plugins(extra={"actions-kit": card_pool("actions-kit", CARDS)})


def _army(table: Table) -> str:
    [army] = [o for o in table.game.battlefield()
              if table.game.chars(o.id).type_line.has_subtype("Army")]
    return army.card.name


@kit
def test_amass_with_no_army_creates_the_token_first(table: Table) -> None:
    """CR 701.47a: no Army: a 0/0 black Orc Army token is created, then gets two +1/+1
    counters (a 2/2); the Treasure of the first sentence is there too."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Swarming of Moria")
    table.cast("Swarming of Moria")
    table.resolve()
    name = _army(table)
    assert name == "Orc Army Token"
    army = table.find(name)
    chars = table.game.chars(army.id)
    assert chars.colors == frozenset({"B"})
    assert chars.type_line.card_types == ("Creature",)
    table.assert_counters(name, "+1/+1", 2)
    assert (table.power(name), table.toughness(name)) == (2, 2)
    assert "Treasure Token" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="701.47a", contains="no Army")


@kit
def test_amass_grows_the_army_and_adds_the_subtype(table: Table) -> None:
    """CR 701.47a: Callous Dismissal makes a 1/1 Zombie Army; Mordor Muster then amasses
    Orcs: no new token, the same Army gets a counter and is an Orc in addition (a Zombie
    still)."""
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 2)
    table.battlefield(1, "Hill Giant")
    table.library(0, "Forest")
    table.hand(0, "Callous Dismissal", "Mordor Muster")
    table.cast("Callous Dismissal", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Hill Giant"]
    name = _army(table)
    assert name == "Zombie Army Token"
    table.cast("Mordor Muster")
    table.resolve()
    assert _army(table) == name  # still the one Army
    table.assert_counters(name, "+1/+1", 2)
    types = table.game.chars(table.find(name).id).type_line
    assert types.has_subtype("Zombie") and types.has_subtype("Orc")
    table.assert_life(0, 19)
    table.assert_logged(rule="701.47a", contains="amasses Orc 1")


@kit
def test_amass_with_two_armies_asks_which(table: Table) -> None:
    """CR 701.47a: "choose an Army creature you control": with two, the caster chooses
    one, and only it grows."""
    table.lands(0, "Swamp", 2)
    table.library(0, "Forest")
    first = table.game.create_token(token_card(subtypes=("Zombie", "Army"), colors=("B",),
                                               power=0, toughness=0), 0)
    second = table.game.create_token(token_card(name="Second Army", subtypes=("Orc", "Army"),
                                                colors=("B",), power=0, toughness=0), 0)
    table.game.add_counters(first.id, "+1/+1", 1)
    table.game.add_counters(second.id, "+1/+1", 1)
    offered = table.watch_decisions("amass")
    table.hand(0, "Mordor Muster")
    table.cast("Mordor Muster")
    table.resolve(answers=[Answer("amass", (first.id,))])
    [decision] = offered
    assert set(decision.options) == {first.id, second.id}
    table.assert_counters("Zombie Army Token", "+1/+1", 2)
    table.assert_counters("Second Army", "+1/+1", 1)
    assert table.game.chars(first.id).type_line.has_subtype("Orc")


@kit
def test_the_amassed_armys_power_counts_its_counters(table: Table) -> None:
    """CR 701.47c: a 1/1 Zombie Army amassed as Orcs 3 is a 4/4: "the amassed Army's power"
    is 4, so Bob mills four cards."""
    table.lands(0, "Island", 4)
    army = table.game.create_token(token_card(subtypes=("Zombie", "Army"), colors=("B",),
                                              power=0, toughness=0), 0)
    table.game.add_counters(army.id, "+1/+1", 1)
    table.library(1, "Forest", "Forest", "Forest", "Forest", "Island")
    table.hand(0, "Surrounded by Orcs")
    table.cast("Surrounded by Orcs", targets=["Bob"])
    table.resolve()
    assert table.power("Zombie Army Token") == 4
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"] * 4
    assert table.names(Zone.LIBRARY, 1) == ["Island"]
    table.assert_logged(rule="701.47a", contains="amasses Orc 3")


@kit
def test_when_you_do_after_amassing_uses_the_amassed_army(table: Table) -> None:
    """CR 701.47c, 603.12: Foray of Orcs makes a 2/2 Orc Army, then its reflexive trigger
    deals 2 damage (the amassed Army's power) to Bob's Hill Giant."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Foray of Orcs")
    table.cast("Foray of Orcs")
    table.resolve()
    assert table.power("Orc Army Token") == 2
    table.resolve(answers=[Answer("target", (table.find("Hill Giant").id,))])
    assert table.game.obj(table.find("Hill Giant").id).damage == 2
    table.assert_logged(rule="603.12", contains="reflexive trigger")


def _cast_informant(table: Table, top: str, in_hand: str) -> None:
    table.lands(0, "Plains", 2)
    table.library(0, top)
    table.hand(0, in_hand, "Raffine's Informant")
    table.cast("Raffine's Informant")
    table.resolve()


@pytest.mark.parametrize(("discard", "counters"), [("Forest", 0), ("Grizzly Bears", 1)])
@kit
def test_connive_counter_only_for_a_nonland_discard(
        table: Table, discard: str, counters: int) -> None:
    """CR 701.50a: draw a card, then discard a card; a +1/+1 counter on the conniving
    creature only if the card discarded is not a land."""
    _cast_informant(table, "Grizzly Bears", "Forest")
    table.on_decision("discard", by_name(discard))
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == [discard]
    table.assert_counters("Raffine's Informant", "+1/+1", counters)
    table.assert_logged(rule="701.50a", contains="connives")


@kit
def test_a_creature_gone_still_connives_without_a_counter(table: Table) -> None:
    """CR 701.50b-c: Murder in response to the trigger: its controller still draws and
    discards (a nonland card), and no counter is put on anything."""
    _cast_informant(table, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Raffine's Informant"])
    table.resolve()
    table.assert_zone("Raffine's Informant", Zone.GRAVEYARD)
    table.on_decision("discard", by_name("Hill Giant"))
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    table.assert_logged(rule="701.50c", contains="still connives")
    # CR 603.7c, 608.2h: acted with as it last existed, so not "doesn't affect it"
    table.assert_not_logged(contains="doesn't affect it")
    assert not any(o.counters for o in table.game.battlefield())


@kit
def test_target_creature_you_control_connives(table: Table) -> None:
    """CR 701.50a: Mob Lookout's trigger targets Grizzly Bears: the counter goes on the
    target, not on the Lookout."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Hill Giant")
    table.hand(0, "Mob Lookout")
    table.cast("Mob Lookout")
    table.resolve()
    table.on_decision("discard", by_name("Hill Giant"))
    table.resolve(answers=[Answer("target", (table.find("Grizzly Bears").id,))])
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Mob Lookout", "+1/+1", 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Hill Giant"]
    table.assert_logged(rule="701.50a", contains="connives")


@kit
def test_several_connive_one_at_a_time_in_apnap_order(
        table: Table, make: Callable[..., Card], put: Callable[..., GameObject]) -> None:
    """CR 701.50d: "Each creature connives" (a test card): Alice, the active player, chooses
    which of her two creatures connives first, then the other; Bob's connives after."""
    spell = make(table, "Each creature connives.")
    put(table, spell)
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Hill Giant", "Forest")
    table.library(1, "Island")
    offered = table.watch_decisions("connive")
    table.on_decision("discard", lambda game, d: d.options[:1])
    elves = table.find("Llanowar Elves").id
    table.cast("Test Card")
    table.resolve(answers=[Answer("connive", (elves,))])
    [decision] = offered
    assert decision.player == 0 and decision.rule == "701.50d"
    assert set(decision.options) == {elves, table.find("Grizzly Bears").id}
    table.assert_counters("Llanowar Elves", "+1/+1", 1)  # drew and discarded Hill Giant
    table.assert_counters("Grizzly Bears", "+1/+1", 0)  # then Forest
    table.assert_counters("Hill Giant", "+1/+1", 0)  # Bob's Island
    assert table.names(Zone.GRAVEYARD, 0) == ["Hill Giant", "Forest", "Test Card"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]


@kit
def test_connive_x_draws_and_discards_x(table: Table) -> None:
    """CR 701.50e: Spymaster's Vault with two creatures dead this turn: Grizzly Bears
    connives 2: two cards drawn, two discarded, one counter per nonland card among them."""
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
    assert {"Forest", "Hill Giant"} <= set(table.names(Zone.GRAVEYARD, 0))
    assert table.names(Zone.HAND, 0) == []
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_logged(rule="701.50e", contains="connives 2")


@kit
def test_investigate_three_times(table: Table) -> None:
    """CR 701.16a: "Investigate three times": three Clue tokens, one per investigation."""
    table.lands(0, "Island", 5)
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Confirm Suspicions")
    table.cast("Grizzly Bears")
    table.cast("Confirm Suspicions", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Clue Token") == 3
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_logged(rule="111.1", contains="Clue Token")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
