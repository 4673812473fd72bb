"""Library sentences (manastack_grammar.sentences.libraries): "Look at the top seven cards of
your library. Put two of them into your hand and the rest on the bottom ...", surveil (CR
701.25a), and "Target player shuffles up to three target cards from their graveyard into
their library", whose cards must be in that player's graveyard, checked for the mode chosen
(601.2c, 601.2e)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table, by_name
from manastack.model.objects import Card, GameObject, Zone


def test_look_at_the_top_and_put_two_into_hand(table: Table, make: Callable[..., Card],
                                               put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Look at the top seven cards of your library. Put two of them into "
                           "your hand and the rest on the bottom of your library in any order."))
    table.library(0, "Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes",
                  "Grizzly Bears", "Craw Wurm")
    table.cast("Test Card")
    table.on_decision("choose", by_name("Grizzly Bears", "Swamp"))
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Swamp"]
    library = table.names(Zone.LIBRARY, 0)
    assert library[0] == "Craw Wurm"  # the eighth card is now on top
    assert sorted(library[1:]) == ["Forest", "Island", "Mountain", "Plains", "Wastes"]


def test_surveil_puts_chosen_cards_into_the_graveyard(table: Table, make: Callable[..., Card],
                                                      put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Surveil 2, then draw a card."))
    table.library(0, "Island", "Forest", "Swamp")
    table.cast("Test Card")
    table.on_decision("surveil", by_name("Island"))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert "Island" in table.names(Zone.GRAVEYARD, 0)
    table.assert_logged(rule="701.25a", contains="surveils 2")


def test_a_modal_spell_checks_the_targets_of_its_chosen_modes(table: Table, make: Callable[..., Card],
                                                              put: Callable[..., GameObject]) -> None:
    """The target restriction reads the targets of the mode it belongs to (CR 601.2c)."""
    put(table, make(table, "Choose one —\n• Put two +1/+1 counters on target creature.\n"
                           "• Target player shuffles up to three target cards from their "
                           "graveyard into their library."))
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(1, "Hill Giant")
    giant = table.find("Hill Giant", zone=Zone.GRAVEYARD).id
    table.assert_illegal(table.cast, "Test Card", modes=[1], targets=["Alice", [giant]],
                         rule="601.2c")
    table.cast("Test Card", modes=[1], targets=["Bob", [giant]])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == ["Hill Giant"]


def test_rite_of_renewal_offers_only_the_target_players_graveyard() -> None:
    """CR 601.2c, 404.1: Rite of Renewal's "Target player shuffles up to four target cards from
    their graveyard into their library": targets are chosen in order, so once Bob is the
    target player only the cards of Bob's graveyard are offered for the cards (a card of
    Alice's can't be chosen), and they go into Bob's library."""
    from manastack.engine.game import Game
    from manastack.model.decisions import CallbackAgent, Decision

    table = Table.new(enable=["oracle"])
    asked: list[Decision] = []

    def answer(game: Game, decision: Decision) -> tuple[object, ...]:
        asked.append(decision)
        if decision.prompt.lower().startswith("choose target player"):
            return tuple(o for o, label in zip(decision.options, decision.labels)
                         if "Bob" in label)
        return decision.options[: decision.max]

    table.lands(0, "Forest", 4)
    table.hand(0, "Rite of Renewal")
    table.graveyard(0, "Grizzly Bears", "Lightning Bolt")
    table.graveyard(1, "Hill Giant", "Shock")
    table.game.agents = [CallbackAgent(answer), None]
    table.cast("Rite of Renewal")
    cards = [d for d in asked if d.kind == "targets" and "four" in d.prompt]
    assert len(cards) == 1
    assert sorted(table.game.obj(o).card.name for o in cards[0].options) == ["Hill Giant", "Shock"]
    table.resolve()
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Hill Giant", "Shock"]
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
