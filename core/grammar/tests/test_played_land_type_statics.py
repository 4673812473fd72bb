"""Static abilities setting or adding lands' basic land types, played (CR 305.7, 205.1b,
613.1d, 613.7, 613.8).

"Nonbasic lands are Mountains." (Blood Moon), "All Mountains are Plains." (Conversion), "Each
land is a Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth; Blanket of
Night), "Lands you control are every basic land type in addition to their other types."
(Dryad of the Ilysian Grove): a set land type replaces the old land types and the rules text's
abilities with the new type's mana ability; an added one keeps them. In layer 4 they apply in
timestamp order unless one depends on another: Blood Moon removes Urborg's ability (613.8a) and
changes what Conversion applies to, so it applies first whatever the timestamps.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.mana import EMPTY_POOL

BLOOD_MOON = CardDef(name="Blood Moon", mana_cost="{2}{R}", type_line="Enchantment",
                     text="Nonbasic lands are Mountains.")
CONVERSION = CardDef(
    name="Conversion", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}.\n"
         "All Mountains are Plains.")
URBORG = CardDef(name="Urborg, Tomb of Yawgmoth", mana_cost=None, type_line="Legendary Land",
                 text="Each land is a Swamp in addition to its other land types.")
BLANKET_OF_NIGHT = CardDef(name="Blanket of Night", mana_cost="{1}{B}{B}",
                           type_line="Enchantment",
                           text="Each land is a Swamp in addition to its other land types.")
DRYAD = CardDef(
    name="Dryad of the Ilysian Grove", mana_cost="{2}{G}",
    type_line="Enchantment Creature — Nymph Dryad",
    text="You may play an additional land on each of your turns.\nLands you control are every "
         "basic land type in addition to their other types.", power="2", toughness="4")
KAVU_SCOUT = CardDef(
    name="Kavu Scout", mana_cost="{2}{R}", type_line="Creature — Kavu Scout",
    text="Domain — This creature gets +1/+0 for each basic land type among lands you control.",
    power="0", toughness="2")

PRINTED = (BLOOD_MOON, CONVERSION, URBORG, BLANKET_OF_NIGHT, DRYAD, KAVU_SCOUT)
kit = pytest.mark.plugins(extra={"land-statics-kit": card_pool("land-statics-kit", PRINTED)})

BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
URBORG_NAME = "Urborg, Tomb of Yawgmoth"


def _subtypes(table: Table, name: str, player: int = 0) -> set[str]:
    obj = table.find(name, player=player)
    return set(table.game.chars(obj.id).type_line.subtypes)


def _taps_for(table: Table, name: str, player: int = 0) -> set[str]:
    """The colours ``name`` taps for: a colour it can't add is refused with the game left as
    it was (CR 732); one it can is added, then the land is untapped and the pool emptied for
    the next try (CR 605.3a, 305.6)."""
    obj = table.find(name, player=player)
    out = set()
    for color in "WUBRG":
        try:
            table.assert_illegal(table.tap_for_mana, f"{name}#{obj.id}", color)
        except AssertionError:  # allowed: the mana was added
            assert [u.color for u in table.game.player(player).mana_pool] == [color]
            out.add(color)
            table.game.update(obj.id, tapped=False)
            table.game.update_player(player, mana_pool=EMPTY_POOL)
            table.refresh()
    return out


@kit
def test_blood_moon_makes_nonbasic_lands_mountains_only(table: Table) -> None:
    """CR 305.7: Urborg (nonbasic) is a Mountain: it taps for {R} and has lost its ability,
    so the basic Forest is no Swamp; the basic Forest stays a Forest (only nonbasic lands)."""
    table.battlefield(0, URBORG_NAME, "Forest")
    assert _subtypes(table, "Forest") == {"Forest", "Swamp"}  # Urborg's ability alone
    table.battlefield(1, "Blood Moon")
    assert _subtypes(table, URBORG_NAME) == {"Mountain"}
    assert _subtypes(table, "Forest") == {"Forest"}
    assert _taps_for(table, URBORG_NAME) == {"R"}
    assert _taps_for(table, "Forest") == {"G"}


@kit
def test_blood_moon_removes_urborgs_ability_whatever_the_timestamps(table: Table) -> None:
    """CR 613.8a-b: Urborg's effect depends on Blood Moon (which removes the ability making
    it); Blood Moon applies first even with the later timestamp, and Urborg's effect never
    begins: the Plains is no Swamp."""
    table.battlefield(1, "Blood Moon")
    table.battlefield(0, URBORG_NAME, "Plains")
    assert _subtypes(table, "Plains") == {"Plains"}
    assert _subtypes(table, URBORG_NAME) == {"Mountain"}


@kit
def test_conversion_depends_on_blood_moon(table: Table) -> None:
    """CR 613.8a: Blood Moon changes what Conversion applies to (Urborg becomes a Mountain),
    so Conversion waits for it although its timestamp is earlier: Urborg ends a Plains
    tapping for {W}, as does the basic Mountain."""
    table.battlefield(1, "Conversion")
    table.battlefield(0, URBORG_NAME, "Mountain")
    table.battlefield(1, "Blood Moon")
    assert _subtypes(table, URBORG_NAME) == {"Plains"}
    assert _subtypes(table, "Mountain") == {"Plains"}
    assert _taps_for(table, URBORG_NAME) == {"W"}
    assert _taps_for(table, "Mountain") == {"W"}


@kit
def test_blanket_of_night_adds_swamp_and_its_mana_ability(table: Table) -> None:
    """CR 305.7, 205.1b: each land, every player's, is also a Swamp: the Forest taps for {G}
    or {B}, keeps being a Forest; a Swamp gets no second ability."""
    table.battlefield(0, "Blanket of Night", "Forest", "Swamp")
    table.battlefield(1, "Island")
    assert _subtypes(table, "Forest") == {"Forest", "Swamp"}
    assert _subtypes(table, "Island", player=1) == {"Island", "Swamp"}
    assert _taps_for(table, "Forest") == {"G", "B"}
    swamp = table.find("Swamp", player=0)
    assert len(table.game.chars(swamp.id).abilities) == 1


@kit
def test_dryad_then_blood_moon_and_blood_moon_then_dryad(table: Table) -> None:
    """CR 613.7: no dependency between them, so timestamp order decides. Dryad first, Blood
    Moon later: Urborg is only a Mountain ({R}); Blood Moon first, Dryad later: Urborg is a
    Mountain, then every basic land type (any colour). The Dryad's lands are its
    controller's only: the opponent's Plains stays a Plains."""
    table.battlefield(0, "Dryad of the Ilysian Grove", URBORG_NAME)
    table.battlefield(1, "Plains")
    assert _subtypes(table, URBORG_NAME) == set(BASIC)
    assert _subtypes(table, "Plains", player=1) == {"Plains", "Swamp"}  # Urborg's
    table.battlefield(1, "Blood Moon")
    assert _subtypes(table, URBORG_NAME) == {"Mountain"}
    assert _taps_for(table, URBORG_NAME) == {"R"}

    table.new()
    table.battlefield(1, "Blood Moon")
    table.battlefield(0, URBORG_NAME, "Dryad of the Ilysian Grove")
    assert _subtypes(table, URBORG_NAME) == set(BASIC)
    assert _taps_for(table, URBORG_NAME) == set("WUBRG")


@kit
def test_domain_counts_the_types_the_dryad_gives(table: Table) -> None:
    """CR 205.3i, 613.1d before 613.4c: Kavu Scout counts the land types of layer 4: one
    Forest under the Dryad is all five (+5/+0)."""
    table.battlefield(0, "Kavu Scout", "Forest")
    assert (table.power("Kavu Scout"), table.toughness("Kavu Scout")) == (1, 2)
    table.battlefield(0, "Dryad of the Ilysian Grove")
    assert (table.power("Kavu Scout"), table.toughness("Kavu Scout")) == (5, 2)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
