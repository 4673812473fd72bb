"""Printed "Incinerate deals 3 damage to any target. A creature dealt damage this way can't
be regenerated this turn.", played (CR 701.19c, 701.19a, 704.5g, 608.2c).

Bob's Drudge Skeletons (1/1) has a regeneration shield from its own ability; Incinerate's 3
damage is lethal and the Skeletons are destroyed without regenerating (701.19c). Shock's
lethal damage after the same shield is replaced: the Skeletons regenerate and stay,
tapped (701.19a). Incinerate at Bob himself deals 3 damage and marks no creature.
Engulfing Flames and Rage of Purphoros ("... deals N damage to target creature. It can't be
regenerated this turn."): the target, destroyed this turn, doesn't regenerate, even when the
damage was not lethal and it dies later that turn. Toxic Stench with threshold ("instead
destroy that creature. It can't be regenerated."): the destruction of its "instead" branch is
marked. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

INCINERATE = CardDef(
    name="Incinerate", mana_cost="{1}{R}", type_line="Instant",
    text="Incinerate deals 3 damage to any target. A creature dealt damage this way can't be "
         "regenerated this turn.")
DRUDGE_SKELETONS = CardDef(
    name="Drudge Skeletons", mana_cost="{1}{B}", type_line="Creature — Skeleton",
    power="1", toughness="1",
    text="{B}: Regenerate this creature. (The next time this creature would be destroyed this "
         "turn, instead tap it, remove it from combat, and heal all damage on it.)")

ENGULFING_FLAMES = CardDef(
    name="Engulfing Flames", mana_cost="{R}", type_line="Instant", keywords=("Flashback",),
    text="Engulfing Flames deals 1 damage to target creature. It can't be regenerated this "
         "turn.\nFlashback {3}{R} (You may cast this card from your graveyard for its flashback "
         "cost. Then exile it.)")
RAGE_OF_PURPHOROS = CardDef(
    name="Rage of Purphoros", mana_cost="{4}{R}", type_line="Sorcery", keywords=("Scry",),
    text="Rage of Purphoros deals 4 damage to target creature. It can't be regenerated this "
         "turn. Scry 1. (Look at the top card of your library. You may put that card on the "
         "bottom.)")
CUDGEL_TROLL = CardDef(
    name="Cudgel Troll", mana_cost="{2}{G}{G}", type_line="Creature — Troll", power="4",
    toughness="3", keywords=("Heal",),
    text="{G}: Regenerate this creature. (The next time this creature would be destroyed this "
         "turn, instead tap it, remove it from combat, and heal all damage on it.)")
TOXIC_STENCH = CardDef(
    name="Toxic Stench", mana_cost="{1}{B}", type_line="Instant", keywords=("Threshold",),
    text="Target nonblack creature gets -1/-1 until end of turn.\nThreshold — If there are "
         "seven or more cards in your graveyard, instead destroy that creature. It can't be "
         "regenerated.")
SCORCHING_LAVA = CardDef(
    name="Scorching Lava", mana_cost="{1}{R}", type_line="Instant", keywords=("Kicker",),
    text="Kicker {R} (You may pay an additional {R} as you cast this spell.)\nScorching Lava "
         "deals 2 damage to any target. If this spell was kicked, that creature can't be "
         "regenerated this turn and if it would die this turn, exile it instead.")

CARDS = (INCINERATE, DRUDGE_SKELETONS, ENGULFING_FLAMES, RAGE_OF_PURPHOROS, CUDGEL_TROLL,
         TOXIC_STENCH, SCORCHING_LAVA)
kit = pytest.mark.plugins(extra={"incinerate-kit": card_pool("incinerate-kit", CARDS)})
flashback_kit = pytest.mark.plugins(
    "flashback", extra={"incinerate-kit": card_pool("incinerate-kit", CARDS)})


def _bolt_a_shielded_skeleton(table: Table, spell: str, mountains: int = 2) -> None:
    _at_a_shielded(table, spell, ("Mountain", mountains), ("Drudge Skeletons", "Swamp"))


def _at_a_shielded(table: Table, spell: str, lands: tuple[str, int],
                   regenerator: tuple[str, str]) -> None:
    """Alice casts ``spell`` with ``lands`` at Bob's creature, which regenerates in response
    (its ability paid with one land of the second kind); both resolve."""
    creature, land = regenerator
    table.battlefield(1, creature)
    table.lands(1, land, 1)
    table.lands(0, *lands)
    table.hand(0, spell)
    table.cast(spell, targets=[creature])
    table.pass_priority()  # Alice passes: Bob regenerates in response
    table.activate(creature)
    table.resolve()  # the regeneration shield
    table.resolve()  # the spell


@kit
def test_incinerate_kills_through_regeneration(table: Table) -> None:
    """CR 701.19c: lethal damage destroys it; the shield doesn't apply."""
    _bolt_a_shielded_skeleton(table, "Incinerate")
    assert table.zone_of("Drudge Skeletons") is Zone.GRAVEYARD
    table.assert_logged(rule="701.19c")


@kit
def test_other_damage_lets_it_regenerate(table: Table) -> None:
    """CR 701.19a: Shock's lethal damage: the shield replaces the destruction."""
    _bolt_a_shielded_skeleton(table, "Shock")
    assert table.zone_of("Drudge Skeletons") is Zone.BATTLEFIELD
    assert table.find("Drudge Skeletons").tapped


@kit
def test_incinerate_at_a_player(table: Table) -> None:
    """CR 120.3a: 3 damage to Bob; no creature was dealt damage this way."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Incinerate")
    table.cast("Incinerate", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17


@flashback_kit
def test_engulfing_flames_the_target_dies_this_turn_without_regenerating(table: Table) -> None:
    """CR 701.19c: 1 damage to the shielded Skeletons (1/1) is lethal; it doesn't regenerate."""
    _bolt_a_shielded_skeleton(table, "Engulfing Flames", mountains=1)
    assert table.zone_of("Drudge Skeletons") is Zone.GRAVEYARD
    table.assert_logged(rule="701.19c")


@kit
def test_rage_of_purphoros_the_target_doesnt_regenerate(table: Table) -> None:
    """CR 701.19c: 4 damage to the shielded Skeletons: destroyed without regenerating; then
    Alice scries 1 (701.22)."""
    table.library(0, "Mountain")
    _bolt_a_shielded_skeleton(table, "Rage of Purphoros", mountains=5)
    assert table.zone_of("Drudge Skeletons") is Zone.GRAVEYARD
    table.assert_logged(rule="701.19c")


@kit
def test_toxic_stench_with_threshold_destroys_without_regeneration(table: Table) -> None:
    """CR 701.19c, 608.2c: seven cards in Alice's graveyard: "instead destroy that creature.
    It can't be regenerated.": Bob's shielded Cudgel Troll is destroyed for good."""
    table.graveyard(0, *["Island"] * 7)
    _at_a_shielded(table, "Toxic Stench", ("Swamp", 2), ("Cudgel Troll", "Forest"))
    assert table.zone_of("Cudgel Troll") is Zone.GRAVEYARD


@kit
def test_toxic_stench_without_threshold_shrinks_and_the_shield_is_unused(table: Table) -> None:
    """CR 608.2c: six cards in Alice's graveyard: Bob's Grizzly Bears only get -1/-1."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Swamp", 2)
    table.graveyard(0, *["Island"] * 6)
    table.hand(0, "Toxic Stench")
    table.cast("Toxic Stench", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (1, 1)


def test_it_cant_be_regenerated_after_neither_destruction_nor_damage_is_not_read(
        rules: Rules) -> None:
    """CR 701.19c: "It can't be regenerated" marks a destruction or, with "this turn", the
    one creature damage was dealt to; after anything else it would mean nothing: not read."""
    card = rules.compile(CardDef(
        name="Odd Spell", mana_cost="{B}", type_line="Instant",
        text="Tap target creature. It can't be regenerated this turn."))
    assert card.unrecognized == ("It can't be regenerated this turn.",)


@pytest.mark.plugins("kicker")
def test_a_leading_if_governs_each_clause_after_it(rules: Rules) -> None:
    """CR 608.2c: Scorching Lava's "If this spell was kicked, A and if it would die this
    turn, exile it instead": the exile is kicked-only too; it was read as always exiling
    (the "if" kept on A alone), and the "instead" inside the kicked branch is not modelled:
    the sentence stays unread."""
    card = rules.compile(SCORCHING_LAVA)
    assert card.unrecognized == (
        "If this spell was kicked, that creature can't be regenerated this turn and if it "
        "would die this turn, exile it instead.",)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
