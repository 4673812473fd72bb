"""Delayed triggered abilities whose words name what their creator targeted, played (CR
603.7c, 400.7).

"Destroy target blocking creature at end of combat" (Silent Assassin), "Target player draws
a card at the beginning of the next turn's upkeep" (Sapphire Charm), "Up to two other target
planeswalkers you control phase out at the beginning of the next end step" (Vronos, Masked
Inquisitor): the target is chosen as the spell is cast or the ability activated; the delayed
ability it creates acts on that player or object later, without targeting it (603.7c). An
object that left its zone since is a new object the delayed ability doesn't affect (400.7).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_sapphire_charm_the_target_player_draws_at_the_next_upkeep(table: Table) -> None:
    """CR 603.7c: Bob, targeted as the charm was cast, draws a card as his upkeep begins, then
    his draw for the turn (504.1): two cards."""
    table.lands(0, "Island", 1)
    table.hand(0, "Sapphire Charm")
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Forest", "Island", "Mountain")
    table.cast("Sapphire Charm", modes=[0], targets=["opponent"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == []
    table.next_turn()
    table.resolve_all()
    assert len(table.names(Zone.HAND, 1)) == 2
    table.assert_logged(rule="504.1")


def _assassin_blocks(table: Table) -> None:
    table.battlefield(1, "Silent Assassin")
    table.lands(1, "Swamp", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Grizzly Bears")
    table.pass_priority()
    table.block({"Hill Giant": "Grizzly Bears"})
    table.pass_priority()


@needs_corpus
@oracle
def test_silent_assassin_destroys_the_blocker_at_end_of_combat(table: Table) -> None:
    """CR 603.7c, 511.2: the Hill Giant it targeted is destroyed as end of combat begins."""
    _assassin_blocks(table)
    table.activate("Silent Assassin", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@needs_corpus
@oracle
def test_silent_assassin_a_new_object_is_not_destroyed(table: Table) -> None:
    """CR 400.7, 603.7c: the Hill Giant returned to the battlefield before end of combat is a
    new object: the delayed ability doesn't destroy it."""
    _assassin_blocks(table)
    table.activate("Silent Assassin", targets=["Hill Giant"])
    table.resolve()
    giant = table.find("Hill Giant", zone=Zone.BATTLEFIELD)
    table.game.move(giant.id, Zone.EXILE, cause="effect", rule="400.7")
    table.put("Hill Giant", Zone.BATTLEFIELD, 1)
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_logged(rule="603.7c", contains="not affected")


@needs_corpus
@oracle
def test_vronos_the_target_planeswalkers_phase_out_at_the_end_step(table: Table) -> None:
    """CR 603.7c, 702.26: the two other planeswalkers targeted by +1 phase out as the end step
    begins; Vronos, not targeted, stays."""
    table.battlefield(0, "Vronos, Masked Inquisitor", "Jace Beleren", "Chandra Nalaar")
    table.activate("Vronos, Masked Inquisitor", targets=[["Jace Beleren", "Chandra Nalaar"]])
    table.resolve()
    assert table.game.named("Jace Beleren").phased_out is None
    table.go_to(Step.END)
    table.resolve_all()
    game = table.game
    jace = next(o for o in game.state.objects.values() if o.card.name == "Jace Beleren")
    chandra = next(o for o in game.state.objects.values() if o.card.name == "Chandra Nalaar")
    assert jace.phased_out is not None and chandra.phased_out is not None
    assert game.named("Vronos, Masked Inquisitor").phased_out is None
