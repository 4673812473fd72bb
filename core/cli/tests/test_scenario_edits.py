"""Scenario files: test edits between actions, answers on every verb, several players, and
refused actions leaving the game exactly as it was (manastack_cli.scenario)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

import pytest
from manastack_cli.scenario.files import Action, loads
from manastack_cli.scenario.runner import Reporter, Result, run

from manastack import Game
from manastack.api import Event
from manastack.errors import ScenarioError

TWO = """
[[player]]
name = "Alice"
battlefield = ["Grizzly Bears", "Mountain"]
hand = ["Lightning Bolt"]
library = ["Island"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant"]
library = ["Swamp", "Plains"]
"""


def run_text(text: str, reporter: Reporter | None = None) -> Result:
    return run(loads(textwrap.dedent(text), "test.toml"), env={}, reporter=reporter)


def refused(text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        run_text(text)
    message = str(info.value)
    assert "\n" not in message and message.startswith("test.toml:")
    return message


class States(Reporter):
    """Records the whole game state (state_json) and the log length after each action."""

    def __init__(self) -> None:
        self.states: list[str] = []
        self.logs: list[int] = []

    def begin(self, scenario: object, game: Game) -> None:
        game.pending()
        self.states.append(game.state_json())
        self.logs.append(len(game.log))

    def action(self, action: Action, game: Game, events: Sequence[Event]) -> None:
        self.states.append(game.state_json())
        self.logs.append(len(game.log))


# --------------------------------------------------------------------------
# Test edits
# --------------------------------------------------------------------------


def test_put_a_card_on_top_or_at_the_bottom_of_a_library() -> None:
    result = run_text(TWO + """
        [[action]]
        put = "Forest"
        zone = "library"
        expect.library = { Alice = ["Forest", "Island"] }

        [[action]]
        put = "Mountain"
        player = "Bob"
        zone = "library"
        position = "bottom"
        expect.library = { Bob = ["Swamp", "Plains", "Mountain"] }
    """)
    assert result.failures == []


def test_put_a_permanent_with_its_state_in_any_zone() -> None:
    result = run_text(TWO + """
        [[action]]
        put = "Serra Angel"
        tapped = true
        counters = { "+1/+1" = 1 }
        controller = "Bob"
        player = "Alice"
        expect.permanents."Serra Angel" = { tapped = true, power = 5, controller = "Bob" }
        expect.permanents."Hill Giant" = { summoning_sick = false }

        [[action]]
        put = "Gray Ogre"
        sick = true
        expect.permanents."Gray Ogre" = { summoning_sick = true }

        [[action]]
        put = "Shock"
        player = "Bob"
        zone = "hand"
        count = 2
        expect.hand = { Bob = ["Shock", "Shock"] }

        [[action]]
        put = "Giant Growth"
        zone = "graveyard"
        expect.graveyard = { Alice = ["Giant Growth"] }
    """)
    assert result.failures == []


def test_a_card_put_onto_the_battlefield_triggers_nothing_and_the_log_says_test_edit() -> None:
    """An edit is no event the rules see (CR 603.2): an enters trigger does not trigger; the log
    records it as a test edit citing no rule."""
    result = run_text(TWO + """
        [[action]]
        put = "Cloudreader Sphinx"
        expect.stack = []
        expect.not_logged = ["603.2"]
    """)
    assert result.failures == []
    edits = [e for e in result.game.log if e.kind == "edit"]
    assert [e.text for e in edits] == [
        "test edit: Cloudreader Sphinx#8 put onto the battlefield under Alice's control"]
    assert edits[0].rule == ""


def test_set_life_and_state_based_actions_after_it() -> None:
    """A player set to 0 life loses when state-based actions are next checked (CR 704.5a)."""
    result = run_text(TWO + """
        [[action]]
        set_life = { Alice = 5, Bob = 0 }
        expect.life = { Alice = 5 }
        expect.lost = ["Bob"]
    """)
    assert result.failures == []


def test_set_counters_on_a_permanent_and_on_players() -> None:
    result = run_text(TWO + """
        [[action]]
        set_counters = { "Grizzly Bears" = { "+1/+1" = 2 }, Bob = { poison = 4, energy = 3 } }
        expect.permanents."Grizzly Bears" = { power = 4, counters = { "+1/+1" = 2 } }
        expect.poison = { Bob = 4 }

        [[action]]
        set_counters = { "Grizzly Bears" = { "+1/+1" = 0 } }
        expect.permanents."Grizzly Bears" = { power = 2, counters = {} }

        [[action]]
        set_counters = { Bob = { poison = 10 } }
        expect.lost = ["Bob"]
    """)
    assert result.failures == []
    assert result.game.player(1).counter("energy") == 3


def test_add_mana_pays_for_a_spell() -> None:
    result = run_text("""
        [[player]]
        name = "Alice"
        hand = ["Lightning Bolt"]
        [[player]]
        name = "Bob"

        [[action]]
        add_mana = { Alice = "{R}{G}" }
        expect.mana_pool = { Alice = "{R}{G}" }

        [[action]]
        cast = "Lightning Bolt"
        targets = ["Bob"]
        expect.mana_pool = { Alice = "{G}" }
    """)
    assert result.failures == []


def test_grant_a_keyword_and_a_triggered_ability_read_from_text() -> None:
    result = run_text(TWO + """
        [[action]]
        grant = "Grizzly Bears"
        abilities = ["Flying", "Whenever this creature attacks, you gain 1 life."]
        expect.permanents."Grizzly Bears" = { keywords = ["flying"] }

        [[action]]
        attack = ["Grizzly Bears"]

        [[action]]
        resolve = true
        expect.life = { Alice = 21 }

        [[action]]
        block = { "Hill Giant" = "Grizzly Bears" }
        illegal = "509.1"
        note = "The Bears fly now: the Giant can't block them (CR 702.9b)."
    """)
    assert result.failures == []


def test_a_granted_ability_ends_when_the_object_leaves_the_battlefield() -> None:
    """CR 400.7: the card back on the battlefield is a new object, without the edit's ability."""
    result = run_text(TWO + """
        [[action]]
        grant = "Grizzly Bears"
        abilities = ["Flying"]

        [[action]]
        cast = "Lightning Bolt"
        targets = ["Grizzly Bears"]

        [[action]]
        resolve = true

        [[action]]
        put = "Grizzly Bears"
        expect.permanents."Grizzly Bears" = { lacks = ["flying"] }
    """)
    assert result.failures == []


def test_shuffle_uses_the_seeded_generator() -> None:
    text = """
        seed = 7
        [[player]]
        name = "Alice"
        library = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Shock"]
        [[player]]
        name = "Bob"

        [[action]]
        shuffle = "Alice"
    """
    first = run_text(text).game
    again = run_text(text).game
    names = [o.card.name for o in first.library(0)]
    assert names == [o.card.name for o in again.library(0)]
    assert sorted(names) == sorted(["Forest", "Island", "Swamp", "Mountain", "Plains",
                                    "Wastes", "Shock"])
    assert names != ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Shock"]
    assert any(e.kind == "edit" and "shuffled" in e.text for e in first.log)


@pytest.mark.parametrize(("extra", "expected"), [
    ('[[action]]\nput = "Shock"\nzone = "hand"\ntapped = true\n',
     "test.toml:15: action 1: tapped: 'tapped' applies only on the battlefield"),
    ('[[action]]\nput = "Shock"\nposition = "top"\n',
     "test.toml:14: action 1: position: 'position' applies only to a library"),
    ('[[action]]\nput = "Shock"\nzone = "stack"\n', "test.toml:14: action 1: zone: must be one of"),
    ('[[action]]\nput = "Shokc"\n', "test.toml:13: action 1: put: unknown card 'Shokc'"),
    ('[[action]]\nset_life = { Carol = 3 }\n',
     "test.toml:13: action 1: set_life.Carol: unknown player 'Carol'"),
    ('[[action]]\nadd_mana = { Alice = "RR" }\n',
     "test.toml:13: action 1: add_mana.Alice: \"RR\" is not well formed"),
    ('[[action]]\ngrant = "Grizzly Bears"\n', "action 1: missing required field 'abilities'"),
    ('[[action]]\ngrant = "Grizzly Bears"\nabilities = ["Wibble the wobble."]\n',
     "test.toml:12: action 1 (test edit: grant Grizzly Bears Wibble the wobble.): "
     "the ability text is not read by the engine"),
    ('[[action]]\nshuffle = "Carol"\n', "test.toml:13: action 1: shuffle: unknown player"),
    ('[[action]]\nset_counters = { "Serra Angel" = { "+1/+1" = 1 } }\n',
     "illegal action: there is no 'Serra Angel'"),
    ('[[action]]\nput = "Shock"\nillegal = "601.2"\n', "action 1: unknown field 'illegal'"),
])
def test_edits_that_do_not_fit_are_bad_input_in_one_line(extra: str, expected: str) -> None:
    assert expected in refused(TWO + extra)


# --------------------------------------------------------------------------
# Answers on every verb
# --------------------------------------------------------------------------

UPKEEP = """
[turn]
active = "Bob"
step = "end"

[[player]]
name = "Alice"
battlefield = ["Hag of Twisted Visions", "Ajani's Mantra"]
library = ["Forest", "Island", "Mountain"]

[[player]]
name = "Bob"
library = ["Swamp"]
"""


def test_answers_on_next_turn_order_triggers_by_name_and_answer_their_choices() -> None:
    """CR 603.3b: the first named goes on the stack first and resolves last; the scry (701.22a)
    and the "may" (603.5) are answered on the action that reaches the upkeep."""
    result = run_text(UPKEEP + """
        [[action]]
        next_turn = true
        answers = [{ kind = "order", choose = ["Ajani's Mantra", "Hag of Twisted Visions"] },
                   { kind = "scry", choose = ["Forest"] },
                   { kind = "may", choose = ["no"] }]
        expect.life = { Alice = 20 }
        expect.library = { Alice = ["Mountain", "Forest"] }
        expect.hand = { Alice = ["Island"] }
    """)
    assert result.failures == []
    resolved = [e.text for e in result.game.log if e.kind == "resolve" or "resolves" in e.text]
    assert "Hag" in resolved[0] and "Ajani" in resolved[1]


def test_the_stated_order_of_triggers_decides() -> None:
    result = run_text(UPKEEP + """
        [[action]]
        go_to = "upkeep"
        turn = 2
        answers = [{ kind = "order", choose = ["Hag of Twisted Visions", "Ajani's Mantra"] }]
        expect.stack = ["ability of Hag of Twisted Visions", "ability of Ajani's Mantra"]
    """)
    assert result.failures == []


def test_an_answer_never_asked_on_go_to_is_bad_input() -> None:
    message = refused(UPKEEP + """
        [[action]]
        go_to = "draw"
        answers = [{ kind = "discard", choose = ["Forest"] }]
    """)
    assert "the game never asked for 'discard': that choice does not fit this action" in message


def test_a_trigger_order_naming_no_such_ability_is_bad_input() -> None:
    message = refused(UPKEEP + """
        [[action]]
        next_turn = true
        answers = [{ kind = "order", choose = ["Serra Angel", "Ajani's Mantra"] }]
    """)
    assert "no option named 'Serra Angel' left (CR 603.3b)" in message


STAND_FIRM = """
[[player]]
name = "Alice"
battlefield = [{ card = "Mountain", count = 2 }, "Plains", "Grizzly Bears"]
hand = ["Stand Firm", "Lightning Bolt"]
library = ["Forest", "Island", "Swamp"]

[[player]]
name = "Bob"
library = ["Swamp"]

[[action]]
cast = "Stand Firm"
targets = ["Grizzly Bears"]

[[action]]
cast = "Lightning Bolt"
targets = ["Bob"]
"""


def test_resolve_all_honours_its_answers_with_cards_in_the_order_put_back() -> None:
    """The answers of ``resolve = "all"`` were once dropped (a default agent chose): Island
    is put back first, so Forest, put back last, is on top (CR 701.22a)."""
    result = run_text(STAND_FIRM + """
        [[action]]
        resolve = "all"
        answers = [{ kind = "scry", choose = [] }, { kind = "scry_top", choose = ["Island"] }]
        expect.library = { Alice = ["Forest", "Island", "Swamp"] }
        expect.life = { Bob = 17 }
    """)
    assert result.failures == []
    result = run_text(STAND_FIRM + """
        [[action]]
        resolve = "all"
        answers = [{ kind = "scry", choose = [] }, { kind = "scry_top", choose = ["Forest"] }]
        expect.library = { Alice = ["Island", "Forest", "Swamp"] }
    """)
    assert result.failures == []


def test_answers_on_attack_and_block_for_their_triggers() -> None:
    result = run_text(TWO + """
        [[action]]
        grant = "Grizzly Bears"
        abilities = ["Whenever this creature attacks, target player gains 1 life."]

        [[action]]
        grant = "Hill Giant"
        abilities = ["Whenever this creature blocks, target player gains 1 life."]

        [[action]]
        attack = ["Grizzly Bears"]
        answers = [{ kind = "targets", choose = ["Bob"] }]
        note = "The trigger's target is chosen as it is put on the stack (CR 603.3d)"

        [[action]]
        block = { "Hill Giant" = "Grizzly Bears" }
        answers = [{ kind = "targets", choose = ["Alice"], player = "Bob" }]

        [[action]]
        go_to = "end_combat"
        expect.life = { Alice = 21, Bob = 21 }
        expect.graveyard = { Alice = ["Grizzly Bears"] }
    """)
    assert result.failures == []


def test_an_answer_for_another_player_is_not_taken_by_this_one() -> None:
    message = refused(TWO + """
        [[action]]
        grant = "Grizzly Bears"
        abilities = ["Whenever this creature attacks, target player gains 1 life."]

        [[action]]
        attack = ["Grizzly Bears"]
        answers = [{ kind = "targets", choose = ["Alice"], player = "Bob" }]
    """)
    # Alice chooses her trigger's target: Bob's answer is never asked for
    assert "the game never asked for 'targets'" in message


# --------------------------------------------------------------------------
# Several players
# --------------------------------------------------------------------------

FOUR = """
[[player]]
name = "Alice"
battlefield = ["Grizzly Bears", "Hill Giant"]
library = ["Forest"]
[[player]]
name = "Bob"
library = ["Swamp"]
[[player]]
name = "Carol"
library = ["Island"]
[[player]]
name = "Dave"
library = ["Plains"]
"""


def test_each_attacker_attacks_the_player_named_and_turns_go_round_in_seat_order() -> None:
    result = run_text(FOUR + """
        [[action]]
        attack = { "Grizzly Bears" = "Carol", "Hill Giant" = "Dave" }

        [[action]]
        go_to = "end_combat"
        expect.life = { Alice = 20, Bob = 20, Carol = 18, Dave = 17 }

        [[action]]
        next_turn = true
        expect.active = "Bob"

        [[action]]
        next_turn = true
        expect.active = "Carol"

        [[action]]
        next_turn = true
        expect.active = "Dave"

        [[action]]
        next_turn = true
        expect = { active = "Alice", turn = 5 }
    """)
    assert result.failures == []


def test_the_attacked_player_declares_blockers_not_the_first_opponent_seated() -> None:
    """CR 802.4, 802.4a: Carol, attacked, blocks; Bob, before her in APNAP order, is not
    attacked and has no blocks (the blockers were once asked of the first opponent only)."""
    result = run_text(FOUR.replace('name = "Bob"\n', 'name = "Bob"\nbattlefield = ["Gray Ogre"]\n')
                      .replace('name = "Carol"\n', 'name = "Carol"\nbattlefield = ["Youthful Knight"]\n')
                      + """
        [[action]]
        attack = { "Grizzly Bears" = "Carol" }

        [[action]]
        block = { "Gray Ogre" = "Grizzly Bears" }
        illegal = "509.1a"

        [[action]]
        block = { "Youthful Knight" = "Grizzly Bears" }

        [[action]]
        go_to = "end_combat"
        expect.graveyard = { Alice = ["Grizzly Bears"] }
        expect.life = { Carol = 20 }
    """)
    assert result.failures == []


def test_a_creature_attacks_a_planeswalker_named() -> None:
    result = run_text(FOUR.replace(
        'name = "Carol"\n',
        'name = "Carol"\nbattlefield = [{ card = "Ajani Goldmane", inert = true, '
        'counters = { loyalty = 4 } }]\n') + """
        [[action]]
        attack = { "Grizzly Bears" = "Ajani Goldmane" }

        [[action]]
        go_to = "end_combat"
        expect.permanents."Ajani Goldmane" = { counters = { loyalty = 2 } }
        expect.life = { Carol = 20 }
    """)
    assert result.failures == []


def test_attacking_oneself_is_refused() -> None:
    result = run_text(FOUR + """
        [[action]]
        attack = { "Grizzly Bears" = "Alice" }
        illegal = "508.1a"
        expect.step = "main1"
    """)
    assert result.failures == []


# --------------------------------------------------------------------------
# A refused action leaves the game exactly as it was (CR 732)
# --------------------------------------------------------------------------


def test_a_refused_attack_leaves_the_whole_state_as_it_was() -> None:
    states = States()
    result = run_text("""
        [[player]]
        name = "Alice"
        battlefield = [{ card = "Grizzly Bears", sick = true }, "Mountain"]
        [[player]]
        name = "Bob"

        [[action]]
        add_mana = { Alice = "{R}" }

        [[action]]
        attack = ["Grizzly Bears"]
        illegal = "508.1a"
        expect = { step = "main1", mana_pool = { Alice = "{R}" } }
    """, states)
    assert result.failures == []
    assert states.states[2] == states.states[1]
    assert states.logs[2] == states.logs[1]


def test_a_refused_resolve_undoes_every_pass_and_resolution_it_made() -> None:
    """Lightning Bolt resolves (two passes) before Stand Firm asks its scry, answered with a
    card that is not among the options: the whole action is undone, the Bolt back on the
    stack, and its answers do not leak into the next action."""
    states = States()
    result = run_text(STAND_FIRM + """
        [[action]]
        resolve = "all"
        answers = [{ kind = "scry", choose = ["Plains"] }]
        illegal = "701.22a"
        expect = { stack = ["Stand Firm", "Lightning Bolt"], life = { Bob = 20 } }

        [[action]]
        resolve = "all"
        answers = [{ kind = "scry", choose = ["Forest"] }]
        expect.library = { Alice = ["Island", "Swamp", "Forest"] }
    """, states)
    assert result.failures == []
    assert states.states[3] == states.states[2]
    assert states.logs[3] == states.logs[2]


def test_a_card_named_in_an_answer_is_one_the_decision_offers() -> None:
    """Alice and Bob each have a Forest on top of their library: Bob's scry's "Forest" is his,
    the one looked at (matched among the decision's options when it is asked, CR 701.22a;
    it was once the first object of that name, Alice's)."""
    result = run_text("""
        [turn]
        active = "Alice"
        step = "end"

        [[player]]
        name = "Alice"
        library = ["Forest", "Plains"]

        [[player]]
        name = "Bob"
        battlefield = ["Hag of Twisted Visions"]
        library = ["Forest", "Island", "Swamp"]

        [[action]]
        go_to = "upkeep"
        turn = 2

        [[action]]
        resolve = true
        answers = [{ kind = "scry", choose = ["Forest"] }]
        expect.library = { Bob = ["Island", "Swamp", "Forest"], Alice = ["Forest", "Plains"] }
    """)
    assert result.failures == []


def test_surveil_answers_and_mana_added_by_an_edit() -> None:
    """CR 701.25a: the card named goes to the graveyard, the other stays on top and is drawn;
    the spell is paid with mana an edit put in the pool."""
    result = run_text("""
        [[player]]
        name = "Alice"
        hand = ["Curate"]
        library = ["Island", "Forest", "Swamp"]

        [[player]]
        name = "Bob"

        [[action]]
        add_mana = { Alice = "{U}{U}" }

        [[action]]
        cast = "Curate"

        [[action]]
        resolve = true
        answers = [{ kind = "surveil", choose = ["Island"] }]
        expect.graveyard = { Alice = ["Island", "Curate"] }
        expect.hand = { Alice = ["Forest"] }
        expect.library = { Alice = ["Swamp"] }
    """)
    assert result.failures == []
