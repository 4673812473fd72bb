""""When enchanted Mountain is put into a graveyard, you may return this card from your
graveyard to your hand" played (CR 113.6m, 303.4, 704.5m, 603.10a).

Genju of the Spires on Alice's Mountain: "{2}: Enchanted Mountain becomes a 6/1 red Spirit
creature until end of turn. It's still a land." (205.1b, 613.1d). When the Mountain is put
into a graveyard, the Genju follows it there (704.5m) and its ability, which functions on the
battlefield because the event is what it enchants leaving (113.6m), returns it to Alice's
hand if she chooses. Exiled instead, the Mountain triggers nothing; left in the graveyard
when Alice says no.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

GENJU = CardDef(
    name="Genju of the Spires", mana_cost="{R}", type_line="Enchantment — Aura",
    text="Enchant Mountain\n{2}: Enchanted Mountain becomes a 6/1 red Spirit creature until "
         "end of turn. It's still a land.\nWhen enchanted Mountain is put into a graveyard, you "
         "may return this card from your graveyard to your hand.")
ANGELIC_DESTINY = CardDef(
    name="Angelic Destiny", mana_cost="{2}{W}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +4/+4, has flying and first strike, and is "
         "an Angel in addition to its other types.\nWhen enchanted creature dies, return this "
         "card to its owner's hand.")
SCREAMS = CardDef(
    name="Screams from Within", mana_cost="{1}{B}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets -1/-1.\nWhen enchanted creature dies, "
         "return this card from your graveyard to the battlefield.")
REPLENISH = CardDef(
    name="Replenish", mana_cost="{3}{W}", type_line="Sorcery",
    text="Return all enchantment cards from your graveyard to the battlefield. (Auras with "
         "nothing to enchant remain in your graveyard.)")
PACIFISM = CardDef(
    name="Pacifism", mana_cost="{1}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can't attack or block.")
ANTHEM = CardDef(
    name="Glorious Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment",
    text="Creatures you control get +1/+1.")
UNMAKE = CardDef(
    name="Unmake", mana_cost="{W/B}{W/B}{W/B}", type_line="Instant",
    text="Exile target creature.")

CARDS = (GENJU, ANGELIC_DESTINY, SCREAMS, REPLENISH, PACIFISM, ANTHEM, UNMAKE)
kit = pytest.mark.plugins(extra={"genju-kit": card_pool("genju-kit", CARDS)})


def _animated_genju(table: Table) -> None:
    """Alice's Genju on one of her two Mountains, the Mountain made a 6/1 creature."""
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Genju of the Spires")
    table.mana(0, "R")
    table.cast("Genju of the Spires", targets=["Mountain"])
    table.resolve()
    table.mana(0, "CC")
    table.activate("Genju of the Spires")
    table.resolve()


def _enchanted(table: Table) -> int:
    genju = table.find("Genju of the Spires", zone=Zone.BATTLEFIELD)
    assert genju.attached_to is not None
    return genju.attached_to


@kit
def test_the_enchanted_mountain_becomes_a_6_1_spirit_still_a_land(table: Table) -> None:
    """CR 205.1b, 613.1d: a red Spirit creature 6/1 and still a Mountain, until end of turn."""
    _animated_genju(table)
    mountain = _enchanted(table)
    ch = table.game.chars(mountain)
    assert ch.type_line.has_type("Creature") and ch.type_line.has_type("Land")
    assert "Spirit" in ch.type_line.subtypes and "Mountain" in ch.type_line.subtypes
    assert (table.game.power(mountain), table.game.toughness(mountain)) == (6, 1)
    assert ch.colors == frozenset({"R"})


@kit
@pytest.mark.parametrize(("answer", "zone"), [("yes", Zone.HAND), ("no", Zone.GRAVEYARD)])
def test_the_mountain_dying_returns_the_genju_if_alice_chooses(table: Table, answer: str,
                                                               zone: Zone) -> None:
    """CR 113.6m, 704.5m: Alice Bolts her 6/1 Mountain: it dies; the Genju goes to the
    graveyard too and its ability, triggered on the battlefield, returns it to Alice's hand;
    "you may": if she says no, it stays in her graveyard (603.5)."""
    _animated_genju(table)
    mountain = _enchanted(table)
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[mountain])
    table.resolve()  # the Bolt: the Mountain dies, the Genju follows, the trigger waits
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("may", (answer,))])
    table.assert_zone("Genju of the Spires", zone, 0)
    table.assert_zone("Mountain", Zone.GRAVEYARD, 0)


@kit
def test_the_mountain_exiled_triggers_nothing(table: Table) -> None:
    """The near miss: exiled, the Mountain isn't put into a graveyard: no trigger; the Genju
    is put into the graveyard by state-based actions (704.5m) and stays there."""
    _animated_genju(table)
    mountain = _enchanted(table)
    table.mana(0, "WWW")
    table.hand(0, "Unmake")
    table.cast("Unmake", targets=[mountain])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Genju of the Spires", Zone.GRAVEYARD, 0)


@kit
def test_angelic_destiny_returns_to_its_owners_hand(table: Table) -> None:
    """CR 400.7f: the Bears die; Angelic Destiny, put into Alice's graveyard by state-based
    actions, is found there and returned to her hand (before, it stayed in the graveyard)."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "WWWW")
    table.hand(0, "Angelic Destiny")
    table.cast("Angelic Destiny", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 6
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_zone("Angelic Destiny", Zone.HAND, 0)


@kit
def test_angelic_destiny_exiled_with_the_creature_is_not_found(table: Table) -> None:
    """CR 400.7f finds the Aura only in its owner's graveyard: the Bears exiled by Unmake
    trigger nothing (they don't die); the Aura, put into the graveyard, stays there."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "WWWW")
    table.hand(0, "Angelic Destiny")
    table.cast("Angelic Destiny", targets=["Grizzly Bears"])
    table.resolve()
    table.mana(0, "WWW")
    table.hand(0, "Unmake")
    table.cast("Unmake", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Angelic Destiny", Zone.GRAVEYARD, 0)


@kit
def test_screams_from_within_returns_onto_a_creature_alice_chooses(table: Table) -> None:
    """CR 400.7f, 303.4f: Bob's 1/1 Llanowar Elves die under Screams from Within (-1/-1); it
    returns from Alice's graveyard to the battlefield attached to the creature Alice chooses,
    Bob's Grizzly Bears, now 1/1."""
    table.battlefield(1, "Llanowar Elves", "Grizzly Bears")
    table.mana(0, "BBB")
    table.hand(0, "Screams from Within")
    table.cast("Screams from Within", targets=["Llanowar Elves"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1  # the Elves died as 0/0 (704.5f)
    bears = table.find("Grizzly Bears").id
    table.resolve(answers=[Answer("enchant", (bears,))])
    screams = table.find("Screams from Within", zone=Zone.BATTLEFIELD)
    assert screams.attached_to == bears
    assert table.power("Grizzly Bears") == 1
    table.assert_logged(rule="303.4f", contains="enters attached to")


@kit
def test_replenish_attaches_auras_and_leaves_those_with_nothing(table: Table) -> None:
    """CR 303.4f-g: Replenish returns Glorious Anthem and Pacifism, attached to the Bears
    Alice chooses; the Genju (enchant Mountain, no Mountain in play) stays in the graveyard.
    Before, Pacifism entered attached to nothing and was put into the graveyard (704.5m)."""
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Glorious Anthem", "Pacifism", "Genju of the Spires")
    table.mana(0, "WWWW")
    table.hand(0, "Replenish")
    table.cast("Replenish")
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.BATTLEFIELD, 0)
    pacifism = table.find("Pacifism", zone=Zone.BATTLEFIELD)
    assert pacifism.attached_to == table.find("Grizzly Bears").id
    assert "cant_attack" in table.restrictions("Grizzly Bears")
    table.assert_zone("Genju of the Spires", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="303.4g", contains="nothing it could enchant")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
