"""Disguise (CR 702.168, 708): cast a card face down as a 2/2 creature with ward {2} for {3}
(702.168a-b) and turn it face up any time you have priority for its disguise cost, a
special action (116.2b, 702.168d, 708.8). Runs with the kernel, disguise and ward (the
face-down characteristics have ward {2}). Lightning Bolt, Counterspell, Glorious Anthem,
Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import FACE_DOWN, IllegalActionError, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("disguise", "ward")

#: Each card of the pool and its disguise cost.
CARDS = {"Basilica Stalker": "{4}{B}", "Riftburst Hellion": "{4}{R/G}{R/G}",
         "Alley Assailant": "{4}{B}{B}",
         "Museum Nightwatch": "{1}{W}", "Bolrac-Clan Basher": "{3}{R}{R}"}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def face_down(table: Table, name: str, player: int = 0) -> int:
    table.hand(player, name)
    table.cast(name, using="disguise")
    resolve_stack(table)
    return table.find(name, zone=Zone.BATTLEFIELD).id


def test_the_pool_is_the_cards_played_with_their_disguise_cost(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their disguise cost (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("disguise", "manastack_disguise", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", "") == "disguise"]
        assert str(ability.cost) == cost  # type: ignore[attr-defined]


def test_without_the_plugin_a_disguise_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("disguise", "manastack_disguise", "cards.toml")
    definition = source.get("Museum Nightwatch")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("disguise", "disguise"),)


def test_702_168a_b_cast_face_down_a_nameless_2_2_with_ward_2(table: Table) -> None:
    """Bolrac-Clan Basher cast face down for {3}: on the stack and on the battlefield a 2/2
    creature with ward {2} only, no name, no mana cost (702.168a); Bob sees no name."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Bolrac-Clan Basher")
    table.cast("Bolrac-Clan Basher", using="disguise")
    assert table.tapped_count(0) == 3
    (spell,) = table.game.ids_in(Zone.STACK)
    chars = table.game.chars(spell)
    assert (chars.name, str(chars.type_line), chars.keywords) == ("", "Creature",
                                                                   frozenset({"ward"}))
    assert "Bolrac-Clan Basher" not in repr(table.game.view(1))
    resolve_stack(table)
    oid = table.find("Bolrac-Clan Basher", zone=Zone.BATTLEFIELD).id
    assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    assert table.game.chars(oid).keywords == frozenset({"ward"})
    assert table.game.obj(oid).tags.get(FACE_DOWN)


def test_702_21a_the_face_down_creatures_ward_2_counters_bobs_bolt(table: Table) -> None:
    """Bob's Lightning Bolt targets the face-down creature: its ward {2} triggers (702.21a);
    Bob can't pay {2}, the Bolt is countered."""
    table.lands(0, "Plains", 3)
    face_down(table, "Museum Nightwatch")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Museum Nightwatch"])
    resolve_stack(table)
    table.assert_zone("Museum Nightwatch", Zone.BATTLEFIELD, 0)
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="702.21a")


def test_116_2b_702_168d_turned_face_up_for_its_disguise_cost(table: Table) -> None:
    """Turned face up for {3}{R}{R} (a special action, no stack): the same permanent, now
    Bolrac-Clan Basher, 3/2 with double strike and trample and no ward (708.8)."""
    table.lands(0, "Mountain", 3)
    oid = face_down(table, "Bolrac-Clan Basher")
    table.lands(0, "Mountain", 5)
    table.special("Bolrac-Clan Basher", "turn face up")
    assert not table.game.ids_in(Zone.STACK)
    chars = table.game.chars(oid)
    assert chars.name == "Bolrac-Clan Basher" and "ward" not in chars.keywords
    assert {"double strike", "trample"} <= chars.keywords
    table.assert_logged(rule="702.168d")
    table.assert_logged(rule="708.8")


def test_702_168d_not_offered_without_the_mana(table: Table) -> None:
    table.lands(0, "Plains", 3)
    face_down(table, "Museum Nightwatch")
    table.lands(0, "Plains", 1)
    with pytest.raises(IllegalActionError):
        table.special("Museum Nightwatch", "turn face up")


def test_613_2b_an_anthem_applies_on_top_of_the_face_down_characteristics(
        table: Table) -> None:
    table.battlefield(0, "Glorious Anthem")
    table.lands(0, "Swamp", 3)
    oid = face_down(table, "Basilica Stalker")
    assert (table.game.power(oid), table.game.toughness(oid)) == (3, 3)


def test_708_9_dead_face_down_it_is_revealed_face_up(table: Table) -> None:
    """Two Bolts: Bob pays the ward {2} for the first... simpler, Alice's own Bolt (ward
    only counters an opponent's, 702.21a) kills her face-down Museum Nightwatch: revealed
    (708.9), face up in the graveyard; it "dies", so its own trigger doesn't (it had no
    abilities as it died, 603.10a)."""
    table.lands(0, "Plains", 3)
    face_down(table, "Museum Nightwatch")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Museum Nightwatch"])
    resolve_stack(table)
    table.assert_zone("Museum Nightwatch", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="708.9", contains="Museum Nightwatch")
    assert not [o for o in table.game.battlefield(0) if o.card.name.startswith("Detective")]


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_168_each_card_of_the_pool_face_down_then_face_up(table: Table,
                                                              name: str) -> None:
    table.mana(0, "CCC")
    oid = face_down(table, name)
    assert table.game.chars(oid).name == ""
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 2)
    table.lands(0, "Swamp", 2)
    table.lands(0, "Plains", 1)
    table.special(name, "turn face up")
    assert table.game.chars(oid).name == name


def test_708_2a_708_8_alley_assailant_face_down_enters_untapped_and_drains_turned_up(
        table: Table) -> None:
    """Alley Assailant face down has no text: its "enters tapped" doesn't apply (708.2a,
    708.4). Turned face up for {4}{B}{B}, its "when turned face up" ability triggers
    (708.8): Bob loses 3 life, Alice gains 3."""
    from manastack.api import Answer, PlayerRef

    table.lands(0, "Swamp", 9)
    oid = face_down(table, "Alley Assailant")
    assert not table.game.obj(oid).tapped
    table.special("Alley Assailant", "turn face up")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.assert_life(1, 17)
    table.assert_life(0, 23)
    assert not table.game.obj(oid).tapped
