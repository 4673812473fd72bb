"""Phasing (CR 702.26, 502.1, 110.5): the phased-out status, the kernel alone.

The keyword itself is the manastack-phasing plugin's (its tests play the printed cards);
here an effect phases permanents out through ``Game.phase_out``, as a resolving "phases
out" instruction does.
"""

from __future__ import annotations

from manastack.driver import Table
from manastack.engine import phasing
from manastack.model.objects import PhasedOut, Zone


def test_a_phased_out_permanent_is_treated_as_though_it_does_not_exist(table: Table) -> None:
    """CR 702.26b: not in the battlefield's look-ups, its static ability doesn't apply, it
    can't be targeted; CR 702.26d: still on the battlefield, no zone change."""
    game = table.game
    bears, = table.battlefield(0, "Grizzly Bears")
    anthem, = table.battlefield(1, "Glorious Anthem")
    table.battlefield(1, "Hill Giant")
    assert table.power("Hill Giant") == 4
    assert game.phase_out([anthem.id, bears.id]) == [anthem.id, bears.id]
    assert table.power("Hill Giant") == 3  # the Anthem's static ability doesn't apply
    assert [o.name for o in game.battlefield()] == ["Hill Giant"]
    assert game.obj(bears.id).zone is Zone.BATTLEFIELD and game.find(bears.id) is not None
    assert game.obj(bears.id).phased_out == PhasedOut(0)
    assert [o.name for o in game.phased_out()] == ["Glorious Anthem", "Grizzly Bears"]
    assert not table.logged(contains="leaves the battlefield")
    table.assert_logged(rule="702.26b", contains="Grizzly Bears")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    targets = _bolt_targets(table)
    assert bears.id not in targets and table.find("Hill Giant").id in targets


def _bolt_targets(table: Table) -> list[object]:
    from manastack.model.filters import TargetSpec

    spec = next(s for a in table.game.rules.card("Lightning Bolt").abilities
                for mode in getattr(a, "modes", ()) for s in mode.targets
                if isinstance(s, TargetSpec))
    return spec.candidates(table.game, 0, None)


def test_wrath_of_god_does_not_destroy_a_phased_out_creature(table: Table) -> None:
    """CR 702.26b, example: "Destroy all creatures" doesn't destroy a phased-out creature."""
    game = table.game
    bears, = table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    game.phase_out([bears.id])
    table.hand(0, "Wrath of God")
    table.lands(0, "Plains", 4)
    table.cast("Wrath of God")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    assert game.obj(bears.id).zone is Zone.BATTLEFIELD


def test_it_phases_in_during_its_controllers_next_untap_step(table: Table) -> None:
    """CR 502.1: it phases in as its controller's untap step begins, before untapping, the
    same object (no zone change, 702.26d), not during another player's untap step."""
    game = table.game
    bears, = table.battlefield(0, "Grizzly Bears", tapped=True)
    game.phase_out([bears.id])
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()  # Bob's turn: it stays phased out
    assert game.obj(bears.id).phased_out is not None
    table.next_turn()  # Alice's untap step: it phases in, then untaps (502.3)
    assert game.obj(bears.id).phased_out is None
    assert [o.id for o in game.battlefield(0) if o.name == "Grizzly Bears"] == [bears.id]
    assert not game.obj(bears.id).tapped
    assert phasing.KEY not in game.state.zones
    table.assert_logged(rule="502.1", contains="phases in")


def test_a_token_stays_while_phased_out_and_what_is_attached_phases_with_it(
        table: Table) -> None:
    """CR 702.26d: a token continues to exist while phased out; 702.26g: an Aura or an
    Equipment attached to it phases out indirectly and phases in with it."""
    game = table.game
    spirit = game.create_token(game.rules.card("Grizzly Bears"), 0)
    ring, = table.battlefield(0, "Sol Ring")
    game.update(ring.id, attached_to=spirit.id)  # stands for an Equipment attached to it
    assert sorted(game.phase_out([spirit.id])) == sorted([spirit.id, ring.id])
    assert game.obj(ring.id).phased_out == PhasedOut(0, indirectly=True)
    assert game.find(spirit.id) is not None  # not put into a graveyard (704.5d)
    game.phase_in([spirit.id])
    assert game.obj(ring.id).phased_out is None and game.obj(ring.id).attached_to == spirit.id
    assert game.obj(spirit.id).phased_out is None


def test_an_effect_lasting_while_its_source_remains_ends_as_it_phases_out(
        table: Table) -> None:
    """CR 702.26f: "for as long as" durations tracking a permanent end as it phases out (they
    can't see it any more), and don't come back as it phases in; an effect on a phased-out
    permanent doesn't apply while it is phased out (702.26b) and still does after, unless it
    ended (an "until end of turn" one here)."""
    from manastack.model.continuous import (
        UNTIL_END_OF_TURN,
        ContinuousEffect,
        ModifyPT,
        while_source_remains,
    )

    game = table.game
    giant, = table.battlefield(0, "Hill Giant")
    bears, = table.battlefield(1, "Grizzly Bears")
    game.add_effect(ContinuousEffect(parts=(ModifyPT(2, 2),), objects=(bears.id,),
                                     source=giant.id, duration=while_source_remains(giant.id)))
    game.add_effect(ContinuousEffect(parts=(ModifyPT(1, 1),), objects=(giant.id,),
                                     duration=UNTIL_END_OF_TURN))
    assert table.power("Grizzly Bears") == 4 and table.power("Hill Giant") == 4
    game.phase_out([giant.id])
    assert table.power("Grizzly Bears") == 2  # the duration ended
    assert game.power(giant.id) == 3  # not applied while it is phased out
    game.phase_in([giant.id])
    assert table.power("Grizzly Bears") == 2  # gone for good (611.2b)
    assert table.power("Hill Giant") == 4  # not expired: it applies again


def test_a_position_with_a_phased_out_permanent_saves_clones_and_rolls_back(
        table: Table) -> None:
    """CR 732: the status and the list of phased-out permanents are part of the position:
    a saved position, a clone and a rolled-back action keep them."""
    from manastack.engine.game import Game

    game = table.game
    bears, = table.battlefield(0, "Grizzly Bears")
    game.phase_out([bears.id])
    digest = game.state_digest()
    loaded = Game.from_json(game.rules, game.to_json())
    assert loaded.state.zones == game.state.zones
    assert loaded.obj(bears.id) == game.obj(bears.id)
    assert loaded.obj(bears.id).phased_out == PhasedOut(0)
    assert game.clone().state_digest() == digest
    try:
        with game.all_or_nothing():
            game.phase_in([bears.id])
            raise RuntimeError("refused")
    except RuntimeError:
        pass
    assert game.state_digest() == digest and game.phased_out() == [game.obj(bears.id)]
