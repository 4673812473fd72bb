"""A printed anthem, cast and played: "Creatures you control get +1/+1." (Glorious Anthem,
from the kernel's pool, whose text is the Oracle corpus's: checked below).

A static ability's effect applies to the objects it names for as long as its source is on
the battlefield (CR 611.3a), in layer 7c (613.4c): the controller's creatures, those that
arrive later included, and not the opponent's; when the anthem leaves, the bonus ends.
"""

from __future__ import annotations

from pytest_manastack import needs_corpus

from manastack.api import OracleCorpusSource, TomlCardSource
from manastack.driver import Table
from manastack.model.objects import Zone

CORPUS = OracleCorpusSource.default_path()


def test_glorious_anthem_cast_pumps_its_controllers_creatures_only(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.hand(0, "Glorious Anthem")
    table.cast("Glorious Anthem")
    table.resolve()
    mine, theirs = table.find("Grizzly Bears", player=0), table.find("Grizzly Bears", player=1)
    assert table.game.chars(mine.id).power == 3 and table.game.chars(mine.id).toughness == 3
    assert table.game.chars(theirs.id).power == 2  # CR 611.3a: "you control" only


def test_a_creature_arriving_later_gets_the_bonus_until_the_anthem_leaves(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Glorious Anthem")
    table.cast("Glorious Anthem")
    table.resolve()
    table.battlefield(0, "Serra Angel")
    assert table.power("Serra Angel") == 5  # CR 611.3a: the effect reaches it as it arrives
    table.game.move(table.find("Glorious Anthem").id, Zone.GRAVEYARD, rule="701.8a")
    table.refresh()
    assert table.power("Serra Angel") == 4 and table.toughness("Serra Angel") == 4


@needs_corpus
def test_the_pool_card_is_the_printed_one() -> None:
    assert CORPUS is not None
    d = OracleCorpusSource(CORPUS).get("Glorious Anthem")
    mine = TomlCardSource.from_package("kernel", "manastack", "data/cards.toml").get(
        "Glorious Anthem")
    assert d is not None and mine is not None
    assert (d.mana_cost, d.type_line, d.text) == (mine.mana_cost, mine.type_line, mine.text)
