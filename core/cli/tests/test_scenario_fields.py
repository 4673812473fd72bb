"""Scenario fields: card files (``cards``), a split card's ``half``, the command zone,
``targets = []``, X of an activated ability, a mana ability's costs beyond {T}, and
``pay_with`` by any plugin's payment option."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run
from pytest_manastack import plugin

from manastack import Rules
from manastack.api import Game, PaymentOption, Spell
from manastack.errors import ScenarioError

CARDS = '''
[[card]]
name = "Test Culling"
mana_cost = "{B}"
type = "Sorcery"
text = "Destroy up to one target creature. You gain 2 life."

[[card]]
name = "Test Cannon"
mana_cost = "{1}"
type = "Artifact"
text = "{X}, {T}: Test Cannon deals X damage to any target."

[[card]]
name = "Test Altar"
mana_cost = "{3}"
type = "Artifact"
text = "Sacrifice a creature: Add {C}{C}."

[[card]]
name = "Test Pit"
type = "Land"
text = "{T}, Pay 1 life: Add {B}."

[[card]]
name = "Test Battery"
mana_cost = "{2}"
type = "Artifact"
text = "{T}, Remove a charge counter from this artifact: Add one mana of any color."

[[card]]
name = "Fire // Ice"
mana_cost = "{1}{R}"
type = "Instant"
text = "Fire deals 2 damage divided as you choose among one or two targets."
layout = "split"

[[card.faces]]
name = "Fire"
mana_cost = "{1}{R}"
type = "Instant"
text = "Fire deals 2 damage divided as you choose among one or two targets."

[[card.faces]]
name = "Ice"
mana_cost = "{1}{U}"
type = "Instant"
text = "Tap target permanent.\\nDraw a card."
'''


@pytest.fixture
def where(tmp_path: Path) -> str:
    """The path of a scenario next to the card file ``cards.toml``."""
    (tmp_path / "cards.toml").write_text(CARDS, encoding="utf-8")
    return str(tmp_path / "test.toml")


def play(where: str, text: str, *, rules: Rules | None = None):  # type: ignore[no-untyped-def]
    return run(loads(textwrap.dedent(text), where), env={}, rules=rules)


def refused(where: str, text: str, pattern: str) -> None:
    with pytest.raises(ScenarioError, match=pattern):
        play(where, text)


HEAD = 'plugins = []\ncards = ["cards.toml"]\n'


# --------------------------------------------------------------------------
# cards: card files
# --------------------------------------------------------------------------


def test_a_scenario_brings_cards_from_its_card_files(where: str) -> None:
    result = play(where, HEAD + """
    [[player]]
    battlefield = ["Swamp"]
    hand = ["Test Culling"]
    [[player]]
    battlefield = ["Grizzly Bears"]
    [[action]]
    cast = "Test Culling"
    targets = ["Grizzly Bears"]
    [[action]]
    resolve = true
    [expect]
    graveyard = { Alice = ["Test Culling"], Bob = ["Grizzly Bears"] }
    life = { Alice = 22 }
    """)
    assert result.failures == []
    assert "scenario-cards" in result.game.rules.ruleset.enabled


def test_without_the_card_file_the_card_is_unknown(where: str) -> None:
    refused(where, "plugins = []\n[[player]]\nhand = ['Test Culling']\n[[player]]\n",
            r"test.toml:3: .*unknown card 'Test Culling'")


@pytest.mark.parametrize(("cards", "pattern"), [
    ('cards = ["missing.toml"]', r"test.toml:2: cards: card file 'missing.toml' not found"),
    ('cards = ["bad.toml"]', r"test.toml:2: cards: card file 'bad.toml': .*bad.toml.*type"),
    ('cards = "cards.toml"', r"test.toml:2: cards: must be an array"),
    ('cards = ["cards.json"]', r"test.toml:2: cards\[1\]: \"cards.json\" is not well formed"),
])
def test_a_bad_card_file_is_named_with_the_line_of_cards(where: str, cards: str,
                                                         pattern: str) -> None:
    Path(where).with_name("bad.toml").write_text('[[card]]\nname = "X"\n', encoding="utf-8")
    refused(where, f"plugins = []\n{cards}\n[[player]]\n[[player]]\n", pattern)


# --------------------------------------------------------------------------
# half: a split card cast by its half
# --------------------------------------------------------------------------

SPLIT = HEAD + """
[[player]]
battlefield = ["Island", "Mountain"]
hand = ["Fire // Ice"]
library = ["Forest"]
[[player]]
battlefield = ["Grizzly Bears"]
"""


def test_the_half_cast_is_the_one_named(where: str) -> None:
    ice = play(where, SPLIT + """
    [[action]]
    cast = "Fire // Ice"
    half = "Ice"
    targets = ["Grizzly Bears"]
    expect = { stack = ["Ice"], total_cost = { Ice = "{1}{U}" } }
    [[action]]
    resolve = true
    [expect]
    permanents."Grizzly Bears" = { tapped = true }
    hand = { Alice = ["Forest"] }
    life = { Bob = 20 }
    """)
    assert ice.failures == []
    fire = play(where, SPLIT + """
    [[action]]
    cast = "Fire // Ice"
    half = "Fire"
    targets = [["Bob"]]
    [[action]]
    resolve = true
    [expect]
    life = { Bob = 18 }
    hand = { Alice = [] }
    permanents."Grizzly Bears" = { tapped = false }
    """)
    assert fire.failures == []


def test_an_unknown_half_is_refused_naming_the_action(where: str) -> None:
    refused(where, SPLIT + '[[action]]\ncast = "Fire // Ice"\nhalf = "Water"\n',
            r"test.toml:10: action 1 \(cast Fire // Ice \(Water\)\): .*Fire // Ice has no half "
            r"called 'Water' \(its halves: Fire, Ice\) \(CR 709\.3\)")


def test_half_must_be_a_name(where: str) -> None:
    refused(where, SPLIT + '[[action]]\ncast = "Fire // Ice"\nhalf = 2\n',
            r"test.toml:12: action 1: half: must be a string, got 2")


# --------------------------------------------------------------------------
# the command zone (CR 408)
# --------------------------------------------------------------------------

COMMAND = """
plugins = []
[[player]]
command = ["Memnite"]
[[player]]
command = ["Grizzly Bears", "Shock"]
"""


def test_the_command_zone_is_set_up_and_expected(where: str) -> None:
    result = play(where, COMMAND + """
    [expect]
    command = { Alice = ["Memnite"], Bob = ["Shock", "Grizzly Bears"] }
    zones = { Memnite = "command" }
    not_in = { Shock = "hand" }
    """)
    assert result.failures == [] and result.checked == 4
    failed = play(where, COMMAND + "[expect]\ncommand = { Alice = [] }\n"
                                   "zones = { Shock = 'battlefield' }\n")
    assert failed.failures == [
        "at the end: Shock is not in the battlefield (it is in: command)",
        "at the end: Alice's command is [Memnite], expected [] (unexpected memnite)"]


def test_a_command_zone_card_has_no_battlefield_state(where: str) -> None:
    refused(where, "plugins = []\n[[player]]\ncommand = [{ card = 'Memnite', tapped = true }]\n"
                   "[[player]]\n",
            r"test.toml:3: player 1: command\[1\].tapped: 'tapped' applies only on the battlefield")


def test_the_command_zone_is_a_zone_of_the_schema(where: str) -> None:
    refused(where, COMMAND + "[expect]\nzones = { Memnite = 'commander' }\n",
            r"test.toml:8: expect.zones.Memnite: must be one of .*\"command\"")


# --------------------------------------------------------------------------
# targets = []: "up to one target" with none chosen
# --------------------------------------------------------------------------

CULLING = HEAD + """
[[player]]
battlefield = ["Swamp", "Mountain"]
hand = ["Test Culling", "Lightning Bolt"]
[[player]]
battlefield = ["Grizzly Bears"]
"""


def test_no_target_chosen_for_up_to_one_target(where: str) -> None:
    result = play(where, CULLING + """
    [[action]]
    cast = "Test Culling"
    targets = []
    [[action]]
    resolve = true
    [expect]
    battlefield = { Bob = ["Grizzly Bears"] }
    life = { Alice = 22 }
    """)
    assert result.failures == []
    assert any(e.rule == "601.2c" and "chooses nothing" in e.text for e in result.game.log)


def test_no_target_for_a_spell_that_needs_one_is_refused(where: str) -> None:
    refused(where, CULLING + '[[action]]\ncast = "Lightning Bolt"\ntargets = []\n',
            r"test.toml:9: action 1 \(cast Lightning Bolt targeting nothing\): .*1 expected, got 0"
            r" \(CR 601\.2c\)")


def test_no_target_for_a_spell_without_targets_is_no_choice(where: str) -> None:
    result = play(where, "plugins = []\n[[player]]\nbattlefield = ['Island', 'Island', 'Island']\n"
                         "hand = ['Divination']\nlibrary = ['Forest', 'Island']\n[[player]]\n"
                         "[[action]]\ncast = 'Divination'\ntargets = []\n[[action]]\nresolve = true\n"
                         "[expect]\nhand = { Alice = ['Forest', 'Island'] }\n")
    assert result.failures == []


# --------------------------------------------------------------------------
# x on an activated ability
# --------------------------------------------------------------------------

CANNON = HEAD + """
[[player]]
battlefield = ["Test Cannon", "Mountain", "Mountain", "Mountain"]
[[player]]
"""


def test_x_of_an_activated_abilitys_cost(where: str) -> None:
    result = play(where, CANNON + """
    [[action]]
    activate = "Test Cannon"
    x = 3
    targets = ["Bob"]
    [[action]]
    resolve = true
    [expect]
    life = { Bob = 17 }
    permanents."Test Cannon" = { tapped = true }
    """)
    assert result.failures == []
    assert any(e.rule == "602.2b" and e.text == "X = 3" for e in result.game.log)


def test_an_x_that_cant_be_paid_is_refused(where: str) -> None:
    refused(where, CANNON + '[[action]]\nactivate = "Test Cannon"\nx = 4\ntargets = ["Bob"]\n',
            r"test.toml:7: action 1 \(activate Test Cannon\): ")


def test_x_is_never_negative(where: str) -> None:
    refused(where, CANNON + '[[action]]\nactivate = "Test Cannon"\nx = -1\n',
            r"test.toml:9: action 1: x: must be at least 0, got -1")


# --------------------------------------------------------------------------
# a mana ability's costs beyond {T}
# --------------------------------------------------------------------------

MANA = HEAD + """
[[player]]
battlefield = ["Test Pit", "Test Altar", "Grizzly Bears", "Hill Giant",
               { card = "Test Battery", counters = { charge = 3 } }]
[[player]]
"""


def test_mana_abilities_that_pay_life_sacrifice_and_remove_counters(where: str) -> None:
    result = play(where, MANA + """
    [[action]]
    tap_for_mana = "Test Pit"
    color = "B"
    [[action]]
    tap_for_mana = "Test Altar"
    color = "C"
    sacrifice = ["Hill Giant"]
    [[action]]
    tap_for_mana = "Test Battery"
    color = "U"
    [expect]
    mana_pool = { Alice = "{B}{C}{C}{U}" }
    life = { Alice = 19 }
    graveyard = { Alice = ["Hill Giant"] }
    permanents."Test Battery" = { counters = { charge = 2 }, tapped = true }
    permanents."Grizzly Bears" = { tapped = false }
    """)
    assert result.failures == []


def test_a_mana_ability_cost_choice_that_does_not_fit(where: str) -> None:
    refused(where, MANA + '[[action]]\ntap_for_mana = "Test Altar"\ncolor = "C"\n'
                          'sacrifice = ["Test Pit"]\n',
            r"test.toml:8: action 1 \(tap Test Altar for \{C\}\): .*Sacrifice for 'Sacrifice a "
            r"creature': .* not one of the legal options \(CR 601\.2h\)")
    refused(where, MANA + '[[action]]\ntap_for_mana = "Test Altar"\ncolor = "C"\n'
                          'sacrifice = "Hill Giant"\n',
            r"test.toml:11: action 1: sacrifice: must be an array")


def test_answers_script_a_mana_abilitys_choice(where: str) -> None:
    result = play(where, MANA + """
    [[action]]
    tap_for_mana = "Test Altar"
    color = "C"
    answers = [{ kind = "sacrifice", choose = ["Hill Giant"] }]
    [expect]
    graveyard = { Alice = ["Hill Giant"] }
    """)
    assert result.failures == []


# --------------------------------------------------------------------------
# pay_with: any plugin's payment option by its name
# --------------------------------------------------------------------------


def _tithe(game: Game, spell: Spell) -> list[PaymentOption]:
    """A third party's option: tap a Grizzly Bears you control for {1} (a convoke-like one)."""
    return [PaymentOption(name="tithe", obj=o.id, action="tap", plugin="tithes")
            for o in game.battlefield(spell.controller) if o.card.name == "Grizzly Bears"]


TITHES = plugin(manastack_payment_options=_tithe)

DIVINATION = """
[[player]]
battlefield = ["Island", "Grizzly Bears", "Grizzly Bears", "Hill Giant"]
hand = ["Divination"]
library = ["Forest", "Island"]
[[player]]
[[action]]
cast = "Divination"
"""


def test_pay_with_any_plugins_payment_option_by_its_name(where: str) -> None:
    rules = Rules.load(enable=["tithes"], env={}, extra={"tithes": TITHES})
    result = play(where, DIVINATION + """
    pay_with.tithe = ["Grizzly Bears", "Grizzly Bears"]
    expect.mana_spent = { Divination = "{U}" }
    [[action]]
    resolve = true
    [expect]
    hand = { Alice = ["Forest", "Island"] }
    permanents."Grizzly Bears" = { tapped = true }
    permanents."Hill Giant" = { tapped = false }
    """, rules=rules)
    assert result.failures == []


def test_pay_with_an_option_not_offered_is_refused_naming_it(where: str) -> None:
    rules = Rules.load(enable=["tithes"], env={}, extra={"tithes": TITHES})
    with pytest.raises(ScenarioError, match=r"test.toml:7: action 1 \(cast Divination\): the game "
                                            r"never asked for 'convoke'.* \(no payment option "
                                            r"called 'convoke' was offered for this spell, CR "
                                            r"601.2h"):
        play(where, DIVINATION + 'pay_with.convoke = ["Grizzly Bears"]\n', rules=rules)
    with pytest.raises(ScenarioError, match=r"test.toml:9: action 1: pay_with.tithe: must be an "
                                            r"array"):
        play(where, DIVINATION + 'pay_with.tithe = "Grizzly Bears"\n', rules=rules)
