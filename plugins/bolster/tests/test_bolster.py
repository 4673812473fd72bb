"""Bolster (CR 701.39): N +1/+1 counters on a creature you control with the least
toughness. Runs alone with ``pytest plugins/bolster`` (kernel + bolster only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import TomlCardSource, Zone

pytestmark = pytest.mark.plugins("bolster")

CARDS = ("Abzan Skycaptain", "Anafenza, Kin-Tree Spirit", "Aven Tactician", "Cached Defenses",
         "Dromoka's Gift", "Echoes of the Kin Tree", "Honor's Reward", "Sandsteppe Scavenger",
         "Scale Blessing", "Sunbringer's Touch")


def counters(table: Table, name: str) -> int:
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    return obj.counter("+1/+1")


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("bolster", "manastack_bolster", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "bolster:bolster" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_bolster_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("bolster", "manastack_bolster", "cards.toml")
    definition = source.get("Dromoka's Gift")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable


def test_701_39a_the_creature_with_the_least_toughness(table: Table) -> None:
    """Dromoka's Gift: of Alice's Grizzly Bears (2/2) and Hill Giant (3/3), the Bears get
    four counters; Bob's Memnite (1/1) is not hers. Not targeted: nothing is chosen as it is
    cast (115.10)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Memnite")
    table.hand(0, "Dromoka's Gift")
    table.mana(0, "CCCCG")
    table.cast("Dromoka's Gift")
    table.resolve()
    assert counters(table, "Grizzly Bears") == 4
    assert counters(table, "Hill Giant") == 0
    assert counters(table, "Memnite") == 0
    table.assert_logged(rule="701.39a", contains="Grizzly Bears")


def test_701_39a_toughness_not_power_and_after_effects(table: Table) -> None:
    """Least toughness, not power: Savannah Lions (2/1) rather than Grizzly Bears (2/2); with
    Giant Growth on the Lions (5/4, 613.4c) the Bears have the least toughness."""
    table.battlefield(0, "Savannah Lions", "Grizzly Bears")
    table.hand(0, "Giant Growth", "Honor's Reward", "Honor's Reward")
    table.mana(0, "CCW")
    table.cast("Honor's Reward")
    table.resolve()
    assert counters(table, "Savannah Lions") == 2
    table.assert_life(0, 24)
    table.mana(0, "G")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.mana(0, "CCW")
    table.cast("Honor's Reward")
    table.resolve()
    # Lions 4/3, Bears 5/5: the Lions again
    assert counters(table, "Savannah Lions") == 4
    assert counters(table, "Grizzly Bears") == 0


def test_701_39a_tied_its_controller_chooses(table: Table) -> None:
    """Memnite (1/1) and Savannah Lions (2/1) are tied: Alice is asked, the choice only
    between them, and chooses the Lions."""
    table.battlefield(0, "Memnite", "Savannah Lions", "Hill Giant")
    table.hand(0, "Cached Defenses")
    table.mana(0, "CCG")
    seen = table.watch_decisions("bolster")
    table.cast("Cached Defenses")
    table.answer("bolster", "Savannah Lions")
    table.resolve()
    assert sorted(label.split("#")[0] for label in seen[0].labels) == ["Memnite",
                                                                      "Savannah Lions"]
    assert counters(table, "Savannah Lions") == 3
    assert counters(table, "Memnite") == 0


def test_701_39a_no_creature_nothing_happens(table: Table) -> None:
    table.hand(0, "Cached Defenses")
    table.mana(0, "CCG")
    table.cast("Cached Defenses")
    table.resolve()
    table.assert_zone("Cached Defenses", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="701.39a", contains="no creature")


def test_aven_tactician_bolsters_itself_when_it_enters(table: Table) -> None:
    """"When this creature enters, bolster 1": Aven Tactician (2/3) beside Serra Angel (4/4)
    is the least tough; it gets the counter."""
    table.battlefield(0, "Serra Angel")
    table.hand(0, "Aven Tactician")
    table.mana(0, "CCCCW")
    table.cast("Aven Tactician")
    table.resolve()
    table.resolve()
    assert counters(table, "Aven Tactician") == 1


def test_sandsteppe_scavenger_a_tie_with_itself(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Sandsteppe Scavenger")
    table.mana(0, "CCCCG")
    table.cast("Sandsteppe Scavenger")
    table.resolve()
    table.answer("bolster", "Grizzly Bears")
    table.resolve()
    assert counters(table, "Grizzly Bears") == 2
    assert counters(table, "Sandsteppe Scavenger") == 0


def test_abzan_skycaptain_dies_and_bolsters_another(table: Table) -> None:
    """"When this creature dies, bolster 2": the Skycaptain is in the graveyard, so the
    counters go on another creature Alice controls."""
    table.battlefield(0, "Abzan Skycaptain", "Hill Giant")
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Abzan Skycaptain"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Abzan Skycaptain", Zone.GRAVEYARD, 0)
    assert counters(table, "Hill Giant") == 2


def test_echoes_of_the_kin_tree_an_activated_bolster(table: Table) -> None:
    table.battlefield(0, "Echoes of the Kin Tree", "Grizzly Bears")
    table.mana(0, "CCW")
    table.activate("Echoes of the Kin Tree")
    table.resolve()
    assert counters(table, "Grizzly Bears") == 1


def test_scale_blessing_bolster_then_each_with_a_counter(table: Table) -> None:
    """"Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1
    counter on it": the Bears get the bolster counter, then one more; the Giant none."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Scale Blessing")
    table.mana(0, "CCCW")
    table.cast("Scale Blessing")
    table.resolve()
    assert counters(table, "Grizzly Bears") == 2
    assert counters(table, "Hill Giant") == 0


def test_sunbringers_touch_bolster_x_cards_in_hand(table: Table) -> None:
    """X is the number of cards in Alice's hand as it resolves (three: the spell itself is
    on the stack); the creature with a counter gains trample, the other doesn't."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Sunbringer's Touch", "Island", "Island", "Island")
    table.mana(0, "CCGG")
    table.cast("Sunbringer's Touch")
    table.resolve()
    assert counters(table, "Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "trample")
    assert not table.has_keyword("Hill Giant", "trample")


def test_anafenza_bolsters_when_another_nontoken_creature_enters(table: Table) -> None:
    table.battlefield(0, "Anafenza, Kin-Tree Spirit", "Hill Giant")
    table.hand(0, "Memnite")
    table.cast("Memnite")
    table.resolve()
    table.resolve()
    assert counters(table, "Memnite") == 1
    assert counters(table, "Anafenza, Kin-Tree Spirit") == 0
