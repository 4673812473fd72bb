"""Foretell (CR 702.143): the special action during your turn (116.2h), paying {2} and
exiling the card face down (406.3), and casting it on a later turn for its foretell cost
(118.9). Runs alone with ``pytest plugins/foretell`` (kernel + foretell only). Grizzly
Bears, Lightning Bolt and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import (
    FACE_DOWN,
    IllegalActionError,
    SpecialAction,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("foretell")

#: Each card of the pool and its foretell cost.
CARDS = {"Saw It Coming": "{1}{U}", "Doomskar": "{1}{W}{W}", "Demon Bolt": "{R}",
         "Iron Verdict": "{W}", "Alrund's Epiphany": "{4}{U}{U}"}


def offered(table: Table) -> list[SpecialAction]:
    decision = table.game.pending()
    assert decision is not None
    return [o for o in decision.options if isinstance(o, SpecialAction)]


def alices_next_turn(table: Table) -> None:
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("foretell", "manastack_foretell", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_foretell_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("foretell", "manastack_foretell", "cards.toml")
    definition = source.get("Demon Bolt")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("foretell", "foretell"),)


def test_116_2h_foretell_pays_2_and_exiles_it_face_down(table: Table) -> None:
    """No stack (702.143b); Alice gets priority again (116.3); the card is face down: Bob's
    view of the game doesn't show it (406.3), Alice's does (702.143a: she may look at it)."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Demon Bolt")
    table.special("Demon Bolt", "foretell")
    obj = table.find("Demon Bolt", zone=Zone.EXILE)
    assert obj.tags.get(FACE_DOWN)
    assert table.tapped_count(0) == 2
    assert not table.game.ids_in(Zone.STACK)
    table.assert_logged(rule="702.143a", contains="face down")
    assert table.game.view(1)["exile"] == [{"id": obj.id, "owner": 0, "face_down": True}]
    assert table.game.view(0)["exile"][0]["name"] == "Demon Bolt"


def test_116_2h_only_during_your_turn(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Demon Bolt")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority during his turn
    decision = table.game.pending()
    assert decision is not None and decision.player == 0
    assert not offered(table)
    table.set_turn(active=0, step=Step.UPKEEP)  # any time she has priority in her turn
    assert [o.name for o in offered(table)] == ["foretell"]


def test_702_143a_not_offered_without_2(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Demon Bolt")
    assert not offered(table)
    with pytest.raises(IllegalActionError):
        table.special("Demon Bolt", "foretell")


def test_702_143a_not_cast_the_turn_it_was_foretold(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Demon Bolt")
    table.battlefield(1, "Grizzly Bears")
    table.special("Demon Bolt", "foretell")
    with pytest.raises(IllegalActionError):
        table.cast("Demon Bolt", using="foretell", zone=Zone.EXILE,
                   targets=["Grizzly Bears"])
    table.assert_zone("Demon Bolt", Zone.EXILE, 0)


def test_702_143a_cast_on_a_later_turn_for_its_foretell_cost(table: Table) -> None:
    """Demon Bolt foretold, then on Alice's next turn cast for {R} instead of {2}{R}."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Demon Bolt")
    table.special("Demon Bolt", "foretell")
    alices_next_turn(table)
    table.battlefield(1, "Grizzly Bears")
    table.cast("Demon Bolt", using="foretell", zone=Zone.EXILE, targets=["Grizzly Bears"])
    assert table.tapped_count(0) == 1
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Demon Bolt", Zone.GRAVEYARD, 0)


def test_702_143a_an_instant_foretold_is_cast_on_the_opponents_turn(table: Table) -> None:
    """Saw It Coming foretold on Alice's turn, cast for {1}{U} on Bob's next turn (its
    timing is its own: an instant), countering his Lightning Bolt."""
    table.lands(0, "Island", 4)  # two pay {2} now, two stay untapped for Bob's turn
    table.lands(1, "Mountain", 1)
    table.hand(0, "Saw It Coming")
    table.hand(1, "Lightning Bolt")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.special("Saw It Coming", "foretell")
    table.next_turn()
    assert table.game.state.turn.active == 1
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()  # Bob passes: Alice responds
    table.cast("Saw It Coming", using="foretell", zone=Zone.EXILE, targets=["Lightning Bolt"])
    table.resolve()
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 1)
    assert table.life(0) == 20


def test_118_9a_a_foretold_card_is_not_cast_from_the_hand_for_its_foretell_cost(
        table: Table) -> None:
    """The permission is from exile only, for a foretold card."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Demon Bolt")
    table.battlefield(1, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Demon Bolt", using="foretell", targets=["Grizzly Bears"])


def test_702_143c_a_card_exiled_otherwise_is_not_foretold(table: Table) -> None:
    table.exile(0, "Demon Bolt")
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1, turn=3)
    with pytest.raises(IllegalActionError):
        table.cast("Demon Bolt", using="foretell", zone=Zone.EXILE, targets=["Grizzly Bears"])


@pytest.mark.parametrize("name", sorted(CARDS))
def test_116_2h_each_card_of_the_pool_is_foretold(table: Table, name: str) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, name)
    table.special(name, "foretell")
    assert table.find(name, zone=Zone.EXILE).tags.get(FACE_DOWN)


def test_702_143a_116_2h_foretelling_on_the_opponents_turn_is_refused_with_its_reason(
        table: Table) -> None:
    """Saw It Coming in Alice's hand during Bob's turn, sent straight to ``Game.act``:
    refused citing foretell's rule and 116.2h, saying whose turn it is; the game unchanged
    (CR 732). The test kit's name lookup gives the same refusal."""
    table.lands(0, "Island", 2)
    (card,) = table.hand(0, "Saw It Coming")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority during his turn
    by_act = table.assert_illegal(table.game.act, SpecialAction(card.id, "foretell",
                                                                "foretell"), rule="702.143a")
    by_name = table.assert_illegal(table.special, "Saw It Coming", "foretell",
                                   rule="702.143a")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert "116.2h" in by_act.rules
    assert "only during its owner's turn, and it is Bob's turn" in by_act.reason
    table.assert_zone("Saw It Coming", Zone.HAND, 0)


def test_702_143a_118_3_foretelling_without_2_names_the_cost(table: Table) -> None:
    """Saw It Coming with one Island: {2} can't be paid (118.3)."""
    table.lands(0, "Island", 1)
    (card,) = table.hand(0, "Saw It Coming")
    exc = table.assert_illegal(table.game.act, SpecialAction(card.id, "foretell", "foretell"),
                               rule="702.143a")
    assert {"116.2h", "118.3"} <= set(exc.rules)
    assert "can't pay {2} for foretell Saw It Coming" in exc.reason
