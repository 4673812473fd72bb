"""Zone changes (CR 400.7, 614, 616): one path for every move, replacement effects and
their order, last known information, simultaneous moves, shuffling (SEED-34)."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from attrs import field, frozen
from pytest_manastack import assert_printed, card_pool

from manastack.api import each_instance_as_it_enters
from manastack.driver import Table
from manastack.hookspecs import hookimpl
from manastack.instructions.damage import GainLife
from manastack.instructions.zone_changes import Destroy, PutOntoBattlefield, Shuffle
from manastack.model import continuous as layers, effects as fx
from manastack.model.abilities import KeywordAbility, Mode, TriggeredAbility
from manastack.model.cards import CardDef
from manastack.model.continuous import ContinuousEffect
from manastack.model.decisions import Answer
from manastack.model.filters import ObjectFilter
from manastack.model.objects import FACE_DOWN, Card, Characteristics, GameObject, Zone
from manastack.model.replacements import Replacement, ZoneMove, ZoneReplacement
from manastack.model.triggers import TriggerCondition


def ctx(table: Table, controller: int = 0, **kwargs: Any) -> fx.Context:
    return fx.Context(game=table.game, controller=controller, source=None, **kwargs)


def replacement(table: Table, objects: tuple[int, ...] | None, *, instead: Zone,
                to_zone: Zone | None = Zone.GRAVEYARD, from_zone: Zone | None = None,
                text: str, controller: int = 0, filter: ObjectFilter | None = None,
                category: str = "other") -> ContinuousEffect:
    return table.game.add_effect(ContinuousEffect(
        parts=(ZoneReplacement(from_zone=from_zone, to_zone=to_zone, instead=instead, text=text,
                               category=category),),
        objects=objects, filter=filter, controller=controller, zones=tuple(Zone), text=text))


# --------------------------------------------------------------------------
# Replacement effects (CR 614, 616)
# --------------------------------------------------------------------------


def test_cr_614_1a_would_die_exile_instead_from_a_spell(table: Table) -> None:
    """CR 614.1a, 700.4: "If target creature would die this turn, exile it instead": the
    creature is destroyed by a spell and goes to exile instead of the graveyard."""
    table.lands(0, "Swamp", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, table.card("Cremate Ahead", "Instant", "If target creature would die this "
                       "turn, exile it instead.", "{B}"))
    table.hand(0, "Murder")
    table.cast("Cremate Ahead", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert "Grizzly Bears" not in table.names(Zone.GRAVEYARD)
    table.assert_logged(rule="614.1")


def test_cr_614_replacement_applies_to_state_based_deaths_too(table: Table) -> None:
    """One path for every move: lethal damage (704.5g) meets the same replacement."""
    game = table.game
    (bear,) = table.battlefield(1, "Grizzly Bears")
    replacement(table, (bear.id,), from_zone=Zone.BATTLEFIELD, instead=Zone.EXILE,
                text="if it would die, exile it instead")
    game.deal_damage(None, bear.id, 5)
    table.pass_priority()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@pytest.mark.parametrize("first", ["exile", "hand"])
def test_cr_616_1_affected_objects_controller_chooses_the_order(table: Table, first: str) -> None:
    """CR 616.1, 616.1e-f: two replacements apply; the controller of the affected object
    (player 2, not the effects' controller) chooses one; the other no longer applies to
    the modified event."""
    game = table.game
    (bear,) = table.battlefield(1, "Grizzly Bears")
    exile = replacement(table, (bear.id,), instead=Zone.EXILE, text="exile it instead")
    hand = replacement(table, (bear.id,), instead=Zone.HAND, text="return it to hand instead")
    key = {"exile": f"effect:{exile.id}:exile it instead",
           "hand": f"effect:{hand.id}:return it to hand instead"}[first]
    asked: list[int] = []
    real_ask = game.ask

    def spy(decision: Any) -> tuple[Any, ...]:
        if decision.kind == "replacement_order":
            asked.append(decision.player)
        return real_ask(decision)

    game.ask = spy  # type: ignore[method-assign]
    game.script.queue.append(Answer("replacement_order", (key,)))
    new = game.move(bear.id, Zone.GRAVEYARD, cause="destroy")
    assert asked == [1]
    assert new is not None and new.zone is (Zone.EXILE if first == "exile" else Zone.HAND)
    assert sum(1 for e in game.log if e.kind == "replacement") == 1


def test_cr_614_5_a_replacement_applies_once(table: Table) -> None:
    """CR 614.5: a replacement that still matches the modified event doesn't apply again."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    replacement(table, (bear.id,), to_zone=None, instead=Zone.EXILE,
                text="if it would move, exile it instead")
    new = game.move(bear.id, Zone.HAND)
    assert new is not None and new.zone is Zone.EXILE
    assert sum(1 for e in game.log if e.kind == "replacement") == 1


def test_cr_616_1a_self_replacement_first_without_a_choice(table: Table) -> None:
    """CR 616.1a: self-replacement effects (614.15) are applied before other ones: no
    choice is asked when one is among them."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    replacement(table, (bear.id,), instead=Zone.HAND, text="to hand instead")
    replacement(table, (bear.id,), instead=Zone.EXILE, text="exile instead (self)",
                category="self")
    new = game.move(bear.id, Zone.GRAVEYARD)
    assert new is not None and new.zone is Zone.EXILE
    assert not any(e.kind == "choice" for e in game.log)


def test_cr_614_static_replacement_leyline_of_the_void(table: Table) -> None:
    """CR 614.1a, 611.3: a static replacement (Leyline of the Void) sees cards going to an
    opponent's graveyard from anywhere (discarded from hand, dying), not its owner's."""
    game = table.game
    table.battlefield(0, table.card("Leyline of the Void", "Enchantment", "If a card would be "
                              "put into an opponent's graveyard from anywhere, exile it "
                              "instead.", "{2}{B}{B}"))
    (theirs,) = table.battlefield(1, "Grizzly Bears")
    (card,) = table.hand(1, "Island")
    (mine,) = table.battlefield(0, "Gray Ogre")
    game.destroy(theirs.id)
    game.discard(card.id)
    game.destroy(mine.id)
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert sorted(table.names(Zone.EXILE)) == ["Grizzly Bears", "Island"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Gray Ogre"]


def test_cr_614_1d_enters_tapped_static_replacement(table: Table) -> None:
    """CR 614.1d, 614.12: "creatures your opponents control enter tapped" checks the
    permanent as it would enter."""
    game = table.game
    game.add_effect(ContinuousEffect(
        parts=(ZoneReplacement(to_zone=Zone.BATTLEFIELD, tapped=True, text="enter tapped"),),
        filter=ObjectFilter(types=("Creature",), controller="opponent"), controller=0,
        zones=(Zone.BATTLEFIELD,), text="Creatures your opponents control enter tapped"))
    (theirs,) = table.hand(1, "Grizzly Bears")
    (mine,) = table.hand(0, "Gray Ogre")
    a = game.move(theirs.id, Zone.BATTLEFIELD, controller=1)
    b = game.move(mine.id, Zone.BATTLEFIELD, controller=0)
    assert a is not None and a.tapped
    assert b is not None and not b.tapped


# --------------------------------------------------------------------------
# A spell leaving the stack goes through the same path
# --------------------------------------------------------------------------


def _exile_instants_plugin() -> types.ModuleType:
    mod = types.ModuleType("exile_instants")

    @hookimpl
    def manastack_replace_zone_change(game: Any, move: ZoneMove) -> list[Replacement]:
        if move.obj.zone is Zone.STACK and move.obj.card.type_line.has_type("Instant") and \
                move.obj.card.name == "Shock":
            return [Replacement(key=f"exile-shock:{move.obj.id}", text="exile Shock instead",
                                apply=lambda m: m.replace(to_zone=Zone.EXILE), rule="614.1a")]
        return []

    mod.manastack_replace_zone_change = manastack_replace_zone_change  # type: ignore[attr-defined]
    return mod


@pytest.mark.plugins(extra={"exile_instants": _exile_instants_plugin()})
@pytest.mark.parametrize("how", ["resolve", "counter", "fizzle"])
def test_spell_leaving_the_stack_meets_replacements_however_it_leaves(table: Table,
                                                                      how: str) -> None:
    """Resolving (608.2n), countered (701.6a) or fizzling (608.2b): the spell card moves
    through the one zone-change path, so "exile it instead" applies each time."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Shock")
    table.hand(1, "Counterspell")
    table.cast("Shock", targets=["Grizzly Bears"])
    if how == "counter":
        table.pass_priority()
        table.cast("Counterspell", targets=["Shock"])
        table.resolve()
    elif how == "fizzle":
        game = table.game
        game.move(table.find("Grizzly Bears").id, Zone.HAND)
        table.resolve()
    else:
        table.resolve()
    table.assert_zone("Shock", Zone.EXILE)
    assert "Shock" not in table.names(Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# Last known information and simultaneity (CR 603.10a, 603.6a)
# --------------------------------------------------------------------------


def _watcher(name: str, event: str, gain: int = 1) -> Card:
    """"Whenever another creature [event], you gain 1 life." as kernel values."""
    from manastack.model.typeline import TypeLine

    trigger = TriggeredAbility(
        trigger=TriggerCondition(event, filter=ObjectFilter(types=("Creature",), other=True)),
        effect=Mode(instructions=(GainLife(gain),)),
        text=f"Whenever another creature {event}, you gain {gain} life.")
    return Card(name=name, type_line=TypeLine.parse("Creature — Human"), abilities=(trigger,),
                power="1", toughness="1")


def test_cr_603_10a_creatures_dying_together_see_each_other(table: Table) -> None:
    """CR 603.10a, 704.3: "destroy all creatures" is one event: each "whenever another
    creature dies" creature sees the others die, including one that died before it in
    the kernel's loop."""
    table.lands(0, "Plains", 4)
    table.battlefield(0, _watcher("Watcher A", "dies"), _watcher("Watcher B", "dies"))
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD) == ["Plains"] * 4
    table.resolve_all()
    table.assert_life(0, 24)  # each watcher saw two other creatures die


def test_cr_603_6a_creatures_entering_together_see_each_other(table: Table) -> None:
    """CR 603.6a: permanents entering at the same time see each other enter."""
    game = table.game
    a = table.graveyard(0, _watcher("Greeter A", "enters"))[0]
    b = table.graveyard(0, _watcher("Greeter B", "enters"))[0]
    PutOntoBattlefield(fx.TargetRef(0)).run(ctx(table, targets=((a.id, b.id),)))
    table.pass_priority()
    table.resolve_all()
    assert game.player(0).life == 22


def test_cr_603_10a_leaves_trigger_uses_last_known_abilities(table: Table) -> None:
    """CR 603.10a: a dies trigger granted by an effect works (the abilities it had as it
    left), and a printed one removed by an effect doesn't."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    dies = TriggeredAbility(trigger=TriggerCondition("dies", self_only=True),
                            effect=Mode(instructions=(GainLife(5),)),
                            text="When this creature dies, you gain 5 life.")
    game.add_effect(ContinuousEffect(parts=(layers.AddAbilities((dies,)),),
                                     objects=(bear.id,)))
    game.destroy(bear.id)
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 25)


def test_cr_400_7_a_moved_object_is_a_new_object(table: Table) -> None:
    """CR 400.7: the object that changes zones is new: effects on the old one don't follow."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    game.add_effect(ContinuousEffect(parts=(layers.ModifyPT(3, 3),), objects=(bear.id,)))
    new = game.move(bear.id, Zone.HAND)
    assert new is not None and new.id != bear.id and game.find(bear.id) is None
    back = game.move(new.id, Zone.BATTLEFIELD)
    assert back is not None and game.power(back.id) == 2


def test_cr_400_7_change_zone_says_where_the_object_went(table: Table) -> None:
    """CR 400.7, 614.1a: ``Game.change_zone`` says the zone the object was put into: the one
    asked, or the one a replacement effect put it into instead."""
    game = table.game
    (bear, wolf) = table.battlefield(1, "Grizzly Bears", "Hill Giant")
    moved = game.change_zone(bear.id, Zone.LIBRARY, position="bottom")
    assert moved.zone is Zone.LIBRARY and not moved.ceased
    assert moved.new is not None and moved.new.zone is Zone.LIBRARY
    replacement(table, (wolf.id,), to_zone=Zone.LIBRARY, instead=Zone.EXILE,
                text="exile it instead")
    moved = game.change_zone(wolf.id, Zone.LIBRARY)
    assert moved.zone is Zone.EXILE and not moved.ceased
    assert moved.new is not None and moved.new.zone is Zone.EXILE


def test_cr_111_7_change_zone_says_a_token_ceased_to_exist_where_it_went(table: Table) -> None:
    """CR 111.7, 704.5d, 614.1a: a token put into a library ceases to exist: no new object,
    the zone it was put into kept (the library, or exile if a replacement sent it there);
    ``Game.move`` returns ``None`` for both."""
    game = table.game
    card = fx.token_card(subtypes=("Soldier",), power=1, toughness=1)
    first, second = game.create_tokens(card, 1, 2)
    moved = game.change_zone(first.id, Zone.LIBRARY)
    assert moved.ceased and moved.new is None and moved.zone is Zone.LIBRARY
    replacement(table, (second.id,), to_zone=Zone.LIBRARY, instead=Zone.EXILE,
                text="exile it instead")
    moved = game.change_zone(second.id, Zone.LIBRARY)
    assert moved.ceased and moved.new is None and moved.zone is Zone.EXILE
    assert game.find(first.id) is None and game.find(second.id) is None


def test_cr_701_8a_destroy_moved_says_what_the_destruction_did(table: Table) -> None:
    """CR 701.8a, 702.12b, 111.7: ``Game.destroy_moved`` says what destroying did: a card put
    into its owner's graveyard (a new object there, 400.7), an indestructible permanent not
    destroyed (it stayed: itself, no zone), a token put into the graveyard that ceased to exist
    (no new object, the graveyard kept); ``Game.destroy`` is its new object."""
    game = table.game
    (bear,) = table.battlefield(1, "Grizzly Bears")
    (sturdy,) = table.battlefield(1, table.card("Sturdy Bear", "Creature — Bear",
                                                "Indestructible", "{1}{G}", "2", "2"))
    (token,) = game.create_tokens(fx.token_card(subtypes=("Soldier",), power=1, toughness=1),
                                  1, 1)
    moved = game.destroy_moved(bear.id)
    assert moved.zone is Zone.GRAVEYARD and not moved.ceased
    assert moved.new is not None and moved.new.zone is Zone.GRAVEYARD
    stayed = game.destroy_moved(sturdy.id)
    assert stayed.zone is None and not stayed.ceased
    assert stayed.new is not None and stayed.new.id == sturdy.id
    assert game.destroy(sturdy.id) is not None  # the thin form: itself, still there
    gone = game.destroy_moved(token.id)
    assert gone.ceased and gone.new is None and gone.zone is Zone.GRAVEYARD
    assert game.find(token.id) is None


def test_cr_701_21a_sacrifice_moved_says_what_the_sacrifice_did(table: Table) -> None:
    """CR 701.21a, 111.7, 614.1a: ``Game.sacrifice_moved``: an indestructible permanent is
    sacrificed all the same (702.12b: only destroying is stopped), a token ceases to exist in
    the zone it was put into (exile, when a replacement effect sends it there)."""
    game = table.game
    (sturdy,) = table.battlefield(1, table.card("Sturdy Bear", "Creature — Bear",
                                                "Indestructible", "{1}{G}", "2", "2"))
    first, second = game.create_tokens(
        fx.token_card(subtypes=("Soldier",), power=1, toughness=1), 1, 2)
    moved = game.sacrifice_moved(sturdy.id)
    assert moved.zone is Zone.GRAVEYARD and moved.new is not None
    assert moved.new.zone is Zone.GRAVEYARD
    gone = game.sacrifice_moved(first.id)
    assert gone.ceased and gone.new is None and gone.zone is Zone.GRAVEYARD
    replacement(table, (second.id,), instead=Zone.EXILE, text="exile it instead")
    gone = game.sacrifice_moved(second.id)
    assert gone.ceased and gone.new is None and gone.zone is Zone.EXILE


NOXIOUS_GEARHULK = CardDef(
    name="Noxious Gearhulk", mana_cost="{4}{B}{B}", type_line="Artifact Creature — Construct",
    power="5", toughness="4",
    text="Menace\nWhen this creature enters, you may destroy another target creature. If a "
         "creature is destroyed this way, you gain life equal to its toughness.")
RAISE_THE_ALARM = CardDef(
    name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
    text="Create two 1/1 white Soldier creature tokens.")


@pytest.mark.plugins(extra={"ceased-token-kit": card_pool(
    "ceased-token-kit", (NOXIOUS_GEARHULK, RAISE_THE_ALARM))})
def test_cr_608_2h_a_destroyed_token_is_read_as_it_last_existed(table: Table) -> None:
    """CR 111.7, 608.2h: Noxious Gearhulk's trigger destroys Bob's Soldier token, which
    ceases to exist in the graveyard; "a creature is destroyed this way" and "its toughness"
    still read the token as it last existed on the battlefield, Giant Growth's +3/+3 counted:
    Alice gains 4 (the move says the token ceased, not the log read back)."""
    assert_printed((NOXIOUS_GEARHULK, RAISE_THE_ALARM))
    table.lands(1, "Plains", 2)
    table.hand(1, "Raise the Alarm")
    table.pass_priority()  # Alice passes in her main phase: Bob may cast his instant
    table.cast("Raise the Alarm")
    table.resolve()
    token = table.find("Soldier Token", zone=Zone.BATTLEFIELD)
    table.lands(0, "Swamp", 6)
    table.hand(0, "Noxious Gearhulk")
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.cast("Noxious Gearhulk")
    table.answer("targets", token.id)
    table.resolve()  # the Gearhulk resolves; its enters trigger is put on the stack
    table.pass_priority()  # Alice passes: Bob responds (CR 117.3c)
    table.cast("Giant Growth", targets=[token.id])
    table.resolve()  # Giant Growth first (CR 405.5)
    table.resolve(answers=[])
    assert table.game.find(token.id) is None
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (24, 20)


# --------------------------------------------------------------------------
# SEED-34: shuffling specific objects (CR 701.24c)
# --------------------------------------------------------------------------


def shuffles(table: Table) -> list[str]:
    return [e.text for e in table.game.log if e.kind == "shuffle"]


def test_seed_34_library_shuffled_when_object_is_gone(table: Table) -> None:
    """SEED-34 (CR 701.24c): the object is not where expected (it left the graveyard):
    its owner's library is shuffled anyway; its owner is known from last known info."""
    game = table.game
    table.library(1, "Island", "Swamp", "Mountain")
    (card,) = table.graveyard(1, "Grizzly Bears")
    c = ctx(table, it=[card.id])
    c.remember(card)
    game.move(card.id, Zone.EXILE)
    Shuffle(fx.ItRef(), who=fx.EachPlayer("none")).run(c)
    assert shuffles(table) == ["Bob shuffles their library"]
    table.assert_zone("Grizzly Bears", Zone.EXILE)


def test_seed_34_library_shuffled_when_replacement_moves_it_elsewhere(table: Table) -> None:
    """SEED-34: a replacement effect sends the object elsewhere: the library is shuffled."""
    game = table.game
    (bear,) = table.battlefield(1, "Grizzly Bears")
    replacement(table, (bear.id,), to_zone=Zone.LIBRARY, instead=Zone.EXILE,
                text="exile it instead")
    Shuffle(fx.TargetRef(0), who=fx.EachPlayer("none")).run(
        ctx(table, targets=((bear.id,),)))
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert shuffles(table) == ["Bob shuffles their library"]
    assert game.library(1) == []


def test_seed_34_shuffle_sentence_puts_into_library_and_shuffles(table: Table) -> None:
    """CR 701.24c: "Shuffle target creature into its owner's library" moves it and shuffles
    its owner's library only."""
    table.lands(0, "Island", 1)
    table.library(1, "Island", "Swamp")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, table.card("Tuck Away", "Instant", "Shuffle target creature into its "
                       "owner's library.", "{U}"))
    table.cast("Tuck Away", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.LIBRARY, 1)
    assert shuffles(table) == ["Bob shuffles their library"]


def test_moves_record_rule_and_log(table: Table) -> None:
    """Every zone change logs an event citing its rule (the explain log)."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    game.move(bear.id, Zone.EXILE, rule="406.2")
    table.assert_logged(rule="406.2", contains="Grizzly Bears")


def _lord(name: str, *parts: object) -> Card:
    from manastack.model.abilities import StaticAbility
    from manastack.model.continuous import StaticEffect
    from manastack.model.typeline import TypeLine

    return Card(name=name, type_line=TypeLine.parse("Creature — Elf"), power="1",
                toughness="1", abilities=(StaticAbility(effects=(StaticEffect(
                    parts=tuple(parts), filter=ObjectFilter(types=("Creature",),
                                                            controller="you", other=True),
                    text=f"{name}'s ability"),)),))  # type: ignore[arg-type]


def test_simultaneous_destruction_uses_the_game_before_the_event(table: Table) -> None:
    """CR 603.10a, 608.2h: "destroy all creatures" is one event: the bear's last known power
    includes the lord's bonus although the lord left in the same event."""
    game = table.game
    table.battlefield(0, _lord("Elf Lord", layers.ModifyPT(1, 1)))
    dies = TriggeredAbility(trigger=TriggerCondition("dies", self_only=True), effect=Mode(
        instructions=(GainLife(lambda ctx: ctx.event["old_chars"].power),)),
        text="When this creature dies, you gain life equal to its power.")
    from manastack.model.typeline import TypeLine

    table.battlefield(0, Card(name="Proud Bear", type_line=TypeLine.parse("Creature — Bear"),
                              power="2", toughness="2", abilities=(dies,)))
    Destroy(fx.Each(ObjectFilter(types=("Creature",)))).run(ctx(table))
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 23)
    assert game.battlefield() == []


def test_simultaneous_destruction_checks_indestructible_before_the_event(table: Table) -> None:
    """CR 701.8, 702.12b: "destroy all creatures" with a creature giving the others
    indestructible: the others were indestructible as the event happened and survive."""
    from manastack.model.abilities import KeywordAbility

    table.battlefield(0, _lord("Shield Elf", layers.AddAbilities(
        (KeywordAbility(keyword="indestructible"),))))
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    Destroy(fx.Each(ObjectFilter(types=("Creature",)))).run(ctx(table))
    assert sorted(table.names(Zone.BATTLEFIELD)) == ["Gray Ogre", "Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD) == ["Shield Elf"]


# --------------------------------------------------------------------------
# What a replacement records is kept (CR 614.5, 614.12)
# --------------------------------------------------------------------------


def _recording_plugin(seen: list[ZoneMove]) -> types.ModuleType:
    mod = types.ModuleType("recording")

    @hookimpl
    def manastack_replace_zone_change(game: Any, move: ZoneMove) -> list[Replacement]:
        if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
            return []
        return [
            Replacement(key=f"choose:{move.obj.id}", text="a choice as it enters",
                        apply=lambda m: m.record(f"choose:{m.obj.id}", "no"), rule="614.12"),
            Replacement(key=f"counter:{move.obj.id}", text="a counter as it enters",
                        apply=lambda m: m.replace(counters=(*m.counters, ("+1/+1", 1)),
                                                  applied=m.applied | {"marked"}),
                        rule="614.1c"),
        ]

    @hookimpl
    def manastack_zone_changed(move: ZoneMove) -> None:
        seen.append(move)

    mod.manastack_replace_zone_change = manastack_replace_zone_change  # type: ignore[attr-defined]
    mod.manastack_zone_changed = manastack_zone_changed  # type: ignore[attr-defined]
    return mod


_SEEN: list[ZoneMove] = []


@pytest.mark.plugins(extra={"recording": _recording_plugin(_SEEN)})
def test_cr_614_12_what_a_replacement_records_is_kept(table: Table) -> None:
    """CR 614.5, 614.12: a choice a replacement records as the permanent would enter is on
    the move once it has entered, whichever replacement applied after it; each applied
    replacement's key is in ``applied``, with the keys a replacement marked applied itself."""
    _SEEN.clear()
    game = table.game
    (bears,) = table.hand(0, "Grizzly Bears")
    table.answer("replacement_order", f"choose:{bears.id}")
    new = game.move(bears.id, Zone.BATTLEFIELD)
    assert new is not None and new.counters.get("+1/+1") == 1
    (move,) = [m for m in _SEEN if m.obj.id == bears.id]
    assert move.recorded(f"choose:{bears.id}") == "no"
    assert move.recorded(f"counter:{bears.id}") is None
    assert {f"choose:{bears.id}", f"counter:{bears.id}", "marked"} <= move.applied


def test_cr_614_12_the_entering_permanent_as_it_would_exist(table: Table) -> None:
    """CR 614.12: what a replacement on entering looks at is the permanent as it would
    exist on the battlefield, with the effects of permanents already there: "Creatures you
    control have flying" gives it flying under Alice's control, not under Bob's."""
    game = table.game
    table.battlefield(0, table.card("Wings", "Enchantment", "Creatures you control have flying.",
                                    "{U}"))
    (bears,) = table.hand(0, "Grizzly Bears")
    mine = game.entering_chars(ZoneMove(obj=bears, to_zone=Zone.BATTLEFIELD))
    theirs = game.entering_chars(ZoneMove(obj=bears, to_zone=Zone.BATTLEFIELD, controller=1))
    assert "flying" in mine.keywords
    assert "flying" not in theirs.keywords
    assert "flying" not in game.chars(bears.id).keywords  # in the hand it has none


@frozen
class _Swell(KeywordAbility):
    """A keyword that is a replacement as its permanent enters, for the helper's test."""

    n: int = field(default=1, kw_only=True)


def test_cr_614_12_one_replacement_per_instance_as_it_enters(table: Table) -> None:
    """CR 614.1c, 614.12: ``each_instance_as_it_enters`` gives one replacement per printed
    instance of the keyword, keyed by ability index, built from the characteristics the
    permanent would have on the battlefield; none without a printed instance, none for a
    face-down spell (708.2a, 708.4)."""
    game = table.game
    (bears,) = table.hand(0, "Grizzly Bears")
    swelling = bears.replace(card=attrs.evolve(bears.card, abilities=(
        _Swell("swell", n=1, text="Swell 1"), *bears.card.abilities,
        _Swell("swell", n=2, text="Swell 2"))))
    seen: list[tuple[int, str]] = []

    def apply(a: _Swell, entering: Characteristics) -> Callable[[ZoneMove], ZoneMove]:
        seen.append((a.n, entering.name))
        return lambda m: m.replace(counters=(*m.counters, ("+1/+1", a.n)))

    def build(obj: GameObject) -> list[Replacement]:
        return each_instance_as_it_enters(
            game, ZoneMove(obj=obj, to_zone=Zone.BATTLEFIELD), _Swell, rule="614.1c",
            text=lambda a: f"{a.text}: as it enters", apply=apply)

    made = build(swelling)
    last = len(swelling.card.abilities) - 1
    assert [r.key for r in made] == [f"swell:{bears.id}:0", f"swell:{bears.id}:{last}"]
    assert [r.text for r in made] == ["Swell 1: as it enters", "Swell 2: as it enters"]
    assert seen == [(1, "Grizzly Bears"), (2, "Grizzly Bears")]
    move = ZoneMove(obj=swelling, to_zone=Zone.BATTLEFIELD)
    assert made[1].apply(made[0].apply(move)).counters == (("+1/+1", 1), ("+1/+1", 2))
    assert build(bears) == []  # none printed
    face_down = swelling.replace(zone=Zone.STACK, tags={**swelling.tags, FACE_DOWN: True})
    assert build(face_down) == []
