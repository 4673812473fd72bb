"""The effect vocabulary (CR 608.2c): each building block acts through the kernel's
primitives, so triggered abilities (603) and replacement effects (614) see it."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table
from manastack.instructions.continuous import ApplyEffect
from manastack.instructions.damage import DealDamage, GainLife, LoseLife
from manastack.instructions.permanents import (
    CreateToken,
    GainControl,
    PutCounters,
    RemoveCounters,
    Tap,
    Untap,
)
from manastack.instructions.zone_changes import (
    Destroy,
    Discard,
    Draw,
    Exile,
    Mill,
    PutOntoBattlefield,
    ReturnToHand,
    Sacrifice,
)
from manastack.model import effects as fx
from manastack.model.abilities import Mode, TriggeredAbility
from manastack.model.continuous import ContinuousEffect
from manastack.model.decisions import Answer
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, PlayerRef, Zone
from manastack.model.replacements import ZoneReplacement
from manastack.model.triggers import TriggerCondition
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine


class Seen:
    """A permanent whose triggered abilities record the events they trigger on."""

    def __init__(self, table: Table, *events: str) -> None:
        self.events: list[tuple[str, dict[str, Any]]] = []
        abilities = []
        for event in events:
            def record(ctx: fx.Context, event: str = event) -> None:
                self.events.append((event, dict(ctx.event)))

            abilities.append(TriggeredAbility(
                trigger=TriggerCondition(event), effect=Mode(instructions=(fx.Custom(
                    function=record),)), text=f"whenever {event}, record it"))
        card = Card(name="Observer", type_line=TypeLine.parse("Enchantment"),
                    abilities=tuple(abilities))
        self.table = table
        table.battlefield(0, card)

    def collect(self) -> list[str]:
        """Let the triggered abilities go on the stack and resolve; the events seen."""
        game = self.table.game
        if game.pending() is not None and game.pending().kind == "priority":
            self.table.pass_priority()
            self.table.resolve_all()
        return [e for e, _ in self.events]


def run(table: Table, instruction: fx.Instruction, *, controller: int = 0,
        targets: tuple[tuple[Any, ...], ...] = ()) -> fx.Context:
    ctx = fx.Context(game=table.game, controller=controller, source=None, targets=targets)
    instruction.run(ctx)
    return ctx


def replace(table: Table, *, to_zone: Zone | None, instead: Zone,
            from_zone: Zone | None = None) -> None:
    table.game.add_effect(ContinuousEffect(
        parts=(ZoneReplacement(from_zone=from_zone, to_zone=to_zone, instead=instead,
                               text=f"to {instead} instead"),),
        filter=ObjectFilter(), zones=tuple(Zone), text=f"to {instead} instead"))


def test_deal_damage_seen_by_triggers(table: Table) -> None:
    """CR 120.3: "deals N damage": the damage event and the life loss trigger abilities."""
    seen = Seen(table, "damage", "lose_life")
    (bear,) = table.battlefield(1, "Craw Wurm")
    run(table, DealDamage(2, fx.TargetRef(0)), targets=((bear.id, PlayerRef(1)),))
    assert table.game.obj(bear.id).damage == 2
    table.assert_life(1, 18)
    assert sorted(seen.collect()) == ["damage", "damage", "lose_life"]
    amounts = [data["amount"] for e, data in seen.events if e == "damage"]
    assert amounts == [2, 2]


def test_draw_seen_by_triggers_and_replacements(table: Table) -> None:
    """CR 121: each card drawn is a move from library to hand: "draw" triggers; a
    replacement on moves to a hand sees it."""
    seen = Seen(table, "draw")
    table.library(0, "Island", "Swamp", "Mountain")
    run(table, Draw(2))
    assert len(table.game.hand(0)) == 2
    assert seen.collect() == ["draw", "draw"]
    replace(table, to_zone=Zone.HAND, from_zone=Zone.LIBRARY, instead=Zone.EXILE)
    run(table, Draw(1))
    assert table.names(Zone.EXILE) == ["Mountain"]


def test_discard_chosen_by_the_player_and_seen(table: Table) -> None:
    """CR 701.9a: the discarding player chooses; "discard" triggers; replacements see it."""
    seen = Seen(table, "discard")
    table.hand(1, "Island", "Swamp")
    game = table.game
    swamp = table.find("Swamp", zone=Zone.HAND).id
    game.script.queue.append(Answer("discard", (swamp,)))
    run(table, Discard(fx.EACH_OPPONENT, 1))
    assert table.names(Zone.GRAVEYARD, 1) == ["Swamp"]
    assert seen.collect() == ["discard"]


def test_gain_and_lose_life_seen(table: Table) -> None:
    """CR 119.3: life gain and loss trigger abilities."""
    seen = Seen(table, "gain_life", "lose_life")
    run(table, GainLife(3))
    run(table, LoseLife(2, fx.EACH_OPPONENT))
    table.assert_life(0, 23)
    table.assert_life(1, 18)
    assert sorted(seen.collect()) == ["gain_life", "lose_life"]


def test_destroy_seen_and_replaced(table: Table) -> None:
    """CR 701.8: destroy = move to the graveyard: "dies" triggers; replacements apply."""
    seen = Seen(table, "dies")
    a, b = table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    run(table, Destroy(fx.TargetRef(0)), targets=((a.id,),))
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    replace(table, to_zone=Zone.GRAVEYARD, from_zone=Zone.BATTLEFIELD, instead=Zone.EXILE)
    run(table, Destroy(fx.TargetRef(0)), targets=((b.id,),))
    table.assert_zone("Gray Ogre", Zone.EXILE)
    assert seen.collect() == ["dies"]


def test_return_to_hand_seen(table: Table) -> None:
    """Bounce: a move to its owner's hand; "leaves" triggers (603.6c)."""
    seen = Seen(table, "leaves")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    ctx = run(table, ReturnToHand(fx.TargetRef(0)), targets=((bear.id,),))
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)
    assert ctx.it and table.game.obj(ctx.it[0]).zone is Zone.HAND
    assert seen.collect()[-1] == "leaves"


def test_put_onto_battlefield_from_graveyard_seen_and_replaced(table: Table) -> None:
    """Reanimation: "enters" triggers; an "enters tapped" replacement applies (614.1d)."""
    seen = Seen(table, "enters")
    (bear,) = table.graveyard(0, "Grizzly Bears")
    table.game.add_effect(ContinuousEffect(
        parts=(ZoneReplacement(to_zone=Zone.BATTLEFIELD, tapped=True, text="enters tapped"),),
        filter=ObjectFilter(types=("Creature",)), zones=(Zone.BATTLEFIELD,)))
    run(table, PutOntoBattlefield(fx.TargetRef(0), under_your_control=True),
        targets=((bear.id,),))
    new = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert new.tapped and table.game.controller(new.id) == 0
    assert seen.collect() == ["enters"]


def test_exile_seen(table: Table) -> None:
    """CR 406: exile: "exiled" triggers; "leaves" too."""
    seen = Seen(table, "exiled", "leaves")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    run(table, Exile(fx.TargetRef(0)), targets=((bear.id,),))
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert sorted(seen.collect()) == ["exiled", "leaves"]


def test_sacrifice_chosen_by_the_sacrificing_player(table: Table) -> None:
    """CR 701.21a (SEED-16): "each opponent sacrifices a creature": the opponent chooses;
    "dies" triggers."""
    seen = Seen(table, "dies")
    game = table.game
    _, b = table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    asked: list[int] = []
    real = game.ask

    def spy(decision: Any) -> tuple[Any, ...]:
        if decision.kind == "sacrifice":
            asked.append(decision.player)
        return real(decision)

    game.ask = spy  # type: ignore[method-assign]
    game.script.queue.append(Answer("sacrifice", (b.id,)))
    run(table, Sacrifice(fx.EACH_OPPONENT, ObjectFilter(types=("Creature",))))
    assert asked == [1]
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert seen.collect() == ["dies"]


def test_tap_and_untap_seen(table: Table) -> None:
    """CR 701.26: tapping and untapping trigger abilities."""
    seen = Seen(table, "tapped", "untapped")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    run(table, Tap(fx.TargetRef(0)), targets=((bear.id,),))
    assert table.game.obj(bear.id).tapped
    run(table, Untap(fx.TargetRef(0)), targets=((bear.id,),))
    assert not table.game.obj(bear.id).tapped
    assert sorted(seen.collect()) == ["tapped", "untapped"]


def test_put_and_remove_counters_seen(table: Table) -> None:
    """CR 122: counters put on a permanent trigger abilities and change it (613.4c)."""
    seen = Seen(table, "counters_added")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    run(table, PutCounters("+1/+1", 2, fx.TargetRef(0)), targets=((bear.id,),))
    assert table.game.power(bear.id) == 4
    run(table, RemoveCounters("+1/+1", 5, fx.TargetRef(0)), targets=((bear.id,),))
    assert table.game.power(bear.id) == 2
    assert seen.collect() == ["counters_added"]


def test_create_token_seen_and_replaced(table: Table) -> None:
    """CR 111.1: a created token enters: "enters" triggers; "enters tapped" replaces."""
    seen = Seen(table, "enters")
    table.game.add_effect(ContinuousEffect(
        parts=(ZoneReplacement(to_zone=Zone.BATTLEFIELD, tapped=True, text="enters tapped"),),
        filter=ObjectFilter(types=("Creature",)), zones=(Zone.BATTLEFIELD,)))
    run(table, CreateToken(fx.token_card(subtypes=("Soldier",), colors=("W",), power=1,
                                            toughness=1), 2))
    tokens = [o for o in table.game.battlefield() if o.is_token]
    assert len(tokens) == 2 and all(t.tapped for t in tokens)
    assert seen.collect() == ["enters", "enters"]


def test_mill_seen(table: Table) -> None:
    """CR 701.17a: milled cards are put into the graveyard (triggers see them)."""
    seen = Seen(table, "put_into_graveyard")
    table.library(1, "Island", "Swamp", "Forest")
    run(table, Mill(fx.EACH_OPPONENT, 2))
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Swamp"]
    assert seen.collect() == ["put_into_graveyard", "put_into_graveyard"]


def test_gains_keyword_and_pump_until_end_of_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "gets +2/+2 and gains trample until end of turn" ends at cleanup."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Forest", 1)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    table.hand(0, table.card("Rush", "Instant", "Target creature gets +2/+2 and gains trample "
                       "until end of turn.", "{G}"))
    table.cast("Rush", targets=["Grizzly Bears"])
    table.resolve()
    game = table.game
    assert (game.power(bear.id), game.toughness(bear.id)) == (4, 4)
    assert game.has_keyword(bear.id, "trample")
    table.next_turn()
    assert (game.power(bear.id), game.toughness(bear.id)) == (2, 2)
    assert not game.has_keyword(bear.id, "trample")


def test_becomes_a_creature_with_counters_still_a_land(table: Table) -> None:
    """CR 205.1b, 613.1d, 613.4b: "becomes a 0/0 Elemental creature in addition to its other
    types. Put three +1/+1 counters on it": a 3/3 land creature that still taps for mana."""
    table.lands(0, "Forest", 1)
    (land,) = table.battlefield(0, "Mountain")
    table.hand(0, table.card("Awaken Ground", "Sorcery", "Target land you control becomes a "
                       "0/0 Elemental creature in addition to its other types. Put three "
                       "+1/+1 counters on it.", "{G}"))
    table.cast("Awaken Ground", targets=["Mountain"])
    table.resolve()
    game = table.game
    ch = game.chars(land.id)
    assert ch.is_creature and ch.is_land and ch.type_line.has_subtype("Elemental")
    assert ch.type_line.has_subtype("Mountain")
    assert (game.power(land.id), game.toughness(land.id)) == (3, 3)
    table.tap_for_mana("Mountain", "R")
    assert game.player(0).mana_pool.units


def test_becomes_a_creature_until_end_of_turn_replaces_types(table: Table) -> None:
    """CR 205.1a: "becomes a 3/3 red Elemental creature until end of turn" (no "still"):
    the new card type replaces the old ones while it lasts."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    (ring,) = table.battlefield(0, "Sol Ring")
    run(table, ApplyEffect(fx.TargetRef(0), table.card("Animate", "Instant", "Target "
        "artifact becomes a 3/3 red Elemental creature until end of turn.", "{R}")
        .abilities[0].modes[0].instructions[0].parts), targets=((ring.id,),))
    game = table.game
    ch = game.chars(ring.id)
    assert ch.type_line.card_types == ("Creature",) and ch.colors == frozenset("R")
    assert (game.power(ring.id), game.toughness(ring.id)) == (3, 3)
    table.next_turn()
    assert game.chars(ring.id).type_line.card_types == ("Artifact",)


def test_gain_control_until_end_of_turn(table: Table) -> None:
    """CR 613.1b: "gain control of target creature until end of turn"."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    run(table, GainControl(fx.TargetRef(0), duration="end_of_turn"), targets=((bear.id,),))
    game = table.game
    assert game.controller(bear.id) == 0
    assert [o.id for o in game.battlefield(0)] == [bear.id]
    table.next_turn()
    assert game.controller(bear.id) == 1


def test_counter_spell_goes_through_the_stack_path(table: Table) -> None:
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Island", 2)
    table.hand(0, "Shock")
    table.hand(1, "Counterspell")
    table.cast("Shock", targets=["opponent"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Shock"])
    table.resolve()
    table.assert_zone("Shock", Zone.GRAVEYARD, 0)
    assert table.game.stack() == []
    table.assert_logged(rule="701.6a")


@pytest.mark.parametrize("text,keyword", [("Target creature you control gains indestructible "
                                           "until end of turn.", "indestructible")])
def test_gains_keyword_sentence(table: Table, text: str, keyword: str) -> None:
    """"Target creature ... gains [keyword] until end of turn" (CR 613.1f)."""
    table.lands(0, "Plains", 1)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    table.hand(0, table.card("Shield", "Instant", text, "{W}"))
    table.cast("Shield", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.has_keyword(bear.id, keyword)
    table.game.destroy(bear.id)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.go_to(Step.END)
