"""Flavor words (CR 207.2d): the italic words before an em dash that have no rules meaning are
read past, as ability words are (207.2c). Black Dragon ("Acid Breath — When this creature
enters, target creature an opponent controls gets -3/-3 until end of turn.") and Displacer
Beast ("Displacement — {3}{U}: Return this creature to its owner's hand.") played. The list
of flavor words holds only words printed on one card each: "Jump — During your turn, ~ has
flying." (three Final Fantasy cards) may be a mechanic the rules at hand don't define, and
stays unread, named.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from importlib import resources

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack import Rules
from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack_grammar.text import ABILITY_WORDS, flavor_words, normalize

BLACK_DRAGON = CardDef(
    name="Black Dragon", mana_cost="{5}{B}{B}", type_line="Creature — Dragon", power="4",
    toughness="4", keywords=("Flying",),
    text="Flying\nAcid Breath — When this creature enters, target creature an opponent "
         "controls gets -3/-3 until end of turn.")
DISPLACER_BEAST = CardDef(
    name="Displacer Beast", mana_cost="{2}{U}", type_line="Creature — Cat Beast", power="3",
    toughness="2", keywords=("Venture into the dungeon",),
    text="When this creature enters, venture into the dungeon. (Enter the first room or advance "
         "to the next room.)\nDisplacement — {3}{U}: Return this creature to its owner's hand.")

CARDS = (BLACK_DRAGON, DISPLACER_BEAST)
kit = pytest.mark.plugins(extra={"flavor-kit": card_pool("flavor-kit", CARDS)})
dungeon_kit = pytest.mark.plugins("dungeons",
                                  extra={"flavor-kit": card_pool("flavor-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


def test_a_flavor_word_is_removed_and_other_words_before_a_dash_are_not() -> None:
    assert normalize("Acid Breath — When this creature enters, draw a card.", "X") == [
        "When ~ enters, draw a card."]
    assert normalize("Jump — During your turn, this creature has flying.", "X") == [
        "Jump — During your turn, ~ has flying."]


@kit
def test_black_dragons_acid_breath_shrinks_the_opponents_creature(table: Table) -> None:
    """CR 207.2d, 603.3: "Acid Breath" means nothing; the enters trigger targets Bob's Hill
    Giant, a 3/3, which dies of -3/-3 (704.5f); Alice's own creature can't be chosen."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 7)
    table.hand(0, "Black Dragon")
    targets = table.watch_decisions("targets")
    table.cast("Black Dragon")
    table.resolve()
    table.answer("targets", "Hill Giant")
    assert [sorted(table.game.obj(o).name for o in d.options) for d in targets] == [
        ["Hill Giant"]]
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD) is not None


@dungeon_kit
def test_displacer_beasts_displacement_returns_it_to_the_hand(table: Table) -> None:
    """CR 207.2d, 602.2: "Displacement — {3}{U}: ..." is an activated ability; paid, the Beast
    returns to its owner's hand."""
    table.battlefield(0, "Displacer Beast")
    table.lands(0, "Island", 4)
    table.activate("Displacer Beast")
    table.resolve()
    table.assert_zone("Displacer Beast", Zone.HAND, 0)


def test_a_word_on_several_cards_stays_unread_naming_the_line(rules: Rules) -> None:
    card = rules.compile(CardDef(
        name="Dragoon Probe", mana_cost="{1}{W}", type_line="Creature — Human", power="2",
        toughness="2", text="Jump — During your turn, this creature has flying."))
    assert not card.playable
    assert card.unrecognized == ("Jump — During your turn, this creature has flying.",)


def test_the_list_holds_lower_case_words_none_an_ability_word() -> None:
    words = flavor_words()
    assert len(words) > 400
    assert all(w == w.lower() and "—" not in w for w in words)
    assert not words & set(ABILITY_WORDS)
    assert "jump" not in words and "power-up" not in words and "max speed" not in words


@needs_corpus
def test_each_flavor_word_begins_an_ability_of_exactly_one_printed_card() -> None:
    """CR 207.2d: a flavor word is tailored to one ability; the list was made from the corpus
    and must still match it."""
    assert CORPUS is not None
    records = json.loads(CORPUS.read_text(encoding="utf-8"))
    prefix = re.compile(r"^([^—•{}()]{1,61}?) — (?=\S)")
    cards: defaultdict[str, set[str]] = defaultdict(set)
    for record in records:
        for line in str(record.get("text") or "").split("\n"):
            m = prefix.match(line.strip().replace("\u2019", "'"))
            if m:
                # an Alchemy rebalancing ("A-Manticore") is the same card's ability
                cards[m.group(1).lower()].add(str(record.get("name")).removeprefix("A-"))
    data = json.loads((resources.files("manastack_grammar") / "data" /
                       "flavor_words.json").read_text(encoding="utf-8"))
    assert [w for w in data["words"] if len(cards.get(w, ())) != 1] == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
