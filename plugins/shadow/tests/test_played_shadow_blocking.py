"""Printed "can block creatures with shadow as though ..." creatures, cast and played
(CR 702.28b, 609.4, 509.1b).

Heartwood Dryad ("... as though it had shadow") and Aetherflame Wall ("... as though they
didn't have shadow") come from the shadow plugin's own pool, whose text is the Oracle
corpus's (checked below). Each is cast from its owner's hand (CR 601.2) and, on the
opponent's next turn, blocks a creature with shadow: the "as though" permission (609.4) lifts
the first half of 702.28b for that blocker only. It doesn't really have shadow, so it can
still block a creature without shadow (the second half of 702.28b doesn't bind it); a
creature without the permission can't block the shadow attacker: refused, the game as it
was (CR 732). Savannah Lions and Grizzly Bears come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, needs_corpus

from manastack.api import OracleCorpusSource, Step, TomlCardSource, Zone

shadow = pytest.mark.plugins("shadow")


def cast_and_pass_to_opponents_combat(table: Table, name: str, lands: dict[str, int]) -> None:
    """Player 0 casts ``name`` from hand (CR 601.2), it resolves (608.3); then the game goes
    to player 1's turn (both players have cards to draw, 504.1)."""
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    assert table.game.state.turn.active == 1



# --------------------------------------------------------------------------
# Heartwood Dryad: "as though it had shadow"
# --------------------------------------------------------------------------


@shadow
def test_heartwood_dryad_blocks_a_shadow_attacker_and_trades_with_it(table: Table) -> None:
    """CR 609.4 lifting 702.28b: the cast Heartwood Dryad (2/1) may block Soltari Foot Soldier
    (1/1, shadow) as though it had shadow; Grizzly Bears can't (refused, 509.1a citing
    702.28b). The block holds and combat damage (510.2) kills both."""
    cast_and_pass_to_opponents_combat(table, "Heartwood Dryad", {"Forest": 2})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Soltari Foot Soldier", "Savannah Lions")
    assert not table.has_keyword("Heartwood Dryad", "shadow")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    assert table.blocks_offered() == {("Heartwood Dryad", "Soltari Foot Soldier"),
                                     ("Heartwood Dryad", "Savannah Lions"),
                                     ("Grizzly Bears", "Savannah Lions")}
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Soltari Foot Soldier"},
                               rule="509.1a")
    assert "(702.28b)" in str(exc)
    table.block({"Heartwood Dryad": "Soltari Foot Soldier"})
    assert table.game.is_blocking(table.find("Heartwood Dryad").id)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Soltari Foot Soldier", Zone.GRAVEYARD, 1)
    table.assert_zone("Heartwood Dryad", Zone.GRAVEYARD, 0)
    table.assert_life(0, 18)  # the unblocked Savannah Lions


@shadow
def test_heartwood_dryad_still_blocks_a_creature_without_shadow(table: Table) -> None:
    """CR 609.4: the Dryad only blocks *as though* it had shadow; it has none, so the second
    half of 702.28b doesn't stop it blocking Savannah Lions (2/1): both die (510.2), and the
    unblocked Soltari Foot Soldier deals its 1 damage."""
    cast_and_pass_to_opponents_combat(table, "Heartwood Dryad", {"Forest": 2})
    table.battlefield(1, "Soltari Foot Soldier", "Savannah Lions")
    table.attack("Soltari Foot Soldier", "Savannah Lions")
    table.block({"Heartwood Dryad": "Savannah Lions"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    table.assert_zone("Heartwood Dryad", Zone.GRAVEYARD, 0)
    table.assert_zone("Soltari Foot Soldier", Zone.BATTLEFIELD, 1)
    table.assert_life(0, 19)


# --------------------------------------------------------------------------
# Aetherflame Wall: "as though they didn't have shadow"
# --------------------------------------------------------------------------


@shadow
def test_aetherflame_wall_blocks_a_shadow_attacker_and_kills_it_pumped(table: Table) -> None:
    """CR 609.4 lifting 702.28b: the cast Aetherflame Wall (0/4, defender) may block Dauthi
    Marauder (3/1, shadow) as though the Marauder didn't have shadow; Grizzly Bears can't
    (509.1a citing 702.28b). Its "{R}: +1/+0" (602.2, 611.2a) makes it 1/4: it kills the
    Marauder and survives its 3 damage (510.2, 704.5g)."""
    cast_and_pass_to_opponents_combat(table, "Aetherflame Wall", {"Mountain": 3})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Dauthi Marauder")
    table.attack("Dauthi Marauder")
    assert table.blocks_offered() == {("Aetherflame Wall", "Dauthi Marauder")}
    table.assert_illegal(table.block, {"Grizzly Bears": "Dauthi Marauder"}, rule="509.1a")
    table.block({"Aetherflame Wall": "Dauthi Marauder"})
    assert table.game.is_blocking(table.find("Aetherflame Wall").id)
    table.pass_priority()  # player 1, active, passes in the declare blockers step
    table.activate("Aetherflame Wall")
    table.resolve()
    assert table.power("Aetherflame Wall") == 1
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Dauthi Marauder", Zone.GRAVEYARD, 1)
    table.assert_zone("Aetherflame Wall", Zone.BATTLEFIELD, 0)
    assert table.find("Aetherflame Wall").damage == 3
    table.assert_life(0, 20)


@shadow
def test_aetherflame_wall_still_blocks_a_creature_without_shadow(table: Table) -> None:
    """CR 609.4: the Wall has no shadow itself, so it may block Savannah Lions (702.28b's
    second half doesn't bind it); the Lions' 2 damage doesn't kill the 0/4 Wall, and the
    unblocked Dauthi Marauder deals its 3."""
    cast_and_pass_to_opponents_combat(table, "Aetherflame Wall", {"Mountain": 2})
    table.battlefield(1, "Dauthi Marauder", "Savannah Lions")
    assert not table.has_keyword("Aetherflame Wall", "shadow")
    table.attack("Dauthi Marauder", "Savannah Lions")
    table.block({"Aetherflame Wall": "Savannah Lions"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 1)
    assert table.find("Aetherflame Wall").damage == 2
    table.assert_life(0, 17)


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
@pytest.mark.parametrize("name", ["Heartwood Dryad", "Aetherflame Wall"])
def test_the_pool_cards_are_the_printed_ones(name: str) -> None:
    """The tests above play the shadow plugin's cards as the Oracle corpus has them."""
    assert CORPUS is not None
    printed = OracleCorpusSource(CORPUS).get(name)
    mine = TomlCardSource.from_package("shadow-cards", "manastack_shadow", "cards.toml").get(name)
    assert printed is not None and mine is not None
    assert (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text) == \
        (printed.mana_cost, printed.type_line, printed.power, printed.toughness, printed.text)
