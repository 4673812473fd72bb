"""Activated abilities (CR 602) and mana abilities (CR 605) in manastack.engine.casting.

{T} and {Q} abilities of creatures need continuous control since the
controller's most recent turn began (302.6, 602.5a, SEED-24) unless a plugin
answers ``manastack_ignores_summoning_sickness`` (haste).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytest_manastack import InProcessPlugin, plugin as plugin_of

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.actions import ActivateAbility, ActivateMana
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import GameObject, Zone
from manastack.model.turns import Step


def plugin(**hooks: Callable[..., Any]) -> InProcessPlugin:
    return plugin_of(**hooks)


class Pool:
    name = "activation-tests"
    priority = 50

    def __init__(self, *cards: CardDef) -> None:
        self.cards = {c.name: c for c in cards}

    def names(self) -> list[str]:
        return list(self.cards)

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)


CARDS = (
    CardDef(name="Rod of Ruin", mana_cost="{4}", type_line="Artifact",
            text="{3}, {T}: Rod of Ruin deals 1 damage to any target."),
    CardDef(name="Cinder Elemental", mana_cost="{3}{R}", type_line="Creature — Elemental",
            text="{X}{R}, {T}, Sacrifice Cinder Elemental: It deals X damage to any target.",
            power="2", toughness="2"),
    # Test cards (not real cards): a {Q} creature, a mana ability with a mana cost,
    # a land with a second {T} ability, a sorcery-speed ability.
    CardDef(name="Test Untapper", mana_cost="{1}", type_line="Artifact Creature — Construct",
            text="{Q}: You gain 1 life.", power="1", toughness="1"),
    CardDef(name="Test Filter", mana_cost="{1}", type_line="Artifact",
            text="{1}, {T}: Add {C}{C}."),
    CardDef(name="Test Wellspring", mana_cost=None, type_line="Land",
            text="{T}: Add {C}.\n{1}, {T}: You gain 1 life."),
    CardDef(name="Test Sage", mana_cost="{1}", type_line="Artifact Creature — Construct",
            text="{T}: You gain 1 life. Activate only as a sorcery.", power="1",
            toughness="1"),
)


def hasty(*names: str) -> InProcessPlugin:
    """A plugin waiving 302.6 for creatures with these names (as haste would)."""

    def ignores(game: Game, obj: GameObject) -> bool | None:
        return True if obj.card.name in names else None

    return plugin(manastack_ignores_summoning_sickness=ignores)


def new_table(*waived: str) -> Table:
    extra: dict[str, object] = {"pool": plugin(manastack_register_card_sources=lambda: [
        Pool(*CARDS)])}
    if waived:
        extra["hasty"] = hasty(*waived)
    return Table.new(enable=list(extra), extra=extra)


def actions(t: Table) -> list[str]:
    return [str(a) for a in t.game.legal_actions()]


def test_SEED_24_a_creatures_T_ability_needs_continuous_control() -> None:
    t = new_table()
    t.library(0, *["Island"] * 3)
    t.library(1, *["Island"] * 3)
    t.battlefield(0, "Prodigal Pyromancer", sick=True)
    assert actions(t) == ["pass priority"]
    exc = t.assert_illegal(t.activate, "Prodigal Pyromancer", targets=["opponent"],
                           rule="302.6")
    assert exc.step == "602.5a" and "most recent turn" in str(exc)
    t.next_turn()  # Bob's turn: still not since *Alice's* most recent turn began
    t.pass_priority()  # Bob passes in his main phase: Alice may act
    t.assert_illegal(t.activate, "Prodigal Pyromancer", targets=["opponent"], rule="302.6")
    t.next_turn()  # Alice's next turn
    assert t.game.state.turn.active == 0
    assert "activate Prodigal Pyromancer ability 1" in actions(t)
    t.activate("Prodigal Pyromancer", targets=["opponent"])
    t.resolve()
    t.assert_life(1, 19)


def test_SEED_24_the_waiver_hook_lets_a_new_creature_use_T() -> None:
    t = new_table("Prodigal Pyromancer")
    t.battlefield(0, "Prodigal Pyromancer", sick=True)
    assert "activate Prodigal Pyromancer ability 1" in actions(t)
    t.activate("Prodigal Pyromancer", targets=["opponent"])
    t.resolve()
    t.assert_life(1, 19)


def test_SEED_24_the_waiver_is_asked_per_creature() -> None:
    t = new_table("Llanowar Elves")  # waives for the Elves only
    t.battlefield(0, "Prodigal Pyromancer", "Llanowar Elves", sick=True)
    t.hand(0, "Giant Growth")
    assert actions(t) == ["cast Giant Growth", "pass priority"]  # the Elves' {G} counts
    t.assert_illegal(t.activate, "Prodigal Pyromancer", targets=["opponent"], rule="302.6")


def test_SEED_24_a_new_mana_creature_cant_tap_for_mana() -> None:
    t = new_table()
    t.battlefield(0, "Llanowar Elves", sick=True)
    t.battlefield(1, "Grizzly Bears")
    t.hand(0, "Giant Growth")
    assert actions(t) == ["pass priority"]  # the solver doesn't count the Elves
    t.assert_illegal(t.tap_for_mana, "Llanowar Elves", "G", rule="302.6")
    t.assert_illegal(t.cast, "Giant Growth", targets=["Grizzly Bears"], rule="601.2h")


def test_SEED_24_Q_abilities_need_continuous_control_too() -> None:
    t = new_table()
    t.battlefield(0, "Test Untapper", tapped=True, sick=True)
    assert actions(t) == ["pass priority"]
    t.assert_illegal(t.activate, "Test Untapper", rule="302.6")
    t.game.set_turn(active=0, step=Step.MAIN1, number=3)  # a later turn of Alice's
    t.activate("Test Untapper")
    assert not t.find("Test Untapper").tapped  # {Q}: untapped as the cost (107.6)
    t.resolve()
    t.assert_life(0, 21)


def test_Q_needs_the_permanent_tapped_cr_107_6() -> None:
    t = new_table()
    t.battlefield(0, "Test Untapper")
    assert actions(t) == ["pass priority"]
    t.assert_illegal(t.activate, "Test Untapper", rule="601.2h")


def test_noncreature_T_abilities_ignore_summoning_sickness_cr_302_6() -> None:
    t = new_table()
    t.battlefield(0, "Rod of Ruin", "Sol Ring", sick=True)
    t.lands(0, "Mountain", 1)
    assert "activate Rod of Ruin ability 1" in actions(t)
    t.activate("Rod of Ruin", targets=["opponent"])  # Sol Ring's {C}{C} + Mountain pay {3}
    assert t.find("Sol Ring").tapped and t.find("Rod of Ruin").tapped
    t.resolve()
    t.assert_life(1, 19)


def test_an_ability_with_T_never_taps_its_own_source_for_mana() -> None:
    t = new_table()
    t.battlefield(0, "Test Wellspring")
    assert actions(t) == ["pass priority"]  # {1} can't come from the land being tapped
    t.assert_illegal(t.activate, "Test Wellspring", rule="601.2h")
    t.lands(0, "Mountain", 1)
    t.activate("Test Wellspring")
    assert t.find("Mountain").tapped and t.find("Test Wellspring").tapped
    t.resolve()
    t.assert_life(0, 21)


def test_x_in_an_activation_cost_sacrifice_and_last_known_information_cr_602_2() -> None:
    t = new_table()
    t.battlefield(0, "Cinder Elemental")
    t.lands(0, "Mountain", 4)
    start = len(t.game.log)
    t.activate("Cinder Elemental", targets=["opponent"], x=3)
    t.assert_zone("Cinder Elemental", Zone.GRAVEYARD)  # sacrificed as a cost
    log = t.game.log[start:]
    on_stack = next(i for i, e in enumerate(log) if e.rule == "602.2a" and e.kind == "stack")
    sacrificed = next(i for i, e in enumerate(log) if e.kind == "zone_change")
    assert on_stack < sacrificed  # 602.2a: on the stack first, then costs are paid
    t.resolve()
    t.assert_life(1, 17)


def test_x_options_of_an_activation_are_what_can_be_paid() -> None:
    t = new_table()
    t.battlefield(0, "Cinder Elemental")
    t.lands(0, "Mountain", 3)
    t.assert_illegal(t.activate, "Cinder Elemental", targets=["opponent"], x=3, rule="107.3a")


def test_a_mana_ability_with_a_mana_cost_pays_it_cr_605() -> None:
    t = new_table()
    t.battlefield(0, "Test Filter")
    t.assert_illegal(t.tap_for_mana, "Test Filter", "C", rule="601.2h")
    t.lands(0, "Mountain", 1)
    t.tap_for_mana("Test Filter", "C")
    assert t.find("Mountain").tapped and t.find("Test Filter").tapped
    assert str(t.game.player(0).mana_pool) == "{C}{C}"


def test_sorcery_speed_abilities_cr_602_5d() -> None:
    t = new_table()
    t.battlefield(0, "Test Sage")
    assert "activate Test Sage ability 1" in actions(t)
    t.game.set_turn(active=0, step=Step.UPKEEP)
    assert actions(t) == ["pass priority"]
    t.assert_illegal(t.activate, "Test Sage", rule="602.5d")


def test_activating_what_you_dont_control_or_doesnt_exist_cr_602() -> None:
    t = new_table()
    t.battlefield(1, "Prodigal Pyromancer")
    pyro = t.find("Prodigal Pyromancer")
    t.assert_illegal(t.game.act, ActivateAbility(pyro.id, 0, "Prodigal Pyromancer"),
                     rule="602.2")
    t.battlefield(0, "Grizzly Bears")
    bears = t.find("Grizzly Bears")
    t.assert_illegal(t.game.act, ActivateAbility(bears.id, 0, "Grizzly Bears"), rule="602.1")
    t.assert_illegal(t.game.act, ActivateAbility(bears.id, -1, "Grizzly Bears"), rule="602.1")
    t.assert_illegal(t.game.act, ActivateMana(pyro.id, "R", "Prodigal Pyromancer"),
                     rule="602.2")


@pytest.mark.parametrize("answer", [Answer("targets", ("nobody",)), Answer("x", (99,))])
def test_bad_scripted_answers_change_nothing(answer: Answer) -> None:
    t = new_table()
    t.battlefield(0, "Cinder Elemental")
    t.lands(0, "Mountain", 2)
    t.assert_illegal(t.activate, "Cinder Elemental", answers=[answer])


@pytest.mark.parametrize(("card", "index"), [("Prodigal Pyromancer", -1),
                                             ("Prodigal Pyromancer", 1),
                                             ("Grizzly Bears", -1), ("Grizzly Bears", 0)])
def test_CR_602_1_activating_an_ability_the_permanent_does_not_have_is_refused(
        card: str, index: int) -> None:
    # a negative index picked the last ability (Python indexing); one past the end raised
    # IndexError instead of an illegal-action error
    game = Game(Rules.load(enable=[]), ("Ann", "Ben"), seed=1)
    game.put("Forest", Zone.LIBRARY, 0)
    game.put("Forest", Zone.LIBRARY, 1)
    sparkmage = game.put(card, Zone.BATTLEFIELD, 0)
    game.put("Mountain", Zone.BATTLEFIELD, 0)
    game.put("Lightning Bolt", Zone.HAND, 0)  # so that player 1 has a choice in main phase 1
    game.set_turn(active=0, step=Step.MAIN1, number=2)
    assert game.pending() is not None and game.pending().kind == "priority"
    before = (game.state_digest(), len(game.log))
    with pytest.raises(IllegalActionError, match=r"has no activated ability .*\(CR 602\.1\)"):
        game.respond((ActivateAbility(sparkmage.id, index),))
    assert (game.state_digest(), len(game.log)) == before
