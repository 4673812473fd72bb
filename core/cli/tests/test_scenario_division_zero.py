"""A division answer with an explicit 0 (CR 510.1c-d, 601.2d): a recipient of combat damage
given 0 gets none; a divided spell's target given 0 is refused with 601.2d's reason, and a
0 naming no recipient is refused naming the recipients."""

from __future__ import annotations

from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack import ScenarioError

DATA = Path(__file__).parent / "data" / "interactions"


def _text(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def test_forked_bolt_with_0_to_a_target_is_refused_giving_601_2d_reason() -> None:
    text = _text("forked-bolt-zero-refused.toml").replace('illegal = "601.2d"\n', "", 1)
    with pytest.raises(ScenarioError, match=r"at least one .*\(601\.2d\): 0 to Bob"):
        run(loads(text, "forked.toml"), env={})


def test_a_0_to_a_player_who_is_no_recipient_is_refused_naming_the_recipients() -> None:
    """Craw Wurm has no trample: Bob is no recipient of its damage (CR 510.1c)."""
    text = _text("damage-assignment-zero-to-blocker.toml").replace(
        '"Grizzly Bears" = 6 }', '"Grizzly Bears" = 6, Bob = 0 }')
    with pytest.raises(ScenarioError, match=r"'Bob' given 0 is no recipient .*Hill Giant"):
        run(loads(text, "wurm.toml"), env={})
