"""Outlast (CR 702.107a, 602.5d, 302.6): the manastack-outlast plugin alone, playing printed
cards. Grizzly Bears, Unsummon and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import (
    ActivateAbility,
    ActivatedAbility,
    CardDef,
    Rules,
    Step,
    TapSelf,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("outlast")

CARDS = ("Abzan Battle Priest", "Abzan Falconer", "Ainok Bond-Kin", "Disowned Ancestor",
         "Enduring Sliver", "Longshot Squad", "Mer-Ek Nightblade", "Salt Road Patrol",
         "Tuskguard Captain")


def offered(table: Table, name: str) -> bool:
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


def test_the_pool_is_the_cards_played_read_with_outlast(rules: Rules) -> None:
    """The cards these tests play are the package's pool, read with the outlast keyword (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("outlast", "manastack_outlast", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        assert "outlast:keyword outlast" in rules.card(name).read_with


def test_702_107a_the_keyword_and_its_ability(rules: Rules) -> None:
    """"Outlast {1}{W}": the keyword, and "{1}{W}, {T}: Put a +1/+1 counter on this
    creature. Activate only as a sorcery." with no target."""
    assert rules.ruleset.plugin_of_keyword("outlast") == "outlast"
    card = rules.card("Ainok Bond-Kin")
    [ability] = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert getattr(ability, "keyword", None) == "outlast"
    assert ability.sorcery_speed
    assert str(ability.cost.mana) == "{1}{W}"
    assert [type(p) for p in ability.cost.parts] == [TapSelf]
    assert ability.effect.targets == ()


def test_without_the_plugin_outlast_is_not_read() -> None:
    source = TomlCardSource.from_package("outlast", "manastack_outlast", "cards.toml")
    definition = source.get("Salt Road Patrol")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_a_cost_the_reader_cannot_read_is_refused(rules: Rules) -> None:
    """Only a mana cost follows "Outlast": another wording is left unread, not guessed."""
    card = rules.compile(CardDef(name="Odd Patrol", mana_cost="{W}", type_line="Creature — "
                                 "Human", text="Outlast—Pay 2 life.", power="1",
                                 toughness="1"))
    assert not card.playable


def test_702_107a_tap_and_a_counter(table: Table) -> None:
    """Ainok Bond-Kin (2/1): {1}{W} and tapping it put a +1/+1 counter on it; then it has
    first strike (it has a +1/+1 counter, its own static ability)."""
    table.battlefield(0, "Ainok Bond-Kin", "Grizzly Bears")
    table.mana(0, "CW")
    assert not table.has_keyword("Ainok Bond-Kin", "first strike")
    table.activate("Ainok Bond-Kin")
    table.assert_tapped("Ainok Bond-Kin")
    table.resolve()
    table.assert_counters("Ainok Bond-Kin", "+1/+1", 1)
    assert (table.power("Ainok Bond-Kin"), table.toughness("Ainok Bond-Kin")) == (3, 2)
    assert table.has_keyword("Ainok Bond-Kin", "first strike")
    assert not table.has_keyword("Grizzly Bears", "first strike")
    table.assert_logged(rule="702.107a", contains="outlast")


def test_702_107a_tapped_it_cannot_outlast_again(table: Table) -> None:
    """The cost includes {T}: a tapped creature can't pay it (602.2, 601.2h)."""
    table.battlefield(0, "Salt Road Patrol")
    table.mana(0, "CWCW")
    table.activate("Salt Road Patrol")
    table.resolve()
    assert not offered(table, "Salt Road Patrol")
    table.assert_illegal(table.activate, "Salt Road Patrol")
    table.assert_counters("Salt Road Patrol", "+1/+1", 1)


def test_302_6_not_with_summoning_sickness(table: Table) -> None:
    """{T} in the cost: a creature that came under Alice's control this turn can't pay it."""
    table.battlefield(0, "Disowned Ancestor", sick=True)
    table.mana(0, "CB")
    assert not offered(table, "Disowned Ancestor")
    table.assert_illegal(table.activate, "Disowned Ancestor", rule="302.6")


def test_602_5d_only_as_a_sorcery(table: Table) -> None:
    """Not in Bob's turn, nor with a spell on the stack (307.1, 602.5d)."""
    table.battlefield(0, "Mer-Ek Nightblade")
    table.mana(0, "B")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Mer-Ek Nightblade")
    table.assert_illegal(table.activate, "Mer-Ek Nightblade", rule="602.5d")


def test_602_5d_not_with_the_stack_not_empty(table: Table) -> None:
    table.battlefield(0, "Tuskguard Captain", "Forest")
    table.hand(0, "Unsummon")
    table.mana(0, "GU")
    table.cast("Unsummon", targets=["Tuskguard Captain"])
    table.assert_illegal(table.activate, "Tuskguard Captain", rule="602.5d")


def test_400_7_gone_in_response_nothing_happens(table: Table) -> None:
    """Bounced in response: the ability resolves and puts no counter (the card in hand is a
    new object, 400.7)."""
    table.battlefield(0, "Abzan Falconer")
    table.hand(1, "Unsummon")
    table.mana(0, "W")
    table.mana(1, "U")
    table.activate("Abzan Falconer")
    table.pass_priority()
    table.cast("Unsummon", targets=["Abzan Falconer"])
    table.resolve()
    table.resolve()
    table.assert_zone("Abzan Falconer", Zone.HAND, 0)
    assert table.find("Abzan Falconer", zone=Zone.HAND).counter("+1/+1") == 0


def test_abzan_battle_priest_lifelink_for_each_creature_with_a_counter(table: Table) -> None:
    """Abzan Battle Priest: after outlast it has a +1/+1 counter, so lifelink; it attacks
    next turn and Alice gains 4."""
    table.battlefield(0, "Abzan Battle Priest")
    table.mana(0, "W")
    table.activate("Abzan Battle Priest")
    table.resolve()
    assert table.has_keyword("Abzan Battle Priest", "lifelink")
    table.library(0, "Plains", "Plains")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Abzan Battle Priest")
    table.block({})
    table.go_to(Step.END)
    table.assert_life(1, 16)
    table.assert_life(0, 24)


def test_enduring_sliver_grants_outlast_to_other_slivers(table: Table) -> None:
    """Enduring Sliver: "Other Sliver creatures you control have outlast {2}": another
    Sliver has the keyword and its ability (702.107a), and uses it."""
    sliver = table.card("Plain Sliver", "Creature — Sliver", "", "{1}", "1", "1")
    table.battlefield(0, "Enduring Sliver", sliver)  # type: ignore[arg-type]
    bobs = table.card("Bob's Sliver", "Creature — Sliver", "", "{1}", "1", "1")
    table.battlefield(1, bobs)  # type: ignore[arg-type]
    assert table.has_keyword("Plain Sliver", "outlast")
    assert not table.has_keyword("Bob's Sliver", "outlast")
    table.mana(0, "CC")
    table.activate("Plain Sliver")
    table.resolve()
    table.assert_counters("Plain Sliver", "+1/+1", 1)
    table.assert_tapped("Plain Sliver")


def test_longshot_squad_and_mer_ek_nightblade_grant_to_each_creature_with_a_counter(
        table: Table) -> None:
    """Longshot Squad outlasts: each of Alice's creatures with a +1/+1 counter has reach
    (the Squad itself now), Mer-Ek Nightblade's deathtouch too; one without, neither."""
    table.battlefield(0, "Longshot Squad", "Mer-Ek Nightblade", "Grizzly Bears")
    table.mana(0, "CG")
    table.activate("Longshot Squad")
    table.resolve()
    assert table.has_keyword("Longshot Squad", "reach")
    assert table.has_keyword("Longshot Squad", "deathtouch")
    assert not table.has_keyword("Mer-Ek Nightblade", "reach")
    assert not table.has_keyword("Grizzly Bears", "deathtouch")
