"""Which rules a card is read with (``Card.read_with``), and the record of the rules proven in
play (manastack_grammar.proofs): its comparisons, and the committed file."""

from __future__ import annotations

import json

import pytest

from manastack.loading.rules import Rules
from manastack_grammar.proofs import Proofs, committed, committed_path
from manastack_grammar.ruleset import grammar_of


@pytest.mark.plugins("flashback")
def test_a_card_is_read_with_its_sentence_rules_and_keyword_definitions(rules: Rules) -> None:
    assert rules.card("Think Twice").read_with == {"grammar:draw", "flashback:keyword flashback"}
    assert rules.card("Serra Angel").read_with == {"grammar:keyword flying",
                                                   "grammar:keyword vigilance"}
    assert rules.card("Grizzly Bears").read_with == frozenset()  # no text
    assert rules.card("Think Twice").read_with <= grammar_of(rules).rule_names


def test_a_quoted_ability_is_read_with_the_rules_inside_it(rules: Rules) -> None:
    from manastack.api import CardDef
    from manastack_grammar.api import recognition

    d = CardDef(name="Quoted", mana_cost="{1}", type_line="Enchantment",
                text='Creatures you control have "{T}: This creature deals 1 damage to any '
                     'target."')
    card = rules.compile(d)
    assert card.playable, card.unrecognized
    assert card.read_with == {"grammar:anthem keyword", "grammar:damage"}
    # explain shows the granted ability's sentence under the one granting it
    [line] = recognition(rules, d).lines
    assert [(s.rule, s.depth) for s in line.sentences] == [("anthem keyword", 0), ("damage", 1)]


def test_lines_not_understood_count_no_rule(rules: Rules) -> None:
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Half", mana_cost="{1}", type_line="Sorcery",
                                 text="Draw a card.\nFrobnicate the quux."))
    assert not card.playable and "grammar:draw" in card.read_with
    odd = rules.compile(CardDef(name="Odd", mana_cost="{1}", type_line="Sorcery",
                                text="Frobnicate the quux."))
    assert odd.read_with == frozenset()


def test_the_kernel_mana_ability_reading_is_no_grammar_rule(rules: Rules) -> None:
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Elf", mana_cost="{G}", type_line="Creature — Elf",
                                 text="{T}: Add {G}.", power="1", toughness="1"))
    assert card.playable and card.read_with == frozenset()


RUN = Proofs(
    rules={"grammar:damage": [("Lightning Bolt", "t.py::a"), ("Shock", "t.py::b"),
                              ("Lightning Bolt", "t.py::c"), ("Blaze", "t.py::d")],
           "grammar:draw": [("Divination", "t.py::e")]},
    played={"Lightning Bolt": ["t.py::c", "t.py::a"], "Shock": ["t.py::b"],
            "Blaze": ["t.py::d"], "Divination": ["t.py::e"]},
)


def test_the_committed_form_keeps_a_few_pairs_the_committed_ones_first() -> None:
    committed_before = Proofs(rules={"grammar:damage": [("Shock", "t.py::b")]},
                              played={"Lightning Bolt": ["t.py::c"]})
    capped = RUN.capped(committed_before, per_rule=2)
    # the committed pair kept, then the first of the others in order; stored sorted
    assert capped.rules["grammar:damage"] == (("Blaze", "t.py::d"), ("Shock", "t.py::b"))
    assert capped.played["Lightning Bolt"] == ("t.py::c",)
    assert not capped.stale_against(RUN)  # what is committed is what the run recorded


def test_a_claim_the_run_does_not_make_is_stale_and_new_proofs_are_only_new() -> None:
    mine = Proofs(rules={"grammar:damage": [("Shock", "t.py::b"), ("Shock", "t.py::gone")],
                         "grammar:bounce": [("Unsummon", "t.py::x")]},
                  played={"Shock": ["t.py::b"], "Unsummon": ["t.py::x"]})
    stale = mine.stale_against(RUN)
    assert stale == ["rule 'grammar:bounce' proven by 'Unsummon' in t.py::x",
                     "rule 'grammar:damage' proven by 'Shock' in t.py::gone",
                     "card 'Unsummon' played in t.py::x"]
    assert mine.new_in(RUN) == ["rule 'grammar:draw'", "card 'Blaze'", "card 'Divination'",
                                "card 'Lightning Bolt'"]


def test_the_record_round_trips_through_json_and_refuses_a_malformed_one() -> None:
    assert Proofs.from_json(RUN.to_json()) == RUN
    with pytest.raises(ValueError, match="format"):
        Proofs.from_json(json.dumps({"rules": {}}))
    with pytest.raises(ValueError, match="'rules'"):
        Proofs.from_json(json.dumps({"format": 1, "rules": {"r": ["card"]}, "played": {}}))
    with pytest.raises(ValueError, match="'played'"):
        Proofs.from_json(json.dumps({"format": 1, "rules": {}, "played": {"c": "t"}}))


def test_the_committed_record_is_well_formed_and_names_only_existing_rules() -> None:
    """core/grammar/src/manastack_grammar/data/proofs.json, written by a full run with
    --manastack-proofs (.ci/check-proofs --update) and checked against each CI run."""
    path = committed_path()
    assert path.is_file()
    proofs = committed()
    assert proofs.to_json() == path.read_text(encoding="utf-8")  # as written: sorted, capped
    names = grammar_of(Rules.load(env={})).rule_names
    assert set(proofs.rules) <= names, sorted(set(proofs.rules) - names)
    for rule, pairs in proofs.rules.items():
        assert 0 < len(pairs) <= 3, rule
        for card, test in pairs:
            assert test in proofs.played.get(card, ()) or proofs.was_played(card), (rule, card)
            assert "::" in test, test
