"""Bushido (CR 702.45): "Bushido N" means "Whenever this creature blocks or becomes blocked,
it gets +N/+N until end of turn". Runs alone with ``pytest plugins/bushido`` (kernel +
bushido only). Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import (
    ContinuousEffect,
    KeywordTrigger,
    RemoveAbilities,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("bushido")

#: Each card of the pool and its N.
CARDS = {"Araba Mothrider": 1, "Battle-Mad Ronin": 2, "Devoted Retainer": 1,
         "Hand of Honor": 1, "Konda, Lord of Eiganjo": 5, "Kitsune Blademaster": 1,
         "Jade Avenger": 2, "Samurai Enforcers": 2, "Nezumi Ronin": 1, "Takeno's Cavalry": 1}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("bushido", "manastack_bushido", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_45a_bushido_n_is_two_triggers_named_bushido(rules: Any) -> None:
    card = rules.card("Jade Avenger")
    abilities = [a for a in card.abilities if isinstance(a, KeywordTrigger)]
    assert [a.keyword for a in abilities] == ["bushido", "bushido"]
    assert [a.trigger.event for a in abilities] == ["blocks", "becomes_blocked"]
    assert all(a.trigger.self_only for a in abilities)


def test_without_the_plugin_a_bushido_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("bushido", "manastack_bushido", "cards.toml")
    definition = source.get("Jade Avenger")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("bushido", "bushido"),)


def test_702_45a_it_becomes_blocked_and_gets_plus_n(table: Table) -> None:
    """Jade Avenger (2/2, bushido 2) attacks; Hill Giant (3/3) blocks: the Avenger is 4/4,
    kills the Giant and survives (510.2, 704.5g)."""
    table.battlefield(0, "Jade Avenger")
    table.battlefield(1, "Hill Giant")
    table.attack("Jade Avenger")
    assert not table.game.ids_in(Zone.STACK)  # attacking triggers nothing
    table.block({"Hill Giant": "Jade Avenger"})
    table.assert_logged(rule="603.2", contains="Bushido 2")
    resolve_stack(table)
    table.assert_logged(rule="702.45a", contains="becomes blocked")
    assert (table.power("Jade Avenger"), table.toughness("Jade Avenger")) == (4, 4)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Jade Avenger", Zone.BATTLEFIELD, 0)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()  # CR 514.2: "until end of turn" ends in the cleanup step
    assert (table.power("Jade Avenger"), table.toughness("Jade Avenger")) == (2, 2)


def test_702_45a_it_blocks_and_gets_plus_n(table: Table) -> None:
    """Bob's Hill Giant attacks; Alice's Jade Avenger blocks it and is 4/4."""
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Jade Avenger")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.block({"Jade Avenger": "Hill Giant"})
    resolve_stack(table)
    table.assert_logged(rule="702.45a", contains="blocks")
    assert table.power("Jade Avenger") == 4
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Jade Avenger", Zone.BATTLEFIELD, 0)


def test_702_45a_unblocked_it_gets_nothing(table: Table) -> None:
    table.battlefield(0, "Jade Avenger")
    table.attack("Jade Avenger")
    table.block({})
    assert not table.game.ids_in(Zone.STACK)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    table.assert_not_logged(rule="702.45a")


def test_509_3c_blocked_by_two_it_triggers_once(table: Table) -> None:
    """"Becomes blocked" triggers once however many creatures block it (509.3c)."""
    table.battlefield(0, "Samurai Enforcers")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.attack("Samurai Enforcers")
    table.block({"Grizzly Bears": "Samurai Enforcers", "Hill Giant": "Samurai Enforcers"})
    assert len(table.game.ids_in(Zone.STACK)) == 1
    resolve_stack(table)
    assert table.power("Samurai Enforcers") == 6


def test_702_45b_each_instance_triggers_separately(table: Table) -> None:
    """Jade Avenger granted a second bushido 2 (a "gains bushido 2" effect, as Sensei
    Golden-Tail's): two triggers, +4/+4."""
    from manastack.api import AddAbilities

    table.battlefield(0, "Jade Avenger")
    table.battlefield(1, "Hill Giant")
    oid = table.find("Jade Avenger", zone=Zone.BATTLEFIELD).id
    extra = tuple(a for a in table.game.rules.card("Jade Avenger").abilities)
    table.game.add_effect(ContinuousEffect(parts=(AddAbilities(extra),), objects=(oid,),
                                           text="gains bushido 2"))
    table.refresh()
    table.attack("Jade Avenger")
    table.block({"Hill Giant": "Jade Avenger"})
    assert len(table.game.ids_in(Zone.STACK)) == 2
    resolve_stack(table)
    assert table.power("Jade Avenger") == 6


def test_613_1f_loses_bushido_loses_both_triggers(table: Table) -> None:
    table.battlefield(0, "Jade Avenger")
    table.battlefield(1, "Hill Giant")
    oid = table.find("Jade Avenger", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("bushido",)),),
                                           objects=(oid,), text="loses bushido"))
    table.refresh()
    assert not table.has_keyword("Jade Avenger", "bushido")
    table.attack("Jade Avenger")
    table.block({"Hill Giant": "Jade Avenger"})
    assert not table.game.ids_in(Zone.STACK)


def test_702_45a_first_strike_and_bushido(table: Table) -> None:
    """Kitsune Blademaster (2/2 first strike, bushido 1) blocked by Hill Giant: 3/3, its
    first-strike damage kills the Giant before it deals damage (510.4)."""
    table.battlefield(0, "Kitsune Blademaster")
    table.battlefield(1, "Hill Giant")
    table.attack("Kitsune Blademaster")
    table.block({"Hill Giant": "Kitsune Blademaster"})
    resolve_stack(table)
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.find("Kitsune Blademaster", zone=Zone.BATTLEFIELD).damage == 0


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_45a_each_card_of_the_pool_gets_its_n_when_it_blocks(table: Table, name: str) -> None:
    """Bob's Grizzly Bears attacks; the card blocks it (fliers too: 702.9b restricts only
    what blocks a flier)."""
    table.battlefield(0, name)
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    power, toughness = table.power(name), table.toughness(name)
    table.attack("Grizzly Bears")
    table.block({name: "Grizzly Bears"})
    resolve_stack(table)
    n = CARDS[name]
    assert (table.power(name), table.toughness(name)) == (power + n, toughness + n)
