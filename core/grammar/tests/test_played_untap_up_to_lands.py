""""Untap up to N lands." played (CR 107.1c, 608.2d, 701.26b).

Frantic Search's "Untap up to three lands." and Peregrine Drake's "When this creature
enters, untap up to five lands." target nothing: as the effect is applied its controller
chooses any number of lands from none to N, any player's, and those untap.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

FRANTIC_SEARCH = CardDef(
    name="Frantic Search", mana_cost="{2}{U}", type_line="Instant",
    text="Draw two cards, then discard two cards. Untap up to three lands.")
PEREGRINE_DRAKE = CardDef(
    name="Peregrine Drake", mana_cost="{4}{U}", type_line="Creature — Drake",
    text="Flying\nWhen this creature enters, untap up to five lands.", power="2",
    toughness="3")

CARDS = (FRANTIC_SEARCH, PEREGRINE_DRAKE)
kit = pytest.mark.plugins(extra={"untap-lands-kit": card_pool("untap-lands-kit", CARDS)})


def _cast_frantic_search(table: Table) -> list[int]:
    """Alice casts Frantic Search with her three Islands; returns their ids."""
    islands = [o.id for o in table.lands(0, "Island", 3)]
    table.library(0, "Forest", "Forest")
    table.hand(0, "Frantic Search")
    table.cast("Frantic Search")
    assert table.tapped_count(0, "Island") == 3
    return islands


@kit
def test_frantic_search_untaps_three_chosen_lands_of_any_player(table: Table) -> None:
    """CR 608.2d, 701.26b: the chosen lands untap, one of them Bob's (no "you control")."""
    islands = _cast_frantic_search(table)
    mountain = table.battlefield(1, "Mountain", tapped=True)[0].id
    seen = table.watch_decisions("choose")
    table.answer("discard", "Forest", "Forest")
    table.answer("choose", islands[0], islands[1], mountain)
    table.resolve()
    assert sorted(table.names("graveyard", 0)) == ["Forest", "Forest", "Frantic Search"]
    assert table.tapped_count(0, "Island") == 1
    table.assert_tapped("Mountain", False)
    assert len(seen) == 1 and seen[0].min == 0 and seen[0].max == 3
    assert table.logged(rule="608.2d")


@kit
def test_frantic_search_may_untap_no_land(table: Table) -> None:
    """CR 107.1c: "up to three": none is a legal choice; every Island stays tapped."""
    _cast_frantic_search(table)
    table.answer("discard", "Forest", "Forest")
    table.answer("choose")
    table.resolve()
    assert table.tapped_count(0, "Island") == 3


@kit
def test_frantic_search_refuses_a_fourth_land(table: Table) -> None:
    """CR 107.1c: four lands is more than "up to three": refused, the spell not resolved."""
    islands = _cast_frantic_search(table)
    forest = table.battlefield(0, "Forest", tapped=True)[0].id
    table.answer("discard", "Forest", "Forest")
    table.answer("choose", *islands, forest)
    with pytest.raises(IllegalActionError, match="0 to 3 expected, got 4"):
        table.resolve()
    table.assert_zone("Frantic Search", "stack")
    assert table.tapped_count(0, "Island") == 3


@kit
def test_peregrine_drake_enters_and_untaps_up_to_five_lands(table: Table) -> None:
    """CR 603.2, 608.2d: its enters trigger untaps the five Islands that paid for it."""
    islands = [o.id for o in table.lands(0, "Island", 6)]
    table.hand(0, "Peregrine Drake")
    table.cast("Peregrine Drake")
    table.resolve()
    table.assert_zone("Peregrine Drake", "battlefield")
    assert table.tapped_count(0, "Island") == 5
    tapped = [i for i in islands if table.game.obj(i).tapped]
    table.answer("choose", *tapped)
    table.resolve()
    assert table.tapped_count(0, "Island") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
