"""A Curse's trigger on a creature enchanted player controls dying (CR 303.4, 700.4, 603.10a).

Curse of Clinging Webs ("Enchant player / Whenever a nontoken creature enchanted player
controls dies, exile it and you create a 1/2 green Spider creature token with reach.") is
cast at the opponent and played: the creature dying has left the battlefield when the
trigger is checked, so who controlled it is read as it last existed (603.10a, 608.2h), and
"it" is the card put into the graveyard (603.7c, 400.7). The cards are the Oracle corpus's.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

#: the printed cards, from the Oracle corpus; Act of Treason's haste is a plugin's
oracle = pytest.mark.plugins("oracle", "haste")


def _curse_on_the_opponent(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.hand(0, "Curse of Clinging Webs")
    table.cast("Curse of Clinging Webs", targets=["player 2"])
    table.resolve()
    assert table.find("Curse of Clinging Webs").attached_player == 1


@oracle
def test_a_creature_of_the_enchanted_player_dying_is_exiled_and_makes_a_spider(
        table: Table) -> None:
    """CR 700.4, 603.10a: the opponent's Hill Giant, bolted, dies; the trigger reads who
    controlled it as it last existed, exiles the card from the graveyard and gives the
    Curse's controller a 1/2 Spider with reach."""
    table.battlefield(1, "Hill Giant")
    _curse_on_the_opponent(table)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.EXILE, 1) == ["Hill Giant"]
    (spider,) = [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.is_token]
    chars = table.game.chars(spider.id)
    assert table.game.controller(spider.id) == 0
    assert (chars.power, chars.toughness, chars.colors) == (1, 2, frozenset({"G"}))
    assert table.game.has_keyword(spider.id, "reach")


@oracle
def test_a_creature_of_the_curses_controller_dying_triggers_nothing(table: Table) -> None:
    """CR 303.4: "enchanted player controls": the Curse's controller's own Grizzly Bears
    dying is not the enchanted player's creature."""
    table.battlefield(0, "Grizzly Bears")
    _curse_on_the_opponent(table)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt", "Grizzly Bears"]
    assert not [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.is_token]


@oracle
def test_a_creature_stolen_from_the_enchanted_player_dies_as_the_thiefs(table: Table) -> None:
    """CR 603.10a, 613.1b: the opponent's Hill Giant, gained with Act of Treason, dies under
    the Curse's controller's control: not a creature the enchanted player controlled as it
    last existed, so nothing triggers and the card stays in its owner's graveyard."""
    table.battlefield(1, "Hill Giant")
    _curse_on_the_opponent(table)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Act of Treason", "Lightning Bolt")
    table.cast("Act of Treason", targets=["Hill Giant"])
    table.resolve()
    assert table.game.controller(table.find("Hill Giant").id) == 0
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert not [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.is_token]
