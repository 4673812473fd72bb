"""Well-known interactions of two or three printed cards, each a scenario file under
``data/interactions`` whose description cites the rules it turns on: layers and their
dependency (613.4, 613.8), prohibitions and replacements against triggers and life
(101.2, 603.2, 614, 615.12), the stack (115.7, 701.6, 702.61, 707.10), combat
requirements and restrictions (508.1c-d), copies (707: counters, face-down, legendary and
token originals, copies of copies), control changes (613.2, 506.4, 302.6), damage and its
prevention, redirection and doubling (120.3, 615, 616.1, 702.19b), triggers looking back
and APNAP (603.3b, 603.4, 603.10a), state-based actions (704.5) and costs (601.2f).
Each must hold all its expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from manastack_cli.scenario.files import load
from manastack_cli.scenario.runner import run

FILES = sorted((Path(__file__).parent / "data" / "interactions").glob("*.toml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_the_interaction_holds(path: Path) -> None:
    assert list(run(load(path), env={}).failures) == []
