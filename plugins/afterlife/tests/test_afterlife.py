"""Afterlife (CR 702.135): "When this permanent is put into a graveyard from the
battlefield, create N 1/1 white and black Spirit creature tokens with flying". Runs alone
with ``pytest plugins/afterlife`` (kernel + afterlife only). Grizzly Bears, Hill Giant,
Murder, Unsummon and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("afterlife")

CARDS = ("Orzhov Enforcer", "Debtors' Transport", "Ministrant of Obligation",
         "Imperious Oligarch", "Syndicate Messenger", "Knight of the Last Breath")

SPIRIT = "Spirit Token"


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def spirits(table: Table, player: int) -> int:
    return table.names(Zone.BATTLEFIELD, player).count(SPIRIT)


def murder(table: Table, name: str) -> None:
    """Bob casts Murder on ``name`` ("Destroy target creature.") and everything resolves."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.mana(1, "BBB")
    table.hand(1, "Murder")
    table.cast("Murder", targets=[name])
    resolve_stack(table)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("afterlife", "manastack_afterlife", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_135a_the_keyword_is_a_triggered_ability_named_afterlife(rules: Any) -> None:
    card = rules.card("Debtors' Transport")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("afterlife", "afterlife")


def test_without_the_plugin_an_afterlife_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("afterlife", "manastack_afterlife", "cards.toml")
    definition = source.get("Ministrant of Obligation")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("afterlife", "afterlife"),)


def test_702_135a_afterlife_1_dies_one_spirit(table: Table) -> None:
    """Murder destroys Alice's Syndicate Messenger (afterlife 1): Alice creates one 1/1
    white and black Spirit token with flying; Bob, who cast Murder, gets none."""
    table.battlefield(0, "Syndicate Messenger")
    murder(table, "Syndicate Messenger")
    table.assert_zone("Syndicate Messenger", Zone.GRAVEYARD)
    assert spirits(table, 0) == 1 and spirits(table, 1) == 0
    spirit = table.find(SPIRIT)
    assert spirit.card.colors == frozenset({"W", "B"})
    assert "Spirit" in table.game.chars(spirit.id).type_line.subtypes
    assert (table.power(SPIRIT), table.toughness(SPIRIT)) == (1, 1)
    assert table.has_keyword(SPIRIT, "flying")
    table.assert_logged(rule="702.135a", contains="afterlife 1")


def test_702_135a_afterlife_2_two_spirits(table: Table) -> None:
    """Ministrant of Obligation (afterlife 2) destroyed: two Spirit tokens."""
    table.battlefield(0, "Ministrant of Obligation")
    murder(table, "Ministrant of Obligation")
    assert spirits(table, 0) == 2


def test_702_135a_afterlife_3_three_spirits(table: Table) -> None:
    """Knight of the Last Breath (afterlife 3) destroyed: three Spirit tokens."""
    table.battlefield(0, "Knight of the Last Breath")
    murder(table, "Knight of the Last Breath")
    assert spirits(table, 0) == 3


def test_702_135a_dying_in_combat(table: Table) -> None:
    """Orzhov Enforcer (1/2, deathtouch, afterlife 1) blocks Bob's Hill Giant: both die
    (deathtouch, 3 damage); Alice gets a Spirit."""
    table.battlefield(0, "Orzhov Enforcer")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.block({"Orzhov Enforcer": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    table.assert_zone("Orzhov Enforcer", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    assert spirits(table, 0) == 1 and spirits(table, 1) == 0


def test_702_135a_leaving_for_another_zone_creates_nothing(table: Table) -> None:
    """Unsummon returns Debtors' Transport to Alice's hand: not put into a graveyard, so no
    Spirit."""
    table.battlefield(0, "Debtors' Transport")
    table.set_turn(active=1, step=Step.MAIN1)
    table.mana(1, "U")
    table.hand(1, "Unsummon")
    table.cast("Unsummon", targets=["Debtors' Transport"])
    resolve_stack(table)
    table.assert_zone("Debtors' Transport", Zone.HAND, 0)
    assert spirits(table, 0) == 0
    assert not table.logged(rule="702.135a")


def test_702_135b_two_afterlife_creatures_dying_together(table: Table) -> None:
    """Imperious Oligarch (2/1, afterlife 1) and Ministrant of Obligation (2/1, afterlife 2)
    block Bob's Hill Giant and Grizzly Bears and die together: each triggers, 1 + 2 Spirits."""
    table.battlefield(0, "Imperious Oligarch", "Ministrant of Obligation")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({"Imperious Oligarch": "Hill Giant", "Ministrant of Obligation": "Grizzly Bears"})
    table.go_to(Step.COMBAT_DAMAGE)
    resolve_stack(table)
    table.assert_zone("Imperious Oligarch", Zone.GRAVEYARD)
    table.assert_zone("Ministrant of Obligation", Zone.GRAVEYARD)
    assert spirits(table, 0) == 3
    assert sum(1 for event in table.game.log if event.rule == "702.135a") == 2
