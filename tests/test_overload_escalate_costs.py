"""Overload and escalate together, with cost increases (taxes) and reductions (CR 601.2f).

Total cost = the mana cost or the one alternative cost (overload), plus the
additional costs (escalate), plus every increase, minus every reduction; the
mana value never changes (CR 202.3). Kernel cards: Thalia, Guardian of Thraben
(+{1} noncreature), Sphere of Resistance (+{1}), Goblin Electromancer ({1} less
for your instants and sorceries), Helm of Awakening ({1} less for every spell).
Gaddock Teeg and Electrodominance come from the in-process card source below; the kernel's
grammar reads both: Gaddock Teeg's two "... can't be cast" abilities (CR 101.2, checked at
601.2e) and Electrodominance's "cast a spell ... without paying its mana cost" (CR 118.9).
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

_CARDS = {
    d.name: d
    for d in (
        CardDef(name="Gaddock Teeg", mana_cost="{G}{W}",
                type_line="Legendary Creature — Kithkin Advisor", power="2", toughness="2",
                text="Noncreature spells with mana value 4 or greater can't be cast.\n"
                     "Noncreature spells with {X} in their mana costs can't be cast."),
        CardDef(name="Electrodominance", mana_cost="{X}{R}{R}", type_line="Instant",
                text="Electrodominance deals X damage to any target. You may cast a spell with "
                     "mana value X or less from your hand without paying its mana cost."),
    )
}


TestKit = card_pool("interaction-testkit", _CARDS.values())



TESTKIT = TestKit
both = pytest.mark.plugins("overload", "escalate", extra={"testkit": TESTKIT})


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


# --------------------------------------------------------------------------
# Taxes
# --------------------------------------------------------------------------


@both
def test_thalia_taxes_the_overload_cost_and_the_escalated_spell(table: Table) -> None:
    table.battlefield(0, "Thalia, Guardian of Thraben")  # her tax is on every player's spells
    table.lands(0, "Island", 8)
    table.lands(0, "Mountain", 6)
    table.hand(0, "Cyclonic Rift", "Collective Defiance")
    table.battlefield(1, "Hill Giant", "Sol Ring")
    table.cast("Cyclonic Rift", using="overload")  # {6}{U} + {1}
    assert tapped(table, "Island") == 8
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Hill Giant", "Sol Ring"]
    table.battlefield(1, "Gray Ogre")
    # {1}{R}{R} + escalate {1} + Thalia {1} = {3}{R}{R}
    table.cast("Collective Defiance", modes=[1, 2], targets=["Gray Ogre", "opponent"])
    table.assert_logged(rule="601.2f", contains="base {1}{R}{R}; + additional {1}; + {1} "
                                                "(Thalia, Guardian of Thraben); = {3}{R}{R}")
    assert tapped(table, "Mountain") == 5


@both
def test_a_tax_is_paid_even_when_the_spell_is_cast_without_paying_its_mana_cost(
        table: Table) -> None:
    """CR 601.2f: {0} + escalate {1} + Thalia {1}."""
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Mountain", 7)
    table.hand(0, "Electrodominance", "Savage Alliance")
    table.battlefield(1, "Hill Giant")
    alliance = table.find("Savage Alliance").id
    table.cast("Electrodominance", x=3, targets=["opponent"])  # {3}{R}{R} + {1}
    assert tapped(table, "Mountain") == 6
    table.pass_priority()
    table.assert_illegal(table.pass_priority, answers=[
        Answer("cast_free", ((alliance, "hand"),)), Answer("modes", (1, 2)),
        Answer("targets", (table.find("Hill Giant").id,)), Answer("targets", (PlayerRef(1),)),
    ], rule="601.2h")
    table.lands(0, "Mountain", 1)
    table.pass_priority(answers=[
        Answer("cast_free", ((alliance, "hand"),)), Answer("modes", (1, 2)),
        Answer("targets", (table.find("Hill Giant").id,)), Answer("targets", (PlayerRef(1),)),
    ])
    table.assert_logged(rule="601.2f", contains="base {0}; + additional {1}; + {1}")
    assert tapped(table, "Mountain") == 8


@both
def test_taxes_and_x_in_the_overload_cost(table: Table) -> None:
    """Street Spasm overloaded with X = 2: {2}{2}{R}{R} + {1} (Sphere of Resistance)."""
    table.battlefield(1, "Sphere of Resistance")
    table.lands(0, "Mountain", 7)
    table.hand(0, "Street Spasm")
    table.battlefield(1, "Grizzly Bears", "Air Elemental")
    spell = table.cast("Street Spasm", using="overload", x=2)
    table.assert_logged(rule="601.2f", contains="= {5}{R}{R} (locked)")
    assert table.game.mana_value(spell.id) == 3
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


# --------------------------------------------------------------------------
# Reductions
# --------------------------------------------------------------------------


@both
def test_reductions_never_reduce_coloured_mana(table: Table) -> None:
    """Borrowed Grace escalated: {2}{W} + {1}{W} - {3} = {W}{W} (CR 118.7, 601.2f)."""
    table.battlefield(0, "Goblin Electromancer", "Goblin Electromancer", "Goblin Electromancer")
    table.battlefield(0, "Helm of Awakening")
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Borrowed Grace")
    table.cast("Borrowed Grace", modes=[0, 1])
    table.assert_logged(rule="601.2f", contains="= {W}{W} (locked)")
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)


@both
def test_increase_and_reduction_cancel_on_the_overload_cost(table: Table) -> None:
    table.battlefield(1, "Sphere of Resistance")
    table.battlefield(0, "Helm of Awakening")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Electrickery")
    table.battlefield(1, "Savannah Lions", "Llanowar Elves")
    table.cast("Electrickery", using="overload")  # {1}{R} + {1} - {1}
    table.assert_logged(rule="601.2f", contains="= {1}{R} (locked)")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Llanowar Elves", "Savannah Lions"]


@both
def test_legal_actions_follow_the_taxed_overload_cost(table: Table) -> None:
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Island", 7)
    rift = table.hand(0, "Cyclonic Rift")[0]
    table.battlefield(1, "Hill Giant")
    actions = table.game.legal_actions()
    assert CastSpell(rift.id, "hand", "Cyclonic Rift") in actions
    assert CastSpell(rift.id, "overload", "Cyclonic Rift") not in actions  # {6}{U} + {1}
    table.lands(0, "Island", 1)
    assert CastSpell(rift.id, "overload", "Cyclonic Rift") in table.game.legal_actions()


# --------------------------------------------------------------------------
# Mana value: Gaddock Teeg
# --------------------------------------------------------------------------


@both
def test_gaddock_teeg_sees_mana_values_not_total_costs(table: Table) -> None:
    """Overloaded Mizzium Mortars costs six but has mana value 2; an escalated Collective
    Defiance costs five but has mana value 3: Teeg allows both. Street Spasm has {X}."""
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Mountain", 14)
    table.hand(0, "Mizzium Mortars", "Collective Defiance", "Street Spasm")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.cast("Mizzium Mortars", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Gaddock Teeg", "Gray Ogre", "Hill Giant"]
    table.battlefield(1, "Gaddock Teeg", "Grizzly Bears")
    table.cast("Collective Defiance", modes=[1, 2], targets=["Grizzly Bears", "opponent"])
    table.resolve()
    assert table.life(1) == 17
    table.assert_illegal(table.cast, "Street Spasm", using="overload", x=1, rule="601.2e")


# --------------------------------------------------------------------------
# Both keywords on one stack
# --------------------------------------------------------------------------


@both
def test_overloaded_counterflux_counters_an_escalated_spell_after_its_costs_are_paid(
        table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Island", 3)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Counterflux")
    table.cast("Collective Defiance", modes=[0, 1, 2],
               targets=["opponent", "Hill Giant", "opponent"])
    assert tapped(table, "Mountain") == 5  # escalate paid: it stays paid
    table.pass_priority()
    table.cast("Counterflux", using="overload")
    table.resolve()
    assert table.zone_of("Collective Defiance") is Zone.GRAVEYARD
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD and table.life(1) == 20
    assert tapped(table, "Mountain") == 5


@both
def test_same_choices_same_log(table_factory: Any) -> None:
    """Determinism: two games with the same seed and choices log the same bytes."""

    def play() -> str:
        table = table_factory(seed=7)
        table.lands(0, "Island", 7)
        table.lands(0, "Mountain", 5)
        table.hand(0, "Cyclonic Rift", "Collective Defiance")
        table.battlefield(1, "Hill Giant", "Sol Ring", "Gray Ogre")
        table.cast("Cyclonic Rift", using="overload")
        table.resolve()
        table.battlefield(1, "Grizzly Bears")
        table.cast("Collective Defiance", modes=[1, 2], targets=["Grizzly Bears", "opponent"])
        table.resolve()
        return table.game.log_digest()

    assert play() == play()
