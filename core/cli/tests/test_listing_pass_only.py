"""Outside sorcery timing (CR 307.1) a priority with no permission whose timing allows
casting now (117.1a, 304.1, 702.8) and no ability to activate (602.2, 602.5d) lists only the
special actions (116.2), found without building a spell or a total cost (601.2f). Speed
never changes a game: with ``VERIFY_SKIPS`` every priority of seeded random games of every
built-in deck is listed both ways and compared, and the same seeds give the same log
digests without the shortcut."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import FastPathCheck, Table

from manastack.engine import legal_actions
from manastack.engine.game import Game
from manastack.model.actions import CastSpell
from manastack.model.turns import Step

SEED = 23


def test_every_pass_only_priority_lists_what_the_full_checks_list(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    found = legal_actions._pass_only
    answers: list[bool] = []

    def recording(game: Game, player: int, *args: Any) -> bool:
        answer = found(game, player, *args)
        answers.append(answer)
        return answer

    monkeypatch.setattr(legal_actions, "_pass_only", recording)
    decks = fast_path.verify(SEED, (legal_actions, "VERIFY_SKIPS"))  # raises on a difference
    assert "vanilla" in decks and "flashback" in decks and len(decks) >= 5
    assert sum(answers) > 1000  # the shortcut answered most priorities
    assert len(answers) - sum(answers) > 300  # and left the others to the full listing


def test_a_shortcut_that_always_passes_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A shortcut ruling out what could be cast or activated is found: the full listing
    lists more (CR 117.1), and the game it happened in is named."""
    monkeypatch.setattr(legal_actions, "_pass_only", lambda *args: True)
    fast_path.fails(SEED, (legal_actions, "VERIFY_SKIPS"), match="pass-only shortcut")


def test_the_same_seeds_give_the_same_games_without_the_shortcut(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(legal_actions, "PASS_ONLY", False))


def _on_the_opponents_turn(table: Table) -> None:
    table.set_turn(active=1, step=Step.UPKEEP, turn=2)


def test_a_creature_card_in_hand_is_pass_only_outside_sorcery_timing(table: Table) -> None:
    """CR 307.1: Grizzly Bears in the upkeep of the opponent's turn: only pass."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    _on_the_opponents_turn(table)
    assert legal_actions._pass_only(table.game, 0)
    assert legal_actions.legal_priority_actions(table.game, 0) == []


def test_an_instant_in_hand_is_listed_outside_sorcery_timing(table: Table) -> None:
    """CR 304.1, 117.1a: Lightning Bolt may be cast in the opponent's upkeep; not pass-only."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Grizzly Bears", "Lightning Bolt")
    _on_the_opponents_turn(table)
    assert not legal_actions._pass_only(table.game, 0)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)
            if isinstance(a, CastSpell)] == ["Lightning Bolt"]


@pytest.mark.plugins("oracle")
def test_an_activated_ability_is_listed_outside_sorcery_timing(table: Table) -> None:
    """CR 602.2: Rod of Ruin's "{3}, {T}: ..." may be activated any time it has priority."""
    table.battlefield(0, "Rod of Ruin")
    table.lands(0, "Mountain", 3)
    _on_the_opponents_turn(table)
    assert not legal_actions._pass_only(table.game, 0)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)] == \
        ["Rod of Ruin"]


def test_sorcery_timing_is_never_pass_only(table: Table) -> None:
    """CR 307.1, 305.1: in your main phase with the stack empty, lands and sorceries."""
    table.hand(0, "Forest")
    table.set_turn(active=0, step=Step.MAIN1, turn=1)
    assert not legal_actions._pass_only(table.game, 0)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)] == ["Forest"]


def test_a_creature_card_with_flash_is_listed_outside_sorcery_timing(table: Table) -> None:
    """CR 702.8a, 304.1: Ambush Viper (flash) may be cast in the opponent's upkeep, Grizzly
    Bears beside it may not; the shortcut reads flash from the card's characteristics."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears", "Ambush Viper")
    _on_the_opponents_turn(table)
    assert not legal_actions._pass_only(table.game, 0)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)
            if isinstance(a, CastSpell)] == ["Ambush Viper"]


@pytest.mark.plugins("oracle")
def test_a_creature_card_becomes_castable_in_the_middle_of_a_step(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 609.4, 702.8a: Alchemist's Refuge's "You may cast spells this turn as though they
    had flash", activated and resolved in the opponent's upkeep, makes Grizzly Bears castable
    in that same step; each listing is compared with the full one (``VERIFY_SKIPS``)."""
    monkeypatch.setattr(legal_actions, "VERIFY_SKIPS", True)
    table.battlefield(0, "Alchemist's Refuge")
    table.lands(0, "Forest", 3)
    table.lands(0, "Island", 1)
    table.hand(0, "Grizzly Bears")
    _on_the_opponents_turn(table)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)] == \
        ["Alchemist's Refuge"]  # CR 602.2: its ability, not the Bears
    table.pass_priority()  # Bob, the active player, passes: Alice has priority (117.3d)
    table.activate("Alchemist's Refuge")
    table.resolve()
    assert table.game.state.turn.step is Step.UPKEEP  # still the same step
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)
            if isinstance(a, CastSpell)] == ["Grizzly Bears"]


@pytest.mark.plugins("oracle")
def test_a_static_as_though_flash_arriving_mid_step_ends_the_pass_only_answer(
        table: Table) -> None:
    """CR 609.4: Grizzly Bears in the opponent's upkeep is pass-only until Vedalken Orrery
    ("You may cast spells as though they had flash") is on the battlefield; then, in the same
    step, the Bears may be cast (what the shortcut reads of "as though" effects is read
    again at each priority)."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    _on_the_opponents_turn(table)
    assert legal_actions._pass_only(table.game, 0)
    table.battlefield(0, "Vedalken Orrery")
    assert table.game.state.turn.step is Step.UPKEEP
    assert not legal_actions._pass_only(table.game, 0)
    assert [a.name for a in legal_actions.legal_priority_actions(table.game, 0)
            if isinstance(a, CastSpell)] == ["Grizzly Bears"]
