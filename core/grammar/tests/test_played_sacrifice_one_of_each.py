""""[player] sacrifices an X and a Y [of their choice]" played (CR 701.21a, 609.3, 101.4).

The printed Structural Collapse and Perilous Predicament are cast from the Oracle corpus: the
player named sacrifices one different permanent for each part, as far as they can; an artifact
creature answers one part only (as the cost ``SacrificeEach`` reads it).
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@oracle
def test_structural_collapse_an_artifact_and_a_land(table: Table) -> None:
    """"Target player sacrifices an artifact and a land of their choice. Structural Collapse
    deals 2 damage to that player." Bob sacrifices the artifact he chooses, Memnite, and the
    Mountain he chooses; his Sol Ring (an artifact too) and his second Mountain stay, as do
    Alice's permanents."""
    table.hand(0, "Structural Collapse")
    table.battlefield(0, "Sol Ring", "Forest")
    table.battlefield(1, "Sol Ring", "Memnite", "Mountain", "Mountain")
    table.mana(0, "RRRRRR")
    bob = table.game.battlefield(1)
    memnite = next(o.id for o in bob if o.name == "Memnite")
    mountain = next(o.id for o in bob if o.name == "Mountain")
    table.cast("Structural Collapse", targets=["Bob"])
    table.resolve(answers=[Answer("sacrifice", (memnite,), player=1),
                           Answer("sacrifice", (mountain,), player=1)])
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Memnite", "Mountain"]
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Mountain", "Sol Ring"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == ["Forest", "Sol Ring"]
    table.assert_life(1, 18)
    table.assert_logged(rule="701.21a")


@oracle
def test_structural_collapse_one_artifact_land_answers_one_part(table: Table) -> None:
    """Bob controls only Memnite and Sol Ring, no land: he sacrifices one artifact (his
    choice, Memnite) and nothing for the land (609.3: as much as he can)."""
    table.hand(0, "Structural Collapse")
    table.battlefield(1, "Sol Ring", "Memnite")
    table.mana(0, "RRRRRR")
    table.cast("Structural Collapse", targets=["Bob"])
    table.resolve(answers=[Answer("sacrifice", ("Memnite",), player=1)])
    assert table.names(Zone.GRAVEYARD, 1) == ["Memnite"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Sol Ring"]


@oracle
def test_perilous_predicament_each_opponent_an_artifact_creature_and_another(
        table: Table) -> None:
    """"Each opponent sacrifices an artifact creature and a nonartifact creature of their
    choice." Bob sacrifices Memnite and the Hill Giant he chooses; his Grizzly Bears stay, and
    Alice, not an opponent, keeps her creatures."""
    table.hand(0, "Perilous Predicament")
    table.battlefield(0, "Memnite", "Grizzly Bears")
    table.battlefield(1, "Memnite", "Grizzly Bears", "Hill Giant")
    table.mana(0, "BBBBB")
    table.cast("Perilous Predicament")
    table.resolve(answers=[Answer("sacrifice", ("Memnite",), player=1),
                           Answer("sacrifice", ("Hill Giant",), player=1)])
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Hill Giant", "Memnite"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == ["Grizzly Bears", "Memnite"]
