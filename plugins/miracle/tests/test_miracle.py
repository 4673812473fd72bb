"""Miracle (CR 702.94): "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost." Runs alone with ``pytest plugins/miracle`` (kernel +
miracle only). Grizzly Bears, Divination and the basic lands come from the kernel's pool; the
miracle cards from this package's."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_miracle import MiracleAbility, revealed
from pytest_manastack import Table

from manastack.api import (
    IllegalActionError,
    KeywordTrigger,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
)

pytestmark = pytest.mark.plugins("miracle")

#: Each miracle card of the pool and its miracle cost.
CARDS = {"Banishing Stroke": "{W}", "Terminus": "{W}", "Temporal Mastery": "{1}{U}",
         "Thunderous Wrath": "{R}", "Vanishment": "{U}", "Bonfire of the Damned": "{X}{R}",
         "Entreat the Angels": "{X}{W}{W}"}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def draw_step(table: Table, *, active: int = 0) -> None:
    """Begin ``active``'s draw step of turn 2: the turn-based draw happens (504.1)."""
    table.set_turn(active=active, step=Step.DRAW, turn=2)
    table.game.pending()


def test_the_pool_is_the_cards_played_with_their_miracle_cost_and_trigger(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their miracle cost and trigger
    (the conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("miracle", "manastack_miracle", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        (miracle,) = [a for a in card.abilities if isinstance(a, MiracleAbility)]
        assert str(miracle.cost) == cost
        assert [a for a in card.abilities if isinstance(a, KeywordTrigger)]


def test_an_x_miracle_cost_is_read(rules: Any) -> None:
    """Entreat the Angels' "Miracle {X}{W}{W}": the miracle cost keeps its {X}, announced as
    the spell is cast for it (107.3a, 601.2b); the card's mana cost keeps its own {X}{X}."""
    card = rules.card("Entreat the Angels")
    assert card.playable, card.unrecognized
    (miracle,) = [a for a in card.abilities if isinstance(a, MiracleAbility)]
    assert miracle.cost.mana.has_x
    assert str(miracle.cost) == "{X}{W}{W}"


def test_without_the_plugin_a_miracle_card_names_it() -> None:
    from manastack.api import Rules, check_playable

    source = TomlCardSource.from_package("miracle", "manastack_miracle", "cards.toml")
    definition = source.get("Terminus")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("miracle", "miracle"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'miracle'"):
        check_playable(None, card)  # type: ignore[arg-type]


def test_702_94a_revealed_as_drawn_and_cast_for_its_miracle_cost(table: Table) -> None:
    """Alice draws Terminus in her draw step, the first card she draws this turn: she reveals
    it, the trigger goes on the stack, and as it resolves she casts Terminus for {W} (an
    alternative cost, 118.9): every creature goes to the bottom of its owner's library."""
    table.library(0, "Terminus", "Island")
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "yes")  # reveal
    table.answer("may", "yes")  # cast
    draw_step(table)
    table.assert_logged(rule="702.94a", contains="reveals Terminus as they draw it")
    table.assert_zone("Terminus", Zone.HAND, 0)
    terminus = table.find("Terminus", zone=Zone.HAND).id
    resolve_stack(table)
    table.assert_logged(rule="702.94a", contains="cast for its miracle cost")
    table.assert_zone("Terminus", Zone.GRAVEYARD, 0)
    assert table.names(Zone.BATTLEFIELD, 1) == []
    assert "Grizzly Bears" in table.names(Zone.LIBRARY, 0)
    assert table.game.state.zones[(Zone.LIBRARY, 1)][-1] == \
        table.find("Grizzly Bears", zone=Zone.LIBRARY, player=1).id  # 401.1: its bottom
    assert table.tapped_count(0) == 1  # {W}, not {4}{W}{W}
    assert terminus not in revealed(table.game)


def test_702_94b_the_card_stays_revealed_until_the_ability_resolves(table: Table) -> None:
    """Revealed, Thunderous Wrath stays revealed while its trigger waits on the stack; once
    the ability has resolved (declined here), it stays in the hand, no longer revealed."""
    table.library(0, "Thunderous Wrath", "Island")
    table.lands(0, "Mountain", 1)
    table.answer("may", "yes")  # reveal
    draw_step(table)
    wrath = table.find("Thunderous Wrath", zone=Zone.HAND).id
    assert revealed(table.game) == (wrath,)
    table.answer("may", "no")  # don't cast
    resolve_stack(table)
    table.assert_zone("Thunderous Wrath", Zone.HAND, 0)
    assert revealed(table.game) == ()
    table.assert_logged(rule="702.94b", contains="no longer revealed")
    table.assert_life(1, 20)
    assert table.tapped_count(0) == 0


def test_702_94a_not_revealed_nothing_triggers(table: Table) -> None:
    """The reveal is the drawing player's choice: declined, the card is just drawn."""
    table.library(0, "Terminus", "Island")
    table.lands(0, "Plains", 1)
    table.answer("may", "no")
    draw_step(table)
    table.assert_zone("Terminus", Zone.HAND, 0)
    assert not table.game.ids_in(Zone.STACK)
    assert not table.game.state.pending_triggers
    table.assert_logged(rule="702.94a", contains="chooses no (Reveal Terminus")
    table.assert_not_logged(rule="702.94a", contains="reveals")


def test_702_94a_only_the_first_card_drawn_this_turn(table: Table) -> None:
    """Divination draws Island then Vanishment after Alice's draw step: Vanishment is her third
    card drawn this turn, so no reveal is offered (a decision asked would fail the test)."""
    table.library(0, "Island", "Island", "Vanishment", "Island")
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    asked = table.watch_decisions("may")
    draw_step(table)  # the turn's first card: an Island
    table.go_to(Step.MAIN1)
    table.cast("Divination")
    table.resolve()
    table.assert_zone("Vanishment", Zone.HAND, 0)
    assert not table.game.ids_in(Zone.STACK)
    assert asked == []


def test_702_94a_the_first_card_of_a_two_card_draw(table: Table) -> None:
    """In Alice's first main phase, before she has drawn this turn, Divination's first card is
    her first drawn this turn: Vanishment, revealed and cast for {U}, puts Bob's Grizzly
    Bears on top of his library. The second card drawn (Banishing Stroke) is offered nothing."""
    table.library(0, "Vanishment", "Banishing Stroke", "Island")
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Divination")
    asked = table.watch_decisions("may", player=0)
    table.answer("may", "yes")  # reveal Vanishment
    table.answer("may", "yes")  # cast it
    table.cast("Divination")
    table.resolve()
    table.assert_zone("Banishing Stroke", Zone.HAND, 0)
    table.on_decision("targets", lambda game, d: (
        table.find("Grizzly Bears", zone=Zone.BATTLEFIELD, player=1).id,))
    resolve_stack(table)
    table.assert_zone("Vanishment", Zone.GRAVEYARD, 0)
    assert table.game.state.zones[(Zone.LIBRARY, 1)][0] == \
        table.find("Grizzly Bears", zone=Zone.LIBRARY, player=1).id
    assert [d.prompt for d in asked] == ["Reveal Vanishment as you draw it (miracle {U})?",
                                         "Cast Vanishment for its miracle cost {U}?"]
    assert table.tapped_count(0) == 4  # Divination's {2}{U} and Vanishment's {U}


def test_702_94a_a_cost_that_cant_be_paid_leaves_the_card_in_hand(table: Table) -> None:
    """Temporal Mastery's miracle cost {1}{U} can't be paid with one Island: the cast is
    refused and undone (601.2h, 732); the card stays in the hand, nothing else changes."""
    table.library(0, "Temporal Mastery", "Island")
    table.lands(0, "Island", 1)
    table.answer("may", "yes")  # reveal
    table.answer("may", "yes")  # try to cast
    draw_step(table)
    resolve_stack(table)
    table.assert_logged(rule="702.94a", contains="can't be cast")
    table.assert_zone("Temporal Mastery", Zone.HAND, 0)
    assert table.tapped_count(0) == 0
    assert table.game.state.turn.extra_turns == ()


def test_702_94a_the_permission_is_only_open_while_the_trigger_resolves(table: Table) -> None:
    """Outside the trigger's resolution the card can't be cast for its miracle cost: the cast
    is refused and the game is unchanged (732)."""
    from manastack.api import cast_by_permission

    table.hand(0, "Banishing Stroke")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears")
    stroke = table.find("Banishing Stroke", zone=Zone.HAND).id
    before = table.game.log_digest()
    with pytest.raises(IllegalActionError):
        cast_by_permission(table.game, 0, stroke, permission="miracle")
    assert table.game.log_digest() == before
    table.assert_zone("Banishing Stroke", Zone.HAND, 0)
    assert table.tapped_count(0) == 0


def test_400_7_gone_from_the_hand_the_trigger_does_nothing(table: Table) -> None:
    """If the revealed card leaves the hand before the trigger resolves, the trigger neither
    casts it nor asks anything (400.7)."""
    table.library(0, "Banishing Stroke", "Island")
    table.lands(0, "Plains", 1)
    table.answer("may", "yes")  # reveal
    draw_step(table)
    stroke = table.find("Banishing Stroke", zone=Zone.HAND).id
    table.game.move(stroke, Zone.GRAVEYARD, cause="effect")
    assert revealed(table.game) == ()
    table.on_decision("may", lambda game, d: pytest.fail(f"asked {d.prompt}"))
    resolve_stack(table)
    table.assert_logged(rule="702.94a", contains="no longer in its owner's hand")
    table.assert_zone("Banishing Stroke", Zone.GRAVEYARD, 0)


def test_103_5_the_opening_hand_is_not_drawn_this_turn(rules: Any) -> None:
    """Drawing the opening hand happens before the first turn: no reveal is offered (the
    first card of the seven would otherwise be the first drawn)."""
    from manastack.api import FirstLegalAgent, Game

    game = Game(rules, ("Alice", "Bob"), seed=1, agents=[FirstLegalAgent(), FirstLegalAgent()])
    for player, name in ((0, "Terminus"), (1, "Island")):
        for _ in range(10):
            game.create_object(rules.card(name), player, Zone.LIBRARY)
    asked: list[str] = []
    ask = game.ask

    def watched(decision: Any) -> tuple[Any, ...]:
        asked.append(decision.rule)
        return ask(decision)

    game.ask = watched  # type: ignore[method-assign]
    game.start(shuffle=False)
    assert len(game.hand(0)) == 7
    assert "702.94a" not in asked
    assert not any(e.rule == "702.94a" for e in game.log)


def test_702_94a_banishing_stroke_at_instant_speed_in_the_draw_step(table: Table) -> None:
    """Banishing Stroke revealed and cast for {W}: Bob's Grizzly Bears goes to the bottom of
    his library."""
    table.library(0, "Banishing Stroke", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("targets", "Grizzly Bears")
    draw_step(table)
    resolve_stack(table)
    assert table.game.state.zones[(Zone.LIBRARY, 1)][-1] == \
        table.find("Grizzly Bears", zone=Zone.LIBRARY, player=1).id
    table.assert_zone("Banishing Stroke", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0) == 1


def test_702_94a_thunderous_wrath_on_the_opponents_turn(table: Table) -> None:
    """The reveal and the cast are the drawing player's decisions: Bob's Thunderous Wrath,
    revealed in his draw step and cast for {R}, deals 5 damage to Alice."""
    table.library(1, "Thunderous Wrath", "Island")
    table.lands(1, "Mountain", 1)
    table.answer("may", "yes", player=1)
    table.answer("may", "yes", player=1)
    table.answer("targets", "Alice", player=1)
    draw_step(table, active=1)
    resolve_stack(table)
    table.assert_life(0, 15)
    table.assert_zone("Thunderous Wrath", Zone.GRAVEYARD, 1)
    assert table.tapped_count(1) == 1


def test_702_94a_temporal_mastery_for_its_miracle_cost(table: Table) -> None:
    """Temporal Mastery cast for {1}{U} in the draw step: Alice takes an extra turn after this
    one, and Temporal Mastery is exiled."""
    table.library(0, "Temporal Mastery", "Island")
    table.lands(0, "Island", 2)
    table.answer("may", "yes")
    table.answer("may", "yes")
    draw_step(table)
    resolve_stack(table)
    assert table.game.state.turn.extra_turns == (0,)
    table.assert_zone("Temporal Mastery", Zone.EXILE, 0)
    assert table.tapped_count(0) == 2


def test_732_an_illegal_answer_to_the_reveal_changes_nothing(table: Table) -> None:
    """The reveal is "yes" or "no": any other answer is refused and the draw is undone with
    it (the card back on top of the library, no draw counted, nothing revealed)."""
    from manastack.api import IllegalAnswerError

    table.library(0, "Terminus", "Island")
    table.lands(0, "Plains", 1)
    table.answer("may", "perhaps")
    table.set_turn(active=0, step=Step.DRAW, turn=2)
    with pytest.raises(IllegalAnswerError):
        table.game.pending()
    table.assert_zone("Terminus", Zone.LIBRARY, 0)
    assert table.game.state.turn.cards_drawn == ()
    assert revealed(table.game) == ()
    assert not table.game.state.pending_triggers
    assert not table.logged(rule="702.94a")


def test_107_3a_bonfire_of_the_damned_for_its_miracle_cost_with_x(table: Table) -> None:
    """Bonfire of the Damned revealed as drawn and cast for its miracle cost {X}{R} with X
    announced as 2 (107.3a, 601.2b): three Mountains pay it ({X}{X}{R} would be five); 2
    damage to Bob and to each creature he controls (his Grizzly Bears die, Alice's don't)."""
    table.library(0, "Bonfire of the Damned", "Island")
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.answer("may", "yes")  # reveal
    table.answer("may", "yes")  # cast
    table.answer("x", 2)
    table.answer("targets", "Bob")
    draw_step(table)
    resolve_stack(table)
    table.assert_logged(rule="702.94a", contains="cast for its miracle cost {X}{R}")
    table.assert_logged(rule="601.2b", contains="X = 2")
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    assert table.names(Zone.BATTLEFIELD, 1) == []
    table.assert_zone("Bonfire of the Damned", Zone.GRAVEYARD, 0)
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 3  # {2}{R}


def test_107_3a_an_x_the_lands_cant_pay_is_not_offered(table: Table) -> None:
    """With two Mountains, X can be at most 1 for {X}{R}: X is 1, Bob takes 1."""
    table.library(0, "Bonfire of the Damned", "Island")
    table.lands(0, "Mountain", 2)
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("targets", "Bob")
    table.answer("x", 1)
    decisions = table.watch_decisions("x")
    draw_step(table)
    resolve_stack(table)
    (x,) = decisions
    assert tuple(x.options) == (0, 1)
    table.assert_life(1, 19)
    assert table.tapped_count(0) == 2


def test_107_3a_entreat_the_angels_for_its_miracle_cost(table: Table) -> None:
    """Entreat the Angels cast for {X}{W}{W} with X = 3: five Plains pay it and three 4/4
    Angel tokens with flying enter (its mana cost would be {3}{3}{W}{W}{W}, nine)."""
    table.library(0, "Entreat the Angels", "Island")
    table.lands(0, "Plains", 5)
    table.answer("may", "yes")
    table.answer("may", "yes")
    table.answer("x", 3)
    draw_step(table)
    resolve_stack(table)
    angels = [n for n in table.names(Zone.BATTLEFIELD, 0) if n != "Plains"]
    assert len(angels) == 3
    assert table.tapped_count(0) == 5
    table.assert_zone("Entreat the Angels", Zone.GRAVEYARD, 0)
