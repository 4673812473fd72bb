"""Answers naming what the file can't know by id: the newest (or oldest) object of a name,
``{ card = "...", newest = true }`` (CR 400.7: each zone change makes a new object), and
a division as a table of amounts by recipient, ``{ "Hill Giant" = 1, "Grizzly Bears" = 5 }``
(CR 601.2d, 510.1c), matched against the divisions the game offers. An answer fitting no
option is refused naming the file and the line, the game as it was (CR 732)."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import ScenarioError
from manastack.loading.sources import OracleCorpusSource

needs_corpus = pytest.mark.skipif(not OracleCorpusSource.available(),
                                  reason="the Oracle corpus is not installed "
                                  "(pip install 'manastack-core[oracle]')")


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "answers.toml"), env={})


#: Alice casts a second Isamaru, Hound of Konda: the legend rule (CR 704.5j) makes her keep
#: one. Bob's own Isamaru is not hers to choose.
LEGEND = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Isamaru, Hound of Konda", "Plains"]
hand = ["Isamaru, Hound of Konda"]

[[player]]
name = "Bob"
battlefield = ["Isamaru, Hound of Konda"]

[[action]]
cast = "Isamaru, Hound of Konda"

[[action]]
resolve = true
answers = [{ kind = "legend_rule", choose = [{ card = "Isamaru, Hound of Konda", newest = NEWEST }] }]

[expect]
count = [{ name = "Isamaru, Hound of Konda", zone = "graveyard", owner = "Alice", count = 1 },
         { name = "Isamaru, Hound of Konda", zone = "battlefield", controller = "Alice", count = 1 }]
logged = ["704.5j"]
"""


@pytest.mark.parametrize(("newest", "since_turn_began"), [("true", "false"), ("false", "true")])
def test_the_legend_rule_keeps_the_newest_or_the_oldest_by_name(
        newest: str, since_turn_began: str) -> None:
    """The copy just cast came under Alice's control this turn; the one she had did not."""
    result = run_text(LEGEND.replace("NEWEST", newest) + f"""
        permanents."Isamaru, Hound of Konda".controller = "Alice"
        permanents."Isamaru, Hound of Konda".controlled_since_turn_began = {since_turn_began}
    """)
    assert result.failures == []


def test_no_object_of_that_name_among_the_options_is_refused_naming_the_line() -> None:
    text = LEGEND.replace("NEWEST", "true").replace(
        'choose = [{ card = "Isamaru, Hound of Konda"', 'choose = [{ card = "Plains"')
    with pytest.raises(ScenarioError, match=r"answers\.toml:17: action 2 .*no option is an "
                                            r"object called 'Plains'"):
        run_text(text)


#: Craw Wurm (6/4) attacks; Hill Giant (3/3) and Grizzly Bears (2/2) block it: Alice
#: divides its 6 damage among them as she likes (CR 510.1c).
WURM = """
plugins = []

[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Craw Wurm"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant", "Grizzly Bears"]

[[action]]
attack = ["Craw Wurm"]

[[action]]
block = { "Hill Giant" = "Craw Wurm", "Grizzly Bears" = "Craw Wurm" }

[[action]]
go_to = "end_combat"
answers = [{ kind = "damage_assignment", choose = [DIVISION] }]
"""


def test_combat_damage_divided_by_a_table_of_names() -> None:
    result = run_text(WURM.replace("DIVISION", '{ "Hill Giant" = 1, "Grizzly Bears" = 5 }') + """
        [expect]
        zones = { "Grizzly Bears" = "graveyard" }
        permanents."Hill Giant" = { damage = 1 }
    """)
    assert result.failures == []
    result = run_text(WURM.replace("DIVISION", '{ "Grizzly Bears" = 3, "Hill Giant" = 3 }') + """
        [expect]
        zones = { "Grizzly Bears" = "graveyard", "Hill Giant" = "graveyard" }
    """)
    assert result.failures == []


def test_a_division_never_offered_is_refused_naming_the_line_and_the_offered_ones() -> None:
    text = WURM.replace("DIVISION", '{ "Hill Giant" = 2, "Grizzly Bears" = 5 }')
    with pytest.raises(ScenarioError) as caught:
        run_text(text)
    message = str(caught.value)
    assert message.startswith("answers.toml:21: action 3 (go to end of combat step): ")
    assert "no division offered gives 2 to Hill Giant, 5 to Grizzly Bears (offered: " in message
    assert "1 to Hill Giant#2, 5 to Grizzly Bears#3" in message


def test_a_division_the_rules_forbid_is_refused_with_the_rules_reason() -> None:
    text = WURM.replace("DIVISION", '{ "Hill Giant" = 2, "Grizzly Bears" = 5 }')
    with pytest.raises(ScenarioError, match=r"no division offered gives 2 to Hill Giant, 5 to "
                                            r"Grizzly Bears \(offered: .*\): 7 damage assigned, "
                                            r"not all its 6 \(510\.1c\)"):
        run_text(text)


#: Colossal Dreadmaw (6/6 trample) attacks; Grizzly Bears blocks it (CR 702.19b).
TRAMPLE = """
plugins = ["oracle"]

[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Colossal Dreadmaw"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]

[[action]]
attack = ["Colossal Dreadmaw"]

[[action]]
block = { "Grizzly Bears" = "Colossal Dreadmaw" }

[[action]]
go_to = "end_combat"
answers = [{ kind = "damage_assignment", choose = [DIVISION] }]
"""


@needs_corpus
def test_trample_damage_to_the_player_before_lethal_to_the_blocker_is_illegal() -> None:
    """CR 702.19b: lethal damage to every blocker before the rest to the player. Stated as
    ``illegal``: refused citing 702.19b, the passes to the damage step undone with it
    (CR 732), then played as the rules allow."""
    result = run_text(TRAMPLE.replace("DIVISION", '{ "Grizzly Bears" = 1, Bob = 5 }') + """
        illegal = "702.19b"
        expect.life = { Bob = 20 }
        [[action]]
        go_to = "end_combat"
        answers = [{ kind = "damage_assignment", choose = [{ "Grizzly Bears" = 2, Bob = 4 }] }]
        [expect]
        life = { Bob = 16 }
        zones = { "Grizzly Bears" = "graveyard" }
    """)
    assert result.failures == []
    with pytest.raises(ScenarioError, match=r"action 3 .*no division offered gives 1 to "
                                            r"Grizzly Bears, 5 to Bob \(offered: .*\): Bob is "
                                            r"assigned damage "
                                            r"while Grizzly Bears#\d+ is assigned less than "
                                            r"lethal damage \(702\.19b\)"):
        run_text(TRAMPLE.replace("DIVISION", '{ "Grizzly Bears" = 1, Bob = 5 }'))


def test_a_division_fitting_several_is_refused_asking_for_ids() -> None:
    """Two Grizzly Bears block: "all 6 to Grizzly Bears" fits either; "Name#id" says which."""
    text = WURM.replace('"Hill Giant", "Grizzly Bears"]', '"Grizzly Bears", "Grizzly Bears"]')
    text = text.replace('block = { "Hill Giant" = "Craw Wurm", "Grizzly Bears" = "Craw Wurm" }',
                        'block = { "Grizzly Bears#2" = "Craw Wurm", "Grizzly Bears#3" = "Craw Wurm" }')
    with pytest.raises(ScenarioError, match="fits several offered"):
        run_text(text.replace("DIVISION", '{ "Grizzly Bears" = 6 }'))
    result = run_text(text.replace("DIVISION", '{ "Grizzly Bears#3" = 6 }') + """
        [expect]
        count = [{ name = "Grizzly Bears", zone = "battlefield", count = 1 }]
        objects = [{ name = "Grizzly Bears", zone = "battlefield", damage = 0 }]
    """)
    assert result.failures == []


#: Forked Bolt: 2 damage divided among one or two targets (CR 601.2d), announced as it is
#: cast.
BOLT = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Mountain"]
hand = ["Forked Bolt"]

[[player]]
name = "Bob"
battlefield = ["Grizzly Bears"]

[[action]]
cast = "Forked Bolt"
targets = [["Grizzly Bears", "Bob"]]
answers = [{ kind = "divide", choose = [DIVISION] }]
"""


def test_a_spells_division_names_a_creature_and_a_player() -> None:
    result = run_text(BOLT.replace("DIVISION", '{ "Bob" = 1, "Grizzly Bears" = 1 }') + """
        [[action]]
        resolve = true
        [expect]
        life = { Bob = 19 }
        permanents."Grizzly Bears" = { damage = 1 }
    """)
    assert result.failures == []


def test_a_spells_division_never_offered_is_refused_and_the_game_is_unchanged() -> None:
    wrong = BOLT.replace("DIVISION", '{ "Bob" = 2, "Grizzly Bears" = 1 }')
    with pytest.raises(ScenarioError, match=r"answers\.toml:14: action 1 \(cast Forked Bolt"
                                            r".*no division offered gives 2 to Bob, 1 to "
                                            r"Grizzly Bears"):
        run_text(wrong)
    # marked illegal: refused citing 601.2d, the game exactly as it was (CR 732)
    result = run_text(wrong + """
        illegal = "601.2d"
        [expect]
        hand = { Alice = ["Forked Bolt"] }
        permanents.Mountain = { tapped = false }
    """)
    assert result.failures == []
    assert result.checked == 3


@needs_corpus
def test_a_lands_choice_as_it_enters_is_answered_on_play() -> None:
    """CR 614.12: Temple Garden's "you may pay 2 life" is asked as it enters; ``answers`` on
    ``play`` give it."""
    head = """
        plugins = ["oracle"]
        [[player]]
        name = "Alice"
        hand = ["Temple Garden", "Temple Garden"]
        [[player]]
        name = "Bob"
    """
    result = run_text(head + """
        [[action]]
        play = "Temple Garden"
        answers = [{ kind = "pay_unless", choose = [false] }]
        [expect]
        permanents."Temple Garden" = { tapped = true }
        life = { Alice = 20 }
    """)
    assert result.failures == []
    result = run_text(head + """
        [[action]]
        play = "Temple Garden"
        answers = [{ kind = "pay_unless", choose = [true] }]
        [expect]
        permanents."Temple Garden" = { tapped = false }
        life = { Alice = 18 }
    """)
    assert result.failures == []


def test_a_legal_division_past_those_listed_is_accepted() -> None:
    """CR 510.1c: blocked by five creatures, Craw Wurm has 210 divisions, more than a
    decision lists; all 6 to Memnite is one not listed, and is played as given."""
    text = WURM.replace('["Hill Giant", "Grizzly Bears"]', '["Hill Giant", "Grizzly Bears", '
                        '"Gray Ogre", "Savannah Lions", "Memnite"]').replace(
        'block = { "Hill Giant" = "Craw Wurm", "Grizzly Bears" = "Craw Wurm" }',
        'block = { "Hill Giant" = "Craw Wurm", "Grizzly Bears" = "Craw Wurm", '
        '"Gray Ogre" = "Craw Wurm", "Savannah Lions" = "Craw Wurm", "Memnite" = "Craw Wurm" }')
    result = run_text(text.replace("DIVISION", '{ "Memnite" = 6 }') + """
        [expect]
        zones = { "Memnite" = "graveyard", "Hill Giant" = "battlefield" }
        permanents."Hill Giant" = { damage = 0 }
    """)
    assert result.failures == []
