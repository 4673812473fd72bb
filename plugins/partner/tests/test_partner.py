"""Partner with [name] (CR 702.124j): "When this permanent enters, target player may search
their library for a card named [name], reveal it, put it into their hand, then shuffle."
Runs alone with ``pytest plugins/partner`` (kernel + partner only). Plains and Island come
from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    CardDef,
    IllegalActionError,
    KeywordTrigger,
    PlayerRef,
    SearchLibrary,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("partner")

#: The pool: the mana that casts each one and the partner it searches for.
CARDS = {"Blaring Recruiter": ("CCCW", "Blaring Captain"),
         "Blaring Captain": ("CCCB", "Blaring Recruiter"),
         "Brallin, Skyshark Rider": ("CCCR", "Shabraz, the Skyshark"),
         "Shabraz, the Skyshark": ("CCCWU", "Brallin, Skyshark Rider"),
         "Ley Weaver": ("CCCG", "Lore Weaver"),
         "Lore Weaver": ("CCCU", "Ley Weaver")}

#: Printed "partner with" words that name no card, exact Oracle text: never searched for.
MOTHERS_YAMAZAKI = CardDef(
    name="Mothers Yamazaki", mana_cost="{2}{R}{W}",
    type_line="Legendary Creature — Human Samurai",
    text="Partner with itself (When this enters, target player may put Mothers Yamazaki into "
         "their hand from their library, then shuffle. A Commander deck can include two of "
         "this card, and they can be your commanders.)\nAs long as you control exactly two "
         "permanents named Mothers Yamazaki, the \"legend rule\" doesn't apply to them, and "
         "Samurai you control get +2/+2 and have vigilance and haste.",
    power="2", toughness="2")
KNIGHT_OF_LAND_DROPS = CardDef(
    name="The Knight of Land Drops", mana_cost="{1}{R}",
    type_line="Legendary Creature — Human Knight",
    text="Partner with Knight (You may select any legendary Knight to be this creature's "
         "partner. It doesn't have to have Partner. You don't search for a Knight when this "
         "enters the battlefield.)\nKnights you control have haste and \"At the beginning of "
         "your end step, if you didn't play a land this turn, you may discard a card, then "
         "draw a card.\"",
    power="1", toughness="1")


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("partner", "manastack_partner", "cards.toml")


def cast_partner(table: Table, name: str, target: str = "Alice") -> None:
    """Alice casts ``name`` in her main phase; it resolves and enters, and its partner with
    trigger goes on the stack targeting ``target`` (603.3d, 115.1)."""
    table.hand(0, name)
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, CARDS[name][0])
    table.cast(name)
    table.answer("targets", PlayerRef(0 if target == "Alice" else 1))
    table.resolve()
    assert table.names(Zone.STACK) == [f"ability of {name}"]  # the trigger waits


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    assert sorted(pool().names()) == sorted(CARDS)


def test_the_cards_whose_partner_with_names_no_card_are_printed() -> None:
    """Mothers Yamazaki and The Knight of Land Drops (not in the pool) as the Oracle corpus
    has them."""
    assert_printed([MOTHERS_YAMAZAKI, KNIGHT_OF_LAND_DROPS])


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_124j_the_keyword_is_an_enters_trigger_searching_for_the_partner(
        rules: Any, name: str) -> None:
    """The trigger targets a player (115.1) who may search (608.2d) for the card with the
    printed name (201.2), a comma in it or not, reveal it, put it into their hand and
    shuffle."""
    card = rules.card(name)
    (ability,) = [a for a in card.abilities if isinstance(a, KeywordTrigger)]
    assert (ability.keyword, ability.plugin) == ("partner with", "partner")
    assert ability.text == f"Partner with {CARDS[name][1]}"
    assert [t.text for t in ability.effect.targets] == ["target player"]
    search = ability.effect.instructions[-1]
    assert isinstance(search, SearchLibrary)
    assert (search.filter.name, search.optional, search.reveal, search.shuffle, search.to) == (
        CARDS[name][1], True, True, True, Zone.HAND)


def test_without_the_plugin_a_partner_with_card_names_it() -> None:
    from manastack.api import Rules

    definition = pool().get("Blaring Captain")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("partner with", "partner"),)


@pytest.mark.parametrize("definition", [MOTHERS_YAMAZAKI, KNIGHT_OF_LAND_DROPS])
def test_partner_with_words_that_name_no_card_are_not_read(rules: Any,
                                                           definition: CardDef) -> None:
    """"Partner with itself" is no rule of the CR and "Partner with Knight" searches for
    nothing (its reminder): the line is refused, never read as a search."""
    card = rules.compile(definition)
    assert not card.playable
    assert definition.text.split(" (")[0] in card.unrecognized
    assert not [a for a in card.abilities if isinstance(a, KeywordTrigger)]


def test_702_124j_the_partner_is_found_revealed_put_into_hand_and_the_library_shuffled(
        table: Table) -> None:
    """Blaring Captain enters targeting Alice: she searches her library for Blaring Recruiter,
    reveals it (701.20a), puts it into her hand (701.23a) and shuffles (701.24a); the other
    cards of her library stay there."""
    table.library(0, "Plains", "Blaring Recruiter", "Island")
    cast_partner(table, "Blaring Captain")
    table.answer("may", "yes")
    table.answer("search", "Blaring Recruiter")
    table.resolve()
    table.assert_zone("Blaring Recruiter", Zone.HAND, 0)
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Island", "Plains"]
    table.assert_logged(rule="702.124j", contains="partner with")
    table.assert_logged(rule="701.20a", contains="Blaring Recruiter")
    table.assert_logged(rule="701.24a", contains="Alice")


def test_702_124j_a_name_with_a_comma_finds_only_that_card(table: Table) -> None:
    """Brallin, Skyshark Rider searches for "Shabraz, the Skyshark": the only card of the
    library the search may find (201.2); the other legend and the lands are no option."""
    table.library(0, "Blaring Captain", "Shabraz, the Skyshark", "Plains")
    cast_partner(table, "Brallin, Skyshark Rider")
    table.answer("may", "yes")
    table.answer("search", "Blaring Captain")
    with pytest.raises(IllegalActionError):
        table.resolve()
    assert table.names(Zone.STACK) == ["ability of Brallin, Skyshark Rider"]  # CR 732
    table.game.script.queue.clear()
    table.answer("may", "yes")
    table.answer("search", "Shabraz, the Skyshark")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Shabraz, the Skyshark"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Blaring Captain", "Plains"]


def test_702_124j_the_partner_not_in_the_library_nothing_is_found(table: Table) -> None:
    """Ley Weaver enters and Alice searches a library without Lore Weaver: nothing is found
    (701.23b), her hand is unchanged, she still shuffles (701.24a)."""
    table.library(0, "Plains", "Island")
    cast_partner(table, "Ley Weaver")
    table.answer("may", "yes")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Island", "Plains"]
    table.assert_logged(rule="701.23a", contains="Lore Weaver")
    table.assert_logged(rule="701.24a", contains="Alice")


def test_702_124j_the_target_player_an_opponent_searches_their_own_library(
        table: Table) -> None:
    """Blaring Recruiter targets Bob: Bob chooses to search (608.2d) his own library and puts
    his Blaring Captain into his hand; Alice's Blaring Captain stays in her library."""
    table.library(0, "Blaring Captain", "Plains")
    table.library(1, "Blaring Captain", "Island")
    cast_partner(table, "Blaring Recruiter", target="Bob")
    table.answer("may", "yes", player=1)
    table.answer("search", "Blaring Captain", player=1)
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Blaring Captain"]
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Blaring Captain", "Plains"]
    table.assert_logged(rule="701.24a", contains="Bob")
    table.assert_not_logged(rule="701.24a", contains="Alice")


def test_608_2d_the_target_player_declines_and_nothing_moves_nor_is_shuffled(
        table: Table) -> None:
    """Lore Weaver targets Alice, who declines to search: Ley Weaver stays in her library and
    her library is not shuffled (only a player who searched shuffles)."""
    table.library(0, "Plains", "Ley Weaver", "Island")
    cast_partner(table, "Lore Weaver")
    before = table.names(Zone.LIBRARY, 0)
    table.answer("may", "no")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0) == before
    table.assert_logged(rule="702.124j", contains="partner with")
    table.assert_not_logged(rule="701.24a")
    table.assert_not_logged(rule="701.23a")
