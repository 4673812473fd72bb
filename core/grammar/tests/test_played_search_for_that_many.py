""""Exile all attacking creatures target player controls. That player may search their library
for that many basic land cards, put those cards onto the battlefield tapped, then shuffle."
(Settle the Wreckage) played (CR 115.1, 608.2c-d, 701.23a-b).

"That player" is the target player; "that many" is the number of creatures exiled this way;
the player chooses whether to search (608.2d), and, searching for cards of a stated quality,
may find fewer than that many (701.23b). The lands enter tapped under their control.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SETTLE_THE_WRECKAGE = CardDef(
    name="Settle the Wreckage", mana_cost="{2}{W}{W}", type_line="Instant",
    text="Exile all attacking creatures target player controls. That player may search their "
         "library for that many basic land cards, put those cards onto the battlefield tapped, "
         "then shuffle.")

PRINTED = (SETTLE_THE_WRECKAGE,)
kit = pytest.mark.plugins(extra={"settle-kit": card_pool("settle-kit", PRINTED)})


def bob_attacks(table: Table, *attackers: str) -> None:
    """Bob attacks Alice with ``attackers``; Alice, holding Settle the Wreckage, gets priority
    in the declare attackers step (CR 508.2, 117.3d) and casts it targeting Bob."""
    table.set_turn(active=1)
    table.lands(0, "Plains", 4)
    table.hand(0, "Settle the Wreckage")
    table.attack(*attackers)
    table.pass_priority()  # Bob passes: Alice may act (CR 117.3d)
    table.cast("Settle the Wreckage", targets=["opponent"])


@kit
def test_settle_exiles_the_attackers_and_their_controller_fetches_that_many(
        table: Table) -> None:
    """CR 608.2c-d, 701.23a: two attackers exiled; Bob searches for up to two basic lands,
    offered only basics, and takes both Forests tapped; the creature that stayed home stays."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Llanowar Elves")
    table.library(1, "Forest", "Forest", "Hill Giant", "Wastes")
    searches = table.watch_decisions("search")
    bob_attacks(table, "Grizzly Bears", "Hill Giant")
    forests = tuple(o.id for o in table.game.objects_in(Zone.LIBRARY, 1)
                    if o.card.name == "Forest")
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", forests)])
    assert [d.player for d in searches] == [1]
    assert searches[0].max == 2
    assert len(searches[0].options) == 3  # two Forests and Wastes (basic), not Hill Giant
    assert sorted(table.names(Zone.EXILE, 1)) == ["Grizzly Bears", "Hill Giant"]
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD, 1)
    lands = [o for o in table.game.battlefield(1) if o.card.name == "Forest"]
    assert len(lands) == 2 and all(o.tapped for o in lands)
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Hill Giant", "Wastes"]
    table.assert_logged(rule="701.24a")


@kit
def test_settle_the_player_may_find_fewer(table: Table) -> None:
    """CR 701.23b: a stated quality: Bob finds one Forest for his two exiled creatures."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.library(1, "Forest", "Forest")
    bob_attacks(table, "Grizzly Bears", "Hill Giant")
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (forest,))])
    assert [o.card.name for o in table.game.battlefield(1)] == ["Forest"]
    assert table.names(Zone.LIBRARY, 1) == ["Forest"]


@kit
def test_settle_the_player_may_decline_the_search(table: Table) -> None:
    """CR 608.2d: Bob declines: no land, no shuffle; his attacker is exiled anyway."""
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Forest", "Hill Giant", "Island")
    theirs = table.names(Zone.LIBRARY, 1)
    bob_attacks(table, "Grizzly Bears")
    table.resolve(answers=[Answer("may", ("no",))])
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)
    assert table.names(Zone.LIBRARY, 1) == theirs
    assert table.names(Zone.BATTLEFIELD, 1) == []


@kit
def test_settle_counts_only_the_creatures_exiled(table: Table) -> None:
    """CR 608.2c: one of Bob's two creatures attacks: a single land may be found; Alice's
    creature and Bob's creature that didn't attack are not exiled."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Llanowar Elves")
    table.library(1, "Forest", "Forest")
    searches = table.watch_decisions("search")
    bob_attacks(table, "Hill Giant")
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (forest,))])
    assert searches[0].max == 1
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD, 1)
    assert table.names(Zone.EXILE, 1) == ["Hill Giant"]


@kit
def test_settle_with_no_attacker_exiled_finds_nothing(table: Table) -> None:
    """CR 701.23b, 701.24a: cast with no creature attacking: Bob may still search for zero
    cards, finds none, and shuffles; his creature stays."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Settle the Wreckage")
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Forest", "Island")
    searches = table.watch_decisions("search")
    table.cast("Settle the Wreckage", targets=["opponent"])
    table.resolve(answers=[Answer("may", ("yes",))])
    assert searches == []
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Forest", "Island"]
    table.assert_logged(rule="701.24a")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
