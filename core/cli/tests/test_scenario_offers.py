"""What a decision offers, stated on an answer: ``unavailable = [...]`` (none of these is an
option) and ``offered = [...]`` (exactly these are), checked on the first decision of the
answer's kind asked during the action. A statement that does not hold is a failed
expectation naming the option and the decision; one about a decision never asked is a bad
file. Played with printed cards: Misdirection and hexproof (CR 115.7, 702.11b), Duress (701.9b),
Blood Bairn's "sacrifice another creature" (109.5), the legend rule (704.5j, 400.7)."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import ScenarioError
from manastack.loading.sources import OracleCorpusSource

pytestmark = pytest.mark.skipif(not OracleCorpusSource.available(),
                                reason="the Oracle corpus is not installed "
                                "(pip install 'manastack-core[oracle]')")


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "offers.toml"), env={})


#: Alice bolts Bob; Bob's Misdirection changes the Bolt's target. The new target must be
#: one Alice's Bolt could have: Bob's Gladecover Scout (hexproof) is not, Alice's own Troll
#: Ascetic (hexproof too, but hers) is (CR 115.7, 702.11b).
MISDIRECTION = """
[[player]]
name = "Alice"
battlefield = ["Mountain", "Troll Ascetic"]
hand = ["Lightning Bolt"]

[[player]]
name = "Bob"
battlefield = ["Island", "Island", "Island", "Island", "Island", "Gladecover Scout"]
hand = ["Misdirection"]

[[action]]
cast = "Lightning Bolt"
targets = ["Bob"]

[[action]]
pass = true

[[action]]
cast = "Misdirection"
by = "Bob"
targets = ["Lightning Bolt"]

[[action]]
resolve = true
answers = [{ kind = "targets", STATED, choose = ["Alice"] }]
"""


def misdirection(stated: str) -> Result:
    return run_text(MISDIRECTION.replace("STATED", stated))


def test_an_option_stated_unavailable_and_not_offered_holds() -> None:
    result = misdirection('unavailable = ["Gladecover Scout"], offered = ["Alice", "Troll Ascetic"]')
    assert result.failures == []
    assert result.checked == 1  # the statement is counted as an expectation held


def test_an_offered_option_stated_unavailable_fails_naming_it_and_the_decision() -> None:
    result = misdirection('unavailable = ["Troll Ascetic", "Gladecover Scout"]')
    assert len(result.failures) == 1  # the run goes on: a failed expectation, not a bad file
    failure = result.failures[0]
    assert failure.startswith("after action 4 (resolve")
    assert "the 'targets' decision (Bob: Change the target of Lightning Bolt" in failure
    assert "CR 115.7a" in failure
    assert "offered 'Troll Ascetic' (Troll Ascetic#" in failure and "stated unavailable" in failure
    assert "Gladecover" not in failure.partition("its options:")[2]


def test_a_player_stated_unavailable_is_matched_as_a_player() -> None:
    result = misdirection('unavailable = ["Alice"]')
    assert len(result.failures) == 1
    assert "offered Alice, stated unavailable" in result.failures[0]


def test_offered_fails_for_an_option_missing_and_for_one_not_stated() -> None:
    result = misdirection('offered = ["Alice", "Gladecover Scout"]')
    assert len(result.failures) == 2
    missing, extra = result.failures
    assert "did not offer 'Gladecover Scout', stated offered" in missing
    assert "offered Troll Ascetic#" in extra and "not among those stated offered" in extra


def test_a_statement_about_a_decision_never_asked_is_a_bad_file() -> None:
    text = MISDIRECTION.replace("STATED", 'unavailable = ["Troll Ascetic"]').replace(
        'answers = [{ kind = "targets", unavailable = ["Troll Ascetic"], choose = ["Alice"] }]',
        'answers = [{ kind = "targets", choose = ["Alice"] },\n'
        '           { kind = "discard", unavailable = ["Troll Ascetic"] }]')
    with pytest.raises(ScenarioError, match=r"offers\.toml:\d+: action 4 .*never asked a "
                                            r"decision of the kind stated: 'discard'"):
        run_text(text)


def test_an_answer_with_neither_choose_nor_a_statement_is_a_bad_file() -> None:
    with pytest.raises(ScenarioError, match=r"an answer needs choose, or unavailable or "
                                            r"offered"):
        loads(textwrap.dedent(MISDIRECTION.replace(', STATED, choose = ["Alice"]', "")),
              "offers.toml")


#: Blood Bairn: "Sacrifice another creature: ~ gets +2/+2 until end of turn." (CR 109.5)
BAIRN = """
[[player]]
name = "Alice"
battlefield = ["Blood Bairn", "Grizzly Bears"]

[[player]]
name = "Bob"

[[action]]
activate = "Blood Bairn"
sacrifice = ["Grizzly Bears"]
answers = [{ kind = "sacrifice", STATED }]

[[action]]
resolve = true
expect.permanents."Blood Bairn" = { power = 4, toughness = 4 }
"""


def test_a_statement_without_choose_checks_the_decision_the_action_answers() -> None:
    """The cost's sacrifice is answered by the action's ``sacrifice``; the statement only
    looks at what it offered: "another" leaves out Blood Bairn itself."""
    result = run_text(BAIRN.replace("STATED", 'unavailable = ["Blood Bairn"]'))
    assert result.failures == []
    result = run_text(BAIRN.replace("STATED", 'offered = ["Blood Bairn"]'))
    assert [f for f in result.failures if "did not offer 'Blood Bairn'" in f
            and "the 'sacrifice' decision (Alice:" in f]


#: Alice casts a second Isamaru: the legend rule asks which to keep (CR 704.5j). The
#: newest Isamaru in the game is the one just cast, the oldest the one she had (400.7).
LEGEND = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Isamaru, Hound of Konda", "Plains"]
hand = ["Isamaru, Hound of Konda"]

[[player]]
name = "Bob"
battlefield = ["Forest"]

[[action]]
cast = "Isamaru, Hound of Konda"

[[action]]
resolve = true

[[action.answers]]
kind = "legend_rule"
offered = [{ card = "Isamaru, Hound of Konda", newest = true },
           { card = "Isamaru, Hound of Konda", newest = false }]
choose = [{ card = "Isamaru, Hound of Konda", newest = true }]
"""


def test_the_newest_and_oldest_of_a_name_are_objects_of_the_game() -> None:
    assert run_text(LEGEND).failures == []
