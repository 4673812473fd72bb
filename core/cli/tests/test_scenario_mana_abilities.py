"""Scenario files activate any mana ability by hand (``tap_for_mana``, CR 605.3a), played with
printed cards of the Oracle corpus.

- ``mana``: all the mana one activation adds, as symbols: Azorius Chancery's "{T}: Add
  {W}{U}." and Sol Ring's "{T}: Add {C}{C}." add two units at once (106.3); a filter land's
  "Add {W}{W}, {W}{U}, or {U}{U}." adds the output named (605.3b, 106.1b).
- Mana costs of mana abilities (602.2b, 605.3b): Shadowblood Ridge's "{1}, {T}: Add {B}{R}.",
  Mystic Gate's "{W/U}, {T}", Cabal Coffers' "{2}, {T}", paid from the pool or the
  untapped mana sources (601.2g-h).
- ``ability``: the permanent's mana abilities counted from 1: Crystal Vein's two abilities
  both add {C}, Shivan Reef's add {C} or {U}/{R} with 1 damage; a named output among several
  is the ``mana_output`` decision's answer (605.3b).
- Bad input: mana no ability adds, an ability number the permanent doesn't have, mana that
  two abilities add (Chromatic Lantern on a Forest) are refused naming the file and line,
  the game unchanged (CR 732); ``color`` with ``mana``, or neither with no ``ability``, is a
  bad file.
- The ``Table`` verb underneath (``Table.tap_for_mana(mana=, index=)``) does the same.
"""

from __future__ import annotations

import re
import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError, ScenarioError
from manastack.model.objects import Zone

pytestmark = needs_corpus

HEAD = """\
plugins = ["oracle"]
[[player]]
name = "Alice"
battlefield = [{battlefield}]
[[player]]
name = "Bob"
"""


def play(battlefield: str, actions: str) -> Result:
    text = textwrap.dedent(HEAD).replace("{battlefield}", battlefield) + \
        textwrap.dedent(actions)
    return run(loads(text, "mana.toml"), env={})


def refused(battlefield: str, actions: str, pattern: str) -> None:
    with pytest.raises(ScenarioError) as info:
        play(battlefield, actions)
    assert re.search(pattern, str(info.value)), str(info.value)


# --------------------------------------------------------------------------
# Two kinds or amounts of mana at once (CR 106.3, 605.3b)
# --------------------------------------------------------------------------


def test_azorius_chancery_and_sol_ring_add_two_units_at_once() -> None:
    result = play('"Azorius Chancery", "Sol Ring"', """
        [[action]]
        tap_for_mana = "Azorius Chancery"
        mana = "{W}{U}"
        expect.mana_pool = { Alice = "{W}{U}" }
        [[action]]
        tap_for_mana = "Sol Ring"
        mana = "{C}{C}"
        [expect]
        mana_pool = { Alice = "{W}{U}{C}{C}" }
        permanents."Azorius Chancery" = { tapped = true }
        permanents."Sol Ring" = { tapped = true }
        """)
    assert result.failures == []


def test_mystic_gate_adds_the_output_named_paying_its_hybrid_cost_with_a_plains() -> None:
    """CR 605.3b, 106.1b: "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.": {W}{U} chosen, the
    {W/U} paid by tapping the Plains (601.2g-h, 107.4e); its first ability adds {C}."""
    result = play('"Mystic Gate", "Plains"', """
        [[action]]
        tap_for_mana = "Mystic Gate"
        mana = "{W}{U}"
        [expect]
        mana_pool = { Alice = "{W}{U}" }
        permanents."Mystic Gate" = { tapped = true }
        permanents.Plains = { tapped = true }
        logged = ["605.3b"]
        """)
    assert result.failures == []
    assert any(e.rule == "605.3b" and "{W}{U}" in e.text and "chooses" in e.text
               for e in result.game.log)  # the mana_output decision, answered


def test_a_filter_lands_output_by_its_number_and_by_answers() -> None:
    """The second Mystic Gate's {W/U} is paid with a {U} of the pool (601.2h)."""
    result = play('"Mystic Gate", "Plains", "Mystic Gate", "Island"', """
        [[action]]
        tap_for_mana = "Mystic Gate"
        ability = 2
        mana = "{U}{U}"
        expect.mana_pool = { Alice = "{U}{U}" }
        [[action]]
        tap_for_mana = "Mystic Gate"
        ability = 2
        answers = [{ kind = "mana_output", choose = ["WW"] }]
        [expect]
        mana_pool = { Alice = "{W}{W}{U}" }
        """)
    assert result.failures == []


# --------------------------------------------------------------------------
# Mana abilities with mana costs (CR 602.2b, 605.3b)
# --------------------------------------------------------------------------


def test_shadowblood_ridge_pays_its_one_from_the_pool() -> None:
    result = play('"Shadowblood Ridge"', """
        [[action]]
        add_mana = { Alice = "{G}" }
        [[action]]
        tap_for_mana = "Shadowblood Ridge"
        mana = "{B}{R}"
        [expect]
        mana_pool = { Alice = "{B}{R}" }
        permanents."Shadowblood Ridge" = { tapped = true }
        """)
    assert result.failures == []
    # CR 602.2b: the explain log says what paid the ability's {1}
    assert any(e.rule == "602.2b" and "pays {G} for Shadowblood Ridge" in e.text
               for e in result.game.log)


def test_shadowblood_ridge_without_mana_for_its_cost_is_refused() -> None:
    result = play('"Shadowblood Ridge"', """
        [[action]]
        tap_for_mana = "Shadowblood Ridge"
        mana = "{B}{R}"
        illegal = "601.2h"
        [expect]
        mana_pool = { Alice = "" }
        permanents."Shadowblood Ridge" = { tapped = false }
        """)
    assert result.failures == []


def test_cabal_coffers_by_its_number_pays_two_and_counts_the_swamps() -> None:
    """"{2}, {T}: Add {B} for each Swamp you control.": the two Swamps tapped for {2} still
    count as it resolves (605.3a, 608.2h)."""
    result = play('"Cabal Coffers", "Swamp", "Swamp"', """
        [[action]]
        tap_for_mana = "Cabal Coffers"
        ability = 1
        [expect]
        mana_pool = { Alice = "{B}{B}" }
        permanents."Cabal Coffers" = { tapped = true }
        permanents.Swamp = { tapped = true }
        """)
    assert result.failures == []


# --------------------------------------------------------------------------
# Choosing among a permanent's mana abilities (CR 605.3a)
# --------------------------------------------------------------------------


def test_crystal_veins_second_ability_adds_two_and_sacrifices_it() -> None:
    """Both abilities add {C}: ``color = "C"`` is the first ("{T}: Add {C}."), ``ability = 2``
    the second ("{T}, Sacrifice this land: Add {C}{C}.")."""
    result = play('"Crystal Vein", "Crystal Vein"', """
        [[action]]
        tap_for_mana = "Crystal Vein"
        color = "C"
        expect.mana_pool = { Alice = "{C}" }
        [[action]]
        tap_for_mana = "Crystal Vein"
        ability = 2
        [expect]
        mana_pool = { Alice = "{C}{C}{C}" }
        graveyard = { Alice = ["Crystal Vein"] }
        """)
    assert result.failures == []


def test_crystal_vein_named_by_all_it_adds() -> None:
    result = play('"Crystal Vein"', """
        [[action]]
        tap_for_mana = "Crystal Vein"
        mana = "{C}{C}"
        [expect]
        mana_pool = { Alice = "{C}{C}" }
        graveyard = { Alice = ["Crystal Vein"] }
        """)
    assert result.failures == []


def test_shivan_reefs_abilities_by_number_with_and_without_its_damage() -> None:
    result = play('"Shivan Reef", "Shivan Reef"', """
        [[action]]
        tap_for_mana = "Shivan Reef"
        ability = 1
        expect.life = { Alice = 20 }
        [[action]]
        tap_for_mana = "Shivan Reef"
        ability = 2
        color = "U"
        [expect]
        mana_pool = { Alice = "{C}{U}" }
        life = { Alice = 19 }
        """)
    assert result.failures == []


def test_a_forest_under_chromatic_lantern_by_the_number_of_its_granted_ability() -> None:
    """Lands under Chromatic Lantern have "{T}: Add one mana of any color." (613.1f): a
    Forest's second mana ability, its colour the answer (605.3b)."""
    result = play('"Forest", "Chromatic Lantern"', """
        [[action]]
        tap_for_mana = "Forest"
        ability = 2
        mana = "{R}"
        [expect]
        mana_pool = { Alice = "{R}" }
        """)
    assert result.failures == []


# --------------------------------------------------------------------------
# Bad input: refused naming the file and line, the game unchanged (CR 732)
# --------------------------------------------------------------------------


def test_mana_no_ability_adds_is_refused_naming_the_file_and_line() -> None:
    refused('"Azorius Chancery"', """
        [[action]]
        tap_for_mana = "Azorius Chancery"
        mana = "{G}{G}"
        """, r"^mana\.toml:8: action 1 \(tap Azorius Chancery for \{G\}\{G\}\): .*"
             r"no mana ability that adds \{G\}\{G\} \(CR 605\.1a\)")


def test_a_whole_output_is_needed_not_one_of_its_units() -> None:
    refused('"Sol Ring"', """
        [[action]]
        tap_for_mana = "Sol Ring"
        mana = "{C}"
        """, r"^mana\.toml:8: .*Sol Ring#\d+ has no mana ability that adds \{C\} ")


def test_an_ability_number_the_permanent_does_not_have() -> None:
    refused('"Crystal Vein"', """
        [[action]]
        tap_for_mana = "Crystal Vein"
        ability = 3
        """, r"^mana\.toml:8: action 1 \(tap Crystal Vein \(mana ability 3\)\): .*"
             r"Crystal Vein#\d+ has no mana ability #3 \(CR 605\.1a\)")


def test_mana_the_numbered_ability_does_not_add() -> None:
    refused('"Mystic Gate", "Plains"', """
        [[action]]
        tap_for_mana = "Mystic Gate"
        ability = 2
        mana = "{C}"
        """, r"^mana\.toml:8: .*mana ability #2 doesn't add \{C\} \(it adds \{W\}\{W\}, "
             r"\{W\}\{U\}, \{U\}\{U\}\) \(CR 605\.1a\)")


def test_mana_two_abilities_add_is_refused_asking_for_the_number() -> None:
    refused('"Forest", "Chromatic Lantern"', """
        [[action]]
        tap_for_mana = "Forest"
        mana = "{G}"
        """, r"^mana\.toml:8: .*mana abilities 1 and 2 each add \{G\}: name the one "
             r"activated by its number \(CR 605\.3a\)")


def test_mana_counted_as_it_resolves_is_not_named_beforehand() -> None:
    refused('"Cabal Coffers", "Swamp", "Swamp"', """
        [[action]]
        tap_for_mana = "Cabal Coffers"
        mana = "{B}{B}"
        """, r"^mana\.toml:8: .*no mana ability that adds \{B\}\{B\} \(a mana ability whose "
             r"mana is counted as it resolves is named by its number\)")


def test_a_refused_tap_for_mana_leaves_the_game_unchanged() -> None:
    result = play('"Crystal Vein", "Azorius Chancery"', """
        [[action]]
        tap_for_mana = "Crystal Vein"
        ability = 3
        illegal = "605.1a"
        [[action]]
        tap_for_mana = "Azorius Chancery"
        mana = "{W}{W}"
        illegal = "605.1a"
        [expect]
        mana_pool = { Alice = "" }
        permanents."Crystal Vein" = { tapped = false }
        permanents."Azorius Chancery" = { tapped = false }
        """)
    assert result.failures == []


@pytest.mark.parametrize(("fields", "pattern"), [
    ('color = "W"\nmana = "{W}{U}"', r"mana\.toml:10: action 1: mana: give 'color' .* not both"),
    ('', r"mana\.toml:8: action 1: tap_for_mana: say which mana ability: 'color', 'mana'"),
    ('mana = "{W}{X}"', r"mana\.toml:9: action 1: mana: \"\{W\}\{X\}\" is not well formed "
                        r"\(Mana symbols"),
    ('mana = "WU"', r"mana\.toml:9: action 1: mana: \"WU\" is not well formed"),
    ('ability = 0', r"mana\.toml:9: action 1: ability: must be at least 1, got 0"),
])
def test_bad_files(fields: str, pattern: str) -> None:
    refused('"Azorius Chancery"', '[[action]]\ntap_for_mana = "Azorius Chancery"\n' + fields
            + "\n", pattern)


def test_color_alone_plays_as_before() -> None:
    """``color`` is still the first mana ability adding that type (ActivateMana)."""
    result = play('"Shivan Reef"', """
        [[action]]
        tap_for_mana = "Shivan Reef"
        color = "R"
        [expect]
        mana_pool = { Alice = "{R}" }
        life = { Alice = 19 }
        """)
    assert result.failures == []


# --------------------------------------------------------------------------
# The Table verb underneath
# --------------------------------------------------------------------------


def _table() -> Table:
    return Table.new(enable=["oracle"])


def _pool(table: Table) -> list[str]:
    return sorted(u.color for u in table.game.player(0).mana_pool)


def test_table_taps_by_mana_and_by_index() -> None:
    table = _table()
    table.battlefield(0, "Mystic Gate", "Island", "Azorius Chancery", "Crystal Vein")
    table.tap_for_mana("Mystic Gate", "UU", index=1)  # its {W/U} paid by the Island
    table.tap_for_mana("Azorius Chancery", mana="{W}{U}")
    table.tap_for_mana("Crystal Vein", index=1)
    assert _pool(table) == ["C", "C", "U", "U", "U", "W"]
    table.assert_tapped("Island")
    table.assert_zone("Crystal Vein", Zone.GRAVEYARD)


def test_table_refuses_what_fits_no_ability_leaving_the_game_unchanged() -> None:
    table = _table()
    table.battlefield(0, "Crystal Vein", "Cabal Coffers")
    table.assert_illegal(table.tap_for_mana, "Crystal Vein", index=2, rule="605.1a")
    table.assert_illegal(table.tap_for_mana, "Crystal Vein", mana="{W}", rule="605.1a")
    table.assert_illegal(table.tap_for_mana, "Cabal Coffers", mana="{B}", index=0,
                         rule="605.3a")
    with pytest.raises(IllegalActionError, match="symbols"):
        table.tap_for_mana("Crystal Vein", mana="C")
    with pytest.raises(IllegalActionError, match="not both"):
        table.tap_for_mana("Crystal Vein", "C", mana="{C}")
    with pytest.raises(IllegalActionError, match="say which"):
        table.tap_for_mana("Crystal Vein")


def test_table_refuses_mana_two_abilities_add() -> None:
    """A Forest under Chromatic Lantern adds {G} by either of its mana abilities (605.3a)."""
    table = _table()
    table.battlefield(0, "Forest", "Chromatic Lantern")
    table.assert_illegal(table.tap_for_mana, "Forest", mana="{G}", rule="605.3a")
    table.tap_for_mana("Forest", "G", index=1)
    assert _pool(table) == ["G"]


def test_lands_tapped_before_a_cast_are_the_ones_that_pay_it() -> None:
    """CR 601.2g-h, 117.1d: the way a file says which sources pay (docs/scenarios.rst, "Which
    sources pay a cost"): Alice taps her Mountain first; Grizzly Bears ({1}{G}) spends its
    {R} for the {1} and taps one Forest, the other staying untapped."""
    base = """
    plugins = []

    [[player]]
    name = "Alice"
    battlefield = ["Forest", "Forest", "Mountain"]
    hand = ["Grizzly Bears"]

    [[player]]
    name = "Bob"
    """
    chosen = base + """
    [[action]]
    tap_for_mana = "Mountain"
    color = "R"

    [[action]]
    cast = "Grizzly Bears"
    expect.mana_spent = { "Grizzly Bears" = "{R}{G}" }
    expect.mana_pool = { Alice = "" }
    expect.count = [{ name = "Forest", tapped = false, count = 1 },
                    { name = "Mountain", tapped = true, count = 1 }]
    """
    assert run(loads(textwrap.dedent(chosen), "t.toml"), env={}).failures == []
