"""Printed "cards exiled with ~" played (CR 607.2a: the ability returning them is linked to the
ability of the same object that exiled them).

Helvault's and Parallax Tide's exiled cards come back under their owners' control once the
permanent leaves (603.6a, all at once); Cold Storage puts each creature card it exiled onto
the battlefield under its controller's control; Underworld Sentinel's "put all cards exiled
with it onto the battlefield" names no controller, so they enter under the control of the
player putting them there (110.2a). A card exiled by anything else stays in exile. The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _controller(table: Table, name: str) -> int:
    return table.game.controller(table.find(name, zone=Zone.BATTLEFIELD).id)



def _removed(table: Table, name: str, spell: str, land: str, lands: int) -> None:
    """Alice casts ``spell`` (paid with ``lands`` of ``land``) at ``name``, which leaves the
    battlefield; its leave trigger resolves too (CR 603.6c)."""
    table.lands(0, land, lands)
    table.hand(0, spell)
    table.cast(spell, targets=[name])
    table.resolve_all()

@oracle
def test_607_2a_helvault_returns_what_it_exiled_to_its_owner(table: Table) -> None:
    """CR 607.2a: Helvault exiles Bob's Hill Giant ({7}, {T}); Bob's Grizzly Bears, exiled
    by Last Breath, is no card exiled with Helvault. Helvault destroyed by Shatter, its trigger
    returns the Giant under Bob's control; the Bears stay exiled."""
    table.battlefield(0, "Helvault")
    table.lands(0, "Plains", 9)
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.activate("Helvault", 1, targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.hand(0, "Last Breath")
    table.cast("Last Breath", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    _removed(table, "Helvault", "Shatter", "Mountain", 2)
    table.assert_zone("Helvault", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
    assert _controller(table, "Hill Giant") == 1
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@pytest.mark.plugins("oracle", "fading")
def test_607_2a_parallax_tide_gives_each_player_their_lands_back(table: Table) -> None:
    """CR 702.32a: Parallax Tide enters with five fade counters; removing two exiles Bob's
    Island and Alice's own Forest; once the Tide leaves, each returns under its owner's
    control (110.2a), at once (603.6a)."""
    table.lands(0, "Island", 4)
    table.battlefield(0, "Forest")
    table.battlefield(1, "Island")
    table.hand(0, "Parallax Tide")
    table.cast("Parallax Tide")
    table.resolve()
    table.assert_counters("Parallax Tide", "fade", 5)
    bobs = table.game.battlefield(1)[0].id
    table.activate("Parallax Tide", 0, targets=[bobs])
    table.resolve()
    table.activate("Parallax Tide", 0, targets=["Forest"])
    table.resolve()
    table.assert_counters("Parallax Tide", "fade", 3)
    assert table.game.battlefield(1) == []
    table.assert_zone("Forest", Zone.EXILE)
    _removed(table, "Parallax Tide", "Disenchant", "Plains", 2)
    assert [o.card.name for o in table.game.battlefield(1)] == ["Island"]
    assert _controller(table, "Forest") == 0


@oracle
def test_607_2a_cold_storage_returns_the_creature_under_your_control(table: Table) -> None:
    """CR 607.2a: Cold Storage exiles Alice's Grizzly Bears; sacrificing it returns them
    under Alice's control, a new object (400.7)."""
    table.battlefield(0, "Cold Storage", "Grizzly Bears")
    table.lands(0, "Wastes", 3)
    table.activate("Cold Storage", 0, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.activate("Cold Storage", 1)
    table.resolve()
    table.assert_zone("Cold Storage", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert _controller(table, "Grizzly Bears") == 0


@oracle
def test_110_2a_underworld_sentinel_puts_them_under_your_control(table: Table) -> None:
    """CR 607.2a: attacking, Underworld Sentinel exiles Alice's Grizzly Bears from her
    graveyard; when it dies the Bears enter under her control (110.2a)."""
    table.battlefield(0, "Underworld Sentinel")
    table.graveyard(0, "Grizzly Bears")
    table.answer("targets", "Grizzly Bears")
    table.attack("Underworld Sentinel")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.go_to(Step.MAIN2)
    _removed(table, "Underworld Sentinel", "Murder", "Swamp", 3)
    table.assert_zone("Underworld Sentinel", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert _controller(table, "Grizzly Bears") == 0


@oracle
def test_607_2a_sisters_of_stone_death_put_a_card_they_exiled_under_your_control(
        table: Table) -> None:
    """CR 607.2a: Bob's Hill Giant blocks the Sisters and is exiled by their {B}{G} ability;
    Bob's Grizzly Bears, exiled by Last Breath, are no card exiled with them. {2}{B}: Alice
    chooses among the cards the Sisters exiled (608.2c), only the Giant, and it enters under
    her control (110.2a); the Bears stay exiled."""
    table.battlefield(0, "Sisters of Stone Death")
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.hand(0, "Last Breath")
    table.cast("Last Breath", targets=["Grizzly Bears"])
    table.resolve()
    table.lands(0, "Swamp", 2)
    table.lands(0, "Forest", 1)
    table.lands(0, "Wastes", 2)
    table.attack("Sisters of Stone Death")
    table.block({"Hill Giant": "Sisters of Stone Death"})
    table.activate("Sisters of Stone Death", 1, targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.activate("Sisters of Stone Death", 2)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
    assert _controller(table, "Hill Giant") == 0
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@oracle
def test_607_2a_wormfang_newt_returns_the_land_it_exiled(table: Table) -> None:
    """CR 607.2a: Wormfang Newt's enter trigger exiles the land Alice chooses (608.2d), her
    Forest; Shock kills the Newt and its leave trigger returns "the exiled card", the Forest,
    under her control; her Plains, exiled by nothing of the Newt's, is not touched."""
    table.lands(0, "Island", 2)
    table.battlefield(0, "Forest")
    table.hand(0, "Wormfang Newt")
    table.cast("Wormfang Newt")
    table.resolve()
    table.answer("choose", "Forest")
    table.resolve()
    table.assert_zone("Forest", Zone.EXILE)
    table.exile(0, "Plains")
    _removed(table, "Wormfang Newt", "Shock", "Mountain", 1)
    table.assert_zone("Wormfang Newt", Zone.GRAVEYARD)
    table.assert_zone("Forest", Zone.BATTLEFIELD)
    assert _controller(table, "Forest") == 0
    table.assert_zone("Plains", Zone.EXILE)


@oracle
def test_607_2a_admonition_angel_returns_what_it_exiled_when_it_leaves(table: Table) -> None:
    """CR 115.4: Admonition Angel's landfall trigger can't target the Angel itself ("other
    than this creature"); it exiles Bob's Hill Giant (Alice chooses to, 603.5); Murder kills
    the Angel and its leave trigger returns the Giant under Bob's control (607.2a)."""
    table.battlefield(0, "Admonition Angel")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Plains")
    asked = table.watch_decisions("targets")
    table.answer("targets", "Hill Giant")
    table.answer("may", "yes")
    table.play("Plains")
    table.resolve_all()
    offered = {o for d in asked for o in d.options}
    assert offered
    assert table.find("Admonition Angel").id not in offered
    table.assert_zone("Hill Giant", Zone.EXILE)
    _removed(table, "Admonition Angel", "Murder", "Swamp", 3)
    table.assert_zone("Admonition Angel", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
    assert _controller(table, "Hill Giant") == 1
