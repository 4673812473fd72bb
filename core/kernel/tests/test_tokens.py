"""Tokens (CR 111): names and subtypes (SEED-20), token copies and last known
information (SEED-21, 111.12, 707)."""

from __future__ import annotations

import attrs

from manastack.driver import Table
from manastack.engine.layers import copiable_values
from manastack.instructions.permanents import CreateToken, CreateTokenCopy, copy_except
from manastack.model import effects as fx
from manastack.model.abilities import Mode, StaticAbility, TriggeredAbility
from manastack.model.continuous import (
    BecomeCopy,
    ContinuousEffect,
    ModifyPT,
    SetColors,
    SetName,
    SetTypes,
    StaticEffect,
)
from manastack.model.objects import Card, Zone
from manastack.model.triggers import TriggerCondition
from manastack.model.typeline import TypeLine


def run(table: Table, instruction: fx.Instruction, **kwargs: object) -> fx.Context:
    ctx = fx.Context(game=table.game, controller=0, source=None, **kwargs)  # type: ignore[arg-type]
    instruction.run(ctx)
    return ctx


# --------------------------------------------------------------------------
# SEED-20 (CR 111.4)
# --------------------------------------------------------------------------


def test_seed_20_token_named_after_its_subtypes(table: Table) -> None:
    """SEED-20 (CR 111.4): with no name given, a token's name is its subtypes plus "Token"."""
    table.lands(0, "Plains", 5)
    table.hand(0, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    tokens = [o for o in table.game.battlefield() if o.is_token]
    assert len(tokens) == 3
    for token in tokens:
        ch = table.game.chars(token.id)
        assert ch.name == "Spirit Token"
        assert ch.type_line.subtypes == ("Spirit",)
        assert ch.has_keyword("flying") and ch.colors == frozenset("W")
    assert fx.token_card(subtypes=("Elf", "Warrior")).name == "Elf Warrior Token"


def test_seed_20_a_given_name_is_kept(table: Table) -> None:
    """SEED-20 (CR 111.4, 111.9): the effect may set the name ("create Voja, a legendary
    3/3 ... Wolf creature token")."""
    card = fx.token_card(name="Voja", subtypes=("Wolf",), supertypes=("Legendary",), power=3,
                         toughness=3, colors=("G", "W"))
    run(table, CreateToken(card))
    ch = table.game.chars(table.find("Voja").id)
    assert ch.name == "Voja" and ch.type_line.subtypes == ("Wolf",)
    assert ch.type_line.has_supertype("Legendary")


def test_seed_20_name_and_subtypes_change_independently(table: Table) -> None:
    """SEED-20 (CR 111.4): changing a token's name doesn't change its subtypes, and
    changing its subtypes doesn't change its name."""
    game = table.game
    ctx = run(table, CreateToken(fx.token_card(subtypes=("Goblin",), power=1, toughness=1)))
    (token,) = ctx.it
    game.add_effect(ContinuousEffect(parts=(SetTypes(subtypes=("Elf",)),), objects=(token,)))
    ch = game.chars(token)
    assert ch.name == "Goblin Token" and ch.type_line.subtypes == ("Elf",)
    game.add_effect(ContinuousEffect(parts=(SetName("Sneaky"),), objects=(token,)))
    ch = game.chars(token)
    assert ch.name == "Sneaky" and ch.type_line.subtypes == ("Elf",)


def test_cr_111_7_token_leaving_the_battlefield_ceases_to_exist(table: Table) -> None:
    """CR 111.7-111.8: a token that leaves the battlefield doesn't stay anywhere."""
    game = table.game
    ctx = run(table, CreateToken(fx.token_card(subtypes=("Goblin",), power=1, toughness=1)))
    (token,) = ctx.it
    assert game.move(token, Zone.HAND) is None
    assert game.find(token) is None and table.names(Zone.HAND) == []


# --------------------------------------------------------------------------
# SEED-21 (CR 111.12, 707.2): token copies
# --------------------------------------------------------------------------


def test_seed_21_token_copy_of_an_existing_object(table: Table) -> None:
    """CR 707.2: the token copies the copiable values: not counters, not other effects."""
    game = table.game
    table.lands(0, "Island", 4)
    (angel,) = table.battlefield(1, "Serra Angel", counters={"+1/+1": 2})
    game.add_effect(ContinuousEffect(parts=(ModifyPT(5, 5),), objects=(angel.id,)))
    table.hand(0, table.card("Mirror Image", "Sorcery", "Create a token that's a copy of "
                       "target creature.", "{3}{U}"))
    table.cast("Mirror Image", targets=["Serra Angel"])
    table.resolve()
    (token,) = [o for o in game.battlefield() if o.is_token]
    ch = game.chars(token.id)
    assert ch.name == "Serra Angel" and ch.has_keyword("vigilance")
    assert (ch.power, ch.toughness) == (4, 4)
    assert game.controller(token.id) == 0 and token.owner == 0


def test_seed_21_copy_of_a_nonexistent_object_creates_nothing(table: Table) -> None:
    """SEED-21 (CR 111.12): the object to copy no longer exists: no token."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    ctx = fx.Context(game=game, controller=0, source=None, it=[bear.id])
    ctx.remember(bear)
    game.move(bear.id, Zone.EXILE)
    CreateTokenCopy(fx.ItRef()).run(ctx)
    assert not [o for o in game.battlefield() if o.is_token]
    table.assert_logged(rule="111.12")


def test_seed_21_copy_using_last_known_information(table: Table) -> None:
    """SEED-21 (CR 111.12): an effect that uses last known information ("a copy of the
    sacrificed creature") creates the token from the object as it last existed."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    ctx = fx.Context(game=game, controller=0, source=None, it=[bear.id])
    ctx.remember(bear)
    game.sacrifice(bear.id)
    CreateTokenCopy(fx.ItRef(), use_lki=True).run(ctx)
    (token,) = [o for o in game.battlefield() if o.is_token]
    assert game.chars(token.id).name == "Grizzly Bears"


def test_seed_21_dies_trigger_copies_with_last_known_information(table: Table) -> None:
    """SEED-21: "When this creature dies, create a token that's a copy of it": the trigger
    uses the last known information, including copy effects on it (707.2)."""
    game = table.game
    dies = TriggeredAbility(trigger=TriggerCondition("dies", self_only=True), effect=Mode(
        instructions=(CreateTokenCopy(fx.EventRef("old"), use_lki=True),)),
        text="When this creature dies, create a token that's a copy of it.")
    card = Card(name="Phoenix Husk", type_line=TypeLine.parse("Creature — Phoenix"),
                power="1", toughness="1", abilities=(dies,))
    (husk,) = table.battlefield(0, card)
    game.destroy(husk.id)
    table.pass_priority()
    table.resolve_all()
    (token,) = [o for o in game.battlefield() if o.is_token]
    assert game.chars(token.id).name == "Phoenix Husk"
    assert table.names(Zone.GRAVEYARD) == ["Phoenix Husk"]


def test_seed_21_without_lki_a_dead_token_leaves_nothing_to_copy(table: Table) -> None:
    """SEED-21 (CR 111.12): a token that died no longer exists: "a copy of it" (without
    last known information) creates nothing."""
    game = table.game
    ctx = run(table, CreateToken(fx.token_card(subtypes=("Goblin",), power=1, toughness=1)))
    (token,) = ctx.it
    game.destroy(token)
    CreateTokenCopy(fx.ItRef()).run(ctx)
    assert not [o for o in game.battlefield() if o.is_token]


def test_cr_707_2_copy_of_a_copy_and_111_5_instants(table: Table) -> None:
    """CR 707.3: a token copy of a permanent that is itself a copy copies the copied values;
    CR 111.5: no token copy of an instant card."""
    game = table.game
    (bear,) = table.battlefield(0, "Grizzly Bears")
    (angel,) = table.battlefield(0, "Serra Angel")
    game.add_effect(ContinuousEffect(parts=(BecomeCopy(copiable_values(
        game, angel.id)),), objects=(bear.id,)))
    ctx = run(table, CreateTokenCopy(fx.TargetRef(0)), targets=((bear.id,),))
    (token,) = ctx.it
    assert game.chars(token).name == "Serra Angel"
    (shock,) = table.hand(0, "Shock")
    ctx = run(table, CreateTokenCopy(fx.TargetRef(0)), targets=((shock.id,),))
    assert ctx.it == []
    table.assert_logged(rule="111.5")


def _nightmare_of_every_colour(table: Table) -> Card:
    """Nightmare (its power and toughness defined by a read CDA), given a colour-defining CDA
    too (CR 604.3), so each exception of the copy has an ability to override."""
    nightmare = table.card("Nightmare", "Creature — Nightmare Horse", "Flying\nNightmare's "
                           "power and toughness are each equal to the number of Swamps you "
                           "control.", "{5}{B}", "*", "*")
    every_colour = StaticAbility(effects=(StaticEffect(parts=(SetColors(tuple("WUBRG")),),
                                                       self_only=True, cda=True),),
                                 text="Nightmare is all colors.")
    return attrs.evolve(nightmare, abilities=(*nightmare.abilities, every_colour))


def test_cr_707_9b_copy_except_sets_the_copiable_values(table: Table) -> None:
    """CR 707.9b: "a copy ..., except it's black, it's 4/4, it has no mana cost, and it's a
    Zombie in addition to its other types" (205.1b): the exceptions are the token's copiable
    values, so a copy of the token has them too (707.3); the other abilities are copied."""
    game = table.game
    table.lands(0, "Swamp", 2)
    (source,) = table.battlefield(0, _nightmare_of_every_colour(table))
    ctx = run(table, CreateTokenCopy(fx.TargetRef(0), modify=lambda card: copy_except(
        card, colors=frozenset("B"), power="4", toughness="4", no_mana_cost=True,
        add_subtypes=("Zombie",))), targets=((source.id,),))
    (token,) = ctx.it
    ch = game.chars(token)
    assert (ch.power, ch.toughness) == (4, 4) and ch.colors == frozenset("B")
    assert ch.mana_cost is None and ch.has_keyword("flying")
    assert ch.type_line.subtypes == ("Nightmare", "Horse", "Zombie")
    (again,) = run(table, CreateTokenCopy(fx.TargetRef(0)), targets=((token,),)).it
    again_ch = game.chars(again)
    assert (again_ch.power, again_ch.toughness, again_ch.colors) == (4, 4, frozenset("B"))


def test_cr_707_9d_copy_except_drops_only_the_overridden_cdas(table: Table) -> None:
    """CR 707.9d: a characteristic-defining ability defining a characteristic the exception
    sets isn't copied; one defining a characteristic the exception leaves alone is."""
    game = table.game
    table.lands(0, "Swamp", 2)
    (source,) = table.battlefield(0, _nightmare_of_every_colour(table))
    card = copiable_values(game, source.id)
    pt_only = copy_except(card, power="1", toughness="1")
    colour_only = copy_except(card, colors=frozenset("W"))
    untouched = copy_except(card, no_mana_cost=True)
    assert [a.text for a in pt_only.abilities] == ["Flying", "Nightmare is all colors."]
    assert len(colour_only.abilities) == 2
    assert "Nightmare is all colors." not in [a.text for a in colour_only.abilities]
    assert untouched.abilities == card.abilities and untouched.mana_cost is None
    for made in (pt_only, colour_only):
        (token,) = run(table, CreateToken(made)).it
        ch = game.chars(token)
        if made is pt_only:  # the colour CDA still applies; P/T are the exception's
            assert ch.colors == frozenset("WUBRG") and (ch.power, ch.toughness) == (1, 1)
        else:  # the P/T CDA still counts the Swamps; the colour is the exception's
            assert ch.colors == frozenset("W") and (ch.power, ch.toughness) == (2, 2)
