"""Prototype (CR 702.160, 718): cast prototyped, a card has its prototype mana cost, power,
toughness and colour on the stack and the battlefield, its normal ones anywhere else. Runs
alone with ``pytest plugins/prototype``. Grizzly Bears, Unsummon, Murder and the basic lands
come from the kernel's pool."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import CastSpell, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("prototype")

#: Each prototype card of the pool: (normal mana cost, P/T), (prototype mana cost, P/T, colour).
CARDS = {
    "Goring Warplow": (("{6}", 5, 4), ("{1}{B}", 1, 1, "B")),
    "Combat Thresher": (("{7}", 3, 3), ("{2}{W}", 1, 1, "W")),
    "Rust Goliath": (("{10}", 10, 10), ("{3}{G}{G}", 3, 5, "G")),
    "Autonomous Assembler": (("{5}", 4, 5), ("{1}{W}", 2, 2, "W")),
}


def mana_for(cost: str) -> str:
    """The mana letters paying ``cost`` exactly ("{3}{G}" -> "CCCG")."""
    return "".join("C" * int(s) if s.isdigit() else s for s in re.findall(r"\{(\w+)\}", cost))


def mana_value(cost: str) -> int:
    return len(mana_for(cost))


def casts(table: Table, name: str, player: int = 0) -> list[str | None]:
    """The permissions ``name`` may be cast with now."""
    decision = table.game.pending()
    assert decision is not None and decision.player == player
    return [a.permission for a in decision.options
            if isinstance(a, CastSpell) and a.name == name]


def prototype(table: Table, name: str, player: int = 0) -> None:
    table.mana(player, mana_for(CARDS[name][1][0]))
    table.hand(player, name)
    table.cast(name, using="prototype")


def assert_normal(table: Table, obj_id: int, name: str) -> None:
    """CR 718.4: the card's normal mana cost, power, toughness and colour (colourless)."""
    (cost, power, toughness), _ = CARDS[name]
    ch = table.game.chars(obj_id)
    assert str(ch.mana_cost) == cost
    assert (ch.power, ch.toughness) == (power, toughness)
    assert ch.colors == frozenset()
    assert table.game.mana_value(obj_id) == mana_value(cost)


def assert_prototyped(table: Table, obj_id: int, name: str) -> None:
    """CR 718.3b: the prototype mana cost, power and toughness, and its mana cost's colour."""
    _, (cost, power, toughness, colour) = CARDS[name]
    ch = table.game.chars(obj_id)
    assert str(ch.mana_cost) == cost
    assert (ch.power, ch.toughness) == (power, toughness)
    assert ch.colors == frozenset({colour})
    assert table.game.mana_value(obj_id) == mana_value(cost)


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("prototype", "manastack_prototype", "cards.toml")
    assert sorted(source.names()) == sorted([*CARDS, "Relm's Sketching"])
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "prototype" in rules.printed(card).keywords
    assert_printed(source.get(n) for n in [*CARDS, "Relm's Sketching"])


def test_without_the_plugin_a_prototype_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("prototype", "manastack_prototype", "cards.toml")
    definition = source.get("Goring Warplow")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("prototype", "prototype"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_718_3b_each_card_cast_prototyped_is_its_prototype(table: Table, name: str) -> None:
    """Cast prototyped for its prototype mana cost (exactly that mana), each card is on the
    stack and on the battlefield its prototype: mana cost, mana value, power, toughness and
    the colour of that mana cost (105.2), still an artifact creature (718.5)."""
    prototype(table, name)
    spell = table.find(name, zone=Zone.STACK)
    assert_prototyped(table, spell.id, name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD)
    obj = table.find(name)
    assert_prototyped(table, obj.id, name)
    ch = table.game.chars(obj.id)
    assert ch.type_line.has_type("Artifact") and ch.is_creature
    assert (table.power(name), table.toughness(name)) == CARDS[name][1][1:3]


@pytest.mark.parametrize("name", sorted(CARDS))
def test_718_4_each_card_cast_normally_keeps_its_normal_characteristics(table: Table,
                                                                        name: str) -> None:
    """Cast normally for its mana cost, the card is its normal self on the stack and on the
    battlefield: colourless, its own mana cost, power and toughness."""
    table.mana(0, mana_for(CARDS[name][0][0]))
    table.hand(0, name)
    table.cast(name)
    assert_normal(table, table.find(name, zone=Zone.STACK).id, name)
    table.resolve()
    assert_normal(table, table.find(name).id, name)


def test_718_4_in_the_hand_it_has_its_normal_characteristics(table: Table) -> None:
    table.hand(0, "Goring Warplow")
    assert_normal(table, table.find("Goring Warplow", zone=Zone.HAND).id, "Goring Warplow")


def test_718_3_both_ways_are_offered_when_both_can_be_paid(table: Table) -> None:
    """With seven mana Combat Thresher may be cast normally or prototyped; with three only
    prototyped (718.3a: its prototype mana cost is what is evaluated)."""
    table.mana(0, "CCCCCCW")
    table.hand(0, "Combat Thresher")
    assert sorted(map(str, casts(table, "Combat Thresher"))) == ["hand", "prototype"]


def test_718_3a_with_only_the_prototype_mana_only_the_prototype_is_offered(table: Table) -> None:
    table.mana(0, "CCW")
    table.hand(0, "Combat Thresher")
    assert casts(table, "Combat Thresher") == ["prototype"]


def test_732_a_prototype_cast_without_enough_mana_is_refused_unchanged(table: Table) -> None:
    """Two mana for Combat Thresher's {2}{W} prototype: refused, the card stays in the hand
    and nothing is paid (CR 601.2h, 732)."""
    table.mana(0, "CW")
    table.hand(0, "Combat Thresher")
    table.assert_illegal(table.cast, "Combat Thresher", using="prototype")
    table.assert_zone("Combat Thresher", Zone.HAND)


def test_732_the_prototype_mana_must_be_its_colour(table: Table) -> None:
    """{2}{W} can't be paid with three colourless mana: refused, the game unchanged."""
    table.mana(0, "CCC")
    table.hand(0, "Combat Thresher")
    table.assert_illegal(table.cast, "Combat Thresher", using="prototype")
    table.assert_zone("Combat Thresher", Zone.HAND)


def test_718_5_a_prototyped_thresher_draws_and_has_double_strike(table: Table) -> None:
    """Combat Thresher prototyped for {2}{W}: its "When this creature enters, draw a card"
    triggers (718.5), and the 1/1 keeps double strike."""
    table.library(0, "Plains", "Plains")
    prototype(table, "Combat Thresher")
    hand = len(table.game.objects_in(Zone.HAND, 0))
    table.resolve()
    table.resolve()  # the enters trigger
    assert len(table.game.objects_in(Zone.HAND, 0)) == hand + 1
    assert table.has_keyword("Combat Thresher", "double strike")


def test_718_4_returned_to_the_hand_it_is_its_normal_self(table: Table) -> None:
    """Goring Warplow prototyped, then Unsummon: in the hand it is a {6} colourless 5/4 again
    (718.4); cast normally again it is a 5/4 on the battlefield, a new object (400.7)."""
    prototype(table, "Goring Warplow")
    table.resolve()
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Goring Warplow"])
    table.resolve()
    card = table.find("Goring Warplow", zone=Zone.HAND)
    assert_normal(table, card.id, "Goring Warplow")
    table.mana(0, "CCCCCC")
    table.cast("Goring Warplow")
    table.resolve()
    assert_normal(table, table.find("Goring Warplow").id, "Goring Warplow")


def test_718_4_in_the_graveyard_it_is_its_normal_self(table: Table) -> None:
    """Goring Warplow prototyped, then destroyed by its controller's Murder: in the graveyard it is its normal
    colourless 5/4 with mana value 6 (718.4)."""
    prototype(table, "Goring Warplow")
    table.resolve()
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Goring Warplow"])
    table.resolve()
    card = table.find("Goring Warplow", zone=Zone.GRAVEYARD)
    assert_normal(table, card.id, "Goring Warplow")


def test_718_3c_a_copy_of_a_prototyped_spell_is_prototyped(table: Table) -> None:
    """A copy of Goring Warplow cast prototyped (707.10) is a 1/1 black spell of mana value 2,
    and resolves into a 1/1 black token (718.3c)."""
    from manastack.api import copy_spell

    prototype(table, "Goring Warplow")
    spell = table.find("Goring Warplow", zone=Zone.STACK)
    copy = copy_spell(table.game, spell, 0)
    assert_prototyped(table, copy.id, "Goring Warplow")
    table.resolve()
    table.resolve()
    warplows = [o for o in table.game.battlefield(0) if o.card.name == "Goring Warplow"]
    assert len(warplows) == 2 and any(o.is_token for o in warplows)
    for obj in warplows:
        assert_prototyped(table, obj.id, "Goring Warplow")


def test_718_3d_a_copy_of_a_prototyped_permanent_copies_the_prototype(table: Table) -> None:
    """Relm's Sketching copies Goring Warplow cast prototyped: the token is a 1/1 black
    Warplow with mana value 2, not the card's normal 5/4 (718.3d)."""
    prototype(table, "Goring Warplow")
    table.resolve()
    table.mana(0, "CCUU")
    table.hand(0, "Relm's Sketching")
    table.cast("Relm's Sketching", targets=["Goring Warplow"])
    table.resolve()
    warplows = [o for o in table.game.battlefield(0) if o.card.name == "Goring Warplow"]
    assert len(warplows) == 2
    token = next(o for o in warplows if o.is_token)
    assert_prototyped(table, token.id, "Goring Warplow")
    assert table.game.chars(token.id).keywords >= {"deathtouch"}
