""""Prevent all damage that would be dealt to [a class of permanents] this turn" played (CR
611.2c, 615.1a, 615.7, 514.2).

Ethersworn Shieldmage ("When this creature enters, prevent all damage that would be dealt to
artifact creatures this turn.") and Forfend ("Prevent all damage that would be dealt to
creatures this turn."), rule "grammar:prevent all to": the effect changes no characteristic,
so it is a rule of the game (611.2c) covering every permanent of that kind as the damage would
be dealt: an artifact creature cast after the trigger resolved is covered too; a creature of
another kind is not; the effect ends with the turn (514.2). Samite Censer-Bearer ("Prevent the
next 1 damage that would be dealt to each creature you control this turn.") is a shield on each
creature there as it resolves (615.7), not on one that enters later. The cards come with their
exact Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ETHERSWORN_SHIELDMAGE = CardDef(
    name="Ethersworn Shieldmage", mana_cost="{1}{W}{U}",
    type_line="Artifact Creature — Vedalken Wizard",
    text="Flash\nWhen this creature enters, prevent all damage that would be dealt to artifact "
         "creatures this turn.", power="2", toughness="2")
FORFEND = CardDef(
    name="Forfend", mana_cost="{1}{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to creatures this turn.")
SAMITE_CENSER_BEARER = CardDef(
    name="Samite Censer-Bearer", mana_cost="{W}", type_line="Creature — Human Rebel Cleric",
    text="{W}, Sacrifice this creature: Prevent the next 1 damage that would be dealt to each "
         "creature you control this turn.", power="1", toughness="1")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", text="Flying",
    power="0", toughness="2")
MEMNITE = CardDef(
    name="Memnite", mana_cost="{0}", type_line="Artifact Creature — Construct", power="1",
    toughness="1")

PRINTED = (ETHERSWORN_SHIELDMAGE, FORFEND, SAMITE_CENSER_BEARER, ORNITHOPTER, MEMNITE)
kit = pytest.mark.plugins(extra={"prevent-class-kit": card_pool("prevent-class-kit", PRINTED)})


def _shieldmage(table: Table) -> None:
    """Alice casts Ethersworn Shieldmage (paid from her pool, her lands left untapped); it and
    its enters trigger resolve."""
    table.mana(0, "WUU")
    table.hand(0, "Ethersworn Shieldmage")
    table.cast("Ethersworn Shieldmage")
    table.resolve_all()
    assert table.zone_of("Ethersworn Shieldmage") is Zone.BATTLEFIELD


@kit
def test_shieldmage_covers_an_artifact_creature_already_there(table: Table) -> None:
    """CR 615.1a: Shock to Ornithopter, on the battlefield as the trigger resolved: prevented."""
    table.battlefield(0, "Ornithopter")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    _shieldmage(table)
    table.cast("Shock", targets=["Ornithopter"])
    table.resolve()
    assert table.find("Ornithopter", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_logged(rule="615.1a", contains="to Ornithopter")


@kit
def test_shieldmage_covers_an_artifact_creature_entering_later(table: Table) -> None:
    """CR 611.2c: the effect is a rule, not locked to the artifact creatures there as it began:
    Memnite, cast after the trigger resolved, is dealt no damage by Shock."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Memnite", "Shock")
    _shieldmage(table)
    table.cast("Memnite")
    table.resolve()
    table.cast("Shock", targets=["Memnite"])
    table.resolve()
    assert table.find("Memnite", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_logged(rule="611.2c", contains="artifact creatures")
    table.assert_logged(rule="615.1a", contains="to Memnite")


@kit
def test_shieldmage_does_not_cover_a_creature_that_is_no_artifact(table: Table) -> None:
    """CR 615.1a: Grizzly Bears are no artifact creature: Shock's 2 is dealt, they die."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    _shieldmage(table)
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_shieldmage_ends_at_end_of_turn(table: Table) -> None:
    """CR 514.2: "this turn": in Bob's next turn his Shock to Ornithopter is dealt."""
    table.battlefield(0, "Ornithopter")
    table.library(0, "Island")
    table.library(1, "Island")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    _shieldmage(table)
    table.next_turn()
    table.cast("Shock", targets=["Ornithopter"])
    table.resolve()
    assert table.zone_of("Ornithopter") is Zone.GRAVEYARD


@kit
def test_forfend_covers_a_creature_entering_later(table: Table) -> None:
    """CR 611.2c, 615.1a: Grizzly Bears cast after Forfend resolved: Shock's 2 is prevented."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Forfend", "Grizzly Bears", "Shock")
    table.cast("Forfend")
    table.resolve()
    table.cast("Grizzly Bears")
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0


@kit
def test_censer_bearer_shields_only_the_creatures_there_as_it_resolves(table: Table) -> None:
    """CR 615.7: a 1-damage shield on each creature Alice controls then: Grizzly Bears are
    dealt 1 of Shock's 2; Memnite, cast afterwards, has no shield: Shock's 2 kills it."""
    table.battlefield(0, "Samite Censer-Bearer", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Memnite", "Shock", "Shock")
    table.activate("Samite Censer-Bearer")
    table.resolve()
    table.cast("Memnite")
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 1
    table.cast("Shock", targets=["Memnite"])
    table.resolve()
    assert table.zone_of("Memnite") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
