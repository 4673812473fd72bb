"""Gravestorm (CR 702.69): "When you cast this spell, copy it for each permanent that was put
into a graveyard from the battlefield this turn. If the spell has any targets, you may
choose new targets for any of the copies." Runs alone with ``pytest plugins/gravestorm``
(kernel + gravestorm only). Grizzly Bears, Memnite, Shock and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("gravestorm")

CARDS = ("Follow the Bodies", "Ominous Harvest")

KEEP = Answer("new_targets", ("no",))


def shock(table: Table, target: str, player: int = 0) -> None:
    """``player`` casts Shock at ``target`` and it resolves (2 damage: a 2/2 dies, 704.5g)."""
    table.lands(player, "Mountain", 1)
    table.hand(player, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve()


def clues(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0) if o.name.startswith("Clue"))


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("gravestorm", "manastack_gravestorm", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_69a_gravestorm_is_a_cast_trigger_of_the_spell_itself(rules: Any) -> None:
    (ability,) = [a for a in rules.card("Ominous Harvest").abilities
                  if isinstance(a, KeywordTrigger) and a.keyword == "gravestorm"]
    assert ability.trigger.event == "cast" and ability.trigger.self_only
    assert ability.plugin == "gravestorm"


def test_without_the_plugin_a_gravestorm_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("gravestorm", "manastack_gravestorm", "cards.toml")
    definition = source.get("Ominous Harvest")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("gravestorm", "gravestorm"),)


def test_702_69a_no_permanent_no_copy(table: Table) -> None:
    """Nothing went to a graveyard this turn: Follow the Bodies alone, one Clue."""
    table.lands(0, "Island", 3)
    table.hand(0, "Follow the Bodies")
    table.cast("Follow the Bodies")
    table.resolve_all()
    table.assert_logged(rule="702.69a", contains="0 copies")
    assert clues(table) == 1


def test_702_69a_a_copy_for_each_permanent_put_into_a_graveyard(table: Table) -> None:
    """Alice's Grizzly Bears and Bob's die to Shocks: two permanents, two copies of Follow
    the Bodies, three Clues; a Shock (an instant, never a permanent) isn't counted."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    bears = [o.id for o in table.game.battlefield() if o.name == "Grizzly Bears"]
    for oid in bears:
        table.lands(0, "Mountain", 1)
        table.hand(0, "Shock")
        table.cast("Shock", targets=[oid])
        table.resolve()
    assert not [o for o in table.game.battlefield() if o.name == "Grizzly Bears"]
    table.lands(0, "Island", 3)
    table.hand(0, "Follow the Bodies")
    table.cast("Follow the Bodies")
    table.resolve_all()
    table.assert_logged(rule="702.69a", contains="2 copies")
    assert clues(table) == 3


def test_702_69a_a_token_counts_and_a_sacrificed_clue_too(table: Table) -> None:
    """Alice investigates with Follow the Bodies, then sacrifices the Clue to draw: a token
    put into a graveyard from the battlefield (111.7): Ominous Harvest then gets one copy,
    Bob draws two cards and loses 2 life."""
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.lands(0, "Island", 3)
    table.hand(0, "Follow the Bodies")
    table.cast("Follow the Bodies")
    table.resolve_all()
    (clue,) = [o for o in table.game.battlefield(0) if o.name.startswith("Clue")]
    table.lands(0, "Plains", 2)
    table.activate(clue.name)
    table.resolve_all()
    assert clues(table) == 0
    table.lands(0, "Swamp", 3)
    table.hand(0, "Ominous Harvest")
    table.cast("Ominous Harvest", targets=["Bob"])
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="702.69a", contains="1 copy")
    table.resolve_all()
    table.assert_life(1, 18)
    assert len(table.game.ids_in(Zone.HAND, 1)) == 2


def test_702_69a_only_permanents_leaving_the_battlefield_count(table: Table) -> None:
    """Memnite cast and resolved stays; only a permanent put into a graveyard from the
    battlefield counts: Ominous Harvest after a Shock to Bob's face gets no copy."""
    table.library(1, "Plains", "Plains")
    table.hand(0, "Memnite")
    table.cast("Memnite")
    table.resolve()
    shock(table, "Bob")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Ominous Harvest")
    table.cast("Ominous Harvest", targets=["Bob"])
    table.resolve_all()
    table.assert_logged(rule="702.69a", contains="0 copies")
    table.assert_life(1, 17)


def test_702_69a_the_count_starts_again_each_turn(table: Table) -> None:
    """Grizzly Bears died last turn: in the next turn Ominous Harvest gets no copy."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(1, "Grizzly Bears")
    shock(table, "Grizzly Bears")
    table.next_turn()
    table.next_turn()
    table.lands(0, "Swamp", 3)
    table.hand(0, "Ominous Harvest")
    table.cast("Ominous Harvest", targets=["Bob"])
    table.resolve_all()
    table.assert_logged(rule="702.69a", contains="0 copies")
