"""Firebending (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of combat,
you don't lose this mana as steps and phases end." Runs alone with
``pytest plugins/firebending`` (kernel + firebending only). Grizzly Bears, Lightning Bolt and
the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("firebending")

CARDS = ("Fire Sages", "Loyal Fire Sage")


def attack(table: Table, *names: str) -> None:
    """``names`` are declared attackers (CR 508.1) and the triggers resolve."""
    table.attack(*names)
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def pool(table: Table, player: int = 0) -> str:
    """The player's mana pool as its symbols ("{R}{R}")."""
    return str(table.game.player(player).mana_pool)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("firebending", "manastack_firebending", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_189a_the_keyword_is_a_triggered_ability_named_firebending(rules: Any) -> None:
    card = rules.card("Fire Sages")
    ability = card.abilities[0]
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("firebending", "firebending")
    assert ability.trigger.event == "attacks"


def test_without_the_plugin_a_firebending_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("firebending", "manastack_firebending", "cards.toml")
    definition = source.get("Fire Sages")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("firebending", "firebending"),)


def test_702_189a_the_red_mana_lasts_through_combat_and_is_lost_after(table: Table) -> None:
    """Fire Sages attacks: {R} is added; it is still there in the declare blockers, combat
    damage and end of combat steps (not lost as those steps end) and gone in the postcombat
    main phase (lost as the end of combat step ends, 511.3)."""
    table.battlefield(0, "Fire Sages")
    assert table.has_keyword("Fire Sages", "firebending")
    attack(table, "Fire Sages")
    table.assert_logged(rule="702.189a", contains="firebending 1")
    assert pool(table) == "{R}"
    table.go_to(Step.DECLARE_BLOCKERS)
    assert pool(table) == "{R}"
    table.go_to(Step.COMBAT_DAMAGE)
    assert pool(table) == "{R}"
    table.go_to(Step.END_COMBAT)
    assert pool(table) == "{R}"
    table.go_to(Step.MAIN2)
    assert pool(table) == ""
    table.assert_logged(rule="500.5", contains="mana pool empties")
    table.assert_life(1, 18)


def test_702_189a_the_kept_mana_casts_lightning_bolt_in_declare_blockers(table: Table) -> None:
    """Loyal Fire Sage attacks; in the declare blockers step its {R} pays for Lightning Bolt
    on Bob's Grizzly Bears (blocking it): the Bears die, the pool is empty."""
    table.battlefield(0, "Loyal Fire Sage")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    attack(table, "Loyal Fire Sage")
    table.block({"Grizzly Bears": "Loyal Fire Sage"})
    assert table.game.state.turn.step is Step.DECLARE_BLOCKERS
    assert pool(table) == "{R}"
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    assert pool(table) == ""
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD)


def test_702_189a_two_attackers_add_mana_each_and_other_mana_still_empties(table: Table) -> None:
    """Fire Sages and Loyal Fire Sage attack: {R}{R} kept; {G} added by the driver in the
    declare attackers step is lost as that step ends (106.4), the kept {R}{R} isn't."""
    table.battlefield(0, "Fire Sages", "Loyal Fire Sage")
    attack(table, "Fire Sages", "Loyal Fire Sage")
    assert sum(1 for e in table.game.log if e.rule == "702.189a" and e.kind == "effect") == 2
    table.mana(0, "G")
    assert pool(table) == "{R}{R}{G}"
    table.go_to(Step.DECLARE_BLOCKERS)
    assert pool(table) == "{R}{R}"
    table.go_to(Step.MAIN2)
    assert pool(table) == ""
    table.assert_life(1, 15)
