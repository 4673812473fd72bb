"""Soulshift (CR 702.46): "Soulshift N" means "When this permanent is put into a graveyard
from the battlefield, you may return target Spirit card with mana value N or less from your
graveyard to your hand". Runs alone with ``pytest plugins/soulshift`` (kernel + soulshift
only). Hill Giant, Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("soulshift")

#: Each card of the pool and its N (Forked-Branch Garami: two instances of 4).
CARDS = {"Body of Jukai": 8, "Thief of Hope": 2, "Kami of Empty Graves": 3,
         "Gibbering Kami": 3, "Deathknell Kami": 1, "Forked-Branch Garami": 4,
         "Promised Kannushi": 7, "Thousand-legged Kami": 7, "Hundred-Talon Kami": 4,
         "Venerable Kumo": 4}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def dies_blocking(table: Table, name: str, attacker: str = "Hill Giant") -> None:
    """Bob attacks with ``attacker``; Alice's ``name`` blocks it and is dealt lethal damage
    (510.2, 704.5g): its soulshift triggers (603.6c) and waits on the stack."""
    table.battlefield(1, attacker)
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack(attacker)
    table.block({name: attacker})
    table.go_to(Step.COMBAT_DAMAGE)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("soulshift", "manastack_soulshift", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_46a_the_keyword_is_a_dies_trigger_named_soulshift(rules: Any) -> None:
    card = rules.card("Thief of Hope")
    (ability,) = [a for a in card.abilities if isinstance(a, KeywordTrigger)]
    assert (ability.keyword, ability.plugin) == ("soulshift", "soulshift")
    assert ability.optional  # CR 603.5: "you may"
    assert ability.text == "Soulshift 2"


def test_702_46b_each_instance_is_its_own_trigger(rules: Any) -> None:
    card = rules.card("Forked-Branch Garami")
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["soulshift", "soulshift"]


def test_without_the_plugin_a_soulshift_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("soulshift", "manastack_soulshift", "cards.toml")
    definition = source.get("Thief of Hope")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("soulshift", "soulshift"),)


def test_702_46a_it_returns_a_spirit_card_with_mana_value_n_or_less(table: Table) -> None:
    """Thief of Hope (soulshift 2) dies blocking Hill Giant. Of Alice's graveyard only
    Deathknell Kami (a Spirit, mana value 2) may be targeted: not Gibbering Kami (a Spirit of
    mana value 4), not Grizzly Bears (mana value 2, not a Spirit), not Bob's Spirit (603.3d,
    115.1). Alice returns it to her hand."""
    table.battlefield(0, "Thief of Hope")
    table.graveyard(0, "Deathknell Kami", "Gibbering Kami", "Grizzly Bears")
    table.graveyard(1, "Deathknell Kami")
    seen = table.watch_decisions("targets")
    table.answer("may", "yes")
    dies_blocking(table, "Thief of Hope")
    assert [len(d.options) for d in seen] == [1]
    (target,) = seen[0].options
    assert table.game.obj(target).card.name == "Deathknell Kami"
    assert table.game.obj(target).owner == 0
    resolve_stack(table)
    assert table.names(Zone.HAND, 0) == ["Deathknell Kami"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Gibbering Kami", "Grizzly Bears",
                                                      "Thief of Hope"]
    table.assert_logged(rule="603.2", contains="Soulshift 2")
    table.assert_logged(rule="702.46a", contains="soulshift 2")


def test_603_5_you_may_decline(table: Table) -> None:
    """CR 603.5: Alice declines: the Spirit card stays in her graveyard."""
    table.battlefield(0, "Thief of Hope")
    table.graveyard(0, "Deathknell Kami")
    table.answer("may", "no")
    dies_blocking(table, "Thief of Hope")
    resolve_stack(table)
    assert table.names(Zone.HAND, 0) == []
    table.assert_zone("Deathknell Kami", Zone.GRAVEYARD, 0)
    assert not table.logged(rule="702.46a")


def test_603_3d_with_no_legal_target_it_is_removed(table: Table) -> None:
    """CR 603.3d: Kami of Empty Graves (soulshift 3) dies with only Body of Jukai (mana value
    9) in the graveyard: no target, so the ability is removed from the stack; nothing is
    asked, nothing returns."""
    table.battlefield(0, "Kami of Empty Graves")
    table.graveyard(0, "Body of Jukai")
    asked = table.watch_decisions("may")
    dies_blocking(table, "Kami of Empty Graves")
    resolve_stack(table)
    assert asked == []
    assert table.names(Zone.HAND, 0) == []
    assert not table.logged(rule="702.46a")


def wrath(table: Table) -> None:
    """Alice casts Wrath of God (the kernel's pool): every creature is destroyed at once."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()


def test_603_10a_a_spirit_dying_at_the_same_time_may_be_returned(table: Table) -> None:
    """CR 603.10a, 603.3d: Wrath of God destroys Body of Jukai (soulshift 8) and Thief of Hope
    (soulshift 2) at once. Body of Jukai's soulshift may target Thief of Hope (mana value 3),
    put into the graveyard with it, or Thousand-legged Kami (mana value 8): Alice returns
    Thief of Hope; Thief of Hope's soulshift has no Spirit of mana value 2 or less to target
    (603.3d)."""
    table.battlefield(0, "Body of Jukai", "Thief of Hope")
    table.graveyard(0, "Thousand-legged Kami")
    seen = table.watch_decisions("targets")
    table.answer("targets", "Thief of Hope")
    table.answer("may", "yes")
    wrath(table)
    assert len(seen) == 1
    assert {table.game.obj(o).card.name for o in seen[0].options} == {
        "Thousand-legged Kami", "Thief of Hope"}
    resolve_stack(table)
    assert table.names(Zone.HAND, 0) == ["Thief of Hope"]
    table.assert_logged(rule="702.46a", contains="soulshift 8")
    assert not table.logged(rule="702.46a", contains="soulshift 2")
    table.assert_logged(rule="603.3d", contains="Soulshift 2")


def test_702_46b_two_instances_return_two_cards(table: Table) -> None:
    """CR 702.46b: Forked-Branch Garami (soulshift 4, soulshift 4) dies: each instance
    triggers and targets its own Spirit card of mana value 4 or less; both return."""
    table.battlefield(0, "Forked-Branch Garami")
    table.graveyard(0, "Gibbering Kami", "Kami of Empty Graves", "Venerable Kumo")
    table.answer("targets", "Gibbering Kami")
    table.answer("targets", "Kami of Empty Graves")
    table.answer("may", "yes")
    table.answer("may", "yes")
    wrath(table)
    resolve_stack(table)
    assert sorted(table.names(Zone.HAND, 0)) == ["Gibbering Kami", "Kami of Empty Graves"]
    table.assert_zone("Venerable Kumo", Zone.GRAVEYARD, 0)  # mana value 5: never a target
    assert sum(e.rule == "702.46a" for e in table.game.log) == 2


def test_608_2b_a_target_gone_from_the_graveyard_returns_nothing(table: Table) -> None:
    """CR 608.2b, 400.7: with the trigger on the stack, the target is exiled from the
    graveyard: the ability doesn't resolve, nothing returns."""
    table.battlefield(0, "Thief of Hope")
    table.graveyard(0, "Deathknell Kami")
    dies_blocking(table, "Thief of Hope")
    assert table.game.ids_in(Zone.STACK)
    kami = table.find("Deathknell Kami")
    table.game.move(kami.id, Zone.EXILE, rule="400.7")
    resolve_stack(table)
    table.assert_zone("Deathknell Kami", Zone.EXILE, 0)
    assert table.names(Zone.HAND, 0) == []
    assert not table.logged(rule="702.46a")
