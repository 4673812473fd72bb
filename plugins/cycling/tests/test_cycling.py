"""Cycling and typecycling (CR 702.29, 113.6b, 602.2): the manastack-cycling plugin alone,
cycling printed cards from the hand.

The basic lands and Grizzly Bears come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_cycling.keyword import CyclingAbility, searched_filter
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import (
    ActivateAbility,
    Answer,
    CardDef,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    hookimpl,
)

cycling = pytest.mark.plugins("cycling")

#: Each printed kind of the pool: the card, the lands paying its cost, the card it finds.
TYPECYCLERS = {
    "Ash Barrens": ("basic landcycling", {"Plains": 1}, "Forest"),
    "Noble Templar": ("plainscycling", {"Plains": 2}, "Plains"),
    "Shoreline Ranger": ("islandcycling", {"Island": 2}, "Island"),
    "Canyon Crawler": ("swampcycling", {"Swamp": 2}, "Swamp"),
    "Chartooth Cougar": ("mountaincycling", {"Mountain": 2}, "Mountain"),
    "Elvish Aberration": ("forestcycling", {"Forest": 2}, "Forest"),
    "Vedalken Aethermage": ("wizardcycling", {"Island": 3}, "Vedalken Aethermage"),
}


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("cycling-cards", "manastack_cycling", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@cycling
def test_each_kind_is_a_keyword_of_the_plugin_and_a_hand_ability(rules: Rules) -> None:
    """CR 702.29a, 702.29e: each kind is the plugin's; the ability functions in the hand only
    (113.6b) and its cost ends with "Discard this card"."""
    for name, (kind, _, _) in TYPECYCLERS.items():
        assert rules.ruleset.plugin_of_keyword(kind) == "cycling"
        (ability,) = [a for a in rules.card(name).abilities if isinstance(a, CyclingAbility)]
        assert ability.keyword == kind and ability.zones == ("hand",)
        assert "Discard this card" in str(ability.cost)


def test_what_each_typecycling_searches_for() -> None:
    """CR 702.29e: a subtype, or supertypes and card types ("basic landcycling")."""
    assert searched_filter("swampcycling").subtypes == ("Swamp",)
    basic = searched_filter("basic landcycling")
    assert basic.supertypes == ("Basic",) and basic.types == ("Land",)
    assert searched_filter("wizardcycling").subtypes == ("Wizard",)


@cycling
def test_cycling_barren_moor_draws_a_card(table: Table) -> None:
    """CR 702.29a: {B}, discard Barren Moor: draw a card. The ability is offered from the hand
    (113.6b), the card is revealed and discarded as the cost is paid (602.2a, 602.2b), and the
    draw happens as the ability resolves."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Barren Moor")
    table.library(0, "Grizzly Bears")
    options = [o for o in table.game.legal_actions() if getattr(o, "name", "") == "Barren Moor"]
    assert options, "cycling is offered from the hand"
    table.activate("Barren Moor")
    table.assert_zone("Barren Moor", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == []
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    table.assert_logged(rule="602.2a", contains="reveals Barren Moor")
    table.assert_logged(rule="701.9a", contains="Barren Moor")


@cycling
def test_cycling_is_refused_from_the_battlefield_and_without_mana(table: Table) -> None:
    """CR 702.29a: only from the hand. On the battlefield, Barren Moor's cycling is not an
    ability to activate there (113.6b, refused naming the rule); in the hand without {B} the
    cost can't be paid (602.2b): refused, the game as it was (CR 732)."""
    table.hand(0, "Barren Moor")
    table.library(0, "Grizzly Bears")
    table.assert_illegal(table.activate, "Barren Moor", rule="601.2h")
    (moor,) = table.battlefield(1, "Barren Moor")
    index = next(i for i, a in enumerate(table.game.chars(moor.id).abilities)
                 if isinstance(a, CyclingAbility))
    table.set_turn(active=1)
    table.assert_illegal(table.game.act, ActivateAbility(moor.id, index, "Barren Moor"),
                         rule="113.6")


@cycling
@pytest.mark.parametrize("name", sorted(TYPECYCLERS))
def test_typecycling_finds_its_card(table: Table, name: str) -> None:
    """CR 702.29e: "[Type]cycling [cost]": discard the card, search the library for a [type]
    card, reveal it, put it into the hand, shuffle (701.23). Grizzly Bears is not found."""
    kind, lands, found = TYPECYCLERS[name]
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, name)
    table.library(0, "Grizzly Bears", found, "Grizzly Bears")
    table.activate(name)
    table.assert_zone(name, Zone.GRAVEYARD, 0)
    table.resolve(answers=[Answer("search", (table.find(found, zone=Zone.LIBRARY).id,))])
    assert table.names(Zone.HAND, 0) == [found], kind
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Grizzly Bears"]


@pytest.mark.plugins("cycling", "landwalk")
def test_street_wraith_cycles_for_2_life(table: Table) -> None:
    """"Cycling—Pay 2 life." (702.29a, 119.4): no mana; Alice pays 2 life and discards it."""
    pytest.importorskip("manastack_landwalk")
    table.hand(0, "Street Wraith")
    table.library(0, "Grizzly Bears")
    table.activate("Street Wraith")
    table.resolve()
    table.assert_life(0, 18)
    table.assert_zone("Street Wraith", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


@pytest.mark.plugins("cycling", "flashback")
def test_cycle_marshaling_cry_then_flash_it_back(table: Table) -> None:
    """CR 702.29a then 702.34a: Marshaling Cry cycled ({2}, discard: draw) goes to the
    graveyard, from which its flashback ({3}{W}) casts it: the creatures get +1/+1 and
    vigilance, and the card is exiled as it resolves (702.34a)."""
    pytest.importorskip("manastack_flashback")
    table.lands(0, "Plains", 6)
    table.hand(0, "Marshaling Cry")
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Plains")
    table.activate("Marshaling Cry")
    table.resolve()
    table.assert_zone("Marshaling Cry", Zone.GRAVEYARD, 0)
    table.cast("Marshaling Cry", using="flashback")
    table.resolve()
    table.assert_zone("Marshaling Cry", Zone.EXILE, 0)
    assert table.power("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "vigilance")


@cycling
def test_cycling_at_instant_speed_in_combat(table: Table) -> None:
    """CR 602.2, 702.29a: cycling has no timing restriction: Bob cycles Barren Moor in Alice's
    declare attackers step."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Swamp", 1)
    table.hand(1, "Barren Moor")
    table.library(1, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.pass_priority()
    assert table.game.state.turn.step is Step.DECLARE_ATTACKERS
    table.activate("Barren Moor")
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]


class _CyclingCardsOnly:
    """The plugin's card file as a card source, without the keywords' rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("cycling-cards", "manastack_cycling", "cards.toml")]


def test_without_the_plugin_a_cycling_card_is_refused_naming_it() -> None:
    """A card with cycling is refused naming the keyword and the plugin."""
    table = Table.new(["cycling-cards"], extra={"cycling-cards": _CyclingCardsOnly()})
    card = table.game.rules.card("Barren Moor")
    assert not card.playable
    assert card.missing_keywords == (("cycling", "cycling"),)


FLAMEBLADE_ADEPT = CardDef(
    name="Flameblade Adept", mana_cost="{R}", type_line="Creature — Jackal Warrior",
    text="Menace\nWhenever you cycle or discard a card, this creature gets +1/+0 until end of "
         "turn.", power="1", toughness="2")


@pytest.mark.plugins("cycling", extra={"adept-kit": card_pool("adept-kit", [FLAMEBLADE_ADEPT])})
def test_cycling_triggers_cycle_or_discard_once(table: Table) -> None:
    """CR 702.29d: "Whenever you cycle or discard a card" triggers only once when a card is
    cycled (the discard paying the cost, 702.29a): Flameblade Adept gets +1/+0 once."""
    table.battlefield(0, "Flameblade Adept")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Barren Moor")
    table.library(0, "Grizzly Bears")
    table.activate("Barren Moor")
    table.resolve_all()
    table.assert_zone("Barren Moor", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.power("Flameblade Adept") == 2


def test_flameblade_adept_is_the_printed_card() -> None:
    """The test above plays the printed Flameblade Adept."""
    assert_printed([FLAMEBLADE_ADEPT])


SOJOURNERS_COMPANION = CardDef(
    name="Sojourner's Companion", mana_cost="{7}", type_line="Artifact Creature — Salamander",
    text="Affinity for artifacts\nArtifact landcycling {2} ({2}, Discard this card: Search "
         "your library for an artifact land card, reveal it, put it into your hand, then "
         "shuffle.)", power="4", toughness="4")
VAULT_OF_WHISPERS = CardDef(name="Vault of Whispers", mana_cost=None,
                            type_line="Artifact Land", text="{T}: Add {B}.")
SEARCHED = (SOJOURNERS_COMPANION, VAULT_OF_WHISPERS)
searched_kit = card_pool("typecycling-searched-kit", SEARCHED)


@pytest.mark.plugins("cycling", "affinity", extra={"searched-kit": searched_kit})
def test_sojourners_companion_artifact_landcycling_finds_an_artifact_land(
        table: Table) -> None:
    """CR 702.29e: "Artifact landcycling {2}": {2} and the discard paid (602.2), the search
    offers the artifact land Vault of Whispers, not the basic Swamp (701.23); the Vault goes
    to the hand, the Companion to the graveyard."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Sojourner's Companion")
    table.library(0, "Swamp", "Vault of Whispers", "Grizzly Bears")
    table.activate("Sojourner's Companion")
    table.assert_zone("Sojourner's Companion", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Plains") == 2
    vault = table.find("Vault of Whispers", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (vault,))])
    assert table.names(Zone.HAND, 0) == ["Vault of Whispers"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Swamp"]


@pytest.mark.plugins("cycling", "affinity", extra={"searched-kit": searched_kit})
def test_sojourners_companion_cant_find_a_basic_land(table: Table) -> None:
    """CR 701.23: the search finds only an artifact land card: answering with the basic Swamp
    is refused, the game unchanged (CR 732)."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Sojourner's Companion")
    table.library(0, "Swamp", "Vault of Whispers")
    table.activate("Sojourner's Companion")
    swamp = table.find("Swamp", zone=Zone.LIBRARY).id
    table.assert_illegal(table.resolve, answers=[Answer("search", (swamp,))])


def test_the_searched_kit_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards."""
    assert_printed(SEARCHED)
