"""Support (CR 701.41): a +1/+1 counter on each of up to N [other] target creatures. Runs
alone with ``pytest plugins/support`` (kernel + support only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import TomlCardSource, Zone

pytestmark = pytest.mark.plugins("support")

CARDS = ("Captured by Lagacs", "Expedition Raptor", "Joraga Auxiliary", "Lead by Example",
         "Relief Captain", "Shoulder to Shoulder", "Unity of Purpose")


def counters(table: Table, name: str) -> int:
    return table.find(name, zone=Zone.BATTLEFIELD).counter("+1/+1")


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("support", "manastack_support", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "support:support" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_support_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("support", "manastack_support", "cards.toml")
    definition = source.get("Lead by Example")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_701_41a_support_x_is_not_read(rules: Any) -> None:
    """"Support X." (The Crowd Goes Wild): the reader has no "up to X target creatures", so
    the card is refused rather than read with a guessed number of targets."""
    from manastack.api import CardDef

    card = rules.compile(CardDef(
        name="The Crowd Goes Wild", mana_cost="{X}{G}", type_line="Instant",
        text="Support X. (Put a +1/+1 counter on each of up to X target creatures.)\nTrample"
             " ..."))
    assert not card.playable


def test_701_41a_on_a_spell_up_to_n_targets_any_creature(table: Table) -> None:
    """Lead by Example: "up to two target creatures" (no "other" on a spell), any player's:
    Alice's Grizzly Bears and Bob's Memnite get a counter each; Hill Giant, not chosen, none."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Memnite")
    table.hand(0, "Lead by Example")
    table.mana(0, "CG")
    table.cast("Lead by Example", targets=[["Grizzly Bears", "Memnite"]])
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    assert counters(table, "Memnite") == 1
    assert counters(table, "Hill Giant") == 0
    table.assert_logged(rule="701.41a", contains="support 2")


def test_701_41a_up_to_means_none_or_one(table: Table) -> None:
    """Up to two (601.2c): one target, or none at all; the spell still resolves."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Lead by Example", "Lead by Example")
    table.mana(0, "CGCG")
    table.cast("Lead by Example", targets=[["Grizzly Bears"]])
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    table.cast("Lead by Example", targets=[[]])
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    assert table.names(Zone.GRAVEYARD, 0).count("Lead by Example") == 2


def test_701_41a_no_more_than_n_targets(table: Table) -> None:
    """Three targets for "up to two": illegal, the game unchanged (601.2c, 732)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Memnite")
    table.hand(0, "Lead by Example")
    table.mana(0, "CG")
    table.assert_illegal(table.cast, "Lead by Example",
                         targets=[["Grizzly Bears", "Hill Giant", "Memnite"]])
    table.assert_zone("Lead by Example", Zone.HAND, 0)


def test_701_41a_on_a_permanent_other_creatures_only(table: Table) -> None:
    """Relief Captain: "up to three other target creatures": the Captain itself can't be
    chosen (109.5, 115.3 "other"); the three others get a counter each."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Memnite")
    table.hand(0, "Relief Captain")
    table.mana(0, "CCWW")
    seen = table.watch_decisions("targets")
    table.cast("Relief Captain")
    table.answer("targets", "Grizzly Bears", "Hill Giant", "Memnite")
    table.resolve()
    table.resolve()
    labels = [label.split("#")[0] for label in seen[0].labels]
    assert "Relief Captain" not in labels
    for name in ("Grizzly Bears", "Hill Giant", "Memnite"):
        assert counters(table, name) == 1
    assert counters(table, "Relief Captain") == 0


def test_expedition_raptor_enters_and_supports_two(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Expedition Raptor")
    table.mana(0, "CCCWW")
    table.cast("Expedition Raptor")
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    assert counters(table, "Hill Giant") == 0
    assert counters(table, "Expedition Raptor") == 0


def test_joraga_auxiliary_an_activated_support(table: Table) -> None:
    table.battlefield(0, "Joraga Auxiliary", "Grizzly Bears")
    table.mana(0, "CCCCGW")
    table.activate("Joraga Auxiliary", targets=[["Grizzly Bears"]])
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    assert counters(table, "Joraga Auxiliary") == 0


def test_shoulder_to_shoulder_support_then_draw(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island")
    table.hand(0, "Shoulder to Shoulder")
    table.mana(0, "CCW")
    table.cast("Shoulder to Shoulder", targets=[["Grizzly Bears"]])
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1
    table.assert_zone("Island", Zone.HAND, 0)


def test_unity_of_purpose_untaps_those_with_a_counter(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Hill Giant", tapped=True)
    table.hand(0, "Unity of Purpose")
    table.mana(0, "CCCU")
    table.cast("Unity of Purpose", targets=[["Grizzly Bears"]])
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Hill Giant", True)
