"""Annihilator (CR 702.86): "Annihilator N" means "Whenever this creature attacks,
defending player sacrifices N permanents". Runs alone with ``pytest plugins/annihilator``
(kernel + annihilator only). Grizzly Bears, Hill Giant and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import (
    Card as KernelCard,
    ContinuousEffect,
    KeywordTrigger,
    RemoveAbilities,
    Step,
    TomlCardSource,
    TypeLine,
    Zone,
)

pytestmark = pytest.mark.plugins("annihilator")

CARDS = ("Ulamog's Crusher", "Artisan of Kozilek")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("annihilator", "manastack_annihilator", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_86a_the_keyword_is_an_attack_trigger_named_annihilator(rules: Any) -> None:
    card = rules.card("Ulamog's Crusher")
    ability = card.abilities[0]
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("annihilator", "annihilator")
    assert ability.trigger.event == "attacks" and ability.trigger.self_only


def test_without_the_plugin_an_annihilator_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("annihilator", "manastack_annihilator", "cards.toml")
    definition = source.get("Ulamog's Crusher")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("annihilator", "annihilator"),)


def test_702_86a_defending_player_sacrifices_n_of_their_choice(table: Table) -> None:
    """Ulamog's Crusher (annihilator 2) attacks; Bob chooses two of his three permanents
    (701.21a: the player who sacrifices chooses)."""
    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Forest")
    table.answer("sacrifice", "Grizzly Bears", "Forest", player=1)
    table.attack("Ulamog's Crusher")
    table.assert_logged(rule="603.2", contains="Annihilator 2")
    resolve_stack(table)
    table.assert_logged(rule="702.86a", contains="Bob sacrifices 2 permanents")
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Forest", "Grizzly Bears"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Hill Giant"]
    table.assert_logged(rule="701.21a")


def test_702_86a_fewer_permanents_than_n_sacrifices_all(table: Table) -> None:
    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Ulamog's Crusher")
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == []
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)


def test_702_86a_the_attacker_controller_sacrifices_nothing(table: Table) -> None:
    table.battlefield(0, "Ulamog's Crusher", "Forest", "Forest")
    table.battlefield(1, "Forest", "Forest")
    table.attack("Ulamog's Crusher")
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 2
    assert table.names(Zone.BATTLEFIELD, 1) == []


def test_506_2_only_the_player_attacked_among_several() -> None:
    """Three players: the Crusher attacks Carol; Carol sacrifices, Bob doesn't (802.2)."""
    table = Table.new(["annihilator"], players=("Alice", "Bob", "Carol"))
    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Forest", "Forest")
    table.battlefield(2, "Forest", "Forest", "Forest")
    table.attack("Ulamog's Crusher", defender="Carol")
    resolve_stack(table)
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 2
    assert len(table.names(Zone.BATTLEFIELD, 2)) == 1


def test_506_2_attacking_a_planeswalker_its_controller_sacrifices(table: Table) -> None:
    walker = KernelCard(name="Test Walker",
                        type_line=TypeLine.parse("Legendary Planeswalker — Jace"), loyalty="3")
    table.battlefield(1, walker, counters={"loyalty": 3})
    table.battlefield(1, "Forest", "Forest")
    table.battlefield(0, "Ulamog's Crusher")
    table.answer("sacrifice", "Forest", "Forest", player=1)
    table.attack("Ulamog's Crusher", defender="Test Walker")
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == ["Test Walker"]


def test_702_86b_each_instance_triggers_separately(table: Table) -> None:
    """The Crusher granted a second annihilator 2: two triggers, four permanents."""
    from manastack.api import AddAbilities

    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Forest", "Forest", "Forest", "Forest", "Forest")
    oid = table.find("Ulamog's Crusher", zone=Zone.BATTLEFIELD).id
    extra = table.game.rules.card("Ulamog's Crusher").abilities[:1]
    table.game.add_effect(ContinuousEffect(parts=(AddAbilities(extra),), objects=(oid,),
                                           text="gains annihilator 2"))
    table.refresh()
    table.attack("Ulamog's Crusher")
    assert len(table.game.ids_in(Zone.STACK)) == 2
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == ["Forest"]


def test_613_1f_loses_annihilator_loses_the_trigger(table: Table) -> None:
    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Forest")
    oid = table.find("Ulamog's Crusher", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("annihilator",)),),
                                           objects=(oid,), text="loses annihilator"))
    table.refresh()
    assert not table.has_keyword("Ulamog's Crusher", "annihilator")
    table.attack("Ulamog's Crusher")
    assert not table.game.ids_in(Zone.STACK)


def test_508_1d_the_crusher_must_attack_and_annihilates(table: Table) -> None:
    """Ulamog's Crusher attacks each combat if able (508.1d): declaring no attackers is
    refused; it attacks and Bob sacrifices."""
    from manastack.api import IllegalActionError

    table.battlefield(0, "Ulamog's Crusher")
    table.battlefield(1, "Forest", "Forest")
    table.go_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        table.game.respond([])
    table.attack("Ulamog's Crusher")
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == []


def test_artisan_of_kozilek_cast_then_annihilates(table: Table) -> None:
    """Artisan of Kozilek cast (its cast trigger returns Grizzly Bears from the graveyard,
    603.2, 113.6k), next turn it attacks: Bob sacrifices two."""
    table.lands(0, "Forest", 9)
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, "Artisan of Kozilek")
    table.battlefield(1, "Forest", "Forest", "Hill Giant")
    table.cast("Artisan of Kozilek")
    resolve_stack(table)
    table.assert_zone("Artisan of Kozilek", Zone.BATTLEFIELD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.answer("sacrifice", "Forest", "Forest", player=1)
    table.attack("Artisan of Kozilek")
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 1) == ["Hill Giant"]
