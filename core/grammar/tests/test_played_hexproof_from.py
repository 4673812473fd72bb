"""Printed "Hexproof from [quality]" (CR 702.11d), played: General Ferrous Rokiric and Sphinx
of the Guildpact ("Hexproof from monocolored"), Sporeweb Weaver ("Reach, hexproof from
blue").

"Hexproof from [quality]" on a permanent means "This permanent can't be the target of
[quality] spells your opponents control or abilities your opponents control from [quality]
sources" (702.11d); it is a hexproof ability (702.11e): an effect that looks for hexproof
finds it and losing hexproof loses it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone

ROKIRIC = CardDef(
    name="General Ferrous Rokiric", mana_cost="{1}{R}{W}",
    type_line="Legendary Creature — Human Soldier", power="3", toughness="1",
    keywords=("Hexproof", "Hexproof from"),
    text="Hexproof from monocolored\nWhenever you cast a multicolored spell, create a 4/4 red "
         "and white Golem artifact creature token.")
SPHINX = CardDef(
    name="Sphinx of the Guildpact", mana_cost="{7}", type_line="Artifact Creature — Sphinx",
    power="5", toughness="5", keywords=("Flying", "Hexproof", "Hexproof from"),
    text="Sphinx of the Guildpact is all colors.\nFlying\nHexproof from monocolored (This "
         "creature can't be the target of monocolored spells or abilities your opponents "
         "control.)")
WEAVER = CardDef(
    name="Sporeweb Weaver", mana_cost="{2}{G}", type_line="Creature — Spider", power="1",
    toughness="4", keywords=("Hexproof", "Hexproof from", "Reach"),
    text="Reach, hexproof from blue\nWhenever this creature is dealt damage, you gain 1 life and "
         "create a 1/1 green Saproling creature token.")
TERMINATE = CardDef(name="Terminate", mana_cost="{B}{R}", type_line="Instant",
                    text="Destroy target creature. It can't be regenerated.")

CARDS = (ROKIRIC, SPHINX, WEAVER, TERMINATE)
kit = pytest.mark.plugins(extra={"hexproof-from-kit": card_pool("hexproof-from-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


def cast_rokiric(table: Table) -> None:
    table.hand(0, "General Ferrous Rokiric")
    table.mana(0, "RRW")
    table.cast("General Ferrous Rokiric")
    table.resolve()
    table.assert_zone("General Ferrous Rokiric", Zone.BATTLEFIELD, 0)



def _destroys_rokiric(table: Table, player: int, spell: str, mana: str) -> None:
    """``player`` casts ``spell`` at Rokiric, which may target it: Rokiric dies."""
    table.hand(player, spell)
    table.mana(player, mana)
    table.cast(spell, targets=["General Ferrous Rokiric"])
    table.resolve()
    table.assert_zone("General Ferrous Rokiric", Zone.GRAVEYARD, 0)

@kit
def test_702_11d_a_monocolored_spell_of_an_opponent_cant_target_rokiric(table: Table) -> None:
    """Alice casts General Ferrous Rokiric; Bob's Lightning Bolt (red: monocolored) can't
    target it: refused, nothing changes (CR 732)."""
    cast_rokiric(table)
    assert table.has_keyword("General Ferrous Rokiric", "hexproof from monocolored")
    table.set_turn(active=1)
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["General Ferrous Rokiric"])
    table.assert_zone("Lightning Bolt", Zone.HAND, 1)
    assert len(table.game.player(1).mana_pool) == 1


@kit
def test_702_11d_a_multicolored_spell_of_an_opponent_may_target_it(table: Table) -> None:
    """Bob's Terminate (black and red: multicolored) destroys Rokiric."""
    cast_rokiric(table)
    table.set_turn(active=1)
    _destroys_rokiric(table, 1, "Terminate", "BR")


@kit
def test_702_11d_its_controller_may_target_it_with_a_monocolored_spell(table: Table) -> None:
    """Hexproof from is against opponents only: Alice's own Lightning Bolt kills Rokiric."""
    cast_rokiric(table)
    _destroys_rokiric(table, 0, "Lightning Bolt", "R")


@kit
def test_702_11d_an_ability_from_a_monocolored_source_cant_target_it(table: Table) -> None:
    """Bob's Prodigal Pyromancer (red) can't aim its ability at Rokiric; at Alice it can."""
    cast_rokiric(table)
    table.battlefield(1, "Prodigal Pyromancer")
    table.set_turn(active=1)
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["General Ferrous Rokiric"])
    table.activate("Prodigal Pyromancer", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 19)
    table.assert_zone("General Ferrous Rokiric", Zone.BATTLEFIELD, 0)


@kit
def test_702_11d_sphinx_of_the_guildpact(table: Table) -> None:
    """Sphinx of the Guildpact, cast for {7}: Bob's Unsummon (blue) can't target it, his
    Terminate can."""
    table.hand(0, "Sphinx of the Guildpact")
    table.mana(0, "CCCCCCC")
    table.cast("Sphinx of the Guildpact")
    table.resolve()
    table.set_turn(active=1)
    table.hand(1, "Unsummon", "Terminate")
    table.mana(1, "UBR")
    table.assert_illegal(table.cast, "Unsummon", targets=["Sphinx of the Guildpact"])
    table.assert_zone("Unsummon", Zone.HAND, 1)
    table.cast("Terminate", targets=["Sphinx of the Guildpact"])
    table.resolve()
    table.assert_zone("Sphinx of the Guildpact", Zone.GRAVEYARD, 0)


@kit
def test_702_11d_sporeweb_weaver_hexproof_from_blue_only(table: Table) -> None:
    """Sporeweb Weaver: Bob's Unsummon (blue) can't target it; his Lightning Bolt (red) can,
    and the Weaver's trigger gains Alice 1 life and makes a Saproling."""
    table.hand(0, "Sporeweb Weaver")
    table.mana(0, "GGG")
    table.cast("Sporeweb Weaver")
    table.resolve()
    table.set_turn(active=1)
    table.hand(1, "Unsummon", "Lightning Bolt")
    table.mana(1, "UR")
    table.assert_illegal(table.cast, "Unsummon", targets=["Sporeweb Weaver"])
    table.cast("Lightning Bolt", targets=["Sporeweb Weaver"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Sporeweb Weaver", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 21)
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 2


@kit
def test_702_11e_a_hexproof_from_ability_is_a_hexproof_ability(table: Table) -> None:
    """An effect looking for "a creature with hexproof" finds Rokiric (702.11e); "without
    hexproof" doesn't."""
    cast_rokiric(table)
    rokiric = table.find("General Ferrous Rokiric")
    assert ObjectFilter(keyword="hexproof").matches(table.game, rokiric, player=0)
    assert not ObjectFilter(not_keyword="hexproof").matches(table.game, rokiric, player=0)
    table.battlefield(0, "Grizzly Bears")
    assert not ObjectFilter(keyword="hexproof").matches(table.game, table.find("Grizzly Bears"),
                                                     player=0)


@kit
def test_702_11e_losing_hexproof_loses_hexproof_from(table: Table) -> None:
    """"Loses hexproof" (layer 6) removes "hexproof from monocolored" too (702.11e); losing
    another keyword leaves it."""
    from manastack.model.continuous import RemoveAbilities

    cast_rokiric(table)
    rokiric = table.find("General Ferrous Rokiric")
    ch = table.game.chars(rokiric.id)
    lost = RemoveAbilities(keywords=("hexproof",)).apply(ch, rokiric, table.game)
    assert "hexproof from monocolored" not in lost.keywords
    assert len(lost.abilities) == len(ch.abilities) - 1  # the Golem trigger stays
    kept = RemoveAbilities(keywords=("flying",)).apply(ch, rokiric, table.game)
    assert "hexproof from monocolored" in kept.keywords
