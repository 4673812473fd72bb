"""The table's verbs as whole actions: a verb made of several game actions (passes to a step,
then a declaration; passes until a spell resolves) is refused as a whole, the game left
exactly as it was (CR 732); cards are found by a face's name; numbers chosen are logged as
numbers."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step


def test_a_refused_attack_leaves_the_game_in_its_main_phase(table: Table) -> None:
    """Grizzly Bears arrived this turn (CR 302.6): the attack is refused, and the passes that
    took the game to the declare-attackers step are undone with it (732)."""
    table.battlefield(0, "Llanowar Elves")
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.game.pending()
    before = table.game.state_digest()
    log_length = len(table.game.log)
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        table.attack("Grizzly Bears")
    assert table.game.state.turn.step is Step.MAIN1
    assert table.game.state_digest() == before
    assert len(table.game.log) == log_length
    table.attack("Llanowar Elves")  # the game goes on from where it was
    assert table.game.state.turn.step is Step.DECLARE_ATTACKERS


def test_a_refused_block_is_undone_whole(table: Table) -> None:
    """A block naming a creature that isn't attacking (CR 509.1a) is refused; the game stays in
    the step it was in before the verb."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.pass_priority()  # Alice passes in declare attackers
    before = table.game.state_digest()
    with pytest.raises(IllegalActionError):
        table.block({"Grizzly Bears#4": "Grizzly Bears#4"})
    assert table.game.state_digest() == before


def test_a_refused_resolve_undoes_every_pass(table: Table) -> None:
    """Both players pass for the spell to resolve (CR 117.4); an illegal answer while it resolves
    refuses the verb, and the first player's pass is undone too (732): Alice still holds
    priority with the spell on the stack."""
    edict = table.card("Test Edict", "Sorcery", "Target player sacrifices a creature.", "{0}")
    table.put(edict, Zone.HAND, 0)  # type: ignore[arg-type]
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    table.cast("Test Edict", targets=["Bob"])
    decision = table.game.pending()
    assert decision is not None and decision.player == 0
    before = table.game.state_digest()
    log_length = len(table.game.log)
    with pytest.raises(IllegalActionError):
        table.resolve([Answer("sacrifice", ("Shivan Dragon",), player=1)])
    assert table.game.state_digest() == before
    assert len(table.game.log) == log_length
    decision = table.game.pending()
    assert decision is not None and decision.kind == "priority" and decision.player == 0
    table.resolve([Answer("sacrifice", ("Llanowar Elves",), player=1)])
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves"]


def test_a_card_is_found_by_its_front_face_name(table: Table) -> None:
    """A double-faced card put by its front face's name is found by that name by every verb
    and assertion (CR 712.8a: its name is its front face's)."""
    dfc = table.game.rules.compile(CardDef(
        name="Test Front // Test Back", mana_cost="{1}", type_line="Artifact", text=""))
    table.put(dfc, Zone.HAND, 0)  # type: ignore[arg-type]
    table.lands(0, "Mountain", 1)
    table.assert_zone("Test Front", Zone.HAND)
    table.cast("Test Front")
    table.resolve()
    table.assert_zone("test front", Zone.BATTLEFIELD)
    assert table.find("Test Front").card.name == "Test Front // Test Back"
    assert table.find("Test Back").card.name == "Test Front // Test Back"
    table.assert_not_zone("Test Front", Zone.HAND)


def test_an_announced_x_is_logged_as_a_number(table: Table) -> None:
    """X = 2 for Blaze (CR 107.3a, 601.2b) is shown as 2 in the log, not as object #2."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Blaze")
    table.cast("Blaze", x=2, targets=["Bob"])
    choices = [e.text for e in table.game.log if e.kind == "choice" and "Announce X" in e.text]
    assert choices == ["Alice chooses 2 (Announce X for Blaze (0 to 2 can be paid))"]
    table.resolve()
    assert table.life(1) == 18


def test_an_answer_scripted_before_an_action_outlives_its_answers(table: Table) -> None:
    """``table.answer`` scripts the next decision of its kind, wherever it comes: an action
    given answers of its own (a Lightning Bolt's target) drops only those it didn't use, not
    an answer scripted before it for a later decision."""
    table.battlefield(0, "Mountain")
    table.hand(0, "Lightning Bolt")
    later = Answer("may", ("yes",))
    table.game.script.queue.append(later)
    table.cast("Lightning Bolt", targets=["opponent"],
               answers=[Answer("discard", ("Forest",))])  # never asked: dropped
    assert list(table.game.script.queue) == [later]
