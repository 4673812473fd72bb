"""Deck files in every format a player exports: an MTG Arena export (sections, set codes,
companion), an MTGO ``.dek`` file (XML, read with DTDs and entities refused); sideboard,
companion and commander kept apart from the main deck, and what is not understood refused
naming the file and the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from manastack_cli.decks import Deck, DeckError, load_deck, parse_deck, parse_dek

from manastack.loading.rules import Rules

DATA = Path(__file__).parent / "data" / "decks"

#: The companion of the Arena sample, as MTGJSON's AtomicCards.json gives it.
JEGANTHA = {"name": "Jegantha, the Wellspring", "layout": "normal", "manaCost": "{4}{R/G}",
            "type": "Creature — Elemental Elk", "power": "5", "toughness": "5",
            "keywords": ["Companion"], "colors": ["G", "R"],
            "text": "Companion — No card in your starting deck has more than one of the same "
                    "mana symbol in its mana cost.\n{T}: Add {W}{U}{B}{R}{G}. This mana can't "
                    "be spent to pay generic mana costs."}


#: "A deck can have any number of cards named ~" (CR 113.6n), as MTGJSON gives it.
PETITIONERS = {"name": "Persistent Petitioners", "layout": "normal", "manaCost": "{1}{U}",
               "type": "Creature — Human Advisor", "power": "1", "toughness": "3",
               "colors": ["U"],
               "text": "{1}, {T}: Target player mills a card.\nTap four untapped Advisors you "
                       "control: Target player mills twelve cards.\nA deck can have any number "
                       "of cards named Persistent Petitioners."}
#: a test card with the "up to seven" wording of Seven Dwarves (CR 113.6n)
DWARVES = {"name": "Test Dwarves", "layout": "normal", "manaCost": "{2}{R}",
           "type": "Creature — Dwarf", "power": "2", "toughness": "2", "colors": ["R"],
           "text": "A deck can have up to seven cards named Test Dwarves."}


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> Rules:
    path = tmp_path_factory.mktemp("cards") / "AtomicCards.json"
    path.write_text(json.dumps({"data": {c["name"]: [c] for c in (JEGANTHA, PETITIONERS,
                                                                  DWARVES)}}),
                    encoding="utf-8")
    return Rules.load(enable=[], card_files=[path])


def entries(section: tuple[object, ...]) -> list[tuple[int, str, int]]:
    return [(e.count, e.name, e.line) for e in section]  # type: ignore[attr-defined]


# --------------------------------------------------------------------------
# MTG Arena
# --------------------------------------------------------------------------


def test_an_arena_export_keeps_its_sections_apart() -> None:
    deck = load_deck(DATA / "arena-export.txt")
    assert deck.name == "Mono-Red Jegantha"  # from the About section
    assert entries(deck.companion) == [(1, "Jegantha, the Wellspring", 5)]
    assert entries(deck.main)[:2] == [(20, "Mountain", 8), (4, "Lightning Bolt", 9)]
    assert deck.size == 60 and "Jegantha, the Wellspring" not in deck.cards()
    assert entries(deck.sideboard) == [(1, "Jegantha, the Wellspring", 17), (3, "Negate", 18),
                                       (2, "Counterspell", 19)]
    assert not set(deck.cards()) & {"Negate", "Counterspell"}


def test_an_arena_export_checks_with_its_companion(rules: Rules) -> None:
    deck = load_deck(DATA / "arena-export.txt").check(rules)
    assert deck.size == 60 and deck.companion[0].name == "Jegantha, the Wellspring"
    assert sum(e.count for e in deck.sideboard) == 6


def test_a_companion_without_the_ability_is_refused(rules: Rules) -> None:
    deck = parse_deck("Companion\n1 Shock\nDeck\n56 Mountain\n4 Lightning Bolt\n", source="d.txt")
    with pytest.raises(DeckError, match=r"^d\.txt:2: 'Shock' has no companion ability "
                                        r"\(CR 702\.139a\)$"):
        deck.check(rules)


def test_two_companions_are_refused(rules: Rules) -> None:
    deck = parse_deck("Companion\n2 Jegantha, the Wellspring\nDeck\n60 Mountain\n",
                      source="d.txt")
    with pytest.raises(DeckError, match=r"^d\.txt:2: a deck has one companion, not 2"):
        deck.check(rules)


def test_a_commander_section_is_its_own(rules: Rules) -> None:
    deck = parse_deck("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n59 Mountain\n")
    assert entries(deck.commander) == [(1, "Isamaru, Hound of Konda", 2)]
    assert deck.size == 59
    assert deck.check(rules, constructed=False).commander[0].name == "Isamaru, Hound of Konda"


def test_the_four_copies_rule_counts_the_sideboard_too(rules: Rules) -> None:
    """CR 100.4a: the four-card limit applies to the combined deck and sideboard."""
    deck = parse_deck("56 Mountain\n4 Shock\nSideboard\n1 Shock\n", source="d.txt")
    with pytest.raises(DeckError, match=r"with its sideboard has 5 copies of 'Shock'.*100\.4a"):
        deck.check(rules)


def test_a_card_allowing_any_number_of_copies_is_not_held_to_four(rules: Rules) -> None:
    """CR 113.6n: "A deck can have any number of cards named ~" replaces 100.2a's four."""
    deck = parse_deck("40 Mountain\n20 Persistent Petitioners\n", source="d.txt")
    assert deck.check(rules).size == 60


def test_a_card_allowing_up_to_seven_copies_is_held_to_seven(rules: Rules) -> None:
    """CR 113.6n: "up to seven cards named ~": seven are allowed, eight are refused."""
    assert parse_deck("53 Mountain\n7 Test Dwarves\n").check(rules).size == 60
    deck = parse_deck("52 Mountain\n8 Test Dwarves\n", source="d.txt")
    with pytest.raises(DeckError, match=r"has 8 copies of 'Test Dwarves'; at most 7, as its "
                                        r"text says \(CR 113\.6n\)"):
        deck.check(rules)


def test_a_sideboard_of_sixteen_is_refused_in_constructed(rules: Rules) -> None:
    deck = parse_deck("60 Mountain\nSideboard\n4 Shock\n4 Negate\n4 Counterspell\n4 Murder\n",
                      source="d.txt")
    with pytest.raises(DeckError, match=r"sideboard has 16 cards; at most 15 \(CR 100\.4a\)"):
        deck.check(rules)
    assert deck.check(rules, constructed=False).size == 60


def test_an_unknown_sideboard_card_is_named_with_its_line(rules: Rules) -> None:
    deck = parse_deck("60 Mountain\n\nSideboard\n2 Negaet\n", source="d.txt")
    with pytest.raises(DeckError, match=r"^d\.txt:4: unknown card 'Negaet'"):
        deck.check(rules)


def test_an_mtgo_text_export_keeps_its_sideboard_apart(rules: Rules) -> None:
    """MTGO's .txt export: the deck, a blank line, the sideboard, no section line."""
    deck = parse_deck("4 Lightning Bolt\n56 Mountain\n\n3 Negate\n2 Counterspell\n",
                      source="mtgo.txt")
    assert entries(deck.main) == [(4, "Lightning Bolt", 1), (56, "Mountain", 2)]
    assert entries(deck.sideboard) == [(3, "Negate", 4), (2, "Counterspell", 5)]
    assert deck.size == 60 and "Negate" not in deck.cards()
    assert deck.check(rules).sideboard_by_blank_line


def test_an_arena_export_without_sections_is_read_as_mtgo_s() -> None:
    text = "4 Lightning Bolt (STA) 42\n56 Mountain (ZNR) 276\n\n3 Negate (M21) 59\n\n"
    deck = parse_deck(text, source="a.txt")
    assert deck.size == 60 and entries(deck.sideboard) == [(3, "Negate", 4)]


def test_a_big_second_group_is_refused_in_constructed_saying_how_it_was_read(
        rules: Rules) -> None:
    deck = parse_deck("4 Lightning Bolt\n\n56 Mountain\n", source="two.txt")
    with pytest.raises(DeckError, match=r"^two\.txt: deck 'deck' has 4 cards; a constructed "
                                        r"deck has at least 60 \(CR 100\.2a\) \(the cards after "
                                        r"the blank line before line 3 were read as the sideboard, "
                                        r"as an MTGO text export has it"):
        deck.check(rules)
    deck = parse_deck("60 Mountain\n\n16 Island\n", source="two.txt")
    with pytest.raises(DeckError, match=r"^two\.txt: the sideboard has 16 cards; at most 15 "
                                        r"\(CR 100\.4a\) \(the cards after the blank line before "
                                        r"line 3 were read"):
        deck.check(rules)


@pytest.mark.parametrize("text", [
    "4 Lightning Bolt\n\n28 Mountain\n\n28 Mountain\n",       # three groups
    "# burn\n4 Lightning Bolt\n\n# lands\n56 Mountain\n",     # comments: written by hand
    "4 Lightning Bolt  # burn\n\n56 Mountain\n",
    "Deck\n4 Lightning Bolt\n\n56 Mountain\n",                # a section line
    "# name: mine\n4 Lightning Bolt\n\n56 Mountain\n",        # a directive
])
def test_a_hand_written_list_may_group_its_main_deck_by_blank_lines(text: str) -> None:
    deck = parse_deck(text)
    assert deck.size == 60 and deck.sideboard == () and not deck.sideboard_by_blank_line


def test_sb_lines_are_never_an_mtgo_export() -> None:
    deck = parse_deck("4 Lightning Bolt\n56 Mountain\n\nSB: 3 Negate\n\n1 Shock\n")
    assert deck.size == 61 and entries(deck.sideboard) == [(3, "Negate", 4)]


def test_section_lines_take_a_colon_and_any_case() -> None:
    deck = parse_deck("DECK:\n60 Mountain\nsideboard:\n1 Negate\nCOMPANION\n1 Lurrus\n")
    assert deck.size == 60 and len(deck.sideboard) == 1 and len(deck.companion) == 1


# --------------------------------------------------------------------------
# MTGO .dek
# --------------------------------------------------------------------------


def test_an_mtgo_dek_file_keeps_its_sideboard_apart(rules: Rules) -> None:
    deck = load_deck(DATA / "mono-red.dek")
    assert deck.name == "mono-red" and deck.source == str(DATA / "mono-red.dek")
    assert entries(deck.main) == [(4, "Lightning Bolt", 5), (4, "Shock", 6),
                                  (4, "Boggart Brute", 7), (48, "Mountain", 8)]
    assert entries(deck.sideboard) == [(3, "Negate", 9), (2, "Counterspell", 10)]
    assert deck.size == 60 and "Negate" not in deck.cards()
    assert deck.check(rules).size == 60


def dek(*cards: str, head: str = "") -> str:
    return ('<?xml version="1.0" encoding="utf-8"?>\n' + head + "<Deck>\n"
            + "".join(f"  {card}\n" for card in cards) + "</Deck>\n")


@pytest.mark.parametrize(("text", "message"), [
    (dek('<Cards Quantity="4" Sideboard="false" Name="Shock" Foil="1" />'),
     "d.dek:3: unknown attribute 'Foil' of <Cards>"),
    (dek('<Cards Quantity="four" Sideboard="false" Name="Shock" />'),
     "d.dek:3: Quantity must be a whole number, got 'four'"),
    (dek('<Cards Quantity="4" Sideboard="maybe" Name="Shock" />'),
     "d.dek:3: Sideboard must be true or false, got 'maybe'"),
    (dek('<Cards Quantity="4" Sideboard="false" />'), "d.dek:3: a <Cards> element without a Name"),
    (dek('<Cards Quantity="0" Name="Shock" />'), "d.dek:3: a count must be at least 1"),
    (dek('<Cards Quantity="4" Name="Shock" />', '<Maybeboard />'),
     "d.dek:4: unknown element <Maybeboard> in a .dek file"),
    (dek('<Cards Quantity="4" Name="Shock" Sideboard="true" />'), "d.dek: no cards in the main deck"),
    (dek('<Cards Quantity="4" Name="Shock">'), "d.dek:4: not valid XML: mismatched tag"),
    ('<?xml version="1.0"?>\n<Decklist />\n',
     "d.dek:2: not an MTGO .dek file: the root element is <Decklist>, not <Deck>"),
])
def test_a_dek_file_not_understood_is_refused_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_deck(text, source="d.dek")
    assert str(info.value).startswith(message) and "\n" not in str(info.value)


def test_a_dek_file_with_entities_is_refused_not_expanded() -> None:
    """What defusedxml refuses: a DTD (the "billion laughs" expands entities of entities)."""
    laughs = ('<?xml version="1.0"?>\n<!DOCTYPE Deck [\n <!ENTITY a "aaaaaaaaaa">\n'
              ' <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n'
              '<Deck><Cards Quantity="1" Name="&b;" /></Deck>\n')
    with pytest.raises(DeckError, match=r"^d\.dek:2: a DTD \(<!DOCTYPE>\) is not allowed"):
        parse_dek(laughs, source="d.dek")
    external = ('<?xml version="1.0"?>\n<!DOCTYPE Deck SYSTEM "file:///etc/passwd">\n'
                '<Deck><Cards Quantity="1" Name="Shock" /></Deck>\n')
    with pytest.raises(DeckError, match=r"^d\.dek:2: a DTD"):
        parse_dek(external, source="d.dek")


def test_a_dek_file_past_the_card_limit_is_refused() -> None:
    text = dek(*['<Cards Quantity="1000" Name="Mountain" />'] * 3)
    with pytest.raises(DeckError, match=r"^d\.dek:5: too large: more than 2000 cards"):
        parse_deck(text, source="d.dek")


def test_the_deck_value_holds_its_sections() -> None:
    deck = Deck(name="x", main=())
    assert deck.sideboard == deck.companion == deck.commander == ()
