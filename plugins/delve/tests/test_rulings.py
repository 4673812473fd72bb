"""Rulings audit of delve (CR 702.66): scenarios a judge would check.

Each test cites its CR rule and, where it comes from one, the official ruling of the
printed card (Khans of Tarkir release notes; Gatherer rulings of Treasure Cruise, Dig
Through Time, Gurmag Angler, Hooting Mandrills, Tasigur, Murktide Regent). Cards no pool
has are compiled from their exact Oracle text with ``table.card``.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, Zone

pytestmark = pytest.mark.plugins("delve")


FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest",
          "Swamp", "Plains", "Mountain", "Wastes")


def graveyard(table: Table, n: int, player: int = 0) -> list[str]:
    names = list(FILLER[:n])
    table.graveyard(player, *names)
    return names


def casts(table: Table, permission: str | None = None) -> list[str]:
    return [a.name for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and (permission is None or a.permission == permission)]


def gaddock_teeg(table: Table) -> object:
    return table.card(
        "Gaddock Teeg", "Legendary Creature — Kithkin Advisor",
        "Noncreature spells with mana value 4 or greater can't be cast.\n"
        "Noncreature spells with {X} in their mana costs can't be cast.", "{G}{W}", "2", "2")


def test_delve_doesnt_change_mana_value_for_a_prohibition(table: Table) -> None:
    """CR 702.66b, 202.3, 601.2e (Treasure Cruise ruling: "delve doesn't change a spell's
    mana cost or mana value"): with Gaddock Teeg out, Treasure Cruise (mana value 8) can't be
    cast even if seven cards would pay for it."""
    table.battlefield(1, gaddock_teeg(table))  # type: ignore[arg-type]
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    names = graveyard(table, 7)
    assert casts(table) == []
    table.assert_illegal(table.cast, "Treasure Cruise", pay_with={"delve": names}, rule="601.2e")


def test_delve_exiles_at_payment_so_a_countered_spell_keeps_them_exiled(table: Table) -> None:
    """CR 601.2h, 702.66a: the cards exiled for delve are a payment; the spell countered, they
    stay in exile and the card goes to the graveyard (Gurmag Angler)."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Gurmag Angler")
    names = graveyard(table, 6)
    table.hand(1, "Counterspell")
    table.lands(1, "Island", 2)
    table.cast("Gurmag Angler", pay_with={"delve": names})
    table.pass_priority()
    table.cast("Counterspell", targets=["Gurmag Angler"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Gurmag Angler"]
    assert sorted(table.names(Zone.EXILE, 0)) == sorted(names)


def test_delve_pays_a_generic_cost_increase(table: Table) -> None:
    """CR 601.2f, 702.66b: Thalia's {1} increase is generic mana of the locked total, so a
    card may pay it: Treasure Cruise costs {8}{U}, eight cards and one Island pay it."""
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.library(0, "Plains", "Plains", "Plains")
    names = graveyard(table, 8)
    table.cast("Treasure Cruise", pay_with={"delve": names})
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains", "Plains", "Plains"]


def test_delve_after_reduction_cant_pay_more_than_the_reduced_generic(table: Table) -> None:
    """CR 601.2f, 702.66a-b (Goblin Electromancer + Treasure Cruise): the reduction applies
    first; the locked total {6}{U} has six generic, so at most six cards are exiled."""
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.library(0, "Plains", "Plains", "Plains")
    names = graveyard(table, 8)
    seen = table.on_decision("delve")
    table.cast("Treasure Cruise")
    (decision,) = seen
    assert decision.max == 6
    assert len(table.names(Zone.EXILE, 0)) == 6
    assert len(table.names(Zone.GRAVEYARD, 0)) == 2
    del names


@pytest.mark.plugins("delve", "flashback")
def test_delve_with_flashback_from_snapcaster(table: Table) -> None:
    """CR 702.66b, 702.34a, 118.9d (Snapcaster Mage / Treasure Cruise ruling: delve isn't an
    alternative cost, so it applies to the flashback cost): Treasure Cruise given flashback
    ({7}{U}) is cast from the graveyard with seven cards delved and one Island, then
    exiled."""
    table.lands(0, "Island", 3)
    table.graveyard(0, "Treasure Cruise")
    names = graveyard(table, 7)
    table.library(0, "Plains", "Plains", "Plains")
    table.hand(0, "Snapcaster Mage")
    table.cast("Snapcaster Mage")
    table.resolve()
    table.resolve(answers=())  # the trigger targets Treasure Cruise (the only choice)
    assert casts(table, "flashback") == ["Treasure Cruise"]
    table.cast("Treasure Cruise", using="flashback", pay_with={"delve": names})
    table.resolve()
    table.assert_zone("Treasure Cruise", Zone.EXILE)
    assert table.names(Zone.HAND, 0) == ["Plains", "Plains", "Plains"]
    assert table.tapped_count() == 3


@pytest.mark.plugins("delve", "escape")
def test_cards_exiled_for_escape_cant_also_pay_for_delve(table: Table) -> None:
    """CR 601.2h, 702.66a (Underworld Breach ruling: the three cards exiled for the escape cost
    aren't available to delve): Treasure Cruise escaped through Breach costs {7}{U} + three
    other cards; with one Island, nine other cards (three for escape, six to delve) leave one
    generic mana unpaid, and a tenth card makes it castable."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 1)
    table.library(0, "Plains", "Plains", "Plains")
    table.graveyard(0, "Treasure Cruise")
    graveyard(table, 9)  # 3 for escape + 6 for delve: one generic short
    assert casts(table, "escape") == []
    table.graveyard(0, "Island")  # the tenth card: 3 + 7
    assert casts(table, "escape") == ["Treasure Cruise"]
    table.cast("Treasure Cruise", using="escape")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Treasure Cruise"]  # escape: no exile clause
    assert len(table.names(Zone.EXILE, 0)) == 10


def test_delve_cant_exile_the_opponents_cards_even_to_make_the_cost(table: Table) -> None:
    """CR 702.66a ("a card from your graveyard"; Hooting Mandrills ruling): six cards in the
    opponent's graveyard pay nothing of Hooting Mandrills' {5}{G}."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Hooting Mandrills")
    names = graveyard(table, 6, player=1)
    assert casts(table) == []
    table.assert_illegal(table.cast, "Hooting Mandrills", pay_with={"delve": names})


def test_murktide_regent_counts_only_instants_and_sorceries_it_exiled(table: Table) -> None:
    """CR 607.2a, 614.1c (Murktide Regent ruling: it counts instant and sorcery cards exiled
    with its delve ability; lands exiled with it don't count)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Murktide Regent")
    table.graveyard(0, "Lightning Bolt", "Shock", "Island", "Forest", "Swamp")
    table.cast("Murktide Regent",
               pay_with={"delve": ["Lightning Bolt", "Shock", "Island", "Forest", "Swamp"]})
    table.resolve()
    table.assert_counters("Murktide Regent", "+1/+1", 2)


def test_murktide_regent_on_the_battlefield_sees_cards_delved_for_another_spell(
        table: Table) -> None:
    """CR 603.2, 603.6c (Murktide Regent's last ability): instant and sorcery cards exiled to
    pay for another delve spell leave your graveyard, one trigger each."""
    table.battlefield(0, "Murktide Regent")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.library(0, "Plains", "Plains", "Plains")
    table.graveyard(0, "Lightning Bolt", "Shock", "Divination", "Island", "Forest", "Swamp",
                    "Plains")
    table.cast("Treasure Cruise", pay_with={"delve": ["Lightning Bolt", "Shock", "Divination", "Island",
                                         "Forest", "Swamp", "Plains"]})
    table.resolve_all()
    table.assert_counters("Murktide Regent", "+1/+1", 3)


def test_delve_with_x_counts_only_after_x_is_announced(table: Table) -> None:
    """CR 107.3a, 601.2b, 601.2f, 702.66b (Logic Knot ruling: you choose X, then exile cards
    to pay for the total cost): X = 3 with two Islands and three cards."""
    table.lands(0, "Island", 2)
    table.hand(0, "Logic Knot")
    names = graveyard(table, 3)
    table.hand(1, "Grizzly Bears")
    table.lands(1, "Forest", 2)
    table.set_turn(active=1)
    table.cast("Grizzly Bears", zone=Zone.HAND)
    table.pass_priority()
    table.cast("Logic Knot", x=3, targets=["Grizzly Bears"], pay_with={"delve": names})
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert sorted(table.names(Zone.EXILE, 0)) == sorted(names)


def test_tasigur_mana_value_on_the_battlefield_is_six(table: Table) -> None:
    """CR 202.3, 702.66b: Tasigur cast for {B} and five cards is a permanent with mana value 6."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Tasigur, the Golden Fang")
    names = graveyard(table, 5)
    table.cast("Tasigur, the Golden Fang", pay_with={"delve": names})
    table.resolve()
    tasigur = table.find("Tasigur, the Golden Fang", zone=Zone.BATTLEFIELD)
    assert table.game.mana_value(tasigur.id) == 6


def test_delve_is_not_an_alternative_cost_so_it_combines_with_without_paying(
        table: Table) -> None:
    """CR 702.66b, 118.9: a spell with delve cast without paying its mana cost has a total of
    {0} (plus additional costs): nothing to delve, no card is exiled."""
    from manastack.api import cast_without_paying

    table.hand(0, "Treasure Cruise")
    table.library(0, "Plains", "Plains", "Plains")
    graveyard(table, 7)
    seen = table.on_decision("delve")
    cast_without_paying(table.game, 0, table.find("Treasure Cruise", zone=Zone.HAND).id)
    table.refresh()
    table.resolve()
    assert seen == []
    assert len(table.names(Zone.GRAVEYARD, 0)) == 8  # the seven cards and Treasure Cruise


@pytest.mark.plugins("delve", "escape")
def test_x_of_an_escaped_delve_spell_is_bounded_by_cards_left_after_escape(
        table: Table) -> None:
    """CR 107.3a, 601.2b, 601.2h, 702.66a (Underworld Breach + Logic Knot): escape's three
    other cards can't also pay {X} by delve; with two Islands and five other cards, X is
    offered 0 to 2 (was 0 to 5: an X of 3 or more failed at payment)."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 2)
    table.graveyard(0, "Logic Knot", "Island", "Forest", "Swamp", "Plains", "Mountain")
    table.hand(1, "Grizzly Bears")
    table.lands(1, "Forest", 2)
    table.set_turn(active=1)
    table.cast("Grizzly Bears")
    table.pass_priority()
    seen = table.on_decision("x", lambda game, decision: (max(decision.options),))
    table.cast("Logic Knot", using="escape", targets=["Grizzly Bears"],
               exile=["Island", "Forest", "Swamp"])
    assert [d.options for d in seen] == [(0, 1, 2)]
    table.resolve()  # Bob can't pay {2}: the Bears are countered
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert len(table.names(Zone.EXILE, 0)) == 5
