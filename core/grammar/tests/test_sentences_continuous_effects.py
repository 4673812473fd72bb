"""Continuous-effect sentences (manastack_grammar.sentences.continuous_effects): "gets", "gains",
"loses" and "becomes" for a target, for each object described or for "creatures target player
controls" (with them, the other "each" and "target player" forms the overload and escalate
cards print are checked to be read, a few by other areas' rules); "becomes a blue Serpent with
base power and toughness 5/5" (its creature types replaced, CR 205.1b); doubling a creature's
power (701.10c: a negative power doubled is lowered); and gaining control (613.1b, layer 2),
seen everywhere: on the battlefield of the new controller, by filters, by hexproof (601.2c),
summoning sickness (302.6), and by the stolen creature's triggered abilities, whose "your" is
its new controller. Serpentine Ambush, Turn to Frog and Arms of Hadar: exact Oracle text, from
the card source below (not in the kernel's pool)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step

_CARDS = (
    CardDef(name="Serpentine Ambush", mana_cost="{1}{U}", type_line="Instant",
            text="Until end of turn, target creature becomes a blue Serpent with base power "
                 "and toughness 5/5."),
    CardDef(name="Turn to Frog", mana_cost="{1}{U}", type_line="Instant",
            text="Until end of turn, target creature loses all abilities and becomes a blue "
                 "Frog with base power and toughness 1/1."),
    CardDef(name="Arms of Hadar", mana_cost="{3}{B}", type_line="Sorcery",
            text="Creatures target player controls get -2/-2 until end of turn."),
)

cards = pytest.mark.plugins(extra={"cards": card_pool("grammar-testkit", _CARDS)})


# --------------------------------------------------------------------------
# Gets, gains, becomes
# --------------------------------------------------------------------------


@pytest.mark.parametrize("text, targets", [
    ("Creatures target player controls gain trample until end of turn.", 1),
    ("Each creature you don't control gets -2/-0 until end of turn and attacks this turn if "
     "able.", 0),
    ("Target creature you control gets +1/+0 until end of turn and can't be blocked this "
     "turn.", 1),
    ("Until end of turn, each creature you control becomes a blue and red Dragon with base "
     "power and toughness 4/4, loses all abilities, and gains flying.", 0),
    ("Each noncreature artifact you control becomes a 0/0 artifact creature. Put four +1/+1 "
     "counters on each artifact that became a creature this way.", 0),
    ("Put a +1/+1 counter on target creature you control, then double the number of +1/+1 "
     "counters on each creature that had a +1/+1 counter put on it this way.", 1),
    ("Exile each creature you don't control. For each creature exiled this way, its controller "
     "searches their library for a basic land card. Those players put those cards onto the "
     "battlefield tapped, then shuffle.", 0),
    ("Target player discards all the cards in their hand, then draws that many cards.", 1),
])
def test_forms_are_understood(rules: Rules, text: str, targets: int, understood: Callable[..., Any]) -> None:
    assert len(understood(rules, text).targets) == targets


@cards
def test_arms_of_hadar_creatures_target_player_controls(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Savannah Lions")
    table.hand(0, "Arms of Hadar")
    table.cast("Arms of Hadar", targets=["opponent"])
    table.resolve()
    assert table.power("Hill Giant") == 1 and table.zone_of("Savannah Lions") is Zone.GRAVEYARD
    assert table.power("Grizzly Bears") == 2


@cards
def test_serpentine_ambush_and_turn_to_frog(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Serpentine Ambush", "Turn to Frog")
    table.cast("Serpentine Ambush", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.game.chars(table.find("Grizzly Bears").id)
    assert (bears.power, bears.toughness, bears.colors) == (5, 5, frozenset("U"))
    assert bears.type_line.subtypes == ("Serpent",)  # CR 205.1b: creature types replaced
    table.cast("Turn to Frog", targets=["Air Elemental"])
    table.resolve()
    frog = table.game.chars(table.find("Air Elemental").id)
    assert (frog.power, frog.toughness) == (1, 1) and "flying" not in frog.keywords


def test_doubling_a_negative_power_lowers_it(table: Table, make: Callable[..., Card],
                                             put: Callable[..., GameObject]) -> None:
    """CR 701.10c: power -1 doubled gets -1/-0."""
    put(table, make(table, "Target creature gets -3/-0 until end of turn."), player=0)
    put(table, make(table, "Double target creature's power until end of turn.",
                    name="Doubler"), player=0)
    table.battlefield(0, "Grizzly Bears")
    table.cast("Test Card", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Doubler", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (-2, 2)


# --------------------------------------------------------------------------
# Control change (613.1b): battlefield(player), filters, hexproof, summoning sickness
# --------------------------------------------------------------------------


def test_gain_control_until_end_of_turn_is_a_layer_2_effect_seen_everywhere(table, card):
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


def test_hexproof_is_judged_by_the_current_controller(table, card):
    steal = card(table, "Test Steal", "Sorcery", "Gain control of target creature.", cost="{R}")
    table.battlefield(0, "Mountain")
    table.battlefield(1, "Grizzly Bears", counters={"hexproof": 1})
    table.put(steal, Zone.HAND, 0)
    table.assert_illegal(table.cast, "Test Steal", targets=["Grizzly Bears"], rule="601.2c")
    game = table.game
    bears = table.find("Grizzly Bears")
    assert game.can_be_targeted(bears, 1, None)
    assert not game.can_be_targeted(bears, 0, None)
    # CR 702.11b: "can't be the target of ... your opponents control": once player 0 controls
    # it (a control change that targets nothing), only player 0 may target it
    from manastack.instructions.permanents import GainControl
    from manastack.model.effects import Context, Each
    from manastack.model.filters import ObjectFilter

    GainControl(Each(ObjectFilter(name="Grizzly Bears"))).run(
        Context(game=game, controller=0, source=None))
    table.refresh()
    assert game.controller(bears.id) == 0
    assert game.can_be_targeted(bears, 0, None)
    assert not game.can_be_targeted(bears, 1, None)


def test_a_stolen_creatures_triggered_ability_is_controlled_by_its_new_controller(table, card):
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
