"""Printed "Copy target [activated or] triggered ability you control. You may choose new
targets for the copy." played (CR 707.10, 707.10c, 113.7a, 602, 603).

Strionic Resonator copies Wall of Omens' enters trigger: the copy resolves too, two cards
are drawn; a spell is not a triggered ability and can't be its target. Lithoform Engine
copies Prodigal Pyromancer's activated ability: the copy deals its 1 damage to the same
player, or, with a new target chosen, to a creature; its "permanent spell" copy becomes a
token (707.10f). Rings of Brighthearth copies the ability activated, once: the copy is not
activated and triggers nothing (707.10); unpaid, nothing is copied. The printed cards come
from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

STRIONIC_RESONATOR = CardDef(
    name="Strionic Resonator", mana_cost="{2}", type_line="Artifact",
    text="{2}, {T}: Copy target triggered ability you control. You may choose new targets for "
         "the copy. (A triggered ability uses the words \"when,\" \"whenever,\" or \"at.\")")
LITHOFORM_ENGINE = CardDef(
    name="Lithoform Engine", mana_cost="{4}", type_line="Legendary Artifact",
    text="{2}, {T}: Copy target activated or triggered ability you control. You may choose new "
         "targets for the copy.\n{3}, {T}: Copy target instant or sorcery spell you control. "
         "You may choose new targets for the copy.\n{4}, {T}: Copy target permanent spell you "
         "control. (The copy becomes a token.)")
WALL_OF_OMENS = CardDef(
    name="Wall of Omens", mana_cost="{1}{W}", type_line="Creature — Wall", power="0",
    toughness="4", keywords=("Defender",),
    text="Defender\nWhen this creature enters, draw a card.")
PRODIGAL_PYROMANCER = CardDef(
    name="Prodigal Pyromancer", mana_cost="{2}{R}", type_line="Creature — Human Wizard",
    power="1", toughness="1", text="{T}: This creature deals 1 damage to any target.")

RINGS_OF_BRIGHTHEARTH = CardDef(
    name="Rings of Brighthearth", mana_cost="{3}", type_line="Artifact",
    text="Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you "
         "do, copy that ability. You may choose new targets for the copy.")

CARDS = (STRIONIC_RESONATOR, LITHOFORM_ENGINE, WALL_OF_OMENS, PRODIGAL_PYROMANCER,
         RINGS_OF_BRIGHTHEARTH)
kit = pytest.mark.plugins(extra={"copy-ability-kit": card_pool("copy-ability-kit", CARDS)})


def _abilities_on_stack(table: Table) -> list[int]:
    return [o.id for o in table.game.objects_in(Zone.STACK) if "ability" in o.tags]


@kit
def test_strionic_resonator_copies_the_enters_trigger_which_resolves_twice(
        table: Table) -> None:
    table.battlefield(0, "Strionic Resonator")
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wall of Omens")
    table.cast("Wall of Omens")
    table.resolve()
    (trigger,) = _abilities_on_stack(table)
    hand = len(table.game.hand(0))
    table.activate("Strionic Resonator", targets=[trigger])
    table.resolve()  # the Resonator's ability: a copy of the trigger above the trigger
    assert len(_abilities_on_stack(table)) == 2
    assert table.logged(rule="707.10")
    table.resolve_all()
    assert len(table.game.hand(0)) == hand + 2


@kit
def test_strionic_resonator_cant_target_a_spell(table: Table) -> None:
    """CR 113.7a: a spell on the stack is not a triggered ability."""
    table.battlefield(0, "Strionic Resonator")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wall of Omens")
    table.cast("Wall of Omens")
    spell = table.find("Wall of Omens", zone=Zone.STACK).id
    with pytest.raises(IllegalActionError):
        table.activate("Strionic Resonator", targets=[spell])


@kit
def test_lithoform_engine_copies_an_activated_ability_with_its_target(table: Table) -> None:
    table.battlefield(0, "Lithoform Engine", "Prodigal Pyromancer")
    table.lands(0, "Mountain", 2)
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    (ability,) = _abilities_on_stack(table)
    table.activate("Lithoform Engine", targets=[ability])
    table.answer("new_targets", "no")
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 18)


@kit
def test_lithoform_engine_copy_gets_a_new_target(table: Table) -> None:
    """CR 707.10c: the copy's new target is the Bears; the original still hits the player."""
    table.battlefield(0, "Lithoform Engine", "Prodigal Pyromancer")
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    table.lands(0, "Mountain", 2)
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    (ability,) = _abilities_on_stack(table)
    table.activate("Lithoform Engine", targets=[ability])
    table.answer("new_targets", "yes")
    table.answer("targets", bears)
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 19)
    assert table.game.chars(bears).toughness == 2
    assert table.game.obj(bears).damage == 1


@kit
def test_lithoform_engine_copies_a_permanent_spell_into_a_token(table: Table) -> None:
    table.battlefield(0, "Lithoform Engine")
    table.lands(0, "Forest", 6)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    spell = table.find("Grizzly Bears", zone=Zone.STACK).id
    table.activate("Lithoform Engine", 2, targets=[spell])
    table.resolve()
    table.resolve_all()
    bears = [o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]
    assert len(bears) == 2
    assert sum(o.is_token for o in bears) == 1


@kit
def test_rings_of_brighthearth_copies_the_activated_ability_once(table: Table) -> None:
    table.battlefield(0, "Rings of Brighthearth", "Prodigal Pyromancer")
    table.lands(0, "Mountain", 6)
    asked = table.on_decision("may", lambda game, d: ("yes",))
    table.on_decision("new_targets", lambda game, d: ("no",))
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    table.resolve()  # the Rings' trigger: {2} paid, a copy above the ability
    assert len(_abilities_on_stack(table)) == 2
    table.resolve_all()
    table.assert_life(1, 18)  # the copy triggered no second copy (CR 707.10)
    assert len(asked) == 1


@kit
def test_rings_of_brighthearth_copies_nothing_unpaid(table: Table) -> None:
    table.battlefield(0, "Rings of Brighthearth", "Prodigal Pyromancer")
    table.lands(0, "Mountain", 6)
    table.on_decision("may", lambda game, d: ("no",))
    table.activate("Prodigal Pyromancer", targets=["player 2"])
    table.resolve_all()
    table.assert_life(1, 19)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
