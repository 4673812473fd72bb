"""Scenario files: what the set-up gives a rules test, as a position built by hand should
be (manastack_cli.scenario, ``Game.put``).

A planeswalker or a battle placed on the battlefield starts with its printed loyalty or
defense (CR 306.5b, 310.4b), as it would enter, unless the file says otherwise.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import Table


def run_text(text: str, where: str = "test.toml") -> Result:
    return run(loads(textwrap.dedent(text), where), env={})


# --------------------------------------------------------------------------
# A planeswalker or a battle placed starts with its loyalty or defense (CR 306.5b, 310.4b)
# --------------------------------------------------------------------------


def test_a_planeswalker_placed_at_set_up_has_its_printed_loyalty() -> None:
    """Jace Beleren (loyalty 3) placed with no counters is on the battlefield with 3 loyalty,
    not put into the graveyard with 0 (CR 306.5b, 704.5i)."""
    result = run_text("""
        [[player]]
        name = "Alice"
        battlefield = ["Island", "Island", "Island"]

        [[player]]
        name = "Bob"
        battlefield = ["Jace Beleren"]

        [expect]
        permanents."Jace Beleren" = { counters = { loyalty = 3 } }
        zones = { "Jace Beleren" = "battlefield" }
        not_logged = ["704.5i"]
    """)
    assert result.failures == []


def test_counters_given_replace_the_loyalty_of_their_kind() -> None:
    """``counters = { loyalty = 1 }`` is 1 loyalty; other kinds add to the printed loyalty;
    ``loyalty = 0`` is none, and the planeswalker goes to the graveyard (CR 704.5i)."""
    result = run_text("""
        [[player]]
        name = "Alice"
        battlefield = [{ card = "Jace Beleren", counters = { loyalty = 1 } }]

        [[player]]
        name = "Bob"
        battlefield = [{ card = "Jace Beleren", counters = { "+1/+1" = 2 } }]

        [expect]
        count = [{ name = "Jace Beleren", zone = "battlefield", count = 2 }]
        objects = [{ name = "Jace Beleren", controller = "Alice", counters = { loyalty = 1 } },
                   { name = "Jace Beleren", controller = "Bob", counters = { loyalty = 3, "+1/+1" = 2 } }]
    """)
    assert result.failures == []
    result = run_text("""
        [[player]]
        name = "Alice"
        battlefield = [{ card = "Jace Beleren", counters = { loyalty = 0 } }]

        [[player]]
        name = "Bob"

        [[action]]
        go_to = "begin_combat"

        [expect]
        zones = { "Jace Beleren" = "graveyard" }
        logged = ["704.5i"]
    """)
    assert result.failures == []


def test_the_loyalty_placed_is_no_entering_oath_of_gideon_adds_nothing() -> None:
    """Set-up is no event: Oath of Gideon's "Each planeswalker you control enters with an
    additional loyalty counter" (a replacement effect, CR 614.1c) doesn't apply to a
    planeswalker placed beside it: 3 loyalty, not 4, and the log cites no 306.5b."""
    result = run_text("""
        [[player]]
        name = "Alice"
        battlefield = ["Oath of Gideon", "Jace Beleren"]

        [[player]]
        name = "Bob"

        [expect]
        permanents."Jace Beleren" = { counters = { loyalty = 3 } }
        not_logged = ["306.5b", "614.1c"]
    """)
    assert result.failures == []


def test_a_planeswalker_put_by_a_test_edit_has_its_printed_loyalty() -> None:
    """``put`` onto the battlefield places as the set-up does: Jace Beleren with 3 loyalty;
    ``counters`` replace it there too."""
    result = run_text("""
        [[player]]
        name = "Alice"

        [[player]]
        name = "Bob"

        [[action]]
        put = "Jace Beleren"
        expect.permanents."Jace Beleren" = { counters = { loyalty = 3 } }

        [[action]]
        put = "Jace Beleren"
        player = "Bob"
        counters = { loyalty = 5 }
        expect.objects = [{ name = "Jace Beleren", controller = "Bob", counters = { loyalty = 5 } }]
    """)
    assert result.failures == []


def test_table_battlefield_places_a_planeswalker_with_its_loyalty() -> None:
    """The test kit builds positions through the same ``Game.put``: every test gets it."""
    table = Table.new(["oracle"])
    (jace,) = table.battlefield(1, "Jace Beleren")
    (other,) = table.battlefield(0, "Jace Beleren", counters={"loyalty": 2})
    table.game.pending()  # state-based actions checked (CR 704.3)
    table.assert_counters(f"Jace Beleren#{jace.id}", "loyalty", 3)
    table.assert_counters(f"Jace Beleren#{other.id}", "loyalty", 2)


#: Invasion of Zendikar // Awakened Skyclave (March of the Machine), each face's Oracle text.
FRONT = ("When this Siege enters, search your library for up to two basic land cards, put them "
         "onto the battlefield tapped, then shuffle.")
BACK = ("Vigilance, haste\nAs long as this creature is on the battlefield, it's a land in "
        "addition to its other types.\n{T}: Add one mana of any color.")
ZENDIKAR = f"""\
[[card]]
name = "Invasion of Zendikar // Awakened Skyclave"
mana_cost = "{{3}}{{G}}"
type = "Battle — Siege"
text = {json.dumps(FRONT)}
defense = 3
layout = "transform"

[[card.faces]]
name = "Invasion of Zendikar"
mana_cost = "{{3}}{{G}}"
type = "Battle — Siege"
text = {json.dumps(FRONT)}
defense = 3

[[card.faces]]
name = "Awakened Skyclave"
type = "Creature — Elemental"
text = {json.dumps(BACK)}
power = 4
toughness = 4
colors = ["G"]
"""


def test_a_battle_placed_at_set_up_has_its_printed_defense(tmp_path: Path) -> None:
    """Invasion of Zendikar (defense 3; a placeholder, its back face not all read) placed with
    no counters has 3 defense counters, not 0 (CR 310.4b, 704.5v)."""
    (tmp_path / "zendikar.toml").write_text(ZENDIKAR, encoding="utf-8")
    scenario = tmp_path / "battle.toml"
    scenario.write_text(textwrap.dedent("""
        cards = ["zendikar.toml"]

        [[player]]
        name = "Alice"
        battlefield = [{ card = "Invasion of Zendikar", inert = true }]

        [[player]]
        name = "Bob"

        [expect]
        permanents."Invasion of Zendikar" = { counters = { defense = 3 } }
        not_logged = ["704.5v"]
    """), encoding="utf-8")
    result = run_text(scenario.read_text(encoding="utf-8"), str(scenario))
    assert result.failures == []
