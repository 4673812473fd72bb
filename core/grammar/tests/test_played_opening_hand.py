"""Leyline of the Void, played: from the opening hand (CR 103.6a) and cast (614.1a).

"If this card is in your opening hand, you may begin the game with it on the battlefield."
is an action its owner may take once the opening hands are drawn: the starting player first,
then each other player in turn order (CR 103.6); taken, the card is put onto the battlefield
(103.6a). "If a card would be put into an opponent's graveyard from anywhere, exile it
instead." is a replacement effect (614.1a) of the permanent. The card comes with its exact
Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Game
from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

LEYLINE_OF_THE_VOID = CardDef(
    name="Leyline of the Void", mana_cost="{2}{B}{B}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, "
         "exile it instead.")

CARDS = (LEYLINE_OF_THE_VOID,)

kit = pytest.mark.plugins(extra={"proveb-leyline-kit": card_pool("proveb-leyline-kit", CARDS)})


def names(game: Game, zone: Zone, player: int) -> list[str]:
    return sorted(o.card.name for o in game.objects_in(zone, player))


def started(rules: Rules, answers: list[str]) -> Game:
    """A game whose players both have Leyline of the Void among their 7 opening cards
    (CR 103.5), started with the "may" answers scripted in order (103.6)."""
    deck = ["Leyline of the Void", *["Swamp"] * 9]
    game = Game.from_decks(rules, [deck, deck], names=["Alice", "Bob"], start=False)
    for choice in answers:
        game.script.queue.append(Answer("may", (choice,)))
    game.start(shuffle=False)
    return game


@kit
def test_the_players_may_begin_the_game_with_it_on_the_battlefield(rules: Rules) -> None:
    """CR 103.6, 103.6a: the starting player (Alice) begins the game with her Leyline on the
    battlefield; Bob declines, his stays in his hand."""
    game = started(rules, ["yes", "no"])
    assert names(game, Zone.BATTLEFIELD, 0) == ["Leyline of the Void"]
    assert "Leyline of the Void" not in names(game, Zone.HAND, 0)
    assert names(game, Zone.BATTLEFIELD, 1) == []
    assert "Leyline of the Void" in names(game, Zone.HAND, 1)
    assert len(names(game, Zone.HAND, 0)) == 6  # 7 drawn, the Leyline put out (103.6a)


@kit
def test_declined_it_stays_in_the_opening_hand(rules: Rules) -> None:
    """CR 103.6: the action is optional: both decline, both Leylines stay in hand."""
    game = started(rules, ["no", "no"])
    assert names(game, Zone.BATTLEFIELD, 0) == names(game, Zone.BATTLEFIELD, 1) == []
    assert "Leyline of the Void" in names(game, Zone.HAND, 0)
    assert "Leyline of the Void" in names(game, Zone.HAND, 1)


@kit
def test_cast_it_exiles_the_cards_going_to_an_opponents_graveyard(table: Table) -> None:
    """CR 614.1a: cast and resolved, Leyline of the Void exiles the opponent's Grizzly Bears
    Murder destroys, instead of putting them into their graveyard; the controller's own
    Murder still goes to its owner's graveyard (not an opponent's)."""
    table.lands(0, "Swamp", 7)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Leyline of the Void", "Murder")
    table.cast("Leyline of the Void")
    table.resolve()
    table.assert_zone("Leyline of the Void", Zone.BATTLEFIELD, 0)
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    assert table.names(Zone.GRAVEYARD, 1) == []
    table.assert_zone("Murder", Zone.GRAVEYARD, 0)


@kit
def test_an_opponents_token_is_no_card_and_still_goes_to_the_graveyard(table: Table) -> None:
    """CR 111.1, 111.7, 700.4: a token is no card: Leyline of the Void doesn't replace its
    move; Bob's Soldier token destroyed goes to his graveyard (it dies), then ceases to
    exist. (It was exiled instead.)"""
    table.lands(0, "Swamp", 7)
    token = table.card("Soldier Token", "Creature — Soldier", p="1", t="1")
    table.game.create_token(token, 1)
    table.hand(0, "Leyline of the Void", "Murder")
    table.cast("Leyline of the Void")
    table.resolve()
    seen = len(table.game.log)
    table.cast("Murder", targets=["Soldier Token"])
    table.resolve()
    moves = [e.text for e in table.game.log[seen:] if "Soldier Token" in e.text]
    assert any("battlefield -> graveyard" in text for text in moves), moves
    assert not any("exile" in text for text in moves), moves


@kit
def test_without_it_the_opponents_creature_goes_to_the_graveyard(table: Table) -> None:
    """CR 701.8a: the other branch: with no Leyline, a destroyed creature goes to its owner's
    graveyard."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Leyline of the Void", "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_leyline_of_the_void_is_read(rules: Rules) -> None:
    """Both lines are read: the opening-hand action (CR 103.6a) and the replacement
    (614.1a)."""
    card = rules.card("Leyline of the Void")
    assert card.playable and not card.unrecognized
    assert {"grammar:begin the game on the battlefield",
            "grammar:leyline of the void"} <= card.read_with
    text, playable = explain_card(rules, "Leyline of the Void")
    assert playable
    assert "rule 'begin the game on the battlefield' [grammar]" in text


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
