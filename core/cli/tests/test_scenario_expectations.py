"""Scenario expectations selecting objects by a filter (count, objects), about players
(won, not_lost, player_counters) and about the log (triggered, logged_for), and
``manastack run --explain``. Each is shown holding and failing with its difference."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.filters import describe
from manastack_cli.scenario.runner import Result, run

from manastack.errors import ScenarioError

MANASTACK = Path(sys.executable).parent / "manastack"

#: Alice makes three Spirit tokens with her three Plains; an Island stays untapped.
TOKENS = """
plugins = []

[[player]]
name = "Alice"
battlefield = [{ card = "Plains", count = 3 }, "Island", "Savannah Lions"]
hand = ["Spectral Procession", "Serra Angel"]
graveyard = ["Grizzly Bears", "Shock", "Grizzly Bears"]
library = ["Lightning Bolt"]

[[player]]
name = "Bob"
battlefield = ["Savannah Lions", { card = "Forest", tapped = true }]

[[action]]
cast = "Spectral Procession"

[[action]]
resolve = true
"""


def run_with(expect: str, base: str = TOKENS) -> Result:
    return run(loads(textwrap.dedent(base) + "\n[expect]\n" + textwrap.dedent(expect),
                     "t.toml"), env={})


def failures(expect: str, base: str = TOKENS) -> list[str]:
    return [f.removeprefix("at the end: ") for f in run_with(expect, base).failures]


# --------------------------------------------------------------------------
# count: how many objects a filter selects
# --------------------------------------------------------------------------


def test_count_by_zone_controller_subtype_and_token() -> None:
    held = 'count = [{ zone = "battlefield", controller = "Alice", subtype = "Spirit", ' \
           'token = true, count = 3 }]'
    assert failures(held) == []
    assert failures(held.replace("count = 3", "count = 2")) == [
        "Alice's Spirit tokens on the battlefield: 3 (Spirit Token#15, Spirit Token#16, "
        "Spirit Token#17), expected 2"]


def test_count_zero_says_nobody_controls_one() -> None:
    assert failures('count = [{ controller = "Bob", subtype = "Spirit", count = 0 }]') == []
    assert failures('count = [{ controller = "Bob", subtype = "Cat", count = 0 }]') == [
        "Bob's Cats: 1 (Savannah Lions#12), expected 0"]


def test_count_of_tapped_and_untapped_permanents() -> None:
    assert failures('count = [{ name = "Plains", tapped = true, count = 3 }, '
                    '{ name = "Island", tapped = false, count = 1 }]') == []
    assert failures('count = [{ name = "Island", tapped = true, count = 1 }]') == [
        "tapped Island: 0, expected 1"]


def test_count_by_owner_in_a_zone_and_by_type_and_colour() -> None:
    assert failures('count = [{ zone = "graveyard", owner = "Alice", type = "Creature", '
                    'count = 2 }, { zone = "graveyard", owner = "Bob", count = 0 }, '
                    '{ color = "white", type = "Creature", controller = "Alice", count = 4 }, '
                    '{ supertype = "Basic", count = 5 }]') == []
    assert failures('count = [{ zone = "graveyard", owner = "Alice", color = "R", '
                    'count = 2 }]') == ["R objects owned by Alice in the graveyard: 1 "
                                        "(Shock#10), expected 2"]


def test_controller_selects_only_on_the_battlefield_or_the_stack() -> None:
    """CR 108.4: a card in a hand or a graveyard has no controller."""
    assert failures('count = [{ controller = "Alice", name = "Grizzly Bears", count = 0 }, '
                    '{ owner = "Alice", name = "Grizzly Bears", count = 2 }]') == []


def test_count_all_fit_a_second_filter() -> None:
    assert failures('count = [{ controller = "Alice", subtype = "Plains", '
                    'all = { tapped = true } }]') == []
    assert failures('count = [{ controller = "Alice", type = "Land", '
                    'all = { tapped = true } }]') == [
        "not all Alice's lands are tapped: Island#7 is not"]


def test_count_all_needs_something_selected() -> None:
    assert failures('count = [{ controller = "Bob", subtype = "Spirit", '
                    'all = { tapped = true } }]') == [
        "there are no Bob's Spirits: expected all of them to be tapped"]


def test_count_none_fits_a_second_filter() -> None:
    assert failures('count = [{ controller = "Alice", type = "Creature", '
                    'none = { tapped = true } }]') == []
    assert failures('count = [{ controller = "Bob", none = { tapped = true } }]') == [
        "some Bob's objects are tapped, expected none: Forest#13"]


def test_count_after_an_action() -> None:
    text = TOKENS.replace(
        'cast = "Spectral Procession"\n',
        'cast = "Spectral Procession"\nexpect.count = [{ zone = "stack", count = 1 }, '
        '{ subtype = "Spirit", count = 3 }]\n')
    result = run(loads(text, "t.toml"), env={})
    assert result.failures == ["after action 1 (cast Spectral Procession): Spirits: 0, "
                               "expected 3"]


# --------------------------------------------------------------------------
# objects: characteristics and state of an object in any zone
# --------------------------------------------------------------------------


def test_characteristics_of_a_card_in_the_hand() -> None:
    held = ('objects = [{ name = "Serra Angel", zone = "hand", power = 4, toughness = 4, '
            'types = ["Creature"], subtypes = ["Angel"], supertypes = [], colors = ["white"], '
            'keywords = ["flying", "vigilance"], lacks = ["haste"], abilities = ["vigilance"] }]')
    assert failures(held) == []
    wrong = ('objects = [{ name = "Serra Angel", power = 5, toughness = 3, types = ["Artifact"], '
             'subtypes = ["Bird"], supertypes = ["Legendary"], colors = ["U"], '
             'keywords = ["haste"], lacks = ["flying"], abilities = ["Trample"] }]')
    assert failures(wrong) == [
        "Serra Angel#3: power is 4, expected 5",
        "Serra Angel#3: toughness is 4, expected 3",
        "Serra Angel#3: doesn't have haste",
        "Serra Angel#3: has flying, expected it not to",
        "Serra Angel#3: types are [Creature], expected [Artifact]",
        "Serra Angel#3: subtypes are [Angel], expected [Bird]",
        "Serra Angel#3: supertypes are [], expected [Legendary]",
        "Serra Angel#3: colours are [W], expected [U]",
        "Serra Angel#3: has no ability reading 'Trample' (abilities: 'Flying'; 'Vigilance')",
    ]


def test_the_nth_object_of_a_name() -> None:
    assert failures('objects = [{ name = "Grizzly Bears", nth = 2, zone = "graveyard", '
                    'power = 2 }]') == []
    assert failures('objects = [{ name = "Grizzly Bears", nth = 3, power = 2 }]') == [
        "there is no 3rd Grizzly Bears (objects of that name are in: graveyard)"]


def test_nth_counts_in_the_zone_order() -> None:
    """The Plains entered first to last: the third is the third listed."""
    s = loads(textwrap.dedent(TOKENS), "t.toml")
    game = run(s, env={}).game
    plains = [o.id for o in game.battlefield() if o.card.name == "Plains"]
    assert failures(f'objects = [{{ name = "Plains#{plains[2]}", tapped = true }}, '
                    '{ name = "Plains", nth = 3, tapped = true }]') == []


def test_a_token_s_characteristics() -> None:
    assert failures('objects = [{ name = "Spirit Token", token = true, nth = 3, power = 1, '
                    'colors = ["W"], keywords = ["flying"], types = ["Creature"] }]') == []
    assert failures('objects = [{ name = "Spirit Token", token = false }]') == [
        "there is no Spirit Token (not a token) (objects of that name are in: battlefield)"]


def test_a_card_in_the_library_and_one_not_there() -> None:
    assert failures('objects = [{ name = "Lightning Bolt", zone = "library", '
                    'types = ["Instant"], colors = [] }]') == [
        "Lightning Bolt#1 (Lightning Bolt in the library): colours are [R], "
        "expected [colourless]"]
    assert failures('objects = [{ name = "Lightning Bolt", zone = "exile" }]') == [
        "there is no Lightning Bolt in the exile (objects of that name are in: library)"]


DAMAGE = """
plugins = []

[[player]]
name = "Alice"
battlefield = [{ card = "Mountain", count = 4 }, "Island"]
hand = ["Shock", "Blaze", "Winterflame"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant", { card = "Grizzly Bears", tapped = true }]
"""


def test_damage_marked_on_a_permanent() -> None:
    base = DAMAGE + '[[action]]\ncast = "Shock"\ntargets = ["Hill Giant"]\n' \
        '[[action]]\nresolve = true\n'
    assert failures('permanents."Hill Giant" = { damage = 2 }\n'
                    'objects = [{ name = "Hill Giant", damage = 2 }]', base) == []
    assert failures('permanents."Hill Giant" = { damage = 3 }\n'
                    'objects = [{ name = "Hill Giant", damage = 0 }]', base) == [
        "Hill Giant: damage is 2, expected 3", "Hill Giant#9: damage is 2, expected 0"]


def test_a_spell_on_the_stack_its_targets_modes_and_x() -> None:
    base = DAMAGE + '[[action]]\ncast = "Winterflame"\nmodes = [1, 2]\n' \
        'targets = ["Hill Giant", "Grizzly Bears"]\n'
    assert failures('objects = [{ zone = "stack", name = "Winterflame", modes = [1, 2], '
                    'targets = ["Hill Giant", "Grizzly Bears"] }]', base) == []
    assert failures('objects = [{ zone = "stack", name = "Winterflame", modes = [1], '
                    'targets = ["Grizzly Bears", "Bob"] }]', base) == [
        "Winterflame#11 (Winterflame on the stack): targets are [Hill Giant, Grizzly Bears], "
        "expected [Grizzly Bears, Bob]",
        "Winterflame#11 (Winterflame on the stack): modes are [1, 2], expected [1]"]
    x = DAMAGE + '[[action]]\ncast = "Blaze"\nx = 2\ntargets = ["Bob"]\n'
    assert failures('objects = [{ name = "Blaze", x = 2, targets = ["player 2"] }]', x) == []
    assert failures('objects = [{ name = "Blaze", x = 3 }]', x) == [
        "Blaze#11: X is 2, expected 3"]


#: Knight of Autumn's enters trigger, "choose one —", answered with its third mode.
KNIGHT = """
plugins = ["oracle"]

[[player]]
name = "Alice"
battlefield = [{ card = "Forest", count = 2 }, "Plains"]
hand = ["Knight of Autumn"]

[[player]]
name = "Bob"

[[action]]
cast = "Knight of Autumn"

[[action]]
resolve = true
answers = [{ kind = "modes", choose = ["You gain 4 life."] }]
"""


def test_the_modes_of_a_triggered_ability_on_the_stack_are_expected() -> None:
    """CR 700.2b, 603.3c: the ability on the stack has the mode chosen (3), compared as a
    spell's modes are; a wrong expectation fails with the difference."""
    def fails(expect: str) -> list[str]:
        return run(loads(textwrap.dedent(KNIGHT) + "\n[expect]\n" + expect, "t.toml"),
                   env={}).failures
    assert fails('objects = [{ name = "ability of Knight of Autumn", zone = "stack", '
                 'modes = [3] }]') == []
    [failure] = fails('objects = [{ name = "ability of Knight of Autumn", modes = [1] }]')
    assert failure.endswith("modes are [3], expected [1]")


def test_targets_of_a_card_not_on_the_stack() -> None:
    assert failures('objects = [{ name = "Serra Angel", targets = [] }]') == [
        "Serra Angel#3: is in the hand, not on the stack: it has no targets, modes or X"]


# --------------------------------------------------------------------------
# The log: triggers and the rules cited for an object; players
# --------------------------------------------------------------------------

TRIGGER = """
plugins = ["earthbend"]

[[player]]
name = "Alice"
battlefield = [{ card = "Forest", count = 2 }, "Mountain"]
hand = ["Badgermole Cub"]

[[player]]
name = "Bob"

[[action]]
cast = "Badgermole Cub"

[[action]]
resolve = true
answers = [{ kind = "targets", choose = ["Mountain"] }]
"""


def test_how_many_times_an_ability_triggered() -> None:
    assert failures('triggered = { "Badgermole Cub" = 1, "Grizzly Bears" = 0 }', TRIGGER) == []
    assert failures('triggered = { "Badgermole Cub" = 2 }', TRIGGER) == [
        "Badgermole Cub triggered 1 time(s), expected 2 (CR 603.2)"]


def test_an_ability_on_the_stack_and_its_target() -> None:
    assert failures('objects = [{ name = "ability of Badgermole Cub", zone = "stack", '
                    'targets = ["Mountain"] }]', TRIGGER) == []
    assert failures('objects = [{ name = "ability of Badgermole Cub", '
                    'targets = ["Forest"] }]', TRIGGER)[0].endswith(
        "targets are [Mountain], expected [Forest]")


def test_rules_logged_for_an_object() -> None:
    assert failures('logged_for = { "Spectral Procession" = ["601.2i", "608.2"] }') == []
    found = failures('logged_for = { "Spectral Procession" = ["702.34a"], '
                     '"Serra Angel" = ["601.2"] }')
    assert found == [
        "no event concerning Spectral Procession cited CR 702.34a (6 event(s) concern it)",
        "no event concerning Serra Angel cited CR 601.2 (0 event(s) concern it)"]


def test_players_who_won_lost_or_not() -> None:
    base = DAMAGE.replace('name = "Bob"', 'name = "Bob"\nlife = 2') + \
        '[[action]]\ncast = "Shock"\ntargets = ["Bob"]\n[[action]]\nresolve = true\n'
    assert failures('lost = ["Bob"]\nwon = ["Alice"]\nnot_lost = ["Alice"]', base) == []
    assert failures('won = ["Bob"]\nnot_lost = ["Bob"]', base) == [
        "Bob has lost the game, expected them not to", "Bob has not won the game"]


def test_counters_on_players() -> None:
    base = TOKENS.replace('name = "Bob"', 'name = "Bob"\npoison = 3')
    assert failures('player_counters = { Bob = { poison = 3, energy = 0 } }', base) == []
    assert failures('player_counters = { Bob = { poison = 2 }, Alice = { energy = 1 } }',
                    base) == ["Bob has 3 poison counter(s), expected 2",
                              "Alice has 0 energy counter(s), expected 1"]


# --------------------------------------------------------------------------
# Bad files: one line naming the file and the line
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("expect", "message"), [
    ('count = [{ subtype = "Spirit" }]',
     "t.toml:22: expect.count[1]: a count entry needs exactly one of count, all, none"),
    ('count = [{ subtype = "Spirit", count = 1, none = { tapped = true } }]',
     "t.toml:22: expect.count[1]: has several conditions (count, none)"),
    ('count = [{ zone = "graveyad", count = 1 }]',
     "t.toml:22: expect.count[1].zone: must be one of"),
    ('count = [{ sutbype = "Spirit", count = 1 }]',
     "t.toml:22: expect.count[1]: unknown field 'sutbype'; did you mean 'subtype'?"),
    ('count = [{ controller = "Carol", count = 1 }]',
     "t.toml:22: expect.count[1].controller: unknown player 'Carol'"),
    ('count = [{ owner = "Bob", all = { controller = "Carol" } }]',
     "t.toml:22: expect.count[1].all.controller: unknown player 'Carol'"),
    ('count = [{ count = -1 }]', "t.toml:22: expect.count[1].count: must be at least 0"),
    ('objects = [{ name = "Serra Angel", nth = 0 }]',
     "t.toml:22: expect.objects[1].nth: must be at least 1"),
    ('objects = [{ name = "Serra Angel", colours = ["W"] }]',
     "t.toml:22: expect.objects[1]: unknown field 'colours'; did you mean 'colors'?"),
    ('won = ["Carol"]', "t.toml:22: expect.won: unknown player 'Carol'"),
    ('player_counters = { Carol = { poison = 1 } }',
     "t.toml:22: expect.player_counters.Carol: unknown player 'Carol'"),
    ('triggered = { "Soul Warden" = -1 }',
     "t.toml:22: expect.triggered.Soul Warden: must be at least 0"),
    ('logged_for = { "Shock" = ["601.2x9"] }',
     "t.toml:22: expect.logged_for.Shock[1]: \"601.2x9\" is not well formed"),
])
def test_bad_values_are_refused_naming_the_line(expect: str, message: str) -> None:
    with pytest.raises(ScenarioError) as err:
        loads(textwrap.dedent(TOKENS) + "\n[expect]\n" + expect + "\n", "t.toml")
    assert str(err.value).startswith(message), str(err.value)


def test_a_misspelt_name_in_a_filter_is_a_bad_file_not_a_count_of_zero() -> None:
    with pytest.raises(ScenarioError) as err:
        run_with('\n\ncount = [{ name = "Savanah Lions", count = 0 }]')
    assert str(err.value).startswith("t.toml:24: expect.count[1].name: "), str(err.value)
    assert "Savanah Lions" in str(err.value)


def test_a_line_of_an_array_of_tables_is_named() -> None:
    with pytest.raises(ScenarioError) as err:
        loads(textwrap.dedent(TOKENS) + '\n[[expect.objects]]\nname = "Serra Angel"\n'
              'power = "4"\n', "t.toml")
    assert str(err.value).startswith("t.toml:23: expect.objects[1].power: must be an integer")


def test_describe_says_a_filter_in_words() -> None:
    assert describe({"controller": "Alice", "subtype": "Spirit", "token": True,
                     "zone": "battlefield", "tapped": False}) == \
        "Alice's untapped Spirit tokens on the battlefield"
    assert describe({"name": "Grizzly Bears", "nth": 22, "zone": "graveyard"}) == \
        "the 22nd Grizzly Bears in the graveyard"
    assert describe({"type": "Sorcery", "owner": "Bob"}) == "sorceries owned by Bob"
    assert describe({"tapped": True}, as_quality=True) == "tapped"


# --------------------------------------------------------------------------
# manastack run --explain
# --------------------------------------------------------------------------


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(MANASTACK), *args], capture_output=True, text=True, check=False)


def test_explain_prints_the_events_concerning_what_failed(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(textwrap.dedent(TOKENS) + '\n[expect]\ncount = [{ name = "Spirit Token", '
                    'count = 2 }]\nlife = { Bob = 19 }\n', encoding="utf-8")
    done = _cli("run", "--explain", "--no-board", str(path))
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    at = lines.index("FAIL at the end: Bob has 20 life, expected 19")
    assert lines[at + 1] == "     why: 1 event(s) concerning Bob:"
    assert lines[at + 2] == "       turn 1, precombat main phase: Bob passes  [CR 117.3d]"
    assert lines[at + 3].startswith("FAIL at the end: Spirit Token: 3")
    assert lines[at + 4] == "     why: 3 event(s) concerning Spirit Token:"
    assert [x.split(": ", 1)[1] for x in lines[at + 5:at + 8]] == [
        f"Alice creates Spirit Token#{n}  [CR 111.1]" for n in (15, 16, 17)]
    plain = _cli("run", "--no-board", str(path))
    assert "why:" not in plain.stdout and plain.returncode == 1


def test_explain_without_a_name_shows_the_last_events(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(textwrap.dedent(TOKENS) + '\n[expect]\nlogged = ["702.34a"]\n',
                    encoding="utf-8")
    done = _cli("run", "--explain", "--no-board", str(path))
    lines = done.stdout.splitlines()
    at = lines.index("FAIL at the end: no event cited CR 702.34a")
    assert lines[at + 1] == "     why: the last 12 event(s) of the log:"
    shown = [x for x in lines[at + 2:] if x.startswith("       turn")]
    assert len(shown) == 12
    assert "Spirit Token#12" in shown[-1] or "resolves" in " ".join(shown)


def test_supertype_and_counters() -> None:
    base = TOKENS.replace('"Savannah Lions"]\nhand', '{ card = "Savannah Lions", counters = '
                          '{ "+1/+1" = 2 } }]\nhand')
    assert failures('count = [{ supertype = "Basic", type = "Land", controller = "Alice", '
                    'count = 4 }]\nobjects = [{ name = "Savannah Lions", controller = "Alice", '
                    'counters = { "+1/+1" = 2 }, power = 4 }]', base) == []
    found = failures('count = [{ supertype = "Snow", count = 1 }]\nobjects = [{ name = '
                     '"Savannah Lions", controller = "Alice", counters = { "+1/+1" = 1 } }]', base)
    assert found[0] == "Snow objects: 0, expected 1"
    assert found[1].endswith("(Alice's Savannah Lions): has 2 +1/+1 counter(s), expected 1")
    assert len(found) == 2
