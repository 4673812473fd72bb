"""Buyback (CR 702.27) with the kernel's fixtures: ``@pytest.mark.plugins("buyback")``."""

from __future__ import annotations

import pytest
from manastack_buyback import Buyback

from manastack.api import DiscardCost, UnknownCardError, Zone

pytestmark = pytest.mark.plugins("buyback")


def buyback_of(rules, name):  # type: ignore[no-untyped-def]
    return next(a for a in rules.card(name).abilities if isinstance(a, Buyback))


def test_the_keyword_line_becomes_a_buyback_cost(rules) -> None:  # type: ignore[no-untyped-def]
    assert str(buyback_of(rules, "Capsize").cost.mana) == "{3}"
    forbid = buyback_of(rules, "Forbid").cost
    assert forbid.mana.is_empty()
    assert forbid.parts == (DiscardCost(count=2),)
    for name in ("Capsize", "Whispers of the Muse", "Searing Touch", "Elvish Fury", "Forbid"):
        assert rules.card(name).playable, name


def test_buyback_paid_puts_the_card_into_its_owners_hand_as_it_resolves(table) -> None:  # type: ignore[no-untyped-def]
    """CR 702.27a: paid, Capsize returns to Alice's hand instead of her graveyard."""
    table.lands(0, "Island", 6)
    table.hand(0, "Capsize")
    table.battlefield(1, "Grizzly Bears")
    spell = table.cast("Capsize", targets=["Grizzly Bears"], pay={"buyback": True})
    assert spell.spell is not None and spell.spell.paid_additional("buyback") == 1
    table.resolve()
    table.assert_zone("Capsize", Zone.HAND, player=0)
    table.assert_zone("Grizzly Bears", Zone.HAND, player=1)
    assert table.names(Zone.GRAVEYARD) == []
    table.assert_logged(rule="702.27a", contains="owner's hand")


def test_buyback_not_paid_the_card_goes_to_the_graveyard(table) -> None:  # type: ignore[no-untyped-def]
    table.lands(0, "Island", 6)
    table.hand(0, "Capsize")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Capsize", targets=["Grizzly Bears"], pay={"buyback": False})
    table.resolve()
    table.assert_zone("Capsize", Zone.GRAVEYARD, player=0)
    assert not table.logged(rule="702.27a")
    assert [o.tapped for o in table.game.battlefield(0)].count(True) == 3  # {1}{U}{U} only


def test_the_buyback_cost_is_added_to_the_total_cost_not_to_the_mana_value(table) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2f: additional costs add to the total cost; CR 118.8/202.3: mana value stays 3."""
    table.lands(0, "Island", 6)
    table.hand(0, "Capsize")
    table.battlefield(1, "Grizzly Bears")
    spell = table.cast("Capsize", targets=["Grizzly Bears"], pay={"buyback": True})
    assert spell.spell is not None and spell.spell.total is not None
    assert spell.spell.total.mana.mana_value() == 6
    assert table.game.mana_value(spell.id) == 3
    assert all(o.tapped for o in table.game.battlefield(0))


def test_an_unaffordable_buyback_is_refused_and_changes_nothing(table) -> None:  # type: ignore[no-untyped-def]
    table.lands(0, "Island", 5)
    table.hand(0, "Capsize")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.cast, "Capsize", targets=["Grizzly Bears"], pay={"buyback": True},
                         rule="601.2h")
    table.cast("Capsize", targets=["Grizzly Bears"], pay={"buyback": False})  # still castable


def test_a_countered_buyback_spell_goes_to_the_graveyard(table) -> None:  # type: ignore[no-untyped-def]
    """CR 702.27a: the card returns only *as it resolves*; countered (701.6a), it doesn't."""
    table.lands(0, "Island", 6)
    table.hand(0, "Whispers of the Muse")
    table.library(0, "Island")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.cast("Whispers of the Muse", pay={"buyback": True})
    table.pass_priority()
    table.cast("Counterspell", targets=["Whispers of the Muse"])
    table.resolve_all()
    table.assert_zone("Whispers of the Muse", Zone.GRAVEYARD, player=0)
    table.assert_logged(rule="701.6a")
    assert not table.logged(rule="702.27a")


def test_a_buyback_spell_that_does_not_resolve_goes_to_the_graveyard(table) -> None:  # type: ignore[no-untyped-def]
    """CR 608.2b: its only target gone, Searing Touch doesn't resolve: no buyback."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Searing Touch")
    table.battlefield(1, "Grizzly Bears", "Island")
    table.hand(1, "Unsummon")
    table.cast("Searing Touch", targets=["Grizzly Bears"], pay={"buyback": True})
    table.pass_priority()
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Searing Touch", Zone.GRAVEYARD, player=0)
    table.assert_logged(rule="608.2b")


def test_forbid_pays_buyback_by_discarding_two_cards(table) -> None:  # type: ignore[no-untyped-def]
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.lands(1, "Island", 3)
    table.hand(1, "Forbid", "Shock", "Giant Growth", "Divination")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.pass_priority()
    table.cast("Forbid", targets=["Lightning Bolt"], pay={"buyback": True},
               discard=["Shock", "Giant Growth"])
    table.resolve_all()
    assert sorted(table.names(Zone.HAND, 1)) == ["Divination", "Forbid"]
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Giant Growth", "Shock"]
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, player=0)
    table.assert_life(1, 20)


def test_the_same_card_can_be_bought_back_again_and_again(table) -> None:  # type: ignore[no-untyped-def]
    table.lands(0, "Mountain", 10)
    table.hand(0, "Searing Touch")
    for life in (19, 18):
        table.cast("Searing Touch", targets=["Bob"], pay={"buyback": True})
        table.resolve()
        table.assert_life(1, life)
        table.assert_zone("Searing Touch", Zone.HAND, player=0)


@pytest.mark.plugins()
def test_without_the_plugin_its_cards_are_not_there(rules) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UnknownCardError):
        rules.card("Capsize")
