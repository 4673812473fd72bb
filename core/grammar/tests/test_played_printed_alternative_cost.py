""""[If condition,] you may [cost] rather than pay this spell's mana cost", played from
printed cards (CR 118.9, 601.2b, 601.2f-h).

Fireblast is cast for two sacrificed Mountains instead of {4}{R}{R}; with one Mountain that
cost can't be paid and the cast is illegal, leaving the game as it was (732). Snuff Out's
alternative cost (4 life) is offered only while its caster controls a Swamp. The printed
cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FIREBLAST = CardDef(
    name="Fireblast", mana_cost="{4}{R}{R}", type_line="Instant",
    text="You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
         "Fireblast deals 4 damage to any target.")
SNUFF_OUT = CardDef(
    name="Snuff Out", mana_cost="{3}{B}", type_line="Instant",
    text="If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
         "Destroy target nonblack creature. It can't be regenerated.")

PRINTED = (FIREBLAST, SNUFF_OUT)

kit = pytest.mark.plugins(extra={"alternative-kit": card_pool("alternative-kit", PRINTED)})

#: The casting permission a printed alternative cost gives (CR 118.9).
ALTERNATIVE = "alternative cost"


@kit
def test_fireblast_is_cast_by_sacrificing_two_mountains(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Fireblast")
    table.cast("Fireblast", using=ALTERNATIVE, targets=["player 2"],
               sacrifice=["Mountain", "Mountain"])
    table.assert_logged(contains="for its alternative cost sacrifice two Mountains, CR 118.9")
    # CR 118.9: no mana is paid; the two Mountains are sacrificed as the cost (601.2h)
    assert table.tapped_count(0) == 0
    assert table.names(Zone.GRAVEYARD, 0).count("Mountain") == 2
    table.resolve_all()
    table.assert_life(1, 16)


@kit
def test_fireblast_with_one_mountain_cant_be_cast_that_way(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Fireblast")
    table.assert_illegal(table.cast, "Fireblast", using=ALTERNATIVE, targets=["player 2"],
                         sacrifice=["Mountain"])
    table.assert_zone("Fireblast", Zone.HAND, player=0)
    assert table.names(Zone.BATTLEFIELD, 0) == ["Mountain"]
    table.assert_life(1, 20)


@kit
def test_fireblast_for_its_mana_cost_keeps_the_mountains(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.hand(0, "Fireblast")
    table.cast("Fireblast", targets=["player 2"])
    assert table.tapped_count(0) == 6
    assert "Mountain" not in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    table.assert_life(1, 16)


@kit
def test_snuff_out_for_4_life_only_while_you_control_a_swamp(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Snuff Out")
    # CR 118.9: no Swamp, no alternative cost: the cast is illegal and changes nothing (732)
    table.assert_illegal(table.cast, "Snuff Out", using=ALTERNATIVE, targets=["Grizzly Bears"])
    table.assert_life(0, 20)
    table.assert_zone("Snuff Out", Zone.HAND, player=0)
    table.battlefield(0, "Swamp")
    table.cast("Snuff Out", using=ALTERNATIVE, targets=["Grizzly Bears"])
    table.assert_life(0, 16)
    assert table.tapped_count(0) == 0
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


CORPUS = OracleCorpusSource.default_path()


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
