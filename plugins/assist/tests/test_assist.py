"""Assist (CR 702.132): another player chosen by the caster pays generic mana of the total
cost with their own mana. Runs alone with ``pytest plugins/assist`` (kernel + assist only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Decision, Game, PlayerRef, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("assist")

CARDS = ("Play of the Game", "Bloodborn Scoundrels", "Skystreamer", "Charging Binox")


def bob(game: Game, decision: Decision) -> tuple[Any, ...]:
    return (PlayerRef(1),)


def amount(n: int) -> Any:
    def pick(game: Game, decision: Decision) -> tuple[Any, ...]:
        return (n,)
    return pick


def tapped(table: Table, player: int) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.tapped)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("assist", "manastack_assist", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_assist_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("assist", "manastack_assist", "cards.toml")
    definition = source.get("Skystreamer")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("assist", "assist"),)


def test_702_132a_the_other_player_pays_some_generic_mana_with_their_lands(table: Table) -> None:
    """Bloodborn Scoundrels {5}{B}: Bob taps three of his Swamps for {3}, Alice pays the rest;
    the Scoundrels enter and their trigger drains Bob."""
    table.lands(0, "Swamp", 3)
    table.lands(1, "Swamp", 4)
    table.hand(0, "Bloodborn Scoundrels")
    chosen = table.on_decision("assist", bob)
    asked = table.on_decision("assist_amount", amount(3), player=1)
    table.cast("Bloodborn Scoundrels")
    (choice,) = chosen
    assert choice.options == ("none", PlayerRef(1))  # CR 702.132a: another player, or nobody
    (how_much,) = asked
    assert how_much.player == 1 and tuple(how_much.options) == (0, 1, 2, 3, 4)  # his four Swamps
    assert tapped(table, 1) == 3 and tapped(table, 0) == 3
    table.assert_logged(rule="601.2h", contains="Bob pays {B}{B}{B}")
    table.assert_logged(rule="605.3b")
    spell = table.game.stack()[-1].spell
    assert spell is not None and spell.mana_spent.count("{B}") == 6  # 601.2h: all of it
    table.resolve()
    table.assert_zone("Bloodborn Scoundrels", Zone.BATTLEFIELD)
    table.resolve(answers=())
    table.assert_life(1, 18)
    table.assert_life(0, 22)


def test_702_132a_the_other_player_pays_all_the_generic_mana(table: Table) -> None:
    """Play of the Game {6}{W}{W}: Alice has only {W}{W}; Bob's six Plains pay the {6}."""
    table.lands(0, "Plains", 2)
    table.lands(1, "Plains", 6)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Play of the Game")
    table.on_decision("assist", bob)
    table.on_decision("assist_amount", amount(6), player=1)
    table.cast("Play of the Game")
    assert tapped(table, 1) == 6 and tapped(table, 0) == 2
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)  # a nonland permanent of Bob's
    table.assert_zone("Play of the Game", Zone.GRAVEYARD)


def test_702_132a_the_other_player_may_pay_nothing(table: Table) -> None:
    """Chosen, Bob pays {0}: Alice pays the whole cost; none of Bob's lands taps."""
    table.lands(0, "Plains", 5)
    table.lands(1, "Plains", 4)
    table.hand(0, "Skystreamer")
    table.on_decision("assist", bob)
    table.on_decision("assist_amount", amount(0), player=1)
    table.cast("Skystreamer", answers=())
    assert tapped(table, 1) == 0 and tapped(table, 0) == 5
    table.resolve()
    table.assert_zone("Skystreamer", Zone.BATTLEFIELD)


def test_702_132a_the_caster_may_choose_nobody(table: Table) -> None:
    """"You may choose another player": choosing no one, the other player isn't asked."""
    table.lands(0, "Forest", 8)
    table.lands(1, "Forest", 7)
    table.hand(0, "Charging Binox")
    table.on_decision("assist", lambda game, decision: ("none",))
    asked = table.on_decision("assist_amount", amount(3), player=1)
    table.cast("Charging Binox")
    assert asked == []
    assert tapped(table, 1) == 0 and tapped(table, 0) == 8
    table.resolve()
    table.assert_zone("Charging Binox", Zone.BATTLEFIELD)


def test_702_132a_only_what_the_other_player_can_pay_is_offered(table: Table) -> None:
    """Bob has two lands: he is offered {0} to {2}; answering {3} is refused, game unchanged
    (CR 732)."""
    table.lands(0, "Plains", 5)
    table.lands(1, "Plains", 2)
    table.hand(0, "Skystreamer")
    table.on_decision("assist", bob)
    asked = table.on_decision("assist_amount", amount(3), player=1)
    table.assert_illegal(table.cast, "Skystreamer")
    assert tuple(asked[0].options) == (0, 1, 2)


def test_702_132a_the_caster_must_choose_another_player(table: Table) -> None:
    """Alice can't choose herself: the answer is refused, game unchanged (CR 732)."""
    table.lands(0, "Plains", 5)
    table.hand(0, "Skystreamer")
    table.on_decision("assist", lambda game, decision: (PlayerRef(0),))
    table.assert_illegal(table.cast, "Skystreamer")


def test_601_2h_the_caster_cant_pay_the_rest_so_the_helpers_lands_untap(table: Table) -> None:
    """Bob pays {2} of Charging Binox's {6}{R}; Alice has only three Forests for the rest:
    the cast is refused and Bob's lands are untapped again (CR 732)."""
    table.lands(0, "Forest", 3)
    table.lands(1, "Forest", 2)
    table.hand(0, "Charging Binox")
    table.on_decision("assist", bob)
    table.on_decision("assist_amount", amount(2), player=1)
    table.assert_illegal(table.cast, "Charging Binox", rule="601.2h")
    assert tapped(table, 1) == 0
    table.assert_zone("Charging Binox", Zone.HAND)
