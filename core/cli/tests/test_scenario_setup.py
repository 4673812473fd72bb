"""Scenario files: what the set-up and the test edits give a rules test, as a position built
by hand should be (manastack_cli.scenario, ``Game.put``, ``Game.called``).

A planeswalker or a battle placed on the battlefield starts with its printed loyalty or
defense (CR 306.5b, 310.4b), as it would enter, unless the file says otherwise; names in a
file find an object by the name it has now (a Clone copying Kalonian Hydra is a Kalonian
Hydra, CR 707.2) as well as by its printed name; ``set_damage`` marks damage (120.6) and
``remove`` takes an object out of the game, neither of them an event the rules see.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import Answer, Table, Zone
from manastack.errors import ScenarioError


def run_text(text: str, where: str = "test.toml") -> Result:
    return run(loads(textwrap.dedent(text), where), env={})


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        run_text(text)
    message = str(info.value)
    assert "\n" not in message and message.startswith("test.toml:")
    return message


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


# --------------------------------------------------------------------------
# Names: the name an object has now (CR 707.2) as well as its printed name
# --------------------------------------------------------------------------

CLONES = """
[[player]]
name = "Alice"
battlefield = [{ card = "Island", count = 9 }, "Mountain"]
hand = ["Clone", "Unsummon", "Lightning Bolt", "Clone"]

[[player]]
name = "Bob"
battlefield = [{ card = "Kalonian Hydra", counters = { "+1/+1" = 4 } }]
"""


def test_a_clone_copying_kalonian_hydra_is_found_as_kalonian_hydra() -> None:
    """Alice's Clone enters as a copy of Bob's Kalonian Hydra (CR 707.2: it is named
    Kalonian Hydra). Unsummon on "Kalonian Hydra" still takes Bob's, the first of the two
    so called on the battlefield; then the copy alone is "Kalonian Hydra": in ``zones``,
    ``permanents`` and ``objects``, as a target (Lightning Bolt), and in an answer (the
    second Clone copies it)."""
    result = run_text(CLONES + """
        [[action]]
        cast = "Clone"

        [[action]]
        resolve = true
        answers = [{ kind = "choose", choose = ["Kalonian Hydra"] }]
        expect.count = [{ name = "Kalonian Hydra", zone = "battlefield", count = 2 }]

        [[action]]
        cast = "Unsummon"
        targets = ["Kalonian Hydra"]

        [[action]]
        resolve = true
        expect.zones = { "Kalonian Hydra" = "battlefield" }
        expect.hand = { Bob = ["Kalonian Hydra"] }
        expect.permanents."Kalonian Hydra" = { controller = "Alice", counters = { "+1/+1" = 4 } }
        expect.objects = [{ name = "Kalonian Hydra", controller = "Alice", zone = "battlefield", power = 4 }]

        [[action]]
        cast = "Lightning Bolt"
        targets = ["Kalonian Hydra"]
        expect.objects = [{ name = "Lightning Bolt", zone = "stack", targets = ["Clone"] }]

        [[action]]
        resolve = true
        expect.permanents."Kalonian Hydra" = { damage = 3 }

        [[action]]
        cast = "Clone"

        [[action]]
        resolve = true
        answers = [{ kind = "choose", choose = ["Kalonian Hydra"] }]

        [expect]
        count = [{ name = "Kalonian Hydra", zone = "battlefield", controller = "Alice", count = 2 },
                 { name = "Clone", zone = "battlefield", count = 2 }]
        battlefield = { Alice = ["Kalonian Hydra", "Clone", "Island", "Island", "Island", "Island",
                                 "Island", "Island", "Island", "Island", "Island", "Mountain"] }
        logged = ["707.5"]
    """)
    assert result.failures == []
    copies = [e.text for e in result.game.log if e.text.startswith("Clone#")
              and " enters as a copy of " in e.text]
    # CR 707.3: the second copies the first's copiable values, Kalonian Hydra's
    assert len(copies) == 2 and "of Kalonian Hydra#" in copies[0] and "of Clone#" in copies[1]


def test_of_the_original_and_its_copy_the_first_permanent_is_found() -> None:
    """Two permanents called Kalonian Hydra: the name finds the first on the battlefield
    (Bob's, placed first), as of two cards of one name; "Clone" or "#id" names the copy."""
    result = run_text(CLONES + """
        [[action]]
        cast = "Clone"

        [[action]]
        resolve = true
        answers = [{ kind = "choose", choose = ["Kalonian Hydra"] }]

        [[action]]
        set_damage = { "Kalonian Hydra" = 1, "Clone" = 2 }

        [expect]
        objects = [{ name = "Kalonian Hydra", controller = "Bob", damage = 1 },
                   { name = "Kalonian Hydra", controller = "Alice", damage = 2 }]
        battlefield = { Alice = ["Island", "Island", "Island", "Island", "Island", "Island",
                                 "Island", "Island", "Island", "Mountain", "Clone"] }
    """)
    assert result.failures == []


def test_a_battlefield_list_names_each_permanent_once_by_either_name() -> None:
    """Alice's Clone copying Kalonian Hydra is listed as one Kalonian Hydra: a second one
    listed is missing, and nothing is left over."""
    result = run_text(CLONES + """
        [[action]]
        cast = "Clone"

        [[action]]
        resolve = true
        answers = [{ kind = "choose", choose = ["Kalonian Hydra"] }]
        expect.battlefield = { Alice = ["Kalonian Hydra", "Kalonian Hydra", "Island", "Island",
                                        "Island", "Island", "Island", "Island", "Island",
                                        "Island", "Island", "Mountain"] }
    """)
    assert len(result.failures) == 1
    assert result.failures[0].endswith(
        "Alice's battlefield is [Island, Island, Island, Island, Island, Island, Island, Island, "
        "Island, Mountain, Clone], expected [Kalonian Hydra, Kalonian Hydra, Island, Island, "
        "Island, Island, Island, Island, Island, Island, Island, Mountain] (missing Kalonian "
        "Hydra)")


def test_table_finds_a_copy_by_the_name_it_has_now() -> None:
    """``Table.find`` and its verbs, ``assert_zone`` and the scripted answers name an object by
    its name now (CR 707.2) as well as by its printed name."""
    table = Table.new(["oracle"])
    (hydra,) = table.battlefield(1, "Kalonian Hydra", counters={"+1/+1": 4})
    table.lands(0, "Island", 4)
    table.hand(0, "Clone")
    table.cast("Clone")
    table.resolve([Answer("choose", ("Kalonian Hydra",))])
    table.game.take_out(hydra.id)
    table.refresh()
    clone = table.find("Kalonian Hydra")
    assert clone.card.name == "Clone" and clone.zone is Zone.BATTLEFIELD
    assert table.find("Clone").id == clone.id
    assert table.find(f"Kalonian Hydra#{clone.id}").id == clone.id
    table.assert_counters("Kalonian Hydra", "+1/+1", 4)
    table.assert_zone("Kalonian Hydra", Zone.BATTLEFIELD)
    assert table.game.called(clone, "kalonian hydra") and not table.game.called(clone, "Island")


# --------------------------------------------------------------------------
# Test edits: set_damage and remove
# --------------------------------------------------------------------------

DAMAGE = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Colossal Dreadmaw", "Boros Reckoner"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant", "Vampire Nighthawk"]
"""


def test_set_damage_marks_damage_that_trample_counts() -> None:
    """Hill Giant (3/3) with 2 damage marked blocks Colossal Dreadmaw (6/6 trample): 1 is
    lethal damage, the other 5 trample over (CR 702.19b, 120.6)."""
    result = run_text(DAMAGE + """
        [[action]]
        attack = ["Colossal Dreadmaw"]

        [[action]]
        block = { "Hill Giant" = "Colossal Dreadmaw" }

        [[action]]
        set_damage = { "Hill Giant" = 2 }
        expect.permanents."Hill Giant" = { damage = 2 }

        [[action]]
        go_to = "end_combat"
        answers = [{ kind = "damage_assignment", choose = ["1 to Hill Giant#3, 5 to Bob"] }]

        [expect]
        life = { Bob = 15 }
        zones = { "Hill Giant" = "graveyard" }
    """)
    assert result.failures == []


def test_marked_damage_is_dealt_by_nothing_and_lethal_damage_destroys() -> None:
    """Marked, not dealt (CR 120.3): Boros Reckoner's "Whenever ~ is dealt damage" doesn't
    trigger and Vampire Nighthawk's lifelink gains nothing; 3 on Hill Giant is lethal damage
    (704.5g), destroyed as state-based actions are checked; the rest goes at cleanup
    (514.2). The log says "test edit", citing no rule."""
    result = run_text(DAMAGE + """
        [[action]]
        set_damage = { "Boros Reckoner" = 2, "Vampire Nighthawk" = 1, "Hill Giant" = 3 }
        expect.permanents."Boros Reckoner" = { damage = 2 }
        expect.zones = { "Hill Giant" = "graveyard" }
        expect.logged = ["704.5g"]
        expect.stack = []

        [[action]]
        set_damage = { "Vampire Nighthawk" = 0 }
        expect.permanents."Vampire Nighthawk" = { damage = 0 }

        [[action]]
        next_turn = true

        [expect]
        permanents."Boros Reckoner" = { damage = 0 }
        life = { Alice = 20, Bob = 20 }
        triggered = { "Boros Reckoner" = 0 }
    """)
    assert result.failures == []
    edits = [e for e in result.game.log if e.kind == "edit"]
    assert [e.text for e in edits][:2] == [
        f"test edit: damage marked on Boros Reckoner#{edits[0].text.split('#')[1].split()[0]} "
        "set to 2",
        f"test edit: damage marked on Vampire Nighthawk#"
        f"{edits[1].text.split('#')[1].split()[0]} set to 1"]
    assert all(e.rule == "" for e in edits)


REMOVE = """
[[player]]
name = "Alice"
battlefield = ["Blood Artist", "Grizzly Bears"]
hand = ["Lightning Bolt"]
library = ["Island", "Forest"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant"]
graveyard = ["Shock"]
"""


def test_remove_takes_objects_out_of_the_game_with_no_zone_change() -> None:
    """Hill Giant removed doesn't die (no zone change, CR 400.7): Blood Artist doesn't
    trigger; it is in no zone. A card in a hand, a library or a graveyard is removed as
    well, by ``zone`` and ``player``."""
    result = run_text(REMOVE + """
        [[action]]
        remove = "Hill Giant"
        expect.count = [{ name = "Hill Giant", count = 0 }]
        expect.battlefield = { Bob = [] }
        expect.stack = []

        [[action]]
        remove = "Lightning Bolt"
        zone = "hand"
        expect.hand = { Alice = [] }

        [[action]]
        remove = "Forest"
        zone = "library"
        player = "Alice"
        expect.library = { Alice = ["Island"] }

        [[action]]
        remove = "Shock"
        expect.graveyard = { Bob = [] }

        [expect]
        life = { Alice = 20, Bob = 20 }
        triggered = { "Blood Artist" = 0 }
        not_logged = ["700.4", "603.2"]
    """)
    assert result.failures == []
    edits = [e.text for e in result.game.log if e.kind == "edit"]
    assert len(edits) == 4 and edits[0].startswith("test edit: Hill Giant#")
    assert edits[0].endswith("removed from the game (from battlefield)")


def test_an_attacking_creature_removed_leaves_combat() -> None:
    """Grizzly Bears attacks, then is removed: it deals no combat damage (CR 506.4)."""
    result = run_text(REMOVE + """
        [turn]
        number = 3

        [[action]]
        attack = ["Grizzly Bears"]

        [[action]]
        remove = "Grizzly Bears"

        [[action]]
        go_to = "end_combat"

        [expect]
        life = { Bob = 20 }
        count = [{ name = "Grizzly Bears", count = 0 }]
    """)
    assert result.failures == []


@pytest.mark.parametrize(("extra", "expected"), [
    ('[[action]]\nset_damage = { "Serra Angel" = 2 }\n',
     "test.toml:12: action 1 (test edit: set damage on Serra Angel 2): illegal action: "
     "there is no 'Serra Angel' in battlefield"),
    ('[[action]]\nset_damage = { "Lightning Bolt" = 2 }\n',
     "there is no 'Lightning Bolt' in battlefield"),
    ('[[action]]\nset_damage = { "Hill Giant" = -1 }\n',
     "test.toml:13: action 1: set_damage.Hill Giant: must be at least 0"),
    ('[[action]]\nremove = "Serra Angel"\n',
     "test.toml:12: action 1 (test edit: remove Serra Angel from the game): illegal action: "
     "there is no 'Serra Angel'"),
    ('[[action]]\nremove = "Lightning Bolt"\nzone = "graveyard"\n',
     "there is no 'Lightning Bolt' in graveyard"),
    ('[[action]]\nremove = "Hill Giant"\nplayer = "Alice"\n',
     "there is no 'Hill Giant' of Alice"),
    ('[[action]]\nremove = "Hill Giant"\nplayer = "Carol"\n',
     "test.toml:14: action 1: player: unknown player 'Carol'"),
    ('[[action]]\nremove = "Hilll Giant"\n', "test.toml:13: action 1: remove: unknown card"),
])
def test_edits_on_an_object_that_is_not_there_are_bad_files(extra: str, expected: str) -> None:
    assert expected in refused(REMOVE + extra)
