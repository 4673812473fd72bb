""""Then that player or that permanent's controller may pay {R}{R}. If the player does, they may
copy this spell and may choose a new target for that copy." played (CR 707.10, 707.10c,
608.2d, 608.2h).

The player the one target names (the target player, or the controller of the target
permanent as it last existed) is offered the payment, not the caster; having paid, they may
copy the resolving spell under their own control and choose a new target for the copy,
whose own resolution makes the offer again.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

CHAIN_LIGHTNING = CardDef(
    name="Chain Lightning", mana_cost="{R}", type_line="Sorcery",
    text="Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
         "controller may pay {R}{R}. If the player does, they may copy this spell and may "
         "choose a new target for that copy.")
CHAIN_OF_VAPOR = CardDef(
    name="Chain of Vapor", mana_cost="{U}", type_line="Instant",
    text="Return target nonland permanent to its owner's hand. Then that permanent's "
         "controller may sacrifice a land of their choice. If the player does, they may copy "
         "this spell and may choose a new target for that copy.")
CHAIN_OF_ACID = CardDef(
    name="Chain of Acid", mana_cost="{3}{G}", type_line="Sorcery",
    text="Destroy target noncreature permanent. Then that permanent's controller may copy "
         "this spell and may choose a new target for that copy.")

PRINTED = (CHAIN_LIGHTNING, CHAIN_OF_VAPOR, CHAIN_OF_ACID)
kit = pytest.mark.plugins(extra={"chain-kit": card_pool("chain-kit", PRINTED)})


@kit
def test_chain_lightning_the_damaged_player_pays_and_copies_it_back(table: Table) -> None:
    """CR 608.2d, 707.10, 707.10c: Bolt at Bob; Bob, not Alice, is offered {R}{R}, pays with
    his two Mountains, copies the spell under his control and points the copy at Alice, who
    can't pay (no red source) and is not asked: each takes 3."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 2)
    table.hand(0, "Chain Lightning")
    mays = table.watch_decisions("may")
    table.cast("Chain Lightning", targets=[PlayerRef(1)])
    table.resolve(answers=[Answer("may", ("yes",), player=1), Answer("may", ("yes",), player=1),
                           Answer("new_targets", ("yes",), player=1),
                           Answer("targets", (PlayerRef(0),), player=1)])
    table.assert_life(1, 17)
    assert [d.player for d in mays] == [1, 1]
    table.assert_logged(rule="707.10")
    assert table.names(Zone.STACK) == ["Chain Lightning"]  # the copy waits, Bob's (707.10)
    assert table.game.controller(table.find("Chain Lightning", zone=Zone.STACK).id) == 1
    table.resolve()
    table.assert_life(0, 17)
    assert table.tapped_count(1, "Mountain") == 2
    assert [d.player for d in mays] == [1, 1]  # Alice, with no {R}{R}, is not offered it
    table.assert_logged(rule="118.3")


@kit
def test_chain_lightning_the_controller_of_the_creature_declines(table: Table) -> None:
    """CR 608.2d, 608.2h: at Bob's Grizzly Bears (dealt lethal damage, still on the
    battlefield until state-based actions), Bob is asked and declines: no copy, the Bears
    die, his Mountains stay untapped."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Chain Lightning")
    mays = table.watch_decisions("may")
    table.cast("Chain Lightning", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("may", ("no",), player=1)])
    assert [d.player for d in mays] == [1]
    assert table.names(Zone.STACK) == []
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.tapped_count(1, "Mountain") == 0
    assert table.names(Zone.GRAVEYARD, 0) == ["Chain Lightning"]


@kit
def test_chain_lightning_paid_but_not_copied(table: Table) -> None:
    """CR 608.2d: "they may copy": Bob pays {R}{R} and then chooses not to copy; nothing is
    put on the stack."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 2)
    table.hand(0, "Chain Lightning")
    table.cast("Chain Lightning", targets=[PlayerRef(1)])
    table.resolve(answers=[Answer("may", ("yes",), player=1), Answer("may", ("no",), player=1)])
    assert table.tapped_count(1, "Mountain") == 2
    assert table.names(Zone.STACK) == []
    table.assert_life(0, 20)


@kit
def test_chain_of_vapor_the_bounced_permanents_controller_sacrifices_a_land(
        table: Table) -> None:
    """CR 608.2h, 707.10: Bob's Grizzly Bears returned to his hand; Bob, its controller as it
    last existed, sacrifices a Forest and copies the spell at Alice's Grizzly Bears."""
    table.lands(0, "Island", 1)
    table.lands(1, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Chain of Vapor")
    theirs = table.find("Grizzly Bears", player=1).id
    ours = table.find("Grizzly Bears", player=0).id
    table.cast("Chain of Vapor", targets=[theirs])
    table.resolve(answers=[Answer("may", ("yes",), player=1), Answer("may", ("yes",), player=1),
                           Answer("new_targets", ("yes",), player=1),
                           Answer("targets", (ours,), player=1)])
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    table.resolve(answers=[Answer("may", ("no",), player=0)])  # Bob's copy
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


@kit
def test_chain_of_acid_the_destroyed_permanents_controller_may_copy(table: Table) -> None:
    """CR 608.2h, 707.10: Bob's Sol Ring destroyed; Bob, who controlled it, copies the spell
    at Alice's Sol Ring."""
    table.lands(0, "Forest", 4)
    table.battlefield(0, "Sol Ring")
    table.battlefield(1, "Sol Ring")
    table.hand(0, "Chain of Acid")
    theirs = table.find("Sol Ring", player=1).id
    ours = table.find("Sol Ring", player=0).id
    table.cast("Chain of Acid", targets=[theirs])
    table.resolve(answers=[Answer("may", ("yes",), player=1),
                           Answer("new_targets", ("yes",), player=1),
                           Answer("targets", (ours,), player=1)])
    assert table.names(Zone.GRAVEYARD, 1) == ["Sol Ring"]
    table.resolve(answers=[Answer("may", ("no",), player=0)])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Chain of Acid", "Sol Ring"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
