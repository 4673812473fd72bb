"""Tiered (CR 702.183): choose exactly one mode and pay its additional cost (700.2h, 601.2f).
Runs alone with ``pytest plugins/tiered`` (kernel + tiered only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, cast_and_resolve

from manastack.api import CardDef, Rules, SpellAbility, TomlCardSource, Zone
from manastack_grammar.api import ModeCosts, recognition

pytestmark = pytest.mark.plugins("tiered")

#: Each card of the pool and the costs of its modes, in printed order.
CARDS = {
    "Fire Magic": ("{0}", "{2}", "{5}"),
    "Thunder Magic": ("{0}", "{3}", "{5}{R}"),
    "Ice Magic": ("{0}", "{2}", "{5}{U}"),
    "Restoration Magic": ("{0}", "{1}", "{3}{W}"),
}


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("tiered", "manastack_tiered", "cards.toml")


def test_the_pool_cards_are_the_corpus_cards(rules: Any) -> None:
    source = pool()
    assert sorted(source.names()) == sorted(CARDS)
    assert_printed(source.get(n) for n in CARDS)


def test_702_183a_each_mode_is_read_with_its_cost(rules: Any) -> None:
    """One modal spell ability choosing exactly one mode (700.2), each mode's cost kept; the
    modes' names ("Fira") are not part of their effects."""
    for name, costs in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
        spell = next(a for a in card.abilities if isinstance(a, SpellAbility))
        tiered = next(a for a in card.abilities if isinstance(a, ModeCosts) and a.keyword == "tiered")
        assert spell.modal and (spell.min_modes, spell.max_modes) == (1, 1)
        assert tuple(str(c) for c in tiered.costs) == costs
    spell = next(a for a in rules.card("Fire Magic").abilities if isinstance(a, SpellAbility))
    assert spell.modes[1].text == "~ deals 2 damage to each creature."


def test_without_the_plugin_a_tiered_card_is_refused() -> None:
    definition = pool().get("Fire Magic")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_a_mode_not_read_refuses_the_card_naming_its_line(rules: Any) -> None:
    """Cloud's Limit Break's "Blade Beam" ("any number of target tapped creatures with
    different controllers") is not read: the card is refused naming that line."""
    blade_beam = ("• Blade Beam — {1} — Destroy any number of target tapped creatures with "
                  "different controllers.")
    rec = recognition(rules, CardDef(
        name="Cloud's Limit Break", mana_cost="{1}{W}", type_line="Instant",
        text="Tiered (Choose one additional cost.)\n"
             "• Cross-Slash — {0} — Destroy target tapped creature.\n"
             f"{blade_beam}\n"
             "• Omnislash — {3}{W} — Destroy all tapped creatures."))
    assert rec.unrecognized == (blade_beam,)
    assert not any(isinstance(a, ModeCosts) and a.keyword == "tiered" for a in rec.abilities)


def test_a_paragraph_before_the_modes_is_not_taken_for_tiered(rules: Any) -> None:
    """Vincent's Limit Break's modes are "3/2", "5/2", "7/2" after a paragraph: refused."""
    rec = recognition(rules, CardDef(
        name="Test Tiered", mana_cost="{R}", type_line="Instant",
        text="Tiered\nYou gain 1 life.\n• A — {0} — Draw a card.\n• B — {1} — Draw two cards."))
    assert rec.unrecognized
    assert not any(isinstance(a, ModeCosts) and a.keyword == "tiered" for a in rec.abilities)


def test_702_183a_the_first_tier_costs_nothing_more(table: Table) -> None:
    """Fire (+{0}) for {R}: 1 damage to each creature; Llanowar Elves dies, Grizzly Bears
    doesn't."""
    spell = cast_and_resolve(table, "Fire Magic", lands={"Mountain": 1},
                             yours=["Grizzly Bears"], theirs=["Llanowar Elves"], modes=[0])
    assert spell.spell is not None and spell.spell.paid_additional("tiered") == 1
    table.assert_logged(rule="601.2f", contains="= {R} (locked)")
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_702_183a_a_higher_tier_adds_its_cost(table: Table) -> None:
    """Fira (+{2}): {2}{R}, 2 damage to each creature: Grizzly Bears dies, Hill Giant lives;
    the mana value stays 1 (118.8d)."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Fire Magic")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.cast("Fire Magic", modes=[1])
    table.assert_logged(rule="601.2f", contains="= {2}{R} (locked)")
    assert table.game.mana_value(table.find("Fire Magic", zone=Zone.STACK).id) == 1
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)


def test_700_2_only_one_tier(table: Table) -> None:
    """Tiered is "choose one" (702.183a): two modes are refused, nothing changes (CR 732)."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Fire Magic")
    table.assert_illegal(table.cast, "Fire Magic", modes=[0, 1])
    table.assert_zone("Fire Magic", Zone.HAND)
    assert table.tapped_count(0, "Mountain") == 0


def test_601_2h_the_tier_unpaid_makes_the_cast_illegal(table: Table) -> None:
    """Thundara needs {3}{R}: three Mountains can't pay it; refused, nothing changes."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Thunder Magic")
    table.battlefield(1, "Hill Giant")
    table.assert_illegal(table.cast, "Thunder Magic", modes=[1], targets=["Hill Giant"],
                         rule="601.2h")
    table.assert_zone("Thunder Magic", Zone.HAND)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)


def test_702_183a_thundaga_deals_eight(table: Table) -> None:
    """Thundaga (+{5}{R}): {5}{R}{R}, 8 damage to Serra Angel."""
    cast_and_resolve(table, "Thunder Magic", lands={"Mountain": 7}, theirs=["Serra Angel"],
                     modes=[2], targets=["Serra Angel"])
    table.assert_logged(rule="601.2f", contains="= {5}{R}{R} (locked)")
    table.assert_zone("Serra Angel", Zone.GRAVEYARD)


def test_702_183a_blizzard_returns_the_creature(table: Table) -> None:
    """Blizzard (+{0}): Hill Giant goes back to Bob's hand."""
    cast_and_resolve(table, "Ice Magic", lands={"Island": 2}, theirs=["Hill Giant"],
                     modes=[0], targets=["Hill Giant"])
    table.assert_zone("Hill Giant", Zone.HAND, 1)


def test_702_183a_cura_protects_and_gains_three(table: Table) -> None:
    """Cura (+{1}): Grizzly Bears gains hexproof and indestructible until end of turn and
    Alice gains 3 life; Cure's and Curaga's parts are not done (one mode only)."""
    cast_and_resolve(table, "Restoration Magic", lands={"Plains": 2}, yours=["Grizzly Bears"],
                     modes=[1], targets=["Grizzly Bears"])
    table.assert_life(0, 23)
    assert table.has_keyword("Grizzly Bears", "hexproof")
    assert table.has_keyword("Grizzly Bears", "indestructible")
