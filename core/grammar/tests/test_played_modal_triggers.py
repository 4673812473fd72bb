"""The chosen modes of a modal triggered ability stay with it on the stack (CR 700.2b, 603.3c),
played from printed cards.

Knight of Autumn ("When this creature enters, choose one —") and Retreat to Kazandu
(landfall, "choose one —"): the modes are chosen as the ability is put on the stack, and the
ability on the stack records them, numbered in printed order, as a modal spell does
(``StackAbility.modes``). They are logged, shown by ``Game.view`` and kept by a saved
position. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import GameObject, Zone
from manastack.model.spells import StackAbility

KNIGHT_OF_AUTUMN = CardDef(
    name="Knight of Autumn", mana_cost="{1}{G}{W}", type_line="Creature — Dryad Knight",
    power="2", toughness="1",
    text="When this creature enters, choose one —\n• Put two +1/+1 counters on this "
         "creature.\n• Destroy target artifact or enchantment.\n• You gain 4 life.")
RETREAT_TO_KAZANDU = CardDef(
    name="Retreat to Kazandu", mana_cost="{2}{G}", type_line="Enchantment",
    text="Landfall — Whenever a land you control enters, choose one —\n• Put a +1/+1 "
         "counter on target creature.\n• You gain 2 life.")
REVERSE_THE_POLARITY = CardDef(
    name="Reverse the Polarity", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Choose one —\n• Counter all other spells.\n• Switch each creature's power and "
         "toughness until end of turn.\n• Creatures can't be blocked this turn.")

ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
                      power="0", toughness="2", text="Flying")

PRINTED = (KNIGHT_OF_AUTUMN, RETREAT_TO_KAZANDU, REVERSE_THE_POLARITY, ORNITHOPTER)

kit = pytest.mark.plugins(extra={"modal-kit": card_pool("modal-kit", PRINTED)})


def ability_on_stack(table: Table) -> tuple[GameObject, StackAbility]:
    [obj] = table.game.objects_in(Zone.STACK)
    ability = obj.tags.get("ability")
    assert isinstance(ability, StackAbility)
    return obj, ability


def knight_with_mode(table: Table, mode: int, *more: Answer) -> None:
    """Cast Knight of Autumn and resolve it; its trigger is put on the stack with ``mode``
    (its index among the printed modes)."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Plains", 1)
    table.hand(0, "Knight of Autumn")
    table.cast("Knight of Autumn")
    table.resolve([Answer("modes", (mode,)), *more])
    table.game.pending()  # the trigger is put on the stack before Alice gets priority


@kit
def test_the_mode_chosen_for_an_enters_trigger_is_kept_on_the_stack(table: Table) -> None:
    """CR 700.2b, 603.3c: "You gain 4 life" (the third mode) chosen as the ability is put on
    the stack: the ability there has mode 3, the log says so, and it resolves as that mode."""
    knight_with_mode(table, 2)
    _, ability = ability_on_stack(table)
    assert ability.kind == "triggered"
    assert ability.modes == (2,)
    assert ability.mode_texts == ("You gain 4 life.",)
    table.assert_logged(rule="603.3", contains="(mode 3 chosen, CR 700.2)")
    table.assert_logged(rule="700.2b", contains="You gain 4 life.")
    table.resolve()
    assert table.life(0) == 24


@kit
def test_a_targeted_mode_is_kept_with_its_target(table: Table) -> None:
    """CR 700.2c: the second mode's target is chosen with it; the ability on the stack has
    mode 2 and that target."""
    (ornithopter,) = table.battlefield(1, "Ornithopter")
    knight_with_mode(table, 1,
                     Answer("targets", (ornithopter.id,)))
    _, ability = ability_on_stack(table)
    assert ability.modes == (1,)
    assert ability.targets == ((ornithopter.id,),)
    table.resolve()
    table.assert_zone("Ornithopter", Zone.GRAVEYARD)


@kit
def test_the_view_shows_the_chosen_modes_of_abilities_and_spells(table: Table) -> None:
    """Game.view shows every player the modes of a modal ability or spell on the stack
    (CR 700.2: announced, public), numbered from 1 with their text; none for others."""
    knight_with_mode(table, 2)
    for viewer in (0, 1):
        [shown] = table.game.view(viewer)["stack"]
        assert shown["modes"] == [{"number": 3, "text": "You gain 4 life."}]
    table.resolve()
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Reverse the Polarity", "Shock")
    table.cast("Shock", targets=["opponent"])
    table.cast("Reverse the Polarity", modes=[1])
    shock, polarity = table.game.view(1)["stack"]
    assert shock["modes"] == []
    assert polarity["modes"] == [{"number": 2, "text": "Switch each creature's power and "
                                  "toughness until end of turn."}]


@kit
def test_a_saved_position_keeps_the_modes_of_an_ability_on_the_stack(table: Table) -> None:
    """A position saved with the modal ability on the stack loads with the same modes
    (positions round-trip), and the game goes on the same."""
    knight_with_mode(table, 0)
    game = table.game
    loaded = Game.from_json(game.rules, game.to_json())
    [obj] = loaded.objects_in(Zone.STACK)
    ability = obj.tags.get("ability")
    assert isinstance(ability, StackAbility) and ability.modes == (0,)
    assert loaded.view(0)["stack"] == game.view(0)["stack"]
    assert loaded.state_digest() == game.state_digest()
    resumed = Table(loaded)
    resumed.resolve()
    assert resumed.game.obj(resumed.find("Knight of Autumn").id).counter("+1/+1") == 2


@kit
def test_a_landfall_modal_trigger_keeps_its_mode(table: Table) -> None:
    """Retreat to Kazandu: a land enters, the landfall ability triggers and "You gain 2
    life" (mode 2) is chosen as it is put on the stack (CR 603.3c)."""
    table.battlefield(0, "Retreat to Kazandu")
    table.hand(0, "Forest")
    table.game.script.queue.append(Answer("modes", (1,)))
    table.play("Forest")
    table.game.pending()
    _, ability = ability_on_stack(table)
    assert ability.modes == (1,)
    table.resolve()
    assert table.life(0) == 22


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
