"""Spectacle (CR 702.137): an alternative cost allowed if an opponent lost life this turn.
Runs alone with ``pytest plugins/spectacle`` (kernel + spectacle only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("spectacle")

#: Each card of the pool and its spectacle cost.
CARDS = {"Skewer the Critics": "{R}", "Blade Juggler": "{2}{B}", "Dead Revels": "{1}{B}",
         "Drill Bit": "{B}", "Hackrobat": "{B}{R}", "Spawn of Mayhem": "{1}{B}{B}",
         "Spikewheel Acrobat": "{2}{R}"}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def bolt_bob(table: Table) -> None:
    """Bob loses 3 life to Lightning Bolt (damage is life lost, CR 120.3a)."""
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("spectacle", "manastack_spectacle", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_spectacle_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("spectacle", "manastack_spectacle", "cards.toml")
    definition = source.get("Skewer the Critics")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("spectacle", "spectacle"),)


def test_702_137a_no_spectacle_before_an_opponent_lost_life(table: Table) -> None:
    """Nobody lost life: only the mana cost may be paid; the spectacle cast is refused."""
    table.hand(0, "Skewer the Critics")
    table.mana(0, "RRR")
    assert permissions(table, "Skewer the Critics") == ["hand"]
    with pytest.raises(IllegalActionError):
        table.cast("Skewer the Critics", using="spectacle", targets=["Bob"])
    table.assert_life(1, 20)


def test_702_137a_after_damage_to_an_opponent_the_spectacle_cost(table: Table) -> None:
    """Lightning Bolt deals 3 to Bob (120.3a: he loses 3 life): Skewer the Critics may be cast
    for {R} rather than {2}{R} (118.9, 601.2f); its mana value stays 3 (118.9c, 202.3)."""
    bolt_bob(table)
    table.hand(0, "Skewer the Critics")
    table.mana(0, "R")
    assert "spectacle" in permissions(table, "Skewer the Critics")
    table.cast("Skewer the Critics", using="spectacle", targets=["Bob"])
    spell = table.find("Skewer the Critics", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 3
    table.assert_logged(rule="601.2f", contains="{R}")
    table.assert_logged(rule="702.137a", contains="Bob lost 3 life this turn")
    table.resolve()
    table.assert_life(1, 14)


def test_119_3_life_lost_without_damage_counts(table: Table) -> None:
    """Losing life without damage (Gitaxian Probe's Phyrexian {U} paid with 2 life is Alice's
    own loss, not an opponent's): Alice's loss doesn't allow spectacle; Bob's does."""
    table.hand(0, "Gitaxian Probe", "Drill Bit")
    table.hand(1, "Island")
    table.library(0, "Forest")
    table.cast("Gitaxian Probe", targets=["Bob"])  # no blue source: 2 life pay {U/P}
    table.resolve()
    table.assert_life(0, 18)
    table.mana(0, "B")
    assert permissions(table, "Drill Bit") == []
    table.game.lose_life(1, 1)  # a loss of life that is no damage (119.3)
    table.refresh()
    assert "spectacle" in permissions(table, "Drill Bit")


def test_119_3_the_record_is_of_this_turn_only(table: Table) -> None:
    """Bob lost life last turn: the next turn, spectacle is no longer allowed."""
    bolt_bob(table)
    table.hand(0, "Spikewheel Acrobat")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.mana(0, "CCR")
    assert "spectacle" in permissions(table, "Spikewheel Acrobat")
    table.next_turn()
    table.next_turn()
    table.mana(0, "CCR")
    assert "spectacle" not in permissions(table, "Spikewheel Acrobat")
    assert table.game.life_lost_this_turn(1) == 0


def test_702_137a_an_opponent_not_the_caster(table: Table) -> None:
    """Bob cast nothing: Alice's own loss of life (Blade Juggler's 1 damage) doesn't let her
    cast Spikewheel Acrobat for its spectacle cost."""
    table.hand(0, "Blade Juggler", "Spikewheel Acrobat")
    table.library(0, "Island")
    table.mana(0, "CCCCB")
    table.cast("Blade Juggler")
    table.resolve()
    table.resolve()
    table.assert_life(0, 19)
    table.mana(0, "CCR")
    assert permissions(table, "Spikewheel Acrobat") == []


def test_118_9a_spectacle_is_one_alternative_cost_in_hand_only(table: Table) -> None:
    """Spectacle is offered from the hand; a spectacle card in the graveyard isn't castable."""
    bolt_bob(table)
    table.graveyard(0, "Skewer the Critics")
    table.mana(0, "R")
    assert permissions(table, "Skewer the Critics") == []


# --------------------------------------------------------------------------
# The rest of the pool, each cast for its spectacle cost and its effect checked
# --------------------------------------------------------------------------


def test_blade_juggler_for_its_spectacle_cost(table: Table) -> None:
    bolt_bob(table)
    table.hand(0, "Blade Juggler")
    table.library(0, "Island")
    table.mana(0, "CCB")
    table.cast("Blade Juggler", using="spectacle")
    table.resolve()
    table.resolve()
    table.assert_life(0, 19)
    table.assert_zone("Island", Zone.HAND, 0)


def test_dead_revels_and_drill_bit(table: Table) -> None:
    bolt_bob(table)
    table.graveyard(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Dead Revels", "Drill Bit")
    table.hand(1, "Counterspell", "Island")
    table.mana(0, "CB")
    table.cast("Dead Revels", using="spectacle", targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Drill Bit", "Grizzly Bears", "Hill Giant"]
    table.mana(0, "B")
    table.cast("Drill Bit", using="spectacle", targets=["Bob"])
    table.resolve()
    table.assert_zone("Counterspell", Zone.GRAVEYARD, 1)
    table.assert_zone("Island", Zone.HAND, 1)


def test_hackrobat_and_spawn_of_mayhem(table: Table) -> None:
    bolt_bob(table)
    table.hand(0, "Hackrobat", "Spawn of Mayhem")
    table.mana(0, "BR")
    table.cast("Hackrobat", using="spectacle")
    table.resolve()
    table.mana(0, "CBB")
    table.cast("Spawn of Mayhem", using="spectacle")
    table.resolve()
    table.assert_zone("Hackrobat", Zone.BATTLEFIELD)
    table.assert_zone("Spawn of Mayhem", Zone.BATTLEFIELD)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.DRAW)
    table.assert_life(1, 16)  # Bolt, then Spawn of Mayhem's upkeep damage
    table.assert_life(0, 19)
