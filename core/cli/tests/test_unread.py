"""`manastack cards --unread`: the unread sentences as templates, by frequency."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from manastack_cli.main import main
from manastack_cli.unread import by_frequency, rst_page, template

from manastack import Rules


def test_a_template_writes_the_name_numbers_and_mana_alike() -> None:
    assert template("{2}{G}: Regenerate Albino Troll.", "Albino Troll") == "{M}: Regenerate ~."
    assert template("Bushido 2", "Araba Mothrider") == "Bushido N"
    # {T} is a cost of its own kind, and a number inside a word is not a number
    assert template("{T}: Add {C}{C}. This creature deals 2 damage to you.",
                    "Ancient Tomb") == "{T}: Add {M}. ~ deals N damage to you."
    assert template("Put a +1/+1 counter on it.", "X") == "Put a +N/+N counter on it."


def _cards(tmp_path: Path) -> Path:
    def card(name: str, text: str) -> list[dict[str, object]]:
        return [{"name": name, "manaCost": "{G}", "type": "Creature — Troll", "text": text,
                 "power": "2", "toughness": "2", "keywords": []}]

    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {
        "Troll A": card("Troll A", "{1}{G}: Frobnicate Troll A."),
        "Troll B": card("Troll B", "{G}: Frobnicate this creature."),
        "Troll C": card("Troll C", "{G}: Frobnicate Troll C.\nWhenever it zorbs, zorb 3."),
        "Bear": card("Bear", "Trample"),
    }}))
    return path


def test_templates_are_counted_by_the_cards_they_alone_hold_back(tmp_path: Path) -> None:
    rules = Rules.load(enable=[], env={}, card_files=[_cards(tmp_path)])
    found = by_frequency(rules, ["Troll A", "Troll B", "Troll C", "Bear"])
    first, second = found
    assert (first.template, first.cards, first.alone, first.example) == (
        "{M}: Frobnicate ~.", 3, 2, "Troll A")
    assert (second.template, second.cards, second.alone) == ("Whenever it zorbs, zorb N.", 1, 0)
    page = rst_page(found, 1)
    assert "``{M}: Frobnicate ~.``" in page and "zorb" not in page


def test_the_command_lists_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--plugins", "", "--cards-file", str(_cards(tmp_path)), "cards", "--unread",
                 "--source", "mtgjson:AtomicCards.json"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "      2      3  {M}: Frobnicate ~.  (e.g. Troll A)" in out
    assert out.rstrip().endswith("2 unread template(s) in the cards from "
                                  "mtgjson:AtomicCards.json")
