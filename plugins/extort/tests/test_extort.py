"""Extort (CR 702.101): whenever you cast a spell, you may pay {W/B}; if you do, each opponent
loses 1 life and you gain the life lost. Runs alone with ``pytest plugins/extort``."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import TomlCardSource, Zone

pytestmark = pytest.mark.plugins("extort")

CARDS = ("Basilica Guards", "Basilica Screecher", "Kingpin's Pet", "Knight of Obligation",
         "Pontiff of Blight", "Syndic of Tithes", "Syndicate Enforcer", "Tithe Drinker")


def cast_bears(table: Table, extra: str = "") -> None:
    """Alice casts Grizzly Bears ({1}{G}) with ``extra`` mana left in her pool for extort."""
    table.hand(0, "Grizzly Bears")
    table.mana(0, "CG" + extra)
    table.cast("Grizzly Bears")


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("extort", "manastack_extort", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_extort_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("extort", "manastack_extort", "cards.toml")
    definition = source.get("Syndic of Tithes")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("extort", "extort"),)


def test_702_101a_paid_each_opponent_loses_1_you_gain_it(table: Table) -> None:
    """Syndic of Tithes: Alice casts Grizzly Bears, the trigger resolves first (405.2), she
    chooses to pay {W/B} with {B} (a hybrid symbol paid with either color, 107.4e)."""
    table.battlefield(0, "Syndic of Tithes")
    cast_bears(table, "B")
    seen = table.watch_decisions("pay_unless")
    table.answer("pay_unless", True)
    table.resolve()
    table.assert_life(1, 19)
    table.assert_life(0, 21)
    assert len(seen) == 1
    table.assert_logged(rule="702.101a", contains="lost 1 life in total")
    table.assert_zone("Grizzly Bears", Zone.STACK)  # the spell resolves after the trigger
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_702_101a_declined_nothing_happens(table: Table) -> None:
    table.battlefield(0, "Tithe Drinker")
    cast_bears(table, "W")
    table.answer("pay_unless", False)
    table.resolve()
    table.assert_life(1, 20)
    table.assert_life(0, 20)
    table.assert_logged(rule="702.101a", contains="doesn't pay")


def test_702_101a_not_payable_not_asked(table: Table) -> None:
    """No mana for {W/B}: the payment is not offered (118.3), nothing happens."""
    table.battlefield(0, "Basilica Screecher")
    cast_bears(table)
    seen = table.watch_decisions("pay_unless")
    table.resolve()
    assert seen == []
    table.assert_life(1, 20)


def test_702_101b_each_instance_triggers_separately(table: Table) -> None:
    """Syndic of Tithes and Syndicate Enforcer: two triggers, each paid: Bob loses 2, Alice
    gains 2."""
    table.battlefield(0, "Syndic of Tithes", "Syndicate Enforcer")
    cast_bears(table, "WB")
    table.answer("pay_unless", True)
    table.answer("pay_unless", True)
    table.resolve()
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)


def test_702_101a_only_your_spells(table: Table) -> None:
    """Bob casts a spell: Alice's extort doesn't trigger."""
    table.battlefield(0, "Knight of Obligation")
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.mana(0, "W")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)
    table.assert_life(1, 20)
    table.assert_not_logged(rule="702.101a")


def test_pontiff_of_blight_gives_extort_to_other_creatures(table: Table) -> None:
    """Pontiff of Blight has extort and gives it to Basilica Guards (which has its own): three
    triggers for one spell."""
    table.battlefield(0, "Pontiff of Blight", "Basilica Guards")
    cast_bears(table, "WBW")
    for _ in range(3):
        table.answer("pay_unless", True)
    table.resolve_all()
    table.assert_life(1, 17)
    table.assert_life(0, 23)


def test_kingpins_pet_a_spell_cast_with_extort_on_the_stack(table: Table) -> None:
    """Kingpin's Pet itself, cast: it isn't on the battlefield yet, so its own extort doesn't
    trigger (603.2: abilities of permanents), the next spell's does."""
    table.hand(0, "Kingpin's Pet")
    table.mana(0, "CWB")
    table.cast("Kingpin's Pet")
    table.resolve()
    table.assert_life(1, 20)
    cast_bears(table, "W")
    table.answer("pay_unless", True)
    table.resolve()
    table.assert_life(1, 19)
    table.assert_life(0, 21)
