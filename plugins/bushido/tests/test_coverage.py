"""Coverage of the printed bushido cards (the figure in README.md), from the Oracle corpus.

Runs when the corpus is available (`pip install 'manastack-core[oracle]'`, or
`MANASTACK_ORACLE_CORPUS=/path/to/oracle_corpus.json`); skipped otherwise. A card counts
as playable when the kernel and this plugin alone understand every line of its text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import corpus_coverage

PRINTED = 37  # cards whose MTGJSON keywords list Bushido
PLAYABLE = 27  # README.md's figure (with bushido alone): it may only go up

#: The printed cards whose only text the reader didn't understand before this plugin was
#: the keyword, read with this plugin alone (Ronin Houndmaster, the 22nd, also needs haste).
KEYWORD_ONLY = ("Araba Mothrider", "Battle-Mad Ronin", "Cursed Ronin", "Devoted Retainer",
                "Hand of Cruelty", "Hand of Honor", "Iizuka the Ruthless", "Indebted Samurai",
                "Inner-Chamber Guard", "Jade Avenger", "Kitsune Blademaster",
                "Kitsune Dawnblade", "Konda, Lord of Eiganjo", "Mothrider Samurai",
                "Nagao, Bound by Honor", "Nezumi Ronin", "Ronin Cavekeeper",
                "Samurai Enforcers", "Silverstorm Samurai", "Sokenzan Spellblade",
                "Takeno's Cavalry")


@pytest.mark.plugins("bushido")
def test_coverage_of_the_printed_bushido_cards(rules: Any) -> None:
    printed, playable = corpus_coverage(rules, "bushido")
    assert len(printed) == PRINTED
    print(f"bushido: {len(playable)} / {len(printed)} printed cards playable")
    assert len(playable) >= PLAYABLE
    assert set(KEYWORD_ONLY) <= set(playable)


def test_the_readme_states_the_figure() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[1] / "README.md").read_text("utf-8")
    assert f"**{PLAYABLE} / {PRINTED}**" in readme
