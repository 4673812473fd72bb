"""Mobilize (CR 702.181): "Whenever this creature attacks, create N 1/1 red Warrior creature
tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next
end step." Runs alone with ``pytest plugins/mobilize`` (kernel + mobilize only). Hill Giant,
Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("mobilize")

CARDS = ("Dragonback Lancer", "Dalkovan Packbeasts", "Shock Brigade", "Venerated Stormsinger",
         "Nightblade Brigade", "Bone-Cairn Butcher")

WARRIOR = "Warrior Token"


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def warriors(table: Table) -> list[int]:
    return [o.id for o in table.game.battlefield() if o.card.name == WARRIOR]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("mobilize", "manastack_mobilize", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_181a_the_keyword_is_a_triggered_ability_named_mobilize(rules: Any) -> None:
    card = rules.card("Dalkovan Packbeasts")
    (ability,) = [a for a in card.abilities if getattr(a, "keyword", None) == "mobilize"]
    assert isinstance(ability, KeywordTrigger) and ability.plugin == "mobilize"
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_mobilize_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("mobilize", "manastack_mobilize", "cards.toml")
    definition = source.get("Dragonback Lancer")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("mobilize", "mobilize"),)


def test_702_181a_tokens_enter_tapped_and_attacking(table: Table) -> None:
    """Dragonback Lancer (3/3 flying, mobilize 1) attacks: one 1/1 red Warrior token enters
    tapped and attacking Bob; unblocked, they deal 3 + 1 damage."""
    table.battlefield(0, "Dragonback Lancer")
    table.attack("Dragonback Lancer")
    resolve_stack(table)
    table.assert_logged(rule="702.181a", contains="mobilize 1")
    (token,) = warriors(table)
    game = table.game
    assert game.controller(token) == 0
    assert game.obj(token).tapped
    assert game.is_attacking(token)
    assert game.obj(token).card.colors == frozenset({"R"})
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)
    assert "Warrior" in game.chars(token).type_line.subtypes
    table.assert_logged(rule="508.4", contains="put onto the battlefield attacking")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


def test_702_181a_mobilize_3_three_tokens_sacrificed_at_the_end_step(table: Table) -> None:
    """Dalkovan Packbeasts (0/4, vigilance, mobilize 3): three attacking Warriors; at the
    beginning of the end step they are sacrificed; the Packbeasts stay."""
    table.battlefield(0, "Dalkovan Packbeasts")
    table.attack("Dalkovan Packbeasts")
    resolve_stack(table)
    assert len(warriors(table)) == 3
    assert all(table.game.is_attacking(t) for t in warriors(table))
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.go_to(Step.END)
    resolve_stack(table)
    assert warriors(table) == []
    table.assert_zone("Dalkovan Packbeasts", Zone.BATTLEFIELD)


def test_508_4_the_tokens_never_attacked(table: Table) -> None:
    """CR 508.4: put onto the battlefield attacking, the Warriors were never declared
    attackers: Shock Brigade's mobilize triggers once (a Warrior's entering attacking is no
    "attacks" event), one token."""
    table.battlefield(0, "Shock Brigade")
    table.attack("Shock Brigade")
    resolve_stack(table)
    assert len(warriors(table)) == 1
    assert sum(1 for event in table.game.log if event.rule == "702.181a") == 1


def test_702_181a_the_tokens_can_be_blocked(table: Table) -> None:
    """Nightblade Brigade's Warrior attacks: Bob's Grizzly Bears blocks and kills it (a 1/1
    against a 2/2); the Brigade (1/3, deathtouch) deals 1 to Bob."""
    table.battlefield(0, "Nightblade Brigade")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Nightblade Brigade")
    resolve_stack(table)
    (token,) = warriors(table)
    table.block({"Grizzly Bears": WARRIOR})
    table.go_to(Step.END_COMBAT)
    assert table.game.find(token) is None
    table.assert_life(1, 19)


def test_bone_cairn_butcher_gives_its_attacking_tokens_deathtouch(table: Table) -> None:
    """Bone-Cairn Butcher (mobilize 2, "Attacking tokens you control have deathtouch"): its
    two Warriors attack with deathtouch; one blocked by Hill Giant kills it."""
    table.battlefield(0, "Bone-Cairn Butcher")
    table.battlefield(1, "Hill Giant")
    table.attack("Bone-Cairn Butcher")
    resolve_stack(table)
    tokens = warriors(table)
    assert len(tokens) == 2
    assert all(table.game.has_keyword(t, "deathtouch") for t in tokens)
    table.block({"Hill Giant": WARRIOR})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_life(1, 15)


def test_702_181a_a_dying_token_is_a_creature_dying(table: Table) -> None:
    """Venerated Stormsinger (mobilize 1): its Warrior sacrificed at the end step is another
    creature Alice controls dying: Bob loses 1 life and Alice gains 1."""
    table.battlefield(0, "Venerated Stormsinger")
    table.attack("Venerated Stormsinger")
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)
    table.go_to(Step.END)
    resolve_stack(table)
    assert warriors(table) == []
    table.assert_life(1, 15)
    table.assert_life(0, 21)


def test_508_4_the_controller_chooses_what_each_token_attacks(table: Table) -> None:
    """CR 508.4: Bob controls a planeswalker (made up for the rule): Alice chooses, for the
    Warrior of Dragonback Lancer, to attack it rather than Bob; it loses 1 loyalty."""
    from manastack.api import Card, TypeLine

    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="3")
    table.game.put(walker, Zone.BATTLEFIELD, 1, counters={"loyalty": 3})
    table.battlefield(0, "Dragonback Lancer")
    asked = table.watch_decisions("attack_target")
    table.attack("Dragonback Lancer")
    table.answer("attack_target", "Test Walker")
    resolve_stack(table)
    assert len(asked) == 1 and len(asked[0].options) == 2
    (token,) = warriors(table)
    combat = table.game.state.combat
    assert combat is not None and combat.attackers[token] == table.find("Test Walker").id
    table.go_to(Step.END_COMBAT)
    table.assert_counters("Test Walker", "loyalty", 2)
    table.assert_life(1, 17)
