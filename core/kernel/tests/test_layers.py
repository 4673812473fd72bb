"""The layer system (CR 611-613): the CR 613 examples, timestamps, dependencies,
613.6 locking (SEED-25), keyword counters (SEED-01), variable keywords (SEED-35),
copy and text effects, durations and the cache.

Each test cites the rule it checks. Cards are built in the test from Oracle-style
text (recognised by the kernel's grammar) or from kernel values.
"""

from __future__ import annotations

import types
from typing import Any

import attrs
import pytest

from manastack.driver import Table
from manastack.engine import layers
from manastack.engine.layers import copiable_values, current, explain, start_effect
from manastack.hookspecs import hookimpl
from manastack.instructions.continuous import ApplyEffect
from manastack.model import effects as fx
from manastack.model.abilities import KeywordAbility, StaticAbility
from manastack.model.continuous import (
    END_OF_TURN,
    UNTIL_END_OF_TURN,
    AddAbilities,
    AddTypes,
    BecomeCopy,
    ChangeText,
    ContinuousEffect,
    DefinePT,
    Duration,
    GrantVariableKeyword,
    ModifyPT,
    RemoveAbilities,
    RemoveTypes,
    SetColors,
    SetController,
    SetName,
    SetPT,
    SetPTBy,
    SetTypes,
    StaticEffect,
    SwitchPT,
    VariableKeyword,
    for_as_long_as,
    until_next_turn,
    while_source_remains,
    you_control,
)
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.turns import Step


def with_static(name: str, type_line: str, *templates: StaticEffect, cost: str | None = None,
                p: str | None = None, t: str | None = None) -> Card:
    """A card whose static abilities are given as kernel values."""
    from manastack.model.mana import ManaCost
    from manastack.model.typeline import TypeLine

    abilities = tuple(StaticAbility(effects=(tmpl,), text=tmpl.text) for tmpl in templates)
    mc = ManaCost.parse(cost) if cost else None
    return Card(name=name, type_line=TypeLine.parse(type_line), mana_cost=mc,
                colors=mc.colors if mc else frozenset(), abilities=abilities, power=p,
                toughness=t)


def add(table: Table, *parts: Any, objects: tuple[int, ...] | None = None,
        filter: ObjectFilter | None = None, controller: int = 0, **kwargs: Any
        ) -> ContinuousEffect:
    """Start a continuous effect now (a fresh timestamp, CR 613.7b)."""
    return table.game.add_effect(ContinuousEffect(parts=tuple(parts), objects=objects,
                                                  filter=filter, controller=controller,
                                                  **kwargs))


def stock(table: Table, cards: int = 5) -> None:
    """Libraries to draw from, so that turns can pass (CR 704.5b)."""
    for p in (0, 1):
        table.library(p, *["Island"] * cards)


def pt(table: Table, obj: GameObject | int) -> tuple[int, int]:
    oid = obj if isinstance(obj, int) else obj.id
    return table.game.power(oid), table.game.toughness(oid)


CREATURES = ObjectFilter(types=("Creature",), text="creatures")
ARTIFACTS = ObjectFilter(types=("Artifact",), text="artifacts")


# --------------------------------------------------------------------------
# CR 613.5 examples
# --------------------------------------------------------------------------


def test_cr_613_5_gray_ogre_example(table: Table) -> None:
    """CR 613.5, example 2: counters and +4/+4 (7c), +0/+2 anthem (7c), becomes 0/1 (7b)."""
    table.lands(0, "Forest", 3)
    (ogre,) = table.battlefield(0, "Gray Ogre")
    assert pt(table, ogre) == (2, 2)
    table.game.add_counters(ogre.id, "+1/+1")
    assert pt(table, ogre) == (3, 3)
    table.hand(0, table.card("Big Growth", "Instant", "Target creature gets +4/+4 until end of "
                       "turn.", "{G}"))
    table.cast("Big Growth", targets=["Gray Ogre"])
    table.resolve()
    assert pt(table, ogre) == (7, 7)
    table.hand(0, table.card("Toughen Up", "Enchantment", "Creatures you control get +0/+2.",
                       "{G}"))
    table.cast("Toughen Up")
    table.resolve()
    assert pt(table, ogre) == (7, 9)
    table.hand(0, table.card("Shrink", "Instant", "Target creature becomes 0/1 until end of "
                       "turn.", "{G}"))
    table.cast("Shrink", targets=["Gray Ogre"])
    table.resolve()
    assert pt(table, ogre) == (5, 8)  # 0/1, +4/+4, +0/+2, +1/+1
    applied = [layer for layer, _, oid in explain(table.game) if oid == ogre.id]
    assert applied.index("7b") < applied.index("7c")


def test_cr_613_5_honor_of_the_pure_example(table: Table) -> None:
    """CR 613.5, example 1: turning a creature white (layer 5) makes a "white creatures"
    anthem (7c) apply; turning it red later stops it."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, table.card("Honor of the Pure", "Enchantment",
                              "White creatures you control get +1/+1.", "{1}{W}"))
    bear = table.battlefield(0, table.card("Black Bear", "Creature — Bear", "", "{1}{B}",
                                     "2", "2"))[0]
    assert pt(table, bear) == (2, 2)
    table.hand(0, table.card("Whiten", "Instant", "Target creature becomes white until end of "
                       "turn.", "{W}"))
    table.cast("Whiten", targets=["Black Bear"])
    table.resolve()
    assert table.game.chars(bear.id).colors == frozenset("W")
    assert pt(table, bear) == (3, 3)
    table.hand(0, table.card("Redden", "Instant", "Target creature becomes red until end of "
                       "turn.", "{W}"))
    table.cast("Redden", targets=["Black Bear"])
    table.resolve()
    assert table.game.chars(bear.id).colors == frozenset("R")
    assert pt(table, bear) == (2, 2)


# --------------------------------------------------------------------------
# CR 613.4d switching examples
# --------------------------------------------------------------------------


@pytest.fixture
def one_three(table: Table) -> GameObject:
    card = table.card("Wall of Ones", "Creature — Wall", "", "{1}", "1", "3")
    return table.battlefield(0, card)[0]


def test_cr_613_4d_switch_then_pump_example(table: Table, one_three: GameObject) -> None:
    """CR 613.4d, example 1: 1/3, +0/+1, switch -> 4/1; +5/+0 later -> 4/6."""
    oid = (one_three.id,)
    add(table, ModifyPT(0, 1), objects=oid)
    add(table, SwitchPT(), objects=oid)
    assert pt(table, one_three) == (4, 1)
    add(table, ModifyPT(5, 0), objects=oid)
    assert pt(table, one_three) == (4, 6)


def test_cr_613_4d_pump_ends_before_switch_example(table: Table, one_three: GameObject) -> None:
    """CR 613.4d, example 2: if the +0/+1 effect ends first, the creature becomes 3/1."""
    oid = (one_three.id,)
    pump = add(table, ModifyPT(0, 1), objects=oid)
    add(table, SwitchPT(), objects=oid)
    assert pt(table, one_three) == (4, 1)
    table.game.end_effects(lambda e: e.id == pump.id, rule="611.2a")
    assert pt(table, one_three) == (3, 1)


def test_cr_613_4d_two_switches_cancel_example(table: Table, one_three: GameObject) -> None:
    """CR 613.4d, example 3: two switches cancel: 1/4."""
    oid = (one_three.id,)
    add(table, ModifyPT(0, 1), objects=oid)
    add(table, SwitchPT(), objects=oid)
    add(table, SwitchPT(), objects=oid)
    assert pt(table, one_three) == (1, 4)


# --------------------------------------------------------------------------
# CR 613.6 (SEED-25): an effect in several layers
# --------------------------------------------------------------------------


def test_cr_613_6_color_then_pt_example(table: Table) -> None:
    """CR 613.6, example 1: "+1/+1 and becomes the color of your choice": layer 5 then 7c."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(1, 1), SetColors(("U",)), objects=(bear.id,))
    assert pt(table, bear) == (3, 3)
    assert table.game.chars(bear.id).colors == frozenset("U")
    order = [layer for layer, _, oid in explain(table.game) if oid == bear.id]
    assert order == ["5", "7c"]


def test_cr_613_6_act_of_treason_example(table: Table) -> None:
    """CR 613.6, example 2: gain control (layer 2), untap, gains haste (layer 6)."""
    table.lands(0, "Mountain", 1)
    (ogre,) = table.battlefield(1, "Gray Ogre", tapped=True)
    # the text, recognised by the kernel; "gains haste" built from kernel values (haste
    # is a keyword name here: the haste plugin is not enabled)
    treason = table.card("Act of Treason", "Sorcery", "Gain control of target creature "
                   "until end of turn. Untap that creature.", "{R}")
    spell = treason.abilities[0]
    mode = spell.modes[0]
    haste = ApplyEffect(fx.ItRef(), (AddAbilities((KeywordAbility(keyword="haste"),)),),
                           text="It gains haste until end of turn")
    mode = attrs.evolve(mode, instructions=(*mode.instructions, haste))
    treason = attrs.evolve(treason, abilities=(attrs.evolve(spell, modes=(mode,)),))
    table.hand(0, treason)
    table.cast("Act of Treason", targets=["Gray Ogre"])
    table.resolve()
    game = table.game
    assert game.controller(ogre.id) == 0
    assert not game.obj(ogre.id).tapped
    assert game.has_keyword(ogre.id, "haste")  # a keyword name, without the haste plugin
    assert [layer for layer, _, oid in explain(game) if oid == ogre.id] == ["2", "6"]
    stock(table)
    table.go_to(Step.UPKEEP, turn=2)
    assert game.controller(ogre.id) == 1  # CR 514.2: the effects ended in the cleanup step
    assert not game.has_keyword(ogre.id, "haste")


def test_cr_613_6_noncreature_artifacts_example_seed_25(table: Table) -> None:
    """CR 613.6, example 3 (SEED-25): "All noncreature artifacts become 2/2 artifact
    creatures": layer 4 then 7b applies to the same permanents, though they are no
    longer noncreature artifacts by then. The effect here is not locked when it begins:
    it is the layer pass that keeps the set of objects from layer 4."""
    (ring,) = table.battlefield(0, "Sol Ring")
    noncreature_artifacts = ObjectFilter(types=("Artifact",), not_types=("Creature",),
                                         text="noncreature artifacts")
    add(table, AddTypes(card_types=("Artifact", "Creature")), SetPT(2, 2),
        filter=noncreature_artifacts)
    ch = table.game.chars(ring.id)
    assert ch.is_creature
    assert pt(table, ring) == (2, 2)


def test_cr_613_6_svogthos_example(table: Table) -> None:
    """CR 613.6, example 4: 3/3 land creature, +1/+1 -> 4/4; Svogthos's ability (layers 4,
    5, 7b) with ten creature cards in the graveyard -> 11/11; the first effect again -> 4/4."""
    land = table.battlefield(0, table.card("Svogthos, the Restless Tomb", "Land"))[0]
    for _ in range(10):
        table.graveyard(0, "Grizzly Bears")
    first = (AddTypes(card_types=("Creature",)), SetPT(3, 3))
    add(table, *first, objects=(land.id,), duration=UNTIL_END_OF_TURN)
    add(table, ModifyPT(1, 1), objects=(land.id,), duration=UNTIL_END_OF_TURN)
    assert pt(table, land) == (4, 4)

    def creature_cards(game: Any, obj: GameObject) -> tuple[int, int]:
        n = sum(1 for o in game.graveyard(obj.owner) if o.card.type_line.has_type("Creature"))
        return n, n

    add(table, AddTypes(card_types=("Creature",), subtypes=("Plant", "Zombie")),
        SetColors(("B", "G")), SetPTBy(creature_cards), objects=(land.id,),
        duration=UNTIL_END_OF_TURN)
    ch = table.game.chars(land.id)
    assert ch.is_land and ch.is_creature and ch.type_line.has_subtype("Zombie")
    assert pt(table, land) == (11, 11)
    table.graveyard(0, "Gray Ogre")
    assert pt(table, land) == (12, 12)  # recomputed continuously
    add(table, *first, objects=(land.id,), duration=UNTIL_END_OF_TURN)
    assert pt(table, land) == (4, 4)


def test_seed_25_multi_layer_static_survives_losing_its_ability(table: Table) -> None:
    """SEED-25 (CR 613.6): a static ability making its enchantment a 4/4 creature (layers 4
    and 7b) keeps setting 4/4 in layer 7b after "loses all abilities" removes it in 6."""
    table.lands(0, "Island", 1)
    card = with_static("Animate Self", "Enchantment",
                       StaticEffect(parts=(AddTypes(card_types=("Creature",)), SetPT(4, 4)),
                                    self_only=True, text="~ is a 4/4 creature"), cost="{2}")
    (ench,) = table.battlefield(0, card)
    assert pt(table, ench) == (4, 4)
    table.hand(0, table.card("Blank", "Instant", "Target creature loses all abilities until "
                       "end of turn.", "{U}"))
    table.cast("Blank", targets=["Animate Self"])
    table.resolve()
    game = table.game
    assert not any(isinstance(a, StaticAbility) for a in game.chars(ench.id).abilities)
    assert game.chars(ench.id).is_creature
    assert pt(table, ench) == (4, 4)
    table.pass_priority()  # state-based actions: it survives with toughness 4
    assert game.find(ench.id) is not None


def test_cr_613_6_single_layer_static_stops_when_ability_removed(table: Table) -> None:
    """CR 613.6 a contrario: an effect that hasn't started applying when its ability is
    removed (layer 6) doesn't apply in layer 7c."""
    card = with_static("Self Pump", "Creature — Beast",
                       StaticEffect(parts=(ModifyPT(2, 2),), self_only=True,
                                    text="~ gets +2/+2"), cost="{1}", p="1", t="1")
    (beast,) = table.battlefield(0, card)
    assert pt(table, beast) == (3, 3)
    add(table, RemoveAbilities(), objects=(beast.id,))
    assert pt(table, beast) == (1, 1)


def test_cr_613_6_opalescence_and_humility_timestamp_order(table: Table) -> None:
    """CR 613.6, 613.7: Humility first, then Opalescence: Opalescence makes Humility a
    creature (layer 4); Humility removes all abilities of creatures, its own included
    (6), and sets them 1/1 (7b), then Opalescence's later 7b part sets Humility 4/4.
    Both effects started in earlier layers, so both keep applying (613.6); Opalescence
    is not a creature and keeps its ability; other creatures are 1/1 without abilities."""
    humility = table.card("Humility", "Enchantment", "All creatures lose all abilities and "
                    "have base power and toughness 1/1.", "{2}{W}{W}")
    opalescence = table.card("Opalescence", "Enchantment", "Each other non-Aura enchantment "
                       "is a creature in addition to its other types and has base power and "
                       "toughness each equal to its mana value.", "{2}{W}{W}")
    (elemental,) = table.battlefield(0, "Air Elemental")
    (h,) = table.battlefield(0, humility)
    (o,) = table.battlefield(0, opalescence)
    game = table.game
    assert game.chars(h.id).is_creature and not game.chars(o.id).is_creature
    assert pt(table, h) == (4, 4)
    assert pt(table, elemental) == (1, 1)
    assert not game.has_keyword(elemental.id, "flying")
    assert not game.chars(h.id).abilities  # Humility lost its own ability (613.6: still applies)


def test_cr_613_6_opalescence_then_humility(table: Table) -> None:
    """CR 613.7: Opalescence first, then Humility: Humility's later 7b part wins: 1/1."""
    humility = table.card("Humility", "Enchantment", "All creatures lose all abilities and "
                    "have base power and toughness 1/1.", "{2}{W}{W}")
    opalescence = table.card("Opalescence", "Enchantment", "Each other non-Aura enchantment "
                       "is a creature in addition to its other types and has base power and "
                       "toughness each equal to its mana value.", "{2}{W}{W}")
    (_o,) = table.battlefield(0, opalescence)
    (h,) = table.battlefield(0, humility)
    assert table.game.chars(h.id).is_creature
    assert pt(table, h) == (1, 1)


# --------------------------------------------------------------------------
# CR 613.3 and 613.8: characteristic-defining abilities and dependencies
# --------------------------------------------------------------------------


def test_cr_613_3_characteristic_defining_abilities_apply_first(table: Table) -> None:
    """CR 613.3: in layer 4 a CDA (every creature type) applies before an earlier effect
    that removes creature types, so the object ends up with none."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, RemoveTypes(subtype_categories=("creature",)), objects=(bear.id,))
    add(table, AddTypes(subtypes=("Elf", "Goblin")), objects=(bear.id,), cda=True)
    tl = table.game.chars(bear.id).type_line
    assert not tl.has_subtype("Goblin") and not tl.has_subtype("Bear")


def test_cr_613_8a_dependency_on_what_it_applies_to(table: Table) -> None:
    """CR 613.8a-b: "each artifact is a creature" depends on a later "each land is an
    artifact" (that changes what it applies to): the land ends up an artifact creature
    even though the artifact effect has the earlier timestamp."""
    (land,) = table.battlefield(0, "Forest")
    add(table, AddTypes(card_types=("Creature",)), SetPT(1, 1), filter=ARTIFACTS)
    add(table, AddTypes(card_types=("Artifact",)), filter=ObjectFilter(types=("Land",)))
    tl = table.game.chars(land.id).type_line
    assert tl.has_type("Artifact") and tl.has_type("Creature")
    assert pt(table, land) == (1, 1)


def test_cr_613_8a_without_dependency_timestamps_rule(table: Table) -> None:
    """CR 613.7: two independent effects in one layer: the later wins ("has flying" then
    "loses flying", 613.9 example 1), and reversed."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    flying = AddAbilities((KeywordAbility(keyword="flying"),))
    add(table, flying, objects=(bear.id,))
    add(table, RemoveAbilities(("flying",)), objects=(bear.id,))
    add(table, RemoveAbilities(("flying",)), objects=(ogre.id,))
    add(table, flying, objects=(ogre.id,))
    assert not table.game.has_keyword(bear.id, "flying")
    assert table.game.has_keyword(ogre.id, "flying")


def test_cr_613_8a_dependency_on_existence(table: Table) -> None:
    """CR 613.8a: "other creatures you control have flying" (a creature's static ability)
    depends on a later "that creature loses all abilities", which removes it: the
    removal applies first, so the other creatures don't get flying (by timestamps alone
    they would keep it)."""
    lord = with_static("Sky Lord", "Creature — Bird",
                       StaticEffect(parts=(AddAbilities((KeywordAbility(keyword="flying"),)),),
                                    filter=ObjectFilter(types=("Creature",), controller="you",
                                                        other=True),
                                    text="Other creatures you control have flying"),
                       cost="{2}", p="1", t="1")
    (bird,) = table.battlefield(0, lord)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    assert table.game.has_keyword(bear.id, "flying")
    add(table, RemoveAbilities(), objects=(bird.id,))
    assert not table.game.has_keyword(bear.id, "flying")


@pytest.mark.parametrize("artifacts_first", [True, False])
def test_cr_613_8b_dependency_loop_uses_timestamps(table: Table, artifacts_first: bool) -> None:
    """CR 613.8b: "artifacts are enchantments (only)" and "enchantments are artifacts
    (only)" each change what the other applies to: a loop, applied in timestamp order."""
    (ring,) = table.battlefield(0, "Sol Ring")
    ench = table.battlefield(0, table.card("Plain Enchantment", "Enchantment", "", "{1}"))[0]
    to_ench = (SetTypes(card_types=("Enchantment",)),)
    to_art = (SetTypes(card_types=("Artifact",)),)
    enchantments = ObjectFilter(types=("Enchantment",))
    if artifacts_first:
        add(table, *to_ench, filter=ARTIFACTS)
        add(table, *to_art, filter=enchantments)
        expected = "Artifact"
    else:
        add(table, *to_art, filter=enchantments)
        add(table, *to_ench, filter=ARTIFACTS)
        expected = "Enchantment"
    for obj in (ring, ench):
        assert table.game.chars(obj.id).type_line.card_types == (expected,)


def test_cr_613_9_white_creatures_and_enchanted_is_white(table: Table) -> None:
    """CR 613.9, example 2: "white creatures get +1/+1" and "[it] is white": it gets +1/+1
    whatever the timestamps."""
    (ogre,) = table.battlefield(0, "Gray Ogre")
    add(table, ModifyPT(1, 1), filter=ObjectFilter(types=("Creature",), colors=("W",)))
    add(table, SetColors(("W",)), objects=(ogre.id,))
    assert pt(table, ogre) == (3, 3)


# --------------------------------------------------------------------------
# Timestamps: 613.7a (granted statics), 613.7c (counters)
# --------------------------------------------------------------------------


def test_cr_613_7a_granted_static_takes_the_grant_timestamp(table: Table) -> None:
    """CR 613.7a: a static ability granted by an effect has the later of its object's and
    the granting effect's timestamps: granted "base P/T 5/5" beats an earlier 1/1."""
    (ogre,) = table.battlefield(0, "Gray Ogre")
    add(table, SetPT(1, 1), objects=(ogre.id,))
    granted = StaticAbility(effects=(StaticEffect(parts=(SetPT(5, 5),), self_only=True,
                                                  text="~ has base P/T 5/5"),),
                            text="~ has base P/T 5/5")
    add(table, AddAbilities((granted,)), objects=(ogre.id,))
    assert pt(table, ogre) == (5, 5)


def test_cr_613_7a_granted_static_abilities_generate_effects(table: Table) -> None:
    """CR 611.3, 613.1f: a granted static ability ("other creatures you control get
    +1/+1") works like a printed one."""
    (ogre,) = table.battlefield(0, "Gray Ogre")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    anthem = StaticAbility(effects=(StaticEffect(
        parts=(ModifyPT(1, 1),), filter=ObjectFilter(types=("Creature",), controller="you",
                                                     other=True),
        text="Other creatures you control get +1/+1"),), text="anthem")
    add(table, AddAbilities((anthem,)), objects=(ogre.id,))
    assert pt(table, bear) == (3, 3)
    assert pt(table, ogre) == (2, 2)


def test_seed_01_keyword_counter_order_against_ability_removal(table: Table) -> None:
    """SEED-01, CR 613.1f, 613.7c: a flying counter applies in layer 6 with the timestamp
    it got when put on: before "loses flying" it is removed, after it, it wins."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    game.add_counters(bear.id, "flying")
    add(table, RemoveAbilities(("flying",)), objects=(bear.id,))
    assert not game.has_keyword(bear.id, "flying")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    add(table, RemoveAbilities(("flying",)), objects=(ogre.id,))
    game.add_counters(ogre.id, "flying")
    assert game.has_keyword(ogre.id, "flying")


def test_seed_01_keyword_counters_on_battlefield_and_graveyard(table: Table) -> None:
    """SEED-01 (CR 122.1b): keyword counters give their keyword to a permanent and to a card
    in a graveyard; haste is a keyword name even without the haste plugin."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears", counters={"flying": 1, "haste": 1})
    (ogre,) = table.graveyard(0, "Gray Ogre")
    assert not game.has_keyword(ogre.id, "flying")
    game.add_counters(ogre.id, "flying")
    game.add_counters(ogre.id, "haste")
    assert game.has_keyword(bear.id, "flying") and game.has_keyword(bear.id, "haste")
    assert game.has_keyword(ogre.id, "flying") and game.has_keyword(ogre.id, "haste")
    assert game.chars(ogre.id).power == 2  # only keywords: no P/T change
    assert not game.has_keyword(bear.id, "trample")


def test_cr_122_1a_plus_counters_on_a_card_in_a_graveyard(table: Table) -> None:
    """CR 122.1a: +1/+1 counters on a creature card in another zone modify its P/T."""
    (ogre,) = table.graveyard(0, "Gray Ogre")
    table.game.add_counters(ogre.id, "+1/+1", 2)
    assert pt(table, ogre) == (4, 4)


# --------------------------------------------------------------------------
# SEED-35: variable keyword abilities
# --------------------------------------------------------------------------


def test_seed_35_granted_variable_keyword_is_reevaluated(table: Table) -> None:
    """SEED-35 (CR 702.1b): "creatures you control have ward X, where X is the number of
    creatures you control": X follows the game without a new effect."""
    game = table.game

    def creatures_you_control(g: Any, obj: GameObject) -> int:
        return sum(1 for o in g.battlefield(g.controller(obj.id)) if g.chars(o.id).is_creature)

    anthem = with_static("Warding Banner", "Enchantment", StaticEffect(
        parts=(GrantVariableKeyword("ward", creatures_you_control, text="ward X"),),
        filter=ObjectFilter(types=("Creature",), controller="you"),
        text="Creatures you control have ward X"), cost="{2}")
    table.battlefield(0, anthem)
    (bear,) = table.battlefield(0, "Grizzly Bears")

    def ward(oid: int) -> int:
        found = [a for a in game.chars(oid).abilities if isinstance(a, VariableKeyword)]
        assert len(found) == 1 and found[0].keyword == "ward"
        return found[0].value

    assert game.has_keyword(bear.id, "ward")
    assert ward(bear.id) == 1
    (ogre,) = table.battlefield(0, "Gray Ogre")
    assert ward(bear.id) == 2 and ward(ogre.id) == 2
    game.move(ogre.id, Zone.GRAVEYARD)
    assert ward(bear.id) == 1


# --------------------------------------------------------------------------
# Layers 1 and 3: copies and text
# --------------------------------------------------------------------------


def test_cr_707_2_copy_effect_and_copiable_values(table: Table) -> None:
    """CR 613.2, 707.2: a copy effect (layer 1) copies the printed values plus other copy
    effects, not counters or other effects; a copy of the copy gets the same."""
    game = table.game
    (angel,) = table.battlefield(0, "Serra Angel")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    add(table, ModifyPT(3, 3), objects=(angel.id,))
    game.add_counters(angel.id, "+1/+1")
    add(table, BecomeCopy(copiable_values(game, angel.id)), objects=(bear.id,))
    ch = game.chars(bear.id)
    assert ch.name == "Serra Angel" and ch.has_keyword("flying")
    assert pt(table, bear) == (4, 4)  # printed 4/4: not the +3/+3 nor the counter
    add(table, BecomeCopy(copiable_values(game, bear.id)), objects=(ogre.id,))
    assert game.chars(ogre.id).name == "Serra Angel"  # CR 707.3: copies the copy
    add(table, ModifyPT(1, 0), objects=(bear.id,))
    assert pt(table, bear) == (5, 4)  # effects after the copy still apply (layer 7c)


def test_cr_612_text_change_is_not_copied(table: Table) -> None:
    """CR 612.2, 613.1c, 707.2: a text change (layer 3) changes a subtype and the rules text
    using it; the name doesn't change, and copies don't get the change."""
    game = table.game
    lord = table.card("Goblin Chief", "Creature — Goblin",
                "Other Goblin creatures you control get +1/+1.", "{1}{R}", "1", "1")
    (chief,) = table.battlefield(0, lord)
    goblin = table.battlefield(0, table.card("Goblin Piker", "Creature — Goblin", "", "{1}{R}",
                                       "2", "1"))[0]
    elf = table.battlefield(0, table.card("Elf Scout", "Creature — Elf", "", "{G}", "1", "1"))[0]
    assert pt(table, goblin) == (3, 2)
    add(table, ChangeText("Goblin", "Elf"), objects=(chief.id,))
    assert game.chars(chief.id).name == "Goblin Chief"
    assert game.chars(chief.id).type_line.has_subtype("Elf")
    assert pt(table, goblin) == (2, 1)
    assert pt(table, elf) == (2, 2)
    assert copiable_values(game, chief.id).type_line.has_subtype("Goblin")


def test_cr_612_8_name_change_keeps_subtypes_seed_20(table: Table) -> None:
    """CR 612.8, 111.4 (SEED-20): changing a token's name doesn't change its subtypes."""
    from manastack.model import effects as fx

    game = table.game
    token = game.create_token(fx.token_card(subtypes=("Goblin",), colors=("R",), power=1,
                                            toughness=1), 0)
    assert game.chars(token.id).name == "Goblin Token"
    add(table, SetName("Grunt"), objects=(token.id,))
    assert game.chars(token.id).name == "Grunt"
    assert game.chars(token.id).type_line.subtypes == ("Goblin",)
    add(table, SetTypes(subtypes=("Elf",)), objects=(token.id,))
    assert game.chars(token.id).name == "Grunt"


# --------------------------------------------------------------------------
# CR 613.10: effects on players
# --------------------------------------------------------------------------


def test_cr_613_10_player_hexproof(table: Table) -> None:
    """CR 613.10, 702.11c: "You have hexproof": opponents can't target you, you can."""
    table.lands(1, "Mountain", 1)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, table.card("Leyline of Sanctity", "Enchantment", "You have hexproof.",
                              "{2}{W}{W}"))
    game = table.game
    assert current(game).player_has(0, "hexproof")
    table.hand(0, "Shock")
    spec = game.rules.card("Shock").abilities[0].modes[0].targets[0]
    assert PlayerRefIndex(spec.candidates(game, 1, None)) == [1]
    assert PlayerRefIndex(spec.candidates(game, 0, None)) == [0, 1]


def PlayerRefIndex(found: list[Any]) -> list[int]:
    from manastack.model.objects import PlayerRef

    return sorted(t.index for t in found if isinstance(t, PlayerRef))


# --------------------------------------------------------------------------
# Plugins' effects: ordered by the rules, not by pluggy
# --------------------------------------------------------------------------


def _plugin(effects: list[ContinuousEffect]) -> types.ModuleType:
    mod = types.ModuleType("fx_plugin")

    @hookimpl
    def manastack_continuous_effects(game: Any) -> list[ContinuousEffect]:
        return [e for e in effects if e.objects is None or all(
            game.find(o) for o in e.objects)]

    mod.manastack_continuous_effects = manastack_continuous_effects  # type: ignore[attr-defined]
    return mod


_EARLY: list[ContinuousEffect] = []
_LATE: list[ContinuousEffect] = []


@pytest.mark.plugins(extra={"late_fx": _plugin(_LATE), "early_fx": _plugin(_EARLY)})
def test_plugin_effects_are_ordered_by_timestamp_not_call_order(table: Table) -> None:
    """Hook ``manastack_continuous_effects``: the kernel sorts plugins' effects by layer
    and timestamp (CR 613.7), never by the order pluggy calls the plugins."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    _EARLY[:] = [ContinuousEffect(parts=(SetPT(1, 1),), objects=(bear.id,), timestamp=100)]
    _LATE[:] = [ContinuousEffect(parts=(SetPT(7, 7),), objects=(bear.id,), timestamp=200)]
    table.game._cache_version = -1
    assert pt(table, bear) == (7, 7)
    _EARLY[:] = [ContinuousEffect(parts=(SetPT(1, 1),), objects=(bear.id,), timestamp=300)]
    table.game._cache_version = -1
    assert pt(table, bear) == (1, 1)


# --------------------------------------------------------------------------
# Durations (CR 611.2, 514.2)
# --------------------------------------------------------------------------


def test_cr_514_2_until_end_of_turn_ends_in_cleanup(table: Table) -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step."""
    stock(table)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(2, 2), objects=(bear.id,), duration=UNTIL_END_OF_TURN)
    add(table, ModifyPT(1, 0), objects=(bear.id,))
    assert pt(table, bear) == (5, 4)
    table.go_to(Step.END)
    assert pt(table, bear) == (5, 4)
    table.next_turn()
    assert pt(table, bear) == (3, 2)
    table.assert_logged(rule="514.2")


def test_cr_611_2a_until_your_next_turn(table: Table) -> None:
    """CR 611.2a: "until your next turn" lasts through the opponent's turn and ends as your
    next turn begins."""
    stock(table)
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(3, 0), objects=(bear.id,), duration=until_next_turn(0))
    table.next_turn()  # turn 2: the opponent's
    assert table.game.state.turn.active == 1
    assert pt(table, bear) == (5, 2)
    table.next_turn()  # turn 3: yours again
    assert pt(table, bear) == (2, 2)


def test_cr_611_2b_for_as_long_as_never_starts(table: Table) -> None:
    """CR 611.2b: a "for as long as" duration that already ended: the effect does nothing."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    game = table.game
    game.move(ogre.id, Zone.GRAVEYARD)
    started = start_effect(game, ContinuousEffect(
        parts=(ModifyPT(2, 2),), objects=(bear.id,),
        duration=while_source_remains(ogre.id), source=ogre.id))
    assert started is None
    assert pt(table, bear) == (2, 2)
    table.assert_logged(rule="611.2b")


def test_cr_611_2b_for_as_long_as_ends_for_good(table: Table) -> None:
    """CR 611.2b: "for as long as you control [source]": ends when control is lost and
    doesn't start again when control comes back."""
    game = table.game
    (ogre,) = table.battlefield(0, "Gray Ogre")
    (bear,) = table.battlefield(1, "Grizzly Bears")
    effect = start_effect(game, ContinuousEffect(
        parts=(SetController(0),), objects=(bear.id,), controller=0, source=ogre.id,
        duration=for_as_long_as(you_control(ogre.id), "for as long as you "
                                       "control the Ogre")))
    assert effect is not None
    assert game.controller(bear.id) == 0
    steal = start_effect(game, ContinuousEffect(parts=(SetController(1),),
                                                       objects=(ogre.id,), controller=1))
    assert steal is not None
    assert game.controller(ogre.id) == 1
    assert game.controller(bear.id) == 1  # the duration ended for good
    game.end_effects(lambda e: e.id == steal.id, rule="611.2a")
    assert game.controller(ogre.id) == 0
    assert game.controller(bear.id) == 1
    assert all(e.id != effect.id for e in game.state.effects)


def test_cr_611_3a_as_long_as_condition_comes_and_goes(table: Table) -> None:
    """CR 611.3a: a static "as long as" condition is read continuously: the bonus
    applies whenever it holds, including after a step changes."""
    stock(table)
    card = with_static("Daytime Beast", "Creature — Beast", StaticEffect(
        parts=(ModifyPT(2, 0),), self_only=True,
        condition=lambda g, obj: g.state.turn.step is Step.MAIN1,
        text="as long as it's the precombat main phase, ~ gets +2/+0"), cost="{1}", p="1",
        t="1")
    (beast,) = table.battlefield(0, card)
    assert pt(table, beast) == (3, 1)
    table.go_to(Step.BEGIN_COMBAT)
    assert pt(table, beast) == (1, 1)
    table.next_turn()
    table.next_turn()
    assert pt(table, beast) == (3, 1)


def test_cr_611_3_condition_effect_from_resolution(table: Table) -> None:
    """CR 611.2: an effect applying only while a condition holds (``condition``)."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(5, 5), objects=(bear.id,),
        condition=lambda g: g.player(0).life < 10)
    assert pt(table, bear) == (2, 2)
    game.lose_life(0, 15)
    assert pt(table, bear) == (7, 7)
    game.gain_life(0, 10)
    assert pt(table, bear) == (2, 2)


# --------------------------------------------------------------------------
# The cache
# --------------------------------------------------------------------------


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = layers.compute

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(layers, "compute", wrapped)
    return calls


def test_power_in_a_loop_does_not_redo_the_pass(table: Table,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Querying characteristics in a loop costs one pass, not one per query."""
    table.battlefield(0, "Glorious Anthem")
    bears = table.battlefield(0, *["Grizzly Bears"] * 20)
    calls = counting(monkeypatch)
    for _ in range(50):
        for b in bears:
            assert table.game.power(b.id) == 3
    assert len(calls) == 1


def test_tapping_does_not_invalidate_a_pass_that_cannot_see_it(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tapping and damage can't change characteristics read by a plain pass: no new pass.
    A counter can: a new pass."""
    game = table.game
    table.battlefield(0, "Glorious Anthem")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    calls = counting(monkeypatch)
    game.power(bear.id)
    game.tap(bear.id)
    game.untap(bear.id)
    assert game.power(bear.id) == 3
    assert len(calls) == 1
    game.add_counters(bear.id, "+1/+1")
    assert game.power(bear.id) == 4
    assert len(calls) == 2


def test_cr_611_3b_a_static_ability_off_the_battlefield_is_found_through_its_index(
        table: Table) -> None:
    """CR 611.3b, 113.6: a static ability that functions in a graveyard applies only while
    its card is there. A pass finds such cards through ``State.offzone_abilities``, which must
    hold exactly the objects whose own card has one: through moves (each a new object,
    400.7), an emblem (114.4), clone() and a saved position."""
    from manastack.engine.game import Game, offzone_abilities
    from manastack.model.typeline import TypeLine

    game = table.game
    anthem = StaticEffect(parts=(ModifyPT(1, 1),), filter=ObjectFilter(
        types=("Creature",), controller="you"), text="creatures you control get +1/+1")
    spirit = Card(name="Graveyard Spirit", type_line=TypeLine.parse("Creature — Spirit"),
                  power="1", toughness="1", abilities=(StaticAbility(
                      effects=(anthem,), zones=("graveyard",),
                      text="As long as this card is in your graveyard, creatures you "
                           "control get +1/+1"),))
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (held,) = table.hand(0, spirit)
    assert game.state.offzone_abilities == {held.id}
    assert pt(table, bear) == (2, 2)  # in the hand, the ability doesn't function
    buried = game.move(held.id, Zone.GRAVEYARD)
    assert buried is not None and game.state.offzone_abilities == {buried.id}
    assert pt(table, bear) == (3, 3)  # CR 611.3b: in the graveyard, it does
    clone = game.clone()
    exiled = game.move(buried.id, Zone.EXILE)
    assert exiled is not None and game.state.offzone_abilities == {exiled.id}
    assert pt(table, bear) == (2, 2)
    assert clone.state.offzone_abilities == {buried.id} and clone.power(bear.id) == 3
    emblem = game.create_emblem(0, [StaticAbility(effects=(anthem,), text=anthem.text)])
    assert game.state.offzone_abilities == {exiled.id, emblem.id}  # CR 114.4: in the command zone
    assert pt(table, bear) == (3, 3)
    loaded = Game.from_json(game.rules, game.to_json())
    assert loaded.state.offzone_abilities == {exiled.id, emblem.id} and loaded.power(bear.id) == 3
    assert offzone_abilities(game.state.objects.values()) == game.state.offzone_abilities
    table.battlefield(0, "Glorious Anthem")  # functions on the battlefield only: not held
    assert game.state.offzone_abilities == {exiled.id, emblem.id} and game.power(bear.id) == 4


def test_a_pass_reading_tapped_status_is_recomputed(table: Table) -> None:
    """A filter that reads status ("tapped creatures get -1/-1") makes the pass volatile:
    tapping changes the result at once."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(-1, -1), filter=ObjectFilter(types=("Creature",), tapped=True))
    assert game.power(bear.id) == 2
    game.tap(bear.id)
    assert game.power(bear.id) == 1


def test_cached_characteristics_match_a_fresh_pass(table: Table) -> None:
    """The cache never disagrees with a fresh pass, whatever happened in between."""
    game = table.game
    table.battlefield(0, "Glorious Anthem")
    bears = table.battlefield(0, "Grizzly Bears", "Gray Ogre", "Serra Angel")
    add(table, ModifyPT(1, 0), objects=(bears[0].id,))
    game.add_counters(bears[1].id, "-1/-1")
    game.tap(bears[2].id)
    cached = {b.id: game.chars(b.id) for b in bears}
    for b in bears:
        assert game.fresh_chars(b.id) == cached[b.id]


def test_rollback_invalidates_the_cache(table: Table) -> None:
    """CR 732: an illegal action restores the game, and characteristics follow."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    assert game.power(bear.id) == 2
    with pytest.raises(RuntimeError), game.transaction():
        game.add_counters(bear.id, "+1/+1", 3)
        assert game.power(bear.id) == 5
        raise RuntimeError("illegal")
    assert game.power(bear.id) == 2


def test_define_pt_characteristic_defining_ability(table: Table) -> None:
    """CR 604.3, 613.4a: a P/T-defining ability applies in 7a, before a 7b setting."""
    card = with_static("Counting Beast", "Creature — Beast", StaticEffect(
        parts=(DefinePT(lambda g, obj: (len(g.hand(obj.controller)),) * 2),), self_only=True,
        cda=True, text="~'s power and toughness are each equal to the number of cards in "
        "your hand"), cost="{1}", p="*", t="*")
    (beast,) = table.battlefield(0, card)
    table.hand(0, "Island", "Island")
    assert pt(table, beast) == (2, 2)
    add(table, ModifyPT(1, 1), objects=(beast.id,))
    assert pt(table, beast) == (3, 3)
    add(table, SetPT(0, 4), objects=(beast.id,))
    assert pt(table, beast) == (1, 5)


def test_duration_text_in_log(table: Table) -> None:
    """The explain log says what started and how long it lasts (CR 611.2a)."""
    (bear,) = table.battlefield(0, "Grizzly Bears")
    add(table, ModifyPT(1, 1), objects=(bear.id,), duration=Duration(END_OF_TURN))
    table.assert_logged(contains="until end of turn")


def test_cr_613_7a_rune_of_flight_example(table: Table) -> None:
    """CR 613.7a, example: Rune of Flight (an Aura) grants Colossus Hammer (an Equipment)
    "Equipped creature has flying"; the Hammer's "equipped creature gets +10/+10 and loses
    flying" has the earlier timestamp, so the creature flies. When the Hammer is attached
    to another creature it gets a new timestamp (613.7e), and so do the effects of its
    abilities, the granted one still after its own: the new creature flies too."""
    game = table.game
    equipped = ObjectFilter(types=("Creature",), attached_to_source=True,
                            text="equipped creature")
    hammer = with_static("Colossus Hammer", "Artifact — Equipment", StaticEffect(
        parts=(ModifyPT(10, 10), RemoveAbilities(("flying",))), filter=equipped,
        text="Equipped creature gets +10/+10 and loses flying"), cost="{1}")
    has_flying = StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities((KeywordAbility(keyword="flying"),)),), filter=equipped,
        text="Equipped creature has flying"),), text="Equipped creature has flying")
    rune = with_static("Rune of Flight", "Enchantment — Aura", StaticEffect(
        parts=(AddAbilities((has_flying,)),),
        filter=ObjectFilter(subtypes=("Equipment",), attached_to_source=True),
        text="Enchanted Equipment has \"Equipped creature has flying\""), cost="{1}{U}")
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (ogre,) = table.battlefield(0, "Gray Ogre")
    (h,) = table.battlefield(0, hammer)
    (r,) = table.battlefield(0, rune)

    def attach(obj: GameObject, to: GameObject) -> None:  # CR 613.7e: a new timestamp
        game.update(obj.id, attached_to=to.id, timestamp=game._tick())

    attach(h, bear)
    attach(r, h)
    assert pt(table, bear) == (12, 12) and game.has_keyword(bear.id, "flying")
    attach(h, ogre)
    assert pt(table, ogre) == (12, 12) and game.has_keyword(ogre.id, "flying")
    assert pt(table, bear) == (2, 2) and not game.has_keyword(bear.id, "flying")
