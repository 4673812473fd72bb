"""Cascade (CR 702.85): "When you cast this spell, exile cards from the top of your library
until you exile a nonland card whose mana value is less than this spell's mana value. You
may cast that card without paying its mana cost if the resulting spell's mana value is less
than this spell's mana value. Then put all cards exiled this way that weren't cast on the
bottom of your library in a random order." Runs alone with ``pytest plugins/cascade``
(kernel + cascade only). Grizzly Bears, Craw Wurm, Counterspell, Lightning Bolt and the
basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("cascade")

#: The pool's cards and how many instances of cascade each has (702.85c).
CARDS = {"Shardless Agent": 1, "Enlisted Wurm": 1, "Violent Outburst": 1, "Demonic Dread": 1,
         "Bituminous Blast": 1, "Kathari Remnant": 1, "Maelstrom Colossus": 1,
         "Apex Devastator": 4}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def library_names(table: Table, player: int = 0) -> list[str]:
    """The library top first."""
    return [o.card.name for o in table.game.library(player)]


def test_the_pool_is_the_cards_played_with_their_cascade_count(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their number of cascade triggers
    (the conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("cascade", "manastack_cascade", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, count in CARDS.items():
        card = rules.card(name)
        triggers = [a for a in card.abilities if isinstance(a, KeywordTrigger)
                    and a.keyword == "cascade"]
        assert len(triggers) == count, name


def test_702_85a_cascade_is_a_when_you_cast_this_spell_trigger(rules: Any) -> None:
    (trigger,) = [a for a in rules.card("Shardless Agent").abilities
                  if isinstance(a, KeywordTrigger)]
    assert trigger.keyword == "cascade"
    assert trigger.trigger.event == "cast" and trigger.trigger.self_only


def test_without_the_plugin_a_cascade_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("cascade", "manastack_cascade", "cards.toml")
    definition = source.get("Shardless Agent")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert "Cascade" in card.unrecognized or card.missing_keywords == (("cascade", "cascade"),)


def test_702_85a_exiles_until_a_cheaper_nonland_card_and_casts_it(table: Table) -> None:
    """Shardless Agent (mana value 3): the lands and Craw Wurm (6) are passed over, Grizzly
    Bears (2) is cast without paying its mana cost (118.9); the trigger resolves first
    (113.6k: it is put on the stack above the spell)."""
    table.library(0, "Forest", "Craw Wurm", "Island", "Grizzly Bears", "Swamp")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.assert_logged(rule="113.6k", contains="triggers")
    table.answer("may", "yes")
    table.resolve()
    table.assert_logged(rule="702.85a", contains="Grizzly Bears")
    table.assert_logged(rule="118.9", contains="without paying its mana cost")
    table.assert_zone("Grizzly Bears", Zone.STACK)
    assert table.tapped_count(0) == 3  # nothing more was paid
    # the three cards not cast are on the bottom, under the Swamp, in some order
    names = library_names(table)
    assert names[0] == "Swamp" and sorted(names[1:]) == ["Craw Wurm", "Forest", "Island"]
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Shardless Agent", Zone.BATTLEFIELD, 0)


def test_702_85a_the_player_may_decline_and_the_card_goes_to_the_bottom(table: Table) -> None:
    table.library(0, "Grizzly Bears", "Island")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.answer("may", "no")
    table.resolve()
    table.assert_logged(rule="702.85a", contains="is not cast")
    assert library_names(table) == ["Island", "Grizzly Bears"]


def test_702_85a_equal_mana_value_is_not_less(table: Table) -> None:
    """Gray Ogre (3) is not less than Shardless Agent's 3: cascade goes on to Lightning
    Bolt (1), which needs its target (601.2c)."""
    table.library(0, "Gray Ogre", "Lightning Bolt")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.answer("may", "yes")
    table.answer("target", "Grizzly Bears")
    table.resolve()
    table.assert_zone("Lightning Bolt", Zone.STACK)
    assert library_names(table) == ["Gray Ogre"]
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


def test_702_85a_no_cheaper_card_all_go_to_the_bottom(table: Table) -> None:
    table.library(0, "Forest", "Craw Wurm", "Island")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.resolve()
    table.assert_logged(rule="702.85a", contains="no nonland card")
    assert sorted(library_names(table)) == ["Craw Wurm", "Forest", "Island"]
    assert not table.game.exile()


def test_702_85a_the_trigger_resolves_even_if_the_spell_is_countered(table: Table) -> None:
    """The trigger is independent of its source (113.7a); "this spell's mana value" is
    then its last known one (608.2h)."""
    table.library(0, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.lands(1, "Island", 2)
    table.hand(0, "Shardless Agent")
    table.hand(1, "Counterspell")
    table.cast("Shardless Agent")
    table.pass_priority()
    table.cast("Counterspell", targets=["Shardless Agent"])
    table.resolve()
    table.assert_zone("Shardless Agent", Zone.GRAVEYARD, 0)
    table.answer("may", "yes")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.STACK)


def test_702_85c_each_instance_triggers_separately(table: Table) -> None:
    """Apex Devastator's four instances: four triggers, four cards cast."""
    table.library(0, "Grizzly Bears", "Memnite", "Savannah Lions", "Llanowar Elves")
    table.lands(0, "Forest", 10)
    table.hand(0, "Apex Devastator")
    table.cast("Apex Devastator")
    assert sum(1 for e in table.game.log if e.rule == "113.6k") == 4
    for _ in range(4):
        table.answer("may", "yes")
    resolve_stack(table)
    for name in ("Grizzly Bears", "Memnite", "Savannah Lions", "Llanowar Elves",
                 "Apex Devastator"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)


def test_702_85a_an_instant_with_cascade_cascades_too(table: Table) -> None:
    """Violent Outburst: the cascaded Grizzly Bears resolves first, then the pump reaches
    it (613)."""
    table.library(0, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Violent Outburst")
    table.cast("Violent Outburst")
    table.answer("may", "yes")
    resolve_stack(table)
    assert table.power("Grizzly Bears") == 3


def test_702_85a_a_card_that_cant_be_cast_goes_to_the_bottom(table: Table) -> None:
    """Unsummon with no creature to target can't be cast (601.2c): the attempt is reversed
    (732), logged citing 702.85a, and Unsummon goes to the bottom with the others."""
    table.library(0, "Island", "Unsummon", "Forest")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")
    table.answer("may", "yes")
    table.resolve()
    table.assert_logged(rule="702.85a", contains="Unsummon can't be cast")
    names = library_names(table)
    assert names[0] == "Forest" and sorted(names[1:]) == ["Island", "Unsummon"]



#: Each pool card, the lands paying its cost and its targets (Bob's Hill Giant).
PLAYED = {"Enlisted Wurm": (("Forest", 5), ("Plains", 1), ()),
          "Demonic Dread": (("Swamp", 2), ("Mountain", 1), ("Hill Giant",)),
          "Bituminous Blast": (("Swamp", 4), ("Mountain", 1), ("Hill Giant",)),
          "Kathari Remnant": (("Swamp", 3), ("Island", 1), ()),
          "Maelstrom Colossus": (("Wastes", 8), ("Island", 0), ())}


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_702_85a_each_card_of_the_pool_cascades_into_memnite(table: Table, name: str) -> None:
    """Memnite (mana value 0) is less than any of them: cast for free, it enters."""
    (land, count), (other, more), targets = PLAYED[name]
    table.library(0, "Plains", "Memnite")
    table.battlefield(1, "Hill Giant")
    table.lands(0, land, count)
    if more:
        table.lands(0, other, more)
    table.hand(0, name)
    table.cast(name, targets=list(targets))
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    assert library_names(table) == ["Plains"]
    assert table.zone_of(name) in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
