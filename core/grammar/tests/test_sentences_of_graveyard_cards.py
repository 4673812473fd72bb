"""Sentences the cards of the graveyard keywords (flashback, escape, delve) print, prevention
(CR 615) and the small Oracle fixes they came with, read by the reader's own rules
(manastack_grammar.sentences: drawing_and_discarding, zone_changes, casting,
damage_and_life, composite...). Reader only: the cards are built here from Oracle sentences
that real cards print (the real cards live in the keyword plugins' pools)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from manastack.driver import Table, by_name
from manastack.model.abilities import KeywordAbility
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer, CallbackAgent, Decision
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step
from manastack_grammar.registration import KeywordDef


def make(table: Table, text: str, *, name: str = "Test Card", cost: str | None = "{0}",
         type_line: str = "Sorcery", power: str | None = None,
         toughness: str | None = None) -> Card:
    card = table.game.rules.compile(CardDef(name=name, mana_cost=cost, type_line=type_line,
                                            text=text, power=power, toughness=toughness))
    assert card.playable, card.unrecognized
    return card


def put(table: Table, card: Card, zone: Zone = Zone.HAND, player: int = 0) -> GameObject:
    return table.put(card, zone, player)


def test_then_splits_a_sentence_into_its_parts_in_order(table: Table) -> None:
    card = make(table, "Draw two cards, then discard two cards.")
    put(table, card)
    table.hand(0, "Grizzly Bears")
    table.library(0, "Island", "Forest", "Swamp")
    table.cast("Test Card")
    table.on_decision("discard", by_name("Grizzly Bears", "Forest"))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears", "Test Card"]


def test_discard_your_hand_then_draw(table: Table) -> None:
    card = make(table, "Discard your hand, then draw three cards.")
    put(table, card)
    table.hand(0, "Grizzly Bears", "Island")
    table.library(0, "Forest", "Forest", "Forest", "Swamp")
    table.cast("Test Card")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest", "Forest"]


def test_you_gain_life_and_draw_then_may_put_a_land(table: Table) -> None:
    card = make(table, "You gain 3 life and draw a card, then you may put a land card from your "
                       "hand onto the battlefield.")
    put(table, card)
    table.library(0, "Forest")
    table.cast("Test Card")
    table.resolve(answers=[Answer("may", ("no",))])  # may (608.2d): declined... a yes below
    table.assert_life(0, 23)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    again = make(table, "You gain 3 life and draw a card, then you may put a land card from "
                        "your hand onto the battlefield.", name="Other Card")
    put(table, again)
    table.library(0, "Island")
    table.cast("Other Card")
    table.on_decision("choose", by_name("Forest"))
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.BATTLEFIELD, 0) == ["Forest"]
    assert table.game.player(0).lands_played == 0  # CR 305.4: not a land play


def test_return_target_creature_card_from_your_graveyard_to_the_battlefield(table: Table) -> None:
    card = make(table, "Return target creature card from your graveyard to the battlefield.")
    put(table, card)
    table.graveyard(0, "Craw Wurm")
    table.graveyard(1, "Hill Giant")
    table.cast("Test Card", targets=["Craw Wurm"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Craw Wurm"]
    assert table.game.named("Craw Wurm", Zone.BATTLEFIELD).controller == 0


def test_prevent_all_combat_damage_this_turn(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    put(table, make(table, "Prevent all combat damage that would be dealt this turn.",
                    type_line="Instant"))
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.attack("Hill Giant")
    table.pass_priority()
    table.cast("Test Card")
    table.resolve()
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.names(Zone.BATTLEFIELD, 0).count("Grizzly Bears") == 1  # no damage dealt
    table.assert_logged(rule="615.1a", contains="prevented")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Hill Giant"])  # not combat damage: dealt
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


def test_prevention_lasts_this_turn_only(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=0)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Craw Wurm")
    put(table, make(table, "Prevent all combat damage that would be dealt this turn.",
                    type_line="Instant"))
    table.cast("Test Card")
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS, turn=2)
    table.attack("Craw Wurm")
    table.go_to(Step.END)
    table.assert_life(0, 14)


def test_counters_on_each_of_up_to_two_targets(table: Table) -> None:
    put(table, make(table, "Put a +1/+1 counter on each of up to two target creatures."))
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.cast("Test Card", targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.counters("Hill Giant", "+1/+1") == 1
    assert table.counters("Savannah Lions", "+1/+1") == 0


@pytest.mark.parametrize(("exiled", "life", "hand"), [("Craw Wurm", 23, 0), ("Island", 20, 1)])
def test_exile_target_card_from_a_graveyard_if_it_was_otherwise(
        table: Table, exiled: str, life: int, hand: int) -> None:
    put(table, make(table, "Exile target card from a graveyard. If it was a creature card, you "
                           "gain 3 life. Otherwise, you draw a card.", type_line="Instant"))
    table.graveyard(1, "Craw Wurm", "Island")
    table.library(0, "Forest")
    table.cast("Test Card", targets=[exiled])
    table.resolve()
    assert table.names(Zone.EXILE) == [exiled]
    table.assert_life(0, life)
    assert len(table.names(Zone.HAND, 0)) == hand


def test_counter_unless_its_controller_pays_x(table: Table) -> None:
    put(table, make(table, "Counter target spell unless its controller pays {X}.",
                    cost="{X}{U}", type_line="Instant"))
    table.lands(0, "Island", 3)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 3)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Test Card", x=2, targets=["Lightning Bolt"])
    # Bob can pay {2}: he chooses to
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert all(o.tapped for o in table.game.battlefield(1))
    table.assert_logged(rule="118.12", contains="isn't countered")
    table.resolve()
    table.assert_life(0, 17)


def test_counter_unless_pays_counters_when_it_cant_be_paid(table: Table) -> None:
    put(table, make(table, "Counter target spell unless its controller pays {X}.",
                    cost="{X}{U}", type_line="Instant"))
    table.lands(0, "Island", 4)
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 2)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Test Card", x=3, targets=["Lightning Bolt"])
    table.resolve()  # Bob has one untapped Mountain: {3} can't be paid, no question asked
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    table.assert_life(0, 20)


def test_look_at_the_top_and_put_two_into_hand(table: Table) -> None:
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


def test_mill_then_return_a_card_of_an_opponents_choice(table: Table) -> None:
    put(table, make(table, "{1}: Mill two cards, then return a nonland card of an opponent's "
                           "choice from your graveyard to your hand.", type_line="Artifact"),
        Zone.BATTLEFIELD)
    table.lands(0, "Wastes", 1)
    table.library(0, "Grizzly Bears", "Island", "Forest")
    table.graveyard(0, "Craw Wurm")
    table.activate("Test Card")
    table.on_decision("choose", by_name("Grizzly Bears"), player=1)  # Bob chooses (SEED-16)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Craw Wurm", "Island"]


def test_each_opponent_discards_then_loses_life_unless_nonland(table: Table) -> None:
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life."))
    table.hand(1, "Island", "Grizzly Bears")
    table.cast("Test Card")
    table.on_decision("discard", by_name("Island"), player=1)
    table.resolve()
    table.assert_life(1, 17)
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life.", name="Again"))
    table.cast("Again")
    table.resolve()  # Bob discards Grizzly Bears: a nonland card, no life lost
    table.assert_life(1, 17)
    put(table, make(table, "Each opponent discards a card, then each opponent who didn't "
                           "discard a nonland card this way loses 3 life.", name="Third"))
    table.cast("Third")
    table.resolve()  # an empty hand discards nothing: 3 life
    table.assert_life(1, 14)


def test_at_the_beginning_of_the_end_step_sacrifice_this(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    put(table, make(table, "At the beginning of the end step, sacrifice this enchantment.",
                    type_line="Enchantment"), Zone.BATTLEFIELD)
    table.go_to(Step.END)  # Bob's end step: "the end step" is every end step
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Test Card"]


def test_this_token_can_block_not(table: Table) -> None:
    put(table, make(table, 'Create a 1/1 red Satyr creature token with "This token can\'t block."'))
    table.cast("Test Card")
    table.resolve()
    assert "cant_block" in table.restrictions("Satyr Token")


def test_sacrifice_another_creature_as_a_cost(table: Table) -> None:
    put(table, make(table, "Sacrifice another creature: Scry 1.", type_line="Creature — Horror",
                    power="1", toughness="1"), Zone.BATTLEFIELD)
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island", "Forest")
    table.activate("Test Card")
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]  # not itself ("another")
    table.resolve(answers=[Answer("scry", (table.find("Island").id,))])
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Island"]


def test_three_letter_short_names_are_the_card_itself(rules: Any) -> None:
    card = rules.compile(CardDef(name="Uro, Titan of Test", mana_cost="{1}{G}{U}",
                                 type_line="Legendary Creature — Giant", power="6",
                                 toughness="6", text="When Uro enters, you gain 3 life."))
    assert card.playable, card.unrecognized


def test_a_keyword_definition_may_decline(rules: Any) -> None:
    kd = KeywordDef(name="frob", pattern=r"frob (?P<n>\w+)",
                    build=lambda m: KeywordAbility(keyword="frob") if m["n"] == "2" else None)
    assert kd.parse("frob 2") == KeywordAbility(keyword="frob")
    assert kd.parse("frob x") is None
    assert re.fullmatch(kd.pattern, "frob x")


def test_surveil_puts_chosen_cards_into_the_graveyard(table: Table) -> None:
    put(table, make(table, "Surveil 2, then draw a card."))
    table.library(0, "Island", "Forest", "Swamp")
    table.cast("Test Card")
    table.on_decision("surveil", by_name("Island"))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert "Island" in table.names(Zone.GRAVEYARD, 0)
    table.assert_logged(rule="701.25a", contains="surveils 2")


def test_discard_a_card_at_random_uses_the_games_generator(table_factory: Callable[..., Table]) -> None:
    def play(seed: int) -> list[str]:
        table = table_factory(seed=seed)
        put(table, make(table, "Draw two cards, then discard a card at random."))
        table.hand(0, "Grizzly Bears", "Craw Wurm", "Hill Giant")
        table.library(0, "Island", "Forest")
        table.cast("Test Card")
        table.resolve()
        assert len(table.names(Zone.HAND, 0)) == 4
        return table.names(Zone.GRAVEYARD, 0)

    assert play(3) == play(3)  # same seed, same discard
    assert len({play(s)[0] for s in range(8)}) > 1  # and it is random


def test_three_clauses_then(table: Table) -> None:
    put(table, make(table, "You gain 2 life, draw two cards, then discard two cards."))
    table.library(0, "Island", "Forest")
    table.cast("Test Card")
    table.resolve()
    table.assert_life(0, 22)
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Island", "Test Card"]


def test_damage_and_you_gain_life(table: Table) -> None:
    put(table, make(table, "Test Card deals 2 damage to any target and you gain 2 life."))
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)


def test_return_target_card_and_a_chosen_card_to_hand(table: Table) -> None:
    put(table, make(table, "Return target card from your graveyard to your hand."))
    table.graveyard(0, "Island")
    table.cast("Test Card", targets=["Island"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    put(table, make(table, "Mill three cards, then return an instant or sorcery card from your "
                           "graveyard to your hand.", name="Other"))
    table.library(0, "Lightning Bolt", "Forest", "Grizzly Bears")
    table.cast("Other")
    seen: list[str] = []

    def pick(game: Any, decision: Decision) -> Any:
        seen.extend(sorted(game.obj(o).card.name for o in decision.options))
        return tuple(o for o in decision.options if game.obj(o).card.name == "Lightning Bolt")

    table.game.agents[0] = CallbackAgent(pick)
    table.resolve()
    assert seen == ["Lightning Bolt", "Test Card"]  # instants and sorceries only, not lands
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Lightning Bolt"]


def test_cant_block_this_turn_and_loses_flying(table_factory: Callable[..., Table]) -> None:
    table = table_factory()
    put(table, make(table, "Up to two target creatures can't block this turn."))
    put(table, make(table, "Target creature loses flying until end of turn.", name="Grounded",
                    type_line="Instant"))
    table.battlefield(1, "Serra Angel", "Grizzly Bears")
    table.battlefield(0, "Craw Wurm")
    table.cast("Test Card", targets=[["Grizzly Bears"]])
    table.resolve()
    table.cast("Grounded", targets=["Serra Angel"])
    table.resolve()
    assert table.restrictions("Grizzly Bears") == {"cant_block"}
    assert not table.has_keyword("Serra Angel", "flying")
    assert table.has_keyword("Serra Angel", "vigilance")


def test_it_after_counters_and_damage(table: Table) -> None:
    put(table, make(table, "Put a +1/+1 counter on target creature you control. It gains "
                           "vigilance until end of turn."))
    put(table, make(table, "Duel deals 1 damage to target creature. It can't block this turn.",
                    name="Duel"))
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "vigilance")
    table.cast("Duel", targets=["Craw Wurm"])
    table.resolve()
    assert table.restrictions("Craw Wurm") == {"cant_block"}


def test_attacking_or_blocking_is_either(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    put(table, make(table, "Test Card deals 3 damage to target attacking or blocking creature.",
                    type_line="Instant"))
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.attack("Hill Giant")
    table.pass_priority()
    offered = [t for t in table.game.legal_actions() if getattr(t, "name", "") == "Test Card"]
    assert offered
    table.cast("Test Card", targets=["Hill Giant"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
