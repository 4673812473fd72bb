"""Printed "[you may] sacrifice [a permanent]. When you do, ..." played when what is sacrificed
is a token (CR 603.12, 111.7, 704.5d).

The reflexive ability triggers if the action was taken during the resolution (603.12). A token
put into a graveyard ceases to exist (111.7, 704.5d): nothing is left of it afterwards, yet it
was sacrificed. Whether it was is recorded as the sacrifice happens, not looked for afterwards
in what the sacrifice left.

Shire Shirriff ("When this creature enters, you may sacrifice a token. When you do, exile target
creature an opponent controls until this creature leaves the battlefield."): a Soldier token
made by Raise the Alarm sacrificed, Bob's Hill Giant is exiled; declined, it stays.

Cornered Crook ("When this creature enters, you may sacrifice an artifact. When you do, this
creature deals 3 damage to any target."): a Treasure token (made by Seize the Spoils) or Sol
Ring, a nontoken artifact, sacrificed: 3 damage to Bob's Hill Giant (3/3) either way, which
dies; with no artifact, nothing is sacrificed and nothing is dealt.

Lithobraking ("Create a Lander token. Then you may sacrifice an artifact. When you do,
Lithobraking deals 2 damage to each creature."): the Lander token it just made sacrificed, 2
damage to each creature.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _soldier_tokens(table: Table) -> None:
    """Alice casts Raise the Alarm with two Plains: two 1/1 Soldier tokens enter (CR 111.1)."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 2


def _shirriff_enters(table: Table, answer: str) -> None:
    """Alice, with two Soldier tokens, casts Shire Shirriff; Bob has Hill Giant; she answers
    ``answer`` to "you may sacrifice a token" and sacrifices a Soldier if she says yes."""
    _soldier_tokens(table)
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.hand(0, "Shire Shirriff")
    table.cast("Shire Shirriff")
    table.answer("may", answer, player=0)
    if answer == "yes":
        table.answer("sacrifice", "Soldier Token", player=0)
        table.answer("targets", "Hill Giant", player=0)
    table.resolve_all()


@oracle
def test_shire_shirriff_sacrificing_a_token_exiles_the_target(table: Table) -> None:
    """CR 603.12: the Soldier token was sacrificed, though it then ceased to exist (111.7,
    704.5d): the reflexive ability triggers and Hill Giant is exiled."""
    _shirriff_enters(table, "yes")
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 1
    assert "Soldier Token" not in table.names(Zone.GRAVEYARD, 0)  # CR 704.5d
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    assert table.names(Zone.EXILE, 1) == ["Hill Giant"]


@oracle
def test_shire_shirriff_declined_exiles_nothing(table: Table) -> None:
    """CR 603.12: no token sacrificed, no reflexive trigger: Hill Giant stays."""
    _shirriff_enters(table, "no")
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 2
    assert table.names(Zone.BATTLEFIELD, 1) == ["Hill Giant"]
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")


def _crook_enters(table: Table, artifact: str | None) -> None:
    """Alice casts Cornered Crook; Bob has Hill Giant. ``artifact``: the one she sacrifices
    ("Treasure Token" made by Seize the Spoils, or Sol Ring), None: she has none."""
    table.library(0, "Island", "Island")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 5)
    if artifact == "Treasure Token":
        table.lands(0, "Mountain", 3)
        table.hand(0, "Seize the Spoils", "Grizzly Bears")
        table.cast("Seize the Spoils", discard=["Grizzly Bears"])
        table.resolve()
        table.assert_zone("Treasure Token", Zone.BATTLEFIELD)
    elif artifact is not None:
        table.battlefield(0, artifact)
    table.hand(0, "Cornered Crook")
    table.cast("Cornered Crook")
    table.answer("may", "yes", player=0)
    table.answer("sacrifice", artifact or "", player=0)
    table.answer("targets", "Hill Giant", player=0)
    table.resolve_all()


@oracle
@pytest.mark.parametrize("artifact", ["Treasure Token", "Sol Ring"])
def test_cornered_crook_sacrificing_an_artifact_deals_three_damage(
        table: Table, artifact: str) -> None:
    """CR 603.12: a token (gone once sacrificed, 111.7) or a nontoken artifact (in the
    graveyard) sacrificed: the reflexive ability deals 3 damage to Hill Giant, which dies
    (704.5g)."""
    _crook_enters(table, artifact)
    assert artifact not in table.names(Zone.BATTLEFIELD, 0)
    assert (artifact in table.names(Zone.GRAVEYARD, 0)) is (artifact == "Sol Ring")  # 704.5d
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


@oracle
def test_cornered_crook_without_an_artifact_deals_no_damage(table: Table) -> None:
    """CR 603.12, 609.3: "yes" with no artifact to sacrifice: none is, no reflexive trigger."""
    _crook_enters(table, None)
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")


@oracle
def test_lithobraking_sacrificing_its_lander_token_deals_two_damage(table: Table) -> None:
    """CR 603.12: the Lander token Lithobraking made is the artifact sacrificed (it ceases to
    exist, 111.7): the reflexive ability deals 2 damage to each creature, Grizzly Bears die."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Lithobraking")
    table.cast("Lithobraking")
    table.answer("may", "yes", player=0)
    table.answer("sacrifice", "Lander Token", player=0)
    table.resolve_all()
    assert "Lander Token" not in table.names(Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
