"""Cards read and played with the kernel and the reader alone: control-changing effects
seen everywhere (CR 613.1b), conditional "enters tapped" (614.1d), triggered mana abilities
(605.1b, 605.4a), additional combat phases (500.8), delayed triggers on several events
(603.7b), trigger clauses (603.2, 603.10a), type-adding statics and counter-counting
characteristic-defining abilities (604.3, 613.1d), and keyword actions (701) never read as
keyword lines.
"""

from __future__ import annotations

import pytest

from manastack.engine.triggers import create_delayed
from manastack.hookspecs import hookimpl
from manastack.instructions.damage import GainLife
from manastack.model.abilities import Mode, TriggeredManaAbility
from manastack.model.cards import CardDef
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone
from manastack.model.turns import Step
from manastack_grammar.registration import KeywordDef


def card(table, name, type_line, text="", cost=None, power=None, toughness=None):
    """A card compiled by the table's rules from data given here (a test card)."""
    return table.game.rules.compile(CardDef(name=name, mana_cost=cost, type_line=type_line,
                                            text=text, power=power, toughness=toughness))


# --------------------------------------------------------------------------
# Control change (613.1b): battlefield(player), filters, hexproof, summoning sickness
# --------------------------------------------------------------------------


def test_gain_control_until_end_of_turn_is_a_layer_2_effect_seen_everywhere(table):
    table.library(1, "Forest")
    steal = card(table, "Test Steal", "Sorcery",
                 "Gain control of target creature until end of turn. Untap that creature.",
                 cost="{R}")
    assert steal.playable, steal.unrecognized
    table.battlefield(0, "Mountain")
    bears = table.battlefield(1, "Grizzly Bears", tapped=True)[0]
    table.put(steal, Zone.HAND, 0)
    table.cast("Test Steal", targets=["Grizzly Bears"])
    table.resolve()
    game = table.game
    assert game.controller(bears.id) == 0
    assert [o.id for o in game.battlefield(0) if o.card.name == "Grizzly Bears"] == [bears.id]
    assert not game.battlefield(1)
    assert not game.obj(bears.id).tapped
    mine = ObjectFilter(types=("Creature",), controller="you")
    assert mine.matches(game, game.obj(bears.id), player=0)
    assert not mine.matches(game, game.obj(bears.id), player=1)
    assert game.summoning_sick(bears.id)  # CR 302.6: control gained this turn
    table.assert_logged(rule="613.1b")
    table.next_turn()
    assert game.controller(bears.id) == 1


def test_hexproof_is_judged_by_the_current_controller(table):
    steal = card(table, "Test Steal", "Sorcery", "Gain control of target creature.", cost="{R}")
    table.battlefield(0, "Mountain")
    table.battlefield(1, "Grizzly Bears", counters={"hexproof": 1})
    table.put(steal, Zone.HAND, 0)
    table.assert_illegal(table.cast, "Test Steal", targets=["Grizzly Bears"], rule="601.2c")
    game = table.game
    bears = table.find("Grizzly Bears")
    assert game.can_be_targeted(bears, 1, None)
    assert not game.can_be_targeted(bears, 0, None)


# --------------------------------------------------------------------------
# Sentences
# --------------------------------------------------------------------------


def test_food_token_is_created_and_sacrificed_for_three_life(table):
    feast = card(table, "Test Feast", "Sorcery", "Create a Food token.", cost="{G}")
    table.lands(0, "Forest", 3)
    table.put(feast, Zone.HAND, 0)
    table.cast("Test Feast")
    table.resolve()
    food = table.find("Food Token", zone=Zone.BATTLEFIELD)
    assert food.is_token and table.game.chars(food.id).type_line.has_subtype("Food")
    table.activate("Food Token")
    table.resolve()
    table.assert_life(0, 23)
    assert "Food Token" not in table.names(Zone.BATTLEFIELD)


def test_untap_all_lands_you_control(table):
    wake = card(table, "Test Wake", "Instant", "Untap all lands you control.", cost="{0}")
    table.battlefield(0, "Forest", "Forest", tapped=True)
    table.battlefield(1, "Forest", tapped=True)
    table.put(wake, Zone.HAND, 0)
    table.cast("Test Wake")
    table.resolve()
    assert [o.tapped for o in table.game.battlefield(0)] == [False, False]
    assert [o.tapped for o in table.game.battlefield(1)] == [True]


def test_during_your_turn_it_has_hexproof(table_factory):
    table = table_factory()
    guard = card(table, "Test Guard", "Creature — Human", "During your turn, ~ has hexproof.",
                 cost="{G}", power="1", toughness="1")
    obj = table.put(guard, Zone.BATTLEFIELD, 0)
    assert table.game.has_keyword(obj.id, "hexproof")
    other = table_factory(active=1)
    obj2 = other.put(card(other, "Test Guard", "Creature — Human",
                          "During your turn, ~ has hexproof.", cost="{G}", power="1",
                          toughness="1"), Zone.BATTLEFIELD, 0)
    assert not other.game.has_keyword(obj2.id, "hexproof")


def test_creatures_with_plus_counters_have_trample_and_land_creatures_have_vigilance(table):
    lord = card(table, "Test Lord", "Enchantment",
                "Creatures you control with +1/+1 counters on them have trample.\n"
                "Land creatures you control have vigilance.")
    assert lord.playable, lord.unrecognized
    table.put(lord, Zone.BATTLEFIELD, 0)
    with_counter = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})[0]
    without = table.battlefield(0, "Gray Ogre")[0]
    theirs = table.battlefield(1, "Hill Giant", counters={"+1/+1": 1})[0]
    game = table.game
    assert game.has_keyword(with_counter.id, "trample")
    assert not game.has_keyword(without.id, "trample")
    assert not game.has_keyword(theirs.id, "trample")
    assert not game.has_keyword(with_counter.id, "vigilance")


def test_enters_tapped_unless_you_control_a_basic_land(table):
    gate = card(table, "Test Gate", "Land",
                "This land enters tapped unless you control a basic land.\n{T}: Add {G}.")
    assert gate.playable, gate.unrecognized
    table.put(gate, Zone.HAND, 0)
    table.play("Test Gate")
    assert table.find("Test Gate").tapped  # no basic land: the replacement applies
    table.put(gate, Zone.HAND, 1)
    table.battlefield(1, "Forest")
    table.game.set_turn(active=1, step=Step.MAIN1, number=2)
    table.play("Test Gate")
    assert not table.find("Test Gate", player=1).tapped
    table.assert_logged(rule="614.1")


def test_tapping_a_creature_for_mana_triggers_a_mana_ability(table):
    cub = card(table, "Test Cub", "Creature — Badger",
               "Whenever you tap a creature for mana, add an additional {G}.",
               cost="{1}{G}", power="2", toughness="2")
    ability = cub.abilities[-1]
    assert isinstance(ability, TriggeredManaAbility) and ability.adds == ("G",)
    table.put(cub, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Llanowar Elves", "Forest")
    table.tap_for_mana("Forest", "G")  # a land that isn't a creature: no trigger
    assert len(table.game.player(0).mana_pool) == 1
    table.tap_for_mana("Llanowar Elves", "G")
    assert len(table.game.player(0).mana_pool) == 3
    table.assert_logged(rule="605.4a")


def test_additional_combat_phase_where_only_land_creatures_attack(table):
    bumi = card(table, "Test Bumi", "Creature — Human",
                "Whenever ~ deals combat damage to a player, untap all lands you control. "
                "After this phase, there is an additional combat phase. Only land creatures "
                "can attack during that combat phase.", cost="{G}", power="2", toughness="2")
    assert bumi.playable, bumi.unrecognized
    table.put(bumi, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Forest", tapped=True)
    table.attack("Test Bumi")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve()  # the trigger
    assert not table.find("Forest").tapped
    table.go_to(Step.END_COMBAT)
    table.pass_priority()
    table.pass_priority()
    assert table.game.state.turn.step is Step.BEGIN_COMBAT
    table.assert_logged(rule="500.8", contains="additional combat phase begins")
    table.go_to(Step.DECLARE_ATTACKERS)
    assert table.game.pending().kind == "priority"  # nobody may attack: no attackers asked
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    assert table.game.state.turn.attack_filter is None


# --------------------------------------------------------------------------
# Delayed triggers on several events (603.7b), keyword actions (701)
# --------------------------------------------------------------------------


def test_delayed_trigger_on_two_events_triggers_once(table):
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears")[0]
    create_delayed(game, event="dies", events=("exiled",), controller=0, objects=(bears.id,),
                   effect=Mode(instructions=(GainLife(5),)), text="gain 5")
    game.move(bears.id, Zone.EXILE, cause="effect")
    assert not game.state.delayed  # used up (603.7b)
    table.pass_priority()  # the trigger goes on the stack before the next player gets priority
    table.resolve_all()
    table.assert_life(0, 25)


class _ActionPlugin:
    @hookimpl
    def manastack_register_keywords(self):
        return [KeywordDef(name="testbend", pattern=r"testbend \d+", kind="action", rule="701")]


@pytest.mark.plugins(extra={"testbend": _ActionPlugin()})
def test_a_keyword_action_is_never_read_as_a_keyword_line(table):
    spell = card(table, "Test Bend", "Sorcery", "Testbend 2.", cost="{G}")
    assert "Testbend 2." in " ".join(spell.unrecognized)
    assert not any(getattr(a, "keyword", None) == "testbend" for a in spell.abilities)


# --------------------------------------------------------------------------
# Trigger clauses (CR 603.2, 603.10a)
# --------------------------------------------------------------------------


def test_whenever_another_creature_enters_does_not_trigger_on_itself(table):
    greeter = card(table, "Test Greeter", "Creature — Human",
                   "Whenever another Human you control enters, you gain 1 life.",
                   cost="{G}", power="1", toughness="1")
    table.put(greeter, Zone.HAND, 0)
    table.put(greeter, Zone.HAND, 0)
    table.battlefield(0, "Forest", "Forest")
    table.cast("Test Greeter")
    table.resolve()
    assert not table.game.stack()  # the entering object is itself, not "another"
    table.cast("Test Greeter")
    table.resolve()
    table.resolve_all()  # the first one sees the second (and not vice versa)
    table.assert_life(0, 21)


def test_at_the_beginning_of_combat_on_your_turn(table_factory):
    for active, expected in ((0, 21), (1, 20)):
        table = table_factory(active=active)
        drummer = card(table, "Test Drummer", "Creature — Human",
                       "At the beginning of combat on your turn, you gain 1 life.",
                       cost="{G}", power="1", toughness="1")
        table.put(drummer, Zone.BATTLEFIELD, 0)
        table.go_to(Step.BEGIN_COMBAT)
        if table.game.stack():
            table.resolve_all()
        table.assert_life(0, expected)


# --------------------------------------------------------------------------
# Type-adding statics, counter-counting CDAs, drain X
# --------------------------------------------------------------------------


def test_nontoken_artifacts_you_control_are_lands(table):
    smith = card(table, "Test Smith", "Enchantment",
                 "Nontoken artifacts you control are lands in addition to their other types.")
    table.put(smith, Zone.BATTLEFIELD, 0)
    mine = table.battlefield(0, "Sol Ring")[0]
    theirs = table.battlefield(1, "Sol Ring")[0]
    ch = table.game.chars(mine.id)
    assert ch.is_land and ch.is_("Artifact")
    assert not table.game.chars(theirs.id).is_land


def test_power_equal_to_counters_on_lands_you_control(table):
    seer = card(table, "Test Seer", "Creature — Human",
                "~'s power is equal to the number of +1/+1 counters on lands you control.",
                cost="{G}", power="*", toughness="3")
    obj = table.put(seer, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Forest", counters={"+1/+1": 2})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 4})  # not a land
    table.battlefield(1, "Forest", counters={"+1/+1": 7})  # not yours
    assert (table.game.power(obj.id), table.game.toughness(obj.id)) == (2, 3)


def test_drain_x_counts_creatures_with_counters(table):
    leech = card(table, "Test Leech", "Sorcery",
                 "Each opponent loses X life and you gain X life, where X is the number of "
                 "creatures you control with +1/+1 counters on them.", cost="{B}")
    table.battlefield(0, "Swamp")
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(0, "Gray Ogre", counters={"+1/+1": 3})
    table.battlefield(0, "Hill Giant")
    table.put(leech, Zone.HAND, 0)
    table.cast("Test Leech")
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)


def test_a_stolen_creatures_triggered_ability_is_controlled_by_its_new_controller(table):
    steal = card(table, "Test Steal", "Sorcery",
                 "Gain control of target creature until end of turn. Untap that creature.",
                 cost="{R}")
    cheer = card(table, "Test Cheerer", "Creature — Human",
                 "At the beginning of your end step, you gain 2 life.",
                 cost="{W}", power="1", toughness="1")
    table.battlefield(0, "Mountain")
    table.put(cheer, Zone.BATTLEFIELD, 1)
    table.put(steal, Zone.HAND, 0)
    table.cast("Test Steal", targets=["Test Cheerer"])
    table.resolve()
    table.go_to(Step.END)  # Alice's end step, Alice controls it: "your" is Alice
    table.resolve()
    table.assert_life(0, 22)
    table.assert_life(1, 20)
