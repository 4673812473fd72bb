"""Mana that may be spent only some ways (CR 106.6), played with printed cards.

Abundant Countryside's "{T}: Add one mana of any color. Spend this mana only to cast a
creature spell." makes mana that pays a creature spell but not an instant; a Powerstone token
(CR 111.10h: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.") pays an
artifact spell and an activated ability, never a nonartifact spell; Cargo Ship's mana pays an
artifact spell or an ability of an artifact source only. Every payer keeps to it: the
automatic payer, mana put in the pool by hand, and the legal-action listing, which offers no
spell only restricted mana could pay. An illegal payment is refused and the game stays as it
was (CR 732); restricted mana empties from the pool like any (CR 500.5, 106.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

ABUNDANT_COUNTRYSIDE = CardDef(
    name="Abundant Countryside", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a "
         "creature spell.\n{6}, {T}: Create a 1/1 colorless Shapeshifter creature token with "
         "changeling. (It's every creature type.)")
ARGOTHIAN_OPPORTUNIST = CardDef(
    name="Argothian Opportunist", mana_cost="{2}{G}", type_line="Creature — Human Scout",
    power="3", toughness="2",
    text="When this creature enters, create a tapped Powerstone token. (It's an artifact "
         "with \"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.\")")
ARBALEST_ENGINEERS = CardDef(
    name="Arbalest Engineers", mana_cost="{1}{R}{G}", type_line="Creature — Human Artificer",
    power="2", toughness="2",
    text="When this creature enters, choose one —\n• This creature deals 1 damage to any "
         "target.\n• Put a +1/+1 counter on target creature. It gains trample and haste until "
         "end of turn.\n• Create a tapped Powerstone token. (It's an artifact with \"{T}: Add "
         "{C}. This mana can't be spent to cast a nonartifact spell.\")")
MIND_STONE = CardDef(
    name="Mind Stone", mana_cost="{2}", type_line="Artifact",
    text="{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")
CARGO_SHIP = CardDef(
    name="Cargo Ship", mana_cost="{1}{U}", type_line="Artifact — Vehicle", power="2",
    toughness="3",
    text="Flying, vigilance\n{T}: Add {C}. Spend this mana only to cast an artifact spell or "
         "activate an ability of an artifact source.\nCrew 1 (Tap any number of creatures you "
         "control with total power 1 or more: This Vehicle becomes an artifact creature until "
         "end of turn.)")

FORCE_SPIKE = CardDef(
    name="Force Spike", mana_cost="{U}", type_line="Instant",
    text="Counter target spell unless its controller pays {1}.")

PRINTED = (ABUNDANT_COUNTRYSIDE, ARGOTHIAN_OPPORTUNIST, ARBALEST_ENGINEERS, MIND_STONE,
           CARGO_SHIP, FORCE_SPIKE)

Kit = card_pool("mana-restrictions-testkit", PRINTED)

kit = pytest.mark.plugins("changeling", "crew", "haste", extra={"testkit": Kit})


def powerstone(table: Table) -> None:
    """Cast Argothian Opportunist with three Forests: its trigger creates a tapped Powerstone
    token (CR 111.10h), untapped here so that it can pay."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Argothian Opportunist")
    table.cast("Argothian Opportunist")
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger
    table.assert_zone("Powerstone Token", Zone.BATTLEFIELD)
    table.assert_tapped("Powerstone Token")
    table.game.untap(table.find("Powerstone Token").id)


# --------------------------------------------------------------------------
# Abundant Countryside: only a creature spell (CR 106.6)
# --------------------------------------------------------------------------


@kit
def test_countryside_mana_casts_a_creature_spell_by_the_payer(table: Table) -> None:
    """{G} only the restricted ability makes pays Grizzly Bears; Giant Growth isn't offered."""
    table.battlefield(0, "Abundant Countryside")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Grizzly Bears", "Giant Growth")
    table.battlefield(1, "Grizzly Bears")
    assert table.castable() == ["Grizzly Bears"]
    table.cast("Grizzly Bears")
    table.assert_tapped("Abundant Countryside")
    table.assert_logged(rule="106.6", contains="creature spell")
    assert table.pool() == []


@kit
def test_countryside_mana_in_the_pool_cannot_cast_an_instant(table: Table) -> None:
    """Mana added by hand keeps its restriction: Giant Growth is refused, nothing changes."""
    table.battlefield(0, "Abundant Countryside", "Grizzly Bears")
    table.hand(0, "Giant Growth", "Grizzly Bears")
    table.tap_for_mana("Abundant Countryside", "G")
    assert table.pool() == ["G"]
    assert table.castable() == []  # {1}{G} needs two; Giant Growth can't use it
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Giant Growth", targets=["Grizzly Bears"], rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.assert_zone("Giant Growth", Zone.HAND)


@kit
def test_countryside_mana_in_the_pool_casts_a_creature(table: Table) -> None:
    table.battlefield(0, "Abundant Countryside")
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears")
    table.tap_for_mana("Abundant Countryside", "G")
    table.tap_for_mana("Forest", "G")
    table.cast("Grizzly Bears")
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@kit
def test_countryside_colourless_ability_pays_an_instant(table: Table) -> None:
    """Its first ability's {C} is unrestricted: it pays Negate's generic {1}."""
    table.battlefield(0, "Abundant Countryside")
    table.lands(0, "Island", 1)
    table.hand(0, "Divination")
    table.lands(0, "Island", 1)
    assert table.castable() == ["Divination"]
    table.library(0, "Island", "Island")
    table.cast("Divination")
    table.assert_tapped("Abundant Countryside")
    table.assert_not_logged(rule="106.6")


@kit
def test_restricted_mana_empties_from_the_pool(table: Table) -> None:
    """CR 500.5, 106.4: unspent restricted mana is lost as the step ends, as any mana."""
    table.battlefield(0, "Abundant Countryside")
    table.tap_for_mana("Abundant Countryside", "W")
    assert table.pool() == ["W"]
    table.go_to(Step.BEGIN_COMBAT)
    assert table.pool() == []


# --------------------------------------------------------------------------
# Powerstone: no nonartifact spell (CR 111.10h, 106.6)
# --------------------------------------------------------------------------


@kit
def test_argothian_opportunist_creates_a_tapped_powerstone(table: Table) -> None:
    powerstone(table)
    token = table.find("Powerstone Token")
    assert table.game.chars(token.id).type_line.has_subtype("Powerstone")


@kit
def test_a_powerstone_pays_an_artifact_spell(table: Table) -> None:
    powerstone(table)
    table.hand(0, "Sol Ring")
    assert table.castable() == ["Sol Ring"]
    table.cast("Sol Ring")
    table.assert_tapped("Powerstone Token")
    table.assert_logged(rule="106.6", contains="nonartifact")


@kit
def test_a_powerstone_cannot_pay_a_nonartifact_spell(table: Table) -> None:
    """Grizzly Bears isn't offered with a Powerstone and a Forest; cast by hand from a pool with
    the Powerstone's {C}, it is refused and the game is as it was (CR 732)."""
    powerstone(table)
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears")
    assert table.castable() == []
    table.tap_for_mana("Powerstone Token", "C")
    table.tap_for_mana("Forest", "G")
    before = table.game.player(0).mana_pool
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2h")
    assert table.game.player(0).mana_pool == before
    table.assert_zone("Grizzly Bears", Zone.HAND)


@kit
def test_a_powerstone_pays_an_activated_ability(table: Table) -> None:
    """Mind Stone's "{1}, {T}, Sacrifice this artifact: Draw a card." is paid by a Powerstone."""
    powerstone(table)
    table.battlefield(0, "Mind Stone")
    table.library(0, "Island")
    assert any(isinstance(a, ActivateAbility) and a.obj == table.find("Mind Stone").id
               for a in table.game.legal_actions())
    table.activate("Mind Stone")
    table.assert_tapped("Powerstone Token")
    table.resolve()
    table.assert_zone("Island", Zone.HAND)


@kit
def test_arbalest_engineers_third_mode_creates_a_tapped_powerstone(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Arbalest Engineers")
    table.cast("Arbalest Engineers")
    table.resolve([Answer("modes", (2,))])  # CR 700.2b: chosen as the trigger is put on the stack
    table.resolve()
    table.assert_zone("Powerstone Token", Zone.BATTLEFIELD)
    table.assert_tapped("Powerstone Token")


def bears_force_spiked(table: Table) -> None:
    """Grizzly Bears cast with two Forests; the opponent answers with Force Spike."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.lands(1, "Island", 1)
    table.hand(1, "Force Spike")
    table.cast("Grizzly Bears")
    table.pass_priority()
    table.cast("Force Spike", targets=["Grizzly Bears"])


@kit
def test_a_powerstone_pays_an_unless_cost(table: Table) -> None:
    """CR 106.6, 118.12: paying Force Spike's {1} is no nonartifact spell cast: a Powerstone's
    mana pays it and the Bears resolve."""
    powerstone(table)
    bears_force_spiked(table)
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_tapped("Powerstone Token")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_countryside_mana_cannot_pay_an_unless_cost(table: Table) -> None:
    """CR 106.6: Abundant Countryside's restricted {G} in the pool can't pay Force Spike's {1}
    (no creature spell is cast with it): the Bears are countered."""
    bears_force_spiked(table)
    table.battlefield(0, "Abundant Countryside")
    table.pass_priority()  # the Bears' caster gets priority with Force Spike on the stack
    table.tap_for_mana("Abundant Countryside", "G")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.pool() == ["G"]  # the restricted mana stayed unspent


# --------------------------------------------------------------------------
# Cargo Ship: artifact spells and abilities of artifact sources (CR 106.6)
# --------------------------------------------------------------------------


@kit
def test_cargo_ship_mana_pays_an_artifact_ability_but_not_a_creature(table: Table) -> None:
    table.battlefield(0, "Cargo Ship")
    table.library(0, "Island")
    table.hand(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    assert table.castable() == []  # {1}{G}: the Ship's {C} can't pay a creature spell
    table.battlefield(0, "Mind Stone")
    table.activate("Mind Stone")
    table.assert_tapped("Cargo Ship")
    table.assert_tapped("Forest", False)


# --------------------------------------------------------------------------
# The cards are the printed ones
# --------------------------------------------------------------------------


@needs_corpus
def test_the_cards_above_have_their_oracle_text() -> None:
    assert_printed(PRINTED)
