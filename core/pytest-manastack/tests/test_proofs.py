"""``pytest --manastack-proofs=PATH`` (pytest_manastack.proofs): which printed cards each passing
test plays, and the grammar rules they prove; run on small suites with pytester."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_manastack import needs_corpus

# As in test_fixtures.py: the engine and the reader's sentence modules imported once, here,
# before any in-process run (which drops the modules it imports when it ends).
from manastack import Rules
from manastack_grammar.proofs import Proofs

Rules.load(enable=[], env={}).card("Shock")

pytest_plugins = ["pytester"]

SUITE = """
    import pytest
    from hypothesis import given, settings, strategies as st
    from manastack import Table, Zone
    from manastack.api import CardDef
    from pytest_manastack import card_pool

    def test_bolt_is_played(table):
        table.lands(0, "Mountain", 1)
        table.hand(0, "Lightning Bolt")
        table.cast("Lightning Bolt", targets=["Bob"])
        table.resolve()
        table.assert_life(1, 17)

    def test_divination_only_put_in_a_zone(table):
        table.hand(0, "Divination")
        table.battlefield(0, "Glorious Anthem")
        table.assert_zone("Divination", Zone.HAND)

    HOMEMADE = CardDef(name="Homemade Draw", mana_cost="{U}", type_line="Sorcery",
                       text="Draw two cards.")

    @pytest.mark.plugins(extra={"cards": card_pool("homemade", [HOMEMADE])})
    def test_a_test_card_is_played(table):
        table.lands(0, "Island", 1)
        table.library(0, "Island", "Island")
        table.hand(0, "Homemade Draw")
        table.cast("Homemade Draw")
        table.resolve()
        assert len(table.names(Zone.HAND, 0)) == 2

    @settings(max_examples=2, deadline=None, database=None)
    @given(st.integers(0, 3))
    def test_drawn_examples_prove_nothing(n):
        table = Table.new([])
        table.lands(0, "Island", 3)
        table.library(0, "Island", "Island")
        table.hand(0, "Divination")
        table.cast("Divination")
        table.resolve()

    @pytest.mark.proves_nothing
    def test_marked_proves_nothing(table):
        table.lands(0, "Island", 3)
        table.library(0, "Island", "Island")
        table.hand(0, "Divination")
        table.cast("Divination")
        table.resolve()

    def test_random_agents_prove_nothing():
        from manastack import Game, Rules
        from manastack.api import RandomAgent
        rules = Rules.load(enable=[], env={})
        deck = ["Mountain"] * 10 + ["Shock"] * 10
        game = Game.from_decks(rules, [deck, deck], seed=1,
                               agents=[RandomAgent(), RandomAgent()])
        for _ in range(300):
            decision = game.pending()
            if decision is None:
                break
            game.respond(game.agents[decision.player].choose(game, decision))

    def test_unsummon_fails(table):
        table.lands(0, "Island", 1)
        table.battlefield(1, "Grizzly Bears")
        table.hand(0, "Unsummon")
        table.cast("Unsummon", targets=["Grizzly Bears"])
        table.resolve()
        assert False, "this test fails after playing Unsummon"
"""


def run_suite(pytester: pytest.Pytester, *options: str) -> tuple[pytest.RunResult, Path]:
    pytester.makepyfile(test_suite=SUITE)
    out = pytester.path / "proofs.json"
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider",
                                          f"--manastack-proofs={out}", *options)
    return result, out


@needs_corpus
def test_only_printed_cards_played_in_passing_tests_prove_rules(
        pytester: pytest.Pytester) -> None:
    result, out = run_suite(pytester)
    result.assert_outcomes(passed=6, failed=1)
    result.stdout.fnmatch_lines(["manastack proofs: * rule(s) proven, * printed card(s) played*"])
    proofs = Proofs.read(out)
    assert proofs.corpus
    # a printed card cast and resolved in a passing test proves the rules it was read with
    assert proofs.rules["grammar:damage"] == (
        ("Lightning Bolt", "test_suite.py::test_bolt_is_played"),)
    assert proofs.played["Lightning Bolt"] == ("test_suite.py::test_bolt_is_played",)
    # cards only put in a zone are not played: Divination's "draw", Glorious Anthem's static
    assert not proofs.was_played("Divination") and not proofs.was_played("Glorious Anthem")
    assert not proofs.proven("grammar:anthem pt")
    # a test card (no Oracle data) played proves nothing: nor does Divination, so "draw" is
    # unproven; the Island it tapped for mana is a printed card, played by its mana ability
    assert not proofs.was_played("Homemade Draw") and not proofs.proven("grammar:draw")
    assert "test_suite.py::test_a_test_card_is_played" in proofs.played["Island"]
    # a property-based test proves nothing (it draws other examples in another run)
    assert not proofs.was_played("Divination")
    # a test marked proves_nothing (Divination cast) and random play (Shock cast) neither
    assert not proofs.was_played("Shock")
    # a failing test proves nothing: Unsummon resolved before the test failed
    assert not proofs.was_played("Unsummon") and not proofs.proven("grammar:bounce")
    assert all("test_unsummon_fails" not in test for tests in proofs.played.values()
               for test in tests)


def test_without_the_option_nothing_is_recorded(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_suite=SUITE)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-k", "bolt")
    result.assert_outcomes(passed=1)
    assert "manastack proofs" not in result.stdout.str()
    assert not list(pytester.path.glob("*.json"))


def test_the_option_is_documented() -> None:
    import pytest_manastack.fixtures

    assert "--manastack-proofs" in (pytest_manastack.fixtures.__doc__ or "")
