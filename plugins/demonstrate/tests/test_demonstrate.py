"""Demonstrate (CR 702.144): "When you cast this spell, you may copy it and you may choose new
targets for the copy. If you copy the spell, choose an opponent. That player copies the
spell and may choose new targets for that copy." Runs alone with
``pytest plugins/demonstrate`` (kernel + demonstrate only). Grizzly Bears and the basic lands
come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("demonstrate")

CARDS = ("Incarnation Technique", "Replication Technique")

YES = Answer("may", ("yes",))
NO = Answer("may", ("no",))
KEEP = Answer("new_targets", ("no",))


def bears_of(table: Table, player: int) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.name == "Grizzly Bears")


def cast_replication(table: Table) -> None:
    """Alice casts Replication Technique ({4}{U}) at her Grizzly Bears."""
    table.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    table.hand(0, "Replication Technique")
    (bears,) = [o.id for o in table.game.battlefield(0) if o.name == "Grizzly Bears"]
    table.cast("Replication Technique", targets=[bears])


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("demonstrate", "manastack_demonstrate", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_144a_demonstrate_is_an_optional_cast_trigger(rules: Any) -> None:
    (ability,) = [a for a in rules.card("Replication Technique").abilities
                  if isinstance(a, KeywordTrigger) and a.keyword == "demonstrate"]
    assert ability.trigger.event == "cast" and ability.trigger.self_only
    assert ability.optional and ability.plugin == "demonstrate"


def test_without_the_plugin_a_demonstrate_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("demonstrate", "manastack_demonstrate", "cards.toml")
    definition = source.get("Replication Technique")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("demonstrate", "demonstrate"),)


def test_702_144a_declined_no_copy_for_anyone(table: Table) -> None:
    """Alice doesn't copy Replication Technique: one token copy of her Bears, none for Bob."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    cast_replication(table)
    table.resolve(answers=[NO])
    assert not [o for o in table.game.stack() if o.is_copy]
    table.resolve_all()
    assert bears_of(table, 0) == 2
    assert bears_of(table, 1) == 1


def test_702_144a_copied_the_opponent_copies_too_with_new_targets(table: Table) -> None:
    """Alice copies Replication Technique keeping its target; Bob, the opponent chosen,
    copies it too and chooses his own Grizzly Bears: Alice gets two token Bears, Bob one."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    (bobs,) = [o.id for o in table.game.battlefield(1) if o.name == "Grizzly Bears"]
    cast_replication(table)
    table.answer("may", "yes", player=0)
    table.answer("new_targets", "no", player=0)
    table.answer("new_targets", "yes", player=1)
    table.answer("targets", bobs, player=1)
    table.resolve()
    table.assert_logged(rule="702.144a", contains="Bob copies it too")
    copies = [o for o in table.game.stack() if o.is_copy]
    assert sorted(o.controller for o in copies) == [0, 1]
    table.resolve_all()
    assert bears_of(table, 0) == 3
    assert bears_of(table, 1) == 2


def test_702_144a_the_opponents_copy_keeping_an_illegal_target_does_nothing(
        table: Table) -> None:
    """Bob keeps the target, Alice's Bears, which isn't a permanent he controls: his copy
    does nothing (608.2b); Alice's original and copy make two tokens."""
    table.battlefield(0, "Grizzly Bears")
    cast_replication(table)
    table.answer("may", "yes", player=0)
    table.answer("new_targets", "no", player=0)
    table.answer("new_targets", "no", player=1)
    table.resolve()
    table.resolve_all()
    assert bears_of(table, 0) == 3
    assert bears_of(table, 1) == 0


def test_702_144a_incarnation_technique_copied(table: Table) -> None:
    """Incarnation Technique copied: Alice and Bob each mill five and return a creature card
    from their graveyard to the battlefield; Alice's original does so again."""
    table.library(0, *["Grizzly Bears"] * 3, *["Plains"] * 12)
    table.library(1, *["Grizzly Bears"] * 2, *["Plains"] * 8)
    table.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    table.hand(0, "Incarnation Technique")
    table.cast("Incarnation Technique")
    table.resolve(answers=[YES])
    table.assert_logged(rule="702.144a", contains="Bob copies it too")
    table.resolve_all()
    assert bears_of(table, 0) == 2
    assert bears_of(table, 1) == 1
    table.assert_zone("Incarnation Technique", Zone.GRAVEYARD)
