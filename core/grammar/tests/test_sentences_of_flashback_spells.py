"""Sentences of instants and sorceries first needed by the flashback cards, read by the
reader's own rules (manastack_grammar.sentences: choices, copies, continuous_effects,
libraries, composite...). Reader only: the cards are built here from Oracle sentences that
real cards print (the flashback cards that needed them live in the flashback plugin's pool
and are tested there)."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card, GameObject, Zone


def make(table: Table, text: str, *, name: str = "Test Card", cost: str | None = "{0}",
         type_line: str = "Sorcery") -> Card:
    card = table.game.rules.compile(CardDef(name=name, mana_cost=cost, type_line=type_line,
                                            text=text))
    assert card.playable, card.unrecognized
    return card


def put(table: Table, card: Card, zone: Zone = Zone.HAND, player: int = 0) -> GameObject:
    return table.put(card, zone, player)


def test_where_x_applies_to_every_clause_of_the_sentence(table: Table) -> None:
    """CR 107.3c: "deals X damage ... and you gain X life, where X is ..." — both X."""
    put(table, make(table, "Test Card deals X damage to target creature and you gain X life, "
                           "where X is the number of Swamps you control."))
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Craw Wurm")
    table.cast("Test Card", targets=["Craw Wurm"])
    table.resolve()
    table.assert_life(0, 23)
    assert table.game.obj(table.find("Craw Wurm").id).damage == 3


def test_converge_counts_colors_in_every_clause(table: Table) -> None:
    put(table, make(table, "Converge — You draw X cards and lose X life, where X is the number "
                           "of colors of mana spent to cast this spell.", cost="{2}{B}"))
    table.battlefield(0, "Swamp")
    table.battlefield(0, "Island")
    table.battlefield(0, "Swamp")
    table.library(0, "Forest", "Forest", "Forest")
    table.cast("Test Card")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2  # black and blue
    table.assert_life(0, 18)


def test_each_opponent_exiles_a_card_of_their_choice(table: Table) -> None:
    put(table, make(table, "Each opponent exiles a card from their hand."))
    table.hand(1, "Shock", "Murder")
    table.cast("Test Card")
    table.answer("exile", "Murder", player=1)
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Shock"]
    table.assert_zone("Murder", Zone.EXILE)


def test_doubling_a_negative_power_lowers_it(table: Table) -> None:
    """CR 701.10c: power -1 doubled gets -1/-0."""
    put(table, make(table, "Target creature gets -3/-0 until end of turn."), player=0)
    put(table, make(table, "Double target creature's power until end of turn.",
                    name="Doubler"), player=0)
    table.battlefield(0, "Grizzly Bears")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Doubler", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (-2, 2)


def test_double_the_counters_on_it(table: Table) -> None:
    """CR 701.10e: as many more counters as it has (1 put, then doubled: 2 more than before)."""
    put(table, make(table, "Put a +1/+1 counter on target creature, then double the number of "
                           "+1/+1 counters on it."))
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 6)


def test_damage_equal_to_a_count(table: Table) -> None:
    put(table, make(table, "Test Card deals damage to any target equal to the number of "
                           "Mountains you control."))
    table.lands(0, "Mountain", 4)
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 16)


@pytest.mark.parametrize("text", [
    # "it" with nothing before it to name (the triggering object is not read by these rules)
    "Whenever a creature you control attacks, double the number of +1/+1 counters on it.",
    # "the rest" needs the choice just before it
    "Destroy the rest.",
])
def test_sentences_without_their_antecedent_are_not_understood(table: Table, text: str) -> None:
    card = table.game.rules.compile(CardDef(name="Test Card", mana_cost="{0}",
                                            type_line="Enchantment", text=text))
    assert not card.playable


@pytest.mark.parametrize(("life", "drawn"), [(10, 2), (20, 0)])
def test_otherwise_after_a_plain_if_is_its_other_branch(table: Table, life: int,
                                                         drawn: int) -> None:
    """"If [condition], A. Otherwise, B.": exactly one of them happens."""
    put(table, make(table, "If you have 10 or less life, draw two cards. Otherwise, you gain 3 "
                           "life."))
    table.game.update_player(0, life=life)
    table.library(0, "Island", "Island")
    table.cast("Test Card")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == drawn
    table.assert_life(0, life if drawn else life + 3)


def test_choose_up_to_three_target_cards_in_graveyards(table: Table) -> None:
    card = make(table, "Choose up to three target cards in graveyards. Exile them.")
    (spec,) = card.abilities[0].modes[0].targets  # type: ignore[attr-defined]
    assert (spec.min, spec.max, spec.zone) == (0, 3, Zone.GRAVEYARD)
    assert spec.objects is not None and spec.objects.owner is None  # any graveyard


def test_a_finality_counter_exiles_a_dying_permanent(table: Table) -> None:
    """CR 122.1h: "If this permanent would be put into a graveyard from the battlefield,
    exile it instead" (Murder destroys it: it goes to exile)."""
    table.battlefield(1, "Grizzly Bears", counters={"finality": 2})
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_logged(rule="122.1h")


@pytest.mark.parametrize(("hand", "drawn"), [(("Shock", "Murder"), 3), (("Shock",), 0)])
def test_may_discard_two_if_you_do_needs_both_discarded(table: Table, hand: tuple[str, ...],
                                                        drawn: int) -> None:
    put(table, make(table, "You may discard two cards. If you do, draw three cards."))
    table.hand(0, *hand)
    table.library(0, "Island", "Island", "Island")
    table.cast("Test Card")
    table.answer("may", "yes")
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Island") == drawn


def test_instant_and_sorcery_cards_are_counted_once_each(table: Table) -> None:
    """"the number of instant and sorcery cards in your graveyard": cards that are either."""
    put(table, make(table, "Test Card deals damage to any target equal to the number of "
                           "instant and sorcery cards in your graveyard."))
    table.graveyard(0, "Lightning Bolt", "Divination", "Grizzly Bears")
    table.cast("Test Card", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)


def test_power_and_toughness_each_equal_to_a_count_of_cards(table: Table) -> None:
    """CR 604.3, 613.4a: a characteristic-defining ability (Revenant's wording)."""
    card = table.game.rules.compile(CardDef(
        name="Test Beast", mana_cost="{0}", type_line="Creature — Beast", power="*",
        toughness="*", text="Test Beast's power and toughness are each equal to the number "
                            "of creature cards in your graveyard."))
    assert card.playable, card.unrecognized
    put(table, card, Zone.BATTLEFIELD)
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Lightning Bolt")
    table.graveyard(1, "Gray Ogre")
    assert (table.power("Test Beast"), table.toughness("Test Beast")) == (2, 2)


def test_a_modal_spell_checks_the_targets_of_its_chosen_modes(table: Table) -> None:
    """The target restriction reads the targets of the mode it belongs to (CR 601.2c)."""
    put(table, make(table, "Choose one —\n• Put two +1/+1 counters on target creature.\n"
                           "• Target player shuffles up to three target cards from their "
                           "graveyard into their library."))
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(1, "Hill Giant")
    giant = table.find("Hill Giant", zone=Zone.GRAVEYARD).id
    table.assert_illegal(table.cast, "Test Card", modes=[1], targets=["Alice", [giant]],
                         rule="601.2e")
    table.cast("Test Card", modes=[1], targets=["Bob", [giant]])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == ["Hill Giant"]


@pytest.mark.parametrize(("life", "lands"), [(20, 1), (5, 2)])
def test_instead_replaces_the_whole_previous_sentence(table: Table, life: int,
                                                      lands: int) -> None:
    """"Search ..., put it onto the battlefield, then shuffle. If ..., instead search for two
    ...": one search or the other, never both (the previous sentence made two instructions)."""
    put(table, make(table, "Search your library for a basic land card, put that card onto the "
                           "battlefield tapped, then shuffle.\nIf you have 5 or less life, "
                           "instead search your library for up to two basic land cards, put "
                           "them onto the battlefield tapped, then shuffle."))
    table.game.update_player(0, life=life)
    table.library(0, "Forest", "Forest", "Forest")
    table.answer("search", *["Forest"] * lands)  # one search only, of one or two lands
    table.cast("Test Card")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == lands


def test_instead_that_card_is_the_one_the_replaced_instruction_would_move(table: Table) -> None:
    put(table, make(table, "Return target creature card from your graveyard to your hand.\n"
                           "Return that card from your graveyard to the battlefield instead if "
                           "you have 5 or less life."))
    table.game.update_player(0, life=3)
    table.graveyard(0, "Grizzly Bears")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
