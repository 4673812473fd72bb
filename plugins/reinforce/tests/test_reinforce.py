"""Reinforce (CR 702.77): discard the card from your hand to put N +1/+1 counters on target
creature, at instant speed. Runs alone with ``pytest plugins/reinforce``."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ActivateAbility, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("reinforce")

#: Each card of the pool, its reinforce N (None: X) and the mana its cost asks (X=2).
CARDS: dict[str, tuple[int | None, str]] = {
    "Break Ties": (1, "W"), "Brighthearth Banneret": (1, "CR"),
    "Burrenton Bombardier": (2, "CCW"), "Earthbrawn": (1, "CG"), "Fowl Strike": (2, "CCG"),
    "Hunting Triad": (3, "CCCG"), "Mosquito Guard": (1, "CW"), "Swell of Courage": (None, "CCWW"),
    "Wren's Run Hydra": (None, "CCGG")}


def reinforce(table: Table, name: str, target: str = "Grizzly Bears", x: int | None = None,
              player: int = 0) -> None:
    """``player`` activates ``name``'s reinforce from the hand and it resolves."""
    table.hand(player, name)
    table.mana(player, CARDS[name][1])
    table.activate(name, targets=[target], x=x)
    table.assert_zone(name, Zone.GRAVEYARD, player)  # discarded as a cost (602.2b)
    table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("reinforce", "manastack_reinforce", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert [getattr(a, "keyword", None) for a in card.abilities].count("reinforce") == 1
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_reinforce_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("reinforce", "manastack_reinforce", "cards.toml")
    definition = source.get("Mosquito Guard")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("reinforce", "reinforce"),)


@pytest.mark.parametrize("name", [n for n, (count, _) in CARDS.items() if count is not None])
def test_702_77a_n_counters_on_target_creature(table: Table, name: str) -> None:
    """Each card with a fixed N: its cost and the discard paid, N +1/+1 counters."""
    n = CARDS[name][0]
    table.battlefield(1, "Grizzly Bears")
    reinforce(table, name)
    table.assert_counters("Grizzly Bears", "+1/+1", n or 0)
    assert table.power("Grizzly Bears") == 2 + (n or 0)
    table.assert_logged(rule="702.77a", contains=f"reinforce: {n} +1/+1 counter(s)")


@pytest.mark.parametrize("name", ["Swell of Courage", "Wren's Run Hydra"])
def test_702_77a_reinforce_x_puts_x_counters(table: Table, name: str) -> None:
    """"Reinforce X—{X}{W}{W}": X announced as it is activated (107.3), paid, and as many
    counters."""
    table.battlefield(0, "Grizzly Bears")
    reinforce(table, name, x=2)
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.assert_logged(rule="702.77a", contains="reinforce: 2 +1/+1 counter(s)")


def test_702_77a_at_instant_speed_in_response(table: Table) -> None:
    """Nothing limits its timing (602.5): in Bob's turn, in response to his Lightning Bolt,
    Alice reinforces her Grizzly Bears, which survive the 3 damage as a 4/4."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.library(0, "Island")
    table.library(1, "Island")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.hand(0, "Burrenton Bombardier")
    table.mana(0, "CCW")
    table.pass_priority()  # Bob passes: Alice may respond
    table.activate("Burrenton Bombardier", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)  # 4/4 with 3 damage


def test_608_2b_the_target_gone_nothing_happens(table: Table) -> None:
    """The target left before it resolved: the ability doesn't resolve; the card stays
    discarded (the cost was paid)."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Mosquito Guard", "Lightning Bolt")
    table.mana(0, "CWR")
    table.activate("Mosquito Guard", targets=["Grizzly Bears"])
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Mosquito Guard", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.77a")


def test_113_6b_only_from_the_hand(table: Table) -> None:
    """On the battlefield, Mosquito Guard has no reinforce to activate."""
    table.battlefield(0, "Mosquito Guard")
    table.mana(0, "CW")
    with pytest.raises(IllegalActionError, match="no activated ability"):
        table.activate("Mosquito Guard")


def test_115_1_a_target_is_needed(table: Table) -> None:
    """No creature to target: nothing is offered, and a player as the target is refused,
    changing nothing (732)."""
    table.hand(0, "Earthbrawn")
    table.mana(0, "CG")
    assert not [a for a in table.game.legal_actions() if isinstance(a, ActivateAbility)]
    table.assert_illegal(table.activate, "Earthbrawn", targets=["Alice"])


def test_hunting_triad_and_fowl_strike_cast_as_spells(table: Table) -> None:
    """The cards' own text, read with reinforce on them: Hunting Triad's three Elf Warriors,
    then Fowl Strike's reinforce on one of them."""
    table.hand(0, "Hunting Triad")
    table.mana(0, "CCCG")
    table.cast("Hunting Triad")
    table.resolve()
    elves = [o for o in table.game.battlefield(0) if "Elf Warrior" in o.card.name]
    assert len(elves) == 3
    table.hand(0, "Fowl Strike")
    table.mana(0, "CCG")
    table.activate("Fowl Strike", targets=[elves[0].id])
    table.resolve()
    assert table.game.obj(elves[0].id).counter("+1/+1") == 2
