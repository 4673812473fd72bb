"""A layer pass with no effect, no static ability and no keyword counter (CR 613, 611.3,
122.1b) gives each object its printed characteristics under its own controller, with the P/T
its +X/+Y counters add (613.4c): the kernel finds that without running the eleven layers.
A pass of the very same objects and effects as the last one, each effect reading only the
objects of the pass, is that pass again. Speed never changes a game: with ``VERIFY_SKIPS``
the whole pass runs after each plain or reused one and is compared in seeded random games of
every built-in deck, and the same seeds give the same log digests without the plain pass."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import FastPathCheck, Table, needs_corpus

from manastack.engine import layers, triggers
from manastack.model.objects import Zone

SEED = 37


def _swap_a_controller(found: Any) -> Any:
    """A pass gone wrong: one object's controller swapped (a drift for the verification)."""
    if found is not None and found.controllers:
        oid = next(iter(found.controllers))
        found.controllers[oid] = 1 - found.controllers[oid]
    return found


def test_every_plain_pass_is_the_whole_pass(fast_path: FastPathCheck) -> None:
    decks = fast_path.verify(SEED, (layers, "VERIFY_SKIPS"))
    assert "vanilla" in decks and "overload" in decks


def test_a_plain_pass_gone_wrong_fails_the_verification(fast_path: FastPathCheck) -> None:
    """A plain pass that differs from the whole one is found (here: a controller swapped)."""
    fast_path.drift(layers, "_plain_pass", _swap_a_controller)
    fast_path.fails(SEED, (layers, "VERIFY_SKIPS"), match="plain layer pass differs .* controllers")


def test_the_same_seeds_give_the_same_games_without_the_plain_pass(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(layers, "_plain_pass",
                                                           lambda game, objects: None))


def test_a_static_ability_or_a_keyword_counter_takes_the_whole_pass(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 613.4c: with nothing else to apply, a +1/+1 counter is the plain pass's (layer 7c
    alone). CR 122.1b: a flying counter gives its keyword in layer 6; CR 611.3: Glorious
    Anthem's static ability makes an effect (+1/+1): neither pass is plain, and each gives
    what it gives."""
    bears = table.battlefield(0, "Grizzly Bears")[0]
    game = table.game
    assert layers._plain_pass(game, [bears]) is not None
    assert game.power(bears.id) == 2
    countered = table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})[0]
    plain = layers._plain_pass(game, [countered])
    assert plain is not None and plain.chars[countered.id].power == 3
    assert game.power(countered.id) == 3
    with monkeypatch.context() as patch:
        patch.setattr(layers, "VERIFY_SKIPS", True)  # the whole pass too: the same values
        assert layers.compute(game, [bears, countered], []).chars[countered.id] == \
            plain.chars[countered.id]
    flier = table.battlefield(1, "Grizzly Bears", counters={"flying": 1})[0]
    assert layers._plain_pass(game, [flier]) is None
    assert game.has_keyword(flier.id, "flying")
    anthem = table.battlefield(0, "Glorious Anthem")[0]
    assert layers._plain_pass(game, [anthem]) is None
    assert game.power(bears.id) == 3
    assert game.power(countered.id) == 3  # CR 613.4c: only its controller's creatures


def test_a_rule_static_alone_keeps_the_pass_plain(table: Table) -> None:
    """CR 601.2f, 604.1: Goblin Electromancer's "Instant and sorcery spells you cast cost {1}
    less to cast" is a rule static read where spells are cast, no effect of a layer pass: the
    pass stays plain, and knows a permanent has a static ability, so the reduction is found."""
    from manastack.engine.total_cost import rule_statics
    from manastack.model.spells import CostModifier

    electromancer = table.battlefield(0, "Goblin Electromancer")[0]
    game = table.game
    plain = layers._plain_pass(game, [electromancer])
    assert plain is not None and plain.statics
    assert layers.current(game).plain
    assert [(source.id, modifier.increase) for source, modifier in
            rule_statics(game, CostModifier)] == [(electromancer.id, False)]
    bears = table.battlefield(0, "Grizzly Bears")[0]
    plain = layers._plain_pass(game, [bears])
    assert plain is not None and not plain.statics


def test_a_closed_pass_of_the_same_objects_is_reused(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 613: Glorious Anthem's effect reads only the permanents of the pass; a card drawn
    changes none of them, so the next pass is the same pass again (a new result: what was
    worked out from the old one and other zones made again, what from the pass alone kept)
    without running the layers."""
    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.battlefield(0, "Glorious Anthem")
    table.library(0, "Island")
    game = table.game
    before = layers.current(game)
    assert before.closed and not before.plain and game.power(bears.id) == 3
    runs: list[object] = []
    whole = layers._run
    monkeypatch.setattr(layers, "_run", lambda *args: runs.append(args) or whole(*args))
    game.draw(0)
    after = layers.current(game)
    assert after is not before and after.chars == before.chars
    assert after.derived is not before.derived  # worked out again: it may read other zones
    assert after.kept is before.kept  # of the very same objects and effects
    assert runs == [] and game.power(bears.id) == 3


def _without_kept(again: Any) -> Any:
    """``LayerResult.again`` keeping nothing worked out from the pass before."""
    def made_again(self: layers.LayerResult) -> layers.LayerResult:
        other = again(self)
        other.kept = {}
        return other
    return made_again


def test_the_same_seeds_give_the_same_games_without_the_kept_values(
        fast_path: FastPathCheck) -> None:
    """What a pass made again keeps from the pass before (the permanents' triggered
    abilities, the rule statics, the restriction kinds) changes no game."""
    again = layers.LayerResult.again
    fast_path.same_games(SEED, lambda patch: patch.setattr(layers.LayerResult, "again",
                                                           _without_kept(again)))


@pytest.mark.plugins("oracle", "haste")
@needs_corpus
def test_a_pass_made_again_keeps_the_permanents_triggers_and_reads_the_graveyard_again(
        table: Table) -> None:
    """CR 613, 113.6: Thought Scour changes no permanent (paid from the pool), so the pass
    after it is Glorious Anthem's pass made again: the triggered abilities of the permanents
    worked out from it are kept (``LayerResult.kept``), those of the cards in graveyards are
    read again (113.6j): Bloodghast, milled, has "Whenever a land you control enters, you may
    return this card from your graveyard to the battlefield" (603.2), and playing a Swamp
    triggers it."""
    table.battlefield(0, "Glorious Anthem", "Grizzly Bears")
    table.library(0, "Bloodghast", "Bloodghast", "Island")
    table.hand(0, "Thought Scour", "Swamp")
    game = table.game
    before = layers.current(game)
    index = triggers._index(game)
    assert before.kept["permanent triggers"] is index
    table.mana(0, "U")
    table.cast("Thought Scour", targets=["you"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0).count("Bloodghast") == 2
    after = layers.current(game)
    assert after is not before and after.kept is before.kept
    assert after.kept["permanent triggers"] is index
    ghosts = set(game.ids_in(Zone.GRAVEYARD, 0)) - {table.find("Thought Scour").id}
    indexed = {oid for found in triggers._index(game).values() for oid, _ in found}
    assert len(ghosts) == 2 and ghosts <= indexed
    table.play("Swamp")
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Bloodghast") == 2
    assert game.power(table.find("Grizzly Bears").id) == 3


def test_a_pass_reading_another_zone_is_made_again(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 604.3, 613.4a: a characteristic-defining ability counting the cards in a hand reads
    beyond the permanents of the pass (``DefinePTStructural``: not local), so a card drawn
    makes the pass again, and the count follows."""
    from manastack.model.continuous import ContinuousEffect, DefinePTStructural

    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.library(0, "Island")
    game = table.game
    in_hand = DefinePTStructural(lambda game, obj: (len(game.hand(0)), 1))
    layers.start_effect(game, ContinuousEffect(parts=(in_hand,), objects=(bears.id,)))
    assert not layers.current(game).closed
    power = game.power(bears.id)
    game.draw(0)
    assert game.power(bears.id) == power + 1


def test_a_reused_pass_gone_wrong_fails_the_verification(fast_path: FastPathCheck) -> None:
    """A reused pass that differs from the whole one is found (here: a controller swapped)."""
    fast_path.drift(layers.LayerResult, "again", _swap_a_controller)
    fast_path.fails(SEED, (layers, "VERIFY_SKIPS"), match="reused layer pass differs")


@pytest.mark.plugins("earthbend")
def test_a_count_of_counters_on_permanents_is_local(table: Table) -> None:
    """CR 604.3, 613.4a: "Toph's power is equal to the number of +1/+1 counters on lands you
    control" counts counters on permanents, the objects of every pass: a card drawn reuses
    the pass; a counter put on a land is a new object of the pass, and the count follows."""
    toph = table.battlefield(0, "Toph, the Blind Bandit")[0]
    land = table.battlefield(0, "Forest", counters={"+1/+1": 2})[0]
    table.library(0, "Island", "Island")
    game = table.game
    assert game.power(toph.id) == 2 and layers.current(game).closed
    before = layers.current(game)
    game.draw(0)
    assert layers.current(game) is not before and game.power(toph.id) == 2
    game.add_counters(land.id, "+1/+1", 1)
    assert game.power(toph.id) == 3


@pytest.mark.plugins("oracle")
@needs_corpus
def test_an_equipped_creatures_pass_is_reused_and_follows_the_equipment(table: Table) -> None:
    """CR 301.5, 613.4c: Bonesplitter's "Equipped creature gets +2/+0" reads what its source
    is attached to, a permanent of the pass: a card drawn reuses the pass; the Equipment moved
    to another creature is a new object of the pass, and the bonus follows it."""
    bears, elves = table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    splitter = table.battlefield(0, "Bonesplitter")[0]
    table.library(0, "Island")
    game = table.game
    game.update(splitter.id, attached_to=bears.id)
    assert game.power(bears.id) == 4 and layers.current(game).closed
    before = layers.current(game)
    game.draw(0)
    assert layers.current(game) is not before and game.power(bears.id) == 4
    assert layers.current(game).chars == before.chars
    game.update(splitter.id, attached_to=elves.id)
    assert (game.power(bears.id), game.power(elves.id)) == (2, 3)
